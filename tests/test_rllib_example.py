"""The RLlib example of docs/howto-pettingzoo.rst, run as the page gives it.

The test takes the script ``train.py`` out of the page, runs it as a module
(so that its ``if __name__ == "__main__":`` part, the full-size run, stays
out) and calls its functions at a small size: one environment runner,
batches of 200 steps, two training iterations, on a local Ray instance
with two processors.  It needs the ``rllib`` extra and PyTorch,
and is skipped, saying which is missing, without them.
"""

from __future__ import annotations

import math
import runpy
import textwrap
from pathlib import Path
from typing import Any

import pytest

HOWTO = Path(__file__).resolve().parent.parent / "docs" / "howto-pettingzoo.rst"
SCRIPT_FIRST_LINE = "# train.py"
AGENTS = ["player_0", "player_1", "player_2", "player_3"]
BATCH = 200
ITERATIONS = 2


def page_script(page: Path, first_line: str) -> str:
    """The code block of ``page`` whose first line is ``first_line``."""
    lines = page.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines):
        if line.strip() != ".. code-block:: python":
            continue
        body = lines[number + 1 :]
        while body and not body[0].strip():
            body = body[1:]
        if not body or body[0].strip() != first_line:
            continue
        block = []
        for text in body:
            if text.strip() and not text.startswith("   "):
                break
            block.append(text)
        return textwrap.dedent("\n".join(block))
    raise AssertionError(f"{page.name} has no code block starting {first_line!r}")


def test_the_page_holds_the_script() -> None:
    script = page_script(HOWTO, SCRIPT_FIRST_LINE)
    assert "def make_config(" in script and "def train(" in script
    assert 'if __name__ == "__main__":' in script
    compile(script, "train.py", "exec")


@pytest.fixture
def ray(local_ray: Any) -> Any:
    """The module's local Ray instance (``tests/conftest.py``), with RLlib,
    PyTorch and PettingZoo."""
    pytest.importorskip(
        "ray.rllib",
        reason="the rllib extra is not installed: pip install 'hasenpfeffer[rllib]'",
    )
    pytest.importorskip("torch", reason="RLlib's models need PyTorch")
    pytest.importorskip("pettingzoo", reason="the pettingzoo extra is not installed")
    return local_ray


def test_the_example_trains(ray: Any, tmp_path: Path) -> None:
    script = tmp_path / "train.py"
    script.write_text(page_script(HOWTO, SCRIPT_FIRST_LINE), encoding="utf-8")
    example = runpy.run_path(str(script), run_name="train")
    config = example["make_config"](env_runners=1, batch_size=BATCH)
    checkpoints = tmp_path / "checkpoints"
    result = example["train"](config, iterations=ITERATIONS, checkpoints=checkpoints)

    # Every seat played (a step the rules refuse would have raised), whole
    # hands were played, and as many steps as asked for.
    runners = result["env_runners"]
    steps = runners["num_agent_steps_sampled_lifetime"]
    assert sorted(steps) == AGENTS
    assert all(count > 0 for count in steps.values())
    assert runners["num_episodes_lifetime"] > 0
    assert result["num_env_steps_sampled_lifetime"] >= ITERATIONS * BATCH
    # The shared policy learned, with finite losses.
    learned = result["learners"]["shared"]
    assert learned["num_module_steps_trained_lifetime"] > 0
    for loss in ("total_loss", "policy_loss", "vf_loss"):
        assert math.isfinite(learned[loss]), loss
    # The last iteration's checkpoint was written.
    assert any((checkpoints / str(ITERATIONS)).iterdir())

"""``simulate --ray``: the games of a simulation on a Ray cluster, with the
same report as local workers.

The cluster is the module's local Ray instance with two processors
(``tests/conftest.py``); without the ``ray`` extra those tests are
skipped.  The local side of each comparison plays in this process: no
worker process is forked beside the threads that Ray leaves running.  That
the number of local workers changes nothing is tested elsewhere.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cli import main
from hasenpfeffer.simulation import SimulationConfig, simulate
from hasenpfeffer.simulation._ray import RAY_EXTRA


@pytest.fixture
def ray(local_ray: Any) -> Any:
    """The module's local Ray instance (``tests/conftest.py``)."""
    return local_ray


# These come first, before the module's Ray instance is started: a Ray
# already running in the process is used whatever the address.


@pytest.mark.parametrize("address", ["", 7, None])
def test_a_ray_address_must_be_text(address: object) -> None:
    with pytest.raises(hp.InvalidValueError, match="ray must be True, False or"):
        simulate(SimulationConfig(games=2), ray=address)  # type: ignore[arg-type]


def test_an_unreachable_cluster_is_refused_by_the_command(
    capsys: pytest.CaptureFixture[str],
) -> None:
    pytest.importorskip("ray", reason=f"the ray extra is not installed: {RAY_EXTRA}")
    # Port 9 (discard) of the loopback address: nothing listens there.
    assert main(["simulate", "--games", "2", "--ray", "127.0.0.1:9"]) == 2
    assert "cannot reach the Ray cluster at 127.0.0.1:9" in capsys.readouterr().err


@pytest.mark.parametrize("duplicate", [False, True])
def test_the_cluster_gives_the_report_of_local_workers(
    ray: Any, duplicate: bool
) -> None:
    config = SimulationConfig(
        games=10, seed=31, team0="heuristic", team1="simple", duplicate=duplicate
    )
    local = simulate(config)
    on_ray = simulate(config, ray=True)
    assert on_ray == local
    assert on_ray.format() == local.format()
    assert simulate(config, ray=True, keep_outcomes=False).tally == local.tally
    assert ray.is_initialized()  # a Ray started by the caller is left running


def test_the_command_prints_the_same_on_the_cluster(
    ray: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    arguments = ["simulate", "--games", "6", "--seed", "4", "--duplicate"]
    assert main(arguments) == 0
    local = capsys.readouterr().out
    assert main([*arguments, "--ray"]) == 0
    assert capsys.readouterr().out == local
    assert "duplicate: 3 boards" in local


def test_the_records_are_those_of_local_workers(ray: Any, tmp_path: Path) -> None:
    config = SimulationConfig(games=4, seed=8, duplicate=True)
    simulate(config, ray=True, records=tmp_path / "ray")
    simulate(config, records=tmp_path / "local")
    names = sorted(path.name for path in (tmp_path / "ray").iterdir())
    assert names == ["game-0.json", "game-1.json", "game-2.json", "game-3.json"]
    for name in names:
        ours = (tmp_path / "ray" / name).read_bytes()
        assert ours == (tmp_path / "local" / name).read_bytes()


def test_three_players_on_the_cluster(ray: Any) -> None:
    rules = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE)
    config = SimulationConfig(games=6, seed=2, rules=rules, duplicate=True)
    assert simulate(config, ray=True) == simulate(config)

"""Bots of your own in ``hasenpfeffer simulate``: ``--team0 module:Class``
loads the class (in each worker process too) and makes each bot with
``seed=`` if the class takes one, else with no arguments; anything that
cannot be loaded, or is not a bot, is refused in one line with exit 2."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import attrs
import pytest

import hasenpfeffer as hp
from hasenpfeffer.bots._specs import is_bot_spec, load_bot_class
from hasenpfeffer.cli import main
from hasenpfeffer.simulation import SimulationConfig, simulate

MODULE = "hasenpfeffer_test_user_bots"
SOURCE = '''
import random

from hasenpfeffer.bots import SimpleBot


class LikeSimple:
    """Plays exactly as SimpleBot does."""

    def __init__(self):
        self.inner = SimpleBot()

    def choose(self, view):
        return self.inner.choose(view)


class Seeded:
    """Plays at random from the seed it is given."""

    made_with = []

    def __init__(self, seed):
        Seeded.made_with.append(seed)
        self.random = random.Random(seed)

    def choose(self, view):
        return self.random.choice(view.legal_actions())


class Outer:
    class Inner(LikeSimple):
        pass


class Unsigned(LikeSimple):
    """A class whose signature cannot be read: made with no arguments."""

    __signature__ = "not a signature"


class NotABot:
    pass


class NeedsDepth:
    def __init__(self, depth):
        self.depth = depth

    def choose(self, view):
        return view.legal_actions()[0]


class Odd:
    """Its constructor makes something else."""

    def __new__(cls):
        return 42

    def choose(self, view):
        return view.legal_actions()[0]


def function(view):
    return view.legal_actions()[0]


BROKEN = 1 / 0 if __name__ == "hasenpfeffer_test_user_bots_broken" else None
'''


@pytest.fixture(scope="module")
def bots_directory(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("user-bots")
    (directory / f"{MODULE}.py").write_text(SOURCE, encoding="utf-8")
    (directory / f"{MODULE}_broken.py").write_text(SOURCE, encoding="utf-8")
    return directory


@pytest.fixture
def on_path(bots_directory: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.syspath_prepend(str(bots_directory))
    return bots_directory


def test_a_class_of_your_own_plays_in_the_simulation(on_path: Path) -> None:
    mine = SimulationConfig(
        games=6, seed=12, team0=f"{MODULE}:LikeSimple", team1="simple"
    )
    bundled = SimulationConfig(games=6, seed=12, team0="simple", team1="simple")
    expected = simulate(bundled).tally
    assert simulate(mine).tally == expected
    assert simulate(mine, workers=2).tally == expected
    nested = attrs.evolve(mine, team0=f"{MODULE}:Outer.Inner")
    assert simulate(nested, workers=2).tally == expected
    unsigned = attrs.evolve(mine, team0=f"{MODULE}:Unsigned")
    assert simulate(unsigned).tally == expected


def test_a_class_that_takes_a_seed_gets_one_per_game_and_seat(on_path: Path) -> None:
    config = SimulationConfig(
        games=4, seed=50, team0=f"{MODULE}:Seeded", team1="simple", max_hands=3
    )
    seeded = load_bot_class(f"{MODULE}:Seeded")
    seeded.made_with.clear()  # type: ignore[attr-defined]
    one = simulate(config)
    # Team 0 sits at seats 0 and 2, then 1 and 3 after the change of seats.
    seats = ["50/0", "50/2", "51/1", "51/3", "52/0", "52/2", "53/1", "53/3"]
    assert seeded.made_with == seats  # type: ignore[attr-defined]
    assert simulate(config, workers=2) == one
    assert simulate(config) == one


def test_the_command_loads_a_class_from_the_current_directory(
    bots_directory: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", ".")])
    monkeypatch.chdir(bots_directory)
    arguments = ["simulate", "--games", "4", "--seed", "2", "--workers", "2"]
    arguments += ["--team1", "simple"]
    assert main([*arguments, "--team0", f"{MODULE}:LikeSimple"]) == 0
    mine = capsys.readouterr()
    assert main([*arguments, "--team0", "simple"]) == 0
    bundled = capsys.readouterr()
    assert mine.err == bundled.err == ""
    assert mine.out.replace(f"{MODULE}:LikeSimple", "simple") == bundled.out


def test_a_separate_program_loads_a_class_in_its_workers(bots_directory: Path) -> None:
    # -I keeps the current directory off the path (Python 3.11 and later):
    # the command adds it itself, and the workers import the class.
    command = [sys.executable, "-I", "-m", "hasenpfeffer", "simulate", "--json"]
    arguments = ["--games", "4", "--seed", "2", "--workers", "2", "--team1", "simple"]
    completed = subprocess.run(
        [*command, *arguments, "--team0", f"{MODULE}:LikeSimple"],
        cwd=bots_directory,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert completed.returncode == 0, completed.stderr
    assert completed.stderr == ""
    assert '"team0": "hasenpfeffer_test_user_bots:LikeSimple"' in completed.stdout


@pytest.mark.parametrize(
    ("team", "message"),
    [
        (
            "no_such_module_here:Bot",
            "team0: cannot import module 'no_such_module_here': No module named "
            "'no_such_module_here'",
        ),
        (f"{MODULE}:Missing", f"team0: module '{MODULE}' has no 'Missing'"),
        (f"{MODULE}:Outer.Missing", f"team0: module '{MODULE}' has no 'Outer.Missing'"),
        (
            f"{MODULE}:NotABot",
            f"team0: {MODULE}:NotABot is not a bot: it has no choose(view) method",
        ),
        (f"{MODULE}:function", f"team0: {MODULE}:function is not a class"),
        (
            f"{MODULE}:Odd",
            f"team0: {MODULE}:Odd is not a bot: it has no choose(view) method",
        ),
        (
            f"{MODULE}:NeedsDepth",
            f"team0: cannot make a {MODULE}:NeedsDepth bot: TypeError: ",
        ),
        (
            f"{MODULE}_broken:LikeSimple",
            f"team0: importing module '{MODULE}_broken' failed: ZeroDivisionError: "
            "division by zero",
        ),
        (
            "genius",
            "team0 must be one of heuristic, random, search, simple or "
            "module:Class, not 'genius'",
        ),
        ("my bots:Bot", "team0 must be one of heuristic"),
    ],
)
def test_a_bot_that_cannot_be_used_is_refused_in_one_line(
    on_path: Path, capsys: pytest.CaptureFixture[str], team: str, message: str
) -> None:
    assert main(["simulate", "--games", "2", "--team0", team]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"hasenpfeffer simulate: {message}"), err
    assert len(err.splitlines()) == 1
    with pytest.raises(hp.InvalidValueError, match="team1"):
        SimulationConfig(games=1, team1=team)


def test_what_a_spec_looks_like() -> None:
    assert is_bot_spec("a:B") and is_bot_spec("a.b_c:D.E")
    for text in ("random", "a:", ":B", "a:B:C", "a b:C", "a:B()", 5, None):
        assert not is_bot_spec(text)
    with pytest.raises(hp.InvalidValueError, match="module:Class"):
        load_bot_class("random")

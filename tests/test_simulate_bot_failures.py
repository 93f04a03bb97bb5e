"""``hasenpfeffer simulate`` with a bot of your own that misbehaves in game
2 (seed 2): it raises, calls ``sys.exit``, answers ``None`` or an illegal
action, or never answers.  Each gives one message naming the bot, the game
and the position, the report of the games finished before, and a clean
stop with a documented exit status.  A real program is run, in the
directory of the bots' module, with one worker process and with two."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import hasenpfeffer as hp
from hasenpfeffer.simulation import BotError, SimulationConfig, simulate

MODULE = "misbehaving_bots"
SOURCE = r'''
import sys
import time

import hasenpfeffer as hp
from hasenpfeffer.bots import SimpleBot


class Misbehaving:
    """Plays as SimpleBot, except at its first decision of game 2."""

    def __init__(self, seed):
        self.game = int(seed.split("/")[0])
        self.inner = SimpleBot()

    def choose(self, view):
        if self.game == 2:
            return self.misbehave(view)
        return self.inner.choose(view)


class Raises(Misbehaving):
    def misbehave(self, view):
        raise RuntimeError("lost count of trumps")


class Exits(Misbehaving):
    def misbehave(self, view):
        sys.exit(7)


class AnswersNone(Misbehaving):
    def misbehave(self, view):
        return None


class PlaysTooSoon(Misbehaving):
    def misbehave(self, view):
        return hp.Play(hp.JOKER)


class Sleeps(Misbehaving):
    def misbehave(self, view):
        sys.stderr.write("never answering\n")
        sys.stderr.flush()
        while True:
            time.sleep(60)


class Spins(Misbehaving):
    def misbehave(self, view):
        sys.stderr.write("never answering\n")
        sys.stderr.flush()
        while True:
            pass
'''

GAMES = 10
BOUND_SECONDS = 20
"""How soon after the signal the program must have ended."""


@pytest.fixture(scope="module")
def bots_directory(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("misbehaving")
    (directory / f"{MODULE}.py").write_text(SOURCE, encoding="utf-8")
    return directory


def first_seat_of_team_0() -> int:
    """Where game 2's first decision of team 0 comes: team 0 sits at seats
    0 and 2 in an even-numbered game, and the auction goes round the table
    from the dealer's left."""
    state = hp.new_game(seed=2).deal()
    assert state.to_act is not None
    return state.to_act if state.to_act % 2 == 0 else (state.to_act + 1) % 4


def where() -> str:
    seat = first_seat_of_team_0()
    return f"in game 2 (seed 2), hand 1, phase bidding, seat {seat} to act"


def command(bot: str, workers: int) -> list[str]:
    arguments = [sys.executable, "-m", "hasenpfeffer", "simulate", "--games"]
    arguments += [str(GAMES), "--workers", str(workers), "--team1", "simple"]
    return [*arguments, "--team0", f"{MODULE}:{bot}"]


def report_of(games: int, bot: str) -> str:
    return (
        f"{games} games (seeds 0 to {games - 1}): {MODULE}:{bot} (team 0) against "
        "simple (team 1),\n"
    )


def failures() -> list[tuple[str, str]]:
    seat = first_seat_of_team_0()
    return [
        ("Raises", "raised RuntimeError: lost count of trumps"),
        ("Exits", "called sys.exit(7)"),
        (
            "AnswersNone",
            "answered None, which the game refuses: expected an action, not None",
        ),
        (
            "PlaysTooSoon",
            f"answered play Joker, which the game refuses: seat {seat} must pass "
            "or bid in the auction, not play Joker",
        ),
    ]


@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.parametrize(("bot", "problem"), failures())
def test_a_failing_bot_is_named_with_its_game_and_position(
    bot: str, problem: str, workers: int, bots_directory: Path
) -> None:
    completed = subprocess.run(
        command(bot, workers),
        cwd=bots_directory,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    message = f"hasenpfeffer simulate: bot {MODULE}:{bot} (team 0) {problem}, {where()}"
    assert (completed.returncode, completed.stderr) == (3, message + "\n")
    assert completed.stdout.startswith(report_of(2, bot))


def test_simulate_raises_the_bot_error_with_the_games_finished(
    bots_directory: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.syspath_prepend(str(bots_directory))
    config = SimulationConfig(games=GAMES, team0=f"{MODULE}:Raises", team1="simple")
    with pytest.raises(BotError) as raised:
        simulate(config)
    error = raised.value
    assert (error.bot, error.side, error.where) == (
        f"{MODULE}:Raises",
        "team 0",
        where().removeprefix("in "),
    )
    assert error.summary is not None
    assert error.summary.games == 2
    before = SimulationConfig(games=2, team0=f"{MODULE}:Raises", team1="simple")
    assert error.summary.tally == simulate(before).tally
    assert isinstance(error, hp.HasenpfefferError)


@pytest.mark.skipif(not Path("/proc").exists(), reason="signals as on Linux")
@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.parametrize("bot", ["Sleeps", "Spins"])
@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM])
def test_a_bot_that_never_answers_is_stopped_by_a_signal(
    bot: str, workers: int, number: int, bots_directory: Path
) -> None:
    program = subprocess.Popen(
        command(bot, workers),
        cwd=bots_directory,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    assert program.stdout is not None and program.stderr is not None
    try:
        said = b""
        while b"never answering" not in said:  # the bot is in its loop
            chunk = os.read(program.stderr.fileno(), 4096)
            assert chunk, said.decode()
            said += chunk
        os.kill(program.pid, number)
        sent = time.monotonic()
        out_bytes, err_bytes = program.communicate(timeout=BOUND_SECONDS)
        assert time.monotonic() - sent < BOUND_SECONDS
    finally:
        if program.poll() is None:
            os.killpg(program.pid, signal.SIGKILL)
            program.wait()
    assert program.returncode == 128 + number
    err = (said + err_bytes).decode()
    assert "Traceback" not in err
    name = signal.Signals(number).name
    match = re.fullmatch(
        rf"hasenpfeffer simulate: stopped by {name} after (\d) of {GAMES} games, "
        rf"while waiting for bot {MODULE}:{bot} \(team 0\) {re.escape(where())}",
        err.splitlines()[-1],
    )
    assert match is not None, err
    # With two workers, game 0 or 1 may still be on its way to the main
    # process when the signal comes; one process plays them before game 2.
    games = int(match.group(1))
    assert games == 2 if workers == 1 else games <= 2
    out = out_bytes.decode()
    assert out.startswith(report_of(games, bot)) if games else out == ""

"""The ``hasenpfeffer`` command and the demo it prints."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

import hasenpfeffer as hp
import hasenpfeffer.cli.app
from hasenpfeffer.bots import SimpleBot, play_game
from hasenpfeffer.cli import main
from hasenpfeffer.cli.demo import demo_states, narrate_game

CARD = re.compile(r"\b(?:[9TJQKA][CDHS]|Joker)\b")


def test_demo_plays_a_whole_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("A game of Hasenpfeffer (seed 1), first to 10.")
    assert "Hand 1: seat" in out
    assert re.search(r"wins the game, \d+ to -?\d+\.\n$", out)


def test_demo_is_reproducible_from_its_seed(capsys: pytest.CaptureFixture[str]) -> None:
    main(["demo", "--seed", "5"])
    first = capsys.readouterr().out
    main(["demo", "--seed", "5"])
    assert capsys.readouterr().out == first


def test_demo_never_shows_the_widow_or_the_discard() -> None:
    state = hp.new_game(seed=11)
    lines = list(narrate_game(state))
    hidden_lines = [line for line in lines if "widow" in line or "discards" in line]
    assert hidden_lines
    for line in hidden_lines:
        assert not CARD.search(line), line


def test_demo_reports_the_final_score_of_the_game() -> None:
    state = hp.new_game(seed=2)
    lines = list(narrate_game(state))
    final = play_game(state, SimpleBot())
    assert final.winner is not None
    winner, loser = final.winner, 1 - final.winner
    expected = (
        f"Team {winner} (seats {winner} and {winner + 2}) wins the game, "
        f"{final.scores[winner]} to {final.scores[loser]}."
    )
    assert lines[-1] == expected


def test_demo_with_pepper_bidding(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--seed", "3", "--pepper"]) == 0
    out = capsys.readouterr().out
    assert "bids 6" not in out
    assert "wins the game" in out


def test_demo_stops_an_endless_game_after_the_cap() -> None:
    lines = list(narrate_game(hp.new_game(seed=1), max_hands=1))
    assert lines[-1] == "The game is unfinished after 1 hand."


def test_unknown_command_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["shuffle"])
    assert exit_info.value.code == 2


def test_module_runs_as_a_program() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "hasenpfeffer", "demo", "--seed", "1"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "wins the game" in completed.stdout


def test_the_bare_command_prints_its_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.startswith("usage: hasenpfeffer")
    for command in ("demo", "validate", "show", "play", "simulate"):
        assert re.search(rf"^    {command} ", out, re.MULTILINE), command


def test_the_bare_program_exits_0() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "hasenpfeffer"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert completed.returncode == 0
    assert completed.stdout.startswith("usage: hasenpfeffer")
    assert completed.stderr == ""


def test_the_simulate_help_shows_one_percent_sign(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["simulate", "--help"])
    assert exit_info.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "with a 95% interval" in out
    assert "%%" not in out


def demo_final_state(seed: int) -> hp.GameState:
    """The last position of the demo game of ``seed``, played here with
    the public API: SimpleBot at every seat."""
    return play_game(hp.new_game(seed=seed), SimpleBot(), max_hands=200)


@pytest.mark.parametrize("name", ["game.json", "game.txt", "GAME.TXT"])
def test_demo_writes_the_record_of_the_game_it_prints(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / name
    assert main(["demo", "--seed", "4", "--record", str(path)]) == 0
    out = capsys.readouterr().out
    contents = path.read_text(encoding="utf-8")
    if name.lower().endswith(".txt"):
        assert contents.startswith('[format "hasenpfeffer-record"]')
        record = hp.GameRecord.from_text(contents)
    else:
        assert contents.startswith("{")
        record = hp.GameRecord.from_json(contents)
    final = demo_final_state(4)
    assert record == final.to_record()
    assert hp.replay(record) == final
    assert final.winner is not None
    assert out.splitlines()[-1].startswith(f"Team {final.winner} (seats")


def test_demo_says_so_when_the_record_cannot_be_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "missing" / "game.json"
    assert main(["demo", "--seed", "4", "--record", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        f"hasenpfeffer demo: cannot write {path}: No such file or directory\n"
    )


def test_demo_states_refuse_a_state_in_the_middle_of_a_hand() -> None:
    with pytest.raises(hp.InvalidValueError, match="between hands"):
        next(demo_states(hp.new_game(seed=1).deal()))


def test_an_interrupted_command_exits_130_in_one_line(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "game.json"
    path.write_text(hp.new_game(seed=1).deal().to_record().to_json(), "utf-8")

    def interrupted(*arguments: object) -> list[str]:
        raise KeyboardInterrupt

    monkeypatch.setattr(hasenpfeffer.cli.app, "show_record", interrupted)
    assert main(["show", str(path)]) == 130
    assert capsys.readouterr().err == "hasenpfeffer show: interrupted\n"

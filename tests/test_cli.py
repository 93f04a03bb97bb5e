"""The ``hasenpfeffer`` command and the demo it prints."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

import hasenpfeffer as hp
from hasenpfeffer.bots import SimpleBot, play_game
from hasenpfeffer.cli import main
from hasenpfeffer.demo import narrate_game

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

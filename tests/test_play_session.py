"""``hasenpfeffer play``: the commands a person has besides moves (help,
hint, undo, last), ``--auto``, the seed, ``--save`` and the window width."""

from __future__ import annotations

import io
import json
import re
import sys
from itertools import chain
from pathlib import Path

import pytest

import hasenpfeffer as hp
from hasenpfeffer.bots._heuristic import HeuristicBot
from hasenpfeffer.cli import main
from hasenpfeffer.cli.play import TerminalGame
from hasenpfeffer.cli.terminal import visible_width
from tests.play_script import PassingBot, forever, play_from, run, spread


def in_play() -> hp.GameState:
    """Seat 1 bids four and names hearts; seat 0 is to lead the first trick
    holding Joker JD KH 9H (trumps), 9C and AS."""
    return spread().pass_().bid(4).pass_().pass_().name_trump("H").discard("KS")


# -- help ----------------------------------------------------------------------


def test_help_lists_the_commands_then_the_table_again() -> None:
    _, out, script = play_from(spread(), ["help", "quit"])
    for command in ("hint", "undo", "last", "help", "quit"):
        assert re.search(rf"^  {command}  \S", out, re.MULTILINE), command
    assert out.count("Your choices:") == 2
    assert script.prompts == 2


# -- hint ----------------------------------------------------------------------


def test_hint_names_the_heuristic_bots_choice_and_its_reason() -> None:
    """The hint is HeuristicBot's advice for seat 0, with the number the
    choice has in the list; it takes no action."""
    state = in_play()
    advice = HeuristicBot().advise(state.view(0))
    final, out, script = play_from(state, ["hint", "quit"])
    assert isinstance(advice.action, hp.Play)
    order = ["Joker", "JD", "KH", "9H", "9C", "AS"]
    number = order.index(str(advice.action.card)) + 1
    hint = f"Hint: {advice.action.card} (choice {number}): {advice.reason}.\n"
    assert hint in out
    assert final == state
    assert script.prompts == 2


ONE_TRUMP = [
    ["9H", "9C", "TC", "9S", "TS", "QS"],
    ["JH", "AH", "KH", "QH", "TH", "AD"],
    ["JD", "Joker", "JC", "QC", "KC", "AC"],
    ["9D", "TD", "QD", "KD", "JS", "KS"],
]
"""A deal (the ace of spades the widow) in which seat 0's one trump, once
hearts are named, is the nine."""


def forced() -> hp.GameState:
    """Seat 1 bids four, names hearts and leads the right bower; seats 2
    and 3 follow; seat 0 must follow trump with its only trump, 9H."""
    state = hp.new_game(seed=1, dealer=0).deal(hands=ONE_TRUMP, widow="AS")
    state = state.bid(4).pass_().pass_().pass_().name_trump("H").discard("AD")
    state = state.play("JH").play("Joker").play("9D")
    assert state.to_act == 0
    assert state.legal_actions() == (hp.Play(hp.Card.parse("9H")),)
    return state


def test_hint_with_one_legal_card_says_it_is_the_only_one() -> None:
    _, out, _ = play_from(forced(), ["hint", "quit"])
    assert "Hint: 9H (choice 1): the only card you may play.\n" in out


# -- last ----------------------------------------------------------------------


def test_last_shows_the_last_trick_who_played_what_and_who_took_it() -> None:
    """Seat 0 leads the Joker: every other seat must follow trump if it
    can, and the Joker takes the trick whatever they play."""
    state = in_play()
    final, out, _ = play_from(state, ["last", "Joker", "last", "quit"])
    assert "No trick has been taken yet in this hand.\n" in out
    trick = final.completed_tricks[0]
    assert trick.plays[0] == (0, hp.JOKER) and trick.winner == 0
    others = ", ".join(f"seat {seat} {card}" for seat, card in trick.plays[1:])
    assert f"Last trick (trick 1): you led Joker, {others}; you took it.\n" in out


def test_a_trick_taken_is_followed_by_the_teams_tricks_yours_first() -> None:
    """The Joker takes the first trick for seat 0, the person, so its
    team (seats 0 and 2) has one trick and the other team none."""
    _, out, _ = play_from(in_play(), ["Joker", "quit"])
    assert "You take the trick. Tricks: you and seat 2: 1; seats 1 and 3: 0.\n" in out


# -- undo ----------------------------------------------------------------------


def test_undo_with_nothing_to_undo_says_so() -> None:
    final, out, script = play_from(spread(), ["undo", "quit"])
    assert "Nothing to undo" in out
    assert final == spread()
    assert script.prompts == 2


def test_undo_goes_back_to_the_last_decision_with_the_moves_after_it() -> None:
    """Seat 0 passes, the bots bid; undo puts the state back as it was at
    seat 0's turn, says what was taken back, and seat 0 bids six instead."""
    state = spread()
    final, out, _ = play_from(state, ["pass", "undo", "bid 6", "quit"])
    assert final.history[0] == (0, hp.Bid(6))
    after_pass = out.split("> pass\n")[1].split("> undo\n")[0]
    moves = [
        line
        for line in after_pass.splitlines()
        if re.match(r"(You|Seat \d) ", line) and "wins the auction" not in line
    ]
    assert moves[0] == "You pass." and len(moves) >= 4
    undone = out.split("> undo\n")[1].splitlines()[0]
    assert undone == "Undone: " + " ".join(moves)
    assert "You bid 6." in out


def test_undo_twice_goes_back_two_decisions() -> None:
    state = in_play()
    entries = ["Joker", "1", "undo", "undo", "quit"]
    final, out, _ = play_from(state, entries)
    assert final == state
    assert out.count("Undone: ") == 2
    assert "Undone: You play Joker." in out


def test_undo_goes_back_past_forced_cards_played_for_the_person() -> None:
    """With auto, seat 0's forced card is played without a prompt, so undo
    passes it by, back to the person's own decision (the pass)."""
    game_rules = hp.Rules(opening_lead=hp.OpeningLead.MAKER)
    state = hp.new_game(game_rules, seed=1, dealer=3).deal(hands=ONE_TRUMP, widow="AS")
    bots: list[hp.bots.Bot | None] = [None, FixedBot(), PassingBot(), PassingBot()]
    final, out, _ = play_from(state, ["pass", "undo", "quit"], bots, auto=True)
    assert "You play 9H (your only legal card)." in out
    assert final == state
    undone = out.split("> undo\n")[1].splitlines()[0]
    assert undone.startswith("Undone: You pass. Seat 1 bids 4.")
    assert "You play 9H." in undone


class FixedBot:
    """Seat 1 of ONE_TRUMP: bids four, names hearts, discards AD, leads JH
    and then plays its first legal card."""

    def choose(self, view: hp.PlayerView) -> hp.Action:
        legal = view.legal_actions()
        if view.phase is hp.Phase.BIDDING:
            return hp.Bid(4) if hp.Bid(4) in legal else hp.Pass()
        if view.phase is hp.Phase.TRUMP:
            return hp.NameTrump(hp.Suit.HEARTS)
        if view.phase is hp.Phase.DISCARD:
            return hp.Discard(hp.Card.parse("AD"))
        right = hp.Play(hp.Card.parse("JH"))
        return right if right in legal else legal[0]


# -- --auto --------------------------------------------------------------------


def test_auto_plays_only_forced_cards() -> None:
    """Seat 0 must follow the right bower with its only trump: with auto
    the card is played without a prompt; without, the prompt offers it."""
    state = forced()
    _, manual, _ = play_from(state, ["quit"])
    assert "Your choices: 1) 9H\n" in manual
    final, out, _ = play_from(state, ["quit"], auto=True)
    assert "You play 9H (your only legal card).\n" in out
    assert final.completed_tricks[0].plays[3] == (0, hp.Card.parse("9H"))
    assert "Your choices: 1) 9H\n" not in out


# -- the seed ------------------------------------------------------------------


def test_a_random_seed_is_shown_so_that_the_game_can_be_dealt_again(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    assert main(["play"]) == 0
    first = capsys.readouterr().out
    found = re.search(r"^Seed (\d+): play --seed \1 ", first, re.MULTILINE)
    assert found is not None
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    assert main(["play", "--seed", found[1]]) == 0
    again = capsys.readouterr().out
    assert "Seed " not in again
    assert first.split("Hand 1:")[1] == again.split("Hand 1:")[1]


# -- --save --------------------------------------------------------------------


@pytest.mark.parametrize("name", ["game.json", "game.txt", "GAME.TXT"])
def test_save_writes_a_record_that_validate_accepts(
    name: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / name
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n" * 6 + "quit\n"))
    assert main(["play", "--seed", "3", "--save", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.endswith(f"Goodbye.\nThe game's record is saved in {path}.\n")
    text = path.read_text(encoding="utf-8")
    if name.lower().endswith(".txt"):
        assert not text.lstrip().startswith("{")
    else:
        assert json.loads(text)["format"] == "hasenpfeffer-record"
    record = hp.records.load_record(str(path))
    replayed = hp.records.replay(record)
    assert any(seat == 0 for seat, _ in replayed.history)
    assert main(["validate", str(path)]) == 0
    assert capsys.readouterr().out.startswith("legal")


def test_save_at_the_end_of_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "finished.json"
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n" * 200))
    arguments = ["play", "--seed", "4", "--target", "2", "--save", str(path)]
    assert main(arguments) == 0
    assert "win the game" in capsys.readouterr().out
    final = hp.records.replay(hp.records.load_record(str(path)))
    assert final.phase is hp.Phase.GAME_OVER


def test_save_to_a_file_that_cannot_be_written_stops_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "missing" / "game.json"
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\nquit\n"))
    assert main(["play", "--seed", "3", "--save", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"hasenpfeffer play: cannot write {path}: ")


# -- the window's width ----------------------------------------------------------


@pytest.mark.parametrize("width", [24, 40, 60])
def test_lines_fit_the_width_and_no_choice_is_split(width: int) -> None:
    """Pepper bidding offers "little pepper" and "big pepper": each choice
    stays whole on one line, and no line is wider than the window."""
    rules = hp.Rules(bidding=hp.Bidding.PEPPER)
    state = hp.new_game(rules, seed=1, dealer=3).deal()
    _, out, _ = play_from(state, ["hint", "2", "quit"], width=width)
    lines = out.splitlines()
    assert all(visible_width(line) <= width for line in lines), [
        line for line in lines if visible_width(line) > width
    ]
    choices = out.split("Your choices: ")[1].split("> ")[0]
    for number, action in enumerate(state.legal_actions(), start=1):
        item = f"{number}) {action}"
        assert any(item in line for line in choices.splitlines()), item


def test_without_a_terminal_lines_are_not_wrapped() -> None:
    state = hp.new_game(hp.Rules(bidding=hp.Bidding.PEPPER), seed=1, dealer=3).deal()
    _, out, _ = play_from(state, ["quit"])
    assert (
        "Your choices: 1) pass  2) bid 1  3) bid 2  4) bid 3  5) bid 4  6) bid 5  "
        "7) little pepper  8) big pepper\n"
    ) in out


def test_terminal_game_checks_its_options() -> None:
    state = hp.new_game(seed=1)
    with pytest.raises(hp.InvalidValueError, match="width"):
        TerminalGame(state, io.StringIO(), io.StringIO(), width=0)
    with pytest.raises(hp.InvalidValueError, match="seat"):
        TerminalGame(state, io.StringIO(), io.StringIO(), you=4)
    with pytest.raises(hp.InvalidValueError, match="one per seat"):
        TerminalGame(state, io.StringIO(), io.StringIO(), bots=[None])


def test_a_whole_game_with_every_command() -> None:
    entries = ["hint", "last", "help", *["1", "undo", "1"] * 3]
    final, out, _ = run(chain(entries, forever("1")), seed=5)
    assert final.phase is hp.Phase.GAME_OVER
    assert "Traceback" not in out

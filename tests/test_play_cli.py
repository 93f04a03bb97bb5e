"""``hasenpfeffer play`` (issue 5, part 4), driven by scripted standard input."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from itertools import chain
from typing import TextIO, cast

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cli import main
from hasenpfeffer.cli.choices import describe_action, hand_lines
from hasenpfeffer.cli.play import TerminalGame
from tests.play_script import (
    Entry,
    PassingBot,
    Script,
    forever,
    play_from,
    run,
    spread,
)


def legal(state: hp.GameState) -> tuple[hp.Action, ...]:
    return state.view(0).legal_actions()


def last_choice(state: hp.GameState) -> str:
    return str(len(legal(state)))


# -- whole games -----------------------------------------------------------------


def test_numbers_play_a_whole_game() -> None:
    final, out, _ = run(forever("1"), seed=3)
    assert final.phase is hp.Phase.GAME_OVER
    assert re.search(r"win the game, \d+ to -?\d+\.\n$", out)
    assert "Traceback" not in out
    assert "Your choices: 1) pass" in out


def test_the_last_choice_every_time_makes_and_plays_contracts() -> None:
    final, out, _ = run(forever(last_choice), seed=5, max_hands=4)
    assert final.hand_number == 4 or final.phase is hp.Phase.GAME_OVER
    assert "You bid 6." in out
    assert "You name spades trump." in out
    assert re.search(r"You discard the (?:[9TJQKA][CDHS]|Joker) face down\.", out)
    assert "(trump): " in out
    assert "The makers (you and seat 2) took" in out


def test_a_lone_hands_game_offers_going_alone() -> None:
    game_rules = hp.Rules(lone_hands=True, lone_defender=True)
    _, out, _ = run(forever(last_choice), seed=5, rules=game_rules, max_hands=3)
    assert "2) go alone" in out
    assert "You go alone; seat 2 sits out." in out


# -- the notation --------------------------------------------------------------


def first_legal_card(state: hp.GameState) -> str:
    action = legal(state)[0]
    assert isinstance(action, hp.Play)
    return str(action.card)


def second_legal_play(state: hp.GameState) -> str:
    action = legal(state)[-1]
    assert isinstance(action, hp.Play)
    return f"play {action.card}"


def test_the_notation_bids_names_trump_discards_and_plays() -> None:
    entries: list[Entry] = [
        "bid 6",
        "h",
        lambda state: str(state.hands[0][0]),
        first_legal_card,
        second_legal_play,
        "quit",
    ]
    final, out, script = run(entries, seed=3)
    assert "You bid 6." in out
    widow = final.deals[0].widow
    assert f"You win the auction with bid 6 and take the widow: {widow}." in out
    assert f"You took {widow} from the widow." in out
    assert "You name hearts trump." in out
    assert re.search(r"hearts \(trump\): ", out)
    assert out.count("You play ") == 2
    assert out.endswith("Goodbye.\n")
    assert script.prompts == 6
    assert final.maker == 0 and final.trump is hp.Suit.HEARTS


def test_the_hand_is_grouped_by_suit_before_trump_and_by_effective_suit_after() -> None:
    hand = [hp.Card.parse(text) for text in ["JD", "JH", "Joker", "AS", "9S", "QC"]]
    assert hand_lines(hand, None) == [
        "clubs: QC",
        "diamonds: JD",
        "hearts: JH",
        "spades: AS 9S",
        "Joker",
    ]
    assert hand_lines(hand, hp.Suit.DIAMONDS) == [
        "diamonds (trump): Joker JD JH",
        "clubs: QC",
        "spades: AS 9S",
    ]


def test_what_the_table_sees_of_each_action() -> None:
    assert describe_action(3, hp.Bid(2)) == "Seat 3 bids 2."
    assert describe_action(0, hp.LITTLE_PEPPER) == "You bid little pepper."
    assert (
        describe_action(1, hp.NameTrump(hp.Suit.CLUBS)) == "Seat 1 names clubs trump."
    )
    assert describe_action(2, hp.GoAlone()) == "Seat 2 goes alone; you sit out."
    assert describe_action(1, hp.Play(hp.JOKER)) == "Seat 1 plays Joker."


# -- mistakes ----------------------------------------------------------------


def test_garbage_gets_a_message_and_a_new_prompt() -> None:
    entries = ["xyzzy", "", "99", "0", "bid seven", "help", "quit"]
    final, out, script = run(entries, seed=3)
    assert "not understood: 'xyzzy' (type a number from 1 to 6" in out
    assert "there is no choice 99: type a number from 1 to 6" in out
    assert "there is no choice 0" in out
    assert "not an action: 'bid seven'" in out
    assert out.count("Your choices:") == 2  # shown again after help
    assert script.prompts == 7
    assert final.hand_history[-1][0] != 0  # seat 0 never acted
    assert out.endswith("Goodbye.\n")


def test_illegal_entries_get_the_rules_message() -> None:
    entries: list[Entry] = [
        "bid 1",  # seat 3 has bid 1 already
        "trump H",  # not the time
        "discard 9C",
        "JH",
        "2",  # bid 2
    ]
    final, out, _ = run(chain(entries, forever("quit")), seed=3)
    assert (
        "seat 0: a bid must be higher than the high bid: bid 1 does not beat bid 1"
        in out
    )
    assert "seat 0 must pass or bid in the auction, not trump H" in out
    assert "seat 0 must pass or bid in the auction, not discard 9C" in out
    assert "seat 0 must pass or bid in the auction, not play JH" in out
    assert "You bid 2." in out
    assert final.high_bid is not None and final.high_bid >= hp.Bid(2)


def test_illegal_plays_get_the_rules_message() -> None:
    """The README's hand turned round: seat 3 bids four, names hearts and
    leads the right bower; seat 0 holds the left bower and the nine."""
    state = hp.new_game(seed=1, dealer=2).deal(
        hands=[
            ["JD", "9H", "TD", "QD", "KS", "QS"],
            ["9D", "KD", "TH", "JS", "TS", "9S"],
            ["TC", "JC", "QC", "KC", "AC", "AD"],
            ["9C", "QH", "KH", "AH", "JH", "AS"],
        ],
        widow="Joker",
    )
    state = state.bid(4).pass_().pass_().pass_().name_trump("H").discard("9C")
    state = state.play("JH")
    script = Script(["AC", "KS", "play 9H", "quit"])
    out = io.StringIO()
    game = TerminalGame(state, cast(TextIO, script), out)
    script.game = game
    final = game.run()
    text = out.getvalue()
    assert "> AC\nseat 0 does not hold AC. Try again, or type help or quit." in text
    assert "> KS\nseat 0 must follow trump: holds JD, 9H. Try again" in text
    assert "Trick 1: seat 3 JH." in text
    assert "hearts (trump): JD 9H" in text
    assert "You play 9H." in text
    assert final.completed_tricks[0].plays[:2] == (
        (3, hp.Card.parse("JH")),
        (0, hp.Card.parse("9H")),
    )


def test_going_alone_is_refused_when_the_option_is_off() -> None:
    _, out, _ = run(["alone", "quit"], seed=3)
    assert "going alone is not allowed: the lone_hands option is off" in out


# -- leaving -------------------------------------------------------------------


@pytest.mark.parametrize("word", ["quit", "QUIT", "exit", "q"])
def test_quit_leaves_cleanly(word: str) -> None:
    final, out, _ = run([word], seed=3)
    assert out.endswith(f"> {word}\nGoodbye.\n")
    assert final.phase is hp.Phase.BIDDING


def test_the_end_of_the_input_leaves_cleanly() -> None:
    _, out, _ = run([], seed=3)
    assert out.endswith("> \nGoodbye.\n")


def test_ctrl_c_leaves_cleanly() -> None:
    class Interrupted(io.StringIO):
        def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
            raise KeyboardInterrupt

    out = io.StringIO()
    TerminalGame(hp.new_game(seed=3), Interrupted(), out).run()
    assert out.getvalue().endswith("Goodbye.\n")


# -- the command -----------------------------------------------------------------


def play_command(
    arguments: list[str], stdin: str, monkeypatch: pytest.MonkeyPatch
) -> int:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    return main(["play", *arguments])


def test_the_play_command_reads_standard_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert play_command(["--seed", "3"], "1\nquit\n", monkeypatch) == 0
    out = capsys.readouterr().out
    assert out.startswith("Hasenpfeffer: you are seat 0")
    assert "You pass." in out
    assert out.endswith("Goodbye.\n")


@pytest.mark.parametrize("bot", ["random", "search", "simple", "heuristic"])
def test_the_play_command_takes_every_bot(
    bot: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    stdin = "1\n" * 12 + "quit\n"
    arguments = ["--seed", "7", "--bot", bot, "--samples", "2"]
    assert play_command(arguments, stdin, monkeypatch) == 0
    assert capsys.readouterr().out.endswith("Goodbye.\n")


def test_the_play_command_takes_the_rule_options(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    arguments = ["--seed", "3", "--pepper", "--target", "5", "--stick-the-dealer"]
    assert play_command(arguments, "quit\n", monkeypatch) == 0
    out = capsys.readouterr().out
    assert "First to 5 wins." in out
    assert "little pepper" in out and "big pepper" in out
    assert "bid 6" not in out


def test_the_play_command_rejects_a_bad_option(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        play_command(["--bot", "genius"], "", monkeypatch)
    assert exit_info.value.code == 2
    assert "invalid choice: 'genius'" in capsys.readouterr().err


def test_the_play_program_leaves_cleanly_on_ctrl_d() -> None:
    for stdin in ("1\n2\n", "1\nnonsense\nquit\n"):
        completed = subprocess.run(
            [sys.executable, "-m", "hasenpfeffer", "play", "--seed", "1"],
            input=stdin,
            capture_output=True,
            text=True,
            check=False,
            timeout=60,
        )
        assert completed.returncode == 0
        assert completed.stderr == ""
        assert completed.stdout.endswith("Goodbye.\n")


# -- the table as the person sees it -------------------------------------------


def test_choices_are_numbered_in_the_order_the_hand_is_shown() -> None:
    """Hearts trump: the Joker, the left bower JD, KH and 9H head the hand,
    then clubs and spades; the choices follow the same order (not the deck
    order 9C JD 9H KH AS Joker), so choice 2 is the jack of diamonds."""
    state = spread().pass_().bid(4).pass_().pass_().name_trump("H").discard("KS")
    final, out, _ = play_from(state, ["2", "quit"])
    assert "  hearts (trump): Joker JD KH 9H\n  clubs: 9C\n  spades: AS\n" in out
    assert "Your choices: 1) Joker  2) JD  3) KH  4) 9H  5) 9C  6) AS\n" in out
    assert "You play JD." in out
    assert final.history[len(state.history)] == (0, hp.Play(hp.Card.parse("JD")))


def test_the_maker_is_told_which_card_the_widow_was() -> None:
    _, out, _ = play_from(spread(), ["bid 6", "quit"])
    assert "You win the auction with bid 6 and take the widow: KS." in out
    assert "You took KS from the widow." in out
    assert "Your hand (seat 0):\n  clubs: 9C\n  diamonds: JD\n" in out


def test_a_bot_maker_keeps_the_widow_to_itself() -> None:
    """Seat 0 passes and a bot wins the auction: the table is told that it
    takes the widow, never which card that was (seat 0 leads, so no card
    is played before its prompt)."""
    _, out, _ = play_from(spread(), ["pass", "quit"])
    assert re.search(r"Seat [123] wins the auction with .+ and takes the widow\.", out)
    assert "KS" not in out
    assert "from the widow" not in out


def test_every_hand_is_shown_when_a_hand_ends() -> None:
    """After the sixth trick every seat's cards as dealt, in the order of a
    hand under that hand's trump, and the widow."""
    final, out, _ = run(forever("1"), seed=3, max_hands=1)
    deal = final.deals[0]
    trump = final.hand_results[0].trump
    assert "The deal of hand 1:\n" in out
    for seat, hand in enumerate(deal.hands):
        who = "You (seat 0)" if seat == 0 else f"Seat {seat}"
        cards = " ".join(
            " ".join(line.split(": ")[-1].split()) for line in hand_lines(hand, trump)
        )
        assert f"  {who}: {cards}\n" in out
    assert f"  Widow: {deal.widow}\n" in out


def test_a_thrown_in_hand_is_shown_too() -> None:
    """All four pass: the hand is thrown in and its deal shown."""
    bots: list[hp.bots.Bot | None] = [None, PassingBot(), PassingBot(), PassingBot()]
    _, text, _ = play_from(spread(), ["pass", "quit"], bots)
    assert "All four pass: the hand is thrown in.\nThe deal of hand 1:\n" in text
    assert "  You (seat 0): 9C JD KH 9H AS Joker\n" in text  # by suit, no trump
    assert "  Seat 1: AD KD AH QH JH TH\n" in text
    assert "  Widow: KS\n" in text

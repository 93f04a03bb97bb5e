"""The command line with Euchre (docs/euchre.rst): ``demo``, ``show`` and
``play`` tell the upcard, the two rounds of calls, an order-up and the
dealer's pick-up, a hand thrown in, and the Euchre verdicts.  The rule
flags of every game are checked in test_cli.py.

The deal used is ``DEAL`` of tests/euchre_games.py (dealer 0, the ten of
hearts turned up, seat 1 first to call).
"""

from __future__ import annotations

import io
import itertools
from collections.abc import Iterable
from pathlib import Path
from typing import TextIO, cast

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cli import main
from hasenpfeffer.cli.play import TerminalGame
from tests.euchre_games import DEAL_HANDS, DEAL_KITTY, EUCHRE, dealt
from tests.play_script import Entry, PassingBot, Script, forever


class OrderingBot:
    """Names trump whenever it may; otherwise takes its first legal action."""

    def choose(self, view: hp.PlayerView) -> hp.Action:
        legal = view.legal_actions()
        named = [action for action in legal if isinstance(action, hp.NameTrump)]
        return named[0] if named else legal[0]


def play(
    state: hp.GameState,
    entries: Iterable[Entry],
    bots: list[hp.bots.Bot | None],
    *,
    echo: bool | None = None,
    max_hands: int | None = 1,
) -> str:
    """What seat 0 sees when it types ``entries`` from ``state``."""
    script = Script(entries)
    out = io.StringIO()
    game = TerminalGame(
        state, cast(TextIO, script), out, bots, max_hands=max_hands, echo=echo
    )
    script.game = game
    game.run()
    return out.getvalue()


PASSERS: list[hp.bots.Bot | None] = [None, PassingBot(), PassingBot(), PassingBot()]


# -- play -------------------------------------------------------------------------


def test_the_dealer_orders_up_picks_up_and_marches() -> None:
    # Seats 1 to 3 pass; seat 0, the dealer, orders up the TH (choice 2),
    # picks it up, discards the KC and plays with its partner, its first
    # legal card each time.  Seat 2 holds both bowers, the AH and KH, and
    # wins every trick (it trumps the TC led, then leads its trumps and the
    # AS): the makers take all five, a march, worth 2 (docs/euchre.rst).
    entries = itertools.chain(["2", "KC", "1"], forever("1"))
    out = play(dealt(), entries, PASSERS)
    assert (
        "Upcard: TH; the first round. Calls: seat 1 pass, seat 2 pass, seat 3 pass."
        in out
    )
    assert "Your choices: 1) pass  2) hearts (H)\n" in out
    assert "You name hearts trump.\nYou pick up the TH.\n" in out
    assert "Maker: seat 0, hearts trump.\n" in out
    assert "Contract:" not in out
    assert (
        "The makers (you and seat 2) took 5 of 5 tricks: made it. "
        "Score: you and seat 2: 2; seats 1 and 3: 0." in out
    )
    assert "  Kitty: TH 9C 9D 9S\n" in out
    assert "Widow" not in out


def test_a_bot_orders_up_and_the_dealer_picks_up() -> None:
    # Dealer 3: seat 0 passes, seat 1 orders up the TH, and seat 3, the
    # dealer, picks it up.  Seat 0 then plays its first legal card each time.
    state = hp.new_game(EUCHRE, seed=1, dealer=3).deal(
        hands=DEAL_HANDS, kitty=DEAL_KITTY
    )
    bots: list[hp.bots.Bot | None] = [None, OrderingBot(), PassingBot(), PassingBot()]
    out = play(state, forever("1"), bots)
    assert "Upcard: TH; the first round. Calls: none yet." in out
    assert "Seat 1 names hearts trump.\nSeat 3, the dealer, picks up the TH.\n" in out
    assert "Maker: seat 1, hearts trump." in out
    # Seat 2 (the makers' opponent here) holds JH, JD, AH, KH and AS: with
    # hearts trump it takes at least four tricks, so seat 1's team is euchred.
    assert "The makers (seats 1 and 3) took" in out
    assert "tricks: were euchred. Score: you and seat 2: 2; seats 1 and 3: 0." in out


class SecondRoundBot:
    """Passes in the first round and names the first suit it may in the
    second; otherwise takes its first legal action."""

    def choose(self, view: hp.PlayerView) -> hp.Action:
        legal = view.legal_actions()
        named = [action for action in legal if isinstance(action, hp.NameTrump)]
        if named and len(view.calls) >= 4:
            return named[0]
        return hp.Pass() if hp.Pass() in legal else legal[0]


def test_trump_named_in_the_second_round_is_picked_up_by_nobody() -> None:
    # Everyone passes the TH; in the second round seat 1 names the first
    # suit open to it, clubs (hearts, the upcard's suit, is out).  No card
    # is picked up: the next decision is seat 1's, to go alone or not.
    bots: list[hp.bots.Bot | None] = [
        None,
        SecondRoundBot(),
        PassingBot(),
        PassingBot(),
    ]
    out = play(dealt(), ["1", "quit"], bots)
    assert "Seat 1 names clubs trump.\n" in out
    assert "picks up" not in out and "pick up" not in out


def test_a_hand_passed_twice_is_thrown_in_and_shown() -> None:
    redeal = hp.Rules(game=hp.Game.EUCHRE, all_pass=hp.AllPass.REDEAL)
    entries = ["1", "1", "quit"]
    out = play(dealt(redeal), entries, PASSERS, max_hands=None)
    assert (
        "Upcard: TH; the second round. Calls: seat 1 pass, seat 2 pass, "
        "seat 3 pass, seat 0 pass, seat 1 pass, seat 2 pass, seat 3 pass." in out
    )
    assert "Everyone passes twice: the hand is thrown in.\n" in out
    assert "The deal of hand 1:\n" in out
    assert "  Kitty: TH 9C 9D 9S\n" in out
    # The deal passes left: seat 1 deals hand 2, and its upcard is told.
    thrown_in = dealt(redeal)
    for _ in range(8):
        thrown_in = thrown_in.pass_()
    assert thrown_in.phase is hp.Phase.DEAL
    upcard = thrown_in.deal().upcard
    assert "Hand 2: seat 1 deals. Score: you and seat 2: 0; seats 1 and 3: 0.\n" in out
    assert f"The upcard is the {upcard}.\n" in out


def test_a_new_hand_tells_its_upcard() -> None:
    first = hp.new_game(EUCHRE, seed=4, dealer=0)
    upcard = first.deal().upcard
    assert upcard is not None
    out = play(first, ["quit"], PASSERS)
    assert "Hand 1: seat 0 deals. Score: you and seat 2: 0; seats 1 and 3: 0.\n" in out
    assert f"The upcard is the {upcard}.\n" in out


@pytest.mark.parametrize("echo", [True, False])
def test_entries_are_echoed_only_when_asked(echo: bool) -> None:
    out = play(dealt(), ["1", "quit"], PASSERS, echo=echo)
    assert ("> 1\nYou pass." in out) is echo
    assert ("> You pass." in out) is not echo


# -- demo and show --------------------------------------------------------------


def test_demo_tells_a_game_of_euchre(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--game", "euchre", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("A game of Euchre (seed 1), first to 10.\n")
    # Hand 1 (dealer 0, upcard TD): everyone passes the first round and
    # seat 3 names spades in the second.  The tricks go 0, 3, 3, 0, 2:
    # seat 3's side takes two, is euchred, and the defenders score 2.
    assert "  upcard: TD; under it: three cards, face down\n" in out
    assert (
        "  Auction: seat 1 passes, seat 2 passes, seat 3 passes, seat 0 passes, "
        "seat 1 passes, seat 2 passes, seat 3 names spades.\n" in out
    )
    assert (
        "  Team 1 (seats 1 and 3) took 2 of 5 tricks: euchred; "
        "team 0 +2, team 1 +0.\n" in out
    )
    # Hand 2 (dealer 1, upcard 9S): the dealer orders up and takes every
    # trick, a march worth 2.
    assert "  Seat 1 orders up the 9S: seat 1, the dealer, picks it up.\n" in out
    assert (
        "  Team 1 (seats 1 and 3) took 5 of 5 tricks: made; "
        "team 0 +0, team 1 +2.\n" in out
    )
    assert "widow" not in out


def ordered_up() -> hp.GameState:
    """``DEAL`` after seat 1 orders up the TH and seat 0 discards the 9H."""
    return dealt().name_trump("H").discard("9H")


@pytest.mark.parametrize(
    ("audience", "under"),
    [([], "9C 9D 9S"), (["--seat", "2"], "three cards, face down")],
)
def test_show_tells_the_kitty_to_whoever_may_see_it(
    audience: list[str],
    under: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / "game.txt"
    path.write_text(ordered_up().to_record().to_text())
    assert main(["show", str(path), *audience]) == 0
    out = capsys.readouterr().out
    assert f"  upcard: TH; under it: {under}\n" in out
    assert "  Seat 1 orders up the TH: seat 0, the dealer, picks it up.\n" in out

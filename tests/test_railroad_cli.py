"""The command line and the terminal game with Railroad Euchre
(docs/railroad.rst, "The deal and the upcard" and "Calling for best"); its
demo and rule flags are checked with every game's in test_cli.py.

The hand is that of tests/railroad_games.py (and of
tests/test_railroad_rules.py): seat 3 deals and turns up the Joker; seat 0
orders it up, the dealer discards 9D, seat 0 calls for best, seat 2 gives
AD and seat 0 discards QH.
"""

from __future__ import annotations

import io

import hasenpfeffer as hp
from hasenpfeffer.cli.choices import describe_action
from hasenpfeffer.cli.narration import narrate
from hasenpfeffer.cli.play import TerminalGame
from tests.railroad_games import HANDS, KITTY, RAILROAD

STEPS = ["trump H", "discard 9D", "call for best", "give AD", "discard QH"]


def states() -> list[hp.GameState]:
    game = hp.new_game(RAILROAD, seed=1, dealer=3)
    found = [game, game.deal(hands=HANDS, kitty=KITTY)]
    for step in STEPS:
        found.append(found[-1].apply(step))
    return found


def test_the_narration_shows_the_exchange_to_whom_it_concerns() -> None:
    table = "\n".join(narrate(states()))
    assert "Seat 0 goes alone and calls for best; seat 2 sits out." in table
    assert "Seat 2 gives seat 0 AD." in table
    assert "Seat 0 discards QH for the card given." in table
    giver = "\n".join(narrate(states(), seat=2))
    assert "Seat 2 gives seat 0 AD." in giver
    assert "Seat 0 discards a card for the card given." in giver
    outsider = "\n".join(narrate(states(), seat=1))
    assert "Seat 2 gives seat 0 a card." in outsider
    assert "AD" not in outsider.split("calls for best")[1]


def test_the_terminal_words_the_exchange() -> None:
    give = hp.Give(hp.Card.parse("AD"))
    assert describe_action(2, give, you=0) == "Seat 2 gives you the AD."
    assert describe_action(2, give, you=1) == "Seat 2 gives seat 0 a card."
    assert describe_action(0, hp.CallForBest(), you=0) == (
        "You go alone and call for best; seat 2 sits out."
    )


def test_a_person_may_give_by_naming_the_card() -> None:
    state = states()[4]  # seat 0 has called for best; seat 2 gives
    assert state.to_act == 2
    out = io.StringIO()
    game = TerminalGame(state, io.StringIO("AD\nquit\n"), out, you=2)
    final = game.run()
    assert (2, hp.Give(hp.Card.parse("AD"))) in final.history
    assert "You give seat 0 the AD." in out.getvalue()
    # The caller's discard is face down to the partner.
    assert "Seat 0 discards a card face down." in out.getvalue()

"""The reference engine's Railroad Euchre, on hands worked out by hand.

``tests/reference_engine.py`` checks the fast engine's Railroad Euchre, so
it must be trusted for reasons of its own: each test below plays part of a
hand on the reference alone and checks what docs/railroad.rst says must
happen.  The deal is the one of docs/railroad.rst, "A hand worked
through", dealt by seat 3 with the Joker turned up:

- seat 0: JH JD AH KH QH;
- seat 1: 9C TC JC QC KC;
- seat 2: AD 9S TS JS QS;
- seat 3: AC 9D TD QD KD;
- kitty: Joker (the upcard), 9H, TH, KS, AS.
"""

from __future__ import annotations

from typing import Any

import pytest

import hasenpfeffer as hp
from tests.helpers import cards
from tests.reference_engine import IllegalMoveError, ReferenceGame, SeenByOneSeat

RAILROAD = hp.Rules(game=hp.Game.RAILROAD_EUCHRE)
HANDS = ("JH JD AH KH QH", "9C TC JC QC KC", "AD 9S TS JS QS", "AC 9D TD QD KD")
KITTY = "Joker 9H TH KS AS"
PASS, ALONE, CALL = hp.Pass(), hp.GoAlone(), hp.CallForBest()


def card(text: str) -> hp.Card:
    return hp.Card.parse(text)


def dealt(rules: hp.Rules = RAILROAD, kitty: str = KITTY) -> ReferenceGame:
    game = ReferenceGame(rules, 3)
    game.deal([cards(hand) for hand in HANDS], kitty=cards(kitty))
    return game


def take(game: ReferenceGame, *actions: hp.Action | str) -> None:
    for action in actions:
        game.apply(hp.parse_action(action) if isinstance(action, str) else action)


def test_a_joker_upcard_proposes_the_agreed_suit() -> None:
    # docs/railroad.rst, "The deal and the upcard"
    assert dealt().legal_actions() == {PASS, hp.NameTrump(hp.Suit.HEARTS)}
    spades = hp.Rules(game=hp.Game.RAILROAD_EUCHRE, joker_upcard_suit=hp.Suit.SPADES)
    game = dealt(spades)
    assert game.legal_actions() == {PASS, hp.NameTrump(hp.Suit.SPADES)}
    take(game, PASS, PASS, PASS, PASS)
    # turned down: spades are out, hearts may be named in the second round
    assert game.legal_actions() == {
        PASS,
        hp.NameTrump(hp.Suit.HEARTS),
        hp.NameTrump(hp.Suit.DIAMONDS),
        hp.NameTrump(hp.Suit.CLUBS),
    }


def test_the_dealer_keeps_a_joker_ordered_up() -> None:
    # docs/railroad.rst, "The deal and the upcard" and "The auction"
    game = dealt()
    take(game, "trump H")
    assert game.phase == "DISCARD" and game.to_act == 3
    assert game.legal_actions() == {hp.Discard(c) for c in cards(HANDS[3])}
    with pytest.raises(IllegalMoveError):
        game.apply(hp.Discard(hp.JOKER))


def test_calling_for_best_step_by_step() -> None:
    # docs/railroad.rst, "Calling for best"
    game = dealt()
    take(game, "trump H", "discard 9D")
    assert game.phase == "ALONE" and game.legal_actions() == {PASS, ALONE, CALL}
    take(game, CALL)
    assert game.phase == "ALONE" and game.to_act == 2
    assert game.legal_actions() == {hp.Give(c) for c in cards(HANDS[2])}
    with pytest.raises(IllegalMoveError):
        game.apply(hp.Give(card("9C")))  # seat 2 does not hold it
    take(game, "give AD")
    assert game.phase == "DISCARD" and game.to_act == 0
    assert len(game.hands[0]) == 6 and len(game.hands[2]) == 4
    assert game.legal_actions() == {hp.Discard(c) for c in cards(HANDS[0])}
    with pytest.raises(IllegalMoveError):
        game.apply(hp.Discard(card("AD")))  # the card just given
    take(game, "discard QH")
    # docs/railroad.rst, "Going alone and defending alone": the defenders
    # are asked from the dealer's left, and may call for best too
    assert game.phase == "ALONE" and game.to_act == 1
    assert game.legal_actions() == {PASS, ALONE, CALL}
    assert game.lone_players == [0] and game.sitting_out == [2]
    assert game.discarded == card("9D")
    seen = [game.seen_by(seat) for seat in range(4)]
    assert [view.best_card for view in seen] == [card("AD"), None, card("AD"), None]
    assert [view.best_discard for view in seen] == [card("QH"), None, None, None]
    assert [view.discarded for view in seen] == [None, None, None, card("9D")]
    assert all(view.called_for_best == (0,) for view in seen)
    take(game, PASS, PASS)
    assert game.phase == "PLAY" and game.to_act == 0


def test_the_worked_hand_scores_one() -> None:
    # docs/railroad.rst, "A hand worked through"
    game = dealt()
    take(game, "trump H", "discard 9D", CALL, "give AD", "discard QH", PASS, PASS)
    take(game, *(hp.Play(c) for c in cards("JH 9C Joker AC KH TC AH QC TD JD")))
    take(game, *(hp.Play(c) for c in cards("JC QD AD KC KD")))
    assert game.completed_tricks[0].winner == 3
    assert game.hand_outcomes[-1].tricks_won == (4, 1)
    assert game.hand_outcomes[-1].score_change == (1, 0)
    assert game.scores == [1, 0]


def test_the_dealer_may_give_the_upcard_it_picked_up() -> None:
    # docs/railroad.rst, "Calling for best": any card the partner holds
    game = dealt()
    take(game, PASS, "trump H", "discard 9D", CALL)
    assert game.to_act == 3 and hp.Give(hp.JOKER) in game.legal_actions()
    take(game, "give Joker")
    assert hp.Discard(hp.JOKER) not in game.legal_actions()
    take(game, "discard 9C")
    # seat 0, first defender from the dealer's left, is asked
    assert game.to_act == 0 and game.seen_by(3) == SeenByOneSeat(
        hand=tuple(sorted(cards("AC TD QD KD"))),
        discarded=card("9D"),
        called_for_best=(1,),
        best_card=hp.JOKER,
        best_discard=None,
    )


@pytest.mark.parametrize(
    ("options", "choices"),
    [
        ({"call_for_best": False}, {PASS, ALONE}),
        ({"lone_defender": False}, {PASS, ALONE, CALL}),
    ],
)
def test_options_of_going_alone(options: dict[str, Any], choices: set[object]) -> None:
    # docs/railroad.rst, "Options for Railroad Euchre"
    game = dealt(hp.Rules(game=hp.Game.RAILROAD_EUCHRE, **options))
    take(game, "trump H", "discard 9D")
    assert game.legal_actions() == choices
    take(game, ALONE)
    if options.get("lone_defender", True):
        assert game.phase == "ALONE" and game.to_act == 1
    else:
        # seat 2 sits out; seat 0 is the first player from the dealer's left
        assert game.phase == "PLAY" and game.to_act == 0


def test_without_lone_hands_play_begins_at_once() -> None:
    game = dealt(hp.Rules(game=hp.Game.RAILROAD_EUCHRE, lone_hands=False))
    take(game, "trump H", "discard 9D")
    assert game.phase == "PLAY" and game.to_act == 0

"""Deals and histories of Railroad Euchre that a seat cannot tell from the
real ones: the kitty of five, the dealer's discard, the card given for best
and the card discarded for it, each hidden from the seats that did not see
it.

Pure Python, so these run without any extra installed.
"""

from __future__ import annotations

import random

import pytest

import hasenpfeffer as hp
from hasenpfeffer.integrations.sampling import consistent_deal, consistent_history
from tests.test_encoding import RAILROAD, after
from tests.test_encoding import railroad_dealt as dealt
from tests.test_encoding import railroad_positions as random_states


def replayed(
    state: hp.GameState, seat: int, chooser: random.Random
) -> tuple[hp.GameState, tuple[tuple[int, hp.Action], ...]]:
    """The hand again from a deal and decisions drawn for ``seat``."""
    deal, decisions = consistent_history(state, seat, chooser)
    results = state.hand_results
    over = bool(results) and results[-1].hand_number == state.hand_number
    dealer = results[-1].dealer if over else state.dealer
    again = hp.new_game(RAILROAD, seed=0, dealer=dealer)
    again = again.deal(hands=deal.hands, kitty=deal.kitty)
    for actor, action in decisions:
        again = again.apply(action, seat=actor)
    return again, decisions


def test_a_replayed_history_looks_the_same_to_the_seat() -> None:
    chooser = random.Random(5)
    changed = {"dealer's discard": 0, "gift": 0, "lone discard": 0, "kitty": 0}
    for state in random_states(games=25, seed=6):
        real = state.hand_history
        for seat in range(4):
            again, decisions = replayed(state, seat, chooser)
            assert again.view(seat) == state.view(seat)
            assert len(decisions) == len(real)
            assert again.kitty[0] == state.kitty[0]
            changed["kitty"] += again.kitty != state.kitty
            receivers: set[int] = set()
            for (actor, mine), (_, theirs) in zip(decisions, real, strict=True):
                if isinstance(theirs, hp.Give):
                    receivers.add((actor + 2) % 4)
                    if seat in (actor, (actor + 2) % 4):
                        assert mine == theirs  # the partners saw the gift
                    else:
                        changed["gift"] += mine != theirs
                elif isinstance(theirs, hp.Discard) and actor in receivers:
                    if seat == actor:
                        assert mine == theirs
                    else:
                        changed["lone discard"] += mine != theirs
                elif isinstance(theirs, hp.Discard):
                    if seat == actor:
                        assert mine == theirs
                    else:
                        changed["dealer's discard"] += mine != theirs
                else:
                    assert mine == theirs  # every other decision is public
    assert all(count > 0 for count in changed.values()), changed


def test_the_upcard_thrown_away_by_a_lone_dealer_void_in_trump() -> None:
    # Seat 0 goes alone in hearts, proposed by the Joker; the dealer, seat
    # 3, defends alone calling for best, takes the nine of clubs from seat 1
    # and throws the Joker away, then shows it has no trump.
    state = after(
        dealt(),
        "trump H",
        "discard 9D",
        "alone",
        "pass",
        "call for best",
        "give 9C",
        "discard Joker",
        "play JH",
        "play AC",
    )
    assert state.hand_history[6] == (3, hp.Discard(hp.Card.parse("Joker")))
    chooser = random.Random(1)
    for seat in (0, 1, 2):
        for _ in range(5):
            again, decisions = replayed(state, seat, chooser)
            assert again.view(seat) == state.view(seat)
            # Seat 3 took the Joker up and holds no trump: the Joker can
            # only be the card it discarded for best.
            assert decisions[6] == (3, hp.Discard(hp.Card.parse("Joker")))


def test_the_upcard_given_by_the_dealer_and_played() -> None:
    # Seat 0 orders up hearts, the dealer takes the Joker; seat 0 calls for
    # best and seat 2 gives; seat 1 then calls for best and the dealer, its
    # partner, gives it the Joker, which seat 1 plays.
    state = after(
        dealt(),
        "trump H",
        "discard 9D",
        "call for best",
        "give AD",
        "discard QH",
        "call for best",
        "give Joker",
        "discard 9C",
        "play JH",
        "play Joker",
    )
    chooser = random.Random(2)
    for seat in (0, 2):
        for _ in range(5):
            again, decisions = replayed(state, seat, chooser)
            assert again.view(seat) == state.view(seat)
            # Only the dealer held the Joker: it is the card given.
            assert decisions[6] == (3, hp.Give(hp.Card.parse("Joker")))


def test_consistent_deal_gives_the_kitty_of_five_and_the_dealers_discard() -> None:
    state = after(dealt(), "trump H", "discard 9D")
    deal, discard = consistent_deal(state, 1, random.Random(3))
    assert len(deal.kitty) == 5
    assert deal.kitty[0] == hp.Card.parse("Joker")
    assert deal.hands[1] == state.deals[-1].hands[1]
    assert discard is not None and discard != hp.Card.parse("Joker")
    assert discard in deal.hands[3]
    assert hp.Card.parse("Joker") not in deal.hands[3]  # taken up, not dealt
    deal, discard = consistent_deal(state, 3, random.Random(3))
    assert discard is None  # the dealer saw its own discard
    assert deal.hands[3] == state.deals[-1].hands[3]


def test_no_history_before_a_deal() -> None:
    with pytest.raises(hp.InvalidValueError, match="no hand has been dealt yet"):
        consistent_history(hp.new_game(RAILROAD, seed=1), 0, random.Random(1))

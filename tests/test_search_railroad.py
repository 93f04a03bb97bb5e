"""SearchBot's deal sampler in Railroad Euchre, on hand-made positions of a
call for best (docs/railroad.rst, "Calling for best").

The card given is known to the giver and the caller, the caller's discard
to the caller; the upcard, ordered up, is in the dealer's hand, or in the
hand of the dealer's partner if the dealer gave it to them, or among the
discards if the dealer called for best and threw it.  Each sampled deal is
checked by :func:`~tests.test_search_deals.check_deal`, which holds for
every game, and must replay to the seat's position.  The deal is
``tests/railroad_games.py``'s, seat 3 dealing with the Joker turned up:

    seat 0: JH JD AH KH QH      seat 1: 9C TC JC QC KC
    seat 2: AD 9S TS JS QS      seat 3: AC 9D TD QD KD
    kitty:  Joker (the upcard), 9H TH KS AS
"""

from __future__ import annotations

import random

import attrs
import pytest

import hasenpfeffer as hp
from hasenpfeffer.bots._sampling import sample_deal
from hasenpfeffer.bots._search import replay_deal
from tests.helpers import same_position, shown_voids
from tests.railroad_games import dealt
from tests.test_search_deals import check_deal

JOKER = hp.Card.parse("Joker")


def card(text: str) -> hp.Card:
    return hp.Card.parse(text)


# -- hand-made positions -----------------------------------------------------


def defender_calls_for_best(gift: str) -> hp.GameState:
    """Seat 0 orders the Joker up (hearts), the dealer, seat 3, discards
    9D; seat 0 goes alone; seat 1 calls for best, the dealer gives ``gift``
    and seat 1 discards 9C.  Seats 2 and 3 sit out; seat 0 leads."""
    state = dealt().apply("trump H").apply("discard 9D").apply("alone")
    state = state.apply("call for best").apply(f"give {gift}").apply("discard 9C")
    assert state.phase is hp.Phase.PLAY and state.sitting_out == (2, 3)
    assert state.lone_players == (0, 1)
    return state


def test_the_dealer_who_gave_another_card_still_holds_the_upcard() -> None:
    # Seat 1 shows out of trumps on the JH: the Joker, a trump, cannot be
    # in its hand, so the dealer did not give it and holds it.
    state = defender_calls_for_best("AC").play("JH").play("TC")
    assert shown_voids(state)[1] == {hp.Suit.HEARTS}
    rng = random.Random(1)
    for seat in (0, 2):
        view = state.view(seat)
        for _ in range(20):
            deal = sample_deal(view, rng)
            check_deal(state, seat, deal)
            assert JOKER in deal.hands[3]
            assert same_position(replay_deal(view, deal), view)


def test_the_upcard_given_is_in_the_callers_hand() -> None:
    state = defender_calls_for_best("Joker")
    rng = random.Random(2)
    for seat in range(4):
        view = state.view(seat)
        for _ in range(20):
            deal = sample_deal(view, rng)
            check_deal(state, seat, deal)
            assert same_position(replay_deal(view, deal), view)
    # the giver (the dealer) and the caller know where the Joker went
    for seat in (1, 3):
        assert state.view(seat).best_card == JOKER
        assert JOKER in sample_deal(state.view(seat), rng).hands[1]


def test_the_givers_card_is_in_the_callers_hand_for_the_giver() -> None:
    state = defender_calls_for_best("AC").play("JH")
    rng = random.Random(3)
    for _ in range(20):
        deal = sample_deal(state.view(3), rng)
        assert card("AC") in deal.hands[1]
        assert JOKER in deal.hands[3]  # the giver's own hand
        assert deal.discarded == card("9D")
        assert deal.best_discards[0] not in state.hands[3]
    for _ in range(20):
        deal = sample_deal(state.view(1), rng)
        assert deal.best_discards == (card("9C"),)
        assert deal.hands[1] == state.hands[1]


def dealer_calls_and_throws_the_joker() -> hp.GameState:
    """Seats 0, 1 and 2 pass; the dealer, seat 3, orders the Joker up
    (hearts) and discards 9D, then calls for best: seat 1 gives KC and the
    dealer discards the Joker.  Nobody defends alone; seat 0 leads JH."""
    state = dealt().pass_().pass_().pass_().apply("trump H").apply("discard 9D")
    state = state.apply("call for best").apply("give KC").apply("discard Joker")
    state = state.pass_().pass_()
    assert state.phase is hp.Phase.PLAY and state.sitting_out == (1,)
    kept = ["AC", "KC", "TD", "QD", "KD"]
    assert set(state.hands[3]) == {card(text) for text in kept}
    return state


def test_the_upcard_thrown_by_a_dealer_who_called_for_best() -> None:
    # The dealer shows out of trumps on the JH: the Joker is not in its
    # hand, so it was the dealer's discard for the king of clubs.
    state = dealer_calls_and_throws_the_joker().play("JH").play("9S").play("AC")
    assert shown_voids(state)[3] == {hp.Suit.HEARTS}
    rng = random.Random(4)
    for seat in range(4):
        view = state.view(seat)
        for _ in range(20):
            deal = sample_deal(view, rng)
            check_deal(state, seat, deal)
            assert deal.best_discards == (JOKER,)
            assert same_position(replay_deal(view, deal), view)


def test_before_the_dealer_shows_out_the_joker_may_be_in_either_place() -> None:
    state = dealer_calls_and_throws_the_joker()
    rng = random.Random(5)
    for seat in range(4):
        view = state.view(seat)
        for _ in range(10):
            deal = sample_deal(view, rng)
            check_deal(state, seat, deal)
            assert same_position(replay_deal(view, deal), view)
    assert sample_deal(state.view(3), rng).best_discards == (JOKER,)
    assert sample_deal(state.view(1), rng).best_discards != (card("KC"),)


def test_a_deal_with_the_wrong_number_of_best_discards_is_refused() -> None:
    state = defender_calls_for_best("AC")
    deal = sample_deal(state.view(0), random.Random(6))
    with pytest.raises(hp.InvalidValueError, match="1 seats called for best"):
        replay_deal(state.view(0), attrs.evolve(deal, best_discards=()))

"""Hand-worked scenarios for the errors of ``hasenpfeffer.errors``: bad
values given to constructors and deals, and the error hierarchy.  A deal
must hold the 25 cards, six to each seat and one widow (docs/rules.rst,
"The deal").
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

import hasenpfeffer as hp
from hasenpfeffer import Card

HANDS = [
    "QH JD JC QS QD TS",
    "Joker JH AC AS TD 9D",
    "9H KH KC 9S AD TC",
    "TH AH QC KS KD JS",
]
WIDOW = "9C"


def cards(text: str) -> list[Card]:
    """Cards from space-separated notation."""
    return [Card.parse(word) for word in text.split()]


def fresh() -> hp.GameState:
    """A new game waiting for the deal."""
    return hp.new_game(rules=hp.Rules(), dealer=0, seed=9)


def check_invalid_value(error: BaseException) -> None:
    """The error is an InvalidValueError, a ValueError and a HasenpfefferError."""
    assert isinstance(error, hp.InvalidValueError)
    assert isinstance(error, ValueError)
    assert isinstance(error, hp.HasenpfefferError)


def test_error_hierarchy() -> None:
    """Errors: one hierarchy under HasenpfefferError, each also a ValueError."""
    for kind in (hp.IllegalActionError, hp.InvalidNotationError, hp.InvalidValueError):
        assert issubclass(kind, hp.HasenpfefferError)
        assert issubclass(kind, ValueError)


@pytest.mark.parametrize("target", [0, -1, -10])
def test_rules_target_score_must_be_positive(target: int) -> None:
    """Errors: Rules(target_score=0) is not a game."""
    with pytest.raises(hp.InvalidValueError) as info:
        hp.Rules(target_score=target)
    check_invalid_value(info.value)


def test_rules_target_score_one_is_accepted() -> None:
    """Errors: the smallest target, 1, is a valid game."""
    assert hp.Rules(target_score=1).target_score == 1


@pytest.mark.parametrize("tricks", [0, 7, -1, 12])
def test_bid_out_of_range(tricks: int) -> None:
    """Errors: a bid is of one to six tricks; Bid(7) and Bid(0) are invalid."""
    with pytest.raises(hp.InvalidValueError) as info:
        hp.Bid(tricks)
    check_invalid_value(info.value)


@pytest.mark.parametrize("tricks", [1, 2, 3, 4, 5, 6])
def test_bid_in_range(tricks: int) -> None:
    """Auction: bids of one to six tricks exist."""
    assert hp.Bid(tricks).tricks == tricks


def _bad_deal(hands: list[Any], widow: Any) -> hp.InvalidValueError:
    """Deal the bad cards; check the error and that the state is unchanged."""
    state = fresh()
    before = copy.deepcopy(state)
    with pytest.raises(hp.InvalidValueError) as info:
        state.deal(hands=hands, widow=widow)
    check_invalid_value(info.value)
    assert state == before
    assert state.phase is hp.Phase.DEAL
    return info.value


def test_explicit_deal_is_accepted() -> None:
    """Setup: four hands of six and a widow, the 25 cards once each."""
    state = fresh().deal(hands=[cards(hand) for hand in HANDS], widow=WIDOW)
    assert state.phase is hp.Phase.BIDDING
    assert [set(hand) for hand in state.hands] == [set(cards(h)) for h in HANDS]
    assert state.widow == Card.parse(WIDOW)


def test_deal_of_24_cards_with_a_five_card_hand() -> None:
    """Setup: each player gets six cards: a 5-card hand (24 cards) is refused."""
    hands = [cards(hand) for hand in HANDS]
    hands[3] = hands[3][:5]
    _bad_deal(hands, Card.parse(WIDOW))


def test_deal_of_24_cards_without_a_widow() -> None:
    """Setup: the 25th card is the widow: 24 cards and no widow is refused."""
    state = fresh()
    with pytest.raises(hp.InvalidValueError) as info:
        state.deal(hands=[cards(hand) for hand in HANDS], widow=None)
    check_invalid_value(info.value)
    assert state.phase is hp.Phase.DEAL


def test_deal_with_a_seven_card_hand() -> None:
    """Setup: six cards each: 7 and 5 cards are refused even with 25 cards."""
    hands = [cards(hand) for hand in HANDS]
    hands[0] = [*hands[0], hands[1][0]]
    hands[1] = hands[1][1:]
    _bad_deal(hands, Card.parse(WIDOW))


def test_deal_with_duplicate_card_in_a_hand() -> None:
    """Setup: 25 different cards: a hand holding a card twice is refused."""
    hands = [cards(hand) for hand in HANDS]
    hands[2] = [*hands[2][:5], hands[2][0]]
    _bad_deal(hands, Card.parse(WIDOW))


def test_deal_with_duplicate_card_across_hands() -> None:
    """Setup: the same card dealt to two seats is refused."""
    hands = [cards(hand) for hand in HANDS]
    hands[3] = [*hands[3][:5], hp.JOKER]  # seat 1 also holds the Joker
    _bad_deal(hands, Card.parse(WIDOW))


def test_deal_with_widow_also_in_a_hand() -> None:
    """Setup: the widow may not also be in a hand."""
    _bad_deal([cards(hand) for hand in HANDS], hp.JOKER)


def test_deal_with_three_hands() -> None:
    """Setup: a deal is for four players."""
    _bad_deal([cards(hand) for hand in HANDS[:3]], Card.parse(WIDOW))


@pytest.mark.parametrize("dealer", [4, -1])
def test_new_game_with_bad_dealer(dealer: int) -> None:
    """Setup: the dealer is one of the four seats."""
    with pytest.raises(hp.InvalidValueError) as info:
        hp.new_game(dealer=dealer)
    check_invalid_value(info.value)


def test_deal_twice_is_refused() -> None:
    """Setup: cards are dealt once per hand; not during the auction."""
    state = fresh().deal(hands=[cards(hand) for hand in HANDS], widow=WIDOW)
    with pytest.raises(hp.HasenpfefferError):
        state.deal(hands=[cards(hand) for hand in HANDS], widow=WIDOW)


def test_state_pickled_with_another_layout_is_refused() -> None:
    """A pickled state names the layout of its internal value; one from a
    release with another layout is refused, never read into wrong fields."""
    state = fresh().deal(hands=[cards(hand) for hand in HANDS], widow=WIDOW)
    restore, (layout, value) = state.__reduce__()
    assert restore(layout, value) == state
    with pytest.raises(hp.InvalidValueError) as info:
        restore(layout + 1, value)
    check_invalid_value(info.value)
    assert str(info.value) == (
        "this game state was pickled by a hasenpfeffer release with another "
        "internal layout; save games as records (state.to_record()) to move "
        "them between releases"
    )

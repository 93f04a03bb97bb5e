"""Cards as values: how they compare (the deck order), how they are
written, and the words of the errors that refuse a bad card or notation.

docs/rules.rst, "The deck" (rules-deck).
"""

from __future__ import annotations

import operator
from collections.abc import Callable

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cards import deck as every_card
from tests.helpers import NINE_CLUBS, cards, exactly


def test_format_cards() -> None:
    assert hp.format_cards(cards("JH TH Joker")) == "JH TH Joker"
    assert hp.format_cards([]) == ""


TEN_CLUBS = hp.Card.parse("TC")
# Built anew: equal to the nine of clubs, but not the same object.
NINE_CLUBS_AGAIN = hp.Card(hp.Rank.NINE, hp.Suit.CLUBS)


def test_cards_compare_in_deck_order() -> None:
    assert NINE_CLUBS_AGAIN is not NINE_CLUBS
    nine, again, ten = NINE_CLUBS, NINE_CLUBS_AGAIN, TEN_CLUBS
    assert nine < ten and not ten < nine and not nine < again
    assert nine <= ten and nine <= again and not ten <= nine
    assert ten > nine and not nine > ten and not nine > again
    assert ten >= nine and nine >= again and not nine >= ten
    # == and != are separate methods: check each both ways.
    assert operator.eq(nine, again) and not operator.ne(nine, again)
    assert operator.ne(nine, ten) and not operator.eq(nine, ten)
    # The Joker comes last, after the ace of spades.
    assert hp.JOKER > hp.Card.parse("AS") >= hp.Card.parse("AS")
    assert sorted(every_card(), reverse=True)[0] is hp.JOKER


@pytest.mark.parametrize(
    "compare", [operator.lt, operator.le, operator.gt, operator.ge]
)
def test_cards_do_not_order_against_other_values(
    compare: Callable[[object, object], bool],
) -> None:
    with pytest.raises(TypeError):
        compare(NINE_CLUBS, "9C")
    with pytest.raises(TypeError):
        compare("9C", NINE_CLUBS)


def test_a_card_is_unequal_to_its_notation() -> None:
    assert operator.ne(NINE_CLUBS, "9C") and not operator.eq(NINE_CLUBS, "9C")


def test_notation_errors_say_what_was_expected() -> None:
    with pytest.raises(
        hp.InvalidNotationError,
        match=exactly(
            "not a card: 'XY' (expected a rank 9, 10/T, J, Q, K, A "
            "and a suit C, D, H, S, or Joker)"
        ),
    ):
        hp.Card.parse("XY")
    with pytest.raises(
        hp.InvalidNotationError,
        match=exactly("not a suit: 'X' (expected C, D, H, S, a symbol or a name)"),
    ):
        hp.Suit.parse("X")
    with pytest.raises(
        hp.InvalidNotationError,
        match=exactly("not a rank: '1' (expected 9, 10 or T, J, Q, K, A)"),
    ):
        hp.Rank.parse("1")


@pytest.mark.parametrize(
    ("text", "rank"),
    [
        ("9", hp.Rank.NINE),
        (" 10 ", hp.Rank.TEN),
        ("t", hp.Rank.TEN),
        ("a", hp.Rank.ACE),
    ],
)
def test_rank_notations_in_any_case(text: str, rank: hp.Rank) -> None:
    assert hp.Rank.parse(text) is rank


def test_a_card_needs_both_rank_and_suit_or_neither() -> None:
    message = "a card has both a rank and a suit, or neither (the Joker)"
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        hp.Card(hp.Rank.NINE, None)
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        hp.Card(None, hp.Suit.CLUBS)

"""Cards, suits and ranks: every accepted notation, and every bad input
refused with the library's own errors.

Expected values come from docs/rules.rst, "The deck" (the 25 cards, their
notation, colours) and "Trump and the order of the cards" (the left bower).
"""

from __future__ import annotations

import operator
import random
from collections.abc import Callable
from typing import Any

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cards import Colour
from hasenpfeffer.cards import deck as every_card

# -- suits and ranks -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "suit"),
    [
        ("C", hp.Suit.CLUBS),
        ("d", hp.Suit.DIAMONDS),
        (" H ", hp.Suit.HEARTS),
        ("♠", hp.Suit.SPADES),
        ("♧", hp.Suit.CLUBS),
        ("♢", hp.Suit.DIAMONDS),
        ("♡", hp.Suit.HEARTS),
        ("♤", hp.Suit.SPADES),
        ("Clubs", hp.Suit.CLUBS),
        ("HEARTS", hp.Suit.HEARTS),
    ],
)
def test_suit_notations(text: str, suit: hp.Suit) -> None:
    assert hp.Suit.parse(text) is suit


@pytest.mark.parametrize("text", ["", "X", "heart", "CD", "♥♥", "trump"])
def test_text_that_names_no_suit_is_refused(text: str) -> None:
    with pytest.raises(hp.InvalidNotationError, match="not a suit"):
        hp.Suit.parse(text)


@pytest.mark.parametrize("value", [None, 3, b"H", hp.Suit.HEARTS])
def test_a_suit_is_parsed_from_text_only(value: object) -> None:
    with pytest.raises(hp.InvalidNotationError, match="not a suit"):
        hp.Suit.parse(value)  # type: ignore[arg-type]


def test_suit_colours_and_partners() -> None:
    # docs/rules.rst, "The deck": clubs and spades are black, diamonds and
    # hearts red; the left bower is the other jack of trump's colour.
    assert [suit.colour for suit in hp.Suit] == [
        Colour.BLACK,
        Colour.RED,
        Colour.RED,
        Colour.BLACK,
    ]
    assert {suit: suit.same_colour for suit in hp.Suit} == {
        hp.Suit.CLUBS: hp.Suit.SPADES,
        hp.Suit.SPADES: hp.Suit.CLUBS,
        hp.Suit.DIAMONDS: hp.Suit.HEARTS,
        hp.Suit.HEARTS: hp.Suit.DIAMONDS,
    }


@pytest.mark.parametrize(
    ("text", "rank"),
    [
        ("9", hp.Rank.NINE),
        ("10", hp.Rank.TEN),
        ("t", hp.Rank.TEN),
        ("J", hp.Rank.JACK),
        ("q", hp.Rank.QUEEN),
        (" K", hp.Rank.KING),
        ("A", hp.Rank.ACE),
    ],
)
def test_rank_notations(text: str, rank: hp.Rank) -> None:
    assert hp.Rank.parse(text) is rank


@pytest.mark.parametrize("value", ["", "1", "8", "11", "B", "Joker", None, 9])
def test_text_that_names_no_rank_is_refused(value: object) -> None:
    with pytest.raises(hp.InvalidNotationError, match="not a rank"):
        hp.Rank.parse(value)  # type: ignore[arg-type]


# -- cards ---------------------------------------------------------------------


def test_the_deck_is_the_25_cards_in_canonical_order() -> None:
    # docs/rules.rst, "The deck": 9, 10, J, Q, K, A in each suit and one Joker.
    expected = [
        hp.Card(rank, suit)
        for suit in (hp.Suit.CLUBS, hp.Suit.DIAMONDS, hp.Suit.HEARTS, hp.Suit.SPADES)
        for rank in (
            hp.Rank.NINE,
            hp.Rank.TEN,
            hp.Rank.JACK,
            hp.Rank.QUEEN,
            hp.Rank.KING,
            hp.Rank.ACE,
        )
    ]
    assert list(every_card()) == [*expected, hp.JOKER]
    assert len(set(every_card())) == 25
    assert hp.JOKER.rank is None and hp.JOKER.suit is None


@pytest.mark.parametrize("text", ["JH", "jh", "jH", "J♥", "j♡", " JH\t"])
def test_jack_of_hearts_notations(text: str) -> None:
    assert hp.Card.parse(text) == hp.Card(hp.Rank.JACK, hp.Suit.HEARTS)


@pytest.mark.parametrize("text", ["10H", "TH", "th", "10♥", "t♥", "10h"])
def test_ten_notations(text: str) -> None:
    assert hp.Card.parse(text) == hp.Card(hp.Rank.TEN, hp.Suit.HEARTS)


@pytest.mark.parametrize("text", ["Joker", "JOKER", "joker", "JK", "jk", " Joker\n"])
def test_joker_notations(text: str) -> None:
    assert hp.Card.parse(text) is hp.JOKER


@pytest.mark.parametrize("card", every_card(), ids=str)
def test_every_card_round_trips_through_its_notations(card: hp.Card) -> None:
    assert hp.Card.parse(str(card)) == card
    assert hp.Card.parse(card.pretty) == card
    assert eval(repr(card), {"Card": hp.Card}) == card


@pytest.mark.parametrize(
    "text",
    ["", "J", "H", "11H", "1H", "JX", "JHH", "J H", "JH,", "10 H", "JOKE", "♥J", "I0H"],
)
def test_text_that_is_not_a_card_is_refused(text: str) -> None:
    with pytest.raises(hp.InvalidNotationError, match="not a card") as error:
        hp.Card.parse(text)
    assert isinstance(error.value, ValueError)
    assert isinstance(error.value, hp.HasenpfefferError)


@pytest.mark.parametrize("value", [None, 11, b"JH", ("J", "H"), hp.JOKER])
def test_a_card_is_parsed_from_text_only(value: object) -> None:
    with pytest.raises(hp.InvalidNotationError, match="not a card"):
        hp.Card.parse(value)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("rank", "suit", "message"),
    [
        ("J", hp.Suit.HEARTS, "rank must be a Rank"),
        (11, hp.Suit.HEARTS, "rank must be a Rank"),
        (hp.Rank.JACK, "H", "suit must be a Suit"),
        (hp.Rank.JACK, None, "both a rank and a suit, or neither"),
        (None, hp.Suit.HEARTS, "both a rank and a suit, or neither"),
    ],
)
def test_a_card_is_built_from_a_rank_and_a_suit_or_neither(
    rank: object, suit: object, message: str
) -> None:
    with pytest.raises(hp.InvalidValueError, match=message):
        hp.Card(rank, suit)  # type: ignore[arg-type]


def test_card_order_is_the_deck_order() -> None:
    cards = every_card()
    assert sorted(random.Random(1).sample(cards, 25)) == list(cards)
    nine, ace = hp.Card.parse("9C"), hp.Card.parse("AS")
    assert nine < ace and nine <= ace and nine <= nine
    assert ace > nine and ace >= nine and ace >= ace
    assert not nine > ace and not ace < nine
    assert nine != ace
    assert (nine != hp.Card.parse("9C")) is False


_ORDERINGS: list[Callable[[Any, Any], Any]] = [
    operator.lt,
    operator.le,
    operator.gt,
    operator.ge,
]


@pytest.mark.parametrize("compare", _ORDERINGS)
def test_cards_do_not_order_against_other_values(
    compare: Callable[[Any, Any], Any],
) -> None:
    with pytest.raises(TypeError):
        compare(hp.JOKER, "Joker")
    with pytest.raises(TypeError):
        compare(hp.Card.parse("9C"), 0)


def test_a_card_equals_only_the_same_card() -> None:
    card = hp.Card.parse("JH")
    assert card != "JH" and not card == "JH"  # noqa: SIM201
    assert card != hp.JOKER and card == hp.Card(hp.Rank.JACK, hp.Suit.HEARTS)
    assert hash(card) == hash(hp.Card.parse("j♥"))


# -- effective suit and suit order ----------------------------------------------


def test_effective_suit_puts_the_joker_and_left_bower_in_trump() -> None:
    # docs/rules.rst, "Trump and the order of the cards": hearts trump:
    # Joker, J♥, J♦, A♥, K♥ ...
    hearts = hp.Suit.HEARTS
    assert hp.effective_suit(hp.JOKER, hearts) is hearts
    assert hp.effective_suit(hp.Card.parse("JD"), hearts) is hearts
    assert hp.effective_suit(hp.Card.parse("JD"), hp.Suit.SPADES) is hp.Suit.DIAMONDS
    assert hp.effective_suit(hp.Card.parse("QD"), hearts) is hp.Suit.DIAMONDS
    assert [str(card) for card in hp.suit_cards(hearts, hearts)][:5] == [
        "Joker",
        "JH",
        "JD",
        "AH",
        "KH",
    ]


@pytest.mark.parametrize("trump", list(hp.Suit), ids=str)
def test_suit_sizes_under_each_trump(trump: hp.Suit) -> None:
    # docs/rules.rst, "Trump and the order of the cards": eight trumps, five
    # in the suit of trump's colour, six in each of the other two.
    sizes = {suit: len(hp.suit_cards(suit, trump)) for suit in hp.Suit}
    assert sizes[trump] == 8
    assert sizes[trump.same_colour] == 5
    assert sum(sizes.values()) == 25
    assert sorted(sizes.values()) == [5, 6, 6, 8]


def test_effective_suit_needs_a_card_and_a_suit() -> None:
    with pytest.raises(hp.InvalidValueError, match="trump must be a Suit"):
        hp.effective_suit(hp.JOKER, "H")  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match="expected a Card"):
        hp.effective_suit("JH", hp.Suit.HEARTS)  # type: ignore[arg-type]


def test_suit_cards_needs_two_suits() -> None:
    with pytest.raises(hp.InvalidValueError, match="suit must be a Suit"):
        hp.suit_cards("H", hp.Suit.HEARTS)  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match="trump must be a Suit"):
        hp.suit_cards(hp.Suit.HEARTS, "H")  # type: ignore[arg-type]


def test_format_cards() -> None:
    assert hp.format_cards([]) == ""
    assert hp.format_cards(hp.Card.parse(text) for text in ("10h", "jk")) == "TH Joker"


# -- exactly the documented forms ------------------------------------------------

# Characters whose Unicode case or white-space properties made the parser
# lenient: the long s (U+017F) upper-cases to S, the dotless i to I, and
# str.strip() strips U+001C to U+001F, U+0085, U+00A0 and U+2028 as if they
# were spaces.
NOT_NOTATION = [
    "J\u017f",  # the long s: upper-cases to S
    "\u017f",
    "10\u017f",
    "Jok\u0435r",  # a Cyrillic e
    "JH\x1c",
    "\x1dJH",
    "JH\x1e",
    "\x1fJH",
    "JH\x85",
    "\xa0JH",
    "JH\u2028",
    "JH\u2029",
    "\u3000JH",
    "JH\x00",
    "\uff2a\uff28",  # fullwidth J and H
]


@pytest.mark.parametrize("text", NOT_NOTATION, ids=ascii)
def test_only_ascii_case_and_white_space_are_lenient(text: str) -> None:
    with pytest.raises(hp.InvalidNotationError, match="not a card"):
        hp.Card.parse(text)


@pytest.mark.parametrize(
    "text", ["\u017fpades", "\u017f", "H\x1c", "\u2028hearts", "\xa0C"], ids=ascii
)
def test_a_suit_is_read_from_its_documented_forms_only(text: str) -> None:
    with pytest.raises(hp.InvalidNotationError, match="not a suit"):
        hp.Suit.parse(text)


@pytest.mark.parametrize("text", ["\u0131", "K\x1c", "\x85Q", "\u2028A"], ids=ascii)
def test_a_rank_is_read_from_its_documented_forms_only(text: str) -> None:
    with pytest.raises(hp.InvalidNotationError, match="not a rank"):
        hp.Rank.parse(text)


@pytest.mark.parametrize("space", [" ", "\t", "\n", "\r\n", "\x0b", "\x0c"], ids=ascii)
def test_ascii_white_space_around_a_card_is_ignored(space: str) -> None:
    assert hp.Card.parse(f"{space}jh{space}") == hp.Card.parse("JH")
    assert hp.Suit.parse(f"{space}Hearts{space}") is hp.Suit.HEARTS
    assert hp.Rank.parse(f"{space}10{space}") is hp.Rank.TEN


@pytest.mark.parametrize(
    "parse", [hp.Card.parse, hp.Suit.parse, hp.Rank.parse], ids=["card", "suit", "rank"]
)
def test_a_long_bad_text_is_quoted_short(parse: Callable[[str], object]) -> None:
    with pytest.raises(hp.InvalidNotationError) as refused:
        parse("x" * 1_000_000)
    assert len(str(refused.value)) < 200


def test_format_cards_refuses_what_is_not_cards() -> None:
    with pytest.raises(hp.InvalidValueError) as caught:
        hp.format_cards("TH")  # type: ignore[arg-type]
    assert str(caught.value) == "cards must be a collection of cards, not 'TH'"
    with pytest.raises(hp.InvalidValueError) as caught:
        hp.format_cards(7)  # type: ignore[arg-type]
    assert str(caught.value) == "cards must be a collection of cards, not 7"
    with pytest.raises(hp.InvalidValueError) as caught:
        hp.format_cards([hp.JOKER, "TH"])  # type: ignore[list-item]
    assert str(caught.value) == "cards must hold only cards, not 'TH'"

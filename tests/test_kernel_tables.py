"""The kernel's builders, called afresh: every field of the trump tables,
the look-up tables of ``mask_halves``, and the voids a player shows.

The tables of the 25-card game are built once, at import; these tests call
the builders themselves, so that each field is checked against the rules
stated by hand here: docs/rules.rst, "Trump and the order of the cards",
"Following suit" and "Winning a trick".
"""

from __future__ import annotations

import pytest

import hasenpfeffer as hp
from hasenpfeffer._engine.tables import (
    DECK,
    LOW_HALF,
    LOW_HALF_BITS,
    mask_halves,
    mask_of,
    trump_tables,
    voids_shown,
)

SUIT_LETTERS = "CDHS"
"""The suits in their canonical order (a suit's number is its place)."""
SAME_COLOUR = {"C": "S", "S": "C", "D": "H", "H": "D"}
RANK_VALUE = {"9": 9, "T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}


def card(text: str) -> hp.Card:
    return hp.Card.parse(text)


def index(text: str) -> int:
    return card(text).index


def ladder_by_hand(suit: str, trump: str) -> list[str]:
    """The cards of ``suit`` under ``trump``, highest first, from the rules:
    the Joker, the right bower and the left bower head the trumps, then ace
    down to nine; the left bower leaves its printed suit."""
    if suit == trump:
        return ["Joker", "J" + trump, "J" + SAME_COLOUR[trump]] + [
            rank + trump for rank in "AKQT9"
        ]
    ranks = "AKQT9" if suit == SAME_COLOUR[trump] else "AKQJT9"
    return [rank + suit for rank in ranks]


def suit_by_hand(text: str, trump: str) -> str:
    """The effective suit of a card under ``trump``: trump for the Joker and
    both bowers, else the printed suit."""
    if text == "Joker" or text in ("J" + trump, "J" + SAME_COLOUR[trump]):
        return trump
    return text[1]


@pytest.mark.parametrize("trump", SUIT_LETTERS)
def test_trump_tables_hold_the_rules_for_each_trump(trump: str) -> None:
    tables = trump_tables(hp.Suit.parse(trump))
    names = [str(c) for c in DECK]
    suits = [suit_by_hand(name, trump) for name in names]
    ladders = [ladder_by_hand(suit, trump) for suit in SUIT_LETTERS]
    suit_masks = [mask_of(card(name) for name in ladder) for ladder in ladders]
    power = {}
    for name, suit in zip(names, suits, strict=True):
        if suit == trump:
            # The trumps run down from 27, above every plain card.
            power[name] = 27 - ladders[SUIT_LETTERS.index(trump)].index(name)
        else:
            power[name] = RANK_VALUE[name[0]]

    assert tables.trump is hp.Suit.parse(trump)
    assert [str(suit) for suit in tables.suit] == [
        str(hp.Suit.parse(suit)) for suit in suits
    ]
    assert tables.suit_number == tuple(SUIT_LETTERS.index(suit) for suit in suits)
    assert [[str(DECK[i]) for i in ladder] for ladder in tables.ladders] == ladders
    assert tables.suit_masks == tuple(suit_masks)
    assert tables.trump_mask == suit_masks[SUIT_LETTERS.index(trump)]
    assert tables.follow == tuple(
        suit_masks[SUIT_LETTERS.index(suit)] for suit in suits
    )
    assert tables.power == tuple(power[name] for name in names)
    # A card contends for a trick if it is a trump or follows the suit led;
    # any other card cannot win it.
    expected_strength = tuple(
        tuple(
            power[name] if suit in (trump, suits[led]) else -1
            for name, suit in zip(names, suits, strict=True)
        )
        for led in range(len(names))
    )
    assert tables.strength == expected_strength


def test_trump_tables_strength_worked_examples() -> None:
    """Hearts trump, spades led: a spade and a trump contend, a club does
    not, and the left bower counts as a trump, not as a diamond."""
    hearts = trump_tables(hp.Suit.HEARTS)
    row = hearts.strength[index("KS")]
    assert row[index("9S")] == 9
    assert row[index("AS")] == 14
    assert row[index("AC")] == -1
    assert row[index("AD")] == -1
    assert row[index("9H")] == 20
    assert row[index("JD")] == 25
    assert row[index("Joker")] == 27
    diamonds_led = hearts.strength[index("AD")]
    assert diamonds_led[index("JD")] == 25
    assert diamonds_led[index("KD")] == 13


# -- mask_halves ------------------------------------------------------------------

NAMES = tuple(str(c) for c in DECK)


def looked_up(mask: int) -> tuple[str, ...]:
    low, high = mask_halves(NAMES)
    return low[mask & LOW_HALF] + high[mask >> LOW_HALF_BITS]


@pytest.mark.parametrize(
    "texts",
    [
        ("9C",),
        ("TC",),
        ("AD",),
        ("9H",),
        ("Joker",),
        ("9C", "JH", "AS", "Joker"),
        ("9C", "TC", "JC", "QC", "KC", "AC", "9D", "TD", "JD", "QD", "KD", "AD"),
        ("TD", "KH", "QS"),
    ],
)
def test_mask_halves_give_the_cards_of_a_mask_in_deck_order(
    texts: tuple[str, ...],
) -> None:
    assert looked_up(mask_of(card(text) for text in texts)) == texts


def test_mask_halves_give_nothing_for_an_empty_mask_and_all_for_a_full_one() -> None:
    assert looked_up(0) == ()
    assert looked_up((1 << len(DECK)) - 1) == NAMES


def test_mask_halves_have_one_entry_per_value_of_their_bits() -> None:
    """The first table has an entry for each value of the low 12 bits
    (clubs and diamonds), the second for each value of the other 13."""
    low, high = mask_halves(NAMES)
    assert len(low) == 1 << 12
    assert len(high) == 1 << 13
    assert low[-1] == NAMES[:12]
    assert high[-1] == NAMES[12:]


# -- voids_shown ------------------------------------------------------------------


def test_voids_shown_take_the_suit_led_from_the_first_card() -> None:
    """Spades led by seat 0, diamonds from seat 1: seat 1 has shown out of
    spades (suit number 3), and seat 0 has shown nothing."""
    plays = [(0, card("AS")), (1, card("9D")), (2, card("KS")), (3, card("9S"))]
    assert voids_shown([plays], hp.Suit.HEARTS) == (0, 1 << 3, 0, 0)


def test_voids_shown_gather_every_suit_a_seat_shows_out_of() -> None:
    """Seat 1 fails to follow spades, then clubs: both suits are shown."""
    first = [(0, card("AS")), (1, card("9D")), (2, card("KS")), (3, card("9S"))]
    second = [(0, card("AC")), (1, card("TD")), (2, card("KC")), (3, card("9C"))]
    assert voids_shown([first, second], hp.Suit.HEARTS) == (0, 1 << 3 | 1 << 0, 0, 0)


def test_voids_shown_count_the_left_bower_as_trump() -> None:
    """Hearts trump: the left bower (JD) led is trump led, so a diamond on
    it shows out of hearts (number 2)."""
    plays = [(2, card("JD")), (3, card("AD"))]
    assert voids_shown([plays], hp.Suit.HEARTS) == (0, 0, 0, 1 << 2)

"""The rules kernel's tables and functions, against the rules stated by hand.

Expected values come from the rules (docs/rules.rst: the order of the
cards under trump, following the effective suit led, the strongest card
takes the trick, a lone player's partner sits out), not from the code.
"""

from __future__ import annotations

import itertools

import pytest

import hasenpfeffer as hp
from hasenpfeffer._engine.tables import (
    DECK,
    PLAYS,
    TRUMP_TABLES,
    cards_of,
    discards_of,
    mask_of,
    plays_of,
    suits_in,
    trick_taker,
    tricks_won_after,
    trump_tables,
    turn_order,
    voids_shown,
)


def cards(text: str) -> list[hp.Card]:
    return [hp.Card.parse(word) for word in text.split()]


def test_the_trump_ladder_is_joker_right_left_then_ace_down() -> None:
    spades = TRUMP_TABLES[hp.Suit.SPADES]
    ladder = spades.ladders[list(hp.Suit).index(hp.Suit.SPADES)]
    assert [DECK[card] for card in ladder] == cards("Joker JS JC AS KS QS TS 9S")
    assert spades.trump_mask == mask_of(cards("Joker JS JC AS KS QS TS 9S"))


def test_the_left_bower_follows_trump_not_its_printed_suit() -> None:
    hearts = TRUMP_TABLES[hp.Suit.HEARTS]
    led_diamond = hp.Card.parse("AD").index
    assert cards_of(hearts.follow[led_diamond]) == tuple(cards("9D TD QD KD AD"))
    assert hp.Card.parse("JD").index not in [
        card.index for card in cards_of(hearts.follow[led_diamond])
    ]


def test_a_trump_beats_the_suit_led_and_an_off_suit_card_never_wins() -> None:
    clubs = TRUMP_TABLES[hp.Suit.CLUBS]
    trick = list(enumerate(cards("AH 9C KH AS")))
    assert trick_taker(clubs.strength[trick[0][1].index], trick) == 1
    trick = list(enumerate(cards("KH AS AH")))
    assert trick_taker(clubs.strength[trick[0][1].index], trick) == 2


def test_nobody_takes_a_trick_before_its_lead() -> None:
    clubs = TRUMP_TABLES[hp.Suit.CLUBS]
    assert trick_taker(clubs.strength[hp.Card.parse("AH").index], []) == -1


def test_the_taker_is_the_label_of_the_strongest_card() -> None:
    diamonds = TRUMP_TABLES[hp.Suit.DIAMONDS]
    plays = [(2, hp.Card.parse("9D")), (3, hp.JOKER), (0, hp.Card.parse("JD"))]
    assert trick_taker(diamonds.strength[plays[0][1].index], plays) == 3


@pytest.mark.parametrize("trump", list(hp.Suit))
def test_the_kernel_trick_taker_agrees_with_the_public_trick_winner(
    trump: hp.Suit,
) -> None:
    strength = TRUMP_TABLES[trump].strength
    sample = DECK[::2]
    for trick in itertools.permutations(sample, 3):
        taker = trick_taker(strength[trick[0].index], enumerate(trick))
        assert taker == hp.trick_winner(trick, trump)


def test_turn_order_skips_the_seats_sitting_out() -> None:
    assert turn_order(()) == (1, 2, 3, 0)
    # Seat 1 alone: its partner, seat 3, sits out.
    assert turn_order((1,)) == (1, 2, 0, -1)
    # Seat 0 alone and seat 3 defending alone: seats 2 and 1 sit out.
    assert turn_order((0, 3)) == (3, -1, -1, 0)


def test_tricks_won_after_adds_the_trick_to_the_team_that_takes_it() -> None:
    after = tricks_won_after()
    # By the seat that takes the trick: seats 0 and 2 are team 0.
    assert after[(0, 0)] == ((1, 0), (0, 1), (1, 0), (0, 1))
    assert after[(5, 0)] == ((6, 0), (5, 1), (6, 0), (5, 1))
    assert (6, 0) not in after
    assert sum(len(counts) == 2 for counts in after) == sum(range(1, 7))


def test_tricks_won_after_counts_each_of_three_players_alone() -> None:
    after = tricks_won_after()
    assert after[(0, 0, 0)] == ((1, 0, 0), (0, 1, 0), (0, 0, 1))
    assert after[(2, 2, 0)][2] == (2, 2, 1)
    # Three-Handed Euchre's five tricks fit in the table.
    assert (4, 0, 0) in after


def test_voids_are_the_suits_led_that_a_seat_did_not_follow() -> None:
    # Hearts trump; spades led: seat 2 plays a diamond (void in spades),
    # seat 3 the left bower (a trump: void in spades too).
    first = list(zip(range(4), cards("AS KS 9D JD"), strict=True))
    # Hearts led by seat 1: everyone follows with a trump.
    second = list(zip((1, 2, 3, 0), cards("AH 9H Joker JH"), strict=True))
    voids = voids_shown([first, second, []], hp.Suit.HEARTS)
    assert [suits_in(mask) for mask in voids] == [
        set(),
        set(),
        {hp.Suit.SPADES},
        {hp.Suit.SPADES},
    ]


def test_masks_turn_back_into_cards_plays_and_discards_in_deck_order() -> None:
    hand = cards("Joker AS 9C JH TD")
    mask = mask_of(hand)
    assert cards_of(mask) == tuple(sorted(hand))
    assert plays_of(mask) == tuple(hp.Play(card) for card in sorted(hand))
    assert discards_of(mask) == tuple(hp.Discard(card) for card in sorted(hand))
    assert all(
        PLAYS[card.index] is play
        for card, play in zip(sorted(hand), plays_of(mask), strict=True)
    )
    assert cards_of(0) == () and plays_of(mask_of(DECK)) == PLAYS


def test_a_deck_without_the_joker_keeps_the_order_of_the_other_cards() -> None:
    """The deck is a parameter of the tables: without the Joker the right
    bower is the highest trump and every other order is unchanged."""
    full = trump_tables(hp.Suit.HEARTS)
    short = trump_tables(hp.Suit.HEARTS, DECK[:24])
    assert len(short.power) == len(short.follow) == 24
    trumps = short.ladders[list(hp.Suit).index(hp.Suit.HEARTS)]
    assert [DECK[card] for card in trumps] == cards("JH JD AH KH QH TH 9H")
    for card in range(24):
        assert short.suit[card] is full.suit[card]
        assert short.follow[card] == full.follow[card] & ~(1 << 24)

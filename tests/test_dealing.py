"""Dealing (``hasenpfeffer.dealing``): who receives each card, reproducible
shuffles, and explicit deals checked card by card.  docs/rules.rst,
"The deal": six cards each in packets of three, clockwise from the dealer's left,
twice round; the 25th card is the widow."""

from __future__ import annotations

from typing import Any

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cards import deck as every_card
from hasenpfeffer.dealing import (
    MAX_SEED_DIGITS,
    check_seed,
    deal_from_key,
    deal_from_seed,
    deal_seat,
    explicit_deal,
    parse_seed,
    shuffled_deck,
)
from tests.helpers import widow_of

HANDS = [[f"{rank}{suit}" for rank in "9TJQKA"] for suit in "CDHS"]


@pytest.mark.parametrize("dealer", range(4))
def test_packets_of_three_twice_round_then_the_widow(dealer: int) -> None:
    order = [(dealer + step) % 4 for step in (1, 2, 3, 4)]
    expected = [seat for _ in range(2) for seat in order for _ in range(3)]
    assert [deal_seat(dealer, position) for position in range(24)] == expected
    assert deal_seat(dealer, 24) is None


@pytest.mark.parametrize("dealer", range(4))
def test_a_shuffled_deal_follows_the_dealing_order(dealer: int) -> None:
    deal = deal_from_key("any text", dealer)
    assert [len(hand) for hand in deal.hands] == [6, 6, 6, 6]
    cards = [card for hand in deal.hands for card in hand] + [widow_of(deal)]
    assert sorted(cards) == list(every_card())
    for hand in deal.hands:
        assert list(hand) == sorted(hand)


@pytest.mark.parametrize("dealer", range(4))
def test_the_shuffled_deck_dealt_out_in_order_is_the_deal(dealer: int) -> None:
    # the shuffle, then packets of three from the dealer's left, the last
    # card to the widow
    order = shuffled_deck("a key")
    assert sorted(order) == list(every_card())
    assert shuffled_deck("a key") == order != shuffled_deck("another key")
    hands: list[list[hp.Card]] = [[], [], [], []]
    for position, card in enumerate(order[:24]):
        seat = deal_seat(dealer, position)
        assert seat is not None
        hands[seat].append(card)
    deal = deal_from_key("a key", dealer)
    assert deal.widow == order[24]
    assert [tuple(sorted(hand)) for hand in hands] == list(deal.hands)


def test_the_same_seed_deals_the_same_cards() -> None:
    assert deal_from_seed(7, 0) == deal_from_seed(7, 0)
    assert deal_from_seed(7, 0) != deal_from_seed(8, 0)
    state = hp.new_game(seed=1, dealer=3).deal(seed=2**70)
    assert state.deals[0] == deal_from_seed(2**70, 3)
    assert deal_from_seed(-5, 1) == deal_from_seed(-5, 1)


@pytest.mark.parametrize("seed", [True, 1.0, "1", None, b"1"])
def test_a_seed_is_a_whole_number(seed: object) -> None:
    with pytest.raises(hp.InvalidValueError, match="a seed is a whole number"):
        check_seed(seed)
    with pytest.raises(hp.InvalidValueError, match="a seed is a whole number"):
        deal_from_seed(seed, 0)  # type: ignore[arg-type]


LARGEST_SEED = 10**100 - 1
"""A hundred nines: the largest seed (MAX_SEED_DIGITS is 100)."""


def test_a_seed_has_at_most_100_digits() -> None:
    assert MAX_SEED_DIGITS == 100
    for seed in (LARGEST_SEED, -LARGEST_SEED, 0, -1, 2**64):
        assert check_seed(seed) == seed
        assert deal_from_seed(seed, 0) == deal_from_seed(seed, 0)
    for seed in (LARGEST_SEED + 1, -LARGEST_SEED - 1, 10**4100, -(10**5000)):
        with pytest.raises(hp.InvalidValueError, match="at most 100 digits"):
            check_seed(seed)
        with pytest.raises(hp.InvalidValueError, match="at most 100 digits"):
            deal_from_seed(seed, 0)


@pytest.mark.parametrize(
    ("text", "seed"),
    [("0", 0), ("-0", 0), ("007", 7), ("-15", -15), ("9" * 100, LARGEST_SEED)],
)
def test_a_seed_is_read_from_its_digits(text: str, seed: int) -> None:
    assert parse_seed(text) == seed


@pytest.mark.parametrize(
    "text",
    [
        "",
        "-",
        "+5",
        " 5",
        "5\n",
        "5 ",
        "1_000",
        "1e3",
        "5.0",
        "0x10",
        "\u0665",  # an Arabic-Indic five, which int() reads
        "\uff15",  # a fullwidth five
        "5\x1c",
        "1" * 101,
        "0" * 101,
        "--5",
    ],
    ids=ascii,
)
def test_anything_else_is_not_a_seed(text: str) -> None:
    with pytest.raises(hp.InvalidNotationError, match="not a seed"):
        parse_seed(text)


@pytest.mark.parametrize("value", [5, None, b"5"])
def test_a_seed_is_read_from_text_only(value: object) -> None:
    with pytest.raises(hp.InvalidNotationError, match="not a seed"):
        parse_seed(value)  # type: ignore[arg-type]


def test_an_explicit_deal_takes_cards_or_notation() -> None:
    mixed: list[list[Any]] = [list(reversed(hand)) for hand in HANDS]
    mixed[0][0] = hp.Card.parse("AC")
    deal = explicit_deal(mixed, "Joker")
    assert deal.widow is hp.JOKER
    assert [hp.format_cards(hand) for hand in deal.hands] == [
        " ".join(hand) for hand in HANDS
    ]


@pytest.mark.parametrize(
    ("hands", "widow", "message"),
    [
        ("9C TC JC", "Joker", "hands must be a sequence of four hands"),
        (None, "Joker", "hands must be a sequence of four hands"),
        (HANDS[:3], "Joker", "a deal has four hands, not 3"),
        ([*HANDS, []], "Joker", "a deal has four hands, not 5"),
        ([" ".join(HANDS[0]), *HANDS[1:]], "Joker", "seat 0's hand must be"),
        ([HANDS[0], 5, *HANDS[2:]], "Joker", "seat 1's hand must be"),
        ([HANDS[0][:5], *HANDS[1:]], "AC", "seat 0 is dealt 5 cards"),
        (HANDS, None, "needs a widow"),
        (HANDS, 24, "expected a Card or its notation"),
        ([[*HANDS[0][:5], 3], *HANDS[1:]], "AC", "expected a Card or its notation"),
        ([HANDS[0], HANDS[0], *HANDS[2:]], "Joker", "9C is dealt twice"),
        (HANDS, "KH", "KH is dealt twice .to seat 2 and as the widow."),
    ],
)
def test_a_deal_that_is_not_25_cards_once_each_is_refused(
    hands: Any, widow: Any, message: str
) -> None:
    with pytest.raises(hp.InvalidValueError, match=message):
        explicit_deal(hands, widow)


@pytest.mark.parametrize(
    ("hands", "widow", "message"),
    [
        (
            [["JH"] * 6] * 4,
            "9C",
            "JH is dealt 24 times (6 times to seat 0, 6 times to seat 1, "
            "6 times to seat 2 and 6 times to seat 3)",
        ),
        ([["JH"] * 6] * 4, "JH", "JH is dealt 25 times (6 times to seat 0, "),
        (
            [["9C", *HANDS[0][1:5], "9C"], *HANDS[1:]],
            "AC",
            "9C is dealt twice to seat 0",
        ),
        (
            [["JH", *HANDS[0][1:5], "JH"], *HANDS[1:]],
            "9C",
            "JH is dealt 3 times (twice to seat 0 and to seat 2)",
        ),
    ],
)
def test_a_card_dealt_more_than_once_is_counted_once_per_place(
    hands: Any, widow: Any, message: str
) -> None:
    with pytest.raises(hp.InvalidValueError) as refused:
        explicit_deal(hands, widow)
    assert str(refused.value).startswith(message)


def test_a_card_that_does_not_parse_names_its_seat() -> None:
    bad = [HANDS[0], HANDS[1], [*HANDS[2][:5], "11H"], HANDS[3]]
    with pytest.raises(hp.InvalidNotationError, match="seat 2's hand: not a card"):
        explicit_deal(bad, "Joker")
    with pytest.raises(hp.InvalidNotationError, match="not a card"):
        explicit_deal(HANDS, "Jokr")


def test_a_refused_deal_leaves_the_state_unchanged() -> None:
    state = hp.new_game(seed=3, dealer=0)
    before = state.to_record()
    with pytest.raises(hp.InvalidValueError):
        state.deal(hands=HANDS[:3], widow="Joker")
    assert state.to_record() == before and state.phase is hp.Phase.DEAL
    assert state.deal(hands=HANDS, widow="Joker").phase is hp.Phase.BIDDING


def test_a_kitty_tells_its_game_by_its_size() -> None:
    from hasenpfeffer.dealing import kitty_game

    four, five, nine = (["9C"] * size for size in (4, 5, 9))
    assert kitty_game(four) is hp.Game.EUCHRE
    assert kitty_game(five) is hp.Game.RAILROAD_EUCHRE
    assert kitty_game(nine) is hp.Game.THREE_HANDED_EUCHRE
    # Any other kitty goes to the first game with a kitty, which refuses it.
    assert kitty_game(["9C"] * 3) is hp.Game.EUCHRE
    assert kitty_game(None) is hp.Game.EUCHRE

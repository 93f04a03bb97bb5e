"""Consistent deals of the unseen cards: ``consistent_deal`` of
``hasenpfeffer.integrations.sampling`` and the core both it and
``hasenpfeffer.bots._sampling.sample_deal`` deal with
(``hasenpfeffer._engine.hidden.split_unseen``): shuffles cut into the places the
cards may be, and when none fits the shown voids, the exact draw, which
counts the consistent splits and must still find one when one exists."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import hasenpfeffer as hp
from hasenpfeffer._engine import hidden as _sampling
from hasenpfeffer._engine.hidden import split_unseen
from hasenpfeffer.cards import deck as every_card
from hasenpfeffer.integrations.sampling import consistent_deal

SUITS = tuple(hp.Suit)


def indices(*cards: str) -> list[int]:
    return [hp.Card.parse(card).index for card in cards]


def void(*suits: hp.Suit) -> int:
    return sum(1 << SUITS.index(suit) for suit in suits)


def check_split(
    split: list[list[int]],
    pool: list[int],
    sizes: list[int],
    voids: list[int],
    trump: hp.Suit,
) -> None:
    assert [len(slot) for slot in split] == sizes
    assert sorted(card for slot in split for card in slot) == sorted(pool)
    deck = every_card()
    for slot, mask in zip(split, voids, strict=True):
        assert slot == sorted(slot)
        for card in slot:
            suit = hp.effective_suit(deck[card], trump)
            assert not mask & void(suit), (deck[card], mask)


def test_a_deal_is_sampled_only_once_cards_are_dealt() -> None:
    state = hp.new_game(seed=1, dealer=0)
    with pytest.raises(hp.InvalidValueError, match="no hand has been dealt yet"):
        consistent_deal(state, 0, random.Random(1))
    with pytest.raises(hp.InvalidValueError, match="a seat is 0, 1, 2 or 3"):
        consistent_deal(state.deal(), 4, random.Random(1))


@pytest.mark.parametrize("seed", range(20))
def test_a_split_respects_the_sizes_and_voids(seed: int) -> None:
    # Clubs trump: the left bower JS is a club, the Joker too.  Whichever
    # six cards are left out, slot 2 has clubs and spades enough and slot 1
    # cards of other suits enough.
    rng = random.Random(seed)
    trump = hp.Suit.CLUBS
    pool = rng.sample(range(25), 19)
    sizes = [0, 5, 6, 7, 1]
    voids = [
        void(*SUITS),
        void(hp.Suit.CLUBS),
        void(hp.Suit.HEARTS, hp.Suit.DIAMONDS),
        0,
        void(hp.Suit.SPADES),
    ]
    split = split_unseen(pool, sizes, voids, trump, rng)
    check_split(split, pool, sizes, voids, trump)


def test_without_voids_a_split_is_one_shuffle_even_without_trump() -> None:
    pool = indices("9C", "TC", "9D", "TD", "JH", "Joker")
    split = split_unseen(pool, [3, 0, 3], [0, 0, 0], None, random.Random(3))
    assert [len(slot) for slot in split] == [3, 0, 3]
    assert sorted(split[0] + split[2]) == sorted(pool)


@pytest.mark.parametrize(
    ("pool", "sizes", "voids", "trump", "message"),
    [
        (indices("9C", "TC"), [1, 2], [0, 0], hp.Suit.HEARTS, "do not fill"),
        (indices("9C", "TC"), [3, -1], [0, 0], hp.Suit.HEARTS, "do not fill"),
        # No trump: both clubs, and slot 0 is out of clubs.
        (indices("9C", "TC"), [1, 1], [void(hp.Suit.CLUBS), 0], None, "no deal"),
        (
            indices("9C", "TC", "9D"),
            [1, 2],
            [void(hp.Suit.DIAMONDS), void(hp.Suit.DIAMONDS)],
            hp.Suit.HEARTS,
            "no deal",
        ),
        # Hearts trump: the left bower JD is a heart, so JD and 9S may only
        # go to slot 0, which has one place.
        (
            indices("9C", "TC", "JD", "9S"),
            [1, 3],
            [0, void(hp.Suit.SPADES, hp.Suit.HEARTS)],
            hp.Suit.HEARTS,
            "no deal",
        ),
    ],
)
def test_a_split_that_cannot_be_is_refused(
    pool: list[int],
    sizes: list[int],
    voids: list[int],
    trump: hp.Suit | None,
    message: str,
) -> None:
    with pytest.raises(hp.InvalidValueError, match=message):
        split_unseen(pool, sizes, voids, trump, random.Random(0))


def hard_case() -> tuple[list[int], list[int], list[int], hp.Suit]:
    # Spades trump: hearts and diamonds are plain suits of six cards.  Slot
    # 0 (five cards) has shown it holds no diamond, slot 2 (six cards) no
    # heart; slot 1 takes one card of either.  The only consistent splits
    # put every diamond in slot 2: one shuffle in 924 is one, so the
    # shuffles almost always fail.
    trump = hp.Suit.SPADES
    cards = [
        *hp.suit_cards(hp.Suit.DIAMONDS, trump),
        *hp.suit_cards(hp.Suit.HEARTS, trump),
    ]
    voids = [void(hp.Suit.DIAMONDS), 0, void(hp.Suit.HEARTS)]
    return [card.index for card in cards], [5, 1, 6], voids, trump


@pytest.mark.parametrize("tries", [0, _sampling.TRIES])
@pytest.mark.parametrize("seed", range(8))
def test_the_exact_draw_finds_the_one_consistent_split(
    seed: int, tries: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # With no tries the shuffles are skipped: the exact draw alone.
    monkeypatch.setattr(_sampling, "TRIES", tries)
    pool, sizes, voids, trump = hard_case()
    split = split_unseen(pool, sizes, voids, trump, random.Random(seed))
    check_split(split, pool, sizes, voids, trump)
    diamonds = [card.index for card in hp.suit_cards(hp.Suit.DIAMONDS, trump)]
    assert split[2] == sorted(diamonds)


def test_the_draw_is_even_among_consistent_splits() -> None:
    # Slot 0 may take two of 9D, TD and 9H: three consistent splits of ten,
    # so a shuffle fits three times in ten and the split is uniform
    # (unless twenty shuffles fail, about one time in 1250).
    pool = indices("9C", "TC", "9D", "TD", "9H")
    voids = [void(hp.Suit.CLUBS), 0]
    rng = random.Random(8)
    counts = Counter(
        tuple(split_unseen(pool, [2, 3], voids, hp.Suit.SPADES, rng)[0])
        for _ in range(3000)
    )
    assert set(counts) == {
        tuple(indices("9D", "TD")),
        tuple(indices("9D", "9H")),
        tuple(indices("TD", "9H")),
    }
    assert all(850 < count < 1150 for count in counts.values()), counts


def test_the_exact_draw_reaches_every_consistent_split(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(_sampling, "TRIES", 0)
    pool = indices("9C", "TC", "9D", "TD", "9H")
    voids = [void(hp.Suit.CLUBS), 0]
    rng = random.Random(8)
    firsts = {
        tuple(split_unseen(pool, [2, 3], voids, hp.Suit.SPADES, rng)[0])
        for _ in range(200)
    }
    assert firsts == {
        tuple(indices("9D", "TD")),
        tuple(indices("9D", "9H")),
        tuple(indices("TD", "9H")),
    }

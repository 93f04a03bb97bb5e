"""Deals of the unseen cards drawn uniformly among those that fit what a
seat has seen (issue 22): ``split_unseen``, the core of both samplers, and
``sample_deal`` of the search bot one level up, each checked against every
consistent deal, enumerated here by brute force, with a chi-square test of
goodness of fit.

The positions are small, so that every consistent deal can be listed and
drawn many times, and most have voids enough that a shuffle cut into the
places seldom fits: there the exact draw that follows the failed shuffles
does most of the work, alone or mixed with the shuffles that fit.  Every
test is seeded, so each run draws the same deals.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from statistics import NormalDist

import pytest

import hasenpfeffer as hp
from hasenpfeffer._engine import hidden as _sampling
from hasenpfeffer._engine.hidden import split_unseen
from hasenpfeffer.bots._sampling import sample_deal
from hasenpfeffer.cards import deck as every_card
from tests.helpers import plays_so_far, shown_voids
from tests.test_sampling_search import indices, void

C, D, H, S = hp.Suit.CLUBS, hp.Suit.DIAMONDS, hp.Suit.HEARTS, hp.Suit.SPADES
DECK = every_card()
SIGNIFICANCE = 0.001
"""The chance that a uniform sampler fails one chi-square test."""


def critical_value(freedom: int, significance: float = SIGNIFICANCE) -> float:
    """The chi-square statistic that ``freedom`` degrees of freedom exceed
    with the chance ``significance``, by the approximation of Wilson and
    Hilferty ("The distribution of chi-square", Proceedings of the National
    Academy of Sciences 17, 1931, 684-688): the cube root of chi-square
    over its degrees of freedom ``k`` is nearly normal, with mean
    ``1 - 2 / (9 k)`` and variance ``2 / (9 k)``.  The normal quantile
    comes from the standard library, so no statistics package is needed.
    """
    spread = 2 / (9 * freedom)
    normal = NormalDist().inv_cdf(1 - significance)
    return float(freedom * (1 - spread + normal * spread**0.5) ** 3)


def chi_square(counts: Counter[Hashable], support: Sequence[Hashable]) -> float:
    """Pearson's statistic of ``counts`` against the uniform distribution
    on ``support``."""
    draws = sum(counts.values())
    expected = draws / len(support)
    return sum((counts[value] - expected) ** 2 / expected for value in support)


def check_uniform(
    draw: Callable[[], Hashable], support: Sequence[Hashable], draws: int
) -> None:
    """``draw`` gives every value of ``support`` and nothing else, evenly:
    its chi-square statistic over ``draws`` draws is below the critical
    value."""
    assert len(set(support)) == len(support) > 1
    counts = Counter(draw() for _ in range(draws))
    assert set(counts) <= set(support), set(counts) - set(support)
    assert set(counts) == set(support), "some consistent deal never came"
    statistic = chi_square(counts, support)
    limit = critical_value(len(support) - 1)
    assert statistic < limit, (statistic, len(support) - 1, limit, draws)


@pytest.mark.parametrize(
    ("freedom", "table"),
    # The upper 0.1% points of chi-square, from the table of the
    # NIST/SEMATECH e-Handbook of Statistical Methods (section 1.3.6.7.4).
    [(10, 29.588), (20, 45.315), (30, 59.703), (50, 86.661), (100, 149.449)],
)
def test_the_critical_values_are_close_to_the_table(freedom: int, table: float) -> None:
    assert abs(critical_value(freedom) - table) < 0.01 * table


# -- split_unseen ---------------------------------------------------------------


def every_split(
    pool: list[int], sizes: list[int], voids: list[int], trump: hp.Suit
) -> list[tuple[tuple[int, ...], ...]]:
    """Every split of ``pool`` into slots of ``sizes`` cards that puts no
    card in a slot void in its effective suit (docs/rules.rst, "Trump and
    the order of the cards"), each slot in deck order."""
    found = []

    def fill(rest: list[int], slot: int, done: tuple[tuple[int, ...], ...]) -> None:
        if slot == len(sizes):
            found.append(done)
            return
        for cards in itertools.combinations(rest, sizes[slot]):
            if not any(
                voids[slot] & void(hp.effective_suit(DECK[card], trump))
                for card in cards
            ):
                left = [card for card in rest if card not in cards]
                fill(left, slot + 1, (*done, cards))

    fill(sorted(pool), 0, ())
    return found


def every_cut(sizes: list[int]) -> int:
    """The splits of as many cards as ``sizes`` holds, voids aside."""
    cuts = math.factorial(sum(sizes))
    for size in sizes:
        cuts //= math.factorial(size)
    return cuts


Position = tuple[list[int], list[int], list[int], hp.Suit]

# Spades trump, so the Joker is a spade.  54 of the 25,200 cuts into the
# slots fit: twenty shuffles all fail 96 times in 100.
MANY_VOIDS: Position = (
    indices("9C", "TC", "QC", "9D", "TD", "9H", "TH", "QH", "AS", "Joker"),
    [3, 3, 2, 2],
    [void(C, H), void(D, S), void(C), void(H, S)],
    S,
)
# Hearts trump: the left bower JD is a heart, and so is the Joker.  Slot 0,
# like the seat's own hand, has no places and every suit void; slot 4, like
# the maker's discard, no void.  60 of 1,680 cuts fit: twenty shuffles all
# fail about half the time.
BOWERS: Position = (
    indices("9C", "TC", "9D", "TD", "JD", "9H", "AS", "Joker"),
    [0, 3, 2, 2, 1],
    [void(C, D, H, S), void(C, D), void(S), void(H, S), 0],
    H,
)
# 58 of 560 cuts fit: twenty shuffles all fail 11 times in 100.
FEW_VOIDS: Position = (
    indices("9C", "TC", "9D", "TD", "9H", "TH", "AS", "KS"),
    [3, 3, 2],
    [void(C), void(D), void(S)],
    S,
)


@pytest.mark.parametrize(
    ("position", "splits", "tries", "draws"),
    [
        # The exact draw alone, where the shuffles nearly always fail.
        pytest.param(MANY_VOIDS, 54, 0, 8_000, id="many voids, exact draw"),
        # The shuffles and the exact draw, each about half the time.
        pytest.param(BOWERS, 60, _sampling.TRIES, 5_000, id="bowers, both draws"),
        # The shuffles, mostly.
        pytest.param(FEW_VOIDS, 58, _sampling.TRIES, 4_000, id="few voids, both draws"),
    ],
)
def test_a_split_is_uniform_among_the_consistent_splits(
    position: Position,
    splits: int,
    tries: int,
    draws: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pool, sizes, voids, trump = position
    support = every_split(pool, sizes, voids, trump)
    assert len(support) == splits
    exact_draws = 0
    exact = _sampling._exact

    def counted(*arguments: object) -> list[list[int]]:
        nonlocal exact_draws
        exact_draws += 1
        return exact(*arguments)  # type: ignore[arg-type]

    monkeypatch.setattr(_sampling, "TRIES", tries)
    monkeypatch.setattr(_sampling, "_exact", counted)
    rng = random.Random(22)

    def draw() -> tuple[tuple[int, ...], ...]:
        split = split_unseen(pool, sizes, voids, trump, rng)
        return tuple(tuple(slot) for slot in split)

    check_uniform(draw, support, draws)
    # The exact draw came as often as all the shuffles fail.
    fails = (1 - len(support) / every_cut(sizes)) ** tries
    spread = (fails * (1 - fails) / draws) ** 0.5
    assert abs(exact_draws / draws - fails) <= 5 * spread + 1e-9


@pytest.mark.parametrize("tries", [0, _sampling.TRIES])
@pytest.mark.parametrize(
    ("pool", "sizes", "voids", "trump"),
    [
        # Slots 0 and 1 refuse clubs, and slot 2 has one place for two.
        (indices("9C", "TC", "9D", "TD", "9H"), [2, 2, 1], [void(C), void(C), 0], S),
        # Hearts trump: the left bower JD is a heart, so two hearts are
        # left for slot 0's one place.
        (indices("JD", "9H", "9C"), [1, 2], [0, void(H)], H),
        # Spades trump: the Joker and JC are spades, and only slot 1 takes
        # trumps.
        (indices("Joker", "JC", "TC"), [2, 1], [void(S), 0], S),
    ],
)
def test_a_position_with_no_consistent_split_is_refused(
    pool: list[int],
    sizes: list[int],
    voids: list[int],
    trump: hp.Suit,
    tries: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(_sampling, "TRIES", tries)
    assert every_split(pool, sizes, voids, trump) == []
    with pytest.raises(hp.InvalidValueError) as caught:
        split_unseen(pool, sizes, voids, trump, random.Random(0))
    assert str(caught.value) == "no deal of the unseen cards fits the voids shown"


def test_no_cards_left_split_into_empty_slots(monkeypatch: pytest.MonkeyPatch) -> None:
    # The last trick's cards all played: nothing is unseen.
    monkeypatch.setattr(_sampling, "TRIES", 0)
    split = split_unseen([], [0, 0, 0], [void(C), 0, void(H)], S, random.Random(1))
    assert split == [[], [], []]
    assert split_unseen([], [], [], None, random.Random(1)) == []


def test_a_void_in_no_trump_is_of_the_printed_suit_and_sizes_fill_the_pool() -> None:
    # The JC is a club in no trump (None), a spade with spades trump: a
    # seat out of clubs then gets the JS beside it, or either jack.
    jacks = [hp.Card.parse("JC").index, hp.Card.parse("JS").index]
    for seed in range(8):
        split = split_unseen(jacks, [1, 1], [void(C), 0], None, random.Random(seed))
        assert split == [[jacks[1]], [jacks[0]]]
    assert {
        split_unseen(jacks, [1, 1], [void(C), 0], S, random.Random(seed))[0][0]
        for seed in range(16)
    } == set(jacks)
    with pytest.raises(hp.InvalidValueError) as caught:
        split_unseen([0, 1], [1, 1], [void(C), 0], None, random.Random(1))
    assert str(caught.value) == "no deal of the unseen cards fits the voids shown"
    with pytest.raises(hp.InvalidValueError) as caught:
        split_unseen([0, 1], [3, -1], [0, 0], S, random.Random(1))
    assert str(caught.value) == "2 unseen cards do not fill places for [3, -1]"


# -- sample_deal ------------------------------------------------------------------


def late_hand(seed: int, trump: str, discard: str, plays: str) -> hp.GameState:
    """A hand of Hasenpfeffer dealt by seat 0: seat 1 bids six, which ends
    the auction (docs/rules.rst, "The auction"), names ``trump`` and lays
    ``discard`` aside ("Widow, trump and discard"); then ``plays``."""
    state = hp.new_game(seed=seed, dealer=0).deal().bid(6)
    state = state.name_trump(trump).discard(discard)
    for card in plays.split():
        state = state.play(card)
    return state


Deal = tuple[tuple[tuple[hp.Card, ...], ...], hp.Card]


def every_deal(state: hp.GameState, seat: int) -> list[Deal]:
    """Every deal of the cards ``seat`` has not seen, for a seat other than
    the maker's: the other seats' hands, as many cards as each holds and
    none of an effective suit it has shown it lacks by not following it
    (docs/rules.rst, "Following suit"), and the card left over, the maker's
    discard, which nobody else saw ("Widow, trump and discard")."""
    trump = state.trump
    assert trump is not None and seat != state.maker
    view = state.view(seat)
    seen = {*view.hand, *(card for _, card in plays_so_far(state))}
    unseen = [card for card in DECK if card not in seen]
    others = [other for other in range(4) if other != seat]
    shown = shown_voids(state)
    found = []

    def fill(
        rest: list[hp.Card], place: int, done: tuple[tuple[hp.Card, ...], ...]
    ) -> None:
        if place == len(others):
            (discard,) = rest
            found.append((done, discard))
            return
        other = others[place]
        for cards in itertools.combinations(rest, view.hand_sizes[other]):
            if not any(
                hp.effective_suit(card, trump) in shown[other] for card in cards
            ):
                left = [card for card in rest if card not in cards]
                fill(left, place + 1, (*done, cards))

    fill(unseen, 0, ())
    return found


@pytest.mark.parametrize(
    ("seed", "trump", "discard", "plays", "seat", "deals"),
    [
        # After four tricks, two cards each.  Seat 0 has shown it has no
        # club, seat 3 no club and no heart: 27 deals of 630 fit.
        (
            14,
            "S",
            "9C",
            "TC QC TH AS  KH AH 9H QS  JS TS Joker AD  JC TD KS 9S",
            2,
            27,
        ),
        # In the fifth trick.  The maker, seat 1, has shown it has no club,
        # seat 2 no club and no heart, seat 3 no diamond: 36 of 630 fit.
        (
            144,
            "S",
            "9C",
            "9H AC QH JH  KC QC JD TS  JS 9S QS KS  9D TH JC AD  AH",
            0,
            36,
        ),
    ],
    ids=["after four tricks", "in the fifth trick"],
)
def test_a_sampled_deal_is_uniform_among_the_consistent_deals(
    seed: int, trump: str, discard: str, plays: str, seat: int, deals: int
) -> None:
    state = late_hand(seed, trump, discard, plays)
    support = every_deal(state, seat)
    assert len(support) == deals
    others = [other for other in range(4) if other != seat]
    assert state.discarded is not None
    real = (tuple(state.hands[other] for other in others), state.discarded)
    assert real in support
    view = state.view(seat)
    rng = random.Random(22)

    def draw() -> Deal:
        deal = sample_deal(view, rng)
        assert deal.hands[seat] == view.hand and deal.discarded is not None
        return tuple(deal.hands[other] for other in others), deal.discarded

    check_uniform(draw, support, 4_000)

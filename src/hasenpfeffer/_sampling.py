"""The split of the cards a player has not seen among the hands that may
hold them, respecting the suits each hand has shown it lacks: the deal
sampler of the search bot and of the integrations.

>>> import random
>>> from hasenpfeffer._sampling import split_unseen
>>> split = split_unseen([0, 1, 2, 3], [1, 3], [0, 0], None, random.Random(2))
>>> [len(slot) for slot in split], sorted(split[0] + split[1])
([1, 3], [0, 1, 2, 3])
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ._kernel import TRUMP_TABLES
from .cards import Suit
from .errors import InvalidValueError

__all__ = ["TRIES", "split_unseen"]


_SUITS = tuple(Suit)
_ALL_SUITS = (1 << len(_SUITS)) - 1
TRIES = 20
"""Shuffles tried, at most, before the sequential draw."""

_Checks = list[tuple[tuple[int, ...], tuple[int, ...]]]


def _hall_checks(capacity: Sequence[int], allowed: Sequence[int]) -> _Checks:
    """The sets of suits that some slot with room may not take, each as its
    suits and the slots that may take one of them: Hall's condition need
    only be checked for those (the others can use every slot)."""
    checks = []
    for groups in range(1, _ALL_SUITS + 1):
        if any(
            room and not mask & groups
            for room, mask in zip(capacity, allowed, strict=True)
        ):
            suits = tuple(suit for suit in range(4) if groups >> suit & 1)
            slots = tuple(slot for slot, mask in enumerate(allowed) if mask & groups)
            checks.append((suits, slots))
    return checks


def _feasible(counts: Sequence[int], capacity: Sequence[int], checks: _Checks) -> bool:
    """Whether cards of the suits ``counts`` fit the slots' room."""
    for suits, slots in checks:
        need = 0
        for suit in suits:
            need += counts[suit]
        if need:
            room = 0
            for slot in slots:
                room += capacity[slot]
            if need > room:
                return False
    return True


def _cut(order: Sequence[int], sizes: Sequence[int]) -> list[list[int]]:
    slots = []
    start = 0
    for size in sizes:
        slots.append(sorted(order[start : start + size]))
        start += size
    return slots


def split_unseen(
    pool: Sequence[int],
    sizes: Sequence[int],
    voids: Sequence[int],
    trump: Suit | None,
    rng: random.Random,
) -> list[list[int]]:
    """Split the cards ``pool`` (deck indices) at random into slots of
    ``sizes`` cards, no slot taking a card whose effective suit under
    ``trump`` is in its mask ``voids`` (bit ``i`` for the ``i``-th suit of
    :class:`~hasenpfeffer.cards.Suit`).  Each slot comes back in deck order.

    Without voids one shuffle, cut into the slots, is the split.  With
    voids, up to ``TRIES`` such shuffles are drawn and the first that fits
    is kept: given that one fits, the split is uniform among the
    consistent ones.  If none fits, the cards go out one by one, in a
    random order, each to a slot drawn in proportion to its room left among
    the slots that leave the rest possible (Hall's condition): a consistent
    split, though not a uniform one.

    >>> import random
    >>> from hasenpfeffer.cards import Suit
    >>> hearts = Suit.HEARTS
    >>> split_unseen([0, 1, 6, 7], [2, 2], [0b0001, 0], hearts, random.Random(1))
    [[6, 7], [0, 1]]

    Raises:
        InvalidValueError: the sizes do not add up to the pool, a slot has
            a void without a trump, or no split respects the voids.
    """
    if sum(sizes) != len(pool) or min(sizes, default=0) < 0:
        raise InvalidValueError(
            f"{len(pool)} unseen cards do not fill places for {list(sizes)}"
        )
    order = list(pool)
    if not any(voids):
        rng.shuffle(order)
        return _cut(order, sizes)
    if trump is None:
        raise InvalidValueError("a void is of an effective suit: it needs a trump")
    number = TRUMP_TABLES[trump].suit_number
    for _ in range(TRIES):
        rng.shuffle(order)
        slots = _cut(order, sizes)
        if not any(
            void >> number[card] & 1
            for void, slot in zip(voids, slots, strict=True)
            for card in slot
        ):
            return slots
    rng.shuffle(order)
    return _draw(order, sizes, voids, number, rng)


def _draw(
    order: Sequence[int],
    sizes: Sequence[int],
    voids: Sequence[int],
    number: Sequence[int],
    rng: random.Random,
) -> list[list[int]]:
    """The sequential draw of :func:`split_unseen`, dealing ``order``."""
    capacity = list(sizes)
    allowed = [_ALL_SUITS & ~void for void in voids]
    counts = [0] * len(_SUITS)
    for card in order:
        counts[number[card]] += 1
    checks = _hall_checks(capacity, allowed)
    if not _feasible(counts, capacity, checks):
        raise InvalidValueError("no deal of the unseen cards fits the voids shown")
    slots: list[list[int]] = [[] for _ in sizes]
    for card in order:
        bit = 1 << number[card]
        counts[number[card]] -= 1
        choices = []
        for slot, room in enumerate(capacity):
            if room and allowed[slot] & bit:
                capacity[slot] -= 1
                if _feasible(counts, capacity, checks):
                    choices.append(slot)
                capacity[slot] += 1
        weights = [capacity[slot] for slot in choices]
        slot = rng.choices(choices, weights)[0]
        capacity[slot] -= 1
        slots[slot].append(card)
    return [sorted(slot) for slot in slots]

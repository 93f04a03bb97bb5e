"""What a seat cannot see, and the dealing of the hidden cards consistent
with what it has seen.

A call for best (Railroad Euchre) passes two cards face down: the card
the partner gives the lone player, and the card the lone player discards
for it.  :func:`best_calls` reads the calls for best of a hand from its
history, and :meth:`BestCall.seen_by` says what each seat may know of
them: the caller and the giver see the card given, only the caller sees
the card discarded.

>>> import hasenpfeffer as hp
>>> east, west = hp.Card.parse("AS"), hp.Card.parse("9C")
>>> history = [(1, hp.CallForBest()), (3, hp.Give(east)), (1, hp.Discard(west))]
>>> call, = best_calls(history)
>>> call.caller, call.giver, str(call.given), str(call.discarded)
(1, 3, 'AS', '9C')
>>> seen = [call.seen_by(seat) for seat in (1, 3, 0)]
>>> seen == [(east, west), (east, None), (None, None)]
True

The deal sampler of the search bot and of the integrations,
:func:`split_unseen`, splits the cards a player has not seen among the
hands that may hold them, respecting the suits each hand has shown it
lacks.

Every split that respects the voids is equally likely.  Two draws share
the work.  First come up to :data:`TRIES` shuffles of the cards, each
cut into the slots, and the first cut that respects the voids is kept: a
shuffle makes every split equally likely, so a cut kept because it fits
is equally likely to be any consistent split.  When every cut breaks a
void, an exact draw counts the consistent splits and picks one of them
evenly (``_exact``).  With ``M`` consistent splits, each comes out of a call
with the chance ``P(a cut fits) / M + P(no cut fits) / M = 1 / M``:
the pair is exactly uniform, whichever way a given call goes.

The exact draw alone would do.  The shuffles stay in front because in
most positions of the play few voids are shown and the first shuffle or
two fits, which is quicker than counting: over the positions of the play
of a few hundred games of each game of the family, the pair takes less
than half the time of the exact draw alone, and only about one call in
fifty with voids shown goes on to the exact draw.

>>> import random
>>> from hasenpfeffer._engine.hidden import split_unseen
>>> split = split_unseen([0, 1, 2, 3], [1, 3], [0, 0], None, random.Random(2))
>>> [len(slot) for slot in split], sorted(split[0] + split[1])
([1, 3], [0, 1, 2, 3])
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Sequence
from math import factorial
from typing import TYPE_CHECKING, NamedTuple

from ..actions import Action, CallForBest, Discard, Give
from ..cards import Card, Suit
from ..errors import InvalidValueError
from .tables import PARTNER, tables_for

if TYPE_CHECKING:
    from ..auction import Auction

__all__ = [
    "TRIES",
    "BestCall",
    "best_calls",
    "best_seen_by",
    "joker_holder_shown",
    "split_placing",
    "split_unseen",
]


class BestCall(NamedTuple):
    """A call for best of a hand, as its history tells it.

    Attributes:
        caller: the lone player who called for their partner's best card.
        giver: the partner, who gives it.
        given: the card given, ``None`` until it is.
        discarded: the card the caller discarded for it, ``None`` until
            then.
        give_at: where in the hand's history the card is given, if it is.
        discard_at: where the caller's discard is, if it is made.
    """

    caller: int
    giver: int
    given: Card | None = None
    discarded: Card | None = None
    give_at: int | None = None
    discard_at: int | None = None

    def seen_by(self, seat: int) -> tuple[Card | None, Card | None]:
        """What ``seat`` may know of the cards passed: the card given (to
        the caller and the giver) and the card discarded (to the caller)."""
        given = self.given if seat in (self.caller, self.giver) else None
        return given, self.discarded if seat == self.caller else None


def best_calls(history: Iterable[tuple[int, Action]]) -> tuple[BestCall, ...]:
    """The calls for best of a hand, in order, from its ``(seat, action)``
    pairs (a state's ``hand_history``): a call names the caller, the card
    given follows it, and the caller's next discard is for that card."""
    calls: list[BestCall] = []
    for number, (actor, action) in enumerate(history):
        kind = action.__class__
        if kind is CallForBest:
            calls.append(BestCall(actor, PARTNER[actor]))
        elif kind is Give and calls:
            assert isinstance(action, Give)
            calls[-1] = calls[-1]._replace(given=action.card, give_at=number)
        elif kind is Discard and calls:
            last = calls[-1]
            if last.caller == actor and last.given is not None:
                assert isinstance(action, Discard)
                calls[-1] = last._replace(discarded=action.card, discard_at=number)
    return tuple(calls)


def joker_holder_shown(auction: Auction | None) -> int | None:
    """The seat that every seat knows was dealt the Joker: after four
    passes under ``AllPass.JOKER_BIDS`` the Joker's holder is asked to
    bid, in front of the table (``None`` when no auction shows it).

    >>> from hasenpfeffer.actions import Pass
    >>> from hasenpfeffer.auction import Auction
    >>> passes = tuple((seat, Pass()) for seat in (1, 2, 3, 0))
    >>> asked = Auction(dealer=0, to_act=2, passed=(True,) * 4, calls=passes)
    >>> joker_holder_shown(asked), joker_holder_shown(None)
    (2, None)
    """
    if auction is None or not all(auction.passed):
        return None
    if auction.to_act is not None:
        return auction.to_act
    return auction.high_bidder  # None when the hand was thrown in


def best_seen_by(
    calls: Iterable[BestCall], seat: int
) -> tuple[tuple[int, ...], Card | None, Card | None]:
    """What ``seat`` sees of a hand's ``calls`` for best: who called (seen
    by all), and the card given and the card discarded of the call it
    takes part in (see :meth:`BestCall.seen_by`), as a view shows them."""
    callers: list[int] = []
    given = discarded = None
    for call in calls:
        callers.append(call.caller)
        if seat in (call.caller, call.giver):
            given, discarded = call.seen_by(seat)
    return tuple(callers), given, discarded


TRIES = 20
"""Shuffles tried, at most, before the exact draw."""


_Shape = tuple[tuple[tuple[int, ...], int], ...]
"""The groups of an exact draw, in the order they are drawn: for each, the
classes that may take its cards (as places in the room) and its number of
cards."""
_Options = tuple[tuple[tuple[int, ...], int], ...]
"""Shares of a group's cards among the classes: for each, the room it
leaves and the number of splits that start with it."""


def _shares(
    count: int, takers: Sequence[int], room: tuple[int, ...]
) -> list[tuple[tuple[int, ...], int]]:
    """Each way to share ``count`` cards of one group among the classes
    ``takers`` (places in ``room``) within their room: the room left after
    it, and how many ways there are to choose which of the cards go where
    (the multinomial coefficient of the shares)."""
    spare = [0] * (len(takers) + 1)
    for place in range(len(takers) - 1, -1, -1):
        spare[place] = spare[place + 1] + room[takers[place]]
    found: list[tuple[tuple[int, ...], int]] = []
    if count > spare[0]:
        return found
    left = list(room)

    def share(place: int, rest: int, ways: int) -> None:
        taker = takers[place]
        here = room[taker]
        # At least what the later classes have no room for, at most what
        # this one has room for.
        for take in range(min(rest, here), max(rest - spare[place + 1], 0) - 1, -1):
            left[taker] = here - take
            # count! / (k1! k2! ...) divided out one share at a time: each
            # quotient is whole (the multinomial coefficient of the shares
            # so far and the cards still to share, times the factorial of
            # the latter).
            if take == rest:
                found.append((tuple(left), ways // factorial(take)))
            else:
                share(place + 1, rest - take, ways // factorial(take))
        left[taker] = here

    share(0, count, factorial(count))
    return found


def _ways(shape: _Shape, step: int, room: tuple[int, ...]) -> int:
    """The splits of the cards of the groups ``shape[step:]`` among the
    classes that fill ``room`` (exactly as many places as they have
    cards)."""
    if step < len(shape) - 1:
        return _options(shape, step, room)[0]
    # The last group fills the room left: one share, if it may.
    takers, count = shape[step]
    found = factorial(count)
    for place, places in enumerate(room):
        if places and place not in takers:
            return 0
        found //= factorial(places)
    return found


@functools.lru_cache(maxsize=4096)
def _options(shape: _Shape, step: int, room: tuple[int, ...]) -> tuple[int, _Options]:
    """:func:`_ways`, and the shares of the group ``shape[step]`` that
    leave a split of the later groups possible.  Remembered: a search
    draws many deals of one position, and the counts depend only on the
    numbers, not on the cards."""
    takers, count = shape[step]
    weighed = []
    for left, choices in _shares(count, takers, room):
        splits = choices * _ways(shape, step + 1, left)
        if splits:
            weighed.append((left, splits))
    return sum(splits for _, splits in weighed), tuple(weighed)


def _exact(
    pool: Sequence[int],
    sizes: Sequence[int],
    voids: Sequence[int],
    number: Sequence[int],
    rng: random.Random,
) -> list[list[int]]:
    """The exact draw of :func:`split_unseen`: a split uniform among all
    those that respect the voids, or an error if there is none.

    Slots that refuse the same suits of the pool make one *class*, and the
    suits that the same classes may take make one *group*: within a group
    any card may go to any class that takes it, and within a class any
    card to any of its slots.  A split of the cards among the classes is
    so, first, a table of numbers: how many cards of each group go to each
    class (none where the class refuses the group), adding up to the
    group's cards along each group and to the class's places along each
    class.  The splits with a given table number the product, over the
    groups, of the multinomial coefficients ``n! / (k1! k2! ...)`` of the
    group's ``n`` cards in shares ``k1, k2, ...``.

    The table is drawn a group at a time: each share of the group's cards
    among the classes with room left is weighed by its multinomial
    coefficient times the number of splits of the later groups into the
    room it leaves (counted once, by a recursion remembered per group and
    room), and one is picked with ``rng.randrange`` of the exact total.
    The chance of a whole table is then the product of the coefficients
    over the number of consistent splits (the counts in between cancel),
    and shuffling each group's cards and cutting them by the table picks
    one of the product's splits evenly: each consistent split has the
    chance one over their number.  The cards each class got are then
    shuffled and cut into its slots, any of which may take any of them.
    The last group's share is forced (the room left is exactly its
    cards), so the group most classes take goes last, and the others go
    first, the fewest takers first."""
    present = 0
    for card in pool:
        present |= 1 << number[card]
    classes: dict[int, list[int]] = {}
    for slot, size in enumerate(sizes):
        if size:
            classes.setdefault(voids[slot] & present, []).append(slot)
    refused = list(classes)
    gathered: dict[tuple[int, ...], list[int]] = {}
    for card in pool:
        bit = 1 << number[card]
        takers = tuple(place for place, mask in enumerate(refused) if not mask & bit)
        gathered.setdefault(takers, []).append(card)
    if not gathered:
        return [[] for _ in sizes]
    groups = sorted(gathered.items(), key=lambda group: len(group[0]))
    shape = tuple((takers, len(cards)) for takers, cards in groups)
    room = tuple(sum(sizes[slot] for slot in slots) for slots in classes.values())
    if not _ways(shape, 0, room):
        raise InvalidValueError("no deal of the unseen cards fits the voids shown")
    dealt: list[list[int]] = [[] for _ in classes]
    for step, (_, cards) in enumerate(groups):
        left = tuple(0 for _ in room)
        if step < len(shape) - 1:
            total, weighed = _options(shape, step, room)
            pick = rng.randrange(total)
            for share, splits in weighed:
                pick -= splits
                if pick < 0:
                    left = share
                    break
        rng.shuffle(cards)
        start = 0
        for place, places in enumerate(room):
            take = places - left[place]
            dealt[place] += cards[start : start + take]
            start += take
        room = left
    split: list[list[int]] = [[] for _ in sizes]
    for cards, slots in zip(dealt, classes.values(), strict=True):
        rng.shuffle(cards)
        parts = _cut(cards, [sizes[slot] for slot in slots])
        for slot, part in zip(slots, parts, strict=True):
            split[slot] = part
    return split


PLACING_TRIES = 1000
"""Splits drawn at most by :func:`split_placing`: far more than a fit
takes when the places hold a fair share of the unseen cards."""


def split_placing(
    pool: Sequence[int],
    sizes: Sequence[int],
    voids: Sequence[int],
    trump: Suit | None,
    rng: random.Random,
    card: int,
    places: Iterable[int],
) -> list[list[int]]:
    """:func:`split_unseen`, with the unseen ``card`` (a deck index in
    ``pool``) in one of the slots ``places``: a split is drawn again until
    it is, which keeps it uniform among the consistent splits that put the
    card there.

    >>> import random
    >>> split = split_placing([0, 1, 2, 3], [2, 1, 1], [0, 0, 0], None, random.Random(4), 3, [2])
    >>> split[2]
    [3]

    Raises:
        InvalidValueError: as :func:`split_unseen`, or no split drawn puts
            ``card`` in ``places``.
    """  # noqa: E501
    slots = tuple(places)
    for _ in range(PLACING_TRIES):
        split = split_unseen(pool, sizes, voids, trump, rng)
        if any(card in split[slot] for slot in slots):
            return split
    raise InvalidValueError(
        f"no split of the unseen cards puts card {card} in slots {list(slots)}"
    )


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
    ``trump`` (``None`` for no trump, where a card's suit is the one
    printed on it) is in its mask ``voids`` (bit ``i`` for the ``i``-th
    suit of :class:`~hasenpfeffer.cards.Suit`).  Each slot comes back in
    deck order.

    Every split that respects the voids is equally likely.  Without voids
    one shuffle, cut into the slots, is the split.  With voids, up to
    ``TRIES`` such shuffles are drawn and the first that fits is kept:
    given that one fits, the split is uniform among the consistent ones.
    If none fits, the exact draw picks one of the consistent splits, all
    counted, evenly; so the split is uniform whichever way it was drawn.

    >>> import random
    >>> from hasenpfeffer.cards import Suit
    >>> hearts = Suit.HEARTS
    >>> split_unseen([0, 1, 6, 7], [2, 2], [0b0001, 0], hearts, random.Random(1))
    [[6, 7], [0, 1]]

    Raises:
        InvalidValueError: the sizes do not add up to the pool, or no
            split respects the voids.
    """
    if sum(sizes) != len(pool) or min(sizes, default=0) < 0:
        raise InvalidValueError(
            f"{len(pool)} unseen cards do not fill places for {list(sizes)}"
        )
    order = list(pool)
    if not any(voids):
        rng.shuffle(order)
        return _cut(order, sizes)
    number = tables_for(trump).suit_number
    for _ in range(TRIES):
        rng.shuffle(order)
        slots = _cut(order, sizes)
        if not any(
            void >> number[card] & 1
            for void, slot in zip(voids, slots, strict=True)
            for card in slot
        ):
            return slots
    return _exact(pool, sizes, voids, number, rng)

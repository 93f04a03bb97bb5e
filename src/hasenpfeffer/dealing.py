"""Shuffling and dealing: reproducible from a seed on every platform.

A seed is turned into a shuffle by hashing, not by :mod:`random`, whose
algorithms may change between Python versions: the 512-bit BLAKE2b digest
of a text key, read as one integer, picks the permutation of the deck
(a Fisher-Yates shuffle drawing each position from that integer in turn).
The cards then go out in packets of three, clockwise from the dealer's left,
twice round; the 25th card is the widow.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.dealing import deal_from_seed
>>> deal = deal_from_seed(7, dealer=0)
>>> len(deal.hands[1]), str(deal.widow)
(6, 'AC')
"""

from __future__ import annotations

import functools
import hashlib
import math
import re
from collections import Counter
from collections.abc import Sequence
from operator import attrgetter
from typing import NamedTuple

from ._engine.tables import DECK, cards_of
from ._words import in_words, listed
from .cards import JOKER, Card
from .errors import InvalidNotationError, InvalidValueError, shown
from .games import SPECS, GameSpec, spec_of
from .rules import Game

__all__ = [
    "Deal",
]


class Deal(NamedTuple):
    """The cards of one hand as dealt.

    >>> import hasenpfeffer as hp
    >>> deal = hp.new_game(seed=1, dealer=0).deal().deals[-1]
    >>> [len(hand) for hand in deal.hands], str(deal.widow)
    ([6, 6, 6, 6], 'KC')

    In Euchre the hands hold five cards each, there is no widow
    (``None``) and the other four cards are the ``kitty``, the upcard
    first; in Railroad Euchre the kitty holds five, and in Three-Handed
    Euchre nine, with three hands.

    Attributes:
        hands: the cards of seats 0, 1, 2 and 3 (0, 1 and 2 in
            Three-Handed Euchre), each in deck order.
        widow: Hasenpfeffer's 25th card, face down.
        kitty: Euchre's upcard and the cards under it; ``()`` in
            Hasenpfeffer.
    """

    hands: tuple[tuple[Card, ...], ...]
    widow: Card | None
    kitty: tuple[Card, ...] = ()


_DECK_ORDER = attrgetter("index")
_PACKET = 3
"""The cards a seat gets at a time in the first round of the deal; the
second round gives each seat the rest of its hand."""


MAX_DEALS = 5_000
"""The most hands a game deals, published as
:data:`hasenpfeffer.records.LIMITS`."""

MAX_SEED_DIGITS = 100
"""The most decimal digits a seed may have, so a seed is a whole number
above ``-10**100`` and below ``10**100``.

That holds every seed in common use, from a 64-bit number (20 digits) to a
256-bit hash read as a number (78 digits), and more digits could not make
more deals: a seed picks one of the deck's 25! orderings (about 1.6e25).
The bound keeps every seed well inside what a record's readers take and
what Python converts between text and numbers (4,300 digits), so every
game's record reads back."""

_SEED_LIMIT = 10**MAX_SEED_DIGITS
_SEED_TEXT = re.compile(rf"-?[0-9]{{1,{MAX_SEED_DIGITS}}}")


def check_seed(seed: object) -> int:
    """Return ``seed`` if it is a whole number of at most
    :data:`MAX_SEED_DIGITS` digits, else raise.

    >>> check_seed(-7)
    -7
    >>> check_seed(10**100)
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: a seed is a whole number of at most 100 digits, not a whole number of 101 digits

    Raises:
        InvalidValueError: ``seed`` is not a whole number (``True`` and
            ``False`` are not), or has too many digits.
    """  # noqa: E501
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidValueError(f"a seed is a whole number, not {shown(seed)}")
    if not -_SEED_LIMIT < seed < _SEED_LIMIT:
        raise InvalidValueError(
            f"a seed is a whole number of at most {MAX_SEED_DIGITS} digits, "
            f"not {shown(seed)}"
        )
    return seed


def parse_seed(text: str) -> int:
    """Read a seed from its decimal notation, as records write it: ASCII
    digits, at most :data:`MAX_SEED_DIGITS` of them, with ``-`` before a
    negative seed, and nothing else (no sign ``+``, no spaces, no ``_``).

    >>> parse_seed("2024"), parse_seed("-15")
    (2024, -15)
    >>> parse_seed("1 000")
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidNotationError: not a seed: '1 000' (expected 1 to 100 digits 0-9, with '-' before a negative seed)

    Raises:
        InvalidNotationError: ``text`` is not a seed in this notation.
    """  # noqa: E501
    if not isinstance(text, str) or not _SEED_TEXT.fullmatch(text):
        raise InvalidNotationError(
            f"not a seed: {shown(text)} (expected 1 to {MAX_SEED_DIGITS} digits "
            "0-9, with '-' before a negative seed)"
        )
    return int(text)


def _radix_groups(size: int) -> tuple[tuple[int, tuple[tuple[int, int], ...]], ...]:
    """The radices of the Fisher-Yates draws for a deck of ``size`` cards
    (``size`` down to 2) in groups whose product is a small integer: one
    division of the 512-bit draw per group, then cheap small-integer
    divisions for the digits within it.  The grouping does not change the
    digits."""
    radices = list(range(size, 1, -1))
    groups = (radices[:5], radices[5:10], radices[10:16], radices[16:])
    return tuple(
        (math.prod(group), tuple((radix, radix - 1) for radix in group))
        for group in groups
    )


_RADIX_GROUPS = {25: _radix_groups(25), 24: _radix_groups(24)}
"""The draws' groups for the 25-card and the 24-card deck."""


_BITS = tuple(1 << index for index in range(25))


def _shuffle_into(
    key: str, slot_of: Sequence[int], slots: int, size: int = 25
) -> list[int]:
    """Shuffle the deck by ``key`` and gather it into ``slots`` bitmasks:
    the card that ends at position ``p`` goes to mask ``slot_of[p]``.

    The deck is its first ``size`` cards (24 leaves out the Joker).  The
    512-bit BLAKE2b digest of ``key`` is the draw.  For ``n`` from ``size``
    down to 2, the draw modulo ``n`` picks the position that swaps with
    position ``n - 1``, and the draw is divided by ``n``: the Fisher-Yates
    shuffle.  Position ``n - 1`` is final once swapped, so its card goes to
    its mask at once (as its bit: ``order`` holds each card's bit rather
    than its index).  The digits are taken a group at a time (see
    ``_RADIX_GROUPS``), which gives the same digits with far fewer
    big-integer divisions.
    """
    digest = hashlib.blake2b(key.encode(), digest_size=64).digest()
    draw = int.from_bytes(digest, "big")
    order = list(_BITS[:size])
    masks = [0] * slots
    for product, steps in _RADIX_GROUPS[size]:
        chunk = draw % product
        draw //= product
        for radix, last in steps:
            pick = chunk % radix
            chunk //= radix
            masks[slot_of[last]] |= order[pick]
            order[pick] = order[last]
    masks[slot_of[0]] |= order[0]
    return masks


def shuffled_deck(key: str) -> list[Card]:
    """The deck in the order that the text ``key`` determines."""
    return [DECK[mask.bit_length() - 1] for mask in _shuffle_into(key, range(25), 25)]


def dealt_to(dealer: int, position: int, players: int, hand_size: int) -> int | None:
    """Who gets the card dealt at ``position`` (from 0) in every game of
    the family: a seat, or ``None`` for a card left over (the widow, or the
    kitty).  The cards go out clockwise from the dealer's left, a packet
    of three to each player and then the rest of each hand (three more in
    Hasenpfeffer, two in the Euchres); the cards left over come last.

    >>> [dealt_to(0, k, players=4, hand_size=6) for k in (0, 12, 15, 23, 24)]
    [1, 1, 2, 0, None]
    >>> [dealt_to(2, k, players=3, hand_size=5) for k in (0, 9, 14, 15)]
    [0, 0, 2, None]
    """
    if position >= players * hand_size:
        return None
    first_round = _PACKET * players
    if position < first_round:
        return (dealer + 1 + position // _PACKET) % players
    return (dealer + 1 + (position - first_round) // (hand_size - _PACKET)) % players


def deal_seat(dealer: int, position: int) -> int | None:
    """Who gets the card dealt at ``position`` (0 to 24) of Hasenpfeffer's
    deal: a seat, or ``None`` for the widow.  The cards go out in packets
    of three, clockwise from the dealer's left, twice round; the last is
    the widow.

    >>> [deal_seat(0, k) for k in (0, 2, 3, 23)], deal_seat(0, 24)
    ([1, 1, 2, 0], None)
    """
    return dealt_to(dealer, position, 4, 6)


_SLOT_OF_POSITION = tuple(
    tuple(
        4 if seat is None else seat for seat in map(deal_seat, [dealer] * 25, range(25))
    )
    for dealer in range(4)
)
"""For each dealer, who receives the card at each position: a seat, or 4
for the widow."""


def deal_masks(key: str, dealer: int) -> tuple[tuple[int, int, int, int], int]:
    """The hands as bitmasks (see :mod:`hasenpfeffer._engine.tables`) and the
    widow's deck index, of the deal that ``key`` shuffles from ``dealer``."""
    masks = _shuffle_into(key, _SLOT_OF_POSITION[dealer], 5)
    return (masks[0], masks[1], masks[2], masks[3]), masks[4].bit_length() - 1


def order_up_deal_seat(dealer: int, position: int, players: int = 4) -> int | None:
    """Who gets the card dealt at ``position`` of a Euchre deal: a seat, or
    ``None`` for the kitty.  The cards go out clockwise from the dealer's
    left, three to each player and then two; the next card is the upcard
    and the rest lie under it.

    >>> [order_up_deal_seat(0, k) for k in (0, 2, 3, 12, 13, 19)]
    [1, 1, 2, 1, 1, 0]
    >>> order_up_deal_seat(0, 20)
    """
    return dealt_to(dealer, position, players, 5)


@functools.cache
def _order_up_slots(
    dealer: int, players: int, size: int, hand_size: int = 5
) -> tuple[int, ...]:
    """Who receives the card at each position of a Euchre deal from
    ``dealer``: a seat, or ``players`` for the upcard and the numbers after
    it for the cards under it, in order (Bid Euchre deals six to each
    seat and leaves nothing over)."""
    hands = hand_size * players
    return tuple(
        players + position - hands if seat is None else seat
        for position, seat in enumerate(
            dealt_to(dealer, position, players, hand_size) for position in range(size)
        )
    )


def order_up_deal_masks(
    key: str, dealer: int, shape: GameSpec
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The hands as bitmasks and the kitty's deck indices (the upcard
    first), of the deal of the game of ``shape`` that ``key`` shuffles from
    ``dealer``."""
    players, size = shape.players, shape.deck_size
    slots = players + shape.kitty_size
    slot_of = _order_up_slots(dealer, players, size, shape.hand_size)
    masks = _shuffle_into(key, slot_of, slots, size)
    return tuple(masks[:players]), tuple(
        mask.bit_length() - 1 for mask in masks[players:]
    )


def deal_from_key(key: str, dealer: int) -> Deal:
    """Shuffle by ``key`` and deal three at a time from the dealer's left."""
    masks, widow = deal_masks(key, dealer)
    return Deal(tuple(cards_of(mask) for mask in masks), DECK[widow])


def deal_from_seed(seed: int, dealer: int) -> Deal:
    """The deal that ``state.deal(seed=seed)`` makes with this dealer."""
    return deal_from_key(f"hasenpfeffer/deal/{check_seed(seed)}", dealer)


def _as_card(card: object) -> Card:
    if isinstance(card, Card):
        return card
    if isinstance(card, str):
        return Card.parse(card)
    raise InvalidValueError(f"expected a Card or its notation, not {shown(card)}")


def _parse_hands(
    hands: Sequence[Sequence[Card | str]], size: int, players: int = 4
) -> list[tuple[Card, ...]]:
    """A hand of ``size`` cards for each of the ``players``, parsed and put
    in deck order."""
    count = in_words(players)
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
        raise InvalidValueError(f"hands must be a sequence of {count} hands")
    if len(hands) != players:
        raise InvalidValueError(f"a deal has {count} hands, not {len(hands)}")
    parsed: list[tuple[Card, ...]] = []
    for seat, hand in enumerate(hands):
        if isinstance(hand, (str, bytes)) or not isinstance(hand, Sequence):
            raise InvalidValueError(f"seat {seat}'s hand must be a sequence of cards")
        try:
            cards = tuple(_as_card(card) for card in hand)
        except InvalidNotationError as error:
            raise InvalidNotationError(f"seat {seat}'s hand: {error}") from None
        if len(cards) != size:
            raise InvalidValueError(
                f"seat {seat} is dealt {len(cards)} cards; each hand has {size}"
            )
        parsed.append(tuple(sorted(cards, key=_DECK_ORDER)))
    return parsed


def _check_once(places: Sequence[tuple[str, Sequence[Card]]]) -> None:
    """Refuse a card dealt more than once (each place a name and its cards),
    saying how often and where, such as ``9C is dealt twice (to seat 0 and
    to seat 1)`` or ``JH is dealt 6 times to seat 0``."""
    counts = Counter(card for _, cards in places for card in cards)
    repeated = next((card for card, count in counts.items() if count > 1), None)
    if repeated is None:
        return
    where = [
        (place, cards.count(repeated)) for place, cards in places if repeated in cards
    ]
    times = _times(counts[repeated])
    if len(where) == 1:
        raise InvalidValueError(f"{repeated} is dealt {times} {where[0][0]}")
    parts = [
        place if count == 1 else f"{_times(count)} {place}" for place, count in where
    ]
    raise InvalidValueError(f"{repeated} is dealt {times} ({listed(parts)})")


def _times(count: int) -> str:
    return "twice" if count == 2 else f"{count} times"


def explicit_deal(hands: Sequence[Sequence[Card | str]], widow: Card | str) -> Deal:
    """Check a deal given card by card: four hands of six and a widow, the 25
    cards each exactly once.  Cards may be given as notation (``"JH"``).

    Raises:
        InvalidValueError: the deal is not four hands of six cards and a
            widow holding every card once (the message says what is wrong).
        InvalidNotationError: a card's notation does not parse.
    """
    parsed = _parse_hands(hands, 6)
    if widow is None:
        raise InvalidValueError("the deal needs a widow, the 25th card")
    widow_card = _as_card(widow)
    _check_once(
        [
            *((f"to seat {seat}", hand) for seat, hand in enumerate(parsed)),
            ("as the widow", (widow_card,)),
        ]
    )
    return Deal(tuple(parsed), widow_card)


_KITTY_SPECS = tuple(spec for spec in SPECS.values() if not spec.widow)
"""The specs of the games that deal a kitty rather than a widow."""


def kitty_game(kitty: object) -> Game:
    """The game of the family that deals a kitty of ``kitty``'s size: a
    deal given card by card tells its game by its kitty.  For a kitty of
    any other size, or one that is not a sequence, the first game that
    deals a kitty, whose check then refuses it.

    >>> kitty_game(["9C", "TC", "JC", "QC", "Joker"])
    Game.RAILROAD_EUCHRE
    """
    size = len(kitty) if isinstance(kitty, Sequence) else None
    for spec in _KITTY_SPECS:
        if spec.kitty_size == size:
            return spec.game
    return _KITTY_SPECS[0].game


def explicit_order_up_deal(
    hands: Sequence[Sequence[Card | str]],
    kitty: Sequence[Card | str],
    game: Game,
) -> Deal:
    """Check a deal of a Euchre (``game``) given card by card: a hand of
    five for each player and the kitty, the upcard first, holding the
    game's deck (the 24 cards from nine to ace, and in Railroad Euchre the
    Joker) each exactly once.

    Raises:
        InvalidValueError: the deal is not a hand of five cards for each
            player and a kitty of the game's size, holding each card of the
            game's deck once.
        InvalidNotationError: a card's notation does not parse.
    """
    shape = spec_of(game)
    parsed = _parse_hands(hands, shape.hand_size, shape.players)
    count = in_words(shape.kitty_size)
    if isinstance(kitty, (str, bytes)) or not isinstance(kitty, Sequence):
        raise InvalidValueError(f"kitty must be a sequence of {count} cards")
    try:
        kitty_cards = tuple(_as_card(card) for card in kitty)
    except InvalidNotationError as error:
        raise InvalidNotationError(f"the kitty: {error}") from None
    if len(kitty_cards) != shape.kitty_size:
        first = " (the upcard first)" if shape.upcard else ""
        raise InvalidValueError(
            f"the kitty has {count} cards{first}, not {len(kitty_cards)}"
        )
    places = [
        *((f"to seat {seat}", hand) for seat, hand in enumerate(parsed)),
        ("to the kitty", kitty_cards),
    ]
    if not shape.joker:
        for place, cards in places:
            if JOKER in cards:
                raise InvalidValueError(
                    f"the Joker is dealt {place}; {game.title} is played without it"
                )
    _check_once(places)
    return Deal(tuple(parsed), None, kitty_cards)


def check_deal_order(deal: Deal, order: Sequence[Card]) -> None:
    """Check that ``order``, the order in which ``deal``'s cards were dealt,
    gives cards of the deal, each at most once.

    >>> import hasenpfeffer as hp
    >>> deal = hp.new_game(hp.Rules(game=hp.Game.EUCHRE), seed=1).deal().deals[0]
    >>> check_deal_order(deal, [JOKER])
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: the order gives Joker, which is not a card of the deal

    Raises:
        InvalidValueError: a card of the order is not in the deal, or is
            given twice.
    """  # noqa: E501
    dealt = {card for hand in deal.hands for card in hand}
    dealt.update(deal.kitty if deal.widow is None else (deal.widow,))
    seen: set[Card] = set()
    for card in order:
        if card not in dealt:
            raise InvalidValueError(
                f"the order gives {card}, which is not a card of the deal"
            )
        if card in seen:
            raise InvalidValueError(f"the order gives {card} twice")
        seen.add(card)

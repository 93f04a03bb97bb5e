"""The rules kernel: card arithmetic shared by the engine, solver and bots.

Every module that needs to know how trump changes the cards, who wins a
trick, whom the turn passes to or which suits a player has shown out of
takes it from here; none works it out again.  The kernel states no rule of
its own about the cards: it turns the rules of :mod:`hasenpfeffer.cards`
(:func:`~hasenpfeffer.cards.effective_suit` and
:func:`~hasenpfeffer.cards.suit_cards`) into tables of small integers, once,
at import.

Cards are their deck indices (0 to 24: the six cards of each suit from 9
to ace, clubs first, then the Joker), and a set of cards is a *mask*, an
``int`` with bit ``i`` set for card ``i``.

The builders take the shape of the game as arguments: the deck (here the
25 cards of the full deck, with the Joker), the number of players (4)
and the number of tricks in a hand (6), each defaulting to the most that
a game of the family has.

>>> from hasenpfeffer.cards import Card, Suit
>>> hearts = TRUMP_TABLES[Suit.HEARTS]
>>> trick = [Card.parse(text) for text in ("AH", "JD", "Joker", "9C")]
>>> trick_taker(hearts.strength[trick[0].index], enumerate(trick))
2
>>> [str(play) for play in plays_of(mask_of(Card.parse(t) for t in ("AS", "9C")))]
['play 9C', 'play AS']
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterable, Sequence
from typing import NamedTuple, TypeVar

from ..actions import CallForBest, Discard, Give, GoAlone, NameTrump, Pass, Play
from ..cards import Card, Suit, deck, effective_suit, suit_cards
from ..seats import partner_of

__all__ = [
    "ALONE_CHOICES",
    "ALONE_OR_CALL",
    "CARD_BIT",
    "DECK",
    "EFFECTIVE_SUIT",
    "LOW_HALF",
    "LOW_HALF_BITS",
    "MOON_CHOICES",
    "MOST_PLAYERS",
    "MOST_TRICKS",
    "NAME_TRUMPS",
    "NO_TRUMP_TABLES",
    "PARTNER",
    "PLAYS",
    "PLAY_HALVES",
    "POWER",
    "SEAT_CARD",
    "SUITS",
    "TRUMP_TABLES",
    "TrumpTables",
    "cards_of",
    "discards_of",
    "gives_of",
    "mask_halves",
    "mask_of",
    "plays_of",
    "suits_in",
    "tables_for",
    "trick_taker",
    "tricks_won_after",
    "trump_tables",
    "turn_order",
    "voids_shown",
]

_T = TypeVar("_T")

DECK: tuple[Card, ...] = deck()
"""The cards in deck order: ``DECK[i]`` is the card of index ``i``."""
SUITS: tuple[Suit, ...] = tuple(Suit)
"""The suits in canonical order; a suit's *number* is its place here."""
CARD_BIT: tuple[int, ...] = tuple(1 << card.index for card in DECK)
"""The mask of each single card, by index."""
MOST_PLAYERS = 4
"""The most seats at a table of the family (the state keeps four hands);
the builders' default where a game's own number is not given."""
MOST_TRICKS = 6
"""The most tricks in a hand of the family (Hasenpfeffer's six): a table
built for it holds every smaller count too."""

PARTNER: tuple[int, ...] = tuple(map(partner_of, range(MOST_PLAYERS)))
"""The partner of each seat of a partnership game, the seat across, as
:func:`~hasenpfeffer.seats.partner_of` says, by seat for the hot paths."""

_TRUMP_POWER_TOP = 27
"""A card's *power*: a plain card's is its rank (9 to 14); the trumps' run
down from 27 for the highest, so every trump is above every plain card."""


class TrumpTables(NamedTuple):
    """Everything the engine needs to know about one trump suit, by index.

    Attributes:
        trump: the trump suit, ``None`` in no trump.
        suit: each card's effective suit.
        suit_number: each card's effective suit as its place in
            ``SUITS``.
        power: each card's power within its effective suit (plain cards
            9 to 14 by rank, trumps 20 to 27 in trump order).
        follow: for each card, the mask of the cards of its effective suit:
            what a player must play, if held, when that card is led.
        trump_mask: the mask of the trumps.
        suit_masks: the mask of each effective suit, by suit number.
        ladders: for each suit number, the cards of that effective suit
            from the highest down.
        strength: for each card led, each card's strength in that trick:
            its power if it is a trump or follows the card led, else -1 (a
            card that cannot win), so that the trick goes to the strongest
            card.
    """

    trump: Suit | None
    suit: tuple[Suit, ...]
    suit_number: tuple[int, ...]
    power: tuple[int, ...]
    follow: tuple[int, ...]
    trump_mask: int
    suit_masks: tuple[int, ...]
    ladders: tuple[tuple[int, ...], ...]
    strength: tuple[tuple[int, ...], ...]


def mask_of(cards: Iterable[Card]) -> int:
    """The mask of a collection of cards.

    >>> from hasenpfeffer.cards import JOKER
    >>> mask_of([JOKER]) == 1 << 24
    True
    """
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def trump_tables(trump: Suit | None, cards: tuple[Card, ...] = DECK) -> TrumpTables:
    """The tables of ``trump`` for a game played with ``cards`` (in deck
    order, each card's index its place in it); ``None`` is no trump, whose
    cards are the 24 without the Joker.

    >>> tables = trump_tables(Suit.SPADES)
    >>> [str(DECK[card]) for card in tables.ladders[SUITS.index(Suit.SPADES)][:3]]
    ['Joker', 'JS', 'JC']
    """
    suits = tuple(effective_suit(card, trump) for card in cards)
    ladders = tuple(
        tuple(card.index for card in suit_cards(suit, trump) if card in cards)
        for suit in SUITS
    )
    power = [0] * len(cards)
    for card in cards:
        if card.rank is not None and suits[card.index] is not trump:
            power[card.index] = int(card.rank)
    if trump is not None:
        for place, index in enumerate(ladders[SUITS.index(trump)]):
            power[index] = _TRUMP_POWER_TOP - place
    suit_masks = tuple(sum(1 << card for card in ladder) for ladder in ladders)
    numbers = tuple(SUITS.index(suit) for suit in suits)
    return TrumpTables(
        trump=trump,
        suit=suits,
        suit_number=numbers,
        power=tuple(power),
        follow=tuple(suit_masks[number] for number in numbers),
        trump_mask=0 if trump is None else suit_masks[SUITS.index(trump)],
        suit_masks=suit_masks,
        ladders=ladders,
        strength=tuple(
            tuple(
                power[card] if suits[card] is trump or suits[card] is suits[led] else -1
                for card in range(len(cards))
            )
            for led in range(len(cards))
        ),
    )


TRUMP_TABLES: dict[Suit, TrumpTables] = {trump: trump_tables(trump) for trump in SUITS}
"""The :class:`TrumpTables` of each trump suit, for the 25-card deck."""
EFFECTIVE_SUIT: dict[Suit, tuple[Suit, ...]] = {
    trump: tables.suit for trump, tables in TRUMP_TABLES.items()
}
"""For each trump suit, each card's effective suit, by index."""
POWER: dict[Suit, tuple[int, ...]] = {
    trump: tables.power for trump, tables in TRUMP_TABLES.items()
}
"""For each trump suit, each card's power within its effective suit, by
index (see :class:`TrumpTables`)."""
NO_TRUMP_TABLES: TrumpTables = trump_tables(None, DECK[:24])
"""The tables of no trump (Bid Euchre): no bowers and no trumps, each
suit from the ace down to the 9, for the 24 cards without the Joker."""


def tables_for(trump: Suit | None) -> TrumpTables:
    """The tables of ``trump``, or of no trump for ``None``.

    >>> tables_for(None).power[Card.parse("JH").index]
    11
    """
    return NO_TRUMP_TABLES if trump is None else TRUMP_TABLES[trump]


def trick_taker(strength: Sequence[int], plays: Iterable[tuple[int, Card]]) -> int:
    """Who takes a trick: the label (a seat, or a place in the trick) of its
    strongest card, given ``strength``, the strength row of the card led
    (``TrumpTables.strength[led]``), and the trick's ``(label, card)``
    pairs, lead first.  The trick may be incomplete: the answer is then who
    is winning it so far (-1 before the lead, when nobody is).

    >>> spades = TRUMP_TABLES[Suit.SPADES]
    >>> plays = [(3, Card.parse("KH")), (0, Card.parse("AH")), (1, Card.parse("9S"))]
    >>> trick_taker(spades.strength[plays[0][1].index], plays)
    1
    """
    best = -1
    taker = -1
    for label, card in plays:
        power = strength[card.index]
        if power > best:
            best = power
            taker = label
    return taker


@functools.cache
def turn_order(
    lone_players: tuple[int, ...], players: int = MOST_PLAYERS
) -> tuple[int, ...]:
    """The seat that plays after each seat (-1 for a seat sitting out),
    given who went alone: a lone player's partner, opposite, sits out.  A
    trick is complete when the turn comes back to its leader.

    >>> turn_order(()), turn_order((1,)), turn_order((1, 2))
    ((1, 2, 3, 0), (1, 2, 0, -1), (-1, 2, 1, -1))
    """
    half = players // 2
    playing = [
        seat for seat in range(players) if (seat + half) % players not in lone_players
    ]
    following = {
        seat: playing[(playing.index(seat) + 1) % len(playing)] for seat in playing
    }
    return tuple(following.get(seat, -1) for seat in range(players))


def tricks_won_after(
    tricks: int = MOST_TRICKS,
) -> dict[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """For each count of tricks won by the sides before a trick of the
    hand, the counts after it, by the seat that takes it.  The sides are
    two partnerships (seats 0 and 2 take tricks for team 0, seats 1 and 3
    for team 1) or three players, each for themselves.

    >>> after = tricks_won_after()
    >>> after[(2, 1)]
    ((3, 1), (2, 2), (3, 1), (2, 2))
    >>> after[(1, 0, 2)]
    ((2, 0, 2), (1, 1, 2), (1, 0, 3))
    """
    after: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}
    for sides, seats in ((2, MOST_PLAYERS), (3, 3)):
        for counts in itertools.product(range(tricks), repeat=sides):
            if sum(counts) < tricks:
                after[counts] = tuple(
                    tuple(
                        count + (side == seat % sides)
                        for side, count in enumerate(counts)
                    )
                    for seat in range(seats)
                )
    return after


def voids_shown(
    tricks: Iterable[Sequence[tuple[int, Card]]],
    trump: Suit | None,
    players: int = MOST_PLAYERS,
) -> tuple[int, ...]:
    """For each seat, the mask of the suit numbers it has shown out of: the
    effective suit led to a trick to which it played another suit (in no
    trump, ``None``, the suit printed on the card).

    >>> plays = [(0, Card.parse("JS")), (1, Card.parse("JC"))]
    >>> voids_shown([plays], Suit.HEARTS), voids_shown([plays], Suit.SPADES)
    ((0, 8, 0, 0), (0, 0, 0, 0))
    >>> voids_shown([plays], None)
    (0, 8, 0, 0)
    """
    numbers = tables_for(trump).suit_number
    voids = [0] * players
    for plays in tricks:
        if plays:
            led = numbers[plays[0][1].index]
            for seat, card in plays:
                if numbers[card.index] != led:
                    voids[seat] |= 1 << led
    return tuple(voids)


def suits_in(mask: int) -> set[Suit]:
    """The suits of a mask of suit numbers, such as one of :func:`voids_shown`.

    >>> sorted(suits_in(0b1010), key=SUITS.index)
    [Suit.DIAMONDS, Suit.SPADES]
    """
    return {suit for number, suit in enumerate(SUITS) if mask >> number & 1}


LOW_HALF_BITS = 12
"""The bits of a mask's low half (clubs and diamonds); the high half holds
the rest (hearts, spades and the Joker)."""
LOW_HALF: int = (1 << LOW_HALF_BITS) - 1
"""The mask of the low half's bits."""


def mask_halves(
    items: tuple[_T, ...],
) -> tuple[tuple[tuple[_T, ...], ...], tuple[tuple[_T, ...], ...]]:
    """Two look-up tables that turn a mask of cards into the items of its
    cards (``items[i]`` for card ``i``) in deck order, without a loop: the
    first by the mask's low :data:`LOW_HALF_BITS` bits, the second by the
    rest, so that ``low[mask & LOW_HALF] + high[mask >> LOW_HALF_BITS]`` is
    the tuple (the deck size is the number of items)."""

    def table(offset: int, width: int) -> tuple[tuple[_T, ...], ...]:
        return tuple(
            tuple(items[offset + bit] for bit in range(width) if mask >> bit & 1)
            for mask in range(1 << width)
        )

    return table(0, LOW_HALF_BITS), table(LOW_HALF_BITS, len(items) - LOW_HALF_BITS)


NAME_TRUMPS: tuple[NameTrump, ...] = tuple(NameTrump(suit) for suit in SUITS)
"""A ``NameTrump`` of each suit, by suit number, shared like :data:`PLAYS`."""
ALONE_CHOICES: tuple[Pass | GoAlone, ...] = (Pass(), GoAlone())
"""The choices of a player asked whether to go alone."""
ALONE_OR_CALL: tuple[Pass | GoAlone | CallForBest, ...] = (
    *ALONE_CHOICES,
    CallForBest(),
)
"""The same choices where a lone player may call for best instead."""
MOON_CHOICES: tuple[Pass | CallForBest, ...] = (Pass(), CallForBest())
"""The choices of the moon's maker, who plays alone: to call for best or
not."""
PLAYS: tuple[Play, ...] = tuple(Play(card) for card in DECK)
"""A ``Play`` of each card, by index: the engine hands out these shared
objects, so that it finds a chosen play by identity."""
PLAY_HALVES = mask_halves(PLAYS)
"""The two tables of :func:`mask_halves` for the :data:`PLAYS`."""
SEAT_CARD: tuple[tuple[tuple[tuple[int, Card]], ...], ...] = tuple(
    tuple(((seat, card),) for card in DECK) for seat in range(MOST_PLAYERS)
)
"""Every ``(seat, card)`` pair, made once, in a tuple of one to add to a
trick: ``SEAT_CARD[seat][index]``."""
_DISCARD_HALVES = mask_halves(tuple(Discard(card) for card in DECK))
_GIVE_HALVES = mask_halves(tuple(Give(card) for card in DECK))
_CARD_HALVES = mask_halves(DECK)


def plays_of(mask: int) -> tuple[Play, ...]:
    """A ``Play`` for each card of a mask, in deck order.

    >>> cards = [Card.parse(text) for text in ("Joker", "AS", "9C", "JH")]
    >>> [str(play) for play in plays_of(mask_of(cards))]
    ['play 9C', 'play JH', 'play AS', 'play Joker']
    """
    low, high = PLAY_HALVES
    return low[mask & LOW_HALF] + high[mask >> LOW_HALF_BITS]


def discards_of(mask: int) -> tuple[Discard, ...]:
    """A ``Discard`` for each card of a mask, in deck order."""
    low, high = _DISCARD_HALVES
    return low[mask & LOW_HALF] + high[mask >> LOW_HALF_BITS]


def gives_of(mask: int) -> tuple[Give, ...]:
    """A ``Give`` for each card of a mask, in deck order."""
    low, high = _GIVE_HALVES
    return low[mask & LOW_HALF] + high[mask >> LOW_HALF_BITS]


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, in deck order."""
    low, high = _CARD_HALVES
    return low[mask & LOW_HALF] + high[mask >> LOW_HALF_BITS]

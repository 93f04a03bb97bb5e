"""Precomputed tables behind the fast game engine.

The game state keeps each hand as a *bitmask*: bit ``i`` is set when the
hand holds ``deck()[i]`` (card ``i`` in deck order, the Joker is bit 24).
Removing a card is one XOR, and the cards of a suit are one AND away, so
the engine never sorts or searches a list on its hot path.

Three kinds of table turn masks back into values without a loop:

- :data:`TRUMP_TABLES` holds, for each trump suit, every card's effective
  suit and trick-taking power, and for each card the mask of all cards that
  share its effective suit (the *follow mask*: what a player must play, if
  held, when that card is led), plus the mask of all trumps, and for each
  card led every card's strength in that trick.
- :func:`plays_of`, :func:`discards_of` and :func:`cards_of` turn a mask
  into the tuple of ``Play`` actions, ``Discard`` actions or cards it
  stands for, in deck order.  Each suit is six consecutive bits, so they
  look up each suit's six bits in a table of the 64 ready-made tuples for
  that suit and add the Joker: four lookups and a few tuple additions, for
  any number of cards.  ``plays_of``, on the hot path of every card play,
  looks up the mask's two halves instead: its low 12 bits (clubs and
  diamonds) in a table of 4,096 tuples and its high 13 (hearts, spades and
  the Joker) in one of 8,192, so one addition and no test for the Joker.
  (The game state's ``legal_actions`` does the same lookups written out, to
  save a call.)

>>> from hasenpfeffer import Card, Suit
>>> from hasenpfeffer.tables import TRUMP_TABLES, cards_of, mask_of
>>> mask = mask_of([Card.parse("JD"), Card.parse("AH"), Card.parse("Joker")])
>>> [str(card) for card in cards_of(mask)]
['JD', 'AH', 'Joker']
>>> hearts = TRUMP_TABLES[Suit.HEARTS]
>>> [str(card) for card in cards_of(mask & hearts.follow[Card.parse("9H").index])]
['JD', 'AH', 'Joker']
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple, TypeVar

from .actions import Discard, Play
from .cards import _DECK, _EFFECTIVE_SUIT, _POWER, Card, Suit

__all__ = [
    "TRUMP_TABLES",
    "TrumpTables",
    "cards_of",
    "discards_of",
    "mask_of",
    "plays_of",
]

_T = TypeVar("_T")
_JOKER_BIT = 1 << 24


class TrumpTables(NamedTuple):
    """Everything the engine needs to know about one trump suit.

    Attributes:
        trump: the trump suit.
        suit: each card's effective suit, by deck index.
        power: each card's strength within its effective suit, by deck
            index (plain cards 9 to 14, trumps 20 to 27).
        follow: for each card, the mask of the cards of its effective suit.
        trump_mask: the mask of the eight trumps.
        strength: for each card led, each card's strength in that trick:
            its power if it is a trump or follows the card led, else -1
            (a card that can't win), so that the trick goes to the
            strongest card.
    """

    trump: Suit
    suit: tuple[Suit, ...]
    power: tuple[int, ...]
    follow: tuple[int, ...]
    trump_mask: int
    strength: tuple[tuple[int, ...], ...]


def mask_of(cards: Iterable[Card]) -> int:
    """The bitmask of a collection of cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def _tables(trump: Suit) -> TrumpTables:
    suits = _EFFECTIVE_SUIT[trump]
    by_suit = {
        suit: mask_of(c for c in _DECK if suits[c.index] is suit) for suit in Suit
    }
    power = _POWER[trump]
    return TrumpTables(
        trump=trump,
        suit=suits,
        power=power,
        follow=tuple(by_suit[suits[card.index]] for card in _DECK),
        trump_mask=by_suit[trump],
        strength=tuple(
            tuple(
                power[card.index]
                if suits[card.index] in (trump, suits[led.index])
                else -1
                for card in _DECK
            )
            for led in _DECK
        ),
    )


TRUMP_TABLES: dict[Suit, TrumpTables] = {trump: _tables(trump) for trump in Suit}
"""The :class:`TrumpTables` of each trump suit."""


def _by_suit(items: tuple[_T, ...]) -> tuple[tuple[tuple[_T, ...], ...], ...]:
    """For each suit's six bits, the items of every subset as a tuple."""
    return tuple(
        tuple(
            tuple(items[6 * suit + bit] for bit in range(6) if mask >> bit & 1)
            for mask in range(64)
        )
        for suit in range(4)
    )


def _by_halves(items: tuple[_T, ...]) -> tuple[tuple[tuple[_T, ...], ...], ...]:
    """For the low 12 bits of a mask (clubs and diamonds), then for the high
    13 (hearts, spades and the Joker), the items of every subset as a
    tuple."""
    return tuple(
        tuple(
            tuple(items[offset + bit] for bit in range(width) if mask >> bit & 1)
            for mask in range(1 << width)
        )
        for offset, width in ((0, 12), (12, 13))
    )


_PLAYS = tuple(Play(card) for card in _DECK)
_DISCARDS = tuple(Discard(card) for card in _DECK)
_CARD_TABLE = _by_suit(_DECK)
_PLAY_TABLE = _by_halves(_PLAYS)
_DISCARD_TABLE = _by_suit(_DISCARDS)
_JOKER_CARD = (_DECK[24],)
_JOKER_DISCARD = (_DISCARDS[24],)


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, in deck order."""
    c, d, h, s = _CARD_TABLE
    cards = c[mask & 63] + d[mask >> 6 & 63] + h[mask >> 12 & 63] + s[mask >> 18 & 63]
    return cards + _JOKER_CARD if mask & _JOKER_BIT else cards


def plays_of(mask: int) -> tuple[Play, ...]:
    """A ``Play`` for each card of a mask, in deck order.

    >>> from hasenpfeffer import Card
    >>> cards = [Card.parse(text) for text in ("Joker", "AS", "9C", "JH")]
    >>> [str(play) for play in plays_of(mask_of(cards))]
    ['play 9C', 'play JH', 'play AS', 'play Joker']
    """
    low, high = _PLAY_TABLE
    return low[mask & 4095] + high[mask >> 12]


def discards_of(mask: int) -> tuple[Discard, ...]:
    """A ``Discard`` for each card of a mask, in deck order."""
    c, d, h, s = _DISCARD_TABLE
    found = c[mask & 63] + d[mask >> 6 & 63] + h[mask >> 12 & 63] + s[mask >> 18 & 63]
    return found + _JOKER_DISCARD if mask & _JOKER_BIT else found

"""Precomputed tables behind the fast game engine (built by the engine's
private rules kernel, and shown here for programs that search positions).

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
  stands for, in deck order.  Each looks up the mask's two halves: its
  low 12 bits (clubs and diamonds) in a table of 4,096 ready-made tuples
  and its high 13 (hearts, spades and the Joker) in one of 8,192, so one
  addition for any number of cards.  (The game state's ``legal_actions``
  does the same lookups written out, to save a call.)

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

from ._kernel import TRUMP_TABLES as KERNEL_TRUMP_TABLES
from ._kernel import TrumpTables, cards_of, discards_of, mask_of, plays_of
from .cards import Suit

__all__ = [
    "TRUMP_TABLES",
    "TrumpTables",
    "cards_of",
    "discards_of",
    "mask_of",
    "plays_of",
]

TRUMP_TABLES: dict[Suit, TrumpTables] = KERNEL_TRUMP_TABLES
"""The :class:`TrumpTables` of each trump suit."""

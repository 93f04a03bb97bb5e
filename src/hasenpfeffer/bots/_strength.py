"""The count of a hand's worth that the simple bots bid and play by.

>>> import hasenpfeffer as hp
>>> round(hand_strength([hp.JOKER, hp.Card.parse("AS")], hp.Suit.HEARTS), 2)
2.4
"""

from __future__ import annotations

from collections.abc import Sequence

from .._engine.tables import EFFECTIVE_SUIT, POWER
from ..cards import Card, Suit, check_trump
from ..errors import InvalidValueError, shown

__all__ = ["PARTNER_VALUE", "hand_strength"]

_TRUMP_VALUE = {27: 1.0, 26: 1.0, 25: 0.9, 24: 0.7, 23: 0.5}
"""Tricks expected from a trump by its power (Joker 27 down to king 23)."""
_SMALL_TRUMP_VALUE = 0.35
_OFF_ACE_VALUE = 0.7
_OFF_KING_VALUE = 0.2
PARTNER_VALUE = 0.7
"""Tricks the partner is expected to add."""


def hand_strength(hand: Sequence[Card], trump: Suit) -> float:
    """The number of tricks a hand may expect to help take with ``trump``.

    A count, not a prediction: high trumps count about a trick each, small
    trumps a third, aces of other suits most of a trick, and the partner is
    expected to add a little.

    >>> import hasenpfeffer as hp
    >>> hand = [hp.Card.parse(text) for text in ("Joker", "JH", "JD", "AH", "AS", "9C")]
    >>> round(hand_strength(hand, hp.Suit.HEARTS), 2)
    5.0

    Raises:
        InvalidValueError: ``hand`` is not a sequence of cards, or ``trump``
            not a suit.
    """
    check_trump(trump)
    if isinstance(hand, (str, bytes)) or not isinstance(hand, Sequence):
        raise InvalidValueError(f"hand must be a sequence of cards, not {shown(hand)}")
    for card in hand:
        if not isinstance(card, Card):
            raise InvalidValueError(f"hand must hold only cards, not {shown(card)}")
    suits = EFFECTIVE_SUIT[trump]
    powers = POWER[trump]
    total = PARTNER_VALUE
    for card in hand:
        power = powers[card.index]
        if suits[card.index] is trump:
            total += _TRUMP_VALUE.get(power, _SMALL_TRUMP_VALUE)
        elif power == 14:
            total += _OFF_ACE_VALUE
        elif power == 13:
            total += _OFF_KING_VALUE
    return total

"""The heuristic bots' estimate of the tricks a hand takes as makers.

A sum over the maker's cards under a trump suit, with a bonus by the seat
that leads first; the weights were fitted by least squares to double-dummy
results (see :mod:`hasenpfeffer.bots._heuristic`).

>>> from hasenpfeffer.bots._hand_estimate import best_of_seven
>>> from hasenpfeffer.cards import Card, Suit
>>> hand = [Card.parse(text).index for text in "Joker JH JD AH KH AS QC".split()]
>>> worth, discard = best_of_seven(hand, Suit.HEARTS, 0)
>>> round(worth, 2), discard == Card.parse("QC").index
(6.66, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from .._kernel import EFFECTIVE_SUIT, POWER
from ..cards import Suit
from ..rules import OpeningLead
from ..views import PlayerView

__all__ = ["best_of_seven", "estimate", "first_lead"]

# Weights of the trick estimate (least squares on double-dummy results; the
# constant raised by 0.3, which won more games between heuristic bots).
_BASE = 0.4
_TRUMP_WEIGHT = {27: 1.68, 26: 1.32, 25: 0.97, 24: 0.85, 23: 0.74}
"""By power: the Joker (27), right bower, left bower, ace and king of trump."""
_SMALL_TRUMP = 0.78
_LONG_TRUMPS = -0.09
"""Times the square of the trumps beyond two."""
_OFF_ACE = 0.5
_GUARDED_KING = 0.12
_VOID = 0.29
"""For each plain suit the hand lacks, if it holds a trump."""
_LEAD_BONUS = (0.43, 0.0, 0.5, 0.0)
"""By the seat that leads first, counted from the maker: the maker itself,
the next defender, the partner, the other defender."""


def estimate(hand: Sequence[int], trump: Suit, lead: int) -> float:
    """Tricks the makers may expect when the maker holds ``hand`` (card
    indices) under ``trump`` and the seat ``lead`` seats after the maker
    leads first."""
    suits = EFFECTIVE_SUIT[trump]
    powers = POWER[trump]
    total = _BASE + _LEAD_BONUS[lead]
    trumps = 0
    held: dict[Suit, list[int]] = {}
    for card in hand:
        power = powers[card]
        suit = suits[card]
        if suit is trump:
            trumps += 1
            total += _TRUMP_WEIGHT.get(power, _SMALL_TRUMP)
        else:
            held.setdefault(suit, []).append(power)
    for powers_held in held.values():
        if 14 in powers_held:
            total += _OFF_ACE
        if 13 in powers_held and len(powers_held) > 1:
            total += _GUARDED_KING
    if trumps:
        total += _VOID * (3 - len(held))
    if trumps > 2:
        total += _LONG_TRUMPS * (trumps - 2) ** 2
    return total


def best_of_seven(hand: Sequence[int], trump: Suit, lead: int) -> tuple[float, int]:
    """The best estimate of six of the seven ``hand`` cards, and the card to
    discard for it (the lowest of equally good discards)."""
    powers = POWER[trump]
    best: tuple[float, int] | None = None
    best_card = hand[0]
    for card in hand:
        rest = [other for other in hand if other != card]
        key = (round(estimate(rest, trump, lead), 9), -powers[card])
        if best is None or key > best:
            best, best_card = key, card
    assert best is not None
    return best[0], best_card


def first_lead(view: PlayerView, maker: int) -> int:
    """Who leads first, counted in seats after ``maker``, were ``maker`` to
    win the auction (nobody going alone)."""
    if view.rules.opening_lead is OpeningLead.MAKER:
        return 0
    return (view.dealer + 1 - maker) % 4

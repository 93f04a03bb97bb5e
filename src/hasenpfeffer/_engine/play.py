"""The end of a trick, the same in every game: the strongest card takes
it, its player leads next, and the last trick ends the hand.

Playing a card itself is the most frequent transition of all, and
:meth:`hasenpfeffer.state.GameState.apply` writes it out in place.
"""

from __future__ import annotations

from ..cards import Card
from .layout import (
    COMPLETED,
    LEADER,
    LED,
    SPEC,
    STRENGTH,
    TO_ACT,
    TRICK,
    WON,
    Value,
)
from .scoring import score_hand
from .tables import trick_taker, tricks_won_after

__all__ = ["take_trick"]

_WON_AFTER = tricks_won_after()
"""The tricks won by each side after the next trick, by the seat that
takes it."""


def take_trick(
    value: Value, new: Value, trick: tuple[tuple[int, Card], ...]
) -> int | None:
    """Write the state once the last card of ``trick`` is played: the seat
    that takes it leads next, or, when that was the hand's last trick
    (the taker's hand is empty, and so is every hand in play), the hand is
    scored.  Returns the seat to lead, or ``None`` once the hand is over."""
    taker = trick_taker(value[STRENGTH][trick[0][1].index], trick)
    tricks_won = _WON_AFTER[value[WON]][taker]
    new[TRICK] = ()
    new[LED] = 0
    new[COMPLETED] = value[COMPLETED] + ((value[LEADER], trick, taker),)
    new[WON] = tricks_won
    new[LEADER] = taker
    new[TO_ACT] = taker
    if new[taker]:
        return taker
    score_hand(value, new, tricks_won, value[SPEC].players)
    return None

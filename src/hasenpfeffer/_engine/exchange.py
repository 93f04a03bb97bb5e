"""Going alone, defending alone and calling for best: the choices after
the auction that every partnership game makes the same way, but for the
order in which the defenders are asked (the auction's
``defenders_in_turn``) and who leads (its ``start_play``).
"""

from __future__ import annotations

from collections.abc import Callable

from ..actions import Action, CallForBest, Give
from ..phases import Phase
from .layout import ACTIONS, LONE, MAKER, PHASE, RULES, SPEC, TO_ACT, Value
from .tables import (
    ALONE_CHOICES,
    ALONE_OR_CALL,
    CARD_BIT,
    MOON_CHOICES,
    PARTNER,
    gives_of,
)

__all__ = ["after_alone_choice", "after_call_for_best", "after_give", "alone_choices"]

StartPlay = Callable[[Value, Value, tuple[int, ...]], None]
"""An auction's step that opens the play, given who went alone."""
_IN_DISCARD, _IN_ALONE = Phase.DISCARD, Phase.ALONE
"""Read once: an enum member costs more to look up than a module name."""


def alone_choices(value: Value) -> tuple[Action, ...]:
    """The choices of going alone: to go alone or not (or, with
    ``call_for_best``, to call for best; the moon's maker, alone already,
    only whether to call for best), or, after a call for best, the cards
    the partner may give."""
    if value[ACTIONS][-1][1].__class__ is CallForBest:
        return gives_of(value[value[TO_ACT]])
    if value[SPEC].moon:
        return MOON_CHOICES  # the moon's maker is alone already
    return ALONE_OR_CALL if value[RULES].call_for_best else ALONE_CHOICES


def after_alone_choice(
    value: Value,
    new: Value,
    seat: int,
    alone: bool,
    defenders: tuple[int, int],
    start_play: StartPlay,
) -> None:
    """The maker, then (against a lone maker, with ``lone_defender``) each
    of ``defenders`` in turn, chooses whether to go alone; the first
    defender to go alone ends the asking.  A player who called for best
    goes alone once they have discarded."""
    maker = value[MAKER]
    first, second = defenders
    if seat == maker:
        if alone and value[RULES].lone_defender:
            new[PHASE] = _IN_ALONE
            new[LONE] = (maker,)
            new[TO_ACT] = first
        else:
            start_play(value, new, (maker,) if alone else ())
    elif alone:
        start_play(value, new, (maker, seat))
    elif seat == first:
        new[TO_ACT] = second
    else:
        start_play(value, new, value[LONE])


def after_call_for_best(new: Value, seat: int) -> None:
    """A maker going alone calls for their partner's best card: the partner
    gives it."""
    new[TO_ACT] = PARTNER[seat]


def after_give(new: Value, seat: int, action: Give) -> None:
    """The partner gives the card called for; the caller discards one."""
    bit = CARD_BIT[action.card.index]
    caller = PARTNER[seat]
    new[seat] ^= bit
    new[caller] |= bit
    new[PHASE] = _IN_DISCARD
    new[TO_ACT] = caller

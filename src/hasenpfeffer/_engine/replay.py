"""A pickled game state, accepted only when its game, replayed from the
start, reaches it: nothing in a pickle is trusted that the rules do not
rebuild.

>>> import pickle
>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(3)
>>> pickle.loads(pickle.dumps(state)) == state
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from ..errors import HasenpfefferError, InvalidValueError
from .hand import hand_history
from .layout import (
    DEALS,
    FIELDS,
    FIRST_DEALER,
    OPENING,
    PAST,
    RULES,
    SEED,
    SPEC,
    VALUE_SIZE,
    Value,
)
from .start import new_game_value, taken_up_value
from .tables import DECK, cards_of

if TYPE_CHECKING:
    from ..state import GameState

__all__ = ["LAYOUT", "unpickled"]

LAYOUT = 5
"""The version of the value list's layout.  A pickled state carries it, so
that a state pickled by a release with another layout is refused rather
than misread."""


def unpickled(
    layout: int, value: tuple[Any, ...], make: Callable[[Value], GameState]
) -> GameState:
    """The state of a pickle of ``layout`` holding ``value``, the state's
    list as a tuple; ``make`` makes a state of a list.

    Raises:
        InvalidValueError: the pickle is of another layout, or its history
            does not lead to it.
    """
    if layout != LAYOUT:
        raise InvalidValueError(
            "this game state was pickled by a hasenpfeffer release with another "
            "internal layout; save games as records (state.to_record()) to "
            "move them between releases"
        )
    if value.__class__ is not tuple or len(value) != len(FIELDS):
        raise InvalidValueError("not the value of a pickled game state")
    try:
        again = _replayed(value[:VALUE_SIZE], make)
    except (HasenpfefferError, TypeError, ValueError, AttributeError, IndexError):
        again = None
    if again is None or again != make(list(value)):
        raise InvalidValueError(
            "not a consistent pickled game state: its history does not lead to it"
        )
    return again


def _replayed(value: tuple[Any, ...], make: Callable[[Value], GameState]) -> GameState:
    """The game of a state's ``value`` played again from its rules, seed,
    first dealer, opening, deals and actions."""
    attrs.validate(value[RULES])  # a pickle may carry rules built by hand
    opening = value[OPENING]
    if opening is None:
        start = new_game_value(value[RULES], value[FIRST_DEALER], value[SEED])
    else:
        hands_dealt, scores = opening
        start = taken_up_value(
            value[RULES], value[FIRST_DEALER], value[SEED], hands_dealt, scores
        )
    state = make(start)
    players = start[SPEC].players
    current = hand_history([*value, *start[VALUE_SIZE:]])
    hands = (*value[PAST], current) if value[DEALS] else ()
    if len(hands) != len(value[DEALS]):
        return state
    for deal, actions in zip(value[DEALS], hands, strict=True):
        *masks, aside = deal
        cards = [cards_of(mask) for mask in masks[:players]]
        if isinstance(aside, tuple):
            state = state.deal(hands=cards, kitty=[DECK[index] for index in aside])
        else:
            state = state.deal(hands=cards, widow=DECK[aside])
        for seat, action in actions:
            state = state.apply(action, seat)
    return state

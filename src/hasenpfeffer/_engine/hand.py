"""A hand's frame, the same in every game: the value of a fresh deal, a
hand thrown in, and the opening of the play once the maker and who goes
alone are known.

Each function writes the new state's list ``new`` from the old one,
``value``; the steps of each auction call them (see :mod:`.steps`).
"""

from __future__ import annotations

from itertools import chain
from typing import Any

from ..dealing import Deal, check_seed
from ..phases import Phase
from ..scoring import HandResult
from ..tricks import Trick
from .layout import (
    ACTIONS,
    COMPLETED,
    DEALER,
    DEALS,
    DISCARDED,
    HAND_NUMBER,
    HANDS,
    LEADER,
    LONE,
    MAKER_TO_TRUMP,
    NEXT_SEAT,
    PAST,
    PHASE,
    RESULTS,
    SCORES,
    SEED,
    SPEC,
    TO_ACT,
    TRICK,
    TRICKS,
    WON,
    Value,
)
from .tables import DECK, PLAYS, cards_of

__all__ = [
    "deals_of",
    "hand_history",
    "new_hand",
    "open_play",
    "shuffle_key",
    "throw_in",
    "tricks_of",
]

_new_tuple = tuple.__new__
_PLAYS = PLAYS
_IN_DEAL, _IN_BIDDING, _IN_PLAY = Phase.DEAL, Phase.BIDDING, Phase.PLAY
"""Read once: an enum member costs more to look up than a module name."""


def shuffle_key(value: Value, number: int, seed: int | None) -> str:
    """The key that seeds the shuffle of hand ``number``: from ``seed``
    when one is given, else from the game's seed and the hand's number,
    under the game's ``deal_key``."""
    if seed is not None:
        return f"{value[SPEC].deal_key}/deal/{check_seed(seed)}"
    return f"{value[SPEC].deal_key}/game/{value[SEED]}/hand/{number}"


def new_hand(
    value: Value,
    number: int,
    masks: tuple[int, ...],
    deal: tuple[object, ...],
    hand_history: tuple[object, ...],
) -> Value:
    """The value once hand ``number`` is dealt as ``masks`` (recorded as
    ``deal``), the auction open: all but who is to act, the widow or kitty
    and the auction, which the game's auction sets.  ``hand_history`` is
    the finished hand's actions, kept in the past."""
    new = value.copy()
    # A game's first recorded hand has no hand before it in the past (a game
    # taken up from a position may begin at any hand number).
    new[PAST] = (*value[PAST], hand_history) if value[DEALS] else ()
    new[HAND_NUMBER] = number
    new[PHASE] = _IN_BIDDING
    # The value keeps four hands: in a game of three, seat 3's is empty.
    new[HANDS] = (*masks, 0) if len(masks) < 4 else masks
    new[MAKER_TO_TRUMP] = (None, None, None)
    new[DISCARDED] = None
    new[LONE] = ()
    new[LEADER] = None
    new[TRICK] = ()
    new[COMPLETED] = ()
    new[TRICKS] = ()
    new[WON] = (0,) * len(value[SCORES])  # none for each side
    new[ACTIONS] = ()
    new[DEALS] = (*value[DEALS], deal)
    return new


def throw_in(value: Value, new: Value, players: int) -> None:
    """End a hand that nobody would make: recorded, unscored, and the deal
    passes left."""
    new[TO_ACT] = None
    nothing = (0,) * len(value[SCORES])  # for each side
    # HandResult's fields in order, without its checks.
    result = _new_tuple(
        HandResult,
        (value[HAND_NUMBER], value[DEALER], None, None, None, nothing, nothing, ()),
    )
    new[PHASE] = _IN_DEAL
    new[DEALER] = (value[DEALER] + 1) % players
    new[RESULTS] = (*value[RESULTS], result)


def open_play(
    new: Value, leader: int, lone_players: tuple[int, ...], following: tuple[int, ...]
) -> None:
    """Open the play with ``leader`` to lead, given who went alone and the
    turn order that passes over the seats sitting out (``following``, from
    :func:`~.tables.turn_order`)."""
    new[PHASE] = _IN_PLAY
    new[TO_ACT] = leader
    new[LEADER] = leader
    new[LONE] = lone_players
    new[NEXT_SEAT] = following


def hand_history(value: Value) -> tuple[tuple[int, Any], ...]:
    """The ``(seat, action)`` pairs of the current (or last) hand: its
    calls and choices, then its card plays, read back from its tricks."""
    plays = chain(
        chain.from_iterable(plays for _, plays, _ in value[COMPLETED]),
        value[TRICK],
    )
    return (
        *value[ACTIONS],
        *((seat, _PLAYS[card.index]) for seat, card in plays),
    )


def tricks_of(value: Value) -> tuple[Trick, ...]:
    """The hand's finished tricks as :class:`~hasenpfeffer.tricks.Trick`
    values, made once: they are kept in the list ``value``, whose later
    states in the hand copy them."""
    completed = value[COMPLETED]
    tricks: tuple[Trick, ...] = value[TRICKS]
    if len(tricks) != len(completed):
        tricks = value[TRICKS] = (
            *tricks,
            *(_new_tuple(Trick, trick) for trick in completed[len(tricks) :]),
        )
    return tricks


def deals_of(value: Value) -> tuple[Deal, ...]:
    """The deal of every hand, in order."""
    players = value[SPEC].players
    return tuple(
        Deal(
            (cards_of(one), cards_of(two), cards_of(three), cards_of(four))[:players],
            *(
                (DECK[rest], ())
                if rest.__class__ is int
                else (None, tuple(DECK[card] for card in rest))
            ),
        )
        for one, two, three, four, rest in value[DEALS]
    )

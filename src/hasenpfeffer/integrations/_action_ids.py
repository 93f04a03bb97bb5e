"""The integer actions of the integrations: one fixed numbering for every
phase and every game, the table of :mod:`hasenpfeffer.integrations.encoding`.

>>> import hasenpfeffer as hp
>>> ACTION_IDS.play + hp.Card.parse("JH").index, ACTION_IDS.give
(52, 65)
"""

from __future__ import annotations

import operator

import attrs

from .._checks import check_instance
from ..actions import (
    BIG_PEPPER,
    LITTLE_PEPPER,
    MOON,
    Action,
    Bid,
    CallForBest,
    Discard,
    Give,
    GoAlone,
    NameTrump,
    NoTrump,
    Pass,
    Play,
)
from ..cards import Suit, deck
from ..errors import InvalidValueError, shown
from ..rules import Game, Rules
from ..state import GameState
from ..views import PlayerView
from ._game_shape import game_shape

__all__ = [
    "ACTION_IDS",
    "ALL_BIDS",
    "ActionIds",
    "action_mask",
    "action_to_id",
    "id_to_action",
    "legal_action_ids",
    "num_actions",
]

_DECK = deck()
ALL_BIDS: tuple[Bid, ...] = (
    *(Bid(tricks) for tricks in range(1, 7)),
    LITTLE_PEPPER,
    BIG_PEPPER,
)
"""Every bid an auction of bids may hold, in the order of their ids."""
_ACTIONS: tuple[Action, ...] = (
    Pass(),
    *ALL_BIDS,
    *(NameTrump(suit) for suit in Suit),
    *(Discard(card) for card in _DECK),
    *(Play(card) for card in _DECK),
    GoAlone(),
    CallForBest(),
    *(Give(card) for card in _DECK),
    NoTrump(),
    MOON,
)
_IDS: dict[Action, int] = {action: number for number, action in enumerate(_ACTIONS)}
_DEFAULT_GAME = Rules().game


@attrs.frozen
class ActionIds:
    """Where each kind of action starts in the numbering (see the table of
    :mod:`~hasenpfeffer.integrations.encoding`); :data:`ACTION_IDS` is the
    one instance.

    >>> import hasenpfeffer as hp
    >>> from hasenpfeffer.integrations.encoding import ACTION_IDS, id_to_action
    >>> str(id_to_action(ACTION_IDS.discard + hp.Card.parse("QC").index))
    'discard QC'

    Attributes:
        pass_: the id of a pass (in the auction, or declining to go alone).
        bid: ``bid + n`` is the id of a bid of n tricks (1 to 6).
        little_pepper: the id of little pepper.
        big_pepper: the id of big pepper.
        trump: ``trump + i`` names the i-th suit of clubs, diamonds,
            hearts, spades.
        discard: ``discard + i`` discards the card of index i (deck order).
        play: ``play + i`` plays the card of index i (deck order).
        go_alone: the id of going alone.
        call_for_best: the id of calling for best.
        give: ``give + i`` gives the card of index i (deck order) to a
            partner who called for best.
        no_trump: the id of naming no trump (Bid Euchre).
        moon: the id of the moon (Bid Euchre).
    """

    pass_: int
    bid: int
    little_pepper: int
    big_pepper: int
    trump: int
    discard: int
    play: int
    go_alone: int
    call_for_best: int
    give: int
    no_trump: int
    moon: int


ACTION_IDS = ActionIds(
    pass_=_IDS[Pass()],
    bid=_IDS[Bid(1)] - 1,
    little_pepper=_IDS[LITTLE_PEPPER],
    big_pepper=_IDS[BIG_PEPPER],
    trump=_IDS[NameTrump(Suit.CLUBS)],
    discard=_IDS[Discard(_DECK[0])],
    play=_IDS[Play(_DECK[0])],
    go_alone=_IDS[GoAlone()],
    call_for_best=_IDS[CallForBest()],
    give=_IDS[Give(_DECK[0])],
    no_trump=_IDS[NoTrump()],
    moon=_IDS[MOON],
)
"""Where each kind of action starts in the numbering (the ids are fixed:
``ACTION_IDS.play`` is always 38, ``ACTION_IDS.moon`` 91)."""


def num_actions(game: Game = _DEFAULT_GAME) -> int:
    """The size of ``game``'s action space: its ids are 0 to one less.

    >>> import hasenpfeffer as hp
    >>> num_actions(hp.Game.EUCHRE), num_actions(hp.Game.RAILROAD_EUCHRE)
    (64, 90)
    >>> num_actions(hp.Game.THREE_HANDED_EUCHRE), num_actions(hp.Game.BID_EUCHRE)
    (64, 92)

    Raises:
        InvalidValueError: the integrations do not play ``game``.
    """
    # Each game's space ends with the last kind of action it uses: the ids
    # appended for a game came after every earlier game's, so that none of
    # theirs changed (calling for best and giving a card, then no trump and
    # the moon).
    shape = game_shape(game)
    if shape.spec.moon:
        return ACTION_IDS.moon + 1
    if shape.calls_for_best:
        return ACTION_IDS.no_trump
    return ACTION_IDS.go_alone + 1


def action_to_id(action: Action) -> int:
    """The integer of an action (see the table of
    :mod:`~hasenpfeffer.integrations.encoding`).

    >>> import hasenpfeffer as hp
    >>> action_to_id(hp.Pass()), action_to_id(hp.BIG_PEPPER)
    (0, 8)

    Raises:
        InvalidValueError: ``action`` is not an action.
    """
    try:
        return _IDS[action]
    except (KeyError, TypeError):
        raise InvalidValueError(f"expected an action, not {shown(action)}") from None


def id_to_action(action_id: int, game: Game = _DEFAULT_GAME) -> Action:
    """The action of an integer of ``game``'s action space (0 to 63, in
    Railroad Euchre 0 to 89, in Bid Euchre 0 to 91).

    Any integer type works (NumPy's too); nothing else does (not a float,
    text, bytes or a decimal, even when it holds a whole number).

    >>> import hasenpfeffer as hp
    >>> str(id_to_action(9)), str(id_to_action(62))
    ('trump C', 'play Joker')
    >>> str(id_to_action(65 + 14, hp.Game.RAILROAD_EUCHRE))
    'give JH'
    >>> str(id_to_action(90, hp.Game.BID_EUCHRE)), str(id_to_action(91, hp.Game.BID_EUCHRE))
    ('no trump', 'moon')
    >>> id_to_action(64)
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: an action id is a whole number from 0 to 63, not 64

    Raises:
        InvalidValueError: ``action_id`` is not a whole number of
            ``game``'s action space.
    """  # noqa: E501
    try:
        number = -1 if isinstance(action_id, bool) else operator.index(action_id)
    except TypeError:
        number = -1
    size = num_actions(game)
    if not 0 <= number < size:
        raise InvalidValueError(
            f"an action id is a whole number from 0 to {size - 1}, "
            f"not {shown(action_id)}"
        )
    return _ACTIONS[number]


def legal_action_ids(source: GameState | PlayerView) -> list[int]:
    """The legal actions of a state (or of a seat's view) as sorted integers.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H")
    >>> legal_action_ids(state)
    [16, 17, 20, 24, 25, 31, 36]
    """
    check_instance(
        source, (GameState, PlayerView), "source", "a GameState or a PlayerView"
    )
    return sorted(_IDS[action] for action in source.legal_actions())


def action_mask(source: GameState | PlayerView) -> list[int]:
    """A list of ones and zeros, one where the action is legal, as long as
    the game's action space (:func:`num_actions`: 64, 90 in Railroad
    Euchre, 92 in Bid Euchre).

    >>> import hasenpfeffer as hp
    >>> mask = action_mask(hp.new_game(seed=1, dealer=0).deal())
    >>> len(mask), sum(mask), mask[:8]
    (64, 7, [1, 1, 1, 1, 1, 1, 1, 0])
    """
    check_instance(
        source, (GameState, PlayerView), "source", "a GameState or a PlayerView"
    )
    mask = [0] * num_actions(source.rules.game)
    for number in legal_action_ids(source):
        mask[number] = 1
    return mask

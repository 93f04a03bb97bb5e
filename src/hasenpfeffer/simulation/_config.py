"""What a simulation plays: its :class:`SimulationConfig`, checked as it is
made, and the seed of each of its games.

>>> config = SimulationConfig(games=4, seed=10, duplicate=True)
>>> [game_seed(config, index) for index in range(config.games)]
[10, 10, 11, 11]
"""

from __future__ import annotations

from typing import Any

import attrs

from .._checks import LARGEST_COUNT
from ..bots._base import DEFAULT_MAX_HANDS
from ..bots._specs import check_bot_spec, is_bot_spec
from ..dealing import MAX_DEALS, check_seed
from ..errors import InvalidValueError, shown
from ..games import spec_of
from ..rules import Rules
from ._bots import BOT_NAMES, BOTS_IN_WORDS

__all__ = ["SimulationConfig", "game_seed"]


def _check_name(instance: object, attribute: attrs.Attribute[Any], value: Any) -> None:
    if is_bot_spec(value):
        try:
            check_bot_spec(value)
        except InvalidValueError as error:
            raise InvalidValueError(f"{attribute.name}: {error}") from None
    elif value not in BOT_NAMES:
        raise InvalidValueError(
            f"{attribute.name} must be one of {BOTS_IN_WORDS}, not {shown(value)}"
        )


def _check_count(instance: object, attribute: attrs.Attribute[Any], value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InvalidValueError(
            f"{attribute.name} must be a positive whole number, not {shown(value)}"
        )
    if value > LARGEST_COUNT:
        raise InvalidValueError(
            f"{attribute.name} must be at most {LARGEST_COUNT}, not {shown(value)}"
        )


def _check_max_hands(
    instance: object, attribute: attrs.Attribute[Any], value: Any
) -> None:
    _check_count(instance, attribute, value)
    if value > MAX_DEALS:
        raise InvalidValueError(
            f"max_hands must be at most {MAX_DEALS}, the most hands a game deals, "
            f"not {value}"
        )


def _check_seed(instance: object, attribute: attrs.Attribute[Any], value: Any) -> None:
    check_seed(value)


@attrs.frozen
class SimulationConfig:
    """What to simulate.

    >>> SimulationConfig(games=10, seed=5).team1
    'random'

    Attributes:
        games: how many games; in a duplicate match, a multiple of the
            number of sides (two teams, or three players).
        seed: game ``i`` (from 0) uses seed ``seed + i``; in a duplicate
            match, the games of board ``j`` use seed ``seed + j``.
        team0: the bot of team 0, ``heuristic``, ``random``, ``search``
            or ``simple``, or a
            class of your own as ``module:Class``; in Three-Handed
            Euchre, the bot of player 0.
        team1: the bot of team 1, the same way; in Three-Handed Euchre,
            the bot of players 1 and 2.
        rules: the rule options of every game.
        max_hands: a game not over after this many hands is unfinished;
            at most :data:`LIMITS.deals <hasenpfeffer.records.LIMITS>`.
        samples: the deals a ``search`` bot solves per decision.
        swap_seats: whether the teams change seats every other game (in
            Three-Handed Euchre, whether the players move one seat to the
            left every game).
        duplicate: whether to play in boards of one game for each side,
            all dealt the same cards (see the module's introduction); the
            seats change within each board, so ``swap_seats`` must be true.
    """

    games: int = attrs.field(validator=_check_count)
    seed: int = attrs.field(default=0, validator=_check_seed)
    team0: str = attrs.field(default="heuristic", validator=_check_name)
    team1: str = attrs.field(default="random", validator=_check_name)
    rules: Rules = attrs.field(factory=Rules)
    max_hands: int = attrs.field(default=DEFAULT_MAX_HANDS, validator=_check_max_hands)
    samples: int = attrs.field(default=20, validator=_check_count)
    swap_seats: bool = True
    duplicate: bool = False

    def __attrs_post_init__(self) -> None:
        if self.duplicate:
            sides = spec_of(self.rules).sides
            if self.games % sides:
                raise InvalidValueError(
                    f"a duplicate match plays boards of {sides} games, one for "
                    f"each side: {self.games} games is not a whole number of boards"
                )
            if not self.swap_seats:
                raise InvalidValueError(
                    "a duplicate match changes seats within each board: it cannot "
                    "be played without swapping seats"
                )
        try:
            check_seed(game_seed(self, self.games - 1))
        except InvalidValueError:
            raise InvalidValueError(
                f"the seeds of {self.games} games from {shown(self.seed)} go past "
                "the largest seed"
            ) from None

    @property
    def boards(self) -> int:
        """The boards of a duplicate match (0 for a match that is not).

        >>> SimulationConfig(games=10, duplicate=True).boards
        5
        """
        return self.games // spec_of(self.rules).sides if self.duplicate else 0


def game_seed(config: SimulationConfig, index: int) -> int:
    """The seed of game ``index``: the board's in a duplicate match."""
    if config.duplicate:
        return config.seed + index // spec_of(config.rules).sides
    return config.seed + index

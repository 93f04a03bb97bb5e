"""The games of the family, each described by a :class:`GameSpec`.

Each game is one module of this package holding its spec; the registry
``SPECS`` (internal) maps every :class:`~hasenpfeffer.rules.Game` to it,
and :func:`spec_of` finds the spec of a game or of a set of rules.  The
registry also says which game ``Rules()`` plays and which games take each
option that only some take, from the table of the options (``OPTIONS``,
internal, which describes each option once):
:class:`~hasenpfeffer.rules.Rules` and every reader of options ask them.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.games import spec_of
>>> spec_of(hp.Rules(game=hp.Game.RAILROAD_EUCHRE)).deck_size
25
>>> [spec_of(game).players for game in hp.Game]
[4, 4, 3, 4, 4]
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from .._public import published
from ..errors import InvalidValueError, shown
from . import bid_euchre, euchre, hasenpfeffer, railroad, three_handed
from ._game import Game as Game

# The table of the options, for Rules and every reader of options.
from ._option_table import MAX_ALONE_MULTIPLIER as MAX_ALONE_MULTIPLIER
from ._option_table import MAX_TARGET_SCORE as MAX_TARGET_SCORE
from ._option_table import OPTIONS as OPTIONS
from ._option_table import OPTIONS_BY_NAME as OPTIONS_BY_NAME
from ._option_table import Option as Option
from ._option_table import Switch as Switch
from ._spec import AuctionKind, GameSpec

if TYPE_CHECKING:
    from ..rules import Rules

__all__ = ["AuctionKind", "GameSpec", "spec_of"]

SPECS: Mapping[Game, GameSpec] = MappingProxyType(
    {
        spec.game: spec
        for spec in (
            hasenpfeffer.SPEC,
            euchre.SPEC,
            three_handed.SPEC,
            railroad.SPEC,
            bid_euchre.SPEC,
        )
    }
)
"""Every game's spec, in the order of :class:`~hasenpfeffer.rules.Game`."""

DEFAULT_GAME: Game = hasenpfeffer.SPEC.game
"""The game that ``Rules()`` plays: the source page's."""

OPTION_OWNERS: Mapping[str, tuple[frozenset[Game], str]] = MappingProxyType(
    {
        option.name: (
            frozenset(
                game for game, spec in SPECS.items() if option.name in spec.own_options
            ),
            option.owners,
        )
        for option in OPTIONS
        if option.owners
    }
)
"""The options that only some games take, each with those games and the
words that name them: another game takes the option at its default only."""

GAME_DEPENDENT: frozenset[str] = frozenset(
    option.name
    for option in OPTIONS
    if option.default is None
    or any(option.name in spec.option_defaults for spec in SPECS.values())
)
"""The options whose default depends on the game: those that a game's
spec gives a default of its own, and those that every game does."""


def spec_of(game: Game | Rules) -> GameSpec:
    """The spec of ``game``, or of the game that ``rules`` play.

    >>> import hasenpfeffer as hp
    >>> spec_of(hp.Game.EUCHRE).aside
    'kitty'

    Raises:
        InvalidValueError: ``game`` is neither a game nor rules.
    """
    try:
        # Rules stand above the games: they are known by their game.
        return SPECS[game if isinstance(game, Game) else game.game]
    except (AttributeError, KeyError, TypeError):
        raise InvalidValueError(
            f"expected a game or rules, not {shown(game)}"
        ) from None


published(__name__, AuctionKind, GameSpec, spec_of)

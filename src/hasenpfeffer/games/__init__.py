"""The games of the family, each described by a :class:`GameSpec`.

Each game is one module of this package holding its spec; the registry
``SPECS`` (internal) maps every :class:`~hasenpfeffer.rules.Game` to it,
and :func:`spec_of` finds the spec of a game or of a set of rules.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.games import spec_of
>>> spec_of(hp.Rules(game=hp.Game.RAILROAD_EUCHRE)).deck_size
25
>>> [spec_of(game).players for game in hp.Game]
[4, 4, 3, 4]
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .._public import published
from ..errors import InvalidValueError, shown
from ..rules import Game, Rules
from . import euchre, hasenpfeffer, railroad, three_handed
from ._spec import AuctionKind, GameSpec

__all__ = ["AuctionKind", "GameSpec", "spec_of"]

SPECS: Mapping[Game, GameSpec] = MappingProxyType(
    {
        spec.game: spec
        for spec in (
            hasenpfeffer.SPEC,
            euchre.SPEC,
            three_handed.SPEC,
            railroad.SPEC,
        )
    }
)
"""Every game's spec, in the order of :class:`~hasenpfeffer.rules.Game`."""


def spec_of(game: Game | Rules) -> GameSpec:
    """The spec of ``game``, or of the game that ``rules`` play.

    >>> import hasenpfeffer as hp
    >>> spec_of(hp.Game.EUCHRE).aside
    'kitty'

    Raises:
        InvalidValueError: ``game`` is neither a game nor rules.
    """
    if isinstance(game, Rules):
        game = game.game
    try:
        return SPECS[game]
    except (KeyError, TypeError):
        raise InvalidValueError(
            f"expected a game or rules, not {shown(game)}"
        ) from None


published(__name__, AuctionKind, GameSpec, spec_of)

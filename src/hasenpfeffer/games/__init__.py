"""The games of the family, each described by a :class:`GameSpec`.

Each game is one module of this package holding its spec; the registry
``SPECS`` (internal) maps every :class:`~hasenpfeffer.rules.Game` to it,
and :func:`spec_of` finds the spec of a game or of a set of rules.  The
registry also says which game ``Rules()`` plays and which games take each
option that only some take: :class:`~hasenpfeffer.rules.Rules` asks it.

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

from .._options import Game
from .._public import published
from ..errors import InvalidValueError, shown
from . import bid_euchre, euchre, hasenpfeffer, railroad, three_handed
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

_HASENPFEFFER_AUCTION = "Hasenpfeffer's auction and scoring"
_OWNERS = {
    "bidding": _HASENPFEFFER_AUCTION,
    "failed_contract": _HASENPFEFFER_AUCTION,
    "defenders_score_tricks": _HASENPFEFFER_AUCTION,
    "opening_lead": "Hasenpfeffer and Bid Euchre",
    "alone_multiplier": _HASENPFEFFER_AUCTION,
    "widow": "Hasenpfeffer, the one game of the family that deals a widow",
    "joker_upcard_suit": "Railroad Euchre",
    "call_for_best": "Railroad Euchre and of Bid Euchre's moon",
    "march_points": "Three-Handed Euchre",
    "min_bid": "Bid Euchre",
    "moon_points": "Bid Euchre",
    **dict.fromkeys(
        ("lone_hands", "lone_defender"),
        "Hasenpfeffer, Euchre and Railroad Euchre (in Three-Handed Euchre the "
        "maker always plays alone, in Bid Euchre only the moon's maker)",
    ),
}
"""The words that name the games taking each option of a spec's
``own_options``, in the order that rules check them."""

OPTION_OWNERS: Mapping[str, tuple[frozenset[Game], str]] = MappingProxyType(
    {
        name: (
            frozenset(game for game, spec in SPECS.items() if name in spec.own_options),
            words,
        )
        for name, words in _OWNERS.items()
    }
)
"""The options that only some games take, each with those games and the
words that name them: another game takes the option at its default only."""


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

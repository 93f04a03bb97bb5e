"""The parts of the referee's JSON schema that follow the games, made from
the games' specs (see :mod:`hasenpfeffer.records._schema`, which makes the
record schema's, and ``scripts/write_schemas.py``, which writes both).

>>> [variant["required"] for variant in view_variants()][:2]
[['auction', 'contract', 'widow'], ['upcard', 'calls']]
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ._words import listed
from .errors import RULE_CODES
from .games import SPECS
from .records._schema import deal_name, game_is, seat_schema
from .rules import Game
from .views import GAME_FIELDS, other_games_fields

__all__ = ["REFEREE_PARTS", "view_variants"]

_RECORD = "urn:hasenpfeffer:schema:game-record:1"


def view_variants() -> list[dict[str, Any]]:
    """The views of the games, one variant for each set of the fields that
    only some games' views carry, with the games that carry it."""
    groups: dict[frozenset[str], list[Game]] = {}
    for game in Game:
        groups.setdefault(other_games_fields(game), []).append(game)
    variants = []
    for left_out, games in groups.items():
        own = [name for name in GAME_FIELDS if name not in left_out]
        variants.append(
            {
                "description": f"A view of {listed(game.title for game in games)} "
                f"carries {listed(own)}.",
                "properties": {"rules": game_is(games)},
                "required": own,
                "propertyNames": {
                    "not": {"enum": [name for name in GAME_FIELDS if name in left_out]}
                },
            }
        )
    return variants


def _cards() -> dict[str, Any]:
    return {
        "description": "The cards of a hand as dealt, written as in a record's "
        "deals: the hands, with the widow or the kitty (the upcard first) of "
        "a game that deals one.",
        "anyOf": [{"$ref": f"{_RECORD}#/$defs/{deal_name(game)}"} for game in SPECS],
    }


def _rule() -> dict[str, Any]:
    return {
        "description": "For illegal_action, the code of the rule that forbids "
        "the action (see the page of the rule codes).",
        "enum": list(RULE_CODES),
    }


def _games() -> dict[str, Any]:
    return {"type": "array", "items": {"enum": [game.value for game in Game]}}


REFEREE_PARTS: dict[tuple[str, ...], Callable[[], object]] = {
    ("$defs", "seat"): seat_schema,
    ("$defs", "cards"): _cards,
    ("$defs", "view", "oneOf"): view_variants,
    ("$defs", "welcome", "properties", "games"): _games,
    ("$defs", "error", "properties", "rule"): _rule,
}
"""The parts of ``referee.schema.json`` made here, by their path."""

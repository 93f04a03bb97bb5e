"""The parts of the shipped JSON schemas that follow the games and the
options, made from the games' specs and the table of the options.

The schemas in ``hasenpfeffer/schemas`` are files, so that any language
can read them; the parts listed in :data:`RECORD_PARTS` (the record's rules,
the cards, the actions, each game's deal, which deal a game's record
holds) are written from here
by ``scripts/write_schemas.py``, and a test checks that the files hold
them.  A game or an option is then added in ``games/`` and the schemas are
written again; nothing in them is edited by hand.

>>> rules = rules_schema()
>>> rules["properties"]["game"]["enum"][:2], rules["properties"]["min_bid"]["maximum"]
(['hasenpfeffer', 'euchre'], 6)
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable
from typing import Any

from .._words import in_words, listed
from ..actions import ALL_ACTIONS
from ..games import (
    DEFAULT_GAME,
    GAME_DEPENDENT,
    OPTIONS,
    OPTIONS_BY_NAME,
    SPECS,
    GameSpec,
)
from ..rules import Game, Rules, options_of
from ._json import WRITTEN_WHEN_CHANGED

__all__ = [
    "RECORD_PARTS",
    "deal_name",
    "game_is",
    "record_defs",
    "rules_schema",
    "seat_schema",
]

JsonObject = dict[str, Any]

_MOST_PLAYERS = max(spec.players for spec in SPECS.values())


def _json(value: object) -> object:
    return value.value if isinstance(value, enum.Enum) else value


def game_is(games: Iterable[Game]) -> JsonObject:
    """A condition on rules: their game is one of ``games`` (the default
    game also when the rules name none)."""
    chosen = list(games)
    values = [game.value for game in chosen]
    condition: JsonObject = {
        "properties": {
            "game": {"const": values[0]} if len(values) == 1 else {"enum": values}
        }
    }
    if DEFAULT_GAME not in chosen:
        condition["required"] = ["game"]
    return condition


def _option_schema(name: str) -> JsonObject:
    option = OPTIONS_BY_NAME[name]
    schema: JsonObject
    if option.choices:
        schema = {"enum": [_json(value) for value in option.choices]}
    elif option.kind is bool:
        schema = {"type": "boolean"}
    else:
        schema = {"type": "integer", "minimum": 1, "maximum": option.highest}
    words = []
    if name in GAME_DEPENDENT:
        by_game = ", ".join(
            f"{_json(getattr(Rules(game=game), name))} in {game.title}" for game in Game
        )
        words.append(f"Its default is the game's own: {by_game}.")
    # The default of rules that name no game.
    schema["default"] = _json(getattr(Rules(), name))
    if option.owners:
        words.append(
            f"An option of {option.owners}; the other games take its default only."
        )
    if name in WRITTEN_WHEN_CHANGED:
        words.append(f"Written only when not {_json(option.default)}.")
    if words:
        schema["description"] = " ".join(words)
    return schema


def _values_taken(game: Game, name: str, values: Iterable[object]) -> list[object]:
    taken = []
    for value in values:
        option: dict[str, Any] = {name: value}
        try:
            Rules(game=game, **option)
        except ValueError:
            continue
        taken.append(value)
    return taken


def _game_conditions() -> list[JsonObject]:
    """Each game's options: those it does not take at its default only, and
    the values it takes of an option it takes in part."""
    conditions = []
    for game in Game:
        defaults = Rules(game=game)
        then: JsonObject = {}
        for option in OPTIONS:
            if option.name not in options_of(game):
                then[option.name] = {"const": _json(getattr(defaults, option.name))}
            elif option.choices:
                taken = _values_taken(game, option.name, option.choices)
                if len(taken) < len(option.choices):
                    then[option.name] = {"enum": [_json(value) for value in taken]}
        if then:
            conditions.append({"if": game_is([game]), "then": {"properties": then}})
    return conditions


def _lone_hands_conditions() -> list[JsonObject]:
    """An option about going alone needs lone hands: set, or left out in a
    game where they are on by default, or a game with the moon."""
    on_by_default = [game for game in Game if Rules(game=game).lone_hands]
    moon = [game for game in Game if SPECS[game].moon]
    conditions = []
    for option in OPTIONS:
        if not option.needs_lone_hands:
            continue
        ways: list[JsonObject] = [
            {"properties": {"lone_hands": {"const": True}}, "required": ["lone_hands"]}
        ]
        if on_by_default:
            ways.append({"not": {"required": ["lone_hands"]}, **game_is(on_by_default)})
        if moon:
            ways.append(game_is(moon))
        conditions.append(
            {
                "if": {
                    "properties": {option.name: {"const": True}},
                    "required": [option.name],
                },
                "then": {"anyOf": ways},
            }
        )
    return conditions


def rules_schema() -> JsonObject:
    """The schema of a record's ``rules``."""
    lone = [option.name for option in OPTIONS if option.needs_lone_hands]
    moon = [game for game in Game if SPECS[game].moon]
    description = (
        "The rule options; one left out takes its default (the game's own "
        f"default for {', '.join(sorted(GAME_DEPENDENT))}). {' and '.join(lone)} "
        "need lone hands: lone_hands true, or left out in a game where it "
        "defaults to true"
    )
    if moon:
        description += (
            f"; in {listed(game.title for game in moon)} the moon's maker plays "
            "alone, so they need no lone hands there"
        )
    properties: JsonObject = {
        "game": {
            "enum": [game.value for game in Game],
            "default": DEFAULT_GAME.value,
            "description": (
                f"The game of the family; a record without it is of "
                f"{DEFAULT_GAME.title}. Each game takes some of the options, and "
                "the others at its own defaults only."
            ),
        },
        **{option.name: _option_schema(option.name) for option in OPTIONS},
    }
    return {
        "description": description + ".",
        "type": "object",
        "additionalProperties": False,
        "properties": properties,
        "allOf": [*_game_conditions(), *_lone_hands_conditions()],
    }


def deal_name(game: Game) -> str:
    """The name, among the schema's ``$defs``, of a deal of ``game``: the
    default game's is ``deal``."""
    return "deal" if game is DEFAULT_GAME else f"{game.value}_deal"


def _hand_name(game: Game) -> str:
    return "hand" if game is DEFAULT_GAME else f"{game.value}_hand"


def _card_name(spec: GameSpec) -> str:
    return "card" if spec.joker else "card_without_joker"


def _cards(size: int, card: str) -> JsonObject:
    return {
        "type": "array",
        "minItems": size,
        "maxItems": size,
        "uniqueItems": True,
        "items": {"$ref": f"#/$defs/{card}"},
    }


def _deal_words(spec: GameSpec) -> str:
    hands = f"the {in_words(spec.players)} hands of {in_words(spec.hand_size)}"
    if spec.kitty_size == 0:
        aside = f", every card of the {spec.deck_size} dealt (nothing aside)"
    elif spec.widow:
        aside = " and the widow"
    else:
        upcard = ", the upcard first" if spec.upcard else ""
        aside = f" and the kitty of {in_words(spec.kitty_size)}{upcard}"
    joker = "the Joker is in the deck" if spec.joker else "no Joker"
    return f"A {spec.title} deal: {hands}{aside}; {joker}."


def record_defs() -> JsonObject:
    """The record schema's ``$defs``: a seat, the cards, an action with its
    seat, and each game's hand and deal."""
    defs: JsonObject = {
        "seat": seat_schema(),
        "action": {
            "type": "object",
            "required": ["seat", "action"],
            "additionalProperties": False,
            "properties": {
                "seat": {"$ref": "#/$defs/seat"},
                "action": {"enum": [str(action) for action in ALL_ACTIONS]},
            },
        },
    }
    for joker in sorted({spec.joker for spec in SPECS.values()}, reverse=True):
        deck = next(spec for spec in SPECS.values() if spec.joker is joker)
        defs[_card_name(deck)] = {
            "description": "A card: nine to ace"
            + (
                " of each suit, or the Joker." if joker else " of each suit (no Joker)."
            ),
            "enum": [str(card) for card in deck.cards],
        }
    for game, spec in SPECS.items():
        card = _card_name(spec)
        hand = _hand_name(game)
        defs[hand] = {
            "description": f"A {spec.title} hand: {in_words(spec.hand_size)} cards.",
            **_cards(spec.hand_size, card),
        }
        properties: JsonObject = {
            "hands": {
                "description": f"The hands of seats {listed(map(str, spec.seats))}.",
                "type": "array",
                "minItems": spec.players,
                "maxItems": spec.players,
                "items": {"$ref": f"#/$defs/{hand}"},
            }
        }
        if spec.kitty_size and spec.widow:
            properties["widow"] = {"$ref": f"#/$defs/{card}"}
        elif spec.kitty_size:
            properties["kitty"] = _cards(spec.kitty_size, card)
        required = list(properties)
        properties["deal_order"] = {
            "description": "The deal's cards in the order they were dealt, "
            "where the record keeps it: different cards of the deal.",
            "type": "array",
            "minItems": 1,
            "maxItems": spec.deck_size,
            "uniqueItems": True,
            "items": {"$ref": f"#/$defs/{card}"},
        }
        defs[deal_name(game)] = {
            "description": _deal_words(spec),
            "type": "object",
            "required": required,
            "additionalProperties": False,
            "properties": properties,
        }
    return defs


def _record_conditions() -> list[JsonObject]:
    """Which deal each game's record holds, and its first dealer's seats."""
    conditions = []
    for game, spec in SPECS.items():
        then: JsonObject = {"deals": {"items": {"$ref": f"#/$defs/{deal_name(game)}"}}}
        if spec.players < _MOST_PLAYERS:
            then = {"first_dealer": {"maximum": spec.players - 1}, **then}
        conditions.append(
            {
                "if": {"properties": {"rules": game_is([game])}, "required": ["rules"]},
                "then": {"properties": then},
            }
        )
    return conditions


def seat_schema() -> JsonObject:
    fewer = [
        f"0 to {spec.players - 1} in {game.title}"
        for game, spec in SPECS.items()
        if spec.players < _MOST_PLAYERS
    ]
    return {
        "description": f"A seat: 0 to {_MOST_PLAYERS - 1}"
        + "".join(f", or {words}" for words in fewer)
        + " (a record or the referee refuses a seat its game does not have).",
        "type": "integer",
        "minimum": 0,
        "maximum": _MOST_PLAYERS - 1,
    }


RECORD_PARTS: dict[tuple[str, ...], Callable[[], object]] = {
    ("properties", "rules"): rules_schema,
    ("$defs",): record_defs,
    ("allOf",): _record_conditions,
}
"""The parts of ``game-record.schema.json`` made here, by their path."""

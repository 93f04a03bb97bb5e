"""Game records as JSON, and the JSON Schema that describes them.

The format is versioned and explicit, and meant to be read by programs in
any language::

    {
      "format": "hasenpfeffer-record",
      "version": 1,
      "rules": {"bidding": "standard", "all_pass": "redeal", ...},
      "seed": "1",
      "first_dealer": 0,
      "deals": [
        {"hands": [["9C", "QD", "JH", "KH", "QS", "Joker"], ...], "widow": "KC"}
      ],
      "actions": [
        {"seat": 1, "action": "bid 2"},
        {"seat": 2, "action": "pass"}
      ]
    }

* ``rules`` maps each option of :class:`~hasenpfeffer.rules.Rules` to its
  value: an enum option to its value (``"pepper"``, ``"stick_the_dealer"``),
  a yes-or-no option to ``true`` or ``false``, a number to a number.  An
  option left out takes its default.
* ``seed`` is written as a string of decimal digits, because seeds are often
  64-bit numbers, past what some JSON readers hold exactly; a JSON number is
  read too.  Either way a seed has at most 100 digits, and a string holds
  nothing but the digits and a leading ``-`` (no spaces, no line break).
* A whole number (``version``, ``first_dealer``, a seat, a number of the
  rules, a seed) may be written ``3`` or ``3.0`` or ``3e0``: JSON does not
  tell them apart, nor does JSON Schema.  A number with a fraction or an
  exponent is read as Python's :mod:`json` reads it, as a double (exact
  only up to 2**53), which is why seeds are written as strings.
* ``deals`` holds each hand's cards as dealt: the hands of seats 0 to 3 (six
  cards each) and the widow; in the Euchres the hands and the ``kitty``, the
  upcard first; in Bid Euchre, which deals every card, the hands alone
  (``{"hands": [...]}``).  A deal may also hold ``"deal_order"``, its
  cards in the order they were dealt, where the record keeps it (the
  ``deal_orders`` of :class:`~hasenpfeffer.records.GameRecord`).
  ``actions`` holds every action with its seat, in order, across all
  hands (the replay deals each hand when the one before it is over).
* Cards and actions are in the library's notation exactly as ``str(card)``
  and ``str(action)`` write them: ``"9C"``, ``"TH"``, ``"Joker"``;
  ``"pass"``, ``"bid 3"``, ``"little pepper"``, ``"big pepper"``,
  ``"moon"``, ``"trump H"``, ``"no trump"``, ``"discard 9C"``, ``"alone"``,
  ``"play JH"``.

The JSON Schema ships with the package as
``hasenpfeffer/schemas/game-record.schema.json``;
:func:`~hasenpfeffer.records.record_schema`
returns it.  The reader accepts exactly the data that the schema accepts,
less what no JSON Schema can say, which the reader refuses too: a card
dealt twice in one deal, and (in JSON text) a key given twice in one
object.  It reports the JSON path of the first fault.

>>> import hasenpfeffer as hp
>>> record = hp.new_game(seed=1, dealer=0).deal().bid(2).to_record()
>>> record_from_json(record_to_json(record)) == record
True
>>> record_from_json('{"format": "hasenpfeffer-record", "version": 2}')
Traceback (most recent call last):
...
hasenpfeffer.errors.RecordFormatError: $.version: version 2 is not supported (this library reads version 1)
"""  # noqa: E501

from __future__ import annotations

import enum
import json
import re
from typing import TYPE_CHECKING, Any, NoReturn

import attrs

from .._words import in_words
from ..actions import (
    ALL_ACTIONS,
    Action,
    parse_action,
)
from ..cards import Card, deck
from ..dealing import (
    MAX_SEED_DIGITS,
    Deal,
    check_deal_order,
    check_seed,
    explicit_deal,
    explicit_order_up_deal,
    parse_seed,
)
from ..errors import HasenpfefferError, RecordFormatError, shown
from ..games import spec_of
from ..rules import Game, Rules, options_of

if TYPE_CHECKING:
    from . import GameRecord

__all__ = [
    "FORMAT",
    "VERSION",
    "record_from_data",
    "record_from_json",
    "record_to_data",
    "record_to_json",
    "rules_from_dict",
    "rules_to_dict",
]

FORMAT = "hasenpfeffer-record"
"""The value of a record's ``"format"`` key."""
VERSION = 1
"""The version of the record format that this library writes and reads."""

UNNAMED_GAME = Rules().game
"""The game of a record whose rules name none: the default of
:class:`Rules`, by the format's definition."""

_DEAL_ORDER = "deal_order"
"""The key of a deal's order, which a deal may leave out."""
_KEYS = ("format", "version", "rules", "seed", "first_dealer", "deals", "actions")
_CARDS: dict[str, Card] = {str(card): card for card in deck()}
_ACTIONS: dict[str, Action] = {str(action): action for action in ALL_ACTIONS}


# -- rules -----------------------------------------------------------------------


def _rule_kinds() -> dict[str, type]:
    """Each option of :class:`Rules` and the type of its value."""
    defaults = Rules()
    return {
        field.name: type(getattr(defaults, field.name)) for field in attrs.fields(Rules)
    }


RULE_KINDS = _rule_kinds()
"""Each option of :class:`Rules` and the type of its value, in field order."""


def check_rule_number(name: str, number: int) -> None:
    """Raise what :class:`Rules` raises for the number option ``name`` set to
    ``number`` (the rules decide its range), in a game that takes it."""
    game = next(game for game in Game if name in options_of(game))
    options: dict[str, Any] = {name: number, "game": game}
    Rules(**options)


def rules_to_dict(rules: Rules) -> dict[str, str | bool | int]:
    """The rule options as JSON data: enum options by value.  A game other
    than :data:`UNNAMED_GAME` is named (``"game"``), with the options it
    takes.  ``widow`` is written only when it is not ``"taken"``, so that
    a record of the source page's game reads as it did before the option.

    >>> import hasenpfeffer as hp
    >>> data = rules_to_dict(hp.Rules(bidding=hp.Bidding.PEPPER))
    >>> data["bidding"], data["target_score"], data["lone_hands"]
    ('pepper', 10, False)
    >>> "widow" in data, rules_to_dict(hp.Rules(widow=hp.Widow.UNUSED))["widow"]
    (False, 'unused')
    """
    data: dict[str, str | bool | int] = {}
    if rules.game is not UNNAMED_GAME:
        data["game"] = rules.game.value
    for name in options_of(rules.game):
        value = getattr(rules, name)
        if name in WRITTEN_WHEN_CHANGED and value is _DEFAULTS[name]:
            continue
        data[name] = value.value if isinstance(value, enum.Enum) else value
    return data


WRITTEN_WHEN_CHANGED = ("widow",)
"""The options that a record writes only away from their default: those
added after records of their game were first written."""
_DEFAULTS = {name: getattr(Rules(), name) for name in WRITTEN_WHEN_CHANGED}


def rules_from_dict(data: object, path: str = "$.rules") -> Rules:
    """Rules from JSON data as :func:`rules_to_dict` writes it; an option
    left out takes its default.

    >>> rules_from_dict({"bidding": "pepper"}).bidding
    Bidding.PEPPER
    >>> rules_from_dict({"bidding": "auction"})
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.RecordFormatError: $.rules.bidding: expected one of "standard", "pepper", not "auction"

    Raises:
        RecordFormatError: an option is unknown or has a value it cannot
            take; the message gives its JSON path (``path`` is the path of
            ``data`` itself).
    """  # noqa: E501
    if not isinstance(data, dict):
        _fail(path, f"expected an object of rule options, not {_kind(data)}")
    options: dict[str, Any] = {}
    # The game first: it decides which options there are.
    for name, value in sorted(data.items(), key=lambda item: item[0] != "game"):
        kind = RULE_KINDS.get(name)
        where = _member(path, name)
        if kind is None:
            _fail(where, _unknown_option(data.get("game")))
        options[name] = _rule_value(name, kind, value, where)
    try:
        return Rules(**options)
    except HasenpfefferError as error:
        _fail(path, str(error))


def _unknown_option(game_name: object) -> str:
    """Why an option that no game has is refused (its location names it):
    the options of the game the rules name, a game already read."""
    game = Game(game_name) if game_name is not None else UNNAMED_GAME
    options = ", ".join(("game", *options_of(game)))
    return f"unknown rule option (the options of {game.title} are {options})"


def _rule_value(name: str, kind: type, value: object, where: str) -> object:
    if issubclass(kind, enum.Enum):
        for member in kind:
            if member.value == value and isinstance(value, str):
                return member
        choices = ", ".join(_show(member.value) for member in kind)
        _fail(where, f"expected one of {choices}, not {_show(value)}")
    if kind is bool:
        if not isinstance(value, bool):
            _fail(where, f"expected true or false, not {_show(value)}")
        return value
    number = _whole(value)
    if number is None:
        _fail(where, f"expected a whole number, not {_show(value)}")
    try:
        check_rule_number(name, number)
    except HasenpfefferError as error:
        _fail(where, str(error))
    return number


# -- writing ---------------------------------------------------------------------


def _deal_data(deal: Deal, game: Game, order: tuple[Card, ...]) -> dict[str, Any]:
    data: dict[str, Any] = {
        "hands": [[str(card) for card in hand] for hand in deal.hands]
    }
    if not spec_of(game).kitty_size:
        pass  # every card is dealt: nothing aside
    elif deal.widow is None:
        data["kitty"] = [str(card) for card in deal.kitty]
    else:
        data["widow"] = str(deal.widow)
    if order:
        data[_DEAL_ORDER] = [str(card) for card in order]
    return data


def record_to_data(record: GameRecord) -> dict[str, Any]:
    """The record as JSON data (what :func:`json.loads` of its JSON gives).

    >>> import hasenpfeffer as hp
    >>> data = record_to_data(hp.new_game(seed=5, dealer=3).to_record())
    >>> data["seed"], data["first_dealer"], data["deals"], data["actions"]
    ('5', 3, [], [])
    """
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": rules_to_dict(record.rules),
        "seed": str(record.seed),
        "first_dealer": record.first_dealer,
    }
    if record.start is not None:
        data["start"] = record.start
    orders = record.deal_orders or ((),) * len(record.deals)
    data["deals"] = [
        _deal_data(deal, record.rules.game, order)
        for deal, order in zip(record.deals, orders, strict=True)
    ]
    data["actions"] = [
        {"seat": seat, "action": str(action)} for seat, action in record.actions
    ]
    return data


def record_to_json(record: GameRecord) -> str:
    """The record as JSON text, one deal or action per line, ending in a
    newline.

    >>> import hasenpfeffer as hp
    >>> text = record_to_json(hp.new_game(seed=1, dealer=0).deal().pass_().to_record())
    >>> print(text[text.index('"actions"'):])
    "actions": [
        {"seat": 1, "action": "pass"}
      ]
    }
    <BLANKLINE>
    """
    data = record_to_data(record)
    lines = ["{"]
    for key in data:
        value = data[key]
        comma = "," if key != _KEYS[-1] else ""
        if isinstance(value, list):
            if not value:
                lines.append(f'  "{key}": []{comma}')
                continue
            lines.append(f'  "{key}": [')
            lines.extend(
                f"    {_dump(item)}{',' if number < len(value) - 1 else ''}"
                for number, item in enumerate(value)
            )
            lines.append(f"  ]{comma}")
        else:
            lines.append(f'  "{key}": {_dump(value)}{comma}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def _dump(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


# -- reading ---------------------------------------------------------------------


class _DuplicateKeyError(Exception):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise _DuplicateKeyError(key)
        data[key] = value
    return data


def _no_constants(name: str) -> NoReturn:
    raise ValueError(f"{name} is not a JSON value")


def record_from_json(text: str | bytes) -> GameRecord:
    """Read a record from JSON text (bytes are read as UTF-8).

    >>> record_from_json('{"format": "hasenpfeffer-record", "version": 1, "rules": {},'
    ...                  ' "seed": "7", "first_dealer": 2, "deals": [], "actions": []}')
    GameRecord(rules=Rules(...), seed=7, first_dealer=2, deals=(), actions=(), ...)

    Raises:
        RecordFormatError: the text is not JSON (the message gives the line
            and column), or not a record (the JSON path), or over
            :data:`LIMITS.size <hasenpfeffer.records.LIMITS>`.
    """
    from ._limits import decode_text

    text = decode_text(text)
    try:
        data = json.loads(
            text, object_pairs_hook=_no_duplicates, parse_constant=_no_constants
        )
    except json.JSONDecodeError as error:
        message = error.msg.removesuffix(" at").removesuffix(" starting")
        reason = f"not valid JSON: {message[:1].lower()}{message[1:]}"
        if not text[error.pos :].strip() or message == "Unterminated string":
            reason += " (the text ends too soon: is the record cut off?)"
        raise RecordFormatError(
            reason, location=f"line {error.lineno}, column {error.colno}"
        ) from None
    except _DuplicateKeyError as error:
        raise RecordFormatError(
            f"not a record: the key {_show(error.key)} appears twice in one object",
            location="JSON",
        ) from None
    except RecursionError:
        raise RecordFormatError(
            "not valid JSON for a record: nested too deeply", location="JSON"
        ) from None
    except ValueError as error:
        raise RecordFormatError(f"not valid JSON: {error}", location="JSON") from None
    return record_from_data(data)


def record_from_data(data: object) -> GameRecord:
    """Read a record from JSON data, checking every part and naming the JSON
    path of the first fault.

    >>> record_from_data({"format": "hasenpfeffer-record", "version": 1})
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.RecordFormatError: $: not a record: the key "rules" is missing

    Raises:
        RecordFormatError: the data is not a record of this format.
    """
    from . import GameRecord
    from ._limits import MAX_ACTIONS, MAX_DEALS

    if not isinstance(data, dict):
        _fail("$", f"a record is a JSON object, not {_kind(data)}")
    for key in data:
        if key not in _KEYS and key != "start":
            _fail(_member("$", key), f"unknown key {_show(key)}")
    if "format" in data and data["format"] != FORMAT:
        _fail("$.format", f'expected "{FORMAT}", not {_show(data["format"])}')
    if "version" in data:
        version = _whole(data["version"])
        if version is None:
            _fail(
                "$.version",
                f"expected the number {VERSION}, not {_show(data['version'])}",
            )
        if version != VERSION:
            _fail(
                "$.version",
                f"version {_show(version)} is not supported (this library reads "
                f"version {VERSION})",
            )
    for key in _KEYS:
        if key not in data:
            _fail("$", f"not a record: the key {_show(key)} is missing")
    rules = rules_from_dict(data["rules"])
    seed = _seed(data["seed"])
    dealer = _seat(data["first_dealer"], "$.first_dealer")
    deals = _array(data["deals"], "$.deals", MAX_DEALS, "deals")
    actions = _array(data["actions"], "$.actions", MAX_ACTIONS, "actions")
    start = data.get("start")
    if start is not None and not isinstance(start, str):
        _fail("$.start", f"expected a position line, not {_kind(start)}")
    read = [_deal(deal, f"$.deals[{n}]", rules.game) for n, deal in enumerate(deals)]
    orders = tuple(order for _, order in read)
    record = GameRecord(
        rules=rules,
        seed=seed,
        first_dealer=dealer,
        deals=tuple(deal for deal, _ in read),
        actions=tuple(
            _action(action, f"$.actions[{n}]") for n, action in enumerate(actions)
        ),
        deal_orders=orders,
    )
    if start is None:
        return record
    try:
        return attrs.evolve(record, start=start)
    except HasenpfefferError as error:
        _fail("$.start", str(error))


def _whole(value: object) -> int | None:
    """``value`` as a whole number if JSON Schema counts it one: an integer
    or a finite number with no fraction (``3.0``); else ``None``."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def _seat(value: object, path: str) -> int:
    seat = _whole(value)
    if seat is None or not 0 <= seat <= 3:
        _fail(path, f"a seat is 0, 1, 2 or 3, not {_show(value)}")
    return seat


def _seed(value: object) -> int:
    try:
        if isinstance(value, str):
            return parse_seed(value)
        number = _whole(value)
        if number is not None:
            return check_seed(number)
    except HasenpfefferError:
        pass
    _fail(
        "$.seed",
        f"expected a whole number of at most {MAX_SEED_DIGITS} decimal digits, "
        f"not {_show(value)}",
    )


def _array(value: object, path: str, limit: int, what: str) -> list[Any]:
    if not isinstance(value, list):
        _fail(path, f"expected an array, not {_kind(value)}")
    if len(value) > limit:
        _fail(path, f"{len(value)} {what} is over the limit of {limit} for a record")
    return value


def _object(value: object, path: str, keys: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(value, dict):
        expected = f"an object with the keys {', '.join(keys)}"
        _fail(path, f"expected {expected}, not {_kind(value)}")
    for key in value:
        if key not in keys:
            _fail(_member(path, key), f"unknown key {_show(key)}")
    for key in keys:
        if key not in value:
            _fail(path, f"the key {_show(key)} is missing")
    return value


def _card(value: object, path: str) -> Card:
    if isinstance(value, str):
        card = _CARDS.get(value)
        if card is not None:
            return card
        try:
            card = Card.parse(value)
        except HasenpfefferError as error:
            _fail(path, str(error))
        _fail(path, f"write the card {_show(value)} as {_show(str(card))}")
    _fail(path, f'expected a card such as "JH", not {_kind(value)}')


def _deal(value: object, path: str, game: Game) -> tuple[Deal, tuple[Card, ...]]:
    """The deal at ``path``, and the order it was dealt in (``()`` if not
    given)."""
    order: tuple[Card, ...] = ()
    if isinstance(value, dict) and _DEAL_ORDER in value:
        order = _deal_order(value[_DEAL_ORDER], f"{path}.{_DEAL_ORDER}")
        value = {key: item for key, item in value.items() if key != _DEAL_ORDER}
    shape = spec_of(game)
    aside = shape.aside
    data = _object(value, path, ("hands", aside) if shape.kitty_size else ("hands",))
    hands = data["hands"]
    if not isinstance(hands, list) or len(hands) != shape.players:
        _fail(
            f"{path}.hands",
            f"expected an array of {in_words(shape.players)} hands, not {_kind(hands)}",
        )
    size, words = shape.hand_size, in_words(shape.hand_size)
    cards: list[list[Card]] = []
    for seat, hand in enumerate(hands):
        where = f"{path}.hands[{seat}]"
        if not isinstance(hand, list) or len(hand) != size:
            _fail(where, f"expected an array of {words} cards, not {_kind(hand)}")
        cards.append([_card(card, f"{where}[{n}]") for n, card in enumerate(hand)])
    rest, where = data.get(aside, []), f"{path}.{aside}"
    if shape.widow:
        widow = _card(rest, where)
    elif not isinstance(rest, list) or len(rest) != shape.kitty_size:
        _fail(
            where,
            f"expected an array of {in_words(shape.kitty_size)} cards, "
            f"not {_kind(rest)}",
        )
    else:
        kitty = [_card(card, f"{where}[{n}]") for n, card in enumerate(rest)]
    try:
        if shape.widow:
            deal = explicit_deal(cards, widow)
        else:
            deal = explicit_order_up_deal(cards, kitty, game)
    except HasenpfefferError as error:
        _fail(path, str(error))
    try:
        check_deal_order(deal, order)
    except HasenpfefferError as error:
        _fail(f"{path}.{_DEAL_ORDER}", str(error))
    return deal, order


def _deal_order(value: object, path: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        _fail(path, f"expected an array of cards, not {_kind(value)}")
    if not value:
        _fail(path, "an order holds the cards dealt; leave the key out if not known")
    return tuple(_card(card, f"{path}[{n}]") for n, card in enumerate(value))


def _action(value: object, path: str) -> tuple[int, Action]:
    data = _object(value, path, ("seat", "action"))
    seat = _seat(data["seat"], f"{path}.seat")
    text = data["action"]
    if not isinstance(text, str):
        _fail(
            f"{path}.action", f'expected an action such as "bid 3", not {_kind(text)}'
        )
    action = _ACTIONS.get(text)
    if action is None:
        try:
            action = parse_action(text)
        except HasenpfefferError as error:
            _fail(f"{path}.action", str(error))
        _fail(f"{path}.action", f"write {_show(text)} as {_show(str(action))}")
    return seat, action


def _kind(value: object) -> str:
    """What a JSON value is, in words, with the value if it is short."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return f"an array of {len(value)}"
    return _show(value)


class _JsonText:
    """A JSON scalar whose ``repr`` is its JSON text, for :func:`shown`."""

    def __init__(self, value: str | float) -> None:
        self.value = value

    def __repr__(self) -> str:
        return json.dumps(self.value, ensure_ascii=False)


def _show(value: object) -> str:
    """A value in a message: a JSON value in JSON's notation, anything else
    (data not from JSON) by its type; long ones cut short."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return _kind(value)
    if isinstance(value, int):
        return shown(value)
    if isinstance(value, (str, float)):
        return shown(_JsonText(value))
    return f"a Python {type(value).__name__} (not JSON data)"


_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,39}")


def _member(path: str, key: object) -> str:
    """The JSON path of ``key`` in the object at ``path``: ``$.rules`` for a
    plain name, ``$["two words"]`` (quoted, escaped, cut short if long) for
    any other key, so that a path is always one short line.

    >>> _member("$", "rules"), _member("$.rules", "a\\nb")
    ('$.rules', '$.rules["a\\\\nb"]')
    """
    if isinstance(key, str) and _NAME.fullmatch(key):
        return f"{path}.{key}"
    return f"{path}[{_show(key)}]"


def _fail(path: str, reason: str) -> NoReturn:
    raise RecordFormatError(reason, location=path)

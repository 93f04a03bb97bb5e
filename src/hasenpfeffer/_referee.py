"""The referee protocol: games hosted over JSON messages, one per line.

``hasenpfeffer referee`` reads one JSON object a line on standard input and
writes one a line on standard output, so that a program in any language
can host games of the family with this library as the judge of the rules.
This module holds the protocol itself, with no input or output: a
:class:`Referee` holds the games of one session and answers each request,
given as a line of text or as decoded JSON data.  ``hasenpfeffer.cli.referee``
feeds it the lines of standard input.  The messages are described on the
referee's page of the documentation and specified by the JSON Schema that
:func:`referee_schema` returns.

>>> referee = Referee()
>>> print(referee.handle_line('{"type": "start", "game": "g", "seed": 1, "dealer": 0}'))
{"type": "started", "game": "g", "seed": "1", "first_dealer": 0, "players": 4, "rules": {"bidding": "standard", "all_pass": "redeal", "failed_contract": "tricks_won", "defenders_score_tricks": false, "opening_lead": "dealers_left", "tie_break": "makers_first", "target_score": 10, "lone_hands": false, "lone_defender": false, "alone_multiplier": 2}, "status": {"hand_number": 0, "dealer": 0, "phase": "deal", "to_act": null, "scores": [0, 0], "winner": null}}
>>> referee.handle({"type": "deal", "game": "g"})["status"]["to_act"]
1
>>> referee.handle({"type": "act", "game": "g", "seat": 2, "action": "pass"})
{'type': 'error', 'code': 'illegal_action', 'message': "it is seat 1's turn, not seat 2's", 'request': 'act', 'game': 'g', 'location': None, 'seat': 2, 'phase': 'bidding', 'action': 'pass', 'rule': 'not-your-turn', 'parameters': {'to_act': 1}}
"""  # noqa: E501

from __future__ import annotations

import json
from collections.abc import Callable
from importlib import resources
from typing import Any, NoReturn

from ._version import __version__
from .actions import parse_action
from .cards import deck
from .dealing import check_seed, parse_seed
from .errors import (
    HasenpfefferError,
    IllegalActionError,
    InvalidNotationError,
    InvalidValueError,
    RecordFormatError,
    shown,
)
from .games import spec_of
from .notation import from_notation
from .oracle import perft, validate
from .records import GameRecord, read_record
from .records._json import rules_from_dict, rules_to_dict
from .records._limits import MAX_RECORD_SIZE
from .rules import Game, Rules
from .state import GameState, new_game
from .views import PlayerView

__all__ = [
    "ERROR_CODES",
    "MAX_GAMES",
    "MAX_GAME_ID",
    "MAX_LINE_BYTES",
    "PROTOCOL_VERSION",
    "REQUEST_FIELDS",
    "Referee",
    "referee_schema",
]

PROTOCOL_VERSION = 1
"""The version of the protocol, which ``hello`` reports."""
MAX_LINE_BYTES = 2 * MAX_RECORD_SIZE + 1_000
"""The longest request line, in bytes of UTF-8 without its line break: room
for a ``validate`` request that carries a record of the largest size the
library reads (:data:`LIMITS.size <hasenpfeffer.records.LIMITS>` characters)
as a JSON string, whose escapes at most double the characters of the
library's ASCII notation."""
MAX_GAMES = 1_000
"""The most games that one referee holds at once."""
MAX_GAME_ID = 100
"""The longest game id, in characters."""

REQUEST_FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "hello": ((), ()),
    "start": ((), ("game", "rules", "seed", "dealer", "cards", "position")),
    "deal": (("game",), ("seed", "cards")),
    "view": (("game", "seat"), ()),
    "legal": (("game",), ()),
    "act": (("game", "seat", "action"), ()),
    "position": (("game",), ()),
    "perft": (("game", "depth"), ()),
    "record": (("game",), ()),
    "validate": (("record",), ()),
    "end": (("game",), ()),
    "quit": ((), ()),
}
"""Each request type, with the fields it needs and those it may have
(besides ``type``)."""

ERROR_CODES = (
    "too_long",
    "not_json",
    "not_object",
    "unknown_type",
    "missing_field",
    "unknown_field",
    "invalid_field",
    "unknown_game",
    "game_exists",
    "too_many_games",
    "illegal_action",
)
"""The codes of the errors the referee answers with (see the docs page)."""

_CARDS = frozenset(str(card) for card in deck())


class _RefusalError(Exception):
    """A request the referee does not carry out, and why."""

    def __init__(
        self, code: str, message: str, location: str | None = None, **details: Any
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.location = location
        self.details = details


def _refuse(code: str, message: str, location: str | None = None) -> NoReturn:
    raise _RefusalError(code, message, location)


class Referee:
    """The games of one session, and the answer to each request.

    Every request gets exactly one answer, a JSON object whose ``type`` is
    ``"error"`` when the request is refused; a refused request changes
    nothing.  After ``quit`` the referee is :attr:`closed`.

    >>> referee = Referee()
    >>> referee.handle({"type": "view", "game": "nowhere", "seat": 0})["code"]
    'unknown_game'
    >>> print(referee.handle_line("[1, 2]"))
    {"type": "error", "code": "not_object", "message": "a request is a JSON object, not an array", "request": null, "game": null, "location": null}
    >>> referee.handle({"type": "quit"}), referee.closed
    ({'type': 'bye'}, True)

    Args:
        max_line_bytes: the longest line :meth:`handle_line` reads.
        max_games: the most games held at once.

    Attributes:
        games: the games in play, by id: their current states.
        closed: whether ``quit`` was received.
    """  # noqa: E501

    def __init__(
        self, *, max_line_bytes: int = MAX_LINE_BYTES, max_games: int = MAX_GAMES
    ) -> None:
        self.max_line_bytes = max_line_bytes
        self.max_games = max_games
        self.games: dict[str, GameState] = {}
        self.closed = False
        self._next_id = 1
        self._handlers: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
            "hello": self._hello,
            "start": self._start,
            "deal": self._deal,
            "view": self._view,
            "legal": self._legal,
            "act": self._act,
            "position": self._position,
            "perft": self._perft,
            "record": self._record,
            "validate": self._validate,
            "end": self._end,
            "quit": self._quit,
        }

    def handle_line(self, line: bytes | str) -> str | None:
        """The answer to one line of input, as one line of JSON (without its
        line break); ``None`` for a blank line, which is not a request.

        A trailing line break (``\\n`` or ``\\r\\n``) is not part of the
        request.  A line longer than ``max_line_bytes`` is refused unread
        (``too_long``), as is one that is not UTF-8 or not JSON
        (``not_json``).
        """
        data = (
            line.encode("utf-8", "surrogateescape") if isinstance(line, str) else line
        )
        data = data.removesuffix(b"\n").removesuffix(b"\r")
        if len(data) > self.max_line_bytes:
            answer = _error(
                "too_long",
                f"the line is over the limit of {self.max_line_bytes} bytes",
            )
        elif not data.strip(b" \t\r\n"):
            return None
        else:
            try:
                request = _decode(data)
            except _RefusalError as refusal:
                answer = _error(
                    refusal.code, refusal.message, location=refusal.location
                )
            else:
                answer = self.handle(request)
        return json.dumps(answer)

    def handle(self, request: object) -> dict[str, Any]:
        """The answer to a request given as JSON data (what
        :func:`json.loads` returns)."""
        kind: str | None = None
        game: str | None = None
        try:
            if not isinstance(request, dict):
                _refuse(
                    "not_object", f"a request is a JSON object, not {_kind(request)}"
                )
            named = request.get("game")
            if isinstance(named, str) and 1 <= len(named) <= MAX_GAME_ID:
                game = named
            kind = _request_type(request)
            _check_fields(request, kind)
            return self._handlers[kind](request)
        except _RefusalError as refusal:
            return _error(
                refusal.code,
                refusal.message,
                request=kind,
                game=game,
                location=refusal.location,
                **refusal.details,
            )

    # -- the requests ----------------------------------------------------------

    def _hello(self, request: dict[str, Any]) -> dict[str, Any]:
        return {
            "type": "welcome",
            "protocol": PROTOCOL_VERSION,
            "version": __version__,
            "games": [game.value for game in Game],
            "max_line_bytes": self.max_line_bytes,
            "max_games": self.max_games,
        }

    def _start(self, request: dict[str, Any]) -> dict[str, Any]:
        game_id = _game_id(request["game"]) if "game" in request else None
        if game_id is not None and game_id in self.games:
            _refuse(
                "game_exists",
                f"a game {json.dumps(game_id)} is already in play: end it first "
                "or choose another id",
                "$.game",
            )
        if "position" in request:
            state = self._taken_up(request)
        else:
            rules = _rules(request.get("rules", {}))
            seed = _seed(request["seed"], "$.seed") if "seed" in request else None
            dealer = request.get("dealer")
            if dealer is not None:
                dealer = _whole(dealer, "$.dealer", "the seat of the first dealer")
            cards = _cards(request["cards"]) if "cards" in request else None
            self._check_room()
            state = _engine(new_game, "$.dealer", rules, dealer, seed)
            if cards is not None:
                _check_aside(cards, rules)
                state = _engine(state.deal, "$.cards", **cards)
        if game_id is None:
            game_id = self._free_id()
        self.games[game_id] = state
        return {
            "type": "started",
            "game": game_id,
            "seed": str(state.seed),
            "first_dealer": state.first_dealer,
            "players": spec_of(state.rules).players,
            "rules": rules_to_dict(state.rules),
            "status": _status(state),
        }

    def _check_room(self) -> None:
        if len(self.games) >= self.max_games:
            _refuse(
                "too_many_games",
                f"{self.max_games} games are in play, the most a referee holds: "
                "end one first",
            )

    def _taken_up(self, request: dict[str, Any]) -> GameState:
        """The game a ``start`` request takes up at its position line."""
        others = [
            name for name in ("rules", "seed", "dealer", "cards") if name in request
        ]
        if others:
            _refuse(
                "invalid_field",
                "a position line gives the rules, the seed, the dealer and the "
                f"cards itself: leave out {', '.join(others)}",
                _member(others[0]),
            )
        line = request["position"]
        if not isinstance(line, str):
            _refuse(
                "invalid_field",
                f"expected a position line, not {_kind(line)}",
                "$.position",
            )
        self._check_room()
        state: GameState = _engine(from_notation, "$.position", line)
        return state

    def _deal(self, request: dict[str, Any]) -> dict[str, Any]:
        seed = _seed(request["seed"], "$.seed") if "seed" in request else None
        cards = _cards(request["cards"]) if "cards" in request else {}
        game_id, state = self._game(request)
        if seed is not None and cards:
            _refuse("invalid_field", "deal from a seed or from cards, not both", "$")
        if cards:
            _check_aside(cards, state.rules)
        state = _engine(state.deal, "$.cards", seed=seed, **cards)
        self.games[game_id] = state
        return {"type": "dealt", "game": game_id, "status": _status(state)}

    def _view(self, request: dict[str, Any]) -> dict[str, Any]:
        seat = _whole(request["seat"], "$.seat", "a seat")
        game_id, state = self._game(request)
        view = _engine(PlayerView.of, "$.seat", state, seat)
        return {
            "type": "seat_view",
            "game": game_id,
            "seat": seat,
            "view": view.to_dict(),
        }

    def _legal(self, request: dict[str, Any]) -> dict[str, Any]:
        game_id, state = self._game(request)
        return {
            "type": "legal_actions",
            "game": game_id,
            "seat": state.to_act,
            "actions": [str(action) for action in state.legal_actions()],
        }

    def _act(self, request: dict[str, Any]) -> dict[str, Any]:
        seat = _whole(request["seat"], "$.seat", "a seat")
        action = _action(request["action"])
        game_id, state = self._game(request)
        state = _engine(state.apply, "$.seat", action, seat)
        self.games[game_id] = state
        return {
            "type": "acted",
            "game": game_id,
            "seat": seat,
            "action": action,
            "status": _status(state),
        }

    def _position(self, request: dict[str, Any]) -> dict[str, Any]:
        game_id, state = self._game(request)
        return {"type": "position", "game": game_id, "line": state.to_notation()}

    def _perft(self, request: dict[str, Any]) -> dict[str, Any]:
        depth = _whole(request["depth"], "$.depth", "a depth")
        game_id, state = self._game(request)
        count = _engine(perft, "$.depth", state, depth)
        return {"type": "perft", "game": game_id, "depth": depth, "count": count}

    def _record(self, request: dict[str, Any]) -> dict[str, Any]:
        game_id, state = self._game(request)
        record = state.to_record().to_dict()
        return {"type": "game_record", "game": game_id, "record": record}

    def _validate(self, request: dict[str, Any]) -> dict[str, Any]:
        data = request["record"]
        try:
            if isinstance(data, dict):
                record = GameRecord.from_dict(data)
            elif isinstance(data, str):
                record = read_record(data)
            else:
                _refuse(
                    "invalid_field",
                    "a record is a JSON object, or a string of JSON or of the text "
                    f"notation, not {_kind(data)}",
                    "$.record",
                )
        except RecordFormatError as error:
            return {
                "type": "verdict",
                "readable": False,
                "error": error.reason,
                "location": error.location,
            }
        return {"type": "verdict", "readable": True, **validate(record).to_dict()}

    def _end(self, request: dict[str, Any]) -> dict[str, Any]:
        game_id, _ = self._game(request)
        del self.games[game_id]
        return {"type": "ended", "game": game_id}

    def _quit(self, request: dict[str, Any]) -> dict[str, Any]:
        self.closed = True
        return {"type": "bye"}

    # -- helpers ---------------------------------------------------------------

    def _game(self, request: dict[str, Any]) -> tuple[str, GameState]:
        """The id and the state of the game that ``request`` names."""
        game_id = _game_id(request["game"])
        state = self.games.get(game_id)
        if state is None:
            _refuse(
                "unknown_game",
                f"no game {json.dumps(game_id)} is in play (start it first)",
                "$.game",
            )
        return game_id, state

    def _free_id(self) -> str:
        """The first of ``"1"``, ``"2"``, ... that names no game in play."""
        while str(self._next_id) in self.games:
            self._next_id += 1
        self._next_id += 1
        return str(self._next_id - 1)


def _error(code: str, message: str, **fields: Any) -> dict[str, Any]:
    """An error answer: its code and message, the request's type and game
    when known, the JSON path of the fault, and the details of a refused
    action."""
    answer: dict[str, Any] = {"type": "error", "code": code, "message": message}
    answer.update(request=None, game=None, location=None)
    answer.update(fields)
    return answer


def _decode(data: bytes) -> object:
    """The JSON value of a line; refuse text that is not UTF-8 JSON, or that
    gives a key twice in one object."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        _refuse(
            "not_json",
            f"not UTF-8 text: byte {data[error.start]:#04x} cannot be decoded",
            f"byte {error.start}",
        )
    try:
        return json.loads(
            text, object_pairs_hook=_no_duplicates, parse_constant=_no_constants
        )
    except json.JSONDecodeError as error:
        message = error.msg[:1].lower() + error.msg[1:]
        _refuse("not_json", f"not valid JSON: {message}", f"column {error.colno}")
    except RecursionError:
        _refuse("not_json", "not valid JSON for a request: nested too deeply")
    except ValueError as error:  # a repeated key, NaN, a number too long to read
        _refuse("not_json", f"not valid JSON for a request: {error}")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise ValueError(f"the key {json.dumps(key)} appears twice in one object")
        data[key] = value
    return data


def _no_constants(name: str) -> NoReturn:
    raise ValueError(f"{name} is not a JSON value")


def _request_type(request: dict[str, Any]) -> str:
    """The type of a request, one of :data:`REQUEST_FIELDS`."""
    if "type" not in request:
        _refuse("missing_field", 'a request needs a "type"', "$.type")
    kind = request["type"]
    if not isinstance(kind, str) or kind not in REQUEST_FIELDS:
        _refuse(
            "unknown_type",
            f"unknown request type {_kind(kind)} (the types are "
            + ", ".join(REQUEST_FIELDS)
            + ")",
            "$.type",
        )
    return kind


def _check_fields(request: dict[str, Any], kind: str) -> None:
    """Refuse a request of type ``kind`` with a field it does not have, or
    without one it needs."""
    needed, optional = REQUEST_FIELDS[kind]
    for key in request:
        if key != "type" and key not in needed and key not in optional:
            fields = ", ".join(("type", *needed, *optional))
            _refuse(
                "unknown_field",
                f'a request of type "{kind}" has no field {_kind(key)} (its fields '
                f"are {fields})",
                _member(key),
            )
    for key in needed:
        if key not in request:
            _refuse(
                "missing_field",
                f'a request of type "{kind}" needs "{key}"',
                _member(key),
            )


def _engine(call: Callable[..., Any], location: str, *args: Any, **kwargs: Any) -> Any:
    """``call(*args, **kwargs)``, its refusals turned into answers: an
    illegal action, or a value the engine refuses, found at ``location``."""
    try:
        return call(*args, **kwargs)
    except IllegalActionError as error:
        raise _RefusalError(
            "illegal_action",
            error.reason,
            seat=error.seat,
            phase=error.phase.value,
            action=None if error.action is None else str(error.action),
            rule=error.rule,
            parameters=dict(error.parameters),
        ) from None
    except (InvalidValueError, InvalidNotationError) as error:
        raise _RefusalError("invalid_field", str(error), location) from None


def _game_id(value: object) -> str:
    if not isinstance(value, str) or not 1 <= len(value) <= MAX_GAME_ID:
        _refuse(
            "invalid_field",
            f"a game id is a string of 1 to {MAX_GAME_ID} characters, "
            f"not {_kind(value)}",
            "$.game",
        )
    return value


def _whole(value: object, location: str, what: str) -> int:
    """``value`` as a whole number: JSON writes ``1`` or ``1.0`` alike."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool):
        _refuse("invalid_field", f"expected {what}, not {_kind(value)}", location)
    return value


def _seed(value: object, location: str) -> int:
    """A seed written as JSON: its digits in a string, or a whole number."""
    try:
        if isinstance(value, str):
            return parse_seed(value)
        return check_seed(_whole(value, location, "a seed"))
    except HasenpfefferError as error:
        _refuse("invalid_field", str(error), location)


def _rules(value: object) -> Rules:
    try:
        return rules_from_dict(value, "$.rules")
    except RecordFormatError as error:
        _refuse("invalid_field", error.reason, error.location)


def _cards(value: object) -> dict[str, Any]:
    """The keyword arguments of :meth:`GameState.deal` for an explicit deal
    written as in a record: the hands and the widow or the kitty, or the
    hands alone where every card is dealt."""
    if not isinstance(value, dict) or "hands" not in value or len(value) > 2:
        _refuse(
            "invalid_field",
            'a deal is an object of "hands" and "widow" (Hasenpfeffer) or '
            f'"kitty" (the Euchres), or of "hands" alone (Bid Euchre), not '
            f"{_kind(value)}",
            "$.cards",
        )
    if len(value) == 1:
        aside = None
    elif "widow" in value or "kitty" in value:
        aside = "widow" if "widow" in value else "kitty"
    else:
        _refuse("invalid_field", 'a deal needs "widow" or "kitty"', "$.cards")
    hands = value["hands"]
    if not isinstance(hands, list) or not all(isinstance(hand, list) for hand in hands):
        _refuse("invalid_field", "the hands are an array of arrays", "$.cards.hands")
    for seat, hand in enumerate(hands):
        for number, card in enumerate(hand):
            _card(card, f"$.cards.hands[{seat}][{number}]")
    if aside is None:
        return {"hands": hands}
    if aside == "widow":
        _card(value["widow"], "$.cards.widow")
    elif not isinstance(value["kitty"], list):
        _refuse("invalid_field", "the kitty is an array of cards", "$.cards.kitty")
    else:
        for number, card in enumerate(value["kitty"]):
            _card(card, f"$.cards.kitty[{number}]")
    return {"hands": hands, aside: value[aside]}


def _check_aside(cards: dict[str, Any], rules: Rules) -> None:
    """Refuse cards dealt aside in a game that deals every card, as a
    record's reader does (the schema has no place for them)."""
    shape = spec_of(rules)
    if not shape.kitty_size and len(cards) > 1:
        aside = next(key for key in cards if key != "hands")
        _refuse(
            "invalid_field",
            f'{shape.title} deals every card: a deal is "hands" alone, with no '
            f'"{aside}"',
            "$.cards",
        )


def _card(value: object, location: str) -> None:
    if not isinstance(value, str) or value not in _CARDS:
        _refuse(
            "invalid_field",
            f'expected a card such as "JH" or "Joker", not {_kind(value)}',
            location,
        )


def _action(value: object) -> str:
    """The action's notation as the library writes it, read by the library's
    own parser (:func:`~hasenpfeffer.actions.parse_action`), so that the
    referee takes every action that :meth:`GameState.apply` takes."""
    if not isinstance(value, str):
        _refuse(
            "invalid_field",
            f'expected an action such as "bid 3", not {_kind(value)}',
            "$.action",
        )
    try:
        return str(parse_action(value))
    except InvalidNotationError as error:
        _refuse("invalid_field", str(error), "$.action")


def _status(state: GameState) -> dict[str, Any]:
    """The public facts of a position that a host needs after each step."""
    return {
        "hand_number": state.hand_number,
        "dealer": state.dealer,
        "phase": state.phase.value,
        "to_act": state.to_act,
        "scores": list(state.scores),
        "winner": state.winner,
    }


def _kind(value: object) -> str:
    """A JSON value in a message: an object or an array by its kind, any
    other in JSON's notation, cut short if long."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "an array"
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):  # not JSON data, or a number too long
        return shown(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _member(key: object) -> str:
    """The JSON path of a request's field."""
    if isinstance(key, str) and key.isidentifier() and key.isascii() and len(key) <= 40:
        return f"$.{key}"
    return f"$[{_kind(key)}]"


def referee_schema() -> dict[str, Any]:
    """The JSON Schema of the referee's messages, as shipped in the package.

    It refers to the record's schema (:func:`~hasenpfeffer.records.record_schema`)
    by its ``$id`` for the rules, the cards and the records.

    >>> schema = referee_schema()
    >>> schema["$id"], len(schema["$defs"]["request"]["oneOf"])
    ('urn:hasenpfeffer:schema:referee:1', 12)
    """
    text = (
        resources.files("hasenpfeffer")
        .joinpath("schemas/referee.schema.json")
        .read_text(encoding="utf-8")
    )
    schema: dict[str, Any] = json.loads(text)
    return schema

"""Game records: a whole game as data, to store, send, replay and check.

A :class:`GameRecord` holds what decides a game: the rules, the seed, the
first dealer, the cards of every deal and every action with the seat that
took it.  :func:`replay` rebuilds the position from it, exactly:
``replay(state.to_record()) == state`` for every state.  A record is written
and read as JSON (:meth:`GameRecord.to_json`, :meth:`GameRecord.from_json`,
see :ref:`record-json-format`) or as a compact text with one line per
hand (:meth:`GameRecord.to_text`, :meth:`GameRecord.from_text`, see
:ref:`record-text-format`); :func:`read_record` and :func:`load_record`
read either.  :func:`record_schema` is the JSON Schema of the JSON form.

>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(2).pass_().pass_().pass_()
>>> record = state.to_record()
>>> len(record.deals), [f"{seat}: {action}" for seat, action in record.actions]
(1, ['1: bid 2', '2: pass', '3: pass', '0: pass'])
>>> hp.records.replay(record) == state
True
>>> hp.records.GameRecord.from_json(record.to_json()) == record
True

Replaying starts a new game with the record's rules, seed and first dealer,
then repeats: when the game waits for a deal and a deal is left, deal it;
otherwise apply the next action for its seat.  The first step the rules
refuse stops the replay with a :class:`~hasenpfeffer.errors.RecordError`
(and :func:`~hasenpfeffer.oracle.validate` reports it instead).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Sequence
from importlib import resources
from typing import IO, Any

import attrs

from .._public import Moved, moved_names, published
from ..actions import (
    ACTION_TYPES,
    Action,
    parse_action,
)
from ..cards import Card
from ..dealing import (
    Deal,
    check_deal_order,
    check_seed,
    explicit_deal,
    explicit_order_up_deal,
    kitty_game,
)
from ..errors import (
    HasenpfefferError,
    InvalidNotationError,
    InvalidValueError,
    RecordFormatError,
    shown,
)
from ..games import spec_of
from ..rules import Rules
from ..seats import check_seat
from ..state import GameState
from . import _limits
from ._limits import RecordLimits
from ._replay import run_record

__all__ = [
    "LIMITS",
    "GameRecord",
    "RecordLimits",
    "load_record",
    "read_record",
    "record_schema",
    "replay",
]

_ACTION_TYPES = tuple(ACTION_TYPES)


LIMITS: RecordLimits = _limits.LIMITS
"""The limits of every record and game, a :class:`RecordLimits`: a game
deals at most ``LIMITS.deals`` (5,000) hands, and a record holds at most
``LIMITS.actions`` actions and ``LIMITS.size`` characters."""


def _check_rules(instance: object, attribute: object, value: Any) -> None:
    if not isinstance(value, Rules):
        raise InvalidValueError(f"rules must be a Rules value, not {shown(value)}")


def _check_seed(instance: object, attribute: object, value: Any) -> None:
    check_seed(value)


def _check_dealer(instance: object, attribute: object, value: Any) -> None:
    rules = getattr(instance, "rules", None)
    players = spec_of(rules).players if isinstance(rules, Rules) else 4
    check_seat(value, "first_dealer", players)


def _check_start(instance: GameRecord, attribute: object, value: Any) -> None:
    """A start position must be a position line of the record's game: its
    rules, its seed, and the record's first dealer dealing its hand."""
    if value is None:
        return
    from ..notation import from_notation

    start = from_notation(value)
    for name, theirs, ours in (
        ("rules", start.rules, instance.rules),
        ("seed", start.seed, instance.seed),
        ("first_dealer", start.first_dealer, instance.first_dealer),
    ):
        if theirs != ours:
            raise InvalidValueError(
                f"the start position is of another {name} than the record's: "
                f"{theirs!r}, not {ours!r}"
            )


def _to_deals(deals: Iterable[Deal | tuple[Any, ...]]) -> tuple[Deal, ...]:
    if isinstance(deals, (str, bytes)) or not isinstance(deals, Iterable):
        raise InvalidValueError(
            f"deals must be a sequence of deals, not {shown(deals)}"
        )
    checked = []
    for number, deal in enumerate(deals):
        try:
            if isinstance(deal, Deal) or len(deal) == 3:
                hands, widow, kitty = deal
            else:
                (hands, widow), kitty = deal, ()
            if kitty or widow is None:
                if widow is not None:
                    raise InvalidValueError("a deal has a widow or a kitty, not both")
                checked.append(explicit_order_up_deal(hands, kitty, kitty_game(kitty)))
            else:
                checked.append(explicit_deal(hands, widow))
        except (TypeError, ValueError) as error:
            if isinstance(error, InvalidNotationError):
                raise InvalidNotationError(f"deal {number}: {error}") from None
            raise InvalidValueError(f"deal {number}: {error}") from None
    return tuple(checked)


def _to_deal_orders(
    orders: Iterable[Iterable[Card | str]],
) -> tuple[tuple[Card, ...], ...]:
    if isinstance(orders, (str, bytes)) or not isinstance(orders, Iterable):
        raise InvalidValueError(
            f"deal_orders must be a sequence of card sequences, not {shown(orders)}"
        )
    checked = []
    for number, order in enumerate(orders):
        if isinstance(order, (str, bytes)) or not isinstance(order, Iterable):
            raise InvalidValueError(
                f"deal_orders[{number}] must be a sequence of cards, not {shown(order)}"
            )
        try:
            checked.append(
                tuple(
                    card if isinstance(card, Card) else Card.parse(card)
                    for card in order
                )
            )
        except (HasenpfefferError, TypeError) as error:
            raise type(error)(f"deal_orders[{number}]: {error}") from None
    return tuple(checked) if any(checked) else ()  # none known: none given


def _check_deal_orders(
    instance: GameRecord, attribute: object, value: tuple[tuple[Card, ...], ...]
) -> None:
    """Each deal's order, when given, is distinct cards of that deal."""
    if not value:
        return
    deals = instance.deals
    if len(value) != len(deals):
        raise InvalidValueError(
            f"deal_orders holds {len(value)} orders for {len(deals)} deals: "
            "give one per deal (an empty one where the order is not known), or none"
        )
    for number, (order, deal) in enumerate(zip(value, deals, strict=True)):
        try:
            check_deal_order(deal, order)
        except InvalidValueError as error:
            raise InvalidValueError(f"deal_orders[{number}]: {error}") from None


def _to_actions(
    actions: Iterable[tuple[int, Action | str]],
) -> tuple[tuple[int, Action], ...]:
    if isinstance(actions, (str, bytes)) or not isinstance(actions, Iterable):
        raise InvalidValueError(
            f"actions must be a sequence of (seat, action) pairs, not {shown(actions)}"
        )
    checked: list[tuple[int, Action]] = []
    for index, pair in enumerate(actions):
        if isinstance(pair, (str, bytes)) or not isinstance(pair, Sequence):
            raise InvalidValueError(
                f"action {index}: expected a (seat, action) pair, not {shown(pair)}"
            )
        if len(pair) != 2:
            raise InvalidValueError(
                f"action {index}: expected a (seat, action) pair, not {shown(pair)}"
            )
        seat, action = pair
        try:
            seat = check_seat(seat)
            if isinstance(action, str):
                action = parse_action(action)
        except HasenpfefferError as error:
            raise type(error)(f"action {index}: {error}") from None
        if not isinstance(action, _ACTION_TYPES):
            raise InvalidValueError(
                f"action {index}: expected an action, not {shown(action)}"
            )
        checked.append((seat, action))
    return tuple(checked)


@attrs.frozen
class GameRecord:
    """A game as data: the rules, the seed, the first dealer, every deal and
    every action with its seat.  A frozen value: records compare and hash by
    value.

    Build one with :meth:`GameState.to_record
    <hasenpfeffer.state.GameState.to_record>` (or :meth:`GameRecord.of`),
    read one with :meth:`from_json`, :meth:`from_text` or
    :func:`read_record`, or construct it: deals may be given as
    ``(hands, widow)`` pairs (``(hands, None, kitty)`` in Euchre,
    ``(hands, None)`` in Bid Euchre, which sets nothing aside) and cards
    and actions as notation.  A record
    need not be of a legal game: :func:`~hasenpfeffer.oracle.validate` says
    whether it is.

    >>> import hasenpfeffer as hp
    >>> record = hp.records.GameRecord(
    ...     hp.Rules(), seed=1, first_dealer=0,
    ...     deals=[(["9C KC JD QD AD TH".split(), "TC JC QC AC 9H QH".split(),
    ...              "9D TD KD 9S TS JS".split(), "KH AH QS KS AS Joker".split()],
    ...             "JH")],
    ...     actions=[(1, "bid 3"), (2, "pass")],
    ... )
    >>> record.actions
    ((1, Bid(tricks=3, pepper=None)), (2, Pass()))
    >>> hp.records.replay(record).to_act
    3

    Attributes:
        rules: the rule options of the game.
        seed: the game's seed (it fixes the deals the game would make
            itself, and is part of the replayed state).
        first_dealer: the dealer of the first hand.
        deals: the cards of each hand as dealt, in order.
        actions: every ``(seat, action)`` of the game, in order.
        start: the position the game was taken up at, as a position line
            (see :doc:`/notation`), or ``None`` for a game played from its
            start.  The deals and actions go on from it, and
            ``first_dealer`` is the dealer of its hand.
        deal_orders: the order in which each deal's cards left the deck,
            one at a time, where a record keeps it: ``()``, or one entry
            per deal, each ``()`` (not known) or distinct cards of that
            deal in the order they were dealt (orders all ``()`` are
            read as ``()``).  The rules do not depend
            on it (a seat's hand is a set of cards); a record converted
            from a history that deals card by card, such as OpenSpiel's
            (:mod:`hasenpfeffer.integrations.spiel_records`), keeps it so
            that it converts back to the same history.

    Raises:
        InvalidValueError: a field is not valid: a deal that is not four
            hands of six and a widow holding the 25 cards once each (or the
            hands and the kitty of a Euchre), a seat that is not one of the
            game's, something that is not an action.
        InvalidNotationError: a card or action given as text does not parse.
    """

    rules: Rules = attrs.field(validator=_check_rules)
    seed: int = attrs.field(validator=_check_seed)
    first_dealer: int = attrs.field(validator=_check_dealer)
    deals: tuple[Deal, ...] = attrs.field(default=(), converter=_to_deals)
    actions: tuple[tuple[int, Action], ...] = attrs.field(
        default=(), converter=_to_actions
    )
    start: str | None = attrs.field(default=None, validator=_check_start)
    deal_orders: tuple[tuple[Card, ...], ...] = attrs.field(
        default=(), converter=_to_deal_orders, validator=_check_deal_orders
    )

    @classmethod
    def of(cls, state: GameState) -> GameRecord:
        """The record of ``state``'s game so far.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=3, dealer=1).deal().pass_()
        >>> GameRecord.of(state) == state.to_record()
        True
        """
        if not isinstance(state, GameState):
            raise InvalidValueError(f"expected a GameState, not {shown(state)}")
        from ..notation import opening_line

        return cls(
            rules=state.rules,
            seed=state.seed,
            first_dealer=state.first_dealer,
            deals=state.deals,
            actions=state.history,
            start=opening_line(state),
        )

    def to_dict(self) -> dict[str, Any]:
        """The record as JSON data (see :ref:`record-json-format`).

        >>> import hasenpfeffer as hp
        >>> data = hp.new_game(seed=1, dealer=0).deal().bid(2).to_record().to_dict()
        >>> data["format"], data["version"], data["seed"], data["actions"]
        ('hasenpfeffer-record', 1, '1', [{'seat': 1, 'action': 'bid 2'}])
        """
        from ._json import record_to_data

        return record_to_data(self)

    @classmethod
    def from_dict(cls, data: object) -> GameRecord:
        """Read a record from JSON data, as :func:`json.loads` returns it.

        >>> import hasenpfeffer as hp
        >>> record = hp.new_game(seed=1, dealer=0).deal().to_record()
        >>> GameRecord.from_dict(record.to_dict()) == record
        True

        Raises:
            RecordFormatError: the data is not a record; the message gives
                the JSON path of the first fault, such as ``$.deals[0]``.
        """
        from ._json import record_from_data

        return record_from_data(data)

    def to_json(self) -> str:
        """The record as JSON text: one deal or action per line.

        >>> import hasenpfeffer as hp
        >>> text = hp.new_game(seed=1, dealer=0).deal().bid(2).to_record().to_json()
        >>> for line in text.splitlines()[:3]:
        ...     print(line)
        {
          "format": "hasenpfeffer-record",
          "version": 1,
        """
        from ._json import record_to_json

        return record_to_json(self)

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        """Read a record from JSON text.

        >>> import hasenpfeffer as hp
        >>> record = hp.new_game(seed=1, dealer=0).deal().pass_().to_record()
        >>> GameRecord.from_json(record.to_json()) == record
        True

        Raises:
            RecordFormatError: the text is not a JSON record; the message
                says where (line and column, or the JSON path).
        """
        from ._json import record_from_json

        return record_from_json(text)

    def to_text(self) -> str:
        """The record in the text notation: tag lines, then one line per hand.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(2).pass_()
        >>> print(state.to_record().to_text().splitlines()[-1])
        1. 9C QD JH KH QS Joker / QC TD AD 9H 9S AS / JC 9D JD TH QH TS / TC AC KD AH JS KS / KC : 1 bid 2, 2 pass
        """  # noqa: E501
        from ._text import record_to_text

        return record_to_text(self)

    @classmethod
    def from_text(cls, text: str | bytes) -> GameRecord:
        """Read a record from the text notation.

        >>> import hasenpfeffer as hp
        >>> record = hp.new_game(seed=1, dealer=0).deal().bid(2).to_record()
        >>> GameRecord.from_text(record.to_text()) == record
        True

        Raises:
            RecordFormatError: the text is not a record in the notation; the
                message gives the line (and column) of the first fault.
        """
        from ._text import record_from_text

        return record_from_text(text)


def replay(record: GameRecord) -> GameState:
    """The state that ``record`` leads to, rebuilt step by step.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=4, dealer=2).deal().bid(5).pass_()
    >>> hp.records.replay(state.to_record()) == state
    True

    Raises:
        RecordError: a step of the record is illegal; ``index``, ``seat``,
            ``action`` and ``reason`` say which and why (``reason`` is the
            :class:`~hasenpfeffer.errors.IllegalActionError`'s message).
        InvalidValueError: ``record`` is not a :class:`GameRecord`.
    """
    if not isinstance(record, GameRecord):
        raise InvalidValueError(f"expected a GameRecord, not {shown(record)}")
    state, _, error = run_record(record)
    if error is not None:
        raise error
    return state


def read_record(text: str | bytes) -> GameRecord:
    """Read a record from JSON or from the text notation, whichever it is.

    Text whose first character (after any spaces, tabs and line breaks) is
    ``{`` is read as JSON, any other as the text notation.  Bytes are read as UTF-8.

    >>> import hasenpfeffer as hp
    >>> record = hp.new_game(seed=2, dealer=0).deal().bid(1).to_record()
    >>> read_record(record.to_json()) == read_record(record.to_text()) == record
    True

    Raises:
        RecordFormatError: the text is not a record in either form, or is
            over :data:`LIMITS.size <LIMITS>`.
    """
    text = _limits.decode_text(text)
    if text.lstrip(" \t\n\r").startswith("{"):
        return GameRecord.from_json(text)
    return GameRecord.from_text(text)


def load_record(source: str | os.PathLike[str] | IO[bytes]) -> GameRecord:
    """Read a record, JSON or text notation, from a file path or a binary file.

    At most :data:`LIMITS.size <LIMITS>` bytes are read.

    >>> import hasenpfeffer as hp, io
    >>> record = hp.new_game(seed=2, dealer=0).deal().to_record()
    >>> load_record(io.BytesIO(record.to_json().encode())) == record
    True

    Raises:
        RecordFormatError: the contents are not a record (see
            :func:`read_record`), or ``source`` is neither a path nor a
            binary file (a path holding a NUL character, say).
        OSError: the file cannot be opened or read.
    """
    if isinstance(source, (str, os.PathLike)):
        data = _read_file(source)
    elif callable(getattr(source, "read", None)):
        data = source.read(_limits.MAX_RECORD_SIZE + 1)
    else:
        raise RecordFormatError(
            f"expected a file path or a binary file, not {shown(source)}",
            location="input",
        )
    if not isinstance(data, bytes):
        raise RecordFormatError("expected a binary file", location="input")
    return read_record(data)


def _read_file(path: str | os.PathLike[str]) -> bytes:
    """The first bytes of the file at ``path``, up to one past the limit."""
    try:
        with open(path, "rb") as file:
            return file.read(_limits.MAX_RECORD_SIZE + 1)
    except ValueError as error:  # a NUL, or a character no file name holds
        raise RecordFormatError(
            f"not a file path: {shown(path)} ({error})", location="input"
        ) from None


def record_schema() -> dict[str, Any]:
    """The JSON Schema of a game record, as shipped in the package.

    >>> schema = record_schema()
    >>> schema["properties"]["format"], schema["required"][:2]
    ({'const': 'hasenpfeffer-record'}, ['format', 'version'])
    """
    text = (
        resources.files("hasenpfeffer")
        .joinpath("schemas/game-record.schema.json")
        .read_text(encoding="utf-8")
    )
    schema: dict[str, Any] = json.loads(text)
    return schema


_MOVED: dict[str, Moved] = {
    "MAX_DEALS": ("LIMITS.deals", lambda: LIMITS.deals),
    "MAX_ACTIONS_PER_DEAL": (
        "LIMITS.actions_per_deal",
        lambda: LIMITS.actions_per_deal,
    ),
    "MAX_ACTIONS": ("LIMITS.actions", lambda: LIMITS.actions),
    "MAX_RECORD_SIZE": ("LIMITS.size", lambda: LIMITS.size),
    "decode_text": (
        "read_record, which decodes bytes the same way",
        lambda: _limits.decode_text,
    ),
}
"""The names the module had before its limits were grouped as
:data:`LIMITS`: each still answers, with a :class:`DeprecationWarning`."""

__getattr__ = moved_names(__name__, _MOVED)

published(__name__, RecordLimits)

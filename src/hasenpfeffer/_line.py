"""The parts that the one-line notations share: the codes of cards and
decisions, the game field, and the reading of fields with the column of
each fault.  The position line (:mod:`hasenpfeffer.notation`) and a seat's
view line (:meth:`PlayerView.to_notation
<hasenpfeffer.views.PlayerView.to_notation>`) are made of them.

>>> CARD_CODES[JOKER], ACTION_CODES[Bid(3)], game_field(Rules(target_score=5))
('JK', 'b3', 'hasenpfeffer,target_score=5')
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from typing import cast

from .actions import (
    ALL_ACTIONS,
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
from .cards import JOKER, Card, deck
from .errors import HasenpfefferError, InvalidNotationError, shown
from .games import OPTIONS_BY_NAME, Game
from .rules import Rules, options_of

__all__ = [
    "ACTIONS_BY_CODE",
    "ACTION_CODES",
    "CARDS_BY_CODE",
    "CARD_CODES",
    "NONE",
    "LineField",
    "game_field",
    "line_fields",
    "read_cards",
    "read_rules",
    "read_whole",
]

NONE = "-"
"""An empty field, or a value that is not there."""
CARD_CODES: dict[Card, str] = {
    card: "JK" if card is JOKER or card == JOKER else str(card) for card in deck()
}
CARDS_BY_CODE = {code: card for card, code in CARD_CODES.items()}
_BID_PEPPERS = {"little pepper": "lp", "big pepper": "bp", "moon": "m"}


def _action_code(action: Action) -> str:
    """The code of ``action`` in a line's decisions."""
    if isinstance(action, Play):
        return CARD_CODES[action.card]
    if isinstance(action, Pass):
        return "p"
    if isinstance(action, Bid):
        return _BID_PEPPERS.get(str(action), f"b{action.tricks}")
    if isinstance(action, NameTrump):
        return f"t{action.suit}"
    if isinstance(action, NoTrump):
        return "nt"
    if isinstance(action, Discard):
        return f"d{CARD_CODES[action.card]}"
    if isinstance(action, GoAlone):
        return "a"
    if isinstance(action, CallForBest):
        return "cb"
    if isinstance(action, Give):
        return f"g{CARD_CODES[action.card]}"
    raise AssertionError(f"an action of no known kind: {action!r}")


ACTION_CODES: dict[Action, str] = {
    action: _action_code(action) for action in ALL_ACTIONS
}
"""Each action of the family and its code in a line: ``p`` pass, ``b3`` a
bid of three, ``lp``/``bp``/``m`` little pepper, big pepper and the moon,
``tH`` trump hearts, ``nt`` no trump, ``dQC`` discard, ``a`` alone, ``cb``
call for best, ``gAH`` give, and a card alone to play it."""
ACTIONS_BY_CODE = {code: action for action, code in ACTION_CODES.items()}


# -- writing ---------------------------------------------------------------------


def game_field(rules: Rules) -> str:
    """The game's name, then each option away from its default there."""
    defaults = Rules(game=rules.game)
    changed = [
        f"{name}={_option_text(getattr(rules, name))}"
        for name in options_of(rules.game)
        if getattr(rules, name) != getattr(defaults, name)
    ]
    return ",".join((rules.game.value, *changed))


def _option_text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    return str(getattr(value, "value", value))


# -- reading ---------------------------------------------------------------------


class LineField:
    """One field of a line being read: the kind of line (for messages),
    the field's name, its text and its first column."""

    def __init__(self, line: str, name: str, text: str, column: int) -> None:
        self.line = line
        self.name = name
        self.text = text
        self.column = column

    def fail(self, problem: str, offset: int = 0) -> InvalidNotationError:
        """The error of ``problem`` at ``offset`` in the field."""
        column = self.column + offset
        return InvalidNotationError(
            f"{self.line}, {self.name} field (column {column}): {problem}",
            field=self.name,
            column=column,
        )

    def part(self, text: str, offset: int) -> LineField:
        """The part ``text`` of the field at ``offset``, as a field."""
        return LineField(self.line, self.name, text, self.column + offset)

    def parts(self, separator: str) -> Iterator[tuple[str, int]]:
        """The parts of the field between ``separator``, each with its
        offset in the field."""
        offset = 0
        for part in self.text.split(separator):
            yield part, offset
            offset += len(part) + 1


def line_fields(
    line: str, what: str, first: str, names: tuple[str, ...]
) -> list[LineField]:
    """The fields of ``line``, a ``what`` (``"position line"``), checked to
    be printable ASCII split by single spaces into the fields ``names``, the
    first of them ``first``."""
    for column, character in enumerate(line, 1):
        if not " " <= character <= "~":
            raise InvalidNotationError(
                f"{what}, column {column}: {shown(character)} is not printable ASCII",
                column=column,
            )
    texts = line.split(" ")
    if texts[0] != first:
        raise InvalidNotationError(
            f"{what}, {names[0]} field (column 1): a {what} begins "
            f"with {first!r}, not {shown(texts[0])}",
            field=names[0],
            column=1,
        )
    if len(texts) != len(names):
        raise InvalidNotationError(
            f"{what}: {len(names)} fields separated by single spaces "
            f"({', '.join(names)}), not {len(texts)}",
        )
    fields = []
    column = 1
    for name, text in zip(names, texts, strict=True):
        field = LineField(what, name, text, column)
        if not text:
            raise field.fail("empty (fields are separated by single spaces)")
        fields.append(field)
        column += len(text) + 1
    return fields


def read_whole(part: LineField, signed: bool = False) -> int:
    """The whole number written in ``part``, in its one written form (no
    ``+``, no leading zero)."""
    digits = part.text[1:] if signed and part.text.startswith("-") else part.text
    if not digits.isdigit() or (digits != "0" and digits.startswith("0")):
        raise part.fail(f"not a whole number: {shown(part.text)}")
    if part.text == "-0":
        raise part.fail("zero is written 0")
    if len(digits) > 100:
        raise part.fail("a whole number of more than 100 digits")
    return int(part.text)


def read_rules(field: LineField) -> Rules:
    """The rules the game field names: the game, then its options away
    from their defaults, in the order of :class:`Rules`."""
    name, *options = field.parts(",")
    try:
        game = Game(name[0])
    except ValueError:
        games = ", ".join(game.value for game in Game)
        raise field.fail(f"no game {shown(name[0])} (the games are {games})") from None
    values: dict[str, object] = {"game": game}
    order = options_of(game)
    defaults = Rules(game=game)
    last = -1
    for text, offset in options:
        option, equals, value = text.partition("=")
        if not equals or option not in order:
            raise field.fail(
                f"not an option of {game.title}: {shown(text)} (they are "
                f"{', '.join(order)}, each written name=value)",
                offset,
            )
        if order.index(option) <= last:
            raise field.fail(
                f"{option} out of order: the options come in the order "
                f"{', '.join(order)}, each once",
                offset,
            )
        last = order.index(option)
        values[option] = _option_value(option, value, field, offset)
    try:
        rules = Rules(**values)  # type: ignore[arg-type]
    except HasenpfefferError as error:
        raise field.fail(str(error)) from None
    for text, offset in options:
        option = text.partition("=")[0]
        if getattr(rules, option) == getattr(defaults, option):
            raise field.fail(
                f"{option} is at its default in {game.title}: a line names an "
                "option only away from its default",
                offset,
            )
    return rules


def _option_value(name: str, text: str, field: LineField, offset: int) -> object:
    """The value of the option ``name`` written ``text`` in a line: ``true``
    or ``false``, a whole number, or an option's word."""
    kind = OPTIONS_BY_NAME[name].kind
    if kind is bool and text in ("true", "false"):
        return text == "true"
    if kind is int and text.isdigit() and (text == "0" or text[0] != "0"):
        return int(text)
    if kind not in (bool, int):
        try:
            return kind(text)
        except ValueError:
            pass
        members = cast("Iterable[enum.Enum]", kind)
        words = ", ".join(str(member.value) for member in members)
        raise field.fail(f"{name} is one of {words}, not {shown(text)}", offset)
    expected = "true or false" if kind is bool else "a whole number"
    raise field.fail(f"{name} is {expected}, not {shown(text)}", offset)


def read_cards(field: LineField, text: str, offset: int, in_order: bool) -> list[Card]:
    """The cards written in ``text``, two characters each, at ``offset`` in
    ``field``; ``in_order``: in deck order, each once."""
    cards: list[Card] = []
    for start in range(0, len(text), 2):
        code = text[start : start + 2]
        card = CARDS_BY_CODE.get(code)
        if card is None:
            raise field.fail(f"not a card: {shown(code)}", offset + start)
        if in_order and cards and card.index <= cards[-1].index:
            raise field.fail(
                f"{code} out of order: cards are written in deck order (clubs, "
                "diamonds, hearts, spades, each from 9 to ace, then the Joker)",
                offset + start,
            )
        cards.append(card)
    return cards

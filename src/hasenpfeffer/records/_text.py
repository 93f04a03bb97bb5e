"""Game records as compact text: tag lines, then one line per hand.

The notation is to a game of Hasenpfeffer what PGN is to a game of chess:
short enough to read, write by hand and paste into a message.  A record
begins with tag lines, one option each in the form ``[name "value"]``; then
comes one line per hand::

    [format "hasenpfeffer-record"]
    [version "1"]
    [seed "1"]
    [first_dealer "0"]
    [bidding "standard"]
    [target_score "10"]

    1. 9C QD JH KH QS Joker / QC TD AD 9H 9S AS / JC 9D JD TH QH TS / TC AC KD AH JS KS / KC : 1 bid 2, 2 pass, 3 pass, 0 pass, 1 trump S, 1 discard QC, 1 play AS, ...
    2. ...

**Tags.**  ``seed`` (a whole number of at most 100 digits, with an optional
leading ``-``) and ``first_dealer`` (0 to 3)
are required.  Each option of :class:`~hasenpfeffer.rules.Rules` is a tag of its
own name, its value written as in JSON (``"pepper"``,
``"stick_the_dealer"``, ``"true"``, ``"10"``); an option left out takes its
default.  ``format`` and ``version``, if present, must be
``"hasenpfeffer-record"`` and ``"1"``.  A game taken up at a position (see :doc:`/notation`) has the
tag ``start``, the position line; its hand lines go on from there, the
first of them ``1. - : ...`` when the position's hand goes on.  No other
tags are allowed.

**Hand lines.**  A hand line is the hand's number followed by a full stop
(``1.``, ``2.``, ... in order), the deal, a colon, and the hand's actions.
The deal is the cards of seats 0, 1, 2 and 3 and then the widow, the five
groups separated by ``/``, the cards of a group by spaces.  In Euchre (the
tags ``[game "euchre"]`` and ``[game "railroad_euchre"]``) the hands hold
five cards and the kitty, the upcard first, takes the widow's place; in Bid
Euchre (``[game "bid_euchre"]``), which deals every card, the deal is the
four hands of six alone.  A record that keeps the order a deal's cards
were dealt in (the ``deal_orders`` of
:class:`~hasenpfeffer.records.GameRecord`) writes it after the deal,
behind a ``|``: ``1. <deal> | 9C QC JC ... : <actions>``.  The actions are
separated by commas, each the seat's number and the action in the library's
notation: ``1 bid 2``, ``2 pass``, ``0 little pepper``, ``0 moon``,
``1 trump H``, ``1 no trump``,
``1 discard 9C``, ``1 alone``, ``1 call for best``, ``3 give AH``,
``3 play JH``.  The reader takes cards and
actions in any form that :meth:`Card.parse
<hasenpfeffer.cards.Card.parse>` and :func:`~hasenpfeffer.actions.parse_action`
read (``10h``, ``J♥``); the writer uses the short forms.  A record of no
deal whose actions are there all the same (a record of an illegal game)
writes its single hand line with ``-`` for the deal.

The line breaks are layout: the actions of all the lines, in order, are the
record's actions, and the replay deals each hand when the one before it is
over.  The writer breaks the lines where the hands end.

Blank lines, and lines whose first character is ``#``, are ignored.

The notation is ASCII punctuation, digits and letters, the card symbols,
and ASCII white space (within a line: spaces, tabs, and the rare vertical
tab and form feed).  A line that is not a comment must hold no other
control character (U+0000 to U+001F, U+007F to U+009F) and no Unicode
space or separator other than the space (such as U+00A0, U+2028):
Python's own ``strip``, ``split`` and ``int`` would take some of them for
spaces, but the notation does not.

>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal().pass_().pass_().pass_().pass_()
>>> text = record_to_text(state.to_record())
>>> print(text.splitlines()[-1])
1. 9C QD JH KH QS Joker / QC TD AD 9H 9S AS / JC 9D JD TH QH TS / TC AC KD AH JS KS / KC : 1 pass, 2 pass, 3 pass, 0 pass
>>> record_from_text(text) == state.to_record()
True
"""  # noqa: E501

from __future__ import annotations

import enum
import re
from typing import TYPE_CHECKING, Any, NoReturn

import attrs

from .._words import in_words
from ..actions import Action, parse_action
from ..cards import Card, format_cards
from ..dealing import (
    MAX_SEED_DIGITS,
    Deal,
    check_deal_order,
    explicit_deal,
    explicit_order_up_deal,
    parse_seed,
)
from ..errors import HasenpfefferError, RecordFormatError, shown
from ..games import spec_of
from ..rules import Game, Rules
from ._json import (
    FORMAT,
    RULE_KINDS,
    UNNAMED_GAME,
    VERSION,
    check_rule_number,
    rules_to_dict,
)
from ._replay import hand_starts

if TYPE_CHECKING:
    from . import GameRecord

__all__ = ["record_from_text", "record_to_text"]

_ORDER_MARK = "|"
"""Between a deal and the order its cards were dealt in."""
_SPACE = " \t\x0b\x0c"
"""The white space within a line (lines end at ``\\n``, ``\\r`` or both)."""
_FOREIGN = re.compile(
    "[\x00-\x08\x0e-\x1f\x7f-\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]"
)
"""Characters that are no part of the notation: the control characters
other than ASCII white space, and the Unicode spaces and separators other
than the space."""
_TAG = re.compile(r'\[\s*([A-Za-z_][A-Za-z0-9_]*)\s+"([^"]*)"\s*\]', re.ASCII)
_HAND = re.compile(r"([0-9]{1,9})\.")
_SEAT_ACTION = re.compile(r"([0-9]{1,4000})\s+(\S.*)", re.ASCII)
_WORD = re.compile(r"\S+", re.ASCII)
_NUMBER = re.compile(r"[0-9]+")
_MOST_DIGITS = 4000
"""The most digits of a rule option's number that are converted to an
integer (:class:`~hasenpfeffer.rules.Rules` then says whether it is in
range); Python converts no more than 4,300."""


def record_to_text(record: GameRecord) -> str:
    """The record in the text notation, ending in a newline.

    Every tag is written, the rule options included.

    >>> import hasenpfeffer as hp
    >>> text = record_to_text(hp.new_game(seed=9, dealer=2).to_record())
    >>> print(text.splitlines()[2], text.splitlines()[3], text.splitlines()[4])
    [seed "9"] [first_dealer "2"] [bidding "standard"]
    """
    lines = [
        f'[format "{FORMAT}"]',
        f'[version "{VERSION}"]',
        f'[seed "{record.seed}"]',
        f'[first_dealer "{record.first_dealer}"]',
    ]
    for name, value in rules_to_dict(record.rules).items():
        text = ("true" if value else "false") if isinstance(value, bool) else value
        lines.append(f'[{name} "{text}"]')
    if record.start is not None:
        lines.append(f'[start "{record.start}"]')
    lines.append("")
    actions = record.actions
    if not record.deals:
        if actions:
            lines.append(f"1. - :{_actions_text(actions)}")
        return "\n".join(lines) + "\n"
    starts = hand_starts(record)
    first = 1
    if starts[0]:  # the start position's hand goes on before the first deal
        lines.append(f"1. - :{_actions_text(actions[: starts[0]])}")
        first = 2
    ends = [*starts[1:], len(actions)]
    orders = record.deal_orders or ((),) * len(record.deals)
    for number, (deal, order) in enumerate(zip(record.deals, orders, strict=True)):
        hand_actions = actions[starts[number] : ends[number]]
        dealt = _deal_text(deal, record.rules.game)
        if order:
            dealt += f" {_ORDER_MARK} {format_cards(order)}"
        lines.append(f"{number + first}. {dealt} :{_actions_text(hand_actions)}")
    return "\n".join(lines) + "\n"


def _deal_text(deal: Deal, game: Game) -> str:
    hands = [format_cards(hand) for hand in deal.hands]
    if not spec_of(game).kitty_size:
        return " / ".join(hands)  # every card is dealt: nothing aside
    rest = format_cards(deal.kitty) if deal.widow is None else str(deal.widow)
    return " / ".join([*hands, rest])


def _actions_text(actions: tuple[tuple[int, Action], ...]) -> str:
    if not actions:
        return ""
    return " " + ", ".join(f"{seat} {action}" for seat, action in actions)


def record_from_text(text: str | bytes) -> GameRecord:
    """Read a record in the text notation.

    >>> record = record_from_text('''
    ... [seed "3"]
    ... [first_dealer "0"]
    ... [bidding "pepper"]
    ... 1. 9C TC JC QC KC AC / 9D TD JD QD KD AD / 9H TH JH QH KH AH / 9S TS JS QS KS AS / Joker : 1 big pepper
    ... ''')
    >>> record.rules.bidding, record.actions
    (Bidding.PEPPER, ((1, Bid(tricks=6, pepper=Pepper.BIG)),))
    >>> record_from_text('[seed "3"]\\n[first_dealer "0"]\\n1. 9C TC : 1 pass')
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.RecordFormatError: line 3, column 4: a deal is the four hands and the widow, separated by '/': found 1 part

    Raises:
        RecordFormatError: the text is not a record in this notation; the
            message gives the line (and column) of the first fault.
    """  # noqa: E501
    from . import GameRecord
    from ._limits import MAX_ACTIONS, MAX_DEALS, decode_text

    text = decode_text(text)
    tags: dict[str, tuple[str, int]] = {}
    deals: list[Deal] = []
    orders: list[tuple[tuple[Card, ...], int, int]] = []  # with line and column
    actions: list[tuple[int, Action]] = []
    hands_seen = 0
    no_deal_line = 0
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    for number, line in enumerate(lines, start=1):
        stripped = line.strip(_SPACE)
        if not stripped or stripped.startswith("#"):
            continue
        foreign = _FOREIGN.search(line)
        if foreign is not None:
            _fail(
                number,
                foreign.start() + 1,
                f"the character U+{ord(foreign.group()):04X} is not part of the "
                "notation (only spaces and tabs separate its words)",
            )
        if stripped.startswith("["):
            if hands_seen:
                _fail(number, None, "a tag line must come before the hand lines")
            name, value = _tag(stripped, number)
            if name in tags:
                _fail(number, None, f"the tag {shown(name)} is given twice")
            tags[name] = (value, number)
            continue
        match = _HAND.match(line, len(line) - len(line.lstrip(_SPACE)))
        if match is None:
            _fail(
                number,
                None,
                'expected a tag [name "value"], a hand line such as '
                "'1. <deal> : <actions>', or a comment starting with '#'",
            )
        hands_seen += 1
        if int(match.group(1)) != hands_seen:
            _fail(
                number,
                1 + match.start(),
                f"expected hand {hands_seen}, not hand {int(match.group(1))}",
            )
        colon = line.find(":", match.end())
        if colon < 0:
            _fail(
                number,
                None,
                "a hand line is '<number>. <deal> : <actions>': the ':' is "
                "missing (is the line cut off?)",
            )
        deal_text = line[match.end() : colon]
        order: tuple[Card, ...] = ()
        mark = deal_text.find(_ORDER_MARK)
        if mark >= 0:
            order = _order(deal_text[mark + 1 :], number, match.end() + mark + 1)
            deal_text = deal_text[:mark]
        if deal_text.strip(_SPACE) == "-":
            if mark >= 0:
                _fail(number, match.end() + mark + 1, "'-' (no deal) has no order")
            # After a start position, the first line may go on with its hand.
            if not ("start" in tags and hands_seen == 1):
                no_deal_line = number
        else:
            deals.append(_deal(deal_text, number, match.end(), _game_of(tags)))
            orders.append((order, number, match.end() + mark + 1))
        actions.extend(_actions(line, colon + 1, number))
        if len(deals) > MAX_DEALS:
            _fail(number, None, f"more than {MAX_DEALS} hands: over the limit")
        if len(actions) > MAX_ACTIONS:
            _fail(number, None, f"more than {MAX_ACTIONS} actions: over the limit")
    if no_deal_line and hands_seen > 1:
        _fail(
            no_deal_line,
            None,
            "'-' (no deal) stands only in a record whose one hand line has no deal",
        )
    seed, dealer, rules = _header(tags)
    for deal, (order, line_number, column) in zip(deals, orders, strict=True):
        try:
            check_deal_order(deal, order)
        except HasenpfefferError as error:
            _fail(line_number, column, str(error))
    record = GameRecord(
        rules=rules,
        seed=seed,
        first_dealer=dealer,
        deals=tuple(deals),
        actions=tuple(actions),
        deal_orders=[order for order, _, _ in orders],
    )
    if "start" not in tags:
        return record
    start, tag_line = tags["start"]
    try:
        return attrs.evolve(record, start=start)
    except HasenpfefferError as error:
        _fail(tag_line, None, f"the start position: {error}")


def _tag(text: str, line: int) -> tuple[str, str]:
    match = _TAG.fullmatch(text)
    if match is None:
        _fail(line, None, f'a tag line is [name "value"], not {shown(text)}')
    name, value = match.group(1), match.group(2)
    if name not in ("format", "version", "seed", "first_dealer", "start", *RULE_KINDS):
        # The name is quoted short, so that the line stays short.
        _fail(
            line,
            None,
            f"unknown tag {shown(name, 16)} (the tags are format, version, seed, "
            "first_dealer, start and the options of Rules)",
        )
    return name, value


def _header(tags: dict[str, tuple[str, int]]) -> tuple[int, int, Rules]:
    if "format" in tags and tags["format"][0] != FORMAT:
        _fail(tags["format"][1], None, f'the format tag must be "{FORMAT}"')
    if "version" in tags and tags["version"][0] != str(VERSION):
        value, line = tags["version"]
        _fail(
            line,
            None,
            f"version {shown(value)} is not supported (this library reads version "
            f"{VERSION})",
        )
    for required in ("seed", "first_dealer"):
        if required not in tags:
            _fail(None, None, f'the tag [{required} "..."] is missing')
    seed_text, line = tags["seed"]
    try:
        seed = parse_seed(seed_text.strip(_SPACE))
    except HasenpfefferError:
        _fail(
            line,
            None,
            f"the seed is a whole number of at most {MAX_SEED_DIGITS} digits, "
            f"not {shown(seed_text)}",
        )
    dealer_text, line = tags["first_dealer"]
    dealer = dealer_text.strip(_SPACE)
    if dealer not in ("0", "1", "2", "3"):
        _fail(line, None, f"a seat is 0, 1, 2 or 3, not {shown(dealer_text)}")
    options: dict[str, Any] = {}
    last_line = 0
    for name, kind in RULE_KINDS.items():
        if name not in tags:
            continue
        value, line = tags[name]
        last_line = max(last_line, line)
        options[name] = _rule_value(kind, value.strip(_SPACE), name, line)
    try:
        rules = Rules(**options)
    except HasenpfefferError as error:
        _fail(last_line or None, None, str(error))
    return seed, int(dealer), rules


def _rule_value(kind: type, text: str, name: str, line: int) -> object:
    if issubclass(kind, enum.Enum):
        for member in kind:
            if member.value == text:
                return member
        choices = ", ".join(repr(member.value) for member in kind)
        _fail(line, None, f"{name} is one of {choices}, not {shown(text)}")
    if kind is bool:
        if text not in ("true", "false"):
            _fail(line, None, f"{name} is 'true' or 'false', not {shown(text)}")
        return text == "true"
    if not _NUMBER.fullmatch(text):
        _fail(line, None, f"{name} is a whole number in digits 0-9, not {shown(text)}")
    if len(text) > _MOST_DIGITS:
        _fail(line, None, f"{name} is far too large: a number of {len(text)} digits")
    number = int(text)
    try:
        check_rule_number(name, number)
    except HasenpfefferError as error:
        _fail(line, None, str(error))
    return number


def _game_of(tags: dict[str, tuple[str, int]]) -> Game:
    """The game that the tags name, which decides the shape of its deals
    (a record without the tag is of :data:`UNNAMED_GAME`); a name of no
    game is refused at its tag."""
    if "game" not in tags:
        return UNNAMED_GAME
    value, line = tags["game"]
    game = _rule_value(Game, value.strip(_SPACE), "game", line)
    assert isinstance(game, Game)
    return game


def _deal(text: str, line: int, start: int, game: Game) -> Deal:
    shape = spec_of(game)
    aside = shape.aside
    size = shape.hand_size
    rest: list[Card] = []
    parts = text.split("/")
    column = start + len(text) - len(text.lstrip(_SPACE)) + 1
    players = shape.players
    parts_wanted = players + (shape.kitty_size > 0)
    if len(parts) != parts_wanted:
        found = f"{len(parts)} part" + ("" if len(parts) == 1 else "s")
        cards_aside = f" and the {aside}" if shape.kitty_size else ""
        _fail(
            line,
            column,
            f"a deal is the {in_words(players)} hands{cards_aside}, separated "
            f"by '/': found {found}",
        )
    hands: list[list[Card]] = []
    widow: Card | None = None
    offset = start
    for seat, part in enumerate(parts):
        cards: list[Card] = []
        for word in _WORD.finditer(part):
            try:
                cards.append(Card.parse(word.group()))
            except HasenpfefferError as error:
                _fail(line, offset + word.start() + 1, str(error))
        if seat < players:
            if len(cards) != size:
                where = offset + len(part) - len(part.lstrip(_SPACE)) + 1
                _fail(
                    line, where, f"seat {seat} is dealt {len(cards)} cards, not {size}"
                )
            hands.append(cards)
        elif not shape.widow:
            if len(cards) != shape.kitty_size:
                _fail(
                    line,
                    offset + 1,
                    f"the {aside} is {in_words(shape.kitty_size)} cards, "
                    f"not {len(cards)}",
                )
            rest = cards
        elif len(cards) != 1:
            _fail(line, offset + 1, f"the {aside} is one card, not {len(cards)}")
        else:
            widow = cards[0]
        offset += len(part) + 1
    try:
        if not shape.widow:
            return explicit_order_up_deal(hands, rest, game)
        assert widow is not None
        return explicit_deal(hands, widow)
    except HasenpfefferError as error:
        _fail(line, column, str(error))


def _order(text: str, line: int, start: int) -> tuple[Card, ...]:
    """The deal's order, the cards after the ``|`` that begins at column
    ``start``."""
    cards: list[Card] = []
    for word in _WORD.finditer(text):
        try:
            card = Card.parse(word.group())
        except HasenpfefferError as error:
            _fail(line, start + word.start() + 1, str(error))
        cards.append(card)
    if not cards:
        _fail(line, start, "an order after '|' gives the cards in the order dealt")
    return tuple(cards)


def _actions(line: str, start: int, number: int) -> list[tuple[int, Action]]:
    text = line[start:]
    if not text.strip(_SPACE):
        return []
    actions: list[tuple[int, Action]] = []
    position = start
    for item in text.split(","):
        column = position + len(item) - len(item.lstrip(_SPACE)) + 1
        position += len(item) + 1
        match = _SEAT_ACTION.fullmatch(item.strip(_SPACE))
        if match is None:
            _fail(
                number,
                column,
                "expected a seat and an action such as '1 bid 3', not "
                f"{shown(item.strip(_SPACE))}",
            )
        seat = int(match.group(1))
        if not 0 <= seat <= 3:
            _fail(number, column, f"a seat is 0, 1, 2 or 3, not {shown(seat)}")
        try:
            action = parse_action(match.group(2))
        except HasenpfefferError as error:
            _fail(number, column, str(error))
        actions.append((seat, action))
    return actions


def _fail(line: int | None, column: int | None, reason: str) -> NoReturn:
    if line is None:
        location = "header"
    elif column is None:
        location = f"line {line}"
    else:
        location = f"line {line}, column {column}"
    raise RecordFormatError(reason, location=location)

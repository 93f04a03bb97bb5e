"""Fuzzing the library's inputs: text, bytes and near misses.

Arbitrary text and bytes, and valid inputs slightly damaged (a card or
action string with characters changed, a JSON record with a field dropped
or given the wrong type, a text-notation record with lines deleted,
repeated or garbled), go into every reader of outside input:
``Card.parse``, ``parse_action``, ``GameState.apply`` and ``deal``, the
JSON and text record readers, and the ``hasenpfeffer validate`` command.

Each property asserts that bad input is refused with the error the
function documents (all of them in :mod:`hasenpfeffer.errors`), never with
another exception, and that a refusal changes nothing.  Input that is
accepted must mean what it says: it round-trips through the library's own
notation.

The suite runs each property as many times as the loaded Hypothesis
profile says.  ``scripts/fuzz_soak.py`` runs the same properties, imported
from here, many more times.
"""

from __future__ import annotations

import copy
import io
import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import redirect_stderr, redirect_stdout
from typing import Any
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer.bots import SimpleBot
from hasenpfeffer.cli import main
from hasenpfeffer.games import MAX_ALONE_MULTIPLIER, MAX_TARGET_SCORE

from .strategies import ALL_ACTIONS, DECK

# -- samples of valid input ------------------------------------------------------


def _play(rules: hp.Rules, seed: int, hands: int) -> list[hp.GameState]:
    """Every state of a game between simple bots, up to ``hands`` hands."""
    bot = SimpleBot()
    state = hp.new_game(rules, dealer=seed % 4, seed=seed)
    states = [state]
    while state.phase is not hp.Phase.GAME_OVER:
        if state.phase is hp.Phase.DEAL:
            if state.hand_number == hands:
                break
            state = state.deal()
        else:
            state = state.apply(bot.choose(state))
        states.append(state)
    return states


_GAMES = [
    _play(hp.Rules(), 1, 2),
    _play(hp.Rules(bidding=hp.Bidding.PEPPER, target_score=3), 2, 50),
    _play(hp.Rules(lone_hands=True, lone_defender=True), 3, 2),
    _play(
        hp.Rules(
            all_pass=hp.AllPass.STICK_THE_DEALER,
            failed_contract=hp.FailedContract.BID,
            defenders_score_tricks=True,
            opening_lead=hp.OpeningLead.MAKER,
            tie_break=hp.TieBreak.HIGHER_SCORE,
            target_score=4,
        ),
        4,
        50,
    ),
]
STATES: list[hp.GameState] = [state for game in _GAMES for state in game]
"""Positions of every phase, under several rule sets."""
DEAL_STATES = [state for state in STATES if state.phase is hp.Phase.DEAL]


def _records() -> list[hp.records.GameRecord]:
    records = [game[index].to_record() for game in _GAMES for index in (0, 30, -1)]
    # one record that is readable but not legal: seat 3 answers out of turn
    legal = _GAMES[0][3].to_record()
    records.append(
        hp.records.GameRecord(
            legal.rules,
            legal.seed,
            legal.first_dealer,
            legal.deals,
            (*legal.actions, (3, hp.Pass()), (3, hp.Pass())),
        )
    )
    return records


RECORDS = _records()
RECORD_DATA = [record.to_dict() for record in RECORDS]
RECORD_TEXTS = [record.to_text() for record in RECORDS]
RECORD_JSON = [record.to_json() for record in RECORDS]

CARD_TEXTS = sorted(
    {str(card) for card in DECK}
    | {card.pretty for card in DECK}
    | {"10C", "10d", "10♥", "10S", "jk", "JOKER", "joker"}
)
ACTION_TEXTS = sorted({str(action) for action in ALL_ACTIONS} | {"trump hearts"})
_ALPHABET = '0123456789TJQKACDHSjokerpasbidltumcgn♣♦♥♠♧♢♡♤ \t\n/:,.[]"#-_{}'
_TOKENS = [
    *CARD_TEXTS[:8],
    "Joker",
    "pass",
    "bid",
    "6",
    "0",
    "4",
    "-1",
    "1.",
    "2.",
    "/",
    ":",
    ",",
    "-",
    "#",
    '[seed "1"]',
    '[bidding "pepper"]',
    "alone",
    "trump",
    "play",
    "discard",
    "big pepper",
    "99999999999",
]

# -- strategies ------------------------------------------------------------------


def _characters() -> st.SearchStrategy[str]:
    return st.one_of(st.sampled_from(_ALPHABET), st.characters())


@st.composite
def damaged(draw: st.DrawFn, text: str, max_edits: int = 3) -> str:
    """``text`` with up to ``max_edits`` small changes: a character
    deleted, inserted, replaced or repeated, the case flipped, a token
    swapped for another, or the text cut short."""
    for _ in range(draw(st.integers(min_value=1, max_value=max_edits))):
        edit = draw(
            st.sampled_from(
                ("delete", "insert", "replace", "repeat", "case", "token", "cut")
            )
        )
        at = draw(st.integers(min_value=0, max_value=len(text)))
        if edit == "delete":
            text = text[:at] + text[at + 1 :]
        elif edit == "insert":
            text = text[:at] + draw(_characters()) + text[at:]
        elif edit == "replace":
            text = text[:at] + draw(_characters()) + text[at + 1 :]
        elif edit == "repeat":
            end = draw(st.integers(min_value=at, max_value=len(text)))
            text = text[:end] + text[at:end] + text[end:]
        elif edit == "case":
            text = text[:at] + text[at:].swapcase()
        elif edit == "token":
            text = text[:at] + draw(st.sampled_from(_TOKENS)) + text[at:]
        else:
            text = text[:at]
    return text


def near(texts: list[str]) -> st.SearchStrategy[str]:
    """One of ``texts``, damaged."""
    return st.sampled_from(texts).flatmap(damaged)


def notation(texts: list[str]) -> st.SearchStrategy[str]:
    """Valid notation, near misses, and arbitrary text."""
    return st.one_of(st.sampled_from(texts), near(texts), st.text(max_size=30))


def json_values(keys: st.SearchStrategy[Any] | None = None) -> st.SearchStrategy[Any]:
    """Any value ``json.loads`` may return (and a few more, such as NaN);
    with ``keys``, objects have keys drawn from it instead of text."""
    scalars = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.integers(min_value=-2, max_value=8),
        st.floats(),
        st.text(max_size=12),
        st.sampled_from([*CARD_TEXTS[:4], "pass", "bid 3", "standard", "1"]),
    )
    return st.recursive(
        scalars,
        lambda children: st.one_of(
            st.lists(children, max_size=6),
            st.dictionaries(
                st.text(max_size=8) if keys is None else keys, children, max_size=6
            ),
        ),
        max_leaves=20,
    )


def _slots(data: Any) -> Iterator[tuple[Any, Any]]:
    """Every (container, key or index) in nested JSON data."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield data, key
            yield from _slots(value)
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield data, index
            yield from _slots(value)


@st.composite
def damaged_json_data(draw: st.DrawFn) -> Any:
    """A record's JSON data with one to three fields dropped, retyped,
    damaged or added."""
    data = copy.deepcopy(draw(st.sampled_from(RECORD_DATA)))
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        slots = list(_slots(data))
        if not slots:
            break
        container, key = draw(st.sampled_from(slots))
        edit = draw(st.sampled_from(("drop", "retype", "damage", "add")))
        value = container[key]
        if edit == "drop":
            del container[key]
        elif edit == "damage" and isinstance(value, str):
            container[key] = draw(damaged(value))
        elif edit == "damage" and isinstance(value, int):
            container[key] = value + draw(st.integers(min_value=-5, max_value=5))
        elif edit == "add" and isinstance(container, dict):
            container[draw(st.text(max_size=8))] = draw(json_values())
        elif edit == "add":
            container.insert(key, draw(json_values()))
        else:
            container[key] = draw(json_values())
    return data


@st.composite
def damaged_record_text(draw: st.DrawFn) -> str:
    """A text-notation record with lines deleted, repeated, swapped or
    damaged."""
    lines = draw(st.sampled_from(RECORD_TEXTS)).split("\n")
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        edit = draw(st.sampled_from(("delete", "repeat", "swap", "damage")))
        at = draw(st.integers(min_value=0, max_value=len(lines) - 1))
        if edit == "delete" and len(lines) > 1:
            del lines[at]
        elif edit == "repeat":
            lines.insert(at, lines[at])
        elif edit == "swap":
            other = draw(st.integers(min_value=0, max_value=len(lines) - 1))
            lines[at], lines[other] = lines[other], lines[at]
        else:
            lines[at] = draw(damaged(lines[at]))
    return "\n".join(lines)


def _encode(text: str) -> bytes:
    """``text`` as UTF-8; a lone surrogate (which the damage may insert)
    becomes bytes that are not valid UTF-8, as in a corrupt file."""
    return text.encode("utf-8", "surrogatepass")


def record_inputs() -> st.SearchStrategy[str | bytes]:
    """Anything a record file might hold: records, near misses, garbage."""
    json_texts = st.one_of(
        damaged_json_data().map(json.dumps),
        json_values().map(json.dumps),
        near(RECORD_JSON),
    )
    texts = st.one_of(
        st.sampled_from(RECORD_TEXTS + RECORD_JSON),
        damaged_record_text(),
        json_texts,
        st.text(),
    )
    return st.one_of(texts, texts.map(_encode), st.binary())


# -- cards and actions -------------------------------------------------------------


_ASCII_SPACE = " \t\n\r\x0b\x0c"


def _reference_card(text: str) -> hp.Card | None:
    """The card notation of docs/rules.rst, "The deck", read independently
    of the library: a
    rank 9, 10, T, J, Q, K or A and a suit letter or symbol, ASCII letters
    in either case, ASCII white space around it ignored; or Joker, JK."""
    word = "".join(
        char.upper() if char.isascii() else char for char in text.strip(_ASCII_SPACE)
    )
    if word in ("JOKER", "JK"):
        return hp.JOKER
    suits = {"C": "C", "D": "D", "H": "H", "S": "S"}
    suits.update({"♣": "C", "♦": "D", "♥": "H", "♠": "S"})
    suits.update({"♧": "C", "♢": "D", "♡": "H", "♤": "S"})
    ranks = {"9": "9", "10": "T", "T": "T", "J": "J", "Q": "Q", "K": "K", "A": "A"}
    for rank_text, rank in ranks.items():
        suit = suits.get(word[len(rank_text) :])
        if word.startswith(rank_text) and suit is not None:
            return next(card for card in DECK if str(card) == rank + suit)
    return None


# Characters that Unicode treats as white space, or whose case maps onto an
# ASCII letter of the notation (the long s upper-cases to S), and control
# characters:
# none of them is notation.
LOOKALIKES = [
    "\x1c",
    "\x1d",
    "\x1e",
    "\x1f",
    "\x85",
    "\xa0",
    "\u2028",
    "\u2029",
    "\u3000",
    "\x00",
    "\x7f",
    "\u017f",  # long s: upper-cases to S
    "\u0131",  # dotless i: upper-cases to I
    "\u212a",  # Kelvin sign: lower-cases to k
    "\ufb06",  # the st ligature: upper-cases to ST
    "\uff2a",  # fullwidth J
    "\u0665",  # Arabic-Indic five: int() reads it
    " ",
    "\t",
    "\n",
]
_SWAPS = {"S": "\u017f", "s": "\u017f", "K": "\u212a", "J": "\uff2a", "T": "\uff34"}


@st.composite
def lenient_card_texts(draw: st.DrawFn) -> str:
    """A card's notation with lookalike or white-space characters around or
    inside it, or a letter swapped for one whose case maps onto it."""
    text: str = draw(st.sampled_from(CARD_TEXTS))
    for _ in range(draw(st.integers(min_value=1, max_value=2))):
        where = draw(st.sampled_from(("before", "after", "inside", "swap")))
        char = draw(st.sampled_from(LOOKALIKES))
        if where == "before":
            text = char + text
        elif where == "after":
            text += char
        elif where == "inside":
            at = draw(st.integers(min_value=0, max_value=len(text)))
            text = text[:at] + char + text[at:]
        else:
            text = "".join(_SWAPS.get(letter, letter) for letter in text)
    return text


@given(st.one_of(notation(CARD_TEXTS), lenient_card_texts(), st.binary(max_size=8)))
def test_card_parse_reads_cards_and_refuses_everything_else(text: str) -> None:
    try:
        card = hp.Card.parse(text)
    except hp.InvalidNotationError:
        assert not isinstance(text, str) or _reference_card(text) is None, text
        return
    assert isinstance(text, str) and card == _reference_card(text)
    assert hp.Card.parse(str(card)) == card


@given(st.one_of(notation(ACTION_TEXTS), st.binary(max_size=12)))
def test_parse_action_reads_actions_and_refuses_everything_else(text: str) -> None:
    try:
        action = hp.parse_action(text)
    except hp.InvalidNotationError:
        return
    assert isinstance(text, str)
    assert action in ALL_ACTIONS
    assert hp.parse_action(str(action)) == action
    words = text.lower().split()
    if len(words) == 2 and words[0] in ("trump", "discard", "play", "bid", "give"):
        # the verb is read as written, the argument in any of its forms
        assert str(action).split()[0] == words[0]
    else:
        assert str(action) == " ".join(words)


_SEATS = st.one_of(
    st.none(),
    st.integers(min_value=-1, max_value=4),
    st.sampled_from(["1", 1.0, True, None]),
)
_ACTION_VALUES = st.one_of(
    notation(ACTION_TEXTS),
    st.sampled_from(ALL_ACTIONS),
    st.sampled_from([None, 3, b"pass", hp.JOKER, hp.Suit.HEARTS, ("bid", 3)]),
)


@given(st.sampled_from(STATES), _ACTION_VALUES, _SEATS)
def test_apply_refuses_bad_actions_and_leaves_the_state_alone(
    state: hp.GameState, action: Any, seat: Any
) -> None:
    record, legal, key = state.to_record(), state.legal_actions(), hash(state)
    try:
        after = state.apply(action, seat=seat)
    except (hp.IllegalActionError, hp.InvalidNotationError, hp.InvalidValueError):
        assert state.to_record() == record and hash(state) == key
        assert state.legal_actions() == legal
        assert hp.records.replay(record) == state
        return
    taken = hp.parse_action(action) if isinstance(action, str) else action
    assert taken in legal
    assert after.history == (*state.history, (state.to_act, taken))
    assert state.to_record() == record


@st.composite
def damaged_deals(draw: st.DrawFn) -> tuple[Any, Any]:
    """A deal as lists of notation, with one or two things wrong (or not)."""
    order: list[str] = [str(card) for card in draw(st.permutations(DECK))]
    hands: list[Any] = [order[6 * seat : 6 * seat + 6] for seat in range(4)]
    widow: Any = order[24]
    for _ in range(draw(st.integers(min_value=0, max_value=2))):
        seat = draw(st.integers(min_value=0, max_value=3))
        slot = draw(st.integers(min_value=0, max_value=5))
        edit = draw(
            st.sampled_from(
                ("card", "damage", "drop", "add", "widow", "hand", "hands", "none")
            )
        )
        hand = hands[seat] if isinstance(hands, list) and len(hands) > seat else None
        if not isinstance(hand, list) or len(hand) <= slot:
            hand = None
        if edit == "card" and hand is not None:
            hand[slot] = draw(st.sampled_from(CARD_TEXTS))
        elif edit == "damage" and hand is not None and isinstance(hand[slot], str):
            hand[slot] = draw(damaged(hand[slot]))
        elif edit == "drop" and hand is not None:
            del hand[slot]
        elif edit == "add" and hand is not None:
            hand.append(widow)
        elif edit == "widow":
            widow = draw(st.one_of(st.sampled_from(CARD_TEXTS), json_values()))
        elif edit == "hand" and hand is not None:
            hands[seat] = draw(json_values())
        elif edit == "hands":
            hands = draw(json_values())
        else:
            widow = None
    return hands, widow


@given(st.sampled_from(DEAL_STATES), damaged_deals())
def test_deal_refuses_bad_deals_and_leaves_the_state_alone(
    state: hp.GameState, deal: tuple[Any, Any]
) -> None:
    hands, widow = deal
    record = state.to_record()
    try:
        after = state.deal(hands=hands, widow=widow)
    except (hp.InvalidValueError, hp.InvalidNotationError):
        assert state.to_record() == record and state.phase is hp.Phase.DEAL
        return
    assert state.to_record() == record
    if hands is None and widow is None:
        # no cards given: the deal comes from the game's seed
        assert after == state.deal()
        return
    # accepted: four hands of six and a widow, the 25 cards once each
    dealt = [[hp.Card.parse(text) for text in hand] for hand in hands]
    assert [len(hand) for hand in dealt] == [6, 6, 6, 6]
    cards = [card for hand in dealt for card in hand] + [hp.Card.parse(widow)]
    assert sorted(cards) == sorted(DECK)
    assert after.phase is hp.Phase.BIDDING
    assert after.deals[-1] == (tuple(map(tuple, map(sorted, dealt))), cards[-1], ())


# -- records -----------------------------------------------------------------------


def _check_refusal(error: hp.RecordFormatError) -> None:
    """A refusal says where the fault is and what it is, on one short line
    (a bad value is quoted by its beginning only)."""
    assert error.location is not None
    assert error.reason and str(error).startswith(error.location)
    assert len(str(error)) < 300 and "\n" not in str(error), str(error)[:300]


def _check_record(record: hp.records.GameRecord) -> None:
    """A record that was read must be a record: it writes and reads back
    the same, and the oracle judges it without raising."""
    assert hp.records.GameRecord.from_json(record.to_json()) == record
    assert hp.records.GameRecord.from_text(record.to_text()) == record
    verdict = hp.validate(record)
    assert isinstance(verdict, hp.Verdict)


_ANY_KEYS = st.one_of(st.text(max_size=8), st.integers(), st.none(), st.booleans())
_NOT_JSON = st.one_of(
    st.binary(max_size=4),
    st.sets(st.integers(), max_size=2),
    st.frozensets(st.text(max_size=2), max_size=2),
    st.tuples(st.integers()),
    st.complex_numbers(),
    st.decimals(allow_nan=False),
    st.just(object()),
    st.sampled_from([1.0, 0.0, 3.0, -0.0, 1e3, 1e100, 2.5, 10**100, 10**120]),
)


@st.composite
def damaged_python_data(draw: st.DrawFn) -> Any:
    """A record's data with a value, or a key, that no JSON text gives:
    bytes, sets, tuples, complex numbers, decimals, any object; or a whole
    number written as a float, or a number past every bound."""
    data = copy.deepcopy(draw(st.sampled_from(RECORD_DATA)))
    container, key = draw(st.sampled_from(list(_slots(data))))
    if isinstance(container, dict) and draw(st.booleans()):
        container[draw(st.one_of(st.binary(max_size=3), st.tuples(st.text())))] = 1
    else:
        container[key] = draw(_NOT_JSON)
    return data


@given(
    st.one_of(
        damaged_json_data(),
        json_values(),
        json_values(_ANY_KEYS),
        damaged_python_data(),
    )
)
def test_json_data_reader_refuses_what_is_not_a_record(data: Any) -> None:
    try:
        record = hp.records.GameRecord.from_dict(data)
    except hp.RecordFormatError:
        return
    _check_record(record)


@given(
    st.one_of(
        damaged_json_data().map(json.dumps),
        json_values().map(json.dumps),
        near(RECORD_JSON),
        st.text(),
        st.binary(),
    )
)
def test_json_reader_refuses_what_is_not_a_record(text: str | bytes) -> None:
    try:
        record = hp.records.GameRecord.from_json(text)
    except hp.RecordFormatError as error:
        _check_refusal(error)
        return
    _check_record(record)


@given(st.one_of(damaged_record_text(), near(RECORD_TEXTS), st.text(), st.binary()))
def test_text_reader_refuses_what_is_not_a_record(text: str | bytes) -> None:
    try:
        record = hp.records.GameRecord.from_text(text)
    except hp.RecordFormatError as error:
        _check_refusal(error)
        return
    _check_record(record)


@given(record_inputs())
def test_read_record_takes_either_form(data: str | bytes) -> None:
    try:
        record = hp.records.read_record(data)
    except hp.RecordFormatError:
        return
    _check_record(record)


# -- the validate command ------------------------------------------------------------


class _Stdin:
    """Standard input holding ``data``, as ``sys.stdin`` offers it."""

    def __init__(self, data: bytes) -> None:
        self.buffer = io.BytesIO(data)


@given(record_inputs(), st.booleans(), st.booleans())
def test_validate_command_exits_0_1_or_2(
    data: str | bytes, as_json: bool, from_stdin: bool
) -> None:
    raw = _encode(data) if isinstance(data, str) else data
    try:
        expected = 0 if hp.validate(hp.records.read_record(raw)).legal else 1
    except hp.RecordFormatError:
        expected = 2
    out, err = io.StringIO(), io.StringIO()
    flags = ["--json"] if as_json else []
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "record")
        with open(path, "wb") as file:
            file.write(raw)
        with redirect_stdout(out), redirect_stderr(err):
            if from_stdin:
                with mock.patch.object(sys, "stdin", _Stdin(raw)):
                    status = main(["validate", "-", *flags])
            else:
                status = main(["validate", path, *flags])
        with open(path, "rb") as file:
            assert file.read() == raw
    assert status == expected
    output, errors = out.getvalue(), err.getvalue()
    if status == 2:
        assert errors.startswith("hasenpfeffer validate: ")
        assert errors.count("\n") == 1
    else:
        assert errors == ""
    if as_json:
        verdict = json.loads(output)
        assert verdict["readable"] is (status != 2)
        if status != 2:
            assert verdict["legal"] is (status == 0)
    elif status == 2:
        assert output == ""
    else:
        assert output.split("\n")[0] == ("legal" if status == 0 else "illegal")


def test_a_key_with_a_line_break_is_reported_on_one_line() -> None:
    # Found by the fuzzing above: an unknown key holding a line break made
    # the JSON path in the message, and the command's error, two lines.
    data = dict(RECORD_DATA[0])
    data["rules"] = {**data["rules"], "new\nline": 1}
    data["a\nb"] = None
    with pytest.raises(hp.RecordFormatError) as refused:
        hp.records.GameRecord.from_json(json.dumps(data))
    assert str(refused.value) == '$["a\\nb"]: unknown key "a\\nb"'
    del data["a\nb"]
    with pytest.raises(hp.RecordFormatError) as refused:
        hp.records.GameRecord.from_dict(data)
    assert str(refused.value).startswith('$.rules["new\\nline"]: unknown rule')


# -- characters outside the notation in a record's text ------------------------


def _outcome(
    read: Callable[[], hp.records.GameRecord],
) -> hp.records.GameRecord | hp.RecordFormatError:
    """The record that ``read`` returns, or the record error it raises (any
    other exception propagates)."""
    try:
        return read()
    except hp.RecordFormatError as error:
        _check_refusal(error)
        return error


@st.composite
def records_with_a_foreign_character(draw: st.DrawFn) -> tuple[str, int, int]:
    """A record in the text notation with one character that is no part of
    it put anywhere but in a comment, and that character's line and column."""
    lines = draw(st.sampled_from(RECORD_TEXTS)).split("\n")
    line = draw(st.integers(min_value=0, max_value=len(lines) - 1))
    column = draw(st.integers(min_value=0, max_value=len(lines[line])))
    char = draw(st.sampled_from(LOOKALIKES[:11]))
    lines[line] = lines[line][:column] + char + lines[line][column:]
    return "\n".join(lines), line + 1, column + 1


@given(records_with_a_foreign_character())
def test_a_foreign_character_in_a_record_is_refused_where_it_stands(
    case: tuple[str, int, int],
) -> None:
    text, line, column = case
    error = _outcome(lambda: hp.records.read_record(text))
    assert isinstance(error, hp.RecordFormatError), text
    assert error.location == f"line {line}, column {column}"
    assert "is not part of the notation" in error.reason


# -- seeds of any length ---------------------------------------------------------

LARGEST_SEED = 10**100 - 1
_SEED_DIGITS = st.one_of(
    st.integers(min_value=1, max_value=30),
    st.integers(min_value=95, max_value=105),
    st.integers(min_value=3990, max_value=4400),
)


@st.composite
def seed_texts(draw: st.DrawFn) -> str:
    """A seed in digits: short, near the 100-digit bound, or near the
    4,000 to 4,300 digits where Python and the old readers stopped."""
    digits = draw(_SEED_DIGITS)
    first = draw(st.sampled_from("123456789"))
    rest = draw(st.sampled_from(["0", "9", "5"])) * (digits - 1)
    return draw(st.sampled_from(["", "-"])) + first + rest


def _header(seed: str, **tags: str) -> str:
    lines = [f'[seed "{seed}"]', '[first_dealer "0"]']
    lines += [f'[{name} "{value}"]' for name, value in tags.items()]
    return "\n".join(lines) + "\n"


def _json_record(**fields: str) -> str:
    """A record's JSON text with some fields written as raw JSON text."""
    data = hp.new_game(seed=1, dealer=0).to_record().to_dict()
    parts = [
        f"{json.dumps(key)}: {fields.get(key, json.dumps(value))}"
        for key, value in data.items()
    ]
    return "{" + ", ".join(parts) + "}"


@given(seed_texts())
def test_seeds_are_bounded_alike_everywhere(text: str) -> None:
    inside = len(text.lstrip("-")) <= 100
    number = int(text) if len(text) <= 4300 else None
    readers: list[Callable[[], hp.records.GameRecord]] = [
        lambda: hp.records.GameRecord.from_text(_header(text)),
        lambda: hp.records.GameRecord.from_json(_json_record(seed=json.dumps(text))),
        lambda: hp.records.GameRecord.from_json(_json_record(seed=text)),
    ]
    for read in readers:
        record = _outcome(read)
        if isinstance(record, hp.RecordFormatError):
            assert not inside, record
            continue
        assert inside and record.seed == number
        _check_record(record)
    if number is None:
        return
    makers: list[Callable[[], hp.GameState]] = [
        lambda: hp.new_game(seed=number, dealer=0).deal(),
        lambda: hp.new_game(seed=1, dealer=0).deal(seed=number),
        lambda: hp.records.replay(hp.records.GameRecord(hp.Rules(), number, 0)).deal(),
    ]
    for make in makers:
        try:
            state = make()
        except hp.InvalidValueError:
            assert not inside
            continue
        assert inside
        _check_record(state.to_record())


# -- rule options of any size ----------------------------------------------------

_OPTION_VALUES = st.one_of(
    st.integers(min_value=-3, max_value=12),
    st.integers(min_value=990, max_value=1010),
    st.sampled_from([2**31 - 1, 2**31, 2**63, 2**64]),
    st.integers(min_value=5, max_value=4400).map(lambda digits: "9" * digits),
)


@given(st.sampled_from(["target_score", "alone_multiplier"]), _OPTION_VALUES)
def test_huge_rule_options_in_a_record_are_refused(name: str, value: int | str) -> None:
    text = str(value)
    number = int(text) if len(text) <= 4300 else None
    highest = {
        "target_score": MAX_TARGET_SCORE,
        "alone_multiplier": MAX_ALONE_MULTIPLIER,
    }
    inside = number is not None and 1 <= number <= highest[name]
    data = hp.new_game(seed=1, dealer=0).to_record().to_dict()
    others = {key: value for key, value in data["rules"].items() if key != name}
    rules_text = json.dumps(others)[:-1] + f', "{name}": {text}}}'
    readers: list[Callable[[], hp.records.GameRecord]] = [
        lambda: hp.records.GameRecord.from_text(_header("1", **{name: text})),
        lambda: hp.records.GameRecord.from_json(_json_record(rules=rules_text)),
    ]
    if number is not None:
        readers.append(
            lambda: hp.records.GameRecord.from_dict({**data, "rules": {name: number}})
        )
    for read in readers:
        record = _outcome(read)
        if isinstance(record, hp.RecordFormatError):
            assert not inside, record
            continue
        assert inside and getattr(record.rules, name) == number
        _check_record(record)

"""Records built or read from bad values: every fault is refused with the
library's own error, and says where it is."""

from __future__ import annotations

import copy
import decimal
import io
import json
from typing import Any

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cli import main
from hasenpfeffer.records._limits import decode_text
from hasenpfeffer.rules import options_of

RULES = hp.Rules()


def a_deal() -> hp.Deal:
    return hp.new_game(seed=5, dealer=0).deal().deals[0]


@pytest.mark.parametrize("deals", [5, None, "9C TC", b"deals"])
def test_deals_must_be_a_sequence(deals: Any) -> None:
    with pytest.raises(hp.InvalidValueError, match="deals must be a sequence"):
        hp.records.GameRecord(RULES, 1, 0, deals=deals)


@pytest.mark.parametrize("deal", [5, (), ("hands",), (1, 2, 3)])
def test_each_deal_is_a_pair_of_hands_and_widow(deal: Any) -> None:
    with pytest.raises(hp.InvalidValueError, match="deal 0: "):
        hp.records.GameRecord(RULES, 1, 0, deals=[deal])


def test_a_card_in_a_deal_that_does_not_parse() -> None:
    deal = a_deal()
    hands = [[str(card) for card in hand] for hand in deal.hands]
    hands[3][5] = "ZZ"
    with pytest.raises(hp.InvalidNotationError, match="deal 1: seat 3's hand"):
        hp.records.GameRecord(RULES, 1, 0, deals=[deal, (hands, deal.widow)])


@pytest.mark.parametrize("actions", [5, None, "1 pass", b"1 pass"])
def test_actions_must_be_a_sequence(actions: Any) -> None:
    with pytest.raises(hp.InvalidValueError, match="actions must be a sequence"):
        hp.records.GameRecord(RULES, 1, 0, actions=actions)


@pytest.mark.parametrize("pair", [5, "1 pass", (1,), (1, "pass", 2), [], None])
def test_each_action_is_a_seat_and_action_pair(pair: Any) -> None:
    with pytest.raises(hp.InvalidValueError, match=r"action 1: expected a \(seat"):
        hp.records.GameRecord(RULES, 1, 0, actions=[(1, "pass"), pair])


def test_a_record_is_of_a_game_state() -> None:
    with pytest.raises(hp.InvalidValueError, match="expected a GameState"):
        hp.records.GameRecord.of("state")  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match="expected a GameRecord"):
        hp.records.replay(hp.new_game(seed=1))  # type: ignore[arg-type]


@pytest.mark.parametrize("value", [None, 5, ["{}"], memoryview(b"{}")])
def test_records_are_read_from_text_or_bytes(value: Any) -> None:
    with pytest.raises(hp.RecordFormatError, match="expected the record as text"):
        decode_text(value)
    with pytest.raises(hp.RecordFormatError, match="expected the record as text"):
        hp.records.read_record(value)


def test_bytes_must_be_utf8() -> None:
    with pytest.raises(hp.RecordFormatError, match="not UTF-8") as error:
        decode_text(b"[seed \xff]")
    assert error.value.location == "byte 6"
    bom = bytearray(b"\xef\xbb\xbf[seed 1]")
    assert decode_text(bom) == "[seed 1]"  # type: ignore[arg-type]


def test_load_record_needs_a_binary_file() -> None:
    text = hp.new_game(seed=1, dealer=0).to_record().to_json()
    with pytest.raises(hp.RecordFormatError, match="expected a binary file"):
        hp.records.load_record(io.StringIO(text))  # type: ignore[arg-type]
    record = hp.records.load_record(io.BytesIO(text.encode()))
    assert record == hp.new_game(seed=1, dealer=0).to_record()


# -- only the notation's own characters ------------------------------------------

HEADER = '[seed "1"]\n[first_dealer "0"]\n'
LEGAL_TEXT = hp.new_game(seed=1, dealer=0).deal().bid(2).pass_().to_record().to_text()
# Characters that Python's str.strip, str.split or int() take for white
# space, but the notation does not; and control characters.
FOREIGN = [
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
]


def _put(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


@pytest.mark.parametrize("char", FOREIGN, ids=lambda c: f"U+{ord(c):04X}")
@pytest.mark.parametrize(
    ("old", "new"),
    [
        ('[seed "1"]', '[seed "1{c}"]'),
        ('[seed "1"]', '[seed "{c}1"]'),
        ('[first_dealer "0"]', '[first_dealer "0{c}"]'),
        ('[target_score "10"]', '[target_score "10{c}"]'),
        ('[bidding "standard"]', '[bidding "{c}standard"]'),
        ('[lone_hands "false"]', '[lone_hands "false{c}"]'),
        ("1. 9C", "1.{c}9C"),
        ("/ KC :", "/ KC{c}:"),
        ("1 bid 2", "1 bid{c}2"),
        (", 2 pass", ",{c}2 pass"),
    ],
)
def test_a_character_outside_the_notation_is_refused_where_it_stands(
    char: str, old: str, new: str
) -> None:
    # U+001C to U+001F, U+0085 and U+2028 are white space to str.strip and
    # str.split, and int() then refused them with a ValueError: the reader
    # must refuse every such character itself, with its position.
    text = _put(LEGAL_TEXT, old, new.format(c=char))
    line = next(n for n, row in enumerate(text.split("\n"), 1) if char in row)
    column = text.split("\n")[line - 1].index(char) + 1
    with pytest.raises(hp.RecordFormatError) as refused:
        hp.records.GameRecord.from_text(text)
    assert refused.value.location == f"line {line}, column {column}"
    assert f"U+{ord(char):04X} is not part of the notation" in refused.value.reason


def test_ascii_white_space_and_comments_are_still_free() -> None:
    text = LEGAL_TEXT.replace('[seed "1"]', '\t[seed \t "1" ]\x0c')
    text = text.replace("1 bid 2", "1\tbid  2") + "# a comment may hold \x1c\u2028\n"
    assert hp.records.GameRecord.from_text(text) == hp.records.GameRecord.from_text(
        LEGAL_TEXT
    )


@pytest.mark.parametrize("value", ["1\x1c", "\u20281", "1_0", "\u0661", "+1", "1 0"])
def test_the_seed_tag_is_digits_only(value: str) -> None:
    # int() reads "1_0" as 10 and Arabic-Indic digits as numbers; the notation
    # does not.
    with pytest.raises(hp.RecordFormatError) as refused:
        hp.records.GameRecord.from_text(f'[seed "{value}"]\n[first_dealer "0"]\n')
    assert str(refused.value.location).startswith("line 1")


@pytest.mark.parametrize("value", ["1_0", "\u0661\u0660", "+10", "1e1"])
def test_a_rule_number_is_digits_only(value: str) -> None:
    with pytest.raises(hp.RecordFormatError, match="target_score is a whole number"):
        hp.records.GameRecord.from_text(HEADER + f'[target_score "{value}"]\n')


@pytest.mark.parametrize("char", ["\x1c", "\x1f", "\u2028"])
def test_the_validate_command_exits_2_on_a_foreign_character(
    char: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # printf '[seed "1\x1c"]\n[first_dealer "0"]\n' | hasenpfeffer validate -
    data = f'[seed "1{char}"]\n[first_dealer "0"]\n'.encode()

    class Stdin:
        buffer = io.BytesIO(data)

    monkeypatch.setattr("sys.stdin", Stdin())
    assert main(["validate", "-"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("hasenpfeffer validate: ") and err.count("\n") == 1
    assert err.endswith(
        f"line 1, column 9: the character U+{ord(char):04X} is not part of the "
        "notation (only spaces and tabs separate its words)\n"
    )


# -- records are read from what the readers document, and nothing else -------------


@pytest.mark.parametrize("source", [5, None, 2.5, b"game.json", ["game.json"]])
def test_load_record_takes_a_path_or_a_binary_file(source: Any) -> None:
    with pytest.raises(hp.RecordFormatError) as refused:
        hp.records.load_record(source)
    assert refused.value.location == "input"
    assert "expected a file path or a binary file" in refused.value.reason


SAMPLE = hp.new_game(seed=1, dealer=0).deal().bid(2).pass_().to_record().to_dict()


def _with(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    data = copy.deepcopy(SAMPLE)
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


@pytest.mark.parametrize(
    "value", [b"1", {1}, frozenset(), (1,), object(), 1j, decimal.Decimal(1)]
)
@pytest.mark.parametrize(
    ("path", "where"),
    [
        (("format",), "$.format"),
        (("version",), "$.version"),
        (("seed",), "$.seed"),
        (("first_dealer",), "$.first_dealer"),
        (("rules",), "$.rules"),
        (("rules", "bidding"), "$.rules.bidding"),
        (("rules", "target_score"), "$.rules.target_score"),
        (("rules", "lone_hands"), "$.rules.lone_hands"),
        (("deals",), "$.deals"),
        (("deals", 0), "$.deals[0]"),
        (("deals", 0, "widow"), "$.deals[0].widow"),
        (("deals", 0, "hands", 1, 2), "$.deals[0].hands[1][2]"),
        (("actions", 0, "seat"), "$.actions[0].seat"),
        (("actions", 1, "action"), "$.actions[1].action"),
    ],
)
def test_data_that_is_not_json_is_refused_by_path(
    path: tuple[Any, ...], where: str, value: Any
) -> None:
    # bytes and sets made the message's json.dumps raise TypeError
    with pytest.raises(hp.RecordFormatError) as refused:
        hp.records.GameRecord.from_dict(_with(path, value))
    assert refused.value.location == where
    assert f"a Python {type(value).__name__} (not JSON data)" in refused.value.reason


@pytest.mark.parametrize("key", [b"seed", frozenset({1}), 5, None, ("a", "b")])
def test_a_key_that_is_not_a_string_is_refused(key: Any) -> None:
    data = copy.deepcopy(SAMPLE)
    data[key] = 1
    with pytest.raises(hp.RecordFormatError, match="unknown key"):
        hp.records.GameRecord.from_dict(data)


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("version",), 1.0),
        (("first_dealer",), 0.0),
        (("seed",), 1.0),
        (("rules", "target_score"), 10.0),
        (("rules", "alone_multiplier"), 2.0),
        (("actions", 0, "seat"), 1.0),
        (("actions", 1, "seat"), 2e0),
    ],
)
def test_a_whole_number_may_be_written_with_a_fraction_of_zero(
    path: tuple[Any, ...], value: float
) -> None:
    # JSON and JSON Schema do not tell 1 from 1.0: neither does the reader.
    expected = hp.records.GameRecord.from_dict(SAMPLE)
    data = _with(path, value)
    assert hp.records.GameRecord.from_dict(data) == expected
    assert hp.records.GameRecord.from_json(json.dumps(data)) == expected


@pytest.mark.parametrize(
    ("path", "value", "where"),
    [
        (("version",), 1.5, "$.version"),
        (("first_dealer",), 0.5, "$.first_dealer"),
        (("first_dealer",), float("inf"), "$.first_dealer"),
        (("seed",), 1.5, "$.seed"),
        (("seed",), float("nan"), "$.seed"),
        (("seed",), 1e100, "$.seed"),
        (("rules", "target_score"), 7.5, "$.rules.target_score"),
        (("actions", 0, "seat"), 1.25, "$.actions[0].seat"),
    ],
)
def test_a_number_with_a_fraction_is_not_a_whole_number(
    path: tuple[Any, ...], value: float, where: str
) -> None:
    with pytest.raises(hp.RecordFormatError) as refused:
        hp.records.GameRecord.from_dict(_with(path, value))
    assert refused.value.location == where


def test_the_seed_in_json_is_written_1e3_or_1000() -> None:
    text = json.dumps(SAMPLE).replace('"seed": "1"', '"seed": 1e3')
    assert hp.records.GameRecord.from_json(text).seed == 1000


# -- messages quote a bad value's beginning only -------------------------------------

LONG = "9" * 4_900_000
LONG_INPUTS = [
    f'[seed "{LONG}"]\n[first_dealer "0"]\n',
    f'[seed "x{LONG}"]\n[first_dealer "0"]\n',
    f'[seed "1"]\n[first_dealer "{LONG}"]\n',
    HEADER + f'[target_score "{LONG}"]\n',
    HEADER + f'[target_score "x{LONG}"]\n',
    HEADER + f'[bidding "{LONG}"]\n',
    HEADER + f'[lone_hands "{LONG}"]\n',
    HEADER + f'[version "{LONG}"]\n',
    HEADER + f'[{"x" * 4_900_000} "1"]\n',
    HEADER + f'[seed "1" {LONG}\n',
    HEADER + f"1. {LONG} / 9C / 9D / 9H / 9S : 1 pass\n",
    HEADER + f"1. - : {LONG} pass\n",
    HEADER + f"1. - : 1 play {LONG}\n",
    HEADER + f"1. - : 1 x{LONG}\n",
    HEADER + f"1. - : x{LONG}\n",
    json.dumps({**SAMPLE, "seed": LONG}),
    json.dumps({**SAMPLE, "format": LONG}),
    json.dumps({**SAMPLE, LONG: 1}),
    json.dumps({**SAMPLE, "rules": {"bidding": LONG}}),
    json.dumps({**SAMPLE, "actions": [{"seat": 1, "action": LONG}]}),
    json.dumps({**SAMPLE, "deals": [{"hands": [[LONG] * 6] * 4, "widow": "JH"}]}),
]


@pytest.mark.parametrize("text", LONG_INPUTS, ids=range(len(LONG_INPUTS)))
def test_a_long_bad_value_gives_a_short_message(text: str) -> None:
    # A 4.9 MB tag used to make a 4.9 MB message (and one line of the
    # validate command's output).  The longest message lists the 15 tags.
    with pytest.raises(hp.RecordFormatError) as refused:
        hp.records.read_record(text)
    assert len(str(refused.value)) < 400, str(refused.value)[:400]


@pytest.mark.parametrize(
    ("game", "options"),
    [
        (None, options_of(hp.Game.HASENPFEFFER)),
        ("euchre", options_of(hp.Game.EUCHRE)),
        ("railroad_euchre", options_of(hp.Game.RAILROAD_EUCHRE)),
    ],
)
def test_an_unknown_option_is_refused_naming_the_games_options_in_one_short_line(
    game: str | None, options: tuple[str, ...]
) -> None:
    rules: dict[str, object] = {"x" * 200: 1}
    if game is not None:
        rules = {**rules, "game": game}  # the game after it: read first all the same
    data = {
        "format": "hasenpfeffer-record",
        "version": 1,
        "rules": rules,
        "seed": "",
        "first_dealer": 1,
        "deals": [],
        "actions": [],
    }
    with pytest.raises(hp.RecordFormatError) as caught:
        hp.records.GameRecord.from_json(json.dumps(data))
    message = str(caught.value)
    title = hp.Game(game or "hasenpfeffer").title
    assert message.endswith(
        f"unknown rule option (the options of {title} are "
        + ", ".join(("game", *options))
        + ")"
    )
    assert len(message) < 300

"""The shipped JSON Schema and the JSON reader accept the same records.

Each generated record's JSON data, as written and then damaged, goes to
both the schema (``jsonschema``, Draft 2020-12) and the reader; they must
agree, but for what no JSON Schema can say, which the reader refuses and
the schema's description names: a card dealt twice in one deal.  A key
given twice in one object is a matter of JSON text (``json.loads`` keeps
the last), tested on its own.

Before, the schema took what the reader refused: whole-number floats
(``"version": 1.0``, a seat ``1.0``, a seed ``1e3``), a seed ``"5\\n"``
(Python's ``re.search`` lets ``$`` match before a final newline) and seeds
of up to 4,000 digits.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from typing import Any

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer.games import MAX_ALONE_MULTIPLIER, MAX_TARGET_SCORE
from hasenpfeffer.records import LIMITS, record_schema
from tests.strategies import reachable_states, rules, scaled, with_deal_orders

SCHEMA = record_schema()
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)
LARGEST_SEED = 10**100 - 1

records = with_deal_orders(
    st.one_of(
        reachable_states(max_steps=60, max_hands=2),
        reachable_states(
            max_steps=60,
            max_hands=2,
            rules_strategy=rules().filter(lambda r: r.lone_hands),
        ),
    ).map(lambda state: state.to_record())
)


def reader_accepts(data: Any) -> bool:
    """Whether the reader takes ``data``; it refuses only with its own error,
    which names the JSON path of the fault."""
    try:
        hp.records.GameRecord.from_dict(data)
    except hp.RecordFormatError as error:
        location = error.location
    else:
        return True
    assert location is not None and location.startswith("$")
    return False


def same_verdict(data: Any) -> None:
    valid = VALIDATOR.is_valid(data)
    accepted = reader_accepts(data)
    if valid and not accepted:
        # The schema cannot see a card dealt more than once: twice, or
        # more often.
        with pytest.raises(hp.RecordFormatError, match=r"is dealt (twice|\d+ times)"):
            hp.records.GameRecord.from_dict(data)
        return
    assert accepted == valid, (accepted, list(VALIDATOR.iter_errors(data))[:1])


# -- values that sit on the edges of what either side allows ---------------------

TRICKY_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    1,
    2,
    3,
    4,
    -1,
    0.0,
    -0.0,
    1.0,
    3.0,
    1e3,
    1.5,
    float("inf"),
    7,
    10,
    MAX_TARGET_SCORE,
    MAX_TARGET_SCORE + 1,
    MAX_ALONE_MULTIPLIER,
    MAX_ALONE_MULTIPLIER + 1,
    float(MAX_TARGET_SCORE),
    2**31,
    2**63,
    LARGEST_SEED,
    LARGEST_SEED + 1,
    -LARGEST_SEED,
    -LARGEST_SEED - 1,
    1e99,
    1e100,
    "",
    "1",
    "5\n",
    "\n5",
    " 5",
    "5 ",
    "+5",
    "-5",
    "-",
    "1_000",
    "1e3",
    "\u0665",
    "9" * 100,
    "9" * 101,
    "0" * 101,
    "-" + "9" * 100,
    "hasenpfeffer-record",
    "hasenpfeffer-record\n",
    "standard",
    "pepper",
    "stick_the_dealer",
    "JH",
    "JH\n",
    "jh",
    "Joker",
    "pass",
    "pass\n",
    "bid 3",
    "Bid 3",
    "play JH",
    "play  JH",
    [],
    {},
]


def slots(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """The path of every value inside ``data``."""
    if isinstance(data, dict):
        items: Any = data.items()
    elif isinstance(data, list):
        items = enumerate(data)
    else:
        return
    for key, value in items:
        yield (*path, key)
        yield from slots(value, (*path, key))


def parent(data: Any, path: tuple[Any, ...]) -> Any:
    """The object or array that holds the value at ``path``."""
    for key in path[:-1]:
        data = data[key]
    return data


def deal_a_card_twice(data: dict[str, Any]) -> None:
    """Give seat 1's first card of the first deal to seat 0's first card too."""
    deals = data.get("deals")
    if not isinstance(deals, list) or not deals or not isinstance(deals[0], dict):
        return
    hands = deals[0].get("hands")
    if isinstance(hands, list) and len(hands) > 1:
        first, second = hands[0], hands[1]
        if isinstance(first, list) and isinstance(second, list) and first and second:
            second[0] = first[0]


@st.composite
def damaged(draw: st.DrawFn) -> Any:
    """A record's JSON data, with one to three values replaced by tricky
    values, keys dropped or added, or a card dealt twice."""
    data = draw(records).to_dict()
    if draw(st.booleans()):
        data["seed"] = draw(st.sampled_from([int(data["seed"]), float(data["seed"])]))
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        path = draw(st.sampled_from(list(slots(data))))
        holder = parent(data, path)
        edit = draw(
            st.sampled_from(["value", "value", "value", "drop", "add", "twice"])
        )
        if edit == "value":
            holder[path[-1]] = copy.deepcopy(draw(st.sampled_from(TRICKY_VALUES)))
        elif edit == "drop" and isinstance(holder, dict):
            del holder[path[-1]]
        elif edit == "add" and isinstance(holder, dict):
            holder[draw(st.sampled_from(["extra", "Seed", "hands", "seat"]))] = 1
        elif edit == "twice":
            deal_a_card_twice(data)
    return data


@given(records)
@scaled(0.5)
def test_every_record_written_satisfies_both(record: hp.records.GameRecord) -> None:
    data = json.loads(record.to_json())
    assert VALIDATOR.is_valid(data)
    assert hp.records.GameRecord.from_dict(data) == record


@given(records, st.sampled_from(["version", "first_dealer", "seat", "rules"]))
@scaled(0.5)
def test_whole_numbers_written_as_floats_satisfy_both(
    record: hp.records.GameRecord, where: str
) -> None:
    data = record.to_dict()
    data["seed"] = (
        float(int(data["seed"])) if abs(record.seed) < 2**53 else data["seed"]
    )
    if where == "version":
        data["version"] = 1.0
    elif where == "first_dealer":
        data["first_dealer"] = float(data["first_dealer"])
    elif where == "seat":
        for action in data["actions"]:
            action["seat"] = float(action["seat"])
    else:
        data["rules"] = {
            name: float(value) if type(value) is int else value
            for name, value in data["rules"].items()
        }
    assert VALIDATOR.is_valid(data)
    assert hp.records.GameRecord.from_dict(data) == record
    assert hp.records.GameRecord.from_json(json.dumps(data)) == record


@given(damaged())
@scaled(2)
def test_the_schema_and_the_reader_agree_on_damaged_records(data: Any) -> None:
    same_verdict(data)
    same_verdict(json.loads(json.dumps(data)))


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("version", 1.0),
        ("first_dealer", 1.0),
        ("seed", 1e3),
        ("seed", "5\n"),
        ("seed", "9" * 101),
        ("seed", "9" * 4000),
        ("seed", 10**100),
        ("seed", " 5"),
    ],
)
def test_the_cases_they_disagreed_on(key: str, value: Any) -> None:
    data = hp.new_game(seed=1, dealer=0).to_record().to_dict()
    data[key] = value
    same_verdict(data)


def test_the_seed_pattern_is_safe_in_both_regex_dialects() -> None:
    # JSON Schema patterns are ECMA-262, where "$" matches only at the end;
    # Python's jsonschema uses re.search, where "$" also matches before a
    # final newline.  The pattern must refuse "5\n" either way.
    pattern = SCHEMA["properties"]["seed"]["oneOf"][0]["pattern"]
    for text in ("5\n", "5\n\n", "\n5", "5 ", ""):
        assert re.search(pattern, text) is None
    assert re.search(pattern, "-" + "9" * 100) is not None
    assert re.search(pattern, "9" * 101) is None


def test_the_schema_bounds_are_the_librarys() -> None:
    options = SCHEMA["properties"]["rules"]["properties"]
    assert options["target_score"]["maximum"] == MAX_TARGET_SCORE
    assert options["alone_multiplier"]["maximum"] == MAX_ALONE_MULTIPLIER
    number = SCHEMA["properties"]["seed"]["oneOf"][1]
    assert number["maximum"] == LARGEST_SEED == -number["minimum"]
    assert SCHEMA["properties"]["deals"]["maxItems"] == LIMITS.deals
    assert SCHEMA["properties"]["actions"]["maxItems"] == LIMITS.actions


def test_a_key_twice_in_json_text_is_refused_as_documented() -> None:
    # JSON Schema sees the object json.loads builds (the last value kept);
    # the reader refuses the text, as the schema's description says.
    text = hp.new_game(seed=1, dealer=0).to_record().to_json()
    twice = text.replace('"seed": "1",', '"seed": "1",\n  "seed": "2",')
    assert VALIDATOR.is_valid(json.loads(twice))
    with pytest.raises(hp.RecordFormatError, match='the key "seed" appears twice'):
        hp.records.GameRecord.from_json(twice)
    assert "a key given twice" in SCHEMA["description"]

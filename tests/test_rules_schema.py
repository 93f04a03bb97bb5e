"""The shipped schemas and the library agree on the rules of every game.

Hypothesis writes rule options as a client would: every game named or
left out, every option present or absent, with a value it may take in
some game or one it may take in none.  The record schema must accept a
record with those rules exactly when the reader does, and the referee's
request schema must accept a ``start`` with them exactly when the referee
starts the game.

Before, both schemas refused ``{"game": "euchre", "lone_defender": true}``
and ``{"game": "railroad_euchre", "call_for_best": true}``, which the
library reads with lone hands on, the Euchres' default.
"""

from __future__ import annotations

import enum
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer._referee import Referee
from hasenpfeffer.games import MAX_ALONE_MULTIPLIER, MAX_TARGET_SCORE
from hasenpfeffer.records._json import RULE_KINDS
from tests.test_record_schema import VALIDATOR as RECORDS
from tests.test_referee import REQUESTS

OPTIONS = [name for name in RULE_KINDS if name != "game"]

GOOD_VALUES: dict[str, list[Any]] = {
    name: (
        [member.value for member in kind]
        if issubclass(kind, enum.Enum)
        else [True, False]
        if kind is bool
        else [1, 2, 2.0, 3, 10]
    )
    for name, kind in RULE_KINDS.items()
}
"""Values that each option takes in some game."""

BAD_VALUES: list[Any] = [
    None,
    0,
    -1,
    1.5,
    MAX_ALONE_MULTIPLIER + 1,
    MAX_TARGET_SCORE,
    MAX_TARGET_SCORE + 1,
    "",
    "euchre",
    "standard",
    "H",
    "true",
    [],
    {},
]
"""Values that some option, or every option, refuses."""


@st.composite
def rule_options(draw: st.DrawFn) -> dict[str, Any]:
    """Rule options of some game, each option present or absent, with a
    value it may take or one it may not."""
    options: dict[str, Any] = {}
    game = draw(st.sampled_from([None, *GOOD_VALUES["game"], "bid_euchre", 1]))
    if game is not None:
        options["game"] = game
    for name in draw(st.lists(st.sampled_from(OPTIONS), unique=True, max_size=6)):
        options[name] = draw(
            st.sampled_from(GOOD_VALUES[name])
            | st.sampled_from(BAD_VALUES)
            | st.sampled_from(GOOD_VALUES[draw(st.sampled_from(OPTIONS))])
        )
    if draw(st.booleans()):
        options[draw(st.sampled_from(["extra", "Lone_hands", "games"]))] = True
    return options


def empty_record(rules: dict[str, Any]) -> dict[str, Any]:
    """A record of a game with ``rules`` and no deal yet."""
    return {
        "format": "hasenpfeffer-record",
        "version": 1,
        "rules": rules,
        "seed": "1",
        "first_dealer": 0,
        "deals": [],
        "actions": [],
    }


def reader_accepts(rules: dict[str, Any]) -> bool:
    record = empty_record(rules)
    schema_says = RECORDS.is_valid(record)
    try:
        hp.records.GameRecord.from_dict(record)
    except hp.RecordFormatError as error:
        refusal: hp.RecordFormatError | None = error
    else:
        refusal = None
    if refusal is None:
        assert schema_says, (rules, list(RECORDS.iter_errors(record))[:1])
        return True
    assert refusal.location is not None and refusal.location.startswith("$.rules")
    assert not schema_says, (rules, str(refusal))
    return False


def referee_accepts(rules: dict[str, Any]) -> bool:
    request = {"type": "start", "rules": rules, "seed": 1, "dealer": 0}
    schema_says = REQUESTS.is_valid(request)
    answer = Referee().handle(request)
    if answer["type"] == "error":
        assert answer["code"] == "invalid_field", answer
        assert answer["location"].startswith("$.rules"), answer
        assert not schema_says, (rules, answer["message"])
        return False
    assert schema_says, (rules, list(REQUESTS.iter_errors(request))[:1])
    return True


THE_CASES_THEY_DISAGREED_ON: list[dict[str, Any]] = [
    {"game": "euchre", "lone_defender": True},
    {"game": "railroad_euchre", "call_for_best": True},
    {"game": "railroad_euchre", "lone_defender": True, "call_for_best": True},
]


@given(rule_options())
@example({"lone_defender": True})
@example({"game": "hasenpfeffer", "lone_defender": True})
@example({"game": "euchre", "lone_hands": False, "lone_defender": True})
@example({"game": "three_handed_euchre", "lone_defender": True})
@example({"game": "euchre", "call_for_best": True})
@example({"game": "railroad_euchre", "lone_hands": False, "call_for_best": True})
def test_the_schemas_accept_exactly_the_rules_the_library_accepts(
    rules: dict[str, Any],
) -> None:
    assert reader_accepts(rules) == referee_accepts(rules)


@pytest.mark.parametrize("rules", THE_CASES_THEY_DISAGREED_ON)
def test_lone_options_need_no_lone_hands_where_the_game_has_them_on(
    rules: dict[str, Any],
) -> None:
    assert reader_accepts(rules) and referee_accepts(rules)
    read = hp.records.GameRecord.from_dict(empty_record(rules)).rules
    assert read.lone_hands is True


@pytest.mark.parametrize(
    "rules",
    [
        {"lone_defender": True},
        {"game": "euchre", "lone_hands": False, "lone_defender": True},
        {"game": "railroad_euchre", "lone_hands": False, "call_for_best": True},
    ],
)
def test_lone_options_without_lone_hands_are_refused_by_both(
    rules: dict[str, Any],
) -> None:
    assert not reader_accepts(rules) and not referee_accepts(rules)


@pytest.mark.parametrize(
    "rules",
    [
        {"game": "euchre", "all_pass": "joker_bids"},  # the schema took it
        {"game": "bid_euchre", "all_pass": "joker_bids"},
        {"game": "bid_euchre", "lone_hands": True},
        {"game": "bid_euchre", "min_bid": 7},
        {"game": "railroad_euchre", "moon_points": 20},
        {"min_bid": 4},
    ],
)
def test_both_refuse_what_no_game_of_the_rules_takes(rules: dict[str, Any]) -> None:
    assert not reader_accepts(rules) and not referee_accepts(rules)


@pytest.mark.parametrize(
    "rules",
    [
        {"game": "bid_euchre", "call_for_best": True},  # the moon's maker
        {"game": "bid_euchre", "min_bid": 1, "moon_points": 1000},
        {"game": "bid_euchre", "opening_lead": "dealers_left", "all_pass": "redeal"},
    ],
)
def test_both_take_bid_euchres_options(rules: dict[str, Any]) -> None:
    assert reader_accepts(rules) and referee_accepts(rules)

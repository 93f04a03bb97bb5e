"""The table of the options is the one description of each option.

Every reader of options is made from it: these tests check that each one
covers the whole table, so that an option added to the table (and as a
typed field of ``Rules``) reaches ``Rules``, the command line, the
server's form, the record's schema and the OpenSpiel parameters with no
other change.  See ``docs/internals.rst``, "What adding a game touched".
"""

from __future__ import annotations

import argparse
import enum
import json
from importlib import resources
from typing import Any

import attrs
import pytest

import hasenpfeffer as hp
from hasenpfeffer.cli.rule_flags import add_rule_options, rules_from_options
from hasenpfeffer.games import GAME_DEPENDENT, OPTIONS, OPTIONS_BY_NAME, SPECS, Option
from hasenpfeffer.rules import options_of
from hasenpfeffer.server._options import game_options


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    add_rule_options(parser)
    return parser


def _value_text(value: object) -> str:
    return str(getattr(value, "value", value))


def test_the_fields_of_rules_are_the_table_in_order() -> None:
    fields = [field.name for field in attrs.fields(hp.Rules) if field.name != "game"]
    assert fields == [option.name for option in OPTIONS]


def test_every_game_names_the_options_that_have_no_usual_default() -> None:
    for option in OPTIONS:
        if option.default is None:
            assert all(option.name in spec.option_defaults for spec in SPECS.values())


def test_the_specs_name_only_options_of_the_table() -> None:
    for spec in SPECS.values():
        assert set(spec.option_defaults) <= set(OPTIONS_BY_NAME)
        assert spec.own_options <= set(OPTIONS_BY_NAME)


def test_the_options_that_some_game_defaults_itself_depend_on_the_game() -> None:
    # docs/options.rst: all_pass, the three options about going alone, and
    # Bid Euchre's opening lead and target.
    assert {
        "all_pass",
        "lone_hands",
        "lone_defender",
        "call_for_best",
        "opening_lead",
        "target_score",
    } == GAME_DEPENDENT


def _values_taken(option: Option, game: hp.Game) -> list[Any]:
    """The values of ``option`` that ``game`` takes."""
    if option.kind is int:
        return [1, option.highest]
    candidates: list[Any] = list(option.choices) or [False, True]
    taken = []
    for value in candidates:
        try:
            hp.Rules(**{"game": game, option.name: value})
        except hp.InvalidValueError:
            continue
        taken.append(value)
    return taken


@pytest.mark.parametrize("game", list(hp.Game))
def test_the_command_line_sets_every_value_each_game_takes(game: hp.Game) -> None:
    parser = _parser()
    for name in options_of(game):
        option = OPTIONS_BY_NAME[name]
        default = getattr(hp.Rules(game=game), name)
        for value in _values_taken(option, game):
            switches = [switch for switch in option.switches if switch.value == value]
            if switches:
                argv = [switches[0].flag]
            elif option.flag:
                argv = [option.flag, _value_text(value)]
            else:
                assert value == default, f"no flag sets {name} to {value!r}"
                continue
            rules = rules_from_options(parser.parse_args(["--game", game.value, *argv]))
            assert getattr(rules, name) == value


@pytest.mark.parametrize("game", list(hp.Game))
def test_the_servers_form_offers_every_option_of_each_game(game: hp.Game) -> None:
    offered = game_options(hp.Rules(game=game))
    assert [option["name"] for option in offered] == list(options_of(game))
    for entry in offered:
        option = OPTIONS_BY_NAME[entry["name"]]
        if option.choices:
            taken = [_value_text(value) for value in _values_taken(option, game)]
            assert entry["choices"] == taken


def test_openspiel_has_a_parameter_for_every_option() -> None:
    pytest.importorskip("pyspiel")
    from hasenpfeffer.integrations._spiel_parameters import (
        DEFAULT_PARAMETERS,
        GAME_DEFAULT_AT,
    )

    assert [name for name in DEFAULT_PARAMETERS if name in OPTIONS_BY_NAME] == [
        option.name for option in OPTIONS
    ]
    assert set(GAME_DEFAULT_AT) == GAME_DEPENDENT - {"all_pass"}
    assert DEFAULT_PARAMETERS["all_pass"] == "game_default"


@pytest.mark.parametrize("game", list(hp.Game))
def test_openspiel_sets_every_value_each_game_takes(game: hp.Game) -> None:
    pytest.importorskip("pyspiel")
    from hasenpfeffer.integrations._spiel_parameters import (
        GAME_DEFAULT_AT,
        rules_from_parameters,
    )

    for name in options_of(game):
        option = OPTIONS_BY_NAME[name]
        for value in _values_taken(option, game):
            if name in GAME_DEFAULT_AT and value == option.default:
                continue  # that value leaves the option to the game
            rules = rules_from_parameters(
                {"game": game.value, name: getattr(value, "value", value)}
            )
            assert getattr(rules, name) == value


def test_the_record_schema_describes_every_option() -> None:
    text = resources.files("hasenpfeffer.schemas").joinpath("game-record.schema.json")
    properties = json.loads(text.read_text())["properties"]["rules"]["properties"]
    assert list(properties) == ["game", *(option.name for option in OPTIONS)]
    for option in OPTIONS:
        described = properties[option.name]
        if isinstance(option.kind, enum.EnumMeta):
            assert described["enum"] == [_value_text(value) for value in option.choices]
        elif option.kind is bool:
            assert described["type"] == "boolean"
        else:
            assert (described["minimum"], described["maximum"]) == (1, option.highest)
        if option.name not in GAME_DEPENDENT:
            assert described["default"] == getattr(
                option.default, "value", option.default
            )

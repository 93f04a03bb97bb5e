"""Game records (issue 4, part 2): replay, JSON with its schema, text notation."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

import attrs
import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer.bots import SimpleBot, play_game
from hasenpfeffer.records import record_schema
from tests.strategies import (
    ALL_ACTIONS,
    DECK,
    actions,
    deals,
    reachable_states,
    rules,
    scaled,
    seeds,
)

VALIDATOR = jsonschema.Draft202012Validator(record_schema())

lone_rules = rules().filter(lambda r: r.lone_hands)
any_state = st.one_of(
    reachable_states(max_steps=150, max_hands=4),
    reachable_states(max_steps=150, max_hands=4, rules_strategy=lone_rules),
)


@st.composite
def arbitrary_records(draw: st.DrawFn) -> hp.GameRecord:
    """Any well-formed record, of a legal game or not."""
    return hp.GameRecord(
        rules=draw(rules()),
        seed=draw(seeds()),
        first_dealer=draw(st.integers(0, 3)),
        deals=draw(st.lists(deals(), max_size=3)),
        actions=draw(st.lists(st.tuples(st.integers(0, 3), actions()), max_size=12)),
    )


def finished_games() -> list[hp.GameState]:
    """Whole games between bots under several rule sets, to GAME_OVER."""
    games = []
    for seed, game_rules in enumerate(
        [
            hp.Rules(),
            hp.Rules(bidding=hp.Bidding.PEPPER, defenders_score_tricks=True),
            hp.Rules(lone_hands=True, lone_defender=True),
            hp.Rules(all_pass=hp.AllPass.STICK_THE_DEALER, lone_hands=True),
        ]
    ):
        games.append(play_game(hp.new_game(game_rules, seed=seed), SimpleBot()))
    return games


FINISHED = finished_games()


# -- replay ----------------------------------------------------------------------


@given(any_state)
def test_replay_rebuilds_every_reachable_state(state: hp.GameState) -> None:
    record = state.to_record()
    rebuilt = hp.replay(record)
    assert rebuilt == state
    assert hash(rebuilt) == hash(state)
    assert rebuilt.legal_actions() == state.legal_actions()
    assert record == hp.GameRecord.of(state) and hash(record) == hash(state.to_record())


@pytest.mark.parametrize("state", FINISHED, ids=lambda s: f"seed {s.seed}")
def test_replay_rebuilds_finished_games(state: hp.GameState) -> None:
    assert state.phase is hp.Phase.GAME_OVER
    record = state.to_record()
    assert hp.replay(record) == state
    assert hp.GameRecord.from_json(record.to_json()) == record
    assert hp.GameRecord.from_text(record.to_text()) == record
    VALIDATOR.validate(json.loads(record.to_json()))


def test_replay_of_a_thrown_in_hand_and_the_next() -> None:
    state = hp.new_game(seed=4, dealer=1).deal().pass_().pass_().pass_().pass_()
    state = state.deal(seed=99).bid(2)
    record = state.to_record()
    assert len(record.deals) == 2 and hp.replay(record) == state
    assert record.to_text().count("\n1. ") == 1 and "\n2. " in record.to_text()


def test_a_record_of_a_new_game_has_no_deals() -> None:
    record = hp.new_game(seed=12, dealer=3).to_record()
    assert record.deals == () and record.actions == ()
    assert hp.replay(record) == hp.new_game(seed=12, dealer=3)
    assert hp.GameRecord.from_text(record.to_text()) == record


def test_record_fields() -> None:
    state = hp.new_game(seed=5, dealer=2).deal().bid(3)
    record = state.to_record()
    assert record.rules == state.rules and record.seed == 5
    assert record.first_dealer == 2 and record.deals == state.deals
    assert record.actions == state.history
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        record.seed = 6  # type: ignore[misc]


def test_record_constructor_normalises_and_checks() -> None:
    state = hp.new_game(seed=5, dealer=0).deal().bid(3)
    deal = state.deals[0]
    shuffled = [list(reversed(hand)) for hand in deal.hands]
    record = hp.GameRecord(
        state.rules,
        seed=5,
        first_dealer=0,
        deals=[(shuffled, str(deal.widow))],
        actions=[[1, "bid 3"]],  # type: ignore[list-item]
    )
    assert record == state.to_record()
    with pytest.raises(
        hp.InvalidValueError, match=r"deal 0: 9C is dealt 4 times .to seat 0, "
    ):
        hp.GameRecord(hp.Rules(), 1, 0, [([deal.hands[0]] * 4, deal.widow)])
    with pytest.raises(hp.InvalidValueError, match="action 0: a seat is"):
        hp.GameRecord(hp.Rules(), 1, 0, (), [(4, hp.Pass())])
    with pytest.raises(hp.InvalidNotationError, match="action 0: not an action"):
        hp.GameRecord(hp.Rules(), 1, 0, (), [(1, "bid seven")])
    with pytest.raises(hp.InvalidValueError, match="expected an action"):
        hp.GameRecord(hp.Rules(), 1, 0, (), [(1, 3)])  # type: ignore[list-item]
    with pytest.raises(hp.InvalidValueError, match="first_dealer must be a seat"):
        hp.GameRecord(hp.Rules(), 1, 7)
    with pytest.raises(hp.InvalidValueError, match="a seed is a whole number"):
        hp.GameRecord(hp.Rules(), "1", 0)  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match="rules must be a Rules value"):
        hp.GameRecord(None, 1, 0)  # type: ignore[arg-type]


# -- JSON ------------------------------------------------------------------------


@given(any_state)
def test_json_round_trips_and_matches_the_schema(state: hp.GameState) -> None:
    record = state.to_record()
    text = record.to_json()
    data = json.loads(text)
    VALIDATOR.validate(data)
    assert data == record.to_dict()
    assert hp.GameRecord.from_json(text) == record
    assert hp.GameRecord.from_json(text.encode()) == record
    assert hp.GameRecord.from_dict(data) == record
    assert hp.read_record(text) == record


@given(arbitrary_records())
@scaled(0.5)
def test_any_record_round_trips_through_json_and_text(record: hp.GameRecord) -> None:
    VALIDATOR.validate(record.to_dict())
    assert hp.GameRecord.from_json(record.to_json()) == record
    assert hp.GameRecord.from_text(record.to_text()) == record
    assert hp.read_record(record.to_text()) == record


def test_json_layout_one_item_per_line() -> None:
    state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H")
    text = state.to_record().to_json()
    assert text.endswith("}\n")
    lines = text.splitlines()
    assert lines[1] == '  "format": "hasenpfeffer-record",'
    assert lines[2] == '  "version": 1,'
    assert '    {"seat": 1, "action": "bid 6"},' in lines
    assert '    {"seat": 1, "action": "trump H"}' in lines
    assert '  "seed": "1",' in lines


def test_big_seeds_are_written_as_strings_and_read_from_numbers_too() -> None:
    record = hp.new_game(seed=-(2**70), dealer=0).to_record()
    data = record.to_dict()
    assert data["seed"] == str(-(2**70))
    data["seed"] = -(2**70)
    VALIDATOR.validate(data)
    assert hp.GameRecord.from_dict(data) == record


def test_rules_are_written_by_option_name_and_enum_value() -> None:
    game_rules = hp.Rules(
        bidding=hp.Bidding.PEPPER,
        all_pass=hp.AllPass.STICK_THE_DEALER,
        target_score=7,
        lone_hands=True,
    )
    data = hp.new_game(game_rules, seed=1).to_record().to_dict()["rules"]
    assert data == {
        "bidding": "pepper",
        "all_pass": "stick_the_dealer",
        "failed_contract": "tricks_won",
        "defenders_score_tricks": False,
        "opening_lead": "dealers_left",
        "tie_break": "makers_first",
        "target_score": 7,
        "lone_hands": True,
        "lone_defender": False,
        "alone_multiplier": 2,
    }
    # A record of Hasenpfeffer names no game, as records did before there
    # were others: every option but the game, Railroad Euchre's own and
    # Three-Handed Euchre's own.
    assert set(data) == {field.name for field in attrs.fields(hp.Rules)} - {
        "game",
        "joker_upcard_suit",
        "call_for_best",
        "march_points",
    }


def test_rule_options_left_out_take_their_defaults() -> None:
    data = hp.new_game(seed=1, dealer=0).to_record().to_dict()
    data["rules"] = {"bidding": "pepper"}
    VALIDATOR.validate(data)
    assert hp.GameRecord.from_dict(data).rules == hp.Rules(bidding=hp.Bidding.PEPPER)


def test_the_schema_ships_with_the_package() -> None:
    path = resources.files("hasenpfeffer").joinpath("schemas/game-record.schema.json")
    schema = json.loads(path.read_text(encoding="utf-8"))
    assert schema == record_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["$defs"]["card"]["enum"] == [str(card) for card in DECK]
    assert sorted(schema["$defs"]["action"]["properties"]["action"]["enum"]) == sorted(
        str(action) for action in ALL_ACTIONS
    )
    options = schema["properties"]["rules"]["properties"]
    assert set(options) == {field.name for field in attrs.fields(hp.Rules)}
    defaults = hp.Rules()  # Hasenpfeffer's, which a record without "game" plays
    for field in attrs.fields(hp.Rules):
        default: Any = getattr(defaults, field.name)
        expected = getattr(default, "value", default)
        if field.name in ("lone_defender", "call_for_best"):
            # Their default is the game's: the schema says so in words.
            assert "Railroad Euchre" in options[field.name]["description"]
        else:
            assert options[field.name]["default"] == expected


# -- text notation -----------------------------------------------------------------


@given(any_state)
def test_text_round_trips(state: hp.GameState) -> None:
    record = state.to_record()
    text = record.to_text()
    assert hp.GameRecord.from_text(text) == record
    assert hp.GameRecord.from_text(text).to_text() == text
    assert hp.read_record(text) == record
    hand_lines = [line for line in text.splitlines() if line[:1].isdigit()]
    assert len(hand_lines) == len(record.deals)


def test_text_has_one_line_per_hand() -> None:
    state = FINISHED[0]
    text = state.to_record().to_text()
    hand_lines = [line for line in text.splitlines() if line[:1].isdigit()]
    assert len(hand_lines) == state.hand_number
    for number, line in enumerate(hand_lines, start=1):
        assert line.startswith(f"{number}. ")
    # the hands break where the replay deals the next hand
    first = hand_lines[0].split(" : ", 1)[1].split(", ")
    assert len(first) == len(state.history) - sum(
        len(line.split(" : ", 1)[1].split(", ")) for line in hand_lines[1:]
    )


def test_text_reader_is_lenient_about_notation_and_layout() -> None:
    text = """
    # a game typed by hand
    [seed "3"]   
    [first_dealer "0"]
    [bidding "pepper"]

    1. 10c 9c J♣ QC KC AC / 9D TD JD QD KD AD / 9H TH JH QH KH AH / 9S TS JS QS KS AS / JK :1 Big Pepper ,1 trump ♥
    """  # noqa: W291, E501
    record = hp.GameRecord.from_text(text)
    assert record.seed == 3 and record.rules.bidding is hp.Bidding.PEPPER
    assert record.actions == ((1, hp.BIG_PEPPER), (1, hp.NameTrump(hp.Suit.HEARTS)))
    assert record.deals[0].widow == hp.JOKER
    assert hp.validate(record).legal


def test_text_header_writes_every_tag() -> None:
    text = hp.new_game(hp.Rules(lone_hands=True), seed=77, dealer=1).to_record()
    lines = text.to_text().splitlines()
    assert lines[:4] == [
        '[format "hasenpfeffer-record"]',
        '[version "1"]',
        '[seed "77"]',
        '[first_dealer "1"]',
    ]
    assert '[lone_hands "true"]' in lines and '[target_score "10"]' in lines

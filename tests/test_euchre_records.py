"""Records and pickles of Euchre games.

A record of a Euchre game names the game in its rules and gives each deal
as four hands of five and a kitty of four, the upcard first (the JSON and
text formats of docs/howto-records.rst).  Random games of every option set go
through JSON, text and pickles and come back equal; ``validate`` finds
them legal and the shipped JSON Schema takes them.  A record mixing the two
games' deals, or damaged, is refused by the reader (and the schema) with
the place and the fault named.
"""

from __future__ import annotations

import copy
import json
import pickle
from collections.abc import Callable
from typing import Any

import attrs
import jsonschema
import pytest

import hasenpfeffer as hp
from hasenpfeffer._engine.layout import StateValue
from hasenpfeffer.records import record_schema
from tests.euchre_games import EUCHRE, OPTION_SETS, dealt, random_game
from tests.helpers import exactly

VALIDATOR = jsonschema.Draft202012Validator(record_schema())
GAMES_PER_OPTION_SET = 2


def some_states(rules: hp.Rules, seed: int) -> list[hp.GameState]:
    """Every 20th state of a random game, and its last."""
    states = list(random_game(attrs.evolve(rules, target_score=5), seed))
    return [*states[::20], states[-1]]


@pytest.mark.parametrize("name", sorted(OPTION_SETS))
def test_records_round_trip_and_are_legal(name: str) -> None:
    finished = 0
    for seed in range(GAMES_PER_OPTION_SET):
        for state in some_states(OPTION_SETS[name], seed):
            record = state.to_record()
            assert hp.GameRecord.from_json(record.to_json()) == record
            assert hp.GameRecord.from_text(record.to_text()) == record
            assert hp.read_record(record.to_text()) == record
            assert hp.GameRecord.from_dict(record.to_dict()) == record
            assert hp.replay(record) == state
            data = json.loads(record.to_json())
            assert data["rules"]["game"] == "euchre"
            assert all(set(deal) == {"hands", "kitty"} for deal in data["deals"])
            VALIDATOR.validate(data)
            verdict = hp.validate(record)
            assert verdict.legal
            assert verdict.finished is (state.phase is hp.Phase.GAME_OVER)
            assert verdict.scores == state.scores
            assert verdict.hands_played == len(state.hand_results)
            finished += verdict.finished
    assert finished == GAMES_PER_OPTION_SET


def test_a_text_record_names_the_game_and_gives_the_kitty_last() -> None:
    state = dealt().pass_().name_trump("H").discard("TS")
    lines = state.to_record().to_text().splitlines()
    assert '[game "euchre"]' in lines
    assert lines[-1] == (
        "1. KC AC 9H TS JS / TC JC QC AD QH / JD JH KH AH AS / TD QD KD QS KS "
        "/ TH 9C 9D 9S : 1 pass, 2 trump H, 0 discard TS"
    )


# -- a record that mixes the games ------------------------------------------------

HASENPFEFFER_DEAL = hp.new_game(seed=1, dealer=0).deal().deals[-1]
EUCHRE_DEAL = dealt().deals[-1]


def test_a_euchre_record_with_a_hasenpfeffer_deal_is_refused() -> None:
    record = hp.GameRecord(EUCHRE, 1, 0, [HASENPFEFFER_DEAL], [])
    reason = "Game.EUCHRE deals a kitty, not a widow: give kitty= instead"
    verdict = hp.validate(record)
    assert not verdict.legal
    assert verdict.reason == reason
    with pytest.raises(hp.RecordError) as error:
        hp.replay(record)
    assert error.value.reason == reason
    assert error.value.action is None


def test_a_hasenpfeffer_record_with_a_euchre_deal_is_refused() -> None:
    record = hp.GameRecord(hp.Rules(), 1, 0, [EUCHRE_DEAL], [])
    reason = "Hasenpfeffer deals a widow, not a kitty: give widow= instead"
    verdict = hp.validate(record)
    assert (verdict.legal, verdict.reason) == (False, reason)
    with pytest.raises(hp.RecordError) as error:
        hp.replay(record)
    assert error.value.reason == reason


def swap_deals(mine: hp.GameState, theirs: hp.GameState) -> dict[str, Any]:
    data = mine.to_record().to_dict()
    data["deals"] = theirs.to_record().to_dict()["deals"]
    return data


@pytest.mark.parametrize(
    ("data", "message"),
    [
        pytest.param(
            swap_deals(dealt(), hp.new_game(seed=1, dealer=0).deal()),
            '$.deals[0].widow: unknown key "widow"',
            id="Euchre with a widow",
        ),
        pytest.param(
            swap_deals(hp.new_game(seed=1, dealer=0).deal(), dealt()),
            '$.deals[0].kitty: unknown key "kitty"',
            id="Hasenpfeffer with a kitty",
        ),
    ],
)
def test_json_that_mixes_the_games_is_refused(data: Any, message: str) -> None:
    with pytest.raises(hp.RecordFormatError, match=exactly(message)):
        hp.GameRecord.from_dict(data)
    assert not VALIDATOR.is_valid(data)


def test_text_that_mixes_the_games_is_refused() -> None:
    euchre = dealt().to_record().to_text().splitlines()
    hasenpfeffer = hp.new_game(seed=1, dealer=0).deal().to_record().to_text()
    mixed = "\n".join([*euchre[:-1], hasenpfeffer.splitlines()[-1]]) + "\n"
    hand_line = len(euchre)
    with pytest.raises(
        hp.RecordFormatError,
        match=exactly(f"line {hand_line}, column 4: seat 0 is dealt 6 cards, not 5"),
    ):
        hp.GameRecord.from_text(mixed)


def damaged(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    data = copy.deepcopy(dealt().pass_().name_trump("H").to_record().to_dict())
    change(data)
    return data


def set_in(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        place = data
        for key in path[:-1]:
            place = place[key]
        place[path[-1]] = value

    return change


DAMAGED = [
    pytest.param(
        set_in(("deals", 0, "kitty"), ["TH", "9C", "9D"]),
        "$.deals[0].kitty: expected an array of four cards, not an array of 3",
        id="kitty of three",
    ),
    pytest.param(
        set_in(("deals", 0, "hands", 0), ["KC", "AC", "9H", "TS", "JS", "9S"]),
        "$.deals[0].hands[0]: expected an array of five cards, not an array of 6",
        id="hand of six",
    ),
    pytest.param(
        set_in(("deals", 0, "kitty", 3), "TH"),
        "$.deals[0]: TH is dealt twice to the kitty",
        id="a card twice in the kitty",
    ),
    pytest.param(
        set_in(("rules", "game"), "railroad"),
        (
            '$.rules.game: expected one of "hasenpfeffer", "euchre", '
            '"three_handed_euchre", "railroad_euchre", not "railroad"'
        ),
        id="an unknown game",
    ),
]


@pytest.mark.parametrize(("change", "message"), DAMAGED)
def test_a_damaged_euchre_record_is_refused_by_reader_and_schema(
    change: Callable[[dict[str, Any]], None], message: str
) -> None:
    data = damaged(change)
    with pytest.raises(hp.RecordFormatError, match=exactly(message)):
        hp.GameRecord.from_dict(data)
    assert not VALIDATOR.is_valid(data)


SCHEMA_GAPS = [  # what the reader and the schema both refuse
    pytest.param(
        set_in(("deals", 0, "kitty", 3), "Joker"),
        "$.deals[0]: the Joker is dealt to the kitty; Euchre is played without it",
        id="the Joker in a Euchre deal",
    ),
    pytest.param(
        set_in(("rules", "bidding"), "pepper"),
        "$.rules: bidding does not apply to Game.EUCHRE: it is an option of "
        "Hasenpfeffer's auction and scoring",
        id="a Hasenpfeffer option in a Euchre record",
    ),
]


@pytest.mark.parametrize(("change", "message"), SCHEMA_GAPS)
def test_the_reader_refuses_what_the_schema_could_refuse(
    change: Callable[[dict[str, Any]], None], message: str
) -> None:
    data = damaged(change)
    with pytest.raises(hp.RecordFormatError, match=exactly(message)):
        hp.GameRecord.from_dict(data)


@pytest.mark.parametrize("change", [gap.values[0] for gap in SCHEMA_GAPS])
def test_the_schema_refuses_what_the_reader_refuses(
    change: Callable[[dict[str, Any]], None],
) -> None:
    assert not VALIDATOR.is_valid(damaged(change))


def test_a_euchre_record_may_leave_its_options_at_the_games_defaults() -> None:
    data = dealt().to_record().to_dict()
    data["rules"] = {"game": "euchre"}
    assert VALIDATOR.is_valid(data)
    assert hp.GameRecord.from_dict(data).rules == EUCHRE


# -- pickles -----------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(OPTION_SETS))
def test_pickles_round_trip(name: str) -> None:
    for state in some_states(OPTION_SETS[name], 7):
        again = pickle.loads(pickle.dumps(state))
        assert again == state
        assert hash(again) == hash(state)
        assert again.legal_actions() == state.legal_actions()
        for action in state.legal_actions()[:2]:
            assert again.apply(action) == state.apply(action)


class Tampered:
    """Pickles as ``state`` with one field of its value changed (the fields
    named as in ``StateValue``)."""

    def __init__(self, state: hp.GameState, name: str, change: Any) -> None:
        self.rebuild, (self.layout, value) = state.__reduce__()
        self.value = list(value)
        index = StateValue._fields.index(name)
        self.value[index] = change(self.value[index])

    def __reduce__(self) -> tuple[Any, ...]:
        return (self.rebuild, (self.layout, tuple(self.value)))


def in_play() -> hp.GameState:
    """Seat 2 made hearts alone; the first trick is under way."""
    return dealt().pass_().name_trump("H").discard("TS").go_alone().play("QH")


def _swap_kitty(kitty: tuple[hp.Card, ...]) -> tuple[hp.Card, ...]:
    return (kitty[0], kitty[2], kitty[1], kitty[3])


TAMPERINGS = [
    ("scores", lambda scores: (scores[0] + 1, scores[1])),
    ("kitty", _swap_kitty),
    ("discarded", lambda card: hp.Card.parse("9C")),
    ("won", lambda won: (won[0], won[1] + 1)),
    ("to_act", lambda seat: (seat + 1) % 4),
    ("maker", lambda seat: (seat + 2) % 4),
    ("lone", lambda lone: ()),
    ("hand1", lambda mask: mask ^ 1),
    ("rules", lambda rules: attrs.evolve(rules, lone_defender=True)),
]


@pytest.mark.parametrize(("name", "change"), TAMPERINGS, ids=[t[0] for t in TAMPERINGS])
def test_a_tampered_pickle_is_refused(name: str, change: Callable[[Any], Any]) -> None:
    state = in_play()
    assert (
        pickle.loads(pickle.dumps(Tampered(state, name, lambda value: value))) == state
    )
    message = "not a consistent pickled game state: its history does not lead to it"
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        pickle.loads(pickle.dumps(Tampered(state, name, change)))

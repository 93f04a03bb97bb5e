"""Game records (issue 4, part 2): replay, JSON with its schema, text notation.

Hasenpfeffer's records are drawn and replayed first.  Then, written once
for every game: games of each option set go through JSON, text and
pickles (the formats of docs/howto-records.rst) and come back equal;
``validate`` finds them legal and the shipped JSON Schema takes them; a
record names its game (Hasenpfeffer's names none) and gives each deal as
the hands and the widow or the kitty.  The records of each game's worked
deal follow: Euchre's (docs/euchre.rst, the deal of tests/euchre_games.py),
where a record mixing the two games' deals, or damaged, is refused by the
reader (and the schema) with the place and the fault named, and a tampered
pickle is refused; and Railroad Euchre's call for best (docs/railroad.rst,
"Calling for best").
"""

from __future__ import annotations

import copy
import json
import pickle
import re
from collections.abc import Callable, Iterator
from importlib import resources
from typing import Any

import attrs
import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer._engine.layout import StateValue
from hasenpfeffer.bots import SimpleBot, play_game
from hasenpfeffer.records import record_schema
from tests import railroad_games, side_by_side
from tests.euchre_games import EUCHRE, OPTION_SETS, dealt, random_game
from tests.helpers import exactly
from tests.strategies import (
    ALL_ACTIONS,
    DECK,
    actions,
    deals,
    reachable_states,
    rules,
    scaled,
    seeds,
    with_deal_orders,
)

VALIDATOR = jsonschema.Draft202012Validator(record_schema())

lone_rules = rules().filter(lambda r: r.lone_hands)
any_state = st.one_of(
    reachable_states(max_steps=150, max_hands=4),
    reachable_states(max_steps=150, max_hands=4, rules_strategy=lone_rules),
)


@st.composite
def arbitrary_records(draw: st.DrawFn) -> hp.records.GameRecord:
    """Any well-formed record, of a legal game or not, with the order of
    its deals or without."""
    record = hp.records.GameRecord(
        rules=draw(rules()),
        seed=draw(seeds()),
        first_dealer=draw(st.integers(0, 3)),
        deals=draw(st.lists(deals(), max_size=3)),
        actions=draw(st.lists(st.tuples(st.integers(0, 3), actions()), max_size=12)),
    )
    return draw(with_deal_orders(st.just(record)))


HASENPFEFFER_OPTION_SETS: dict[str, hp.Rules] = {
    "defaults": hp.Rules(),
    "pepper, defenders score tricks": hp.Rules(
        bidding=hp.Bidding.PEPPER, defenders_score_tricks=True
    ),
    "lone hands, lone defender": hp.Rules(lone_hands=True, lone_defender=True),
    "stick the dealer, lone hands": hp.Rules(
        all_pass=hp.AllPass.STICK_THE_DEALER, lone_hands=True
    ),
}
"""Hasenpfeffer's rules of the bots' whole games below."""


def finished_games() -> list[hp.GameState]:
    """Whole games between bots under several rule sets, to GAME_OVER."""
    games = []
    for seed, game_rules in enumerate(HASENPFEFFER_OPTION_SETS.values()):
        games.append(play_game(hp.new_game(game_rules, seed=seed), SimpleBot()))
    return games


FINISHED = finished_games()


# -- replay ----------------------------------------------------------------------


@given(any_state)
def test_replay_rebuilds_every_reachable_state(state: hp.GameState) -> None:
    record = state.to_record()
    rebuilt = hp.records.replay(record)
    assert rebuilt == state
    assert hash(rebuilt) == hash(state)
    assert rebuilt.legal_actions() == state.legal_actions()
    assert record == hp.records.GameRecord.of(state) and hash(record) == hash(
        state.to_record()
    )


@pytest.mark.parametrize("state", FINISHED, ids=lambda s: f"seed {s.seed}")
def test_replay_rebuilds_finished_games(state: hp.GameState) -> None:
    assert state.phase is hp.Phase.GAME_OVER
    record = state.to_record()
    assert hp.records.replay(record) == state
    assert hp.records.GameRecord.from_json(record.to_json()) == record
    assert hp.records.GameRecord.from_text(record.to_text()) == record
    VALIDATOR.validate(json.loads(record.to_json()))


def test_replay_of_a_thrown_in_hand_and_the_next() -> None:
    state = hp.new_game(seed=4, dealer=1).deal().pass_().pass_().pass_().pass_()
    state = state.deal(seed=99).bid(2)
    record = state.to_record()
    assert len(record.deals) == 2 and hp.records.replay(record) == state
    assert record.to_text().count("\n1. ") == 1 and "\n2. " in record.to_text()


def test_a_record_of_a_new_game_has_no_deals() -> None:
    record = hp.new_game(seed=12, dealer=3).to_record()
    assert record.deals == () and record.actions == ()
    assert hp.records.replay(record) == hp.new_game(seed=12, dealer=3)
    assert hp.records.GameRecord.from_text(record.to_text()) == record


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
    record = hp.records.GameRecord(
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
        hp.records.GameRecord(hp.Rules(), 1, 0, [([deal.hands[0]] * 4, deal.widow)])
    with pytest.raises(hp.InvalidValueError, match="action 0: a seat is"):
        hp.records.GameRecord(hp.Rules(), 1, 0, (), [(4, hp.Pass())])
    with pytest.raises(hp.InvalidNotationError, match="action 0: not an action"):
        hp.records.GameRecord(hp.Rules(), 1, 0, (), [(1, "bid seven")])
    with pytest.raises(hp.InvalidValueError, match="expected an action"):
        hp.records.GameRecord(hp.Rules(), 1, 0, (), [(1, 3)])  # type: ignore[list-item]
    with pytest.raises(hp.InvalidValueError, match="first_dealer must be a seat"):
        hp.records.GameRecord(hp.Rules(), 1, 7)
    with pytest.raises(hp.InvalidValueError, match="a seed is a whole number"):
        hp.records.GameRecord(hp.Rules(), "1", 0)  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match="rules must be a Rules value"):
        hp.records.GameRecord(None, 1, 0)  # type: ignore[arg-type]


# -- JSON ------------------------------------------------------------------------


@given(any_state)
def test_json_round_trips_and_matches_the_schema(state: hp.GameState) -> None:
    record = state.to_record()
    text = record.to_json()
    data = json.loads(text)
    VALIDATOR.validate(data)
    assert data == record.to_dict()
    assert hp.records.GameRecord.from_json(text) == record
    assert hp.records.GameRecord.from_json(text.encode()) == record
    assert hp.records.GameRecord.from_dict(data) == record
    assert hp.records.read_record(text) == record


@given(arbitrary_records())
@scaled(0.5)
def test_any_record_round_trips_through_json_and_text(
    record: hp.records.GameRecord,
) -> None:
    VALIDATOR.validate(record.to_dict())
    assert hp.records.GameRecord.from_json(record.to_json()) == record
    assert hp.records.GameRecord.from_text(record.to_text()) == record
    assert hp.records.read_record(record.to_text()) == record


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
    assert hp.records.GameRecord.from_dict(data) == record


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
    # Three-Handed Euchre's own, and the widow at its default (named only
    # when unused).
    assert set(data) == {field.name for field in attrs.fields(hp.Rules)} - {
        "game",
        "joker_upcard_suit",
        "call_for_best",
        "march_points",
        "widow",
        "min_bid",  # Bid Euchre's own two
        "moon_points",
    }


def test_rule_options_left_out_take_their_defaults() -> None:
    data = hp.new_game(seed=1, dealer=0).to_record().to_dict()
    data["rules"] = {"bidding": "pepper"}
    VALIDATOR.validate(data)
    assert hp.records.GameRecord.from_dict(data).rules == hp.Rules(
        bidding=hp.Bidding.PEPPER
    )


def test_the_schema_ships_with_the_package() -> None:
    path = resources.files("hasenpfeffer").joinpath("schemas/game-record.schema.json")
    schema = json.loads(path.read_text(encoding="utf-8"))
    assert schema == record_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["$defs"]["card"]["enum"] == [str(card) for card in DECK]
    assert sorted(schema["$defs"]["action"]["properties"]["action"]["enum"]) == sorted(
        str(action) for action in (*ALL_ACTIONS, hp.MOON, hp.NoTrump())
    )
    options = schema["properties"]["rules"]["properties"]
    fields = attrs.fields(hp.Rules)
    assert set(options) == {field.name for field in fields}
    defaults = hp.Rules()  # Hasenpfeffer's, which a record without "game" plays
    for field in fields:
        default: Any = getattr(defaults, field.name)
        expected = getattr(default, "value", default)
        if field.name in ("lone_defender", "call_for_best"):
            # Their default is the game's: the schema says so in words.
            assert "Railroad Euchre" in options[field.name]["description"]
        else:
            assert options[field.name]["default"] == expected


def test_a_forced_bid_of_the_jokers_holder_round_trips() -> None:
    # docs/rules.rst, "When everybody passes": under JOKER_BIDS the four
    # passes and the holder's bid of three are the hand's calls.
    rules = hp.Rules(all_pass=hp.AllPass.JOKER_BIDS)
    state = hp.new_game(rules, seed=2, dealer=0).deal()
    state = state.pass_().pass_().pass_().pass_().bid(3)
    record = state.to_record()
    data = json.loads(record.to_json())
    VALIDATOR.validate(data)
    assert data["rules"]["all_pass"] == "joker_bids"
    for again in (
        hp.records.GameRecord.from_json(record.to_json()),
        hp.records.GameRecord.from_text(record.to_text()),
    ):
        assert again == record
        assert hp.records.replay(again) == state


def test_the_widow_unused_round_trips_and_is_written_only_then() -> None:
    # docs/options.rst, "widow": a record names the option when it is
    # unused, and the replay keeps the maker's six cards with no discard;
    # a record of the other rules leaves it out, as before the option.
    rules = hp.Rules(widow=hp.Widow.UNUSED, lone_hands=True)
    state = hp.new_game(rules, seed=1, dealer=0).deal().bid(3)
    state = state.pass_().pass_().pass_().name_trump("D").go_alone().play("TS")
    record = state.to_record()
    data = json.loads(record.to_json())
    VALIDATOR.validate(data)
    assert data["rules"]["widow"] == "unused"
    assert '[widow "unused"]' in record.to_text()
    for again in (
        hp.records.GameRecord.from_json(record.to_json()),
        hp.records.GameRecord.from_text(record.to_text()),
    ):
        assert again == record
        assert hp.records.replay(again) == state
    plain = hp.new_game(seed=1, dealer=0).deal().to_record()
    assert "widow" not in json.loads(plain.to_json())["rules"]
    assert "[widow " not in plain.to_text()
    taken = json.loads(plain.to_json())
    taken["rules"]["widow"] = "taken"
    VALIDATOR.validate(taken)
    assert hp.records.GameRecord.from_json(json.dumps(taken)) == plain
    euchre = hp.new_game(hp.Rules(game=hp.Game.EUCHRE), seed=1).to_record()
    wrong = json.loads(euchre.to_json())
    wrong["rules"]["widow"] = "unused"
    assert not VALIDATOR.is_valid(wrong)
    with pytest.raises(hp.RecordFormatError, match="widow does not apply"):
        hp.records.GameRecord.from_json(json.dumps(wrong))


# -- text notation -----------------------------------------------------------------


@given(any_state)
def test_text_round_trips(state: hp.GameState) -> None:
    record = state.to_record()
    text = record.to_text()
    assert hp.records.GameRecord.from_text(text) == record
    assert hp.records.GameRecord.from_text(text).to_text() == text
    assert hp.records.read_record(text) == record
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
    record = hp.records.GameRecord.from_text(text)
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


# -- every game: round trips, validation and pickles ---------------------------

RECORD_OPTION_SETS: dict[hp.Game, dict[str, hp.Rules]] = {
    hp.Game.HASENPFEFFER: HASENPFEFFER_OPTION_SETS,
    hp.Game.EUCHRE: OPTION_SETS,
    hp.Game.THREE_HANDED_EUCHRE: side_by_side.OPTION_SETS[hp.Game.THREE_HANDED_EUCHRE],
    hp.Game.RAILROAD_EUCHRE: side_by_side.OPTION_SETS[hp.Game.RAILROAD_EUCHRE],
    hp.Game.BID_EUCHRE: {
        "defaults": hp.Rules(game=hp.Game.BID_EUCHRE),
        "redeal, dealer's left leads, call for best": hp.Rules(
            game=hp.Game.BID_EUCHRE,
            all_pass=hp.AllPass.REDEAL,
            opening_lead=hp.OpeningLead.DEALERS_LEFT,
            call_for_best=True,
        ),
        "bids from one, a moon of 20": hp.Rules(
            game=hp.Game.BID_EUCHRE, min_bid=1, moon_points=20
        ),
    },
}
"""The rules of each game whose games go through records and pickles:
Euchre's every combination of options that changes the play, the option
sets the other games with an upcard are played under side by side, and
Hasenpfeffer's of the bots' whole games above."""

RECORD_CASES = [
    pytest.param(game, name, id=f"{game.value}: {name}")
    for game, option_sets in RECORD_OPTION_SETS.items()
    for name in sorted(option_sets)
]

WRITTEN_AS: dict[hp.Game, tuple[str | None, set[str]]] = {
    hp.Game.HASENPFEFFER: (None, {"widow"}),
    hp.Game.EUCHRE: ("euchre", {"kitty"}),
    hp.Game.THREE_HANDED_EUCHRE: ("three_handed_euchre", {"kitty"}),
    hp.Game.RAILROAD_EUCHRE: ("railroad_euchre", {"kitty"}),
    hp.Game.BID_EUCHRE: ("bid_euchre", set()),
}
"""The game a record's rules name (Hasenpfeffer's name none, as records
did before there were others) and the cards a deal gives beside the hands:
Hasenpfeffer's widow, the kitty under the upcard of the games with one,
nothing in Bid Euchre, which deals every card."""

GAMES_PER_OPTION_SET = 2


def bot_game(rules: hp.Rules, seed: int) -> Iterator[hp.GameState]:
    """Every state of a game between SimpleBots to its end, from the first
    deal (random play seldom ends a game of Hasenpfeffer)."""
    bot = SimpleBot()
    state = hp.new_game(rules, seed=seed)
    while state.phase is not hp.Phase.GAME_OVER:
        if state.phase is hp.Phase.DEAL:
            state = state.deal()
        else:
            assert state.to_act is not None
            state = state.apply(bot.choose(state.view(state.to_act)))
        yield state


def some_states(rules: hp.Rules, seed: int) -> list[hp.GameState]:
    """Every 20th state of a game to 5, and its last (once): a random game,
    or in Hasenpfeffer one between bots."""
    rules = attrs.evolve(rules, target_score=5)
    game = bot_game if rules.game is hp.Game.HASENPFEFFER else random_game
    states = list(game(rules, seed))
    return [*states[:-1:20], states[-1]]


def test_every_game_has_its_option_sets() -> None:
    assert set(RECORD_OPTION_SETS) == set(WRITTEN_AS) == set(hp.Game)
    for game, option_sets in RECORD_OPTION_SETS.items():
        assert {rules.game for rules in option_sets.values()} == {game}


@pytest.mark.parametrize(("game", "name"), RECORD_CASES)
def test_records_round_trip_and_are_legal(game: hp.Game, name: str) -> None:
    named, beside = WRITTEN_AS[game]
    finished = 0
    for seed in range(GAMES_PER_OPTION_SET):
        for state in some_states(RECORD_OPTION_SETS[game][name], seed):
            record = state.to_record()
            assert hp.records.GameRecord.from_json(record.to_json()) == record
            assert hp.records.GameRecord.from_text(record.to_text()) == record
            assert hp.records.read_record(record.to_text()) == record
            assert hp.records.GameRecord.from_dict(record.to_dict()) == record
            assert hp.records.replay(record) == state
            data = json.loads(record.to_json())
            assert data["rules"].get("game") == named
            assert all(set(deal) == {"hands", *beside} for deal in data["deals"])
            VALIDATOR.validate(data)
            verdict = hp.validate(record)
            assert verdict.legal
            assert verdict.finished is (state.phase is hp.Phase.GAME_OVER)
            assert verdict.scores == state.scores
            assert verdict.hands_played == len(state.hand_results)
            finished += verdict.finished
    assert finished == GAMES_PER_OPTION_SET


@pytest.mark.parametrize(("game", "name"), RECORD_CASES)
def test_pickles_round_trip(game: hp.Game, name: str) -> None:
    for state in some_states(RECORD_OPTION_SETS[game][name], 7):
        again = pickle.loads(pickle.dumps(state))
        assert again == state
        assert hash(again) == hash(state)
        assert again.legal_actions() == state.legal_actions()
        for action in state.legal_actions()[:2]:
            assert again.apply(action) == state.apply(action)


# -- Euchre: the records of its worked deal (docs/euchre.rst) ------------------


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
    record = hp.records.GameRecord(EUCHRE, 1, 0, [HASENPFEFFER_DEAL], [])
    reason = "Game.EUCHRE deals a kitty, not a widow: give kitty= instead"
    verdict = hp.validate(record)
    assert not verdict.legal
    assert verdict.reason == reason
    with pytest.raises(hp.RecordError) as error:
        hp.records.replay(record)
    assert error.value.reason == reason
    assert error.value.action is None


def test_a_hasenpfeffer_record_with_a_euchre_deal_is_refused() -> None:
    record = hp.records.GameRecord(hp.Rules(), 1, 0, [EUCHRE_DEAL], [])
    reason = "Hasenpfeffer deals a widow, not a kitty: give widow= instead"
    verdict = hp.validate(record)
    assert (verdict.legal, verdict.reason) == (False, reason)
    with pytest.raises(hp.RecordError) as error:
        hp.records.replay(record)
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
        hp.records.GameRecord.from_dict(data)
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
        hp.records.GameRecord.from_text(mixed)


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
            '"three_handed_euchre", "railroad_euchre", "bid_euchre", not "railroad"'
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
        hp.records.GameRecord.from_dict(data)
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
        hp.records.GameRecord.from_dict(data)


@pytest.mark.parametrize("change", [gap.values[0] for gap in SCHEMA_GAPS])
def test_the_schema_refuses_what_the_reader_refuses(
    change: Callable[[dict[str, Any]], None],
) -> None:
    assert not VALIDATOR.is_valid(damaged(change))


def test_a_euchre_record_may_leave_its_options_at_the_games_defaults() -> None:
    data = dealt().to_record().to_dict()
    data["rules"] = {"game": "euchre"}
    assert VALIDATOR.is_valid(data)
    assert hp.records.GameRecord.from_dict(data).rules == EUCHRE


# -- Euchre: a tampered pickle ------------------------------------------------


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


# -- Railroad Euchre: the records of a call for best (docs/railroad.rst) --------
#
# The deal of tests/railroad_games.py: seat 3 deals and turns up the Joker;
# seat 0 orders it up, the dealer discards 9D, seat 0 calls for best, seat 2
# gives AD and seat 0 discards QH.

RAILROAD_AD = hp.Card.parse("AD")


def called_for_best() -> hp.GameState:
    state = railroad_games.dealt()
    state = state.apply("trump H").apply("discard 9D").apply("call for best")
    return state.apply("give AD").apply("discard QH")


def test_a_railroad_record_names_its_game_and_round_trips() -> None:
    state = called_for_best().pass_().pass_().play("JH")
    record = state.to_record()
    data = json.loads(record.to_json())
    assert data["rules"]["game"] == "railroad_euchre"
    assert data["deals"][0]["kitty"] == railroad_games.KITTY
    assert {"seat": 0, "action": "call for best"} in data["actions"]
    assert {"seat": 2, "action": "give AD"} in data["actions"]
    jsonschema.validate(data, record_schema())
    assert hp.records.GameRecord.from_json(record.to_json()) == record
    text = record.to_text()
    assert '[game "railroad_euchre"]' in text
    assert "0 call for best, 2 give AD, 0 discard QH" in text
    assert hp.records.GameRecord.from_text(text) == record
    assert hp.records.replay(record) == state


def test_the_schema_refuses_a_railroad_deal_of_four_under_the_upcard() -> None:
    data = json.loads(called_for_best().to_record().to_json())
    data["deals"][0]["kitty"] = railroad_games.KITTY[:4]
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, record_schema())
    with pytest.raises(hp.RecordFormatError, match="expected an array of five"):
        hp.records.GameRecord.from_json(json.dumps(data))


def test_the_schema_refuses_railroads_options_in_euchre() -> None:
    data = json.loads(
        hp.new_game(hp.Rules(game=hp.Game.EUCHRE), seed=1).to_record().to_json()
    )
    data["rules"]["call_for_best"] = True
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, record_schema())
    with pytest.raises(hp.RecordFormatError, match="call_for_best does not apply"):
        hp.records.GameRecord.from_json(json.dumps(data))


def test_the_validator_finds_an_illegal_give() -> None:
    record = called_for_best().to_record()
    actions = list(record.actions)
    index = actions.index((2, hp.Give(RAILROAD_AD)))
    actions[index] = (2, hp.Give(hp.Card.parse("AH")))
    verdict = hp.validate(
        hp.records.GameRecord(
            record.rules, record.seed, record.first_dealer, record.deals, actions
        )
    )
    assert not verdict.legal
    assert verdict.index == index
    assert verdict.reason is not None
    assert "seat 2 does not hold AH" in verdict.reason


def test_a_text_record_naming_no_game_is_refused_at_its_tag() -> None:
    text = called_for_best().to_record().to_text()
    damaged = text.replace("railroad_euchre", "railroad")
    tag_line = damaged.splitlines().index('[game "railroad"]') + 1
    with pytest.raises(
        hp.RecordFormatError,
        match="game is one of 'hasenpfeffer', 'euchre', 'three_handed_euchre', "
        "'railroad_euchre', 'bid_euchre', not 'railroad'",
    ) as refused:
        hp.records.GameRecord.from_text(damaged)
    assert refused.value.location == f"line {tag_line}"


# -- deal orders -------------------------------------------------------------------


def ordered_euchre_record() -> hp.records.GameRecord:
    """A Euchre hand whose deal keeps the order of four of its cards."""
    record = dealt().pass_().to_record()
    held = record.deals[0].hands
    order = [held[1][0], held[2][0], held[3][0], record.deals[0].kitty[0]]
    return attrs.evolve(record, deal_orders=[[str(card) for card in order]])


def test_a_deal_order_is_kept_by_json_and_text() -> None:
    record = ordered_euchre_record()
    hands = record.deals[0].hands
    assert record.deal_orders == (
        (hands[1][0], hands[2][0], hands[3][0], record.deals[0].kitty[0]),
    )
    data = record.to_dict()
    assert data["deals"][0]["deal_order"] == [str(c) for c in record.deal_orders[0]]
    VALIDATOR.validate(data)
    text = record.to_text()
    hand_line = text.splitlines()[-1]
    assert hand_line.startswith(f"1. {hp.cards.format_cards(hands[0])} / ")
    order_text = " ".join(str(card) for card in record.deal_orders[0])
    assert f" | {order_text} : " in hand_line
    assert hp.records.GameRecord.from_json(record.to_json()) == record
    assert hp.records.GameRecord.from_text(text) == record
    assert hp.records.replay(record) == hp.records.replay(
        attrs.evolve(record, deal_orders=())
    )


def test_a_record_without_orders_writes_none() -> None:
    record = dealt().pass_().to_record()
    assert record.deal_orders == ()
    assert "deal_order" not in record.to_dict()["deals"][0]
    assert "|" not in record.to_text()
    # Orders that are all unknown are no orders.
    assert attrs.evolve(record, deal_orders=[()]) == record


def test_bad_deal_orders_are_refused() -> None:
    record = dealt().pass_().to_record()
    deal = record.deals[0]
    first = deal.hands[0][0]
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(f"deal_orders[0]: the order gives {first} twice"),
    ):
        attrs.evolve(record, deal_orders=[[first, first]])
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(
            "deal_orders[0]: the order gives Joker, which is not a card of the deal"
        ),
    ):
        attrs.evolve(record, deal_orders=[["Joker"]])
    with pytest.raises(hp.InvalidValueError, match="2 orders for 1 deals"):
        attrs.evolve(record, deal_orders=[[first], [first]])
    with pytest.raises(hp.InvalidNotationError, match=r"deal_orders\[0\]: not a card"):
        attrs.evolve(record, deal_orders=[["XX"]])
    with pytest.raises(hp.InvalidValueError, match="must be a sequence of card"):
        attrs.evolve(record, deal_orders="9C")
    with pytest.raises(hp.InvalidValueError, match=r"deal_orders\[0\] must be"):
        attrs.evolve(record, deal_orders=[7])  # type: ignore[list-item]


@pytest.mark.parametrize(
    ("order", "message"),
    [
        (
            [],
            "$.deals[0].deal_order: an order holds the cards dealt; leave the key "
            "out if not known",
        ),
        ("9C", '$.deals[0].deal_order: expected an array of cards, not "9C"'),
        (["9C", "9C"], "$.deals[0].deal_order: the order gives 9C twice"),
        (
            ["Joker"],
            "$.deals[0].deal_order: the order gives Joker, which is not a card "
            "of the deal",
        ),
        (["10C"], '$.deals[0].deal_order[0]: write the card "10C" as "TC"'),
    ],
)
def test_a_bad_json_deal_order_is_refused_by_reader_and_schema(
    order: Any, message: str
) -> None:
    data = dealt().pass_().to_record().to_dict()
    data["deals"][0]["deal_order"] = order
    with pytest.raises(hp.RecordFormatError, match=exactly(message)):
        hp.records.GameRecord.from_dict(data)
    assert not VALIDATOR.is_valid(data)


@pytest.mark.parametrize(
    ("tail", "message"),
    [
        (
            "| : 1 pass",
            "line {line}, column {bar}: an order after '|' gives the "
            "cards in the order dealt",
        ),
        ("| 9C 9C : 1 pass", "line {line}, column {bar}: the order gives 9C twice"),
        (
            "| 9C Joker : 1 pass",
            "line {line}, column {bar}: the order gives Joker, "
            "which is not a card of the deal",
        ),
        ("| 9C XX : 1 pass", "line {line}, column {xx}: not a card: 'XX'"),
    ],
)
def test_a_bad_text_deal_order_is_refused(tail: str, message: str) -> None:
    text = dealt().to_record().to_text().rstrip("\n")
    lines = text.splitlines()
    line = lines[-1].rstrip(" :") + " " + tail
    bar = line.index("|") + 1
    lines[-1] = line
    expected = message.format(line=len(lines), bar=bar, xx=bar + 5)
    with pytest.raises(hp.RecordFormatError, match=re.escape(expected)):
        hp.records.GameRecord.from_text("\n".join(lines))


def test_a_hand_line_without_a_deal_has_no_order() -> None:
    text = '[seed "1"]\n[first_dealer "0"]\n1. - | 9C : 1 pass\n'
    with pytest.raises(
        hp.RecordFormatError,
        match=exactly("line 3, column 6: '-' (no deal) has no order"),
    ):
        hp.records.GameRecord.from_text(text)

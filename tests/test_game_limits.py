"""One limit on a game's length, and every record the library writes reads
back.

A game deals at most :data:`LIMITS.deals <hasenpfeffer.records.LIMITS>` hands; the
engine refuses the next deal, and each place that plays games ends the
game there.  The readers' other limits follow from it: a game of that
many hands, each as long as a hand of the family can be, fits in JSON and
in the text notation.

Before, the readers took 5,000 deals, 100,000 actions and 5,000,000
characters while the games went on: a server table of 5,001 deals, the
referee's record of such a game, and ``simulate --max-hands 4000`` wrote
records that ``validate`` and ``show`` refused.
"""

from __future__ import annotations

import functools
import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer import records
from hasenpfeffer._referee import MAX_LINE_BYTES, Referee
from hasenpfeffer.actions import ALL_ACTIONS
from hasenpfeffer.bots import SimpleBot
from hasenpfeffer.cli import main
from hasenpfeffer.records import LIMITS, _limits
from tests.strategies import every_rules

LIMIT_MESSAGE = (
    f"the game has dealt {LIMITS.deals} hands, the most a game deals (and a record "
    "holds): it ends here, unfinished"
)


@functools.cache
def passed_out(deals: int = LIMITS.deals) -> hp.GameState:
    """A game of Hasenpfeffer whose every hand is passed out (and dealt
    again), after ``deals`` deals."""
    state = hp.new_game(seed=1, dealer=0)
    for _ in range(deals):
        state = state.deal().pass_().pass_().pass_().pass_()
    return state


# -- the engine --------------------------------------------------------------------


def test_the_engine_refuses_the_deal_after_the_limit() -> None:
    state = passed_out()
    assert state.hand_number == LIMITS.deals and state.phase is hp.Phase.DEAL
    for deal in (state.deal, functools.partial(state.deal, seed=3)):
        with pytest.raises(hp.IllegalActionError) as caught:
            deal()
        assert str(caught.value) == LIMIT_MESSAGE
        assert caught.value.phase is hp.Phase.DEAL and caught.value.seat is None
    assert state.hand_number == LIMITS.deals


def test_the_deal_before_the_limit_is_dealt() -> None:
    state = passed_out(LIMITS.deals - 1).deal()
    assert state.hand_number == LIMITS.deals and state.phase is hp.Phase.BIDDING


def test_a_game_at_the_limit_writes_a_record_that_reads_back() -> None:
    state = passed_out()
    record = state.to_record()
    assert len(record.deals) == LIMITS.deals
    for text in (record.to_json(), record.to_text()):
        assert len(text) <= LIMITS.size
        read = hp.records.read_record(text)
        assert read == record
        assert hp.records.load_record(io.BytesIO(text.encode())) == record
    verdict = hp.validate(record)
    assert verdict.legal and verdict.hands_played == LIMITS.deals
    assert hp.records.replay(record) == state


# -- the worst case of every game ------------------------------------------------


def longest_deal(game: hp.Game) -> hp.Deal:
    """A deal of ``game`` with the Joker (if the deck has it) in a hand:
    every deal of a game takes as many characters as any other."""
    return hp.new_game(hp.Rules(game=game), seed=1, dealer=0).deal().deals[0]


LONGEST_ACTION = max(ALL_ACTIONS, key=lambda action: len(str(action)))


def longest_record(game: hp.Game, deals: int, actions: int) -> hp.records.GameRecord:
    """A record of ``game`` (not a legal one) as long as ``deals`` deals and
    ``actions`` actions can be: the longest seed and numbers, the longest
    action, by the seat written with the most digits."""
    options: dict[str, Any] = {"game": game, "target_score": 1000}
    if game is hp.Game.HASENPFEFFER:
        options.update(alone_multiplier=10, lone_hands=True, lone_defender=True)
    if game is hp.Game.THREE_HANDED_EUCHRE:
        options.update(march_points=1000)
    if game is hp.Game.BID_EUCHRE:
        options.update(moon_points=1000)
    return hp.records.GameRecord(
        rules=hp.Rules(**options),
        seed=-(10**100 - 1),
        first_dealer=2,
        deals=(longest_deal(game),) * deals,
        actions=((2, LONGEST_ACTION),) * actions,
    )


def sizes(record: hp.records.GameRecord) -> Iterator[int]:
    yield len(record.to_json())
    yield len(record.to_text())


@pytest.mark.parametrize("game", list(hp.Game), ids=lambda game: game.value)
def test_each_part_of_a_record_is_within_its_share(game: hp.Game) -> None:
    base = longest_record(game, 1, 1)
    deal_more = longest_record(game, 2, 1)
    action_more = longest_record(game, 1, 2)
    for size, with_deal, with_action in zip(
        sizes(base), sizes(deal_more), sizes(action_more), strict=True
    ):
        deal, action = with_deal - size, with_action - size
        assert size - deal - action <= _limits._HEADER_CHARACTERS
        # a hand number of the text grows to as many digits as LIMITS.deals
        assert deal + len(str(LIMITS.deals)) <= _limits._DEAL_CHARACTERS
        assert action <= _limits._ACTION_CHARACTERS


@pytest.mark.parametrize("game", list(hp.Game), ids=lambda game: game.value)
def test_the_longest_game_of_each_game_fits_and_reads_back(game: hp.Game) -> None:
    record = longest_record(game, LIMITS.deals, LIMITS.actions)
    text = record.to_json()
    assert len(text) <= LIMITS.size
    assert hp.records.GameRecord.from_json(text) == record
    text = record.to_text()
    assert len(text) <= LIMITS.size
    assert hp.records.GameRecord.from_text(text) == record


def test_one_deal_or_action_more_is_refused_by_the_readers() -> None:
    too_many_deals = longest_record(hp.Game.HASENPFEFFER, LIMITS.deals + 1, 0)
    with pytest.raises(hp.RecordFormatError, match="over the limit"):
        hp.records.GameRecord.from_json(too_many_deals.to_json())
    too_many_actions = longest_record(hp.Game.HASENPFEFFER, 1, LIMITS.actions + 1)
    with pytest.raises(hp.RecordFormatError, match="over the limit"):
        hp.records.GameRecord.from_json(too_many_actions.to_json())


EVERY_RULES = [rules for game in hp.Game for rules in every_rules(game=game)]


@given(
    st.sampled_from(EVERY_RULES),
    st.integers(0, 2**32),
    st.randoms(use_true_random=False),
)
def test_no_hand_takes_more_actions_than_the_limit(
    rules: hp.Rules, seed: int, rnd: Any
) -> None:
    state = hp.new_game(rules, seed=seed).deal()
    taken = 0
    while state.to_act is not None:
        state = state.apply(rnd.choice(state.legal_actions()))
        taken += 1
    assert taken <= LIMITS.actions_per_deal


def test_the_limits_are_what_the_schema_and_the_referee_say() -> None:
    schema = records.record_schema()
    assert schema["properties"]["deals"]["maxItems"] == LIMITS.deals
    assert schema["properties"]["actions"]["maxItems"] == LIMITS.actions
    record = longest_record(hp.Game.HASENPFEFFER, LIMITS.deals, LIMITS.actions)
    line = json.dumps({"type": "validate", "record": record.to_json()})
    assert len(line.encode()) <= MAX_LINE_BYTES


# -- where games are played ------------------------------------------------------


def test_the_referee_refuses_the_deal_after_the_limit_and_its_record_validates() -> (
    None
):
    referee = Referee()
    referee.handle({"type": "start", "game": "g", "seed": 1, "dealer": 0})
    referee.games["g"] = passed_out()
    answer = referee.handle({"type": "deal", "game": "g"})
    assert answer["type"] == "error" and answer["code"] == "illegal_action"
    assert answer["message"] == LIMIT_MESSAGE
    assert referee.games["g"] == passed_out()
    record = referee.handle({"type": "record", "game": "g"})["record"]
    verdict = referee.handle({"type": "validate", "record": record})
    assert verdict["readable"] and verdict["legal"]
    assert verdict["hands_played"] == LIMITS.deals
    line = referee.handle_line(json.dumps({"type": "validate", "record": record}))
    assert line is not None and json.loads(line)["legal"] is True


@pytest.mark.parametrize("max_hands", [LIMITS.deals + 1, 10**6])
def test_play_and_simulate_refuse_more_hands_than_the_limit(max_hands: int) -> None:
    state = hp.new_game(seed=1)
    with pytest.raises(hp.InvalidValueError, match=f"at most {LIMITS.deals}"):
        hp.bots.play_match(state, [SimpleBot()] * 4, max_hands=max_hands)
    with pytest.raises(hp.InvalidValueError, match=f"at most {LIMITS.deals}"):
        hp.simulation.SimulationConfig(games=1, max_hands=max_hands)


def test_simulate_on_the_command_line_refuses_more_hands_than_the_limit(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status = main(["simulate", "--games", "1", "--max-hands", str(LIMITS.deals + 1)])
    assert status == 2
    assert f"at most {LIMITS.deals}" in capsys.readouterr().err


def test_play_match_may_run_to_the_limit() -> None:
    class Passer:
        def choose(self, view: hp.PlayerView) -> hp.Action:
            return hp.Pass()

    final = hp.bots.play_match(
        hp.new_game(seed=1, dealer=0), [Passer()] * 4, LIMITS.deals
    )
    assert final == passed_out()


def test_a_server_table_at_the_limit_waits_on_nobody_and_says_why() -> None:
    pytest.importorskip("starlette")
    from hasenpfeffer.server._tables import Table, TableError

    state = passed_out()
    table = Table("t", state, (0,), {}, state.to_record(), 0.0)
    assert table.waiting_on() is None
    assert table.bot_move() is False
    for seat in (0, state.dealer):
        with pytest.raises(TableError) as caught:
            table.request(seat, {"type": "deal"})
        assert (caught.value.code, caught.value.message) == (
            "illegal_action",
            LIMIT_MESSAGE,
        )
    assert table.state == state
    assert (
        hp.records.GameRecord.from_json(table.public_record.to_json())
        == state.to_record()
    )


def test_the_terminal_game_stops_at_the_limit_with_a_word() -> None:
    from hasenpfeffer.cli.play import TerminalGame

    output = io.StringIO()
    game = TerminalGame(passed_out(), io.StringIO(""), output, auto=True)
    final = game.run()
    assert final == passed_out()
    said = " ".join(output.getvalue().split())
    assert f"The game has dealt {LIMITS.deals} hands, the most it may." in said


def test_the_records_how_to_states_the_limits() -> None:
    page = Path(__file__).parent.parent / "docs" / "howto-records.rst"
    text = " ".join(page.read_text(encoding="utf-8").split())
    assert f"(``--max-hands`` at most {LIMITS.deals:,})" in text
    limits = "<hasenpfeffer.records.LIMITS>`"
    assert f"LIMITS.deals {limits} ({LIMITS.deals:,}) hands" in text
    assert (
        f"LIMITS.actions {limits} actions ({LIMITS.actions_per_deal} a hand)"
    ) in text

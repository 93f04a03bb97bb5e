"""``hasenpfeffer simulate`` and the simulation engine (issue 5, part 5).

A summary that does not depend on the number of workers, or on keeping
the games' outcomes, is checked in Hasenpfeffer and in Three-Handed
Euchre alike.  Hasenpfeffer's teams change seats every other game; the
section on Three-Handed Euchre follows, three players each for
themselves, so the summary counts wins and points per player.  Player 0
is ``team0``'s bot, players 1 and 2 are ``team1``'s, and unless told
otherwise the players move one seat to the left every game: player ``p``
sits at seat ``(p + i) % 3`` in game ``i``.
"""

from __future__ import annotations

import argparse
import io
import json
import re
import signal
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import attrs
import pytest

import hasenpfeffer as hp
import hasenpfeffer.cli.commands
from hasenpfeffer.bots import play_match
from hasenpfeffer.cli import main
from hasenpfeffer.cli.commands import add_simulate_command, run_simulate
from hasenpfeffer.simulation import (
    GameOutcome,
    HandOutcome,
    SimulationConfig,
    SimulationInterrupted,
    Summary,
    simulate,
    wilson_interval,
)
from hasenpfeffer.simulation._bots import make_bot
from hasenpfeffer.simulation._games import play_one, record_file_name
from hasenpfeffer.simulation._tally import Tally
from hasenpfeffer.simulation._workers import max_workers
from tests.three_handed_games import THREE, THREE_REDEAL


@pytest.mark.parametrize(
    ("rules", "games", "seed", "workers"),
    [(hp.Rules(), 6, 40, (2, 3)), (THREE, 4, 50, (2,))],
    ids=["hasenpfeffer", "three-handed"],
)
def test_the_summary_does_not_depend_on_the_number_of_workers(
    rules: hp.Rules, games: int, seed: int, workers: tuple[int, ...]
) -> None:
    config = SimulationConfig(
        games=games, seed=seed, team0="heuristic", team1="simple", rules=rules
    )
    one = simulate(config, workers=1)
    for more in workers:
        other = simulate(config, workers=more)
        assert one == other
        assert one.to_dict() == other.to_dict()
        assert one.format() == other.format()


def test_the_command_prints_the_same_for_any_number_of_workers(
    capsys: pytest.CaptureFixture[str],
) -> None:
    outputs = []
    for workers in ("1", "2"):
        arguments = ["simulate", "--games", "4", "--seed", "9", "--workers", workers]
        assert main([*arguments, "--team1", "simple"]) == 0
        captured = capsys.readouterr()
        outputs.append(captured.out)
        assert captured.err == ""  # no progress bar unless asked or a terminal
    assert outputs[0] == outputs[1]
    assert outputs[0].startswith(
        "4 games (seeds 9 to 12): heuristic (team 0) against simple (team 1),"
    )


def test_game_i_uses_seed_s_plus_i() -> None:
    config = SimulationConfig(games=3, seed=100, team1="simple", swap_seats=False)
    summary = simulate(config)
    assert [game.seed for game in summary.outcomes] == [100, 101, 102]
    assert [game.index for game in summary.outcomes] == [0, 1, 2]
    assert summary.outcomes[2] == play_one(config, 2)
    shifted = simulate(attrs.evolve(config, games=2, seed=101))
    assert shifted.outcomes[0].hands == summary.outcomes[1].hands


def test_teams_change_seats_every_other_game() -> None:
    config = SimulationConfig(games=4, seed=3, team1="simple")
    assert [game.swapped for game in simulate(config).outcomes] == [
        False,
        True,
        False,
        True,
    ]
    fixed = SimulationConfig(games=2, seed=3, team1="simple", swap_seats=False)
    assert [game.swapped for game in simulate(fixed).outcomes] == [False, False]


def test_a_swapped_game_is_reported_by_bot_team() -> None:
    config = SimulationConfig(games=2, seed=3, team0="heuristic", team1="random")
    game = play_one(config, 1)
    assert game.swapped
    final = play_match(
        hp.new_game(seed=4),
        [
            make_bot("random", "4/0"),
            make_bot("heuristic", "4/1"),
            make_bot("random", "4/2"),
            make_bot("heuristic", "4/3"),
        ],
    )
    assert final.winner is not None and game.winner == 1 - final.winner
    assert game.scores == (final.scores[1], final.scores[0])


def test_unfinished_games_are_reported() -> None:
    config = SimulationConfig(games=3, seed=1, team0="random", max_hands=1)
    summary = simulate(config)
    assert summary.unfinished == 3
    assert summary.wins == (0, 0)
    assert all(len(game.hands) == 1 for game in summary.outcomes)
    assert "unfinished after 1 hand: 3" in summary.format()
    data = summary.to_dict()
    assert data["unfinished"] == 3
    assert [team["wins"] for team in data["teams"]] == [0, 0]


def check_shape(data: dict[str, Any], games: int) -> None:
    assert set(data) == {
        "config",
        "games",
        "teams",
        "unfinished",
        "hands",
        "thrown_in",
        "points_per_hand",
        "contracts",
        "duplicate",
    }
    assert data["duplicate"] is None
    assert data["games"] == games
    assert len(data["teams"]) == 2
    for team in data["teams"]:
        assert set(team) == {"bot", "wins", "win_rate", "win_interval"}
        low, high = team["win_interval"]
        assert 0.0 <= low <= team["win_rate"] <= high <= 1.0
    assert sum(team["wins"] for team in data["teams"]) + data["unfinished"] == games
    assert len(data["points_per_hand"]) == 2
    won = 0
    for row in data["contracts"]:
        assert set(row) == {
            "bid",
            "won",
            "share",
            "by_team",
            "made",
            "made_by_team",
            "make_rate",
        }
        assert sum(row["by_team"]) == row["won"] > 0
        assert sum(row["made_by_team"]) == row["made"] <= row["won"]
        assert row["make_rate"] == row["made"] / row["won"]
        hp.parse_action(row["bid"])
        won += row["won"]
    assert won + data["thrown_in"] == data["hands"]


def test_json_output_has_the_documented_shape(
    capsys: pytest.CaptureFixture[str],
) -> None:
    arguments = ["simulate", "--games", "3", "--seed", "2", "--json"]
    assert main([*arguments, "--workers", "2", "--pepper"]) == 0
    data = json.loads(capsys.readouterr().out)
    check_shape(data, 3)
    assert data["config"]["rules"]["bidding"] == "pepper"
    assert data["config"]["team0"] == "heuristic"
    assert data["config"]["team1"] == "random"
    assert data["config"]["max_hands"] == 200
    assert all(row["bid"] != "bid 6" for row in data["contracts"])


def test_a_summary_counts_hands_contracts_and_points() -> None:
    summary = simulate(SimulationConfig(games=5, seed=11, team1="simple"))
    check_shape(summary.to_dict(), 5)
    hands = [hand for game in summary.outcomes for hand in game.hands]
    assert summary.hands == len(hands)
    total = [sum(hand.points[team] for hand in hands) for team in (0, 1)]
    assert summary.points_per_hand == (total[0] / len(hands), total[1] / len(hands))
    for game in summary.outcomes:
        points = [sum(hand.points[team] for hand in game.hands) for team in (0, 1)]
        assert tuple(points) == game.scores
    summary_again = Summary.of(summary.config, list(reversed(summary.outcomes)))
    assert summary_again == summary


def test_progress_goes_to_standard_error_when_asked() -> None:
    parser = argparse.ArgumentParser()
    add_simulate_command(parser.add_subparsers(dest="command"))
    out, err = io.StringIO(), io.StringIO()
    options = parser.parse_args(["simulate", "--games", "2", "--progress"])
    assert run_simulate(options, out, err) == 0
    assert re.search(r"\] 2/2 games, [\d.]+ games/s, \d+ s in all\n$", err.getvalue())
    assert re.search(r"\] 1/2 games, [\d.]+ games/s, \d+ s left", err.getvalue())
    assert "games" not in out.getvalue().splitlines()[-1]


def test_wilson_interval() -> None:
    low, high = wilson_interval(1993, 2000)
    assert round(low, 4) == 0.9928 and round(high, 4) == 0.9983
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(10, 10)[1] == 1.0
    low, high = wilson_interval(5, 10)
    assert low == pytest.approx(1 - high)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"games": 0}, "games must be a positive whole number"),
        ({"max_hands": 0}, "max_hands must be a positive whole number"),
        ({"team0": "genius"}, "team0 must be one of heuristic, random, search"),
        ({"seed": 1.5}, "a seed is a whole number"),
    ],
)
def test_a_bad_configuration_is_refused(changes: dict[str, Any], message: str) -> None:
    arguments: dict[str, Any] = {"games": 2, **changes}
    with pytest.raises(hp.InvalidValueError, match=message):
        SimulationConfig(**arguments)


def test_bad_workers_are_refused() -> None:
    with pytest.raises(hp.InvalidValueError, match="workers"):
        simulate(SimulationConfig(games=1), workers=0)


def test_the_command_refuses_bad_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["simulate", "--games", "0"])
    assert exit_info.value.code == 2
    assert "positive whole number" in capsys.readouterr().err


def test_search_bots_can_be_simulated() -> None:
    config = SimulationConfig(
        games=1, seed=5, team0="search", team1="heuristic", samples=2, max_hands=2
    )
    summary = simulate(config)
    assert summary.games == 1
    assert summary.hands <= 2


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_simulate_command(parser.add_subparsers(dest="command"))
    return parser.parse_args(["simulate", *argv])


@pytest.mark.parametrize(
    ("rules", "games", "seed", "workers"),
    [(hp.Rules(), 7, 21, (1, 2)), (THREE, 4, 50, (1,))],
    ids=["hasenpfeffer", "three-handed"],
)
def test_the_summary_can_keep_only_its_counts(
    rules: hp.Rules, games: int, seed: int, workers: tuple[int, ...]
) -> None:
    config = SimulationConfig(games=games, seed=seed, team1="simple", rules=rules)
    full = simulate(config)
    sides = len(full.wins)
    for count in workers:
        counts = simulate(config, workers=count, keep_outcomes=False)
        assert counts.outcomes == ()
        assert counts.tally == full.tally == Tally.of(full.outcomes, sides=sides)
        assert counts.format() == full.format()
        assert counts.to_dict() == full.to_dict()


def test_a_tally_counts_by_hand() -> None:
    # Game 0, won by team 0: team 0 made bid 3 (+3), a hand was thrown in,
    # and team 0 failed bid 5 taking two tricks (-2).  Game 1, unfinished:
    # team 1 made bid 3 taking four tricks (+4), the defenders took one (+1).
    thrown = HandOutcome(None, None, None, (0, 0))
    games = [
        GameOutcome(
            0,
            10,
            False,
            0,
            (1, 0),
            (
                HandOutcome(0, "bid 3", True, (3, 0)),
                thrown,
                HandOutcome(0, "bid 5", False, (-2, 0)),
            ),
        ),
        GameOutcome(
            1, 11, True, None, (1, 4), (HandOutcome(1, "bid 3", True, (1, 4)),)
        ),
    ]
    tally = Tally.of(games)
    assert tally == Tally(
        games=2,
        wins=(1, 0),
        hands=4,
        thrown_in=1,
        points=(2, 4),
        contracts=(("bid 3", (1, 1), (1, 1)), ("bid 5", (1, 0), (0, 0))),
    )
    assert Tally().add(games[0]).add(games[1]) == tally
    summary = Summary(SimulationConfig(games=2, seed=10), tally)
    assert summary.unfinished == 1
    assert summary.points_per_hand == (0.5, 1.0)
    assert summary.contracts()[1] == {
        "bid": "bid 5",
        "won": 1,
        "share": 0.25,
        "by_team": [1, 0],
        "made": 0,
        "made_by_team": [0, 0],
        "make_rate": 0.0,
    }


def test_a_tally_adds_up_the_games() -> None:
    config = SimulationConfig(games=4, seed=2, team0="random", max_hands=3)
    games = [play_one(config, index) for index in range(4)]
    tally = Tally.of(games)
    hands = [hand for game in games for hand in game.hands]
    assert tally.games == 4
    assert tally.wins == tuple(
        sum(game.winner == team for game in games) for team in (0, 1)
    )
    assert tally.hands == len(hands)
    assert tally.thrown_in == sum(hand.maker_team is None for hand in hands)
    assert tally.points == tuple(
        sum(hand.points[team] for hand in hands) for team in (0, 1)
    )
    for bid, won, made in tally.contracts:
        mine = [hand for hand in hands if hand.contract == bid]
        assert won == tuple(
            sum(hand.maker_team == team for hand in mine) for team in (0, 1)
        )
        assert made == tuple(
            sum(hand.maker_team == team and bool(hand.made) for hand in mine)
            for team in (0, 1)
        )
    assert sum(sum(won) for _, won, _ in tally.contracts) + tally.thrown_in == len(
        hands
    )


def test_records_are_written_one_per_game_whatever_the_workers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    written = []
    for workers in ("1", "2"):
        directory = tmp_path / f"with-{workers}" / "records"
        arguments = ["--games", "12", "--seed", "30", "--workers", workers]
        arguments += ["--team1", "simple", "--max-hands", "4"]
        assert main(["simulate", *arguments, "--records", str(directory)]) == 0
        assert capsys.readouterr().err == ""
        written.append(
            {path.name: path.read_bytes() for path in sorted(directory.iterdir())}
        )
    assert written[0] == written[1]
    assert sorted(written[0]) == [f"game-{index:02d}.json" for index in range(12)]
    config = SimulationConfig(games=12, seed=30, team1="simple", max_hands=4)
    for index in range(12):
        record = hp.records.GameRecord.from_json(written[0][f"game-{index:02d}.json"])
        assert record.seed == 30 + index
        final = hp.records.replay(record)
        outcome = play_one(config, index)
        scores = final.scores[::-1] if outcome.swapped else final.scores
        assert scores == outcome.scores


def test_record_file_names_sort_in_game_order() -> None:
    assert record_file_name(SimulationConfig(games=1), 0) == "game-0.json"
    assert record_file_name(SimulationConfig(games=10), 9) == "game-9.json"
    assert record_file_name(SimulationConfig(games=11), 3) == "game-03.json"


def test_a_records_directory_that_cannot_be_made_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    status = main(["simulate", "--games", "2", "--records", str(blocker / "dir")])
    out, err = capsys.readouterr()
    assert status == 2 and out == ""
    assert err == f"hasenpfeffer simulate: {blocker / 'dir'}: Not a directory\n"


def test_a_record_that_cannot_be_written_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "game-1.json").mkdir()  # game 1's record cannot be a file
    status = main(["simulate", "--games", "2", "--records", str(tmp_path)])
    out, err = capsys.readouterr()
    assert status == 1 and out == ""
    assert err == f"hasenpfeffer simulate: {tmp_path / 'game-1.json'}: Is a directory\n"


def test_too_many_workers_are_cut_to_the_limit(
    capsys: pytest.CaptureFixture[str],
) -> None:
    limit = max_workers()
    arguments = ["simulate", "--games", "3", "--seed", "4", "--team1", "simple"]
    assert main([*arguments, "--workers", str(limit + 1)]) == 0
    capped = capsys.readouterr()
    assert capped.err == (
        f"hasenpfeffer simulate: --workers {limit + 1} is more than 4 per "
        f"processor; using {limit}\n"
    )
    assert main(arguments) == 0
    assert capsys.readouterr().out == capped.out


class SignalOnFirstWrite(io.StringIO):
    """Standard error that sends this process ``number`` when the progress
    bar first draws, that is once the first game is done."""

    def __init__(self, number: int) -> None:
        super().__init__()
        self.number = number
        self.sent = False

    def write(self, text: str) -> int:
        if not self.sent:
            self.sent = True
            signal.raise_signal(self.number)
        return super().write(text)


@pytest.mark.parametrize(
    ("number", "status", "workers"),
    [(signal.SIGTERM, 143, "1"), (signal.SIGINT, 130, "2")],
)
def test_a_signal_stops_the_command_with_a_partial_report(
    number: int, status: int, workers: str
) -> None:
    options = parse("--games", "500", "--seed", "3", "--workers", workers, "--progress")
    options.max_hands = 2
    out, err = io.StringIO(), SignalOnFirstWrite(number)
    assert run_simulate(options, out, err) == status
    name = signal.Signals(number).name
    message = err.getvalue().splitlines()[-1]
    match = re.fullmatch(
        rf"hasenpfeffer simulate: stopped by {name} after (\d+) of 500 games", message
    )
    assert match is not None, message
    games = int(match.group(1))
    assert 1 <= games < 500
    assert out.getvalue().startswith(
        f"{games} games (seeds 3 to {3 + games - 1}): heuristic (team 0)"
    )
    assert signal.getsignal(signal.SIGTERM) == signal.SIG_DFL


def test_a_worker_that_dies_is_reported_in_one_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(*arguments: Any, **options: Any) -> Summary:
        raise BrokenProcessPool("a process ended")

    monkeypatch.setattr(hasenpfeffer.cli.commands, "simulate", broken)
    out, err = io.StringIO(), io.StringIO()
    assert run_simulate(parse("--games", "5"), out, err) == 1
    assert err.getvalue() == (
        "hasenpfeffer simulate: a worker process ended abruptly\n"
    )
    assert out.getvalue() == ""


def test_workers_killed_by_the_same_signal_are_no_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A SIGTERM to the whole process group also ends the workers; should
    # the pool notice first, the command still stops as told.
    def terminated(*arguments: Any, **options: Any) -> Summary:
        signal.raise_signal(signal.SIGTERM)
        raise BrokenProcessPool("a process ended")

    monkeypatch.setattr(hasenpfeffer.cli.commands, "simulate", terminated)
    out, err = io.StringIO(), io.StringIO()
    assert run_simulate(parse("--games", "5"), out, err) == 143
    assert err.getvalue() == "hasenpfeffer simulate: stopped by SIGTERM\n"


def test_an_interruption_before_any_game_prints_no_report(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def interrupted(config: SimulationConfig, *arguments: Any, **options: Any) -> Any:
        raise SimulationInterrupted(Summary(config, Tally()))

    monkeypatch.setattr(hasenpfeffer.cli.commands, "simulate", interrupted)
    out, err = io.StringIO(), io.StringIO()
    assert run_simulate(parse("--games", "5"), out, err) == 130
    assert err.getvalue() == (
        "hasenpfeffer simulate: stopped by SIGINT after 0 of 5 games\n"
    )
    assert out.getvalue() == ""


def test_a_simulation_refuses_seeds_past_the_seed_bound() -> None:
    largest = 10**hp.dealing.MAX_SEED_DIGITS - 1
    assert SimulationConfig(games=1, seed=largest).seed == largest
    with pytest.raises(hp.InvalidValueError, match="at most 100 digits"):
        SimulationConfig(games=1, seed=largest + 1)
    with pytest.raises(hp.InvalidValueError, match="go past the largest seed"):
        SimulationConfig(games=2, seed=largest)


# -- Three-Handed Euchre -------------------------------------------------------


def test_the_heuristic_bot_beats_two_random_bots() -> None:
    # Three equal players would each win a third of the games.
    config = SimulationConfig(games=30, seed=300, rules=THREE)
    summary = simulate(config)
    assert summary.unfinished == 0 and sum(summary.wins) == 30
    assert summary.wins[0] >= 24, summary.format()
    assert summary.wins[0] > summary.wins[1] + summary.wins[2]
    ours, first, second = summary.points_per_hand
    assert ours > first and ours > second


def test_one_random_bot_loses_to_two_heuristic_bots() -> None:
    config = SimulationConfig(
        games=12, seed=400, team0="random", team1="heuristic", rules=THREE_REDEAL
    )
    summary = simulate(config)
    assert summary.wins[0] <= 2, summary.format()


def test_the_players_move_one_seat_to_the_left_every_game() -> None:
    config = SimulationConfig(games=4, seed=3, team1="simple", rules=THREE)
    outcomes = simulate(config).outcomes
    # seat s holds player (s - i) % 3 in game i
    assert [game.seats for game in outcomes] == [
        (0, 1, 2),
        (2, 0, 1),
        (1, 2, 0),
        (0, 1, 2),
    ]
    assert [game.swapped for game in outcomes] == [False, True, True, False]
    fixed = attrs.evolve(config, swap_seats=False)
    assert {game.seats for game in simulate(fixed).outcomes} == {(0, 1, 2)}


def test_a_moved_game_is_reported_by_player() -> None:
    # Game 1 of seed 7: player 0 (heuristic) at seat 1, player 1 (random)
    # at seat 2, player 2 (random) at seat 0.
    config = SimulationConfig(games=2, seed=7, rules=THREE)
    game = play_one(config, 1)
    assert game.seats == (2, 0, 1)
    final = play_match(
        hp.new_game(THREE, seed=8),
        [
            make_bot("random", "8/0"),
            make_bot("heuristic", "8/1"),
            make_bot("random", "8/2"),
        ],
    )
    by_seat = final.scores
    assert game.scores == (by_seat[1], by_seat[2], by_seat[0])
    assert final.winner is not None
    assert game.winner == game.seats[final.winner]
    assert len(game.hands) == len(final.hand_results)
    for hand, result in zip(game.hands, final.hand_results, strict=True):
        assert result.maker is not None
        assert hand.maker_team == game.seats[result.maker]
        assert hand.contract == "three tricks"
        assert hand.made == (result.tricks_won[result.maker] >= 3)
        change = result.score_change
        assert hand.points == (change[1], change[2], change[0])


def test_the_summary_reports_each_player() -> None:
    config = SimulationConfig(games=6, seed=11, rules=THREE)
    summary = simulate(config)
    assert len(summary.wins) == 3 and len(summary.points_per_hand) == 3
    assert summary.unfinished == 6 - sum(summary.wins)
    data = summary.to_dict()
    assert "teams" not in data
    assert [player["bot"] for player in data["players"]] == [
        "heuristic",
        "random",
        "random",
    ]
    assert [player["wins"] for player in data["players"]] == list(summary.wins)
    assert data["config"]["rules"]["game"] == "three_handed_euchre"
    (row,) = data["contracts"]
    assert row["bid"] == "three tricks" and row["won"] == summary.hands
    assert sum(row["by_player"]) == row["won"]
    assert sum(row["made_by_player"]) == row["made"]
    json.dumps(data)
    lines = summary.format().splitlines()
    assert lines[:2] == [
        "6 games (seeds 11 to 16): heuristic (player 0) against random "
        "(players 1 and 2),",
        "each moving one seat to the left every game.",
    ]
    for player, bot in enumerate(("heuristic", "random", "random")):
        assert lines[2 + player].startswith(
            f"player {player} {bot}: won {summary.wins[player]} of 6 ("
        )
    assert lines[6].startswith("hands dealt: ")
    assert ", player 2 " in lines[6]
    assert lines[8].split() == [
        "contract",
        "won",
        "share",
        "player",
        "0",
        "player",
        "1",
        "player",
        "2",
        "made",
        "make",
        "rate",
    ]
    assert lines[9].split()[:2] == ["three", "tricks"]


def test_a_tally_counts_by_player() -> None:
    # Game 0, won by player 2: player 0 was euchred (each other player +2),
    # a hand was thrown in, and player 2 marched (+3).  Game 1, unfinished:
    # player 1 made three tricks (+1).
    thrown = HandOutcome(None, None, None, (0, 0, 0))
    games = [
        GameOutcome(
            0,
            20,
            False,
            2,
            (0, 2, 5),
            (
                HandOutcome(0, "three tricks", False, (0, 2, 2)),
                thrown,
                HandOutcome(2, "three tricks", True, (0, 0, 3)),
            ),
            (0, 1, 2),
        ),
        GameOutcome(
            1,
            21,
            True,
            None,
            (0, 1, 0),
            (HandOutcome(1, "three tricks", True, (0, 1, 0)),),
            (2, 0, 1),
        ),
    ]
    tally = Tally.of(games, sides=3)
    assert tally == Tally(
        games=2,
        wins=(0, 0, 1),
        hands=4,
        thrown_in=1,
        points=(0, 3, 5),
        contracts=(("three tricks", (1, 1, 1), (0, 1, 1)),),
    )
    assert Tally().add(games[0]).add(games[1]) == tally
    summary = Summary(SimulationConfig(games=2, seed=20, rules=THREE), tally)
    assert summary.unfinished == 1
    assert summary.points_per_hand == (0.0, 0.75, 1.25)
    assert summary.contracts() == [
        {
            "bid": "three tricks",
            "won": 3,
            "share": 0.75,
            "by_player": [1, 1, 1],
            "made": 2,
            "made_by_player": [0, 1, 1],
            "make_rate": 2 / 3,
        }
    ]


def test_a_tally_refuses_a_game_of_another_number_of_sides() -> None:
    three = GameOutcome(0, 1, False, None, (0, 0, 0), (), (0, 1, 2))
    two = GameOutcome(1, 2, False, None, (0, 0), ())
    with pytest.raises(hp.InvalidValueError, match="a game of 3 sides"):
        Tally.of([two]).add(three)

"""``hasenpfeffer simulate`` and the simulation engine (issue 5, part 5)."""

from __future__ import annotations

import argparse
import io
import json
from typing import Any

import attrs
import pytest

import hasenpfeffer as hp
from hasenpfeffer.bots import play_match
from hasenpfeffer.cli import main
from hasenpfeffer.commands import add_simulate_command, run_simulate
from hasenpfeffer.simulate import (
    SimulationConfig,
    Summary,
    make_bot,
    play_one,
    simulate,
    wilson_interval,
)


def test_the_summary_does_not_depend_on_the_number_of_workers() -> None:
    config = SimulationConfig(games=6, seed=40, team0="heuristic", team1="simple")
    one = simulate(config, workers=1)
    two = simulate(config, workers=2)
    assert one == two
    assert one.to_dict() == two.to_dict()
    assert one.format() == two.format()
    three = simulate(config, workers=3)
    assert three == one


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
    }
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
    assert err.getvalue().endswith("] 2/2 games\n")
    assert "1/2 games" in err.getvalue()
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

"""Simulated games of Three-Handed Euchre: three players, each for
themselves, so the summary counts wins and points per player.  Player 0
is ``team0``'s bot, players 1 and 2 are ``team1``'s, and unless told
otherwise the players move one seat to the left every game: player ``p``
sits at seat ``(p + i) % 3`` in game ``i``."""

from __future__ import annotations

import json

import attrs
import pytest

import hasenpfeffer as hp
from hasenpfeffer.bots import play_match
from hasenpfeffer.simulation import (
    GameOutcome,
    HandOutcome,
    SimulationConfig,
    Summary,
    play_one,
    simulate,
)
from hasenpfeffer.simulation._bots import make_bot
from hasenpfeffer.simulation._tally import Tally

from .three_handed_games import THREE, THREE_REDEAL


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


def test_the_summary_is_the_same_for_any_number_of_workers() -> None:
    config = SimulationConfig(games=4, seed=50, team1="simple", rules=THREE)
    one = simulate(config)
    assert simulate(config, workers=2) == one
    counts = simulate(config, keep_outcomes=False)
    assert counts.outcomes == () and counts.tally == one.tally
    assert counts.format() == one.format()


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

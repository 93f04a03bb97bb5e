"""Duplicate matches: ``simulate --duplicate`` and ``SimulationConfig(duplicate=True)``.

A board is one game for each side, all from one seed, so every deal of the
board gives the same cards to the same seats with the same dealer; the
sides change seats from game to game of the board.  The expected figures
below are worked out by hand from that definition.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cli import main
from hasenpfeffer.simulation import (
    GameOutcome,
    HandOutcome,
    SimulationConfig,
    simulate,
)
from hasenpfeffer.simulation._games import play_one
from hasenpfeffer.simulation._tally import DuplicateScore, DuplicateTally, Tally


def _game(index: int, board: int, points: list[tuple[int, ...]]) -> GameOutcome:
    """A game of a duplicate match with these points on its deals."""
    hands = tuple(HandOutcome(None, None, None, change) for change in points)
    sides = len(points[0])
    return GameOutcome(
        index=index,
        seed=board,
        swapped=bool(index % sides),
        winner=None,
        scores=(0,) * sides,
        hands=hands,
        seats=(0,) * (2 if sides == 3 else 4),
        board=board,
    )


def test_a_board_is_one_seed_played_once_for_each_side() -> None:
    config = SimulationConfig(games=6, seed=10, duplicate=True)
    games = [play_one(config, index) for index in range(6)]
    assert [game.seed for game in games] == [10, 10, 11, 11, 12, 12]
    assert [game.board for game in games] == [0, 0, 1, 1, 2, 2]
    assert [game.swapped for game in games] == [False, True] * 3
    assert games[0].seats == (0, 1, 0, 1)
    assert games[1].seats == (1, 0, 1, 0)
    assert config.boards == 3


def test_three_players_make_a_board_of_three_games() -> None:
    rules = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE)
    config = SimulationConfig(games=6, seed=4, rules=rules, duplicate=True)
    games = [play_one(config, index) for index in range(6)]
    assert [game.seed for game in games] == [4, 4, 4, 5, 5, 5]
    assert [game.board for game in games] == [0, 0, 0, 1, 1, 1]
    # Player 0 sits at seat 0, then 1, then 2: each seat's cards once.
    assert [game.seats.index(0) for game in games[:3]] == [0, 1, 2]


def test_the_games_of_a_board_are_dealt_the_same_cards(tmp_path: Path) -> None:
    config = SimulationConfig(
        games=4, seed=21, team0="heuristic", team1="random", duplicate=True
    )
    simulate(config, records=tmp_path)
    records = [hp.records.load_record(path) for path in sorted(tmp_path.glob("*.json"))]
    for first, second in (records[0:2], records[2:4]):
        assert first.seed == second.seed
        assert first.first_dealer == second.first_dealer
        shared = min(len(first.deals), len(second.deals))
        assert shared >= 1
        assert first.deals[:shared] == second.deals[:shared]
    assert records[0].deals[0] != records[2].deals[0]


def test_equal_bots_come_out_exactly_even() -> None:
    # Each heuristic player holds at one table what its opponent held at the
    # other: the two games of a board are mirror images.
    config = SimulationConfig(
        games=6, seed=3, team0="heuristic", team1="heuristic", duplicate=True
    )
    summary = simulate(config)
    for first, second in zip(
        summary.outcomes[::2], summary.outcomes[1::2], strict=True
    ):
        assert first.scores == second.scores[::-1]
        assert first.winner is not None and second.winner == 1 - first.winner
    score = summary.duplicate_score()
    assert score is not None
    assert score.boards == 3
    assert score.mean == 0.0
    assert score.interval == (0.0, 0.0)
    # Every deal is matched: mirror images last equally long.
    assert score.deals == summary.hands // 2


def test_the_score_per_deal_by_hand() -> None:
    # Board 0: deals (3, 0) and (0, 2) at one table, (1, 0), (0, 0) and
    # (5, 0) at the other; the third deal is unmatched.  Per deal, team 0
    # less team 1, averaged over the tables: (3 + 1) / 2 = 2 and
    # (-2 + 0) / 2 = -1.  Board 1: (0, 4) against (2, 0) and (1, 0): one
    # matched deal, (-4 + 2) / 2 = -1.  The mean is 0 over three deals; the
    # boards' totals are 1 and -1, so the standard error is
    # sqrt(2 / 1 * (1 + 1)) / 3 = 2 / 3.
    games = [
        _game(0, 0, [(3, 0), (0, 2)]),
        _game(1, 0, [(1, 0), (0, 0), (5, 0)]),
        _game(2, 1, [(0, 4)]),
        _game(3, 1, [(2, 0), (1, 0)]),
    ]
    score = Tally.of(games).duplicate.score(sides=2)
    assert (score.boards, score.deals, score.mean) == (2, 3, 0.0)
    assert score.interval is not None
    assert score.interval == pytest.approx((-1.96 * 2 / 3, 1.96 * 2 / 3))
    # The sums do not depend on the order the games come in.
    assert Tally.of(reversed(games)) == Tally.of(games)
    assert Tally.of([games[0], games[2], games[3], games[1]]) == Tally.of(games)


def test_three_players_compare_player_0_with_the_others_mean() -> None:
    # One deal per game: player 0 less the mean of the others is 3 - 0,
    # 0 - 1 and 0 - 0 at the three tables, 2 / 3 on average.
    games = [
        _game(0, 0, [(3, 0, 0)]),
        _game(1, 0, [(0, 1, 1)]),
        _game(2, 0, [(0, 0, 0)]),
    ]
    score = Tally.of(games, sides=3).duplicate.score(sides=3)
    assert score == DuplicateScore(boards=1, deals=1, mean=2 / 3, interval=None)


def test_a_board_waits_for_its_last_game() -> None:
    tally = DuplicateTally().add(_game(0, 0, [(1, 0)]), sides=2)
    assert tally.boards == 0 and len(tally.pending) == 1
    assert tally.score(sides=2) == DuplicateScore(0, 0, 0.0, None)
    tally = tally.add(_game(1, 0, [(0, 0)]), sides=2)
    assert tally.pending == ()
    assert tally.score(sides=2) == DuplicateScore(1, 1, 0.5, None)


def test_a_match_that_is_not_duplicate_has_no_duplicate_score() -> None:
    summary = simulate(SimulationConfig(games=2, seed=1))
    assert summary.duplicate_score() is None
    assert summary.tally.duplicate == DuplicateTally()
    assert summary.to_dict()["duplicate"] is None
    assert "duplicate" not in summary.format()


def test_the_duplicate_report_does_not_depend_on_the_workers() -> None:
    config = SimulationConfig(
        games=8, seed=50, team0="heuristic", team1="simple", duplicate=True
    )
    one = simulate(config, workers=1)
    two = simulate(config, workers=2)
    without = simulate(config, workers=2, keep_outcomes=False)
    assert one == two
    assert one.tally == without.tally
    assert one.format() == two.format() == without.format()


def test_better_bots_score_more_per_deal() -> None:
    config = SimulationConfig(
        games=8, seed=5, team0="heuristic", team1="random", duplicate=True
    )
    score = simulate(config).duplicate_score()
    assert score is not None and score.interval is not None
    assert score.interval[0] > 0


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"games": 3}, "3 games is not a whole number of boards"),
        ({"games": 4, "swap_seats": False}, "without swapping seats"),
        (
            {"games": 4, "rules": hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE)},
            "boards of 3 games",
        ),
    ],
)
def test_a_match_that_cannot_be_played_in_duplicate_is_refused(
    arguments: dict[str, object], message: str
) -> None:
    with pytest.raises(hp.InvalidValueError, match=message):
        SimulationConfig(duplicate=True, **arguments)  # type: ignore[arg-type]


def test_the_last_board_seed_is_checked() -> None:
    largest = 10**100 - 1
    config = SimulationConfig(games=4, seed=largest - 1, duplicate=True)
    assert play_one(config, 3).seed == largest
    with pytest.raises(hp.InvalidValueError, match="go past the largest seed"):
        SimulationConfig(games=6, seed=largest - 1, duplicate=True)


def test_the_command_reports_the_points_per_deal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    arguments = ["simulate", "--games", "4", "--seed", "2", "--duplicate"]
    assert main([*arguments, "--team1", "simple"]) == 0
    text = capsys.readouterr().out
    assert "4 games (seeds 2 to 3)" in text
    assert "in duplicate: each board's cards played once by each team." in text
    assert "duplicate: 2 boards, " in text
    assert "team 0 less team 1: " in text and "points per deal (95% interval" in text
    assert main([*arguments, "--team1", "simple", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["config"]["duplicate"] is True
    assert data["duplicate"]["boards"] == 2
    assert sorted(data["duplicate"]) == [
        "boards",
        "deals",
        "interval",
        "points_per_deal",
    ]


def test_the_command_refuses_a_broken_board(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "5", "--duplicate"]) == 2
    assert "not a whole number of boards" in capsys.readouterr().err

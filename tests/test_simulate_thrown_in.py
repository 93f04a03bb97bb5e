"""Simulated games whose hands are thrown in: every hand is told as thrown
in (no maker, no contract, no points) and the summary has no table of
contracts, since no contract was won."""

from __future__ import annotations

import pytest

import hasenpfeffer as hp
from hasenpfeffer.simulation import HandOutcome, SimulationConfig, simulate

PASSING_BOT = "tests.play_script:PassingBot"


@pytest.mark.parametrize("game", list(hp.Game))
def test_games_of_hands_thrown_in(game: hp.Game) -> None:
    # Bots that always pass, under the redeal rule: every hand is thrown in
    # and the deal passes on, so no game ends within three hands.
    rules = hp.Rules(game=game, all_pass=hp.AllPass.REDEAL)
    config = SimulationConfig(
        games=2, seed=5, team0=PASSING_BOT, team1=PASSING_BOT, rules=rules, max_hands=3
    )
    summary = simulate(config)
    # Two teams, or three players each for themselves.
    sides = 3 if game is hp.Game.THREE_HANDED_EUCHRE else 2
    thrown_in = HandOutcome(
        maker_team=None, contract=None, made=None, points=(0,) * sides
    )
    for outcome in summary.outcomes:
        assert outcome.hands == (thrown_in,) * 3
        assert (outcome.winner, outcome.scores) == (None, (0,) * sides)
    assert summary.wins == (0,) * sides
    assert summary.contracts() == []
    text = summary.format()
    points = (
        "player 0 +0.00, player 1 +0.00, player 2 +0.00"
        if sides == 3
        else "team 0 +0.00, team 1 +0.00"
    )
    assert text.splitlines()[-2:] == [
        "unfinished after 3 hands: 2",
        f"hands dealt: 6, thrown in: 6; points per hand: {points}",
    ]
    assert "contract" not in text

"""Simulated games whose hands are thrown in: every hand is told as thrown
in (no maker, no contract, no points) and the summary has no table of
contracts, since no contract was won."""

from __future__ import annotations

import pytest

import hasenpfeffer as hp
from hasenpfeffer.simulation import HandOutcome, SimulationConfig, simulate

PASSING_BOT = "tests.play_script:PassingBot"
THROWN_IN = HandOutcome(maker_team=None, contract=None, made=None, points=(0, 0))


@pytest.mark.parametrize("game", list(hp.Game))
def test_games_of_hands_thrown_in(game: hp.Game) -> None:
    # Bots that always pass, under the redeal rule: every hand is thrown in
    # and the deal passes on, so no game ends within three hands.
    rules = hp.Rules(game=game, all_pass=hp.AllPass.REDEAL)
    config = SimulationConfig(
        games=2, seed=5, team0=PASSING_BOT, team1=PASSING_BOT, rules=rules, max_hands=3
    )
    summary = simulate(config)
    for outcome in summary.outcomes:
        assert outcome.hands == (THROWN_IN,) * 3
        assert (outcome.winner, outcome.scores) == (None, (0, 0))
    assert summary.contracts() == []
    text = summary.format()
    assert text.splitlines()[-2:] == [
        "unfinished after 3 hands: 2",
        "hands dealt: 6, thrown in: 6; points per hand: team 0 +0.00, team 1 +0.00",
    ]
    assert "contract" not in text

"""The PettingZoo environment plays every game of the library and refuses
rules that are not a Rules value, a ``None`` step from an
agent still in the game, and warns when asked to render without a render mode."""

from __future__ import annotations

import warnings

import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

import hasenpfeffer as hp
from hasenpfeffer.integrations.pettingzoo import HasenpfefferEnv
from tests.helpers import exactly


@pytest.mark.parametrize("rules", ["euchre", {"game": "euchre"}, hp.Game.EUCHRE])
def test_rules_must_be_a_rules_value(rules: object) -> None:
    with pytest.raises(
        hp.InvalidValueError, match=r"^rules must be a Rules value, not "
    ):
        HasenpfefferEnv(rules)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", list(hp.Game))
def test_every_game_of_the_library_is_played(game: hp.Game) -> None:
    environment = HasenpfefferEnv(hp.Rules(game=game))
    environment.reset(seed=1)
    assert environment.game_state.rules.game is game
    assert environment.agent_selection in environment.agents


def test_an_agent_in_the_game_must_act() -> None:
    environment = HasenpfefferEnv(dealer=0)
    environment.reset(seed=1)
    agent = environment.agent_selection
    assert agent == "player_1"  # the dealer's left calls first
    before = environment.observe(agent)
    with pytest.raises(
        hp.InvalidValueError, match=exactly("player_1 must act: None is not an action")
    ):
        environment.step(None)
    assert environment.agent_selection == agent
    after = environment.observe(agent)
    assert (after["observation"] == before["observation"]).all()


def test_render_without_a_render_mode_warns_and_returns_nothing() -> None:
    environment = HasenpfefferEnv()
    environment.reset(seed=1)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert environment.render() is None
    messages = [str(warning.message) for warning in caught]
    assert any("render() was called without a render_mode" in m for m in messages)

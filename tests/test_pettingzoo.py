"""The PettingZoo environment ``hasenpfeffer_v0`` passes PettingZoo's checks.

Skipped when PettingZoo is not installed (``pip install -e ".[pettingzoo]"``).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")
np = pytest.importorskip("numpy")

from pettingzoo.test import seed_test  # noqa: E402

import hasenpfeffer as hp  # noqa: E402
from hasenpfeffer.integrations import hasenpfeffer_v0  # noqa: E402
from hasenpfeffer.integrations.encoding import legal_action_ids  # noqa: E402
from hasenpfeffer.integrations.pettingzoo import HasenpfefferEnv, raw_env  # noqa: E402
from tests.adapter_checks import api_test_surprises  # noqa: E402

SETTINGS: dict[str, dict[str, Any]] = {
    "one hand": {},
    "to the target, lone hands": {
        "play_to_target": True,
        "max_hands": 4,
        "rules": hp.Rules(lone_hands=True, lone_defender=True),
    },
    "pepper, information state, zero-sum": {
        "play_to_target": True,
        "max_hands": 3,
        "rules": hp.Rules(bidding=hp.Bidding.PEPPER, target_score=5),
        "observation": "information_state",
        "zero_sum": True,
    },
    "keys for RLlib": {"observation_key": "observations"},
}


@pytest.mark.parametrize("settings", SETTINGS.values(), ids=SETTINGS.keys())
def test_api_test(settings: dict[str, Any]) -> None:
    assert api_test_surprises(hasenpfeffer_v0.env(**settings)) == []


@pytest.mark.parametrize("settings", SETTINGS.values(), ids=SETTINGS.keys())
def test_seed_test(settings: dict[str, Any]) -> None:
    seed_test(lambda: hasenpfeffer_v0.env(**settings), num_cycles=100)


def run(environment: Any, seed: int, chooser: random.Random) -> list[Any]:
    """Play a game with random legal actions; the states seen before each
    action."""
    environment.reset(seed=seed)
    seen = []
    for agent in environment.agent_iter():
        observation, _, termination, truncation, _ = environment.last()
        if termination or truncation:
            environment.step(None)
            continue
        seen.append((agent, observation, environment.unwrapped.game_state))
        legal = np.flatnonzero(observation["action_mask"])
        environment.step(int(chooser.choice(list(legal))))
    return seen


def test_action_masks_are_the_legal_actions() -> None:
    environment = hasenpfeffer_v0.env(
        play_to_target=True, max_hands=5, rules=hp.Rules(lone_hands=True)
    )
    seen = run(environment, seed=1, chooser=random.Random(1))
    assert len(seen) > 40
    for agent, observation, state in seen:
        assert agent == f"player_{state.to_act}"
        mask = observation["action_mask"]
        assert mask.dtype == np.int8 and mask.shape == (64,)
        assert list(np.flatnonzero(mask)) == legal_action_ids(state)
        for other in range(4):
            if other != state.to_act:
                other_mask = environment.observe(f"player_{other}")["action_mask"]
                assert not other_mask.any()


def test_rewards_are_the_score_changes() -> None:
    environment = raw_env()
    chooser = random.Random(2)
    for seed in range(5):
        environment.reset(seed=seed)
        totals = dict.fromkeys(environment.possible_agents, 0.0)
        for agent in environment.agent_iter():
            observation, reward, termination, truncation, _ = environment.last()
            totals[agent] += reward
            if termination or truncation:
                environment.step(None)
            else:
                legal = np.flatnonzero(observation["action_mask"])
                environment.step(int(chooser.choice(list(legal))))
        scores = environment.game_state.scores
        assert totals == {
            "player_0": scores[0],
            "player_1": scores[1],
            "player_2": scores[0],
            "player_3": scores[1],
        }


def test_play_to_target_truncates_after_max_hands() -> None:
    environment = raw_env(play_to_target=True, max_hands=2)
    environment.reset(seed=3)
    chooser = random.Random(3)
    while not any(environment.truncations.values()) and not any(
        environment.terminations.values()
    ):
        mask = environment.observe(environment.agent_selection)["action_mask"]
        environment.step(int(chooser.choice(list(np.flatnonzero(mask)))))
    state = environment.game_state
    if state.phase is hp.Phase.GAME_OVER:
        assert all(environment.terminations.values())
    else:
        assert state.hand_number == 2
        assert all(environment.truncations.values())


def test_an_illegal_action_is_a_value_error_naming_the_rule() -> None:
    environment = raw_env()
    environment.reset(seed=1)
    agent = environment.agent_selection
    before = environment.game_state
    with pytest.raises(ValueError, match="must pass or bid in the auction") as caught:
        environment.step(40)  # play JC, during the auction
    assert isinstance(caught.value, hp.IllegalActionError)
    with pytest.raises(ValueError, match="an action id is a whole number from 0 to 63"):
        environment.step(64)
    assert environment.game_state == before
    assert environment.agent_selection == agent
    wrapped = hasenpfeffer_v0.env()
    wrapped.reset(seed=1)
    with pytest.raises(AssertionError, match="action is not in action space"):
        wrapped.step(64)
    with pytest.raises(ValueError, match="must pass or bid in the auction"):
        wrapped.step(40)


def test_ansi_render_prints_the_table() -> None:
    environment = hasenpfeffer_v0.env(render_mode="ansi")
    environment.reset(seed=1)
    environment.step(3)
    text = environment.render()
    assert isinstance(text, str)
    state = environment.unwrapped.game_state
    for seat in range(4):
        assert f"seat {seat}: {hp.format_cards(state.hands[seat])}" in text
    assert "auction: 1 bid 3" in text
    assert "seat 2 to act" in text


def test_human_render_prints(capsys: pytest.CaptureFixture[str]) -> None:
    environment = raw_env(render_mode="human")
    environment.reset(seed=1)
    environment.step(0)
    assert "auction: 1 pass" in capsys.readouterr().out


def test_bad_settings_are_refused() -> None:
    with pytest.raises(hp.InvalidValueError, match="render_mode"):
        HasenpfefferEnv(render_mode="rgb_array")
    with pytest.raises(hp.InvalidValueError, match="observation must be"):
        HasenpfefferEnv(observation="state")
    with pytest.raises(hp.InvalidValueError, match="max_hands"):
        HasenpfefferEnv(max_hands=0)
    with pytest.raises(hp.InvalidValueError, match="observation_key"):
        HasenpfefferEnv(observation_key="action_mask")


def test_the_observation_key_can_be_renamed() -> None:
    environment = raw_env(observation_key="observations")
    environment.reset(seed=2)
    observation = environment.observe(environment.agent_selection)
    assert set(observation) == {"observations", "action_mask"}
    space = environment.observation_space(environment.agent_selection)
    assert space.contains(observation)


@pytest.mark.parametrize("make", [raw_env, hasenpfeffer_v0.env], ids=["raw", "wrapped"])
def test_a_step_after_every_agent_is_done_changes_nothing(make: Any) -> None:
    # PettingZoo's convention (its OrderEnforcingWrapper): a step once every
    # agent is done logs a warning that reset should come first.  The raw
    # environment raised KeyError for the last agent removed.
    from pettingzoo.utils.env_logger import EnvLogger

    environment = make()
    run(environment, seed=5, chooser=random.Random(5))
    assert environment.agents == []
    state = environment.unwrapped.game_state
    EnvLogger.flush()
    environment.step(None)
    environment.step(None)
    assert environment.agents == []
    assert environment.unwrapped.game_state is state
    assert EnvLogger.mqueue[-1].startswith("[WARNING]: step() called after all agents")
    environment.reset(seed=6)
    assert environment.agents == list(hasenpfeffer_v0.AGENTS)

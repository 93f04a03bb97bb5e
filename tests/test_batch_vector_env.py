"""The Gymnasium vector environment over a batch (docs/batch.rst, "A
Gymnasium vector environment"): its spaces are the PettingZoo
environment's, its observations the seat's PettingZoo vectors, its
rewards the hands' scores, and a hand that ends is dealt again at the next
step, whose action it ignores.

Skipped where Gymnasium or numpy is not installed.
"""

from __future__ import annotations

from typing import Any

import pytest

np = pytest.importorskip("numpy", reason="numpy is not installed")
pytest.importorskip("gymnasium", reason="gymnasium is not installed")
pytest.importorskip("pettingzoo", reason="pettingzoo is not installed")

import hasenpfeffer as hp  # noqa: E402
from hasenpfeffer.batch.vector_env import HasenpfefferVectorEnv  # noqa: E402
from hasenpfeffer.integrations.encoding import (  # noqa: E402
    ACTION_IDS,
    id_to_action,
    legal_action_ids,
    observation_vector,
)
from hasenpfeffer.integrations.pettingzoo import HasenpfefferEnv  # noqa: E402

GAMES = list(hp.Game)


def random_actions(mask: Any, chooser: Any) -> Any:
    weights = chooser.random(mask.shape) * mask
    return np.argmax(weights, axis=1)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.value)
def test_steps_match_the_engine_and_hands_restart(game: hp.Game) -> None:
    rules = hp.Rules(game=game)
    side_of = hp.games.spec_of(rules).side_of
    envs = HasenpfefferVectorEnv(6, rules, dealer=None)
    observations, infos = envs.reset(seed=3)
    chooser = np.random.default_rng(4)
    states = [envs.game_state(i) for i in range(6)]  # the engine, beside
    ended = np.zeros(6, bool)
    endings = restarts = 0
    for _ in range(80):
        assert envs.observation_space.contains(observations)
        for i, state in enumerate(states):
            seat = int(infos["seat"][i]) if ended[i] else state.to_act
            assert seat is not None
            assert infos["to_act"][i] == (-1 if ended[i] else seat)
            expected = np.array(observation_vector(state.view(seat)), np.float32)
            assert np.array_equal(observations["observation"][i], expected)
            legal = [] if ended[i] else legal_action_ids(state)
            assert np.flatnonzero(observations["action_mask"][i]).tolist() == legal
        actions = random_actions(observations["action_mask"], chooser)
        acting = [state.to_act if state.to_act is not None else -1 for state in states]
        observations, rewards, terminations, truncations, infos = envs.step(actions)
        assert not truncations.any()
        for i in range(6):
            if ended[i]:  # dealt again: the action is ignored
                restarts += 1
                assert not terminations[i] and rewards[i] == 0
                states[i] = envs.game_state(i)
                assert states[i].hand_history == () and states[i].deals
                continue
            action = id_to_action(int(actions[i]), game)
            states[i] = states[i].apply(action)
            assert infos["seat"][i] == acting[i]
            if terminations[i]:
                endings += 1
                (result,) = states[i].hand_results
                assert rewards[i] == result.score_change[side_of(acting[i])]
                assert tuple(infos["score_change"][i]) == result.score_change
            else:
                assert rewards[i] == 0
        ended = terminations.copy()
    assert endings > 0 and restarts > 0


def test_the_spaces_are_the_pettingzoo_environments() -> None:
    for game in GAMES:
        rules = hp.Rules(game=game)
        envs = HasenpfefferVectorEnv(3, rules)
        single = HasenpfefferEnv(rules).observation_space("player_0")
        assert envs.single_observation_space == single
        assert envs.single_action_space == HasenpfefferEnv(rules).action_space(
            "player_0"
        )
        assert envs.action_space.shape == (3,)


def test_zero_sum_rewards_and_reproducible_resets() -> None:
    rules = hp.Rules()
    plain, zero_sum = (
        HasenpfefferVectorEnv(8, rules, zero_sum=flag, dealer=0)
        for flag in (False, True)
    )
    seen = []
    for envs in (plain, zero_sum):
        observations, _ = envs.reset(seed=9)
        chooser = np.random.default_rng(1)
        total = []
        for _ in range(40):
            actions = random_actions(observations["action_mask"], chooser)
            observations, rewards, terminations, _, infos = envs.step(actions)
            for i in np.flatnonzero(terminations):
                total.append(
                    (rewards[i], tuple(infos["score_change"][i]), infos["seat"][i])
                )
        seen.append(total)
    assert seen[0] and len(seen[0]) == len(seen[1])
    for (plain_reward, change, seat), (zero_reward, _, _) in zip(*seen, strict=True):
        mine, theirs = change[seat % 2], change[1 - seat % 2]
        assert plain_reward == mine
        assert zero_reward == mine - theirs


def test_an_illegal_action_changes_nothing() -> None:
    envs = HasenpfefferVectorEnv(2, hp.Rules(), dealer=0)
    observations, _ = envs.reset(seed=2)
    with pytest.raises(hp.IllegalActionError, match="hand 0: "):
        envs.step([ACTION_IDS.play, ACTION_IDS.pass_])
    again, *_ = envs.step([ACTION_IDS.pass_, ACTION_IDS.pass_])
    assert again["observation"].shape == observations["observation"].shape


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: HasenpfefferVectorEnv(0), "num_envs must be a whole number from 1"),
        (lambda: HasenpfefferVectorEnv(2, "euchre"), "rules must be a Rules value"),  # type: ignore[arg-type]
        (lambda: HasenpfefferVectorEnv(2).step([0, 0]), "call reset"),
    ],
)
def test_bad_arguments_are_refused(make: object, message: str) -> None:
    with pytest.raises(hp.InvalidValueError, match=message):
        make()  # type: ignore[operator]

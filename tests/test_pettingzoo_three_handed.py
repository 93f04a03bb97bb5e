"""The PettingZoo environment plays Three-Handed Euchre: three agents,
PettingZoo's API test, the spaces, each player's own rewards, and no
hidden card in any agent's observation.

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
from hasenpfeffer.integrations.encoding import (  # noqa: E402
    ACTION_IDS,
    information_state_pieces,
    legal_action_ids,
    observation_pieces,
)
from hasenpfeffer.integrations.pettingzoo import HasenpfefferEnv  # noqa: E402
from tests.adapter_checks import (  # noqa: E402
    api_test_surprises,
    cards_in,
    dealer_of_hand,
    hidden_from,
    pieces_of,
    seen_in,
)

GO_ALONE = ACTION_IDS.go_alone

THREE = hp.Game.THREE_HANDED_EUCHRE
RULES = hp.Rules(game=THREE)
REDEAL = hp.Rules(game=THREE, all_pass=hp.AllPass.REDEAL)
SETTINGS: dict[str, dict[str, Any]] = {
    "one hand": {"rules": RULES},
    "to the target, redeal, information state, zero-sum": {
        "rules": REDEAL,
        "play_to_target": True,
        "max_hands": 4,
        "observation": "information_state",
        "zero_sum": True,
    },
    "to the target, march of 5, seat 2 deals": {
        "rules": hp.Rules(game=THREE, march_points=5, target_score=6),
        "play_to_target": True,
        "dealer": 2,
    },
}


@pytest.mark.parametrize("settings", SETTINGS.values(), ids=SETTINGS.keys())
def test_api_test(settings: dict[str, Any]) -> None:
    assert api_test_surprises(hasenpfeffer_v0.env(**settings)) == []


def test_seed_test() -> None:
    seed_test(lambda: hasenpfeffer_v0.env(rules=RULES), num_cycles=100)


def test_three_agents_and_the_spaces_of_three_handed_euchre() -> None:
    environment = hasenpfeffer_v0.env(rules=RULES)
    environment.reset(seed=1)
    assert environment.possible_agents == ["player_0", "player_1", "player_2"]
    assert environment.num_agents == 3
    space = environment.observation_space("player_0")
    assert space["observation"].shape == (288,)
    assert space["action_mask"].shape == (64,)
    assert environment.action_space("player_2").n == 64
    information = HasenpfefferEnv(RULES, observation="information_state")
    assert information.observation_space("player_1")["observation"].shape == (576,)


def test_a_fourth_seat_is_refused() -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=r"0, 1 or 2\b.*, not 3$",
    ):
        HasenpfefferEnv(RULES, dealer=3)
    environment = HasenpfefferEnv(RULES, dealer=2)
    environment.reset(seed=1)
    assert environment.agent_selection == "player_0"  # the dealer's left


def play_out(environment: HasenpfefferEnv, chooser: random.Random) -> dict[str, float]:
    """Play the episode at random; each agent's rewards added up, checked
    against the score change of every hand as it ends."""
    totals = dict.fromkeys(environment.possible_agents, 0.0)
    for agent in environment.agent_iter():
        observation, reward, termination, truncation, _ = environment.last()
        totals[agent] += reward
        if termination or truncation:
            environment.step(None)
            continue
        mask = observation["action_mask"]
        assert mask[GO_ALONE] == 0
        hands = len(environment.game_state.hand_results)
        environment.step(chooser.choice(list(np.flatnonzero(mask))))
        state = environment.game_state
        if len(state.hand_results) > hands:
            change = state.hand_results[-1].score_change
            expected = [float(points) for points in change]
            if environment.zero_sum:
                total = sum(change)
                expected = [points - (total - points) / 2 for points in change]
            assert [environment.rewards[name] for name in totals] == expected
    return totals


def test_each_agent_is_paid_its_own_score_change() -> None:
    chooser = random.Random(2)
    environment = HasenpfefferEnv(RULES, play_to_target=True, max_hands=40)
    for seed in range(3):
        environment.reset(seed=seed)
        totals = play_out(environment, chooser)
        final = environment.game_state
        assert final.phase is hp.Phase.GAME_OVER
        # The rewards of the whole game add up to each player's score.
        assert list(totals.values()) == [float(score) for score in final.scores]


def test_zero_sum_rewards_add_up_to_nothing() -> None:
    chooser = random.Random(4)
    environment = HasenpfefferEnv(REDEAL, zero_sum=True)
    paid = 0
    for seed in range(12):
        environment.reset(seed=seed)
        totals = play_out(environment, chooser)
        assert sum(totals.values()) == 0.0
        paid += any(totals.values())
    assert paid > 0


def test_no_agent_sees_a_card_hidden_from_it() -> None:
    chooser = random.Random(3)
    environment = HasenpfefferEnv(REDEAL, dealer=0)
    # The same games again, stepped alike, showing the information state.
    information = HasenpfefferEnv(REDEAL, dealer=0, observation="information_state")
    layouts = (
        (environment, observation_pieces(THREE)),
        (information, information_state_pieces(THREE)),
    )
    discards_seen = 0
    for seed in range(8):
        environment.reset(seed=seed)
        information.reset(seed=seed)
        for _ in environment.agent_iter():
            observation, _, termination, truncation, _ = environment.last()
            state = environment.game_state
            if termination or truncation:
                environment.step(None)
                information.step(None)
                continue
            assert information.game_state == state
            for seat, agent in enumerate(environment.agents):
                hidden = hidden_from(state, seat)
                for source, pieces in layouts:
                    found = pieces_of(source.observe(agent)["observation"], pieces)
                    assert not seen_in(found, THREE, 3) & hidden
                    assert cards_in(found["hand"], THREE) == set(state.hands[seat])
                    assert cards_in(found["upcard"], THREE) == {state.upcard}
                    mine = state.discarded is not None and seat == dealer_of_hand(state)
                    assert cards_in(found["discarded"], THREE) == (
                        {state.discarded} if mine else set()
                    )
                    discards_seen += mine
            mask = observation["action_mask"]
            legal = legal_action_ids(state)
            assert list(np.flatnonzero(mask)) == legal
            action = chooser.choice(legal)
            environment.step(action)
            information.step(action)
    assert discards_seen > 0

"""The PettingZoo environment ``hasenpfeffer_v0`` passes PettingZoo's checks
in every game of the family, and plays each game's rules.

PettingZoo's API and seed tests, the spaces, the refusal of an id beyond a
game's action space and the cards hidden from each agent are written once
over the games; each game's own rewards and refusals follow, Hasenpfeffer's
first.

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
from hasenpfeffer.integrations.pettingzoo import HasenpfefferEnv, raw_env  # noqa: E402
from tests.adapter_checks import (  # noqa: E402
    api_test_surprises,
    cards_in,
    dealer_of_hand,
    hidden_from,
    pieces_of,
    seen_in,
)
from tests.helpers import exactly  # noqa: E402

CALL_FOR_BEST = ACTION_IDS.call_for_best
GO_ALONE = ACTION_IDS.go_alone

EUCHRE = hp.Rules(game=hp.Game.EUCHRE)
RAILROAD = hp.Rules(game=hp.Game.RAILROAD_EUCHRE)
THREE = hp.Game.THREE_HANDED_EUCHRE
THREE_RULES = hp.Rules(game=THREE)
THREE_REDEAL = hp.Rules(game=THREE, all_pass=hp.AllPass.REDEAL)
BID = hp.Game.BID_EUCHRE
BID_CALLING = hp.Rules(game=BID, call_for_best=True, min_bid=1)

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
    "euchre, one hand": {"rules": EUCHRE},
    "euchre, to the target, redeal, lone defender, information state": {
        "rules": hp.Rules(
            game=hp.Game.EUCHRE, all_pass=hp.AllPass.REDEAL, lone_defender=True
        ),
        "play_to_target": True,
        "max_hands": 4,
        "observation": "information_state",
        "zero_sum": True,
    },
    "railroad, one hand": {"rules": RAILROAD},
    "railroad, to the target, redeal, information state": {
        "rules": hp.Rules(game=hp.Game.RAILROAD_EUCHRE, all_pass=hp.AllPass.REDEAL),
        "play_to_target": True,
        "max_hands": 4,
        "observation": "information_state",
        "zero_sum": True,
    },
    "three-handed, one hand": {"rules": THREE_RULES},
    "three-handed, to the target, redeal, information state, zero-sum": {
        "rules": THREE_REDEAL,
        "play_to_target": True,
        "max_hands": 4,
        "observation": "information_state",
        "zero_sum": True,
    },
    "three-handed, to the target, march of 5, seat 2 deals": {
        "rules": hp.Rules(game=THREE, march_points=5, target_score=6),
        "play_to_target": True,
        "dealer": 2,
    },
    "bid euchre, one hand": {"rules": hp.Rules(game=BID)},
    "bid euchre, to the target, calling for best, information state": {
        "rules": hp.Rules(
            game=BID,
            call_for_best=True,
            min_bid=1,
            all_pass=hp.AllPass.REDEAL,
            target_score=12,
        ),
        "play_to_target": True,
        "max_hands": 4,
        "observation": "information_state",
        "zero_sum": True,
    },
}
"""The settings of PettingZoo's API test: Hasenpfeffer's, then each other
game's (its name first)."""

SEED_SETTINGS = [
    *(SETTINGS[name] for name in list(SETTINGS)[:4]),
    {"rules": THREE_RULES},
]
SEED_IDS = [*list(SETTINGS)[:4], "three-handed, one hand"]

SPACES: dict[hp.Game, tuple[int | None, int | None, int, int]] = {
    hp.Game.EUCHRE: (350, None, 64, 4),
    hp.Game.RAILROAD_EUCHRE: (415, 816, 90, 4),
    THREE: (288, 576, 64, 3),
    BID: (374, 823, 92, 4),
}
"""Each game's observation and information state sizes (where worked
out), its action space and its agents."""

FIRST_ID_BEYOND = {
    hp.Game.HASENPFEFFER: 64,
    hp.Game.EUCHRE: 64,
    hp.Game.RAILROAD_EUCHRE: 90,
    THREE: 64,
    hp.Game.BID_EUCHRE: 92,
}
"""The first action id beyond each game's space: Railroad's ids for
calling for best and giving come after the 64 that the games share, and
Bid Euchre's for no trump and the moon after those."""


@pytest.mark.parametrize("settings", SETTINGS.values(), ids=SETTINGS.keys())
def test_api_test(settings: dict[str, Any]) -> None:
    assert api_test_surprises(hasenpfeffer_v0.env(**settings)) == []


@pytest.mark.parametrize("settings", SEED_SETTINGS, ids=SEED_IDS)
def test_seed_test(settings: dict[str, Any]) -> None:
    seed_test(lambda: hasenpfeffer_v0.env(**settings), num_cycles=100)


@pytest.mark.parametrize(
    ("game", "sizes"), SPACES.items(), ids=[game.value for game in SPACES]
)
def test_the_spaces_are_the_games(
    game: hp.Game, sizes: tuple[int | None, int | None, int, int]
) -> None:
    observed, information_size, actions, players = sizes
    rules = hp.Rules(game=game)
    environment = hasenpfeffer_v0.env(rules=rules)
    environment.reset(seed=1)
    agents = [f"player_{seat}" for seat in range(players)]
    assert environment.possible_agents == agents
    assert environment.num_agents == players
    space = environment.observation_space("player_0")
    assert space["observation"].shape == (observed,)
    assert space["action_mask"].shape == (actions,)
    assert environment.action_space(agents[-1]).n == actions
    observation = environment.observe(environment.agent_selection)
    assert observation["action_mask"].shape == (actions,)
    if information_size is not None:
        information = HasenpfefferEnv(rules, observation="information_state")
        space = information.observation_space("player_1")
        assert space["observation"].shape == (information_size,)


def test_an_id_beyond_the_games_space_is_refused(game: hp.Game) -> None:
    beyond = FIRST_ID_BEYOND[game]
    environment = HasenpfefferEnv(hp.Rules(game=game), dealer=0)
    environment.reset(seed=1)
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(
            f"an action id is a whole number from 0 to {beyond - 1}, not {beyond}"
        ),
    ):
        environment.step(beyond)


@pytest.mark.parametrize(
    ("rules", "seeds"),
    [
        (hp.Rules(game=hp.Game.EUCHRE, lone_defender=True), 6),
        (THREE_REDEAL, 8),
        (BID_CALLING, 8),
    ],
    ids=["euchre, lone defender", "three-handed, redeal", "bid euchre, for best"],
)
def test_no_agent_sees_a_card_hidden_from_it(rules: hp.Rules, seeds: int) -> None:
    # The others' hands, the cards under the upcard and the dealer's
    # discard (docs/euchre.rst): Railroad's calls for best below.
    game = rules.game
    players = 3 if game is THREE else 4
    chooser = random.Random(3)
    environment = HasenpfefferEnv(rules, dealer=0)
    # The same games again, stepped alike, showing the information state.
    information = HasenpfefferEnv(rules, dealer=0, observation="information_state")
    layouts = (
        (environment, observation_pieces(game)),
        (information, information_state_pieces(game)),
    )
    discards_seen = 0
    for seed in range(seeds):
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
                    assert not seen_in(found, game, players) & hidden
                    assert cards_in(found["hand"], game) == set(state.hands[seat])
                    if "upcard" not in found:
                        # Bid Euchre: every card dealt, and the only
                        # discard the moon's, for best, seen by its maker.
                        mine = state.view(seat).best_discard is not None
                        discards_seen += mine
                        continue
                    assert cards_in(found["upcard"], game) == {state.upcard}
                    mine = state.discarded is not None and seat == dealer_of_hand(state)
                    assert cards_in(found["discarded"], game) == (
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


# -- Hasenpfeffer ------------------------------------------------------------------


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
    assert environment.agents == list(environment.possible_agents)


# -- Railroad Euchre ---------------------------------------------------------------

RAILROAD_CARD_PIECES = ("hand", "upcard", "discarded", "best_card", "best_discard")


def railroad_card_sets(vector: Any) -> dict[str, set[hp.Card]]:
    """The card pieces of a Railroad observation, as sets of cards (the
    current trick and the tricks played merged over the seats)."""
    found = pieces_of(vector, observation_pieces(hp.Game.RAILROAD_EUCHRE))
    return {
        name: cards_in(found[name], hp.Game.RAILROAD_EUCHRE)
        for name in (*RAILROAD_CARD_PIECES, "current_trick", "played")
    }


def test_no_agent_sees_a_card_of_a_call_for_best_hidden_from_it() -> None:
    # docs/railroad.rst, "Calling for best": the card given is seen by the
    # two partners, the caller's discard by the caller alone.
    chooser = random.Random(3)
    environment = HasenpfefferEnv(RAILROAD, dealer=0)
    gifts_seen = discards_seen = 0
    for seed in range(8):
        environment.reset(seed=seed)
        for _ in environment.agent_iter():
            observation, _, termination, truncation, _ = environment.last()
            state = environment.game_state
            if termination or truncation:
                environment.step(None)
                continue
            gifts: dict[int, hp.Card] = {}  # by the seat that received it
            lone_discards: dict[int, hp.Card] = {}
            for actor, action in state.hand_history:
                if isinstance(action, hp.Give):
                    gifts[(actor + 2) % 4] = action.card
                elif isinstance(action, hp.Discard) and actor in gifts:
                    lone_discards[actor] = action.card
            under = set(state.kitty[1:])
            for seat, other in enumerate(environment.agents):
                cards = railroad_card_sets(environment.observe(other)["observation"])
                assert cards["hand"] == set(state.hands[seat])
                assert cards["upcard"] == {state.upcard}
                if seat == state.dealer and state.discarded is not None:
                    assert cards["discarded"] == {state.discarded}
                else:
                    assert cards["discarded"] == set()
                mine = {
                    gift
                    for receiver, gift in gifts.items()
                    if seat in (receiver, (receiver + 2) % 4)
                }
                assert cards["best_card"] == mine
                gifts_seen += bool(mine)
                thrown = {lone_discards[seat]} if seat in lone_discards else set()
                assert cards["best_discard"] == thrown
                discards_seen += bool(thrown)
                seen = set().union(*cards.values())
                assert not seen & under
                others = set(lone_discards.values()) - thrown
                assert not seen & others
            mask = observation["action_mask"]
            legal = legal_action_ids(state)
            assert list(np.flatnonzero(mask)) == legal
            if CALL_FOR_BEST in legal and chooser.random() < 0.6:
                environment.step(CALL_FOR_BEST)
            else:
                environment.step(chooser.choice(legal))
    assert gifts_seen > 0
    assert discards_seen > 0


# -- Three-Handed Euchre -----------------------------------------------------------


def test_a_fourth_seat_is_refused() -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=r"0, 1 or 2\b.*, not 3$",
    ):
        HasenpfefferEnv(THREE_RULES, dealer=3)
    environment = HasenpfefferEnv(THREE_RULES, dealer=2)
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
    environment = HasenpfefferEnv(THREE_RULES, play_to_target=True, max_hands=40)
    for seed in range(3):
        environment.reset(seed=seed)
        totals = play_out(environment, chooser)
        final = environment.game_state
        assert final.phase is hp.Phase.GAME_OVER
        # The rewards of the whole game add up to each player's score.
        assert list(totals.values()) == [float(score) for score in final.scores]


def test_zero_sum_rewards_add_up_to_nothing() -> None:
    chooser = random.Random(4)
    environment = HasenpfefferEnv(THREE_REDEAL, zero_sum=True)
    paid = 0
    for seed in range(12):
        environment.reset(seed=seed)
        totals = play_out(environment, chooser)
        assert sum(totals.values()) == 0.0
        paid += any(totals.values())
    assert paid > 0

"""The PettingZoo environment plays Railroad Euchre: PettingZoo's API test,
its spaces, and no hidden card in any agent's observation.

Skipped when PettingZoo is not installed (``pip install -e ".[pettingzoo]"``).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")
np = pytest.importorskip("numpy")


import hasenpfeffer as hp  # noqa: E402
from hasenpfeffer.integrations import hasenpfeffer_v0  # noqa: E402
from hasenpfeffer.integrations.encoding import (  # noqa: E402
    ACTION_IDS,
    legal_action_ids,
    observation_pieces,
)
from hasenpfeffer.integrations.pettingzoo import HasenpfefferEnv  # noqa: E402
from tests.adapter_checks import api_test_surprises  # noqa: E402
from tests.helpers import exactly  # noqa: E402

CALL_FOR_BEST = ACTION_IDS.call_for_best

RAILROAD = hp.Rules(game=hp.Game.RAILROAD_EUCHRE)
SETTINGS: dict[str, dict[str, Any]] = {
    "one hand": {"rules": RAILROAD},
    "to the target, redeal, information state": {
        "rules": hp.Rules(game=hp.Game.RAILROAD_EUCHRE, all_pass=hp.AllPass.REDEAL),
        "play_to_target": True,
        "max_hands": 4,
        "observation": "information_state",
        "zero_sum": True,
    },
}
DECK = hp.deck()
CARD_PIECES = ("hand", "upcard", "discarded", "best_card", "best_discard")


@pytest.mark.parametrize("settings", SETTINGS.values(), ids=SETTINGS.keys())
def test_api_test(settings: dict[str, Any]) -> None:
    assert api_test_surprises(hasenpfeffer_v0.env(**settings)) == []


def test_the_spaces_are_railroads() -> None:
    environment = HasenpfefferEnv(RAILROAD)
    space = environment.observation_space("player_0")
    assert space["observation"].shape == (415,)
    assert space["action_mask"].shape == (90,)
    assert environment.action_space("player_3").n == 90
    environment.reset(seed=1)
    observation = environment.observe(environment.agent_selection)
    assert observation["action_mask"].shape == (90,)
    information = HasenpfefferEnv(RAILROAD, observation="information_state")
    assert information.observation_space("player_1")["observation"].shape == (816,)


def test_an_id_beyond_the_games_space_is_refused() -> None:
    environment = HasenpfefferEnv(dealer=0)
    environment.reset(seed=1)
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("an action id is a whole number from 0 to 63, not 64"),
    ):
        environment.step(CALL_FOR_BEST)
    railroad = HasenpfefferEnv(RAILROAD, dealer=0)
    railroad.reset(seed=1)
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("an action id is a whole number from 0 to 89, not 90"),
    ):
        railroad.step(90)


def card_sets(vector: Any) -> dict[str, set[hp.Card]]:
    """The card pieces of a Railroad observation, as sets of cards (the
    current trick and the tricks played merged over the seats)."""
    found: dict[str, set[hp.Card]] = {}
    offset = 0
    for piece in observation_pieces(hp.Game.RAILROAD_EUCHRE):
        if piece.name in (*CARD_PIECES, "current_trick", "played"):
            bits = vector[offset : offset + piece.size]
            found[piece.name] = {DECK[index % 25] for index in np.flatnonzero(bits)}
        offset += piece.size
    return found


def test_no_agent_sees_a_card_hidden_from_it() -> None:
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
                cards = card_sets(environment.observe(other)["observation"])
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

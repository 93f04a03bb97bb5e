"""The PettingZoo environment plays Euchre: PettingZoo's API test, and no
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


import hasenpfeffer as hp  # noqa: E402
from hasenpfeffer.integrations import hasenpfeffer_v0  # noqa: E402
from hasenpfeffer.integrations.encoding import (  # noqa: E402
    legal_action_ids,
    observation_pieces,
)
from hasenpfeffer.integrations.pettingzoo import HasenpfefferEnv  # noqa: E402
from tests.adapter_checks import api_test_surprises  # noqa: E402

EUCHRE = hp.Rules(game=hp.Game.EUCHRE)
SETTINGS: dict[str, dict[str, Any]] = {
    "one hand": {"rules": EUCHRE},
    "to the target, redeal, lone defender, information state": {
        "rules": hp.Rules(
            game=hp.Game.EUCHRE, all_pass=hp.AllPass.REDEAL, lone_defender=True
        ),
        "play_to_target": True,
        "max_hands": 4,
        "observation": "information_state",
        "zero_sum": True,
    },
}
DECK = hp.deck()


@pytest.mark.parametrize("settings", SETTINGS.values(), ids=SETTINGS.keys())
def test_api_test(settings: dict[str, Any]) -> None:
    assert api_test_surprises(hasenpfeffer_v0.env(**settings)) == []


def test_the_spaces_are_euchres() -> None:
    environment = HasenpfefferEnv(EUCHRE)
    space = environment.observation_space("player_0")
    assert space["observation"].shape == (350,)
    assert space["action_mask"].shape == (64,)
    assert environment.action_space("player_3").n == 64


def card_sets(vector: Any) -> dict[str, set[hp.Card]]:
    """The card pieces of a Euchre observation, as sets of cards (the
    current trick and the tricks played merged over the seats)."""
    found: dict[str, set[hp.Card]] = {}
    offset = 0
    for piece in observation_pieces(hp.Game.EUCHRE):
        if piece.name in ("hand", "upcard", "discarded", "current_trick", "played"):
            bits = vector[offset : offset + piece.size]
            found[piece.name] = {DECK[index % 24] for index in np.flatnonzero(bits)}
        offset += piece.size
    return found


def test_no_agent_sees_a_card_hidden_from_it() -> None:
    chooser = random.Random(3)
    environment = HasenpfefferEnv(
        hp.Rules(game=hp.Game.EUCHRE, lone_defender=True), dealer=0
    )
    discards_seen = 0
    for seed in range(6):
        environment.reset(seed=seed)
        for _ in environment.agent_iter():
            observation, _, termination, truncation, _ = environment.last()
            state = environment.game_state
            if termination or truncation:
                environment.step(None)
                continue
            dealer = state.dealer
            under = set(state.kitty[1:])
            for seat, other in enumerate(environment.agents):
                cards = card_sets(environment.observe(other)["observation"])
                assert cards["hand"] == set(state.hands[seat])
                assert cards["upcard"] == {state.upcard}
                if seat == dealer and state.discarded is not None:
                    assert cards["discarded"] == {state.discarded}
                    discards_seen += 1
                else:
                    assert cards["discarded"] == set()
                seen = set().union(*cards.values())
                assert not seen & under
            mask = observation["action_mask"]
            legal = legal_action_ids(state)
            assert list(np.flatnonzero(mask)) == legal
            environment.step(chooser.choice(legal))
    assert discards_seen > 0

"""``python_hasenpfeffer(game=railroad_euchre)``: the OpenSpiel game plays
Railroad Euchre.

Skipped when OpenSpiel is not installed (``pip install -e ".[openspiel]"``).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

import hasenpfeffer as hp  # noqa: E402
from hasenpfeffer.integrations import openspiel as hos  # noqa: E402
from hasenpfeffer.integrations.encoding import (  # noqa: E402
    ACTION_IDS,
    action_to_id,
    information_state_pieces,
)
from tests.helpers import exactly  # noqa: E402

CALL_FOR_BEST = ACTION_IDS.call_for_best
GIVE_BASE = ACTION_IDS.give

RAILROAD_OPTIONS: dict[str, dict[str, Any]] = {
    "default": {"game": "railroad_euchre"},
    "redeal, spades for the Joker, zero-sum": {
        "game": "railroad_euchre",
        "all_pass": "redeal",
        "joker_upcard_suit": "S",
        "zero_sum": True,
        "dealer": 3,
    },
    "to the target": {
        "game": "railroad_euchre",
        "play_to_target": True,
        "target_score": 3,
        "max_hands": 4,
    },
}

# The deal of docs/railroad.rst, seat 3 dealing.
HANDS = [
    ["JH", "JD", "AH", "KH", "QH"],
    ["9C", "TC", "JC", "QC", "KC"],
    ["AD", "9S", "TS", "JS", "QS"],
    ["AC", "9D", "TD", "QD", "KD"],
]
KITTY = ["Joker", "9H", "TH", "KS", "AS"]


def dealt(game: Any) -> Any:
    """A state of ``game`` (dealer 3) with the deal of docs/railroad.rst."""
    # From seat 3: packets of three to seats 0, 1, 2, 3, then of two, then
    # the kitty with the upcard first.
    order = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 1, 1, 2, 2, 3, 3]
    left = [list(hand) for hand in HANDS]
    cards = [left[seat].pop(0) for seat in order] + KITTY
    state = game.new_initial_state()
    for text in cards:
        state.apply_action(hp.Card.parse(text).index)
    return state


def act(state: Any, *actions: str) -> None:
    for text in actions:
        state.apply_action(action_to_id(hp.parse_action(text)))


def choose(state: Any, chooser: random.Random) -> int:
    """A random legal action, calling for best more often than not."""
    legal = state.legal_actions()
    if CALL_FOR_BEST in legal and chooser.random() < 0.6:
        return CALL_FOR_BEST
    return int(chooser.choice(legal))


def decision_states(game: Any, games: int, seed: int) -> list[Any]:
    chooser = random.Random(seed)
    states = []
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(chooser.choice(state.chance_outcomes())[0])
                continue
            states.append(state.clone())
            state.apply_action(choose(state, chooser))
    return states


@pytest.mark.parametrize(
    "parameters", RAILROAD_OPTIONS.values(), ids=RAILROAD_OPTIONS.keys()
)
def test_random_sim_test_with_serialization(parameters: dict[str, Any]) -> None:
    game = pyspiel.load_game(hos.GAME_NAME, parameters)
    pyspiel.random_sim_test(game, num_sims=5, serialize=True, verbose=False)


def test_the_game_parameter_loads_railroad_with_its_own_defaults() -> None:
    game = pyspiel.load_game("python_hasenpfeffer(game=railroad_euchre)")
    assert game.rules == hp.Rules(game=hp.Game.RAILROAD_EUCHRE)
    assert (game.rules.lone_defender, game.rules.call_for_best) == (True, True)
    assert "call_for_best=True" in str(game)
    assert pyspiel.load_game(str(game)).rules == game.rules
    spades = pyspiel.load_game(
        hos.GAME_NAME, {"game": "railroad_euchre", "joker_upcard_suit": "S"}
    )
    assert spades.rules.joker_upcard_suit is hp.Suit.SPADES
    assert hos.load_game(spades.rules).rules == spades.rules


def test_railroads_options_are_refused_in_other_games() -> None:
    with pytest.raises(
        hos.InvalidSpielParameterError,
        match=exactly(
            "python_hasenpfeffer: call_for_best does not apply to Game.EUCHRE: "
            "it is an option of Railroad Euchre"
        ),
    ):
        pyspiel.load_game("python_hasenpfeffer(game=euchre,call_for_best=True)")
    with pytest.raises(hos.InvalidSpielParameterError, match="joker_upcard_suit"):
        pyspiel.load_game(hos.GAME_NAME, {"joker_upcard_suit": "S"})
    # Railroad Euchre without calling for best loads through the game's own
    # registration, where False is not the game's default.
    rules = hp.Rules(game=hp.Game.RAILROAD_EUCHRE, call_for_best=False)
    game = hos.load_game(rules)
    assert game.rules == rules
    assert game.get_type().short_name == "python_hasenpfeffer_railroad_euchre"


def test_railroads_sizes_follow_its_rules() -> None:
    game = hos.load_game(hp.Rules(game=hp.Game.RAILROAD_EUCHRE))
    assert game.num_players() == 4
    # Euchre's 64 ids, call for best (64) and a give per card (65 to 89).
    assert game.num_distinct_actions() == 90
    assert game.max_chance_outcomes() == 25  # with the Joker
    assert game.max_chance_nodes_in_history() == 25
    # Eight calls at most, the dealer's discard, the maker's choice and the
    # two defenders', a card given and a discard for each of two lone
    # players calling for best, and five tricks of four cards.
    assert game.max_game_length() == 8 + 1 + 3 + 2 * 2 + 20
    # Only one side scores a hand, at most 4 (a lone march, or a lone
    # defender's euchre).
    assert (game.min_utility(), game.max_utility()) == (0.0, 4.0)
    assert game.observation_tensor_shape() == [415]
    assert game.information_state_tensor_shape() == [816]
    zero_sum = hos.load_game(hp.Rules(game=hp.Game.RAILROAD_EUCHRE), zero_sum=True)
    assert (zero_sum.min_utility(), zero_sum.max_utility()) == (-4.0, 4.0)
    # Hasenpfeffer and Euchre keep their 64.
    assert hos.load_game().num_distinct_actions() == 64
    assert hos.load_game(hp.Rules(game=hp.Game.EUCHRE)).num_distinct_actions() == 64


def test_the_deal_follows_the_librarys_order_with_a_kitty_of_five() -> None:
    game = hos.load_game(hp.Rules(game=hp.Game.RAILROAD_EUCHRE), dealer=0)
    state = game.new_initial_state()
    assert [action for action, _ in state.chance_outcomes()] == list(range(25))
    for card in range(25):
        state.apply_action(card)
    deal = state.game_state.deals[-1]
    # Deck order: 9C TC JC QC KC AC 9D ... AD 9H ... AH 9S ... AS Joker.
    # Packets of three to seats 1, 2, 3, 0, then of two, then the kitty.
    assert hp.format_cards(deal.hands[1]) == "9C TC JC 9H TH"
    assert hp.format_cards(deal.hands[0]) == "QD KD AD 9S TS"
    assert hp.format_cards(deal.kitty) == "JS QS KS AS Joker"
    assert state.current_player() == 1


def test_the_worked_hand_of_the_rules_page() -> None:
    game = hos.load_game(hp.Rules(game=hp.Game.RAILROAD_EUCHRE), dealer=3)
    state = dealt(game)
    assert str(state.game_state.upcard) == "Joker"
    act(state, "trump H", "discard 9D")
    assert CALL_FOR_BEST in state.legal_actions()
    assert state.action_to_string(0, CALL_FOR_BEST) == "call for best"
    state.apply_action(CALL_FOR_BEST)
    assert state.current_player() == 2
    ace = hp.Card.parse("AD").index
    assert state.action_to_string(2, GIVE_BASE + ace) == "give AD"
    state.apply_action(GIVE_BASE + ace)
    act(state, "discard QH", "pass", "pass")
    assert "best card: AD" in state.information_state_string(2)
    assert "AD" not in state.information_state_string(1)
    plays = "JH 9C Joker AC KH TC AH QC TD JD JC QD AD KC KD"
    act(state, *(f"play {card}" for card in plays.split()))
    assert state.is_terminal()
    assert state.returns() == [1.0, 0.0, 1.0, 0.0]  # four tricks alone: 1


def test_an_action_of_railroad_is_refused_in_another_game() -> None:
    state = hos.load_game(dealer=0).new_initial_state()
    for card in range(25):
        state.apply_action(card)
    with pytest.raises(
        hos.IllegalSpielActionError,
        match=exactly("an action id is a whole number from 0 to 63, not 64"),
    ):
        state.apply_action(CALL_FOR_BEST)


def test_resampling_keeps_what_every_seat_saw() -> None:
    game = pyspiel.load_game(
        hos.GAME_NAME, RAILROAD_OPTIONS["redeal, spades for the Joker, zero-sum"]
    )
    chooser = random.Random(8)
    changed = {"kitty": 0, "discard": 0, "gift": 0}
    for state in decision_states(game, games=6, seed=9):
        real = state.game_state
        real_gifts = [a for _, a in real.hand_history if isinstance(a, hp.Give)]
        for player in range(4):
            other = state.resample_from_infostate(player, chooser.random)
            for read in ("information_state_string", "observation_string"):
                assert getattr(other, read)(player) == getattr(state, read)(player)
            assert np.array_equal(
                other.information_state_tensor(player),
                state.information_state_tensor(player),
            )
            assert np.array_equal(
                other.observation_tensor(player), state.observation_tensor(player)
            )
            assert other.legal_actions(player) == state.legal_actions(player)
            again = other.game_state
            assert again.upcard == real.upcard
            assert again.hands[player] == real.hands[player]
            changed["kitty"] += again.kitty != real.kitty
            if player != real.dealer and real.discarded is not None:
                changed["discard"] += again.discarded != real.discarded
            gifts = [a for _, a in again.hand_history if isinstance(a, hp.Give)]
            changed["gift"] += gifts != real_gifts
            other.apply_action(choose(other, chooser))  # plays on legally
    assert all(count > 0 for count in changed.values()), changed


def test_no_hidden_card_is_in_a_players_tensor() -> None:
    game = hos.load_game(hp.Rules(game=hp.Game.RAILROAD_EUCHRE))
    offsets = {}
    offset = 0
    for piece in information_state_pieces(hp.Game.RAILROAD_EUCHRE):
        offsets[piece.name] = offset
        offset += piece.size
    deck = hp.deck()
    for state in decision_states(game, games=5, seed=7):
        real = state.game_state
        gifts = {
            actor: action.card
            for actor, action in real.hand_history
            if isinstance(action, hp.Give)
        }
        for player in range(4):
            tensor = state.information_state_tensor(player)

            def cards(name: str, tensor: Any = tensor) -> set[hp.Card]:
                bits = tensor[offsets[name] : offsets[name] + 25]
                return {deck[index] for index in range(25) if bits[index]}

            assert cards("dealt") == set(real.deals[-1].hands[player])
            assert cards("hand") == set(real.hands[player])
            assert cards("upcard") == {real.upcard}
            mine = {
                gift
                for giver, gift in gifts.items()
                if player in (giver, (giver + 2) % 4)
            }
            assert cards("best_card") == mine
            played = set()
            for trick in range(5):
                start = offsets["tricks"] + 108 * trick + 4
                for seat in range(4):
                    played |= {
                        deck[index]
                        for index in range(25)
                        if tensor[start + 25 * seat + index]
                    }
            # Nobody sees the cards under the upcard, nor are they played.
            assert not set(real.kitty[1:]) & played

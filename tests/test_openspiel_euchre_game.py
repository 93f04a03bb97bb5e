"""``python_hasenpfeffer(game=euchre)``: the OpenSpiel game plays Euchre.

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

GO_ALONE = ACTION_IDS.go_alone
PASS = ACTION_IDS.pass_

EUCHRE_OPTIONS: dict[str, dict[str, Any]] = {
    "default": {"game": "euchre"},
    "redeal, lone defender, zero-sum": {
        "game": "euchre",
        "all_pass": "redeal",
        "lone_defender": True,
        "zero_sum": True,
        "dealer": 3,
    },
    "to the target": {
        "game": "euchre",
        "play_to_target": True,
        "target_score": 3,
        "max_hands": 5,
        "tie_break": "higher_score",
    },
}

# The deal of docs/euchre.rst, seat 0 dealing.
HANDS = [
    ["9H", "KC", "AC", "TS", "JS"],
    ["QH", "TC", "JC", "QC", "AD"],
    ["JH", "JD", "AH", "KH", "AS"],
    ["KD", "QD", "TD", "QS", "KS"],
]
KITTY = ["TH", "9C", "9D", "9S"]


def play_randomly(state: Any, chooser: random.Random, stop: int | None = None) -> Any:
    count = 0
    while not state.is_terminal() and (stop is None or count < stop):
        if state.is_chance_node():
            state.apply_action(chooser.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(chooser.choice(state.legal_actions()))
        count += 1
    return state


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
            state.apply_action(chooser.choice(state.legal_actions()))
    return states


def dealt(game: Any) -> Any:
    """A state of ``game`` (dealer 0) with the deal of docs/euchre.rst."""
    # The library's Euchre deal from seat 0: packets of three to seats 1, 2,
    # 3, 0, then packets of two, then the kitty with the upcard first.
    order = [1, 1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0, 1, 1, 2, 2, 3, 3, 0, 0]
    left = [list(hand) for hand in HANDS]
    cards = [left[seat].pop(0) for seat in order] + KITTY
    state = game.new_initial_state()
    for text in cards:
        state.apply_action(hp.Card.parse(text).index)
    return state


def act(state: Any, *actions: str) -> None:
    for text in actions:
        state.apply_action(action_to_id(hp.parse_action(text)))


@pytest.mark.parametrize(
    "parameters", EUCHRE_OPTIONS.values(), ids=EUCHRE_OPTIONS.keys()
)
def test_random_sim_test_with_serialization(parameters: dict[str, Any]) -> None:
    game = pyspiel.load_game(hos.GAME_NAME, parameters)
    pyspiel.random_sim_test(game, num_sims=5, serialize=True, verbose=False)


def test_the_game_parameter_loads_euchre_with_its_own_defaults() -> None:
    game = pyspiel.load_game("python_hasenpfeffer(game=euchre)")
    assert game.rules == hp.Rules(game=hp.Game.EUCHRE)
    assert game.rules.all_pass is hp.AllPass.STICK_THE_DEALER
    assert game.rules.lone_hands is True
    # The game's string names what is played, and loads the same game.
    assert "all_pass=stick_the_dealer" in str(game)
    assert pyspiel.load_game(str(game)).rules == game.rules
    redeal = pyspiel.load_game(hos.GAME_NAME, {"game": "euchre", "all_pass": "redeal"})
    assert redeal.rules.all_pass is hp.AllPass.REDEAL
    assert hos.load_game(redeal.rules).rules == redeal.rules
    # Hasenpfeffer keeps its own defaults.
    assert pyspiel.load_game(hos.GAME_NAME).rules == hp.Rules()


def test_euchres_sizes_follow_its_rules() -> None:
    game = hos.load_game(hp.Rules(game=hp.Game.EUCHRE))
    assert game.num_players() == 4
    assert game.num_distinct_actions() == 64  # the shared ids; go alone is 63
    assert game.max_chance_outcomes() == 24  # 9 to ace, no Joker
    assert game.max_chance_nodes_in_history() == 24
    # Eight calls at most, the dealer's discard, the maker's choice to go
    # alone, and five tricks of four cards.
    assert game.max_game_length() == 8 + 1 + 1 + 20
    # The most a side scores on a hand is a lone march's 4; only one side
    # scores, so nobody's return is below 0.
    assert (game.min_utility(), game.max_utility()) == (0.0, 4.0)
    assert game.observation_tensor_shape() == [350]
    assert game.information_state_tensor_shape() == [738]
    duel = hos.load_game(hp.Rules(game=hp.Game.EUCHRE, lone_defender=True))
    assert duel.max_game_length() == 8 + 1 + 3 + 20  # both defenders asked
    zero_sum = hos.load_game(hp.Rules(game=hp.Game.EUCHRE), zero_sum=True)
    assert (zero_sum.min_utility(), zero_sum.max_utility()) == (-4.0, 4.0)
    to_target = pyspiel.load_game(
        hos.GAME_NAME, {"game": "euchre", "play_to_target": True, "max_hands": 3}
    )
    # To 10: at most 9 points and then a lone march, 13, but no more than
    # three hands of 4.
    assert to_target.max_utility() == 12.0
    assert to_target.max_chance_nodes_in_history() == 3 * 24


def test_the_deal_follows_the_librarys_euchre_dealing_order() -> None:
    state = hos.load_game(hp.Rules(game=hp.Game.EUCHRE), dealer=0).new_initial_state()
    outcomes = [action for action, _ in state.chance_outcomes()]
    assert outcomes == list(range(24))  # the Joker (24) is not in the deck
    for card in range(24):
        state.apply_action(card)
    deal = state.game_state.deals[-1]
    # Deck order: 9C TC JC QC KC AC 9D TD JD QD KD AD 9H ... AH 9S ... AS.
    # Packets of three to seats 1, 2, 3, 0, then of two, then the kitty.
    assert hp.format_cards(deal.hands[1]) == "9C TC JC 9H TH"
    assert hp.format_cards(deal.hands[0]) == "QD KD AD 9S TS"
    assert hp.format_cards(deal.kitty) == "JS QS KS AS"
    assert str(state.game_state.upcard) == "JS"
    assert state.current_player() == 1
    assert [state.action_to_string(1, a) for a in state.legal_actions()] == [
        "pass",
        "trump S",
    ]


def test_an_option_of_hasenpfeffer_is_refused_naming_option_and_game() -> None:
    message = exactly(
        "python_hasenpfeffer: bidding does not apply to Game.EUCHRE: it is an "
        "option of Hasenpfeffer's auction and scoring"
    )
    with pytest.raises(hos.InvalidSpielParameterError, match=message) as caught:
        pyspiel.load_game("python_hasenpfeffer(game=euchre,bidding=pepper)")
    assert isinstance(caught.value, hp.InvalidValueError)
    with pytest.raises(hos.InvalidSpielParameterError, match="game must be one of"):
        pyspiel.load_game(hos.GAME_NAME, {"game": "pinochle"})


def test_a_games_own_registration_turns_off_what_the_game_turns_on() -> None:
    # docs/euchre.rst, "Options for Euchre": lone hands are on by default;
    # python_hasenpfeffer cannot tell lone_hands=False from "not given".
    assert pyspiel.load_game("python_hasenpfeffer(game=euchre)").rules.lone_hands
    game = pyspiel.load_game("python_hasenpfeffer_euchre(lone_hands=False)")
    assert game.rules == hp.Rules(game=hp.Game.EUCHRE, lone_hands=False)
    assert pyspiel.load_game("python_hasenpfeffer_euchre").rules == hp.Rules(
        game=hp.Game.EUCHRE
    )
    railroad = pyspiel.load_game(
        "python_hasenpfeffer_railroad_euchre(call_for_best=False)"
    )
    assert railroad.rules == hp.Rules(game=hp.Game.RAILROAD_EUCHRE, call_for_best=False)
    assert hos.GAME_NAMES[hp.Game.RAILROAD_EUCHRE] == (
        "python_hasenpfeffer_railroad_euchre"
    )


def test_load_game_uses_the_own_registration_when_it_must() -> None:
    rules = hp.Rules(game=hp.Game.EUCHRE, lone_hands=False)
    game = hos.load_game(rules)
    assert game.get_type().short_name == "python_hasenpfeffer_euchre"
    assert game.rules == rules
    # The game's string loads the same game again, and so does a
    # serialized state.
    assert pyspiel.load_game(str(game)).rules == rules
    state = game.new_initial_state()
    chooser = random.Random(3)
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = [outcome for outcome, _ in state.chance_outcomes()]
            state.apply_action(chooser.choice(outcomes))
        else:
            state.apply_action(chooser.choice(state.legal_actions()))
    assert not any(state.game_state.lone_players for _ in [0])
    again_game, again = pyspiel.deserialize_game_and_state(
        pyspiel.serialize_game_and_state(game, state)
    )
    assert again_game.rules == rules and str(again) == str(state)
    assert hos.load_game(hp.Rules(game=hp.Game.EUCHRE)).get_type().short_name == (
        "python_hasenpfeffer"
    )


def test_a_games_own_registration_plays_that_game_only() -> None:
    with pytest.raises(
        hos.InvalidSpielParameterError,
        match="python_hasenpfeffer_euchre plays Euchre: its game is euchre, not",
    ):
        pyspiel.load_game("python_hasenpfeffer_euchre(game=hasenpfeffer)")
    pyspiel.random_sim_test(
        pyspiel.load_game("python_hasenpfeffer_railroad_euchre(lone_hands=False)"),
        num_sims=2,
        serialize=True,
        verbose=False,
    )


@pytest.mark.parametrize(
    ("zero_sum", "expected"), [(False, [4, 0, 4, 0]), (True, [4, -4, 4, -4])]
)
def test_a_lone_march_returns_four_to_the_makers(
    zero_sum: bool, expected: list[int]
) -> None:
    game = hos.load_game(hp.Rules(game=hp.Game.EUCHRE), dealer=0, zero_sum=zero_sum)
    state = dealt(game)
    act(state, "pass", "trump H", "discard TS")
    state.apply_action(GO_ALONE)  # seat 2, the maker, alone; seat 0 sits out
    for trick in ("AD KH TD", "JH QS QH", "JD KS TC", "AH QD JC", "AS KD QC"):
        act(state, *(f"play {card}" for card in trick.split()))
    assert state.is_terminal()
    assert state.returns() == expected


def test_euchred_makers_give_the_defenders_two() -> None:
    # Stuck, the dealer names clubs and takes two tricks: euchred, so the
    # defenders (team 1) score 2 and the makers nothing.
    game = hos.load_game(hp.Rules(game=hp.Game.EUCHRE), dealer=0)
    state = dealt(game)
    act(state, *["pass"] * 7, "trump C")
    state.apply_action(PASS)  # the dealer keeps a partner
    for trick in ("JC JD QS KC", "AD JH TD 9H", "QC KH QD AC", "TS TC AS KS"):
        act(state, *(f"play {card}" for card in trick.split()))
    act(state, "play QH", "play AH", "play KD", "play JS")
    assert state.returns() == [0, 2, 0, 2]


def test_serialization_round_trips_mid_game() -> None:
    game = pyspiel.load_game(hos.GAME_NAME, EUCHRE_OPTIONS["to the target"])
    state = play_randomly(game.new_initial_state(), random.Random(4), stop=60)
    text = pyspiel.serialize_game_and_state(game, state)
    game_again, state_again = pyspiel.deserialize_game_and_state(text)
    assert game_again.rules == game.rules
    assert state_again.history() == state.history()
    assert state_again.game_state == state.game_state
    assert state_again.information_state_string(2) == state.information_state_string(2)


def test_resampling_keeps_what_every_seat_saw() -> None:
    game = pyspiel.load_game(
        hos.GAME_NAME, EUCHRE_OPTIONS["redeal, lone defender, zero-sum"]
    )
    chooser = random.Random(8)
    changed_kitty = changed_discard = 0
    for state in decision_states(game, games=4, seed=9):
        real = state.game_state
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
            changed_kitty += again.kitty != real.kitty
            if player != real.dealer and real.discarded is not None:
                changed_discard += again.discarded != real.discarded
        play_randomly(other, chooser)  # the resampled deal plays on legally
    # The cards under the upcard and the dealer's discard are hidden.
    assert changed_kitty > 0
    assert changed_discard > 0


def test_no_hidden_card_is_in_a_players_tensor() -> None:
    game = hos.load_game(hp.Rules(game=hp.Game.EUCHRE, lone_defender=True))
    pieces = information_state_pieces(hp.Game.EUCHRE)
    offsets = {}
    offset = 0
    for piece in pieces:
        offsets[piece.name] = offset
        offset += piece.size
    deck = hp.deck()
    for state in decision_states(game, games=4, seed=7):
        real = state.game_state
        for player in range(4):
            tensor = state.information_state_tensor(player)

            def cards(name: str, tensor: Any = tensor) -> set[hp.Card]:
                bits = tensor[offsets[name] : offsets[name] + 24]
                return {deck[index] for index in range(24) if bits[index]}

            dealt_to = set(real.deals[-1].hands[player])
            assert cards("dealt") == dealt_to
            assert cards("hand") == set(real.hands[player])
            assert cards("upcard") == {real.upcard}
            if player == real.dealer:
                expected = set() if real.discarded is None else {real.discarded}
                assert cards("discarded") == expected
            else:
                assert cards("discarded") == set()
            played = set()
            for trick in range(5):
                start = offsets["tricks"] + 104 * trick + 4
                for seat in range(4):
                    played |= {
                        deck[index]
                        for index in range(24)
                        if tensor[start + 24 * seat + index]
                    }
            # Nobody sees the cards under the upcard, nor they are played.
            assert not set(real.kitty[1:]) & played

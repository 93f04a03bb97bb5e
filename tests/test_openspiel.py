"""The OpenSpiel game ``python_hasenpfeffer`` passes OpenSpiel's own checks.

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
    information_state_pieces,
    observation_pieces,
)

INFORMATION_STATE_PIECES = information_state_pieces()
INFORMATION_STATE_SIZE = sum(piece.size for piece in information_state_pieces())
OBSERVATION_SIZE = sum(piece.size for piece in observation_pieces())

OPTION_SETS: dict[str, dict[str, Any]] = {
    "default": {},
    "pepper": {"bidding": "pepper", "failed_contract": "bid"},
    "lone hands, lone defender": {
        "lone_hands": True,
        "lone_defender": True,
        "defenders_score_tricks": True,
        "alone_multiplier": 3,
    },
    "stick the dealer": {
        "all_pass": "stick_the_dealer",
        "opening_lead": "maker",
        "dealer": 2,
    },
    "to the target": {
        "play_to_target": True,
        "target_score": 3,
        "max_hands": 6,
        "defenders_score_tricks": True,
        "tie_break": "higher_score",
    },
    "to the target, pepper, alone, zero-sum": {
        "play_to_target": True,
        "bidding": "pepper",
        "lone_hands": True,
        "target_score": 4,
        "max_hands": 3,
        "zero_sum": True,
    },
}


def play_randomly(state: Any, chooser: random.Random, stop: int | None = None) -> Any:
    """Play on with random chance outcomes and actions (``stop`` actions
    at most)."""
    count = 0
    while not state.is_terminal() and (stop is None or count < stop):
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(chooser.choice(outcomes)[0])
        else:
            state.apply_action(chooser.choice(state.legal_actions()))
        count += 1
    return state


def decision_states(game: Any, games: int, seed: int) -> list[Any]:
    """Clones of every decision state of ``games`` random games."""
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
        states.append(state)
    return states


@pytest.mark.parametrize("parameters", OPTION_SETS.values(), ids=OPTION_SETS.keys())
def test_random_sim_test_with_serialization(parameters: dict[str, Any]) -> None:
    game = pyspiel.load_game(hos.GAME_NAME, parameters)
    pyspiel.random_sim_test(game, num_sims=5, serialize=True, verbose=False)


def test_the_game_is_registered_with_the_rules_as_parameters() -> None:
    assert hos.GAME_NAME in pyspiel.registered_names()
    game = pyspiel.load_game("python_hasenpfeffer(bidding=pepper,lone_hands=True)")
    assert game.rules == hp.Rules(bidding=hp.Bidding.PEPPER, lone_hands=True)
    assert game.num_players() == 4
    assert game.num_distinct_actions() == 64
    assert game.max_chance_outcomes() == 25
    assert game.information_state_tensor_size() == INFORMATION_STATE_SIZE
    assert game.observation_tensor_size() == OBSERVATION_SIZE
    info = game.get_type()
    assert info.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert info.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert set(info.parameter_specification) == set(hos.DEFAULT_PARAMETERS)
    assert hos.load_game(game.rules).rules == game.rules


@pytest.mark.parametrize(
    ("parameters", "message"),
    [
        ({"bidding": "auction"}, "bidding must be one of standard, pepper"),
        ({"target_score": 0}, "target_score must be a whole number from 1 to 1000"),
        ({"lone_defender": True}, "lone_defender needs lone_hands"),
        ({"dealer": 4}, "dealer must be a whole number from 0 to 3"),
        ({"max_hands": 0}, "max_hands must be a whole number from 1 to 1000000"),
    ],
)
def test_bad_parameters_are_refused_by_name(
    parameters: dict[str, Any], message: str
) -> None:
    with pytest.raises(pyspiel.SpielError, match=message):
        pyspiel.load_game(hos.GAME_NAME, parameters)


def test_the_deal_goes_in_packets_of_three_from_the_dealers_left() -> None:
    state = pyspiel.load_game(hos.GAME_NAME, {"dealer": 1}).new_initial_state()
    assert state.current_player() == pyspiel.PlayerId.CHANCE
    assert len(state.chance_outcomes()) == 25
    assert sum(p for _, p in state.chance_outcomes()) == pytest.approx(1)
    for card in range(25):
        assert state.is_chance_node()
        assert state.action_to_string(pyspiel.PlayerId.CHANCE, card) == (
            f"deal {hp.deck()[card]}"
        )
        state.apply_action(card)
    deal = state.game_state.deals[-1]
    # Packets of three to seats 2, 3, 0, 1, 2, 3, 0, 1; the last card is the widow.
    assert hp.format_cards(deal.hands[2]) == "9C TC JC 9H TH JH"
    assert hp.format_cards(deal.hands[1]) == "QD KD AD QS KS AS"
    assert str(deal.widow) == "Joker"
    assert state.current_player() == 2


def test_a_card_already_dealt_is_refused() -> None:
    state = pyspiel.load_game(hos.GAME_NAME).new_initial_state()
    state.apply_action(5)
    with pytest.raises(pyspiel.SpielError, match="chance outcome 5 is not a card"):
        state.apply_action(5)
    assert state.history() == [5]


def test_actions_read_in_the_librarys_notation() -> None:
    state = pyspiel.load_game(hos.GAME_NAME, {"bidding": "pepper"}).new_initial_state()
    for card in range(25):
        state.apply_action(card)
    player = state.current_player()
    assert [state.action_to_string(player, a) for a in state.legal_actions()] == [
        "pass",
        "bid 1",
        "bid 2",
        "bid 3",
        "bid 4",
        "bid 5",
        "little pepper",
        "big pepper",
    ]
    names = {state.action_to_string(player, action) for action in range(64)}
    assert len(names) == 64
    assert {"trump H", "discard 9C", "play Joker", "alone"} <= names
    assert state.action_to_string(player, 99) == "action 99 (not an action)"


def test_an_illegal_action_is_a_spiel_error_naming_the_rule() -> None:
    state = pyspiel.load_game(hos.GAME_NAME).new_initial_state()
    for card in range(25):
        state.apply_action(card)
    before = (str(state), state.history())
    with pytest.raises(pyspiel.SpielError) as caught:
        state.apply_action(40)  # play JC, during the auction
    assert str(caught.value) == "seat 1 must pass or bid in the auction, not play JC"
    assert isinstance(caught.value, hp.IllegalActionError)
    assert caught.value.seat == 1
    assert caught.value.phase is hp.Phase.BIDDING
    assert (str(state), state.history()) == before
    state.apply_action(4)  # bid 4
    with pytest.raises(pyspiel.SpielError, match="bid 3 does not beat bid 4"):
        state.apply_action(3)
    with pytest.raises(pyspiel.SpielError, match="an action id is a whole number"):
        state.apply_action(64)
    assert state.history()[-1] == 4


def test_serialization_round_trips_mid_game() -> None:
    game = pyspiel.load_game(hos.GAME_NAME, OPTION_SETS["to the target"])
    state = play_randomly(game.new_initial_state(), random.Random(4), stop=70)
    text = pyspiel.serialize_game_and_state(game, state)
    game_again, state_again = pyspiel.deserialize_game_and_state(text)
    assert str(game_again) == str(game)
    assert str(state_again) == str(state)
    assert state_again.history() == state.history()
    assert state_again.information_state_string(1) == state.information_state_string(1)
    assert state_again.game_state == state.game_state


@pytest.mark.parametrize("zero_sum", [False, True])
def test_returns_are_the_score_changes(zero_sum: bool) -> None:
    game = pyspiel.load_game(hos.GAME_NAME, {"zero_sum": zero_sum})
    chooser = random.Random(5)
    for _ in range(10):
        state = play_randomly(game.new_initial_state(), chooser)
        change = state.game_state.hand_results[-1].score_change
        if zero_sum:
            change = (change[0] - change[1], change[1] - change[0])
        assert state.returns() == [change[0], change[1], change[0], change[1]]
        assert game.min_utility() <= min(state.returns())
        assert max(state.returns()) <= game.max_utility()


def test_playing_to_the_target_rotates_the_deal() -> None:
    game = pyspiel.load_game(hos.GAME_NAME, {"play_to_target": True, "max_hands": 4})
    state = play_randomly(game.new_initial_state(), random.Random(6))
    hands = state.finished_hands
    assert 1 <= len(hands) <= 4
    dealers = [final.hand_results[-1].dealer for final in hands]
    assert dealers == [number % 4 for number in range(len(hands))]
    assert state.returns()[:2] == list(state.game_state.scores)
    assert state.information_state_string(0).count("seat 0, hand ") == len(hands)


@pytest.mark.parametrize(
    "parameters",
    [OPTION_SETS["default"], OPTION_SETS["lone hands, lone defender"]],
    ids=["default", "lone"],
)
def test_no_hidden_card_reaches_another_player(parameters: dict[str, Any]) -> None:
    game = pyspiel.load_game(hos.GAME_NAME, parameters)
    for state in decision_states(game, games=3, seed=7):
        final = state.game_state
        maker = final.maker
        for player in range(4):
            tensor = state.information_state_tensor(player)
            offsets = {}
            offset = 0
            for piece in INFORMATION_STATE_PIECES:
                offsets[piece.name] = offset
                offset += piece.size
            own = set(final.hands[player]) | set(final.deals[-1].hands[player])
            secret_cards = set()
            for name in ("hand", "dealt", "widow", "discarded"):
                bits = tensor[offsets[name] : offsets[name] + 25]
                secret_cards |= {hp.deck()[i] for i in range(25) if bits[i]}
            if player == maker:
                own |= {final.deals[-1].widow}
            assert secret_cards <= own
            text = state.information_state_string(player)
            for other in range(4):
                if other == player:
                    continue
                held = hp.format_cards(final.hands[other])
                if held:
                    assert f"hand: {held}" not in text
            if player != maker and final.discarded is not None:
                assert "discard:" not in text
                assert "discard:" not in state.observation_string(player)


def test_resampling_keeps_what_the_player_saw() -> None:
    game = pyspiel.load_game(hos.GAME_NAME, OPTION_SETS["lone hands, lone defender"])
    chooser = random.Random(8)
    differ = 0
    for state in decision_states(game, games=4, seed=9)[:-1]:
        player = state.current_player()
        if player < 0:
            continue
        other = state.resample_from_infostate(player, chooser.random)
        assert other.information_state_string(player) == (
            state.information_state_string(player)
        )
        assert other.observation_string(player) == state.observation_string(player)
        assert other.legal_actions() == state.legal_actions()
        differ += other.game_state.hands != state.game_state.hands
        play_randomly(other, chooser)  # the resampled deal plays on legally
    assert differ > 0


@pytest.mark.parametrize("game", list(hp.Game), ids=lambda game: game.value)
def test_is_mcts_plays_a_hand_of_each_game(game: hp.Game) -> None:
    """OpenSpiel's IS-MCTS, which draws the hidden cards again through
    ``resample_from_infostate`` for each simulation, plays a whole hand of
    every game of the family with legal actions only; zero-sum returns add
    up to nothing."""
    mcts = pytest.importorskip("open_spiel.python.algorithms.mcts")
    ismcts = pytest.importorskip("open_spiel.python.algorithms.ismcts")
    spiel_game = hos.load_game(hp.Rules(game=game), zero_sum=True)
    bot = ismcts.ISMCTSBot(
        game=spiel_game,
        evaluator=mcts.RandomRolloutEvaluator(random_state=np.random.RandomState(1)),
        uct_c=2.0,
        max_simulations=20,
        random_state=np.random.RandomState(2),
    )
    state = spiel_game.new_initial_state()
    chooser = random.Random(10)
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(chooser.choice(state.chance_outcomes())[0])
        else:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
            decisions += 1
    assert decisions > 0
    assert sum(state.returns()) == pytest.approx(0)


def test_resampling_works_for_every_seat_across_hands() -> None:
    game = hos.load_game(
        hp.Rules(lone_hands=True, lone_defender=True, target_score=6),
        play_to_target=True,
        max_hands=3,
    )
    chooser = random.Random(11)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(chooser.choice(state.chance_outcomes())[0])
            continue
        for player in range(4):
            other = state.resample_from_infostate(player, chooser.random)
            for read in ("information_state_string", "observation_string"):
                assert getattr(other, read)(player) == getattr(state, read)(player)
            assert np.array_equal(
                other.information_state_tensor(player),
                state.information_state_tensor(player),
            )
        state.apply_action(chooser.choice(state.legal_actions()))
    assert len(state.finished_hands) >= 1


# -- OpenSpiel's conventions at the edges ------------------------------------------


@pytest.mark.parametrize(
    ("parameters", "message"),
    [
        ({"target_score": 2**31}, "target_score must be a whole number from 1 to 1000"),
        ({"alone_multiplier": 2**40}, "alone_multiplier must be a whole number from 1"),
        ({"max_hands": 2**31}, "max_hands must be a whole number from 1 to 1000000"),
        ({"dealer": -(2**31) - 1}, "dealer must be a whole number from 0 to 3"),
        ({"zero_sum": 2**64}, "zero_sum must be True or False"),
        ({"max_hands": hos.MAX_HANDS + 1}, "max_hands must be a whole number"),
    ],
)
def test_parameters_past_32_bits_are_refused_before_openspiel_sees_them(
    parameters: dict[str, Any], message: str
) -> None:
    # OpenSpiel holds whole-number parameters in 32 bits: given 2**31 its
    # conversion raised a RuntimeError ("Unable to cast Python instance").
    with pytest.raises(hos.InvalidSpielParameterError, match=message) as caught:
        hos.load_game(**parameters)
    assert isinstance(caught.value, hp.InvalidValueError)
    assert isinstance(caught.value, pyspiel.SpielError)
    with pytest.raises(hos.InvalidSpielParameterError, match=message):
        hos.HasenpfefferGame(parameters)


def test_the_largest_game_fits_openspiel() -> None:
    game = hos.load_game(
        hp.Rules(
            target_score=1000, lone_hands=True, lone_defender=True, alone_multiplier=10
        ),
        play_to_target=True,
        max_hands=hos.MAX_HANDS,
    )
    assert game.max_game_length() < 2**31
    assert game.max_chance_nodes_in_history() == 25 * hos.MAX_HANDS


def test_a_bad_parameter_is_a_library_error_and_a_spiel_error() -> None:
    with pytest.raises(hos.InvalidSpielParameterError) as caught:
        pyspiel.load_game(hos.GAME_NAME, {"target_score": 0})
    assert isinstance(caught.value, hp.InvalidValueError)
    assert isinstance(caught.value, pyspiel.SpielError)


def finished(parameters: dict[str, Any]) -> Any:
    game = pyspiel.load_game(hos.GAME_NAME, parameters)
    state = play_randomly(game.new_initial_state(), random.Random(7))
    assert state.is_terminal()
    return state


@pytest.mark.parametrize("parameters", [{}, OPTION_SETS["to the target"]])
def test_nothing_is_applied_at_a_terminal_state(parameters: dict[str, Any]) -> None:
    # As OpenSpiel's games refuse ("Cannot act in terminal states"); this one
    # said "nobody acts between hands: deal the cards first".
    state = finished(parameters)
    before = (str(state), state.history(), state.returns())
    for action in (0, 3, 24, 40):
        with pytest.raises(hos.IllegalSpielActionError) as caught:
            state.apply_action(action)
        assert str(caught.value) == (
            "the game is over: no action is taken at a terminal state"
        )
        assert isinstance(caught.value, pyspiel.SpielError)
    assert (str(state), state.history(), state.returns()) == before
    assert state.legal_actions() == []
    assert state.current_player() == pyspiel.PlayerId.TERMINAL


@pytest.mark.parametrize("parameters", [{}, OPTION_SETS["to the target"]])
def test_chance_outcomes_only_at_a_chance_node(parameters: dict[str, Any]) -> None:
    # OpenSpiel's games check IsChanceNode() in ChanceOutcomes(); this one
    # listed the 25 cards at a terminal state.
    state = finished(parameters)
    with pytest.raises(hos.IllegalSpielActionError) as caught:
        state.chance_outcomes()
    assert str(caught.value) == "there are no chance outcomes: the game is over"
    assert isinstance(caught.value, pyspiel.SpielError)
    decision = pyspiel.load_game(hos.GAME_NAME, parameters).new_initial_state()
    for card in range(25):
        assert len(decision.chance_outcomes()) == 25 - card
        decision.apply_action(card)
    with pytest.raises(hos.IllegalSpielActionError) as caught:
        decision.chance_outcomes()
    assert str(caught.value) == (
        "there are no chance outcomes: no card is dealt now: seat 1 is to act"
    )

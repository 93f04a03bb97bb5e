"""The OpenSpiel game ``python_hasenpfeffer`` passes OpenSpiel's own checks
in every game of the family, and plays each game's rules.

OpenSpiel's random simulation test, IS-MCTS, the cards hidden from each
player and the resampling of what a player did not see are written once
over the games; each game's parameters, sizes, deal and worked hands
follow, Hasenpfeffer's first.  The worked hands are those of
docs/euchre.rst, docs/railroad.rst and docs/three_handed.rst.

Skipped when OpenSpiel is not installed (``pip install -e ".[openspiel]"``).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

import hasenpfeffer as hp  # noqa: E402
from hasenpfeffer.cards import deck as every_card  # noqa: E402
from hasenpfeffer.integrations import _spiel_parameters  # noqa: E402
from hasenpfeffer.integrations import openspiel as hos  # noqa: E402
from hasenpfeffer.integrations._spiel_parameters import (  # noqa: E402
    GAME_NAME,
    MAX_HANDS,
)
from hasenpfeffer.integrations.encoding import (  # noqa: E402
    ACTION_IDS,
    action_to_id,
    information_state_pieces,
    observation_pieces,
)
from tests.adapter_checks import (  # noqa: E402
    cards_in,
    cards_named,
    dealer_of_hand,
    hidden_from,
    pieces_of,
    seen_in,
    spiel_decisions,
)
from tests.helpers import exactly  # noqa: E402

CALL_FOR_BEST = ACTION_IDS.call_for_best
GIVE_BASE = ACTION_IDS.give
GO_ALONE = ACTION_IDS.go_alone
PASS = ACTION_IDS.pass_

INFORMATION_STATE_PIECES = information_state_pieces()
INFORMATION_STATE_SIZE = sum(piece.size for piece in information_state_pieces())
OBSERVATION_SIZE = sum(piece.size for piece in observation_pieces())

THREE = hp.Game.THREE_HANDED_EUCHRE
OWN_NAME = "python_hasenpfeffer_three_handed_euchre"

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

BID_NAME = "python_hasenpfeffer_bid_euchre"

BID_OPTIONS: dict[str, tuple[str, dict[str, Any]]] = {
    "default": (GAME_NAME, {"game": "bid_euchre"}),
    "redeal, lowest bid 1, calling for best, zero-sum": (
        GAME_NAME,
        {
            "game": "bid_euchre",
            "all_pass": "redeal",
            "min_bid": 1,
            "call_for_best": True,
            "zero_sum": True,
            "dealer": 2,
        },
    ),
    "to the target, moon of 20, dealer's left leads": (
        BID_NAME,
        {
            "play_to_target": True,
            "target_score": 12,
            "moon_points": 20,
            "opening_lead": "dealers_left",
            "max_hands": 4,
        },
    ),
}

THREE_OPTIONS: dict[str, tuple[str, dict[str, Any]]] = {
    "default": (GAME_NAME, {"game": "three_handed_euchre"}),
    "redeal, zero-sum, seat 2 deals": (
        GAME_NAME,
        {
            "game": "three_handed_euchre",
            "all_pass": "redeal",
            "zero_sum": True,
            "dealer": 2,
        },
    ),
    "to the target, march of 4": (
        OWN_NAME,
        {"play_to_target": True, "target_score": 5, "march_points": 4},
    ),
    "to the target, higher score, zero-sum": (
        OWN_NAME,
        {
            "play_to_target": True,
            "target_score": 3,
            "tie_break": "higher_score",
            "max_hands": 6,
            "zero_sum": True,
        },
    ),
}

SIMULATED = [
    *((GAME_NAME, parameters) for parameters in OPTION_SETS.values()),
    *((GAME_NAME, parameters) for parameters in EUCHRE_OPTIONS.values()),
    *((GAME_NAME, parameters) for parameters in RAILROAD_OPTIONS.values()),
    *THREE_OPTIONS.values(),
    *BID_OPTIONS.values(),
]
SIMULATED_IDS = [
    *OPTION_SETS,
    *(f"euchre, {name}" for name in EUCHRE_OPTIONS),
    *(f"railroad, {name}" for name in RAILROAD_OPTIONS),
    *(f"three-handed, {name}" for name in THREE_OPTIONS),
    *(f"bid euchre, {name}" for name in BID_OPTIONS),
]
"""The games of OpenSpiel's random simulation test: each option set of
each game, by the name that loads it."""

# The deal of docs/euchre.rst, seat 0 dealing.
EUCHRE_HANDS = [
    ["9H", "KC", "AC", "TS", "JS"],
    ["QH", "TC", "JC", "QC", "AD"],
    ["JH", "JD", "AH", "KH", "AS"],
    ["KD", "QD", "TD", "QS", "KS"],
]
EUCHRE_KITTY = ["TH", "9C", "9D", "9S"]
# The deal of docs/railroad.rst, seat 3 dealing.
RAILROAD_HANDS = [
    ["JH", "JD", "AH", "KH", "QH"],
    ["9C", "TC", "JC", "QC", "KC"],
    ["AD", "9S", "TS", "JS", "QS"],
    ["AC", "9D", "TD", "QD", "KD"],
]
RAILROAD_KITTY = ["Joker", "9H", "TH", "KS", "AS"]
# The deal of docs/three_handed.rst, seat 0 dealing.
THREE_HANDS = ["9H QC AC TS JH", "AD KD QD 9C TC", "JD AH KH AS KS"]
THREE_KITTY = "TH QH 9D TD JC KC 9S JS QS"
THREE_TRICKS = "AD KH JH AC 9C AH JD 9H TC AS TH KD QC QD KS"
# Seat 1, the maker, holds the five highest hearts and leads: a march.
MARCH_HANDS = ["AC 9D TD QD KD", "JH JD AH KH QH", "9C TC JC QC KC"]
MARCH_KITTY = "TH 9H AD 9S TS JS QS KS AS"
MARCH_TRICKS = "JH 9C TH JD TC TD AH JC QD KH QC KD QH KC AC"


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


def dealt(game: Any, order: list[int], hands: list[list[str]], kitty: list[str]) -> Any:
    """A state of ``game`` with ``hands`` dealt and ``kitty`` left over,
    given as the chance outcomes that deal them: the seat of each card
    dealt in ``order``, then the kitty with the upcard first."""
    left = [list(hand) for hand in hands]
    state = game.new_initial_state()
    for text in [left[seat].pop(0) for seat in order] + kitty:
        state.apply_action(hp.Card.parse(text).index)
    return state


def euchre_dealt(game: Any) -> Any:
    """A state of ``game`` (dealer 0) with the deal of docs/euchre.rst."""
    # The library's Euchre deal from seat 0: packets of three to seats 1, 2,
    # 3, 0, then packets of two, then the kitty with the upcard first.
    order = [1, 1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0, 1, 1, 2, 2, 3, 3, 0, 0]
    return dealt(game, order, EUCHRE_HANDS, EUCHRE_KITTY)


def railroad_dealt(game: Any) -> Any:
    """A state of ``game`` (dealer 3) with the deal of docs/railroad.rst."""
    # From seat 3: packets of three to seats 0, 1, 2, 3, then of two, then
    # the kitty with the upcard first.
    order = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 1, 1, 2, 2, 3, 3]
    return dealt(game, order, RAILROAD_HANDS, RAILROAD_KITTY)


def three_dealt(game: Any, hands: list[str], kitty: str) -> Any:
    """A state of ``game`` (seat 0 dealing) with ``hands`` dealt and
    ``kitty`` left over."""
    # From seat 0: packets of three to seats 1, 2, 0, then of two, then
    # the kitty with the upcard first.
    order = [1, 1, 1, 2, 2, 2, 0, 0, 0, 1, 1, 2, 2, 0, 0]
    return dealt(game, order, [hand.split() for hand in hands], kitty.split())


def act(state: Any, *actions: str) -> None:
    for text in actions:
        state.apply_action(action_to_id(hp.parse_action(text)))


def play(state: Any, cards: str) -> None:
    act(state, *(f"play {card}" for card in cards.split()))


def calling_for_best(state: Any, chooser: random.Random) -> int:
    """A random legal action, calling for best more often than not."""
    legal = state.legal_actions()
    if CALL_FOR_BEST in legal and chooser.random() < 0.6:
        return CALL_FOR_BEST
    return int(chooser.choice(legal))


# -- Every game ------------------------------------------------------------------


@pytest.mark.parametrize(("name", "parameters"), SIMULATED, ids=SIMULATED_IDS)
def test_random_sim_test_with_serialization(
    name: str, parameters: dict[str, Any]
) -> None:
    game = pyspiel.load_game(name, parameters)
    pyspiel.random_sim_test(game, num_sims=5, serialize=True, verbose=False)


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


@pytest.mark.parametrize(
    ("name", "parameters", "games"),
    [
        (GAME_NAME, {"game": "euchre", "lone_defender": True}, 4),
        (OWN_NAME, {"all_pass": "redeal"}, 8),
        (BID_NAME, {"call_for_best": True, "min_bid": 1}, 8),
    ],
    ids=["euchre, lone defender", "three-handed, redeal", "bid euchre, for best"],
)
def test_no_hidden_card_is_in_a_players_tensors_or_strings(
    name: str, parameters: dict[str, Any], games: int
) -> None:
    # The others' hands, the cards under the upcard (played or not) and the
    # dealer's discard (docs/euchre.rst): Railroad's calls for best below.
    game = pyspiel.load_game(name, parameters)
    kind = game.rules.game
    players = game.num_players()
    layouts = {
        "information_state_tensor": information_state_pieces(kind),
        "observation_tensor": observation_pieces(kind),
    }
    discards = 0
    for state in spiel_decisions(game, games=games, seed=7):
        real = state.game_state
        for player in range(players):
            hidden = hidden_from(real, player)
            for read, pieces in layouts.items():
                found = pieces_of(getattr(state, read)(player), pieces)
                assert not seen_in(found, kind, players) & hidden
                assert cards_in(found["hand"], kind) == set(real.hands[player])
                if "dealt" in found:
                    dealt_to = set(real.deals[-1].hands[player])
                    assert cards_in(found["dealt"], kind) == dealt_to
                if "upcard" not in found:
                    # Bid Euchre: every card dealt, nothing turned up; the
                    # moon's maker discards for best, and sees it.
                    mine = real.view(player).best_discard is not None
                    discards += mine
                    continue
                assert cards_in(found["upcard"], kind) == {real.upcard}
                mine = real.discarded is not None and player == dealer_of_hand(real)
                assert cards_in(found["discarded"], kind) == (
                    {real.discarded} if mine else set()
                )
                discards += mine
            for read in ("information_state_string", "observation_string"):
                text = getattr(state, read)(player)
                assert not cards_named(text) & hidden, text
    assert discards > 0


RESAMPLED = {
    "euchre": (
        GAME_NAME,
        EUCHRE_OPTIONS["redeal, lone defender, zero-sum"],
        4,
        ("kitty", "discard"),
    ),
    "railroad": (
        GAME_NAME,
        RAILROAD_OPTIONS["redeal, spades for the Joker, zero-sum"],
        6,
        ("kitty", "discard", "gift"),
    ),
    "three-handed": (
        OWN_NAME,
        {"all_pass": "redeal", "zero_sum": True, "dealer": 1},
        5,
        ("kitty", "hands", "discard"),
    ),
    "bid euchre": (
        BID_NAME,
        {"call_for_best": True, "min_bid": 1, "zero_sum": True},
        6,
        ("hands", "gift"),
    ),
}
"""The games whose hidden cards are drawn again, the games played, and
what the draws are seen to change: the cards under the upcard, the
others' hands, the dealer's discard and Railroad's card given for best."""


@pytest.mark.parametrize(
    ("name", "parameters", "games", "changes"),
    RESAMPLED.values(),
    ids=RESAMPLED.keys(),
)
def test_resampling_keeps_what_every_seat_saw(
    name: str, parameters: dict[str, Any], games: int, changes: tuple[str, ...]
) -> None:
    game = pyspiel.load_game(name, parameters)
    choose = calling_for_best if game.rules.call_for_best else None
    chooser = random.Random(8)
    changed = {"kitty": 0, "hands": 0, "discard": 0, "gift": 0}
    for state in spiel_decisions(game, games=games, seed=9, choose=choose):
        real = state.game_state
        real_gifts = [a for _, a in real.hand_history if isinstance(a, hp.Give)]
        for player in range(game.num_players()):
            other = state.resample_from_infostate(player, chooser.random)
            for read in ("information_state_string", "observation_string"):
                assert getattr(other, read)(player) == getattr(state, read)(player)
            for read in ("information_state_tensor", "observation_tensor"):
                assert np.array_equal(
                    getattr(other, read)(player), getattr(state, read)(player)
                )
            assert other.legal_actions(player) == state.legal_actions(player)
            again = other.game_state
            assert again.upcard == real.upcard
            assert again.hands[player] == real.hands[player]
            changed["kitty"] += again.kitty != real.kitty
            changed["hands"] += again.hands != real.hands
            if player != real.dealer and real.discarded is not None:
                changed["discard"] += again.discarded != real.discarded
            gifts = [a for _, a in again.hand_history if isinstance(a, hp.Give)]
            changed["gift"] += gifts != real_gifts
            # The resampled deal plays on legally.
            other.apply_action((choose or random_action)(other, chooser))
        play_randomly(other, chooser)
    assert all(changed[change] > 0 for change in changes), changed


def random_action(state: Any, chooser: random.Random) -> int:
    """A random legal action."""
    return int(chooser.choice(state.legal_actions()))


# -- Hasenpfeffer ------------------------------------------------------------------


def test_the_game_is_registered_with_the_rules_as_parameters() -> None:
    assert GAME_NAME in pyspiel.registered_names()
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
    assert set(info.parameter_specification) == set(
        _spiel_parameters.DEFAULT_PARAMETERS
    )
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
        pyspiel.load_game(GAME_NAME, parameters)


def test_the_deal_goes_in_packets_of_three_from_the_dealers_left() -> None:
    state = pyspiel.load_game(GAME_NAME, {"dealer": 1}).new_initial_state()
    assert state.current_player() == pyspiel.PlayerId.CHANCE
    assert len(state.chance_outcomes()) == 25
    assert sum(p for _, p in state.chance_outcomes()) == pytest.approx(1)
    for card in range(25):
        assert state.is_chance_node()
        assert state.action_to_string(pyspiel.PlayerId.CHANCE, card) == (
            f"deal {every_card()[card]}"
        )
        state.apply_action(card)
    deal = state.game_state.deals[-1]
    # Packets of three to seats 2, 3, 0, 1, 2, 3, 0, 1; the last card is the widow.
    assert hp.format_cards(deal.hands[2]) == "9C TC JC 9H TH JH"
    assert hp.format_cards(deal.hands[1]) == "QD KD AD QS KS AS"
    assert str(deal.widow) == "Joker"
    assert state.current_player() == 2


def test_a_card_already_dealt_is_refused() -> None:
    state = pyspiel.load_game(GAME_NAME).new_initial_state()
    state.apply_action(5)
    with pytest.raises(pyspiel.SpielError, match="chance outcome 5 is not a card"):
        state.apply_action(5)
    assert state.history() == [5]


def test_actions_read_in_the_librarys_notation() -> None:
    state = pyspiel.load_game(GAME_NAME, {"bidding": "pepper"}).new_initial_state()
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
    state = pyspiel.load_game(GAME_NAME).new_initial_state()
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
    game = pyspiel.load_game(GAME_NAME, OPTION_SETS["to the target"])
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
    game = pyspiel.load_game(GAME_NAME, {"zero_sum": zero_sum})
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
    game = pyspiel.load_game(GAME_NAME, {"play_to_target": True, "max_hands": 4})
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
    game = pyspiel.load_game(GAME_NAME, parameters)
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
                secret_cards |= {every_card()[i] for i in range(25) if bits[i]}
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
    game = pyspiel.load_game(GAME_NAME, OPTION_SETS["lone hands, lone defender"])
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
        ({"max_hands": MAX_HANDS + 1}, "max_hands must be a whole number"),
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
        max_hands=MAX_HANDS,
    )
    assert game.max_game_length() < 2**31
    assert game.max_chance_nodes_in_history() == 25 * MAX_HANDS


def test_a_bad_parameter_is_a_library_error_and_a_spiel_error() -> None:
    with pytest.raises(hos.InvalidSpielParameterError) as caught:
        pyspiel.load_game(GAME_NAME, {"target_score": 0})
    assert isinstance(caught.value, hp.InvalidValueError)
    assert isinstance(caught.value, pyspiel.SpielError)


def finished(parameters: dict[str, Any]) -> Any:
    game = pyspiel.load_game(GAME_NAME, parameters)
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
    decision = pyspiel.load_game(GAME_NAME, parameters).new_initial_state()
    for card in range(25):
        assert len(decision.chance_outcomes()) == 25 - card
        decision.apply_action(card)
    with pytest.raises(hos.IllegalSpielActionError) as caught:
        decision.chance_outcomes()
    assert str(caught.value) == (
        "there are no chance outcomes: no card is dealt now: seat 1 is to act"
    )


# -- Euchre --------------------------------------------------------------------


def test_the_game_parameter_loads_euchre_with_its_own_defaults() -> None:
    game = pyspiel.load_game("python_hasenpfeffer(game=euchre)")
    assert game.rules == hp.Rules(game=hp.Game.EUCHRE)
    assert game.rules.all_pass is hp.AllPass.STICK_THE_DEALER
    assert game.rules.lone_hands is True
    # The game's string names what is played, and loads the same game.
    assert "all_pass=stick_the_dealer" in str(game)
    assert pyspiel.load_game(str(game)).rules == game.rules
    redeal = pyspiel.load_game(GAME_NAME, {"game": "euchre", "all_pass": "redeal"})
    assert redeal.rules.all_pass is hp.AllPass.REDEAL
    assert hos.load_game(redeal.rules).rules == redeal.rules
    # Hasenpfeffer keeps its own defaults.
    assert pyspiel.load_game(GAME_NAME).rules == hp.Rules()


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
        GAME_NAME, {"game": "euchre", "play_to_target": True, "max_hands": 3}
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
        pyspiel.load_game(GAME_NAME, {"game": "pinochle"})


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
    state = euchre_dealt(game)
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
    state = euchre_dealt(game)
    act(state, *["pass"] * 7, "trump C")
    state.apply_action(PASS)  # the dealer keeps a partner
    for trick in ("JC JD QS KC", "AD JH TD 9H", "QC KH QD AC", "TS TC AS KS"):
        act(state, *(f"play {card}" for card in trick.split()))
    act(state, "play QH", "play AH", "play KD", "play JS")
    assert state.returns() == [0, 2, 0, 2]


def test_euchre_serialization_round_trips_mid_game() -> None:
    game = pyspiel.load_game(GAME_NAME, EUCHRE_OPTIONS["to the target"])
    state = play_randomly(game.new_initial_state(), random.Random(4), stop=60)
    text = pyspiel.serialize_game_and_state(game, state)
    game_again, state_again = pyspiel.deserialize_game_and_state(text)
    assert game_again.rules == game.rules
    assert state_again.history() == state.history()
    assert state_again.game_state == state.game_state
    assert state_again.information_state_string(2) == state.information_state_string(2)


# -- Railroad Euchre -----------------------------------------------------------


def test_the_game_parameter_loads_railroad_with_its_own_defaults() -> None:
    game = pyspiel.load_game("python_hasenpfeffer(game=railroad_euchre)")
    assert game.rules == hp.Rules(game=hp.Game.RAILROAD_EUCHRE)
    assert (game.rules.lone_defender, game.rules.call_for_best) == (True, True)
    assert "call_for_best=True" in str(game)
    assert pyspiel.load_game(str(game)).rules == game.rules
    spades = pyspiel.load_game(
        GAME_NAME, {"game": "railroad_euchre", "joker_upcard_suit": "S"}
    )
    assert spades.rules.joker_upcard_suit is hp.Suit.SPADES
    assert hos.load_game(spades.rules).rules == spades.rules


def test_railroads_options_are_refused_in_other_games() -> None:
    with pytest.raises(
        hos.InvalidSpielParameterError,
        match=exactly(
            "python_hasenpfeffer: call_for_best does not apply to Game.EUCHRE: "
            "it is an option of Railroad Euchre and of Bid Euchre's moon"
        ),
    ):
        pyspiel.load_game("python_hasenpfeffer(game=euchre,call_for_best=True)")
    with pytest.raises(hos.InvalidSpielParameterError, match="joker_upcard_suit"):
        pyspiel.load_game(GAME_NAME, {"joker_upcard_suit": "S"})
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
    state = railroad_dealt(game)
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


def test_no_card_of_a_call_for_best_is_in_another_players_tensor() -> None:
    game = hos.load_game(hp.Rules(game=hp.Game.RAILROAD_EUCHRE))
    offsets = {}
    offset = 0
    for piece in information_state_pieces(hp.Game.RAILROAD_EUCHRE):
        offsets[piece.name] = offset
        offset += piece.size
    deck = every_card()
    for state in spiel_decisions(game, games=5, seed=7, choose=calling_for_best):
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


# -- Three-Handed Euchre -------------------------------------------------------


def test_both_names_load_three_handed_euchre_with_its_defaults() -> None:
    rules = hp.Rules(game=THREE)
    for text in (
        "python_hasenpfeffer(game=three_handed_euchre)",
        OWN_NAME,
        "python_hasenpfeffer_three_handed_euchre(game=three_handed_euchre)",
    ):
        game = pyspiel.load_game(text)
        assert game.rules == rules
        assert game.num_players() == 3
        assert pyspiel.load_game(str(game)).rules == rules
    assert hos.GAME_NAMES[THREE] == OWN_NAME
    assert hos.load_game(rules).rules == rules


def test_march_points_is_a_parameter_of_both_names() -> None:
    own = pyspiel.load_game("python_hasenpfeffer_three_handed_euchre(march_points=4)")
    assert own.rules == hp.Rules(game=THREE, march_points=4)
    assert "march_points=4" in str(own)
    assert own.get_parameters()["march_points"] == 4
    assert pyspiel.load_game(str(own)).rules == own.rules
    general = pyspiel.load_game(
        "python_hasenpfeffer(game=three_handed_euchre,march_points=2)"
    )
    assert general.rules.march_points == 2
    rules = hp.Rules(game=THREE, march_points=6)
    assert hos.load_game(rules).rules == rules
    assert hos.rules_from_parameters({"game": "three_handed_euchre"}).march_points == 3


def test_options_of_other_games_and_bad_values_are_refused() -> None:
    with pytest.raises(
        hos.InvalidSpielParameterError,
        match=exactly(
            "python_hasenpfeffer: march_points does not apply to Game.EUCHRE: "
            "it is an option of Three-Handed Euchre"
        ),
    ):
        pyspiel.load_game("python_hasenpfeffer(game=euchre,march_points=2)")
    with pytest.raises(hos.InvalidSpielParameterError, match="march_points"):
        pyspiel.load_game("python_hasenpfeffer(march_points=4)")
    with pytest.raises(hos.InvalidSpielParameterError, match="march_points"):
        hos.load_game(game="three_handed_euchre", march_points=0)
    with pytest.raises(hos.InvalidSpielParameterError, match="call_for_best"):
        pyspiel.load_game(OWN_NAME, {"call_for_best": True})
    # The maker always plays alone: the game's own name cannot turn it off.
    with pytest.raises(hos.InvalidSpielParameterError, match="lone_hands"):
        pyspiel.load_game(OWN_NAME, {"lone_hands": False})
    with pytest.raises(hos.InvalidSpielParameterError, match="dealer"):
        pyspiel.load_game(OWN_NAME, {"dealer": 3})
    with pytest.raises(
        hos.InvalidSpielParameterError,
        match=exactly(
            f"{OWN_NAME} plays Three-Handed Euchre: its game is "
            "three_handed_euchre, not 'euchre'"
        ),
    ):
        pyspiel.load_game(OWN_NAME, {"game": "euchre"})


def test_the_sizes_follow_the_rules() -> None:
    game = pyspiel.load_game(OWN_NAME)
    assert game.num_players() == 3
    assert game.num_distinct_actions() == 64  # Euchre's ids
    assert game.max_chance_outcomes() == 24
    assert game.max_chance_nodes_in_history() == 24
    # Six calls at most, the dealer's discard, and five tricks of three
    # cards; nobody is asked to go alone.
    assert game.max_game_length() == 6 + 1 + 15
    # A hand pays the maker 1 or a march of 3, or each defender 2.
    assert (game.min_utility(), game.max_utility()) == (0.0, 3.0)
    assert game.observation_tensor_shape() == [288]
    assert game.information_state_tensor_shape() == [576]
    marches = pyspiel.load_game(OWN_NAME, {"march_points": 1})
    assert marches.max_utility() == 2.0  # a euchre now pays the most
    # Two hands at most, to a target of 3: at most 2 + 3 before the end.
    to_target = pyspiel.load_game(
        OWN_NAME, {"play_to_target": True, "target_score": 3, "max_hands": 2}
    )
    assert to_target.max_utility() == 5.0
    assert to_target.max_game_length() == 2 * 22


def test_the_game_types_declare_three_players_and_the_sum() -> None:
    own = pyspiel.load_game(OWN_NAME).get_type()
    assert (own.min_num_players, own.max_num_players) == (3, 3)
    assert own.utility == pyspiel.GameType.Utility.GENERAL_SUM
    general = pyspiel.load_game("python_hasenpfeffer(game=three_handed_euchre)")
    assert general.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    # python_hasenpfeffer plays three or four; the other games' own names
    # keep four.
    kind = general.get_type()
    assert (kind.min_num_players, kind.max_num_players) == (3, 4)
    euchre = pyspiel.load_game("python_hasenpfeffer_euchre").get_type()
    assert (euchre.min_num_players, euchre.max_num_players) == (4, 4)
    zero_sum = pyspiel.load_game(OWN_NAME, {"zero_sum": True})
    assert zero_sum.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert zero_sum.utility_sum() == 0.0
    assert (zero_sum.min_utility(), zero_sum.max_utility()) == (-3.0, 3.0)


def test_the_deal_follows_the_librarys_order_with_a_kitty_of_nine() -> None:
    state = pyspiel.load_game(OWN_NAME).new_initial_state()
    assert [action for action, _ in state.chance_outcomes()] == list(range(24))
    for card in range(12):
        state.apply_action(card)
    # Dealer 0: 9C TC JC to seat 1, QC KC AC to seat 2, 9D TD JD to seat 0,
    # then QD KD to seat 1; the view while dealing holds three sizes.
    view = state.view(1)
    assert hp.format_cards(view.hand) == "9C TC JC QD KD"
    assert view.hand_sizes == (3, 5, 4)
    assert view.tricks_won == (0, 0, 0)
    for card in range(12, 24):
        state.apply_action(card)
    deal = state.game_state.deals[-1]
    assert [hp.format_cards(hand) for hand in deal.hands] == [
        "9D TD JD TH JH",
        "9C TC JC QD KD",
        "QC KC AC AD 9H",
    ]
    assert hp.format_cards(deal.kitty) == "QH KH AH 9S TS JS QS KS AS"
    assert state.current_player() == 1
    assert "scores 0, 0 and 0" in str(state)


def test_the_worked_hand_euchres_the_maker() -> None:
    game = hos.load_game(hp.Rules(game=THREE))
    state = three_dealt(game, THREE_HANDS, THREE_KITTY)
    assert str(state.game_state.upcard) == "TH"
    assert [state.action_to_string(1, a) for a in state.legal_actions()] == [
        "pass",
        "trump H",
    ]
    act(state, "pass", "trump H", "discard TS")
    assert GO_ALONE not in state.legal_actions()
    play(state, THREE_TRICKS)
    assert state.is_terminal()
    # The maker, seat 2, took two tricks: each defender scores 2.
    assert state.returns() == [2.0, 2.0, 0.0]
    zero_sum = three_dealt(
        hos.load_game(hp.Rules(game=THREE), zero_sum=True), THREE_HANDS, THREE_KITTY
    )
    act(zero_sum, "pass", "trump H", "discard TS")
    play(zero_sum, THREE_TRICKS)
    # Each less the average of the other two: 2 - 1, 2 - 1, 0 - 2.
    assert zero_sum.returns() == [1.0, 1.0, -2.0]


@pytest.mark.parametrize(
    ("march_points", "returns", "zero_sum"),
    [
        (3, [0.0, 3.0, 0.0], False),
        (4, [0.0, 4.0, 0.0], False),
        (3, [-1.5, 3.0, -1.5], True),
    ],
)
def test_a_march_pays_march_points(
    march_points: int, returns: list[float], zero_sum: bool
) -> None:
    game = pyspiel.load_game(
        OWN_NAME, {"march_points": march_points, "zero_sum": zero_sum}
    )
    state = three_dealt(game, MARCH_HANDS, MARCH_KITTY)
    act(state, "trump H", "discard 9D")
    play(state, MARCH_TRICKS)
    assert state.game_state.hand_results[-1].tricks_won == (0, 5, 0)
    assert state.returns() == returns


def test_an_illegal_action_names_the_rule_and_changes_nothing() -> None:
    state = three_dealt(pyspiel.load_game(OWN_NAME), THREE_HANDS, THREE_KITTY)
    before = state.history()
    with pytest.raises(hos.IllegalSpielActionError):
        state.apply_action(GO_ALONE)
    with pytest.raises(
        hos.IllegalSpielActionError,
        match=exactly("an action id is a whole number from 0 to 63, not 64"),
    ):
        state.apply_action(64)
    assert state.history() == before


def test_returns_to_the_target_are_the_final_scores() -> None:
    game = pyspiel.load_game(
        OWN_NAME, {"play_to_target": True, "target_score": 4, "max_hands": 30}
    )
    zero_sum = pyspiel.load_game(
        OWN_NAME,
        {"play_to_target": True, "target_score": 4, "max_hands": 30, "zero_sum": True},
    )
    chooser = random.Random(6)
    winners = set()
    for loaded, seed in ((game, 1), (game, 2), (zero_sum, 3), (zero_sum, 4)):
        state = loaded.new_initial_state()
        chooser.seed(seed)
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(chooser.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(chooser.choice(state.legal_actions()))
        final = state.game_state
        assert final.phase is hp.Phase.GAME_OVER
        assert max(final.scores) >= 4
        winners.add(final.winner)
        scores = [float(score) for score in final.scores]
        if loaded is game:
            assert state.returns() == scores
        else:
            total = sum(scores)
            assert state.returns() == [score - (total - score) / 2 for score in scores]
            assert sum(state.returns()) == 0.0
    assert winners <= {0, 1, 2}


# -- Bid Euchre ----------------------------------------------------------------

BID = hp.Game.BID_EUCHRE

# A suit to each seat, seat 0 dealing: packets of three to seats 1, 2, 3,
# 0, twice round, and nothing left over.
BID_HANDS = [
    ["9C", "TC", "JC", "QC", "KC", "AC"],
    ["9D", "TD", "JD", "QD", "KD", "AD"],
    ["9H", "TH", "JH", "QH", "KH", "AH"],
    ["9S", "TS", "JS", "QS", "KS", "AS"],
]
BID_ORDER = [1, 1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0] * 2


def test_the_game_parameter_loads_bid_euchre_with_its_own_defaults() -> None:
    game = pyspiel.load_game("python_hasenpfeffer(game=bid_euchre)")
    assert game.rules == hp.Rules(game=BID)
    # The maker leads, to 32: the game's own, not the parameters' usual.
    assert game.rules.opening_lead is hp.OpeningLead.MAKER
    assert game.rules.target_score == 32
    assert "opening_lead=maker" in str(game)
    assert "target_score=32" in str(game)
    assert pyspiel.load_game(str(game)).rules == game.rules
    # The game's own registration takes the usual values as given.
    usual = {"opening_lead": "dealers_left", "target_score": 10}
    own = pyspiel.load_game(BID_NAME, {**usual, "min_bid": 1, "moon_points": 20})
    assert own.rules == hp.Rules(
        game=BID,
        opening_lead=hp.OpeningLead.DEALERS_LEFT,
        target_score=10,
        min_bid=1,
        moon_points=20,
    )
    assert hos.load_game(own.rules).get_type().short_name == BID_NAME
    assert hos.load_game(own.rules).rules == own.rules
    lower = hp.Rules(game=BID, min_bid=2)
    assert hos.load_game(lower).get_type().short_name == GAME_NAME
    assert hos.load_game(lower).rules == lower


@pytest.mark.parametrize(
    ("parameters", "message"),
    [
        (
            {"min_bid": 2},
            "min_bid does not apply to Game.HASENPFEFFER: it is an option of "
            "Bid Euchre",
        ),
        (
            {"game": "euchre", "moon_points": 6},
            "moon_points does not apply to Game.EUCHRE: it is an option of Bid Euchre",
        ),
        (
            {"game": "bid_euchre", "min_bid": 7},
            "min_bid must be a whole number from 1 to 6, not 7",
        ),
    ],
    ids=["min_bid in hasenpfeffer", "moon_points in euchre", "min_bid of 7"],
)
def test_bid_euchres_options_are_checked(
    parameters: dict[str, Any], message: str
) -> None:
    with pytest.raises(
        hos.InvalidSpielParameterError, match=exactly(f"{GAME_NAME}: {message}")
    ):
        pyspiel.load_game(GAME_NAME, parameters)


def test_bid_euchres_sizes_follow_its_rules() -> None:
    game = hos.load_game(hp.Rules(game=BID))
    assert game.num_players() == 4
    # Railroad's 90 ids, then no trump (90) and the moon (91).
    assert game.num_distinct_actions() == 92
    assert game.max_chance_outcomes() == game.max_chance_nodes_in_history() == 24
    assert game.observation_tensor_size() == 374
    assert game.information_state_tensor_size() == 823
    # One round of four calls, naming trump, a discard and 24 plays; with
    # calls for best, the call and the card given besides.
    assert game.max_game_length() == 4 + 1 + 1 + 24
    calling = hos.load_game(hp.Rules(game=BID, call_for_best=True))
    assert calling.max_game_length() == 4 + 1 + 1 + 2 + 24
    # The moon made or lost, 12 either way.
    assert (game.min_utility(), game.max_utility()) == (-12.0, 12.0)
    # A moon of 2 is worth less than a bid of six made (6) or set (-6);
    # the defenders take at most six tricks.
    small = hos.load_game(hp.Rules(game=BID, min_bid=1, moon_points=2))
    assert (small.min_utility(), small.max_utility()) == (-6.0, 6.0)
    zero_sum = hos.load_game(hp.Rules(game=BID), zero_sum=True)
    assert (zero_sum.min_utility(), zero_sum.max_utility()) == (-24.0, 24.0)


def test_a_moon_in_no_trump_as_openspiel_plays_it() -> None:
    game = hos.load_game(hp.Rules(game=BID))
    state = dealt(game, BID_ORDER, BID_HANDS, [])
    assert [[str(card) for card in hand] for hand in state.game_state.hands] == (
        BID_HANDS
    )
    # Seat 1 opens: pass, bid 3 to 6 (the lowest bid is 3), or the moon.
    assert state.current_player() == 1
    assert state.legal_actions() == [PASS, 3, 4, 5, 6, ACTION_IDS.moon]
    assert state.action_to_string(1, ACTION_IDS.moon) == "moon"
    state.apply_action(ACTION_IDS.moon)  # the moon ends the auction
    assert state.current_player() == 1
    assert state.legal_actions() == [9, 10, 11, 12, ACTION_IDS.no_trump]
    assert state.action_to_string(1, ACTION_IDS.no_trump) == "no trump"
    state.apply_action(ACTION_IDS.no_trump)
    # Seat 2 sees no trump, seat 1 alone and seat 3 sitting out (counted
    # from seat 2: seat 3 is 1, seat 1 is 3).
    found = pieces_of(state.observation_tensor(2), observation_pieces(BID))
    assert found["trump"] == [0, 0, 0, 0, 1]
    assert found["lone_players"] == [0, 0, 0, 1]
    assert found["sitting_out"] == [0, 1, 0, 0]
    text = state.observation_string(2)
    assert "maker 1, contract moon, no trump" in text
    assert cards_named(text) == {hp.Card.parse(card) for card in BID_HANDS[2]}
    # The maker leads; seat 3 sits out, so seat 0 plays after seat 2.
    for number in range(6):
        assert state.current_player() == 1
        play(state, f"{BID_HANDS[1][number]} {BID_HANDS[2][number]}")
        assert state.current_player() == 0
        play(state, BID_HANDS[0][number])
    # Every trick to the highest diamond: the moon made, 12 to seats 1 and 3.
    assert state.is_terminal()
    assert state.returns() == [0.0, 12.0, 0.0, 12.0]

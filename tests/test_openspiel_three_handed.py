"""``python_hasenpfeffer(game=three_handed_euchre)`` and
``python_hasenpfeffer_three_handed_euchre``: the OpenSpiel game plays
Three-Handed Euchre, three players each for themselves.

Skipped when OpenSpiel is not installed (``pip install -e ".[openspiel]"``).
The worked hand is the one of docs/three_handed.rst.
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

GO_ALONE = ACTION_IDS.go_alone

THREE = hp.Game.THREE_HANDED_EUCHRE
OWN_NAME = "python_hasenpfeffer_three_handed_euchre"
THREE_OPTIONS: dict[str, tuple[str, dict[str, Any]]] = {
    "default": (hos.GAME_NAME, {"game": "three_handed_euchre"}),
    "redeal, zero-sum, seat 2 deals": (
        hos.GAME_NAME,
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

HANDS = ["9H QC AC TS JH", "AD KD QD 9C TC", "JD AH KH AS KS"]
KITTY = "TH QH 9D TD JC KC 9S JS QS"
TRICKS = "AD KH JH AC 9C AH JD 9H TC AS TH KD QC QD KS"
# Seat 1, the maker, holds the five highest hearts and leads: a march.
MARCH_HANDS = ["AC 9D TD QD KD", "JH JD AH KH QH", "9C TC JC QC KC"]
MARCH_KITTY = "TH 9H AD 9S TS JS QS KS AS"
MARCH_TRICKS = "JH 9C TH JD TC TD AH JC QD KH QC KD QH KC AC"


def dealt(game: Any, hands: list[str], kitty: str) -> Any:
    """A state of ``game`` (seat 0 dealing) with ``hands`` dealt and
    ``kitty`` left over, given as the chance outcomes that deal them."""
    # From seat 0: packets of three to seats 1, 2, 0, then of two, then
    # the kitty with the upcard first.
    order = [1, 1, 1, 2, 2, 2, 0, 0, 0, 1, 1, 2, 2, 0, 0]
    left = [hand.split() for hand in hands]
    outcomes = [left[seat].pop(0) for seat in order] + kitty.split()
    state = game.new_initial_state()
    for text in outcomes:
        state.apply_action(hp.Card.parse(text).index)
    return state


def act(state: Any, *actions: str) -> None:
    for text in actions:
        state.apply_action(action_to_id(hp.parse_action(text)))


def play(state: Any, cards: str) -> None:
    act(state, *(f"play {card}" for card in cards.split()))


@pytest.mark.parametrize(
    ("name", "parameters"), THREE_OPTIONS.values(), ids=THREE_OPTIONS.keys()
)
def test_random_sim_test_with_serialization(
    name: str, parameters: dict[str, Any]
) -> None:
    game = pyspiel.load_game(name, parameters)
    pyspiel.random_sim_test(game, num_sims=5, serialize=True, verbose=False)


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
    state = dealt(game, HANDS, KITTY)
    assert str(state.game_state.upcard) == "TH"
    assert [state.action_to_string(1, a) for a in state.legal_actions()] == [
        "pass",
        "trump H",
    ]
    act(state, "pass", "trump H", "discard TS")
    assert GO_ALONE not in state.legal_actions()
    play(state, TRICKS)
    assert state.is_terminal()
    # The maker, seat 2, took two tricks: each defender scores 2.
    assert state.returns() == [2.0, 2.0, 0.0]
    zero_sum = dealt(hos.load_game(hp.Rules(game=THREE), zero_sum=True), HANDS, KITTY)
    act(zero_sum, "pass", "trump H", "discard TS")
    play(zero_sum, TRICKS)
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
    state = dealt(game, MARCH_HANDS, MARCH_KITTY)
    act(state, "trump H", "discard 9D")
    play(state, MARCH_TRICKS)
    assert state.game_state.hand_results[-1].tricks_won == (0, 5, 0)
    assert state.returns() == returns


def test_an_illegal_action_names_the_rule_and_changes_nothing() -> None:
    state = dealt(pyspiel.load_game(OWN_NAME), HANDS, KITTY)
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


def test_no_hidden_card_is_in_a_players_tensors() -> None:
    game = pyspiel.load_game(OWN_NAME, {"all_pass": "redeal"})
    layouts = {
        "information_state_tensor": information_state_pieces(THREE),
        "observation_tensor": observation_pieces(THREE),
    }
    discards = 0
    for state in spiel_decisions(game, games=8, seed=7):
        real = state.game_state
        for player in range(3):
            hidden = hidden_from(real, player)
            for read, pieces in layouts.items():
                found = pieces_of(getattr(state, read)(player), pieces)
                assert not seen_in(found, THREE, 3) & hidden
                assert cards_in(found["hand"], THREE) == set(real.hands[player])
                assert cards_in(found["upcard"], THREE) == {real.upcard}
                mine = real.discarded is not None and player == dealer_of_hand(real)
                assert cards_in(found["discarded"], THREE) == (
                    {real.discarded} if mine else set()
                )
                discards += mine
            for read in ("information_state_string", "observation_string"):
                text = getattr(state, read)(player)
                assert not cards_named(text) & hidden, text
    assert discards > 0


def test_resampling_keeps_what_every_seat_saw() -> None:
    game = pyspiel.load_game(
        OWN_NAME, {"all_pass": "redeal", "zero_sum": True, "dealer": 1}
    )
    chooser = random.Random(8)
    changed = {"kitty": 0, "hands": 0, "discard": 0}
    for state in spiel_decisions(game, games=5, seed=9):
        real = state.game_state
        for player in range(3):
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
            other.apply_action(chooser.choice(other.legal_actions()))
    assert all(count > 0 for count in changed.values()), changed

"""The OpenSpiel game at its edges: every game of the library loads, the
view and the resampling while the cards are still being dealt, the
resampling of a finished game, chance outcomes out of range, and observer
options it does not offer."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

import hasenpfeffer as hp  # noqa: E402
from hasenpfeffer.cards import deck as every_card  # noqa: E402
from hasenpfeffer.integrations import openspiel as hos  # noqa: E402
from tests.helpers import exactly  # noqa: E402

DECK = every_card()


@pytest.mark.parametrize("game", list(hp.Game))
def test_every_game_of_the_library_loads(game: hp.Game) -> None:
    loaded = hos.load_game(hp.Rules(game=game))
    assert loaded.rules == hp.Rules(game=game)
    assert pyspiel.load_game(str(loaded)).rules == loaded.rules


def test_chance_outcomes_out_of_the_deck_are_named_as_such() -> None:
    state = hos.load_game().new_initial_state()
    chance = pyspiel.PlayerId.CHANCE
    assert state.action_to_string(chance, 0) == f"deal {DECK[0]}"
    assert state.action_to_string(chance, len(DECK)) == f"chance outcome {len(DECK)}"
    assert state.action_to_string(chance, -1) == "chance outcome -1"


def partly_dealt(cards: int) -> hos.HasenpfefferState:
    """A game (dealer 0) after the deck's first ``cards`` cards are dealt
    in deck order."""
    state: hos.HasenpfefferState = hos.load_game(dealer=0).new_initial_state()
    for index in range(cards):
        state.apply_action(index)
    return state


def test_a_view_while_dealing_shows_only_the_seats_own_cards() -> None:
    state = partly_dealt(4)
    # Dealer 0: the first three cards go to seat 1, the next to seat 2.
    first_three = tuple(DECK[:3])
    assert state.view(1).hand == first_three
    for seat in (0, 2, 3):
        view = state.view(seat)
        assert not set(view.hand) & set(first_three)
        assert view.hand_sizes == (0, 3, 1, 0)
        assert (view.phase, view.to_act) == (hp.Phase.DEAL, None)
    assert state.view(2).hand == (DECK[3],)


@pytest.mark.parametrize("player", range(4))
def test_resampling_while_dealing_keeps_the_players_own_cards(player: int) -> None:
    state = partly_dealt(10)
    other = state.resample_from_infostate(player, random.Random(player).random)
    assert len(other.history()) == len(state.history())
    assert other.view(player).hand == state.view(player).hand
    assert other.view(player).hand_sizes == state.view(player).hand_sizes
    assert other.information_state_string(player) == state.information_state_string(
        player
    )
    dealt = [int(action) for action in other.history()]
    assert len(set(dealt)) == len(dealt)


def test_resampling_a_finished_game_gives_the_same_game() -> None:
    state = hos.load_game(dealer=0, max_hands=1).new_initial_state()
    chooser = random.Random(3)
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = [outcome for outcome, _ in state.chance_outcomes()]
            state.apply_action(chooser.choice(outcomes))
        else:
            state.apply_action(chooser.choice(state.legal_actions()))
    other = state.resample_from_infostate(1, chooser.random)
    assert other is not state
    assert other.is_terminal()
    assert other.history() == state.history()
    assert other.returns() == state.returns()


def test_observer_parameters_are_refused() -> None:
    game = hos.load_game()
    with pytest.raises(ValueError, match=r"^observation parameters are not supported"):
        game.make_py_observer(None, {"shape": "flat"})


def test_an_observer_of_every_players_private_cards_is_refused() -> None:
    every = pyspiel.IIGObservationType(
        perfect_recall=False,
        public_info=True,
        private_info=pyspiel.PrivateInfoType.ALL_PLAYERS,
    )
    with pytest.raises(
        ValueError,
        match=exactly("a player may observe only its own private information"),
    ):
        hos.load_game().make_py_observer(every)


def test_the_games_refusals_carry_their_rule_codes() -> None:
    # docs/rule-codes.rst: OpenSpiel's refusals name their rule too.
    from tests.test_rule_codes import OPENSPIEL_CODES

    game = hos.load_game()
    state = game.new_initial_state()
    met = {}
    with pytest.raises(hp.IllegalActionError) as caught:
        state.apply_action(99)  # no card: the deck's indices stop at 24
    met[caught.value.rule] = dict(caught.value.parameters)
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    with pytest.raises(hp.IllegalActionError) as caught:
        state.chance_outcomes()
    met[caught.value.rule] = dict(caught.value.parameters)
    with pytest.raises(hp.IllegalActionError) as caught:
        state.apply_action(999)
    met[caught.value.rule] = dict(caught.value.parameters)
    legal = set(state.legal_actions())
    refused = next(
        action for action in range(game.num_distinct_actions()) if action not in legal
    )
    with pytest.raises(hp.IllegalActionError) as caught:
        state.apply_action(refused)
    assert caught.value.rule not in OPENSPIEL_CODES | {"illegal-action"}
    assert met == {
        "card-already-dealt": {"outcome": 99},
        "no-card-to-deal": {},
        "not-an-action-id": {"action_id": 999},
    }

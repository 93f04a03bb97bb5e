"""A game state after a pickle round trip: it plays on exactly as the
original, and a pickle whose history disagrees with its auction is refused.

The rules checked on the restored states: anything may be led to an empty
trick, and a follower must follow the effective suit led when able
(docs/rules.rst, "Following suit").
"""

from __future__ import annotations

import pickle
import re
from typing import Any

import pytest

import hasenpfeffer as hp
from hasenpfeffer._engine.layout import StateValue

NINE_OF_CLUBS = hp.Card.parse("9C")


def restored(state: hp.GameState) -> hp.GameState:
    result = pickle.loads(pickle.dumps(state))
    assert isinstance(result, hp.GameState)
    return result


def next_action(state: hp.GameState) -> hp.Action:
    """The first seat to speak bids three and the others pass; later
    choices take the last legal action, so the play varies."""
    legal = state.legal_actions()
    if state.phase is hp.Phase.BIDDING:
        return hp.Bid(3) if state.high_bid is None else hp.Pass()
    return legal[-1]


def hand_states(seed: int) -> list[hp.GameState]:
    """Every state of one hand, from the deal to the last card."""
    state = hp.new_game(seed=seed, dealer=0).deal()
    states = [state]
    while state.to_act is not None:
        state = state.apply(next_action(state))
        states.append(state)
    return states


def test_a_restored_state_leads_any_card_and_follows_as_the_original() -> None:
    leads_with_the_nine_of_clubs = 0
    for seed in range(6):
        for state in hand_states(seed):
            if state.phase is not hp.Phase.PLAY:
                continue
            copy = restored(state)
            assert copy == state
            if not state.current_trick:
                seat = state.to_act
                assert seat is not None
                hand = state.hands[seat]
                # Anything may be led to an empty trick.
                assert sorted(copy.legal_actions(), key=str) == sorted(
                    (hp.Play(card) for card in hand), key=str
                )
                if NINE_OF_CLUBS in hand and len(hand) > 1:
                    leads_with_the_nine_of_clubs += 1
            assert copy.legal_actions() == state.legal_actions()
            for action in state.legal_actions():
                assert copy.apply(action) == state.apply(action)
    # The first card of the deck (index 0) in a leader's hand among others
    # is the case where a wrong "suit led" mask would show.
    assert leads_with_the_nine_of_clubs > 0


def test_a_restored_state_keeps_the_tricks_of_the_hand() -> None:
    states = hand_states(1)
    middle = next(
        state
        for state in states
        if state.phase is hp.Phase.PLAY and len(state.completed_tricks) == 2
    )
    copy = restored(middle)
    assert copy.completed_tricks == middle.completed_tricks
    assert len(copy.completed_tricks) == 2
    last = restored(states[-1])
    assert last.completed_tricks == states[-1].completed_tricks
    assert len(last.completed_tricks) == 6


class Crafted:
    """Pickles as a game state with one field of its value changed."""

    def __init__(self, state: hp.GameState, name: str, change: Any) -> None:
        self.rebuild, (self.layout, value) = state.__reduce__()
        self.value = list(value)
        self.value[StateValue._fields.index(name)] = change

    def __reduce__(self) -> tuple[Any, ...]:
        return (self.rebuild, (self.layout, tuple(self.value)))


def test_a_pickle_whose_calls_do_not_lead_to_its_auction_is_refused() -> None:
    """Seat 1 bid two and seat 2 passed; a pickle that says seat 1 bid
    three, with the auction still standing at two, is refused."""
    state = hp.new_game(seed=1, dealer=0).deal().bid(2).pass_()
    assert state.hand_history[-2:] == ((1, hp.Bid(2)), (2, hp.Pass()))
    actions = (*state.hand_history[:-2], (1, hp.Bid(3)), (2, hp.Pass()))
    crafted = Crafted(state, "actions", actions)
    with pytest.raises(
        hp.InvalidValueError, match=f"^{re.escape('not a consistent pickled game')}"
    ):
        pickle.loads(pickle.dumps(crafted))

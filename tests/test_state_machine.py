"""A Hypothesis state machine that plays random games and checks every step.

Each run starts a game with random rules and seed, then interleaves deals,
random legal actions, SimpleBot's actions, refused actions, and visits to
earlier states it kept: an old state must still be equal (and hash equal) to
a snapshot taken when it was kept, and play may resume from it.  Every step
goes through ``check_invariants``, which replays the hand on the reference
engine: the whole of docs/rules.rst, from "The deal" to "The end of the
game", under every option of docs/options.rst.
"""

from __future__ import annotations

import pickle

import pytest
from hypothesis import note
from hypothesis import strategies as st
from hypothesis.stateful import (
    Bundle,
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

import hasenpfeffer as hp
from hasenpfeffer.bots import SimpleBot
from tests import reference_engine
from tests.helpers import swept_hand
from tests.strategies import (
    actions,
    check_invariants,
    deal_next,
    new_games,
    scaled,
)

MAX_HANDS = 4
"""Hands per game: uniformly random bidding need not ever end a game."""

Kept = tuple[hp.GameState, bytes, int]


class GameMachine(RuleBasedStateMachine):
    kept = Bundle("kept")

    def __init__(self) -> None:
        super().__init__()
        self.state = hp.new_game(seed=0)
        self.bot = SimpleBot()

    def _can_deal(self) -> bool:
        return self.state.phase is hp.Phase.DEAL and self.state.hand_number < MAX_HANDS

    def _finished(self) -> bool:
        return self.state.phase is hp.Phase.GAME_OVER or (
            self.state.phase is hp.Phase.DEAL and not self._can_deal()
        )

    def _advance(self, new: hp.GameState) -> None:
        old = self.state
        snapshot, hashed = pickle.dumps(old), hash(old)
        assert new is not old and new != old
        assert old == pickle.loads(snapshot) and hash(old) == hashed
        note(f"{new!r}: {new.history[-1] if new.history else 'dealt'}")
        self.state = new

    @initialize(game=new_games())
    def start(self, game: hp.GameState) -> None:
        self.state = game

    @precondition(lambda self: self._finished())
    @rule(game=new_games())
    def start_another_game(self, game: hp.GameState) -> None:
        self.state = game

    @precondition(lambda self: self._can_deal())
    @rule(data=st.data())
    def deal(self, data: st.DataObject) -> None:
        self._advance(deal_next(data.draw, self.state))

    @precondition(lambda self: self.state.to_act is not None)
    @rule(data=st.data(), name_the_seat=st.booleans())
    def random_legal_action(self, data: st.DataObject, name_the_seat: bool) -> None:
        action = data.draw(st.sampled_from(self.state.legal_actions()))
        seat = self.state.to_act if name_the_seat else None
        self._advance(self.state.apply(action, seat=seat))

    @precondition(lambda self: self.state.to_act is not None)
    @rule()
    def bot_action(self) -> None:
        self._advance(self.state.apply(self.bot.choose(self.state)))

    @rule(action=actions(), seat=st.none() | st.integers(min_value=0, max_value=3))
    def refused_action(self, action: hp.Action, seat: int | None) -> None:
        state = self.state
        snapshot, hashed = pickle.dumps(state), hash(state)
        allowed = action in state.legal_actions() and seat in (None, state.to_act)
        if allowed:
            check_invariants(state.apply(action, seat=seat))
        else:
            with pytest.raises(hp.IllegalActionError) as refused:
                state.apply(action, seat=seat)
            assert refused.value.action == action
            assert refused.value.seat == (state.to_act if seat is None else seat)
            assert refused.value.phase is state.phase
        assert state == pickle.loads(snapshot) and hash(state) == hashed
        assert self.state is state

    @rule(target=kept)
    def keep(self) -> Kept:
        return self.state, pickle.dumps(self.state), hash(self.state)

    @rule(old=kept, resume=st.booleans())
    def revisit(self, old: Kept, resume: bool) -> None:
        state, snapshot, hashed = old
        assert state == pickle.loads(snapshot)
        assert hash(state) == hashed
        check_invariants(state)
        if resume:
            self.state = state

    @invariant()
    def invariants_hold(self) -> None:
        check_invariants(self.state)


GameMachine.TestCase.settings = scaled(0.5, stateful_step_count=80)
TestGameMachine = GameMachine.TestCase


@pytest.mark.parametrize(
    ("rule", "broken"),
    [
        ("trick_winner", lambda trick, trump: len(trick) - 1),
        ("score_change", lambda *args, **options: (0, 0)),
    ],
)
def test_the_checker_judges_by_the_reference_engine(
    monkeypatch: pytest.MonkeyPatch, rule: str, broken: object
) -> None:
    """``check_invariants`` keeps no rules of its own: with the reference
    engine's trick winner or scoring broken, a correct hand fails it.  In
    the sweep the maker's side wins every trick on the lead, not on the
    last card, and scores 6, not 0.  With the reference whole, it passes."""
    state = swept_hand()
    with monkeypatch.context() as patched:
        patched.setattr(reference_engine, rule, broken)
        with pytest.raises(AssertionError):
            check_invariants(state)
    check_invariants(state)

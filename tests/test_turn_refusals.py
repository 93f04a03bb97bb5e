"""Refusals of an action out of turn when only the turn keeps it out, and
the argument checks of :func:`~hasenpfeffer._engine.refusals.explain_wrong_seat`.

With ``lone_hands`` and ``lone_defender`` on, once the maker has gone alone
each defender in turn, starting on the maker's left, may go alone as well
(docs/rules.rst, "Going alone"): the second defender may not decide before
its turn, and the message says only whose turn it is.
"""

from __future__ import annotations

import pytest

import hasenpfeffer as hp
from hasenpfeffer._engine.refusals import explain_wrong_seat
from tests.helpers import exactly, in_auction

LONE_DEFENDER = hp.Rules(lone_hands=True, lone_defender=True)


def after_lone_maker() -> hp.GameState:
    """Seat 1 (dealer 0) bids 6, names hearts, discards and goes alone."""
    state = in_auction(LONE_DEFENDER, hp.Bid(6)).name_trump("H")
    state = state.apply(state.legal_actions()[0])
    assert (state.phase, state.to_act) == (hp.Phase.ALONE, 1)
    return state.go_alone()


def test_the_second_defender_waits_for_the_first() -> None:
    state = after_lone_maker()
    assert (state.to_act, state.lone_players) == (2, (1,))
    with pytest.raises(
        hp.IllegalActionError, match=exactly("it is seat 2's turn, not seat 0's")
    ):
        state.apply(hp.GoAlone(), seat=0)
    # Once seat 2 has decided, seat 0 may go alone.
    assert state.pass_().go_alone().lone_players == (1, 0)


@pytest.mark.parametrize("to_act", [0, 3, None])
def test_to_act_must_be_the_seat_to_act(to_act: int | None) -> None:
    state = after_lone_maker()
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(f"to_act must be the seat to act in state, 2, not {to_act}"),
    ):
        explain_wrong_seat(state, hp.GoAlone(), 0, to_act)

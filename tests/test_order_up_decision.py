"""The bots' Euchre decision before the play is asked only of a Euchre view
in the auction or the dealer's discard, at the view's seat's turn; any other
view is refused with a ``ValueError``."""

from __future__ import annotations

import pytest

import hasenpfeffer as hp
from hasenpfeffer.bots._order_up import order_up_decision
from tests.euchre_games import dealt
from tests.helpers import exactly

NOT_A_DECISION = exactly("not a decision of Euchre before the play")


def in_play() -> hp.GameState:
    """``DEAL`` with seat 1 ordering up hearts and seat 0 discarding the 9H,
    then everyone playing with a partner: seat 1 leads."""
    state = dealt().name_trump("H").discard("9H")
    while state.phase is hp.Phase.ALONE:
        state = state.pass_()
    assert state.phase is hp.Phase.PLAY
    return state


@pytest.mark.parametrize(
    "view",
    [
        pytest.param(hp.new_game(seed=1, dealer=0).deal().view(1), id="hasenpfeffer"),
        pytest.param(dealt().view(2), id="not-its-turn"),
        pytest.param(in_play().view(1), id="the-play"),
    ],
)
def test_other_views_are_refused(view: hp.PlayerView) -> None:
    with pytest.raises(ValueError, match=NOT_A_DECISION):
        order_up_decision(view)


def test_the_seat_to_call_gets_a_legal_call_and_a_reason() -> None:
    view = dealt().view(1)
    action, reason = order_up_decision(view)
    assert action in view.legal_actions()
    assert reason

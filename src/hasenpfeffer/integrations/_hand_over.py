"""Whether a player's view shows a hand already scored, for the integrations.

Once a hand is scored (or thrown in) the view still shows its cards and
tricks until the next deal, while ``view.dealer`` already names the next
dealer.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.integrations._hand_over import hand_is_over
>>> state = hp.new_game(seed=1, dealer=0).deal()
>>> hand_is_over(state.view(0))
False
>>> hand_is_over(state.pass_().pass_().pass_().pass_().view(0))
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..views import PlayerView

__all__ = ["hand_is_over"]


def hand_is_over(view: PlayerView) -> bool:
    """Whether the view shows a hand that has been scored (or thrown in)."""
    results = view.hand_results
    return bool(results) and results[-1].hand_number == view.hand_number

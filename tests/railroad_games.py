"""A hand-made deal of Railroad Euchre for the tests of its search.

Seat 3 deals and the Joker is turned up (it proposes hearts)::

    seat 0: JH JD AH KH QH      seat 1: 9C TC JC QC KC
    seat 2: AD 9S TS JS QS      seat 3: AC 9D TD QD KD
    kitty:  Joker (the upcard), 9H TH KS AS
"""

from __future__ import annotations

import hasenpfeffer as hp

__all__ = ["HANDS", "KITTY", "RAILROAD", "dealt"]

RAILROAD = hp.Rules(game=hp.Game.RAILROAD_EUCHRE)
HANDS = [
    ["JH", "JD", "AH", "KH", "QH"],
    ["9C", "TC", "JC", "QC", "KC"],
    ["AD", "9S", "TS", "JS", "QS"],
    ["AC", "9D", "TD", "QD", "KD"],
]
KITTY = ["Joker", "9H", "TH", "KS", "AS"]


def dealt() -> hp.GameState:
    """The deal above, seat 0 to call first."""
    return hp.new_game(RAILROAD, seed=1, dealer=3).deal(hands=HANDS, kitty=KITTY)

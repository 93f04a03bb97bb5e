"""Hasenpfeffer: four players in two partnerships, 25 cards with the Joker
as the highest trump, six each and a widow of one, an auction of bids
(see :doc:`/rules`).

>>> SPEC.players, SPEC.hand_size, SPEC.aside
(4, 6, 'widow')
"""

from __future__ import annotations

from ..rules import Game
from ._spec import AuctionKind, GameSpec

SPEC = GameSpec(
    game=Game.HASENPFEFFER,
    players=4,
    hand_size=6,
    kitty_size=1,
    joker=True,
    auction=AuctionKind.BIDS,
    maker_alone=False,
    aside="widow",
    deal_key="hasenpfeffer",
)
"""The spec of Hasenpfeffer."""

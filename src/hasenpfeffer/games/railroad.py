"""Railroad Euchre: Euchre with the Joker as the highest trump (25 cards,
a kitty of five), defending alone and calling for a partner's best card
(see :doc:`/railroad`).

>>> SPEC.deck_size, SPEC.kitty_size, SPEC.joker
(25, 5, True)
"""

from __future__ import annotations

from ..rules import Game
from ._spec import AuctionKind, GameSpec

SPEC = GameSpec(
    game=Game.RAILROAD_EUCHRE,
    players=4,
    hand_size=5,
    kitty_size=5,
    joker=True,
    auction=AuctionKind.ORDER_UP,
    maker_alone=False,
    aside="kitty",
    deal_key="hasenpfeffer/railroad_euchre",
)
"""The spec of Railroad Euchre."""

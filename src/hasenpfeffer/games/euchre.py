"""Euchre: four players in two partnerships, 24 cards, five each and a
kitty of four with the upcard on top, the two-round order-up auction (see
:doc:`/euchre`).

>>> SPEC.players, SPEC.hand_size, SPEC.kitty_size, SPEC.upcard
(4, 5, 4, True)
"""

from __future__ import annotations

from .._options import AllPass
from ._game import Game
from ._spec import AuctionKind, GameSpec

SPEC = GameSpec(
    game=Game.EUCHRE,
    players=4,
    hand_size=5,
    kitty_size=4,
    joker=False,
    auction=AuctionKind.ORDER_UP,
    maker_alone=False,
    aside="kitty",
    deal_key="hasenpfeffer/euchre",
    summary="stick the dealer, the maker may go alone, first to 10",
    option_defaults={
        "all_pass": AllPass.STICK_THE_DEALER,
        "lone_hands": True,
        "lone_defender": False,
        "call_for_best": False,
    },
    own_options=frozenset({"lone_hands", "lone_defender"}),
)
"""The spec of Euchre."""

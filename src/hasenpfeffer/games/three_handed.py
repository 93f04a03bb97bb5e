"""Three-Handed Euchre: three players each for themselves, Euchre's deck
and auction, a kitty of nine under the upcard, and a maker who always
plays alone against the other two (see :doc:`/three_handed`).

>>> SPEC.players, SPEC.kitty_size, SPEC.maker_alone
(3, 9, True)
"""

from __future__ import annotations

from .._options import AllPass
from ._game import Game
from ._spec import AuctionKind, GameSpec

SPEC = GameSpec(
    game=Game.THREE_HANDED_EUCHRE,
    players=3,
    hand_size=5,
    kitty_size=9,
    joker=False,
    auction=AuctionKind.ORDER_UP,
    maker_alone=True,
    aside="kitty",
    deal_key="hasenpfeffer/three_handed_euchre",
    summary=(
        "stick the dealer, the maker always plays alone, a march scores 3, first to 10"
    ),
    option_defaults={
        "all_pass": AllPass.STICK_THE_DEALER,
        "lone_hands": True,  # the maker always plays alone
        "lone_defender": False,
        "call_for_best": False,
    },
    own_options=frozenset({"march_points"}),
)
"""The spec of Three-Handed Euchre."""

"""Hasenpfeffer: four players in two partnerships, 25 cards with the Joker
as the highest trump, six each and a widow of one, an auction of bids
(see :doc:`/rules`).

>>> SPEC.players, SPEC.hand_size, SPEC.aside
(4, 6, 'widow')
"""

from __future__ import annotations

from .._options import AllPass
from ._game import Game
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
    summary=(
        "the source page's, bids 1 to 6, a hand that everyone passes is "
        "thrown in, failed makers lose the tricks they took, nobody goes "
        "alone, first to 10"
    ),
    option_defaults={
        "all_pass": AllPass.REDEAL,
        "lone_hands": False,
        "lone_defender": False,
        "call_for_best": False,
    },
    own_options=frozenset(
        {
            "bidding",
            "failed_contract",
            "defenders_score_tricks",
            "opening_lead",
            "alone_multiplier",
            "lone_hands",
            "lone_defender",
            "widow",
        }
    ),
)
"""The spec of Hasenpfeffer."""

"""Bid Euchre: four players in two partnerships, Euchre's 24 cards all
dealt (six each, nothing aside), one round of bids of tricks or the moon,
and the maker naming a trump suit or no trump (see :doc:`/bid_euchre`).

>>> SPEC.players, SPEC.hand_size, SPEC.kitty_size, SPEC.moon
(4, 6, 0, True)
"""

from __future__ import annotations

from .._options import AllPass, OpeningLead
from ._game import Game
from ._spec import AuctionKind, GameSpec

SPEC = GameSpec(
    game=Game.BID_EUCHRE,
    players=4,
    hand_size=6,
    kitty_size=0,
    joker=False,
    auction=AuctionKind.BIDS,
    maker_alone=False,
    aside="kitty",
    deal_key="hasenpfeffer/bid_euchre",
    summary=(
        "every card dealt, one round of bids of 3 to 6 tricks or the moon "
        "(all six, alone), stick the dealer, the maker names trump or no "
        "trump and leads, first to 32"
    ),
    option_defaults={
        "all_pass": AllPass.STICK_THE_DEALER,
        "lone_hands": False,  # only the moon plays alone
        "lone_defender": False,
        "call_for_best": False,
        "opening_lead": OpeningLead.MAKER,
        "target_score": 32,
    },
    own_options=frozenset({"opening_lead", "call_for_best", "min_bid", "moon_points"}),
    moon=True,
)
"""The spec of Bid Euchre."""

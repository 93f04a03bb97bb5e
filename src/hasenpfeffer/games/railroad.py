"""Railroad Euchre: Euchre with the Joker as the highest trump (25 cards,
a kitty of five), defending alone and calling for a partner's best card
(see :doc:`/railroad`).

>>> SPEC.deck_size, SPEC.kitty_size, SPEC.joker
(25, 5, True)
"""

from __future__ import annotations

from .._options import AllPass
from ._game import Game
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
    summary=(
        "euchre with the Joker, a defender may go alone against a lone "
        "maker and a lone player may call for best"
    ),
    option_defaults={
        "all_pass": AllPass.STICK_THE_DEALER,
        "lone_hands": True,
        "lone_defender": True,
        "call_for_best": True,
    },
    own_options=frozenset(
        {"lone_hands", "lone_defender", "joker_upcard_suit", "call_for_best"}
    ),
)
"""The spec of Railroad Euchre."""

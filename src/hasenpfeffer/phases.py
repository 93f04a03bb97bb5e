"""The phases of a hand.

>>> import hasenpfeffer as hp
>>> [phase.name for phase in hp.Phase]
['DEAL', 'BIDDING', 'TRUMP', 'DISCARD', 'ALONE', 'PLAY', 'GAME_OVER']
"""

from __future__ import annotations

import enum

__all__ = ["Phase"]


class Phase(enum.Enum):
    """The stage of a hand, which decides what may happen next.

    >>> import hasenpfeffer as hp
    >>> game = hp.new_game(seed=1, dealer=0)
    >>> game.phase, game.deal().phase
    (Phase.DEAL, Phase.BIDDING)
    """

    DEAL = "deal"
    """Between hands, when the cards are to be dealt (nobody is to act)."""
    BIDDING = "bidding"
    """The auction, where players pass or bid in turn."""
    TRUMP = "trump"
    """The maker has taken the widow and names trump."""
    DISCARD = "discard"
    """A card is discarded face down, by the maker after taking the widow,
    by Euchre's dealer after picking up the upcard, or by a player who
    called for best (Railroad Euchre) for the card given."""
    ALONE = "alone"
    """With the ``lone_hands`` option, the maker (then perhaps a defender)
    says whether to go alone; in Railroad Euchre also whether to call for
    best, and the caller's partner gives a card."""
    PLAY = "play"
    """Six tricks are played."""
    GAME_OVER = "game_over"
    """A partnership has reached the target score (nobody is to act)."""

    def __repr__(self) -> str:
        return f"Phase.{self.name}"

    def __str__(self) -> str:
        return self.name

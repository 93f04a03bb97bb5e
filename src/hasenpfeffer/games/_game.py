"""Which game of the family is played: the :class:`Game` enum, one member
per game module of this package.

Users import it from :mod:`hasenpfeffer.rules` (or the package), which
publishes it as its own.

>>> Game.THREE_HANDED_EUCHRE.title
'Three-Handed Euchre'
"""

from __future__ import annotations

from .._options import OptionEnum

__all__ = ["Game"]


class Game(OptionEnum):
    """Which game of the Euchre family is played.

    >>> Rules().game, Rules(game=Game.EUCHRE).lone_hands
    (Game.HASENPFEFFER, True)
    """

    HASENPFEFFER = "hasenpfeffer"
    """Four players in two partnerships, 25 cards with the Joker as the
    highest trump, an auction of bids, the widow (the source page)."""
    EUCHRE = "euchre"
    """Four players in two partnerships, 24 cards, the upcard and the
    two-round order-up auction, five tricks."""
    THREE_HANDED_EUCHRE = "three_handed_euchre"
    """Three players, each playing for themselves, with Euchre's deck and
    auction; the maker always plays alone against the other two."""
    RAILROAD_EUCHRE = "railroad_euchre"
    """Euchre with the Joker as the highest trump (25 cards), defending
    alone, and a lone player calling for their partner's best card."""
    BID_EUCHRE = "bid_euchre"
    """Four players in two partnerships, 24 cards all dealt, one round of
    bids of tricks (or the moon, all six alone), trump or no trump named
    by the maker."""

    @property
    def title(self) -> str:
        """The game's name in words.

        >>> Game.RAILROAD_EUCHRE.title, Game.THREE_HANDED_EUCHRE.title
        ('Railroad Euchre', 'Three-Handed Euchre')
        """
        return _TITLES[self.value]


_TITLES = {
    "hasenpfeffer": "Hasenpfeffer",
    "euchre": "Euchre",
    "three_handed_euchre": "Three-Handed Euchre",
    "railroad_euchre": "Railroad Euchre",
    "bid_euchre": "Bid Euchre",
}
"""Each game's name in words, by the game's value."""

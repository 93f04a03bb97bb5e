"""The kinds of the rule options: the enums that :class:`~hasenpfeffer.rules.Rules`
takes, below the games so that each game's spec can name its own.

Users import them from :mod:`hasenpfeffer.rules` (or the package), which
publishes them as its own.

>>> Game.THREE_HANDED_EUCHRE.title, AllPass.STICK_THE_DEALER
('Three-Handed Euchre', AllPass.STICK_THE_DEALER)
"""

from __future__ import annotations

import enum

__all__ = [
    "AllPass",
    "Bidding",
    "FailedContract",
    "Game",
    "OpeningLead",
    "TieBreak",
    "Widow",
]


class _Option(enum.Enum):
    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"

    def __str__(self) -> str:
        return self.name


class Game(_Option):
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


class Bidding(_Option):
    """Which auction is held.

    >>> Rules(bidding=Bidding.PEPPER).bidding
    Bidding.PEPPER
    """

    STANDARD = "standard"
    """Pass, or bid one to six tricks (the source page's main form)."""
    PEPPER = "pepper"
    """Pass, or bid one to five, little pepper or big pepper (the source page's
    alternative form)."""


class AllPass(_Option):
    """What happens when nobody bids.

    >>> Rules().all_pass
    AllPass.REDEAL
    """

    REDEAL = "redeal"
    """The hand is thrown in unscored and the deal passes left."""
    STICK_THE_DEALER = "stick_the_dealer"
    """After three passes with no bid, the dealer may not pass."""
    JOKER_BIDS = "joker_bids"
    """When all four pass, the player holding the Joker must bid three; if
    the Joker is the widow, the hand is thrown in (gamerules.com and
    Denexa's rules of Hasenpfeffer)."""


class FailedContract(_Option):
    """What the makers lose when they take fewer tricks than they bid.

    >>> Rules(failed_contract=FailedContract.BID).failed_contract
    FailedContract.BID
    """

    TRICKS_WON = "tricks_won"
    """One point per trick they won, times the multiplier (the source page's text)."""
    BID = "bid"
    """One point per trick they bid, times the multiplier (Parlett's rule)."""


class OpeningLead(_Option):
    """Who leads the first trick of a hand.

    >>> Rules().opening_lead
    OpeningLead.DEALERS_LEFT
    """

    DEALERS_LEFT = "dealers_left"
    """The player to the dealer's left (the source page)."""
    MAKER = "maker"
    """The maker (as in Pepper)."""


class TieBreak(_Option):
    """Who wins when both partnerships reach the target on the same hand.

    >>> Rules().tie_break
    TieBreak.MAKERS_FIRST
    """

    MAKERS_FIRST = "makers_first"
    """The makers win."""
    HIGHER_SCORE = "higher_score"
    """The higher score wins; equal scores go to the makers."""


class Widow(_Option):
    """What becomes of Hasenpfeffer's widow, the card dealt aside.

    >>> Rules().widow, Rules(widow=Widow.UNUSED).widow
    (Widow.TAKEN, Widow.UNUSED)
    """

    TAKEN = "taken"
    """The maker picks up the widow, names trump and discards a card (the
    source page)."""
    UNUSED = "unused"
    """The widow stays face down out of play, seen by nobody, and the
    maker names trump and plays the six cards dealt (gamerules.com's page
    of Hasenpfeffer)."""

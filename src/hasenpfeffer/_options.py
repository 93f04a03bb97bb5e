"""The kinds of the rule options: the enums that :class:`~hasenpfeffer.rules.Rules`
takes, below the games so that each game's spec can name its own.

Users import them from :mod:`hasenpfeffer.rules` (or the package), which
publishes them as its own.

>>> AllPass.STICK_THE_DEALER, Widow.UNUSED
(AllPass.STICK_THE_DEALER, Widow.UNUSED)
"""

from __future__ import annotations

import enum

__all__ = [
    "AllPass",
    "Bidding",
    "FailedContract",
    "OpeningLead",
    "TieBreak",
    "Widow",
]


class OptionEnum(enum.Enum):
    """The base of the enums of options and of the game: shown by name."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"

    def __str__(self) -> str:
        return self.name


class Bidding(OptionEnum):
    """Which auction is held.

    >>> Rules(bidding=Bidding.PEPPER).bidding
    Bidding.PEPPER
    """

    STANDARD = "standard"
    """Pass, or bid one to six tricks (the source page's main form)."""
    PEPPER = "pepper"
    """Pass, or bid one to five, little pepper or big pepper (the source page's
    alternative form)."""


class AllPass(OptionEnum):
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


class FailedContract(OptionEnum):
    """What the makers lose when they take fewer tricks than they bid.

    >>> Rules(failed_contract=FailedContract.BID).failed_contract
    FailedContract.BID
    """

    TRICKS_WON = "tricks_won"
    """One point per trick they won, times the multiplier (the source page's text)."""
    BID = "bid"
    """One point per trick they bid, times the multiplier (Parlett's rule)."""


class OpeningLead(OptionEnum):
    """Who leads the first trick of a hand.

    >>> Rules().opening_lead
    OpeningLead.DEALERS_LEFT
    """

    DEALERS_LEFT = "dealers_left"
    """The player to the dealer's left (the source page)."""
    MAKER = "maker"
    """The maker (as in Pepper)."""


class TieBreak(OptionEnum):
    """Who wins when both partnerships reach the target on the same hand.

    >>> Rules().tie_break
    TieBreak.MAKERS_FIRST
    """

    MAKERS_FIRST = "makers_first"
    """The makers win."""
    HIGHER_SCORE = "higher_score"
    """The higher score wins; equal scores go to the makers."""


class Widow(OptionEnum):
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

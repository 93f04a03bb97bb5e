"""The rule options, each described once: the kind of its value, its range,
its usual default, the words naming the games that take it, and the flags
that set it from the command line.

:class:`~hasenpfeffer.rules.Rules` checks and fills its fields from this
table; the command line's flags, the server's form, the record's reader and
the OpenSpiel parameters are made from it.  Which games take an option, and
a game's own default where it has one, are the game's: its spec's
``own_options`` and ``option_defaults``.

>>> OPTIONS_BY_NAME["min_bid"].highest, OPTIONS_BY_NAME["all_pass"].default is None
(6, True)
>>> [switch.flag for switch in OPTIONS_BY_NAME["lone_hands"].switches]
['--lone-hands', '--no-lone-hands']
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from types import MappingProxyType

import attrs

from .._options import AllPass, Bidding, FailedContract, OpeningLead, TieBreak, Widow
from ..cards import Suit

__all__ = [
    "MAX_ALONE_MULTIPLIER",
    "MAX_TARGET_SCORE",
    "OPTIONS",
    "OPTIONS_BY_NAME",
    "Option",
    "Switch",
]

MAX_TARGET_SCORE = 1000
"""The highest ``target_score``, a hundred times the source page's 10: room
for any long game, and small enough that every score stays short."""
MAX_ALONE_MULTIPLIER = 10
"""The highest ``alone_multiplier``, five times Parlett's 2.  A lone maker
against a lone defender multiplies a hand by its square, so one hand can
move a score by at most 1,200 points."""


@attrs.frozen
class Switch:
    """A command-line flag without a value that sets an option to
    ``value`` (and any options it ``implies``)."""

    flag: str
    value: object
    help: str
    implies: Mapping[str, object] = attrs.field(factory=dict)


@attrs.frozen
class Option:
    """One rule option.

    Attributes:
        name: the field of :class:`~hasenpfeffer.rules.Rules`.
        kind: the type of its value: an enum, ``bool``, or ``int`` (a whole
            number from 1 to ``highest``).
        default: its default in a game whose spec names none, or ``None``
            when every game names its own.
        highest: the largest whole number it takes.
        owners: the words naming the games that take it, in a refusal;
            empty when every game takes it.
        quiet: whether the repr of rules names it only away from its
            default (an option added after a seeded bot's numbers were
            first drawn from the repr of a view).
        needs_lone_hands: why it is off without lone hands (empty when it
            is not): its game's default turns off with them.
        switches: the flags that set it to a value each.
        flag: the flag that takes its value, or empty.
        metavar: what ``--help`` calls the flag's value.
        help: what ``--help`` says of ``flag``.
    """

    name: str
    kind: type
    default: object = None
    highest: int = 0
    owners: str = ""
    quiet: bool = False
    needs_lone_hands: str = ""
    switches: tuple[Switch, ...] = ()
    flag: str = ""
    metavar: str = "N"
    help: str = ""

    @property
    def choices(self) -> tuple[enum.Enum, ...]:
        """The values of an enum option, in order (none for the others)."""
        if issubclass(self.kind, enum.Enum):
            return tuple(self.kind)
        return ()


_HASENPFEFFER_AUCTION = "Hasenpfeffer's auction and scoring"
_LONE_HANDS_GAMES = (
    "Hasenpfeffer, Euchre and Railroad Euchre (in Three-Handed Euchre the "
    "maker always plays alone, in Bid Euchre only the moon's maker)"
)

OPTIONS: tuple[Option, ...] = (
    Option(
        "bidding",
        Bidding,
        Bidding.STANDARD,
        owners=_HASENPFEFFER_AUCTION,
        switches=(
            Switch(
                "--pepper",
                Bidding.PEPPER,
                "pepper bidding: bids 1 to 5, little pepper and big pepper",
            ),
        ),
    ),
    Option(
        "all_pass",
        AllPass,
        switches=(
            Switch(
                "--stick-the-dealer",
                AllPass.STICK_THE_DEALER,
                "the dealer must bid or name trump when all the others pass "
                "(the Euchres' default)",
            ),
            Switch(
                "--redeal",
                AllPass.REDEAL,
                "when everyone passes, the hand is thrown in (Hasenpfeffer's default)",
            ),
            Switch(
                "--joker-bids",
                AllPass.JOKER_BIDS,
                "when everyone passes, the player holding the Joker must bid three",
            ),
        ),
    ),
    Option(
        "failed_contract",
        FailedContract,
        FailedContract.TRICKS_WON,
        owners=_HASENPFEFFER_AUCTION,
        switches=(
            Switch(
                "--lose-bid",
                FailedContract.BID,
                "makers who fail lose their bid, not their tricks",
            ),
        ),
    ),
    Option(
        "defenders_score_tricks",
        bool,
        False,
        owners=_HASENPFEFFER_AUCTION,
        switches=(
            Switch(
                "--defenders-score", True, "defenders score a point per trick they take"
            ),
        ),
    ),
    Option(
        "opening_lead",
        OpeningLead,
        OpeningLead.DEALERS_LEFT,
        owners="Hasenpfeffer and Bid Euchre",
        switches=(
            Switch(
                "--maker-leads",
                OpeningLead.MAKER,
                "the maker leads the first trick (Bid Euchre's default)",
            ),
            Switch(
                "--left-leads",
                OpeningLead.DEALERS_LEFT,
                "the dealer's left leads the first trick (Hasenpfeffer's default)",
            ),
        ),
    ),
    Option(
        "tie_break",
        TieBreak,
        TieBreak.MAKERS_FIRST,
        switches=(
            Switch(
                "--higher-score-wins",
                TieBreak.HIGHER_SCORE,
                "when both sides reach the target on one hand, the higher score wins",
            ),
        ),
    ),
    Option(
        "target_score",
        int,
        10,
        highest=MAX_TARGET_SCORE,
        flag="--target",
        help="the score that wins the game (default: 10; 32 in Bid Euchre)",
    ),
    Option(
        "lone_hands",
        bool,
        False,
        owners=_LONE_HANDS_GAMES,
        switches=(
            Switch(
                "--lone-hands",
                True,
                "the maker may go alone (the default in Euchre and Railroad Euchre)",
            ),
            Switch(
                "--no-lone-hands", False, "nobody goes alone (Hasenpfeffer's default)"
            ),
        ),
    ),
    Option(
        "lone_defender",
        bool,
        False,
        owners=_LONE_HANDS_GAMES,
        needs_lone_hands="a defender may go alone only against a lone maker",
        switches=(
            Switch(
                "--lone-defender",
                True,
                "a defender may go alone against a lone maker (implies "
                "--lone-hands; Railroad Euchre's default)",
                implies={"lone_hands": True},
            ),
            Switch(
                "--no-lone-defender",
                False,
                "no defender goes alone (the default but in Railroad Euchre)",
            ),
        ),
    ),
    Option(
        "alone_multiplier",
        int,
        2,
        highest=MAX_ALONE_MULTIPLIER,
        owners=_HASENPFEFFER_AUCTION,
        flag="--alone-multiplier",
        help="what a lone player multiplies (Hasenpfeffer; default: 2)",
    ),
    Option(
        "joker_upcard_suit",
        Suit,
        Suit.HEARTS,
        owners="Railroad Euchre",
        flag="--joker-upcard-suit",
        metavar="SUIT",
        help="the suit a Joker turned up proposes for trump: C, D, H or S "
        "(Railroad Euchre; default: H)",
    ),
    Option(
        "call_for_best",
        bool,
        False,
        owners="Railroad Euchre and of Bid Euchre's moon",
        needs_lone_hands="only a lone player calls for their partner's best card",
        switches=(
            Switch(
                "--call-for-best",
                True,
                "a lone player may call for their partner's best card (in Bid "
                "Euchre, the moon's maker; Railroad Euchre's default)",
            ),
            Switch(
                "--no-call-for-best",
                False,
                "a lone player may not call for their partner's best card "
                "(Railroad Euchre, where the default lets them)",
            ),
        ),
    ),
    Option(
        "march_points",
        int,
        3,
        highest=MAX_TARGET_SCORE,
        owners="Three-Handed Euchre",
        flag="--march-points",
        help="what a maker taking all five tricks scores (Three-Handed Euchre; "
        "default: 3)",
    ),
    Option(
        "widow",
        Widow,
        Widow.TAKEN,
        owners="Hasenpfeffer, the one game of the family that deals a widow",
        quiet=True,
        switches=(
            Switch(
                "--widow-unused",
                Widow.UNUSED,
                "the widow stays face down out of play: the maker neither picks "
                "it up nor discards",
            ),
        ),
    ),
    Option(
        "min_bid",
        int,
        3,
        highest=6,
        owners="Bid Euchre",
        quiet=True,
        flag="--min-bid",
        help="the lowest bid of tricks, 1 to 6 (Bid Euchre; default: 3; the moon "
        "is open whatever it is)",
    ),
    Option(
        "moon_points",
        int,
        12,
        highest=MAX_TARGET_SCORE,
        owners="Bid Euchre",
        quiet=True,
        flag="--moon-points",
        help="what the moon scores when made and loses when not (Bid Euchre; "
        "default: 12)",
    ),
)
"""Every option, in the order of the fields of
:class:`~hasenpfeffer.rules.Rules` (whose ``game`` is not an option)."""

OPTIONS_BY_NAME: Mapping[str, Option] = MappingProxyType(
    {option.name: option for option in OPTIONS}
)
"""Every option by its name."""

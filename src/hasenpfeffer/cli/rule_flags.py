"""The rule flags: one definition for every command that plays a game.

``demo``, ``play``, ``simulate`` and ``serve`` take the same flags, added to
a parser by :func:`add_rule_options` and read back as a
:class:`~hasenpfeffer.rules.Rules` by :func:`rules_from_options`.  Without
flags a game has its own rules (``Rules(game=...)``); a flag for an option
that the chosen game does not have, or two flags that contradict each
other, are refused in the words the person typed.

>>> import argparse
>>> parser = argparse.ArgumentParser()
>>> add_rule_options(parser)
>>> rules = rules_from_options(parser.parse_args(["--pepper", "--target", "5"]))
>>> rules.bidding, rules.target_score
(Bidding.PEPPER, 5)
>>> rules_from_options(parser.parse_args(["--game", "euchre", "--pepper"]))
Traceback (most recent call last):
...
hasenpfeffer.errors.InvalidValueError: --pepper does not apply to --game euchre; it is for --game hasenpfeffer
"""  # noqa: E501

from __future__ import annotations

import argparse
import enum
from collections.abc import Callable
from typing import Any

import attrs

from ..cards import Suit
from ..errors import InvalidValueError
from ..rules import (
    MAX_ALONE_MULTIPLIER,
    MAX_TARGET_SCORE,
    AllPass,
    Bidding,
    FailedContract,
    Game,
    OpeningLead,
    Rules,
    TieBreak,
    Widow,
    options_of,
)


@attrs.frozen
class _Switch:
    """A flag without a value that sets one or more rule options."""

    flag: str
    sets: dict[str, Any]
    help: str


@attrs.frozen
class _Valued:
    """A flag with a value, which sets one rule option to it."""

    flag: str
    option: str
    metavar: str
    read: Callable[[str], Any]
    help: str
    choices: tuple[str, ...] | None = None
    convert: Callable[[Any], Any] = attrs.field(default=lambda value: value)
    """What the option is set to, from what ``read`` gave."""


def _whole(highest: int) -> Callable[[str], int]:
    """A reader of a whole number from 1 to ``highest``, for argparse."""

    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = 0
        if not 1 <= value <= highest:
            raise argparse.ArgumentTypeError(
                f"expected a whole number from 1 to {highest}, not {text!r}"
            )
        return value

    return read


_SWITCHES = (
    _Switch(
        "--pepper",
        {"bidding": Bidding.PEPPER},
        "pepper bidding: bids 1 to 5, little pepper and big pepper",
    ),
    _Switch(
        "--stick-the-dealer",
        {"all_pass": AllPass.STICK_THE_DEALER},
        "the dealer must bid or name trump when all the others pass (the "
        "Euchres' default)",
    ),
    _Switch(
        "--redeal",
        {"all_pass": AllPass.REDEAL},
        "when everyone passes, the hand is thrown in (Hasenpfeffer's default)",
    ),
    _Switch(
        "--joker-bids",
        {"all_pass": AllPass.JOKER_BIDS},
        "when everyone passes, the player holding the Joker must bid three",
    ),
    _Switch(
        "--widow-unused",
        {"widow": Widow.UNUSED},
        "the widow stays face down out of play: the maker neither picks it "
        "up nor discards",
    ),
    _Switch(
        "--lose-bid",
        {"failed_contract": FailedContract.BID},
        "makers who fail lose their bid, not their tricks",
    ),
    _Switch(
        "--defenders-score",
        {"defenders_score_tricks": True},
        "defenders score a point per trick they take",
    ),
    _Switch(
        "--maker-leads",
        {"opening_lead": OpeningLead.MAKER},
        "the maker leads the first trick (Bid Euchre's default)",
    ),
    _Switch(
        "--left-leads",
        {"opening_lead": OpeningLead.DEALERS_LEFT},
        "the dealer's left leads the first trick (Hasenpfeffer's default)",
    ),
    _Switch(
        "--higher-score-wins",
        {"tie_break": TieBreak.HIGHER_SCORE},
        "when both sides reach the target on one hand, the higher score wins",
    ),
    _Switch(
        "--lone-hands",
        {"lone_hands": True},
        "the maker may go alone (the default in Euchre and Railroad Euchre)",
    ),
    _Switch(
        "--no-lone-hands",
        {"lone_hands": False},
        "nobody goes alone (Hasenpfeffer's default)",
    ),
    _Switch(
        "--lone-defender",
        {"lone_hands": True, "lone_defender": True},
        "a defender may go alone against a lone maker (implies --lone-hands; "
        "Railroad Euchre's default)",
    ),
    _Switch(
        "--no-lone-defender",
        {"lone_defender": False},
        "no defender goes alone (the default but in Railroad Euchre)",
    ),
    _Switch(
        "--call-for-best",
        {"call_for_best": True},
        "a lone player may call for their partner's best card (in Bid "
        "Euchre, the moon's maker; Railroad Euchre's default)",
    ),
    _Switch(
        "--no-call-for-best",
        {"call_for_best": False},
        "a lone player may not call for their partner's best card (Railroad "
        "Euchre, where the default lets them)",
    ),
)

_VALUED = (
    _Valued(
        "--target",
        "target_score",
        "N",
        _whole(MAX_TARGET_SCORE),
        "the score that wins the game (default: 10; 32 in Bid Euchre)",
    ),
    _Valued(
        "--alone-multiplier",
        "alone_multiplier",
        "N",
        _whole(MAX_ALONE_MULTIPLIER),
        "what a lone player multiplies (Hasenpfeffer; default: 2)",
    ),
    _Valued(
        "--joker-upcard-suit",
        "joker_upcard_suit",
        "SUIT",
        str,
        "the suit a Joker turned up proposes for trump: C, D, H or S "
        "(Railroad Euchre; default: H)",
        choices=tuple(suit.value for suit in Suit),
        convert=Suit,
    ),
    _Valued(
        "--march-points",
        "march_points",
        "N",
        _whole(MAX_TARGET_SCORE),
        "what a maker taking all five tricks scores (Three-Handed Euchre; default: 3)",
    ),
    _Valued(
        "--min-bid",
        "min_bid",
        "N",
        _whole(6),
        "the lowest bid of tricks, 1 to 6 (Bid Euchre; default: 3; the moon "
        "is open whatever it is)",
    ),
    _Valued(
        "--moon-points",
        "moon_points",
        "N",
        _whole(MAX_TARGET_SCORE),
        "what the moon scores when made and loses when not (Bid Euchre; default: 12)",
    ),
)

RULE_FLAGS: tuple[str, ...] = (
    "--game",
    *(switch.flag for switch in _SWITCHES),
    *(valued.flag for valued in _VALUED),
)
"""Every rule flag, in the order ``--help`` lists them."""

_TITLE = "rules of the game"
_DESCRIPTION = (
    "Without these flags each game is played by its own rules. hasenpfeffer "
    "(the default): the source page's, bids 1 to 6, a hand that everyone "
    "passes is thrown in, failed makers lose the tricks they took, nobody "
    "goes alone, first to 10. euchre: stick the dealer, the maker may go "
    "alone, first to 10. three_handed_euchre: stick the dealer, the maker "
    "always plays alone, a march scores 3, first to 10. railroad_euchre: "
    "euchre with the Joker, a defender may go alone against a lone maker "
    "and a lone player may call for best. bid_euchre: every card dealt, one "
    "round of bids of 3 to 6 tricks or the moon (all six, alone), stick the "
    "dealer, the maker names trump or no trump and leads, first to 32. Each "
    "game takes only the flags of its own options: the other games refuse "
    "Hasenpfeffer's auction and scoring flags (--pepper, --lose-bid, "
    "--defenders-score, --alone-multiplier), and only Hasenpfeffer and "
    "bid_euchre say who leads (--maker-leads, --left-leads)."
)


def add_rule_options(parser: argparse.ArgumentParser) -> None:
    """Add every rule flag to ``parser``, in a group of its own.

    >>> import argparse
    >>> parser = argparse.ArgumentParser()
    >>> add_rule_options(parser)
    >>> parser.parse_args(["--lone-defender"]).lone_defender
    True
    """
    group = parser.add_argument_group(_TITLE, _DESCRIPTION)
    default = Rules().game.value
    group.add_argument(
        "--game",
        choices=[game.value for game in Game],
        default=default,
        help=f"the game of the family (default: {default})",
    )
    for switch in _SWITCHES:
        group.add_argument(switch.flag, action="store_true", help=switch.help)
    for valued in _VALUED:
        group.add_argument(
            valued.flag,
            type=valued.read,
            choices=valued.choices,
            default=None,
            metavar=valued.metavar,
            help=valued.help,
        )


def rules_from_options(options: argparse.Namespace) -> Rules:
    """The :class:`~hasenpfeffer.rules.Rules` that the flags of
    :func:`add_rule_options` ask for.

    >>> import argparse
    >>> parser = argparse.ArgumentParser()
    >>> add_rule_options(parser)
    >>> rules_from_options(parser.parse_args([])) == Rules()
    True
    >>> rules_from_options(parser.parse_args(["--redeal", "--stick-the-dealer"]))
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: --stick-the-dealer and --redeal contradict each other

    Raises:
        InvalidValueError: a flag is for an option that the game does not
            have, or two flags contradict each other; the message names
            the flags.
    """  # noqa: E501
    game = Game(options.game)
    chosen: dict[str, Any] = {}
    by_flag: dict[str, str] = {}
    for typed, sets in _typed(options):
        _check_applies(typed, sets, game)
        for name, value in sets.items():
            if name in chosen and chosen[name] != value:
                raise InvalidValueError(
                    f"{by_flag[name]} and {typed} contradict each other"
                )
            chosen[name] = value
            by_flag[name] = typed
    return Rules(game=game, **chosen)


def _typed(options: argparse.Namespace) -> list[tuple[str, dict[str, Any]]]:
    """Each rule flag given in ``options`` (as a person would type it, with
    its value) and the options it sets, in the order of ``--help``."""
    typed = [
        (switch.flag, switch.sets)
        for switch in _SWITCHES
        if getattr(options, _dest(switch.flag))
    ]
    for valued in _VALUED:
        value = getattr(options, _dest(valued.flag))
        if value is not None:
            sets = {valued.option: valued.convert(value)}
            typed.append((f"{valued.flag} {value}", sets))
    return typed


def _dest(flag: str) -> str:
    """Where argparse keeps a flag's value."""
    return flag.removeprefix("--").replace("-", "_")


def _check_applies(typed: str, sets: dict[str, Any], game: Game) -> None:
    """Refuse the flag ``typed`` if ``game`` lacks an option it sets, or
    does not take the value it gives one (such as ``--joker-bids``)."""
    for name, value in sets.items():
        if name not in options_of(game):
            having = [other.value for other in Game if name in options_of(other)]
        elif isinstance(value, enum.Enum) and not _takes(game, name, value):
            having = [other.value for other in Game if _takes(other, name, value)]
        else:
            continue
        listed = ", ".join(having[:-1]) + " or " if len(having) > 1 else ""
        raise InvalidValueError(
            f"{typed} does not apply to --game {game.value}; it is for "
            f"--game {listed}{having[-1]}"
        )


def _takes(game: Game, name: str, value: enum.Enum) -> bool:
    """Whether ``game`` takes the option ``name`` at ``value``."""
    option: dict[str, Any] = {name: value}
    try:
        Rules(game=game, **option)
    except InvalidValueError:
        return False
    return True

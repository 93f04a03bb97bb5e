"""The rule options: one frozen :class:`Rules` value describes a variant.

``Rules()`` is the game of the source page's rules with the library's defaults where
they are silent.  Each option is a field; variants are data, not subclasses.

>>> import hasenpfeffer as hp
>>> rules = hp.Rules(bidding=hp.Bidding.PEPPER, defenders_score_tricks=True)
>>> rules.bidding, rules.target_score
(Bidding.PEPPER, 10)
>>> hp.Rules(target_score=0)
Traceback (most recent call last):
...
hasenpfeffer.errors.InvalidValueError: target_score must be a whole number from 1 to 1000, not 0
"""  # noqa: E501

from __future__ import annotations

import functools
from typing import Any

import attrs

from ._checks import check_bool, check_whole
from ._options import AllPass, Bidding, FailedContract, OpeningLead, TieBreak, Widow
from ._public import published
from .cards import Suit
from .errors import InvalidValueError, shown
from .games import (
    DEFAULT_GAME,
    GAME_DEPENDENT,
    OPTION_OWNERS,
    OPTIONS,
    OPTIONS_BY_NAME,
    SPECS,
    Game,
    Option,
)

__all__ = [
    "AllPass",
    "Bidding",
    "FailedContract",
    "Game",
    "OpeningLead",
    "Rules",
    "TieBreak",
    "Widow",
]


class _GameDefault:
    """The default of an option whose default depends on the game."""

    def __repr__(self) -> str:
        return "GAME_DEFAULT"


_GAME_DEFAULT: Any = _GameDefault()


@functools.cache
def options_of(game: Game) -> tuple[str, ...]:
    """The options that ``game`` takes, in field order (the others stay at
    their defaults).

    >>> options_of(Game.EUCHRE)
    ('all_pass', 'tie_break', 'target_score', 'lone_hands', 'lone_defender')
    """
    return tuple(
        option.name
        for option in OPTIONS
        if game in OPTION_OWNERS.get(option.name, (frozenset(Game), ""))[0]
    )


def _check_value(option: Option, value: Any) -> None:
    """Refuse ``value`` unless it is a value of ``option``."""
    if option.kind is int:
        check_whole(value, option.name, 1, option.highest)
    elif option.kind is bool:
        check_bool(value, option.name)
    elif not isinstance(value, option.kind):
        choices = ", ".join(
            f"{option.kind.__name__}.{member.name}" for member in option.choices
        )
        raise InvalidValueError(
            f"{option.name} must be one of {choices}, not {shown(value)}"
        )


def _field(name: str) -> Any:
    """The field of the option ``name``, checked and defaulted as the table
    of the options says (to the game's own default where it has one)."""
    option = OPTIONS_BY_NAME[name]

    def check(instance: Rules, attribute: attrs.Attribute[Any], value: Any) -> None:
        if value is not _GAME_DEFAULT:
            _check_value(option, value)

    default = _GAME_DEFAULT if name in GAME_DEPENDENT else option.default
    return attrs.field(default=default, validator=check)


def _check_game(instance: Rules, attribute: attrs.Attribute[Any], value: Any) -> None:
    if not isinstance(value, Game):
        choices = ", ".join(f"Game.{member.name}" for member in Game)
        raise InvalidValueError(f"game must be one of {choices}, not {shown(value)}")


@attrs.frozen
class Rules:
    """The options of the game; the defaults are the source page's rules.

    Attributes:
        bidding: the auction form (``STANDARD`` bids 1 to 6, ``PEPPER`` bids
            1 to 5, little pepper and big pepper).
        all_pass: when all four pass: ``REDEAL`` throws the hand in,
            ``STICK_THE_DEALER`` makes the dealer bid, ``JOKER_BIDS`` makes
            the Joker's holder bid three (in Hasenpfeffer).
        failed_contract: makers who fail lose their tricks won
            (``TRICKS_WON``) or their bid (``BID``), times the multiplier.
        defenders_score_tricks: whether the defenders score a point per trick.
        opening_lead: who leads first: ``DEALERS_LEFT`` or the ``MAKER``.
        tie_break: who wins when both sides reach the target on one hand.
        target_score: the score that wins the game.
        lone_hands: whether the maker may go alone after discarding (the
            partner then sits out the hand).
        lone_defender: whether, against a lone maker, a defender may go
            alone too (needs ``lone_hands``).
        alone_multiplier: what a lone player multiplies: a lone maker's
            score change, and a lone defender's trick points and the
            makers' loss when they fail.
        game: the game of the family (:class:`Game`).  ``all_pass``,
            ``lone_hands``, ``lone_defender`` and ``call_for_best`` default
            to the game's own choice (redeal and no lone hands in
            Hasenpfeffer; stick the dealer and lone hands in the Euchres;
            defending alone and calling for best in Railroad Euchre).
            ``bidding``, ``failed_contract``, ``defenders_score_tricks``,
            ``alone_multiplier`` and ``widow`` belong to Hasenpfeffer,
            ``opening_lead`` to Hasenpfeffer and Bid Euchre,
            ``joker_upcard_suit`` to Railroad Euchre, ``call_for_best`` to
            Railroad and Bid Euchre, ``march_points`` to Three-Handed
            Euchre, ``min_bid`` and ``moon_points`` to Bid Euchre,
            ``lone_hands`` and ``lone_defender`` to Hasenpfeffer, Euchre
            and Railroad Euchre (in Three-Handed Euchre the maker always
            plays alone, in Bid Euchre only the moon's maker): another
            game refuses any value but their default.
        joker_upcard_suit: in Railroad Euchre, the suit that a Joker turned
            up as the upcard proposes for trump.
        call_for_best: in Railroad Euchre, whether a lone player may call
            for their partner's best card, giving up one of their own.
        march_points: in Three-Handed Euchre, what the maker scores for
            taking all five tricks.
        widow: in Hasenpfeffer, whether the maker picks up the widow and
            discards (``TAKEN``) or the widow stays out of play, unseen
            (``UNUSED``).
        min_bid: in Bid Euchre, the lowest bid of tricks (3 by default;
            the moon is open whatever it is).
        moon_points: in Bid Euchre, what the moon scores when made, and
            loses when not.

    >>> Rules()
    Rules(bidding=Bidding.STANDARD, all_pass=AllPass.REDEAL, failed_contract=FailedContract.TRICKS_WON, defenders_score_tricks=False, opening_lead=OpeningLead.DEALERS_LEFT, tie_break=TieBreak.MAKERS_FIRST, target_score=10, lone_hands=False, lone_defender=False, alone_multiplier=2, game=Game.HASENPFEFFER, joker_upcard_suit=Suit.HEARTS, call_for_best=False, march_points=3)

    ``widow`` is named in the repr only away from its default, so that the
    repr of the rules of every other game and option reads as it did
    before the option (a seeded bot draws its numbers from a view's repr):

    >>> Rules(widow=Widow.UNUSED)
    Rules(bidding=Bidding.STANDARD, all_pass=AllPass.REDEAL, failed_contract=FailedContract.TRICKS_WON, defenders_score_tricks=False, opening_lead=OpeningLead.DEALERS_LEFT, tie_break=TieBreak.MAKERS_FIRST, target_score=10, lone_hands=False, lone_defender=False, alone_multiplier=2, game=Game.HASENPFEFFER, joker_upcard_suit=Suit.HEARTS, call_for_best=False, march_points=3, widow=Widow.UNUSED)
    """  # noqa: E501

    bidding: Bidding = _field("bidding")
    all_pass: AllPass = _field("all_pass")
    failed_contract: FailedContract = _field("failed_contract")
    defenders_score_tricks: bool = _field("defenders_score_tricks")
    opening_lead: OpeningLead = _field("opening_lead")
    tie_break: TieBreak = _field("tie_break")
    target_score: int = _field("target_score")
    lone_hands: bool = _field("lone_hands")
    lone_defender: bool = _field("lone_defender")
    alone_multiplier: int = _field("alone_multiplier")
    game: Game = attrs.field(default=DEFAULT_GAME, validator=_check_game)
    joker_upcard_suit: Suit = _field("joker_upcard_suit")
    call_for_best: bool = _field("call_for_best")
    march_points: int = _field("march_points")
    widow: Widow = _field("widow")
    min_bid: int = _field("min_bid")
    moon_points: int = _field("moon_points")

    def __repr__(self) -> str:
        shown_fields = (
            f"{field.name}={getattr(self, field.name)!r}"
            for field in attrs.fields(Rules)
            if _QUIET.get(field.name, _NOTHING) != getattr(self, field.name)
        )
        return f"Rules({', '.join(shown_fields)})"

    def __attrs_post_init__(self) -> None:
        spec = SPECS[self.game]
        defaults = _OPTION_DEFAULTS[self.game]
        for name in _GAME_DEPENDENT_IN_ORDER:
            if getattr(self, name) is _GAME_DEFAULT:
                default = defaults[name]
                # Without lone hands nobody goes alone, to defend or to call.
                if name in _NEED_LONE_HANDS and not self.lone_hands:
                    default = False
                object.__setattr__(self, name, default)
        for name, (games, owner) in OPTION_OWNERS.items():
            if self.game not in games:
                value = getattr(self, name)
                default = defaults[name]
                if value != default or value.__class__ is not default.__class__:
                    raise InvalidValueError(
                        f"{name} does not apply to {self.game!r}: it is an option "
                        f"of {owner}"
                    )
        if not self.lone_hands and not spec.moon:
            # The moon's maker plays alone without lone hands: it may call.
            for name, reason in _NEED_LONE_HANDS.items():
                if getattr(self, name):
                    raise InvalidValueError(f"{name} needs lone_hands: {reason}")
        if self.all_pass is AllPass.JOKER_BIDS and not (spec.joker and spec.contracts):
            raise InvalidValueError(
                f"all_pass=AllPass.JOKER_BIDS does not apply to {self.game!r}: "
                "the Joker's holder is made to bid only in a game with the "
                "Joker and an auction of bids"
            )


_NEED_LONE_HANDS = {
    option.name: option.needs_lone_hands
    for option in OPTIONS
    if option.needs_lone_hands
}
"""The options about going alone, which default to off without lone hands,
and why they need them."""

_GAME_DEPENDENT_IN_ORDER = tuple(
    option.name for option in OPTIONS if option.name in GAME_DEPENDENT
)
"""The options whose default depends on the game, in field order: whether
lone hands are on is settled before the options that need them."""

_NOTHING = object()
_QUIET: dict[str, Any] = {
    option.name: option.default for option in OPTIONS if option.quiet
}
"""The options that the repr names only away from these defaults, so that
the repr of the rules of every other game and option reads as it did
before the option (a seeded bot draws its numbers from a view's repr)."""


def _option_defaults(game: Game) -> dict[str, Any]:
    """Each option's default in ``game``: its game's own, or the table's."""
    return {
        option.name: SPECS[game].option_defaults.get(option.name, option.default)
        for option in OPTIONS
    }


_OPTION_DEFAULTS = {game: _option_defaults(game) for game in Game}
"""Each game's default of every option."""

published(
    __name__, AllPass, Bidding, FailedContract, Game, OpeningLead, TieBreak, Widow
)

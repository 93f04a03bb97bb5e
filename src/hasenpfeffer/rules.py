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

import enum
import functools
from typing import Any

import attrs

from ._checks import check_bool, check_whole
from ._options import (
    AllPass,
    Bidding,
    FailedContract,
    Game,
    OpeningLead,
    TieBreak,
    Widow,
)
from ._public import published
from .cards import Suit
from .errors import InvalidValueError, shown
from .games import DEFAULT_GAME, OPTION_OWNERS, SPECS

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


def _enum_field(kind: type[enum.Enum], default: enum.Enum) -> Any:
    def check(instance: Rules, attribute: attrs.Attribute[Any], value: Any) -> None:
        if not isinstance(value, kind):
            choices = ", ".join(f"{kind.__name__}.{member.name}" for member in kind)
            raise InvalidValueError(
                f"{attribute.name} must be one of {choices}, not {shown(value)}"
            )

    return attrs.field(default=default, validator=check)


def _check_bool(instance: Rules, attribute: attrs.Attribute[Any], value: Any) -> None:
    check_bool(value, attribute.name)


class _GameDefault:
    """The default of an option whose default depends on the game."""

    def __repr__(self) -> str:
        return "GAME_DEFAULT"


_GAME_DEFAULT: Any = _GameDefault()

_NEED_LONE_HANDS = {
    "lone_defender": "a defender may go alone only against a lone maker",
    "call_for_best": "only a lone player calls for their partner's best card",
}
"""The options about going alone, which default to off without lone hands,
and why they need them."""


@functools.cache
def options_of(game: Game) -> tuple[str, ...]:
    """The options that ``game`` takes, in field order (the others stay at
    their defaults).

    >>> options_of(Game.EUCHRE)
    ('all_pass', 'tie_break', 'target_score', 'lone_hands', 'lone_defender')
    """
    return tuple(
        field.name
        for field in attrs.fields(Rules)
        if field.name != "game"
        and game in OPTION_OWNERS.get(field.name, (frozenset(Game), ""))[0]
    )


def _option_field(kind: type[enum.Enum] | type[bool] | type[int]) -> Any:
    """An option whose default depends on the game (a whole number is a
    target score, from 1 to ``MAX_TARGET_SCORE``)."""

    def check(instance: Rules, attribute: attrs.Attribute[Any], value: Any) -> None:
        if value is _GAME_DEFAULT:
            return
        if kind is int:
            check_whole(value, attribute.name, 1, MAX_TARGET_SCORE)
        elif kind is bool:
            check_bool(value, attribute.name)
        elif not isinstance(value, kind):
            assert issubclass(kind, enum.Enum)
            choices = ", ".join(f"{kind.__name__}.{member.name}" for member in kind)
            raise InvalidValueError(
                f"{attribute.name} must be one of {choices}, not {shown(value)}"
            )

    return attrs.field(default=_GAME_DEFAULT, validator=check)


MAX_TARGET_SCORE = 1000
"""The highest ``target_score``, a hundred times the source page's 10: room
for any long game, and small enough that every score stays short."""
MAX_ALONE_MULTIPLIER = 10
"""The highest ``alone_multiplier``, five times Parlett's 2.  A lone maker
against a lone defender multiplies a hand by its square, so one hand can
move a score by at most 1,200 points."""


def _whole_field(default: int, highest: int) -> Any:
    def check(instance: Rules, attribute: attrs.Attribute[Any], value: Any) -> None:
        check_whole(value, attribute.name, 1, highest)

    return attrs.field(default=default, validator=check)


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

    bidding: Bidding = _enum_field(Bidding, Bidding.STANDARD)
    all_pass: AllPass = _option_field(AllPass)
    failed_contract: FailedContract = _enum_field(
        FailedContract, FailedContract.TRICKS_WON
    )
    defenders_score_tricks: bool = attrs.field(default=False, validator=_check_bool)
    opening_lead: OpeningLead = _option_field(OpeningLead)
    tie_break: TieBreak = _enum_field(TieBreak, TieBreak.MAKERS_FIRST)
    target_score: int = _option_field(int)
    lone_hands: bool = _option_field(bool)
    lone_defender: bool = _option_field(bool)
    alone_multiplier: int = _whole_field(2, MAX_ALONE_MULTIPLIER)
    game: Game = _enum_field(Game, DEFAULT_GAME)
    joker_upcard_suit: Suit = _enum_field(Suit, Suit.HEARTS)
    call_for_best: bool = _option_field(bool)
    march_points: int = _whole_field(3, MAX_TARGET_SCORE)
    widow: Widow = _enum_field(Widow, Widow.TAKEN)
    min_bid: int = _whole_field(3, 6)
    moon_points: int = _whole_field(12, MAX_TARGET_SCORE)

    def __repr__(self) -> str:
        shown_fields = (
            f"{field.name}={getattr(self, field.name)!r}"
            for field in attrs.fields(Rules)
            if _HIDDEN_AT.get(field.name, _NOTHING) != getattr(self, field.name)
        )
        return f"Rules({', '.join(shown_fields)})"

    def __attrs_post_init__(self) -> None:
        for name, default in SPECS[self.game].option_defaults.items():
            if getattr(self, name) is _GAME_DEFAULT:
                # Without lone hands nobody goes alone, to defend or to call.
                if name in _NEED_LONE_HANDS and not self.lone_hands:
                    default = False
                object.__setattr__(self, name, default)
        for name, default in _USUAL_DEFAULTS.items():
            if getattr(self, name) is _GAME_DEFAULT:
                object.__setattr__(self, name, default)
        defaults = _OPTION_DEFAULTS[self.game]
        for name, (games, owner) in OPTION_OWNERS.items():
            if self.game not in games:
                value = getattr(self, name)
                default = defaults[name]
                if value != default or value.__class__ is not default.__class__:
                    raise InvalidValueError(
                        f"{name} does not apply to {self.game!r}: it is an option "
                        f"of {owner}"
                    )
        if not self.lone_hands and not SPECS[self.game].moon:
            # The moon's maker plays alone without lone hands: it may call.
            for name, reason in _NEED_LONE_HANDS.items():
                if getattr(self, name):
                    raise InvalidValueError(f"{name} needs lone_hands: {reason}")
        spec = SPECS[self.game]
        if self.all_pass is AllPass.JOKER_BIDS and not (spec.joker and spec.contracts):
            raise InvalidValueError(
                f"all_pass=AllPass.JOKER_BIDS does not apply to {self.game!r}: "
                "the Joker's holder is made to bid only in a game with the "
                "Joker and an auction of bids"
            )


_USUAL_DEFAULTS: dict[str, Any] = {
    "opening_lead": OpeningLead.DEALERS_LEFT,
    "target_score": 10,
}
"""The defaults of the options whose default depends on the game, for
the games whose spec does not name their own (Bid Euchre's maker leads,
and its game is to 32)."""

_NOTHING = object()
_HIDDEN_AT: dict[str, Any] = {"widow": Widow.TAKEN, "min_bid": 3, "moon_points": 12}
"""The options that the repr names only away from these defaults, so that
the repr of the rules of every other game and option reads as it did
before the option (a seeded bot draws its numbers from a view's repr)."""


def _option_defaults(game: Game) -> dict[str, Any]:
    """Each option's default in ``game``."""
    defaults: dict[str, Any] = {
        field.name: field.default
        for field in attrs.fields(Rules)
        if field.default is not _GAME_DEFAULT
    }
    return {**defaults, **_USUAL_DEFAULTS, **SPECS[game].option_defaults}


_OPTION_DEFAULTS = {game: _option_defaults(game) for game in Game}
"""Each game's default of every option."""

published(
    __name__, AllPass, Bidding, FailedContract, Game, OpeningLead, TieBreak, Widow
)

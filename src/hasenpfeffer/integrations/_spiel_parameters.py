"""The OpenSpiel game's parameters, and the rules and settings they describe.

OpenSpiel passes a game its parameters as a mapping of names to booleans,
numbers and text; this module checks them and turns them into the
:class:`~hasenpfeffer.rules.Rules` played and the few settings of the game
itself (the first dealer, playing to the target, zero-sum returns).

>>> from hasenpfeffer.integrations._spiel_parameters import settings_from
>>> settings = settings_from({**DEFAULT_PARAMETERS, "dealer": 2})
>>> settings.dealer, settings.rules.game, settings.max_hands
(2, Game.HASENPFEFFER, 100)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from .._checks import check_bool, check_whole
from ..errors import HasenpfefferError, InvalidValueError, shown
from ..games import GAME_DEPENDENT, OPTIONS, OPTIONS_BY_NAME, Option
from ..rules import Game, Rules
from ._game_shape import GAMES, game_shape
from ._spiel_base import SpielError

__all__ = [
    "DEFAULT_PARAMETERS",
    "GAME_DEFAULT_AT",
    "GAME_DEFAULT_WHEN_FALSE",
    "GAME_NAME",
    "GAME_NAMES",
    "MAX_HANDS",
    "InvalidSpielParameterError",
    "Settings",
    "check_parameters",
    "left_to_game",
    "own_defaults",
    "parameter_value",
    "rules_from_parameters",
    "settings_from",
]

GAME_NAME = "python_hasenpfeffer"
"""The short name the game is registered under."""

MAX_HANDS = 1_000_000
"""The largest ``max_hands``: a game of a million hands has at most about
50 million moves and 25 million chance nodes, which OpenSpiel's 32-bit
integers (its game length, its parameters) still hold."""

_RULES = Rules()
_GAME_DEFAULT = "game_default"
"""The value of an option that every game defaults itself (``all_pass``)
that leaves it to the game."""


def parameter_value(value: Any) -> Any:
    """An option's value as a parameter: an enum's value, or the value."""
    return getattr(value, "value", value)


DEFAULT_PARAMETERS: dict[str, Any] = {
    "game": _RULES.game.value,
    **{
        option.name: _GAME_DEFAULT
        if option.default is None
        else parameter_value(option.default)
        for option in OPTIONS
    },
    "dealer": 0,
    "play_to_target": False,
    "max_hands": 100,
    "zero_sum": False,
}
"""The game's parameters and their defaults (see
:data:`~hasenpfeffer.integrations.openspiel.DEFAULT_PARAMETERS`): each
option of the table at its usual default."""

GAME_DEFAULT_AT: dict[str, Any] = {
    option.name: parameter_value(option.default)
    for option in OPTIONS
    if option.name in GAME_DEPENDENT and option.default is not None
}
"""The options whose parameter, left at this value (its default), takes
the game's default: the options whose default depends on the game, at
their usual default (``False`` for the options about going alone; the
dealer's left leading and a game to 10, which Bid Euchre sets otherwise)."""

GAME_DEFAULT_WHEN_FALSE = tuple(
    name for name, value in GAME_DEFAULT_AT.items() if value is False
)
"""The options whose parameter, left ``False``, takes the game's default."""


def left_to_game(name: str, value: Any) -> bool:
    """Whether the parameter ``name`` at ``value`` is left to the game
    (see :data:`GAME_DEFAULT_AT`): the same value, of the same type (so
    that ``1`` is not ``True``)."""
    left = GAME_DEFAULT_AT[name]
    return type(value) is type(left) and value == left


GAME_NAMES: dict[Game, str] = {
    game: GAME_NAME if game is _RULES.game else f"{GAME_NAME}_{game.value}"
    for game in GAMES
}
"""The name each game is registered under (see
:data:`~hasenpfeffer.integrations.openspiel.GAME_NAMES`)."""


def own_defaults(game: Game) -> dict[str, Any]:
    """The parameters of ``game``'s own registration, with its defaults."""
    if game is _RULES.game:
        return DEFAULT_PARAMETERS
    rules = Rules(game=game)
    return {
        **DEFAULT_PARAMETERS,
        "game": game.value,
        **{
            name: parameter_value(getattr(rules, name))
            for name in sorted(GAME_DEPENDENT)
        },
    }


class InvalidSpielParameterError(InvalidValueError, SpielError):
    """A game parameter that is not valid, raised when the game is loaded:
    both OpenSpiel's ``pyspiel.SpielError`` and the library's
    :class:`~hasenpfeffer.errors.InvalidValueError`.  The message names the
    parameter.

    >>> from hasenpfeffer.integrations.openspiel import load_game
    >>> load_game(target_score=2**31)
    Traceback (most recent call last):
    ...
    hasenpfeffer.integrations.openspiel.InvalidSpielParameterError: python_hasenpfeffer: target_score must be a whole number from 1 to 1000, not 2147483648
    """  # noqa: E501


def check_parameters(parameters: object, name: str) -> None:
    """Refuse anything but a mapping of names to values OpenSpiel holds."""
    if not isinstance(parameters, Mapping):
        raise InvalidSpielParameterError(
            f"{name} must be a mapping of parameter names to values, "
            f"not {shown(parameters)}"
        )
    for key, value in parameters.items():
        if not isinstance(key, str):
            raise InvalidSpielParameterError(
                f"a parameter's name is text, not {shown(key)}"
            )
        if not isinstance(value, (bool, int, float, str)):
            raise InvalidSpielParameterError(
                f"{shown(key)}: a parameter is a bool, a number or text, "
                f"not {shown(value)}"
            )


def rules_from_parameters(
    parameters: Mapping[str, Any], *, as_given: bool = False
) -> Rules:
    """The :class:`~hasenpfeffer.rules.Rules` that game parameters describe
    (missing ones take their defaults).

    >>> import hasenpfeffer as hp
    >>> from hasenpfeffer.integrations.openspiel import rules_from_parameters
    >>> rules = rules_from_parameters({"bidding": "pepper", "lone_hands": True})
    >>> rules.bidding, rules.all_pass, rules.lone_hands, rules.game
    (Bidding.PEPPER, AllPass.REDEAL, True, Game.HASENPFEFFER)
    >>> rules_from_parameters({"game": "euchre"}) == hp.Rules(game=hp.Game.EUCHRE)
    True

    ``game`` chooses the game; an option that does not apply to it is
    refused, as :class:`~hasenpfeffer.rules.Rules` refuses it.  With
    ``as_given`` (the parameters of a game's own registration, see
    :data:`GAME_NAMES`), ``lone_hands``, ``lone_defender`` and
    ``call_for_best`` that differ from the game's default are taken as
    they are; otherwise ``False`` leaves them to the game, and so do
    ``opening_lead=dealers_left`` and ``target_score=10`` (Bid Euchre's
    maker leads, and its game is to 32).  Either way an option left to
    the game follows ``lone_hands``: without lone hands nobody defends
    alone or calls for best.

    >>> bid = rules_from_parameters({"game": "bid_euchre", "min_bid": 1})
    >>> bid.opening_lead, bid.target_score, bid.min_bid, bid.moon_points
    (OpeningLead.MAKER, 32, 1, 12)

    Raises:
        InvalidValueError: a parameter is not a valid value of its option,
            or an option does not apply to the game.
    """
    check_parameters(parameters, "parameters")
    values = {**DEFAULT_PARAMETERS, **parameters}
    options: dict[str, Any] = {"game": _enum_value("game", Game, values["game"])}
    for option in OPTIONS:
        value = values[option.name]
        if option.default is None and value == _GAME_DEFAULT:
            continue
        if option.choices:
            options[option.name] = _enum_value(option.name, option.kind, value)
        else:
            options[option.name] = value
    game_defaults = Rules(game=options["game"])
    for name in GAME_DEFAULT_AT:
        # Left to the game: at the usual value, or with as_given the
        # game's own value (so that lone_hands=False turns the options
        # that need it off).
        if as_given:
            left = options[name] == getattr(game_defaults, name)
        else:
            left = left_to_game(name, values[name])
        if left:
            del options[name]
    return Rules(**options)


def _enum_value(name: str, kind: type[Any], value: Any) -> Any:
    """The member of ``kind`` whose value is the parameter ``value``."""
    try:
        return kind(value)
    except ValueError:
        choices = ", ".join(member.value for member in kind)
        if OPTIONS_BY_NAME.get(name, _NO_OPTION).default is None:
            choices = f"{_GAME_DEFAULT}, {choices}"
        raise InvalidValueError(
            f"{name} must be one of {choices}, not {shown(value)}"
        ) from None


_NO_OPTION = Option("game", Game)


@attrs.frozen
class Settings:
    """What a state needs to know of its game; immutable."""

    rules: Rules
    dealer: int
    play_to_target: bool
    max_hands: int
    zero_sum: bool

    def __deepcopy__(self, memo: dict[int, Any]) -> Settings:
        return self


def settings_from(values: Mapping[str, Any], as_given: bool = False) -> Settings:
    """The settings that the parameters ``values`` describe (``as_given``:
    see :func:`rules_from_parameters`).

    Raises:
        InvalidSpielParameterError: a parameter is not valid.
    """
    try:
        rules = rules_from_parameters(values, as_given=as_given)
        players = game_shape(rules.game).players
        return Settings(
            rules=rules,
            dealer=_whole(values, "dealer", 0, players - 1),
            play_to_target=_flag(values, "play_to_target"),
            max_hands=_whole(values, "max_hands", 1, MAX_HANDS),
            zero_sum=_flag(values, "zero_sum"),
        )
    except HasenpfefferError as error:
        raise InvalidSpielParameterError(f"{GAME_NAME}: {error}") from None


def _whole(values: Mapping[str, Any], name: str, low: int, high: int) -> int:
    return check_whole(values[name], name, low, high)


def _flag(values: Mapping[str, Any], name: str) -> bool:
    return check_bool(values[name], name)

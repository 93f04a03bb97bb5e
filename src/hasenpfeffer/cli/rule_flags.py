"""The rule flags: one definition for every command that plays a game.

The flags are made from the table of the options (each option's switches,
or the flag that takes its value), so an option brings its flags with it.
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

from .._words import listed
from ..errors import InvalidValueError
from ..games import OPTIONS, Option, spec_of
from ..rules import Game, Rules, options_of


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


def _valued(option: Option) -> _Valued:
    """The flag that sets ``option`` to the value typed after it."""
    if option.kind is int:
        return _Valued(
            option.flag,
            option.name,
            option.metavar,
            _whole(option.highest),
            option.help,
        )
    return _Valued(
        option.flag,
        option.name,
        option.metavar,
        str,
        option.help,
        choices=tuple(
            str(getattr(member, "value", member)) for member in option.choices
        ),
        convert=option.kind,
    )


_SWITCHES = tuple(
    _Switch(switch.flag, {**switch.implies, option.name: switch.value}, switch.help)
    for option in OPTIONS
    for switch in option.switches
)
_VALUED = tuple(_valued(option) for option in OPTIONS if option.flag)

RULE_FLAGS: tuple[str, ...] = (
    "--game",
    *(switch.flag for switch in _SWITCHES),
    *(valued.flag for valued in _VALUED),
)
"""Every rule flag, in the order ``--help`` lists them."""

_TITLE = "rules of the game"
_DESCRIPTION = " ".join(
    (
        "Without these flags each game is played by its own rules.",
        *(
            f"{game.value}{' (the default)' * (game is Rules().game)}: "
            f"{spec_of(game).summary}."
            for game in Game
        ),
        "Each game takes only the flags of its own options and refuses the others.",
    )
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
        raise InvalidValueError(
            f"{typed} does not apply to --game {game.value}; it is for "
            f"--game {listed(having, 'or')}"
        )


def _takes(game: Game, name: str, value: enum.Enum) -> bool:
    """Whether ``game`` takes the option ``name`` at ``value``."""
    option: dict[str, Any] = {name: value}
    try:
        Rules(game=game, **option)
    except InvalidValueError:
        return False
    return True

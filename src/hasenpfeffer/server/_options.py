"""The rule options of a new table, game by game, as the page's form
offers them and as the server takes them.

Everything here is read from :class:`~hasenpfeffer.rules.Rules`: which
options a game takes (:func:`~hasenpfeffer.rules.options_of`), the kind of
each, and its default in that game, so the form cannot fall out of step
with the rules.

>>> [option["name"] for option in game_options(Rules(game=Game.EUCHRE))]
['all_pass', 'tie_break', 'target_score', 'lone_hands', 'lone_defender']
>>> game_options(Rules(game=Game.EUCHRE))[3]
{'name': 'lone_hands', 'kind': 'yes_no', 'default': True}
"""

from __future__ import annotations

import enum
from typing import Any

from ..errors import InvalidValueError
from ..records._json import RULE_KINDS
from ..rules import Game, Rules, options_of
from ._tables import TableError

__all__ = ["check_options", "form_options", "game_options"]


def game_options(defaults: Rules) -> list[dict[str, Any]]:
    """The options of ``defaults``' game, each with its kind (``choice``
    with its ``choices``, ``yes_no`` or ``number``) and its value in
    ``defaults``, as JSON data."""
    options: list[dict[str, Any]] = []
    for name in options_of(defaults.game):
        kind = RULE_KINDS[name]
        option: dict[str, Any] = {"name": name}
        if issubclass(kind, enum.Enum):
            option["kind"] = "choice"
            option["choices"] = [
                member.value for member in kind if _takes(defaults.game, name, member)
            ]
        elif kind is bool:
            option["kind"] = "yes_no"
        else:
            option["kind"] = "number"
        value = getattr(defaults, name)
        option["default"] = value.value if isinstance(value, enum.Enum) else value
        options.append(option)
    return options


def _takes(game: Game, name: str, value: enum.Enum) -> bool:
    """Whether ``game`` takes the option ``name`` at ``value`` (no game but
    Hasenpfeffer takes ``all_pass="joker_bids"``, say)."""
    option: dict[str, Any] = {name: value}
    try:
        Rules(game=game, **option)
    except InvalidValueError:
        return False
    return True


def form_options(server_rules: Rules) -> dict[str, list[dict[str, Any]]]:
    """Each game's options for the form: at the defaults of the server's
    rules in the server's game, at the game's own defaults in the others."""
    return {
        game.value: game_options(
            server_rules if game is server_rules.game else Rules(game=game)
        )
        for game in Game
    }


def check_options(given: dict[str, Any], rules: Rules) -> None:
    """Refuse an option ``given`` for a new table that ``rules``' game does
    not take, even at its default: the form sends only the game's own.

    Raises:
        TableError: ``given`` names an option of another game.
    """
    own = options_of(rules.game)
    for name in given:
        if name != "game" and name not in own:
            raise TableError(
                "invalid_field",
                f"$.rules.{name}: {name} is not an option of {rules.game.title} "
                f"(its options are {', '.join(own)})",
            )

"""OpenSpiel's base classes, as the game's classes see them.

``pyspiel`` ships no type information, and a class derived from an
untyped one would be untyped itself.  For the type checker these
stand-ins declare what the game uses of OpenSpiel's classes (anything
else OpenSpiel adds is left untyped); when the code runs they are
OpenSpiel's own.

>>> import pyspiel
>>> SpielState is pyspiel.State and SpielError is pyspiel.SpielError
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

import pyspiel

__all__ = ["SpielError", "SpielGame", "SpielState"]

if TYPE_CHECKING:
    _Self = TypeVar("_Self", bound="SpielState")

    class SpielError(Exception):
        """OpenSpiel's error, ``pyspiel.SpielError``."""

    class SpielGame:
        """OpenSpiel's game, ``pyspiel.Game``."""

        def __init__(
            self, game_type: Any, info: Any, parameters: Mapping[str, Any]
        ) -> None:
            raise NotImplementedError

        def __getattr__(self, name: str) -> Any:
            raise NotImplementedError

    class SpielState:
        """OpenSpiel's state, ``pyspiel.State``."""

        def __init__(self, game: Any) -> None:
            raise NotImplementedError

        def clone(self: _Self) -> _Self:
            raise NotImplementedError

        def history(self) -> list[int]:
            raise NotImplementedError

        def is_chance_node(self) -> bool:
            raise NotImplementedError

        def get_game(self) -> Any:
            raise NotImplementedError

        def __getattr__(self, name: str) -> Any:
            raise NotImplementedError

else:
    SpielError = pyspiel.SpielError
    SpielGame = pyspiel.Game
    SpielState = pyspiel.State

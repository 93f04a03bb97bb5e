"""Argument checks shared by the public functions of the core.

Each check raises :class:`~hasenpfeffer.errors.InvalidValueError` naming
the argument when a value is not valid (and returns the value, as a whole
number or a tuple, where that helps), so a public function refuses bad
input in one line before it does any work.  The engine's own transitions
call unchecked code: the checks belong at the public boundary.  Values
that the library makes from parts known to be valid skip their checks
through ``unchecked``.

>>> from hasenpfeffer._checks import check_whole
>>> check_whole(3, "makers_tricks", 0, 6)
3
>>> check_whole(7, "makers_tricks", 0, 6)
Traceback (most recent call last):
...
hasenpfeffer.errors.InvalidValueError: makers_tricks must be a whole number from 0 to 6, not 7
"""  # noqa: E501

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import attrs

from .errors import InvalidValueError, shown

__all__ = [
    "LARGEST_COUNT",
    "check_bool",
    "check_instance",
    "check_optional_seat",
    "check_path",
    "check_random_seed",
    "check_whole",
    "check_whole_pair",
]

if TYPE_CHECKING:
    from attrs import AttrsInstance

_A = TypeVar("_A", bound="AttrsInstance")

LARGEST_COUNT = 2**63 - 1
"""The largest count or score a value of the library holds (a signed 64-bit
number, so that every program can store it): a game reaches it only after
more hands than any computer can play."""


def check_instance(
    value: object, kind: type[Any] | tuple[type[Any], ...], name: str, what: str
) -> None:
    """Raise, naming ``name``, unless ``value`` is a ``kind``.

    >>> from hasenpfeffer._checks import check_instance
    >>> check_instance(None, int, "hand_number", "a whole number")
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: hand_number must be a whole number, not None
    """
    if not isinstance(value, kind):
        raise InvalidValueError(f"{name} must be {what}, not {shown(value)}")


def check_bool(value: Any, name: str) -> bool:
    """Return ``value`` if it is ``True`` or ``False``, else raise.

    >>> from hasenpfeffer._checks import check_bool
    >>> check_bool(1, "maker_alone")
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: maker_alone must be True or False, not 1
    """
    if not isinstance(value, bool):
        raise InvalidValueError(f"{name} must be True or False, not {shown(value)}")
    return value


def check_whole(value: Any, name: str, low: int = 0, high: int = LARGEST_COUNT) -> int:
    """Return ``value`` if it is a whole number from ``low`` to ``high``
    (``True`` and ``False`` are not numbers here), else raise.

    >>> from hasenpfeffer._checks import check_whole
    >>> check_whole(2.0, "hand_number", 1)
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: hand_number must be a whole number from 1 to 9223372036854775807, not 2.0
    """  # noqa: E501
    if (
        isinstance(value, bool)
        or not isinstance(value, int)
        or not low <= value <= high
    ):
        raise InvalidValueError(
            f"{name} must be a whole number from {low} to {high}, not {shown(value)}"
        )
    return value


def check_whole_pair(
    value: Any, name: str, low: int = -LARGEST_COUNT, high: int = LARGEST_COUNT
) -> tuple[int, int]:
    """Return ``value`` as a tuple if it is a pair of whole numbers from
    ``low`` to ``high`` (one per team), else raise.

    >>> from hasenpfeffer._checks import check_whole_pair
    >>> check_whole_pair([3, 4], "scores")
    (3, 4)
    >>> check_whole_pair((3,), "scores")
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: scores must be a pair of whole numbers (team 0, team 1), not (3,)
    """  # noqa: E501
    if (
        isinstance(value, (str, bytes))
        or not isinstance(value, Sequence)
        or len(value) != 2
    ):
        raise InvalidValueError(
            f"{name} must be a pair of whole numbers (team 0, team 1), "
            f"not {shown(value)}"
        )
    first = check_whole(value[0], f"{name}[0]", low, high)
    second = check_whole(value[1], f"{name}[1]", low, high)
    return first, second


def check_whole_per_side(
    value: Any, name: str, low: int = -LARGEST_COUNT, high: int = LARGEST_COUNT
) -> tuple[int, ...]:
    """Return ``value`` as a tuple if it is a whole number from ``low`` to
    ``high`` for each side of a game: a pair (one per team), or three (one
    per player of Three-Handed Euchre); else raise.

    >>> from hasenpfeffer._checks import check_whole_per_side
    >>> check_whole_per_side([3, 4, 0], "scores")
    (3, 4, 0)
    >>> check_whole_per_side((3,), "scores")
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: scores must be a pair of whole numbers (team 0, team 1), or three (seats 0 to 2, each for themselves), not (3,)
    """  # noqa: E501
    if (
        isinstance(value, (str, bytes))
        or not isinstance(value, Sequence)
        or len(value) not in (2, 3)
    ):
        raise InvalidValueError(
            f"{name} must be a pair of whole numbers (team 0, team 1), or three "
            f"(seats 0 to 2, each for themselves), not {shown(value)}"
        )
    return tuple(
        check_whole(number, f"{name}[{side}]", low, high)
        for side, number in enumerate(value)
    )


def check_optional_seat(value: Any, name: str) -> int | None:
    """Return ``value`` if it is ``None`` or a seat (0 to 3), else raise.

    >>> from hasenpfeffer._checks import check_optional_seat
    >>> check_optional_seat(None, "maker") is None
    True
    >>> check_optional_seat(4, "maker")
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: maker must be a seat (0, 1, 2 or 3) or None, not 4
    """  # noqa: E501
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 3:
        raise InvalidValueError(
            f"{name} must be a seat (0, 1, 2 or 3) or None, not {shown(value)}"
        )
    return value


def check_random_seed(value: Any, name: str) -> int | str | None:
    """Return ``value`` if it can seed a bot's or a server's random choices:
    ``None``, a whole number (not ``True`` or ``False``), or text that
    UTF-8 can write (no lone surrogate); else raise.

    >>> from hasenpfeffer._checks import check_random_seed
    >>> check_random_seed("table 1", "seed")
    'table 1'
    >>> check_random_seed(2.5, "seed")
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: seed must be None, a whole number or text, not 2.5
    """  # noqa: E501
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    if not isinstance(value, str):
        raise InvalidValueError(
            f"{name} must be None, a whole number or text, not {shown(value)}"
        )
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidValueError(
            f"{name} must be text that UTF-8 can write (no lone surrogate), "
            f"not {shown(value)}"
        ) from None
    return value


def check_path(value: object, name: str, what: str) -> str | os.PathLike[str]:
    """Return ``value`` if it is a path (text or a path object) that a file
    system can hold (no NUL, no lone surrogate), else raise; ``what`` says
    what it names.

    >>> from hasenpfeffer._checks import check_path
    >>> check_path("a\\0b", "data", "a folder")
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: data must be the path of a folder, not 'a\\x00b'
    """  # noqa: E501
    if isinstance(value, (str, os.PathLike)):
        try:
            if b"\0" not in os.fsencode(value):
                return value
        except (TypeError, UnicodeEncodeError):  # a path object of no text, a surrogate
            pass
    raise InvalidValueError(f"{name} must be the path of {what}, not {shown(value)}")


def unchecked(kind: type[_A], *values: Any) -> _A:
    """A value of the frozen attrs class ``kind`` from its fields in order,
    made without running its checks: only for fields known to be valid,
    such as those a game state reads from itself.

    >>> from hasenpfeffer.auction import Auction
    >>> from hasenpfeffer._checks import unchecked
    >>> unchecked(Auction, 0, 1, None, None, (False,) * 4, ()) == Auction(0, 1)
    True
    """
    names = _FIELD_NAMES.get(kind)
    if names is None:
        names = _FIELD_NAMES[kind] = tuple(field.name for field in attrs.fields(kind))
    made = object.__new__(kind)
    for name, value in zip(names, values, strict=True):
        _set(made, name, value)
    return made


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
_set = object.__setattr__

"""Seats and partnerships at a table of four, and the check of a seat.

Seats are numbered 0 to 3 clockwise; play and the deal move to the left,
which is the next seat number.  Seats 0 and 2 are team 0, seats 1 and 3
team 1.  Users ask a game's spec instead, which is true for every game
(:meth:`hasenpfeffer.games.GameSpec.partner_of` and the like); the
package's old names for these (``hp.partner_of``, ``hp.SEATS``, ...)
still answer, with a :class:`DeprecationWarning`.

>>> team_of(3), partner_of(3), left_of(3)
(1, 1, 0)
"""

from __future__ import annotations

from .errors import InvalidValueError, shown

__all__: list[str] = []

SEATS: tuple[int, int, int, int] = (0, 1, 2, 3)
"""The four seats, clockwise.  ``[team_of(seat) for seat in SEATS]`` is
``[0, 1, 0, 1]``."""
TEAMS: tuple[int, int] = (0, 1)
"""The two partnerships (team 0 is seats 0 and 2, team 1 seats 1 and 3)."""


def check_seat(seat: object, name: str | None = None, players: int = 4) -> int:
    """Return ``seat`` if it is a seat number at a table of ``players``
    (four, or three in Three-Handed Euchre), else raise; the message names
    the argument ``name`` when it is given.

    >>> check_seat(2)
    2
    >>> check_seat(4, "dealer")
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: dealer must be a seat (0, 1, 2 or 3), not 4
    >>> check_seat(3, "dealer", players=3)
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: dealer must be a seat, 0, 1 or 2, at a table of three, not 3

    Raises:
        InvalidValueError: ``seat`` is not one of 0, 1, 2, 3 (or of 0, 1,
            2 for three players).
    """  # noqa: E501
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        if players != 4:
            seats = "0, 1 or 2, at a table of three"
            if name is None:
                raise InvalidValueError(f"a seat is {seats}, not {shown(seat)}")
            raise InvalidValueError(
                f"{name} must be a seat, {seats}, not {shown(seat)}"
            )
        if name is None:
            raise InvalidValueError(f"a seat is 0, 1, 2 or 3, not {shown(seat)}")
        raise InvalidValueError(
            f"{name} must be a seat (0, 1, 2 or 3), not {shown(seat)}"
        )
    return seat


def team_of(seat: int) -> int:
    """The partnership (0 or 1) of a seat.

    >>> team_of(0), team_of(1), team_of(2)
    (0, 1, 0)
    """
    return check_seat(seat) % 2


def partner_of(seat: int) -> int:
    """The seat opposite, the partner of ``seat``.

    >>> partner_of(0), partner_of(1)
    (2, 3)
    """
    return (check_seat(seat) + 2) % 4


def left_of(seat: int) -> int:
    """The seat to the left of ``seat``, next in turn clockwise.

    >>> left_of(0), left_of(3)
    (1, 0)
    """
    return (check_seat(seat) + 1) % 4

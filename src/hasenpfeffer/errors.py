"""The exception hierarchy: every error the library raises on purpose.

Catch :class:`HasenpfefferError` to handle them all.  Each concrete error is
also a :class:`ValueError`, so code that already guards against bad values
keeps working.

>>> import hasenpfeffer as hp
>>> try:
...     hp.Card.parse("11H")
... except hp.HasenpfefferError as error:
...     print(error)
not a card: '11H' (expected a rank 9, 10/T, J, Q, K, A and a suit C, D, H, S, or Joker)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action
    from .state import Phase

__all__ = [
    "HasenpfefferError",
    "IllegalActionError",
    "InvalidNotationError",
    "InvalidValueError",
]


class HasenpfefferError(Exception):
    """The base class of every error raised by this library."""


class InvalidValueError(HasenpfefferError, ValueError):
    """A value given to a constructor or function is not valid.

    Raised, for example, by ``Rules(target_score=0)``, ``Bid(7)`` or a deal
    that does not hold the 25 cards exactly once.
    """


class InvalidNotationError(HasenpfefferError, ValueError):
    """Text that should name a card, suit or action does not parse."""


class IllegalActionError(HasenpfefferError, ValueError):
    """A well-formed action that the rules forbid in the current position.

    The state the action was applied to is left unchanged.  The message names
    the rule, for example ``seat 2 must follow trump: holds JH, TH``.

    Attributes:
        action: the action that was refused (``None`` when the refused step
            was not an action, such as dealing in the wrong phase).
        seat: the seat the action was attempted for, if known.
        phase: the phase of the game when it was refused.
        reason: the rule that forbids it, in words (also the message).
    """

    action: Action | None
    seat: int | None
    phase: Phase
    reason: str

    def __init__(
        self,
        reason: str,
        *,
        action: Action | None,
        seat: int | None,
        phase: Phase,
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action
        self.seat = seat
        self.phase = phase

    def __reduce__(self) -> tuple[Any, ...]:
        return (
            _rebuild_illegal_action,
            (self.reason, self.action, self.seat, self.phase),
        )


def _rebuild_illegal_action(
    reason: str, action: Action | None, seat: int | None, phase: Phase
) -> IllegalActionError:
    return IllegalActionError(reason, action=action, seat=seat, phase=phase)

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
    """The base class of every error raised by this library.

    >>> import hasenpfeffer as hp
    >>> issubclass(hp.IllegalActionError, hp.HasenpfefferError)
    True
    """


class InvalidValueError(HasenpfefferError, ValueError):
    """A value given to a constructor or function is not valid.

    >>> import hasenpfeffer as hp
    >>> hp.new_game(dealer=4)
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: a seat is 0, 1, 2 or 3, not 4

    Raised, for example, by ``Rules(target_score=0)``, ``Bid(7)`` or a deal
    that does not hold the 25 cards exactly once.
    """


class InvalidNotationError(HasenpfefferError, ValueError):
    """Text that should name a card, suit or action does not parse.

    >>> import hasenpfeffer as hp
    >>> hp.parse_action("bid seven")
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidNotationError: not an action: 'bid seven' (expected pass, bid 1-6, little pepper, big pepper, trump SUIT, discard CARD, alone or play CARD)
    """  # noqa: E501


class IllegalActionError(HasenpfefferError, ValueError):
    """A well-formed action that the rules forbid in the current position.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(3)
    >>> try:
    ...     state.bid(2)
    ... except hp.IllegalActionError as error:
    ...     print(error.seat, error.phase, error.action)
    ...     print(error)
    2 BIDDING bid 2
    seat 2: a bid must be higher than the high bid: bid 2 does not beat bid 3

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

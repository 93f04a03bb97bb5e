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

import math
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action
    from .phases import Phase

__all__ = [
    "HasenpfefferError",
    "IllegalActionError",
    "InvalidNotationError",
    "InvalidValueError",
    "RecordError",
    "RecordFormatError",
]

_SHOWN_LIMIT = 60


def shown(value: object, limit: int = _SHOWN_LIMIT) -> str:
    """``repr(value)`` for an error message, cut to ``limit`` characters.

    A whole number too long to print in full is described by its size
    instead, and a value whose ``repr`` fails by its type, so that quoting
    a bad value can never raise or flood a message.

    >>> shown("x" * 100, limit=12)
    "'xxxxxxxx..."
    >>> shown(10**5000)
    'a whole number of 5001 digits'
    """
    if isinstance(value, int) and value.bit_length() > 64:
        digits = _digits(abs(value))
        if digits >= limit:
            return f"a whole number of {digits} digits"
    try:
        text = repr(value)
    except Exception:  # a repr that fails (too long a number inside, say)
        text = f"<a {type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _digits(number: int) -> int:
    """How many decimal digits the positive ``number`` has, without printing
    it (which Python refuses past 4,300 digits)."""
    digits = int(math.log10(number)) + 1
    if number < 10 ** (digits - 1):
        return digits - 1
    if number >= 10**digits:
        return digits + 1
    return digits


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
    hasenpfeffer.errors.InvalidValueError: dealer must be a seat (0, 1, 2 or 3), not 4

    Raised, for example, by ``Rules(target_score=0)``, ``Bid(7)`` or a deal
    that does not hold each card of the game's deck exactly once.
    """


class InvalidNotationError(HasenpfefferError, ValueError):
    """Text that should name a card, suit or action does not parse.

    >>> import hasenpfeffer as hp
    >>> hp.parse_action("bid seven")
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidNotationError: not an action: 'bid seven' (expected pass, bid 1-6, little pepper, big pepper, trump SUIT, discard CARD, alone, call for best, give CARD or play CARD)
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
    the rule, for example ``seat 2 must follow trump: holds TH, JH``.

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
        from .phases import Phase

        _check_text(reason, "reason")
        _check_seat_and_action(seat, action)
        if not isinstance(phase, Phase):
            raise InvalidValueError(f"phase must be a Phase, not {shown(phase)}")
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


_ACTIONS_MODULE = "hasenpfeffer.actions"
"""The module that defines every kind of action."""


def _check_text(value: object, name: str) -> None:
    if not isinstance(value, str):
        raise InvalidValueError(f"{name} must be text, not {shown(value)}")


def _check_seat_and_action(seat: object, action: object) -> None:
    """Refuse the seat and action given to an error, unless each is
    ``None`` or a seat and an action."""
    if seat is not None and (
        isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3
    ):
        raise InvalidValueError(
            f"seat must be a seat (0, 1, 2 or 3) or None, not {shown(seat)}"
        )
    # The actions are the classes of the actions module, which stands above
    # this one (an action's notation names its card, whose errors are here).
    if action is not None and action.__class__.__module__ != _ACTIONS_MODULE:
        raise InvalidValueError(
            f"action must be an action or None, not {shown(action)}"
        )


def _rebuild_illegal_action(
    reason: str, action: Action | None, seat: int | None, phase: Phase
) -> IllegalActionError:
    return IllegalActionError(reason, action=action, seat=seat, phase=phase)


class RecordError(HasenpfefferError, ValueError):
    """A game record that cannot be replayed: an illegal action in it, or
    (as :class:`RecordFormatError`) text that is not a record at all.

    >>> import hasenpfeffer as hp
    >>> record = hp.new_game(seed=1, dealer=0).deal().bid(3).to_record()
    >>> bad = hp.records.GameRecord(
    ...     record.rules, record.seed, record.first_dealer, record.deals,
    ...     (*record.actions, (2, hp.Bid(2))),
    ... )
    >>> try:
    ...     hp.records.replay(bad)
    ... except hp.RecordError as error:
    ...     print(error.index, error.seat, error.action)
    ...     print(error.reason)
    ...     print(error)
    1 2 bid 2
    seat 2: a bid must be higher than the high bid: bid 2 does not beat bid 3
    action 1 (hand 1, seat 2, bid 2): seat 2: a bid must be higher than the high bid: bid 2 does not beat bid 3

    Attributes:
        reason: what is wrong, in words.  For an illegal action it is
            exactly the message of the :class:`IllegalActionError` that the
            action raises.
        index: the position in ``record.actions`` of the illegal action
            (for a deal that comes too early, the number of actions before
            it), or ``None``.
        seat: the seat the illegal action was recorded for, or ``None``.
        action: the illegal action, or ``None`` (for a deal).
        location: where in the record or in its text the error is, such as
            ``action 17 (seat 2, play KS)``, ``line 4, column 9`` or
            ``$.deals[0].widow``; ``None`` if nowhere in particular.
    """  # noqa: E501

    reason: str
    index: int | None
    seat: int | None
    action: Action | None
    location: str | None

    def __init__(
        self,
        reason: str,
        *,
        index: int | None = None,
        seat: int | None = None,
        action: Action | None = None,
        location: str | None = None,
    ) -> None:
        _check_text(reason, "reason")
        _check_seat_and_action(seat, action)
        if index is not None and (
            isinstance(index, bool) or not isinstance(index, int) or index < 0
        ):
            raise InvalidValueError(
                f"index must be a whole number from 0 or None, not {shown(index)}"
            )
        if location is not None:
            _check_text(location, "location")
        super().__init__(reason if location is None else f"{location}: {reason}")
        self.reason = reason
        self.index = index
        self.seat = seat
        self.action = action
        self.location = location

    def __reduce__(self) -> tuple[Any, ...]:
        return (
            _rebuild_record_error,
            (
                type(self),
                self.reason,
                self.index,
                self.seat,
                self.action,
                self.location,
            ),
        )


class RecordFormatError(RecordError):
    """Text or data that is not a readable game record: malformed JSON, a
    value the format does not allow, an unknown or duplicated card, a seat
    that is not 0 to 3, a record cut off, or input over the size limits.
    The message says where (``location``) and what is wrong (``reason``).

    >>> import hasenpfeffer as hp
    >>> try:
    ...     hp.records.GameRecord.from_json('{"format": "hasenpfeffer-record", "version": 1,')
    ... except hp.RecordFormatError as error:
    ...     print(error)
    line 1, column 48: not valid JSON: expecting property name enclosed in double quotes (the text ends too soon: is the record cut off?)
    """  # noqa: E501


def _rebuild_record_error(
    kind: type[RecordError],
    reason: str,
    index: int | None,
    seat: int | None,
    action: Action | None,
    location: str | None,
) -> RecordError:
    return kind(reason, index=index, seat=seat, action=action, location=location)

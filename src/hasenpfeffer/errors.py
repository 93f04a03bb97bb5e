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
from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action
    from .phases import Phase

__all__ = [
    "RULE_CODES",
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

    A position line (:func:`~hasenpfeffer.notation.from_notation`) that
    cannot be read says where:

    >>> try:
    ...     hp.from_notation("hp1 hasenpfeffer 1 0 4 0,0 - -")
    ... except hp.InvalidNotationError as error:
    ...     print(error.field, error.column)
    dealer 22

    Attributes:
        field: the field of a position line that is wrong (``"deal"``,
            ``"actions"``, ...), or ``None`` for other text.
        column: the column of the line, from 1, where the fault begins,
            or ``None``.
    """  # noqa: E501

    field: str | None
    column: int | None

    def __init__(
        self, reason: str, *, field: str | None = None, column: int | None = None
    ) -> None:
        _check_text(reason, "reason")
        super().__init__(reason)
        self.field = field
        self.column = column

    def __reduce__(self) -> tuple[Any, ...]:
        return (_notation_error, (str(self), self.field, self.column))


def _notation_error(
    reason: str, field: str | None, column: int | None
) -> InvalidNotationError:
    return InvalidNotationError(reason, field=field, column=column)


RULE_CODES: Mapping[str, str] = MappingProxyType(
    {
        # The turn.
        "game-over": "The game is over: nobody acts (winner).",
        "between-hands": "Nobody acts between hands: the cards are dealt first.",
        "not-dealing-time": "Cards are dealt only between hands.",
        "deal-limit": "A game deals at most its limit of hands (limit).",
        "not-your-turn": "Another seat is to act (to_act).",
        "pass-is-final": "A seat that has passed stays out of the auction.",
        "one-call-each": "In Bid Euchre each seat calls once.",
        "only-maker-names-trump": "Only the maker (maker) names trump.",
        "only-maker-discards": "Only the maker (maker) discards.",
        "only-dealer-discards": "Only the dealer (dealer) discards once the "
        "upcard is ordered up.",
        "only-maker-decides-alone": "Only the maker (maker) decides whether to go "
        "alone.",
        "maker-decides-first": "The maker (maker) decides first whether to go "
        "alone; a defender waits.",
        "already-alone": "The maker (maker) has already gone alone.",
        "sits-out": "The partner of a lone player (partner) sits the hand out.",
        "only-giver-gives": "Only the partner called for best (giver) gives a "
        "card now.",
        "only-caller-discards": "Only the seat that called for best (caller) "
        "discards now.",
        "wrong-kind-of-action": "This step takes another kind of action (expected).",
        # The auction.
        "auction-over": "The auction is over: no more calls.",
        "joker-holder-must-bid": "All four passed: the Joker's holder must bid "
        "three (AllPass.JOKER_BIDS).",
        "dealer-stuck": "Stick the dealer: after all the others pass, the dealer "
        "may not pass (passes).",
        "not-a-call-of-game": "The call is not one of this game's calls (calls).",
        "plain-six-in-pepper": "In pepper bidding a plain bid of six is not a "
        "bid: little or big pepper.",
        "pepper-bid-in-standard": "A pepper bid is not a call of standard bidding.",
        "bid-too-low": "A bid must beat the high bid (high_bid).",
        "first-round-upcard-suit": "In the first round of the Euchres' auction "
        "only the upcard's suit (suit) may be named.",
        "turned-down-suit": "The upcard's suit (suit), turned down, may not be "
        "named in the second round.",
        # Trump and the discard.
        "no-trump-not-in-game": "Only Bid Euchre has no trump: name a suit.",
        "card-not-held": "The seat does not hold the card (card).",
        "dealer-keeps-upcard": "The dealer keeps the upcard (upcard) once it is "
        "ordered up.",
        "widow-unused": "The widow is not used (Widow.UNUSED): the maker does "
        "not discard.",
        "keeps-card-given": "The seat that called for best keeps the card given "
        "(card).",
        # The play.
        "must-follow-suit": "A seat must follow the suit led when it can (suit, "
        "holding).",
        # Going alone and calling for best.
        "give-only-when-called": "A card is given only to a partner who called "
        "for best.",
        "call-for-best-not-in-game": "The game has no call for best.",
        "call-for-best-off": "Calling for best is off (the call_for_best option).",
        "maker-always-alone": "In Three-Handed Euchre the maker always plays "
        "alone: nobody chooses to.",
        "lone-hands-off": "Going alone is off (the lone_hands option).",
        "alone-too-early": "Going alone (or calling for best) comes once trump "
        "is made.",
        "alone-too-late": "Going alone is decided before the first lead.",
        "partner-never-alone": "The maker's partner never goes alone (maker).",
        "lone-defender-off": "Defenders may not go alone (the lone_defender option).",
        "defender-alone-needs-lone-maker": "A defender goes alone only against "
        "a lone maker.",
        "one-lone-defender": "Only one defender goes alone (defender).",
        "only-moon-alone": "In Bid Euchre only the moon's maker plays alone, "
        "without saying so.",
        "only-moon-calls-for-best": "In Bid Euchre only the moon's maker "
        "(maker) calls for best.",
        # OpenSpiel's game, where chance deals the cards one by one.
        "no-card-to-deal": "No card is being dealt: a player is to act, or the "
        "game is over (OpenSpiel's chance outcomes).",
        "card-already-dealt": "The chance outcome (outcome) is not a card left "
        "to deal.",
        "not-an-action-id": "The number (action_id) is not an action of the game.",
        # An error built by hand, outside the library.
        "illegal-action": "An action the rules forbid, with no code of its own.",
    }
)
"""The code of every rule that refuses an action, with what the rule says
and, in brackets, the names of the parameters its refusals carry: the
``rule`` and ``parameters`` of an :class:`IllegalActionError`.  The codes
are stable: a later version may add codes, but never renames or reuses
one (see :doc:`/rule-codes`).

>>> RULE_CODES["must-follow-suit"]
'A seat must follow the suit led when it can (suit, holding).'
"""


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
        rule: the rule's code, one of :data:`RULE_CODES` (``illegal-action``
            for an error made without one).
        parameters: the values of the position that the rule names, as
            JSON data by name (cards and actions in their notation).

    >>> try:
    ...     state.bid(2)
    ... except hp.IllegalActionError as error:
    ...     print(error.rule, dict(error.parameters))
    bid-too-low {'high_bid': 'bid 3'}
    """

    action: Action | None
    seat: int | None
    phase: Phase
    reason: str
    rule: str
    parameters: Mapping[str, object]

    def __init__(
        self,
        reason: str,
        *,
        action: Action | None,
        seat: int | None,
        phase: Phase,
        rule: str = "illegal-action",
        parameters: Mapping[str, object] | None = None,
    ) -> None:
        from .phases import Phase

        _check_text(reason, "reason")
        _check_rule(rule)
        if parameters is not None and not (
            isinstance(parameters, Mapping)
            and all(isinstance(name, str) for name in parameters)
        ):
            raise InvalidValueError(
                "parameters must be a mapping of names to values, or None, not "
                f"{shown(parameters)}"
            )
        _check_seat_and_action(seat, action)
        if not isinstance(phase, Phase):
            raise InvalidValueError(f"phase must be a Phase, not {shown(phase)}")
        reason = str(reason)  # the words alone, whatever kind of text
        super().__init__(reason)
        self.reason = reason
        self.action = action
        self.seat = seat
        self.phase = phase
        self.rule = rule
        self.parameters = MappingProxyType(dict(parameters or {}))

    def __reduce__(self) -> tuple[Any, ...]:
        return (
            _rebuild_illegal_action,
            (
                self.reason,
                self.action,
                self.seat,
                self.phase,
                self.rule,
                dict(self.parameters),
            ),
        )


_ACTIONS_MODULE = "hasenpfeffer.actions"
"""The module that defines every kind of action."""


def _check_text(value: object, name: str) -> None:
    if not isinstance(value, str):
        raise InvalidValueError(f"{name} must be text, not {shown(value)}")


def _check_rule(rule: object) -> None:
    """Refuse ``rule`` unless it is a code of :data:`RULE_CODES`."""
    _check_text(rule, "rule")
    if rule not in RULE_CODES:
        raise InvalidValueError(f"rule must be a code of RULE_CODES, not {shown(rule)}")


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
    reason: str,
    action: Action | None,
    seat: int | None,
    phase: Phase,
    rule: str = "illegal-action",
    parameters: Mapping[str, object] | None = None,
) -> IllegalActionError:
    return IllegalActionError(
        reason, action=action, seat=seat, phase=phase, rule=rule, parameters=parameters
    )


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
        rule: for an illegal action, the code of the rule it breaks (one of
            :data:`RULE_CODES`, as the :class:`IllegalActionError` names
            it); ``None`` for any other fault.
    """  # noqa: E501

    reason: str
    index: int | None
    seat: int | None
    action: Action | None
    location: str | None
    rule: str | None

    def __init__(
        self,
        reason: str,
        *,
        index: int | None = None,
        seat: int | None = None,
        action: Action | None = None,
        location: str | None = None,
        rule: str | None = None,
    ) -> None:
        _check_text(reason, "reason")
        _check_seat_and_action(seat, action)
        if rule is not None:
            _check_rule(rule)
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
        self.rule = rule

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
                self.rule,
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
    rule: str | None = None,
) -> RecordError:
    error = kind(reason, index=index, seat=seat, action=action, location=location)
    error.rule = rule
    return error

"""The limits of a record, all from one limit on a game's length, and the
check of an input against them.

>>> LIMITS.deals, LIMITS.actions_per_deal
(5000, 42)
"""

from __future__ import annotations

import attrs

from ..dealing import MAX_DEALS as MOST_HANDS_DEALT
from ..errors import RecordFormatError

__all__ = [
    "LIMITS",
    "MAX_ACTIONS",
    "MAX_ACTIONS_PER_DEAL",
    "MAX_DEALS",
    "MAX_RECORD_SIZE",
    "RecordLimits",
    "decode_text",
    "too_long",
]

MAX_DEALS = MOST_HANDS_DEALT
"""The most hands a game deals, and the most deals a record may hold.

This is the one limit on a game's length, and the others follow from it.

:meth:`GameState.deal <hasenpfeffer.state.GameState.deal>` refuses the
next deal of a game that has dealt this many, so that every game played
with the library fits in a record that its readers take.  A game of the
family ends in a few dozen hands; one that reaches the limit (players who
always pass, scores that drift) ends there, unfinished."""
MAX_ACTIONS_PER_DEAL = 42
"""The most actions that one hand takes, in any game of the family.

That is at most 10 calls (Hasenpfeffer's auction has each of its at most
seven bids once and three passes; the Euchres' order-up, two rounds of at
most four), at most 8 steps between the auction and the play (naming trump, the
discards, the maker's choice of going alone, a defender's, a call for
best, the partner's card given), and at most 24 cards played."""
MAX_ACTIONS = MAX_DEALS * MAX_ACTIONS_PER_DEAL
"""The most actions a record may hold, as many as any game of
:data:`MAX_DEALS` hands takes."""
_DEAL_CHARACTERS = 200
"""The most characters a deal takes in a record's JSON (a line of the
deals), more than in the text notation (its hand line's number and
cards)."""
_ACTION_CHARACTERS = 45
"""The most characters an action takes in a record's JSON (a line of the
actions, such as ``{"seat": 1, "action": "little pepper"},``), more than
in the text notation (``, 1 little pepper``)."""
_HEADER_CHARACTERS = 2_000
"""The most characters a record takes besides its deals and actions: the
format, the version, the rules, a seed of 100 digits and the first
dealer."""
MAX_RECORD_SIZE = _HEADER_CHARACTERS + MAX_DEALS * (
    _DEAL_CHARACTERS + MAX_ACTIONS_PER_DEAL * _ACTION_CHARACTERS
)
"""The longest record text that is read, in characters (or bytes, for a
file).

It leaves room for any game of :data:`MAX_DEALS` hands, in JSON or in the
text notation, so that every record the library writes reads back."""


@attrs.frozen
class RecordLimits:
    """The most a record holds, and the most a game plays: every game the
    library plays fits in a record that its readers take.

    Attributes:
        deals: the most hands a game deals, and the most deals a record
            may hold.  This is the one limit on a game's length, and the
            others follow from it: :meth:`GameState.deal
            <hasenpfeffer.state.GameState.deal>` refuses the next deal of a
            game that has dealt this many.  A game of the family ends in a
            few dozen hands; one that reaches the limit (players who always
            pass, scores that drift) ends there, unfinished.
        actions_per_deal: the most actions that one hand takes, in any
            game of the family.
        actions: the most actions a record may hold, as many as any game
            of ``deals`` hands takes.
        size: the longest record text that is read, in characters (or
            bytes, for a file): room for any game of ``deals`` hands, in
            JSON or in the text notation.

    >>> import hasenpfeffer as hp
    >>> limits = hp.records.LIMITS
    >>> limits.deals, limits.actions == limits.deals * limits.actions_per_deal
    (5000, True)
    """

    deals: int
    actions_per_deal: int
    actions: int
    size: int


LIMITS = RecordLimits(
    deals=MAX_DEALS,
    actions_per_deal=MAX_ACTIONS_PER_DEAL,
    actions=MAX_ACTIONS,
    size=MAX_RECORD_SIZE,
)
"""The limits of every record and game: a :class:`RecordLimits`."""


def too_long(size: int, unit: str) -> RecordFormatError:
    """The error for an input of ``size`` ``unit`` over :data:`MAX_RECORD_SIZE`."""
    return RecordFormatError(
        f"the input is {size} {unit} long, over the limit of "
        f"{MAX_RECORD_SIZE} {unit} for a record",
        location="input",
    )


def decode_text(text: str | bytes) -> str:
    """``text`` as a string: bytes decoded as UTF-8 (a leading byte-order
    mark dropped), within :data:`MAX_RECORD_SIZE`.

    >>> decode_text(b"\\xef\\xbb\\xbf[seed 1]")
    '[seed 1]'

    Raises:
        RecordFormatError: the input is too long, or not UTF-8, or neither
            text nor bytes.
    """
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_RECORD_SIZE:
            raise too_long(len(text), "bytes")
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise RecordFormatError(
                f"not UTF-8 text: byte {text[error.start]:#04x} cannot be decoded",
                location=f"byte {error.start}",
            ) from None
    elif not isinstance(text, str):
        raise RecordFormatError(
            f"expected the record as text, not {type(text).__name__}",
            location="input",
        )
    if len(text) > MAX_RECORD_SIZE:
        raise too_long(len(text), "characters")
    return text.removeprefix("\ufeff")

"""Actions: the decisions a player makes, as frozen, hashable values.

In Hasenpfeffer's auction a player may :class:`Pass` or :class:`Bid`; the
maker then names trump (:class:`NameTrump`) and discards (:class:`Discard`).
In the auction of the Euchres a player may :class:`Pass` or name trump
(:class:`NameTrump`: ordering up the upcard's suit in the first round,
another suit in the second), and when the upcard is ordered up the dealer
discards.  When the rules allow, the maker may then go alone
(:class:`GoAlone`), and in Railroad Euchre call for best instead
(:class:`CallForBest`, then the partner's :class:`Give` and the lone
player's :class:`Discard`).  In the play every player plays cards
(:class:`Play`).  Each action has a text notation that
:func:`parse_action` reads back.

>>> import hasenpfeffer as hp
>>> hp.parse_action("bid 3")
Bid(tricks=3, pepper=None)
>>> str(hp.Play(hp.Card.parse("J♥")))
'play JH'
>>> hp.Bid(5) < hp.LITTLE_PEPPER < hp.BIG_PEPPER
True
"""

from __future__ import annotations

import enum
import re
from typing import Any, TypeAlias

import attrs

from .cards import Card, Suit, deck
from .errors import InvalidNotationError, InvalidValueError, shown

__all__ = [
    "BIG_PEPPER",
    "LITTLE_PEPPER",
    "MOON",
    "Action",
    "Bid",
    "Call",
    "CallForBest",
    "Discard",
    "Give",
    "GoAlone",
    "NameTrump",
    "NoTrump",
    "Pass",
    "Pepper",
    "Play",
    "parse_action",
]


class Pepper(enum.Enum):
    """The calls of six tricks above a plain bid of six: the two of pepper
    bidding, and Bid Euchre's moon.

    >>> BIG_PEPPER.pepper, LITTLE_PEPPER.pepper
    (Pepper.BIG, Pepper.LITTLE)
    """

    LITTLE = "little"
    """Six tricks at normal stakes."""
    BIG = "big"
    """Six tricks at double stakes."""
    MOON = "moon"
    """The moon of Bid Euchre, all six tricks with the maker alone."""

    def __repr__(self) -> str:
        return f"Pepper.{self.name}"


@attrs.frozen
class Pass:
    """Pass: not to bid or name trump in the auction, or not to go alone.

    In Hasenpfeffer's auction a pass is final: the player bids no more in
    that hand.  In the Euchres' auction a player who passed in the first
    round speaks again in the second.  When choosing whether to go alone
    (and in Railroad Euchre whether to call for best), a pass plays the
    hand with one's partner.

    >>> str(Pass()), Pass() == Pass()
    ('pass', True)
    """

    def __str__(self) -> str:
        return "pass"


def _check_tricks(instance: Bid, attribute: attrs.Attribute[Any], value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
        raise InvalidValueError(f"a bid is of 1 to 6 tricks, not {shown(value)}")


def _check_pepper(instance: Bid, attribute: attrs.Attribute[Any], value: Any) -> None:
    if value is not None and not isinstance(value, Pepper):
        raise InvalidValueError(f"pepper must be a Pepper or None, not {shown(value)}")
    if value is not None and instance.tricks != 6:
        raise InvalidValueError("little and big pepper are bids of six tricks")


@attrs.frozen(order=False)
class Bid:
    """A bid in Hasenpfeffer's auction: the number of tricks the bidder's
    side undertakes to win.  The Euchres have no bids.

    ``Bid(1)`` to ``Bid(6)`` are the standard bids; pepper bidding uses
    ``Bid(1)`` to ``Bid(5)``, :data:`LITTLE_PEPPER` and :data:`BIG_PEPPER`.
    Bids are ordered by what they undertake: ``Bid(6) < LITTLE_PEPPER <
    BIG_PEPPER``.

    >>> Bid(4).tricks, Bid(4).multiplier, BIG_PEPPER.tricks, BIG_PEPPER.multiplier
    (4, 1, 6, 2)
    >>> Bid(7)
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: a bid is of 1 to 6 tricks, not 7
    """

    tricks: int = attrs.field(validator=_check_tricks)
    pepper: Pepper | None = attrs.field(default=None, validator=_check_pepper)

    @property
    def multiplier(self) -> int:
        """The stake, 2 for big pepper and 1 for every other bid."""
        return 2 if self.pepper is Pepper.BIG else 1

    @property
    def _key(self) -> tuple[int, int]:
        if self.pepper is None:
            return (self.tricks, 0)
        return (6, _PEPPER_KEYS[self.pepper])

    def __lt__(self, other: Bid) -> bool:
        if isinstance(other, Bid):
            return self._key < other._key
        return NotImplemented

    def __le__(self, other: Bid) -> bool:
        if isinstance(other, Bid):
            return self._key <= other._key
        return NotImplemented

    def __gt__(self, other: Bid) -> bool:
        if isinstance(other, Bid):
            return self._key > other._key
        return NotImplemented

    def __ge__(self, other: Bid) -> bool:
        if isinstance(other, Bid):
            return self._key >= other._key
        return NotImplemented

    def __str__(self) -> str:
        if self.pepper is None:
            return f"bid {self.tricks}"
        if self.pepper is Pepper.MOON:
            return "moon"
        return f"{self.pepper.value} pepper"


_PEPPER_KEYS = {Pepper.LITTLE: 1, Pepper.BIG: 2, Pepper.MOON: 3}
"""Where each call of six above a plain bid of six stands among them (the
moon and pepper bids are never in one auction)."""

LITTLE_PEPPER: Bid = Bid(6, Pepper.LITTLE)
"""Pepper bidding's bid of six tricks at normal stakes."""
BIG_PEPPER: Bid = Bid(6, Pepper.BIG)
"""Pepper bidding's bid of six tricks at double stakes."""
MOON: Bid = Bid(6, Pepper.MOON)
"""The moon of Bid Euchre, all six tricks with the maker playing alone;
the highest call, which ends the auction at once."""


def _check_suit(instance: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
    if not isinstance(value, Suit):
        raise InvalidValueError(f"suit must be a Suit, not {shown(value)}")


def _check_card(instance: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
    if not isinstance(value, Card):
        raise InvalidValueError(f"{attribute.name} must be a Card, not {shown(value)}")


@attrs.frozen
class NameTrump:
    """Name the trump suit: in Hasenpfeffer the maker, once the auction is
    won; in the Euchres it is the call that makes the caller the maker
    (ordering up the upcard's suit in the first round, naming another suit
    in the second).

    >>> str(NameTrump(Suit.HEARTS))
    'trump H'
    """

    suit: Suit = attrs.field(validator=_check_suit)

    def __str__(self) -> str:
        return f"trump {self.suit}"


@attrs.frozen
class NoTrump:
    """Name no trump (Bid Euchre's maker): no card is a trump, there are no
    bowers, and each suit ranks from the ace down to the 9.

    >>> str(NoTrump()), parse_action("No Trump") == NoTrump()
    ('no trump', True)
    """

    def __str__(self) -> str:
        return "no trump"


@attrs.frozen
class Discard:
    """Discard a card face down: in Hasenpfeffer the maker, after taking
    the widow; in the Euchres the dealer, after picking up the upcard
    ordered up; in Railroad Euchre also a lone player who called for best,
    for the card the partner gave.

    >>> str(Discard(Card.parse("9C")))
    'discard 9C'
    """

    card: Card = attrs.field(validator=_check_card)

    def __str__(self) -> str:
        return f"discard {self.card}"


@attrs.frozen
class Play:
    """Play a card to the current trick.

    >>> str(Play(Card.parse("10H")))
    'play TH'
    """

    card: Card = attrs.field(validator=_check_card)

    def __str__(self) -> str:
        return f"play {self.card}"


@attrs.frozen
class GoAlone:
    """Declare to play alone (with the ``lone_hands`` option, on by default
    in the Euchres): the declarer's partner lays their cards face down and
    sits out the hand.  The maker may, and with ``lone_defender`` a
    defender against a lone maker; not in Three-Handed Euchre, whose maker
    always plays alone.

    >>> str(GoAlone()), parse_action("alone") == GoAlone()
    ('alone', True)
    """

    def __str__(self) -> str:
        return "alone"


@attrs.frozen
class CallForBest:
    """Go alone and call for the partner's best card (Railroad Euchre, with
    the ``call_for_best`` option): the partner gives the lone player a card
    (:class:`Give`), the lone player discards one (:class:`Discard`), and the
    partner sits out the hand.

    >>> str(CallForBest()), parse_action("call for best") == CallForBest()
    ('call for best', True)
    """

    def __str__(self) -> str:
        return "call for best"


@attrs.frozen
class Give:
    """Give a card to a partner who called for best (Railroad Euchre).

    >>> str(Give(Card.parse("JH")))
    'give JH'
    """

    card: Card = attrs.field(validator=_check_card)

    def __str__(self) -> str:
        return f"give {self.card}"


Call: TypeAlias = Pass | Bid
"""What a player may say in the auction."""

Action: TypeAlias = (
    Pass | Bid | NameTrump | NoTrump | Discard | GoAlone | Play | CallForBest | Give
)
"""Any decision a player can make."""

ACTION_TYPES: frozenset[type] = frozenset(
    {Pass, Bid, NameTrump, NoTrump, Discard, GoAlone, Play, CallForBest, Give}
)
"""The classes of :data:`Action`."""

ALL_ACTIONS: tuple[Action, ...] = (
    Pass(),
    *(Bid(tricks) for tricks in range(1, 7)),
    LITTLE_PEPPER,
    BIG_PEPPER,
    MOON,
    *(NameTrump(suit) for suit in Suit),
    NoTrump(),
    *(Discard(card) for card in deck()),
    GoAlone(),
    CallForBest(),
    *(Give(card) for card in deck()),
    *(Play(card) for card in deck()),
)
"""Every action of the family, in the order of the kinds of action and of
the deck."""

_PASS = Pass()
_GO_ALONE = GoAlone()
_CALL_FOR_BEST = CallForBest()
_NO_TRUMP = NoTrump()
_WORDS_TO_BID = {
    "little pepper": LITTLE_PEPPER,
    "big pepper": BIG_PEPPER,
    "moon": MOON,
}


def _words(text: str) -> list[str]:
    """The words of ``text``, split at ASCII white space only: other
    separators (U+001C, U+0085, U+2028 and the like) are not notation, so
    they stay inside a word and make it unreadable."""
    return [word for word in re.split(r"[ \t\n\r\x0b\x0c]+", text) if word]


def parse_action(text: str) -> Action:
    """Read an action from its notation (any case, spaces between words).

    The forms are ``pass``, ``bid N`` (N from 1 to 6), ``little pepper``,
    ``big pepper``, ``moon``, ``trump S`` (a suit letter, symbol or name),
    ``no trump``,
    ``discard CARD``, ``alone``, ``call for best``, ``give CARD`` and
    ``play CARD``.  ``str(action)`` is always one of
    them, so ``parse_action(str(action)) == action``.

    >>> parse_action("Trump ♥"), parse_action("play 10h")
    (NameTrump(suit=Suit.HEARTS), Play(card=Card.parse('TH')))

    Whether the action is legal is for the game state to say.

    Raises:
        InvalidNotationError: the text is not an action.
    """
    if not isinstance(text, str):
        raise InvalidNotationError(f"not an action: {shown(text)} (expected text)")
    words = _words(text)
    normal = " ".join(words).lower()
    if normal == "pass":
        return _PASS
    if normal == "alone":
        return _GO_ALONE
    if normal == "call for best":
        return _CALL_FOR_BEST
    if normal == "no trump":
        return _NO_TRUMP
    if normal in _WORDS_TO_BID:
        return _WORDS_TO_BID[normal]
    if len(words) == 2:
        verb, argument = words[0].lower(), words[1]
        try:
            if verb == "bid":
                number = bid_number(text)
                if number is not None:
                    return Bid(number)
            elif verb == "trump":
                return NameTrump(Suit.parse(argument))
            elif verb == "discard":
                return Discard(Card.parse(argument))
            elif verb == "play":
                return Play(Card.parse(argument))
            elif verb == "give":
                return Give(Card.parse(argument))
        except (InvalidNotationError, InvalidValueError) as error:
            raise InvalidNotationError(
                f"not an action: {shown(text)} ({error})"
            ) from None
    raise InvalidNotationError(
        f"not an action: {shown(text)} (expected pass, bid 1-6, little pepper, "
        "big pepper, trump SUIT, discard CARD, alone, call for best, give CARD "
        "or play CARD)"
    )


def bid_number(text: str) -> int | None:
    """The number ``N`` of text of the form ``bid N`` (any case, ``N`` of up
    to three ASCII digits), whether or not ``Bid(N)`` is a bid; ``None`` for
    any other text.  :func:`parse_action` reads bids with it, and the game
    state uses it to word the refusal of a number out of its bidding's range.

    >>> bid_number("Bid 9"), bid_number("bid 3"), bid_number("pass")
    (9, 3, None)
    """
    words = _words(text)
    if len(words) != 2 or words[0].lower() != "bid":
        return None
    number = words[1]
    if number.isascii() and number.isdigit() and len(number) < 4:
        return int(number)
    return None

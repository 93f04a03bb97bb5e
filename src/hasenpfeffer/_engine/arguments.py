"""The arguments of a state's verbs, read: a card or a suit by its value
or its notation, a bid by its number, an action by its notation (a bid out
of range refused in the words of the game's bidding).

>>> from hasenpfeffer.rules import Rules
>>> str(card_of("JH")), suit_of("S"), bid_of(3, Rules())
('JH', Suit.SPADES, Bid(tricks=3, pepper=None))
"""

from __future__ import annotations

from ..actions import Action, Bid, bid_number, parse_action
from ..auction import bid_range
from ..cards import Card, Suit
from ..errors import InvalidNotationError, InvalidValueError, shown
from ..rules import Rules

__all__ = ["bid_of", "card_of", "parsed", "suit_of"]


def card_of(card: object) -> Card:
    """``card`` as a :class:`Card`, read from its notation if it is text.

    Raises:
        InvalidValueError: ``card`` is neither a card nor text.
        InvalidNotationError: ``card`` is text that is not a card.
    """
    if isinstance(card, Card):
        return card
    if not isinstance(card, str):
        raise InvalidValueError(
            f"card must be a Card or its notation, not {shown(card)}"
        )
    return Card.parse(card)


def suit_of(suit: object) -> Suit:
    """``suit`` as a :class:`Suit`, read from its notation if it is text.

    Raises:
        InvalidValueError: ``suit`` is neither a suit nor text.
        InvalidNotationError: ``suit`` is text that is not a suit.
    """
    if not isinstance(suit, (Suit, str)):
        raise InvalidValueError(
            f"suit must be a Suit or its notation, not {shown(suit)}"
        )
    return suit if isinstance(suit, Suit) else Suit.parse(suit)


def bid_of(bid: object, rules: Rules) -> Bid:
    """``bid`` as a :class:`Bid`: a bid value, or a number of tricks.

    Raises:
        InvalidValueError: ``bid`` is not a bid nor a number of tricks that
            makes one (said in the words of the bidding of ``rules``).
    """
    if bid.__class__ is Bid:
        assert isinstance(bid, Bid)
        return bid
    if isinstance(bid, bool) or not isinstance(bid, int) or not 1 <= bid <= 6:
        raise InvalidValueError(f"{bid_range(rules)}, not {shown(bid)}")
    return Bid(bid)


def parsed(text: str, rules: Rules) -> Action:
    """The action written ``text``; a bid out of range is refused in the
    words of the bidding of ``rules``.

    >>> import hasenpfeffer as hp
    >>> parsed("bid 7", hp.Rules())
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidNotationError: not an action: 'bid 7' (a bid is of 1 to 6 tricks, not 7)

    Raises:
        InvalidNotationError: ``text`` is not an action.
    """  # noqa: E501
    try:
        return parse_action(text)
    except InvalidNotationError:
        number = bid_number(text)
        if number is None:
            raise
        raise InvalidNotationError(
            f"not an action: {shown(text)} ({bid_range(rules)}, not {number})"
        ) from None

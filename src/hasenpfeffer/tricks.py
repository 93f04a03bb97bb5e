"""Tricks: which cards may be played, and which card wins.

Pure functions over cards.  A trick is given as the cards played to it so
far, the lead first.

>>> import hasenpfeffer as hp
>>> hand = [hp.Card.parse(text) for text in ("JD", "AD", "KS")]
>>> trick = [hp.Card.parse("9H")]                    # hearts led, hearts trump
>>> [str(card) for card in hp.legal_plays(hand, trick, hp.Suit.HEARTS)]
['JD']
>>> hp.trick_winner([hp.Card.parse(t) for t in ("AH", "JD", "JOKER")], hp.Suit.HEARTS)
2
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .cards import _EFFECTIVE_SUIT, _POWER, Card, Suit, _check_card, _check_trump
from .errors import InvalidValueError

__all__ = ["Trick", "legal_plays", "trick_winner"]


class Trick(NamedTuple):
    """A completed trick.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
    >>> state = state.name_trump("S").discard("KC")
    >>> for card in ("AS", "TS", "KS", "QS"):
    ...     state = state.play(card)
    >>> leader, plays, winner = state.completed_tricks[0]
    >>> leader, winner, hp.format_cards(card for _, card in plays)
    (1, 1, 'AS TS KS QS')

    Attributes:
        leader: the seat that led.
        plays: the ``(seat, card)`` pairs in the order played.
        winner: the seat that won it.
    """

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int


def _cards(cards: Sequence[Card], what: str) -> Sequence[Card]:
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Sequence):
        raise InvalidValueError(f"{what} must be a sequence of cards, not {cards!r}")
    for card in cards:
        _check_card(card)
    return cards


def legal_plays(
    hand: Sequence[Card], trick: Sequence[Card], trump: Suit
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to ``trick``, in hand order.

    A player must follow the effective suit led when able (the Joker and the
    left bower are trumps, and the left bower does not follow its printed
    suit); otherwise any card may be played.  To an empty trick anything may
    be led.

    >>> hand = [Card.parse(text) for text in ("JH", "9D", "AS")]
    >>> [str(c) for c in legal_plays(hand, [Card.parse("KD")], Suit.HEARTS)]
    ['9D']
    >>> [str(c) for c in legal_plays(hand, [Card.parse("KD")], Suit.DIAMONDS)]
    ['JH', '9D']

    Raises:
        InvalidValueError: the arguments are not cards and a suit.
    """
    suits = _EFFECTIVE_SUIT[_check_trump(trump)]
    hand = _cards(hand, "hand")
    trick = _cards(trick, "trick")
    if not trick:
        return tuple(hand)
    led = suits[trick[0].index]
    following = tuple(card for card in hand if suits[card.index] is led)
    return following if following else tuple(hand)


def trick_winner(trick: Sequence[Card], trump: Suit) -> int:
    """The index in ``trick`` (lead first) of the card that wins it.

    The highest trump wins; with no trump played, the highest card of the
    effective suit led.  The trick may be incomplete: the answer is then the
    card winning so far.

    >>> cards = [Card.parse(text) for text in ("KS", "AS", "9C")]
    >>> trick_winner(cards, Suit.HEARTS), trick_winner(cards, Suit.CLUBS)
    (1, 2)

    Raises:
        InvalidValueError: the trick is empty, or holds a card twice, or the
            arguments are not cards and a suit.
    """
    suits = _EFFECTIVE_SUIT[_check_trump(trump)]
    trick = _cards(trick, "trick")
    if not trick:
        raise InvalidValueError("an empty trick has no winner")
    if len(set(trick)) != len(trick):
        raise InvalidValueError("a trick cannot hold the same card twice")
    return _winning_index(trick, trump, suits[trick[0].index])


def _winning_index(trick: Sequence[Card], trump: Suit, led: Suit) -> int:
    suits = _EFFECTIVE_SUIT[trump]
    powers = _POWER[trump]
    best, best_strength = 0, -1
    for position, card in enumerate(trick):
        suit = suits[card.index]
        if suit is trump or suit is led:
            strength = powers[card.index]
            if strength > best_strength:
                best, best_strength = position, strength
    return best

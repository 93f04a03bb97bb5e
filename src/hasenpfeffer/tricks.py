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

from ._engine.tables import TrumpTables, tables_for, trick_taker
from .cards import JOKER, Card, Suit, check_trump_choice
from .errors import InvalidValueError, shown
from .seats import check_seat

__all__ = ["Trick", "legal_plays", "trick_winner"]


class _TrickFields(NamedTuple):
    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int


class Trick(_TrickFields):
    """A completed trick: a named tuple, checked when it is made.

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
        plays: the ``(seat, card)`` pairs in the order played: four, or
            three or two when players went alone, clockwise from the
            leader.
        winner: the seat that won it.

    Raises:
        InvalidValueError: a field is not valid: the plays are not two to
            four different cards played clockwise from the leader, or the
            winner did not play to the trick.
    """

    __slots__ = ()

    def __new__(
        cls, leader: int, plays: tuple[tuple[int, Card], ...], winner: int
    ) -> Trick:
        check_seat(leader, "leader")
        check_seat(winner, "winner")
        plays = _plays(plays)
        seats = [seat for seat, _ in plays]
        turns = [(seat - leader) % 4 for seat in seats]
        if not 2 <= len(plays) <= 4 or turns != sorted(set(turns)) or turns[0]:
            raise InvalidValueError(
                "plays must be two to four (seat, card) pairs, one per seat, "
                f"clockwise from the leader, seat {leader}: not {shown(plays)}"
            )
        if len(plays) == 2 and seats[0] % 2 == seats[1] % 2:
            raise InvalidValueError(
                "a trick of two cards is played by a lone maker and a lone "
                f"defender, not by partners: {shown(plays)}"
            )
        if winner not in seats:
            raise InvalidValueError(
                f"winner must be a seat that played to the trick, not {winner}"
            )
        return super().__new__(cls, leader, plays, winner)

    def _repr_svg_(self) -> str:
        """The trick as an SVG picture, which Jupyter shows in a notebook
        (see :func:`hasenpfeffer.svg.trick`).

        >>> from hasenpfeffer.cards import Card
        >>> trick = Trick(3, ((3, Card.parse("9S")), (0, Card.parse("AS"))), 0)
        >>> "Won by seat 0" in trick._repr_svg_()
        True
        """
        from .svg import trick

        return trick(self)


def _tables(trump: object, cards: Sequence[Card]) -> TrumpTables:
    """The tables of ``trump``, a suit or ``None`` for no trump, which is
    played without the Joker."""
    if trump is None and JOKER in cards:
        raise InvalidValueError("the Joker is not played in no trump")
    return tables_for(check_trump_choice(trump))


def _plays(plays: object) -> tuple[tuple[int, Card], ...]:
    """``plays`` as a tuple of ``(seat, card)`` pairs of different cards."""
    if isinstance(plays, (str, bytes)) or not isinstance(plays, Sequence):
        raise InvalidValueError(
            f"plays must be a sequence of (seat, card) pairs, not {shown(plays)}"
        )
    pairs = []
    for pair in plays:
        if (
            isinstance(pair, (str, bytes))
            or not isinstance(pair, Sequence)
            or len(pair) != 2
        ):
            raise InvalidValueError(
                f"plays must hold (seat, card) pairs, not {shown(pair)}"
            )
        pairs.append((check_seat(pair[0], "a play's seat"), _card(pair[1], "plays")))
    if len({card for _, card in pairs}) != len(pairs):
        raise InvalidValueError("plays cannot hold the same card twice")
    return tuple(pairs)


def _card(card: object, what: str) -> Card:
    if not isinstance(card, Card):
        raise InvalidValueError(f"{what} must hold only cards, not {shown(card)}")
    return card


def _cards(cards: object, what: str, most: int) -> Sequence[Card]:
    """``cards`` if it is a sequence of at most ``most`` different cards."""
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Sequence):
        raise InvalidValueError(
            f"{what} must be a sequence of cards, not {shown(cards)}"
        )
    for card in cards:
        _card(card, what)
    if len(set(cards)) != len(cards):
        raise InvalidValueError(f"{what} cannot hold the same card twice")
    if len(cards) > most:
        raise InvalidValueError(
            f"{what} must hold at most {most} cards, not {len(cards)}"
        )
    return cards


def legal_plays(
    hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to ``trick``, in hand order.

    A player must follow the effective suit led when able (the Joker and the
    left bower are trumps, and the left bower does not follow its printed
    suit); otherwise any card may be played.  To an empty trick anything may
    be led.  In no trump (``None``, Bid Euchre) every card follows its
    printed suit.

    >>> hand = [Card.parse(text) for text in ("JH", "9D", "AS")]
    >>> [str(c) for c in legal_plays(hand, [Card.parse("KD")], Suit.HEARTS)]
    ['9D']
    >>> [str(c) for c in legal_plays(hand, [Card.parse("KD")], Suit.DIAMONDS)]
    ['JH', '9D']
    >>> [str(c) for c in legal_plays(hand, [Card.parse("KD")], None)]
    ['9D']

    Raises:
        InvalidValueError: ``hand`` is not one to six different cards,
            ``trick`` not up to three different cards (a trick of four is
            complete), a card is in both, ``trump`` is neither a suit nor
            ``None``, or the Joker is given in no trump.
    """
    hand = _cards(hand, "hand", 6)
    trick = _cards(trick, "trick", 3)
    follow = _tables(trump, (*hand, *trick)).follow
    if not hand:
        raise InvalidValueError("hand must hold a card to play")
    shared = set(hand).intersection(trick)
    if shared:
        raise InvalidValueError(
            f"a card cannot be both in the hand and on the trick: "
            f"{', '.join(sorted(str(card) for card in shared))}"
        )
    if not trick:
        return tuple(hand)
    led = follow[trick[0].index]
    following = tuple(card for card in hand if led >> card.index & 1)
    return following if following else tuple(hand)


def trick_winner(trick: Sequence[Card], trump: Suit | None) -> int:
    """The index in ``trick`` (lead first) of the card that wins it.

    The highest trump wins; with no trump played, the highest card of the
    effective suit led; in no trump (``None``), the highest card of the
    printed suit led.  The trick may be incomplete: the answer is then the
    card winning so far.

    >>> cards = [Card.parse(text) for text in ("KS", "AS", "9C")]
    >>> trick_winner(cards, Suit.HEARTS), trick_winner(cards, Suit.CLUBS)
    (1, 2)
    >>> trick_winner([Card.parse(text) for text in ("TC", "JC", "JS")], None)
    1

    Raises:
        InvalidValueError: ``trick`` is not one to four different cards,
            ``trump`` is neither a suit nor ``None``, or the Joker is given
            in no trump.
    """
    trick = _cards(trick, "trick", 4)
    strength = _tables(trump, trick).strength
    if not trick:
        raise InvalidValueError("an empty trick has no winner")
    return trick_taker(strength[trick[0].index], enumerate(trick))

"""Cards: suits, ranks, the 25-card deck, and how trump changes their order.

The deck has the 9, 10, jack, queen, king and ace of each suit and one Joker.
Once a trump suit is named, the Joker, the jack of trump (the *right bower*)
and the other jack of the same colour (the *left bower*) all belong to the
trump suit: a card's *effective suit* is the suit it follows and wins as.

>>> import hasenpfeffer as hp
>>> hp.Card.parse("J♦")
Card.parse('JD')
>>> hp.effective_suit(hp.Card.parse("JD"), hp.Suit.HEARTS)
Suit.HEARTS
>>> [str(card) for card in hp.suit_cards(hp.Suit.HEARTS, trump=hp.Suit.HEARTS)]
['Joker', 'JH', 'JD', 'AH', 'KH', 'QH', 'TH', '9H']
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Any

import attrs

from .errors import InvalidNotationError, InvalidValueError, shown

__all__ = [
    "JOKER",
    "Card",
    "Colour",
    "Rank",
    "Suit",
    "effective_suit",
    "format_cards",
    "suit_cards",
]


class Colour(enum.Enum):
    """The colour of a suit; the left bower is the other jack of trump's colour.

    >>> Suit.HEARTS.colour, Suit.SPADES.colour
    (Colour.RED, Colour.BLACK)
    """

    BLACK = "black"
    RED = "red"

    def __repr__(self) -> str:
        return f"Colour.{self.name}"


class Suit(enum.Enum):
    """The four suits, in the library's canonical order (clubs first).

    The value is the one-letter notation.

    >>> Suit.parse("♥"), Suit.parse("spades"), str(Suit.CLUBS)
    (Suit.HEARTS, Suit.SPADES, 'C')
    """

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def symbol(self) -> str:
        """The suit's card symbol, such as ``♥``."""
        return _SUIT_SYMBOLS[self]

    @property
    def word(self) -> str:
        """The suit's name in words, for messages.

        >>> Suit.HEARTS.word
        'hearts'
        """
        return self.name.lower()

    @property
    def colour(self) -> Colour:
        """Black for clubs and spades, red for diamonds and hearts."""
        return Colour.BLACK if self in (Suit.CLUBS, Suit.SPADES) else Colour.RED

    @property
    def same_colour(self) -> Suit:
        """The other suit of this suit's colour (its jack is the left bower).

        >>> Suit.HEARTS.same_colour
        Suit.DIAMONDS
        """
        return _SAME_COLOUR[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit from its letter, symbol or English name, in capitals
        or small letters; white space around it is ignored.

        >>> Suit.parse(" Hearts"), Suit.parse("d")
        (Suit.HEARTS, Suit.DIAMONDS)

        Raises:
            InvalidNotationError: the text names no suit.
        """
        if isinstance(text, str):
            suit = _SUIT_NAMES.get(_notation_key(text))
            if suit is not None:
                return suit
        raise InvalidNotationError(
            f"not a suit: {shown(text)} (expected C, D, H, S, a symbol or a name)"
        )

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


class Rank(enum.IntEnum):
    """The six ranks, valued so that a higher rank is a higher number.

    >>> Rank.parse("T"), str(Rank.TEN), Rank.ACE > Rank.KING
    (Rank.TEN, 'T', True)
    """

    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a rank from ``9``, ``10`` or ``T``, ``J``, ``Q``, ``K``, ``A``
        (or their small letters); white space around it is ignored.

        >>> Rank.parse("10"), Rank.parse("q")
        (Rank.TEN, Rank.QUEEN)

        Raises:
            InvalidNotationError: the text names no rank.
        """
        if isinstance(text, str):
            rank = _RANK_NAMES.get(_notation_key(text))
            if rank is not None:
                return rank
        raise InvalidNotationError(
            f"not a rank: {shown(text)} (expected 9, 10 or T, J, Q, K, A)"
        )

    def __str__(self) -> str:
        return _RANK_LETTERS[self]

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


_SPACES = " \t\n\r\x0b\x0c"
"""ASCII white space: all that is stripped from around a notation."""
_CAPITALS = str.maketrans("abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ")


def _notation_key(text: str) -> str:
    """``text`` without the ASCII white space around it, its ASCII letters
    in capitals: the key under which a card, rank or suit is looked up.

    ``str.upper`` and ``str.strip`` would go further, turning the long s
    (U+017F) into ``S`` and stripping separators such as U+001C, U+0085 and
    U+2028, none of which is notation.
    """
    return text.strip(_SPACES).translate(_CAPITALS)


_SUIT_SYMBOLS = {
    Suit.CLUBS: "♣",
    Suit.DIAMONDS: "♦",
    Suit.HEARTS: "♥",
    Suit.SPADES: "♠",
}
_SAME_COLOUR = {
    Suit.CLUBS: Suit.SPADES,
    Suit.SPADES: Suit.CLUBS,
    Suit.DIAMONDS: Suit.HEARTS,
    Suit.HEARTS: Suit.DIAMONDS,
}
_SUIT_NAMES: dict[str, Suit] = {}
for _suit in Suit:
    _SUIT_NAMES[_suit.value] = _suit
    _SUIT_NAMES[_suit.symbol] = _suit
    _SUIT_NAMES[_suit.name] = _suit
_SUIT_NAMES.update({"♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS})
_SUIT_NAMES["♤"] = Suit.SPADES

_RANK_LETTERS = {
    Rank.NINE: "9",
    Rank.TEN: "T",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
}
_RANK_NAMES = {letter: rank for rank, letter in _RANK_LETTERS.items()}
_RANK_NAMES["10"] = Rank.TEN
_SUITS = tuple(Suit)
_RANKS = tuple(Rank)
_JOKER_NAMES = frozenset({"JOKER", "JK"})


def _check_rank(instance: Card, attribute: attrs.Attribute[Any], value: Any) -> None:
    if value is not None and not isinstance(value, Rank):
        raise InvalidValueError(
            f"a card's rank must be a Rank or None, not {shown(value)}"
        )


def _check_suit(instance: Card, attribute: attrs.Attribute[Any], value: Any) -> None:
    if value is not None and not isinstance(value, Suit):
        raise InvalidValueError(
            f"a card's suit must be a Suit or None, not {shown(value)}"
        )
    if (value is None) != (instance.rank is None):
        raise InvalidValueError(
            "a card has both a rank and a suit, or neither (the Joker)"
        )


@attrs.frozen(eq=False, order=False, repr=False)
class Card:
    """One of the 25 cards: a rank and a suit, or the Joker (both ``None``).

    Cards compare equal by value, hash, and sort in the canonical deck order
    (clubs, diamonds, hearts, spades from 9 to ace, then the Joker).  That
    order ignores trump; for trick-taking strength see :func:`suit_cards`.

    >>> card = Card(Rank.TEN, Suit.HEARTS)
    >>> str(card), card.pretty, card == Card.parse("10♥")
    ('TH', 'T♥', True)
    >>> JOKER.is_joker, str(JOKER), sorted([JOKER, card])
    (True, 'Joker', [Card.parse('TH'), Card.parse('Joker')])
    """

    rank: Rank | None = attrs.field(validator=_check_rank)
    suit: Suit | None = attrs.field(validator=_check_suit)
    index: int = attrs.field(init=False, repr=False)
    """The card's position in the deck of 25, from 0 to 24 (the clubs 9 to
    ace are 0 to 5, then diamonds, hearts and spades, and the Joker is 24)."""

    def __attrs_post_init__(self) -> None:
        if self.suit is None or self.rank is None:
            index = 24
        else:
            index = _SUITS.index(self.suit) * 6 + (self.rank - 9)
        object.__setattr__(self, "index", index)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card from its notation.

        Accepted: a rank (``9``, ``10`` or ``T``, ``J``, ``Q``, ``K``, ``A``)
        followed by a suit letter (``C D H S``) or symbol (``♣ ♦ ♥ ♠``, or
        the white ``♧ ♢ ♡ ♤``); and ``Joker`` or ``JK`` for the Joker.  The
        letters may be capitals or small letters, and ASCII white space
        around the card (spaces, tabs, line breaks) is ignored; no other
        character is (the long s, U+017F, is not ``S``; U+2028 is not a
        space).

        >>> [str(Card.parse(text)) for text in ("jh", "10♥", "TH", " JK")]
        ['JH', 'TH', 'TH', 'Joker']

        Raises:
            InvalidNotationError: the text is not a card.
        """
        if isinstance(text, str):
            card = _CARDS_BY_NAME.get(_notation_key(text))
            if card is not None:
                return card
        raise InvalidNotationError(
            f"not a card: {shown(text)} (expected a rank 9, 10/T, J, Q, K, A "
            "and a suit C, D, H, S, or Joker)"
        )

    @property
    def is_joker(self) -> bool:
        """Whether this card is the Joker."""
        return self.index == 24

    @property
    def pretty(self) -> str:
        """The card with its suit symbol, such as ``J♥``; the Joker is ``Joker``."""
        if self.rank is None or self.suit is None:
            return "Joker"
        return f"{self.rank}{self.suit.symbol}"

    def __str__(self) -> str:
        return _CARD_NAMES[self.index]

    def __repr__(self) -> str:
        return f"Card.parse({_CARD_NAMES[self.index]!r})"

    def _repr_svg_(self) -> str:
        """The card as an SVG picture, which Jupyter shows in a notebook
        (see :func:`hasenpfeffer.svg.card`).

        >>> "<title>ten of hearts</title>" in Card.parse("TH")._repr_svg_()
        True
        """
        from .svg import card

        return card(self)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self.index == other.index
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self.index != other.index
        return NotImplemented

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        if other.__class__ is Card:
            return self.index < other.index
        return NotImplemented

    def __le__(self, other: Card) -> bool:
        if other.__class__ is Card:
            return self.index <= other.index
        return NotImplemented

    def __gt__(self, other: Card) -> bool:
        if other.__class__ is Card:
            return self.index > other.index
        return NotImplemented

    def __ge__(self, other: Card) -> bool:
        if other.__class__ is Card:
            return self.index >= other.index
        return NotImplemented

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self.rank, self.suit))


_DECK: tuple[Card, ...] = (
    *(Card(rank, suit) for suit in _SUITS for rank in _RANKS),
    Card(None, None),
)
JOKER: Card = _DECK[24]
"""The Joker, always the highest trump."""

_CARD_NAMES = tuple(
    "Joker" if card.rank is None or card.suit is None else f"{card.rank}{card.suit}"
    for card in _DECK
)
_CARDS_BY_NAME: dict[str, Card] = {"JOKER": JOKER, "JK": JOKER}
for _card in _DECK[:24]:
    for _suit_text, _suit in _SUIT_NAMES.items():
        if len(_suit_text) == 1 and _suit is _card.suit:
            for _rank_text, _rank in _RANK_NAMES.items():
                if _rank is _card.rank:
                    _CARDS_BY_NAME[_rank_text + _suit_text] = _card


def deck() -> tuple[Card, ...]:
    """The 25 cards in canonical order: each suit 9 to ace, then the Joker.

    >>> cards = deck()
    >>> len(cards), str(cards[0]), str(cards[-1])
    (25, '9C', 'Joker')
    """
    return _DECK


def check_trump(trump: object) -> Suit:
    if not isinstance(trump, Suit):
        raise InvalidValueError(f"trump must be a Suit, not {shown(trump)}")
    return trump


def check_trump_choice(trump: object) -> Suit | None:
    """``trump`` once checked: a suit, or ``None`` for no trump."""
    if trump is None or isinstance(trump, Suit):
        return trump
    raise InvalidValueError(
        f"trump must be a Suit, or None for no trump, not {shown(trump)}"
    )


def _check_card(card: object) -> Card:
    if not isinstance(card, Card):
        raise InvalidValueError(f"expected a Card, not {shown(card)}")
    return card


def effective_suit(card: Card, trump: Suit | None) -> Suit:
    """The suit a card belongs to once ``trump`` is trump.

    That is trump for the Joker and both bowers, and the printed suit for
    every other card.  In no trump (``None``, Bid Euchre) there are no
    bowers: every card belongs to its printed suit.

    >>> effective_suit(JOKER, Suit.CLUBS)
    Suit.CLUBS
    >>> effective_suit(Card.parse("JS"), Suit.CLUBS)
    Suit.CLUBS
    >>> effective_suit(Card.parse("JS"), Suit.HEARTS)
    Suit.SPADES

    Raises:
        InvalidValueError: ``card`` is not a Card, ``trump`` neither a Suit
            nor ``None``, or the Joker is given in no trump.
    """
    trump = check_trump_choice(trump)
    if trump is None:
        suit = _check_card(card).suit
        if suit is None:
            raise InvalidValueError("the Joker is not played in no trump")
        return suit
    suit = _check_card(card).suit
    if suit is None or (card.rank is Rank.JACK and suit is trump.same_colour):
        return trump
    return suit


def suit_cards(suit: Suit, trump: Suit | None) -> tuple[Card, ...]:
    """The cards whose effective suit is ``suit`` under ``trump``, highest first.

    In no trump (``None``) each suit holds its six printed cards, from the
    ace down to the 9, the jack between the queen and the ten.

    For the trump suit that is the eight trumps (Joker, right bower, left
    bower, ace down to 9); for the other suit of trump's colour five cards
    (its jack has become the left bower); for the other two suits six.

    >>> [str(card) for card in suit_cards(Suit.DIAMONDS, trump=Suit.HEARTS)]
    ['AD', 'KD', 'QD', 'TD', '9D']
    >>> [str(card) for card in suit_cards(Suit.SPADES, trump=Suit.HEARTS)]
    ['AS', 'KS', 'QS', 'JS', 'TS', '9S']

    Raises:
        InvalidValueError: ``suit`` is not a Suit, or ``trump`` neither a
            Suit nor ``None``.
    """
    if not isinstance(suit, Suit):
        raise InvalidValueError(f"suit must be a Suit, not {shown(suit)}")
    trump = check_trump_choice(trump)
    printed = [card for card in reversed(_DECK) if card.suit is suit]
    if trump is None:
        return tuple(printed)
    if suit is not trump:
        return tuple(card for card in printed if effective_suit(card, trump) is suit)
    bowers = (JOKER, _jack(trump), _jack(trump.same_colour))
    return (*bowers, *(card for card in printed if card.rank is not Rank.JACK))


def _jack(suit: Suit) -> Card:
    return _DECK[_SUITS.index(suit) * len(_RANKS) + _RANKS.index(Rank.JACK)]


def format_cards(cards: Iterable[Card]) -> str:
    """The cards' notations joined by spaces, such as ``JH TH Joker``.

    >>> format_cards([Card.parse("JH"), JOKER])
    'JH Joker'

    Raises:
        InvalidValueError: ``cards`` is not a collection of cards.
    """
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
        raise InvalidValueError(
            f"cards must be a collection of cards, not {shown(cards)}"
        )
    texts = []
    for card in cards:
        if not isinstance(card, Card):
            raise InvalidValueError(f"cards must hold only cards, not {shown(card)}")
        texts.append(str(card))
    return " ".join(texts)

"""The pieces of the SVG pictures: elements, text, and cards face up or down.

Everything here returns SVG markup as text.  The look follows the cards of
the documentation (``docs/_static/hasenpfeffer.css``): a white card with a
grey edge, red hearts and diamonds, black clubs and spades, the Joker in
purple on pale yellow, tens written ``10``; the felt and the card backs
follow the seating diagram of the rules page.

>>> print(element("rect", {"x": 1.5, "width": 2, "fill": None}))
<rect x="1.5" width="2"/>
>>> print(element("text", {"x": 0}, escape("Q&A")))
<text x="0">Q&amp;A</text>
>>> card_name(Card.parse("JD"), Suit.HEARTS), card_name(JOKER)
('jack of diamonds, the left bower', 'the Joker')
"""

from __future__ import annotations

import functools
import html
import re
from collections.abc import Iterable, Mapping, Sequence

from ..cards import JOKER, Card, Colour, Rank, Suit, deck, suit_cards

__all__ = [
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "FELT",
    "FONT",
    "INK",
    "LABEL",
    "MARK",
    "ROW_STEP",
    "card_back",
    "card_face",
    "card_name",
    "card_row",
    "display_order",
    "document",
    "element",
    "escape",
    "felt",
    "label",
    "number",
    "row_width",
    "suit_chip",
    "suit_colour",
    "text_width",
]

CARD_WIDTH = 60
CARD_HEIGHT = 84
ROW_STEP = 22
"""How far apart the cards of a row are: enough to show each one's index."""
FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"

RED = "#c8102e"
BLACK = "#1b1b1b"
INK = BLACK
FACE = "#ffffff"
EDGE = "#a9a9a9"
JOKER_FACE = "#fff4cc"
JOKER_INK = "#5b2a86"
BACK = "#7a1f2b"
BACK_LINES = "#c9a0a6"
FELT = "#2f7d4a"
FELT_EDGE = "#1f5a34"
LABEL = "#ffffff"
MARK = "#ffd54a"
"""The colour of what the eye should find: the winner, the seat to act."""

_RANK_NAMES = {
    Rank.NINE: "nine",
    Rank.TEN: "ten",
    Rank.JACK: "jack",
    Rank.QUEEN: "queen",
    Rank.KING: "king",
    Rank.ACE: "ace",
}
_SPECIAL = re.compile("[&<>\"']")
"""The characters that an attribute's value cannot hold as they are."""
_SUIT_CYCLE = (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS)
"""The suits with their colours alternating, the order in which a hand is
laid out."""


def number(value: float) -> str:
    """A coordinate as short text: at most two decimals, no trailing zeros.

    >>> number(2.0), number(0.125), number(-0.001)
    ('2', '0.12', '0')
    """
    if value == int(value):
        return str(int(value))
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def escape(text: str) -> str:
    """``text`` safe to put between tags."""
    return html.escape(text, quote=False)


def _attribute(value: object) -> str:
    if value.__class__ is int:
        return str(value)
    if isinstance(value, float):
        return number(value)
    text = str(value)
    return html.escape(text, quote=True) if _SPECIAL.search(text) else text


def element(
    name: str, attributes: Mapping[str, object] | None = None, *children: str
) -> str:
    """One element; attributes whose value is ``None`` are left out, and
    an element without children is closed at once."""
    parts = [name]
    for key, value in (attributes or {}).items():
        if value is not None:
            parts.append(f'{key}="{_attribute(value)}"')
    opening = " ".join(parts)
    if not children:
        return f"<{opening}/>"
    return f"<{opening}>{''.join(children)}</{name}>"


def document(
    width: float,
    height: float,
    title: str,
    body: Iterable[str],
    size: float | None,
    description: str | None = None,
) -> str:
    """A whole picture: ``width`` by ``height`` units, drawn ``size``
    pixels wide (its own width when ``None``), with its title first."""
    shown_width = width if size is None else size
    attributes = {
        "xmlns": "http://www.w3.org/2000/svg",
        "viewBox": f"0 0 {number(width)} {number(height)}",
        "width": number(shown_width),
        "height": number(height * shown_width / width),
        "role": "img",
        "font-family": FONT,
    }
    head = [element("title", None, escape(title))]
    if description is not None:
        head.append(element("desc", None, escape(description)))
    return element("svg", attributes, *head, *body)


def suit_colour(suit: Suit | None) -> str:
    """The ink of a suit's cards; the Joker's when ``suit`` is ``None``."""
    if suit is None:
        return JOKER_INK
    return RED if suit.colour is Colour.RED else BLACK


def card_name(card: Card, trump: Suit | None = None) -> str:
    """The card in words, such as ``jack of hearts`` or ``the Joker``;
    under ``trump`` a bower says which it is."""
    if card.rank is None or card.suit is None:
        return "the Joker"
    name = f"{_RANK_NAMES[card.rank]} of {card.suit.name.lower()}"
    if trump is not None and card.rank is Rank.JACK:
        if card.suit is trump:
            name += ", the right bower"
        elif card.suit is trump.same_colour:
            name += ", the left bower"
    return name


def _order(trump: Suit | None) -> dict[Card, int]:
    if trump is None:
        cards = [JOKER]
        for suit in _SUIT_CYCLE:
            cards += sorted(
                (card for card in deck() if card.suit is suit),
                key=lambda card: -card.index,
            )
    else:
        start = _SUIT_CYCLE.index(trump)
        suits = _SUIT_CYCLE[start:] + _SUIT_CYCLE[:start]
        cards = [card for suit in suits for card in suit_cards(suit, trump)]
    return {card: position for position, card in enumerate(cards)}


_ORDERS = {trump: _order(trump) for trump in (None, *Suit)}


def display_order(cards: Iterable[Card], trump: Suit | None) -> tuple[Card, ...]:
    """``cards`` as a hand is laid out: trumps first once trump is named,
    highest first, then the other suits, their colours alternating, each
    highest first; before trump, the Joker first.

    >>> def laid_out(text, trump):
    ...     cards = [Card.parse(word) for word in text.split()]
    ...     return " ".join(str(card) for card in display_order(cards, trump))
    >>> laid_out("9C JD AS Joker QH JH", None)
    'Joker 9C JD AS QH JH'
    >>> laid_out("9C JD AS Joker QH JH", Suit.HEARTS)
    'Joker JH JD QH 9C AS'
    """
    order = _ORDERS[trump]
    return tuple(sorted(cards, key=order.__getitem__))


def row_width(count: int, step: float = ROW_STEP) -> float:
    """The width of a row of ``count`` overlapping cards."""
    return 0 if count == 0 else CARD_WIDTH + (count - 1) * step


def _frame(fill: str) -> list[str]:
    """A card's shadow and outline."""
    return [
        element(
            "rect",
            {
                "x": 0.8,
                "y": 1.2,
                "width": CARD_WIDTH,
                "height": CARD_HEIGHT,
                "rx": 5,
                "fill": "#000000",
                "fill-opacity": 0.2,
            },
        ),
        element(
            "rect",
            {
                "width": CARD_WIDTH,
                "height": CARD_HEIGHT,
                "rx": 5,
                "fill": fill,
                "stroke": EDGE,
            },
        ),
    ]


def _index(card: Card, ink: str) -> str:
    """The rank over the suit in the top left corner, the Joker's name
    downwards."""
    if card.rank is None or card.suit is None:
        letters = [
            element("tspan", {"x": 5, "dy": 0 if n == 0 else 11}, escape(letter))
            for n, letter in enumerate("JOKER")
        ]
        return element(
            "text",
            {"x": 5, "y": 12, "font-size": 10, "font-weight": 700, "fill": ink},
            *letters,
        )
    rank = "10" if card.rank is Rank.TEN else str(card.rank)
    return element(
        "text",
        {
            "x": 9,
            "y": 17,
            "font-size": 14,
            "font-weight": 600,
            "fill": ink,
            "text-anchor": "middle",
        },
        element("tspan", {"x": 9}, escape(rank)),
        element("tspan", {"x": 9, "dy": 15}, escape(card.suit.symbol)),
    )


def _place(x: float, y: float) -> str:
    return f"translate({number(x)} {number(y)})"


@functools.cache
def _face_body(card: Card, ring: bool, badge: str | None, dim: bool) -> str:
    """A card's face drawn at the origin, all but its title."""
    suit = card.suit
    ink = suit_colour(suit)
    parts = [_ring()] if ring else []
    parts += _frame(JOKER_FACE if suit is None else FACE)
    parts.append(_index(card, ink))
    middle = {
        "x": CARD_WIDTH / 2 + 5,
        "y": CARD_HEIGHT / 2 + 14,
        "font-size": 34,
        "fill": ink,
        "text-anchor": "middle",
    }
    parts.append(element("text", middle, "★" if suit is None else suit.symbol))
    if badge is not None:
        parts.append(_badge(CARD_WIDTH, 0, badge, ring))
    if dim:
        parts.append(_veil())
    return "".join(parts)


def card_face(
    card: Card,
    x: float,
    y: float,
    title: str,
    *,
    ring: bool = False,
    badge: str | None = None,
    dim: bool = False,
) -> str:
    """``card`` face up with its top left corner at ``(x, y)``.

    ``title`` is what a screen reader says; ``ring`` draws the mark of a
    trick's winner round it, ``badge`` a small round label on its top right
    corner (the order of play in a trick), and ``dim`` greys it.
    """
    suit = card.suit
    classes = "hp-card hp-joker" if suit is None else f"hp-card hp-{suit.colour.value}"
    attributes = {"class": classes, "data-card": str(card), "transform": _place(x, y)}
    return element(
        "g",
        attributes,
        element("title", None, escape(title)),
        _face_body(card, ring, badge, dim),
    )


@functools.cache
def _back_body(dim: bool) -> str:
    """A card's back drawn at the origin."""
    inner = {
        "x": 4,
        "y": 4,
        "width": CARD_WIDTH - 8,
        "height": CARD_HEIGHT - 8,
        "rx": 3,
        "fill": "none",
        "stroke": "#ffffff",
        "stroke-width": 1.5,
    }
    left, right, top, bottom = 10, CARD_WIDTH - 10, 10, CARD_HEIGHT - 10
    lines = f"M{left},{top} L{right},{bottom} M{right},{top} L{left},{bottom}"
    parts = [
        *_frame(BACK),
        element("rect", inner),
        element("path", {"d": lines, "stroke": BACK_LINES, "stroke-width": 1.5}),
    ]
    if dim:
        parts.append(_veil())
    return "".join(parts)


def card_back(x: float, y: float, title: str, *, dim: bool = False) -> str:
    """A card face down with its top left corner at ``(x, y)``."""
    return element(
        "g",
        {"class": "hp-card hp-back", "transform": _place(x, y)},
        element("title", None, escape(title)),
        _back_body(dim),
    )


def _veil() -> str:
    """The felt's colour laid thinly over a card, to grey it."""
    return element(
        "rect",
        {
            "width": CARD_WIDTH,
            "height": CARD_HEIGHT,
            "rx": 5,
            "fill": FELT,
            "fill-opacity": 0.55,
        },
    )


def _ring() -> str:
    return element(
        "rect",
        {
            "x": -3.5,
            "y": -3.5,
            "width": CARD_WIDTH + 7,
            "height": CARD_HEIGHT + 7,
            "rx": 8,
            "fill": "none",
            "stroke": MARK,
            "stroke-width": 4,
        },
    )


def _badge(x: float, y: float, text: str, marked: bool) -> str:
    return element(
        "g",
        {"class": "hp-badge"},
        element(
            "circle",
            {
                "cx": float(x),
                "cy": float(y),
                "r": 9,
                "fill": MARK if marked else "#ffffff",
                "stroke": INK,
            },
        ),
        element(
            "text",
            {
                "x": float(x),
                "y": y + 4,
                "font-size": 11,
                "font-weight": 700,
                "fill": INK,
                "text-anchor": "middle",
            },
            escape(text),
        ),
    )


def text_width(text: str, size: float) -> float:
    """About how wide ``text`` is drawn at ``size``, or a little wider."""
    return len(text) * size * 0.62


def label(
    x: float,
    y: float,
    text: str,
    *,
    anchor: str = "middle",
    size: float = 12,
    bold: bool = False,
    marked: bool = False,
) -> str:
    """A line of text on the felt; ``marked`` sets it on a yellow band."""
    attributes = {
        "x": float(x),
        "y": float(y),
        "font-size": size,
        "font-weight": 700 if bold else None,
        "fill": INK if marked else LABEL,
        "text-anchor": anchor,
    }
    written = element("text", attributes, escape(text))
    if not marked:
        return written
    width = text_width(text, size) + 10
    left = {"start": x - 5, "middle": x - width / 2, "end": x - width + 5}[anchor]
    band = {
        "x": float(left),
        "y": y - size,
        "width": float(width),
        "height": size + 5,
        "rx": (size + 5) / 2,
        "fill": MARK,
    }
    return element("rect", band) + written


def suit_chip(x: float, y: float, suit: Suit) -> str:
    """A suit's symbol in its colour on a small white card, for the felt;
    ``(x, y)`` is the middle of its baseline."""
    chip = {
        "x": x - 9,
        "y": y - 13,
        "width": 18,
        "height": 17,
        "rx": 3,
        "fill": FACE,
        "stroke": EDGE,
    }
    symbol = {
        "x": float(x),
        "y": float(y),
        "font-size": 13,
        "fill": suit_colour(suit),
        "text-anchor": "middle",
    }
    return element(
        "g", None, element("rect", chip), element("text", symbol, suit.symbol)
    )


def felt(width: float, height: float) -> str:
    """The table's green cloth under the whole picture."""
    return element(
        "rect",
        {
            "x": 1,
            "y": 1,
            "width": width - 2,
            "height": height - 2,
            "rx": 14,
            "fill": FELT,
            "stroke": FELT_EDGE,
            "stroke-width": 2,
        },
    )


def card_row(
    cards: Sequence[Card | None],
    x: float,
    y: float,
    titles: Sequence[str],
    *,
    step: float = ROW_STEP,
    dim: bool = False,
) -> list[str]:
    """A row of cards from ``(x, y)``, overlapping by ``step``; ``None`` is a
    card face down."""
    drawn = []
    for position, (card, title) in enumerate(zip(cards, titles, strict=True)):
        left = x + position * step
        if card is None:
            drawn.append(card_back(left, y, title, dim=dim))
        else:
            drawn.append(card_face(card, left, y, title, dim=dim))
    return drawn

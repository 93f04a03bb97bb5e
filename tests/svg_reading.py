"""Reading the library's SVG pictures back, as a test sees them.

A picture is parsed with :mod:`xml.etree.ElementTree` (so it must be valid
XML), and its cards are found as the ``<g>`` groups of class ``hp-card``:
each has a ``<title>`` first; a face up card names itself in a
``data-card`` attribute and shows its rank and suit in its corner; a card
face down has the class ``hp-back`` and shows nothing.

:func:`check_hides` is the check that a picture gives away none of a set of
cards, by any of the ways a card could be written: its notation in any text
or attribute, its name in words, its rank and suit drawn in one text.  The
names in words are the tests' own (:func:`name_of`), not the library's.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from dataclasses import dataclass

import hasenpfeffer as hp

__all__ = [
    "MARK",
    "SVG",
    "Box",
    "Drawn",
    "bands",
    "check_hides",
    "drawn_cards",
    "faces",
    "name_of",
    "parse",
    "text_boxes",
    "texts",
]

SVG = "{http://www.w3.org/2000/svg}"
MARK = "#ffd54a"
"""The yellow of a band that marks a line of text."""
GLYPH_WIDTH = 0.7
"""A width per character, in ems, that few lines of text outgrow: wider
than the DejaVu Sans and Helvetica of the pictures, bold or not, on
average over any words."""
_RANK_WORDS = {"9": "nine", "T": "ten", "J": "jack", "Q": "queen", "K": "king"}
_SUIT_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
_WORD = re.compile(r"[0-9A-Za-z]+")
_TRANSLATE = re.compile(r"translate\(([-0-9.]+) ([-0-9.]+)\)")


def name_of(card: hp.Card) -> str:
    """The card in words: ``ten of hearts``, ``the Joker``."""
    if card.is_joker:
        return "the Joker"
    rank, suit = str(card)[0], str(card)[1]
    return f"{_RANK_WORDS.get(rank, 'ace')} of {_SUIT_WORDS[suit]}"


@dataclass(frozen=True)
class Drawn:
    """One card of a picture, as drawn."""

    card: hp.Card | None
    """The card, or ``None`` for a card face down."""
    title: str
    x: float
    y: float
    """Where its top left corner is (before any turn of a fan)."""
    corner: str
    """The text in its corner: rank and suit, such as ``10♥``."""


def parse(picture: str) -> ET.Element:
    """The picture's root, checked to be a scalable SVG with a title."""
    root = ET.fromstring(picture)
    assert root.tag == f"{SVG}svg"
    width, height = (float(root.attrib[name]) for name in ("width", "height"))
    left, top, box_width, box_height = map(float, root.attrib["viewBox"].split())
    assert (left, top) == (0, 0) and box_width > 0 and box_height > 0
    assert abs(width / height - box_width / box_height) < 0.01
    assert root[0].tag == f"{SVG}title" and (root[0].text or "").strip()
    return root


def drawn_cards(root: ET.Element) -> list[Drawn]:
    """Every card of the picture, in the order drawn."""
    found = []
    for group in root.iter(f"{SVG}g"):
        classes = group.get("class", "").split()
        if "hp-card" not in classes:
            continue
        assert group[0].tag == f"{SVG}title", "a card without a title first"
        title = group[0].text or ""
        written = list(group.iter(f"{SVG}text"))
        corner = "".join(written[0].itertext()) if written else ""
        place = _TRANSLATE.fullmatch(group.get("transform", ""))
        assert place is not None, group.attrib
        x, y = float(place.group(1)), float(place.group(2))
        if "hp-back" in classes:
            assert "data-card" not in group.attrib
            found.append(Drawn(None, title, x, y, corner))
        else:
            card = hp.Card.parse(group.attrib["data-card"])
            found.append(Drawn(card, title, x, y, corner))
    return found


def faces(picture: str) -> list[str]:
    """The face up cards of a picture, in the order drawn."""
    return [
        str(drawn.card)
        for drawn in drawn_cards(parse(picture))
        if drawn.card is not None
    ]


def texts(picture: str) -> list[str]:
    """Every ``<text>`` of a picture, its pieces joined."""
    return ["".join(text.itertext()) for text in parse(picture).iter(f"{SVG}text")]


def check_hides(picture: str, hidden: Iterable[hp.Card]) -> list[Drawn]:
    """Check that ``picture`` gives away none of ``hidden``, and that each
    card it draws is drawn consistently (its title, its ``data-card`` and
    its corner name the same card; a card face down shows no text).
    Returns the cards drawn."""
    hidden = set(hidden)
    root = parse(picture)
    drawn = drawn_cards(root)
    for one in drawn:
        if one.card is None:
            assert one.corner == "" and one.title.startswith("a card face down")
            continue
        assert one.card not in hidden, f"{one.card} is drawn face up"
        assert one.title.split(",")[0] == name_of(one.card), one
        assert hp.Card.parse(one.corner) == one.card, one
    written: list[str] = []
    for element in root.iter():
        written += element.attrib.values()
        written += [element.text or "", element.tail or ""]
    for text in root.iter(f"{SVG}text"):
        written.append("".join(text.itertext()))
    words = {word for piece in written for word in _WORD.findall(piece)}
    everything = "\n".join(written)
    for card in hidden:
        assert str(card) not in words, f"{card} is written"
        assert name_of(card) not in everything, f"{name_of(card)} is written"
        if card.is_joker:
            assert "joker" not in everything.lower(), "the Joker is written"
    for piece in written:
        try:
            parsed = hp.Card.parse(piece)
        except hp.InvalidNotationError:
            continue
        assert parsed not in hidden, f"{parsed} is drawn as {piece!r}"
    return drawn


@dataclass(frozen=True)
class Box:
    """A rectangle of a picture, in its coordinates."""

    left: float
    top: float
    right: float
    bottom: float

    def meets(self, other: Box) -> bool:
        """Whether the two rectangles overlap."""
        return (
            self.left < other.right
            and other.left < self.right
            and self.top < other.bottom
            and other.top < self.bottom
        )


def _text_box(text: ET.Element) -> Box:
    words = "".join(text.itertext())
    size = float(text.get("font-size", "12"))
    width = len(words) * size * GLYPH_WIDTH
    x, y = float(text.attrib["x"]), float(text.attrib["y"])
    left = {"start": x, "middle": x - width / 2, "end": x - width}[
        text.get("text-anchor", "start")
    ]
    return Box(left, y - size, left + width, y + size * 0.25)


def text_boxes(picture: str) -> list[tuple[str, Box]]:
    """Every ``<text>`` drawn straight on the picture (not inside a card),
    with the box that holds it, at most as wide as :data:`GLYPH_WIDTH`
    says."""
    root = parse(picture)
    return [
        ("".join(text.itertext()), _text_box(text))
        for text in root.findall(f"{SVG}text")
    ]


def bands(picture: str) -> list[tuple[str, Box]]:
    """Each yellow band that marks a line of text: the text it marks (the
    text drawn next), and the band's box."""
    root = parse(picture)
    found = []
    drawn = list(root)
    for position, element in enumerate(drawn):
        if element.tag == f"{SVG}rect" and element.get("fill") == MARK:
            marked = drawn[position + 1]
            assert marked.tag == f"{SVG}text"
            x, y = float(element.attrib["x"]), float(element.attrib["y"])
            box = Box(
                x,
                y,
                x + float(element.attrib["width"]),
                y + float(element.attrib["height"]),
            )
            found.append(("".join(marked.itertext()), box))
    return found

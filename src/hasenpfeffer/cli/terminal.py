"""Text for a terminal: cards with suit symbols in colour, lines that fit.

A :class:`Style` says how cards are written: plainly (``JH``, the
notation), with suit symbols as the pictures show them (``J♥``, ``10♦``),
or with symbols in colour, red or black on a light card face.
:meth:`Style.for_stream` picks the style a stream can show: colour and
symbols on a terminal, plain text when the output is not a terminal or
the ``NO_COLOR`` environment variable is set (to anything but the empty
string, see https://no-color.org), or when ``TERM`` is ``dumb``.
:func:`wrap` breaks a line into lines no wider than the window, only
between items, so that no card and no choice is split; :func:`visible_width`
measures text as the terminal shows it.

>>> import hasenpfeffer as hp
>>> PLAIN.cards(hp.Card.parse(text) for text in ("JH", "AS", "Joker"))
'JH AS Joker'
>>> Style(symbols=True).card(hp.Card.parse("JH"))
'J♥'
>>> wrap(["1) pass", "2) bid 4", "3) bid 5", "4) little pepper"], 28, indent="   ")
['1) pass  2) bid 4  3) bid 5', '   4) little pepper']
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from typing import TextIO

import attrs

from ..cards import Card, Colour, Rank, Suit

_ESCAPE = re.compile(r"\x1b\[[0-9;]*m")
_RESET = "\x1b[0m"
_INK = {Colour.RED: "\x1b[31;47m", Colour.BLACK: "\x1b[30;47m"}
"""Red or black ink on a light grey face: readable on dark and light
terminals alike."""
_JOKER_INK = "\x1b[1;30;47m"
_SYMBOLS = "".join(suit.symbol for suit in Suit)


@attrs.frozen
class Style:
    """How cards and suits are written: with suit ``symbols`` or letters,
    in ``colour`` (ANSI escape codes) or not.

    >>> import hasenpfeffer as hp
    >>> card = hp.Card.parse("TD")
    >>> PLAIN.card(card), Style(symbols=True).card(card)
    ('TD', '10♦')
    >>> Style(symbols=True, colour=True).card(card)
    '\\x1b[31;47m10♦\\x1b[0m'

    Attributes:
        symbols: write cards as the pictures do, suits as ``♣ ♦ ♥ ♠``
            rather than ``C D H S`` and tens as ``10`` (both forms are
            read back by :meth:`~hasenpfeffer.cards.Card.parse`).
        colour: colour each card, red or black, with ANSI escape codes.
    """

    symbols: bool = False
    colour: bool = False

    @classmethod
    def for_stream(
        cls, stream: TextIO, environ: Mapping[str, str] | None = None
    ) -> Style:
        """The style that ``stream`` can show, given the environment
        ``environ`` (by default :data:`os.environ`).

        Symbols and colour on a terminal whose encoding has the suit
        symbols (colour alone if it lacks them); :data:`PLAIN` when the
        stream is not a terminal, ``NO_COLOR`` is set to anything but the
        empty string, or ``TERM`` is ``dumb``.

        >>> import io
        >>> Style.for_stream(io.StringIO()) == PLAIN
        True
        """
        environ = os.environ if environ is None else environ
        isatty = getattr(stream, "isatty", None)
        if not (callable(isatty) and isatty()):
            return PLAIN
        if environ.get("NO_COLOR") or environ.get("TERM") == "dumb":
            return PLAIN
        encoding = getattr(stream, "encoding", None) or "utf-8"
        try:
            _SYMBOLS.encode(encoding)
        except (UnicodeEncodeError, LookupError):
            return cls(symbols=False, colour=True)
        return cls(symbols=True, colour=True)

    def card(self, card: Card) -> str:
        """One card as this style writes it.

        >>> import hasenpfeffer as hp
        >>> Style(symbols=True).card(hp.JOKER)
        'Joker'
        """
        text = _pictured(card) if self.symbols else str(card)
        if not self.colour:
            return text
        ink = _JOKER_INK if card.suit is None else _INK[card.suit.colour]
        return f"{ink}{text}{_RESET}"

    def cards(self, cards: Iterable[Card]) -> str:
        """Cards as this style writes them, separated by spaces.

        >>> import hasenpfeffer as hp
        >>> Style(symbols=True).cards([hp.Card.parse("9C"), hp.Card.parse("AH")])
        '9♣ A♥'
        """
        return " ".join(self.card(card) for card in cards)

    def suit(self, suit: Suit) -> str:
        """A suit's letter, or its symbol (in its colour).

        >>> import hasenpfeffer as hp
        >>> PLAIN.suit(hp.Suit.SPADES), Style(symbols=True).suit(hp.Suit.SPADES)
        ('S', '♠')
        """
        text = suit.symbol if self.symbols else str(suit)
        if not self.colour:
            return text
        return f"{_INK[suit.colour]}{text}{_RESET}"


def _pictured(card: Card) -> str:
    """``card`` as the pictures write it: ``10♦`` for a ten, else ``J♥``."""
    if card.rank is Rank.TEN and card.suit is not None:
        return f"10{card.suit.symbol}"
    return card.pretty


PLAIN = Style()
"""Cards in the notation (``JH``), without colour: for files and pipes."""


def visible_width(text: str) -> int:
    """How many columns ``text`` takes on a terminal: its length without the
    colour escape codes.

    >>> visible_width(Style(symbols=True, colour=True).suit(Suit.HEARTS))
    1
    """
    return len(_ESCAPE.sub("", text))


def wrap(
    items: Iterable[str],
    width: int | None,
    *,
    indent: str = "",
    separator: str = "  ",
) -> list[str]:
    """``items`` joined by ``separator`` into lines at most ``width``
    columns wide, breaking only between items; lines after the first start
    with ``indent``.  An item too wide for a line of its own gets one line,
    unbroken.  ``None`` (or 0) for ``width``: one line, however long.

    >>> wrap(["hearts:", "JH", "9H", "AH"], 12, indent="  ", separator=" ")
    ['hearts: JH', '  9H AH']
    >>> wrap(["a", "b"], None)
    ['a  b']
    """
    lines: list[str] = []
    line: str | None = None
    used = 0
    for item in items:
        size = visible_width(item)
        if line is None:
            line, used = item, size
        elif width and used + len(separator) + size > width:
            lines.append(line)
            line, used = indent + item, visible_width(indent) + size
        else:
            line += separator + item
            used += len(separator) + size
    lines.append(line or "")
    return lines

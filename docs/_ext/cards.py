"""Card pictures for the documentation, drawn by the library itself.

Two pieces of markup, both built while Sphinx reads the pages, offline:

``.. card-order::``
    One table per trump suit (all four, or the suits given as arguments,
    such as ``.. card-order:: hearts``).  Each row is a suit as it is played
    once that trump is named, its cards from highest to lowest, and every
    row comes from :func:`hasenpfeffer.suit_cards`.  The pages therefore
    show the order the library plays by, and cannot drift from it.

``:card:`JH```
    One card as a small glyph, such as ``J♥`` in red (tens as ``10♥``).  The text is any
    notation :meth:`hasenpfeffer.Card.parse` reads; several cards may be
    given separated by spaces (``:card:`JH JD```).

In HTML every card is an ``<abbr class="hp-card">`` whose tooltip names the
card; ``_static/hasenpfeffer.css`` draws it as a small playing card.  Other
builders get the plain text, such as ``J♥``.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from docutils.parsers.rst.states import Inliner
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

import hasenpfeffer as hp

_RANK_NAMES = {
    hp.Rank.NINE: "nine",
    hp.Rank.TEN: "ten",
    hp.Rank.JACK: "jack",
    hp.Rank.QUEEN: "queen",
    hp.Rank.KING: "king",
    hp.Rank.ACE: "ace",
}


def suit_name(suit: hp.Suit) -> str:
    """``hearts`` for :attr:`hasenpfeffer.Suit.HEARTS`."""
    return suit.name.lower()


def card_name(card: hp.Card) -> str:
    """The card in words, such as ``jack of hearts`` or ``the Joker``."""
    if card.rank is None or card.suit is None:
        return "the Joker"
    return f"{_RANK_NAMES[card.rank]} of {suit_name(card.suit)}"


def card_glyph(card: hp.Card) -> str:
    """The card as people write it: ``10♥``, ``J♥`` or ``Joker``."""
    if card.rank is hp.Rank.TEN and card.suit is not None:
        return f"10{card.suit.symbol}"
    return card.pretty


def card_node(card: hp.Card, trump: hp.Suit | None = None) -> nodes.abbreviation:
    """One card as a glyph, such as ``J♥``, with its name as the tooltip.

    Under ``trump`` the bowers' tooltips say which bower they are.
    """
    classes = ["hp-card"]
    if card.is_joker:
        classes.append("hp-joker")
    elif card.suit is not None and card.suit.colour is hp.Colour.RED:
        classes.append("hp-red")
    explanation = card_name(card)
    if trump is not None and card.rank is hp.Rank.JACK:
        if card.suit is trump:
            explanation += ", the right bower"
        elif card.suit is trump.same_colour:
            explanation += ", the left bower"
    text = card_glyph(card)
    return nodes.abbreviation(text, text, explanation=explanation, classes=classes)


def cards_paragraph(cards: tuple[hp.Card, ...], trump: hp.Suit) -> nodes.paragraph:
    """The cards side by side, separated by spaces."""
    paragraph = nodes.paragraph(classes=["hp-cards"])
    for position, card in enumerate(cards):
        if position:
            paragraph += nodes.Text(" ")
        paragraph += card_node(card, trump)
    return paragraph


def _row_label(suit: hp.Suit, trump: hp.Suit, count: int) -> nodes.paragraph:
    """``trump ♥``, ``diamonds ♦`` and so on, with the number of cards."""
    name = "trump" if suit is trump else suit_name(suit)
    paragraph = nodes.paragraph()
    paragraph += nodes.strong("", f"{name} {suit.symbol}")
    paragraph += nodes.Text(f" {count} cards")
    if suit is trump.same_colour:
        paragraph += nodes.Text(", no jack")
    return paragraph


def _entry(child: nodes.Node) -> nodes.entry:
    entry = nodes.entry()
    entry += child
    return entry


def card_order_table(trump: hp.Suit) -> nodes.table:
    """The table of every suit's cards, highest first, when ``trump`` is trump.

    The trump suit comes first, then the other suit of its colour, then the
    two suits of the other colour.
    """
    suits = [trump, trump.same_colour]
    suits += [suit for suit in hp.Suit if suit not in suits]
    table = nodes.table(classes=["hp-card-order", "colwidths-given"])
    table += nodes.title("", f"{suit_name(trump).capitalize()} trump")
    group = nodes.tgroup(cols=2)
    table += group
    group += nodes.colspec(colwidth=32)
    group += nodes.colspec(colwidth=68)
    head = nodes.thead()
    header = nodes.row()
    header += _entry(nodes.paragraph(text="suit as played"))
    header += _entry(nodes.paragraph(text="cards, highest first"))
    head += header
    group += head
    body = nodes.tbody()
    for suit in suits:
        cards = hp.suit_cards(suit, trump=trump)
        row = nodes.row()
        row += _entry(_row_label(suit, trump, len(cards)))
        row += _entry(cards_paragraph(cards, trump))
        body += row
    group += body
    return table


class CardOrder(SphinxDirective):
    """``.. card-order:: [suit ...]``: the card order under each trump suit."""

    optional_arguments = 4
    has_content = False

    def run(self) -> list[nodes.Node]:
        try:
            trumps = [hp.Suit.parse(text) for text in self.arguments]
        except hp.InvalidNotationError as error:
            raise self.error(str(error)) from None
        return [card_order_table(trump) for trump in trumps or list(hp.Suit)]


def card_role(
    name: str,
    rawtext: str,
    text: str,
    lineno: int,
    inliner: Inliner,
    options: dict[str, Any] | None = None,
    content: list[str] | None = None,
) -> tuple[list[nodes.Node], list[nodes.system_message]]:
    """``:card:`JH```: one or more cards as glyphs."""
    result: list[nodes.Node] = []
    for position, word in enumerate(text.split()):
        try:
            card = hp.Card.parse(word)
        except hp.InvalidNotationError as error:
            message = inliner.reporter.error(str(error), line=lineno)
            problem = inliner.problematic(rawtext, rawtext, message)
            return [problem], [message]
        if position:
            result.append(nodes.Text(" "))
        result.append(card_node(card))
    return result, []


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("card-order", CardOrder)
    app.add_role("card", card_role)
    app.add_css_file("hasenpfeffer.css")
    return {
        "version": hp.__version__,
        "parallel_read_safe": True,
        "parallel_write_safe": True,
    }

"""Pictures and tables for the documentation, made by the library itself.

Two directives, both run while Sphinx reads the pages, offline:

``.. hasenpfeffer-svg::``
    Runs its content, a few lines of Python, and puts the picture that its
    last line gives into the page as inline SVG: a string from
    :mod:`hasenpfeffer.svg`, anything with a ``_repr_svg_`` method (a card,
    a trick, a game state, a view), or a list of them, shown side by side.
    The lines run with ``hp`` (the package) and ``svg`` (the module)
    already imported, and the names they define stay there for the next
    pictures of the same page, so that a page deals once and draws many
    times.  ``:caption:`` adds a caption under the picture; ``:show-code:``
    shows the lines above it.  A snippet that fails, or gives no picture,
    fails the build.

``.. score-table::``
    The makers' points for each bid and each number of tricks taken,
    worked out by :func:`hasenpfeffer.hand_score`.  Its content, if any, is
    a Python expression for the :class:`hasenpfeffer.Rules` to score by
    (``Rules()`` otherwise).

In HTML the pictures keep their own size but shrink to the width of the
page (``_static/pictures.css``).  Other builders get the caption and the
code, if shown, without the picture.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

import hasenpfeffer as hp
from hasenpfeffer import svg

_NAMESPACE = "hasenpfeffer-svg namespace"
"""Where a page's names are kept between its pictures (Sphinx empties
``env.temp_data`` after each page)."""


def run_snippet(code: str, namespace: dict[str, Any]) -> object:
    """Run ``code`` in ``namespace`` and return the value of its last line,
    which must be an expression."""
    tree = ast.parse(code, mode="exec")
    if not tree.body or not isinstance(tree.body[-1], ast.Expr):
        raise ValueError("the last line must be an expression giving the picture")
    last = ast.Expression(tree.body.pop().value)
    exec(compile(tree, "<hasenpfeffer-svg>", "exec"), namespace)
    return eval(compile(last, "<hasenpfeffer-svg>", "eval"), namespace)


def svg_text(value: object) -> str:
    """The SVG of one picture: a string of SVG, or the ``_repr_svg_`` of a
    value that has one."""
    if not isinstance(value, str):
        method = getattr(value, "_repr_svg_", None)
        if method is None:
            raise TypeError(f"not a picture: {type(value).__name__}")
        value = method()
    if not isinstance(value, str) or not value.startswith("<svg"):
        raise TypeError("the picture is not SVG text")
    return value


class SvgPicture(SphinxDirective):
    """``.. hasenpfeffer-svg::`` with Python lines that give a picture."""

    has_content = True
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {
        "caption": directives.unchanged,
        "show-code": directives.flag,
    }

    def run(self) -> list[nodes.Node]:
        code = "\n".join(self.content)
        namespace = self.env.temp_data.setdefault(_NAMESPACE, {"hp": hp, "svg": svg})
        try:
            value = run_snippet(code, namespace)
            values = value if isinstance(value, (list, tuple)) else [value]
            pictures = [svg_text(one) for one in values]
        except Exception as error:
            raise self.error(
                f"the picture could not be made: {type(error).__name__}: {error}"
            ) from None
        if not pictures:
            raise self.error("the picture could not be made: the list is empty")
        result: list[nodes.Node] = []
        if "show-code" in self.options:
            result.append(nodes.literal_block(code, code, language="python"))
        html = "".join(pictures)
        if len(pictures) > 1:
            html = f'<div class="hp-pictures">{html}</div>'
        figure = nodes.figure(classes=["hp-picture"])
        figure += nodes.raw("", html, format="html")
        caption = self.options.get("caption")
        if caption:
            text_nodes, messages = self.parse_inline(caption, lineno=self.lineno)
            figure += nodes.caption(caption, "", *text_nodes)
            result.extend(messages)
        result.append(figure)
        return result


def _points(change: int) -> str:
    return f"+{change}" if change > 0 else str(change).replace("-", "\N{MINUS SIGN}")


def score_table(rules: hp.Rules) -> nodes.table:
    """The makers' points for each bid (a row) and tricks taken (a column)."""
    if rules.bidding is hp.Bidding.PEPPER:
        bids = [hp.Bid(tricks) for tricks in range(1, 6)]
        bids += [hp.LITTLE_PEPPER, hp.BIG_PEPPER]
    else:
        bids = [hp.Bid(tricks) for tricks in range(1, 7)]
    table = nodes.table(classes=["hp-score-table"])
    table += nodes.title("", "The makers' points, by bid and tricks taken")
    group = nodes.tgroup(cols=8)
    table += group
    group += nodes.colspec(colwidth=1, stub=1)  # the bids head their rows
    for _ in range(7):
        group += nodes.colspec(colwidth=1)
    head = nodes.thead()
    header = nodes.row()
    header += _entry("bid", [])
    for tricks in range(7):
        header += _entry(f"{tricks} tricks" if tricks != 1 else "1 trick", [])
    head += header
    group += head
    body = nodes.tbody()
    for bid in bids:
        row = nodes.row()
        row += _entry(str(bid), [])
        for tricks in range(7):
            makers, _ = hp.hand_score(rules, bid, makers_tricks=tricks)
            made = tricks >= bid.tricks
            row += _entry(_points(makers), ["hp-made" if made else "hp-failed"])
        body += row
    group += body
    return table


def _entry(text: str, classes: list[str]) -> nodes.entry:
    entry = nodes.entry(classes=classes)
    entry += nodes.paragraph(text=text)
    return entry


class ScoreTable(SphinxDirective):
    """``.. score-table::`` with an optional Rules expression."""

    has_content = True

    def run(self) -> list[nodes.Node]:
        expression = "\n".join(self.content).strip() or "hp.Rules()"
        try:
            rules = eval(expression, {"hp": hp})
        except Exception as error:
            raise self.error(f"not a Rules expression: {error}") from None
        if not isinstance(rules, hp.Rules) or rules.game is not hp.Game.HASENPFEFFER:
            raise self.error("the score table needs the Rules of Hasenpfeffer")
        return [score_table(rules)]


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("hasenpfeffer-svg", SvgPicture)
    app.add_directive("score-table", ScoreTable)
    app.add_css_file("pictures.css")
    return {
        "version": hp.__version__,
        "parallel_read_safe": True,
        "parallel_write_safe": True,
    }

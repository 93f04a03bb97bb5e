"""The tests cite the project's own statement of the rules, and every
section they cite exists.

A test of a rule names the section of docs/rules.rst (or docs/options.rst,
docs/euchre.rst) that it checks, as ``docs/rules.rst, "Following suit"``;
several titles may follow one page name (``"Scoring" and "The end of the
game"``).  A section renamed or removed must take its citations along, so a
citation of a title that the page does not have fails here.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = (
    "docs/rules.rst",
    "docs/options.rst",
    "docs/euchre.rst",
    "docs/railroad.rst",
    "docs/three_handed.rst",
    "docs/bid_euchre.rst",
)
# This file quotes citations as examples, so it is left out.
TEST_FILES = sorted(
    path for path in (ROOT / "tests").glob("*.py") if path.name != Path(__file__).name
)

_UNDERLINE = re.compile(r"^([=\-~^\"'`#*+])\1*$")
_SEPARATOR = re.compile(r"(?:[\s,()]|\band\b|\bwith\b)*")
_TITLE = re.compile(r'"([^"]+)"')


def section_titles(page: str) -> set[str]:
    """The titles of the sections of a reStructuredText page."""
    lines = (ROOT / page).read_text(encoding="utf-8").splitlines()
    return {
        title.strip()
        for title, underline in itertools.pairwise(lines)
        if title.strip()
        and _UNDERLINE.match(underline)
        and len(underline) >= len(title.strip())
    }


def plain_text(source: str) -> str:
    """Source text with comment markers dropped and white space collapsed,
    so that a citation broken over comment lines reads as one."""
    return re.sub(r"\s+", " ", re.sub(r"\n\s*#", " ", source))


def citations(text: str) -> list[tuple[str, str]]:
    """Every ``(page, title)`` cited in ``text``."""
    found = []
    for page in PAGES:
        for match in re.finditer(re.escape(page), text):
            position = match.end()
            while True:
                separator = _SEPARATOR.match(text, position)
                assert separator is not None  # it matches the empty text too
                title = _TITLE.match(text, separator.end())
                if title is None:
                    break
                found.append((page, title.group(1)))
                position = title.end()
    return found


def test_the_citation_reader_reads_lists_of_titles() -> None:
    text = plain_text(
        '# see docs/rules.rst, "The\n    # auction" (with "When everybody passes")\n'
        '"""docs/rules.rst, "Scoring" and "The end of the game": made ..."""\n'
        "docs/options.rst, every option"
    )
    assert citations(text) == [
        ("docs/rules.rst", "The auction"),
        ("docs/rules.rst", "When everybody passes"),
        ("docs/rules.rst", "Scoring"),
        ("docs/rules.rst", "The end of the game"),
    ]


def test_the_rules_page_has_the_sections_the_tests_rely_on() -> None:
    titles = section_titles("docs/rules.rst")
    assert {
        "The deck",
        "Trump and the order of the cards",
        "The deal",
        "The auction",
        "When everybody passes",
        "Widow, trump and discard",
        "The play",
        "Following suit",
        "Winning a trick",
        "Scoring",
        "The end of the game",
        "Going alone",
        "Sources",
    } <= titles


@pytest.mark.parametrize("path", TEST_FILES, ids=lambda path: path.name)
def test_every_cited_section_exists(path: Path) -> None:
    titles = {page: section_titles(page) for page in PAGES}
    text = plain_text(path.read_text(encoding="utf-8"))
    missing = [
        (page, title) for page, title in citations(text) if title not in titles[page]
    ]
    assert missing == []


@pytest.mark.parametrize(
    "path",
    [path for path in TEST_FILES if path.name.startswith("test_scenarios_")],
    ids=lambda path: path.name,
)
def test_each_scenario_file_cites_the_sections_it_checks(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    docstring = source.split('"""')[1]
    assert citations(plain_text(docstring)), f"{path.name} cites no section"


def test_the_tests_cite_no_page_outside_the_repository() -> None:
    outside = tuple("".join(parts) for parts in (("RULES", ".md"), ("DESIGN", ".md")))
    for path in (ROOT / "tests").iterdir():
        if path.suffix in (".py", ".md", ".txt"):
            text = path.read_text(encoding="utf-8")
            assert not [name for name in outside if name in text], path.name

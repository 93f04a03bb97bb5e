"""CHANGELOG.md keeps the shape Keep a Changelog gives it, and the
package's version follows it: released versions newest first, each dated,
a line or two per change, and the version in the code after the newest
release."""

from __future__ import annotations

import re
from pathlib import Path

import hasenpfeffer as hp

CHANGELOG = Path(__file__).parent.parent / "CHANGELOG.md"
RELEASE = re.compile(r"## \[(\d+)\.(\d+)\.(\d+)\] - (\d{4}-\d{2}-\d{2})")
MOST_LINES = 3
"""The longest a change may be told, in lines."""


def headings() -> list[str]:
    return [
        line for line in CHANGELOG.read_text().splitlines() if line.startswith("## ")
    ]


def releases() -> list[tuple[tuple[int, int, int], str]]:
    """Each release's version and date, as the headings give them."""
    found = []
    for heading in headings()[1:]:
        match = RELEASE.fullmatch(heading)
        assert match, f"not a release heading: {heading}"
        found.append(((int(match[1]), int(match[2]), int(match[3])), match[4]))
    return found


def test_unreleased_comes_first_then_the_releases_newest_first() -> None:
    assert headings()[0] == "## [Unreleased]"
    versions = [version for version, _ in releases()]
    dates = [date for _, date in releases()]
    assert versions, "no version has been released"
    assert versions == sorted(versions, reverse=True)
    assert dates == sorted(dates, reverse=True)


def test_the_package_version_comes_after_the_newest_release() -> None:
    match = re.fullmatch(r"(\d+)\.(\d+)\.(\d+)(\.dev\d+)?", hp.__version__)
    assert match, hp.__version__
    version = (int(match[1]), int(match[2]), int(match[3]))
    newest = releases()[0][0]
    if match[4]:  # a development version: of the release to come
        assert version > newest
        unreleased = CHANGELOG.read_text().split("## [Unreleased]")[1]
        next_release = ".".join(map(str, version))
        assert f"To be released as {next_release}" in unreleased.split("\n## ")[0]
    else:
        assert version == newest


def test_each_change_is_told_in_a_line_or_two() -> None:
    bullets: list[list[str]] = []
    for line in CHANGELOG.read_text().splitlines():
        if line.startswith("- "):
            bullets.append([line])
        elif line.startswith("  ") and line.strip() and bullets:
            bullets[-1].append(line)
    long = [bullet[0] for bullet in bullets if len(bullet) > MOST_LINES]
    assert long == []

"""Counts and scores in words, for the library's messages.

>>> in_words(5), scores_in_words((7, 11))
('five', '7 to 11')
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["in_words", "listed", "scores_in_words"]

_NUMBER_WORDS = (
    "no",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
)


def in_words(count: int) -> str:
    """A small count of cards or hands in words, for messages; a larger one
    in digits.

    >>> in_words(5), in_words(10)
    ('five', '10')
    """
    return _NUMBER_WORDS[count] if 0 <= count < len(_NUMBER_WORDS) else str(count)


def listed(words: Iterable[str], last: str = "and") -> str:
    """Words in a list for a message: ``"a, b and c"`` (``last`` joins the
    last two), or the one word alone.

    >>> listed(["Euchre", "Railroad Euchre", "Bid Euchre"]), listed(["a"], "or")
    ('Euchre, Railroad Euchre and Bid Euchre', 'a')
    """
    *others, final = words
    return f"{', '.join(others)} {last} {final}" if others else final


def scores_in_words(scores: tuple[int, ...]) -> str:
    """Each side's score for a message: two teams' as "7 to 11", three
    players' as "10, 8 and 6".

    >>> scores_in_words((7, 11)), scores_in_words((10, 8, 6))
    ('7 to 11', '10, 8 and 6')
    """
    if len(scores) == 2:
        return f"{scores[0]} to {scores[1]}"
    return listed(map(str, scores))

"""The shape of each game of the family: seats, cards and what lies aside.

The engine, the deal and the records read a game's numbers from here rather
than assume Hasenpfeffer's; the rules of each game are in the modules that
play it.

>>> from hasenpfeffer.rules import Game
>>> SHAPES[Game.RAILROAD_EUCHRE]
GameShape(players=4, hand_size=5, kitty_size=5, joker=True)
>>> SHAPES[Game.RAILROAD_EUCHRE].deck_size
25
"""

from __future__ import annotations

from typing import NamedTuple

from .rules import Game

__all__ = ["SHAPES", "GameShape", "in_words", "scores_in_words"]


class GameShape(NamedTuple):
    """How a game is dealt.

    Attributes:
        players: seats at the table.
        hand_size: cards dealt to each seat, and so tricks in a hand.
        kitty_size: cards dealt aside: Hasenpfeffer's widow (1), or the
            upcard and the cards under it.
        joker: whether the deck holds the Joker.
    """

    players: int
    hand_size: int
    kitty_size: int
    joker: bool

    @property
    def deck_size(self) -> int:
        """The cards in the deck: the 24 from nine to ace, and the Joker."""
        return 24 + self.joker

    @property
    def sides(self) -> int:
        """The sides that score: two partnerships of four players, or each
        of three players for themselves."""
        return 2 if self.players == 4 else self.players

    def side_of(self, seat: int) -> int:
        """The side that ``seat`` scores for: its partnership (seats 0 and
        2 are team 0), or the seat itself when each plays for themselves.

        >>> SHAPES[Game.EUCHRE].side_of(3), SHAPES[Game.THREE_HANDED_EUCHRE].side_of(2)
        (1, 2)
        """
        return seat % 2 if self.players == 4 else seat


SHAPES: dict[Game, GameShape] = {
    Game.HASENPFEFFER: GameShape(players=4, hand_size=6, kitty_size=1, joker=True),
    Game.EUCHRE: GameShape(players=4, hand_size=5, kitty_size=4, joker=False),
    Game.THREE_HANDED_EUCHRE: GameShape(
        players=3, hand_size=5, kitty_size=9, joker=False
    ),
    Game.RAILROAD_EUCHRE: GameShape(players=4, hand_size=5, kitty_size=5, joker=True),
}
"""The shape of each game."""


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


def scores_in_words(scores: tuple[int, ...]) -> str:
    """Each side's score for a message: two teams' as "7 to 11", three
    players' as "10, 8 and 6".

    >>> scores_in_words((7, 11)), scores_in_words((10, 8, 6))
    ('7 to 11', '10, 8 and 6')
    """
    *others, last = scores
    if len(others) == 1:
        return f"{others[0]} to {last}"
    return f"{', '.join(map(str, others))} and {last}"

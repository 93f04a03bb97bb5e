"""The counts a simulation reports, added up one game at a time.

A :class:`Tally` holds the games, the wins, the hands, the points and the
contracts of a simulation; :meth:`Tally.add` counts one more game.  Counts
add up the same in any order, so a tally does not depend on the number of
worker processes, and it takes the same memory after a million games as
after ten.  :class:`~hasenpfeffer.simulation.Summary` reports one.

>>> from hasenpfeffer.simulation import SimulationConfig, play_one
>>> from hasenpfeffer._tally import Tally
>>> config = SimulationConfig(games=2, seed=7)
>>> first, second = play_one(config, 0), play_one(config, 1)
>>> tally = Tally().add(first).add(second)
>>> tally.games, tally.wins, tally == Tally.of([second, first])
(2, (2, 0), True)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import attrs

from .errors import InvalidValueError

if TYPE_CHECKING:
    from .simulation import GameOutcome

__all__ = ["BID_ORDER", "THREE_TRICKS", "ContractCount", "Tally"]

THREE_TRICKS = "three tricks"
"""The contract of Euchre's makers, who bid no number: three of the five
tricks."""
BID_ORDER: tuple[str, ...] = (
    *(f"bid {tricks}" for tricks in range(1, 7)),
    "little pepper",
    "big pepper",
    THREE_TRICKS,
)
"""Every contract in notation, lowest bid first, as a tally orders them."""

ContractCount = tuple[str, tuple[int, ...], tuple[int, ...]]
"""A bid in notation, the auctions it won by each side (team 0 and team 1,
or players 0 to 2 in Three-Handed Euchre), and the contracts made by each
side."""


@attrs.frozen
class Tally:
    """What a simulation counted, game by game, for each of its sides: the
    two teams, or in Three-Handed Euchre the three players.  A frozen
    value; the empty tally, ``Tally()``, has counted nothing, for two
    sides; ``Tally.empty(3)`` for three.

    >>> from hasenpfeffer._tally import Tally
    >>> Tally().games, Tally().wins, Tally().contracts, Tally.empty(3).wins
    (0, (0, 0), (), (0, 0, 0))

    Attributes:
        games: how many games were played.
        wins: the games won by each side.
        hands: how many hands were dealt, thrown-in hands included.
        thrown_in: how many hands every player passed.
        points: the total score change of each side, over every hand.
        contracts: for each bid that won an auction, in
            the order of the bids from one trick up to big pepper: the bid
            in notation, the auctions it won by each side, and the
            contracts made by each side.
    """

    games: int = 0
    wins: tuple[int, ...] = (0, 0)
    hands: int = 0
    thrown_in: int = 0
    points: tuple[int, ...] = (0, 0)
    contracts: tuple[ContractCount, ...] = ()

    @classmethod
    def empty(cls, sides: int) -> Tally:
        """The tally of no game, for ``sides`` sides.

        >>> from hasenpfeffer._tally import Tally
        >>> Tally.empty(2) == Tally()
        True
        """
        return cls(wins=(0,) * sides, points=(0,) * sides)

    @classmethod
    def of(cls, games: Iterable[GameOutcome], sides: int = 2) -> Tally:
        """The counts of ``games``, played by ``sides`` sides.

        >>> from hasenpfeffer._tally import Tally
        >>> Tally.of([]) == Tally(), Tally.of([], sides=3).points
        (True, (0, 0, 0))
        """
        tally = cls.empty(sides)
        for game in games:
            tally = tally.add(game)
        return tally

    def add(self, game: GameOutcome) -> Tally:
        """This tally with one more game counted.

        >>> from hasenpfeffer.simulation import SimulationConfig, play_one
        >>> from hasenpfeffer._tally import Tally
        >>> game = play_one(SimulationConfig(games=1, seed=7), 0)
        >>> Tally().add(game).hands == len(game.hands)
        True

        Raises:
            InvalidValueError: the tally has counted games of another
                number of sides.
        """
        sides = len(game.scores)
        if sides != len(self.wins) and self.games:
            raise InvalidValueError(
                f"a game of {sides} sides cannot be added to a tally of "
                f"{len(self.wins)}"
            )
        wins = [0] * sides if sides != len(self.wins) else list(self.wins)
        if game.winner is not None:
            wins[game.winner] += 1
        points = [0] * sides if sides != len(self.points) else list(self.points)
        thrown_in = self.thrown_in
        counts = {bid: (list(won), list(made)) for bid, won, made in self.contracts}
        for hand in game.hands:
            for side, change in enumerate(hand.points):
                points[side] += change
            if hand.contract is None or hand.maker_team is None:
                thrown_in += 1
                continue
            won, made = counts.setdefault(hand.contract, ([0] * sides, [0] * sides))
            won[hand.maker_team] += 1
            made[hand.maker_team] += bool(hand.made)
        return Tally(
            games=self.games + 1,
            wins=tuple(wins),
            hands=self.hands + len(game.hands),
            thrown_in=thrown_in,
            points=tuple(points),
            contracts=tuple(
                (bid, tuple(counts[bid][0]), tuple(counts[bid][1]))
                for bid in BID_ORDER
                if bid in counts
            ),
        )

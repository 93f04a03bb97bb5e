"""The counts a simulation reports, added up one game at a time.

A :class:`Tally` holds the games, the wins, the hands, the points and the
contracts of a simulation; :meth:`Tally.add` counts one more game.  Counts
add up the same in any order, so a tally does not depend on the number of
worker processes, and it takes the same memory after a million games as
after ten.  :class:`~hasenpfeffer.simulation.Summary` reports one.

In a duplicate match the games come in boards, one game for each side, all
dealt the same cards (see :mod:`hasenpfeffer.simulation`).  A
:class:`DuplicateTally` compares the sides deal by deal across each board's
games; it holds a board's games only until the last of them has come.

>>> from hasenpfeffer.simulation import SimulationConfig
>>> from hasenpfeffer.simulation._games import play_one
>>> from hasenpfeffer.simulation._tally import Tally
>>> config = SimulationConfig(games=2, seed=7)
>>> first, second = play_one(config, 0), play_one(config, 1)
>>> tally = Tally().add(first).add(second)
>>> tally.games, tally.wins, tally == Tally.of([second, first])
(2, (2, 0), True)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TYPE_CHECKING

import attrs

from ..actions import MOON
from ..errors import InvalidValueError

if TYPE_CHECKING:
    from ._outcomes import GameOutcome

__all__ = [
    "BID_ORDER",
    "THREE_TRICKS",
    "ContractCount",
    "DuplicateScore",
    "DuplicateTally",
    "Tally",
]

THREE_TRICKS = "three tricks"
"""The contract of Euchre's makers, who bid no number: three of the five
tricks."""
BID_ORDER: tuple[str, ...] = (
    *(f"bid {tricks}" for tricks in range(1, 7)),
    "little pepper",
    "big pepper",
    str(MOON),
    THREE_TRICKS,
)
"""Every contract in notation, lowest bid first, as a tally orders them."""

ContractCount = tuple[str, tuple[int, ...], tuple[int, ...]]
"""A bid in notation, the auctions it won by each side (team 0 and team 1,
or players 0 to 2 in Three-Handed Euchre), and the contracts made by each
side."""


@attrs.frozen
class DuplicateScore:
    """How side 0 did against the others in a duplicate match, deal by
    deal: the points side 0 scored on a deal less the mean of what each other
    side scored on it, averaged over the games of the deal's board (each
    side held each seat's cards once), then over the deals.

    >>> from hasenpfeffer.simulation._tally import DuplicateScore
    >>> DuplicateScore(boards=0, deals=0, mean=0.0, interval=None).interval

    Attributes:
        boards: the boards played (each as many games as there are sides).
        deals: the deals played at every game of their board.  A game that
            ends before the others of its board leaves their later deals
            unmatched; those count in the summary's hands, not here.
        mean: side 0's points per deal less the others', over the
            ``deals``.
        interval: a 95% interval for ``mean``: the mean over deals of the
            boards' totals, with its standard error worked out board by board
            (a ratio estimate), as deals of one board are not independent;
            ``None`` with fewer than two boards.
    """

    boards: int
    deals: int
    mean: float
    interval: tuple[float, float] | None


_BoardGames = tuple[tuple[int, tuple[int, ...]], ...]
"""The games of a board counted so far: each game's index and, for each of
its deals, side 0's points times the number of other sides, less the sum of
the other sides' points."""


@attrs.frozen
class DuplicateTally:
    """The sums behind a :class:`DuplicateScore`, added up board by board;
    a frozen value, in whole numbers so that the order of adding does not
    change them.

    For board ``j`` let ``n`` be its matched deals and ``t`` the sum, over
    those deals and the board's games, of side 0's points times the number
    of other sides less the other sides' points.  The tally keeps the
    number of boards, the sums of ``n``, ``t``, ``t * t``, ``t * n`` and
    ``n * n``, and the games of boards not yet complete.

    >>> from hasenpfeffer.simulation import SimulationConfig
    >>> from hasenpfeffer.simulation._games import play_one
    >>> from hasenpfeffer.simulation._tally import DuplicateTally
    >>> config = SimulationConfig(games=2, seed=7, duplicate=True)
    >>> tally = DuplicateTally().add(play_one(config, 0), sides=2)
    >>> tally.boards, len(tally.pending)
    (0, 1)
    >>> tally = tally.add(play_one(config, 1), sides=2)
    >>> tally.boards, tally.pending
    (1, ())
    """

    boards: int = 0
    deals: int = 0
    total: int = 0
    total_squares: int = 0
    total_by_deals: int = 0
    deal_squares: int = 0
    pending: tuple[tuple[int, _BoardGames], ...] = ()

    def add(self, game: GameOutcome, sides: int) -> DuplicateTally:
        """This tally with one more game of a board of ``sides`` games: the
        game's points wait for the rest of its board, and the board is
        counted once its last game has come.  A game that is not of a
        duplicate match (``game.board`` is ``None``) changes nothing."""
        if game.board is None:
            return self
        weight = sides - 1
        diffs = tuple(
            weight * hand.points[0] - sum(hand.points[1:]) for hand in game.hands
        )
        pending = dict(self.pending)
        games = (*pending.pop(game.board, ()), (game.index, diffs))
        if len(games) < sides:
            pending[game.board] = games
            return attrs.evolve(self, pending=tuple(sorted(pending.items())))
        deals = min(len(hand_diffs) for _, hand_diffs in games)
        total = sum(sum(hand_diffs[:deals]) for _, hand_diffs in games)
        return DuplicateTally(
            boards=self.boards + 1,
            deals=self.deals + deals,
            total=self.total + total,
            total_squares=self.total_squares + total * total,
            total_by_deals=self.total_by_deals + total * deals,
            deal_squares=self.deal_squares + deals * deals,
            pending=tuple(sorted(pending.items())),
        )

    def score(self, sides: int) -> DuplicateScore:
        """The :class:`DuplicateScore` of the boards counted, for boards of
        ``sides`` games.

        >>> from hasenpfeffer.simulation._tally import DuplicateTally
        >>> DuplicateTally(boards=2, deals=4, total=8, total_squares=32,
        ...     total_by_deals=16, deal_squares=8).score(sides=2)
        DuplicateScore(boards=2, deals=4, mean=1.0, interval=(1.0, 1.0))
        """
        # Each deal's value is its games' sum divided by the games (sides)
        # and by the weight of side 0's points (sides - 1).
        scale = sides * (sides - 1)
        if not self.deals:
            return DuplicateScore(self.boards, 0, 0.0, None)
        mean = self.total / (self.deals * scale)
        if self.boards < 2:
            return DuplicateScore(self.boards, self.deals, mean, None)
        # sum over boards of (t - m' n)^2, where m' = total / deals is the
        # mean in the tally's own units.
        unit_mean = self.total / self.deals
        spread = (
            self.total_squares
            - 2 * unit_mean * self.total_by_deals
            + unit_mean * unit_mean * self.deal_squares
        )
        variance = max(0.0, spread) * self.boards / (self.boards - 1)
        error = math.sqrt(variance) / (self.deals * scale)
        return DuplicateScore(
            self.boards, self.deals, mean, (mean - 1.96 * error, mean + 1.96 * error)
        )


@attrs.frozen
class Tally:
    """What a simulation counted, game by game, for each of its sides: the
    two teams, or in Three-Handed Euchre the three players.  A frozen
    value; the empty tally, ``Tally()``, has counted nothing, for two
    sides; ``Tally.empty(3)`` for three.

    >>> from hasenpfeffer.simulation._tally import Tally
    >>> Tally().games, Tally().wins, Tally().contracts, Tally.empty(3).wins
    (0, (0, 0), (), (0, 0, 0))

    Attributes:
        games: how many games were played.
        wins: the games won by each side.
        hands: how many hands were dealt, thrown-in hands included.
        thrown_in: how many hands every player passed.
        points: the total score change of each side, over every hand.
        contracts: for each bid that won an auction, in
            the order of the bids from one trick up to big pepper and the
            moon: the bid
            in notation, the auctions it won by each side, and the
            contracts made by each side.
        duplicate: the deal-by-deal comparison of a duplicate match
            (empty otherwise).
    """

    games: int = 0
    wins: tuple[int, ...] = (0, 0)
    hands: int = 0
    thrown_in: int = 0
    points: tuple[int, ...] = (0, 0)
    contracts: tuple[ContractCount, ...] = ()
    duplicate: DuplicateTally = DuplicateTally()

    @classmethod
    def empty(cls, sides: int) -> Tally:
        """The tally of no game, for ``sides`` sides.

        >>> from hasenpfeffer.simulation._tally import Tally
        >>> Tally.empty(2) == Tally()
        True
        """
        return cls(wins=(0,) * sides, points=(0,) * sides)

    @classmethod
    def of(cls, games: Iterable[GameOutcome], sides: int = 2) -> Tally:
        """The counts of ``games``, played by ``sides`` sides.

        >>> from hasenpfeffer.simulation._tally import Tally
        >>> Tally.of([]) == Tally(), Tally.of([], sides=3).points
        (True, (0, 0, 0))
        """
        tally = cls.empty(sides)
        for game in games:
            tally = tally.add(game)
        return tally

    def add(self, game: GameOutcome) -> Tally:
        """This tally with one more game counted.

        >>> from hasenpfeffer.simulation import SimulationConfig
        >>> from hasenpfeffer.simulation._games import play_one
        >>> from hasenpfeffer.simulation._tally import Tally
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
            duplicate=self.duplicate.add(game, sides),
        )

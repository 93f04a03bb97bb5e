"""What a simulation showed: the :class:`Summary` of its games, in
numbers, as plain data and as text, with the Wilson interval of a share.

>>> from hasenpfeffer.simulation import SimulationConfig
>>> from hasenpfeffer.simulation._games import play_one
>>> config = SimulationConfig(games=2, seed=7)
>>> Summary.of(config, [play_one(config, 0)]).wins
(1, 0)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import attrs

from .._checks import check_whole
from ..errors import InvalidValueError, shown
from ..games import spec_of
from ..records._json import rules_to_dict
from ._config import SimulationConfig, game_seed
from ._outcomes import GameOutcome
from ._tally import DuplicateScore, Tally

__all__ = ["Summary", "wilson_interval"]


def wilson_interval(
    successes: int, trials: int, z: float = 1.96
) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% with ``z=1.96``).

    >>> low, high = wilson_interval(90, 100)
    >>> round(low, 3), round(high, 3)
    (0.826, 0.945)
    >>> wilson_interval(0, 0), wilson_interval(7, 7)[1]
    ((0.0, 1.0), 1.0)

    Raises:
        InvalidValueError: ``trials`` or ``successes`` is not a whole number
            from 0 (``successes`` at most ``trials``), or ``z`` not a
            number above 0 and at most 100.
    """
    check_whole(trials, "trials")
    check_whole(successes, "successes", 0, trials)
    if isinstance(z, bool) or not isinstance(z, (int, float)) or not 0 < z <= 100:
        raise InvalidValueError(
            f"z must be a number of standard deviations above 0 and at most 100, "
            f"not {shown(z)}"
        )
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    factor = z * z / trials
    centre = (p + factor / 2) / (1 + factor)
    half = z * math.sqrt(p * (1 - p) / trials + factor / (4 * trials)) / (1 + factor)
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return (low, high)


@attrs.frozen
class Summary:
    """What a simulation showed.  Build one with :func:`simulate` or
    :meth:`of`; :meth:`to_dict` and :meth:`format` report it.

    >>> summary = simulate(SimulationConfig(games=2, seed=7))
    >>> summary.games, summary.wins[0] + summary.wins[1] + summary.unfinished
    (2, 2)

    Attributes:
        config: what was simulated.
        tally: what was counted.
        outcomes: every game, in order; empty if :func:`simulate` was told
            not to keep them.
    """

    config: SimulationConfig
    tally: Tally
    outcomes: tuple[GameOutcome, ...] = ()

    @classmethod
    def of(cls, config: SimulationConfig, outcomes: Sequence[GameOutcome]) -> Summary:
        """The summary of ``outcomes``, put in game order.

        >>> config = SimulationConfig(games=2, seed=7)
        >>> games = list(reversed(simulate(config).outcomes))
        >>> Summary.of(config, games) == simulate(config)
        True
        """
        ordered = tuple(sorted(outcomes, key=lambda game: game.index))
        return cls(config, Tally.of(ordered, spec_of(config.rules).sides), ordered)

    @property
    def games(self) -> int:
        """How many games were played.

        >>> simulate(SimulationConfig(games=2, seed=7)).games
        2
        """
        return self.tally.games

    @property
    def wins(self) -> tuple[int, ...]:
        """The games won by team 0 and by team 1 (in Three-Handed Euchre,
        by players 0, 1 and 2).

        >>> simulate(SimulationConfig(games=2, seed=7)).wins
        (2, 0)
        """
        return self.tally.wins

    @property
    def unfinished(self) -> int:
        """The games still going after ``max_hands`` hands.

        >>> config = SimulationConfig(games=2, seed=7, max_hands=1)
        >>> simulate(config).unfinished
        2
        """
        return self.tally.games - sum(self.tally.wins)

    def win_interval(self, team: int) -> tuple[float, float]:
        """The 95% Wilson interval of ``team``'s (or player's) share of all
        games played.

        >>> low, high = simulate(SimulationConfig(games=2, seed=7)).win_interval(0)
        >>> round(low, 3), high
        (0.342, 1.0)
        """
        return wilson_interval(self.wins[team], self.games)

    @property
    def hands(self) -> int:
        """How many hands were dealt, thrown-in hands included.

        >>> summary = simulate(SimulationConfig(games=2, seed=7))
        >>> summary.hands == sum(len(game.hands) for game in summary.outcomes)
        True
        """
        return self.tally.hands

    @property
    def thrown_in(self) -> int:
        """How many hands every player passed.

        >>> simulate(SimulationConfig(games=2, seed=7)).thrown_in
        0
        """
        return self.tally.thrown_in

    @property
    def points_per_hand(self) -> tuple[float, ...]:
        """Each team's (or player's) average score change per hand dealt.

        >>> summary = simulate(SimulationConfig(games=2, seed=7))
        >>> ours, theirs = summary.points_per_hand
        >>> ours > 0 > theirs
        True
        """
        hands = self.hands or 1
        return tuple(total / hands for total in self.tally.points)

    def contracts(self) -> list[dict[str, Any]]:
        """For each bid that won an auction, lowest first: ``bid``, how
        often it won (``won``, and its ``share`` of all hands dealt), by
        which team (``by_team``; by which player in Three-Handed Euchre),
        how often it was ``made``, by which team (``made_by_team``), and
        the ``make_rate``.

        >>> rows = simulate(SimulationConfig(games=2, seed=7)).contracts()
        >>> [row["bid"] for row in rows]
        ['bid 4', 'bid 5', 'bid 6']
        >>> all(row["made"] <= row["won"] for row in rows)
        True
        """
        noun = self._noun
        rows = []
        for bid, won, made in self.tally.contracts:
            count, made_count = sum(won), sum(made)
            rows.append(
                {
                    "bid": bid,
                    "won": count,
                    "share": count / self.hands,
                    f"by_{noun}": list(won),
                    "made": made_count,
                    f"made_by_{noun}": list(made),
                    "make_rate": made_count / count,
                }
            )
        return rows

    def duplicate_score(self) -> DuplicateScore | None:
        """In a duplicate match, how team 0 (player 0) did against the
        other side(s), deal by deal: its points per deal less theirs, with a
        95% interval (see :class:`DuplicateScore`); ``None`` for a match that
        is not duplicate.

        Two heuristic teams, each holding every board's cards once, come out
        exactly even, as the games of a board are mirror images:

        >>> config = SimulationConfig(
        ...     games=4, seed=7, team1="heuristic", duplicate=True)
        >>> score = simulate(config).duplicate_score()
        >>> score.boards, score.mean, score.interval
        (2, 0.0, (0.0, 0.0))
        >>> simulate(SimulationConfig(games=2, seed=7)).duplicate_score() is None
        True
        """
        if not self.config.duplicate:
            return None
        return self.tally.duplicate.score(spec_of(self.config.rules).sides)

    @property
    def _noun(self) -> str:
        """What the sides are called: teams, or players in Three-Handed
        Euchre."""
        shape = spec_of(self.config.rules)
        return "team" if shape.sides < shape.players else "player"

    def _bots(self) -> tuple[str, ...]:
        """The bot of each side: team 0's, then team 1's for the others."""
        config = self.config
        return (config.team0,) + (config.team1,) * (spec_of(config.rules).sides - 1)

    def to_dict(self) -> dict[str, Any]:
        """The summary as plain data for :func:`json.dumps`.

        >>> data = simulate(SimulationConfig(games=2, seed=7)).to_dict()
        >>> sorted(data)
        ['config', 'contracts', 'duplicate', 'games', 'hands', 'points_per_hand', 'teams', 'thrown_in', 'unfinished']
        >>> sorted(data["teams"][0])
        ['bot', 'win_interval', 'win_rate', 'wins']

        In Three-Handed Euchre the list of teams is one of ``"players"``,
        and each contract counts ``by_player`` and ``made_by_player``.
        ``"duplicate"`` is ``None`` unless the match is duplicate; then it
        holds the ``boards``, the matched ``deals``, the
        ``points_per_deal`` of team 0 (player 0) less the others', and its
        95% ``interval`` (``None`` with fewer than two boards).
        """  # noqa: E501
        config = self.config
        teams = []
        for team, bot in enumerate(self._bots()):
            low, high = self.win_interval(team)
            teams.append(
                {
                    "bot": bot,
                    "wins": self.wins[team],
                    "win_rate": self.wins[team] / self.games if self.games else 0.0,
                    "win_interval": [low, high],
                }
            )
        return {
            "config": {
                "games": config.games,
                "seed": config.seed,
                "team0": config.team0,
                "team1": config.team1,
                "rules": rules_to_dict(config.rules),
                "max_hands": config.max_hands,
                "samples": config.samples,
                "swap_seats": config.swap_seats,
                "duplicate": config.duplicate,
            },
            "games": self.games,
            f"{self._noun}s": teams,
            "unfinished": self.unfinished,
            "hands": self.hands,
            "thrown_in": self.thrown_in,
            "points_per_hand": list(self.points_per_hand),
            "contracts": self.contracts(),
            "duplicate": self._duplicate_dict(),
        }

    def _duplicate_dict(self) -> dict[str, Any] | None:
        """:meth:`duplicate_score` as plain data."""
        score = self.duplicate_score()
        if score is None:
            return None
        return {
            "boards": score.boards,
            "deals": score.deals,
            "points_per_deal": score.mean,
            "interval": None if score.interval is None else list(score.interval),
        }

    def format(self) -> str:
        """The summary as text for people.

        >>> print(simulate(SimulationConfig(games=2, seed=7)).format())
        ... # doctest: +ELLIPSIS, +NORMALIZE_WHITESPACE
        2 games (seeds 7 to 8): heuristic (team 0) against random (team 1),
        changing seats every other game.
        team 0 heuristic: won 2 of 2 (100.0%, 95% interval 34.2% to 100.0%)
        ...
        """
        config = self.config
        noun = self._noun
        bots = self._bots()
        names = [f"{noun} {side}" for side in range(len(bots))]
        last = game_seed(config, max(self.games, 1) - 1)
        if noun == "team":
            seats = (
                "changing seats every other game"
                if config.swap_seats
                else "team 0 at seats 0 and 2"
            )
            others = "team 1"
        else:
            seats = (
                "each moving one seat to the left every game"
                if config.swap_seats
                else "player 0 at seat 0"
            )
            others = "players 1 and 2"
        if config.duplicate:
            seats = f"in duplicate: each board's cards played once by each {noun}"
        lines = [
            f"{self.games} games (seeds {config.seed} to {last}): {config.team0} "
            f"({names[0]}) against {config.team1} ({others}),",
            f"{seats}.",
        ]
        for side, bot in enumerate(bots):
            wins = self.wins[side]
            low, high = self.win_interval(side)
            rate = wins / self.games if self.games else 0.0
            lines.append(
                f"{names[side]} {bot}: won {wins} of {self.games} ({rate:.1%}, "
                f"95% interval {low:.1%} to {high:.1%})"
            )
        hands = "hand" if config.max_hands == 1 else "hands"
        lines.append(f"unfinished after {config.max_hands} {hands}: {self.unfinished}")
        points = ", ".join(
            f"{name} {value:+.2f}"
            for name, value in zip(names, self.points_per_hand, strict=True)
        )
        lines.append(
            f"hands dealt: {self.hands}, thrown in: {self.thrown_in}; points per "
            f"hand: {points}"
        )
        score = self.duplicate_score()
        if score is not None:
            against = "team 1" if noun == "team" else "the mean of players 1 and 2"
            interval = (
                "no interval with fewer than two boards"
                if score.interval is None
                else f"95% interval {score.interval[0]:+.3f} to "
                f"{score.interval[1]:+.3f}"
            )
            lines.append(
                f"duplicate: {score.boards} boards, {score.deals} deals played at "
                f"every game of their board; {names[0]} less {against}: "
                f"{score.mean:+.3f} points per deal ({interval})"
            )
        rows = self.contracts()
        if rows:
            width = max(len(name) for name in names) + 2
            lines.append("")
            lines.append(
                f"{'contract':<14}{'won':>7}{'share':>8}"
                + "".join(f"{name:>{width}}" for name in names)
                + f"{'made':>7}{'make rate':>11}"
            )
            for row in rows:
                lines.append(
                    f"{row['bid']:<14}{row['won']:>7}{row['share']:>8.1%}"
                    + "".join(f"{count:>{width}}" for count in row[f"by_{noun}"])
                    + f"{row['made']:>7}{row['make_rate']:>11.1%}"
                )
        return "\n".join(lines)

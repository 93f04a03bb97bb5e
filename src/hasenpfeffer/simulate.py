"""Many games between two teams of bots, and what they show.

:func:`simulate` plays ``config.games`` games between the bots named
``config.team0`` and ``config.team1`` (a :class:`SimulationConfig`), in
parallel processes if asked, and gathers them into a :class:`Summary`:
each team's wins with a 95% Wilson interval, the points per hand, how
often each bid wins the auction and how often it is made.  Game ``i``
(from 0) is ``new_game(rules, seed=S + i)`` with bots seeded from that
number too, and the results are combined in game order, so a summary
depends on the configuration alone, never on the number of worker
processes.  Unless told otherwise, the teams change seats
every other game: team 0's bots sit at seats 0 and 2 in even-numbered
games and at seats 1 and 3 in odd-numbered ones.  A game still going
after ``config.max_hands`` hands is counted as unfinished.

>>> config = SimulationConfig(games=4, seed=1, team0="heuristic", team1="random")
>>> summary = simulate(config)
>>> summary.wins, summary.unfinished
((4, 0), 0)
>>> summary == simulate(config, workers=2)
True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import Any

import attrs

from .bots import Bot, RandomBot, SimpleBot, play_match
from .errors import InvalidValueError
from .heuristic import HeuristicBot
from .record_json import rules_to_dict
from .rules import Rules
from .search_bot import SearchBot
from .state import new_game

__all__ = [
    "BOT_NAMES",
    "GameOutcome",
    "HandOutcome",
    "SimulationConfig",
    "Summary",
    "make_bot",
    "play_one",
    "simulate",
    "wilson_interval",
]

BOT_NAMES: tuple[str, ...] = ("heuristic", "random", "search", "simple")
"""The bots :func:`make_bot` knows, by name."""


def make_bot(name: str, seed: int | str, samples: int = 20) -> Bot:
    """A new bot of the kind ``name`` (one of :data:`BOT_NAMES`).

    ``seed`` seeds the bots that draw random numbers; ``samples`` is the
    :class:`~hasenpfeffer.search_bot.SearchBot`'s number of deals.

    >>> type(make_bot("heuristic", seed=1)).__name__
    'HeuristicBot'
    >>> make_bot("clever", seed=1)
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: unknown bot 'clever' (expected heuristic, random, search or simple)
    """  # noqa: E501
    if name == "heuristic":
        return HeuristicBot()
    if name == "random":
        return RandomBot(seed)
    if name == "search":
        return SearchBot(samples=samples, seed=seed)
    if name == "simple":
        return SimpleBot()
    expected = f"{', '.join(BOT_NAMES[:-1])} or {BOT_NAMES[-1]}"
    raise InvalidValueError(f"unknown bot {name!r} (expected {expected})")


def _check_name(instance: object, attribute: attrs.Attribute[Any], value: Any) -> None:
    if value not in BOT_NAMES:
        raise InvalidValueError(
            f"{attribute.name} must be one of {', '.join(BOT_NAMES)}, not {value!r}"
        )


def _check_count(instance: object, attribute: attrs.Attribute[Any], value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InvalidValueError(
            f"{attribute.name} must be a positive whole number, not {value!r}"
        )


def _check_seed(instance: object, attribute: attrs.Attribute[Any], value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidValueError(f"a seed is a whole number, not {value!r}")


@attrs.frozen
class SimulationConfig:
    """What to simulate.

    >>> SimulationConfig(games=10, seed=5).team1
    'random'

    Attributes:
        games: how many games.
        seed: game ``i`` (from 0) uses seed ``seed + i``.
        team0: the bot of team 0, a name from :data:`BOT_NAMES`.
        team1: the bot of team 1.
        rules: the rule options of every game.
        max_hands: a game not over after this many hands is unfinished.
        samples: the deals a ``search`` bot solves per decision.
        swap_seats: whether the teams change seats every other game.
    """

    games: int = attrs.field(validator=_check_count)
    seed: int = attrs.field(default=0, validator=_check_seed)
    team0: str = attrs.field(default="heuristic", validator=_check_name)
    team1: str = attrs.field(default="random", validator=_check_name)
    rules: Rules = attrs.field(factory=Rules)
    max_hands: int = attrs.field(default=200, validator=_check_count)
    samples: int = attrs.field(default=20, validator=_check_count)
    swap_seats: bool = True


@attrs.frozen
class HandOutcome:
    """How one hand of a simulated game ended, told by bot team (team 0 is
    ``SimulationConfig.team0`` whichever seats it sat at).

    >>> HandOutcome(maker_team=None, contract=None, made=None, points=(0, 0))
    HandOutcome(maker_team=None, contract=None, made=None, points=(0, 0))

    Attributes:
        maker_team: the team that won the auction, ``None`` if thrown in.
        contract: the winning bid in notation (``"bid 3"``, ``"big pepper"``).
        made: whether the makers made it.
        points: the score change of team 0 and team 1.
    """

    maker_team: int | None
    contract: str | None
    made: bool | None
    points: tuple[int, int]


@attrs.frozen
class GameOutcome:
    """How one simulated game ended, told by bot team.

    >>> outcome = play_one(SimulationConfig(games=1, seed=3), 0)
    >>> outcome.seed, outcome.swapped, outcome.winner
    (3, False, 0)

    Attributes:
        index: the game's number, from 0.
        seed: the game's seed.
        swapped: whether team 0 sat at seats 1 and 3.
        winner: the team that won, ``None`` if unfinished.
        scores: the final score of team 0 and team 1.
        hands: every hand, in order.
    """

    index: int
    seed: int
    swapped: bool
    winner: int | None
    scores: tuple[int, int]
    hands: tuple[HandOutcome, ...]


def play_one(config: SimulationConfig, index: int) -> GameOutcome:
    """Play game ``index`` of ``config`` (its seed is ``config.seed +
    index``): the work of one process.

    >>> config = SimulationConfig(games=2, seed=3)
    >>> play_one(config, 1).swapped, play_one(config, 1) == play_one(config, 1)
    (True, True)
    """
    seed = config.seed + index
    swapped = config.swap_seats and index % 2 == 1
    names = (config.team1, config.team0) if swapped else (config.team0, config.team1)
    bots = [
        make_bot(names[seat % 2], f"{seed}/{seat}", config.samples) for seat in range(4)
    ]
    final = play_match(new_game(config.rules, seed=seed), bots, config.max_hands)

    def by_team(pair: tuple[int, int]) -> tuple[int, int]:
        return (pair[1], pair[0]) if swapped else pair

    hands = []
    for result in final.hand_results:
        if result.maker is None or result.contract is None:
            hands.append(HandOutcome(None, None, None, (0, 0)))
            continue
        makers = result.maker % 2
        hands.append(
            HandOutcome(
                maker_team=makers ^ swapped,
                contract=str(result.contract),
                made=result.tricks_won[makers] >= result.contract.tricks,
                points=by_team(result.score_change),
            )
        )
    winner = None if final.winner is None else final.winner ^ swapped
    return GameOutcome(
        index, seed, swapped, winner, by_team(final.scores), tuple(hands)
    )


def wilson_interval(
    successes: int, trials: int, z: float = 1.96
) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% with ``z=1.96``).

    >>> low, high = wilson_interval(90, 100)
    >>> round(low, 3), round(high, 3)
    (0.826, 0.945)
    >>> wilson_interval(0, 0), wilson_interval(7, 7)[1]
    ((0.0, 1.0), 1.0)
    """
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    factor = z * z / trials
    centre = (p + factor / 2) / (1 + factor)
    half = z * math.sqrt(p * (1 - p) / trials + factor / (4 * trials)) / (1 + factor)
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return (low, high)


_BID_ORDER = (
    *(f"bid {tricks}" for tricks in range(1, 7)),
    "little pepper",
    "big pepper",
)


@attrs.frozen
class Summary:
    """What a simulation showed.  Build one with :func:`simulate` or
    :meth:`of`; :meth:`to_dict` and :meth:`format` report it.

    >>> summary = simulate(SimulationConfig(games=2, seed=7))
    >>> summary.games, summary.wins[0] + summary.wins[1] + summary.unfinished
    (2, 2)

    Attributes:
        config: what was simulated.
        outcomes: every game, in order.
    """

    config: SimulationConfig
    outcomes: tuple[GameOutcome, ...]

    @classmethod
    def of(cls, config: SimulationConfig, outcomes: Sequence[GameOutcome]) -> Summary:
        """The summary of ``outcomes``, put in game order.

        >>> config = SimulationConfig(games=2, seed=7)
        >>> games = [play_one(config, 1), play_one(config, 0)]
        >>> Summary.of(config, games) == simulate(config)
        True
        """
        return cls(config, tuple(sorted(outcomes, key=lambda game: game.index)))

    @property
    def games(self) -> int:
        """How many games were played.

        >>> simulate(SimulationConfig(games=2, seed=7)).games
        2
        """
        return len(self.outcomes)

    @property
    def wins(self) -> tuple[int, int]:
        """The games won by team 0 and by team 1.

        >>> simulate(SimulationConfig(games=2, seed=7)).wins
        (2, 0)
        """
        winners = [game.winner for game in self.outcomes]
        return (winners.count(0), winners.count(1))

    @property
    def unfinished(self) -> int:
        """The games still going after ``max_hands`` hands.

        >>> config = SimulationConfig(games=2, seed=7, max_hands=1)
        >>> simulate(config).unfinished
        2
        """
        return sum(1 for game in self.outcomes if game.winner is None)

    def win_interval(self, team: int) -> tuple[float, float]:
        """The 95% Wilson interval of ``team``'s share of all games won.

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
        return sum(len(game.hands) for game in self.outcomes)

    @property
    def thrown_in(self) -> int:
        """How many hands all four passed.

        >>> simulate(SimulationConfig(games=2, seed=7)).thrown_in
        0
        """
        return sum(
            1
            for game in self.outcomes
            for hand in game.hands
            if hand.maker_team is None
        )

    @property
    def points_per_hand(self) -> tuple[float, float]:
        """Each team's average score change per hand dealt.

        >>> summary = simulate(SimulationConfig(games=2, seed=7))
        >>> ours, theirs = summary.points_per_hand
        >>> ours > 0 > theirs
        True
        """
        hands = self.hands or 1
        totals = [0, 0]
        for game in self.outcomes:
            for hand in game.hands:
                totals[0] += hand.points[0]
                totals[1] += hand.points[1]
        return (totals[0] / hands, totals[1] / hands)

    def contracts(self) -> list[dict[str, Any]]:
        """For each bid that won an auction, lowest first: ``bid``, how
        often it won (``won``, and its ``share`` of all hands dealt), by
        which team (``by_team``), how often it was ``made``, by which team
        (``made_by_team``), and the ``make_rate``.

        >>> rows = simulate(SimulationConfig(games=2, seed=7)).contracts()
        >>> [row["bid"] for row in rows]
        ['bid 3', 'bid 4', 'bid 5', 'bid 6']
        >>> all(row["made"] <= row["won"] for row in rows)
        True
        """
        won: dict[str, list[int]] = {}
        made: dict[str, list[int]] = {}
        for game in self.outcomes:
            for hand in game.hands:
                if hand.contract is None or hand.maker_team is None:
                    continue
                won.setdefault(hand.contract, [0, 0])[hand.maker_team] += 1
                made.setdefault(hand.contract, [0, 0])[hand.maker_team] += bool(
                    hand.made
                )
        rows = []
        for bid in _BID_ORDER:
            if bid in won:
                count, made_count = sum(won[bid]), sum(made[bid])
                rows.append(
                    {
                        "bid": bid,
                        "won": count,
                        "share": count / self.hands,
                        "by_team": won[bid],
                        "made": made_count,
                        "made_by_team": made[bid],
                        "make_rate": made_count / count,
                    }
                )
        return rows

    def to_dict(self) -> dict[str, Any]:
        """The summary as plain data for :func:`json.dumps`.

        >>> data = simulate(SimulationConfig(games=2, seed=7)).to_dict()
        >>> sorted(data)
        ['config', 'contracts', 'games', 'hands', 'points_per_hand', 'teams', 'thrown_in', 'unfinished']
        >>> sorted(data["teams"][0])
        ['bot', 'win_interval', 'win_rate', 'wins']
        """  # noqa: E501
        config = self.config
        teams = []
        for team, bot in enumerate((config.team0, config.team1)):
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
            },
            "games": self.games,
            "teams": teams,
            "unfinished": self.unfinished,
            "hands": self.hands,
            "thrown_in": self.thrown_in,
            "points_per_hand": list(self.points_per_hand),
            "contracts": self.contracts(),
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
        last = config.seed + self.games - 1
        seats = (
            "changing seats every other game"
            if config.swap_seats
            else "team 0 at seats 0 and 2"
        )
        lines = [
            f"{self.games} games (seeds {config.seed} to {last}): {config.team0} "
            f"(team 0) against {config.team1} (team 1),",
            f"{seats}.",
        ]
        for team, bot in enumerate((config.team0, config.team1)):
            wins = self.wins[team]
            low, high = self.win_interval(team)
            rate = wins / self.games if self.games else 0.0
            lines.append(
                f"team {team} {bot}: won {wins} of {self.games} ({rate:.1%}, "
                f"95% interval {low:.1%} to {high:.1%})"
            )
        hands = "hand" if config.max_hands == 1 else "hands"
        lines.append(f"unfinished after {config.max_hands} {hands}: {self.unfinished}")
        ppg = self.points_per_hand
        lines.append(
            f"hands dealt: {self.hands}, thrown in: {self.thrown_in}; points per "
            f"hand: team 0 {ppg[0]:+.2f}, team 1 {ppg[1]:+.2f}"
        )
        rows = self.contracts()
        if rows:
            lines.append("")
            lines.append(
                f"{'contract':<14}{'won':>7}{'share':>8}{'team 0':>8}{'team 1':>8}"
                f"{'made':>7}{'make rate':>11}"
            )
            for row in rows:
                lines.append(
                    f"{row['bid']:<14}{row['won']:>7}{row['share']:>8.1%}"
                    f"{row['by_team'][0]:>8}{row['by_team'][1]:>8}"
                    f"{row['made']:>7}{row['make_rate']:>11.1%}"
                )
        return "\n".join(lines)


def simulate(
    config: SimulationConfig,
    workers: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> Summary:
    """Play the games of ``config`` and summarise them.

    With ``workers`` above 1 the games are shared among that many
    processes (:class:`concurrent.futures.ProcessPoolExecutor`); the
    summary is the same.  ``progress(done, total)`` is called as games
    finish, in game order.

    >>> summary = simulate(SimulationConfig(games=3, seed=2, team1="simple"))
    >>> summary.games, len(summary.outcomes[0].hands) > 0
    (3, True)

    Raises:
        InvalidValueError: ``workers`` is not a positive whole number.
    """
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise InvalidValueError(
            f"workers must be a positive whole number, not {workers!r}"
        )
    total = config.games
    outcomes: list[GameOutcome] = []
    run = partial(play_one, config)
    if workers == 1 or total <= 1:
        results: Any = map(run, range(total))
        executor = None
    else:
        executor = ProcessPoolExecutor(max_workers=workers)
        chunk = max(1, min(8, total // (workers * 8)))
        results = executor.map(run, range(total), chunksize=chunk)
    try:
        for outcome in results:
            outcomes.append(outcome)
            if progress is not None:
                progress(len(outcomes), total)
    finally:
        if executor is not None:
            executor.shutdown(cancel_futures=True)
    return Summary.of(config, outcomes)

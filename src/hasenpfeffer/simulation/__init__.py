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

In Three-Handed Euchre each player is for themselves, so the summary
counts three players instead of two teams: player 0 is ``config.team0``'s
bot, players 1 and 2 are each a ``config.team1`` bot.  Unless told
otherwise, the players move one seat to the left every game: player ``p``
sits at seat ``(p + i) % 3`` in game ``i``.  A team may be
a bot class of your own, named ``module:Class``: the module is imported
and the class called with the keyword ``seed`` if its constructor takes
one (a string that differs for each game and seat), else with nothing.

With ``config.duplicate`` the match is played in duplicate, as bridge is:
the games come in boards of one game for each side (two, or three in
Three-Handed Euchre), and the games of board ``j`` all have the seed
``S + j``, so each deal of the board gives the same cards to the same seats
with the same dealer.  The sides change seats from game to game of a board,
so each side holds each seat's cards once, and the luck of the cards
cancels: the summary's :meth:`Summary.duplicate_score` compares the sides
deal by deal, with a 95% interval.

The games are handed to the worker processes a few at a time, so that the
memory a simulation takes does not grow with the number of games; with
``keep_outcomes=False`` the summary keeps only its counts (a
:class:`Tally`), not every game.  Interrupted
(Ctrl-C), :func:`simulate` stops its workers and raises
:class:`SimulationInterrupted`, which holds the summary of the games
finished so far.  A bot that fails (an exception, :func:`sys.exit`, an
answer that is not an action or that the rules forbid) stops it with a
:class:`BotError` that names the bot, the game and the position, and holds
the summary of the games finished before.

>>> config = SimulationConfig(games=4, seed=1, team0="heuristic", team1="random")
>>> summary = simulate(config)
>>> summary.wins, summary.unfinished
((4, 0), 0)
>>> summary == simulate(config, workers=2)
True
"""

from __future__ import annotations

import contextlib
import math
import os
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from typing import Any

import attrs

from .._checks import LARGEST_COUNT, check_instance, check_path, check_whole
from .._public import published
from ..bots._base import DEFAULT_MAX_HANDS, Bot, RandomBot, SimpleBot, play_match
from ..bots._heuristic import HeuristicBot
from ..bots._search import SearchBot
from ..bots._specs import check_bot_spec, is_bot_spec, make_spec_bot
from ..dealing import MAX_DEALS, check_seed
from ..errors import HasenpfefferError, InvalidValueError, shown
from ..games import SPECS, GameSpec
from ..records._files import write_record_file
from ..records._json import rules_to_dict
from ..rules import Rules
from ..state import GameState, new_game
from ._guard import BotError, GuardedBot, Seat, StoppedInBot, Table
from ._ray import RayPool
from ._tally import THREE_TRICKS, DuplicateScore, DuplicateTally, Tally
from ._workers import WorkerPool, check_workers, stop_requested

__all__ = [
    "BOT_NAMES",
    "BotError",
    "DuplicateScore",
    "DuplicateTally",
    "GameOutcome",
    "HandOutcome",
    "SimulationConfig",
    "SimulationInterrupted",
    "Summary",
    "Tally",
    "play_one",
    "simulate",
    "wilson_interval",
]

published(__name__, BotError, DuplicateScore, DuplicateTally, Tally)

BOT_NAMES: tuple[str, ...] = ("heuristic", "random", "search", "simple")
"""The bots a simulation knows by name, for ``team0`` and ``team1``."""


def make_bot(name: str, seed: int | str, samples: int = 20) -> Bot:
    """A new bot of the kind ``name``: one of :data:`BOT_NAMES`, or a class
    of your own as ``module:Class`` (see the module's introduction).

    ``seed`` seeds the bots that draw random numbers; ``samples`` is the
    :class:`~hasenpfeffer.bots._search.SearchBot`'s number of deals.

    >>> type(make_bot("heuristic", seed=1)).__name__
    'HeuristicBot'
    >>> make_bot("clever", seed=1)
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: unknown bot 'clever' (expected heuristic, random, search, simple or module:Class)
    """  # noqa: E501
    if is_bot_spec(name):
        return make_spec_bot(name, seed)
    if name == "heuristic":
        return HeuristicBot()
    if name == "random":
        return RandomBot(seed)
    if name == "search":
        return SearchBot(samples=samples, seed=seed)
    if name == "simple":
        return SimpleBot()
    raise InvalidValueError(f"unknown bot {shown(name)} (expected {_EXPECTED})")


_EXPECTED = f"{', '.join(BOT_NAMES)} or module:Class"
"""The bots a simulation knows, as its messages list them."""


def _check_name(instance: object, attribute: attrs.Attribute[Any], value: Any) -> None:
    if is_bot_spec(value):
        try:
            check_bot_spec(value)
        except InvalidValueError as error:
            raise InvalidValueError(f"{attribute.name}: {error}") from None
    elif value not in BOT_NAMES:
        raise InvalidValueError(
            f"{attribute.name} must be one of {_EXPECTED}, not {shown(value)}"
        )


def _check_count(instance: object, attribute: attrs.Attribute[Any], value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InvalidValueError(
            f"{attribute.name} must be a positive whole number, not {shown(value)}"
        )
    if value > LARGEST_COUNT:
        raise InvalidValueError(
            f"{attribute.name} must be at most {LARGEST_COUNT}, not {shown(value)}"
        )


def _check_max_hands(
    instance: object, attribute: attrs.Attribute[Any], value: Any
) -> None:
    _check_count(instance, attribute, value)
    if value > MAX_DEALS:
        raise InvalidValueError(
            f"max_hands must be at most {MAX_DEALS}, the most hands a game deals, "
            f"not {value}"
        )


def _check_seed(instance: object, attribute: attrs.Attribute[Any], value: Any) -> None:
    check_seed(value)


@attrs.frozen
class SimulationConfig:
    """What to simulate.

    >>> SimulationConfig(games=10, seed=5).team1
    'random'

    Attributes:
        games: how many games; in a duplicate match, a multiple of the
            number of sides (two teams, or three players).
        seed: game ``i`` (from 0) uses seed ``seed + i``; in a duplicate
            match, the games of board ``j`` use seed ``seed + j``.
        team0: the bot of team 0, a name from :data:`BOT_NAMES` or a
            class of your own as ``module:Class``; in Three-Handed
            Euchre, the bot of player 0.
        team1: the bot of team 1, the same way; in Three-Handed Euchre,
            the bot of players 1 and 2.
        rules: the rule options of every game.
        max_hands: a game not over after this many hands is unfinished;
            at most :data:`~hasenpfeffer.records.MAX_DEALS`.
        samples: the deals a ``search`` bot solves per decision.
        swap_seats: whether the teams change seats every other game (in
            Three-Handed Euchre, whether the players move one seat to the
            left every game).
        duplicate: whether to play in boards of one game for each side,
            all dealt the same cards (see the module's introduction); the
            seats change within each board, so ``swap_seats`` must be true.
    """

    games: int = attrs.field(validator=_check_count)
    seed: int = attrs.field(default=0, validator=_check_seed)
    team0: str = attrs.field(default="heuristic", validator=_check_name)
    team1: str = attrs.field(default="random", validator=_check_name)
    rules: Rules = attrs.field(factory=Rules)
    max_hands: int = attrs.field(default=DEFAULT_MAX_HANDS, validator=_check_max_hands)
    samples: int = attrs.field(default=20, validator=_check_count)
    swap_seats: bool = True
    duplicate: bool = False

    def __attrs_post_init__(self) -> None:
        if self.duplicate:
            sides = SPECS[self.rules.game].sides
            if self.games % sides:
                raise InvalidValueError(
                    f"a duplicate match plays boards of {sides} games, one for "
                    f"each side: {self.games} games is not a whole number of boards"
                )
            if not self.swap_seats:
                raise InvalidValueError(
                    "a duplicate match changes seats within each board: it cannot "
                    "be played without swapping seats"
                )
        try:
            check_seed(_seed(self, self.games - 1))
        except InvalidValueError:
            raise InvalidValueError(
                f"the seeds of {self.games} games from {shown(self.seed)} go past "
                "the largest seed"
            ) from None

    @property
    def boards(self) -> int:
        """The boards of a duplicate match (0 for a match that is not).

        >>> SimulationConfig(games=10, duplicate=True).boards
        5
        """
        return self.games // SPECS[self.rules.game].sides if self.duplicate else 0


def _seed(config: SimulationConfig, index: int) -> int:
    """The seed of game ``index``: the board's in a duplicate match."""
    if config.duplicate:
        return config.seed + index // SPECS[config.rules.game].sides
    return config.seed + index


@attrs.frozen
class HandOutcome:
    """How one hand of a simulated game ended, told by bot team (team 0 is
    ``SimulationConfig.team0`` whichever seats it sat at), or in
    Three-Handed Euchre by player (player 0 is ``SimulationConfig.team0``'s
    bot, whichever seat it sat at).

    >>> HandOutcome(maker_team=None, contract=None, made=None, points=(0, 0))
    HandOutcome(maker_team=None, contract=None, made=None, points=(0, 0))

    Attributes:
        maker_team: the team (or player) that won the auction, ``None`` if
            thrown in.
        contract: the winning bid in notation (``"bid 3"``, ``"big pepper"``),
            or ``"three tricks"`` in the Euchres.
        made: whether the makers made it.
        points: the score change of team 0 and team 1 (of players 0, 1
            and 2).
    """

    maker_team: int | None
    contract: str | None
    made: bool | None
    points: tuple[int, ...]


@attrs.frozen
class GameOutcome:
    """How one simulated game ended, told by bot team (by player in
    Three-Handed Euchre).

    >>> outcome = play_one(SimulationConfig(games=1, seed=3), 0)
    >>> outcome.seed, outcome.swapped, outcome.winner, outcome.seats
    (3, False, 0, (0, 1, 0, 1))

    Attributes:
        index: the game's number, from 0.
        seed: the game's seed.
        swapped: whether team 0 sat at seats 1 and 3 (in Three-Handed
            Euchre, whether the players sat elsewhere than player ``p`` at
            seat ``p``).
        winner: the team (or player) that won, ``None`` if unfinished.
        scores: the final score of team 0 and team 1 (of players 0, 1
            and 2).
        hands: every hand, in order.
        seats: for each seat, the team (or player) that sat there; by
            default, the four seats as ``swapped`` says.
        board: in a duplicate match, the board the game belongs to (its
            games are dealt the same cards); ``None`` otherwise.
    """

    index: int
    seed: int
    swapped: bool
    winner: int | None
    scores: tuple[int, ...]
    hands: tuple[HandOutcome, ...]
    seats: tuple[int, ...] = attrs.field()
    board: int | None = None

    @seats.default
    def _four_seats(self) -> tuple[int, ...]:
        return tuple((seat + self.swapped) % 2 for seat in range(4))


def play_one(config: SimulationConfig, index: int) -> GameOutcome:
    """Play game ``index`` of ``config`` (its seed is ``config.seed +
    index``, or in a duplicate match its board's): the work of one process.

    >>> config = SimulationConfig(games=2, seed=3)
    >>> play_one(config, 1).swapped, play_one(config, 1) == play_one(config, 1)
    (True, True)

    Raises:
        InvalidValueError: ``config`` is not a :class:`SimulationConfig`, or
            ``index`` not one of its games (0 to ``config.games - 1``).
    """
    check_instance(config, SimulationConfig, "config", "a SimulationConfig")
    check_whole(index, "index", 0, config.games - 1)
    return _outcome(config, index, _play(config, index))


def _shape(config: SimulationConfig) -> GameSpec:
    return SPECS[config.rules.game]


def _seats(config: SimulationConfig, index: int) -> tuple[int, ...]:
    """For each seat of game ``index``, the simulation's side whose bot sits
    there: the team, or in Three-Handed Euchre the player.  The sides move
    on by one every game (unless told not to): the teams swap seats, the
    players each move one seat to the left."""
    shape = _shape(config)
    moved = index % shape.sides if config.swap_seats else 0
    return tuple(
        (shape.side_of(seat) - moved) % shape.sides for seat in range(shape.players)
    )


def _play(config: SimulationConfig, index: int) -> GameState:
    """The last position of game ``index`` of ``config``."""
    seed = _seed(config, index)
    shape = _shape(config)
    noun = "team" if shape.sides < shape.players else "player"
    table = Table()
    bots = []
    for seat, side in enumerate(_seats(config, index)):
        name = config.team1 if side else config.team0
        bot = make_bot(name, f"{seed}/{seat}", config.samples)
        sitting = Seat(name, f"{noun} {side}", index, seed, is_bot_spec(name))
        bots.append(GuardedBot(bot, sitting, table))
    try:
        return play_match(new_game(config.rules, seed=seed), bots, config.max_hands)
    except BotError:
        raise
    except HasenpfefferError as error:
        raise table.refused(error) from None


def _outcome(config: SimulationConfig, index: int, final: GameState) -> GameOutcome:
    """How game ``index`` of ``config``, ending in ``final``, went."""
    shape = _shape(config)
    seed = _seed(config, index)
    seats = _seats(config, index)
    # The game's own sides (teams, or seats at a table of three) in the
    # simulation's numbering.
    ours = [0] * shape.sides
    for seat, side in enumerate(seats):
        ours[shape.side_of(seat)] = side

    def by_side(values: tuple[int, ...]) -> tuple[int, ...]:
        told = [0] * shape.sides
        for side, value in enumerate(values):
            told[ours[side]] = value
        return tuple(told)

    hands = []
    for result in final.hand_results:
        if result.maker is None:
            hands.append(HandOutcome(None, None, None, (0,) * shape.sides))
            continue
        makers = shape.side_of(result.maker)
        needed = 3 if result.contract is None else result.contract.tricks
        hands.append(
            HandOutcome(
                maker_team=ours[makers],
                contract=THREE_TRICKS
                if result.contract is None
                else str(result.contract),
                made=result.tricks_won[makers] >= needed,
                points=by_side(result.score_change),
            )
        )
    winner = None if final.winner is None else ours[final.winner]
    swapped = any(side != shape.side_of(seat) for seat, side in enumerate(seats))
    board = index // shape.sides if config.duplicate else None
    return GameOutcome(
        index, seed, swapped, winner, by_side(final.scores), tuple(hands), seats, board
    )


def record_file_name(config: SimulationConfig, index: int) -> str:
    """The name of the file that :func:`simulate` writes game ``index``'s
    record to: ``game-`` and the index, padded with zeros to as many digits
    as the last game's index, then ``.json``.

    >>> record_file_name(SimulationConfig(games=1000), 42)
    'game-042.json'
    """
    width = len(str(config.games - 1))
    return f"game-{index:0{width}d}.json"


def _play_games(
    config: SimulationConfig, records: str | None, indices: range
) -> list[GameOutcome]:
    """Play the games ``indices`` of ``config`` (the work of one call in a
    worker), writing each record into the directory ``records`` if given.
    Returns early when the worker is asked to stop."""
    outcomes: list[GameOutcome] = []
    for index in indices:
        if stop_requested():
            break
        try:
            final = _play(config, index)
        except BotError as error:
            error.outcomes = tuple(outcomes)
            raise
        if records is not None:
            path = os.path.join(records, record_file_name(config, index))
            write_record_file(final.to_record(), path)
        outcomes.append(_outcome(config, index, final))
    return outcomes


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
        >>> games = [play_one(config, 1), play_one(config, 0)]
        >>> Summary.of(config, games) == simulate(config)
        True
        """
        ordered = tuple(sorted(outcomes, key=lambda game: game.index))
        return cls(config, Tally.of(ordered, _shape(config).sides), ordered)

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
        return self.tally.duplicate.score(_shape(self.config).sides)

    @property
    def _noun(self) -> str:
        """What the sides are called: teams, or players in Three-Handed
        Euchre."""
        shape = _shape(self.config)
        return "team" if shape.sides < shape.players else "player"

    def _bots(self) -> tuple[str, ...]:
        """The bot of each side: team 0's, then team 1's for the others."""
        config = self.config
        return (config.team0,) + (config.team1,) * (_shape(config).sides - 1)

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
        last = _seed(config, max(self.games, 1) - 1)
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


def _ray_address(address: object) -> str:
    """``address`` if it is a Ray address: text, not empty."""
    if not isinstance(address, str) or not address:
        raise InvalidValueError(
            "ray must be True, False or a Ray address (auto, local or "
            f"HOST:PORT), not {shown(address)}"
        )
    return address


class SimulationInterrupted(KeyboardInterrupt):
    """:func:`simulate` was interrupted (by Ctrl-C, or by a
    :class:`KeyboardInterrupt` raised in its ``progress`` callback).

    It is a :class:`KeyboardInterrupt`, so code that stops on one stops on
    it too; its workers have ended by the time it is raised.

    >>> def stop(done, total):
    ...     raise KeyboardInterrupt
    >>> try:
    ...     simulate(SimulationConfig(games=5, seed=1), progress=stop)
    ... except SimulationInterrupted as interruption:
    ...     print(interruption.summary.games, interruption)
    1 interrupted after 1 of 5 games

    Attributes:
        summary: the summary of the games finished before, games 0 to
            ``summary.games - 1``.
        waiting: for each game stopped while a bot of your own
            (``module:Class``) was thinking, what it was waiting for:
            the bot, the game and the position, in words (see
            :class:`BotError`).
    """

    def __init__(self, summary: Summary, waiting: tuple[str, ...] = ()) -> None:
        check_instance(summary, Summary, "summary", "a Summary")
        check_instance(waiting, tuple, "waiting", "a tuple of texts")
        for part in waiting:
            check_instance(part, str, "each of waiting", "text")
        message = f"interrupted after {summary.games} of {summary.config.games} games"
        if waiting:
            message += ", while " + "; and while ".join(waiting)
        super().__init__(message)
        self.summary = summary
        self.waiting = waiting


_MOST_GAMES_PER_CALL = 8
"""The most games a worker plays for one call."""
_CALLS_PER_WORKER = 4
"""How many calls may wait for each worker: enough to keep it busy, and few
enough that the memory they take does not grow with the number of games."""


def _records_directory(records: object) -> str:
    """The directory ``records`` names, made if missing."""
    directory = os.fspath(check_path(records, "records", "a folder"))
    os.makedirs(directory, exist_ok=True)
    return directory


def simulate(
    config: SimulationConfig,
    workers: int = 1,
    progress: Callable[[int, int], None] | None = None,
    *,
    records: str | os.PathLike[str] | None = None,
    keep_outcomes: bool = True,
    stop: Callable[[], bool] | None = None,
    ray: bool | str = False,
) -> Summary:
    """Play the games of ``config`` and summarise them.

    With ``workers`` above 1 the games are shared among that many
    processes, a few games at a time; the summary is the same.
    ``progress(done, total)`` is called as games finish, in game order.
    With ``records``, a directory (made if missing), each game's record is
    written into it as JSON, named after the seed and the game's number.  With
    ``keep_outcomes`` false the summary keeps only its
    :class:`Tally`, so that memory does not grow with
    the number of games.  ``stop()`` is asked after each game
    and a few times a second while waiting for the workers: once it returns
    true, the simulation stops as if interrupted.

    With ``ray`` the games go to the processors of a `Ray
    <https://docs.ray.io>`_ cluster instead of ``workers`` local processes
    (the ``ray`` extra): ``True`` for the cluster Ray finds (the
    ``RAY_ADDRESS`` environment variable, or one started by ``ray start``
    on this machine), or else a Ray instance started here for the run;
    ``"auto"`` for the running cluster; ``"HOST:PORT"`` for the cluster
    whose head listens there; ``"local"`` for a new local instance.  The
    summary is the same as with local workers.  Each record is written by
    the machine that played its game, into ``records`` on that machine:
    give a directory that every machine shares.

    >>> summary = simulate(SimulationConfig(games=3, seed=2, team1="simple"))
    >>> summary.games, len(summary.outcomes[0].hands) > 0
    (3, True)

    Raises:
        InvalidValueError: ``config`` is not a :class:`SimulationConfig`,
            ``progress`` or ``stop`` not a function, ``records`` not the
            path of a folder, ``workers`` not a positive whole number or
            more than four per processor; with ``ray``, Ray is not
            installed, or the cluster cannot be reached.
        SimulationInterrupted: a :class:`KeyboardInterrupt` (Ctrl-C) came,
            or ``stop()`` returned true, before the end; it holds the
            summary of the games finished, and what any bot of your own
            stopped while thinking was waiting for (a worker still busy
            two seconds after the stop is ended).
        OSError: a record could not be written.
        BotError: a bot failed; it holds the summary of the games finished
            before the game it failed in.
    """
    check_instance(config, SimulationConfig, "config", "a SimulationConfig")
    for name, given in (("progress", progress), ("stop", stop)):
        if given is not None and not callable(given):
            raise InvalidValueError(
                f"{name} must be a function or None, not {shown(given)}"
            )
    workers = check_workers(workers)
    directory = None if records is None else _records_directory(records)
    total = config.games
    run = partial(_play_games, config, directory)
    tally = Tally.empty(_shape(config).sides)
    kept: list[GameOutcome] = []
    with contextlib.ExitStack() as stack:
        results: Iterator[list[GameOutcome]]
        cluster = None
        if ray is not False:
            address = None if ray is True else _ray_address(ray)
            cluster = stack.enter_context(RayPool(address))
            workers = cluster.workers
        size = max(1, min(_MOST_GAMES_PER_CALL, total // (workers * 8)))
        in_process = cluster is None and (workers == 1 or total <= size)
        if in_process:
            size = 1  # nothing to gain from batches: stop as soon as asked
        calls = (
            range(start, min(start + size, total)) for start in range(0, total, size)
        )
        window = _CALLS_PER_WORKER * workers
        pool = None
        if cluster is not None:
            results = cluster.results(run, calls, window=window, stop=stop)
        elif in_process:
            results = map(run, calls)
        else:
            pool = stack.enter_context(WorkerPool(workers))
            results = pool.results(run, calls, window=window, stop=stop)
        try:
            for outcomes in results:
                for outcome in outcomes:
                    tally = tally.add(outcome)
                    if keep_outcomes:
                        kept.append(outcome)
                    if progress is not None:
                        progress(tally.games, total)
                if stop is not None and stop():
                    raise KeyboardInterrupt
        except KeyboardInterrupt as interruption:
            stack.close()
            waiting = pool.ended if pool is not None else ()
            if isinstance(interruption, StoppedInBot):
                waiting = (interruption.waiting,)
            summary = Summary(config, tally, tuple(kept))
            raise SimulationInterrupted(summary, waiting) from None
        except BotError as error:
            stack.close()
            for outcome in error.outcomes:
                tally = tally.add(outcome)
                if keep_outcomes:
                    kept.append(outcome)
            error.summary = Summary(config, tally, tuple(kept))
            raise
    return Summary(config, tally, tuple(kept))

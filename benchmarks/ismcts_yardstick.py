"""SearchBot against OpenSpiel's IS-MCTS, in duplicate, at equal time per decision.

Both play through the OpenSpiel adapter
(:mod:`hasenpfeffer.integrations.openspiel`), one hand a game, with
``zero_sum=True``: each seat's return is its team's score less the other
team's.  Board ``j`` is one deal, made by a random generator seeded with
``j``, played twice: SearchBot partners at seats 0 and 2 against IS-MCTS
partners at 1 and 3, then the other way round, with the same cards and the
same dealer (any deal after a thrown-in hand is the same at both tables
too).  A board's score is the mean of SearchBot's returns at its two
tables; the report gives the mean over boards with a 95% interval.

Each bot has the same time for each decision, ``--seconds``: SearchBot
through its ``time_per_decision`` (it draws and solves deals until the time
is up), IS-MCTS by stopping its simulations once the time is up (after at
least one).  IS-MCTS is OpenSpiel's own Python ``ISMCTSBot`` with random
rollouts and UCT constant 2, searching over deals that the adapter's
``resample_from_infostate`` draws.  The times each bot actually took are
printed too.  Needs the ``openspiel`` extra::

    python -m pip install -e ".[openspiel]"
    python benchmarks/ismcts_yardstick.py [--boards N] [--seconds T] [--seed S]
        [--scores FILE] [--play-only]
    python benchmarks/ismcts_yardstick.py --pool FILE [FILE ...]

``--play-only`` leaves SearchBot's decisions before the play to
HeuristicBot, as ``SearchBot(search_auction=False)`` does.

``--scores FILE`` also writes each board's number and score, one board a
line, so that runs over other boards can be put together: ``--pool FILE
[FILE ...]`` plays nothing and reports the boards of such files as one
run.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from typing import Any

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

import hasenpfeffer as hp
from hasenpfeffer.bots import SearchBot
from hasenpfeffer.integrations.encoding import action_to_id
from hasenpfeffer.integrations.openspiel import load_game


class _OutOfTimeError(Exception):
    """The search's time is up."""


class TimedISMCTSBot(ismcts.ISMCTSBot):  # type: ignore[misc]
    """OpenSpiel's IS-MCTS that searches for ``seconds`` a decision."""

    def __init__(self, game: Any, seconds: float, seed: int) -> None:
        evaluator = mcts.RandomRolloutEvaluator(
            n_rollouts=1, random_state=np.random.RandomState(seed)
        )
        super().__init__(
            game=game,
            evaluator=evaluator,
            uct_c=2.0,
            max_simulations=1_000_000,
            random_state=np.random.RandomState(seed + 1),
        )
        self.seconds = seconds
        self.simulations: list[int] = []
        self._deadline = 0.0
        self._count = 0

    def run_search(self, state: Any) -> Any:
        self._deadline = time.perf_counter() + self.seconds
        self._count = 0
        try:
            return super().run_search(state)
        except _OutOfTimeError:
            return self.get_final_policy(state, self._root_node)
        finally:
            if self._count:
                self.simulations.append(self._count)

    def sample_root_state(self, state: Any) -> Any:
        if self._count and time.perf_counter() >= self._deadline:
            raise _OutOfTimeError
        self._count += 1
        return super().sample_root_state(state)


def play_table(
    game: Any,
    board: int,
    search_seats: tuple[int, ...],
    seconds: float,
    search_auction: bool = True,
) -> tuple[float, list[float], list[float]]:
    """Play board ``board`` once with SearchBot at ``search_seats``: its
    team's return, and the seconds of each decision of each bot (those with
    a choice)."""
    deals = random.Random(f"board/{board}")
    searchers = {
        seat: SearchBot(
            samples=10_000,
            time_per_decision=seconds,
            seed=f"{board}/{seat}",
            search_auction=search_auction,
        )
        for seat in search_seats
    }
    other = TimedISMCTSBot(game, seconds, seed=board)
    times: tuple[list[float], list[float]] = ([], [])
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = sorted(action for action, _ in state.chance_outcomes())
            state.apply_action(deals.choice(outcomes))
            continue
        player = state.current_player()
        choice = len(state.legal_actions()) > 1
        start = time.perf_counter()
        if player in searchers:
            action = action_to_id(searchers[player].choose(state.view(player)))
        else:
            action = int(other.step(state))
        if choice:
            times[player not in searchers].append(time.perf_counter() - start)
        state.apply_action(action)
    return state.returns()[search_seats[0]], times[0], times[1]


def _report(scores: list[float]) -> None:
    """Print the mean of the boards' ``scores`` with a 95% interval."""
    mean = statistics.mean(scores)
    half = 1.96 * statistics.stdev(scores) / math.sqrt(len(scores))
    print(
        f"SearchBot less IS-MCTS: {mean:+.3f} points per deal "
        f"(95% interval {mean - half:+.3f} to {mean + half:+.3f})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=100, help="deals, each twice")
    parser.add_argument(
        "--seconds", type=float, default=0.1, help="time per decision of each bot"
    )
    parser.add_argument("--seed", type=int, default=0, help="the first board")
    parser.add_argument("--scores", default=None, help="write each board's score")
    parser.add_argument(
        "--play-only",
        action="store_true",
        help="leave SearchBot's decisions before the play to the heuristic",
    )
    parser.add_argument(
        "--pool",
        nargs="+",
        metavar="FILE",
        help="play nothing: put together the boards of these --scores files",
    )
    arguments = parser.parse_args()
    if arguments.pool:
        pooled = {}
        for name in arguments.pool:
            with open(name, encoding="utf-8") as file:
                for line in file:
                    board, score = line.split()
                    pooled[int(board)] = float(score)
        print(f"{len(pooled)} boards from {len(arguments.pool)} files")
        _report(list(pooled.values()))
        return
    game = load_game(hp.Rules(), zero_sum=True)
    scores: list[float] = []
    search_times: list[float] = []
    ismcts_times: list[float] = []
    for board in range(arguments.seed, arguments.seed + arguments.boards):
        results = []
        for seats in ((0, 2), (1, 3)):
            result, ours, theirs = play_table(
                game, board, seats, arguments.seconds, not arguments.play_only
            )
            results.append(result)
            search_times += ours
            ismcts_times += theirs
        scores.append(statistics.mean(results))
        if arguments.scores is not None:
            with open(arguments.scores, "a", encoding="utf-8") as file:
                print(board, scores[-1], file=file)
    print(
        f"{len(scores)} boards (deals {arguments.seed} to "
        f"{arguments.seed + len(scores) - 1}), each played twice; "
        f"{arguments.seconds * 1000:.0f} ms a decision for each bot"
    )
    _report(scores)
    for name, taken in (("SearchBot", search_times), ("IS-MCTS", ismcts_times)):
        print(
            f"{name}: {len(taken)} decisions with a choice, "
            f"{statistics.mean(taken) * 1000:.0f} ms mean, "
            f"{statistics.median(taken) * 1000:.0f} ms median"
        )


if __name__ == "__main__":
    main()

"""How strong the bots are: duplicate matches of one team of bots against another.

Two matches, each through :func:`hasenpfeffer.simulation.simulate` in
duplicate (``duplicate=True``: the games of board ``j`` have seed
``seed + j``, and each team holds each seat's cards once):

* ``HeuristicBot`` partners against ``RandomBot`` partners, ``--games``
  games (default 2,000, so 1,000 boards);
* ``SearchBot`` partners against ``HeuristicBot`` partners,
  ``--search-games`` games (default 500; each takes some seconds).

Each prints its summary: the wins of each side with a 95% Wilson
interval, points per hand, the contracts won and made, and team 0's points
per deal less team 1's with a 95% interval.  ``--games`` and
``--search-games`` must be even.

    python benchmarks/bot_strength.py [--games N] [--search-games N]
        [--workers K] [--seed S] [--samples N] [--progress]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable

from hasenpfeffer.simulation import SimulationConfig, Summary, simulate


def _progress(label: str) -> Callable[[int, int], None]:
    def report(done: int, total: int) -> None:
        print(f"\r{label}: {done}/{total} games", end="", file=sys.stderr, flush=True)
        if done == total:
            print(file=sys.stderr)

    return report


def run(config: SimulationConfig, workers: int, progress: bool) -> Summary:
    """Simulate ``config`` and print its summary and the time it took."""
    start = time.perf_counter()
    label = f"{config.team0} v {config.team1}"
    summary = simulate(
        config,
        workers=workers,
        progress=_progress(label) if progress else None,
    )
    seconds = time.perf_counter() - start
    print(summary.format())
    low, high = summary.win_interval(0)
    rate = summary.wins[0] / summary.games
    print(
        f"=> {config.team0} wins {rate:.1%} of {summary.games} games against "
        f"{config.team1} (95% interval {low:.1%} to {high:.1%}); "
        f"{seconds:.0f} s with {workers} workers"
    )
    score = summary.duplicate_score()
    if score is not None and score.interval is not None:
        print(
            f"=> {config.team0} less {config.team1}: {score.mean:+.3f} points per "
            f"deal over {score.deals} deals of {score.boards} boards (95% interval "
            f"{score.interval[0]:+.3f} to {score.interval[1]:+.3f})"
        )
    print()
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="heuristic v random")
    parser.add_argument(
        "--search-games", type=int, default=500, help="search v heuristic (0: skip)"
    )
    parser.add_argument("--workers", type=int, default=2, help="processes")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--samples", type=int, default=20, help="SearchBot's deals")
    parser.add_argument(
        "--progress", action="store_true", help="show progress on standard error"
    )
    arguments = parser.parse_args()
    if arguments.games > 0:
        config = SimulationConfig(
            games=arguments.games,
            seed=arguments.seed,
            team0="heuristic",
            team1="random",
            duplicate=True,
        )
        run(config, arguments.workers, arguments.progress)
    if arguments.search_games > 0:
        config = SimulationConfig(
            games=arguments.search_games,
            seed=arguments.seed,
            team0="search",
            team1="heuristic",
            samples=arguments.samples,
            duplicate=True,
        )
        run(config, arguments.workers, arguments.progress)


if __name__ == "__main__":
    main()

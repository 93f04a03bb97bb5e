"""Milliseconds per decision of SearchBot, before the play and in the play.

Four SearchBots (three in Three-Handed Euchre) play ``--games`` games,
game ``i`` from seed ``i``, each stopped after ``--max-hands`` hands.  Every
decision with more than one legal action is timed, and the time spent in
the double-dummy solver is counted apart, with the number of solves, so
that the figures can be worked out again for a faster solver.  Decisions
with a single legal action take no time and are left out.  ``--cpu``
counts the processor time of this process instead of the time on the
clock, for a machine busy with other work.

    python benchmarks/search_timing.py [--games N] [--samples N]
        [--time-per-decision S] [--game GAME] [--max-hands N] [--cpu]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

import hasenpfeffer as hp
from hasenpfeffer.bots import SearchBot, _search, _search_auction


class _Solver:
    """Time spent in the solver, counted by the wrappers of :meth:`timed`,
    which are installed in place of the search modules' own functions."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self.seconds = 0.0
        self.calls = 0

    def timed(self, solve: Callable[..., Any]) -> Callable[..., Any]:
        """``solve``, its time and calls counted."""

        def wrapper(state: hp.GameState, **options: Any) -> Any:
            start = self.clock()
            try:
                return solve(state, **options)
            finally:
                self.seconds += self.clock() - start
                self.calls += 1

        return wrapper


def _report(label: str, rows: list[tuple[float, float, int]]) -> None:
    """One line for ``rows`` of (seconds, seconds solving, solves)."""
    if not rows:
        print(f"{label}: no decisions")
        return
    total = [row[0] * 1000 for row in rows]
    solving = statistics.mean(row[1] * 1000 for row in rows)
    solves = statistics.mean(row[2] for row in rows)
    print(
        f"{label}: {len(rows)} decisions; ms per decision mean "
        f"{statistics.mean(total):.1f}, median {statistics.median(total):.1f}, "
        f"90th percentile {sorted(total)[int(0.9 * len(total))]:.1f}; "
        f"of which solving {solving:.1f} ms in {solves:.1f} solves "
        f"({solving / solves if solves else 0:.1f} ms each)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games to play")
    parser.add_argument("--samples", type=int, default=20, help="SearchBot's deals")
    parser.add_argument(
        "--time-per-decision", type=float, default=None, help="SearchBot's budget"
    )
    parser.add_argument(
        "--game", choices=[game.value for game in hp.Game], default="hasenpfeffer"
    )
    parser.add_argument(
        "--max-hands", type=int, default=30, help="hands at most in a game"
    )
    parser.add_argument(
        "--cpu", action="store_true", help="count processor time, not clock time"
    )
    arguments = parser.parse_args()
    rules = hp.Rules(game=hp.Game(arguments.game))
    clock = time.process_time if arguments.cpu else time.perf_counter
    solver = _Solver(clock)
    _search.solve = solver.timed(_search.solve)  # type: ignore[attr-defined]
    _search_auction.makers_tricks = solver.timed(  # type: ignore[attr-defined]
        _search_auction.makers_tricks
    )
    before: list[tuple[float, float, int]] = []
    play: list[tuple[float, float, int]] = []
    for game in range(arguments.games):
        state = hp.new_game(rules, seed=game)
        players = 3 if rules.game is hp.Game.THREE_HANDED_EUCHRE else 4
        bots = [
            SearchBot(
                samples=arguments.samples,
                seed=f"{game}/{seat}",
                time_per_decision=arguments.time_per_decision,
            )
            for seat in range(players)
        ]
        while state.phase is not hp.Phase.GAME_OVER:
            if state.phase is hp.Phase.DEAL:
                if state.hand_number >= arguments.max_hands:
                    break
                state = state.deal()
                continue
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            seconds, calls = solver.seconds, solver.calls
            start = clock()
            action = bots[seat].choose(view)
            spent = clock() - start
            if len(view.legal_actions()) > 1:
                rows = play if state.phase is hp.Phase.PLAY else before
                rows.append((spent, solver.seconds - seconds, solver.calls - calls))
            state = state.apply(action)
    print(
        f"{arguments.games} games of {rules.game.title}, samples={arguments.samples}"
        + (
            f", time_per_decision={arguments.time_per_decision}"
            if arguments.time_per_decision is not None
            else ""
        )
        + (", processor time" if arguments.cpu else "")
    )
    _report("before the play", before)
    _report("in the play", play)


if __name__ == "__main__":
    main()

"""Milliseconds per double-dummy solve of a full hand from the opening lead.

Hand ``i`` is dealt by ``hp.new_game(seed=i).deal()``; :class:`SimpleBot`
bids, names trump, discards (and, with ``--lone-hands``, decides whether to
go alone) for every seat, dealing again after a thrown-in hand, until the
opening lead.  Then ``hp.solve`` is timed on that position: the makers'
final tricks, the best moves and the value of every legal lead.

    python benchmarks/solve.py [--hands N] [--lone-hands]
"""

from __future__ import annotations

import argparse
import statistics
import time

import hasenpfeffer as hp
from hasenpfeffer.bots import SimpleBot


def opening_lead(seed: int, rules: hp.Rules) -> hp.GameState:
    """The first position of the play phase of game ``seed`` under ``rules``."""
    bot = SimpleBot()
    state = hp.new_game(rules, seed=seed).deal()
    while state.phase is not hp.Phase.PLAY:
        state = (
            state.deal()
            if state.phase is hp.Phase.DEAL
            else state.apply(bot.choose(state))
        )
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200, help="hands to solve")
    parser.add_argument(
        "--lone-hands",
        action="store_true",
        help="let the bots go alone (lone_hands and lone_defender on)",
    )
    arguments = parser.parse_args()
    lone = arguments.lone_hands
    rules = hp.Rules(lone_hands=lone, lone_defender=lone)
    states = [opening_lead(seed, rules) for seed in range(arguments.hands)]
    milliseconds = []
    tricks = []
    for state in states:
        start = time.perf_counter()
        solution = hp.solve(state)
        milliseconds.append((time.perf_counter() - start) * 1000)
        tricks.append(solution.makers_tricks)
    alone = sum(1 for state in states if state.lone_players)
    print(f"hands solved from the opening lead: {len(states)} ({alone} lone)")
    print(
        f"ms per solve: median {statistics.median(milliseconds):.1f}, "
        f"mean {statistics.mean(milliseconds):.1f}, "
        f"max {max(milliseconds):.1f}"
    )
    print(f"makers' tricks with best play (mean): {statistics.mean(tricks):.2f}")


if __name__ == "__main__":
    main()

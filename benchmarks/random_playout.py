"""Random legal hands per second: deal, auction, trump, discard, six tricks.

Each hand starts from a new game (so a hand's cost does not grow with the
length of a game's history) and every decision is a uniformly random choice
among ``legal_actions()``.  Prints the median of several rounds.

    python benchmarks/random_playout.py [--hands N] [--rounds R]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import hasenpfeffer as hp


def play_random_hands(count: int, seed: int) -> int:
    """Play ``count`` random hands; return the number of decisions taken."""
    chooser = random.Random(seed)
    decisions = 0
    for number in range(count):
        state = hp.new_game(seed=seed * 1_000_003 + number).deal()
        while state.to_act is not None:
            state = state.apply(chooser.choice(state.legal_actions()))
            decisions += 1
    return decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands per round")
    parser.add_argument("--rounds", type=int, default=5, help="rounds to time")
    arguments = parser.parse_args()
    hands_per_second = []
    microseconds_per_decision = []
    for round_number in range(arguments.rounds):
        start = time.perf_counter()
        decisions = play_random_hands(arguments.hands, round_number)
        elapsed = time.perf_counter() - start
        hands_per_second.append(arguments.hands / elapsed)
        microseconds_per_decision.append(elapsed / decisions * 1e6)
    print(f"hands per round: {arguments.hands}, rounds: {arguments.rounds}")
    print(
        f"random hands per second (median): {statistics.median(hands_per_second):,.0f}"
    )
    print(
        "microseconds per decision, legal_actions() and apply() (median): "
        f"{statistics.median(microseconds_per_decision):.2f}"
    )


if __name__ == "__main__":
    main()

"""The engine's speed and size on random play.

Prints, each as the median of several rounds:

- random legal hands per second: a new game, the deal, the auction, trump,
  discard and six tricks, every decision a uniformly random choice among
  ``legal_actions()`` (each hand starts a new game, so a hand's cost does
  not grow with a game's history);
- microseconds per decision for ``legal_actions()`` on a new state, for
  ``apply()``, and for the two together, each timed over the positions of
  those hands (a card play works out the next player's legal plays, so
  most of the legal actions' cost is paid inside ``apply()``);
- bytes retained per new state, by :mod:`tracemalloc`, over states kept
  alive (each with its legal actions computed, as in play).

    python benchmarks/random_playout.py [--hands N] [--rounds R]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import tracemalloc

import hasenpfeffer as hp


def play_random_hands(count: int, seed: int) -> int:
    """Play ``count`` random hands; return the number of decisions taken."""
    chooser = random.Random(seed)
    decisions = 0
    for number in range(count):
        state = hp.new_game(seed=seed * 1_000_003 + number).deal()
        while state.to_act is not None:
            legal = state.legal_actions()
            state = state.apply(legal[chooser.randrange(len(legal))])
            decisions += 1
    return decisions


def recorded_hands(count: int, seed: int) -> list[tuple[int, list[hp.Action]]]:
    """The game seed and the actions of ``count`` random hands."""
    chooser = random.Random(seed)
    hands = []
    for number in range(count):
        state = hp.new_game(seed=number).deal()
        actions = []
        while state.to_act is not None:
            legal = state.legal_actions()
            actions.append(legal[chooser.randrange(len(legal))])
            state = state.apply(actions[-1])
        hands.append((number, actions))
    return hands


def time_decisions(count: int, seed: int) -> tuple[float, float]:
    """Microseconds per call of ``legal_actions()`` on a new state, and of
    ``apply()`` once the legal actions are known, replaying recorded hands.

    Each call is timed on its own; the timer's own cost is subtracted.
    """
    clock = time.perf_counter_ns
    overhead = min(-(clock() - clock()) for _ in range(1000))
    legal_total = apply_total = calls = 0
    for game_seed, actions in recorded_hands(count, seed):
        state = hp.new_game(seed=game_seed).deal()
        for action in actions:
            start = clock()
            state.legal_actions()
            middle = clock()
            state = state.apply(action)
            end = clock()
            legal_total += middle - start - overhead
            apply_total += end - middle - overhead
            calls += 1
    return legal_total / calls / 1000, apply_total / calls / 1000


def bytes_per_state(count: int, seed: int) -> float:
    """Bytes retained per new state while every state is kept alive."""
    chooser = random.Random(seed)
    kept = []
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for number in range(count):
        state = hp.new_game(seed=number).deal()
        while state.to_act is not None:
            legal = state.legal_actions()
            state = state.apply(legal[chooser.randrange(len(legal))])
            kept.append(state)
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return (after - before) / len(kept)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands per round")
    parser.add_argument("--rounds", type=int, default=5, help="rounds to time")
    arguments = parser.parse_args()
    rates, legal_costs, apply_costs = [], [], []
    for round_number in range(arguments.rounds):
        start = time.perf_counter()
        play_random_hands(arguments.hands, round_number)
        rates.append(arguments.hands / (time.perf_counter() - start))
        legal_cost, apply_cost = time_decisions(arguments.hands // 4, round_number)
        legal_costs.append(legal_cost)
        apply_costs.append(apply_cost)
    print(f"hands per round: {arguments.hands}, rounds: {arguments.rounds}")
    print(f"random hands per second: {statistics.median(rates):,.0f}")
    legal_cost = statistics.median(legal_costs)
    apply_cost = statistics.median(apply_costs)
    decision_cost = statistics.median(
        map(sum, zip(legal_costs, apply_costs, strict=True))
    )
    print(f"legal_actions() on a new state: {legal_cost:.2f} us")
    print(f"apply(): {apply_cost:.2f} us")
    print(f"a decision, legal_actions() then apply(): {decision_cost:.2f} us")
    print(f"bytes retained per new state: {bytes_per_state(200, 0):,.0f}")


if __name__ == "__main__":
    main()

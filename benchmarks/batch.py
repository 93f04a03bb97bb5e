"""The batch engine's speed, beside OpenSpiel's euchre through pyspiel.

Prints, in one run:

* OpenSpiel's euchre (C++ driven from Python): random deals a second and
  decisions a second, each chance outcome and each action drawn uniformly
  in Python, as ``benchmarks/compare_openspiel.py`` plays it;
* ``Batch.play_out``: random full hands a second, every decision drawn in
  the compiled kernel, on all of the machine's cores (and the deal of the
  batch timed apart);
* ``legal_mask()`` and ``step()``: decisions a second with the actions
  chosen outside the kernel, in numpy, at batch sizes 1,024 and 16,384.
  Each step draws one random priority per action id and every hand takes
  its legal action of highest priority (a random choice, though not a
  uniform one; drawing a number per legal action costs numpy more than
  the step itself), and the figure counts the choice with the step;
* the memory each hand takes.

Needs the ``batch`` and ``bench`` extras::

    python -m pip install -e ".[batch,bench]"
    python benchmarks/batch.py [--game G] [--hands N] [--rounds R]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import time

import numba
import numpy as np
import pyspiel

import hasenpfeffer as hp
from hasenpfeffer.batch import Batch


def openspiel_rates(count: int, chooser: random.Random) -> tuple[float, float]:
    """OpenSpiel euchre's random deals a second and decisions a second."""
    game = pyspiel.load_game("euchre")
    decisions = 0
    start = time.perf_counter()
    for _ in range(count):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[chooser.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[chooser.randrange(len(legal))])
                decisions += 1
    seconds = time.perf_counter() - start
    return count / seconds, decisions / seconds


def play_out_rates(rules: hp.Rules, size: int, seed: int) -> tuple[float, float]:
    """Hands a second of ``Batch.deal`` and of ``Batch.play_out``."""
    start = time.perf_counter()
    batch = Batch.deal(rules, size=size, seed=seed, dealer=None)
    dealt = time.perf_counter()
    batch.play_out(seed=seed)
    played = time.perf_counter()
    return size / (dealt - start), size / (played - dealt)


def step_rate(rules: hp.Rules, size: int, seed: int) -> float:
    """Decisions a second through ``legal_mask()`` and ``step()``, the
    actions chosen in numpy."""
    chooser = np.random.default_rng(seed)
    batch = Batch.deal(rules, size=size, seed=seed, dealer=None)
    decisions = 0
    start = time.perf_counter()
    while True:
        mask = batch.legal_mask()
        live = int(np.count_nonzero(batch.to_act >= 0))
        if not live:
            break
        priority = chooser.random(mask.shape[1], dtype=np.float32)
        batch = batch.step(np.argmax(mask * priority, axis=1))
        decisions += live
    return decisions / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=[game.value for game in hp.Game])
    parser.add_argument("--hands", type=int, default=1_000_000, help="play_out size")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of each")
    parser.add_argument("--deals", type=int, default=2_000, help="OpenSpiel deals")
    arguments = parser.parse_args()
    rules = (
        hp.Rules() if arguments.game is None else hp.Rules(game=hp.Game(arguments.game))
    )
    # Compile (or load the compiled kernel) before timing.
    Batch.deal(rules, size=8, seed=0).play_out().legal_mask()
    step_rate(rules, 8, 0)
    chooser = random.Random(1)
    theirs, deals, played, small, large = [], [], [], [], []
    for number in range(arguments.rounds):
        theirs.append(openspiel_rates(arguments.deals, chooser))
        dealt, playing = play_out_rates(rules, arguments.hands, number)
        deals.append(dealt)
        played.append(playing)
        small.append(step_rate(rules, 1_024, number))
        large.append(step_rate(rules, 16_384, number))
    their_deals = statistics.median(rate for rate, _ in theirs)
    their_decisions = statistics.median(rate for _, rate in theirs)
    play_rate = statistics.median(played)
    print(
        f"{platform.python_implementation()} {platform.python_version()}, "
        f"numba {numba.__version__}, numpy {np.__version__}, "
        f"{os.cpu_count()} cores, numba threads {numba.get_num_threads()}"
    )
    print(f"game: {rules.game.value}; medians of {arguments.rounds} rounds")
    print(f"OpenSpiel euchre via pyspiel: {their_deals:,.0f} deals/s, "
          f"{their_decisions:,.0f} decisions/s")  # fmt: skip
    print(f"Batch.deal: {statistics.median(deals):,.0f} hands/s "
          f"({arguments.hands:,} hands)")  # fmt: skip
    print(f"Batch.play_out: {play_rate:,.0f} random full hands/s, "
          f"{play_rate / their_deals:.0f} x OpenSpiel's deals/s")  # fmt: skip
    for size, rates in ((1_024, small), (16_384, large)):
        rate = statistics.median(rates)
        print(f"legal_mask() + step(), {size:,} hands: {rate:,.0f} decisions/s, "
              f"{rate / their_decisions:.1f} x OpenSpiel's")  # fmt: skip
    batch = Batch.deal(rules, size=1_000, seed=0)
    mask = batch.legal_mask().nbytes / batch.size
    print(f"memory: {batch.nbytes / batch.size:.0f} bytes a hand "
          f"(and {mask:.0f} for a legal mask)")  # fmt: skip


if __name__ == "__main__":
    main()

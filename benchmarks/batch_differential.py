"""The batch engine against the engine, step by step, over every option
set of every game.

For each game and each of its option sets (``tests.strategies.every_rules``),
deals a batch of random hands with drawn dealers and plays them out with
random legal actions, checking at every step that each hand's legal
action ids and seat to act are those of its ``GameState``, and at the end
that its score is (``tests/batch_differential.py``).  Prints the hands,
decisions and option sets checked, and the time.  Needs the ``batch``
extra (without numba, the kernel runs as Python)::

    python -m pip install -e ".[batch]"
    python benchmarks/batch_differential.py [--hands N] [--seed S]
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.batch_differential import check_batch
from tests.strategies import every_rules

import hasenpfeffer as hp


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100_000, help="hands in all")
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    option_sets = [rules for game in hp.Game for rules in every_rules(game=game)]
    per_set = math.ceil(arguments.hands / len(option_sets))
    start = time.perf_counter()
    decisions = 0
    for number, rules in enumerate(option_sets):
        decisions += check_batch(rules, per_set, arguments.seed + number)
    seconds = time.perf_counter() - start
    print(
        f"{len(option_sets)} option sets of {len(list(hp.Game))} games, "
        f"{per_set * len(option_sets):,} hands, {decisions:,} decisions: "
        f"every step agreed ({seconds:.0f} s)"
    )


if __name__ == "__main__":
    main()

"""Euchre against OpenSpiel's euchre, many random hands side by side.

Plays ``--hands`` random hands (default 100,000) under each of the four
option pairs (``stick_the_dealer`` on and off, lone defender on and off) in
OpenSpiel's ``euchre`` and in ``Game.EUCHRE`` at once, with the harness of
``tests/openspiel_euchre.py``: deals drawn from OpenSpiel's chance
outcomes, random legal decisions (every second hand passing in the auction
three times out of four, so that the eighth call and thrown-in hands come
up), and at every decision the same seat to act and the same legal
actions, at the end the same returns.  Prints the
counts and the time per option pair; on the first disagreement prints the
deal, the actions and what each engine said, and exits with status 1.
Needs the ``openspiel`` extra; run from the repository root::

    python -m pip install -e ".[openspiel]"
    python benchmarks/euchre_differential.py [--hands N] [--seed S]
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import time

# The harness lives in the test suite, at the repository root.
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from tests.openspiel_euchre import (
    CONFIGURATIONS,
    DisagreementError,
    Tally,
    play_hands,
)


def _report(
    stick_the_dealer: bool, lone_defender: bool, tally: Tally, seconds: float
) -> str:
    returns = ", ".join(
        f"{value:+d}: {count:,}" for value, count in sorted(tally.returns.items())
    )
    return (
        f"stick_the_dealer={stick_the_dealer!s:<5} lone_defender={lone_defender!s:<5} "
        f"hands {tally.hands:,}, decisions compared {tally.decisions:,}, "
        f"defender questions skipped {tally.skipped:,}, "
        f"eighth calls {tally.eighth_calls:,}, thrown in {tally.thrown_in:,}, "
        f"maker alone {tally.alone:,}, defender alone {tally.defended_alone:,}; "
        f"returns to the makers {{{returns}}}; {seconds:.1f} s"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--hands", type=int, default=100_000, help="hands per option pair"
    )
    parser.add_argument(
        "--seed", type=int, default=0, help="seed of the random choices"
    )
    arguments = parser.parse_args()
    total = Tally()
    start = time.perf_counter()
    for stick_the_dealer, lone_defender in CONFIGURATIONS:
        begun = time.perf_counter()
        try:
            tally = play_hands(
                arguments.hands,
                stick_the_dealer=stick_the_dealer,
                lone_defender=lone_defender,
                seed=arguments.seed,
            )
        except DisagreementError as error:
            print(f"DISAGREEMENT\n{error}")
            return 1
        seconds = time.perf_counter() - begun
        print(_report(stick_the_dealer, lone_defender, tally, seconds), flush=True)
        total.add(tally)
    print(
        f"all: {total.hands:,} hands, {total.decisions:,} decisions compared, "
        f"no disagreement; {time.perf_counter() - start:.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

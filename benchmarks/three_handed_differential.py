"""Three-Handed Euchre against the plain reference engine, many random hands.

Plays ``--hands`` random hands (default 5,000) under each option set of
Three-Handed Euchre in ``tests/side_by_side.py`` (the defaults;
``all_pass`` redeal; ``tie_break`` higher score; ``march_points`` 1 and 5;
targets of 2, 3, 5 and 7) in ``Game.THREE_HANDED_EUCHRE`` and in the reference engine of
``tests/reference_engine.py`` at once, with the harness the differential
tests use: random games, random legal decisions, and at every step the same
seat to act, the same legal actions, the same fields (the three players'
scores and hand results included) and the same view of the hidden cards
from every seat; before every decision a random action that the reference
refuses must be refused by the engine too.  Prints the counts and the time
per option set; on the first disagreement prints what differed, with the
deals and the actions that lead to it, and exits with status 1.  Needs the
test dependencies (pytest); run from the repository root::

    python benchmarks/three_handed_differential.py [--hands N] [--seed S]
"""

from __future__ import annotations

import argparse
import collections
import pathlib
import sys
import time

import pytest

# The harness lives in the test suite, at the repository root.
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from tests.side_by_side import OPTION_SETS, SeededGame, play_side_by_side

import hasenpfeffer as hp

MAX_HANDS = 30
"""Hands per game at most, as in the differential test."""


class CountedGame(SeededGame):
    """A random game that counts its decisions and what they were."""

    def __init__(self, seed: int, tally: collections.Counter[str]) -> None:
        super().__init__(seed, hp.Game.THREE_HANDED_EUCHRE)
        self.tally = tally

    def action(self, legal: set[hp.Action]) -> hp.Action:
        action = super().action(legal)
        self.tally["decisions"] += 1
        self.tally[type(action).__name__] += 1
        return action

    def deal(self, state: hp.GameState) -> hp.GameState:
        state = super().deal(state)
        self.tally["hands"] += 1
        return state


def _count_results(final: hp.GameState, tally: collections.Counter[str]) -> None:
    for result in final.hand_results:
        if result.maker is None:
            tally["thrown in"] += 1
            continue
        tricks = result.tricks_won[result.maker]
        tally["marches" if tricks == 5 else "made" if tricks >= 3 else "euchred"] += 1
    if final.winner is not None:
        tally["games won"] += 1
        target = final.rules.target_score
        tally["ties"] += sum(score >= target for score in final.scores) > 1


def play_option_set(rules: hp.Rules, hands: int, seed: int) -> collections.Counter[str]:
    """Play whole games side by side until ``hands`` hands are dealt."""
    tally: collections.Counter[str] = collections.Counter()
    number = 0
    while tally["hands"] < hands:
        game_seed = seed * 1_000_003 + number
        state = hp.new_game(rules, seed=game_seed, dealer=number % 3)
        left = min(MAX_HANDS, hands - tally["hands"])
        final, stuck = play_side_by_side(state, CountedGame(game_seed, tally), left)
        tally["games"] += 1
        tally["games with a stuck dealer"] += bool(stuck)
        _count_results(final, tally)
        number += 1
    return tally


def _report(name: str, tally: collections.Counter[str], seconds: float) -> str:
    return (
        f"{name:<27} hands {tally['hands']:,} in {tally['games']:,} games "
        f"({tally['games won']:,} won, {tally['ties']:,} on a tie), "
        f"decisions compared {tally['decisions']:,}; made {tally['made']:,}, "
        f"marches {tally['marches']:,}, euchred {tally['euchred']:,}, "
        f"thrown in {tally['thrown in']:,}, games with a stuck dealer "
        f"{tally['games with a stuck dealer']:,}; {seconds:.1f} s"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5_000, help="hands per option set")
    parser.add_argument(
        "--seed", type=int, default=0, help="seed of the games and choices"
    )
    arguments = parser.parse_args()
    total: collections.Counter[str] = collections.Counter()
    start = time.perf_counter()
    for name, rules in OPTION_SETS[hp.Game.THREE_HANDED_EUCHRE].items():
        begun = time.perf_counter()
        try:
            tally = play_option_set(rules, arguments.hands, arguments.seed)
        except (AssertionError, pytest.fail.Exception) as error:
            print(f"DISAGREEMENT under {name}\n{error}")
            return 1
        print(_report(name, tally, time.perf_counter() - begun), flush=True)
        total.update(tally)
    print(
        f"all: {total['hands']:,} hands, {total['decisions']:,} decisions "
        f"compared, no disagreement; {time.perf_counter() - start:.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

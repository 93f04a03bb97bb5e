"""Milliseconds per double-dummy solve of a full hand from the opening lead.

Hand ``i`` is dealt by ``hp.new_game(rules, seed=i).deal()``;
:class:`SimpleBot` makes every call of the auction, names trump, discards
(and, with ``--lone-hands``, decides whether to go alone) for every seat,
dealing again after a thrown-in hand, until the opening lead.  Then
``hp.analysis.solve`` is timed on that position: the makers' final tricks, the best
moves and the value of every legal lead; then
``hp.analysis.makers_tricks``, the makers' final tricks alone, which is all
SearchBot needs of a deal before the play.

``--game`` picks the game of the family (Hasenpfeffer by default), with its
default rules except for going alone: only with ``--lone-hands`` may a
player go alone, to make or (where the game allows it) to defend.  In
Three-Handed Euchre the maker always plays alone and the option changes
nothing.  With ``--repeat N`` each hand is solved N times and its fastest
time counts, a steadier figure on a busy machine.

    python benchmarks/solve.py [--hands N] [--lone-hands] [--game GAME]
                               [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import TypeVar

import hasenpfeffer as hp
from hasenpfeffer.bots import SimpleBot

Result = TypeVar("Result")


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
    parser.add_argument(
        "--game",
        choices=[game.value for game in hp.Game],
        default=hp.Game.HASENPFEFFER.value,
        help="the game of the family (default: hasenpfeffer)",
    )
    parser.add_argument(
        "--repeat",
        type=int,
        default=1,
        help="solves of each hand, the fastest counting (default: 1)",
    )
    arguments = parser.parse_args()
    lone = arguments.lone_hands
    game = hp.Game(arguments.game)
    if game is hp.Game.THREE_HANDED_EUCHRE:
        rules = hp.Rules(game=game)
    else:
        rules = hp.Rules(game=game, lone_hands=lone, lone_defender=lone)
    states = [opening_lead(seed, rules) for seed in range(arguments.hands)]
    repeat = max(1, arguments.repeat)
    alone = sum(1 for state in states if state.lone_players)
    print(
        f"{game.value}: hands solved from the opening lead: {len(states)} "
        f"({alone} lone)"
    )
    solved = _report("ms per solve", hp.analysis.solve, states, repeat)
    valued = _report("ms per makers_tricks", hp.analysis.makers_tricks, states, repeat)
    tricks = [solution.makers_tricks for solution in solved]
    assert valued == tricks
    print(f"makers' tricks with best play (mean): {statistics.mean(tricks):.2f}")


def _report(
    label: str,
    function: Callable[[hp.GameState], Result],
    states: list[hp.GameState],
    repeat: int,
) -> list[Result]:
    """Time ``function`` on each of ``states``, the fastest of ``repeat``
    calls counting; print the figures and return its results."""
    milliseconds = []
    results = []
    for state in states:
        fastest = float("inf")
        for _ in range(repeat):
            start = time.perf_counter()
            result = function(state)
            fastest = min(fastest, time.perf_counter() - start)
        milliseconds.append(fastest * 1000)
        results.append(result)
    print(
        f"{label}: median {statistics.median(milliseconds):.2f}, "
        f"mean {statistics.mean(milliseconds):.2f}, "
        f"max {max(milliseconds):.2f}"
    )
    return results


if __name__ == "__main__":
    main()

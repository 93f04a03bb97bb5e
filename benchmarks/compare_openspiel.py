"""Random full deals per second: hasenpfeffer against OpenSpiel's euchre.

OpenSpiel's euchre is C++ driven from Python through ``pyspiel``.  Both
engines play random deals in this one process, alternately, for several
rounds: OpenSpiel samples each chance outcome (the deal) uniformly and
picks uniformly among the legal actions; ours deals a new hand and picks
uniformly among ``legal_actions()``.  Prints the median deals per second of
each and the ratio ours / OpenSpiel.  The rounds are many and short, so
that a burst of other work on the machine falls on both engines alike and
the medians pass over it.  Each of our rounds also runs right after one of
OpenSpiel's, under much the same load, so the script prints the ratio of
each such pair too: their median and quartiles show how far the one
figure can be trusted on a busy machine.  Needs the ``bench`` extra::

    python -m pip install -e ".[bench]"
    python benchmarks/compare_openspiel.py [--deals N] [--rounds R] [--game G]

With ``--game euchre`` our side plays random hands of our Euchre, the same
game as OpenSpiel's (24 cards, five tricks, the order-up auction, lone
hands), so the ratio compares like with like.  Any other game of the family
is timed the same way against OpenSpiel's euchre deal: ``--game bid_euchre``
plays Bid Euchre (Euchre's 24 cards all dealt, six tricks, one round of
bids, trump or no trump, the moon played alone), ``--game
three_handed_euchre`` and ``--game railroad_euchre`` the others.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import platform
import random
import statistics
import time

import pyspiel

import hasenpfeffer as hp


def openspiel_deals(game: pyspiel.Game, count: int, chooser: random.Random) -> float:
    """Seconds to play ``count`` random euchre deals in OpenSpiel."""
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
    return time.perf_counter() - start


def our_deals(
    count: int, chooser: random.Random, first_seed: int, rules: hp.Rules | None = None
) -> float:
    """Seconds to play ``count`` random hands of ``rules``' game (by
    default Hasenpfeffer)."""
    start = time.perf_counter()
    for number in range(count):
        state = hp.new_game(rules, seed=first_seed + number).deal()
        while state.to_act is not None:
            legal = state.legal_actions()
            state = state.apply(legal[chooser.randrange(len(legal))])
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=500, help="deals per round")
    parser.add_argument("--rounds", type=int, default=31, help="rounds per engine")
    parser.add_argument(
        "--game",
        choices=[game.value for game in hp.Game],
        default="hasenpfeffer",
        help="our game to time against OpenSpiel's euchre (default: hasenpfeffer)",
    )
    arguments = parser.parse_args()
    rules = hp.Rules(game=hp.Game(arguments.game))
    game = pyspiel.load_game("euchre")
    chooser = random.Random(1)
    theirs, ours = [], []
    for round_number in range(arguments.rounds):
        theirs.append(arguments.deals / openspiel_deals(game, arguments.deals, chooser))
        first_seed = round_number * arguments.deals
        ours.append(
            arguments.deals / our_deals(arguments.deals, chooser, first_seed, rules)
        )
    open_spiel_rate = statistics.median(theirs)
    our_rate = statistics.median(ours)
    print(
        f"{platform.python_implementation()} {platform.python_version()}, "
        f"open_spiel {importlib.metadata.version('open_spiel')}, "
        f"hasenpfeffer {hp.__version__}"
    )
    print(f"rounds: {arguments.rounds}, deals per round: {arguments.deals}")
    print(f"OpenSpiel euchre (C++ via pyspiel): {open_spiel_rate:,.0f} deals/s")
    print(f"hasenpfeffer, {arguments.game} (pure Python): {our_rate:,.0f} deals/s")
    print(f"ratio ours / OpenSpiel: {our_rate / open_spiel_rate:.2f}")
    paired = [our / their for our, their in zip(ours, theirs, strict=True)]
    low, middle, high = statistics.quantiles(paired, n=4)
    print(f"round by round: median {middle:.2f}, quartiles {low:.2f} to {high:.2f}")


if __name__ == "__main__":
    main()

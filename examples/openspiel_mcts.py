"""OpenSpiel's IS-MCTS bot against the library's HeuristicBot, hand by hand.

Seats 0 and 2 are OpenSpiel's Information Set Monte Carlo Tree Search
(``open_spiel.python.algorithms.ismcts``), which samples the cards it cannot
see with the game's ``resample_from_infostate`` and plays random rollouts;
seats 1 and 3 are :class:`~hasenpfeffer.bots.HeuristicBot`, which sees
only its own :class:`~hasenpfeffer.views.PlayerView`.  Each hand is one
OpenSpiel game of ``python_hasenpfeffer`` with ``zero_sum=True`` (each team
scores its points less the other's, so both sides care about every trick);
the dealer moves left every hand.  Needs the ``openspiel`` extra::

    python -m pip install -e ".[openspiel]"
    python examples/openspiel_mcts.py [--hands 4] [--simulations 60] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from typing import Any

import hasenpfeffer as hp
from hasenpfeffer.bots import HeuristicBot
from hasenpfeffer.integrations.encoding import action_to_id

try:
    from hasenpfeffer.integrations.openspiel import load_game
except ImportError as error:  # the extra is missing: say what to install
    raise SystemExit(str(error)) from None

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts


def play_hand(
    game: Any, search: Any, heuristic: HeuristicBot, chooser: random.Random
) -> Any:
    """Play one hand: chance from ``chooser``, seats 0 and 2 by ``search``,
    seats 1 and 3 by ``heuristic``.  Returns the final state."""
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(chooser.choice(outcomes)[0])
        elif state.current_player() % 2 == 0:
            state.apply_action(search.step(state))
        else:
            view = state.view(state.current_player())
            state.apply_action(action_to_id(heuristic.choose(view)))
    return state


def describe(number: int, state: Any) -> str:
    """One line about a finished hand."""
    result: hp.HandResult = state.game_state.hand_results[-1]
    if result.thrown_in or result.maker is None:
        what = "all passed, thrown in"
    else:
        side = "IS-MCTS" if result.maker % 2 == 0 else "heuristic"
        won = result.tricks_won
        what = (
            f"seat {result.maker} ({side}) {result.contract}, trump {result.trump}, "
            f"tricks {won[0]}-{won[1]}"
        )
    returns = state.returns()
    return (
        f"hand {number}, dealer {result.dealer}: {what}; "
        f"returns {returns[0]:+.0f} / {returns[1]:+.0f}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Play the hands and print each result and the totals."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=4, help="hands to play (4)")
    parser.add_argument(
        "--simulations", type=int, default=60, help="IS-MCTS simulations per move (60)"
    )
    parser.add_argument("--seed", type=int, default=1, help="seed of everything (1)")
    arguments = parser.parse_args(argv)
    chooser = random.Random(arguments.seed)
    heuristic = HeuristicBot()
    totals = [0.0, 0.0]
    print("IS-MCTS (seats 0 and 2) against HeuristicBot (seats 1 and 3)")
    for number in range(1, arguments.hands + 1):
        game = load_game(dealer=(number - 1) % 4, zero_sum=True)
        search = ismcts.ISMCTSBot(
            game=game,
            evaluator=mcts.RandomRolloutEvaluator(
                random_state=np.random.RandomState(arguments.seed + number)
            ),
            uct_c=2.0,
            max_simulations=arguments.simulations,
            random_state=np.random.RandomState(arguments.seed + number),
        )
        # OpenSpiel's default sampler is seeded afresh every time: draw the
        # hidden cards from our own generator so that runs repeat.
        search.set_resampler(
            lambda state, player: state.resample_from_infostate(player, chooser.random)
        )
        state = play_hand(game, search, heuristic, chooser)
        print(describe(number, state))
        totals[0] += state.returns()[0]
        totals[1] += state.returns()[1]
    print(f"total: IS-MCTS {totals[0]:+.0f}, HeuristicBot {totals[1]:+.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

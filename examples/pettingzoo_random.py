"""Four random agents play a game in the PettingZoo environment hasenpfeffer_v0.

Each agent picks uniformly among the legal actions its action mask allows.
The environment plays hands to the target score; random bidders rarely get
there (they bid high and fail), so it stops after ``--max-hands`` hands,
which PettingZoo calls truncation.  Prints each hand's result as the rewards
arrive and the table at the end.  Needs the ``pettingzoo`` extra::

    python -m pip install -e ".[pettingzoo]"
    python examples/pettingzoo_random.py [--seed 1] [--max-hands 12]
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

import hasenpfeffer as hp

try:
    from hasenpfeffer.integrations import hasenpfeffer_v0
except ImportError as error:  # the extra is missing: say what to install
    raise SystemExit(str(error)) from None


def describe(result: hp.HandResult) -> str:
    """One line about a finished hand."""
    if result.thrown_in:
        what = "all passed, thrown in"
    else:
        won = result.tricks_won
        what = f"seat {result.maker} {result.contract}, tricks {won[0]}-{won[1]}"
    change = result.score_change
    return (
        f"hand {result.hand_number}: {what}, "
        f"score change {change[0]:+d} / {change[1]:+d}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Play one game with random agents and print what happened."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1, help="seed of the game (1)")
    parser.add_argument(
        "--max-hands", type=int, default=12, help="stop after this many hands (12)"
    )
    arguments = parser.parse_args(argv)
    env = hasenpfeffer_v0.env(
        play_to_target=True, max_hands=arguments.max_hands, render_mode="ansi"
    )
    env.reset(seed=arguments.seed)
    for number, agent in enumerate(env.possible_agents):
        env.action_space(agent).seed(arguments.seed + number)
    steps = reported = 0
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        if termination or truncation:
            print(f"{agent} is done; its last reward {reward:+.0f}")
            action = None
        else:
            action = env.action_space(agent).sample(observation["action_mask"])
            steps += 1
        env.step(action)
        results = env.unwrapped.game_state.hand_results
        for result in results[reported:]:
            print(describe(result))
        reported = len(results)
    state = env.unwrapped.game_state
    print(f"{steps} decisions, {state.hand_number} hands")
    print(env.render())
    if state.winner is not None:
        print(f"team {state.winner} wins")
    else:
        print(f"no winner after {state.hand_number} hands (truncated)")
    env.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Play a whole game of Hasenpfeffer through the public API and report it.

Four :class:`~hasenpfeffer.bots.SimpleBot` players play a game with the
default rules.  For every hand the script prints the dealer, the contract and
its maker, trump, the tricks each team took, the score change and the running
score, and at the end the winning team.  The same seed always gives the same
game::

    python examples/play_a_game.py        # seed 1
    python examples/play_a_game.py 7      # seed 7
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

import hasenpfeffer as hp
from hasenpfeffer.bots import SimpleBot

MAX_HANDS = 200
"""Give up after this many hands (a SimpleBot game ends long before)."""


def team_name(team: int) -> str:
    """``Team 0 (seats 0 and 2)`` or ``Team 1 (seats 1 and 3)``."""
    return f"Team {team} (seats {team} and {team + 2})"


def describe_hand(result: hp.HandResult, scores: tuple[int, int]) -> list[str]:
    """The lines that report one finished hand."""
    title = f"Hand {result.hand_number}, dealt by seat {result.dealer}"
    if result.maker is None or result.contract is None or result.trump is None:
        return [f"{title}: all four passed; the hand is thrown in."]
    makers = result.maker % 2  # seats 0 and 2 are team 0
    taken = result.tricks_won[makers]
    verdict = "made" if taken >= result.contract.tricks else "failed"
    change = ", ".join(f"team {team} {result.score_change[team]:+d}" for team in (0, 1))
    return [
        f"{title}: seat {result.maker} (team {makers}) wins the auction "
        f"with {result.contract}.",
        f"  trump: {result.trump.name.lower()}",
        f"  tricks: team 0 took {result.tricks_won[0]}, "
        f"team 1 took {result.tricks_won[1]}; the makers {verdict} their bid",
        f"  score change: {change}",
        f"  score: team 0 {scores[0]}, team 1 {scores[1]}",
    ]


def play_game(seed: int) -> hp.GameState:
    """Play a game from ``seed`` to its end, printing each hand as it ends."""
    state = hp.new_game(seed=seed)
    bot = SimpleBot()
    print(
        f"Hasenpfeffer, seed {seed}: first to {state.rules.target_score} points; "
        f"seat {state.dealer} deals first."
    )
    while state.phase is not hp.Phase.GAME_OVER:
        if state.phase is hp.Phase.DEAL:
            if state.hand_number >= MAX_HANDS:
                break
            state = state.deal()
            continue
        state = state.apply(bot.choose(state))
        if state.phase in (hp.Phase.DEAL, hp.Phase.GAME_OVER):
            print()
            for line in describe_hand(state.hand_results[-1], state.scores):
                print(line)
    print()
    if state.winner is None:
        print(f"No winner after {state.hand_number} hands.")
    else:
        winner, loser = state.winner, 1 - state.winner
        print(
            f"{team_name(winner)} wins the game "
            f"{state.scores[winner]} to {state.scores[loser]} "
            f"after {state.hand_number} hands."
        )
    return state


def main(argv: Sequence[str] | None = None) -> int:
    """Read the optional seed from the command line and play the game."""
    parser = argparse.ArgumentParser(description="Play a game of Hasenpfeffer.")
    parser.add_argument(
        "seed", nargs="?", type=int, default=1, help="seed of the game (default 1)"
    )
    arguments = parser.parse_args(argv)
    play_game(arguments.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

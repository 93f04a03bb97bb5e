"""HeuristicBot partners against RandomBot or SimpleBot partners in whole
games of one game of the family, the teams changing seats every game.

Game ``g`` has seed ``seed + g``; HeuristicBot holds seats 0 and 2 in the
even games and seats 1 and 3 in the odd ones.  The report gives the games
each team won and HeuristicBot's mean margin in points at the end.  The
partnership games only.

    python benchmarks/heuristic_games.py [--game GAME] [--games N]
        [--against random|simple] [--seed S]
"""

from __future__ import annotations

import argparse

import hasenpfeffer as hp
from hasenpfeffer.bots import Bot, HeuristicBot, RandomBot, SimpleBot, play_match
from hasenpfeffer.games import SPECS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--game",
        default=hp.Game.BID_EUCHRE.value,
        choices=[game.value for game in hp.Game if SPECS[game].partnerships],
    )
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--against", choices=["random", "simple"], default="random")
    parser.add_argument("--seed", type=int, default=0)
    arguments = parser.parse_args()
    rules = hp.Rules(game=hp.Game(arguments.game))
    won = 0
    margin = 0
    for number in range(arguments.games):
        seed = arguments.seed + number
        side = number % 2
        bots: list[Bot] = [
            HeuristicBot()
            if seat % 2 == side
            else RandomBot(seed=4 * seed + seat)
            if arguments.against == "random"
            else SimpleBot()
            for seat in range(4)
        ]
        final = play_match(hp.new_game(rules, seed=seed), bots)
        won += final.winner == side
        margin += final.scores[side] - final.scores[1 - side]
    games = arguments.games
    print(
        f"{arguments.game}: HeuristicBot won {won} of {games} games against "
        f"{arguments.against.title()}Bot partners; mean margin "
        f"{margin / games:+.1f} points"
    )


if __name__ == "__main__":
    main()

"""SearchBot against HeuristicBot in duplicate, one hand a board.

Board ``d`` is the first hand of ``hp.new_game(rules, seed=d, dealer=d %
4).deal()``, played twice: SearchBot partners at seats 0 and 2
against HeuristicBot partners at 1 and 3, then the other way round, with the
same cards.  Each board is a fresh game at 0 to 0, so every deal is played
at both tables (``simulate --duplicate`` plays whole games, whose later
deals are matched only while both games last).  A board's score is the
mean over its two tables of the SearchBot side's score change less the
heuristic side's; the report gives the mean over boards with a 95%
interval.  The partnership games only: Hasenpfeffer, Euchre and Railroad
Euchre.

The SearchBot of seat ``s`` on board ``d`` is seeded with ``10 * d + s``;
with its default budget (a number of deals, not a time) the report is the
same on every run and every machine, whatever the load.

    python benchmarks/search_duplicate.py [--deals N] [--seed S] [--workers K]
        [--game GAME] [--play-only]

``--play-only`` leaves SearchBot's decisions before the play to the
heuristic, as before it searched them.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import time
from functools import partial

import hasenpfeffer as hp
from hasenpfeffer.bots import Bot, HeuristicBot, SearchBot


def board(game: hp.Game, search_auction: bool, job: tuple[int, bool]) -> float:
    """The SearchBot side's score less the others' on board ``deal``, at
    the table where it sits at the odd seats if ``swapped``."""
    deal, swapped = job
    state = hp.new_game(hp.Rules(game=game), seed=deal, dealer=deal % 4).deal()
    bots: list[Bot] = [
        SearchBot(seed=deal * 10 + seat, search_auction=search_auction)
        if (seat % 2 == 1) == swapped
        else HeuristicBot()
        for seat in range(4)
    ]
    while state.phase not in (hp.Phase.DEAL, hp.Phase.GAME_OVER):
        seat = state.to_act
        assert seat is not None
        state = state.apply(bots[seat].choose(state.view(seat)))
    change = state.hand_results[-1].score_change
    side = 1 if swapped else 0
    return float(change[side] - change[1 - side])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="boards")
    parser.add_argument("--seed", type=int, default=0, help="the first board")
    parser.add_argument("--workers", type=int, default=2, help="processes")
    parser.add_argument(
        "--game",
        choices=[
            game.value for game in hp.Game if game is not hp.Game.THREE_HANDED_EUCHRE
        ],
        default=hp.Game.HASENPFEFFER.value,
    )
    parser.add_argument(
        "--play-only", action="store_true", help="leave the auction to the heuristic"
    )
    arguments = parser.parse_args()
    game = hp.Game(arguments.game)
    deals = range(arguments.seed, arguments.seed + arguments.deals)
    jobs = [(deal, swapped) for deal in deals for swapped in (False, True)]
    start = time.perf_counter()
    with multiprocessing.Pool(arguments.workers) as pool:
        results = pool.map(partial(board, game, not arguments.play_only), jobs)
    scores = [(results[i] + results[i + 1]) / 2 for i in range(0, len(results), 2)]
    mean = statistics.mean(scores)
    half = 1.96 * statistics.stdev(scores) / math.sqrt(len(scores))
    kind = "play only" if arguments.play_only else "searching the auction too"
    print(
        f"{game.value}: SearchBot ({kind}) less HeuristicBot: {mean:+.3f} points "
        f"per deal (95% interval {mean - half:+.3f} to {mean + half:+.3f}), "
        f"{len(scores)} boards from {arguments.seed}, "
        f"{time.perf_counter() - start:.0f} s with {arguments.workers} workers"
    )


if __name__ == "__main__":
    main()

"""How four HeuristicBots bid: which bids win the auction, and how often
they are made, before and after the bot read the auction.

For each bot (``before``, the copy in ``heuristic_before.py`` of
HeuristicBot as it bid from its own hand alone, and ``now``, today's
HeuristicBot) it plays games ``S`` to ``S + N - 1`` (``hp.new_game(rules,
seed=...)``) with that bot at all four seats, and prints, over every hand
dealt: each winning bid's count, share of the contracts and make rate; the
make rate of all contracts; how often a bid took the contract from the
bidder's own partner (and how often such a hand was made); the points the
makers scored per contract; and the hands per game.

    python benchmarks/bidding.py [--games N] [--seed S] [--workers K] [--pepper]

The figures depend on the arguments alone.
"""

from __future__ import annotations

import argparse
import multiprocessing
from collections import Counter
from functools import partial

from heuristic_before import HeuristicBotBefore

import hasenpfeffer as hp
from hasenpfeffer.bots import Bot, HeuristicBot

BOTS: dict[str, type[HeuristicBot]] = {
    "before": HeuristicBotBefore,
    "now": HeuristicBot,
}

Tally = Counter[tuple[object, ...]]


def play(name: str, rules: hp.Rules, seed: int) -> Tally:
    """The counts of one game of four ``name`` bots."""
    bot: Bot = BOTS[name]()
    tally: Tally = Counter()
    state = hp.new_game(rules, seed=seed)
    over_partner = False
    while state.phase is not hp.Phase.GAME_OVER and state.hand_number < 200:
        if state.phase is hp.Phase.DEAL:
            state = state.deal()
            over_partner = False
            tally["hands",] += 1
            continue
        seat = state.to_act
        assert seat is not None
        action = bot.choose(state.view(seat))
        auction = state.auction
        if isinstance(action, hp.Bid) and auction is not None:
            holder = auction.high_bidder
            over_partner = holder is not None and holder == (seat + 2) % 4
        state = state.apply(action, seat=seat)
        if state.hand_results and state.phase in (hp.Phase.DEAL, hp.Phase.GAME_OVER):
            result = state.hand_results[-1]
            if result.hand_number == state.hand_number and result.contract:
                _count(tally, result, over_partner)
    tally["games",] += 1
    return tally


def _count(tally: Tally, result: hp.HandResult, over_partner: bool) -> None:
    assert result.maker is not None and result.contract is not None
    side = result.maker % 2
    made = result.tricks_won[side] >= result.contract.tricks
    bid = result.contract
    tally["won", bid] += 1
    tally["made", bid] += made
    tally["points",] += result.score_change[side]
    if over_partner:
        tally["over partner",] += 1
        tally["over partner made",] += made


def report(name: str, tally: Tally) -> None:
    bids = sorted(key[1] for key in tally if key[0] == "won")
    contracts = sum(tally["won", bid] for bid in bids)
    made = sum(tally["made", bid] for bid in bids)
    print(f"{name}: {tally['games',]} games, {tally['hands',]} hands dealt")
    print("  contract       won   share   make rate")
    for bid in bids:
        won = tally["won", bid]
        print(
            f"  {bid!s:<12} {won:>5}  {won / contracts:6.1%}  "
            f"{tally['made', bid] / won:9.1%}"
        )
    over = tally["over partner",]
    over_made = tally["over partner made",] / over if over else 0.0
    print(
        f"  all          {contracts:>5}  made {made / contracts:.1%}; "
        f"taken from the partner {over} ({over / contracts:.1%}), made "
        f"{over_made:.1%}; makers' points per contract "
        f"{tally['points',] / contracts:+.2f}; hands per game "
        f"{tally['hands',] / tally['games',]:.1f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--pepper", action="store_true", help="pepper bidding")
    options = parser.parse_args()
    rules = hp.Rules(
        bidding=hp.Bidding.PEPPER if options.pepper else hp.Bidding.STANDARD
    )
    seeds = range(options.seed, options.seed + options.games)
    with multiprocessing.Pool(options.workers) as pool:
        for name in BOTS:
            tally: Tally = Counter()
            for game in pool.imap(partial(play, name, rules), seeds, chunksize=8):
                tally.update(game)
            report(name, tally)


if __name__ == "__main__":
    main()

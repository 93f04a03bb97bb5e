"""HeuristicBot as it bid before it read its partner's and the opponents'
bids: a copy kept for measuring the new bidding against, not part of the
library.

Everything but the auction is today's :class:`~hasenpfeffer.bots.HeuristicBot`
(the Euchres' order-up decisions included, which this change leaves alone).
In the auction it bids the bid of greatest expected score, from its own hand
alone, when that score reaches a fixed threshold: 0.6 points to open, 0.2 to
outbid an opponent, 2.0 to outbid its partner.

Play it with ``simulate`` as a bot class of your own, from the repository's
root::

    PYTHONPATH=benchmarks hasenpfeffer simulate --duplicate \\
        --team0 heuristic --team1 heuristic_before:HeuristicBotBefore
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import hasenpfeffer as hp
from hasenpfeffer.bots import Advice, HeuristicBot
from hasenpfeffer.bots._hand_estimate import first_lead, widow_outlook

_SPREAD = 1.6
_THRESHOLDS = (0.6, 0.2, 2.0)
"""The expected score that opening, outbidding an opponent and outbidding
the partner must promise."""


def _normal_cdf(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


@lru_cache(maxsize=4096)
def _chances(hand: tuple[int, ...], lead: int) -> tuple[float, ...]:
    """The chance of taking 0 to 6 tricks as makers, the widow unknown."""
    estimates = widow_outlook(hand, lead)
    chances = [0.0] * 7
    for mean in estimates:
        below = 0.0
        for tricks in range(7):
            upper = 1.0 if tricks == 6 else _normal_cdf((tricks + 0.5 - mean) / _SPREAD)
            chances[tricks] += (upper - below) / len(estimates)
            below = upper
    return tuple(chances)


def _expected_score(chances: Sequence[float], rules: hp.Rules, bid: hp.Bid) -> float:
    total = 0.0
    for tricks, chance in enumerate(chances):
        makers, defenders = hp.hand_score(rules, bid, tricks)
        total += chance * (makers - defenders)
    return total


class HeuristicBotBefore(HeuristicBot):
    """:class:`~hasenpfeffer.bots.HeuristicBot` with the auction it had
    before: its own hand's expected score against fixed thresholds."""

    def _call(
        self, view: hp.PlayerView, hand: tuple[int, ...], legal: Sequence[hp.Action]
    ) -> Advice:
        bids = [action for action in legal if isinstance(action, hp.Bid)]
        chances = _chances(hand, first_lead(view, view.seat))
        worth = {bid: _expected_score(chances, view.rules, bid) for bid in bids}
        best = max(bids, key=lambda bid: (worth[bid], -bids.index(bid)))
        auction = view.auction
        holder = None if auction is None else auction.high_bidder
        opening, contest, over_partner = _THRESHOLDS
        if holder is None:
            threshold = opening
        elif holder == (view.seat + 2) % 4:
            threshold = over_partner
        else:
            threshold = contest
        if worth[best] >= threshold or hp.Pass() not in legal:
            return Advice(best, "the old bidding")
        return Advice(hp.Pass(), "the old bidding")

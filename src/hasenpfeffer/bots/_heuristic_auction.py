"""The heuristic bot's auction: what a bid is worth to its side, and what
the bids already made say.

A seat's outlook as makers is a spread of tricks about the estimate of its
hand (:mod:`~hasenpfeffer.bots._hand_estimate`, the widow averaged over the
19 cards it may be).  The estimate counts an average partner and average
opponents; the auction tells more.  A bid of ``b`` says that its bidder's
side expects about ``b`` tricks as makers: for each trick of that beyond
an average hand's worth, a partner's bid adds :data:`PARTNER_READING`
tricks to this seat's outlook, and each opponent's takes
:data:`OPPONENT_READING` away.  (More than one for one: the highest of
four estimates is the likeliest to be too high, and the winners of a
contested auction take fewer tricks than they bid, :data:`OVERREACH`.)

A bid is then weighed against passing, in points of the game's scoring
(:func:`~hasenpfeffer.scoring.hand_score`):

- with no bid standing, passing is worth nothing;
- over the partner's bid, passing leaves the partner to play it, with this
  hand's help: a bid over it must be worth more by a margin, that is, the
  seat must have tricks to add;
- over an opponent's bid, passing leaves the opponents to play it, which
  costs what they may expect from it.

Over an opponent, a bid that is worth it becomes a jump (:func:`jump_bid`):
the highest bid short of six that is still worth it and that the seat
expects to make with a chance of :data:`JUMP_MAKE_CHANCE`.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.bots._heuristic_auction import expected_score, outcomes
>>> chances = outcomes([4.0])
>>> round(sum(chances), 9), round(expected_score(chances, hp.Rules(), hp.Bid(1)), 2)
(1.0, 3.93)
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Literal, NamedTuple

from .._engine.tables import PARTNER
from ..actions import Bid
from ..rules import Rules
from ..scoring import hand_score
from ..views import PlayerView

__all__ = [
    "JUMP_MAKE_CHANCE",
    "SPREAD",
    "AuctionReading",
    "expected_score",
    "jump_bid",
    "outcomes",
    "passing_worth",
    "read_auction",
]

SPREAD = 1.6
"""How far (one standard deviation, in tricks) the outcome strays from the
estimate."""
AVERAGE_HAND = 4.45
"""The mean estimate of a random hand as makers (4,000 random hands)."""
SUPPORT = 0.4
"""The share of what a hand is worth beyond an average hand that counts for
its partner."""
PARTNER_READING = 1.2
"""The tricks added to this seat's outlook for each trick that its
partner's bid shows beyond an average hand."""
OPPONENT_READING = 1.2
"""The tricks taken from this seat's outlook for each trick that an
opponent's bid shows beyond an average hand."""
OVERREACH = 0.75
"""How many tricks fewer than their bid the winners of a contested auction
take: at bid 5, 0.76 for four of these bots and 0.61 for four of them as
they bid before they read the auction (150 games each)."""
JUMP_MAKE_CHANCE = 0.6
"""The chance of making it that a jump over an opponent's bid must keep:
a jump to the highest bid merely worth its threshold, with no such floor,
made only 46% of the contracts of four of these bots and lost points
against SimpleBot, whose bids show what its hands hold."""


def outcomes(estimates: Sequence[float], spread: float = SPREAD) -> list[float]:
    """The chance of taking 0 to 6 tricks, averaged over ``estimates``."""
    chances = [0.0] * 7
    for mean in estimates:
        below = 0.0
        for tricks in range(7):
            upper = 1.0 if tricks == 6 else _normal_cdf((tricks + 0.5 - mean) / spread)
            chances[tricks] += (upper - below) / len(estimates)
            below = upper
    return chances


def _normal_cdf(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


@lru_cache(maxsize=256)
def _scores(rules: Rules, bid: Bid, alone: bool) -> tuple[int, ...]:
    """The makers' score less the defenders' for 0 to 6 tricks on ``bid``."""
    scores = []
    for tricks in range(7):
        makers, defenders = hand_score(rules, bid, tricks, maker_alone=alone)
        scores.append(makers - defenders)
    return tuple(scores)


def expected_score(
    chances: Sequence[float], rules: Rules, bid: Bid, alone: bool = False
) -> float:
    """The makers' expected score less the defenders' on ``bid``, for the
    ``chances`` of taking 0 to 6 tricks."""
    scores = _scores(rules, bid, alone)
    return sum(chance * score for chance, score in zip(chances, scores, strict=True))


@lru_cache(maxsize=1024)
def _contract_worth(rules: Rules, bid: Bid, mean: float) -> float:
    return expected_score(outcomes([mean]), rules, bid)


class AuctionReading(NamedTuple):
    """What the bids so far say to one seat.

    Attributes:
        holder: who holds the high bid: ``"partner"``, ``"opponents"`` or
            ``None`` with no bid standing.
        high_bid: the high bid, if any.
        shift: the tricks the bids add to (or take from) this seat's
            outlook as makers.
    """

    holder: Literal["partner", "opponents"] | None
    high_bid: Bid | None
    shift: float


def _shown(bid: Bid | None) -> float:
    """How much better than an average hand a bid shows its bidder's to be,
    in tricks (nothing for a bid an average hand would make)."""
    if bid is None:
        return 0.0
    return max(0.0, bid.tricks - AVERAGE_HAND)


def read_auction(view: PlayerView) -> AuctionReading:
    """What the auction of ``view`` says to its seat."""
    auction = view.auction
    assert auction is not None
    seat = view.seat
    partner = PARTNER[seat]
    highest: dict[int, Bid] = {}
    for caller, call in auction.calls:
        if isinstance(call, Bid):
            highest[caller] = call
    shift = PARTNER_READING * _shown(highest.get(partner))
    for opponent in ((seat + 1) % 4, (seat + 3) % 4):
        shift -= OPPONENT_READING * _shown(highest.get(opponent))
    holder = auction.high_bidder
    if holder is None:
        return AuctionReading(None, None, shift)
    if holder == partner:
        return AuctionReading("partner", auction.high_bid, shift)
    return AuctionReading("opponents", auction.high_bid, shift)


def passing_worth(reading: AuctionReading, rules: Rules, own: float) -> float:
    """What this seat's side may expect, in the makers' score less the
    defenders', if it passes and the high bid stands: ``own`` is its hand's
    estimate as makers.

    The partner expects about its bid, and this hand adds its strength
    beyond an average hand's; the opponents take :data:`OVERREACH` fewer
    tricks than their bid, less this hand's strength and what the bids
    heard add to this seat's outlook, if they add anything."""
    bid = reading.high_bid
    if bid is None:
        return 0.0
    help_given = SUPPORT * (own - AVERAGE_HAND)
    if reading.holder == "partner":
        return _contract_worth(rules, bid, round(bid.tricks + help_given, 2))
    mean = bid.tricks - OVERREACH - help_given - max(0.0, reading.shift)
    return -_contract_worth(rules, bid, round(mean, 2))


def jump_bid(
    bids: Sequence[Bid],
    worth: Mapping[Bid, float],
    threshold: float,
    best: Bid,
    chances: Sequence[float],
) -> Bid:
    """The bid to make over an opponent when ``best`` is worth the
    ``threshold``: the highest plain bid short of six tricks that is still
    worth it and that the seat expects to make, with a chance of at least
    :data:`JUMP_MAKE_CHANCE` by ``chances`` (of taking 0 to 6 tricks), so
    that the opponents' next bid comes dearer without this side bidding
    more than its hand takes.  ``best`` itself when no bid is that safe, or
    when it is a bid of six (a pepper bid among them).  The bid may be
    below ``best``: a lower bid that is likelier made."""
    if best.tricks == 6:
        return best
    enough = [
        bid
        for bid in bids
        if bid.tricks < 6
        and bid.multiplier == 1
        and worth[bid] >= threshold
        and sum(chances[bid.tricks :]) >= JUMP_MAKE_CHANCE
    ]
    return max(enough, default=best)

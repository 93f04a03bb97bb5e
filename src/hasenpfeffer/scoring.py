"""Scoring: what a hand is worth to each side, and when the game is won.

Pure functions.  A contract of ``b`` tricks at multiplier ``m`` (2 for big
pepper, else 1) that the makers make with ``t`` tricks scores ``m * t`` for
them; failing, they lose ``m * t`` (the seed) or ``m * b``
(``FailedContract.BID``).  Defenders score a point per trick only when
``defenders_score_tricks`` is on.

>>> import hasenpfeffer as hp
>>> hp.hand_score(hp.Rules(), hp.Bid(3), makers_tricks=4)
(4, 0)
>>> hp.hand_score(hp.Rules(failed_contract=hp.FailedContract.BID), hp.BIG_PEPPER, 5)
(-12, 0)
"""

from __future__ import annotations

from typing import NamedTuple

from .actions import Bid
from .cards import Suit
from .errors import InvalidValueError
from .rules import FailedContract, Rules, TieBreak

__all__ = ["HandResult", "game_winner", "hand_score"]


class HandResult(NamedTuple):
    """How one hand ended.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal()
    >>> state = state.pass_().pass_().pass_().pass_()
    >>> state.hand_results[-1].thrown_in, state.hand_results[-1].score_change
    (True, (0, 0))

    Attributes:
        hand_number: the hand's number in the game, from 1.
        dealer: the seat that dealt it.
        maker: the seat that won the auction, ``None`` if all passed.
        contract: the winning bid, ``None`` if all passed.
        trump: the trump suit, ``None`` if all passed.
        tricks_won: tricks taken by team 0 and team 1.
        score_change: points scored by team 0 and team 1 on this hand.
        lone_players: the seats that went alone, the maker first.
    """

    hand_number: int
    dealer: int
    maker: int | None
    contract: Bid | None
    trump: Suit | None
    tricks_won: tuple[int, int]
    score_change: tuple[int, int]
    lone_players: tuple[int, ...] = ()

    @property
    def thrown_in(self) -> bool:
        """Whether all four passed and the hand was not played."""
        return self.maker is None


def hand_score(
    rules: Rules,
    contract: Bid,
    makers_tricks: int,
    *,
    maker_alone: bool = False,
    defender_alone: bool = False,
) -> tuple[int, int]:
    """The score change of the makers and of the defenders for one hand.

    A lone maker's change (made or failed) is multiplied by
    ``rules.alone_multiplier``; a lone defender multiplies the makers' loss
    when they fail, and the defenders' trick points when those are scored.

    >>> hand_score(Rules(), Bid(4), makers_tricks=3)
    (-3, 0)
    >>> hand_score(Rules(defenders_score_tricks=True), Bid(4), makers_tricks=3)
    (-3, 3)
    >>> hand_score(Rules(), Bid(4), makers_tricks=5, maker_alone=True)
    (10, 0)
    >>> hand_score(Rules(), Bid(4), 3, maker_alone=True, defender_alone=True)
    (-12, 0)

    Raises:
        InvalidValueError: ``makers_tricks`` is not 0 to 6, or a defender
            is alone against a maker who is not.
    """
    if (
        isinstance(makers_tricks, bool)
        or not isinstance(makers_tricks, int)
        or not 0 <= makers_tricks <= 6
    ):
        raise InvalidValueError(f"a side takes 0 to 6 tricks, not {makers_tricks!r}")
    if defender_alone and not maker_alone:
        raise InvalidValueError("a defender goes alone only against a lone maker")
    multiplier = contract.multiplier
    made = makers_tricks >= contract.tricks
    if made:
        makers = multiplier * makers_tricks
    elif rules.failed_contract is FailedContract.TRICKS_WON:
        makers = -multiplier * makers_tricks
    else:
        makers = -multiplier * contract.tricks
    if maker_alone:
        makers *= rules.alone_multiplier
    if defender_alone and not made:
        makers *= rules.alone_multiplier
    defenders = 6 - makers_tricks if rules.defenders_score_tricks else 0
    if defender_alone:
        defenders *= rules.alone_multiplier
    return makers, defenders


def game_winner(rules: Rules, scores: tuple[int, int], makers_team: int) -> int | None:
    """The team that has won after a hand's scoring, or ``None``.

    A team wins by reaching ``target_score``.  If both reach it on the same
    hand, ``MAKERS_FIRST`` gives the game to the makers; ``HIGHER_SCORE`` to
    the higher score, and to the makers on equal scores.

    >>> game_winner(Rules(), (10, 11), makers_team=0)
    0
    >>> game_winner(Rules(tie_break=TieBreak.HIGHER_SCORE), (10, 11), makers_team=0)
    1
    """
    target = rules.target_score
    reached = [score >= target for score in scores]
    if reached[0] and reached[1]:
        if rules.tie_break is TieBreak.HIGHER_SCORE and scores[0] != scores[1]:
            return 0 if scores[0] > scores[1] else 1
        return makers_team
    if reached[0]:
        return 0
    if reached[1]:
        return 1
    return None

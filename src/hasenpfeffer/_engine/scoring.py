"""A hand's score once its last trick is taken, and the end of the game.

>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H").discard("QC")
>>> while state.to_act is not None:
...     state = state.apply(state.legal_actions()[0])
>>> state.hand_results[-1].score_change == state.scores
True
"""

from __future__ import annotations

from operator import add

from ..phases import Phase
from ..scoring import HandResult, unchecked_game_winner, unchecked_hand_score
from .layout import (
    CONTRACT,
    DEALER,
    HAND_NUMBER,
    LEADER,
    LONE,
    MAKER,
    PHASE,
    RESULTS,
    RULES,
    SCORES,
    SPEC,
    TO_ACT,
    TRUMP,
    WINNER,
    Value,
)

__all__ = ["score_hand"]

_new_tuple = tuple.__new__
_IN_DEAL, _IN_GAME_OVER = Phase.DEAL, Phase.GAME_OVER
"""Read once: an enum member costs more to look up than a module name."""


def score_hand(
    value: Value, new: Value, tricks_won: tuple[int, ...], players: int
) -> None:
    """Score the hand of ``value`` once its last trick is taken, each side
    having won ``tricks_won``; the game ends when a side reaches the
    target, else the deal passes left."""
    spec = value[SPEC]
    rules = value[RULES]
    maker = value[MAKER]
    dealer = value[DEALER]
    lone = value[LONE]
    makers = spec.seat_sides[maker]
    makers_change, defenders_change = unchecked_hand_score(
        spec, rules, value[CONTRACT], tricks_won[makers], bool(lone), len(lone) == 2
    )
    # Every side but the makers' scores the defenders' number.
    sides = [defenders_change] * len(value[SCORES])
    sides[makers] = makers_change
    change = tuple(sides)
    scores = tuple(map(add, value[SCORES], change))
    winner = unchecked_game_winner(rules, scores, makers, dealer)
    # HandResult's fields in order, without its checks.
    result = _new_tuple(
        HandResult,
        (
            value[HAND_NUMBER],
            dealer,
            maker,
            value[CONTRACT],
            value[TRUMP],
            tricks_won,
            change,
            lone,
        ),
    )
    new[LEADER] = None
    new[TO_ACT] = None
    new[SCORES] = scores
    new[WINNER] = winner
    new[PHASE] = _IN_DEAL if winner is None else _IN_GAME_OVER
    if winner is None:
        new[DEALER] = (dealer + 1) % players
    new[RESULTS] = (*value[RESULTS], result)

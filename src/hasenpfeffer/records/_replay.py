"""Replaying a game record as far as the rules allow: the one replay loop
behind :func:`~hasenpfeffer.records.replay`, the oracle's verdicts and the
text notation's line per hand.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.records._replay import hand_starts, run_record
>>> record = hp.new_game(seed=1, dealer=0).deal().bid(2).pass_().to_record()
>>> outcome = run_record(record)
>>> outcome.state.history == record.actions, outcome.error, hand_starts(record)
(True, None, [0])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..errors import HasenpfefferError, RecordError
from ..phases import Phase
from ..state import GameState, new_game

if TYPE_CHECKING:
    from . import GameRecord

__all__ = ["ReplayOutcome", "hand_starts", "run_record"]


class ReplayOutcome(NamedTuple):
    """How far a record replays: the last legal state, the action index at
    which each deal was dealt, and the first refused step."""

    state: GameState
    deal_points: list[int]
    error: RecordError | None


def run_record(record: GameRecord) -> ReplayOutcome:
    """Replay ``record`` as far as the rules allow."""
    if record.start is None:
        state = new_game(record.rules, dealer=record.first_dealer, seed=record.seed)
    else:
        from ..notation import from_notation

        state = from_notation(record.start)
    deals, actions = record.deals, record.actions
    points: list[int] = []
    dealt = done = 0
    while True:
        if dealt < len(deals) and (state.phase is Phase.DEAL or done == len(actions)):
            deal = deals[dealt]
            try:
                state = state.deal(
                    hands=deal.hands, widow=deal.widow, kitty=deal.kitty or None
                )
            except HasenpfefferError as error:
                location = f"deal {dealt} (hand {dealt + 1})"
                failure = RecordError(str(error), index=done, location=location)
                return ReplayOutcome(state, points, failure)
            points.append(done)
            dealt += 1
        elif done < len(actions):
            seat, action = actions[done]
            try:
                state = state.apply(action, seat=seat)
            except HasenpfefferError as error:
                location = (
                    f"action {done} (hand {state.hand_number}, seat {seat}, {action})"
                    if state.hand_number
                    else f"action {done} (seat {seat}, {action})"
                )
                failure = RecordError(
                    str(error),
                    index=done,
                    seat=seat,
                    action=action,
                    location=location,
                    rule=getattr(error, "rule", None),
                )
                return ReplayOutcome(state, points, failure)
            done += 1
        else:
            return ReplayOutcome(state, points, None)


def hand_starts(record: GameRecord) -> list[int]:
    """Where in ``record.actions`` each deal's hand begins: where the replay
    dealt it, or the end of the actions for deals it never reached."""
    points = run_record(record).deal_points
    return points + [len(record.actions)] * (len(record.deals) - len(points))

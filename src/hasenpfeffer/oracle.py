"""The oracle: is a recorded game legal, and where does it go wrong?  And
how many ways can a position go on?

:func:`validate` replays a :class:`~hasenpfeffer.records.GameRecord` and
returns a :class:`Verdict` instead of raising: whether every step was legal,
whether the game is finished, the scores and the winner so far, and for the
first illegal action its index, seat, the action and the rule it breaks, in
the words of :class:`~hasenpfeffer.errors.IllegalActionError`.

>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H")
>>> record = state.discard("QC").play("AS").to_record()
>>> hp.validate(record).legal, hp.validate(record).finished
(True, False)
>>> wrong = (2, hp.Play(hp.Card.parse("JD")))
>>> bad = hp.records.GameRecord(record.rules, record.seed, record.first_dealer,
...                     record.deals, (*record.actions, wrong))
>>> verdict = hp.validate(bad)
>>> verdict.legal, verdict.index, verdict.seat, str(verdict.action)
(False, 4, 2, 'play JD')
>>> print(verdict.reason)
seat 2 must follow spades: holds TS

:func:`perft` counts the sequences of legal decisions from a position, as
chess engines count moves, so that another implementation of the rules can
check itself against these counts (see :doc:`/perft`).
"""

from __future__ import annotations

from typing import Any

import attrs

from ._checks import (
    check_bool,
    check_instance,
    check_optional_seat,
    check_whole,
    check_whole_per_side,
)
from ._words import scores_in_words
from .actions import ACTION_TYPES, Action
from .errors import RULE_CODES, InvalidValueError, shown
from .phases import Phase
from .records import GameRecord
from .records._replay import run_record
from .state import GameState

__all__ = ["Verdict", "perft", "perft_divide", "validate"]

_ACTION_TYPES = ACTION_TYPES


@attrs.frozen
class Verdict:
    """What :func:`validate` finds in a record.  A frozen value.

    >>> import hasenpfeffer as hp
    >>> verdict = hp.validate(hp.new_game(seed=1, dealer=0).deal().to_record())
    >>> verdict.legal, verdict.finished, verdict.scores, verdict.hands_played
    (True, False, (0, 0), 0)
    >>> print(verdict)
    legal
    unfinished: 0 hands played; hand 1 in the BIDDING phase, seat 1 to act; scores 0 to 0

    Attributes:
        legal: whether every deal and action of the record is legal.
        finished: whether the game reached its end (as far as it is legal).
        scores: the scores of team 0 and team 1 (of seats 0 to 2 in
            Three-Handed Euchre), after the last legal step.
        winner: the team (in Three-Handed Euchre the seat) that won, or
            ``None``.
        hands_played: how many hands were finished (scored or thrown in).
        actions_checked: how many actions were replayed legally.
        phase: the phase reached after the last legal step.
        index: the position in ``record.actions`` of the first illegal
            action (for a deal that comes before its hand can be dealt, the
            number of actions before it); ``None`` if all is legal.
        seat: the seat of the first illegal action, or ``None``.
        action: the first illegal action, or ``None``.
        reason: the rule it breaks: the message of the
            :class:`~hasenpfeffer.errors.IllegalActionError` it raises.
        rule: the code of that rule (one of
            :data:`~hasenpfeffer.errors.RULE_CODES`), or ``None`` when all
            is legal or the fault is not an action's (a deal that is not a
            deal of the game).
        location: where in the record, such as
            ``action 17 (hand 2, seat 2, play KS)`` or ``deal 3 (hand 4)``.
        state: the position after the last legal step (not compared).

    Raises:
        InvalidValueError: a field is not of its type or range, or a
            reason is given for a legal record, or none for an illegal one.
    """  # noqa: E501

    legal: bool
    finished: bool
    scores: tuple[int, ...]
    winner: int | None
    hands_played: int
    actions_checked: int
    phase: Phase
    index: int | None = None
    seat: int | None = None
    action: Action | None = None
    reason: str | None = None
    location: str | None = None
    rule: str | None = None
    state: GameState | None = attrs.field(default=None, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        check_bool(self.legal, "legal")
        check_bool(self.finished, "finished")
        sides = len(check_whole_per_side(self.scores, "scores"))
        if self.winner is not None and (
            self.winner.__class__ is not int or self.winner not in range(sides)
        ):
            who = "a team, 0 or 1" if sides == 2 else "a seat, 0, 1 or 2"
            raise InvalidValueError(
                f"winner must be {who}, or None, not {shown(self.winner)}"
            )
        check_whole(self.hands_played, "hands_played")
        check_whole(self.actions_checked, "actions_checked")
        check_instance(self.phase, Phase, "phase", "a Phase")
        if self.index is not None:
            check_whole(self.index, "index")
        check_optional_seat(self.seat, "seat")
        if self.action is not None and self.action.__class__ not in _ACTION_TYPES:
            raise InvalidValueError(
                f"action must be an action or None, not {shown(self.action)}"
            )
        for name in ("reason", "location"):
            if getattr(self, name) is not None:
                check_instance(getattr(self, name), str, name, "text or None")
        if self.state is not None:
            check_instance(self.state, GameState, "state", "a GameState or None")
        if self.rule is not None and (
            self.rule.__class__ is not str or self.rule not in RULE_CODES or self.legal
        ):
            raise InvalidValueError(
                "rule must be a code of RULE_CODES for an illegal record, or "
                f"None, not {shown(self.rule)}"
            )
        if self.legal != (self.reason is None):
            raise InvalidValueError("a verdict gives a reason exactly when illegal")
        if self.finished != (self.winner is not None):
            raise InvalidValueError("a verdict names a winner exactly when finished")

    def to_dict(self) -> dict[str, Any]:
        """The verdict as JSON data, for programs in other languages.

        >>> import hasenpfeffer as hp
        >>> data = hp.validate(hp.new_game(seed=1, dealer=0).to_record()).to_dict()
        >>> data["legal"], data["finished"], data["scores"], data["reason"]
        (True, False, [0, 0], None)
        """
        return {
            "legal": self.legal,
            "finished": self.finished,
            "scores": list(self.scores),
            "winner": self.winner,
            "hands_played": self.hands_played,
            "actions_checked": self.actions_checked,
            "phase": self.phase.value,
            "index": self.index,
            "seat": self.seat,
            "action": None if self.action is None else str(self.action),
            "reason": self.reason,
            "location": self.location,
            "rule": self.rule,
        }

    def __str__(self) -> str:
        scores = f"scores {scores_in_words(self.scores)}"
        hands = f"{self.hands_played} hand{'' if self.hands_played == 1 else 's'}"
        if self.finished:
            assert self.winner is not None
            side = "team" if len(self.scores) == 2 else "seat"
            progress = f"finished after {hands}: {side} {self.winner} won; {scores}"
        else:
            progress = f"unfinished: {hands} played"
            state = self.state
            if state is not None and state.phase is not Phase.DEAL:
                progress += f"; hand {state.hand_number} in the {state.phase} phase"
                if state.to_act is not None:
                    progress += f", seat {state.to_act} to act"
            progress += f"; {scores}"
        if self.legal:
            return f"legal\n{progress}"
        return (
            f"illegal\n{self.location}: {self.reason}\nbefore it, the game is "
            f"{progress}"
        )


def validate(record: GameRecord) -> Verdict:
    """Check a recorded game step by step; never raises on a bad game.

    An unfinished game is legal; the verdict says it is unfinished.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(2)
    >>> record = state.to_record()
    >>> wrong_seat = hp.records.GameRecord(
    ...     record.rules, record.seed, record.first_dealer,
    ...     record.deals, (*record.actions, (3, hp.Pass())))
    >>> verdict = validate(wrong_seat)
    >>> verdict.legal, verdict.index, verdict.reason, verdict.rule
    (False, 1, "it is seat 2's turn, not seat 3's", 'not-your-turn')

    Raises:
        InvalidValueError: ``record`` is not a :class:`GameRecord` (read
            text with :func:`~hasenpfeffer.records.read_record` first).
    """
    if not isinstance(record, GameRecord):
        raise InvalidValueError(f"expected a GameRecord, not {shown(record)}")
    state, _, error = run_record(record)
    checked = len(state.history)
    common: dict[str, Any] = {
        "finished": state.phase is Phase.GAME_OVER,
        "scores": state.scores,
        "winner": state.winner,
        "hands_played": len(state.hand_results),
        "actions_checked": checked,
        "phase": state.phase,
        "state": state,
    }
    if error is None:
        return Verdict(legal=True, **common)
    return Verdict(
        legal=False,
        index=error.index,
        seat=error.seat,
        action=error.action,
        reason=error.reason,
        location=error.location,
        rule=error.rule,
        **common,
    )


MAX_PERFT_DEPTH = 64
"""The deepest :func:`perft`: more decisions than any hand takes."""


def perft(state: GameState, depth: int) -> int:
    """How many sequences of ``depth`` legal decisions there are from
    ``state``; a sequence that ends the hand sooner counts once, as it ends.

    Depth 0 counts the empty sequence, 1.  Where nobody is to act (between
    hands, or the game over) there is no sequence of one decision or more:
    0.  So the count is always the sum of :func:`perft_divide`'s.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal()
    >>> [perft(state, depth) for depth in range(4)]
    [1, 7, 31, 129]

    Raises:
        InvalidValueError: ``state`` is not a
            :class:`~hasenpfeffer.state.GameState`, or ``depth`` not a whole
            number from 0 to 64 (more decisions than any hand takes).
    """
    check_instance(state, GameState, "state", "a GameState")
    check_whole(depth, "depth", 0, MAX_PERFT_DEPTH)
    if depth and state.to_act is None:
        return 0
    return _count(state, depth)


def perft_divide(state: GameState, depth: int) -> dict[Action, int]:
    """:func:`perft` of ``depth`` split by the first decision: each legal
    action of ``state``, in the order of
    :meth:`~hasenpfeffer.state.GameState.legal_actions`, with the count of
    the sequences that start with it.  The counts add up to
    ``perft(state, depth)``; empty where nobody is to act, and at depth 0
    (whose one sequence has no first decision).

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal()
    >>> {str(action): count for action, count in perft_divide(state, 2).items()}
    {'pass': 7, 'bid 1': 6, 'bid 2': 5, 'bid 3': 4, 'bid 4': 3, 'bid 5': 2, 'bid 6': 4}

    Raises:
        InvalidValueError: as :func:`perft`.
    """
    check_instance(state, GameState, "state", "a GameState")
    check_whole(depth, "depth", 0, MAX_PERFT_DEPTH)
    if depth == 0:
        return {}
    return {
        action: _count(state.apply(action), depth - 1)
        for action in state.legal_actions()
    }


def _count(state: GameState, depth: int) -> int:
    """The sequences of ``depth`` decisions from ``state``, reached by a
    decision: a hand ended by it ends the sequence there."""
    if depth == 0 or state.to_act is None:
        return 1
    legal = state.legal_actions()
    if depth == 1:
        return len(legal)
    return sum(_count(state.apply(action), depth - 1) for action in legal)

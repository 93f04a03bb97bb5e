"""A recorded game told hand by hand: what ``hasenpfeffer show`` prints.

:func:`record_states` replays a :class:`~hasenpfeffer.records.GameRecord`
one deal or action at a time, and :func:`show_record` tells it with
:func:`~hasenpfeffer.cli.narration.narrate`: every card by default, or only
what one seat could see at each point.  A record that breaks the rules is
told up to the first illegal step, and a last line says where it goes
wrong.

>>> from hasenpfeffer.cli.show import show_record
>>> import hasenpfeffer as hp
>>> record = hp.new_game(seed=1, dealer=0).deal().bid(6).to_record()
>>> lines = list(show_record(record))
>>> lines[2:4]
['Hand 1: seat 0 deals.', '  seat 0: 9C QD JH KH QS Joker']
>>> lines[-1]
'The game is unfinished: hand 1 goes on with seat 1 to act.'
"""

from __future__ import annotations

from collections.abc import Iterator

from ..oracle import validate
from ..phases import Phase
from ..records import GameRecord
from ..state import GameState, new_game
from .narration import narrate


def record_states(record: GameRecord) -> Iterator[GameState]:
    """The positions of ``record``'s game in order: the new game, then one
    more after each deal and each action, as far as the record is legal.

    >>> from hasenpfeffer.cli.show import record_states
    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(2).pass_()
    >>> states = list(record_states(state.to_record()))
    >>> len(states), states[-1] == state
    (4, True)

    Raises:
        InvalidValueError: ``record`` is not a :class:`GameRecord`.
    """
    return _states_to(validate(record).state)


def _states_to(last: GameState | None) -> Iterator[GameState]:
    """The positions from a new game to ``last``, by its deals and actions."""
    assert last is not None, "validate always gives the last legal state"
    state = new_game(last.rules, dealer=last.first_dealer, seed=last.seed)
    yield state
    deals, actions = last.deals, last.history
    dealt = done = 0
    while dealt < len(deals) or done < len(actions):
        if state.phase is Phase.DEAL and dealt < len(deals):
            deal = deals[dealt]
            state = state.deal(
                hands=deal.hands, widow=deal.widow, kitty=deal.kitty or None
            )
            dealt += 1
        else:
            seat, action = actions[done]
            state = state.apply(action, seat=seat)
            done += 1
        yield state


def show_record(record: GameRecord, seat: int | None = None) -> Iterator[str]:
    """``record``'s game told as text, one line per event: every card with
    ``seat`` ``None``, else only what ``seat`` could see (see
    :func:`~hasenpfeffer.cli.narration.narrate`).

    For an illegal record the last line says where it breaks the rules;
    told for every card it also gives the rule, which a seat's view leaves
    out because the rule may name cards that seat never saw.

    >>> from hasenpfeffer.cli.show import show_record
    >>> import hasenpfeffer as hp
    >>> record = hp.new_game(seed=1, dealer=0).deal().bid(3).to_record()
    >>> bad = hp.records.GameRecord(record.rules, record.seed, record.first_dealer,
    ...                     record.deals, (*record.actions, (2, hp.Bid(1))))
    >>> print(list(show_record(bad, seat=0))[-1])
    Illegal: the record breaks the rules at action 1 (seat 2).

    Raises:
        InvalidValueError: ``record`` is not a :class:`GameRecord`, or
            ``seat`` is not a seat.
    """
    verdict = validate(record)
    yield from narrate(_states_to(verdict.state), seat)
    if verdict.legal:
        return
    if seat is None:
        yield f"Illegal: {verdict.location}: {verdict.reason}"
    elif verdict.seat is None:
        yield f"Illegal: the record breaks the rules at {verdict.location}."
    else:
        yield (
            f"Illegal: the record breaks the rules at action {verdict.index} "
            f"(seat {verdict.seat})."
        )

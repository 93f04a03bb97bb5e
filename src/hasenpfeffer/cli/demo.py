"""A whole game between simple players, told hand by hand as text.

This is what ``hasenpfeffer demo`` prints.  Every seat's cards are shown as
dealt (the demo is watched from above the table), but the widow and the
maker's discard stay face down, as at a real table.  :func:`demo_states`
plays the game and :func:`~hasenpfeffer.cli.narration.narrate` tells it.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.cli.demo import narrate_game
>>> lines = list(narrate_game(hp.new_game(seed=1)))
>>> lines[-1]
'Team 1 (seats 1 and 3) wins the game, 10 to 3.'
"""

from __future__ import annotations

from collections.abc import Iterator

from ..bots._base import DEFAULT_MAX_HANDS, SimpleBot
from ..errors import InvalidValueError
from ..phases import Phase
from ..records._limits import MAX_DEALS
from ..state import GameState
from .narration import narrate


def demo_states(
    state: GameState, max_hands: int = DEFAULT_MAX_HANDS
) -> Iterator[GameState]:
    """``state``, then every position of the game played on from it by
    :class:`~hasenpfeffer.bots.SimpleBot` at every seat, one deal or action
    at a time.

    Stops after ``max_hands`` hands (at most
    :data:`LIMITS.deals <hasenpfeffer.records.LIMITS>`) if the game has not ended by
    then.

    >>> import hasenpfeffer as hp
    >>> states = list(demo_states(hp.new_game(seed=1)))
    >>> states[-1].phase, states[-1].scores
    (Phase.GAME_OVER, (3, 10))

    Raises:
        InvalidValueError: ``state`` is in the middle of a hand.
    """
    if state.phase not in (Phase.DEAL, Phase.GAME_OVER):
        raise InvalidValueError("the demo starts from a state between hands")
    bot = SimpleBot()
    yield state
    while state.phase is not Phase.GAME_OVER:
        if state.phase is Phase.DEAL:
            if state.hand_number >= min(max_hands, MAX_DEALS):
                return
            state = state.deal()
        else:
            state = state.apply(bot.choose(state))
        yield state


def narrate_game(state: GameState, max_hands: int = DEFAULT_MAX_HANDS) -> Iterator[str]:
    """Play ``state`` to the end with :class:`~hasenpfeffer.bots.SimpleBot`
    at every seat, yielding one line of text per event.

    Stops after ``max_hands`` hands if the game has not ended by then.

    >>> import hasenpfeffer as hp
    >>> next(narrate_game(hp.new_game(seed=1)))
    'A game of Hasenpfeffer (seed 1), first to 10.'

    Raises:
        InvalidValueError: ``state`` is in the middle of a hand.
    """
    return narrate(demo_states(state, max_hands), face_down=True)

"""Computer players, and the loops that play games with them.

Every bot meets the :class:`Bot` protocol: ``bot.choose(position)`` takes
a :class:`~hasenpfeffer.PlayerView` (or a whole
:class:`~hasenpfeffer.GameState`, deciding for the seat to act from that
seat's view, through :func:`view_to_act`) and returns one of its legal
actions.  From the weakest to the strongest:

- :class:`RandomBot` picks uniformly among the legal actions;
- :class:`SimpleBot` bids from a count of its hand and plays a sensible
  legal card;
- :class:`HeuristicBot` bids from the score it expects and explains each
  choice (:meth:`HeuristicBot.advise` returns an :class:`Advice`);
- :class:`SearchBot` decides everything, from its bids to its cards, by
  solving deals sampled to agree with everything its seat has seen.

:func:`play_match` plays a game with one bot per seat, giving each only
its own view; :func:`play_game` lets one bot play every seat.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.bots import HeuristicBot, RandomBot, play_match
>>> seats = [HeuristicBot(), RandomBot(seed=1), HeuristicBot(), RandomBot(seed=2)]
>>> play_match(hp.new_game(seed=3), seats).phase
Phase.GAME_OVER
"""

from .._public import moved_names, published
from . import _strength
from ._base import (
    Bot,
    RandomBot,
    SimpleBot,
    play_game,
    play_match,
    view_to_act,
)
from ._heuristic import Advice, HeuristicBot
from ._search import SearchBot

__all__ = [
    "Advice",
    "Bot",
    "HeuristicBot",
    "RandomBot",
    "SearchBot",
    "SimpleBot",
    "play_game",
    "play_match",
    "view_to_act",
]


published(__name__, *(globals()[name] for name in __all__))

__getattr__ = moved_names(
    __name__,
    {
        "hand_strength": (
            "a count of your own: HeuristicBot's weights may change",
            lambda: _strength.hand_strength,
        )
    },
)

"""Many games between two teams of bots, and what they show.

:func:`simulate` plays ``config.games`` games between the bots named
``config.team0`` and ``config.team1`` (a :class:`SimulationConfig`), in
parallel processes if asked, and gathers them into a :class:`Summary`:
each team's wins with a 95% Wilson interval, the points per hand, how
often each bid wins the auction and how often it is made.  Game ``i``
(from 0) is ``new_game(rules, seed=S + i)`` with bots seeded from that
number too, and the results are combined in game order, so a summary
depends on the configuration alone, never on the number of worker
processes.  Unless told otherwise, the teams change seats
every other game: team 0's bots sit at seats 0 and 2 in even-numbered
games and at seats 1 and 3 in odd-numbered ones.  A game still going
after ``config.max_hands`` hands is counted as unfinished.

In Three-Handed Euchre each player is for themselves, so the summary
counts three players instead of two teams: player 0 is ``config.team0``'s
bot, players 1 and 2 are each a ``config.team1`` bot.  Unless told
otherwise, the players move one seat to the left every game: player ``p``
sits at seat ``(p + i) % 3`` in game ``i``.  A team may be
a bot class of your own, named ``module:Class``: the module is imported
and the class called with the keyword ``seed`` if its constructor takes
one (a string that differs for each game and seat), else with nothing.

With ``config.duplicate`` the match is played in duplicate, as bridge is:
the games come in boards of one game for each side (two, or three in
Three-Handed Euchre), and the games of board ``j`` all have the seed
``S + j``, so each deal of the board gives the same cards to the same seats
with the same dealer.  The sides change seats from game to game of a board,
so each side holds each seat's cards once, and the luck of the cards
cancels: the summary's :meth:`Summary.duplicate_score` compares the sides
deal by deal, with a 95% interval.

The games are handed to the worker processes a few at a time, so that the
memory a simulation takes does not grow with the number of games; with
``keep_outcomes=False`` the summary keeps only its counts (a
:class:`Tally`), not every game.  Interrupted
(Ctrl-C), :func:`simulate` stops its workers and raises
:class:`SimulationInterrupted`, which holds the summary of the games
finished so far.  A bot that fails (an exception, :func:`sys.exit`, an
answer that is not an action or that the rules forbid) stops it with a
:class:`BotError` that names the bot, the game and the position, and holds
the summary of the games finished before.

>>> config = SimulationConfig(games=4, seed=1, team0="heuristic", team1="random")
>>> summary = simulate(config)
>>> summary.wins, summary.unfinished
((4, 0), 0)
>>> summary == simulate(config, workers=2)
True
"""

from __future__ import annotations

from .._public import moved_names, published
from . import _bots, _games
from ._config import SimulationConfig
from ._guard import BotError
from ._outcomes import GameOutcome, HandOutcome
from ._simulate import SimulationInterrupted, simulate
from ._summary import Summary, wilson_interval
from ._tally import DuplicateScore, DuplicateTally, Tally

__all__ = [
    "BotError",
    "DuplicateScore",
    "DuplicateTally",
    "GameOutcome",
    "HandOutcome",
    "SimulationConfig",
    "SimulationInterrupted",
    "Summary",
    "Tally",
    "simulate",
    "wilson_interval",
]

published(
    __name__,
    BotError,
    DuplicateScore,
    DuplicateTally,
    GameOutcome,
    HandOutcome,
    SimulationConfig,
    SimulationInterrupted,
    Summary,
    Tally,
    simulate,
    wilson_interval,
)

__getattr__ = moved_names(
    __name__,
    {
        "BOT_NAMES": (
            "the names SimulationConfig lists: heuristic, random, search, simple",
            lambda: _bots.BOT_NAMES,
        ),
        "play_one": (
            "simulate(SimulationConfig(games=1, seed=...)).outcomes",
            lambda: _games.play_one,
        ),
    },
)

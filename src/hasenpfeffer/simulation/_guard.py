"""Bots that fail in a simulation, told by name, game and position.

:func:`~hasenpfeffer.simulation.simulate` asks every bot through a
:class:`GuardedBot`.  Whatever goes wrong in a bot (an exception, a call
to :func:`sys.exit`, an answer that is not an action or that the rules
forbid) becomes one :class:`BotError` that names the bot, the game and
the position.  A bot of a user's (``module:Class``) is also watched while
it thinks: the worker process says what it is waiting for
(:func:`~hasenpfeffer.simulation._workers.report_status`), so that a bot that never
answers can be named when its worker is ended, and in the main process a
signal interrupts it at once (:func:`~hasenpfeffer.simulation._workers.interruptible`).

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.bots import SimpleBot
>>> seat = Seat("simple", "team 0", game=4, seed=4, own=False)
>>> state = hp.new_game(seed=4).deal()
>>> table = Table()
>>> guarded = GuardedBot(SimpleBot(), seat, table)
>>> guarded.choose(state.view(state.to_act)) == SimpleBot().choose(state)
True
>>> refusal = hp.IllegalActionError(
...     "a made-up refusal", action=hp.Bid(1), seat=3, phase=state.phase)
>>> print(table.refused(refusal))  # doctest: +NORMALIZE_WHITESPACE
bot simple (team 0) answered bid 1, which the game refuses: a made-up refusal,
in game 4 (seed 4), hand 1, phase bidding, seat 3 to act
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from .._checks import check_instance
from ..errors import HasenpfefferError, IllegalActionError, shown
from ..phases import Phase
from ._workers import interruptible, report_status

if TYPE_CHECKING:
    from ..actions import Action
    from ..bots._base import Bot
    from ..views import PlayerView
    from ._outcomes import GameOutcome
    from ._summary import Summary

__all__ = ["BotError", "GuardedBot", "Seat", "StoppedInBot", "Table", "position"]


@attrs.frozen
class Seat:
    """Who sits at one seat of one simulated game.

    Attributes:
        bot: the bot's name, as the simulation was given it.
        side: its side, in words (``"team 0"``, ``"player 2"``).
        game: the game's number, from 0.
        seed: the game's seed.
        own: whether the bot is a class of a user's (``module:Class``).
    """

    bot: str
    side: str
    game: int
    seed: int
    own: bool


def position(seat: Seat, view: PlayerView) -> str:
    """Where in its game ``view`` stands, in words.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=4).deal()
    >>> position(Seat("simple", "team 0", 0, 4, False), state.view(state.to_act))
    'game 0 (seed 4), hand 1, phase bidding, seat 3 to act'
    """
    phase = view.phase.value
    if view.phase is Phase.PLAY:
        phase += f" (trick {len(view.completed_tricks) + 1})"
    return (
        f"game {seat.game} (seed {seat.seed}), hand {view.hand_number}, "
        f"phase {phase}, seat {view.seat} to act"
    )


class BotError(HasenpfefferError):
    """A bot failed in a simulation: it raised an exception, called
    :func:`sys.exit`, or answered with something that is not an action or
    that the rules forbid.  The simulation stops.

    Attributes:
        bot: the bot's name (``heuristic``, or ``module:Class``).
        side: its side in words (``"team 0"``, or ``"player 1"`` in
            Three-Handed Euchre).
        problem: what it did wrong, in words.
        where: the game and the position, in words: ``"game 2 (seed 2),
            hand 1, phase bidding, seat 0 to act"``.
        summary: the summary of the games finished before, set by
            :func:`~hasenpfeffer.simulation.simulate` (games 0 to
            ``summary.games - 1``); ``None`` until then.
    """

    def __init__(self, bot: str, side: str, problem: str, where: str) -> None:
        for name, value in (
            ("bot", bot),
            ("side", side),
            ("problem", problem),
            ("where", where),
        ):
            check_instance(value, str, name, "text")
        super().__init__(bot, side, problem, where)
        self.bot = bot
        self.side = side
        self.problem = problem
        self.where = where
        self.summary: Summary | None = None
        self.outcomes: tuple[GameOutcome, ...] = ()
        """The games finished by the same call, before the failing one."""

    def __str__(self) -> str:
        return f"bot {self.bot} ({self.side}) {self.problem}, in {self.where}"


class StoppedInBot(KeyboardInterrupt):
    """A :class:`KeyboardInterrupt` that came while a bot was thinking.

    Attributes:
        waiting: what the game was waiting for, in words.
    """

    def __init__(self, waiting: str) -> None:
        super().__init__(waiting)
        self.waiting = waiting


class Table:
    """The guarded bots of one game: which of them answered last, and
    where, so that the game's refusal of that answer can be told."""

    def __init__(self) -> None:
        self.last: tuple[GuardedBot, PlayerView, object] | None = None

    def refused(self, error: HasenpfefferError) -> HasenpfefferError:
        """The :class:`BotError` for the game refusing the last answer with
        ``error`` (``error`` itself if no bot has answered)."""
        if self.last is None:
            return error
        guarded, view, answer = self.last
        said = str(answer) if isinstance(error, IllegalActionError) else shown(answer)
        return BotError(
            guarded.seat.bot,
            guarded.seat.side,
            f"answered {said}, which the game refuses: {error}",
            position(guarded.seat, view),
        )


class GuardedBot:
    """Stands for ``bot`` at ``seat`` of the game ``table``: asks it, and
    turns its failures into :class:`BotError` (see the module's
    introduction)."""

    def __init__(self, bot: Bot, seat: Seat, table: Table) -> None:
        self.bot = bot
        self.seat = seat
        self.table = table

    def choose(self, view: PlayerView) -> Action:
        """``bot``'s answer in ``view``."""
        if not self.seat.own:
            answer = self._ask(view)
        else:
            waiting = f"waiting for {self._named()} in {position(self.seat, view)}"
            report_status(waiting)
            # Entering may stop the game too, for a signal noted before.
            with interruptible():
                try:
                    answer = self._ask(view)
                except KeyboardInterrupt:
                    raise StoppedInBot(waiting) from None
        self.table.last = (self, view, answer)
        return answer

    def _ask(self, view: PlayerView) -> Action:
        try:
            return self.bot.choose(view)
        except Exception as error:
            problem = f"raised {_told(error)}"
        except SystemExit as error:
            problem = f"called sys.exit({shown(error.code)})"
        raise BotError(
            self.seat.bot, self.seat.side, problem, position(self.seat, view)
        ) from None

    def _named(self) -> str:
        return f"bot {self.seat.bot} ({self.seat.side})"


_TOLD_LIMIT = 300
"""The most characters of a bot's exception message that a
:class:`BotError` repeats."""


def _told(error: Exception) -> str:
    """``error``'s type and message, cut short; its type alone if its
    message is empty or cannot be had.

    >>> _told(ValueError("boom")), _told(KeyError())
    ('ValueError: boom', 'KeyError')
    """
    name = type(error).__name__
    try:
        message = str(error)
    except Exception:  # a __str__ of the user's that fails
        message = ""
    if len(message) > _TOLD_LIMIT:
        message = message[: _TOLD_LIMIT - 3] + "..."
    return f"{name}: {message}" if message else name

"""The running of a simulation: its games handed out to worker processes
(or to a Ray cluster) a few at a time, their outcomes counted in game
order, and the stops, by Ctrl-C, by ``stop()`` or by a bot that fails.

>>> from hasenpfeffer.simulation import SimulationConfig
>>> simulate(SimulationConfig(games=2, seed=7)).wins
(2, 0)
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from functools import partial

from .._checks import check_instance, check_path
from ..errors import InvalidValueError, shown
from ..games import spec_of
from ._config import SimulationConfig
from ._games import play_games
from ._guard import BotError, StoppedInBot
from ._outcomes import GameOutcome
from ._ray import RayPool
from ._summary import Summary
from ._tally import Tally
from ._workers import WorkerPool, check_workers

__all__ = ["SimulationInterrupted", "simulate"]


def _ray_address(address: object) -> str:
    """``address`` if it is a Ray address: text, not empty."""
    if not isinstance(address, str) or not address:
        raise InvalidValueError(
            "ray must be True, False or a Ray address (auto, local or "
            f"HOST:PORT), not {shown(address)}"
        )
    return address


class SimulationInterrupted(KeyboardInterrupt):
    """:func:`simulate` was interrupted (by Ctrl-C, or by a
    :class:`KeyboardInterrupt` raised in its ``progress`` callback).

    It is a :class:`KeyboardInterrupt`, so code that stops on one stops on
    it too; its workers have ended by the time it is raised.

    >>> def stop(done, total):
    ...     raise KeyboardInterrupt
    >>> try:
    ...     simulate(SimulationConfig(games=5, seed=1), progress=stop)
    ... except SimulationInterrupted as interruption:
    ...     print(interruption.summary.games, interruption)
    1 interrupted after 1 of 5 games

    Attributes:
        summary: the summary of the games finished before, games 0 to
            ``summary.games - 1``.
        waiting: for each game stopped while a bot of your own
            (``module:Class``) was thinking, what it was waiting for:
            the bot, the game and the position, in words (see
            :class:`BotError`).
    """

    def __init__(self, summary: Summary, waiting: tuple[str, ...] = ()) -> None:
        check_instance(summary, Summary, "summary", "a Summary")
        check_instance(waiting, tuple, "waiting", "a tuple of texts")
        for part in waiting:
            check_instance(part, str, "each of waiting", "text")
        message = f"interrupted after {summary.games} of {summary.config.games} games"
        if waiting:
            message += ", while " + "; and while ".join(waiting)
        super().__init__(message)
        self.summary = summary
        self.waiting = waiting


_MOST_GAMES_PER_CALL = 8
"""The most games a worker plays for one call."""
_CALLS_PER_WORKER = 4
"""How many calls may wait for each worker: enough to keep it busy, and few
enough that the memory they take does not grow with the number of games."""


def _records_directory(records: object) -> str:
    """The directory ``records`` names, made if missing."""
    directory = os.fspath(check_path(records, "records", "a folder"))
    os.makedirs(directory, exist_ok=True)
    return directory


def simulate(
    config: SimulationConfig,
    workers: int = 1,
    progress: Callable[[int, int], None] | None = None,
    *,
    records: str | os.PathLike[str] | None = None,
    keep_outcomes: bool = True,
    stop: Callable[[], bool] | None = None,
    ray: bool | str = False,
) -> Summary:
    """Play the games of ``config`` and summarise them.

    With ``workers`` above 1 the games are shared among that many
    processes, a few games at a time; the summary is the same.
    ``progress(done, total)`` is called as games finish, in game order.
    With ``records``, a directory (made if missing), each game's record is
    written into it as JSON, named after the seed and the game's number.  With
    ``keep_outcomes`` false the summary keeps only its
    :class:`Tally`, so that memory does not grow with
    the number of games.  ``stop()`` is asked after each game
    and a few times a second while waiting for the workers: once it returns
    true, the simulation stops as if interrupted.

    With ``ray`` the games go to the processors of a `Ray
    <https://docs.ray.io>`_ cluster instead of ``workers`` local processes
    (the ``ray`` extra): ``True`` for the cluster Ray finds (the
    ``RAY_ADDRESS`` environment variable, or one started by ``ray start``
    on this machine), or else a Ray instance started here for the run;
    ``"auto"`` for the running cluster; ``"HOST:PORT"`` for the cluster
    whose head listens there; ``"local"`` for a new local instance.  The
    summary is the same as with local workers.  Each record is written by
    the machine that played its game, into ``records`` on that machine:
    give a directory that every machine shares.

    >>> summary = simulate(SimulationConfig(games=3, seed=2, team1="simple"))
    >>> summary.games, len(summary.outcomes[0].hands) > 0
    (3, True)

    Raises:
        InvalidValueError: ``config`` is not a :class:`SimulationConfig`,
            ``progress`` or ``stop`` not a function, ``records`` not the
            path of a folder, ``workers`` not a positive whole number or
            more than four per processor; with ``ray``, Ray is not
            installed, or the cluster cannot be reached.
        SimulationInterrupted: a :class:`KeyboardInterrupt` (Ctrl-C) came,
            or ``stop()`` returned true, before the end; it holds the
            summary of the games finished, and what any bot of your own
            stopped while thinking was waiting for (a worker still busy
            two seconds after the stop is ended).
        OSError: a record could not be written.
        BotError: a bot failed; it holds the summary of the games finished
            before the game it failed in.
    """
    check_instance(config, SimulationConfig, "config", "a SimulationConfig")
    for name, given in (("progress", progress), ("stop", stop)):
        if given is not None and not callable(given):
            raise InvalidValueError(
                f"{name} must be a function or None, not {shown(given)}"
            )
    workers = check_workers(workers)
    directory = None if records is None else _records_directory(records)
    total = config.games
    run = partial(play_games, config, directory)
    tally = Tally.empty(spec_of(config.rules).sides)
    kept: list[GameOutcome] = []
    with contextlib.ExitStack() as stack:
        results: Iterator[list[GameOutcome]]
        cluster = None
        if ray is not False:
            address = None if ray is True else _ray_address(ray)
            cluster = stack.enter_context(RayPool(address))
            workers = cluster.workers
        size = max(1, min(_MOST_GAMES_PER_CALL, total // (workers * 8)))
        in_process = cluster is None and (workers == 1 or total <= size)
        if in_process:
            size = 1  # nothing to gain from batches: stop as soon as asked
        calls = (
            range(start, min(start + size, total)) for start in range(0, total, size)
        )
        window = _CALLS_PER_WORKER * workers
        pool = None
        if cluster is not None:
            results = cluster.results(run, calls, window=window, stop=stop)
        elif in_process:
            results = map(run, calls)
        else:
            pool = stack.enter_context(WorkerPool(workers))
            results = pool.results(run, calls, window=window, stop=stop)
        try:
            for outcomes in results:
                for outcome in outcomes:
                    tally = tally.add(outcome)
                    if keep_outcomes:
                        kept.append(outcome)
                    if progress is not None:
                        progress(tally.games, total)
                if stop is not None and stop():
                    raise KeyboardInterrupt
        except KeyboardInterrupt as interruption:
            stack.close()
            waiting = pool.ended if pool is not None else ()
            if isinstance(interruption, StoppedInBot):
                waiting = (interruption.waiting,)
            summary = Summary(config, tally, tuple(kept))
            raise SimulationInterrupted(summary, waiting) from None
        except BotError as error:
            stack.close()
            for outcome in error.outcomes:
                tally = tally.add(outcome)
                if keep_outcomes:
                    kept.append(outcome)
            error.summary = Summary(config, tally, tuple(kept))
            raise
    return Summary(config, tally, tuple(kept))

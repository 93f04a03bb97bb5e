"""Work shared among worker processes: in order, in bounded memory, stoppable.

:func:`ordered_results` runs a function over many arguments on an executor
and yields the results in the order of the arguments, keeping at most
``window`` calls submitted and not yet yielded, so that the memory it takes
does not grow with the number of arguments; a ``stop`` callable it asks
while waiting ends the run early.  :class:`WorkerPool` gives it worker
processes that leave Ctrl-C to the main process (a terminal sends SIGINT
to every process of the command), end by themselves if the main process
dies, and on leaving the pool are told to stop (:func:`stop_requested`)
and waited for, so that none is left behind.  :class:`StopSignals` notes
SIGINT and SIGTERM for the main process, which then stops that way.

>>> from hasenpfeffer._parallel import WorkerPool
>>> with WorkerPool(2) as pool:
...     list(pool.results(abs, [-3, 1, -2], window=2))
[3, 1, 2]
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
import os
import signal
import threading
import time
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor, wait
from functools import partial
from types import TracebackType
from typing import Any, TypeVar

from .errors import InvalidValueError, shown

Task = TypeVar("Task")

__all__ = [
    "MAX_WORKERS_PER_CPU",
    "StopSignals",
    "WorkerPool",
    "check_window",
    "check_workers",
    "max_workers",
    "ordered_results",
    "stop_requested",
    "windowed",
]

MAX_WORKERS_PER_CPU = 4
"""The most worker processes per processor that :func:`check_workers`
allows: more only share the same processors."""

_PARENT_CHECK_SECONDS = 0.5
"""How often a worker looks whether the main process is still there."""
_STOP_CHECK_SECONDS = 0.1
"""How often :func:`ordered_results` asks whether to stop while it waits."""
_WORKER_SIGNALS = {signal.SIGINT, signal.SIGTERM}
"""The signals a worker treats in its own way."""

_stop_flag: Any = None
"""In a worker process, the pool's shared flag that asks running calls to
stop: a byte without a lock, so that a worker that dies cannot leave it
locked."""


def max_workers() -> int:
    """The most worker processes allowed on this machine:
    :data:`MAX_WORKERS_PER_CPU` per processor.

    >>> import os
    >>> from hasenpfeffer._parallel import MAX_WORKERS_PER_CPU, max_workers
    >>> max_workers() == MAX_WORKERS_PER_CPU * (os.cpu_count() or 1)
    True
    """
    return MAX_WORKERS_PER_CPU * (os.cpu_count() or 1)


def check_workers(workers: object) -> int:
    """Return ``workers`` if it is a number of worker processes allowed
    here: a whole number from 1 to :func:`max_workers`.

    >>> from hasenpfeffer._parallel import check_workers
    >>> check_workers(1)
    1
    >>> check_workers(0)
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: workers must be a positive whole number, not 0

    Raises:
        InvalidValueError: it is not.
    """  # noqa: E501
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise InvalidValueError(
            f"workers must be a positive whole number, not {shown(workers)}"
        )
    limit = max_workers()
    if workers > limit:
        raise InvalidValueError(
            f"workers must be at most {limit} ({MAX_WORKERS_PER_CPU} per "
            f"processor), not {shown(workers)}"
        )
    return workers


def ordered_results(
    executor: Any,
    function: Callable[[Any], Any],
    arguments: Iterable[Any],
    window: int,
    stop: Callable[[], bool] | None = None,
) -> Generator[Any, None, None]:
    """``function(argument)`` for each of ``arguments``, run on ``executor``
    (a :class:`concurrent.futures.Executor`) and yielded in order, with
    never more than ``window`` calls submitted and not yet yielded.

    While it waits for a result it calls ``stop`` a few times a second, and
    raises :class:`KeyboardInterrupt` once that returns true, as Ctrl-C
    would.  Closed early, it submits nothing more; the calls already
    submitted are left to finish (the workers of a :class:`WorkerPool` are
    asked to stop early).

    >>> from hasenpfeffer._parallel import ordered_results
    >>> from concurrent.futures import ThreadPoolExecutor
    >>> with ThreadPoolExecutor(2) as executor:
    ...     list(ordered_results(executor, str, range(5), window=2))
    ['0', '1', '2', '3', '4']

    Raises:
        InvalidValueError: ``window`` is not a positive whole number.
    """
    check_window(window)
    yield from windowed(
        partial(executor.submit, function),
        partial(_result, stop=stop),
        arguments,
        window,
        deque(),
    )


def check_window(window: object) -> None:
    """Refuse a ``window`` that is not a positive whole number.

    >>> check_window(0)
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: window must be a positive whole number, not 0
    """
    if isinstance(window, bool) or not isinstance(window, int) or window < 1:
        raise InvalidValueError(
            f"window must be a positive whole number, not {shown(window)}"
        )


def windowed(
    submit: Callable[[Any], Task],
    result: Callable[[Task], Any],
    arguments: Iterable[Any],
    window: int,
    pending: deque[Task],
) -> Generator[Any, None, None]:
    """For each of ``arguments`` in turn, ``result`` of the task that
    ``submit`` makes of it, with never more than ``window`` tasks submitted
    and not yet yielded; ``pending`` holds those tasks, first submitted
    first, so that the caller may cancel them.  The window a thread pool
    and a Ray cluster share.

    >>> list(windowed(str, str.upper, "abc", 2, deque()))
    ['A', 'B', 'C']
    """
    remaining = iter(arguments)
    pending.extend(submit(argument) for argument in itertools.islice(remaining, window))
    while pending:
        value = result(pending[0])
        pending.popleft()
        for argument in itertools.islice(remaining, 1):
            pending.append(submit(argument))
        yield value


def _result(future: Future[Any], stop: Callable[[], bool] | None) -> Any:
    """The result of ``future``, asking ``stop`` now and then meanwhile."""
    if stop is not None:
        finished = False
        while not finished:
            finished = bool(wait([future], timeout=_STOP_CHECK_SECONDS).done)
            # Asked first: the signal that stops the run may also have ended
            # a worker, and so this call.
            if stop():
                raise KeyboardInterrupt
    return future.result()


def stop_requested() -> bool:
    """Whether the :class:`WorkerPool` this process works for is shutting
    down: a long call may then return early.  Always ``False`` outside a
    worker.

    >>> from hasenpfeffer._parallel import stop_requested
    >>> stop_requested()
    False
    """
    return _stop_flag is not None and bool(_stop_flag.value)


class WorkerPool:
    """Worker processes for :func:`ordered_results`; a context manager.

    The workers ignore SIGINT, so that a Ctrl-C at a terminal interrupts
    only the main process, end on SIGTERM whatever handler the main process
    has, and end by themselves if the main process dies.
    Leaving the ``with`` block, normally or by an exception, asks the calls
    submitted to stop early (see :func:`stop_requested`) and waits until
    every worker has ended.  (Cancelling them instead can trip up Python
    3.11's pool when a signal has also ended a worker.)

    >>> from hasenpfeffer._parallel import WorkerPool
    >>> with WorkerPool(2) as pool:
    ...     list(pool.results(len, ["ab", "c"], window=4))
    [2, 1]

    Raises:
        InvalidValueError: ``workers`` is not allowed (see
            :func:`check_workers`).
    """

    def __init__(self, workers: int) -> None:
        check_workers(workers)
        context = multiprocessing.get_context()
        self._stop = context.RawValue("b", 0)
        self._executor = ProcessPoolExecutor(
            max_workers=workers,
            mp_context=context,
            initializer=_start_worker,
            initargs=(self._stop,),
        )

    def submit(self, function: Callable[[Any], Any], argument: Any) -> Any:
        """Run ``function(argument)`` in a worker; a
        :class:`concurrent.futures.Future` of its result, as
        :meth:`concurrent.futures.Executor.submit` gives.

        A worker process started meanwhile holds SIGINT and SIGTERM until it
        is set up, so that it never runs the main process's handlers.

        >>> from hasenpfeffer._parallel import WorkerPool
        >>> with WorkerPool(1) as pool:
        ...     pool.submit(abs, -2).result()
        2
        """
        with _signals_held():
            return self._executor.submit(function, argument)

    def results(
        self,
        function: Callable[[Any], Any],
        arguments: Iterable[Any],
        window: int,
        stop: Callable[[], bool] | None = None,
    ) -> Iterator[Any]:
        """:func:`ordered_results` on this pool's workers.

        >>> from hasenpfeffer._parallel import WorkerPool
        >>> with WorkerPool(1) as pool:
        ...     list(pool.results(abs, [-1], window=1))
        [1]
        """
        return ordered_results(self, function, arguments, window, stop)

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self._stop.value = 1
        self._executor.shutdown(wait=True)


@contextlib.contextmanager
def _signals_held() -> Iterator[None]:
    """Hold SIGINT and SIGTERM in this thread meanwhile: they are delivered
    afterwards, and a process forked meanwhile starts with them held."""
    if not hasattr(signal, "pthread_sigmask"):  # pragma: no cover - Windows
        yield
        return
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, _WORKER_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def _start_worker(stop: Any) -> None:  # pragma: no cover - runs in a worker
    """Set up a worker process of a :class:`WorkerPool`: SIGINT ignored,
    SIGTERM ending it (whatever the main process does with them), then
    both let through."""
    global _stop_flag
    _stop_flag = stop
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _WORKER_SIGNALS)
    parent = os.getppid()
    watch = threading.Thread(target=_end_with_parent, args=(parent,), daemon=True)
    watch.start()


def _end_with_parent(parent: int) -> None:  # pragma: no cover - runs in a worker
    """End this worker process once its parent (the main process, or the
    server that forked it) is gone."""
    while os.getppid() == parent:
        time.sleep(_PARENT_CHECK_SECONDS)
    os._exit(1)


class StopSignals:
    """Inside ``with StopSignals():``, SIGINT and SIGTERM are only noted,
    for a long run to look at :meth:`caught` and stop through its cleanup
    code at a moment of its choosing (an exception raised by a handler can
    strike in the middle of that code).  ``received`` is the first signal's
    number.

    A signal that the process was started ignoring (as ``nohup`` does)
    stays ignored.  Outside the main thread, where Python cannot catch
    signals, it does nothing.

    >>> import signal
    >>> from hasenpfeffer._parallel import StopSignals
    >>> with StopSignals() as signals:
    ...     signal.raise_signal(signal.SIGTERM)
    ...     signals.caught(), signals.received == signal.SIGTERM
    (True, True)
    """

    def __init__(
        self, signals: Iterable[int] = (signal.SIGINT, signal.SIGTERM)
    ) -> None:
        self.signals = tuple(signals)
        self.received: int | None = None
        self._previous: dict[int, Any] = {}

    def __enter__(self) -> StopSignals:
        if threading.current_thread() is threading.main_thread():
            for number in self.signals:
                if signal.getsignal(number) == signal.SIG_IGN:
                    continue  # ignored by whoever started the process
                previous = signal.signal(number, self._handle)
                self._previous[number] = (
                    signal.SIG_DFL if previous is None else previous
                )
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        for number, handler in self._previous.items():
            signal.signal(number, handler)
        self._previous.clear()

    def caught(self) -> bool:
        """Whether one of the signals has come.

        >>> from hasenpfeffer._parallel import StopSignals
        >>> StopSignals().caught()
        False
        """
        return self.received is not None

    def _handle(self, number: int, frame: object) -> None:
        if self.received is None:
            self.received = number

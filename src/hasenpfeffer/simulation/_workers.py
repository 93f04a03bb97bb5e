"""Work shared among worker processes: in order, in bounded memory, stoppable.

:func:`ordered_results` runs a function over many arguments on an executor
and yields the results in the order of the arguments, keeping at most
``window`` calls submitted and not yet yielded, so that the memory it takes
does not grow with the number of arguments; a ``stop`` callable it asks
while waiting ends the run early.  :class:`WorkerPool` gives it worker
processes that leave Ctrl-C to the main process (a terminal sends SIGINT
to every process of the command), end by themselves if the main process
dies, and on leaving the pool are told to stop (:func:`stop_requested`)
and waited for, so that none is left behind: one still busy after a grace
period (a call that never returns) is ended, and what it last said it was
doing (:func:`report_status`) is kept.  :class:`StopSignals` notes SIGINT
and SIGTERM for the main process, which then stops that way; code run
under :func:`interruptible` is interrupted at once instead.

>>> from hasenpfeffer.simulation._workers import WorkerPool
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

from ..errors import InvalidValueError, shown

Task = TypeVar("Task")

__all__ = [
    "MAX_WORKERS_PER_CPU",
    "StopSignals",
    "WorkerPool",
    "check_window",
    "check_workers",
    "interruptible",
    "max_workers",
    "ordered_results",
    "report_status",
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
GRACE_SECONDS = 2.0
"""How long a :class:`WorkerPool` that is left waits for the calls in hand
before it ends the workers still busy with them."""
_STATUS_BYTES = 400
"""The room for what one worker says it is doing (:func:`report_status`)."""

_stop_flag: Any = None
"""In a worker process, the pool's shared flag that asks running calls to
stop: a byte without a lock, so that a worker that dies cannot leave it
locked."""
_status_room: Any = None
"""In a worker process, its part of the pool's shared text of what each
worker is doing."""
_interrupt_at_once = False
"""Whether the main thread runs code under :func:`interruptible`."""
_listening: list[StopSignals] = []
"""The :class:`StopSignals` whose handlers are in place, innermost last."""


def max_workers() -> int:
    """The most worker processes allowed on this machine:
    :data:`MAX_WORKERS_PER_CPU` per processor.

    >>> import os
    >>> from hasenpfeffer.simulation._workers import MAX_WORKERS_PER_CPU, max_workers
    >>> max_workers() == MAX_WORKERS_PER_CPU * (os.cpu_count() or 1)
    True
    """
    return MAX_WORKERS_PER_CPU * (os.cpu_count() or 1)


def check_workers(workers: object) -> int:
    """Return ``workers`` if it is a number of worker processes allowed
    here: a whole number from 1 to :func:`max_workers`.

    >>> from hasenpfeffer.simulation._workers import check_workers
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

    >>> from hasenpfeffer.simulation._workers import ordered_results
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

    >>> from hasenpfeffer.simulation._workers import stop_requested
    >>> stop_requested()
    False
    """
    return _stop_flag is not None and bool(_stop_flag.value)


def report_status(text: str) -> None:
    """In a worker of a :class:`WorkerPool`, say in a line what it is doing
    (cut to 399 bytes), for the pool to tell if it has to end the worker
    (see :attr:`WorkerPool.ended`).  The text is cleared when the call
    returns.  Does nothing outside a worker.

    >>> from hasenpfeffer.simulation._workers import report_status
    >>> report_status("game 3: thinking")
    """
    if _status_room is None:
        return
    data = text.encode("utf-8", "replace")[: _STATUS_BYTES - 1]
    _status_room[: len(data)] = data
    _status_room[len(data) : len(data) + 1] = b"\0"


@contextlib.contextmanager
def interruptible() -> Iterator[None]:
    """Meanwhile, a signal that :class:`StopSignals` notes in the main
    thread also raises :class:`KeyboardInterrupt` at once, as Ctrl-C does
    without it: for code, such as a bot of a user's, that may never
    return and leaves nothing half-done of the caller's.  A signal noted
    already raises it on entry.

    >>> from hasenpfeffer.simulation._workers import interruptible
    >>> with interruptible():
    ...     pass
    """
    global _interrupt_at_once
    previous = _interrupt_at_once
    if threading.current_thread() is threading.main_thread():
        if any(signals.caught() for signals in _listening):
            raise KeyboardInterrupt
        _interrupt_at_once = True
    try:
        yield
    finally:
        _interrupt_at_once = previous


class WorkerPool:
    """Worker processes for :func:`ordered_results`; a context manager.

    The workers ignore SIGINT, so that a Ctrl-C at a terminal interrupts
    only the main process, end on SIGTERM whatever handler the main process
    has, and end by themselves if the main process dies.
    Leaving the ``with`` block, normally or by an exception, asks the calls
    submitted to stop early (see :func:`stop_requested`) and waits until
    every worker has ended; workers still busy after :data:`GRACE_SECONDS`
    are ended by force, and :attr:`ended` then holds what each of them last
    said it was doing (:func:`report_status`).  (Cancelling the calls
    instead can trip up Python 3.11's pool when a signal has also ended a
    worker.)

    >>> from hasenpfeffer.simulation._workers import WorkerPool
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
        self._statuses = _Statuses(context, workers)
        self._submitted: set[Future[Any]] = set()
        self.ended: tuple[str, ...] = ()
        """What the workers ended by force were doing, as each last said
        (empty if none was, or said nothing)."""
        self._executor = ProcessPoolExecutor(
            max_workers=workers,
            mp_context=context,
            initializer=_start_worker,
            initargs=(self._stop, self._statuses),
        )

    def submit(self, function: Callable[[Any], Any], argument: Any) -> Any:
        """Run ``function(argument)`` in a worker; a
        :class:`concurrent.futures.Future` of its result, as
        :meth:`concurrent.futures.Executor.submit` gives.

        A worker process started meanwhile holds SIGINT and SIGTERM until it
        is set up, so that it never runs the main process's handlers.

        >>> from hasenpfeffer.simulation._workers import WorkerPool
        >>> with WorkerPool(1) as pool:
        ...     pool.submit(abs, -2).result()
        2
        """
        with _signals_held():
            future = self._executor.submit(_call, function, argument)
        self._submitted.add(future)
        future.add_done_callback(self._submitted.discard)
        return future

    def results(
        self,
        function: Callable[[Any], Any],
        arguments: Iterable[Any],
        window: int,
        stop: Callable[[], bool] | None = None,
    ) -> Iterator[Any]:
        """:func:`ordered_results` on this pool's workers.

        >>> from hasenpfeffer.simulation._workers import WorkerPool
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
        _, running = wait(list(self._submitted), timeout=GRACE_SECONDS)
        if running:
            self._end_workers()
        self._executor.shutdown(wait=True)

    def _end_workers(self) -> None:
        """End every worker process, keeping what the busy ones were doing."""
        # The executor has no public way to end its workers before Python 3.14.
        processes = list(self._executor._processes.values())
        ended = []
        for process in processes:
            if process.is_alive():
                status = self._statuses.of(process.pid)
                if status:
                    ended.append(status)
                process.terminate()
        for process in processes:
            process.join(timeout=GRACE_SECONDS)
            if process.is_alive():  # it caught or ignored SIGTERM
                process.kill()
                process.join()
        self.ended = tuple(ended)


class _Statuses:
    """Room shared by the workers of a pool, each to say what it is doing:
    a slot per worker, holding its process id and a line of text."""

    def __init__(self, context: Any, workers: int) -> None:
        self.pids = context.RawArray("q", workers)
        self.texts = context.RawArray("c", workers * _STATUS_BYTES)
        self.taken = context.Value("i", 0)

    def claim(self) -> Any:
        """In a new worker: its slot's text, or ``None`` if all are taken."""
        with self.taken.get_lock():
            slot = self.taken.value
            self.taken.value += 1
        if slot >= len(self.pids):
            return None
        self.pids[slot] = os.getpid()
        start = slot * _STATUS_BYTES
        return memoryview(self.texts).cast("B")[start : start + _STATUS_BYTES]

    def of(self, pid: int | None) -> str:
        """What the worker ``pid`` last said it was doing."""
        for slot, owner in enumerate(self.pids):
            if owner == pid and pid is not None:
                start = slot * _STATUS_BYTES
                raw = bytes(self.texts[start : start + _STATUS_BYTES])
                return raw.partition(b"\0")[0].decode("utf-8", "replace")
        return ""


def _call(function: Callable[[Any], Any], argument: Any) -> Any:
    """``function(argument)`` in a worker, its status cleared afterwards."""
    try:
        return function(argument)
    finally:
        report_status("")


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


def _start_worker(stop: Any, statuses: _Statuses) -> None:  # pragma: no cover
    """Set up a worker process of a :class:`WorkerPool`: SIGINT ignored,
    SIGTERM ending it (whatever the main process does with them), then
    both let through."""
    global _stop_flag, _status_room
    _stop_flag = stop
    _status_room = statuses.claim()
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
    >>> from hasenpfeffer.simulation._workers import StopSignals
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
            _listening.append(self)
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
        if self in _listening:
            _listening.remove(self)

    def caught(self) -> bool:
        """Whether one of the signals has come.

        >>> from hasenpfeffer.simulation._workers import StopSignals
        >>> StopSignals().caught()
        False
        """
        return self.received is not None

    def _handle(self, number: int, frame: object) -> None:
        if self.received is None:
            self.received = number
        if _interrupt_at_once:
            raise KeyboardInterrupt

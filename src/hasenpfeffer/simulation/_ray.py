"""Work shared among the machines of a Ray cluster: in order, in bounded
memory, stoppable.

:class:`RayPool` is to a `Ray <https://docs.ray.io>`_ cluster what
:class:`~hasenpfeffer.simulation._workers.WorkerPool` is to the processes of one
machine: :meth:`RayPool.results` runs a function over many arguments as Ray
tasks and yields the results in the order of the arguments, keeping at most
``window`` tasks submitted and not yet yielded, and a ``stop`` callable it
asks while waiting ends the run early.  Closed early, it cancels the tasks
waiting and ends the worker processes of those running, so that none is
left behind.  :func:`ray_results` does the same with a pool of its own.

It needs the ``ray`` extra (``pip install "hasenpfeffer[ray]"``), imported
only when a pool is made; the function and its arguments travel to the
workers by pickle, so every node needs the same version of the library.
``address`` is Ray's: ``None`` joins the cluster named by the
``RAY_ADDRESS`` environment variable or started by ``ray start`` on this
machine, else starts a local Ray instance for the pool alone; ``"auto"``
joins the running cluster; ``"HOST:PORT"`` joins the cluster whose head
listens there; ``"local"`` always starts a local instance.  A cluster
that cannot be reached is refused within seconds, where Ray would keep
trying for minutes.  A Ray already started in this process is used as it
is.

>>> from hasenpfeffer.simulation._ray import RayPool
>>> with RayPool("local") as pool:
...     print(pool.workers >= 1, list(pool.results(abs, [-3, 1, -2], window=2)))
True [3, 1, 2]
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import signal
import socket
import threading
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from functools import partial
from types import ModuleType, TracebackType
from typing import Any

from ..errors import InvalidValueError, shown
from ._workers import check_window, windowed

__all__ = ["RAY_EXTRA", "RayPool", "ray_results"]

RAY_EXTRA = 'pip install "hasenpfeffer[ray]"'
"""The command that installs what this module needs."""

_STOP_CHECK_SECONDS = 0.1
"""How often :meth:`RayPool.results` asks whether to stop while it waits."""
_CANCEL_SECONDS = 10.0
"""How long to wait for Ray to settle the cancelled tasks."""
_KEPT_SIGNALS = (signal.SIGINT, signal.SIGTERM)
"""The signals whose handlers Ray is not let to change."""
_CONNECT_SECONDS = 5.0
"""How long to try to reach the head of a cluster named by its address
(Ray itself keeps trying for minutes before it gives up)."""


def _import_ray() -> ModuleType:
    """The ``ray`` module, or a clear error naming the missing extra."""
    try:
        return importlib.import_module("ray")
    except ImportError as error:
        raise InvalidValueError(
            f"running on a Ray cluster needs Ray: {RAY_EXTRA}"
        ) from error


def _check_reachable(address: str | None) -> None:
    """Fail at once, naming the address, if Ray would join a cluster at an
    address where nothing listens (Ray itself keeps trying for minutes
    before it gives up): ``address`` itself if it is ``HOST:PORT``, or for
    ``None`` and ``"auto"`` the cluster Ray finds, which may have ended
    without ``ray stop``.  ``"local"`` and ``ray://`` addresses are left
    to Ray."""
    if address == "local" or (address is not None and "://" in address):
        return
    try:
        # Where Ray would connect: the address as Ray reads it (the name of
        # this machine stands for its address on the network), or the
        # cluster it finds.
        services = importlib.import_module("ray._private.services")
        found = services.canonicalize_bootstrap_address(address)
    except ConnectionError:
        raise  # "auto" with no cluster: Ray's own message says so
    except ValueError as error:
        raise InvalidValueError(
            f"a Ray address must be HOST:PORT or auto, not {shown(address)}"
        ) from error
    except Exception:  # pragma: no cover - a Ray that does it otherwise
        found = address
    if not isinstance(found, str):
        return  # no cluster: Ray starts a local instance
    host, colon, port = found.rpartition(":")
    if not colon or not host or not port.isdigit():
        raise InvalidValueError(
            f"a Ray address must be HOST:PORT or auto, not {shown(found)}"
        )
    named = found if address in (None, found) else f"{address} ({found})"
    try:
        with socket.create_connection(
            (host.strip("[]"), int(port)), timeout=_CONNECT_SECONDS
        ):
            pass
    except OSError as error:
        raise InvalidValueError(
            f"cannot reach the Ray cluster at {named}: {error}"
        ) from error


@contextlib.contextmanager
def _handlers_kept() -> Iterator[None]:
    """Put back afterwards the handlers of SIGINT and SIGTERM that were
    there before: Ray's own SIGTERM handler, set when it starts, would
    otherwise outlive it and come before those of the caller (see
    :class:`~hasenpfeffer.simulation._workers.StopSignals`)."""
    kept = {number: signal.getsignal(number) for number in _KEPT_SIGNALS}
    try:
        yield
    finally:
        if threading.current_thread() is threading.main_thread():
            for number, handler in kept.items():
                if handler is not None:
                    signal.signal(number, handler)


class RayPool:
    """A connection to a Ray cluster for :meth:`results`; a context
    manager.

    Made, it connects (see the module's description for ``address``);
    leaving the ``with`` block, normally or by an exception, cancels the
    tasks of every :meth:`results` still open, then disconnects, which
    also stops the local Ray instance if the pool started one.  A Ray that
    was already running in this process is left running.

    ``workers`` is the number of processors of the cluster (at least 1),
    as many as tasks it runs at once.  The module's description shows a
    pool at work.

    Raises:
        InvalidValueError: Ray is not installed (the ``ray`` extra), or the
            cluster at ``address`` cannot be reached.
    """

    def __init__(self, address: str | None = None) -> None:
        if address is not None and not isinstance(address, str):
            raise InvalidValueError(
                f"a Ray address must be text or None, not {shown(address)}"
            )
        self._ray = _import_ray()
        self._owned = not self._ray.is_initialized()
        self._open: list[Generator[Any, None, None]] = []
        if self._owned:
            try:
                _check_reachable(address)
                with _handlers_kept():
                    self._ray.init(address=address, logging_level=logging.WARNING)
            except (ConnectionError, ValueError) as error:
                if isinstance(error, InvalidValueError):
                    raise
                where = "a running Ray cluster" if address is None else address
                raise InvalidValueError(
                    f"cannot connect to {where}: {error}"
                ) from error

    @property
    def workers(self) -> int:
        """How many tasks the cluster runs at once: its processors."""
        return max(1, int(self._ray.cluster_resources().get("CPU", 1)))

    def results(
        self,
        function: Callable[[Any], Any],
        arguments: Iterable[Any],
        window: int,
        stop: Callable[[], bool] | None = None,
    ) -> Iterator[Any]:
        """``function(argument)`` for each of ``arguments``, each a Ray task,
        yielded in order, with never more than ``window`` tasks submitted
        and not yet yielded.

        ``function`` must pickle by reference (a function of an importable
        module, or a :func:`functools.partial` of one): it is sent to the
        cluster once.  While it waits for a result it calls ``stop`` a few
        times a second, and raises :class:`KeyboardInterrupt` once that
        returns true, as Ctrl-C would.  Closed early, or interrupted, it
        submits nothing more, cancels the tasks still waiting and ends the
        worker processes of those running (a call cut short there leaves
        whatever it was writing unfinished).  An exception raised by
        ``function`` comes out of Ray's own error, which is also an
        instance of the original's class.

        Raises:
            InvalidValueError: ``window`` is not a positive whole number.
        """
        check_window(window)
        generator = self._results(function, arguments, window, stop)
        self._open.append(generator)
        return generator

    def _results(
        self,
        function: Callable[[Any], Any],
        arguments: Iterable[Any],
        window: int,
        stop: Callable[[], bool] | None,
    ) -> Generator[Any, None, None]:
        ray = self._ray
        call = ray.remote(_call)
        shared = ray.put(function)
        pending: deque[Any] = deque()
        try:
            yield from windowed(
                partial(call.remote, shared),
                partial(self._result, stop=stop),
                arguments,
                window,
                pending,
            )
        finally:
            self._cancel(list(pending))

    def _result(self, task: Any, stop: Callable[[], bool] | None) -> Any:
        """The result of ``task``, asking ``stop`` now and then meanwhile."""
        ray = self._ray
        if stop is not None:
            finished = False
            while not finished:
                ready, _ = ray.wait([task], timeout=_STOP_CHECK_SECONDS)
                finished = bool(ready)
                if stop():
                    raise KeyboardInterrupt
        return ray.get(task)

    def _cancel(self, tasks: list[Any]) -> None:
        """Cancel ``tasks``: those waiting never run, and the worker
        processes running the others are ended (Ray's gentler cancel, an
        interrupt, does not reach every running task on every Python), so
        that no task runs on; then wait until Ray has settled them all."""
        if not tasks:
            return
        ray = self._ray
        # Only the tasks not yet finished: Ray can fail on a forced cancel
        # that crosses the task's own end.
        _, unfinished = ray.wait(tasks, num_returns=len(tasks), timeout=0)
        if not unfinished:
            return
        for task in unfinished:
            ray.cancel(task, force=True)
        ray.wait(unfinished, num_returns=len(unfinished), timeout=_CANCEL_SECONDS)

    def close(self) -> None:
        """Cancel the tasks of every :meth:`results` still open and
        disconnect (stopping the local instance if this pool started it);
        what leaving the ``with`` block does."""
        while self._open:
            self._open.pop().close()
        if self._owned:
            self._owned = False
            self._ray.shutdown()

    def __enter__(self) -> RayPool:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()


def ray_results(
    function: Callable[[Any], Any],
    arguments: Iterable[Any],
    *,
    address: str | None = None,
    window: int,
    stop: Callable[[], bool] | None = None,
) -> Iterator[Any]:
    """:meth:`RayPool.results` on a pool of its own, which connects to the
    cluster at ``address`` when the first result is asked for and
    disconnects once the last has been yielded or the iterator is closed.

    ``window`` is checked at once, before anything is asked of Ray:

    >>> from hasenpfeffer.simulation._ray import ray_results
    >>> ray_results(abs, [-1], window=0)
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: window must be a positive whole number, not 0

    Raises:
        InvalidValueError: ``window`` is not a positive whole number; when
            the first result is asked for, Ray is not installed or the
            cluster cannot be reached.
    """
    check_window(window)
    return _pooled_results(function, arguments, address, window, stop)


def _pooled_results(
    function: Callable[[Any], Any],
    arguments: Iterable[Any],
    address: str | None,
    window: int,
    stop: Callable[[], bool] | None,
) -> Generator[Any, None, None]:
    with RayPool(address) as pool:
        yield from pool.results(function, arguments, window, stop)


def _call(function: Callable[[Any], Any], argument: Any) -> Any:
    """``function(argument)``: the task that :meth:`RayPool.results` runs
    on the cluster (Ray wants a plain function to make a task of)."""
    return function(argument)  # pragma: no cover - runs in a Ray worker

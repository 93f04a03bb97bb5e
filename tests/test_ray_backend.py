"""Work on a Ray cluster: results in order, a bounded number of tasks
waiting at any time, a clean stop, and clear errors without Ray or without
a cluster.

The tests that need a cluster share the module's local Ray instance with
two processors (``tests/conftest.py``); without the ``ray`` extra they are
skipped.  A task notes that it started, and its process, in a file, so
that the test can see what ran on the cluster and whether it still runs.
"""

from __future__ import annotations

import functools
import os
import socket
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import hasenpfeffer as hp
from hasenpfeffer.simulation import SimulationConfig, simulate
from hasenpfeffer.simulation._games import play_one
from hasenpfeffer.simulation._ray import RAY_EXTRA, RayPool, ray_results

from .conftest import RAY_CPUS as CPUS

PATIENCE_SECONDS = 60.0
"""How long a task waits for something before it fails: only reached if
the code under test is broken."""


def import_ray() -> Any:
    return pytest.importorskip(
        "ray", reason=f"the ray extra is not installed: {RAY_EXTRA}"
    )


@pytest.fixture
def ray(local_ray: Any) -> Any:
    """The module's local Ray instance (``tests/conftest.py``)."""
    return local_ray


def started(folder: Path) -> set[str]:
    return {path.name.removeprefix("started-") for path in folder.glob("started-*")}


def square(number: int) -> int:
    return number * number


def first_waits(folder: str, others: int, number: int) -> int:
    """Task ``number``: the first waits until ``others`` more tasks have
    started; the others return at once."""
    (Path(folder) / f"started-{number}").touch()
    deadline = time.monotonic() + PATIENCE_SECONDS
    while number == 0 and len(started(Path(folder))) <= others:
        if time.monotonic() > deadline:
            raise TimeoutError("the other tasks never started")
    return number


def runs_until_cancelled(folder: str, number: int) -> int:
    """Task ``number``: notes its process and runs (without sleeping) until
    its process is ended."""
    note = Path(folder) / f"process-{number}"
    note.write_text(str(os.getpid()))
    note.rename(Path(folder) / f"started-{number}")  # whole, or not there
    deadline = time.monotonic() + PATIENCE_SECONDS
    while time.monotonic() < deadline:
        pass
    raise TimeoutError("the task was never cancelled")


def running(folder: Path) -> set[int]:
    """The processes of the tasks noted in ``folder`` that still run."""
    processes = set()
    for path in folder.glob("started-*"):
        process = int(path.read_text())
        try:
            state = Path(f"/proc/{process}/stat").read_text().rsplit(")", 1)[1]
        except (FileNotFoundError, ProcessLookupError):
            continue
        if state.split()[0] not in ("Z", "X"):  # not ended (or a zombie)
            processes.add(process)
    return processes


def wait_until_none_runs(folder: Path) -> bool:
    """Whether the tasks noted in ``folder`` have all ended, waiting for
    Ray to end their processes (it does so on its own time)."""
    deadline = time.monotonic() + PATIENCE_SECONDS
    while running(folder):
        if time.monotonic() > deadline:
            return False
    return True


def first_fails(folder: str, number: int) -> int:
    """Task ``number``: task 0 fails at once, the others run until they are
    cancelled."""
    if number == 0:
        raise FileNotFoundError(f"no file {number}")
    return runs_until_cancelled(folder, number)


# Without a running Ray: the checks made before anything is asked of it.


def test_a_missing_extra_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray fails
    with pytest.raises(hp.InvalidValueError, match=r"hasenpfeffer\[ray\]"):
        RayPool()
    results = ray_results(abs, [-1], window=1)
    with pytest.raises(hp.InvalidValueError, match="needs Ray"):
        next(results)


def test_the_window_is_checked_at_once() -> None:
    with pytest.raises(hp.InvalidValueError, match="window"):
        ray_results(abs, [-1], window=0)
    with pytest.raises(hp.InvalidValueError, match="window"):
        ray_results(abs, [-1], window=True)


def unused_port() -> int:
    """A port of this machine that nothing listens at."""
    with socket.socket() as unused:
        unused.bind(("127.0.0.1", 0))
        port: int = unused.getsockname()[1]
    return port


def test_an_address_that_cannot_be_reached_is_named(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ray = import_ray()
    if ray.is_initialized():
        pytest.skip("a Ray instance is already running in this process")
    address = f"127.0.0.1:{unused_port()}"
    with pytest.raises(hp.InvalidValueError, match=f"cannot reach .* {address}:"):
        RayPool(address)
    # The cluster named by RAY_ADDRESS, which Ray joins when given none.
    monkeypatch.setenv("RAY_ADDRESS", address)
    with pytest.raises(hp.InvalidValueError, match=f"cannot reach .* {address}:"):
        RayPool()
    with pytest.raises(hp.InvalidValueError, match="HOST:PORT"):
        RayPool("no port")
    with pytest.raises(hp.InvalidValueError, match="text or None"):
        RayPool(6379)  # type: ignore[arg-type]
    assert not ray.is_initialized()


def test_a_cluster_that_refuses_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    ray = import_ray()
    if ray.is_initialized():
        pytest.skip("a Ray instance is already running in this process")

    def refuse(**options: Any) -> None:
        raise ConnectionError("Could not find any running Ray instance.")

    monkeypatch.setattr(ray, "init", refuse)
    # Something listens at the address, but it is no Ray cluster.
    with socket.socket() as listening:
        listening.bind(("127.0.0.1", 0))
        listening.listen()
        address = f"127.0.0.1:{listening.getsockname()[1]}"
        with pytest.raises(hp.InvalidValueError, match=f"connect to {address}: Could"):
            RayPool(address)
    # With no cluster running, Ray's own look for one refuses "auto" first.
    with pytest.raises(hp.InvalidValueError, match="cannot connect to auto: Could"):
        RayPool("auto")
    # RAY_ADDRESS=local keeps Ray from joining a cluster of this machine.
    monkeypatch.setenv("RAY_ADDRESS", "local")
    with pytest.raises(hp.InvalidValueError, match="a running Ray cluster: Could"):
        RayPool()


# On the module's local Ray instance.


def test_results_come_in_order(ray: Any) -> None:
    with RayPool() as pool:
        assert pool.workers == CPUS
        assert list(pool.results(square, range(40), window=3)) == [
            number * number for number in range(40)
        ]
        # Asked whether to stop while it waits, and told not to.
        results = pool.results(square, range(5), window=2, stop=lambda: False)
        assert list(results) == [number * number for number in range(5)]
    assert ray.is_initialized()  # the pool did not start it, so leaves it


def test_no_more_than_the_window_is_submitted(ray: Any, tmp_path: Path) -> None:
    window = 3
    pulled = 0

    def arguments() -> Iterator[int]:
        nonlocal pulled
        for number in range(20):
            pulled += 1  # about to be submitted
            yield number

    # Task 0 ends only once tasks 1 and 2 have started (and ended): it
    # still comes first.
    task = functools.partial(first_waits, str(tmp_path), window - 1)
    waiting = []
    results = []
    for result in ray_results(task, arguments(), window=window):
        results.append(result)
        waiting.append(pulled - len(results))
    assert results == list(range(20))
    assert waiting[0] == window
    assert max(waiting) <= window
    assert started(tmp_path) == {str(number) for number in range(20)}


def test_a_stop_interrupts_and_leaves_nothing_running(ray: Any, tmp_path: Path) -> None:
    task = functools.partial(runs_until_cancelled, str(tmp_path))
    with RayPool() as pool:
        results = pool.results(
            task, range(10), window=4, stop=lambda: bool(started(tmp_path))
        )
        with pytest.raises(KeyboardInterrupt):
            next(results)
        # The tasks that started were ended, the others never start.
        assert 1 <= len(started(tmp_path)) <= CPUS
        assert wait_until_none_runs(tmp_path)
        assert list(results) == []
        # The cluster runs tasks again.
        assert list(pool.results(square, range(3), window=2)) == [0, 1, 4]
    assert len(started(tmp_path)) <= CPUS


def test_closing_early_cancels_the_rest(ray: Any, tmp_path: Path) -> None:
    task = functools.partial(runs_until_cancelled, str(tmp_path))
    with RayPool() as pool:
        results = pool.results(task, range(10), window=4)
        # Leaving the pool closes the results, which have not yet yielded.
    assert wait_until_none_runs(tmp_path)
    assert list(results) == []


def test_an_error_in_a_task_is_raised_as_its_own_kind(ray: Any, tmp_path: Path) -> None:
    task = functools.partial(first_fails, str(tmp_path))
    with pytest.raises(FileNotFoundError, match="no file 0"):
        list(ray_results(task, range(3), window=2))
    # The task still running was ended, and no other was started.
    assert wait_until_none_runs(tmp_path)
    assert started(tmp_path) <= {"1"}


def test_games_on_ray_are_those_of_local_workers(ray: Any) -> None:
    config = SimulationConfig(games=12, seed=5, team0="heuristic", team1="simple")
    play = functools.partial(play_one, config)
    outcomes = tuple(ray_results(play, range(config.games), window=4))
    assert [outcome.seed for outcome in outcomes] == list(range(5, 17))
    # One process here, whose games are those of any number of workers
    # (forking worker processes beside Ray's threads could deadlock).
    assert outcomes == simulate(config).outcomes

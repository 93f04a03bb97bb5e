"""Games in worker processes: results in order, a bounded number of calls
waiting at any time whatever the number of games, and a clean stop."""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any

import pytest

import hasenpfeffer as hp
from hasenpfeffer.simulation import (
    SimulationConfig,
    SimulationInterrupted,
    _workers,
    simulate,
)
from hasenpfeffer.simulation._games import play_one
from hasenpfeffer.simulation._tally import Tally
from hasenpfeffer.simulation._workers import (
    MAX_WORKERS_PER_CPU,
    StopSignals,
    WorkerPool,
    check_workers,
    max_workers,
    ordered_results,
    stop_requested,
)


class CountingThreads(ThreadPoolExecutor):
    """Threads that count the calls submitted to them."""

    submitted = 0

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        self.submitted += 1
        return super().submit(fn, *args, **kwargs)


def test_results_come_in_order_with_a_bounded_window() -> None:
    waiting: list[int] = []
    yielded = 0
    with CountingThreads(3) as executor:
        results = ordered_results(executor, lambda n: n * n, range(1000), window=5)
        for number, result in enumerate(results):
            assert result == number * number
            yielded += 1
            waiting.append(executor.submitted - yielded)
    assert yielded == 1000
    assert max(waiting) <= 5
    assert executor.submitted == 1000


def test_closing_early_submits_nothing_more() -> None:
    with CountingThreads(2) as executor:
        results = ordered_results(executor, abs, range(-100, 0), window=4)
        assert next(results) == 100
        results.close()
        assert executor.submitted == 5  # four at first, one after the result
        with pytest.raises(StopIteration):
            next(results)
    assert executor.submitted == 5


def test_the_window_must_be_positive() -> None:
    with (
        ThreadPoolExecutor(1) as executor,
        pytest.raises(hp.InvalidValueError, match="window"),
    ):
        next(ordered_results(executor, abs, [1], window=0))


def test_workers_are_capped_at_four_per_processor() -> None:
    assert max_workers() == MAX_WORKERS_PER_CPU * (os.cpu_count() or 1)
    assert check_workers(max_workers()) == max_workers()
    with pytest.raises(hp.InvalidValueError, match="at most"):
        check_workers(max_workers() + 1)
    with pytest.raises(hp.InvalidValueError, match="at most"):
        simulate(SimulationConfig(games=2), workers=max_workers() + 1)
    for bad in (0, -1, 1.5, True, "2"):
        with pytest.raises(hp.InvalidValueError, match="positive whole number"):
            check_workers(bad)


def worker_facts(_: object) -> tuple[bool, Any, Any, set[signal.Signals]]:
    held = signal.pthread_sigmask(signal.SIG_BLOCK, [])
    return (
        stop_requested(),
        signal.getsignal(signal.SIGINT),
        signal.getsignal(signal.SIGTERM),
        {signal.SIGINT, signal.SIGTERM} & held,
    )


def test_workers_leave_ctrl_c_to_the_main_process() -> None:
    # The main process handles both signals its own way meanwhile: the
    # workers must not inherit that, even when they are made.
    with StopSignals(), WorkerPool(2) as pool:
        facts = list(pool.results(worker_facts, [None, None], window=2))
    for stopping, on_interrupt, on_terminate, held in facts:
        assert stopping is False
        assert on_interrupt == signal.SIG_IGN
        assert on_terminate == signal.SIG_DFL
        assert held == set()
    assert multiprocessing.active_children() == []
    assert stop_requested() is False
    assert signal.pthread_sigmask(signal.SIG_BLOCK, []) == set()


class CountingProcesses(ProcessPoolExecutor):
    """Worker processes that count the calls submitted to them."""

    submitted = 0

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        CountingProcesses.submitted += 1
        return super().submit(fn, *args, **kwargs)


def stop_after(games: int) -> Callable[[int, int], None]:
    def progress(done: int, total: int) -> None:
        if done == games:
            raise KeyboardInterrupt

    return progress


def test_a_million_games_queue_only_a_few_calls(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Asked for a million games and stopped after forty, the simulation
    has handed the workers a few calls, not one per game or batch."""
    monkeypatch.setattr(_workers, "ProcessPoolExecutor", CountingProcesses)
    CountingProcesses.submitted = 0
    config = SimulationConfig(games=10**6, seed=3, team0="random", max_hands=1)
    with pytest.raises(SimulationInterrupted) as stopped:
        simulate(config, workers=2, progress=stop_after(40), keep_outcomes=False)
    # Forty games are at most forty calls, and a few more were waiting.
    assert CountingProcesses.submitted <= 40 + 4 * 2
    assert stopped.value.summary.games == 40
    assert multiprocessing.active_children() == []


@pytest.mark.parametrize("workers", [1, 2])
def test_an_interrupted_simulation_reports_the_games_finished(workers: int) -> None:
    config = SimulationConfig(games=50, seed=8, team0="random", max_hands=2)
    with pytest.raises(SimulationInterrupted) as stopped:
        simulate(config, workers=workers, progress=stop_after(5))
    summary = stopped.value.summary
    assert isinstance(stopped.value, KeyboardInterrupt)
    assert str(stopped.value) == "interrupted after 5 of 50 games"
    assert summary.config == config
    assert [game.index for game in summary.outcomes] == [0, 1, 2, 3, 4]
    assert summary.tally == Tally.of(play_one(config, index) for index in range(5))
    assert multiprocessing.active_children() == []


def test_stop_signals_only_note_the_signals() -> None:
    before = signal.getsignal(signal.SIGTERM)
    with StopSignals() as signals:
        assert not signals.caught()
        signal.raise_signal(signal.SIGTERM)  # no exception: only noted
        signal.raise_signal(signal.SIGINT)
        assert signals.caught()
        assert signals.received == signal.SIGTERM  # the first one
    assert signal.getsignal(signal.SIGTERM) == before


def test_waiting_results_stop_when_asked() -> None:
    release = threading.Event()
    asked = []

    def stop() -> bool:
        asked.append(True)
        return len(asked) >= 3

    with ThreadPoolExecutor(1) as executor:
        results = ordered_results(
            executor, lambda _: release.wait(timeout=30), [1, 2], window=2, stop=stop
        )
        with pytest.raises(KeyboardInterrupt):
            next(results)
        release.set()
    assert len(asked) == 3


@pytest.mark.parametrize("workers", [1, 2])
def test_a_simulation_stops_when_asked(workers: int) -> None:
    done: list[int] = []
    config = SimulationConfig(games=10**6, seed=5, team0="random", max_hands=1)
    with pytest.raises(SimulationInterrupted) as stopped:
        simulate(
            config,
            workers=workers,
            progress=lambda count, total: done.append(count),
            stop=lambda: len(done) >= 30,
            keep_outcomes=False,
        )
    games = stopped.value.summary.games
    assert games == len(done) >= 30
    assert games < 30 + 8 * 4 * workers  # the games already handed out, at most
    assert multiprocessing.active_children() == []


def test_stop_signals_do_nothing_outside_the_main_thread() -> None:
    handlers: list[Any] = []
    before = signal.getsignal(signal.SIGINT)

    def inside() -> None:
        with StopSignals():
            handlers.append(signal.getsignal(signal.SIGINT))

    thread = threading.Thread(target=inside)
    thread.start()
    thread.join()
    assert handlers == [before]


def test_stop_signals_leave_an_ignored_signal_ignored() -> None:
    before = signal.signal(signal.SIGTERM, signal.SIG_IGN)
    try:
        with StopSignals() as signals:
            signal.raise_signal(signal.SIGTERM)
            assert signal.getsignal(signal.SIGTERM) == signal.SIG_IGN
        assert signals.received is None
        assert signal.getsignal(signal.SIGTERM) == signal.SIG_IGN
    finally:
        signal.signal(signal.SIGTERM, before)


def never_returns(name: str) -> None:
    """A call that says what it does, then never returns (in a worker)."""
    _workers.report_status(f"stuck on {name}")
    threading.Event().wait()


def test_leaving_a_pool_ends_a_worker_whose_call_never_returns() -> None:
    with WorkerPool(2) as pool:
        stuck = pool.submit(never_returns, "the first")
        assert pool.submit(abs, -4).result() == 4
    assert pool.ended == ("stuck on the first",)
    assert stuck.done()
    assert multiprocessing.active_children() == []


def deaf_and_stuck(name: str) -> None:
    """A call that ignores SIGTERM, then never returns (in a worker)."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    never_returns(name)


def test_a_worker_that_ignores_sigterm_is_killed() -> None:
    with WorkerPool(1) as pool:
        pool.submit(deaf_and_stuck, "deaf")
    assert pool.ended == ("stuck on deaf",)
    assert multiprocessing.active_children() == []


def test_a_pool_whose_calls_return_ends_no_worker() -> None:
    with WorkerPool(2) as pool:
        assert list(pool.results(abs, [-1, -2], window=2)) == [1, 2]
    assert pool.ended == ()


def test_stop_signals_interrupt_at_once_under_interruptible() -> None:
    with (
        StopSignals() as signals,
        _workers.interruptible(),
        pytest.raises(KeyboardInterrupt),
    ):
        signal.raise_signal(signal.SIGTERM)
    assert signals.received == signal.SIGTERM
    with StopSignals() as signals:
        signal.raise_signal(signal.SIGTERM)  # noted only, outside
        with (
            pytest.raises(KeyboardInterrupt),
            _workers.interruptible(),
        ):
            pass  # a signal noted before: stopped on entry
    with _workers.interruptible():
        pass  # that signal is forgotten with its StopSignals

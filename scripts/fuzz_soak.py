"""Run the fuzz properties of ``tests/test_fuzz.py`` for a long time.

The properties are the test suite's own, imported from ``tests.test_fuzz``
and run outside pytest with many more examples than the suite's Hypothesis
profile gives them.  Their generators reach every reader of outside input
with near misses and with input at the edges of what it accepts: control
characters and Unicode spaces anywhere in a text record, card text with
lookalike letters (the long s, the Kelvin sign, fullwidth letters) and
white space that is not ASCII, seeds of up to 4,400 digits given to every
way a seed comes in, rule options far past their bounds in both record
notations, and JSON data holding Python values that no JSON text gives.
From the root of a checkout, with the ``test`` extra installed::

    python scripts/fuzz_soak.py                     # 100,000 examples in all
    python scripts/fuzz_soak.py --examples 5000     # a short run
    python scripts/fuzz_soak.py --only validate     # properties named so

The examples are shared evenly between the properties.  Each example has a
deadline (``--deadline``, in seconds): Hypothesis reports one that runs
over it as a failure.  An example that hangs is caught by a watchdog
(``--hang-after``) that prints a traceback of every thread ("Timeout") and
ends the run at once.  The script prints the examples run and the failures
of each property, and exits with status 1 if any property failed or hung.
"""

from __future__ import annotations

import argparse
import faulthandler
import functools
import importlib
import math
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parent.parent


def fuzz_properties() -> list[tuple[str, Any]]:
    """The Hypothesis tests of ``tests/test_fuzz.py``, by name."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    module = importlib.import_module("tests.test_fuzz")
    found = []
    for name in sorted(vars(module)):
        test = getattr(module, name)
        if name.startswith("test_") and hasattr(test, "hypothesis"):
            found.append((name, test))
    return found


class _Counter:
    """How many examples a property has run."""

    def __init__(self) -> None:
        self.calls = 0


def _counting(
    inner: Callable[..., Any], counter: _Counter, hang_after: float
) -> Callable[..., Any]:
    """``inner``, counting its calls and arming the hang watchdog for each.
    Hypothesis calls ``test.hypothesis.inner_test`` once per example, so
    wrapping it counts the examples."""

    @functools.wraps(inner)
    def run_one(*args: Any, **kwargs: Any) -> Any:
        counter.calls += 1
        faulthandler.dump_traceback_later(hang_after, exit=True)
        try:
            return inner(*args, **kwargs)
        finally:
            faulthandler.cancel_dump_traceback_later()

    return run_one


def soak(
    test: Any, examples: int, deadline: float, hang_after: float
) -> tuple[int, str | None]:
    """Run ``test`` until it has run ``examples`` examples or failed; the
    examples run and the failure, if any, as text."""
    counted = _Counter()
    test.hypothesis.inner_test = _counting(
        test.hypothesis.inner_test, counted, hang_after
    )
    settings(
        max_examples=examples,
        deadline=timedelta(seconds=deadline),
        database=None,
        print_blob=True,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )(test)
    while counted.calls < examples:
        before = counted.calls
        try:
            test()
        except Exception as error:
            return counted.calls, "".join(traceback.format_exception(error))
        if counted.calls == before:
            break
    return counted.calls, None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the soak; the exit status (0 clean, 1 failures)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--examples",
        type=int,
        default=100_000,
        help="examples in all, shared between the properties (default: 100000)",
    )
    parser.add_argument(
        "--deadline",
        type=float,
        default=2.0,
        help="seconds one example may take (default: 2)",
    )
    parser.add_argument(
        "--hang-after",
        type=float,
        default=120.0,
        help="seconds after which an example is taken to hang (default: 120)",
    )
    parser.add_argument(
        "--only",
        default="",
        metavar="TEXT",
        help="run only the properties whose names contain TEXT",
    )
    options = parser.parse_args(argv)
    if options.examples < 1 or options.deadline <= 0 or options.hang_after <= 0:
        parser.error("--examples, --deadline and --hang-after must be positive")
    chosen = [(n, t) for n, t in fuzz_properties() if options.only in n]
    if not chosen:
        parser.error(f"no fuzz property is named with {options.only!r}")
    each = math.ceil(options.examples / len(chosen))
    print(f"{len(chosen)} properties, {each} examples each", flush=True)
    total, failed = 0, []
    started = time.perf_counter()
    for name, test in chosen:
        begun = time.perf_counter()
        ran, failure = soak(test, each, options.deadline, options.hang_after)
        total += ran
        seconds = time.perf_counter() - begun
        verdict = "ok" if failure is None else "FAILED"
        print(f"{name}: {ran} examples in {seconds:.1f} s, {verdict}", flush=True)
        if failure is not None:
            failed.append(name)
            print(failure, flush=True)
    seconds = time.perf_counter() - started
    print(
        f"examples run: {total} in {seconds:.0f} s; "
        f"failures: {len(failed)}" + (f" ({', '.join(failed)})" if failed else "")
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

"""A one-line progress bar with the rate and the time left, for long runs.

>>> from hasenpfeffer.cli.progress import ProgressBar
>>> import io
>>> times = iter([0.0, 2.0, 4.0])
>>> stream = io.StringIO()
>>> bar = ProgressBar(stream, width=10, clock=lambda: next(times))
>>> bar(25, 100)
>>> bar(100, 100)
>>> print(stream.getvalue().replace("\\r", "\\n").strip())
simulate [##--------] 25/100 games, 12.5 games/s, 6 s left
simulate [##########] 100/100 games, 25.0 games/s, 4 s in all
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TextIO


def format_duration(seconds: float) -> str:
    """A time in whole seconds, minutes or hours, for people.

    >>> from hasenpfeffer.cli.progress import format_duration
    >>> format_duration(4.4), format_duration(125), format_duration(7380)
    ('4 s', '2 min 05 s', '2 h 03 min')
    """
    whole = round(seconds)
    if whole < 60:
        return f"{whole} s"
    if whole < 3600:
        return f"{whole // 60} min {whole % 60:02d} s"
    return f"{whole // 3600} h {whole % 3600 // 60:02d} min"


class ProgressBar:
    """Called as ``bar(done, total)``, draws a bar on ``stream`` in place:
    how many are done, how many per second so far, and the time left at
    that rate; once all are done, the time they took, and a new line.

    It draws at most every ``interval`` seconds of ``clock`` (and always
    the first and the last time); the rate counts from when the bar was
    made.  :meth:`close` ends a line left unfinished.

    >>> from hasenpfeffer.cli.progress import ProgressBar
    >>> import io
    >>> stream = io.StringIO()
    >>> bar = ProgressBar(stream, clock=lambda: 0.0)
    >>> bar(0, 4)
    >>> bar.close()
    >>> stream.getvalue().endswith("0/4 games\\n")
    True
    """

    def __init__(
        self,
        stream: TextIO,
        width: int = 30,
        *,
        label: str = "simulate",
        unit: str = "games",
        clock: Callable[..., float] = time.monotonic,
        interval: float = 0.2,
    ) -> None:
        self.stream = stream
        self.width = width
        self.label = label
        self.unit = unit
        self.clock = clock
        self.interval = interval
        self.start = clock()
        self._drawn_at: float | None = None
        self._length = 0
        self._open = False

    def __call__(self, done: int, total: int) -> None:
        now = self.clock()
        finished = done >= total
        if (
            not finished
            and self._drawn_at is not None
            and now - self._drawn_at < self.interval
        ):
            return
        self._drawn_at = now
        filled = self.width * done // total if total else self.width
        line = (
            f"{self.label} [{'#' * filled}{'-' * (self.width - filled)}] "
            f"{done}/{total} {self.unit}"
        )
        elapsed = now - self.start
        if done and elapsed > 0:
            rate = done / elapsed
            line += f", {rate:.1f} {self.unit}/s, "
            if finished:
                line += f"{format_duration(elapsed)} in all"
            else:
                line += f"{format_duration((total - done) / rate)} left"
        padding = " " * max(0, self._length - len(line))
        self._length = len(line)
        self._open = not finished
        self.stream.write(f"\r{line}{padding}" + ("\n" if finished else ""))
        self.stream.flush()

    def close(self) -> None:
        """End the line if the bar was drawn and is not finished, so that
        what comes next starts on a line of its own."""
        if self._open:
            self.stream.write("\n")
            self.stream.flush()
            self._open = False

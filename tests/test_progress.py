"""The progress bar of ``hasenpfeffer simulate``: games done, the rate so
far, and the time left at that rate, drawn in place on one line."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest

from hasenpfeffer.cli.progress import ProgressBar, format_duration


def clock(*times: float) -> Iterator[float]:
    return iter(times)


def drawn(stream: io.StringIO) -> list[str]:
    """The lines drawn, each redraw on a line of its own, spaces trimmed."""
    text = stream.getvalue().replace("\r", "\n")
    return [line.rstrip() for line in text.split("\n") if line]


def test_the_rate_and_the_time_left() -> None:
    # 10 of 100 games after 4 s: 2.5 games/s, so 90 games take 36 s more.
    times = clock(100.0, 104.0, 200.0)
    stream = io.StringIO()
    bar = ProgressBar(stream, width=10, clock=lambda: next(times))
    bar(10, 100)
    assert drawn(stream) == [
        "simulate [#---------] 10/100 games, 2.5 games/s, 36 s left"
    ]
    # All 100 after 100 s: 1.0 game/s, 1 min 40 s in all, and a new line.
    bar(100, 100)
    assert drawn(stream)[-1] == (
        "simulate [##########] 100/100 games, 1.0 games/s, 1 min 40 s in all"
    )
    assert stream.getvalue().endswith("\n")


def test_redraws_are_spaced_out_but_the_last_is_always_drawn() -> None:
    times = clock(0.0, 1.0, 1.1, 1.3, 1.35)
    stream = io.StringIO()
    bar = ProgressBar(stream, clock=lambda: next(times), interval=0.2)
    bar(1, 4)  # first: drawn
    bar(2, 4)  # 0.1 s later: not drawn
    bar(3, 4)  # 0.3 s after the last drawing: drawn
    bar(4, 4)  # the last: drawn however soon
    assert [line.split("] ")[1].split(",")[0] for line in drawn(stream)] == [
        "1/4 games",
        "3/4 games",
        "4/4 games",
    ]


def test_a_shorter_line_wipes_out_the_longer_one_before_it() -> None:
    times = clock(0.0, 1.0, 2.0)
    stream = io.StringIO()
    bar = ProgressBar(stream, width=4, clock=lambda: next(times))
    bar(1, 5000)  # 1 game/s: 4999 s left, "1 h 23 min left"
    bar(4000, 5000)  # 2000 games/s: "0 s left"
    first, second = stream.getvalue().split("\r")[1:]
    assert len(second) >= len(first)
    assert second.rstrip().endswith("0 s left")


def test_close_ends_an_unfinished_line_once() -> None:
    times = clock(0.0, 1.0)
    stream = io.StringIO()
    bar = ProgressBar(stream, clock=lambda: next(times))
    bar.close()
    assert stream.getvalue() == ""
    bar(1, 3)
    bar.close()
    bar.close()
    assert stream.getvalue().endswith("games, 1.0 games/s, 2 s left\n")
    assert stream.getvalue().count("\n") == 1


@pytest.mark.parametrize(
    ("seconds", "text"),
    [
        (0.4, "0 s"),
        (59.4, "59 s"),
        (60, "1 min 00 s"),
        (3599, "59 min 59 s"),
        (3600, "1 h 00 min"),
        (100_000, "27 h 46 min"),
    ],
)
def test_durations(seconds: float, text: str) -> None:
    assert format_duration(seconds) == text

"""The ``referee`` subcommand: the referee protocol on standard input and
output.

``hasenpfeffer referee`` reads requests, one JSON object a line, and writes
each answer on one line as soon as it is made; the protocol itself is
``hasenpfeffer._referee``.  A line over the limit is answered with an error
and read past, never held in memory whole.  The command ends with status 0
at the end of its input or after ``quit``.

>>> import io
>>> output = io.StringIO()
>>> requests = b'{"type": "start", "game": "a", "seed": 3}\\nnot json\\n'
>>> serve(io.BytesIO(requests), output)
0
>>> [line[:40] for line in output.getvalue().splitlines()]
['{"type": "started", "game": "a", "seed":', '{"type": "error", "code": "not_json", "m']
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import IO, Any, TextIO

from .._referee import MAX_LINE_BYTES, Referee

_Commands = Any
"""The object ``ArgumentParser.add_subparsers`` returns."""

_CHUNK = 1 << 16
"""How much of an overlong line is read, and dropped, at a time."""


def add_referee_command(commands: _Commands) -> None:
    """Add ``referee`` to the subcommands ``commands`` of a parser."""
    commands.add_parser(
        "referee",
        help="judge games for a program in any language: JSON lines on "
        "standard input and output",
        description="Host games of the family for another program: read one "
        "JSON request a line on standard input (start a game, deal, a seat's "
        "view, the legal actions, act, the record, validate a record, end) and "
        "write one JSON answer a line on standard output. The messages are "
        "specified by the JSON Schema schemas/referee.schema.json in the "
        "package. Exit status 0 at the end of input or after a quit request.",
    )


def serve(
    input: IO[bytes],
    output: TextIO,
    *,
    max_line_bytes: int = MAX_LINE_BYTES,
) -> int:
    """Answer the requests on ``input`` on ``output`` until the input ends
    or a ``quit`` request; the exit status."""
    referee = Referee(max_line_bytes=max_line_bytes)
    for line in _lines(input, max_line_bytes):
        answer = referee.handle_line(line)
        if answer is None:
            continue
        output.write(answer + "\n")
        output.flush()
        if referee.closed:
            break
    return 0


def run_referee() -> int:
    """Run ``hasenpfeffer referee`` on standard input and output."""
    return serve(sys.stdin.buffer, sys.stdout)


def _lines(stream: IO[bytes], limit: int) -> Iterator[bytes]:
    """The lines of ``stream``; of a line longer than ``limit`` bytes and
    its line break, only enough to tell that it is too long."""
    while True:
        line = stream.readline(limit + 3)
        if not line:
            return
        if not line.endswith(b"\n") and len(line) > limit + 2:
            _skip_rest_of_line(stream)
        yield line


def _skip_rest_of_line(stream: IO[bytes]) -> None:
    while True:
        chunk = stream.readline(_CHUNK)
        if not chunk or chunk.endswith(b"\n"):
            return

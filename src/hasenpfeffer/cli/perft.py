"""``hasenpfeffer perft LINE DEPTH [--divide]``: count the sequences of
legal decisions from a position, as chess engines do (see :doc:`/perft`).

``LINE`` is a position line (see :doc:`/notation`).  The command prints the
count; with ``--divide``, first each legal decision in its notation with
the count of the sequences that begin with it, then the total.  The exit
status is 0, or 2 for a line or depth that cannot be read (the reason then
goes to standard error).

>>> from hasenpfeffer.cli.app import main
>>> line = "hp1 hasenpfeffer 1 1 0 0,0 9CQDJHKHQSJK/QCTDAD9H9SAS/JC9DJDTHQHTS/TCACKDAHJSKS/KC -"
>>> main(["perft", line, "3"])
129
0
>>> main(["perft", line, "1", "--divide"])  # doctest: +NORMALIZE_WHITESPACE
pass 1
bid 1 1
bid 2 1
bid 3 1
bid 4 1
bid 5 1
bid 6 1
total 7
0
"""  # noqa: E501

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..errors import HasenpfefferError
from ..notation import from_notation
from ..oracle import MAX_PERFT_DEPTH, perft, perft_divide


def add_perft_command(commands: Any) -> None:
    """Add ``perft`` to the command line's subcommands."""
    command = commands.add_parser(
        "perft",
        help="count the sequences of legal decisions from a position",
        description="Count the sequences of DEPTH legal decisions from the "
        "position LINE (a hand that ends sooner ends its sequence). Exit "
        "status: 0, or 2 for a line or depth that cannot be read.",
    )
    command.add_argument("line", metavar="LINE", help="the position line")
    command.add_argument(
        "depth",
        metavar="DEPTH",
        help=f"how many decisions to look ahead, 0 to {MAX_PERFT_DEPTH}",
    )
    command.add_argument(
        "--divide",
        action="store_true",
        help="list the count after each first decision, then the total",
    )


def run_perft(arguments: argparse.Namespace) -> int:
    """Run ``hasenpfeffer perft``; returns the exit status."""
    depth_text: str = arguments.depth
    if not depth_text.isdigit() or int(depth_text) > MAX_PERFT_DEPTH:
        print(
            f"hasenpfeffer perft: DEPTH is a whole number from 0 to "
            f"{MAX_PERFT_DEPTH}, not {depth_text!r}",
            file=sys.stderr,
        )
        return 2
    try:
        state = from_notation(arguments.line)
    except HasenpfefferError as error:
        print(f"hasenpfeffer perft: {error}", file=sys.stderr)
        return 2
    depth = int(depth_text)
    if not arguments.divide:
        print(perft(state, depth))
        return 0
    counts = perft_divide(state, depth)
    for action, count in counts.items():
        print(f"{action} {count}")
    print(f"total {sum(counts.values()) if depth else 1}")
    return 0

"""The ``hasenpfeffer`` command.

``hasenpfeffer`` alone prints its help.  ``hasenpfeffer demo [--seed N]
[--record FILE] [rule flags]`` plays and prints a whole game between simple
computer players, and with ``--record`` writes its record (in the text
notation if FILE ends in ``.txt``, else JSON).  The rule flags are those of
:mod:`hasenpfeffer.cli.rule_flags`, the same for every command that plays.

``hasenpfeffer validate FILE [--json]`` checks a recorded game (JSON or the
text notation; ``-`` reads standard input) and prints the verdict, as text
or with ``--json`` as a JSON object.  The exit status is 0 for a legal game
(finished or not), 1 for an illegal one and 2 for input that is not a
record (or cannot be read); the reason then goes to standard error.

``hasenpfeffer show FILE [--seat N | --all]`` tells a recorded game hand by
hand: every card (the default, or ``--all``), or only what seat N could see
at each point (seats 0 to 3, or 0 to 2 in Three-Handed Euchre).  Its exit
statuses are those of ``validate``; an illegal game is told up to the first
illegal step.

``hasenpfeffer play [--seed N] [--bot heuristic|search|random|simple]
[--auto] [--save FILE] [rule flags]`` plays a game in the terminal, a
person at seat 0 against three bots (two in Three-Handed Euchre);
``hasenpfeffer simulate --games N --seed S --workers K [--team0 BOT]
[--team1 BOT] [--max-hands N] [--records DIR] [--json] [rule flags]`` plays
many games between two teams of bots and summarises them (see
:mod:`hasenpfeffer.cli.commands`).

``hasenpfeffer referee`` judges games for a program in any language: JSON
requests on standard input, one a line, and one JSON answer a line on
standard output (see :mod:`hasenpfeffer.cli.referee`).

``hasenpfeffer serve [--host H] [--port P] [--data DIR] [rule flags]``
serves tables in the browser (see :mod:`hasenpfeffer.cli.serve`; it needs
the ``server`` extra).

``hasenpfeffer perft LINE DEPTH [--divide]`` counts the sequences of
legal decisions from a position line (see :mod:`hasenpfeffer.cli.perft`).
``hasenpfeffer conformance [--engine COMMAND]`` checks an engine against
the conformance kit (see :mod:`hasenpfeffer.cli.conformance`).

Interrupted (Ctrl-C), a command stops with a one-line message and exit
status 130.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import Any

from .._version import __version__
from ..errors import InvalidValueError, RecordFormatError
from ..games import SPECS, spec_of
from ..oracle import validate
from ..records import GameRecord
from ..records._files import read_record_file, write_record_file
from ..state import new_game
from .commands import add_play_command, add_simulate_command, run_play, run_simulate
from .conformance import add_conformance_command, run_conformance
from .demo import demo_states
from .narration import narrate
from .perft import add_perft_command, run_perft
from .referee import add_referee_command, run_referee
from .rule_flags import add_rule_options, rules_from_options
from .serve import add_serve_command, run_serve
from .show import show_record

_INTERRUPTED = 130
"""The exit status after Ctrl-C (128 plus the number of SIGINT)."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="hasenpfeffer",
        description="Hasenpfeffer, the Euchre with a Joker: rules engine tools.",
    )
    parser.add_argument(
        "--version", action="version", version=f"%(prog)s {__version__}"
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    demo = commands.add_parser(
        "demo", help="play and print a whole game between computer players"
    )
    demo.add_argument(
        "--seed", type=int, default=None, help="seed of the game (default: random)"
    )
    demo.add_argument(
        "--record",
        metavar="FILE",
        help="also write the game's record to FILE (text notation if FILE "
        "ends in .txt, else JSON)",
    )
    add_rule_options(demo)
    check = commands.add_parser(
        "validate",
        help="check a recorded game and print the verdict",
        description="Check a recorded game (JSON or text notation) and print "
        "the verdict. Exit status: 0 legal, 1 illegal, 2 unreadable.",
    )
    check.add_argument("file", metavar="FILE", help="the record; - for standard input")
    check.add_argument(
        "--json", action="store_true", help="print the verdict as a JSON object"
    )
    _add_show_command(commands)
    add_play_command(commands)
    add_simulate_command(commands)
    add_referee_command(commands)
    add_serve_command(commands)
    add_perft_command(commands)
    add_conformance_command(commands)
    return parser


def _add_show_command(commands: Any) -> None:
    show = commands.add_parser(
        "show",
        help="tell a recorded game hand by hand, for every card or one seat",
        description="Tell a recorded game (JSON or text notation) hand by "
        "hand: the deals, the auctions, every trick and the scores. Exit "
        "status: 0 legal, 1 illegal (told up to the first illegal step), 2 "
        "unreadable.",
    )
    show.add_argument("file", metavar="FILE", help="the record; - for standard input")
    audience = show.add_mutually_exclusive_group()
    audience.add_argument(
        "--seat",
        type=int,
        choices=range(max(spec.players for spec in SPECS.values())),
        metavar="N",
        help="only what seat N (0 to 3; 0 to 2 in Three-Handed Euchre) could "
        "see: its own cards, the public actions, and the widow and its discard "
        "when it is the maker (the dealer's discard when it is the dealer, in "
        "the Euchres)",
    )
    audience.add_argument(
        "--all",
        action="store_true",
        help="every card, the widow and the discard too (the default)",
    )


def _read(command: str, path: str) -> GameRecord | tuple[str, str | None]:
    """The record in ``path`` (``-``: standard input); if it cannot be
    read, say why on standard error and return the reason and where."""
    try:
        return read_record_file(path)
    except (OSError, RecordFormatError) as error:
        if isinstance(error, OSError):
            reason = error.strerror or str(error)
            location = None
        else:
            reason, location = error.reason, error.location
    name = "standard input" if path == "-" else path
    where = f"{name}: {reason}" if location is None else f"{name}: {location}: {reason}"
    print(f"hasenpfeffer {command}: {where}", file=sys.stderr)
    return reason, location


def _validate(path: str, as_json: bool) -> int:
    """``hasenpfeffer validate``: print the verdict, return the exit status."""
    record = _read("validate", path)
    if not isinstance(record, GameRecord):
        if as_json:
            reason, location = record
            data = {"readable": False, "error": reason, "location": location}
            print(json.dumps(data))
        return 2
    verdict = validate(record)
    if as_json:
        print(json.dumps({"readable": True, **verdict.to_dict()}))
    else:
        print(verdict)
    return 0 if verdict.legal else 1


def _show(path: str, seat: int | None) -> int:
    """``hasenpfeffer show``: tell the game, return the exit status."""
    record = _read("show", path)
    if not isinstance(record, GameRecord):
        return 2
    players = spec_of(record.rules).players
    if seat is not None and seat >= players:
        print(
            f"hasenpfeffer show: --seat {seat}: {record.rules.game.title} has "
            f"seats 0 to {players - 1}",
            file=sys.stderr,
        )
        return 2
    for line in show_record(record, seat):
        print(line)
    return 0 if validate(record).legal else 1


def _demo(arguments: argparse.Namespace) -> int:
    """``hasenpfeffer demo``: play, print and perhaps record a game."""
    try:
        rules = rules_from_options(arguments)
    except InvalidValueError as error:
        print(f"hasenpfeffer demo: {error}", file=sys.stderr)
        return 2
    states = list(demo_states(new_game(rules=rules, seed=arguments.seed)))
    if arguments.record is not None:
        try:
            write_record_file(states[-1].to_record(), arguments.record)
        except OSError as error:
            reason = error.strerror or str(error)
            print(
                f"hasenpfeffer demo: cannot write {arguments.record}: {reason}",
                file=sys.stderr,
            )
            return 2
    for line in narrate(states, face_down=True):
        print(line)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    >>> import os, tempfile
    >>> import hasenpfeffer as hp
    >>> path = os.path.join(tempfile.mkdtemp(), "game.txt")
    >>> main(["demo", "--seed", "1", "--record", path])  # doctest: +ELLIPSIS
    A game of Hasenpfeffer (seed 1), first to 10.
    ...
    Team 1 (seats 1 and 3) wins the game, 10 to 3.
    0
    >>> main(["validate", path])
    legal
    finished after 5 hands: team 1 won; scores 3 to 10
    0
    """
    parser = _parser()
    arguments = parser.parse_args(argv)
    try:
        if arguments.command is None:
            parser.print_help()
            return 0
        if arguments.command == "validate":
            return _validate(arguments.file, arguments.json)
        if arguments.command == "show":
            return _show(arguments.file, arguments.seat)
        if arguments.command == "play":
            return run_play(arguments)
        if arguments.command == "simulate":
            return run_simulate(arguments)
        if arguments.command == "referee":
            return run_referee()
        if arguments.command == "serve":
            return run_serve(arguments)
        if arguments.command == "perft":
            return run_perft(arguments)
        if arguments.command == "conformance":
            return run_conformance(arguments)
        return _demo(arguments)
    except BrokenPipeError:
        _quiet_stdout()
        return 0
    except KeyboardInterrupt:
        print(f"hasenpfeffer {arguments.command or ''}: interrupted", file=sys.stderr)
        return _INTERRUPTED


def _quiet_stdout() -> None:
    """After a reader closed the pipe (``| head``), send what is left of
    standard output nowhere, so that Python's exit does not complain."""
    try:
        descriptor = sys.stdout.fileno()
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, descriptor)
        finally:
            os.close(devnull)
    except (AttributeError, OSError, ValueError):
        pass  # not a file of the system: nothing is left to complain at exit


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

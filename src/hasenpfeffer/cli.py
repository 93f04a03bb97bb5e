"""The ``hasenpfeffer`` command.

``hasenpfeffer demo [--seed N] [--pepper] [--lone-hands]`` plays and prints
a whole game between simple computer players.

``hasenpfeffer validate FILE [--json]`` checks a recorded game (JSON or the
text notation; ``-`` reads standard input) and prints the verdict, as text
or with ``--json`` as a JSON object.  The exit status is 0 for a legal game
(finished or not), 1 for an illegal one and 2 for input that is not a
record (or cannot be read); the reason then goes to standard error.

``hasenpfeffer play [--seed N] [--bot heuristic|search|random|simple]
[rule flags]`` plays a game in the terminal, a person at seat 0 against
three bots; ``hasenpfeffer simulate --games N --seed S --workers K
[--team0 BOT] [--team1 BOT] [--max-hands N] [--json] [rule flags]`` plays
many games between two teams of bots and summarises them (see
:mod:`hasenpfeffer.commands`).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from . import __version__
from .commands import add_play_command, add_simulate_command, run_play, run_simulate
from .demo import narrate_game
from .errors import RecordFormatError
from .oracle import validate
from .records import load_record
from .rules import Bidding, Rules
from .state import new_game

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="hasenpfeffer",
        description="Hasenpfeffer, the Euchre with a Joker: rules engine tools.",
    )
    parser.add_argument(
        "--version", action="version", version=f"%(prog)s {__version__}"
    )
    commands = parser.add_subparsers(dest="command", required=True)
    demo = commands.add_parser(
        "demo", help="play and print a whole game between computer players"
    )
    demo.add_argument(
        "--seed", type=int, default=None, help="seed of the game (default: random)"
    )
    demo.add_argument("--pepper", action="store_true", help="use pepper bidding")
    demo.add_argument(
        "--lone-hands",
        action="store_true",
        help="let the maker go alone, and a defender against a lone maker",
    )
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
    add_play_command(commands)
    add_simulate_command(commands)
    return parser


def _validate(path: str, as_json: bool) -> int:
    """``hasenpfeffer validate``: print the verdict, return the exit status."""
    name = "standard input" if path == "-" else path
    try:
        if path == "-":
            stdin = getattr(sys.stdin, "buffer", None)
            if stdin is None:
                raise RecordFormatError("there is no standard input", location="input")
            record = load_record(stdin)
        else:
            record = load_record(path)
    except (OSError, RecordFormatError) as error:
        if isinstance(error, OSError):
            reason = error.strerror or str(error)
            location = None
        else:
            reason, location = error.reason, error.location
        message = (
            f"{name}: {reason}" if location is None else f"{name}: {location}: {reason}"
        )
        print(f"hasenpfeffer validate: {message}", file=sys.stderr)
        if as_json:
            data = {"readable": False, "error": reason, "location": location}
            print(json.dumps(data))
        return 2
    verdict = validate(record)
    if as_json:
        print(json.dumps({"readable": True, **verdict.to_dict()}))
    else:
        print(verdict)
    return 0 if verdict.legal else 1


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    arguments = _parser().parse_args(argv)
    if arguments.command == "validate":
        return _validate(arguments.file, arguments.json)
    if arguments.command == "play":
        return run_play(arguments)
    if arguments.command == "simulate":
        return run_simulate(arguments)
    if arguments.command == "demo":
        rules = Rules(
            bidding=Bidding.PEPPER if arguments.pepper else Bidding.STANDARD,
            lone_hands=arguments.lone_hands,
            lone_defender=arguments.lone_hands,
        )
        try:
            for line in narrate_game(new_game(rules=rules, seed=arguments.seed)):
                print(line)
        except BrokenPipeError:
            sys.stderr.close()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

"""The ``hasenpfeffer`` command.

``hasenpfeffer demo [--seed N] [--pepper] [--lone-hands]`` plays and prints
a whole game between simple computer players.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import __version__
from .demo import narrate_game
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
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    arguments = _parser().parse_args(argv)
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

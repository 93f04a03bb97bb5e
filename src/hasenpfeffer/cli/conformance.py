"""``hasenpfeffer conformance [--engine COMMAND] [--game GAME] [--limit N]``:
check an engine against the conformance kit (see :doc:`/conformance`).

Without ``--engine`` the command checks this library, through the referee
protocol in-process.  With it, it starts COMMAND (split as a shell would,
without a shell) and asks every question over the program's standard input
and output in the referee protocol, one JSON object a line.  It prints one
line per game, each disagreement with the case's id, and the total; the
exit status is 0 when every answer agrees, 1 when one does not, and 2 when
the engine cannot be started or stops answering.

>>> from hasenpfeffer.cli.app import main
>>> main(["conformance", "--game", "euchre", "--limit", "20"])  # doctest: +ELLIPSIS
euchre: 20 cases, all agree
20 cases, all agree (... s)
0
"""

from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
import time
from typing import Any

from .._conformance import Ask, check_case, read_cases
from .._referee import Referee
from ..rules import Game

_SHOWN = 20
"""The most disagreements printed for each game."""


def add_conformance_command(commands: Any) -> None:
    """Add ``conformance`` to the command line's subcommands."""
    command = commands.add_parser(
        "conformance",
        help="check an engine (this library by default) against the conformance kit",
        description="Ask the conformance kit's questions of an engine that "
        "speaks the referee protocol, and report every disagreement. Exit "
        "status: 0 all agree, 1 a disagreement, 2 the engine failed.",
    )
    command.add_argument(
        "--engine",
        metavar="COMMAND",
        help="the program to check, which reads requests on standard input "
        "and answers on standard output (default: this library)",
    )
    command.add_argument(
        "--game",
        choices=[game.value for game in Game],
        help="only the cases of this game",
    )
    command.add_argument(
        "--limit", type=int, metavar="N", help="only the first N cases of each game"
    )


class _Engine:
    """A program that speaks the referee protocol, one line each way."""

    def __init__(self, command: str) -> None:
        self.process = subprocess.Popen(
            shlex.split(command),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
        )

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        assert self.process.stdin is not None and self.process.stdout is not None
        try:
            self.process.stdin.write(json.dumps(request) + "\n")
            self.process.stdin.flush()
        except OSError:
            raise _EngineStoppedError("the engine stopped reading") from None
        line = self.process.stdout.readline()
        if not line:
            raise _EngineStoppedError("the engine stopped answering")
        try:
            answer = json.loads(line)
        except json.JSONDecodeError:
            raise _EngineStoppedError(f"the engine answered {line[:80]!r}") from None
        if not isinstance(answer, dict):
            raise _EngineStoppedError(f"the engine answered {line[:80]!r}")
        return answer

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


class _EngineStoppedError(Exception):
    pass


def run_conformance(arguments: argparse.Namespace) -> int:
    """Run ``hasenpfeffer conformance``; returns the exit status."""
    if arguments.limit is not None and arguments.limit < 1:
        print("hasenpfeffer conformance: --limit is 1 or more", file=sys.stderr)
        return 2
    games = [Game(arguments.game)] if arguments.game else list(Game)
    engine = None
    ask: Ask = Referee().handle
    if arguments.engine is not None:
        try:
            engine = _Engine(arguments.engine)
        except (OSError, ValueError) as error:
            print(
                f"hasenpfeffer conformance: cannot start the engine: {error}",
                file=sys.stderr,
            )
            return 2
        ask = engine.ask
    started = time.perf_counter()
    total = disagreements = 0
    try:
        for game in games:
            cases = read_cases(game)[: arguments.limit]
            found = []
            for case in cases:
                problem = check_case(case, ask)
                if problem is not None:
                    found.append(f"  {case['id']} ({case['question']}): {problem}")
            total += len(cases)
            disagreements += len(found)
            print(f"{game.value}: {_summary(len(cases), len(found))}")
            for line in found[:_SHOWN]:
                print(line)
            if len(found) > _SHOWN:
                print(f"  ... and {len(found) - _SHOWN} more")
    except _EngineStoppedError as error:
        print(f"hasenpfeffer conformance: {error}", file=sys.stderr)
        return 2
    finally:
        if engine is not None:
            engine.close()
    seconds = time.perf_counter() - started
    print(f"{_summary(total, disagreements)} ({seconds:.1f} s)")
    return 0 if disagreements == 0 else 1


def _summary(cases: int, disagreements: int) -> str:
    if not disagreements:
        return f"{cases} cases, all agree"
    return f"{cases} cases, {disagreements} disagree"

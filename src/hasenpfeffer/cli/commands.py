"""The ``play`` and ``simulate`` subcommands of the ``hasenpfeffer`` command.

:mod:`hasenpfeffer.cli` registers them with :func:`add_play_command` and
:func:`add_simulate_command` and runs them with :func:`run_play` and
:func:`run_simulate`.  Both take the rule flags of
:mod:`hasenpfeffer.cli.rule_flags` (:func:`add_rule_options`); without
flags each game has its own rules.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TextIO

from ..bots._base import DEFAULT_MAX_HANDS
from ..bots._specs import is_bot_spec
from ..errors import InvalidValueError
from ..games import spec_of
from ..records._files import write_record_file
from ..records._limits import MAX_DEALS
from ..simulation import (
    BotError,
    SimulationConfig,
    SimulationInterrupted,
    Summary,
    simulate,
)
from ..simulation._bots import BOT_NAMES, make_bot
from ..simulation._workers import MAX_WORKERS_PER_CPU, StopSignals, max_workers
from ..state import GameState, new_game
from .play import TerminalGame
from .progress import ProgressBar

# Re-exported for the other commands that play: serve.
from .rule_flags import add_rule_options as add_rule_options
from .rule_flags import rules_from_options as rules_from_options

BOT_FAILED = 3
"""The exit status of ``simulate`` when a bot fails: it raises an exception,
calls ``sys.exit``, or answers with what is not a legal action."""

_Commands = Any
"""The object ``ArgumentParser.add_subparsers`` returns."""


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(
            f"expected a positive whole number, not {text!r}"
        )
    return value


def _bot_option(
    parser: argparse.ArgumentParser, *names: str, default: str, what: str
) -> None:
    parser.add_argument(
        *names,
        choices=BOT_NAMES,
        default=default,
        help=f"{what} (default: {default})",
    )


def _samples_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--samples",
        type=_positive,
        default=20,
        metavar="N",
        help="deals a search bot solves per decision (default: 20)",
    )


def add_play_command(commands: _Commands) -> None:
    """Add ``play`` to the subcommands ``commands`` of a parser.

    >>> import argparse
    >>> parser = argparse.ArgumentParser()
    >>> add_play_command(parser.add_subparsers(dest="command"))
    >>> options = parser.parse_args(["play", "--seed", "4", "--bot", "random"])
    >>> options.command, options.seed, options.bot
    ('play', 4, 'random')
    """
    play = commands.add_parser(
        "play",
        help="play a game in the terminal against three bots (two in "
        "Three-Handed Euchre)",
        description="Play a game at seat 0, partnered with seat 2, against "
        "three bots (in Three-Handed Euchre for yourself, against two bots). "
        "At each turn type the number of a choice or its notation "
        "(JH, bid 3 or trump H, pass), or a command: hint (what the heuristic "
        "bot would do, and why), undo (take back your last decision), last (the last "
        "trick), help; quit or Ctrl-D leaves. Cards show their suit symbols in "
        "colour on a terminal, unless NO_COLOR is set.",
    )
    play.add_argument(
        "--seed",
        type=int,
        default=None,
        help="seed of the game (default: random, and printed so that the game "
        "can be dealt again)",
    )
    play.add_argument(
        "--auto",
        action="store_true",
        help="play your card for you when it is your only legal card",
    )
    play.add_argument(
        "--save",
        metavar="FILE",
        default=None,
        help="write the game's record to FILE when the game ends or you leave: "
        "the text notation if FILE ends in .txt, JSON otherwise",
    )
    _bot_option(
        play,
        "--bot",
        default="heuristic",
        what="the bots at the other seats: 1 to 3, or 1 and 2 in Three-Handed Euchre",
    )
    _samples_option(play)
    add_rule_options(play)


def run_play(
    options: argparse.Namespace,
    input: TextIO | None = None,
    output: TextIO | None = None,
) -> int:
    """Run ``hasenpfeffer play`` with parsed ``options``; the exit status.

    >>> import argparse, io
    >>> parser = argparse.ArgumentParser()
    >>> add_play_command(parser.add_subparsers(dest="command"))
    >>> out = io.StringIO()
    >>> run_play(parser.parse_args(["play", "--seed", "1"]), io.StringIO("quit"), out)
    0
    >>> out.getvalue().splitlines()[-1]
    'Goodbye.'

    With ``--save FILE`` the record is written to the file at the start (so
    that a file that cannot be written is known at once: exit status 2) and
    again when the game ends or the person leaves.
    """
    try:
        rules = rules_from_options(options)
    except InvalidValueError as error:
        print(f"hasenpfeffer play: {error}", file=sys.stderr)
        return 2
    state = new_game(rules, seed=options.seed)
    bots = [
        None
        if seat == 0
        else make_bot(options.bot, f"{state.seed}/{seat}", options.samples)
        for seat in spec_of(rules).seats
    ]
    save = getattr(options, "save", None)
    if save is not None and not _save_record(save, state):
        return 2
    game = TerminalGame(
        state,
        input,
        output,
        bots,
        auto=bool(getattr(options, "auto", False)),
        show_seed=options.seed is None,
    )
    finished = False
    try:
        game.run()
        finished = True
    except BrokenPipeError:
        _silence(sys.stdout if output is None else output)
    finally:
        saved = save is None or _save_record(save, game.state)
    if save is not None and saved and finished:
        game.say(f"The game's record is saved in {save}.")
    return 0 if saved else 1


def _save_record(path: str, state: GameState) -> bool:
    """Write the record of ``state``'s game to ``path`` (the text notation
    for a ``.txt`` file, JSON otherwise); whether it could be written (if
    not, the reason goes to standard error)."""
    try:
        write_record_file(state.to_record(), path)
    except OSError as error:
        reason = error.strerror or str(error)
        print(f"hasenpfeffer play: cannot write {path}: {reason}", file=sys.stderr)
        return False
    return True


def add_simulate_command(commands: _Commands) -> None:
    """Add ``simulate`` to the subcommands ``commands`` of a parser.

    >>> import argparse
    >>> parser = argparse.ArgumentParser()
    >>> add_simulate_command(parser.add_subparsers(dest="command"))
    >>> options = parser.parse_args(["simulate", "--games", "8", "--workers", "2"])
    >>> options.games, options.workers, options.team0, options.team1
    (8, 2, 'heuristic', 'random')
    """
    simulation = commands.add_parser(
        "simulate",
        help="play many games between two teams of bots and summarise them",
        description="Play many games between two teams of bots (in "
        "Three-Handed Euchre, where each plays for themselves, team 0's bot "
        "as player 0 against team 1's as players 1 and 2), in parallel "
        "processes, and print the wins of each team (or player) with a 95% "
        "interval, the "
        "points per hand, and how often each bid wins the auction and is made. "
        "Game i uses seed S+i, so the result depends on the seed alone. "
        "Ctrl-C or SIGTERM stops it cleanly, a bot of your own that never "
        "answers too: the report of the games finished so far, and exit status "
        "130 or 143. A bot that fails (raises an exception, calls sys.exit, or "
        "answers with what is not a legal action) stops it with a message "
        "naming the bot, the game and the position, the report of the games "
        "finished before, and exit status 3.",
    )
    simulation.add_argument(
        "--games", type=_positive, default=100, metavar="N", help="games (default: 100)"
    )
    simulation.add_argument(
        "--seed", type=int, default=0, metavar="S", help="seed of game 0 (default: 0)"
    )
    simulation.add_argument(
        "--workers",
        type=_positive,
        default=1,
        metavar="K",
        help=f"processes to play in (default: 1; at most {MAX_WORKERS_PER_CPU} "
        "per processor)",
    )
    _team_option(
        simulation,
        "--team0",
        default="heuristic",
        what="team 0 (player 0 in Three-Handed Euchre)",
    )
    _team_option(
        simulation,
        "--team1",
        default="random",
        what="team 1 (players 1 and 2 in Three-Handed Euchre)",
    )
    simulation.add_argument(
        "--max-hands",
        type=_positive,
        default=DEFAULT_MAX_HANDS,
        metavar="N",
        help="a game not over after N hands is unfinished (default: "
        f"{DEFAULT_MAX_HANDS}; at "
        f"most {MAX_DEALS}, the most hands a game deals)",
    )
    simulation.add_argument(
        "--no-swap",
        action="store_true",
        help="keep team 0 at seats 0 and 2, or each player p at seat p in "
        "Three-Handed Euchre (default: change seats every other game, or move "
        "each player one seat to the left every game)",
    )
    simulation.add_argument(
        "--duplicate",
        action="store_true",
        help="play in duplicate: boards of one game for each side (2, or 3 in "
        "Three-Handed Euchre), all dealt the same cards from one seed, each side "
        "holding each seat's cards once; reports the points per deal of team 0 "
        "less the others' with a 95%% interval (--games must be a multiple of "
        "the number of sides)",
    )
    simulation.add_argument(
        "--ray",
        nargs="?",
        const=True,
        default=False,
        metavar="ADDRESS",
        help="play the games on a Ray cluster instead of --workers local "
        "processes (the ray extra): the cluster at ADDRESS (HOST:PORT, auto for "
        "the running one, local for a new local instance), or without ADDRESS "
        "the one Ray finds, else a local instance; the report is the same",
    )
    _samples_option(simulation)
    simulation.add_argument(
        "--records",
        metavar="DIR",
        default=None,
        help="write each game's record into DIR (made if missing) as JSON, one "
        "file per game named by its number, such as game-007.json",
    )
    simulation.add_argument(
        "--json", action="store_true", help="print the summary as a JSON object"
    )
    simulation.add_argument(
        "--progress",
        action="store_true",
        help="show a progress bar, with the rate and the time left, on standard "
        "error even if it is not a terminal",
    )
    add_rule_options(simulation)


def _team_option(
    parser: argparse.ArgumentParser, name: str, default: str, what: str
) -> None:
    parser.add_argument(
        name,
        default=default,
        metavar="BOT",
        help=f"the bots of {what}: {', '.join(BOT_NAMES)}, or a bot class of "
        f"your own as module:Class (default: {default})",
    )


def run_simulate(
    options: argparse.Namespace,
    output: TextIO | None = None,
    errors: TextIO | None = None,
) -> int:
    """Run ``hasenpfeffer simulate`` with parsed ``options``; the exit status.

    The progress bar goes to ``errors`` (standard error) if it is a
    terminal or ``--progress`` asks for it.  A bot of your own
    (``module:Class``) is looked for on Python's path and in the current
    directory.  A bot that cannot be loaded, or a records directory that
    cannot be made, gives a one-line message and exit status 2.  SIGINT
    (Ctrl-C) and SIGTERM stop the games, print the report of those
    finished, and give exit status 130 and 143; a bot of your own still
    thinking is stopped too, and the message names it and its position.
    A bot that fails (:class:`~hasenpfeffer.simulation.BotError`) stops
    the games with a one-line message naming the bot, the game and the
    position, the report of the games finished before, and exit status
    :data:`BOT_FAILED` (3).

    >>> import argparse, io, json
    >>> parser = argparse.ArgumentParser()
    >>> add_simulate_command(parser.add_subparsers(dest="command"))
    >>> out = io.StringIO()
    >>> options = parser.parse_args(["simulate", "--games", "2", "--json"])
    >>> run_simulate(options, out, io.StringIO())
    0
    >>> json.loads(out.getvalue())["teams"][0]["wins"]
    2
    """
    output = sys.stdout if output is None else output
    errors = sys.stderr if errors is None else errors
    workers = options.workers
    if workers > max_workers():
        print(
            f"hasenpfeffer simulate: --workers {workers} is more than "
            f"{MAX_WORKERS_PER_CPU} per processor; using {max_workers()}",
            file=errors,
        )
        workers = max_workers()
    if (is_bot_spec(options.team0) or is_bot_spec(options.team1)) and (
        os.getcwd() not in sys.path
    ):
        sys.path.insert(0, os.getcwd())
    try:
        config = SimulationConfig(
            games=options.games,
            seed=options.seed,
            team0=options.team0,
            team1=options.team1,
            rules=rules_from_options(options),
            max_hands=options.max_hands,
            samples=options.samples,
            swap_seats=not options.no_swap,
            duplicate=options.duplicate,
        )
        if options.records is not None:
            os.makedirs(options.records, exist_ok=True)
    except (InvalidValueError, OSError) as error:
        print(f"hasenpfeffer simulate: {_reason(error)}", file=errors)
        return 2
    bar = ProgressBar(errors) if options.progress or errors.isatty() else None
    status, problem = 0, ""
    waiting: tuple[str, ...] = ()
    with StopSignals() as signals:
        try:
            summary: Summary | None = simulate(
                config,
                workers,
                bar,
                records=options.records,
                keep_outcomes=False,
                stop=signals.caught,
                ray=options.ray,
            )
        except SimulationInterrupted as interruption:
            summary = interruption.summary
            status = 128 + (signals.received or signal.SIGINT)
            waiting = interruption.waiting
        except BotError as error:
            summary, status, problem = error.summary, BOT_FAILED, str(error)
        except InvalidValueError as error:
            # Only with --ray: Ray missing or the cluster out of reach.
            summary, status, problem = None, 2, _reason(error)
        except BrokenProcessPool:
            summary = None
            status = 1 if signals.received is None else 128 + signals.received
            problem = "a worker process ended abruptly"
        except OSError as error:
            summary, status, problem = None, 1, _reason(error)
    if bar is not None:
        bar.close()
    if status > 128:
        problem = f"stopped by {signal.Signals(status - 128).name}"
        if summary is not None:
            problem += f" after {summary.games} of {config.games} games"
        problem += "".join(f", while {text}" for text in waiting)
    if status:
        print(f"hasenpfeffer simulate: {problem}", file=errors)
    if summary is None or not summary.games:
        return status
    text = json.dumps(summary.to_dict(), indent=2) if options.json else summary.format()
    try:
        print(text, file=output, flush=True)
    except BrokenPipeError:
        _silence(output)
    return status


def _reason(error: Exception) -> str:
    """What went wrong, in one line: an error of the library says it
    itself; a file that cannot be written or made is named."""
    if isinstance(error, OSError) and error.strerror:
        where = f"{error.filename}: " if error.filename else ""
        return f"{where}{error.strerror}"
    return str(error)


def _silence(output: TextIO) -> None:
    """After a reader closed the pipe (``| head``), send what is left of
    standard output nowhere, so that Python's exit does not complain."""
    if output is sys.stdout:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())

"""The ``serve`` subcommand: tables in the browser.

``hasenpfeffer serve [--host 127.0.0.1] [--port 8000] [--data DIR]
[--allowed-host NAME] [--allow-origin ORIGIN] [--max-tables N]
[--bot-delay SECONDS] [rule flags]`` runs the web server of
:mod:`hasenpfeffer.server` with uvicorn, and prints the address to open
once it listens.  The rule flags are the rules that the page's form for a
new table starts from.  It needs the ``server`` extra; without it the
command says how to install it and ends with status 1.
"""

from __future__ import annotations

import argparse
import socket
import sys
from typing import Any, TextIO

from ..errors import InvalidValueError
from .commands import add_rule_options, rules_from_options

_Commands = Any
"""The object ``ArgumentParser.add_subparsers`` returns."""

SHUTDOWN_SECONDS = 5
"""How long the server waits, once told to stop, for its connections to
close: a tab that never reads would otherwise hold it up for good."""


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 <= value <= 60:
        raise argparse.ArgumentTypeError(
            f"expected a number of seconds from 0 to 60, not {text!r}"
        )
    return value


def _count(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 10**9:
        raise argparse.ArgumentTypeError(
            f"expected a whole number from 1 to 1000000000, not {text!r}"
        )
    return int(text)


def _port(text: str) -> int:
    if not text.isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(
            f"expected a port from 0 to 65535, not {text!r}"
        )
    return int(text)


def add_serve_command(commands: _Commands) -> None:
    """Add ``serve`` to the subcommands ``commands`` of a parser."""
    parser = commands.add_parser(
        "serve",
        help="play in the browser: a web server of tables (needs the server extra)",
        description="Serve tables of the family in the browser: a person plays "
        "against bots, or up to four people play by sending a link. Games are "
        "saved in SQLite after every move and resume after a restart.",
    )
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help="the address to listen on (default: 127.0.0.1, this machine only)",
    )
    parser.add_argument(
        "--port",
        type=_port,
        default=8000,
        help="the port to listen on (default: 8000; 0 picks a free one)",
    )
    parser.add_argument(
        "--data",
        default=None,
        help="the folder of the tables' database (default: the user's data "
        "folder, hasenpfeffer in it)",
    )
    parser.add_argument(
        "--allowed-host",
        action="append",
        default=[],
        metavar="NAME",
        help="another name the server answers to, such as the name a proxy "
        "forwards (repeatable; it always answers to localhost, 127.0.0.1, ::1 "
        "and --host, and on every address to the machine's name)",
    )
    parser.add_argument(
        "--allow-origin",
        action="append",
        default=[],
        metavar="ORIGIN",
        help="a site whose pages may make tables and open their sockets here, "
        "such as https://cards.example (repeatable; by default only the "
        "server's own pages)",
    )
    parser.add_argument(
        "--max-tables",
        type=_count,
        default=10_000,
        metavar="N",
        help="the most tables the server keeps; past it no new table is made "
        "(default: 10000)",
    )
    parser.add_argument(
        "--bot-delay",
        type=_seconds,
        default=0.6,
        help="seconds a bot waits before each move (default: 0.6)",
    )
    add_rule_options(parser)


def run_serve(options: argparse.Namespace, output: TextIO | None = None) -> int:
    """Run ``hasenpfeffer serve`` with parsed ``options`` until stopped;
    the exit status."""
    output = output or sys.stdout
    try:
        import uvicorn

        from ..server import create_app
        from ..server._guard import server_names
        from ..server._store import default_data_dir
    except ImportError:
        print(
            "hasenpfeffer serve needs the server extra: "
            'python -m pip install "hasenpfeffer[server]"',
            file=sys.stderr,
        )
        return 1
    try:
        rules = rules_from_options(options)
    except InvalidValueError as error:
        print(f"hasenpfeffer serve: {error}", file=sys.stderr)
        return 2
    data = options.data if options.data is not None else default_data_dir()
    listener = socket.socket(socket.AF_INET6 if ":" in options.host else socket.AF_INET)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listener.bind((options.host, options.port))
        # Listening before the address is printed: a browser that connects
        # at once waits in the queue until uvicorn has started.
        listener.listen(2048)
    except OSError as error:
        print(
            f"hasenpfeffer serve: cannot listen on {options.host} port "
            f"{options.port}: {error.strerror}",
            file=sys.stderr,
        )
        listener.close()
        return 2
    host, port = listener.getsockname()[:2]
    app = create_app(
        data,
        rules=rules,
        bot_delay=options.bot_delay,
        max_tables=options.max_tables,
        hosts=server_names(options.host, options.allowed_host),
        allowed_origins=options.allow_origin,
    )
    shown_host = f"[{host}]" if ":" in host else host
    print(
        f"Serving Hasenpfeffer tables at http://{shown_host}:{port}/ "
        f"(data in {data}); Ctrl-C stops.",
        file=output,
        flush=True,
    )
    # A client's message is refused past 4,096 bytes; uvicorn need not
    # take in more than a little over that.
    config = uvicorn.Config(
        app,
        log_level="warning",
        lifespan="on",
        ws_max_size=65_536,
        timeout_graceful_shutdown=SHUTDOWN_SECONDS,
    )
    uvicorn.Server(config).run(sockets=[listener])
    return 0

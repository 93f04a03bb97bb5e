"""``hasenpfeffer serve`` run for real, for the tests: a uvicorn server in
its own process on 127.0.0.1, on a free port that the command picks and
prints, with bots that move at once; or the same application under
uvicorn in a thread of the test's own process, listening on a socket that
the test sets up.

The browser tests drive it with Chromium; the restart test stops one and
starts another on the same data folder.
"""

from __future__ import annotations

import json
import os
import select
import socket
import subprocess
import sys
import threading
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

__all__ = ["Server", "running_server", "serving_in_a_thread"]

STARTUP_SECONDS = 60
"""How long a server may take to start and to stop, on a busy machine."""

# Straight to 127.0.0.1, whatever proxy the environment names.
_DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))


class Server:
    """A running ``hasenpfeffer serve``: its address and its process (none
    for a server in a thread)."""

    def __init__(self, process: subprocess.Popen[str] | None, url: str) -> None:
        self.process = process
        self.url = url

    def get(self, path: str) -> bytes:
        with _DIRECT.open(self.url + path, timeout=STARTUP_SECONDS) as got:
            body: bytes = got.read()
        return body

    def post(self, path: str, data: dict[str, Any]) -> dict[str, Any]:
        request = urllib.request.Request(
            self.url + path,
            data=json.dumps(data).encode(),
            headers={"Content-Type": "application/json"},
            method="POST",
        )
        with _DIRECT.open(request, timeout=STARTUP_SECONDS) as got:
            answer: dict[str, Any] = json.loads(got.read())
        return answer


@contextmanager
def running_server(data: Path, *flags: str) -> Iterator[Server]:
    """Start ``hasenpfeffer serve`` on 127.0.0.1 with its tables in
    ``data``; stop it on leaving."""
    environment = {**os.environ, "PYTHONUNBUFFERED": "1"}
    # The server's own messages go to a file, which it can never fill as
    # it could a pipe that nobody reads.
    log = open(data / "server.log", "w")  # noqa: SIM115
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "hasenpfeffer",
            "serve",
            "--port",
            "0",
            "--data",
            str(data),
            "--bot-delay",
            "0",
            *flags,
        ],
        stdout=subprocess.PIPE,
        stderr=log,
        text=True,
        env=environment,
    )
    try:
        assert process.stdout is not None
        ready, _, _ = select.select([process.stdout], [], [], STARTUP_SECONDS)
        line = process.stdout.readline() if ready else "(nothing printed)\n"
        assert line.startswith("Serving Hasenpfeffer tables at http://127.0.0.1:"), (
            line + (data / "server.log").read_text()
        )
        url = line.split(" at ")[1].split("/ ")[0]
        yield Server(process, url)
        assert "Traceback" not in (data / "server.log").read_text()
    finally:
        process.terminate()
        try:
            process.wait(STARTUP_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


@contextmanager
def serving_in_a_thread(
    data: Path, listener: socket.socket, **options: Any
) -> Iterator[Server]:
    """Serve :func:`~hasenpfeffer.server.create_app` with ``options`` on
    ``listener`` (bound to 127.0.0.1 and listening), under uvicorn in a
    thread, without uvicorn's keepalive pings; stop it on leaving."""
    import uvicorn

    from hasenpfeffer.server import create_app

    app = create_app(data, bot_delay=0, **options)
    config = uvicorn.Config(app, log_level="warning", ws_ping_interval=None)
    server = uvicorn.Server(config)
    # A client that connects at once waits in the listener's queue.
    thread = threading.Thread(
        target=server.run, kwargs={"sockets": [listener]}, daemon=True
    )
    thread.start()
    try:
        host, port = listener.getsockname()[:2]
        yield Server(None, f"http://{host}:{port}")
    finally:
        server.should_exit = True
        thread.join(STARTUP_SECONDS)
        if thread.is_alive():  # a connection that never closes
            server.force_exit = True
            thread.join(STARTUP_SECONDS)
        assert not thread.is_alive(), "the server did not stop"

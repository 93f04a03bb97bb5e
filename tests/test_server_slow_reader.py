"""A tab that stops reading holds up nobody but itself (docs/serve.rst,
"A tab that falls behind").

The server runs for real on 127.0.0.1, under uvicorn, with small send
buffers on its sockets (and uvicorn's keepalive pings off, which would
close a silent tab on their own clock).  Seat 1 of a table of two people
has two tabs: one that plays, and one that joins over a raw socket with a
small receive buffer and then never reads again, as a phone put to sleep.
The buffers toward it fill up, then its queue; it is dropped, while seat
0, seat 1's other tab and the bots play the game to its end.  Every wait
has a timeout; nothing sleeps.
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import signal
import socket
import struct
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
client = pytest.importorskip("websockets.asyncio.client")

from hasenpfeffer.cli.serve import SHUTDOWN_SECONDS  # noqa: E402

from .server_running import running_server, serving_in_a_thread  # noqa: E402

WAIT_SECONDS = 60
"""How long one message may take on a busy machine."""
BEHIND = 1013
"""The close code of a connection that fell behind (docs/serve.rst)."""
SMALL_BUFFER = 4096
"""The socket buffers of the server and of the stalled tab, in bytes."""


def stalled_tab(address: tuple[str, int], path: str, join: dict[str, Any]) -> Any:
    """A WebSocket over a raw socket, with a receive buffer as small as the
    system allows, that reads its handshake's answer, sends ``join`` and
    then reads nothing more."""
    raw = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, SMALL_BUFFER)
    raw.settimeout(WAIT_SECONDS)
    raw.connect(address)
    key = base64.b64encode(os.urandom(16)).decode()
    raw.sendall(
        (
            f"GET {path} HTTP/1.1\r\nHost: {address[0]}:{address[1]}\r\n"
            "Upgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    answer = b""
    while not answer.endswith(b"\r\n\r\n"):  # no byte past the handshake
        byte = raw.recv(1)
        assert byte, answer
        answer += byte
    assert answer.startswith(b"HTTP/1.1 101"), answer
    payload = json.dumps(join).encode()
    mask = os.urandom(4)
    assert len(payload) < 126
    raw.sendall(
        bytes([0x81, 0x80 | len(payload)])
        + mask
        + bytes(byte ^ mask[i % 4] for i, byte in enumerate(payload))
    )
    return raw


def frames_until_close(raw: Any) -> tuple[list[str], int]:
    """Read the stalled tab's frames at last: the texts it was sent, and the
    code of the close that ends them."""
    data = b""
    texts: list[str] = []

    def take(count: int) -> bytes:
        nonlocal data
        while len(data) < count:
            more = raw.recv(1 << 16)
            assert more, "the connection ended without a close frame"
            data += more
        taken, data = data[:count], data[count:]
        return taken

    while True:
        first, second = take(2)
        length = second & 0x7F
        if length == 126:
            (length,) = struct.unpack("!H", take(2))
        elif length == 127:
            (length,) = struct.unpack("!Q", take(8))
        payload = take(length)
        opcode = first & 0x0F
        if opcode == 0x8:
            (code,) = struct.unpack("!H", payload[:2])
            return texts, code
        if opcode == 0x1:
            texts.append(payload.decode())


async def play_seat(url: str, seat: int, key: str) -> list[dict[str, Any]]:
    """Play ``seat`` over a WebSocket, the first legal move each time, until
    the game is won; the updates received."""
    updates: list[dict[str, Any]] = []
    acted_on = None
    async with client.connect(url, max_size=None) as tab:
        await tab.send(json.dumps({"type": "join", "seat": seat, "key": key}))
        while True:
            message = json.loads(await asyncio.wait_for(tab.recv(), WAIT_SECONDS))
            if message["type"] != "update":
                continue
            updates.append(message)
            view = message["view"]
            if view["winner"] is not None:
                return updates
            if message["waiting_on"] != seat or view == acted_on:
                continue
            acted_on = view
            if view["phase"] == "deal":
                await tab.send(json.dumps({"type": "deal"}))
            else:
                move = {"type": "act", "action": view["legal_actions"][0]}
                await tab.send(json.dumps(move))


async def both_play(url: str, keys: dict[str, str]) -> list[list[dict[str, Any]]]:
    """Seat 0 and seat 1's other tab play the game to its end."""
    return list(
        await asyncio.gather(play_seat(url, 0, keys["0"]), play_seat(url, 1, keys["1"]))
    )


async def rejoin(url: str, seat: int, key: str) -> dict[str, Any]:
    async with client.connect(url, max_size=None) as tab:
        await tab.send(json.dumps({"type": "join", "seat": seat, "key": key}))
        answer = await asyncio.wait_for(tab.recv(), WAIT_SECONDS)
    joined: dict[str, Any] = json.loads(answer)
    return joined


def test_a_tab_that_stops_reading_is_dropped_and_the_game_goes_on(
    tmp_path: Path,
) -> None:
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    # A connection accepted takes its buffers' sizes from the listener.
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SMALL_BUFFER)
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    with serving_in_a_thread(tmp_path, listener, seed=33) as server:
        made = server.post("/api/tables", {"people": 2, "rules": {"target_score": 30}})
        keys, table = made["keys"], made["table"]
        host, port = server.url.removeprefix("http://").split(":")
        path = f"/api/tables/{table}/socket"
        url = f"ws://{host}:{port}{path}"
        stalled = stalled_tab(
            (host, int(port)), path, {"type": "join", "seat": 1, "key": keys["1"]}
        )
        try:
            first, second = asyncio.run(both_play(url, keys))
            received, code = frames_until_close(stalled)
        finally:
            stalled.close()
        joined = asyncio.run(rejoin(url, 1, keys["1"]))

    # Seat 0 and seat 1's other tab saw the game to its end, and the bots
    # kept playing: far more moves than the stalled tab ever took in.
    end, also_end = first[-1]["view"], second[-1]["view"]
    assert end["winner"] is not None and end["phase"] == "game_over"
    assert (also_end["winner"], also_end["scores"]) == (end["winner"], end["scores"])
    updates = [json.loads(text) for text in received if '"type": "update"' in text]
    assert updates, "the stalled tab joined and got its first update"
    assert all(update["view"]["winner"] is None for update in updates)
    assert len(first) > 2 * len(updates)
    # It was closed as fallen behind, and its seat's link seats it again.
    assert code == BEHIND
    assert joined["type"] == "joined" and joined["seat"] == 1


def test_the_server_stops_on_sigterm_beside_a_tab_that_never_reads(
    tmp_path: Path,
) -> None:
    with running_server(tmp_path) as server:
        assert server.process is not None
        made = server.post("/api/tables", {"people": 2, "rules": {"target_score": 30}})
        keys, table = made["keys"], made["table"]
        host, port = server.url.removeprefix("http://").split(":")
        path = f"/api/tables/{table}/socket"
        stalled = stalled_tab(
            (host, int(port)), path, {"type": "join", "seat": 1, "key": keys["1"]}
        )
        try:
            # The game goes on past what the stalled tab's buffers hold.
            asyncio.run(both_play(f"ws://{host}:{port}{path}", keys))
            # It stops once it has waited SHUTDOWN_SECONDS for the
            # stalled tab (it waited for it for good before).
            server.process.send_signal(signal.SIGTERM)
            server.process.wait(SHUTDOWN_SECONDS + WAIT_SECONDS)
        finally:
            stalled.close()

"""A connection's own queue and sender (docs/serve.rst, "A tab that falls
behind"), with a stand-in for the socket whose sends wait until the test
lets them through.  Every wait has a timeout; nothing sleeps.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

pytest.importorskip("starlette")

from hasenpfeffer.server._connections import BEHIND, Connection

WAIT_SECONDS = 10


class HeldSocket:
    """A socket whose every send waits for :attr:`through`; it keeps what it
    sent and how it was closed."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.closed: tuple[int, str] | None = None
        self.sending = asyncio.Event()
        self.through = asyncio.Event()
        self.closing = asyncio.Event()

    async def send_text(self, text: str) -> None:
        self.sending.set()
        await self.through.wait()
        self.sent.append(text)

    async def close(self, code: int, reason: str) -> None:
        self.closed = (code, reason)
        self.closing.set()


async def within(event: asyncio.Event) -> None:
    await asyncio.wait_for(event.wait(), WAIT_SECONDS)


def run(test: Any) -> None:
    asyncio.run(asyncio.wait_for(test(), WAIT_SECONDS))


def test_the_queue_sends_in_order_and_refuses_past_its_limit() -> None:
    async def test() -> None:
        socket = HeldSocket()
        connection = Connection(socket, 2)  # type: ignore[arg-type]
        assert connection.put("first")
        await within(socket.sending)  # the sender holds "first"
        assert connection.put("second") and connection.put("third")
        assert not connection.put("fourth")
        socket.through.set()
        while len(socket.sent) < 3:
            socket.sending.clear()
            await within(socket.sending)
        assert socket.sent == ["first", "second", "third"]
        connection.stop()

    run(test)


def test_a_connection_dropped_sends_nothing_more_and_is_closed() -> None:
    async def test() -> None:
        socket = HeldSocket()
        connection = Connection(socket, 1)  # type: ignore[arg-type]
        assert connection.put("first")
        await within(socket.sending)
        assert connection.put("second")
        connection.drop()
        connection.drop()  # once is enough
        assert connection.dropped and not connection.put("third")
        await within(socket.closing)
        assert socket.closed is not None and socket.closed[0] == BEHIND
        assert socket.sent == []
        connection.stop()

    run(test)

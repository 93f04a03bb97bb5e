"""One browser tab's connection to a table, and what waits to go to it.

Every message for a connection goes into the connection's own bounded
queue, and a task of the connection's own sends them in order, so a tab
that reads slowly, or not at all, holds up nothing but itself.  A
connection whose queue is full has fallen too far behind: it is dropped
(closed with :data:`BEHIND`), and the tab may open its link again to take
its seat back with the game as it stands.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from starlette.websockets import WebSocket

__all__ = ["BEHIND", "Connection"]

_log = logging.getLogger("hasenpfeffer.server")

BEHIND = 1013
"""The close code of a connection dropped for falling behind (WebSocket's
"try again later")."""


class Connection:
    """A browser tab's WebSocket at a table: the seat it plays once it has
    joined (``None`` before), and at most ``limit`` messages waiting to go
    to it."""

    def __init__(self, socket: WebSocket, limit: int) -> None:
        self.socket = socket
        self.seat: int | None = None
        self.dropped = False
        self._outbox: asyncio.Queue[str] = asyncio.Queue(limit)
        self._sender = asyncio.create_task(self._send_all())
        self._closing: asyncio.Task[None] | None = None

    def put(self, text: str) -> bool:
        """Queue ``text`` to be sent; ``False`` when the queue is full (the
        connection has fallen behind) or the connection is dropped."""
        if self.dropped:
            return False
        try:
            self._outbox.put_nowait(text)
        except asyncio.QueueFull:
            return False
        return True

    def drop(self) -> None:
        """Send nothing more, and close the socket: as soon as the tab reads
        again, it finds the close after the messages it had been sent."""
        if self.dropped:
            return
        self.dropped = True
        self._sender.cancel()
        self._closing = asyncio.create_task(self._close())

    def stop(self) -> None:
        """Stop sending, once the connection is over."""
        self._sender.cancel()
        if self._closing is not None:
            self._closing.cancel()

    async def _send_all(self) -> None:
        while True:
            text = await self._outbox.get()
            try:
                await self.socket.send_text(text)
            except Exception:  # the tab is gone: its socket ends on its own
                _log.debug("a message to a closed socket was dropped")
                return

    async def _close(self) -> None:
        with contextlib.suppress(Exception):
            await self.socket.close(BEHIND, "too far behind: open the link again")

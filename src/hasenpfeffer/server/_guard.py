"""Which requests the server takes, by their ``Host`` and ``Origin``.

A page on another site can make a visitor's browser reach a server on
the visitor's machine or network: by a ``fetch`` or a form (a cross-site
request), by a WebSocket, or by a name of its own that it points at the
server's address (DNS rebinding, after which the browser takes the server
for the other site).  So the server answers only requests whose ``Host``
is one of its own names, and takes a WebSocket or a request that changes
something (any method but ``GET``, ``HEAD`` and ``OPTIONS``) only from
its own pages: a browser always sends ``Origin`` with those, and it must
be the server's own address (or one allowed).  A program that is not a
browser sends no ``Origin`` and is not asked for one.
"""

from __future__ import annotations

import socket
from collections.abc import Awaitable, Callable, Collection, Iterable, MutableMapping
from typing import Any

__all__ = ["LOOPBACK_NAMES", "RequestGuard", "host_name", "server_names"]

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]

LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
"""The names of the machine itself, which every server answers to."""
_SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
_WEB_SCHEMES = {"http": "http", "https": "https", "ws": "http", "wss": "https"}


def host_name(host: str) -> str:
    """The name in a ``Host`` header, without its port, in lower case.

    >>> host_name("Example.COM:8000"), host_name("[::1]:8000"), host_name("::1")
    ('example.com', '::1', '::1')
    """
    host = host.strip().lower()
    if host.startswith("["):
        return host[1:].partition("]")[0]
    if host.count(":") == 1:
        return host.partition(":")[0]
    return host


_ANY_ADDRESS = frozenset({"", "0.0.0.0", "::"})


def server_names(host: str, more: Iterable[str] = ()) -> frozenset[str]:
    """The names a server listening on ``host`` answers to: the machine's
    own, ``host``, and ``more``; listening on every address, the machine's
    name on the network and its addresses too.

    >>> sorted(server_names("127.0.0.1", ["cards.example"]))
    ['127.0.0.1', '::1', 'cards.example', 'localhost']
    """
    names = set(LOOPBACK_NAMES) | {host_name(name) for name in more}
    if host not in _ANY_ADDRESS:
        names.add(host_name(host))
        return frozenset(names)
    machine = socket.gethostname()
    names.update({machine.lower(), socket.getfqdn().lower()})
    try:
        found = socket.getaddrinfo(machine, None)
    except OSError:
        found = []
    names.update(str(address[4][0]).lower() for address in found)
    return frozenset(names)


class RequestGuard:
    """ASGI middleware that refuses what the module's description says.

    Args:
        app: the application it guards.
        hosts: the server's names (``None``: any ``Host``, for a server
            behind a proxy that checks it).
        origins: the origins besides the server's own whose pages may
            open sockets and make tables, such as ``https://cards.example``.
    """

    def __init__(
        self, app: App, hosts: Collection[str] | None, origins: Collection[str]
    ) -> None:
        self.app = app
        self.hosts = None if hosts is None else frozenset(map(host_name, hosts))
        self.origins = frozenset(origin.rstrip("/").lower() for origin in origins)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            refusal = self._refusal(scope)
            if refusal is not None:
                await _refuse(scope, receive, send, refusal)
                return
        await self.app(scope, receive, send)

    def _refusal(self, scope: Scope) -> str | None:
        """Why the request is refused, or ``None`` to take it."""
        headers = {
            name.decode("latin-1").lower(): value.decode("latin-1")
            for name, value in scope.get("headers", ())
        }
        host = headers.get("host", "")
        if self.hosts is not None and host_name(host) not in self.hosts:
            return "this server does not answer to that name (Host)"
        origin = headers.get("origin")
        changes = scope["type"] == "websocket" or scope["method"] not in _SAFE_METHODS
        if origin is None or not changes:
            return None
        origin = origin.rstrip("/").lower()
        scheme = _WEB_SCHEMES.get(scope.get("scheme", "http"), "http")
        if origin == f"{scheme}://{host.strip().lower()}" or origin in self.origins:
            return None
        return "a page of another site may not do that here (Origin)"


async def _refuse(scope: Scope, receive: Receive, send: Send, reason: str) -> None:
    if scope["type"] == "websocket":
        await receive()  # the connection request
        await send({"type": "websocket.close", "code": 1008, "reason": reason})
        return
    body = reason.encode()
    await send(
        {
            "type": "http.response.start",
            "status": 403,
            "headers": [
                (b"content-type", b"text/plain; charset=utf-8"),
                (b"content-length", str(len(body)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})

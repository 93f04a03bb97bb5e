"""The ASGI application of ``hasenpfeffer serve``: one page, a small JSON
API and a WebSocket per table.

Routes:

- ``GET /`` and ``GET /tables/{table}``: the page (the list of tables, or
  one table);
- ``GET /page/{file}``: the page's script and style sheet;
- ``GET /api/tables?page=N``: the tables, a page of summaries at a time
  (the latest first), the default rules, and each game's seats and options;
- ``POST /api/tables``: make a table (``{"rules": {...}, "people": N}``),
  answered with its summary and the key of each seat that people play;
- ``GET /api/tables/{table}/record.json`` and ``record.txt``: the game's
  record up to the last hand that is over;
- ``WS /api/tables/{table}/socket``: a seat at the table.

The messages on the socket are described on the docs page "A table in the
browser".  Every client's message is answered, if at all, to that client
only; every change of a game goes to each connected seat as that seat's
view.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
import time
from collections.abc import AsyncIterator, Collection, Mapping
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Any

import attrs
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from .._checks import check_path, check_whole
from ..dealing import check_seed
from ..errors import InvalidValueError, RecordFormatError, shown
from ..games import spec_of
from ..records._json import rules_from_dict, rules_to_dict
from ..rules import Game, Rules
from ._connections import Connection
from ._guard import LOOPBACK_NAMES, RequestGuard
from ._options import check_options, form_options
from ._store import DATABASE_NAME, TableStore, default_data_dir
from ._tables import Table, TableError

__all__ = ["create_app"]

_log = logging.getLogger("hasenpfeffer.server")

_PAGE_FILES = {
    "table.js": "text/javascript; charset=utf-8",
    "table.css": "text/css; charset=utf-8",
}
Message = dict[str, Any]
"""A message on the socket, as JSON data."""
_MAX_BODY_BYTES = 10_000
"""The largest body of a request to make a table."""


class _RateLimit:
    """A token bucket: ``burst`` messages at once, then ``rate`` a second."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = burst
        self._tokens = float(burst)
        self._last = time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self._tokens = min(self.burst, self._tokens + (now - self._last) * self.rate)
        self._last = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True


@attrs.frozen
class _Limits:
    """What one connection may send, and how far behind it may fall."""

    message_rate: float
    message_burst: int
    message_bytes: int
    queued_messages: int
    max_tables: int
    sockets_per_seat: int
    sockets_per_address: int
    join_seconds: float
    tables_in_memory: int


class _Server:
    """The tables in play, their connections and their bots."""

    def __init__(
        self,
        store: TableStore,
        rules: Rules,
        bot_delay: float,
        limits: _Limits,
        seed: int | None,
    ) -> None:
        self.store = store
        self._seeds = None if seed is None else random.Random(seed)
        self.rules = rules
        self.bot_delay = bot_delay
        self.limits = limits
        self.tables: dict[str, Table] = {}
        self.connections: dict[str, list[Connection]] = {}
        self._addresses: dict[str, int] = {}
        """The sockets open from each client address."""
        self._open: dict[str, int] = {}
        """The sockets open to each table, joined or not."""
        self._bots: dict[str, asyncio.Task[None]] = {}
        self._locks: dict[str, asyncio.Lock] = {}

    # -- tables ------------------------------------------------------------

    def table(self, table_id: str) -> Table | None:
        """The table ``table_id``, from memory or else from the store."""
        table = self.tables.pop(table_id, None)
        if table is None and len(table_id) <= 64:
            table = self.store.load(table_id)
        if table is not None:
            self.tables[table_id] = table  # the most recently used, last
            self._forget_idle()
        return table

    def _forget_idle(self) -> None:
        """Keep at most ``tables_in_memory`` tables in memory: forget the
        least recently used of those that nobody is at and whose bots are
        not moving (each is saved after every move, and read again when
        wanted)."""
        excess = len(self.tables) - self.limits.tables_in_memory
        for table_id in list(self.tables)[:-1]:  # never the one just used
            if excess <= 0:
                return
            task = self._bots.get(table_id)
            if self._open.get(table_id) or (task is not None and not task.done()):
                continue
            del self.tables[table_id]
            self._bots.pop(table_id, None)
            self._locks.pop(table_id, None)
            excess -= 1

    def make_table(self, data: object) -> Table:
        if not isinstance(data, dict) or set(data) - {"rules", "people"}:
            raise TableError(
                "invalid_field", 'a new table is {"rules": {...}, "people": N}'
            )
        if "rules" in data:
            try:
                rules = rules_from_dict(data["rules"])
            except RecordFormatError as error:
                raise TableError("invalid_field", str(error)) from None
            check_options(data["rules"], rules)
        else:
            rules = self.rules
        if self.store.count() >= self.limits.max_tables:
            raise TableError(
                "too_many_tables",
                f"this server keeps at most {self.limits.max_tables} tables: "
                "no new table can be made",
            )
        players = spec_of(rules).players
        people = data.get("people", 1)
        if (
            not isinstance(people, int)
            or isinstance(people, bool)
            or not 1 <= people <= players
        ):
            raise TableError(
                "invalid_field",
                f"people is how many seats people play, 1 to {players}",
            )
        seed = None if self._seeds is None else self._seeds.getrandbits(64)
        while True:  # an id drawn twice is drawn again: ids are never reused
            table_id = secrets.token_urlsafe(6)
            table = Table.new(table_id, rules, tuple(range(people)), seed=seed)
            if table_id not in self.tables and self.store.add(table):
                break
        self.tables[table_id] = table
        self._forget_idle()
        return table

    # -- seats -------------------------------------------------------------

    def present(self, table: Table) -> tuple[bool, ...]:
        seats = {c.seat for c in self.connections.get(table.id, [])}
        return tuple(seat in seats for seat in range(table.players))

    def send(self, table: Table, connection: Connection, message: Message) -> None:
        """Queue ``message`` for one connection, and drop the connection if
        it has fallen too far behind to take it."""
        if not connection.put(json.dumps(message)):
            self._drop(table, [connection])

    def broadcast(self, table: Table) -> None:
        """Queue for each connected seat its own view of ``table``."""
        # Every message is made before the first is queued, so that all show
        # the same moment.
        present = self.present(table)
        connections = list(self.connections.get(table.id, []))
        updates = {
            seat: json.dumps(table.update(seat, present))
            for seat in {connection.seat for connection in connections}
            if seat is not None
        }
        self._drop(table, [c for c in connections if not _queued(c, updates)])

    def notice(self, table: Table, message: str, *, besides: int) -> None:
        text = json.dumps({"type": "notice", "message": message})
        connections = list(self.connections.get(table.id, []))
        self._drop(
            table, [c for c in connections if c.seat != besides and not c.put(text)]
        )

    def _drop(self, table: Table, behind: list[Connection]) -> None:
        """Drop the connections that fell behind, once every message of the
        moment is queued for the others, who are then told of any seat
        left empty."""
        for connection in behind:
            _log.info("a connection to table %s fell behind and was dropped", table.id)
            connection.drop()
            self._leave(table, connection)

    def _lock(self, table: Table) -> asyncio.Lock:
        """The lock held while a move of ``table`` is made and saved, so
        that nobody is told of a move before it is saved."""
        return self._locks.setdefault(table.id, asyncio.Lock())

    def wake_bots(self, table: Table) -> None:
        """Start the bots of ``table`` if they are not moving."""
        task = self._bots.get(table.id)
        if task is None or task.done():
            self._bots[table.id] = asyncio.create_task(self._run_bots(table))

    async def _run_bots(self, table: Table) -> None:
        try:
            while True:
                seat = table.waiting_on()
                if seat is None or not table.is_bot(seat):
                    return
                await asyncio.sleep(self.bot_delay)
                async with self._lock(table):
                    if table.waiting_on() != seat:
                        continue
                    table.bot_move()
                    await self.store.save(table)
                    self.broadcast(table)
        except Exception:  # the next move of a person wakes the bots again
            _log.exception("the bots of table %s stopped", table.id)

    async def stop(self) -> None:
        for task in self._bots.values():
            task.cancel()
        await asyncio.gather(*self._bots.values(), return_exceptions=True)
        self.store.close()

    # -- the socket --------------------------------------------------------

    async def serve_socket(self, socket: WebSocket) -> None:
        await socket.accept()
        address = socket.client.host if socket.client is not None else ""
        if self._addresses.get(address, 0) >= self.limits.sockets_per_address:
            await _refuse_socket(
                socket,
                "too_many_sockets",
                f"at most {self.limits.sockets_per_address} sockets from one address",
            )
            return
        table = self.table(socket.path_params["table"])
        if table is None:
            await _refuse_socket(socket, "unknown_table", "no such table")
            return
        self._addresses[address] = self._addresses.get(address, 0) + 1
        self._open[table.id] = self._open.get(table.id, 0) + 1
        try:
            await self._serve(table, socket)
        finally:
            for counts, key in ((self._addresses, address), (self._open, table.id)):
                counts[key] -= 1
                if not counts[key]:
                    del counts[key]

    async def _serve(self, table: Table, socket: WebSocket) -> None:
        limit = _RateLimit(self.limits.message_rate, self.limits.message_burst)
        connection = Connection(socket, self.limits.queued_messages)
        loop = asyncio.get_running_loop()
        join_by = loop.time() + self.limits.join_seconds
        try:
            while True:
                if connection.seat is None:
                    try:
                        message = await asyncio.wait_for(
                            socket.receive(), max(0.0, join_by - loop.time())
                        )
                    except asyncio.TimeoutError:
                        await _refuse_socket(
                            socket,
                            "join_timeout",
                            f"join a seat within {self.limits.join_seconds:g} seconds",
                        )
                        break
                else:
                    message = await socket.receive()
                if message["type"] == "websocket.disconnect" or connection.dropped:
                    break
                try:
                    if not limit.allow():
                        raise TableError(
                            "too_many_messages",
                            "too many messages: slow down (this one was dropped)",
                        )
                    await self._take(table, connection, self._decode(message))
                except TableError as refusal:
                    self.send(
                        table,
                        connection,
                        {
                            "type": "error",
                            "code": refusal.code,
                            "message": refusal.message,
                        },
                    )
        except WebSocketDisconnect:
            pass
        except asyncio.CancelledError:
            # The server is stopping and has given up waiting for this
            # connection to close (its tab never reads): it ends here.
            pass
        finally:
            self._leave(table, connection)
            connection.stop()

    async def _take(self, table: Table, connection: Connection, data: Message) -> None:
        """Carry out a client's message: a join, or a move of its seat,
        told to every seat once it is saved."""
        if connection.seat is None:
            self._join(table, connection, data)
        elif data.get("type") == "join":
            raise TableError(
                "already_joined",
                f"this connection already plays seat {connection.seat}",
            )
        else:
            async with self._lock(table):
                table.request(connection.seat, data)
                await self.store.save(table)
                self.broadcast(table)
            self.wake_bots(table)

    def _decode(self, message: Mapping[str, Any]) -> Message:
        text = message.get("text")
        if text is None:
            raise TableError("not_json", "send messages as text frames of JSON")
        if len(text.encode("utf-8", "surrogatepass")) > self.limits.message_bytes:
            raise TableError(
                "too_long",
                f"a message is at most {self.limits.message_bytes} bytes",
            )
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            raise TableError("not_json", "not valid JSON") from None
        if not isinstance(data, dict):
            raise TableError("not_object", "a message is a JSON object")
        return data

    def _join(self, table: Table, connection: Connection, data: Message) -> None:
        """Seat the connection as ``data`` asks."""
        if data.get("type") != "join":
            raise TableError(
                "not_joined",
                'join a seat first: {"type": "join", "seat": N, "key": K}',
            )
        if set(data) - {"type", "seat", "key"}:
            raise TableError("unknown_field", "a join has a type, a seat and a key")
        table.claim(data.get("seat"), data.get("key"))
        seat: int = data["seat"]
        at_seat = [c for c in self.connections.get(table.id, []) if c.seat == seat]
        if len(at_seat) >= self.limits.sockets_per_seat:
            raise TableError(
                "too_many_sockets",
                f"seat {seat} is open in {len(at_seat)} tabs already: close one",
            )
        returning = self.present(table)[seat]
        connection.seat = seat
        self.connections.setdefault(table.id, []).append(connection)
        self.send(
            table,
            connection,
            {
                "type": "joined",
                "table": table.id,
                "seat": seat,
                "players": table.players,
                "people": list(table.people),
            },
        )
        if not returning:
            self.notice(table, f"seat {seat} is at the table", besides=seat)
        self.broadcast(table)
        self.wake_bots(table)

    def _leave(self, table: Table, connection: Connection) -> None:
        """Forget ``connection`` if it is at the table; if its seat has no
        other, tell the others."""
        here = self.connections.get(table.id, [])
        if connection not in here:
            return
        here.remove(connection)
        if not here:
            del self.connections[table.id]
        seat = connection.seat
        if seat is not None and not self.present(table)[seat]:
            self.notice(
                table, f"seat {seat} has left the table (disconnected)", besides=seat
            )
            self.broadcast(table)


async def _refuse_socket(socket: WebSocket, code: str, message: str) -> None:
    """Tell the client why, and close its socket."""
    await socket.send_json({"type": "error", "code": code, "message": message})
    await socket.close(code=1008)


def _queued(connection: Connection, updates: dict[int, str]) -> bool:
    """Queue its seat's update for ``connection``; whether it took it."""
    return connection.seat is not None and connection.put(updates[connection.seat])


def create_app(
    data: str | Path | None = None,
    *,
    rules: Rules | None = None,
    bot_delay: float = 0.6,
    message_rate: float = 20.0,
    message_burst: int = 40,
    max_message_bytes: int = 4_096,
    queued_messages: int = 32,
    seed: int | None = None,
    max_tables: int = 10_000,
    sockets_per_seat: int = 4,
    sockets_per_address: int = 64,
    join_seconds: float = 10.0,
    tables_per_page: int = 50,
    tables_in_memory: int = 1_000,
    hosts: Collection[str] | None = LOOPBACK_NAMES,
    allowed_origins: Collection[str] = (),
) -> Starlette:
    """The ASGI application that ``hasenpfeffer serve`` runs.

    Args:
        data: the folder of the tables' SQLite file (by default the
            user's data folder of the platform, as the module says).
        rules: the rules a new table starts from (by default the game's
            defaults); the page's form may change them.
        bot_delay: seconds a bot waits before each move, so that people
            can follow the play.
        message_rate: messages a second that one connection may send,
            after a first ``message_burst``; others are refused.
        message_burst: messages one connection may send at once.
        max_message_bytes: the longest message a connection may send.
        queued_messages: the most messages that may wait to go to one
            connection; a connection that falls further behind (a tab that
            stops reading) is dropped, and the others go on.
        seed: makes the games repeatable: each new table's seed is drawn
            from it in turn (by default every game's seed is random).
        max_tables: the most tables the server keeps; past it no new table
            is made.
        sockets_per_seat: the most sockets (tabs) at one seat of a table.
        sockets_per_address: the most sockets open from one client
            address.
        join_seconds: how long a socket may stay open without joining a
            seat.
        tables_per_page: how many tables a page of the list holds.
        tables_in_memory: how many tables the server keeps in memory; past
            it, those nobody is at are read from the file again when
            wanted.
        hosts: the names the server answers to (the ``Host`` of a
            request, its port aside); by default the machine's own
            (``localhost``, ``127.0.0.1``, ``::1``); ``None`` takes any,
            for a server behind a proxy that checks the name.
        allowed_origins: the sites besides the server's own whose pages may
            open a table's socket or make a table, such as
            ``"https://cards.example"`` (see :doc:`/serve`).

    Raises:
        InvalidValueError: ``queued_messages`` is not a whole number from 1
            to 100,000, or a host or origin is not text.

    >>> import tempfile
    >>> from starlette.testclient import TestClient
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     with TestClient(create_app(folder), base_url="http://localhost") as client:
    ...         made = client.post("/api/tables", json={"people": 1}).json()
    ...         listed = client.get("/api/tables").json()["tables"]
    >>> [table["table"] for table in listed] == [made["table"]]
    True
    """
    if data is not None:
        check_path(data, "data", "a folder")
    check_whole(queued_messages, "queued_messages", 1, 100_000)
    check_whole(max_tables, "max_tables", 1, 10**9)
    check_whole(tables_per_page, "tables_per_page", 1, 10_000)
    check_whole(tables_in_memory, "tables_in_memory", 1, 10**9)
    check_whole(sockets_per_seat, "sockets_per_seat", 1, 10_000)
    check_whole(sockets_per_address, "sockets_per_address", 1, 1_000_000)
    if isinstance(join_seconds, bool) or not isinstance(join_seconds, (int, float)):
        raise InvalidValueError(
            f"join_seconds must be a number of seconds, not {shown(join_seconds)}"
        )
    if not 0 < join_seconds <= 3_600:
        raise InvalidValueError(
            f"join_seconds must be above 0 and at most 3600, not {shown(join_seconds)}"
        )
    folder = Path(data) if data is not None else default_data_dir()
    store = TableStore(folder / DATABASE_NAME)
    server = _Server(
        store,
        rules or Rules(),
        bot_delay,
        _Limits(
            message_rate,
            message_burst,
            max_message_bytes,
            queued_messages,
            max_tables,
            sockets_per_seat,
            sockets_per_address,
            float(join_seconds),
            tables_in_memory,
        ),
        None if seed is None else check_seed(seed),
    )

    async def page(request: Request) -> Response:
        return HTMLResponse(_page_file("index.html"))

    async def page_file(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in _PAGE_FILES:
            return Response("not found", status_code=404)
        return Response(_page_file(name), media_type=_PAGE_FILES[name])

    async def list_tables(request: Request) -> Response:
        asked = request.query_params.get("page", "1")
        if not (asked.isdigit() and 1 <= int(asked) <= 10**9):
            return JSONResponse(
                {
                    "type": "error",
                    "code": "invalid_field",
                    "message": "page is a whole number from 1",
                },
                status_code=400,
            )
        total = store.count()
        pages = max(1, -(-total // tables_per_page))
        page = min(int(asked), pages)
        return JSONResponse(
            {
                "tables": store.summaries(
                    (page - 1) * tables_per_page, tables_per_page
                ),
                "page": page,
                "pages": pages,
                "total": total,
                "rules": rules_to_dict(server.rules),
                "games": {game.value: spec_of(game).players for game in Game},
                "options": form_options(server.rules),
            }
        )

    async def make_table(request: Request) -> Response:
        try:
            body = await _body(request)
            try:
                data = json.loads(body)
            except (ValueError, RecursionError):
                raise TableError("not_json", "not valid JSON") from None
            table = server.make_table(data)
        except TableError as refusal:
            return JSONResponse(
                {"type": "error", "code": refusal.code, "message": refusal.message},
                status_code=503 if refusal.code == "too_many_tables" else 400,
            )
        # The seats' keys go to whoever made the table, once.
        made = {
            **table.summary(),
            "keys": {str(s): k for s, k in table.new_keys.items()},
        }
        return JSONResponse(made, status_code=201)

    async def record(request: Request) -> Response:
        table_id = request.path_params["table"]
        table = server.table(table_id)
        if table is None:
            return Response("no such table", status_code=404)
        kept = table.public_record
        kind = request.path_params["kind"]
        if kind not in ("json", "txt"):
            return Response("not found", status_code=404)
        if kind == "json":
            body, media = kept.to_json(), "application/json"
        else:
            body, media = kept.to_text(), "text/plain; charset=utf-8"
        name = f"hasenpfeffer-{table_id}.{kind}"
        return Response(
            body,
            media_type=media,
            headers={"Content-Disposition": f'attachment; filename="{name}"'},
        )

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        await server.stop()

    app = Starlette(
        routes=[
            Route("/", page),
            Route("/tables/{table}", page),
            Route("/page/{name}", page_file),
            Route("/api/tables", list_tables, methods=["GET"]),
            Route("/api/tables", make_table, methods=["POST"]),
            Route("/api/tables/{table}/record.{kind:str}", record),
            WebSocketRoute("/api/tables/{table}/socket", server.serve_socket),
        ],
        lifespan=lifespan,
    )
    app.add_middleware(
        RequestGuard,
        hosts=None if hosts is None else _texts(hosts, "hosts"),
        origins=_texts(allowed_origins, "allowed_origins"),
    )
    app.state.server = server
    return app


def _texts(values: object, name: str) -> tuple[str, ...]:
    if isinstance(values, (str, bytes)) or not isinstance(values, Collection):
        raise InvalidValueError(
            f"{name} must be a collection of text, not {shown(values)}"
        )
    found = tuple(values)
    for value in found:
        if not isinstance(value, str) or not value.strip():
            raise InvalidValueError(
                f"{name} must hold names as text, not {shown(value)}"
            )
    return found


async def _body(request: Request) -> bytes:
    """The body of ``request``, read no further than the limit."""
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > _MAX_BODY_BYTES:
            raise TableError(
                "too_long", f"a request is at most {_MAX_BODY_BYTES} bytes"
            )
    return body


def _page_file(name: str) -> str:
    return (
        resources.files("hasenpfeffer.server")
        .joinpath("page")
        .joinpath(name)
        .read_text(encoding="utf-8")
    )

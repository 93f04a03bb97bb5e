"""The server's file of tables (docs/serve.rst, "On a network"): a move is
appended, never the whole game rewritten, on the store's own thread; a
table reads back as it was; a file written by an earlier version, each
table's whole record in its row, still reads and plays on; and a server
killed with SIGKILL keeps every move it told.

Skipped when the ``server`` extra is not installed.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the server extra is not installed")

import hasenpfeffer as hp
from hasenpfeffer.server._store import TableStore
from hasenpfeffer.server._tables import Table


def played(table: Table, moves: int) -> Table:
    """``table`` after ``moves`` moves of its bots and of its person (seat
    0, played by a bot of its own here)."""
    bot = hp.bots.SimpleBot()
    for _ in range(moves):
        if not table.bot_move():
            seat = table.waiting_on()
            assert seat == 0
            if table.state.phase is hp.Phase.DEAL:
                table.request(0, {"type": "deal"})
            else:
                action = bot.choose(table.state.view(0))
                table.request(0, {"type": "act", "action": str(action)})
    return table


def test_a_move_is_appended_and_the_table_reads_back(tmp_path: Path) -> None:
    path = tmp_path / "tables.sqlite3"
    store = TableStore(path)
    table = Table.new("t1", hp.Rules(), people=(0,), seed=4, dealer=1)
    assert store.add(table)
    with sqlite3.connect(path) as reader:
        (made,) = reader.execute("SELECT record FROM tables").fetchone()
    for _ in range(3):
        asyncio.run(store.save(played(table, 20)))
    again = store.load("t1")
    store.close()
    assert again is not None and again.state == table.state
    assert again.public_record == table.public_record
    with sqlite3.connect(path) as reader:
        (record,) = reader.execute("SELECT record FROM tables").fetchone()
        moves = [json.loads(m) for (m,) in reader.execute("SELECT move FROM moves")]
        (summary,) = reader.execute("SELECT summary FROM tables").fetchone()
    assert record == made  # the row's record is the one written when made
    deals = [move for move in moves if "deal" in move]
    assert len(moves) == 60 and len(deals) == len(table.state.deals)
    assert len(moves) - len(deals) == len(table.state.history)
    assert json.loads(summary) == table.summary()


def test_moves_are_written_on_the_stores_own_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = TableStore(tmp_path / "tables.sqlite3")
    table = Table.new("t1", hp.Rules(), people=(0,), seed=4, dealer=1)
    store.add(table)
    writers: list[str] = []
    append = store._append

    def noting(*arguments: object) -> None:
        writers.append(threading.current_thread().name)
        append(*arguments)  # type: ignore[arg-type]

    monkeypatch.setattr(store, "_append", noting)

    async def save() -> str:
        await store.save(played(table, 5))
        return threading.current_thread().name

    loop_thread = asyncio.run(save())
    store.close()
    assert writers and writers[0] != loop_thread
    assert writers[0].startswith("hasenpfeffer-store")


def test_a_file_of_an_earlier_version_reads_and_plays_on(tmp_path: Path) -> None:
    """Earlier versions kept each table's whole record in its row, rewritten
    at every move, and had no moves."""
    path = tmp_path / "tables.sqlite3"
    table = played(Table.new("old", hp.Rules(), people=(0,), seed=6, dealer=2), 30)
    with sqlite3.connect(path) as writer:
        writer.execute(
            "CREATE TABLE tables (id TEXT PRIMARY KEY, created REAL NOT NULL, "
            "updated REAL NOT NULL, finished INTEGER NOT NULL, people TEXT NOT NULL, "
            "key_hashes TEXT NOT NULL, summary TEXT NOT NULL, record TEXT NOT NULL, "
            "public_record TEXT NOT NULL)"
        )
        writer.execute(
            "INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                "old",
                table.created,
                table.updated,
                0,
                json.dumps([0]),
                json.dumps({"0": table.key_hashes[0]}),
                json.dumps(table.summary()),
                table.state.to_record().to_json(),
                table.public_record.to_json(),
            ),
        )
    store = TableStore(path)
    again = store.load("old")
    assert again is not None and again.state == table.state
    asyncio.run(store.save(played(again, 10)))
    after = store.load("old")
    store.close()
    assert after is not None and after.state == again.state
    assert len(after.state.history) + len(after.state.deals) >= 10


def moment(update: Any) -> str:
    """What every seat's update of one moment of a game shows alike."""
    view = update["view"]
    public = ("hand_number", "phase", "to_act", "auction", "current_trick")
    return json.dumps([view[name] for name in public] + [len(view["completed_tricks"])])


class Seats:
    """Four sockets at one table, each keeping its latest update."""

    def __init__(self, sockets: list[Any]) -> None:
        self.sockets = sockets
        self.latest: list[Any] = [None] * len(sockets)
        self.changed = asyncio.Condition()

    async def read(self, seat: int) -> None:
        async for text in self.sockets[seat]:
            message = json.loads(text)
            if message["type"] == "update":
                async with self.changed:
                    self.latest[seat] = message
                    self.changed.notify_all()

    async def next_update(self, seat: int, after: Any) -> Any:
        """``seat``'s first update after ``after``."""
        async with self.changed:
            await self.changed.wait_for(lambda: self.latest[seat] is not after)
            return self.latest[seat]

    async def update_of(self, seat: int, at: str | None) -> Any:
        """``seat``'s update of the moment ``at`` (any, for ``None``), once
        it has come."""
        async with self.changed:
            await self.changed.wait_for(
                lambda: (
                    self.latest[seat] is not None
                    and (at is None or moment(self.latest[seat]) == at)
                )
            )
            return self.latest[seat]


def test_every_move_told_outlives_a_sigkill(tmp_path: Path) -> None:
    """Four people play every seat of a table on a real server, so only
    their moves change the game; after a number of moves, each told to its
    mover, the server is killed with SIGKILL and started again on its file:
    the game is where the last move told left it."""
    websockets = pytest.importorskip("websockets", reason="websockets is missing")
    from tests.server_running import running_server

    def address(url: str, table: str) -> str:
        return url.replace("http://", "ws://") + f"/api/tables/{table}/socket"

    async def play(url: str, table: str, keys: dict[str, str], moves: int) -> Any:
        sockets = [await websockets.connect(address(url, table)) for _ in range(4)]
        seats = Seats(sockets)
        readers = [asyncio.create_task(seats.read(seat)) for seat in range(4)]
        for seat, socket_ in enumerate(sockets):
            join = {"type": "join", "seat": seat, "key": keys[str(seat)]}
            await socket_.send(json.dumps(join))
            await seats.update_of(seat, None)
        told = await seats.update_of(3, None)
        for _ in range(moves):
            mover = told["waiting_on"]
            view = (await seats.update_of(mover, moment(told)))["view"]
            before = seats.latest[mover]
            move = (
                {"type": "deal"}
                if view["phase"] == "deal"
                else {"type": "act", "action": view["legal_actions"][0]}
            )
            await sockets[mover].send(json.dumps(move))
            told = await seats.next_update(mover, before)  # told: written before
        for reader in readers:
            reader.cancel()
        for socket_ in sockets:
            await socket_.close()
        return told

    async def look(url: str, table: str, key: str) -> Any:
        async with websockets.connect(address(url, table)) as socket_:
            await socket_.send(json.dumps({"type": "join", "seat": 0, "key": key}))
            while True:
                message = json.loads(await socket_.recv())
                if message["type"] == "update":
                    return message

    with running_server(tmp_path) as server:
        made = server.post("/api/tables", {"people": 4})
        told = asyncio.run(play(server.url, made["table"], made["keys"], 40))
        assert server.process is not None
        server.process.kill()  # SIGKILL: no chance to write anything more
        server.process.wait()
    with running_server(tmp_path) as again:
        seen = asyncio.run(look(again.url, made["table"], made["keys"]["0"]))
    assert moment(seen) == moment(told)
    assert seen["view"]["scores"] == told["view"]["scores"]

"""The server's file of tables (docs/serve.rst, "On a network"): a move is
appended, never the whole game rewritten, on the store's own thread; a
table reads back as it was; and a file written by an earlier version,
each table's whole record in its row, still reads and plays on.

Skipped when the ``server`` extra is not installed.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import threading
from pathlib import Path

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

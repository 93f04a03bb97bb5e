"""Where the server keeps its tables: one SQLite file.

Each table is a row, written when the table is made: its game's record as
it stood then (JSON), the seats of people with the hashes of their keys,
and a summary for the list of tables.  Each move is then appended to the
table's moves, a row of its own (``{"deal": seed}`` or ``{"seat": s,
"action": a}``), with the summary brought up to date: a move costs the
same at the first hand and the thousandth.  Reading a table replays its
record and then its moves.  A move is written before anyone is told of
it, so a server stopped at any point resumes every game where it was.

Every read and write runs on one thread of the store's own, in order: a
move's write is awaited off the event loop, so a long write at one table
holds up no other.
"""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from ..records import GameRecord, replay
from ._tables import Table, public_record_of, replayed

_T = TypeVar("_T")

__all__ = ["DATABASE_NAME", "TableStore", "default_data_dir"]

DATABASE_NAME = "tables.sqlite3"
"""The file of the tables in the data folder."""

_SCHEMA = (
    """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    created REAL NOT NULL,
    updated REAL NOT NULL,
    finished INTEGER NOT NULL,
    people TEXT NOT NULL,
    key_hashes TEXT NOT NULL,
    summary TEXT NOT NULL,
    record TEXT NOT NULL,
    public_record TEXT NOT NULL
)
""",
    """
CREATE TABLE IF NOT EXISTS moves (
    table_id TEXT NOT NULL,
    number INTEGER NOT NULL,
    move TEXT NOT NULL,
    PRIMARY KEY (table_id, number)
)
""",
)
"""The tables (``record`` and ``public_record`` as they stood when the
table was made; files of earlier versions hold them as of the last move),
and the moves made since."""


_OWNER_ONLY_FOLDER = 0o700
_OWNER_ONLY_FILE = 0o600


def _row(table: Table) -> tuple[Any, ...]:
    """The row of ``table``, its columns in the order of the schema."""
    return (
        table.id,
        table.created,
        table.updated,
        int(table.finished),
        json.dumps(list(table.people)),
        json.dumps({str(seat): kept for seat, kept in table.key_hashes.items()}),
        json.dumps(table.summary()),
        table.state.to_record().to_json(),
        table.public_record.to_json(),
    )


def default_data_dir() -> Path:
    """The folder where ``hasenpfeffer serve`` keeps its tables when not
    told: the user's data folder of the platform, ``hasenpfeffer`` in it.

    That is ``$XDG_DATA_HOME/hasenpfeffer`` (by default
    ``~/.local/share/hasenpfeffer``) on Linux and other Unix systems,
    ``~/Library/Application Support/hasenpfeffer`` on macOS and
    ``%LOCALAPPDATA%\\hasenpfeffer`` on Windows.

    >>> default_data_dir().name
    'hasenpfeffer'
    """
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA") or str(Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = str(Path.home() / "Library" / "Application Support")
    else:
        base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "hasenpfeffer"


class TableStore:
    """The tables saved in the SQLite file ``path`` (made if missing).

    The file holds the hidden cards of the hands in play, so it is made
    readable and writable by its owner only, and a folder made for it
    too.  A table's id, once taken, is never given to another table.

    >>> import asyncio, tempfile
    >>> from hasenpfeffer.rules import Rules
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     store = TableStore(Path(folder) / "tables.sqlite3")
    ...     table = Table.new("t1", Rules(), people=(0,), seed=2)
    ...     store.add(table)
    ...     taken = store.add(Table.new("t1", Rules(), people=(0,), seed=3))
    ...     while table.bot_move():  # the bots move until a person must
    ...         pass
    ...     asyncio.run(store.save(table))
    ...     again = store.load("t1")
    ...     store.close()
    True
    >>> taken, again.state == table.state, len(again.state.history) > 0
    (False, True, True)
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(mode=_OWNER_ONLY_FOLDER, parents=True, exist_ok=True)
        # Made (or narrowed) before SQLite opens it: its journal files take
        # the database file's mode.
        os.close(os.open(self.path, os.O_CREAT | os.O_WRONLY, _OWNER_ONLY_FILE))
        os.chmod(self.path, _OWNER_ONLY_FILE)
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="hasenpfeffer-store")
        self._connection: sqlite3.Connection = self._run(self._open)
        self._saved: dict[str, int] = {}
        """The moves written of each table read or written."""

    def _run(self, work: Callable[..., _T], *arguments: Any) -> _T:
        """Do ``work`` on the store's thread, and wait for it here."""
        return self._thread.submit(work, *arguments).result()

    def _open(self) -> sqlite3.Connection:
        connection = sqlite3.connect(self.path, check_same_thread=False)
        with connection:
            for statement in _SCHEMA:
                connection.execute(statement)
        return connection

    def add(self, table: Table) -> bool:
        """Write a new table; ``False`` (and nothing written) when a table
        of its id was ever written."""
        row = _row(table)
        written = self._run(self._insert, row)
        if written:
            self._saved[table.id] = 0
            table.unsaved.clear()
        return written

    def _insert(self, row: tuple[Any, ...]) -> bool:
        try:
            with self._connection:
                self._connection.execute(
                    "INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", row
                )
        except sqlite3.IntegrityError:
            return False
        return True

    async def save(self, table: Table) -> None:
        """Append the moves made at ``table`` since it was last saved, and
        its summary, on the store's thread; done when they are written."""
        moves = [json.dumps(move) for move in table.unsaved]
        table.unsaved.clear()
        first = self._saved.get(table.id, 0)
        self._saved[table.id] = first + len(moves)
        summary = (table.updated, int(table.finished), json.dumps(table.summary()))
        written = self._thread.submit(self._append, table.id, first, moves, summary)
        await asyncio.wrap_future(written)

    def _append(
        self, table_id: str, first: int, moves: list[str], summary: tuple[Any, ...]
    ) -> None:
        with self._connection:
            self._connection.executemany(
                "INSERT INTO moves VALUES (?, ?, ?)",
                [(table_id, first + n, move) for n, move in enumerate(moves)],
            )
            self._connection.execute(
                "UPDATE tables SET updated = ?, finished = ?, summary = ? WHERE id = ?",
                (*summary, table_id),
            )

    def load(self, table_id: str) -> Table | None:
        """The table ``table_id`` with its game replayed, or ``None`` when
        there is no such table."""
        found = self._run(self._read, table_id)
        if found is None:
            return None
        (created, updated, people, key_hashes, record), moves = found
        state = replayed(replay(GameRecord.from_json(record)), moves)
        self._saved[table_id] = len(moves)
        return Table(
            table_id,
            state,
            tuple(json.loads(people)),
            {int(seat): kept for seat, kept in json.loads(key_hashes).items()},
            public_record_of(state),
            created,
            updated=updated,
        )

    def _read(self, table_id: str) -> tuple[tuple[Any, ...], list[Any]] | None:
        row = self._connection.execute(
            "SELECT created, updated, people, key_hashes, record FROM tables "
            "WHERE id = ?",
            (table_id,),
        ).fetchone()
        if row is None:
            return None
        moves = self._connection.execute(
            "SELECT move FROM moves WHERE table_id = ? ORDER BY number", (table_id,)
        ).fetchall()
        return row, [json.loads(move) for (move,) in moves]

    def count(self) -> int:
        """How many tables the file holds."""
        return self._run(self._count)

    def _count(self) -> int:
        (count,) = self._connection.execute("SELECT COUNT(*) FROM tables").fetchone()
        return int(count)

    def summaries(self, start: int = 0, count: int = -1) -> list[dict[str, Any]]:
        """The summaries of the tables, the latest moved first: ``count``
        of them (``-1``: all) from the ``start``-th."""
        return self._run(self._summaries, start, count)

    def _summaries(self, start: int, count: int) -> list[dict[str, Any]]:
        rows = self._connection.execute(
            "SELECT summary FROM tables ORDER BY updated DESC, id LIMIT ? OFFSET ?",
            (count, start),
        ).fetchall()
        return [json.loads(summary) for (summary,) in rows]

    def close(self) -> None:
        """Close the file, once every write is done."""
        self._run(self._connection.close)
        self._thread.shutdown()

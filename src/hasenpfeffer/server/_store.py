"""Where the server keeps its tables: one SQLite file.

Each table is one row: its game's whole record (JSON), the record that may
be given out (up to the last hand over), the seats of people with the
hashes of their keys, and a summary for the list of tables.  A table is
written after every move, so a server stopped at any point resumes every
game where it was.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
from pathlib import Path
from typing import Any

from ..records import GameRecord, replay
from ._tables import Table

__all__ = ["DATABASE_NAME", "TableStore", "default_data_dir"]

DATABASE_NAME = "tables.sqlite3"
"""The file of the tables in the data folder."""

_SCHEMA = """
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
"""


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

    >>> import tempfile
    >>> from hasenpfeffer.rules import Rules
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     store = TableStore(Path(folder) / "tables.sqlite3")
    ...     store.add(Table.new("t1", Rules(), people=(0,), seed=2))
    ...     taken = store.add(Table.new("t1", Rules(), people=(0,), seed=3))
    ...     again = store.load("t1")
    ...     store.close()
    True
    >>> taken, again.state == Table.new("t1", Rules(), people=(0,), seed=2).state
    (False, True)
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(mode=_OWNER_ONLY_FOLDER, parents=True, exist_ok=True)
        # Made (or narrowed) before SQLite opens it: its journal files take
        # the database file's mode.
        os.close(os.open(self.path, os.O_CREAT | os.O_WRONLY, _OWNER_ONLY_FILE))
        os.chmod(self.path, _OWNER_ONLY_FILE)
        self._connection = sqlite3.connect(self.path, check_same_thread=False)
        with self._connection:
            self._connection.execute(_SCHEMA)

    def add(self, table: Table) -> bool:
        """Write a new table; ``False`` (and nothing written) when a table
        of its id was ever written."""
        try:
            with self._connection:
                self._connection.execute(
                    "INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    _row(table),
                )
        except sqlite3.IntegrityError:
            return False
        return True

    def save(self, table: Table) -> None:
        """Write ``table`` as it stands, in place of its earlier version."""
        table_id, *fields = _row(table)
        with self._connection:
            self._connection.execute(
                "UPDATE tables SET created = ?, updated = ?, finished = ?, "
                "people = ?, key_hashes = ?, summary = ?, record = ?, "
                "public_record = ? WHERE id = ?",
                (*fields, table_id),
            )

    def load(self, table_id: str) -> Table | None:
        """The table ``table_id`` with its game replayed, or ``None`` when
        there is no such table."""
        row = self._connection.execute(
            "SELECT created, updated, people, key_hashes, record, public_record "
            "FROM tables WHERE id = ?",
            (table_id,),
        ).fetchone()
        if row is None:
            return None
        created, updated, people, key_hashes, record, public_record = row
        return Table(
            table_id,
            replay(GameRecord.from_json(record)),
            tuple(json.loads(people)),
            {int(seat): kept for seat, kept in json.loads(key_hashes).items()},
            GameRecord.from_json(public_record),
            created,
            updated=updated,
        )

    def count(self) -> int:
        """How many tables the file holds."""
        (count,) = self._connection.execute("SELECT COUNT(*) FROM tables").fetchone()
        return int(count)

    def summaries(self, start: int = 0, count: int = -1) -> list[dict[str, Any]]:
        """The summaries of the tables, the latest moved first: ``count``
        of them (``-1``: all) from the ``start``-th."""
        rows = self._connection.execute(
            "SELECT summary FROM tables ORDER BY updated DESC, id LIMIT ? OFFSET ?",
            (count, start),
        ).fetchall()
        return [json.loads(summary) for (summary,) in rows]

    def public_record(self, table_id: str) -> GameRecord | None:
        """The record of ``table_id`` that may be given out, or ``None``."""
        row = self._connection.execute(
            "SELECT public_record FROM tables WHERE id = ?", (table_id,)
        ).fetchone()
        return None if row is None else GameRecord.from_json(row[0])

    def close(self) -> None:
        """Close the file."""
        self._connection.close()

"""What saving a move costs the browser table's server, early in a game and
late in a long one.

A table of four bots plays a game of Hasenpfeffer to 1,000 points in the
server's store (``hasenpfeffer.server``'s SQLite file, in a temporary
folder); at the hands given, the script times saving one move at a time
for a number of moves, and prints the median time of a save.  Before moves
were appended, a save rewrote the whole game: 11 ms at hand 50 and 342 ms
at hand 5,001 on two cores.  Needs the ``server`` extra::

    python -m pip install -e ".[server]"
    python benchmarks/server_saves.py [--hands 50 500 1400] [--moves 50]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

import hasenpfeffer as hp
from hasenpfeffer.server._store import TableStore
from hasenpfeffer.server._tables import Table


async def timed_saves(store: TableStore, table: Table, moves: int) -> list[float]:
    """Seconds of each of ``moves`` saves of one bot move each."""
    seconds = []
    for _ in range(moves):
        table.bot_move()
        start = time.perf_counter()
        await store.save(table)
        seconds.append(time.perf_counter() - start)
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, nargs="+", default=[50, 500, 1400])
    parser.add_argument("--moves", type=int, default=50, help="saves timed at each")
    arguments = parser.parse_args()
    rules = hp.Rules(target_score=1000)
    with tempfile.TemporaryDirectory() as folder:
        store = TableStore(Path(folder) / "tables.sqlite3")
        table = Table.new("long", rules, people=(), seed=1, dealer=0)
        store.add(table)
        for hand in sorted(arguments.hands):
            while table.state.hand_number < hand and table.bot_move():
                pass
            if table.state.hand_number < hand:
                print(f"the game ended at hand {table.state.hand_number}")
                break
            asyncio.run(store.save(table))  # the moves up to here, at once
            seconds = asyncio.run(timed_saves(store, table, arguments.moves))
            print(
                f"hand {table.state.hand_number}: median save "
                f"{statistics.median(seconds) * 1000:.2f} ms "
                f"({arguments.moves} saves of one move)"
            )
        store.close()


if __name__ == "__main__":
    main()

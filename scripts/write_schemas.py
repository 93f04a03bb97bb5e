"""Write the parts of the shipped JSON schemas that follow the games.

Run after adding a game or an option (``games/``)::

    python scripts/write_schemas.py

It rewrites, in ``src/hasenpfeffer/schemas``, the parts that
``hasenpfeffer.records._schema`` and ``hasenpfeffer._referee_schema`` make
from the games' specs and the table of the options, and leaves the rest of
each file as it is.  ``tests/test_schema_parts.py`` fails until it is run.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path

from hasenpfeffer._referee_schema import REFEREE_PARTS
from hasenpfeffer.records._schema import RECORD_PARTS

SCHEMAS = Path(__file__).resolve().parent.parent / "src" / "hasenpfeffer" / "schemas"
FILES = {"game-record.schema.json": RECORD_PARTS, "referee.schema.json": REFEREE_PARTS}


def written(text: str, parts: Mapping[tuple[str, ...], Callable[[], object]]) -> str:
    """``text``, a schema, with each of ``parts`` (callables by path) made again."""
    schema = json.loads(text)
    for path, make in parts.items():
        place = schema
        for key in path[:-1]:
            place = place[key]
        place[path[-1]] = make()
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def main() -> None:
    for name, parts in FILES.items():
        path = SCHEMAS / name
        path.write_text(
            written(path.read_text(encoding="utf-8"), parts), encoding="utf-8"
        )
        print(f"wrote {path.relative_to(SCHEMAS.parent.parent.parent)}")


if __name__ == "__main__":
    main()

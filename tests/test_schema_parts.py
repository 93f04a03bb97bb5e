"""The shipped schemas hold the parts made from the games and the options.

``scripts/write_schemas.py`` writes them; this test fails when a game or
an option changed and the schemas were not written again.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = importlib.util.spec_from_file_location(
    "write_schemas", ROOT / "scripts" / "write_schemas.py"
)
assert SPEC is not None and SPEC.loader is not None
WRITE_SCHEMAS = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(WRITE_SCHEMAS)


@pytest.mark.parametrize("name", sorted(WRITE_SCHEMAS.FILES))
def test_the_schema_holds_the_parts_made_from_the_games(name: str) -> None:
    text = (WRITE_SCHEMAS.SCHEMAS / name).read_text(encoding="utf-8")
    assert WRITE_SCHEMAS.written(text, WRITE_SCHEMAS.FILES[name]) == text, (
        "run python scripts/write_schemas.py"
    )


def test_a_part_made_again_replaces_what_the_file_held() -> None:
    # A schema whose generated part is stale (a game missing from the
    # referee's list of games) is written back with every game.
    name = "referee.schema.json"
    text = (WRITE_SCHEMAS.SCHEMAS / name).read_text(encoding="utf-8")
    schema = json.loads(text)
    schema["$defs"]["welcome"]["properties"]["games"]["items"]["enum"] = ["euchre"]
    stale = json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
    assert stale != text
    assert WRITE_SCHEMAS.written(stale, WRITE_SCHEMAS.FILES[name]) == text

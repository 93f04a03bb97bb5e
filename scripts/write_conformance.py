"""Write the conformance kit's case files from seeded random play.

    python scripts/write_conformance.py

writes ``src/hasenpfeffer/conformance/<game>.jsonl`` for every game of the
family (see docs/conformance.rst).  ``tests/test_conformance.py`` fails
while a file differs from what this writes.
"""

from __future__ import annotations

from pathlib import Path

from hasenpfeffer._conformance import case_lines
from hasenpfeffer.rules import Game

FOLDER = Path(__file__).resolve().parent.parent / "src" / "hasenpfeffer" / "conformance"


def main() -> None:
    FOLDER.mkdir(exist_ok=True)
    for game in Game:
        path = FOLDER / f"{game.value}.jsonl"
        text = case_lines(game)
        path.write_text(text, encoding="utf-8", newline="\n")
        print(
            f"wrote {path.relative_to(FOLDER.parent.parent.parent)}: "
            f"{text.count(chr(10))} cases"
        )


if __name__ == "__main__":
    main()

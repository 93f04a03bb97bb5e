"""``hasenpfeffer play`` as a person plays it: the real command in a
pseudo-terminal (pexpect), answering its prompts until the game ends."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pexpect

import hasenpfeffer as hp

ESCAPE = re.compile(r"\x1b\[[0-9;]*m")
SYMBOLS = "♣♦♥♠"
RED = "\x1b[31;47m"
BLACK = "\x1b[30;47m"


def play_in_a_terminal(
    *arguments: str,
    columns: int = 60,
    environment: dict[str, str] | None = None,
    entries: tuple[str, ...] = (),
) -> tuple[str, int]:
    """Run ``hasenpfeffer play`` in a pseudo-terminal ``columns`` wide,
    typing ``entries`` at the first prompts and then ``1`` at every prompt
    until the program ends; what the terminal showed, and the exit status."""
    env = {
        name: value
        for name, value in os.environ.items()
        if name not in ("COLUMNS", "LINES", "NO_COLOR", "TERM")
    }
    env.update({"TERM": "xterm", "PYTHONIOENCODING": "utf-8"}, **(environment or {}))
    child = pexpect.spawn(
        sys.executable,
        ["-m", "hasenpfeffer", "play", *arguments],
        env=env,
        dimensions=(40, columns),
        encoding="utf-8",
        timeout=60,
    )
    shown: list[str] = []
    typed = iter(entries)
    prompts = 0
    while child.expect(["> ", pexpect.EOF]) == 0:
        shown.append(f"{child.before}> ")
        prompts += 1
        assert prompts < 500, "the game does not end"
        child.sendline(next(typed, "1"))
    shown.append(str(child.before))
    child.close()
    assert child.exitstatus is not None
    return "".join(shown), child.exitstatus


def lines_of(screen: str) -> list[str]:
    """The lines the terminal showed, without colour codes."""
    return ESCAPE.sub("", screen).replace("\r\n", "\n").split("\n")


def test_a_whole_game_in_colour_with_suit_symbols(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    screen, status = play_in_a_terminal(
        "--seed",
        "5",
        "--auto",
        "--target",
        "2",
        "--save",
        str(record),
        entries=("help", "hint", "last", "1", "undo", "1", "1", "last"),
    )
    assert status == 0
    plain = ESCAPE.sub("", screen)
    assert "Traceback" not in plain
    assert re.search(r"(You and seat 2|Seats 1 and 3) win the game", plain)
    assert RED in screen and BLACK in screen
    assert any(symbol in plain for symbol in SYMBOLS)
    assert re.search(rf"\x1b\[3[01];47m(?:9|10|J|Q|K|A)[{SYMBOLS}]\x1b\[0m", screen)
    # Tens as the pictures show them; every card dealt is shown after a hand.
    assert re.search(rf"\b10[{SYMBOLS}]", plain)
    assert not re.search(rf"\bT[{SYMBOLS}]", plain)
    for word in ("Hint: ", "Last trick", "No trick has been taken yet", "Undone: "):
        assert word in plain, word
    assert "  undo  take back" in plain
    assert "(your only legal card)" in plain
    final = hp.records.replay(hp.records.load_record(str(record)))
    assert final.phase is hp.Phase.GAME_OVER
    checked = subprocess.run(
        [sys.executable, "-m", "hasenpfeffer", "validate", str(record)],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert checked.returncode == 0
    assert checked.stdout.startswith("legal")


def test_no_colour_and_no_symbols_with_no_color() -> None:
    screen, status = play_in_a_terminal(
        "--seed", "4", "--auto", "--target", "2", environment={"NO_COLOR": "1"}
    )
    assert status == 0
    assert "\x1b" not in screen
    assert not any(symbol in screen for symbol in SYMBOLS)
    assert "win the game" in screen
    assert re.search(r"\b[9TJQKA][CDHS]\b", screen)


def test_an_empty_no_color_leaves_the_colour_on() -> None:
    screen, _ = play_in_a_terminal(
        "--seed", "4", "--auto", "--target", "2", environment={"NO_COLOR": ""}
    )
    assert RED in screen or BLACK in screen


def test_the_lines_fit_the_window_and_keep_every_choice_whole() -> None:
    """A window 40 columns wide and pepper bidding ("little pepper", "big
    pepper"): no line is wider than the window, and every numbered choice
    is on one line."""
    columns = 40
    screen, status = play_in_a_terminal(
        "--seed", "5", "--auto", "--target", "2", "--pepper", columns=columns
    )
    assert status == 0
    lines = lines_of(screen)
    too_wide = [line for line in lines if len(line) > columns]
    assert not too_wide
    assert any("little pepper" in line for line in lines)
    assert not any(re.search(r"\d\) (little|big)$", line) for line in lines)
    wrapped = [line for line in lines if line.startswith("  ") and ") " in line]
    assert wrapped, "the choices never needed a second line"

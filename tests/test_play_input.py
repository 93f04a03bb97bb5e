"""``hasenpfeffer play`` reads whatever is typed or piped without failing:
digits ``int`` refuses, lines too long, bytes that are not text."""

from __future__ import annotations

import io
import os
import subprocess
import sys

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cli.terminal_input import MAX_ENTRY, Entry, read_entry
from tests.play_script import play_from, spread

NOT_INT_DIGITS = [
    char
    for char in map(chr, range(sys.maxunicode + 1))
    if char.isdigit() and not char.isdecimal()
]
"""Characters that ``str.isdigit`` calls digits but ``int`` does not read:
superscripts, circled numbers and the like."""


def play_command(
    stdin: bytes, *arguments: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[bytes]:
    """Run the real ``hasenpfeffer play --seed 3`` with ``stdin`` piped in."""
    return subprocess.run(
        [sys.executable, "-m", "hasenpfeffer", "play", "--seed", "3", *arguments],
        input=stdin,
        capture_output=True,
        check=False,
        timeout=120,
        env={**os.environ, **(env or {})},
    )


def test_there_are_128_digits_that_int_refuses() -> None:
    assert len(NOT_INT_DIGITS) == 128
    assert "³" in NOT_INT_DIGITS and "①" in NOT_INT_DIGITS


def test_digits_that_int_refuses_are_not_understood() -> None:
    """Each gets the message and a new prompt; seat 0 never acts."""
    state = spread()
    final, out, script = play_from(state, [*NOT_INT_DIGITS, "quit"])
    assert final == state
    assert script.prompts == len(NOT_INT_DIGITS) + 1
    for char in NOT_INT_DIGITS:
        assert f"> {char}\nnot understood: {char!r} (type a number from 1 to" in out
    assert "Traceback" not in out
    assert out.endswith("Goodbye.\n")


@pytest.mark.parametrize(
    ("typed", "choice"),
    [
        ("\u0661", "You pass."),
        ("\u0662", "You bid 1."),
        ("\uff12", "You bid 1."),
        ("\u0966\u096d", "You bid 6."),
    ],
    ids=["arabic-indic 1", "arabic-indic 2", "fullwidth 2", "devanagari 07"],
)
def test_decimal_digits_of_any_script_choose(typed: str, choice: str) -> None:
    """Decimal digits of any script (``str.isdecimal``) are read as the
    number they write, as ``int`` reads them: seat 0 may pass (1) or bid 1
    to 6 (2 to 7)."""
    _, out, _ = play_from(spread(), [typed, "quit"])
    assert f"> {typed}\n{choice}\n" in out


def test_a_line_of_thousands_of_digits_is_not_understood() -> None:
    state = spread()
    final, out, _ = play_from(state, ["7" * 5000, "1", "quit"])
    assert (
        f"not understood: the line is too long (more than {MAX_ENTRY} characters)."
    ) in out
    assert "7" * (MAX_ENTRY + 1) not in out
    assert final.history[0] == (0, hp.Pass())


def test_a_number_of_no_choice_is_refused() -> None:
    _, out, _ = play_from(spread(), ["9" * MAX_ENTRY, "quit"])
    assert f"there is no choice {'9' * MAX_ENTRY}: type a number from 1 to 7" in out


def test_the_command_survives_a_piped_line_of_5000_digits() -> None:
    done = play_command(b"1" * 5000 + b"\n1\nquit\n")
    out = done.stdout.decode()
    assert done.returncode == 0, done.stderr
    assert done.stderr == b""
    assert "not understood: the line is too long" in out
    assert "You pass." in out
    assert out.endswith("Goodbye.\n")


def test_the_command_survives_an_endless_line() -> None:
    """Two million characters and no newline: read in pieces, thrown away,
    then the end of the input."""
    done = play_command(b"x" * 2_000_000)
    out = done.stdout.decode()
    assert done.returncode == 0, done.stderr
    assert "not understood: the line is too long" in out
    assert out.endswith("Goodbye.\n")
    assert len(out) < 10_000


def test_invalid_utf8_under_strict_decoding_is_not_understood() -> None:
    """The bad line gets the message and a new prompt, and the lines after
    it are still read."""
    done = play_command(
        b"\xff\xfe\n1\nquit\n", env={"PYTHONIOENCODING": "utf-8:strict"}
    )
    out = done.stdout.decode()
    assert done.returncode == 0, done.stderr
    assert done.stderr == b""
    assert "> \\xff\\xfe\nnot understood: the line is not valid utf-8 text." in out
    assert "> 1\nYou pass." in out
    assert out.endswith("> quit\nGoodbye.\n")


def test_control_characters_are_not_written_back() -> None:
    _, out, _ = play_from(spread(), ["\x1b[2J", "quit"])
    assert "\x1b" not in out
    assert "> \\x1b[2J\nnot understood: '\\x1b[2J'" in out


# -- read_entry ----------------------------------------------------------------


def bytes_input(data: bytes, encoding: str = "utf-8") -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BytesIO(data), encoding=encoding)


def test_read_entry_strips_the_line_and_keeps_it_to_show() -> None:
    stream = io.StringIO("  play JH \r\nquit")
    assert read_entry(stream) == Entry("play JH", "  play JH ")
    assert read_entry(stream) == Entry("quit", "quit")
    assert read_entry(stream) is None


def test_read_entry_gives_none_at_the_end_of_bytes() -> None:
    stream = bytes_input(b"pass")
    entry = read_entry(stream)
    assert entry is not None and entry.text == "pass"
    assert read_entry(stream) is None


def test_read_entry_loses_no_line_after_a_bad_one() -> None:
    stream = bytes_input(b"bid 2\n\xc3\x28\npass\n")
    first = read_entry(stream)
    bad = read_entry(stream)
    after = read_entry(stream)
    assert first is not None and first.text == "bid 2"
    assert bad is not None and bad.text is None
    assert bad.problem == "the line is not valid utf-8 text"
    assert bad.shown == "\\xc3("
    assert after is not None and after.text == "pass"


def test_read_entry_decodes_in_the_streams_encoding() -> None:
    stream = bytes_input("trump ♥\n".encode("cp1252", "replace"), encoding="cp1252")
    entry = read_entry(stream)
    assert entry is not None and entry.text == "trump ?"
    latin = bytes_input("play 10\xa0H\n".encode("latin-1"), encoding="latin-1")
    entry = read_entry(latin)
    assert entry is not None and entry.text == "play 10\xa0H"


def test_read_entry_drops_a_long_line_and_reads_the_next() -> None:
    for stream in (
        io.StringIO("a" * 100_000 + "\npass\n"),
        bytes_input(b"a" * 100_000 + b"\npass\n"),
    ):
        long = read_entry(stream)
        assert long is not None and long.text is None
        assert long.problem is not None and "too long" in long.problem
        assert long.shown == "a" * MAX_ENTRY + "..."
        after = read_entry(stream)
        assert after is not None and after.text == "pass"


def test_read_entry_refuses_text_that_stands_for_bad_bytes() -> None:
    """A stream decoding with surrogateescape hands back lone surrogates
    for bytes that are not text: the line is not understood."""
    text_stream = io.StringIO(b"\xff1\n".decode("utf-8", "surrogateescape"))
    entry = read_entry(text_stream)
    assert entry is not None and entry.text is None
    assert entry.problem == "the line is not valid text"
    assert entry.shown == "\\udcff1"

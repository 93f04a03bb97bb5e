"""Reading what a person types, one line at a time, without tripping over it.

:func:`read_entry` reads one line from a text stream and never fails on
what is in it: a line that is not valid text in the stream's encoding
(read from the bytes underneath, so that one bad line does not lose the
next), or longer than :data:`MAX_ENTRY` characters (read and thrown away in
pieces, however long), comes back as an :class:`Entry` with a ``problem``
instead of ``text``.  The end of the input gives ``None``.

>>> import io
>>> read_entry(io.StringIO("  bid 3 \\n"))
Entry(text='bid 3', shown='  bid 3 ', problem=None)
>>> read_entry(io.StringIO("9" * 5000)).problem
'the line is too long (more than 100 characters)'
>>> read_entry(io.StringIO("")) is None
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import AnyStr, TextIO

import attrs

MAX_ENTRY = 100
"""The longest entry read, in characters; anything longer is not understood."""
_CHUNK = 4096
"""How much of a line is read at a time."""


@attrs.frozen
class Entry:
    """One line of input: the entry in it, or why there is none.

    >>> Entry(text="pass", shown="pass").problem is None
    True

    Attributes:
        text: the line without surrounding white space, or ``None`` if it
            could not be read (see ``problem``).
        shown: the line as it may be written back (for a transcript): bad
            bytes and control characters escaped, cut to :data:`MAX_ENTRY`
            characters.
        problem: why the line could not be read, or ``None``.
    """

    text: str | None
    shown: str
    problem: str | None = None


def read_entry(stream: TextIO) -> Entry | None:
    """The next line of ``stream`` as an :class:`Entry`; ``None`` at the end
    of the input.

    A stream with a binary ``buffer`` (standard input) is read as bytes
    and decoded strictly in the stream's encoding, a line at a time.

    >>> import io
    >>> data = io.TextIOWrapper(io.BytesIO(b"\\xff\\nquit\\n"), encoding="utf-8")
    >>> read_entry(data).problem
    'the line is not valid utf-8 text'
    >>> read_entry(data).text
    'quit'
    """
    buffer = getattr(stream, "buffer", None)
    if buffer is not None and callable(getattr(buffer, "readline", None)):
        raw = _read_line(buffer.readline, b"\n")
        if raw is None:
            return None
        data, too_long = raw
        encoding = getattr(stream, "encoding", None) or "utf-8"
        if too_long:
            return _too_long(data.decode(encoding, "backslashreplace"))
        try:
            line = data.decode(encoding)
        except (UnicodeDecodeError, LookupError):
            shown = data.decode("latin-1").encode("ascii", "backslashreplace")
            return Entry(
                None,
                _shown(shown.decode("ascii")),
                f"the line is not valid {encoding} text",
            )
    else:
        text_line = _read_line(stream.readline, "\n")
        if text_line is None:
            return None
        line, too_long = text_line
        if too_long:
            return _too_long(line)
    line = line.rstrip("\r\n")
    if not _is_text(line):
        return Entry(None, _shown(line), "the line is not valid text")
    if len(line.strip()) > MAX_ENTRY:
        return _too_long(line)
    return Entry(line.strip(), _shown(line))


def _read_line(
    readline: Callable[[int], AnyStr], newline: AnyStr
) -> tuple[AnyStr, bool] | None:
    """A line read ``_CHUNK`` at a time: its first chunk, and whether it
    was longer (the rest is read and dropped); ``None`` at the end."""
    first = readline(_CHUNK)
    if not first:
        return None
    if first.endswith(newline) or len(first) < _CHUNK:
        return first, False
    while True:
        more = readline(_CHUNK)
        if not more or more.endswith(newline):
            return first, True


def _is_text(line: str) -> bool:
    """Whether ``line`` is real text: no lone surrogates (which stand for
    bytes that did not decode)."""
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _shown(line: str) -> str:
    """``line`` made safe to write back: control characters and lone
    surrogates escaped, cut to ``MAX_ENTRY`` characters."""
    safe = "".join(
        char if char.isprintable() and _is_text(char) else ascii(char)[1:-1]
        for char in line.rstrip("\r\n")[: MAX_ENTRY + 1]
    )
    return safe if len(safe) <= MAX_ENTRY else safe[:MAX_ENTRY] + "..."


def _too_long(line: str) -> Entry:
    return Entry(
        None,
        _shown(line),
        f"the line is too long (more than {MAX_ENTRY} characters)",
    )

"""Record files as the ``hasenpfeffer`` commands read and write them.

A command reads a record from a file, or from standard input when the file
is ``-`` (:func:`read_record_file`), in JSON or in the text notation,
whichever it is.  It writes one in the text notation when the file's name
ends in ``.txt`` and as JSON otherwise (:func:`write_record_file`).

>>> from hasenpfeffer.records._files import read_record_file, write_record_file
>>> import os, tempfile
>>> import hasenpfeffer as hp
>>> record = hp.new_game(seed=1, dealer=0).deal().bid(2).to_record()
>>> path = os.path.join(tempfile.mkdtemp(), "game.txt")
>>> write_record_file(record, path)
>>> read_record_file(path) == record
True
"""

from __future__ import annotations

import os
import sys

from ..errors import RecordFormatError
from . import GameRecord, load_record

__all__ = ["read_record_file", "write_record_file"]


def read_record_file(path: str | os.PathLike[str]) -> GameRecord:
    """The record in the file ``path``, or on standard input for ``"-"``.

    >>> from hasenpfeffer.records._files import read_record_file
    >>> import os, tempfile
    >>> import hasenpfeffer as hp
    >>> record = hp.new_game(seed=2, dealer=0).deal().to_record()
    >>> path = os.path.join(tempfile.mkdtemp(), "game.json")
    >>> with open(path, "w", encoding="utf-8") as file:
    ...     _ = file.write(record.to_json())
    >>> read_record_file(path) == record
    True

    Raises:
        RecordFormatError: the contents are not a record, or there is no
            standard input.
        OSError: the file cannot be opened or read.
    """
    if os.fspath(path) == "-":
        stdin = getattr(sys.stdin, "buffer", None)
        if stdin is None:
            raise RecordFormatError("there is no standard input", location="input")
        return load_record(stdin)
    return load_record(path)


def write_record_file(record: GameRecord, path: str | os.PathLike[str]) -> None:
    """Write ``record`` to the file ``path``: in the text notation if its
    name ends in ``.txt`` (in any case), else as JSON.

    >>> from hasenpfeffer.records._files import write_record_file
    >>> import os, tempfile
    >>> import hasenpfeffer as hp
    >>> path = os.path.join(tempfile.mkdtemp(), "game.json")
    >>> write_record_file(hp.new_game(seed=1, dealer=0).to_record(), path)
    >>> open(path, encoding="utf-8").readline()
    '{\\n'

    Raises:
        OSError: the file cannot be written.
    """
    as_text = os.fspath(path).lower().endswith(".txt")
    contents = record.to_text() if as_text else record.to_json()
    with open(path, "w", encoding="utf-8", newline="\n") as file:
        file.write(contents)

"""Stopping ``hasenpfeffer simulate`` with a signal, as a person or a
process manager does: Ctrl-C at a terminal (SIGINT to every process of the
command) or SIGTERM (to the main process, or to all of them as ``timeout``
does).  The command ends cleanly: a one-line message, the report of the
games finished, exit status 128 plus the signal's number, and no worker
process left behind.  A real program is started, and the signal is sent
once its progress bar shows that games are being played."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)"
)


def children_of(pid: int) -> list[int]:
    """The processes whose parent is ``pid``, read from /proc."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue  # it ended meanwhile
        if int(fields[1]) == pid:
            found.append(int(entry))
    return found


def group_is_gone(group: int) -> bool:
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.mark.parametrize(
    ("number", "whole_group"),
    [(signal.SIGINT, True), (signal.SIGTERM, False), (signal.SIGTERM, True)],
)
def test_a_signal_ends_the_simulation_and_its_workers(
    number: int, whole_group: bool
) -> None:
    command = [sys.executable, "-m", "hasenpfeffer", "simulate", "--progress"]
    command += ["--games", "1000000", "--workers", "2", "--max-hands", "1"]
    program = subprocess.Popen(
        [*command, "--team0", "random"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,  # a process group of its own, like a job
    )
    assert program.stdout is not None and program.stderr is not None
    try:
        progress = b""
        while b"games/s" not in progress:  # a game is done: the workers run
            chunk = os.read(program.stderr.fileno(), 4096)
            assert chunk, progress.decode()
            progress += chunk
        workers = children_of(program.pid)
        assert len(workers) == 2
        if whole_group:
            os.killpg(program.pid, number)
        else:
            os.kill(program.pid, number)
        out_bytes, err_bytes = program.communicate(timeout=60)
    finally:
        if program.poll() is None:
            os.killpg(program.pid, signal.SIGKILL)
            program.wait()
    assert program.returncode == 128 + number
    err = (progress + err_bytes).decode()
    assert "Traceback" not in err
    name = signal.Signals(number).name
    last = err.splitlines()[-1]
    match = re.fullmatch(
        rf"hasenpfeffer simulate: stopped by {name} after (\d+) of 1000000 games",
        last,
    )
    assert match is not None, err
    games = int(match.group(1))
    assert games >= 1
    assert out_bytes.decode().startswith(f"{games} games (seeds 0 to {games - 1}): ")
    assert group_is_gone(program.pid)
    assert all(not Path(f"/proc/{pid}").exists() for pid in workers)

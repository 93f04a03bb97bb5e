"""Peak memory of ``hasenpfeffer simulate`` asked for a million games.

Runs ``python -m hasenpfeffer simulate --workers K --max-hands 1 --team0
random --progress`` twice, asked first for twice ``--played`` games and
then for ``--games`` games (a million by default), and stops each with
SIGINT once its progress bar shows ``--played`` games done.  Just before
stopping it, it reads the peak resident memory (``VmHWM`` in
``/proc/PID/status``) of the main process and of each worker.  Playing the
same games, the two runs differ only in how many games they were asked
for: equal figures mean that the memory does not grow with ``--games``.
(Handing every game to the workers at once, the command once took 3.3 GB
within 30 seconds of ``--games 10000000 --workers 2 --max-hands 1``.)
Linux only.

    python benchmarks/simulate_memory.py [--games N] [--played N] [--workers K]
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import subprocess
import sys
import time

PROGRESS = re.compile(rb"\] (\d+)/\d+ games")
STOPPED = re.compile(r"stopped by SIGINT after (\d+) of")


def peak_kilobytes(pid: int) -> int:
    """The peak resident memory of process ``pid``, in kB."""
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    raise RuntimeError(f"no VmHWM for process {pid}")


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid``."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="ascii") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry))
    return sorted(found)


def measure(games: int, played: int, workers: int) -> tuple[int, int, list[int], float]:
    """Games played, the main process's peak kB, the workers' peaks, and
    the seconds it ran, for a run asked for ``games`` and stopped after
    ``played``."""
    command = [sys.executable, "-m", "hasenpfeffer", "simulate", "--progress"]
    command += ["--games", str(games), "--workers", str(workers)]
    command += ["--max-hands", "1", "--team0", "random"]
    start = time.perf_counter()
    program = subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    assert program.stderr is not None
    seen = b""
    done = 0
    while done < played:
        chunk = os.read(program.stderr.fileno(), 4096)
        if not chunk:
            raise RuntimeError(f"the simulation ended early:\n{seen.decode()}")
        seen = (seen + chunk)[-4096:]
        counts = PROGRESS.findall(seen)
        done = int(counts[-1]) if counts else 0
    main = peak_kilobytes(program.pid)
    worker_peaks = [peak_kilobytes(pid) for pid in children(program.pid)]
    program.send_signal(signal.SIGINT)
    rest = program.stderr.read().decode()
    program.wait()
    seconds = time.perf_counter() - start
    stopped = STOPPED.search(rest)
    finished = int(stopped.group(1)) if stopped else done
    return finished, main, worker_peaks, seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1_000_000)
    parser.add_argument("--played", type=int, default=2_000)
    parser.add_argument("--workers", type=int, default=2)
    options = parser.parse_args()
    if not os.path.exists("/proc/self/status"):
        sys.exit("simulate_memory.py reads /proc: it runs on Linux only")
    print(
        f"{'games asked':>12} {'played':>7} {'main peak':>10} "
        f"{'worker peaks':>14} {'seconds':>8}"
    )
    for games in (2 * options.played, options.games):
        played, main_peak, workers, seconds = measure(
            games, options.played, options.workers
        )
        peaks = ", ".join(f"{peak / 1024:.1f}" for peak in workers)
        print(
            f"{games:>12,} {played:>7,} {main_peak / 1024:>7.1f} MB "
            f"{peaks:>11} MB {seconds:>8.1f}"
        )


if __name__ == "__main__":
    main()

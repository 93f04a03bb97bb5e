"""``python -m hasenpfeffer``: the package runs as the ``hasenpfeffer``
command and exits with the command's status."""

from __future__ import annotations

import runpy
import subprocess
import sys
from pathlib import Path

import pytest

import hasenpfeffer as hp


def run_module(monkeypatch: pytest.MonkeyPatch, *argv: str) -> int | str | None:
    monkeypatch.setattr(sys, "argv", ["hasenpfeffer", *argv])
    with pytest.raises(SystemExit) as exit_info:
        runpy.run_module("hasenpfeffer", run_name="__main__")
    return exit_info.value.code


def test_the_exit_status_is_the_commands(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    legal = hp.new_game(seed=1, dealer=0).deal().bid(2).to_record()
    path = tmp_path / "game.txt"
    path.write_text(legal.to_text(), encoding="utf-8")
    assert run_module(monkeypatch, "validate", str(path)) == 0
    assert capsys.readouterr().out.startswith("legal")

    # seat 2 may not bid below the high bid of 2
    illegal = hp.records.GameRecord(
        legal.rules,
        legal.seed,
        legal.first_dealer,
        legal.deals,
        (*legal.actions, (2, hp.Bid(1))),
    )
    path.write_text(illegal.to_text(), encoding="utf-8")
    assert run_module(monkeypatch, "validate", str(path)) == 1
    assert capsys.readouterr().out.startswith("illegal")

    path.write_text("not a record", encoding="utf-8")
    assert run_module(monkeypatch, "validate", str(path)) == 2
    assert "hasenpfeffer validate:" in capsys.readouterr().err


def test_usage_errors_exit_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_module(monkeypatch, "no-such-command") == 2
    assert "usage: hasenpfeffer" in capsys.readouterr().err


def test_the_version(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_module(monkeypatch, "--version") == 0
    assert capsys.readouterr().out == f"hasenpfeffer {hp.__version__}\n"


def test_a_separate_interpreter_runs_the_module() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "hasenpfeffer", "--version"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert completed.returncode == 0
    assert completed.stdout.strip() == f"hasenpfeffer {hp.__version__}"

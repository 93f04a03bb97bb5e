"""The ``play`` and ``simulate`` subcommands at their edges: numbers that
are not numbers, and a reader that closes the pipe (``| head``)."""

from __future__ import annotations

import argparse
import io
import os
import sys
from pathlib import Path

import pytest

from hasenpfeffer.cli import main
from hasenpfeffer.cli.commands import (
    add_play_command,
    add_simulate_command,
    run_play,
    run_simulate,
)


class ClosedPipe(io.StringIO):
    """A text stream whose reader has gone: every write breaks the pipe.

    ``fileno`` is a descriptor of a file of the test's own, so that what
    the command does to standard output's descriptor stays harmless.
    """

    def __init__(self, descriptor: int = -1) -> None:
        super().__init__()
        self.descriptor = descriptor

    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")

    def fileno(self) -> int:
        return self.descriptor


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    commands = parser.add_subparsers(dest="command")
    add_play_command(commands)
    add_simulate_command(commands)
    return parser.parse_args(argv)


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--games", "many"],
        ["simulate", "--games", "-2"],
        ["simulate", "--workers", "1.5"],
        ["play", "--samples", ""],
    ],
)
def test_counts_must_be_positive_whole_numbers(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert "expected a positive whole number" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (
            ["play", "--target", "ten"],
            "--target: expected a whole number from 1 to 1000",
        ),
        (
            ["demo", "--target", "1001"],
            "--target: expected a whole number from 1 to 1000",
        ),
        (
            ["simulate", "--alone-multiplier", "0"],
            "--alone-multiplier: expected a whole number from 1 to 10, not '0'",
        ),
    ],
)
def test_rule_numbers_must_be_in_the_rules_range(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert f"error: argument {words}" in capsys.readouterr().err


def test_simulate_stops_quietly_when_the_reader_goes() -> None:
    options = parse("simulate", "--games", "1", "--team0", "random", "--max-hands", "2")
    errors = io.StringIO()
    assert run_simulate(options, ClosedPipe(), errors) == 0
    assert errors.getvalue() == ""


def test_play_stops_quietly_when_the_reader_goes() -> None:
    options = parse("play", "--seed", "1", "--bot", "random")
    assert run_play(options, io.StringIO("1\n"), ClosedPipe()) == 0


def test_a_closed_standard_output_is_sent_to_the_null_device(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "stdout"
    descriptor = os.open(target, os.O_WRONLY | os.O_CREAT)
    try:
        monkeypatch.setattr(sys, "stdout", ClosedPipe(descriptor))
        options = parse("simulate", "--games", "1", "--team0", "random")
        assert run_simulate(options, None, io.StringIO()) == 0
        # the descriptor now leads to the null device, not to the file
        os.write(descriptor, b"lost")
    finally:
        os.close(descriptor)
    assert target.read_bytes() == b""


@pytest.mark.parametrize("command", ["demo", "show", "validate"])
def test_commands_stop_quietly_when_the_reader_goes(
    command: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = tmp_path / "game.json"
    assert main(["demo", "--seed", "2", "--record", str(record)]) == 0
    target = tmp_path / "stdout"
    descriptor = os.open(target, os.O_WRONLY | os.O_CREAT)
    errors = io.StringIO()
    try:
        monkeypatch.setattr(sys, "stdout", ClosedPipe(descriptor))
        monkeypatch.setattr(sys, "stderr", errors)
        argv = ["demo", "--seed", "2"] if command == "demo" else [command, str(record)]
        assert main(argv) == 0
        os.write(descriptor, b"lost")
    finally:
        os.close(descriptor)
    assert target.read_bytes() == b""
    assert errors.getvalue() == ""


def test_a_closed_standard_output_that_is_no_file_is_left_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for pipe in (ClosedPipe(), ClosedPipe(-1)):
        monkeypatch.setattr(sys, "stdout", pipe)
        assert main(["demo", "--seed", "2"]) == 0

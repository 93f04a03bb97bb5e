"""``hasenpfeffer serve`` on the command line: what it refuses before it
starts serving (docs/serve.rst, "Start it").  The browser tests run the
command for real."""

from __future__ import annotations

import socket
import sys

import pytest

from hasenpfeffer.cli.app import main


@pytest.mark.parametrize(
    ("flags", "words"),
    [
        (["--port", "70000"], "expected a port from 0 to 65535, not '70000'"),
        (["--port", "-1"], "expected a port"),
        (["--bot-delay", "-1"], "expected a number of seconds from 0 to 60"),
        (["--bot-delay", "nan"], "expected a number of seconds from 0 to 60"),
        (["--bot-delay", "61"], "expected a number of seconds from 0 to 60"),
    ],
)
def test_a_bad_flag_is_refused_by_the_parser(
    flags: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["serve", *flags])
    assert stopped.value.code == 2
    assert words in capsys.readouterr().err


def test_rules_that_the_game_refuses_stop_the_command(
    capsys: pytest.CaptureFixture[str], tmp_path: object
) -> None:
    pytest.importorskip("uvicorn")
    assert main(["serve", "--game", "euchre", "--pepper"]) == 2
    error = capsys.readouterr().err
    assert error == (
        "hasenpfeffer serve: --pepper does not apply to --game euchre; it is for "
        "--game hasenpfeffer\n"
    )


def test_a_port_in_use_is_refused_saying_so(
    capsys: pytest.CaptureFixture[str], tmp_path: object
) -> None:
    pytest.importorskip("uvicorn")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["serve", "--port", str(port), "--data", str(tmp_path)]) == 2
    assert f"cannot listen on 127.0.0.1 port {port}" in capsys.readouterr().err


def test_without_the_server_extra_the_command_says_how_to_install_it(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "uvicorn", None)
    assert main(["serve"]) == 1
    assert 'python -m pip install "hasenpfeffer[server]"' in capsys.readouterr().err

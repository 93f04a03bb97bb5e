"""``hasenpfeffer validate`` (issue 4, part 4): verdicts and exit statuses."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import attrs
import pytest

import hasenpfeffer as hp
from hasenpfeffer.cli import main
from hasenpfeffer.records import LIMITS


def legal_record() -> hp.records.GameRecord:
    state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H")
    return state.discard("QC").play("AS").to_record()


def illegal_record() -> hp.records.GameRecord:
    record = legal_record()
    wrong = (2, hp.Play(hp.Card.parse("JD")))  # seat 2 holds TS: must follow spades
    return attrs.evolve(record, actions=(*record.actions, wrong))


def write(tmp_path: Path, name: str, text: str | bytes) -> str:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return str(path)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["validate", *argv])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return status, out, err


def test_a_legal_game_exits_0(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    for name, text in (
        ("game.json", legal_record().to_json()),
        ("game.txt", legal_record().to_text()),
    ):
        status, out, err = run(capsys, write(tmp_path, name, text))
        assert status == 0 and err == ""
        assert out.splitlines()[0] == "legal"
        assert "unfinished" in out


def test_an_illegal_game_exits_1(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, err = run(
        capsys, write(tmp_path, "bad.txt", illegal_record().to_text())
    )
    assert status == 1 and err == ""
    assert out.splitlines()[:2] == [
        "illegal",
        "action 4 (hand 1, seat 2, play JD): seat 2 must follow spades: holds TS",
    ]


def test_json_verdicts(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, _ = run(
        capsys, "--json", write(tmp_path, "bad.json", illegal_record().to_json())
    )
    assert status == 1
    verdict = json.loads(out)
    assert verdict["readable"] is True and verdict["legal"] is False
    assert verdict["index"] == 4 and verdict["seat"] == 2
    assert verdict["action"] == "play JD"
    assert verdict["reason"] == "seat 2 must follow spades: holds TS"
    status, out, _ = run(
        capsys, write(tmp_path, "good.json", legal_record().to_json()), "--json"
    )
    assert status == 0 and json.loads(out)["legal"] is True


@pytest.mark.parametrize(
    ("contents", "words"),
    [
        ('{"format": "hasenpfeffer-record"', "is the record cut off?"),
        ("[seed 1]", "a tag line is"),
        (b"\xff\xfe", "not UTF-8"),
        ("", 'the tag [seed "..."] is missing'),
        (" " * (LIMITS.size + 1), "over the limit"),
    ],
)
def test_unreadable_input_exits_2(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    contents: str | bytes,
    words: str,
) -> None:
    path = write(tmp_path, "broken", contents)
    status, out, err = run(capsys, path)
    assert status == 2 and out == ""
    assert err.startswith(f"hasenpfeffer validate: {path}: ")
    assert words in err and len(err.splitlines()) == 1
    status, out, err = run(capsys, "--json", path)
    assert status == 2
    data = json.loads(out)
    assert data["readable"] is False and words in data["error"]
    assert data["location"]


def test_a_missing_file_exits_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, err = run(capsys, str(tmp_path / "nowhere.json"))
    assert status == 2 and out == ""
    assert "No such file or directory" in err
    status, out, err = run(capsys, str(tmp_path))
    assert status == 2 and "hasenpfeffer validate:" in err


def test_standard_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = illegal_record().to_text().encode()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    status, out, _ = run(capsys, "-", "--json")
    assert status == 1 and json.loads(out)["index"] == 4


def test_validate_as_a_program_reading_standard_input() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "hasenpfeffer", "validate", "-"],
        input=legal_record().to_json()[:-30],
        capture_output=True,
        text=True,
        check=False,
    )
    assert completed.returncode == 2
    assert completed.stderr.startswith("hasenpfeffer validate: standard input: line ")
    assert "Traceback" not in completed.stderr
    completed = subprocess.run(
        [sys.executable, "-m", "hasenpfeffer", "validate", "-"],
        input=legal_record().to_json(),
        capture_output=True,
        text=True,
        check=False,
    )
    assert completed.returncode == 0 and completed.stdout.startswith("legal\n")


def test_validate_needs_a_file(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["validate"])
    assert exit_info.value.code == 2
    assert "FILE" in capsys.readouterr().err


def test_no_standard_input_exits_2(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", None)
    status, out, err = run(capsys, "-")
    assert status == 2 and out == ""
    assert err == (
        "hasenpfeffer validate: standard input: input: there is no standard input\n"
    )

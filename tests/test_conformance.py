"""The conformance kit (docs/conformance.rst): the library agrees with
every case, the case files are what the script writes, every line fits
the schema, a wrong answer is caught, and ports can run the kit through
the referee protocol: the command with --engine, and a Node.js client."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from hasenpfeffer._conformance import (
    CASES_EACH,
    QUESTIONS,
    case_lines,
    check_case,
    kit_file,
    read_cases,
)
from hasenpfeffer._referee import Referee
from hasenpfeffer.cli.app import main
from hasenpfeffer.rules import Game

ROOT = Path(__file__).parent.parent
SCHEMA = ROOT / "src" / "hasenpfeffer" / "schemas" / "conformance-case.schema.json"
NODE = shutil.which("node")


@pytest.mark.parametrize("game", list(Game), ids=lambda game: game.value)
def test_the_library_agrees_with_every_case(game: Game) -> None:
    referee = Referee()
    cases = read_cases(game)
    assert len(cases) == CASES_EACH
    assert {case["question"] for case in cases} == set(QUESTIONS)
    for case in cases:
        assert check_case(case, referee.handle) is None, case["id"]
    assert referee.games == {}  # each case ends the game it started


@pytest.mark.parametrize("game", list(Game), ids=lambda game: game.value)
def test_the_case_files_are_what_the_script_writes(game: Game) -> None:
    """Regenerate with ``python scripts/write_conformance.py``."""
    assert kit_file(game).read_bytes() == case_lines(game).encode()


@pytest.mark.parametrize("game", list(Game), ids=lambda game: game.value)
def test_every_case_fits_the_schema(game: Game) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    validator = jsonschema.Draft202012Validator(json.loads(SCHEMA.read_text()))
    for case in read_cases(game):
        validator.validate(case)
        assert case["id"].startswith(f"{game.value}-")


def _wrong(case: dict[str, Any]) -> dict[str, Any]:
    """``case`` with an answer that the rules do not give."""
    answer = dict(case["answer"])
    question = case["question"]
    if question == "legal_actions":
        answer["actions"] = answer["actions"][1:] or ["pass"]
    elif question == "is_legal":
        answer["legal"] = not answer["legal"]
    elif question == "apply":
        answer["position"] = case["position"]
    elif question == "trick_winner":
        answer["winner"] = (answer["winner"] + 1) % 3
    elif question == "hand_score":
        answer["scores"] = [score + 1 for score in answer["scores"]]
    else:
        answer["count"] += 1
    return {**case, "answer": answer}


def test_a_wrong_answer_is_reported_for_every_question() -> None:
    referee = Referee()
    cases = read_cases(Game.HASENPFEFFER)
    for question in QUESTIONS:
        case = next(case for case in cases if case["question"] == question)
        problem = check_case(_wrong(case), referee.handle)
        assert problem is not None and problem.startswith("expected "), question


def test_an_engine_that_refuses_the_position_disagrees() -> None:
    case = read_cases(Game.EUCHRE)[0]

    def refusing(request: dict[str, Any]) -> dict[str, Any]:
        return {"type": "error", "message": "no positions here"}

    problem = check_case(case, refusing)
    assert problem == "the position was refused: no positions here"


def test_the_command_checks_the_library(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["conformance"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:5] == [
        f"{game.value}: {CASES_EACH} cases, all agree" for game in Game
    ]
    assert lines[5].startswith(f"{5 * CASES_EACH} cases, all agree (")


def test_the_command_drives_an_engine_over_the_protocol(
    capsys: pytest.CaptureFixture[str],
) -> None:
    engine = f'"{sys.executable}" -m hasenpfeffer referee'
    assert main(["conformance", "--engine", engine, "--limit", "60"]) == 0
    assert capsys.readouterr().out.count("60 cases, all agree") == 5


def test_an_engine_that_stops_answering_is_an_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    engine = f'"{sys.executable}" -c "print(1)"'
    assert main(["conformance", "--engine", engine, "--limit", "1"]) == 2
    assert "the engine" in capsys.readouterr().err


def test_an_engine_that_cannot_start_is_an_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["conformance", "--engine", "/nonexistent/engine"]) == 2
    assert "cannot start the engine" in capsys.readouterr().err


def test_a_limit_below_one_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["conformance", "--limit", "0"]) == 2
    assert "--limit" in capsys.readouterr().err


@pytest.mark.skipif(NODE is None, reason="Node.js (node) is not installed")
@pytest.mark.parametrize("game", list(Game), ids=lambda game: game.value)
def test_a_node_client_answers_cases_through_the_referee(game: Game) -> None:
    assert NODE is not None
    result = subprocess.run(
        [
            NODE,
            str(ROOT / "tests" / "referee_client.mjs"),
            "--python",
            sys.executable,
            "--conformance",
            str(kit_file(game)),
            "--limit",
            "80",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr
    tally = json.loads(result.stdout)
    assert tally["answered"] == tally["agreed"] == 80
    assert tally["disagreements"] == []

"""The ``hasenpfeffer`` command and the demo it prints.

Written once for every game: a demo plays a whole game, the same from the
same seed, and refuses the rule flags its game does not have; the rule
flags give the rules they name, and the commands refuse flags that
contradict each other or that the game does not have (docs/options.rst).
Hasenpfeffer's demo and the command itself follow; the worked scenarios of
the other games are in test_euchre_cli.py (docs/euchre.rst),
test_three_handed_cli.py (docs/three_handed.rst) and test_railroad_cli.py
(docs/railroad.rst).
"""

from __future__ import annotations

import argparse
import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

import hasenpfeffer as hp
import hasenpfeffer.cli.app
from hasenpfeffer.bots import SimpleBot, play_game
from hasenpfeffer.cli import main
from hasenpfeffer.cli.demo import demo_states, narrate_game
from hasenpfeffer.cli.rule_flags import add_rule_options, rules_from_options
from tests.helpers import exactly

CARD = re.compile(r"\b(?:[9TJQKA][CDHS]|Joker)\b")

TEAM_WINS = r"Team \d \(seats \d and \d\) wins the game, \d+ to -?\d+\.\n$"
SEAT_WINS = r"Seat \d wins the game: seat 0 \d+, seat 1 \d+, seat 2 \d+\.\n$"

DEMOS: dict[hp.Game, tuple[int, str, str | None, str]] = {
    hp.Game.HASENPFEFFER: (1, "Hasenpfeffer", None, TEAM_WINS),
    hp.Game.EUCHRE: (1, "Euchre", "under it: three cards, face down", TEAM_WINS),
    hp.Game.THREE_HANDED_EUCHRE: (
        1,
        "Three-Handed Euchre",
        "under it: eight cards, face down",
        SEAT_WINS,
    ),
    hp.Game.RAILROAD_EUCHRE: (
        9,
        "Railroad Euchre",
        "under it: four cards, face down",
        TEAM_WINS,
    ),
    hp.Game.BID_EUCHRE: (1, "Bid Euchre", None, TEAM_WINS),
}
"""Each game's demo: its seed, the game's title, what it tells of the cards
under the upcard (the kitty less the upcard: three in Euchre, eight in
Three-Handed Euchre, four in Railroad Euchre; Hasenpfeffer and Bid Euchre
turn none up), and its last line: a team of two wins, or in Three-Handed
Euchre a seat."""


# -- every game: the demo and the rule flags ------------------------------------


def test_demo_plays_a_whole_game(
    game: hp.Game, capsys: pytest.CaptureFixture[str]
) -> None:
    seed, title, under, last = DEMOS[game]
    # Hasenpfeffer's demo is the one played without --game.
    chosen = [] if game is hp.Game.HASENPFEFFER else ["--game", game.value]
    assert main(["demo", *chosen, "--seed", str(seed)]) == 0
    out = capsys.readouterr().out
    target = hp.Rules(game=game).target_score  # 32 in Bid Euchre, else 10
    assert out.startswith(f"A game of {title} (seed {seed}), first to {target}.\n")
    assert "Hand 1: seat" in out
    assert "wins the game" in out
    assert re.search(last, out)
    if under is None:
        assert "under it" not in out
    else:
        assert under in out


def test_demo_is_reproducible_from_its_seed(
    game: hp.Game, capsys: pytest.CaptureFixture[str]
) -> None:
    chosen = [] if game is hp.Game.HASENPFEFFER else ["--game", game.value]
    main(["demo", *chosen, "--seed", "5"])
    first = capsys.readouterr().out
    main(["demo", *chosen, "--seed", "5"])
    assert capsys.readouterr().out == first
    target = hp.Rules(game=game).target_score
    assert first.startswith(f"A game of {DEMOS[game][1]} (seed 5), first to {target}.")


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (
            ["--game", "euchre", "--pepper"],
            "--pepper does not apply to --game euchre; it is for --game hasenpfeffer",
        ),
        (
            ["--game", "three_handed_euchre", "--lone-hands"],
            "--lone-hands does not apply to --game three_handed_euchre; it is for "
            "--game hasenpfeffer, euchre or railroad_euchre",
        ),
    ],
)
def test_demo_refuses_flags_its_game_does_not_have(
    flags: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["demo", *flags]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"hasenpfeffer demo: {message}\n"


@pytest.mark.parametrize(
    ("flags", "lone"),
    [(["--lone-hands"], (True, False)), (["--lone-defender"], (True, True))],
)
def test_demo_takes_the_lone_flags_of_play(
    flags: list[str], lone: tuple[bool, bool], tmp_path: Path
) -> None:
    path = tmp_path / "game.json"
    assert main(["demo", "--seed", "2", *flags, "--record", str(path)]) == 0
    rules = hp.records.read_record(path.read_text()).rules
    assert (rules.lone_hands, rules.lone_defender) == lone
    assert rules.game is hp.Game.HASENPFEFFER


def rules_of(*flags: str) -> hp.Rules:
    parser = argparse.ArgumentParser()
    add_rule_options(parser)
    return rules_from_options(parser.parse_args(list(flags)))


@pytest.mark.parametrize(
    ("flags", "rules"),
    [
        pytest.param(
            "--lone-defender",
            hp.Rules(lone_hands=True, lone_defender=True),
            id="lone defender implies lone hands",
        ),
        pytest.param(
            "--game euchre --lone-defender",
            hp.Rules(game=hp.Game.EUCHRE, lone_defender=True),
            id="Euchre's lone defender",
        ),
        pytest.param(
            "--lone-hands --alone-multiplier 3",
            hp.Rules(lone_hands=True, alone_multiplier=3),
            id="alone multiplier",
        ),
        pytest.param(
            "--game three_handed_euchre",
            hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE),
            id="Three-Handed Euchre's defaults",
        ),
        pytest.param(
            "--game three_handed_euchre --march-points 4 --redeal "
            "--higher-score-wins --target 5",
            hp.Rules(
                game=hp.Game.THREE_HANDED_EUCHRE,
                march_points=4,
                all_pass=hp.AllPass.REDEAL,
                tie_break=hp.TieBreak.HIGHER_SCORE,
                target_score=5,
            ),
            id="Three-Handed Euchre's options",
        ),
        pytest.param(
            "--game railroad_euchre",
            hp.Rules(game=hp.Game.RAILROAD_EUCHRE),
            id="Railroad Euchre's defaults",
        ),
        pytest.param(
            "--game railroad_euchre --no-call-for-best --no-lone-defender "
            "--joker-upcard-suit S",
            hp.Rules(
                game=hp.Game.RAILROAD_EUCHRE,
                call_for_best=False,
                lone_defender=False,
                joker_upcard_suit=hp.Suit.SPADES,
            ),
            id="Railroad Euchre's options",
        ),
    ],
)
def test_the_rule_flags_give_the_rules_they_name(flags: str, rules: hp.Rules) -> None:
    assert rules_of(*flags.split()) == rules


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (
            ["--stick-the-dealer", "--redeal"],
            "--stick-the-dealer and --redeal contradict each other",
        ),
        (
            ["--lone-hands", "--no-lone-hands"],
            "--lone-hands and --no-lone-hands contradict each other",
        ),
        (
            ["--no-lone-hands", "--lone-defender"],
            "--no-lone-hands and --lone-defender contradict each other",
        ),
    ],
)
def test_contradicting_flags_are_refused(flags: list[str], message: str) -> None:
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        rules_of(*flags)


def test_joker_bids_is_a_flag_of_hasenpfeffer() -> None:
    assert rules_of("--joker-bids") == hp.Rules(all_pass=hp.AllPass.JOKER_BIDS)
    for game in ("euchre", "three_handed_euchre", "railroad_euchre"):
        message = (
            f"--joker-bids does not apply to --game {game}; it is for "
            "--game hasenpfeffer"
        )
        with pytest.raises(hp.InvalidValueError, match=exactly(message)):
            rules_of("--game", game, "--joker-bids")
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("--redeal and --joker-bids contradict each other"),
    ):
        rules_of("--redeal", "--joker-bids")


def test_widow_unused_is_a_flag_of_hasenpfeffer() -> None:
    # docs/options.rst, "widow"
    assert rules_of("--widow-unused") == hp.Rules(widow=hp.Widow.UNUSED)
    assert rules_of("--widow-unused", "--pepper", "--joker-bids") == hp.Rules(
        bidding=hp.Bidding.PEPPER,
        all_pass=hp.AllPass.JOKER_BIDS,
        widow=hp.Widow.UNUSED,
    )
    for game in ("euchre", "three_handed_euchre", "railroad_euchre"):
        message = (
            f"--widow-unused does not apply to --game {game}; it is for "
            "--game hasenpfeffer"
        )
        with pytest.raises(hp.InvalidValueError, match=exactly(message)):
            rules_of("--game", game, "--widow-unused")


def test_a_flag_of_another_game_is_refused() -> None:
    message = "--joker-upcard-suit S does not apply to --game hasenpfeffer"
    with pytest.raises(hp.InvalidValueError, match=message):
        rules_of("--joker-upcard-suit", "S")


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (
            ["--redeal", "--stick-the-dealer"],
            "--stick-the-dealer and --redeal contradict each other",
        ),
        (
            ["--game", "euchre", "--alone-multiplier", "3"],
            "--alone-multiplier 3 does not apply to --game euchre; it is for "
            "--game hasenpfeffer",
        ),
    ],
)
def test_play_refuses_rules_that_cannot_be(
    flags: list[str],
    message: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    assert main(["play", *flags]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"hasenpfeffer play: {message}\n"


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (
            ["--march-points", "5"],
            "--march-points 5 does not apply to --game hasenpfeffer; it is for "
            "--game three_handed_euchre",
        ),
        (
            ["--game", "euchre", "--march-points", "5"],
            "--march-points 5 does not apply to --game euchre",
        ),
        (
            ["--game", "railroad_euchre", "--march-points", "2"],
            "--march-points 2 does not apply to --game railroad_euchre",
        ),
        (
            ["--game", "three_handed_euchre", "--no-lone-hands"],
            "--no-lone-hands does not apply to --game three_handed_euchre; it is "
            "for --game hasenpfeffer, euchre or railroad_euchre",
        ),
        (
            ["--game", "three_handed_euchre", "--lone-defender"],
            "--lone-defender does not apply to --game three_handed_euchre",
        ),
        (
            ["--game", "three_handed_euchre", "--pepper"],
            "--pepper does not apply to --game three_handed_euchre; it is for "
            "--game hasenpfeffer",
        ),
    ],
)
@pytest.mark.parametrize("command", ["play", "simulate"])
def test_the_commands_refuse_flags_the_game_does_not_have(
    command: str,
    flags: list[str],
    message: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    assert main([command, *flags]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"hasenpfeffer {command}: {message}")


def test_march_points_must_be_a_positive_whole_number(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["play", "--game", "three_handed_euchre", "--march-points", "0"])
    assert stopped.value.code == 2
    words = "argument --march-points: expected a whole number from 1 to 1000, not '0'"
    assert words in capsys.readouterr().err


@pytest.mark.parametrize("command", ["demo", "play", "simulate"])
def test_the_commands_refuse_march_points_past_the_largest(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    flags = ["--game", "three_handed_euchre", "--march-points", "1001"]
    with pytest.raises(SystemExit) as stopped:
        main([command, *flags])
    assert stopped.value.code == 2
    assert capsys.readouterr().err.endswith(
        "error: argument --march-points: expected a whole number from 1 to "
        "1000, not '1001'\n"
    )


# -- Hasenpfeffer's demo and the command ------------------------------------------


def test_demo_never_shows_the_widow_or_the_discard() -> None:
    state = hp.new_game(seed=11)
    lines = list(narrate_game(state))
    hidden_lines = [line for line in lines if "widow" in line or "discards" in line]
    assert hidden_lines
    for line in hidden_lines:
        assert not CARD.search(line), line


def test_demo_reports_the_final_score_of_the_game() -> None:
    state = hp.new_game(seed=2)
    lines = list(narrate_game(state))
    final = play_game(state, SimpleBot())
    assert final.winner is not None
    winner, loser = final.winner, 1 - final.winner
    expected = (
        f"Team {winner} (seats {winner} and {winner + 2}) wins the game, "
        f"{final.scores[winner]} to {final.scores[loser]}."
    )
    assert lines[-1] == expected


def test_demo_with_pepper_bidding(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--seed", "3", "--pepper"]) == 0
    out = capsys.readouterr().out
    assert "bids 6" not in out
    assert "wins the game" in out


def test_demo_stops_an_endless_game_after_the_cap() -> None:
    lines = list(narrate_game(hp.new_game(seed=1), max_hands=1))
    assert lines[-1] == "The game is unfinished after 1 hand."


def test_unknown_command_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["shuffle"])
    assert exit_info.value.code == 2


def test_module_runs_as_a_program() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "hasenpfeffer", "demo", "--seed", "1"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "wins the game" in completed.stdout


def test_the_bare_command_prints_its_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.startswith("usage: hasenpfeffer")
    for command in ("demo", "validate", "show", "play", "simulate"):
        assert re.search(rf"^    {command} ", out, re.MULTILINE), command


def test_the_bare_program_exits_0() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "hasenpfeffer"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert completed.returncode == 0
    assert completed.stdout.startswith("usage: hasenpfeffer")
    assert completed.stderr == ""


def test_the_simulate_help_shows_one_percent_sign(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["simulate", "--help"])
    assert exit_info.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "with a 95% interval" in out
    assert "%%" not in out


def demo_final_state(seed: int) -> hp.GameState:
    """The last position of the demo game of ``seed``, played here with
    the public API: SimpleBot at every seat."""
    return play_game(hp.new_game(seed=seed), SimpleBot(), max_hands=200)


@pytest.mark.parametrize("name", ["game.json", "game.txt", "GAME.TXT"])
def test_demo_writes_the_record_of_the_game_it_prints(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / name
    assert main(["demo", "--seed", "4", "--record", str(path)]) == 0
    out = capsys.readouterr().out
    contents = path.read_text(encoding="utf-8")
    if name.lower().endswith(".txt"):
        assert contents.startswith('[format "hasenpfeffer-record"]')
        record = hp.records.GameRecord.from_text(contents)
    else:
        assert contents.startswith("{")
        record = hp.records.GameRecord.from_json(contents)
    final = demo_final_state(4)
    assert record == final.to_record()
    assert hp.records.replay(record) == final
    assert final.winner is not None
    assert out.splitlines()[-1].startswith(f"Team {final.winner} (seats")


def test_demo_says_so_when_the_record_cannot_be_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "missing" / "game.json"
    assert main(["demo", "--seed", "4", "--record", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        f"hasenpfeffer demo: cannot write {path}: No such file or directory\n"
    )


def test_demo_states_refuse_a_state_in_the_middle_of_a_hand() -> None:
    with pytest.raises(hp.InvalidValueError, match="between hands"):
        next(demo_states(hp.new_game(seed=1).deal()))


def test_an_interrupted_command_exits_130_in_one_line(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "game.json"
    path.write_text(hp.new_game(seed=1).deal().to_record().to_json(), "utf-8")

    def interrupted(*arguments: object) -> list[str]:
        raise KeyboardInterrupt

    monkeypatch.setattr(hasenpfeffer.cli.app, "show_record", interrupted)
    assert main(["show", str(path)]) == 130
    assert capsys.readouterr().err == "hasenpfeffer show: interrupted\n"

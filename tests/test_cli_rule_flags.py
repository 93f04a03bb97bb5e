"""The rule flags: the same for every command that plays, listed in the
README, and refused in the words typed."""

from __future__ import annotations

import argparse
import itertools
import re
from pathlib import Path

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cli import main
from hasenpfeffer.cli.rule_flags import RULE_FLAGS, add_rule_options, rules_from_options

README = Path(__file__).resolve().parent.parent / "README.md"
PLAYING_COMMANDS = ("demo", "play", "simulate", "serve")
FLAG = re.compile(r"--[a-z][a-z-]*")


def rules_of(*flags: str) -> hp.Rules:
    parser = argparse.ArgumentParser()
    add_rule_options(parser)
    return rules_from_options(parser.parse_args(list(flags)))


def help_of(command: str, capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    return capsys.readouterr().out


def rule_section(help_text: str) -> str:
    """The help's group of rule flags, from its title to the end."""
    start = help_text.index("\nrules of the game:\n")
    return help_text[start:]


@pytest.mark.parametrize("command", PLAYING_COMMANDS)
def test_every_command_that_plays_has_the_same_rule_flags(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    entries = rule_section(help_of(command, capsys)).partition("\n\n")[2]
    listed = re.findall(r"^  (--[a-z-]+)", entries, re.MULTILINE)
    assert listed == list(RULE_FLAGS)


def test_the_readme_lists_every_rule_flag() -> None:
    text = README.read_text(encoding="utf-8")
    paragraph = text[text.index("The rule flags of `demo`") :].split("\n\n")[0]
    sentence = paragraph[: paragraph.index(". Without them")]
    listed = re.findall(r"`(--[a-z-]+)(?: [A-Z]+)?`", sentence)
    assert listed == list(RULE_FLAGS)
    assert len(RULE_FLAGS) == 23


def test_the_help_tells_a_newcomer_each_games_defaults(
    capsys: pytest.CaptureFixture[str],
) -> None:
    section = " ".join(rule_section(help_of("play", capsys)).split())
    assert "source page" not in section.partition("hasenpfeffer (the default)")[0]
    for game in hp.Game:
        assert f"{game.value}" in section
    assert "Without these flags each game is played by its own rules." in section
    assert "euchre: stick the dealer, the maker may go alone" in section


def test_demo_takes_the_rule_flags(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    assert main(["demo", "--target", "5", "--seed", "3", "--record", str(path)]) == 0
    assert "first to 5." in capsys.readouterr().out
    rules = hp.records.read_record(path.read_text()).rules
    assert rules == hp.Rules(target_score=5)


def test_demo_takes_every_flag_that_play_takes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    flags = ["--pepper", "--lose-bid", "--defenders-score", "--maker-leads"]
    flags += ["--higher-score-wins", "--stick-the-dealer", "--lone-defender"]
    flags += ["--alone-multiplier", "3", "--target", "6"]
    assert main(["demo", "--seed", "2", *flags, "--record", str(path)]) == 0
    assert hp.records.read_record(path.read_text()).rules == rules_of(*flags)
    assert rules_of(*flags) == hp.Rules(
        bidding=hp.Bidding.PEPPER,
        failed_contract=hp.FailedContract.BID,
        defenders_score_tricks=True,
        opening_lead=hp.OpeningLead.MAKER,
        tie_break=hp.TieBreak.HIGHER_SCORE,
        all_pass=hp.AllPass.STICK_THE_DEALER,
        lone_hands=True,
        lone_defender=True,
        alone_multiplier=3,
        target_score=6,
    )


def test_the_readme_demo_command_still_works(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["demo", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("A game of Hasenpfeffer (seed 1), first to 10.\n")
    assert out.endswith("Team 1 (seats 1 and 3) wins the game, 10 to 3.\n")


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (
            ["--game", "euchre", "--pepper"],
            "--pepper does not apply to --game euchre; it is for --game hasenpfeffer",
        ),
        (
            ["--game", "railroad_euchre", "--lose-bid"],
            "--lose-bid does not apply to --game railroad_euchre; it is for "
            "--game hasenpfeffer",
        ),
        (
            ["--joker-upcard-suit", "H"],
            "--joker-upcard-suit H does not apply to --game hasenpfeffer; it is "
            "for --game railroad_euchre",
        ),
        (
            ["--game", "euchre", "--no-call-for-best"],
            "--no-call-for-best does not apply to --game euchre; it is for --game "
            "railroad_euchre or bid_euchre",
        ),
        (
            ["--game", "euchre", "--target", "7", "--march-points", "4"],
            "--march-points 4 does not apply to --game euchre; it is for --game "
            "three_handed_euchre",
        ),
        (
            ["--game", "three_handed_euchre", "--lone-hands"],
            "--lone-hands does not apply to --game three_handed_euchre; it is for "
            "--game hasenpfeffer, euchre or railroad_euchre",
        ),
        (
            ["--lone-defender", "--no-lone-hands"],
            "--no-lone-hands and --lone-defender contradict each other",
        ),
        (
            ["--game", "railroad_euchre", "--redeal", "--stick-the-dealer"],
            "--stick-the-dealer and --redeal contradict each other",
        ),
    ],
)
def test_refusals_name_the_flags_typed(
    flags: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["demo", *flags]) == 2
    captured = capsys.readouterr()
    assert (captured.out, captured.err) == ("", f"hasenpfeffer demo: {message}\n")


SWITCHES = [flag for flag in RULE_FLAGS if flag.startswith("--") and flag != "--game"]
VALUES = {"--target": "5", "--alone-multiplier": "3", "--march-points": "4"}
VALUES.update({"--min-bid": "4", "--moon-points": "20"})
VALUES["--joker-upcard-suit"] = "S"
GAMES = [game.value for game in hp.Game]


@pytest.mark.parametrize(("game", "flag"), list(itertools.product(GAMES, SWITCHES)))
def test_no_refusal_names_a_python_value(game: str, flag: str) -> None:
    typed = [flag, VALUES[flag]] if flag in VALUES else [flag]
    try:
        rules_of("--game", game, *typed)
    except hp.InvalidValueError as error:
        text = str(error)
        assert text.startswith(f"{' '.join(typed)} does not apply to --game {game}")
        assert "Game." not in text
        assert set(re.findall(r"\w*_\w*", text)) <= set(GAMES)
        assert FLAG.findall(text) == [flag, "--game", "--game"]

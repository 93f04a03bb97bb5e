"""``hasenpfeffer show`` and the narration it shares with the demo: a
recorded game told hand by hand, for every card or for one seat, which
sees only its own cards, the public actions, and as maker the widow and
its own discard (docs/rules.rst, "Widow, trump and discard" and
"Going alone")."""

from __future__ import annotations

import io
import itertools
import re
import subprocess
import sys
from pathlib import Path

import attrs
import pytest

import hasenpfeffer as hp
from hasenpfeffer.bots import SimpleBot
from hasenpfeffer.cli import main
from hasenpfeffer.cli.narration import narrate
from hasenpfeffer.cli.show import record_states, show_record
from tests.helpers import widow_of

CARD = re.compile(r"(?<![\w])(?:[9TJQKA][CDHS]|Joker)(?![\w])")
LONE = hp.Rules(lone_hands=True, lone_defender=True)


def cards_in(line: str) -> set[hp.Card]:
    return {hp.Card.parse(text) for text in CARD.findall(line)}


def played_game(seed: int, rules: hp.Rules = LONE) -> list[hp.GameState]:
    """Every position of a game that SimpleBot plays at every seat."""
    bot = SimpleBot()
    states = [hp.new_game(rules, seed=seed)]
    while states[-1].phase is not hp.Phase.GAME_OVER:
        state = states[-1]
        states.append(
            state.deal()
            if state.phase is hp.Phase.DEAL
            else state.apply(bot.choose(state))
        )
    return states


def write(
    tmp_path: Path, record: hp.records.GameRecord, name: str = "game.json"
) -> str:
    path = tmp_path / name
    text = record.to_text() if name.endswith(".txt") else record.to_json()
    path.write_text(text, encoding="utf-8")
    return str(path)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["show", *argv])
    out, err = capsys.readouterr()
    return status, out, err


# A hand worked by hand.  Seed 1 with seat 0 dealing gives
#   seat 0: 9C QD JH KH QS Joker    seat 1: QC TD AD 9H 9S AS
#   seat 2: JC 9D JD TH QH TS       seat 3: TC AC KD AH JS KS    widow: KC
# Seat 1 bids 6, takes the widow (KC), names hearts, discards QC, leads AS.
DEALT = hp.new_game(seed=1, dealer=0).deal()
STARTED = DEALT.bid(6).name_trump("H").discard("QC").play("AS")


def test_every_card_is_told_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    expected = [
        "A game of Hasenpfeffer (seed 1), first to 10.",
        "",
        "Hand 1: seat 0 deals.",
        "  seat 0: 9C QD JH KH QS Joker",
        "  seat 1: QC TD AD 9H 9S AS",
        "  seat 2: JC 9D JD TH QH TS",
        "  seat 3: TC AC KD AH JS KS",
        "  widow: KC",
        "  Auction: seat 1 bids 6.",
        "  Seat 1 wins the auction and takes the widow (KC).",
        "  Seat 1 names hearts trump.",
        "  Seat 1 discards QC.",
        "  Trick 1 so far: seat 1 AS.",
        "The game is unfinished: hand 1 goes on with seat 2 to act.",
    ]
    assert list(show_record(STARTED.to_record())) == expected
    assert list(show_record(STARTED.to_record(), seat=None)) == expected


def test_the_maker_sees_the_widow_and_its_discard() -> None:
    lines = list(show_record(STARTED.to_record(), seat=1))
    assert lines[:10] == [
        "A game of Hasenpfeffer (seed 1), first to 10.",
        "Seen from seat 1.",
        "",
        "Hand 1: seat 0 deals.",
        "  seat 0: six cards, face down",
        "  seat 1: QC TD AD 9H 9S AS",
        "  seat 2: six cards, face down",
        "  seat 3: six cards, face down",
        "  widow: one card, face down",
        "  Auction: seat 1 bids 6.",
    ]
    assert lines[10:13] == [
        "  Seat 1 wins the auction and takes the widow (KC).",
        "  Seat 1 names hearts trump.",
        "  Seat 1 discards QC.",
    ]


def test_another_seat_sees_neither_the_widow_nor_the_discard() -> None:
    lines = list(show_record(STARTED.to_record(), seat=2))
    assert lines[5:9] == [
        "  seat 1: six cards, face down",
        "  seat 2: JC 9D JD TH QH TS",
        "  seat 3: six cards, face down",
        "  widow: one card, face down",
    ]
    assert lines[10:14] == [
        "  Seat 1 wins the auction and takes the widow.",
        "  Seat 1 names hearts trump.",
        "  Seat 1 discards a card.",
        "  Trick 1 so far: seat 1 AS.",
    ]
    assert "KC" not in "\n".join(lines) and "QC" not in "\n".join(lines)


def test_a_hand_thrown_in_and_an_auction_cut_short() -> None:
    state = DEALT.pass_().pass_().pass_().pass_().deal().bid(2)
    lines = list(show_record(state.to_record(), seat=0))
    assert lines[9:12] == [
        "  Auction: seat 1 passes, seat 2 passes, seat 3 passes, seat 0 passes.",
        "  All four pass: the hand is thrown in and the deal passes left.",
        "",
    ]
    assert lines[12] == "Hand 2: seat 1 deals."
    assert lines[-2:] == [
        "  Auction so far: seat 2 bids 2.",
        "The game is unfinished: hand 2 goes on with seat 3 to act.",
    ]


def test_a_seat_sees_only_what_it_may_at_every_point() -> None:
    """In every hand of several whole games with lone hands allowed, told
    for each seat: other hands and the widow stay face down, the widow and
    the discard show only to the maker, and no line names a card the seat
    has not held, seen played, or (as maker) picked up or discarded."""
    lone_hands = 0
    for seed in (0, 3, 8, 12):
        states = played_game(seed)
        record = states[-1].to_record()
        ends = [
            after
            for before, after in itertools.pairwise(states)
            if len(after.hand_results) > len(before.hand_results)
        ]
        for seat in range(4):
            text = "\n".join(show_record(record, seat=seat))
            blocks = re.split(r"\n(?=Hand \d+: )", text)[1:]
            assert len(blocks) == len(ends)
            for number, (block, end) in enumerate(zip(blocks, ends, strict=True)):
                deal = record.deals[number]
                result = end.hand_results[-1]
                lone_hands += bool(result.lone_players)
                maker = result.maker == seat
                played = {
                    card for trick in end.completed_tricks for _, card in trick.plays
                }
                allowed = set(deal.hands[seat]) | played
                if maker:
                    assert end.discarded is not None
                    allowed |= {widow_of(deal), end.discarded}
                for line in block.splitlines():
                    assert cards_in(line) <= allowed, (seed, seat, line)
                    if re.match(r"  seat \d: ", line):
                        shown = int(line[7])
                        expected = set(deal.hands[seat]) if shown == seat else set()
                        assert cards_in(line) == expected, line
                    if "takes the widow" in line:
                        assert cards_in(line) == ({deal.widow} if maker else set())
                    elif "widow" in line:
                        assert not cards_in(line), line
                    if "discards" in line:
                        assert cards_in(line) == ({end.discarded} if maker else set())
    assert lone_hands  # the games include hands played alone


def test_show_reads_files_and_standard_input(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    record = played_game(5)[-1].to_record()
    expected = "\n".join(show_record(record)) + "\n"
    for name in ("game.json", "game.txt"):
        status, out, err = run(capsys, write(tmp_path, record, name))
        assert (status, out, err) == (0, expected, "")
        status, out, _ = run(capsys, write(tmp_path, record, name), "--all")
        assert (status, out) == (0, expected)
    data = record.to_text().encode()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    status, out, _ = run(capsys, "-", "--seat", "3")
    assert status == 0
    assert out == "\n".join(show_record(record, seat=3)) + "\n"


def test_an_illegal_record_is_told_up_to_its_fault(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Seat 2 holds TS and must follow the spade lead: JD is a trump here.
    record = STARTED.to_record()
    cheat = attrs.evolve(
        record, actions=(*record.actions, (2, hp.Play(hp.Card.parse("JD"))))
    )
    path = write(tmp_path, cheat)
    status, out, err = run(capsys, path)
    assert status == 1 and err == ""
    assert out.splitlines()[-2:] == [
        "The game is unfinished: hand 1 goes on with seat 2 to act.",
        "Illegal: action 4 (hand 1, seat 2, play JD): seat 2 must follow spades: "
        "holds TS",
    ]
    status, out, _ = run(capsys, path, "--seat", "0")
    assert status == 1
    assert out.splitlines()[-1] == (
        "Illegal: the record breaks the rules at action 4 (seat 2)."
    )
    assert "TS" not in out and "JD" not in out


def test_a_deal_out_of_turn_is_told_without_its_cards() -> None:
    # The second deal comes while hand 1 is still being bid.
    record = DEALT.bid(2).to_record()
    early = attrs.evolve(record, deals=(*record.deals, record.deals[0]))
    lines = list(show_record(early, seat=3))
    assert lines[-1].startswith("Illegal: the record breaks the rules at deal 1")
    assert not cards_in(lines[-1])


@pytest.mark.parametrize(
    ("contents", "words"),
    [("not a record", "line 1"), ('{"format": ', "cut off")],
)
def test_unreadable_input_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], contents: str, words: str
) -> None:
    path = tmp_path / "broken"
    path.write_text(contents, encoding="utf-8")
    status, out, err = run(capsys, str(path))
    assert status == 2 and out == ""
    assert err.startswith(f"hasenpfeffer show: {path}: ") and words in err
    assert len(err.splitlines()) == 1
    status, out, err = run(capsys, str(tmp_path / "nowhere.json"))
    assert status == 2 and out == ""
    missing = tmp_path / "nowhere.json"
    assert err == f"hasenpfeffer show: {missing}: No such file or directory\n"


def test_seat_and_all_do_not_go_together(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["x", "--seat", "1", "--all"], ["x", "--seat", "4"]):
        with pytest.raises(SystemExit) as exit_info:
            main(["show", *argv])
        assert exit_info.value.code == 2
    assert "--seat" in capsys.readouterr().err


def test_show_as_a_program_reading_standard_input() -> None:
    record = STARTED.to_record()
    completed = subprocess.run(
        [sys.executable, "-m", "hasenpfeffer", "show", "-", "--seat", "2"],
        input=record.to_json(),
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert completed.returncode == 0 and completed.stderr == ""
    assert completed.stdout.splitlines() == list(show_record(record, seat=2))


def test_record_states_step_through_the_game() -> None:
    states = played_game(2)
    assert list(record_states(states[-1].to_record())) == states


def test_narrate_refuses_states_that_do_not_follow() -> None:
    with pytest.raises(hp.InvalidValueError, match="does not follow"):
        list(narrate([DEALT, STARTED]))
    with pytest.raises(hp.InvalidValueError, match="seat"):
        list(narrate([DEALT], seat=4))
    assert list(narrate([])) == []

"""Bid Euchre at the command line (docs/bid_euchre.rst): ``show`` of the
two hands worked out in tests/test_records_bid_euchre.py, a ``demo``, the
rule flags of its options, a person typing ``moon`` and ``no trump`` in
``play``, and ``simulate``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cards import deck as every_card
from hasenpfeffer.cli import main
from hasenpfeffer.cli.show import show_record
from tests.helpers import cards
from tests.play_script import PassingBot, play_from
from tests.test_cli_rule_flags import rules_of
from tests.test_records_bid_euchre import (
    MOON_DEAL,
    MOON_TRICKS,
    NO_TRUMP_DEAL,
    NO_TRUMP_TRICKS,
    SECOND,
    sorted_hand,
)

# -- show ------------------------------------------------------------------------


def told(tricks: list[str], order: list[list[int]], winners: list[int]) -> list[str]:
    """Trick lines: ``order`` gives each trick's seats in turn."""
    return [
        f"  Trick {number}: "
        + ", ".join(
            f"seat {seat} {card}"
            for seat, card in zip(seats, trick.split(), strict=True)
        )
        + f"; seat {winner} wins."
        for number, (trick, seats, winner) in enumerate(
            zip(tricks, order, winners, strict=True), start=1
        )
    ]


def test_show_tells_no_trump_and_the_moon(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bid.txt"
    path.write_text(SECOND.to_record().to_text(), encoding="utf-8")
    assert main(["show", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    round_from_1 = [1, 2, 3, 0]
    round_from_0 = [0, 1, 2, 3]
    expected = [
        "A game of Bid Euchre (seed 1), first to 32.",
        "",
        "Hand 1: seat 0 deals.",
        *(
            f"  seat {seat}: {sorted_hand(hand)}"
            for seat, hand in enumerate(NO_TRUMP_DEAL)
        ),
        "  Auction: seat 1 bids 4, seat 2 passes, seat 3 passes, seat 0 passes.",
        "  Seat 1 wins the auction.",
        "  Seat 1 names no trump.",
        *told(NO_TRUMP_TRICKS, [round_from_1] * 5 + [round_from_0], [1, 1, 1, 1, 0, 3]),
        "  Team 1 (seats 1 and 3) took 5 of 6 tricks on bid 4: made; "
        "team 0 +1, team 1 +5.",
        "  Score: team 0 1, team 1 5.",
        "",
        "Hand 2: seat 1 deals.",
        *(f"  seat {seat}: {sorted_hand(hand)}" for seat, hand in enumerate(MOON_DEAL)),
        "  Auction: seat 2 calls the moon.",
        "  Seat 2 wins the auction.",
        "  Seat 2 plays the moon alone, for all six tricks; seat 0 sits out.",
        "  Seat 2 names no trump.",
        *told(MOON_TRICKS, [[2, 3, 1]] * 6, [2] * 6),
        "  Team 0 (seats 0 and 2) took 6 of 6 tricks on the moon: made; "
        "team 0 +12, team 1 +0.",
        "  Score: team 0 13, team 1 5.",
        "The game is unfinished after 2 hands.",
    ]
    assert lines == expected
    assert "widow" not in "\n".join(lines) and "kitty" not in "\n".join(lines)


def test_show_for_one_seat_hides_the_others_cards() -> None:
    lines = list(show_record(SECOND.to_record(), seat=3))
    assert lines[3:8] == [
        "Hand 1: seat 0 deals.",
        "  seat 0: six cards, face down",
        "  seat 1: six cards, face down",
        "  seat 2: six cards, face down",
        f"  seat 3: {sorted_hand(NO_TRUMP_DEAL[3])}",
    ]


# -- demo and the rule flags ------------------------------------------------------


def test_demo_plays_bid_euchre_to_32_and_records_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bid.json"
    assert (
        main(["demo", "--game", "bid_euchre", "--seed", "1", "--record", str(path)])
        == 0
    )
    out = capsys.readouterr().out
    assert out.startswith("A game of Bid Euchre (seed 1), first to 32.\n\nHand 1:")
    assert re.search(
        r"Team \d \(seats \d and \d\) wins the game, \d+ to -?\d+\.\n$", out
    )
    assert "widow" not in out and "upcard" not in out
    # Six cards to each of four seats, every card dealt.
    first_hand = out.split("\n\n")[1].splitlines()[1:5]
    dealt = [card for line in first_hand for card in line.split(": ")[1].split()]
    assert sorted(dealt) == sorted(str(card) for card in every_card()[:24])
    record = hp.records.read_record(path.read_text(encoding="utf-8"))
    assert record.rules == hp.Rules(game=hp.Game.BID_EUCHRE)
    verdict = hp.validate(record)
    assert verdict.legal and verdict.finished
    assert max(verdict.scores) >= 32


def test_the_flags_of_bid_euchres_options() -> None:
    rules = rules_of(
        "--game", "bid_euchre", "--min-bid", "4", "--moon-points", "20",
        "--call-for-best", "--left-leads", "--redeal",
    )  # fmt: skip
    assert rules == hp.Rules(
        game=hp.Game.BID_EUCHRE,
        min_bid=4,
        moon_points=20,
        call_for_best=True,
        opening_lead=hp.OpeningLead.DEALERS_LEFT,
        all_pass=hp.AllPass.REDEAL,
    )


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (
            ["--game", "euchre", "--min-bid", "4"],
            "--min-bid 4 does not apply to --game euchre; it is for --game bid_euchre",
        ),
        (
            ["--moon-points", "20"],
            "--moon-points 20 does not apply to --game hasenpfeffer; it is for "
            "--game bid_euchre",
        ),
        (
            ["--game", "bid_euchre", "--lone-hands"],
            "--lone-hands does not apply to --game bid_euchre; it is for --game "
            "hasenpfeffer, euchre or railroad_euchre",
        ),
        (
            ["--game", "bid_euchre", "--joker-bids"],
            "--joker-bids does not apply to --game bid_euchre; it is for --game "
            "hasenpfeffer",
        ),
        (
            ["--call-for-best"],
            "--call-for-best does not apply to --game hasenpfeffer; it is for "
            "--game railroad_euchre or bid_euchre",
        ),
    ],
)
def test_flags_of_other_games_are_refused(
    flags: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["demo", *flags]) == 2
    assert capsys.readouterr().err == f"hasenpfeffer demo: {message}\n"


@pytest.mark.parametrize("value", ["0", "7"])
def test_the_lowest_bid_is_one_to_six(
    value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["demo", "--game", "bid_euchre", "--min-bid", value])
    assert "expected a whole number from 1 to 6" in capsys.readouterr().err


def test_a_demo_with_the_lowest_bid_five_bids_five_or_more(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["demo", "--game", "bid_euchre", "--min-bid", "5", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    bids = [int(tricks) for tricks in re.findall(r"bids (\d)", out)]
    assert bids and min(bids) >= 5


# -- play: a person calls the moon and names no trump --------------------------


def test_a_person_types_moon_and_no_trump() -> None:
    # Seat 3 deals: seat 0 calls first, holding the ace and king of three
    # suits, calls the moon, names no trump, and takes all six tricks;
    # its partner, seat 2, sits out.
    hands = [MOON_DEAL[2], MOON_DEAL[0], MOON_DEAL[1], MOON_DEAL[3]]
    rules = hp.Rules(game=hp.Game.BID_EUCHRE)
    state = hp.new_game(rules, seed=1, dealer=3).deal(
        hands=[cards(hand) for hand in hands]
    )
    entries = ["moon", "no trump", "AS", "KS", "AH", "KH", "AD", "KD", "quit"]
    bots: list[hp.bots.Bot | None] = [None, PassingBot(), PassingBot(), PassingBot()]
    final, out, _ = play_from(state, entries, bots=bots)
    assert (
        "Your choices: 1) pass  2) bid 3  3) bid 4  4) bid 5  5) bid 6  6) moon" in out
    )
    assert "You call the moon.\nYou win the auction with the moon.\n" in out
    assert "You play alone for every trick; seat 2 sits out." in out
    assert "5) no trump" in out and "You name no trump." in out
    assert "Contract: seat 0, the moon, no trump." in out
    assert "took 6 of 6 tricks on the moon: made it." in out
    result = final.hand_results[0]
    assert (result.contract, result.trump, result.score_change) == (
        hp.MOON,
        None,
        (12, 0),
    )
    assert "Seat 2 plays" not in out


# -- simulate ---------------------------------------------------------------------


def test_simulate_counts_the_moon_among_the_contracts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["simulate", "--game", "bid_euchre", "--games", "2", "--seed", "5"]
    argv += ["--team0", "random", "--team1", "random", "--max-hands", "12"]
    argv += ["--json", "--records", str(tmp_path)]
    assert main(argv) == 0
    summary = json.loads(capsys.readouterr().out)
    rows = {row["bid"]: row for row in summary["contracts"]}
    order = ["bid 3", "bid 4", "bid 5", "bid 6", "moon"]
    assert [row["bid"] for row in summary["contracts"]] == [
        contract for contract in order if contract in rows
    ]
    # The tally agrees with the games' records, replayed.
    moons = made = hands = 0
    for path in sorted(tmp_path.iterdir()):
        state = hp.records.replay(hp.records.load_record(path))
        for result in state.hand_results:
            hands += 1
            if result.contract == hp.MOON:
                moons += 1
                assert result.maker is not None
                side = result.maker % 2  # seats 0 and 2 are team 0
                made += result.tricks_won[side] == 6
    assert summary["hands"] == hands
    assert moons and rows["moon"]["won"] == moons
    assert rows["moon"]["made"] == made


@pytest.mark.parametrize("name", ["bid.json", "bid.txt"])
def test_validate_replays_a_bid_euchre_record(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = SECOND.to_record()
    path = tmp_path / name
    path.write_text(
        record.to_text() if name.endswith(".txt") else record.to_json(),
        encoding="utf-8",
    )
    assert main(["validate", str(path)]) == 0
    assert capsys.readouterr().out == (
        "legal\nunfinished: 2 hands played; scores 13 to 5\n"
    )
    # A moon played by the partner who sits out is refused at its step.
    broken = record.to_dict()
    moon_lead = next(
        number
        for number, entry in enumerate(broken["actions"])
        if entry == {"seat": 2, "action": "play AS"} and number > 29
    )
    broken["actions"][moon_lead + 1] = {"seat": 0, "action": "play QS"}
    path.write_text(json.dumps(broken), encoding="utf-8")
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert out.startswith("illegal\n")
    assert "seat 0 sits out this hand: its partner, seat 2, went alone" in out


def test_the_moon_calling_for_best_is_told_and_hidden_from_the_defenders() -> None:
    # The moon hand with call_for_best: seat 2 names spades, calls for
    # best; its partner, seat 0, gives the QS, and seat 2 discards the KD.
    from hasenpfeffer.cli.narration import narrate

    rules = hp.Rules(game=hp.Game.BID_EUCHRE, call_for_best=True)
    state = hp.new_game(rules, seed=1, dealer=1)
    states = [state, state.deal(hands=[cards(hand) for hand in MOON_DEAL])]
    for action in ("moon", "trump S", "call for best", "give QS", "discard KD"):
        states.append(states[-1].apply(action))
    told_steps = [
        "  Auction: seat 2 calls the moon.",
        "  Seat 2 wins the auction.",
        "  Seat 2 plays the moon alone, for all six tricks; seat 0 sits out.",
        "  Seat 2 names spades trump.",
        "  Seat 2 calls for best.",
    ]
    assert list(narrate(states))[7:14] == [
        *told_steps,
        "  Seat 0 gives seat 2 QS.",
        "  Seat 2 discards KD for the card given.",
    ]
    assert list(narrate(states, seat=1))[8:15] == [
        *told_steps,
        "  Seat 0 gives seat 2 a card.",
        "  Seat 2 discards a card for the card given.",
    ]

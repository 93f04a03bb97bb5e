"""The command line with Three-Handed Euchre (docs/three_handed.rst):
``demo``, ``show`` and ``play`` with three seats, a maker playing alone
against the other two and scores told seat by seat (the rule flags of
every game are checked in test_cli.py).

Most tests use the deal of tests/test_three_handed_rules.py, seat 0
dealing (seat 1 calls first and leads):

    seat 0: 9H QC AC TS JH      seat 1: AD KD QD 9C TC
    seat 2: JD AH KH AS KS
    kitty:  TH (the upcard), QH 9D TD JC KC 9S JS QS

Seat 1 passes, seat 2 orders up hearts, and seat 0, the dealer, picks up
the TH and discards the TS.  Then, seat 1 leading:

    1. AD (1)  KH (2)  JH (0)   the right bower: seat 0
    2. AC (0)  9C (1)  AH (2)   a trump on a club: seat 2
    3. JD (2)  9H (0)  TC (1)   the left bower: seat 2
    4. AS (2)  TH (0)  KD (1)   seat 0 trumps
    5. QC (0)  QD (1)  KS (2)   the only club: seat 0

The maker, seat 2, takes two tricks and is euchred: seats 0 and 1 score
2 each, seat 2 nothing.
"""

from __future__ import annotations

import io
import itertools
import json
import os
import re
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TextIO, cast

import pexpect
import pytest

import hasenpfeffer as hp
from hasenpfeffer.cli import main
from hasenpfeffer.cli.narration import narrate
from hasenpfeffer.cli.play import TerminalGame
from tests.helpers import exactly
from tests.play_script import Entry, PassingBot, Script, forever

THREE = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE)
HANDS = [
    ["9H", "QC", "AC", "TS", "JH"],
    ["AD", "KD", "QD", "9C", "TC"],
    ["JD", "AH", "KH", "AS", "KS"],
]
KITTY = ["TH", "QH", "9D", "TD", "JC", "KC", "9S", "JS", "QS"]
TRICKS = ["AD KH JH", "AC 9C AH", "JD 9H TC", "AS TH KD", "QC QD KS"]
"""The cards of the five tricks, as played."""
SEAT_0_PLAYS = ["JH", "AC", "9H", "TH", "QC"]
SEAT_1_PLAYS = ["AD", "9C", "TC", "KD", "QD"]
SEAT_2_PLAYS = ["KH", "AH", "JD", "AS", "KS"]

# The march of tests/test_three_handed_rules.py, seat 0 dealing: seat 1
# orders up the 9H, the dealer discards the JC, and seat 1 leads its five
# trumps from the top, each the highest left in play.
MARCH_HANDS = [
    ["TH", "AC", "KC", "QC", "JC"],
    ["JH", "JD", "AH", "KH", "QH"],
    ["AD", "KD", "QD", "TD", "9D"],
]
MARCH_KITTY = ["9H", "9C", "TC", "9S", "TS", "JS", "QS", "KS", "AS"]

PARTNERSHIP_WORDS = re.compile(r"\b(partners?|teams?)\b", re.IGNORECASE)


def dealt(rules: hp.Rules = THREE) -> hp.GameState:
    """The state after the deal, seat 1 to call first."""
    return hp.new_game(rules, seed=1, dealer=0).deal(hands=HANDS, kitty=KITTY)


def ordered_up(rules: hp.Rules = THREE) -> list[hp.GameState]:
    """The states from a new game to the dealer's discard, one step apart."""
    game = hp.new_game(rules, seed=1, dealer=0)
    states = [game, game.deal(hands=HANDS, kitty=KITTY)]
    for step in ("pass", "trump H", "discard TS"):
        states.append(states[-1].apply(step))
    return states


def whole_hand(rules: hp.Rules = THREE) -> list[hp.GameState]:
    """:func:`ordered_up`, then the five tricks, one card at a time."""
    states = ordered_up(rules)
    for trick in TRICKS:
        for card in trick.split():
            states.append(states[-1].play(card))
    return states


class ScriptedBot:
    """Takes ``actions`` in order, one at each of its turns (a card alone
    is played)."""

    def __init__(self, actions: Iterable[str]) -> None:
        self.actions = iter(actions)

    def choose(self, view: hp.PlayerView) -> hp.Action:
        action = next(self.actions)
        if len(action) == 2:
            return hp.Play(hp.Card.parse(action))
        return hp.parse_action(action)


def page_bots(you: int) -> list[hp.bots.Bot | None]:
    """Bots that make the page's hand at every seat but ``you``."""
    plays = {
        0: ["discard TS", *SEAT_0_PLAYS],
        1: ["pass", *SEAT_1_PLAYS],
        2: ["trump H", *SEAT_2_PLAYS],
    }
    return [None if seat == you else ScriptedBot(plays[seat]) for seat in range(3)]


def play(
    state: hp.GameState,
    entries: Iterable[Entry],
    bots: Sequence[hp.bots.Bot | None],
    *,
    you: int = 0,
    max_hands: int | None = 1,
) -> str:
    """What seat ``you`` sees when it types ``entries`` from ``state``."""
    script = Script(entries)
    out = io.StringIO()
    game = TerminalGame(
        state, cast(TextIO, script), out, bots, you=you, max_hands=max_hands
    )
    script.game = game
    game.run()
    return out.getvalue()


# -- play -----------------------------------------------------------------------


def test_the_dealer_picks_up_discards_and_the_maker_is_euchred() -> None:
    entries = ["TS", *SEAT_0_PLAYS]
    out = play(dealt(), entries, page_bots(you=0))
    assert out.startswith(
        "Three-Handed Euchre: you are seat 0, playing for yourself against "
        "seats 1 and 2; the maker plays alone against the other two.\n"
    )
    assert (
        "Seat 1 passes.\nSeat 2 names hearts trump.\nYou pick up the TH.\n"
        "Seat 2 plays alone against you and seat 1.\n" in out
    )
    # The dealer is told to discard; the upcard is not among the choices.
    assert "Maker: seat 2, alone against you and seat 1, hearts trump.\n" in out
    assert "You picked up the TH: discard one of your other cards.\n" in out
    assert "Your choices: 1) JH  2) 9H  3) AC  4) QC  5) TS\n" in out
    assert "You discard the TS face down.\n" in out
    assert "Trick 1: seat 1 AD, seat 2 KH.\n" in out
    assert "You take the trick. Tricks: you: 1; seat 1: 0; seat 2: 0.\n" in out
    assert "Seat 2 takes the trick. Tricks: you: 1; seat 1: 0; seat 2: 1.\n" in out
    assert (
        "Seat 2, the maker, took 2 of 5 tricks: euchred; you and seat 1 score 2 "
        "each. Score: you: 2; seat 1: 2; seat 2: 0.\n" in out
    )
    assert "  You (seat 0): JH 9H AC QC TS\n" in out
    assert "  Kitty: TH QH 9D TD JC KC 9S JS QS\n" in out
    assert not PARTNERSHIP_WORDS.search(out)
    assert "seat 3" not in out


def test_another_seat_sees_the_dealers_discard_face_down() -> None:
    out = play(dealt(), ["pass", *SEAT_1_PLAYS], page_bots(you=1), you=1)
    assert out.startswith(
        "Three-Handed Euchre: you are seat 1, playing for yourself against "
        "seats 0 and 2;"
    )
    assert "Seat 0, the dealer, picks up the TH.\n" in out
    assert "Seat 2 plays alone against you and seat 0.\n" in out
    assert "Seat 0 discards a card face down.\n" in out
    assert "TS face down" not in out
    assert (
        "Seat 2, the maker, took 2 of 5 tricks: euchred; you and seat 0 score 2 "
        "each. Score: you: 2; seat 0: 2; seat 2: 0.\n" in out
    )


def test_the_maker_marches_for_the_march_points() -> None:
    # The person is seat 1: it orders up the 9H and leads its five trumps
    # (choice 1, the highest, each time).  The march scores march_points.
    rules = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE, march_points=4)
    state = hp.new_game(rules, seed=1, dealer=0).deal(
        hands=MARCH_HANDS, kitty=MARCH_KITTY
    )
    bots: list[hp.bots.Bot | None] = [
        ScriptedBot(["discard JC", "9H", "TH", "AC", "KC", "QC"]),
        None,
        ScriptedBot(["9D", "TD", "QD", "KD", "AD"]),
    ]
    entries = itertools.chain(["trump H"], forever("1"))
    out = play(state, entries, bots, you=1)
    assert "You name hearts trump.\nSeat 0, the dealer, picks up the 9H.\n" in out
    assert "You play alone against seats 0 and 2.\n" in out
    assert "Maker: you, alone against seats 0 and 2, hearts trump.\n" in out
    assert (
        "You, the maker, took 5 of 5 tricks: all five, 4 points. "
        "Score: you: 4; seat 0: 0; seat 2: 0.\n" in out
    )


def test_stick_the_dealer_leaves_the_dealer_no_pass() -> None:
    # Five passes; at the sixth call the dealer (the person) must name a
    # suit other than the upcard's hearts.
    bots: list[hp.bots.Bot | None] = [None, PassingBot(), PassingBot()]
    out = play(dealt(), ["pass", "quit"], bots)
    assert "Upcard: TH; the first round. Calls: seat 1 pass, seat 2 pass.\n" in out
    assert (
        "Upcard: TH; the second round. Calls: seat 1 pass, seat 2 pass, "
        "seat 0 pass, seat 1 pass, seat 2 pass.\n"
        "Your hand (seat 0):\n  clubs: AC QC\n  hearts: JH 9H\n  spades: TS\n"
        "Your choices: 1) clubs (C)  2) diamonds (D)  3) spades (S)\n" in out
    )


def test_six_passes_throw_the_hand_in_with_redeal() -> None:
    redeal = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE, all_pass=hp.AllPass.REDEAL)
    bots: list[hp.bots.Bot | None] = [None, PassingBot(), PassingBot()]
    out = play(dealt(redeal), ["pass", "pass", "quit"], bots, max_hands=None)
    assert (
        "Your choices: 1) pass  2) clubs (C)  3) diamonds (D)  4) spades (S)\n" in out
    )
    assert "Everyone passes twice: the hand is thrown in.\n" in out
    assert "  Kitty: TH QH 9D TD JC KC 9S JS QS\n" in out
    # The deal passes left, to seat 1; nobody has scored.
    assert "Hand 2: seat 1 deals. Score: you: 0; seat 1: 0; seat 2: 0.\n" in out


def test_the_first_to_the_target_wins_and_a_tie_goes_from_the_dealers_left() -> None:
    # Target 2: the euchre brings seats 0 and 1 to 2 together.  The maker
    # is not among them and their scores are equal, so the first of them
    # from the dealer's left (seat 0 dealt) wins: seat 1.
    rules = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE, target_score=2)
    out = play(dealt(rules), ["TS", *SEAT_0_PLAYS], page_bots(you=0))
    assert out.endswith("Seat 1 wins the game. Score: you: 2; seat 1: 2; seat 2: 0.\n")
    table = list(narrate(whole_hand(rules)))
    assert table[-1] == "Seat 1 wins the game: seat 0 2, seat 1 2, seat 2 0."


def test_the_help_offers_no_lone_hand() -> None:
    bots: list[hp.bots.Bot | None] = [None, PassingBot(), PassingBot()]
    out = play(dealt(), ["help", "quit"], bots)
    assert (
        "Type the number of a choice, or its notation: JH (or play JH), pass, "
        "trump H, discard 9C. Commands:\n" in out
    )
    assert "alone (" not in out


def test_the_person_must_sit_at_the_table() -> None:
    with pytest.raises(hp.InvalidValueError, match="you must be a seat, 0, 1 or 2"):
        TerminalGame(dealt(), io.StringIO(), io.StringIO(), you=3)
    four = [None, PassingBot(), PassingBot(), PassingBot()]
    with pytest.raises(
        hp.InvalidValueError, match=exactly("bots must be one per seat, not 4")
    ):
        TerminalGame(dealt(), io.StringIO(), io.StringIO(), four)


def test_play_seats_two_bots_and_saves_the_record(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / "game.txt"
    monkeypatch.setattr(sys, "stdin", io.StringIO("hint\nquit\n"))
    arguments = ["play", "--game", "three_handed_euchre", "--seed", "3"]
    assert main([*arguments, "--bot", "random", "--save", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Three-Handed Euchre: you are seat 0")
    assert "(JH, trump H, pass)" in out
    assert "Hint: " in out
    assert out.endswith(f"Goodbye.\nThe game's record is saved in {path}.\n")
    record = hp.records.read_record(path.read_text())
    assert record.rules == THREE
    assert hp.validate(record).legal


# -- demo and show --------------------------------------------------------------


RESULT = re.compile(
    r"  Seat (\d), the maker, took (\d) of 5 tricks: (made|euchred); "
    r"seat 0 \+(\d+), seat 1 \+(\d+), seat 2 \+(\d+)\."
)
SCORE = re.compile(r"  Score: seat 0 (\d+), seat 1 (\d+), seat 2 (\d+)\.")


def test_demo_tells_every_hand_scored_by_the_rules(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["demo", "--game", "three_handed_euchre", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("A game of Three-Handed Euchre (seed 1), first to 10.\n")
    assert "  upcard: " in out
    assert "; under it: eight cards, face down\n" in out
    assert "seat 3" not in out and not PARTNERSHIP_WORDS.search(out)
    lines = out.splitlines()
    scores = [0, 0, 0]
    results = 0
    for index, line in enumerate(lines):
        found = RESULT.fullmatch(line)
        if found is None:
            continue
        results += 1
        maker, taken, verdict = int(found[1]), int(found[2]), found[3]
        change = [int(found[4]), int(found[5]), int(found[6])]
        # The maker with 3 or 4 tricks scores 1, with 5 three; euchred,
        # each of the other two scores 2.
        if taken >= 3:
            assert verdict == "made"
            gained = 1 if taken < 5 else 3
            expected = [gained if seat == maker else 0 for seat in range(3)]
        else:
            assert verdict == "euchred"
            expected = [0 if seat == maker else 2 for seat in range(3)]
        assert change == expected
        scores = [score + gained for score, gained in zip(scores, change, strict=True)]
        told = SCORE.fullmatch(lines[index + 1])
        assert told is not None
        assert [int(told[1]), int(told[2]), int(told[3])] == scores
        plays_alone = [line for line in lines[:index] if "plays alone against" in line]
        others = " and ".join(str(seat) for seat in range(3) if seat != maker)
        assert plays_alone[-1] == f"  Seat {maker} plays alone against seats {others}."
    assert results > 0
    winner = max(range(3), key=lambda seat: scores[seat])
    assert scores[winner] >= 10
    told_scores = ", ".join(f"seat {seat} {scores[seat]}" for seat in range(3))
    assert lines[-1].endswith(f"wins the game: {told_scores}.")


def test_the_narration_shows_each_seat_what_it_may_see() -> None:
    table = "\n".join(narrate(whole_hand()))
    assert "  seat 2: JD KH AH KS AS\n" in table
    assert "  upcard: TH; under it: QH 9D TD JC KC 9S JS QS\n" in table
    assert "  Auction: seat 1 passes, seat 2 names hearts.\n" in table
    assert "  Seat 2 orders up the TH: seat 0, the dealer, picks it up.\n" in table
    assert "  Seat 2 plays alone against seats 0 and 1.\n" in table
    assert "  Seat 0 discards TS.\n" in table
    assert "  Trick 1: seat 1 AD, seat 2 KH, seat 0 JH; seat 0 wins.\n" in table
    assert "  Trick 5: seat 0 QC, seat 1 QD, seat 2 KS; seat 0 wins.\n" in table
    assert (
        "  Seat 2, the maker, took 2 of 5 tricks: euchred; "
        "seat 0 +2, seat 1 +2, seat 2 +0.\n"
        "  Score: seat 0 2, seat 1 2, seat 2 0.\n" in table
    )
    dealer = "\n".join(narrate(whole_hand(), seat=0))
    assert "  Seat 0 discards TS.\n" in dealer
    assert "  seat 1: five cards, face down\n" in dealer
    assert "under it: eight cards, face down\n" in dealer
    for seat in (1, 2):
        other = "\n".join(narrate(whole_hand(), seat=seat))
        assert "  Seat 0 discards a card.\n" in other
        assert "  seat 0: five cards, face down\n" in other
        assert "TS" not in other
    watched = "\n".join(narrate(whole_hand(), face_down=True))
    assert "  Seat 0 discards a card.\n" in watched
    assert not PARTNERSHIP_WORDS.search(table)


def test_the_narration_refuses_a_fourth_seat() -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("seat must be a seat, 0, 1 or 2, at a table of three, not 3"),
    ):
        list(narrate(whole_hand(), seat=3))


@pytest.mark.parametrize(
    ("audience", "discard"),
    [([], "TS"), (["--seat", "0"], "TS"), (["--seat", "2"], "a card")],
)
def test_show_tells_the_discard_to_whoever_may_see_it(
    audience: list[str],
    discard: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / "game.json"
    path.write_text(whole_hand()[-1].to_record().to_json())
    assert main(["show", str(path), *audience]) == 0
    out = capsys.readouterr().out
    assert f"  Seat 0 discards {discard}.\n" in out
    assert "  Score: seat 0 2, seat 1 2, seat 2 0.\n" in out


def test_show_refuses_a_seat_the_game_does_not_have(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.txt"
    path.write_text(ordered_up()[-1].to_record().to_text())
    assert main(["show", str(path), "--seat", "3"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        "hasenpfeffer show: --seat 3: Three-Handed Euchre has seats 0 to 2\n"
    )


# -- simulate -------------------------------------------------------------------


def test_simulate_reports_each_player_and_writes_legal_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Without swapping, player p sits at seat p in every game, so the wins
    # reported for each player are the games its seat won.
    directory = tmp_path / "records"
    arguments = "simulate --game three_handed_euchre --games 3 --seed 4 --no-swap "
    arguments += "--march-points 4 --team0 random --team1 heuristic --json"
    assert main([*arguments.split(), "--records", str(directory)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [player["bot"] for player in data["players"]] == [
        "random",
        "heuristic",
        "heuristic",
    ]
    assert data["config"]["rules"]["march_points"] == 4
    wins = [0, 0, 0]
    files = sorted(directory.iterdir())
    assert len(files) == 3
    for path in files:
        record = hp.records.load_record(str(path))
        assert record.rules == hp.Rules(
            game=hp.Game.THREE_HANDED_EUCHRE, march_points=4
        )
        final = hp.records.replay(record)
        assert final.winner is not None
        wins[final.winner] += 1
    assert [player["wins"] for player in data["players"]] == wins


def test_simulate_tells_the_players_apart(capsys: pytest.CaptureFixture[str]) -> None:
    arguments = ["simulate", "--game", "three_handed_euchre", "--games", "2"]
    assert main(arguments) == 0
    out = capsys.readouterr().out
    for player, bot in enumerate(["heuristic", "random", "random"]):
        assert f"\nplayer {player} {bot}: won " in out
    assert not PARTNERSHIP_WORDS.search(out)


# -- in a real terminal -------------------------------------------------------------


def test_a_whole_game_in_a_terminal() -> None:
    env = {
        name: value
        for name, value in os.environ.items()
        if name not in ("COLUMNS", "LINES", "NO_COLOR", "TERM")
    }
    env.update({"TERM": "xterm", "PYTHONIOENCODING": "utf-8", "NO_COLOR": "1"})
    arguments = ["-m", "hasenpfeffer", "play", "--game", "three_handed_euchre"]
    child = pexpect.spawn(
        sys.executable,
        [*arguments, "--seed", "5", "--auto", "--target", "3"],
        env=env,
        dimensions=(40, 80),
        encoding="utf-8",
        timeout=60,
    )
    shown: list[str] = []
    for prompts in itertools.count():
        if child.expect(["> ", pexpect.EOF]) != 0:
            break
        assert prompts < 300, "the game does not end"
        shown.append(str(child.before))
        child.sendline("1")
    shown.append(str(child.before))
    child.close()
    screen = "".join(shown).replace("\r\n", "\n")
    assert child.exitstatus == 0
    assert "Traceback" not in screen
    assert re.search(r"\n(You win|Seat [12] wins) the game\. Score: you: \d+; ", screen)
    assert "Tricks: you: " in screen
    assert not PARTNERSHIP_WORDS.search(screen)
    assert "seat 3" not in screen

"""OpenSpiel histories as records and back (docs/howto-openspiel.rst,
"Histories and records"): random episodes of OpenSpiel's euchre and of the
library's OpenSpiel games become legal records, which convert back to the
same histories (without their deal orders, to the histories dealt in the
fixed order, reaching the same OpenSpiel state); a hand worked by hand;
and every refusal."""

from __future__ import annotations

import random
import re
from typing import Any

import attrs
import pytest

import hasenpfeffer as hp
from hasenpfeffer.records import GameRecord

pyspiel = pytest.importorskip("pyspiel", reason="the openspiel extra is not installed")
spiel_records = pytest.importorskip("hasenpfeffer.integrations.spiel_records")
record_from_history = spiel_records.record_from_history
history_from_record = spiel_records.history_from_record
in_deal_order = spiel_records.in_deal_order

GAMES = [
    "euchre",
    "euchre(stick_the_dealer=False)",
    "python_hasenpfeffer",
    "python_hasenpfeffer(bidding=pepper,lone_hands=True,lone_defender=True)",
    "python_hasenpfeffer(play_to_target=True,target_score=4)",
    "python_hasenpfeffer(game=euchre)",
    "python_hasenpfeffer(game=three_handed_euchre)",
    "python_hasenpfeffer(game=railroad_euchre,play_to_target=True,target_score=3)",
    "python_hasenpfeffer(game=bid_euchre,call_for_best=True)",
]


def _episode(game: Any, seed: int, stop: float = 0.0) -> Any:
    """A random episode of ``game``, cut short with the chance ``stop`` at
    each step."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(
                rng.choice([card for card, _ in state.chance_outcomes()])
            )
        else:
            state.apply_action(rng.choice(state.legal_actions()))
        if rng.random() < stop and not state.is_chance_node():
            break
    return state


@pytest.mark.parametrize("name", GAMES)
def test_random_episodes_convert_to_legal_records_and_back(name: str) -> None:
    game = pyspiel.load_game(name)
    for seed in range(25):
        state = _episode(game, seed, stop=0.01 if seed % 2 else 0.0)
        history = list(state.history())
        record = record_from_history(game, history)
        assert hp.validate(record).legal
        assert history_from_record(game, record) == history
        if seed % 5 == 0:  # through JSON and the text notation too
            for text in (record.to_json(), record.to_text()):
                read = hp.records.read_record(text)
                assert history_from_record(game, read) == history
        # Without the order, the deal comes back in the fixed order, and
        # the same OpenSpiel state.
        unordered = attrs.evolve(record, deal_orders=())
        back = history_from_record(game, unordered)
        assert back == in_deal_order(game, history)
        again = game.new_initial_state()
        for action in back:
            again.apply_action(action)
        assert again.is_terminal() == state.is_terminal()
        assert str(again) == str(state)
        if state.is_terminal():
            assert again.returns() == state.returns()


def test_a_euchre_hand_worked_by_hand() -> None:
    """OpenSpiel's euchre: dealer 1; the cards 0 to 19 go around from the
    dealer (card n to seat (1 + n) % 4) and 20 is the upcard.  OpenSpiel
    numbers a card as its rank from the nine times four plus its suit
    (clubs, diamonds, hearts, spades), so 20 is the ace of clubs and the
    three cards never dealt, 21 to 23, the other aces.  Seats 2, 3, 0 and
    1 pass, then seat 2 names spades (28) and goes alone (29)."""
    game = pyspiel.load_game("euchre")
    history = [1, *range(21), 24, 24, 24, 24, 28, 29]
    record = record_from_history(game, history, seed=5)
    assert record.rules == hp.Rules(
        game=hp.Game.EUCHRE, all_pass=hp.AllPass.STICK_THE_DEALER, lone_hands=True
    )
    assert (record.seed, record.first_dealer) == (5, 1)
    deal = record.deals[0]
    # Seat 1, the dealer, gets the cards 0, 4, 8, 12 and 16: the nines of
    # clubs, the tens, jacks, queens and kings of clubs.
    assert [str(card) for card in deal.hands[1]] == ["9C", "TC", "JC", "QC", "KC"]
    assert [str(card) for card in deal.hands[2]] == ["9D", "TD", "JD", "QD", "KD"]
    assert str(deal.kitty[0]) == "AC"  # card 20: the ace (rank 5) of clubs
    assert sorted(str(card) for card in deal.kitty[1:]) == ["AD", "AH", "AS"]
    assert [(seat, str(action)) for seat, action in record.actions] == [
        (2, "pass"),
        (3, "pass"),
        (0, "pass"),
        (1, "pass"),
        (2, "trump S"),
        (2, "alone"),
    ]
    assert history_from_record(game, record) == history


def test_allow_lone_defender_does_not_convert() -> None:
    game = pyspiel.load_game("euchre(allow_lone_defender=True)")
    with pytest.raises(hp.InvalidValueError, match="allow_lone_defender"):
        record_from_history(game, [0, *range(21)])


@pytest.mark.parametrize(
    ("name", "history", "words"),
    [
        ("euchre", [0, *range(10)], "before the deal is done"),
        ("euchre", [7, *range(21)], "the dealer is 0 to 3"),
        ("euchre", [0, *range(20), 0], "21 different cards"),
        ("euchre", [0, *range(21), 30], "history[22] = 30"),
        ("euchre", [0, *range(21), 99], "history[22] = 99: 99 is not an action"),
        ("euchre", [0, *range(21), 0], "history[22] = 0: "),
        ("python_hasenpfeffer", list(range(10)), "middle of a deal"),
        ("python_hasenpfeffer", [0, 0], "history[1] = 0"),
        ("python_hasenpfeffer", "1 2 3", "a list of actions"),
        ("python_hasenpfeffer", [1.5], "whole numbers"),
    ],
)
def test_a_history_that_is_not_of_the_game_is_refused(
    name: str, history: Any, words: str
) -> None:
    with pytest.raises(hp.InvalidValueError, match=re.escape(words)):
        record_from_history(pyspiel.load_game(name), history)


def test_a_game_that_is_not_euchre_or_the_librarys_is_refused() -> None:
    with pytest.raises(hp.InvalidValueError, match="OpenSpiel's euchre or one"):
        record_from_history(pyspiel.load_game("tic_tac_toe"), [])
    with pytest.raises(hp.InvalidValueError, match="OpenSpiel's euchre or one"):
        history_from_record("euchre", hp.new_game(seed=0, dealer=0).to_record())


def test_a_record_of_other_rules_or_more_hands_is_refused() -> None:
    euchre = pyspiel.load_game("euchre")
    with pytest.raises(hp.InvalidValueError, match="the record's rules"):
        history_from_record(euchre, hp.new_game(seed=0, dealer=0).to_record())
    rules = hp.Rules(game=hp.Game.EUCHRE, lone_hands=True)
    state = hp.new_game(rules, seed=0, dealer=0).deal()
    while state.hand_number < 2:
        state = (
            state.deal()
            if state.to_act is None
            else state.apply(state.legal_actions()[0])
        )
    with pytest.raises(hp.InvalidValueError, match="plays one hand"):
        history_from_record(euchre, state.to_record())
    own = pyspiel.load_game("python_hasenpfeffer")
    with pytest.raises(hp.InvalidValueError, match="with seed 0"):
        history_from_record(own, hp.new_game(seed=3, dealer=0).to_record())
    taken_up = GameRecord(hp.Rules(), 0, 0, start="hp1 hasenpfeffer 0 2 0 1,1 - -")
    with pytest.raises(hp.InvalidValueError, match="starts at a position"):
        history_from_record(own, taken_up)


def test_an_illegal_record_has_no_history() -> None:
    record = hp.new_game(seed=0, dealer=0).deal().to_record()
    bad = GameRecord(record.rules, 0, 0, record.deals, [(2, "pass")])
    with pytest.raises(hp.InvalidValueError, match="not legal"):
        history_from_record(pyspiel.load_game("python_hasenpfeffer"), bad)

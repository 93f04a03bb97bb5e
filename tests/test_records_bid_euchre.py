"""Records of Bid Euchre (docs/bid_euchre.rst), worked out by hand.

Two hands, dealt card by card.  In the first, seat 1 (the dealer's left,
first to call when seat 0 deals) bids four and names no trump; without
bowers the jack of spades is only a spade and seat 1's clubs, led from the
ace down to the jack, take the first four tricks; seat 0's king of
diamonds beats the queen led, and seat 3's jack of hearts beats the ten
led in the last trick.  The makers took five of their four: each side
scores its tricks, (1, 5).  In the second (seat 1 deals), seat 2 calls the
moon with the ace and king of three suits and names no trump; its partner,
seat 0, sits out, and seat 2 takes all six tricks: the moon's 12 points,
(12, 0), for (13, 5) in all.

The record writes the new forms: the rules name the game and its own
options, a deal is the four hands alone (nothing is dealt aside), and the
calls are ``no trump`` and ``moon``.
"""

from __future__ import annotations

import json

import jsonschema
import pytest

import hasenpfeffer as hp
from hasenpfeffer.records import record_schema
from tests.helpers import cards

VALIDATOR = jsonschema.Draft202012Validator(record_schema())
RULES = hp.Rules(game=hp.Game.BID_EUCHRE)

NO_TRUMP_DEAL = [
    "9C TC 9D KD 9H TH",
    "AC KC QC JC AD QD",
    "9S TS JS QS KS AS",
    "TD JD AH KH QH JH",
]
NO_TRUMP_TRICKS = [
    "AC 9S JD 9C",  # seat 1 leads
    "KC TS AH TC",
    "QC JS KH 9D",  # the jack of spades is no bower
    "JC QS QH 9H",
    "QD KS TD KD",  # seat 0's king wins
    "TH AD AS JH",  # seat 0 leads; seat 3's jack beats the ten
]
MOON_DEAL = [
    "QS JS QH JH QD JD",
    "TS 9S TH 9H TD 9D",
    "AS KS AH KH AD KD",
    "9C TC JC QC KC AC",
]
MOON_TRICKS = [  # seat 2 leads; seat 3 follows, seat 0 sits out, then seat 1
    "AS 9C TS",
    "KS TC 9S",
    "AH JC TH",
    "KH QC 9H",
    "AD KC TD",
    "KD AC 9D",
]


def play(state: hp.GameState, tricks: list[str]) -> hp.GameState:
    for trick in tricks:
        for card in trick.split():
            state = state.play(card)
    return state


def two_hands() -> tuple[hp.GameState, hp.GameState]:
    """The state after the no-trump hand, and after the moon."""
    state = hp.new_game(RULES, seed=1, dealer=0)
    state = state.deal(hands=[cards(hand) for hand in NO_TRUMP_DEAL])
    state = state.bid(4).pass_().pass_().pass_().apply(hp.NoTrump())
    first = play(state, NO_TRUMP_TRICKS)
    state = first.deal(hands=[cards(hand) for hand in MOON_DEAL])
    state = state.apply(hp.MOON).apply(hp.NoTrump())
    return first, play(state, MOON_TRICKS)


FIRST, SECOND = two_hands()


def sorted_hand(text: str) -> str:
    """A hand as a record writes it: in the deck's order."""
    return " ".join(str(card) for card in sorted(cards(text)))


def test_the_hands_score_as_worked_out() -> None:
    first, second = FIRST.hand_results[-1], SECOND.hand_results[-1]
    assert (first.maker, first.trump, first.tricks_won) == (1, None, (1, 5))
    assert first.score_change == (1, 5)
    assert (second.maker, second.contract, second.trump) == (2, hp.MOON, None)
    assert (second.lone_players, second.score_change) == ((2,), (12, 0))
    assert SECOND.scores == (13, 5)


def test_the_text_record_gives_four_hands_and_the_new_calls() -> None:
    text = SECOND.to_record().to_text()
    lines = text.splitlines()
    assert lines[4:12] == [
        '[game "bid_euchre"]',
        '[all_pass "stick_the_dealer"]',
        '[opening_lead "maker"]',
        '[tie_break "makers_first"]',
        '[target_score "32"]',
        '[call_for_best "false"]',
        '[min_bid "3"]',
        '[moon_points "12"]',
    ]
    first_deal = " / ".join(sorted_hand(hand) for hand in NO_TRUMP_DEAL)
    first_plays = [
        f"{seat} play {card}"
        for trick, leader in zip(NO_TRUMP_TRICKS, [1, 1, 1, 1, 1, 0], strict=True)
        for seat, card in zip(
            [(leader + n) % 4 for n in range(4)], trick.split(), strict=True
        )
    ]
    assert lines[13] == (
        f"1. {first_deal} : 1 bid 4, 2 pass, 3 pass, 0 pass, 1 no trump, "
        + ", ".join(first_plays)
    )
    moon_deal = " / ".join(sorted_hand(hand) for hand in MOON_DEAL)
    moon_plays = [
        f"{seat} play {card}"
        for trick in MOON_TRICKS
        for seat, card in zip([2, 3, 1], trick.split(), strict=True)
    ]
    assert lines[14] == f"2. {moon_deal} : 2 moon, 2 no trump, " + ", ".join(moon_plays)
    assert len(lines) == 15


@pytest.mark.parametrize("state", [FIRST, SECOND], ids=["no trump", "the moon"])
def test_the_json_record_names_the_options_and_deals_hands_alone(
    state: hp.GameState,
) -> None:
    data = json.loads(state.to_record().to_json())
    assert data["rules"] == {
        "game": "bid_euchre",
        "all_pass": "stick_the_dealer",
        "opening_lead": "maker",
        "tie_break": "makers_first",
        "target_score": 32,
        "call_for_best": False,
        "min_bid": 3,
        "moon_points": 12,
    }
    deals = [NO_TRUMP_DEAL, MOON_DEAL][: len(data["deals"])]
    assert data["deals"] == [
        {"hands": [sorted_hand(hand).split() for hand in deal]} for deal in deals
    ]
    calls = [entry["action"] for entry in data["actions"]]
    assert calls[:5] == ["bid 4", "pass", "pass", "pass", "no trump"]
    if state is SECOND:
        assert calls[29:31] == ["moon", "no trump"]
        moon_seats = {entry["seat"] for entry in data["actions"][29:]}
        assert moon_seats == {1, 2, 3}  # seat 0 sits out
    VALIDATOR.validate(data)


@pytest.mark.parametrize("state", [FIRST, SECOND], ids=["no trump", "the moon"])
def test_the_records_round_trip_and_replay(state: hp.GameState) -> None:
    record = state.to_record()
    for again in (
        hp.records.GameRecord.from_json(record.to_json()),
        hp.records.GameRecord.from_text(record.to_text()),
        hp.records.read_record(record.to_text()),
        hp.records.GameRecord.from_dict(record.to_dict()),
    ):
        assert again == record
        assert hp.records.replay(again) == state
    text = record.to_text()
    assert hp.records.GameRecord.from_text(text).to_text() == text
    verdict = hp.validate(record)
    assert verdict.legal and verdict.scores == state.scores


def test_options_away_from_the_defaults_round_trip() -> None:
    rules = hp.Rules(
        game=hp.Game.BID_EUCHRE,
        min_bid=1,
        moon_points=20,
        all_pass=hp.AllPass.REDEAL,
        call_for_best=True,
        opening_lead=hp.OpeningLead.DEALERS_LEFT,
    )
    record = hp.new_game(rules, seed=5, dealer=2).deal().to_record()
    data = json.loads(record.to_json())
    assert (data["rules"]["min_bid"], data["rules"]["moon_points"]) == (1, 20)
    assert '[min_bid "1"]' in record.to_text()
    assert '[moon_points "20"]' in record.to_text()
    VALIDATOR.validate(data)
    assert hp.records.GameRecord.from_json(record.to_json()).rules == rules
    assert hp.records.GameRecord.from_text(record.to_text()).rules == rules


def test_other_games_do_not_write_bid_euchres_options() -> None:
    for game in hp.Game:
        if game is hp.Game.BID_EUCHRE:
            continue
        data = hp.new_game(hp.Rules(game=game), seed=1).to_record().to_dict()
        assert "min_bid" not in data["rules"] and "moon_points" not in data["rules"]


TEXT_HEADER = '[seed "1"]\n[first_dealer "0"]\n[game "bid_euchre"]\n'
FIRST_HANDS = " / ".join(NO_TRUMP_DEAL)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (
            f"1. {FIRST_HANDS} / 9C : 1 pass",
            "line 4, column 4: a deal is the four hands, separated by '/': "
            "found 5 parts",
        ),
        (
            f"1. {FIRST_HANDS.replace('9C ', '')} : 1 pass",
            "line 4, column 4: seat 0 is dealt 5 cards, not 6",
        ),
    ],
)
def test_a_text_deal_with_cards_aside_or_short_is_refused(
    line: str, message: str
) -> None:
    with pytest.raises(hp.RecordFormatError) as error:
        hp.records.GameRecord.from_text(TEXT_HEADER + line)
    assert str(error.value) == message


@pytest.mark.parametrize(
    ("deal", "message"),
    [
        ({"hands": [], "kitty": []}, '$.deals[0].kitty: unknown key "kitty"'),
        ({"hands": [], "widow": "9C"}, '$.deals[0].widow: unknown key "widow"'),
    ],
)
def test_a_json_deal_with_cards_aside_is_refused(
    deal: dict[str, object], message: str
) -> None:
    data = FIRST.to_record().to_dict()
    deal["hands"] = data["deals"][0]["hands"]
    data["deals"][0] = deal
    assert not VALIDATOR.is_valid(data)
    with pytest.raises(hp.RecordFormatError) as error:
        hp.records.GameRecord.from_dict(data)
    assert str(error.value) == message


def test_the_new_calls_are_refused_in_other_games() -> None:
    data = hp.new_game(seed=1, dealer=0).deal().to_record().to_dict()
    data["actions"] = [{"seat": 1, "action": "moon"}]
    record = hp.records.GameRecord.from_dict(data)
    verdict = hp.validate(record)
    assert not verdict.legal and verdict.index == 0

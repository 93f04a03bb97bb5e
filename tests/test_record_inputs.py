"""Records built or read from bad values: every fault is refused with the
library's own error, and says where it is."""

from __future__ import annotations

import io
from typing import Any

import pytest

import hasenpfeffer as hp
from hasenpfeffer.records import decode_text

RULES = hp.Rules()


def a_deal() -> hp.Deal:
    return hp.new_game(seed=5, dealer=0).deal().deals[0]


@pytest.mark.parametrize("deals", [5, None, "9C TC", b"deals"])
def test_deals_must_be_a_sequence(deals: Any) -> None:
    with pytest.raises(hp.InvalidValueError, match="deals must be a sequence"):
        hp.GameRecord(RULES, 1, 0, deals=deals)


@pytest.mark.parametrize("deal", [5, (), ("hands",), (1, 2, 3)])
def test_each_deal_is_a_pair_of_hands_and_widow(deal: Any) -> None:
    with pytest.raises(hp.InvalidValueError, match="deal 0: "):
        hp.GameRecord(RULES, 1, 0, deals=[deal])


def test_a_card_in_a_deal_that_does_not_parse() -> None:
    deal = a_deal()
    hands = [[str(card) for card in hand] for hand in deal.hands]
    hands[3][5] = "ZZ"
    with pytest.raises(hp.InvalidNotationError, match="deal 1: seat 3's hand"):
        hp.GameRecord(RULES, 1, 0, deals=[deal, (hands, deal.widow)])


@pytest.mark.parametrize("actions", [5, None, "1 pass", b"1 pass"])
def test_actions_must_be_a_sequence(actions: Any) -> None:
    with pytest.raises(hp.InvalidValueError, match="actions must be a sequence"):
        hp.GameRecord(RULES, 1, 0, actions=actions)


@pytest.mark.parametrize("pair", [5, "1 pass", (1,), (1, "pass", 2), [], None])
def test_each_action_is_a_seat_and_action_pair(pair: Any) -> None:
    with pytest.raises(hp.InvalidValueError, match=r"action 1: expected a \(seat"):
        hp.GameRecord(RULES, 1, 0, actions=[(1, "pass"), pair])


def test_a_record_is_of_a_game_state() -> None:
    with pytest.raises(hp.InvalidValueError, match="expected a GameState"):
        hp.GameRecord.of("state")  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match="expected a GameRecord"):
        hp.replay(hp.new_game(seed=1))  # type: ignore[arg-type]


@pytest.mark.parametrize("value", [None, 5, ["{}"], memoryview(b"{}")])
def test_records_are_read_from_text_or_bytes(value: Any) -> None:
    with pytest.raises(hp.RecordFormatError, match="expected the record as text"):
        decode_text(value)
    with pytest.raises(hp.RecordFormatError, match="expected the record as text"):
        hp.read_record(value)


def test_bytes_must_be_utf8() -> None:
    with pytest.raises(hp.RecordFormatError, match="not UTF-8") as error:
        decode_text(b"[seed \xff]")
    assert error.value.location == "byte 6"
    bom = bytearray(b"\xef\xbb\xbf[seed 1]")
    assert decode_text(bom) == "[seed 1]"  # type: ignore[arg-type]


def test_load_record_needs_a_binary_file() -> None:
    text = hp.new_game(seed=1, dealer=0).to_record().to_json()
    with pytest.raises(hp.RecordFormatError, match="expected a binary file"):
        hp.load_record(io.StringIO(text))  # type: ignore[arg-type]
    record = hp.load_record(io.BytesIO(text.encode()))
    assert record == hp.new_game(seed=1, dealer=0).to_record()

"""What each seat sees of a call for best, and Railroad Euchre's records
(docs/railroad.rst, "Calling for best").

The deal is that of tests/test_railroad_rules.py: seat 3 deals and turns
up the Joker; seat 0 orders it up, the dealer discards 9D, seat 0 calls
for best, seat 2 gives AD and seat 0 discards QH.
"""

from __future__ import annotations

import json

import pytest

import hasenpfeffer as hp
from hasenpfeffer.records import record_schema

jsonschema = pytest.importorskip("jsonschema")

RAILROAD = hp.Rules(game=hp.Game.RAILROAD_EUCHRE)
HANDS = [
    ["JH", "JD", "AH", "KH", "QH"],
    ["9C", "TC", "JC", "QC", "KC"],
    ["AD", "9S", "TS", "JS", "QS"],
    ["AC", "9D", "TD", "QD", "KD"],
]
KITTY = ["Joker", "9H", "TH", "KS", "AS"]
AD, QH, NINE_D = (hp.Card.parse(text) for text in ("AD", "QH", "9D"))


def called_for_best() -> hp.GameState:
    state = hp.new_game(RAILROAD, seed=1, dealer=3).deal(hands=HANDS, kitty=KITTY)
    state = state.apply("trump H").apply("discard 9D").apply("call for best")
    return state.apply("give AD").apply("discard QH")


def test_everybody_hears_the_call_for_best() -> None:
    state = called_for_best()
    for seat in range(4):
        assert state.view(seat).called_for_best == (0,)


def test_the_card_given_is_seen_by_the_two_partners_only() -> None:
    state = called_for_best()
    assert [state.view(seat).best_card for seat in range(4)] == [AD, None, AD, None]


def test_the_callers_discard_is_seen_by_the_caller_only() -> None:
    state = called_for_best()
    assert [state.view(seat).best_discard for seat in range(4)] == [
        QH,
        None,
        None,
        None,
    ]
    # The dealer's discard is the dealer's alone, as in Euchre.
    assert [state.view(seat).discarded for seat in range(4)] == [
        None,
        None,
        None,
        NINE_D,
    ]


def test_no_view_of_another_seat_names_a_hidden_card() -> None:
    state = called_for_best()
    for seat in (1, 3):
        data = json.dumps(state.view(seat).to_dict())
        assert '"AD"' not in data and '"QH"' not in data
        text = repr(state.view(seat))
        assert "'AD'" not in text and "'QH'" not in text
    text = json.dumps(state.view(2).to_dict())
    assert "QH" not in text and '"best_card": "AD"' in text


def test_a_views_legal_actions_follow_the_exchange() -> None:
    state = hp.new_game(RAILROAD, seed=1, dealer=3).deal(hands=HANDS, kitty=KITTY)
    state = state.apply("trump H").apply("discard 9D").apply("call for best")
    assert state.view(2).legal_actions() == state.legal_actions()
    state = state.apply("give AD")
    assert hp.Discard(AD) not in state.view(0).legal_actions()
    assert state.view(0).legal_actions() == state.legal_actions()


def test_a_railroad_record_names_its_game_and_round_trips() -> None:
    state = called_for_best().pass_().pass_().play("JH")
    record = state.to_record()
    data = json.loads(record.to_json())
    assert data["rules"]["game"] == "railroad_euchre"
    assert data["deals"][0]["kitty"] == KITTY
    assert {"seat": 0, "action": "call for best"} in data["actions"]
    assert {"seat": 2, "action": "give AD"} in data["actions"]
    jsonschema.validate(data, record_schema())
    assert hp.GameRecord.from_json(record.to_json()) == record
    text = record.to_text()
    assert '[game "railroad_euchre"]' in text
    assert "0 call for best, 2 give AD, 0 discard QH" in text
    assert hp.GameRecord.from_text(text) == record
    assert hp.replay(record) == state


def test_the_schema_refuses_a_railroad_deal_of_four_under_the_upcard() -> None:
    data = json.loads(called_for_best().to_record().to_json())
    data["deals"][0]["kitty"] = KITTY[:4]
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, record_schema())
    with pytest.raises(hp.RecordFormatError, match="expected an array of five"):
        hp.GameRecord.from_json(json.dumps(data))


def test_the_schema_refuses_railroads_options_in_euchre() -> None:
    data = json.loads(
        hp.new_game(hp.Rules(game=hp.Game.EUCHRE), seed=1).to_record().to_json()
    )
    data["rules"]["call_for_best"] = True
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, record_schema())
    with pytest.raises(hp.RecordFormatError, match="call_for_best does not apply"):
        hp.GameRecord.from_json(json.dumps(data))


def test_the_validator_finds_an_illegal_give() -> None:
    record = called_for_best().to_record()
    actions = list(record.actions)
    index = actions.index((2, hp.Give(AD)))
    actions[index] = (2, hp.Give(hp.Card.parse("AH")))
    verdict = hp.validate(
        hp.GameRecord(
            record.rules, record.seed, record.first_dealer, record.deals, actions
        )
    )
    assert not verdict.legal
    assert verdict.index == index
    assert verdict.reason is not None
    assert "seat 2 does not hold AH" in verdict.reason


def test_a_text_record_naming_no_game_is_refused_at_its_tag() -> None:
    text = called_for_best().to_record().to_text()
    damaged = text.replace("railroad_euchre", "railroad")
    tag_line = damaged.splitlines().index('[game "railroad"]') + 1
    with pytest.raises(
        hp.RecordFormatError,
        match="game is one of 'hasenpfeffer', 'euchre', 'three_handed_euchre', "
        "'railroad_euchre', not 'railroad'",
    ) as refused:
        hp.GameRecord.from_text(damaged)
    assert refused.value.location == f"line {tag_line}"

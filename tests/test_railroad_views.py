"""What each seat sees of a call for best (docs/railroad.rst, "Calling for
best"); Railroad Euchre's records are in tests/test_records.py.

The deal is that of tests/test_railroad_rules.py: seat 3 deals and turns
up the Joker; seat 0 orders it up, the dealer discards 9D, seat 0 calls
for best, seat 2 gives AD and seat 0 discards QH.
"""

from __future__ import annotations

import json

import hasenpfeffer as hp

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


def test_a_call_for_best_shows_its_cards_only_to_its_two_players() -> None:
    # "Calling for best": the card given is seen by the caller and the
    # giver, the discard by the caller alone; the defenders see neither.
    from hasenpfeffer._engine.hidden import best_calls

    given, discarded = hp.Card.parse("AS"), hp.Card.parse("9C")
    history: list[tuple[int, hp.Action]] = [
        (1, hp.CallForBest()),
        (3, hp.Give(given)),
        (1, hp.Discard(discarded)),
    ]
    (call,) = best_calls(history)
    assert [call.seen_by(seat) for seat in range(4)] == [
        (None, None),
        (given, discarded),
        (None, None),
        (given, None),
    ]

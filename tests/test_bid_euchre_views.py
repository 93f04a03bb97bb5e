"""What each seat sees of a hand of Bid Euchre (docs/bid_euchre.rst, "The
moon"; the call for best is Railroad Euchre's, docs/railroad.rst, "Calling
for best": everyone hears the call, the card given is known to the caller
and the giver, the card discarded for it to the caller alone).

Seat 3 deals; seat 0 calls the moon in no trump and calls for best; seat
2, its partner, gives the jack of diamonds, and seat 0 lays away the nine
of hearts.  Seat 2 then sits out with five cards that only it may see.
"""

from __future__ import annotations

import json

import hasenpfeffer as hp
from tests.helpers import cards

RULES = hp.Rules(game=hp.Game.BID_EUCHRE, call_for_best=True)
HANDS = [
    "AS KS QS 9H TH JH",
    "AH KH QH 9C TC JC",
    "JS TS 9S 9D TD JD",
    "AC KC QC AD KD QD",
]
GIVEN, LAID_AWAY = hp.Card.parse("JD"), hp.Card.parse("9H")
SAT_OUT = cards("JS TS 9S 9D TD")


def dealt() -> hp.GameState:
    state = hp.new_game(RULES, seed=1, dealer=3)
    return state.deal(hands=[cards(hand) for hand in HANDS])


def called_for_best() -> hp.GameState:
    state = dealt().apply(hp.MOON).apply(hp.NoTrump()).apply(hp.CallForBest())
    return state.apply(hp.Give(GIVEN)).discard(LAID_AWAY)


def words_of(view: hp.PlayerView) -> str:
    return f"{view!r} {json.dumps(view.to_dict())}"


def test_everybody_hears_the_call_and_sees_the_moon_alone() -> None:
    state = called_for_best()
    for seat in range(4):
        view = state.view(seat)
        assert view.called_for_best == (0,)
        assert (view.lone_players, view.sitting_out) == ((0,), (2,))
        assert (view.contract, view.trump) == (hp.MOON, None)
        assert view.hand_sizes == (6, 6, 5, 6)


def test_the_card_given_is_seen_by_the_two_partners_only() -> None:
    state = called_for_best()
    best = [state.view(seat).best_card for seat in range(4)]
    assert best == [GIVEN, None, GIVEN, None]


def test_the_card_laid_away_is_seen_by_the_maker_only() -> None:
    state = called_for_best()
    laid_away = [state.view(seat).best_discard for seat in range(4)]
    assert laid_away == [LAID_AWAY, None, None, None]
    # nothing is set aside in the deal: no widow, no other discard
    assert all(state.view(seat).widow is None for seat in range(4))
    assert all(state.view(seat).discarded is None for seat in range(4))


def test_no_view_names_a_card_its_seat_may_not_see() -> None:
    state = called_for_best()
    hidden_from = {
        0: {*SAT_OUT, *cards(HANDS[1]), *cards(HANDS[3])},
        1: {GIVEN, LAID_AWAY, *SAT_OUT, *cards(HANDS[3]), *cards("AS KS QS TH JH")},
        2: {LAID_AWAY, *cards(HANDS[1]), *cards(HANDS[3]), *cards("AS KS QS TH JH")},
        3: {GIVEN, LAID_AWAY, *SAT_OUT, *cards(HANDS[1]), *cards("AS KS QS TH JH")},
    }
    for seat, hidden in hidden_from.items():
        text = words_of(state.view(seat))
        named = sorted(card for card in hidden if str(card) in text.split("'"))
        named += sorted(card for card in hidden if f'"{card}"' in text)
        assert not named, (seat, named)


def test_the_seat_sitting_out_stays_hidden_to_the_end_of_the_hand() -> None:
    # the moon lost: seat 1's hearts take the last three tricks
    state = called_for_best()
    for card in cards("AS 9C AC  KS TC KC  QS JC QC  TH AH AD  KH KD JH  QH QD JD"):
        state = state.play(card)
    assert state.phase is hp.Phase.DEAL
    assert state.hand_results[-1].score_change == (-12, 3)
    for seat in (0, 1, 3):
        view = state.view(seat)
        assert not {*SAT_OUT} & {*view.hand}
        data = json.dumps(view.to_dict())
        assert not [card for card in SAT_OUT if f'"{card}"' in data]
    assert sorted(state.view(2).hand) == sorted(SAT_OUT)


def test_a_views_legal_actions_follow_the_moon() -> None:
    state = dealt().apply(hp.MOON).apply(hp.NoTrump())
    assert state.view(0).legal_actions() == (hp.Pass(), hp.CallForBest())
    state = state.apply(hp.CallForBest())
    assert state.view(2).legal_actions() == state.legal_actions()
    assert state.view(0).legal_actions() == ()
    state = state.apply(hp.Give(GIVEN))
    assert hp.Discard(GIVEN) not in state.view(0).legal_actions()
    assert state.view(0).legal_actions() == state.legal_actions()


def test_a_views_data_carries_bid_euchres_fields() -> None:
    data = called_for_best().view(0).to_dict()
    # an auction of bids, and the call for best; no upcard
    assert data["contract"] == "moon" and data["trump"] is None
    assert data["auction"]["calls"] == [{"seat": 0, "call": "moon"}]
    assert (data["best_card"], data["best_discard"]) == ("JD", "9H")
    assert "upcard" not in data and "calls" not in data

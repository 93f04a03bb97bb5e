"""The reference engine's Bid Euchre, on hands worked out by hand.

``tests/reference_engine.py`` checks the fast engine's Bid Euchre
(``tests/test_differential.py``), so it must be trusted for reasons of its
own: each test below plays part of a hand on the reference alone and
checks what docs/bid_euchre.rst says must happen.  ``TIE_HANDS``, dealt
by seat 3, holds a suit in order for each seat's play:

- seat 0: AS KS QS 9H TH JH;
- seat 1: AH KH QH 9C TC JC;
- seat 2: JS TS 9S 9D TD JD;
- seat 3: AC KC QC AD KD QD.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

import hasenpfeffer as hp
from tests.helpers import cards
from tests.reference_engine import (
    IllegalMoveError,
    ReferenceGame,
    bid_euchre_score_change,
    bids_low_to_high,
    game_winner,
    playable_cards,
    trick_winner,
)

TIE_HANDS = (
    "AS KS QS 9H TH JH",
    "AH KH QH 9C TC JC",
    "JS TS 9S 9D TD JD",
    "AC KC QC AD KD QD",
)
PASS, MOON, NO_TRUMP, CALL = hp.Pass(), hp.MOON, hp.NoTrump(), hp.CallForBest()


def bid_euchre(**options: Any) -> hp.Rules:
    return hp.Rules(game=hp.Game.BID_EUCHRE, **options)


def dealt(rules: hp.Rules | None = None, dealer: int = 3) -> ReferenceGame:
    game = ReferenceGame(rules or bid_euchre(), dealer)
    game.deal([cards(hand) for hand in TIE_HANDS])
    return game


def take(game: ReferenceGame, *actions: hp.Action | str) -> None:
    for action in actions:
        game.apply(hp.parse_action(action) if isinstance(action, str) else action)


def bids(*tricks: int) -> set[hp.Action]:
    return {hp.Bid(number) for number in tricks}


# -- cards in no trump (docs/bid_euchre.rst, "Trump and no trump") ------------


def test_reference_no_trump_order() -> None:
    # every suit A K Q J 10 9: the jack between the queen and the ten
    for suit in "CDHS":
        order = cards(" ".join(rank + suit for rank in "AKQJT9"))
        for higher, lower in itertools.pairwise(order):
            assert trick_winner([lower, higher], None) == 1
            assert trick_winner([higher, lower], None) == 0


def test_reference_no_trump_winners() -> None:
    # no bowers: the jack of clubs led loses to the queen of clubs, and
    # the jack of spades is only a spade, off-suit to a club lead
    assert trick_winner(cards("JC QC TC"), None) == 1
    assert trick_winner(cards("TC JS 9C AS"), None) == 0
    # the highest card of the suit led, not an ace of another suit
    assert trick_winner(cards("9H AD AS AC"), None) == 0
    # the same cards with clubs trump: the jack of spades, left bower, wins
    assert trick_winner(cards("TC JS 9C AS"), hp.Suit.CLUBS) == 1


def test_reference_following_the_printed_suit_in_no_trump() -> None:
    hand = cards("JS 9C TC")
    # clubs led: the jack of spades is no club
    assert playable_cards(hand, cards("QC"), None) == cards("9C TC")
    # spades led: it is a spade and must be played
    assert playable_cards(hand, cards("AS"), None) == cards("JS")
    # hearts led: void, anything
    assert playable_cards(hand, cards("AH"), None) == hand
    # clubs trump, spades led: the jack of spades is a club, the hand void
    assert playable_cards(hand, cards("AS"), hp.Suit.CLUBS) == hand


# -- the auction (docs/bid_euchre.rst, "The auction") ------------------------


@pytest.mark.parametrize("min_bid", range(1, 7))
def test_reference_bids_from_min_bid_to_six_then_the_moon(min_bid: int) -> None:
    expected = [hp.Bid(number) for number in range(min_bid, 7)] + [MOON]
    assert bids_low_to_high(bid_euchre(min_bid=min_bid)) == expected
    assert dealt(bid_euchre(min_bid=min_bid)).legal_actions() == {
        PASS,
        MOON,
        *bids(*range(min_bid, 7)),
    }


def test_reference_one_round_and_each_call_higher() -> None:
    game = dealt()
    assert game.to_act == 0  # the dealer's left
    take(game, "bid 4")
    assert game.legal_actions() == {PASS, MOON, *bids(5, 6)}
    take(game, "bid 6")
    # six does not end the auction: only the moon is above it
    assert (game.phase, game.to_act) == ("BIDDING", 2)
    assert game.legal_actions() == {PASS, MOON}
    take(game, "pass", "pass")
    # the dealer's call ends the round: seat 0, outbid, does not call again
    assert (game.phase, game.maker, game.contract) == ("TRUMP", 1, hp.Bid(6))


def test_reference_the_moon_ends_the_auction() -> None:
    game = dealt()
    take(game, "pass", "moon")
    assert (game.phase, game.maker, game.contract, game.to_act) == (
        "TRUMP",
        1,
        MOON,
        1,
    )
    assert game.legal_actions() == {
        NO_TRUMP,
        *(hp.NameTrump(suit) for suit in hp.Suit),
    }


def test_reference_stick_the_dealer() -> None:
    game = dealt(bid_euchre(min_bid=5))
    take(game, "pass", "pass", "pass")
    assert game.to_act == 3
    assert game.legal_actions() == {MOON, *bids(5, 6)}
    with pytest.raises(IllegalMoveError):
        take(game, "pass")


def test_reference_redeal_throws_the_hand_in() -> None:
    game = dealt(bid_euchre(all_pass=hp.AllPass.REDEAL))
    take(game, "pass", "pass", "pass")
    assert PASS in game.legal_actions()
    take(game, "pass")
    assert (game.phase, game.dealer, game.scores) == ("DEAL", 0, [0, 0])
    (outcome,) = game.hand_outcomes
    assert (outcome.maker, outcome.dealer, outcome.score_change) == (None, 3, (0, 0))


# -- whole hands (docs/bid_euchre.rst, "The lead", "Scoring") ----------------

TRICKS_THREE_EACH = [
    "AS 9C 9S AC",  # seat 0 leads; only seat 2 holds spades
    "KS TC TS KC",
    "QS JC JS QC",  # the jack of spades is a plain spade below the queen
    "9H AH 9D AD",  # seat 1's ace of hearts
    "KH TD KD TH",
    "QH JD QD JH",  # the queen of hearts beats the jack
]
"""Seat 0's no trump: three tricks to each side, worked out by hand."""

TRICKS_TWO_AND_FOUR = [
    "AS 9C 9S AC",
    "KS TC TS KC",
    "9H AH 9D AD",  # seat 0 leads hearts at once
    "KH TD KD TH",
    "QH JD QD JH",
    "JC JS QC QS",  # seat 1 leads its last club; seat 3's queen wins
]
"""The same deal, seat 0 leading hearts at the third trick: two tricks to
seat 0's side, four to the other."""


def play(game: ReferenceGame, tricks: list[str]) -> None:
    for trick in tricks:
        take(game, *(hp.Play(card) for card in cards(trick)))


def test_reference_made_each_side_scores_its_tricks() -> None:
    game = dealt()
    take(game, "bid 3", "pass", "pass", "pass", "no trump")
    assert game.trump is None and game.to_act == 0  # the maker leads
    play(game, TRICKS_THREE_EACH)
    winners = [trick.winner for trick in game.completed_tricks]
    assert winners == [0, 0, 0, 1, 1, 1]
    (outcome,) = game.hand_outcomes
    assert (outcome.trump, outcome.tricks_won, outcome.score_change) == (
        None,
        (3, 3),
        (3, 3),
    )


def test_reference_set_loses_the_bid() -> None:
    game = dealt()
    take(game, "bid 3", "pass", "pass", "pass", "no trump")
    play(game, TRICKS_TWO_AND_FOUR)
    assert [trick.winner for trick in game.completed_tricks] == [0, 0, 1, 1, 1, 3]
    assert game.hand_outcomes[-1].score_change == (-3, 4)


@pytest.mark.parametrize(
    ("tie_break", "target", "bid", "tricks", "winner"),
    [
        # 3 to 3 at a target of 3: equal scores go to the makers either way
        (hp.TieBreak.MAKERS_FIRST, 3, "bid 3", TRICKS_THREE_EACH, 0),
        (hp.TieBreak.HIGHER_SCORE, 3, "bid 3", TRICKS_THREE_EACH, 0),
        # 2 to 4 at a target of 2, a bid of two made
        (hp.TieBreak.MAKERS_FIRST, 2, "bid 2", TRICKS_TWO_AND_FOUR, 0),
        (hp.TieBreak.HIGHER_SCORE, 2, "bid 2", TRICKS_TWO_AND_FOUR, 1),
    ],
)
def test_reference_both_sides_reach_the_target(
    tie_break: hp.TieBreak, target: int, bid: str, tricks: list[str], winner: int
) -> None:
    rules = bid_euchre(min_bid=2, tie_break=tie_break, target_score=target)
    game = dealt(rules)
    take(game, bid, "pass", "pass", "pass", "no trump")
    play(game, tricks)
    assert min(game.scores) >= target
    assert (game.phase, game.winner) == ("GAME_OVER", winner)


def test_reference_the_moon_called_for_best_and_seen_by() -> None:
    # seat 1 calls the moon in no trump; seat 3, its partner, gives the ace
    # of clubs, and seat 1 lays away the jack of clubs for it
    game = dealt(bid_euchre(call_for_best=True))
    take(game, "pass", "moon", "no trump")
    assert (game.phase, game.to_act) == ("ALONE", 1)
    assert game.legal_actions() == {PASS, CALL}
    take(game, CALL)
    assert game.to_act == 3
    assert game.legal_actions() == {hp.Give(card) for card in cards(TIE_HANDS[3])}
    take(game, "give AC")
    assert game.to_act == 1
    assert hp.Discard(hp.Card.parse("AC")) not in game.legal_actions()
    take(game, "discard JC")
    assert (game.phase, game.lone_players, game.sitting_out) == ("PLAY", [1], [3])
    assert game.to_act == 1  # the maker leads
    ace, jack = hp.Card.parse("AC"), hp.Card.parse("JC")
    seen = [game.seen_by(seat) for seat in range(4)]
    assert [(view.best_card, view.best_discard) for view in seen] == [
        (None, None),
        (ace, jack),
        (None, None),
        (ace, None),
    ]
    assert all(view.called_for_best == (1,) for view in seen)
    assert seen[1].hand == tuple(sorted(cards("AH KH QH 9C TC AC")))
    # the turn goes 1, 2, 0: three hearts (seat 0 follows, seat 2 is void
    # and throws diamonds, the queen beats the jack), then three clubs,
    # which nobody else holds
    play(
        game,
        [
            "AH 9D 9H",
            "KH TD TH",
            "QH JD JH",
            "AC JS AS",
            "TC TS KS",
            "9C 9S QS",
        ],
    )
    assert [trick.winner for trick in game.completed_tricks] == [1] * 6
    assert game.hand_outcomes[-1].score_change == (0, 12)


def test_reference_a_declined_call_and_a_failed_moon() -> None:
    # seat 0 calls the moon in no trump and declines to call for best;
    # seat 2 sits out; the turn goes 0, 1, 3
    game = dealt(bid_euchre(call_for_best=True, moon_points=5))
    take(game, "moon", "no trump", "pass")
    assert (game.phase, game.lone_players, game.sitting_out) == ("PLAY", [0], [2])
    play(
        game,
        [
            "AS 9C AC",
            "KS TC KC",
            "QS JC QC",
            "9H AH AD",  # seat 1's ace of hearts: the moon is lost
            "KH KD TH",
            "QH QD JH",
        ],
    )
    assert [trick.winner for trick in game.completed_tricks] == [0, 0, 0, 1, 1, 1]
    assert game.hand_outcomes[-1].score_change == (-5, 3)


def test_reference_opening_lead_from_the_dealers_left() -> None:
    rules = bid_euchre(opening_lead=hp.OpeningLead.DEALERS_LEFT)
    game = dealt(rules)
    take(game, "pass", "pass", "moon", "trump S")
    # seat 2's moon: seat 0, the dealer's left, sits out; seat 1 leads
    assert (game.sitting_out, game.to_act) == ([0], 1)
    game = dealt(rules)
    take(game, "pass", "bid 3", "pass", "pass", "trump H")
    assert game.to_act == 0


# -- scoring and the end of the game -----------------------------------------


@pytest.mark.parametrize(
    ("contract", "tricks", "expected"),
    [
        (hp.Bid(1), 1, (1, 5)),
        (hp.Bid(3), 6, (6, 0)),
        (hp.Bid(6), 6, (6, 0)),
        (hp.Bid(6), 5, (-6, 1)),
        (hp.Bid(2), 0, (-2, 6)),
        (MOON, 6, (12, 0)),
        (MOON, 0, (-12, 6)),
        (MOON, 5, (-12, 1)),
    ],
)
def test_reference_bid_euchre_scores(
    contract: hp.Bid, tricks: int, expected: tuple[int, int]
) -> None:
    assert bid_euchre_score_change(bid_euchre(), contract, tricks) == expected


def test_reference_moon_points() -> None:
    rules = bid_euchre(moon_points=1000)
    assert bid_euchre_score_change(rules, MOON, 6) == (1000, 0)
    assert bid_euchre_score_change(rules, MOON, 4) == (-1000, 2)


def test_reference_tie_break_at_32() -> None:
    rules = bid_euchre()
    assert game_winner(rules, (31, 20), 0) is None
    assert game_winner(rules, (33, 35), 0) == 0
    higher = bid_euchre(tie_break=hp.TieBreak.HIGHER_SCORE)
    assert game_winner(higher, (33, 35), 0) == 1
    assert game_winner(higher, (34, 34), 1) == 1

"""Argument checks of the rule functions: a bad argument is refused with an
InvalidValueError that names the argument and quotes the bad value, in the
library's form "NAME must be WHAT, not VALUE", and a good one is accepted.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import hasenpfeffer as hp
from hasenpfeffer.auction import (
    after_call,
    explain_illegal_call,
    next_core,
    open_auction,
    opening_core,
)

CARD = hp.Card.parse


def refused_with(start: str) -> Any:
    """``pytest.raises`` for an InvalidValueError whose message starts so."""
    return pytest.raises(hp.InvalidValueError, match=f"^{re.escape(start)}")


# -- cards ------------------------------------------------------------------------


def test_effective_suit_quotes_what_it_got_instead_of_a_card() -> None:
    with refused_with("expected a Card, not 'AS'"):
        hp.effective_suit("AS", hp.Suit.HEARTS)  # type: ignore[arg-type]


def test_suit_cards_quotes_what_it_got_instead_of_a_suit() -> None:
    with refused_with("suit must be a Suit, not 'H'"):
        hp.suit_cards("H", hp.Suit.HEARTS)  # type: ignore[arg-type]


def test_a_card_quotes_a_rank_that_is_not_a_rank() -> None:
    with refused_with("a card's rank must be a Rank or None, not 'A'"):
        hp.Card(rank="A", suit=hp.Suit.SPADES)  # type: ignore[arg-type]


def test_a_card_quotes_a_suit_that_is_not_a_suit() -> None:
    with refused_with("a card's suit must be a Suit or None, not 'S'"):
        hp.Card(rank=hp.Rank.ACE, suit="S")  # type: ignore[arg-type]


# -- tricks -----------------------------------------------------------------------


def plays(text: str) -> tuple[tuple[int, hp.Card], ...]:
    """Plays clockwise from seat 0."""
    return tuple((seat, CARD(word)) for seat, word in enumerate(text.split()))


def test_a_trick_is_made_from_a_sequence_of_plays() -> None:
    trick = hp.Trick(0, plays("AS KS QS TS"), 0)
    assert trick.plays == plays("AS KS QS TS")


def test_a_trick_refuses_plays_that_are_not_a_sequence() -> None:
    as_a_set = set(plays("AS KS QS TS"))
    with refused_with("plays must be a sequence of (seat, card) pairs, not {"):
        hp.Trick(0, as_a_set, 0)  # type: ignore[arg-type]
    with refused_with("plays must be a sequence of (seat, card) pairs, not 7"):
        hp.Trick(0, 7, 0)  # type: ignore[arg-type]


def test_a_trick_refuses_a_play_that_is_not_a_pair() -> None:
    three = ((0, CARD("AS"), "extra"), *plays("AS KS QS TS")[1:])
    with refused_with("plays must hold (seat, card) pairs, not (0, "):
        hp.Trick(0, three, 0)  # type: ignore[arg-type]
    not_a_sequence = ({0: 0, 1: CARD("AS")}, *plays("AS KS QS TS")[1:])
    with refused_with("plays must hold (seat, card) pairs, not {0: 0"):
        hp.Trick(0, not_a_sequence, 0)  # type: ignore[arg-type]


def test_a_trick_names_a_play_whose_seat_is_not_a_seat() -> None:
    bad_seat = ((7, CARD("AS")), *plays("AS KS QS TS")[1:])
    with refused_with("a play's seat must be a seat (0, 1, 2 or 3), not 7"):
        hp.Trick(0, bad_seat, 0)


def test_a_trick_names_a_play_whose_card_is_not_a_card() -> None:
    bad_card = ((0, "AS"), *plays("AS KS QS TS")[1:])
    with refused_with("plays must hold only cards, not 'AS'"):
        hp.Trick(0, bad_card, 0)  # type: ignore[arg-type]


def test_legal_plays_lists_every_card_both_in_hand_and_on_the_trick() -> None:
    hand = [CARD("9H"), CARD("AH"), CARD("KS")]
    trick = [CARD("AH"), CARD("9H")]
    with pytest.raises(hp.InvalidValueError) as caught:
        hp.legal_plays(hand, trick, hp.Suit.SPADES)
    assert str(caught.value).endswith(": 9H, AH")


# -- scoring ----------------------------------------------------------------------
# Who may go alone: the maker, then perhaps a defender (docs/rules.rst,
# "Going alone").


def hand_result(lone_players: Any, maker: int = 1) -> hp.HandResult:
    return hp.HandResult(
        hand_number=1,
        dealer=0,
        maker=maker,
        contract=hp.Bid(3),
        trump=hp.Suit.HEARTS,
        tricks_won=(2, 4),
        score_change=(0, 8),
        lone_players=lone_players,
    )


@pytest.mark.parametrize(
    ("lone", "maker"),
    [
        ((), 1),
        ((1,), 1),
        ((1, 0), 1),
        ((1, 2), 1),
        ([1, 2], 1),
        ((3, 0), 3),
        ((3, 2), 3),
        ((0, 3), 0),
        ((2, 1), 2),
    ],
)
def test_a_hand_result_takes_the_maker_and_perhaps_a_defender_alone(
    lone: Any, maker: int
) -> None:
    assert hand_result(lone, maker).lone_players == tuple(lone)


def test_a_hand_result_refuses_lone_players_that_are_not_a_sequence() -> None:
    with refused_with("lone_players must be a tuple of seats, not 7"):
        hand_result(7)
    with refused_with("lone_players must be a tuple of seats, not {1}"):
        hand_result({1})
    with refused_with("lone_players must be a tuple of seats, not '1'"):
        hand_result("1")


def test_a_hand_result_names_lone_players_when_one_is_not_a_seat() -> None:
    with refused_with("lone_players must be a seat (0, 1, 2 or 3), not 9"):
        hand_result((1, 9))


def test_a_hand_result_refuses_the_makers_partner_going_alone() -> None:
    """A lone maker's partner sits out, so cannot go alone too."""
    with refused_with("lone_players must be the maker and then perhaps a defender"):
        hand_result((1, 3))
    with refused_with("lone_players must be the maker and then perhaps a defender"):
        hand_result((0, 2), maker=0)


def test_a_hand_result_refuses_more_than_two_lone_players() -> None:
    """Only one defender may go alone against a lone maker."""
    with refused_with("lone_players must be the maker and then perhaps a defender"):
        hand_result((1, 0, 2))


def test_a_hand_result_refuses_lone_players_not_led_by_the_maker() -> None:
    with refused_with("lone_players must be the maker and then perhaps a defender"):
        hand_result((0,))


# docs/rules.rst, "The end of the game": with both teams at the target the
# makers win under MAKERS_FIRST; HIGHER_SCORE gives it to the higher score.


@pytest.mark.parametrize("makers_team", [0, 1])
def test_game_winner_gives_a_tie_at_the_target_to_the_makers(makers_team: int) -> None:
    rules = hp.Rules(target_score=10)
    assert hp.game_winner(rules, (10, 11), makers_team) == makers_team


def test_game_winner_under_higher_score_and_below_the_target() -> None:
    higher = hp.Rules(target_score=10, tie_break=hp.TieBreak.HIGHER_SCORE)
    assert hp.game_winner(higher, (10, 11), 0) == 1
    assert hp.game_winner(higher, (12, 11), 1) == 0
    assert hp.game_winner(hp.Rules(target_score=10), (9, -3), 0) is None
    assert hp.game_winner(hp.Rules(target_score=10), (2, 10), 0) == 1


@pytest.mark.parametrize("makers_team", [2, -1, True, "0", None])
def test_game_winner_refuses_a_makers_team_that_is_not_0_or_1(
    makers_team: Any,
) -> None:
    with refused_with("makers_team must be a team, 0 or 1, not "):
        hp.game_winner(hp.Rules(), (0, 0), makers_team)


# -- auction ----------------------------------------------------------------------


def test_explain_illegal_call_names_a_call_that_is_not_a_call() -> None:
    with refused_with("call must be a Pass or a Bid, not 'pass'"):
        explain_illegal_call(open_auction(0), hp.Rules(), "pass")  # type: ignore[arg-type]


def test_after_call_refusal_carries_the_refused_call() -> None:
    """docs/rules.rst, "The auction": every bid must beat the highest so far."""
    auction = after_call(open_auction(0), hp.Rules(), hp.Bid(3))
    with pytest.raises(hp.IllegalActionError) as caught:
        after_call(auction, hp.Rules(), hp.Bid(2))
    assert caught.value.action == hp.Bid(2)
    assert caught.value.seat == 2
    assert caught.value.phase is hp.Phase.BIDDING


def test_an_auction_is_made_from_its_calls() -> None:
    auction = hp.Auction(
        dealer=0,
        to_act=2,
        passed=(False, True, False, False),
        calls=((1, hp.Pass()),),
    )
    assert auction.calls == ((1, hp.Pass()),)


@pytest.mark.parametrize(
    ("fields", "start"),
    [
        ({"high_bid": 3}, "high_bid must be a Bid or None, not 3"),
        (
            {"high_bidder": 9},
            "high_bidder must be a seat (0, 1, 2 or 3) or None, not 9",
        ),
        ({"calls": []}, "calls must be a tuple of (seat, call) pairs, not []"),
        (
            {"calls": ([1, hp.Pass()],)},
            "calls must hold (seat, call) pairs, not [1, Pass()]",
        ),
        (
            {"calls": ((1, hp.Pass(), 1),)},
            "calls must hold (seat, call) pairs, not (1, Pass(), 1)",
        ),
        (
            {"calls": ((7, hp.Pass()),)},
            "a call's seat must be a seat (0, 1, 2 or 3), not 7",
        ),
        ({"calls": ((1, "pass"),)}, "a call must be a Pass or a Bid, not 'pass'"),
    ],
)
def test_an_auction_names_a_field_that_is_not_valid(
    fields: dict[str, Any], start: str
) -> None:
    with refused_with(start):
        hp.Auction(dealer=0, to_act=1, **fields)


# docs/rules.rst, "The auction": the turn goes clockwise, every bid beats
# the highest so far, and the top bid ends the auction at once.


@pytest.mark.parametrize(
    ("calls", "problem"),
    [
        (
            ((1, hp.Bid(6)), (2, hp.Pass())),
            "calls[1] (seat 2, pass) cannot be: the auction was over",
        ),
        (((2, hp.Pass()),), "calls[0] (seat 2, pass) cannot be: it was seat 1's turn"),
        (
            ((1, hp.Bid(3)), (2, hp.Bid(2))),
            "calls[1] (seat 2, bid 2) cannot be: it does not beat bid 3",
        ),
        (
            ((1, hp.Bid(3)), (2, hp.Bid(3))),
            "calls[1] (seat 2, bid 3) cannot be: it does not beat bid 3",
        ),
        (
            ((1, hp.Bid(6)), (2, hp.LITTLE_PEPPER)),
            "calls[0] (seat 1, bid 6) cannot be: "
            "no bidding has both bid 6 and the pepper bids",
        ),
    ],
)
def test_an_auction_names_the_call_that_cannot_be_and_why(
    calls: tuple[tuple[int, hp.Bid | hp.Pass], ...], problem: str
) -> None:
    with pytest.raises(hp.InvalidValueError) as caught:
        hp.Auction(dealer=0, to_act=None, calls=calls)
    assert str(caught.value) == problem


def test_no_call_follows_the_top_bid() -> None:
    """docs/rules.rst, "The auction": the highest possible bid ends the
    auction the moment it is made."""
    over = next_core(opening_core(0), hp.Rules(), hp.Bid(6))
    assert over[:3] == (None, hp.Bid(6), 1)
    with refused_with("the auction is over: no more calls"):
        next_core(over, hp.Rules(), hp.Pass())


# -- the game state ---------------------------------------------------------------


@pytest.mark.parametrize("bid", ["3", None, 2.5, True, 0, 7])
def test_a_bid_that_is_not_a_number_of_tricks_is_refused(bid: Any) -> None:
    state = hp.new_game(seed=1, dealer=0).deal()
    with refused_with("a bid is of 1 to 6 tricks, not "):
        state.bid(bid)


@pytest.mark.parametrize("tricks", [6, -1, None, 2.5])
def test_a_euchre_hand_score_takes_zero_to_five_makers_tricks(tricks: Any) -> None:
    # docs/euchre.rst, "Scoring": a Euchre hand has five tricks.
    euchre = hp.Rules(game=hp.Game.EUCHRE)
    message = "makers_tricks must be a whole number from 0 to 5, not "
    with pytest.raises(hp.InvalidValueError, match=re.escape(message)):
        hp.hand_score(euchre, None, tricks)


def test_a_euchre_hand_score_counts_five_tricks_as_a_march() -> None:
    euchre = hp.Rules(game=hp.Game.EUCHRE)
    assert hp.hand_score(euchre, None, 5) == (2, 0)
    assert hp.hand_score(euchre, None, 0) == (0, 2)


def test_a_new_game_has_an_empty_kitty() -> None:
    # The kitty is Euchre's; before a deal, and in Hasenpfeffer, it is empty.
    state = hp.new_game(seed=1, dealer=0)
    assert state.kitty == ()
    assert state.deal().kitty == ()

"""Edges of the rule modules that the scenarios leave open, found by
mutation testing (scripts/mutation.sh): card order and comparison, the
ranking tables, the exact words of refusals and errors, and the auction's
explanations for calls that are not open.

Expected values come from RULES.md (the card order under each trump, the
auction) and from the library's documented messages.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable

import pytest

import hasenpfeffer as hp
from hasenpfeffer import cards as card_module
from hasenpfeffer.auction import (
    after_call,
    explain_illegal_call,
    legal_calls,
    open_auction,
)


def cards(text: str) -> list[hp.Card]:
    """Cards from space-separated notation."""
    return [hp.Card.parse(word) for word in text.split()]


def exactly(message: str) -> str:
    """A ``pytest.raises`` pattern that matches ``message`` and nothing more."""
    return f"^{re.escape(message)}$"


STANDARD = hp.Rules()
PEPPER = hp.Rules(bidding=hp.Bidding.PEPPER)
STICK = hp.Rules(all_pass=hp.AllPass.STICK_THE_DEALER)

# -- the card order under each trump (RULES.md, Cards) ---------------------------

OTHER_SUIT = ("A", "K", "Q", "J", "T", "9")
SAME_COLOUR_SUIT = ("A", "K", "Q", "T", "9")


def rules_order(suit: hp.Suit, trump: hp.Suit) -> list[hp.Card]:
    """The cards of ``suit`` under ``trump``, highest first, as RULES.md
    lists them."""
    if suit is trump:
        jacks = [f"J{trump}", f"J{trump.same_colour}"]
        return cards(" ".join(["Joker", *jacks, *(f"{r}{trump}" for r in "AKQT9")]))
    ranks = SAME_COLOUR_SUIT if suit is trump.same_colour else OTHER_SUIT
    return cards(" ".join(f"{rank}{suit}" for rank in ranks))


@pytest.mark.parametrize("trump", list(hp.Suit))
@pytest.mark.parametrize("suit", list(hp.Suit))
def test_suit_cards_list_each_suit_in_the_rules_order(
    suit: hp.Suit, trump: hp.Suit
) -> None:
    assert list(hp.suit_cards(suit, trump)) == rules_order(suit, trump)


@pytest.mark.parametrize("trump", list(hp.Suit))
def test_the_ranking_tables_follow_the_rules(trump: hp.Suit) -> None:
    """The tables behind effective_suit, suit_cards and trick_winner.

    They are built once, when the module is imported, so their builders are
    checked here as well as through the functions that read the tables:
    every card's effective suit; within each suit a strictly falling
    strength in the rules' order; and every trump above every plain card.
    """
    suits = card_module._effective_suit_table(trump)
    strength = card_module._power_table(trump)
    for suit in hp.Suit:
        order = rules_order(suit, trump)
        assert [suits[card.index] for card in order] == [suit] * len(order)
        powers = [strength[card.index] for card in order]
        assert powers == sorted(set(powers), reverse=True), (suit, powers)
    trumps = [strength[card.index] for card in rules_order(trump, trump)]
    plain = [strength[c.index] for c in hp.deck() if suits[c.index] is not trump]
    assert len(plain) == 17
    assert min(trumps) > max(plain)
    assert list(suits) == [hp.effective_suit(card, trump) for card in hp.deck()]


def test_format_cards() -> None:
    assert hp.format_cards(cards("JH TH Joker")) == "JH TH Joker"
    assert hp.format_cards([]) == ""


# -- card comparison: the canonical deck order -----------------------------------

NINE_CLUBS = hp.Card.parse("9C")
TEN_CLUBS = hp.Card.parse("TC")
# Built anew: equal to the nine of clubs, but not the same object.
NINE_CLUBS_AGAIN = hp.Card(hp.Rank.NINE, hp.Suit.CLUBS)


def test_cards_compare_in_deck_order() -> None:
    assert NINE_CLUBS_AGAIN is not NINE_CLUBS
    nine, again, ten = NINE_CLUBS, NINE_CLUBS_AGAIN, TEN_CLUBS
    assert nine < ten and not ten < nine and not nine < again
    assert nine <= ten and nine <= again and not ten <= nine
    assert ten > nine and not nine > ten and not nine > again
    assert ten >= nine and nine >= again and not nine >= ten
    # == and != are separate methods: check each both ways.
    assert operator.eq(nine, again) and not operator.ne(nine, again)
    assert operator.ne(nine, ten) and not operator.eq(nine, ten)
    # The Joker comes last, after the ace of spades.
    assert hp.JOKER > hp.Card.parse("AS") >= hp.Card.parse("AS")
    assert sorted(hp.deck(), reverse=True)[0] is hp.JOKER


@pytest.mark.parametrize(
    "compare", [operator.lt, operator.le, operator.gt, operator.ge]
)
def test_cards_do_not_order_against_other_values(
    compare: Callable[[object, object], bool],
) -> None:
    with pytest.raises(TypeError):
        compare(NINE_CLUBS, "9C")
    with pytest.raises(TypeError):
        compare("9C", NINE_CLUBS)


def test_a_card_is_unequal_to_its_notation() -> None:
    assert operator.ne(NINE_CLUBS, "9C") and not operator.eq(NINE_CLUBS, "9C")


# -- notation errors -----------------------------------------------------------


def test_notation_errors_say_what_was_expected() -> None:
    with pytest.raises(
        hp.InvalidNotationError,
        match=exactly(
            "not a card: 'XY' (expected a rank 9, 10/T, J, Q, K, A "
            "and a suit C, D, H, S, or Joker)"
        ),
    ):
        hp.Card.parse("XY")
    with pytest.raises(
        hp.InvalidNotationError,
        match=exactly("not a suit: 'X' (expected C, D, H, S, a symbol or a name)"),
    ):
        hp.Suit.parse("X")
    with pytest.raises(
        hp.InvalidNotationError,
        match=exactly("not a rank: '1' (expected 9, 10 or T, J, Q, K, A)"),
    ):
        hp.Rank.parse("1")


@pytest.mark.parametrize(
    ("text", "rank"),
    [
        ("9", hp.Rank.NINE),
        (" 10 ", hp.Rank.TEN),
        ("t", hp.Rank.TEN),
        ("a", hp.Rank.ACE),
    ],
)
def test_rank_notations_in_any_case(text: str, rank: hp.Rank) -> None:
    assert hp.Rank.parse(text) is rank


# -- trick functions: bad arguments --------------------------------------------


def test_trick_functions_name_the_bad_argument() -> None:
    hand = cards("JH 9D")
    hearts = hp.Suit.HEARTS
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("hand must be a sequence of cards, not '9C JD'"),
    ):
        hp.legal_plays("9C JD", [], hearts)  # type: ignore[arg-type]
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("trick must be a sequence of cards, not '9C'"),
    ):
        hp.legal_plays(hand, "9C", hearts)  # type: ignore[arg-type]
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("trick must be a sequence of cards, not '9C'"),
    ):
        hp.trick_winner("9C", hearts)  # type: ignore[arg-type]
    with pytest.raises(
        hp.InvalidValueError, match=exactly("an empty trick has no winner")
    ):
        hp.trick_winner([], hearts)
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("a trick cannot hold the same card twice"),
    ):
        hp.trick_winner(cards("9C 9C"), hearts)


def test_an_unordered_collection_is_not_a_hand() -> None:
    # A set has no order, so "in hand order" would mean nothing.
    hand = {hp.Card.parse("JH")}
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(f"hand must be a sequence of cards, not {hand!r}"),
    ):
        hp.legal_plays(hand, [], hp.Suit.HEARTS)  # type: ignore[arg-type]


# -- the auction's explanations -------------------------------------------------


def refusal(state: hp.GameState, action: hp.Action) -> str:
    """The message of the error that refuses ``action`` now."""
    with pytest.raises(hp.IllegalActionError) as info:
        state.apply(action)
    return str(info.value)


def in_auction(rules: hp.Rules, *calls: hp.Call) -> hp.GameState:
    """A game dealt by seat 0 (seat 1 calls first) after ``calls``."""
    state = hp.new_game(rules=rules, dealer=0, seed=3).deal()
    for call in calls:
        state = state.apply(call)
    return state


def test_a_lower_bid_is_refused_in_pepper_bidding_too() -> None:
    state = in_auction(PEPPER, hp.Bid(3))
    assert refusal(state, hp.Bid(2)) == (
        "seat 2: a bid must be higher than the high bid: bid 2 does not beat bid 3"
    )


def test_a_pepper_bid_must_beat_the_high_bid() -> None:
    state = in_auction(PEPPER, hp.LITTLE_PEPPER)
    assert refusal(state, hp.LITTLE_PEPPER) == (
        "seat 2: a bid must be higher than the high bid: "
        "little pepper does not beat little pepper"
    )


def test_a_plain_six_is_no_pepper_bid() -> None:
    state = in_auction(PEPPER)
    assert refusal(state, hp.Bid(6)) == (
        "seat 1: in pepper bidding a plain bid of 6 is not a bid: "
        "bid little pepper or big pepper"
    )


def test_pepper_bids_are_not_standard_bids() -> None:
    state = in_auction(STANDARD)
    assert refusal(state, hp.BIG_PEPPER) == (
        "seat 1: big pepper is a pepper bid; standard bidding uses bid 1 to bid 6"
    )


def test_stick_the_dealer_refuses_the_dealers_pass() -> None:
    pass_ = hp.Pass()
    state = in_auction(STICK, pass_, pass_, pass_)
    assert state.to_act == 0
    assert refusal(state, pass_) == (
        "seat 0: stick the dealer: after three passes with no bid the dealer must bid"
    )


def test_no_call_is_open_once_the_auction_is_over() -> None:
    # Called directly, the explanation covers an auction that has ended.
    auction = open_auction(dealer=0)
    for _ in range(4):
        auction = after_call(auction, STANDARD, hp.Pass())
    assert auction.is_over and legal_calls(auction, STANDARD) == ()
    assert explain_illegal_call(auction, STANDARD, hp.Pass()) == (
        "a pass is not open now"
    )
    assert explain_illegal_call(auction, STANDARD, hp.Bid(3)) == (
        "bid 3 is not open now"
    )
    assert explain_illegal_call(auction, STANDARD, hp.Bid(6)) == (
        "bid 6 is not open now"
    )

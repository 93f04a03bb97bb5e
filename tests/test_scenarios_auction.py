"""Hand-worked scenarios for docs/rules.rst, "The auction" (with "When
everybody passes", the Joker's holder made to bid among them) and "Widow,
trump and discard".

Every game is built with ``hp.new_game(rules=..., dealer=D, seed=...)`` and an
explicit deal, and the expected maker, contract, turn and phase are worked
out from the rules text.
"""

from __future__ import annotations

import copy
import itertools

import pytest

import hasenpfeffer as hp
from hasenpfeffer import Card
from hasenpfeffer.cards import deck as every_card
from tests.helpers import SWEEP, SWEEP_TRICKS, in_auction, refusal

PASS = hp.Pass()
STANDARD = hp.Rules()
PEPPER = hp.Rules(bidding=hp.Bidding.PEPPER)
STICK = hp.Rules(all_pass=hp.AllPass.STICK_THE_DEALER)
STICK_PEPPER = hp.Rules(bidding=hp.Bidding.PEPPER, all_pass=hp.AllPass.STICK_THE_DEALER)
JOKER_BIDS = hp.Rules(all_pass=hp.AllPass.JOKER_BIDS)
JOKER_BIDS_PEPPER = hp.Rules(bidding=hp.Bidding.PEPPER, all_pass=hp.AllPass.JOKER_BIDS)
MUST_BID_THREE = (
    "seat 1: all four passed: the Joker's holder must bid three (all_pass JOKER_BIDS)"
)

# An explicit deal (seats 0 to 3) and its widow: all 25 cards once.
HANDS = [
    "QH JD JC QS QD TS",
    "Joker JH AC AS TD 9D",
    "9H KH KC 9S AD TC",
    "TH AH QC KS KD JS",
]
WIDOW = "9C"

STANDARD_CALLS = (PASS, *(hp.Bid(n) for n in range(1, 7)))
PEPPER_BIDS = (*(hp.Bid(n) for n in range(1, 6)), hp.LITTLE_PEPPER, hp.BIG_PEPPER)


def cards(text: str) -> list[Card]:
    """Cards from space-separated notation."""
    return [Card.parse(word) for word in text.split()]


def dealt(rules: hp.Rules = STANDARD, dealer: int = 0) -> hp.GameState:
    """A new game with the explicit deal above, in the auction."""
    state = hp.new_game(rules=rules, dealer=dealer, seed=11)
    return state.deal(hands=[cards(hand) for hand in HANDS], widow=Card.parse(WIDOW))


def call(state: hp.GameState, seat: int, action: hp.Action) -> hp.GameState:
    """Apply a call, checking first that it is that seat's turn."""
    assert state.to_act == seat
    return state.apply(action, seat=seat)


def refused(state: hp.GameState, action: hp.Action, seat: int | None = None) -> str:
    """Check the action is refused, the state untouched; return the message."""
    before = copy.deepcopy(state)
    with pytest.raises(hp.IllegalActionError) as info:
        state.apply(action, seat=seat)
    assert state == before
    assert info.value.action == action
    return str(info.value)


# -- the flow of the auction ------------------------------------------------------


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_bidding_starts_left_of_dealer(dealer: int) -> None:
    """Auction: bidding starts with the player left of the dealer."""
    state = dealt(dealer=dealer)
    assert state.phase is hp.Phase.BIDDING
    assert state.to_act == (dealer + 1) % 4
    assert state.dealer == dealer
    assert state.high_bid is None


def test_bidding_goes_clockwise() -> None:
    """Auction: bidding goes clockwise (to the next seat number)."""
    state = dealt(dealer=2)
    turns = []
    for tricks in range(1, 6):
        turns.append(state.to_act)
        state = state.bid(tricks)
    assert turns == [3, 0, 1, 2, 3]
    assert state.to_act == 0


def test_standard_opening_calls() -> None:
    """Auction, standard: pass, or bid one to six tricks."""
    state = dealt()
    assert set(state.legal_actions()) == set(STANDARD_CALLS)
    assert len(state.legal_actions()) == 7


def test_jump_bid_is_allowed() -> None:
    """Auction: jump bids are allowed (1, then 5)."""
    state = call(dealt(), 1, hp.Bid(1))
    state = call(state, 2, hp.Bid(5))
    assert state.high_bid == hp.Bid(5)
    assert state.to_act == 3
    assert set(state.legal_actions()) == {PASS, hp.Bid(6)}


def test_opening_jump_bid_is_allowed() -> None:
    """Auction: the first bid may be any number, such as 4."""
    state = call(dealt(), 1, hp.Bid(4))
    assert state.high_bid == hp.Bid(4)


@pytest.mark.parametrize("tricks", [1, 2, 3])
def test_bid_must_be_higher_than_high_bid(tricks: int) -> None:
    """Auction: a bid equal to or below the high bid (3) is refused."""
    state = call(dealt(), 1, hp.Bid(3))
    message = refused(state, hp.Bid(tricks))
    assert "higher" in message
    assert set(state.legal_actions()) == {PASS, hp.Bid(4), hp.Bid(5), hp.Bid(6)}


def test_lower_bid_error_attributes() -> None:
    """Errors: IllegalActionError carries the action, the seat and the phase."""
    state = call(dealt(), 1, hp.Bid(3))
    with pytest.raises(hp.IllegalActionError) as info:
        state.bid(2)
    error = info.value
    assert error.action == hp.Bid(2)
    assert error.seat == 2
    assert error.phase is hp.Phase.BIDDING
    assert isinstance(error, ValueError)
    assert isinstance(error, hp.HasenpfefferError)


def test_pass_is_final() -> None:
    """Auction: a player who passed takes no further part (is skipped)."""
    state = dealt(dealer=0)
    state = call(state, 1, hp.Bid(2))
    state = call(state, 2, PASS)
    state = call(state, 3, hp.Bid(3))
    state = call(state, 0, PASS)
    # seats 2 and 0 have passed: the turn goes 1, 3, 1, 3 ...
    state = call(state, 1, hp.Bid(4))
    assert state.to_act == 3
    state = call(state, 3, hp.Bid(5))
    assert state.to_act == 1
    state = call(state, 1, PASS)
    # three passes (2, 0, 1) and a bid standing: seat 3 is the maker
    assert state.phase is hp.Phase.TRUMP
    assert state.maker == 3
    assert state.contract == hp.Bid(5)


def test_passed_seat_may_not_bid_again() -> None:
    """Auction: a pass is final; the passed seat's bid is refused."""
    state = dealt(dealer=0)
    state = call(state, 1, hp.Bid(2))
    state = call(state, 2, PASS)
    state = call(state, 3, hp.Bid(3))
    state = call(state, 0, hp.Bid(4))
    state = call(state, 1, hp.Bid(5))
    assert state.to_act == 3  # seat 2 is skipped
    with pytest.raises(hp.IllegalActionError) as info:
        state.apply(hp.Bid(6), seat=2)
    assert info.value.seat == 2


def test_three_passes_with_bid_standing_end_auction() -> None:
    """Auction: the first bid then three passes: the bidder is the maker."""
    state = dealt(dealer=0)
    state = call(state, 1, hp.Bid(1))
    state = call(state, 2, PASS)
    state = call(state, 3, PASS)
    assert state.phase is hp.Phase.BIDDING
    state = call(state, 0, PASS)
    assert state.phase is hp.Phase.TRUMP
    assert state.maker == 1
    assert state.contract == hp.Bid(1)
    assert state.to_act == 1


def test_auction_ends_without_returning_to_the_bidder() -> None:
    """Auction: pass, pass, bid 2, pass: three passes and a bid: it ends."""
    state = dealt(dealer=0)
    state = call(state, 1, PASS)
    state = call(state, 2, PASS)
    state = call(state, 3, hp.Bid(2))
    state = call(state, 0, PASS)
    assert state.phase is hp.Phase.TRUMP
    assert state.maker == 3
    assert state.contract == hp.Bid(2)
    assert state.high_bid == hp.Bid(2)


def test_dealer_may_bid_after_three_passes() -> None:
    """Auction: three passes without a bid do not end it; the dealer bids."""
    state = dealt(dealer=0)
    for seat in (1, 2, 3):
        state = call(state, seat, PASS)
    assert state.phase is hp.Phase.BIDDING
    assert state.to_act == 0
    assert PASS in state.legal_actions()  # REDEAL: the dealer may still pass
    state = call(state, 0, hp.Bid(1))
    assert state.phase is hp.Phase.TRUMP
    assert state.maker == 0


def test_standard_bid_six_ends_auction_at_once() -> None:
    """Auction: the top bid (6) ends it; seats 3 and 0 do not call."""
    state = dealt(dealer=0)
    state = call(state, 1, PASS)
    state = call(state, 2, hp.Bid(6))
    assert state.phase is hp.Phase.TRUMP
    assert state.maker == 2
    assert state.contract == hp.Bid(6)
    assert state.to_act == 2


def test_standard_first_call_of_six_ends_auction() -> None:
    """Auction: bid 6 as the first call ends it at once."""
    state = call(dealt(dealer=3), 0, hp.Bid(6))
    assert state.phase is hp.Phase.TRUMP
    assert state.maker == 0
    assert state.contract == hp.Bid(6)


@pytest.mark.parametrize("pepper", [hp.LITTLE_PEPPER, hp.BIG_PEPPER], ids=str)
def test_standard_bidding_refuses_peppers(pepper: hp.Bid) -> None:
    """Auction, standard: little and big pepper are not bids."""
    state = dealt()
    refused(state, pepper)
    refused(call(state, 1, hp.Bid(5)), pepper)


def test_history_records_the_calls() -> None:
    """DESIGN: history holds the (seat, action) pairs in order."""
    state = dealt(dealer=0)
    state = state.bid(2).pass_().bid(4)
    assert state.history == ((1, hp.Bid(2)), (2, PASS), (3, hp.Bid(4)))


# -- pepper bidding ---------------------------------------------------------------


def test_pepper_bid_order() -> None:
    """Auction, pepper: 1 < 2 < 3 < 4 < 5 < little pepper < big pepper."""
    ladder = list(PEPPER_BIDS)
    for low, high in itertools.pairwise(ladder):
        assert low < high
        assert high > low
        assert not high < low
    assert hp.Bid(5) < hp.LITTLE_PEPPER < hp.BIG_PEPPER
    assert hp.Bid(5) < hp.Bid(6)


def test_pepper_bid_values() -> None:
    """Auction, pepper: little pepper is six at normal stakes, big doubled."""
    assert hp.LITTLE_PEPPER.tricks == 6
    assert hp.LITTLE_PEPPER.multiplier == 1
    assert hp.BIG_PEPPER.tricks == 6
    assert hp.BIG_PEPPER.multiplier == 2
    for tricks in range(1, 7):
        assert hp.Bid(tricks).tricks == tricks
        assert hp.Bid(tricks).multiplier == 1


def test_pepper_opening_calls() -> None:
    """Auction, pepper: pass, 1 to 5, little pepper, big pepper; no plain 6."""
    state = dealt(PEPPER)
    assert set(state.legal_actions()) == {PASS, *PEPPER_BIDS}
    assert hp.Bid(6) not in state.legal_actions()


def test_pepper_plain_six_is_not_a_bid() -> None:
    """Auction, pepper: a plain "6" is refused, at the start and after 5."""
    state = dealt(PEPPER)
    refused(state, hp.Bid(6))
    state = call(state, 1, hp.Bid(5))
    refused(state, hp.Bid(6))
    assert set(state.legal_actions()) == {PASS, hp.LITTLE_PEPPER, hp.BIG_PEPPER}


def test_pepper_big_pepper_first_ends_auction() -> None:
    """Auction, pepper: big pepper at once, without little pepper first."""
    state = call(dealt(PEPPER, dealer=0), 1, hp.BIG_PEPPER)
    assert state.phase is hp.Phase.TRUMP
    assert state.maker == 1
    assert state.contract == hp.BIG_PEPPER
    assert state.contract.multiplier == 2


def test_pepper_big_pepper_over_a_low_bid() -> None:
    """Auction, pepper: anyone may bid big pepper at any time."""
    state = dealt(PEPPER, dealer=0)
    state = call(state, 1, hp.Bid(1))
    state = call(state, 2, PASS)
    state = call(state, 3, hp.BIG_PEPPER)
    assert state.phase is hp.Phase.TRUMP
    assert state.maker == 3
    assert state.contract == hp.BIG_PEPPER


def test_pepper_big_over_little() -> None:
    """Auction, pepper: big pepper beats little pepper and ends the auction."""
    state = dealt(PEPPER, dealer=0)
    state = call(state, 1, hp.LITTLE_PEPPER)
    assert state.phase is hp.Phase.BIDDING
    assert set(state.legal_actions()) == {PASS, hp.BIG_PEPPER}
    refused(state, hp.LITTLE_PEPPER)
    refused(state, hp.Bid(5))
    state = call(state, 2, hp.BIG_PEPPER)
    assert state.phase is hp.Phase.TRUMP
    assert state.maker == 2
    assert state.contract == hp.BIG_PEPPER


def test_pepper_little_pepper_stands_after_three_passes() -> None:
    """Auction, pepper: little pepper does not end it; three passes do."""
    state = dealt(PEPPER, dealer=0)
    state = call(state, 1, hp.Bid(5))
    state = call(state, 2, hp.LITTLE_PEPPER)
    state = call(state, 3, PASS)
    state = call(state, 0, PASS)
    assert state.phase is hp.Phase.BIDDING
    state = call(state, 1, PASS)
    assert state.phase is hp.Phase.TRUMP
    assert state.maker == 2
    assert state.contract == hp.LITTLE_PEPPER
    assert state.contract.tricks == 6
    assert state.contract.multiplier == 1


def test_pepper_bid_five_is_below_little_pepper() -> None:
    """Auction, pepper: after little pepper a 5 is refused; after 5 a 4 is."""
    state = dealt(PEPPER, dealer=0)
    state = call(state, 1, hp.Bid(5))
    refused(state, hp.Bid(4))
    state = call(state, 2, hp.LITTLE_PEPPER)
    refused(state, hp.Bid(5))


# -- all four pass ----------------------------------------------------------------


def test_all_pass_redeal_throws_the_hand_in() -> None:
    """Auction, REDEAL (default): four passes: no score, the deal passes left."""
    state = dealt(STANDARD, dealer=0)
    for seat in (1, 2, 3, 0):
        state = call(state, seat, PASS)
    assert state.phase is hp.Phase.DEAL
    assert state.to_act is None
    assert state.legal_actions() == ()
    assert state.scores == (0, 0)
    assert state.dealer == 1
    assert state.maker is None
    assert state.winner is None
    assert len(state.hand_results) == 1
    assert state.hand_results[-1].thrown_in
    assert state.hand_results[-1].maker is None
    assert state.hand_results[-1].score_change == (0, 0)


def test_all_pass_redeal_next_auction_starts_left_of_new_dealer() -> None:
    """Auction, REDEAL: the next hand is dealt by seat 1; seat 2 bids first."""
    state = dealt(STANDARD, dealer=0)
    for _ in range(4):
        state = state.pass_()
    state = state.deal(hands=[cards(hand) for hand in HANDS], widow=WIDOW)
    assert state.phase is hp.Phase.BIDDING
    assert state.dealer == 1
    assert state.to_act == 2


def test_all_pass_redeal_twice_moves_the_deal_twice() -> None:
    """Setup: the deal passes left after every hand, thrown in or not."""
    state = dealt(STANDARD, dealer=3)
    for _ in range(4):
        state = state.pass_()
    assert state.dealer == 0
    state = state.deal(hands=[cards(hand) for hand in HANDS], widow=WIDOW)
    for _ in range(4):
        state = state.pass_()
    assert state.dealer == 1
    assert state.scores == (0, 0)
    assert [result.thrown_in for result in state.hand_results] == [True, True]


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_stick_the_dealer_dealer_may_not_pass(dealer: int) -> None:
    """Auction, STICK_THE_DEALER: after three passes the dealer must bid."""
    state = dealt(STICK, dealer=dealer)
    for offset in (1, 2, 3):
        state = call(state, (dealer + offset) % 4, PASS)
    assert state.to_act == dealer
    assert PASS not in state.legal_actions()
    assert set(state.legal_actions()) == {hp.Bid(n) for n in range(1, 7)}
    message = refused(state, PASS)
    assert "dealer" in message
    state = call(state, dealer, hp.Bid(1))
    assert state.phase is hp.Phase.TRUMP
    assert state.maker == dealer
    assert state.contract == hp.Bid(1)


def test_stick_the_dealer_pepper_bids() -> None:
    """Auction, STICK_THE_DEALER with pepper: the dealer's bids, no pass."""
    state = dealt(STICK_PEPPER, dealer=0)
    for seat in (1, 2, 3):
        state = call(state, seat, PASS)
    assert set(state.legal_actions()) == set(PEPPER_BIDS)
    state = call(state, 0, hp.LITTLE_PEPPER)
    assert state.maker == 0
    assert state.contract == hp.LITTLE_PEPPER


def test_stick_the_dealer_does_not_apply_when_a_bid_stands() -> None:
    """Auction, STICK_THE_DEALER: with a bid standing the dealer may pass."""
    state = dealt(STICK, dealer=0)
    state = call(state, 1, hp.Bid(1))
    state = call(state, 2, PASS)
    state = call(state, 3, PASS)
    assert PASS in state.legal_actions()
    state = call(state, 0, PASS)
    assert state.phase is hp.Phase.TRUMP
    assert state.maker == 1


def test_stick_the_dealer_earlier_seats_may_pass() -> None:
    """Auction, STICK_THE_DEALER: only the dealer is forced; others may pass."""
    state = dealt(STICK, dealer=0)
    assert PASS in state.legal_actions()
    state = call(state, 1, PASS)
    assert PASS in state.legal_actions()
    state = call(state, 2, PASS)
    assert PASS in state.legal_actions()


# -- all pass, the Joker bids (docs/rules.rst, "When everybody passes") ------------


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_joker_bids_the_holder_is_asked_to_bid_three(dealer: int) -> None:
    """JOKER_BIDS: after four passes seat 1, holding the Joker, is asked
    once more, whoever deals, and may only bid three."""
    state = dealt(JOKER_BIDS, dealer=dealer)
    for offset in (1, 2, 3, 4):
        state = call(state, (dealer + offset) % 4, PASS)
    assert (state.phase, state.to_act) == (hp.Phase.BIDDING, 1)
    assert state.legal_actions() == (hp.Bid(3),)
    assert refused(state, PASS) == MUST_BID_THREE
    assert refused(state, hp.Bid(4)) == MUST_BID_THREE
    assert refused(state, hp.Bid(3), seat=2) == (
        "seat 2 has passed, and a pass is final in the auction"
    )
    state = call(state, 1, hp.Bid(3))
    # The bid ends the auction: the holder is the maker and takes the widow.
    assert (state.phase, state.to_act, state.maker) == (hp.Phase.TRUMP, 1, 1)
    assert state.contract == hp.Bid(3)
    assert len(state.hands[1]) == 7 and state.widow is None


def test_joker_bids_in_pepper_bidding_is_a_plain_three() -> None:
    state = dealt(JOKER_BIDS_PEPPER)
    for seat in (1, 2, 3, 0):
        state = call(state, seat, PASS)
    assert state.legal_actions() == (hp.Bid(3),)
    assert refused(state, hp.LITTLE_PEPPER) == MUST_BID_THREE
    assert call(state, 1, hp.Bid(3)).contract == hp.Bid(3)


def test_joker_bids_with_the_joker_in_the_widow_throws_the_hand_in() -> None:
    hands = [cards(hand) for hand in HANDS]
    hands[1] = cards("9C JH AC AS TD 9D")  # the Joker is the widow
    state = hp.new_game(JOKER_BIDS, dealer=0, seed=11)
    state = state.deal(hands=hands, widow=hp.JOKER)
    for seat in (1, 2, 3, 0):
        state = call(state, seat, PASS)
    assert (state.phase, state.to_act, state.dealer) == (hp.Phase.DEAL, None, 1)
    assert state.hand_results[-1].thrown_in
    assert state.scores == (0, 0)


def test_joker_bids_changes_nothing_while_a_bid_stands() -> None:
    state = dealt(JOKER_BIDS)
    state = call(state, 1, hp.Bid(1))
    for seat in (2, 3, 0):
        state = call(state, seat, PASS)
    assert (state.phase, state.maker, state.contract) == (
        hp.Phase.TRUMP,
        1,
        hp.Bid(1),
    )


def test_joker_bids_the_forced_three_scores_as_any_bid_of_three() -> None:
    # docs/rules.rst, "Scoring": the makers took all six tricks of their
    # bid of three and score a point for each, +6 to seat 1's team.
    state = hp.new_game(JOKER_BIDS, dealer=0, seed=5).deal(
        hands=[cards(hand) for hand in SWEEP], widow=hp.Card.parse("9C")
    )
    for seat in (1, 2, 3, 0):
        state = call(state, seat, PASS)
    state = call(state, 1, hp.Bid(3)).name_trump(hp.Suit.HEARTS).discard("9C")
    for trick in SWEEP_TRICKS:
        for card in cards(trick):
            state = state.play(card)
    assert state.hand_results[-1].score_change == (0, 6)


@pytest.mark.parametrize(
    "game",
    [hp.Game.EUCHRE, hp.Game.THREE_HANDED_EUCHRE, hp.Game.RAILROAD_EUCHRE],
    ids=lambda game: game.value,
)
def test_joker_bids_is_refused_where_nobody_bids(game: hp.Game) -> None:
    with pytest.raises(hp.InvalidValueError) as refused_rules:
        hp.Rules(game=game, all_pass=hp.AllPass.JOKER_BIDS)
    assert str(refused_rules.value) == (
        f"all_pass=AllPass.JOKER_BIDS does not apply to {game!r}: the Joker's "
        "holder is made to bid only in a game with the Joker and an auction "
        "of bids"
    )


# -- widow, trump, discard --------------------------------------------------------


def won_by_seat_1(rules: hp.Rules = STANDARD) -> hp.GameState:
    """Dealer 0; seat 1 bids 3, the others pass: seat 1 is the maker."""
    state = dealt(rules, dealer=0)
    state = call(state, 1, hp.Bid(3))
    for seat in (2, 3, 0):
        state = call(state, seat, PASS)
    return state


def test_maker_picks_up_the_widow() -> None:
    """Widow: the maker takes the widow: seven cards; the widow is gone."""
    state = won_by_seat_1()
    assert state.phase is hp.Phase.TRUMP
    assert state.to_act == 1
    assert state.widow is None
    assert len(state.hands[1]) == 7
    assert set(state.hands[1]) == set(cards("Joker JH AC AS TD 9D 9C"))
    assert [len(hand) for hand in state.hands] == [6, 7, 6, 6]


def test_widow_is_face_down_until_auction_ends() -> None:
    """Setup: the widow lies in the middle during the auction."""
    state = dealt()
    assert state.widow == Card.parse(WIDOW)
    assert [len(hand) for hand in state.hands] == [6, 6, 6, 6]


def test_trump_choices_are_the_four_suits() -> None:
    """Trump: the maker may name any of the four suits (no no-trump)."""
    state = won_by_seat_1()
    assert set(state.legal_actions()) == {hp.NameTrump(suit) for suit in hp.Suit}
    assert len(state.legal_actions()) == 4


@pytest.mark.parametrize("suit", list(hp.Suit), ids=str)
def test_maker_names_any_suit(suit: hp.Suit) -> None:
    """Trump: each suit may be named, even one the maker barely holds."""
    state = won_by_seat_1().name_trump(suit)
    assert state.trump is suit
    assert state.phase is hp.Phase.DISCARD
    assert state.to_act == 1


def test_only_the_maker_names_trump() -> None:
    """Trump: another seat's trump call is refused."""
    state = won_by_seat_1()
    with pytest.raises(hp.IllegalActionError) as info:
        state.apply(hp.NameTrump(hp.Suit.HEARTS), seat=2)
    assert info.value.seat == 2
    assert info.value.phase is hp.Phase.TRUMP


def test_trump_phase_refuses_discard_and_play() -> None:
    """Trump: trump is named before the discard; nothing else is open."""
    state = won_by_seat_1()
    refused(state, hp.Discard(Card.parse("9C")))
    refused(state, hp.Play(Card.parse("9C")))
    refused(state, PASS)


def test_discard_choices_are_the_makers_seven_cards() -> None:
    """Discard: any of the seven cards may be discarded."""
    state = won_by_seat_1().name_trump(hp.Suit.HEARTS)
    expected = {hp.Discard(card) for card in cards("Joker JH AC AS TD 9D 9C")}
    assert set(state.legal_actions()) == expected


def test_discard_the_joker() -> None:
    """Discard: the Joker may be discarded; it is then out of play."""
    state = won_by_seat_1().name_trump(hp.Suit.HEARTS).discard(hp.JOKER)
    assert state.discarded == hp.JOKER
    assert state.phase is hp.Phase.PLAY
    assert set(state.hands[1]) == set(cards("JH AC AS TD 9D 9C"))
    assert all(hp.JOKER not in hand for hand in state.hands)
    assert all(len(hand) == 6 for hand in state.hands)


def test_discard_the_widow_card() -> None:
    """Discard: the card just taken from the widow may go straight back."""
    state = won_by_seat_1().name_trump(hp.Suit.SPADES).discard("9C")
    assert state.discarded == Card.parse("9C")
    assert set(state.hands[1]) == set(cards("Joker JH AC AS TD 9D"))


def test_discard_a_card_not_held_is_refused() -> None:
    """Discard: the maker discards from their own seven cards only."""
    state = won_by_seat_1().name_trump(hp.Suit.HEARTS)
    refused(state, hp.Discard(Card.parse("AD")))
    refused(state, hp.Play(Card.parse("9C")))


def test_twenty_five_cards_after_discard() -> None:
    """Discard: 24 cards in the four hands and the one discard."""
    state = won_by_seat_1().name_trump(hp.Suit.CLUBS).discard("TD")
    held = [card for hand in state.hands for card in hand]
    assert state.discarded is not None
    assert sorted([*held, state.discarded]) == sorted(every_card())
    assert state.widow is None


# -- setup ------------------------------------------------------------------------


def test_first_dealer_given_explicitly() -> None:
    """Setup: the first dealer may be given."""
    for dealer in range(4):
        assert hp.new_game(dealer=dealer, seed=1).dealer == dealer


def test_first_dealer_drawn_from_seed_is_reproducible() -> None:
    """Setup: a first dealer chosen at random is a seeded, repeatable choice."""
    for seed in range(8):
        dealer = hp.new_game(seed=seed).dealer
        assert dealer in (0, 1, 2, 3)
        assert hp.new_game(seed=seed).dealer == dealer


def test_seeded_deal_is_reproducible_and_complete() -> None:
    """Setup: six cards each and a widow; same seed, same cards."""
    first = hp.new_game(dealer=1, seed=21).deal(seed=77)
    second = hp.new_game(dealer=1, seed=99).deal(seed=77)
    assert first.hands == second.hands
    assert first.widow == second.widow
    assert [len(hand) for hand in first.hands] == [6, 6, 6, 6]
    assert first.widow is not None
    every = [card for hand in first.hands for card in hand]
    assert sorted([*every, first.widow]) == sorted(every_card())
    again = hp.new_game(dealer=1, seed=21).deal()
    assert again.hands == hp.new_game(dealer=1, seed=21).deal().hands


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


def test_bids_may_be_given_as_bid_values() -> None:
    state = in_auction(PEPPER).bid(hp.LITTLE_PEPPER)
    assert state.high_bid == hp.LITTLE_PEPPER
    assert state.bid(hp.BIG_PEPPER).auction.is_over  # type: ignore[union-attr]


def test_after_a_bid_of_1_the_calls_are_pass_and_the_higher_bids() -> None:
    """docs/rules.rst, "The auction": every bid must be higher than the high bid."""
    state = in_auction(STANDARD)
    assert state.legal_actions() == (hp.Pass(), *(hp.Bid(n) for n in range(1, 7)))
    state = state.bid(1)
    assert state.legal_actions() == (hp.Pass(), *(hp.Bid(n) for n in range(2, 7)))


def test_a_seat_that_passed_is_skipped_in_every_later_round() -> None:
    """docs/rules.rst, "The auction": a pass is final; bidding goes on clockwise, round
    after round, over the seats that passed.  Dealer 0: seat 1 calls first."""
    state = in_auction(STANDARD, hp.Bid(1), hp.Bid(2), hp.Pass())
    assert state.to_act == 0
    state = state.bid(3)
    assert state.to_act == 1
    state = state.bid(4).bid(5)
    # Seat 3 passed in the first round: seat 0 is next.
    assert state.to_act == 0
    state = state.pass_()
    assert state.to_act == 1
    state = state.pass_()
    # Seats 3, 0 and 1 have passed: seat 2's bid of 5 stands.
    assert state.phase is hp.Phase.TRUMP and state.maker == 2
    assert state.contract == hp.Bid(5)
    auction = state.auction
    assert auction is not None and auction.passed == (True, True, False, True)


def test_a_hand_thrown_in_scores_nothing_and_the_deal_passes_left() -> None:
    """docs/rules.rst, "When everybody passes" (REDEAL) and "The deal": no
    score, and the deal passes to the left, from seat 3 round to seat 0."""
    state = hp.new_game(dealer=2, seed=11).deal()
    state = state.pass_().pass_().pass_().pass_()
    assert state.phase is hp.Phase.DEAL and state.dealer == 3
    state = state.deal().pass_().pass_().pass_().pass_()
    assert state.phase is hp.Phase.DEAL and state.dealer == 0
    assert state.scores == (0, 0)
    assert state.hand_results == tuple(
        hp.HandResult(
            hand_number=number,
            dealer=dealer,
            maker=None,
            contract=None,
            trump=None,
            tricks_won=(0, 0),
            score_change=(0, 0),
        )
        for number, dealer in ((1, 2), (2, 3))
    )
    # The last auction, still described, was dealt by seat 3.
    auction = state.auction
    assert auction is not None and auction.thrown_in and auction.dealer == 3


def test_the_maker_picks_up_any_widow() -> None:
    """docs/rules.rst, "Widow, trump and discard": the maker picks up the
    widow (seven cards); here the widow is not the first card of the deck."""
    state = hp.new_game(dealer=0, seed=1).deal()
    widow = state.widow
    assert widow == hp.Card.parse("KC")
    state = state.bid(6)
    assert state.maker == 1 and state.widow is None
    assert len(state.hands[1]) == 7 and widow in state.hands[1]

"""Edges of the rule modules that the scenarios leave open, found by
mutation testing (scripts/mutation.sh): card order and comparison, the
ranking tables, the exact words of refusals and errors, the auction's
explanations for calls that are not open, and every field of the game state
from a new game to the end of a hand and the next deal.

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
from hasenpfeffer import state as state_module
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
        match=exactly("trick cannot hold the same card twice"),
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
    for call in (hp.Pass(), hp.Bid(3), hp.Bid(6)):
        assert explain_illegal_call(auction, STANDARD, call) == (
            "the auction is over: no more calls"
        )


# -- the game state's value behaviour and argument forms --------------------------

# The maker (seat 1, dealer 0) holds the six highest hearts and takes every
# trick: a bid of 6 ends the auction at once (RULES.md, Auction), and the
# makers score +6 (RULES.md, Scoring).
SWEEP = [
    "TH 9H AD KD QD TD",
    "Joker JH JD AH KH QH",
    "9D AC KC QC JC TC",
    "AS KS QS JS TS 9S",
]
SWEEP_TRICKS = [
    "Joker 9D 9S TH",
    "JH TC TS 9H",
    "JD JC JS TD",
    "AH QC QS QD",
    "KH KC KS KD",
    "QH AC AS AD",
]


def swept_hand() -> hp.GameState:
    """The sweep above, played with cards and bids given as values."""
    state = hp.new_game(dealer=0, seed=5).deal(
        hands=[cards(hand) for hand in SWEEP], widow=hp.Card.parse("9C")
    )
    state = state.bid(hp.Bid(6))
    assert state.phase is hp.Phase.TRUMP and state.maker == 1
    state = state.name_trump(hp.Suit.HEARTS).discard(hp.Card.parse("9C"))
    for trick in SWEEP_TRICKS:
        for card in cards(trick):
            state = state.play(card)
    return state


def test_a_hand_played_with_values_rather_than_notation() -> None:
    state = swept_hand()
    assert state.phase is hp.Phase.DEAL
    assert state.tricks_won == (0, 6)
    assert state.scores == (0, 6)


def test_bids_may_be_given_as_bid_values() -> None:
    state = in_auction(PEPPER).bid(hp.LITTLE_PEPPER)
    assert state.high_bid == hp.LITTLE_PEPPER
    assert state.bid(hp.BIG_PEPPER).auction.is_over  # type: ignore[union-attr]


def test_the_state_repr_names_hand_phase_turn_and_scores() -> None:
    game = hp.new_game(dealer=0, seed=5)
    assert repr(game) == "<GameState hand 0, DEAL, scores 0 to 0>"
    assert repr(game.deal()) == (
        "<GameState hand 1, BIDDING, seat 1 to act, scores 0 to 0>"
    )
    assert repr(swept_hand()) == "<GameState hand 1, DEAL, scores 0 to 6>"


def test_states_compare_by_value_both_ways() -> None:
    start = hp.new_game(dealer=0, seed=5).deal()
    again = hp.new_game(dealer=0, seed=5).deal()
    later = start.pass_()
    assert again is not start
    assert operator.eq(start, again) and not operator.ne(start, again)
    assert operator.ne(start, later) and not operator.eq(start, later)
    assert operator.ne(start, "state") and not operator.eq(start, "state")


def test_game_states_come_only_from_new_game() -> None:
    with pytest.raises(
        TypeError, match=exactly("create a game with hasenpfeffer.new_game()")
    ):
        hp.GameState()


def test_an_action_in_notation_is_still_checked_against_the_seat() -> None:
    state = hp.new_game(dealer=0, seed=5).deal()
    with pytest.raises(
        hp.IllegalActionError, match=exactly("it is seat 1's turn, not seat 2's")
    ):
        state.apply("pass", seat=2)
    assert state.apply("pass", seat=1).to_act == 2


def test_a_value_that_is_no_action_is_refused() -> None:
    state = hp.new_game(dealer=0, seed=5).deal()
    with pytest.raises(
        hp.InvalidValueError, match=exactly("expected an action, not 5")
    ):
        state.apply(5)  # type: ignore[arg-type]


def test_between_hands_nobody_acts_whatever_the_seat() -> None:
    state = hp.new_game(dealer=0, seed=5)
    message = "nobody acts between hands: deal the cards first"
    for seat in (None, 1):
        with pytest.raises(hp.IllegalActionError, match=exactly(message)):
            state.apply(hp.Pass(), seat=seat)


def test_different_states_hash_differently() -> None:
    # Equal states hash alike (the properties check that); states that
    # differ should not all share one hash.
    state = hp.new_game(dealer=0, seed=5).deal()
    states = [state]
    for call in (hp.Bid(1), hp.Bid(2), hp.Pass(), hp.Bid(4)):
        states.append(states[-1].apply(call))
    assert len({hash(each) for each in states}) == len(states)


def test_the_record_of_a_state_replays_to_it() -> None:
    state = in_auction(STANDARD, hp.Bid(2), hp.Pass())
    record = state.to_record()
    assert record == hp.GameRecord.of(state)
    assert record.actions == ((1, hp.Bid(2)), (2, hp.Pass()))
    assert hp.replay(record) == state


def test_against_seat_3_going_alone_seat_0_then_seat_2_may_defend_alone() -> None:
    """RULES.md, Going alone: after a maker goes alone, the defenders,
    starting left of the maker, may each declare alone.  Left of seat 3 is
    seat 0; then comes seat 2 (seat 1, the maker's partner, sits out)."""
    rules = hp.Rules(lone_hands=True, lone_defender=True)
    state = hp.new_game(rules=rules, dealer=2, seed=5).deal()
    state = state.bid(3).pass_().pass_().pass_()
    assert state.maker == 3
    state = state.name_trump("H").discard(state.hands[3][0]).go_alone()
    assert state.phase is hp.Phase.ALONE and state.to_act == 0
    state = state.pass_()
    assert state.phase is hp.Phase.ALONE and state.to_act == 2
    state = state.pass_()
    # Nobody defends alone: against the lone maker, the maker's left leads.
    assert state.phase is hp.Phase.PLAY
    assert state.lone_players == (3,) and state.sitting_out == (1,)
    assert state.to_act == state.leader == 0


def test_a_card_needs_both_rank_and_suit_or_neither() -> None:
    message = "a card has both a rank and a suit, or neither (the Joker)"
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        hp.Card(hp.Rank.NINE, None)
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        hp.Card(None, hp.Suit.CLUBS)


# -- scoring and auction functions: bad arguments ---------------------------------


@pytest.mark.parametrize("tricks", [True, "3", 3.0, -1, 7])
def test_hand_score_refuses_a_trick_count_that_is_not_0_to_6(tricks: object) -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(
            f"makers_tricks must be a whole number from 0 to 6, not {tricks!r}"
        ),
    ):
        hp.hand_score(STANDARD, hp.Bid(3), tricks)  # type: ignore[arg-type]


def test_hand_score_refuses_a_lone_defender_without_a_lone_maker() -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("a defender goes alone only against a lone maker"),
    ):
        hp.hand_score(STANDARD, hp.Bid(3), 2, defender_alone=True)


def test_no_call_is_made_after_the_auction() -> None:
    auction = open_auction(dealer=0)
    auction = after_call(auction, STANDARD, hp.Bid(6))
    assert auction.is_over and auction.maker == 1
    with pytest.raises(
        hp.IllegalActionError, match=exactly("the auction is over: no more calls")
    ):
        after_call(auction, STANDARD, hp.Pass())


# -- dealing: the arguments of GameState.deal ---------------------------------------


def test_cards_are_dealt_only_between_hands() -> None:
    state = hp.new_game(dealer=0, seed=5).deal()
    with pytest.raises(
        hp.IllegalActionError,
        match=exactly("cards are dealt only between hands, not in the BIDDING phase"),
    ) as info:
        state.deal()
    error = info.value
    assert (error.action, error.seat, error.phase) == (None, None, hp.Phase.BIDDING)


def test_a_deal_comes_from_a_seed_or_from_cards() -> None:
    game = hp.new_game(dealer=0, seed=5)
    hands = [cards(hand) for hand in SWEEP]
    widow = hp.Card.parse("9C")
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("deal from a seed or from cards, not both"),
    ):
        game.deal(seed=1, hands=hands, widow=widow)
    needs_both = exactly("an explicit deal needs both hands and widow")
    with pytest.raises(hp.InvalidValueError, match=needs_both):
        game.deal(hands=hands)
    with pytest.raises(hp.InvalidValueError, match=needs_both):
        game.deal(widow=widow)


# -- new games: rules, seed and the first dealer -----------------------------------


def test_new_game_refuses_rules_that_are_not_a_rules_value() -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("rules must be a Rules value, not 'pepper'"),
    ):
        hp.new_game(rules="pepper")  # type: ignore[arg-type]


def test_a_game_keeps_its_seed_and_the_seed_fixes_the_deals() -> None:
    first, second = hp.new_game(dealer=0, seed=5), hp.new_game(dealer=0, seed=6)
    assert (first.seed, second.seed) == (5, 6)
    # Two seeds giving the very same shuffle is as good as impossible.
    assert first.deal().hands != second.deal().hands
    assert first.deal().hands == hp.new_game(dealer=0, seed=5).deal().hands


def test_a_game_without_a_seed_draws_one_and_keeps_it() -> None:
    state = hp.new_game(dealer=0)
    assert isinstance(state.seed, int) and state.seed >= 0
    again = hp.new_game(dealer=0, seed=state.seed)
    assert state.deal().hands == again.deal().hands


def test_the_seed_chooses_the_first_dealer_at_random() -> None:
    """RULES.md, Setup: the first dealer is chosen at random, by a seeded
    choice: the same seed gives the same dealer, and over many seeds every
    seat deals first about as often."""
    dealers = [hp.new_game(seed=seed).dealer for seed in range(400)]
    assert dealers == [hp.new_game(seed=seed).dealer for seed in range(400)]
    counts = [dealers.count(seat) for seat in range(4)]
    assert all(60 <= count <= 140 for count in counts), counts


def test_the_auction_remembers_its_dealer() -> None:
    auction = open_auction(dealer=2)
    assert auction.dealer == 2 and auction.to_act == 3
    for call in (hp.Bid(1), hp.Pass(), hp.Bid(2)):
        auction = after_call(auction, STANDARD, call)
        assert auction.dealer == 2
    assert auction.calls == ((3, hp.Bid(1)), (0, hp.Pass()), (1, hp.Bid(2)))


def test_a_new_game_has_nothing_dealt_bid_played_or_scored(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """RULES.md, Setup: a game starts before its first deal, with the first
    dealer chosen and the scores at 0 to 0.

    A new game copies a template that hasenpfeffer.state builds once, when
    it is imported.  The template is built again here and put in place, so
    that its builder is checked as it runs, not only through the copy made
    at import (see tests/MUTANTS.md, "Code run once, at import").
    """
    monkeypatch.setattr(state_module, "_NEW_GAME", state_module._new_game_value())
    game = hp.new_game(rules=PEPPER, dealer=2, seed=11)
    assert (game.rules, game.seed, game.first_dealer, game.dealer) == (
        PEPPER,
        11,
        2,
        2,
    )
    assert game.hand_number == 0
    assert game.phase is hp.Phase.DEAL and game.to_act is None
    assert game.legal_actions() == ()
    assert game.hands == ((), (), (), ())
    assert game.widow is None
    assert game.auction is None and game.high_bid is None
    assert (game.maker, game.contract, game.trump, game.discarded) == (
        None,
        None,
        None,
        None,
    )
    assert game.lone_players == () and game.sitting_out == ()
    assert game.leader is None
    assert game.current_trick == () and game.completed_tricks == ()
    assert game.tricks_won == (0, 0)
    assert game.scores == (0, 0) and game.winner is None
    assert game.history == () and game.hand_history == () and game.hand_start == 0
    assert game.deals == () and game.hand_results == ()
    # The first deal is hand 1; the scores and the game's history carry on
    # from the template.
    dealt = game.deal()
    assert dealt.hand_number == 1 and dealt.phase is hp.Phase.BIDDING
    assert dealt.scores == (0, 0) and dealt.history == () and dealt.hand_start == 0
    assert len(dealt.deals) == 1 and dealt.hand_results == ()
    # After a hand thrown in (four calls), the second hand's actions start
    # at position 4 of the history.
    thrown_in = dealt.pass_().pass_().pass_().pass_()
    assert thrown_in.phase is hp.Phase.DEAL and thrown_in.dealer == 3
    assert thrown_in.deal().hand_start == 4
    # The play opens with no card led (RULES.md, Play): the leader, left of
    # dealer 3, may lead any card, and then a player holding the suit led
    # must follow it.  Seat 0 passes and seat 1 makes the top bid at once.
    hand = thrown_in.deal(hands=[cards(hand) for hand in SWEEP], widow=NINE_CLUBS)
    hand = hand.pass_().apply(hp.BIG_PEPPER)
    hand = hand.name_trump(hp.Suit.HEARTS).discard(NINE_CLUBS)
    assert hand.phase is hp.Phase.PLAY and hand.to_act == 0
    assert set(hand.legal_actions()) == {hp.Play(card) for card in cards(SWEEP[0])}
    hand = hand.play(hp.Card.parse("AD"))
    # Seat 1 holds no diamond (the Joker and JD are trumps): any card.
    assert len(hand.legal_actions()) == 6
    hand = hand.play(hp.Card.parse("QH"))
    assert hand.legal_actions() == (hp.Play(hp.Card.parse("9D")),)


def test_a_hand_thrown_in_scores_nothing_and_the_deal_passes_left() -> None:
    """RULES.md, Auction (all four pass, REDEAL) and Setup: no score, and
    the deal passes to the left, from seat 3 round to seat 0."""
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


# -- a lone hand played out, then the next deal -------------------------------------

# The SWEEP deal again, with seat 1 going alone (RULES.md, Going alone): seat
# 3 sits out, seat 2 (left of the lone maker) leads the first trick, and the
# turn passes 2, 0, 1 round a trick of three cards.  The maker trumps the
# club lead and then leads trump from the top: six tricks to the makers.
LONE_SWEEP_TRICKS = [
    (2, "AC TD QH"),
    (1, "Joker 9D 9H"),
    (1, "JH KC TH"),
    (1, "JD QC AD"),
    (1, "AH JC KD"),
    (1, "KH TC QD"),
]


def lone_swept_hand() -> hp.GameState:
    """The lone sweep above, dealt by seat 0, to its end."""
    rules = hp.Rules(lone_hands=True, target_score=20)
    state = hp.new_game(rules=rules, dealer=0, seed=5).deal(
        hands=[cards(hand) for hand in SWEEP], widow=hp.Card.parse("9C")
    )
    state = state.bid(6).name_trump("H").discard("9C").go_alone()
    assert state.lone_players == (1,) and state.sitting_out == (3,)
    for leader, trick in LONE_SWEEP_TRICKS:
        assert state.leader == leader
        seats = [2, 0, 1] if leader == 2 else [1, 2, 0]
        for seat, card in zip(seats, cards(trick), strict=True):
            assert state.to_act == seat
            state = state.play(card)
    return state


def test_a_lone_hand_is_scored_and_described_until_the_next_deal() -> None:
    """RULES.md, Going alone and Scoring: the lone maker made 6 of a bid of
    6, +6 doubled.  The state keeps describing the hand after it is scored
    (see GameState); the next deal clears every field that belongs to a
    hand and keeps the game's."""
    state = lone_swept_hand()
    hearts = hp.Suit.HEARTS
    assert state.phase is hp.Phase.DEAL and state.to_act is None
    assert state.scores == (0, 12) and state.winner is None
    assert state.hand_results == (
        hp.HandResult(
            hand_number=1,
            dealer=0,
            maker=1,
            contract=hp.Bid(6),
            trump=hearts,
            tricks_won=(0, 6),
            score_change=(0, 12),
            lone_players=(1,),
        ),
    )
    # The last hand, still described; the deal has passed to seat 1.
    assert state.dealer == 1 and state.hand_number == 1
    assert (state.maker, state.contract, state.trump) == (1, hp.Bid(6), hearts)
    assert state.discarded == hp.Card.parse("9C") and state.widow is None
    assert state.lone_players == (1,) and state.sitting_out == (3,)
    assert state.leader is None and state.current_trick == ()
    assert state.tricks_won == (0, 6)
    assert [trick.leader for trick in state.completed_tricks] == [2, 1, 1, 1, 1, 1]
    assert [trick.winner for trick in state.completed_tricks] == [1] * 6
    assert [len(trick.plays) for trick in state.completed_tricks] == [3] * 6
    auction = state.auction
    assert auction is not None
    assert (auction.dealer, auction.to_act, auction.maker) == (0, None, 1)
    assert auction.calls == ((1, hp.Bid(6)),)
    assert auction.passed == (False, False, False, False)
    hand = state.hand_history
    assert len(hand) == 4 + 18 and state.hand_start == 0 and state.history == hand

    # The next hand: seat 1 deals, seat 2 calls first.
    state = state.deal(seed=1)
    assert state.hand_number == 2 and state.dealer == 1
    assert state.phase is hp.Phase.BIDDING and state.to_act == 2
    assert (state.maker, state.contract, state.trump, state.discarded) == (
        None,
        None,
        None,
        None,
    )
    assert state.widow is not None and all(len(held) == 6 for held in state.hands)
    assert state.lone_players == () and state.sitting_out == ()
    assert state.leader is None and state.current_trick == ()
    assert state.completed_tricks == () and state.tricks_won == (0, 0)
    assert state.scores == (0, 12) and len(state.hand_results) == 1
    assert state.hand_history == () and state.hand_start == len(hand)
    assert state.history == hand and len(state.deals) == 2
    auction = state.auction
    assert auction is not None
    assert (auction.dealer, auction.to_act, auction.high_bid) == (1, 2, None)
    assert auction.calls == ()


def rotated_sweep(rules: hp.Rules, dealer: int) -> hp.GameState:
    """The SWEEP deal and play moved ``dealer`` seats round: the maker is
    the dealer's left, who leads (RULES.md, Play) and takes every trick."""
    hands = [cards(SWEEP[(seat - dealer) % 4]) for seat in range(4)]
    state = hp.new_game(rules=rules, dealer=dealer, seed=5).deal(
        hands=hands, widow=hp.Card.parse("9C")
    )
    maker = (dealer + 1) % 4
    state = state.bid(6).name_trump("H").discard("9C")
    assert state.leader == state.to_act == maker
    for trick in SWEEP_TRICKS:
        for card in cards(trick):
            state = state.play(card)
    assert state.completed_tricks[-1].winner == maker
    return state


def test_after_a_hand_dealt_by_seat_3_seat_0_deals() -> None:
    """RULES.md, Setup: the deal passes to the left after every hand.  Seat
    0, left of dealer 3, bid 6 and took six tricks: +6 to team 0."""
    state = rotated_sweep(STANDARD, dealer=3)
    assert state.phase is hp.Phase.DEAL
    assert state.dealer == 0 and state.scores == (6, 0)
    assert state.hand_results[-1].dealer == 3
    assert state.hand_results[-1].score_change == (6, 0)
    auction = state.auction
    assert auction is not None and auction.dealer == 3 and auction.maker == 0
    assert state.deal().to_act == 1


def test_when_the_game_ends_the_dealer_stays() -> None:
    """RULES.md, End of the game: team 1 reaches the target of 6 with the
    sweep.  Nobody deals again: the dealer stays the last hand's dealer."""
    state = rotated_sweep(hp.Rules(target_score=6), dealer=2)
    assert state.phase is hp.Phase.GAME_OVER
    assert state.winner == 1 and state.scores == (0, 6)
    assert state.dealer == 2 and state.to_act is None and state.leader is None
    auction = state.auction
    assert auction is not None and auction.dealer == 2 and auction.maker == 3
    assert state.legal_actions() == ()


def test_after_a_bid_of_1_the_calls_are_pass_and_the_higher_bids() -> None:
    """RULES.md, Auction: every bid must be higher than the high bid."""
    state = in_auction(STANDARD)
    assert state.legal_actions() == (hp.Pass(), *(hp.Bid(n) for n in range(1, 7)))
    state = state.bid(1)
    assert state.legal_actions() == (hp.Pass(), *(hp.Bid(n) for n in range(2, 7)))


def test_a_seat_that_passed_is_skipped_in_every_later_round() -> None:
    """RULES.md, Auction: a pass is final; bidding goes on clockwise, round
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


def test_hand_score_without_lone_players_unless_told() -> None:
    """RULES.md, Scoring: made, the makers score one point per trick; the
    lone-hand multipliers apply only when asked for."""
    assert hp.hand_score(STANDARD, hp.Bid(3), 4) == (4, 0)
    assert hp.hand_score(STANDARD, hp.Bid(3), 4, maker_alone=True) == (8, 0)


def test_hand_score_of_a_side_that_took_no_trick() -> None:
    """RULES.md, Scoring: a failed contract with no trick taken costs
    nothing under TRICKS_WON (-m*t with t = 0); the defenders, when they
    score, take their six tricks."""
    assert hp.hand_score(STANDARD, hp.Bid(1), 0) == (0, 0)
    defenders = hp.Rules(defenders_score_tricks=True)
    assert hp.hand_score(defenders, hp.Bid(1), 0) == (0, 6)


def test_the_first_dealer_drawn_from_a_seed_is_fixed() -> None:
    """RULES.md, Setup: the first dealer is a seeded choice, and a seed must
    reproduce the game on every platform and version.  The first dealers of
    seeds 0 to 15, as drawn when this was written, are pinned here, so that
    a change to the drawing shows up as a deliberate one."""
    dealers = [hp.new_game(seed=seed).dealer for seed in range(16)]
    assert dealers == [3, 0, 2, 2, 2, 1, 0, 0, 3, 2, 0, 2, 0, 3, 3, 3]


def test_the_maker_picks_up_any_widow() -> None:
    """RULES.md, Widow: the maker picks up the widow (seven cards); here
    the widow is not the first card of the deck."""
    state = hp.new_game(dealer=0, seed=1).deal()
    widow = state.widow
    assert widow == hp.Card.parse("KC")
    state = state.bid(6)
    assert state.maker == 1 and state.widow is None
    assert len(state.hands[1]) == 7 and widow in state.hands[1]

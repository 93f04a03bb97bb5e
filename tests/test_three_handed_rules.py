"""Three-Handed Euchre's rules, hand-worked from docs/three_handed.rst.

Most scenarios use the page's deal, seat 0 dealing:

    seat 0: 9H QC AC TS JH      seat 1: AD KD QD 9C TC
    seat 2: JD AH KH AS KS
    kitty:  TH (the upcard), QH 9D TD JC KC 9S JS QS

and the march uses a second deal, seat 0 dealing too:

    seat 0: TH AC KC QC JC      seat 1: JH JD AH KH QH
    seat 2: AD KD QD TD 9D
    kitty:  9H (the upcard), 9C TC 9S TS JS QS KS AS
"""

from __future__ import annotations

import re

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cards import deck as every_card
from hasenpfeffer.dealing import order_up_deal_seat
from hasenpfeffer.rules import options_of
from tests.helpers import exactly

THREE = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE)
HANDS = [
    ["9H", "QC", "AC", "TS", "JH"],
    ["AD", "KD", "QD", "9C", "TC"],
    ["JD", "AH", "KH", "AS", "KS"],
]
KITTY = ["TH", "QH", "9D", "TD", "JC", "KC", "9S", "JS", "QS"]
MARCH_HANDS = [
    ["TH", "AC", "KC", "QC", "JC"],
    ["JH", "JD", "AH", "KH", "QH"],
    ["AD", "KD", "QD", "TD", "9D"],
]
MARCH_KITTY = ["9H", "9C", "TC", "9S", "TS", "JS", "QS", "KS", "AS"]


def in_order(*tricks: str) -> list[str]:
    """The cards of whole tricks, one after the other, as played."""
    return [card for trick in tricks for card in trick.split()]


# The page's hand: seat 1 passes, seat 2 orders up hearts, the dealer
# discards TS.  Tricks, in the order played (leader first):
#   1. AD (1)  KH (2)  JH (0)   the right bower: seat 0
#   2. AC (0)  9C (1)  AH (2)   trump on a club: seat 2
#   3. JD (2)  9H (0)  TC (1)   the left bower leads and wins: seat 2
#   4. AS (2)  TH (0)  KD (1)   seat 0, out of spades, trumps: seat 0
#   5. QC (0)  QD (1)  KS (2)   the only club: seat 0
# The maker takes two tricks: euchred.
EUCHRED_PLAY = in_order("AD KH JH", "AC 9C AH", "JD 9H TC", "AS TH KD", "QC QD KS")

# The same calls, the dealer discarding QC instead and keeping TS.
#   1. AD (1)  KH (2)  JH (0)   seat 0
#   2. TS (0)  9C (1)  AS (2)   spades led, no trump: seat 2
#   3. JD (2)  9H (0)  TC (1)   seat 2
#   4. AH (2)  TH (0)  KD (1)   seat 2
#   5. KS (2)  AC (0)  QD (1)   spades led, nobody else has one: seat 2
# The maker takes four tricks.
FOUR_TRICKS_PLAY = in_order("AD KH JH", "TS 9C AS", "JD 9H TC", "AH TH KD", "KS AC QD")

# The same calls and the QC discard; the maker spends the left bower at once.
#   1. AD (1)  JD (2)  JH (0)   seat 0
#   2. AC (0)  9C (1)  AH (2)   seat 2
#   3. KH (2)  9H (0)  TC (1)   seat 2
#   4. AS (2)  TS (0)  KD (1)   seat 2
#   5. KS (2)  TH (0)  QD (1)   seat 0 trumps
# The maker takes three tricks.
THREE_TRICKS_PLAY = in_order("AD JD JH", "AC 9C AH", "KH 9H TC", "AS TS KD", "KS TH QD")

# The march: seat 1 orders up hearts, the dealer discards JC, and seat 1
# leads its five trumps from the top, each the highest left in play.
MARCH_PLAY = in_order("JH 9D 9H", "JD TD TH", "AH QD AC", "KH KD KC", "QH AD QC")


def rules(**options: object) -> hp.Rules:
    return hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE, **options)  # type: ignore[arg-type]


def dealt(
    rules: hp.Rules = THREE,
    dealer: int = 0,
    hands: list[list[str]] = HANDS,
    kitty: list[str] = KITTY,
) -> hp.GameState:
    return hp.new_game(rules, seed=1, dealer=dealer).deal(hands=hands, kitty=kitty)


def texts(actions: tuple[hp.Action, ...]) -> list[str]:
    return [str(action) for action in actions]


def cards(text: str) -> set[hp.Card]:
    return {hp.Card.parse(card) for card in text.split()}


def played(state: hp.GameState, moves: list[str]) -> hp.GameState:
    for card in moves:
        state = state.play(card)
    return state


def ordered_by_seat_2(rules: hp.Rules = THREE, discard: str = "TS") -> hp.GameState:
    """The page's calls: seat 1 passes, seat 2 orders up, the dealer
    discards."""
    return dealt(rules).pass_().name_trump("H").discard(discard)


def passes(state: hp.GameState, count: int) -> hp.GameState:
    for _ in range(count):
        state = state.pass_()
    return state


# -- docs/three_handed.rst, "Options for Three-Handed Euchre" ---------------


def test_the_game_is_named_and_has_its_defaults() -> None:
    assert hp.Game.THREE_HANDED_EUCHRE.value == "three_handed_euchre"
    assert hp.Game.THREE_HANDED_EUCHRE.title == "Three-Handed Euchre"
    assert THREE.all_pass is hp.AllPass.STICK_THE_DEALER
    assert THREE.tie_break is hp.TieBreak.MAKERS_FIRST
    assert THREE.target_score == 10
    assert THREE.march_points == 3
    assert THREE.lone_hands is True
    assert THREE.lone_defender is False
    assert THREE.call_for_best is False


def test_the_game_takes_four_options() -> None:
    assert options_of(hp.Game.THREE_HANDED_EUCHRE) == (
        "all_pass",
        "tie_break",
        "target_score",
        "march_points",
    )


def test_the_options_it_takes_may_be_set() -> None:
    chosen = rules(
        all_pass=hp.AllPass.REDEAL,
        tie_break=hp.TieBreak.HIGHER_SCORE,
        target_score=15,
        march_points=4,
    )
    assert chosen.all_pass is hp.AllPass.REDEAL
    assert chosen.tie_break is hp.TieBreak.HIGHER_SCORE
    assert (chosen.target_score, chosen.march_points) == (15, 4)


def test_the_maker_always_plays_alone_so_lone_hands_stays_on() -> None:
    assert rules(lone_hands=True).lone_hands is True
    with pytest.raises(
        hp.InvalidValueError,
        match=re.escape("lone_hands does not apply to Game.THREE_HANDED_EUCHRE"),
    ):
        rules(lone_hands=False)


@pytest.mark.parametrize("name", ["lone_defender", "call_for_best"])
def test_nobody_defends_alone_or_calls_for_best(name: str) -> None:
    assert getattr(rules(**{name: False}), name) is False
    with pytest.raises(
        hp.InvalidValueError,
        match=f"{name} does not apply to Game.THREE_HANDED_EUCHRE",
    ):
        rules(**{name: True})


@pytest.mark.parametrize(
    "option",
    [
        {"bidding": hp.Bidding.PEPPER},
        {"failed_contract": hp.FailedContract.BID},
        {"defenders_score_tricks": True},
        {"opening_lead": hp.OpeningLead.MAKER},
        {"alone_multiplier": 3},
        {"joker_upcard_suit": hp.Suit.SPADES},
    ],
    ids=lambda option: next(iter(option)),
)
def test_the_other_games_options_are_refused(option: dict[str, object]) -> None:
    (name,) = option
    with pytest.raises(
        hp.InvalidValueError,
        match=f"{name} does not apply to Game.THREE_HANDED_EUCHRE",
    ):
        rules(**option)


@pytest.mark.parametrize(
    "game", [hp.Game.HASENPFEFFER, hp.Game.EUCHRE, hp.Game.RAILROAD_EUCHRE]
)
def test_march_points_is_refused_in_every_other_game(game: hp.Game) -> None:
    assert hp.Rules(game=game, march_points=3).march_points == 3
    message = (
        f"march_points does not apply to {game!r}: it is an option of "
        "Three-Handed Euchre"
    )
    for value in (1, 2, 4):
        with pytest.raises(hp.InvalidValueError, match=re.escape(message)):
            hp.Rules(game=game, march_points=value)


@pytest.mark.parametrize("value", [1, 2, 5, 1000])
def test_march_points_is_a_whole_number_from_1_to_1000(value: int) -> None:
    assert rules(march_points=value).march_points == value


@pytest.mark.parametrize("value", [0, -3, 1001, True, 2.0, "3", None])
def test_march_points_outside_the_range_is_refused(value: object) -> None:
    with pytest.raises(
        hp.InvalidValueError, match="march_points must be a whole number from 1 to"
    ):
        rules(march_points=value)


# -- docs/three_handed.rst, "Players and seats" -------------------------------


@pytest.mark.parametrize("dealer", [3, 4, -1])
def test_a_dealer_outside_the_three_seats_is_refused(dealer: int) -> None:
    with pytest.raises(hp.InvalidValueError, match="0, 1 or 2"):
        hp.new_game(THREE, seed=1, dealer=dealer)


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_each_of_the_three_seats_may_deal(dealer: int) -> None:
    assert hp.new_game(THREE, seed=1, dealer=dealer).dealer == dealer


def test_an_action_for_seat_3_is_refused_as_no_seat() -> None:
    state = dealt()
    no_seat = "seat.* 0, 1 or 2, at a table of three, not 3"
    with pytest.raises(hp.InvalidValueError, match=no_seat):
        state.apply("pass", seat=3)
    with pytest.raises(hp.InvalidValueError, match=no_seat):
        state.is_legal("pass", seat=3)
    with pytest.raises(hp.InvalidValueError, match=no_seat):
        state.view(3)
    assert state.legal_actions() == dealt().legal_actions()


def test_an_action_for_a_seat_whose_turn_it_is_not_is_refused() -> None:
    state = dealt()
    with pytest.raises(
        hp.IllegalActionError, match="it is seat 1's turn, not seat 2's"
    ):
        state.apply("pass", seat=2)


def test_scores_and_tricks_have_one_entry_per_player() -> None:
    state = dealt()
    assert len(state.hands) == 3
    assert state.scores == (0, 0, 0)
    assert state.tricks_won == (0, 0, 0)


# -- docs/three_handed.rst, "The deck and the order of the cards" and "The deal"


def test_a_seeded_deal_is_the_24_cards_five_each_and_nine_aside() -> None:
    state = hp.new_game(THREE, seed=11, dealer=0).deal()
    dealt_cards = [card for hand in state.hands for card in hand] + list(state.kitty)
    assert len(dealt_cards) == 24
    assert set(dealt_cards) == set(every_card()) - {hp.JOKER}
    assert [len(hand) for hand in state.hands] == [5, 5, 5]
    assert len(state.kitty) == 9
    assert state.upcard == state.kitty[0]
    again = hp.new_game(THREE, seed=11, dealer=0).deal()
    assert (again.hands, again.kitty) == (state.hands, state.kitty)


def test_the_deal_goes_three_then_two_from_the_dealers_left() -> None:
    # Dealer 0: positions 0-2 to seat 1, 3-5 to seat 2, 6-8 to seat 0,
    # then two each in the same order; position 15 is the upcard and the
    # eight after it lie under it.
    assert [order_up_deal_seat(0, position, 3) for position in range(24)] == [
        *[1, 1, 1, 2, 2, 2, 0, 0, 0],
        *[1, 1, 2, 2, 0, 0],
        *[None] * 9,
    ]
    assert [order_up_deal_seat(2, position, 3) for position in (0, 3, 6, 9)] == [
        0,
        1,
        2,
        0,
    ]


def test_an_explicit_deal_is_kept_as_given() -> None:
    state = dealt()
    assert [set(hand) for hand in state.hands] == [cards(" ".join(h)) for h in HANDS]
    assert [str(card) for card in state.kitty] == KITTY
    assert state.upcard == hp.Card.parse("TH")


@pytest.mark.parametrize("count", [2, 4])
def test_an_explicit_deal_needs_three_hands(count: int) -> None:
    hands = [*HANDS, ["9S", "JS", "QS", "TD", "9D"]][:count]
    with pytest.raises(
        hp.InvalidValueError, match=f"a deal has three hands, not {count}"
    ):
        hp.new_game(THREE, seed=1, dealer=0).deal(hands=hands, kitty=KITTY)


@pytest.mark.parametrize("size", [4, 8, 10])
def test_an_explicit_deal_needs_a_kitty_of_nine(size: int) -> None:
    kitty = [*KITTY, "Joker"][:size]
    with pytest.raises(
        hp.InvalidValueError,
        match=rf"the kitty has nine cards \(the upcard first\), not {size}",
    ):
        hp.new_game(THREE, seed=1, dealer=0).deal(hands=HANDS, kitty=kitty)


def test_an_explicit_deal_refuses_a_card_dealt_twice() -> None:
    # the upcard TH also given to seat 0, in place of its 9H
    hands = [["TH", "QC", "AC", "TS", "JH"], HANDS[1], HANDS[2]]
    with pytest.raises(
        hp.InvalidValueError, match=re.escape("TH is dealt twice (to seat 0 and")
    ):
        hp.new_game(THREE, seed=1, dealer=0).deal(hands=hands, kitty=KITTY)


def test_an_explicit_deal_refuses_the_joker() -> None:
    kitty = [*KITTY[:8], "Joker"]
    with pytest.raises(hp.InvalidValueError, match="played without it"):
        hp.new_game(THREE, seed=1, dealer=0).deal(hands=HANDS, kitty=kitty)


def test_an_explicit_deal_refuses_a_hand_of_six() -> None:
    hands = [[*HANDS[0], "QS"], HANDS[1], HANDS[2]]
    with pytest.raises(hp.InvalidValueError, match="seat 0 is dealt 6 cards"):
        hp.new_game(THREE, seed=1, dealer=0).deal(hands=hands, kitty=KITTY)


# -- docs/three_handed.rst, "The auction" -------------------------------------


@pytest.mark.parametrize(("dealer", "first"), [(0, 1), (1, 2), (2, 0)])
def test_the_player_on_the_dealers_left_calls_first(dealer: int, first: int) -> None:
    state = dealt(dealer=dealer)
    assert (state.phase, state.to_act) == (hp.Phase.BIDDING, first)


def test_the_calls_go_round_the_three_seats_twice() -> None:
    state = dealt()
    seen = []
    for _ in range(5):
        seen.append(state.to_act)
        state = state.pass_()
    seen.append(state.to_act)
    assert seen == [1, 2, 0, 1, 2, 0]


def test_in_round_one_only_the_upcards_suit_may_be_named() -> None:
    state = dealt()
    for _ in range(3):
        assert texts(state.legal_actions()) == ["pass", "trump H"]
        for suit in "CDS":
            with pytest.raises(
                hp.IllegalActionError, match="only the upcard's suit, hearts"
            ):
                state.name_trump(suit)
        state = state.pass_()


def test_ordering_up_makes_the_caller_the_maker() -> None:
    state = dealt().pass_().name_trump("H")
    assert (state.maker, state.trump) == (2, hp.Suit.HEARTS)
    assert (state.phase, state.to_act) == (hp.Phase.DISCARD, 0)


def test_the_dealer_may_take_the_upcard_itself() -> None:
    state = passes(dealt(), 2).name_trump("H")
    assert (state.maker, state.trump) == (0, hp.Suit.HEARTS)
    assert (state.phase, state.to_act) == (hp.Phase.DISCARD, 0)


def test_in_round_two_any_other_suit_may_be_named() -> None:
    state = passes(dealt(), 3)
    for _ in range(2):
        assert texts(state.legal_actions()) == [
            "pass",
            "trump C",
            "trump D",
            "trump S",
        ]
        with pytest.raises(hp.IllegalActionError, match="hearts, was turned down"):
            state.name_trump("H")
        state = state.pass_()


def test_a_suit_named_in_round_two_needs_no_discard() -> None:
    state = passes(dealt(), 4).name_trump("S")  # seat 2, the second call
    assert (state.maker, state.trump) == (2, hp.Suit.SPADES)
    assert (state.phase, state.to_act) == (hp.Phase.PLAY, 1)
    assert state.discarded is None
    assert [len(hand) for hand in state.hands] == [5, 5, 5]
    assert state.hands[0] == dealt().hands[0]


# -- docs/three_handed.rst, "When everybody passes twice" ---------------------


def test_the_dealer_is_stuck_at_the_sixth_call() -> None:
    state = passes(dealt(), 5)
    assert state.to_act == 0
    assert texts(state.legal_actions()) == ["trump C", "trump D", "trump S"]
    with pytest.raises(
        hp.IllegalActionError, match="seat 0, the dealer, is stuck: after five passes"
    ):
        state.pass_()
    named = state.name_trump("D")
    assert (named.maker, named.trump, named.phase) == (
        0,
        hp.Suit.DIAMONDS,
        hp.Phase.PLAY,
    )
    assert named.to_act == 1


def test_a_stuck_dealer_among_other_dealers() -> None:
    state = passes(dealt(dealer=1), 5)
    assert state.to_act == 1
    assert hp.Pass() not in state.legal_actions()


def test_under_redeal_the_dealer_may_pass_the_sixth_call() -> None:
    state = passes(dealt(rules(all_pass=hp.AllPass.REDEAL)), 5)
    assert state.to_act == 0
    assert texts(state.legal_actions()) == ["pass", "trump C", "trump D", "trump S"]


def test_six_passes_throw_the_hand_in_under_redeal() -> None:
    state = passes(dealt(rules(all_pass=hp.AllPass.REDEAL)), 6)
    assert (state.phase, state.dealer) == (hp.Phase.DEAL, 1)
    result = state.hand_results[-1]
    assert result.maker is None
    assert result.thrown_in
    assert result.score_change == (0, 0, 0)
    assert state.scores == (0, 0, 0)


def test_the_deal_passes_left_round_the_three_seats() -> None:
    redeal = rules(all_pass=hp.AllPass.REDEAL)
    state = hp.new_game(redeal, seed=5, dealer=1)
    dealers = []
    for _ in range(4):
        state = state.deal()
        dealers.append(state.dealer)
        assert state.to_act == (state.dealer + 1) % 3
        state = passes(state, 6)
    assert dealers == [1, 2, 0, 1]
    assert state.dealer == 2
    assert [result.score_change for result in state.hand_results] == [(0, 0, 0)] * 4


# -- docs/three_handed.rst, "The dealer's pick-up and discard" ----------------


def test_the_dealer_picks_up_the_upcard_whoever_ordered_it() -> None:
    state = dealt().pass_().name_trump("H")
    assert len(state.hands[0]) == 6
    assert hp.Card.parse("TH") in state.hands[0]
    assert [len(hand) for hand in state.hands[1:]] == [5, 5]


def test_the_dealer_discards_any_card_but_the_upcard() -> None:
    state = dealt().pass_().name_trump("H")
    assert texts(state.legal_actions()) == [
        "discard QC",
        "discard AC",
        "discard 9H",
        "discard JH",
        "discard TS",
    ]
    with pytest.raises(hp.IllegalActionError, match="the dealer keeps the upcard, TH"):
        state.discard("TH")


def test_only_the_dealer_discards() -> None:
    state = dealt().pass_().name_trump("H")
    with pytest.raises(hp.IllegalActionError):
        state.apply("discard KS", seat=2)
    with pytest.raises(hp.IllegalActionError):
        state.apply("play AD")


def test_the_discard_leaves_five_cards_and_is_kept() -> None:
    state = ordered_by_seat_2()
    assert state.discarded == hp.Card.parse("TS")
    assert [len(hand) for hand in state.hands] == [5, 5, 5]
    assert set(state.hands[0]) == cards("QC AC 9H TH JH")


# -- docs/three_handed.rst, "The maker alone against two" ---------------------


NOBODY_CHOOSES = (
    "nobody chooses to go alone in Three-Handed Euchre: the maker always "
    "plays alone against the other two"
)


def test_after_the_discard_the_play_begins_with_no_choice_to_go_alone() -> None:
    state = ordered_by_seat_2()
    assert (state.phase, state.to_act) == (hp.Phase.PLAY, 1)
    assert state.lone_players == ()
    assert state.sitting_out == ()
    assert not any(isinstance(action, hp.GoAlone) for action in state.legal_actions())
    with pytest.raises(hp.IllegalActionError) as refused:
        state.apply(hp.GoAlone())
    assert str(refused.value) == NOBODY_CHOOSES
    # A seat not to act hears the same rule, not the turn.
    with pytest.raises(hp.IllegalActionError) as refused:
        state.apply(hp.GoAlone(), seat=0)
    assert str(refused.value) == NOBODY_CHOOSES


def test_after_naming_in_round_two_there_is_no_choice_either() -> None:
    state = passes(dealt(), 3).name_trump("C")  # seat 1 names clubs
    assert (state.maker, state.phase, state.to_act) == (1, hp.Phase.PLAY, 1)
    assert state.lone_players == () and state.sitting_out == ()
    with pytest.raises(hp.IllegalActionError) as refused:
        state.go_alone()
    assert str(refused.value) == NOBODY_CHOOSES


def test_no_hand_ever_asks_to_go_alone() -> None:
    state = hp.new_game(rules(target_score=3), seed=7, dealer=0)
    phases = set()
    while state.phase is not hp.Phase.GAME_OVER:
        if state.phase is hp.Phase.DEAL:
            state = state.deal()
        phases.add(state.phase)
        assert state.sitting_out == ()
        state = state.apply(state.legal_actions()[-1])
    assert hp.Phase.ALONE not in phases
    assert hp.Phase.PLAY in phases


# -- docs/three_handed.rst, "The play" -----------------------------------------


def test_the_dealers_left_leads_and_the_turn_goes_round_to_the_left() -> None:
    state = ordered_by_seat_2()
    order = []
    for card in EUCHRED_PLAY[:6]:
        order.append(state.to_act)
        state = state.play(card)
    # trick 1 led by seat 1; trick 2 by its winner, seat 0
    assert order == [1, 2, 0, 0, 1, 2]


def test_a_trick_has_three_cards() -> None:
    state = played(ordered_by_seat_2(), EUCHRED_PLAY[:3])
    trick = state.completed_tricks[-1]
    assert [seat for seat, _ in trick.plays] == [1, 2, 0]
    assert trick.winner == 0  # the right bower over the king of trump


def test_the_left_bower_is_not_a_card_of_its_printed_suit() -> None:
    state = ordered_by_seat_2().play("AD")
    # seat 2's only "diamond" is the left bower, a heart: it may play anything
    assert texts(state.legal_actions()) == [
        "play JD",
        "play KH",
        "play AH",
        "play KS",
        "play AS",
    ]


def test_trump_led_must_be_followed_and_the_left_bower_takes_the_trick() -> None:
    state = played(ordered_by_seat_2(), EUCHRED_PLAY[:7])  # seat 2 led JD
    assert state.to_act == 0  # the turn wraps from seat 2 to seat 0
    assert texts(state.legal_actions()) == ["play 9H", "play TH"]
    with pytest.raises(hp.IllegalActionError):
        state.play("QC")
    state = state.play("9H")
    assert state.to_act == 1
    state = state.play("TC")
    trick = state.completed_tricks[-1]
    assert trick.winner == 2
    assert state.to_act == 2


def test_the_winners_of_the_pages_hand() -> None:
    state = played(ordered_by_seat_2(), EUCHRED_PLAY)
    assert [trick.winner for trick in state.completed_tricks] == [0, 2, 2, 0, 0]


# -- docs/three_handed.rst, "Scoring" and "A hand worked through" ------------


def test_two_tricks_euchre_the_maker_and_each_defender_scores_two() -> None:
    state = played(ordered_by_seat_2(), EUCHRED_PLAY)
    result = state.hand_results[-1]
    assert (result.maker, result.trump) == (2, hp.Suit.HEARTS)
    assert result.tricks_won == (3, 0, 2)
    # seat 1 took no trick and still scores, as a defender
    assert result.score_change == (2, 2, 0)
    assert state.scores == (2, 2, 0)
    assert (state.phase, state.dealer) == (hp.Phase.DEAL, 1)


def test_four_tricks_score_one() -> None:
    state = played(ordered_by_seat_2(discard="QC"), FOUR_TRICKS_PLAY)
    assert [trick.winner for trick in state.completed_tricks] == [0, 2, 2, 2, 2]
    result = state.hand_results[-1]
    assert result.tricks_won == (1, 0, 4)
    assert result.score_change == (0, 0, 1)
    assert state.scores == (0, 0, 1)


def test_three_tricks_score_one() -> None:
    state = played(ordered_by_seat_2(discard="QC"), THREE_TRICKS_PLAY)
    assert [trick.winner for trick in state.completed_tricks] == [0, 2, 2, 2, 0]
    result = state.hand_results[-1]
    assert result.tricks_won == (2, 0, 3)
    assert result.score_change == (0, 0, 1)


def marched(rules: hp.Rules = THREE) -> hp.GameState:
    state = dealt(rules, hands=MARCH_HANDS, kitty=MARCH_KITTY)
    state = state.name_trump("H").discard("JC")
    assert (state.maker, state.to_act) == (1, 1)
    return played(state, MARCH_PLAY)


def test_all_five_tricks_score_march_points() -> None:
    state = marched()
    result = state.hand_results[-1]
    assert result.tricks_won == (0, 5, 0)
    assert result.score_change == (0, 3, 0)


@pytest.mark.parametrize("points", [1, 2, 7])
def test_the_march_scores_the_option(points: int) -> None:
    result = marched(rules(march_points=points)).hand_results[-1]
    assert result.score_change == (0, points, 0)


def test_the_march_points_change_nothing_else() -> None:
    state = played(
        ordered_by_seat_2(rules(march_points=7), discard="QC"), FOUR_TRICKS_PLAY
    )
    assert state.hand_results[-1].score_change == (0, 0, 1)
    state = played(ordered_by_seat_2(rules(march_points=7)), EUCHRED_PLAY)
    assert state.hand_results[-1].score_change == (2, 2, 0)


@pytest.mark.parametrize(
    ("tricks", "expected"),
    [(0, (0, 2)), (1, (0, 2)), (2, (0, 2)), (3, (1, 0)), (4, (1, 0)), (5, (3, 0))],
)
def test_hand_score_gives_the_makers_and_each_defenders_points(
    tricks: int, expected: tuple[int, int]
) -> None:
    assert hp.hand_score(THREE, None, tricks) == expected


def test_hand_score_reads_march_points() -> None:
    assert hp.hand_score(rules(march_points=6), None, 5) == (6, 0)
    assert hp.hand_score(rules(march_points=6), None, 4) == (1, 0)
    assert hp.hand_score(rules(march_points=6), None, 2) == (0, 2)


@pytest.mark.parametrize("tricks", [-1, 6])
def test_hand_score_refuses_tricks_outside_0_to_5(tricks: int) -> None:
    with pytest.raises(hp.InvalidValueError, match="makers_tricks"):
        hp.hand_score(THREE, None, tricks)


def test_hand_score_refuses_a_contract() -> None:
    with pytest.raises(hp.InvalidValueError, match="has no bids"):
        hp.hand_score(THREE, hp.Bid(3), 3)


# -- docs/three_handed.rst, "The end of the game" -----------------------------


def winner(
    scores: tuple[int, int, int],
    maker: int,
    dealer: int,
    tie_break: hp.TieBreak = hp.TieBreak.MAKERS_FIRST,
) -> int | None:
    return hp.game_winner(
        rules(tie_break=tie_break), scores, makers_team=maker, dealer=dealer
    )


@pytest.mark.parametrize("tie_break", list(hp.TieBreak))
def test_nobody_at_the_target_means_no_winner(tie_break: hp.TieBreak) -> None:
    assert winner((9, 9, 9), maker=0, dealer=0, tie_break=tie_break) is None
    assert winner((0, 0, 0), maker=1, dealer=2, tie_break=tie_break) is None


@pytest.mark.parametrize("tie_break", list(hp.TieBreak))
@pytest.mark.parametrize("seat", [0, 1, 2])
def test_one_player_at_the_target_wins(tie_break: hp.TieBreak, seat: int) -> None:
    scores = tuple(10 if index == seat else 9 for index in range(3))
    for maker in range(3):
        for dealer in range(3):
            assert (
                winner(scores, maker, dealer, tie_break) == seat  # type: ignore[arg-type]
            )


@pytest.mark.parametrize(
    ("scores", "maker", "dealer", "expected"),
    [
        # the maker is among those at the target: the maker
        ((10, 12, 3), 0, 0, 0),
        ((10, 12, 3), 0, 2, 0),
        ((12, 12, 3), 1, 0, 1),
        ((10, 11, 12), 0, 1, 0),
        ((10, 10, 10), 2, 0, 2),
        # the maker is not: the higher score, whoever deals
        ((11, 10, 3), 2, 0, 0),
        ((10, 11, 3), 2, 0, 1),
        ((3, 10, 14), 0, 1, 2),
        # equal scores: the first of them from the dealer's left
        ((11, 11, 3), 2, 0, 1),  # from seat 1: 1, then 0
        ((11, 11, 3), 2, 1, 0),  # from seat 2: 0, then 1
        ((11, 11, 3), 2, 2, 0),  # from seat 0: 0, then 1
        ((3, 10, 10), 0, 0, 1),  # from seat 1: 1, then 2
        ((3, 10, 10), 0, 1, 2),  # from seat 2: 2, then 1
        ((10, 2, 10), 1, 1, 2),  # from seat 2: 2, then 0
        ((10, 2, 10), 1, 2, 0),  # from seat 0: 0, then 2
    ],
)
def test_makers_first(
    scores: tuple[int, int, int], maker: int, dealer: int, expected: int
) -> None:
    assert winner(scores, maker, dealer) == expected


@pytest.mark.parametrize(
    ("scores", "maker", "dealer", "expected"),
    [
        # the higher score, even over the maker
        ((10, 12, 3), 0, 0, 1),
        ((10, 11, 12), 0, 1, 2),
        ((11, 10, 3), 2, 0, 0),
        ((12, 10, 11), 1, 2, 0),
        # equal highest scores with the maker among them: the maker
        ((11, 11, 3), 1, 0, 1),
        ((11, 11, 3), 0, 0, 0),
        ((10, 10, 10), 2, 0, 2),
        ((12, 12, 10), 0, 2, 0),
        # equal highest scores without the maker: from the dealer's left
        ((12, 12, 10), 2, 0, 1),  # from seat 1: 1, then 0
        ((12, 12, 10), 2, 2, 0),  # from seat 0: 0, then 1
        ((11, 11, 3), 2, 1, 0),  # from seat 2: 0, then 1
        ((3, 10, 10), 0, 0, 1),
        ((3, 10, 10), 0, 1, 2),
    ],
)
def test_higher_score(
    scores: tuple[int, int, int], maker: int, dealer: int, expected: int
) -> None:
    assert winner(scores, maker, dealer, hp.TieBreak.HIGHER_SCORE) == expected


def test_the_target_is_the_option() -> None:
    short = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE, target_score=3)
    assert hp.game_winner(short, (2, 3, 0), makers_team=1, dealer=0) == 1
    assert hp.game_winner(short, (2, 2, 0), makers_team=1, dealer=0) is None


@pytest.mark.parametrize("scores", [(10, 9), (10, 9, 0, 0), "109"])
def test_game_winner_needs_three_scores(scores: object) -> None:
    with pytest.raises(hp.InvalidValueError):
        hp.game_winner(THREE, scores, makers_team=0, dealer=0)  # type: ignore[arg-type]


@pytest.mark.parametrize("seat", [3, -1])
def test_game_winner_needs_seats_of_three_players(seat: int) -> None:
    with pytest.raises(hp.InvalidValueError):
        hp.game_winner(THREE, (10, 9, 0), makers_team=seat, dealer=0)
    with pytest.raises(hp.InvalidValueError):
        hp.game_winner(THREE, (10, 9, 0), makers_team=0, dealer=seat)


def test_a_march_to_the_target_ends_the_game() -> None:
    state = marched(rules(target_score=3))
    assert (state.phase, state.winner, state.scores) == (
        hp.Phase.GAME_OVER,
        1,
        (0, 3, 0),
    )
    with pytest.raises(hp.IllegalActionError):
        state.deal()


def test_short_of_the_target_the_game_goes_on() -> None:
    state = marched(rules(target_score=4))
    assert (state.phase, state.winner, state.dealer) == (hp.Phase.DEAL, None, 1)


@pytest.mark.parametrize("tie_break", list(hp.TieBreak))
def test_both_defenders_at_the_target_on_equal_scores(tie_break: hp.TieBreak) -> None:
    # The page's hand in a game to two: seats 0 and 1 reach 2 together, the
    # maker is not one of them, and from the dealer's (seat 0's) left seat 1
    # comes first: seat 1 wins though seat 0 took the tricks.
    state = played(
        ordered_by_seat_2(rules(target_score=2, tie_break=tie_break)), EUCHRED_PLAY
    )
    assert (state.phase, state.scores, state.winner) == (
        hp.Phase.GAME_OVER,
        (2, 2, 0),
        1,
    )


@pytest.mark.parametrize("tie_break", list(hp.TieBreak))
def test_both_defenders_at_the_target_the_higher_score_wins(
    tie_break: hp.TieBreak,
) -> None:
    # Hand 1, seat 0 dealing: seat 1 marches, worth one point here: (0, 1, 0).
    # Hand 2, seat 1 dealing: the page's deal turned one seat to the left
    # (seat k's cards go to seat k + 1), played the same way; seat 0 orders
    # up and is euchred, seats 1 and 2 score two each: (0, 3, 2).  Both
    # reach two; seat 1 has more.  (From the dealer's left, seat 2 would
    # come first.)
    game_rules = rules(target_score=2, march_points=1, tie_break=tie_break)
    state = marched(game_rules)
    assert (state.scores, state.dealer, state.phase) == ((0, 1, 0), 1, hp.Phase.DEAL)
    state = state.deal(hands=[HANDS[2], HANDS[0], HANDS[1]], kitty=KITTY)
    assert state.to_act == 2
    state = state.pass_().name_trump("H")
    assert (state.maker, state.to_act) == (0, 1)
    state = played(state.discard("TS"), EUCHRED_PLAY)
    assert state.hand_results[-1].tricks_won == (2, 3, 0)
    assert state.hand_results[-1].score_change == (0, 2, 2)
    assert (state.phase, state.scores, state.winner) == (
        hp.Phase.GAME_OVER,
        (0, 3, 2),
        1,
    )


# -- docs/three_handed.rst, "Players and seats" (what each seat sees) --------


def names(data: object) -> set[str]:
    """Every card notation named anywhere in a view's ``to_dict()``."""
    notations = {str(card) for card in every_card()}
    found: set[str] = set()
    if isinstance(data, str):
        found.update(word for word in data.split() if word in notations)
    elif isinstance(data, dict):
        for key, value in data.items():
            found |= names(key) | names(value)
    elif isinstance(data, (list, tuple)):
        for value in data:
            found |= names(value)
    return found


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_a_seat_sees_its_hand_and_the_upcard_only(seat: int) -> None:
    state = dealt()
    view = state.view(seat)
    assert view.hand == state.hands[seat]
    assert view.hand_sizes == (5, 5, 5)
    assert view.upcard == hp.Card.parse("TH")
    assert view.discarded is None
    hidden = {str(card) for card in state.kitty[1:]}
    for other in range(3):
        if other != seat:
            hidden |= {str(card) for card in state.hands[other]}
    assert len(hidden) == 18
    shown = names(view.to_dict())
    assert shown == {str(card) for card in state.hands[seat]} | {"TH"}
    assert not shown & hidden


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_in_the_play_a_seat_sees_its_hand_and_the_cards_played(seat: int) -> None:
    # trick 1 (AD KH JH) is over and seat 0 has led AC to trick 2
    state = played(ordered_by_seat_2(), EUCHRED_PLAY[:4])
    view = state.view(seat)
    assert view.hand == state.hands[seat]
    assert view.hand_sizes == (3, 4, 4)
    allowed = {str(card) for card in state.hands[seat]} | {"TH", "AD", "KH", "JH", "AC"}
    if seat == 0:
        allowed.add("TS")  # the dealer's own discard
        assert view.discarded == hp.Card.parse("TS")
    else:
        assert view.discarded is None
    shown = names(view.to_dict())
    assert shown <= allowed
    assert not shown & {str(card) for card in state.kitty[1:]}
    # the upcard, now in the dealer's hand, was seen by all
    for other in range(3):
        if other != seat:
            assert not shown & ({str(card) for card in state.hands[other]} - {"TH"})


def test_views_do_not_tell_apart_deals_that_differ_only_in_hidden_cards() -> None:
    # Seat 1 sees the same in both deals: seat 0 and seat 2 swap their
    # spades for two cards from under the upcard.
    other_hands = [
        ["9H", "QC", "AC", "9S", "JH"],
        HANDS[1],
        ["JD", "AH", "KH", "JS", "QS"],
    ]
    other_kitty = ["TH", "QH", "9D", "TD", "JC", "KC", "TS", "AS", "KS"]
    mine, theirs = dealt(), dealt(hands=other_hands, kitty=other_kitty)
    assert mine.view(1) == theirs.view(1)
    assert mine.view(1).to_dict() == theirs.view(1).to_dict()
    assert mine.view(0) != theirs.view(0)
    assert mine.view(2) != theirs.view(2)
    mine, theirs = mine.pass_(), theirs.pass_()
    assert mine.view(1) == theirs.view(1)


# -- the scoring functions refuse what Three-Handed Euchre cannot give ---------


def test_game_winner_refuses_scores_that_are_not_one_per_player() -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(
            "scores must be three whole numbers in Three-Handed Euchre, one per "
            "player, not (10, 4)"
        ),
    ):
        hp.game_winner(THREE, (10, 4), makers_team=0, dealer=0)
    with pytest.raises(hp.InvalidValueError, match=r"^scores\[1\] must be"):
        hp.game_winner(THREE, (10, "4", 2), makers_team=0, dealer=0)  # type: ignore[arg-type]


def test_game_winner_needs_the_dealer_and_a_maker_among_the_three_seats() -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(
            "game_winner needs the dealer in Three-Handed Euchre, to break a tie "
            "by the order from the dealer's left"
        ),
    ):
        hp.game_winner(THREE, (10, 4, 2), makers_team=0)
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(
            "makers_team must be a seat, 0, 1 or 2, at a table of three, not 3"
        ),
    ):
        hp.game_winner(THREE, (10, 4, 2), makers_team=3, dealer=0)
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("dealer must be a seat, 0, 1 or 2, at a table of three, not 3"),
    ):
        hp.game_winner(THREE, (10, 4, 2), makers_team=0, dealer=3)


def test_a_partnership_game_takes_a_dealer_but_does_not_need_it() -> None:
    # Two teams never need the dealer: MAKERS_FIRST gives a double finish
    # to the makers, whoever dealt.
    for dealer in (None, 0, 1, 2, 3):
        assert hp.game_winner(hp.Rules(), (10, 11), makers_team=0, dealer=dealer) == 0
        assert hp.game_winner(hp.Rules(), (10, 11), makers_team=1, dealer=dealer) == 1
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("dealer must be a seat (0, 1, 2 or 3), not 4"),
    ):
        hp.game_winner(hp.Rules(), (10, 11), makers_team=0, dealer=4)


def test_hand_score_refuses_a_lone_defender() -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(
            "in Three-Handed Euchre the two defenders play together: nobody "
            "defends alone"
        ),
    ):
        hp.hand_score(THREE, None, 2, maker_alone=True, defender_alone=True)
    # The maker always plays alone, whatever maker_alone says.
    assert hp.hand_score(THREE, None, 5, maker_alone=True) == (3, 0)
    assert hp.hand_score(THREE, None, 5) == (3, 0)


def test_a_hand_result_has_one_count_per_player_or_per_team() -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(
            "tricks_won and score_change are both pairs (two teams) or both three "
            "numbers (three players)"
        ),
    ):
        hp.HandResult(1, 0, 1, None, hp.Suit.HEARTS, (1, 2, 2), (2, 0))
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("maker must be one of the three seats, 0, 1 or 2, not 3"),
    ):
        hp.HandResult(1, 0, 3, None, hp.Suit.HEARTS, (1, 2, 2), (2, 2, 0))
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(
            "Three-Handed Euchre has no bids and no lone hands to choose: "
            "contract is None and lone_players ()"
        ),
    ):
        hp.HandResult(1, 0, 1, hp.Bid(3), hp.Suit.HEARTS, (1, 2, 2), (2, 0, 2))
    with pytest.raises(hp.InvalidValueError, match="no lone hands to choose"):
        hp.HandResult(1, 0, 1, None, hp.Suit.HEARTS, (1, 2, 2), (2, 0, 2), (1,))
    made = hp.HandResult(1, 0, 1, None, hp.Suit.HEARTS, (1, 3, 1), (0, 1, 0))
    assert made.tricks_won == (1, 3, 1) and not made.thrown_in
    # Seat 2, the last of the three, may make trump.
    march = hp.HandResult(2, 1, 2, None, hp.Suit.CLUBS, (0, 0, 5), (0, 0, 3))
    assert march.maker == 2 and march.score_change == (0, 0, 3)

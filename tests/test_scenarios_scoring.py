"""Hand-worked scenarios for docs/rules.rst, "Scoring" and "The end of the game".

Whole hands are played from explicit deals whose trick counts were worked
out by hand; the expected score changes follow from the rules text:
made (t >= b): +m*t; failed: -m*t (TRICKS_WON) or -m*b (BID); defenders
+1 per trick when ``defenders_score_tricks`` is on; m = 2 for big pepper.
"""

from __future__ import annotations

import pytest

import hasenpfeffer as hp
from hasenpfeffer import Card
from tests.helpers import exactly, rotated_sweep

H = hp.Suit.HEARTS
WIDOW = "9C"

# Two deals, each written for dealer 0 with seat 1 as the maker (hearts
# trump, discarding the widow 9C, seat 1 leading).  ``rotated`` moves every
# hand k seats round, with dealer k and maker k + 1: the play is the same.

# SPLIT: the makers take 4 tricks with SCRIPT_4, 3 with SCRIPT_3.
SPLIT = [
    "QH JD JC QS QD TS",
    "Joker JH AC AS TD 9D",
    "9H KH KC 9S AD TC",
    "TH AH QC KS KD JS",
]
#   Joker 9H TH QH -> maker (Joker);  JH KH AH JD -> maker (JH);
#   AC KC QC JC -> maker (AC);        AS 9S KS QS -> maker (AS);
#   TD AD KD QD -> maker's left-hand opponent (AD), who leads
#   TC JS TS 9D -> the same opponent (only club).       Makers 4, defenders 2.
SCRIPT_4 = [
    "Joker 9H TH QH",
    "JH KH AH JD",
    "AC KC QC JC",
    "AS 9S KS QS",
    "TD AD KD QD",
    "TC JS TS 9D",
]
#   Joker 9H TH QH -> maker;  9D AD KD QD -> opponent (AD);
#   9S JS TS AS -> maker (AS);  TD KH QC JC -> opponent (KH trumps);
#   KC KS JD AC -> the maker's right-hand opponent (JD, the left bower);
#   QS JH TC AH -> maker (JH).                          Makers 3, defenders 3.
SCRIPT_3 = [
    "Joker 9H TH QH",
    "9D AD KD QD",
    "9S JS TS AS",
    "TD KH QC JC",
    "KC KS JD AC",
    "QS JH TC AH",
]

# SWEEP: the maker holds the six highest hearts and takes every trick.
SWEEP = [
    "TH 9H AD KD QD TD",
    "Joker JH JD AH KH QH",
    "9D AC KC QC JC TC",
    "AS KS QS JS TS 9S",
]
SCRIPT_6 = [
    "Joker 9D 9S TH",
    "JH TC TS 9H",
    "JD JC JS TD",
    "AH QC QS QD",
    "KH KC KS KD",
    "QH AC AS AD",
]

DEALS = {
    "split4": (SPLIT, SCRIPT_4),
    "split3": (SPLIT, SCRIPT_3),
    "sweep": (SWEEP, SCRIPT_6),
}
MAKERS_TRICKS = {"split4": 4, "split3": 3, "sweep": 6}

STANDARD = hp.Rules()
BID_RULE = hp.Rules(failed_contract=hp.FailedContract.BID)
DEFENDERS = hp.Rules(defenders_score_tricks=True)
DEFENDERS_BID = hp.Rules(
    defenders_score_tricks=True, failed_contract=hp.FailedContract.BID
)
PEPPER = hp.Rules(bidding=hp.Bidding.PEPPER)
PEPPER_BID = hp.Rules(bidding=hp.Bidding.PEPPER, failed_contract=hp.FailedContract.BID)
PEPPER_DEFENDERS = hp.Rules(bidding=hp.Bidding.PEPPER, defenders_score_tricks=True)


def cards(text: str) -> list[Card]:
    """Cards from space-separated notation."""
    return [Card.parse(word) for word in text.split()]


def rotated(hands: list[str], k: int) -> list[list[Card]]:
    """The deal with seat s's hand given to seat s + k."""
    seats: list[list[Card]] = [[], [], [], []]
    for seat, hand in enumerate(hands):
        seats[(seat + k) % 4] = cards(hand)
    return seats


def play_hand(state: hp.GameState, deal: str, bid: hp.Bid) -> hp.GameState:
    """Deal ``deal`` rotated to the current dealer; the maker bids alone.

    The seat left of the dealer bids ``bid`` and the others pass; the maker
    names hearts, discards the widow card and the script is played.
    """
    hands, script = DEALS[deal]
    dealer = state.dealer
    maker = (dealer + 1) % 4
    state = state.deal(hands=rotated(hands, dealer), widow=WIDOW)
    while state.phase is hp.Phase.BIDDING:
        state = state.apply(bid) if state.to_act == maker else state.pass_()
    assert state.maker == maker
    assert state.contract == bid
    state = state.name_trump(H).discard(WIDOW)
    assert state.to_act == maker
    for trick in script:
        for card in trick.split():
            state = state.play(card)
    return state


def game(rules: hp.Rules, dealer: int = 0) -> hp.GameState:
    """A new game in the DEAL phase."""
    return hp.new_game(rules=rules, dealer=dealer, seed=5)


# -- one hand, every scoring option -----------------------------------------------

SCORING_CASES = [
    # (id, rules, deal, bid, expected change for team 0 (defenders), team 1 (makers))
    ("made-over", STANDARD, "split4", hp.Bid(3), (0, 4)),
    ("made-exact", STANDARD, "split4", hp.Bid(4), (0, 4)),
    ("made-exact-3", STANDARD, "split3", hp.Bid(3), (0, 3)),
    ("made-low-bid", STANDARD, "split3", hp.Bid(1), (0, 3)),
    ("failed-tricks-won", STANDARD, "split3", hp.Bid(4), (0, -3)),
    ("failed-tricks-won-6", STANDARD, "split4", hp.Bid(6), (0, -4)),
    ("failed-bid", BID_RULE, "split3", hp.Bid(4), (0, -4)),
    ("failed-bid-5", BID_RULE, "split3", hp.Bid(5), (0, -5)),
    ("made-under-bid-rule", BID_RULE, "split4", hp.Bid(3), (0, 4)),
    ("defenders-made", DEFENDERS, "split4", hp.Bid(3), (2, 4)),
    ("defenders-failed", DEFENDERS, "split3", hp.Bid(4), (3, -3)),
    ("defenders-failed-bid", DEFENDERS_BID, "split3", hp.Bid(6), (3, -6)),
    ("sweep-6", STANDARD, "sweep", hp.Bid(6), (0, 6)),
    ("sweep-6-defenders", DEFENDERS, "sweep", hp.Bid(6), (0, 6)),
    ("sweep-2", STANDARD, "sweep", hp.Bid(2), (0, 6)),
    ("big-pepper-made", PEPPER, "sweep", hp.BIG_PEPPER, (0, 12)),
    ("big-pepper-made-bid-rule", PEPPER_BID, "sweep", hp.BIG_PEPPER, (0, 12)),
    ("big-pepper-failed-4", PEPPER, "split4", hp.BIG_PEPPER, (0, -8)),
    ("big-pepper-failed-3", PEPPER, "split3", hp.BIG_PEPPER, (0, -6)),
    ("big-pepper-failed-bid", PEPPER_BID, "split4", hp.BIG_PEPPER, (0, -12)),
    ("big-pepper-defenders", PEPPER_DEFENDERS, "split4", hp.BIG_PEPPER, (2, -8)),
    ("little-pepper-made", PEPPER, "sweep", hp.LITTLE_PEPPER, (0, 6)),
    ("little-pepper-failed", PEPPER, "split3", hp.LITTLE_PEPPER, (0, -3)),
    ("little-pepper-failed-bid", PEPPER_BID, "split3", hp.LITTLE_PEPPER, (0, -6)),
    ("pepper-plain-bid", PEPPER, "split4", hp.Bid(4), (0, 4)),
]


@pytest.mark.parametrize(
    ("rules", "deal", "bid", "change"),
    [case[1:] for case in SCORING_CASES],
    ids=[case[0] for case in SCORING_CASES],
)
def test_hand_scoring(
    rules: hp.Rules, deal: str, bid: hp.Bid, change: tuple[int, int]
) -> None:
    """Scoring: one hand by the seat 1 makers (team 1), under each option."""
    state = play_hand(game(rules, dealer=0), deal, bid)
    makers = MAKERS_TRICKS[deal]
    assert state.scores == change
    if change[1] >= rules.target_score:  # big pepper made: 12 wins at once
        assert state.phase is hp.Phase.GAME_OVER
        assert state.winner == 1
    else:
        assert state.phase is hp.Phase.DEAL
        assert state.winner is None
    result = state.hand_results[-1]
    assert result.tricks_won == (6 - makers, makers)
    assert result.score_change == change
    assert result.maker == 1
    assert result.contract == bid
    assert result.trump is H
    assert not result.thrown_in


@pytest.mark.parametrize(
    ("rules", "deal", "bid", "change"),
    [
        (STANDARD, "split4", hp.Bid(3), (4, 0)),
        (STANDARD, "split3", hp.Bid(4), (-3, 0)),
        (BID_RULE, "split3", hp.Bid(5), (-5, 0)),
        (DEFENDERS, "split4", hp.Bid(3), (4, 2)),
        (DEFENDERS, "split3", hp.Bid(4), (-3, 3)),
        (PEPPER, "sweep", hp.BIG_PEPPER, (12, 0)),
        (PEPPER_BID, "split3", hp.BIG_PEPPER, (-12, 0)),
    ],
)
def test_hand_scoring_team_0_makers(
    rules: hp.Rules, deal: str, bid: hp.Bid, change: tuple[int, int]
) -> None:
    """Scoring: the same hands turned one seat round: seat 2 (team 0) makes."""
    state = play_hand(game(rules, dealer=1), deal, bid)
    assert state.hand_results[-1].maker == 2
    assert state.scores == change


def test_only_makers_score_by_default() -> None:
    """Scoring: defenders score nothing by default, even taking 3 tricks."""
    assert hp.Rules().defenders_score_tricks is False
    assert hp.Rules().failed_contract is hp.FailedContract.TRICKS_WON
    state = play_hand(game(STANDARD), "split3", hp.Bid(2))
    assert state.hand_results[-1].tricks_won == (3, 3)
    assert state.scores == (0, 3)


def test_negative_scores_and_dealer_moves_left() -> None:
    """Scoring: scores may go negative; the deal passes left after each hand."""
    state = game(STANDARD, dealer=0)
    state = play_hand(state, "split3", hp.Bid(4))  # team 1 fails: -3
    assert state.scores == (0, -3)
    assert state.dealer == 1
    assert state.phase is hp.Phase.DEAL
    state = play_hand(state, "split3", hp.Bid(5))  # seat 2, team 0 fails: -3
    assert state.scores == (-3, -3)
    assert state.dealer == 2
    state = play_hand(state, "split3", hp.Bid(6))  # seat 3, team 1 fails: -3
    assert state.scores == (-3, -6)
    assert state.dealer == 3
    state = play_hand(state, "split4", hp.Bid(3))  # seat 0, team 0 makes: +4
    assert state.scores == (1, -6)
    assert state.dealer == 0
    assert state.winner is None
    assert [result.dealer for result in state.hand_results] == [0, 1, 2, 3]


def test_next_hand_bidding_starts_left_of_new_dealer() -> None:
    """Auction: after a scored hand the new dealer's left bids first."""
    state = play_hand(game(STANDARD, dealer=2), "split4", hp.Bid(3))  # seat 3
    assert state.dealer == 3
    state = state.deal(hands=rotated(SPLIT, 3), widow=WIDOW)
    assert state.to_act == 0
    assert state.scores == (0, 4)


# -- hand_score directly ----------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "contract", "tricks", "expected"),
    [
        (STANDARD, hp.Bid(3), 4, (4, 0)),
        (STANDARD, hp.Bid(3), 3, (3, 0)),
        (STANDARD, hp.Bid(1), 6, (6, 0)),
        (STANDARD, hp.Bid(6), 6, (6, 0)),
        (STANDARD, hp.Bid(4), 3, (-3, 0)),
        (STANDARD, hp.Bid(4), 0, (0, 0)),
        (STANDARD, hp.Bid(6), 5, (-5, 0)),
        (BID_RULE, hp.Bid(4), 3, (-4, 0)),
        (BID_RULE, hp.Bid(4), 0, (-4, 0)),
        (BID_RULE, hp.Bid(1), 0, (-1, 0)),
        (BID_RULE, hp.Bid(2), 5, (5, 0)),
        (DEFENDERS, hp.Bid(4), 3, (-3, 3)),
        (DEFENDERS, hp.Bid(2), 6, (6, 0)),
        (DEFENDERS, hp.Bid(2), 2, (2, 4)),
        (DEFENDERS_BID, hp.Bid(6), 5, (-6, 1)),
        (DEFENDERS_BID, hp.Bid(3), 0, (-3, 6)),
        (PEPPER, hp.BIG_PEPPER, 6, (12, 0)),
        (PEPPER, hp.BIG_PEPPER, 5, (-10, 0)),
        (PEPPER, hp.BIG_PEPPER, 0, (0, 0)),
        (PEPPER_BID, hp.BIG_PEPPER, 5, (-12, 0)),
        (PEPPER_BID, hp.BIG_PEPPER, 0, (-12, 0)),
        (PEPPER_BID, hp.BIG_PEPPER, 6, (12, 0)),
        (PEPPER, hp.LITTLE_PEPPER, 6, (6, 0)),
        (PEPPER, hp.LITTLE_PEPPER, 4, (-4, 0)),
        (PEPPER_BID, hp.LITTLE_PEPPER, 2, (-6, 0)),
        (PEPPER_DEFENDERS, hp.BIG_PEPPER, 4, (-8, 2)),
        (PEPPER_DEFENDERS, hp.BIG_PEPPER, 6, (12, 0)),
        (PEPPER, hp.Bid(5), 5, (5, 0)),
    ],
)
def test_hand_score(
    rules: hp.Rules, contract: hp.Bid, tricks: int, expected: tuple[int, int]
) -> None:
    """Scoring: hp.hand_score(rules, contract, makers_tricks) -> (makers, defenders)."""
    assert hp.hand_score(rules, contract, tricks) == expected


# -- end of the game --------------------------------------------------------------


def test_reaching_target_ends_the_game() -> None:
    """End: team 1 reaches the target 4 exactly: game over, team 1 wins."""
    state = play_hand(game(hp.Rules(target_score=4)), "split4", hp.Bid(3))
    assert state.scores == (0, 4)
    assert state.phase is hp.Phase.GAME_OVER
    assert state.winner == 1
    assert state.to_act is None
    assert state.legal_actions() == ()


def test_below_target_game_goes_on() -> None:
    """End: 4 points with target 5: the game goes on."""
    state = play_hand(game(hp.Rules(target_score=5)), "split4", hp.Bid(3))
    assert state.scores == (0, 4)
    assert state.phase is hp.Phase.DEAL
    assert state.winner is None


def test_game_to_ten_over_three_hands() -> None:
    """End: default target 10: 6, then team 0 makes 4, then team 1 makes 4."""
    state = game(STANDARD, dealer=0)
    state = play_hand(state, "sweep", hp.Bid(6))  # seat 1: +6
    assert (state.scores, state.phase, state.dealer) == ((0, 6), hp.Phase.DEAL, 1)
    state = play_hand(state, "split4", hp.Bid(3))  # seat 2: +4
    assert (state.scores, state.phase, state.dealer) == ((4, 6), hp.Phase.DEAL, 2)
    state = play_hand(state, "split4", hp.Bid(3))  # seat 3: +4
    assert state.scores == (4, 10)
    assert state.phase is hp.Phase.GAME_OVER
    assert state.winner == 1
    assert state.legal_actions() == ()


def test_game_over_refuses_actions_and_deals() -> None:
    """End: nothing more happens once a partnership has won."""
    state = play_hand(game(hp.Rules(target_score=4)), "split4", hp.Bid(3))
    assert state.phase is hp.Phase.GAME_OVER
    with pytest.raises(hp.IllegalActionError):
        state.apply(hp.Pass())
    with pytest.raises(hp.HasenpfefferError):
        state.deal(hands=rotated(SPLIT, 0), widow=WIDOW)


def test_defenders_can_win_the_game() -> None:
    """End: defenders scoring on: the makers fail, the defenders reach 3."""
    rules = hp.Rules(target_score=3, defenders_score_tricks=True)
    state = play_hand(game(rules), "split3", hp.Bid(4))
    assert state.scores == (3, -3)
    assert state.phase is hp.Phase.GAME_OVER
    assert state.winner == 0


@pytest.mark.parametrize(
    "tie_break", [hp.TieBreak.MAKERS_FIRST, hp.TieBreak.HIGHER_SCORE], ids=str
)
def test_both_reach_target_with_equal_scores_makers_win(
    tie_break: hp.TieBreak,
) -> None:
    """End: 3-3 with target 3: the makers win under either tie-break."""
    rules = hp.Rules(target_score=3, defenders_score_tricks=True, tie_break=tie_break)
    state = play_hand(game(rules), "split3", hp.Bid(3))
    assert state.scores == (3, 3)
    assert state.phase is hp.Phase.GAME_OVER
    assert state.winner == 1  # seat 1's partnership made the contract


def _two_hands_to_seven_five(tie_break: hp.TieBreak) -> hp.GameState:
    """Target 5, defenders scoring: (4, 2), then team 1 makes 3 more: (7, 5)."""
    rules = hp.Rules(target_score=5, defenders_score_tricks=True, tie_break=tie_break)
    state = play_hand(game(rules, dealer=3), "split4", hp.Bid(3))  # seat 0 makes
    assert state.scores == (4, 2)
    assert state.phase is hp.Phase.DEAL
    assert state.dealer == 0
    return play_hand(state, "split3", hp.Bid(3))  # seat 1 makes; both reach 5


def test_tie_break_makers_first() -> None:
    """End, MAKERS_FIRST (default): both reach 5; the makers win on 5 to 7."""
    assert hp.Rules().tie_break is hp.TieBreak.MAKERS_FIRST
    state = _two_hands_to_seven_five(hp.TieBreak.MAKERS_FIRST)
    assert state.scores == (7, 5)
    assert state.phase is hp.Phase.GAME_OVER
    assert state.winner == 1


def test_tie_break_higher_score() -> None:
    """End, HIGHER_SCORE: both reach 5; the defenders' 7 beats the makers' 5."""
    state = _two_hands_to_seven_five(hp.TieBreak.HIGHER_SCORE)
    assert state.scores == (7, 5)
    assert state.phase is hp.Phase.GAME_OVER
    assert state.winner == 0


def test_target_default_is_ten() -> None:
    """End: the default target score is 10."""
    assert hp.Rules().target_score == 10


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


def test_hand_score_without_lone_players_unless_told() -> None:
    """docs/rules.rst, "Scoring": made, the makers score one point per trick; the
    lone-hand multipliers apply only when asked for."""
    assert hp.hand_score(STANDARD, hp.Bid(3), 4) == (4, 0)
    assert hp.hand_score(STANDARD, hp.Bid(3), 4, maker_alone=True) == (8, 0)


def test_hand_score_of_a_side_that_took_no_trick() -> None:
    """docs/rules.rst, "Scoring": a failed contract with no trick taken costs
    nothing under TRICKS_WON (-m*t with t = 0); the defenders, when they
    score, take their six tricks."""
    assert hp.hand_score(STANDARD, hp.Bid(1), 0) == (0, 0)
    defenders = hp.Rules(defenders_score_tricks=True)
    assert hp.hand_score(defenders, hp.Bid(1), 0) == (0, 6)


def test_when_the_game_ends_the_dealer_stays() -> None:
    """docs/rules.rst, "The end of the game": team 1 reaches the target of 6 with the
    sweep.  Nobody deals again: the dealer stays the last hand's dealer."""
    state = rotated_sweep(hp.Rules(target_score=6), dealer=2)
    assert state.phase is hp.Phase.GAME_OVER
    assert state.winner == 1 and state.scores == (0, 6)
    assert state.dealer == 2 and state.to_act is None and state.leader is None
    auction = state.auction
    assert auction is not None and auction.dealer == 2 and auction.maker == 3
    assert state.legal_actions() == ()

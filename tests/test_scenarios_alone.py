"""Going alone: hand-worked hands for each lead case, scoring and refusals.

docs/rules.rst, "Going alone": with ``lone_hands`` the maker may go alone after
discarding and the partner sits out; with ``lone_defender`` the defenders,
from the maker's left, may then go alone too.  A lone maker's score change
is multiplied by ``alone_multiplier``; a lone defender multiplies the
makers' loss and the defenders' trick points.  Against a lone maker the
player to the maker's left leads; if a defender went alone, that defender
leads.

All hands below use one deal, dealer seat 0, hearts trump:

- seat 0: every spade;
- seat 1 (the maker): Joker, JH, JD (left bower), AH, KH, QH;
- seat 2: TH, 9H and the diamonds AD, KD, QD, TD;
- seat 3: the clubs AC, KC, QC, JC, TC and 9D;
- widow: 9C.
"""

from __future__ import annotations

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cards import deck as every_card
from tests.helpers import SWEEP, cards

HANDS = [
    ["9S", "TS", "JS", "QS", "KS", "AS"],
    ["Joker", "JH", "JD", "AH", "KH", "QH"],
    ["TH", "9H", "AD", "KD", "QD", "TD"],
    ["AC", "KC", "QC", "JC", "TC", "9D"],
]
WIDOW = "9C"
LONE = hp.Rules(lone_hands=True)
LONE_BOTH = hp.Rules(lone_hands=True, lone_defender=True)


def after_discard(
    rules: hp.Rules, bid: int = 3, discard: str = "9C", target: int | None = None
) -> hp.GameState:
    """Seat 1 wins the auction with ``bid``, names hearts, discards."""
    if target is not None:
        rules = hp.Rules(
            lone_hands=rules.lone_hands,
            lone_defender=rules.lone_defender,
            failed_contract=rules.failed_contract,
            defenders_score_tricks=rules.defenders_score_tricks,
            alone_multiplier=rules.alone_multiplier,
            target_score=target,
        )
    state = hp.new_game(rules=rules, dealer=0, seed=0).deal(hands=HANDS, widow=WIDOW)
    state = state.bid(bid)
    while state.phase is hp.Phase.BIDDING:
        state = state.pass_()
    return state.name_trump("H").discard(discard)


def play(state: hp.GameState, plays: list[tuple[int, str]]) -> hp.GameState:
    """Play the cards in order, checking each is played by the seat to act."""
    for seat, card in plays:
        state = state.apply(hp.Play(hp.Card.parse(card)), seat=seat)
    return state


# The maker takes every trick: seat 1 ruffs the first lead, then leads trumps.
MAKER_TAKES_ALL_THREE_HANDED = [
    (2, "AD"), (0, "9S"), (1, "QH"),
    (1, "Joker"), (2, "9H"), (0, "TS"),
    (1, "JH"), (2, "TH"), (0, "JS"),
    (1, "JD"), (2, "KD"), (0, "QS"),
    (1, "AH"), (2, "QD"), (0, "KS"),
    (1, "KH"), (2, "TD"), (0, "AS"),
]  # fmt: skip


def test_with_the_option_the_maker_decides_after_discarding() -> None:
    state = after_discard(LONE)
    assert state.phase is hp.Phase.ALONE
    assert state.to_act == 1
    assert state.legal_actions() == (hp.Pass(), hp.GoAlone())


def test_without_the_option_play_begins_after_the_discard() -> None:
    state = after_discard(hp.Rules())
    assert state.phase is hp.Phase.PLAY
    assert hp.GoAlone() not in state.legal_actions()


def test_maker_alone_the_player_to_the_makers_left_leads() -> None:
    """Maker seat 1 alone: seat 2 leads (not seat 1, the dealer's left)."""
    state = after_discard(LONE).go_alone()
    assert state.phase is hp.Phase.PLAY
    assert state.lone_players == (1,)
    assert state.sitting_out == (3,)
    assert state.to_act == 2
    assert state.leader == 2


def test_maker_alone_turns_skip_the_partner_and_tricks_have_three_cards() -> None:
    state = after_discard(LONE).go_alone()
    state = state.play("AD")
    assert state.to_act == 0  # seat 3 sits out
    state = state.play("9S")
    assert state.to_act == 1
    state = state.play("QH")
    assert len(state.completed_tricks) == 1
    trick = state.completed_tricks[0]
    assert trick.plays == (
        (2, hp.Card.parse("AD")),
        (0, hp.Card.parse("9S")),
        (1, hp.Card.parse("QH")),
    )
    assert trick.winner == 1
    assert state.to_act == 1


def test_the_sitting_out_seat_may_not_play() -> None:
    state = after_discard(LONE).go_alone().play("AD")
    with pytest.raises(hp.IllegalActionError) as refused:
        state.apply(hp.Play(hp.Card.parse("9D")), seat=3)
    assert str(refused.value) == (
        "seat 3 sits out this hand: its partner, seat 1, went alone"
    )


def test_maker_alone_made_scores_double() -> None:
    """Bid 3, six tricks alone: +6 doubled, +12; the game (to 10) is won."""
    state = play(after_discard(LONE).go_alone(), MAKER_TAKES_ALL_THREE_HANDED)
    assert state.scores == (0, 12)
    assert state.hand_results[-1].lone_players == (1,)
    assert state.hand_results[-1].score_change == (0, 12)
    assert state.phase is hp.Phase.GAME_OVER
    assert state.winner == 1
    # The partner's six cards never left their hand: 6 + discard + 18 played.
    assert len(state.hands[3]) == 6
    assert state.discarded is not None
    placed = [*state.hands[3], state.discarded]
    placed += [card for trick in state.completed_tricks for _, card in trick.plays]
    assert sorted(placed) == sorted(every_card())


def test_the_alone_multiplier_is_an_option() -> None:
    rules = hp.Rules(lone_hands=True, alone_multiplier=3)
    state = play(after_discard(rules).go_alone(), MAKER_TAKES_ALL_THREE_HANDED)
    assert state.scores == (0, 18)


def test_maker_not_alone_scores_normally() -> None:
    state = after_discard(LONE, target=50).pass_()
    assert state.phase is hp.Phase.PLAY
    assert state.lone_players == ()
    assert state.to_act == 1  # the dealer's left, the normal opening lead


# Seat 1 keeps 9C (discarding QH), bids 6 and loses the first trick.
MAKER_LOSES_ONE_THREE_HANDED = [
    (2, "AD"), (0, "9S"), (1, "9C"),
    (2, "KD"), (0, "TS"), (1, "KH"),
    (1, "Joker"), (2, "9H"), (0, "JS"),
    (1, "JH"), (2, "TH"), (0, "QS"),
    (1, "JD"), (2, "QD"), (0, "KS"),
    (1, "AH"), (2, "TD"), (0, "AS"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("failed", "expected"),
    [
        (hp.FailedContract.TRICKS_WON, -10),  # 5 tricks won, doubled
        (hp.FailedContract.BID, -12),  # 6 bid, doubled
    ],
)
def test_maker_alone_failed_loses_double(
    failed: hp.FailedContract, expected: int
) -> None:
    rules = hp.Rules(lone_hands=True, failed_contract=failed)
    state = after_discard(rules, bid=6, discard="QH").go_alone()
    state = play(state, MAKER_LOSES_ONE_THREE_HANDED)
    assert state.hand_results[-1].tricks_won == (1, 5)
    assert state.scores == (0, expected)


def test_defenders_choose_from_the_makers_left() -> None:
    state = after_discard(LONE_BOTH).go_alone()
    assert state.phase is hp.Phase.ALONE
    assert state.to_act == 2
    state = state.pass_()
    assert state.phase is hp.Phase.ALONE
    assert state.to_act == 0


def test_both_defenders_pass_and_the_makers_left_leads() -> None:
    state = after_discard(LONE_BOTH).go_alone().pass_().pass_()
    assert state.phase is hp.Phase.PLAY
    assert state.lone_players == (1,)
    assert state.to_act == 2


def test_maker_and_defender_alone_the_lone_defender_leads() -> None:
    """Seat 2 passes, seat 0 goes alone: seat 0 leads, seats 2 and 3 sit out."""
    state = after_discard(LONE_BOTH).go_alone().pass_().go_alone()
    assert state.phase is hp.Phase.PLAY
    assert state.lone_players == (1, 0)
    assert state.sitting_out == (2, 3)
    assert state.to_act == 0
    state = state.play("AS")
    assert state.to_act == 1
    state = state.play("QH")
    assert state.completed_tricks[0].winner == 1
    assert len(state.completed_tricks[0].plays) == 2


def test_the_first_defender_to_go_alone_ends_the_choosing() -> None:
    state = after_discard(LONE_BOTH).go_alone().go_alone()
    assert state.phase is hp.Phase.PLAY
    assert state.lone_players == (1, 2)
    assert state.sitting_out == (0, 3)
    assert state.to_act == 2


def _two_handed_plays(maker_loses_first: bool) -> list[tuple[int, str]]:
    """Seat 0 leads AS; the maker ruffs (or throws 9C and then ruffs KS),
    then leads trumps while seat 0 follows with spades."""
    if maker_loses_first:
        plays = [(0, "AS"), (1, "9C"), (0, "KS"), (1, "KH")]
        trumps = ["Joker", "JH", "JD", "AH"]
        spades = ["QS", "JS", "TS", "9S"]
    else:
        plays = [(0, "AS"), (1, "QH")]
        trumps = ["Joker", "JH", "JD", "AH", "KH"]
        spades = ["KS", "QS", "JS", "TS", "9S"]
    for trump, spade in zip(trumps, spades, strict=True):
        plays += [(1, trump), (0, spade)]
    return plays


def test_both_alone_makers_made_only_the_maker_multiplier_applies() -> None:
    state = after_discard(LONE_BOTH).go_alone().pass_().go_alone()
    state = play(state, _two_handed_plays(maker_loses_first=False))
    assert state.hand_results[-1].tricks_won == (0, 6)
    assert state.scores == (0, 12)


def test_both_alone_makers_failed_both_multipliers_apply() -> None:
    """Bid 6, 5 tricks: -5, doubled for the lone maker, doubled again: -20;
    the lone defender's one trick scores 1 doubled when defenders score."""
    rules = hp.Rules(lone_hands=True, lone_defender=True, defenders_score_tricks=True)
    state = after_discard(rules, bid=6, discard="QH").go_alone().pass_().go_alone()
    state = play(state, _two_handed_plays(maker_loses_first=True))
    assert state.hand_results[-1].tricks_won == (1, 5)
    assert state.scores == (2, -20)


def test_hand_score_alone_multipliers() -> None:
    rules = hp.Rules(lone_hands=True, lone_defender=True, defenders_score_tricks=True)
    assert hp.hand_score(rules, hp.Bid(3), 4, maker_alone=True) == (8, 2)
    assert hp.hand_score(rules, hp.Bid(3), 2, maker_alone=True) == (-4, 4)
    assert hp.hand_score(
        rules, hp.Bid(3), 2, maker_alone=True, defender_alone=True
    ) == (-8, 8)
    assert hp.hand_score(
        rules, hp.Bid(3), 4, maker_alone=True, defender_alone=True
    ) == (8, 4)
    with pytest.raises(hp.InvalidValueError):
        hp.hand_score(rules, hp.Bid(3), 4, defender_alone=True)


def test_a_defender_may_not_go_alone_before_the_maker_decides() -> None:
    state = after_discard(LONE_BOTH)
    with pytest.raises(hp.IllegalActionError) as refused:
        state.apply(hp.GoAlone(), seat=2)
    assert str(refused.value) == (
        "seat 2 may not go alone before the maker, seat 1, has decided"
    )
    assert refused.value.seat == 2
    assert refused.value.phase is hp.Phase.ALONE
    assert refused.value.action == hp.GoAlone()


def test_a_defender_may_not_go_alone_when_the_maker_did_not() -> None:
    state = after_discard(LONE_BOTH).pass_()
    with pytest.raises(
        hp.IllegalActionError,
        match="a defender may go alone only when the maker has gone alone",
    ):
        state.apply(hp.GoAlone(), seat=2)


def test_defenders_may_not_go_alone_without_the_lone_defender_option() -> None:
    state = after_discard(LONE).go_alone()
    with pytest.raises(hp.IllegalActionError, match="lone_defender option is off"):
        state.apply(hp.GoAlone(), seat=0)


def test_going_alone_with_the_option_off_names_the_option() -> None:
    state = after_discard(hp.Rules())
    before = state
    with pytest.raises(
        hp.IllegalActionError,
        match="going alone is not allowed: the lone_hands option is off",
    ):
        state.go_alone()
    assert state == before


def test_going_alone_is_declared_after_the_discard() -> None:
    state = hp.new_game(rules=LONE, dealer=0, seed=0).deal(hands=HANDS, widow=WIDOW)
    with pytest.raises(hp.IllegalActionError, match="after the maker has discarded"):
        state.go_alone()


def test_in_the_alone_phase_only_alone_or_pass() -> None:
    state = after_discard(LONE)
    with pytest.raises(hp.IllegalActionError, match="whether to go alone"):
        state.play("JH")


def test_options_default_off_and_are_validated() -> None:
    rules = hp.Rules()
    assert rules.lone_hands is False
    assert rules.lone_defender is False
    assert rules.alone_multiplier == 2
    with pytest.raises(hp.InvalidValueError, match="lone_defender needs lone_hands"):
        hp.Rules(lone_defender=True)
    with pytest.raises(hp.InvalidValueError):
        hp.Rules(lone_hands=True, alone_multiplier=0)
    with pytest.raises(hp.InvalidValueError):
        hp.Rules(lone_hands=1)  # type: ignore[arg-type]


def test_alone_notation() -> None:
    assert hp.parse_action("alone") == hp.GoAlone()
    assert hp.parse_action(" ALONE ") == hp.GoAlone()
    assert str(hp.GoAlone()) == "alone"


def test_against_seat_3_going_alone_seat_0_then_seat_2_may_defend_alone() -> None:
    """docs/rules.rst, "Going alone": after a maker goes alone, the defenders,
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


# The SWEEP deal again, with seat 1 going alone (docs/rules.rst, "Going
# alone"): seat 3 sits out, seat 2 (left of the lone maker) leads the first
# trick, and the turn passes 2, 0, 1 round a trick of three cards.  The
# maker trumps the club lead and then leads trump from the top: six tricks
# to the makers.
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
    """docs/rules.rst, "Going alone" and "Scoring": the lone maker made 6
    of a bid of 6, +6 doubled.  The state keeps describing the hand after it is scored
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

"""Bid Euchre's rules (docs/bid_euchre.rst), with values worked out by hand.

The sources are Bicycle's "Cincinnati Euchre", Wikipedia's "Bid Euchre"
and Parlett's "Pepper": 24 cards all dealt, six to each of four players
in two partnerships; one round of calls from the dealer's left, each a
pass, a bid of ``min_bid`` to six tricks higher than the high bid, or the
moon (all six, alone), which ends the auction at once; the maker names a
suit (Euchre's order, with the bowers) or no trump (each suit from the ace
down, the jack between the queen and the ten); the maker leads; made, each
side scores its tricks; set, the makers lose their bid and the defenders
still score their tricks; the moon scores or loses ``moon_points``.

Every trick of the whole hands below was worked out on paper from these
rules before the engine played them.
"""

from __future__ import annotations

import pytest

import hasenpfeffer as hp
from hasenpfeffer.auction import bid_range
from hasenpfeffer.cards import deck as every_card
from tests.helpers import cards, exactly

BID = hp.Game.BID_EUCHRE
RULES = hp.Rules(game=BID)


def dealt(hands: list[str], rules: hp.Rules = RULES, dealer: int = 0) -> hp.GameState:
    state = hp.new_game(rules=rules, seed=1, dealer=dealer)
    return state.deal(hands=[cards(hand) for hand in hands])


def play_tricks(state: hp.GameState, tricks: list[str]) -> hp.GameState:
    """Play each trick's cards, given in the order they fall."""
    for trick in tricks:
        for card in trick.split():
            state = state.play(card)
    return state


def calls(state: hp.GameState) -> list[str]:
    return [str(action) for action in state.legal_actions()]


# -- the rules value ----------------------------------------------------------


def test_bid_euchres_defaults() -> None:
    assert RULES.all_pass is hp.AllPass.STICK_THE_DEALER
    assert RULES.opening_lead is hp.OpeningLead.MAKER
    assert RULES.target_score == 32
    assert (RULES.min_bid, RULES.moon_points) == (3, 12)
    assert (RULES.lone_hands, RULES.call_for_best) == (False, False)
    assert RULES.tie_break is hp.TieBreak.MAKERS_FIRST


def test_the_new_options_leave_other_rules_as_they_were() -> None:
    assert "min_bid" not in repr(hp.Rules())
    assert "moon_points" not in repr(hp.Rules(game=hp.Game.EUCHRE))
    assert hp.Rules().target_score == 10
    assert hp.Rules().opening_lead is hp.OpeningLead.DEALERS_LEFT
    assert "min_bid=4" in repr(hp.Rules(game=BID, min_bid=4))


@pytest.mark.parametrize("option", [{"min_bid": 4}, {"moon_points": 20}])
@pytest.mark.parametrize("game", [hp.Game.HASENPFEFFER, hp.Game.EUCHRE])
def test_bid_euchres_options_are_refused_elsewhere(
    game: hp.Game, option: dict[str, int]
) -> None:
    (name,) = option
    with pytest.raises(hp.InvalidValueError, match=f"{name} does not apply"):
        hp.Rules(game=game, **option)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "option",
    [
        {"min_bid": 0},
        {"min_bid": 7},
        {"moon_points": 0},
        {"lone_hands": True},
        {"all_pass": hp.AllPass.JOKER_BIDS},
        {"bidding": hp.Bidding.PEPPER},
        {"widow": hp.Widow.UNUSED},
    ],
)
def test_what_bid_euchre_refuses(option: dict[str, object]) -> None:
    with pytest.raises(hp.InvalidValueError):
        hp.Rules(game=BID, **option)  # type: ignore[arg-type]


def test_bid_euchre_takes_its_options() -> None:
    rules = hp.Rules(
        game=BID,
        min_bid=1,
        moon_points=24,
        all_pass=hp.AllPass.REDEAL,
        call_for_best=True,
        opening_lead=hp.OpeningLead.DEALERS_LEFT,
        tie_break=hp.TieBreak.HIGHER_SCORE,
        target_score=21,
    )
    assert (rules.min_bid, rules.moon_points, rules.target_score) == (1, 24, 21)


def test_the_bounds_of_min_bid_and_moon_points() -> None:
    assert hp.Rules(game=BID, min_bid=1).min_bid == 1
    assert hp.Rules(game=BID, min_bid=6).min_bid == 6
    assert hp.Rules(game=BID, moon_points=1).moon_points == 1
    assert hp.Rules(game=BID, moon_points=1000).moon_points == 1000
    for low in (0, 7, True):
        with pytest.raises(hp.InvalidValueError, match="min_bid"):
            hp.Rules(game=BID, min_bid=low)
    for points in (0, 1001, True):
        with pytest.raises(hp.InvalidValueError, match="moon_points"):
            hp.Rules(game=BID, moon_points=points)


# -- the deal -----------------------------------------------------------------


def test_all_24_cards_are_dealt_six_to_each_seat() -> None:
    state = hp.new_game(rules=RULES, seed=7, dealer=2).deal()
    hands = state.hands
    assert [len(hand) for hand in hands] == [6, 6, 6, 6]
    held = [card for hand in hands for card in hand]
    assert sorted(held) == sorted(every_card()[:24])
    assert hp.JOKER not in held
    assert (state.widow, state.upcard) == (None, None)
    assert state.to_act == 3  # the dealer's left calls first


def test_an_explicit_deal_is_hands_only() -> None:
    with pytest.raises(hp.InvalidValueError, match="hands= only"):
        hp.new_game(rules=RULES, seed=1, dealer=0).deal(
            hands=[cards(h) for h in HAND_A], widow="9C"
        )
    short = [*HAND_A[:3], "TC 9C QS JS TS"]
    with pytest.raises(hp.InvalidValueError):
        dealt(short)


@pytest.mark.parametrize(
    "aside",
    [
        {"widow": "9C"},
        {"kitty": ["9C"]},
        {"kitty": ""},  # a string is no sequence of cards, even an empty one
        {"kitty": set()},
    ],
    ids=["widow", "kitty", "empty string", "empty set"],
)
def test_nothing_is_set_aside_in_an_explicit_deal(aside: dict[str, object]) -> None:
    game = hp.new_game(rules=RULES, seed=1, dealer=0)
    message = (
        "Bid Euchre deals every card and sets none aside: an explicit deal is "
        "hands= only"
    )
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        game.deal(hands=[cards(h) for h in HAND_A], **aside)  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        game.deal(**aside)  # type: ignore[arg-type]


def test_an_explicit_deal_may_give_an_empty_kitty_but_not_a_seed() -> None:
    game = hp.new_game(rules=RULES, seed=1, dealer=0)
    hands = [cards(h) for h in HAND_A]
    # A replayed deal gives the kitty it recorded: none.
    assert game.deal(hands=hands, kitty=[]) == game.deal(hands=hands)
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("deal from a seed or from cards, not both"),
    ):
        game.deal(hands=hands, seed=3)


@pytest.mark.parametrize("low", range(1, 7))
def test_the_bids_are_told_in_words(low: int) -> None:
    rules = hp.Rules(game=hp.Game.BID_EUCHRE, min_bid=low)
    assert bid_range(rules) == f"a bid is of {low} to 6 tricks, or the moon"


# -- the auction --------------------------------------------------------------

HAND_A = [
    "TH 9H AC KC QC JC",
    "JH JD AH KH QH AS",
    "AD KD QD TD 9D KS",
    "TC 9C QS JS TS 9S",
]


def test_a_bid_is_of_min_bid_to_six_or_the_moon() -> None:
    state = dealt(HAND_A)
    assert calls(state) == ["pass", "bid 3", "bid 4", "bid 5", "bid 6", "moon"]
    low = dealt(HAND_A, hp.Rules(game=BID, min_bid=1))
    assert calls(low)[:3] == ["pass", "bid 1", "bid 2"]
    with pytest.raises(hp.IllegalActionError, match="bid 2 is not a call"):
        state.bid(2)


def test_each_bid_beats_the_last_and_six_leaves_the_moon_open() -> None:
    state = dealt(HAND_A).bid(4)
    assert calls(state) == ["pass", "bid 5", "bid 6", "moon"]
    state = state.bid(6)
    assert state.phase is hp.Phase.BIDDING
    assert calls(state) == ["pass", "moon"]
    state = state.apply(hp.MOON)  # seat 3 over seat 2's six
    assert state.phase is hp.Phase.TRUMP
    assert (state.maker, state.contract) == (3, hp.MOON)


def test_the_moon_ends_the_auction_at_once() -> None:
    state = dealt(HAND_A).apply(hp.MOON)
    assert (state.phase, state.maker, state.to_act) == (hp.Phase.TRUMP, 1, 1)
    assert state.contract == hp.MOON


def test_one_round_each_seat_calls_once() -> None:
    state = dealt(HAND_A).bid(3).bid(4).pass_().pass_()
    # Seat 1, outbid, does not speak again: the dealer's call ends it.
    assert (state.phase, state.maker, state.contract) == (
        hp.Phase.TRUMP,
        2,
        hp.Bid(4),
    )


def test_stick_the_dealer() -> None:
    state = dealt(HAND_A).pass_().pass_().pass_()
    assert state.to_act == 0
    assert calls(state) == ["bid 3", "bid 4", "bid 5", "bid 6", "moon"]
    with pytest.raises(hp.IllegalActionError, match="stick the dealer"):
        state.pass_()
    high = dealt(HAND_A, hp.Rules(game=BID, min_bid=6)).pass_().pass_().pass_()
    assert calls(high) == ["bid 6", "moon"]


def test_four_passes_throw_the_hand_in_under_redeal() -> None:
    rules = hp.Rules(game=BID, all_pass=hp.AllPass.REDEAL)
    state = dealt(HAND_A, rules).pass_().pass_().pass_().pass_()
    assert state.phase is hp.Phase.DEAL
    assert state.hand_results[-1].thrown_in
    assert state.dealer == 1 and state.scores == (0, 0)


def test_trump_or_no_trump() -> None:
    state = dealt(HAND_A).bid(3).pass_().pass_().pass_()
    assert calls(state) == ["trump C", "trump D", "trump H", "trump S", "no trump"]


def test_no_trump_is_bid_euchres_only() -> None:
    state = hp.new_game(seed=1, dealer=0).deal().bid(3).pass_().pass_().pass_()
    assert state.phase is hp.Phase.TRUMP
    with pytest.raises(hp.IllegalActionError, match="not part of Hasenpfeffer"):
        state.apply(hp.NoTrump())


def test_nobody_goes_alone_but_the_moon() -> None:
    state = dealt(HAND_A).bid(3).pass_().pass_().pass_().name_trump("H")
    assert state.phase is hp.Phase.PLAY and state.lone_players == ()
    with pytest.raises(hp.IllegalActionError, match="nobody goes alone"):
        state.apply(hp.GoAlone())


# -- whole hands --------------------------------------------------------------


def test_hand_a_hearts_made_with_every_trick() -> None:
    # Hearts: JH the right bower, JD the left, then A K Q of hearts.
    state = dealt(HAND_A).bid(4).pass_().pass_().pass_().name_trump("H")
    assert state.to_act == 1  # the maker leads
    state = play_tricks(
        state,
        [
            "JH 9D 9C 9H",  # seat 0 must follow trump with 9H
            "JD TD TC TH",  # the left bower leads trump
            "AH QD 9S JC",
            "AS KS QS QC",  # spades: seats 2 and 3 follow
            "KH KD JS KC",
            "QH AD TS AC",
        ],
    )
    assert [trick.winner for trick in state.completed_tricks] == [1] * 6
    result = state.hand_results[-1]
    assert result.tricks_won == (0, 6)
    assert result.score_change == (0, 6)  # made: each side its tricks
    assert state.scores == (0, 6)
    assert state.dealer == 1  # the deal passes left


def test_hand_a_following_trump_in_hearts() -> None:
    state = dealt(HAND_A).bid(4).pass_().pass_().pass_().name_trump("H")
    state = state.play("JH").play("9D").play("9C")
    with pytest.raises(hp.IllegalActionError, match="must follow trump: holds 9H"):
        state.play("AC")


HAND_B = [
    "JC KC AC TH QS JD",
    "9D TD JH QH TS KS",
    "QC AH KH AD 9S AS",
    "TC 9C QD KD 9H JS",
]


def test_hand_b_no_trump() -> None:
    # No trump: no bowers; the jack ranks between queen and ten, and the
    # other jack of the same colour is a card of its own suit.
    state = dealt(HAND_B).pass_().bid(3).pass_().pass_().apply(hp.NoTrump())
    assert state.trump is None and state.to_act == 2
    state = state.play("QC")
    # Seat 3 holds JS, TC and 9C: JS is a spade, not a club.
    with pytest.raises(hp.IllegalActionError, match=r"follow clubs: holds 9C, TC$"):
        state.play("JS")
    state = play_tricks(
        state.play("TC"),
        [
            "JC 9D",  # QC > JC > TC; seat 1, void, throws 9D
            "AH 9H TH JH",  # JH is only a heart: the ace takes it
            "9S JS QS TS",  # Q > J > T > 9: seat 0 wins
            "JD TD AD QD",  # seat 0 leads JD; the ace wins
            "KH 9C KC QH",  # seats 3 and 0 are void in hearts
            "AS KD AC KS",
        ],
    )
    winners = [trick.winner for trick in state.completed_tricks]
    assert winners == [2, 2, 0, 2, 2, 2]
    result = state.hand_results[-1]
    assert (result.trump, result.contract) == (None, hp.Bid(3))
    assert result.tricks_won == (6, 0)
    assert result.score_change == (6, 0)


HAND_C = [
    "AC KC QC 9C AD KD",
    "JS JC AS KS QS AH",
    "TC QD JD TD 9D KH",
    "TS 9S QH JH TH 9H",
]


def test_hand_c_the_moon_called_for_best() -> None:
    rules = hp.Rules(game=BID, call_for_best=True)
    state = dealt(HAND_C, rules).apply(hp.MOON).name_trump("S")
    assert state.phase is hp.Phase.ALONE and state.to_act == 1
    assert calls(state) == ["pass", "call for best"]
    state = state.apply(hp.CallForBest())
    assert state.to_act == 3  # the partner gives any card
    assert len(state.legal_actions()) == 6
    state = state.apply(hp.Give(hp.Card.parse("TS")))
    assert state.to_act == 1
    with pytest.raises(hp.IllegalActionError, match="keeps the card given"):
        state.discard("TS")
    state = state.discard("AH")
    assert state.phase is hp.Phase.PLAY
    assert state.lone_players == (1,) and state.sitting_out == (3,)
    assert state.to_act == 1  # the maker leads
    state = play_tricks(
        state,
        [
            "JS 9D 9C",  # seat 3 sits out: 1, 2, 0 play
            "JC TD QC",  # the left bower
            "AS JD KC",
            "KS QD AC",
            "QS TC KD",
            "TS KH AD",
        ],
    )
    assert [trick.winner for trick in state.completed_tricks] == [1] * 6
    result = state.hand_results[-1]
    assert result.lone_players == (1,)
    assert result.score_change == (0, 12)  # the moon made


def test_the_moon_alone_without_call_for_best() -> None:
    state = dealt(HAND_C).apply(hp.MOON).name_trump("S")
    assert state.phase is hp.Phase.PLAY
    assert state.lone_players == (1,) and state.to_act == 1
    with pytest.raises(hp.IllegalActionError, match="call_for_best option is off"):
        dealt(HAND_C).apply(hp.MOON).name_trump("S").apply(hp.CallForBest())


def test_the_moon_declining_to_call_for_best() -> None:
    # With call_for_best, the moon's maker may pass instead: the play
    # opens at once, the maker alone and the partner sitting out with all
    # six cards.
    rules = hp.Rules(game=BID, call_for_best=True)
    state = dealt(HAND_C, rules).apply(hp.MOON).name_trump("S").pass_()
    assert state.phase is hp.Phase.PLAY and state.to_act == 1
    assert state.lone_players == (1,) and state.sitting_out == (3,)
    assert [len(hand) for hand in state.hands] == [6, 6, 6, 6]
    assert state.view(1).best_card is None and state.view(3).best_card is None


def test_a_moon_made_in_no_trump() -> None:
    # Seat 0 calls the moon in no trump with four clubs and two diamonds;
    # seat 2 sits out.  Seat 0 leads; the turn goes 0, 1, 3.
    state = dealt(HAND_C, dealer=3).apply(hp.MOON).apply(hp.NoTrump())
    assert state.sitting_out == (2,) and state.to_act == 0
    state = play_tricks(
        state,
        [
            "AC JC 9H",  # seat 1's JC is only a club: it must follow
            "KC AH TH",
            "QC KS JH",
            "9C QS QH",
            "AD JS TS",
            "KD AS 9S",
        ],
    )
    assert [trick.winner for trick in state.completed_tricks] == [0] * 6
    assert state.hand_results[-1].score_change == (12, 0)


def test_a_failed_moon() -> None:
    # Seat 1 calls the moon in hearts holding one heart; seat 3 sits out,
    # the turn goes 1, 2, 0.  Seat 2's left bower takes the first trick.
    state = dealt(HAND_C).apply(hp.MOON).name_trump("H")
    state = play_tricks(
        state,
        [
            "AH JD 9C",
            "KH KD JC",
            "TC AC JS",
            "KC AS QD",
            "QC KS TD",
            "AD QS 9D",
        ],
    )
    assert [trick.winner for trick in state.completed_tricks] == [2, 2, 0, 0, 0, 0]
    result = state.hand_results[-1]
    assert result.tricks_won == (6, 0)
    assert result.score_change == (6, -12)  # the defenders score their tricks


def test_opening_lead_from_the_dealers_left_skips_a_seat_sitting_out() -> None:
    rules = hp.Rules(game=BID, opening_lead=hp.OpeningLead.DEALERS_LEFT)
    # Dealer 0: seat 1 calls nothing, seat 2 passes, seat 3 the moon; its
    # partner seat 1, the dealer's left, sits out, so seat 2 leads.
    state = dealt(HAND_C, rules).pass_().pass_().apply(hp.MOON).name_trump("H")
    assert state.sitting_out == (1,) and state.to_act == 2
    made = dealt(HAND_C, rules).bid(3).pass_().pass_().pass_().name_trump("S")
    assert made.to_act == 1


def test_hand_d_stuck_dealer_set_in_clubs() -> None:
    state = dealt(HAND_A).pass_().pass_().pass_().bid(4).name_trump("C")
    assert state.to_act == 0  # the stuck dealer, maker, leads
    state = play_tricks(
        state,
        [
            "JC QH 9D 9C",
            "AC KH TD JS",  # the left bower JS takes the ace
            "QS TH AS KS",  # seat 3 leads; seat 1's ace wins
            "AH QD TS 9H",  # seat 0 must follow hearts with 9H
            "JH KD 9S KC",  # JH is a plain heart; seat 0 trumps
            "QC JD AD TC",
        ],
    )
    assert [trick.winner for trick in state.completed_tricks] == [0, 3, 1, 1, 0, 0]
    result = state.hand_results[-1]
    assert result.tricks_won == (3, 3)
    assert result.score_change == (-4, 3)  # set: the bid lost, defenders' tricks


def test_hand_d_ends_a_short_game() -> None:
    rules = hp.Rules(game=BID, target_score=3)
    state = dealt(HAND_A, rules).pass_().pass_().pass_().bid(4).name_trump("C")
    state = play_tricks(
        state,
        [
            "JC QH 9D 9C",
            "AC KH TD JS",
            "QS TH AS KS",
            "AH QD TS 9H",
            "JH KD 9S KC",
            "QC JD AD TC",
        ],
    )
    assert state.phase is hp.Phase.GAME_OVER and state.winner == 1


# -- scoring ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("contract", "tricks", "expected"),
    [
        (hp.Bid(3), 3, (3, 3)),
        (hp.Bid(4), 5, (5, 1)),
        (hp.Bid(6), 6, (6, 0)),
        (hp.Bid(4), 3, (-4, 3)),
        (hp.Bid(5), 0, (-5, 6)),
        (hp.MOON, 6, (12, 0)),
        (hp.MOON, 5, (-12, 1)),
    ],
)
def test_hand_scores(contract: hp.Bid, tricks: int, expected: tuple[int, int]) -> None:
    alone = contract == hp.MOON
    assert hp.hand_score(RULES, contract, tricks, maker_alone=alone) == expected


def test_moon_points() -> None:
    rules = hp.Rules(game=BID, moon_points=24)
    assert hp.hand_score(rules, hp.MOON, 6, maker_alone=True) == (24, 0)
    assert hp.hand_score(rules, hp.MOON, 2, maker_alone=True) == (-24, 4)


def test_tie_break_when_both_reach_the_target() -> None:
    assert hp.game_winner(RULES, (33, 35), makers_team=0) == 0
    higher = hp.Rules(game=BID, tie_break=hp.TieBreak.HIGHER_SCORE)
    assert hp.game_winner(higher, (33, 35), makers_team=0) == 1
    assert hp.game_winner(higher, (34, 34), makers_team=1) == 1
    assert hp.game_winner(RULES, (31, 20), makers_team=0) is None


# Seat 3 deals; each seat holds cards to play in order.  Seat 0 bids and
# names no trump; seat 0 takes three spades (seat 2 must follow with its
# spades, the jack of spades a plain spade below the queen), then seat 1
# takes three hearts, its queen over seat 0's jack: three tricks each.
# Leading hearts at the third trick instead, seat 0's side takes two and
# seat 3's queen of clubs takes the last.
HAND_E = [
    "AS KS QS 9H TH JH",
    "AH KH QH 9C TC JC",
    "JS TS 9S 9D TD JD",
    "AC KC QC AD KD QD",
]
THREE_EACH = [
    "AS 9C 9S AC",
    "KS TC TS KC",
    "QS JC JS QC",
    "9H AH 9D AD",
    "KH TD KD TH",
    "QH JD QD JH",
]
TWO_AND_FOUR = [
    "AS 9C 9S AC",
    "KS TC TS KC",
    "9H AH 9D AD",
    "KH TD KD TH",
    "QH JD QD JH",
    "JC JS QC QS",
]


@pytest.mark.parametrize(
    ("tie_break", "target", "bid", "tricks", "winners", "scores", "winner"),
    [
        # 3 to 3, both at the target of 3: the makers win either way
        (hp.TieBreak.MAKERS_FIRST, 3, 3, THREE_EACH, [0, 0, 0, 1, 1, 1], (3, 3), 0),
        (hp.TieBreak.HIGHER_SCORE, 3, 3, THREE_EACH, [0, 0, 0, 1, 1, 1], (3, 3), 0),
        # 2 to 4 on a bid of two, both at the target of 2
        (hp.TieBreak.MAKERS_FIRST, 2, 2, TWO_AND_FOUR, [0, 0, 1, 1, 1, 3], (2, 4), 0),
        (hp.TieBreak.HIGHER_SCORE, 2, 2, TWO_AND_FOUR, [0, 0, 1, 1, 1, 3], (2, 4), 1),
    ],
)
def test_both_sides_reach_the_target_on_one_hand(
    tie_break: hp.TieBreak,
    target: int,
    bid: int,
    tricks: list[str],
    winners: list[int],
    scores: tuple[int, int],
    winner: int,
) -> None:
    rules = hp.Rules(game=BID, min_bid=2, tie_break=tie_break, target_score=target)
    state = dealt(HAND_E, rules, dealer=3).bid(bid).pass_().pass_().pass_()
    state = play_tricks(state.apply(hp.NoTrump()), tricks)
    assert [trick.winner for trick in state.completed_tricks] == winners
    assert state.scores == scores
    assert state.phase is hp.Phase.GAME_OVER and state.winner == winner


def test_a_set_in_no_trump_loses_the_bid() -> None:
    # HAND_E's second play on a bid of three: two tricks, set
    state = dealt(HAND_E, dealer=3).bid(3).pass_().pass_().pass_()
    state = play_tricks(state.apply(hp.NoTrump()), TWO_AND_FOUR)
    assert state.hand_results[-1].score_change == (-3, 4)
    assert state.hand_results[-1].trump is None


# -- the state's other faces --------------------------------------------------


def test_a_no_trump_moon_pickles_and_its_views_agree() -> None:
    import pickle

    rules = hp.Rules(game=BID, call_for_best=True)
    state = dealt(HAND_C, rules, dealer=3).apply(hp.MOON)
    steps = [state]
    state = state.apply(hp.NoTrump())
    steps.append(state)
    state = state.apply(hp.CallForBest())
    steps.append(state)
    state = state.apply(hp.Give(hp.Card.parse("KH")))
    steps.append(state)
    state = state.discard("9C")
    steps.append(state)
    state = state.play("AC")
    steps.append(state)
    for position in steps:
        assert pickle.loads(pickle.dumps(position)) == position
        seat = position.to_act
        assert seat is not None
        view = position.view(seat)
        assert view.legal_actions() == position.legal_actions()
    assert steps[0].legal_actions()[-1] == hp.NoTrump()


def test_the_auction_functions_follow_bid_euchres_round() -> None:
    from hasenpfeffer.auction import after_call, legal_calls, open_auction

    auction = open_auction(dealer=0)
    for call in (hp.Bid(3), hp.Bid(4), hp.Pass()):
        auction = after_call(auction, RULES, call)
    assert auction.to_act == 0
    assert [str(call) for call in legal_calls(auction, RULES)] == [
        "pass",
        "bid 5",
        "bid 6",
        "moon",
    ]
    auction = after_call(auction, RULES, hp.Pass())
    assert (auction.to_act, auction.maker, auction.high_bid) == (None, 2, hp.Bid(4))
    state = dealt(HAND_A).bid(3).bid(4).pass_().pass_()
    assert state.auction == auction

"""The widow left unused: hands worked out from the rules.

docs/rules.rst, "The widow left unused" and docs/options.rst, "widow":
under ``widow=Widow.UNUSED`` the widow stays face down and out of play
all hand; the maker names trump and keeps the six cards dealt, with no
discard; six tricks are played with the 24 cards of the hands; no seat's
view ever shows the widow, not even once the hand is over; the hand is
scored as usual (docs/rules.rst, "Scoring").

One deal throughout, dealer seat 0:

- seat 0: every spade;
- seat 1: Joker, JH, JD, AH, KH, QH;
- seat 2: TH, 9H and the diamonds AD, KD, QD, TD;
- seat 3: the clubs AC, KC, QC, JC, TC and 9D;
- widow: 9C.
"""

from __future__ import annotations

import random

import pytest

import hasenpfeffer as hp

HANDS = [
    ["9S", "TS", "JS", "QS", "KS", "AS"],
    ["Joker", "JH", "JD", "AH", "KH", "QH"],
    ["TH", "9H", "AD", "KD", "QD", "TD"],
    ["AC", "KC", "QC", "JC", "TC", "9D"],
]
WIDOW = hp.Card.parse("9C")
UNUSED = hp.Rules(widow=hp.Widow.UNUSED)
REFUSED = "the widow is not used (widow=Widow.UNUSED): the maker does not discard"


def dealt(rules: hp.Rules = UNUSED, dealer: int = 0) -> hp.GameState:
    return hp.new_game(rules, dealer=dealer, seed=0).deal(hands=HANDS, widow="9C")


def no_view_shows_the_widow(state: hp.GameState) -> None:
    """Every seat's view leaves the widow out: not as the widow, not in a
    hand, not in a trick, not as a discard, not in the view's data."""
    widow = state.deals[-1].widow
    for seat in range(4):
        view = state.view(seat)
        assert view.widow is None and view.discarded is None
        assert widow not in view.hand
        played = [card for trick in view.completed_tricks for _, card in trick.plays]
        assert widow not in played + [card for _, card in view.current_trick]
        data = view.to_dict()
        assert data["widow"] is None and data["discarded"] is None


def play_out(state: hp.GameState, plays: list[str]) -> hp.GameState:
    """Play ``plays`` in turn, checking every view before and after each."""
    for card in plays:
        no_view_shows_the_widow(state)
        state = state.play(card)
    no_view_shows_the_widow(state)
    return state


def test_the_option_belongs_to_hasenpfeffer_and_defaults_to_taken() -> None:
    assert hp.Rules().widow is hp.Widow.TAKEN
    assert [member.value for member in hp.Widow] == ["taken", "unused"]
    for bidding in hp.Bidding:
        for all_pass in hp.AllPass:
            rules = hp.Rules(bidding=bidding, all_pass=all_pass, widow=hp.Widow.UNUSED)
            assert rules.widow is hp.Widow.UNUSED


@pytest.mark.parametrize(
    "game",
    [hp.Game.EUCHRE, hp.Game.THREE_HANDED_EUCHRE, hp.Game.RAILROAD_EUCHRE],
    ids=lambda game: game.value,
)
def test_the_games_with_a_kitty_refuse_it(game: hp.Game) -> None:
    with pytest.raises(hp.InvalidValueError) as info:
        hp.Rules(game=game, widow=hp.Widow.UNUSED)
    assert str(info.value) == (
        f"widow does not apply to {game!r}: it is an option of Hasenpfeffer, "
        "the one game of the family that deals a widow"
    )
    assert hp.Rules(game=game, widow=hp.Widow.TAKEN).widow is hp.Widow.TAKEN


def test_the_maker_keeps_six_cards_and_takes_all_six_tricks() -> None:
    """Seat 1 bids 3 and the others pass: seat 1 is the maker and names
    hearts.  It holds the six highest trumps (Joker, JH, JD the left
    bower, AH, KH, QH) and leads, being on the dealer's left; with no
    discard the play starts at once.  Seat 2 must follow trump with TH and
    9H; seat 3 holds no trump and seat 0 only spades.  The makers take six
    tricks on a bid of three and score a point a trick: 6."""
    state = dealt()
    no_view_shows_the_widow(state)
    state = state.bid(3)
    no_view_shows_the_widow(state)
    state = state.pass_().pass_().pass_()
    assert (state.phase, state.maker, state.to_act) == (hp.Phase.TRUMP, 1, 1)
    assert hp.format_cards(state.hands[1]) == "JD JH QH KH AH Joker"
    assert state.widow == WIDOW  # face down, where it was dealt
    assert [str(action) for action in state.legal_actions()] == [
        "trump C",
        "trump D",
        "trump H",
        "trump S",
    ]
    no_view_shows_the_widow(state)
    state = state.name_trump("H")
    assert (state.phase, state.to_act, state.leader) == (hp.Phase.PLAY, 1, 1)
    assert state.discarded is None
    assert [len(hand) for hand in state.hands] == [6, 6, 6, 6]
    assert not any(isinstance(action, hp.Discard) for action in state.legal_actions())
    state = play_out(
        state,
        [
            *("Joker", "9H", "9D", "9S"),
            *("JH", "TH", "AC", "TS"),
            *("JD", "AD", "KC", "JS"),
            *("AH", "KD", "QC", "QS"),
            *("KH", "QD", "JC", "KS"),
            *("QH", "TD", "TC", "AS"),
        ],
    )
    assert [trick.winner for trick in state.completed_tricks] == [1] * 6
    played = [card for trick in state.completed_tricks for _, card in trick.plays]
    assert len(played) == len(set(played)) == 24 and WIDOW not in played
    assert state.phase is hp.Phase.DEAL
    (result,) = state.hand_results
    assert (result.maker, result.contract, result.trump) == (
        1,
        hp.Bid(3),
        hp.Suit.HEARTS,
    )
    assert (result.tricks_won, result.score_change) == ((0, 6), (0, 6))
    assert state.scores == (0, 6)
    # The hand is over: the widow still lies face down, seen by nobody.
    assert state.widow == WIDOW and state.deals[-1].widow == WIDOW
    no_view_shows_the_widow(state)


def test_a_failed_contract_scores_as_usual() -> None:
    """Seat 1 passes, seat 2 bids 4 and the others pass; seat 2 names
    diamonds.  Seat 1, on the dealer's left, leads its three top trumps
    (Joker, JD the right bower, JH the left bower), each drawing a trump
    from seat 2, then AH and KH, which seat 2 must follow with 9H and TH.
    Seat 2 ruffs the QH with the AD for its only trick: bid 4, one trick
    taken, so the makers lose a point for it (FailedContract.TRICKS_WON)."""
    state = dealt().pass_().bid(4).pass_().pass_()
    assert (state.phase, state.maker) == (hp.Phase.TRUMP, 2)
    assert hp.format_cards(state.hands[2]) == "TD QD KD AD 9H TH"
    state = state.name_trump("D")
    assert (state.phase, state.to_act) == (hp.Phase.PLAY, 1)
    for seat in (1, 2):  # the seat to act, and the maker
        with pytest.raises(hp.IllegalActionError) as info:
            state.apply(hp.Discard(hp.Card.parse("9H")), seat=seat)
        assert str(info.value) == REFUSED
    state = play_out(
        state,
        [
            *("Joker", "TD", "9D", "9S"),
            *("JD", "QD", "AC", "TS"),
            *("JH", "KD", "KC", "JS"),
            *("AH", "9H", "QC", "QS"),
            *("KH", "TH", "JC", "KS"),
            *("QH", "AD", "TC", "AS"),
        ],
    )
    assert [trick.winner for trick in state.completed_tricks] == [1] * 5 + [2]
    (result,) = state.hand_results
    assert (result.tricks_won, result.score_change) == ((1, 5), (-1, 0))
    no_view_shows_the_widow(state)


def test_going_alone_comes_straight_after_trump() -> None:
    """With lone hands, once trump is named the maker says whether to go
    alone (docs/rules.rst, "Going alone"): seat 1 does, its partner seat 3
    sits out, and seat 2, on the lone maker's left, leads."""
    rules = hp.Rules(widow=hp.Widow.UNUSED, lone_hands=True)
    state = dealt(rules).bid(3).pass_().pass_().pass_().name_trump("H")
    assert (state.phase, state.to_act) == (hp.Phase.ALONE, 1)
    assert [str(action) for action in state.legal_actions()] == ["pass", "alone"]
    with pytest.raises(hp.IllegalActionError) as info:
        state.discard("QH")
    assert str(info.value) == REFUSED
    state = state.go_alone()
    assert (state.phase, state.to_act, state.lone_players) == (hp.Phase.PLAY, 2, (1,))
    assert state.sitting_out == (3,)
    state = play_out(
        state,
        [
            *("9H", "9S", "Joker"),
            *("JH", "TH", "TS"),
            *("JD", "AD", "JS"),
            *("AH", "KD", "QS"),
            *("KH", "QD", "KS"),
            *("QH", "TD", "AS"),
        ],
    )
    (result,) = state.hand_results
    # Six tricks alone on a bid of three: 6 points, times the multiplier 2.
    assert (result.tricks_won, result.score_change) == ((0, 6), (0, 12))
    no_view_shows_the_widow(state)


def test_pepper_bidding_with_the_widow_unused() -> None:
    """docs/rules.rst, "A pepper auction": big pepper by seat 1 ends the
    auction at once; the maker still keeps its six cards."""
    rules = hp.Rules(bidding=hp.Bidding.PEPPER, widow=hp.Widow.UNUSED)
    state = dealt(rules).bid(hp.BIG_PEPPER)
    assert (state.phase, state.maker, len(state.hands[1])) == (hp.Phase.TRUMP, 1, 6)
    state = state.name_trump("H")
    assert state.phase is hp.Phase.PLAY
    no_view_shows_the_widow(state)


def test_the_joker_as_the_widow_is_still_thrown_in() -> None:
    """docs/rules.rst, "When everybody passes": under AllPass.JOKER_BIDS a
    hand whose widow is the Joker is thrown in, the widow unused or not."""
    rules = hp.Rules(all_pass=hp.AllPass.JOKER_BIDS, widow=hp.Widow.UNUSED)
    hands = [list(hand) for hand in HANDS]
    hands[1][0] = "9C"
    state = hp.new_game(rules, dealer=0, seed=0).deal(hands=hands, widow="Joker")
    state = state.pass_().pass_().pass_().pass_()
    assert state.phase is hp.Phase.DEAL
    assert state.hand_results[-1].maker is None
    assert all(state.view(seat).widow is None for seat in range(4))


def test_the_joker_holder_bids_and_keeps_the_joker() -> None:
    """Under AllPass.JOKER_BIDS the Joker's holder, seat 1, is made to bid
    three after four passes; it names trump and plays with the Joker."""
    rules = hp.Rules(all_pass=hp.AllPass.JOKER_BIDS, widow=hp.Widow.UNUSED)
    state = dealt(rules).pass_().pass_().pass_().pass_()
    assert state.to_act == 1 and state.legal_actions() == (hp.Bid(3),)
    state = state.bid(3).name_trump("S")
    assert state.phase is hp.Phase.PLAY and hp.JOKER in state.hands[1]
    no_view_shows_the_widow(state)


def test_random_games_never_show_the_widow() -> None:
    """Whole games of random play under every form of the auction: at
    every step no view shows the widow and no discard is offered; every
    hand played out uses 24 cards."""
    chooser = random.Random(7)
    for number, (bidding, all_pass, lone) in enumerate(
        (bidding, all_pass, lone)
        for bidding in hp.Bidding
        for all_pass in hp.AllPass
        for lone in (False, True)
    ):
        rules = hp.Rules(
            bidding=bidding,
            all_pass=all_pass,
            lone_hands=lone,
            widow=hp.Widow.UNUSED,
            target_score=4,
        )
        state = hp.new_game(rules, seed=number, dealer=number % 4)
        while state.phase is not hp.Phase.GAME_OVER and state.hand_number < 12:
            if state.to_act is None:
                state = state.deal()
                continue
            assert state.phase is not hp.Phase.DISCARD
            assert state.discarded is None and state.widow == state.deals[-1].widow
            no_view_shows_the_widow(state)
            state = state.apply(chooser.choice(state.legal_actions()))
            if (
                state.phase is hp.Phase.DEAL
                and state.hand_results[-1].maker is not None
            ):
                tricks = state.completed_tricks
                assert len(tricks) == 6
                assert state.widow not in [c for t in tricks for _, c in t.plays]
                no_view_shows_the_widow(state)

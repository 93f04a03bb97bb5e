"""Hand-worked scenarios for the setup: a new game, its seed, the first
dealer, and the deal passing to the left.

docs/rules.rst, "The deal" (rules-deal).
"""

from __future__ import annotations

import pytest

import hasenpfeffer as hp
from hasenpfeffer._engine import start as start_module
from tests.helpers import NINE_CLUBS, SWEEP, cards, rotated_sweep

STANDARD = hp.Rules()
PEPPER = hp.Rules(bidding=hp.Bidding.PEPPER)


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
    """docs/rules.rst, "The deal": the first dealer is chosen at random, by a seeded
    choice: the same seed gives the same dealer, and over many seeds every
    seat deals first about as often."""
    dealers = [hp.new_game(seed=seed).dealer for seed in range(400)]
    assert dealers == [hp.new_game(seed=seed).dealer for seed in range(400)]
    counts = [dealers.count(seat) for seat in range(4)]
    assert all(60 <= count <= 140 for count in counts), counts


def test_the_first_dealer_drawn_from_a_seed_is_fixed() -> None:
    """docs/rules.rst, "The deal": the first dealer is a seeded choice, and a seed must
    reproduce the game on every platform and version.  The first dealers of
    seeds 0 to 15, as drawn when this was written, are pinned here, so that
    a change to the drawing shows up as a deliberate one."""
    dealers = [hp.new_game(seed=seed).dealer for seed in range(16)]
    assert dealers == [3, 0, 2, 2, 2, 1, 0, 0, 3, 2, 0, 2, 0, 3, 3, 3]


def test_a_new_game_has_nothing_dealt_bid_played_or_scored(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """docs/rules.rst, "The deal": a game starts before its first deal, with the first
    dealer chosen and the scores at 0 to 0.

    A new game copies a template that hasenpfeffer._engine.start builds once, when
    it is imported.  The template is built again here and put in place, so
    that its builder is checked as it runs, not only through the copy made
    at import (see tests/MUTANTS.md, "Code run once, at import").
    """
    monkeypatch.setattr(start_module, "_NEW_GAME", start_module._new_game_value())
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
    # The play opens with no card led (docs/rules.rst, "The play" and
    # "Following suit"): the leader, left of dealer 3, may lead any card,
    # and then a player holding the suit led must follow it.  Seat 0 passes
    # and seat 1 makes the top bid at once.
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


def test_after_a_hand_dealt_by_seat_3_seat_0_deals() -> None:
    """docs/rules.rst, "The deal": the deal passes to the left after every hand.  Seat
    0, left of dealer 3, bid 6 and took six tricks: +6 to team 0."""
    state = rotated_sweep(STANDARD, dealer=3)
    assert state.phase is hp.Phase.DEAL
    assert state.dealer == 0 and state.scores == (6, 0)
    assert state.hand_results[-1].dealer == 3
    assert state.hand_results[-1].score_change == (6, 0)
    auction = state.auction
    assert auction is not None and auction.dealer == 3 and auction.maker == 0
    assert state.deal().to_act == 1

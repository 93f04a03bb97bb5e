"""SearchBot and its deal sampler in Three-Handed Euchre.

A player cannot see the other two hands nor the eight cards under the
upcard, which nobody sees; after an order-up the dealer's discard is known
to the dealer alone.  The upcard is seen by all: ordered up, it is in the
dealer's hand until the dealer plays it; turned down, it stays in the
kitty.  A sampled deal must agree with all of that and with the suits each
player has shown out of, hold each of the 24 cards once, and replay to a
state that the player sees exactly as it sees the real one.
"""

from __future__ import annotations

import random
from collections import Counter

import attrs
import pytest

import hasenpfeffer as hp
from hasenpfeffer.bots import SearchBot
from hasenpfeffer.bots._sampling import SampledDeal, sample_deal
from hasenpfeffer.bots._search import replay_deal, sample_state
from hasenpfeffer.integrations.sampling import consistent_history, shown_void

from .helpers import plays_so_far, same_position, shown_voids
from .three_handed_games import (
    BOTH_ALL_PASS,
    EUCHRE_DECK,
    THREE,
    dealt,
    play,
    play_position,
)


def check_deal(state: hp.GameState, seat: int, deal: SampledDeal) -> None:
    """``deal`` agrees with everything ``seat`` sees of ``state``."""
    upcard = state.upcard
    assert upcard is not None and state.trump is not None
    played_cards = [card for _, card in plays_so_far(state)]
    assert len(deal.hands) == 3
    assert deal.hands[seat] == state.hands[seat]
    assert [len(hand) for hand in deal.hands] == [len(hand) for hand in state.hands]
    for hand in deal.hands:
        assert list(hand) == sorted(hand)
    assert len(deal.kitty) == 9 and deal.kitty[0] == upcard
    assert list(deal.kitty[1:]) == sorted(deal.kitty[1:])
    assert deal.best_discards == ()
    everything = [*(card for hand in deal.hands for card in hand), *deal.kitty]
    everything += played_cards
    if state.discarded is not None:
        # ordered up: the upcard is the dealer's (held or played), and the
        # dealer's discard lies aside
        everything.remove(upcard)
        assert deal.discarded is not None and deal.discarded != upcard
        everything.append(deal.discarded)
        if upcard not in played_cards:
            assert upcard in deal.hands[state.dealer]
        if seat == state.dealer:
            assert deal.discarded == state.discarded
        else:
            assert deal.discarded not in state.hands[seat]
            assert deal.discarded not in played_cards
    else:
        assert deal.discarded is None
        assert all(upcard not in hand for hand in deal.hands)
    assert Counter(everything) == Counter(EUCHRE_DECK)
    for player, suits in shown_voids(state).items():
        for card in deal.hands[player]:
            assert hp.effective_suit(card, state.trump) not in suits


@pytest.mark.parametrize("rules", BOTH_ALL_PASS, ids=["stick", "redeal"])
def test_sampled_deals_agree_with_every_players_view(rules: hp.Rules) -> None:
    chooser = random.Random(f"three-handed deals {rules.all_pass}")
    seen: Counter[str] = Counter()
    for _ in range(80):
        state = play_position(chooser, rules)
        calls = [action for _, action in state.hand_history[:6]]
        if calls[:5] == [hp.Pass()] * 5 and isinstance(calls[5], hp.NameTrump):
            seen["stuck dealer"] += 1
        seen["ordered up" if state.discarded is not None else "turned down"] += 1
        if any(shown_voids(state).values()):
            seen["voids"] += 1
        for seat in range(3):
            view = state.view(seat)
            deal = sample_deal(view, chooser)
            check_deal(state, seat, deal)
            assert same_position(replay_deal(view, deal), view)
    assert seen["ordered up"] and seen["turned down"] and seen["voids"] >= 20
    if rules.all_pass is hp.AllPass.STICK_THE_DEALER:
        assert seen["stuck dealer"]


def test_a_sampled_state_is_the_players_position() -> None:
    chooser = random.Random("three-handed states")
    for _ in range(10):
        state = play_position(chooser)
        for seat in range(3):
            view = state.view(seat)
            guess = sample_state(view, chooser)
            assert same_position(guess, view)
            assert guess.kitty[0] == state.upcard
            if seat == state.to_act:
                assert guess.legal_actions() == state.legal_actions()


# Dealer seat 0 turns up the 9H; seat 1 orders it up and the dealer throws
# the TS.  Seat 1 leads first.
HANDS = ["9D 9C QS KD TS", "JH JD AD AH AC", "TH QH KH 9S TD"]


def ordered_up() -> hp.GameState:
    return dealt(HANDS, upcard="9H").name_trump("H").discard("TS")


def test_the_real_deal_replays_to_the_real_state() -> None:
    state = play(ordered_up(), "JH TH 9H JD")
    exact = SampledDeal(state.hands, state.discarded, state.kitty)
    for seat in range(3):
        again = replay_deal(state.view(seat), exact)
        assert again.hands == state.hands
        assert again.kitty == state.kitty
        assert again.discarded == state.discarded


def test_the_dealers_discard_is_one_of_the_unseen_cards_for_the_others() -> None:
    state = ordered_up()
    rng = random.Random(1)
    for seat in (1, 2):
        discards = {sample_deal(state.view(seat), rng).discarded for _ in range(200)}
        # any card but the seat's five and the upcard may have been thrown:
        # 24 - 5 - 1 = 18 of them
        assert len(discards) > 12
        assert hp.Card.parse("9H") not in discards
        assert not discards & set(state.hands[seat])
    dealer = {sample_deal(state.view(0), rng).discarded for _ in range(20)}
    assert dealer == {hp.Card.parse("TS")}


def test_the_cards_under_the_upcard_are_dealt_again_for_everyone() -> None:
    state = ordered_up()
    rng = random.Random(2)
    for seat in range(3):
        under: set[hp.Card] = set()
        for _ in range(50):
            deal = sample_deal(state.view(seat), rng)
            assert hp.Card.parse("9H") in deal.hands[0]
            under.update(deal.kitty[1:])
        # nobody sees them: each is drawn from the cards the seat has not seen
        assert not under & set(state.hands[seat])
        assert len(under) > 12


def test_a_turned_down_upcard_stays_in_the_kitty() -> None:
    state = dealt(HANDS, upcard="9H").pass_().pass_().pass_().name_trump("C")
    upcard = hp.Card.parse("9H")
    rng = random.Random(3)
    for seat in range(3):
        for _ in range(20):
            deal = sample_deal(state.view(seat), rng)
            assert deal.discarded is None and deal.kitty[0] == upcard
            assert all(upcard not in hand for hand in deal.hands)


# -- the bot -------------------------------------------------------------------


def march_position() -> hp.GameState:
    """Seat 1, the maker, has won three tricks (JH, JD, AD) and holds AH
    AC; the dealer, seat 0, threw a diamond on the JD, so it holds no
    trump; the KH, the last trump, is in seat 2's hand."""
    state = play(ordered_up(), "JH TH 9H JD QH 9D AD TD KD")
    assert state.tricks_won == (0, 3, 0) and state.to_act == 1
    return state


def test_every_deal_of_the_march_position_favours_the_trump() -> None:
    # The AH takes the last trump (wherever it is, the dealer has none),
    # and the AC then takes the last trick: five tricks in every deal.
    # The AC led first loses to the KH when seat 2 holds it.
    view = march_position().view(1)
    rng = random.Random(4)
    values = set()
    for _ in range(40):
        solution = hp.solve(sample_state(view, rng))
        moves = {str(play): tricks for play, tricks in solution.move_values}
        assert moves["play AH"] == 5
        values.add(moves["play AC"])
    assert values == {4, 5}


@pytest.mark.parametrize("seed", range(3))
def test_search_bot_leads_the_trump_to_march(seed: int) -> None:
    state = march_position()
    assert SearchBot(samples=6, seed=seed).choose(state.view(1)) == hp.Play(
        hp.Card.parse("AH")
    )


def test_search_bot_plays_the_same_with_the_same_seed() -> None:
    chooser = random.Random("three-handed seeds")
    checked = 0
    while checked < 6:
        state = play_position(chooser, THREE)
        if len(state.legal_actions()) == 1:
            continue
        first = SearchBot(samples=3, seed=checked).choose(state)
        assert first in state.legal_actions()
        assert SearchBot(samples=3, seed=checked).choose(state) == first
        checked += 1


# -- the integrations' sampler -----------------------------------------------------


def test_the_integrations_deals_replay_to_the_players_view() -> None:
    chooser = random.Random("three-handed histories")
    for _ in range(40):
        state = play_position(chooser)
        assert set(shown_void(state)) == {0, 1, 2}
        for seat in range(3):
            deal, decisions = consistent_history(state, seat, chooser)
            assert len(deal.hands) == 3 and len(deal.kitty) == 9
            assert deal.kitty[0] == state.upcard
            cards_dealt = [*(card for hand in deal.hands for card in hand)]
            assert Counter([*cards_dealt, *deal.kitty]) == Counter(EUCHRE_DECK)
            again = hp.new_game(THREE, dealer=state.dealer, seed=0).deal(
                hands=deal.hands, kitty=deal.kitty
            )
            for actor, action in decisions:
                again = again.apply(action, seat=actor)
            assert again.view(seat) == attrs.evolve(state.view(seat), hand_number=1)

"""The samplers of hidden cards under ``widow=Widow.UNUSED``
(docs/rules.rst, "The widow left unused"): the widow lies face down all
hand and nobody sees it, so for every seat, the maker included, it is one
of the unseen cards, and nobody discarded.  A deal drawn for a seat must
keep the seat's own cards and the cards played, give each other seat as
many cards as it holds, and put any unseen card in the widow.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import hasenpfeffer as hp
from hasenpfeffer.bots import SearchBot
from hasenpfeffer.bots._sampling import sample_deal
from hasenpfeffer.bots._search import replay_deal, sample_state
from hasenpfeffer.bots._search_auction import sample_position
from hasenpfeffer.integrations.sampling import consistent_deal, consistent_history

UNUSED = hp.Rules(widow=hp.Widow.UNUSED)
UNUSED_LONE = hp.Rules(widow=hp.Widow.UNUSED, lone_hands=True)


def in_play(seed: int, rules: hp.Rules = UNUSED, plays: int = 2) -> hp.GameState:
    """Hand 1 after seat 1's bid of three, trump named and ``plays`` cards."""
    state = hp.new_game(rules, seed=seed, dealer=0).deal().bid(3)
    state = state.pass_().pass_().pass_().name_trump(hp.Suit.HEARTS)
    if state.phase is hp.Phase.ALONE:
        state = state.pass_()
    chooser = random.Random(seed)
    for _ in range(plays):
        state = state.apply(chooser.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_consistent_deals_keep_the_widow_unseen_for_every_seat(seat: int) -> None:
    state = in_play(1)
    widows: Counter[hp.Card] = Counter()
    chooser = random.Random(seat)
    for _ in range(300):
        deal, discard = consistent_deal(state, seat, chooser)
        assert discard is None  # nobody discarded
        assert deal.hands[seat] == state.deals[-1].hands[seat]
        assert deal.widow is not None
        widows[deal.widow] += 1
        again = hp.new_game(UNUSED, seed=0, dealer=0).deal(
            hands=deal.hands, widow=deal.widow
        )
        for actor, action in state.hand_history:
            again = again.apply(action, seat=actor)
        assert again.view(seat) == state.view(seat)
    seen = set(state.view(seat).hand) | {card for _, card in state.current_trick}
    # The widow may be any card the seat has not seen: the maker too, who
    # never picked it up, finds the real widow among the guesses.
    assert state.widow in widows
    assert not seen & set(widows)
    assert len(widows) == 25 - len(state.view(seat).hand) - len(state.current_trick)


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_consistent_histories_have_no_discard(seat: int) -> None:
    state = in_play(2, UNUSED_LONE, plays=3)
    deal, decisions = consistent_history(state, seat, random.Random(seat))
    assert not any(isinstance(action, hp.Discard) for _, action in decisions)
    again = hp.new_game(UNUSED_LONE, seed=0, dealer=0).deal(
        hands=deal.hands, widow=deal.widow
    )
    for actor, action in decisions:
        again = again.apply(action, seat=actor)
    assert again.view(seat) == state.view(seat)


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_the_search_bots_deals_put_the_widow_aside(seat: int) -> None:
    state = in_play(3)
    view = state.view(seat)
    widows = set()
    for number in range(200):
        guess = sample_deal(view, random.Random(number))
        assert guess.discarded is None and guess.widow is not None
        assert guess.hands[seat] == view.hand
        assert [len(hand) for hand in guess.hands] == list(view.hand_sizes)
        widows.add(guess.widow)
        replayed = replay_deal(view, guess)
        assert replayed.view(seat) == view
        assert replayed.widow == guess.widow
    assert state.widow in widows  # the maker does not know it either


def test_the_search_bot_samples_the_joker_with_its_holder() -> None:
    """Under AllPass.JOKER_BIDS too: the Joker's holder, made to bid, has
    the Joker in hand, never in the widow (it discards nothing)."""
    rules = hp.Rules(all_pass=hp.AllPass.JOKER_BIDS, widow=hp.Widow.UNUSED)
    for seed in range(12):
        state = hp.new_game(rules, seed=seed, dealer=0).deal()
        state = state.pass_().pass_().pass_().pass_()
        if state.to_act is None:
            continue  # the Joker was the widow: thrown in
        holder = state.to_act
        state = state.bid(3).name_trump(hp.Suit.SPADES)
        for seat in range(4):
            if seat == holder:
                continue
            view = state.view(seat)
            for number in range(20):
                guess = sample_deal(view, random.Random(number))
                assert hp.JOKER in guess.hands[holder] and guess.widow != hp.JOKER
                deal, _ = consistent_deal(state, seat, random.Random(number))
                assert hp.JOKER in deal.hands[holder] and deal.widow != hp.JOKER


def test_sample_state_and_the_auction_search_replay_the_hand() -> None:
    state = in_play(4)
    guess = sample_state(state.view(2), random.Random(1))
    assert guess.view(2).legal_actions() == state.view(2).legal_actions()
    assert guess.discarded is None
    before_play = hp.new_game(UNUSED_LONE, seed=5, dealer=0).deal().bid(3)
    before_play = before_play.pass_().pass_().pass_()
    for position in (before_play, before_play.name_trump(hp.Suit.CLUBS)):
        maker = position.to_act
        assert maker is not None
        sampled = sample_position(position.view(maker), random.Random(2))
        assert sampled.view(maker) == position.view(maker)
        assert sampled.widow is not None and sampled.widow not in sampled.hands[maker]


def test_search_bots_play_whole_hands() -> None:
    rules = hp.Rules(widow=hp.Widow.UNUSED, lone_hands=True, target_score=3)
    bot = SearchBot(samples=2, seed=1, search_auction=True)
    state = hp.new_game(rules, seed=6, dealer=0)
    while state.phase is not hp.Phase.GAME_OVER and state.hand_number < 4:
        if state.to_act is None:
            state = state.deal()
            continue
        state = state.apply(bot.choose(state.view(state.to_act)))
    assert state.hand_number >= 1

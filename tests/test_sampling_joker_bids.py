"""The samplers of hidden cards under ``AllPass.JOKER_BIDS``
(docs/rules.rst, "When everybody passes"): when all four pass, the player
holding the Joker is asked to bid three in front of the table, so every
seat knows who was dealt the Joker.  A deal drawn for another seat must
keep it with that player (in the hand, or in the maker's discard), and
stay uniform among the deals that do.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import hasenpfeffer as hp
from hasenpfeffer._engine.hidden import joker_holder_shown, split_placing
from hasenpfeffer.bots._sampling import sample_deal
from hasenpfeffer.bots._search import sample_state
from hasenpfeffer.integrations.sampling import consistent_deal, consistent_history
from tests.test_sampling_search import indices
from tests.test_sampling_uniform import check_uniform, every_split

JOKER_BIDS = hp.Rules(all_pass=hp.AllPass.JOKER_BIDS)
JOKER = hp.JOKER


def forced(seed: int) -> hp.GameState | None:
    """Hand 1 of a game under JOKER_BIDS after four passes and the Joker's
    holder's bid of three (``None`` when the Joker is the widow)."""
    state = hp.new_game(JOKER_BIDS, seed=seed, dealer=seed % 4).deal()
    for _ in range(4):
        state = state.pass_()
    if state.to_act is None:
        return None
    return state.bid(3)


def played_on(state: hp.GameState, seed: int, decisions: int) -> hp.GameState:
    choose = random.Random(seed)
    for _ in range(decisions):
        if state.to_act is None:
            break
        state = state.apply(choose.choice(state.legal_actions()))
    return state


def test_the_auction_shows_who_holds_the_joker() -> None:
    state = hp.new_game(JOKER_BIDS, seed=2, dealer=0).deal()
    assert joker_holder_shown(state.auction) is None
    for _ in range(4):
        state = state.pass_()
    assert JOKER in state.hands[2]
    assert joker_holder_shown(state.auction) == 2  # asked to bid
    assert joker_holder_shown(state.bid(3).auction) == 2  # and the maker
    # A hand thrown in with the Joker in the widow shows no holder.
    thrown = hp.new_game(JOKER_BIDS, seed=3, dealer=0).deal()
    for _ in range(4):
        thrown = thrown.pass_()
    assert thrown.hand_results[-1].thrown_in
    # Without the option four passes throw the hand in: no holder shown.
    plain = hp.new_game(seed=2, dealer=0).deal()
    for _ in range(4):
        plain = plain.pass_()
    assert plain.hand_results[-1].thrown_in


def test_a_placed_card_is_uniform_among_the_splits_that_place_it() -> None:
    # The Joker (a spade, spades trump) must be in slot 2; slot 0 is void
    # in clubs.  Of the 18 splits that respect the void, the 6 that put
    # the Joker in slot 2 are equally likely.
    pool = indices("9C", "TC", "9D", "AS", "Joker")
    sizes, voids = [1, 2, 2], [0b0001, 0, 0]
    trump = hp.Suit.SPADES
    joker = JOKER.index
    consistent = every_split(pool, sizes, voids, trump)
    support = [split for split in consistent if joker in split[2]]
    assert (len(consistent), len(support)) == (18, 6)
    rng = random.Random(5)

    def draw() -> tuple[tuple[int, ...], ...]:
        split = split_placing(pool, sizes, voids, trump, rng, joker, [2])
        return tuple(tuple(slot) for slot in split)

    check_uniform(draw, support, 3_000)


def test_a_card_that_no_split_can_place_is_refused() -> None:
    pool = indices("9C", "Joker")
    with pytest.raises(hp.InvalidValueError) as refused:
        split_placing(pool, [2, 0], [0, 0], None, random.Random(1), JOKER.index, [1])
    assert str(refused.value) == (
        f"no split of the unseen cards puts card {JOKER.index} in slots [1]"
    )


SEEDS = [seed for seed in range(16) if forced(seed) is not None][:12]
"""Seeds whose deal puts the Joker in a hand, not the widow."""


@pytest.mark.parametrize("seed", SEEDS)
def test_a_consistent_deal_keeps_the_joker_with_its_holder(seed: int) -> None:
    state = forced(seed)
    assert state is not None
    holder = state.maker
    assert holder is not None
    state = played_on(state, seed, 2 + seed % 7)
    for seat in range(4):
        if seat == holder:
            continue
        for draw in range(8):
            chooser = random.Random(100 * seed + draw)
            deal, history = consistent_history(state, seat, chooser)
            # The holder was dealt the Joker, and it is not the widow.
            assert JOKER in deal.hands[holder]
            assert deal.widow != JOKER
            again = hp.new_game(JOKER_BIDS, seed=seed, dealer=state.dealer).deal(
                hands=deal.hands, widow=deal.widow
            )
            for actor, action in history:
                again = again.apply(action, seat=actor)
            assert again.view(seat) == state.view(seat)


def test_the_search_bots_deals_keep_the_joker_with_the_maker() -> None:
    # The Joker's holder bids three, names spades and keeps the Joker.
    state = forced(2)
    assert state is not None and state.maker is not None
    maker = state.maker
    state = state.name_trump("S")
    state = state.discard(next(card for card in state.hands[maker] if card != JOKER))
    state = played_on(state, 2, 1)
    assert JOKER not in {card for _, card in state.current_trick}
    places: Counter[str] = Counter()
    rng = random.Random(7)
    other = (maker + 1) % 4
    for _ in range(300):
        guess = sample_deal(state.view(other), rng)
        if JOKER in guess.hands[maker]:
            places["hand"] += 1
        else:
            assert guess.discarded == JOKER
            places["discard"] += 1
    # The maker holds five or six unseen cards to the discard's one: most
    # deals put the Joker in the hand, and some in the discard.
    assert places["hand"] > places["discard"] > 0
    # The maker's own view knows where the Joker is.
    assert JOKER in sample_deal(state.view(maker), rng).hands[maker]


def test_the_deal_before_the_holders_bid_keeps_the_joker_in_hand() -> None:
    state = hp.new_game(JOKER_BIDS, seed=2, dealer=0).deal()
    for _ in range(4):
        state = state.pass_()
    assert state.to_act == 2
    for draw in range(20):
        deal, _ = consistent_deal(state, 1, random.Random(draw))
        assert JOKER in deal.hands[2] and deal.widow != JOKER


@pytest.mark.parametrize("seed", SEEDS[:6])
def test_the_search_bots_states_replay_the_forced_bid(seed: int) -> None:
    # sample_state deals the sampled cards and replays the hand: the
    # Joker must be dealt to its holder, never be the widow, even when the
    # deal drawn puts it in the maker's discard.
    state = forced(seed)
    assert state is not None and state.maker is not None
    maker = state.maker
    state = state.name_trump("S")
    state = state.discard(next(card for card in state.hands[maker] if card != JOKER))
    state = played_on(state, seed, 1 + seed % 5)
    rng = random.Random(seed)
    for seat in range(4):
        view = state.view(seat)
        for _ in range(20):
            guess = sample_state(view, rng)
            assert guess.view(seat).hand == view.hand
            assert guess.current_trick == state.current_trick
            assert guess.view(seat).legal_actions() == view.legal_actions()
            assert guess.deals[-1].widow != JOKER

"""Perft: the number of sequences of legal decisions from a position.

docs/perft.rst.  The counts of the first decisions of a hand are worked out
by hand from the rules; deeper counts are checked against the reference
engine of ``tests/reference_engine.py``, which knows nothing of the
library's legal actions, over random positions of every game; and a count
always equals the sum of its division by the first decision.
"""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hasenpfeffer as hp
from tests.reference_engine import ReferenceGame

GAMES = [
    hp.Rules(),
    hp.Rules(bidding=hp.Bidding.PEPPER, lone_hands=True, lone_defender=True),
    hp.Rules(widow=hp.Widow.UNUSED, all_pass=hp.AllPass.JOKER_BIDS),
    hp.Rules(game=hp.Game.EUCHRE, lone_defender=True),
    hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE),
    hp.Rules(game=hp.Game.RAILROAD_EUCHRE),
    hp.Rules(game=hp.Game.BID_EUCHRE, call_for_best=True),
]


def dealt(rules: hp.Rules) -> hp.GameState:
    return hp.new_game(rules, seed=1, dealer=0).deal()


def test_the_first_calls_of_hasenpfeffer() -> None:
    # docs/rules.rst, "The auction": seat 1 passes or bids 1 to 6 (7); the
    # next seat passes or bids higher, and a bid of 6 ends the auction, its
    # maker naming one of four suits: 7 + (6 + 5 + 4 + 3 + 2) + 4 = 31.
    state = dealt(hp.Rules())
    assert [hp.perft(state, depth) for depth in range(3)] == [1, 7, 31]


@pytest.mark.parametrize(
    "game", [hp.Game.EUCHRE, hp.Game.THREE_HANDED_EUCHRE, hp.Game.RAILROAD_EUCHRE]
)
def test_the_first_calls_of_the_euchres(game: hp.Game) -> None:
    # docs/euchre.rst, "The auction: ordering up and naming trump": pass or
    # order up (2); after a pass the
    # next seat has the same two, after an order-up the dealer discards one
    # of its five own cards, never the upcard: 2 + 5 = 7.
    state = dealt(hp.Rules(game=game))
    assert state.upcard != hp.JOKER  # a Joker upcard proposes a suit
    assert [hp.perft(state, depth) for depth in range(3)] == [1, 2, 7]


def test_the_first_calls_of_bid_euchre() -> None:
    # docs/bid_euchre.rst: pass, bid 3 to 6 or the moon (6); then pass, a
    # higher bid or the moon: after a pass 6, after 3 to 6 five, four,
    # three, two; the moon ends the auction and its maker names a suit or
    # no trump (5): 6 + 5 + 4 + 3 + 2 + 5 = 25.
    state = dealt(hp.Rules(game=hp.Game.BID_EUCHRE))
    assert [hp.perft(state, depth) for depth in range(3)] == [1, 6, 25]
    divided = {
        str(action): count for action, count in hp.perft_divide(state, 2).items()
    }
    assert divided == {
        "pass": 6,
        "bid 3": 5,
        "bid 4": 4,
        "bid 5": 3,
        "bid 6": 2,
        "moon": 5,
    }


def test_the_last_trick_is_one_sequence() -> None:
    # Four cards left, one in each hand: the last trick can go one way only,
    # and the finished hand ends the sequence however deep the count.
    state = dealt(hp.Rules()).bid(6).name_trump("H")
    state = state.discard(state.legal_actions()[0].card)  # type: ignore[union-attr]
    while sum(len(hand) for hand in state.hands) > 4:
        state = state.apply(state.legal_actions()[0])
    assert [hp.perft(state, depth) for depth in (1, 4, 9)] == [1, 1, 1]


def test_nobody_to_act_has_no_sequence_but_the_empty_one() -> None:
    for state in (hp.new_game(seed=1, dealer=0), finished_hand()):
        assert [hp.perft(state, depth) for depth in (0, 1, 5)] == [1, 0, 0]
        assert hp.perft_divide(state, 3) == {}
    assert hp.perft_divide(dealt(hp.Rules()), 0) == {}


def finished_hand() -> hp.GameState:
    state = dealt(hp.Rules()).bid(6).name_trump("H")
    while state.to_act is not None:
        state = state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize("depth", [-1, 65, 1.5, True, "2", None])
def test_a_depth_out_of_range_is_refused(depth: object) -> None:
    with pytest.raises(hp.InvalidValueError, match="depth"):
        hp.perft(dealt(hp.Rules()), depth)  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match="depth"):
        hp.perft_divide(dealt(hp.Rules()), depth)  # type: ignore[arg-type]


def test_a_state_is_required() -> None:
    with pytest.raises(hp.InvalidValueError, match="GameState"):
        hp.perft(dealt(hp.Rules()).view(1), 1)  # type: ignore[arg-type]


def reference_of(state: hp.GameState) -> ReferenceGame:
    """The reference engine at ``state``'s position in its hand."""
    deal = state.deals[-1]
    game = ReferenceGame(state.rules, state.dealer)
    game.deal(list(deal.hands), deal.widow, kitty=list(deal.kitty))
    for _, action in state.hand_history:
        game.apply(action)
    return game


def reference_perft(game: ReferenceGame, depth: int) -> int:
    if depth == 0 or game.phase in ("DEAL", "GAME_OVER"):
        return 1
    total = 0
    for action in game.legal_actions():
        after = copy.deepcopy(game)
        after.apply(action)
        total += reference_perft(after, depth - 1)
    return total


@st.composite
def positions(draw: st.DrawFn) -> hp.GameState:
    """A position of some game, after random decisions in its first hand."""
    rules = draw(st.sampled_from(GAMES))
    rng = random.Random(draw(st.integers(0, 2**32)))
    state = hp.new_game(rules, seed=draw(st.integers(0, 10**6)), dealer=0).deal()
    for _ in range(draw(st.integers(0, 40))):
        after = state.apply(rng.choice(state.legal_actions()))
        if after.to_act is None:
            break  # a position in the hand, for the reference engine
        state = after
    return state


@settings(max_examples=60, deadline=None)
@given(positions(), st.integers(0, 3))
def test_perft_matches_the_reference_engine(state: hp.GameState, depth: int) -> None:
    assert hp.perft(state, depth) == reference_perft(reference_of(state), depth)


@settings(max_examples=60, deadline=None)
@given(positions(), st.integers(1, 4))
def test_perft_is_the_sum_of_its_division(state: hp.GameState, depth: int) -> None:
    divided = hp.perft_divide(state, depth)
    assert list(divided) == list(state.legal_actions())
    assert sum(divided.values()) == hp.perft(state, depth)


@pytest.mark.parametrize("game", list(hp.Game))
def test_the_tables_start_as_the_reference_counts(game: hp.Game) -> None:
    # The positions of docs/perft.rst, to depth 4 on the reference engine.
    state = dealt(hp.Rules(game=game))
    reference = reference_of(state)
    assert [hp.perft(state, depth) for depth in range(1, 5)] == [
        reference_perft(reference, depth) for depth in range(1, 5)
    ]

"""The auction's graph (``AUCTION_NODES``), which the game state reads
instead of applying the auction's rules call by call: every node reachable
under each rule form must say exactly what the public auction functions
say about the same position, and the state must find its nodes however it
was made (a new process, a pickle).  The rules: docs/rules.rst,
"The auction" and "When everybody passes"."""

from __future__ import annotations

import pickle

import pytest

import hasenpfeffer as hp
from hasenpfeffer.auction import (
    AUCTION_NODES,
    NODE_AFTER,
    NODE_CALLS,
    NODE_CODE,
    NODE_HIGH_BID,
    NODE_HIGH_BIDDER,
    NODE_PASSED,
    NODE_TO_ACT,
    Auction,
    AuctionNode,
    after_call,
    auction_code,
    auction_form,
    forced_bid_code,
    legal_calls,
    open_auction,
    opening_code,
)

FORMS = [
    hp.Rules(),
    hp.Rules(all_pass=hp.AllPass.STICK_THE_DEALER),
    hp.Rules(bidding=hp.Bidding.PEPPER),
    hp.Rules(bidding=hp.Bidding.PEPPER, all_pass=hp.AllPass.STICK_THE_DEALER),
]


def passed_mask(auction: Auction) -> int:
    return sum(1 << seat for seat, passed in enumerate(auction.passed) if passed)


def assert_same_position(node: AuctionNode, auction: Auction) -> None:
    assert node[NODE_TO_ACT] == auction.to_act
    assert node[NODE_HIGH_BID] == auction.high_bid
    assert node[NODE_HIGH_BIDDER] == auction.high_bidder
    assert node[NODE_PASSED] == passed_mask(auction)


@pytest.mark.parametrize("rules", FORMS, ids=["standard", "stick", "pepper", "both"])
def test_every_node_agrees_with_the_auction_functions(rules: hp.Rules) -> None:
    positions = 0
    for dealer in range(4):
        pending = [(open_auction(dealer), AUCTION_NODES[opening_code(dealer, rules)])]
        while pending:
            auction, node = pending.pop()
            positions += 1
            assert_same_position(node, auction)
            assert AUCTION_NODES[node[NODE_CODE]] is node
            calls = legal_calls(auction, rules)
            assert node[NODE_CALLS] == calls
            assert len(node[NODE_AFTER]) == len(calls)
            for call, after in zip(calls, node[NODE_AFTER], strict=True):
                pending.append((after_call(auction, rules, call), after))
    # Many orders of calls lead to the same position: far more paths than
    # the 204 to 237 nodes of a form.
    assert positions > 1000


JOKER_BIDS_FORMS = [
    hp.Rules(all_pass=hp.AllPass.JOKER_BIDS),
    hp.Rules(bidding=hp.Bidding.PEPPER, all_pass=hp.AllPass.JOKER_BIDS),
]


def test_forms_are_numbered_by_bidding_and_all_pass() -> None:
    assert [auction_form(rules) for rules in FORMS] == [0, 1, 2, 3]
    # The forms of JOKER_BIDS come after the first four, which keep their
    # numbers.
    assert [auction_form(rules) for rules in JOKER_BIDS_FORMS] == [4, 5]
    # Options the auction does not read leave the form as it is.
    assert auction_form(hp.Rules(lone_hands=True, target_score=21)) == 0


def test_the_code_of_a_position_is_its_documented_digits() -> None:
    """A code is part of a pickled state's layout, so it is pinned: from the
    top, the form, who has passed (a 4-bit mask), the high bidder (4 for
    none), the high bid's rank (0 for none, 7 and 8 for the peppers) and the
    seat to call (4 for none), in radices 16, 5, 9 and 5."""
    assert (
        auction_code((2, hp.Bid(3), 1, 0b0001), 1)
        == (((1 * 16 + 1) * 5 + 1) * 9 + 3) * 5 + 2
    )
    assert auction_code((None, None, None, 0b1111), 0) == ((15 * 5 + 4) * 9) * 5 + 4
    assert (
        auction_code((0, hp.BIG_PEPPER, 3, 0b0110), 3)
        == (((3 * 16 + 6) * 5 + 3) * 9 + 8) * 5
    )
    assert (
        auction_code((3, hp.LITTLE_PEPPER, 2, 0), 2)
        == (((2 * 16) * 5 + 2) * 9 + 7) * 5 + 3
    )


def test_codes_are_distinct_across_forms_and_dealers() -> None:
    codes = {opening_code(dealer, rules) for rules in FORMS for dealer in range(4)}
    assert len(codes) == 16


def test_a_code_no_auction_reaches_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        AUCTION_NODES[-1]
    with pytest.raises(KeyError):
        AUCTION_NODES[10**6]
    # In a form's range, but nobody to call with no bid and nobody passed.
    with pytest.raises(KeyError) as raised:
        AUCTION_NODES[opening_code(0, hp.Rules()) + 3]
    assert raised.value.args == (opening_code(0, hp.Rules()) + 3,)
    # The first code past the last form's.
    with pytest.raises(KeyError) as raised:
        AUCTION_NODES[4 * 16 * 5 * 9 * 5]
    assert raised.value.args == (4 * 16 * 5 * 9 * 5,)


def test_a_state_finds_its_nodes_after_they_are_forgotten() -> None:
    """A state unpickled in a new process finds an empty table: the first
    look-up works the graph out again."""
    rules = hp.Rules(bidding=hp.Bidding.PEPPER)
    state = hp.new_game(rules, seed=3, dealer=0).deal().bid(2)
    data = pickle.dumps(state)
    saved = dict(AUCTION_NODES)
    AUCTION_NODES.clear()
    try:
        restored = pickle.loads(data)
        assert restored == state
        assert restored.high_bid == hp.Bid(2)
        assert [str(call) for call in restored.legal_actions()] == [
            "pass",
            "bid 3",
            "bid 4",
            "bid 5",
            "little pepper",
            "big pepper",
        ]
        after = restored.apply(hp.BIG_PEPPER)
        assert after.phase is hp.Phase.TRUMP and after.maker == 2
    finally:
        AUCTION_NODES.update(saved)


def test_an_equal_call_that_is_another_object_takes_the_same_step() -> None:
    """The state matches a call against the legal calls by identity first;
    an equal call made by the caller must lead to the same position."""
    state = hp.new_game(seed=3, dealer=0).deal()
    shared = state.legal_actions()[3]
    assert shared == hp.Bid(3) and shared is not hp.Bid(3)
    assert state.apply(hp.Bid(3)) == state.apply(shared)
    assert state.apply(hp.Bid(3)).high_bid == hp.Bid(3)
    assert state.apply(hp.Bid(3)).history == ((1, hp.Bid(3)),)


@pytest.mark.parametrize("rules", JOKER_BIDS_FORMS, ids=["standard", "pepper"])
def test_the_jokers_holder_has_a_node_with_one_call(rules: hp.Rules) -> None:
    # docs/rules.rst, "When everybody passes": after four passes the
    # Joker's holder, any seat, has one call, a bid of three, which ends
    # the auction with that seat as the maker.
    for seat in range(4):
        node = AUCTION_NODES[forced_bid_code(seat, rules)]
        assert node[:4] == (seat, None, None, 0b1111)
        assert node[NODE_CALLS] == (hp.Bid(3),)
        (after,) = node[NODE_AFTER]
        assert after[:4] == (None, hp.Bid(3), seat, 0b1111)
        assert after[NODE_CALLS] == ()
    # The other positions are those of REDEAL, four passes ending the calls.
    for dealer in range(4):
        node = AUCTION_NODES[opening_code(dealer, rules)]
        for _ in range(4):
            node = node[NODE_AFTER][node[NODE_CALLS].index(hp.Pass())]
        assert node[:4] == (None, None, None, 0b1111)

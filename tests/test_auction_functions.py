"""The auction's pure functions (``hasenpfeffer.auction``), driven directly:
turn order, final passes, the end of the auction, and the explanations
for calls that are not open.  Expected values come from docs/rules.rst,
"The auction".
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

import hasenpfeffer as hp
from hasenpfeffer.auction import (
    Auction,
    after_call,
    bid_ladder,
    explain_illegal_call,
    legal_calls,
    must_bid,
    open_auction,
    top_bid,
)
from hasenpfeffer.order_up import OrderUpRule, order_up_calls, order_up_refusal
from tests.helpers import exactly

STANDARD = hp.Rules()
PEPPER = hp.Rules(bidding=hp.Bidding.PEPPER)
STICK = hp.Rules(all_pass=hp.AllPass.STICK_THE_DEALER)


def run(rules: hp.Rules, calls: Sequence[hp.Call], dealer: int = 0) -> Auction:
    auction = open_auction(dealer)
    for call in calls:
        assert call in legal_calls(auction, rules), (call, auction)
        auction = after_call(auction, rules, call)
    return auction


def test_bidding_starts_left_of_the_dealer() -> None:
    for dealer in range(4):
        auction = open_auction(dealer)
        assert auction.to_act == (dealer + 1) % 4
        assert not auction.is_over and auction.maker is None
        assert not auction.thrown_in


def test_the_ladders() -> None:
    assert [str(bid) for bid in bid_ladder(STANDARD)] == [
        f"bid {tricks}" for tricks in range(1, 7)
    ]
    # In pepper bidding a plain 6 is not a bid.
    assert hp.Bid(6) not in bid_ladder(PEPPER)
    assert top_bid(STANDARD) == hp.Bid(6)
    assert top_bid(PEPPER) == hp.BIG_PEPPER


def test_a_pass_is_final_and_three_passes_end_it() -> None:
    passed = hp.Pass()
    auction = run(STANDARD, [hp.Bid(1), passed, hp.Bid(2), passed])
    # seat 2 passed: after seat 0 passes, seat 1 is next again, not seat 2
    assert auction.to_act == 1
    assert auction.high_bid == hp.Bid(2) and auction.high_bidder == 3
    assert auction.maker is None
    auction = after_call(auction, STANDARD, passed)
    assert auction.is_over and auction.maker == 3 and not auction.thrown_in
    assert auction.passed == (True, True, True, False)
    # Round the table again: seat 2 passed, so after seat 1 outbids, the
    # turn goes over seat 2 to seat 3; after seat 3 it comes back to seat 0.
    auction = run(STANDARD, [hp.Bid(1), passed, hp.Bid(2), hp.Bid(3), hp.Bid(4)])
    assert auction.to_act == 3 and auction.high_bidder == 1
    auction = after_call(auction, STANDARD, hp.Bid(5))
    assert auction.to_act == 0 and auction.high_bidder == 3


def test_four_passes_throw_the_hand_in() -> None:
    auction = run(STANDARD, [hp.Pass()] * 4, dealer=2)
    assert auction.is_over and auction.thrown_in and auction.maker is None
    assert [seat for seat, _ in auction.calls] == [3, 0, 1, 2]


def test_the_top_bid_ends_the_auction_at_once() -> None:
    auction = run(STANDARD, [hp.Bid(6)])
    assert auction.is_over and auction.maker == 1
    auction = run(PEPPER, [hp.Pass(), hp.BIG_PEPPER])
    assert auction.is_over and auction.maker == 2
    # little pepper can still be overcalled by big pepper
    auction = run(PEPPER, [hp.LITTLE_PEPPER])
    assert auction.to_act == 2
    assert legal_calls(auction, PEPPER) == (hp.Pass(), hp.BIG_PEPPER)


def test_an_auction_that_is_over_takes_no_calls() -> None:
    auction = run(STANDARD, [hp.Bid(3), hp.Pass(), hp.Pass(), hp.Pass()])
    assert legal_calls(auction, STANDARD) == ()
    with pytest.raises(hp.IllegalActionError, match=r"^the auction is over"):
        after_call(auction, STANDARD, hp.Pass())
    for call in (hp.Pass(), hp.Bid(4)):
        assert explain_illegal_call(auction, STANDARD, call) == (
            "the auction is over: no more calls"
        )


def test_stick_the_dealer() -> None:
    auction = run(STICK, [hp.Pass()] * 3, dealer=1)
    assert auction.to_act == 1 and must_bid(auction, STICK)
    assert hp.Pass() not in legal_calls(auction, STICK)
    assert legal_calls(auction, STICK) == tuple(bid_ladder(STICK))
    assert explain_illegal_call(auction, STICK, hp.Pass()).startswith(
        "stick the dealer"
    )
    # without the option the same position may pass
    assert not must_bid(run(STANDARD, [hp.Pass()] * 3), STANDARD)
    # and once someone has bid the dealer may pass as usual
    auction = run(STICK, [hp.Bid(1), hp.Pass(), hp.Pass()])
    assert not must_bid(auction, STICK)


def test_explanations_of_bids_that_are_not_open() -> None:
    auction = run(STANDARD, [hp.Bid(3)])
    assert "does not beat bid 3" in explain_illegal_call(auction, STANDARD, hp.Bid(3))
    assert "pepper bid" in explain_illegal_call(auction, STANDARD, hp.BIG_PEPPER)
    pepper = run(PEPPER, [hp.Bid(2)])
    assert "plain bid of 6 is not a bid" in explain_illegal_call(
        pepper, PEPPER, hp.Bid(6)
    )


def test_no_call_is_open_once_the_auction_is_over() -> None:
    # Called directly, the explanation covers an auction that has ended.
    auction = open_auction(dealer=0)
    for _ in range(4):
        auction = after_call(auction, STANDARD, hp.Pass())
    assert auction.is_over and legal_calls(auction, STANDARD) == ()
    for call in (hp.Pass(), hp.Bid(3), hp.Bid(6)):
        assert explain_illegal_call(auction, STANDARD, call) == (
            "the auction is over: no more calls"
        )


def test_no_call_is_made_after_the_auction() -> None:
    auction = open_auction(dealer=0)
    auction = after_call(auction, STANDARD, hp.Bid(6))
    assert auction.is_over and auction.maker == 1
    with pytest.raises(
        hp.IllegalActionError, match=exactly("the auction is over: no more calls")
    ):
        after_call(auction, STANDARD, hp.Pass())


def test_the_auction_remembers_its_dealer() -> None:
    auction = open_auction(dealer=2)
    assert auction.dealer == 2 and auction.to_act == 3
    for call in (hp.Bid(1), hp.Pass(), hp.Bid(2)):
        auction = after_call(auction, STANDARD, call)
        assert auction.dealer == 2
    assert auction.calls == ((3, hp.Bid(1)), (0, hp.Pass()), (1, hp.Bid(2)))


EVERY_CALL: tuple[hp.Call, ...] = (
    hp.Pass(),
    *(hp.Bid(tricks) for tricks in range(1, 7)),
    hp.LITTLE_PEPPER,
    hp.BIG_PEPPER,
)


@pytest.mark.parametrize(
    "rules",
    [
        STANDARD,
        PEPPER,
        STICK,
        hp.Rules(bidding=hp.Bidding.PEPPER, all_pass=STICK.all_pass),
    ],
    ids=["standard", "pepper", "stick", "pepper-stick"],
)
def test_one_check_decides_and_explains_every_call(rules: hp.Rules) -> None:
    # Over every auction the rules can reach, each call is either legal
    # (open, accepted, and with no rule to name) or refused with the words
    # that explain it: the decision and the explanation are one check.
    positions = 0
    pending = [open_auction(dealer) for dealer in range(4)]
    while pending:
        auction = pending.pop()
        positions += 1
        legal = legal_calls(auction, rules)
        for call in EVERY_CALL:
            if call in legal:
                with pytest.raises(hp.InvalidValueError, match="is legal now"):
                    explain_illegal_call(auction, rules, call)
                pending.append(after_call(auction, rules, call))
                continue
            reason = explain_illegal_call(auction, rules, call)
            with pytest.raises(hp.IllegalActionError) as refused:
                after_call(auction, rules, call)
            assert str(refused.value) == reason
    # Each form's ladder has as many bids as the form allows (6 or 7),
    # so the count of positions differs between the forms but is never
    # just the four openings.
    assert positions > 4 * len(bid_ladder(rules))


def test_one_check_decides_every_call_of_euchres_auction() -> None:
    # docs/euchre.rst, "The auction: ordering up and naming trump" and
    # "When everybody passes twice": in the first round only the upcard's suit
    # may be named; in the second it is turned down; with stick the dealer
    # the dealer, last of the second round, may not pass.
    hearts, clubs = hp.NameTrump(hp.Suit.HEARTS), hp.NameTrump(hp.Suit.CLUBS)
    stick, redeal = hp.AllPass.STICK_THE_DEALER, hp.AllPass.REDEAL
    cases: list[tuple[int, int, hp.AllPass, hp.Pass | hp.NameTrump, object]] = [
        # (players, passes, all_pass, call, the rule that refuses it)
        (4, 0, stick, clubs, OrderUpRule.FIRST_ROUND),
        (4, 3, stick, clubs, OrderUpRule.FIRST_ROUND),
        (4, 3, stick, hearts, None),
        (4, 4, stick, hearts, OrderUpRule.TURNED_DOWN),
        (4, 4, stick, clubs, None),
        (4, 7, stick, hp.Pass(), OrderUpRule.STICK_THE_DEALER),
        (4, 6, stick, hp.Pass(), None),
        (4, 7, redeal, hp.Pass(), None),
        (3, 2, stick, clubs, OrderUpRule.FIRST_ROUND),
        (3, 3, stick, hearts, OrderUpRule.TURNED_DOWN),
        (3, 5, stick, hp.Pass(), OrderUpRule.STICK_THE_DEALER),
        (3, 5, redeal, hp.Pass(), None),
    ]
    for players, passes, all_pass, call, rule in cases:
        found = order_up_refusal(hp.Suit.HEARTS, passes, all_pass, players, call)
        assert found is rule, (players, passes, all_pass, call)
    # The legal calls are the calls that no rule refuses, at every step.
    every_call: tuple[hp.Pass | hp.NameTrump, ...] = (
        hp.Pass(),
        *(hp.NameTrump(suit) for suit in hp.Suit),
    )
    for players in (3, 4):
        for passes in range(2 * players):
            for all_pass in hp.AllPass:
                legal = order_up_calls(hp.Suit.HEARTS, passes, all_pass, players)
                assert legal == tuple(
                    call
                    for call in every_call
                    if order_up_refusal(hp.Suit.HEARTS, passes, all_pass, players, call)
                    is None
                )


def test_the_jokers_holder_bids_only_under_joker_bids() -> None:
    # docs/rules.rst, "When everybody passes": after four passes only
    # JOKER_BIDS asks the Joker's holder (here seat 2) to bid three.
    joker_bids = hp.Rules(all_pass=hp.AllPass.JOKER_BIDS)
    passes = run(joker_bids, [hp.Pass()] * 4)
    assert passes.is_over and passes.thrown_in
    asked = Auction(dealer=0, to_act=2, passed=(True,) * 4, calls=passes.calls)
    assert legal_calls(asked, joker_bids) == (hp.Bid(3),)
    made = after_call(asked, joker_bids, hp.Bid(3))
    assert (made.maker, made.high_bid, made.thrown_in) == (2, hp.Bid(3), False)
    message = (
        "auction: a bid after all four passed is the Joker's holder's, which "
        "only all_pass JOKER_BIDS asks for"
    )
    for rules in (STANDARD, STICK):
        for auction in (asked, made):
            with pytest.raises(hp.InvalidValueError, match=exactly(message)):
                legal_calls(auction, rules)
    # A bid after four passes that is not three is no auction at all.
    with pytest.raises(hp.InvalidValueError, match="cannot be"):
        Auction(
            dealer=0,
            to_act=None,
            passed=(True,) * 4,
            calls=(*passes.calls, (2, hp.Bid(4))),
        )

"""HeuristicBot in Bid Euchre, on hands whose choices follow from the
rules and the bot's counts worked out by hand: the moon, no trump, a weak
hand passing, the stuck dealer's forced bid, the moon's call for best
and the play in no trump."""

from __future__ import annotations

import pytest

import hasenpfeffer as hp
from hasenpfeffer.bots import HeuristicBot

from .helpers import cards

BID = hp.Rules(game=hp.Game.BID_EUCHRE)
BOT = HeuristicBot()


def dealt(rules: hp.Rules, *hands: str) -> hp.GameState:
    """A hand of ``rules`` dealt by seat 3, so that seat 0 calls first."""
    return hp.new_game(rules, seed=1, dealer=3).deal(
        hands=[cards(hand) for hand in hands]
    )


MOON_HAND = dealt(
    BID,
    "JH JD AH KH AS KS",
    "9C TC JC QC KC AC",
    "9D TD QD KD AD 9H",
    "TH QH 9S TS JS QS",
)
"""Seat 0 holds the four highest hearts with hearts trump (the jacks, the
ace, the king) and the two highest spades."""


def test_a_hand_that_takes_every_trick_alone_calls_the_moon() -> None:
    # Hearts trump: seven trumps (no Joker), seat 0 the four highest; the
    # opponents hold three at most, and four rounds draw them all.  The AS
    # and KS are then the highest spades: no trick is lost, alone.
    advice = BOT.advise(MOON_HAND)
    assert advice.action == hp.MOON
    assert advice.reason == (
        "alone with hearts trump your hand should take all six tricks: the "
        "moon scores 12 points"
    )
    state = MOON_HAND.apply(hp.MOON)
    advice = BOT.advise(state)
    assert advice.action == hp.NameTrump(hp.Suit.HEARTS)
    assert advice.reason == (
        "alone with hearts trump your hand may lose no tricks, fewer than "
        "with any other suit"
    )


NO_TRUMP_HAND = dealt(
    BID,
    "AC KC AD AH AS 9D",
    "9C TC JC QC TD JD",
    "QD KD 9H TH JH QH",
    "KH 9S TS JS QS KS",
)
"""Seat 0 holds four aces and the guarded king of clubs."""


def test_four_aces_bid_on_no_trump_and_name_it() -> None:
    # No trump: 0.4 + 0.43 (the maker leads) + 1.27, four aces at 1.0 and
    # a guarded king at 0.25: 6.35 tricks.  With a suit trump, clubs say,
    # the AC and KC count 0.85 and 0.74 as trumps and the three other aces
    # 0.5 each: 0.83 + 1.59 + 1.5 = 3.92; diamonds 4.08 (the AD and 9D as
    # trumps, the KC guarded 0.12), hearts and spades 3.30.  The 9D loses
    # a trick alone, so no moon.  Opening, the bot bids the highest bid
    # short of six it makes three times in five: 5, made with the chance
    # of 4.5 tricks or more about 6.35 (spread 1.6), 0.88.
    advice = BOT.advise(NO_TRUMP_HAND)
    assert advice.action == hp.Bid(5)
    assert advice.reason.startswith("as makers your side may expect about ")
    state = NO_TRUMP_HAND.bid(5).pass_().pass_().pass_()
    advice = BOT.advise(state)
    assert advice.action == hp.NoTrump()
    assert advice.reason.startswith("in no trump your side may expect about 6.")
    assert advice.reason.endswith(" tricks, more than with any suit")


def test_no_trump_play_has_no_bowers() -> None:
    # Seat 0 leads an ace, the highest card of its suit left.  Seat 1 must
    # follow the AC with a club, and in no trump its JC is a plain jack
    # that cannot beat the ace: it plays its lowest club.
    state = NO_TRUMP_HAND.bid(3).pass_().pass_().pass_().apply(hp.NoTrump())
    advice = BOT.advise(state)
    assert advice.action == hp.Play(hp.Card.parse("AC"))
    assert advice.reason == "the best card left in its suit"
    advice = BOT.advise(state.play("AC"))
    assert advice.action == hp.Play(hp.Card.parse("9C"))
    assert advice.reason == "no card of yours wins the trick: a low card"


def test_a_weak_hand_passes() -> None:
    state = dealt(
        BID,
        "9C TC 9D TD 9H TH",
        "JC QC KC AC JD QD",
        "KD AD JH QH KH AH",
        "9S TS JS QS KS AS",
    )
    advice = BOT.advise(state)
    assert advice.action == hp.Pass()
    assert "short of the" in advice.reason


@pytest.mark.parametrize("min_bid", [3, 1])
def test_the_stuck_dealer_bids_the_lowest_bid(min_bid: int) -> None:
    # Seat 3 deals and holds nines and tens; the three others pass, and
    # the dealer may not: the lowest bid risks least.
    rules = hp.Rules(game=hp.Game.BID_EUCHRE, min_bid=min_bid)
    state = dealt(
        rules,
        "JC QC KC AC JD QD",
        "KD AD JH QH KH AH",
        "JS QS KS AS TH 9H",
        "9C TC 9D TD 9S TS",
    )
    state = state.pass_().pass_().pass_()
    assert hp.Pass() not in state.legal_actions()
    advice = BOT.advise(state)
    assert advice.action == hp.Bid(min_bid)
    assert "a bid is forced" in advice.reason


CALL_FOR_BEST = hp.Rules(game=hp.Game.BID_EUCHRE, call_for_best=True)


def test_the_moons_maker_calls_for_best_with_a_loser() -> None:
    # Seat 0 holds the 9S below five spades out: a loser alone.  It calls
    # the moon in hearts, calls for best; seat 2 gives its only trump, the
    # 9H (above its AD with hearts trump), and seat 0 lays down the 9S:
    # five trumps, the four highest, and the AS take every trick.
    state = dealt(
        CALL_FOR_BEST,
        "JH JD AH KH AS 9S",
        "9C TC JC QC KC AC",
        "9D TD QD KD AD 9H",
        "TH QH TS JS QS KS",
    )
    state = state.apply(hp.MOON).name_trump("H")
    advice = BOT.advise(state)
    assert advice.action == hp.CallForBest()
    assert advice.reason == (
        "alone your hand may lose 1 trick: your partner's best card may take "
        "one of them"
    )
    state = state.apply(hp.CallForBest())
    advice = BOT.advise(state)
    assert state.to_act == 2
    assert advice.action == hp.Give(hp.Card.parse("9H"))
    state = state.apply(advice.action)
    advice = BOT.advise(state)
    assert advice.action == hp.Discard(hp.Card.parse("9S"))
    assert advice.reason == (
        "it leaves the best six cards to play alone: they may lose no tricks"
    )


def test_the_moons_maker_with_six_winners_does_not_call() -> None:
    state = dealt(
        CALL_FOR_BEST, *(" ".join(map(str, hand)) for hand in MOON_HAND.hands)
    )
    state = state.apply(hp.MOON).name_trump("H")
    advice = BOT.advise(state)
    assert advice.action == hp.Pass()
    assert advice.reason == (
        "your hand should take every trick alone: a card given would only "
        "replace a winner"
    )

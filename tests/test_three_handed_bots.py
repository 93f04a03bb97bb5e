"""The bots in Three-Handed Euchre: each player for themselves, the maker
alone against the other two.

That every bot chooses a legal action at every decision of whole games,
under both answers to six passes, and plays them to their end, is checked
with the other games in test_bots.py.  HeuristicBot's calls follow the rule
stated in ``hasenpfeffer.bots._order_up``: count the hand with
``hand_strength`` less the partner's 0.7 (the maker
has none: right bower 1.0, left bower 0.9, ace of trump 0.7, king of
trump 0.5, smaller trumps 0.35, other aces 0.7, other kings 0.2), add 0.3
for the player who leads first (the dealer's left), take 0.3 in the first
round from anyone but the dealer (the upcard goes to an opponent), and
call at 2.6; the dealer counts its hand after the pick-up.  The counts
below are worked out by hand.  In the play the two defenders of the hand
are partners.
"""

from __future__ import annotations

import hasenpfeffer as hp
from hasenpfeffer.bots import HeuristicBot, SimpleBot

from .three_handed_games import dealt, play

# -- the calls, worked out by hand ---------------------------------------------
#
# Dealer seat 0; seat 1 calls first and leads first, then seat 2, then the
# dealer.


def advice(state: hp.GameState) -> tuple[str, str]:
    seat = state.to_act
    assert seat is not None
    given = HeuristicBot().advise(state.view(seat))
    assert SimpleBot().choose(state.view(seat)) == given.action
    return str(given.action), given.reason


OTHERS = ["9D TD QD KD AD", "9C TC QC KC AC"]
"""Hands for the players whose calls a test does not look at."""


def test_the_first_to_call_orders_up_a_bower_an_ace_of_trump_and_a_side_ace() -> None:
    # JH 1.0 + AH 0.7 + 9H 0.35 + AS 0.7 = 2.75, plus 0.3 for leading
    # first, less 0.3 for the upcard going to the dealer: 2.75
    state = dealt([OTHERS[0], "JH AH 9H AS 9S", OTHERS[1]], upcard="QH")
    assert advice(state) == (
        "trump H",
        "with hearts trump alone you may expect about 2.8 tricks",
    )


def test_the_second_to_call_passes_the_same_hand() -> None:
    # the same 2.75 without the lead: 2.45, short of 2.6
    state = dealt([OTHERS[0], OTHERS[1], "JH AH 9H AS 9S"], upcard="QH").pass_()
    assert advice(state) == (
        "pass",
        "with hearts trump alone you may expect about 2.5 tricks, short of the "
        "2.6 a maker alone against two needs",
    )


def test_three_small_trumps_are_not_enough() -> None:
    # 9H TH KH: 0.35 + 0.35 + 0.5 + AS 0.7 = 1.9, + 0.3 - 0.3
    state = dealt([OTHERS[0], "9H TH KH AS 9S", OTHERS[1]], upcard="QH")
    action, reason = advice(state)
    assert action == "pass" and "about 1.9 tricks" in reason


def test_the_dealer_counts_the_hand_after_taking_the_upcard() -> None:
    # the dealer takes the JH and throws a nine of a side suit: JH 1.0 +
    # AH 0.7 + 9H 0.35 + AS 0.7 = 2.75 (no upcard or lead adjustment)
    state = dealt(["AH 9H AS 9D 9C", "TD QD KD AD KC", "TC QC AC TS QS"], upcard="JH")
    state = state.pass_().pass_()
    assert state.to_act == 0
    assert advice(state) == (
        "trump H",
        "with hearts trump alone you may expect about 2.8 tricks",
    )
    ordered = state.name_trump("H")
    assert advice(ordered) == (
        "discard 9C",
        "the card whose loss leaves the hand worth the most",
    )


def test_the_second_round_names_the_best_other_suit() -> None:
    # seat 1, leading first, with the upcard QH turned down: spades JS 1.0
    # + JC 0.9 + AS 0.7 + KS 0.5 + 0.3 = 3.4; clubs JC 1.0 + JS 0.9 + AS
    # 0.7 + KS 0.2 + 0.3 = 3.1
    state = dealt([OTHERS[0], "JS JC AS KS 9H", "9C TC QC KC AC"], upcard="QH")
    state = state.pass_().pass_().pass_()
    assert state.to_act == 1
    assert advice(state) == (
        "trump S",
        "spades is the best suit left, worth about 3.4 tricks",
    )


def test_the_second_round_passes_a_hand_short_of_the_count() -> None:
    # seat 2, not leading: spades JS 1.0 + JC 0.9 + KS 0.5 = 2.4; clubs
    # JC 1.0 + JS 0.9 + KS 0.2 = 2.1
    state = dealt([OTHERS[0], OTHERS[1], "JS JC KS 9H TH"], upcard="QH")
    state = state.pass_().pass_().pass_().pass_()
    assert state.to_act == 2
    assert advice(state) == (
        "pass",
        "the best suit left, spades, is worth about 2.4 tricks, short of the 2.6 "
        "a maker alone against two needs",
    )


def test_the_stuck_dealer_names_the_best_suit_however_weak() -> None:
    state = dealt(["9S TS 9C TC 9D", "TD QD KD AD JD", "JS JC AS KS QS"], "QH")
    for _ in range(5):
        state = state.pass_()
    assert state.to_act == 0
    action, reason = advice(state)
    assert action in ("trump C", "trump S", "trump D")
    assert reason.endswith("; the dealer is stuck and must name one")


# -- the play: the two defenders are partners for the hand -----------------------
#
# The dealer, seat 0, orders up the 9H and is the maker; seats 1 and 2
# defend.  Seat 1 leads first; turns go 1 -> 2 -> 0.

MAKER_HAND = "JH JD AH KS TS"
"""The dealer's cards before taking the 9H (it throws the TS)."""


def dealer_makes(seat1: str, seat2: str) -> hp.GameState:
    state = dealt([MAKER_HAND, seat1, seat2], upcard="9H")
    state = state.pass_().pass_().name_trump("H").discard("TS")
    assert state.maker == 0 and state.to_act == 1
    return state


def test_a_defender_does_not_trump_the_other_defenders_ace() -> None:
    # Seat 1 leads AS.  Seat 2 has no spade; its KH would take the trick,
    # but the AS already wins unless the maker, who has shown no void,
    # trumps: seat 2 throws a low card.
    state = dealer_makes("AS 9S AC QD 9D", "KH 9C TC KD AD").play("AS")
    action, reason = advice(state)
    assert action == "play 9C"
    assert reason == "the other defender is winning the trick: a low card"


def test_a_defender_beats_the_makers_card() -> None:
    # Seat 1 leads 9C and the maker, out of clubs, trumps with 9H; it leads
    # KS, seat 1 follows 9S, and seat 2 takes the trick with its AS, not
    # the QS.
    state = dealer_makes("9C 9S QD 9D TD", "AS QS AD QC KC")
    state = play(state, "9C QC 9H")
    assert state.tricks_won == (1, 0, 0) and state.to_act == 0
    state = play(state, "KS 9S")
    action, reason = advice(state)
    assert action == "play AS"
    assert reason == "the cheapest card that should take the trick"


def test_the_maker_leads_its_highest_trump() -> None:
    # The maker, with four trumps, leads from the top to draw the
    # defenders' trumps.
    state = dealer_makes("9C 9S QD 9D TD", "AS QS AD QC KC")
    state = play(state, "9C QC 9H")
    assert advice(state) == (
        "play JH",
        "the highest trump left, to draw the opponents' trumps",
    )

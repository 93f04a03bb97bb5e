"""The bots in Euchre.

SimpleBot's and HeuristicBot's decisions before the play follow the rule
stated in ``hasenpfeffer.bots._order_up``: count the hand with
``hand_strength`` (the partner's 0.7 included;
right bower 1.0, left bower 0.9, ace of trump 0.7, king of trump 0.5,
smaller trumps 0.35, other aces 0.7, other kings 0.2), add 0.4 for the
dealer's partner or take 0.4 from the dealer's opponents, and order up at
3; the dealer counts its hand after the pick-up and its discard; the maker
goes alone at 4 without the partner's 0.7.  The counts below are worked out
by hand.  SearchBot searches them too, unless told to leave them to
HeuristicBot (its own tests are in test_search_bot.py,
test_search_deals.py and test_search_auction.py).  That every bot chooses a
legal action at every decision of every option set is checked with the
other games in test_bots.py.
"""

from __future__ import annotations

import pytest

import hasenpfeffer as hp
from hasenpfeffer.bots import HeuristicBot, SearchBot, SimpleBot
from hasenpfeffer.cards import deck as every_card
from tests.euchre_games import EUCHRE, dealt

# -- the decisions before the play, worked out by hand -------------------------------


def deal_around(upcard: str, **hands: str) -> hp.GameState:
    """A deal by seat 0 with ``upcard`` turned up and the hands given as
    ``seat1="JS JC AS 9H 9D"``; the other cards go to the other seats and
    under the upcard in deck order."""
    given = {int(key.removeprefix("seat")): hand.split() for key, hand in hands.items()}
    taken = {upcard, *(card for hand in given.values() for card in hand)}
    rest = [
        str(card)
        for card in every_card()
        if card != hp.JOKER and str(card) not in taken
    ]
    all_hands = []
    for seat in range(4):
        if seat in given:
            all_hands.append(given[seat])
        else:
            all_hands.append(rest[:5])
            rest = rest[5:]
    return hp.new_game(EUCHRE, seed=1, dealer=0).deal(
        hands=all_hands, kitty=[upcard, *rest]
    )


def advice(state: hp.GameState) -> tuple[str, str]:
    seat = state.to_act
    assert seat is not None
    given = HeuristicBot().advise(state.view(seat))
    assert SimpleBot().choose(state.view(seat)) == given.action
    return str(given.action), given.reason


def test_the_dealers_opponent_passes_three_tricks_less_the_upcards_help() -> None:
    # JS 1.0 + JC 0.9 + AS 0.7 + partner 0.7 = 3.3, less 0.4 on the
    # dealer's left: 2.9, short of 3
    state = deal_around("QS", seat1="JS JC AS 9H 9D")
    assert advice(state) == (
        "pass",
        "with spades trump your side may expect about 2.9 tricks, short of the 3 "
        "it needs",
    )


def test_the_dealers_partner_orders_up_the_same_hand() -> None:
    # the same 3.3, and 0.4 more for the dealer's partner: 3.7
    state = deal_around("QS", seat2="JS JC AS 9H 9D").pass_()
    assert advice(state) == (
        "trump S",
        "with spades trump your side may expect about 3.7 tricks",
    )


def test_the_dealers_opponent_orders_up_a_stronger_hand() -> None:
    # JS 1.0 + JC 0.9 + AS 0.7 + AH 0.7 + partner 0.7 = 4.0, less 0.4: 3.6
    state = deal_around("QS", seat3="JS JC AS AH 9D").pass_().pass_()
    assert advice(state) == (
        "trump S",
        "with spades trump your side may expect about 3.6 tricks",
    )


def test_the_dealer_counts_the_hand_after_taking_the_upcard() -> None:
    # with the JS taken and a nine of a side suit thrown: JS 1.0 + QS 0.35
    # + 9S 0.35 + AH 0.7 + partner 0.7 = 3.1 (no upcard help for the dealer)
    state = deal_around("JS", seat0="QS 9S AH 9D 9C").pass_().pass_().pass_()
    assert advice(state) == (
        "trump S",
        "with spades trump your side may expect about 3.1 tricks",
    )
    # then throws a nine of a side suit, the first in deck order (9C)
    ordered = state.name_trump("S")
    assert advice(ordered) == (
        "discard 9C",
        "the card whose loss leaves the hand worth the most",
    )


def test_the_dealer_turns_down_a_weak_pick_up() -> None:
    # JS 1.0 + TS 0.35 + 9S 0.35 + partner 0.7 = 2.4
    state = deal_around("JS", seat0="TS 9S 9H 9D 9C").pass_().pass_().pass_()
    assert advice(state) == (
        "pass",
        "with spades trump your side may expect about 2.4 tricks, short of the 3 "
        "it needs",
    )


def test_the_second_round_names_the_best_other_suit() -> None:
    # hearts: JH 1.0 + JD 0.9 + AH 0.7 + KH 0.5 + partner 0.7 = 3.8;
    # diamonds 3.5 and clubs 1.95 count less
    state = deal_around("QS", seat1="JH JD AH KH 9C")
    for _ in range(4):
        state = state.pass_()
    assert advice(state) == (
        "trump H",
        "hearts is the best suit left, worth about 3.8 tricks",
    )


def test_the_second_round_passes_a_weak_hand() -> None:
    # clubs: 9C 0.35 + TC 0.35 + AD 0.7 + partner 0.7 = 2.1; hearts: 9H
    # 0.35 + AD 0.7 + 0.7 = 1.75; diamonds: AD 0.7 (now the ace of trump)
    # + 0.7 = 1.4
    state = deal_around("QS", seat1="9C TC 9H AD 9S")
    for _ in range(4):
        state = state.pass_()
    assert advice(state) == (
        "pass",
        "the best suit left, clubs, is worth about 2.1 tricks, short of the 3 it needs",
    )


def test_the_stuck_dealer_names_the_best_suit_however_weak() -> None:
    # hearts 9H TH QH: three small trumps, 1.05 + partner 0.7 = 1.75,
    # diamonds and clubs 1.05 each
    state = deal_around("QS", seat0="9H TH QH 9D 9C")
    for _ in range(7):
        state = state.pass_()
    action, reason = advice(state)
    assert action == "trump H"
    assert reason.startswith("hearts is the best suit left, worth about 1.")
    assert reason.endswith(" tricks; the dealer is stuck and must name one")


def test_the_deal_of_the_rules_page_bid_through() -> None:
    # seat 1: QH 0.35 + AD 0.7 + 0.7 = 1.75, less 0.4: passes;
    # seat 2: JH 1.0 + JD 0.9 + AH 0.7 + KH 0.5 + AS 0.7 + 0.7 = 4.5, and
    # 0.4 for the dealer's partner: orders up
    state = dealt(hp.Rules(game=hp.Game.EUCHRE, lone_defender=True))
    assert advice(state)[0] == "pass"
    state = state.pass_()
    assert advice(state) == (
        "trump H",
        "with hearts trump your side may expect about 4.9 tricks",
    )
    state = state.name_trump("H")
    # the dealer holds 9H KC AC TS JS TH: TS and JS count nothing, and TS
    # comes first in deck order
    assert advice(state)[0] == "discard TS"
    state = state.discard("TS")
    # alone, seat 2 counts 4.5 - 0.7 = 3.8, at least 3.4: it goes alone
    assert advice(state) == ("alone", "the hand alone is worth about 3.8 tricks")
    # a defender asked against a lone maker declines
    state = state.go_alone()
    assert advice(state) == (
        "pass",
        "a lone defender must take three tricks from a lone maker",
    )


def test_the_maker_keeps_the_partner_below_three_and_a_half_tricks() -> None:
    # JH 1.0 + JD 0.9 + AH 0.7 + KS 0.2 + KC 0.2 = 3.0 without the partner
    state = deal_around("QH", seat1="JH JD AH KS KC").name_trump("H").discard("9C")
    assert advice(state) == (
        "pass",
        "the hand alone is worth about 3.0 tricks: keep the partner",
    )


def test_the_maker_goes_alone_with_four_tricks_alone() -> None:
    # JH 1.0 + JD 0.9 + AH 0.7 + AS 0.7 + AC 0.7 = 4.0 without the partner
    # seat 0, the dealer, holds 9C TC JC QC KC and takes the QH
    state = deal_around("QH", seat1="JH JD AH AS AC").name_trump("H").discard("9C")
    assert advice(state) == ("alone", "the hand alone is worth about 4.0 tricks")


# -- SearchBot --------------------------------------------------------------------


@pytest.mark.parametrize(
    "state",
    [
        dealt(),
        dealt().pass_().name_trump("H"),
        dealt().pass_().name_trump("H").discard("TS"),
    ],
    ids=["auction", "discard", "alone"],
)
def test_search_bot_searches_the_decisions_before_the_play_or_leaves_them(
    state: hp.GameState,
) -> None:
    seat = state.to_act
    assert seat is not None
    view = state.view(seat)
    searched = SearchBot(samples=2, seed=1)
    assert searched.choose(view) in view.legal_actions()
    assert searched.last_samples == 1
    left = SearchBot(samples=2, seed=1, search_auction=False)
    assert left.choose(view) == HeuristicBot().choose(view)
    assert left.last_samples == 0


def test_search_bot_plays_a_card_of_euchre() -> None:
    # seat 1 leads to the first trick, hearts trump: any of its five cards
    state = dealt().pass_().name_trump("H").discard("TS").pass_()
    assert state.phase is hp.Phase.PLAY and state.to_act == 1
    action = SearchBot(samples=2, seed=1).choose(state.view(1))
    assert action in state.legal_actions()

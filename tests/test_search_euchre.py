"""SearchBot and its deal sampler in Euchre.

In Euchre the cards a seat cannot place are the other hands, the three
cards under the upcard and, after an order-up, for anyone but the dealer,
the dealer's discard.  The upcard is seen by all: ordered up, it is in the
dealer's hand until the dealer plays it; turned down, it stays in the
kitty.  A sampled deal must agree with all of that and with the suits each
seat has shown out of, and must replay to a state that the seat sees
exactly as it sees the real one.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import attrs
import pytest

import hasenpfeffer as hp
from hasenpfeffer.bots import HeuristicBot
from hasenpfeffer.bots._sampling import SampledDeal, sample_deal
from hasenpfeffer.bots._search import SearchBot, replay_deal, sample_state
from tests.euchre_games import OPTION_SETS, dealt, random_game
from tests.helpers import plays_so_far, same_position, shown_voids

EUCHRE_DECK = Counter(card for card in hp.deck() if card != hp.JOKER)


def play_positions(rules: hp.Rules, seeds: range) -> list[hp.GameState]:
    """Every position of the play in random games of ``rules``."""
    return [
        state
        for seed in seeds
        for state in random_game(attrs.evolve(rules, target_score=4), seed)
        if state.phase is hp.Phase.PLAY
    ]


def check_deal(state: hp.GameState, seat: int, deal: SampledDeal) -> None:
    """``deal`` agrees with everything ``seat`` sees of ``state``."""
    upcard = state.upcard
    assert upcard is not None and state.trump is not None
    plays = plays_so_far(state)
    played_cards = [card for _, card in plays]
    assert deal.hands[seat] == state.hands[seat]
    assert [len(hand) for hand in deal.hands] == [len(hand) for hand in state.hands]
    for hand in deal.hands:
        assert list(hand) == sorted(hand)
    assert len(deal.kitty) == 4 and deal.kitty[0] == upcard
    assert list(deal.kitty[1:]) == sorted(deal.kitty[1:])
    everything = [*(card for hand in deal.hands for card in hand), *deal.kitty]
    everything += played_cards
    ordered_up = state.discarded is not None
    if ordered_up:
        # the upcard went to the dealer and is counted there (or played),
        # not in the kitty
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
    assert Counter(everything) == EUCHRE_DECK
    for player, suits in shown_voids(state).items():
        for card in deal.hands[player]:
            assert hp.effective_suit(card, state.trump) not in suits


@pytest.mark.parametrize("name", sorted(OPTION_SETS))
def test_sampled_deals_agree_with_every_seats_view(name: str) -> None:
    rng = random.Random(name)
    seen: Counter[str] = Counter()
    positions = play_positions(OPTION_SETS[name], range(3))
    for state in positions[::2]:
        if len(state.lone_players) == 1:
            seen["lone maker"] += 1
        if len(state.lone_players) == 2:
            seen["lone defender"] += 1
        calls = [action for _, action in state.hand_history[:8]]
        if calls[:7] == [hp.Pass()] * 7 and isinstance(calls[7], hp.NameTrump):
            seen["stuck dealer"] += 1
        seen["ordered up" if state.discarded is not None else "turned down"] += 1
        if any(shown_voids(state).values()):
            seen["voids"] += 1
        for seat in range(4):
            view = state.view(seat)
            deal = sample_deal(view, rng)
            check_deal(state, seat, deal)
            assert same_position(replay_deal(view, deal), view)
            if seat in state.sitting_out:
                seen["sitting out"] += 1
    rules = OPTION_SETS[name]
    assert seen["ordered up"] and seen["turned down"] and seen["voids"]
    if rules.lone_hands:
        assert seen["lone maker"] and seen["sitting out"]
    if rules.lone_defender:
        assert seen["lone defender"]
    if rules.all_pass is hp.AllPass.STICK_THE_DEALER:
        assert seen["stuck dealer"]


def test_a_sampled_state_is_the_seats_position() -> None:
    rng = random.Random(3)
    for state in play_positions(OPTION_SETS["lone defender"], range(2))[::3]:
        for seat in range(4):
            view = state.view(seat)
            guess = sample_state(view, rng)
            assert same_position(guess, view)
            if seat == state.to_act:
                assert guess.legal_actions() == state.legal_actions()
            assert guess.kitty[0] == state.upcard


def test_the_real_deal_replays_to_the_real_state() -> None:
    state = dealt().pass_().name_trump("H").discard("TS").pass_()
    state = state.play("AD").play("KH")
    exact = SampledDeal(state.hands, state.discarded, state.kitty)
    for seat in range(4):
        again = replay_deal(state.view(seat), exact)
        assert again.hands == state.hands
        assert again.kitty == state.kitty
        assert again.discarded == state.discarded


def test_the_dealers_discard_is_one_of_the_unseen_cards_for_the_others() -> None:
    # seat 2 orders up the ten of hearts; seat 0, the dealer, throws TS
    state = dealt().pass_().name_trump("H").discard("TS").pass_()
    rng = random.Random(1)
    for seat in (1, 2, 3):
        discards = {sample_deal(state.view(seat), rng).discarded for _ in range(100)}
        # every card the seat does not hold, but the upcard in the dealer's
        # hand, may have been thrown: 24 - 5 - 1 = 18 of them
        assert len(discards) > 10
        assert hp.Card.parse("TH") not in discards
        assert not discards & set(state.hands[seat])
    dealer = {sample_deal(state.view(0), rng).discarded for _ in range(20)}
    assert dealer == {hp.Card.parse("TS")}


def test_a_turned_down_upcard_stays_in_the_kitty() -> None:
    # all pass the ten of hearts; seat 1 names clubs in the second round
    state = dealt().pass_().pass_().pass_().pass_().name_trump("C").pass_()
    upcard = hp.Card.parse("TH")
    rng = random.Random(2)
    for seat in range(4):
        for _ in range(20):
            deal = sample_deal(state.view(seat), rng)
            assert deal.discarded is None and deal.kitty[0] == upcard
            assert all(upcard not in hand for hand in deal.hands)


def test_the_upcard_is_placed_in_the_dealers_hand() -> None:
    state = dealt().pass_().name_trump("H").discard("TS").pass_()
    rng = random.Random(3)
    for seat in (1, 2, 3):
        for _ in range(20):
            deal = sample_deal(state.view(seat), rng)
            assert hp.Card.parse("TH") in deal.hands[0]
            assert hp.Card.parse("TH") not in deal.kitty[1:]


# -- the bot -------------------------------------------------------------------


@pytest.mark.parametrize("name", ["defaults", "lone defender"])
def test_search_bot_plays_only_legal_cards(name: str) -> None:
    """Seats 0 and 2 search the play (four deals a card) and leave the
    decisions before it to the heuristic, as seats 1 and 3 do everything;
    half the decisions before the play are taken at random instead, to
    reach lone hands and stuck dealers.  (The search before the play has
    its tests in test_search_auction.py.)"""
    rules = attrs.evolve(OPTION_SETS[name], target_score=3)
    search = SearchBot(samples=4, seed=name, search_auction=False)
    heuristic = HeuristicBot()
    chooser = random.Random(name)
    searched = 0
    for seed in range(2):
        state = hp.new_game(rules, seed=seed)
        while state.phase is not hp.Phase.GAME_OVER:
            if state.phase is hp.Phase.DEAL:
                state = state.deal()
                continue
            seat = state.to_act
            assert seat is not None
            if seat % 2 == 0:
                choice = search.choose(state.view(seat))
                assert choice in state.legal_actions()
                if state.phase is not hp.Phase.PLAY:
                    assert choice == heuristic.choose(state.view(seat))
                elif len(state.legal_actions()) > 1:
                    searched += 1
            else:
                choice = heuristic.choose(state.view(seat))
            if state.phase is not hp.Phase.PLAY and chooser.random() < 0.5:
                choice = chooser.choice(state.legal_actions())
            state = state.apply(choice)
    assert searched >= 10


WORKED_HANDS = [
    "JS QD JC TS QS",  # seat 0, the dealer
    "JH AH AC 9D TD",  # seat 1, who names hearts in the second round
    "AD KD AS 9C KC",  # seat 2
    "9H QC TC 9S KS",  # seat 3
]
WORKED_TRICKS = ["AH 9C 9H JS", "9D AD QC QD", "KD TC JC TD", "AS 9S TS"]


def worked_position() -> hp.GameState:
    """Seat 1 has named hearts over the turned-down JD and won the first
    trick with the AH; seats 2 and 0 showed out of trumps on it.  The
    defenders won the next two tricks; seat 2 leads the AS to the fourth,
    and seat 1, last to play, holds the JH (the right bower) and the AC."""
    state = hp.new_game(hp.Rules(game=hp.Game.EUCHRE), seed=1, dealer=0)
    state = state.deal(
        hands=[hand.split() for hand in WORKED_HANDS], kitty=["JD", "TH", "QH", "KH"]
    )
    state = state.pass_().pass_().pass_().pass_().name_trump("H").pass_()
    for trick in WORKED_TRICKS:
        for card in trick.split():
            state = state.play(card)
    return state


def test_the_worked_position_is_as_described() -> None:
    state = worked_position()
    assert state.to_act == 1 and state.tricks_won == (2, 1)
    assert state.legal_actions() == (
        hp.Play(hp.Card.parse("AC")),
        hp.Play(hp.Card.parse("JH")),
    )


def test_every_deal_of_the_worked_position_has_the_same_values() -> None:
    # Seat 1 cannot see KC, KS, QS (in the hands of 0, 2 and 3), nor TH, QH,
    # KH (under the JD); seats 0 and 2 hold no trump.  The JH wins the AS
    # trick, and the AC led to the last one wins too, as neither defender
    # can trump it: the makers end with 3 tricks.  The AC thrown loses the
    # trick to the AS; the JH then takes the last: 2 tricks, euchred.
    state = worked_position()
    view = state.view(1)
    rng = random.Random(4)
    for _ in range(20):
        solution = hp.solve(sample_state(view, rng))
        assert [(str(play), tricks) for play, tricks in solution.move_values] == [
            ("play AC", 2),
            ("play JH", 3),
        ]


@pytest.mark.parametrize("seed", range(3))
def test_search_bot_takes_the_sure_trick_that_makes_the_hand(seed: int) -> None:
    # the JH is worth +1 to seat 1's side in every deal (made with 3
    # tricks), the AC -2 (euchred: the defenders score 2)
    assert hp.hand_score(hp.Rules(game=hp.Game.EUCHRE), None, 3) == (1, 0)
    assert hp.hand_score(hp.Rules(game=hp.Game.EUCHRE), None, 2) == (0, 2)
    state = worked_position()
    bot = SearchBot(samples=4, seed=seed)
    assert bot.choose(state.view(1)) == hp.Play(hp.Card.parse("JH"))


def test_search_bot_plays_the_same_with_the_same_seed() -> None:
    rng = random.Random(7)
    positions = play_positions(OPTION_SETS["defaults"], range(1))
    for state in itertools.islice(
        (state for state in positions if len(state.legal_actions()) > 1), 0, 30, 6
    ):
        seed = rng.randrange(1000)
        first = SearchBot(samples=3, seed=seed).choose(state)
        assert first in state.legal_actions()
        assert SearchBot(samples=3, seed=seed).choose(state) == first


# -- refusals --------------------------------------------------------------------


def test_a_dealers_view_without_its_discard_is_refused() -> None:
    state = dealt().pass_().name_trump("H").discard("TS").pass_()
    view = attrs.evolve(state.view(0), discarded=None)
    with pytest.raises(hp.InvalidValueError, match="must show its discard"):
        sample_deal(view, random.Random(0))


def test_a_deal_with_a_discard_but_no_upcard_for_the_dealer_is_refused() -> None:
    state = dealt().pass_().name_trump("H").discard("TS").pass_()
    # the TH (the upcard) swapped with seat 1's QH: the dealer never took it
    hands = [list(hand) for hand in state.hands]
    hands[0][hands[0].index(hp.Card.parse("TH"))] = hp.Card.parse("QH")
    hands[1][hands[1].index(hp.Card.parse("QH"))] = hp.Card.parse("TH")
    wrong = SampledDeal(
        tuple(tuple(hand) for hand in hands), state.discarded, state.kitty
    )
    with pytest.raises(hp.InvalidValueError, match="holds and played no TH"):
        replay_deal(state.view(1), wrong)

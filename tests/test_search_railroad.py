"""SearchBot and its deal sampler in Railroad Euchre (docs/railroad.rst).

In Railroad Euchre the cards a seat cannot place are the other hands (a
partner who gave a card sits out with four), the four cards under the
upcard, the dealer's discard after an order-up (for anyone but the
dealer), and the discard of each seat that called for best (for anyone but
that seat).  The upcard is seen by all: turned down, it stays in the
kitty; ordered up, the dealer took it, and unless it was played it is in
the dealer's hand, or in the hand of the dealer's partner if the dealer
gave it to them, or among the discards if the dealer called for best and
threw it.  The card given is known to the giver and the caller; the
caller's discard to the caller.  A sampled deal must agree with all of
that and with the suits each seat has shown out of, and must replay to a
state that the seat sees exactly as it sees the real one.

The hand-made deal has seat 3 dealing and the Joker turned up (it proposes
hearts):

    seat 0: JH JD AH KH QH      seat 1: 9C TC JC QC KC
    seat 2: AD 9S TS JS QS      seat 3: AC 9D TD QD KD
    kitty:  Joker (the upcard), 9H TH KS AS
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import attrs
import pytest

import hasenpfeffer as hp
from hasenpfeffer.bots._sampling import SampledDeal, sample_deal
from hasenpfeffer.bots._search import SearchBot, replay_deal
from tests.helpers import plays_so_far, same_position, shown_voids

RAILROAD = hp.Rules(game=hp.Game.RAILROAD_EUCHRE)
RULE_SETS = {
    "defaults": RAILROAD,
    "no call for best": hp.Rules(game=hp.Game.RAILROAD_EUCHRE, call_for_best=False),
}
DECK = Counter(hp.deck())
JOKER = hp.Card.parse("Joker")
HANDS = [
    ["JH", "JD", "AH", "KH", "QH"],
    ["9C", "TC", "JC", "QC", "KC"],
    ["AD", "9S", "TS", "JS", "QS"],
    ["AC", "9D", "TD", "QD", "KD"],
]
KITTY = ["Joker", "9H", "TH", "KS", "AS"]


def card(text: str) -> hp.Card:
    return hp.Card.parse(text)


def dealt() -> hp.GameState:
    return hp.new_game(RAILROAD, seed=1, dealer=3).deal(hands=HANDS, kitty=KITTY)


@attrs.frozen
class Exchange:
    """A call for best in the real hand: who called, what was given and
    what the caller discarded for it."""

    caller: int
    given: hp.Card
    discard: hp.Card


def exchanges(state: hp.GameState) -> list[Exchange]:
    """The calls for best of the hand, in order, read from its history."""
    found = []
    history = state.hand_history
    for index, (seat, action) in enumerate(history):
        if isinstance(action, hp.CallForBest):
            give, discard = history[index + 1][1], history[index + 2][1]
            assert isinstance(give, hp.Give) and isinstance(discard, hp.Discard)
            found.append(Exchange(seat, give.card, discard.card))
    return found


def check_deal(state: hp.GameState, seat: int, deal: SampledDeal) -> None:
    """``deal`` agrees with everything ``seat`` sees of ``state``."""
    upcard = state.upcard
    assert upcard is not None and state.trump is not None
    dealer = state.dealer
    played_cards = [card for _, card in plays_so_far(state)]
    calls = exchanges(state)
    assert deal.hands[seat] == state.hands[seat]
    assert [len(hand) for hand in deal.hands] == [len(hand) for hand in state.hands]
    for hand in deal.hands:
        assert list(hand) == sorted(hand)
    assert len(deal.kitty) == 5 and deal.kitty[0] == upcard
    assert list(deal.kitty[1:]) == sorted(deal.kitty[1:])
    assert len(deal.best_discards) == len(calls)
    # every card of the 25 in exactly one place
    everything = [card for hand in deal.hands for card in hand]
    everything += [*deal.kitty, *played_cards, *deal.best_discards]
    ordered_up = state.discarded is not None
    if ordered_up:
        assert deal.discarded is not None and deal.discarded != upcard
        everything.remove(upcard)  # it left the kitty for the dealer's hand
        everything.append(deal.discarded)
        if seat == dealer:
            assert deal.discarded == state.discarded
    else:
        assert deal.discarded is None
        assert all(upcard not in hand for hand in deal.hands)
    assert Counter(everything) == DECK
    for call, discard in zip(calls, deal.best_discards, strict=True):
        if seat == call.caller:
            assert discard == call.discard
        if seat == (call.caller + 2) % 4:
            # the giver knows the card went to the caller: not discarded
            assert discard != call.given
            if call.given not in played_cards:
                assert call.given in deal.hands[call.caller]
    if ordered_up and upcard not in played_cards:
        places = [deal.hands[dealer]]
        for call, discard in zip(calls, deal.best_discards, strict=True):
            if call.caller == (dealer + 2) % 4:
                places.append(deal.hands[call.caller])
            if call.caller == dealer:
                places.append((discard,))
        assert sum(upcard in place for place in places) == 1
    for player, suits in shown_voids(state).items():
        for card in deal.hands[player]:
            assert hp.effective_suit(card, state.trump) not in suits


def random_game(rules: hp.Rules, seed: int) -> Iterator[hp.GameState]:
    """Every state of one random game to its end.  Calls pass three times
    in four, so that both rounds of the auction occur; a player asked to go
    alone passes two times in five, so that lone hands and calls for best
    are frequent; the other choices are uniform among the legal actions."""
    chooser = random.Random(seed)
    state = hp.new_game(rules, seed=seed)
    while state.phase is not hp.Phase.GAME_OVER:
        if state.phase is hp.Phase.DEAL:
            state = state.deal()
            yield state
            continue
        legal = state.legal_actions()
        others = [action for action in legal if action != hp.Pass()]
        weight = 0.75 if state.phase is hp.Phase.BIDDING else 0.4
        if hp.Pass() in legal and (not others or chooser.random() < weight):
            state = state.apply(hp.Pass())
        else:
            state = state.apply(chooser.choice(others))
        yield state


def play_positions(rules: hp.Rules, seeds: range) -> list[hp.GameState]:
    """Every position of the play in random games of ``rules``."""
    return [
        state
        for seed in seeds
        for state in random_game(attrs.evolve(rules, target_score=5), seed)
        if state.phase is hp.Phase.PLAY
    ]


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_sampled_deals_agree_with_every_seats_view_and_replay(name: str) -> None:
    rules = RULE_SETS[name]
    rng = random.Random(name)
    seen: Counter[str] = Counter()
    for state in play_positions(rules, range(12)):
        calls = exchanges(state)
        dealer = state.dealer
        upcard = state.upcard
        seen["ordered up" if state.discarded is not None else "turned down"] += 1
        seen["lone defender"] += len(state.lone_players) == 2
        seen["voids"] += any(shown_voids(state).values())
        seen["both sides called"] += len(calls) == 2
        for call in calls:
            seen["maker called" if call.caller == state.maker else "defender"] += 1
            if (call.caller + 2) % 4 == dealer and state.discarded is not None:
                seen["upcard given" if call.given == upcard else "dealer gave"] += 1
            if call.caller == dealer and state.discarded is not None:
                seen["dealer called"] += 1
        for seat in range(4):
            view = state.view(seat)
            deal = sample_deal(view, rng)
            check_deal(state, seat, deal)
            assert same_position(replay_deal(view, deal), view)
    assert seen["ordered up"] and seen["turned down"] and seen["voids"]
    assert seen["lone defender"]
    if rules.call_for_best:
        for kind in (
            "maker called",
            "defender",
            "upcard given",
            "dealer gave",
            "dealer called",
            "both sides called",
        ):
            assert seen[kind], kind
    else:
        assert not seen["maker called"] and not seen["defender"]


# -- hand-made positions -----------------------------------------------------


def defender_calls_for_best(gift: str) -> hp.GameState:
    """Seat 0 orders the Joker up (hearts), the dealer, seat 3, discards
    9D; seat 0 goes alone; seat 1 calls for best, the dealer gives ``gift``
    and seat 1 discards 9C.  Seats 2 and 3 sit out; seat 0 leads."""
    state = dealt().apply("trump H").apply("discard 9D").apply("alone")
    state = state.apply("call for best").apply(f"give {gift}").apply("discard 9C")
    assert state.phase is hp.Phase.PLAY and state.sitting_out == (2, 3)
    assert state.lone_players == (0, 1)
    return state


def test_the_dealer_who_gave_another_card_still_holds_the_upcard() -> None:
    # Seat 1 shows out of trumps on the JH: the Joker, a trump, cannot be
    # in its hand, so the dealer did not give it and holds it.
    state = defender_calls_for_best("AC").play("JH").play("TC")
    assert shown_voids(state)[1] == {hp.Suit.HEARTS}
    rng = random.Random(1)
    for seat in (0, 2):
        view = state.view(seat)
        for _ in range(20):
            deal = sample_deal(view, rng)
            check_deal(state, seat, deal)
            assert JOKER in deal.hands[3]
            assert same_position(replay_deal(view, deal), view)


def test_the_upcard_given_is_in_the_callers_hand() -> None:
    state = defender_calls_for_best("Joker")
    rng = random.Random(2)
    for seat in range(4):
        view = state.view(seat)
        for _ in range(20):
            deal = sample_deal(view, rng)
            check_deal(state, seat, deal)
            assert same_position(replay_deal(view, deal), view)
    # the giver (the dealer) and the caller know where the Joker went
    for seat in (1, 3):
        assert state.view(seat).best_card == JOKER
        assert JOKER in sample_deal(state.view(seat), rng).hands[1]


def test_the_givers_card_is_in_the_callers_hand_for_the_giver() -> None:
    state = defender_calls_for_best("AC").play("JH")
    rng = random.Random(3)
    for _ in range(20):
        deal = sample_deal(state.view(3), rng)
        assert card("AC") in deal.hands[1]
        assert JOKER in deal.hands[3]  # the giver's own hand
        assert deal.discarded == card("9D")
        assert deal.best_discards[0] not in state.hands[3]
    for _ in range(20):
        deal = sample_deal(state.view(1), rng)
        assert deal.best_discards == (card("9C"),)
        assert deal.hands[1] == state.hands[1]


def dealer_calls_and_throws_the_joker() -> hp.GameState:
    """Seats 0, 1 and 2 pass; the dealer, seat 3, orders the Joker up
    (hearts) and discards 9D, then calls for best: seat 1 gives KC and the
    dealer discards the Joker.  Nobody defends alone; seat 0 leads JH."""
    state = dealt().pass_().pass_().pass_().apply("trump H").apply("discard 9D")
    state = state.apply("call for best").apply("give KC").apply("discard Joker")
    state = state.pass_().pass_()
    assert state.phase is hp.Phase.PLAY and state.sitting_out == (1,)
    kept = ["AC", "KC", "TD", "QD", "KD"]
    assert set(state.hands[3]) == {card(text) for text in kept}
    return state


def test_the_upcard_thrown_by_a_dealer_who_called_for_best() -> None:
    # The dealer shows out of trumps on the JH: the Joker is not in its
    # hand, so it was the dealer's discard for the king of clubs.
    state = dealer_calls_and_throws_the_joker().play("JH").play("9S").play("AC")
    assert shown_voids(state)[3] == {hp.Suit.HEARTS}
    rng = random.Random(4)
    for seat in range(4):
        view = state.view(seat)
        for _ in range(20):
            deal = sample_deal(view, rng)
            check_deal(state, seat, deal)
            assert deal.best_discards == (JOKER,)
            assert same_position(replay_deal(view, deal), view)


def test_before_the_dealer_shows_out_the_joker_may_be_in_either_place() -> None:
    state = dealer_calls_and_throws_the_joker()
    rng = random.Random(5)
    for seat in range(4):
        view = state.view(seat)
        for _ in range(10):
            deal = sample_deal(view, rng)
            check_deal(state, seat, deal)
            assert same_position(replay_deal(view, deal), view)
    assert sample_deal(state.view(3), rng).best_discards == (JOKER,)
    assert sample_deal(state.view(1), rng).best_discards != (card("KC"),)


def test_the_real_deal_replays_to_the_real_state() -> None:
    # both sides call for best: seat 0, the maker (seat 2 gives AD), then
    # seat 1 (the dealer, seat 3, gives the Joker it took up)
    state = dealt().apply("trump H").apply("discard 9D").apply("call for best")
    state = state.apply("give AD").apply("discard QH").apply("call for best")
    state = state.apply("give Joker").apply("discard 9C").play("JH")
    assert state.sitting_out == (2, 3) and state.lone_players == (0, 1)
    exact = SampledDeal(
        state.hands, state.discarded, state.kitty, (card("QH"), card("9C"))
    )
    for seat in range(4):
        again = replay_deal(state.view(seat), exact)
        assert again.hands == state.hands and again.kitty == state.kitty
        assert again.discarded == card("9D")
        assert same_position(again, state.view(seat))


def test_a_deal_with_the_wrong_number_of_best_discards_is_refused() -> None:
    state = defender_calls_for_best("AC")
    deal = sample_deal(state.view(0), random.Random(6))
    with pytest.raises(hp.InvalidValueError, match="1 seats called for best"):
        replay_deal(state.view(0), attrs.evolve(deal, best_discards=()))


# -- the bot -------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_search_bot_plays_whole_games_in_every_seat(name: str) -> None:
    """Four SearchBots (two deals a card) play, leaving the decisions
    before the play to the heuristic (their search has its tests in
    test_search_auction.py); a third of those decisions are taken at
    random instead, to reach calls for best and lone defenders."""
    rules = attrs.evolve(RULE_SETS[name], target_score=4)
    bots = [SearchBot(samples=2, seed=seat, search_auction=False) for seat in range(4)]
    chooser = random.Random(name)
    searched: Counter[str] = Counter()
    for seed in range(2):
        state = hp.new_game(rules, seed=seed)
        while state.phase is not hp.Phase.GAME_OVER:
            if state.phase is hp.Phase.DEAL:
                state = state.deal()
                continue
            seat = state.to_act
            assert seat is not None
            choice = bots[seat].choose(state.view(seat))
            assert choice in state.legal_actions()
            if state.phase is hp.Phase.PLAY and len(state.legal_actions()) > 1:
                searched["plays"] += 1
                searched["after a call for best"] += bool(exchanges(state))
            elif chooser.random() < 1 / 3:
                choice = chooser.choice(state.legal_actions())
            state = state.apply(choice)
    assert searched["plays"] >= 20
    if rules.call_for_best:
        assert searched["after a call for best"]

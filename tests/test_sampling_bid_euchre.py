"""The search bot's deals of Bid Euchre's unseen cards: every card dealt,
nothing aside but, after the moon's call for best, the maker's discard;
each deal fits what the seat's view shows and nothing it hides."""

from __future__ import annotations

import random

import pytest

import hasenpfeffer as hp
from hasenpfeffer.bots import SearchBot
from hasenpfeffer.bots._sampling import plays_so_far, sample_deal
from hasenpfeffer.bots._search import replay_deal
from hasenpfeffer.bots._search_auction import sample_position
from hasenpfeffer.games import SPECS

from .helpers import VIEW_OF_THE_HAND, cards

DECK = set(SPECS[hp.Game.BID_EUCHRE].cards)


def positions(rules: hp.Rules, count: int, seed: str) -> list[hp.GameState]:
    """Positions of the play reached by random choices, at random points,
    and in each hand the moon's call for best when the rules allow it."""
    chooser = random.Random(seed)
    found: list[hp.GameState] = []
    while len(found) < count:
        state = hp.new_game(rules, seed=chooser.randrange(2**32)).deal()
        while state.phase is not hp.Phase.PLAY:
            if state.phase is hp.Phase.DEAL:
                state = state.deal()
                continue
            legal = state.legal_actions()
            choice = chooser.choice(legal)
            if hp.MOON in legal and chooser.random() < 0.3:
                choice = hp.MOON
            if hp.CallForBest() in legal:
                choice = hp.CallForBest()
            state = state.apply(choice)
        for _ in range(chooser.randrange(20)):
            if state.phase is not hp.Phase.PLAY:
                break
            state = state.apply(chooser.choice(state.legal_actions()))
        if state.phase is hp.Phase.PLAY:
            found.append(state)
    return found


def shown_out(view: hp.PlayerView) -> dict[int, set[hp.Suit]]:
    """The suits each seat has shown out of, from the view's tricks: the
    suit of the card led (the one printed in no trump; an effective suit
    with a trump, read through ``hp.effective_suit``)."""
    out: dict[int, set[hp.Suit]] = {seat: set() for seat in range(4)}
    tricks = [trick.plays for trick in view.completed_tricks]
    for plays in [*tricks, view.current_trick]:
        if plays:
            led = hp.effective_suit(plays[0][1], view.trump)
            for seat, card in plays:
                if hp.effective_suit(card, view.trump) is not led:
                    out[seat].add(led)
    return out


@pytest.mark.parametrize("call_for_best", [False, True])
def test_each_deal_fits_the_view(call_for_best: bool) -> None:
    rules = hp.Rules(game=hp.Game.BID_EUCHRE, call_for_best=call_for_best)
    rng = random.Random(1)
    no_trump = moons = 0
    for state in positions(rules, 40, f"bid euchre deals {call_for_best}"):
        no_trump += state.trump is None
        moons += state.contract == hp.MOON
        for seat in range(4):
            view = state.view(seat)
            played = [card for _, card in plays_so_far(view)]
            out = shown_out(view)
            deal = sample_deal(view, rng)
            assert deal.hands[seat] == view.hand
            assert tuple(map(len, deal.hands)) == view.hand_sizes
            assert deal.discarded is None and deal.kitty == ()
            assert deal.widow is None
            # Every card once: the hands, the cards played, and the moon's
            # discard for the card given.
            dealt = [*sum(deal.hands, ()), *played, *deal.best_discards]
            assert sorted(dealt) == sorted(DECK)
            assert len(deal.best_discards) == len(view.called_for_best)
            for other in range(4):
                for card in deal.hands[other]:
                    assert hp.effective_suit(card, view.trump) not in out[other]
            if view.called_for_best:
                (caller,) = view.called_for_best
                assert caller == state.maker and state.contract == hp.MOON
                if seat == caller:
                    assert deal.best_discards == (view.best_discard,)
                elif seat == (caller + 2) % 4:
                    # The seat gave it: the maker holds it unless played.
                    assert view.best_card is not None
                    if view.best_card not in played:
                        assert view.best_card in deal.hands[caller]
            replayed = replay_deal(view, deal)
            again = replayed.view(seat)
            for field in VIEW_OF_THE_HAND:
                assert getattr(again, field) == getattr(view, field), field
            assert again.legal_actions() == view.legal_actions()
    assert no_trump >= 4
    assert moons >= (4 if call_for_best else 1)


def test_a_defender_cannot_see_the_moons_discard_or_the_card_given() -> None:
    # Seat 0 calls the moon in no trump and for best; seat 2 gives the AD
    # and seat 0 lays down the 9S.  Seat 1, a defender, sees neither: its
    # deals put many cards in the discard, and never its own.
    state = hp.new_game(
        hp.Rules(game=hp.Game.BID_EUCHRE, call_for_best=True), seed=1, dealer=3
    ).deal(
        hands=[
            cards("AC KC AH KH AS 9S"),
            cards("9C TC JC QC TD JD"),
            cards("QD KD AD 9H TH JH"),
            cards("9D QH KS QS JS TS"),
        ]
    )
    state = state.apply(hp.MOON).apply(hp.NoTrump()).apply(hp.CallForBest())
    state = state.apply(hp.Give(hp.Card.parse("AD"))).apply(
        hp.Discard(hp.Card.parse("9S"))
    )
    view = state.view(1)
    assert view.best_card is None and view.best_discard is None
    rng = random.Random(2)
    discards: set[hp.Card] = set()
    for _ in range(60):
        deal = sample_deal(view, rng)
        discards.update(deal.best_discards)
        assert tuple(map(len, deal.hands)) == (6, 6, 5, 6)
    assert len(discards) > 5
    assert not discards & set(view.hand)
    # The giver knows the AD is with the maker; the maker knows its 9S.
    giver = sample_deal(state.view(2), rng)
    assert hp.Card.parse("AD") in giver.hands[0]
    maker = sample_deal(state.view(0), rng)
    assert maker.best_discards == (hp.Card.parse("9S"),)


def test_a_position_before_the_play_looks_the_same_to_the_seat() -> None:
    # The moon's call for best, the gift and the discard, sampled for the
    # seat to act: the same hand and the same choices.
    rules = hp.Rules(game=hp.Game.BID_EUCHRE, call_for_best=True)
    state = hp.new_game(rules, seed=4, dealer=3).deal().apply(hp.MOON)
    rng = random.Random(3)
    while state.phase is not hp.Phase.PLAY:
        assert state.to_act is not None
        view = state.view(state.to_act)
        guess = sample_position(view, rng).view(view.seat)
        assert guess.hand == view.hand and guess.phase is view.phase
        assert guess.legal_actions() == view.legal_actions()
        legal = state.legal_actions()
        state = state.apply(hp.CallForBest() if hp.CallForBest() in legal else legal[0])


def test_search_bots_play_a_whole_game_with_legal_actions_only() -> None:
    bots = [SearchBot(seed=seat, samples=4) for seat in range(4)]
    state = hp.new_game(hp.Rules(game=hp.Game.BID_EUCHRE), seed=3)
    trumps: set[hp.Suit | None] = set()
    while state.phase is not hp.Phase.GAME_OVER:
        if state.phase is hp.Phase.DEAL:
            assert state.hand_number < 40
            state = state.deal()
            continue
        seat = state.to_act
        assert seat is not None
        choice = bots[seat].choose(state.view(seat))
        assert choice in state.legal_actions()
        if state.phase is hp.Phase.PLAY:
            trumps.add(state.trump)
        state = state.apply(choice)
    assert state.winner in (0, 1)
    assert max(state.scores) >= 32
    assert None in trumps  # no trump was played too

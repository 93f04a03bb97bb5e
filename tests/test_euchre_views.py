"""What a player's view of a Euchre game shows (docs/euchre.rst).

A seat sees its own hand, the upcard, the calls and every card played; the
dealer sees also the card it discarded.  Nobody sees the other hands
(a partner sitting out included), the three cards under the upcard, or
another player's discard.  The checks below run over random games of
every option set, on the view object and on its ``to_dict()``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import attrs
import pytest

import hasenpfeffer as hp
from tests.euchre_games import (
    DEAL_HANDS,
    DEAL_KITTY,
    OPTION_SETS,
    dealt,
    random_game,
)

GAMES_PER_OPTION_SET = 2
CARD_OF_TEXT = {str(card): card for card in hp.deck()}
"""Every card by the notation that ``to_dict()`` writes."""


def cards_in_text(data: Any) -> Iterator[hp.Card]:
    """Every card named anywhere in JSON data (alone, or as a word of a
    text such as ``"discard 9D"``)."""
    if isinstance(data, str):
        for word in data.split():
            card = CARD_OF_TEXT.get(word)
            if card is not None:
                yield card
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from cards_in_text(key)
            yield from cards_in_text(value)
    elif isinstance(data, (list, tuple)):
        for value in data:
            yield from cards_in_text(value)


def cards_in_view(view: hp.PlayerView) -> set[hp.Card]:
    """Every card the view object holds, field by field."""
    shown = {*view.hand, *(card for _, card in view.current_trick)}
    for trick in view.completed_tricks:
        shown.update(card for _, card in trick.plays)
    shown.update(
        card for card in (view.upcard, view.widow, view.discarded) if card is not None
    )
    return shown


def dealer_of_shown_hand(state: hp.GameState) -> int:
    """The dealer of the last hand dealt, the hand a view shows (between
    hands, ``state.dealer`` is already the next one)."""
    return (state.first_dealer + len(state.deals) - 1) % 4


def seen_cards(state: hp.GameState, seat: int) -> tuple[set[hp.Card], set[hp.Card]]:
    """The cards ``seat`` may see in ``state``, and the cards it may not."""
    played = {card for _, card in state.current_trick}
    for trick in state.completed_tricks:
        played.update(card for _, card in trick.plays)
    may_see = {*state.hands[seat], *played, state.kitty[0]}
    hidden = set(state.kitty[1:])
    for other in hp.SEATS:
        if other != seat:
            hidden.update(state.hands[other])
    discarded = state.discarded
    if discarded is not None:
        if seat == dealer_of_shown_hand(state):
            may_see.add(discarded)
        else:
            hidden.add(discarded)
    return may_see, hidden - may_see


def check_view(state: hp.GameState, seat: int) -> None:
    view = state.view(seat)
    may_see, hidden = seen_cards(state, seat)
    assert hidden, "every position hides some cards"
    for shown in (cards_in_view(view), set(cards_in_text(view.to_dict()))):
        assert shown <= may_see, (describe(state, seat), shown - may_see)
        assert not shown & hidden
    assert view.hand == tuple(state.hands[seat])
    assert view.upcard == state.upcard
    assert view.widow is None
    if seat == dealer_of_shown_hand(state):
        assert view.discarded == state.discarded
    else:
        assert view.discarded is None
    assert view.hand_sizes == tuple(len(hand) for hand in state.hands)
    if seat == state.to_act:
        assert view.legal_actions() == state.legal_actions()
        assert view.to_dict()["legal_actions"] == [
            str(action) for action in state.legal_actions()
        ]
    else:
        assert view.legal_actions() == ()


def describe(state: hp.GameState, seat: int) -> str:
    return f"seat {seat} in {state!r}: {state.to_record().to_text()}"


@pytest.mark.parametrize("name", sorted(OPTION_SETS))
def test_a_view_shows_no_hidden_card(name: str) -> None:
    rules = attrs.evolve(OPTION_SETS[name], target_score=5)
    seen_phases: set[hp.Phase] = set()
    discards_hidden = sitting_out_hidden = 0
    for seed in range(GAMES_PER_OPTION_SET):
        for state in random_game(rules, seed):
            seen_phases.add(state.phase)
            for seat in hp.SEATS:
                check_view(state, seat)
            if state.discarded is not None and state.phase is hp.Phase.PLAY:
                discards_hidden += 1
            if state.sitting_out and state.phase is hp.Phase.PLAY:
                sitting_out_hidden += 1
    # the games reached the positions the test is about
    assert {hp.Phase.BIDDING, hp.Phase.PLAY, hp.Phase.DEAL} <= seen_phases
    assert discards_hidden > 0
    if rules.lone_hands:
        assert sitting_out_hidden > 0


def test_the_dealer_alone_sees_the_discard() -> None:
    state = dealt().pass_().name_trump("H").discard("TS")
    assert state.view(0).discarded == hp.Card.parse("TS")
    assert [state.view(seat).discarded for seat in (1, 2, 3)] == [None, None, None]
    # the hand played out, the dealer still sees it, the others still do not
    for seat in (1, 2, 3):
        assert "TS" not in str(state.view(seat).to_dict())


def test_the_cards_under_the_upcard_are_never_shown() -> None:
    state = dealt()
    for seat in hp.SEATS:
        data = state.view(seat).to_dict()
        assert data["upcard"] == "TH"
        assert not {"9C", "9D", "9S"} & set(map(str, cards_in_text(data)))


def hidden_cards_swapped(seat: int, chooser: random.Random) -> list[list[str]]:
    """``DEAL`` with the cards ``seat`` cannot see (the other hands and the
    three cards under the upcard) shuffled among those places."""
    places = [list(hand) for hand in DEAL_HANDS] + [DEAL_KITTY[1:]]
    others = [index for index in range(5) if index != seat]
    hidden = [card for index in others for card in places[index]]
    chooser.shuffle(hidden)
    for index in others:
        size = len(places[index])
        places[index], hidden = hidden[:size], hidden[size:]
    return places


@pytest.mark.parametrize("name", sorted(OPTION_SETS))
def test_states_that_differ_in_hidden_cards_look_the_same(name: str) -> None:
    rules = OPTION_SETS[name]
    chooser = random.Random(name)
    compared = 0
    for _ in range(20):
        seat = chooser.choice(hp.SEATS)
        places = hidden_cards_swapped(seat, chooser)
        mine = hp.new_game(rules, seed=1, dealer=0).deal(
            hands=DEAL_HANDS, kitty=DEAL_KITTY
        )
        theirs = hp.new_game(rules, seed=1, dealer=0).deal(
            hands=places[:4], kitty=[DEAL_KITTY[0], *places[4]]
        )
        assert mine.hands[seat] == theirs.hands[seat]
        while mine.phase is not hp.Phase.DEAL:
            assert mine.view(seat) == theirs.view(seat)
            assert mine.view(seat).to_dict() == theirs.view(seat).to_dict()
            compared += 1
            both = [a for a in mine.legal_actions() if a in theirs.legal_actions()]
            if not both:
                break  # the hidden cards now leave no common card to play
            action = chooser.choice(both)
            mine, theirs = mine.apply(action), theirs.apply(action)
    assert compared > 50


def test_a_sitting_out_partners_hand_is_hidden_from_all_but_itself() -> None:
    state = dealt().pass_().name_trump("H").discard("TS").go_alone()
    assert state.sitting_out == (0,)
    assert state.view(0).hand == state.hands[0]
    # the TH is the upcard, which everyone saw; the other four stay hidden
    hidden = set(state.hands[0]) - {hp.Card.parse("TH")}
    assert len(hidden) == 4
    for seat in (1, 2, 3):
        view = state.view(seat)
        assert not hidden & set(cards_in_text(view.to_dict()))
        assert not hidden & cards_in_view(view)

"""The text of a position (hasenpfeffer.integrations.text) with only its
public or only its private part, and before the first deal."""

from __future__ import annotations

import hasenpfeffer as hp
from hasenpfeffer.integrations.text import (
    information_state_string,
    observation_string,
    table_text,
)

HEAD = "seat 3, hand 1, dealer 0, BIDDING, seat 1 to act"
SCORES = "tricks 0-0, scores 0 to 0"


def dealt() -> hp.GameState:
    return hp.new_game(seed=1, dealer=0).deal()


def test_the_private_part_alone_is_the_seats_cards() -> None:
    view = dealt().view(3)
    hand = hp.format_cards(view.hand)
    assert observation_string(view, public=False) == f"hand: {hand}"
    # Nothing played yet: the cards dealt are the cards in hand.
    assert information_state_string(view, public=False) == (
        f"dealt: {hand}\nhand: {hand}"
    )


def test_the_public_part_alone_shows_no_card_of_the_seat() -> None:
    view = dealt().view(3)
    observation = observation_string(view, private=False)
    information = information_state_string(view, private=False)
    assert observation == f"{HEAD}\nhigh bid: -, passed: -\nplayed: -\n{SCORES}"
    assert information == f"{HEAD}\nauction: -\n{SCORES}"
    for card in view.hand:
        assert str(card) not in observation + information


def test_neither_part_is_nothing() -> None:
    view = dealt().view(3)
    assert observation_string(view, public=False, private=False) == ""
    assert information_state_string(view, public=False, private=False) == ""


def test_before_the_first_deal_nobody_is_to_act_and_nobody_holds_cards() -> None:
    start = hp.new_game(seed=1, dealer=0)
    assert table_text(start) == f"hand 0, dealer 0, DEAL, target 10\n{SCORES}"
    view = start.view(2)
    assert observation_string(view) == (
        f"seat 2, hand 0, dealer 0, DEAL\nhand: -\nplayed: -\n{SCORES}"
    )
    assert information_state_string(view) == (
        f"seat 2, hand 0, dealer 0, DEAL\ndealt: -\nhand: -\nauction: -\n{SCORES}"
    )

"""Three-Handed Euchre positions shared by the tests of the bots, the
solver, the search and the simulation: the rules under both answers to
six passes, hands dealt by hand, and positions of the play reached by
random legal play."""

from __future__ import annotations

import random
from collections.abc import Sequence

import hasenpfeffer as hp
from hasenpfeffer.cards import deck as every_card

from .helpers import play_position as random_play_position

THREE = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE)
"""The default rules: stick the dealer."""
THREE_REDEAL = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE, all_pass=hp.AllPass.REDEAL)
"""Six passes throw the hand in."""
BOTH_ALL_PASS = (THREE, THREE_REDEAL)

EUCHRE_DECK = tuple(card for card in every_card() if card != hp.JOKER)
"""The 24 cards of the game."""


def cards(text: str) -> list[hp.Card]:
    return [hp.Card.parse(word) for word in text.split()]


def dealt(
    hands: Sequence[str],
    upcard: str,
    dealer: int = 0,
    rules: hp.Rules = THREE,
) -> hp.GameState:
    """The three ``hands`` (``"JH JD AH KH QH"`` each) dealt by ``dealer``,
    with ``upcard`` turned up and the other eight cards under it in deck
    order."""
    held = [cards(hand) for hand in hands]
    up = hp.Card.parse(upcard)
    taken = {up, *(card for hand in held for card in hand)}
    assert len(taken) == 16, "a card is dealt twice"
    under = [card for card in EUCHRE_DECK if card not in taken]
    return hp.new_game(rules, dealer=dealer, seed=0).deal(
        hands=held, kitty=[up, *under]
    )


def play(state: hp.GameState, text: str) -> hp.GameState:
    """``state`` after the cards ``text`` are played, each by the seat to act."""
    for card in text.split():
        state = state.play(card)
    return state


def play_position(
    chooser: random.Random,
    rules: hp.Rules = THREE,
    most_tricks: int = 5,
) -> hp.GameState:
    """:func:`tests.helpers.play_position`, at a table of three unless
    ``rules`` says otherwise."""
    return random_play_position(chooser, rules, most_tricks)

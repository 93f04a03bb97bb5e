"""Checks of the integrations shared by the games that turn up a card:
vectors cut into their named pieces, the cards a seat may not see, random
positions to look at, and PettingZoo's API test.

Each helper takes the game (or a game's rules), so one test can be
parametrized over Euchre and Three-Handed Euchre alike.  The cards a seat
may not see follow from the rules, not from the encoding: the other seats'
hands, the cards under the upcard, and the dealer's discard for everyone
but the dealer.  The upcard is seen by all, even once the dealer holds it.
"""

from __future__ import annotations

import random
import re
import warnings
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import hasenpfeffer as hp
from hasenpfeffer.cards import deck as every_card
from hasenpfeffer.integrations.encoding import Piece

__all__ = [
    "CARD_PIECES",
    "EXPECTED_API_WARNINGS",
    "api_test_surprises",
    "card_count",
    "cards_in",
    "cards_named",
    "dealer_of_hand",
    "hidden_from",
    "pieces_of",
    "random_positions",
    "seen_in",
    "spiel_decisions",
]

CARD_PIECES = ("hand", "dealt", "discarded", "upcard", "current_trick", "played")
"""The pieces of the vectors laid out card by card (seat after seat for
the current trick and the cards played)."""

EXPECTED_API_WARNINGS = (
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be",
    "Action mask numpy array is all zeros (no legal actions)",
)
"""What PettingZoo's API test says of any environment outside PettingZoo's
own whose observation is a dict holding an action mask, and (the
observation not under ``"observation"``) of the all-zero mask of an agent
whose game is over."""


def card_count(game: hp.Game) -> int:
    """The cards of ``game``'s deck: 24, or 25 with the Joker."""
    return 25 if game in (hp.Game.HASENPFEFFER, hp.Game.RAILROAD_EUCHRE) else 24


def pieces_of(vector: Sequence[float], pieces: Sequence[Piece]) -> dict[str, Any]:
    """``vector`` cut into its pieces, by name; the pieces must cover it."""
    found: dict[str, Any] = {}
    offset = 0
    for piece in pieces:
        found[piece.name] = list(vector[offset : offset + piece.size])
        offset += piece.size
    assert offset == len(vector)
    return found


def cards_in(bits: Sequence[float], game: hp.Game) -> set[hp.Card]:
    """The cards of a piece laid out card by card (seat after seat)."""
    deck = every_card()
    size = card_count(game)
    return {deck[index % size] for index, bit in enumerate(bits) if bit}


def seen_in(found: dict[str, Any], game: hp.Game, players: int) -> set[hp.Card]:
    """Every card named anywhere in the pieces of a vector: the card
    pieces, and the cards of the ``tricks`` piece (each trick a leader, a
    card per seat and a winner)."""
    seen: set[hp.Card] = set()
    for name in CARD_PIECES:
        if name in found:
            seen |= cards_in(found[name], game)
    if "tricks" in found:
        size = card_count(game)
        stride = players + players * size + players
        bits = found["tricks"]
        for start in range(0, len(bits), stride):
            seen |= cards_in(bits[start + players : start + stride - players], game)
    return seen


def cards_named(text: str) -> set[hp.Card]:
    """Every card that ``text`` names in the library's notation."""
    return {
        hp.Card.parse(word)
        for word in re.findall(r"\b(?:[9TJQKA][CDHS]|Joker)\b", text)
    }


def dealer_of_hand(state: hp.GameState) -> int:
    """The dealer of the hand shown (``state.dealer`` is already the next
    hand's once a hand is over)."""
    results = state.hand_results
    if results and results[-1].hand_number == state.hand_number:
        return results[-1].dealer
    return state.dealer


def hidden_from(state: hp.GameState, seat: int) -> set[hp.Card]:
    """The cards ``seat`` may not see now: the others' hands, the cards
    under the upcard, the dealer's discard unless ``seat`` dealt, and of a
    call for best the card given unless ``seat`` gave or received it, and
    the card discarded for it unless ``seat`` discarded it.  Bid Euchre
    deals every card: nothing lies under an upcard."""
    hidden = set(state.kitty[1:])
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden |= set(hand)
    if state.discarded is not None and seat != dealer_of_hand(state):
        hidden.add(state.discarded)
    caller = None
    for actor, action in state.hand_history:
        if isinstance(action, hp.CallForBest):
            caller = actor
        elif isinstance(action, hp.Give) and seat in (actor, caller):
            hidden.discard(action.card)  # seen by the giver and the caller
        elif isinstance(action, hp.Discard) and actor == caller and seat != actor:
            hidden.add(action.card)
    if state.kitty:
        hidden.discard(state.kitty[0])  # the upcard, in the dealer's hand or not
    return hidden


def random_positions(
    rules: hp.Rules, games: int, seed: int, *, dealers: int = 3
) -> Iterator[hp.GameState]:
    """Every position of ``games`` hands played at random, the finished
    hand last, the deal starting from each of the first ``dealers`` seats
    in turn."""
    chooser = random.Random(seed)
    for number in range(games):
        state = hp.new_game(rules, seed=seed * 1000 + number, dealer=number % dealers)
        state = state.deal()
        while state.to_act is not None:
            yield state
            state = state.apply(chooser.choice(state.legal_actions()))
        yield state


def spiel_decisions(
    game: Any,
    games: int,
    seed: int,
    choose: Callable[[Any, random.Random], int] | None = None,
) -> list[Any]:
    """A copy of every decision node of ``games`` games of an OpenSpiel
    ``game`` played at random (or by ``choose``)."""
    chooser = random.Random(seed)
    states = []
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(chooser.choice(state.chance_outcomes())[0])
                continue
            states.append(state.clone())
            if choose is None:
                state.apply_action(chooser.choice(state.legal_actions()))
            else:
                state.apply_action(choose(state, chooser))
    return states


def api_test_surprises(environment: Any, num_cycles: int = 300) -> list[str]:
    """Run PettingZoo's API test on ``environment``; the warnings it gave
    beyond :data:`EXPECTED_API_WARNINGS` (none, for a sound environment)."""
    from pettingzoo.test import api_test

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(environment, num_cycles=num_cycles)
    return [
        str(warning.message)
        for warning in caught
        if not str(warning.message).startswith(EXPECTED_API_WARNINGS)
    ]

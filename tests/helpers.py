"""Helpers and one worked deal shared by several test files.

``SWEEP`` is a deal in which seat 1, the maker when seat 0 deals, holds the
six highest hearts and takes every trick; ``SWEEP_TRICKS`` is its play, a
trick per string in play order.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import attrs
import pytest

import hasenpfeffer as hp

__all__ = [
    "NINE_CLUBS",
    "SPADES_DEAL",
    "SWEEP",
    "SWEEP_TRICKS",
    "VIEW_OF_THE_HAND",
    "cards",
    "exactly",
    "in_auction",
    "play_position",
    "play_until",
    "plays_so_far",
    "refusal",
    "rotated_sweep",
    "same_position",
    "shown_voids",
    "swept_hand",
]


def cards(text: str) -> list[hp.Card]:
    """Cards from space-separated notation."""
    return [hp.Card.parse(word) for word in text.split()]


def exactly(message: str) -> str:
    """A ``pytest.raises`` pattern that matches ``message`` and nothing more."""
    return f"^{re.escape(message)}$"


NINE_CLUBS = hp.Card.parse("9C")

SPADES_DEAL = (
    cards("JS AS KS QS TS 9S"),
    cards("JC AC KC QC TC AD"),
    cards("9C KD QD JD TD 9D"),
    cards("AH KH QH JH TH 9H"),
)
"""A deal of Hasenpfeffer: every spade but the jack of clubs to seat 0, the
clubs but the jack and the ace of diamonds to seat 1, diamonds to seat 2,
hearts to seat 3; the widow is the Joker."""

VIEW_OF_THE_HAND = (
    "phase",
    "to_act",
    "hand",
    "hand_sizes",
    "maker",
    "contract",
    "trump",
    "widow",
    "discarded",
    "lone_players",
    "sitting_out",
)
"""The fields of a player's view that tell the hand's state at any point:
a position drawn for the search must show the seat the same."""


def refusal(state: hp.GameState, action: hp.Action) -> str:
    """The message of the error that refuses ``action`` now."""
    with pytest.raises(hp.IllegalActionError) as info:
        state.apply(action)
    return str(info.value)


def in_auction(rules: hp.Rules, *calls: hp.Call) -> hp.GameState:
    """A game dealt by seat 0 (seat 1 calls first) after ``calls``."""
    state = hp.new_game(rules=rules, dealer=0, seed=3).deal()
    for call in calls:
        state = state.apply(call)
    return state


# The maker (seat 1, dealer 0) holds the six highest hearts and takes every
# trick: a bid of 6 ends the auction at once (docs/rules.rst, "The
# auction"), and the makers score +6 (docs/rules.rst, "Scoring").
SWEEP = [
    "TH 9H AD KD QD TD",
    "Joker JH JD AH KH QH",
    "9D AC KC QC JC TC",
    "AS KS QS JS TS 9S",
]
SWEEP_TRICKS = [
    "Joker 9D 9S TH",
    "JH TC TS 9H",
    "JD JC JS TD",
    "AH QC QS QD",
    "KH KC KS KD",
    "QH AC AS AD",
]


def swept_hand() -> hp.GameState:
    """The sweep above, played with cards and bids given as values."""
    state = hp.new_game(dealer=0, seed=5).deal(
        hands=[cards(hand) for hand in SWEEP], widow=hp.Card.parse("9C")
    )
    state = state.bid(hp.Bid(6))
    assert state.phase is hp.Phase.TRUMP and state.maker == 1
    state = state.name_trump(hp.Suit.HEARTS).discard(hp.Card.parse("9C"))
    for trick in SWEEP_TRICKS:
        for card in cards(trick):
            state = state.play(card)
    return state


def rotated_sweep(rules: hp.Rules, dealer: int) -> hp.GameState:
    """The SWEEP deal and play moved ``dealer`` seats round: the maker is
    the dealer's left, who leads (docs/rules.rst, "The play") and takes
    every trick."""
    hands = [cards(SWEEP[(seat - dealer) % 4]) for seat in range(4)]
    state = hp.new_game(rules=rules, dealer=dealer, seed=5).deal(
        hands=hands, widow=hp.Card.parse("9C")
    )
    maker = (dealer + 1) % 4
    state = state.bid(6).name_trump("H").discard("9C")
    assert state.leader == state.to_act == maker
    for trick in SWEEP_TRICKS:
        for card in cards(trick):
            state = state.play(card)
    assert state.completed_tricks[-1].winner == maker
    return state


def widow_of(deal: hp.Deal) -> hp.Card:
    """The widow of a deal of Hasenpfeffer (a deal of Euchre has none)."""
    assert deal.widow is not None, "a deal of Euchre has a kitty, not a widow"
    return deal.widow


def play_position(
    chooser: random.Random, rules: hp.Rules, most_tricks: int
) -> hp.GameState:
    """A position of the play reached by random legal decisions, going alone
    and calling for best whenever the random choice says so, from a deal
    seeded by ``chooser`` (dealing again after a hand thrown in), stopped
    at a random point of a trick with one to ``most_tricks`` tricks left
    to decide."""
    state = hp.new_game(rules, seed=chooser.randrange(2**32)).deal()
    while state.phase is not hp.Phase.PLAY:
        if state.phase is hp.Phase.DEAL:
            state = state.deal()
        else:
            state = state.apply(chooser.choice(state.legal_actions()))
    seats = len(state.hands) - len(state.sitting_out)
    tricks = chooser.randint(1, most_tricks)
    played = chooser.randrange(seats)
    return play_until(
        state, tricks, played, lambda now: chooser.choice(now.legal_actions())
    )


def play_until(
    state: hp.GameState,
    tricks: int,
    played: int,
    choose: Callable[[hp.GameState], hp.Action],
) -> hp.GameState:
    """``state``, a position of the play, played on by ``choose`` until the
    seat to act holds ``tricks`` cards with ``played`` cards in the trick."""
    while True:
        assert state.to_act is not None
        if (
            len(state.hands[state.to_act]) == tricks
            and len(state.current_trick) == played
        ):
            return state
        state = state.apply(choose(state))


def plays_so_far(state: hp.GameState) -> list[tuple[int, hp.Card]]:
    """Every card played this hand with its seat, in the order played."""
    plays = [play for trick in state.completed_tricks for play in trick.plays]
    return [*plays, *state.current_trick]


def shown_voids(state: hp.GameState) -> dict[int, set[hp.Suit]]:
    """The effective suits each seat has shown out of this hand, by
    failing to follow them."""
    assert state.trump is not None
    found: dict[int, set[hp.Suit]] = {seat: set() for seat in range(len(state.hands))}
    tricks = [trick.plays for trick in state.completed_tricks]
    for plays in (*tricks, state.current_trick):
        if plays:
            led = hp.effective_suit(plays[0][1], state.trump)
            for seat, card in plays:
                if hp.effective_suit(card, state.trump) is not led:
                    found[seat].add(led)
    return found


def same_position(replayed: hp.GameState, view: hp.PlayerView) -> bool:
    """Whether ``replayed`` shows ``view``'s seat exactly ``view``, but for
    the game's past (hand number, scores and earlier hands): a replayed
    deal is of this hand only."""
    again = replayed.view(view.seat)
    return view == attrs.evolve(
        again,
        hand_number=view.hand_number,
        scores=view.scores,
        hand_results=view.hand_results,
    )

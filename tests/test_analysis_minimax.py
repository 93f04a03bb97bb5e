"""The double-dummy solver against a plain minimax, in every game of the
family.

The minimax below is written from the rules with the reference engine's
``playable_cards`` and ``trick_winner`` (``tests/reference_engine.py``):
hands as lists of cards, the turn passing to the left past a seat sitting
out, each trick led by the winner of the one before, the makers taking as
many tricks as they can and the defenders leaving them as few.  It knows
nothing of the engine's transitions or of the solver's bounds and
shortcuts, and it tries every line, remembering only the value of each
position between tricks that it has met before (the same cards left and
the same leader), so it runs on endings of three tricks by the hundred and
on endings of five tricks (a whole hand of the Euchres) by the dozen.
The long endings are where the solver's sure tricks and equivalent cards
do most: a mistake there can leave every short ending right.  The
positions come from seeded deals played at random, going alone (and, in
Railroad Euchre, calling for best) whenever the random choice says so,
and stop at a random point of a trick.  In Bid Euchre's no trump, which
the reference engine does not play, the minimax follows the suit printed
on the card led and gives the trick to its highest card.
"""

from __future__ import annotations

import random

import pytest

import hasenpfeffer as hp
from hasenpfeffer.analysis import makers_tricks
from hasenpfeffer.games import SPECS

from .helpers import play_position
from .reference_engine import left_of, playable_cards, trick_winner

GAMES = {
    "hasenpfeffer": hp.Rules(lone_hands=True, lone_defender=True),
    "euchre": hp.Rules(game=hp.Game.EUCHRE, lone_defender=True),
    "railroad_euchre": hp.Rules(game=hp.Game.RAILROAD_EUCHRE),
    "three_handed_euchre": hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE),
    "bid_euchre": hp.Rules(game=hp.Game.BID_EUCHRE, call_for_best=True),
}
"""Each game with going alone allowed wherever it may be (in Bid Euchre,
the moon with its call for best)."""
assert {rules.game for rules in GAMES.values()} == set(hp.Game)


def playable(
    hand: list[hp.Card], trick: list[hp.Card], trump: hp.Suit | None
) -> list[hp.Card]:
    """The reference engine's ``playable_cards``; in no trump (``None``),
    the cards of the suit printed on the card led if the hand has any, else
    any card."""
    if trump is not None:
        return playable_cards(hand, trick, trump)
    following = [card for card in hand if trick and card.suit is trick[0].suit]
    return following or list(hand)


def taker(trick: list[hp.Card], trump: hp.Suit | None) -> int:
    """The reference engine's ``trick_winner``; in no trump (``None``), the
    highest card of the suit led: ace, king, queen, jack, ten, nine."""
    if trump is not None:
        return trick_winner(trick, trump)
    led = trick[0].suit
    order = "9TJQKA"
    return max(
        (place for place, card in enumerate(trick) if card.suit is led),
        key=lambda place: order.index(str(trick[place])[0]),
    )


POSITIONS = 250
"""Endings solved in each game."""


class Table:
    """What the minimax needs to know of the hand: trump, who plays, who
    the makers are and where ``tricks_won`` counts their tricks."""

    def __init__(self, state: hp.GameState) -> None:
        assert state.maker is not None
        self.trump = state.trump
        self.seat_count = len(state.hands)
        self.playing = [
            seat for seat in range(self.seat_count) if seat not in state.sitting_out
        ]
        if self.seat_count == 3:
            # Three-Handed Euchre: the maker alone against the other two.
            self.makers = {state.maker}
            self.side = state.maker
        else:
            self.makers = {seat for seat in range(4) if seat % 2 == state.maker % 2}
            self.side = state.maker % 2
        self.known: dict[tuple[tuple[tuple[hp.Card, ...], ...], int], int] = {}
        """The makers' tricks from each position between tricks already
        worked out: the same cards left and the same leader give the same
        answer, whatever the order of play that led there."""

    def next_to_play(self, seat: int) -> int:
        seat = left_of(seat, self.seat_count)
        while seat not in self.playing:
            seat = left_of(seat, self.seat_count)
        return seat

    def makers_tricks(
        self,
        hands: dict[int, list[hp.Card]],
        trick: list[tuple[int, hp.Card]],
        seat: int,
    ) -> int:
        """The makers' tricks from the trick under way (``trick``, lead
        first) to the end of the hand, with ``seat`` to play and best play
        by all."""
        if not hands[seat]:
            return 0
        key = (tuple(tuple(hands[player]) for player in self.playing), seat)
        if not trick and key in self.known:
            return self.known[key]
        values = [
            self.after(hands, trick, seat, card)
            for card in playable(hands[seat], [card for _, card in trick], self.trump)
        ]
        best = max(values) if seat in self.makers else min(values)
        if not trick:
            self.known[key] = best
        return best

    def after(
        self,
        hands: dict[int, list[hp.Card]],
        trick: list[tuple[int, hp.Card]],
        seat: int,
        card: hp.Card,
    ) -> int:
        """The makers' tricks from the trick under way to the end of the
        hand once ``seat`` has played ``card`` to ``trick``."""
        rest = {**hands, seat: [held for held in hands[seat] if held != card]}
        now = [*trick, (seat, card)]
        if len(now) < len(self.playing):
            return self.makers_tricks(rest, now, self.next_to_play(seat))
        winner = now[taker([played for _, played in now], self.trump)][0]
        return (winner in self.makers) + self.makers_tricks(rest, [], winner)


TARGETS = {
    game: ([1], [3, 5], [5, 3, 3], [2, 4], [hand_size], list(range(1, hand_size + 1)))
    for game, hand_size in (
        ("hasenpfeffer", 6),
        ("euchre", 5),
        ("three_handed_euchre", 5),
        ("railroad_euchre", 5),
        ("bid_euchre", 6),
    )
}
"""Sets of trick counts to ask ``makers_tricks`` about: the answer is the
largest the makers reach, or 0."""


def check_against_minimax(state: hp.GameState, game: str) -> hp.analysis.Solution:
    """Check :func:`hp.analysis.solve` and :func:`makers_tricks` on ``state`` against
    the plain minimax: the legal plays, every play's value, the makers' side
    and tricks, the best moves and each set of targets.  The solution."""
    seat = state.to_act
    assert seat is not None
    table = Table(state)
    hands = {player: list(state.hands[player]) for player in table.playing}
    trick = list(state.current_trick)
    legal = playable(hands[seat], [card for _, card in trick], table.trump)
    assert state.legal_actions() == tuple(hp.Play(card) for card in sorted(legal))
    won = state.tricks_won[table.side]
    expected = tuple(
        (hp.Play(card), won + table.after(hands, trick, seat, card))
        for card in sorted(legal)
    )
    best = (max if seat in table.makers else min)(value for _, value in expected)
    solution = hp.analysis.solve(state)
    assert solution.move_values == expected
    assert solution.makers == table.side and solution.makers_tricks == best
    assert makers_tricks(state) == best
    for targets in TARGETS[game]:
        reached = max((count for count in targets if count <= best), default=0)
        assert makers_tricks(state, targets=targets) == reached
    assert solution.best_moves == tuple(
        play for play, value in expected if value == best
    )
    return solution


@pytest.mark.parametrize("game", list(GAMES))
def test_move_values_match_a_plain_minimax(game: str) -> None:
    chooser = random.Random(f"solver against minimax: {game}")
    seen = set()
    no_trump = 0
    for _ in range(POSITIONS):
        state = play_position(chooser, GAMES[game], most_tricks=3)
        solution = check_against_minimax(state, game)
        trick = state.current_trick
        seen.add((len(state.lone_players), len(trick), solution.remaining_tricks))
        no_trump += state.trump is None
    # Bid Euchre's makers name no trump one time in five at random.
    assert (no_trump >= POSITIONS // 10) is SPECS[GAMES[game].game].moon
    # The endings cover every length, every point of a trick and, but in
    # Three-Handed Euchre (where the maker always plays alone against two),
    # lone hands.
    assert {tricks for _, _, tricks in seen} == {1, 2, 3}
    assert {cards for _, cards, _ in seen} >= {0, 1, 2}
    if game != "three_handed_euchre":
        assert {alone for alone, _, _ in seen} >= {0, 1}


LONG_ENDINGS = 25
"""Long endings solved in each game."""

LONGEST = 5
"""The most tricks of a long ending: a whole hand in the Euchres, five of
the six in Hasenpfeffer, where a whole hand takes the minimax seconds."""


@pytest.mark.parametrize("game", list(GAMES))
def test_long_endings_match_a_plain_minimax(game: str) -> None:
    chooser = random.Random(f"solver against minimax, long endings: {game}")
    lengths = set()
    for _ in range(LONG_ENDINGS):
        state = play_position(chooser, GAMES[game], most_tricks=LONGEST)
        lengths.add(check_against_minimax(state, game).remaining_tricks)
    assert max(lengths) == LONGEST

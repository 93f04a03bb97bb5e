"""The fast engine's Euchre against the plain reference of
``tests/reference_engine.py``.

Random games of Euchre are played on :class:`~hasenpfeffer.GameState` and
on a :class:`~tests.reference_engine.ReferenceGame` side by side, under
each combination of ``all_pass`` (stick the dealer or redeal) and
``lone_defender``, and without lone hands.  The reference is given each
hand's cards from the engine's deal (shuffled from the game's seed, from a
seed of its own, or given explicitly) and nothing else.  Before every
action the seat to act and the set of legal actions must agree, and after
every action every visible field of the game, the hand results and the
scores included.  An action that the reference refuses must be refused by
the engine too.  The playing and comparing is ``tests/side_by_side.py``'s,
shared with Hasenpfeffer's differential tests.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

import hasenpfeffer as hp
from tests.side_by_side import (
    ScriptedChoices,
    SeededChoices,
    play_script,
    play_side_by_side,
)

EUCHRE_DECK = tuple(card for card in hp.deck() if card != hp.JOKER)
EVERY_ACTION: tuple[hp.Action, ...] = (
    hp.Pass(),
    hp.GoAlone(),
    *(hp.NameTrump(suit) for suit in hp.Suit),
    *(hp.Discard(card) for card in EUCHRE_DECK),
    *(hp.Play(card) for card in EUCHRE_DECK),
)
MAX_HANDS = 30
"""Hands per game at most: a game that passes most hands out may be long."""


def _euchre(**options: Any) -> hp.Rules:
    return hp.Rules(game=hp.Game.EUCHRE, **options)


OPTION_SETS = {
    "stick, no lone defender": _euchre(),
    "stick, lone defender": _euchre(lone_defender=True),
    "redeal, no lone defender": _euchre(all_pass=hp.AllPass.REDEAL),
    "redeal, lone defender": _euchre(all_pass=hp.AllPass.REDEAL, lone_defender=True),
    "no lone hands": _euchre(lone_hands=False),
}


# -- the decisions of a random game --------------------------------------------


class SeededGame(SeededChoices):
    """The random decisions of one game: its deals and its actions.

    In the auction a pass is taken with a chance drawn for the whole game,
    so that some games see many hands passed out; every other choice is
    uniform among the legal actions.  A deal is shuffled from the game's
    seed, from a seed of its own, or given explicitly.
    """

    def __init__(self, seed: int) -> None:
        super().__init__(seed, 0, EVERY_ACTION)
        self.pass_percent = self.random.choice((0, 50, 90))

    def deal(self, state: hp.GameState) -> hp.GameState:
        how = self.random.choice(("game", "seed", "explicit"))
        if how == "game":
            return state.deal()
        if how == "seed":
            return state.deal(seed=self.random.randrange(2**32))
        return super().deal(state)


def situations(state: hp.GameState) -> set[str]:
    """The notable things that happened in a game, read from its end."""
    seen = {"game over"} if state.winner is not None else set()
    history = list(state.history)
    for result in state.hand_results:
        if result.maker is None:
            seen.add("hand thrown in")
            continue
        makers = result.maker % 2
        tricks = result.tricks_won[makers]
        outcome = "march" if tricks == 5 else "made" if tricks >= 3 else "euchred"
        seen.add(f"{outcome}, {len(result.lone_players)} alone")
    for (_, action), (_, following) in itertools.pairwise(history):
        if isinstance(action, hp.NameTrump) and isinstance(following, hp.Discard):
            seen.add("ordered up")
        if isinstance(action, hp.NameTrump) and not isinstance(following, hp.Discard):
            seen.add("named in the second round")
    return seen


@pytest.mark.parametrize("name", sorted(OPTION_SETS))
def test_random_games_agree(name: str) -> None:
    """Twelve whole games under each option set, every step compared."""
    rules = OPTION_SETS[name]
    seen: set[str] = set()
    for number in range(12):
        state = hp.new_game(rules, seed=number, dealer=number % 4)
        final, stuck = play_side_by_side(state, SeededGame(1000 + number), MAX_HANDS)
        seen |= stuck | situations(final)
    expected = {
        "game over",
        "ordered up",
        "named in the second round",
        "made, 0 alone",
        "march, 0 alone",
        "euchred, 0 alone",
    }
    if rules.lone_hands:
        # a lone march is rare in random play: the scripted hands below
        # play one
        expected |= {"made, 1 alone", "euchred, 1 alone"}
    if rules.lone_defender:
        expected |= {"euchred, 2 alone"}
    if rules.all_pass is hp.AllPass.REDEAL:
        expected |= {"hand thrown in"}
    else:
        expected |= {"stick the dealer"}
        assert "hand thrown in" not in seen
    assert expected <= seen, sorted(expected - seen)


# -- hand-chosen deals, played side by side ------------------------------------


def scripted(hands: list[str], kitty: str, actions: list[str]) -> ScriptedChoices:
    """One explicit deal and the actions of its hand, in order."""
    deal = {"hands": [hand.split() for hand in hands], "kitty": kitty.split()}
    return ScriptedChoices([deal], actions, EVERY_ACTION)


SPADES_HANDS = [
    "JS JC AS KS AC",
    "AH KH QH JH TH",
    "QS TS AD KD 9C",
    "KC QC TC QD 9D",
]


def test_lone_defender_asked_from_the_dealers_left_agrees() -> None:
    # seat 2 orders up and goes alone; seat 1 (from the dealer's left, not
    # seat 3 on the maker's left) is asked first and defends alone; both
    # seats after the dealer then sit out and seat 1 leads the hearts
    script = scripted(
        SPADES_HANDS,
        "9S 9H JD TD",
        [
            *("pass", "pass", "trump S", "discard 9D", "alone", "alone"),
            *("play AH", "play 9C", "play KH", "play KD", "play QH", "play AD"),
            *("play JH", "play TS", "play QS", "play TH"),
        ],
    )
    final = play_script(_euchre(lone_defender=True), 3, script)
    assert final.hand_results[-1].score_change == (0, 4)


def test_lone_march_agrees() -> None:
    # seat 0 orders up spades, goes alone and takes every trick
    script = scripted(
        SPADES_HANDS,
        "9S 9H JD TD",
        [
            *("trump S", "discard 9D", "alone", "pass", "pass"),
            *("play JS", "play TH", "play 9S", "play JC", "play JH", "play KC"),
            *("play AS", "play QH", "play QC", "play KS", "play KH", "play TC"),
            *("play AC", "play AH", "play QD"),
        ],
    )
    final = play_script(_euchre(lone_defender=True), 3, script)
    assert final.hand_results[-1].score_change == (4, 0)


def test_stick_the_dealer_agrees() -> None:
    script = scripted(SPADES_HANDS, "9S 9H JD TD", ["pass"] * 7 + ["trump C", "alone"])
    final = play_script(_euchre(), 3, script)
    assert final.to_act == 0 and final.sitting_out == (1,)

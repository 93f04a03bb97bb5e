"""The fast engine's Railroad Euchre against the plain reference of
``tests/reference_engine.py``.

Random games of Railroad Euchre are played on
:class:`~hasenpfeffer.GameState` and on a
:class:`~tests.reference_engine.ReferenceGame` side by side under six
option sets: the defaults, and one option changed at a time
(``call_for_best`` off, ``lone_defender`` off, ``all_pass`` redeal,
``joker_upcard_suit`` spades, ``lone_hands`` off).  Before every action the
seat to act and the set of legal actions must agree, and after every action
every visible field of the game and what each seat's view shows of the
hidden cards.  An action that the reference refuses must be refused by the
engine too.  Scripted hands then force the rare paths of
docs/railroad.rst, "The deal and the upcard" and "Calling for best".
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

EVERY_ACTION: tuple[hp.Action, ...] = (
    hp.Pass(),
    hp.GoAlone(),
    hp.CallForBest(),
    *(hp.NameTrump(suit) for suit in hp.Suit),
    *(hp.Discard(card) for card in hp.deck()),
    *(hp.Give(card) for card in hp.deck()),
    *(hp.Play(card) for card in hp.deck()),
)
MAX_HANDS = 30
"""Hands per game at most: a game that passes most hands out may be long."""


def _railroad(**options: Any) -> hp.Rules:
    return hp.Rules(game=hp.Game.RAILROAD_EUCHRE, **options)


RAILROAD = _railroad()
OPTION_SETS = {
    "defaults": RAILROAD,
    "no call for best": _railroad(call_for_best=False),
    "no lone defender": _railroad(lone_defender=False),
    "redeal": _railroad(all_pass=hp.AllPass.REDEAL),
    "Joker proposes spades": _railroad(joker_upcard_suit=hp.Suit.SPADES),
    "no lone hands": _railroad(lone_hands=False),
}


# -- the decisions of a random game --------------------------------------------


class SeededGame(SeededChoices):
    """The random decisions of one game: its deals and its actions.

    In the auction a pass is taken with a chance drawn for the whole game;
    every other choice is uniform among the legal actions.  A deal is
    shuffled from the game's seed, from a seed of its own, or given
    explicitly; one explicit deal in three turns the Joker up, which a
    shuffle does only once in 25 deals.
    """

    def __init__(self, seed: int) -> None:
        super().__init__(seed, 0, EVERY_ACTION)
        self.pass_percent = self.random.choice((0, 50, 90))

    def deal(self, state: hp.GameState) -> hp.GameState:
        how = self.random.choice(("game", "seed", "explicit", "Joker up"))
        if how == "game":
            return state.deal()
        if how == "seed":
            return state.deal(seed=self.random.randrange(2**32))
        if how == "explicit":
            return super().deal(state)
        order = [card for card in hp.deck() if card != hp.JOKER]
        self.random.shuffle(order)
        hands = [order[5 * seat : 5 * seat + 5] for seat in range(4)]
        return state.deal(hands=hands, kitty=[hp.JOKER, *order[20:]])


def situations(state: hp.GameState) -> set[str]:
    """The notable things that happened in a game, read from its end."""
    seen = {"game over"} if state.winner is not None else set()
    for result in state.hand_results:
        if result.maker is None:
            seen.add("hand thrown in")
            continue
        makers = result.maker % 2
        tricks = result.tricks_won[makers]
        outcome = "march" if tricks == 5 else "made" if tricks >= 3 else "euchred"
        seen.add(f"{outcome}, {len(result.lone_players)} alone")
    history = list(state.history)
    for (_, action), (_, following) in itertools.pairwise(history):
        if isinstance(action, hp.NameTrump) and isinstance(following, hp.Discard):
            seen.add("ordered up")
        if isinstance(action, hp.CallForBest):
            seen.add("called for best")
    return seen


def _joker_turned_up(state: hp.GameState) -> bool:
    return any(deal.kitty[0] == hp.JOKER for deal in state.deals)


@pytest.mark.parametrize("name", list(OPTION_SETS))
def test_random_games_agree(name: str) -> None:
    """Eight whole games under each option set, every step compared."""
    rules = OPTION_SETS[name]
    seen: set[str] = set()
    for number in range(8):
        state = hp.new_game(rules, seed=number, dealer=number % 4)
        final, stuck = play_side_by_side(state, SeededGame(2000 + number), MAX_HANDS)
        seen |= stuck | situations(final)
        if _joker_turned_up(final):
            seen.add("Joker turned up")
    expected = {
        "game over",
        "ordered up",
        "Joker turned up",
        "made, 0 alone",
        "euchred, 0 alone",
    }
    if rules.lone_hands:
        expected |= {"made, 1 alone"}
    if rules.lone_defender:
        expected |= {"euchred, 2 alone"}
    if rules.call_for_best:
        expected |= {"called for best"}
    else:
        assert "called for best" not in seen
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


# The deal of docs/railroad.rst, "A hand worked through", seat 3 dealing:
# the Joker is turned up.
JOKER_HANDS = [
    "JH JD AH KH QH",
    "9C TC JC QC KC",
    "AD 9S TS JS QS",
    "AC 9D TD QD KD",
]
JOKER_UP = "Joker 9H TH KS AS"


def test_joker_upcard_ordered_up_agrees() -> None:
    # docs/railroad.rst, "A hand worked through", played to the end
    script = scripted(
        JOKER_HANDS,
        JOKER_UP,
        [
            *("trump H", "discard 9D", "call for best", "give AD", "discard QH"),
            *("pass", "pass"),
            *("play JH", "play 9C", "play Joker", "play AC", "play KH", "play TC"),
            *("play AH", "play QC", "play TD", "play JD", "play JC", "play QD"),
            *("play AD", "play KC", "play KD"),
        ],
    )
    final = play_script(RAILROAD, 3, script)
    assert final.hand_results[-1].tricks_won == (4, 1)
    assert final.hand_results[-1].score_change == (1, 0)
    assert final.discarded == hp.Card.parse("9D")


@pytest.mark.parametrize(
    "joker_suit", [hp.Suit.HEARTS, hp.Suit.SPADES]
)
def test_joker_upcard_turned_down_agrees(joker_suit: hp.Suit) -> None:
    # docs/railroad.rst, "The deal and the upcard": turning the Joker down
    # rules out the suit it proposed; the dealer is stuck and names clubs
    script = scripted(JOKER_HANDS, JOKER_UP, ["pass"] * 7 + ["trump C", "pass"])
    final = play_script(_railroad(joker_upcard_suit=joker_suit), 3, script)
    assert final.trump is hp.Suit.CLUBS and final.discarded is None
    assert hp.JOKER not in final.hands[3]
    stuck = play_script(
        _railroad(joker_upcard_suit=joker_suit),
        3,
        scripted(JOKER_HANDS, JOKER_UP, ["pass"] * 7),
    )
    assert hp.NameTrump(joker_suit) not in stuck.legal_actions()
    assert hp.Pass() not in stuck.legal_actions()

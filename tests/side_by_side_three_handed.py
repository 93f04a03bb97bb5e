"""The library's Three-Handed Euchre and the reference engine, side by side.

``tests/test_differential_three_handed.py`` and
``benchmarks/three_handed_differential.py`` play games of
``Game.THREE_HANDED_EUCHRE`` on a :class:`~hasenpfeffer.GameState` and on a
:class:`~tests.reference_engine.ReferenceGame` at once, with the
comparison of ``tests/side_by_side.py`` (every field both keep, after every
step) and, for each of the three seats, what its view shows of the hidden
cards; the view of the seat to act must offer the reference's legal
actions.  Before every action a probe that the reference refuses must be
refused by the engine too.
"""

from __future__ import annotations

from typing import Any

import pytest

import hasenpfeffer as hp
from tests.reference_engine import IllegalMoveError, ReferenceGame, SeenByOneSeat
from tests.side_by_side import Chooser, SeededChoices, assert_same, describe

__all__ = [
    "EUCHRE_DECK",
    "SEATS",
    "THREE_HANDED",
    "THREE_HANDED_ACTIONS",
    "THREE_HANDED_OPTION_SETS",
    "SeededThreeHandedGame",
    "assert_same_three_handed",
    "play_three_handed",
    "play_three_handed_script",
]

SEATS = (0, 1, 2)
EUCHRE_DECK = tuple(card for card in hp.deck() if card != hp.JOKER)
THREE_HANDED = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE)

THREE_HANDED_ACTIONS: tuple[hp.Action, ...] = (
    hp.Pass(),
    hp.GoAlone(),
    hp.CallForBest(),
    hp.Bid(3),
    *(hp.NameTrump(suit) for suit in hp.Suit),
    *(hp.Discard(card) for card in hp.deck()),
    *(hp.Give(card) for card in hp.deck()),
    *(hp.Play(card) for card in hp.deck()),
)
"""The probes of a game of Three-Handed Euchre: every action of the family
on the 25 cards, most of them never legal in this game."""


def _three(**options: Any) -> hp.Rules:
    return hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE, **options)


THREE_HANDED_OPTION_SETS = {
    "defaults": THREE_HANDED,
    "redeal": _three(all_pass=hp.AllPass.REDEAL),
    "higher score, to 5": _three(tie_break=hp.TieBreak.HIGHER_SCORE, target_score=5),
    "march 5, to 7": _three(march_points=5, target_score=7),
    "redeal, march 1, to 3": _three(
        all_pass=hp.AllPass.REDEAL, march_points=1, target_score=3
    ),
    "redeal, higher score, to 2": _three(
        all_pass=hp.AllPass.REDEAL,
        tie_break=hp.TieBreak.HIGHER_SCORE,
        target_score=2,
    ),
    "to 2": _three(target_score=2),
}
"""The rules played side by side: both values of ``all_pass`` and of
``tie_break``, ``march_points`` 3, 1 and 5, and small targets so that games
end, some (to 2) on any euchre with both defenders reaching it at once."""


# -- the comparison --------------------------------------------------------------


def _engine_views(state: hp.GameState) -> dict[str, Any]:
    views = [state.view(seat) for seat in SEATS]
    fields: dict[str, Any] = {
        f"seat {view.seat} sees": SeenByOneSeat(
            hand=view.hand,
            discarded=view.discarded,
            called_for_best=view.called_for_best,
            best_card=view.best_card,
            best_discard=view.best_discard,
        )
        for view in views
    }
    if state.to_act is not None:
        fields["legal actions in the view"] = set(views[state.to_act].legal_actions())
    return fields


def _reference_views(game: ReferenceGame) -> dict[str, Any]:
    fields: dict[str, Any] = {f"seat {seat} sees": game.seen_by(seat) for seat in SEATS}
    if game.to_act is not None:
        fields["legal actions in the view"] = game.legal_actions()
    return fields


def assert_same_three_handed(state: hp.GameState, game: ReferenceGame) -> None:
    """Every field both keep is the same, and so is what each seat sees."""
    assert_same(state, game)
    engine, reference = _engine_views(state), _reference_views(game)
    for name, expected in reference.items():
        assert engine[name] == expected, (
            f"{name}: the engine has {engine[name]!r}, the reference "
            f"{expected!r}\n{describe(state)}"
        )


# -- the decisions of a random game ----------------------------------------------


class SeededThreeHandedGame(SeededChoices):
    """The random decisions of one game of Three-Handed Euchre.

    In the auction a pass is taken with a chance drawn for the whole game
    (none, half or nine in ten), so that some games see both rounds, stuck
    dealers and hands thrown in; every other choice is uniform among the
    legal actions, and the probes are :data:`THREE_HANDED_ACTIONS`.  A deal
    is shuffled from the game's seed, from a seed of its own, given
    explicitly from a shuffled deck, or given with the five highest trumps
    of the upcard's suit in one hand (so that random play sees marches),
    one time in four each.
    """

    def __init__(self, seed: int) -> None:
        super().__init__(seed, 0, THREE_HANDED_ACTIONS)
        self.pass_percent = self.random.choice((0, 50, 90))

    def deal(self, state: hp.GameState) -> hp.GameState:
        how = self.random.choice(("game", "seed", "explicit", "five trumps"))
        if how == "game":
            return state.deal()
        if how == "seed":
            return state.deal(seed=self.random.randrange(2**32))
        order = list(EUCHRE_DECK)
        self.random.shuffle(order)
        if how == "five trumps":
            order = self._five_trumps_first(order)
        hands = [order[5 * seat : 5 * seat + 5] for seat in SEATS]
        return state.deal(hands=hands, kitty=order[15:])

    def _five_trumps_first(self, order: list[hp.Card]) -> list[hp.Card]:
        """``order`` rearranged: a random seat's hand is the two bowers, ace,
        king and queen of a suit, and the upcard the ten of that suit."""
        trump = self.random.choice(list(hp.Suit))
        five = [
            hp.Card(hp.Rank.JACK, trump),
            hp.Card(hp.Rank.JACK, trump.same_colour),
            *(
                hp.Card(rank, trump)
                for rank in (hp.Rank.ACE, hp.Rank.KING, hp.Rank.QUEEN)
            ),
        ]
        upcard = hp.Card(hp.Rank.TEN, trump)
        rest = [card for card in order if card not in five and card != upcard]
        seat = self.random.choice(SEATS)
        dealt = rest[:10]
        dealt[5 * seat : 5 * seat] = five
        return [*dealt, upcard, *rest[10:]]


# -- playing -----------------------------------------------------------------------


def _deal_both(
    state: hp.GameState, game: ReferenceGame, choices: Chooser
) -> hp.GameState:
    state = choices.deal(state)
    dealt = state.deals[-1]
    game.deal(dealt.hands, kitty=dealt.kitty)
    return state


def _act_on_both(
    state: hp.GameState, game: ReferenceGame, choices: Chooser
) -> hp.GameState:
    legal = game.legal_actions()
    refused = choices.probe()
    if refused not in legal:
        with pytest.raises(hp.IllegalActionError):
            state.apply(refused)
        with pytest.raises(IllegalMoveError):
            game.apply(refused)
    action = choices.action(legal)
    state = state.apply(action)
    game.apply(action)
    return state


def play_three_handed(
    state: hp.GameState, choices: Chooser, max_hands: int
) -> tuple[hp.GameState, set[str]]:
    """Play one game on the engine and the reference, comparing every step.

    The game stops at ``GAME_OVER`` or before dealing hand ``max_hands + 1``.
    Returns the engine's last state and ``{"stick the dealer"}`` if a dealer
    was stuck, else an empty set.
    """
    game = ReferenceGame(state.rules, state.first_dealer)
    seen: set[str] = set()
    assert_same_three_handed(state, game)
    while state.phase is not hp.Phase.GAME_OVER:
        if state.phase is hp.Phase.DEAL:
            if state.hand_number >= max_hands:
                break
            state = _deal_both(state, game, choices)
        else:
            if game.phase == "BIDDING" and hp.Pass() not in game.legal_actions():
                seen.add("stick the dealer")
            state = _act_on_both(state, game, choices)
        assert_same_three_handed(state, game)
    return state, seen


def play_three_handed_script(
    rules: hp.Rules, dealer: int, choices: Chooser, deals: int
) -> hp.GameState:
    """Play ``deals`` scripted deals and all the script's actions on the
    engine and the reference, comparing every step; the engine's last
    state."""
    state = hp.new_game(rules, seed=0, dealer=dealer)
    game = ReferenceGame(rules, dealer)
    assert_same_three_handed(state, game)
    for _ in range(deals):
        state = _deal_both(state, game, choices)
        assert_same_three_handed(state, game)
        while state.phase not in (hp.Phase.DEAL, hp.Phase.GAME_OVER):
            state = _act_on_both(state, game, choices)
            assert_same_three_handed(state, game)
    return state

"""The library's engine and the reference engine, played side by side.

The differential tests (``tests/test_differential.py`` over every game,
``tests/test_differential_hands.py`` on hands chosen for each game's rules
page) and the benchmarks ``benchmarks/railroad_differential.py`` and
``benchmarks/three_handed_differential.py`` play games on a
:class:`~hasenpfeffer.GameState` and on a
:class:`~tests.reference_engine.ReferenceGame` at once.  The reference is
given each hand's cards from the engine's deal and nothing else; before
every action the seat to act and the set of legal actions must agree, and
after every step every field of the game that both keep, and what each
seat's view shows of the hidden cards (its hand, the dealer's discard, the
cards of a call for best); the view of the seat to act must offer the same
legal actions.  Before each action, a probe that the reference refuses must
be refused by the engine too.

Where the decisions come from is a :class:`Chooser`: seeded
(:class:`SeededChoices`, or :class:`SeededGame` with each game's own
deals), scripted (:class:`ScriptedChoices`), or drawn by Hypothesis in the
test file that needs it.  :data:`OPTION_SETS` are the rules that each game
with an upcard is played under, and :data:`PROBES` the actions tried on it.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Sequence
from typing import Any, Protocol

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cards import deck as every_card
from hasenpfeffer.games import spec_of
from tests.reference_engine import IllegalMoveError, ReferenceGame, SeenByOneSeat

__all__ = [
    "OPTION_SETS",
    "PROBES",
    "SPECIAL_DEALS",
    "Chooser",
    "ScriptedChoices",
    "SeededChoices",
    "SeededGame",
    "assert_same",
    "describe",
    "engine_fields",
    "engine_views",
    "in_auction",
    "play_script",
    "play_side_by_side",
    "reference_fields",
    "reference_views",
]


# -- the comparison ------------------------------------------------------------


def engine_fields(state: hp.GameState) -> dict[str, Any]:
    """The fields of the engine's state that the reference keeps too."""
    return {
        "phase": state.phase.name,
        "to_act": state.to_act,
        "legal actions": set(state.legal_actions()),
        "dealer": state.dealer,
        "hand number": state.hand_number,
        "hands": state.hands,
        "widow": state.widow,
        "kitty": state.kitty,
        "high bid": state.high_bid,
        "maker": state.maker,
        "contract": state.contract,
        "trump": state.trump,
        "discarded": state.discarded,
        "lone players": state.lone_players,
        "sitting out": state.sitting_out,
        "leader": state.leader,
        "current trick": state.current_trick,
        "completed tricks": [
            (trick.leader, trick.plays, trick.winner)
            for trick in state.completed_tricks
        ],
        "tricks won": state.tricks_won,
        "scores": state.scores,
        "hand results": [
            (
                result.hand_number,
                result.dealer,
                result.maker,
                result.contract,
                result.trump,
                result.tricks_won,
                result.score_change,
                result.lone_players,
                result.thrown_in,
            )
            for result in state.hand_results
        ],
        "winner": state.winner,
        "history": state.history,
    }


def reference_fields(game: ReferenceGame) -> dict[str, Any]:
    """The same fields of the reference game, in the engine's forms."""
    return {
        "phase": game.phase,
        "to_act": game.to_act,
        "legal actions": game.legal_actions(),
        "dealer": game.dealer,
        "hand number": game.hand_number,
        "hands": tuple(tuple(sorted(hand)) for hand in game.hands),
        "widow": game.widow,
        "kitty": tuple(game.kitty),
        "high bid": game.high_bid,
        "maker": game.maker,
        "contract": game.contract,
        "trump": game.trump,
        "discarded": game.discarded,
        "lone players": tuple(game.lone_players),
        "sitting out": tuple(game.sitting_out),
        "leader": game.leader,
        "current trick": tuple(game.current_trick),
        "completed tricks": [
            (trick.leader, trick.plays, trick.winner) for trick in game.completed_tricks
        ],
        "tricks won": tuple(game.tricks_won),
        "scores": tuple(game.scores),
        "hand results": [
            (
                outcome.hand_number,
                outcome.dealer,
                outcome.maker,
                outcome.contract,
                outcome.trump,
                outcome.tricks_won,
                outcome.score_change,
                outcome.lone_players,
                outcome.maker is None,
            )
            for outcome in game.hand_outcomes
        ],
        "winner": game.winner,
        "history": tuple(game.history),
    }


def engine_views(state: hp.GameState) -> dict[str, Any]:
    """What each seat's view shows of the hidden cards, and the legal
    actions of the view of the seat to act."""
    views = [state.view(seat) for seat in spec_of(state.rules).seats]
    fields: dict[str, Any] = {
        f"seat {view.seat} sees": SeenByOneSeat(
            hand=view.hand,
            discarded=view.discarded,
            called_for_best=view.called_for_best,
            best_card=view.best_card,
            best_discard=view.best_discard,
            widow=view.widow,
        )
        for view in views
    }
    if state.to_act is not None:
        fields["legal actions in the view"] = set(views[state.to_act].legal_actions())
    return fields


def reference_views(game: ReferenceGame) -> dict[str, Any]:
    """The same as :func:`engine_views`, from the reference."""
    fields: dict[str, Any] = {
        f"seat {seat} sees": game.seen_by(seat) for seat in spec_of(game.rules).seats
    }
    if game.to_act is not None:
        fields["legal actions in the view"] = game.legal_actions()
    return fields


def describe(state: hp.GameState) -> str:
    """How to rebuild ``state``: its game, its deals and its actions."""
    deals = "; ".join(
        " / ".join(hp.format_cards(hand) for hand in deal.hands)
        + (f" | {deal.widow}" if deal.widow is not None else "")
        + (f" | kitty {hp.format_cards(deal.kitty)}" if deal.kitty else "")
        for deal in state.deals
    )
    history = ", ".join(f"{seat}: {action}" for seat, action in state.history)
    return (
        f"{state!r} from new_game({state.rules!r}, dealer={state.first_dealer}, "
        f"seed={state.seed}); deals [{deals}]; history [{history}]"
    )


def assert_same(state: hp.GameState, game: ReferenceGame) -> None:
    """Every compared field of the engine's state is the reference's, and
    so is what each seat sees."""
    engine = engine_fields(state) | engine_views(state)
    reference = reference_fields(game) | reference_views(game)
    for name, expected in reference.items():
        assert engine[name] == expected, (
            f"{name}: the engine has {engine[name]!r}, the reference "
            f"{expected!r}\n{describe(state)}"
        )


# -- what each game is played under -------------------------------------------


def _rules(game: hp.Game, **options: Any) -> hp.Rules:
    return hp.Rules(game=game, **options)


_EUCHRE_CARDS = spec_of(hp.Game.EUCHRE).cards

PROBES: dict[hp.Game, tuple[hp.Action, ...]] = {
    hp.Game.EUCHRE: (
        hp.Pass(),
        hp.GoAlone(),
        *(hp.NameTrump(suit) for suit in hp.Suit),
        *(hp.Discard(card) for card in _EUCHRE_CARDS),
        *(hp.Play(card) for card in _EUCHRE_CARDS),
    ),
    hp.Game.RAILROAD_EUCHRE: (
        hp.Pass(),
        hp.GoAlone(),
        hp.CallForBest(),
        *(hp.NameTrump(suit) for suit in hp.Suit),
        *(hp.Discard(card) for card in every_card()),
        *(hp.Give(card) for card in every_card()),
        *(hp.Play(card) for card in every_card()),
    ),
    hp.Game.THREE_HANDED_EUCHRE: (
        hp.Pass(),
        hp.GoAlone(),
        hp.CallForBest(),
        hp.Bid(3),
        *(hp.NameTrump(suit) for suit in hp.Suit),
        *(hp.Discard(card) for card in every_card()),
        *(hp.Give(card) for card in every_card()),
        *(hp.Play(card) for card in every_card()),
    ),
}
"""The actions tried before every decision of a seeded game, legal or not:
each game's own actions on its cards (Railroad Euchre's on the 25), and for
Three-Handed Euchre every action of the family on the 25 cards, most of
them never legal in that game."""

OPTION_SETS: dict[hp.Game, dict[str, hp.Rules]] = {
    hp.Game.EUCHRE: {
        "stick, no lone defender": _rules(hp.Game.EUCHRE),
        "stick, lone defender": _rules(hp.Game.EUCHRE, lone_defender=True),
        "redeal, no lone defender": _rules(hp.Game.EUCHRE, all_pass=hp.AllPass.REDEAL),
        "redeal, lone defender": _rules(
            hp.Game.EUCHRE, all_pass=hp.AllPass.REDEAL, lone_defender=True
        ),
        "no lone hands": _rules(hp.Game.EUCHRE, lone_hands=False),
    },
    hp.Game.RAILROAD_EUCHRE: {
        "defaults": _rules(hp.Game.RAILROAD_EUCHRE),
        "no call for best": _rules(hp.Game.RAILROAD_EUCHRE, call_for_best=False),
        "no lone defender": _rules(hp.Game.RAILROAD_EUCHRE, lone_defender=False),
        "redeal": _rules(hp.Game.RAILROAD_EUCHRE, all_pass=hp.AllPass.REDEAL),
        "Joker proposes spades": _rules(
            hp.Game.RAILROAD_EUCHRE, joker_upcard_suit=hp.Suit.SPADES
        ),
        "no lone hands": _rules(hp.Game.RAILROAD_EUCHRE, lone_hands=False),
    },
    hp.Game.THREE_HANDED_EUCHRE: {
        "defaults": _rules(hp.Game.THREE_HANDED_EUCHRE),
        "redeal": _rules(hp.Game.THREE_HANDED_EUCHRE, all_pass=hp.AllPass.REDEAL),
        "higher score, to 5": _rules(
            hp.Game.THREE_HANDED_EUCHRE,
            tie_break=hp.TieBreak.HIGHER_SCORE,
            target_score=5,
        ),
        "march 5, to 7": _rules(
            hp.Game.THREE_HANDED_EUCHRE, march_points=5, target_score=7
        ),
        "redeal, march 1, to 3": _rules(
            hp.Game.THREE_HANDED_EUCHRE,
            all_pass=hp.AllPass.REDEAL,
            march_points=1,
            target_score=3,
        ),
        "redeal, higher score, to 2": _rules(
            hp.Game.THREE_HANDED_EUCHRE,
            all_pass=hp.AllPass.REDEAL,
            tie_break=hp.TieBreak.HIGHER_SCORE,
            target_score=2,
        ),
        "to 2": _rules(hp.Game.THREE_HANDED_EUCHRE, target_score=2),
    },
}
"""The rules each game with an upcard is played under side by side.
Euchre: each combination of ``all_pass`` and ``lone_defender``, and no lone
hands.  Railroad Euchre: the defaults, and each with one option changed.
Three-Handed Euchre: both values of ``all_pass`` and of ``tie_break``,
``march_points`` 3, 1 and 5, and small targets so that games end, some (to
2) on any euchre with both defenders reaching it at once."""

SPECIAL_DEALS: dict[hp.Game, tuple[str, ...]] = {
    hp.Game.EUCHRE: (),
    hp.Game.RAILROAD_EUCHRE: ("Joker up",),
    hp.Game.THREE_HANDED_EUCHRE: ("five trumps",),
}
"""The deals a :class:`SeededGame` arranges in each game besides shuffled
ones: the Joker turned up (which a shuffle does once in 25 deals), or the
five highest trumps of the upcard's suit in one hand (so that random play
sees marches)."""


# -- where the decisions come from ---------------------------------------------


class Chooser(Protocol):
    """Where the random decisions of a game come from."""

    def action(self, legal: set[hp.Action]) -> hp.Action: ...

    def probe(self) -> hp.Action: ...

    def deal(self, state: hp.GameState) -> hp.GameState: ...


def in_auction(legal: Iterable[hp.Action]) -> bool:
    """Whether ``legal`` are the calls of an auction: a pass, and bids (or
    in Euchre the naming of trump)."""
    legal = set(legal)
    return hp.Pass() in legal and any(
        isinstance(action, (hp.Bid, hp.NameTrump)) for action in legal
    )


def _shuffled_deal(chooser: random.Random, state: hp.GameState) -> hp.GameState:
    """An explicit deal of the game's shuffled deck: the games then do not
    depend on the library's own shuffle."""
    spec = spec_of(state.rules)
    order = list(spec.cards)
    chooser.shuffle(order)
    size = spec.hand_size
    hands = [order[size * seat : size * seat + size] for seat in spec.seats]
    rest = order[size * spec.players :]
    if spec.aside == "widow":
        (widow,) = rest
        return state.deal(hands=hands, widow=widow)
    return state.deal(hands=hands, kitty=rest)


class SeededChoices:
    """Decisions from a ``random.Random`` seeded with ``seed``.

    In the auction a pass is taken ``pass_percent`` times in a hundred (a
    player who always bids at random climbs to six and fails); every other
    choice is uniform among the legal actions.  Probes are drawn from
    ``probes``; deals are explicit deals of a shuffled deck.
    """

    def __init__(self, seed: int, pass_percent: int, probes: Sequence[hp.Action]):
        self.random = random.Random(seed)
        self.pass_percent = pass_percent
        self.probes = probes

    def action(self, legal: set[hp.Action]) -> hp.Action:
        if in_auction(legal) and self.random.randrange(100) < self.pass_percent:
            return hp.Pass()
        return self.random.choice(sorted(legal, key=str))

    def probe(self) -> hp.Action:
        return self.random.choice(self.probes)

    def deal(self, state: hp.GameState) -> hp.GameState:
        return _shuffled_deal(self.random, state)


class SeededGame(SeededChoices):
    """The random decisions of one game of ``game``, a game with an upcard.

    In the auction a pass is taken with a chance drawn for the whole game
    (none, half or nine in ten), so that some games see both rounds, many
    hands passed, stuck dealers and hands thrown in; every other choice is
    uniform among the legal actions, and probes are drawn from the game's
    :data:`PROBES`.  A deal is shuffled from the game's seed or from a seed
    of its own, given explicitly from a shuffled deck, or one of the game's
    :data:`SPECIAL_DEALS`, each as often.
    """

    def __init__(self, seed: int, game: hp.Game) -> None:
        super().__init__(seed, 0, PROBES[game])
        self.pass_percent = self.random.choice((0, 50, 90))
        self.ways = ("game", "seed", "explicit", *SPECIAL_DEALS[game])

    def deal(self, state: hp.GameState) -> hp.GameState:
        how = self.random.choice(self.ways)
        if how == "game":
            return state.deal()
        if how == "seed":
            return state.deal(seed=self.random.randrange(2**32))
        if how == "explicit":
            return super().deal(state)
        spec = spec_of(state.rules)
        order = [card for card in spec.cards if card != hp.JOKER]
        self.random.shuffle(order)
        if how == "five trumps":
            order = self._five_trumps_first(order, spec.seats)
        size, players = spec.hand_size, spec.players
        hands = [order[size * seat : size * seat + size] for seat in spec.seats]
        if how == "Joker up":
            return state.deal(hands=hands, kitty=[hp.JOKER, *order[size * players :]])
        return state.deal(hands=hands, kitty=order[size * players :])

    def _five_trumps_first(self, order: list[hp.Card], seats: range) -> list[hp.Card]:
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
        seat = self.random.choice(seats)
        others = len(five) * (len(seats) - 1)
        dealt = rest[:others]
        dealt[5 * seat : 5 * seat] = five
        return [*dealt, upcard, *rest[others:]]


class ScriptedChoices:
    """A game given in advance: its deals (the arguments of
    :meth:`~hasenpfeffer.GameState.deal`) and its actions, in order.  The
    probes go round ``probes``."""

    def __init__(
        self,
        deals: Sequence[dict[str, Any]],
        actions: Sequence[hp.Action | str],
        probes: Sequence[hp.Action],
    ) -> None:
        self.deals = list(deals)
        self.actions = [
            hp.parse_action(action) if isinstance(action, str) else action
            for action in actions
        ]
        self.probes = itertools.cycle(probes)

    def action(self, legal: set[hp.Action]) -> hp.Action:
        action = self.actions.pop(0)
        assert action in legal, f"the script's {action} is not legal"
        return action

    def probe(self) -> hp.Action:
        return next(self.probes)

    def deal(self, state: hp.GameState) -> hp.GameState:
        return state.deal(**self.deals.pop(0))


# -- playing ---------------------------------------------------------------------


def _deal_both(
    state: hp.GameState, game: ReferenceGame, choices: Chooser
) -> hp.GameState:
    state = choices.deal(state)
    dealt = state.deals[-1]
    game.deal(dealt.hands, dealt.widow, kitty=dealt.kitty)
    return state


def _act_on_both(
    state: hp.GameState, game: ReferenceGame, choices: Chooser
) -> hp.GameState:
    """Probe the refusals of both, then take the chooser's action on both."""
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


def play_side_by_side(
    state: hp.GameState, choices: Chooser, max_hands: int
) -> tuple[hp.GameState, set[str]]:
    """Play one game on the engine and the reference, comparing every step.

    The game stops at ``GAME_OVER`` or before dealing hand ``max_hands + 1``.
    Returns the engine's last state and ``{"stick the dealer"}`` if a dealer
    was stuck (for the tests' coverage), else an empty set.
    """
    game = ReferenceGame(state.rules, state.first_dealer)
    seen: set[str] = set()
    assert_same(state, game)
    while state.phase is not hp.Phase.GAME_OVER:
        if state.phase is hp.Phase.DEAL:
            if state.hand_number >= max_hands:
                break
            state = _deal_both(state, game, choices)
        else:
            if game.phase == "BIDDING" and hp.Pass() not in game.legal_actions():
                seen.add("stick the dealer")
            state = _act_on_both(state, game, choices)
        assert_same(state, game)
    return state, seen


def play_script(
    rules: hp.Rules, dealer: int, script: ScriptedChoices, deals: int = 1
) -> hp.GameState:
    """Deal the script's first ``deals`` deals and take all its actions, on
    the engine and the reference, comparing every step; the engine's last
    state.  Each hand is played until it ends or the actions run out."""
    state = hp.new_game(rules, seed=0, dealer=dealer)
    game = ReferenceGame(rules, dealer)
    assert_same(state, game)
    for _ in range(deals):
        state = _deal_both(state, game, script)
        assert_same(state, game)
        while script.actions and state.phase not in (
            hp.Phase.DEAL,
            hp.Phase.GAME_OVER,
        ):
            state = _act_on_both(state, game, script)
            assert_same(state, game)
    assert not script.actions, f"the script's {script.actions} were not taken"
    return state

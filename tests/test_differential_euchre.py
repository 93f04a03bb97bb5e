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
the engine too.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

import hasenpfeffer as hp
from tests.reference_engine import IllegalMoveError, ReferenceGame

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


# -- the comparison ------------------------------------------------------------


def _engine_fields(state: hp.GameState) -> dict[str, Any]:
    return {
        "phase": state.phase.name,
        "to_act": state.to_act,
        "legal actions": set(state.legal_actions()),
        "dealer": state.dealer,
        "hand number": state.hand_number,
        "hands": state.hands,
        "kitty": state.kitty,
        "maker": state.maker,
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


def _reference_fields(game: ReferenceGame) -> dict[str, Any]:
    return {
        "phase": game.phase,
        "to_act": game.to_act,
        "legal actions": game.legal_actions(),
        "dealer": game.dealer,
        "hand number": game.hand_number,
        "hands": tuple(tuple(sorted(hand)) for hand in game.hands),
        "kitty": tuple(game.kitty),
        "maker": game.maker,
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


def _describe(state: hp.GameState) -> str:
    deal = state.deals[-1] if state.deals else None
    return (
        f"rules: {state.rules!r}\nfirst dealer: {state.first_dealer}, "
        f"deal: {deal!r}\nhand history: {state.hand_history!r}"
    )


def assert_same(state: hp.GameState, game: ReferenceGame) -> None:
    """Every compared field of the engine's state is the reference's."""
    engine, reference = _engine_fields(state), _reference_fields(game)
    for name, expected in reference.items():
        assert engine[name] == expected, (
            f"{name}: the engine has {engine[name]!r}, the reference "
            f"{expected!r}\n{_describe(state)}"
        )


# -- playing both side by side -------------------------------------------------


class SeededGame:
    """The random decisions of one game: its deals and its actions.

    In the auction a pass is taken with a chance drawn for the whole game,
    so that some games see many hands passed out; every other choice is
    uniform among the legal actions.
    """

    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)
        self.pass_percent = self.random.choice((0, 50, 90))

    def deal(self, state: hp.GameState) -> hp.GameState:
        how = self.random.choice(("game", "seed", "explicit"))
        if how == "game":
            return state.deal()
        if how == "seed":
            return state.deal(seed=self.random.randrange(2**32))
        order = list(EUCHRE_DECK)
        self.random.shuffle(order)
        hands = [order[5 * seat : 5 * seat + 5] for seat in range(4)]
        return state.deal(hands=hands, kitty=order[20:])

    def action(self, legal: set[hp.Action]) -> hp.Action:
        in_auction = any(isinstance(action, hp.NameTrump) for action in legal)
        if (
            in_auction
            and hp.Pass() in legal
            and self.random.randrange(100) < self.pass_percent
        ):
            return hp.Pass()
        return self.random.choice(sorted(legal, key=str))

    def probe(self) -> hp.Action:
        return self.random.choice(EVERY_ACTION)


def play_side_by_side(
    state: hp.GameState, choices: SeededGame
) -> tuple[hp.GameState, set[str]]:
    """Play one game on the engine and on the reference, comparing every
    step, to the end of the game or of hand ``MAX_HANDS``.

    Returns the engine's last state and the notable situations met.
    """
    game = ReferenceGame(state.rules, state.first_dealer)
    seen: set[str] = set()
    assert_same(state, game)
    while state.phase is not hp.Phase.GAME_OVER:
        if state.phase is hp.Phase.DEAL:
            if state.hand_number == MAX_HANDS:
                break
            state = choices.deal(state)
            dealt = state.deals[-1]
            game.deal(dealt.hands, kitty=dealt.kitty)
        else:
            legal = game.legal_actions()
            if game.phase == "BIDDING" and hp.Pass() not in legal:
                seen.add("stick the dealer")
            refused = choices.probe()
            if refused not in legal:
                with pytest.raises(hp.IllegalActionError):
                    state.apply(refused)
                with pytest.raises(IllegalMoveError):
                    game.apply(refused)
            action = choices.action(legal)
            state = state.apply(action)
            game.apply(action)
        assert_same(state, game)
    return state, seen | situations(state)


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
        seen |= play_side_by_side(state, SeededGame(seed=1000 + number))[1]
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
    assert expected <= seen, sorted(expected - seen)
    if rules.all_pass is hp.AllPass.STICK_THE_DEALER:
        expected |= {"stick the dealer"}
        assert "hand thrown in" not in seen


# -- hand-chosen deals, played side by side ------------------------------------


class ScriptedGame(SeededGame):
    """One explicit deal and the actions of its hand, in order."""

    def __init__(self, hands: list[str], kitty: str, actions: list[str]) -> None:
        super().__init__(seed=0)
        self.hands = [hand.split() for hand in hands]
        self.kitty = kitty.split()
        self.actions = [hp.parse_action(text) for text in actions]

    def deal(self, state: hp.GameState) -> hp.GameState:
        return state.deal(hands=self.hands, kitty=self.kitty)

    def action(self, legal: set[hp.Action]) -> hp.Action:
        action = self.actions.pop(0)
        assert action in legal, f"the script's {action} is not legal"
        return action


def _play_script(rules: hp.Rules, dealer: int, script: ScriptedGame) -> hp.GameState:
    state = hp.new_game(rules, seed=0, dealer=dealer)
    game = ReferenceGame(rules, dealer)
    state = script.deal(state)
    game.deal(state.deals[-1].hands, kitty=state.deals[-1].kitty)
    assert_same(state, game)
    while script.actions:
        action = script.action(game.legal_actions())
        state = state.apply(action)
        game.apply(action)
        assert_same(state, game)
    return state


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
    script = ScriptedGame(
        SPADES_HANDS,
        "9S 9H JD TD",
        [
            *("pass", "pass", "trump S", "discard 9D", "alone", "alone"),
            *("play AH", "play 9C", "play KH", "play KD", "play QH", "play AD"),
            *("play JH", "play TS", "play QS", "play TH"),
        ],
    )
    final = _play_script(_euchre(lone_defender=True), 3, script)
    assert final.hand_results[-1].score_change == (0, 4)


def test_lone_march_agrees() -> None:
    # seat 0 orders up spades, goes alone and takes every trick
    script = ScriptedGame(
        SPADES_HANDS,
        "9S 9H JD TD",
        [
            *("trump S", "discard 9D", "alone", "pass", "pass"),
            *("play JS", "play TH", "play 9S", "play JC", "play JH", "play KC"),
            *("play AS", "play QH", "play QC", "play KS", "play KH", "play TC"),
            *("play AC", "play AH", "play QD"),
        ],
    )
    final = _play_script(_euchre(lone_defender=True), 3, script)
    assert final.hand_results[-1].score_change == (4, 0)


def test_stick_the_dealer_agrees() -> None:
    script = ScriptedGame(
        SPADES_HANDS, "9S 9H JD TD", ["pass"] * 7 + ["trump C", "alone"]
    )
    final = _play_script(_euchre(), 3, script)
    assert final.to_act == 0 and final.sitting_out == (1,)

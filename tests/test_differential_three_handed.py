"""The fast engine's Three-Handed Euchre against the plain reference of
``tests/reference_engine.py``.

Random games of Three-Handed Euchre are played on
:class:`~hasenpfeffer.GameState` and on a
:class:`~tests.reference_engine.ReferenceGame` side by side under the
option sets of ``tests/side_by_side_three_handed.py``: both values of
``all_pass`` and of ``tie_break``, ``march_points`` 3, 1 and 5, and small
targets so that the games end.  Before every action the seat to act and the
set of legal actions must agree, and after every action every visible field
of the game (the scores and hand results of all three players included)
and what each seat's view shows of the hidden cards.  An action that the
reference refuses must be refused by the engine too.  The scoring
functions are compared over every case, and scripted hands force the rare
paths of docs/three_handed.rst: six passes and a redeal, the stuck dealer,
and two players reaching the target on the same hand.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

import hasenpfeffer as hp
from tests.reference_engine import three_handed_score_change, three_handed_winner
from tests.side_by_side import ScriptedChoices
from tests.side_by_side_three_handed import (
    THREE_HANDED,
    THREE_HANDED_OPTION_SETS,
    SeededThreeHandedGame,
    play_three_handed,
    play_three_handed_script,
)

OPTION_SETS = THREE_HANDED_OPTION_SETS
MAX_HANDS = 30
"""Hands per game at most: a game that passes most hands out may be long."""


def _three(**options: Any) -> hp.Rules:
    return hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE, **options)


# -- what random games must have shown ------------------------------------------


def situations(state: hp.GameState) -> set[str]:
    """The notable things that happened in a game, read from its end."""
    seen = {"game over"} if state.winner is not None else set()
    for result in state.hand_results:
        if result.maker is None:
            seen.add("hand thrown in")
            continue
        tricks = result.tricks_won[result.maker]
        seen.add("march" if tricks == 5 else "made" if tricks >= 3 else "euchred")
    reached = [score for score in state.scores if score >= state.rules.target_score]
    if len(reached) > 1:
        seen.add("two reached the target")
    for (_, action), (_, following) in itertools.pairwise(state.history):
        if isinstance(action, hp.NameTrump) and isinstance(following, hp.Discard):
            seen.add("ordered up")
        if isinstance(action, hp.NameTrump) and isinstance(following, hp.Play):
            seen.add("named in round 2")
    return seen


@pytest.mark.parametrize("name", list(OPTION_SETS))
def test_random_games_agree(name: str) -> None:
    """32 whole games under each option set, every step compared."""
    rules = OPTION_SETS[name]
    seen: set[str] = set()
    for number in range(32):
        state = hp.new_game(rules, seed=number, dealer=number % 3)
        final, stuck = play_three_handed(
            state, SeededThreeHandedGame(3000 + number), MAX_HANDS
        )
        seen |= stuck | situations(final)
    expected = {"game over", "ordered up", "named in round 2", "made", "euchred"}
    if rules.target_score >= 3:
        expected |= {"march"}
    if rules.target_score <= 2:
        expected |= {"two reached the target"}
    if rules.all_pass is hp.AllPass.REDEAL:
        expected |= {"hand thrown in"}
        assert "stick the dealer" not in seen
    else:
        expected |= {"stick the dealer"}
        assert "hand thrown in" not in seen
    assert expected <= seen, sorted(expected - seen)


# -- the scoring functions, case by case ------------------------------------------


@pytest.mark.parametrize("march_points", [1, 3, 4, 1000])
def test_hand_scores_agree(march_points: int) -> None:
    rules = _three(march_points=march_points)
    for tricks in range(6):
        assert hp.hand_score(rules, None, tricks) == three_handed_score_change(
            rules, tricks
        ), tricks


@pytest.mark.parametrize("tie_break", list(hp.TieBreak))
def test_game_winners_agree(tie_break: hp.TieBreak) -> None:
    """Every spread of scores round the target of 10, every maker and
    every dealer, including those no game can reach (the maker with others
    at once, all three at once): the rule decides them all."""
    rules = _three(tie_break=tie_break)
    for scores in itertools.product(range(7, 14), repeat=3):
        for maker, dealer in itertools.product(range(3), repeat=2):
            expected = three_handed_winner(rules, scores, maker, dealer)
            engine = hp.game_winner(rules, scores, makers_team=maker, dealer=dealer)
            assert engine == expected, (scores, maker, dealer)


# -- hand-chosen deals, played side by side ---------------------------------------

# The deal of tests/test_reference_three_handed.py, dealt by seat 2 with the
# nine of hearts turned up: the dealer's left holds the right bower, the next
# player the left bower, and the dealer five spades.
HANDS = ("JH AH KH AC KC", "JD QH TH 9C TC", "AS KS QS JS TS")
KITTY = "9H JC QC 9D TD QD KD AD 9S"
HEARTS_PLAY = "JH TH 9H  AH JD JS  9C AS AC  KH QH KS  KC TC QS"
"""With hearts trump and TS laid away: the dealer's left takes four tricks,
the next player one, the dealer none."""
SPADES_PLAY = "AH TH TS  JS KC 9C  AS AC TC  KS KH QH  QS JH JD"
"""With spades named in round 2: the dealer takes all five."""


def plays_of(cards: str) -> list[str]:
    """The plays of ``cards``, in order, as text."""
    return [f"play {card}" for card in cards.split()]


def deal_for(dealer: int) -> dict[str, Any]:
    """The deal above, dealt by ``dealer``: the dealer's left always holds
    the first hand, the dealer the last."""
    hands = [HANDS[(seat - dealer - 1) % 3].split() for seat in range(3)]
    return {"hands": hands, "kitty": KITTY.split()}


def script(
    dealers: list[int],
    actions: list[str],
    probes: tuple[hp.Action, ...] = (
        hp.Pass(),
        hp.GoAlone(),
        hp.NameTrump(hp.Suit.HEARTS),
    ),
) -> ScriptedChoices:
    """The deal above for each of ``dealers`` in turn, and the actions of
    all those hands; the probes go round ``probes``."""
    return ScriptedChoices([deal_for(dealer) for dealer in dealers], actions, probes)


def test_six_passes_and_a_redeal_agree() -> None:
    rules = _three(all_pass=hp.AllPass.REDEAL)
    choices = script(
        [2, 0], ["pass"] * 6 + ["trump H", "discard TS", *plays_of(HEARTS_PLAY)]
    )
    final = play_three_handed_script(rules, 2, choices, deals=2)
    thrown, played = final.hand_results
    assert thrown.thrown_in and thrown.maker is None and thrown.dealer == 2
    assert thrown.score_change == (0, 0, 0)
    # seat 1, on the new dealer's left, ordered up and took four tricks
    assert played.dealer == 0 and played.maker == 1
    assert played.tricks_won == (0, 4, 1) and played.score_change == (0, 1, 0)
    assert final.scores == (0, 1, 0) and final.dealer == 1


@pytest.mark.parametrize(("march_points", "points"), [(3, 3), (7, 7)])
def test_stick_the_dealer_and_a_march_agree(march_points: int, points: int) -> None:
    # only a pass is probed: it must be refused at the sixth call
    rules = _three(march_points=march_points)
    choices = script(
        [2], ["pass"] * 5 + ["trump S", *plays_of(SPADES_PLAY)], (hp.Pass(),)
    )
    final = play_three_handed_script(rules, 2, choices, deals=1)
    assert final.hand_results[-1].tricks_won == (0, 0, 5)
    assert final.scores == (0, 0, points)
    assert final.discarded is None


def test_the_stuck_dealer_may_not_pass() -> None:
    state = hp.new_game(THREE_HANDED, seed=0, dealer=2).deal(**deal_for(2))
    for _ in range(5):
        state = state.apply(hp.Pass())
    assert state.to_act == 2
    assert set(state.legal_actions()) == {
        hp.NameTrump(hp.Suit.CLUBS),
        hp.NameTrump(hp.Suit.DIAMONDS),
        hp.NameTrump(hp.Suit.SPADES),
    }


@pytest.mark.parametrize("tie_break", list(hp.TieBreak))
def test_two_reach_the_target_the_higher_score_wins_agrees(
    tie_break: hp.TieBreak,
) -> None:
    # to 2: seat 0 makes a point on the first hand; on the second, dealt by
    # seat 0, seat 2 orders up and is euchred, and seats 0 and 1 score two
    # each: 3 beats 2, though seat 1 sits on the dealer's left
    rules = _three(target_score=2, tie_break=tie_break)
    actions = ["trump H", "discard TS", *plays_of(HEARTS_PLAY)]
    actions += ["pass", "trump H", "discard TS", *plays_of(HEARTS_PLAY)]
    final = play_three_handed_script(rules, 2, script([2, 0], actions), deals=2)
    assert final.hand_results[-1].score_change == (2, 2, 0)
    assert final.scores == (3, 2, 0)
    assert final.winner == 0 and final.phase is hp.Phase.GAME_OVER


@pytest.mark.parametrize("tie_break", list(hp.TieBreak))
def test_two_reach_the_target_with_equal_scores_agrees(
    tie_break: hp.TieBreak,
) -> None:
    # to 2, seat 1 dealing: the dealer orders up and is euchred; seats 2 and
    # 0 reach 2 together, and seat 2, first from the dealer's left, wins
    rules = _three(target_score=2, tie_break=tie_break)
    actions = ["pass", "pass", "trump H", "discard TS", *plays_of(HEARTS_PLAY)]
    final = play_three_handed_script(rules, 1, script([1], actions), deals=1)
    assert final.hand_results[-1].tricks_won == (1, 0, 4)
    assert final.scores == (2, 0, 2)
    assert final.winner == 2

"""The double-dummy solver against brute force, and hand-worked positions.

The brute force below knows nothing of the solver's internals: it is a
plain minimax over ``legal_actions()`` and ``apply()``, the makers
maximising their tricks at the end of the hand and the defenders
minimising them.  It is exhaustive, so it runs on endings of at most three
tricks.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer.analysis import makers_tricks

from .helpers import exactly
from .strategies import play_endings, scaled

LONE_RULES = st.sampled_from(
    (hp.Rules(lone_hands=True), hp.Rules(lone_hands=True, lone_defender=True))
)


def brute_force(state: hp.GameState, makers: int) -> int:
    """The makers' tricks at the end of the hand with best play by all."""
    if state.phase is not hp.Phase.PLAY:
        return state.tricks_won[makers]
    assert state.to_act is not None
    values = [
        brute_force(state.apply(action), makers) for action in state.legal_actions()
    ]
    return max(values) if state.to_act % 2 == makers else min(values)


def check_against_brute_force(state: hp.GameState) -> None:
    assert state.maker is not None and state.to_act is not None
    event(f"{len(state.lone_players)} alone")
    event(f"{len(state.current_trick)} cards in the trick")
    makers = state.maker % 2
    expected = tuple(
        (action, brute_force(state.apply(action), makers))
        for action in state.legal_actions()
    )
    pick = max if state.to_act % 2 == makers else min
    best = pick(value for _, value in expected)
    solution = hp.analysis.solve(state)
    assert solution.move_values == expected
    assert solution.makers_tricks == best
    assert makers_tricks(state) == best
    assert solution.best_moves == tuple(
        action for action, value in expected if value == best
    )
    assert solution.makers == makers and solution.to_act == state.to_act
    assert solution.remaining_tricks == len(state.hands[state.to_act])


@scaled(3.0)
@given(play_endings(max_tricks=3))
def test_endings_match_brute_force(state: hp.GameState) -> None:
    check_against_brute_force(state)


@scaled(2.0)
@given(play_endings(max_tricks=3, rules_strategy=LONE_RULES, alone=True))
def test_lone_endings_match_brute_force(state: hp.GameState) -> None:
    assert state.lone_players
    check_against_brute_force(state)


@scaled(0.3)
@given(play_endings(min_tricks=4, max_tricks=6))
def test_values_agree_with_the_positions_after_each_move(
    state: hp.GameState,
) -> None:
    """Each legal play is worth what solving the position after it says,
    in positions too big for the brute force, the opening lead included."""
    assert state.maker is not None
    solution = hp.analysis.solve(state)
    assert solution.makers == state.maker % 2
    won = state.tricks_won[solution.makers]
    assert won <= solution.makers_tricks <= won + solution.remaining_tricks
    assert [action for action, _ in solution.move_values] == list(state.legal_actions())
    for action, value in solution.move_values:
        after = state.apply(action)
        if after.phase is hp.Phase.PLAY:
            assert hp.analysis.solve(after).makers_tricks == value
        else:
            assert after.tricks_won[solution.makers] == value
        assert solution.value_of(action) == value
    assert makers_tricks(state) == solution.makers_tricks


# -- hand-worked positions -----------------------------------------------------
#
# Hearts trump, dealer seat 0, so seat 1 bids first and leads first; the
# widow is the 9 of clubs, which seat 1 (the maker) picks up and discards.


def hand_after_discard(
    hands: list[list[str]], rules: hp.Rules | None = None, alone: bool = False
) -> hp.GameState:
    """Seat 1 bids six (ending the auction), names hearts and discards 9C."""
    state = hp.new_game(rules, dealer=0, seed=0).deal(hands=hands, widow="9C")
    state = state.bid(6).name_trump("H").discard("9C")
    if state.phase is hp.Phase.ALONE:
        state = state.go_alone() if alone else state.pass_()
        while state.phase is hp.Phase.ALONE:
            state = state.pass_()
    return state


TOP_TRUMPS = [
    ["9S", "TS", "JS", "QS", "KS", "AS"],
    ["Joker", "JH", "JD", "AH", "KH", "QH"],
    ["TH", "9H", "AD", "KD", "QD", "TD"],
    ["AC", "KC", "QC", "JC", "TC", "9D"],
]
"""Seat 1 holds the six highest trumps."""


def test_the_six_top_trumps_take_every_trick() -> None:
    state = hand_after_discard(TOP_TRUMPS)
    solution = hp.analysis.solve(state)
    assert solution.to_act == 1 and solution.makers == 1
    assert solution.makers_tricks == 6 and solution.remaining_tricks == 6
    assert solution.best_moves == state.legal_actions()


def test_the_six_top_trumps_take_every_trick_alone() -> None:
    state = hand_after_discard(TOP_TRUMPS, hp.Rules(lone_hands=True), alone=True)
    assert state.sitting_out == (3,) and state.to_act == 2
    solution = hp.analysis.solve(state)
    assert solution.makers_tricks == 6
    assert solution.best_moves == state.legal_actions()


DEFENDERS_JOKER = [
    ["Joker", "9H", "9S", "TS", "JS", "QS"],
    ["JH", "JD", "AH", "KH", "QH", "TH"],
    ["AD", "KD", "QD", "TD", "9D", "KS"],
    ["AC", "KC", "QC", "JC", "TC", "AS"],
]
"""Seat 1 holds the six highest trumps but the Joker, which seat 0 holds."""


def test_the_defenders_joker_takes_one_trick() -> None:
    state = hand_after_discard(DEFENDERS_JOKER)
    assert hp.analysis.solve(state).makers_tricks == 5
    # Once the right bower is led, the Joker must take it or be kept for
    # later; either way the defenders take exactly one trick.
    solution = hp.analysis.solve(state.play("JH"))
    assert solution.to_act == 2 and solution.makers_tricks == 5


def test_the_defender_must_overtrump_with_the_joker() -> None:
    state = hp.new_game(seed=1, dealer=0).deal().bid(6)
    state = state.name_trump("S").discard("KC").play("AS").play("TS").play("KS")
    solution = hp.analysis.solve(state)
    assert solution.to_act == 0 and solution.makers == 1
    assert solution.best_moves == (hp.Play(hp.JOKER),)
    assert solution.move_values == (
        (hp.Play(hp.Card.parse("QS")), 5),
        (hp.Play(hp.JOKER), 4),
    )


def test_the_last_trick_is_decided_by_the_cards_left() -> None:
    state = hand_after_discard(TOP_TRUMPS)
    tricks = [
        "Joker TH AC AS",
        "JH 9H KC KS",
        "JD AD QC QS",
        "AH KD JC JS",
        "KH QD TC TS",
    ]
    for trick in tricks:
        for card in trick.split():
            state = state.play(card)
    # Seat 1 leads QH to the last trick: TD, 9D and 9S cannot beat it.
    assert state.tricks_won == (0, 5)
    solution = hp.analysis.solve(state)
    assert solution.remaining_tricks == 1 and solution.makers_tricks == 6
    assert solution.best_moves == (hp.Play(hp.Card.parse("QH")),)


@pytest.mark.parametrize("phase", ["deal", "bidding", "trump", "discard", "over"])
def test_only_positions_of_the_play_can_be_solved(phase: str) -> None:
    state = hp.new_game(seed=1, dealer=0)
    if phase != "deal":
        state = state.deal()
    if phase in ("trump", "discard"):
        state = state.bid(6)
    if phase == "discard":
        state = state.name_trump("S")
    if phase == "over":
        state = hand_after_discard(TOP_TRUMPS, hp.Rules(target_score=1))
        while state.phase is hp.Phase.PLAY:
            state = state.apply(state.legal_actions()[0])
        assert state.phase is hp.Phase.GAME_OVER
    with pytest.raises(hp.InvalidValueError, match="play phase"):
        hp.analysis.solve(state)
    with pytest.raises(hp.InvalidValueError, match="play phase"):
        makers_tricks(state)


@pytest.mark.parametrize(
    ("targets", "problem"),
    [
        ([], "targets must name at least one trick count"),
        ([0], "each of targets must be a whole number from 1 to 6, not 0"),
        ([3, 7], "each of targets must be a whole number from 1 to 6, not 7"),
        ([True], "each of targets must be a whole number from 1 to 6, not True"),
        ([2.0], "each of targets must be a whole number from 1 to 6, not 2.0"),
        (4, "targets must be a collection of trick counts, not 4"),
    ],
)
def test_makers_tricks_refuses_bad_targets(targets: Any, problem: str) -> None:
    state = hand_after_discard(TOP_TRUMPS)
    with pytest.raises(hp.InvalidValueError, match=exactly(problem)):
        makers_tricks(state, targets=targets)


def test_makers_tricks_answers_the_largest_target_reached() -> None:
    """The makers take five tricks against the Joker (hand-worked above):
    of the counts asked about, the largest up to five is the answer, and 0
    when every count is above it."""
    state = hand_after_discard(DEFENDERS_JOKER)
    assert makers_tricks(state) == 5
    assert makers_tricks(state, targets=[6]) == 0
    assert makers_tricks(state, targets=[6, 3, 5]) == 5
    assert makers_tricks(state, targets=(2, 4)) == 4
    assert makers_tricks(state, targets=iter([1])) == 1


def test_solve_refuses_what_is_not_a_state() -> None:
    with pytest.raises(hp.InvalidValueError, match="GameState"):
        hp.analysis.solve("play JH")  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match="GameState"):
        makers_tricks("play JH")  # type: ignore[arg-type]


def test_value_of_refuses_an_illegal_play() -> None:
    solution = hp.analysis.solve(hand_after_discard(TOP_TRUMPS))
    with pytest.raises(hp.InvalidValueError, match="not a legal play"):
        solution.value_of(hp.Play(hp.Card.parse("9S")))


def test_solving_leaves_the_state_unchanged() -> None:
    state = hand_after_discard(TOP_TRUMPS).play("JH")
    before = (state.hands, state.current_trick, state.to_act, state.legal_actions())
    hp.analysis.solve(state)
    assert (state.hands, state.current_trick, state.to_act) == before[:3]
    assert state.legal_actions() == before[3]

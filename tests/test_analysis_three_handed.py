"""The double-dummy solver in Three-Handed Euchre: the maker alone against
the two other players, who defend together.

The value is the maker's own tricks.  The brute force below is a plain
minimax over ``legal_actions()`` and ``apply()``: the maker maximises its
tricks at the end of the hand, both defenders minimise them.  The endings
worked out by hand have two cards left in each hand.
"""

from __future__ import annotations

import random

import pytest

import hasenpfeffer as hp

from .three_handed_games import BOTH_ALL_PASS, dealt, play, play_position


def brute_force(state: hp.GameState, maker: int) -> int:
    """The maker's tricks at the end of the hand with best play by all."""
    if state.phase is not hp.Phase.PLAY:
        return state.hand_results[-1].tricks_won[maker]
    values = [
        brute_force(state.apply(action), maker) for action in state.legal_actions()
    ]
    return max(values) if state.to_act == maker else min(values)


@pytest.mark.parametrize("rules", BOTH_ALL_PASS, ids=["stick", "redeal"])
def test_endings_match_brute_force(rules: hp.Rules) -> None:
    chooser = random.Random(f"three-handed endings {rules.all_pass}")
    trick_sizes = set()
    for _ in range(60):
        state = play_position(chooser, rules, most_tricks=3)
        maker = state.maker
        assert maker is not None and state.to_act is not None
        trick_sizes.add(len(state.current_trick))
        expected = tuple(
            (action, brute_force(state.apply(action), maker))
            for action in state.legal_actions()
        )
        pick = max if state.to_act == maker else min
        best = pick(value for _, value in expected)
        solution = hp.analysis.solve(state)
        assert solution.makers == maker and solution.to_act == state.to_act
        assert solution.move_values == expected
        assert solution.makers_tricks == best
        assert solution.best_moves == tuple(
            action for action, value in expected if value == best
        )
        assert solution.remaining_tricks == len(state.hands[state.to_act])
    assert trick_sizes == {0, 1, 2}


def test_values_agree_with_the_positions_after_each_move() -> None:
    """Each play is worth what solving the position after it says, in
    positions too big for the brute force, the opening lead included."""
    chooser = random.Random("three-handed openings")
    for _ in range(15):
        state = play_position(chooser, most_tricks=5)
        solution = hp.analysis.solve(state)
        assert state.maker is not None
        won = state.tricks_won[state.maker]
        assert won <= solution.makers_tricks <= won + solution.remaining_tricks
        for action, value in solution.move_values:
            after = state.apply(action)
            if after.phase is hp.Phase.PLAY:
                assert hp.analysis.solve(after).makers_tricks == value
            else:
                assert after.hand_results[-1].tricks_won[state.maker] == value


# -- endings worked out by hand ------------------------------------------------
#
# Dealer seat 0 turns up the 9 of hearts; seat 1 orders it up and is the
# maker, alone against seats 2 and 0; the dealer takes the 9H and discards.
# Seat 1 leads first and turns go 1 -> 2 -> 0.


def ordered_up(hands: list[str], discard: str) -> hp.GameState:
    state = dealt(hands, upcard="9H", dealer=0)
    state = state.name_trump("H").discard(discard)
    assert state.maker == 1 and state.to_act == 1 and state.lone_players == ()
    return state


def test_the_maker_must_draw_the_last_trump_to_march() -> None:
    # Seat 1 wins the first three tricks: JH (seat 2 follows TH, seat 0 the
    # 9H it picked up), JD (QH; seat 0 has no trump left and throws 9D),
    # then AD (TD, KD).  Left: seat 1 AH AC, seat 2 KH 9S, seat 0 9C QS.
    # Leading AH draws seat 2's KH, and AC then takes the last trick too:
    # five tricks.  Leading AC first, seat 2, out of clubs, trumps it with
    # KH and leads 9S; AH takes that: four tricks.
    state = ordered_up(
        ["9D 9C QS KD TS", "JH JD AD AH AC", "TH QH KH 9S TD"], discard="TS"
    )
    state = play(state, "JH TH 9H JD QH 9D AD TD KD")
    assert state.tricks_won == (0, 3, 0) and state.to_act == 1
    assert [len(hand) for hand in state.hands] == [2, 2, 2]
    solution = hp.analysis.solve(state)
    assert solution.makers == 1 and solution.remaining_tricks == 2
    assert solution.move_values == (
        (hp.Play(hp.Card.parse("AC")), 4),
        (hp.Play(hp.Card.parse("AH")), 5),
    )
    assert solution.makers_tricks == 5
    assert solution.best_moves == (hp.Play(hp.Card.parse("AH")),)


def test_a_defender_must_not_trump_the_other_defenders_winner() -> None:
    # Seat 1 takes JD (TC, 9H) and AS (9S, QS); seat 2 takes TS with KS
    # (seat 0 follows JS) and leads the fourth trick.  Left: seat 2 AC KD,
    # seat 0 JH 9D, seat 1 QC AH; the maker has two tricks and needs one.
    state = ordered_up(
        ["JH QS JS 9D TD", "JD AS TS QC AH", "TC 9S KS AC KD"], discard="TD"
    )
    state = play(state, "JD TC 9H AS 9S QS TS KS JS")
    assert state.tricks_won == (0, 2, 1) and state.to_act == 2
    # Seat 2 leads AC: the defenders keep the maker to two tricks (seat 0
    # throws 9D under AC, seat 2 leads KD, and seat 0's JH beats the
    # maker's AH).  Leading KD, seat 0 must follow with 9D, the maker
    # trumps with AH and its QC is beaten by AC: three tricks.
    solution = hp.analysis.solve(state)
    assert solution.move_values == (
        (hp.Play(hp.Card.parse("AC")), 2),
        (hp.Play(hp.Card.parse("KD")), 3),
    )
    assert solution.best_moves == (hp.Play(hp.Card.parse("AC")),)
    # After AC, seat 0 must not take its partner's trick with JH: it would
    # then have to lead 9D, and the maker's AH would take it.
    solution = hp.analysis.solve(state.play("AC"))
    assert solution.to_act == 0 and solution.makers == 1
    assert solution.move_values == (
        (hp.Play(hp.Card.parse("9D")), 2),
        (hp.Play(hp.Card.parse("JH")), 3),
    )
    assert solution.best_moves == (hp.Play(hp.Card.parse("9D")),)


def test_the_five_top_trumps_take_every_trick() -> None:
    # Named in the second round: seat 1 holds the five highest spades.
    state = dealt(["9D TD QD KD AD", "JS JC AS KS QS", "9C TC QC KC AC"], "9H")
    state = state.pass_().pass_().pass_().name_trump("S")
    assert state.maker == 1 and state.phase is hp.Phase.PLAY
    solution = hp.analysis.solve(state)
    assert solution.makers_tricks == 5 and solution.remaining_tricks == 5
    assert solution.best_moves == state.legal_actions()

"""The game state as a value: equality, hashing, repr and records; the
forms its arguments take (values or notation, the seat, the deal), and the
errors that refuse the rest.

docs/rules.rst, "The deal" (rules-deal) for what may be dealt and when.
"""

from __future__ import annotations

import operator

import pytest

import hasenpfeffer as hp
from tests.helpers import SWEEP, cards, exactly, in_auction, swept_hand

STANDARD = hp.Rules()


def test_a_hand_played_with_values_rather_than_notation() -> None:
    state = swept_hand()
    assert state.phase is hp.Phase.DEAL
    assert state.tricks_won == (0, 6)
    assert state.scores == (0, 6)


def test_the_state_repr_names_hand_phase_turn_and_scores() -> None:
    game = hp.new_game(dealer=0, seed=5)
    assert repr(game) == "<GameState hand 0, DEAL, scores 0 to 0>"
    assert repr(game.deal()) == (
        "<GameState hand 1, BIDDING, seat 1 to act, scores 0 to 0>"
    )
    assert repr(swept_hand()) == "<GameState hand 1, DEAL, scores 0 to 6>"


def test_states_compare_by_value_both_ways() -> None:
    start = hp.new_game(dealer=0, seed=5).deal()
    again = hp.new_game(dealer=0, seed=5).deal()
    later = start.pass_()
    assert again is not start
    assert operator.eq(start, again) and not operator.ne(start, again)
    assert operator.ne(start, later) and not operator.eq(start, later)
    assert operator.ne(start, "state") and not operator.eq(start, "state")


def test_game_states_come_only_from_new_game() -> None:
    with pytest.raises(
        TypeError, match=exactly("create a game with hasenpfeffer.new_game()")
    ):
        hp.GameState()


def test_an_action_in_notation_is_still_checked_against_the_seat() -> None:
    state = hp.new_game(dealer=0, seed=5).deal()
    with pytest.raises(
        hp.IllegalActionError, match=exactly("it is seat 1's turn, not seat 2's")
    ):
        state.apply("pass", seat=2)
    assert state.apply("pass", seat=1).to_act == 2


def test_a_value_that_is_no_action_is_refused() -> None:
    state = hp.new_game(dealer=0, seed=5).deal()
    with pytest.raises(
        hp.InvalidValueError, match=exactly("expected an action, not 5")
    ):
        state.apply(5)  # type: ignore[arg-type]


def test_between_hands_nobody_acts_whatever_the_seat() -> None:
    state = hp.new_game(dealer=0, seed=5)
    message = "nobody acts between hands: deal the cards first"
    for seat in (None, 1):
        with pytest.raises(hp.IllegalActionError, match=exactly(message)):
            state.apply(hp.Pass(), seat=seat)


def test_different_states_hash_differently() -> None:
    # Equal states hash alike (the properties check that); states that
    # differ should not all share one hash.
    state = hp.new_game(dealer=0, seed=5).deal()
    states = [state]
    for call in (hp.Bid(1), hp.Bid(2), hp.Pass(), hp.Bid(4)):
        states.append(states[-1].apply(call))
    assert len({hash(each) for each in states}) == len(states)


def test_the_record_of_a_state_replays_to_it() -> None:
    state = in_auction(STANDARD, hp.Bid(2), hp.Pass())
    record = state.to_record()
    assert record == hp.records.GameRecord.of(state)
    assert record.actions == ((1, hp.Bid(2)), (2, hp.Pass()))
    assert hp.records.replay(record) == state


def test_cards_are_dealt_only_between_hands() -> None:
    state = hp.new_game(dealer=0, seed=5).deal()
    with pytest.raises(
        hp.IllegalActionError,
        match=exactly("cards are dealt only between hands, not in the BIDDING phase"),
    ) as info:
        state.deal()
    error = info.value
    assert (error.action, error.seat, error.phase) == (None, None, hp.Phase.BIDDING)


def test_a_deal_comes_from_a_seed_or_from_cards() -> None:
    game = hp.new_game(dealer=0, seed=5)
    hands = [cards(hand) for hand in SWEEP]
    widow = hp.Card.parse("9C")
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("deal from a seed or from cards, not both"),
    ):
        game.deal(seed=1, hands=hands, widow=widow)
    needs_both = exactly("an explicit deal needs both hands and widow")
    with pytest.raises(hp.InvalidValueError, match=needs_both):
        game.deal(hands=hands)
    with pytest.raises(hp.InvalidValueError, match=needs_both):
        game.deal(widow=widow)


def test_new_game_refuses_rules_that_are_not_a_rules_value() -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("rules must be a Rules value, not 'pepper'"),
    ):
        hp.new_game(rules="pepper")  # type: ignore[arg-type]


@pytest.mark.parametrize("game", list(hp.Game), ids=lambda game: game.value)
def test_a_new_game_holds_nothing_yet(game: hp.Game) -> None:
    state = hp.new_game(hp.Rules(game=game), seed=1, dealer=0)
    sides = 3 if game is hp.Game.THREE_HANDED_EUCHRE else 2
    assert state.kitty == () and state.upcard is None
    assert state.scores == (0,) * sides and state.tricks_won == (0,) * sides
    assert state.hand_number == 0 and state.phase is hp.Phase.DEAL

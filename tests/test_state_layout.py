"""The layout of a game state's fields: declared once, by name, in order.

The state writes some fields together through one slice (the four hands
at a deal; maker, contract and trump cleared at a deal), so those fields
must stay adjacent, in the declared order, whatever fields are added or
moved later; and seat ``s``'s hand must be at position ``s``, since the
play reads a seat's hand by its number.
"""

from __future__ import annotations

import pickle

import hasenpfeffer as hp
from hasenpfeffer._engine import layout
from hasenpfeffer._engine.layout import (
    FIELDS,
    SLICE_GROUPS,
    VALUE_SIZE,
    DerivedFields,
    StateValue,
    position,
)
from hasenpfeffer.cards import deck as every_card


def test_every_field_has_one_name_and_one_position() -> None:
    assert len(set(FIELDS)) == len(FIELDS)
    assert [position(name) for name in FIELDS] == list(range(len(FIELDS)))


def test_the_value_fields_come_before_the_derived_ones() -> None:
    assert FIELDS[:VALUE_SIZE] == StateValue._fields
    assert FIELDS[VALUE_SIZE:] == DerivedFields._fields


def test_fields_written_by_one_slice_stay_adjacent_and_in_order() -> None:
    for group in SLICE_GROUPS:
        first = position(group[0])
        assert [position(name) for name in group] == list(
            range(first, first + len(group))
        ), group


def test_the_state_slices_write_exactly_the_declared_groups() -> None:
    hands, maker_to_trump = SLICE_GROUPS
    assert FIELDS[layout.HANDS] == hands
    assert FIELDS[layout.MAKER_TO_TRUMP] == maker_to_trump


def test_each_seat_hand_is_at_the_seat_number() -> None:
    assert [position(f"hand{seat}") for seat in range(4)] == [0, 1, 2, 3]


def test_an_explicit_deal_puts_each_hand_at_its_seat() -> None:
    """Seat s is dealt exactly the cards given for it (the slice of hands)."""
    cards = every_card()
    hands = [cards[6 * seat : 6 * seat + 6] for seat in range(4)]
    state = hp.new_game(seed=1, dealer=0).deal(hands=hands, widow=hp.JOKER)
    assert state.hands == tuple(tuple(hand) for hand in hands)
    assert (state.maker, state.contract, state.trump) == (None, None, None)


def test_a_pickle_carries_every_field_and_reads_back_equal() -> None:
    state = hp.new_game(seed=3, dealer=1).deal().bid(2)
    fields = state.__reduce__()[1][1]
    assert len(fields) == len(FIELDS)
    assert pickle.loads(pickle.dumps(state)) == state

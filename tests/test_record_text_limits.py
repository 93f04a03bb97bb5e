"""Reading a record's text notation stops at the documented limits
(:data:`LIMITS.deals <hasenpfeffer.records.LIMITS>` hands and
:data:`LIMITS.actions <hasenpfeffer.records.LIMITS>` actions), refuses a Euchre kitty
that is not four cards, and a :class:`~hasenpfeffer.RecordError` without a
location is its reason alone."""

from __future__ import annotations

import pytest

import hasenpfeffer as hp
from hasenpfeffer.records import LIMITS
from tests.euchre_games import dealt
from tests.helpers import exactly


def header_and_deal(state: hp.GameState) -> tuple[str, str]:
    """The tag lines of ``state``'s record text, and its first deal."""
    text = state.to_record().to_text()
    header, hand_line = text.rstrip("\n").rsplit("\n\n", 1)
    deal = hand_line.split(":")[0].removeprefix("1. ")
    return header, deal


def first_hand_line(header: str) -> int:
    """The number of the first hand line: the one after the tags and the
    blank line that follows them."""
    return len(header.splitlines()) + 2


def refusal(text: str) -> hp.RecordFormatError:
    with pytest.raises(hp.RecordFormatError) as info:
        hp.records.GameRecord.from_text(text)
    return info.value


def test_a_record_of_more_hands_than_the_limit_is_refused() -> None:
    header, deal = header_and_deal(hp.new_game(seed=1, dealer=0).deal())
    hands = [f"{number}. {deal}: 1 pass" for number in range(1, LIMITS.deals + 2)]
    error = refusal(header + "\n\n" + "\n".join(hands))
    over = first_hand_line(header) + LIMITS.deals
    assert error.reason == f"more than {LIMITS.deals} hands: over the limit"
    assert error.location == f"line {over}"


def test_a_record_of_more_actions_than_the_limit_is_refused() -> None:
    header, deal = header_and_deal(hp.new_game(seed=1, dealer=0).deal())
    actions = ", ".join(["1 pass"] * (LIMITS.actions + 1))
    error = refusal(f"{header}\n\n1. {deal}: {actions}")
    assert error.reason == f"more than {LIMITS.actions} actions: over the limit"
    assert error.location == f"line {first_hand_line(header)}"


def test_a_record_at_the_action_limit_is_read() -> None:
    header, deal = header_and_deal(hp.new_game(seed=1, dealer=0).deal())
    actions = ", ".join(["1 pass"] * LIMITS.actions)
    record = hp.records.GameRecord.from_text(f"{header}\n\n1. {deal}: {actions}")
    assert len(record.actions) == LIMITS.actions


@pytest.mark.parametrize("kitty", ["TH 9C 9D", "TH 9C 9D 9S QS"])
def test_a_euchre_kitty_is_four_cards(kitty: str) -> None:
    header, deal = header_and_deal(dealt())
    hands = deal.rsplit("/", 1)[0]
    line = f"1. {hands}/ {kitty} : 1 pass"
    error = refusal(f"{header}\n\n{line}")
    found = len(kitty.split())
    assert error.reason == f"the kitty is four cards, not {found}"
    # The column is where the kitty's part begins, just after the last '/'.
    column = line.rindex("/") + 2
    assert error.location == f"line {first_hand_line(header)}, column {column}"


def test_a_record_error_without_a_location_is_its_reason() -> None:
    error = hp.RecordError("the record is empty")
    assert str(error) == "the record is empty"
    assert error.location is None
    assert (error.index, error.seat, error.action) == (None, None, None)
    with pytest.raises(
        hp.InvalidValueError, match=exactly("location must be text, not 3")
    ):
        hp.RecordError("the record is empty", location=3)  # type: ignore[arg-type]

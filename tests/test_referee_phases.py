"""What docs/referee.rst says of a hand's phases, of ``lone_players`` and
of a view between hands, checked through the protocol.

The page ("The phases of a hand"): a call for best (Railroad Euchre)
keeps the phase ``alone`` with the caller's partner to act, who may give
any card they hold; then the phase is ``discard`` with the caller to
act, who may discard any card but the one given; then ``alone`` again
for the defenders.  ``lone_players`` lists the maker first, then the
defender who went alone; ``sitting_out`` their partners in seat order.
Between hands a view still shows the hand just played.
"""

from __future__ import annotations

from typing import Any

from hasenpfeffer._referee import Referee
from tests.test_referee import ask

RAILROAD = {"game": "railroad_euchre", "target_score": 10}


def acted(referee: Referee, seat: int, action: str) -> dict[str, Any]:
    answer = ask(referee, {"type": "act", "game": "g", "seat": seat, "action": action})
    assert answer["type"] == "acted", answer
    status: dict[str, Any] = answer["status"]
    return status


def view(referee: Referee, seat: int) -> dict[str, Any]:
    data: dict[str, Any] = ask(referee, {"type": "view", "game": "g", "seat": seat})[
        "view"
    ]
    return data


def railroad_after_the_auction() -> Referee:
    """Railroad Euchre, seed 1, dealer 0: seat 1 orders up the ten of
    diamonds and the dealer discards; the maker, seat 1, is to choose."""
    referee = Referee()
    ask(referee, {"type": "start", "game": "g", "rules": RAILROAD, "seed": 1})
    ask(referee, {"type": "deal", "game": "g"})
    assert view(referee, 1)["legal_actions"] == ["pass", "trump D"]
    status = acted(referee, 1, "trump D")
    assert (status["phase"], status["to_act"]) == ("discard", 0)
    acted(referee, 0, view(referee, 0)["legal_actions"][0])
    return referee


def test_a_call_for_best_is_a_gift_in_the_alone_phase_then_a_discard() -> None:
    referee = railroad_after_the_auction()
    status = acted(referee, 1, "call for best")
    assert (status["phase"], status["to_act"]) == ("alone", 3)
    partner = view(referee, 3)
    assert partner["legal_actions"] == [f"give {card}" for card in partner["hand"]]
    given = partner["hand"][0]
    status = acted(referee, 3, f"give {given}")
    assert (status["phase"], status["to_act"]) == ("discard", 1)
    caller = view(referee, 1)
    assert given in caller["hand"] and caller["best_card"] == given
    assert caller["legal_actions"] == [
        f"discard {card}" for card in caller["hand"] if card != given
    ]
    status = acted(referee, 1, caller["legal_actions"][0])
    assert (status["phase"], status["to_act"]) == ("alone", 2)


def test_lone_players_lists_the_maker_first_and_sitting_out_in_seat_order() -> None:
    referee = railroad_after_the_auction()
    acted(referee, 1, "alone")
    acted(referee, 2, "pass")
    status = acted(referee, 0, "alone")
    assert status["phase"] == "play"
    seen = view(referee, 2)
    assert seen["lone_players"] == [1, 0]
    assert seen["sitting_out"] == [2, 3]


def test_between_hands_a_view_shows_the_hand_just_played() -> None:
    referee = railroad_after_the_auction()
    acted(referee, 1, "alone")
    acted(referee, 2, "pass")
    acted(referee, 0, "pass")
    while True:
        to_act = view(referee, 0)["to_act"]
        if to_act is None:
            break
        acted(referee, to_act, view(referee, to_act)["legal_actions"][0])
    for seat in range(4):
        seen = view(referee, seat)
        assert seen["phase"] == "deal" and seen["hand_number"] == 1
        assert seen["maker"] == 1 and seen["trump"] == "D"
        assert seen["lone_players"] == [1] and seen["sitting_out"] == [3]
        assert seen["calls"] == [{"seat": 1, "call": "trump D"}]
        assert len(seen["completed_tricks"]) == 5
        assert sum(seen["tricks_won"]) == 5
        assert seen["current_trick"] == [] and seen["leader"] is None
        assert seen["legal_actions"] == [] and seen["dealer"] == 1
        assert seen["hand_results"][-1]["lone_players"] == [1]
        assert seen["hand_results"][-1]["tricks_won"] == seen["tricks_won"]
        # only the seat that sat out has cards left
        assert (seen["hand"] != []) == (seat == 3)
    assert view(referee, 0)["discarded"] is not None  # the dealer's own
    assert view(referee, 1)["discarded"] is None
    ask(referee, {"type": "deal", "game": "g"})
    seen = view(referee, 0)
    assert seen["completed_tricks"] == [] and seen["lone_players"] == []
    assert seen["maker"] is None and seen["calls"] == []

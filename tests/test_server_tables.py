"""A table of the browser server, without the server: seats and keys, the
moves a person may make, the bots, and what each seat is sent.

The expected refusals are the rules' (docs/rules.rst, "The auction": the
player left of the dealer speaks first, then each in turn) and the
server's own (docs/serve.rst, "The messages").
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pytest.importorskip("starlette")

import hasenpfeffer as hp
from hasenpfeffer import svg
from hasenpfeffer.bots import HeuristicBot
from hasenpfeffer.server._tables import Table, TableError, hash_key

CARD_WORD = re.compile(r"\b(?:[9TJQKA][CDHS]|Joker)\b")


def refusal(table: Table, seat: int, message: dict[str, object]) -> tuple[str, str]:
    before = table.state
    with pytest.raises(TableError) as caught:
        table.request(seat, message)
    assert table.state == before
    return caught.value.code, caught.value.message


def dealt_table(people: tuple[int, ...] = (0,)) -> Table:
    """A table whose first dealer, seat 0, has dealt."""
    table = Table.new("t", hp.Rules(), people, seed=11, dealer=0)
    table.request(0, {"type": "deal"})
    return table


# -- seats and keys ---------------------------------------------------------


def test_a_seat_is_taken_with_its_own_key_as_often_as_asked() -> None:
    table = Table.new("t", hp.Rules(), (0, 2), seed=1)
    keys = table.new_keys
    assert set(keys) == {0, 2} and keys[0] != keys[2]
    assert table.key_hashes == {seat: hash_key(key) for seat, key in keys.items()}
    table.claim(0, keys[0])
    table.claim(0, keys[0])  # again: a reloaded page, a second tab
    for wrong in (keys[2], keys[0] + "x", None, 7):
        with pytest.raises(TableError) as caught:
            table.claim(0, wrong)
        assert caught.value.code == "wrong_key"


@pytest.mark.parametrize("seat", [1, 3, 4, -1, "0", True, None, 0.0])
def test_only_the_seats_of_people_can_be_taken(seat: object) -> None:
    table = Table.new("t", hp.Rules(), (0, 2), seed=1)
    with pytest.raises(TableError) as caught:
        table.claim(seat, table.new_keys[0])
    assert caught.value.code == "not_a_seat"


def test_three_handed_euchre_has_no_fourth_seat() -> None:
    rules = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE)
    table = Table.new("t", rules, (0, 1, 2), seed=1)
    assert table.players == 3
    with pytest.raises(TableError, match="0 to 2"):
        table.claim(3, table.new_keys[0])


# -- moves ------------------------------------------------------------------


def test_the_dealer_deals_and_nobody_else() -> None:
    table = Table.new("t", hp.Rules(), (0, 1), seed=3, dealer=1)
    assert table.waiting_on() == 1
    assert refusal(table, 0, {"type": "deal"}) == (
        "illegal_action",
        "seat 1 deals this hand, not seat 0",
    )
    table.request(1, {"type": "deal"})
    assert table.state.phase is hp.Phase.BIDDING
    assert table.state.to_act == 2  # the dealer's left speaks first
    assert refusal(table, 1, {"type": "deal"}) == (
        "illegal_action",
        "there is nothing to deal now",
    )


def test_a_move_is_the_referees_act_request_and_its_refusals() -> None:
    table = dealt_table((0, 1, 2, 3))
    assert table.waiting_on() == 1
    assert refusal(table, 2, {"type": "act", "action": "pass"}) == (
        "illegal_action",
        "it is seat 1's turn, not seat 2's",
    )
    code, message = refusal(table, 1, {"type": "act", "action": "pass me"})
    assert code == "invalid_field" and message.startswith("not an action: 'pass me'")
    table.request(1, {"type": "act", "seat": 1, "action": "bid 3"})
    assert table.state.history == ((1, hp.Bid(3)),)
    code, message = refusal(table, 2, {"type": "act", "action": "bid 2"})
    assert code == "illegal_action" and "bid 3" in message


@pytest.mark.parametrize(
    ("message", "code"),
    [
        ({"type": "act", "seat": 2, "action": "pass"}, "not_your_seat"),
        ({"type": "act", "seat": "1", "action": "pass"}, "not_your_seat"),
        ({"type": "act"}, "missing_field"),
        ({"type": "act", "action": "pass", "game": "t"}, "unknown_field"),
        ({"type": "act", "action": 3}, "invalid_field"),
        ({"type": "deal", "cards": []}, "unknown_field"),
        ({"type": "view"}, "unknown_type"),
        ({}, "unknown_type"),
    ],
)
def test_a_message_that_is_no_move_of_this_seat_changes_nothing(
    message: dict[str, object], code: str
) -> None:
    table = dealt_table((0, 1, 2, 3))
    assert refusal(table, 1, message)[0] == code


def test_a_person_cannot_move_for_a_bot() -> None:
    table = dealt_table((0,))
    assert table.waiting_on() == 1 and table.is_bot(1)
    assert refusal(table, 0, {"type": "act", "seat": 1, "action": "pass"})[0] == (
        "not_your_seat"
    )


def test_a_bot_makes_the_heuristic_bots_move_and_only_its_own() -> None:
    table = dealt_table((0,))
    view = table.state.view(1)
    assert table.bot_move()
    assert table.state.history == ((1, HeuristicBot().choose(view)),)
    while table.waiting_on() != 0:
        assert table.bot_move()
    before = table.state
    assert not table.bot_move()  # the person's turn
    assert table.state == before


def test_bots_deal_play_and_finish_a_game_at_a_table_of_bots() -> None:
    table = Table.new("t", hp.Rules(target_score=4), (), seed=8)
    moves = 0
    while table.bot_move():
        moves += 1
    assert table.finished and table.waiting_on() is None
    assert moves == len(table.state.history) + len(table.state.deals)
    assert hp.validate(table.state.to_record()).finished


# -- what a seat is sent -----------------------------------------------------


def test_an_update_is_the_seats_view_and_its_picture() -> None:
    table = dealt_table((0, 2))
    for seat in range(4):
        update = table.update(seat, (True, False, False, False))
        view = hp.PlayerView.of(table.state, seat)
        assert update["view"] == view.to_dict()
        assert update["picture"] == svg.table(view)
        assert update["waiting_on"] == table.state.to_act
        assert [s["player"] for s in update["seats"]] == [
            "person",
            "bot",
            "person",
            "bot",
        ]
        assert [s["present"] for s in update["seats"]] == [True, False, False, False]


def test_an_update_names_no_card_of_another_hand_or_the_widow() -> None:
    table = dealt_table((0,))
    deal = table.state.deals[-1]
    for seat in range(4):
        text = json.dumps(table.update(seat, (False,) * 4))
        named = set(CARD_WORD.findall(text))
        assert named == {str(card) for card in deal.hands[seat]}
        assert str(deal.widow) not in named


def test_the_record_given_out_stops_at_the_last_hand_over() -> None:
    table = Table.new("t", hp.Rules(), (), seed=4, dealer=0)
    start = table.state.to_record()
    assert table.public_record == start
    table.bot_move()  # the deal
    while table.state.phase is not hp.Phase.DEAL:
        assert table.public_record == start
        table.bot_move()
    assert table.public_record == table.state.to_record()
    assert len(table.public_record.deals) == 1
    table.bot_move()  # the next deal: not given out until its hand is over
    assert len(table.public_record.deals) == 1


def test_the_hands_cannot_be_worked_out_from_the_record_given_out() -> None:
    # The record given out carries the game's seed; the cards are dealt
    # from a secret seed of their own.
    table = Table.new("t", hp.Rules(), (0,), dealer=0)
    given = table.public_record
    table.request(0, {"type": "deal"})
    dealt = table.state.deals[-1]
    assert hp.records.replay(given).deal().deals[-1] != dealt
    assert hp.new_game(seed=given.seed, dealer=0).deal().deals[-1] != dealt


def test_a_table_resumed_from_its_record_is_the_same_game() -> None:
    table = dealt_table((0,))
    while table.bot_move():
        pass
    again = Table(
        "t",
        hp.records.replay(table.state.to_record()),
        table.people,
        dict(table.key_hashes),
        table.public_record,
        table.created,
        updated=table.updated,
    )
    assert again.state == table.state
    assert again.updated == table.updated
    assert again.summary()["hand_number"] == table.summary()["hand_number"]


def test_a_summary_shows_nothing_hidden() -> None:
    table = dealt_table((0,))
    summary = table.summary()
    assert not CARD_WORD.findall(json.dumps(summary))
    assert summary["table"] == "t" and summary["players"] == 4
    assert (summary["game"], summary["people"], summary["scores"]) == (
        "hasenpfeffer",
        [0],
        [0, 0],
    )


@pytest.mark.parametrize(
    ("platform", "variables", "parts"),
    [
        ("linux", {"XDG_DATA_HOME": "/data"}, ("/data",)),
        ("linux", {}, ("~", ".local", "share")),
        ("darwin", {}, ("~", "Library", "Application Support")),
        ("win32", {"LOCALAPPDATA": "/local"}, ("/local",)),
        ("win32", {}, ("~", "AppData", "Local")),
    ],
)
def test_the_tables_live_in_the_platforms_data_folder(
    monkeypatch: pytest.MonkeyPatch,
    platform: str,
    variables: dict[str, str],
    parts: tuple[str, ...],
) -> None:
    from hasenpfeffer.server._store import default_data_dir

    monkeypatch.setattr("sys.platform", platform)
    for name in ("XDG_DATA_HOME", "LOCALAPPDATA"):
        monkeypatch.delenv(name, raising=False)
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    expected = Path(*parts).expanduser() / "hasenpfeffer"
    assert default_data_dir() == expected

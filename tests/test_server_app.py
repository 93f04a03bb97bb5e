"""The browser server's application, through Starlette's test client: making
and listing tables, the WebSocket of a seat, bad input from a client, the
records given out, and a game resumed after a restart (docs/serve.rst).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

from starlette.testclient import TestClient

import hasenpfeffer as hp
from hasenpfeffer import svg
from hasenpfeffer.server import create_app

Message = dict[str, Any]


@contextmanager
def serving(data: Path, **options: Any) -> Iterator[TestClient]:
    options.setdefault("bot_delay", 0)
    options.setdefault("seed", 2026)
    # A test plays far faster than a person clicks.
    options.setdefault("message_rate", 1000.0)
    # Starlette's test client calls the server "testserver".
    options.setdefault("hosts", ("testserver",))
    with TestClient(create_app(data, **options)) as client:
        yield client


KEYS: dict[str, dict[int, str]] = {}
"""The seats' keys of each table made, as its maker was given them."""


def make_table(client: TestClient, people: int = 1, **rules: Any) -> str:
    answer = client.post("/api/tables", json={"people": people, "rules": rules})
    assert answer.status_code == 201, answer.text
    made = answer.json()
    KEYS[made["table"]] = {int(seat): key for seat, key in made["keys"].items()}
    table: str = made["table"]
    return table


def receive_until(socket: Any, done: Callable[[Message], bool]) -> Message:
    """The first message that ``done`` accepts; errors and notices on the
    way are kept in ``socket.seen``."""
    while True:
        message: Message = socket.receive_json()
        socket.seen = [*getattr(socket, "seen", []), message]
        if done(message):
            return message


def is_update(message: Message) -> bool:
    return bool(message["type"] == "update")


def join(socket: Any, seat: int, key: str | None = None) -> Message:
    """Join ``seat`` with its key (by default the one its table's maker
    was given); the first update."""
    if key is None:
        key = KEYS[socket.scope["path"].split("/")[3]][seat]
    socket.send_json({"type": "join", "seat": seat, "key": key})
    joined = receive_until(socket, lambda m: m["type"] in ("joined", "error"))
    assert joined["type"] == "joined", joined
    assert joined["seat"] == seat and "key" not in joined
    return receive_until(socket, is_update)


@contextmanager
def two_people(client: TestClient) -> Iterator[tuple[str, Any, Any]]:
    """A new table of two people, with a connection joined at each seat:
    the table's id and the connections of seats 0 and 1."""
    table = make_table(client, people=2)
    url = f"/api/tables/{table}/socket"
    with (
        client.websocket_connect(url) as first,
        client.websocket_connect(url) as second,
    ):
        join(first, 0)
        join(second, 1)
        yield table, first, second


def my_turn(seat: int) -> Callable[[Message], bool]:
    return lambda m: (
        is_update(m) and (m["waiting_on"] == seat or m["view"]["winner"] is not None)
    )


def move(socket: Any, update: Message) -> None:
    """Send the first legal move of the update's seat."""
    if update["view"]["phase"] == "deal":
        socket.send_json({"type": "deal"})
    else:
        socket.send_json({"type": "act", "action": update["view"]["legal_actions"][0]})


# -- tables --------------------------------------------------------------------


def test_a_table_made_is_listed_with_nothing_hidden(tmp_path: Path) -> None:
    with serving(tmp_path) as client:
        table = make_table(client, people=2, bidding="pepper")
        listed = client.get("/api/tables").json()
        assert [t["table"] for t in listed["tables"]] == [table]
        # The seats' keys went to the table's maker only.
        assert set(KEYS[table]) == {0, 1} and KEYS[table][0] != KEYS[table][1]
        text = client.get("/api/tables").text + client.get("/").text
        assert not any(key in text for key in KEYS[table].values())
        (summary,) = listed["tables"]
        assert summary["people"] == [0, 1]
        assert summary["rules"]["bidding"] == "pepper"
        assert summary["hand_number"] == 0 and summary["winner"] is None
        assert listed["games"] == {
            "hasenpfeffer": 4,
            "euchre": 4,
            "three_handed_euchre": 3,
            "railroad_euchre": 4,
            "bid_euchre": 4,
        }
        assert client.get(f"/tables/{table}").text == client.get("/").text


def test_the_servers_rules_are_a_new_tables_defaults(tmp_path: Path) -> None:
    rules = hp.Rules(game=hp.Game.EUCHRE, lone_hands=True)
    with serving(tmp_path, rules=rules) as client:
        assert client.get("/api/tables").json()["rules"]["game"] == "euchre"
        answer = client.post("/api/tables", json={"people": 1})
        assert answer.json()["rules"]["lone_hands"] is True


def test_each_game_offers_its_own_options_at_its_own_defaults(
    tmp_path: Path,
) -> None:
    with serving(
        tmp_path, rules=hp.Rules(tie_break=hp.TieBreak.HIGHER_SCORE)
    ) as client:
        offered = client.get("/api/tables").json()["options"]
    options = {
        game: {option["name"]: option for option in listed}
        for game, listed in offered.items()
    }
    assert set(options) == {game.value for game in hp.Game}
    hasenpfeffer, euchre = options["hasenpfeffer"], options["euchre"]
    three, railroad = options["three_handed_euchre"], options["railroad_euchre"]
    assert hasenpfeffer["bidding"] == {
        "name": "bidding",
        "kind": "choice",
        "choices": ["standard", "pepper"],
        "default": "standard",
    }
    assert hasenpfeffer["lone_hands"] == {
        "name": "lone_hands",
        "kind": "yes_no",
        "default": False,
    }
    # The server's rule flags hold in its own game only.
    assert hasenpfeffer["tie_break"]["default"] == "higher_score"
    assert euchre["tie_break"]["default"] == "makers_first"
    # The Euchres go alone and stick the dealer unless told otherwise.
    assert euchre["lone_hands"]["default"] is True
    assert euchre["all_pass"]["default"] == "stick_the_dealer"
    assert "bidding" not in euchre and "call_for_best" not in euchre
    # Three-Handed Euchre's maker always plays alone: no option of it.
    assert "lone_hands" not in three and three["march_points"]["default"] == 3
    assert three["march_points"]["kind"] == "number"
    assert railroad["call_for_best"]["default"] is True
    assert railroad["lone_defender"]["default"] is True
    assert railroad["joker_upcard_suit"]["choices"] == ["C", "D", "H", "S"]
    for game in hp.Game:
        assert list(options[game.value]) == list(hp.rules.options_of(game))
    # Only Hasenpfeffer has the Joker and bids: no other game offers joker_bids.
    assert "joker_bids" in hasenpfeffer["all_pass"]["choices"]
    assert euchre["all_pass"]["choices"] == ["redeal", "stick_the_dealer"]
    bid = options["bid_euchre"]
    assert bid["all_pass"]["choices"] == ["redeal", "stick_the_dealer"]
    assert bid["opening_lead"]["default"] == "maker"
    assert bid["target_score"]["default"] == 32
    assert bid["call_for_best"] == {
        "name": "call_for_best",
        "kind": "yes_no",
        "default": False,
    }
    assert bid["min_bid"] == {"name": "min_bid", "kind": "number", "default": 3}
    assert bid["moon_points"] == {
        "name": "moon_points",
        "kind": "number",
        "default": 12,
    }
    assert "lone_hands" not in bid and "bidding" not in bid


def test_a_euchre_table_made_without_options_goes_alone(tmp_path: Path) -> None:
    with serving(tmp_path) as client:
        made = client.post("/api/tables", json={"rules": {"game": "euchre"}}).json()
    assert made["rules"]["lone_hands"] is True


@pytest.mark.parametrize(
    ("body", "code", "words"),
    [
        (b"{", "not_json", "not valid JSON"),
        (b"[]", "invalid_field", '"people"'),
        (b'{"people": 5}', "invalid_field", "1 to 4"),
        (b'{"people": 0}', "invalid_field", "1 to 4"),
        (b'{"people": true}', "invalid_field", "1 to 4"),
        (
            b'{"people": 4, "rules": {"game": "three_handed_euchre"}}',
            "invalid_field",
            "1 to 3",
        ),
        (b'{"rules": {"bidding": "auction"}}', "invalid_field", "bidding"),
        (
            b'{"rules": {"game": "euchre", "bidding": "pepper"}}',
            "invalid_field",
            "bidding",
        ),
        (
            b'{"rules": {"game": "euchre", "bidding": "standard"}}',
            "invalid_field",
            "$.rules.bidding: bidding is not an option of Euchre (its options are "
            "all_pass, tie_break, target_score, lone_hands, lone_defender)",
        ),
        (
            b'{"rules": {"game": "three_handed_euchre", "lone_hands": true}}',
            "invalid_field",
            "lone_hands is not an option of Three-Handed Euchre",
        ),
        (
            b'{"rules": {"game": "railroad_euchre", "lone_hands": false, '
            b'"lone_defender": true}}',
            "invalid_field",
            "lone_defender needs lone_hands",
        ),
        (b'{"rules": []}', "invalid_field", "rules"),
        (b'{"people": 1, "seed": 3}', "invalid_field", '"people"'),
        (b" " * 10_001, "too_long", "at most 10000 bytes"),
    ],
)
def test_a_table_that_cannot_be_made_is_refused_saying_why(
    tmp_path: Path, body: bytes, code: str, words: str
) -> None:
    with serving(tmp_path) as client:
        answer = client.post("/api/tables", content=body)
        assert answer.status_code == 400
        assert answer.json()["code"] == code
        assert words in answer.json()["message"]
        assert client.get("/api/tables").json()["tables"] == []


def test_the_page_and_its_files_are_served(tmp_path: Path) -> None:
    with serving(tmp_path) as client:
        page = client.get("/")
        assert page.headers["content-type"].startswith("text/html")
        assert '<script src="/page/table.js"' in page.text
        assert (
            client.get("/page/table.js")
            .headers["content-type"]
            .startswith("text/javascript")
        )
        assert client.get("/page/table.css").status_code == 200
        assert client.get("/page/secret.py").status_code == 404
        assert client.get("/page/..%2F_app.py").status_code == 404


# -- a seat --------------------------------------------------------------------


def test_a_person_joins_and_gets_only_their_view(tmp_path: Path) -> None:
    with serving(tmp_path) as client:
        table = make_table(client, people=3)
        at_table = client.app.state.server.tables[table]  # type: ignore[attr-defined]
        at_table.request(at_table.state.dealer, {"type": "deal"})
        with client.websocket_connect(f"/api/tables/{table}/socket") as socket:
            update = join(socket, 2)
            view = hp.PlayerView.of(at_table.state, 2)
            assert update["view"] == view.to_dict()
            assert update["picture"] == svg.table(view)
            assert update["seat"] == 2
            assert [s["player"] for s in update["seats"]] == [
                "person",
                "person",
                "person",
                "bot",
            ]
            assert [s["present"] for s in update["seats"]] == [
                False,
                False,
                True,
                False,
            ]


@pytest.mark.parametrize("game", [game.value for game in hp.Game])
def test_a_whole_game_is_played_over_the_socket_against_bots(
    tmp_path: Path, game: str
) -> None:
    with serving(tmp_path) as client:
        if game == "hasenpfeffer":
            table = make_table(client, target_score=5)
        else:
            table = make_table(client, game=game, target_score=5)
        with client.websocket_connect(f"/api/tables/{table}/socket") as socket:
            update = join(socket, 0)
            while update["view"]["winner"] is None:
                if update["waiting_on"] == 0:
                    move(socket, update)
                update = receive_until(socket, is_update)
        record = hp.records.GameRecord.from_json(
            client.get(f"/api/tables/{table}/record.json").text
        )
        verdict = hp.validate(record)
        assert verdict.legal and verdict.finished
        assert max(hp.records.replay(record).scores) >= 5
        text = client.get(f"/api/tables/{table}/record.txt")
        assert hp.records.GameRecord.from_text(text.text) == record
        assert "attachment" in text.headers["content-disposition"]
        (summary,) = client.get("/api/tables").json()["tables"]
        assert summary["finished"] is True
        assert summary["winner"] == hp.records.replay(record).winner
        assert record.rules.game.value == summary["game"] == game


def test_a_record_in_play_is_given_out_only_to_the_last_hand_over(
    tmp_path: Path,
) -> None:
    with serving(tmp_path) as client:
        table = make_table(client, people=4)
        at_table = client.app.state.server.tables[table]  # type: ignore[attr-defined]
        at_table.request(at_table.state.dealer, {"type": "deal"})
        record = client.get(f"/api/tables/{table}/record.json").json()
        assert record["deals"] == [] and record["actions"] == []
        assert client.get(f"/api/tables/{table}/record.xml").status_code == 404
        assert client.get("/api/tables/nothing/record.json").status_code == 404


def test_a_reloaded_page_gets_its_seat_back_and_nobody_else_does(
    tmp_path: Path,
) -> None:
    with serving(tmp_path) as client:
        table = make_table(client)
        url = f"/api/tables/{table}/socket"
        with client.websocket_connect(url) as socket:
            first = join(socket, 0)
            if first["waiting_on"] != 0:  # the bots play up to seat 0's turn
                first = receive_until(socket, my_turn(0))
        with client.websocket_connect(url) as socket:
            assert join(socket, 0)["view"] == first["view"]
        with client.websocket_connect(url) as socket:
            socket.send_json({"type": "join", "seat": 0, "key": "guess"})
            assert socket.receive_json()["code"] == "wrong_key"
            socket.send_json({"type": "join", "seat": 0})
            assert socket.receive_json()["code"] == "wrong_key"
            socket.send_json({"type": "join", "seat": 1})
            assert socket.receive_json()["code"] == "not_a_seat"


def test_a_partner_who_leaves_is_shown_to_the_others(tmp_path: Path) -> None:
    with serving(tmp_path) as client:
        table = make_table(client, people=2)
        url = f"/api/tables/{table}/socket"
        with client.websocket_connect(url) as first:
            join(first, 0)
            with client.websocket_connect(url) as second:
                join(second, 1)
                notice = receive_until(first, lambda m: m["type"] == "notice")
                assert notice["message"] == "seat 1 is at the table"
            notice = receive_until(first, lambda m: m["type"] == "notice")
            assert notice["message"] == "seat 1 has left the table (disconnected)"
            update = receive_until(first, is_update)
            assert [s["present"] for s in update["seats"]] == [
                True,
                False,
                False,
                False,
            ]


def test_an_unknown_table_is_refused(tmp_path: Path) -> None:
    with (
        serving(tmp_path) as client,
        client.websocket_connect("/api/tables/nothing/socket") as socket,
    ):
        assert socket.receive_json()["code"] == "unknown_table"


# -- bad input -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("frame", "code"),
    [
        ("{not json", "not_json"),
        (b'{"type": "join"}', "not_json"),
        ("[1, 2]", "not_object"),
        ('"join"', "not_object"),
        ('{"type": "act", "action": "pass"}', "not_joined"),
        ('{"type": "join", "seat": 0, "colour": "red"}', "unknown_field"),
        ('{"type": "join", "seat": 9}', "not_a_seat"),
        ("[" * 2_000_000, "too_long"),
        ("[" * 200_000 + "]" * 200_000, "not_json"),  # nested too deeply
    ],
)
def test_a_bad_message_gets_an_error_and_the_connection_goes_on(
    tmp_path: Path, frame: str | bytes, code: str
) -> None:
    with serving(tmp_path, max_message_bytes=1_000_000) as client:
        table = make_table(client)
        with client.websocket_connect(f"/api/tables/{table}/socket") as socket:
            if isinstance(frame, bytes):
                socket.send_bytes(frame)
            else:
                socket.send_text(frame)
            error = socket.receive_json()
            assert (error["type"], error["code"]) == ("error", code)
            join(socket, 0)


def test_a_move_for_another_seat_is_refused_to_that_client_only(
    tmp_path: Path,
) -> None:
    with serving(tmp_path) as client, two_people(client) as (table, first, second):
        server = client.app.state.server  # type: ignore[attr-defined]
        before = server.tables[table].state
        second.send_json({"type": "act", "seat": 0, "action": "pass"})
        error = receive_until(second, lambda m: m["type"] == "error")
        assert error["code"] == "not_your_seat"
        second.send_json({"type": "join", "seat": 1})
        assert receive_until(second, lambda m: m["type"] == "error")["code"] == (
            "already_joined"
        )
        assert server.tables[table].state == before
        assert not any(m["type"] == "error" for m in getattr(first, "seen", []))


def test_a_flood_of_messages_is_cut_off_for_that_client_only(tmp_path: Path) -> None:
    with (
        serving(tmp_path, message_rate=0.001, message_burst=5) as client,
        two_people(client) as (_, flooder, other),
    ):
        for _ in range(10):
            flooder.send_text("{}")
        codes = [
            receive_until(flooder, lambda m: m["type"] == "error")["code"]
            for _ in range(10)
        ]
        # The join used one message of five; four more, then none.
        assert codes == ["unknown_type"] * 4 + ["too_many_messages"] * 6
        other.send_json({"type": "act", "action": "nothing"})
        assert receive_until(other, lambda m: m["type"] == "error")["code"] in (
            "invalid_field",
            "not_your_seat",
            "illegal_action",
        )


# -- a restart -----------------------------------------------------------------


def test_a_game_saved_mid_hand_resumes_to_the_same_state(tmp_path: Path) -> None:
    with serving(tmp_path) as client:
        table = make_table(client)
        with client.websocket_connect(f"/api/tables/{table}/socket") as socket:
            update = join(socket, 0)
            for _ in range(3):
                if update["waiting_on"] != 0:
                    update = receive_until(socket, my_turn(0))
                move(socket, update)
                update = receive_until(socket, is_update)
            update = receive_until(socket, my_turn(0))
        saved = client.app.state.server.tables[table].state  # type: ignore[attr-defined]
    assert saved.phase is not hp.Phase.DEAL and saved.history  # mid-hand
    with serving(tmp_path) as client:
        assert client.app.state.server.tables == {}  # type: ignore[attr-defined]
        with client.websocket_connect(f"/api/tables/{table}/socket") as socket:
            again = join(socket, 0)
            resumed = client.app.state.server.tables[table].state  # type: ignore[attr-defined]
            assert resumed == saved
            assert again["view"] == update["view"]
            assert again["picture"] == update["picture"]


@pytest.mark.parametrize("queued", [0, -1, 2.5, True, None])
def test_a_queue_that_cannot_hold_a_message_is_refused(
    tmp_path: Path, queued: object
) -> None:
    with pytest.raises(hp.InvalidValueError, match="queued_messages must be a whole"):
        create_app(tmp_path, queued_messages=queued)  # type: ignore[arg-type]
    assert list(tmp_path.iterdir()) == []


def test_a_bid_euchre_server_makes_bid_euchre_tables_at_its_flags(
    tmp_path: Path,
) -> None:
    # As `hasenpfeffer serve --game bid_euchre --min-bid 4` starts it.
    rules = hp.Rules(game=hp.Game.BID_EUCHRE, min_bid=4)
    with serving(tmp_path, rules=rules) as client:
        listed = client.get("/api/tables").json()
        assert listed["rules"]["game"] == "bid_euchre"
        assert listed["rules"]["min_bid"] == 4
        offered = {option["name"]: option for option in listed["options"]["bid_euchre"]}
        assert offered["min_bid"]["default"] == 4
        made = client.post("/api/tables", json={"people": 1}).json()
        assert made["rules"]["game"] == "bid_euchre" and made["rules"]["min_bid"] == 4
        with client.websocket_connect(f"/api/tables/{made['table']}/socket") as socket:
            socket.send_json({"type": "join", "seat": 0, "key": made["keys"]["0"]})
            update = receive_until(socket, is_update)
            while update["view"]["phase"] != "bidding" or update["waiting_on"] != 0:
                if update["waiting_on"] == 0:
                    move(socket, update)
                update = receive_until(socket, is_update)
            legal = update["view"]["legal_actions"]
            assert legal[-3:] == ["bid 5", "bid 6", "moon"]
            assert "bid 3" not in legal
            assert "widow" not in update["picture"] and "kitty" not in update["picture"]

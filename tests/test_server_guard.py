"""The server answers to its own names only, and takes sockets and new
tables only from its own pages (docs/serve.rst, "On a network"); its
file is its owner's alone, and a table's id is never given twice.

The attacks are those a hostile audit made: a socket from a page of
another site, a page of another site making a table (with a form's
``text/plain`` too), and a request to a name the server is not (DNS
rebinding).  They are checked through Starlette's test client and, for the
socket, against a real uvicorn server on 127.0.0.1.

Skipped when the ``server`` extra is not installed.
"""

from __future__ import annotations

import asyncio
import os
import secrets
import socket
import stat
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the server extra is not installed")
pytest.importorskip("uvicorn", reason="the server extra is not installed")
websockets = pytest.importorskip("websockets", reason="websockets is not installed")

from starlette.testclient import TestClient  # noqa: E402
from starlette.websockets import WebSocketDisconnect  # noqa: E402

import hasenpfeffer as hp  # noqa: E402
from hasenpfeffer.server import create_app  # noqa: E402
from tests.server_running import running_server, serving_in_a_thread  # noqa: E402

EVIL = "http://evil.example.com"
DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))
"""Straight to 127.0.0.1, whatever proxy the environment names."""
TABLE_ID_BYTES = 6
"""The random bytes of a table's id (its seats' keys have more)."""


def client(folder: Path, **options: Any) -> TestClient:
    options.setdefault("hosts", ("testserver",))
    return TestClient(create_app(folder, bot_delay=0, **options))


def made_table(test: TestClient, **headers: str) -> Any:
    return test.post("/api/tables", json={"people": 1}, headers=headers)


# -- Host ------------------------------------------------------------------------


@pytest.mark.parametrize("path", ["/", "/api/tables", "/page/app.js"])
def test_a_name_the_server_is_not_is_refused(tmp_path: Path, path: str) -> None:
    with client(tmp_path) as test:
        assert test.get(path).status_code in (200, 404)
        refused = test.get(path, headers={"host": "evil.example.com"})
        assert refused.status_code == 403
        assert "Host" in refused.text


def test_a_socket_to_a_name_the_server_is_not_is_refused(tmp_path: Path) -> None:
    with client(tmp_path) as test:
        table = made_table(test).json()["table"]
        path = f"/api/tables/{table}/socket"
        with (
            pytest.raises(WebSocketDisconnect) as refusal,
            test.websocket_connect(path, headers={"host": "evil.example.com"}),
        ):
            pass
        assert refusal.value.code == 1008


def test_by_default_the_server_answers_to_the_machines_names(tmp_path: Path) -> None:
    for name in ("localhost", "127.0.0.1", "[::1]"):
        with TestClient(create_app(tmp_path), base_url=f"http://{name}:8000") as test:
            assert test.get("/api/tables").status_code == 200
    with TestClient(create_app(tmp_path)) as test:  # "testserver"
        assert test.get("/api/tables").status_code == 403
    with TestClient(create_app(tmp_path, hosts=None)) as test:
        assert test.get("/api/tables", headers={"host": "anything"}).status_code == 200


# -- Origin ---------------------------------------------------------------------


def test_a_page_of_another_site_makes_no_table(tmp_path: Path) -> None:
    with client(tmp_path) as test:
        assert made_table(test, origin=EVIL).status_code == 403
        form = test.post(
            "/api/tables",
            content=b'{"people": 1}',
            headers={"origin": EVIL, "content-type": "text/plain"},
        )
        assert form.status_code == 403
        assert test.get("/api/tables").json()["tables"] == []
        # The server's own page, and a program that sends no Origin, may.
        assert made_table(test, origin="http://testserver").status_code == 201
        assert made_table(test).status_code == 201
        assert len(test.get("/api/tables").json()["tables"]) == 2


def test_an_allowed_origin_may(tmp_path: Path) -> None:
    with client(tmp_path, allowed_origins=["https://cards.example/"]) as test:
        assert made_table(test, origin="https://cards.example").status_code == 201
        assert made_table(test, origin=EVIL).status_code == 403


def test_a_page_of_another_site_may_still_read_pages(tmp_path: Path) -> None:
    """Reading changes nothing, and a browser keeps what another site's
    page fetched from it."""
    with client(tmp_path) as test:
        assert test.get("/api/tables", headers={"origin": EVIL}).status_code == 200


def test_a_socket_from_a_page_of_another_site_is_refused(tmp_path: Path) -> None:
    with client(tmp_path) as test:
        made = made_table(test).json()
        table, key = made["table"], made["keys"]["0"]
        path = f"/api/tables/{table}/socket"
        with (
            pytest.raises(WebSocketDisconnect) as refusal,
            test.websocket_connect(path, headers={"origin": EVIL}),
        ):
            pass
        assert refusal.value.code == 1008
        with test.websocket_connect(
            f"/api/tables/{table}/socket", headers={"origin": "http://testserver"}
        ) as socket_:
            socket_.send_json({"type": "join", "seat": 0, "key": key})
            assert socket_.receive_json()["type"] == "joined"


def test_a_real_server_refuses_a_foreign_socket(tmp_path: Path) -> None:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    with serving_in_a_thread(tmp_path, listener) as server:
        table = server.post("/api/tables", {"people": 1})["table"]
        address = server.url.replace("http://", "ws://") + f"/api/tables/{table}/socket"

        async def connect(origin: str) -> str:
            try:
                async with websockets.connect(address, origin=origin) as socket_:
                    await socket_.send('{"type": "ping"}')
                    return "opened"
            except websockets.exceptions.InvalidStatus as refusal:
                return f"refused {refusal.response.status_code}"

        assert asyncio.run(connect(EVIL)) == "refused 403"
        assert asyncio.run(connect(server.url)) == "opened"


# -- arguments ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"hosts": "localhost"}, "hosts must be a collection of text"),
        ({"hosts": [3]}, "hosts must hold names as text"),
        ({"allowed_origins": [""]}, "allowed_origins must hold names as text"),
    ],
)
def test_bad_names_are_refused(tmp_path: Path, options: Any, message: str) -> None:
    with pytest.raises(hp.InvalidValueError, match=message):
        create_app(tmp_path, **options)


# -- the file and the ids ----------------------------------------------------------


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX's")
def test_the_tables_file_is_its_owners_alone(tmp_path: Path) -> None:
    folder = tmp_path / "made"
    with client(folder) as test:
        assert made_table(test).status_code == 201
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    for path in folder.iterdir():
        assert stat.S_IMODE(path.stat().st_mode) == 0o600, path.name
    # A file left readable by all is narrowed when the server opens it.
    os.chmod(folder / "tables.sqlite3", 0o644)
    with client(folder):
        pass
    assert stat.S_IMODE((folder / "tables.sqlite3").stat().st_mode) == 0o600


def test_an_id_drawn_twice_is_drawn_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn = iter(["same-id", "same-id", "other-id"])
    token = secrets.token_urlsafe

    def table_ids_twice(size: int) -> str:  # the seats' keys are drawn as ever
        return next(drawn) if size == TABLE_ID_BYTES else token(size)

    monkeypatch.setattr("secrets.token_urlsafe", table_ids_twice)
    with client(tmp_path) as test:
        first = made_table(test).json()
        second = made_table(test).json()
    assert (first["table"], second["table"]) == ("same-id", "other-id")
    with client(tmp_path) as test:
        tables = {table["table"] for table in test.get("/api/tables").json()["tables"]}
    assert tables == {"same-id", "other-id"}


# -- the command ------------------------------------------------------------------


def test_the_command_takes_more_names_and_origins(tmp_path: Path) -> None:
    flags = (
        "--allowed-host",
        "cards.example",
        "--allow-origin",
        "https://cards.example",
    )
    with running_server(tmp_path, *flags) as server:

        def status(method: str, **headers: str) -> int:
            request = urllib.request.Request(
                server.url + "/api/tables",
                data=b'{"people": 1}' if method == "POST" else None,
                headers={"Content-Type": "application/json", **headers},
                method=method,
            )
            try:
                with DIRECT.open(request, timeout=60) as answer:
                    return int(answer.status)
            except urllib.error.HTTPError as refusal:
                return int(refusal.code)

        assert status("GET") == 200
        assert status("GET", Host="cards.example") == 200
        assert status("GET", Host="evil.example.com") == 403
        assert status("POST", Origin="https://cards.example") == 201
        assert status("POST", Origin=EVIL) == 403
        assert status("POST", Origin=server.url) == 201


# -- caps -------------------------------------------------------------------------


def test_no_table_past_the_most_tables(tmp_path: Path) -> None:
    with client(tmp_path, max_tables=2) as test:
        assert [made_table(test).status_code for _ in range(2)] == [201, 201]
        refused = made_table(test)
        assert refused.status_code == 503
        assert refused.json()["code"] == "too_many_tables"
        assert len(test.get("/api/tables").json()["tables"]) == 2


def test_a_seat_takes_so_many_sockets(tmp_path: Path) -> None:
    with client(tmp_path, sockets_per_seat=2) as test:
        made = made_table(test).json()
        path, key = f"/api/tables/{made['table']}/socket", made["keys"]["0"]
        join = {"type": "join", "seat": 0, "key": key}
        with (
            test.websocket_connect(path) as first,
            test.websocket_connect(path) as second,
        ):
            for tab in (first, second):
                tab.send_json(join)
                assert tab.receive_json()["type"] == "joined"
            with test.websocket_connect(path) as third:
                third.send_json(join)
                refusal = third.receive_json()
                assert (refusal["type"], refusal["code"]) == (
                    "error",
                    "too_many_sockets",
                )


def test_an_address_opens_so_many_sockets(tmp_path: Path) -> None:
    with client(tmp_path, sockets_per_address=2) as test:
        path = f"/api/tables/{made_table(test).json()['table']}/socket"
        with (
            test.websocket_connect(path),
            test.websocket_connect(path),
            test.websocket_connect(path) as third,
        ):
            refusal = third.receive_json()
            assert refusal["code"] == "too_many_sockets"
            with pytest.raises(WebSocketDisconnect) as closed:
                third.receive_json()
            assert closed.value.code == 1008
        # Closed, they count no more.
        with test.websocket_connect(path) as again:
            again.send_json({"type": "ping"})
            assert again.receive_json()["code"] == "not_joined"


def test_a_socket_must_join_in_time(tmp_path: Path) -> None:
    with client(tmp_path, join_seconds=0.05) as test:
        path = f"/api/tables/{made_table(test).json()['table']}/socket"
        with test.websocket_connect(path) as socket_:
            refusal = socket_.receive_json()  # sent when the time is up
            assert refusal["code"] == "join_timeout"
            with pytest.raises(WebSocketDisconnect) as closed:
                socket_.receive_json()
            assert closed.value.code == 1008


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"max_tables": 0}, "max_tables must be"),
        ({"sockets_per_seat": 0}, "sockets_per_seat must be"),
        ({"sockets_per_address": True}, "sockets_per_address must be"),
        ({"join_seconds": 0}, "join_seconds must be above 0"),
        ({"join_seconds": "5"}, "join_seconds must be a number"),
        ({"tables_per_page": 0}, "tables_per_page must be"),
        ({"tables_in_memory": 0}, "tables_in_memory must be"),
    ],
)
def test_bad_caps_are_refused(tmp_path: Path, options: Any, message: str) -> None:
    with pytest.raises(hp.InvalidValueError, match=message):
        create_app(tmp_path, **options)


# -- the list of tables, a page at a time ----------------------------------------------


def test_the_list_of_tables_comes_a_page_at_a_time(tmp_path: Path) -> None:
    with client(tmp_path, tables_per_page=2) as test:
        made = [made_table(test).json()["table"] for _ in range(5)]
        pages = [test.get(f"/api/tables?page={n}").json() for n in (1, 2, 3)]
        assert [(p["page"], p["pages"], p["total"]) for p in pages] == [
            (1, 3, 5),
            (2, 3, 5),
            (3, 3, 5),
        ]
        listed = [table["table"] for p in pages for table in p["tables"]]
        assert sorted(listed) == sorted(made) and len(pages[2]["tables"]) == 1
        assert test.get("/api/tables").json()["page"] == 1
        assert test.get("/api/tables?page=9").json()["page"] == 3  # the last
        for bad in ("0", "x", "-1", "1.5", "9" * 40):
            refused = test.get(f"/api/tables?page={bad}")
            assert refused.status_code == 400, bad
            assert refused.json()["code"] == "invalid_field"


# -- tables in memory -----------------------------------------------------------------


def test_tables_nobody_is_at_leave_memory_and_come_back(tmp_path: Path) -> None:
    with client(tmp_path, tables_in_memory=2) as test:
        server = test.app.state.server
        made = [made_table(test).json() for _ in range(4)]
        assert len(server.tables) == 2
        assert list(server.tables) == [made[2]["table"], made[3]["table"]]
        # The first table, forgotten, is read again and played on.
        first = made[0]
        path = f"/api/tables/{first['table']}/socket"
        with test.websocket_connect(path) as socket_:
            socket_.send_json({"type": "join", "seat": 0, "key": first["keys"]["0"]})
            assert socket_.receive_json()["type"] == "joined"
            update = socket_.receive_json()
            assert update["type"] == "update"
            # A table someone is at stays, however many others are used.
            for other in made[1:]:
                assert (
                    test.get(f"/api/tables/{other['table']}/record.json").status_code
                    == 200
                )
                with test.websocket_connect(f"/api/tables/{other['table']}/socket"):
                    pass
            assert first["table"] in server.tables
        assert len(server.tables) <= 3

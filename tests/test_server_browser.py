"""The browser table in a real browser: Debian's Chromium, driven by
Playwright, against ``hasenpfeffer serve`` started on 127.0.0.1 by the
test (docs/serve.rst).

One tab makes a table on the page and clicks a whole game through against
three bots.  Four tabs then play one table together; every message each
tab receives is recorded, and none may name a card its seat may not see:
each message's view must be that seat's true view of a position of the
game, and every card the message names, in any form, must be one of the
cards of that seat's hand, the cards played in that hand, or the widow for
the maker who took it (docs/rules.rst, "Widow, trump and discard").

Skipped, saying why, where Chromium or Playwright is missing; CI installs
both.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

import hasenpfeffer as hp  # noqa: E402
from hasenpfeffer import svg  # noqa: E402
from hasenpfeffer.cards import deck as every_card  # noqa: E402

from .server_running import running_server, serving_in_a_thread  # noqa: E402
from .svg_reading import MARK, faces, name_of  # noqa: E402

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None,
    reason="Chromium is not installed (Debian: apt-get install chromium)",
)

# Headless, and quiet: no background requests to the outside, which a
# closed network refuses.  Four tabs play at once, so none of them is
# slowed down as a tab in the background.
CHROMIUM_FLAGS = [
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
WAIT_MS = 60_000
"""How long a step may take on a busy machine, in milliseconds."""
POLL_MS = 20
"""How often a wait looks at the page: by the clock, as animation frames do
not run in a tab in the background."""
ENABLED_MOVE = "#moves button:not([disabled])"
CARD_WORD = re.compile(r"\b(?:[9TJQKA][CDHS]|Joker)\b")
ALL_CARDS = every_card()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=CHROMIUM, args=CHROMIUM_FLAGS, timeout=WAIT_MS
        )
        yield launched
        launched.close()


def updates(page: Any) -> int:
    return int(page.get_attribute("body", "data-updates"))


def click_a_move(page: Any, prefer: str | None = None) -> str:
    """Click the move ``prefer`` if it is offered, else the first move
    offered, and wait for the table to change."""
    # Playwright's waits look at a page on its animation frames, which
    # Chromium does not run for a tab in the background.
    page.bring_to_front()
    page.wait_for_selector(ENABLED_MOVE, timeout=WAIT_MS)
    seen = updates(page)
    button = page.locator(ENABLED_MOVE).first
    if prefer is not None and page.query_selector(f'#moves [data-action="{prefer}"]'):
        button = page.locator(f'#moves [data-action="{prefer}"]')
    label: str = button.get_attribute("data-action") or "deal"
    button.click(timeout=WAIT_MS)
    page.wait_for_function(
        f"Number(document.body.dataset.updates) > {seen}",
        timeout=WAIT_MS,
        polling=POLL_MS,
    )
    return label


def waiting_on(page: Any) -> int | None:
    value = page.get_attribute("body", "data-waiting-on")
    return None if value == "" else int(value)


def test_a_whole_game_is_clicked_through_in_one_tab(
    browser: Any, tmp_path: Path
) -> None:
    # A rule flag of the server: the page's form starts from it.
    with running_server(tmp_path, "--higher-score-wins") as server:
        page = browser.new_page(viewport={"width": 1200, "height": 820})
        page.set_default_timeout(WAIT_MS)
        page.goto(server.url + "/")
        page.select_option("#people", "1")
        page.click("#make-table")
        page.wait_for_url(re.compile(r"/tables/[^/?]+\?seat=0&key=[^&]+$"))
        table = page.url.split("/tables/")[1].split("?")[0]
        page.wait_for_function("Number(document.body.dataset.updates) > 0")

        # A move for another seat, sent by hand, is refused in a message.
        page.evaluate(
            "socket.send(JSON.stringify({type: 'act', seat: 1, action: 'pass'}))"
        )
        page.wait_for_selector("#messages li.error")
        assert page.text_content("#messages li.error") == (
            "you play seat 0 at this table, not seat 1"
        )

        clicks = 0
        screenshot = tmp_path / "table.png"
        while True:
            page.wait_for_function(
                f"document.querySelector('{ENABLED_MOVE}')"
                " || document.body.dataset.winner !== ''"
            )
            if page.get_attribute("body", "data-winner"):
                break
            if (
                not screenshot.exists()
                and page.get_attribute("body", "data-phase") == "play"
                and page.text_content("#trick") != "none yet"
            ):
                page.screenshot(path=str(screenshot))
            click_a_move(page)
            clicks += 1
        winner = int(page.get_attribute("body", "data-winner"))
        assert page.text_content("#status").startswith("The game is over")

        record = hp.records.GameRecord.from_json(
            server.get(f"/api/tables/{table}/record.json")
        )
        verdict = hp.validate(record)
        assert verdict.legal and verdict.finished
        assert verdict.winner == winner
        assert record.rules == hp.Rules(tie_break=hp.TieBreak.HIGHER_SCORE)
        person_moves = sum(1 for seat, _ in record.actions if seat == 0)
        person_deals = sum(
            1
            for state in states_of(record)
            if state.phase is hp.Phase.DEAL
            and state.dealer == 0
            and state.winner is None
        )
        assert clicks == person_moves + person_deals

        page.goto(server.url + "/")
        row = page.locator(f'tr[data-table="{table}"]')
        row.wait_for()
        assert "won by" in row.text_content()
        assert screenshot.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
        target = os.environ.get("HASENPFEFFER_SCREENSHOT")
        if target:  # docs/testing.rst: how the docs' screenshot is made
            shutil.copyfile(screenshot, target)
        page.close()


def states_of(record: hp.records.GameRecord) -> Iterator[hp.GameState]:
    """Every position of a Hasenpfeffer game's record, in order."""
    state = hp.new_game(record.rules, seed=record.seed, dealer=record.first_dealer)
    deals = list(record.deals)
    actions = list(record.actions)
    yield state
    while deals or actions:
        if state.phase is hp.Phase.DEAL:
            deal = deals.pop(0)
            state = state.deal(hands=deal.hands, widow=deal.widow)
        else:
            seat, action = actions.pop(0)
            state = state.apply(action, seat)
        yield state


def may_see(record: hp.records.GameRecord) -> dict[tuple[int, int], set[str]]:
    """Each seat's cards that it may see in each hand, worked out from the
    rules, not from a view: its own hand as dealt, every card played in
    that hand, and the widow for the maker, who takes it."""
    seen: dict[tuple[int, int], set[str]] = {}
    for state in states_of(record):
        if not state.deals:
            continue
        deal = state.deals[-1]
        played = {
            str(card) for trick in state.completed_tricks for _, card in trick.plays
        }
        played |= {str(card) for _, card in state.current_trick}
        for seat in range(4):
            cards = seen.setdefault((state.hand_number, seat), set())
            cards |= {str(card) for card in deal.hands[seat]} | played
            if state.maker == seat and state.phase is not hp.Phase.BIDDING:
                cards.add(str(deal.widow))
    return seen


def named_cards(text: str) -> set[str]:
    """The cards a message names: in the notation, or in words."""
    named = set(CARD_WORD.findall(text))
    named |= {str(card) for card in ALL_CARDS if name_of(card) in text}
    return named


def test_four_tabs_play_one_table_and_no_tab_sees_a_hidden_card(
    browser: Any, tmp_path: Path
) -> None:
    with running_server(tmp_path) as server:
        made = server.post("/api/tables", {"people": 4, "rules": {"target_score": 6}})
        table = made["table"]
        context = browser.new_context()
        keys = made["keys"]
        frames: dict[int, list[str]] = {seat: [] for seat in range(4)}

        def open_seat(seat: int) -> Any:
            """A new tab at the seat's link (its key in it), its messages
            recorded."""
            page = context.new_page()
            page.set_default_timeout(WAIT_MS)

            def record_frames(socket: Any) -> None:
                def keep(payload: str | bytes) -> None:
                    assert isinstance(payload, str)
                    frames[seat].append(payload)

                socket.on("framereceived", keep)

            page.on("websocket", record_frames)
            page.goto(f"{server.url}/tables/{table}?seat={seat}&key={keys[str(seat)]}")
            page.wait_for_function("Number(document.body.dataset.updates) > 0")
            return page

        pages = [open_seat(seat) for seat in range(4)]
        # A seat's link without its key takes nobody's seat.
        stranger = context.new_page()
        stranger.goto(f"{server.url}/tables/{table}?seat=1")
        stranger.wait_for_selector("#messages li.error")
        assert "not the key of seat 1" in stranger.text_content("#messages li.error")
        stranger.close()

        to_move = waiting_on(pages[0])
        moves = 0
        while to_move is not None:
            if moves == 10:
                # Seat 2 closes its tab: the others are told it left.  It
                # opens its link again and sits down in its seat.
                pages[2].close()
                pages[0].wait_for_selector(
                    "#messages li.notice >> text=seat 2 has left the table"
                )
                pages[2] = open_seat(2)
                assert not pages[2].query_selector("#messages li.error")
            # Whoever may open bids one, so that no hand is thrown in for
            # want of a bid, and the maker scores.
            click_a_move(pages[to_move], prefer="bid 1")
            moves += 1
            to_move = waiting_on(pages[to_move])
        for page in pages:
            page.wait_for_function("document.body.dataset.winner !== ''")
        context.close()

        record = hp.records.GameRecord.from_json(
            server.get(f"/api/tables/{table}/record.json")
        )
    assert hp.validate(record).finished
    views: dict[int, set[str]] = {seat: set() for seat in range(4)}
    for state in states_of(record):
        for one in range(4):
            views[one].add(json.dumps(state.view(one).to_dict(), sort_keys=True))
    allowed = may_see(record)
    checked = 0
    for seat, received in frames.items():
        assert received, f"seat {seat} received nothing"
        for text in received:
            message = json.loads(text)
            assert message["type"] in ("joined", "update", "notice", "error")
            if message["type"] != "update":
                assert not named_cards(text), message
                continue
            view = message["view"]
            assert message["seat"] == seat
            assert json.dumps(view, sort_keys=True) in views[seat]
            shown = named_cards(text)
            may = allowed.get((view["hand_number"], seat), set())
            assert shown <= may, (seat, view["hand_number"], shown - may)
            assert set(faces(message["picture"])) <= may
            checked += 1
    # Every move updates the view of each of the four seats.
    assert checked >= 4 * moves


def test_the_lobby_and_a_refused_link_show_no_side_panel(
    browser: Any, tmp_path: Path
) -> None:
    with running_server(tmp_path) as server:
        made = server.post("/api/tables", {"people": 2})
        table, keys = made["table"], made["keys"]
        page = browser.new_page()
        page.set_default_timeout(WAIT_MS)
        page.goto(server.url + "/")
        page.locator(f'tr[data-table="{table}"]').wait_for()
        assert page.is_visible("#new-table")
        for heading in ("Auction", "Hands so far", "Seats"):
            assert not page.get_by_role("heading", name=heading).is_visible()
        assert not page.is_visible("#table")

        # A seat's link without its key: the refusal, and nothing else.
        page.goto(f"{server.url}/tables/{table}?seat=1")
        page.wait_for_selector("#messages li.error")
        assert page.is_visible("#messages li.error")
        for heading in ("Auction", "Hands so far", "Seats"):
            assert not page.get_by_role("heading", name=heading).is_visible()

        # The seat's own link shows the panel.
        page.goto(f"{server.url}/tables/{table}?seat=1&key={keys['1']}")
        page.wait_for_function("Number(document.body.dataset.updates) > 0")
        for heading in ("Auction", "Hands so far", "Seats"):
            assert page.get_by_role("heading", name=heading).is_visible()
        page.close()


SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}


def after_a_hand_thrown_in_and_one_played(game: hp.Game) -> hp.GameState:
    """A game of ``game`` whose first hand everybody passed, and whose
    hands after it bots played until one was made."""
    state = hp.new_game(
        hp.Rules(game=game, all_pass=hp.AllPass.REDEAL), seed=11, dealer=0
    ).deal()
    while state.phase is not hp.Phase.DEAL:
        state = state.pass_()
    bot = hp.bots.HeuristicBot()
    while all(result.thrown_in for result in state.hand_results):
        state = state.deal()
        while state.phase is not hp.Phase.DEAL:
            seat = state.to_act
            assert seat is not None
            state = state.apply(bot.choose(state.view(seat)), seat)
    return state


def told(result: hp.HandResult) -> str:
    """What "Hands so far" says of ``result``, worked out from its fields:
    a hand is thrown in when it has no maker (in every game), and names
    its contract only in Hasenpfeffer, where there are bids."""
    scores = " : ".join(str(change) for change in result.score_change)
    if result.maker is None:
        return f"hand {result.hand_number}: thrown in, {scores}"
    assert result.trump is not None
    maker = "you (seat 0)" if result.maker == 0 else f"seat {result.maker}"
    made = f"{SYMBOLS[result.trump.value]} trump by {maker}"
    if result.contract is not None:
        made = f"{result.contract}, {made}"
    if result.lone_players[:1] == (result.maker,):
        made += " alone"
    return f"hand {result.hand_number}: {made}, {scores}"


@pytest.fixture(scope="module")
def lobby(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A tab on the list of tables of a server of its own."""
    with running_server(tmp_path_factory.mktemp("lobby")) as server:
        page = browser.new_page()
        page.set_default_timeout(WAIT_MS)
        page.goto(server.url + "/")
        page.wait_for_selector("#game option", state="attached")
        yield page
        page.close()


@pytest.mark.parametrize("game", list(hp.Game), ids=lambda game: game.value)
def test_hands_so_far_tells_a_hand_thrown_in_from_a_hand_played(
    lobby: Any, game: hp.Game
) -> None:
    from hasenpfeffer.server._tables import Table

    state = after_a_hand_thrown_in_and_one_played(game)
    players = 3 if game is hp.Game.THREE_HANDED_EUCHRE else 4
    table = Table("t1", state, (0,), {}, state.to_record(), 0.0)
    message = table.update(0, (True,) + (False,) * (players - 1))
    # The page draws the update as it would one from its socket.
    lobby.evaluate("message => showUpdate(message)", message)
    shown = lobby.locator("#results li").all_text_contents()
    assert shown == [told(result) for result in state.hand_results]
    assert shown[0].startswith("hand 1: thrown in")
    assert "thrown in" not in shown[-1]


def test_a_game_ended_at_the_limit_says_so(lobby: Any) -> None:
    from hasenpfeffer.records import LIMITS
    from hasenpfeffer.server._tables import Table

    state = hp.new_game(seed=1, dealer=0)
    for _ in range(LIMITS.deals):
        state = state.deal().pass_().pass_().pass_().pass_()
    table = Table("t1", state, (0,), {}, state.to_record(), 0.0)
    lobby.evaluate("message => showUpdate(message)", table.update(0, (True,) * 4))
    assert lobby.locator("#status").text_content() == (
        f"The game ended unfinished after {LIMITS.deals} hands, the most a game deals."
    )
    assert lobby.locator("#moves button").count() == 0


COVERED_BY_BANDS = """(mark) => {
  const picture = document.querySelector("svg");
  const meets = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width
    && a.y < b.y + b.height && b.y < a.y + a.height;
  const found = { bands: [], covered: [] };
  for (const band of picture.querySelectorAll(":scope > rect")) {
    if (band.getAttribute("fill") !== mark) continue;
    const marked = band.nextElementSibling;
    const box = band.getBBox();
    const own = marked.getBBox();
    found.bands.push(marked.textContent);
    if (own.x < box.x || own.x + own.width > box.x + box.width) {
      found.covered.push(`${marked.textContent} spills out of its band`);
    }
    for (const text of picture.querySelectorAll(":scope > text")) {
      if (text !== marked && meets(text.getBBox(), box)) {
        found.covered.push(text.textContent);
      }
    }
  }
  return found;
}"""


@pytest.mark.parametrize("game", list(hp.Game), ids=lambda game: game.value)
def test_the_winners_band_covers_no_other_text_as_drawn(
    browser: Any, game: hp.Game
) -> None:
    # The boxes of the texts as Chromium draws them, in its own fonts.
    finished = hp.bots.play_game(
        hp.new_game(hp.Rules(game=game), seed=3), hp.bots.HeuristicBot()
    )
    page = browser.new_page()
    for seat in range(len(finished.hands)):
        page.set_content(svg.table(finished.view(seat)))
        found = page.evaluate(COVERED_BY_BANDS, MARK)
        assert len(found["bands"]) == 1, found
        assert found["covered"] == []
    page.close()


def test_the_form_shows_each_games_options_at_that_games_defaults(
    browser: Any, tmp_path: Path
) -> None:
    with running_server(tmp_path) as server:
        page = browser.new_page()
        page.set_default_timeout(WAIT_MS)
        page.goto(server.url + "/")
        page.wait_for_selector("#option-bidding", state="attached")
        # Hasenpfeffer: standard bidding, no lone hands.
        assert page.input_value("#option-bidding") == "standard"
        assert not page.is_checked("#option-lone_hands")
        page.select_option("#option-bidding", "pepper")

        # Euchre: no bidding to choose; lone hands and stick the dealer.
        page.select_option("#game", "euchre")
        assert page.query_selector("#option-bidding") is None
        assert page.is_checked("#option-lone_hands")
        assert page.input_value("#option-all_pass") == "stick_the_dealer"
        assert page.query_selector("#option-march_points") is None

        # Back to Hasenpfeffer: its defaults again, not the last choice.
        page.select_option("#game", "hasenpfeffer")
        assert page.input_value("#option-bidding") == "standard"

        # Three-Handed Euchre: no lone hands to choose, three seats.
        page.select_option("#game", "three_handed_euchre")
        assert page.query_selector("#option-lone_hands") is None
        assert page.input_value("#option-march_points") == "3"
        people = page.locator("#people option").all_text_contents()
        assert people == ["1", "2", "3"]

        # Railroad Euchre without lone hands, but defending alone: refused,
        # saying why, and no table is made.
        page.select_option("#game", "railroad_euchre")
        assert page.is_checked("#option-call_for_best")
        page.uncheck("#option-lone_hands")
        page.click("#make-table")
        page.wait_for_selector("#form-error:not([hidden])")
        assert "lone_defender needs lone_hands" in page.text_content("#form-error")
        assert json.loads(server.get("/api/tables"))["tables"] == []

        # A Euchre table made as the form stands goes alone.
        page.select_option("#game", "euchre")
        page.click("#make-table")
        page.wait_for_url(re.compile(r"/tables/[^/?]+\?seat=0&key=[^&]+$"))
        (made,) = json.loads(server.get("/api/tables"))["tables"]
        assert made["game"] == "euchre"
        assert made["rules"] == {
            "game": "euchre",
            "all_pass": "stick_the_dealer",
            "tie_break": "makers_first",
            "target_score": 10,
            "lone_hands": True,
            "lone_defender": False,
        }
        page.close()


def test_the_lobby_lists_the_tables_a_page_at_a_time(
    browser: Any, tmp_path: Path
) -> None:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    with serving_in_a_thread(tmp_path, listener, tables_per_page=2) as server:
        made = [server.post("/api/tables", {"people": 1})["table"] for _ in range(3)]
        page = browser.new_page()
        page.goto(server.url + "/")
        page.wait_for_selector("#pages:not([hidden])", timeout=WAIT_MS)
        first = page.locator("#tables tbody tr").evaluate_all(
            "rows => rows.map(row => row.dataset.table)"
        )
        assert (
            page.locator("#pages").text_content().startswith("Page 1 of 2 (3 tables)")
        )
        assert page.locator("#pages a[rel=prev]").count() == 0
        page.click("#pages a[rel=next]")
        page.wait_for_url(re.compile(r"/\?page=2$"))
        page.wait_for_selector("#pages:not([hidden])", timeout=WAIT_MS)
        second = page.locator("#tables tbody tr").evaluate_all(
            "rows => rows.map(row => row.dataset.table)"
        )
        assert len(first) == 2 and len(second) == 1
        assert sorted(first + second) == sorted(made)
        assert page.locator("#pages a[rel=prev]").count() == 1
        page.close()

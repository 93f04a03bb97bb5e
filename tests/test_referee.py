"""The referee protocol (``hasenpfeffer referee``): requests and answers.

Every answer here is checked against the shipped JSON Schema
(``schemas/referee.schema.json``, which refers to the record's schema), and
the requests meant to be well formed against it too.  The protocol is
driven through :class:`Referee` and through a real ``python -m
hasenpfeffer referee`` process; the transcript on the docs page is replayed
line by line.  A client in another language is ``test_referee_node.py``.
"""

from __future__ import annotations

import io
import json
import random
import re
import subprocess
import sys
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry
from referencing.jsonschema import DRAFT202012

import hasenpfeffer as hp
from hasenpfeffer._referee import (
    ERROR_CODES,
    MAX_GAME_ID,
    MAX_GAMES,
    MAX_LINE_BYTES,
    PROTOCOL_VERSION,
    REQUEST_FIELDS,
    Referee,
    referee_schema,
)
from hasenpfeffer.cli import main
from hasenpfeffer.cli.referee import serve
from hasenpfeffer.records import LIMITS, record_schema
from tests.helpers import SWEEP, SWEEP_TRICKS

SCHEMA = referee_schema()
SCHEMA_ID = "urn:hasenpfeffer:schema:referee:1"
REGISTRY: Registry[Any] = Registry().with_resources(
    (schema["$id"], DRAFT202012.create_resource(schema))
    for schema in (record_schema(), SCHEMA)
)
REQUESTS = Draft202012Validator(
    {"$ref": f"{SCHEMA_ID}#/$defs/request"}, registry=REGISTRY
)
RESPONSES = Draft202012Validator(
    {"$ref": f"{SCHEMA_ID}#/$defs/response"}, registry=REGISTRY
)
DOCS_PAGE = Path(__file__).parent.parent / "docs" / "referee.rst"

SHAPE_ERRORS = {"not_object", "unknown_type", "missing_field", "unknown_field"}
"""The refusals of a request's shape, which the schema refuses too."""


def answer_of(referee: Referee, request: Any) -> dict[str, Any]:
    """The referee's answer to ``request``, checked against the schema."""
    answer = referee.handle(request)
    RESPONSES.validate(answer)
    json.dumps(answer)  # plain JSON data
    return answer


def ask(referee: Referee, request: dict[str, Any]) -> dict[str, Any]:
    """The answer to a well-formed request (the schema says so)."""
    REQUESTS.validate(request)
    return answer_of(referee, request)


def line_answer(referee: Referee, line: bytes | str) -> dict[str, Any]:
    """The answer to one line of input, checked against the schema."""
    text = referee.handle_line(line)
    assert text is not None and "\n" not in text
    answer: dict[str, Any] = json.loads(text)
    RESPONSES.validate(answer)
    return answer


def refused(answer: dict[str, Any], code: str, location: str | None = None) -> str:
    """The message of an error answer with ``code`` (at ``location``)."""
    assert answer["type"] == "error", answer
    assert answer["code"] == code, answer
    if location is not None:
        assert answer["location"] == location, answer
    message: str = answer["message"]
    return message


def sweep_cards() -> dict[str, Any]:
    """The SWEEP deal of ``tests/helpers.py`` as a request writes it: seat 1
    holds the six highest hearts; the widow is the nine of clubs."""
    return {"hands": [hand.split() for hand in SWEEP], "widow": "9C"}


def started(referee: Referee, **fields: Any) -> dict[str, Any]:
    answer = ask(referee, {"type": "start", **fields})
    assert answer["type"] == "started", answer
    return answer


# -- the schema --------------------------------------------------------------------


def test_the_schema_ships_with_the_package_and_is_valid() -> None:
    path = resources.files("hasenpfeffer").joinpath("schemas/referee.schema.json")
    assert json.loads(path.read_text(encoding="utf-8")) == SCHEMA
    Draft202012Validator.check_schema(SCHEMA)
    assert SCHEMA["$id"] == SCHEMA_ID


def test_the_schema_names_every_request_and_its_fields() -> None:
    defs = SCHEMA["$defs"]
    names = [ref["$ref"].rsplit("/", 1)[1] for ref in defs["request"]["oneOf"]]
    assert names == [f"{kind}_request" for kind in REQUEST_FIELDS]
    for kind, (needed, optional) in REQUEST_FIELDS.items():
        schema = defs[f"{kind}_request"]
        assert schema["additionalProperties"] is False
        assert schema["properties"]["type"] == {"const": kind}
        assert set(schema["properties"]) == {"type", *needed, *optional}
        assert schema["required"] == ["type", *needed]


def test_the_schema_lists_the_error_codes() -> None:
    error = SCHEMA["$defs"]["error"]
    assert error["properties"]["code"]["enum"] == list(ERROR_CODES)
    assert error["properties"]["request"]["anyOf"][0]["enum"] == list(REQUEST_FIELDS)


def test_a_line_may_carry_any_record_the_library_reads() -> None:
    assert LIMITS.size < MAX_LINE_BYTES


def test_the_docs_page_states_the_limits() -> None:
    page = " ".join(DOCS_PAGE.read_text(encoding="utf-8").split())
    assert f"at most {MAX_LINE_BYTES:,} bytes of UTF-8" in page
    assert f"at most {MAX_GAMES:,} games at once" in page
    assert f"1 to {MAX_GAME_ID} characters" in page


def test_values_that_are_not_json_data_are_refused_in_words() -> None:
    # Only a program calling the referee directly can give these.
    referee = dealt_referee()
    answer = answer_of(referee, {"type": "view", "game": "g", "seat": {1, 2}})
    assert refused(answer, "invalid_field", "$.seat") == "expected a seat, not {1, 2}"
    answer = answer_of(referee, {"type": "view", "game": "g", "seat": 10**5000})
    assert "5001 digits" in refused(answer, "invalid_field", "$.seat")
    answer = answer_of(referee, {"type": "hello", 7: 1})
    refused(answer, "unknown_field", "$[7]")


# -- a hand through the protocol ---------------------------------------------------


def test_a_whole_hand_follows_the_rules() -> None:
    referee = Referee()
    start = started(referee, game="t", seed="5", dealer=0, cards=sweep_cards())
    assert start["seed"] == "5" and start["first_dealer"] == 0
    assert start["players"] == 4
    # Dealt at once: seat 1, the dealer's left, calls first (docs/rules.rst,
    # "The auction").
    assert start["status"] == {
        "hand_number": 1,
        "dealer": 0,
        "phase": "bidding",
        "to_act": 1,
        "scores": [0, 0],
        "winner": None,
    }
    legal = ask(referee, {"type": "legal", "game": "t"})
    assert legal == {
        "type": "legal_actions",
        "game": "t",
        "seat": 1,
        "actions": ["pass", "bid 1", "bid 2", "bid 3", "bid 4", "bid 5", "bid 6"],
    }
    # A bid of six cannot be beaten: the auction ends and seat 1 names trump
    # (docs/rules.rst, "A standard auction").
    acted = ask(referee, {"type": "act", "game": "t", "seat": 1, "action": "bid 6"})
    assert acted["action"] == "bid 6" and acted["seat"] == 1
    assert acted["status"]["phase"] == "trump" and acted["status"]["to_act"] == 1
    acted = ask(referee, {"type": "act", "game": "t", "seat": 1, "action": "trump H"})
    assert acted["status"]["phase"] == "discard"
    # The maker holds the widow; nobody else sees it (docs/rules.rst,
    # "Widow, trump and discard").
    maker = ask(referee, {"type": "view", "game": "t", "seat": 1})["view"]
    assert sorted(maker["hand"]) == sorted([*SWEEP[1].split(), "9C"])
    assert maker["widow"] == "9C"
    for seat in (0, 2, 3):
        view = ask(referee, {"type": "view", "game": "t", "seat": seat})["view"]
        assert sorted(view["hand"]) == sorted(SWEEP[seat].split())
        assert view["widow"] is None and view["hand_sizes"] == [6, 7, 6, 6]
        assert "9C" not in json.dumps(view)
    ask(referee, {"type": "act", "game": "t", "seat": 1, "action": "discard 9C"})
    # The dealer's left, seat 1, leads the first trick (the default), and
    # the winner of each trick leads the next (docs/rules.rst, "The play").
    status: dict[str, Any] = {}
    for trick in SWEEP_TRICKS:
        for seat, card in zip([1, 2, 3, 0], trick.split(), strict=True):
            request = {
                "type": "act",
                "game": "t",
                "seat": seat,
                "action": f"play {card}",
            }
            status = ask(referee, request)["status"]
    # Six tricks bid and taken: team 1 (seats 1 and 3) scores six, the deal
    # passes to the left and waits (docs/rules.rst, "Scoring" and "The deal").
    assert status == {
        "hand_number": 1,
        "dealer": 1,
        "phase": "deal",
        "to_act": None,
        "scores": [0, 6],
        "winner": None,
    }
    view = ask(referee, {"type": "view", "game": "t", "seat": 2})["view"]
    assert [trick["winner"] for trick in view["completed_tricks"]] == [1] * 6
    assert view["tricks_won"] == [0, 6]
    dealt = ask(referee, {"type": "deal", "game": "t"})
    assert dealt["status"]["hand_number"] == 2 and dealt["status"]["to_act"] == 2


def test_an_illegal_action_is_refused_with_the_rule_and_changes_nothing() -> None:
    referee = Referee()
    started(referee, game="t", seed=1, dealer=0)
    ask(referee, {"type": "deal", "game": "t"})
    for seat, action in [(1, "bid 6"), (1, "trump H"), (1, "discard QC")]:
        ask(referee, {"type": "act", "game": "t", "seat": seat, "action": action})
    ask(referee, {"type": "act", "game": "t", "seat": 1, "action": "play AS"})
    before = ask(referee, {"type": "record", "game": "t"})
    state = referee.games["t"]
    # Seat 2 holds JC 9D JD TH QH TS: hearts are trump, so the jack of
    # diamonds is a trump, and seat 2 must follow the spade lead with TS
    # (docs/rules.rst, "Trump and the order of the cards" and "Following suit").
    answer = ask(referee, {"type": "act", "game": "t", "seat": 2, "action": "play JD"})
    message = refused(answer, "illegal_action")
    with pytest.raises(hp.IllegalActionError) as error:
        state.apply("play JD", seat=2)
    assert message == error.value.reason == "seat 2 must follow spades: holds TS"
    assert answer["seat"] == 2 and answer["phase"] == "play"
    assert answer["action"] == "play JD" and answer["request"] == "act"
    assert answer["game"] == "t" and answer["location"] is None
    assert referee.games["t"] is state
    assert ask(referee, {"type": "record", "game": "t"}) == before
    # Not seat 3's turn: refused, with the seat named.
    answer = ask(referee, {"type": "act", "game": "t", "seat": 3, "action": "play TS"})
    assert refused(answer, "illegal_action") == "it is seat 2's turn, not seat 3's"
    legal = ask(referee, {"type": "legal", "game": "t"})
    assert legal["seat"] == 2 and legal["actions"] == ["play TS"]


def test_a_deal_out_of_turn_is_an_illegal_action() -> None:
    referee = Referee()
    started(referee, game="t", seed=1)
    ask(referee, {"type": "deal", "game": "t"})
    answer = ask(referee, {"type": "deal", "game": "t"})
    message = refused(answer, "illegal_action")
    assert message == "cards are dealt only between hands, not in the BIDDING phase"
    assert answer["seat"] is None and answer["action"] is None
    assert answer["phase"] == "bidding"


def test_deals_from_a_seed_or_from_cards() -> None:
    referee = Referee()
    started(referee, game="a", seed=1, dealer=0)
    started(referee, game="b", seed=2, dealer=0)
    ask(referee, {"type": "deal", "game": "a", "seed": 42})
    ask(referee, {"type": "deal", "game": "b", "seed": "42"})
    assert referee.games["a"].hands == referee.games["b"].hands
    assert referee.games["a"].hands == hp.new_game(dealer=0).deal(seed=42).hands
    started(referee, game="c", dealer=0)
    ask(referee, {"type": "deal", "game": "c", "cards": sweep_cards()})
    dealt = [sorted(map(str, hand)) for hand in referee.games["c"].hands]
    assert dealt == [sorted(hand.split()) for hand in SWEEP]
    started(referee, game="d", dealer=0)
    answer = answer_of(
        referee, {"type": "deal", "game": "d", "seed": 4, "cards": sweep_cards()}
    )
    assert refused(answer, "invalid_field", "$") == (
        "deal from a seed or from cards, not both"
    )
    assert referee.games["d"].phase is hp.Phase.DEAL


def test_euchre_shows_the_upcard_and_hides_the_kitty() -> None:
    hands = ["9D JD JH KH KS", "QC TH JS QS AS", "9C JC AH 9S TS", "TC KC TD AD QH"]
    kitty = ["KD", "9H", "QD", "AC"]
    cards = {"hands": [hand.split() for hand in hands], "kitty": kitty}
    referee = Referee()
    rules = {"game": "euchre"}
    start = started(referee, game="e", rules=rules, dealer=0, cards=cards)
    assert start["rules"]["game"] == "euchre" and start["players"] == 4
    for seat in range(4):
        view = ask(referee, {"type": "view", "game": "e", "seat": seat})["view"]
        assert view["upcard"] == "KD" and view["hand"] == hands[seat].split()
        shown = json.dumps(view)
        assert not any(card in shown for card in kitty[1:])
    # The upcard proposes diamonds: seat 1 may pass or order it up
    # (docs/euchre.rst, "The auction: ordering up and naming trump").
    legal = ask(referee, {"type": "legal", "game": "e"})
    assert legal["seat"] == 1 and legal["actions"] == ["pass", "trump D"]
    answer = ask(referee, {"type": "act", "game": "e", "seat": 1, "action": "bid 2"})
    assert "bid 2" in refused(answer, "illegal_action")


def test_three_handed_euchre_has_three_seats_and_a_score_each() -> None:
    referee = Referee()
    rules = {"game": "three_handed_euchre"}
    start = started(referee, game="3", rules=rules, seed=3, dealer=2)
    assert start["players"] == 3 and start["status"]["scores"] == [0, 0, 0]
    ask(referee, {"type": "deal", "game": "3"})
    assert ask(referee, {"type": "legal", "game": "3"})["seat"] == 0
    answer = ask(referee, {"type": "view", "game": "3", "seat": 3})
    assert "0, 1 or 2" in refused(answer, "invalid_field", "$.seat")
    answer = ask(referee, {"type": "act", "game": "3", "seat": 3, "action": "pass"})
    refused(answer, "invalid_field", "$.seat")
    answer = ask(referee, {"type": "start", "rules": rules, "dealer": 3})
    refused(answer, "invalid_field", "$.dealer")


# -- several games, ids, records -------------------------------------------------------


def test_games_are_played_side_by_side_under_their_ids() -> None:
    referee = Referee()
    started(referee, game="x", seed=1, dealer=0)
    started(referee, game="y", seed=1, dealer=0, rules={"bidding": "pepper"})
    for game in ("x", "y"):
        ask(referee, {"type": "deal", "game": game})
    ask(referee, {"type": "act", "game": "x", "seat": 1, "action": "bid 2"})
    ask(referee, {"type": "act", "game": "y", "seat": 1, "action": "little pepper"})
    ask(referee, {"type": "act", "game": "x", "seat": 2, "action": "pass"})
    x = ask(referee, {"type": "record", "game": "x"})["record"]
    y = ask(referee, {"type": "record", "game": "y"})["record"]
    assert x["actions"] == [
        {"seat": 1, "action": "bid 2"},
        {"seat": 2, "action": "pass"},
    ]
    assert y["actions"] == [{"seat": 1, "action": "little pepper"}]
    assert y["rules"]["bidding"] == "pepper"
    # A record rebuilds the game exactly.
    for game, data in (("x", x), ("y", y)):
        assert (
            hp.records.replay(hp.records.GameRecord.from_dict(data))
            == referee.games[game]
        )


def test_the_referee_gives_ids_that_are_free() -> None:
    referee = Referee()
    started(referee, game="2")
    assert started(referee)["game"] == "1"
    assert started(referee)["game"] == "3"
    ask(referee, {"type": "end", "game": "1"})
    assert started(referee)["game"] == "4"
    answer = ask(referee, {"type": "start", "game": "2"})
    refused(answer, "game_exists", "$.game")
    assert sorted(referee.games) == ["2", "3", "4"]


def test_an_ended_game_is_gone() -> None:
    referee = Referee()
    started(referee, game="g")
    assert ask(referee, {"type": "end", "game": "g"}) == {"type": "ended", "game": "g"}
    for request in (
        {"type": "end", "game": "g"},
        {"type": "view", "game": "g", "seat": 0},
        {"type": "legal", "game": "g"},
        {"type": "record", "game": "g"},
    ):
        answer = ask(referee, request)
        assert refused(answer, "unknown_game", "$.game") == (
            'no game "g" is in play (start it first)'
        )
        assert answer["game"] == "g" and answer["request"] == request["type"]


def test_a_referee_holds_at_most_its_limit_of_games() -> None:
    referee = Referee(max_games=2)
    started(referee, game="a")
    started(referee, game="b")
    refused(ask(referee, {"type": "start", "game": "c"}), "too_many_games")
    assert sorted(referee.games) == ["a", "b"]
    ask(referee, {"type": "end", "game": "a"})
    started(referee, game="c")
    assert Referee().max_games == MAX_GAMES


def test_hello_and_quit() -> None:
    referee = Referee(max_line_bytes=1000, max_games=7)
    assert ask(referee, {"type": "hello"}) == {
        "type": "welcome",
        "protocol": PROTOCOL_VERSION,
        "version": hp.__version__,
        "games": [
            "hasenpfeffer",
            "euchre",
            "three_handed_euchre",
            "railroad_euchre",
            "bid_euchre",
        ],
        "max_line_bytes": 1000,
        "max_games": 7,
    }
    assert not referee.closed
    assert ask(referee, {"type": "quit"}) == {"type": "bye"}
    assert referee.closed


# -- validate ----------------------------------------------------------------------


def test_validate_judges_records_as_the_oracle_does() -> None:
    state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H")
    record = state.discard("QC").play("AS").to_record()
    cheat = hp.records.GameRecord(
        record.rules,
        record.seed,
        record.first_dealer,
        record.deals,
        (*record.actions, (2, hp.Play(hp.Card.parse("JD")))),
    )
    referee = Referee()
    for given in (record, cheat):
        expected = {"type": "verdict", "readable": True, **hp.validate(given).to_dict()}
        for data in (given.to_dict(), given.to_json(), given.to_text()):
            assert ask(referee, {"type": "validate", "record": data}) == expected
    answer = ask(referee, {"type": "validate", "record": cheat.to_dict()})
    assert answer["legal"] is False and answer["index"] == 4
    assert answer["reason"] == "seat 2 must follow spades: holds TS"


def test_validate_says_when_the_input_is_not_a_record() -> None:
    referee = Referee()
    data = hp.new_game(seed=1, dealer=0).to_record().to_dict()
    data["version"] = 2
    assert ask(referee, {"type": "validate", "record": data}) == {
        "type": "verdict",
        "readable": False,
        "error": "version 2 is not supported (this library reads version 1)",
        "location": "$.version",
    }
    answer = ask(referee, {"type": "validate", "record": "{"})
    assert answer["readable"] is False and answer["location"] == "line 1, column 2"
    answer = answer_of(referee, {"type": "validate", "record": [1]})
    refused(answer, "invalid_field", "$.record")


# -- malformed requests ------------------------------------------------------------


def dealt_referee() -> Referee:
    """A referee with game "g" dealt (seat 1 to call) and "d" to deal."""
    referee = Referee()
    referee.handle({"type": "start", "game": "g", "seed": 1, "dealer": 0})
    referee.handle({"type": "deal", "game": "g"})
    referee.handle({"type": "start", "game": "d", "seed": 2, "dealer": 0})
    return referee


BAD_REQUESTS: list[tuple[Any, str, str | None, str]] = [
    ([], "not_object", None, "a request is a JSON object, not an array"),
    ("act", "not_object", None, 'a request is a JSON object, not "act"'),
    ({}, "missing_field", "$.type", 'a request needs a "type"'),
    ({"type": "bid"}, "unknown_type", "$.type", 'unknown request type "bid"'),
    ({"type": 3}, "unknown_type", "$.type", "unknown request type 3"),
    ({"type": "view", "game": "g"}, "missing_field", "$.seat", '"view" needs "seat"'),
    ({"type": "act", "game": "g", "seat": 1}, "missing_field", "$.action", "action"),
    ({"type": "legal"}, "missing_field", "$.game", 'needs "game"'),
    ({"type": "validate"}, "missing_field", "$.record", 'needs "record"'),
    (
        {"type": "legal", "game": "g", "seat": 1},
        "unknown_field",
        "$.seat",
        'a request of type "legal" has no field "seat" (its fields are type, game)',
    ),
    ({"type": "hello", "two words": 1}, "unknown_field", '$["two words"]', "field"),
    ({"type": "view", "game": 5, "seat": 1}, "invalid_field", "$.game", "game id"),
    ({"type": "view", "game": "", "seat": 1}, "invalid_field", "$.game", "game id"),
    ({"type": "legal", "game": "g" * (MAX_GAME_ID + 1)}, "invalid_field", "$.game", ""),
    ({"type": "view", "game": "g", "seat": "1"}, "invalid_field", "$.seat", 'not "1"'),
    ({"type": "view", "game": "g", "seat": True}, "invalid_field", "$.seat", "true"),
    ({"type": "view", "game": "g", "seat": 1.5}, "invalid_field", "$.seat", "1.5"),
    ({"type": "view", "game": "g", "seat": 4}, "invalid_field", "$.seat", "not 4"),
    ({"type": "view", "game": "g", "seat": -1}, "invalid_field", "$.seat", "not -1"),
    (
        {"type": "act", "game": "g", "seat": 1, "action": "bid seven"},
        "invalid_field",
        "$.action",
        "not an action: 'bid seven'",
    ),
    (
        {"type": "act", "game": "g", "seat": 1, "action": "bid 2 3"},
        "invalid_field",
        "$.action",
        "not an action: 'bid 2 3'",
    ),
    (
        {"type": "act", "game": "g", "seat": 1, "action": ["bid 2"]},
        "invalid_field",
        "$.action",
        "not an array",
    ),
    (
        {"type": "start", "rules": {"bidding": "auction"}},
        "invalid_field",
        "$.rules.bidding",
        'expected one of "standard", "pepper", not "auction"',
    ),
    (
        {"type": "start", "rules": {"game": "euchre", "bidding": "pepper"}},
        "invalid_field",
        "$.rules",
        "bidding",
    ),
    ({"type": "start", "rules": []}, "invalid_field", "$.rules", "an array"),
    ({"type": "start", "seed": "1 000"}, "invalid_field", "$.seed", "not a seed"),
    ({"type": "start", "seed": 10**100}, "invalid_field", "$.seed", "100 digits"),
    ({"type": "start", "seed": 2.5}, "invalid_field", "$.seed", "2.5"),
    ({"type": "start", "dealer": 4}, "invalid_field", "$.dealer", "not 4"),
    ({"type": "start", "dealer": "0"}, "invalid_field", "$.dealer", '"0"'),
    ({"type": "start", "game": None}, "invalid_field", "$.game", "null"),
    ({"type": "start", "cards": []}, "invalid_field", "$.cards", "an array"),
    (
        {"type": "start", "cards": {"hands": [], "widow": "KC"}},
        "invalid_field",
        "$.cards",
        "",
    ),
    (
        {"type": "start", "cards": {"hands": [["10C"]], "widow": "KC"}},
        "invalid_field",
        "$.cards.hands[0][0]",
        'not "10C"',
    ),
    (
        {"type": "start", "cards": {"hands": "all", "kitty": []}},
        "invalid_field",
        "$.cards.hands",
        "",
    ),
    (
        {"type": "start", "cards": {"hands": [], "kitty": "KC"}},
        "invalid_field",
        "$.cards.kitty",
        "",
    ),
    (
        {"type": "start", "cards": {"hands": [], "kitty": ["KC", 7]}},
        "invalid_field",
        "$.cards.kitty[1]",
        "not 7",
    ),
    (
        {"type": "start", "cards": {"hands": [], "widdow": "KC"}},
        "invalid_field",
        "$.cards",
        'needs "widow" or "kitty"',
    ),
    (
        {"type": "start", "cards": {**sweep_cards(), "widow": "Joker"}},
        "invalid_field",
        "$.cards",
        "Joker",
    ),
    (
        {"type": "start", "cards": {"hands": sweep_cards()["hands"], "kitty": []}},
        "invalid_field",
        "$.cards",
        "kitty",
    ),
    ({"type": "deal", "game": "d", "seed": None}, "invalid_field", "$.seed", "null"),
]


@pytest.mark.parametrize(("request_", "code", "location", "words"), BAD_REQUESTS)
def test_a_malformed_request_is_refused_and_the_referee_goes_on(
    request_: Any, code: str, location: str | None, words: str
) -> None:
    referee = dealt_referee()
    before = dict(referee.games)
    assert not REQUESTS.is_valid(request_) or code == "invalid_field"
    message = refused(answer_of(referee, request_), code, location)
    assert words in message
    assert referee.games == before
    assert ask(referee, {"type": "legal", "game": "g"})["seat"] == 1


@pytest.mark.parametrize(
    ("written", "canonical"),
    [("Bid 2", "bid 2"), ("  PASS ", "pass"), ("bid 6", "bid 6")],
)
def test_an_action_is_read_as_the_library_reads_it(
    written: str, canonical: str
) -> None:
    referee = dealt_referee()
    expected = referee.games["g"].apply(written, seat=1)
    answer = ask(referee, {"type": "act", "game": "g", "seat": 1, "action": written})
    assert answer["action"] == canonical
    assert referee.games["g"] == expected


def test_trump_in_lower_case_is_taken_as_the_state_takes_it() -> None:
    referee = dealt_referee()
    for action in ("bid 6", "trump s"):
        answer = ask(referee, {"type": "act", "game": "g", "seat": 1, "action": action})
        assert answer["type"] == "acted", answer
    assert answer["action"] == "trump S"
    assert referee.games["g"].trump is hp.Suit.SPADES


def test_the_error_names_the_request_and_the_game_it_can() -> None:
    referee = dealt_referee()
    answer = answer_of(referee, {"type": "view", "game": "g", "seat": 9})
    assert answer["request"] == "view" and answer["game"] == "g"
    answer = answer_of(referee, {"type": "dance", "game": "g"})
    assert answer["request"] is None and answer["game"] == "g"
    answer = answer_of(referee, {"type": "view", "game": "g" * 200, "seat": 0})
    assert answer["game"] is None


TRICKY: list[Any] = [None, True, 0, 1, 1.0, 1.5, -1, 3, 4, 10**120, "", "1", "g"]
TRICKY += ["pass", "x" * (MAX_GAME_ID + 1), "TS", [], {}, [1], {"a": 1}]

GOOD_REQUESTS: list[dict[str, Any]] = [
    {"type": "hello"},
    {"type": "start", "game": "n", "rules": {"bidding": "pepper"}, "seed": "12"},
    {"type": "start", "dealer": 2, "cards": sweep_cards()},
    {"type": "deal", "game": "d", "seed": 3},
    {"type": "deal", "game": "d", "cards": sweep_cards()},
    {"type": "view", "game": "g", "seat": 1},
    {"type": "legal", "game": "g"},
    {"type": "act", "game": "g", "seat": 1, "action": "bid 2"},
    {"type": "record", "game": "g"},
    {"type": "validate", "record": "[seed 1]"},
    {"type": "end", "game": "g"},
    {"type": "quit"},
]


def variants(request: dict[str, Any]) -> list[Any]:
    """``request`` with each field left out, given a tricky value, and with a
    field added."""
    found: list[Any] = [{**request, "extra": 1}]
    for key in request:
        found.append({name: value for name, value in request.items() if name != key})
        found.extend({**request, key: value} for value in TRICKY)
    return found


@pytest.mark.parametrize("good", GOOD_REQUESTS, ids=lambda r: str(r["type"]))
def test_the_referee_takes_no_request_the_schema_refuses(good: dict[str, Any]) -> None:
    REQUESTS.validate(good)
    assert answer_of(dealt_referee(), good)["type"] != "error"
    for request in variants(good):
        answer = answer_of(dealt_referee(), request)
        if not REQUESTS.is_valid(request):
            assert answer["type"] == "error", request
        elif answer["type"] == "error":
            assert answer["code"] not in SHAPE_ERRORS, (request, answer)


# -- lines -------------------------------------------------------------------------


def test_lines_that_are_not_requests() -> None:
    referee = dealt_referee()
    assert referee.handle_line("") is None
    assert referee.handle_line(b"  \t\r\n") is None
    message = refused(line_answer(referee, "deal me in"), "not_json", "column 1")
    assert message == "not valid JSON: expecting value"
    refused(line_answer(referee, b'{"type": "hello"'), "not_json")
    message = refused(line_answer(referee, b'{"type": "h\xffllo"}'), "not_json")
    assert message == "not UTF-8 text: byte 0xff cannot be decoded"
    message = refused(
        line_answer(referee, '{"type": "hello", "type": "quit"}'), "not_json"
    )
    assert 'the key "type" appears twice' in message
    message = refused(line_answer(referee, '{"type": "view", "seat": NaN}'), "not_json")
    assert "NaN is not a JSON value" in message
    refused(line_answer(referee, "[" * 100_000 + "]" * 100_000), "not_json")
    refused(line_answer(referee, '{"seed": ' + "9" * 5000 + "}"), "not_json")
    refused(line_answer(referee, "[1]"), "not_object")
    # The referee goes on serving, and a line break is not part of a line.
    assert line_answer(referee, '{"type": "legal", "game": "g"}\r\n')["seat"] == 1


def test_a_line_over_the_limit_is_refused() -> None:
    referee = dealt_referee()
    request = '{"type": "legal", "game": "g"}'
    referee.max_line_bytes = len(request)
    assert line_answer(referee, request + "\r\n")["type"] == "legal_actions"
    message = refused(line_answer(referee, request + " "), "too_long")
    assert message == f"the line is over the limit of {len(request)} bytes"
    # The limit counts bytes of UTF-8, not characters.
    referee.max_line_bytes = len('{"type": "end", "game": "é"}')
    refused(line_answer(referee, '{"type": "end", "game": "é"}'), "too_long")


def test_serve_skips_an_overlong_line_and_answers_the_next() -> None:
    limit = 40
    lines = [
        b'{"type": "legal", "game": "a"}' + b" " * 10 + b"\r\n",  # 40 bytes: taken
        b'{"type": "legal", "game": "a"}' + b" " * 11 + b"\n",  # 41 bytes
        b"x" * 1_000_000 + b"\n",
        b"\n",
        b'{"type": "hello"}\n',
        b"y" * 100,  # the last line, without a line break
    ]
    output = io.StringIO()
    assert serve(io.BytesIO(b"".join(lines)), output, max_line_bytes=limit) == 0
    answers = [json.loads(line) for line in output.getvalue().splitlines()]
    for answer in answers:
        RESPONSES.validate(answer)
    assert [answer.get("code", answer["type"]) for answer in answers] == [
        "unknown_game",
        "too_long",
        "too_long",
        "welcome",
        "too_long",
    ]


def test_serve_stops_after_quit() -> None:
    output = io.StringIO()
    requests = b'{"type": "quit"}\n{"type": "hello"}\n'
    assert serve(io.BytesIO(requests), output) == 0
    assert output.getvalue() == '{"type": "bye"}\n'


# -- random games ------------------------------------------------------------------


@pytest.mark.parametrize("game", [game.value for game in hp.Game])
def test_random_games_through_the_protocol(game: str) -> None:
    """Whole games with random legal moves: every answer fits the schema, the
    views are the engine's, and no view shows a card of another seat's hand
    (but the upcard, and a card given for best to its giver)."""
    rng = random.Random(game)
    referee = Referee()
    rules: dict[str, Any] = {"game": game, "target_score": 2}
    if game == "hasenpfeffer":
        rules.update(lone_hands=True, lone_defender=True, all_pass="stick_the_dealer")
    if game == "bid_euchre":
        rules.update(call_for_best=True)  # the moon's maker may call for best
    start = started(referee, game="r", rules=rules, seed=11)
    players = start["players"]
    status = start["status"]
    while status["phase"] != "game_over":
        if status["phase"] == "deal":
            assert status["hand_number"] < 50
            status = ask(referee, {"type": "deal", "game": "r"})["status"]
            continue
        record = ask(referee, {"type": "record", "game": "r"})["record"]
        state = hp.records.replay(hp.records.GameRecord.from_dict(record))
        for seat in range(players):
            view = ask(referee, {"type": "view", "game": "r", "seat": seat})["view"]
            assert view == state.view(seat).to_dict()
            assert not hidden_cards_shown(state, seat, view)
        legal = ask(referee, {"type": "legal", "game": "r"})
        assert legal["actions"] == [str(action) for action in state.legal_actions()]
        actions = legal["actions"]
        # Random bids in Hasenpfeffer mostly fail and the game never ends:
        # bid the lowest half the time, else pass.
        bids = [action for action in actions if action.startswith("bid")]
        action = rng.choice(actions)
        if bids:
            action = "pass" if "pass" in actions and rng.random() < 0.5 else bids[0]
            if "moon" in actions and rng.random() < 0.2:
                action = "moon"
        request = {"type": "act", "game": "r", "seat": legal["seat"], "action": action}
        status = ask(referee, request)["status"]
    assert status["winner"] is not None


def hidden_cards_shown(
    state: hp.GameState, seat: int, view: dict[str, Any]
) -> set[str]:
    """The cards of other seats' hands that ``view`` shows, but the upcard
    and a card that ``seat`` gave for best."""
    text = json.dumps(view)
    others = {
        str(card)
        for other, hand in enumerate(state.hands)
        if other != seat
        for card in hand
    }
    public = {str(state.upcard)} if state.upcard is not None else set()
    given = {
        str(action.card)
        for actor, action in state.hand_history
        if actor == seat and isinstance(action, hp.Give)
    }
    return {
        card
        for card in others - public - given
        if re.search(rf'"(?:[a-z ]+ )?{card}"', text)
    }


# -- the command -------------------------------------------------------------------


def run_referee(data: bytes) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "hasenpfeffer", "referee"],
        input=data,
        capture_output=True,
        timeout=120,
        check=False,
    )


def test_the_command_serves_until_the_input_ends() -> None:
    lines = [
        b'{"type": "start", "game": "g", "seed": 1, "dealer": 0}',
        b'{"type": "deal", "game": "g"}',
        b"",
        b"x" * (MAX_LINE_BYTES + 1),
        b'{"type": "act", "game": "g", "seat": 1, "action": "bid 3"}',
        b"\xff",
        b'{"type": "act", "game": "g", "seat": 1, "action": "bid 4"}',
        b'{"type": "view", "game": "g", "seat": 2}',
    ]
    result = run_referee(b"\n".join(lines) + b"\n")
    assert result.returncode == 0, result.stderr
    assert result.stderr == b""
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    for answer in answers:
        RESPONSES.validate(answer)
    assert [answer.get("code", answer["type"]) for answer in answers] == [
        "started",
        "dealt",
        "too_long",
        "acted",
        "not_json",
        "illegal_action",
        "seat_view",
    ]
    assert answers[5]["message"] == "it is seat 2's turn, not seat 1's"
    assert answers[6]["view"]["auction"]["high_bid"] == "bid 3"


def test_the_command_stops_at_quit() -> None:
    result = run_referee(b'{"type": "hello"}\n{"type": "quit"}\n{"type": "hello"}\n')
    assert result.returncode == 0
    answers = [json.loads(line)["type"] for line in result.stdout.splitlines()]
    assert answers == ["welcome", "bye"]


def test_the_command_line_runs_the_referee_on_standard_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    requests = b'{"type": "start", "game": "m"}\n{"type": "end", "game": "m"}\n'
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(requests)))
    assert main(["referee"]) == 0
    answers = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [answer["type"] for answer in answers] == ["started", "ended"]


def test_the_command_exits_at_once_on_empty_input() -> None:
    result = run_referee(b"")
    assert (result.returncode, result.stdout, result.stderr) == (0, b"", b"")


# -- the docs page -----------------------------------------------------------------


def test_the_transcript_on_the_docs_page_is_what_the_referee_says() -> None:
    referee = Referee()
    marked = re.findall(
        r"^   ([<>]) (.*)$", DOCS_PAGE.read_text(encoding="utf-8"), re.M
    )
    assert len(marked) > 20
    assert [mark for mark, _ in marked] == [">", "<"] * (len(marked) // 2)
    for (_, request), (_, expected) in zip(marked[::2], marked[1::2], strict=True):
        answer = referee.handle_line(request)
        assert answer == expected, request
        RESPONSES.validate(json.loads(expected))
    assert referee.closed


# -- Bid Euchre: a deal of hands alone, the moon and no trump ------------------------


def test_a_bid_euchre_moon_in_no_trump_through_the_protocol() -> None:
    # The moon hand of tests/test_records_bid_euchre.py: seat 1 deals, seat 2
    # holds the ace and king of three suits, calls the moon and names no
    # trump; seat 0 sits out and seat 2 takes all six tricks for 12.
    from tests.test_records_bid_euchre import MOON_DEAL, MOON_TRICKS

    referee = Referee()
    start = started(referee, game="b", rules={"game": "bid_euchre"}, seed=1, dealer=1)
    assert start["rules"]["min_bid"] == 3 and start["rules"]["moon_points"] == 12
    cards = {"hands": [hand.split() for hand in MOON_DEAL]}
    dealt = ask(referee, {"type": "deal", "game": "b", "cards": cards})
    assert dealt["status"]["to_act"] == 2
    legal = ask(referee, {"type": "legal", "game": "b"})
    assert legal["actions"] == ["pass", "bid 3", "bid 4", "bid 5", "bid 6", "moon"]
    for action in ("moon", "No Trump"):
        ask(referee, {"type": "act", "game": "b", "seat": 2, "action": action})
    view = ask(referee, {"type": "view", "game": "b", "seat": 0})["view"]
    assert (view["contract"], view["trump"]) == ("moon", None)
    assert "widow" not in view and "kitty" not in view
    assert view["auction"]["calls"] == [{"seat": 2, "call": "moon"}]
    for trick in MOON_TRICKS:
        for seat, card in zip((2, 3, 1), trick.split(), strict=True):
            request = {
                "type": "act",
                "game": "b",
                "seat": seat,
                "action": f"play {card}",
            }
            status = ask(referee, request)["status"]
    assert status["scores"] == [12, 0]
    record = ask(referee, {"type": "record", "game": "b"})["record"]
    assert list(record["deals"][0]) == ["hands"]
    assert [entry["action"] for entry in record["actions"][:2]] == ["moon", "no trump"]


def test_a_bid_euchre_deal_with_cards_aside_is_refused() -> None:
    referee = Referee()
    started(referee, game="b", rules={"game": "bid_euchre"}, seed=1, dealer=0)
    from tests.test_records_bid_euchre import MOON_DEAL

    hands = [hand.split() for hand in MOON_DEAL]
    request = {"type": "deal", "game": "b", "cards": {"hands": hands, "kitty": []}}
    assert not REQUESTS.is_valid(request)
    assert refused(answer_of(referee, request), "invalid_field", "$.cards")

"""Any JSON value in any slot of any request: the referee answers and goes on.

Each example takes a well-formed request of one type and puts arbitrary
JSON values in some of its slots: a top-level field, a rule option, a
card of a hand, the kitty, a part of a record, or a key added or left out.
The referee must answer the line with exactly one line of JSON that the
schema's responses accept, refuse every request that the schema's
requests refuse, and keep serving: a game it holds aside is unchanged and
answers the next request.

Before, a card given as an array or an object (``"hands": [[[]]]``) raised
``TypeError: unhashable type: 'list'`` out of the referee, which ended the
session with no answer.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from hasenpfeffer._referee import Referee
from tests.test_referee import REQUESTS, RESPONSES, dealt_referee, sweep_cards

JSON_VALUES: st.SearchStrategy[Any] = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8)
    | st.sampled_from(["JH", "Joker", "9C", "g", "d", "pass", "trump s", "euchre"]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=8,
)

EUCHRE_CARDS = {
    "hands": [
        ["9C", "TC", "JC", "QC", "KC"],
        ["9D", "TD", "JD", "QD", "KD"],
        ["9H", "TH", "JH", "QH", "KH"],
        ["9S", "TS", "JS", "QS", "KS"],
    ],
    "kitty": ["AC", "AD", "AH", "AS"],
}


def _record() -> dict[str, Any]:
    referee = dealt_referee()
    record: dict[str, Any] = referee.handle({"type": "record", "game": "g"})["record"]
    return record


TEMPLATES: list[dict[str, Any]] = [
    {"type": "hello"},
    {
        "type": "start",
        "game": "n",
        "rules": {"game": "euchre", "lone_defender": True, "target_score": 5},
        "seed": "12",
        "dealer": 1,
        "cards": EUCHRE_CARDS,
    },
    {"type": "start", "rules": {"bidding": "pepper"}, "dealer": 2},
    {"type": "start", "cards": sweep_cards()},
    {"type": "deal", "game": "d", "seed": 3},
    {"type": "deal", "game": "d", "cards": sweep_cards()},
    {"type": "view", "game": "g", "seat": 1},
    {"type": "legal", "game": "g"},
    {"type": "act", "game": "g", "seat": 1, "action": "bid 2"},
    {"type": "record", "game": "g"},
    {"type": "validate", "record": _record()},
    {"type": "validate", "record": "[seed 1]"},
    {"type": "end", "game": "d"},
    {"type": "quit"},
]


def _slots(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The path of every value inside ``value``, itself included."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found.extend(_slots(item, (*path, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.extend(_slots(item, (*path, index)))
    return found


def _put(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    *parents, last = path
    target = data
    for step in parents:
        target = target[step]
    target[last] = value
    return data


def _remove(data: Any, path: tuple[Any, ...]) -> Any:
    *parents, last = path
    target = data
    for step in parents:
        target = target[step]
    del target[last]
    return data


@st.composite
def fuzzed_requests(draw: st.DrawFn) -> Any:
    """A request of some type with JSON values put in, or taken from, some
    of its slots."""
    request: Any = copy.deepcopy(draw(st.sampled_from(TEMPLATES)))
    for _ in range(draw(st.integers(1, 3))):
        slots = _slots(request)
        path = draw(st.sampled_from(slots))
        how = draw(st.sampled_from(["replace", "remove", "add"]))
        if how == "remove" and path:
            request = _remove(request, path)
        elif how == "add" and isinstance(_get(request, path), dict):
            key = draw(st.text(max_size=6) | st.sampled_from(["game", "cards", "x"]))
            request = _put(request, (*path, key), draw(JSON_VALUES))
        else:
            request = _put(request, path, draw(JSON_VALUES))
    return request


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


def _serving(referee: Referee) -> None:
    """The game held aside is still there, unchanged, and answers."""
    answer = json.loads(referee.handle_line('{"type": "legal", "game": "aside"}') or "")
    assert answer == {
        "type": "legal_actions",
        "game": "aside",
        "seat": 1,
        "actions": ["pass", "bid 1", "bid 2", "bid 3", "bid 4", "bid 5", "bid 6"],
    }


@given(fuzzed_requests())
def test_any_json_anywhere_gets_one_answer_and_the_referee_goes_on(
    request: Any,
) -> None:
    referee = dealt_referee()
    referee.handle({"type": "start", "game": "aside", "seed": 1, "dealer": 0})
    referee.handle({"type": "deal", "game": "aside"})
    line = referee.handle_line(json.dumps(request))
    assert line is not None and "\n" not in line
    answer = json.loads(line)
    RESPONSES.validate(answer)
    if not REQUESTS.is_valid(request):  # the page's promise
        assert answer["type"] == "error", (request, answer)
    if referee.closed:
        assert answer == {"type": "bye"}
        return
    if "aside" not in json.dumps(request):
        _serving(referee)


def test_a_card_given_as_an_array_or_an_object_is_refused_in_words() -> None:
    referee = dealt_referee()
    cards_given: list[Any] = [[], {}, [["JH"]]]
    for card in cards_given:
        cards = {"hands": [[card]], "widow": "JH"}
        answer = json.loads(
            referee.handle_line(json.dumps({"type": "start", "cards": cards})) or ""
        )
        assert answer["code"] == "invalid_field"
        assert answer["location"] == "$.cards.hands[0][0]"
        assert "expected a card" in answer["message"]
        answer = json.loads(
            referee.handle_line(
                json.dumps({"type": "deal", "game": "d", "cards": cards})
            )
            or ""
        )
        assert answer["code"] == "invalid_field"
    assert set(referee.games) == {"g", "d"}
    assert referee.handle({"type": "deal", "game": "d"})["type"] == "dealt"

"""The oracle and bad input (issue 4, parts 3 and 5): verdicts on recorded
games, and clear errors for anything that is not a record."""

from __future__ import annotations

import copy
import json
import pickle
from typing import Any

import attrs
import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer.records import LIMITS, record_schema
from tests.strategies import reachable_states, rules, scaled

VALIDATOR = jsonschema.Draft202012Validator(record_schema())

HANDS = [
    ["TC", "JC", "QC", "KC", "AC", "AD"],
    ["9C", "QH", "KH", "AH", "JH", "AS"],
    ["JD", "9H", "TD", "QD", "KS", "QS"],
    ["9D", "KD", "TH", "JS", "TS", "9S"],
]


def opening() -> hp.GameState:
    """Seat 1 bids 4, takes the Joker, names hearts, discards 9C, leads JH."""
    state = hp.new_game(seed=3, dealer=0).deal(hands=HANDS, widow="Joker")
    state = state.bid(4).pass_().pass_().pass_()
    return state.name_trump("H").discard("9C").play("JH")


def with_actions(
    record: hp.records.GameRecord, *more: tuple[int, hp.Action]
) -> hp.records.GameRecord:
    return attrs.evolve(record, actions=(*record.actions, *more))


def refusal(state: hp.GameState, seat: int, action: hp.Action) -> str:
    """The IllegalActionError message for ``action`` by ``seat`` now."""
    with pytest.raises(hp.IllegalActionError) as info:
        state.apply(action, seat=seat)
    return str(info.value)


# -- verdicts on hand-worked games ------------------------------------------------


def test_a_player_who_fails_to_follow_suit() -> None:
    state = opening()
    record = with_actions(state.to_record(), (2, hp.Play(hp.Card.parse("KS"))))
    verdict = hp.validate(record)
    assert not verdict.legal and not verdict.finished
    assert verdict.index == 7 == len(state.history)
    assert verdict.seat == 2 and verdict.action == hp.Play(hp.Card.parse("KS"))
    assert verdict.reason == "seat 2 must follow trump: holds JD, 9H"
    assert verdict.reason == refusal(state, 2, hp.Play(hp.Card.parse("KS")))
    assert verdict.location == "action 7 (hand 1, seat 2, play KS)"
    assert verdict.scores == (0, 0) and verdict.winner is None
    assert verdict.actions_checked == 7 and verdict.hands_played == 0
    assert verdict.phase is hp.Phase.PLAY and verdict.state == state
    assert str(verdict).splitlines() == [
        "illegal",
        "action 7 (hand 1, seat 2, play KS): seat 2 must follow trump: holds JD, 9H",
        "before it, the game is unfinished: 0 hands played; hand 1 in the PLAY "
        "phase, seat 2 to act; scores 0 to 0",
    ]
    with pytest.raises(hp.RecordError) as info:
        hp.records.replay(record)
    error = info.value
    assert isinstance(error, hp.HasenpfefferError) and isinstance(error, ValueError)
    assert (error.index, error.seat, error.action, error.reason) == (
        verdict.index,
        verdict.seat,
        verdict.action,
        verdict.reason,
    )
    assert str(error) == f"{verdict.location}: {verdict.reason}"


def test_the_first_illegal_action_is_reported_not_later_ones() -> None:
    record = with_actions(
        opening().to_record(),
        (2, hp.Play(hp.Card.parse("JD"))),
        (3, hp.Play(hp.Card.parse("9S"))),  # must follow trump with TH
        (0, hp.Play(hp.Card.parse("QH"))),  # does not hold it
    )
    verdict = hp.validate(record)
    assert verdict.index == 8 and verdict.seat == 3
    assert verdict.reason == "seat 3 must follow trump: holds TH"


def test_a_wrong_seat() -> None:
    state = opening()
    record = with_actions(state.to_record(), (3, hp.Play(hp.Card.parse("TH"))))
    verdict = hp.validate(record)
    assert verdict.reason == "it is seat 2's turn, not seat 3's"
    assert verdict.reason == refusal(state, 3, hp.Play(hp.Card.parse("TH")))
    assert (verdict.index, verdict.seat) == (7, 3)


def test_an_illegal_bid() -> None:
    state = hp.new_game(seed=3, dealer=0).deal(hands=HANDS, widow="Joker").bid(4)
    record = with_actions(state.to_record(), (2, hp.Bid(3)))
    verdict = hp.validate(record)
    assert verdict.index == 1 and verdict.action == hp.Bid(3)
    assert verdict.reason == (
        "seat 2: a bid must be higher than the high bid: bid 3 does not beat bid 4"
    )


def test_an_action_after_the_game_is_over() -> None:
    from hasenpfeffer.bots import SimpleBot, play_game

    final = play_game(hp.new_game(seed=1), SimpleBot())
    record = with_actions(final.to_record(), (0, hp.Pass()))
    verdict = hp.validate(record)
    assert not verdict.legal and verdict.finished
    assert verdict.winner == final.winner and verdict.scores == final.scores
    assert verdict.reason == f"the game is over: team {final.winner} has won"
    assert verdict.index == len(final.history)
    good = hp.validate(final.to_record())
    assert good.legal and good.finished and good.winner == final.winner
    assert good.hands_played == final.hand_number
    assert str(good).splitlines()[0] == "legal"
    assert (
        str(good)
        .splitlines()[1]
        .startswith(
            f"finished after {final.hand_number} hands: team {final.winner} won"
        )
    )


def test_a_deal_before_the_hand_is_over() -> None:
    state = hp.new_game(seed=3, dealer=0).deal().bid(2)
    extra = hp.new_game(seed=4, dealer=0).deal().deals[0]
    record = attrs.evolve(state.to_record(), deals=(*state.deals, extra))
    verdict = hp.validate(record)
    assert not verdict.legal
    assert verdict.index == 1 and verdict.seat is None and verdict.action is None
    assert (
        verdict.reason == "cards are dealt only between hands, not in the BIDDING phase"
    )
    assert verdict.location == "deal 1 (hand 2)"


def test_actions_with_no_deal() -> None:
    record = hp.records.GameRecord(
        hp.Rules(), seed=1, first_dealer=0, actions=[(1, "pass")]
    )
    verdict = hp.validate(record)
    assert verdict.reason == "nobody acts between hands: deal the cards first"
    assert verdict.location == "action 0 (seat 1, pass)"
    assert hp.records.GameRecord.from_text(record.to_text()) == record
    assert "1. - : 1 pass" in record.to_text()


def test_an_unfinished_game_is_legal() -> None:
    verdict = hp.validate(opening().to_record())
    assert verdict.legal and not verdict.finished and verdict.reason is None
    assert verdict.index is None and verdict.action is None
    assert str(verdict) == (
        "legal\nunfinished: 0 hands played; hand 1 in the PLAY phase, seat 2 to "
        "act; scores 0 to 0"
    )


def test_verdict_as_json() -> None:
    record = with_actions(opening().to_record(), (2, hp.Play(hp.Card.parse("KS"))))
    data = hp.validate(record).to_dict()
    assert json.loads(json.dumps(data)) == data
    assert data == {
        "legal": False,
        "finished": False,
        "scores": [0, 0],
        "winner": None,
        "hands_played": 0,
        "actions_checked": 7,
        "phase": "play",
        "index": 7,
        "seat": 2,
        "action": "play KS",
        "reason": "seat 2 must follow trump: holds JD, 9H",
        "location": "action 7 (hand 1, seat 2, play KS)",
        "rule": "must-follow-suit",
    }


def test_verdicts_are_values() -> None:
    record = opening().to_record()
    assert hp.validate(record) == hp.validate(record)
    assert hash(hp.validate(record)) == hash(hp.validate(record))


def test_validate_needs_a_record() -> None:
    with pytest.raises(hp.InvalidValueError, match="expected a GameRecord"):
        hp.validate("1. ...")  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match="expected a GameRecord"):
        hp.records.replay(None)  # type: ignore[arg-type]


def test_record_errors_pickle() -> None:
    error = hp.RecordError(
        "why", index=3, seat=1, action=hp.Pass(), location="action 3"
    )
    for copied in (pickle.loads(pickle.dumps(error)), copy.deepcopy(error)):
        assert type(copied) is hp.RecordError and str(copied) == "action 3: why"
        assert (copied.index, copied.seat, copied.action) == (3, 1, hp.Pass())
    other = pickle.loads(pickle.dumps(hp.RecordFormatError("bad", location="line 2")))
    assert type(other) is hp.RecordFormatError and other.location == "line 2"


@given(reachable_states(max_steps=120, max_hands=3))
@scaled(0.5)
def test_every_reachable_state_is_a_legal_record(state: hp.GameState) -> None:
    verdict = hp.validate(state.to_record())
    assert verdict.legal and verdict.state == state
    assert verdict.finished == (state.phase is hp.Phase.GAME_OVER)
    assert verdict.scores == state.scores and verdict.winner == state.winner
    assert verdict.actions_checked == len(state.history)


# -- unreadable input ---------------------------------------------------------------


def good_data() -> dict[str, Any]:
    return opening().to_record().to_dict()


def mutated(change: Any) -> str:
    data = good_data()
    change(data)
    return json.dumps(data)


JSON_CASES = [
    ("{", "line 1, column 2", "cut off"),
    ("", "line 1, column 1", "not valid JSON"),
    ("[1, 2]", "$", "a record is a JSON object"),
    ('{"a": 1, "a": 2}', "JSON", "appears twice"),
    ('{"seed": NaN}', "JSON", "NaN is not a JSON value"),
    ("[" * 100_000 + "]" * 100_000, "JSON", "nested too deeply"),
    (mutated(lambda d: d.pop("actions")), "$", 'the key "actions" is missing'),
    (mutated(lambda d: d.update(extra=1)), "$.extra", 'unknown key "extra"'),
    (mutated(lambda d: d.update(format="pgn")), "$.format", "expected"),
    (mutated(lambda d: d.update(version=2)), "$.version", "not supported"),
    (mutated(lambda d: d.update(version="1")), "$.version", "expected the number"),
    (mutated(lambda d: d.update(seed="12a")), "$.seed", "decimal digits"),
    (mutated(lambda d: d.update(seed=1.5)), "$.seed", "decimal digits"),
    (mutated(lambda d: d.update(first_dealer=4)), "$.first_dealer", "a seat is"),
    (mutated(lambda d: d.update(first_dealer=True)), "$.first_dealer", "a seat is"),
    (mutated(lambda d: d.update(rules=[])), "$.rules", "expected an object"),
    (
        mutated(lambda d: d["rules"].update(trumps="none")),
        "$.rules.trumps",
        "unknown rule option",
    ),
    (
        mutated(lambda d: d["rules"].update(bidding="auction")),
        "$.rules.bidding",
        'expected one of "standard", "pepper"',
    ),
    (
        mutated(lambda d: d["rules"].update(target_score=0)),
        "$.rules.target_score",
        "target_score must be a whole number from 1 to 1000, not 0",
    ),
    (
        mutated(lambda d: d["rules"].update(lone_hands=1)),
        "$.rules.lone_hands",
        "true or false",
    ),
    (
        mutated(lambda d: d["rules"].update(lone_defender=True)),
        "$.rules",
        "lone_defender needs lone_hands",
    ),
    (mutated(lambda d: d.update(deals={})), "$.deals", "expected an array"),
    (
        mutated(lambda d: d["deals"][0]["hands"][2].__setitem__(1, "XX")),
        "$.deals[0].hands[2][1]",
        "not a card: 'XX'",
    ),
    (
        mutated(lambda d: d["deals"][0]["hands"][2].__setitem__(1, "jd")),
        "$.deals[0].hands[2][1]",
        'write the card "jd" as "JD"',
    ),
    (
        mutated(lambda d: d["deals"][0]["hands"][2].__setitem__(1, 7)),
        "$.deals[0].hands[2][1]",
        "expected a card",
    ),
    (
        mutated(lambda d: d["deals"][0]["hands"][2].__setitem__(1, "AD")),
        "$.deals[0]",
        "AD is dealt twice (to seat 0 and to seat 2)",
    ),
    (
        mutated(lambda d: d["deals"][0].update(widow="AD")),
        "$.deals[0]",
        "AD is dealt twice (to seat 0 and as the widow)",
    ),
    (
        mutated(lambda d: d["deals"][0]["hands"][3].pop()),
        "$.deals[0].hands[3]",
        "six cards",
    ),
    (
        mutated(lambda d: d["deals"][0]["hands"].pop()),
        "$.deals[0].hands",
        "four hands",
    ),
    (mutated(lambda d: d["deals"][0].pop("widow")), "$.deals[0]", '"widow" is missing'),
    (
        mutated(lambda d: d["actions"][3].update(seat=5)),
        "$.actions[3].seat",
        "a seat is 0, 1, 2 or 3, not 5",
    ),
    (
        mutated(lambda d: d["actions"][3].update(seat=None)),
        "$.actions[3].seat",
        "not null",
    ),
    (
        mutated(lambda d: d["actions"][3].update(action="bid 7")),
        "$.actions[3].action",
        "not an action",
    ),
    (
        mutated(lambda d: d["actions"][3].update(action="Play jh")),
        "$.actions[3].action",
        'write "Play jh" as "play JH"',
    ),
    (
        mutated(lambda d: d["actions"].append([1, "pass"])),
        "$.actions[7]",
        "expected an object with the keys seat, action",
    ),
]


@pytest.mark.parametrize(("text", "location", "words"), JSON_CASES)
def test_unreadable_json_says_where(text: str, location: str, words: str) -> None:
    with pytest.raises(hp.RecordFormatError) as info:
        hp.records.GameRecord.from_json(text)
    error = info.value
    assert error.location == location
    assert words in error.reason
    assert str(error) == f"{location}: {error.reason}"
    assert isinstance(error, hp.RecordError) and isinstance(error, ValueError)
    if text.startswith("{") and location.startswith("$"):
        assert not VALIDATOR.is_valid(json.loads(text)) or "twice" in words


def test_a_cut_off_record_is_unreadable_wherever_it_is_cut() -> None:
    text = opening().to_record().to_json()
    for end in range(len(text.rstrip())):
        with pytest.raises(hp.RecordFormatError) as info:
            hp.records.read_record(text[:end])
        assert info.value.location


def test_huge_inputs_are_refused_with_a_clear_message() -> None:
    text = " " * (LIMITS.size + 1)
    with pytest.raises(hp.RecordFormatError, match="over the limit") as info:
        hp.records.read_record(text)
    assert info.value.location == "input"
    with pytest.raises(hp.RecordFormatError, match="over the limit"):
        hp.records.read_record(text.encode())
    data = good_data()
    data["actions"] = [{"seat": 0, "action": "pass"}] * (LIMITS.actions + 1)
    with pytest.raises(hp.RecordFormatError, match="over the limit") as info:
        hp.records.GameRecord.from_dict(data)
    assert info.value.location == "$.actions"


def test_bytes_that_are_not_utf8() -> None:
    with pytest.raises(hp.RecordFormatError, match="not UTF-8") as info:
        hp.records.read_record(b'{"format": "\xff"}')
    assert info.value.location == "byte 12"


TEXT_HEADER = '[seed "3"]\n[first_dealer "0"]\n'
DEAL = (
    "TC JC QC KC AC AD / 9C QH KH AH JH AS / JD 9H TD QD KS QS / "
    "9D KD TH JS TS 9S / Joker"
)
TEXT_CASES = [
    ('[seed "3"]\n', "header", 'the tag [first_dealer "..."] is missing'),
    ('[seed 3]\n[first_dealer "0"]\n', "line 1", "a tag line is"),
    (TEXT_HEADER + '[colour "red"]\n', "line 3", "unknown tag 'colour'"),
    (TEXT_HEADER + '[seed "4"]\n', "line 3", "given twice"),
    (TEXT_HEADER + '[version "2"]\n', "line 3", "not supported"),
    (TEXT_HEADER + '[format "pgn"]\n', "line 3", "the format tag"),
    ('[seed "x"]\n[first_dealer "0"]\n', "line 1", "the seed is a whole number"),
    ('[seed "1"]\n[first_dealer "5"]\n', "line 2", "a seat is 0, 1, 2 or 3"),
    (TEXT_HEADER + '[bidding "auction"]\n', "line 3", "bidding is one of"),
    (TEXT_HEADER + '[lone_hands "yes"]\n', "line 3", "'true' or 'false'"),
    (TEXT_HEADER + '[target_score "0"]\n', "line 3", "target_score must be a whole"),
    (TEXT_HEADER + '[lone_defender "true"]\n', "line 3", "needs lone_hands"),
    (TEXT_HEADER + "hello\n", "line 3", "expected a tag"),
    (TEXT_HEADER + f"2. {DEAL} :\n", "line 3, column 1", "expected hand 1, not hand 2"),
    (TEXT_HEADER + f"1. {DEAL}\n", "line 3", "the ':' is missing"),
    (TEXT_HEADER + f"1. {DEAL} :\n" + '[seed "1"]\n', "line 4", "before the hand"),
    (TEXT_HEADER + "1. TC JC : 1 pass\n", "line 3, column 4", "found 1 part"),
    (
        TEXT_HEADER + f"1. {DEAL.replace('QD', 'QX')} :\n",
        "line 3, column 53",
        "not a card: 'QX'",
    ),
    (
        TEXT_HEADER + f"1. {DEAL.replace('QD', 'AD')} :\n",
        "line 3, column 4",
        "AD is dealt twice",
    ),
    (
        TEXT_HEADER + f"1. {DEAL.replace(' QD', '')} :\n",
        "line 3, column 44",
        "seat 2 is dealt 5 cards, not 6",
    ),
    (
        TEXT_HEADER + f"1. {DEAL.replace('Joker', 'Joker 9C')} :\n",
        f"line 3, column {len(DEAL) - 2}",
        "the widow is one card, not 2",
    ),
    (
        TEXT_HEADER + f"1. {DEAL} : 1 bid 4, 7 pass\n",
        f"line 3, column {len(DEAL) + 16}",
        "a seat is 0, 1, 2 or 3, not 7",
    ),
    (
        TEXT_HEADER + f"1. {DEAL} : 1 bid 4, 2 fold\n",
        f"line 3, column {len(DEAL) + 16}",
        "not an action: 'fold'",
    ),
    (
        TEXT_HEADER + f"1. {DEAL} : 1 bid 4,, 2 pass\n",
        f"line 3, column {len(DEAL) + 15}",
        "expected a seat and an action",
    ),
    (
        TEXT_HEADER + f"1. - : 1 pass\n2. {DEAL} :\n",
        "line 3",
        "'-' (no deal)",
    ),
]


@pytest.mark.parametrize(("text", "location", "words"), TEXT_CASES)
def test_unreadable_text_says_where(text: str, location: str, words: str) -> None:
    with pytest.raises(hp.RecordFormatError) as info:
        hp.records.GameRecord.from_text(text)
    assert info.value.location == location, info.value
    assert words in info.value.reason, info.value


# -- random damage never escapes as anything but the library's own errors -------------


def check_read_and_validate(text: str | bytes) -> None:
    """Reading raises RecordFormatError or gives a record that validates."""
    try:
        record = hp.records.read_record(text)
    except hp.RecordFormatError as error:
        failure: hp.RecordFormatError | None = error
    else:
        failure = None
    if failure is not None:
        assert failure.location and failure.reason
        return
    verdict = hp.validate(record)
    json.dumps(verdict.to_dict())
    str(verdict)
    if not verdict.legal:
        with pytest.raises(hp.RecordError):
            hp.records.replay(record)


@st.composite
def damaged(draw: st.DrawFn, text: str) -> str:
    """``text`` with a few random cuts, insertions and replacements."""
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.integers(0, len(text)))
        how = draw(st.sampled_from(("cut", "delete", "insert", "replace")))
        if how == "cut":
            text = text[:where]
        elif how == "delete":
            text = text[:where] + text[where + draw(st.integers(1, 20)) :]
        else:
            piece = draw(
                st.one_of(
                    st.text(max_size=4),
                    st.sampled_from(
                        ['"', ",", "]", "}", "{", "[", ":", "/", "1", "9", "JH", " "]
                    ),
                )
            )
            skip = 1 if how == "replace" else 0
            text = text[:where] + piece + text[where + skip :]
    return text


SAMPLE = opening().to_record()


@given(st.data())
@scaled(1.5)
def test_damaged_json_and_text_raise_only_record_errors(data: st.DataObject) -> None:
    source = data.draw(st.sampled_from((SAMPLE.to_json(), SAMPLE.to_text())))
    check_read_and_validate(data.draw(damaged(source)))


@given(st.one_of(st.text(max_size=300), st.binary(max_size=300)))
@scaled(0.5)
def test_random_text_raises_only_record_errors(text: str | bytes) -> None:
    check_read_and_validate(text)


JSON_VALUES = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-5, 30),
        st.sampled_from(["", "JH", "Joker", "pass", "play 9S", "bid 3", "standard"]),
        st.text(max_size=5),
    ),
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.dictionaries(st.text(max_size=5), children, max_size=3),
    ),
    max_leaves=8,
)


@st.composite
def damaged_data(draw: st.DrawFn) -> Any:
    """The sample record's JSON data with one part replaced or removed."""
    data: Any = copy.deepcopy(SAMPLE.to_dict())
    node = data
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            return data
        key = draw(st.sampled_from(keys))
        child = node[key]
        if isinstance(child, (dict, list)) and child and draw(st.booleans()):
            node = child
            continue
        if isinstance(node, dict) and draw(st.booleans()):
            del node[key]
        else:
            node[key] = draw(JSON_VALUES)
        return data


@given(damaged_data())
@scaled(1.5)
def test_damaged_data_that_the_schema_refuses_is_refused(data: Any) -> None:
    valid = VALIDATOR.is_valid(data)
    try:
        record = hp.records.GameRecord.from_dict(data)
    except hp.RecordFormatError as error:
        failure: hp.RecordFormatError | None = error
    else:
        failure = None
    if failure is not None:
        assert failure.location and failure.location.startswith("$")
        assert not valid or "twice" in failure.reason, failure
        return
    assert valid, list(VALIDATOR.iter_errors(data))
    hp.validate(record)


@given(rules())
@scaled(0.3)
def test_rules_survive_json_and_text(game_rules: hp.Rules) -> None:
    record = hp.new_game(game_rules, seed=1, dealer=0).to_record()
    assert hp.records.GameRecord.from_json(record.to_json()).rules == game_rules
    assert hp.records.GameRecord.from_text(record.to_text()).rules == game_rules

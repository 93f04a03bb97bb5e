"""Position lines (docs/notation.rst): every position of random games
written and read back the same, hand-worked lines, and every refusal with
its field and column."""

from __future__ import annotations

import json
import pickle
import random
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer._line import ACTION_CODES
from hasenpfeffer.records import GameRecord, read_record, record_schema, replay
from tests.strategies import every_rules, reachable_states

README_DEAL = "9CQDJHKHQSJK/QCTDAD9H9SAS/JC9DJDTHQHTS/TCACKDAHJSKS/KC"
"""The README's deal (seed 1, seat 0 dealing), as a line writes it."""

OPTION_SETS = [
    hp.Rules(),
    hp.Rules(bidding=hp.Bidding.PEPPER, lone_hands=True, lone_defender=True),
    hp.Rules(all_pass=hp.AllPass.JOKER_BIDS, widow=hp.Widow.UNUSED),
    hp.Rules(game=hp.Game.EUCHRE),
    hp.Rules(game=hp.Game.EUCHRE, lone_hands=True, lone_defender=True, target_score=5),
    hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE),
    hp.Rules(game=hp.Game.RAILROAD_EUCHRE),
    hp.Rules(game=hp.Game.BID_EUCHRE),
    hp.Rules(game=hp.Game.BID_EUCHRE, call_for_best=True, min_bid=4),
]

POSITION_FIELDS = (
    "rules",
    "seed",
    "hand_number",
    "dealer",
    "phase",
    "to_act",
    "hands",
    "widow",
    "kitty",
    "upcard",
    "auction",
    "high_bid",
    "maker",
    "contract",
    "trump",
    "discarded",
    "lone_players",
    "sitting_out",
    "leader",
    "current_trick",
    "completed_tricks",
    "tricks_won",
    "scores",
    "winner",
    "hand_history",
)
"""The fields a position line keeps; the others (``history``, ``deals``,
``hand_results``, ``first_dealer``) begin at the line's hand."""


def _step(state: hp.GameState, rng: random.Random) -> hp.GameState:
    if state.phase is hp.Phase.DEAL:
        return state.deal()
    return state.apply(rng.choice(state.legal_actions()))


def _view_fields(view: hp.PlayerView) -> dict[str, Any]:
    fields = attrs.asdict(view, recurse=False)
    del fields["hand_results"]  # the hands before the line's are not in it
    return fields


def _assert_same_position(decoded: hp.GameState, original: hp.GameState) -> None:
    for name in POSITION_FIELDS:
        assert getattr(decoded, name) == getattr(original, name), name
    assert decoded.legal_actions() == original.legal_actions()
    for seat in range(len(original.hands)):
        assert _view_fields(decoded.view(seat)) == _view_fields(original.view(seat))


@pytest.mark.parametrize("rules", OPTION_SETS, ids=repr)
def test_every_position_of_random_games_reads_back_the_same(rules: hp.Rules) -> None:
    """docs/notation.rst "Position lines": the same line, fields, legal
    actions and views, a pickle that loads, and the same game played on."""
    for seed in range(6):
        rng = random.Random(seed)
        state = hp.new_game(rules, seed=seed)
        while state.phase is not hp.Phase.GAME_OVER and state.hand_number < 12:
            state = _step(state, rng)
            line = state.to_notation()
            assert line.isascii() and line.isprintable()
            decoded = hp.from_notation(line)
            assert decoded.to_notation() == line
            _assert_same_position(decoded, state)
            assert pickle.loads(pickle.dumps(decoded)) == decoded
        on, decoded_on = state, hp.from_notation(state.to_notation())
        for step in range(40):
            if on.phase is hp.Phase.GAME_OVER:
                break
            choice = random.Random(step)
            on, decoded_on = _step(on, choice), _step(decoded_on, random.Random(step))
            assert decoded_on.to_notation() == on.to_notation()


EVERY_OPTION_SET = [
    rules
    for game in hp.Game
    for rules in every_rules({"target_score": (3,)}, game=game)
]
"""Every combination of every game's options, small targets."""


@given(reachable_states(rules_strategy=st.sampled_from(EVERY_OPTION_SET)))
def test_a_random_position_of_every_option_set_reads_back(state: hp.GameState) -> None:
    line = state.to_notation()
    decoded = hp.from_notation(line)
    assert decoded.to_notation() == line
    _assert_same_position(decoded, state)
    for seat in range(len(state.hands)):
        view = state.view(seat)
        assert hp.PlayerView.from_notation(view.to_notation()) == attrs.evolve(
            view, hand_results=()
        )


def test_the_readme_deal_is_written_field_by_field() -> None:
    """docs/notation.rst "The fields": format, game, seed, hand, dealer,
    scores, deal (seats 0 to 3, then the widow) and the decisions."""
    state = hp.new_game(seed=1, dealer=0).deal()
    assert state.to_notation() == f"hp1 hasenpfeffer 1 1 0 0,0 {README_DEAL} -"
    bid = state.bid(2).pass_().pass_().pass_().name_trump("S").discard("QC")
    assert bid.to_notation().endswith(" b2,p,p,p,tS,dQC")
    assert hp.new_game(seed=-5, dealer=3).to_notation() == (
        "hp1 hasenpfeffer -5 0 3 0,0 - -"
    )


def test_a_hand_worked_line_gives_the_position_the_rules_say() -> None:
    """docs/rules.rst: seat 1 bids two, the rest pass, so seat 1 names
    trump, takes the widow KC and discards; the opening lead is the
    dealer's left, seat 1, and spades are trump."""
    line = f"hp1 hasenpfeffer 1 1 0 0,0 {README_DEAL} b2,p,p,p,tS,dQC"
    state = hp.from_notation(line)
    assert state.phase is hp.Phase.PLAY
    assert (state.maker, state.trump, state.to_act) == (1, hp.Suit.SPADES, 1)
    assert hp.Card.parse("KC") in state.hands[1]
    assert hp.Card.parse("QC") not in state.hands[1]
    assert state.discarded == hp.Card.parse("QC")
    # Seat 1 leads AS; seat 2 holds TS and JC, the left bower, which is a
    # spade when spades are trump: it must play one of them.
    after = hp.from_notation(line + ",AS")
    assert [str(action) for action in after.legal_actions()] == ["play JC", "play TS"]


def test_a_line_between_hands_keeps_the_hand_and_its_scores_at_the_deal() -> None:
    """docs/notation.rst: the scores are those the hand was dealt at; the
    rules score it again on reading."""
    rng = random.Random(3)
    state = hp.new_game(seed=3, dealer=0)
    while not state.hand_results or state.hand_results[-1].thrown_in:
        state = _step(state, rng)
    result = state.hand_results[-1]
    change = result.score_change
    before = tuple(a - b for a, b in zip(state.scores, change, strict=True))
    fields = state.to_notation().split(" ")
    assert fields[5] == ",".join(map(str, before))
    assert fields[4] == str(result.dealer)
    decoded = hp.from_notation(state.to_notation())
    assert decoded.scores == state.scores
    assert decoded.hand_results == (result,)


def test_a_game_taken_up_between_hands() -> None:
    """docs/notation.rst "Taking up a game": hand 4 played, seat 2 to deal
    hand 5, whose shuffle is hand 5's of the same seed."""
    state = hp.from_notation("hp1 hasenpfeffer 7 4 2 6,9 - -")
    assert (state.phase, state.hand_number, state.dealer) == (hp.Phase.DEAL, 4, 2)
    assert state.scores == (6, 9) and state.history == ()
    assert state == hp.new_game(seed=7, dealer=2, hand_number=4, scores=(6, 9))
    fresh = hp.new_game(seed=7, dealer=2)  # seat 2 deals hands 1 and 5
    rng = random.Random(1)
    while fresh.hand_number < 5:
        fresh = _step(fresh, rng)
    assert state.deal().deals[-1] == fresh.deals[-1]
    assert state.deal().hand_number == 5


def test_every_action_has_one_code() -> None:
    codes = list(ACTION_CODES.values())
    assert len(set(codes)) == len(codes)
    assert all(" " not in code and "," not in code for code in codes)
    assert ACTION_CODES[hp.parse_action("bid 3")] == "b3"
    assert ACTION_CODES[hp.parse_action("play Joker")] == "JK"
    assert ACTION_CODES[hp.parse_action("no trump")] == "nt"


GOOD = f"hp1 hasenpfeffer 1 1 0 0,0 {README_DEAL} b2"
_DEAL_COLUMN = GOOD.index(README_DEAL) + 1


@pytest.mark.parametrize(
    ("line", "field", "column", "words"),
    [
        (GOOD.replace("hp1", "hp2"), "format", 1, "begins with 'hp1'"),
        ("hp1 hasenpfeffer 1 0 0 0,0 -", None, None, "8 fields"),
        ("hp1 hasenpfeffer 1 0 0  0,0 - -", None, None, "8 fields"),
        ("hp1 hasenpfeffer 1 0 0 0,0 - -\n", None, 31, "printable ASCII"),
        ("hp1 hasenpfeffer 1 0 0 0,0 - \u00e9", None, 30, "printable ASCII"),
        ("hp1 pinochle 1 0 0 0,0 - -", "game", 5, "no game 'pinochle'"),
        ("hp1 euchre,bidding=pepper 1 0 0 0,0 - -", "game", 12, "not an option"),
        ("hp1 euchre,target_score 1 0 0 0,0 - -", "game", 12, "name=value"),
        ("hp1 euchre,target_score=10 1 0 0 0,0 - -", "game", 12, "its default"),
        (
            "hp1 euchre,target_score=5,tie_break=higher_score 1 0 0 0,0 - -",
            "game",
            27,
            "tie_break out of order",
        ),
        ("hp1 euchre,target_score=0 1 0 0 0,0 - -", "game", 5, "target_score"),
        (
            "hp1 euchre,lone_hands=yes 1 0 0 0,0 - -",
            "game",
            12,
            "lone_hands is true or false, not 'yes'",
        ),
        (
            "hp1 hasenpfeffer,bidding=auction 1 0 0 0,0 - -",
            "game",
            18,
            "bidding is one of standard, pepper, not 'auction'",
        ),
        (
            "hp1 euchre,target_score=05 1 0 0 0,0 - -",
            "game",
            12,
            "target_score is a whole number, not '05'",
        ),
        ("hp1 hasenpfeffer 01 0 0 0,0 - -", "seed", 18, "not a whole number"),
        ("hp1 hasenpfeffer +1 0 0 0,0 - -", "seed", 18, "not a whole number"),
        ("hp1 hasenpfeffer -0 0 0 0,0 - -", "seed", 18, "zero is written 0"),
        ("hp1 hasenpfeffer " + "9" * 101 + " 0 0 0,0 - -", "seed", 18, "100 digits"),
        ("hp1 hasenpfeffer 1 -1 0 0,0 - -", "hand", 20, "not a whole number"),
        ("hp1 hasenpfeffer 1 5001 0 0,0 - -", "hand", 20, "hands dealt"),
        (f"hp1 hasenpfeffer 1 0 0 0,0 {README_DEAL} -", "hand", 20, "hand 1 or later"),
        ("hp1 hasenpfeffer 1 0 4 0,0 - -", "dealer", 22, "no seat 4"),
        ("hp1 three_handed_euchre 1 0 3 0,0,0 - -", "dealer", 29, "no seat 3"),
        ("hp1 hasenpfeffer 1 0 0 0,0,0 - -", "scores", 24, "two scores"),
        ("hp1 hasenpfeffer 1 0 0 10,0 - -", "scores", 24, "scores[0]"),
        ("hp1 hasenpfeffer 1 0 0 0,x - -", "scores", 26, "not a whole number"),
        ("hp1 hasenpfeffer 1 0 0 0,0 - b2", "actions", 30, "without a deal"),
        (
            GOOD.replace("/KC", ""),
            "deal",
            _DEAL_COLUMN,
            "4 hands and widow, separated by /: 5 groups, not 4",
        ),
        (GOOD.replace("9CQD", "9CXD"), "deal", _DEAL_COLUMN + 2, "not a card: 'XD'"),
        (GOOD.replace("9CQD", "QD9C"), "deal", _DEAL_COLUMN + 2, "out of order"),
        (GOOD.replace("/KC", "/KCKC"), "deal", _DEAL_COLUMN, "the widow is one card"),
        (GOOD.replace("/KC", "/9C"), "deal", _DEAL_COLUMN, "9C is dealt twice"),
        (GOOD + ",zz", "actions", len(GOOD) + 2, "not a decision: 'zz'"),
        (GOOD + ",b1", "actions", len(GOOD) + 2, "breaks the rule bid-too-low"),
        (GOOD + ",p,p,p,AS", "actions", len(GOOD) + 8, "breaks the rule"),
    ],
)
def test_a_bad_line_is_refused_naming_field_and_column(
    line: str, field: str | None, column: int | None, words: str
) -> None:
    with pytest.raises(hp.InvalidNotationError) as caught:
        hp.from_notation(line)
    assert caught.value.field == field
    if column is not None:
        assert caught.value.column == column
        assert f"column {column}" in str(caught.value)
    assert words in str(caught.value)


def test_options_are_named_in_the_order_of_rules() -> None:
    line = "hp1 euchre,tie_break=higher_score,target_score=5 1 0 0 0,0 - -"
    assert hp.from_notation(line).rules == hp.Rules(
        game=hp.Game.EUCHRE, tie_break=hp.TieBreak.HIGHER_SCORE, target_score=5
    )
    assert hp.from_notation(line).to_notation() == line


def test_a_line_must_be_text() -> None:
    with pytest.raises(hp.InvalidValueError, match="position line"):
        hp.from_notation(b"hp1")  # type: ignore[arg-type]


def test_the_notation_error_pickles_with_its_place() -> None:
    error = hp.InvalidNotationError("x", field="deal", column=7)
    again = pickle.loads(pickle.dumps(error))
    assert (str(again), again.field, again.column) == ("x", "deal", 7)


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({"hand_number": -1}, "hands dealt"),
        ({"hand_number": 5001}, "hands dealt"),
        ({"hand_number": True}, "hands dealt"),
        ({"scores": (10, 0)}, r"scores\[0\] must be a whole number from -6000000 to 9"),
        ({"scores": (0, 0, 0)}, "two scores"),
        ({"scores": "00"}, "scores"),
    ],
)
def test_new_game_refuses_a_bad_take_up(arguments: dict[str, Any], words: str) -> None:
    with pytest.raises(hp.InvalidValueError, match=words):
        hp.new_game(seed=1, dealer=0, **arguments)


def test_three_handed_euchre_takes_three_scores() -> None:
    rules = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE)
    state = hp.new_game(rules, seed=1, dealer=2, hand_number=3, scores=(1, 2, 3))
    assert state.to_notation() == "hp1 three_handed_euchre 1 3 2 1,2,3 - -"


# -- records that start at a position --------------------------------------------


def _taken_up_game(rules: hp.Rules, seed: int) -> hp.GameState:
    rng = random.Random(seed)
    state = hp.new_game(rules, seed=seed)
    for _ in range(rng.randrange(1, 90)):
        if state.phase is hp.Phase.GAME_OVER:
            break
        state = _step(state, rng)
    state = hp.from_notation(state.to_notation())
    for _ in range(rng.randrange(0, 60)):
        if state.phase is hp.Phase.GAME_OVER:
            break
        state = _step(state, rng)
    return state


@pytest.mark.parametrize("rules", OPTION_SETS, ids=repr)
def test_the_record_of_a_taken_up_game_replays_to_it(rules: hp.Rules) -> None:
    """docs/notation.rst "Taking up a game": JSON and text carry the start,
    the schema accepts it, and the oracle finds the game legal."""
    jsonschema = pytest.importorskip("jsonschema")
    for seed in range(4):
        state = _taken_up_game(rules, seed)
        record = state.to_record()
        assert replay(record) == state
        for text in (record.to_json(), record.to_text()):
            assert read_record(text) == record
        jsonschema.validate(json.loads(record.to_json()), record_schema())
        assert hp.validate(record).legal


def test_a_record_may_begin_mid_hand() -> None:
    line = f"hp1 hasenpfeffer 1 1 0 0,0 {README_DEAL} b2,p,p,p,tS,dQC"
    played = hp.from_notation(line).play("AS").play("TS")
    record = GameRecord(
        hp.Rules(), 1, 0, actions=[(1, "play AS"), (2, "play TS")], start=line
    )
    assert replay(record) == played
    text = record.to_text()
    assert f'[start "{line}"]' in text
    assert "1. - : 1 play AS, 2 play TS" in text
    assert read_record(text) == record
    assert read_record(record.to_json()) == record
    verdict = hp.validate(attrs.evolve(record, actions=[(1, "play TS")]))
    assert not verdict.legal and verdict.rule == "card-not-held"


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"seed": 2}, "another seed"),
        ({"first_dealer": 1}, "another first_dealer"),
        ({"rules": hp.Rules(target_score=5)}, "another rules"),
    ],
)
def test_a_start_must_agree_with_its_record(
    changes: dict[str, Any], words: str
) -> None:
    fields = {"rules": hp.Rules(), "seed": 1, "first_dealer": 0}
    with pytest.raises(hp.InvalidValueError, match=words):
        GameRecord(**{**fields, **changes}, start="hp1 hasenpfeffer 1 0 0 0,0 - -")


def test_a_bad_start_is_refused_where_it_is_read() -> None:
    data = json.loads(hp.new_game(seed=1, dealer=0).to_record().to_json())
    data["start"] = "hp1 hasenpfeffer 1 0 9 0,0 - -"
    with pytest.raises(hp.RecordFormatError, match=r"\$\.start"):
        read_record(json.dumps(data))
    data["start"] = 5
    with pytest.raises(hp.RecordFormatError, match=r"\$\.start"):
        read_record(json.dumps(data))
    text = '[seed "1"]\n[first_dealer "0"]\n[start "hp1 x"]\n'
    with pytest.raises(hp.RecordFormatError, match="line 3"):
        read_record(text)


# -- view lines -------------------------------------------------------------------


def _cards_shown(view: hp.PlayerView) -> set[str]:
    """The cards a view shows, as a view line writes them."""
    shown = set()
    text = json.dumps(view.to_dict())
    for card in hp.cards.deck():
        name = str(card)
        if f'"{name}"' in text or f' {name}"' in text:
            shown.add("JK" if card.is_joker else name)
    return shown


def _cards_in_line(line: str) -> set[str]:
    found = set()
    for card in hp.cards.deck():
        code = "JK" if card.is_joker else str(card)
        if code in line.replace("hp1v ", "", 1):
            found.add(code)
    return found


@pytest.mark.parametrize("rules", OPTION_SETS, ids=repr)
def test_every_view_line_reads_back_and_shows_no_hidden_card(rules: hp.Rules) -> None:
    """docs/notation.rst "Seat views": the same view but the earlier hands'
    results, the same line again, and no card the seat may not see."""
    for seed in range(4):
        rng = random.Random(seed)
        state = hp.new_game(rules, seed=seed)
        while state.phase is not hp.Phase.GAME_OVER and state.hand_number < 6:
            state = _step(state, rng)
            for seat in range(len(state.hands)):
                view = state.view(seat)
                line = view.to_notation()
                assert line.isascii() and line.isprintable()
                decoded = hp.PlayerView.from_notation(line)
                assert decoded == attrs.evolve(view, hand_results=())
                assert decoded.to_notation() == line
                assert decoded.legal_actions() == view.legal_actions()
                assert _cards_in_line(line) <= _cards_shown(view)


def test_a_view_line_worked_by_hand() -> None:
    """docs/notation.rst "Seat views": seat 2 after seat 1 bid two, seat 2
    passed and seat 3 passed, seat 0 to call; seat 2 holds its six cards
    and sees six in every other hand."""
    state = hp.new_game(seed=1, dealer=0).deal().bid(2).pass_().pass_()
    fields = state.view(2).to_notation().split(" ")
    assert fields[:10] == [
        "hp1v",
        "hasenpfeffer",
        "2",
        "1",
        "0",
        "0,0",
        "bidding",
        "0",
        "JC9DJDTHQHTS",
        "6,6,6,6",
    ]
    assert fields[10] == "0:0:0011:1b2,2p,3p"
    assert fields[11:] == ["-", "-", "-", "-", "-", "-", "0,0", "-", "-"]


@pytest.mark.parametrize(
    ("line", "field", "words"),
    [
        ("hp1 hasenpfeffer", "format", "begins with 'hp1v'"),
        (
            "hp1v hasenpfeffer 2 1 0 0,0 bidding 0 JC9DJDTHQHTS 6,6,6,6 - - - - - - "
            "- 0,0 -",
            None,
            "20 fields",
        ),
        (
            "hp1v hasenpfeffer 2 1 0 0,0 biding 0 JC9DJDTHQHTS 6,6,6,6 - - - - - - "
            "- 0,0 - -",
            "phase",
            "a phase is one of",
        ),
        (
            "hp1v hasenpfeffer 2 1 0 0,0 bidding 0 JC9DJDTHQHTS 6,6,6,6 0:0:001:- - - "
            "- - - - 0,0 - -",
            "auction",
            "four flags",
        ),
        (
            "hp1v hasenpfeffer 2 1 0 0,0 play 0 JC9DJDTHQHTS 6,6,6,6 - - 1,b9,S - - "
            "- - 0,0 - -",
            "contract",
            "not a bid: 'b9'",
        ),
        (
            "hp1v hasenpfeffer 2 1 0 0,0 play 0 JC9DJDTHQHTS 6,6,6,6 - - - - - "
            "1AS2TS - 0,0 - -",
            "trick",
            "three characters",
        ),
        (
            "hp1v hasenpfeffer 2 1 0 0,0 play 0 JC9DJDTHQHTS 6,6,6,6 - - - - - - "
            "11AS2TS3KS0QS 0,0 - -",
            "tricks",
            "> and its winner",
        ),
        (
            "hp1v hasenpfeffer 2 1 0 0,0 play 0 JC9DJDTHQHTS 6,6,6,6 - - - KC,QC - - "
            "- 0,0 - -",
            "seen",
            "4 parts",
        ),
    ],
)
def test_a_bad_view_line_is_refused_naming_the_field(
    line: str, field: str | None, words: str
) -> None:
    with pytest.raises(hp.InvalidNotationError) as caught:
        hp.PlayerView.from_notation(line)
    assert caught.value.field == field
    assert words in str(caught.value)

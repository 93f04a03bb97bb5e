"""One bound for seeds everywhere, and every record the library writes
reads back.

A seed is a whole number of at most 100 digits
(:data:`hasenpfeffer.dealing.MAX_SEED_DIGITS`): ``new_game``, ``deal(seed=)``
and ``GameRecord`` refuse a longer one with ``InvalidValueError``, and both
record readers with ``RecordFormatError``.  Before the bound, ``new_game``
took seeds of up to 4,300 digits (and raised a bare ``ValueError`` above),
the JSON reader too, and the text reader only 4,000: a game with a
4,100-digit seed wrote a record it could not read back.
"""

from __future__ import annotations

import json
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer.games import MAX_ALONE_MULTIPLIER, MAX_TARGET_SCORE
from tests.strategies import rules, scaled, walk

LARGEST = 10**100 - 1
TOO_LONG = [LARGEST + 1, -LARGEST - 1, 10**4100, 10**5000, -(10**4299)]


@pytest.mark.parametrize(
    "seed", TOO_LONG, ids=["1e100", "-1e100", "4101", "5001", "-4300"]
)
def test_every_way_in_refuses_a_seed_over_100_digits(seed: int) -> None:
    with pytest.raises(hp.InvalidValueError, match="at most 100 digits"):
        hp.new_game(seed=seed)
    with pytest.raises(hp.InvalidValueError, match="at most 100 digits"):
        hp.new_game(seed=1, dealer=0).deal(seed=seed)
    with pytest.raises(hp.InvalidValueError, match="at most 100 digits"):
        hp.records.GameRecord(hp.Rules(), seed, 0)


def _record_data(seed: Any) -> dict[str, Any]:
    data = hp.new_game(seed=1, dealer=0).to_record().to_dict()
    data["seed"] = seed
    return data


@pytest.mark.parametrize("digits", [101, 4000, 4100, 4300])
def test_the_readers_refuse_a_seed_over_100_digits(digits: int) -> None:
    text = "9" * digits
    with pytest.raises(hp.RecordFormatError) as refused:
        hp.records.GameRecord.from_text(f'[seed "{text}"]\n[first_dealer "0"]\n')
    assert refused.value.location == "line 1"
    assert "at most 100 digits" in refused.value.reason
    for data in (_record_data(text), _record_data(int(text))):
        with pytest.raises(hp.RecordFormatError) as refused:
            hp.records.GameRecord.from_dict(data)
        assert refused.value.location == "$.seed"
        assert "at most 100 decimal digits" in refused.value.reason
        with pytest.raises(hp.RecordFormatError):
            hp.records.GameRecord.from_json(json.dumps(data))


@pytest.mark.parametrize(
    "seed",
    [LARGEST, -LARGEST, 0, -1, 2**64 - 1],
    ids=["1e100-1", "-1e100+1", "0", "-1", "2**64-1"],
)
def test_a_game_with_a_seed_at_the_bound_reads_back(seed: int) -> None:
    state = hp.new_game(seed=seed, dealer=2).deal().bid(3).pass_()
    record = state.to_record()
    assert hp.records.GameRecord.from_json(record.to_json()) == record
    assert hp.records.GameRecord.from_text(record.to_text()) == record
    assert hp.records.replay(hp.records.read_record(record.to_text())) == state


# -- every record the library writes reads back ----------------------------------

any_seed = st.one_of(
    st.integers(min_value=-LARGEST, max_value=LARGEST),
    st.sampled_from([LARGEST, -LARGEST, 0, -1, 2**63, -(2**63)]),
    # past the bound: refused, or (before it) written but not read back
    st.integers(min_value=101, max_value=4300).map(lambda digits: 10 ** (digits - 1)),
)
extreme_rules = st.builds(
    lambda base, target, multiplier: attrs.evolve(
        base, target_score=target, alone_multiplier=multiplier
    ),
    rules(),
    st.one_of(
        st.sampled_from([1, 2, MAX_TARGET_SCORE]), st.integers(1, MAX_TARGET_SCORE)
    ),
    st.one_of(st.sampled_from([1, MAX_ALONE_MULTIPLIER]), st.integers(1, 10)),
)


@given(
    extreme_rules,
    st.one_of(st.none(), st.integers(0, 3)),
    any_seed,
    st.integers(min_value=0, max_value=120),
    st.data(),
)
@scaled(0.5)
def test_every_record_the_library_writes_reads_back(
    game_rules: hp.Rules, dealer: int | None, seed: int, steps: int, data: st.DataObject
) -> None:
    # Any rules within their bounds, any seed, any first dealer, and up to
    # 120 legal steps: a game the library starts is one whose record it
    # reads back, from JSON and from the text notation.
    try:
        state = hp.new_game(game_rules, dealer=dealer, seed=seed)
    except hp.InvalidValueError:
        assert abs(seed) > LARGEST
        return
    states = list(walk(data.draw, state, steps=steps, max_hands=3, bot_bidding=True))
    record = (states[-1] if states else state).to_record()
    assert hp.records.GameRecord.from_json(record.to_json()) == record
    assert hp.records.GameRecord.from_text(record.to_text()) == record
    assert hp.records.GameRecord.from_dict(json.loads(record.to_json())) == record
    assert hp.records.read_record(record.to_json().encode()) == record
    assert hp.records.replay(record).to_record() == record

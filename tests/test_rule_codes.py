"""Every refusal carries the code of its rule, and every code is listed.

docs/rule-codes.rst: an :class:`~hasenpfeffer.IllegalActionError` names
its rule by a stable code of ``hasenpfeffer.errors.RULE_CODES``, with the
values of the position the rule names as JSON data.  Random games of every
game, under the options that open each step, try every action of the
family for the seat to act, for another seat and for no seat named, at
every decision, between hands and after the game; every refusal must carry
a listed code (never the catch-all ``illegal-action``), and every listed
code must be met (those of the OpenSpiel game in its own tests).
"""

from __future__ import annotations

import json
import pickle
import random
from collections.abc import Iterator

import pytest

import hasenpfeffer as hp
from hasenpfeffer import auction
from hasenpfeffer.actions import ALL_ACTIONS
from hasenpfeffer.bots import RandomBot
from hasenpfeffer.errors import RULE_CODES
from hasenpfeffer.games import spec_of
from tests.test_game_limits import passed_out

GAMES: list[hp.Rules] = [
    hp.Rules(target_score=3),
    hp.Rules(all_pass=hp.AllPass.JOKER_BIDS, target_score=3),
    hp.Rules(all_pass=hp.AllPass.STICK_THE_DEALER, bidding=hp.Bidding.PEPPER),
    hp.Rules(widow=hp.Widow.UNUSED, lone_hands=True),
    hp.Rules(lone_hands=True, lone_defender=True, target_score=3),
    hp.Rules(game=hp.Game.EUCHRE, lone_defender=True, target_score=3),
    hp.Rules(game=hp.Game.EUCHRE, all_pass=hp.AllPass.REDEAL),
    hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE, target_score=3),
    hp.Rules(game=hp.Game.RAILROAD_EUCHRE, target_score=3),
    hp.Rules(game=hp.Game.RAILROAD_EUCHRE, call_for_best=False),
    hp.Rules(game=hp.Game.BID_EUCHRE, call_for_best=True, target_score=8),
    hp.Rules(game=hp.Game.BID_EUCHRE, all_pass=hp.AllPass.REDEAL, min_bid=1),
]
"""Rules that between them open every step and every option's refusal."""

CATCH_ALL = "illegal-action"
OPENSPIEL_CODES = {"no-card-to-deal", "card-already-dealt", "not-an-action-id"}
"""The codes of the OpenSpiel game's own refusals, met in
``tests/test_openspiel_edges.py`` (which needs the openspiel extra)."""


def _choose(state: hp.GameState, rng: random.Random) -> hp.Action:
    """A random legal action, passing more often than not (so that whole
    auctions are passed out and the dealer is stuck), and going alone or
    calling for best whenever it may."""
    legal = state.legal_actions()
    for wanted in (hp.GoAlone(), hp.CallForBest()):
        if wanted in legal and rng.random() < 0.6:
            return wanted
    if hp.Pass() in legal and rng.random() < 0.6:
        return hp.Pass()
    return rng.choice(legal)


def _refusals(
    state: hp.GameState, rng: random.Random
) -> Iterator[hp.IllegalActionError]:
    """The refusals of every action of the family in ``state``, for the
    seat to act, another seat, and no seat named."""
    seats: list[int | None] = [None, *spec_of(state.rules).seats]
    for action in ALL_ACTIONS:
        for seat in (None, state.to_act, rng.choice(seats)):
            try:
                state.apply(action, seat=seat)
            except hp.IllegalActionError as error:
                yield error


def _codes_of_games() -> dict[str, str]:
    """Each code met in the random games, with one message of it."""
    met: dict[str, str] = {}
    rng = random.Random(7)
    for rules in GAMES:
        for seed in range(3):
            state = hp.new_game(rules, seed=seed)
            while state.hand_number < 6 and state.phase is not hp.Phase.GAME_OVER:
                for error in _refusals(state, rng):
                    _check(error)
                    met.setdefault(error.rule, str(error))
                if state.to_act is None:
                    state = state.deal()
                else:
                    state = state.apply(_choose(state, rng))
            for error in _refusals(state, rng):
                _check(error)
                met.setdefault(error.rule, str(error))
    return met


def _check(error: hp.IllegalActionError) -> None:
    assert error.rule in RULE_CODES and error.rule != CATCH_ALL, error
    assert str(error) == error.reason
    json.dumps(dict(error.parameters))  # JSON data, by name


def _codes_of_other_refusals() -> dict[str, str]:
    """The codes of the refusals outside a game's decisions: dealing, the
    limit of deals, the functions of the auction, and a bot asked to act
    for a seat that is not to act."""
    errors = []
    started = hp.new_game(seed=1, dealer=0).deal()
    for attempt in (
        started.deal,
        passed_out().deal,
        lambda: auction.after_call(
            auction.after_call(auction.open_auction(0), hp.Rules(), hp.Bid(6)),
            hp.Rules(),
            hp.Pass(),
        ),
        lambda: RandomBot().choose(started.view(0)),
        lambda: RandomBot().choose(hp.new_game(seed=1, dealer=0)),
    ):
        with pytest.raises(hp.IllegalActionError) as caught:
            attempt()
        errors.append(caught.value)
    for error in errors:
        _check(error)
    return {error.rule: str(error) for error in errors}


def test_every_refusal_names_a_listed_rule_and_every_rule_is_met() -> None:
    met = {**_codes_of_games(), **_codes_of_other_refusals()}
    assert set(met) == set(RULE_CODES) - {CATCH_ALL} - OPENSPIEL_CODES


def test_a_refusal_names_the_rule_and_its_values() -> None:
    # docs/rules.rst, "The auction": a bid must beat the high bid, and the
    # seats call in turn.
    state = hp.new_game(seed=1, dealer=0).deal().bid(3)
    with pytest.raises(hp.IllegalActionError) as caught:
        state.bid(2)
    assert caught.value.rule == "bid-too-low"
    assert dict(caught.value.parameters) == {"high_bid": "bid 3"}
    with pytest.raises(hp.IllegalActionError) as caught:
        state.apply("pass", seat=3)
    assert caught.value.rule == "not-your-turn"
    assert dict(caught.value.parameters) == {"to_act": 2}


def test_an_error_made_by_hand_takes_the_catch_all_code_or_a_listed_one() -> None:
    error = hp.IllegalActionError("no", action=None, seat=None, phase=hp.Phase.DEAL)
    assert (error.rule, dict(error.parameters)) == (CATCH_ALL, {})
    with pytest.raises(hp.InvalidValueError, match="RULE_CODES"):
        hp.IllegalActionError(
            "no", action=None, seat=None, phase=hp.Phase.DEAL, rule="made-up"
        )


def test_a_pickled_refusal_keeps_its_rule_and_values() -> None:
    state = hp.new_game(seed=1, dealer=0).deal().bid(3)
    with pytest.raises(hp.IllegalActionError) as caught:
        state.bid(2)
    copy = pickle.loads(pickle.dumps(caught.value))
    assert (copy.rule, dict(copy.parameters)) == ("bid-too-low", {"high_bid": "bid 3"})
    assert str(copy) == str(caught.value)


def test_the_oracle_names_the_rule_an_illegal_record_breaks() -> None:
    record = hp.new_game(seed=1, dealer=0).deal().bid(3).to_record()
    bad = hp.records.GameRecord(
        record.rules,
        record.seed,
        record.first_dealer,
        record.deals,
        (*record.actions, (3, hp.Pass())),
    )
    verdict = hp.validate(bad)
    assert (verdict.rule, verdict.to_dict()["rule"]) == ("not-your-turn",) * 2
    with pytest.raises(hp.RecordError) as caught:
        hp.records.replay(bad)
    assert caught.value.rule == "not-your-turn"
    assert pickle.loads(pickle.dumps(caught.value)).rule == "not-your-turn"
    assert hp.validate(record).rule is None

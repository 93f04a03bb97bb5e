"""The batch engine (docs/batch.rst) against the engine it reads.

Every step of random batches of every game, and of a sample of every
option set, is checked against ``GameState``: the legal action ids, the
seat to act and the score (``tests/batch_differential.py``).  Then what a
batch promises: reproducible deals, never a change in place, the engine's
own refusals, a hand-worked Euchre auction, observations, redealing, and
the kernel uncompiled.  CI runs the suite with numba (compiled) on Python
3.10 and 3.13, and with the same kernel as Python in the README's
environment and under coverage; ``benchmarks/batch_differential.py``
checks 100,000 hands and more.

Skipped where numpy is not installed (``pip install -e ".[batch]"``).
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

np = pytest.importorskip("numpy", reason="numpy is not installed: pip install numpy")

import hasenpfeffer as hp  # noqa: E402
from hasenpfeffer.batch import Batch  # noqa: E402
from hasenpfeffer.integrations.encoding import (  # noqa: E402
    ACTION_IDS,
    observation_vector,
)
from tests.batch_differential import check_batch  # noqa: E402
from tests.strategies import every_rules, rules_id  # noqa: E402

COMPILED = (
    importlib.util.find_spec("numba") is not None
    and os.environ.get("NUMBA_DISABLE_JIT", "0") == "0"
)
HANDS = 150 if COMPILED else 25
"""Hands per option set below: the kernel as Python is some hundred times
slower than compiled."""

RULES = [
    hp.Rules(),
    hp.Rules(bidding=hp.Bidding.PEPPER, lone_hands=True, lone_defender=True),
    hp.Rules(all_pass=hp.AllPass.JOKER_BIDS, widow=hp.Widow.UNUSED),
    hp.Rules(opening_lead=hp.OpeningLead.MAKER, all_pass=hp.AllPass.STICK_THE_DEALER),
    hp.Rules(game=hp.Game.EUCHRE),
    hp.Rules(game=hp.Game.EUCHRE, all_pass=hp.AllPass.REDEAL, lone_defender=True),
    hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE),
    hp.Rules(game=hp.Game.RAILROAD_EUCHRE),
    hp.Rules(game=hp.Game.RAILROAD_EUCHRE, call_for_best=False, lone_defender=False),
    hp.Rules(game=hp.Game.BID_EUCHRE),
    hp.Rules(game=hp.Game.BID_EUCHRE, call_for_best=True, min_bid=1),
]


@pytest.mark.parametrize("rules", RULES, ids=rules_id)
def test_every_step_agrees_with_the_engine(rules: hp.Rules) -> None:
    assert check_batch(rules, HANDS, seed=len(rules_id(rules))) > HANDS


@pytest.mark.parametrize("game", list(hp.Game), ids=lambda game: game.value)
def test_a_sample_of_every_option_set_agrees_with_the_engine(game: hp.Game) -> None:
    option_sets = every_rules(game=game)
    for rules in option_sets[:: max(1, len(option_sets) // 6)]:
        check_batch(rules, 4 if COMPILED else 2, seed=7)


@pytest.mark.parametrize("rules", RULES, ids=rules_id)
def test_play_out_ends_every_hand_as_the_engine_scores_it(rules: hp.Rules) -> None:
    batch = Batch.deal(rules, size=HANDS, seed=3, dealer=None).play_out(seed=4)
    assert batch.done.all() and not batch.legal_mask().any()
    assert (batch.to_act == -1).all()
    for index in range(HANDS):
        state = batch.state(index)  # replaying refuses any illegal action
        (result,) = state.hand_results
        assert tuple(batch.score_change[index]) == result.score_change


def test_play_out_is_reproducible_and_depends_on_its_seed() -> None:
    batch = Batch.deal(hp.Rules(), size=40, seed=1)
    first, again, other = (batch.play_out(seed=s) for s in (5, 5, 6))
    assert (first.score_change == again.score_change).all()
    histories = [first.state(i).hand_history for i in range(40)]
    assert histories == [again.state(i).hand_history for i in range(40)]
    assert histories != [other.state(i).hand_history for i in range(40)]


# -- deals ---------------------------------------------------------------------------


def test_a_hand_is_the_same_deal_whatever_the_batch() -> None:
    rules = hp.Rules(game=hp.Game.RAILROAD_EUCHRE)
    whole = Batch.deal(rules, size=6, seed=11)
    part = Batch.deal(rules, size=2, seed=11, first=4)
    assert [whole.state(i).deals for i in (4, 5)] == [
        part.state(i).deals for i in (0, 1)
    ]
    other = Batch.deal(rules, size=6, seed=12)
    assert [s.deals for s in map(whole.state, range(6))] != [
        s.deals for s in map(other.state, range(6))
    ]


@pytest.mark.parametrize("game", list(hp.Game), ids=lambda game: game.value)
def test_deals_hold_the_games_deck_and_spread_the_cards(game: hp.Game) -> None:
    """Every deal is a deal of the game (``GameState.deal`` checks it), and
    over 2,000 deals each card goes to each seat about as often as the
    seats' share of the deck says (within a fifth)."""
    rules = hp.Rules(game=game)
    spec = hp.games.spec_of(rules)
    size = 2_000 if COMPILED else 200
    batch = Batch.deal(rules, size=size, seed=2)
    where: Counter[tuple[int, int]] = Counter()
    for index in range(0, size, 1 if COMPILED else 4):
        deal = batch.state(index).deals[0]
        for seat, hand in enumerate(deal.hands):
            where.update((card.index, seat) for card in hand)
    if COMPILED:
        expected = size * spec.hand_size / spec.deck_size
        for card in spec.cards:
            for seat in range(spec.players):
                assert abs(where[card.index, seat] - expected) < expected / 5


def test_the_dealer_is_given_or_drawn() -> None:
    three = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE)
    assert {Batch.deal(three, size=5, dealer=2).state(i).dealer for i in range(5)} == {
        2
    }
    drawn = Batch.deal(three, size=60, seed=4, dealer=None)
    assert {drawn.state(i).dealer for i in range(60)} == {0, 1, 2}


# -- a hand worked by hand -------------------------------------------------------------


def test_a_euchre_auction_by_the_rules() -> None:
    """Euchre (docs/euchre.rst, "The auction: ordering up and naming trump"):
    from the dealer's
    left, each player may order the upcard up (naming its suit) or pass;
    then each may name another suit or pass, and the dealer, stuck, must
    name one of the other three."""
    batch = Batch.deal(hp.Rules(game=hp.Game.EUCHRE), size=1, seed=9, dealer=2)
    upcard = batch.state(0).upcard
    assert upcard is not None and upcard.suit is not None
    up = list(hp.Suit).index(upcard.suit)
    others = [ACTION_IDS.trump + n for n in range(4) if n != up]
    expected = [
        (3, [ACTION_IDS.pass_, ACTION_IDS.trump + up]),
        (0, [ACTION_IDS.pass_, ACTION_IDS.trump + up]),
        (1, [ACTION_IDS.pass_, ACTION_IDS.trump + up]),
        (2, [ACTION_IDS.pass_, ACTION_IDS.trump + up]),
        (3, [ACTION_IDS.pass_, *others]),
        (0, [ACTION_IDS.pass_, *others]),
        (1, [ACTION_IDS.pass_, *others]),
        (2, others),
    ]
    for seat, legal in expected:
        assert batch.to_act.tolist() == [seat]
        assert np.flatnonzero(batch.legal_mask()[0]).tolist() == sorted(legal)
        if seat == 2 and legal == others:
            break
        batch = batch.step([ACTION_IDS.pass_])
    # The dealer names the first suit left and, Euchre playing lone hands,
    # chooses whether to go alone; not alone, the dealer's left leads.
    batch = batch.step([others[0]])
    assert batch.to_act.tolist() == [2]
    legal = np.flatnonzero(batch.legal_mask()[0]).tolist()
    assert legal == [ACTION_IDS.pass_, ACTION_IDS.go_alone]
    batch = batch.step([ACTION_IDS.pass_])
    assert batch.to_act.tolist() == [3]
    assert batch.state(0).trump == list(hp.Suit)[others[0] - ACTION_IDS.trump]


# -- values, not changed in place ----------------------------------------------------


def test_a_batch_is_never_changed_in_place() -> None:
    start = Batch.deal(hp.Rules(), size=3, seed=8)
    before = [start.state(i) for i in range(3)]
    passes = start.step([ACTION_IDS.pass_] * 3)
    bids = start.step([ACTION_IDS.bid + 2] * 3)  # stepped twice
    assert [start.state(i) for i in range(3)] == before
    assert [str(a) for _, a in passes.state(0).hand_history] == ["pass"]
    assert [str(a) for _, a in bids.state(0).hand_history] == ["bid 2"]
    # Each goes on without disturbing the other.
    passes.step([ACTION_IDS.pass_] * 3).play_out()
    bids_done = bids.play_out()
    assert [str(a) for _, a in passes.state(0).hand_history] == ["pass"]
    assert [str(a) for _, a in bids_done.state(0).hand_history][:1] == ["bid 2"]


def test_an_illegal_action_is_refused_with_the_engines_rule() -> None:
    batch = Batch.deal(hp.Rules(), size=2, seed=8)
    play = ACTION_IDS.play + batch.state(1).hands[1][0].index
    with pytest.raises(hp.IllegalActionError) as refusal:
        batch.step([ACTION_IDS.pass_, play])
    assert str(refusal.value).startswith("hand 1: ")
    assert refusal.value.rule == "wrong-kind-of-action"
    again = batch.step([ACTION_IDS.pass_, ACTION_IDS.pass_])
    assert [len(again.state(i).hand_history) for i in (0, 1)] == [1, 1]
    with pytest.raises(hp.InvalidValueError, match="hand 0: an action id is"):
        batch.step([200, ACTION_IDS.pass_])


def test_a_finished_hands_action_is_ignored() -> None:
    batch = Batch.deal(hp.Rules(), size=2, seed=8).play_out()
    stepped = batch.step([5, 7])
    assert [stepped.state(i) for i in (0, 1)] == [batch.state(i) for i in (0, 1)]


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (
            lambda: Batch.deal(size=0),
            "size must be a whole number from 1 to 100000000, not 0",
        ),
        (
            lambda: Batch.deal(size=True),
            "size must be a whole number from 1 to 100000000, not True",
        ),
        (lambda: Batch.deal(seed="7"), "a seed is a whole number"),  # type: ignore[arg-type]
        (
            lambda: Batch.deal(first=-1),
            "first must be a whole number from 0 to 4611686018427387904, not -1",
        ),
        (
            lambda: Batch.deal(hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE), dealer=3),
            "dealer must be a seat, 0, 1 or 2, at a table of three, not 3",
        ),
        (lambda: Batch.deal("euchre"), "rules must be a Rules value"),  # type: ignore[arg-type]
        (lambda: Batch.deal(size=2).step([0]), "actions must be 2 action ids"),
        (lambda: Batch.deal(size=1).step([0.0]), "actions must be 1 action ids"),
        (lambda: Batch.deal().play_out(policy="greedy"), "policy must be 'random'"),
        (lambda: Batch.deal(size=2).state(2), "no hand 2 in a batch of 2"),
        (lambda: Batch.deal(size=2).state("0"), "index must be a whole number"),  # type: ignore[arg-type]
        (lambda: Batch.deal().observation(4), "seat must be a seat"),
    ],
)
def test_bad_arguments_are_refused(call: object, message: str) -> None:
    with pytest.raises(hp.InvalidValueError, match=message):
        call()  # type: ignore[operator]


# -- observations and redeals ----------------------------------------------------------


@pytest.mark.parametrize("game", list(hp.Game), ids=lambda game: game.value)
def test_observations_are_the_pettingzoo_vectors(game: hp.Game) -> None:
    batch = Batch.deal(hp.Rules(game=game), size=3, seed=5, dealer=None)
    batch = batch.step(np.argmax(batch.legal_mask(), axis=1))
    for seat in range(hp.games.spec_of(hp.Rules(game=game)).players):
        seen = batch.observation(seat)
        for index in range(3):
            view = batch.state(index).view(seat)
            expected = np.array(observation_vector(view), np.float32)
            assert np.array_equal(seen[index], expected)
            assert seen.dtype == np.float32


def test_redeal_replaces_the_finished_hands_only() -> None:
    batch = Batch.deal(hp.Rules(game=hp.Game.EUCHRE), size=4, seed=6)
    halfway = batch.step(np.argmax(batch.legal_mask(), axis=1))
    finished = halfway.play_out()
    mixed = Batch.deal(hp.Rules(game=hp.Game.EUCHRE), size=4, seed=6).play_out()
    assert mixed.done.all()
    again = finished.redeal()
    assert not again.done.any()
    for index in range(4):
        assert again.state(index).deals != finished.state(index).deals
        assert again.state(index).hand_history == ()
    assert halfway.redeal().state(0) == halfway.state(0)  # nothing finished
    assert check_redealt_hands_play_as_the_engine(again)


def check_redealt_hands_play_as_the_engine(batch: Batch) -> bool:
    played = batch.play_out(seed=3)
    return all(
        tuple(played.score_change[i]) == played.state(i).hand_results[-1].score_change
        for i in range(batch.size)
    )


def test_memory_per_hand() -> None:
    assert Batch.deal(size=100).nbytes == 100 * (21 * 4 + 64 * 2 + 4 * 4 + 4)


# -- the kernel uncompiled -----------------------------------------------------------


@pytest.mark.skipif(not COMPILED, reason="the kernel runs uncompiled here already")
def test_the_kernel_runs_uncompiled_too() -> None:
    script = (
        "import hasenpfeffer as hp\n"
        "from tests.batch_differential import check_batch\n"
        "for game in hp.Game:\n"
        "    check_batch(hp.Rules(game=game), 6, 1)\n"
        "print('agreed')\n"
    )
    environment = {**os.environ, "NUMBA_DISABLE_JIT": "1"}
    finished = subprocess.run(
        [sys.executable, "-c", script],
        env=environment,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
        cwd=Path(__file__).parent.parent,
    )
    assert finished.returncode == 0, finished.stderr
    assert finished.stdout.strip() == "agreed"

"""The batch against the engine, step by step: a helper of the batch's
tests and of ``benchmarks/batch_differential.py``."""

from __future__ import annotations

import random

import numpy as np

import hasenpfeffer as hp
from hasenpfeffer.batch import Batch
from hasenpfeffer.integrations.encoding import id_to_action, legal_action_ids


def check_batch(rules: hp.Rules, size: int, seed: int) -> int:
    """Deal ``size`` hands of ``rules`` with drawn dealers and play them to
    the end with random legal actions chosen here, checking at every step
    that each hand's legal actions and seat to act are the engine's, and at
    the end that each score is the engine's.  Returns the decisions checked.

    Raises:
        AssertionError: the first difference, with the hand and its actions.
    """
    rng = random.Random(seed)
    batch = Batch.deal(rules, size=size, seed=seed, dealer=None)
    states = [batch.state(i) for i in range(size)]
    decisions = 0
    while True:
        mask = batch.legal_mask()
        to_act = batch.to_act
        actions = np.zeros(size, np.int64)
        for i, state in enumerate(states):
            over = bool(state.hand_results)
            legal = [] if over else legal_action_ids(state)
            if np.flatnonzero(mask[i]).tolist() != legal or to_act[i] != (
                -1 if over else state.to_act
            ):
                raise AssertionError(
                    f"hand {i} of {rules!r}, seed {seed}, after "
                    f"{[str(action) for _, action in state.hand_history]}: the "
                    f"batch has {np.flatnonzero(mask[i]).tolist()} with seat "
                    f"{to_act[i]} to act, the engine {legal} with seat "
                    f"{state.to_act}"
                )
            if legal:
                actions[i] = rng.choice(legal)
                states[i] = state.apply(id_to_action(int(actions[i]), rules.game))
                decisions += 1
        if not mask.any():
            break
        batch = batch.step(actions)
    for i, state in enumerate(states):
        result = state.hand_results[-1]
        assert tuple(batch.score_change[i]) == result.score_change, (
            i,
            state.hand_history,
        )
    return decisions

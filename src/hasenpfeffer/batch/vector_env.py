"""A Gymnasium vector environment over a :class:`~hasenpfeffer.batch.Batch`:
``num_envs`` hands of one game at once, one hand an episode.

Each sub-environment is a hand, seen at each step by the seat to act: its
observation is that seat's PettingZoo observation (the vector of
:func:`~hasenpfeffer.integrations.encoding.observation_vector` and the
action mask, the same spaces as the PettingZoo environment's), its action
an action id.  The reward of a step goes to the seat that acted: its
side's score when the hand ends (with ``zero_sum``, less the other sides'
average), else 0; ``infos`` holds every side's score (``"score_change"``),
the seat that acted (``"seat"``) and the seat to act next (``"to_act"``),
for a learner that plays every seat.  A hand that ends is dealt again at
the next step, whose action it ignores (Gymnasium's next-step autoreset).

>>> import numpy as np
>>> import hasenpfeffer as hp
>>> from hasenpfeffer.batch.vector_env import HasenpfefferVectorEnv
>>> envs = HasenpfefferVectorEnv(4, hp.Rules(game=hp.Game.EUCHRE), dealer=0)
>>> observations, infos = envs.reset(seed=1)
>>> observations["observation"].shape, infos["to_act"].tolist()
((4, 350), [1, 1, 1, 1])
>>> actions = np.argmax(observations["action_mask"], axis=1)
>>> observations, rewards, terminations, truncations, infos = envs.step(actions)
>>> rewards.tolist(), terminations.tolist(), infos["seat"].tolist()
([0.0, 0.0, 0.0, 0.0], [False, False, False, False], [1, 1, 1, 1])

The masks and the scores come from the batch; the observations are
worked out in Python from each hand's :class:`~hasenpfeffer.state.GameState`,
which the environment keeps step by step, so a step costs some tens of
microseconds a hand: the environment is for agents that learn from these
observations, where :meth:`Batch.step <hasenpfeffer.batch.Batch.step>`
with the masks alone is faster by far.

Needs the ``batch`` extra and Gymnasium (the ``pettingzoo`` extra).
"""

from __future__ import annotations

from typing import Any

import numpy as np

try:
    from gymnasium import spaces
    from gymnasium.vector import AutoresetMode, VectorEnv
    from gymnasium.vector.utils import batch_space
except ImportError as error:  # pragma: no cover - depends on the environment
    raise ImportError(
        "hasenpfeffer.batch.vector_env needs Gymnasium: pip install "
        '"hasenpfeffer[batch,pettingzoo]"'
    ) from error

from .._checks import check_whole
from ..errors import InvalidValueError, shown
from ..games import spec_of
from ..integrations.encoding import (
    id_to_action,
    num_actions,
    observation_pieces,
    observation_vector,
)
from ..rules import Rules
from ..state import GameState
from . import MOST_HANDS, Batch

__all__ = ["HasenpfefferVectorEnv"]


class HasenpfefferVectorEnv(VectorEnv):  # type: ignore[misc,type-arg,unused-ignore]
    """``num_envs`` hands of ``rules`` (default ``Rules()``) as a Gymnasium
    vector environment (see the module's description).

    Args:
        num_envs: how many hands at once.
        rules: the rule options of every hand.
        zero_sum: reward a side's score less the average of the others'.
        dealer: the dealer of every hand, or ``None`` to draw one for each.

    Raises:
        InvalidValueError: ``num_envs`` below 1, or ``rules`` not a
            ``Rules`` value.
    """

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.NEXT_STEP}  # noqa: RUF012

    def __init__(
        self,
        num_envs: int,
        rules: Rules | None = None,
        *,
        zero_sum: bool = False,
        dealer: int | None = None,
    ) -> None:
        rules = Rules() if rules is None else rules
        if not isinstance(rules, Rules):
            raise InvalidValueError(f"rules must be a Rules value, not {shown(rules)}")
        check_whole(num_envs, "num_envs", 1, MOST_HANDS)
        self.rules = rules
        self.num_envs = num_envs
        self.zero_sum = bool(zero_sum)
        self.dealer = dealer
        self._sides = spec_of(rules).sides
        actions = num_actions(rules.game)
        pieces = observation_pieces(rules.game)
        low = [piece.low for piece in pieces for _ in range(piece.size)]
        self.single_observation_space = spaces.Dict(
            {
                "observation": spaces.Box(
                    low=np.array(low, dtype=np.float32),
                    high=np.ones(len(low), dtype=np.float32),
                    dtype=np.float32,
                ),
                "action_mask": spaces.Box(
                    low=0, high=1, shape=(actions,), dtype=np.int8
                ),
            }
        )
        self.single_action_space = spaces.Discrete(actions)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._batch = Batch.deal(rules, size=num_envs, seed=0, dealer=dealer)
        self._states: list[GameState] = []
        self._restart = np.zeros(num_envs, np.bool_)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """Deal every hand anew, from ``seed`` (drawn when ``None``)."""
        if seed is None:
            seed = int(np.random.default_rng().integers(2**63))
        self._batch = Batch.deal(
            self.rules, size=self.num_envs, seed=seed, dealer=self.dealer
        )
        self._states = [self._batch.state(i) for i in range(self.num_envs)]
        self._restart[:] = False
        seats = self._batch.to_act
        infos = {"to_act": seats}
        return self._observe(seats), infos

    def step(
        self, actions: Any
    ) -> tuple[
        dict[str, np.ndarray], np.ndarray, np.ndarray, np.ndarray, dict[str, Any]
    ]:
        """Each hand's seat to act takes ``actions[i]``; a hand that ended
        at the last step is dealt again instead.

        Raises:
            IllegalActionError: an action not legal in its hand (the
                environment is then as it was).
        """
        if not self._states:
            raise InvalidValueError("call reset() before step()")
        before = self._batch
        acting = before.to_act
        stepped = before.step(
            actions
        )  # hands over, those to restart too, ignore theirs
        ids = np.asarray(actions)
        for i in np.flatnonzero(acting >= 0):
            action = id_to_action(int(ids[i]), self.rules.game)
            self._states[i] = self._states[i].apply(action)
        if self._restart.any():
            stepped = stepped.redeal(self._restart)
            for i in np.flatnonzero(self._restart):
                self._states[i] = stepped.state(int(i))
        self._batch = stepped
        ended = stepped.done & (acting >= 0)
        change = stepped.score_change
        rewards = np.zeros(self.num_envs, np.float32)
        for i in np.flatnonzero(ended):
            side = spec_of(self.rules).side_of(int(acting[i]))
            reward = float(change[i, side])
            if self.zero_sum and self._sides > 1:
                others = (change[i].sum() - change[i, side]) / (self._sides - 1)
                reward -= float(others)
            rewards[i] = reward
        self._restart = ended.copy()
        to_act = stepped.to_act
        seen = np.where(to_act >= 0, to_act, acting)
        infos = {"seat": acting, "to_act": to_act, "score_change": change}
        truncations = np.zeros(self.num_envs, np.bool_)
        return self._observe(seen), rewards, ended, truncations, infos

    def game_state(self, index: int) -> GameState:
        """Hand ``index`` as the library's state, every card face up: for
        the host, never for an agent.

        Raises:
            InvalidValueError: no hand of that index, or no hand dealt yet.
        """
        if not self._states:
            raise InvalidValueError("call reset() first: no hand is dealt yet")
        return self._batch.state(index)

    def _observe(self, seats: np.ndarray) -> dict[str, np.ndarray]:
        mask = self._batch.legal_mask().astype(np.int8)
        vectors = np.array(
            [
                observation_vector(state.view(int(seat)))
                for state, seat in zip(self._states, seats, strict=True)
            ],
            np.float32,
        )
        return {"observation": vectors, "action_mask": mask}

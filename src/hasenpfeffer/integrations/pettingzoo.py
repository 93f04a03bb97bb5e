"""Hasenpfeffer, Euchre, Three-Handed Euchre, Railroad Euchre and Bid
Euchre as a PettingZoo AEC environment: ``hasenpfeffer_v0``.

Needs the ``pettingzoo`` extra (``pip install "hasenpfeffer[pettingzoo]"``).
Four agents, ``player_0`` to ``player_3`` (the seats), act in turn (three,
``player_0`` to ``player_2``, in Three-Handed Euchre):

.. code-block:: python

   from hasenpfeffer.integrations import hasenpfeffer_v0

   env = hasenpfeffer_v0.env(render_mode="ansi")
   env.reset(seed=42)
   for agent in env.agent_iter():
       observation, reward, termination, truncation, info = env.last()
       if termination or truncation:
           action = None
       else:
           mask = observation["action_mask"]
           action = env.action_space(agent).sample(mask)
       env.step(action)
   print(env.render())

- Games: ``rules=hp.Rules(game=hp.Game.EUCHRE)`` plays Euchre,
  ``rules=hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE)`` Three-Handed Euchre,
  ``rules=hp.Rules(game=hp.Game.RAILROAD_EUCHRE)`` Railroad Euchre and
  ``rules=hp.Rules(game=hp.Game.BID_EUCHRE)`` Bid Euchre; the default is
  Hasenpfeffer.
- Actions: the integers of :mod:`hasenpfeffer.integrations.encoding`,
  ``Discrete(64)`` (Euchre and Three-Handed Euchre use a subset), or
  ``Discrete(90)`` in Railroad Euchre, whose calling for best and giving
  a card are the ids 64 to 89, or ``Discrete(92)`` in Bid Euchre, whose
  naming no trump is 90 and the moon 91.
- Observations: a dict of ``"observation"`` (or another
  ``observation_key``), the seat's
  :class:`~hasenpfeffer.views.PlayerView` as a vector of floats
  (:func:`~hasenpfeffer.integrations.encoding.observation_vector`, or with
  ``observation="information_state"`` the hand so far in order; each
  game's vector has its own size, 382 or 937 floats in Hasenpfeffer, 350
  or 738 in Euchre, whose vectors show the upcard and whether it was
  turned down, 288 or 576 in Three-Handed Euchre, laid out for three
  seats, 415 or 816 in Railroad Euchre, whose vectors also show who
  called for best, and to the two partners the card given, 374 or 823 in
  Bid Euchre, whose vectors show no trump, the moon and the partner
  sitting it out), and
  ``"action_mask"``, a one or zero for each action of the game's space,
  one for the legal actions (all zero when it is not the agent's turn).
  Nothing hidden from the seat is in it.
- Rewards: when a hand is scored, each agent gets its team's score change
  (with ``zero_sum=True``, its team's change less the other team's).  In
  Three-Handed Euchre each agent gets its own score change (the maker 1
  or ``march_points``, or each defender 2 when the maker is euchred; with
  ``zero_sum=True`` its change less the average of the other two's).
- Episodes: one hand by default; ``play_to_target=True`` plays hands, the
  deal passing left, until a team (a player, in Three-Handed Euchre)
  reaches the target score (termination) or ``max_hands`` hands have been
  played (truncation).  A hand that everyone passes is thrown in when the
  rules redeal.  The deal is the environment's chance: the seed given to
  ``reset`` fixes it.
- Rendering: ``render_mode="ansi"`` makes :meth:`~HasenpfefferEnv.render`
  return the table as text, every hand face up;
  ``"human"`` prints it after every step.
- Errors: an action outside the game's space fails the wrapper's bounds assertion
  (:func:`env`) or raises :class:`~hasenpfeffer.errors.InvalidValueError`
  (:func:`raw_env`); an illegal one raises
  :class:`~hasenpfeffer.errors.IllegalActionError` with the rule's
  message.  Both are :class:`ValueError`, PettingZoo's error for a bad
  action, and leave the environment as it was.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

try:
    import gymnasium
    import numpy as np
    from gymnasium import spaces
    from pettingzoo import AECEnv
    from pettingzoo.utils import wrappers
    from pettingzoo.utils.env_logger import EnvLogger
except ImportError as error:  # pragma: no cover - depends on the environment
    raise ImportError(
        "hasenpfeffer.integrations.pettingzoo needs PettingZoo, Gymnasium and "
        'NumPy: pip install "hasenpfeffer[pettingzoo]"'
    ) from error

from .._public import moved_names
from ..errors import InvalidValueError, shown
from ..phases import Phase
from ..rules import Rules
from ..seats import check_seat
from ..state import GameState, new_game
from ._game_shape import game_shape
from ._returns import seat_payments
from ._vector_layout import bounds
from .encoding import (
    action_mask,
    id_to_action,
    information_state_pieces,
    information_state_vector,
    num_actions,
    observation_pieces,
    observation_vector,
)
from .text import table_text

__all__ = ["HasenpfefferEnv", "env", "raw_env"]

_AGENTS = ("player_0", "player_1", "player_2", "player_3")
"""The agents, seat by seat (the first three in Three-Handed Euchre): an
environment's ``possible_agents``."""

if TYPE_CHECKING:

    class _AECEnv:
        """PettingZoo's ``AECEnv`` (untyped), as the environment uses it."""

        def _was_dead_step(self, action: int | None) -> None:
            raise NotImplementedError

        def _accumulate_rewards(self) -> None:
            raise NotImplementedError

        def __getattr__(self, name: str) -> Any:
            raise NotImplementedError

else:
    _AECEnv = AECEnv

_VECTORS = {
    "observation": (observation_pieces, observation_vector),
    "information_state": (information_state_pieces, information_state_vector),
}


class HasenpfefferEnv(_AECEnv):
    """The raw environment (see the module's description).

    Args:
        rules: the rule options (default ``Rules()``).
        play_to_target: play hands until a team (a player, in
            Three-Handed Euchre) reaches the target score, rather than one
            hand.
        max_hands: with ``play_to_target``, truncate after this many hands.
        zero_sum: reward each team's score change less the other's (in
            Three-Handed Euchre each player's less the average of the
            other two's).
        observation: ``"observation"`` (the position now) or
            ``"information_state"`` (the current hand in order).
        observation_key: the key of the vector in the observation dict
            (RLlib's action-masking module reads ``"observations"``).
        dealer: the first dealer; ``None`` draws it from the seed.
        render_mode: ``None``, ``"ansi"`` or ``"human"``.

    >>> from hasenpfeffer.integrations.pettingzoo import HasenpfefferEnv
    >>> environment = HasenpfefferEnv(render_mode="ansi")
    >>> environment.reset(seed=1)
    >>> environment.agent_selection
    'player_1'
    >>> observation, reward, termination, truncation, info = environment.last()
    >>> observation["observation"].shape, int(observation["action_mask"].sum())
    ((382,), 7)
    >>> environment.step(3)                   # bid 3
    >>> environment.step(40)                  # play JC, in the auction
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.IllegalActionError: seat 2 must pass or bid in the auction, not play JC
    """  # noqa: E501

    metadata: dict[str, Any] = {  # noqa: RUF012 - PettingZoo's convention
        "render_modes": ["ansi", "human"],
        "name": "hasenpfeffer_v0",
        "is_parallelizable": False,
        "render_fps": 1,
    }

    def __init__(
        self,
        rules: Rules | None = None,
        *,
        play_to_target: bool = False,
        max_hands: int = 100,
        zero_sum: bool = False,
        observation: str = "observation",
        observation_key: str = "observation",
        dealer: int | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if rules is None:
            rules = Rules()
        elif not isinstance(rules, Rules):
            raise InvalidValueError(f"rules must be a Rules value, not {shown(rules)}")
        shape = game_shape(rules.game)
        players = shape.players
        if (
            isinstance(max_hands, bool)
            or not isinstance(max_hands, int)
            or max_hands < 1
        ):
            raise InvalidValueError(
                f"max_hands must be a positive whole number, not {shown(max_hands)}"
            )
        if not isinstance(observation, str) or observation not in _VECTORS:
            raise InvalidValueError(
                "observation must be 'observation' or 'information_state', "
                f"not {shown(observation)}"
            )
        if observation_key == "action_mask" or not isinstance(observation_key, str):
            raise InvalidValueError(
                f"observation_key must be a name other than 'action_mask', "
                f"not {shown(observation_key)}"
            )
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise InvalidValueError(
                f"render_mode must be None, 'ansi' or 'human', not {shown(render_mode)}"
            )
        self.rules = rules
        self.play_to_target = bool(play_to_target)
        self.max_hands = max_hands
        self.zero_sum = bool(zero_sum)
        self.dealer = None if dealer is None else check_seat(dealer, players=players)
        self.render_mode = render_mode
        self.observation_key = observation_key
        layout, self._vector = _VECTORS[observation]
        self._shape = shape
        self._actions = num_actions(rules.game)
        low, high = bounds(layout(rules.game))
        self._agents = _AGENTS[:players]
        self.possible_agents = list(self._agents)
        self.agents = list(self._agents)
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    observation_key: spaces.Box(
                        low=np.array(low, dtype=np.float32),
                        high=np.array(high, dtype=np.float32),
                        dtype=np.float32,
                    ),
                    "action_mask": spaces.Box(
                        low=0, high=1, shape=(self._actions,), dtype=np.int8
                    ),
                }
            )
            for agent in self._agents
        }
        self.action_spaces: dict[str, Any] = {
            agent: spaces.Discrete(self._actions) for agent in self._agents
        }
        self._seeder = random.Random()
        self._state: GameState = new_game(rules, dealer=self.dealer, seed=0)
        self._start_episode()

    @property
    def game_state(self) -> GameState:
        """The library's state of the game, every hand face up, which is
        for the host and never for an agent."""
        return self._state

    def observation_space(self, agent: str) -> Any:
        """The observation space of ``agent`` (the same object every call)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        """The action space of ``agent``: ``Discrete(64)``, or in Railroad
        Euchre ``Discrete(90)``."""
        return self.action_spaces[agent]

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> None:
        """Deal a new game.  ``seed`` fixes it and every game after it until
        the next seed."""
        if seed is not None:
            self._seeder = random.Random(seed)
        game_seed = self._seeder.getrandbits(64)
        self._state = new_game(self.rules, dealer=self.dealer, seed=game_seed).deal()
        self._start_episode()

    def _start_episode(self) -> None:
        self.agents = list(self._agents)
        self.rewards = dict.fromkeys(self._agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self._agents, 0.0)
        self.terminations = dict.fromkeys(self._agents, False)
        self.truncations = dict.fromkeys(self._agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self._agents}
        to_act = self._state.to_act
        self.agent_selection = _AGENTS[0 if to_act is None else to_act]

    def observe(self, agent: str) -> dict[str, Any]:
        """What ``agent`` sees: its observation vector and action mask."""
        seat = _AGENTS.index(agent)
        view = self._state.view(seat)
        mask = (
            action_mask(view)
            if not (self.terminations.get(agent) or self.truncations.get(agent))
            else [0] * self._actions
        )
        return {
            self.observation_key: np.array(self._vector(view), dtype=np.float32),
            "action_mask": np.array(mask, dtype=np.int8),
        }

    def step(self, action: int | None) -> None:
        """The agent to act takes ``action`` (``None`` once it is done).

        As in PettingZoo's own environments, a step once every agent is done
        changes nothing and logs PettingZoo's warning that ``reset`` should
        come first.

        Raises:
            InvalidValueError: ``action`` is not an integer from 0 to 63
                (89 in Railroad Euchre).
            IllegalActionError: the rules forbid the action now; the
                message names the rule and the environment is unchanged.
        """
        if not self.agents:
            EnvLogger.warn_step_after_terminated_truncated()
            return
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise InvalidValueError(f"{agent} must act: None is not an action")
        seat = _AGENTS.index(agent)
        state = self._state.apply(id_to_action(action, self.rules.game), seat=seat)
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if state.to_act is None:
            change = state.hand_results[-1].score_change
            paid = seat_payments(self._shape, change, zero_sum=self.zero_sum)
            for other in self.agents:
                self.rewards[other] = paid[_AGENTS.index(other)]
            if not self.play_to_target or state.phase is Phase.GAME_OVER:
                self.terminations = dict.fromkeys(self.agents, True)
            elif state.hand_number >= self.max_hands:
                self.truncations = dict.fromkeys(self.agents, True)
            else:
                state = state.deal()
        self._state = state
        self._accumulate_rewards()
        if state.to_act is not None:
            self.agent_selection = _AGENTS[state.to_act]
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The table as text (``"ansi"``), or print it (``"human"``)."""
        if self.render_mode is None:
            gymnasium.logger.warn(
                "render() was called without a render_mode: choose 'ansi' or "
                "'human' when making the environment"
            )
            return None
        text = table_text(self._state)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""


def raw_env(**kwargs: Any) -> HasenpfefferEnv:
    """The environment without wrappers; ``kwargs`` go to
    :class:`HasenpfefferEnv`."""
    return HasenpfefferEnv(**kwargs)


def env(**kwargs: Any) -> Any:
    """The environment as PettingZoo's classic games come: wrapped to
    assert actions are in the action space and that ``reset`` comes first.
    ``kwargs`` go to :class:`HasenpfefferEnv`.

    >>> from hasenpfeffer.integrations.pettingzoo import env
    >>> environment = env()
    >>> environment.reset(seed=7)
    >>> str(environment), environment.num_agents
    ('hasenpfeffer_v0', 4)
    """
    wrapped = wrappers.AssertOutOfBoundsWrapper(raw_env(**kwargs))
    return wrappers.OrderEnforcingWrapper(wrapped)


__getattr__ = moved_names(
    __name__,
    {
        "AGENTS": (
            "an environment's possible_agents, true for every game",
            lambda: _AGENTS,
        )
    },
)

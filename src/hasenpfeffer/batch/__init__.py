"""Many hands at once: a batch of hands in arrays, for self-play, rollouts
and research.

A :class:`Batch` holds ``size`` hands of one game, each dealt from the
batch's seed and the hand's number, and plays them in step: each step
takes one action id per hand, in the numbering of the OpenSpiel and
PettingZoo adapters (:mod:`hasenpfeffer.integrations.encoding`).  The
rules come from the engine itself: a batch reads the tree of each game's
decisions before the play, and the engine's trump tables, so it plays
every game of the family under any of its options, hand for hand as
:class:`~hasenpfeffer.state.GameState` does (:meth:`Batch.state` gives a
hand as a state, to check or show).  One hand is an episode, as in
OpenSpiel: a batch does not go on to the next hand of a game.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.batch import Batch
>>> batch = Batch.deal(hp.Rules(), size=4, seed=7)
>>> batch.legal_mask().shape, batch.to_act.tolist()
((4, 64), [1, 1, 1, 1])
>>> batch = batch.play_out(seed=1)
>>> bool(batch.done.all()), batch.score_change.shape
(True, (4, 2))
>>> batch.state(0).hand_results[-1].score_change == tuple(batch.score_change[0])
True

The work is done by a kernel of plain Python over integer arrays that
numba compiles, with the ``batch`` extra (``pip install
"hasenpfeffer[batch]"``); without numba, or with ``NUMBA_DISABLE_JIT=1``,
the same code runs as Python, slowly.  Needs numpy.
"""

from __future__ import annotations

import hashlib
from typing import Any

try:
    import numpy as np
except ImportError as error:  # pragma: no cover - depends on the environment
    raise ImportError(
        "hasenpfeffer.batch needs numpy (and numba to be fast): "
        'pip install "hasenpfeffer[batch]"'
    ) from error

from .._checks import check_instance, check_whole
from ..cards import deck
from ..dealing import check_seed
from ..errors import IllegalActionError, InvalidValueError, shown
from ..games import spec_of
from ..integrations.encoding import id_to_action
from ..rules import Rules
from ..seats import check_seat
from ..state import GameState, new_game
from . import _kernel
from ._tables import Tables, tables_for

__all__ = ["MOST_HANDS", "Batch"]

_DECK = deck()
_MOST_STEPS = 64
"""Room for each hand's actions: more than any hand of the family takes."""
MOST_HANDS = 100_000_000
"""The most hands a batch holds (some 23 GB)."""
_MOST_FIRST = 2**62
"""The largest number of a batch's first deal."""


class _Log:
    """The actions applied to a batch's hands, a row per hand, shared by a
    batch and the batch stepped from it.

    A batch reads its row only up to its hand's length, and a step writes
    only past it, so the newest batch steps without copying the log; a
    batch stepped a second time, no longer the newest, copies it first.
    """

    __slots__ = ("actions", "newest")

    def __init__(self, actions: np.ndarray, newest: object) -> None:
        self.actions = actions
        self.newest = newest

    def passed_on(self, old: object, new: object) -> _Log:
        """The log of the batch ``new``, stepped from ``old``."""
        if self.newest is old:
            self.newest = new
            return self
        return _Log(self.actions.copy(), new)


def _keys(seed: int) -> tuple[int, int]:
    """Two 32-bit keys from a seed of any size."""
    digest = hashlib.blake2b(str(seed).encode(), digest_size=8).digest()
    return int.from_bytes(digest[:4], "little"), int.from_bytes(digest[4:], "little")


class Batch:
    """``size`` hands of one game, played in step; never changed in place
    (:meth:`step` and :meth:`play_out` return a new batch).

    Build one with :meth:`deal`.

    Attributes:
        rules: the rules of every hand.
        seed: the seed the hands were dealt from.
        size: the number of hands.
        first: the number of the first hand's deal (hand ``i`` is deal
            ``first + i`` of the seed).
    """

    __slots__ = (
        "_aside", "_dealer", "_dealt", "_log", "_rows", "_tables", "_token",
        "first", "rules", "seed", "size",
    )  # fmt: skip

    rules: Rules
    seed: int
    size: int
    first: int
    _tables: Tables
    _rows: np.ndarray
    _log: _Log
    _token: object
    _dealt: np.ndarray
    _aside: np.ndarray
    _dealer: int

    def __init__(self) -> None:
        raise InvalidValueError("a Batch is made by Batch.deal(rules, size, seed)")

    @classmethod
    def deal(
        cls,
        rules: Rules | None = None,
        size: int = 1,
        seed: int = 0,
        *,
        dealer: int | None = 0,
        first: int = 0,
    ) -> Batch:
        """Deal ``size`` hands of ``rules``: hand ``i`` is deal number
        ``first + i`` of ``seed``, the same whatever the batch's size.

        ``dealer`` deals every hand; ``None`` draws a dealer for each hand.

        >>> import hasenpfeffer as hp
        >>> a = Batch.deal(hp.Rules(game=hp.Game.EUCHRE), size=3, seed=5)
        >>> b = Batch.deal(hp.Rules(game=hp.Game.EUCHRE), size=1, seed=5, first=2)
        >>> a.state(2).hands == b.state(0).hands
        True

        Raises:
            InvalidValueError: a size outside 1 to :data:`MOST_HANDS`, a
                seed that is not a whole number, or a dealer that is not a
                seat of the game.
        """
        rules = Rules() if rules is None else rules
        check_instance(rules, Rules, "rules", "a Rules value")
        check_whole(size, "size", 1, MOST_HANDS)
        seed = check_seed(seed)
        check_whole(first, "first", 0, _MOST_FIRST)
        tables = tables_for(rules)
        if dealer is not None:
            check_seat(dealer, "dealer", tables.players)
        batch = object.__new__(cls)
        batch._tables = tables
        batch.rules = rules
        batch.seed = seed
        batch.size = size
        batch.first = first
        batch._rows = np.zeros((size, _kernel.FIELDS), np.int32)
        batch._token = object()
        batch._log = _Log(np.zeros((size, _MOST_STEPS), np.int16), batch._token)
        batch._aside = np.zeros(size, np.int32)
        key0, key1 = _keys(seed)
        batch._dealer = -1 if dealer is None else dealer
        _kernel.deal_rows(
            batch._rows, batch._aside, key0, key1, first,
            batch._dealer, tables.deck, tables.hand_size,
            tables.roots, tables.tree, tables.game, np.arange(size),
        )  # fmt: skip
        batch._dealt = batch._rows[:, _kernel.HAND : _kernel.HAND + 4].copy()
        return batch

    def _copy(self) -> Batch:
        batch = object.__new__(Batch)
        batch._tables = self._tables
        batch.rules = self.rules
        batch.seed = self.seed
        batch.size = self.size
        batch.first = self.first
        batch._dealer = self._dealer
        batch._aside = self._aside
        batch._dealt = self._dealt
        batch._rows = self._rows.copy()
        batch._token = object()
        batch._log = self._log.passed_on(self._token, batch._token)
        return batch

    @property
    def to_act(self) -> np.ndarray:
        """The seat to act in each hand, ``-1`` where the hand is over."""
        return self._rows[:, _kernel.TO_ACT].astype(np.int64)

    @property
    def done(self) -> np.ndarray:
        """Whether each hand is over."""
        return self._rows[:, _kernel.TO_ACT] < 0

    @property
    def score_change(self) -> np.ndarray:
        """Each side's score for each hand (all 0 until the hand is over,
        and for a hand thrown in), shape ``(size, sides)``."""
        sides = self._tables.sides
        return self._rows[:, _kernel.CHANGE : _kernel.CHANGE + sides].astype(np.int64)

    @property
    def nbytes(self) -> int:
        """The bytes the batch's arrays take (a batch stepped from another
        shares its log of actions with it).

        >>> Batch.deal(size=1_000).nbytes // 1_000
        232
        """
        return (
            self._rows.nbytes + self._log.actions.nbytes + self._dealt.nbytes
            + self._aside.nbytes
        )  # fmt: skip

    def legal_mask(self) -> np.ndarray:
        """Which action ids are legal in each hand, shape ``(size,
        num_actions)``; a finished hand's row is all ``False``."""
        tables = self._tables
        out = np.zeros((self.size, tables.num_actions), np.bool_)
        _kernel.legal_masks(self._rows, *tables.rule_arrays(), out)
        return out

    def step(self, actions: Any) -> Batch:
        """The batch after each hand's player takes ``actions[i]`` (an action
        id; ignored where the hand is over).

        Raises:
            IllegalActionError: an action is not legal in its hand; the
                message names the hand and the rule, as
                :meth:`GameState.apply <hasenpfeffer.state.GameState.apply>`
                does.
            InvalidValueError: ``actions`` is not one whole number per hand.
        """
        ids = np.asarray(actions)
        if ids.shape != (self.size,) or not np.issubdtype(ids.dtype, np.integer):
            raise InvalidValueError(
                f"actions must be {self.size} action ids, one per hand, not "
                f"{shown(actions)}"
            )
        batch = self._copy()
        failed = _kernel.step_rows(
            batch._rows,
            batch._log.actions,
            ids.astype(np.int64),
            *self._tables.rule_arrays(),
        )
        if failed >= 0:
            self._refuse(failed, int(ids[failed]))
        return batch

    def _refuse(self, index: int, action_id: int) -> None:
        """Raise the engine's own refusal of ``action_id`` in hand ``index``."""
        state = self.state(index)
        try:
            action = id_to_action(action_id, self.rules.game)
        except InvalidValueError as error:
            raise InvalidValueError(f"hand {index}: {error}") from None
        try:
            state.apply(action)
        except IllegalActionError as error:
            raise IllegalActionError(
                f"hand {index}: {error.reason}",
                action=error.action,
                seat=error.seat,
                phase=error.phase,
                rule=error.rule,
                parameters=error.parameters,
            ) from None
        raise AssertionError(
            f"hand {index}: the kernel refused {action}"
        )  # pragma: no cover

    def play_out(self, policy: str = "random", seed: int = 0) -> Batch:
        """The batch with every hand played to its end, inside the kernel.

        ``policy`` is ``"random"``: each decision drawn uniformly among the
        legal ones, from ``seed`` and the hand's own numbers.

        Raises:
            InvalidValueError: an unknown policy.
        """
        if policy != "random":
            raise InvalidValueError(f"policy must be 'random', not {shown(policy)}")
        seed = check_seed(seed)
        batch = self._copy()
        key0, key1 = _keys(seed)
        _kernel.play_out(
            batch._rows, batch._log.actions, key0, key1, self.first,
            *self._tables.rule_arrays(),
        )  # fmt: skip
        return batch

    def observation(self, seat: int) -> np.ndarray:
        """What ``seat`` sees of each hand, shape ``(size, n)``: the
        PettingZoo environment's observation vector
        (:func:`~hasenpfeffer.integrations.encoding.observation_vector` of
        the seat's view), which holds no card the seat may not see.

        The vectors are worked out hand by hand from :meth:`state`, in
        Python: for checks, small batches and the odd look, not for the
        inner loop of a training run.

        >>> import hasenpfeffer as hp
        >>> Batch.deal(hp.Rules(), size=2, seed=3).observation(0).shape
        (2, 382)

        Raises:
            InvalidValueError: ``seat`` is not a seat of the game.
        """
        from ..integrations.encoding import observation_vector

        seat = check_seat(seat, "seat", self._tables.players)
        return np.array(
            [observation_vector(self.state(i).view(seat)) for i in range(self.size)],
            np.float32,
        )

    def redeal(self, hands: Any = None) -> Batch:
        """The batch with every finished hand (or those of ``hands``, a
        boolean mask or indices of finished hands) replaced by the next deal
        of its row, as a vector environment resets the episodes that end;
        the other hands go on.

        >>> import hasenpfeffer as hp
        >>> batch = Batch.deal(hp.Rules(), size=3, seed=2).play_out()
        >>> again = batch.redeal()
        >>> bool(again.done.any()), again.state(0).hands == batch.state(0).hands
        (False, False)
        >>> batch.redeal([False, True, False]).done.tolist()
        [True, False, True]

        Raises:
            InvalidValueError: ``hands`` names a hand not over, or no hand
                of the batch.
        """
        finished = np.flatnonzero(self.done) if hands is None else self._rows_of(hands)
        batch = self._copy()
        if not finished.size:
            return batch
        tables = self._tables
        batch._rows[finished, _kernel.EPISODE] += 1
        batch._aside = self._aside.copy()
        batch._token = object()
        batch._log = _Log(self._log.actions.copy(), batch._token)
        key0, key1 = _keys(self.seed)
        _kernel.deal_rows(
            batch._rows, batch._aside, key0, key1, self.first, self._dealer,
            tables.deck, tables.hand_size, tables.roots, tables.tree, tables.game,
            finished,
        )  # fmt: skip
        batch._dealt = self._dealt.copy()
        hands = batch._rows[finished, _kernel.HAND : _kernel.HAND + 4]
        batch._dealt[finished] = hands
        return batch

    def _rows_of(self, hands: Any) -> np.ndarray:
        """The indices of the finished hands that ``hands`` names."""
        chosen = np.asarray(hands)
        if chosen.dtype == np.bool_ and chosen.shape == (self.size,):
            rows = np.flatnonzero(chosen)
        elif chosen.ndim == 1 and np.issubdtype(chosen.dtype, np.integer):
            rows = chosen
        elif chosen.ndim == 1 and chosen.size == 0:
            rows = np.zeros(0, np.int64)
        else:
            raise InvalidValueError(
                f"hands must be {self.size} booleans or indices of hands, not "
                f"{shown(hands)}"
            )
        if ((rows < 0) | (rows >= self.size)).any():
            raise InvalidValueError(f"hands names a hand not in a batch of {self.size}")
        if not self.done[rows].all():
            raise InvalidValueError("hands names a hand not over: only those redeal")
        return np.unique(rows.astype(np.int64))

    def state(self, index: int) -> GameState:
        """Hand ``index`` as a :class:`~hasenpfeffer.state.GameState`: the
        deal, then every action the batch has applied to it.

        Raises:
            InvalidValueError: no hand of that index.
        """
        if isinstance(index, bool) or not isinstance(index, (int, np.integer)):
            raise InvalidValueError(f"index must be a whole number, not {shown(index)}")
        if not -self.size <= index < self.size:
            raise InvalidValueError(f"no hand {shown(index)} in a batch of {self.size}")
        i = int(index) % self.size
        cards = [_DECK[card] for card in self._tables.deck.tolist()]
        dealt = self._dealt[i].tolist()
        hands = [
            [card for card in cards if dealt[seat] >> card.index & 1]
            for seat in range(self._tables.players)
        ]
        aside = [card for card in cards if int(self._aside[i]) >> card.index & 1]
        widow = kitty = None
        if spec_of(self.rules).widow and aside:
            (widow,) = aside
        elif aside:
            upcard = _DECK[int(self._rows[i, _kernel.UP])]
            kitty = [upcard, *(card for card in aside if card != upcard)]
        dealer = int(self._rows[i, _kernel.DEALER])
        state = new_game(self.rules, dealer=dealer, seed=0).deal(
            hands=hands, widow=widow, kitty=kitty
        )
        actions = self._log.actions[i, : self._rows[i, _kernel.LENGTH]].tolist()
        for action_id in actions:
            state = state.apply(id_to_action(action_id, self.rules.game))
        return state

"""A table of the server: one game, the seats that people play, and what
each seat is sent.

A :class:`Table` holds its game in a :class:`~hasenpfeffer._referee.Referee`
and changes it only through the referee's requests (``act`` and ``deal``),
so the browser table refuses exactly what the referee refuses, with the
same messages.  What leaves a table for a seat is built from that seat's
:class:`~hasenpfeffer.views.PlayerView` alone (:meth:`Table.update`), and
a game's record is given out only up to the last hand that is over
(:meth:`Table.public_record`).  Nothing here does input or output: the
application (``_app``) moves the messages and the store (``_store``) keeps
the tables.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
import time
from typing import Any

import attrs

from .. import svg
from .._referee import Referee
from ..bots import HeuristicBot
from ..games import spec_of
from ..phases import Phase
from ..records import GameRecord
from ..records._json import rules_to_dict
from ..records._limits import MAX_DEALS
from ..rules import Rules
from ..state import GameState, new_game
from ..views import PlayerView

__all__ = ["Table", "TableError", "hash_key"]


class TableError(Exception):
    """A message from a client that the table does not carry out: a code
    (as in the referee's errors) and a message for the person."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def public_record_of(state: GameState) -> GameRecord:
    """The record of ``state``'s game up to the last hand over: what may
    be given out while a hand is in play."""
    record = state.to_record()
    if state.phase is Phase.DEAL or state.winner is not None:
        return record
    return attrs.evolve(
        record, deals=record.deals[:-1], actions=record.actions[: state.hand_start]
    )


def replayed(state: GameState, moves: list[dict[str, Any]]) -> GameState:
    """``state`` after ``moves``, as :attr:`Table.unsaved` lists them."""
    for move in moves:
        if "deal" in move:
            state = state.deal(seed=int(move["deal"]))
        else:
            state = state.apply(move["action"], move["seat"])
    return state


def hash_key(key: str) -> str:
    """What a table keeps of a seat's key: its SHA-256, so that the store
    holds nothing that lets anyone take a seat."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


class Table:
    """One game at the server, its people's seats and the bots in the rest.

    >>> table = Table.new("t1", Rules(), people=(0,), seed=5, dealer=0)
    >>> table.claim(0, table.new_keys[0])
    >>> table.waiting_on(), table.is_bot(0), table.is_bot(1)
    (0, False, True)
    >>> table.request(0, {"type": "deal"})
    >>> table.state.phase
    Phase.BIDDING

    Args:
        table_id: the table's id, also the game's id at its referee.
        state: the game.
        people: the seats that people play; bots play the others.
        key_hashes: the hash of the key of each seat that people play.
        public_record: the record of the game up to the last hand over.
        created: when the table was made, in seconds since the epoch.
    """

    def __init__(
        self,
        table_id: str,
        state: GameState,
        people: tuple[int, ...],
        key_hashes: dict[int, str],
        public_record: GameRecord,
        created: float,
        *,
        updated: float | None = None,
        deal_seeds: random.Random | None = None,
    ) -> None:
        self.id = table_id
        self.people = people
        self.key_hashes = key_hashes
        self.new_keys: dict[int, str] = {}
        self.public_record = public_record
        self.created = created
        self.updated = created if updated is None else updated
        self._deal_seeds = deal_seeds
        self.unsaved: list[dict[str, Any]] = []
        """The moves made since the table was last saved, as the store
        keeps them: ``{"deal": seed}`` or ``{"seat": s, "action": a}``."""
        self._referee = Referee(max_games=1)
        self._referee.games[table_id] = state
        self._bot = HeuristicBot()

    @classmethod
    def new(
        cls,
        table_id: str,
        rules: Rules,
        people: tuple[int, ...],
        *,
        seed: int | None = None,
        dealer: int | None = None,
    ) -> Table:
        """A table with a new game under ``rules``, not yet dealt (the first
        dealer drawn from the seed unless given), and a secret key for each
        seat that people play, in :attr:`new_keys` (the table keeps only
        their hashes).

        The game's seed is in its record, which anyone may download, so
        the hands are not dealt from it: each deal takes a seed of its own,
        secret (:func:`secrets.randbits`), or with ``seed`` given drawn in
        turn from a generator seeded with it, for repeatable tables in
        tests and demonstrations.
        """
        state = new_game(rules, seed=seed, dealer=dealer)
        deal_seeds = None if seed is None else random.Random(seed)
        keys = {seat: secrets.token_urlsafe(12) for seat in people}
        table = cls(
            table_id,
            state,
            people,
            {seat: hash_key(key) for seat, key in keys.items()},
            state.to_record(),
            time.time(),
            deal_seeds=deal_seeds,
        )
        table.new_keys = keys
        return table

    @property
    def state(self) -> GameState:
        """The game as it stands."""
        return self._referee.games[self.id]

    @property
    def players(self) -> int:
        """The seats at the table."""
        return spec_of(self.state.rules).players

    @property
    def finished(self) -> bool:
        """Whether the game has a winner."""
        return self.state.winner is not None

    def is_bot(self, seat: int) -> bool:
        """Whether a bot plays ``seat``."""
        return seat not in self.people

    def claim(self, seat: object, key: object) -> None:
        """Seat a person at ``seat``, who shows its key (from the seat's
        link): the key lets them in as often as they come, from any number
        of tabs.

        Raises:
            TableError: ``seat`` is not a seat that people play here, or
                ``key`` is not its key.
        """
        if (
            not isinstance(seat, int)
            or isinstance(seat, bool)
            or seat not in range(self.players)
        ):
            raise TableError(
                "not_a_seat",
                f"a seat is a whole number from 0 to {self.players - 1}, not {seat!r}"[
                    :120
                ],
            )
        if self.is_bot(seat):
            raise TableError(
                "not_a_seat", f"a bot plays seat {seat} at this table: take a free seat"
            )
        if not isinstance(key, str) or not hmac.compare_digest(
            self.key_hashes[seat], hash_key(key)
        ):
            raise TableError(
                "wrong_key",
                f"that is not the key of seat {seat}: open the seat's own link",
            )

    def waiting_on(self) -> int | None:
        """The seat the game waits for: the seat to act, or between hands
        the dealer, who deals; ``None`` once the game is won, or has dealt
        :data:`LIMITS.deals <hasenpfeffer.records.LIMITS>` hands and ended there."""
        state = self.state
        if state.winner is not None:
            return None
        if state.phase is Phase.DEAL:
            return None if state.hand_number >= MAX_DEALS else state.dealer
        return state.to_act

    def request(self, seat: int, message: dict[str, Any]) -> None:
        """Carry out ``message`` from the person at ``seat``: ``act`` (a
        referee ``act`` request, whose ``seat`` may be left out) or
        ``deal`` (by the dealer, between hands).

        Raises:
            TableError: the message is not a move of this seat, or the
                referee refuses it; the game is unchanged.
        """
        kind = message.get("type")
        if message.get("seat", seat) != seat:
            raise TableError(
                "not_your_seat",
                f"you play seat {seat} at this table, not seat {message.get('seat')!r}"[
                    :120
                ],
            )
        if kind == "act":
            extra = sorted(set(message) - {"type", "seat", "action"})
            if extra:
                raise TableError(
                    "unknown_field", f"a move has no field {extra[0]!r}"[:120]
                )
            if "action" not in message:
                raise TableError("missing_field", 'a move needs an "action"')
            self._ask(
                {
                    "type": "act",
                    "game": self.id,
                    "seat": seat,
                    "action": message["action"],
                }
            )
        elif kind == "deal":
            if set(message) - {"type", "seat"}:
                raise TableError("unknown_field", "a deal has only a type and a seat")
            dealer = self.waiting_on()
            if self.state.phase is not Phase.DEAL or self.state.winner is not None:
                raise TableError("illegal_action", "there is nothing to deal now")
            if dealer is not None and dealer != seat:
                raise TableError(
                    "illegal_action", f"seat {dealer} deals this hand, not seat {seat}"
                )
            self._deal()  # at the limit of deals, the referee says so
        else:
            raise TableError(
                "unknown_type",
                f"unknown message type {kind!r} (the types are join, act and deal)"[
                    :160
                ],
            )

    def bot_move(self) -> bool:
        """Make the move of the bot the game waits for, if a bot it is;
        whether a move was made."""
        seat = self.waiting_on()
        if seat is None or not self.is_bot(seat):
            return False
        if self.state.phase is Phase.DEAL:
            self._deal()
        else:
            action = self._bot.choose(self.state.view(seat))
            self._ask(
                {"type": "act", "game": self.id, "seat": seat, "action": str(action)}
            )
        return True

    def update(self, seat: int, present: tuple[bool, ...]) -> dict[str, Any]:
        """The message that shows the table to the person at ``seat``: that
        seat's view (as data, the same as the referee's ``view`` answer) and its
        picture, and who plays each seat; ``present`` says which seats
        have a person connected now."""
        view = PlayerView.of(self.state, seat)
        return {
            "type": "update",
            "table": self.id,
            "seat": seat,
            "waiting_on": self.waiting_on(),
            "view": view.to_dict(),
            "picture": svg.table(view),
            "seats": [
                {
                    "seat": other,
                    "player": "bot" if self.is_bot(other) else "person",
                    "present": present[other],
                }
                for other in range(self.players)
            ],
        }

    def summary(self) -> dict[str, Any]:
        """What the list of tables shows of this one: nothing hidden."""
        state = self.state
        return {
            "table": self.id,
            "game": state.rules.game.value,
            "rules": rules_to_dict(state.rules),
            "people": list(self.people),
            "players": self.players,
            "hand_number": state.hand_number,
            "scores": list(state.scores),
            "winner": state.winner,
            "finished": self.finished,
            "created": self.created,
            "updated": self.updated,
        }

    def _deal(self) -> None:
        if self._deal_seeds is None:
            seed = secrets.randbits(64)
        else:
            seed = self._deal_seeds.getrandbits(64)
        self._ask({"type": "deal", "game": self.id, "seed": str(seed)})

    def _ask(self, request: dict[str, Any]) -> None:
        answer = self._referee.handle(request)
        if answer["type"] == "error":
            raise TableError(answer["code"], answer["message"])
        self.updated = time.time()
        state = self.state
        if request["type"] == "deal":
            self.unsaved.append({"deal": request["seed"]})
        else:
            seat, action = state.history[-1]
            self.unsaved.append({"seat": seat, "action": str(action)})
        if state.phase is Phase.DEAL or state.winner is not None:
            self.public_record = state.to_record()

"""The games of a simulation, one at a time: who sits where, the game
played out between the bots, and how it went, told by the simulation's
sides.

>>> from hasenpfeffer.simulation import SimulationConfig
>>> config = SimulationConfig(games=2, seed=3)
>>> seats_of(config, 0), seats_of(config, 1)
((0, 1, 0, 1), (1, 0, 1, 0))
"""

from __future__ import annotations

import os

from .._checks import check_instance, check_whole
from ..bots._base import play_match
from ..bots._specs import is_bot_spec
from ..errors import HasenpfefferError
from ..games import spec_of
from ..records._files import write_record_file
from ..state import GameState, new_game
from ._bots import make_bot
from ._config import SimulationConfig, game_seed
from ._guard import BotError, GuardedBot, Seat, Table
from ._outcomes import GameOutcome, HandOutcome
from ._tally import THREE_TRICKS
from ._workers import stop_requested

__all__ = ["play_games", "play_one", "record_file_name", "seats_of"]


def play_one(config: SimulationConfig, index: int) -> GameOutcome:
    """Play game ``index`` of ``config`` (its seed is ``config.seed +
    index``, or in a duplicate match its board's): the work of one process.

    >>> config = SimulationConfig(games=2, seed=3)
    >>> play_one(config, 1).swapped, play_one(config, 1) == play_one(config, 1)
    (True, True)

    Raises:
        InvalidValueError: ``config`` is not a :class:`SimulationConfig`, or
            ``index`` not one of its games (0 to ``config.games - 1``).
    """
    check_instance(config, SimulationConfig, "config", "a SimulationConfig")
    check_whole(index, "index", 0, config.games - 1)
    return _outcome(config, index, _play(config, index))


def seats_of(config: SimulationConfig, index: int) -> tuple[int, ...]:
    """For each seat of game ``index``, the simulation's side whose bot sits
    there: the team, or in Three-Handed Euchre the player.  The sides move
    on by one every game (unless told not to): the teams swap seats, the
    players each move one seat to the left."""
    shape = spec_of(config.rules)
    moved = index % shape.sides if config.swap_seats else 0
    return tuple(
        (shape.side_of(seat) - moved) % shape.sides for seat in range(shape.players)
    )


def _play(config: SimulationConfig, index: int) -> GameState:
    """The last position of game ``index`` of ``config``."""
    seed = game_seed(config, index)
    shape = spec_of(config.rules)
    noun = "team" if shape.sides < shape.players else "player"
    table = Table()
    bots = []
    for seat, side in enumerate(seats_of(config, index)):
        name = config.team1 if side else config.team0
        bot = make_bot(name, f"{seed}/{seat}", config.samples)
        sitting = Seat(name, f"{noun} {side}", index, seed, is_bot_spec(name))
        bots.append(GuardedBot(bot, sitting, table))
    try:
        return play_match(new_game(config.rules, seed=seed), bots, config.max_hands)
    except BotError:
        raise
    except HasenpfefferError as error:
        raise table.refused(error) from None


def _outcome(config: SimulationConfig, index: int, final: GameState) -> GameOutcome:
    """How game ``index`` of ``config``, ending in ``final``, went."""
    shape = spec_of(config.rules)
    seed = game_seed(config, index)
    seats = seats_of(config, index)
    # The game's own sides (teams, or seats at a table of three) in the
    # simulation's numbering.
    ours = [0] * shape.sides
    for seat, side in enumerate(seats):
        ours[shape.side_of(seat)] = side

    def by_side(values: tuple[int, ...]) -> tuple[int, ...]:
        told = [0] * shape.sides
        for side, value in enumerate(values):
            told[ours[side]] = value
        return tuple(told)

    hands = []
    for result in final.hand_results:
        if result.maker is None:
            hands.append(HandOutcome(None, None, None, (0,) * shape.sides))
            continue
        makers = shape.side_of(result.maker)
        needed = 3 if result.contract is None else result.contract.tricks
        hands.append(
            HandOutcome(
                maker_team=ours[makers],
                contract=THREE_TRICKS
                if result.contract is None
                else str(result.contract),
                made=result.tricks_won[makers] >= needed,
                points=by_side(result.score_change),
            )
        )
    winner = None if final.winner is None else ours[final.winner]
    swapped = any(side != shape.side_of(seat) for seat, side in enumerate(seats))
    board = index // shape.sides if config.duplicate else None
    return GameOutcome(
        index, seed, swapped, winner, by_side(final.scores), tuple(hands), seats, board
    )


def record_file_name(config: SimulationConfig, index: int) -> str:
    """The name of the file that :func:`simulate` writes game ``index``'s
    record to: ``game-`` and the index, padded with zeros to as many digits
    as the last game's index, then ``.json``.

    >>> record_file_name(SimulationConfig(games=1000), 42)
    'game-042.json'
    """
    width = len(str(config.games - 1))
    return f"game-{index:0{width}d}.json"


def play_games(
    config: SimulationConfig, records: str | None, indices: range
) -> list[GameOutcome]:
    """Play the games ``indices`` of ``config`` (the work of one call in a
    worker), writing each record into the directory ``records`` if given.
    Returns early when the worker is asked to stop."""
    outcomes: list[GameOutcome] = []
    for index in indices:
        if stop_requested():
            break
        try:
            final = _play(config, index)
        except BotError as error:
            error.outcomes = tuple(outcomes)
            raise
        if records is not None:
            path = os.path.join(records, record_file_name(config, index))
            write_record_file(final.to_record(), path)
        outcomes.append(_outcome(config, index, final))
    return outcomes

"""How a simulated game ended, and each of its hands, told by the
simulation's sides (the teams, or the players of Three-Handed Euchre)
rather than by seat.

>>> hand = HandOutcome(maker_team=1, contract="bid 4", made=True, points=(0, 4))
>>> GameOutcome(0, 5, False, None, (0, 4), (hand,)).seats
(0, 1, 0, 1)
"""

from __future__ import annotations

import attrs

__all__ = ["GameOutcome", "HandOutcome"]


@attrs.frozen
class HandOutcome:
    """How one hand of a simulated game ended, told by bot team (team 0 is
    ``SimulationConfig.team0`` whichever seats it sat at), or in
    Three-Handed Euchre by player (player 0 is ``SimulationConfig.team0``'s
    bot, whichever seat it sat at).

    >>> HandOutcome(maker_team=None, contract=None, made=None, points=(0, 0))
    HandOutcome(maker_team=None, contract=None, made=None, points=(0, 0))

    Attributes:
        maker_team: the team (or player) that won the auction, ``None`` if
            thrown in.
        contract: the winning bid in notation (``"bid 3"``, ``"big pepper"``),
            or ``"three tricks"`` in the Euchres.
        made: whether the makers made it.
        points: the score change of team 0 and team 1 (of players 0, 1
            and 2).
    """

    maker_team: int | None
    contract: str | None
    made: bool | None
    points: tuple[int, ...]


@attrs.frozen
class GameOutcome:
    """How one simulated game ended, told by bot team (by player in
    Three-Handed Euchre).

    >>> from hasenpfeffer.simulation import SimulationConfig, simulate
    >>> (outcome,) = simulate(SimulationConfig(games=1, seed=3)).outcomes
    >>> outcome.seed, outcome.swapped, outcome.winner, outcome.seats
    (3, False, 0, (0, 1, 0, 1))

    Attributes:
        index: the game's number, from 0.
        seed: the game's seed.
        swapped: whether team 0 sat at seats 1 and 3 (in Three-Handed
            Euchre, whether the players sat elsewhere than player ``p`` at
            seat ``p``).
        winner: the team (or player) that won, ``None`` if unfinished.
        scores: the final score of team 0 and team 1 (of players 0, 1
            and 2).
        hands: every hand, in order.
        seats: for each seat, the team (or player) that sat there; by
            default, the four seats as ``swapped`` says.
        board: in a duplicate match, the board the game belongs to (its
            games are dealt the same cards); ``None`` otherwise.
    """

    index: int
    seed: int
    swapped: bool
    winner: int | None
    scores: tuple[int, ...]
    hands: tuple[HandOutcome, ...]
    seats: tuple[int, ...] = attrs.field()
    board: int | None = None

    @seats.default
    def _four_seats(self) -> tuple[int, ...]:
        return tuple((seat + self.swapped) % 2 for seat in range(4))

"""What each player is paid at the end, for the OpenSpiel game's returns
and the PettingZoo environment's rewards.

A side's points (a team's in the partnership games, a player's own in
Three-Handed Euchre) go to every seat of that side.  Zero-sum payments
take from each side's points the average of the other sides' points: with
two teams that is a team's points less the other team's, and with three
players a player's points less half the other two's, so the payments
always add up to nothing.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.integrations._game_shape import game_shape
>>> euchre = game_shape(hp.Game.EUCHRE)
>>> seat_payments(euchre, (2, 0)), seat_payments(euchre, (2, 0), zero_sum=True)
([2.0, 0.0, 2.0, 0.0], [2.0, -2.0, 2.0, -2.0])
>>> three = game_shape(hp.Game.THREE_HANDED_EUCHRE)
>>> seat_payments(three, (2, 2, 0)), seat_payments(three, (2, 2, 0), zero_sum=True)
([2.0, 2.0, 0.0], [1.0, 1.0, -2.0])
"""

from __future__ import annotations

from collections.abc import Sequence

from ._game_shape import GameShape

__all__ = ["seat_payments"]


def seat_payments(
    shape: GameShape, points: Sequence[int], *, zero_sum: bool = False
) -> list[float]:
    """Each seat's payment, seat by seat, from each side's ``points`` (as
    many as ``shape.sides``): the side's points, or with ``zero_sum`` the
    side's points less the average of the other sides'."""
    if zero_sum:
        total, others = sum(points), len(points) - 1
        paid = [side - (total - side) / others for side in points]
    else:
        paid = [float(side) for side in points]
    return [paid[shape.side_of(seat)] for seat in range(shape.players)]

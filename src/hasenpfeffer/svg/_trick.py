"""Where the cards of a trick lie: each in front of the seat that played it.

The seat at the bottom of the picture is chosen; the others follow
clockwise: at a table of four the next seat is on the left, then the top,
then the right; at a table of three on the left, then the right.  Each card
carries a badge with its place in the order of play (1 is the lead), and
the winner's card is ringed.

>>> slot_of(3, bottom=1, players=4), slot_of(0, bottom=1, players=3)
(2, 2)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, Suit
from ._draw import CARD_HEIGHT, CARD_WIDTH, card_face, card_name

__all__ = ["TRICK_HEIGHT", "TRICK_WIDTH", "card_centre", "slot_of", "trick_cards"]

_OFFSETS = {
    4: ((0.0, 48.0), (-68.0, 0.0), (0.0, -48.0), (68.0, 0.0)),
    3: ((0.0, 44.0), (-68.0, -20.0), (68.0, -20.0)),
}
"""The middle of each seat's card from the middle of the trick, by slot:
bottom, then clockwise."""
TRICK_WIDTH = 2 * 68 + CARD_WIDTH
TRICK_HEIGHT = 2 * 48 + CARD_HEIGHT


def slot_of(seat: int, bottom: int, players: int) -> int:
    """The place of ``seat`` round the picture: 0 at the bottom, then
    clockwise."""
    return (seat - bottom) % players


def card_centre(
    seat: int, centre: tuple[float, float], bottom: int, players: int
) -> tuple[float, float]:
    """The middle of the card that ``seat`` plays to a trick drawn round
    ``centre``."""
    dx, dy = _OFFSETS[players][slot_of(seat, bottom, players)]
    return centre[0] + dx, centre[1] + dy


def trick_cards(
    plays: Sequence[tuple[int, Card]],
    centre: tuple[float, float],
    *,
    bottom: int,
    players: int,
    trump: Suit | None,
    winner: int | None,
    winning: str,
) -> list[str]:
    """The cards of a trick round ``centre``, in the order played.

    ``winner`` is the seat whose card is ringed, and ``winning`` the words
    its title ends with (such as ``wins the trick``).
    """
    drawn = []
    for order, (seat, card) in enumerate(plays):
        middle_x, middle_y = card_centre(seat, centre, bottom, players)
        title = f"{card_name(card, trump)}, played by seat {seat}"
        if order == 0:
            title += ", led"
        if seat == winner:
            title += f", {winning}"
        drawn.append(
            card_face(
                card,
                middle_x - CARD_WIDTH / 2,
                middle_y - CARD_HEIGHT / 2,
                title,
                ring=seat == winner,
                badge=str(order + 1),
            )
        )
    return drawn

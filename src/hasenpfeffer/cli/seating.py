"""The seats and sides of a game, named for the person at one seat.

A :class:`Seating` says "you" for the person's seat, names the person's
side first, and tells the numbers of each side (a partnership, or a seat
where each plays for themselves) as the game's spec has them.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.games import spec_of
>>> seating = Seating(spec_of(hp.Game.HASENPFEFFER), you=1)
>>> seating.by_side("Score", (4, 7))
'Score: you and seat 3: 7; seats 0 and 2: 4.'
>>> Seating(spec_of(hp.Game.THREE_HANDED_EUCHRE), you=0).by_side("Score", (1, 2, 3))
'Score: you: 1; seat 1: 2; seat 2: 3.'
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from ..games import GameSpec


@attrs.frozen
class Seating:
    """The seats of the game ``spec`` describes, as the person at seat
    ``you`` hears them named."""

    spec: GameSpec
    you: int

    def who(self, seat: int) -> str:
        """``"you"`` or ``"seat 2"``."""
        return "you" if seat == self.you else f"seat {seat}"

    def against(self, maker: int) -> str:
        """Who a lone maker plays against: ``you and seat 2``, or
        ``seats 1 and 2`` when the person is the maker."""
        others = [seat for seat in self.spec.seats if seat not in (maker, self.you)]
        if self.you != maker:
            return " and ".join(["you", *(f"seat {seat}" for seat in others)])
        return f"seats {' and '.join(map(str, others))}"

    def by_seat(self, numbers: Sequence[int]) -> str:
        """A number for each seat, the person's first: ``you: 2; seat 1: 0``."""
        seats = [self.you, *(seat for seat in self.spec.seats if seat != self.you)]
        return "; ".join(f"{self.who(seat)}: {numbers[seat]}" for seat in seats)

    def side(self, side: int) -> str:
        """The seats of ``side`` in words: ``you and seat 2``, or ``seats 1
        and 3``.

        >>> import hasenpfeffer as hp
        >>> from hasenpfeffer.games import spec_of
        >>> Seating(spec_of(hp.Game.EUCHRE), you=0).side(1)
        'seats 1 and 3'
        """
        seats = [seat for seat in self.spec.seats if self.spec.side_of(seat) == side]
        if self.you in seats:
            others = (f"seat {seat}" for seat in seats if seat != self.you)
            return " and ".join(["you", *others])
        return f"seats {' and '.join(map(str, seats))}"

    @property
    def sides(self) -> list[int]:
        """The sides, the person's first."""
        mine = self.spec.side_of(self.you)
        return [mine, *(side for side in range(self.spec.sides) if side != mine)]

    def by_side(self, label: str, numbers: Sequence[int]) -> str:
        """``numbers`` (one a side: a partnership, or a seat where each plays
        for themselves) said after ``label``, the person's own first."""
        if not self.spec.partnerships:
            return f"{label}: {self.by_seat(numbers)}."
        told = "; ".join(f"{self.side(side)}: {numbers[side]}" for side in self.sides)
        return f"{label}: {told}."

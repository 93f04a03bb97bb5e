"""Who plays with whom in the hand being played: the bots' notion of a
side.

At a table of four the sides are the partnerships.  In Three-Handed Euchre
each player scores for themselves, but within one hand the maker plays
alone and the two others defend together, so for the play of that hand the
two defenders are partners.

>>> import hasenpfeffer as hp
>>> three = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE)
>>> state = hp.new_game(three, seed=1, dealer=0).deal()
>>> state = state.name_trump(state.upcard.suit).discard("TC")
>>> view = state.view(2)
>>> view.maker, [plays_for_maker(view, seat) for seat in range(3)]
(1, [False, True, False])
>>> allies(view, 2), allies(view, 1)
((0,), ())
"""

from __future__ import annotations

from .._games import SHAPES
from ..views import PlayerView

__all__ = ["allies", "plays_for_maker"]


def plays_for_maker(view: PlayerView, seat: int) -> bool:
    """Whether ``seat`` plays for the maker's side in ``view``'s hand: the
    maker's partnership at a table of four, the maker alone at a table of
    three."""
    assert view.maker is not None
    shape = SHAPES[view.rules.game]
    return shape.side_of(seat) == shape.side_of(view.maker)


def allies(view: PlayerView, seat: int) -> tuple[int, ...]:
    """The other seats that play with ``seat`` in ``view``'s hand: its
    partner at a table of four (sitting out or not), the other defender in
    Three-Handed Euchre, nobody for the maker there."""
    players = SHAPES[view.rules.game].players
    side = plays_for_maker(view, seat)
    return tuple(
        other
        for other in range(players)
        if other != seat and plays_for_maker(view, other) == side
    )

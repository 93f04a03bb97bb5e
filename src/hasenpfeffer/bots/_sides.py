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

When the maker takes three tricks the maker scores 1 and the defenders
nothing: that is worth 1 to the maker and half of -1 to each defender.

>>> [hand_worth(view.rules, None, 3, 1, (1,), seat) for seat in range(3)]
[-0.5, 1.0, -0.5]

Between the counts of :func:`worth_steps` the makers' tricks do not
change that worth: here only three tricks (made) and five (march) count.

>>> worth_steps(view.rules, None, 1, (1,), 0)
(3, 5)
"""

from __future__ import annotations

import functools

from ..actions import Bid
from ..games import spec_of
from ..rules import Rules
from ..scoring import hand_score
from ..views import PlayerView

__all__ = ["allies", "hand_worth", "plays_for_maker", "worth_steps"]


def plays_for_maker(view: PlayerView, seat: int) -> bool:
    """Whether ``seat`` plays for the maker's side in ``view``'s hand: the
    maker's partnership at a table of four, the maker alone at a table of
    three."""
    assert view.maker is not None
    shape = spec_of(view.rules)
    return shape.side_of(seat) == shape.side_of(view.maker)


def allies(view: PlayerView, seat: int) -> tuple[int, ...]:
    """The other seats that play with ``seat`` in ``view``'s hand: its
    partner at a table of four (sitting out or not), the other defender in
    Three-Handed Euchre, nobody for the maker there."""
    players = spec_of(view.rules).players
    side = plays_for_maker(view, seat)
    return tuple(
        other
        for other in range(players)
        if other != seat and plays_for_maker(view, other) == side
    )


def hand_worth(
    rules: Rules,
    contract: Bid | None,
    makers_tricks: int,
    maker: int,
    lone_players: tuple[int, ...],
    seat: int,
) -> float:
    """What the hand is worth to ``seat``'s side when the makers end it
    with ``makers_tricks``, scored by :func:`~hasenpfeffer.scoring.hand_score`:
    the side's score less the other side's.  In Three-Handed Euchre, where
    each plays for themselves, it is the seat's score less the mean of the
    two others': all of the difference for the maker, who scores against
    both defenders, and half of it for a defender."""
    makers, defenders = hand_score(
        rules,
        contract,
        makers_tricks,
        maker_alone=bool(lone_players),
        defender_alone=len(lone_players) == 2,
    )
    shape = spec_of(rules)
    if not shape.partnerships:
        if seat == maker:
            return float(makers - defenders)
        return (defenders - makers) / (shape.players - 1)
    score = makers - defenders
    return float(score if shape.side_of(seat) == shape.side_of(maker) else -score)


@functools.lru_cache(maxsize=1024)
def worth_steps(
    rules: Rules,
    contract: Bid | None,
    maker: int,
    lone_players: tuple[int, ...],
    seat: int,
) -> tuple[int, ...]:
    """The makers' trick counts, from 1 up, at which :func:`hand_worth`
    steps up or down: what the hand is worth to ``seat``'s side is the
    same for every count from one step up to the next.  Kept for the
    contracts met last, as the search asks again for every deal."""
    worth = [
        hand_worth(rules, contract, tricks, maker, lone_players, seat)
        for tricks in range(spec_of(rules).hand_size + 1)
    ]
    return tuple(
        tricks for tricks in range(1, len(worth)) if worth[tricks - 1] != worth[tricks]
    )

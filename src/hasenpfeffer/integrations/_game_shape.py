"""The size of each game of the family, as the integrations need it.

The OpenSpiel game, the PettingZoo environment and the encoding size their
deal, their vectors and their bounds by the game played.  The numbers come
from the engine's own shape of each game (seats, cards, what lies aside);
this module adds what the integrations need besides: the order in which
the cards go out (one function of :mod:`hasenpfeffer.dealing` per game)
and the most calls its auction may hold.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.integrations._game_shape import game_shape
>>> euchre = game_shape(hp.Game.EUCHRE)
>>> euchre.players, len(euchre.cards), euchre.hand_size, euchre.most_held
(4, 24, 5, 6)
>>> [euchre.deal_seat(0, position) for position in (0, 12, 19, 20)]
[1, 1, 0, None]
>>> railroad = game_shape(hp.Game.RAILROAD_EUCHRE)
>>> len(railroad.cards), railroad.left_over, railroad.deal_seat(0, 24)
(25, 5, None)
>>> three = game_shape(hp.Game.THREE_HANDED_EUCHRE)
>>> three.players, three.sides, three.most_calls, three.left_over
(3, 3, 6, 9)
>>> [three.deal_seat(2, position) for position in (0, 3, 9, 14, 15)]
[0, 1, 0, 2, None]
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import NamedTuple

from ..auction import ORDER_UP_CALLS
from ..cards import Card, deck
from ..dealing import deal_seat, order_up_deal_seat
from ..errors import InvalidValueError, shown
from ..games import SPECS
from ..rules import Game

__all__ = ["GAMES", "GameShape", "game_shape"]

_THREE_PLAYERS = SPECS[Game.THREE_HANDED_EUCHRE].players


def _three_handed_deal_seat(dealer: int, position: int) -> int | None:
    """Who gets the card dealt at ``position`` of a deal among three: as
    in Euchre, three to each and then two, and the nine left over make
    the kitty."""
    return order_up_deal_seat(dealer, position, _THREE_PLAYERS)


_DEALING_ORDER: dict[Game, Callable[[int, int], int | None]] = {
    Game.HASENPFEFFER: deal_seat,
    Game.EUCHRE: order_up_deal_seat,
    Game.THREE_HANDED_EUCHRE: _three_handed_deal_seat,
    Game.RAILROAD_EUCHRE: order_up_deal_seat,
}
"""Who gets the card dealt at each position, by game (a seat, or ``None``
for a card left out of the hands)."""

GAMES: tuple[Game, ...] = tuple(_DEALING_ORDER)
"""The games the integrations play."""

_MOST_CALLS: dict[Game, int] = {
    # Seven rising bids of the pepper auction and three passes.
    Game.HASENPFEFFER: 10,
    Game.EUCHRE: ORDER_UP_CALLS,
    # Two rounds, a call from each player in each.
    Game.THREE_HANDED_EUCHRE: 2 * _THREE_PLAYERS,
    Game.RAILROAD_EUCHRE: ORDER_UP_CALLS,
}
"""The most calls an auction of each game can hold."""


class GameShape(NamedTuple):
    """The numbers of one game that the integrations size themselves by.

    Attributes:
        game: the game.
        players: the seats at the table.
        cards: the cards the game is played with, in deck order; each
            card's ``index`` is below ``len(cards)``.
        hand_size: the cards dealt to each player, which is also the
            tricks in a hand.
        most_held: the most cards a player can hold at once (the dealt
            hand and a card picked up, or given, before discarding).
        most_calls: the most calls the auction can hold.
        left_over: the cards dealt to nobody's hand: a widow of one card
            (Hasenpfeffer), or a kitty, the upcard first (the Euchres).
        kitty: whether the cards left over are a kitty (else a widow).
        deal_seat: who gets the card dealt at a position, given the dealer
            and the position (a seat, or ``None`` for a card left over).
        sides: the sides that score: 2 partnerships, or in Three-Handed
            Euchre each of the three players for themselves.
    """

    game: Game
    players: int
    cards: tuple[Card, ...]
    hand_size: int
    most_held: int
    most_calls: int
    left_over: int
    kitty: bool
    deal_seat: Callable[[int, int], int | None]
    sides: int

    @property
    def partnerships(self) -> bool:
        """Whether the game is played by two partnerships (so that a maker
        chooses whether to go alone), rather than each for themselves."""
        return self.sides == 2

    def side_of(self, seat: int) -> int:
        """The side ``seat`` scores for: its team, or the seat itself."""
        return seat % 2 if self.partnerships else seat


def game_shape(game: Game) -> GameShape:
    """The :class:`GameShape` of ``game``.

    Raises:
        InvalidValueError: the integrations do not play ``game``.
    """
    if not isinstance(game, Game) or game not in _DEALING_ORDER:
        names = " and ".join(repr(known) for known in GAMES)
        raise InvalidValueError(f"the integrations play {names}, not {shown(game)}")
    return _shape(game)


@functools.cache
def _shape(game: Game) -> GameShape:
    shape = SPECS[game]
    # A game's deck is the first cards of the full deck (the Joker last),
    # which the card numbering of the encoding relies on.
    return GameShape(
        game=game,
        players=shape.players,
        cards=deck()[: shape.deck_size],
        hand_size=shape.hand_size,
        most_held=shape.hand_size + 1,
        most_calls=_MOST_CALLS[game],
        left_over=shape.kitty_size,
        kitty=game is not Game.HASENPFEFFER,
        deal_seat=_DEALING_ORDER[game],
        sides=shape.sides,
    )

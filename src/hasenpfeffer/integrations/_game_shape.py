"""The size of each game of the family, as the integrations need it.

The OpenSpiel game, the PettingZoo environment and the encoding size their
deal, their vectors and their bounds by the game played.  Every number
comes from the game's :class:`~hasenpfeffer.games.GameSpec` (seats, cards,
what lies aside, the kind of auction) and its options; this module adds
what the integrations need besides: the order in which the cards go out,
one at a time, and the most calls its auction may hold.

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
>>> railroad.calls_for_best, euchre.calls_for_best
(True, False)
>>> three = game_shape(hp.Game.THREE_HANDED_EUCHRE)
>>> three.players, three.sides, three.most_calls, three.left_over
(3, 3, 6, 9)
>>> [three.deal_seat(2, position) for position in (0, 3, 9, 14, 15)]
[0, 1, 0, 2, None]
>>> bid = game_shape(hp.Game.BID_EUCHRE)
>>> bid.hand_size, bid.left_over, bid.most_calls, bid.deal_seat(0, 23)
(6, 0, 4, 0)
"""

from __future__ import annotations

import functools
from typing import NamedTuple

from ..auction import bid_ladder
from ..cards import Card
from ..dealing import dealt_to
from ..errors import InvalidValueError, shown
from ..games import SPECS, AuctionKind, GameSpec, spec_of
from ..rules import Bidding, Game, Rules, options_of

__all__ = ["GAMES", "GameShape", "game_shape", "most_calls"]

GAMES: tuple[Game, ...] = tuple(SPECS)
"""The games the integrations play: every game of the family."""


def most_calls(rules: Rules) -> int:
    """The most calls an auction under ``rules`` can hold: every bid of
    the rules' ladder, each raising the last, and a pass from every other
    player; two rounds of a call from each player (the upcard's auction);
    or, in an auction with the moon, one call from each player."""
    spec = spec_of(rules)
    if spec.auction is not AuctionKind.BIDS:
        return 2 * spec.players
    if spec.moon:
        return spec.players
    return len(bid_ladder(rules)) + spec.players - 1


def _most_calls(spec: GameSpec) -> int:
    """The most calls an auction of the game can hold under any of its
    rules."""
    game = spec.game
    forms = tuple(Bidding) if "bidding" in options_of(game) else ()
    rules = [Rules(game=game, bidding=form) for form in forms] or [Rules(game=game)]
    return max(most_calls(one) for one in rules)


class GameShape(NamedTuple):
    """The numbers of one game that the integrations size themselves by.

    Attributes:
        spec: the game's spec, which the other numbers come from.
        cards: the cards the game is played with, in deck order; each
            card's ``index`` is below ``len(cards)``.
        most_calls: the most calls the auction can hold.
        calls_for_best: whether a lone player may call for a partner's
            best card, which the partner then gives.
    """

    spec: GameSpec
    cards: tuple[Card, ...]
    most_calls: int
    calls_for_best: bool

    @property
    def game(self) -> Game:
        """The game."""
        return self.spec.game

    @property
    def players(self) -> int:
        """The seats at the table."""
        return self.spec.players

    @property
    def hand_size(self) -> int:
        """The cards dealt to each player, which is also the tricks in a hand."""
        return self.spec.hand_size

    @property
    def most_held(self) -> int:
        """The most cards a player can hold at once (the dealt hand and a
        card picked up, or given, before discarding)."""
        return self.spec.most_held

    @property
    def left_over(self) -> int:
        """The cards dealt to nobody's hand: a widow of one card, or a
        kitty, the upcard first."""
        return self.spec.kitty_size

    @property
    def kitty(self) -> bool:
        """Whether the cards left over are a kitty, the upcard first (else
        a widow)."""
        return self.spec.upcard

    @property
    def sides(self) -> int:
        """The sides that score: two partnerships, or each player for
        themselves."""
        return self.spec.sides

    @property
    def partnerships(self) -> bool:
        """Whether the game is played by two partnerships (so that a maker
        chooses whether to go alone), rather than each for themselves."""
        return self.spec.partnerships

    def side_of(self, seat: int) -> int:
        """The side ``seat`` scores for: its team, or the seat itself."""
        return self.spec.side_of(seat)

    def deal_seat(self, dealer: int, position: int) -> int | None:
        """Who gets the card dealt at ``position`` (from 0), as the library
        deals (:mod:`hasenpfeffer.dealing`): a seat, or ``None`` for a card
        left over.  The cards go out clockwise from the dealer's left,
        three to each seat and then the rest of each hand; the cards left
        over come last."""
        return dealt_to(dealer, position, self.spec.players, self.spec.hand_size)


def game_shape(game: Game) -> GameShape:
    """The :class:`GameShape` of ``game``.

    Raises:
        InvalidValueError: the integrations do not play ``game``.
    """
    if not isinstance(game, Game) or game not in SPECS:
        names = " and ".join(repr(known) for known in GAMES)
        raise InvalidValueError(f"the integrations play {names}, not {shown(game)}")
    return _shape(game)


@functools.cache
def _shape(game: Game) -> GameShape:
    spec = spec_of(game)
    # A game's deck is the first cards of the full deck (the Joker last),
    # which the card numbering of the encoding relies on.
    return GameShape(
        spec=spec,
        cards=spec.cards,
        most_calls=_most_calls(spec),
        calls_for_best="call_for_best" in options_of(game),
    )

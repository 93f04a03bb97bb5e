"""The steps of each kind of auction, and the steps of each game.

The engine runs a hand by phase; where the games differ it calls the
step of the game's auction, found here from its spec's
:attr:`~hasenpfeffer.games.GameSpec.auction`.  A new kind of auction is a
module of steps, a subclass of :class:`AuctionSteps` naming them and a
line of :data:`AUCTION_STEPS`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from ..actions import Action, Discard, NameTrump, NoTrump
from ..cards import Card
from ..games import SPECS, AuctionKind
from ..rules import Game
from . import bidding, moon_bids, order_up
from .layout import Value
from .tables import NAME_TRUMPS

__all__ = ["AUCTION_STEPS", "STEPS", "AuctionSteps"]

Deal = Callable[
    [
        Value,
        int,
        "int | None",
        "Sequence[Sequence[Card | str]] | None",
        "Card | str | None",
        "Sequence[Card | str] | None",
        tuple[object, ...],
    ],
    Value,
]


class AuctionSteps:
    """What one kind of auction does at each step where games differ.

    Each kind of auction is a subclass whose attributes are its steps,
    read from the class itself (a function read from a class is called as
    cheaply as a module's own, where a named tuple's field costs a look-up
    more at each step).

    Attributes:
        deal: the value once a hand is dealt, the auction open.
        calls: the calls open to the player to act.
        after_call: write the state after a call (given its index among
            the calls).
        trumps: the maker's choices of trump, where naming trump is a
            step of its own.
        after_trump: write the state after the maker names trump, where
            naming trump is a step of its own (``None`` where it is a
            call of the auction).
        discards: the discards open to the player to act.
        after_discard: write the state after a discard; ``True`` when the
            discard ends a call for best, the lone player going alone.
        defenders_in_turn: the defenders in the order they may go alone,
            given the maker and the dealer.
        start_play: open the play, given who went alone.
    """

    deal: ClassVar[Deal]
    calls: ClassVar[Callable[[Value], tuple[Action, ...]]]
    after_call: ClassVar[Callable[[Value, Value, int, Action, int], None]]
    trumps: ClassVar[tuple[NameTrump | NoTrump, ...]] = NAME_TRUMPS
    after_trump: ClassVar[
        Callable[[Value, Value, int, NameTrump | NoTrump], None] | None
    ]
    discards: ClassVar[Callable[[Value], tuple[Discard, ...]]]
    after_discard: ClassVar[Callable[[Value, Value, int, Card], bool]]
    defenders_in_turn: ClassVar[Callable[[int, int], tuple[int, int]]]
    start_play: ClassVar[Callable[[Value, Value, tuple[int, ...]], None]]


class _Bids(AuctionSteps):
    """The steps of an auction of bids."""

    deal = bidding.deal
    calls = bidding.calls
    after_call = bidding.after_call
    after_trump = bidding.after_trump
    discards = bidding.discards
    after_discard = bidding.after_discard
    defenders_in_turn = bidding.defenders_in_turn
    start_play = bidding.start_play


class _OrderUp(AuctionSteps):
    """The steps of an auction that orders up the upcard."""

    deal = order_up.deal
    calls = order_up.calls
    after_call = order_up.after_call
    after_trump = None
    discards = order_up.discards
    after_discard = order_up.after_discard
    defenders_in_turn = order_up.defenders_in_turn
    start_play = order_up.start_play


class _MoonBids(_Bids):
    """The steps of an auction of bids with every card dealt, the moon and
    no trump (Bid Euchre): the calls and the defenders' order are those of
    bids; the deal, the maker's trump and the rest are its own."""

    deal = moon_bids.deal
    after_call = moon_bids.after_call
    trumps = moon_bids.TRUMPS
    after_trump = moon_bids.after_trump
    discards = moon_bids.discards
    after_discard = moon_bids.after_discard
    start_play = moon_bids.start_play


AUCTION_STEPS: dict[AuctionKind, type[AuctionSteps]] = {
    AuctionKind.BIDS: _Bids,
    AuctionKind.ORDER_UP: _OrderUp,
}
"""The steps of each kind of auction."""

STEPS: dict[Game, type[AuctionSteps]] = {
    game: _MoonBids if spec.moon else AUCTION_STEPS[spec.auction]
    for game, spec in SPECS.items()
}
"""The steps of each game's auction (an auction of bids with the moon has
its own)."""

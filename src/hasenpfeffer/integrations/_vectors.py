"""The observation and information-state vectors, written piece by piece
from a seat's view in the layout of :mod:`._vector_layout`.

One writer serves every game: a piece that the game's layout does not hold
is skipped, and what a game does not have (an auction of bids, an upcard,
a call for best) is empty in its views.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .._checks import check_instance
from ..actions import Action, Bid, NameTrump, Pass
from ..cards import Card, Suit
from ..phases import Phase
from ..views import PlayerView
from ._game_shape import GameShape, game_shape
from ._seat_knowledge import alone_choices, dealt_hand, hand_dealer, no_trump_named
from ._vector_layout import (
    Piece,
    bids_of,
    call_kinds,
    information_state_pieces,
    observation_pieces,
)

__all__ = ["information_state_vector", "observation_vector"]

_PHASES = tuple(Phase)
_SUITS = tuple(Suit)


class _Writer:
    """Fills a vector piece by piece, skipping the pieces left out."""

    def __init__(
        self,
        pieces: Sequence[Piece],
        public: bool,
        private: bool,
        seat: int,
        players: int,
    ) -> None:
        self.kept = [
            piece for piece in pieces if (private if piece.private else public)
        ]
        self.offsets: dict[str, int] = {}
        offset = 0
        for piece in self.kept:
            self.offsets[piece.name] = offset
            offset += piece.size
        self.values = [0.0] * offset
        self.seat = seat
        self.players = players

    def set(self, name: str, index: int, value: float = 1.0) -> None:
        offset = self.offsets.get(name)
        if offset is not None:
            self.values[offset + index] = value

    def seat_bit(self, name: str, seat: int | None, base: int = 0) -> None:
        if seat is not None:
            self.set(name, base + self.relative(seat))

    def relative(self, seat: int) -> int:
        """``seat`` counted from the observer: 0 is the observer, 1 its left."""
        return (seat - self.seat) % self.players

    def cards(self, name: str, cards: Iterable[Card], base: int = 0) -> None:
        for card in cards:
            self.set(name, base + card.index)


def _one(card: Card | None) -> tuple[Card, ...]:
    return () if card is None else (card,)


def _bid_index(shape: GameShape, bid: Bid) -> int:
    """A bid's place among the bids of the game's auction."""
    return bids_of(shape).index(bid)


def _common(writer: _Writer, view: PlayerView, shape: GameShape) -> None:
    """The pieces that both vectors hold alike."""
    writer.set("phase", _PHASES.index(view.phase))
    writer.seat_bit("dealer", hand_dealer(view))
    writer.seat_bit("to_act", view.to_act)
    writer.cards("hand", view.hand)
    writer.cards("widow", _one(view.widow))
    writer.cards("discarded", _one(view.discarded))
    writer.cards("upcard", _one(view.upcard))
    passes = sum(isinstance(call, Pass) for _, call in view.calls)
    if passes >= shape.players:
        writer.set("turned_down", 0)
    writer.seat_bit("maker", view.maker)
    if view.contract is not None:
        writer.set("contract", _bid_index(shape, view.contract))
    if view.trump is not None:
        writer.set("trump", _SUITS.index(view.trump))
    elif no_trump_named(view):
        writer.set("trump", len(_SUITS))  # after the four suits
    for seat in view.sitting_out:
        writer.seat_bit("sitting_out", seat)
    for seat in view.called_for_best:
        writer.seat_bit("called_for_best", seat)
    writer.cards("best_card", _one(view.best_card))
    writer.cards("best_discard", _one(view.best_discard))
    target = view.rules.target_score
    sides = len(view.scores)
    tricks = shape.hand_size
    for side in range(sides):
        # Counted from the observer's side: its team (two teams, where the
        # seat's team is the seat modulo 2), or the seat itself (three).
        relative = (side - view.seat) % sides
        writer.set("tricks_won", (tricks + 1) * relative + view.tricks_won[side])
        share = max(-1.0, min(1.0, view.scores[side] / target))
        writer.set("scores", relative, share)


def observation_vector(
    view: PlayerView, *, public: bool = True, private: bool = True
) -> list[float]:
    """The position as a seat sees it now, as floats laid out as
    :func:`observation_pieces` says for the view's game (382 in
    Hasenpfeffer; fewer when ``public`` or ``private`` pieces are left
    out).

    >>> import hasenpfeffer as hp
    >>> view = hp.new_game(seed=1, dealer=0).deal().bid(3).view(2)
    >>> vector = observation_vector(view)
    >>> len(vector), sum(vector[15:40])     # the hand: six cards
    (382, 6.0)
    """
    check_instance(view, PlayerView, "view", "a PlayerView")
    game = view.rules.game
    shape = game_shape(game)
    players, cards = shape.players, len(shape.cards)
    writer = _Writer(observation_pieces(game), public, private, view.seat, players)
    _common(writer, view, shape)
    for seat, size in enumerate(view.hand_sizes):
        writer.set("hand_sizes", (shape.most_held + 1) * writer.relative(seat) + size)
    auction = view.auction
    if auction is not None:
        # The seats whose call was a pass (a pass is final): in an auction
        # of one round, ``auction.passed`` marks every seat that called.
        for bidder, bid in auction.calls:
            if isinstance(bid, Pass):
                writer.seat_bit("passed", bidder)
        writer.seat_bit("high_bidder", auction.high_bidder)
        if auction.high_bid is not None:
            writer.set("high_bid", _bid_index(shape, auction.high_bid))
    for number, (seat, call) in enumerate(view.calls):
        # The upcard's auction: a bit per seat that passed, round by round.
        if isinstance(call, Pass):
            writer.seat_bit("passed", seat, players * (number // players))
    for seat in view.lone_players:
        writer.seat_bit("lone_players", seat)
    writer.seat_bit("leader", view.leader)
    for seat, card in view.current_trick:
        writer.set("current_trick", cards * writer.relative(seat) + card.index)
    for trick in view.completed_tricks:
        for seat, card in trick.plays:
            writer.set("played", cards * writer.relative(seat) + card.index)
    return writer.values


def _call_index(shape: GameShape, call: Action) -> int:
    """A call's place among its auction's calls: pass, then the bids, or
    the suits named."""
    if isinstance(call, Bid):
        return 1 + _bid_index(shape, call)
    if isinstance(call, NameTrump):
        return 1 + _SUITS.index(call.suit)
    return 0


def information_state_vector(
    view: PlayerView, *, public: bool = True, private: bool = True
) -> list[float]:
    """What a seat has seen of the current hand, in order, as floats laid
    out as :func:`information_state_pieces` says for the view's game (937
    in Hasenpfeffer; fewer when ``public`` or ``private`` pieces are left
    out).

    >>> import hasenpfeffer as hp
    >>> view = hp.new_game(seed=1, dealer=0).deal().bid(3).view(2)
    >>> vector = information_state_vector(view)
    >>> len(vector), sum(vector[15:65])     # the hand and the cards dealt
    (937, 12.0)
    """
    check_instance(view, PlayerView, "view", "a PlayerView")
    game = view.rules.game
    shape = game_shape(game)
    players, cards = shape.players, len(shape.cards)
    writer = _Writer(
        information_state_pieces(game), public, private, view.seat, players
    )
    _common(writer, view, shape)
    writer.cards("dealt", dealt_hand(view))
    calls = view.calls if view.auction is None else view.auction.calls
    stride = players + call_kinds(shape)
    for number, (seat, call) in enumerate(calls[: shape.most_calls]):
        base = stride * number
        writer.seat_bit("calls", seat, base)
        writer.set("calls", base + players + _call_index(shape, call))
    for seat, alone in alone_choices(view).items():
        writer.seat_bit("went_alone" if alone else "declined_alone", seat)
    tricks: list[tuple[int | None, Sequence[tuple[int, Card]], int | None]] = [
        (trick.leader, trick.plays, trick.winner) for trick in view.completed_tricks
    ]
    if view.current_trick or (
        view.phase is Phase.PLAY and len(tricks) < shape.hand_size
    ):
        tricks.append((view.leader, view.current_trick, None))
    stride = players + players * cards + players
    for number, (leader, plays, winner) in enumerate(tricks):
        base = stride * number
        writer.seat_bit("tricks", leader, base)
        for seat, card in plays:
            writer.set(
                "tricks", base + players + cards * writer.relative(seat) + card.index
            )
        writer.seat_bit("tricks", winner, base + players + players * cards)
    return writer.values

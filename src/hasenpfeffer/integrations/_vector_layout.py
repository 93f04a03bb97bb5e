"""The layout of the observation and information-state vectors: their
named pieces, in order, for each game.

A game of bids (Hasenpfeffer, Bid Euchre) and a game of the upcard (the
other Euchres) have each their own layout, sized from the game's spec:
its seats, its cards, its hand, its auction (with the moon and no trump,
or not) and whether a lone player may call for best.

>>> import hasenpfeffer as hp
>>> [piece.name for piece in observation_pieces(hp.Game.EUCHRE)][4:8]
['hand_sizes', 'upcard', 'turned_down', 'passed']
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import NamedTuple

from ..actions import MOON, Bid
from ..cards import Suit
from ..errors import InvalidValueError, shown
from ..games import AuctionKind
from ..phases import Phase
from ..rules import Game, Rules, options_of
from ._action_ids import ALL_BIDS
from ._game_shape import GameShape, game_shape

__all__ = [
    "Piece",
    "bids_of",
    "bounds",
    "call_kinds",
    "information_state_pieces",
    "observation_pieces",
    "trump_kinds",
]

_DEFAULT_GAME = Rules().game
_PHASES = len(Phase)
_SUITS = len(Suit)
_MOON_BIDS: tuple[Bid, ...] = (*ALL_BIDS[:6], MOON)


def bids_of(shape: GameShape) -> tuple[Bid, ...]:
    """The bids an auction of the game may hold, in the order of their bits:
    bid 1 to 6, then little and big pepper, or in an auction with the moon
    the moon (whatever the lowest bid, bid 1 to 6 keep their places)."""
    return _MOON_BIDS if shape.spec.moon else ALL_BIDS


def trump_kinds(shape: GameShape) -> int:
    """How many choices of trump the game knows: the four suits, and no
    trump where the maker may name it (an auction with the moon)."""
    return _SUITS + shape.spec.moon


class Piece(NamedTuple):
    """One named part of an observation vector.

    Attributes:
        name: what the part holds.
        size: how many numbers.
        private: whether it holds the observer's own secrets (its cards, and
            the maker's widow and discard) rather than public facts.
        low: the smallest value it may hold (the largest is 1).
    """

    name: str
    size: int
    private: bool = False
    low: float = 0.0


def call_kinds(shape: GameShape) -> int:
    """How many calls an auction of the game knows: pass, and every bid
    (an auction of bids) or every suit named (an auction of the upcard)."""
    if shape.spec.auction is AuctionKind.BIDS:
        return 1 + len(bids_of(shape))
    return 1 + _SUITS


def _best_pieces(shape: GameShape) -> tuple[Piece, ...]:
    """What a seat may know of the calls for best, in a game that has them."""
    if not shape.calls_for_best:
        return ()
    cards = len(shape.cards)
    return (
        Piece("called_for_best", shape.players),
        Piece("best_card", cards, private=True),
        Piece("best_discard", cards, private=True),
    )


def _alone_pieces(shape: GameShape, *names: str) -> tuple[Piece, ...]:
    """A bit per seat for each of ``names``, in a game where the maker
    chooses whether to go alone; none where each plays for themselves
    (the maker always plays alone and nobody sits out)."""
    if not shape.partnerships:
        return ()
    return tuple(Piece(name, shape.players) for name in names)


def _asked_alone_pieces(shape: GameShape) -> tuple[Piece, ...]:
    """Who went alone and who declined, in a game where players are asked
    (none in a game without lone hands, where only the moon plays alone)."""
    if "lone_hands" not in options_of(shape.game):
        return ()
    return _alone_pieces(shape, "went_alone", "declined_alone")


def _widow_pieces(shape: GameShape) -> tuple[Piece, ...]:
    """The maker's widow and discard, in a game of bids that deals a widow."""
    if not shape.left_over:
        return ()
    cards = len(shape.cards)
    return (
        Piece("widow", cards, private=True),
        Piece("discarded", cards, private=True),
    )


def _trick_pieces(shape: GameShape) -> tuple[Piece, ...]:
    """Each side's tricks won (one-hot) and its game score."""
    return (
        Piece("tricks_won", shape.sides * (shape.hand_size + 1)),
        Piece("scores", shape.sides, low=-1.0),
    )


@functools.cache
def _bids_observation(shape: GameShape) -> tuple[Piece, ...]:
    players, cards = shape.players, len(shape.cards)
    bids = len(bids_of(shape))
    return (
        Piece("phase", _PHASES),
        Piece("dealer", players),
        Piece("to_act", players),
        Piece("hand", cards, private=True),
        Piece("hand_sizes", players * (shape.most_held + 1)),
        Piece("passed", players),
        Piece("high_bidder", players),
        Piece("high_bid", bids),
        Piece("maker", players),
        Piece("contract", bids),
        Piece("trump", trump_kinds(shape)),
        *_widow_pieces(shape),
        *_alone_pieces(shape, "lone_players", "sitting_out"),
        *_best_pieces(shape),
        Piece("leader", players),
        Piece("current_trick", players * cards),
        Piece("played", players * cards),
        *_trick_pieces(shape),
    )


@functools.cache
def _bids_information_state(shape: GameShape) -> tuple[Piece, ...]:
    players, cards = shape.players, len(shape.cards)
    bids = len(bids_of(shape))
    return (
        Piece("phase", _PHASES),
        Piece("dealer", players),
        Piece("to_act", players),
        Piece("hand", cards, private=True),
        Piece("dealt", cards, private=True),
        *_widow_pieces(shape),
        Piece("calls", shape.most_calls * (players + call_kinds(shape))),
        Piece("maker", players),
        Piece("contract", bids),
        Piece("trump", trump_kinds(shape)),
        *_asked_alone_pieces(shape),
        *_alone_pieces(shape, "sitting_out"),
        *_best_pieces(shape),
        Piece("tricks", shape.hand_size * (players + players * cards + players)),
        *_trick_pieces(shape),
    )


@functools.cache
def _order_up_observation(shape: GameShape) -> tuple[Piece, ...]:
    players, cards = shape.players, len(shape.cards)
    return (
        Piece("phase", _PHASES),
        Piece("dealer", players),
        Piece("to_act", players),
        Piece("hand", cards, private=True),
        Piece("hand_sizes", players * (shape.most_held + 1)),
        Piece("upcard", cards),
        Piece("turned_down", 1),
        Piece("passed", 2 * players),
        Piece("maker", players),
        Piece("trump", _SUITS),
        Piece("discarded", cards, private=True),
        *_alone_pieces(shape, "lone_players", "sitting_out"),
        *_best_pieces(shape),
        Piece("leader", players),
        Piece("current_trick", players * cards),
        Piece("played", players * cards),
        *_trick_pieces(shape),
    )


@functools.cache
def _order_up_information_state(shape: GameShape) -> tuple[Piece, ...]:
    players, cards = shape.players, len(shape.cards)
    return (
        Piece("phase", _PHASES),
        Piece("dealer", players),
        Piece("to_act", players),
        Piece("hand", cards, private=True),
        Piece("dealt", cards, private=True),
        Piece("discarded", cards, private=True),
        Piece("upcard", cards),
        Piece("turned_down", 1),
        Piece("calls", shape.most_calls * (players + call_kinds(shape))),
        Piece("maker", players),
        Piece("trump", _SUITS),
        *_asked_alone_pieces(shape),
        *_alone_pieces(shape, "sitting_out"),
        *_best_pieces(shape),
        Piece("tricks", shape.hand_size * (players + players * cards + players)),
        *_trick_pieces(shape),
    )


def observation_pieces(game: Game = _DEFAULT_GAME) -> tuple[Piece, ...]:
    """The pieces of :func:`observation_vector` for ``game``, in order.

    Hasenpfeffer's, for four seats, its 25 cards and its auction of bids:

    One-hot groups: the phase (in :class:`~hasenpfeffer.phases.Phase`
    order), the dealer, the seat to act, each seat's number of cards (0 to
    7), the high bidder, the high bid and the contract (bid 1 to 6, little
    pepper, big pepper), the maker, trump (C, D, H, S), the leader, and
    each team's tricks (0 to 6).  Card sets are 25 bits in deck order: the
    hand, the widow and the discard (both only for the maker), each seat's
    card in the current trick, and each seat's cards played in the hand's
    finished tricks.  ``passed``, ``lone_players`` and ``sitting_out`` have
    a bit per seat.  ``scores`` is each team's game score divided by the
    target score, clipped to -1 to 1.

    Euchre's hold no bid, contract or widow; their card sets have a bit
    for each of its 24 cards (deck order), and they add ``upcard`` (the
    upcard, seen by all), ``turned_down`` (one bit: all four passed it in
    the first round) and ``passed`` (a bit per seat for each round of the
    auction, first round first).  ``discarded`` is the dealer's discard,
    for the dealer only; ``hand_sizes`` counts 0 to 6 cards and
    ``tricks_won`` 0 to 5 tricks.

    Three-Handed Euchre's are Euchre's for three seats, with neither
    ``lone_players`` nor ``sitting_out`` (the maker always plays alone and
    nobody sits out), and ``tricks_won`` and ``scores`` for each of the
    three players, counted from the observer as the seats are; ``passed``
    has a bit per seat for each of the two rounds, and ``turned_down`` is
    set once all three passed the upcard.

    Railroad Euchre's are Euchre's with card sets of 25 bits (the Joker
    last), and three pieces more after ``sitting_out``: ``called_for_best``
    (a bit per seat that called for best, seen by all), ``best_card`` (the
    card given for best, only for the seat that gave it and the one that
    received it) and ``best_discard`` (the card discarded for it, only for
    the seat that discarded it).

    Bid Euchre's are Hasenpfeffer's on its 24 cards (``hand_sizes`` 0 to
    7, ``tricks_won`` 0 to 6) without the widow and the discard:
    ``high_bid`` and ``contract`` are one-hot among bid 1 to 6 and the
    moon, ``trump`` among clubs, diamonds, hearts, spades and no trump,
    ``passed`` has a bit per seat that passed in its one round,
    ``lone_players`` and ``sitting_out`` show the moon's maker and its
    partner, and Railroad Euchre's three pieces of the calls for best come
    after them.

    >>> import hasenpfeffer as hp
    >>> sum(piece.size for piece in observation_pieces())
    382
    >>> pieces = observation_pieces(hp.Game.EUCHRE)
    >>> [piece.name for piece in pieces][4:8]
    ['hand_sizes', 'upcard', 'turned_down', 'passed']
    >>> sum(piece.size for piece in pieces)
    350
    >>> sum(piece.size for piece in observation_pieces(hp.Game.RAILROAD_EUCHRE))
    415
    >>> sum(piece.size for piece in observation_pieces(hp.Game.THREE_HANDED_EUCHRE))
    288
    >>> sum(piece.size for piece in observation_pieces(hp.Game.BID_EUCHRE))
    374

    Raises:
        InvalidValueError: the integrations do not play ``game``.
    """
    shape = game_shape(game)
    if shape.spec.auction is AuctionKind.BIDS:
        return _bids_observation(shape)
    return _order_up_observation(shape)


def information_state_pieces(game: Game = _DEFAULT_GAME) -> tuple[Piece, ...]:
    """The pieces of :func:`information_state_vector` for ``game``, in order.

    Hasenpfeffer's are as its :func:`observation_pieces` where the names
    agree, and: ``dealt``, the six cards the seat was dealt; ``calls``, the
    auction in order (at most ten calls: seven rising pepper bids and three
    passes), each call a one-hot seat and a one-hot call (pass, bid 1 to 6,
    little pepper, big pepper); ``went_alone`` and ``declined_alone``, a
    bit per seat; ``tricks``, the hand's six tricks in order (the current
    one included), each a one-hot leader, each seat's card (25 bits per
    seat) and a one-hot winner.

    Euchre's hold no bid, contract or widow, and card sets of 24 bits;
    ``dealt`` is the seat's five cards as dealt (the dealer's without the
    upcard it took up), ``upcard`` and ``turned_down`` are as in
    :func:`observation_pieces`, ``calls`` is the auction in order (at most
    eight calls, each a one-hot seat and a one-hot call: pass, or name
    clubs, diamonds, hearts or spades), and ``tricks`` holds the hand's
    five tricks.  Three-Handed Euchre's are Euchre's for three seats (at
    most six calls; tricks of three cards), without ``went_alone``,
    ``declined_alone`` and ``sitting_out``, since nobody is asked to go
    alone.  Railroad Euchre's are laid out likewise on its 25 cards,
    with the three pieces of the calls for best of
    :func:`observation_pieces` after ``sitting_out``.  Bid Euchre's are
    Hasenpfeffer's on its 24 cards without the widow and the discard,
    ``went_alone`` and ``declined_alone`` (nobody is asked: only the moon
    plays alone), with ``contract`` and ``trump`` as in its
    :func:`observation_pieces`, ``calls`` its one round of four calls
    (pass, bid 1 to 6, the moon), and the three pieces of the calls for
    best after ``sitting_out``.

    >>> import hasenpfeffer as hp
    >>> sum(piece.size for piece in information_state_pieces())
    937
    >>> sum(piece.size for piece in information_state_pieces(hp.Game.EUCHRE))
    738
    >>> sum(
    ...     piece.size for piece in information_state_pieces(hp.Game.RAILROAD_EUCHRE)
    ... )
    816
    >>> sum(
    ...     piece.size
    ...     for piece in information_state_pieces(hp.Game.THREE_HANDED_EUCHRE)
    ... )
    576
    >>> sum(piece.size for piece in information_state_pieces(hp.Game.BID_EUCHRE))
    823

    Raises:
        InvalidValueError: the integrations do not play ``game``.
    """
    shape = game_shape(game)
    if shape.spec.auction is AuctionKind.BIDS:
        return _bids_information_state(shape)
    return _order_up_information_state(shape)


def bounds(pieces: Sequence[Piece]) -> tuple[list[float], list[float]]:
    """The lowest and highest value of every element of a vector made of
    ``pieces`` (for a framework's observation space).

    >>> low, high = bounds(observation_pieces())
    >>> len(low), min(low), max(high)
    (382, -1.0, 1.0)
    """
    _check_pieces(pieces)
    low: list[float] = []
    for piece in pieces:
        low.extend([piece.low] * piece.size)
    return low, [1.0] * len(low)


def _check_pieces(pieces: object) -> None:
    if (
        isinstance(pieces, (str, bytes))
        or not isinstance(pieces, Sequence)
        or not all(isinstance(piece, Piece) for piece in pieces)
    ):
        raise InvalidValueError(
            f"pieces must be a sequence of Piece values, not {shown(pieces)}"
        )

"""Integer actions, observation vectors and strings for game-AI frameworks.

The OpenSpiel game and the PettingZoo environment share this encoding.  It is
pure Python (lists of floats, no NumPy) and reads only what
:class:`~hasenpfeffer.views.PlayerView` shows, so nothing hidden from a seat
can reach its vectors or strings.

Actions are integers, one fixed table for every phase and every game:

======  ====================================================
id      action
======  ====================================================
0       pass (in the auction, or declining to go alone)
1-6     bid 1 to bid 6
7       little pepper
8       big pepper
9-12    name trump: clubs, diamonds, hearts, spades
13-37   discard the card of index 0 to 24 (deck order)
38-62   play the card of index 0 to 24 (deck order)
63      go alone
64      call for best (Railroad Euchre)
65-89   give the card of index 0 to 24 (deck order; Railroad Euchre)
======  ====================================================

The deck order is ``hp.deck()``: 9, 10, J, Q, K, A of clubs (indices 0 to
5), then of diamonds, hearts and spades, then the Joker (24).

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.integrations.encoding import (
...     action_to_id, id_to_action, legal_action_ids,
... )
>>> action_to_id(hp.Bid(3)), action_to_id(hp.Play(hp.Card.parse("JH")))
(3, 52)
>>> str(id_to_action(63)), str(id_to_action(13))
('alone', 'discard 9C')
>>> state = hp.new_game(seed=1, dealer=0).deal()
>>> legal_action_ids(state)
[0, 1, 2, 3, 4, 5, 6]

Euchre uses the same ids for the actions it shares with Hasenpfeffer:
pass, the four suits named, the discards and plays of its 24 cards, and
going alone (never a bid, nor the Joker).  Three-Handed Euchre uses
Euchre's ids, but never going alone (its maker always plays alone, so
nobody is asked).  Railroad Euchre uses Euchre's ids, the Joker's discard
and play, and the ids 64 to 89 appended for calling for best and giving a
card.  Each game's action space is the ids from 0 to its largest:
:func:`num_actions` is 64 for Hasenpfeffer, Euchre and Three-Handed Euchre
(:data:`NUM_ACTIONS`; their ids did not change when Railroad Euchre's
were appended) and 90 for Railroad Euchre.

Vectors are lists of floats laid out in named pieces (see
:data:`OBSERVATION_PIECES` and :data:`INFORMATION_STATE_PIECES`, and for
another game :func:`observation_pieces` and :func:`information_state_pieces`).  Seats in
them are *relative* to the observing seat (0 is the observer, 1 the
opponent on the left, 2 the partner, 3 the opponent on the right) and teams
likewise (0 the observer's).  In Three-Handed Euchre, where each player
scores for themselves, 0 is the observer, 1 the player on its left and 2
the one on its right, for the seats and for the scores alike.  The same
positions as text are in :mod:`hasenpfeffer.integrations.text`.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from .._checks import check_instance
from ..actions import (
    BIG_PEPPER,
    LITTLE_PEPPER,
    Action,
    Bid,
    CallForBest,
    Discard,
    Give,
    GoAlone,
    NameTrump,
    Pass,
    Play,
)
from ..cards import Card, Suit, deck
from ..errors import InvalidValueError, shown
from ..phases import Phase
from ..rules import Game
from ..state import GameState
from ..views import PlayerView
from ._game_shape import GameShape, game_shape
from ._seat_knowledge import alone_choices, dealt_hand, hand_dealer

__all__ = [
    "BID_BASE",
    "BIG_PEPPER_ID",
    "CALL_FOR_BEST",
    "DISCARD_BASE",
    "GIVE_BASE",
    "GO_ALONE",
    "INFORMATION_STATE_PIECES",
    "INFORMATION_STATE_SIZE",
    "LITTLE_PEPPER_ID",
    "MAX_CALLS",
    "NUM_ACTIONS",
    "OBSERVATION_PIECES",
    "OBSERVATION_SIZE",
    "PASS",
    "PLAY_BASE",
    "TRUMP_BASE",
    "Piece",
    "action_mask",
    "action_to_id",
    "bounds",
    "id_to_action",
    "information_state_pieces",
    "information_state_vector",
    "legal_action_ids",
    "num_actions",
    "observation_pieces",
    "observation_vector",
]

_DECK = deck()
_BIDS: tuple[Bid, ...] = (*(Bid(tricks) for tricks in range(1, 7)),)
_ALL_BIDS: tuple[Bid, ...] = (*_BIDS, LITTLE_PEPPER, BIG_PEPPER)
_ACTIONS: tuple[Action, ...] = (
    Pass(),
    *_ALL_BIDS,
    *(NameTrump(suit) for suit in Suit),
    *(Discard(card) for card in _DECK),
    *(Play(card) for card in _DECK),
    GoAlone(),
    CallForBest(),
    *(Give(card) for card in _DECK),
)
_IDS: dict[Action, int] = {action: number for number, action in enumerate(_ACTIONS)}
_BID_INDEX: dict[Bid, int] = {bid: index for index, bid in enumerate(_ALL_BIDS)}
_PHASES = tuple(Phase)
_SUITS = tuple(Suit)

NUM_ACTIONS = 64
"""The size of the action space of Hasenpfeffer, Euchre and Three-Handed
Euchre, 64 (see :func:`num_actions` for every game)."""
PASS = 0
"""The id of a pass (in the auction, or declining to go alone)."""
BID_BASE = 0
"""``BID_BASE + n`` is the id of a bid of n tricks (1 to 6)."""
LITTLE_PEPPER_ID = 7
"""The id of little pepper."""
BIG_PEPPER_ID = 8
"""The id of big pepper."""
TRUMP_BASE = 9
"""``TRUMP_BASE + i`` names the i-th suit of clubs, diamonds, hearts, spades."""
DISCARD_BASE = 13
"""``DISCARD_BASE + i`` discards the card of index i (deck order)."""
PLAY_BASE = 38
"""``PLAY_BASE + i`` plays the card of index i (deck order)."""
GO_ALONE = 63
"""The id of going alone."""
CALL_FOR_BEST = 64
"""The id of calling for best (Railroad Euchre)."""
GIVE_BASE = 65
"""``GIVE_BASE + i`` gives the card of index i (deck order) to a partner
who called for best (Railroad Euchre)."""

_ACTIONS_BY_GAME: dict[Game, int] = {
    Game.HASENPFEFFER: NUM_ACTIONS,
    Game.EUCHRE: NUM_ACTIONS,
    Game.THREE_HANDED_EUCHRE: NUM_ACTIONS,
    Game.RAILROAD_EUCHRE: len(_ACTIONS),
}


def num_actions(game: Game = Game.HASENPFEFFER) -> int:
    """The size of ``game``'s action space: its ids are 0 to one less.

    >>> import hasenpfeffer as hp
    >>> num_actions(hp.Game.EUCHRE), num_actions(hp.Game.RAILROAD_EUCHRE)
    (64, 90)
    >>> num_actions(hp.Game.THREE_HANDED_EUCHRE)
    64

    Raises:
        InvalidValueError: the integrations do not play ``game``.
    """
    return _ACTIONS_BY_GAME[game_shape(game).game]


MAX_CALLS = 10
"""The most calls an auction can hold, 10 (seven rising pepper bids and
three passes)."""


def action_to_id(action: Action) -> int:
    """The integer of an action (see the table above).

    >>> import hasenpfeffer as hp
    >>> action_to_id(hp.Pass()), action_to_id(hp.BIG_PEPPER)
    (0, 8)

    Raises:
        InvalidValueError: ``action`` is not an action.
    """
    try:
        return _IDS[action]
    except (KeyError, TypeError):
        raise InvalidValueError(f"expected an action, not {shown(action)}") from None


def id_to_action(action_id: int, game: Game = Game.HASENPFEFFER) -> Action:
    """The action of an integer of ``game``'s action space (0 to 63, or in
    Railroad Euchre 0 to 89).

    Any integer type works (NumPy's too); nothing else does (not a float,
    text, bytes or a decimal, even when it holds a whole number).

    >>> import hasenpfeffer as hp
    >>> str(id_to_action(9)), str(id_to_action(62))
    ('trump C', 'play Joker')
    >>> str(id_to_action(65 + 14, hp.Game.RAILROAD_EUCHRE))
    'give JH'
    >>> id_to_action(64)
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: an action id is a whole number from 0 to 63, not 64

    Raises:
        InvalidValueError: ``action_id`` is not a whole number of
            ``game``'s action space.
    """  # noqa: E501
    try:
        number = -1 if isinstance(action_id, bool) else operator.index(action_id)
    except TypeError:
        number = -1
    size = num_actions(game)
    if not 0 <= number < size:
        raise InvalidValueError(
            f"an action id is a whole number from 0 to {size - 1}, "
            f"not {shown(action_id)}"
        )
    return _ACTIONS[number]


def legal_action_ids(source: GameState | PlayerView) -> list[int]:
    """The legal actions of a state (or of a seat's view) as sorted integers.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H")
    >>> legal_action_ids(state)
    [16, 17, 20, 24, 25, 31, 36]
    """
    check_instance(
        source, (GameState, PlayerView), "source", "a GameState or a PlayerView"
    )
    return sorted(_IDS[action] for action in source.legal_actions())


def action_mask(source: GameState | PlayerView) -> list[int]:
    """A list of ones and zeros, one where the action is legal, as long as
    the game's action space (:func:`num_actions`: 64, or 90 in Railroad
    Euchre).

    >>> import hasenpfeffer as hp
    >>> mask = action_mask(hp.new_game(seed=1, dealer=0).deal())
    >>> len(mask), sum(mask), mask[:8]
    (64, 7, [1, 1, 1, 1, 1, 1, 1, 0])
    """
    check_instance(
        source, (GameState, PlayerView), "source", "a GameState or a PlayerView"
    )
    mask = [0] * num_actions(source.rules.game)
    for number in legal_action_ids(source):
        mask[number] = 1
    return mask


# -- vectors --------------------------------------------------------------------


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


OBSERVATION_PIECES: tuple[Piece, ...] = (
    Piece("phase", 7),
    Piece("dealer", 4),
    Piece("to_act", 4),
    Piece("hand", 25, private=True),
    Piece("hand_sizes", 4 * 8),
    Piece("passed", 4),
    Piece("high_bidder", 4),
    Piece("high_bid", 8),
    Piece("maker", 4),
    Piece("contract", 8),
    Piece("trump", 4),
    Piece("widow", 25, private=True),
    Piece("discarded", 25, private=True),
    Piece("lone_players", 4),
    Piece("sitting_out", 4),
    Piece("leader", 4),
    Piece("current_trick", 4 * 25),
    Piece("played", 4 * 25),
    Piece("tricks_won", 2 * 7),
    Piece("scores", 2, low=-1.0),
)
"""The pieces of :func:`observation_vector`, in order.

One-hot groups: the phase (in :class:`~hasenpfeffer.phases.Phase` order),
the dealer, the seat to act, each seat's number of cards (0 to 7), the high
bidder, the high bid and the contract (bid 1 to 6, little pepper, big
pepper), the maker, trump (C, D, H, S), the leader, and each team's tricks
(0 to 6).  Card sets are 25 bits in deck order: the hand, the widow and the
discard (both only for the maker), each seat's card in the current trick,
and each seat's cards played in the hand's finished tricks.  ``passed``,
``lone_players`` and ``sitting_out`` have a bit per seat.  ``scores`` is
each team's game score divided by the target score, clipped to -1 to 1."""

INFORMATION_STATE_PIECES: tuple[Piece, ...] = (
    Piece("phase", 7),
    Piece("dealer", 4),
    Piece("to_act", 4),
    Piece("hand", 25, private=True),
    Piece("dealt", 25, private=True),
    Piece("widow", 25, private=True),
    Piece("discarded", 25, private=True),
    Piece("calls", MAX_CALLS * (4 + 9)),
    Piece("maker", 4),
    Piece("contract", 8),
    Piece("trump", 4),
    Piece("went_alone", 4),
    Piece("declined_alone", 4),
    Piece("sitting_out", 4),
    Piece("tricks", 6 * (4 + 4 * 25 + 4)),
    Piece("tricks_won", 2 * 7),
    Piece("scores", 2, low=-1.0),
)
"""The pieces of :func:`information_state_vector`, in order.

As :data:`OBSERVATION_PIECES` where the names agree, and: ``dealt``, the six
cards the seat was dealt; ``calls``, the auction in order, each call a
one-hot seat and a one-hot call (pass, bid 1 to 6, little pepper, big
pepper); ``went_alone`` and ``declined_alone``, a bit per seat; ``tricks``,
the hand's six tricks in order (the current one included), each a one-hot
leader, each seat's card (25 bits per seat) and a one-hot winner."""

OBSERVATION_SIZE = sum(piece.size for piece in OBSERVATION_PIECES)
"""The length of :func:`observation_vector`, 382."""
INFORMATION_STATE_SIZE = sum(piece.size for piece in INFORMATION_STATE_PIECES)
"""The length of :func:`information_state_vector`, 937."""

_CALL_KINDS = 1 + len(_SUITS)
"""The calls of Euchre's auction: pass, or name one of the four suits."""


def _best_pieces(shape: GameShape) -> tuple[Piece, ...]:
    """What a seat may know of the calls for best, in a game that has them."""
    if shape.game is not Game.RAILROAD_EUCHRE:
        return ()
    cards = len(shape.cards)
    return (
        Piece("called_for_best", shape.players),
        Piece("best_card", cards, private=True),
        Piece("best_discard", cards, private=True),
    )


def _alone_pieces(shape: GameShape, *names: str) -> tuple[Piece, ...]:
    """A bit per seat for each of ``names``, in a game where the maker
    chooses whether to go alone; none in Three-Handed Euchre, where the
    maker always plays alone and nobody sits out."""
    if not shape.partnerships:
        return ()
    return tuple(Piece(name, shape.players) for name in names)


def _order_up_observation(shape: GameShape) -> tuple[Piece, ...]:
    players, cards = shape.players, len(shape.cards)
    return (
        Piece("phase", len(_PHASES)),
        Piece("dealer", players),
        Piece("to_act", players),
        Piece("hand", cards, private=True),
        Piece("hand_sizes", players * (shape.most_held + 1)),
        Piece("upcard", cards),
        Piece("turned_down", 1),
        Piece("passed", 2 * players),
        Piece("maker", players),
        Piece("trump", len(_SUITS)),
        Piece("discarded", cards, private=True),
        *_alone_pieces(shape, "lone_players", "sitting_out"),
        *_best_pieces(shape),
        Piece("leader", players),
        Piece("current_trick", players * cards),
        Piece("played", players * cards),
        Piece("tricks_won", shape.sides * (shape.hand_size + 1)),
        Piece("scores", shape.sides, low=-1.0),
    )


def _order_up_information_state(shape: GameShape) -> tuple[Piece, ...]:
    players, cards = shape.players, len(shape.cards)
    return (
        Piece("phase", len(_PHASES)),
        Piece("dealer", players),
        Piece("to_act", players),
        Piece("hand", cards, private=True),
        Piece("dealt", cards, private=True),
        Piece("discarded", cards, private=True),
        Piece("upcard", cards),
        Piece("turned_down", 1),
        Piece("calls", shape.most_calls * (players + _CALL_KINDS)),
        Piece("maker", players),
        Piece("trump", len(_SUITS)),
        *_alone_pieces(shape, "went_alone", "declined_alone", "sitting_out"),
        *_best_pieces(shape),
        Piece("tricks", shape.hand_size * (players + players * cards + players)),
        Piece("tricks_won", shape.sides * (shape.hand_size + 1)),
        Piece("scores", shape.sides, low=-1.0),
    )


def observation_pieces(game: Game = Game.HASENPFEFFER) -> tuple[Piece, ...]:
    """The pieces of :func:`observation_vector` for ``game``, in order.

    Hasenpfeffer's are :data:`OBSERVATION_PIECES`.  Euchre's hold no bid,
    contract or widow; their card sets have a bit for each of its 24 cards
    (deck order), and they add ``upcard`` (the upcard, seen by all),
    ``turned_down`` (one bit: all four passed it in the first round) and
    ``passed`` (a bit per seat for each round of the auction, first round
    first).  ``discarded`` is the dealer's discard, for the dealer only;
    ``hand_sizes`` counts 0 to 6 cards and ``tricks_won`` 0 to 5 tricks.

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

    >>> import hasenpfeffer as hp
    >>> pieces = observation_pieces(hp.Game.EUCHRE)
    >>> [piece.name for piece in pieces][4:8]
    ['hand_sizes', 'upcard', 'turned_down', 'passed']
    >>> sum(piece.size for piece in pieces)
    350
    >>> sum(piece.size for piece in observation_pieces(hp.Game.RAILROAD_EUCHRE))
    415
    >>> sum(piece.size for piece in observation_pieces(hp.Game.THREE_HANDED_EUCHRE))
    288
    """
    if game is Game.HASENPFEFFER:
        return OBSERVATION_PIECES
    return _order_up_observation(game_shape(game))


def information_state_pieces(game: Game = Game.HASENPFEFFER) -> tuple[Piece, ...]:
    """The pieces of :func:`information_state_vector` for ``game``, in order.

    Hasenpfeffer's are :data:`INFORMATION_STATE_PIECES`.  Euchre's hold no
    bid, contract or widow, and card sets of 24 bits; ``dealt`` is the
    seat's five cards as dealt (the dealer's without the upcard it took
    up), ``upcard`` and ``turned_down`` are as in
    :func:`observation_pieces`, ``calls`` is the auction in order (at most
    eight calls, each a one-hot seat and a one-hot call: pass, or name
    clubs, diamonds, hearts or spades), and ``tricks`` holds the hand's
    five tricks.  Three-Handed Euchre's are Euchre's for three seats (at
    most six calls; tricks of three cards), without ``went_alone``,
    ``declined_alone`` and ``sitting_out``, since nobody is asked to go
    alone.  Railroad Euchre's are laid out likewise on its 25 cards,
    with the three pieces of the calls for best of
    :func:`observation_pieces` after ``sitting_out``.

    >>> import hasenpfeffer as hp
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
    """
    if game is Game.HASENPFEFFER:
        return INFORMATION_STATE_PIECES
    return _order_up_information_state(game_shape(game))


class _Writer:
    """Fills a vector piece by piece, skipping the pieces left out."""

    def __init__(
        self,
        pieces: Sequence[Piece],
        public: bool,
        private: bool,
        seat: int,
        players: int = 4,
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


def _common(writer: _Writer, view: PlayerView, tricks: int = 6) -> None:
    """The pieces that both vectors hold alike, in a game of ``tricks``
    tricks a hand."""
    writer.set("phase", _PHASES.index(view.phase))
    writer.seat_bit("dealer", hand_dealer(view))
    writer.seat_bit("to_act", view.to_act)
    writer.cards("hand", view.hand)
    writer.cards("widow", () if view.widow is None else (view.widow,))
    writer.cards("discarded", () if view.discarded is None else (view.discarded,))
    writer.seat_bit("maker", view.maker)
    if view.contract is not None:
        writer.set("contract", _BID_INDEX[view.contract])
    if view.trump is not None:
        writer.set("trump", _SUITS.index(view.trump))
    for seat in view.sitting_out:
        writer.seat_bit("sitting_out", seat)
    target = view.rules.target_score
    sides = len(view.scores)
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
    """The position as a seat sees it now, as :data:`OBSERVATION_SIZE`
    floats (fewer when ``public`` or ``private`` pieces are left out).

    >>> import hasenpfeffer as hp
    >>> view = hp.new_game(seed=1, dealer=0).deal().bid(3).view(2)
    >>> vector = observation_vector(view)
    >>> len(vector), sum(vector[15:40])     # the hand: six cards
    (382, 6.0)

    Another game's vector is laid out as :func:`observation_pieces` says.
    """
    check_instance(view, PlayerView, "view", "a PlayerView")
    game = view.rules.game
    if game is not Game.HASENPFEFFER:
        return _order_up_observation_vector(view, game_shape(game), public, private)
    writer = _Writer(OBSERVATION_PIECES, public, private, view.seat)
    _common(writer, view)
    for seat, size in enumerate(view.hand_sizes):
        writer.set("hand_sizes", 8 * ((seat - view.seat) % 4) + size)
    auction = view.auction
    if auction is not None:
        for seat, passed in enumerate(auction.passed):
            if passed:
                writer.seat_bit("passed", seat)
        writer.seat_bit("high_bidder", auction.high_bidder)
        if auction.high_bid is not None:
            writer.set("high_bid", _BID_INDEX[auction.high_bid])
    for seat in view.lone_players:
        writer.seat_bit("lone_players", seat)
    writer.seat_bit("leader", view.leader)
    for seat, card in view.current_trick:
        writer.set("current_trick", 25 * ((seat - view.seat) % 4) + card.index)
    for trick in view.completed_tricks:
        for seat, card in trick.plays:
            writer.set("played", 25 * ((seat - view.seat) % 4) + card.index)
    return writer.values


def information_state_vector(
    view: PlayerView, *, public: bool = True, private: bool = True
) -> list[float]:
    """What a seat has seen of the current hand, in order, as
    :data:`INFORMATION_STATE_SIZE` floats (fewer when ``public`` or
    ``private`` pieces are left out).

    >>> import hasenpfeffer as hp
    >>> view = hp.new_game(seed=1, dealer=0).deal().bid(3).view(2)
    >>> vector = information_state_vector(view)
    >>> len(vector), sum(vector[15:65])     # the hand and the cards dealt
    (937, 12.0)

    Another game's vector is laid out as :func:`information_state_pieces`
    says.
    """
    check_instance(view, PlayerView, "view", "a PlayerView")
    game = view.rules.game
    if game is not Game.HASENPFEFFER:
        return _order_up_information_state_vector(
            view, game_shape(game), public, private
        )
    writer = _Writer(INFORMATION_STATE_PIECES, public, private, view.seat)
    _common(writer, view)
    writer.cards("dealt", dealt_hand(view))
    calls = () if view.auction is None else view.auction.calls
    for number, (seat, call) in enumerate(calls[:MAX_CALLS]):
        base = 13 * number
        writer.seat_bit("calls", seat, base)
        index = 0 if isinstance(call, Pass) else 1 + _BID_INDEX[call]
        writer.set("calls", base + 4 + index)
    for seat, alone in alone_choices(view).items():
        writer.seat_bit("went_alone" if alone else "declined_alone", seat)
    tricks: list[tuple[int | None, Sequence[tuple[int, Card]], int | None]] = [
        (trick.leader, trick.plays, trick.winner) for trick in view.completed_tricks
    ]
    if view.current_trick or (view.phase is Phase.PLAY and len(tricks) < 6):
        tricks.append((view.leader, view.current_trick, None))
    for number, (leader, plays, winner) in enumerate(tricks):
        base = 108 * number
        writer.seat_bit("tricks", leader, base)
        for seat, card in plays:
            writer.set("tricks", base + 4 + 25 * ((seat - view.seat) % 4) + card.index)
        writer.seat_bit("tricks", winner, base + 104)
    return writer.values


def _order_up_common(writer: _Writer, view: PlayerView, shape: GameShape) -> None:
    """The pieces of Euchre's two vectors that they hold alike."""
    _common(writer, view, shape.hand_size)
    if view.upcard is not None:
        writer.cards("upcard", (view.upcard,))
    passes = sum(isinstance(call, Pass) for _, call in view.calls)
    if passes >= shape.players:
        writer.set("turned_down", 0)
    for seat in view.called_for_best:
        writer.seat_bit("called_for_best", seat)
    writer.cards("best_card", () if view.best_card is None else (view.best_card,))
    writer.cards(
        "best_discard", () if view.best_discard is None else (view.best_discard,)
    )


def _order_up_observation_vector(
    view: PlayerView, shape: GameShape, public: bool, private: bool
) -> list[float]:
    """:func:`observation_vector` for Euchre."""
    players, cards = shape.players, len(shape.cards)
    writer = _Writer(_order_up_observation(shape), public, private, view.seat, players)
    _order_up_common(writer, view, shape)
    for seat, size in enumerate(view.hand_sizes):
        writer.set("hand_sizes", (shape.most_held + 1) * writer.relative(seat) + size)
    for number, (seat, call) in enumerate(view.calls):
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


def _order_up_information_state_vector(
    view: PlayerView, shape: GameShape, public: bool, private: bool
) -> list[float]:
    """:func:`information_state_vector` for Euchre."""
    players, cards = shape.players, len(shape.cards)
    writer = _Writer(
        _order_up_information_state(shape), public, private, view.seat, players
    )
    _order_up_common(writer, view, shape)
    writer.cards("dealt", dealt_hand(view))
    for number, (seat, call) in enumerate(view.calls[: shape.most_calls]):
        base = (players + _CALL_KINDS) * number
        writer.seat_bit("calls", seat, base)
        kind = 0 if isinstance(call, Pass) else 1 + _SUITS.index(call.suit)
        writer.set("calls", base + players + kind)
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


def bounds(pieces: Sequence[Piece]) -> tuple[list[float], list[float]]:
    """The lowest and highest value of every element of a vector made of
    ``pieces`` (for a framework's observation space).

    >>> low, high = bounds(OBSERVATION_PIECES)
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

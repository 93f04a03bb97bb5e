"""The batch kernel: plain Python over integer arrays, which numba compiles.

The functions work on one hand at a time, given its row, or loop over a
batch's rows.  They know no rule of any game: they read the rules from
the tables they are given, the tree of decisions before the play (see
:mod:`._automaton`) and the engine's trump tables, packed by
:mod:`._tables`.  With numba missing (or ``NUMBA_DISABLE_JIT=1``) the same
code runs as Python.

A batch is one array of ``int32``, a row per hand and a column per field
(the names below), and the actions applied, an ``int16`` row per hand.
Everything is packed into few arrays because each array a compiled
function is given costs it a reference count at each call: with the
fields as arrays of their own, a decision cost about ten times as much.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, TypeVar, cast

from ._automaton import (
    CALL,
    DISCARD,
    GIVE,
    JOKER_PLACE_CONTEXT,
    PLAY,
    THROWN_IN,
    UPCARD_CONTEXT,
)

_Function = TypeVar("_Function", bound=Callable[..., Any])

try:
    _numba: Any = importlib.import_module("numba")
except ImportError:  # the kernel runs as Python
    _numba = None


def _kernel(
    *, inline: bool = False, parallel: bool = False
) -> Callable[[_Function], _Function]:
    """Compile a function with numba, cached on disk (``inline``: into its
    callers; ``parallel``: its ``prange`` loops on every core), or, without
    numba, leave it as Python."""
    if _numba is None:
        return lambda function: function
    options: dict[str, Any] = {"cache": True}
    if inline:
        options["inline"] = "always"
    if parallel:
        options["parallel"] = True
    return cast(Callable[[_Function], _Function], _numba.njit(**options))


prange: Callable[..., range] = range if _numba is None else _numba.prange


__all__ = [
    "CHANGE",
    "DEALER",
    "FIELDS",
    "HAND",
    "LENGTH",
    "NODE",
    "TO_ACT",
    "UP",
    "deal_rows",
    "legal_masks",
    "play_out",
    "step_rows",
]

# A hand's row.
HAND = 0
"""Columns ``HAND`` to ``HAND + 3``: each seat's cards, a mask of deck
indices."""
UP = 4
"""The upcard or the widow, ``-1`` where nothing is dealt aside."""
DEALER = 5
TO_ACT = 6
"""The seat to act, ``-1`` once the hand is over."""
NODE = 7
"""Where the hand is in the tree of decisions; in the play, the node
that opened it."""
KEPT = 8
"""The card the player to discard may not discard (the upcard taken, or
the card a partner gave), ``-1`` if none."""
LED = 9
"""The card led to the trick under way, ``-1`` before the lead."""
BEST = 10
"""The seat taking the trick under way so far."""
BEST_STRENGTH = 11
"""That seat's card's strength in the trick."""
PLAYED = 12
"""The cards in the trick under way."""
LENGTH = 13
"""The actions applied to the hand."""
WON = 14
"""Columns ``WON`` to ``WON + 2``: the tricks won by each side."""
CHANGE = 17
"""Columns ``CHANGE`` to ``CHANGE + 2``: each side's score for the hand."""
EPISODE = 20
"""How many hands the row dealt before this one (see ``Batch.redeal``)."""
FIELDS = 21

# A node's row of the tree (see ``_tables``).
KIND, SEAT, TAKES, KEEPS, TRUMP, LEADER, OUT, MAKERS, RECEIVER = range(9)
EDGES, EDGES_END, SCORES = 9, 10, 11
"""A node's edges are rows ``EDGES`` to ``EDGES_END`` of the edges table;
its scores, for ``t`` tricks to the makers, the columns ``SCORES + 2t``
(the makers') and ``SCORES + 2t + 1`` (every other side's)."""
NODE_COLUMNS = 25
# The game's constants.
PLAYERS, CONTEXT, BASE, SIDE, SUIT_OF = 0, 1, 2, 7, 11
"""The seats, what tells a deal's context, the first id of each kind of
node's cards (``BASE + kind``), each seat's side (``SIDE + seat``) and
each card's printed suit (``SUIT_OF + card``, the Joker's ``JOKER_SUIT``)."""
GAME_CONSTANTS = SUIT_OF + 25
FOLLOW = 25
"""In the cards table ``[trump, led, card]``, the column of the mask of
the cards that follow ``led``; the others hold each card's strength."""

_M32 = 0xFFFFFFFF
_JOKER = 24
_SIDES = 3


@_kernel(inline=True)
def _mix(x: int) -> int:
    """A 32-bit hash of a 32-bit number (Wellons's lowbias32), for the
    random numbers of the deals and of the random policy, the same
    compiled or not."""
    x = int(x) & _M32
    x ^= x >> 16
    x = (x * 0x7FEB352D) & _M32
    x ^= x >> 15
    x = (x * 0x846CA68B) & _M32
    x ^= x >> 16
    return x


@_kernel(inline=True)
def _hand_key(key0: int, key1: int, number: int, episode: int) -> int:
    """The key of the random numbers of hand ``number``'s deal
    ``episode`` under a seed's keys."""
    return _mix(key0 ^ _mix(key1 ^ _mix((int(number) & _M32) ^ _mix(episode))))


@_kernel(inline=True)
def _random(hand_key: int, counter: int) -> int:
    """The ``counter``-th random 32-bit number of the hand of
    ``hand_key``."""
    return _mix(hand_key ^ _mix(int(counter) + 0x9E3779B9))


@_kernel(inline=True)
def _count(mask: int) -> int:
    count = 0
    while mask:
        mask &= mask - 1
        count += 1
    return count


_DE_BRUIJN = (
    0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4, 8,
    31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6, 11, 5, 10, 9,
)  # fmt: skip
"""The place of the one bit of ``b`` by ``(b * 0x077CB531) >> 27`` (a de
Bruijn sequence): a mask's lowest card without a loop over its bits."""


@_kernel(inline=True)
def _lowest(mask: int) -> int:
    """The index of the lowest card of a non-empty mask."""
    bit = int(mask) & -int(mask)
    return _DE_BRUIJN[((bit * 0x077CB531) & _M32) >> 27]


@_kernel(inline=True)
def _enter(rows: Any, i: int, node: int, tree: Any, game: Any) -> None:
    """Move hand ``i`` to ``node``: take the upcard or widow if the node
    says so, and set who acts (or open the play, or end a hand thrown
    in)."""
    players = int(game[PLAYERS])
    rows[i, NODE] = node
    dealer = rows[i, DEALER]
    if tree[node, TAKES] >= 0:
        taker = (tree[node, TAKES] + dealer) % players
        rows[i, HAND + taker] |= 1 << int(rows[i, UP])
        rows[i, KEPT] = rows[i, UP]
    kind = tree[node, KIND]
    if kind == THROWN_IN:
        rows[i, TO_ACT] = -1
    elif kind == PLAY:
        rows[i, TO_ACT] = (tree[node, LEADER] + dealer) % players
        rows[i, LED] = -1
        rows[i, PLAYED] = 0
    else:
        rows[i, TO_ACT] = (tree[node, SEAT] + dealer) % players


@_kernel(inline=True)
def _context(rows: Any, i: int, game: Any) -> int:
    """The context of hand ``i``'s deal, as ``_automaton.context_of``
    works it out."""
    kind = game[CONTEXT]
    if kind == UPCARD_CONTEXT:
        return int(game[SUIT_OF + rows[i, UP]])
    if kind == JOKER_PLACE_CONTEXT:
        players = int(game[PLAYERS])
        for seat in range(players):
            if rows[i, HAND + seat] >> _JOKER & 1:
                return int((seat - rows[i, DEALER]) % players)
        return players
    return 0


@_kernel()
def deal_rows(
    rows: Any,
    aside: Any,
    key0: int,
    key1: int,
    first: int,
    dealer: int,
    deck: Any,
    hand_size: int,
    roots: Any,
    tree: Any,
    game: Any,
    which: Any,
) -> None:
    """Deal the hands of the rows ``which``: row ``i`` is deal number
    ``first + i`` (its ``EPISODE``-th), from its own random numbers; a
    ``dealer`` of ``-1`` is drawn for each hand."""
    players = int(game[PLAYERS])
    size = deck.shape[0]
    dealt = players * hand_size
    cards = deck.copy()
    for n in range(which.shape[0]):
        i = which[n]
        episode = int(rows[i, EPISODE])
        key = _hand_key(key0, key1, first + i, episode)
        for c in range(size):
            cards[c] = deck[c]
        for c in range(size - 1, 0, -1):
            j = _random(key, c) % (c + 1)
            cards[c], cards[j] = cards[j], cards[c]
        for column in range(FIELDS):
            rows[i, column] = 0
        rows[i, EPISODE] = episode
        for c in range(dealt):
            rows[i, HAND + c // hand_size] |= 1 << int(cards[c])
        aside[i] = 0
        for c in range(dealt, size):
            aside[i] |= 1 << int(cards[c])
        rows[i, UP] = cards[dealt] if size > dealt else -1
        if dealer < 0:
            rows[i, DEALER] = _random(key, 0) % players
        else:
            rows[i, DEALER] = dealer
        rows[i, KEPT] = -1
        _enter(rows, i, roots[_context(rows, i, game)], tree, game)


@_kernel(inline=True)
def _legal_cards(rows: Any, i: int, tree: Any, cards: Any) -> int:
    """The mask of the cards hand ``i``'s player may discard, give or
    play (0 at a call)."""
    node = rows[i, NODE]
    kind = tree[node, KIND]
    held = rows[i, HAND + rows[i, TO_ACT]]
    if kind == PLAY:
        led = rows[i, LED]
        if led >= 0:
            following = held & cards[tree[node, TRUMP], led, FOLLOW]
            if following:
                return int(following)
        return int(held)
    if kind == DISCARD:
        if tree[node, KEEPS] and rows[i, KEPT] >= 0:
            return int(held & ~(1 << int(rows[i, KEPT])))
        return int(held)
    if kind == GIVE:
        return int(held)
    return 0


@_kernel(parallel=True)
def legal_masks(
    rows: Any, tree: Any, edges: Any, cards: Any, game: Any, out: Any
) -> None:
    """Set each hand's legal action ids in its row of ``out``, all
    ``False`` to begin with."""
    for i in prange(rows.shape[0]):
        if rows[i, TO_ACT] < 0:
            continue
        node = rows[i, NODE]
        kind = tree[node, KIND]
        if kind == CALL:
            for e in range(tree[node, EDGES], tree[node, EDGES_END]):
                out[i, edges[e, 0]] = True
            continue
        held = _legal_cards(rows, i, tree, cards)
        base = game[BASE + kind]
        card = 0
        while held:
            if held & 1:
                out[i, base + card] = True
            held >>= 1
            card += 1


@_kernel(inline=True)
def _apply(
    rows: Any,
    history: Any,
    i: int,
    action: int,
    tree: Any,
    edges: Any,
    cards: Any,
    game: Any,
    checked: bool,
) -> bool:
    """Apply ``action`` (an action id) to hand ``i``; ``False`` if it is
    not legal there (the hand is then unchanged).  ``checked`` says that
    the action is known to be legal."""
    seat = rows[i, TO_ACT]
    if seat < 0:
        return False
    node = rows[i, NODE]
    kind = tree[node, KIND]
    if kind == CALL:
        for e in range(tree[node, EDGES], tree[node, EDGES_END]):
            if edges[e, 0] == action:
                history[i, rows[i, LENGTH]] = action
                rows[i, LENGTH] += 1
                _enter(rows, i, edges[e, 1], tree, game)
                return True
        return False
    card = action - game[BASE + kind]
    if card < 0 or card > _JOKER:
        return False
    bit = 1 << card
    if not checked and not _legal_cards(rows, i, tree, cards) & bit:
        return False
    history[i, rows[i, LENGTH]] = action
    rows[i, LENGTH] += 1
    rows[i, HAND + seat] ^= bit
    players = int(game[PLAYERS])
    dealer = rows[i, DEALER]
    if kind == GIVE:
        rows[i, HAND + (tree[node, RECEIVER] + dealer) % players] |= bit
        rows[i, KEPT] = card
    if kind != PLAY:
        _enter(rows, i, edges[tree[node, EDGES], 1], tree, game)
        return True
    trump = tree[node, TRUMP]
    if rows[i, PLAYED] == 0:
        rows[i, LED] = card
        rows[i, BEST] = seat
        rows[i, BEST_STRENGTH] = cards[trump, card, card]
    else:
        strength = cards[trump, rows[i, LED], card]
        if strength > rows[i, BEST_STRENGTH]:
            rows[i, BEST] = seat
            rows[i, BEST_STRENGTH] = strength
    rows[i, PLAYED] += 1
    out = tree[node, OUT]
    if rows[i, PLAYED] < players - _count(out):
        following = (seat + 1) % players
        while out >> ((following - dealer) % players) & 1:
            following = (following + 1) % players
        rows[i, TO_ACT] = following
        return True
    taker = rows[i, BEST]
    rows[i, WON + game[SIDE + taker]] += 1
    rows[i, PLAYED] = 0
    rows[i, LED] = -1
    if rows[i, HAND + taker]:
        rows[i, TO_ACT] = taker
        return True
    rows[i, TO_ACT] = -1
    makers = game[SIDE + (tree[node, MAKERS] + dealer) % players]
    tricks = rows[i, WON + makers]
    for side in range(_SIDES):
        rows[i, CHANGE + side] = tree[node, SCORES + 2 * tricks + 1]
    rows[i, CHANGE + makers] = tree[node, SCORES + 2 * tricks]
    return True


@_kernel(parallel=True)
def step_rows(
    rows: Any,
    history: Any,
    actions: Any,
    tree: Any,
    edges: Any,
    cards: Any,
    game: Any,
) -> int:
    """Apply ``actions[i]`` to each hand not over; the first hand whose
    action is not legal (a hand refused is left as it was), or -1."""
    size = rows.shape[0]
    refused = size
    for i in prange(size):
        if rows[i, TO_ACT] >= 0 and not _apply(
            rows, history, i, actions[i], tree, edges, cards, game, False
        ):
            refused = min(refused, i)
    return -1 if refused == size else refused


@_kernel(inline=True)
def _random_action(
    rows: Any, i: int, r: int, tree: Any, edges: Any, cards: Any, game: Any
) -> int:
    """A legal action of hand ``i``, drawn uniformly by the random number
    ``r``."""
    node = rows[i, NODE]
    kind = tree[node, KIND]
    if kind == CALL:
        first = tree[node, EDGES]
        return int(edges[first + r % int(tree[node, EDGES_END] - first), 0])
    held = _legal_cards(rows, i, tree, cards)
    for _ in range(r % _count(held)):
        held &= held - 1
    return int(game[BASE + kind]) + _lowest(held)


@_kernel(parallel=True)
def play_out(
    rows: Any,
    history: Any,
    key0: int,
    key1: int,
    first: int,
    tree: Any,
    edges: Any,
    cards: Any,
    game: Any,
) -> None:
    """Play every hand to its end, each decision drawn uniformly among the
    legal ones from the hand's own random numbers."""
    for i in prange(rows.shape[0]):
        key = _hand_key(key0, key1, first + i, rows[i, EPISODE])
        while rows[i, TO_ACT] >= 0:
            r = _random(key, rows[i, LENGTH])
            action = _random_action(rows, i, r, tree, edges, cards, game)
            _apply(rows, history, i, action, tree, edges, cards, game, True)

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
64      call for best (Railroad Euchre, Bid Euchre)
65-89   give the card of index 0 to 24 (deck order; Railroad
        Euchre, Bid Euchre)
90      name no trump (Bid Euchre)
91      the moon (Bid Euchre)
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
card.  Bid Euchre uses pass, the bids 1 to 6 (from its ``min_bid``), the
suits named, the discards and plays of its 24 cards, calling for best and
giving a card, and the ids 90 (naming no trump) and 91 (the moon)
appended after Railroad Euchre's.  Each game's action space is the ids
from 0 to its largest: :func:`num_actions` is 64 for Hasenpfeffer, Euchre
and Three-Handed Euchre (their ids did not change when Railroad Euchre's
and Bid Euchre's were appended), 90 for Railroad Euchre and 92 for Bid
Euchre.  :data:`ACTION_IDS` says where each kind of action
starts (``ACTION_IDS.play + card.index`` plays a card).

Vectors are lists of floats laid out in named pieces, each game's its own
(see :func:`observation_pieces` and :func:`information_state_pieces`).  Seats in
them are *relative* to the observing seat (0 is the observer, 1 the
opponent on the left, 2 the partner, 3 the opponent on the right) and teams
likewise (0 the observer's).  In Three-Handed Euchre, where each player
scores for themselves, 0 is the observer, 1 the player on its left and 2
the one on its right, for the seats and for the scores alike.  The same
positions as text are in :mod:`hasenpfeffer.integrations.text`.
"""

from __future__ import annotations

from .._public import Moved, moved_names, published
from ..rules import Rules
from . import _action_ids, _vector_layout
from ._action_ids import (
    ActionIds,
    action_mask,
    action_to_id,
    id_to_action,
    legal_action_ids,
    num_actions,
)
from ._game_shape import game_shape
from ._vector_layout import (
    Piece,
    information_state_pieces,
    observation_pieces,
)
from ._vectors import information_state_vector, observation_vector

__all__ = [
    "ACTION_IDS",
    "ActionIds",
    "Piece",
    "action_mask",
    "action_to_id",
    "id_to_action",
    "information_state_pieces",
    "information_state_vector",
    "legal_action_ids",
    "num_actions",
    "observation_pieces",
    "observation_vector",
]

ACTION_IDS: ActionIds = _action_ids.ACTION_IDS
"""Where each kind of action starts in the table above, an
:class:`ActionIds`.

``ACTION_IDS.pass_`` is 0, ``ACTION_IDS.bid + n`` a bid of n tricks,
``ACTION_IDS.little_pepper`` 7 and ``ACTION_IDS.big_pepper`` 8,
``ACTION_IDS.trump + i`` names the i-th suit of clubs, diamonds, hearts,
spades, ``ACTION_IDS.discard + i``, ``ACTION_IDS.play + i`` and
``ACTION_IDS.give + i`` discard, play and give the card of index i,
``ACTION_IDS.go_alone`` is 63, ``ACTION_IDS.call_for_best`` 64,
``ACTION_IDS.no_trump`` 90 and ``ACTION_IDS.moon`` 91."""

_DEPRECATED: dict[str, Moved] = {
    "PASS": ("ACTION_IDS.pass_", lambda: ACTION_IDS.pass_),
    "BID_BASE": ("ACTION_IDS.bid", lambda: ACTION_IDS.bid),
    "LITTLE_PEPPER_ID": ("ACTION_IDS.little_pepper", lambda: ACTION_IDS.little_pepper),
    "BIG_PEPPER_ID": ("ACTION_IDS.big_pepper", lambda: ACTION_IDS.big_pepper),
    "TRUMP_BASE": ("ACTION_IDS.trump", lambda: ACTION_IDS.trump),
    "DISCARD_BASE": ("ACTION_IDS.discard", lambda: ACTION_IDS.discard),
    "PLAY_BASE": ("ACTION_IDS.play", lambda: ACTION_IDS.play),
    "GO_ALONE": ("ACTION_IDS.go_alone", lambda: ACTION_IDS.go_alone),
    "CALL_FOR_BEST": ("ACTION_IDS.call_for_best", lambda: ACTION_IDS.call_for_best),
    "GIVE_BASE": ("ACTION_IDS.give", lambda: ACTION_IDS.give),
    "NUM_ACTIONS": ("num_actions()", num_actions),
    "OBSERVATION_PIECES": ("observation_pieces()", observation_pieces),
    "INFORMATION_STATE_PIECES": (
        "information_state_pieces()",
        information_state_pieces,
    ),
    "OBSERVATION_SIZE": (
        "sum(piece.size for piece in observation_pieces())",
        lambda: sum(piece.size for piece in observation_pieces()),
    ),
    "INFORMATION_STATE_SIZE": (
        "sum(piece.size for piece in information_state_pieces())",
        lambda: sum(piece.size for piece in information_state_pieces()),
    ),
    "bounds": (
        "[piece.low] * piece.size for each piece; every high is 1.0",
        lambda: _vector_layout.bounds,
    ),
    "MAX_CALLS": (
        "the size of the 'calls' piece of information_state_pieces(), over 13",
        lambda: game_shape(Rules().game).most_calls,
    ),
}
"""The names the encoding had before its constants were grouped: each
still answers, with a :class:`DeprecationWarning` naming what to use."""


__getattr__ = moved_names(__name__, _DEPRECATED)


published(
    __name__,
    ActionIds,
    Piece,
    action_mask,
    action_to_id,
    id_to_action,
    information_state_pieces,
    information_state_vector,
    legal_action_ids,
    num_actions,
    observation_pieces,
    observation_vector,
)

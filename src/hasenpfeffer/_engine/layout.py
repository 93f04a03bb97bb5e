"""A game state's layout: its fields by name and position.

A :class:`~hasenpfeffer.state.GameState` keeps its fields in one list read
by position.  The fields are declared here, once, in order: first those of
:class:`StateValue`, which make up the state's value (equality, hashing,
pickling), then those of :class:`DerivedFields`, worked out from the value
to save work in the play.  :func:`position` gives each field's position,
and :data:`SLICE_GROUPS` names the fields that the state writes together
through one slice, which must stay adjacent.  The engine reads and
writes a state's list through the named positions (``RULES``, ``PHASE``,
...), never through bare numbers.

A pickle holds the value; unpickling replays the game it records and
accepts the value only when the replay reaches it (see :mod:`.replay`).

>>> import pickle
>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(3)
>>> pickle.loads(pickle.dumps(state)) == state
True
>>> position("hand2"), position("rules"), FIELDS[VALUE_SIZE]
(2, 4, 'follow')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ..actions import ACTION_TYPES, Bid
from ..cards import Card, Suit
from ..phases import Phase
from ..rules import Rules
from ..scoring import HandResult
from ..tricks import Trick

if TYPE_CHECKING:
    from ..games import GameSpec
    from .steps import AuctionSteps

__all__ = [
    "FIELDS",
    "SLICE_GROUPS",
    "VALUE_SIZE",
    "DerivedFields",
    "StateValue",
    "position",
]

_ACTION_TYPES = ACTION_TYPES
_MAKER_PHASES = (Phase.TRUMP, Phase.DISCARD, Phase.ALONE, Phase.PLAY)
"""The phases of a hand between the auction and its scoring."""
_ALL_CARDS = (1 << 25) - 1


class StateValue(NamedTuple):
    """The positions of a game state's value, by name, in order.

    >>> import hasenpfeffer as hp
    >>> fields = hp.new_game(seed=1, dealer=0).__reduce__()[1][1]
    >>> value = StateValue(*fields[:VALUE_SIZE])
    >>> value.phase, value.hand_number, value.scores
    (Phase.DEAL, 0, (0, 0))

    Attributes:
        hand0: seat 0's hand as a mask of deck indices (and so on).
        opening: for a game taken up between hands, the hands dealt
            before it and the scores then; ``None`` for a game played from
            its start.
        kitty: Euchre's upcard and the three cards under it, ``()`` in
            Hasenpfeffer.
        auction: the code of the auction's node (see ``AUCTION_NODES``);
            ``None`` before a deal and in the Euchres, whose calls are the
            hand's actions.
        lone: the seats that went alone.
        trick: the ``(seat, card)`` pairs of the trick under way.
        completed: the hand's completed tricks, as plain tuples.
        won: the tricks taken this hand by each team.
        past: the actions of each finished hand.
        actions: the calls and choices of the current hand (its card plays
            are read back from its tricks).
        deals: each deal as four masks and the widow's deck index, or in
            Euchre four masks and the kitty's deck indices.
        results: the :class:`~hasenpfeffer.scoring.HandResult` of each
            finished hand.

    The other fields are those of the same names on the state.
    """

    hand0: int
    hand1: int
    hand2: int
    hand3: int
    rules: Rules
    seed: int
    first_dealer: int
    opening: tuple[int, tuple[int, ...]] | None
    hand_number: int
    dealer: int
    phase: Phase
    to_act: int | None
    widow: Card | None
    kitty: tuple[Card, ...]
    auction: int | None
    maker: int | None
    contract: Bid | None
    trump: Suit | None
    discarded: Card | None
    lone: tuple[int, ...]
    leader: int | None
    trick: tuple[tuple[int, Card], ...]
    completed: tuple[tuple[Any, ...], ...]
    won: tuple[int, ...]
    scores: tuple[int, ...]
    winner: int | None
    past: tuple[tuple[Any, ...], ...]
    actions: tuple[tuple[Any, ...], ...]
    deals: tuple[tuple[int, ...], ...]
    results: tuple[HandResult, ...]


class DerivedFields(NamedTuple):
    """The fields after the value, worked out from it and kept only to save
    work in the play; they take no part in equality or hashing.

    Attributes:
        follow: the follow masks of the trump suit (``None`` until trump is
            named), from the rules kernel's tables.
        strength: the trick strengths of the trump suit, likewise.
        next_seat: the turn order of the play, given who went alone.
        led: the follow mask of the card led to the trick under way, 0 when
            no trick is under way.
        tricks: the completed tricks as :class:`~hasenpfeffer.tricks.Trick`
            values, made when ``completed_tricks`` is first read; the later
            states of the hand copy the list and find them made.
        spec: the game's :class:`~hasenpfeffer.games.GameSpec`, and
        steps: the steps of its auction, found once when the game starts
            (a lookup by the game would hash an enum member at every step).
    """

    follow: tuple[int, ...] | None
    strength: tuple[tuple[int, ...], ...] | None
    next_seat: tuple[int, ...]
    led: int
    tricks: tuple[Trick, ...]
    spec: GameSpec
    steps: type[AuctionSteps]


FIELDS: tuple[str, ...] = (*StateValue._fields, *DerivedFields._fields)
"""Every field of a state's list, in order."""
VALUE_SIZE = len(StateValue._fields)
"""How many leading fields make up the state's value."""
SLICE_GROUPS: tuple[tuple[str, ...], ...] = (
    ("hand0", "hand1", "hand2", "hand3"),
    ("maker", "contract", "trump"),
)
"""Fields that the state writes together through one slice, in order: each
group must stay adjacent.  The hands also come first, so that seat ``s``'s
hand is at position ``s``."""


def position(name: str) -> int:
    """The position of the field ``name`` in a state's list.

    >>> position("hand0"), position("led") - VALUE_SIZE
    (0, 3)

    Raises:
        ValueError: there is no such field.
    """
    return FIELDS.index(name)


# The positions of the fields, by name: the engine reads and writes a
# state's list through these.
HANDS = slice(position("hand0"), position("hand3") + 1)
RULES = position("rules")
SEED = position("seed")
FIRST_DEALER = position("first_dealer")
OPENING = position("opening")
HAND_NUMBER = position("hand_number")
DEALER = position("dealer")
PHASE = position("phase")
TO_ACT = position("to_act")
WIDOW = position("widow")
KITTY = position("kitty")
AUCTION = position("auction")
MAKER = position("maker")
CONTRACT = position("contract")
TRUMP = position("trump")
MAKER_TO_TRUMP = slice(MAKER, TRUMP + 1)
DISCARDED = position("discarded")
LONE = position("lone")
LEADER = position("leader")
TRICK = position("trick")
COMPLETED = position("completed")
WON = position("won")
SCORES = position("scores")
WINNER = position("winner")
PAST = position("past")
ACTIONS = position("actions")
DEALS = position("deals")
RESULTS = position("results")
FOLLOW = position("follow")
STRENGTH = position("strength")
NEXT_SEAT = position("next_seat")
LED = position("led")
TRICKS = position("tricks")
SPEC = position("spec")
STEPS = position("steps")

Value = list[Any]
"""A state's list: its fields at the positions above."""

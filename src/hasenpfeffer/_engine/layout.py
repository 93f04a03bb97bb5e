"""A game state's layout: its fields by name, and the check that a game
can reach a value.

A :class:`~hasenpfeffer.state.GameState` keeps its fields in one list read
by position.  The fields are declared here, once, in order: first those of
:class:`StateValue`, which make up the state's value (equality, hashing,
pickling), then those of :class:`DerivedFields`, worked out from the value
to save work in the play.  :func:`position` gives each field's position,
and :data:`SLICE_GROUPS` names the fields that the state writes together
through one slice, which must stay adjacent.

When a state is unpickled, :func:`check_state_value` refuses a value that
no game reaches, by cheap tests (it does not replay the history): the
fields have their types and ranges, the 25 cards are each in one place,
each hand holds as many cards as the point of the hand allows, and the
maker, widow, trump, discard, auction and seat to act agree with the phase.

>>> import pickle
>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(3)
>>> pickle.loads(pickle.dumps(state)) == state
True
>>> position("hand2"), position("rules"), FIELDS[VALUE_SIZE]
(2, 4, 'follow')
"""

from __future__ import annotations

from typing import Any, NamedTuple

import attrs

from .._checks import (
    check_instance,
    check_optional_seat,
    check_whole,
    check_whole_pair,
)
from ..actions import ACTION_TYPES, Bid
from ..auction import (
    AUCTION_NODES,
    NODE_HIGH_BIDDER,
    NODE_TO_ACT,
    auction_code,
    auction_form,
    bid_ladder,
)
from ..cards import Card, Suit
from ..dealing import check_seed
from ..errors import InvalidValueError
from ..phases import Phase
from ..rules import Rules
from ..scoring import HandResult
from ..seats import check_seat
from ..tricks import Trick
from .tables import turn_order

__all__ = [
    "FIELDS",
    "SLICE_GROUPS",
    "VALUE_SIZE",
    "DerivedFields",
    "StateValue",
    "check_state_value",
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
    won: tuple[int, int]
    scores: tuple[int, int]
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
    """

    follow: tuple[int, ...] | None
    strength: tuple[tuple[int, ...], ...] | None
    next_seat: tuple[int, ...]
    led: int
    tricks: tuple[Trick, ...]


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


def check_state_value(value: StateValue) -> None:
    """Refuse a value that no game reaches (see the module's summary).

    >>> import hasenpfeffer as hp
    >>> fields = hp.new_game(seed=1, dealer=0).__reduce__()[1][1]
    >>> good = StateValue(*fields[:VALUE_SIZE])
    >>> check_state_value(good._replace(hand0=1))
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: before the first deal nobody holds a card

    Raises:
        InvalidValueError: a field is not valid, or the fields disagree.
    """
    rules = value.rules
    check_instance(rules, Rules, "rules", "a Rules value")
    attrs.validate(rules)
    check_seed(value.seed)
    check_seat(value.first_dealer, "first dealer")
    check_seat(value.dealer, "dealer")
    number = check_whole(value.hand_number, "hand number")
    phase = value.phase
    check_instance(phase, Phase, "phase", "a Phase")
    to_act = check_optional_seat(value.to_act, "the seat to act")
    maker = check_optional_seat(value.maker, "maker")
    check_whole_pair(value.scores, "scores")
    over = phase is Phase.GAME_OVER
    if value.winner not in ((0, 1) if over else (None,)):
        raise InvalidValueError("a team has won exactly when the game is over")
    if (to_act is None) != (phase is Phase.DEAL or over):
        raise InvalidValueError(f"whether a seat is to act in the {phase} phase")
    _check_history(value, number)
    if number == 0:
        if phase is not Phase.DEAL or any(value[:4]):
            raise InvalidValueError("before the first deal nobody holds a card")
        return
    _check_hand(value, rules, phase, maker)
    _check_cards(value, maker)
    _check_auction(value, rules, maker)
    tricks = len(value.completed)
    if phase is Phase.PLAY:
        trick = value.trick
        leader = check_seat(value.leader, "leader")
        turn = leader if not trick else turn_order(value.lone)[trick[-1][0]]
        if tricks == 6 or to_act != turn or (trick and trick[0][0] != leader):
            raise InvalidValueError("the seat to act is not next in the play")
    elif value.trick or tricks != (6 if maker is not None and to_act is None else 0):
        raise InvalidValueError(f"the tricks are not those of the {phase} phase")
    elif over and maker is None:
        raise InvalidValueError("a game ends only when a hand is scored")
    if phase in _MAKER_PHASES[:2] and to_act != maker:
        raise InvalidValueError("the maker names trump and discards")


def _check_auction(value: StateValue, rules: Rules, maker: int | None) -> None:
    """Refuse an auction code that is not a node of the rules' auction, or
    one that disagrees with the seat to act or the maker."""
    code = value.auction
    try:
        node = AUCTION_NODES[code] if code.__class__ is int else None
    except KeyError:
        node = None
    if node is None or auction_code(node[:4], auction_form(rules)) != code:
        raise InvalidValueError("the auction is not one of these rules")
    if value.phase is Phase.BIDDING:
        if node[NODE_TO_ACT] != value.to_act:
            raise InvalidValueError("the seat to act is not the auction's")
    elif node[NODE_TO_ACT] is not None or node[NODE_HIGH_BIDDER] != maker:
        raise InvalidValueError("the auction did not end with this maker")


def _check_history(value: StateValue, number: int) -> None:
    """Refuse a history whose parts are not of the right kinds and numbers."""
    for field in (value.actions, value.past, value.deals, value.results):
        if field.__class__ is not tuple:
            raise InvalidValueError("the history is kept in tuples")
    if len(value.deals) != number or len(value.past) != max(number - 1, 0):
        raise InvalidValueError("the history does not have one entry per hand")
    if not number - 1 <= len(value.results) <= number:
        raise InvalidValueError("the history does not have one result per hand")
    for result in value.results:
        check_instance(result, HandResult, "a hand result", "a HandResult")
    for hand in (*value.past, value.actions):
        for pair in hand if hand.__class__ is tuple else (None,):
            if (
                pair.__class__ is not tuple
                or len(pair) != 2
                or pair[0].__class__ is not int
                or not 0 <= pair[0] <= 3
                or pair[1].__class__ not in _ACTION_TYPES
            ):
                raise InvalidValueError("the history holds (seat, action) pairs")
    for dealt in value.deals:
        if (
            dealt.__class__ is not tuple
            or len(dealt) != 5
            or any(part.__class__ is not int for part in dealt)
            or not 0 <= dealt[4] <= 24
        ):
            raise InvalidValueError("a deal is kept as four hands and a widow")
        held = 1 << dealt[4]
        for mask in dealt[:4]:
            if not 0 <= mask <= _ALL_CARDS or held & mask or bin(mask).count("1") != 6:
                raise InvalidValueError("a deal is four hands of six and a widow")
            held |= mask
        if held != _ALL_CARDS:
            raise InvalidValueError("a deal is four hands of six and a widow")


def _check_hand(
    value: StateValue, rules: Rules, phase: Phase, maker: int | None
) -> None:
    """Refuse fields of the hand that disagree with each other or the phase."""
    widow, contract, trump, discarded, lone = (
        value.widow,
        value.contract,
        value.trump,
        value.discarded,
        value.lone,
    )
    played = maker is not None
    if (played and phase is Phase.BIDDING) or (not played and phase in _MAKER_PHASES):
        raise InvalidValueError(f"whether the maker is known in the {phase} phase")
    if played != (contract is not None) or played == (widow is not None):
        raise InvalidValueError("a maker, a contract and a widow picked up go together")
    if contract is not None and contract not in bid_ladder(rules):
        raise InvalidValueError("the contract is not a bid of these rules")
    if widow is not None:
        check_instance(widow, Card, "widow", "a Card")
    named = played and phase is not Phase.TRUMP
    if (trump is not None) != named:
        raise InvalidValueError(f"whether trump is named in the {phase} phase")
    if trump is not None:
        check_instance(trump, Suit, "trump", "a Suit")
    if (discarded is not None) != (named and phase is not Phase.DISCARD):
        raise InvalidValueError(f"whether the maker has discarded in the {phase} phase")
    if discarded is not None:
        check_instance(discarded, Card, "discarded", "a Card")
    if lone.__class__ is not tuple or len(lone) > 1 + rules.lone_defender:
        raise InvalidValueError("too many players go alone")
    if lone and (not rules.lone_hands or lone[0] != maker):
        raise InvalidValueError("only the maker goes alone first")
    if len(lone) == 2 and check_seat(lone[1], "a lone defender") % 2 == lone[0] % 2:
        raise InvalidValueError("only a defender goes alone after the maker")


def _check_cards(value: StateValue, maker: int | None) -> None:
    """Refuse a deal that is not the 25 cards each in one place, or a hand
    that holds more or fewer cards than it can at this point."""
    masks = value[:4]
    seen = 0
    for mask in masks:
        if mask.__class__ is not int or not 0 <= mask <= _ALL_CARDS or seen & mask:
            raise InvalidValueError("the hands must hold different cards")
        seen |= mask
    completed, trick = value.completed, value.trick
    if completed.__class__ is not tuple or len(completed) > 6:
        raise InvalidValueError("a hand has at most six tricks")
    if trick.__class__ is not tuple or len(trick) > 3:
        raise InvalidValueError("a trick under way has at most three cards")
    plays = list(trick)
    for done in completed:
        if done.__class__ is not tuple or len(done) != 3:
            raise InvalidValueError("a completed trick is (leader, plays, winner)")
        plays.extend(Trick(*done).plays)
    played = [0, 0, 0, 0]
    cards = [value.widow, value.discarded]
    for pair in plays:
        if pair.__class__ is not tuple or len(pair) != 2:
            raise InvalidValueError("a trick holds (seat, card) pairs")
        played[check_seat(pair[0], "a play's seat")] += 1
        check_instance(pair[1], Card, "a card played", "a Card")
        cards.append(pair[1])
    for card in cards:
        if card is not None:
            if seen >> card.index & 1:
                raise InvalidValueError(f"{card} is in two places")
            seen |= 1 << card.index
    if seen != _ALL_CARDS:
        raise InvalidValueError("the 25 cards are not all in the game")
    picked_up = value.widow is None and value.discarded is None
    for seat, mask in enumerate(masks):
        if bin(mask).count("1") + played[seat] != 6 + (seat == maker and picked_up):
            raise InvalidValueError(f"seat {seat} holds the wrong number of cards")
    won = check_whole_pair(value.won, "tricks won", 0, 6)
    if sum(won) != len(completed):
        raise InvalidValueError("the tricks won are not the tricks completed")

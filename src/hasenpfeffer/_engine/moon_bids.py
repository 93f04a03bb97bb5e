"""The steps of an auction of bids with every card dealt and the moon
(Bid Euchre): the deal of six to each seat with nothing aside, the one
round of calls, the maker naming a suit or no trump, the moon played
alone (with ``call_for_best``, after a call for the partner's best card,
which runs through :mod:`.exchange` as in Railroad Euchre), and the
opening lead.

The calls are those of :mod:`hasenpfeffer.auction`'s graph, as in
Hasenpfeffer (:func:`.bidding.calls`); the auction's rule of one round,
the lowest bid and the moon live there.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import MOON, Action, Discard, Give, NameTrump, NoTrump
from ..auction import (
    AUCTION_NODES,
    NODE_AFTER,
    NODE_CODE,
    NODE_HIGH_BID,
    NODE_HIGH_BIDDER,
    NODE_TO_ACT,
    opening_code,
)
from ..cards import Card
from ..dealing import explicit_order_up_deal, order_up_deal_masks
from ..phases import Phase
from ..rules import OpeningLead
from .hand import new_hand, open_play, shuffle_key, throw_in
from .layout import (
    ACTIONS,
    AUCTION,
    CONTRACT,
    DEALER,
    FOLLOW,
    KITTY,
    MAKER,
    PHASE,
    RULES,
    SPEC,
    STRENGTH,
    TO_ACT,
    TRUMP,
    WIDOW,
    Value,
)
from .tables import (
    CARD_BIT,
    NAME_TRUMPS,
    NO_TRUMP_TABLES,
    TRUMP_TABLES,
    discards_of,
    mask_of,
    turn_order,
)

__all__ = [
    "TRUMPS",
    "after_call",
    "after_discard",
    "after_trump",
    "deal",
    "discards",
    "start_play",
]

_PLAYERS = 4
_IN_TRUMP, _IN_ALONE = Phase.TRUMP, Phase.ALONE
_MAKER_LEADS = OpeningLead.MAKER
TRUMPS: tuple[NameTrump | NoTrump, ...] = (*NAME_TRUMPS, NoTrump())
"""The maker's choices of trump: each suit, then no trump."""


def deal(
    value: Value,
    number: int,
    seed: int | None,
    hands: Sequence[Sequence[Card | str]] | None,
    widow: Card | str | None,
    kitty: Sequence[Card | str] | None,
    hand_history: tuple[object, ...],
) -> Value:
    """Deal hand ``number``: the 24 cards, six to each seat, nothing aside,
    from the hands given, from ``seed``, or from the game's seed; the
    auction opens at the dealer's left."""
    spec = value[SPEC]
    if hands is not None:
        cards = explicit_order_up_deal(hands, (), spec.game)
        masks = tuple(mask_of(hand) for hand in cards.hands)
    else:
        key = shuffle_key(value, number, seed)
        masks, _ = order_up_deal_masks(key, value[DEALER], spec)
    auction = opening_code(value[DEALER], value[RULES])
    new = new_hand(value, number, masks, (*masks, ()), hand_history)
    new[TO_ACT] = AUCTION_NODES[auction][NODE_TO_ACT]
    new[WIDOW] = None
    new[KITTY] = ()
    new[AUCTION] = auction
    return new


def after_call(value: Value, new: Value, seat: int, action: Action, index: int) -> None:
    """The auction after the call at ``index`` of the calls: the next
    seat's turn, or the high bidder names trump, or (all having passed,
    under ``AllPass.REDEAL``) the hand is thrown in."""
    node = AUCTION_NODES[value[AUCTION]][NODE_AFTER][index]
    new[AUCTION] = node[NODE_CODE]
    to_act = node[NODE_TO_ACT]
    if to_act is not None:
        new[TO_ACT] = to_act
        return
    maker = node[NODE_HIGH_BIDDER]
    if maker is None:
        throw_in(value, new, _PLAYERS)
        return
    new[PHASE] = _IN_TRUMP
    new[TO_ACT] = maker
    new[MAKER] = maker
    new[CONTRACT] = node[NODE_HIGH_BID]


def after_trump(
    value: Value, new: Value, seat: int, action: NameTrump | NoTrump
) -> None:
    """The maker names a suit or no trump; then the play, or, for the moon
    with ``call_for_best``, the maker's choice of calling for best."""
    if action.__class__ is NoTrump:
        tables = NO_TRUMP_TABLES
        new[TRUMP] = None
    else:
        assert isinstance(action, NameTrump)
        tables = TRUMP_TABLES[action.suit]
        new[TRUMP] = action.suit
    new[FOLLOW] = tables.follow
    new[STRENGTH] = tables.strength
    if value[CONTRACT] == MOON and value[RULES].call_for_best:
        new[PHASE] = _IN_ALONE
    else:
        start_play(value, new, ())


def discards(value: Value) -> tuple[Discard, ...]:
    """The moon's maker, given a card for the call for best, keeps it and
    may discard any other."""
    given = value[ACTIONS][-1][1]
    assert given.__class__ is Give
    return discards_of(value[value[TO_ACT]] & ~CARD_BIT[given.card.index])


def after_discard(value: Value, new: Value, seat: int, card: Card) -> bool:
    """The moon's maker lays a card face down for the card given.  Returns
    ``True``: the only discard here ends a call for best."""
    new[seat] ^= CARD_BIT[card.index]
    return True


def start_play(value: Value, new: Value, lone_players: tuple[int, ...]) -> None:
    """Open the play: the moon's maker plays alone, the partner sitting
    out.  The rules' opening lead leads: the maker, or the dealer's left
    (the seat after it when that seat sits out)."""
    maker = value[MAKER]
    if value[CONTRACT] == MOON:
        lone_players = (maker,)
    following = turn_order(lone_players, _PLAYERS)
    if value[RULES].opening_lead is _MAKER_LEADS:
        leader = maker
    else:
        leader = (value[DEALER] + 1) % _PLAYERS
        if following[leader] < 0:
            leader = (leader + 1) % _PLAYERS
    open_play(new, leader, lone_players, following)

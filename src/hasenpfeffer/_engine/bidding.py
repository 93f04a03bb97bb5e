"""The steps of a game whose auction is of bids (Hasenpfeffer): the deal
with its widow, the calls, the maker taking the widow and naming trump,
the discard (under ``Widow.UNUSED`` the widow stays out of play and the
maker names trump only), the order in which the defenders may go alone, and the
opening lead.

The bids themselves are a graph of auction nodes worked out once (see
:mod:`hasenpfeffer.auction`): a call moves from one node to the next.
"""

from __future__ import annotations

from collections.abc import Sequence

from .._checks import unchecked
from ..actions import Action, Bid, Discard, NameTrump, NoTrump, Pass
from ..auction import (
    AUCTION_NODES,
    NODE_AFTER,
    NODE_CALLS,
    NODE_CODE,
    NODE_HIGH_BID,
    NODE_HIGH_BIDDER,
    NODE_TO_ACT,
    PASSED,
    Auction,
    forced_bid_code,
    opening_code,
)
from ..cards import JOKER, Card
from ..dealing import deal_masks, explicit_deal
from ..phases import Phase
from ..rules import AllPass, OpeningLead, Widow
from .hand import new_hand, open_play, shuffle_key, throw_in
from .layout import (
    ACTIONS,
    AUCTION,
    CONTRACT,
    DEALER,
    DISCARDED,
    FOLLOW,
    KITTY,
    MAKER,
    PHASE,
    RULES,
    STRENGTH,
    TO_ACT,
    TRUMP,
    WIDOW,
    Value,
)
from .tables import CARD_BIT, DECK, TRUMP_TABLES, discards_of, mask_of, turn_order

__all__ = [
    "after_call",
    "after_discard",
    "after_trump",
    "auction_of",
    "calls",
    "deal",
    "defenders_in_turn",
    "discards",
    "high_bid_of",
    "start_play",
]

_PLAYERS = 4
"""The auction of bids is held among four players (its graph of nodes is
worked out for four)."""
_IN_TRUMP, _IN_DISCARD, _IN_ALONE = Phase.TRUMP, Phase.DISCARD, Phase.ALONE
_MAKER_LEADS = OpeningLead.MAKER
_JOKER_BIDS = AllPass.JOKER_BIDS
_WIDOW_UNUSED = Widow.UNUSED
_JOKER_BIT = CARD_BIT[JOKER.index]
"""Read once: an enum member costs more to look up than a module name."""


def deal(
    value: Value,
    number: int,
    seed: int | None,
    hands: Sequence[Sequence[Card | str]] | None,
    widow: Card | str | None,
    kitty: Sequence[Card | str] | None,
    hand_history: tuple[object, ...],
) -> Value:
    """Deal hand ``number``: six cards to each seat and the widow, from the
    cards given, from ``seed``, or from the game's seed (the arguments
    checked by :func:`~.start.dealt`); the auction opens at the dealer's
    left."""
    if hands is not None:
        assert widow is not None
        cards = explicit_deal(hands, widow)
        masks = tuple(mask_of(hand) for hand in cards.hands)
        assert cards.widow is not None
        widow_index = cards.widow.index
    else:
        masks, widow_index = deal_masks(shuffle_key(value, number, seed), value[DEALER])
    auction = opening_code(value[DEALER], value[RULES])
    new = new_hand(value, number, masks, (*masks, widow_index), hand_history)
    new[TO_ACT] = AUCTION_NODES[auction][NODE_TO_ACT]
    new[WIDOW] = DECK[widow_index]
    new[KITTY] = ()
    new[AUCTION] = auction
    return new


def auction_of(value: Value) -> Auction | None:
    """The auction of the hand shown, as an :class:`Auction` (``None``
    before a deal, and where the auction is not of bids)."""
    code = value[AUCTION]
    if code is None:
        return None
    dealer = value[DEALER]
    if value[PHASE] is Phase.DEAL:  # the hand shown was dealt by the last dealer
        dealer = (dealer + _PLAYERS - 1) % _PLAYERS
    actions = value[ACTIONS]
    calls = len(actions)
    for number, (_, action) in enumerate(actions):
        if action.__class__ is not Pass and action.__class__ is not Bid:
            calls = number
            break
    to_act, high_bid, high_bidder, passed = AUCTION_NODES[code][:4]
    return unchecked(
        Auction, dealer, to_act, high_bid, high_bidder, PASSED[passed], actions[:calls]
    )


def high_bid_of(value: Value) -> Bid | None:
    """The highest bid of the auction shown so far, if any (``None`` where
    the auction is not of bids)."""
    code = value[AUCTION]
    if code is None:
        return None
    high_bid: Bid | None = AUCTION_NODES[code][NODE_HIGH_BID]
    return high_bid


def calls(value: Value) -> tuple[Action, ...]:
    """The calls open to the bidder to act: pass, then the bids from the
    lowest that may be made."""
    legal: tuple[Action, ...] = AUCTION_NODES[value[AUCTION]][NODE_CALLS]
    return legal


def after_call(value: Value, new: Value, seat: int, action: Action, index: int) -> None:
    """The auction after the call at ``index`` of :func:`calls`: the next
    bidder's turn, or the high bidder takes the widow (but not under
    ``Widow.UNUSED``, which leaves it aside) and names trump, or (all
    having passed) the hand is thrown in, or under ``AllPass.JOKER_BIDS``
    the Joker's holder is to bid three."""
    node = AUCTION_NODES[value[AUCTION]][NODE_AFTER][index]
    new[AUCTION] = node[NODE_CODE]
    to_act = node[NODE_TO_ACT]
    if to_act is not None:
        new[TO_ACT] = to_act
        return
    maker = node[NODE_HIGH_BIDDER]
    if maker is None:
        holder = _joker_holder(value) if value[RULES].all_pass is _JOKER_BIDS else None
        if holder is None:
            throw_in(value, new, _PLAYERS)
        else:
            new[AUCTION] = forced_bid_code(holder, value[RULES])
            new[TO_ACT] = holder
        return
    new[PHASE] = _IN_TRUMP
    new[TO_ACT] = maker
    new[MAKER] = maker
    new[CONTRACT] = node[NODE_HIGH_BID]
    if value[RULES].widow is _WIDOW_UNUSED:
        return  # the widow stays face down, out of play, until the next deal
    new[maker] |= CARD_BIT[value[WIDOW].index]
    new[WIDOW] = None


def _joker_holder(value: Value) -> int | None:
    """The seat dealt the Joker, ``None`` when it is the widow: when all
    four pass under ``AllPass.JOKER_BIDS`` that seat must bid three."""
    for seat in range(_PLAYERS):
        if value[seat] & _JOKER_BIT:
            return seat
    return None


def after_trump(
    value: Value, new: Value, seat: int, action: NameTrump | NoTrump
) -> None:
    """The maker names trump, and discards next; under ``Widow.UNUSED``,
    with no widow taken, the choice of going alone or the play is next."""
    assert isinstance(action, NameTrump)  # no trump is not a legal call here
    trump = action.suit
    new[PHASE] = _IN_DISCARD
    new[TRUMP] = trump
    tables = TRUMP_TABLES[trump]
    new[FOLLOW] = tables.follow
    new[STRENGTH] = tables.strength
    if value[RULES].widow is _WIDOW_UNUSED:
        _after_exchange(value, new)


def _after_exchange(value: Value, new: Value) -> None:
    """Once the maker holds the six cards it plays with: the choice of
    going alone, if the rules allow it, or the play."""
    if value[RULES].lone_hands:
        new[PHASE] = _IN_ALONE
    else:
        start_play(value, new, ())


def discards(value: Value) -> tuple[Discard, ...]:
    """The maker may discard any card of their seven."""
    return discards_of(value[value[TO_ACT]])


def after_discard(value: Value, new: Value, seat: int, card: Card) -> bool:
    """The maker lays a card face down; then the choice of going alone, if
    the rules allow it, or the play.  Returns ``False``: no call for best
    ends with a discard here."""
    new[seat] ^= CARD_BIT[card.index]
    new[DISCARDED] = DECK[card.index]
    _after_exchange(value, new)
    return False


def defenders_in_turn(maker: int, dealer: int) -> tuple[int, int]:
    """The defenders in the order they may go alone against a lone
    ``maker``: from the maker's left.

    >>> defenders_in_turn(2, dealer=0)
    (3, 1)
    """
    return (maker + 1) % _PLAYERS, (maker + 3) % _PLAYERS


def start_play(value: Value, new: Value, lone_players: tuple[int, ...]) -> None:
    """Open the play.  Against a lone maker the player to the maker's left
    leads, or the defender who went alone too; otherwise the rules' opening
    lead: the maker, or the dealer's left."""
    maker = value[MAKER]
    if len(lone_players) == 2:
        leader = lone_players[1]
    elif lone_players:
        leader = (maker + 1) % _PLAYERS
    elif value[RULES].opening_lead is _MAKER_LEADS:
        leader = maker
    else:
        leader = (value[DEALER] + 1) % _PLAYERS
    open_play(new, leader, lone_players, turn_order(lone_players, _PLAYERS))

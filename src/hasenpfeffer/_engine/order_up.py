"""The steps of a game whose auction orders up the upcard (the Euchres):
the deal with its kitty, the two rounds of calls, the dealer taking the
upcard and discarding, the order in which the defenders may go alone, and
the opening lead.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action, Discard, Give, NameTrump, Pass
from ..cards import Card
from ..dealing import explicit_order_up_deal, order_up_deal_masks
from ..order_up import order_up_calls, proposed_suit
from ..phases import Phase
from .hand import new_hand, open_play, shuffle_key, throw_in
from .layout import (
    ACTIONS,
    AUCTION,
    DEALER,
    DISCARDED,
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
from .tables import CARD_BIT, DECK, TRUMP_TABLES, discards_of, mask_of, turn_order

__all__ = [
    "after_call",
    "after_discard",
    "after_exchange",
    "calls",
    "deal",
    "defenders_in_turn",
    "discards",
    "start_play",
]

_IN_DISCARD, _IN_ALONE = Phase.DISCARD, Phase.ALONE
"""Read once: an enum member costs more to look up than a module name."""


def _players(value: Value) -> int:
    players: int = value[SPEC].players
    return players


def deal(
    value: Value,
    number: int,
    seed: int | None,
    hands: Sequence[Sequence[Card | str]] | None,
    widow: Card | str | None,
    kitty: Sequence[Card | str] | None,
    hand_history: tuple[object, ...],
) -> Value:
    """Deal hand ``number``: five cards to each seat and the kitty, the
    upcard on top, from the cards given, from ``seed``, or from the game's
    seed (the arguments checked by :func:`~.start.dealt`); the auction
    opens at the dealer's left."""
    spec = value[SPEC]
    if hands is not None:
        assert kitty is not None
        cards = explicit_order_up_deal(hands, kitty, spec.game)
        masks = tuple(mask_of(hand) for hand in cards.hands)
        indices = tuple(card.index for card in cards.kitty)
    else:
        key = shuffle_key(value, number, seed)
        masks, indices = order_up_deal_masks(key, value[DEALER], spec)
    if len(masks) < 4:  # the value keeps four hands: seat 3 of three is empty
        masks = (*masks, 0)
    new = new_hand(value, number, masks, (*masks, indices), hand_history)
    new[TO_ACT] = (value[DEALER] + 1) % spec.players
    new[WIDOW] = None
    new[KITTY] = tuple(DECK[index] for index in indices)
    new[AUCTION] = None
    return new


def calls(value: Value) -> tuple[Action, ...]:
    """The calls open to the player to act: in the first round pass or
    order up the upcard's suit, in the second pass or name another suit."""
    rules = value[RULES]
    return order_up_calls(
        # Until trump is named, the hand's actions are passes.
        proposed_suit(value[KITTY][0], rules),
        len(value[ACTIONS]),
        rules.all_pass,
        value[SPEC].players,
    )


def after_call(value: Value, new: Value, seat: int, action: Action, index: int) -> None:
    """The auction after a call: the next player's turn, the hand thrown in
    after two rounds of passes, or trump made (ordered up, the dealer takes
    the upcard and discards)."""
    players = _players(value)
    passes = len(value[ACTIONS])  # the calls so far, all passes
    if action.__class__ is Pass:
        if passes + 1 == 2 * players:
            throw_in(value, new, players)
        else:
            new[TO_ACT] = (seat + 1) % players
        return
    assert isinstance(action, NameTrump)
    trump = action.suit
    new[MAKER] = seat
    new[TRUMP] = trump
    tables = TRUMP_TABLES[trump]
    new[FOLLOW] = tables.follow
    new[STRENGTH] = tables.strength
    if passes < players:  # ordered up: the dealer takes the upcard
        dealer = value[DEALER]
        new[dealer] |= CARD_BIT[value[KITTY][0].index]
        new[PHASE] = _IN_DISCARD
        new[TO_ACT] = dealer
        return
    after_exchange(value, new)


def discards(value: Value) -> tuple[Discard, ...]:
    """The dealer keeps the upcard picked up, and a lone player who called
    for best the card given; any other card may go."""
    kitty = value[KITTY]
    last = value[ACTIONS][-1][1]
    kept = last.card if last.__class__ is Give else kitty[0]
    return discards_of(value[value[TO_ACT]] & ~CARD_BIT[kept.index])


def after_discard(value: Value, new: Value, seat: int, card: Card) -> bool:
    """A card laid face down: the dealer's (then the choice of going alone,
    or the play), or a lone player's for the card given.  Returns whether
    it was the lone player's, who has gone alone by it."""
    new[seat] ^= CARD_BIT[card.index]
    if value[ACTIONS][-1][1].__class__ is Give:
        return True
    new[DISCARDED] = DECK[card.index]
    after_exchange(value, new)
    return False


def after_exchange(value: Value, new: Value) -> None:
    """Once trump is made and the upcard dealt with: the maker chooses
    whether to go alone; in Three-Handed Euchre the maker plays alone
    without being asked."""
    spec = value[SPEC]
    if value[RULES].lone_hands and not spec.maker_alone:
        new[PHASE] = _IN_ALONE
        new[TO_ACT] = new[MAKER]
    else:
        start_play(value, new, ())


def defenders_in_turn(maker: int, dealer: int) -> tuple[int, int]:
    """The defenders in the order they may go alone against a lone
    ``maker``: from the dealer's left.

    >>> defenders_in_turn(2, dealer=0)
    (1, 3)
    """
    first, second = sorted(
        ((maker + 1) % 4, (maker + 3) % 4), key=lambda seat: (seat - dealer - 1) % 4
    )
    return first, second


def start_play(value: Value, new: Value, lone_players: tuple[int, ...]) -> None:
    """Open the play: the first seat playing from the dealer's left leads."""
    players = _players(value)
    following = turn_order(lone_players, players)
    leader = (value[DEALER] + 1) % players
    while following[leader] < 0:
        leader = (leader + 1) % players
    open_play(new, leader, lone_players, following)

"""Deals a seat cannot tell from the real one, for search over hidden cards.

A player knows its own cards, every card played, and (the maker) the widow
and the discard.  :func:`consistent_deal` deals the cards it has not seen
again at random, so that everything it saw could have happened the same
way: each seat gets as many unseen cards as it holds, no seat gets a card of
a suit it has shown it lacks, and the maker's widow and discard fit.
Search algorithms that sample the hidden cards (OpenSpiel's IS-MCTS through
:meth:`~hasenpfeffer.integrations.openspiel.HasenpfefferState.resample_from_infostate`,
or a bot of your own) play on from such a deal.  Pure Python.

>>> import random
>>> import hasenpfeffer as hp
>>> from hasenpfeffer.integrations.sampling import consistent_deal
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H")
>>> state = state.discard("QC").play("AS")
>>> deal, discard = consistent_deal(state, 2, random.Random(1))
>>> deal.hands[2] == state.deals[-1].hands[2]        # seat 2's own cards
True
>>> hp.Card.parse("AS") in deal.hands[1] or deal.widow == hp.Card.parse("AS")
True
>>> discard is not None                              # seat 2 never saw it
True

In Euchre the upcard stays where everyone saw it go, and the three cards
under it and, for anyone but the dealer, the dealer's discard are dealt
again with the other hands:

>>> euchre = hp.new_game(hp.Rules(game=hp.Game.EUCHRE), seed=1, dealer=0).deal()
>>> euchre = euchre.name_trump(euchre.upcard.suit).discard("QC")
>>> deal, discard = consistent_deal(euchre, 2, random.Random(1))
>>> deal.kitty[0] == euchre.upcard, len(deal.kitty), discard is not None
(True, 4, True)
"""

from __future__ import annotations

import random

from .._kernel import suits_in, voids_shown
from .._sampling import split_unseen
from ..cards import Card, Suit, deck
from ..dealing import Deal
from ..errors import InvalidValueError
from ..rules import Game
from ..state import GameState
from ..views import PlayerView
from ._game_shape import game_shape
from ._seat_knowledge import dealt_hand, hand_dealer

__all__ = ["consistent_deal", "shown_void"]

_DECK = deck()
_SUITS = tuple(Suit)


def shown_void(state: GameState) -> dict[int, set[Suit]]:
    """The effective suits each seat has shown it holds no more of, by not
    following them this hand.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H")
    >>> state = state.discard("QC").play("AS").play("TS").play("KS").play("QS")
    >>> state = state.play("9S").play("9D")      # seat 2 has no spade left
    >>> shown_void(state)
    {0: set(), 1: set(), 2: {Suit.SPADES}, 3: set()}
    """
    trump = state.trump
    if trump is None:
        return {seat: set() for seat in range(4)}
    tricks = [trick.plays for trick in state.completed_tricks]
    shown = voids_shown([*tricks, state.current_trick], trump)
    return {seat: suits_in(voids) for seat, voids in enumerate(shown)}


def consistent_deal(
    state: GameState, seat: int, chooser: random.Random
) -> tuple[Deal, Card | None]:
    """A deal of the current hand that ``seat`` cannot tell from the real
    one, and in it the maker's discard when ``seat`` has not seen it
    (``None`` when it has, or there is none yet).

    ``seat``'s own cards, every card played, and what the maker saw stay as
    they were; the other cards are dealt again.  The unseen cards are
    shuffled and cut into the places they may be, up to 20 times, and the
    first cut that respects every shown void is kept: uniform among the
    consistent deals (and always the first cut when no void is shown).
    When every cut breaks a void (many voids), the cards go out one at a
    time instead, each to a place drawn in proportion to its room left
    among those that leave the rest of the deal possible: always
    consistent, but not exactly uniform.  The maker's widow, when it was
    picked up and ``seat`` did not see it, is then one of the maker's seven
    cards drawn evenly.

    In Euchre the deal's ``kitty`` keeps the upcard first, and the three
    cards under it are unseen cards like the others; so is the dealer's
    discard for every seat but the dealer's, and the discard returned is
    the dealer's.

    Raises:
        InvalidValueError: ``seat`` is not a seat, or no hand is being
            played (nothing has been dealt).
    """
    view = state.view(seat)
    if state.hand_number == 0:
        raise InvalidValueError("no hand has been dealt yet")
    if state.rules.game is not Game.HASENPFEFFER:
        return _order_up_deal(state, view, chooser)
    maker = state.maker
    played: dict[int, list[Card]] = {other: [] for other in range(4)}
    for plays in (
        *(trick.plays for trick in state.completed_tricks),
        state.current_trick,
    ):
        for player, card in plays:
            played[player].append(card)
    own = list(dealt_hand(view))
    known = set(own)
    for cards in played.values():
        known.update(cards)
    if maker == seat:
        assert view.widow is not None
        known.add(view.widow)
        if view.discarded is not None:
            known.add(view.discarded)
    unseen = [card for card in _DECK if card not in known]
    # Where the unseen cards may be: each other seat's hand now, the widow
    # while it lies, and the discard that a non-maker has not seen.
    others = [other for other in range(4) if other != seat]
    sizes = [view.hand_sizes[other] for other in others]
    loose_size = int(
        state.widow is not None or (maker != seat and state.discarded is not None)
    )
    voids = shown_void(state)
    masks = [sum(1 << _SUITS.index(suit) for suit in voids[other]) for other in others]
    split = split_unseen(
        [card.index for card in unseen],
        [*sizes, loose_size],
        [*masks, 0],
        state.trump,
        chooser,
    )
    groups = [[_DECK[card] for card in group] for group in split]
    loose = groups[-1]
    hands: dict[int, list[Card]] = {seat: own}
    widow: Card | None = view.widow if maker == seat else None
    discard: Card | None = None
    for other, holding in zip(others, groups, strict=False):
        cards = played[other] + holding
        if other == maker and state.widow is None:
            # The maker's seven: any of them may have been the widow.
            if state.discarded is not None:
                discard = loose[0]
                cards.append(discard)
            widow = chooser.choice(cards)
            cards.remove(widow)
        hands[other] = cards
    if state.widow is not None:
        widow = loose[0]
    assert widow is not None
    ordered = tuple(
        tuple(sorted(hands[player], key=lambda card: card.index)) for player in range(4)
    )
    return Deal(ordered, widow), discard


def _order_up_deal(
    state: GameState, view: PlayerView, chooser: random.Random
) -> tuple[Deal, Card | None]:
    """:func:`consistent_deal` for Euchre."""
    shape = game_shape(state.rules.game)
    seat = view.seat
    upcard = view.upcard
    assert upcard is not None
    dealer = hand_dealer(view)
    # The second round may not name the upcard's suit: trump is the upcard's
    # suit exactly when it was ordered up and the dealer took it.
    ordered_up = state.trump is upcard.suit
    played: dict[int, list[Card]] = {other: [] for other in range(shape.players)}
    for plays in (
        *(trick.plays for trick in state.completed_tricks),
        state.current_trick,
    ):
        for player, card in plays:
            played[player].append(card)
    own = list(dealt_hand(view))
    known = {*own, upcard}
    for cards in played.values():
        known.update(cards)
    if view.discarded is not None:
        known.add(view.discarded)
    unseen = [card for card in shape.cards if card not in known]
    holds_upcard = ordered_up and upcard not in played[dealer]
    hidden_discard = state.discarded is not None and seat != dealer
    others = [other for other in range(shape.players) if other != seat]
    sizes = [
        view.hand_sizes[other] - (other == dealer and holds_upcard) for other in others
    ]
    voids = shown_void(state)
    masks = [sum(1 << _SUITS.index(suit) for suit in voids[other]) for other in others]
    under = shape.left_over - 1
    split = split_unseen(
        [card.index for card in unseen],
        [*sizes, int(hidden_discard), under],
        [*masks, 0, 0],
        state.trump,
        chooser,
    )
    groups = [[_DECK[card] for card in group] for group in split]
    discard = groups[-2][0] if hidden_discard else None
    hands: dict[int, list[Card]] = {seat: own}
    for other, holding in zip(others, groups, strict=False):
        cards = played[other] + holding
        if other == dealer:
            if discard is not None:
                cards.append(discard)
            if ordered_up:
                cards = [card for card in cards if card != upcard]
        hands[other] = cards
    ordered = tuple(
        tuple(sorted(hands[player], key=lambda card: card.index))
        for player in range(shape.players)
    )
    return Deal(ordered, None, (upcard, *groups[-1])), discard

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

Three-Handed Euchre is dealt again the same way, with eight cards under
the upcard and two other hands; Bid Euchre too, with no upcard and
nothing left over (the voids shown in no trump are of the printed
suits).

In Railroad Euchre (and in Bid Euchre's moon, with ``call_for_best``) the
card given to a player who called for best is known to the two partners
only, and the card the lone player discarded for it to that player only;
:func:`consistent_history` draws them with the deal, and gives the hand's
decisions with those cards in them.
"""

from __future__ import annotations

import random

from .._checks import check_instance
from .._engine.hidden import (
    BestCall,
    best_calls,
    joker_holder_shown,
    split_placing,
    split_unseen,
)
from .._public import moved_names
from ..actions import Action, Discard, Give
from ..cards import JOKER, Card, Suit, deck
from ..dealing import Deal
from ..errors import InvalidValueError
from ..games import spec_of
from ..order_up import proposed_suit
from ..state import GameState
from ..views import PlayerView
from . import _seat_knowledge
from ._game_shape import game_shape
from ._seat_knowledge import dealt_hand, hand_dealer

__all__ = ["consistent_deal", "consistent_history"]

__getattr__ = moved_names(
    __name__,
    {
        "shown_void": (
            "the suits a seat did not follow in state.completed_tricks",
            lambda: _seat_knowledge.shown_void,
        )
    },
)

_DECK = deck()
_SUITS = tuple(Suit)


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
    When every cut breaks a void (many voids), the consistent deals are
    counted instead and one of them drawn evenly: uniform too.  The
    maker's widow, when it was picked up and ``seat`` did not see it, is
    then one of the maker's seven cards drawn evenly.  Under
    ``Widow.UNUSED`` the widow is an unseen card for every seat, the maker
    included, dealt like the others, and there is no discard.

    In Euchre the deal's ``kitty`` keeps the upcard first, and the three
    cards under it are unseen cards like the others; so is the dealer's
    discard for every seat but the dealer's, and the discard returned is
    the dealer's.  Railroad Euchre is dealt likewise (four cards under the
    upcard); the card given for best, hidden from all but the two
    partners, is then one of the lone player's cards drawn evenly, and the
    card discarded for it, hidden from all but the lone player, an unseen
    card like the others (:func:`consistent_history` gives both).  Bid
    Euchre, which deals every card and has no upcard, is dealt again as
    the Euchres are, with its moon's call for best as Railroad Euchre's.

    Raises:
        InvalidValueError: ``seat`` is not a seat, or no hand is being
            played (nothing has been dealt).
    """
    check_instance(state, GameState, "state", "a GameState")
    check_instance(chooser, random.Random, "chooser", "a random.Random")
    view = state.view(seat)
    if state.hand_number == 0:
        raise InvalidValueError("no hand has been dealt yet")
    spec = spec_of(state.rules)
    if not spec.widow:
        deal, hidden = _kitty_sample(state, view, chooser)
        dealer_discard_at, _ = _hidden_decisions(state)
        if dealer_discard_at is None:
            return deal, None
        return deal, hidden.get(dealer_discard_at)
    maker = state.maker
    played: dict[int, list[Card]] = {other: [] for other in spec.seats}
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
    if maker == seat and view.widow is not None:  # not under Widow.UNUSED
        known.add(view.widow)
        if view.discarded is not None:
            known.add(view.discarded)
    unseen = [card for card in spec.cards if card not in known]
    # Where the unseen cards may be: each other seat's hand now, the widow
    # while it lies (under Widow.UNUSED, all hand long), and the discard
    # that a non-maker has not seen.
    others = [other for other in spec.seats if other != seat]
    sizes = [view.hand_sizes[other] for other in others]
    loose_size = int(
        state.widow is not None or (maker != seat and state.discarded is not None)
    )
    voids = _seat_knowledge.shown_void(state)
    masks = [sum(1 << _SUITS.index(suit) for suit in voids[other]) for other in others]
    holder = joker_holder_shown(state.auction)
    # The seat asked to bid for holding the Joker was dealt it: unless this
    # seat has seen it, it is in that seat's hand or, that seat being the
    # maker who took up the widow, in its discard.
    pool = [card.index for card in unseen]
    if holder is None or holder == seat or JOKER in known:
        split = split_unseen(
            pool, [*sizes, loose_size], [*masks, 0], state.trump, chooser
        )
    else:
        discarder = holder == maker and state.widow is None
        places = [others.index(holder)] + ([len(others)] if discarder else [])
        split = split_placing(
            pool,
            [*sizes, loose_size],
            [*masks, 0],
            state.trump,
            chooser,
            JOKER.index,
            places,
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
            # The Joker's holder, made to bid, was dealt it: not the widow.
            widow = chooser.choice(
                [card for card in cards if other != holder or card != JOKER]
            )
            cards.remove(widow)
        hands[other] = cards
    if state.widow is not None:
        widow = loose[0]
    assert widow is not None
    ordered = tuple(
        tuple(sorted(hands[player], key=lambda card: card.index))
        for player in spec.seats
    )
    return Deal(ordered, widow), discard


def consistent_history(
    state: GameState, seat: int, chooser: random.Random
) -> tuple[Deal, tuple[tuple[int, Action], ...]]:
    """A deal of the current hand that ``seat`` cannot tell from the real
    one (as :func:`consistent_deal` draws it), and the hand's decisions so
    far, ``(seat, action)`` in order, with the cards hidden from ``seat``
    drawn to fit that deal: the maker's or the dealer's discard, and in
    Railroad Euchre the card given for best and the card discarded for it.
    Dealing the deal and taking the decisions leads to a position that
    ``seat`` sees exactly as it sees ``state``.

    >>> import random
    >>> import hasenpfeffer as hp
    >>> railroad = hp.Rules(game=hp.Game.RAILROAD_EUCHRE)
    >>> state = hp.new_game(railroad, seed=1, dealer=0).deal()
    >>> for action in ("trump", "discard", "call for best", "give"):
    ...     state = state.apply(
    ...         next(a for a in state.legal_actions() if str(a).startswith(action))
    ...     )
    >>> deal, decisions = consistent_history(state, 3, random.Random(2))
    >>> again = hp.new_game(railroad, seed=1, dealer=0).deal(
    ...     hands=deal.hands, kitty=deal.kitty
    ... )
    >>> for actor, action in decisions:
    ...     again = again.apply(action, seat=actor)
    >>> again.view(3) == state.view(3)
    True

    Raises:
        InvalidValueError: ``seat`` is not a seat, or no hand is being
            played (nothing has been dealt).
    """
    check_instance(state, GameState, "state", "a GameState")
    check_instance(chooser, random.Random, "chooser", "a random.Random")
    history = list(state.hand_history)
    if spec_of(state.rules).widow:
        deal, discard = consistent_deal(state, seat, chooser)
        if discard is not None:
            history = [
                (actor, Discard(discard) if isinstance(action, Discard) else action)
                for actor, action in history
            ]
        return deal, tuple(history)
    view = state.view(seat)
    if state.hand_number == 0:
        raise InvalidValueError("no hand has been dealt yet")
    deal, hidden = _kitty_sample(state, view, chooser)
    for number, card in hidden.items():
        actor, action = history[number]
        history[number] = (
            actor,
            Give(card) if isinstance(action, Give) else Discard(card),
        )
    return deal, tuple(history)


def _hidden_decisions(
    state: GameState,
) -> tuple[int | None, tuple[BestCall, ...]]:
    """Where the hand's history holds the dealer's discard, and its calls
    for best, in order."""
    history = state.hand_history
    calls = best_calls(history)
    for_best = {call.discard_at for call in calls}
    dealer_discard_at: int | None = None
    for number, (_, action) in enumerate(history):
        if isinstance(action, Discard) and number not in for_best:
            dealer_discard_at = number
    return dealer_discard_at, calls


_Place = tuple[str, int, int | None]
"""Where the upcard may be: ``("hand", seat, given_in)``, ``("played",
seat, given_in)`` or ``("discard", exchange, None)``, with the exchange
whose gift carried it, if any."""


def _upcard_places(
    view: PlayerView, dealer: int, exchanges: tuple[BestCall, ...]
) -> list[_Place]:
    """Where the upcard the dealer took up may be now, for ``view``'s seat,
    before voids and room are considered."""
    upcard = view.upcard
    places: list[_Place] = [("hand", dealer, None)]
    for number, exchange in enumerate(exchanges):
        moved: list[_Place] = []
        pair = (exchange.caller, exchange.giver)
        given = view.best_card if view.seat in pair else None
        for place in places:
            kind, where, _ = place
            gave = exchange.give_at is not None and where == exchange.giver
            if kind == "hand" and gave:
                if given is None or given == upcard:
                    moved.append(("hand", exchange.caller, number))
                if given != upcard:
                    moved.append(place)
            else:
                moved.append(place)
        places = []
        for place in moved:
            kind, where, given_in = place
            if (
                kind == "hand"
                and where == exchange.caller
                and exchange.discard_at is not None
                and given_in != number
            ):
                if view.seat != where or view.best_discard == upcard:
                    places.append(("discard", number, None))
                if view.seat != where or view.best_discard != upcard:
                    places.append(place)
            else:
                places.append(place)
    return places


def _kitty_sample(
    state: GameState, view: PlayerView, chooser: random.Random
) -> tuple[Deal, dict[int, Card]]:
    """A deal of a game without a widow (the Euchres, with their upcard
    and kitty, or Bid Euchre, which deals every card) that ``view``'s seat
    cannot tell from the real one, and the cards of the decisions hidden
    from it, by their place in the hand's history."""
    shape = game_shape(state.rules.game)
    players = shape.players
    seat = view.seat
    upcard = view.upcard
    dealer = hand_dealer(view)
    # The second round may not name the proposed suit: trump is the suit
    # the upcard proposed exactly when it was ordered up and the dealer
    # took it.
    ordered_up = upcard is not None and state.trump is proposed_suit(
        upcard, state.rules
    )
    dealer_discard_at, exchanges = _hidden_decisions(state)
    played: dict[int, list[Card]] = {other: [] for other in range(players)}
    for plays in (
        *(trick.plays for trick in state.completed_tricks),
        state.current_trick,
    ):
        for player, card in plays:
            played[player].append(card)
    all_played = {card for cards in played.values() for card in cards}
    own = list(dealt_hand(view))
    known = {*own, *all_played}
    if upcard is not None:
        known.add(upcard)
    for seen in (view.discarded, view.best_card, view.best_discard):
        if seen is not None:
            known.add(seen)
    voids = _seat_knowledge.shown_void(state)
    trump_bit = 0 if state.trump is None else 1 << _SUITS.index(state.trump)
    masks = {
        other: sum(1 << _SUITS.index(suit) for suit in voids[other])
        for other in range(players)
    }
    # The cards this seat knows to be in another seat's hand now.
    fixed: dict[int, list[Card]] = {other: [] for other in range(players)}
    given = view.best_card
    for exchange in exchanges:
        if seat == exchange.giver and given is not None and given not in all_played:
            fixed[exchange.caller].append(given)
    upcard_place: _Place | None = None
    upcard_seen = upcard in view.hand or upcard in (view.best_discard, view.best_card)
    if ordered_up and upcard not in all_played and not upcard_seen:
        places = [
            place
            for place in _upcard_places(view, dealer, exchanges)
            if place[0] == "discard"
            or (
                place[1] != seat
                and not masks[place[1]] & trump_bit
                and len(fixed[place[1]]) < view.hand_sizes[place[1]]
            )
        ]
        upcard_place = chooser.choice(places)
        if upcard_place[0] == "hand":
            assert upcard is not None  # ordered up
            fixed[upcard_place[1]].append(upcard)
    elif ordered_up and upcard not in played[dealer]:
        # Played by another seat, or held by the one it was given to: the
        # dealer gave it for best.
        for number, exchange in enumerate(exchanges):
            if exchange.giver == dealer and exchange.give_at is not None:
                holder = exchange.caller
                if upcard in played[holder] or upcard in view.hand:
                    upcard_place = ("played", holder, number)
    unseen = [card for card in shape.cards if card not in known]
    others = [other for other in range(players) if other != seat]
    hidden_dealer_discard = dealer_discard_at is not None and seat != dealer
    hidden_discards = [
        number
        for number, exchange in enumerate(exchanges)
        if exchange.discard_at is not None and seat != exchange.caller
    ]
    sizes = [view.hand_sizes[other] - len(fixed[other]) for other in others]
    sizes.append(int(hidden_dealer_discard))
    sizes.extend(
        int(upcard_place != ("discard", number, None)) for number in hidden_discards
    )
    sizes.append(max(shape.left_over - 1, 0))  # under the upcard
    extra = 2 + len(hidden_discards)
    split = split_unseen(
        [card.index for card in unseen],
        sizes,
        [*(masks[other] for other in others), *[0] * extra],
        state.trump,
        chooser,
    )
    groups = [[_DECK[card] for card in group] for group in split]
    holdings = {
        other: groups[number] + fixed[other] for number, other in enumerate(others)
    }
    hidden: dict[int, Card] = {}
    dealer_discard = view.discarded
    if hidden_dealer_discard:
        assert dealer_discard_at is not None
        dealer_discard = groups[len(others)][0]
        hidden[dealer_discard_at] = dealer_discard
    discards: dict[int, Card | None] = {}
    for slot, number in enumerate(hidden_discards):
        group = groups[len(others) + 1 + slot]
        discards[number] = group[0] if group else upcard
    dealt: dict[int, list[Card]] = {
        other: holdings[other] + played[other] for other in others
    }
    for number, exchange in enumerate(exchanges):
        caller, giver = exchange.caller, exchange.giver
        if exchange.give_at is not None:
            if seat in (caller, giver):
                assert given is not None
                card = given
            else:
                if upcard_place is not None and upcard_place[2] == number:
                    assert upcard is not None  # ordered up
                    card = upcard
                else:
                    card = chooser.choice(
                        [held for held in dealt[caller] if held != upcard]
                    )
                hidden[exchange.give_at] = card
            if giver != seat:
                dealt[giver].append(card)
            if caller != seat:
                dealt[caller].remove(card)
        if exchange.discard_at is not None and caller != seat:
            discard = discards[number]
            assert discard is not None
            hidden[exchange.discard_at] = discard
            dealt[caller].append(discard)
    if dealer != seat:
        if dealer_discard is not None:
            dealt[dealer].append(dealer_discard)
        if ordered_up:
            assert upcard is not None
            dealt[dealer].remove(upcard)
    dealt[seat] = own
    ordered = tuple(
        tuple(sorted(dealt[player], key=lambda card: card.index))
        for player in range(players)
    )
    kitty = () if upcard is None else (upcard, *groups[-1])
    return Deal(ordered, None, kitty), hidden

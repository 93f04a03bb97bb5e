"""The search bot's guesses at the hidden cards of a position of the play.

:func:`sample_deal` deals the cards a seat cannot see at random, among
the other hands and the places aside (the maker's discard; in the Euchres
the cards under the upcard and the dealer's discard; in Railroad Euchre
the discards of the players who called for best), consistently with
everything the seat's :class:`~hasenpfeffer.views.PlayerView` rules out.
:class:`~hasenpfeffer.bots.SearchBot` replays each guess into a game
state and solves it.

>>> import hasenpfeffer as hp, random
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("S")
>>> guess = sample_deal(state.discard("KC").view(3), random.Random(2))
>>> [len(hand) for hand in guess.hands], guess.discarded is not None
([6, 6, 6, 6], True)
"""

from __future__ import annotations

import random

import attrs

from .._engine.hidden import joker_holder_shown, split_placing, split_unseen
from .._engine.tables import DECK, PARTNER, TRUMP_TABLES, voids_shown
from ..actions import NameTrump, NoTrump
from ..cards import JOKER, Card, Suit
from ..errors import InvalidValueError
from ..games import spec_of
from ..order_up import proposed_suit
from ..phases import Phase
from ..rules import Widow
from ..views import PlayerView

__all__ = [
    "SampledDeal",
    "plays_so_far",
    "sample_deal",
    "sample_hands",
    "trump_action",
]

# The places of the unseen cards, as slots of :func:`split_unseen`: one
# for each seat's hand, then those below, counted after the seats.
_DISCARD = 0
"""The maker's hidden discard (in the Euchres, the dealer's)."""
_UNDER_UPCARD = 1
"""The cards under the upcard (the Euchres)."""
_BEST_DISCARDS = 2
"""The first of the discards of the seats that called for best (Railroad
Euchre), one slot each, in the order they called."""


@attrs.frozen
class SampledDeal:
    """A guess at the hidden cards of a position of the play: every seat's
    hand and the maker's discard (in Euchre, the dealer's discard and the
    kitty; in Railroad Euchre also the discards of the players who called
    for best).  :func:`sample_deal` makes them.

    >>> import hasenpfeffer as hp, random
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("S")
    >>> state = state.discard("KC")
    >>> guess = sample_deal(state.view(0), random.Random(1))
    >>> guess.hands[0] == state.hands[0], guess.discarded in state.hands[1]
    (True, False)

    Attributes:
        hands: the cards of each seat now (seats 0 to 3, or 0 to 2 in
            Three-Handed Euchre), each in deck order.
        discarded: the maker's discard; in Euchre the dealer's, or
            ``None`` when the upcard was turned down (nobody discarded).
        kitty: Euchre's kitty: the upcard, then the three cards under it
            (four in Railroad Euchre, eight in Three-Handed Euchre) in deck
            order; ``()`` in Hasenpfeffer.
        best_discards: in Railroad Euchre and on Bid Euchre's moon, the
            card each player who called for best discarded once given
            their partner's card, in the order of the view's
            ``called_for_best``; ``()`` elsewhere.
        widow: under ``Widow.UNUSED``, the widow, out of play and unseen
            by every seat (``discarded`` is then ``None``: the maker does
            not discard); ``None`` otherwise.
    """

    hands: tuple[tuple[Card, ...], ...]
    discarded: Card | None
    kitty: tuple[Card, ...] = ()
    best_discards: tuple[Card, ...] = ()
    widow: Card | None = None


def trump_action(trump: Suit | None) -> NameTrump | NoTrump:
    """The maker's action that names ``trump``, or no trump for ``None``.

    >>> str(trump_action(Suit.HEARTS)), str(trump_action(None))
    ('trump H', 'no trump')
    """
    return NoTrump() if trump is None else NameTrump(trump)


def plays_so_far(view: PlayerView) -> list[tuple[int, Card]]:
    """The hand's plays so far, in order."""
    plays = [play for trick in view.completed_tricks for play in trick.plays]
    return [*plays, *view.current_trick]


def _voids(view: PlayerView) -> tuple[int, ...]:
    """For each seat, a mask of the effective suits it has shown out of."""
    tricks = [trick.plays for trick in view.completed_tricks]
    players = spec_of(view.rules).players
    return voids_shown([*tricks, view.current_trick], view.trump, players)


def sample_deal(view: PlayerView, rng: random.Random) -> SampledDeal:
    """Deal the cards ``view``'s seat cannot see, at random, consistently
    with the view.

    The seat keeps its own hand; every other seat gets as many cards as it
    holds, none of a suit it has shown out of; for a seat other than the
    maker the maker's discard is one of the unseen cards too (the maker
    knows it).  Under ``Widow.UNUSED`` there is no discard, and the widow
    is one of the unseen cards for every seat, the maker included.
    Without shown voids the deal is uniformly random.  With
    them, the unseen cards are shuffled and cut into the hands up to 20
    times, and the first cut that respects the voids is kept: uniform among
    the consistent deals.  When every cut breaks a void (many voids), the
    consistent deals are counted instead and one of them drawn evenly:
    uniform too.

    In Euchre the places of the unseen cards are the other hands (a seat
    sitting out keeps its five cards), the three cards under the upcard
    and, after an order-up, for anyone but the dealer, the dealer's
    discard.  The upcard is seen by all: ordered up, it is in the dealer's
    hand until played; turned down, it stays in the kitty.

    Three-Handed Euchre is dealt the same way, to two other hands and
    eight cards under the upcard.

    Bid Euchre deals every card, so the unseen cards go to the other
    hands alone, a suit shown out of in no trump being the suit printed
    on the card.  After the moon's call for best, the maker's discard is
    one of the unseen cards for everyone but the maker, and the card given
    is in the maker's hand, unless played, for the partner who gave it
    (the others cannot tell it from the maker's own cards).

    Railroad Euchre deals the Joker too, and four cards under the upcard.
    A partner who gave a card sits out with four, and the card given is in
    the caller's hand, unless played, for the two partners who know it.
    The discard of each player who called for best is an unseen card for
    everyone else.  An upcard ordered up and not played is in the dealer's
    hand, except that a dealer who gave a card may have given it, and a
    dealer who called for best may have discarded it; when the seat cannot
    tell, the deal favours the likelier choice (the upcard, a trump, given
    to the partner, but kept by a dealer who called), and takes the other
    only when the view rules the likelier out (a hand shown out of trumps).
    So the deals are not uniform among all that fit the view.

    >>> import hasenpfeffer as hp, random
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("S")
    >>> state = state.discard("KC").play("AS")
    >>> guess = sample_deal(state.view(3), random.Random(2))
    >>> [len(hand) for hand in guess.hands], guess.hands[3] == state.hands[3]
    ([6, 5, 6, 6], True)

    In Euchre, seat 1 orders up and seat 0, the dealer, discards:

    >>> euchre = hp.Rules(game=hp.Game.EUCHRE)
    >>> state = hp.new_game(euchre, seed=1, dealer=0).deal()
    >>> state = state.name_trump(state.upcard.suit)
    >>> state = state.apply(state.legal_actions()[0]).pass_()
    >>> guess = sample_deal(state.view(1), random.Random(2))
    >>> state.upcard in guess.hands[0], guess.kitty[0] == state.upcard
    (True, True)

    In Railroad Euchre, seat 0 orders up the TD and the dealer, seat 3,
    discards; seat 0 calls for best, and seat 2 gives a card and sits out:

    >>> railroad = hp.Rules(game=hp.Game.RAILROAD_EUCHRE)
    >>> state = hp.new_game(railroad, seed=1, dealer=3).deal()
    >>> state = state.apply("trump D").apply("discard AC").apply("call for best")
    >>> state = state.apply("give 9C").apply("discard JC").pass_().pass_()
    >>> guess = sample_deal(state.view(1), random.Random(3))
    >>> [len(hand) for hand in guess.hands], len(guess.best_discards)
    ([5, 5, 4, 5], 1)

    Raises:
        InvalidValueError: the view is not of the play phase, or no deal
            fits it (a view made by hand).
    """
    if view.phase is not Phase.PLAY or view.maker is None:
        raise InvalidValueError(
            f"only a view of the play can be sampled, not {view.phase}"
        )
    spec = spec_of(view.rules)
    if not spec.kitty_size:
        return _sample_full_deal(view, rng)
    if view.trump is None:
        raise InvalidValueError("no deal of the unseen cards fits the view")
    if spec.upcard:
        if view.upcard is None:
            raise InvalidValueError("no deal of the unseen cards fits the view")
        return _sample_order_up_deal(view, view.upcard, view.trump, rng)
    plays = plays_so_far(view)
    known = {card.index for card in view.hand} | {card.index for _, card in plays}
    maker_view = view.discarded is not None
    if maker_view:
        assert view.discarded is not None
        known.add(view.discarded.index)
    pool = [card for card in range(spec.deck_size) if card not in known]
    sizes = [0 if seat == view.seat else view.hand_sizes[seat] for seat in spec.seats]
    sizes.append(0 if maker_view else 1)
    voids = [*_voids(view), 0]
    voids[view.seat] = 0  # the seat's own cards are not dealt again
    # The maker, asked to bid for holding the Joker, was dealt it: unless
    # this seat has seen it, it is in the maker's hand or discard (in its
    # hand when the widow is not used: the last slot is then the widow).
    holder = joker_holder_shown(view.auction)
    unused = view.rules.widow is Widow.UNUSED
    if holder is None or JOKER.index not in pool:
        dealt = split_unseen(pool, sizes, voids, view.trump, rng)
    else:
        places = (holder,) if unused else (holder, len(sizes) - 1)
        dealt = split_placing(pool, sizes, voids, view.trump, rng, JOKER.index, places)
    dealt[view.seat] = [card.index for card in view.hand]
    players = spec.players
    hands = tuple(
        tuple(DECK[card] for card in sorted(cards)) for cards in dealt[:players]
    )
    discarded = view.discarded if maker_view else DECK[dealt[players + _DISCARD][0]]
    assert discarded is not None
    if unused:  # the card aside is the widow, unseen by all
        return SampledDeal(hands, None, widow=discarded)
    return SampledDeal(hands, discarded)


def _sample_full_deal(view: PlayerView, rng: random.Random) -> SampledDeal:
    """:func:`sample_deal` for a game that deals every card (Bid Euchre)."""
    spec = spec_of(view.rules)
    seat = view.seat
    plays = plays_so_far(view)
    played = {card.index for _, card in plays}
    known = {card.index for card in view.hand} | played
    for seen in (view.best_card, view.best_discard):
        if seen is not None:
            known.add(seen.index)
    sizes = [0 if other == seat else view.hand_sizes[other] for other in spec.seats]
    placed: list[tuple[int, Card]] = []
    callers = view.called_for_best
    for caller in callers:
        given = view.best_card
        # The seat gave it: the caller holds it, unless played.
        if (
            given is not None
            and seat == spec.partner_of(caller)
            and (given.index not in played)
        ):
            placed.append((caller, given))
            sizes[caller] -= 1
    # The discard of each caller that the seat did not make is unseen.
    sizes += [0 if caller == seat else 1 for caller in callers]
    voids = [*_voids(view), *(0 for _ in callers)]
    voids[seat] = 0  # the seat's own cards are not dealt again
    pool = [card.index for card in spec.cards if card.index not in known]
    dealt = split_unseen(pool, sizes, voids, view.trump, rng)
    dealt[seat] = [card.index for card in view.hand]
    for place, card in placed:
        dealt[place].append(card.index)
    players = spec.players
    hands = tuple(
        tuple(DECK[card] for card in sorted(cards)) for cards in dealt[:players]
    )
    best_discards = []
    for number, caller in enumerate(callers):
        if caller == seat:
            assert view.best_discard is not None
            best_discards.append(view.best_discard)
        else:
            best_discards.append(DECK[dealt[players + number][0]])
    return SampledDeal(hands, None, best_discards=tuple(best_discards))


def _sample_order_up_deal(
    view: PlayerView, upcard: Card, trump: Suit, rng: random.Random
) -> SampledDeal:
    """:func:`sample_deal` for Euchre and Railroad Euchre."""
    plays = plays_so_far(view)
    played = {card.index for _, card in plays}
    seat, dealer = view.seat, view.dealer
    shape = spec_of(view.rules)
    players = shape.players
    callers = view.called_for_best
    # The second round may not name the suit the upcard proposes: that suit
    # is trump exactly when the upcard was ordered up.
    ordered_up = trump is proposed_suit(upcard, view.rules)
    discard_known = not ordered_up or seat == dealer
    known = {card.index for card in view.hand} | played | {upcard.index}
    if ordered_up and discard_known:
        if view.discarded is None:
            raise InvalidValueError("the dealer's view must show its discard")
        known.add(view.discarded.index)
    if view.best_discard is not None:
        known.add(view.best_discard.index)
    sizes = [0 if other == seat else view.hand_sizes[other] for other in range(players)]
    sizes += [0 if discard_known else 1, shape.kitty_size - 1]
    sizes += [0 if caller == seat else 1 for caller in callers]
    voids = [*_voids(view), 0, 0, *(0 for _ in callers)]
    voids[seat] = 0  # the seat's own cards are not dealt again
    placed: list[tuple[int, Card]] = []
    given = view.best_card
    if given is not None and PARTNER[seat] in callers:
        # The seat gave it: its partner has it, unless played.
        if given.index not in played:
            placed.append((PARTNER[seat], given))
            sizes[PARTNER[seat]] -= 1
        known.add(given.index)
    pool = [card.index for card in shape.cards if card.index not in known]
    upcard_hidden = (
        ordered_up
        and upcard.index not in played
        and upcard not in view.hand
        and upcard not in (view.best_discard, given)
    )
    if not upcard_hidden:
        dealt = split_unseen(pool, sizes, voids, trump, rng)
    else:
        trump_number = TRUMP_TABLES[trump].suit_number[upcard.index]
        for place in _upcard_places(view):
            if voids[place] >> trump_number & 1:
                continue
            trial = list(sizes)
            trial[place] -= 1
            try:
                dealt = split_unseen(pool, trial, voids, trump, rng)
            except InvalidValueError:
                continue
            placed.append((place, upcard))
            break
        else:
            raise InvalidValueError("no deal of the unseen cards fits the view")
    dealt[seat] = [card.index for card in view.hand]
    for place, card in placed:
        dealt[place].append(card.index)
    hands = tuple(
        tuple(DECK[card] for card in sorted(cards)) for cards in dealt[:players]
    )
    discarded = view.discarded if discard_known else DECK[dealt[players + _DISCARD][0]]
    under = tuple(DECK[card] for card in dealt[players + _UNDER_UPCARD])
    best_discards = []
    for number, caller in enumerate(callers):
        if caller == seat:
            assert view.best_discard is not None
            best_discards.append(view.best_discard)
        else:
            slot = players + _BEST_DISCARDS + number
            best_discards.append(DECK[dealt[slot][0]])
    return SampledDeal(hands, discarded, (upcard, *under), tuple(best_discards))


def _upcard_places(view: PlayerView) -> list[int]:
    """Where an upcard ordered up may be, unplayed, when ``view``'s seat
    cannot tell: the places of :func:`split_unseen`'s slots, the likelier
    first.  The dealer took it up; a dealer whose partner called for best
    may have given it (likely: it is a trump), and a dealer who called for
    best may have discarded it for the card given (unlikely)."""
    spec = spec_of(view.rules)
    dealer = view.dealer
    partner = spec.partner_of(dealer)
    callers = view.called_for_best
    if partner in callers and view.seat != partner:
        return [partner, dealer]
    if dealer in callers:
        return [dealer, spec.players + _BEST_DISCARDS + callers.index(dealer)]
    return [dealer]


def sample_hands(view: PlayerView, rng: random.Random) -> tuple[tuple[Card, ...], ...]:
    """The four hands of :func:`sample_deal`: a guess at every seat's cards.

    >>> import hasenpfeffer as hp, random
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("S")
    >>> state = state.discard("KC")
    >>> hands = sample_hands(state.view(1), random.Random(3))
    >>> hands[1] == state.hands[1], sorted(sum(hands, ())) == sorted(
    ...     card for hand in state.hands for card in hand)
    (True, True)
    """
    return sample_deal(view, rng).hands

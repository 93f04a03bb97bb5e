"""A player that searches: it deals the unseen cards at random many times,
solves each deal double-dummy, and takes the action that does best on
average.

For each decision of the play it deals the cards its seat cannot see
among the other hands (and, for anyone but the maker, the maker's
face-down discard), at random but consistent with everything the seat's
:class:`~hasenpfeffer.views.PlayerView` rules out: the seat's own hand, the
cards already played, the number of cards each seat holds, and the suits a
player has shown out of by not following the effective suit led.  In
the Euchres the unseen cards also go under the upcard and, for anyone but
the dealer after an order-up, to the dealer's discard; in Railroad
Euchre, for anyone but a player who called for best, to that player's
discard too.
It turns each such deal into a :class:`~hasenpfeffer.state.GameState` of
the same position, by replaying the hand's auction and play over it,
solves a number of those with :func:`~hasenpfeffer.analysis.solve`, and
plays the card with the best average score for its side
(:func:`~hasenpfeffer.scoring.hand_score`).  Its decisions before the
play, from the auction to going alone, are searched too, as told below.

>>> import hasenpfeffer as hp
>>> import random
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
>>> state = state.name_trump("S").discard("KC").play("AS")
>>> view = state.view(2)
>>> hands = sample_hands(view, random.Random(5))
>>> hands[2] == view.hand, [len(hand) for hand in hands]
(True, [6, 5, 6, 6])
>>> str(SearchBot(samples=8, seed=1).choose(view)) in ("play JC", "play TS")
True
"""

from __future__ import annotations

import random
import time

import attrs

from .._checks import check_random_seed
from .._engine.hidden import split_unseen
from .._engine.tables import DECK, POWER, TRUMP_TABLES, voids_shown
from ..actions import (
    Action,
    CallForBest,
    Discard,
    Give,
    GoAlone,
    NameTrump,
    Pass,
    Play,
)
from ..analysis import solve
from ..auction import proposed_suit
from ..cards import JOKER, Card, Suit
from ..errors import InvalidValueError, shown
from ..games import SPECS
from ..phases import Phase
from ..state import GameState, new_game
from ..views import PlayerView
from ._base import Bot, decision_random, view_to_act
from ._hand_estimate import best_of_seven_worths, first_lead
from ._heuristic import HeuristicBot
from ._search_auction import deals_before_play, search_before_play
from ._sides import hand_worth

__all__ = [
    "SampledDeal",
    "SearchBot",
    "replay_deal",
    "sample_deal",
    "sample_hands",
    "sample_state",
]

_SUITS = tuple(Suit)
# The places of the unseen cards, as slots of :func:`split_unseen`: one
# for each seat's hand, then those below, counted after the seats.
_DISCARD = 0
"""The maker's hidden discard (in the Euchres, the dealer's)."""
_UNDER_UPCARD = 1
"""The cards under the upcard (the Euchres)."""
_BEST_DISCARDS = 2
"""The first of the discards of the seats that called for best (Railroad
Euchre), one slot each, in the order they called."""
_TRIES = 30
"""Deals drawn, at most, for one that fits the maker's choice of trump."""


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
        best_discards: in Railroad Euchre, the card each player who called
            for best discarded once given their partner's card, in the
            order of the view's ``called_for_best``; ``()`` elsewhere.
    """

    hands: tuple[tuple[Card, ...], ...]
    discarded: Card | None
    kitty: tuple[Card, ...] = ()
    best_discards: tuple[Card, ...] = ()


def _played(view: PlayerView) -> list[tuple[int, Card]]:
    """The hand's plays so far, in order."""
    plays = [play for trick in view.completed_tricks for play in trick.plays]
    return [*plays, *view.current_trick]


def _voids(view: PlayerView) -> tuple[int, ...]:
    """For each seat, a mask of the effective suits it has shown out of."""
    assert view.trump is not None
    tricks = [trick.plays for trick in view.completed_tricks]
    players = SPECS[view.rules.game].players
    return voids_shown([*tricks, view.current_trick], view.trump, players)


def sample_deal(view: PlayerView, rng: random.Random) -> SampledDeal:
    """Deal the cards ``view``'s seat cannot see, at random, consistently
    with the view.

    The seat keeps its own hand; every other seat gets as many cards as it
    holds, none of a suit it has shown out of; for a seat other than the
    maker the maker's discard is one of the unseen cards too (the maker
    knows it).  Without shown voids the deal is uniformly random.  With
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
    if view.phase is not Phase.PLAY or view.trump is None or view.maker is None:
        raise InvalidValueError(
            f"only a view of the play can be sampled, not {view.phase}"
        )
    if view.upcard is not None:
        return _sample_order_up_deal(view, view.upcard, view.trump, rng)
    plays = _played(view)
    known = {card.index for card in view.hand} | {card.index for _, card in plays}
    maker_view = view.discarded is not None
    if maker_view:
        assert view.discarded is not None
        known.add(view.discarded.index)
    pool = [card for card in range(25) if card not in known]
    sizes = [0 if seat == view.seat else view.hand_sizes[seat] for seat in range(4)]
    sizes.append(0 if maker_view else 1)
    voids = [*_voids(view), 0]
    voids[view.seat] = 0  # the seat's own cards are not dealt again
    dealt = split_unseen(pool, sizes, voids, view.trump, rng)
    dealt[view.seat] = [card.index for card in view.hand]
    hands = tuple(tuple(DECK[card] for card in sorted(cards)) for cards in dealt[:4])
    discarded = view.discarded if maker_view else DECK[dealt[4 + _DISCARD][0]]
    assert discarded is not None
    return SampledDeal(hands, discarded)


def _sample_order_up_deal(
    view: PlayerView, upcard: Card, trump: Suit, rng: random.Random
) -> SampledDeal:
    """:func:`sample_deal` for Euchre and Railroad Euchre."""
    plays = _played(view)
    played = {card.index for _, card in plays}
    seat, dealer = view.seat, view.dealer
    shape = SPECS[view.rules.game]
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
    if given is not None and (seat + 2) % 4 in callers:
        # The seat gave it: its partner has it, unless played.
        if given.index not in played:
            placed.append(((seat + 2) % 4, given))
            sizes[(seat + 2) % 4] -= 1
        known.add(given.index)
    pool = [
        card.index
        for card in DECK
        if (shape.joker or card != JOKER) and card.index not in known
    ]
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
    dealer = view.dealer
    partner = (dealer + 2) % 4
    callers = view.called_for_best
    if partner in callers and view.seat != partner:
        return [partner, dealer]
    if dealer in callers:
        players = SPECS[view.rules.game].players
        return [dealer, players + _BEST_DISCARDS + callers.index(dealer)]
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


def sample_state(view: PlayerView, rng: random.Random) -> GameState:
    """A game state of the same position as ``view``, with the hidden cards
    dealt by :func:`sample_deal`: ready for :func:`~hasenpfeffer.analysis.solve`.

    The state is a fresh game whose one hand was dealt so as to reach these
    cards (the maker's widow taken to be the discard, unless the maker is
    the viewer) and replays the hand's auction, trump, discard, choices to
    go alone and plays.  In Euchre the deal is of the sampled kitty, and
    the replay is of the calls, the dealer's discard after an order-up,
    the choices to go alone and the plays; in Railroad Euchre also each
    call for best with the card given and the card discarded for it (see
    :func:`replay_deal`).  Its scores and hand number are not the view's.

    >>> import hasenpfeffer as hp, random
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("S")
    >>> state = state.discard("KC").play("AS")
    >>> guess = sample_state(state.view(2), random.Random(4))
    >>> guess.view(2).legal_actions() == state.view(2).legal_actions()
    True
    >>> guess.current_trick == state.current_trick, guess.to_act
    (True, 2)
    """
    return replay_deal(view, sample_deal(view, rng))


def replay_deal(view: PlayerView, deal: SampledDeal) -> GameState:
    """The game state of ``view``'s position with the cards of ``deal``: a
    fresh game whose one hand was dealt so as to reach these cards (the
    maker's widow taken to be the discard, unless the maker is the viewer),
    replaying the hand's auction, trump, discard, choices to go alone and
    plays.  In Euchre, the hand dealt with ``deal.kitty``, its calls, the
    dealer's discard and the rest.  See :func:`sample_state`.

    In Railroad Euchre each call for best is replayed too: the partner
    gives a card, and the caller discards its card of
    ``deal.best_discards``.  The card given is the view's ``best_card``
    when the view's seat gave or received it.  Otherwise it is one of the
    caller's cards (held or played): the upcard if the dealer gave it to
    its partner (only a gift could have brought it there), else the
    strongest of them; the seat cannot tell the difference.

    >>> import hasenpfeffer as hp, random
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("S")
    >>> state = state.discard("KC").play("AS")
    >>> exact = SampledDeal(state.hands, state.discarded)
    >>> replay_deal(state.view(2), exact).hands == state.hands
    True

    Raises:
        IllegalActionError: ``deal`` does not fit the view (a seat holds a
            card of a suit it has not followed, say).
        InvalidValueError: ``deal`` does not hold the cards of a deal (in
            Euchre, a discard without the upcard in the dealer's cards; in
            Railroad Euchre, not one discard for each call for best).
    """
    assert view.maker is not None and view.trump is not None
    plays = _played(view)
    start = [list(hand) for hand in deal.hands]
    for seat, card in plays:
        start[seat].append(card)
    game = new_game(view.rules, dealer=view.dealer, seed=0)
    if view.upcard is not None:
        state, exchanges = _replay_calls(view, view.upcard, deal, start, game)
    else:
        assert view.auction is not None and deal.discarded is not None
        maker = view.maker
        start[maker].append(deal.discarded)
        widow = view.widow if view.widow is not None else deal.discarded
        start[maker].remove(widow)
        state = game.deal(hands=start, widow=widow)
        for seat, call in view.auction.calls:
            state = state.apply(call, seat=seat)
        state = state.apply(NameTrump(view.trump)).apply(Discard(deal.discarded))
        exchanges = {}
    while state.phase is Phase.ALONE:
        chooser = state.to_act
        if chooser in exchanges:
            given, discard = exchanges[chooser]
            state = (
                state.apply(CallForBest()).apply(Give(given)).apply(Discard(discard))
            )
        else:
            alone = chooser in view.lone_players
            state = state.apply(GoAlone() if alone else Pass())
    for seat, card in plays:
        state = state.apply(Play(card), seat=seat)
    return state


def _replay_calls(
    view: PlayerView,
    upcard: Card,
    deal: SampledDeal,
    start: list[list[Card]],
    game: GameState,
) -> tuple[GameState, dict[int, tuple[Card, Card]]]:
    """Euchre's hand of :func:`replay_deal` dealt from ``start`` (each
    seat's cards now and those it played) and ``deal.kitty``, up to the
    choices to go alone: the calls and, after an order-up, the dealer's
    discard.  With it, for each seat that called for best (Railroad
    Euchre), the card it was given and the card it discarded."""
    callers = view.called_for_best
    if len(deal.best_discards) != len(callers):
        raise InvalidValueError(
            f"the deal does not fit the view: {len(callers)} seats called for "
            f"best, but the deal has {len(deal.best_discards)} discards for it"
        )
    exchanges: dict[int, tuple[Card, Card]] = {}
    for caller, discard in zip(callers, deal.best_discards, strict=True):
        given = _given_card(view, caller, upcard, deal, start[caller])
        if given not in start[caller]:
            raise InvalidValueError(
                f"the deal does not fit the view: seat {caller} was given "
                f"{given}, but holds and played no {given}"
            )
        start[caller].remove(given)
        start[caller].append(discard)
        start[(caller + 2) % 4].append(given)
        exchanges[caller] = (given, discard)
    if deal.discarded is not None:
        if upcard not in start[view.dealer]:
            raise InvalidValueError(
                "the deal does not fit the view: the dealer discarded, so the "
                f"dealer took up {upcard}, but holds and played no {upcard}"
            )
        start[view.dealer].remove(upcard)
        start[view.dealer].append(deal.discarded)
    state = game.deal(hands=start, kitty=deal.kitty)
    for seat, call in view.calls:
        state = state.apply(call, seat=seat)
    if deal.discarded is not None:
        state = state.apply(Discard(deal.discarded), seat=view.dealer)
    return state, exchanges


def _given_card(
    view: PlayerView,
    caller: int,
    upcard: Card,
    deal: SampledDeal,
    cards: list[Card],
) -> Card:
    """The card that ``caller``'s partner gave it for the replay, among
    ``cards`` (those the caller holds now or played): the card given, if
    ``view``'s seat gave or received it; otherwise the upcard if the dealer
    gave it (the caller, the dealer's partner, has it after an order-up);
    otherwise the strongest of them but the upcard, as a giver would."""
    giver = (caller + 2) % 4
    if view.best_card is not None and view.seat in (caller, giver):
        return view.best_card
    ordered_up = deal.discarded is not None
    if ordered_up and giver == view.dealer and upcard in cards:
        return upcard
    assert view.trump is not None
    powers = POWER[view.trump]
    choices = [card for card in cards if card != upcard]
    if not choices:
        raise InvalidValueError(
            f"the deal does not fit the view: seat {caller} holds no card it "
            "may have been given"
        )
    return max(choices, key=lambda card: powers[card.index])


class SearchBot(Bot):
    """A player that samples the hidden cards and solves each deal.

    Every decision is searched.  In the play, for each of ``samples``
    deals drawn at random to agree with its view, it asks
    :func:`~hasenpfeffer.analysis.solve` what every legal card is worth
    with all cards visible, turns that into the hand's score for its side
    (its side's score less the other's, by the game's own scoring:
    Hasenpfeffer's, Euchre's or Railroad Euchre's; in Three-Handed Euchre
    the maker's score less what each defender scores, the two defenders
    playing together against the maker), and plays the card with the best
    average; among equally good cards it takes the one
    :class:`~hasenpfeffer.bots.HeuristicBot` would.

    Before the play (the auction, trump, the discard, going alone or
    defending alone and, in Railroad Euchre, calling for best and the card
    to give) it draws half as many deals, at least one, each consistent
    with its view, and on each tries every candidate action: after the
    action :class:`~hasenpfeffer.bots.HeuristicBot` takes every decision
    up to the play, its own later ones included, and the play is solved
    double-dummy.  It keeps the heuristic's action unless another is
    clearly better, its gain averaging more than two standard errors
    above zero over the same deals, and then takes the best of those on
    average for its side (:ref:`search-bot` tells it all).  Such a deal
    costs a solve for each different play the actions lead to, two to
    four as a rule, hence the fewer deals.  With
    ``search_auction`` false those decisions are
    :class:`~hasenpfeffer.bots.HeuristicBot`'s.  With one legal action it
    takes it at once.  Like every bot of the library it takes a view or a
    whole state (see :func:`~hasenpfeffer.bots.view_to_act`).

    ``time_per_decision``, in seconds, bounds each decision: the bot draws
    no more deals once that time has passed, but always at least one.
    The number of deals then depends on the speed of the machine, so only
    a bot without it makes the same choices on every machine.

    With ``infer_trump`` (the default) a seat other than the maker also
    reads something into the maker's choice of trump: of the deals it
    draws, it keeps one in which the named suit is the maker's best by the
    heuristic's estimate of its seven cards, drawing again up to 30 times
    (and otherwise keeping the last).  Against heuristic players that was
    worth about a quarter of a point per hand.  In the Euchres it reads
    nothing into the calls: every deal that fits the view
    counts, except that in Railroad Euchre, where the seat cannot tell
    whether the dealer gave or discarded the upcard for a call for best,
    its deals put the upcard where it more likely went.

    Its random numbers are drawn from ``seed`` and the position alone, so a
    bot built with a seed makes the same choice whenever it meets the same
    position, whether new or after other games (with ``time_per_decision``,
    how many deals it gets through depends on the machine too).

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
    >>> state = state.name_trump("S").discard("KC")
    >>> bot = SearchBot(samples=10, seed=3)
    >>> action = bot.choose(state.view(1))
    >>> state.is_legal(action), bot.last_samples
    (True, 10)

    Before the play: seat 1 holds the Joker, both red jacks and the ace,
    king and queen of hearts, the six highest trumps with hearts trump.
    With pepper bidding it bids big pepper, which doubles what the six
    tricks it takes score, and once it has named hearts and laid aside
    the 9C it goes alone, which doubles them again:

    >>> rules = hp.Rules(bidding=hp.Bidding.PEPPER, lone_hands=True)
    >>> state = hp.new_game(rules, seed=1, dealer=0).deal(
    ...     hands=["JS TC JC QC KC AC".split(), "Joker JH JD AH KH QH".split(),
    ...            "9D TD QD KD AD 9H".split(), "TH AS 9S TS QS KS".split()],
    ...     widow="9C")
    >>> bot = SearchBot(samples=8, seed=1)
    >>> str(bot.choose(state)), bot.last_samples
    ('big pepper', 4)
    >>> state = state.bid(hp.BIG_PEPPER)
    >>> str(bot.choose(state))
    'trump H'
    >>> state = state.name_trump("H")
    >>> str(bot.choose(state))
    'discard 9C'
    >>> str(bot.choose(state.discard("9C")))
    'alone'

    Attributes:
        samples: the deals solved for each decision of the play (half as
            many, at least one, for a decision before the play).
        infer_trump: whether deals must fit the maker's choice of trump.
        time_per_decision: the seconds a decision may take, or ``None``
            for no limit but ``samples``.
        search_auction: whether the decisions before the play are searched
            (else they are :class:`~hasenpfeffer.bots.HeuristicBot`'s).
        last_samples: the deals drawn for the last decision: 0 when it
            was taken without search (one legal action, or left to the
            heuristic).
    """

    def __init__(
        self,
        samples: int = 20,
        seed: int | str | None = None,
        infer_trump: bool = True,
        time_per_decision: float | None = None,
        search_auction: bool = True,
    ) -> None:
        if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
            raise InvalidValueError(
                f"samples must be a positive whole number, not {shown(samples)}"
            )
        if time_per_decision is not None and (
            isinstance(time_per_decision, bool)
            or not isinstance(time_per_decision, (int, float))
            or not time_per_decision > 0
        ):
            raise InvalidValueError(
                "time_per_decision must be a positive number of seconds or None, "
                f"not {shown(time_per_decision)}"
            )
        self.samples = samples
        self.infer_trump = infer_trump
        self.time_per_decision = time_per_decision
        self.search_auction = search_auction
        self.last_samples = 0
        self._seed = check_random_seed(seed, "seed")
        self._heuristic = HeuristicBot()

    def _sample(self, view: PlayerView, rng: random.Random) -> SampledDeal:
        """A deal by :func:`sample_deal`; with ``infer_trump``, for a seat
        other than the maker, the first of up to :data:`_TRIES` in which the
        maker's seven cards make the named trump its best suit by the
        heuristic's estimate (or the last of them)."""
        deal = sample_deal(view, rng)
        maker, trump = view.maker, view.trump
        if (
            not self.infer_trump
            or maker is None
            or maker == view.seat
            or view.upcard is not None
        ):
            return deal
        played = [card.index for seat, card in _played(view) if seat == maker]
        lead = first_lead(view, maker)
        for attempt in range(_TRIES):
            if attempt:
                deal = sample_deal(view, rng)
            assert deal.discarded is not None
            seven = (
                *(card.index for card in deal.hands[maker]),
                *played,
                deal.discarded.index,
            )
            worths = best_of_seven_worths(seven, lead)
            best = _SUITS[worths.index(max(worths))]
            if best is trump:
                break
        return deal

    def choose(self, view: PlayerView | GameState) -> Action:
        """The action this bot takes in ``view`` (or for the seat to act in
        a state).

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("S")
        >>> state = state.discard("KC").play("AS").play("TS").play("KS")
        >>> str(SearchBot(samples=10, seed=1).choose(state.view(0)))
        'play QS'
        >>> str(SearchBot(samples=10, seed=1).choose(state))
        'play QS'

        Raises:
            IllegalActionError: nobody is to act, or it is not the view's
                seat's turn (see :func:`~hasenpfeffer.bots.view_to_act`).
        """
        view = view_to_act(view)
        legal = view.legal_actions()
        deadline = None
        if self.time_per_decision is not None:
            deadline = time.perf_counter() + self.time_per_decision
        self.last_samples = 0
        if len(legal) == 1:
            return legal[0]
        rng = decision_random(self._seed, view)
        if view.phase is not Phase.PLAY:
            if not self.search_auction:
                return self._heuristic.choose(view)
            action, self.last_samples = search_before_play(
                view,
                rng,
                deals_before_play(self.samples),
                deadline,
                self._heuristic,
            )
            return action
        maker = view.maker
        assert maker is not None
        worth: dict[int, float] = {}
        totals = dict.fromkeys(legal, 0.0)
        for drawn in range(self.samples):
            if drawn and deadline is not None and time.perf_counter() >= deadline:
                break
            self.last_samples = drawn + 1
            solution = solve(replay_deal(view, self._sample(view, rng)))
            for play, tricks in solution.move_values:
                if tricks not in worth:
                    worth[tricks] = hand_worth(
                        view.rules,
                        view.contract,
                        tricks,
                        maker,
                        view.lone_players,
                        view.seat,
                    )
                totals[play] += worth[tricks]
        best = max(totals.values())
        tied = [action for action in legal if totals[action] >= best - 1e-9]
        if len(tied) == 1:
            return tied[0]
        preferred = self._heuristic.choose(view)
        if preferred in tied:
            return preferred
        assert view.trump is not None
        powers = POWER[view.trump]
        return min(tied, key=lambda action: powers[action.card.index])  # type: ignore[union-attr]

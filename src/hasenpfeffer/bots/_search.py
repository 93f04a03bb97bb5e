"""A player that searches: it deals the unseen cards at random many times,
solves each deal double-dummy, and plays the card that does best on average.

For each decision it deals the cards its seat cannot see among the other
hands (and, for anyone but the maker, the maker's face-down discard), at
random but consistent with everything the seat's
:class:`~hasenpfeffer.views.PlayerView` rules out: the seat's own hand, the
cards already played, the number of cards each seat holds, and the suits a
player has shown out of by not following the effective suit led.  In
Euchre the unseen cards also go under the upcard and, for anyone but the
dealer after an order-up, to the dealer's discard; the upcard is where
everyone saw it go.
It turns each such deal into a :class:`~hasenpfeffer.state.GameState` of
the same position, by replaying the hand's auction and play over it,
solves a number of those with :func:`~hasenpfeffer.analysis.solve`, and
plays the card with the best average score for its side
(:func:`~hasenpfeffer.scoring.hand_score`).  It leaves the auction,
trump, discard and going alone to :class:`~hasenpfeffer.bots.HeuristicBot`.

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

import attrs

from .._kernel import DECK, POWER, voids_shown
from .._sampling import split_unseen
from ..actions import Action, Discard, GoAlone, NameTrump, Pass, Play
from ..analysis import solve
from ..cards import JOKER, Card, Suit
from ..errors import InvalidValueError
from ..phases import Phase
from ..scoring import hand_score
from ..state import GameState, new_game
from ..views import PlayerView
from ._base import view_to_act
from ._hand_estimate import best_of_seven, first_lead
from ._heuristic import HeuristicBot

__all__ = [
    "SampledDeal",
    "SearchBot",
    "replay_deal",
    "sample_deal",
    "sample_hands",
    "sample_state",
]

_SUITS = tuple(Suit)
_DISCARD = 4
"""The slot of the maker's hidden discard, after the four seats (in
Euchre, the dealer's; the three cards under the upcard come next)."""
_UNDER_UPCARD = 3
"""The cards of Euchre's kitty under the upcard."""
_TRIES = 30
"""Deals drawn, at most, for one that fits the maker's choice of trump."""


@attrs.frozen
class SampledDeal:
    """A guess at the hidden cards of a position of the play: every seat's
    hand and the maker's discard (in Euchre, the dealer's discard and the
    kitty).  :func:`sample_deal` makes them.

    >>> import hasenpfeffer as hp, random
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("S")
    >>> state = state.discard("KC")
    >>> guess = sample_deal(state.view(0), random.Random(1))
    >>> guess.hands[0] == state.hands[0], guess.discarded in state.hands[1]
    (True, False)

    Attributes:
        hands: the cards of seats 0 to 3 now, each in deck order.
        discarded: the maker's discard; in Euchre the dealer's, or
            ``None`` when the upcard was turned down (nobody discarded).
        kitty: Euchre's kitty: the upcard, then the three cards under it
            in deck order; ``()`` in Hasenpfeffer.
    """

    hands: tuple[tuple[Card, ...], ...]
    discarded: Card | None
    kitty: tuple[Card, ...] = ()


def _played(view: PlayerView) -> list[tuple[int, Card]]:
    """The hand's plays so far, in order."""
    plays = [play for trick in view.completed_tricks for play in trick.plays]
    return [*plays, *view.current_trick]


def _voids(view: PlayerView) -> tuple[int, ...]:
    """For each seat, a mask of the effective suits it has shown out of."""
    assert view.trump is not None
    tricks = [trick.plays for trick in view.completed_tricks]
    return voids_shown([*tricks, view.current_trick], view.trump)


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
    cards go out one at a time instead, each to a hand drawn in proportion
    to its room left among those that leave the rest of the deal possible:
    always consistent, but not exactly uniform.

    In Euchre the places of the unseen cards are the other hands (a seat
    sitting out keeps its five cards), the three cards under the upcard
    and, after an order-up, for anyone but the dealer, the dealer's
    discard.  The upcard is seen by all: ordered up, it is in the dealer's
    hand until played; turned down, it stays in the kitty.

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
    discarded = view.discarded if maker_view else DECK[dealt[_DISCARD][0]]
    assert discarded is not None
    return SampledDeal(hands, discarded)


def _sample_order_up_deal(
    view: PlayerView, upcard: Card, trump: Suit, rng: random.Random
) -> SampledDeal:
    """:func:`sample_deal` for Euchre."""
    plays = _played(view)
    played = {card.index for _, card in plays}
    dealer = view.dealer
    # The second round may not name the upcard's suit: trump is the
    # upcard's suit exactly when the upcard was ordered up.
    ordered_up = trump is upcard.suit
    dealer_holds_upcard = ordered_up and upcard.index not in played
    discard_known = not ordered_up or view.seat == dealer
    known = {card.index for card in view.hand} | played | {upcard.index}
    if ordered_up and discard_known:
        if view.discarded is None:
            raise InvalidValueError("the dealer's view must show its discard")
        known.add(view.discarded.index)
    pool = [card.index for card in DECK if card != JOKER and card.index not in known]
    sizes = [0 if seat == view.seat else view.hand_sizes[seat] for seat in range(4)]
    if dealer_holds_upcard and dealer != view.seat:
        sizes[dealer] -= 1
    sizes += [0 if discard_known else 1, _UNDER_UPCARD]
    voids = [*_voids(view), 0, 0]
    voids[view.seat] = 0  # the seat's own cards are not dealt again
    dealt = split_unseen(pool, sizes, voids, trump, rng)
    dealt[view.seat] = [card.index for card in view.hand]
    if dealer_holds_upcard and dealer != view.seat:
        dealt[dealer].append(upcard.index)
    hands = tuple(tuple(DECK[card] for card in sorted(cards)) for cards in dealt[:4])
    discarded = view.discarded if discard_known else DECK[dealt[_DISCARD][0]]
    under = tuple(DECK[card] for card in dealt[_DISCARD + 1])
    return SampledDeal(hands, discarded, (upcard, *under))


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
    the choices to go alone and the plays.  Its scores and hand number are
    not the view's.

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
            Euchre, a discard without the upcard in the dealer's cards).
    """
    assert view.maker is not None and view.trump is not None
    plays = _played(view)
    start = [list(hand) for hand in deal.hands]
    for seat, card in plays:
        start[seat].append(card)
    game = new_game(view.rules, dealer=view.dealer, seed=0)
    if view.upcard is not None:
        state = _replay_calls(view, view.upcard, deal, start, game)
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
    while state.phase is Phase.ALONE:
        alone = state.to_act in view.lone_players
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
) -> GameState:
    """Euchre's hand of :func:`replay_deal` dealt from ``start`` (each
    seat's cards now and those it played) and ``deal.kitty``, up to the
    choices to go alone: the calls and, after an order-up, the dealer's
    discard."""
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
    return state


class SearchBot:
    """A player that samples the hidden cards and solves each deal.

    In the play, for each of ``samples`` deals drawn at random to agree
    with its view, it asks :func:`~hasenpfeffer.analysis.solve` what
    every legal card is worth with all cards visible, turns that into the
    hand's score for its side (its side's score less the other's, by the
    game's own scoring: Hasenpfeffer's or Euchre's), and
    plays the card with the best average; among equally good cards it takes
    the one :class:`~hasenpfeffer.bots.HeuristicBot` would.  With one
    legal card it plays it at once.  The auction, trump, the discard and
    going alone are :class:`~hasenpfeffer.bots.HeuristicBot`'s.  Like
    every bot of the library it takes a view or a whole state (see
    :func:`~hasenpfeffer.bots.view_to_act`).

    With ``infer_trump`` (the default) a seat other than the maker also
    reads something into the maker's choice of trump: of the deals it
    draws, it keeps one in which the named suit is the maker's best by the
    heuristic's estimate of its seven cards, drawing again up to 30 times
    (and otherwise keeping the last).  Against heuristic players that was
    worth about a quarter of a point per hand.  In Euchre it reads nothing
    into the calls: every deal that fits the view counts.

    ``seed`` seeds its random generator, so a bot built with a seed makes
    the same choices for the same sequence of views.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
    >>> state = state.name_trump("S").discard("KC")
    >>> bot = SearchBot(samples=10, seed=3)
    >>> action = bot.choose(state.view(1))
    >>> state.is_legal(action)
    True

    Attributes:
        samples: the deals solved for each decision of the play.
        infer_trump: whether deals must fit the maker's choice of trump.
    """

    def __init__(
        self,
        samples: int = 20,
        seed: int | str | None = None,
        infer_trump: bool = True,
    ) -> None:
        if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
            raise InvalidValueError(
                f"samples must be a positive whole number, not {samples!r}"
            )
        self.samples = samples
        self.infer_trump = infer_trump
        self._random = random.Random(seed)
        self._heuristic = HeuristicBot()

    def _sample(self, view: PlayerView) -> SampledDeal:
        """A deal by :func:`sample_deal`; with ``infer_trump``, for a seat
        other than the maker, the first of up to :data:`_TRIES` in which the
        maker's seven cards make the named trump its best suit by the
        heuristic's estimate (or the last of them)."""
        deal = sample_deal(view, self._random)
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
                deal = sample_deal(view, self._random)
            assert deal.discarded is not None
            seven = (
                *(card.index for card in deal.hands[maker]),
                *played,
                deal.discarded.index,
            )
            best = max(_SUITS, key=lambda suit: best_of_seven(seven, suit, lead)[0])
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
        if view.phase is not Phase.PLAY or len(legal) == 1:
            return self._heuristic.choose(view)
        assert view.maker is not None
        ours = view.maker % 2 == view.seat % 2
        lone = view.lone_players
        worth: dict[int, float] = {}
        totals = dict.fromkeys(legal, 0.0)
        for _ in range(self.samples):
            solution = solve(replay_deal(view, self._sample(view)))
            for play, tricks in solution.move_values:
                if tricks not in worth:
                    makers, defenders = hand_score(
                        view.rules,
                        view.contract,
                        tricks,
                        maker_alone=bool(lone),
                        defender_alone=len(lone) == 2,
                    )
                    score = makers - defenders
                    worth[tricks] = score if ours else -score
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

"""A player that searches: it deals the unseen cards at random many times,
solves each deal double-dummy, and plays the card that does best on average.

For each decision it deals the cards its seat cannot see among the other
hands (and, for anyone but the maker, the maker's face-down discard), at
random but consistent with everything the seat's
:class:`~hasenpfeffer.views.PlayerView` rules out: the seat's own hand, the
cards already played, the number of cards each seat holds, and the suits a
player has shown out of by not following the effective suit led.
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
from ..cards import Card, Suit
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
"""The slot of the maker's hidden discard, after the four seats."""
_TRIES = 30
"""Deals drawn, at most, for one that fits the maker's choice of trump."""


@attrs.frozen
class SampledDeal:
    """A guess at the hidden cards of a position of the play: every seat's
    hand and the maker's discard.  :func:`sample_deal` makes them.

    >>> import hasenpfeffer as hp, random
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("S")
    >>> state = state.discard("KC")
    >>> guess = sample_deal(state.view(0), random.Random(1))
    >>> guess.hands[0] == state.hands[0], guess.discarded in state.hands[1]
    (True, False)

    Attributes:
        hands: the cards of seats 0 to 3 now, each in deck order.
        discarded: the maker's discard.
    """

    hands: tuple[tuple[Card, ...], ...]
    discarded: Card


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

    >>> import hasenpfeffer as hp, random
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("S")
    >>> state = state.discard("KC").play("AS")
    >>> guess = sample_deal(state.view(3), random.Random(2))
    >>> [len(hand) for hand in guess.hands], guess.hands[3] == state.hands[3]
    ([6, 5, 6, 6], True)

    Raises:
        InvalidValueError: the view is not of the play phase, or no deal
            fits it (a view made by hand).
    """
    if view.phase is not Phase.PLAY or view.trump is None or view.maker is None:
        raise InvalidValueError(
            f"only a view of the play can be sampled, not {view.phase}"
        )
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
    go alone and plays.  Its scores and hand number are not the view's.

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
    plays.  See :func:`sample_state`.

    >>> import hasenpfeffer as hp, random
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("S")
    >>> state = state.discard("KC").play("AS")
    >>> exact = SampledDeal(state.hands, state.discarded)
    >>> replay_deal(state.view(2), exact).hands == state.hands
    True

    Raises:
        IllegalActionError: ``deal`` does not fit the view (a seat holds a
            card of a suit it has not followed, say).
    """
    assert view.maker is not None and view.trump is not None
    assert view.auction is not None
    plays = _played(view)
    start = [list(hand) for hand in deal.hands]
    for seat, card in plays:
        start[seat].append(card)
    maker = view.maker
    start[maker].append(deal.discarded)
    widow = view.widow if view.widow is not None else deal.discarded
    start[maker].remove(widow)
    state = new_game(view.rules, dealer=view.dealer, seed=0).deal(
        hands=start, widow=widow
    )
    for seat, call in view.auction.calls:
        state = state.apply(call, seat=seat)
    state = state.apply(NameTrump(view.trump)).apply(Discard(deal.discarded))
    while state.phase is Phase.ALONE:
        alone = state.to_act in view.lone_players
        state = state.apply(GoAlone() if alone else Pass())
    for seat, card in plays:
        state = state.apply(Play(card), seat=seat)
    return state


class SearchBot:
    """A player that samples the hidden cards and solves each deal.

    In the play, for each of ``samples`` deals drawn at random to agree
    with its view, it asks :func:`~hasenpfeffer.analysis.solve` what
    every legal card is worth with all cards visible, turns that into the
    hand's score for its side (its side's score less the other's), and
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
    worth about a quarter of a point per hand.

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
        if not self.infer_trump or maker is None or maker == view.seat:
            return deal
        played = [card.index for seat, card in _played(view) if seat == maker]
        lead = first_lead(view, maker)
        for attempt in range(_TRIES):
            if attempt:
                deal = sample_deal(view, self._random)
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
            InvalidValueError: the game is not Hasenpfeffer.
        """
        view = view_to_act(view)
        if view.upcard is not None:
            raise InvalidValueError(
                "SearchBot samples the deals of Hasenpfeffer only: in "
                f"{view.rules.game!r} use HeuristicBot"
            )
        legal = view.legal_actions()
        if view.phase is not Phase.PLAY or len(legal) == 1:
            return self._heuristic.choose(view)
        assert view.contract is not None and view.maker is not None
        ours = view.maker % 2 == view.seat % 2
        lone = view.lone_players
        worth: dict[int, float] = {}
        for tricks in range(7):
            makers, defenders = hand_score(
                view.rules,
                view.contract,
                tricks,
                maker_alone=bool(lone),
                defender_alone=len(lone) == 2,
            )
            score = makers - defenders
            worth[tricks] = score if ours else -score
        totals = dict.fromkeys(legal, 0.0)
        for _ in range(self.samples):
            solution = solve(replay_deal(view, self._sample(view)))
            for play, tricks in solution.move_values:
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

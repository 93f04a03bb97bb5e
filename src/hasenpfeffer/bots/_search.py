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
Euchre, and on Bid Euchre's moon, for anyone but a player who called for
best, to that player's discard too.  Bid Euchre sets no card aside, and
in its no trump a player shows out of the suit printed on the card.
It turns each such deal into a :class:`~hasenpfeffer.state.GameState` of
the same position, by replaying the hand's auction and play over it,
solves a number of those with :func:`~hasenpfeffer.analysis.solve`, and
plays the card with the best average score for its side
(:func:`~hasenpfeffer.scoring.hand_score`).  Its decisions before the
play, from the auction to going alone, are searched too, as told below.

>>> import hasenpfeffer as hp
>>> import random
>>> from hasenpfeffer.bots._sampling import sample_hands
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

from .._checks import check_random_seed
from .._engine.hidden import joker_holder_shown
from .._engine.tables import PARTNER, POWER, tables_for
from ..actions import (
    MOON,
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
from ..cards import JOKER, Card, Suit
from ..errors import InvalidValueError, shown
from ..games import spec_of
from ..phases import Phase
from ..rules import Widow
from ..state import GameState, new_game
from ..views import PlayerView
from ._base import Bot, decision_random, view_to_act
from ._hand_estimate import best_of_seven_worths, first_lead, trump_estimate
from ._heuristic import HeuristicBot
from ._sampling import SampledDeal, plays_so_far, sample_deal, trump_action
from ._search_auction import deals_before_play, search_before_play
from ._sides import hand_worth

__all__ = ["SearchBot", "replay_deal", "sample_state"]

_SUITS = tuple(Suit)
_TRIES = 30
"""Deals drawn, at most, for one that fits the maker's choice of trump."""


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
    plays.  Under ``Widow.UNUSED`` the hand is dealt with ``deal.widow``
    and nobody discards.  In Euchre, the hand dealt with ``deal.kitty``,
    its calls, the dealer's discard and the rest.  See :func:`sample_state`.

    In Bid Euchre the hand is dealt from ``deal.hands`` alone and the
    maker names the view's trump or no trump; on the moon's call for best
    the card given and the discard are replayed as in Railroad Euchre.

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
    assert view.maker is not None
    plays = plays_so_far(view)
    start = [list(hand) for hand in deal.hands]
    for seat, card in plays:
        start[seat].append(card)
    game = new_game(view.rules, dealer=view.dealer, seed=0)
    spec = spec_of(view.rules)
    if spec.upcard:
        assert view.upcard is not None
        state, exchanges = _replay_calls(view, view.upcard, deal, start, game)
    elif not spec.kitty_size:
        state, exchanges = _replay_full_deal(view, deal, start, game)
    elif view.trump is None:
        raise InvalidValueError("the deal does not fit the view: no trump named")
    elif view.rules.widow is Widow.UNUSED:
        assert view.auction is not None and deal.widow is not None
        state = game.deal(hands=start, widow=deal.widow)
        for seat, call in view.auction.calls:
            state = state.apply(call, seat=seat)
        state = state.apply(NameTrump(view.trump))  # and no discard
        exchanges = {}
    else:
        assert view.auction is not None and deal.discarded is not None
        maker = view.maker
        start[maker].append(deal.discarded)
        widow = view.widow if view.widow is not None else deal.discarded
        if widow == JOKER and joker_holder_shown(view.auction) == maker:
            # The maker was dealt the Joker: another of its cards was the widow.
            widow = next(card for card in start[maker] if card != JOKER)
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
            alone = chooser in view.lone_players and state.is_legal(GoAlone())
            state = state.apply(GoAlone() if alone else Pass())
    for seat, card in plays:
        state = state.apply(Play(card), seat=seat)
    return state


def _replay_full_deal(
    view: PlayerView,
    deal: SampledDeal,
    start: list[list[Card]],
    game: GameState,
) -> tuple[GameState, dict[int, tuple[Card, Card]]]:
    """:func:`replay_deal` of a game that deals every card (Bid Euchre),
    dealt from ``start`` (each seat's cards now and those it played), up to
    the moon's call for best: the auction and trump.  With it, for the
    moon's maker if it called for best, the card it was given and the card
    it discarded."""
    callers = view.called_for_best
    if len(deal.best_discards) != len(callers):
        raise InvalidValueError(
            f"the deal does not fit the view: {len(callers)} seats called for "
            f"best, but the deal has {len(deal.best_discards)} discards for it"
        )
    exchanges: dict[int, tuple[Card, Card]] = {}
    powers = tables_for(view.trump).power
    for caller, discard in zip(callers, deal.best_discards, strict=True):
        giver = PARTNER[caller]
        given = view.best_card
        if given is None or view.seat not in (caller, giver):
            # Unseen: the strongest of the caller's cards, as a giver would.
            given = max(start[caller], key=lambda card: powers[card.index])
        if given not in start[caller]:
            raise InvalidValueError(
                f"the deal does not fit the view: seat {caller} was given "
                f"{given}, but holds and played no {given}"
            )
        start[caller].remove(given)
        start[caller].append(discard)
        start[giver].append(given)
        exchanges[caller] = (given, discard)
    assert view.auction is not None
    state = game.deal(hands=start)
    for seat, call in view.auction.calls:
        state = state.apply(call, seat=seat)
    return state.apply(trump_action(view.trump)), exchanges


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
        start[PARTNER[caller]].append(given)
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
    giver = PARTNER[caller]
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
    (and otherwise keeping the last); in Bid Euchre, the best of the
    suits and no trump by its six cards (not on the moon, whose trump the
    heuristic names for the fewest tricks lost alone).  Against heuristic
    players that was worth about a quarter of a point per hand.  In the Euchres it reads
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
        spec = spec_of(view.rules)
        if (
            not self.infer_trump
            or maker is None
            or maker == view.seat
            or spec.upcard
            or view.called_for_best  # the maker's cards have changed
            or view.contract == MOON  # trump named for the fewest losers alone
        ):
            return deal
        choices: tuple[Suit | None, ...] = (*_SUITS, None) if spec.moon else _SUITS
        played = [card.index for seat, card in plays_so_far(view) if seat == maker]
        lead = first_lead(view, maker)
        for attempt in range(_TRIES):
            if attempt:
                deal = sample_deal(view, rng)
            # The maker's seven cards; six when the widow is not used.
            seven = (
                *(card.index for card in deal.hands[maker]),
                *played,
                *(() if deal.discarded is None else (deal.discarded.index,)),
            )
            if deal.discarded is None:  # the six cards played, none aside
                worths = tuple(trump_estimate(seven, suit, lead) for suit in choices)
            else:
                worths = best_of_seven_worths(seven, lead)
            best = choices[worths.index(max(worths))]
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
        plays = [action for action in legal if isinstance(action, Play)]
        totals = dict.fromkeys(plays, 0.0)
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
        tied = [play for play in plays if totals[play] >= best - 1e-9]
        if len(tied) == 1:
            return tied[0]
        preferred = self._heuristic.choose(view)
        if preferred in tied:
            return preferred
        powers = tables_for(view.trump).power
        return min(tied, key=lambda play: powers[play.card.index])

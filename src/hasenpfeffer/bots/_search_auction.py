"""The search bot's decisions before the play: the auction, trump, the
discard, going alone or defending alone, and in Railroad Euchre calling
for best and the card to give.

For such a decision :class:`~hasenpfeffer.bots.SearchBot` deals the cards
its seat cannot see at random, a number of times, each deal uniformly
among those that fit what the seat has seen (``sample_position``).
In the auction that is its own hand and, in the Euchres, the upcard;
later also the cards the seat saw change hands (the widow it picked up,
its own discard, the card it gave or was given).  It reads nothing into
the other players' calls.

On each deal it tries every legal action on the same cards, so that the
actions are compared on equal terms; but of the cards of one suit it
tries only the lowest as a discard, and only the highest as the card to
give for best (``candidate_actions``).
After the action, every decision of the hand up to the play, its own
later ones included, is :class:`~hasenpfeffer.bots.HeuristicBot`'s; the
play is then solved double-dummy (:func:`~hasenpfeffer.analysis.solve`)
and the makers' tricks turned into the hand's score by the game's own
scoring (:func:`~hasenpfeffer.scoring.hand_score`).  A hand thrown in
scores nothing.  Several actions often lead to the same play (bids of
three to six by the same maker, who then names the same trump): that
position is solved once, and each action scored by its own contract.
The solve asks only whether the makers reach the trick counts at which
those contracts' scores step (``makers_tricks`` with ``targets``): in the
Euchres three and five tricks, where the exact count takes up to five
questions.
The heuristic's choice stands unless another action is clearly better:
its gain over that choice, deal by deal on the same deals, must average
more than two standard errors above zero (``clearly_ahead``), so with a
single deal the heuristic's choice stands.  Of the actions that are
clearly better, the one with the best average score for the seat's side
wins.  With ten deals, the best of several averages is often best by
luck, most of all for the all-or-nothing bids; taking it on no firmer
evidence chose worse against players who do not bid like the heuristic
(``docs/strength.rst``).

What the seat's side scores is its score less the other side's.  In
Three-Handed Euchre, where each plays for themselves, it is the seat's
score less the average of the two others': all of the difference for a
maker, who scores against both defenders, and half of it for a defender.

The bot draws half as many deals as for a card of the play, at least one
(``deals_before_play``), and fewer if its ``time_per_decision`` runs
out: a deal costs a solve for each different play the actions lead to,
two to four as a rule, as many as the actions when each leads to a play
of its own (the four suits of trump).  The double-dummy play is perfect
on both sides, and the score it gives is used as it is: between search
bots the makers take about as many tricks as double-dummy play promises
them, so no correction is made for the makers' side.

>>> import hasenpfeffer as hp, random
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(3)
>>> guess = sample_position(state.view(2), random.Random(1))
>>> guess.hands[2] == state.hands[2], guess.view(2).legal_actions() == (
...     state.legal_actions())
(True, True)
>>> action, deals = search_before_play(
...     state.view(2), random.Random(1), samples=2, deadline=None,
...     heuristic=HeuristicBot())
>>> state.is_legal(action), deals
(True, 2)
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Sequence

from .._engine.hidden import split_unseen
from .._engine.tables import DECK, PARTNER, POWER, tables_for
from ..actions import Action, CallForBest, Discard, Give, GoAlone, NameTrump, Pass
from ..analysis import makers_tricks
from ..cards import Card
from ..errors import InvalidValueError
from ..games import spec_of
from ..order_up import proposed_suit
from ..phases import Phase
from ..rules import Widow
from ..state import GameState, new_game
from ..views import PlayerView
from ._heuristic import HeuristicBot
from ._sampling import trump_action
from ._sides import hand_worth, worth_steps

__all__ = [
    "CLEAR_MARGIN",
    "action_worths",
    "candidate_actions",
    "clearly_ahead",
    "deals_before_play",
    "sample_position",
    "search_before_play",
]

_BEFORE_PLAY = (Phase.BIDDING, Phase.TRUMP, Phase.DISCARD, Phase.ALONE)
_TIE = 1e-9
"""Totals closer than this are equal."""
CLEAR_MARGIN = 2.0
"""How many standard errors an action's mean gain over the heuristic's
choice must be above zero for the search to take it instead."""


def deals_before_play(samples: int) -> int:
    """The deals drawn for a decision before the play when a play decision
    draws ``samples``: half as many, and at least one.  Each deal before
    the play costs a solve for every different play the candidate actions
    lead to, two to four as a rule, where a deal of the play costs one.

    >>> deals_before_play(20), deals_before_play(1)
    (10, 1)
    """
    return max(1, samples // 2)


def search_before_play(
    view: PlayerView,
    rng: random.Random,
    samples: int,
    deadline: float | None,
    heuristic: HeuristicBot,
) -> tuple[Action, int]:
    """The action to take in ``view``, a decision before the play, by
    search; and the number of deals it drew.

    ``samples`` deals are drawn with ``rng``, fewer if the clock
    (:func:`time.perf_counter`) passes ``deadline`` first; never fewer
    than one.  With one candidate action it draws none.

    Raises:
        InvalidValueError: the view is not of a decision before the play,
            or it is not the view's seat's turn.
    """
    legal = view.legal_actions()
    if view.phase not in _BEFORE_PLAY or not legal:
        raise InvalidValueError(
            f"not a decision of the view's seat before the play: {view.phase}"
        )
    preferred = heuristic.choose(view)
    candidates = candidate_actions(view, preferred)
    if len(candidates) == 1:
        return candidates[0], 0
    totals = dict.fromkeys(candidates, 0.0)
    gains: dict[Action, list[float]] = {
        action: [] for action in candidates if action != preferred
    }
    drawn = 0
    while drawn < samples:
        if drawn and deadline is not None and time.perf_counter() >= deadline:
            break
        state = sample_position(view, rng)
        worths = action_worths(state, candidates, view.seat, heuristic)
        for action, worth in worths.items():
            totals[action] += worth
        for action, gained in gains.items():
            gained.append(worths[action] - worths[preferred])
        drawn += 1
    contenders = [
        preferred,
        *(a for a, gained in gains.items() if clearly_ahead(gained)),
    ]
    best = max(totals[action] for action in contenders)
    tied = [action for action in contenders if totals[action] >= best - _TIE]
    return tied[0], drawn


def clearly_ahead(gains: Sequence[float]) -> bool:
    """Whether an action's ``gains`` over the heuristic's choice, one a
    deal, show it the better: their mean is above zero by more than
    ``CLEAR_MARGIN`` standard errors.  One deal shows nothing.

    >>> clearly_ahead([4, 5, 6]), clearly_ahead([12, -2, -1]), clearly_ahead([3])
    (True, False, False)
    """
    if len(gains) < 2:
        return False
    mean = statistics.fmean(gains)
    error = statistics.stdev(gains, mean) / math.sqrt(len(gains))
    return mean > CLEAR_MARGIN * error and mean > 0


def candidate_actions(view: PlayerView, preferred: Action) -> tuple[Action, ...]:
    """The legal actions of ``view`` worth searching, in the order of
    ``view.legal_actions()``: all of them, except that of the cards of one
    suit (its effective suit under trump) only the lowest is tried as a
    discard and only the highest as the card given for best; ``preferred``
    (the heuristic's choice) is always among them.

    Keeping the higher of two cards of a suit is all but never worse than
    keeping the lower, and a player who gives a card for best sits the
    hand out, so only what the partner receives counts.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("C")
    >>> hp.format_cards(state.hands[1])
    'QC KC TD AD 9H 9S AS'
    >>> [str(action) for action in candidate_actions(state.view(1), hp.Pass())]
    ['discard QC', 'discard TD', 'discard 9H', 'discard 9S']
    """
    legal = view.legal_actions()
    if view.phase is Phase.DISCARD:
        pick = min
    elif legal and isinstance(legal[0], Give):
        pick = max
    else:
        return legal
    tables = tables_for(view.trump)
    suits, powers = tables.suit, tables.power
    chosen: dict[object, Action] = {}
    for action in legal:
        assert isinstance(action, (Discard, Give))
        suit = suits[action.card.index]
        held = chosen.get(suit)
        if held is None:
            chosen[suit] = action
        else:
            assert isinstance(held, (Discard, Give))
            chosen[suit] = pick(
                held, action, key=lambda choice: powers[choice.card.index]
            )
    kept = set(chosen.values()) | {preferred}
    return tuple(action for action in legal if action in kept)


def action_worths(
    state: GameState,
    candidates: Sequence[Action],
    seat: int,
    heuristic: HeuristicBot,
) -> dict[Action, float]:
    """What the hand is worth to ``seat``'s side after each of
    ``candidates`` in ``state``, when the heuristic takes every decision
    from then to the play and the play is perfect.  Each play position
    met is solved once, and only as far as the scores of the actions that
    lead to it tell apart (``makers_tricks``'s ``targets``)."""
    ends: dict[Action, tuple[object, GameState] | None] = {}
    plays: dict[object, tuple[GameState, set[int]]] = {}
    for action in candidates:
        end = _to_the_play(state.apply(action), heuristic)
        if end is None:
            ends[action] = None
            continue
        assert end.maker is not None
        key = _play_key(end)
        ends[action] = key, end
        _, targets = plays.setdefault(key, (end, set()))
        targets.update(
            worth_steps(end.rules, end.contract, end.maker, end.lone_players, seat)
        )
    tricks = {
        key: makers_tricks(end, targets=targets) if targets else 0
        for key, (end, targets) in plays.items()
    }
    worths = {}
    for action, reached in ends.items():
        if reached is None:
            worths[action] = 0.0  # thrown in
            continue
        key, end = reached
        assert end.maker is not None
        worths[action] = hand_worth(
            end.rules, end.contract, tricks[key], end.maker, end.lone_players, seat
        )
    return worths


def _play_key(state: GameState) -> object:
    """What tells apart the play positions met from one deal."""
    return (state.hands, state.trump, state.maker, state.lone_players, state.leader)


def _to_the_play(state: GameState, heuristic: HeuristicBot) -> GameState | None:
    """``state`` taken on by the heuristic's decisions to the play; None if
    the hand is thrown in."""
    while state.phase is not Phase.PLAY:
        actor = state.to_act
        if actor is None:
            return None
        state = state.apply(heuristic.choose(state.view(actor)))
    return state


def sample_position(view: PlayerView, rng: random.Random) -> GameState:
    """A game state of ``view``'s position, a decision before the play, with
    the cards the seat cannot see dealt at random: uniformly among the
    deals that fit the view.

    The seat keeps its own hand; every other seat gets as many cards as it
    holds.  In Hasenpfeffer the widow, until picked up (all hand long under
    ``Widow.UNUSED``), and the maker's discard, for anyone but the maker,
    are unseen cards too.  In the
    Euchres so are the cards under the upcard and, after an order-up, the
    dealer's discard for anyone but the dealer; the dealer holds the upcard
    taken up.  In Railroad Euchre the card given for best, when the seat
    neither gave nor received it, is the upcard if the dealer gave it
    (taken to be so when the seat cannot tell), else the strongest card of
    the player who called; and the card discarded for it an unseen card.

    In Bid Euchre every card is in the hands: the other seats' cards are
    the unseen ones; the moon's maker, given its partner's best card,
    holds it, and the partner was dealt it.

    The state is a fresh game whose hand is dealt so as to reach these
    cards and replays the hand's calls and decisions so far; its scores
    and hand number are not the view's.

    >>> import hasenpfeffer as hp, random
    >>> euchre = hp.Rules(game=hp.Game.EUCHRE)
    >>> state = hp.new_game(euchre, seed=1, dealer=0).deal()
    >>> state = state.name_trump(state.upcard.suit)
    >>> guess = sample_position(state.view(0), random.Random(2))
    >>> guess.phase, guess.to_act, guess.hands[0] == state.hands[0]
    (Phase.DISCARD, 0, True)

    Raises:
        InvalidValueError: the view is not of a decision before the play.
    """
    if view.phase not in _BEFORE_PLAY or view.to_act != view.seat:
        raise InvalidValueError(
            f"not a decision of the view's seat before the play: {view.phase}"
        )
    spec = spec_of(view.rules)
    if not spec.kitty_size:
        return _full_deal_position(view, rng)
    if not spec.upcard:
        return _hasenpfeffer_position(view, rng)
    assert view.upcard is not None
    return _order_up_position(view, view.upcard, rng)


def _cards(indices: Sequence[int]) -> list[Card]:
    return [DECK[index] for index in indices]


def _full_deal_position(view: PlayerView, rng: random.Random) -> GameState:
    """:func:`sample_position` for a game that deals every card (Bid
    Euchre).  After the moon's call for best, the maker to discard holds
    the card given, which the partner was dealt."""
    seat, maker = view.seat, view.maker
    spec = spec_of(view.rules)
    known = {card.index for card in view.hand}
    pool = [card.index for card in spec.cards if card.index not in known]
    others = [other for other in spec.seats if other != seat]
    sizes = [view.hand_sizes[other] for other in others]
    split = split_unseen(pool, sizes, [0] * len(sizes), None, rng)
    hands = {seat: [card.index for card in view.hand]}
    hands.update(zip(others, split, strict=True))
    given = view.best_card
    giving = view.phase is Phase.ALONE and seat != maker
    if given is not None:  # the maker holds it, to discard
        assert maker == seat
        hands[maker].remove(given.index)
        hands[PARTNER[maker]].append(given.index)
    game = new_game(view.rules, dealer=view.dealer, seed=0)
    state = game.deal(hands=[_cards(sorted(hands[player])) for player in spec.seats])
    assert view.auction is not None
    for caller, call in view.auction.calls:
        state = state.apply(call, seat=caller)
    if view.phase is Phase.BIDDING or view.phase is Phase.TRUMP:
        return state
    state = state.apply(trump_action(view.trump))
    if giving or given is not None:
        state = state.apply(CallForBest())
    if given is not None:
        state = state.apply(Give(given))
    return state


def _hasenpfeffer_position(view: PlayerView, rng: random.Random) -> GameState:
    """:func:`sample_position` for Hasenpfeffer."""
    seat, maker = view.seat, view.maker
    known = {card.index for card in view.hand}
    for seen in (view.widow, view.discarded):
        if seen is not None:
            known.add(seen.index)
    pool = [card for card in range(25) if card not in known]
    others = [other for other in range(4) if other != seat]
    # The widow in the auction (under Widow.UNUSED, all hand long), or the
    # discard that a defender did not see.
    unused = view.rules.widow is Widow.UNUSED
    loose = int(maker != seat or unused)
    sizes = [*(view.hand_sizes[other] for other in others), loose]
    split = split_unseen(pool, sizes, [0] * len(sizes), None, rng)
    hands = {seat: [card.index for card in view.hand]}
    hands.update(zip(others, split, strict=False))
    discard: int | None = None
    if maker is None or unused:
        widow = split[-1][0]
    else:
        if maker == seat:
            assert view.widow is not None
            widow = view.widow.index
            if view.discarded is not None:
                discard = view.discarded.index
        else:
            # Any of the maker's seven cards may have been the widow.
            discard = widow = split[-1][0]
        seven = hands[maker] + ([] if discard is None else [discard])
        seven.remove(widow)
        hands[maker] = seven
    game = new_game(view.rules, dealer=view.dealer, seed=0)
    state = game.deal(
        hands=[_cards(hands[player]) for player in range(4)], widow=DECK[widow]
    )
    assert view.auction is not None
    for caller, call in view.auction.calls:
        state = state.apply(call, seat=caller)
    if view.phase in (Phase.DISCARD, Phase.ALONE):  # trump is named
        assert view.trump is not None
        state = state.apply(NameTrump(view.trump))
    if view.phase is Phase.ALONE:
        assert maker is not None
        if discard is not None:
            state = state.apply(Discard(DECK[discard]))
        if seat != maker:
            state = state.apply(GoAlone())
            if seat == (maker + 3) % 4:
                state = state.apply(Pass())
    return state


def _order_up_position(view: PlayerView, upcard: Card, rng: random.Random) -> GameState:
    """:func:`sample_position` for Euchre, Three-Handed Euchre and Railroad
    Euchre."""
    seat, dealer, trump = view.seat, view.dealer, view.trump
    shape = spec_of(view.rules)
    players = shape.players
    callers = view.called_for_best
    ordered_up = trump is not None and trump is proposed_suit(upcard, view.rules)
    # The dealer discards once trump is ordered up, before anyone goes
    # alone or calls for best.
    dealer_discarded = ordered_up and not (view.phase is Phase.DISCARD and not callers)
    legal = view.legal_actions()
    giving = isinstance(legal[0], Give)
    # The calls for best whose card has been given, and whose caller has
    # discarded for it.
    given_to = [caller for caller in callers if not (giving and caller == callers[-1])]
    discarded_by = [
        caller
        for caller in given_to
        if not (view.phase is Phase.DISCARD and caller == callers[-1])
    ]
    known = {card.index for card in view.hand} | {upcard.index}
    for seen in (view.discarded, view.best_card, view.best_discard):
        if seen is not None:
            known.add(seen.index)
    fixed: dict[int, list[int]] = {other: [] for other in range(players)}
    best_card = view.best_card
    for caller in given_to:
        if seat == PARTNER[caller] and best_card is not None:
            fixed[caller].append(best_card.index)  # the seat gave it
    upcard_with: int | None = None
    if ordered_up and upcard.index not in {card.index for card in view.hand} | {
        card.index for card in (best_card, view.best_discard) if card is not None
    }:
        # The dealer took it up, and may have given it for best: a trump,
        # it likely went.
        upcard_with = dealer
        for caller in given_to:
            if PARTNER[caller] == dealer and seat != caller:
                upcard_with = caller
        fixed[upcard_with].append(upcard.index)
    pool = [card.index for card in shape.cards if card.index not in known]
    others = [other for other in range(players) if other != seat]
    hidden_dealer_discard = dealer_discarded and seat != dealer
    hidden_best_discards = [caller for caller in discarded_by if caller != seat]
    sizes = [view.hand_sizes[other] - len(fixed[other]) for other in others]
    sizes += [shape.kitty_size - 1, int(hidden_dealer_discard)]
    sizes += [1] * len(hidden_best_discards)
    split = split_unseen(pool, sizes, [0] * len(sizes), None, rng)
    hands: dict[int, list[int]] = {seat: [card.index for card in view.hand]}
    for number, other in enumerate(others):
        hands[other] = split[number] + fixed[other]
    under = split[len(others)]
    best_discards = dict(
        zip(
            hidden_best_discards,
            (slot[0] for slot in split[len(others) + 2 :]),
            strict=True,
        )
    )
    if seat in discarded_by:
        assert view.best_discard is not None
        best_discards[seat] = view.best_discard.index
    gifts: dict[int, int] = {}
    for caller in given_to:
        giver = PARTNER[caller]
        if seat in (caller, giver):
            assert best_card is not None
            gift = best_card.index
        elif upcard_with == caller and giver == dealer:
            gift = upcard.index
        else:
            assert trump is not None
            powers = POWER[trump]
            gift = max(
                (card for card in hands[caller] if card != upcard.index),
                key=powers.__getitem__,
            )
        gifts[caller] = gift
        hands[caller].remove(gift)
        hands[giver].append(gift)
        if caller in best_discards:
            hands[caller].append(best_discards[caller])
    dealer_discard: int | None = None
    if ordered_up:
        if dealer_discarded:
            if seat == dealer:
                assert view.discarded is not None
                dealer_discard = view.discarded.index
            else:
                dealer_discard = split[len(others) + 1][0]
            hands[dealer].append(dealer_discard)
        hands[dealer].remove(upcard.index)
    game = new_game(view.rules, dealer=dealer, seed=0)
    state = game.deal(
        hands=[_cards(sorted(hands[player])) for player in range(players)],
        kitty=[upcard, *_cards(under)],
    )
    for caller, call in view.calls:
        state = state.apply(call, seat=caller)
    if dealer_discard is not None:
        state = state.apply(Discard(DECK[dealer_discard]), seat=dealer)
    return _replay_alone(state, view, gifts, best_discards)


def _replay_alone(
    state: GameState,
    view: PlayerView,
    gifts: dict[int, int],
    best_discards: dict[int, int],
) -> GameState:
    """``state`` taken on through the choices to go alone, the calls for
    best and their exchanges, up to ``view``'s decision."""
    kind = type(view.legal_actions()[0])
    for _ in range(12):
        actor = state.to_act
        legal = state.legal_actions()
        if actor == view.seat and state.phase is view.phase and type(legal[0]) is kind:
            return state
        assert actor is not None and state.phase is not Phase.PLAY
        action: Action
        if isinstance(legal[0], Give):
            action = Give(DECK[gifts[PARTNER[actor]]])
        elif state.phase is Phase.DISCARD:
            action = Discard(DECK[best_discards[actor]])
        elif actor in view.called_for_best:
            action = CallForBest()
        elif actor in view.lone_players:
            action = GoAlone()
        else:
            action = Pass()
        state = state.apply(action)
    raise AssertionError("the replay does not reach the view's decision")

"""The :class:`Bot` protocol, two simple bots, and the game loops.

A bot decides from what its seat may know, a
:class:`~hasenpfeffer.views.PlayerView`: ``bot.choose(view)`` returns one of
``view.legal_actions()``.  Every bot of the library also takes a whole
:class:`~hasenpfeffer.state.GameState` and then decides for the seat to act,
from that seat's view: :func:`view_to_act` is the one door they all go
through, and a bot of your own may use it too.  :func:`play_match` runs a
game with one bot per seat, giving each only its own view.
:class:`RandomBot` picks uniformly among the legal actions;
:class:`SimpleBot` bids from a count of its hand's strength and plays a
reasonable legal card.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.bots import RandomBot, SimpleBot, play_game, play_match
>>> final = play_game(hp.new_game(seed=3), SimpleBot())
>>> final.phase, final.winner is not None
(Phase.GAME_OVER, True)
>>> bots = [SimpleBot(), RandomBot(seed=1), SimpleBot(), RandomBot(seed=2)]
>>> play_match(hp.new_game(seed=3), bots).winner
0
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from .._checks import check_instance, check_random_seed
from .._engine.tables import PARTNER, tables_for, trick_taker
from .._words import in_words
from ..actions import (
    Action,
    Bid,
    CallForBest,
    Discard,
    Give,
    GoAlone,
    NameTrump,
    Pass,
    Play,
)
from ..cards import Card, Suit
from ..dealing import MAX_DEALS
from ..errors import IllegalActionError, InvalidValueError, shown
from ..games import spec_of
from ..phases import Phase
from ..state import GameState
from ..views import PlayerView
from ._order_up import order_up_decision
from ._sides import allies, plays_for_maker
from ._strength import PARTNER_VALUE, hand_strength

__all__ = [
    "DEFAULT_MAX_HANDS",
    "Bot",
    "RandomBot",
    "SimpleBot",
    "decision_random",
    "play_game",
    "play_match",
    "view_to_act",
]


DEFAULT_MAX_HANDS = 200
"""The hands after which :func:`play_match` and :func:`play_game` stop a
game that has not ended: the default of ``simulate --max-hands`` too."""

_OPENING_WORTH = 2.0
"""Below this many expected tricks the bot never bids (unless forced)."""
_ALONE_WORTH = 4.0
"""The maker goes alone with a hand worth this many tricks on its own (and
half a trick more than the contract)."""
_DEFEND_ALONE_WORTH = 3.0
"""A defender goes alone against a lone maker with a hand worth this much."""


@runtime_checkable
class Bot(Protocol):
    """A computer player: anything with ``choose(view) -> action``.

    Every bot of the library derives from it, so that a list of different
    bots is a ``list[Bot]`` to a type checker, which :func:`play_match`
    takes.  A bot of your own may derive from it too, or just have the
    method: it is a :class:`typing.Protocol`.

    ``choose`` is called only when the view's seat is to act, and must
    return one of ``view.legal_actions()``.  It sees nothing but the
    :class:`~hasenpfeffer.views.PlayerView`: its own cards and the public
    facts of the game.  A bot may keep state between calls, but two equal
    views should get equally good answers; the bots of this library give
    equal answers, their random numbers drawn from their seed and the
    position alone.

    The bots of this library accept a whole
    :class:`~hasenpfeffer.state.GameState` as well, and choose for the
    seat to act in it.  A bot of your own gets the same by starting
    ``choose`` with ``view = view_to_act(view)`` (see :func:`view_to_act`),
    which also refuses, with the library's error, a position where the seat
    is not to act.

    >>> import hasenpfeffer as hp
    >>> class FirstLegal:
    ...     def choose(self, view: hp.PlayerView) -> hp.Action:
    ...         return view.legal_actions()[0]
    >>> isinstance(FirstLegal(), Bot), issubclass(RandomBot, Bot)
    (True, True)
    >>> state = hp.new_game(seed=1, dealer=0).deal()
    >>> str(FirstLegal().choose(state.view(state.to_act)))
    'pass'
    """

    def choose(self, view: PlayerView) -> Action:
        """The action to take in ``view``, one of ``view.legal_actions()``.

        >>> import hasenpfeffer as hp
        >>> view = hp.new_game(seed=1, dealer=0).deal().view(1)
        >>> bot: Bot = SimpleBot()
        >>> bot.choose(view) in view.legal_actions()
        True
        """
        ...  # pragma: no cover


def view_to_act(position: PlayerView | GameState) -> PlayerView:
    """The view a bot decides from: a state's view for its seat to act, or a
    view whose seat is to act, unchanged.

    Every bot of the library starts ``choose`` with it, so each takes a
    state or a view alike; a bot of your own can do the same.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal()
    >>> view_to_act(state) == state.view(1), view_to_act(state.view(1)).seat
    (True, 1)
    >>> view_to_act(state.view(2))
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.IllegalActionError: seat 2 is not to act in this position: it is seat 1's turn

    Raises:
        IllegalActionError: nobody is to act (between hands, or the game is
            over), or it is not the view's seat's turn.
        InvalidValueError: ``position`` is neither a state nor a view.
    """  # noqa: E501
    if isinstance(position, GameState):
        seat = position.to_act
        if seat is None:
            raise _nobody_to_act(position.phase, position.winner)
        return position.view(seat)
    if not isinstance(position, PlayerView):
        raise InvalidValueError(
            f"expected a GameState or a PlayerView, not {shown(position)}"
        )
    if position.to_act is None:
        raise _nobody_to_act(position.phase, position.winner)
    if position.to_act != position.seat:
        raise IllegalActionError(
            f"seat {position.seat} is not to act in this position: "
            f"it is seat {position.to_act}'s turn",
            action=None,
            seat=position.seat,
            phase=position.phase,
            rule="not-your-turn",
            parameters={"to_act": position.to_act},
        )
    return position


def decision_random(seed: int | str | None, view: PlayerView) -> random.Random:
    """The random numbers of one decision, drawn from the bot's ``seed`` and
    the position ``view`` alone: a seeded bot makes the same choice whenever
    it meets the same position, however many games it has played before.
    Without a seed, fresh numbers each time.

    >>> import hasenpfeffer as hp
    >>> view = hp.new_game(seed=1, dealer=0).deal().view(1)
    >>> decision_random(4, view).random() == decision_random(4, view).random()
    True
    >>> decision_random(4, view).random() == decision_random(5, view).random()
    False
    """
    if seed is None:
        return random.Random()
    # A view's repr names every field, in order, and holds no sets, so it is
    # the same text in every process (unlike hash(), which is salted).  A
    # whole number is written in hexadecimal, which has no length limit.
    key = hex(seed) if isinstance(seed, int) else repr(seed)
    digest = hashlib.sha256(f"{key} {view!r}".encode()).digest()
    return random.Random(int.from_bytes(digest[:16], "big"))


def _nobody_to_act(phase: Phase, winner: int | None) -> IllegalActionError:
    if phase is Phase.GAME_OVER:
        return IllegalActionError(
            "nobody is to act: the game is over",
            action=None,
            seat=None,
            phase=phase,
            rule="game-over",
            parameters={"winner": winner},
        )
    return IllegalActionError(
        "nobody is to act between hands: deal the cards first",
        action=None,
        seat=None,
        phase=phase,
        rule="between-hands",
    )


class RandomBot(Bot):
    """A player that picks uniformly at random among the legal actions.

    Its choice depends on its ``seed`` and the position only: a bot with a
    seed plays a game the same way every time, whether it is new or has
    played other games before.  Without a seed it draws fresh numbers at
    each decision.  It bids wildly, so in a game among random players nobody
    may ever reach the target score: cap such games (see :func:`play_match`).

    >>> import hasenpfeffer as hp
    >>> view = hp.new_game(seed=1, dealer=0).deal().view(1)
    >>> first = [str(RandomBot(seed=4).choose(view)) for _ in range(3)]
    >>> first == [str(RandomBot(seed=4).choose(view)) for _ in range(3)]
    True
    >>> RandomBot(seed=4).choose(view) in view.legal_actions()
    True
    """

    def __init__(self, seed: int | str | None = None) -> None:
        self._seed = check_random_seed(seed, "seed")

    def choose(self, view: PlayerView | GameState) -> Action:
        """A legal action of ``view`` (or for the seat to act in a state),
        drawn uniformly.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("S")
        >>> str(RandomBot(seed=2).choose(state.view(1)))
        'discard TD'
        >>> str(RandomBot(seed=2).choose(state))
        'discard TD'

        Raises:
            IllegalActionError: nobody is to act, or it is not
                ``view.seat``'s turn (see :func:`view_to_act`).
        """
        view = view_to_act(view)
        return decision_random(self._seed, view).choice(view.legal_actions())


def _best_trump(hand: Sequence[Card]) -> tuple[Suit, float]:
    return max(
        ((suit, hand_strength(hand, suit)) for suit in Suit),
        key=lambda pair: pair[1],
    )


class SimpleBot(Bot):
    """A plain, deterministic player: bids its hand's strength, plays sensibly.

    It bids the lowest open bid when its hand is worth that many tricks
    (counting the widow as a little help), names its strongest suit, discards
    its lowest card, goes alone only with a very strong hand, and in play
    wins as cheaply as it can unless its partner is already winning.  It
    never names no trump itself, but plays it; on the moon it calls for
    its partner's best card, and gives its highest when asked.

    It is a :class:`Bot`: ``choose`` takes a player's view.  It also takes a
    whole :class:`~hasenpfeffer.state.GameState` and then decides for the
    seat to act, from that seat's view.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal()
    >>> str(SimpleBot().choose(state)), str(SimpleBot().choose(state.view(1)))
    ('bid 1', 'bid 1')
    """

    def choose(self, view: PlayerView | GameState) -> Action:
        """The action this bot takes in ``view`` (or for the seat to act in
        a state).

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
        >>> str(SimpleBot().choose(state.view(1)))
        'trump C'

        Raises:
            IllegalActionError: nobody is to act, or it is not the view's
                seat's turn (see :func:`view_to_act`).
        """
        view = view_to_act(view)
        legal = view.legal_actions()
        seat = view.seat
        hand = view.hand
        if spec_of(view.rules).upcard and view.phase is not Phase.PLAY:
            return order_up_decision(view)[0]
        if view.phase is Phase.BIDDING:
            return self._call(view, seat, hand, legal)
        if view.phase is Phase.TRUMP:
            return NameTrump(_best_trump(hand)[0])
        if view.phase is Phase.DISCARD:
            # Any card but one given for best, which is not a legal discard.
            cards = [action.card for action in legal if isinstance(action, Discard)]
            return Discard(self._lowest(cards, view.trump))
        if view.phase is Phase.ALONE:
            if isinstance(legal[0], Give):  # the partner's best card
                powers = tables_for(view.trump).power
                return Give(max(hand, key=lambda card: powers[card.index]))
            if GoAlone() not in legal:  # the moon: the partner's best can help
                return CallForBest()
            return self._alone(view, seat, hand)
        return self._play(view, seat, legal)

    @staticmethod
    def _alone(view: PlayerView, seat: int, hand: Sequence[Card]) -> Action:
        assert view.trump is not None
        worth = hand_strength(hand, view.trump) - PARTNER_VALUE
        if seat == view.maker:
            assert view.contract is not None
            needed = max(_ALONE_WORTH, view.contract.tricks + 0.5)
        else:
            needed = _DEFEND_ALONE_WORTH
        return GoAlone() if worth >= needed else Pass()

    def _call(
        self, view: PlayerView, seat: int, hand: Sequence[Card], legal: Sequence[Action]
    ) -> Action:
        worth = _best_trump(hand)[1] + 0.3
        if worth < _OPENING_WORTH and Pass() in legal:
            return Pass()
        auction = view.auction
        partner_holds = auction is not None and auction.high_bidder == PARTNER[seat]
        bids = [action for action in legal if isinstance(action, Bid)]
        for bid in bids:
            margin = 1.5 if partner_holds else 0.0
            if bid.tricks + margin <= worth and bid.multiplier == 1:
                return bid
            break
        if Pass() in legal:
            return Pass()
        return bids[0]

    @staticmethod
    def _lowest(cards: Sequence[Card], trump: Suit | None) -> Card:
        powers = tables_for(trump).power
        return min(cards, key=lambda card: powers[card.index])

    def _play(self, view: PlayerView, seat: int, legal: Sequence[Action]) -> Action:
        trump = view.trump
        cards = [action.card for action in legal if isinstance(action, Play)]
        tables = tables_for(trump)
        powers, suits = tables.power, tables.suit
        trick = view.current_trick
        if not trick:
            makers = view.maker is not None and plays_for_maker(view, seat)
            trumps = [card for card in cards if suits[card.index] is trump]
            if makers and trumps:
                return Play(max(trumps, key=lambda card: powers[card.index]))
            aces = [card for card in cards if powers[card.index] == 14]
            if aces:
                return Play(aces[0])
            return Play(self._lowest(cards, trump))
        row = tables.strength[trick[0][1].index]
        best_seat = trick_taker(row, trick)
        if best_seat in allies(view, seat):
            return Play(self._lowest(cards, trump))
        best = max(row[card.index] for _, card in trick)
        winners = [card for card in cards if row[card.index] > best]
        if winners:
            return Play(min(winners, key=lambda card: row[card.index]))
        return Play(self._lowest(cards, trump))


def play_match(
    state: GameState, bots: Sequence[Bot], max_hands: int = DEFAULT_MAX_HANDS
) -> GameState:
    """Play ``state`` on with ``bots[seat]`` deciding for each seat: four
    bots, or three for the three seats of Three-Handed Euchre.

    Each bot is asked only when its seat is to act, and is given only
    ``state.view(seat)``; its answer is applied with ``seat=`` checked.
    Hands are dealt from the game's seed as needed.  The game stops at
    ``GAME_OVER``, or in ``DEAL`` once ``max_hands`` hands have been dealt
    (``state.hand_number``; 200 unless told, as ``simulate --max-hands``),
    so that a game between wild bidders ends.

    >>> import hasenpfeffer as hp
    >>> bots = [RandomBot(seed=seat) for seat in range(4)]
    >>> final = play_match(hp.new_game(seed=9), bots, max_hands=3)
    >>> final.phase, final.hand_number
    (Phase.DEAL, 3)

    Raises:
        InvalidValueError: ``bots`` is not one bot per seat or ``max_hands``
            is not a whole number of at most
            :data:`LIMITS.deals <hasenpfeffer.records.LIMITS>`.
        IllegalActionError: a bot chose an action the rules forbid.
    """
    check_instance(state, GameState, "state", "a GameState")
    if isinstance(bots, (str, bytes)) or not isinstance(bots, Sequence):
        raise InvalidValueError(
            f"bots must be a sequence of bots, one per seat, not {shown(bots)}"
        )
    for bot in bots:
        _check_bot(bot)
    players = spec_of(state.rules).players
    if len(bots) != players:
        raise InvalidValueError(
            f"a game needs {in_words(players)} bots, one per seat, not {len(bots)}"
        )
    if isinstance(max_hands, bool) or not isinstance(max_hands, int):
        raise InvalidValueError(
            f"max_hands must be a whole number, not {shown(max_hands)}"
        )
    if max_hands > MAX_DEALS:
        raise InvalidValueError(
            f"max_hands must be at most {MAX_DEALS}, the most hands a game deals, "
            f"not {shown(max_hands)}"
        )
    while state.phase is not Phase.GAME_OVER:
        seat = state.to_act
        if seat is None:
            if state.hand_number >= max_hands:
                break
            state = state.deal()
        else:
            state = state.apply(bots[seat].choose(state.view(seat)), seat=seat)
    return state


def play_game(
    state: GameState, bot: Bot, max_hands: int = DEFAULT_MAX_HANDS
) -> GameState:
    """Play ``state`` to the end with ``bot`` at every seat, dealing as needed.

    The same as :func:`play_match` with the same bot at every seat; stops
    after ``max_hands`` hands (200 unless told) if the game has not ended
    by then.

    >>> import hasenpfeffer as hp
    >>> play_game(hp.new_game(seed=2), SimpleBot()).winner
    1
    """
    check_instance(state, GameState, "state", "a GameState")
    _check_bot(bot)
    players = spec_of(state.rules).players
    return play_match(state, (bot,) * players, max_hands)


def _check_bot(bot: object) -> None:
    if not callable(getattr(bot, "choose", None)):
        raise InvalidValueError(
            f"a bot has a choose(view) method, which {shown(bot)} has not"
        )

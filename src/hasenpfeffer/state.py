"""The game state: an immutable position from which actions are applied.

:func:`new_game` starts a game; every transition returns a new
:class:`GameState` and leaves the old one as it was, so a program may keep
any number of positions (for undo, search or comparison) at no cost.

>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal()
>>> state.phase, state.to_act
(Phase.BIDDING, 1)
>>> state = state.bid(2).pass_().pass_().pass_()
>>> state.phase, state.maker, state.contract, len(state.hands[1])
(Phase.TRUMP, 1, Bid(tricks=2, pepper=None), 7)

A state keeps its fields in one private list, and the hands as bitmasks;
:doc:`/internals` tells how this makes a transition cheap, and the
measurements.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from itertools import chain
from typing import TYPE_CHECKING, Any

import attrs

from ._checks import (
    unchecked,
)
from ._engine.exchange import after_alone_choice, after_call_for_best, after_give
from ._engine.layout import (
    FIELDS,
    VALUE_SIZE,
    position,
)
from ._engine.play import take_trick
from ._engine.refusals import explain_illegal, explain_nobody_to_act, explain_wrong_seat
from ._engine.steps import STEPS, AuctionSteps
from ._engine.tables import (
    ALONE_CHOICES,
    ALONE_OR_CALL,
    CARD_BIT,
    DECK,
    LOW_HALF,
    LOW_HALF_BITS,
    NAME_TRUMPS,
    PLAY_HALVES,
    PLAYERS,
    PLAYS,
    cards_of,
    gives_of,
)
from ._words import scores_in_words
from .actions import (
    ACTION_TYPES,
    Action,
    Bid,
    CallForBest,
    Discard,
    Give,
    GoAlone,
    NameTrump,
    Pass,
    Play,
    bid_number,
    parse_action,
)
from .auction import (
    AUCTION_NODES,
    NODE_HIGH_BID,
    PASSED,
    Auction,
    bid_range,
)
from .cards import Card, Suit
from .dealing import (
    MAX_DEALS,
    Deal,
    check_seed,
)
from .errors import (
    HasenpfefferError,
    IllegalActionError,
    InvalidNotationError,
    InvalidValueError,
    shown,
)
from .games import SPECS
from .phases import Phase as Phase
from .rules import Game, OpeningLead, Rules
from .scoring import HandResult
from .seats import check_seat
from .tricks import Trick

if TYPE_CHECKING:
    from .records import GameRecord
    from .views import PlayerView

__all__ = ["GameState", "new_game"]

_PASS = Pass()
_GO_ALONE = GoAlone()
_ACTION_TYPES = ACTION_TYPES
_NAME_TRUMP = NAME_TRUMPS
_HASENPFEFFER = Game.HASENPFEFFER
_PLAY = PLAYS
(_IN_DEAL, _IN_BIDDING, _IN_TRUMP, _IN_DISCARD, _IN_ALONE, _IN_PLAY, _IN_GAME_OVER) = (
    Phase.DEAL,
    Phase.BIDDING,
    Phase.TRUMP,
    Phase.DISCARD,
    Phase.ALONE,
    Phase.PLAY,
    Phase.GAME_OVER,
)
"""The phases, read once: an enum member costs more to look up than a
module name."""
_MAKER_LEADS = OpeningLead.MAKER
_DEFAULT_RULES = Rules()

# The positions of the fields in a state's list, from their names in
# ``_state_value`` (see there what each holds, and which are the value).
_MASK0, _MASK1, _MASK2, _MASK3 = (position(f"hand{seat}") for seat in range(PLAYERS))
_HANDS = slice(_MASK0, _MASK3 + 1)
"""The four hands, written together (one of ``SLICE_GROUPS``)."""
_RULES = position("rules")
_SEED = position("seed")
_FIRST_DEALER = position("first_dealer")
_HAND_NUMBER = position("hand_number")
_DEALER = position("dealer")
_PHASE = position("phase")
_TO_ACT = position("to_act")
_WIDOW = position("widow")
_KITTY = position("kitty")
_AUCTION = position("auction")
_MAKER = position("maker")
_CONTRACT = position("contract")
_TRUMP = position("trump")
_MAKER_TO_TRUMP = slice(_MAKER, _TRUMP + 1)
"""Maker, contract and trump, cleared together (one of ``SLICE_GROUPS``)."""
_DISCARDED = position("discarded")
_LONE = position("lone")
_LEADER = position("leader")
_TRICK = position("trick")
_COMPLETED = position("completed")
_WON = position("won")
_SCORES = position("scores")
_WINNER = position("winner")
_PAST = position("past")
_ACTIONS = position("actions")
_DEALS = position("deals")
_RESULTS = position("results")
_FOLLOW = position("follow")
_STRENGTH = position("strength")
_NEXT = position("next_seat")
_LED = position("led")
_TRICKS = position("tricks")
_SPEC = position("spec")
_STEPS = position("steps")
_VALUE_SIZE = VALUE_SIZE
_FIELD_COUNT = len(FIELDS)

_new_object = object.__new__
_new_tuple = tuple.__new__
_LOW_PLAYS, _HIGH_PLAYS = PLAY_HALVES
_LOW, _HIGH = LOW_HALF, LOW_HALF_BITS
"""A mask's low half, and the shift to its high half (see ``PLAY_HALVES``)."""
_BIT = CARD_BIT
_SEAT_CARD = tuple(tuple(((seat, card),) for card in DECK) for seat in range(PLAYERS))
"""Every ``(seat, card)`` pair, made once, in a tuple of one to add to the
trick."""


def _card(card: object) -> Card:
    """``card`` as a :class:`Card`, read from its notation if it is text."""
    if isinstance(card, Card):
        return card
    if not isinstance(card, str):
        raise InvalidValueError(
            f"card must be a Card or its notation, not {shown(card)}"
        )
    return Card.parse(card)


def _alone_choices(value: list[Any]) -> tuple[Action, ...]:
    """The choices of going alone: to go alone or not (or call for best),
    or, after a call for best, the cards the partner may give."""
    if value[_ACTIONS][-1][1].__class__ is CallForBest:
        return gives_of(value[value[_TO_ACT]])
    return ALONE_OR_CALL if value[_RULES].call_for_best else ALONE_CHOICES


def _make(value: list[Any]) -> GameState:
    state: GameState = _new_object(GameState)
    state._v = value
    state._legal = None
    return state


_LAYOUT = 4
"""The version of the value list's layout.  A pickled state carries it, so
that a state pickled by a release with another layout is refused rather
than misread."""


def _unpickle(layout: int, value: tuple[Any, ...]) -> GameState:
    """The state of a pickle, accepted when the game it records (its rules,
    seed, deals and actions) replayed from the start reaches it: nothing in
    a pickle is trusted that the rules do not rebuild."""
    if layout != _LAYOUT:
        raise InvalidValueError(
            "this game state was pickled by a hasenpfeffer release with another "
            "internal layout; save games as records (state.to_record()) to "
            "move them between releases"
        )
    if value.__class__ is not tuple or len(value) != _FIELD_COUNT:
        raise InvalidValueError("not the value of a pickled game state")
    try:
        again = _replayed(value[:_VALUE_SIZE])
    except (HasenpfefferError, TypeError, ValueError, AttributeError, IndexError):
        again = None
    if again is None or again._v[:_VALUE_SIZE] != list(value[:_VALUE_SIZE]):
        raise InvalidValueError(
            "not a consistent pickled game state: its history does not lead to it"
        )
    return again


def _replayed(value: tuple[Any, ...]) -> GameState:
    """The game of a state's ``value`` played again from its rules, seed,
    first dealer, deals and actions."""
    attrs.validate(value[_RULES])  # a pickle may carry rules built by hand
    state = new_game(value[_RULES], dealer=value[_FIRST_DEALER], seed=value[_SEED])
    players = SPECS[state.rules.game].players
    current = _make([*value, *state._v[_VALUE_SIZE:]]).hand_history
    hands = (*value[_PAST], current) if value[_DEALS] else ()
    if len(hands) != len(value[_DEALS]):
        return state
    for deal, actions in zip(value[_DEALS], hands, strict=True):
        *masks, aside = deal
        cards = [cards_of(mask) for mask in masks[:players]]
        if isinstance(aside, tuple):
            state = state.deal(hands=cards, kitty=[DECK[index] for index in aside])
        else:
            state = state.deal(hands=cards, widow=DECK[aside])
        for seat, action in actions:
            state = state.apply(action, seat)
    return state


class GameState:
    """A position in a game of the family: Hasenpfeffer, Euchre,
    Three-Handed Euchre or Railroad Euchre, as ``state.rules.game`` says.
    Create one with :func:`new_game`.

    States are immutable values: they compare and hash by value, history
    included.  Attributes that belong to a hand (hands, auction, trump,
    tricks) keep describing the last hand after it is scored, until the
    next deal.

    >>> import hasenpfeffer as hp
    >>> start = hp.new_game(seed=1, dealer=0).deal()
    >>> after = start.bid(2)
    >>> start.high_bid is None, after.high_bid, after.history
    (True, Bid(tricks=2, pepper=None), ((1, Bid(tricks=2, pepper=None)),))
    >>> after == start.bid(2), after != start
    (True, True)
    """

    __slots__ = ("_hands", "_hash", "_legal", "_v")

    _v: list[Any]
    _legal: tuple[Action, ...] | None
    _hands: tuple[tuple[Card, ...], ...]
    _hash: int

    def __init__(self) -> None:
        raise TypeError("create a game with hasenpfeffer.new_game()")

    # -- reading -----------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rule options of this game."""
        rules: Rules = self._v[_RULES]
        return rules

    @property
    def seed(self) -> int:
        """The game's seed; :meth:`deal` without arguments shuffles from it."""
        seed: int = self._v[_SEED]
        return seed

    @property
    def first_dealer(self) -> int:
        """The dealer of the first hand."""
        first_dealer: int = self._v[_FIRST_DEALER]
        return first_dealer

    @property
    def hand_number(self) -> int:
        """How many hands have been dealt (0 before the first deal)."""
        hand_number: int = self._v[_HAND_NUMBER]
        return hand_number

    @property
    def dealer(self) -> int:
        """The seat dealing the current hand; in ``DEAL`` the next hand's
        dealer; in ``GAME_OVER`` the last hand's."""
        dealer: int = self._v[_DEALER]
        return dealer

    @property
    def phase(self) -> Phase:
        """The stage of the hand."""
        phase: Phase = self._v[_PHASE]
        return phase

    @property
    def to_act(self) -> int | None:
        """The seat whose decision it is; ``None`` in ``DEAL`` and
        ``GAME_OVER``."""
        to_act: int | None = self._v[_TO_ACT]
        return to_act

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """The cards held by seats 0 to 3 (0 to 2 in Three-Handed Euchre),
        each in deck order.

        A seat sitting out keeps its cards here, face down, until the next
        deal.
        """
        try:
            return self._hands
        except AttributeError:
            value = self._v
            hands: tuple[tuple[Card, ...], ...] = (
                cards_of(value[_MASK0]),
                cards_of(value[_MASK1]),
                cards_of(value[_MASK2]),
                cards_of(value[_MASK3]),
            )
            hands = self._hands = hands[: value[_SPEC].players]
            return hands

    @property
    def widow(self) -> Card | None:
        """Hasenpfeffer's widow, until the maker picks it up (then
        ``None``); always ``None`` in the Euchres, which deal a
        :attr:`kitty`."""
        widow: Card | None = self._v[_WIDOW]
        return widow

    @property
    def kitty(self) -> tuple[Card, ...]:
        """The kitty of a Euchre as dealt (the upcard, then the cards under
        it: four cards in Euchre, nine in Three-Handed Euchre, five in
        Railroad Euchre), or ``()`` in Hasenpfeffer and before the first
        deal.  The cards
        under the upcard are never seen in the game (a view leaves them
        out).

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(hp.Rules(game=hp.Game.EUCHRE), seed=1).deal()
        >>> len(state.kitty), state.kitty[0] == state.upcard
        (4, True)
        """
        kitty: tuple[Card, ...] = self._v[_KITTY]
        return kitty

    @property
    def upcard(self) -> Card | None:
        """The Euchres' upcard, turned face up for the auction (it stays
        known after it is picked up or turned down); ``None`` in
        Hasenpfeffer."""
        kitty = self._v[_KITTY]
        return kitty[0] if kitty else None

    @property
    def auction(self) -> Auction | None:
        """Hasenpfeffer's auction of the current hand (``None`` before a
        deal, and in the Euchres, whose calls are in :attr:`hand_history`)."""
        value = self._v
        code = value[_AUCTION]
        if code is None:
            return None
        dealer = value[_DEALER]
        if value[_PHASE] is _IN_DEAL:
            dealer = (dealer + 3) % 4
        actions = value[_ACTIONS]
        calls = len(actions)
        for number, (_, action) in enumerate(actions):
            if action.__class__ is not Pass and action.__class__ is not Bid:
                calls = number
                break
        to_act, high_bid, high_bidder, passed = AUCTION_NODES[code][:4]
        return unchecked(
            Auction,
            dealer,
            to_act,
            high_bid,
            high_bidder,
            PASSED[passed],
            actions[:calls],
        )

    @property
    def high_bid(self) -> Bid | None:
        """The highest bid of the current auction so far, if any (always
        ``None`` in the Euchres, which have no bids)."""
        value = self._v
        code = value[_AUCTION]
        if code is None:
            return None
        high_bid: Bid | None = AUCTION_NODES[code][NODE_HIGH_BID]
        return high_bid

    @property
    def maker(self) -> int | None:
        """The seat that won the auction, the high bidder in Hasenpfeffer;
        in the Euchres the seat that ordered up or named trump."""
        maker: int | None = self._v[_MAKER]
        return maker

    @property
    def contract(self) -> Bid | None:
        """The winning bid (``None`` in the Euchres, which have no bids)."""
        contract: Bid | None = self._v[_CONTRACT]
        return contract

    @property
    def trump(self) -> Suit | None:
        """The trump suit once named."""
        trump: Suit | None = self._v[_TRUMP]
        return trump

    @property
    def discarded(self) -> Card | None:
        """The discard once made, in Hasenpfeffer the maker's for the
        widow, in the Euchres the dealer's for the upcard ordered up
        (``None`` when trump was named in the second round).  A Railroad
        Euchre player who called for best discards too, for the card given:
        that card is in :attr:`hand_history`."""
        discarded: Card | None = self._v[_DISCARDED]
        return discarded

    @property
    def lone_players(self) -> tuple[int, ...]:
        """The seats that went alone this hand (going alone or calling for
        best), the maker first.  Empty in Three-Handed Euchre, whose maker
        plays alone without declaring it."""
        lone_players: tuple[int, ...] = self._v[_LONE]
        return lone_players

    @property
    def sitting_out(self) -> tuple[int, ...]:
        """The seats whose partner went alone, which lay their cards face
        down and take no part in this hand's play."""
        return tuple(sorted((seat + 2) % 4 for seat in self._v[_LONE]))

    @property
    def leader(self) -> int | None:
        """The seat that led (or is to lead) the current trick."""
        leader: int | None = self._v[_LEADER]
        return leader

    @property
    def current_trick(self) -> tuple[tuple[int, Card], ...]:
        """The ``(seat, card)`` pairs played to the current trick."""
        current_trick: tuple[tuple[int, Card], ...] = self._v[_TRICK]
        return current_trick

    @property
    def completed_tricks(self) -> tuple[Trick, ...]:
        """The hand's finished tricks (leader, plays, winner)."""
        value = self._v
        completed = value[_COMPLETED]
        tricks: tuple[Trick, ...] = value[_TRICKS]
        if len(tricks) != len(completed):
            tricks = value[_TRICKS] = (
                *tricks,
                *(_new_tuple(Trick, trick) for trick in completed[len(tricks) :]),
            )
        return tricks

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Tricks taken this hand by team 0 and team 1; in Three-Handed
        Euchre, where each plays for themselves, by seats 0, 1 and 2."""
        tricks_won: tuple[int, ...] = self._v[_WON]
        return tricks_won

    @property
    def scores(self) -> tuple[int, ...]:
        """The game score of team 0 and team 1; in Three-Handed Euchre of
        seats 0, 1 and 2.

        >>> import hasenpfeffer as hp
        >>> hp.new_game(hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE)).scores
        (0, 0, 0)
        """
        scores: tuple[int, ...] = self._v[_SCORES]
        return scores

    @property
    def winner(self) -> int | None:
        """The team that has won the game (in Three-Handed Euchre the
        seat), or ``None``."""
        winner: int | None = self._v[_WINNER]
        return winner

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every ``(seat, action)`` of the game, in order."""
        return (*chain.from_iterable(self._v[_PAST]), *self.hand_history)

    @property
    def hand_history(self) -> tuple[tuple[int, Action], ...]:
        """The ``(seat, action)`` pairs of the current (or last) hand."""
        value = self._v
        plays = chain(
            chain.from_iterable(plays for _, plays, _ in value[_COMPLETED]),
            value[_TRICK],
        )
        return (
            *value[_ACTIONS],
            *((seat, _PLAY[card.index]) for seat, card in plays),
        )

    @property
    def hand_start(self) -> int:
        """Where in :attr:`history` the current (or last) hand begins."""
        return sum(len(actions) for actions in self._v[_PAST])

    @property
    def deals(self) -> tuple[Deal, ...]:
        """The deal of every hand, in order."""
        players = self._v[_SPEC].players
        return tuple(
            Deal(
                (cards_of(one), cards_of(two), cards_of(three), cards_of(four))[
                    :players
                ],
                *(
                    (DECK[rest], ())
                    if rest.__class__ is int
                    else (None, tuple(DECK[card] for card in rest))
                ),
            )
            for one, two, three, four, rest in self._v[_DEALS]
        )

    @property
    def hand_results(self) -> tuple[HandResult, ...]:
        """How every finished hand ended, in order."""
        hand_results: tuple[HandResult, ...] = self._v[_RESULTS]
        return hand_results

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the player to act may take, in a fixed order.

        Bidding: pass, then the bids from lowest.  Trump: the suits in order.
        Discard and play: the cards in hand order.  Empty exactly when
        nobody is to act.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=3).deal()
        >>> [str(action) for action in state.legal_actions()]
        ['pass', 'bid 1', 'bid 2', 'bid 3', 'bid 4', 'bid 5', 'bid 6']
        """
        legal = self._legal
        if legal is None:
            value = self._v
            phase = value[_PHASE]
            if phase is _IN_PLAY:
                hand = value[value[_TO_ACT]]
                hand = hand & value[_LED] or hand
                legal = _LOW_PLAYS[hand & _LOW] + _HIGH_PLAYS[hand >> _HIGH]
            elif phase is _IN_BIDDING:
                legal = value[_STEPS].calls(value)
            elif phase is _IN_TRUMP:
                legal = _NAME_TRUMP
            elif phase is _IN_DISCARD:
                legal = value[_STEPS].discards(value)
            elif phase is _IN_ALONE:
                legal = _alone_choices(value)
            else:
                legal = ()
            self._legal = legal
        return legal

    def is_legal(self, action: Action | str, seat: int | None = None) -> bool:
        """Whether :meth:`apply` would accept ``action`` (for ``seat``) now.

        It takes what :meth:`apply` takes, an action or its notation and
        perhaps the seat, and answers ``True`` exactly when :meth:`apply`
        would return a new state, ``False`` exactly when it would raise
        :class:`~hasenpfeffer.errors.IllegalActionError`.  Input that is not
        an action at all raises what :meth:`apply` raises.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(4)
        >>> state.is_legal(hp.Bid(3)), state.is_legal("bid 5")
        (False, True)
        >>> state.is_legal("bid 5", seat=2), state.is_legal("bid 5", seat=3)
        (True, False)

        Raises:
            InvalidNotationError: ``action`` is text that is not an action.
            InvalidValueError: ``action`` is not an action, or ``seat`` not
                a seat.
        """
        if isinstance(action, str):
            action = self._parse(action)
        elif action.__class__ not in _ACTION_TYPES:
            raise InvalidValueError(f"expected an action, not {shown(action)}")
        players = self._v[_SPEC].players
        if seat is not None and check_seat(seat, "seat", players) != self._v[_TO_ACT]:
            return False
        return action in self.legal_actions()

    def _parse(self, text: str) -> Action:
        """The action written ``text``; a bid out of range is refused in the
        words of this game's bidding."""
        try:
            return parse_action(text)
        except InvalidNotationError:
            number = bid_number(text)
            if number is None:
                raise
            raise InvalidNotationError(
                f"not an action: {shown(text)} "
                f"({bid_range(self._v[_RULES])}, not {number})"
            ) from None

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see of this position: see :class:`PlayerView`."""
        from .views import PlayerView

        return PlayerView.of(self, seat)

    def to_record(self) -> GameRecord:
        """The game so far as a record: see :class:`GameRecord`."""
        from .records import GameRecord

        return GameRecord.of(self)

    # -- dealing -----------------------------------------------------------

    def deal(
        self,
        *,
        seed: int | None = None,
        hands: Sequence[Sequence[Card | str]] | None = None,
        widow: Card | str | None = None,
        kitty: Sequence[Card | str] | None = None,
    ) -> GameState:
        """Deal the next hand and open the auction.

        With no arguments the cards are shuffled from the game's seed and the
        hand number, so a game is reproduced by its seed.  ``seed`` shuffles
        from that number instead; ``hands`` (seats 0 to 3, six cards each)
        and ``widow`` deal exactly those cards in Hasenpfeffer.  In the
        Euchres the hands hold five cards and ``kitty`` takes the place of
        ``widow``: the upcard, then the three cards under it in Euchre (four
        in Railroad Euchre; in Three-Handed Euchre three hands and eight
        cards under the upcard).

        >>> import hasenpfeffer as hp
        >>> a = hp.new_game(seed=5, dealer=0).deal(seed=42)
        >>> b = hp.new_game(seed=6, dealer=0).deal(seed=42)
        >>> a.hands == b.hands
        True

        Raises:
            IllegalActionError: the phase is not ``DEAL``, or the game has
                dealt :data:`~hasenpfeffer.records.MAX_DEALS` hands already.
            InvalidValueError: the explicit deal is not of the game's
                shape (in Hasenpfeffer four hands of six and a widow, in the
                Euchres a hand of five for each player and the kitty) holding
                each card of the game's deck once, or it gives a widow where
                the game deals a kitty, or a kitty where it deals a widow.
        """
        value = self._v
        if value[_PHASE] is not _IN_DEAL:
            raise IllegalActionError(
                f"cards are dealt only between hands, not in the {self.phase} phase",
                action=None,
                seat=None,
                phase=self.phase,
            )
        number = value[_HAND_NUMBER] + 1
        if number > MAX_DEALS:
            raise IllegalActionError(
                f"the game has dealt {MAX_DEALS} hands, the most a game deals "
                "(and a record holds): it ends here, unfinished",
                action=None,
                seat=None,
                phase=self.phase,
            )
        steps = value[_STEPS]
        history = self.hand_history if number > 1 else ()
        return _make(steps.deal(value, number, seed, hands, widow, kitty, history))

    # -- acting ------------------------------------------------------------

    def apply(self, action: Action | str, seat: int | None = None) -> GameState:
        """The state after the player to act takes ``action``.

        ``action`` may be an action value or its notation (``"play JH"``).
        If ``seat`` is given, it must be the seat to act.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal()
        >>> state.apply(hp.Bid(3), seat=1).high_bid
        Bid(tricks=3, pepper=None)
        >>> state.apply("pass", seat=2)
        Traceback (most recent call last):
        ...
        hasenpfeffer.errors.IllegalActionError: it is seat 1's turn, not seat 2's

        Raises:
            IllegalActionError: the rules forbid the action now; the message
                names the rule.  The state is unchanged.
            InvalidNotationError: ``action`` is text that is not an action.
            InvalidValueError: ``action`` is not an action, or ``seat`` not
                a seat.
        """
        value = self._v
        to_act = value[_TO_ACT]
        if seat is not None and (seat != to_act or seat.__class__ is not int):
            return self._refuse(action, seat)
        if value[_PHASE] is not _IN_PLAY:
            legal = self._legal
            if legal is None:
                legal = self.legal_actions()
            for index, choice in enumerate(legal):
                if choice is action:
                    return self._after_decision(to_act, choice, index)
            if action in legal:
                index = legal.index(action)
                return self._after_decision(to_act, legal[index], index)
            return self._refuse(action, seat)
        # Playing a card, the most frequent transition, is written out here.
        if type(action) is not Play:
            return self._refuse(action, seat)
        index = action.card.index
        bit = _BIT[index]
        hand = value[to_act]
        led = value[_LED]
        if not (hand & led or hand) & bit:
            return self._refuse(action, seat)
        new = value.copy()
        new[to_act] = hand ^ bit
        trick = value[_TRICK] + _SEAT_CARD[to_act][index]
        if not led:
            led = new[_LED] = value[_FOLLOW][index]
        following = value[_NEXT][to_act]
        state: GameState = _new_object(GameState)
        state._v = new
        if following == value[_LEADER]:
            leader = take_trick(value, new, trick)
            if leader is None:  # the hand is over
                state._legal = None
            else:
                hand = new[leader]
                state._legal = _LOW_PLAYS[hand & _LOW] + _HIGH_PLAYS[hand >> _HIGH]
            return state
        new[_TRICK] = trick
        new[_TO_ACT] = following
        # The next player's legal plays, while the values are at hand.
        hand = value[following]
        hand = hand & led or hand
        state._legal = _LOW_PLAYS[hand & _LOW] + _HIGH_PLAYS[hand >> _HIGH]
        return state

    def _refuse(self, action: object, seat: int | None) -> GameState:
        """Apply an action given as text, or raise the error that explains
        why ``action`` (for ``seat``) is refused."""
        if isinstance(action, str):
            return self.apply(self._parse(action), seat)
        if action.__class__ not in _ACTION_TYPES:
            raise InvalidValueError(f"expected an action, not {shown(action)}")
        assert isinstance(
            action, (Pass, Bid, NameTrump, Discard, GoAlone, Play, CallForBest, Give)
        )
        to_act = self.to_act
        players = self._v[_SPEC].players
        if seat is not None and check_seat(seat, "seat", players) != to_act:
            reason = (
                explain_nobody_to_act(self)
                if to_act is None
                else explain_wrong_seat(self, action, check_seat(seat), to_act)
            )
            raise IllegalActionError(
                reason, action=action, seat=check_seat(seat), phase=self.phase
            )
        if to_act is None:
            raise IllegalActionError(
                explain_nobody_to_act(self), action=action, seat=None, phase=self.phase
            )
        raise IllegalActionError(
            explain_illegal(self, action, to_act),
            action=action,
            seat=to_act,
            phase=self.phase,
        )

    def pass_(self) -> GameState:
        """Pass: in the auction (in Hasenpfeffer, not to bid; in the
        Euchres, not to order up or name trump), or when choosing whether to
        go alone.

        >>> import hasenpfeffer as hp
        >>> hp.new_game(seed=1, dealer=0).deal().pass_().to_act
        2
        """
        return self.apply(_PASS)

    def bid(self, bid: int | Bid) -> GameState:
        """Bid a number of tricks, or a bid value such as ``hp.BIG_PEPPER``,
        in Hasenpfeffer's auction (the Euchres have no bids).

        >>> import hasenpfeffer as hp
        >>> hp.new_game(seed=1, dealer=0).deal().bid(3).high_bid
        Bid(tricks=3, pepper=None)
        >>> pepper = hp.new_game(hp.Rules(bidding=hp.Bidding.PEPPER), seed=1)
        >>> pepper.deal().bid(7)
        Traceback (most recent call last):
        ...
        hasenpfeffer.errors.InvalidValueError: in pepper bidding a bid is of 1 to 5 tricks, little pepper or big pepper, not 7

        Raises:
            InvalidValueError: ``bid`` is not a bid nor a number of tricks
                that makes one.
            IllegalActionError: the rules forbid the bid now.
        """  # noqa: E501
        if bid.__class__ is not Bid:
            if isinstance(bid, bool) or not isinstance(bid, int) or not 1 <= bid <= 6:
                raise InvalidValueError(
                    f"{bid_range(self._v[_RULES])}, not {shown(bid)}"
                )
            bid = Bid(bid)
        return self.apply(bid)

    def name_trump(self, suit: Suit | str) -> GameState:
        """Name trump, as a :class:`Suit` or its notation: in Hasenpfeffer
        the maker, once the auction is won; in the Euchres the call of the
        auction that makes the caller the maker (ordering up the upcard's
        suit in the first round, naming another suit in the second).

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
        >>> state.name_trump("H").trump
        Suit.HEARTS
        """
        if not isinstance(suit, (Suit, str)):
            raise InvalidValueError(
                f"suit must be a Suit or its notation, not {shown(suit)}"
            )
        return self.apply(
            NameTrump(suit if isinstance(suit, Suit) else Suit.parse(suit))
        )

    def go_alone(self) -> GameState:
        """Go alone (the maker, or with ``lone_defender`` a defender against
        a lone maker); not in Three-Handed Euchre, whose maker always plays
        alone.

        >>> import hasenpfeffer as hp
        >>> rules = hp.Rules(lone_hands=True)
        >>> state = hp.new_game(rules, seed=1, dealer=0).deal().bid(6)
        >>> state = state.name_trump("H").discard(state.hands[1][0]).go_alone()
        >>> state.lone_players, state.sitting_out, state.to_act
        ((1,), (3,), 2)
        """
        return self.apply(_GO_ALONE)

    def discard(self, card: Card | str) -> GameState:
        """Discard a card face down, as a :class:`Card` or its notation: in
        Hasenpfeffer the maker, after taking the widow; in the Euchres the
        dealer, after picking up the upcard ordered up; in Railroad Euchre
        also the lone player who called for best, for the card given.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H")
        >>> str(state.discard("QC").discarded)
        'QC'
        """
        return self.apply(Discard(_card(card)))

    def play(self, card: Card | str) -> GameState:
        """Play a card to the trick, as a :class:`Card` or its notation.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
        >>> state = state.name_trump("H").discard("QC")
        >>> state.to_act, hp.format_cards(state.hands[1])
        (1, 'KC TD AD 9H 9S AS')
        >>> state.play("AS").current_trick
        ((1, Card.parse('AS')),)
        """
        return self.apply(Play(_card(card)))

    # -- transitions ---------------------------------------------------------

    def _after_decision(self, seat: int, action: Action, index: int) -> GameState:
        """Every transition but playing a card (written out in :meth:`apply`):
        ``action`` is the legal action at ``index`` of the legal actions.
        The phase says which step it is; the game's auction, how it goes."""
        value = self._v
        new = value.copy()
        new[_ACTIONS] = value[_ACTIONS] + ((seat, action),)
        phase = value[_PHASE]
        steps = value[_STEPS]
        if phase is _IN_BIDDING:
            steps.after_call(value, new, seat, action, index)
        elif phase is _IN_TRUMP:
            assert isinstance(action, NameTrump) and steps.after_trump is not None
            steps.after_trump(value, new, seat, action)
        elif phase is _IN_DISCARD:
            assert isinstance(action, Discard)
            if steps.after_discard(value, new, seat, action.card):
                self._alone_chosen(new, seat, True, steps)
        elif action.__class__ is CallForBest:
            after_call_for_best(new, seat)
        elif action.__class__ is Give:
            assert isinstance(action, Give)
            after_give(new, seat, action)
        else:
            self._alone_chosen(new, seat, action.__class__ is GoAlone, steps)
        return _make(new)

    def _alone_chosen(
        self, new: list[Any], seat: int, alone: bool, steps: AuctionSteps
    ) -> None:
        value = self._v
        after_alone_choice(
            value,
            new,
            seat,
            alone,
            steps.defenders_in_turn(value),
            steps.start_play,
        )

    # -- value behaviour -----------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not GameState:
            return NotImplemented
        return self is other or self._v[:_VALUE_SIZE] == other._v[:_VALUE_SIZE]

    def __ne__(self, other: object) -> bool:
        if other.__class__ is not GameState:
            return NotImplemented
        return self is not other and self._v[:_VALUE_SIZE] != other._v[:_VALUE_SIZE]

    def __hash__(self) -> int:
        try:
            return self._hash
        except AttributeError:
            cached = self._hash = hash(tuple(self._v[:_VALUE_SIZE]))
            return cached

    def __reduce__(self) -> tuple[Any, ...]:
        return (_unpickle, (_LAYOUT, tuple(self._v)))

    def _repr_svg_(self) -> str:
        """The table with every hand face up, as an SVG picture, which
        Jupyter shows in a notebook (see :func:`hasenpfeffer.svg.table`).

        >>> import hasenpfeffer as hp
        >>> picture = hp.new_game(seed=1, dealer=0).deal()._repr_svg_()
        >>> picture.count('class="hp-card hp-back"')    # nothing is hidden
        0
        """
        from .svg import table

        return table(self)

    def __repr__(self) -> str:
        value = self._v
        to_act = value[_TO_ACT]
        turn = "" if to_act is None else f", seat {to_act} to act"
        return (
            f"<GameState hand {value[_HAND_NUMBER]}, {value[_PHASE]}{turn}, "
            f"scores {scores_in_words(value[_SCORES])}>"
        )


def new_game(
    rules: Rules | None = None, dealer: int | None = None, seed: int | None = None
) -> GameState:
    """A new game in the ``DEAL`` phase, ready for :meth:`GameState.deal`.

    Args:
        rules: the rule options (default: ``Rules()``, the source page's
            rules).
        dealer: the first dealer; ``None`` draws one from the seed.
        seed: a whole number of at most
            100 digits, of
            either sign; it fixes the first dealer (when not given)
            and every shuffle of :meth:`GameState.deal`.  ``None`` takes a
            fresh random seed, kept in ``state.seed`` so the game can be
            reproduced.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=2024)
    >>> state.phase, state.dealer == hp.new_game(seed=2024).dealer
    (Phase.DEAL, True)

    Raises:
        InvalidValueError: ``rules``, ``dealer`` or ``seed`` is not valid.
    """
    if rules is None:
        rules = _DEFAULT_RULES
    elif not isinstance(rules, Rules):
        raise InvalidValueError(f"rules must be a Rules value, not {shown(rules)}")
    seed = secrets.randbits(64) if seed is None else check_seed(seed)
    players = SPECS[rules.game].players
    if dealer is None:
        key = f"hasenpfeffer/game/{seed}/dealer".encode()
        digest = hashlib.blake2b(key, digest_size=8).digest()
        dealer = int.from_bytes(digest, "big") % players
    else:
        dealer = check_seat(dealer, "dealer", players)
    value = _NEW_GAME.copy()
    value[_RULES] = rules
    value[_SPEC] = SPECS[rules.game]
    value[_STEPS] = STEPS[rules.game]
    value[_WON] = value[_SCORES] = _NO_TRICKS[rules.game]
    value[_SEED] = seed
    value[_FIRST_DEALER] = value[_DEALER] = dealer
    return _make(value)


def _new_game_value() -> list[Any]:
    """The value of every new game but its rules, seed and dealers."""
    value: list[Any] = [None] * _FIELD_COUNT
    value[_HAND_NUMBER] = 0
    value[_PHASE] = _IN_DEAL
    value[_HANDS] = (0, 0, 0, 0)
    value[_KITTY] = ()
    value[_LONE] = ()
    value[_TRICK] = ()
    value[_COMPLETED] = ()
    value[_TRICKS] = ()
    value[_WON] = (0, 0)
    value[_SCORES] = (0, 0)
    value[_PAST] = ()
    value[_ACTIONS] = ()
    value[_DEALS] = ()
    value[_RESULTS] = ()
    value[_LED] = 0
    return value


_NEW_GAME = _new_game_value()

_NO_TRICKS = {game: (0,) * shape.sides for game, shape in SPECS.items()}
"""Nothing for each side of a game: the tricks won at the start of a hand,
and the scores at the start of a game."""

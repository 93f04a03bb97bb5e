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

from collections.abc import Sequence
from itertools import chain
from typing import TYPE_CHECKING, Any

from ._engine.arguments import bid_of, card_of, parsed, suit_of
from ._engine.bidding import auction_of, high_bid_of
from ._engine.decisions import after_decision, legal_actions
from ._engine.hand import deals_of, hand_history, tricks_of
from ._engine.layout import (
    CONTRACT,
    DEALER,
    DISCARDED,
    FIRST_DEALER,
    FOLLOW,
    HAND_NUMBER,
    HANDS,
    KITTY,
    LEADER,
    LED,
    LONE,
    MAKER,
    NEXT_SEAT,
    PAST,
    PHASE,
    RESULTS,
    RULES,
    SCORES,
    SEED,
    SPEC,
    TO_ACT,
    TRICK,
    TRUMP,
    VALUE_SIZE,
    WIDOW,
    WINNER,
    WON,
)
from ._engine.play import take_trick
from ._engine.refusals import refuse
from ._engine.replay import LAYOUT, unpickled
from ._engine.start import dealt, new_game_value, taken_up_value
from ._engine.tables import (
    CARD_BIT,
    LOW_HALF,
    LOW_HALF_BITS,
    PARTNER,
    PLAY_HALVES,
    SEAT_CARD,
    cards_of,
)
from ._words import scores_in_words
from .actions import ACTION_TYPES, Action, Bid, Discard, GoAlone, NameTrump, Pass, Play
from .auction import Auction
from .cards import Card, Suit
from .dealing import Deal
from .errors import InvalidValueError, shown
from .phases import Phase as Phase
from .rules import Rules
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
_IN_PLAY = Phase.PLAY
"""Read once: an enum member costs more to look up than a module name."""
_new_object = object.__new__
_LOW_PLAYS, _HIGH_PLAYS = PLAY_HALVES
_LOW, _HIGH = LOW_HALF, LOW_HALF_BITS
"""A mask's low half, and the shift to its high half (see ``PLAY_HALVES``)."""
_BIT = CARD_BIT


def _make(value: list[Any]) -> GameState:
    state: GameState = _new_object(GameState)
    state._v = value
    state._legal = None
    return state


def _unpickle(layout: int, value: tuple[Any, ...]) -> GameState:
    """The state of a pickle, accepted when the game it records replayed
    from the start reaches it (see :mod:`hasenpfeffer._engine.replay`)."""
    return unpickled(layout, value, _make)


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
        rules: Rules = self._v[RULES]
        return rules

    @property
    def seed(self) -> int:
        """The game's seed; :meth:`deal` without arguments shuffles from it."""
        seed: int = self._v[SEED]
        return seed

    @property
    def first_dealer(self) -> int:
        """The dealer of the first hand."""
        first_dealer: int = self._v[FIRST_DEALER]
        return first_dealer

    @property
    def hand_number(self) -> int:
        """How many hands have been dealt (0 before the first deal)."""
        hand_number: int = self._v[HAND_NUMBER]
        return hand_number

    @property
    def dealer(self) -> int:
        """The seat dealing the current hand; in ``DEAL`` the next hand's
        dealer; in ``GAME_OVER`` the last hand's."""
        dealer: int = self._v[DEALER]
        return dealer

    @property
    def phase(self) -> Phase:
        """The stage of the hand."""
        phase: Phase = self._v[PHASE]
        return phase

    @property
    def to_act(self) -> int | None:
        """The seat whose decision it is; ``None`` in ``DEAL`` and
        ``GAME_OVER``."""
        to_act: int | None = self._v[TO_ACT]
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
            hands = self._hands = tuple(
                cards_of(mask) for mask in value[HANDS][: value[SPEC].players]
            )
            return hands

    @property
    def widow(self) -> Card | None:
        """Hasenpfeffer's widow, until the maker picks it up (then
        ``None``); under ``Widow.UNUSED``, which leaves it face down and
        out of play, the card stays here until the next deal (no view
        shows it).  Always ``None`` in the Euchres, which deal a
        :attr:`kitty`."""
        widow: Card | None = self._v[WIDOW]
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
        kitty: tuple[Card, ...] = self._v[KITTY]
        return kitty

    @property
    def upcard(self) -> Card | None:
        """The Euchres' upcard, turned face up for the auction (it stays
        known after it is picked up or turned down); ``None`` in
        Hasenpfeffer."""
        kitty = self._v[KITTY]
        return kitty[0] if kitty else None

    @property
    def auction(self) -> Auction | None:
        """Hasenpfeffer's auction of the current hand (``None`` before a
        deal, and in the Euchres, whose calls are in :attr:`hand_history`)."""
        return auction_of(self._v)

    @property
    def high_bid(self) -> Bid | None:
        """The highest bid of the current auction so far, if any (always
        ``None`` in the Euchres, which have no bids)."""
        return high_bid_of(self._v)

    @property
    def maker(self) -> int | None:
        """The seat that won the auction, the high bidder in Hasenpfeffer;
        in the Euchres the seat that ordered up or named trump."""
        maker: int | None = self._v[MAKER]
        return maker

    @property
    def contract(self) -> Bid | None:
        """The winning bid (``None`` in the Euchres, which have no bids)."""
        contract: Bid | None = self._v[CONTRACT]
        return contract

    @property
    def trump(self) -> Suit | None:
        """The trump suit once named."""
        trump: Suit | None = self._v[TRUMP]
        return trump

    @property
    def discarded(self) -> Card | None:
        """The discard once made, in Hasenpfeffer the maker's for the
        widow, in the Euchres the dealer's for the upcard ordered up
        (``None`` when trump was named in the second round).  A Railroad
        Euchre player who called for best discards too, for the card given:
        that card is in :attr:`hand_history`."""
        discarded: Card | None = self._v[DISCARDED]
        return discarded

    @property
    def lone_players(self) -> tuple[int, ...]:
        """The seats that went alone this hand (going alone or calling for
        best), the maker first.  Empty in Three-Handed Euchre, whose maker
        plays alone without declaring it."""
        lone_players: tuple[int, ...] = self._v[LONE]
        return lone_players

    @property
    def sitting_out(self) -> tuple[int, ...]:
        """The seats whose partner went alone, which lay their cards face
        down and take no part in this hand's play."""
        return tuple(sorted(PARTNER[seat] for seat in self._v[LONE]))

    @property
    def leader(self) -> int | None:
        """The seat that led (or is to lead) the current trick."""
        leader: int | None = self._v[LEADER]
        return leader

    @property
    def current_trick(self) -> tuple[tuple[int, Card], ...]:
        """The ``(seat, card)`` pairs played to the current trick."""
        current_trick: tuple[tuple[int, Card], ...] = self._v[TRICK]
        return current_trick

    @property
    def completed_tricks(self) -> tuple[Trick, ...]:
        """The hand's finished tricks (leader, plays, winner)."""
        return tricks_of(self._v)

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Tricks taken this hand by team 0 and team 1; in Three-Handed
        Euchre, where each plays for themselves, by seats 0, 1 and 2."""
        tricks_won: tuple[int, ...] = self._v[WON]
        return tricks_won

    @property
    def scores(self) -> tuple[int, ...]:
        """The game score of team 0 and team 1; in Three-Handed Euchre of
        seats 0, 1 and 2.

        >>> import hasenpfeffer as hp
        >>> hp.new_game(hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE)).scores
        (0, 0, 0)
        """
        scores: tuple[int, ...] = self._v[SCORES]
        return scores

    @property
    def winner(self) -> int | None:
        """The team that has won the game (in Three-Handed Euchre the
        seat), or ``None``."""
        winner: int | None = self._v[WINNER]
        return winner

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every ``(seat, action)`` of the game, in order."""
        return (*chain.from_iterable(self._v[PAST]), *self.hand_history)

    @property
    def hand_history(self) -> tuple[tuple[int, Action], ...]:
        """The ``(seat, action)`` pairs of the current (or last) hand."""
        return hand_history(self._v)

    @property
    def hand_start(self) -> int:
        """Where in :attr:`history` the current (or last) hand begins."""
        return sum(len(actions) for actions in self._v[PAST])

    @property
    def deals(self) -> tuple[Deal, ...]:
        """The deal of every hand, in order."""
        return deals_of(self._v)

    @property
    def hand_results(self) -> tuple[HandResult, ...]:
        """How every finished hand ended, in order."""
        hand_results: tuple[HandResult, ...] = self._v[RESULTS]
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
            legal = self._legal = legal_actions(self._v)
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
            action = parsed(action, self._v[RULES])
        elif action.__class__ not in _ACTION_TYPES:
            raise InvalidValueError(f"expected an action, not {shown(action)}")
        players = self._v[SPEC].players
        if seat is not None and check_seat(seat, "seat", players) != self._v[TO_ACT]:
            return False
        return action in self.legal_actions()

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see of this position: see :class:`PlayerView`."""
        from .views import PlayerView

        return PlayerView.of(self, seat)

    def to_notation(self) -> str:
        """The position as one line of printable ASCII, which
        :func:`~hasenpfeffer.notation.from_notation` reads back (see
        :doc:`/notation`).

        >>> import hasenpfeffer as hp
        >>> print(hp.new_game(seed=1, dealer=0).to_notation())
        hp1 hasenpfeffer 1 0 0 0,0 - -
        """
        from .notation import position_line

        return position_line(self)

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
                dealt :data:`LIMITS.deals <hasenpfeffer.records.LIMITS>` hands already.
            InvalidValueError: the explicit deal is not of the game's
                shape (in Hasenpfeffer four hands of six and a widow, in the
                Euchres a hand of five for each player and the kitty) holding
                each card of the game's deck once, or it gives a widow where
                the game deals a kitty, or a kitty where it deals a widow.
        """
        return _make(dealt(self._v, seed, hands, widow, kitty))

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
        to_act = value[TO_ACT]
        if seat is not None and (seat != to_act or seat.__class__ is not int):
            return self._refuse(action, seat)
        if value[PHASE] is not _IN_PLAY:
            legal = self._legal
            if legal is None:
                legal = self._legal = legal_actions(value)
            for index, choice in enumerate(legal):
                if choice is action:
                    return _make(after_decision(value, to_act, choice, index))
            if action in legal:
                index = legal.index(action)
                return _make(after_decision(value, to_act, legal[index], index))
            return self._refuse(action, seat)
        # Playing a card, the most frequent transition, is written out here.
        if type(action) is not Play:
            return self._refuse(action, seat)
        index = action.card.index
        bit = _BIT[index]
        hand = value[to_act]
        led = value[LED]
        if not (hand & led or hand) & bit:
            return self._refuse(action, seat)
        new = value.copy()
        new[to_act] = hand ^ bit
        trick = value[TRICK] + SEAT_CARD[to_act][index]
        if not led:
            led = new[LED] = value[FOLLOW][index]
        following = value[NEXT_SEAT][to_act]
        state: GameState = _new_object(GameState)
        state._v = new
        if following == value[LEADER]:
            leader = take_trick(value, new, trick)
            if leader is None:  # the hand is over
                state._legal = None
            else:
                hand = new[leader]
                state._legal = _LOW_PLAYS[hand & _LOW] + _HIGH_PLAYS[hand >> _HIGH]
            return state
        new[TRICK] = trick
        new[TO_ACT] = following
        # The next player's legal plays, while the values are at hand.
        hand = value[following]
        hand = hand & led or hand
        state._legal = _LOW_PLAYS[hand & _LOW] + _HIGH_PLAYS[hand >> _HIGH]
        return state

    def _refuse(self, action: object, seat: int | None) -> GameState:
        """Apply an action given as text, or raise the error that explains
        why ``action`` (for ``seat``) is refused."""
        if isinstance(action, str):
            return self.apply(parsed(action, self._v[RULES]), seat)
        refuse(self, action, seat)

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
        return self.apply(bid_of(bid, self._v[RULES]))

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
        return self.apply(NameTrump(suit_of(suit)))

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
        return self.apply(Discard(card_of(card)))

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
        return self.apply(Play(card_of(card)))

    # -- value behaviour -----------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not GameState:
            return NotImplemented
        return self is other or self._v[:VALUE_SIZE] == other._v[:VALUE_SIZE]

    def __ne__(self, other: object) -> bool:
        if other.__class__ is not GameState:
            return NotImplemented
        return self is not other and self._v[:VALUE_SIZE] != other._v[:VALUE_SIZE]

    def __hash__(self) -> int:
        try:
            return self._hash
        except AttributeError:
            cached = self._hash = hash(tuple(self._v[:VALUE_SIZE]))
            return cached

    def __reduce__(self) -> tuple[Any, ...]:
        return (_unpickle, (LAYOUT, tuple(self._v)))

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
        to_act = value[TO_ACT]
        turn = "" if to_act is None else f", seat {to_act} to act"
        return (
            f"<GameState hand {value[HAND_NUMBER]}, {value[PHASE]}{turn}, "
            f"scores {scores_in_words(value[SCORES])}>"
        )


def new_game(
    rules: Rules | None = None,
    dealer: int | None = None,
    seed: int | None = None,
    *,
    hand_number: int = 0,
    scores: Sequence[int] | None = None,
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
        hand_number: the hands played before, to take up a game between
            hands: the next deal is hand ``hand_number + 1`` (and its
            shuffle the one that hand has in a game of the same seed).
            The earlier hands are not part of the new game's history.
        scores: the scores when the game is taken up, one per side
            (default: nothing each), each below the target.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=2024)
    >>> state.phase, state.dealer == hp.new_game(seed=2024).dealer
    (Phase.DEAL, True)
    >>> later = hp.new_game(seed=2024, dealer=1, hand_number=6, scores=(8, 3))
    >>> later.deal().hand_number, later.scores, later.history
    (7, (8, 3), ())

    Raises:
        InvalidValueError: ``rules``, ``dealer``, ``seed``, ``hand_number``
            or ``scores`` is not valid.
    """
    if hand_number == 0 and scores is None:
        return _make(new_game_value(rules, dealer, seed))
    value = new_game_value(rules, dealer, seed)
    sides = (0,) * value[SPEC].sides if scores is None else scores
    return _make(
        taken_up_value(value[RULES], value[DEALER], value[SEED], hand_number, sides)
    )

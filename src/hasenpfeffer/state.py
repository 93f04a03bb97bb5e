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

How it is fast.  A state keeps its fields in its instance dictionary, and a
transition copies that dictionary once and changes the few entries that
move (structural sharing: the unchanged tuples are shared, never copied).
Hands are bitmasks (see :mod:`hasenpfeffer.tables`), turned into tuples of
cards only when ``hands`` is read.  The history is kept as the finished
hands' action tuples plus the current hand's, so an action appends to a
short tuple; ``history`` joins them on demand.  ``legal_actions()`` is
computed once per state and cached; ``apply()`` accepts an action by one
membership test against it, and only a refused action takes the slow path
that parses text, checks types and explains the rule.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from itertools import chain
from typing import TYPE_CHECKING, Any, NoReturn

from attrs.exceptions import FrozenInstanceError

from .actions import (
    Action,
    Bid,
    Discard,
    GoAlone,
    NameTrump,
    Pass,
    Play,
    parse_action,
)
from .auction import Auction, after_call, legal_calls, open_auction
from .cards import _DECK, Card, Suit
from .dealing import Deal, check_seed, deal_from_key, explicit_deal
from .errors import IllegalActionError, InvalidValueError
from .phases import Phase as Phase
from .refusals import explain_illegal, explain_nobody_to_act, explain_wrong_seat
from .rules import OpeningLead, Rules
from .scoring import HandResult, game_winner, hand_score
from .seats import check_seat
from .tables import TRUMP_TABLES, TrumpTables, cards_of, discards_of, mask_of, plays_of
from .tricks import Trick

if TYPE_CHECKING:
    from .records import GameRecord
    from .views import PlayerView

__all__ = ["GameState", "new_game"]

_PASS = Pass()
_GO_ALONE = GoAlone()
_ALONE_CHOICES = (_PASS, _GO_ALONE)
_ACTION_TYPES = frozenset({Pass, Bid, NameTrump, Discard, GoAlone, Play})
_NAME_TRUMP = tuple(NameTrump(suit) for suit in Suit)
_PLAY = tuple(Play(card) for card in _DECK)
_FOUR_HANDED = (1, 2, 3, 0)
"""The next seat to play after each seat when nobody sits out."""
_NO_CACHE = {"_legal": None, "_hands": None, "_hash": None}
"""The cached values that a new state must not inherit."""
_VALUE_FIELDS = (
    "rules",
    "seed",
    "first_dealer",
    "hand_number",
    "dealer",
    "phase",
    "to_act",
    "_masks",
    "widow",
    "auction",
    "maker",
    "contract",
    "trump",
    "discarded",
    "lone_players",
    "leader",
    "current_trick",
    "completed_tricks",
    "tricks_won",
    "scores",
    "winner",
    "_past",
    "_actions",
    "deals",
    "hand_results",
)
"""The fields that make up a state's value (the others are derived)."""


class GameState:
    """A position in a game of Hasenpfeffer.  Create one with :func:`new_game`.

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

    Attributes:
        rules: the rule options of this game.
        seed: the game's seed; :meth:`deal` without arguments shuffles from it.
        first_dealer: the dealer of the first hand.
        hand_number: how many hands have been dealt (0 before the first deal).
        dealer: the seat dealing the current hand; in ``DEAL`` the next
            hand's dealer; in ``GAME_OVER`` the last hand's.
        phase: the stage of the hand.
        to_act: the seat whose decision it is; ``None`` in ``DEAL`` and
            ``GAME_OVER``.
        widow: the widow, until the maker picks it up (then ``None``).
        auction: the auction of the current hand (``None`` before a deal).
        maker: the seat that won the auction.
        contract: the winning bid.
        trump: the trump suit once named.
        discarded: the maker's discard, once made.
        lone_players: the seats that went alone this hand, the maker first.
        leader: the seat that led (or is to lead) the current trick.
        current_trick: the ``(seat, card)`` pairs played to the current trick.
        completed_tricks: the hand's finished tricks (leader, plays, winner).
        tricks_won: tricks taken this hand by team 0 and team 1.
        scores: the game score of team 0 and team 1.
        winner: the team that has won the game, or ``None``.
        deals: the deal of every hand, in order.
        hand_results: how every finished hand ended, in order.
    """

    rules: Rules
    seed: int
    first_dealer: int
    hand_number: int
    dealer: int
    phase: Phase
    to_act: int | None
    widow: Card | None
    auction: Auction | None
    maker: int | None
    contract: Bid | None
    trump: Suit | None
    discarded: Card | None
    lone_players: tuple[int, ...]
    leader: int | None
    current_trick: tuple[tuple[int, Card], ...]
    completed_tricks: tuple[Trick, ...]
    tricks_won: tuple[int, int]
    scores: tuple[int, int]
    winner: int | None
    deals: tuple[Deal, ...]
    hand_results: tuple[HandResult, ...]
    _masks: tuple[int, ...]
    _past: tuple[tuple[tuple[int, Action], ...], ...]
    _actions: tuple[tuple[int, Action], ...]
    _tables: TrumpTables | None
    _next: tuple[int, ...]
    _legal: tuple[Action, ...] | None
    _hands: tuple[tuple[Card, ...], ...] | None
    _hash: int | None

    def __init__(self) -> None:
        raise TypeError("create a game with hasenpfeffer.new_game()")

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise FrozenInstanceError()

    def __delattr__(self, name: str) -> NoReturn:
        raise FrozenInstanceError()

    # -- reading -----------------------------------------------------------

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """The cards held by seats 0 to 3, each in deck order.

        A seat sitting out keeps its cards here, face down, until the next
        deal.
        """
        fields = self.__dict__
        hands: tuple[tuple[Card, ...], ...] | None = fields["_hands"]
        if hands is None:
            hands = fields["_hands"] = tuple(cards_of(mask) for mask in self._masks)
        return hands

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every ``(seat, action)`` of the game, in order."""
        return (*chain.from_iterable(self._past), *self._actions)

    @property
    def hand_history(self) -> tuple[tuple[int, Action], ...]:
        """The ``(seat, action)`` pairs of the current (or last) hand."""
        return self._actions

    @property
    def hand_start(self) -> int:
        """Where in :attr:`history` the current (or last) hand begins."""
        return sum(len(actions) for actions in self._past)

    @property
    def high_bid(self) -> Bid | None:
        """The highest bid of the current auction so far, if any."""
        return None if self.auction is None else self.auction.high_bid

    @property
    def sitting_out(self) -> tuple[int, ...]:
        """The seats whose partner went alone, which lay their cards face
        down and take no part in this hand's play."""
        return tuple(sorted((seat + 2) % 4 for seat in self.lone_players))

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
        fields = self.__dict__
        legal: tuple[Action, ...] | None = fields["_legal"]
        if legal is None:
            legal = fields["_legal"] = self._compute_legal_actions()
        return legal

    def _compute_legal_actions(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase is Phase.PLAY:
            hand = self._masks[self.to_act]  # type: ignore[index]
            trick = self.current_trick
            if trick:
                tables = self._tables
                assert tables is not None
                following = hand & tables.follow[trick[0][1].index]
                if following:
                    return plays_of(following)
            return plays_of(hand)
        if phase is Phase.BIDDING:
            assert self.auction is not None
            return legal_calls(self.auction, self.rules)
        if phase is Phase.TRUMP:
            return _NAME_TRUMP
        if phase is Phase.DISCARD:
            return discards_of(self._masks[self.maker])  # type: ignore[index]
        if phase is Phase.ALONE:
            return _ALONE_CHOICES
        return ()

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` may be taken now by the player to act.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(4)
        >>> state.is_legal(hp.Bid(3)), state.is_legal(hp.Bid(5))
        (False, True)
        """
        return action in self.legal_actions()

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
    ) -> GameState:
        """Deal the next hand and open the auction.

        With no arguments the cards are shuffled from the game's seed and the
        hand number, so a game is reproduced by its seed.  ``seed`` shuffles
        from that number instead; ``hands`` (seats 0 to 3, six cards each)
        and ``widow`` deal exactly those cards.

        >>> import hasenpfeffer as hp
        >>> a = hp.new_game(seed=5, dealer=0).deal(seed=42)
        >>> b = hp.new_game(seed=6, dealer=0).deal(seed=42)
        >>> a.hands == b.hands
        True

        Raises:
            IllegalActionError: the phase is not ``DEAL``.
            InvalidValueError: the explicit deal is not 4 hands of 6 and a
                widow holding the 25 cards once each.
        """
        if self.phase is not Phase.DEAL:
            raise IllegalActionError(
                f"cards are dealt only between hands, not in the {self.phase} phase",
                action=None,
                seat=None,
                phase=self.phase,
            )
        number = self.hand_number + 1
        if hands is not None or widow is not None:
            if seed is not None:
                raise InvalidValueError("deal from a seed or from cards, not both")
            if hands is None or widow is None:
                raise InvalidValueError("an explicit deal needs both hands and widow")
            cards = explicit_deal(hands, widow)
        elif seed is not None:
            key = f"hasenpfeffer/deal/{check_seed(seed)}"
            cards = deal_from_key(key, self.dealer)
        else:
            key = f"hasenpfeffer/game/{self.seed}/hand/{number}"
            cards = deal_from_key(key, self.dealer)
        auction = open_auction(self.dealer)
        past = (*self._past, self._actions) if number > 1 else ()
        return self._derive(
            {
                "hand_number": number,
                "phase": Phase.BIDDING,
                "to_act": auction.to_act,
                "_masks": tuple(mask_of(hand) for hand in cards.hands),
                "widow": cards.widow,
                "auction": auction,
                "maker": None,
                "contract": None,
                "trump": None,
                "_tables": None,
                "discarded": None,
                "lone_players": (),
                "_next": _FOUR_HANDED,
                "leader": None,
                "current_trick": (),
                "completed_tricks": (),
                "tricks_won": (0, 0),
                "_past": past,
                "_actions": (),
                "deals": (*self.deals, cards),
            }
        )

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
        fields = self.__dict__
        legal = fields["_legal"]
        if legal is None:
            legal = self.legal_actions()
        to_act = fields["to_act"]
        if action in legal and (
            seat is None or (seat == to_act and seat.__class__ is int)
        ):
            if fields["phase"] is Phase.PLAY:
                return self._after_play(to_act, action.card)  # type: ignore[union-attr]
            return self._after_decision(to_act, action)  # type: ignore[arg-type]
        return self._refuse(action, seat)

    def _refuse(self, action: object, seat: object) -> GameState:
        """Apply an action given as text, or raise the error that explains
        why ``action`` (for ``seat``) is refused."""
        if isinstance(action, str):
            return self.apply(parse_action(action), seat)  # type: ignore[arg-type]
        if action.__class__ not in _ACTION_TYPES:
            raise InvalidValueError(f"expected an action, not {action!r}")
        assert isinstance(action, (Pass, Bid, NameTrump, Discard, GoAlone, Play))
        to_act = self.to_act
        if seat is not None and check_seat(seat) != to_act:
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
        """Pass (in the auction, or when choosing whether to go alone).

        >>> import hasenpfeffer as hp
        >>> hp.new_game(seed=1, dealer=0).deal().pass_().to_act
        2
        """
        return self.apply(_PASS)

    def bid(self, bid: int | Bid) -> GameState:
        """Bid a number of tricks, or a bid value such as ``hp.BIG_PEPPER``.

        >>> import hasenpfeffer as hp
        >>> hp.new_game(seed=1, dealer=0).deal().bid(3).high_bid
        Bid(tricks=3, pepper=None)
        """
        return self.apply(bid if isinstance(bid, Bid) else Bid(bid))

    def name_trump(self, suit: Suit | str) -> GameState:
        """Name trump (the maker), as a :class:`Suit` or its notation.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
        >>> state.name_trump("H").trump
        Suit.HEARTS
        """
        return self.apply(
            NameTrump(suit if isinstance(suit, Suit) else Suit.parse(suit))
        )

    def go_alone(self) -> GameState:
        """Go alone (the maker, or a defender against a lone maker).

        >>> import hasenpfeffer as hp
        >>> rules = hp.Rules(lone_hands=True)
        >>> state = hp.new_game(rules, seed=1, dealer=0).deal().bid(6)
        >>> state = state.name_trump("H").discard(state.hands[1][0]).go_alone()
        >>> state.lone_players, state.sitting_out, state.to_act
        ((1,), (3,), 2)
        """
        return self.apply(_GO_ALONE)

    def discard(self, card: Card | str) -> GameState:
        """Discard a card (the maker), as a :class:`Card` or its notation.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H")
        >>> str(state.discard("QC").discarded)
        'QC'
        """
        return self.apply(Discard(card if isinstance(card, Card) else Card.parse(card)))

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
        return self.apply(Play(card if isinstance(card, Card) else Card.parse(card)))

    # -- transitions ---------------------------------------------------------

    def _derive(self, changes: dict[str, Any]) -> GameState:
        """A new state: this one's fields with ``changes``, caches emptied."""
        fields = self.__dict__.copy()
        fields.update(_NO_CACHE)
        fields.update(changes)
        new = object.__new__(GameState)
        object.__setattr__(new, "__dict__", fields)
        return new

    def _after_decision(self, seat: int, action: Action) -> GameState:
        """Every transition but playing a card (see :meth:`_after_play`)."""
        actions = (*self._actions, (seat, action))
        phase = self.phase
        if phase is Phase.BIDDING:
            return self._after_call(action, actions)  # type: ignore[arg-type]
        if phase is Phase.TRUMP:
            trump = action.suit  # type: ignore[union-attr]
            return self._derive(
                {
                    "phase": Phase.DISCARD,
                    "trump": trump,
                    "_tables": TRUMP_TABLES[trump],
                    "_actions": actions,
                }
            )
        if phase is Phase.DISCARD:
            card = action.card  # type: ignore[union-attr]
            masks = list(self._masks)
            masks[seat] ^= 1 << card.index
            changes: dict[str, Any] = {
                "_masks": tuple(masks),
                "discarded": _DECK[card.index],
                "_actions": actions,
            }
            if self.rules.lone_hands:
                changes.update(phase=Phase.ALONE, to_act=seat)
            else:
                changes.update(self._play_begins(()))
            return self._derive(changes)
        return self._after_alone_choice(seat, isinstance(action, GoAlone), actions)

    def _after_call(
        self, call: Pass | Bid, actions: tuple[tuple[int, Action], ...]
    ) -> GameState:
        auction = after_call(self.auction, self.rules, call)  # type: ignore[arg-type]
        if not auction.is_over:
            return self._derive(
                {"auction": auction, "to_act": auction.to_act, "_actions": actions}
            )
        maker = auction.high_bidder
        if maker is None:
            result = HandResult(
                hand_number=self.hand_number,
                dealer=self.dealer,
                maker=None,
                contract=None,
                trump=None,
                tricks_won=(0, 0),
                score_change=(0, 0),
            )
            return self._derive(
                {
                    "auction": auction,
                    "phase": Phase.DEAL,
                    "to_act": None,
                    "dealer": (self.dealer + 1) % 4,
                    "_actions": actions,
                    "hand_results": (*self.hand_results, result),
                }
            )
        widow = self.widow
        assert widow is not None
        masks = list(self._masks)
        masks[maker] |= 1 << widow.index
        return self._derive(
            {
                "auction": auction,
                "phase": Phase.TRUMP,
                "to_act": maker,
                "maker": maker,
                "contract": auction.high_bid,
                "_masks": tuple(masks),
                "widow": None,
                "_actions": actions,
            }
        )

    def _after_alone_choice(
        self, seat: int, alone: bool, actions: tuple[tuple[int, Action], ...]
    ) -> GameState:
        """The maker, then (against a lone maker, with ``lone_defender``)
        each defender from the maker's left, chooses to go alone or not; the
        first defender to go alone ends the choosing."""
        maker = self.maker
        assert maker is not None
        changes: dict[str, Any] = {"_actions": actions}
        if seat == maker:
            if alone and self.rules.lone_defender:
                changes.update(lone_players=(maker,), to_act=(maker + 1) % 4)
            else:
                changes.update(self._play_begins((maker,) if alone else ()))
        elif alone:
            changes.update(self._play_begins((maker, seat)))
        elif seat == (maker + 1) % 4:
            changes.update(to_act=(maker + 3) % 4)
        else:
            changes.update(self._play_begins(self.lone_players))
        return self._derive(changes)

    def _play_begins(self, lone_players: tuple[int, ...]) -> dict[str, Any]:
        """The changes that open the play, given who went alone.

        Against a lone maker the player to the maker's left leads; if a
        defender went alone too, that defender leads.  Otherwise the rules'
        opening lead applies.  Turns pass over the seats sitting out.
        """
        maker = self.maker
        assert maker is not None
        if len(lone_players) == 2:
            leader = lone_players[1]
        elif lone_players:
            leader = (maker + 1) % 4
        elif self.rules.opening_lead is OpeningLead.MAKER:
            leader = maker
        else:
            leader = (self.dealer + 1) % 4
        playing = [seat for seat in range(4) if (seat + 2) % 4 not in lone_players]
        following = {
            seat: playing[(playing.index(seat) + 1) % len(playing)] for seat in playing
        }
        return {
            "phase": Phase.PLAY,
            "to_act": leader,
            "leader": leader,
            "lone_players": lone_players,
            "_next": tuple(following.get(seat, -1) for seat in range(4)),
        }

    def _after_play(self, seat: int, card: Card) -> GameState:
        index = card.index
        masks = list(self._masks)
        masks[seat] ^= 1 << index
        card = _DECK[index]
        trick = (*self.current_trick, (seat, card))
        actions = (*self._actions, (seat, _PLAY[index]))
        if len(trick) < 4 - len(self.lone_players):
            return self._derive(
                {
                    "_masks": tuple(masks),
                    "current_trick": trick,
                    "to_act": self._next[seat],
                    "_actions": actions,
                }
            )
        tables = self._tables
        assert tables is not None
        contending = tables.trump_mask | tables.follow[trick[0][1].index]
        power = tables.power
        best = -1
        taker = seat
        for player, played in trick:
            if contending >> played.index & 1 and power[played.index] > best:
                best, taker = power[played.index], player
        assert self.leader is not None
        completed = (*self.completed_tricks, Trick(self.leader, trick, taker))
        won = self.tricks_won
        tricks_won = (won[0] + 1, won[1]) if taker % 2 == 0 else (won[0], won[1] + 1)
        changes: dict[str, Any] = {
            "_masks": tuple(masks),
            "current_trick": (),
            "completed_tricks": completed,
            "tricks_won": tricks_won,
            "leader": taker,
            "to_act": taker,
            "_actions": actions,
        }
        if len(completed) == 6:
            changes.update(self._hand_scored(tricks_won))
        return self._derive(changes)

    def _hand_scored(self, tricks_won: tuple[int, int]) -> dict[str, Any]:
        """The changes that score the hand once its sixth trick is taken."""
        assert self.maker is not None and self.contract is not None
        makers = self.maker % 2
        lone = self.lone_players
        makers_change, defenders_change = hand_score(
            self.rules,
            self.contract,
            tricks_won[makers],
            maker_alone=bool(lone),
            defender_alone=len(lone) == 2,
        )
        change = (
            (makers_change, defenders_change)
            if makers == 0
            else (defenders_change, makers_change)
        )
        scores = (self.scores[0] + change[0], self.scores[1] + change[1])
        winner = game_winner(self.rules, scores, makers)
        result = HandResult(
            hand_number=self.hand_number,
            dealer=self.dealer,
            maker=self.maker,
            contract=self.contract,
            trump=self.trump,
            tricks_won=tricks_won,
            score_change=change,
            lone_players=lone,
        )
        return {
            "leader": None,
            "to_act": None,
            "scores": scores,
            "winner": winner,
            "phase": Phase.DEAL if winner is None else Phase.GAME_OVER,
            "dealer": (self.dealer + 1) % 4 if winner is None else self.dealer,
            "hand_results": (*self.hand_results, result),
        }

    # -- value behaviour -----------------------------------------------------

    def _value(self) -> tuple[Any, ...]:
        fields = self.__dict__
        return tuple([fields[name] for name in _VALUE_FIELDS])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not GameState:
            return NotImplemented
        return self is other or self._value() == other._value()

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        fields = self.__dict__
        cached: int | None = fields["_hash"]
        if cached is None:
            cached = fields["_hash"] = hash(self._value())
        return cached

    def __getstate__(self) -> dict[str, Any]:
        fields = self.__dict__.copy()
        fields.update(_NO_CACHE)
        return fields

    def __setstate__(self, fields: dict[str, Any]) -> None:
        object.__setattr__(self, "__dict__", fields)

    def __repr__(self) -> str:
        turn = "" if self.to_act is None else f", seat {self.to_act} to act"
        return (
            f"<GameState hand {self.hand_number}, {self.phase}{turn}, "
            f"scores {self.scores[0]} to {self.scores[1]}>"
        )


def new_game(
    rules: Rules | None = None, dealer: int | None = None, seed: int | None = None
) -> GameState:
    """A new game in the ``DEAL`` phase, ready for :meth:`GameState.deal`.

    Args:
        rules: the rule options (default: ``Rules()``, the seed's rules).
        dealer: the first dealer; ``None`` draws one from the seed.
        seed: any whole number; it fixes the first dealer (when not given)
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
        rules = Rules()
    elif not isinstance(rules, Rules):
        raise InvalidValueError(f"rules must be a Rules value, not {rules!r}")
    seed = secrets.randbits(64) if seed is None else check_seed(seed)
    if dealer is None:
        key = f"hasenpfeffer/game/{seed}/dealer".encode()
        digest = hashlib.blake2b(key, digest_size=8).digest()
        dealer = int.from_bytes(digest, "big") % 4
    else:
        dealer = check_seat(dealer)
    state = object.__new__(GameState)
    object.__setattr__(
        state,
        "__dict__",
        {
            "rules": rules,
            "seed": seed,
            "first_dealer": dealer,
            "hand_number": 0,
            "dealer": dealer,
            "phase": Phase.DEAL,
            "to_act": None,
            "_masks": (0, 0, 0, 0),
            "widow": None,
            "auction": None,
            "maker": None,
            "contract": None,
            "trump": None,
            "_tables": None,
            "discarded": None,
            "lone_players": (),
            "_next": _FOUR_HANDED,
            "leader": None,
            "current_trick": (),
            "completed_tricks": (),
            "tricks_won": (0, 0),
            "scores": (0, 0),
            "winner": None,
            "_past": (),
            "_actions": (),
            "deals": (),
            "hand_results": (),
            **_NO_CACHE,
        },
    )
    return state

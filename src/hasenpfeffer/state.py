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
"""

from __future__ import annotations

import enum
import hashlib
import secrets
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn

import attrs

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
from .auction import (
    Auction,
    after_call,
    explain_illegal_call,
    legal_calls,
    open_auction,
)
from .cards import _DECK, _EFFECTIVE_SUIT, _POWER, Card, Suit
from .dealing import Deal, check_seed, deal_from_key, explicit_deal
from .errors import IllegalActionError, InvalidValueError
from .rules import OpeningLead, Rules
from .scoring import HandResult, game_winner, hand_score
from .seats import check_seat
from .tricks import Trick, _winning_index

if TYPE_CHECKING:
    from .records import GameRecord
    from .views import PlayerView

__all__ = ["GameState", "Phase", "new_game"]


class Phase(enum.Enum):
    """The stage of a hand, which decides what may happen next.

    >>> import hasenpfeffer as hp
    >>> game = hp.new_game(seed=1, dealer=0)
    >>> game.phase, game.deal().phase
    (Phase.DEAL, Phase.BIDDING)
    """

    DEAL = "deal"
    """Between hands, when the cards are to be dealt (nobody is to act)."""
    BIDDING = "bidding"
    """The auction, where players pass or bid in turn."""
    TRUMP = "trump"
    """The maker has taken the widow and names trump."""
    DISCARD = "discard"
    """The maker discards one card face down."""
    ALONE = "alone"
    """With the ``lone_hands`` option, the maker (then perhaps a defender)
    says whether to go alone."""
    PLAY = "play"
    """Six tricks are played."""
    GAME_OVER = "game_over"
    """A partnership has reached the target score (nobody is to act)."""

    def __repr__(self) -> str:
        return f"Phase.{self.name}"

    def __str__(self) -> str:
        return self.name


_PASS = Pass()
_GO_ALONE = GoAlone()
_ALONE_CHOICES = (_PASS, _GO_ALONE)
_ACTION_TYPES = frozenset({Pass, Bid, NameTrump, Discard, GoAlone, Play})
_NAME_TRUMP = tuple(NameTrump(suit) for suit in Suit)
_PLAY = tuple(Play(card) for card in _DECK)
_DISCARD = tuple(Discard(card) for card in _DECK)
_LONE_HANDS_OFF = "going alone is not allowed: the lone_hands option is off"
_SUIT_WORDS = {
    Suit.CLUBS: "clubs",
    Suit.DIAMONDS: "diamonds",
    Suit.HEARTS: "hearts",
    Suit.SPADES: "spades",
}


@attrs.define(frozen=True, slots=False, init=False, repr=False)
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
        hands: the cards held by seats 0 to 3, each in deck order.
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
        history: every ``(seat, action)`` of the game, in order.
        hand_start: where in ``history`` the current (or last) hand begins.
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
    hands: tuple[tuple[Card, ...], ...]
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
    history: tuple[tuple[int, Action], ...]
    hand_start: int
    deals: tuple[Deal, ...]
    hand_results: tuple[HandResult, ...]

    def __init__(self) -> None:
        raise TypeError("create a game with hasenpfeffer.new_game()")

    # -- reading -----------------------------------------------------------

    @property
    def high_bid(self) -> Bid | None:
        """The highest bid of the current auction so far, if any."""
        return None if self.auction is None else self.auction.high_bid

    @property
    def sitting_out(self) -> tuple[int, ...]:
        """The seats whose partner went alone, which lay their cards face
        down and take no part in this hand's play."""
        return tuple(sorted((seat + 2) % 4 for seat in self.lone_players))

    @property
    def hand_history(self) -> tuple[tuple[int, Action], ...]:
        """The ``(seat, action)`` pairs of the current (or last) hand."""
        return self.history[self.hand_start :]

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
        cached: tuple[Action, ...] | None = self.__dict__.get("_legal")
        if cached is None:
            cached = self._compute_legal_actions()
            self.__dict__["_legal"] = cached
        return cached

    def _compute_legal_actions(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase is Phase.PLAY:
            assert self.to_act is not None and self.trump is not None
            hand = self.hands[self.to_act]
            if not self.current_trick:
                return tuple(_PLAY[card.index] for card in hand)
            suits = _EFFECTIVE_SUIT[self.trump]
            led = suits[self.current_trick[0][1].index]
            plays = tuple(
                _PLAY[card.index] for card in hand if suits[card.index] is led
            )
            return plays or tuple(_PLAY[card.index] for card in hand)
        if phase is Phase.BIDDING:
            assert self.auction is not None
            return legal_calls(self.auction, self.rules)
        if phase is Phase.TRUMP:
            return _NAME_TRUMP
        if phase is Phase.DISCARD:
            assert self.maker is not None
            return tuple(_DISCARD[card.index] for card in self.hands[self.maker])
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
        return self._evolve(
            hand_number=number,
            phase=Phase.BIDDING,
            to_act=auction.to_act,
            hands=cards.hands,
            widow=cards.widow,
            auction=auction,
            maker=None,
            contract=None,
            trump=None,
            discarded=None,
            lone_players=(),
            leader=None,
            current_trick=(),
            completed_tricks=(),
            tricks_won=(0, 0),
            hand_start=len(self.history),
            deals=(*self.deals, cards),
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
        if isinstance(action, str):
            action = parse_action(action)
        elif action.__class__ not in _ACTION_TYPES:
            raise InvalidValueError(f"expected an action, not {action!r}")
        to_act = self.to_act
        if seat is not None and check_seat(seat) != to_act:
            if to_act is None:
                self._refuse_nobody(action, seat)
            raise IllegalActionError(
                self._explain_wrong_seat(action, seat, to_act),
                action=action,
                seat=seat,
                phase=self.phase,
            )
        if to_act is None:
            self._refuse_nobody(action, seat)
        if action not in self.legal_actions():
            raise IllegalActionError(
                self._explain(action, to_act),
                action=action,
                seat=to_act,
                phase=self.phase,
            )
        if isinstance(action, Play):
            return self._after_play(to_act, _DECK[action.card.index])
        if isinstance(action, NameTrump):
            return self._evolve(
                phase=Phase.DISCARD,
                trump=action.suit,
                history=(*self.history, (to_act, action)),
            )
        if isinstance(action, Discard):
            return self._after_discard(to_act, action)
        if self.phase is Phase.ALONE:
            return self._after_alone_choice(to_act, action)
        assert isinstance(action, (Pass, Bid))
        return self._after_call(to_act, action)

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

    def _evolve(self, **changes: Any) -> GameState:
        fields = self.__dict__.copy()
        fields.pop("_legal", None)
        fields.update(changes)
        new = object.__new__(GameState)
        new.__dict__.update(fields)
        return new

    def _after_call(self, seat: int, call: Pass | Bid) -> GameState:
        auction = after_call(self.auction, self.rules, call)  # type: ignore[arg-type]
        history = (*self.history, (seat, call))
        if not auction.is_over:
            return self._evolve(auction=auction, to_act=auction.to_act, history=history)
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
            return self._evolve(
                auction=auction,
                phase=Phase.DEAL,
                to_act=None,
                dealer=(self.dealer + 1) % 4,
                history=history,
                hand_results=(*self.hand_results, result),
            )
        assert self.widow is not None
        hands = list(self.hands)
        hands[maker] = tuple(sorted((*hands[maker], self.widow)))
        return self._evolve(
            auction=auction,
            phase=Phase.TRUMP,
            to_act=maker,
            maker=maker,
            contract=auction.high_bid,
            hands=tuple(hands),
            widow=None,
            history=history,
        )

    def _after_discard(self, seat: int, action: Discard) -> GameState:
        hands = list(self.hands)
        hands[seat] = tuple(card for card in hands[seat] if card != action.card)
        changes: dict[str, Any] = {
            "hands": tuple(hands),
            "discarded": action.card,
            "history": (*self.history, (seat, action)),
        }
        if self.rules.lone_hands:
            return self._evolve(phase=Phase.ALONE, to_act=seat, **changes)
        return self._evolve(**self._play_begins(()), **changes)

    def _after_alone_choice(self, seat: int, choice: Action) -> GameState:
        """The maker, then (against a lone maker, with ``lone_defender``)
        each defender from the maker's left, chooses to go alone or not; the
        first defender to go alone ends the choosing."""
        maker = self.maker
        assert maker is not None
        history = (*self.history, (seat, choice))
        alone = isinstance(choice, GoAlone)
        if seat == maker:
            if alone and self.rules.lone_defender:
                return self._evolve(
                    lone_players=(maker,), to_act=(maker + 1) % 4, history=history
                )
            lone = (maker,) if alone else ()
            return self._evolve(**self._play_begins(lone), history=history)
        if alone:
            return self._evolve(**self._play_begins((maker, seat)), history=history)
        if seat == (maker + 1) % 4:
            return self._evolve(to_act=(maker + 3) % 4, history=history)
        return self._evolve(**self._play_begins(self.lone_players), history=history)

    def _play_begins(self, lone_players: tuple[int, ...]) -> dict[str, Any]:
        """The changes that open the play, given who went alone.

        Against a lone maker the player to the maker's left leads; if a
        defender went alone too, that defender leads.  Otherwise the rules'
        opening lead applies.
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
        return {
            "phase": Phase.PLAY,
            "to_act": leader,
            "leader": leader,
            "lone_players": lone_players,
        }

    def _after_play(self, seat: int, card: Card) -> GameState:
        hands = self.hands
        held = tuple([other for other in hands[seat] if other != card])
        hands = (*hands[:seat], held, *hands[seat + 1 :])
        trick = (*self.current_trick, (seat, card))
        history = (*self.history, (seat, _PLAY[card.index]))
        if len(trick) < 4 - len(self.lone_players):
            following = (seat + 1) % 4
            if self.lone_players:
                sitting_out = self.sitting_out
                while following in sitting_out:
                    following = (following + 1) % 4
            return self._evolve(
                hands=hands,
                current_trick=trick,
                to_act=following,
                history=history,
            )
        trump = self.trump
        assert trump is not None and self.leader is not None
        cards = [played for _, played in trick]
        led = _EFFECTIVE_SUIT[trump][cards[0].index]
        taker = trick[_winning_index(cards, trump, led)][0]
        completed = (*self.completed_tricks, Trick(self.leader, trick, taker))
        won = list(self.tricks_won)
        won[taker % 2] += 1
        tricks_won = (won[0], won[1])
        if len(completed) < 6:
            return self._evolve(
                hands=hands,
                current_trick=(),
                completed_tricks=completed,
                tricks_won=tricks_won,
                leader=taker,
                to_act=taker,
                history=history,
            )
        return self._score_hand(hands, completed, tricks_won, history)

    def _score_hand(
        self,
        hands: tuple[tuple[Card, ...], ...],
        completed: tuple[Trick, ...],
        tricks_won: tuple[int, int],
        history: tuple[tuple[int, Action], ...],
    ) -> GameState:
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
        return self._evolve(
            hands=hands,
            current_trick=(),
            completed_tricks=completed,
            tricks_won=tricks_won,
            leader=None,
            to_act=None,
            scores=scores,
            winner=winner,
            phase=Phase.DEAL if winner is None else Phase.GAME_OVER,
            dealer=(self.dealer + 1) % 4 if winner is None else self.dealer,
            history=history,
            hand_results=(*self.hand_results, result),
        )

    # -- explaining refusals -------------------------------------------------

    def _refuse_nobody(self, action: Action, seat: int | None) -> NoReturn:
        if self.phase is Phase.GAME_OVER:
            reason = f"the game is over: team {self.winner} has won"
        else:
            reason = "nobody acts between hands: deal the cards first"
        raise IllegalActionError(reason, action=action, seat=seat, phase=self.phase)

    def _explain_wrong_seat(self, action: Action, seat: int, to_act: int | None) -> str:
        if isinstance(action, GoAlone):
            if self.phase is not Phase.ALONE:
                return self._explain_go_alone(seat)
            if to_act == self.maker:
                return (
                    f"seat {seat} may not go alone before the maker, "
                    f"seat {to_act}, has decided"
                )
        return f"it is seat {to_act}'s turn, not seat {seat}'s"

    def _explain(self, action: Action, seat: int) -> str:
        phase = self.phase
        if isinstance(action, GoAlone) and phase is not Phase.ALONE:
            return self._explain_go_alone(seat)
        if phase is Phase.ALONE:
            return (
                f"seat {seat} must say whether to go alone (alone or pass), "
                f"not {action}"
            )
        if phase is Phase.BIDDING:
            if not isinstance(action, (Pass, Bid)):
                return f"seat {seat} must pass or bid in the auction, not {action}"
            assert self.auction is not None
            return f"seat {seat}: " + explain_illegal_call(
                self.auction, self.rules, action
            )
        if phase is Phase.TRUMP:
            return f"seat {seat}, the maker, must name trump now, not {action}"
        if phase is Phase.DISCARD:
            if not isinstance(action, Discard):
                return f"seat {seat}, the maker, must discard a card now, not {action}"
            return f"seat {seat} does not hold {action.card}"
        if not isinstance(action, Play):
            return f"seat {seat} must play a card now, not {action}"
        hand = self.hands[seat]
        if action.card not in hand:
            return f"seat {seat} does not hold {action.card}"
        assert self.trump is not None
        suits = _EFFECTIVE_SUIT[self.trump]
        led = suits[self.current_trick[0][1].index]
        powers = _POWER[self.trump]
        holding = sorted(
            (card for card in hand if suits[card.index] is led),
            key=lambda card: powers[card.index],
            reverse=True,
        )
        suit_word = "trump" if led is self.trump else _SUIT_WORDS[led]
        cards = ", ".join(str(card) for card in holding)
        return f"seat {seat} must follow {suit_word}: holds {cards}"

    def _explain_go_alone(self, seat: int) -> str:
        if not self.rules.lone_hands:
            return _LONE_HANDS_OFF
        if self.phase is not Phase.PLAY:
            return "going alone is declared after the maker has discarded"
        maker = self.maker
        assert maker is not None
        if seat % 2 != maker % 2:
            if not self.rules.lone_defender:
                return "defenders may not go alone: the lone_defender option is off"
            if not self.lone_players:
                return "a defender may go alone only when the maker has gone alone"
        return "going alone is decided before the first lead"

    # -- value behaviour -----------------------------------------------------

    def __getstate__(self) -> dict[str, Any]:
        fields = self.__dict__.copy()
        fields.pop("_legal", None)
        return fields

    def __setstate__(self, fields: dict[str, Any]) -> None:
        self.__dict__.update(fields)

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
    state.__dict__.update(
        rules=rules,
        seed=seed,
        first_dealer=dealer,
        hand_number=0,
        dealer=dealer,
        phase=Phase.DEAL,
        to_act=None,
        hands=((), (), (), ()),
        widow=None,
        auction=None,
        maker=None,
        contract=None,
        trump=None,
        discarded=None,
        lone_players=(),
        leader=None,
        current_trick=(),
        completed_tricks=(),
        tricks_won=(0, 0),
        scores=(0, 0),
        winner=None,
        history=(),
        hand_start=0,
        deals=(),
        hand_results=(),
    )
    return state

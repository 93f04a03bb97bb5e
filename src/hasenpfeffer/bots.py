"""Simple computer players, for demonstrations and for tests.

:class:`SimpleBot` bids from a count of its hand's strength and plays a
reasonable legal card.  It reads only what its seat may know: its own hand
and what has been said and played.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.bots import SimpleBot, play_game
>>> final = play_game(hp.new_game(seed=3), SimpleBot())
>>> final.phase, final.winner is not None
(Phase.GAME_OVER, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Action, Bid, Discard, GoAlone, NameTrump, Pass, Play
from .cards import _EFFECTIVE_SUIT, _POWER, Card, Suit
from .phases import Phase
from .state import GameState

__all__ = ["SimpleBot", "hand_strength", "play_game"]

_TRUMP_VALUE = {27: 1.0, 26: 1.0, 25: 0.9, 24: 0.7, 23: 0.5}
"""Tricks expected from a trump by its power (Joker 27 down to king 23)."""
_SMALL_TRUMP_VALUE = 0.35
_OFF_ACE_VALUE = 0.7
_OFF_KING_VALUE = 0.2
_PARTNER_VALUE = 0.7
"""Tricks the partner is expected to add."""
_OPENING_WORTH = 2.0
"""Below this many expected tricks the bot never bids (unless forced)."""
_ALONE_WORTH = 4.0
"""The maker goes alone with a hand worth this many tricks on its own (and
half a trick more than the contract)."""
_DEFEND_ALONE_WORTH = 3.0
"""A defender goes alone against a lone maker with a hand worth this much."""


def hand_strength(hand: Sequence[Card], trump: Suit) -> float:
    """The number of tricks a hand may expect to help take with ``trump``.

    A count, not a prediction: high trumps count about a trick each, small
    trumps a third, aces of other suits most of a trick, and the partner is
    expected to add a little.

    >>> import hasenpfeffer as hp
    >>> hand = [hp.Card.parse(text) for text in ("Joker", "JH", "JD", "AH", "AS", "9C")]
    >>> round(hand_strength(hand, hp.Suit.HEARTS), 2)
    5.0
    """
    suits = _EFFECTIVE_SUIT[trump]
    powers = _POWER[trump]
    total = _PARTNER_VALUE
    for card in hand:
        power = powers[card.index]
        if suits[card.index] is trump:
            total += _TRUMP_VALUE.get(power, _SMALL_TRUMP_VALUE)
        elif power == 14:
            total += _OFF_ACE_VALUE
        elif power == 13:
            total += _OFF_KING_VALUE
    return total


def _best_trump(hand: Sequence[Card]) -> tuple[Suit, float]:
    return max(
        ((suit, hand_strength(hand, suit)) for suit in Suit),
        key=lambda pair: pair[1],
    )


class SimpleBot:
    """A plain, deterministic player: bids its hand's strength, plays sensibly.

    It bids the lowest open bid when its hand is worth that many tricks
    (counting the widow as a little help), names its strongest suit, discards
    its lowest card, goes alone only with a very strong hand, and in play
    wins as cheaply as it can unless its partner is already winning.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal()
    >>> str(SimpleBot().choose(state))
    'bid 1'
    """

    def choose(self, state: GameState) -> Action:
        """The action this bot takes for the seat to act in ``state``."""
        legal = state.legal_actions()
        if not legal:
            raise ValueError("nobody is to act in this state")
        seat = state.to_act
        assert seat is not None
        hand = state.hands[seat]
        if state.phase is Phase.BIDDING:
            return self._call(state, seat, hand, legal)
        if state.phase is Phase.TRUMP:
            return NameTrump(_best_trump(hand)[0])
        if state.phase is Phase.DISCARD:
            assert state.trump is not None
            return Discard(self._lowest(hand, state.trump))
        if state.phase is Phase.ALONE:
            return self._alone(state, seat, hand)
        return self._play(state, seat, legal)

    @staticmethod
    def _alone(state: GameState, seat: int, hand: Sequence[Card]) -> Action:
        assert state.trump is not None
        worth = hand_strength(hand, state.trump) - _PARTNER_VALUE
        if seat == state.maker:
            assert state.contract is not None
            needed = max(_ALONE_WORTH, state.contract.tricks + 0.5)
        else:
            needed = _DEFEND_ALONE_WORTH
        return GoAlone() if worth >= needed else Pass()

    def _call(
        self, state: GameState, seat: int, hand: Sequence[Card], legal: Sequence[Action]
    ) -> Action:
        worth = _best_trump(hand)[1] + 0.3
        if worth < _OPENING_WORTH and Pass() in legal:
            return Pass()
        auction = state.auction
        partner_holds = auction is not None and auction.high_bidder == (seat + 2) % 4
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
    def _lowest(cards: Sequence[Card], trump: Suit) -> Card:
        powers = _POWER[trump]
        return min(cards, key=lambda card: powers[card.index])

    def _play(self, state: GameState, seat: int, legal: Sequence[Action]) -> Action:
        trump = state.trump
        assert trump is not None
        cards = [action.card for action in legal if isinstance(action, Play)]
        powers = _POWER[trump]
        suits = _EFFECTIVE_SUIT[trump]
        trick = state.current_trick
        if not trick:
            makers = state.maker is not None and state.maker % 2 == seat % 2
            trumps = [card for card in cards if suits[card.index] is trump]
            if makers and trumps:
                return Play(max(trumps, key=lambda card: powers[card.index]))
            aces = [card for card in cards if powers[card.index] == 14]
            if aces:
                return Play(aces[0])
            return Play(self._lowest(cards, trump))
        led = suits[trick[0][1].index]

        def strength(card: Card) -> int:
            suit = suits[card.index]
            return powers[card.index] if suit is trump or suit is led else 0

        best_seat, best_card = max(trick, key=lambda play: strength(play[1]))
        if best_seat == (seat + 2) % 4:
            return Play(self._lowest(cards, trump))
        winners = [card for card in cards if strength(card) > strength(best_card)]
        if winners:
            return Play(min(winners, key=strength))
        return Play(self._lowest(cards, trump))


def play_game(state: GameState, bot: SimpleBot, max_hands: int = 500) -> GameState:
    """Play ``state`` to the end with ``bot`` at every seat, dealing as needed.

    Stops after ``max_hands`` hands if the game has not ended by then.
    """
    while state.phase is not Phase.GAME_OVER:
        if state.phase is Phase.DEAL:
            if state.hand_number >= max_hands:
                break
            state = state.deal()
        else:
            state = state.apply(bot.choose(state))
    return state

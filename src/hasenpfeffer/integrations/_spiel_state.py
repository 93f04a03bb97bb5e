"""A position of the OpenSpiel game: the deal card by card, then the hand.

:class:`HasenpfefferState` holds an immutable :class:`Position` (the
library's :class:`~hasenpfeffer.state.GameState`, the cards dealt so far
of the current deal, and the hands finished), so that OpenSpiel's
``clone`` shares it rather than copying it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import attrs
import pyspiel

from ..actions import Action
from ..cards import Card, deck
from ..dealing import Deal
from ..errors import HasenpfefferError, IllegalActionError
from ..phases import Phase
from ..state import GameState, new_game
from ..views import PlayerView
from ._game_shape import GameShape
from ._returns import seat_payments
from ._spiel_base import SpielError, SpielState
from .encoding import action_to_id, id_to_action, legal_action_ids
from .sampling import consistent_history
from .text import table_text

if TYPE_CHECKING:
    from ._spiel_game import HasenpfefferGame

__all__ = ["HasenpfefferState", "IllegalSpielActionError", "Position"]

_DECK = deck()


class IllegalSpielActionError(IllegalActionError, SpielError):
    """An action the rules forbid, raised by ``state.apply_action``: both
    OpenSpiel's ``pyspiel.SpielError`` and the library's
    :class:`~hasenpfeffer.errors.IllegalActionError` (so also a
    :class:`ValueError`).  The message names the rule; for an integer that
    is no action at all, ``action`` is ``None``.  Any action at a terminal
    state raises it, and so does ``state.chance_outcomes()`` where no card
    is being dealt."""


@attrs.frozen
class Position:
    """A state's whole value, immutable, so that OpenSpiel's clone (a deep
    copy of the state's attributes) shares it instead of copying it."""

    state: GameState
    dealt: tuple[int, ...] = ()
    """The cards dealt so far in the current deal, by index, in order."""
    finished: tuple[GameState, ...] = ()
    """The final state of every finished hand."""
    moves: int = 0
    """How many actions (chance outcomes included) have been applied."""
    deal_start: int = 0
    """The value of ``moves`` when the current deal began."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Position:
        return self


def _deal_from_outcomes(
    state: GameState, shape: GameShape, outcomes: Sequence[int]
) -> GameState:
    """``state`` with the next hand dealt from ``outcomes``, the deck
    indices of the cards in the order dealt."""
    hands: list[list[Card]] = [[] for _ in range(shape.players)]
    left: list[Card] = []
    for number, index in enumerate(outcomes):
        seat = shape.deal_seat(state.dealer, number)
        (left if seat is None else hands[seat]).append(_DECK[index])
    if shape.kitty:
        return state.deal(hands=hands, kitty=left)
    if not left:  # every card dealt to the hands (Bid Euchre)
        return state.deal(hands=hands)
    return state.deal(hands=hands, widow=left[0])


class HasenpfefferState(SpielState):
    """A position of the OpenSpiel game; it holds a
    :class:`~hasenpfeffer.state.GameState` (:attr:`game_state`)."""

    def __init__(self, game: HasenpfefferGame) -> None:
        super().__init__(game)
        settings = game.settings
        self._settings = settings
        self._shape = game.shape
        start = new_game(settings.rules, dealer=settings.dealer, seed=0)
        self._position = Position(start)

    # -- reading -------------------------------------------------------------

    @property
    def game_state(self) -> GameState:
        """The library's state of the current hand (between hands, and at
        the end, the last hand's final state)."""
        return self._position.state

    @property
    def finished_hands(self) -> tuple[GameState, ...]:
        """The final state of every finished hand."""
        return self._position.finished

    def _dealing(self) -> bool:
        return self._position.state.to_act is None and not self.is_terminal()

    def view(self, player: int) -> PlayerView:
        """What ``player`` sees now.  While the cards are being dealt: the
        cards dealt to it so far, and the scores.

        >>> from hasenpfeffer.integrations.openspiel import load_game
        >>> state = load_game().new_initial_state()
        >>> for card in (0, 1, 2, 3):
        ...     state.apply_action(card)
        >>> [str(card) for card in state.view(1).hand], state.view(2).hand_sizes
        (['9C', 'TC', 'JC'], (0, 3, 1, 0))
        """
        position = self._position
        game_state = position.state
        view = game_state.view(player)
        if not self._dealing():
            return view
        dealer = game_state.dealer
        shape = self._shape
        sizes = [0] * shape.players
        mine: list[Card] = []
        for number, index in enumerate(position.dealt):
            seat = shape.deal_seat(dealer, number)
            if seat is not None:
                sizes[seat] += 1
                if seat == player:
                    mine.append(_DECK[index])
        return attrs.evolve(
            view,
            hand_number=game_state.hand_number + 1,
            phase=Phase.DEAL,
            to_act=None,
            hand=tuple(sorted(mine, key=lambda card: card.index)),
            hand_sizes=tuple(sizes),
            auction=None,
            maker=None,
            contract=None,
            trump=None,
            widow=None,
            discarded=None,
            lone_players=(),
            sitting_out=(),
            leader=None,
            current_trick=(),
            completed_tricks=(),
            tricks_won=(0,) * shape.sides,
            upcard=None,
            calls=(),
            called_for_best=(),
            best_card=None,
            best_discard=None,
        )

    # -- the OpenSpiel state API -----------------------------------------------

    def current_player(self) -> int:
        """The player to act, or OpenSpiel's chance or terminal id."""
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        to_act = self._position.state.to_act
        return int(pyspiel.PlayerId.CHANCE) if to_act is None else to_act

    def is_terminal(self) -> bool:
        """Whether the game (one hand, or with ``play_to_target`` the game
        to the target) is over."""
        position = self._position
        settings = self._settings
        if not settings.play_to_target:
            return bool(position.finished)
        return (
            position.state.phase is Phase.GAME_OVER
            or len(position.finished) >= settings.max_hands
        )

    def _legal_actions(self, player: int) -> list[int]:
        return legal_action_ids(self._position.state)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The cards not dealt yet, each equally likely.

        Raises:
            IllegalSpielActionError: the state is not a chance node: no
                card is being dealt (a player is to act, or the game is
                over), as OpenSpiel's own games refuse.
        """
        if not self.is_chance_node():
            raise IllegalSpielActionError(
                f"there are no chance outcomes: {self._no_deal()}",
                action=None,
                seat=None,
                phase=self._position.state.phase,
                rule="no-card-to-deal",
            )
        dealt = set(self._position.dealt)
        left = [card.index for card in self._shape.cards if card.index not in dealt]
        return [(index, 1.0 / len(left)) for index in left]

    def _no_deal(self) -> str:
        """Why no card is dealt now, in words."""
        if self.is_terminal():
            return "the game is over"
        return f"no card is dealt now: seat {self._position.state.to_act} is to act"

    def _apply_action(self, action: int) -> None:
        if self.is_terminal():
            raise IllegalSpielActionError(
                "the game is over: no action is taken at a terminal state",
                action=None,
                seat=None,
                phase=self._position.state.phase,
                rule="game-over",
                parameters={"winner": self._position.state.winner},
            )
        if self.is_chance_node():
            self._deal_card(action)
        else:
            self._decide(action)

    def _deal_card(self, action: int) -> None:
        position = self._position
        if action not in dict(self.chance_outcomes()):
            raise IllegalSpielActionError(
                f"chance outcome {action} is not a card left to deal",
                action=None,
                seat=None,
                phase=Phase.DEAL,
                rule="card-already-dealt",
                parameters={"outcome": int(action)},
            )
        dealt = (*position.dealt, int(action))
        state = position.state
        if len(dealt) == len(self._shape.cards):
            state = _deal_from_outcomes(state, self._shape, dealt)
            dealt = ()
        self._position = attrs.evolve(
            position, state=state, dealt=dealt, moves=position.moves + 1
        )

    def _decide(self, action: int) -> None:
        position = self._position
        state = position.state
        seat = state.to_act
        try:
            chosen: Action | None = id_to_action(action, self._shape.game)
        except HasenpfefferError as error:
            raise IllegalSpielActionError(
                str(error),
                action=None,
                seat=seat,
                phase=state.phase,
                rule="not-an-action-id",
                parameters={"action_id": int(action)},
            ) from None
        assert chosen is not None
        try:
            state = state.apply(chosen, seat=seat)
        except IllegalActionError as error:
            raise IllegalSpielActionError(
                error.reason,
                action=error.action,
                seat=error.seat,
                phase=error.phase,
                rule=error.rule,
                parameters=error.parameters,
            ) from None
        moves = position.moves + 1
        if state.to_act is None:
            self._position = Position(
                state,
                finished=(*position.finished, state),
                moves=moves,
                deal_start=moves,
            )
        else:
            self._position = attrs.evolve(position, state=state, moves=moves)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            if 0 <= action < len(self._shape.cards):
                return f"deal {_DECK[action]}"
            return f"chance outcome {action}"
        try:
            return str(id_to_action(action, self._shape.game))
        except HasenpfefferError:
            return f"action {action} (not an action)"

    def returns(self) -> list[float]:
        """Each player's side's score change at the end (0 before): its
        team's, or in Three-Handed Euchre its own; with ``zero_sum`` less
        the average of the other sides'."""
        shape = self._shape
        if not self.is_terminal():
            return [0.0] * shape.players
        scores = self._position.state.scores
        return seat_payments(shape, scores, zero_sum=self._settings.zero_sum)

    def __str__(self) -> str:
        position = self._position
        state = position.state
        finished = len(position.finished)
        lines = [f"hands played: {finished}"] if self._settings.play_to_target else []
        if self._dealing():
            dealt = [
                f"{self._shape.deal_seat(state.dealer, number)}:{_DECK[index]}"
                for number, index in enumerate(position.dealt)
            ]
            lines.append(
                f"dealing hand {state.hand_number + 1}, dealer {state.dealer}, "
                f"scores {' to '.join(str(score) for score in state.scores)}"
            )
            lines.append("dealt: " + (" ".join(dealt) or "-"))
        else:
            lines.append(table_text(state))
        return "\n".join(lines)

    # -- for IS-MCTS ------------------------------------------------------------

    def resample_from_infostate(
        self, player_id: int, probability_sampler: Callable[[], float] | None = None
    ) -> HasenpfefferState:
        """A state that ``player_id`` cannot tell from this one: the same
        history of everything it saw, with the cards it has not seen dealt
        again at random, consistent with the suits players have shown void,
        and the cards of the decisions it did not see (a discard, in
        Railroad Euchre the card given for best and the one discarded for
        it) drawn to fit.

        The draw is uniform among the consistent deals: a few shuffles are
        tried, and when none fits, the consistent deals are counted and one
        is drawn evenly among them.  ``probability_sampler``, a callable
        returning numbers in [0, 1) (OpenSpiel passes one), seeds the draw.

        >>> import random
        >>> from hasenpfeffer.integrations.openspiel import load_game
        >>> state = load_game().new_initial_state()
        >>> for card in range(25):
        ...     state.apply_action(card)
        >>> other = state.resample_from_infostate(1, random.Random(5).random)
        >>> other.information_state_string(1) == state.information_state_string(1)
        True
        >>> other.game_state.hands[1] == state.game_state.hands[1]
        True
        """
        if self.is_terminal():
            return self.clone()
        sample = probability_sampler() if probability_sampler is not None else None
        chooser = random.Random(None if sample is None else int(sample * 2**53))
        position = self._position
        shape = self._shape
        history = [int(action) for action in self.history()]
        start = position.deal_start
        original = history[start : start + len(shape.cards)]
        decisions = history[start + len(shape.cards) :]
        dealer = position.state.dealer
        if self._dealing():
            cards = _redeal_partial(shape, dealer, original, player_id, chooser)
        else:
            # The cards hidden from this player in the decisions (the
            # discards, the card given for best) are drawn with the deal.
            deal, actions = consistent_history(position.state, player_id, chooser)
            cards = _deal_order(deal, shape, dealer, original, player_id, chooser)
            decisions = [action_to_id(action) for _, action in actions]
        fresh: HasenpfefferState = self.get_game().new_initial_state()
        for action in (*history[:start], *cards, *decisions):
            fresh.apply_action(action)
        return fresh


def _redeal_partial(
    shape: GameShape,
    dealer: int,
    original: Sequence[int],
    player: int,
    chooser: random.Random,
) -> list[int]:
    """The cards dealt so far, those not dealt to ``player`` drawn anew."""
    mine = {
        index
        for number, index in enumerate(original)
        if shape.deal_seat(dealer, number) == player
    }
    unseen = [card.index for card in shape.cards if card.index not in mine]
    chooser.shuffle(unseen)
    return [
        index if shape.deal_seat(dealer, number) == player else unseen.pop()
        for number, index in enumerate(original)
    ]


def _deal_order(
    deal: Deal,
    shape: GameShape,
    dealer: int,
    original: Sequence[int],
    player: int,
    chooser: random.Random,
) -> list[int]:
    """``deal`` as the chance outcomes that deal it, ``player``'s cards
    where they came in ``original``, the others' in a random order; the
    widow, or the kitty with its upcard first, where the cards left over
    are dealt (none where every card goes to the hands)."""
    hands = [list(hand) for hand in deal.hands]
    for hand in hands:
        chooser.shuffle(hand)
    if deal.widow is not None:
        left = [deal.widow]
    elif not deal.kitty:
        left = []
    else:
        under = list(deal.kitty[1:])
        chooser.shuffle(under)
        left = [deal.kitty[0], *under]
    left.reverse()
    order: list[int] = []
    for number in range(len(shape.cards)):
        seat = shape.deal_seat(dealer, number)
        if seat is None:
            order.append(left.pop().index)
        elif seat == player:
            order.append(original[number])
        else:
            order.append(hands[seat].pop().index)
    return order

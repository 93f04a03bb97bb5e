"""Why an action is refused: the rule it breaks, in words.

The game state decides legality by one test, membership in
``legal_actions()``; these functions only explain a refusal afterwards, so
the explanation can never disagree with the decision.  Each message names
the seat and the rule, for example ``seat 2 must follow trump: holds JH, TH``.

>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(3)
>>> state.bid(2)
Traceback (most recent call last):
...
hasenpfeffer.errors.IllegalActionError: seat 2: a bid must be higher than the high bid: bid 2 does not beat bid 3
"""  # noqa: E501

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, Bid, Discard, GoAlone, Pass, Play
from .auction import explain_illegal_call
from .cards import _EFFECTIVE_SUIT, _POWER, Suit
from .phases import Phase

if TYPE_CHECKING:
    from .state import GameState

__all__ = ["explain_illegal", "explain_nobody_to_act", "explain_wrong_seat"]

LONE_HANDS_OFF = "going alone is not allowed: the lone_hands option is off"
_SUIT_WORDS = {
    Suit.CLUBS: "clubs",
    Suit.DIAMONDS: "diamonds",
    Suit.HEARTS: "hearts",
    Suit.SPADES: "spades",
}


def explain_nobody_to_act(state: GameState) -> str:
    """Why no action at all is open (between hands, or the game is over)."""
    if state.phase is Phase.GAME_OVER:
        return f"the game is over: team {state.winner} has won"
    return "nobody acts between hands: deal the cards first"


def explain_wrong_seat(
    state: GameState, action: Action, seat: int, to_act: int | None
) -> str:
    """Why ``seat`` may not take ``action`` when it is not that seat's turn."""
    if isinstance(action, GoAlone):
        if state.phase is not Phase.ALONE:
            return _explain_go_alone(state, seat)
        if to_act == state.maker:
            return (
                f"seat {seat} may not go alone before the maker, "
                f"seat {to_act}, has decided"
            )
    return f"it is seat {to_act}'s turn, not seat {seat}'s"


def explain_illegal(state: GameState, action: Action, seat: int) -> str:
    """Why the seat to act may not take ``action`` (one not legal now)."""
    phase = state.phase
    if isinstance(action, GoAlone) and phase is not Phase.ALONE:
        return _explain_go_alone(state, seat)
    if phase is Phase.ALONE:
        return f"seat {seat} must say whether to go alone (alone or pass), not {action}"
    if phase is Phase.BIDDING:
        if not isinstance(action, (Pass, Bid)):
            return f"seat {seat} must pass or bid in the auction, not {action}"
        assert state.auction is not None
        return f"seat {seat}: " + explain_illegal_call(
            state.auction, state.rules, action
        )
    if phase is Phase.TRUMP:
        return f"seat {seat}, the maker, must name trump now, not {action}"
    if phase is Phase.DISCARD:
        if not isinstance(action, Discard):
            return f"seat {seat}, the maker, must discard a card now, not {action}"
        return f"seat {seat} does not hold {action.card}"
    if not isinstance(action, Play):
        return f"seat {seat} must play a card now, not {action}"
    return _explain_play(state, action, seat)


def _explain_play(state: GameState, action: Play, seat: int) -> str:
    hand = state.hands[seat]
    if action.card not in hand:
        return f"seat {seat} does not hold {action.card}"
    trump = state.trump
    assert trump is not None
    suits = _EFFECTIVE_SUIT[trump]
    powers = _POWER[trump]
    led = suits[state.current_trick[0][1].index]
    holding = sorted(
        (card for card in hand if suits[card.index] is led),
        key=lambda card: powers[card.index],
        reverse=True,
    )
    suit_word = "trump" if led is trump else _SUIT_WORDS[led]
    cards = ", ".join(str(card) for card in holding)
    return f"seat {seat} must follow {suit_word}: holds {cards}"


def _explain_go_alone(state: GameState, seat: int) -> str:
    rules = state.rules
    if not rules.lone_hands:
        return LONE_HANDS_OFF
    if state.phase is not Phase.PLAY:
        return "going alone is declared after the maker has discarded"
    maker = state.maker
    assert maker is not None
    if seat % 2 != maker % 2:
        if not rules.lone_defender:
            return "defenders may not go alone: the lone_defender option is off"
        if not state.lone_players:
            return "a defender may go alone only when the maker has gone alone"
    return "going alone is decided before the first lead"

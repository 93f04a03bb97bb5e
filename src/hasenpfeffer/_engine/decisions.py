"""The decisions of a hand: what the player to act may choose, and the
state after a choice other than a card played (the play, the most
frequent step, is written out in :meth:`hasenpfeffer.state.GameState.apply`).

The phase says which step it is, and the game's auction (its steps, from
:mod:`.steps`) how it goes.  The legal actions are worked out here only,
for a state and for a seat's view alike (a view shows its seat what the
choice needs: see :func:`value_seen`).

>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(3)
>>> legal_actions(value_seen(state.view(2))) == state.legal_actions()
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import Action, CallForBest, Discard, Give, GoAlone, NameTrump, NoTrump
from ..auction import auction_code, auction_form, core_of
from ..games import SPECS
from ..phases import Phase
from .exchange import after_alone_choice, after_call_for_best, after_give, alone_choices
from .layout import (
    ACTIONS,
    AUCTION,
    DEALER,
    FIELDS,
    HANDS,
    KITTY,
    LED,
    MAKER,
    PHASE,
    RULES,
    SPEC,
    STEPS,
    TO_ACT,
    Value,
)
from .steps import STEPS as AUCTION_STEPS
from .steps import AuctionSteps
from .tables import (
    LOW_HALF,
    LOW_HALF_BITS,
    PLAY_HALVES,
    mask_of,
    tables_for,
)

if TYPE_CHECKING:
    from ..views import PlayerView

__all__ = ["after_decision", "legal_actions", "value_seen"]

_LOW_PLAYS, _HIGH_PLAYS = PLAY_HALVES
(_IN_BIDDING, _IN_TRUMP, _IN_DISCARD, _IN_ALONE, _IN_PLAY) = (
    Phase.BIDDING,
    Phase.TRUMP,
    Phase.DISCARD,
    Phase.ALONE,
    Phase.PLAY,
)


def legal_actions(value: Value) -> tuple[Action, ...]:
    """Every action the player to act may take, in a fixed order: the
    calls of the auction, the suits, the cards to discard, give or play in
    hand order, the choices of going alone; ``()`` when nobody is to act."""
    phase = value[PHASE]
    if phase is _IN_PLAY:
        hand = value[value[TO_ACT]]
        hand = hand & value[LED] or hand
        return _LOW_PLAYS[hand & LOW_HALF] + _HIGH_PLAYS[hand >> LOW_HALF_BITS]
    steps: type[AuctionSteps] = value[STEPS]
    if phase is _IN_BIDDING:
        return steps.calls(value)
    if phase is _IN_TRUMP:
        return steps.trumps
    if phase is _IN_DISCARD:
        return steps.discards(value)
    if phase is _IN_ALONE:
        return alone_choices(value)
    return ()


def after_decision(value: Value, seat: int, action: Action, index: int) -> Value:
    """The value after ``seat`` takes ``action``, the legal action at
    ``index`` of the legal actions, in any phase but the play."""
    new = value.copy()
    new[ACTIONS] = value[ACTIONS] + ((seat, action),)
    phase = value[PHASE]
    steps: type[AuctionSteps] = value[STEPS]
    if phase is _IN_BIDDING:
        steps.after_call(value, new, seat, action, index)
    elif phase is _IN_TRUMP:
        assert isinstance(action, (NameTrump, NoTrump))
        assert steps.after_trump is not None
        steps.after_trump(value, new, seat, action)
    elif phase is _IN_DISCARD:
        assert isinstance(action, Discard)
        if steps.after_discard(value, new, seat, action.card):
            _alone_chosen(value, new, seat, True, steps)
    elif action.__class__ is CallForBest:
        after_call_for_best(new, seat)
    elif action.__class__ is Give:
        assert isinstance(action, Give)
        after_give(new, seat, action)
    else:
        _alone_chosen(value, new, seat, action.__class__ is GoAlone, steps)
    return new


def _alone_chosen(
    value: Value, new: Value, seat: int, alone: bool, steps: type[AuctionSteps]
) -> None:
    after_alone_choice(
        value,
        new,
        seat,
        alone,
        steps.defenders_in_turn(value[MAKER], value[DEALER]),
        steps.start_play,
    )


def value_seen(view: PlayerView) -> Value:
    """The value of a position as ``view`` shows it, as far as the legal
    actions of its seat read it: the seat's hand, the phase and turn, the
    auction so far, the upcard, a call for best under way and the card
    led.  Nothing else is filled in."""
    value: list[Any] = [None] * len(FIELDS)
    value[HANDS] = (0, 0, 0, 0)
    rules = view.rules
    seat = view.seat
    spec = SPECS[rules.game]
    value[seat] = mask_of(view.hand)
    value[RULES] = rules
    value[SPEC] = spec
    value[STEPS] = AUCTION_STEPS[rules.game]
    value[PHASE] = view.phase
    value[TO_ACT] = view.to_act
    value[KITTY] = () if view.upcard is None else (view.upcard,)
    auction = view.auction
    actions: tuple[tuple[int, Action], ...] = view.calls
    if auction is not None:
        value[AUCTION] = auction_code(core_of(auction), auction_form(rules))
        actions = auction.calls
    # The hand's calls, then the step of a call for best under way that
    # this seat takes part in (its partner called, or it called and was
    # given the card).
    partner = spec.partner_of(seat)
    if partner in view.called_for_best and view.best_card is None:
        actions = (*actions, (partner, CallForBest()))
    elif (
        seat in view.called_for_best
        and view.best_card is not None
        and view.best_discard is None
        and partner is not None
    ):
        actions = (*actions, (partner, Give(view.best_card)))
    value[ACTIONS] = actions
    value[LED] = 0
    if view.current_trick:
        value[LED] = tables_for(view.trump).follow[view.current_trick[0][1].index]
    return value

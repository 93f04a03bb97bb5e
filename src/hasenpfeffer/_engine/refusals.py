"""Why an action is refused: the rule it breaks, in words.

The game state decides legality by one test, membership in
``legal_actions()``; these functions only explain a refusal afterwards, so
the explanation can never disagree with the decision.  Each message names
the seat and the rule, for example ``seat 2 must follow trump: holds TH, JH``.

>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(3)
>>> state.bid(2)
Traceback (most recent call last):
...
hasenpfeffer.errors.IllegalActionError: seat 2: a bid must be higher than the high bid: bid 2 does not beat bid 3
"""  # noqa: E501

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from .._refusal import Refusal
from .._words import in_words
from ..actions import (
    ACTION_TYPES,
    MOON,
    Action,
    Bid,
    CallForBest,
    Discard,
    Give,
    GoAlone,
    NameTrump,
    NoTrump,
    Pass,
    Play,
)
from ..auction import call_refusal, core_of
from ..cards import Card
from ..errors import IllegalActionError, InvalidValueError, shown
from ..games import SPECS
from ..order_up import OrderUpRule, order_up_refusal, proposed_suit
from ..phases import Phase
from ..rules import Widow, options_of
from ..seats import check_seat
from .hidden import BestCall, best_calls
from .tables import PARTNER, tables_for

if TYPE_CHECKING:
    from ..state import GameState

__all__ = [
    "explain_illegal",
    "explain_nobody_to_act",
    "explain_wrong_seat",
    "refusal",
    "refuse",
]

_ACTION_TYPES = ACTION_TYPES
LONE_HANDS_OFF = Refusal(
    "lone-hands-off", "going alone is not allowed: the lone_hands option is off"
)
CALL_FOR_BEST_OFF = Refusal(
    "call-for-best-off",
    "calling for best is not allowed: the call_for_best option is off",
)
WIDOW_UNUSED = Refusal(
    "widow-unused",
    "the widow is not used (widow=Widow.UNUSED): the maker does not discard",
)


def refuse(state: GameState, action: object, seat: int | None) -> NoReturn:
    """Raise the error that explains why ``state`` refuses ``action`` (for
    ``seat``, if given), an action that is not legal now.

    >>> import hasenpfeffer as hp
    >>> refuse(hp.new_game(seed=1, dealer=0), hp.Pass(), None)
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.IllegalActionError: nobody acts between hands: deal the cards first

    Raises:
        IllegalActionError: always, naming the rule (or the turn).
        InvalidValueError: ``action`` is not an action, or ``seat`` not a
            seat.
    """  # noqa: E501
    if action.__class__ not in _ACTION_TYPES:
        raise InvalidValueError(f"expected an action, not {shown(action)}")
    assert isinstance(
        action,
        (Pass, Bid, NameTrump, NoTrump, Discard, GoAlone, Play, CallForBest, Give),
    )
    to_act = state.to_act
    players = SPECS[state.rules.game].players
    if seat is not None and check_seat(seat, "seat", players) != to_act:
        reason = (
            explain_nobody_to_act(state)
            if to_act is None
            else explain_wrong_seat(state, action, check_seat(seat), to_act)
        )
        raise _error(reason, action, check_seat(seat), state)
    if to_act is None:
        raise _error(explain_nobody_to_act(state), action, None, state)
    raise _error(explain_illegal(state, action, to_act), action, to_act, state)


def _error(
    reason: Refusal, action: Action, seat: int | None, state: GameState
) -> IllegalActionError:
    return IllegalActionError(
        reason,
        action=action,
        seat=seat,
        phase=state.phase,
        rule=reason.rule,
        parameters=reason.parameters,
    )


def explain_nobody_to_act(state: GameState) -> Refusal:
    """Why no action at all is open (between hands, or the game is over).

    >>> import hasenpfeffer as hp
    >>> explain_nobody_to_act(hp.new_game(seed=1, dealer=0))
    'nobody acts between hands: deal the cards first'

    Raises:
        InvalidValueError: a seat is to act in ``state``.
    """
    if state.to_act is not None:
        raise InvalidValueError(f"state: seat {state.to_act} is to act")
    if state.phase is Phase.GAME_OVER:
        side = SPECS[state.rules.game].side_word
        return Refusal(
            "game-over",
            f"the game is over: {side} {state.winner} has won",
            winner=state.winner,
        )
    return Refusal("between-hands", "nobody acts between hands: deal the cards first")


def explain_wrong_seat(
    state: GameState, action: Action, seat: int, to_act: int | None
) -> Refusal:
    """Why ``seat`` may not take ``action`` when it is not that seat's turn:
    the rule that keeps it out, else the turn.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().pass_()
    >>> explain_wrong_seat(state, hp.Bid(3), 1, state.to_act)
    'seat 1 has passed, and a pass is final in the auction'

    Raises:
        InvalidValueError: an argument is not valid, ``to_act`` is not the
            seat to act in ``state``, or it is ``seat``.
    """
    _check_action(action)
    check_seat(seat, "seat")
    if to_act != state.to_act or to_act is None:
        raise InvalidValueError(
            f"to_act must be the seat to act in state, {state.to_act}, not "
            f"{shown(to_act)}"
        )
    if seat == to_act:
        raise InvalidValueError(f"seat {seat} is the seat to act")
    exchange = _exchange_step(state)
    if exchange is not None:
        return _exchange_wrong_seat(exchange)
    if isinstance(action, Discard) and state.rules.widow is Widow.UNUSED:
        return WIDOW_UNUSED
    if isinstance(action, (GoAlone, CallForBest)):
        reason = _explain_go_alone(state, seat, action)
        if reason is not None:
            return reason
    phase = state.phase
    maker = state.maker
    spec = SPECS[state.rules.game]
    upcard = spec.upcard
    if phase is Phase.BIDDING and upcard:
        pass
    elif phase is Phase.BIDDING:
        assert state.auction is not None
        if state.auction.passed[seat] and spec.moon:
            return Refusal(
                "one-call-each",
                f"seat {seat} has called: in {spec.title} each seat calls once",
            )
        if state.auction.passed[seat]:
            return Refusal(
                "pass-is-final",
                f"seat {seat} has passed, and a pass is final in the auction",
            )
    elif phase is Phase.DISCARD and upcard:
        return Refusal(
            "only-dealer-discards",
            f"only the dealer, seat {state.dealer}, discards",
            dealer=state.dealer,
        )
    elif phase is Phase.TRUMP:
        return Refusal(
            "only-maker-names-trump",
            f"only the maker, seat {maker}, names trump",
            maker=maker,
        )
    elif phase is Phase.DISCARD:
        return Refusal(
            "only-maker-discards",
            f"only the maker, seat {maker}, discards",
            maker=maker,
        )
    elif seat in state.sitting_out:
        return _sits_out(seat)
    elif phase is Phase.ALONE and to_act == maker:
        if state.rules.lone_defender and seat % 2 != to_act % 2:
            return Refusal(
                "maker-decides-first",
                f"the maker, seat {maker}, decides first whether to go alone",
                maker=maker,
            )
        return Refusal(
            "only-maker-decides-alone",
            f"only the maker, seat {maker}, decides whether to go alone",
            maker=maker,
        )
    elif phase is Phase.ALONE and seat == maker:
        return Refusal(
            "already-alone",
            f"the maker, seat {maker}, has already gone alone",
            maker=maker,
        )
    return Refusal(
        "not-your-turn", f"it is seat {to_act}'s turn, not seat {seat}'s", to_act=to_act
    )


def explain_illegal(state: GameState, action: Action, seat: int) -> Refusal:
    """Why the seat to act may not take ``action`` (one not legal now).

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal()
    >>> explain_illegal(state, hp.Play(hp.JOKER), 1)
    'seat 1 must pass or bid in the auction, not play Joker'

    Raises:
        InvalidValueError: an argument is not valid, ``seat`` is not the
            seat to act, or ``action`` is legal (no rule forbids it).
    """
    reason = refusal(state, action, seat)
    if reason is None:
        raise InvalidValueError(f"{action} is legal now: no rule forbids it")
    return reason


def refusal(state: GameState, action: Action, seat: int) -> Refusal | None:
    """The rule that keeps the seat to act from taking ``action`` now, in
    words, or ``None`` when ``action`` is legal.

    Each step of a hand has its check here, which decides on its own from
    the position; the legal actions are a faster form of the same rules,
    and a property test (``tests/test_refusals.py``) keeps the two
    agreeing for every action in random games of every game.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal()
    >>> refusal(state, hp.Bid(3), 1) is None
    True
    >>> refusal(state, hp.Discard(hp.JOKER), 1)
    'seat 1 must pass or bid in the auction, not discard Joker'

    Raises:
        InvalidValueError: an argument is not valid, or ``seat`` is not
            the seat to act.
    """
    _check_action(action)
    check_seat(seat, "seat")
    if seat != state.to_act:
        raise InvalidValueError(
            f"seat must be the seat to act, {state.to_act}, not {seat}"
        )
    phase = state.phase
    exchange = _exchange_step(state)
    if exchange is not None:
        return _exchange_refusal(state, exchange, action)
    if isinstance(action, Give):
        return Refusal(
            "give-only-when-called",
            "a card is given only to a partner who called for best",
        )
    if isinstance(action, Discard) and state.rules.widow is Widow.UNUSED:
        return WIDOW_UNUSED
    if isinstance(action, CallForBest) and not state.rules.call_for_best:
        if "call_for_best" not in options_of(state.rules.game):
            return Refusal(
                "call-for-best-not-in-game",
                f"calling for best is not part of {state.rules.game.title}",
            )
        return CALL_FOR_BEST_OFF
    if isinstance(action, (GoAlone, CallForBest)):
        return _explain_go_alone(state, seat, action)
    spec = SPECS[state.rules.game]
    if phase is Phase.ALONE:
        if isinstance(action, Pass):
            return None
        if spec.moon:
            choices = "call for best or pass"
        elif state.rules.call_for_best:
            choices = "alone, call for best or pass"
        else:
            choices = "alone or pass"
        return _wrong_kind(
            f"seat {seat} must say whether to go alone ({choices}), not {action}",
            choices,
        )
    upcard = state.upcard
    if SPECS[state.rules.game].upcard and phase in (Phase.BIDDING, Phase.DISCARD):
        assert upcard is not None
        if phase is Phase.BIDDING:
            return _explain_order_up_call(state, action, seat, upcard)
        if not isinstance(action, Discard):
            return _wrong_kind(
                f"seat {seat}, the dealer, must discard a card now, not {action}",
                "discard",
            )
        if action.card not in state.hands[seat]:
            return _not_held(seat, action.card)
        if action.card == upcard:
            return Refusal(
                "dealer-keeps-upcard",
                f"the dealer keeps the upcard, {upcard}, once it is ordered up: "
                "discard another card",
                upcard=str(upcard),
            )
        return None
    if phase is Phase.BIDDING:
        if not isinstance(action, (Pass, Bid)):
            return _wrong_kind(
                f"seat {seat} must pass or bid in the auction, not {action}",
                "pass or bid",
            )
        assert state.auction is not None
        reason = call_refusal(core_of(state.auction), state.rules, action)
        return None if reason is None else reason.prefixed(f"seat {seat}: ")
    if phase is Phase.TRUMP:
        if isinstance(action, NameTrump):
            return None
        if isinstance(action, NoTrump):
            if spec.moon:
                return None
            return Refusal(
                "no-trump-not-in-game",
                f"no trump is not part of {spec.title}: name a suit",
            )
        return _wrong_kind(
            f"seat {seat}, the maker, must name trump now, not {action}", "trump"
        )
    if phase is Phase.DISCARD:
        if not isinstance(action, Discard):
            return _wrong_kind(
                f"seat {seat}, the maker, must discard a card now, not {action}",
                "discard",
            )
        if action.card in state.hands[seat]:
            return None
        return _not_held(seat, action.card)
    if not isinstance(action, Play):
        return _wrong_kind(f"seat {seat} must play a card now, not {action}", "play")
    return _explain_play(state, action, seat)


def _wrong_kind(message: str, expected: str) -> Refusal:
    return Refusal("wrong-kind-of-action", message, expected=expected)


def _not_held(seat: int, card: Card) -> Refusal:
    return Refusal("card-not-held", f"seat {seat} does not hold {card}", card=str(card))


def _explain_order_up_call(
    state: GameState, action: Action, seat: int, upcard: Card
) -> Refusal | None:
    """Why a call of Euchre's auction is refused: the rule that
    :func:`~hasenpfeffer.order_up.order_up_refusal` names, in words
    (``None`` when no rule refuses it)."""
    if not isinstance(action, (Pass, NameTrump)):
        return _wrong_kind(
            f"seat {seat} must pass or name trump in the auction, not {action}",
            "pass or trump",
        )
    rules = state.rules
    players = SPECS[rules.game].players
    upcard_suit = proposed_suit(upcard, rules)
    rule = order_up_refusal(
        upcard_suit, len(state.hand_history), rules.all_pass, players, action
    )
    if rule is None:
        return None
    if rule is OrderUpRule.STICK_THE_DEALER:
        return Refusal(
            "dealer-stuck",
            f"seat {seat}, the dealer, is stuck: after "
            f"{in_words(2 * players - 1)} passes the dealer must name trump "
            "(stick the dealer)",
            passes=2 * players - 1,
        )
    assert isinstance(action, NameTrump)
    # The Joker has no suit of its own: it proposes one.
    whose = "the upcard's suit" if upcard.suit is not None else "the Joker's suit"
    if rule is OrderUpRule.FIRST_ROUND:
        return Refusal(
            "first-round-upcard-suit",
            f"in the first round only {whose}, {upcard_suit.word}, "
            f"may be named (ordering up the {upcard}), not "
            f"{action.suit.word}",
            suit=upcard_suit.value,
        )
    return Refusal(
        "turned-down-suit",
        f"{whose}, {upcard_suit.word}, was turned down: in the "
        "second round name another suit",
        suit=upcard_suit.value,
    )


def _exchange_wrong_seat(call: BestCall) -> Refusal:
    """Why a seat not to act may not act while ``call`` for best is under
    way."""
    if call.given is None:
        return Refusal(
            "only-giver-gives",
            f"only seat {call.giver} gives a card now: its partner, seat "
            f"{call.caller}, called for best",
            giver=call.giver,
            caller=call.caller,
        )
    return Refusal(
        "only-caller-discards",
        f"only seat {call.caller}, who called for best, discards now, for "
        "the card given",
        caller=call.caller,
    )


def _exchange_refusal(
    state: GameState, call: BestCall, action: Action
) -> Refusal | None:
    """Why the seat to act in ``call`` for best may not take ``action``
    (``None`` when it may)."""
    if call.given is None:
        if not isinstance(action, Give):
            return _wrong_kind(
                f"seat {call.giver} must give its partner, seat {call.caller}, "
                f"a card (they called for best), not {action}",
                "give",
            )
        if action.card in state.hands[call.giver]:
            return None
        return _not_held(call.giver, action.card)
    if not isinstance(action, Discard):
        return _wrong_kind(
            f"seat {call.caller} must discard a card for the one given, not {action}",
            "discard",
        )
    if action.card not in state.hands[call.caller]:
        return _not_held(call.caller, action.card)
    if action.card == call.given:
        return Refusal(
            "keeps-card-given",
            f"seat {call.caller} keeps the card given, {call.given}: discard "
            "another card",
            card=str(call.given),
        )
    return None


def _exchange_step(state: GameState) -> BestCall | None:
    """The call for best under way, if one is: its card is still to be
    given, or the caller, holding it, is still to discard."""
    if state.to_act is None:
        return None
    calls = best_calls(state.hand_history)
    if calls and calls[-1].discarded is None:
        return calls[-1]
    return None


def _check_action(action: object) -> None:
    if action.__class__ not in _ACTION_TYPES:
        raise InvalidValueError(f"action must be an action, not {shown(action)}")


def _sits_out(seat: int) -> Refusal:
    return Refusal(
        "sits-out",
        f"seat {seat} sits out this hand: its partner, seat {PARTNER[seat]}, "
        "went alone",
        partner=PARTNER[seat],
    )


def _explain_play(state: GameState, action: Play, seat: int) -> Refusal | None:
    """Why the seat to act may not play ``action``'s card (``None`` when it
    may): it must hold the card and follow the suit led if it can."""
    hand = state.hands[seat]
    if action.card not in hand:
        return _not_held(seat, action.card)
    if not state.current_trick:
        return None
    trump = state.trump  # None in no trump
    tables = tables_for(trump)
    led_card = state.current_trick[0][1].index
    follow = tables.follow[led_card]
    # In the hand's order, which is the order of legal_actions().
    holding = [card for card in hand if follow >> card.index & 1]
    if not holding or action.card in holding:
        return None
    suit_word = (
        "trump" if tables.suit[led_card] is trump else tables.suit[led_card].word
    )
    cards = [str(card) for card in holding]
    return Refusal(
        "must-follow-suit",
        f"seat {seat} must follow {suit_word}: holds {', '.join(cards)}",
        suit=suit_word,
        holding=cards,
    )


def _explain_go_alone(
    state: GameState, seat: int, action: GoAlone | CallForBest
) -> Refusal | None:
    """The rule that keeps ``seat`` from going alone (or calling for best)
    now; ``None`` if no rule does: the seat to act may, and another seat is
    kept out by the turn only (a defender waiting for the other to
    decide)."""
    rules = state.rules
    spec = SPECS[rules.game]
    if spec.moon:
        return _explain_moon_alone(state, seat, action)
    if spec.maker_alone:
        return Refusal(
            "maker-always-alone",
            f"nobody chooses to go alone in {spec.title}: the maker always "
            f"plays alone against the other {in_words(spec.players - 1)}",
        )
    if not rules.lone_hands:
        return LONE_HANDS_OFF
    phase = state.phase
    maker = state.maker
    if maker is None or phase in (Phase.TRUMP, Phase.DISCARD):
        if rules.widow is Widow.UNUSED:
            return _too_early("going alone is declared after the maker has named trump")
        if not spec.upcard:
            return _too_early("going alone is declared after the maker has discarded")
        return _too_early(
            "going alone is declared once trump is made (after the dealer's "
            "discard when the upcard is ordered up)"
        )
    lone = state.lone_players
    if spec.upcard and phase is Phase.ALONE and seat != maker and lone:
        return None
    if seat == PARTNER[maker]:
        return Refusal(
            "partner-never-alone",
            f"a maker's partner never goes alone: seat {seat} is the partner "
            f"of the maker, seat {maker}",
            maker=maker,
        )
    if seat == maker:
        if phase is Phase.ALONE:
            # The maker to act decides; a lone maker waiting for the
            # defenders is answered by the turn (see explain_wrong_seat).
            return None
        return _TOO_LATE
    if not rules.lone_defender:
        return Refusal(
            "lone-defender-off",
            "defenders may not go alone: the lone_defender option is off",
        )
    if phase is Phase.ALONE:
        if not lone:
            return Refusal(
                "maker-decides-first",
                f"seat {seat} may not go alone before the maker, seat {maker}, "
                "has decided",
                maker=maker,
            )
        return None
    if not lone:
        return Refusal(
            "defender-alone-needs-lone-maker",
            "a defender may go alone only when the maker has gone alone",
        )
    if len(lone) == 2:
        return Refusal(
            "one-lone-defender",
            f"only one defender may go alone: seat {lone[1]} has",
            defender=lone[1],
        )
    return _TOO_LATE


_TOO_LATE = Refusal("alone-too-late", "going alone is decided before the first lead")


def _too_early(message: str) -> Refusal:
    return Refusal("alone-too-early", message)


def _explain_moon_alone(
    state: GameState, seat: int, action: GoAlone | CallForBest
) -> Refusal | None:
    """Bid Euchre: only the moon plays alone, and its maker, alone already,
    may only call for best (with ``call_for_best``) once trump is named."""
    title = state.rules.game.title
    if isinstance(action, GoAlone):
        return Refusal(
            "only-moon-alone",
            f"nobody goes alone in {title} but the maker of the moon, who "
            "plays alone without saying so",
        )
    maker = state.maker
    if state.contract != MOON or maker is None:
        return Refusal(
            "only-moon-calls-for-best",
            f"in {title} only the maker of the moon calls for best",
            maker=None,
        )
    if seat != maker:
        return Refusal(
            "only-moon-calls-for-best",
            f"only the maker of the moon, seat {maker}, calls for best",
            maker=maker,
        )
    if state.phase is Phase.ALONE:
        return None
    if state.phase is Phase.TRUMP:
        return _too_early("the moon's maker calls for best after naming trump")
    return Refusal(
        "alone-too-late", "calling for best is decided before the first lead"
    )

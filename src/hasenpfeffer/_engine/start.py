"""A game's start and each deal: the checks of their arguments, and the
value each begins from.

>>> from hasenpfeffer.rules import Rules
>>> value = new_game_value(Rules(), 0, 1)
>>> value[PHASE], value[DEALER], value[SCORES]
(Phase.DEAL, 0, (0, 0))
>>> dealt(value, None, None, None, None)[PHASE]
Phase.BIDDING
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence

from .._checks import check_whole, check_whole_per_side
from .._words import in_words
from ..cards import Card
from ..dealing import MAX_DEALS, check_seed
from ..errors import IllegalActionError, InvalidValueError, shown
from ..games import SPECS, GameSpec
from ..phases import Phase
from ..rules import Rules
from ..scoring import MAX_SCORE_CHANGE
from ..seats import check_seat
from .hand import hand_history
from .layout import (
    ACTIONS,
    COMPLETED,
    DEALER,
    DEALS,
    FIELDS,
    FIRST_DEALER,
    HAND_NUMBER,
    HANDS,
    KITTY,
    LED,
    LONE,
    OPENING,
    PAST,
    PHASE,
    RESULTS,
    RULES,
    SCORES,
    SEED,
    SPEC,
    STEPS,
    TRICK,
    TRICKS,
    WON,
    Value,
)
from .steps import STEPS as AUCTION_STEPS
from .steps import AuctionSteps

__all__ = ["dealt", "new_game_value", "taken_up_value"]

_DEFAULT_RULES = Rules()
_IN_DEAL = Phase.DEAL
"""Read once: an enum member costs more to look up than a module name."""


def _new_game_value() -> Value:
    """The value of every new game but its rules, seed and dealers, and its
    sides' tricks and scores (see :data:`_OPENING`)."""
    value: Value = [None] * len(FIELDS)
    value[HAND_NUMBER] = 0
    value[PHASE] = Phase.DEAL
    value[HANDS] = (0, 0, 0, 0)
    value[KITTY] = ()
    value[LONE] = ()
    value[TRICK] = ()
    value[COMPLETED] = ()
    value[TRICKS] = ()
    value[PAST] = ()
    value[ACTIONS] = ()
    value[DEALS] = ()
    value[RESULTS] = ()
    value[LED] = 0
    return value


_NEW_GAME = _new_game_value()
"""The template that every new game copies."""
_OPENING = {
    game: (spec, AUCTION_STEPS[game], (0,) * spec.sides) for game, spec in SPECS.items()
}
"""What a new game of each game takes from it, found with one look-up: its
spec, the steps of its auction, and nothing for each of its sides (the
tricks won at the start of a hand, the scores at the start of a game)."""


def new_game_value(rules: object, dealer: object, seed: object) -> Value:
    """The value of a new game in the ``DEAL`` phase (see
    :func:`hasenpfeffer.state.new_game`, whose arguments these are).

    Raises:
        InvalidValueError: ``rules``, ``dealer`` or ``seed`` is not valid.
    """
    if rules is None:
        rules = _DEFAULT_RULES
    elif not isinstance(rules, Rules):
        raise InvalidValueError(f"rules must be a Rules value, not {shown(rules)}")
    seed = secrets.randbits(64) if seed is None else check_seed(seed)
    spec, steps, nothing = _OPENING[rules.game]
    if dealer is None:
        key = f"hasenpfeffer/game/{seed}/dealer".encode()
        digest = hashlib.blake2b(key, digest_size=8).digest()
        dealer = int.from_bytes(digest, "big") % spec.players
    else:
        dealer = check_seat(dealer, "dealer", spec.players)
    value = _NEW_GAME.copy()
    value[RULES] = rules
    value[SPEC] = spec
    value[STEPS] = steps
    value[WON] = value[SCORES] = nothing
    value[SEED] = seed
    value[FIRST_DEALER] = value[DEALER] = dealer
    return value


def taken_up_value(
    rules: Rules, dealer: int, seed: int, hands_dealt: object, scores: object
) -> Value:
    """The value of a game taken up between hands: ``hands_dealt`` hands
    played already (and not recorded), the sides at ``scores``, ``dealer``
    to deal the next hand.  With ``hands_dealt`` 0 and no score, a new game.

    >>> value = taken_up_value(Rules(), 2, 1, 4, (7, -2))
    >>> value[HAND_NUMBER], value[DEALER], value[SCORES]
    (4, 2, (7, -2))

    Raises:
        InvalidValueError: ``hands_dealt`` is not from 0 to ``MAX_DEALS``,
            or ``scores`` not a whole number for each side below the
            target (a game already won is not taken up).
    """
    value = new_game_value(rules, dealer, seed)
    spec: GameSpec = value[SPEC]
    value[HAND_NUMBER] = check_whole(hands_dealt, "hands dealt", 0, MAX_DEALS)
    lowest = -MAX_DEALS * MAX_SCORE_CHANGE
    sides = check_whole_per_side(scores, "scores", lowest, rules.target_score - 1)
    if len(sides) != spec.sides:
        raise InvalidValueError(
            f"{spec.title} keeps {in_words(spec.sides)} scores, not {shown(scores)}"
        )
    value[SCORES] = sides
    if value[HAND_NUMBER] or any(sides):  # else simply a new game
        value[OPENING] = (value[HAND_NUMBER], sides)
    return value


def dealt(
    value: Value,
    seed: int | None,
    hands: Sequence[Sequence[Card | str]] | None,
    widow: Card | str | None,
    kitty: Sequence[Card | str] | None,
) -> Value:
    """The value once the next hand is dealt (see
    :meth:`hasenpfeffer.state.GameState.deal`, whose arguments these are).

    Raises:
        IllegalActionError: the phase is not ``DEAL``, or the game has
            dealt ``MAX_DEALS`` hands already.
        InvalidValueError: the explicit deal is not of the game's shape.
    """
    phase = value[PHASE]
    if phase is not _IN_DEAL:
        raise IllegalActionError(
            f"cards are dealt only between hands, not in the {phase} phase",
            action=None,
            seat=None,
            phase=phase,
            rule="not-dealing-time",
        )
    number = value[HAND_NUMBER] + 1
    if number > MAX_DEALS:
        raise IllegalActionError(
            f"the game has dealt {MAX_DEALS} hands, the most a game deals "
            "(and a record holds): it ends here, unfinished",
            action=None,
            seat=None,
            phase=phase,
            rule="deal-limit",
            parameters={"limit": MAX_DEALS},
        )
    if hands is not None or widow is not None or kitty is not None:
        _check_cards_given(value[SPEC], seed, hands, widow, kitty)
    # A new game has no last hand: not reading its (empty) history saves
    # about 2% of a random first hand (benchmarks/instructions.sh).
    history = hand_history(value) if value[DEALS] else ()
    steps: type[AuctionSteps] = value[STEPS]
    return steps.deal(value, number, seed, hands, widow, kitty, history)


def _check_cards_given(
    spec: GameSpec,
    seed: int | None,
    hands: object,
    widow: object,
    kitty: object,
) -> None:
    """Refuse cards given for a deal in the wrong place (a widow where the
    game deals a kitty, or the reverse), beside a seed, or without the
    hands or the cards set aside."""
    if spec.kitty_size == 0:  # every card is dealt: nothing goes aside
        # An empty kitty is nothing aside (a replayed deal gives one).
        if kitty is not None and not _is_empty_sequence(kitty):
            raise InvalidValueError(
                f"{spec.title} deals every card and sets none aside: an "
                "explicit deal is hands= only"
            )
        if widow is not None or hands is None:
            raise InvalidValueError(
                f"{spec.title} deals every card and sets none aside: an "
                "explicit deal is hands= only"
            )
        if seed is not None:
            raise InvalidValueError("deal from a seed or from cards, not both")
        return
    if spec.widow:
        if kitty is not None:
            raise InvalidValueError(
                f"{spec.title} deals a widow, not a kitty: give widow= instead"
            )
        aside = widow
    else:
        if widow is not None:
            raise InvalidValueError(
                f"{spec.game!r} deals a kitty, not a widow: give kitty= instead"
            )
        aside = kitty
    if seed is not None:
        raise InvalidValueError("deal from a seed or from cards, not both")
    if hands is None or aside is None:
        raise InvalidValueError(f"an explicit deal needs both hands and {spec.aside}")


def _is_empty_sequence(value: object) -> bool:
    return (
        isinstance(value, Sequence)
        and not isinstance(value, (str, bytes))
        and len(value) == 0
    )

"""The Euchres' auction round the upcard: the calls it allows after each
number of passes, the suit the upcard proposes, and the rule that refuses
a call.  Euchre, Three-Handed Euchre and Railroad Euchre hold it; the
engine's steps of the order-up auction (``_engine.order_up``) read it, and
a refusal's words name the rule it returns.
"""

from __future__ import annotations

import enum
import functools

from ._engine.tables import NAME_TRUMPS
from .actions import NameTrump, Pass
from .cards import Card, Suit
from .rules import AllPass, Rules

__all__: list[str] = []

_STICK = AllPass.STICK_THE_DEALER
_ORDER_UP_CALLS: tuple[Pass | NameTrump, ...] = (Pass(), *NAME_TRUMPS)


def proposed_suit(upcard: Card, rules: Rules) -> Suit:
    """The suit that ``upcard`` proposes for trump: its own, or for the
    Joker (Railroad Euchre) the suit the rules agree on beforehand.

    >>> from hasenpfeffer.rules import Game
    >>> railroad = Rules(game=Game.RAILROAD_EUCHRE, joker_upcard_suit=Suit.SPADES)
    >>> proposed_suit(Card.parse("Joker"), railroad), proposed_suit(Card.parse("9C"), railroad)
    (Suit.SPADES, Suit.CLUBS)
    """  # noqa: E501
    suit = upcard.suit
    return rules.joker_upcard_suit if suit is None else suit


@functools.cache
def order_up_calls(
    upcard_suit: Suit, passes: int, all_pass: AllPass, players: int = 4
) -> tuple[Pass | NameTrump, ...]:
    """The legal calls of Euchre's auction among ``players`` after
    ``passes`` passes, with the upcard of ``upcard_suit``: in the first
    round (a call each) pass or order the upcard up (name its suit); in the
    second, pass or name another suit, except that the dealer, last, may
    not pass when stuck.

    >>> [str(call) for call in order_up_calls(Suit.HEARTS, 0, AllPass.REDEAL)]
    ['pass', 'trump H']
    >>> calls = order_up_calls(Suit.HEARTS, 7, AllPass.STICK_THE_DEALER)
    >>> [str(call) for call in calls]
    ['trump C', 'trump D', 'trump S']
    >>> len(order_up_calls(Suit.HEARTS, 5, AllPass.STICK_THE_DEALER, players=3))
    3
    """
    return tuple(
        call
        for call in _ORDER_UP_CALLS
        if order_up_refusal(upcard_suit, passes, all_pass, players, call) is None
    )


class OrderUpRule(enum.Enum):
    """A rule of Euchre's auction that can refuse a call."""

    STICK_THE_DEALER = "stick the dealer"
    """The dealer, last of the second round after every other pass, may
    not pass."""
    FIRST_ROUND = "first round"
    """In the first round only the upcard's suit may be named."""
    TURNED_DOWN = "turned down"
    """In the second round the upcard's suit, turned down, may not be
    named."""


def order_up_refusal(
    upcard_suit: Suit,
    passes: int,
    all_pass: AllPass,
    players: int,
    call: Pass | NameTrump,
) -> OrderUpRule | None:
    """The rule of Euchre's auction that refuses ``call`` after ``passes``
    passes with the upcard of ``upcard_suit``, or ``None`` when it is
    legal.  The auction's rules are stated here only:
    :func:`order_up_calls` keeps the calls this allows, and the refusal's
    words name the rule this returns.

    >>> order_up_refusal(Suit.HEARTS, 0, AllPass.REDEAL, 4, NameTrump(Suit.CLUBS))
    <OrderUpRule.FIRST_ROUND: 'first round'>
    >>> order_up_refusal(Suit.HEARTS, 7, AllPass.STICK_THE_DEALER, 4, Pass())
    <OrderUpRule.STICK_THE_DEALER: 'stick the dealer'>
    """
    if call.__class__ is Pass:
        if passes == 2 * players - 1 and all_pass is _STICK:
            return OrderUpRule.STICK_THE_DEALER
        return None
    assert isinstance(call, NameTrump)
    if passes < players:
        return None if call.suit is upcard_suit else OrderUpRule.FIRST_ROUND
    return OrderUpRule.TURNED_DOWN if call.suit is upcard_suit else None

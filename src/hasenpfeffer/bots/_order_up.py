"""The bots' decisions of Euchre before the play: order up or pass, name a
suit in the second round, the dealer's discard, and going alone.

One count of a hand's worth (``hand_strength``,
the tricks it may expect to help take) decides them all:

- **Order up** (first round): count the hand with the upcard's suit as
  trump; the dealer counts the hand after taking the upcard and throwing
  its weakest card.  The upcard helps the side of the dealer, so the
  dealer's partner counts a little more and the opponents a little less.
  Order it up when the side may expect three tricks.
- **Name a suit** (second round): the best of the other three suits, by
  the same count; a dealer who is stuck names it whatever it is worth.
- **Three-Handed Euchre**: the maker must take three tricks alone against
  two, so the count leaves out the partner's 0.7; the upcard takes 0.3
  from the count of anyone but the dealer (it goes to an opponent), and
  the player who leads first adds 0.3.  The player orders up or names a
  suit when the count reaches 2.6: about where calling starts to gain on
  average (a point when made, 3 for all five tricks, 2 to each opponent
  when euchred), by double-dummy results of random deals.  The right
  bower, the ace of trump, a small trump and a side ace count 2.75; three
  small trumps and a side ace 1.75.
- **Discard**: the dealer throws the card that leaves the most, which is
  usually a lone low card of a side suit.
- **Go alone**: the maker goes alone when the hand alone is worth 3.4
  tricks by the count (the five highest trumps count 3.45: the count,
  made for Hasenpfeffer's six cards and Joker, puts five cards lower); a
  defender asked whether to defend alone always declines.
- **Call for best** (Railroad Euchre): a maker who goes alone calls for
  best when the rules allow it, since the partner's best card can only
  help; the partner gives its highest card (its best trump, else its best
  plain card), and the caller then throws the card whose loss leaves the
  most, as the dealer does.

Every decision comes with its reason, which :class:`HeuristicBot` gives
as advice.

>>> import hasenpfeffer as hp
>>> rules = hp.Rules(game=hp.Game.EUCHRE)
>>> state = hp.new_game(rules, dealer=0).deal(
...     hands=["JS JC AS KS AD".split(), "9C TC 9D TD 9H".split(),
...            "QC KC QD KD QH".split(), "AC JD AH KH JH".split()],
...     kitty="9S TS QS TH".split())
>>> action, reason = order_up_decision(state.view(1))
>>> str(action), reason
('pass', 'with spades trump your side may expect about 0.3 tricks, short of the 3 it needs')
"""  # noqa: E501

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .._engine.tables import TRUMP_TABLES
from ..actions import Action, CallForBest, Discard, Give, GoAlone, NameTrump, Pass
from ..cards import Card, Suit
from ..games import spec_of
from ..order_up import proposed_suit
from ..phases import Phase
from ..views import PlayerView
from ._strength import PARTNER_VALUE, hand_strength


class _Calling(NamedTuple):
    """How a hand's count decides a call, at a table of four or three."""

    needed: float
    """The count a call needs."""
    upcard_help: float
    """What the upcard adds to (or takes from) a side's count in the first
    round when it goes to (or away from) that side's dealer."""
    lead_help: float
    """What leading first adds to a player's count."""
    partner: bool
    """Whether the maker has a partner, whose help the count includes."""


_PARTNERS = _Calling(needed=3.0, upcard_help=0.4, lead_help=0.0, partner=True)
"""Euchre and Railroad Euchre: the makers need three tricks together."""
_ALONE_AGAINST_TWO = _Calling(needed=2.6, upcard_help=0.3, lead_help=0.3, partner=False)
"""Three-Handed Euchre: the maker needs three tricks alone."""
_ALONE_WORTH = 3.4
"""What a hand must be worth on its own, without a partner, to go alone:
the right and left bowers, the ace and king of trump and a side ace count
3.8; the right and left bowers, the ace of trump and two side kings 3.0."""


def _after_pickup(hand: Sequence[Card], upcard: Card, trump: Suit) -> list[Card]:
    """The dealer's hand once it takes the upcard and throws its weakest card."""
    cards = [*hand, upcard]
    return [card for card in cards if card != dealer_discard(cards, upcard, trump)]


def dealer_discard(hand: Sequence[Card], upcard: Card, trump: Suit) -> Card:
    """The card the dealer throws: the one whose loss leaves the hand worth
    the most (never the upcard).

    >>> hand = [Card.parse(text) for text in "JS JC AS KS 9H TS".split()]
    >>> str(dealer_discard(hand, Card.parse("TS"), Suit.SPADES))
    '9H'
    """
    choices = [card for card in hand if card != upcard]
    return max(
        choices,
        key=lambda card: (
            hand_strength([other for other in hand if other != card], trump),
            -card.index,
        ),
    )


def order_up_decision(view: PlayerView) -> tuple[Action, str]:
    """The bots' decision in a Euchre view before the play, with its reason.

    Raises:
        ValueError: the view is not of a Euchre decision before the play
            (or it is not the view's seat's turn).
    """
    upcard = view.upcard
    legal = view.legal_actions()
    spec = spec_of(view.rules)
    if not spec.upcard or upcard is None or not legal or view.phase is Phase.PLAY:
        raise ValueError("not a decision of Euchre before the play")
    if view.phase is Phase.BIDDING:
        return _call(view, upcard, legal)
    if view.phase is Phase.DISCARD:
        assert view.trump is not None
        # The one card of the hand that may not go: the upcard picked up,
        # or the card given to a player who called for best.
        kept = next(card for card in view.hand if Discard(card) not in legal)
        card = dealer_discard(view.hand, kept, view.trump)
        return Discard(card), "the card whose loss leaves the hand worth the most"
    if isinstance(legal[0], Give):
        assert view.trump is not None
        power = TRUMP_TABLES[view.trump].power
        best = max(view.hand, key=lambda card: (power[card.index], card.index))
        return Give(best), "the highest card in the hand"
    return _alone(view)


def _call(
    view: PlayerView, upcard: Card, legal: Sequence[Action]
) -> tuple[Action, str]:
    seat, dealer = view.seat, view.dealer
    shape = spec_of(view.rules)
    calling = _PARTNERS if shape.partnerships else _ALONE_AGAINST_TWO
    # Before the call nobody is a maker: the sides are the scoring ones.
    same_side = shape.side_of(dealer) == shape.side_of(seat)
    start = calling.lead_help if seat == (dealer + 1) % shape.players else 0.0
    if not calling.partner:
        start -= PARTNER_VALUE
    needed = calling.needed
    upcard_suit = proposed_suit(upcard, view.rules)
    if Pass() in legal and legal[1:] == (NameTrump(upcard_suit),):
        trump = upcard_suit
        hand = list(view.hand)
        if seat == dealer:
            hand = _after_pickup(hand, upcard, trump)
        worth = hand_strength(hand, trump) + start
        if seat != dealer:
            worth += calling.upcard_help if same_side else -calling.upcard_help
        words = trump.word
        if worth >= needed:
            return NameTrump(trump), (
                f"with {words} trump {_expect(calling)} about {worth:.1f} tricks"
            )
        return Pass(), (
            f"with {words} trump {_expect(calling)} about {worth:.1f} tricks, "
            f"short of the {needed:g} {_need(calling)}"
        )
    suits = [action.suit for action in legal if isinstance(action, NameTrump)]
    worth_of = {suit: hand_strength(view.hand, suit) + start for suit in suits}
    best = max(suits, key=lambda suit: (worth_of[suit], -suits.index(suit)))
    worth = worth_of[best]
    words = best.word
    if worth >= needed or Pass() not in legal:
        stuck = "" if Pass() in legal else "; the dealer is stuck and must name one"
        return NameTrump(best), (
            f"{words} is the best suit left, worth about {worth:.1f} tricks{stuck}"
        )
    return Pass(), (
        f"the best suit left, {words}, is worth about {worth:.1f} tricks, "
        f"short of the {needed:g} {_need(calling)}"
    )


def _expect(calling: _Calling) -> str:
    """Who may expect the tricks counted, in the advice."""
    return "your side may expect" if calling.partner else "alone you may expect"


def _need(calling: _Calling) -> str:
    """What the count must reach, in the advice."""
    return "it needs" if calling.partner else "a maker alone against two needs"


def _alone(view: PlayerView) -> tuple[Action, str]:
    assert view.trump is not None
    if view.seat != view.maker:
        return Pass(), "a lone defender must take three tricks from a lone maker"
    worth = hand_strength(view.hand, view.trump) - hand_strength([], view.trump)
    if worth >= _ALONE_WORTH and view.rules.call_for_best:
        return CallForBest(), (
            f"the hand alone is worth about {worth:.1f} tricks, and the partner's "
            "best card can only add to it"
        )
    if worth >= _ALONE_WORTH:
        return GoAlone(), f"the hand alone is worth about {worth:.1f} tricks"
    return Pass(), (
        f"the hand alone is worth about {worth:.1f} tricks: keep the partner"
    )

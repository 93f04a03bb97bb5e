"""What a seat knows that its view does not list outright, for the integrations.

The vectors and strings of the integrations need a few facts that follow
from a :class:`~hasenpfeffer.PlayerView` without being fields of it: the
cards the seat was dealt, who has said whether to go alone, the dealer of
the hand shown, and whether that hand is over.  Once a hand is scored (or
thrown in) the view still shows its cards and tricks until the next deal,
while ``view.dealer`` already names the next dealer.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.integrations._seat_knowledge import hand_is_over
>>> state = hp.new_game(seed=1, dealer=0).deal()
>>> hand_is_over(state.view(0))
False
>>> hand_is_over(state.pass_().pass_().pass_().pass_().view(0))
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._checks import check_instance
from .._engine.steps import AUCTION_STEPS
from .._engine.tables import PARTNER, suits_in, voids_shown
from ..cards import Card, Suit
from ..games import spec_of
from ..order_up import proposed_suit
from ..phases import Phase
from ..state import GameState

if TYPE_CHECKING:
    from ..views import PlayerView

__all__ = [
    "alone_choices",
    "dealt_hand",
    "hand_dealer",
    "hand_is_over",
    "no_trump_named",
    "shown_void",
]


def hand_is_over(view: PlayerView) -> bool:
    """Whether the view shows a hand that has been scored (or thrown in)."""
    results = view.hand_results
    return bool(results) and results[-1].hand_number == view.hand_number


def no_trump_named(view: PlayerView) -> bool:
    """Whether the maker of the hand shown named no trump (Bid Euchre):
    there is a maker, trump is no longer to be named, and there is none.

    >>> import hasenpfeffer as hp
    >>> rules = hp.Rules(game=hp.Game.BID_EUCHRE)
    >>> state = hp.new_game(rules, seed=1, dealer=0).deal().bid(3)
    >>> state = state.pass_().pass_().pass_()
    >>> no_trump_named(state.view(0)), no_trump_named(state.apply(hp.NoTrump()).view(0))
    (False, True)
    """
    return (
        view.trump is None and view.maker is not None and view.phase is not Phase.TRUMP
    )


def dealt_hand(view: PlayerView) -> tuple[Card, ...]:
    """The cards the view's seat was dealt this hand, in deck order.

    Worked out from the view: the cards in hand and those already played,
    and for the maker the discard, less the widow.  In Euchre the dealer's
    discard counts and the upcard the dealer took up does not; in Railroad
    Euchre the card a seat gave for best counts, and for the seat that
    called for best the card it discarded counts and the card given does
    not.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H")
    >>> state = state.discard("QC").play("AS")
    >>> hp.format_cards(dealt_hand(state.view(1)))
    'QC TD AD 9H 9S AS'
    """
    cards = set(view.hand)
    tricks = (*view.completed_tricks, (view.leader, view.current_trick, None))
    for _, plays, _ in tricks:
        cards.update(card for seat, card in plays if seat == view.seat)
    if view.discarded is not None:
        cards.add(view.discarded)
    if view.widow is not None:
        cards.discard(view.widow)
    given = view.best_card
    if given is not None:
        if view.seat in view.called_for_best:
            if view.best_discard is not None:
                cards.add(view.best_discard)
            cards.discard(given)
        else:
            cards.add(given)
    upcard = view.upcard
    if (
        upcard is not None
        and view.trump is proposed_suit(upcard, view.rules)
        and view.seat == hand_dealer(view)
    ):
        # Ordered up (the second round may not name the upcard's suit):
        # the dealer took the upcard, which was not dealt to the dealer.
        cards.discard(upcard)
    return tuple(sorted(cards, key=lambda card: card.index))


def alone_choices(view: PlayerView) -> dict[int, bool]:
    """Who has said whether to go alone this hand: seat to ``True`` (went
    alone, or called for best) or ``False`` (declined), in the order they
    spoke.

    The view does not list these calls, but they follow from the phase,
    the seat to act, the lone players and the calls for best.  The
    defenders are asked from the maker's left, in Euchre from the dealer's
    left.  Nobody is asked in Three-Handed Euchre, where the maker always
    plays alone.

    >>> import hasenpfeffer as hp
    >>> rules = hp.Rules(lone_hands=True, lone_defender=True)
    >>> state = hp.new_game(rules, seed=1, dealer=0).deal().bid(6)
    >>> state = state.name_trump("H").discard("QC").go_alone().pass_()
    >>> alone_choices(state.view(0))
    {1: True, 2: False}
    """
    maker = view.maker
    spec = spec_of(view.rules)
    if not view.rules.lone_hands or maker is None or not spec.partnerships:
        return {}
    steps = AUCTION_STEPS[spec.auction]
    asked = (maker, *steps.defenders_in_turn(maker, hand_dealer(view)))
    went = {*view.lone_players, *view.called_for_best}
    phase = view.phase
    to_act = view.to_act
    if phase in (Phase.BIDDING, Phase.TRUMP) or (phase is Phase.DISCARD and not went):
        answered = 0
    elif phase is Phase.DISCARD:
        # A lone player discarding for the card given: it has spoken.
        assert to_act is not None
        answered = asked.index(to_act) + 1
    elif phase is Phase.ALONE:
        assert to_act is not None
        partner = PARTNER[to_act]
        if partner in view.called_for_best and to_act not in view.sitting_out:
            answered = asked.index(partner) + 1  # giving for best
        else:
            answered = asked.index(to_act)
    elif maker not in went:
        answered = 1
    elif not view.rules.lone_defender or asked[1] in went:
        answered = 2 if view.rules.lone_defender else 1
    else:
        answered = 3
    return {seat: seat in went for seat in asked[:answered]}


def hand_dealer(view: PlayerView) -> int:
    """The dealer of the hand the view describes.

    ``view.dealer`` is already the next hand's dealer once a hand is over;
    this is the dealer of the hand whose cards and tricks the view shows.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().pass_().pass_().pass_().pass_()
    >>> state.view(0).dealer, hand_dealer(state.view(0))
    (1, 0)
    """
    if hand_is_over(view):
        return view.hand_results[-1].dealer
    return view.dealer


def shown_void(state: GameState) -> dict[int, set[Suit]]:
    """The effective suits each seat has shown it holds no more of, by not
    following them this hand (seats 0 to 3, or 0 to 2 in Three-Handed
    Euchre).

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H")
    >>> state = state.discard("QC").play("AS").play("TS").play("KS").play("QS")
    >>> state = state.play("9S").play("9D")      # seat 2 has no spade left
    >>> shown_void(state)
    {0: set(), 1: set(), 2: {Suit.SPADES}, 3: set()}
    """
    check_instance(state, GameState, "state", "a GameState")
    players = spec_of(state.rules).players
    # Before trump is named no trick has been played; after, ``None`` is no
    # trump, each card of its printed suit.
    tricks = [trick.plays for trick in state.completed_tricks]
    shown = voids_shown([*tricks, state.current_trick], state.trump, players)
    return {seat: suits_in(voids) for seat, voids in enumerate(shown)}

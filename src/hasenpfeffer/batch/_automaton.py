"""A hand's decisions before the play, as a table the batch kernel walks.

Before the first card is played, what is legal depends on the cards in
only a few ways: which seat is to act and what it may call follow from
the calls so far, the upcard's suit (or the Joker as upcard) and, with
``AllPass.JOKER_BIDS``, where the Joker lies; the cards themselves matter
only where a player discards or gives a card.  So the engine, asked once
per rules with one deal for each such *context*, gives the whole tree of
those decisions: every node a point of the hand, with the seat to act
(counted from the dealer) and, for a call, the node each legal call
leads to.  The kernel walks that tree instead of knowing any auction.

When the play opens, the node holds what the play needs: the trump, the
leader and the seats sitting out; and what the hand scores: the makers'
side and each side's change for each number of tricks the makers take,
from the engine's own scoring.
"""

from __future__ import annotations

from ..actions import Discard, Give
from ..cards import JOKER, Card, Suit
from ..dealing import Deal
from ..games import GameSpec, spec_of
from ..integrations.encoding import action_to_id
from ..phases import Phase
from ..rules import AllPass, Rules
from ..scoring import unchecked_hand_score
from ..state import GameState, new_game

__all__ = [
    "CALL",
    "DISCARD",
    "GIVE",
    "JOKER_PLACE_CONTEXT",
    "JOKER_SUIT",
    "NO_CARD",
    "NO_CONTEXT",
    "NO_TRUMP",
    "PLAY",
    "THROWN_IN",
    "UPCARD_CONTEXT",
    "Automaton",
    "automaton",
    "context_kind",
    "context_of",
    "suit_number",
]

CALL, DISCARD, GIVE, PLAY, THROWN_IN = range(5)
"""The kinds of node: a call (a choice among actions that are not cards),
a discard, a give (a card to a partner who called for best), the opening
of the play, and a hand thrown in."""
NO_CARD = -1
"""No card: no upcard or widow, nothing kept."""
NO_TRUMP = 4
"""The trump of a hand in no trump (the suits are 0 to 3)."""
JOKER_SUIT = 4
"""The Joker's number among the suits' (the context of a Joker turned up)."""


class Automaton:
    """The tree of one set of rules' decisions before the play, in lists
    indexed by node (see the module's description).

    Attributes:
        roots: the first node for each context.
        kind: each node's kind.
        seat: the seat to act, counted from the dealer (0 is the dealer).
        edges: for a call, each legal action id and the node it leads
            to; for a discard or a give, the one node after it.
        takes: the seat (from the dealer) that takes the upcard or widow
            on reaching the node, or ``NO_CARD``.
        keeps_taken: a discard that may not discard the card taken (the
            upcard, or the card given).
        trump: at the play, the trump suit (0 to 3) or ``NO_TRUMP``.
        leader: at the play, the seat to lead, from the dealer.
        out: at the play, the seats sitting out, as a bit mask of seats
            from the dealer.
        makers: at the play, the maker's seat from the dealer.
        receiver: at a give, the seat given the card, from the dealer.
        scores: at the play, for each number of tricks the makers take,
            the makers' change and every other side's.
    """

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.spec: GameSpec = spec_of(rules)
        self.roots: list[int] = []
        self.kind: list[int] = []
        self.seat: list[int] = []
        self.edges: list[dict[int, int]] = []
        self.takes: list[int] = []
        self.keeps_taken: list[bool] = []
        self.trump: list[int] = []
        self.leader: list[int] = []
        self.out: list[int] = []
        self.makers: list[int] = []
        self.receiver: list[int] = []
        self.scores: list[tuple[tuple[int, int], ...]] = []

    def __len__(self) -> int:
        return len(self.kind)

    def _add(self, kind: int, seat: int, takes: int) -> int:
        self.kind.append(kind)
        self.seat.append(seat)
        self.edges.append({})
        self.takes.append(takes)
        self.keeps_taken.append(False)
        self.trump.append(NO_TRUMP)
        self.leader.append(0)
        self.out.append(0)
        self.makers.append(0)
        self.receiver.append(0)
        self.scores.append(())
        return len(self.kind) - 1


NO_CONTEXT, UPCARD_CONTEXT, JOKER_PLACE_CONTEXT = range(3)
"""What tells a deal's context: nothing (one context), the upcard's suit
(or the Joker turned up), or the Joker's place (a seat from the dealer,
or the widow)."""


def context_kind(rules: Rules) -> int:
    """What tells the context of a deal under ``rules``."""
    if spec_of(rules).upcard:
        return UPCARD_CONTEXT
    if rules.all_pass is AllPass.JOKER_BIDS:
        return JOKER_PLACE_CONTEXT
    return NO_CONTEXT


def contexts(rules: Rules) -> range:
    """The contexts of a deal under ``rules``: one, or one per upcard (a
    suit or the Joker), or one per place of the Joker (a seat from the
    dealer, or the widow)."""
    spec = spec_of(rules)
    kind = context_kind(rules)
    if kind == UPCARD_CONTEXT:
        return range(5 if spec.joker else 4)
    if kind == JOKER_PLACE_CONTEXT:
        return range(spec.players + 1)
    return range(1)


def context_of(rules: Rules, deal: Deal, dealer: int) -> int:
    """The context of ``deal`` dealt by ``dealer`` (the batch kernel works
    it out the same way from its arrays)."""
    spec = spec_of(rules)
    kind = context_kind(rules)
    if kind == UPCARD_CONTEXT:
        return suit_number(deal.kitty[0])
    if kind == JOKER_PLACE_CONTEXT:
        for seat, hand in enumerate(deal.hands):
            if JOKER in hand:
                return (seat - dealer) % spec.players
        return spec.players  # in the widow
    return 0


def suit_number(card: Card) -> int:
    """A card's printed suit, 0 to 3 in the order of the suits, or
    ``JOKER_SUIT`` for the Joker."""
    return JOKER_SUIT if card.suit is None else list(Suit).index(card.suit)


def _deal_for(rules: Rules, context: int) -> Deal:
    """A deal by seat 0 of the given context: the deck in order, turned
    until the deal has it (each context is some place of a card)."""
    spec = spec_of(rules)
    cards = list(spec.cards)
    players, size = spec.players, spec.hand_size
    for shift in range(len(cards)):
        order = cards[shift:] + cards[:shift]
        hands = [order[seat * size : (seat + 1) * size] for seat in range(players)]
        aside = order[players * size :]
        widow = aside[0] if spec.widow and spec.kitty_size else None
        deal = Deal(
            tuple(tuple(sorted(hand)) for hand in hands),
            widow,
            () if widow is not None else tuple(aside),
        )
        if context_of(rules, deal, 0) == context:
            return deal
    raise AssertionError(f"no deal of context {context}")  # pragma: no cover


def automaton(rules: Rules) -> Automaton:
    """The tree of ``rules``' decisions before the play, from the engine."""
    tree = Automaton(rules)
    for context in contexts(rules):
        deal = _deal_for(rules, context)
        state = new_game(rules, dealer=0, seed=0).deal(
            hands=deal.hands, widow=deal.widow, kitty=deal.kitty or None
        )
        tree.roots.append(_visit(tree, state, NO_CARD))
    return tree


def _visit(tree: Automaton, state: GameState, takes: int) -> int:
    """Add the node of ``state`` and everything after it; its number."""
    phase = state.phase
    if phase in (Phase.DEAL, Phase.GAME_OVER):
        return tree._add(THROWN_IN, 0, takes)
    if phase is Phase.PLAY and not state.current_trick and not state.completed_tricks:
        return _play_node(tree, state, takes)
    seat = state.to_act
    assert seat is not None
    actions = state.legal_actions()
    cards = [action for action in actions if isinstance(action, (Discard, Give))]
    if cards:
        assert len(cards) == len(actions), "cards and calls offered together"
        kind = DISCARD if isinstance(cards[0], Discard) else GIVE
        node = tree._add(kind, seat, takes)
        held = set(state.hands[seat])
        offered = {action.card for action in cards}
        if kind is DISCARD and offered != held:
            (kept,) = held - offered
            tree.keeps_taken[node] = True
            assert kept in (state.upcard, _last_given(state)), "an unknown kept card"
        after = state.apply(cards[0])
        if kind == GIVE:
            (tree.receiver[node],) = (
                other
                for other, (old, new) in enumerate(
                    zip(state.hands, after.hands, strict=True)
                )
                if len(new) > len(old)
            )
        tree.edges[node][-1] = _visit(tree, after, _taker(state, after))
        return node
    node = tree._add(CALL, seat, takes)
    for action in actions:
        after = state.apply(action)
        tree.edges[node][action_to_id(action)] = _visit(
            tree, after, _taker(state, after)
        )
    return node


def _last_given(state: GameState) -> Card | None:
    actions = state.hand_history
    if actions and isinstance(actions[-1][1], Give):
        return actions[-1][1].card
    return None


def _taker(before: GameState, after: GameState, *, gives: bool = False) -> int:
    """The seat that took the upcard or the widow between two states (with
    ``gives``, the seat given a card)."""
    given = isinstance(after.hand_history[-1][1], Give)
    for seat, (old, new) in enumerate(zip(before.hands, after.hands, strict=True)):
        if len(new) > len(old) and given is gives:
            return seat
    return NO_CARD


def _play_node(tree: Automaton, state: GameState, takes: int) -> int:
    spec = tree.spec
    node = tree._add(PLAY, 0, takes)
    trump = state.trump
    tree.trump[node] = NO_TRUMP if trump is None else list(Suit).index(trump)
    assert state.leader is not None and state.maker is not None
    tree.leader[node] = state.leader
    tree.out[node] = sum(1 << seat for seat in state.sitting_out)
    tree.makers[node] = state.maker
    lone = state.lone_players
    tree.scores[node] = tuple(
        unchecked_hand_score(
            spec, tree.rules, state.contract, tricks, bool(lone), len(lone) == 2
        )
        for tricks in range(spec.hand_size + 1)
    )
    return node

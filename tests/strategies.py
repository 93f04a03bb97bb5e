"""Shared Hypothesis strategies and the game-state invariant checker.

Every property test and the state machine draw their values from here, so
a new rule option or action kind is added to the strategies in one place.

The checker, :func:`check_invariants`, does not trust the library to judge
itself: it re-derives the current hand from its recorded deal and history
with a small reference model of RULES.md (auction, going alone, following
suit, trick winners, scoring, game end) and compares every field of the
state with it.
"""

from __future__ import annotations

import enum
import functools
import itertools
import random
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

import attrs
from hypothesis import settings
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer.bots import SimpleBot

__all__ = [
    "ALL_ACTIONS",
    "DECK",
    "actions",
    "bids",
    "cards",
    "check_invariants",
    "deal_next",
    "dealers",
    "deals",
    "dealt_states",
    "describe",
    "every_rules",
    "hands",
    "new_games",
    "play_endings",
    "reachable_states",
    "ref_effective_suit",
    "ref_hand_score",
    "ref_legal_plays",
    "ref_trick_winner",
    "rules",
    "rules_id",
    "scaled",
    "seeds",
    "suits",
    "trick_and_hand",
    "walk",
]

Ex = TypeVar("Ex")


class Draw(Protocol):
    """``draw`` of ``@composite`` or ``data.draw`` of ``st.data()``."""

    def __call__(self, strategy: st.SearchStrategy[Ex], label: Any = None) -> Ex: ...


Deal = tuple[tuple[tuple[hp.Card, ...], ...], hp.Card]

DECK: tuple[hp.Card, ...] = hp.deck()
_DECK_POSITION = {card: position for position, card in enumerate(DECK)}

# -- settings ------------------------------------------------------------------


def scaled(factor: float, **changes: object) -> settings:
    """Settings with ``factor`` times the loaded profile's ``max_examples``.

    Lets a slow test run fewer examples than the profile asks for while a
    ``thorough`` profile still scales it up.
    """
    base = settings.default
    assert base is not None
    examples = max(1, round(base.max_examples * factor))
    return settings(base, max_examples=examples, **changes)  # type: ignore[arg-type]


# -- values --------------------------------------------------------------------


def rules(*, small_targets: bool = True) -> st.SearchStrategy[hp.Rules]:
    """Every combination of the Rules options, with small and default targets.

    ``lone_defender`` needs ``lone_hands``, so they are drawn as a pair.

    Small targets (1 to 5) let random games reach ``GAME_OVER`` quickly.
    """
    targets = (
        st.one_of(st.just(10), st.integers(min_value=1, max_value=5))
        if small_targets
        else st.just(10)
    )
    lone = st.sampled_from(((False, False), (True, False), (True, True)))
    return st.builds(
        _make_rules,
        bidding=st.sampled_from(hp.Bidding),
        all_pass=st.sampled_from(hp.AllPass),
        failed_contract=st.sampled_from(hp.FailedContract),
        defenders_score_tricks=st.booleans(),
        opening_lead=st.sampled_from(hp.OpeningLead),
        tie_break=st.sampled_from(hp.TieBreak),
        target_score=targets,
        lone=lone,
        alone_multiplier=st.sampled_from((2, 1, 3)),
    )


def _make_rules(*, lone: tuple[bool, bool], **options: Any) -> hp.Rules:
    return hp.Rules(lone_hands=lone[0], lone_defender=lone[1], **options)


def every_rules(numbers: Mapping[str, Sequence[int]] | None = None) -> list[hp.Rules]:
    """Every combination of the options that ``Rules`` accepts.

    Each value of each enum option, both values of each yes-or-no option,
    and for each whole-number option the values ``numbers`` gives it (its
    default otherwise).  Combinations that ``Rules`` refuses, such as
    ``lone_defender`` without ``lone_hands``, are left out: 192 in all with
    one value per number.  The order is the product's, fields in the order
    ``Rules`` declares them.
    """
    numbers = numbers or {}
    choices: list[tuple[Any, ...]] = []
    for field in attrs.fields(hp.Rules):
        if field.name in numbers:
            choices.append(tuple(numbers[field.name]))
        elif isinstance(field.default, enum.Enum):
            choices.append(tuple(type(field.default)))
        elif isinstance(field.default, bool):
            choices.append((False, True))
        elif isinstance(field.default, int):
            choices.append((field.default,))
        else:
            raise TypeError(f"every_rules does not know how to vary {field.name}")
    names = [field.name for field in attrs.fields(hp.Rules)]
    found = []
    for values in itertools.product(*choices):
        try:
            found.append(hp.Rules(**dict(zip(names, values, strict=True))))
        except hp.InvalidValueError:
            continue
    return found


def rules_id(game_rules: hp.Rules) -> str:
    """The options that differ from the defaults, for a test id or a report."""
    default = hp.Rules()
    changed = [
        f"{field.name}={getattr(game_rules, field.name)}"
        for field in attrs.fields(hp.Rules)
        if getattr(game_rules, field.name) != getattr(default, field.name)
    ]
    return ", ".join(changed) or "the defaults"


def cards() -> st.SearchStrategy[hp.Card]:
    """Any of the 25 cards."""
    return st.sampled_from(DECK)


def suits() -> st.SearchStrategy[hp.Suit]:
    """Any of the four suits."""
    return st.sampled_from(hp.Suit)


def seeds() -> st.SearchStrategy[int]:
    """Game and deal seeds: small, large and negative whole numbers."""
    return st.one_of(
        st.integers(min_value=0, max_value=1000),
        st.integers(min_value=-(2**80), max_value=2**80),
    )


def dealers() -> st.SearchStrategy[int | None]:
    """A first dealer, or ``None`` (drawn from the game's seed)."""
    return st.one_of(st.none(), st.integers(min_value=0, max_value=3))


def _split(order: Sequence[hp.Card]) -> Deal:
    hands_ = tuple(tuple(order[6 * seat : 6 * seat + 6]) for seat in range(4))
    return hands_, order[24]


def deals() -> st.SearchStrategy[Deal]:
    """An explicit deal: a permutation of the deck as 4 hands of 6 and a widow.

    The hands are in the permutation's order, not sorted.
    """
    return st.permutations(DECK).map(_split)


def hands(min_size: int = 1, max_size: int = 7) -> st.SearchStrategy[list[hp.Card]]:
    """A hand: distinct cards, in no particular order."""
    return st.lists(cards(), min_size=min_size, max_size=max_size, unique=True)


@st.composite
def trick_and_hand(
    draw: st.DrawFn, *, trick_sizes: tuple[int, int] = (0, 3)
) -> tuple[list[hp.Card], list[hp.Card], hp.Suit]:
    """Disjoint ``(trick, hand, trump)``: the cards played so far and a hand."""
    order: list[hp.Card] = draw(st.permutations(DECK))
    trick_size: int = draw(
        st.integers(min_value=trick_sizes[0], max_value=trick_sizes[1])
    )
    hand_size: int = draw(st.integers(min_value=1, max_value=7))
    trump: hp.Suit = draw(suits())
    trick = order[:trick_size]
    hand = order[trick_size : trick_size + hand_size]
    return trick, hand, trump


_BIDS: tuple[hp.Bid, ...] = (
    *(hp.Bid(tricks) for tricks in range(1, 7)),
    hp.LITTLE_PEPPER,
    hp.BIG_PEPPER,
)


def bids() -> st.SearchStrategy[hp.Bid]:
    """Any bid value: Bid(1) to Bid(6), little pepper, big pepper."""
    return st.sampled_from(_BIDS)


def actions() -> st.SearchStrategy[hp.Action]:
    """Any well-formed action value, legal or not."""
    return st.one_of(
        st.just(hp.Pass()),
        bids(),
        st.just(hp.GoAlone()),
        st.builds(hp.NameTrump, suits()),
        st.builds(hp.Discard, cards()),
        st.builds(hp.Play, cards()),
    )


ALL_ACTIONS: tuple[hp.Action, ...] = (
    hp.Pass(),
    *_BIDS,
    hp.GoAlone(),
    *(hp.NameTrump(suit) for suit in hp.Suit),
    *(hp.Discard(card) for card in DECK),
    *(hp.Play(card) for card in DECK),
)
"""Every action value there is (64 of them)."""

# -- states --------------------------------------------------------------------


@st.composite
def new_games(
    draw: st.DrawFn, rules_strategy: st.SearchStrategy[hp.Rules] | None = None
) -> hp.GameState:
    """A fresh game (phase ``DEAL``) with drawn rules, seed and first dealer."""
    game_rules: hp.Rules = draw(rules() if rules_strategy is None else rules_strategy)
    seed: int = draw(seeds())
    dealer: int | None = draw(dealers())
    return hp.new_game(game_rules, dealer=dealer, seed=seed)


def deal_next(draw: Draw, state: hp.GameState) -> hp.GameState:
    """Deal ``state``'s next hand: from its seed, from a drawn seed, or explicitly."""
    how = draw(st.sampled_from(("game", "seed", "explicit")))
    if how == "game":
        return state.deal()
    if how == "seed":
        seed: int = draw(seeds())
        return state.deal(seed=seed)
    hands_, widow = draw(deals())
    return state.deal(hands=hands_, widow=widow)


@st.composite
def dealt_states(
    draw: st.DrawFn, rules_strategy: st.SearchStrategy[hp.Rules] | None = None
) -> hp.GameState:
    """``new_game`` then the first deal: a state in ``BIDDING``."""
    state: hp.GameState = draw(new_games(rules_strategy))
    return deal_next(draw, state)


_BOT = SimpleBot()


def describe(state: hp.GameState) -> str:
    """A short account of a state: how to rebuild it, not all of its fields."""
    deals_ = "; ".join(
        " / ".join(hp.format_cards(hand) for hand in deal.hands) + f" | {deal.widow}"
        for deal in state.deals
    )
    history = ", ".join(f"{seat}: {action}" for seat, action in state.history)
    return (
        f"{state!r} from new_game({state.rules!r}, dealer={state.first_dealer}, "
        f"seed={state.seed}); deals [{deals_}]; history [{history}]"
    )


def _pretty_state(state: hp.GameState, printer: Any, cycle: bool) -> None:
    printer.text(describe(state))


# Hypothesis prints attrs values field by field; a state's fields run to pages.
# The printer's registry is semi-internal, so a Hypothesis without it is fine.
try:
    from hypothesis.vendor.pretty import for_type_by_name
except ImportError:  # pragma: no cover
    pass
else:
    for_type_by_name("hasenpfeffer.state", "GameState", _pretty_state)


def walk(
    draw: Draw,
    state: hp.GameState,
    *,
    steps: int,
    max_hands: int,
    bot_bidding: bool = False,
    bot_play: bool = False,
) -> Iterator[hp.GameState]:
    """Yield the states of a random walk of at most ``steps`` steps from ``state``.

    Each step deals (in ``DEAL``) or takes a legal action drawn uniformly
    (or :class:`SimpleBot`'s choice in the auction with ``bot_bidding``, in
    every other phase with ``bot_play``).  The walk stops at ``GAME_OVER``
    and before dealing hand ``max_hands + 1``: uniformly random bidding
    climbs to 6 and fails, so such games need not end.
    """
    for _ in range(steps):
        if state.phase is hp.Phase.GAME_OVER:
            return
        if state.phase is hp.Phase.DEAL:
            if state.hand_number >= max_hands:
                return
            state = deal_next(draw, state)
        else:
            bidding = state.phase is hp.Phase.BIDDING
            if (bot_bidding and bidding) or (bot_play and not bidding):
                action = _BOT.choose(state)
            else:
                action = draw(st.sampled_from(state.legal_actions()))
            state = state.apply(action)
        yield state


@st.composite
def reachable_states(
    draw: st.DrawFn,
    max_steps: int = 150,
    max_hands: int = 4,
    rules_strategy: st.SearchStrategy[hp.Rules] | None = None,
) -> hp.GameState:
    """A state reached by a random legal walk from a fresh game.

    Bidding is uniformly random or by :class:`SimpleBot` (which passes weak
    hands, so thrown-in hands occur); card play is uniformly random.
    """
    state: hp.GameState = draw(new_games(rules_strategy))
    steps: int = draw(st.integers(min_value=0, max_value=max_steps))
    bot_bidding: bool = draw(st.booleans())
    states = list(
        walk(draw, state, steps=steps, max_hands=max_hands, bot_bidding=bot_bidding)
    )
    return states[-1] if states else state


# -- a reference model of RULES.md --------------------------------------------

_SAME_COLOUR = {
    hp.Suit.CLUBS: hp.Suit.SPADES,
    hp.Suit.SPADES: hp.Suit.CLUBS,
    hp.Suit.DIAMONDS: hp.Suit.HEARTS,
    hp.Suit.HEARTS: hp.Suit.DIAMONDS,
}
_PLAIN_ORDER = (
    hp.Rank.NINE,
    hp.Rank.TEN,
    hp.Rank.JACK,
    hp.Rank.QUEEN,
    hp.Rank.KING,
    hp.Rank.ACE,
)


def ref_effective_suit(card: hp.Card, trump: hp.Suit) -> hp.Suit:
    """Trump for the Joker and the left bower, the printed suit otherwise."""
    if card.suit is None:
        return trump
    if card.rank is hp.Rank.JACK and card.suit is _SAME_COLOUR[trump]:
        return trump
    return card.suit


@functools.cache
def _trump_order(trump: hp.Suit) -> tuple[hp.Card, ...]:
    """The eight trumps, highest first (RULES.md's table)."""
    return (
        hp.JOKER,
        hp.Card(hp.Rank.JACK, trump),
        hp.Card(hp.Rank.JACK, _SAME_COLOUR[trump]),
        *(
            hp.Card(rank, trump)
            for rank in (
                hp.Rank.ACE,
                hp.Rank.KING,
                hp.Rank.QUEEN,
                hp.Rank.TEN,
                hp.Rank.NINE,
            )
        ),
    )


def _strength(card: hp.Card, trump: hp.Suit, led: hp.Suit) -> int:
    order = _trump_order(trump)
    if card in order:
        return 100 - order.index(card)
    if card.suit is led:
        assert card.rank is not None
        return 10 + _PLAIN_ORDER.index(card.rank)
    return 0


def ref_trick_winner(trick: Sequence[hp.Card], trump: hp.Suit) -> int:
    """The index of the highest trump, else the highest card of the suit led."""
    led = ref_effective_suit(trick[0], trump)
    strengths = [_strength(card, trump, led) for card in trick]
    return strengths.index(max(strengths))


def ref_legal_plays(
    hand: Sequence[hp.Card], lead: hp.Card | None, trump: hp.Suit
) -> list[hp.Card]:
    """Follow the effective suit led if able, else play anything."""
    if lead is None:
        return list(hand)
    led = ref_effective_suit(lead, trump)
    following = [card for card in hand if ref_effective_suit(card, trump) is led]
    return following or list(hand)


_LADDERS = {
    hp.Bidding.STANDARD: tuple(hp.Bid(tricks) for tricks in range(1, 7)),
    hp.Bidding.PEPPER: (
        *(hp.Bid(tricks) for tricks in range(1, 6)),
        hp.LITTLE_PEPPER,
        hp.BIG_PEPPER,
    ),
}
"""The bids allowed under each form of bidding, lowest first."""


def _ladder(game_rules: hp.Rules) -> tuple[hp.Bid, ...]:
    return _LADDERS[game_rules.bidding]


@dataclass
class _RefAuction:
    rules: hp.Rules
    to_act: int | None
    high_bid: hp.Bid | None = None
    high_bidder: int | None = None
    passes: tuple[bool, ...] = (False, False, False, False)

    def legal(self) -> list[hp.Action]:
        if self.to_act is None:
            return []
        ladder = _ladder(self.rules)
        above = (
            ladder
            if self.high_bid is None
            else ladder[ladder.index(self.high_bid) + 1 :]
        )
        stuck = (
            self.rules.all_pass is hp.AllPass.STICK_THE_DEALER
            and self.high_bid is None
            and sum(self.passes) == 3
        )
        return list(above) if stuck else [hp.Pass(), *above]

    def call(self, seat: int, call: hp.Action) -> None:
        assert seat == self.to_act, f"seat {seat} called out of turn"
        assert call in self.legal(), f"{call} was not a legal call"
        if isinstance(call, hp.Pass):
            self.passes = tuple(
                passed or other == seat for other, passed in enumerate(self.passes)
            )
        else:
            assert isinstance(call, hp.Bid)
            self.high_bid, self.high_bidder = call, seat
        passes = sum(self.passes)
        if (
            passes == 4
            or (passes == 3 and self.high_bid is not None)
            or self.high_bid == _ladder(self.rules)[-1]
        ):
            self.to_act = None
            return
        nxt = (seat + 1) % 4
        while self.passes[nxt]:
            nxt = (nxt + 1) % 4
        self.to_act = nxt


def ref_hand_score(
    game_rules: hp.Rules,
    contract: hp.Bid,
    makers_tricks: int,
    lone: Sequence[int] = (),
) -> tuple[int, int]:
    """The makers' and defenders' score change (RULES.md, Scoring and Going
    alone); ``lone`` is the seats that went alone, the maker first."""
    multiplier = 2 if contract == hp.BIG_PEPPER else 1
    made = makers_tricks >= contract.tricks
    if made:
        makers = multiplier * makers_tricks
    elif game_rules.failed_contract is hp.FailedContract.TRICKS_WON:
        makers = -multiplier * makers_tricks
    else:
        makers = -multiplier * contract.tricks
    defenders = 6 - makers_tricks if game_rules.defenders_score_tricks else 0
    if len(lone) >= 1:
        makers *= game_rules.alone_multiplier
    if len(lone) == 2:
        if not made:
            makers *= game_rules.alone_multiplier
        defenders *= game_rules.alone_multiplier
    return makers, defenders


def _ref_game_winner(
    game_rules: hp.Rules, scores: Sequence[int], makers: int
) -> int | None:
    reached = [score >= game_rules.target_score for score in scores]
    if all(reached):
        if game_rules.tie_break is hp.TieBreak.HIGHER_SCORE and scores[0] != scores[1]:
            return 0 if scores[0] > scores[1] else 1
        return makers
    if any(reached):
        return reached.index(True)
    return None


# -- the invariant checker -----------------------------------------------------

_IN_HAND = frozenset(
    {hp.Phase.BIDDING, hp.Phase.TRUMP, hp.Phase.DISCARD, hp.Phase.ALONE, hp.Phase.PLAY}
)


def _in_deck_order(cards_: Sequence[hp.Card]) -> tuple[hp.Card, ...]:
    return tuple(sorted(cards_, key=_DECK_POSITION.__getitem__))


def _cards_in_play(state: hp.GameState) -> list[hp.Card]:
    """Every card somewhere in the state: hands, widow, discard, tricks."""
    found = [card for hand in state.hands for card in hand]
    if state.widow is not None:
        found.append(state.widow)
    if state.discarded is not None:
        found.append(state.discarded)
    found.extend(card for _, card in state.current_trick)
    found.extend(card for trick in state.completed_tricks for _, card in trick.plays)
    return found


def check_invariants(state: hp.GameState) -> None:
    """Assert everything that must hold of any reachable state.

    * exactly one seat to act, except in ``DEAL`` and ``GAME_OVER``, and
      ``legal_actions()`` empty exactly then;
    * the 25 cards each in exactly one place (none before the first deal);
      after a hand is scored its cards stay in the completed tricks and the
      discard (and, if a partner sat out, in that partner's hand), after a
      throw-in in the hands and the widow, until the next deal;
    * the current hand replays from its recorded deal and history under a
      reference model of the rules (turn order, legal calls, going alone,
      legal plays, trick winners, ``tricks_won``, the legal actions offered
      now);
    * the dealer rotates, scores are the sum of the hand results, and each
      hand result is scored as RULES.md says; the game ends exactly when a
      side reaches the target.
    """
    game_rules = state.rules
    phase = state.phase
    legal = state.legal_actions()

    # whose turn
    if phase in _IN_HAND:
        assert state.to_act in hp.SEATS, state.to_act
    else:
        assert state.to_act is None
    assert (len(legal) == 0) == (state.to_act is None)
    assert len(set(legal)) == len(legal), "duplicate legal actions"
    assert state.legal_actions() == legal
    assert (state.winner is not None) == (phase is hp.Phase.GAME_OVER)

    # hands dealt and finished
    assert state.hand_number >= 0
    assert len(state.deals) == state.hand_number
    finished = state.hand_number - 1 if phase in _IN_HAND else state.hand_number
    assert len(state.hand_results) == finished
    assert 0 <= state.hand_start <= len(state.history)
    assert all(seat in hp.SEATS for seat, _ in state.history)
    assert len(state.hands) == 4
    for hand in state.hands:
        assert hand == _in_deck_order(hand), "a hand is not in deck order"

    # the dealer moves left after every hand (and stays put at game over)
    if phase is hp.Phase.DEAL:
        assert state.dealer == (state.first_dealer + state.hand_number) % 4
    else:
        assert state.dealer == (state.first_dealer + state.hand_number - 1) % 4

    # scores, hand results and the end of the game
    totals = [0, 0]
    for number, result in enumerate(state.hand_results, start=1):
        assert result.hand_number == number
        assert result.dealer == (state.first_dealer + number - 1) % 4
        if result.maker is None:
            assert game_rules.all_pass is hp.AllPass.REDEAL
            assert result.contract is None and result.trump is None
            assert result.tricks_won == (0, 0) and result.score_change == (0, 0)
            assert result.lone_players == ()
            makers = 0
        else:
            assert result.contract is not None and result.trump is not None
            assert result.contract in _ladder(game_rules)
            makers = result.maker % 2
            assert sum(result.tricks_won) == 6
            assert len(result.lone_players) <= (
                2 if game_rules.lone_defender else 1 if game_rules.lone_hands else 0
            )
            if result.lone_players:
                assert result.lone_players[0] == result.maker
            change = ref_hand_score(
                game_rules,
                result.contract,
                result.tricks_won[makers],
                result.lone_players,
            )
            expected = change if makers == 0 else (change[1], change[0])
            assert result.score_change == expected, (result, expected)
        totals = [totals[team] + result.score_change[team] for team in hp.TEAMS]
        winner = (
            None
            if result.maker is None
            else _ref_game_winner(game_rules, totals, makers)
        )
        if number < len(state.hand_results) or phase in _IN_HAND:
            assert winner is None, "the game went on after a side reached the target"
        elif winner is not None:
            assert phase is hp.Phase.GAME_OVER and state.winner == winner
        else:
            assert phase is hp.Phase.DEAL
    assert state.scores == (totals[0], totals[1])
    if phase is hp.Phase.GAME_OVER:
        assert state.winner is not None
        assert state.scores[state.winner] >= game_rules.target_score

    # before the first deal there are no cards anywhere
    if state.hand_number == 0:
        assert phase is hp.Phase.DEAL
        assert _cards_in_play(state) == []
        assert state.auction is None and state.high_bid is None
        assert state.maker is None and state.contract is None
        assert state.lone_players == ()
        assert state.trump is None and state.leader is None
        assert state.tricks_won == (0, 0) and state.history == ()
        return

    # every card in exactly one place
    located = Counter(_cards_in_play(state))
    assert located == Counter(DECK), {
        "missing": sorted(set(DECK) - set(located), key=_DECK_POSITION.__getitem__),
        "twice": [card for card, count in located.items() if count > 1],
    }

    _check_current_hand(state, legal)


def _check_current_hand(state: hp.GameState, legal: tuple[hp.Action, ...]) -> None:
    """Replay the current (or last) hand from its deal under the reference rules."""
    game_rules, phase = state.rules, state.phase
    deal = state.deals[-1]
    dealer = state.dealer if phase in _IN_HAND else state.hand_results[-1].dealer
    record = state.hand_history
    assert state.auction is not None and state.auction.dealer == dealer
    assert state.high_bid == state.auction.high_bid

    # the auction
    auction = _RefAuction(game_rules, to_act=(dealer + 1) % 4)
    step = 0
    while step < len(record) and auction.to_act is not None:
        auction.call(*record[step])
        step += 1
    assert state.auction.calls == record[:step]
    assert state.auction.high_bid == auction.high_bid
    assert state.auction.high_bidder == auction.high_bidder
    assert state.auction.to_act == auction.to_act
    if auction.to_act is not None:
        assert phase is hp.Phase.BIDDING and step == len(record)
        assert state.to_act == auction.to_act
        assert list(legal) == auction.legal()
        assert state.hands == deal.hands and state.widow == deal.widow
        assert state.maker is None and state.contract is None
        assert state.lone_players == ()
        assert state.trump is None and state.discarded is None
        assert state.leader is None and state.current_trick == ()
        assert state.completed_tricks == () and state.tricks_won == (0, 0)
        return
    if auction.high_bidder is None:
        # thrown in: the cards stay where they were dealt
        assert phase is hp.Phase.DEAL and step == len(record)
        assert game_rules.all_pass is hp.AllPass.REDEAL
        assert state.hand_results[-1].maker is None
        assert state.hands == deal.hands and state.widow == deal.widow
        assert state.maker is None and state.contract is None
        assert state.lone_players == ()
        assert state.trump is None and state.discarded is None
        assert state.current_trick == () and state.completed_tricks == ()
        return

    # the maker takes the widow
    maker, contract = auction.high_bidder, auction.high_bid
    assert state.maker == maker and state.contract == contract
    assert state.widow is None
    if state.phase in (hp.Phase.TRUMP, hp.Phase.DISCARD):
        assert state.lone_players == ()
    held = [list(hand) for hand in deal.hands]
    held[maker].append(deal.widow)
    if step == len(record):
        assert phase is hp.Phase.TRUMP and state.to_act == maker
        assert state.trump is None and state.discarded is None
        assert list(legal) == [hp.NameTrump(suit) for suit in hp.Suit]
        assert state.hands == tuple(_in_deck_order(hand) for hand in held)
        return
    seat, action = record[step]
    assert seat == maker and isinstance(action, hp.NameTrump)
    trump = action.suit
    assert state.trump == trump
    step += 1
    if step == len(record):
        assert phase is hp.Phase.DISCARD and state.to_act == maker
        assert state.discarded is None
        assert state.hands == tuple(_in_deck_order(hand) for hand in held)
        assert list(legal) == [hp.Discard(card) for card in state.hands[maker]]
        return
    seat, action = record[step]
    assert seat == maker and isinstance(action, hp.Discard)
    assert action.card in held[maker]
    held[maker].remove(action.card)
    assert state.discarded == action.card
    step += 1

    # going alone (option lone_hands): the maker, then perhaps the defenders
    lone: tuple[int, ...] = ()
    deciding: list[int] = []
    if game_rules.lone_hands:
        deciding = [maker]
    while deciding and step < len(record):
        seat, action = record[step]
        assert seat == deciding[0], f"seat {seat} chose out of turn"
        assert isinstance(action, (hp.Pass, hp.GoAlone)), action
        deciding.pop(0)
        if isinstance(action, hp.GoAlone):
            lone = (*lone, seat)
            if seat == maker and game_rules.lone_defender:
                deciding = [(maker + 1) % 4, (maker + 3) % 4]
            else:
                deciding = []
        step += 1
    if deciding:
        assert step == len(record)
        assert phase is hp.Phase.ALONE and state.to_act == deciding[0]
        assert state.lone_players == lone
        assert set(legal) == {hp.Pass(), hp.GoAlone()}
        assert state.current_trick == () and state.completed_tricks == ()
        assert state.hands == tuple(_in_deck_order(hand) for hand in held)
        return
    assert state.lone_players == lone
    sitting_out = {(seat + 2) % 4 for seat in lone}
    assert set(state.sitting_out) == sitting_out
    players = [seat for seat in hp.SEATS if seat not in sitting_out]

    def next_player(seat: int) -> int:
        return players[(players.index(seat) + 1) % len(players)]

    # the tricks: the source page's lead when someone went alone, else the option
    if len(lone) == 2:
        leader = lone[1]
    elif lone:
        leader = (maker + 1) % 4
    elif game_rules.opening_lead is hp.OpeningLead.MAKER:
        leader = maker
    else:
        leader = (dealer + 1) % 4
    tricks: list[tuple[int, tuple[tuple[int, hp.Card], ...], int]] = []
    trick: list[tuple[int, hp.Card]] = []
    won = [0, 0]
    for seat, action in record[step:]:
        assert isinstance(action, hp.Play), action
        expected_seat = next_player(trick[-1][0]) if trick else leader
        assert seat == expected_seat, "played out of turn"
        lead = trick[0][1] if trick else None
        assert action.card in ref_legal_plays(held[seat], lead, trump), (
            f"seat {seat} played {action.card} illegally"
        )
        held[seat].remove(action.card)
        trick.append((seat, action.card))
        if len(trick) == len(players):
            taker = trick[ref_trick_winner([card for _, card in trick], trump)][0]
            tricks.append((leader, tuple(trick), taker))
            won[taker % 2] += 1
            leader, trick = taker, []
    assert [tuple(done) for done in state.completed_tricks] == tricks
    assert state.current_trick == tuple(trick)
    assert state.tricks_won == (won[0], won[1])
    assert sum(state.tricks_won) == len(state.completed_tricks)
    assert state.hands == tuple(_in_deck_order(hand) for hand in held)
    if len(tricks) == 6:
        assert phase in (hp.Phase.DEAL, hp.Phase.GAME_OVER)
        assert state.leader is None
        for seat in hp.SEATS:
            # a seat that sat out still holds its cards, face down
            assert (state.hands[seat] == ()) == (seat not in sitting_out)
        result = state.hand_results[-1]
        assert result.maker == maker and result.contract == contract
        assert result.trump == trump and result.tricks_won == state.tricks_won
        assert result.lone_players == lone
        return
    assert phase is hp.Phase.PLAY
    assert state.leader == leader
    assert state.to_act == (next_player(trick[-1][0]) if trick else leader)
    to_act = state.to_act
    lead = trick[0][1] if trick else None
    expected = ref_legal_plays(state.hands[to_act], lead, trump)
    assert list(legal) == [hp.Play(card) for card in expected]


# -- endings of the play -------------------------------------------------------


@st.composite
def play_endings(
    draw: st.DrawFn,
    max_tricks: int = 3,
    rules_strategy: st.SearchStrategy[hp.Rules] | None = None,
    alone: bool = False,
    min_tricks: int = 1,
) -> hp.GameState:
    """A state in ``PLAY`` with ``min_tricks`` to ``max_tricks`` (1 to 6)
    tricks left to decide, the current one included.

    From a drawn game and deal, the auction, trump and discard are random
    legal actions (dealing again after a thrown-in hand); so is the choice
    to go alone, unless ``alone``, where the maker always goes alone.  The
    play up to the ending is random or :class:`SimpleBot`'s, and stops at a
    trick boundary or part-way through a trick.  The random choices come
    from a ``Random`` seeded by one drawn number, which keeps the drawn
    data small.
    """
    state: hp.GameState = draw(new_games(rules_strategy))
    state = deal_next(draw, state)
    chooser = random.Random(draw(st.integers(min_value=0, max_value=2**32 - 1)))
    tricks: int = draw(st.integers(min_value=min_tricks, max_value=max_tricks))
    by_bot: bool = draw(st.booleans())
    while state.phase is not hp.Phase.PLAY:
        if state.phase is hp.Phase.DEAL:
            state = state.deal(seed=chooser.randrange(2**32))
        elif alone and state.phase is hp.Phase.ALONE and state.to_act == state.maker:
            state = state.go_alone()
        else:
            state = state.apply(chooser.choice(state.legal_actions()))
    played = chooser.randrange(4 - len(state.lone_players))
    while True:
        assert state.to_act is not None
        if (
            len(state.hands[state.to_act]) == tricks
            and len(state.current_trick) == played
        ):
            return state
        if by_bot:
            state = state.apply(_BOT.choose(state))
        else:
            state = state.apply(chooser.choice(state.legal_actions()))

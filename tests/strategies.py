"""Shared Hypothesis strategies and the game-state invariant checker.

Every property test and the state machine draw their values from here, so
a new rule option or action kind is added to the strategies in one place.

The checker, :func:`check_invariants`, does not trust the library to judge
itself: it replays the current hand from its recorded deal and history on
the reference engine of ``tests/reference_engine.py`` (the one model of the
rules in the tests, written from docs/rules.rst) and compares every field of
the state with it; earlier hands are scored again with the reference's
scoring.
"""

from __future__ import annotations

import enum
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
from hasenpfeffer.cards import deck as every_card
from hasenpfeffer.games import spec_of
from tests.helpers import play_until
from tests.reference_engine import (
    IllegalMoveError,
    ReferenceGame,
    bids_low_to_high,
    game_winner,
    score_change,
)

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

DECK: tuple[hp.Card, ...] = every_card()
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
        widow=st.sampled_from(hp.Widow),
    )


def _make_rules(*, lone: tuple[bool, bool], **options: Any) -> hp.Rules:
    return hp.Rules(lone_hands=lone[0], lone_defender=lone[1], **options)


def every_rules(
    numbers: Mapping[str, Sequence[int]] | None = None,
    game: hp.Game = hp.Game.HASENPFEFFER,
) -> list[hp.Rules]:
    """Every combination of the options that ``Rules`` accepts for ``game``.

    Each value of each enum option, both values of each yes-or-no option,
    and for each whole-number option the values ``numbers`` gives it (its
    default otherwise).  Combinations that ``Rules`` refuses, such as
    ``lone_defender`` without ``lone_hands`` or another game with an option
    of Hasenpfeffer's, are left out.  ``widow`` is crossed with what it
    bears on only: ``Widow.UNUSED`` changes the steps between the auction
    and the play, so it is combined with every value of ``bidding``,
    ``all_pass``, ``lone_hands``, ``lone_defender`` and ``opening_lead``,
    the scoring options at their defaults.  That makes 288 combinations
    with ``Widow.TAKEN`` and 36 with ``Widow.UNUSED`` for Hasenpfeffer,
    with one value per number.  The order is the product's, fields in the
    order ``Rules`` declares them.
    """
    numbers = numbers or {}
    defaults = hp.Rules()
    choices: list[tuple[Any, ...]] = []
    for field in attrs.fields(hp.Rules):
        default = getattr(defaults, field.name)
        if field.name == "game":
            choices.append((game,))
        elif field.name in numbers:
            choices.append(tuple(numbers[field.name]))
        elif isinstance(default, enum.Enum):
            choices.append(tuple(type(default)))
        elif isinstance(default, bool):
            choices.append((False, True))
        elif isinstance(default, int):
            choices.append((default,))
        else:
            raise TypeError(f"every_rules does not know how to vary {field.name}")
    names = [field.name for field in attrs.fields(hp.Rules)]
    found = []
    for values in itertools.product(*choices):
        options = dict(zip(names, values, strict=True))
        if options["widow"] is hp.Widow.UNUSED and any(
            options[name] != getattr(defaults, name) for name in _BESIDE_THE_WIDOW
        ):
            continue
        try:
            found.append(hp.Rules(**options))
        except hp.InvalidValueError:
            continue
    return found


_BESIDE_THE_WIDOW = ("failed_contract", "defenders_score_tricks", "tie_break")
"""The options that :func:`every_rules` leaves at their defaults under
``Widow.UNUSED``: they score a hand, whatever became of the widow."""


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
    hp.CallForBest(),
    *(hp.Give(card) for card in DECK),
)
"""Every action value there is (90 of them)."""

# -- states --------------------------------------------------------------------


@st.composite
def new_games(
    draw: st.DrawFn, rules_strategy: st.SearchStrategy[hp.Rules] | None = None
) -> hp.GameState:
    """A fresh game (phase ``DEAL``) with drawn rules, seed and first dealer."""
    game_rules: hp.Rules = draw(rules() if rules_strategy is None else rules_strategy)
    seed: int = draw(seeds())
    dealer: int | None = draw(dealers())
    if dealer is not None:  # a seat of the game's table (three seats, or four)
        dealer %= spec_of(game_rules).players
    return hp.new_game(game_rules, dealer=dealer, seed=seed)


def deal_next(draw: Draw, state: hp.GameState) -> hp.GameState:
    """Deal ``state``'s next hand: from its seed, from a drawn seed, or explicitly."""
    how = draw(st.sampled_from(("game", "seed", "explicit")))
    if how == "game":
        return state.deal()
    if how == "seed":
        seed: int = draw(seeds())
        return state.deal(seed=seed)
    if state.rules.game is not hp.Game.HASENPFEFFER:
        # Another game's explicit deal: the cards of a drawn shuffle, given
        # as hands and the kitty (none in Bid Euchre).
        shuffled = state.deal(seed=draw(seeds())).deals[-1]
        kitty = shuffled.kitty or None
        return state.deal(hands=shuffled.hands, kitty=kitty)
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
    * the current hand replays from its recorded deal and history on the
      reference engine (turn order, legal calls, going alone, legal plays,
      trick winners, ``tricks_won``, the legal actions offered now and
      their order, the hand's result);
    * the dealer rotates, scores are the sum of the hand results, and each
      hand result is scored as the reference scores it; the game ends
      exactly when a side reaches the target.
    """
    game_rules = state.rules
    phase = state.phase
    legal = state.legal_actions()

    # whose turn
    if phase in _IN_HAND:
        assert state.to_act in range(4), state.to_act
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
    assert all(seat in range(4) for seat, _ in state.history)
    assert len(state.hands) == 4
    for hand in state.hands:
        assert hand == _in_deck_order(hand), "a hand is not in deck order"

    # the dealer moves left after every hand (and stays put at game over)
    if phase is hp.Phase.DEAL:
        assert state.dealer == (state.first_dealer + state.hand_number) % 4
    else:
        assert state.dealer == (state.first_dealer + state.hand_number - 1) % 4

    # scores, hand results and the end of the game
    bids = bids_low_to_high(game_rules)
    totals = [0, 0]
    for number, result in enumerate(state.hand_results, start=1):
        assert result.hand_number == number
        assert result.dealer == (state.first_dealer + number - 1) % 4
        if result.maker is None:
            # Thrown in: all four passed under REDEAL, or under JOKER_BIDS
            # with the Joker the widow (docs/rules.rst, "When everybody
            # passes").
            assert game_rules.all_pass is not hp.AllPass.STICK_THE_DEALER
            if game_rules.all_pass is hp.AllPass.JOKER_BIDS:
                assert state.deals[number - 1].widow == hp.JOKER
            assert result.contract is None and result.trump is None
            assert result.tricks_won == (0, 0) and result.score_change == (0, 0)
            assert result.lone_players == ()
            makers = 0
        else:
            assert result.contract is not None and result.trump is not None
            assert result.contract in bids
            makers = result.maker % 2
            assert sum(result.tricks_won) == 6
            assert len(result.lone_players) <= (
                2 if game_rules.lone_defender else 1 if game_rules.lone_hands else 0
            )
            if result.lone_players:
                assert result.lone_players[0] == result.maker
            change = score_change(
                game_rules,
                result.contract,
                result.tricks_won[makers],
                maker_alone=len(result.lone_players) >= 1,
                defender_alone=len(result.lone_players) == 2,
            )
            expected = change if makers == 0 else (change[1], change[0])
            assert result.score_change == expected, (result, expected)
        totals = [totals[team] + result.score_change[team] for team in range(2)]
        winner = (
            None if result.maker is None else game_winner(game_rules, totals, makers)
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


@dataclass
class _Replay:
    """A reference game started at a hand's deal, and how many of the
    hand's actions were calls of the auction."""

    start: tuple[object, ...]
    game: ReferenceGame
    calls: int = 0


_LAST_REPLAY: list[_Replay] = []
"""The last hand replayed (at most one), kept after a check of a hand under
way that passed: the states of a walk are checked in turn, and each then
replays only the actions taken since the one before.  A finished hand is
not kept, so that a finished hand is always judged afresh."""


def _replay_hand(state: hp.GameState) -> _Replay:
    """The current (or last) hand of ``state`` replayed on the reference.

    The reference starts where the hand started (its dealer, the scores
    before it, its deal) and takes the hand's actions one by one, each of
    which must be the turn of its seat and legal there.
    """
    in_hand = state.phase in _IN_HAND
    earlier = state.hand_results if in_hand else state.hand_results[:-1]
    dealer = state.dealer if in_hand else state.hand_results[-1].dealer
    scores = [sum(result.score_change[team] for result in earlier) for team in range(2)]
    deal = state.deals[-1]
    assert all(hand == _in_deck_order(hand) for hand in deal.hands)
    start = (state.rules, dealer, *scores, state.hand_number, deal.hands, deal.widow)
    history = state.hand_history
    replay = _LAST_REPLAY.pop() if _LAST_REPLAY else None
    if (
        replay is None
        or replay.start != start
        or tuple(replay.game.history) != history[: len(replay.game.history)]
    ):
        game = ReferenceGame(
            state.rules, dealer, scores=scores, hands_played=state.hand_number - 1
        )
        game.deal(deal.hands, deal.widow, kitty=deal.kitty)
        replay = _Replay(start, game)
    reference = replay.game
    for seat, action in history[len(reference.history) :]:
        assert reference.phase not in ("DEAL", "GAME_OVER"), "an action after the hand"
        assert seat == reference.to_act, f"seat {seat} acted out of turn"
        if reference.phase == "BIDDING":
            replay.calls += 1
        try:
            reference.apply(action)
        except IllegalMoveError as error:
            raise AssertionError(f"seat {seat}: {error}") from None
    return replay


def _check_current_hand(state: hp.GameState, legal: tuple[hp.Action, ...]) -> None:
    """Replay the current (or last) hand from its deal on the reference
    engine: every field of the state that belongs to the hand must be the
    reference's."""
    game_rules, phase = state.rules, state.phase
    in_hand = phase in _IN_HAND
    replay = _replay_hand(state)
    reference, calls = replay.game, replay.calls
    dealer = state.dealer if in_hand else state.hand_results[-1].dealer

    # whose turn, and the actions offered in the library's order
    assert phase.name == reference.phase
    assert state.to_act == reference.to_act
    offered = reference.legal_actions()
    assert list(legal) == [action for action in ALL_ACTIONS if action in offered]

    # the auction
    auction = state.auction
    assert auction is not None and auction.dealer == dealer
    assert auction.calls == state.hand_history[:calls]
    assert auction.high_bid == state.high_bid == reference.high_bid
    assert auction.high_bidder == reference.high_bidder
    assert auction.passed == tuple(seat in reference.passed for seat in range(4))
    assert auction.to_act == (reference.to_act if phase is hp.Phase.BIDDING else None)
    assert auction.maker == reference.maker

    # the cards: hands in deck order, the widow until the maker takes it
    assert state.hands == tuple(_in_deck_order(hand) for hand in reference.hands)
    assert state.widow == reference.widow
    assert state.maker == reference.maker and state.contract == reference.contract
    assert state.trump == reference.trump
    assert state.discarded == reference.discarded
    if game_rules.widow is hp.Widow.UNUSED:
        # docs/rules.rst, "The widow left unused": the widow lies face down
        # all hand long, no seat's view shows it, and nobody discards
        assert state.widow == state.deals[-1].widow and state.discarded is None
        assert all(state.view(seat).widow is None for seat in range(4))

    # going alone and the tricks
    assert state.lone_players == tuple(reference.lone_players)
    assert set(state.sitting_out) == set(reference.sitting_out)
    assert state.leader == reference.leader
    assert state.current_trick == tuple(reference.current_trick)
    assert [tuple(done) for done in state.completed_tricks] == [
        (done.leader, done.plays, done.winner) for done in reference.completed_tricks
    ]
    assert state.tricks_won == (reference.tricks_won[0], reference.tricks_won[1])
    assert sum(state.tricks_won) == len(state.completed_tricks)
    if in_hand:
        _LAST_REPLAY.append(replay)
        return

    # the hand is over: its result, the scores, the next dealer, the winner
    outcome = reference.hand_outcomes[-1]
    result = state.hand_results[-1]
    assert (
        result.hand_number,
        result.dealer,
        result.maker,
        result.contract,
        result.trump,
        result.tricks_won,
        result.score_change,
        result.lone_players,
    ) == (
        outcome.hand_number,
        outcome.dealer,
        outcome.maker,
        outcome.contract,
        outcome.trump,
        outcome.tricks_won,
        outcome.score_change,
        outcome.lone_players,
    )
    assert state.scores == (reference.scores[0], reference.scores[1])
    assert state.winner == reference.winner
    assert state.dealer == reference.dealer
    if result.maker is None:
        # thrown in: all passed, under REDEAL or, the Joker the widow,
        # JOKER_BIDS
        assert game_rules.all_pass is not hp.AllPass.STICK_THE_DEALER
    else:
        assert len(state.completed_tricks) == 6
        for seat in range(4):
            # a seat that sat out still holds its cards, face down
            assert (state.hands[seat] == ()) == (seat not in reference.sitting_out)


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
    if by_bot:
        return play_until(state, tricks, played, _BOT.choose)
    return play_until(
        state, tricks, played, lambda now: chooser.choice(now.legal_actions())
    )


@st.composite
def with_deal_orders(
    draw: st.DrawFn, records: st.SearchStrategy[hp.records.GameRecord]
) -> hp.records.GameRecord:
    """A record of ``records``, half the time with the order of its deals
    (``GameRecord.deal_orders``): for each deal none, or some of its cards
    in any order."""
    record = draw(records)
    if not record.deals or draw(st.booleans()):
        return record
    orders = []
    for deal in record.deals:
        cards = [card for hand in deal.hands for card in hand]
        cards += list(deal.kitty) if deal.widow is None else [deal.widow]
        shuffled = draw(st.permutations(cards))
        orders.append(shuffled[: draw(st.integers(0, len(cards)))])
    return attrs.evolve(record, deal_orders=orders)

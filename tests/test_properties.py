"""Hypothesis properties of the whole library: values, tricks, states, games.

Each part names the sections of docs/rules.rst it checks; the states and
whole games go through ``check_invariants``, which replays them on the
reference engine, written from every section of the page."""

from __future__ import annotations

import copy
import itertools
import pickle
import random
from typing import Any

import attrs
import pytest
from hypothesis import given, note
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer.actions import Pepper
from hasenpfeffer.bots import SimpleBot, play_game
from tests import reference_engine as reference
from tests.strategies import (
    ALL_ACTIONS,
    DECK,
    actions,
    bids,
    cards,
    check_invariants,
    dealers,
    deals,
    dealt_states,
    every_rules,
    new_games,
    reachable_states,
    rules,
    rules_id,
    scaled,
    seeds,
    trick_and_hand,
    walk,
)

# Names that the reprs of the library's values may use.
NAMESPACE: dict[str, Any] = {
    **{name: getattr(hp, name) for name in hp.__all__},
    "Pepper": Pepper,
}


def snapshot(state: hp.GameState) -> tuple[hp.GameState, hp.GameState, int]:
    """Two independent copies of ``state`` and its hash, to compare with later."""
    return copy.deepcopy(state), pickle.loads(pickle.dumps(state)), hash(state)


FIELDS = (
    "rules",
    "seed",
    "first_dealer",
    "hand_number",
    "dealer",
    "phase",
    "to_act",
    "hands",
    "widow",
    "auction",
    "maker",
    "contract",
    "trump",
    "discarded",
    "lone_players",
    "sitting_out",
    "leader",
    "current_trick",
    "completed_tricks",
    "tricks_won",
    "scores",
    "winner",
    "history",
    "hand_start",
    "hand_history",
    "deals",
    "hand_results",
    "high_bid",
)
"""Every public attribute of a state."""


def fields_of(state: hp.GameState) -> tuple[object, ...]:
    """The state's field values: cheap to take and to compare."""
    return tuple(getattr(state, name) for name in FIELDS)


def assert_unchanged(
    state: hp.GameState, before: tuple[hp.GameState, hp.GameState, int]
) -> None:
    deep, pickled, hashed = before
    assert state == deep
    assert state == pickled
    assert hash(state) == hashed


# -- cards and notation ----------------------------------------------------------
# docs/rules.rst, "The deck", "Trump and the order of the cards", "The auction"


@given(cards())
def test_card_notation_round_trips(card: hp.Card) -> None:
    assert hp.Card.parse(str(card)) == card
    assert hp.Card.parse(str(card).lower()) == card
    assert hp.Card.parse(f"  {card}  ") == card
    assert hp.Card.parse(card.pretty) == card
    assert eval(repr(card), NAMESPACE) == card
    assert hash(eval(repr(card), NAMESPACE)) == hash(card)
    assert pickle.loads(pickle.dumps(card)) == card


def test_deck_is_25_distinct_cards() -> None:
    assert len(DECK) == 25 == len(set(DECK))
    assert DECK.count(hp.JOKER) == 1
    assert sorted(DECK) == list(DECK)
    assert {str(card) for card in DECK} == {
        *(f"{rank}{suit}" for suit in "CDHS" for rank in "9TJQKA"),
        "Joker",
    }


@given(actions())
def test_action_notation_round_trips(action: hp.Action) -> None:
    text = str(action)
    assert hp.parse_action(text) == action
    assert hp.parse_action(text.upper()) == action
    assert hp.parse_action("  " + text.replace(" ", "   ") + " ") == action
    assert eval(repr(action), NAMESPACE) == action
    assert pickle.loads(pickle.dumps(action)) == action
    assert hash(hp.parse_action(text)) == hash(action)


@given(rules())
def test_rules_repr_round_trips(game_rules: hp.Rules) -> None:
    again = eval(repr(game_rules), NAMESPACE)
    assert again == game_rules
    assert hash(again) == hash(game_rules)


NOTATION_WORDS = ("bid", "play", "discard", "trump", "pass", "alone", "little", "big")


@given(
    st.one_of(
        st.text(max_size=12),
        st.builds(
            "{} {}".format,
            st.sampled_from(NOTATION_WORDS),
            st.text(max_size=6),
        ),
    )
)
def test_notation_either_parses_or_raises_invalid_notation(text: str) -> None:
    for parse in (hp.Card.parse, hp.Suit.parse, hp.parse_action):
        try:
            value = parse(text)
        except hp.InvalidNotationError:  # a ValueError; anything else fails
            continue
        assert parse(str(value)) == value


@given(
    st.one_of(
        st.integers().filter(lambda n: not 1 <= n <= 6),
        st.booleans(),
        st.floats(),
        st.text(max_size=3),
        st.none(),
    )
)
def test_invalid_values_raise_invalid_value_error(value: object) -> None:
    """Bad constructor values raise the library's own ValueError."""
    whole = isinstance(value, int) and not isinstance(value, bool)
    with pytest.raises(hp.InvalidValueError):
        hp.Bid(value)  # type: ignore[arg-type]
    if value is not None and not (whole and value in range(4)):
        with pytest.raises(hp.InvalidValueError):
            hp.new_game(dealer=value)  # type: ignore[arg-type]
    if value is not None and not whole:
        with pytest.raises(hp.InvalidValueError):
            hp.new_game(seed=value)  # type: ignore[arg-type]
    if not (whole and value >= 1):  # type: ignore[operator]
        with pytest.raises(hp.InvalidValueError):
            hp.Rules(target_score=value)  # type: ignore[arg-type]
        with pytest.raises(hp.InvalidValueError):
            hp.Rules(alone_multiplier=value)  # type: ignore[arg-type]
    if not isinstance(value, bool):
        with pytest.raises(hp.InvalidValueError):
            hp.Rules(defenders_score_tricks=value)  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError):
        hp.Rules(bidding=value)  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError):
        hp.Rules(lone_hands=False, lone_defender=True)


@given(bids(), bids())
def test_bids_are_ordered_by_the_pepper_ladder(a: hp.Bid, b: hp.Bid) -> None:
    ladder = [*(hp.Bid(tricks) for tricks in range(1, 7)), hp.LITTLE_PEPPER]
    ladder.append(hp.BIG_PEPPER)
    assert (a < b) == (ladder.index(a) < ladder.index(b))
    assert (a <= b) == (ladder.index(a) <= ladder.index(b))
    assert (a == b) == (ladder.index(a) == ladder.index(b))
    assert a.tricks == min(ladder.index(a) + 1, 6)
    assert a.multiplier == (2 if a == hp.BIG_PEPPER else 1)


# -- suits, following and winning tricks --------------------------------------
# docs/rules.rst, "Following suit", "Winning a trick"


def test_effective_suit_matches_the_rules() -> None:
    for card, trump in itertools.product(DECK, hp.Suit):
        assert hp.effective_suit(card, trump) is reference.effective_suit(card, trump)


@given(trick_and_hand())
def test_legal_plays_follow_the_effective_suit(
    case: tuple[list[hp.Card], list[hp.Card], hp.Suit],
) -> None:
    trick, hand, trump = case
    hand = hand[:6]  # a player holds at most six cards in the play
    plays = hp.legal_plays(hand, trick, trump)
    assert plays, "a player always has a legal play"
    assert set(plays) <= set(hand)
    assert list(plays) == [card for card in hand if card in plays], "hand order"
    if trick:
        led = hp.effective_suit(trick[0], trump)
        holding = [card for card in hand if hp.effective_suit(card, trump) is led]
        if holding:
            assert list(plays) == holding
        else:
            assert list(plays) == hand
    else:
        assert list(plays) == hand
    assert list(plays) == reference.playable_cards(hand, trick, trump)


@given(trick_and_hand(trick_sizes=(1, 4)))
def test_trick_winner_is_the_highest_trump_or_card_of_the_suit_led(
    case: tuple[list[hp.Card], list[hp.Card], hp.Suit],
) -> None:
    trick, _, trump = case
    index = hp.trick_winner(trick, trump)
    assert 0 <= index < len(trick)
    won_by = hp.effective_suit(trick[index], trump)
    led = hp.effective_suit(trick[0], trump)
    assert won_by in (trump, led)
    if any(hp.effective_suit(card, trump) is trump for card in trick):
        assert won_by is trump
    if hp.JOKER in trick:
        assert trick[index] == hp.JOKER
    assert index == reference.trick_winner(trick, trump)
    # the winner so far stays the winner unless a later card beats it
    assert hp.trick_winner(trick[: index + 1], trump) == index


@given(trick_and_hand(trick_sizes=(1, 3)), st.data())
def test_trick_winner_rejects_a_repeated_card(
    case: tuple[list[hp.Card], list[hp.Card], hp.Suit], data: st.DataObject
) -> None:
    trick, _, trump = case
    repeated = data.draw(st.sampled_from(trick))
    with pytest.raises(hp.InvalidValueError):
        hp.trick_winner([*trick, repeated], trump)


# -- scoring -------------------------------------------------------------------
# docs/rules.rst, "Scoring", "Going alone"


@given(rules(), bids(), st.integers(min_value=0, max_value=6), st.data())
def test_hand_score_matches_the_rules(
    game_rules: hp.Rules, contract: hp.Bid, makers_tricks: int, data: st.DataObject
) -> None:
    lone: tuple[int, ...] = ()
    if game_rules.lone_hands:
        lone = data.draw(st.sampled_from(((), (0,), (0, 1))))
    expected = reference.score_change(
        game_rules,
        contract,
        makers_tricks,
        maker_alone=len(lone) >= 1,
        defender_alone=len(lone) == 2,
    )
    score = hp.hand_score(
        game_rules,
        contract,
        makers_tricks,
        maker_alone=len(lone) >= 1,
        defender_alone=len(lone) == 2,
    )
    assert score == expected
    with pytest.raises(hp.InvalidValueError):
        hp.hand_score(game_rules, contract, makers_tricks, defender_alone=True)
    with pytest.raises(hp.InvalidValueError):
        hp.hand_score(game_rules, contract, 7)


# -- dealing -------------------------------------------------------------------
# docs/rules.rst, "The deal"


@given(rules(), seeds(), dealers())
def test_deals_from_the_same_seed_are_equal(
    game_rules: hp.Rules, seed: int, dealer: int | None
) -> None:
    first = hp.new_game(game_rules, dealer=dealer, seed=seed).deal()
    second = hp.new_game(game_rules, dealer=dealer, seed=seed).deal()
    assert first == second
    assert hash(first) == hash(second)
    check_invariants(first)


@given(seeds(), seeds(), seeds())
def test_a_deal_seed_fixes_the_packets_whoever_deals(
    deal_seed: int, game_seed: int, other_game_seed: int
) -> None:
    by_dealer = [
        hp.new_game(dealer=dealer, seed=game_seed).deal(seed=deal_seed)
        for dealer in range(4)
    ]
    other = hp.new_game(dealer=0, seed=other_game_seed).deal(seed=deal_seed)
    assert other.hands == by_dealer[0].hands and other.widow == by_dealer[0].widow
    # seat (dealer + 1 + k) gets the same packets whoever deals
    for dealer, state in enumerate(by_dealer):
        assert state.widow == by_dealer[0].widow
        for k in range(4):
            assert state.hands[(dealer + 1 + k) % 4] == by_dealer[0].hands[(1 + k) % 4]


@given(rules(), seeds(), dealers(), deals())
def test_an_explicit_deal_gives_exactly_those_hands(
    game_rules: hp.Rules,
    seed: int,
    dealer: int | None,
    deal: tuple[tuple[tuple[hp.Card, ...], ...], hp.Card],
) -> None:
    hands, widow = deal
    game = hp.new_game(game_rules, dealer=dealer, seed=seed)
    state = game.deal(hands=hands, widow=widow)
    assert state.hands == tuple(tuple(sorted(hand)) for hand in hands)
    assert state.widow == widow
    assert state.phase is hp.Phase.BIDDING
    assert state.to_act == (game.dealer + 1) % 4
    assert state.deals[-1] == hp.Deal(state.hands, widow)
    by_text = game.deal(
        hands=[[str(card) for card in hand] for hand in hands], widow=str(widow)
    )
    assert by_text == state
    check_invariants(state)


@given(deals(), st.data())
def test_an_explicit_deal_must_hold_the_25_cards_once(
    deal: tuple[tuple[tuple[hp.Card, ...], ...], hp.Card], data: st.DataObject
) -> None:
    hands, widow = deal
    game = hp.new_game(seed=0, dealer=0)
    seat = data.draw(st.integers(min_value=0, max_value=3))
    position = data.draw(st.integers(min_value=0, max_value=5))
    duplicate = data.draw(
        st.sampled_from([c for c in DECK if c != hands[seat][position]])
    )
    bad = [list(hand) for hand in hands]
    bad[seat][position] = duplicate
    with pytest.raises(hp.InvalidValueError):
        game.deal(hands=bad, widow=widow)
    short = [list(hand) for hand in hands]
    del short[seat][position]
    with pytest.raises(ValueError, match="6"):
        game.deal(hands=short, widow=widow)
    assert game == hp.new_game(seed=0, dealer=0)


@given(reachable_states())
def test_deal_is_refused_outside_the_deal_phase(state: hp.GameState) -> None:
    if state.phase is hp.Phase.DEAL:
        check_invariants(state.deal())
        return
    before = snapshot(state)
    with pytest.raises(hp.IllegalActionError) as refused:
        state.deal()
    assert refused.value.action is None
    assert refused.value.phase is state.phase
    assert_unchanged(state, before)


# -- states ----------------------------------------------------------------------


@given(new_games(), st.booleans(), st.data())
def test_every_step_conserves_cards_and_leaves_the_old_state_alone(
    game: hp.GameState, bot_bidding: bool, data: st.DataObject
) -> None:
    check_invariants(game)
    previous, before = game, (fields_of(game), hash(game))
    for state in walk(data.draw, game, steps=150, max_hands=4, bot_bidding=bot_bidding):
        assert state is not previous
        assert state != previous
        assert (fields_of(previous), hash(previous)) == before
        check_invariants(state)
        previous, before = state, (fields_of(state), hash(state))


@given(reachable_states(), st.data())
def test_apply_returns_a_new_state_and_keeps_the_old(
    state: hp.GameState, data: st.DataObject
) -> None:
    before = snapshot(state)
    legal = state.legal_actions()
    if state.phase is hp.Phase.DEAL:
        new = state.deal()
    elif legal:
        new = state.apply(data.draw(st.sampled_from(legal)))
    else:
        assert state.phase is hp.Phase.GAME_OVER
        return
    assert new is not state
    assert new != state
    assert len(new.history) >= len(state.history)
    assert_unchanged(state, before)
    check_invariants(new)


@given(reachable_states())
def test_legal_actions_are_empty_exactly_when_nobody_is_to_act(
    state: hp.GameState,
) -> None:
    legal = state.legal_actions()
    assert (legal == ()) == (state.to_act is None)
    assert (state.to_act is None) == (
        state.phase in (hp.Phase.DEAL, hp.Phase.GAME_OVER)
    )
    assert all(state.is_legal(action) for action in legal)


@given(reachable_states(max_steps=100))
def test_every_action_is_legal_and_applies_or_is_refused_unchanged(
    state: hp.GameState,
) -> None:
    legal = state.legal_actions()
    assert set(legal) <= set(ALL_ACTIONS)
    before = snapshot(state)
    for action in ALL_ACTIONS:
        assert state.is_legal(action) == (action in legal)
        if action in legal:
            new = state.apply(action)
            assert new.history[-1] == (state.to_act, action)
            check_invariants(new)
        else:
            with pytest.raises(hp.IllegalActionError) as refused:
                state.apply(action)
            error = refused.value
            assert isinstance(error, ValueError)
            assert error.action == action
            assert error.seat == state.to_act
            assert error.phase is state.phase
            assert str(error) == error.reason != ""
            if state.phase is hp.Phase.PLAY and isinstance(action, hp.Play):
                assert_names_the_rule(state, action, error.reason)
    assert_unchanged(state, before)


def assert_names_the_rule(state: hp.GameState, play: hp.Play, reason: str) -> None:
    """A refused play says the card is not held, or which cards must follow."""
    seat = state.to_act
    assert seat is not None
    if play.card not in state.hands[seat]:
        assert reason == f"seat {seat} does not hold {play.card}"
        return
    assert reason.startswith(f"seat {seat} must follow "), reason
    listed = reason.split(": holds ", 1)[1].split(", ")
    legal = [str(a.card) for a in state.legal_actions() if isinstance(a, hp.Play)]
    assert listed == legal
    trump = state.trump
    assert trump is not None
    suit = hp.effective_suit(state.current_trick[0][1], trump)
    word = "trump" if suit is trump else suit.name.lower()
    assert reason.startswith(f"seat {seat} must follow {word}: "), reason


@given(reachable_states(), actions())
def test_a_drawn_action_applies_if_legal_and_is_refused_otherwise(
    state: hp.GameState, action: hp.Action
) -> None:
    before = snapshot(state)
    if action in state.legal_actions():
        check_invariants(state.apply(action))
    else:
        with pytest.raises(hp.IllegalActionError) as refused:
            state.apply(action)
        assert refused.value.action == action
        assert refused.value.seat == state.to_act
        assert refused.value.phase is state.phase
        again = pickle.loads(pickle.dumps(refused.value))
        assert (again.action, again.seat, again.phase, again.reason) == (
            action,
            state.to_act,
            state.phase,
            refused.value.reason,
        )
    assert_unchanged(state, before)


@given(reachable_states(), st.integers(min_value=0, max_value=3), st.data())
def test_apply_for_the_wrong_seat_is_refused(
    state: hp.GameState, seat: int, data: st.DataObject
) -> None:
    before = snapshot(state)
    legal = state.legal_actions()
    action = data.draw(st.sampled_from(legal) if legal else actions())
    if seat == state.to_act:
        assert state.apply(action, seat=seat) == state.apply(action)
    else:
        with pytest.raises(hp.IllegalActionError) as refused:
            state.apply(action, seat=seat)
        assert refused.value.seat == seat
        assert refused.value.action == action
        assert refused.value.phase is state.phase
    for not_a_seat in (-1, 4, True):
        with pytest.raises(hp.InvalidValueError):
            state.apply(action, seat=not_a_seat)
    with pytest.raises(hp.InvalidValueError):
        state.apply(42)  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidNotationError):
        state.apply("play 11H")
    assert_unchanged(state, before)


@given(reachable_states(), st.data())
def test_actions_may_be_given_as_notation(
    state: hp.GameState, data: st.DataObject
) -> None:
    legal = state.legal_actions()
    if legal:
        action = data.draw(st.sampled_from(legal))
        assert state.apply(str(action)) == state.apply(action)


@given(reachable_states())
def test_states_are_frozen(state: hp.GameState) -> None:
    for name in ("phase", "to_act", "hands", "scores", "history"):
        with pytest.raises(AttributeError):
            setattr(state, name, None)
    with pytest.raises(TypeError):
        hp.GameState()


@given(reachable_states())
def test_replaying_seed_and_actions_gives_an_equal_state(state: hp.GameState) -> None:
    """States compare and hash by value: a replay is equal, with equal hash."""
    replay = hp.new_game(state.rules, dealer=state.first_dealer, seed=state.seed)
    dealt = 0
    for seat, action in state.history:
        if replay.phase is hp.Phase.DEAL:
            replay = replay.deal(
                hands=state.deals[dealt].hands, widow=state.deals[dealt].widow
            )
            dealt += 1
        replay = replay.apply(action, seat=seat)
    if dealt < len(state.deals):
        replay = replay.deal(
            hands=state.deals[dealt].hands, widow=state.deals[dealt].widow
        )
    assert replay == state
    assert hash(replay) == hash(state)
    replay.legal_actions()  # a cached answer changes nothing about the value
    assert replay.completed_tricks == state.completed_tricks  # nor made Tricks
    assert replay == state and hash(replay) == hash(state)
    assert pickle.loads(pickle.dumps(state)) == state
    assert copy.deepcopy(state) == state


def test_completed_tricks_are_the_same_whichever_state_reads_them_first() -> None:
    """The engine keeps completed tricks as plain tuples and makes them into
    Trick values when they are read: the states of a hand, read in any
    order, give the same Trick values, and reading them changes no state's
    equality or hash."""

    def play_hand() -> list[hp.GameState]:
        state = hp.new_game(seed=7, dealer=0).deal()
        states = [state]
        while state.to_act is not None:
            state = state.apply(state.legal_actions()[-1])
            states.append(state)
        return states

    read, untouched = play_hand(), play_hand()
    order = list(range(len(read)))
    random.Random(7).shuffle(order)
    for number in order:
        tricks = read[number].completed_tricks
        assert all(isinstance(trick, hp.Trick) for trick in tricks)
    final = untouched[-1].completed_tricks
    assert len(final) == 6 and all(isinstance(trick, hp.Trick) for trick in final)
    for state, twin in zip(read, untouched, strict=True):
        assert state.completed_tricks == final[: len(state.completed_tricks)]
        assert state == twin and hash(state) == hash(twin)


@pytest.mark.parametrize("plays", [1, 2, 3, 4, 5])
def test_a_copied_state_works_out_the_same_legal_plays(plays: int) -> None:
    """A pickled or copied state works its legal actions out afresh: in the
    middle of a trick, as at its start, they are the plays that the rule of
    following suit allows (checked with ``legal_plays``), as in the
    original."""
    state = hp.new_game(seed=7, dealer=0).deal()
    while state.phase is not hp.Phase.PLAY:
        state = state.apply(state.legal_actions()[-1])
    for _ in range(plays):
        state = state.apply(state.legal_actions()[0])
    assert state.to_act is not None and state.trump is not None
    led = [card for _, card in state.current_trick]
    expected = {
        hp.Play(card)
        for card in hp.legal_plays(state.hands[state.to_act], led, state.trump)
    }
    for copied in (
        pickle.loads(pickle.dumps(state)),
        copy.deepcopy(state),
        copy.copy(state),
    ):
        assert copied == state
        assert set(copied.legal_actions()) == expected
        assert copied.legal_actions() == state.legal_actions()


@given(rules(), seeds(), dealers(), st.data())
def test_the_same_seed_and_choices_give_equal_states(
    game_rules: hp.Rules, seed: int, dealer: int | None, data: st.DataObject
) -> None:
    choices = data.draw(st.lists(st.integers(min_value=0, max_value=99), max_size=80))

    def play() -> hp.GameState:
        state = hp.new_game(game_rules, dealer=dealer, seed=seed)
        for choice in choices:
            if state.phase is hp.Phase.DEAL:
                state = state.deal()
            elif state.phase is hp.Phase.GAME_OVER:
                break
            else:
                legal = state.legal_actions()
                state = state.apply(legal[choice % len(legal)])
        return state

    first, second = play(), play()
    assert first == second
    assert hash(first) == hash(second)
    assert first is not second


@given(dealt_states())
def test_a_deal_opens_the_auction_left_of_the_dealer(state: hp.GameState) -> None:
    assert state.phase is hp.Phase.BIDDING
    assert state.to_act == (state.dealer + 1) % 4
    assert state.hand_number == 1 and state.hand_start == 0
    assert all(len(hand) == 6 for hand in state.hands)
    check_invariants(state)


# -- whole games -------------------------------------------------------------------


@pytest.mark.parametrize("combination", every_rules(), ids=rules_id)
@scaled(0.05)
@given(
    seed=seeds(),
    target=st.one_of(st.just(10), st.integers(min_value=1, max_value=15)),
    alone_multiplier=st.sampled_from((2, 1, 3)),
)
def test_bot_games_end_with_a_winner(
    combination: hp.Rules, seed: int, target: int, alone_multiplier: int
) -> None:
    game_rules = attrs.evolve(
        combination, target_score=target, alone_multiplier=alone_multiplier
    )
    final = play_game(hp.new_game(game_rules, seed=seed), SimpleBot())
    note(f"{final!r} after {final.hand_number} hands")
    assert final.phase is hp.Phase.GAME_OVER
    assert final.winner is not None
    winner, loser = final.scores[final.winner], final.scores[1 - final.winner]
    assert winner >= target
    if loser >= target:
        assert game_rules.defenders_score_tricks, "only defenders can tie"
        if game_rules.tie_break is hp.TieBreak.HIGHER_SCORE:
            assert winner >= loser
    check_invariants(final)


@scaled(0.5)
@given(new_games(), st.randoms(use_true_random=False))
def test_bot_bidding_with_random_play(
    game: hp.GameState, chooser: random.Random
) -> None:
    bot, state = SimpleBot(), game
    max_hands = 12
    while state.phase is not hp.Phase.GAME_OVER:
        if state.phase is hp.Phase.DEAL:
            if state.hand_number >= max_hands:
                break
            state = state.deal()
        elif state.phase is hp.Phase.BIDDING:
            state = state.apply(bot.choose(state))
        else:
            state = state.apply(chooser.choice(state.legal_actions()))
        check_invariants(state)
    assert state.phase is hp.Phase.GAME_OVER or state.hand_number == max_hands

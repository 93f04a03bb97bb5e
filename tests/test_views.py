"""Player views (issue 4, part 1): what each seat may see, and nothing else.

The widow and the discard stay hidden (docs/rules.rst, "The deal" and
"Widow, trump and discard"); a player sitting out sees only their own
cards (docs/rules.rst, "Going alone")."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import attrs
import pytest
from hypothesis import given, note
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer.records._replay import hand_starts
from tests.helpers import widow_of
from tests.strategies import DECK, reachable_states, rules, scaled

CARD = re.compile(r"(?<![A-Za-z0-9])(?:[9TJQKA][CDHS]|Joker)(?![A-Za-z0-9])")

HANDS = [
    ["TC", "JC", "QC", "KC", "AC", "AD"],
    ["9C", "QH", "KH", "AH", "JH", "AS"],
    ["JD", "9H", "TD", "QD", "KS", "QS"],
    ["9D", "KD", "TH", "JS", "TS", "9S"],
]
WIDOW = "Joker"

lone_rules = rules().filter(lambda r: r.lone_hands)
any_state = st.one_of(
    reachable_states(max_steps=120, max_hands=3),
    reachable_states(max_steps=120, max_hands=3, rules_strategy=lone_rules),
)


def dealt(game_rules: hp.Rules | None = None) -> hp.GameState:
    """The README's deal, seat 0 dealing: seat 1 to bid first."""
    game = hp.new_game(rules=game_rules, seed=3, dealer=0)
    return game.deal(hands=HANDS, widow=WIDOW)


def cards_in(value: Any) -> set[hp.Card]:
    """Every Card anywhere inside a value (tuples, dicts, attrs values)."""
    found: set[hp.Card] = set()
    if isinstance(value, hp.Card):
        found.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            found |= cards_in(item)
    elif isinstance(value, (tuple, list)):
        for item in value:
            found |= cards_in(item)
    elif attrs.has(type(value)):
        for field in attrs.fields(type(value)):
            found |= cards_in(getattr(value, field.name))
    return found


def visible_to(state: hp.GameState, seat: int) -> set[hp.Card]:
    """The cards ``seat`` may see: its own, those played this hand, and the
    widow and the discard if it is the maker."""
    seen = set(state.hands[seat])
    seen |= {card for _, card in state.current_trick}
    seen |= {card for trick in state.completed_tricks for _, card in trick.plays}
    if state.maker == seat:
        seen.add(widow_of(state.deals[-1]))
        if state.discarded is not None:
            seen.add(state.discarded)
    return seen


def check_json_safe(value: Any) -> None:
    """Only dicts with string keys, lists, strings, ints, bools and None."""
    if isinstance(value, dict):
        for key, item in value.items():
            assert isinstance(key, str)
            check_json_safe(item)
    elif isinstance(value, list):
        for item in value:
            check_json_safe(item)
    else:
        assert value is None or isinstance(value, (str, int, bool)), value


def hidden_variant(
    state: hp.GameState, seat: int, rnd: random.Random
) -> hp.GameState | None:
    """A state reached by the same actions from deals in which the cards that
    ``seat`` never saw are exchanged among themselves, if one replays legally."""
    record = state.to_record()
    if not record.deals:
        return None
    starts = hand_starts(record)
    ends = [*starts[1:], len(record.actions)]
    makers = [result.maker for result in state.hand_results] + [state.maker]
    for _ in range(20):
        deals: list[hp.Deal] = []
        actions = list(record.actions)
        changed = False
        for number, deal in enumerate(record.deals):
            span = record.actions[starts[number] : ends[number]]
            seen = set(deal.hands[seat])
            seen |= {a.card for _, a in span if isinstance(a, hp.Play)}
            if makers[number] == seat:
                seen.add(widow_of(deal))
                seen |= {a.card for _, a in span if isinstance(a, hp.Discard)}
            hidden = [card for card in DECK if card not in seen]
            shuffled = list(hidden)
            if rnd.random() < 0.5 and len(hidden) > 1:
                i, j = rnd.sample(range(len(hidden)), 2)
                shuffled[i], shuffled[j] = shuffled[j], shuffled[i]
            else:
                rnd.shuffle(shuffled)
            swap = dict(zip(hidden, shuffled, strict=True))
            changed |= hidden != shuffled

            def move(card: hp.Card, swap: dict[hp.Card, hp.Card] = swap) -> hp.Card:
                return swap.get(card, card)

            deals.append(
                hp.Deal(
                    tuple(tuple(move(c) for c in hand) for hand in deal.hands),
                    move(widow_of(deal)),
                )
            )
            for index in range(starts[number], ends[number]):
                who, action = actions[index]
                if isinstance(action, hp.Discard):
                    actions[index] = (who, hp.Discard(move(action.card)))
        if not changed:
            continue
        variant = attrs.evolve(record, deals=tuple(deals), actions=tuple(actions))
        verdict = hp.validate(variant)
        if verdict.legal:
            assert verdict.state is not None
            return verdict.state
    return None


# -- properties -----------------------------------------------------------------


@given(any_state)
def test_view_legal_actions_are_the_states_for_the_seat_to_act(
    state: hp.GameState,
) -> None:
    for seat in hp.SEATS:
        view = state.view(seat)
        expected = state.legal_actions() if seat == state.to_act else ()
        assert view.legal_actions() == expected
        assert view.is_my_turn == (seat == state.to_act)


@given(any_state)
def test_view_holds_no_card_hidden_from_the_seat(state: hp.GameState) -> None:
    for seat in hp.SEATS:
        view = state.view(seat)
        allowed = visible_to(state, seat)
        assert cards_in(view) <= allowed
        assert set(view.hand) == set(state.hands[seat])
        text = json.dumps(view.to_dict())
        shown = set(CARD.findall(text))
        assert shown <= {str(card) for card in allowed}, shown
        hidden = {str(card) for card in DECK} - {str(card) for card in allowed}
        assert not shown & hidden


@given(any_state)
def test_view_dict_is_json_safe(state: hp.GameState) -> None:
    for seat in hp.SEATS:
        data = state.view(seat).to_dict()
        check_json_safe(data)
        assert json.loads(json.dumps(data)) == data


@given(any_state, st.randoms(use_true_random=False))
@scaled(0.6)
def test_states_differing_only_in_hidden_cards_look_the_same(
    state: hp.GameState, rnd: random.Random
) -> None:
    for seat in hp.SEATS:
        other = hidden_variant(state, seat, rnd)
        if other is None:
            continue
        note(f"seat {seat}")
        assert other.view(seat) == state.view(seat)
        assert hash(other.view(seat)) == hash(state.view(seat))
        assert other.view(seat).to_dict() == state.view(seat).to_dict()


@given(any_state)
def test_view_public_facts_are_the_states(state: hp.GameState) -> None:
    for seat in hp.SEATS:
        view = state.view(seat)
        assert view.seat == seat and view.rules == state.rules
        assert view.phase is state.phase and view.to_act == state.to_act
        assert view.dealer == state.dealer
        assert view.hand_number == state.hand_number
        assert view.hand_sizes == tuple(len(hand) for hand in state.hands)
        assert view.auction == state.auction
        assert (view.maker, view.contract, view.trump) == (
            state.maker,
            state.contract,
            state.trump,
        )
        assert view.lone_players == state.lone_players
        assert view.sitting_out == state.sitting_out
        assert view.current_trick == state.current_trick
        assert view.completed_tricks == state.completed_tricks
        assert view.tricks_won == state.tricks_won
        assert view.scores == state.scores and view.winner == state.winner
        assert view.hand_results == state.hand_results
        assert view == hp.PlayerView.of(state, seat)


# -- hand-worked -----------------------------------------------------------------


def test_view_before_the_first_deal() -> None:
    view = hp.new_game(seed=1, dealer=2).view(0)
    assert view.phase is hp.Phase.DEAL and view.hand == ()
    assert view.hand_sizes == (0, 0, 0, 0) and view.auction is None
    assert view.legal_actions() == () and view.widow is None
    assert view.to_dict()["auction"] is None


def test_bidding_view_shows_own_hand_and_the_auction() -> None:
    state = dealt().bid(3).pass_()
    view = state.view(3)
    assert hp.format_cards(view.hand) == "9D KD TH 9S TS JS"
    assert view.auction is not None
    assert [(seat, str(call)) for seat, call in view.auction.calls] == [
        (1, "bid 3"),
        (2, "pass"),
    ]
    assert [str(a) for a in view.legal_actions()] == ["pass", "bid 4", "bid 5", "bid 6"]
    assert view.to_dict()["auction"]["calls"] == [
        {"seat": 1, "call": "bid 3"},
        {"seat": 2, "call": "pass"},
    ]


def test_only_the_maker_sees_the_widow_and_the_discard() -> None:
    state = dealt().bid(4).pass_().pass_().pass_()
    assert state.view(1).widow == hp.JOKER
    assert hp.JOKER in state.view(1).hand
    for seat in (0, 2, 3):
        view = state.view(seat)
        assert view.widow is None and hp.JOKER not in cards_in(view)
        assert view.hand_sizes == (6, 7, 6, 6)
    state = state.name_trump(hp.Suit.HEARTS).discard("9C")
    maker = state.view(1)
    assert maker.discarded == hp.Card.parse("9C") and maker.widow == hp.JOKER
    assert maker.to_dict()["discarded"] == "9C"
    assert maker.to_dict()["widow"] == "Joker"
    for seat in (0, 2, 3):
        data = state.view(seat).to_dict()
        assert data["discarded"] is None and data["widow"] is None
        assert "9C" not in json.dumps(data) and "Joker" not in json.dumps(data)
        assert data["trump"] == "H" and data["contract"] == "bid 4"


def test_the_widow_stays_hidden_when_the_hand_is_thrown_in() -> None:
    state = dealt().pass_().pass_().pass_().pass_()
    assert state.phase is hp.Phase.DEAL
    for seat in hp.SEATS:
        view = state.view(seat)
        assert view.widow is None and hp.JOKER not in cards_in(view)
        assert view.hand_results[-1].thrown_in


def test_a_sitting_out_partners_cards_are_seen_only_by_that_partner() -> None:
    state = dealt(hp.Rules(lone_hands=True)).bid(4).pass_().pass_().pass_()
    state = state.name_trump("H").discard("9C").go_alone()
    assert state.sitting_out == (3,) and state.phase is hp.Phase.PLAY
    partner_cards = set(state.hands[3])
    assert state.view(3).hand == state.hands[3]
    assert state.view(3).sitting_out == (3,) and state.view(3).lone_players == (1,)
    assert state.view(3).legal_actions() == ()
    for seat in (0, 1, 2):
        view = state.view(seat)
        assert not cards_in(view) & partner_cards
        assert view.hand_sizes[3] == 6
        assert view.to_dict()["sitting_out"] == [3]


def test_views_are_frozen_values() -> None:
    state = dealt()
    view = state.view(1)
    assert view == state.view(1) and hash(view) == hash(state.view(1))
    assert view != state.view(2)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        view.seat = 2  # type: ignore[misc]


@pytest.mark.parametrize("seat", [-1, 4, "1", None, True])
def test_view_of_a_seat_that_is_not_one(seat: Any) -> None:
    with pytest.raises(hp.InvalidValueError, match="a seat is 0, 1, 2 or 3"):
        dealt().view(seat)


def test_view_in_play_offers_the_cards_that_follow_suit() -> None:
    state = dealt().bid(4).pass_().pass_().pass_()
    state = state.name_trump("H").discard("9C").play("JH")
    view = state.view(2)
    assert [str(action) for action in view.legal_actions()] == ["play JD", "play 9H"]
    assert view.current_trick == ((1, hp.Card.parse("JH")),)
    assert view.to_dict()["current_trick"] == [{"seat": 1, "card": "JH"}]
    assert view.to_dict()["legal_actions"] == ["play JD", "play 9H"]


EVERY_GAMES_FIELDS = {
    "seat",
    "rules",
    "hand_number",
    "dealer",
    "phase",
    "to_act",
    "hand",
    "hand_sizes",
    "maker",
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
    "hand_results",
    "legal_actions",
}
"""The fields of a view's data in every game of the family."""

OWN_FIELDS = {
    hp.Game.HASENPFEFFER: {"auction", "contract", "widow"},
    hp.Game.EUCHRE: {"upcard", "calls"},
    hp.Game.THREE_HANDED_EUCHRE: {"upcard", "calls"},
    hp.Game.RAILROAD_EUCHRE: {
        "upcard",
        "calls",
        "called_for_best",
        "best_card",
        "best_discard",
    },
}
"""The fields each game adds: its auction's, and its options'."""


@pytest.mark.parametrize("game", list(hp.Game), ids=lambda game: game.value)
def test_a_view_carries_its_own_games_fields_only(game: hp.Game) -> None:
    state = hp.new_game(hp.Rules(game=game), seed=3, dealer=0)
    bot = hp.SimpleBot()
    fields = EVERY_GAMES_FIELDS | OWN_FIELDS[game]
    for _ in range(40):  # into the second hand: before, in and between hands
        for seat in range(len(state.hands)):
            assert set(state.view(seat).to_dict()) == fields
        if state.to_act is None:
            state = state.deal()
        else:
            state = state.apply(bot.choose(state.view(state.to_act)))


def test_a_hasenpfeffer_view_has_no_upcard_nor_calls_for_best() -> None:
    data = hp.new_game(seed=1, dealer=0).deal().view(1).to_dict()
    for name in ("upcard", "calls", "called_for_best", "best_card", "best_discard"):
        assert name not in data
    assert data["auction"]["calls"] == []

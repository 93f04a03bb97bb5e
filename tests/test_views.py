"""Player views (issue 4, part 1): what each seat may see, and nothing else.

The widow and the discard stay hidden (docs/rules.rst, "The deal" and
"Widow, trump and discard"); a player sitting out sees only their own
cards (docs/rules.rst, "Going alone").  In the games with an upcard a seat
sees the upcard, and the dealer alone the card it discarded; nobody sees
the cards under the upcard (docs/euchre.rst); in a call for best the card
given is seen by the two partners, and the caller's discard by the caller
alone (docs/railroad.rst, "Calling for best").

The leak checks are written once for every game: over random games of each
option set, the view object and its ``to_dict()`` hold no card the seat may
not see, and states that differ only in hidden cards look the same.  The
views of each game's worked deal follow: Hasenpfeffer's here, Euchre's in
test_euchre_views.py, Railroad's call for best in test_railroad_views.py.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

import attrs
import pytest
from hypothesis import given, note
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer.cards import deck as every_card
from hasenpfeffer.games import spec_of
from hasenpfeffer.records._replay import hand_starts
from tests import euchre_games, side_by_side
from tests.euchre_games import DEAL_HANDS, DEAL_KITTY, random_game
from tests.helpers import widow_of
from tests.strategies import DECK, reachable_states, rules, scaled

CARD = re.compile(r"(?<![A-Za-z0-9])(?:[9TJQKA][CDHS]|Joker)(?![A-Za-z0-9])")
CARD_OF_TEXT = {str(card): card for card in every_card()}
"""Every card by the notation that ``to_dict()`` writes."""

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


def cards_in_text(data: Any) -> Iterator[hp.Card]:
    """Every card named anywhere in JSON data (alone, or as a word of a
    text such as ``"discard 9D"``)."""
    if isinstance(data, str):
        for word in data.split():
            card = CARD_OF_TEXT.get(word)
            if card is not None:
                yield card
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from cards_in_text(key)
            yield from cards_in_text(value)
    elif isinstance(data, (list, tuple)):
        for value in data:
            yield from cards_in_text(value)


def shown_hand(state: hp.GameState) -> list[tuple[int, hp.Action]]:
    """The actions of the hand a view shows: the hand being played, or
    between hands the last one dealt."""
    if not state.deals:
        return []
    return list(state.history[hand_starts(state.to_record())[-1] :])


def visible_to(
    state: hp.GameState, seat: int, hand: list[tuple[int, hp.Action]]
) -> set[hp.Card]:
    """The cards ``seat`` may see: its own, those played this hand, the
    upcard, the widow if it is Hasenpfeffer's maker, the cards it
    discarded, and a card given in a call for best if it gave or took it."""
    spec = spec_of(state.rules)
    seen = set(state.hands[seat])
    seen |= {card for _, card in state.current_trick}
    seen |= {card for trick in state.completed_tricks for _, card in trick.plays}
    if state.upcard is not None:
        seen.add(state.upcard)
    if not spec.upcard and state.deals and state.maker == seat:
        seen.add(widow_of(state.deals[-1]))
    for who, action in hand:
        if isinstance(action, hp.Discard) and who == seat:
            seen.add(action.card)
        if isinstance(action, hp.Give) and seat in (who, spec.partner_of(who)):
            seen.add(action.card)
    return seen


def check_view(
    state: hp.GameState, seat: int, hand: list[tuple[int, hp.Action]]
) -> None:
    """``seat``'s view holds no card the seat may not see, in its fields or
    its ``to_dict()``, and shows what the state says of the seat."""
    view = state.view(seat)
    may_see = visible_to(state, seat, hand)
    spec = spec_of(state.rules)
    hidden = set(spec.cards) - may_see
    if spec.upcard:
        assert hidden, "the cards under the upcard stay hidden"
    data = view.to_dict()
    text = json.dumps(data)
    for shown in (
        cards_in(view),
        set(cards_in_text(data)),
        {CARD_OF_TEXT[word] for word in CARD.findall(text)},
    ):
        assert shown <= may_see, (describe_seat(state, seat), shown - may_see)
        assert not shown & hidden
    assert view.hand == tuple(state.hands[seat])
    assert view.hand_sizes == tuple(len(cards) for cards in state.hands)
    assert view.upcard == state.upcard
    if state.upcard is not None:
        assert view.widow is None
    discards = [who for who, action in hand if isinstance(action, hp.Discard)]
    if discards and discards[0] == seat:
        assert view.discarded == state.discarded
    else:
        assert view.discarded is None
    if seat == state.to_act:
        assert view.legal_actions() == state.legal_actions()
        assert data["legal_actions"] == [
            str(action) for action in state.legal_actions()
        ]
    else:
        assert view.legal_actions() == ()


def describe_seat(state: hp.GameState, seat: int) -> str:
    return f"seat {seat} in {state!r}: {state.to_record().to_text()}"


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


# -- every game: random games of each option set ---------------------------------

GAMES_PER_OPTION_SET = 2

LEAK_OPTION_SETS: dict[hp.Game, dict[str, hp.Rules]] = {
    hp.Game.EUCHRE: euchre_games.OPTION_SETS,
    hp.Game.THREE_HANDED_EUCHRE: side_by_side.OPTION_SETS[hp.Game.THREE_HANDED_EUCHRE],
    hp.Game.RAILROAD_EUCHRE: side_by_side.OPTION_SETS[hp.Game.RAILROAD_EUCHRE],
}
"""The rules of each game with an upcard whose random games are looked at
from every seat: Euchre's own option sets, and the sets the others are
played side by side under.  (Random bidders in Hasenpfeffer seldom end a
game: its positions are drawn by test_view_holds_no_card_hidden_from_the_seat
below, with the same check.)"""

LEAK_RUNS = [
    pytest.param(rules, id=f"{game.value}-{name}")
    for game, option_sets in LEAK_OPTION_SETS.items()
    for name, rules in sorted(option_sets.items())
]


@pytest.mark.parametrize("game_rules", LEAK_RUNS)
def test_a_view_shows_no_hidden_card(game_rules: hp.Rules) -> None:
    rules = attrs.evolve(game_rules, target_score=5)
    spec = spec_of(rules)
    seen_phases: set[hp.Phase] = set()
    discards_hidden = sitting_out_hidden = 0
    for seed in range(GAMES_PER_OPTION_SET):
        for state in random_game(rules, seed):
            seen_phases.add(state.phase)
            hand = shown_hand(state)
            for seat in spec.seats:
                check_view(state, seat, hand)
            if state.discarded is not None and state.phase is hp.Phase.PLAY:
                discards_hidden += 1
            if state.sitting_out and state.phase is hp.Phase.PLAY:
                sitting_out_hidden += 1
    # the games reached the positions the test is about
    assert {hp.Phase.BIDDING, hp.Phase.PLAY, hp.Phase.DEAL} <= seen_phases
    assert discards_hidden > 0
    if rules.lone_hands and spec.partnerships:
        assert sitting_out_hidden > 0


def worked_deal(rules: hp.Rules) -> tuple[list[list[str]], list[str]]:
    """Euchre's deal of docs/euchre.rst, or the game's deal of seed 1."""
    if spec_of(rules).game is hp.Game.EUCHRE:
        return DEAL_HANDS, DEAL_KITTY
    state = hp.new_game(rules, seed=1, dealer=0).deal()
    return [[str(card) for card in hand] for hand in state.hands], [
        str(card) for card in state.kitty
    ]


def hidden_cards_swapped(
    hands: list[list[str]], kitty: list[str], seat: int, chooser: random.Random
) -> list[list[str]]:
    """The deal with the cards ``seat`` cannot see (the other hands and the
    cards under the upcard) shuffled among those places."""
    places = [list(hand) for hand in hands] + [kitty[1:]]
    others = [index for index in range(len(places)) if index != seat]
    hidden = [card for index in others for card in places[index]]
    chooser.shuffle(hidden)
    for index in others:
        size = len(places[index])
        places[index], hidden = hidden[:size], hidden[size:]
    return places


UPCARD_RUNS = [
    pytest.param(name, rules, id=f"{game.value}-{name}")
    for game, option_sets in LEAK_OPTION_SETS.items()
    for name, rules in sorted(option_sets.items())
]


@pytest.mark.parametrize(("name", "rules"), UPCARD_RUNS)
def test_states_that_differ_in_hidden_cards_look_the_same(
    name: str, rules: hp.Rules
) -> None:
    """From a deal and from the same deal with the hidden cards shuffled,
    the same actions give equal views (Hasenpfeffer's states are drawn by
    test_states_differing_only_in_hidden_cards_look_the_same below)."""
    seats = spec_of(rules).seats
    hands, kitty = worked_deal(rules)
    chooser = random.Random(name)
    compared = 0
    for _ in range(20):
        seat = chooser.choice(seats)
        places = hidden_cards_swapped(hands, kitty, seat, chooser)
        mine = hp.new_game(rules, seed=1, dealer=0).deal(hands=hands, kitty=kitty)
        theirs = hp.new_game(rules, seed=1, dealer=0).deal(
            hands=places[:-1], kitty=[kitty[0], *places[-1]]
        )
        assert mine.hands[seat] == theirs.hands[seat]
        while mine.phase is not hp.Phase.DEAL:
            assert mine.view(seat) == theirs.view(seat)
            assert mine.view(seat).to_dict() == theirs.view(seat).to_dict()
            compared += 1
            both = [a for a in mine.legal_actions() if a in theirs.legal_actions()]
            if not both:
                break  # the hidden cards now leave no common card to play
            action = chooser.choice(both)
            mine, theirs = mine.apply(action), theirs.apply(action)
    assert compared > 50


# -- Hasenpfeffer: properties ---------------------------------------------------


@given(any_state)
def test_view_legal_actions_are_the_states_for_the_seat_to_act(
    state: hp.GameState,
) -> None:
    for seat in range(4):
        view = state.view(seat)
        expected = state.legal_actions() if seat == state.to_act else ()
        assert view.legal_actions() == expected
        assert view.is_my_turn == (seat == state.to_act)


@given(any_state)
def test_view_holds_no_card_hidden_from_the_seat(state: hp.GameState) -> None:
    hand = shown_hand(state)
    for seat in range(4):
        check_view(state, seat, hand)


@given(any_state)
def test_view_dict_is_json_safe(state: hp.GameState) -> None:
    for seat in range(4):
        data = state.view(seat).to_dict()
        check_json_safe(data)
        assert json.loads(json.dumps(data)) == data


@given(any_state, st.randoms(use_true_random=False))
@scaled(0.6)
def test_states_differing_only_in_hidden_cards_look_the_same(
    state: hp.GameState, rnd: random.Random
) -> None:
    for seat in range(4):
        other = hidden_variant(state, seat, rnd)
        if other is None:
            continue
        note(f"seat {seat}")
        assert other.view(seat) == state.view(seat)
        assert hash(other.view(seat)) == hash(state.view(seat))
        assert other.view(seat).to_dict() == state.view(seat).to_dict()


@given(any_state)
def test_view_public_facts_are_the_states(state: hp.GameState) -> None:
    for seat in range(4):
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


# -- Hasenpfeffer: the README's deal, worked by hand -------------------------------


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
    for seat in range(4):
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
    hp.Game.BID_EUCHRE: {
        "auction",
        "contract",
        "called_for_best",
        "best_card",
        "best_discard",
    },
}
"""The fields each game adds: its auction's, its widow, and its options'."""


@pytest.mark.parametrize("game", list(hp.Game), ids=lambda game: game.value)
def test_a_view_carries_its_own_games_fields_only(game: hp.Game) -> None:
    state = hp.new_game(hp.Rules(game=game), seed=3, dealer=0)
    bot = hp.bots.SimpleBot()
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

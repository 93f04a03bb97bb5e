"""Hypothesis properties that hold in every game of the family.

Each property runs once for each value of :class:`hasenpfeffer.Game` (a
game added to the enum is picked up here without a change), under the
options that game takes (``options_of``), over random legal play from a
drawn seed.  What the properties expect is worked out from the rules of
the games (docs/rules.rst, docs/euchre.rst): the deck of each game, who
holds which card, who may see it.  A game whose deck or number of players
the tables below do not yet know fails, by design: a new game is never left
out in silence.
"""

from __future__ import annotations

import enum
import itertools
import json
import pickle
import random
import re
import typing
from collections import Counter
from collections.abc import Iterator
from typing import Any

import attrs
import pytest
from hypothesis import Phase, given, note
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer.rules import options_of
from tests.euchre_games import dealt
from tests.strategies import scaled

GAMES = list(hp.Game)

_SUITS = "CDHS"
_RANKS = "9TJQKA"
TWENTY_FOUR = tuple(hp.Card.parse(rank + suit) for suit in _SUITS for rank in _RANKS)
"""Nine to ace of each suit: the deck of the games without the Joker."""
WITH_JOKER = (*TWENTY_FOUR, hp.Card.parse("Joker"))

DECKS: dict[str, tuple[hp.Card, ...]] = {
    "HASENPFEFFER": WITH_JOKER,
    "EUCHRE": TWENTY_FOUR,
    "THREE_HANDED_EUCHRE": TWENTY_FOUR,
    "RAILROAD_EUCHRE": WITH_JOKER,
    "BID_EUCHRE": TWENTY_FOUR,
}
"""Each game's deck, by the name of its :class:`~hasenpfeffer.Game` value."""
PLAYERS: dict[str, int] = {
    "HASENPFEFFER": 4,
    "EUCHRE": 4,
    "THREE_HANDED_EUCHRE": 3,
    "RAILROAD_EUCHRE": 4,
    "BID_EUCHRE": 4,
}
"""How many play each game."""

MAX_HANDS = 4
"""Hands per game at most: random bids in Hasenpfeffer need never end it."""


def deck_of(game: hp.Game) -> tuple[hp.Card, ...]:
    assert game.name in DECKS, f"the tests do not know the deck of {game!r}"
    return DECKS[game.name]


def players_of(game: hp.Game) -> int:
    assert game.name in PLAYERS, f"the tests do not know the players of {game!r}"
    return PLAYERS[game.name]


def game_id(game: hp.Game) -> str:
    return game.name.lower()


@pytest.mark.parametrize("game", GAMES, ids=game_id)
def test_the_tables_know_every_game(game: hp.Game) -> None:
    assert len(deck_of(game)) == len(set(deck_of(game))) in (24, 25)
    assert players_of(game) in (3, 4)


# -- drawing games -------------------------------------------------------------


def _values_of(name: str, default: object) -> st.SearchStrategy[Any]:
    """The values to try for an option whose default is ``default``."""
    if isinstance(default, bool):
        return st.booleans()
    if isinstance(default, enum.Enum):
        return st.sampled_from(type(default))
    if isinstance(default, int):
        # small numbers too, so that random games reach their end
        return st.sampled_from(sorted({default, 1, 2, 3}))
    raise TypeError(f"the tests do not know how to vary the option {name}")


def _rules_or_none(game: hp.Game, options: dict[str, Any]) -> hp.Rules | None:
    try:
        return hp.Rules(game=game, **options)
    except hp.InvalidValueError:  # a combination the game refuses
        return None


def rules_of(game: hp.Game) -> st.SearchStrategy[hp.Rules]:
    """Any combination of the options ``game`` takes, the others left at
    their defaults."""
    default = hp.Rules(game=game)
    options = {
        name: _values_of(name, getattr(default, name)) for name in options_of(game)
    }
    return (
        st.fixed_dictionaries(options)
        .map(lambda drawn: _rules_or_none(game, drawn))
        .filter(lambda rules: rules is not None)
        .map(_not_none)
    )


def _not_none(rules: hp.Rules | None) -> hp.Rules:
    assert rules is not None
    return rules


def random_play(game_rules: hp.Rules, seed: int) -> Iterator[hp.GameState]:
    """Every state of one random game, from ``new_game`` to its end or to
    the deal of hand ``MAX_HANDS + 1``.

    In the auction a pass comes with a chance drawn for the whole game, so
    that hands are passed out, dealers are stuck and contracts are made;
    every other decision is uniform among the legal actions.
    """
    chooser = random.Random(seed)
    pass_chance = chooser.choice((0.0, 0.5, 0.75, 0.9))
    state = hp.new_game(game_rules, seed=seed)
    yield state
    while state.phase is not hp.Phase.GAME_OVER:
        if state.phase is hp.Phase.DEAL:
            if state.hand_number == MAX_HANDS:
                return
            if chooser.random() < 0.5:
                state = state.deal()
            else:
                state = state.deal(seed=chooser.randrange(2**32))
        else:
            legal = state.legal_actions()
            others = [action for action in legal if action != hp.Pass()]
            auction = state.phase is hp.Phase.BIDDING
            if hp.Pass() in legal and (
                not others or (auction and chooser.random() < pass_chance)
            ):
                state = state.apply(hp.Pass())
            else:
                state = state.apply(chooser.choice(legal))
        yield state


def drawn_game(data: st.DataObject, game: hp.Game) -> tuple[hp.Rules, int]:
    """Options for ``game`` and a seed for :func:`random_play`."""
    game_rules = data.draw(rules_of(game), label="rules")
    seed = data.draw(st.integers(min_value=0, max_value=2**32 - 1), label="seed")
    return game_rules, seed


def played_games(data: st.DataObject, game: hp.Game) -> Iterator[hp.GameState]:
    """The states of a random game of ``game`` under drawn options, each
    noted for the report of a failure."""
    for state in random_play(*drawn_game(data, game)):
        note(f"{state!r}, after {state.history[-1:]}")
        yield state


# -- where the cards are -------------------------------------------------------

_IN_HAND = frozenset(
    {hp.Phase.BIDDING, hp.Phase.TRUMP, hp.Phase.DISCARD, hp.Phase.ALONE, hp.Phase.PLAY}
)


def upcard_taken(state: hp.GameState) -> bool:
    """Whether the dealer has picked up the upcard: trump was named in the
    first round of calls, one call per player (docs/euchre.rst, "The
    auction: ordering up and naming trump")."""
    for number, (_, action) in enumerate(state.hand_history):
        if isinstance(action, hp.NameTrump):
            return number < players_of(state.rules.game)
        if not isinstance(action, hp.Pass):
            break
    return False


def face_down_kitty(state: hp.GameState) -> list[hp.Card]:
    """The kitty's cards still lying on the table: those under the upcard,
    and the upcard until the dealer picks it up."""
    kitty = list(state.kitty)
    if kitty and upcard_taken(state):
        del kitty[0]
    return kitty


def played_cards(state: hp.GameState) -> list[hp.Card]:
    return [card for _, card in state.current_trick] + [
        card for trick in state.completed_tricks for _, card in trick.plays
    ]


def cards_in_play(state: hp.GameState) -> list[hp.Card]:
    """Every card where the state keeps it: the hands, the widow, the
    kitty on the table, the discards and the tricks of the hand."""
    found = [card for hand in state.hands for card in hand]
    if state.widow is not None:
        found.append(state.widow)
    found += face_down_kitty(state)
    # The discards of the hand: the maker's or the dealer's (``discarded``)
    # and, in Railroad Euchre, each lone player's who called for best.
    discards = [
        action.card
        for _, action in state.hand_history
        if isinstance(action, hp.Discard)
    ]
    if state.discarded is not None:
        assert discards[0] == state.discarded
    return found + discards + played_cards(state)


def check_cards(state: hp.GameState) -> None:
    deck = Counter(deck_of(state.rules.game))
    found = Counter(cards_in_play(state))
    if state.hand_number == 0:
        assert found == Counter(), "cards before the first deal"
        assert state.deals == ()
        return
    assert found == deck, {
        "missing": sorted(deck - found),
        "more than once": sorted(card for card, count in found.items() if count > 1),
        "not of the game": sorted(set(found) - set(deck)),
    }
    deal = state.deals[-1]
    dealt = [card for hand in deal.hands for card in hand] + list(deal.kitty)
    if deal.widow is not None:
        dealt.append(deal.widow)
    assert Counter(dealt) == deck


# -- what each seat may see ----------------------------------------------------


def seen_by(state: hp.GameState, seat: int) -> set[hp.Card]:
    """The cards ``seat`` may know of in the hand in view.

    Its own cards, dealt or held now; the cards played; the upcard, which
    everybody saw turned up; the widow for the maker who picked it up; and
    any card this seat handled face down itself (a discard, a card given).
    """
    known = set(state.hands[seat]) | set(played_cards(state))
    if state.deals:
        deal = state.deals[-1]
        known |= set(deal.hands[seat])
        if state.kitty:
            known.add(state.kitty[0])
        if deal.widow is not None and state.maker == seat and state.widow is None:
            known.add(deal.widow)
    for actor, action in state.hand_history:
        card = getattr(action, "card", None)
        if actor == seat and isinstance(card, hp.Card):
            known.add(card)
    return known


def discarded_by(state: hp.GameState, seat: int, card: hp.Card | None) -> bool:
    """Whether ``seat`` discarded ``card`` this hand."""
    return card is not None and (seat, hp.Discard(card)) in state.hand_history


def cards_within(value: object, found: set[hp.Card]) -> None:
    """Collect every card held anywhere inside ``value``."""
    if isinstance(value, hp.Card):
        found.add(value)
    elif isinstance(value, (str, int, float, enum.Enum)) or value is None:
        return
    elif isinstance(value, dict):
        for key, item in value.items():
            cards_within(key, found)
            cards_within(item, found)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            cards_within(item, found)
    elif attrs.has(type(value)):
        kind: Any = type(value)
        for field in attrs.fields(kind):
            cards_within(getattr(value, field.name), found)
    else:
        raise TypeError(f"cards_within does not know {type(value).__name__}")


_WORD = re.compile(r"[0-9A-Za-z]+")


def check_views(state: hp.GameState) -> None:
    for seat in range(players_of(state.rules.game)):
        check_view(state, seat, state.view(seat))


def check_view(state: hp.GameState, seat: int, view: hp.PlayerView) -> None:
    """``view``, ``seat``'s view of ``state``, shows no card that the seat
    may not see (in its fields, its repr or its data), and shows what the
    seat does see as the state has it."""
    hidden = set(deck_of(state.rules.game)) - seen_by(state, seat)
    shown: set[hp.Card] = set()
    cards_within(view, shown)
    assert not shown & hidden, f"seat {seat} is shown {sorted(shown & hidden)}"
    words: set[str] = set()
    for text in (repr(view), str(view), json.dumps(view.to_dict())):
        words |= set(_WORD.findall(text))
    leaked = sorted(card for card in hidden if str(card) in words)
    assert not leaked, f"seat {seat}'s view writes {leaked}"
    assert view.hand == state.hands[seat]
    assert view.current_trick == state.current_trick
    assert view.completed_tricks == state.completed_tricks
    assert view.scores == state.scores and view.to_act == state.to_act
    discarder = discarded_by(state, seat, state.discarded)
    assert view.discarded == (state.discarded if discarder else None)
    if view.widow is not None:
        assert seat == state.maker
    expected = state.legal_actions() if state.to_act == seat else ()
    assert view.legal_actions() == expected


# -- the actions ---------------------------------------------------------------


def _values_of_type(kind: object) -> tuple[Any, ...]:
    if kind is hp.Card:
        return WITH_JOKER
    if kind is hp.Suit:
        return tuple(hp.Suit)
    raise TypeError(f"the tests do not know how to make actions with a {kind}")


def every_action() -> tuple[hp.Action, ...]:
    """Every value of every kind of :data:`~hasenpfeffer.Action`: each bid,
    and each card and each suit in every action that takes one."""
    found: list[hp.Action] = [
        *(hp.Bid(tricks) for tricks in range(1, 7)),
        hp.LITTLE_PEPPER,
        hp.BIG_PEPPER,
    ]
    kinds: tuple[Any, ...] = typing.get_args(hp.Action)
    for kind in kinds:
        if kind is hp.Bid:
            continue
        hints = typing.get_type_hints(kind)
        types = [hints[field.name] for field in attrs.fields(kind)]
        for values in itertools.product(*map(_values_of_type, types)):
            found.append(kind(*values))
    return tuple(found)


ALL_ACTIONS = every_action()
REFUSALS_PER_STATE = 6
"""How many of the actions not legal at a state are tried there."""


def check_actions(
    state: hp.GameState, twin: hp.GameState, sample: random.Random
) -> None:
    """At a decision every legal action applies, and actions that are not
    legal (a sample of them) are refused, leaving the state equal to its
    ``twin``, an equal state reached apart; between hands and at the end
    there is none.  ``sample`` chooses the refused actions."""
    legal = state.legal_actions()
    assert (state.to_act is None) == (
        state.phase in (hp.Phase.DEAL, hp.Phase.GAME_OVER)
    )
    if state.to_act is not None:
        assert legal, f"no legal action for seat {state.to_act} in {state.phase}"
    else:
        assert legal == ()
    for action in legal:
        after = state.apply(action)
        assert after != state
        assert after.history == (*state.history, (state.to_act, action))
    illegal = [action for action in ALL_ACTIONS if action not in legal]
    for action in sample.sample(illegal, REFUSALS_PER_STATE):
        assert not state.is_legal(action)
        with pytest.raises(hp.IllegalActionError) as refused:
            state.apply(action)
        assert refused.value.action == action
    assert state == twin and hash(state) == hash(twin)


# -- the properties ------------------------------------------------------------

games_param = pytest.mark.parametrize("game", GAMES, ids=game_id)

NO_SHRINKING = (Phase.explicit, Phase.reuse, Phase.generate)
"""A smaller seed or option set plays another game, no simpler than the
first: the whole game that failed, with its options and seed, is the report."""


@games_param
@scaled(0.1, phases=NO_SHRINKING)
@given(data=st.data())
def test_every_card_is_in_one_place(game: hp.Game, data: st.DataObject) -> None:
    """The game's deck, each card once: in a hand, the widow, the kitty on
    the table, the discard or a trick of the hand; none before a deal."""
    for state in played_games(data, game):
        check_cards(state)


@games_param
@scaled(0.1, phases=NO_SHRINKING)
@given(data=st.data())
def test_scores_are_the_sum_of_the_hands(game: hp.Game, data: st.DataObject) -> None:
    """The scores are the sums of the hands' score changes, one result per
    finished hand, and a winner exactly when the game is over."""
    for state in played_games(data, game):
        players = len(state.scores)
        assert state.scores == tuple(
            sum(result.score_change[side] for result in state.hand_results)
            for side in range(players)
        )
        assert (state.winner is not None) == (state.phase is hp.Phase.GAME_OVER)
        assert len(state.hand_results) == state.hand_number - (state.phase in _IN_HAND)


@games_param
@scaled(0.1, phases=NO_SHRINKING)
@given(data=st.data())
def test_views_show_only_what_the_seat_may_see(
    game: hp.Game, data: st.DataObject
) -> None:
    """No seat's view shows another's hand, the cards under the upcard, the
    widow (but to its maker) or a discard (but to whoever made it)."""
    for state in played_games(data, game):
        check_views(state)


@games_param
@scaled(0.1, phases=NO_SHRINKING)
@given(data=st.data())
def test_legal_actions_apply_and_others_are_refused(
    game: hp.Game, data: st.DataObject
) -> None:
    """Whoever is to act has a legal action, each applies, and others are
    refused with IllegalActionError, the state unchanged."""
    sample = random.Random(data.draw(st.integers(0, 2**32 - 1), label="sample"))
    game_rules, seed = drawn_game(data, game)
    twins = random_play(game_rules, seed)
    for state, twin in zip(random_play(game_rules, seed), twins, strict=True):
        note(f"{state!r}, after {state.history[-1:]}")
        check_actions(state, twin, sample)


@games_param
@scaled(0.1, phases=NO_SHRINKING)
@given(data=st.data())
def test_records_and_pickles_round_trip(game: hp.Game, data: st.DataObject) -> None:
    """A state pickles to an equal state; its record goes through JSON (and
    the text notation) and replays to an equal state."""
    sample = random.Random(data.draw(st.integers(0, 2**32 - 1), label="sample"))
    for state in played_games(data, game):
        copied = pickle.loads(pickle.dumps(state))
        assert copied == state and hash(copied) == hash(state)
        between = state.phase in (hp.Phase.DEAL, hp.Phase.GAME_OVER)
        if not between and sample.random() > 0.1:
            continue  # a replay costs the whole game: a sample of the rest
        record = state.to_record()
        again = hp.records.GameRecord.from_json(
            json.dumps(json.loads(record.to_json()))
        )
        assert again == record
        assert hp.records.replay(again) == state
        assert (
            hp.records.replay(hp.records.GameRecord.from_text(record.to_text()))
            == state
        )


# -- the checks themselves -------------------------------------------------


def _ordered_up() -> hp.GameState:
    """The deal of docs/euchre.rst: seat 1 orders up the ten of hearts and
    the dealer, seat 0, discards the ten of spades."""
    state = dealt().apply(hp.NameTrump(hp.Suit.HEARTS))
    return state.apply(hp.Discard(hp.Card.parse("TS")))


def test_the_view_check_sees_a_card_shown_to_the_wrong_seat() -> None:
    state = _ordered_up()
    for seat in range(4):
        check_view(state, seat, state.view(seat))
    discard, under_upcard = hp.Card.parse("TS"), hp.Card.parse("9C")
    wrong = [
        (2, attrs.evolve(state.view(2), discarded=discard)),
        (1, attrs.evolve(state.view(1), upcard=under_upcard)),
        (3, attrs.evolve(state.view(3), widow=under_upcard)),
    ]
    for seat, view in wrong:
        with pytest.raises(AssertionError):
            check_view(state, seat, view)
    # the dealer's own discard must be shown to the dealer
    with pytest.raises(AssertionError):
        check_view(state, 0, attrs.evolve(state.view(0), discarded=None))


def test_the_card_check_misses_no_card(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _ordered_up()
    check_cards(state)
    monkeypatch.setattr(hp.GameState, "discarded", property(lambda self: None))
    history = vars(hp.GameState)["hand_history"].fget
    monkeypatch.setattr(
        hp.GameState,
        "hand_history",
        property(
            lambda self: tuple(
                pair for pair in history(self) if not isinstance(pair[1], hp.Discard)
            )
        ),
    )
    with pytest.raises(AssertionError, match="TS"):
        check_cards(state)


def test_the_action_check_needs_a_legal_action(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state, twin = _ordered_up(), _ordered_up()
    monkeypatch.setattr(hp.GameState, "legal_actions", lambda self: ())
    with pytest.raises(AssertionError, match="no legal action"):
        check_actions(state, twin, random.Random(0))

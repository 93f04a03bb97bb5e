"""The encoding of Railroad Euchre: the action ids appended for calling for
best and giving a card, the calls for best in the vectors and strings, and
no hidden card in any seat's vector.

Pure Python, so these run without any extra installed.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import hasenpfeffer as hp
from hasenpfeffer.integrations._seat_knowledge import alone_choices
from hasenpfeffer.integrations.encoding import (
    ACTION_IDS,
    Piece,
    action_mask,
    action_to_id,
    id_to_action,
    information_state_pieces,
    information_state_vector,
    legal_action_ids,
    num_actions,
    observation_pieces,
    observation_vector,
)
from hasenpfeffer.integrations.text import information_state_string, observation_string
from tests.helpers import exactly

CALL_FOR_BEST = ACTION_IDS.call_for_best
DISCARD_BASE = ACTION_IDS.discard
GIVE_BASE = ACTION_IDS.give
GO_ALONE = ACTION_IDS.go_alone
NUM_ACTIONS = num_actions()
PASS = ACTION_IDS.pass_
PLAY_BASE = ACTION_IDS.play
TRUMP_BASE = ACTION_IDS.trump

RAILROAD = hp.Rules(game=hp.Game.RAILROAD_EUCHRE)
DECK = hp.deck()
CARD_PIECES = ("hand", "dealt", "discarded", "upcard", "best_card", "best_discard")
TRICK_PIECES = ("current_trick", "played")


def card(text: str) -> hp.Card:
    return hp.Card.parse(text)


def dealt() -> hp.GameState:
    """The hand of docs/railroad.rst: seat 3 deals, the Joker is turned up."""
    return hp.new_game(RAILROAD, seed=1, dealer=3).deal(
        hands=[
            ["JH", "JD", "AH", "KH", "QH"],
            ["9C", "TC", "JC", "QC", "KC"],
            ["AD", "9S", "TS", "JS", "QS"],
            ["AC", "9D", "TD", "QD", "KD"],
        ],
        kitty=["Joker", "9H", "TH", "KS", "AS"],
    )


def after(state: hp.GameState, *actions: str) -> hp.GameState:
    for text in actions:
        state = state.apply(text)
    return state


def exchanged() -> hp.GameState:
    """Seat 0 orders the Joker up, calls for best, is given the ace of
    diamonds by seat 2 and discards the queen of hearts: seat 1 is asked
    whether to defend alone."""
    return after(
        dealt(), "trump H", "discard 9D", "call for best", "give AD", "discard QH"
    )


def pieces_of(vector: list[float], pieces: tuple[Piece, ...]) -> dict[str, list[float]]:
    found: dict[str, list[float]] = {}
    offset = 0
    for piece in pieces:
        found[piece.name] = vector[offset : offset + piece.size]
        offset += piece.size
    assert offset == len(vector)
    return found


def cards_in(bits: list[float]) -> set[hp.Card]:
    """The cards of a set of bits laid out card by card, seat after seat."""
    return {DECK[index % 25] for index, bit in enumerate(bits) if bit}


def test_existing_ids_keep_their_numbers_and_the_new_ones_come_after() -> None:
    assert (PASS, TRUMP_BASE, DISCARD_BASE, PLAY_BASE, GO_ALONE) == (0, 9, 13, 38, 63)
    assert action_to_id(hp.Play(card("Joker"))) == 62
    assert CALL_FOR_BEST == 64
    assert action_to_id(hp.CallForBest()) == 64
    assert GIVE_BASE == 65
    assert action_to_id(hp.Give(card("9C"))) == 65
    assert action_to_id(hp.Give(card("Joker"))) == 89
    railroad = hp.Game.RAILROAD_EUCHRE
    actions = [id_to_action(number, railroad) for number in range(90)]
    assert len(set(actions)) == 90
    assert [action_to_id(action) for action in actions] == list(range(90))
    assert [str(id_to_action(number, railroad)) for number in (64, 65, 79, 89)] == [
        "call for best",
        "give 9C",
        "give JH",
        "give Joker",
    ]


def test_each_games_action_space_is_sized_by_its_largest_id() -> None:
    assert num_actions(hp.Game.HASENPFEFFER) == NUM_ACTIONS == 64
    assert num_actions(hp.Game.EUCHRE) == 64
    assert num_actions(hp.Game.RAILROAD_EUCHRE) == 90
    assert num_actions() == 64
    # Ids beyond a game's space are refused for that game only.
    for game in (hp.Game.HASENPFEFFER, hp.Game.EUCHRE):
        with pytest.raises(
            hp.InvalidValueError,
            match=exactly("an action id is a whole number from 0 to 63, not 64"),
        ):
            id_to_action(CALL_FOR_BEST, game)
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("an action id is a whole number from 0 to 89, not 90"),
    ):
        id_to_action(90, hp.Game.RAILROAD_EUCHRE)


def test_the_exchange_of_the_worked_hand_as_ids() -> None:
    state = after(dealt(), "trump H", "discard 9D")
    assert legal_action_ids(state) == [PASS, GO_ALONE, CALL_FOR_BEST]
    state = state.apply("call for best")
    # Seat 2 may give any card it holds: AD 9S TS JS QS (indices 11, 18-21).
    assert legal_action_ids(state) == [
        GIVE_BASE + index for index in (11, 18, 19, 20, 21)
    ]
    mask = action_mask(state)
    assert len(mask) == 90
    assert [number for number in range(90) if mask[number]] == legal_action_ids(state)
    state = state.apply("give AD")
    # Seat 0 discards any card but the one given: JD JH QH KH AH.
    assert legal_action_ids(state) == [
        DISCARD_BASE + index for index in (8, 14, 15, 16, 17)
    ]


def test_the_vectors_of_railroad_are_euchres_on_25_cards_and_the_calls() -> None:
    observation = observation_pieces(hp.Game.RAILROAD_EUCHRE)
    information = information_state_pieces(hp.Game.RAILROAD_EUCHRE)
    sizes = {piece.name: piece.size for piece in observation}
    assert sizes["hand"] == sizes["upcard"] == sizes["discarded"] == 25
    assert sizes["hand_sizes"] == 4 * 7  # 0 to 6 cards
    assert sizes["current_trick"] == sizes["played"] == 4 * 25
    assert (sizes["called_for_best"], sizes["best_card"], sizes["best_discard"]) == (
        4,
        25,
        25,
    )
    # Euchre's 350, 4 more bits for the Joker in each of five card sets of
    # 24 (hand, upcard, discard; 4 seats' trick and played: 1 + 1 + 1 + 4
    # + 4 = 11), and 4 + 25 + 25 for the calls for best.
    assert sum(piece.size for piece in observation) == 350 + 11 + 54
    # Euchre's 738, a bit more in hand, dealt, discarded and upcard, 4 more
    # a trick for five tricks, and the calls for best.
    assert sum(piece.size for piece in information) == 738 + 4 + 20 + 54
    private = {piece.name for piece in information if piece.private}
    assert private == {"hand", "dealt", "discarded", "best_card", "best_discard"}
    # Euchre's layouts do not change.
    assert "best_card" not in {
        piece.name for piece in observation_pieces(hp.Game.EUCHRE)
    }


def test_the_calls_for_best_in_the_vectors_of_each_seat() -> None:
    state = exchanged()
    layouts = (
        (observation_vector, observation_pieces(hp.Game.RAILROAD_EUCHRE)),
        (information_state_vector, information_state_pieces(hp.Game.RAILROAD_EUCHRE)),
    )
    for seat in range(4):
        for encode, pieces in layouts:
            found = pieces_of(encode(state.view(seat)), pieces)
            called = [0.0] * 4
            called[(0 - seat) % 4] = 1.0  # seat 0, counted from the observer
            assert found["called_for_best"] == called
            partners = seat in (0, 2)
            assert cards_in(found["best_card"]) == ({card("AD")} if partners else set())
            assert cards_in(found["best_discard"]) == (
                {card("QH")} if seat == 0 else set()
            )
            assert cards_in(found["discarded"]) == (
                {card("9D")} if seat == 3 else set()
            )
            assert cards_in(found["upcard"]) == {card("Joker")}


@pytest.mark.parametrize(
    ("seat", "cards"),
    [
        (0, "JD JH QH KH AH"),  # the queen discarded counts, the ace given not
        (1, "9C TC JC QC KC"),
        (2, "AD 9S TS JS QS"),  # the ace given counts
        (3, "9D TD QD KD AC"),  # the dealer's discard counts, the Joker not
    ],
)
def test_the_dealt_cards_of_each_seat(seat: int, cards: str) -> None:
    pieces = information_state_pieces(hp.Game.RAILROAD_EUCHRE)
    found = pieces_of(information_state_vector(exchanged().view(seat)), pieces)
    assert cards_in(found["dealt"]) == {card(text) for text in cards.split()}


def test_going_alone_counts_from_the_call_for_best() -> None:
    state = after(dealt(), "trump H", "discard 9D", "call for best")
    assert alone_choices(state.view(1)) == {0: True}  # seat 2 is giving
    state = state.apply("give AD")
    assert alone_choices(state.view(3)) == {0: True}  # seat 0 is discarding
    state = state.apply("discard QH")
    assert alone_choices(state.view(2)) == {0: True}  # seat 1 is asked
    state = state.pass_()
    assert alone_choices(state.view(2)) == {0: True, 1: False}
    state = state.pass_()
    assert alone_choices(state.view(2)) == {0: True, 1: False, 3: False}
    pieces = information_state_pieces(hp.Game.RAILROAD_EUCHRE)
    found = pieces_of(information_state_vector(state.view(1)), pieces)
    # Counted from seat 1: seat 0 is 3, seat 3 is 2, seat 1 itself is 0.
    assert found["went_alone"] == [0.0, 0.0, 0.0, 1.0]
    assert found["declined_alone"] == [1.0, 0.0, 1.0, 0.0]


def test_a_defender_calling_for_best_is_answered_by_its_partner() -> None:
    state = after(exchanged(), "call for best")
    # Seat 1 defends alone calling for best: seat 3, the dealer, gives.
    assert state.to_act == 3
    assert alone_choices(state.view(0)) == {0: True, 1: True}
    state = state.apply("give AC")
    state = state.apply("discard 9C")
    assert state.phase is hp.Phase.PLAY
    assert alone_choices(state.view(2)) == {0: True, 1: True}
    pieces = observation_pieces(hp.Game.RAILROAD_EUCHRE)
    found = pieces_of(observation_vector(state.view(3)), pieces)
    # Seat 3 sees both calls (seat 0 is 1 from it, seat 1 is 2), the card
    # it gave, but neither lone player's discard.
    assert found["called_for_best"] == [0.0, 1.0, 1.0, 0.0]
    assert cards_in(found["best_card"]) == {card("AC")}
    assert cards_in(found["best_discard"]) == set()


def test_the_strings_say_what_each_seat_knows_of_the_call() -> None:
    state = exchanged()
    for seat in range(4):
        for text in (
            information_state_string(state.view(seat)),
            observation_string(state.view(seat)),
        ):
            assert "called for best: 0" in text
            if seat == 0:
                assert "best card: AD, discarded QH" in text
            elif seat == 2:
                assert "best card: AD\n" in text
            else:
                assert "AD" not in text
            if seat != 0:
                assert "QH" not in text
    assert "alone: 0 alone" in information_state_string(state.view(1))


def random_states(games: int, seed: int) -> Iterator[hp.GameState]:
    """Every position of some random hands of Railroad Euchre, calling for
    best (and giving, and discarding) as often as going alone."""
    chooser = random.Random(seed)
    for number in range(games):
        state = hp.new_game(RAILROAD, seed=seed * 100 + number, dealer=number % 4)
        state = state.deal()
        while state.to_act is not None:
            yield state
            legal = state.legal_actions()
            calls = [action for action in legal if isinstance(action, hp.CallForBest)]
            if calls and chooser.random() < 0.6:
                state = state.apply(calls[0])
            else:
                state = state.apply(chooser.choice(legal))
        yield state


def test_no_hidden_card_is_in_any_seats_vectors() -> None:
    exchanges = 0
    layouts = (
        (observation_vector, observation_pieces(hp.Game.RAILROAD_EUCHRE)),
        (information_state_vector, information_state_pieces(hp.Game.RAILROAD_EUCHRE)),
    )
    for state in random_states(games=30, seed=4):
        gifts: dict[int, hp.Card] = {}  # by the seat that received it
        lone_discards: dict[int, hp.Card] = {}
        for actor, action in state.hand_history:
            if isinstance(action, hp.Give):
                gifts[(actor + 2) % 4] = action.card
            elif isinstance(action, hp.Discard) and actor in gifts:
                lone_discards[actor] = action.card
        exchanges += bool(gifts)
        played = {
            card
            for plays in (
                *(trick.plays for trick in state.completed_tricks),
                state.current_trick,
            )
            for _, card in plays
        }
        dealer = _dealer(state)
        for seat in range(4):
            hidden = set(state.kitty[1:])
            for other in range(4):
                if other != seat:
                    hidden |= set(state.hands[other])
                    if other in lone_discards:
                        hidden.add(lone_discards[other])
            if seat != dealer and state.discarded is not None:
                hidden.add(state.discarded)
            own_gift = None
            for receiver, gift in gifts.items():
                if seat in (receiver, (receiver + 2) % 4):
                    own_gift = gift
                elif gift not in played:
                    hidden.add(gift)
            # The gift is in the lone player's hand, seen by its partner too.
            hidden.discard(own_gift)
            hidden.discard(state.kitty[0])  # the upcard, seen by all
            view = state.view(seat)
            for encode, pieces in layouts:
                found = pieces_of(encode(view), pieces)
                seen: set[hp.Card] = set()
                for name in (*CARD_PIECES, *TRICK_PIECES):
                    if name in found:
                        seen |= cards_in(found[name])
                if "tricks" in found:
                    seen |= cards_in(_trick_bits(found["tricks"]))
                    assert cards_in(found["dealt"]) == set(state.deals[-1].hands[seat])
                assert not seen & hidden
                assert cards_in(found["hand"]) == set(state.hands[seat])
                assert cards_in(found["best_card"]) == (
                    set() if own_gift is None else {own_gift}
                )
                assert cards_in(found["best_discard"]) == (
                    {lone_discards[seat]} if seat in lone_discards else set()
                )
                called = [0.0] * 4
                for receiver in view.called_for_best:
                    called[(receiver - seat) % 4] = 1.0
                assert found["called_for_best"] == called
    assert exchanges > 0


def _dealer(state: hp.GameState) -> int:
    """The dealer of the hand shown (the next one once the hand is over)."""
    results = state.hand_results
    if results and results[-1].hand_number == state.hand_number:
        return results[-1].dealer
    return state.dealer


def _trick_bits(bits: list[float]) -> list[float]:
    """The card bits of the ``tricks`` piece: each trick is a leader (4), a
    card per seat (4 x 25) and a winner (4)."""
    cards: list[float] = []
    for trick in range(5):
        start = trick * 108 + 4
        cards.extend(bits[start : start + 100])
    return cards

"""The encoding of Euchre: the shared action ids, and the upcard and its
turning down in the vectors."""

from __future__ import annotations

import hasenpfeffer as hp
from hasenpfeffer.integrations.encoding import (
    ACTION_IDS,
    Piece,
    information_state_pieces,
    information_state_vector,
    legal_action_ids,
    observation_pieces,
    observation_vector,
)

GO_ALONE = ACTION_IDS.go_alone
PASS = ACTION_IDS.pass_
PLAY_BASE = ACTION_IDS.play
TRUMP_BASE = ACTION_IDS.trump

EUCHRE = hp.Rules(game=hp.Game.EUCHRE)


def piece(vector: list[float], pieces: tuple[Piece, ...], name: str) -> list[float]:
    offset = 0
    for each in pieces:
        if each.name == name:
            return vector[offset : offset + each.size]
        offset += each.size
    raise KeyError(name)


def dealt() -> hp.GameState:
    hands = [
        ["9H", "KC", "AC", "TS", "JS"],
        ["QH", "TC", "JC", "QC", "AD"],
        ["JH", "JD", "AH", "KH", "AS"],
        ["KD", "QD", "TD", "QS", "KS"],
    ]
    return hp.new_game(EUCHRE, seed=1, dealer=0).deal(
        hands=hands, kitty=["TH", "9C", "9D", "9S"]
    )


def test_euchre_uses_the_ids_it_shares_with_hasenpfeffer() -> None:
    state = dealt()
    hearts = TRUMP_BASE + 2  # clubs, diamonds, hearts, spades
    assert legal_action_ids(state) == [PASS, hearts]
    state = state.pass_().name_trump("H").discard("TS")
    assert legal_action_ids(state) == [PASS, GO_ALONE]
    state = state.go_alone()
    assert PLAY_BASE + hp.Card.parse("AD").index in legal_action_ids(state)


def test_the_upcard_and_its_turning_down_are_in_both_vectors() -> None:
    layouts = (
        (observation_vector, observation_pieces(hp.Game.EUCHRE)),
        (information_state_vector, information_state_pieces(hp.Game.EUCHRE)),
    )
    upcard = hp.Card.parse("TH").index
    state = dealt()
    for encode, pieces in layouts:
        vector = encode(state.view(3))
        assert len(vector) == sum(each.size for each in pieces)
        assert piece(vector, pieces, "upcard") == [
            1.0 if index == upcard else 0.0 for index in range(24)
        ]
        assert piece(vector, pieces, "turned_down") == [0.0]
    for _ in range(4):
        state = state.pass_()
    for encode, pieces in layouts:
        vector = encode(state.view(3))
        assert piece(vector, pieces, "turned_down") == [1.0]
        assert sum(piece(vector, pieces, "upcard")) == 1.0
    # Four passes of the first round, each seat's bit (counted from seat 3).
    passed = piece(
        observation_vector(state.view(3)), observation_pieces(hp.Game.EUCHRE), "passed"
    )
    assert passed == [1.0, 1.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0]


def test_the_dealers_dealt_cards_leave_out_the_upcard_taken_up() -> None:
    state = dealt().pass_().name_trump("H").discard("TS")
    pieces = information_state_pieces(hp.Game.EUCHRE)
    vector = information_state_vector(state.view(0))
    dealt_bits = piece(vector, pieces, "dealt")
    cards = {hp.deck()[index] for index in range(24) if dealt_bits[index]}
    assert hp.format_cards(sorted(cards, key=lambda card: card.index)) == (
        "KC AC 9H TS JS"
    )
    discarded = piece(vector, pieces, "discarded")
    assert discarded.index(1.0) == hp.Card.parse("TS").index
    other = information_state_vector(state.view(1))
    assert sum(piece(other, pieces, "discarded")) == 0.0

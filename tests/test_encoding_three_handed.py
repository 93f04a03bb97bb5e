"""The encoding of Three-Handed Euchre: Euchre's action ids without going
alone, vectors laid out for three seats each scoring for themselves, the
strings of three players, and no hidden card in any seat's vector (the
same check run on Euchre too).

Pure Python, so these run without any extra installed.  The worked hand
is the one of docs/three_handed.rst: seat 0 deals, the ten of hearts is
turned up, seat 1 passes, seat 2 orders it up, seat 0 discards the ten of
spades.
"""

from __future__ import annotations

import pytest

import hasenpfeffer as hp
from hasenpfeffer.integrations._seat_knowledge import alone_choices
from hasenpfeffer.integrations.encoding import (
    ACTION_IDS,
    action_mask,
    id_to_action,
    information_state_pieces,
    information_state_vector,
    legal_action_ids,
    num_actions,
    observation_pieces,
    observation_vector,
)
from hasenpfeffer.integrations.text import (
    information_state_string,
    observation_string,
    table_string,
)
from tests.adapter_checks import (
    cards_in,
    dealer_of_hand,
    hidden_from,
    pieces_of,
    random_positions,
    seen_in,
)
from tests.helpers import cards, exactly

DISCARD_BASE = ACTION_IDS.discard
GO_ALONE = ACTION_IDS.go_alone
PASS = ACTION_IDS.pass_
PLAY_BASE = ACTION_IDS.play
TRUMP_BASE = ACTION_IDS.trump

THREE = hp.Game.THREE_HANDED_EUCHRE
RULES = hp.Rules(game=THREE)
HANDS = ["9H QC AC TS JH", "AD KD QD 9C TC", "JD AH KH AS KS"]
KITTY = "TH QH 9D TD JC KC 9S JS QS"
# The five tricks of the worked hand, in the order played; seat 0 takes
# three, the maker (seat 2) two.
TRICKS = ["AD KH JH", "AC 9C AH", "JD 9H TC", "AS TH KD", "QC QD KS"]


def dealt(rules: hp.Rules = RULES) -> hp.GameState:
    return hp.new_game(rules, seed=1, dealer=0).deal(
        hands=[hand.split() for hand in HANDS], kitty=KITTY.split()
    )


def after(state: hp.GameState, *actions: str) -> hp.GameState:
    for text in actions:
        state = state.apply(text)
    return state


def ordered_up() -> hp.GameState:
    """Seat 1 passes, seat 2 orders the ten of hearts up, seat 0 lays the
    ten of spades away: seat 1 leads."""
    return after(dealt(), "pass", "trump H", "discard TS")


def played(rules: hp.Rules = RULES) -> hp.GameState:
    """The worked hand played to the end: the maker is euchred."""
    state = after(dealt(rules), "pass", "trump H", "discard TS")
    return after(state, *(f"play {card}" for trick in TRICKS for card in trick.split()))


def ids(*indices: int, base: int) -> list[int]:
    return [base + index for index in indices]


def index(text: str) -> int:
    return hp.Card.parse(text).index


# -- actions -------------------------------------------------------------------


def test_the_action_space_is_euchres() -> None:
    assert num_actions(THREE) == num_actions(hp.Game.EUCHRE) == 64
    assert str(id_to_action(TRUMP_BASE + 2, THREE)) == "trump H"
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("an action id is a whole number from 0 to 63, not 64"),
    ):
        id_to_action(64, THREE)


def test_the_auction_as_ids() -> None:
    state = dealt()
    # Seat 1 may pass or order up hearts (suit 2 of C, D, H, S).
    assert legal_action_ids(state) == [PASS, TRUMP_BASE + 2]
    mask = action_mask(state)
    assert len(mask) == 64
    assert [number for number in range(64) if mask[number]] == [PASS, TRUMP_BASE + 2]
    # Hearts turned down: any other suit, or pass.
    round_two = after(state, "pass", "pass", "pass")
    assert legal_action_ids(round_two) == [PASS, TRUMP_BASE, TRUMP_BASE + 1, 12]
    # Five passes: the dealer is stuck and must name a suit.
    stuck = after(round_two, "pass", "pass")
    assert legal_action_ids(stuck) == [TRUMP_BASE, TRUMP_BASE + 1, TRUMP_BASE + 3]


def test_the_discard_and_the_opening_lead_as_ids() -> None:
    state = after(dealt(), "pass", "trump H")
    # The dealer may discard any card but the upcard (TH, index 13).
    assert legal_action_ids(state) == ids(
        index("QC"), index("AC"), index("9H"), index("JH"), index("TS"), base=13
    )
    assert DISCARD_BASE + index("TH") not in legal_action_ids(state)
    # No question of going alone: seat 1 leads at once.
    state = state.apply("discard TS")
    assert state.phase is hp.Phase.PLAY
    assert legal_action_ids(state) == ids(0, 1, 9, 10, 11, base=PLAY_BASE)


def test_going_alone_is_never_legal() -> None:
    positions = 0
    for state in random_positions(RULES, games=20, seed=2):
        assert GO_ALONE not in legal_action_ids(state)
        if state.to_act is not None:
            assert action_mask(state)[GO_ALONE] == 0
            positions += 1
    assert positions > 100


# -- vectors -------------------------------------------------------------------


def test_the_layout_is_euchres_for_three_seats() -> None:
    observation = observation_pieces(THREE)
    assert [(piece.name, piece.size) for piece in observation] == [
        ("phase", len(hp.Phase)),
        ("dealer", 3),
        ("to_act", 3),
        ("hand", 24),
        ("hand_sizes", 3 * 7),  # 0 to 6 cards: the dealer holds six
        ("upcard", 24),
        ("turned_down", 1),
        ("passed", 2 * 3),  # a bit per seat in each of two rounds
        ("maker", 3),
        ("trump", 4),
        ("discarded", 24),
        ("leader", 3),
        ("current_trick", 3 * 24),
        ("played", 3 * 24),
        ("tricks_won", 3 * 6),  # each player 0 to 5 tricks
        ("scores", 3),
    ]
    information = information_state_pieces(THREE)
    assert [(piece.name, piece.size) for piece in information] == [
        ("phase", len(hp.Phase)),
        ("dealer", 3),
        ("to_act", 3),
        ("hand", 24),
        ("dealt", 24),
        ("discarded", 24),
        ("upcard", 24),
        ("turned_down", 1),
        ("calls", 6 * (3 + 5)),  # six calls: a seat, and pass or a suit
        ("maker", 3),
        ("trump", 4),
        ("tricks", 5 * (3 + 3 * 24 + 3)),
        ("tricks_won", 3 * 6),
        ("scores", 3),
    ]
    private = {piece.name for piece in information if piece.private}
    assert private == {"hand", "dealt", "discarded"}
    assert len(observation_vector(dealt().view(0))) == 288
    assert len(information_state_vector(dealt().view(0))) == 576


def test_a_seats_observation_counts_the_seats_from_it() -> None:
    state = after(ordered_up(), "play AD", "play KH")
    found = pieces_of(observation_vector(state.view(1)), observation_pieces(THREE))
    # From seat 1: seat 1 is 0, seat 2 (its left) is 1, seat 0 is 2.
    assert found["dealer"] == [0, 0, 1]
    assert found["to_act"] == [0, 0, 1]
    assert found["maker"] == [0, 1, 0]
    assert found["leader"] == [1, 0, 0]
    assert found["trump"] == [0, 0, 1, 0]
    assert cards_in(found["hand"], THREE) == set(cards("KD QD 9C TC"))
    assert cards_in(found["upcard"], THREE) == set(cards("TH"))
    assert cards_in(found["discarded"], THREE) == set()
    assert found["turned_down"] == [0]
    assert found["passed"] == [1, 0, 0, 0, 0, 0]
    sizes = [0.0] * 21
    for relative, size in ((0, 4), (1, 4), (2, 5)):
        sizes[7 * relative + size] = 1.0
    assert found["hand_sizes"] == sizes
    trick = [0.0] * 72
    trick[index("AD")] = 1.0  # seat 1's card, at 0
    trick[24 + index("KH")] = 1.0  # seat 2's, at 1
    assert found["current_trick"] == trick
    won = [0.0] * 18
    for relative in range(3):
        won[6 * relative] = 1.0  # nobody has a trick yet
    assert found["tricks_won"] == won
    # The dealer alone sees its discard.
    dealer = pieces_of(observation_vector(state.view(0)), observation_pieces(THREE))
    assert cards_in(dealer["discarded"], THREE) == set(cards("TS"))


def test_each_players_score_and_tricks_counted_from_the_observer() -> None:
    state = played()
    # Euchred: 2 to each defender, seats 0 and 1; tricks 3, 0 and 2.
    assert (state.scores, state.tricks_won) == ((2, 2, 0), (3, 0, 2))
    layout = observation_pieces(THREE)
    maker = pieces_of(observation_vector(state.view(2)), layout)
    # From seat 2: itself, then seat 0, then seat 1; a target of 10.
    assert maker["scores"] == [0.0, 0.2, 0.2]
    assert [i for i, bit in enumerate(maker["tricks_won"]) if bit] == [2, 6 + 3, 12]
    dealer = pieces_of(observation_vector(state.view(0)), layout)
    assert dealer["scores"] == [0.2, 0.2, 0.0]
    assert [i for i, bit in enumerate(dealer["tricks_won"]) if bit] == [3, 6, 12 + 2]


def test_the_calls_and_the_dealt_cards_in_the_information_state() -> None:
    state = ordered_up()
    layout = information_state_pieces(THREE)
    dealer = pieces_of(information_state_vector(state.view(0)), layout)
    # Seat 0 was dealt the ten of spades, not the upcard it took up.
    assert cards_in(dealer["dealt"], THREE) == set(cards(HANDS[0]))
    assert cards_in(dealer["hand"], THREE) == set(cards("9H QC AC JH TH"))
    # Each call: the seat (3 bits, from the observer) and pass or a suit
    # (5 bits).  From seat 0: seat 1 (1) passed, seat 2 (2) named hearts.
    calls = [0.0] * 48
    for bit in (1, 3 + 0, 8 + 2, 8 + 3 + 1 + 2):
        calls[bit] = 1.0
    assert dealer["calls"] == calls
    leader = pieces_of(information_state_vector(state.view(1)), layout)
    calls = [0.0] * 48
    for bit in (0, 3 + 0, 8 + 1, 8 + 3 + 1 + 2):
        calls[bit] = 1.0
    assert leader["calls"] == calls
    assert cards_in(leader["dealt"], THREE) == set(cards(HANDS[1]))


def test_a_finished_trick_in_the_information_state() -> None:
    state = after(ordered_up(), "play AD", "play KH", "play JH")
    found = pieces_of(
        information_state_vector(state.view(2)), information_state_pieces(THREE)
    )
    # The first trick (78 numbers: leader, a card per seat, winner), from
    # seat 2: seat 1 led (2), seat 0 won with the right bower (1).
    first = found["tricks"][:78]
    expected = [0.0] * 78
    for bit in (
        2,
        3 + 24 * 2 + index("AD"),
        3 + 24 * 0 + index("KH"),
        3 + 24 * 1 + index("JH"),
        3 + 72 + 1,
    ):
        expected[bit] = 1.0
    assert first == expected
    # The second trick is under way, led by seat 0, with no card yet.
    second = found["tricks"][78:156]
    assert [i for i, bit in enumerate(second) if bit] == [1]


def test_nobody_is_asked_to_go_alone() -> None:
    for state in random_positions(RULES, games=10, seed=5):
        for seat in range(3):
            view = state.view(seat)
            assert view.lone_players == ()
            assert alone_choices(view) == {}


@pytest.mark.parametrize(
    "rules",
    [
        RULES,
        hp.Rules(game=THREE, all_pass=hp.AllPass.REDEAL),
        hp.Rules(game=hp.Game.EUCHRE, lone_defender=True),
    ],
    ids=["three-handed", "three-handed, redeal", "euchre, lone defender"],
)
def test_no_hidden_card_is_in_any_seats_vectors(rules: hp.Rules) -> None:
    game = rules.game
    players = 3 if game is THREE else 4
    layouts = (
        (observation_vector, observation_pieces(game)),
        (information_state_vector, information_state_pieces(game)),
    )
    discards = 0
    for state in random_positions(rules, games=25, seed=4, dealers=players):
        for seat in range(players):
            hidden = hidden_from(state, seat)
            view = state.view(seat)
            for encode, pieces in layouts:
                found = pieces_of(encode(view), pieces)
                assert not seen_in(found, game, players) & hidden
                assert cards_in(found["hand"], game) == set(state.hands[seat])
                assert cards_in(found["upcard"], game) == {state.kitty[0]}
                if "dealt" in found:
                    assert cards_in(found["dealt"], game) == set(
                        state.deals[-1].hands[seat]
                    )
                own = state.discarded is not None and seat == dealer_of_hand(state)
                assert cards_in(found["discarded"], game) == (
                    {state.discarded} if own else set()
                )
                discards += own
    assert discards > 0


# -- strings -------------------------------------------------------------------


def test_the_strings_show_three_players() -> None:
    state = played()
    for seat in range(3):
        for text in (
            observation_string(state.view(seat)),
            information_state_string(state.view(seat)),
        ):
            assert text.endswith("tricks 3-0-2, scores 2, 2 and 0")
            assert "alone" not in text
    dealer = information_state_string(ordered_up().view(0))
    assert "dealt: QC AC 9H JH TS\nhand: QC AC 9H TH JH\ndiscard: TS" in dealer
    assert "upcard: TH\nauction: 1 pass, 2 trump H\nmaker 2, trump H" in dealer
    # Only the dealer sees the discard.
    assert "TS" not in information_state_string(ordered_up().view(1))
    turned = after(dealt(), "pass", "pass", "pass")
    assert "upcard: TH, turned down" in observation_string(turned.view(2))


def test_the_table_names_the_winning_player() -> None:
    # To 2 points: both defenders reach it on the worked hand, neither the
    # maker; their scores are equal, so the first of them from the
    # dealer's left wins: seat 1.
    state = played(hp.Rules(game=THREE, target_score=2))
    assert state.winner == 1
    text = table_string(state)
    assert text.endswith("tricks 3-0-2, scores 2, 2 and 0\nseat 1 has won")
    assert "team" not in text

"""What the integrations share: integer actions, vectors, strings, sampling.

Pure Python, so these run without any extra installed.
"""

from __future__ import annotations

import decimal
import fractions
import random
import subprocess
import sys
from collections.abc import Iterator

import pytest

import hasenpfeffer as hp
from hasenpfeffer.dealing import deal_seat, order_up_deal_seat
from hasenpfeffer.integrations import encoding
from hasenpfeffer.integrations._game_shape import game_shape
from hasenpfeffer.integrations._seat_knowledge import alone_choices, dealt_hand
from hasenpfeffer.integrations.encoding import (
    ACTION_IDS,
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
from hasenpfeffer.integrations.sampling import consistent_deal, shown_void
from hasenpfeffer.integrations.text import (
    information_state_string,
    observation_string,
    table_string,
)
from tests.helpers import widow_of

NUM_ACTIONS = num_actions()
OBSERVATION_PIECES = observation_pieces()
INFORMATION_STATE_PIECES = information_state_pieces()
OBSERVATION_SIZE = sum(piece.size for piece in OBSERVATION_PIECES)
INFORMATION_STATE_SIZE = sum(piece.size for piece in INFORMATION_STATE_PIECES)


RULE_SETS = [
    hp.Rules(),
    hp.Rules(bidding=hp.Bidding.PEPPER, defenders_score_tricks=True),
    hp.Rules(lone_hands=True, lone_defender=True),
    hp.Rules(
        lone_hands=True,
        all_pass=hp.AllPass.STICK_THE_DEALER,
        opening_lead=hp.OpeningLead.MAKER,
    ),
]


def random_hands(rules: hp.Rules, count: int, seed: int) -> Iterator[hp.GameState]:
    """Every position of ``count`` random hands (one game each)."""
    chooser = random.Random(seed)
    for number in range(count):
        state = hp.new_game(rules, seed=seed * 1000 + number).deal()
        yield state
        while state.to_act is not None:
            legal = state.legal_actions()
            # Go alone and bid often, so that every phase is reached.
            state = state.apply(
                legal[-1] if chooser.random() < 0.3 else chooser.choice(legal)
            )
            yield state


def piece(
    vector: list[float], pieces: tuple[encoding.Piece, ...], name: str
) -> list[float]:
    offset = 0
    for part in pieces:
        if part.name == name:
            return vector[offset : offset + part.size]
        offset += part.size
    raise KeyError(name)


def cards_of(bits: list[float], base: int = 0) -> set[hp.Card]:
    return {hp.deck()[index] for index in range(25) if bits[base + index]}


def test_every_id_is_one_action_and_back() -> None:
    actions = [id_to_action(number) for number in range(NUM_ACTIONS)]
    assert len(set(actions)) == NUM_ACTIONS == 64
    assert [action_to_id(action) for action in actions] == list(range(64))


def test_the_documented_table() -> None:
    assert id_to_action(ACTION_IDS.pass_) == hp.Pass()
    assert [id_to_action(ACTION_IDS.bid + n) for n in range(1, 7)] == [
        hp.Bid(n) for n in range(1, 7)
    ]
    assert id_to_action(ACTION_IDS.little_pepper) == hp.LITTLE_PEPPER
    assert id_to_action(ACTION_IDS.big_pepper) == hp.BIG_PEPPER
    assert [id_to_action(ACTION_IDS.trump + i) for i in range(4)] == [
        hp.NameTrump(suit) for suit in hp.Suit
    ]
    for card in hp.deck():
        assert id_to_action(ACTION_IDS.discard + card.index) == hp.Discard(card)
        assert id_to_action(ACTION_IDS.play + card.index) == hp.Play(card)
    assert id_to_action(ACTION_IDS.go_alone) == hp.GoAlone()


def test_action_ids_group_the_table_and_keep_the_old_names() -> None:
    ids = encoding.ACTION_IDS
    assert (ids.pass_, ids.bid, ids.little_pepper, ids.big_pepper, ids.trump) == (
        0,
        0,
        7,
        8,
        9,
    )
    assert (ids.discard, ids.play, ids.go_alone, ids.call_for_best, ids.give) == (
        13,
        38,
        63,
        64,
        65,
    )
    railroad = hp.Game.RAILROAD_EUCHRE
    assert id_to_action(ids.call_for_best, railroad) == hp.CallForBest()
    assert id_to_action(ids.give + 24, railroad) == hp.Give(hp.JOKER)
    # The names the encoding had before still answer, outside the API, each
    # with a warning that names what to use instead.
    with pytest.warns(
        DeprecationWarning, match=r"PASS is deprecated: use ACTION_IDS.pass_"
    ):
        assert encoding.PASS == 0
    with pytest.warns(DeprecationWarning, match="GIVE_BASE is deprecated"):
        assert (encoding.BID_BASE, encoding.GIVE_BASE) == (0, 65)
    with pytest.warns(DeprecationWarning, match="MAX_CALLS is deprecated"):
        assert encoding.MAX_CALLS == 10
    with pytest.warns(DeprecationWarning, match="use observation_pieces"):
        assert observation_pieces() == encoding.OBSERVATION_PIECES
    with pytest.warns(DeprecationWarning, match="information_state_pieces"):
        assert encoding.INFORMATION_STATE_SIZE == INFORMATION_STATE_SIZE == 937
    assert "PLAY_BASE" not in encoding.__all__
    with pytest.raises(AttributeError, match="no attribute 'PLAY'"):
        encoding.PLAY  # noqa: B018


@pytest.mark.parametrize("game", list(hp.Game))
def test_the_integrations_deal_as_the_library_deals(game: hp.Game) -> None:
    shape = game_shape(game)
    for dealer in range(shape.players):
        expected = [
            deal_seat(dealer, position)
            if game is hp.Game.HASENPFEFFER
            else order_up_deal_seat(dealer, position, shape.players)
            for position in range(len(shape.cards))
        ]
        assert [
            shape.deal_seat(dealer, position) for position in range(len(shape.cards))
        ] == expected


@pytest.mark.parametrize("bad", [-1, 64, 1000, True, 1.0, "3", None])
def test_an_id_outside_the_space_is_refused(bad: object) -> None:
    with pytest.raises(hp.InvalidValueError, match="an action id is a whole number"):
        id_to_action(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "bad",
    [
        b"5",
        decimal.Decimal("5.5"),
        decimal.Decimal("Infinity"),
        fractions.Fraction(11, 2),
        2**5000,
        -(10**4400),
    ],
    ids=["bytes", "decimal", "infinity", "fraction", "2**5000", "-1e4400"],
)
def test_only_integers_are_action_ids(bad: object) -> None:
    # int() read b"5" as 5 and truncated Decimal("5.5") to 5 (bid 5), and
    # raised OverflowError for Decimal("Infinity")
    with pytest.raises(
        hp.InvalidValueError, match="an action id is a whole number"
    ) as refused:
        id_to_action(bad)  # type: ignore[arg-type]
    assert len(str(refused.value)) < 100


def test_numpy_integers_are_action_ids() -> None:
    numpy = pytest.importorskip("numpy")
    assert id_to_action(numpy.int64(3)) == hp.Bid(3)
    assert id_to_action(numpy.uint8(0)) == hp.Pass()
    with pytest.raises(hp.InvalidValueError):
        id_to_action(numpy.float64(3.0))


def test_a_non_action_has_no_id() -> None:
    with pytest.raises(hp.InvalidValueError, match="expected an action"):
        action_to_id("bid 3")  # type: ignore[arg-type]


@pytest.mark.parametrize("rules", RULE_SETS, ids=range(len(RULE_SETS)))
def test_legal_ids_masks_and_views_agree(rules: hp.Rules) -> None:
    for state in random_hands(rules, 6, seed=1):
        ids = legal_action_ids(state)
        assert ids == sorted(action_to_id(action) for action in state.legal_actions())
        mask = action_mask(state)
        assert [number for number in range(64) if mask[number]] == ids
        if state.to_act is not None:
            assert legal_action_ids(state.view(state.to_act)) == ids


@pytest.mark.parametrize("rules", RULE_SETS, ids=range(len(RULE_SETS)))
def test_vectors_hold_only_what_the_seat_may_see(rules: hp.Rules) -> None:
    for state in random_hands(rules, 4, seed=2):
        for seat in range(4):
            view = state.view(seat)
            observation = observation_vector(view)
            information = information_state_vector(view)
            assert len(observation) == OBSERVATION_SIZE
            assert len(information) == INFORMATION_STATE_SIZE
            assert all(-1.0 <= value <= 1.0 for value in observation + information)
            deal = state.deals[-1]
            is_maker = state.maker == seat
            for vector, pieces in (
                (observation, OBSERVATION_PIECES),
                (information, INFORMATION_STATE_PIECES),
            ):
                assert cards_of(piece(vector, pieces, "hand")) == set(state.hands[seat])
                widow = cards_of(piece(vector, pieces, "widow"))
                discard = cards_of(piece(vector, pieces, "discarded"))
                assert widow == ({deal.widow} if is_maker else set())
                expected = {state.discarded} if is_maker and state.discarded else set()
                assert discard == expected
            dealt = cards_of(piece(information, INFORMATION_STATE_PIECES, "dealt"))
            assert dealt == set(deal.hands[seat])
            assert dealt_hand(view) == deal.hands[seat]
            # Leaving out the private pieces leaves no card of the seat's own.
            public = observation_vector(view, private=False)
            assert len(public) == OBSERVATION_SIZE - 75
            assert "hand:" not in observation_string(view, private=False)
            assert "dealt:" not in information_state_string(view, private=False)


def test_other_seats_hidden_cards_never_change_a_vector() -> None:
    # Two deals that agree on seat 0's cards and differ elsewhere give seat
    # 0 the same vectors and strings while nothing else has been seen.
    first = hp.new_game(seed=1, dealer=3).deal(
        hands=[
            ["9C", "TC", "JC", "QC", "KC", "AC"],
            ["9D", "TD", "JD", "QD", "KD", "AD"],
            ["9H", "TH", "JH", "QH", "KH", "AH"],
            ["9S", "TS", "JS", "QS", "KS", "AS"],
        ],
        widow="Joker",
    )
    second = hp.new_game(seed=1, dealer=3).deal(
        hands=[
            ["9C", "TC", "JC", "QC", "KC", "AC"],
            ["9S", "TS", "JS", "QS", "KS", "Joker"],
            ["9D", "TD", "JD", "QD", "KD", "AD"],
            ["9H", "TH", "JH", "QH", "KH", "AH"],
        ],
        widow="AS",
    )
    for one, other in ((first, second), (first.bid(2), second.bid(2))):
        assert one.hands != other.hands
        for encode in (
            observation_vector,
            information_state_vector,
            observation_string,
            information_state_string,
        ):
            assert encode(one.view(0)) == encode(other.view(0))


@pytest.mark.parametrize("rules", RULE_SETS[2:], ids=["lone defender", "lone"])
def test_alone_choices_follow_from_the_view(rules: hp.Rules) -> None:
    for state in random_hands(rules, 12, seed=3):
        said: dict[int, bool] = {}
        discarded = False
        for seat, action in state.hand_history:
            if isinstance(action, hp.Discard):
                discarded = True
            elif discarded and isinstance(action, (hp.Pass, hp.GoAlone)):
                said[seat] = isinstance(action, hp.GoAlone)
        for seat in range(4):
            assert alone_choices(state.view(seat)) == said


def test_the_calls_are_kept_in_order() -> None:
    state = hp.new_game(seed=1, dealer=0).deal().bid(1).pass_().bid(3)
    vector = information_state_vector(state.view(2))
    calls = piece(vector, INFORMATION_STATE_PIECES, "calls")
    # Relative to seat 2: seat 1 is 3, seat 2 is 0, seat 3 is 1.
    assert calls[0:13] == [0, 0, 0, 1] + [0, 1] + [0] * 7
    assert calls[13:26] == [1, 0, 0, 0] + [1] + [0] * 8
    assert calls[26:39] == [0, 1, 0, 0] + [0, 0, 0, 1] + [0] * 5
    assert not any(calls[39:])


def test_importing_the_library_imports_no_framework() -> None:
    code = (
        "import sys, hasenpfeffer, hasenpfeffer.integrations.encoding;"
        "print(sorted({'pyspiel', 'numpy', 'pettingzoo', 'gymnasium'}"
        " & set(sys.modules)))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"


@pytest.mark.parametrize("rules", RULE_SETS, ids=range(len(RULE_SETS)))
def test_consistent_deals_keep_what_the_seat_saw(rules: hp.Rules) -> None:
    chooser = random.Random(4)
    changed = 0
    for state in random_hands(rules, 4, seed=4):
        if state.to_act is None:
            continue
        seat = chooser.randrange(4)
        deal, discard = consistent_deal(state, seat, chooser)
        cards = [card for hand in deal.hands for card in hand] + [widow_of(deal)]
        assert sorted(card.index for card in cards) == list(range(25))
        assert deal.hands[seat] == state.deals[-1].hands[seat]
        # Replaying the hand's actions on the new deal is legal and shows the
        # seat exactly what it saw.
        again = hp.new_game(rules, seed=0, dealer=state.dealer).deal(
            hands=deal.hands, widow=deal.widow
        )
        for player, action in state.hand_history:
            if isinstance(action, hp.Discard) and discard is not None:
                action = hp.Discard(discard)
            again = again.apply(action, seat=player)
        assert again.view(seat) == state.view(seat)
        assert (discard is not None) == (
            state.discarded is not None and state.maker != seat
        )
        changed += again.hands != state.hands
    assert changed > 0


def test_shown_voids_come_from_not_following() -> None:
    for state in random_hands(hp.Rules(), 6, seed=5):
        voids = shown_void(state)
        if state.trump is None:
            assert voids == {seat: set() for seat in range(4)}
            continue
        for seat, suits in voids.items():
            for card in state.hands[seat]:
                assert hp.effective_suit(card, state.trump) not in suits


def test_the_table_shows_every_hand() -> None:
    state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H").discard("QC")
    text = table_string(state)
    for seat in range(4):
        assert f"seat {seat}: {hp.format_cards(state.hands[seat])}" in text
    assert "maker 1, contract bid 6, trump H, discard QC" in text

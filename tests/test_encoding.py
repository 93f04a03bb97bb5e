"""What the integrations share: integer actions, vectors, strings, sampling,
in every game of the family.

Each game's action space, read both ways, and the cards that no seat's
vectors may hold are written once over the games; each game's own ids,
layouts and worked hands follow, Hasenpfeffer's first.  The worked hands
are those of docs/euchre.rst (seat 0 deals, the ten of hearts is turned
up), docs/railroad.rst (seat 3 deals, the Joker is turned up) and
docs/three_handed.rst (seat 0 deals, the ten of hearts is turned up, seat
1 passes, seat 2 orders it up, seat 0 discards the ten of spades).

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
from hasenpfeffer.cards import deck as every_card
from hasenpfeffer.dealing import deal_seat, order_up_deal_seat
from hasenpfeffer.integrations import encoding
from hasenpfeffer.integrations._game_shape import game_shape
from hasenpfeffer.integrations._seat_knowledge import (
    alone_choices,
    dealt_hand,
    shown_void,
)
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
from hasenpfeffer.integrations.sampling import consistent_deal, consistent_history
from hasenpfeffer.integrations.text import (
    information_state_string,
    observation_string,
    table_text,
)
from tests.adapter_checks import (
    cards_in,
    cards_named,
    dealer_of_hand,
    hidden_from,
    pieces_of,
    random_positions,
    seen_in,
)
from tests.helpers import cards, exactly, widow_of

CALL_FOR_BEST = ACTION_IDS.call_for_best
DISCARD_BASE = ACTION_IDS.discard
GIVE_BASE = ACTION_IDS.give
GO_ALONE = ACTION_IDS.go_alone
PASS = ACTION_IDS.pass_
PLAY_BASE = ACTION_IDS.play
TRUMP_BASE = ACTION_IDS.trump

NUM_ACTIONS = num_actions()
OBSERVATION_PIECES = observation_pieces()
INFORMATION_STATE_PIECES = information_state_pieces()
OBSERVATION_SIZE = sum(piece.size for piece in OBSERVATION_PIECES)
INFORMATION_STATE_SIZE = sum(piece.size for piece in INFORMATION_STATE_PIECES)

EUCHRE = hp.Rules(game=hp.Game.EUCHRE)
RAILROAD = hp.Rules(game=hp.Game.RAILROAD_EUCHRE)
THREE = hp.Game.THREE_HANDED_EUCHRE
THREE_RULES = hp.Rules(game=THREE)
BID = hp.Game.BID_EUCHRE
BID_RULES = hp.Rules(game=BID)
BID_CALLING = hp.Rules(game=BID, call_for_best=True, min_bid=1)

ACTION_SPACES = {
    hp.Game.HASENPFEFFER: 64,
    hp.Game.EUCHRE: 64,
    hp.Game.RAILROAD_EUCHRE: 90,
    THREE: 64,
    hp.Game.BID_EUCHRE: 92,
}
"""Each game's action space: the 64 ids the games share, Railroad's call
for best (64) and a give per card (65 to 89) after them, and Bid Euchre's
no trump (90) and moon (91) after those (it calls for best too)."""

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
    return {every_card()[index] for index in range(25) if bits[base + index]}


def after(state: hp.GameState, *actions: str) -> hp.GameState:
    for text in actions:
        state = state.apply(text)
    return state


# -- Every game ------------------------------------------------------------------


def test_every_id_is_one_action_and_back(game: hp.Game) -> None:
    size = ACTION_SPACES[game]
    assert num_actions(game) == size
    actions = [id_to_action(number, game) for number in range(size)]
    assert len(set(actions)) == size
    assert [action_to_id(action) for action in actions] == list(range(size))
    # Ids beyond a game's space are refused for that game only.
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(
            f"an action id is a whole number from 0 to {size - 1}, not {size}"
        ),
    ):
        id_to_action(size, game)


@pytest.mark.parametrize(
    "rules",
    [
        THREE_RULES,
        hp.Rules(game=THREE, all_pass=hp.AllPass.REDEAL),
        hp.Rules(game=hp.Game.EUCHRE, lone_defender=True),
        BID_RULES,
        BID_CALLING,
    ],
    ids=[
        "three-handed",
        "three-handed, redeal",
        "euchre, lone defender",
        "bid euchre",
        "bid euchre, calling for best",
    ],
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
                if state.kitty:  # the upcard, seen by all
                    assert cards_in(found["upcard"], game) == {state.kitty[0]}
                if "dealt" in found:
                    assert cards_in(found["dealt"], game) == set(
                        state.deals[-1].hands[seat]
                    )
                if "best_discard" in found:
                    # The card discarded for best, seen by its discarder.
                    own = view.best_discard is not None
                    discards += own
                    assert cards_in(found["best_discard"], game) == (
                        {view.best_discard} if own else set()
                    )
                if "discarded" not in found:
                    continue  # nothing else is discarded (Bid Euchre)
                own = state.discarded is not None and seat == dealer_of_hand(state)
                assert cards_in(found["discarded"], game) == (
                    {state.discarded} if own else set()
                )
                discards += own
    # A discard seen by its maker, but in Bid Euchre without calls for best.
    assert (discards > 0) is (game is not BID or rules.call_for_best)


# -- Hasenpfeffer --------------------------------------------------------------


def test_the_default_game_is_hasenpfeffers_64_ids() -> None:
    actions = [id_to_action(number) for number in range(NUM_ACTIONS)]
    assert len(set(actions)) == NUM_ACTIONS == 64
    assert [action_to_id(action) for action in actions] == list(range(64))
    assert num_actions() == 64


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
    for card in every_card():
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
    with pytest.warns(DeprecationWarning, match="BID_BASE is deprecated"):
        assert encoding.BID_BASE == 0
    with pytest.warns(DeprecationWarning, match="GIVE_BASE is deprecated"):
        assert encoding.GIVE_BASE == 65
    with pytest.warns(DeprecationWarning, match="MAX_CALLS is deprecated"):
        assert encoding.MAX_CALLS == 10
    with pytest.warns(DeprecationWarning, match="use observation_pieces"):
        assert observation_pieces() == encoding.OBSERVATION_PIECES
    with pytest.warns(DeprecationWarning, match="information_state_pieces"):
        assert encoding.INFORMATION_STATE_SIZE == INFORMATION_STATE_SIZE == 937
    assert "PLAY_BASE" not in encoding.__all__
    with pytest.raises(AttributeError, match="no attribute 'PLAY'"):
        encoding.PLAY  # noqa: B018


def test_the_integrations_deal_as_the_library_deals(game: hp.Game) -> None:
    shape = game_shape(game)
    for dealer in range(shape.players):
        expected = [
            # Six cards a hand go out as Hasenpfeffer's: three and three.
            deal_seat(dealer, position)
            if game in (hp.Game.HASENPFEFFER, hp.Game.BID_EUCHRE)
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
    text = table_text(state)
    for seat in range(4):
        assert f"seat {seat}: {hp.format_cards(state.hands[seat])}" in text
    assert "maker 1, contract bid 6, trump H, discard QC" in text


# -- Euchre --------------------------------------------------------------------


def euchre_dealt() -> hp.GameState:
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
    state = euchre_dealt()
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
    state = euchre_dealt()
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
    state = euchre_dealt().pass_().name_trump("H").discard("TS")
    pieces = information_state_pieces(hp.Game.EUCHRE)
    vector = information_state_vector(state.view(0))
    dealt_bits = piece(vector, pieces, "dealt")
    cards = {every_card()[index] for index in range(24) if dealt_bits[index]}
    assert hp.format_cards(sorted(cards, key=lambda card: card.index)) == (
        "KC AC 9H TS JS"
    )
    discarded = piece(vector, pieces, "discarded")
    assert discarded.index(1.0) == hp.Card.parse("TS").index
    other = information_state_vector(state.view(1))
    assert sum(piece(other, pieces, "discarded")) == 0.0


# -- Three-Handed Euchre -------------------------------------------------------


THREE_HANDS = ["9H QC AC TS JH", "AD KD QD 9C TC", "JD AH KH AS KS"]
THREE_KITTY = "TH QH 9D TD JC KC 9S JS QS"
# The five tricks of the worked hand, in the order played; seat 0 takes
# three, the maker (seat 2) two.
THREE_TRICKS = ["AD KH JH", "AC 9C AH", "JD 9H TC", "AS TH KD", "QC QD KS"]


def three_dealt(rules: hp.Rules = THREE_RULES) -> hp.GameState:
    return hp.new_game(rules, seed=1, dealer=0).deal(
        hands=[hand.split() for hand in THREE_HANDS], kitty=THREE_KITTY.split()
    )


def ordered_up() -> hp.GameState:
    """Seat 1 passes, seat 2 orders the ten of hearts up, seat 0 lays the
    ten of spades away: seat 1 leads."""
    return after(three_dealt(), "pass", "trump H", "discard TS")


def three_played(rules: hp.Rules = THREE_RULES) -> hp.GameState:
    """The worked hand played to the end: the maker is euchred."""
    state = after(three_dealt(rules), "pass", "trump H", "discard TS")
    return after(
        state, *(f"play {card}" for trick in THREE_TRICKS for card in trick.split())
    )


def ids(*indices: int, base: int) -> list[int]:
    return [base + index for index in indices]


def index_of(text: str) -> int:
    return hp.Card.parse(text).index


# -- actions -------------------------------------------------------------------


def test_three_handed_trump_ids_are_euchres() -> None:
    assert num_actions(THREE) == num_actions(hp.Game.EUCHRE) == 64
    assert str(id_to_action(TRUMP_BASE + 2, THREE)) == "trump H"


def test_the_auction_as_ids() -> None:
    state = three_dealt()
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
    state = after(three_dealt(), "pass", "trump H")
    # The dealer may discard any card but the upcard (TH, index 13).
    assert legal_action_ids(state) == ids(
        index_of("QC"),
        index_of("AC"),
        index_of("9H"),
        index_of("JH"),
        index_of("TS"),
        base=13,
    )
    assert DISCARD_BASE + index_of("TH") not in legal_action_ids(state)
    # No question of going alone: seat 1 leads at once.
    state = state.apply("discard TS")
    assert state.phase is hp.Phase.PLAY
    assert legal_action_ids(state) == ids(0, 1, 9, 10, 11, base=PLAY_BASE)


def test_going_alone_is_never_legal() -> None:
    positions = 0
    for state in random_positions(THREE_RULES, games=20, seed=2):
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
    assert len(observation_vector(three_dealt().view(0))) == 288
    assert len(information_state_vector(three_dealt().view(0))) == 576


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
    trick[index_of("AD")] = 1.0  # seat 1's card, at 0
    trick[24 + index_of("KH")] = 1.0  # seat 2's, at 1
    assert found["current_trick"] == trick
    won = [0.0] * 18
    for relative in range(3):
        won[6 * relative] = 1.0  # nobody has a trick yet
    assert found["tricks_won"] == won
    # The dealer alone sees its discard.
    dealer = pieces_of(observation_vector(state.view(0)), observation_pieces(THREE))
    assert cards_in(dealer["discarded"], THREE) == set(cards("TS"))


def test_each_players_score_and_tricks_counted_from_the_observer() -> None:
    state = three_played()
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
    assert cards_in(dealer["dealt"], THREE) == set(cards(THREE_HANDS[0]))
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
    assert cards_in(leader["dealt"], THREE) == set(cards(THREE_HANDS[1]))


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
        3 + 24 * 2 + index_of("AD"),
        3 + 24 * 0 + index_of("KH"),
        3 + 24 * 1 + index_of("JH"),
        3 + 72 + 1,
    ):
        expected[bit] = 1.0
    assert first == expected
    # The second trick is under way, led by seat 0, with no card yet.
    second = found["tricks"][78:156]
    assert [i for i, bit in enumerate(second) if bit] == [1]


def test_nobody_is_asked_to_go_alone() -> None:
    for state in random_positions(THREE_RULES, games=10, seed=5):
        for seat in range(3):
            view = state.view(seat)
            assert view.lone_players == ()
            assert alone_choices(view) == {}


# -- strings -------------------------------------------------------------------


def test_the_strings_show_three_players() -> None:
    state = three_played()
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
    turned = after(three_dealt(), "pass", "pass", "pass")
    assert "upcard: TH, turned down" in observation_string(turned.view(2))


def test_the_table_names_the_winning_player() -> None:
    # To 2 points: both defenders reach it on the worked hand, neither the
    # maker; their scores are equal, so the first of them from the
    # dealer's left wins: seat 1.
    state = three_played(hp.Rules(game=THREE, target_score=2))
    assert state.winner == 1
    text = table_text(state)
    assert text.endswith("tricks 3-0-2, scores 2, 2 and 0\nseat 1 has won")
    assert "team" not in text


# -- Railroad Euchre -----------------------------------------------------------


RAILROAD_CARD_PIECES = (
    "hand",
    "dealt",
    "discarded",
    "upcard",
    "best_card",
    "best_discard",
)
RAILROAD_TRICK_PIECES = ("current_trick", "played")


def railroad_cards(bits: list[float]) -> set[hp.Card]:
    """The cards of a set of bits laid out card by card, seat after seat."""
    return cards_in(bits, hp.Game.RAILROAD_EUCHRE)


def card(text: str) -> hp.Card:
    return hp.Card.parse(text)


def railroad_dealt() -> hp.GameState:
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


def exchanged() -> hp.GameState:
    """Seat 0 orders the Joker up, calls for best, is given the ace of
    diamonds by seat 2 and discards the queen of hearts: seat 1 is asked
    whether to defend alone."""
    return after(
        railroad_dealt(),
        "trump H",
        "discard 9D",
        "call for best",
        "give AD",
        "discard QH",
    )


def test_existing_ids_keep_their_numbers_and_the_new_ones_come_after() -> None:
    assert (PASS, TRUMP_BASE, DISCARD_BASE, PLAY_BASE, GO_ALONE) == (0, 9, 13, 38, 63)
    assert action_to_id(hp.Play(card("Joker"))) == 62
    assert CALL_FOR_BEST == 64
    assert action_to_id(hp.CallForBest()) == 64
    assert GIVE_BASE == 65
    assert action_to_id(hp.Give(card("9C"))) == 65
    assert action_to_id(hp.Give(card("Joker"))) == 89
    railroad = hp.Game.RAILROAD_EUCHRE
    assert [str(id_to_action(number, railroad)) for number in (64, 65, 79, 89)] == [
        "call for best",
        "give 9C",
        "give JH",
        "give Joker",
    ]


def test_the_exchange_of_the_worked_hand_as_ids() -> None:
    state = after(railroad_dealt(), "trump H", "discard 9D")
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
            assert railroad_cards(found["best_card"]) == (
                {card("AD")} if partners else set()
            )
            assert railroad_cards(found["best_discard"]) == (
                {card("QH")} if seat == 0 else set()
            )
            assert railroad_cards(found["discarded"]) == (
                {card("9D")} if seat == 3 else set()
            )
            assert railroad_cards(found["upcard"]) == {card("Joker")}


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
    assert railroad_cards(found["dealt"]) == {card(text) for text in cards.split()}


def test_going_alone_counts_from_the_call_for_best() -> None:
    state = after(railroad_dealt(), "trump H", "discard 9D", "call for best")
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
    assert railroad_cards(found["best_card"]) == {card("AC")}
    assert railroad_cards(found["best_discard"]) == set()


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


def railroad_positions(games: int, seed: int) -> Iterator[hp.GameState]:
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


def test_no_card_of_a_call_for_best_is_in_another_seats_vectors() -> None:
    exchanges = 0
    layouts = (
        (observation_vector, observation_pieces(hp.Game.RAILROAD_EUCHRE)),
        (information_state_vector, information_state_pieces(hp.Game.RAILROAD_EUCHRE)),
    )
    for state in railroad_positions(games=30, seed=4):
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
        dealer = dealer_of_hand(state)
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
                for name in (*RAILROAD_CARD_PIECES, *RAILROAD_TRICK_PIECES):
                    if name in found:
                        seen |= railroad_cards(found[name])
                if "tricks" in found:
                    seen |= railroad_cards(_trick_bits(found["tricks"]))
                    assert railroad_cards(found["dealt"]) == set(
                        state.deals[-1].hands[seat]
                    )
                assert not seen & hidden
                assert railroad_cards(found["hand"]) == set(state.hands[seat])
                assert railroad_cards(found["best_card"]) == (
                    set() if own_gift is None else {own_gift}
                )
                assert railroad_cards(found["best_discard"]) == (
                    {lone_discards[seat]} if seat in lone_discards else set()
                )
                called = [0.0] * 4
                for receiver in view.called_for_best:
                    called[(receiver - seat) % 4] = 1.0
                assert found["called_for_best"] == called
    assert exchanges > 0


def _trick_bits(bits: list[float]) -> list[float]:
    """The card bits of the ``tricks`` piece: each trick is a leader (4), a
    card per seat (4 x 25) and a winner (4)."""
    cards: list[float] = []
    for trick in range(5):
        start = trick * 108 + 4
        cards.extend(bits[start : start + 100])
    return cards


def test_bounds_take_only_pieces() -> None:
    from hasenpfeffer.integrations._vector_layout import bounds

    low, high = bounds(observation_pieces())
    assert len(low) == len(high) == sum(piece.size for piece in observation_pieces())
    with pytest.raises(
        hp.InvalidValueError, match="pieces must be a sequence of Piece"
    ):
        bounds("observation")  # type: ignore[arg-type]


# -- Bid Euchre -----------------------------------------------------------------

BID_HANDS = [
    ["9C", "TC", "JC", "QC", "KC", "AC"],
    ["9D", "TD", "JD", "QD", "KD", "AD"],
    ["9H", "TH", "JH", "QH", "KH", "AH"],
    ["9S", "TS", "JS", "QS", "KS", "AS"],
]
"""A suit to each seat, seat 0 dealing: every card is dealt."""


def bid_dealt(rules: hp.Rules = BID_RULES) -> hp.GameState:
    return hp.new_game(rules, seed=0, dealer=0).deal(hands=BID_HANDS)


def bits(size: int, *ones: int) -> list[float]:
    """``size`` zeros but ones at ``ones``."""
    return [1.0 if index in ones else 0.0 for index in range(size)]


def test_no_trump_and_the_moon_have_ids_that_round_trip() -> None:
    # Appended after Railroad's 90 ids: no other game's id moved.
    assert ACTION_IDS.no_trump == 90
    assert ACTION_IDS.moon == 91
    assert action_to_id(hp.NoTrump()) == 90
    assert action_to_id(hp.MOON) == 91
    assert id_to_action(90, BID) == hp.NoTrump()
    assert id_to_action(91, BID) == hp.MOON
    assert str(id_to_action(91, BID)) == "moon"
    # The bids keep their ids, whatever the lowest bid.
    assert [id_to_action(ACTION_IDS.bid + n, BID) for n in range(1, 7)] == [
        hp.Bid(n) for n in range(1, 7)
    ]
    # Neither is an action of the other games.
    for game in (hp.Game.HASENPFEFFER, hp.Game.RAILROAD_EUCHRE):
        with pytest.raises(hp.InvalidValueError, match="whole number from 0 to"):
            id_to_action(90, game)


def test_the_auction_and_the_choice_of_trump_as_ids() -> None:
    state = bid_dealt(BID_CALLING)  # the lowest bid is 1
    # Seat 1 opens: a pass, a bid of 1 to 6 or the moon.
    assert legal_action_ids(state) == [0, 1, 2, 3, 4, 5, 6, 91]
    state = state.bid(4)
    assert legal_action_ids(state) == [0, 5, 6, 91]
    state = state.pass_().pass_().pass_()
    # The maker, seat 1, names a suit (9 to 12) or no trump (90).
    assert legal_action_ids(state) == [9, 10, 11, 12, 90]
    assert len(action_mask(state)) == 92


def test_an_observation_after_no_trump_shows_no_trump() -> None:
    # Seat 1 bids 3, seat 2 passes, seat 3 bids 4, seat 0 passes; seat 3
    # names no trump and leads the ace of spades.
    state = bid_dealt().bid(3).pass_().bid(4).pass_().apply(hp.NoTrump())
    state = state.play("AS")
    assert state.trump is None
    view = state.view(1)
    pieces = observation_pieces(BID)
    found = pieces_of(observation_vector(view), pieces)
    # Seats counted from seat 1: seat 2 is 1, seat 3 is 2, seat 0 is 3.
    assert found["trump"] == bits(5, 4)  # C, D, H, S, no trump
    assert found["contract"] == bits(7, 3)  # bid 1 to 6, moon
    assert found["high_bid"] == bits(7, 3)
    assert found["maker"] == found["high_bidder"] == bits(4, 2)
    assert found["passed"] == bits(4, 1, 3)  # seats 2 and 0
    assert found["lone_players"] == found["sitting_out"] == bits(4)
    assert found["leader"] == bits(4, 2)
    assert found["to_act"] == bits(4, 3)  # seat 0 follows
    assert cards_in(found["current_trick"], BID) == {hp.Card.parse("AS")}
    # Seat 1's own cards and the card played, nothing else.
    assert cards_in(found["hand"], BID) == set(cards(" ".join(BID_HANDS[1])))
    assert seen_in(found, BID, 4) == {*cards(" ".join(BID_HANDS[1])), *cards("AS")}
    text = observation_string(view)
    assert "maker 3, contract bid 4, no trump" in text
    assert "passed: 0 2" in text
    assert cards_named(text) == seen_in(found, BID, 4)
    information = pieces_of(
        information_state_vector(view), information_state_pieces(BID)
    )
    assert information["trump"] == bits(5, 4)
    # Four calls, each a seat (4) and a call (pass, bid 1 to 6, moon).
    calls = information["calls"]
    assert calls[0:12] == bits(4, 0) + bits(8, 3)  # seat 1 bids 3
    assert calls[12:24] == bits(4, 1) + bits(8, 0)  # seat 2 passes
    assert calls[24:36] == bits(4, 2) + bits(8, 4)  # seat 3 bids 4
    assert calls[36:48] == bits(4, 3) + bits(8, 0)  # seat 0 passes
    assert "maker 3, contract bid 4, no trump" in information_state_string(view)


def test_a_void_shown_in_no_trump_is_of_the_printed_suit() -> None:
    # Seat 1 makes it, names no trump and leads the ace of diamonds; the
    # others, holding none, show out of diamonds with their jacks.
    state = bid_dealt().bid(3).pass_().pass_().pass_().apply(hp.NoTrump())
    state = state.play("AD").play("JH").play("JS").play("JC")
    assert shown_void(state) == {
        0: {hp.Suit.DIAMONDS},
        1: set(),
        2: {hp.Suit.DIAMONDS},
        3: {hp.Suit.DIAMONDS},
    }


def test_an_observation_after_the_moon_shows_the_partner_sitting_out() -> None:
    # Seat 1 calls the moon, which ends the auction, and names diamonds:
    # seat 3, its partner, sits out.
    state = bid_dealt().apply(hp.MOON)
    assert state.phase is hp.Phase.TRUMP
    state = state.name_trump("D").play("AD")
    pieces = observation_pieces(BID)
    # Seat 2 (seat 3 is 1, seat 0 is 2, seat 1 is 3) and seat 3 (seat 0
    # is 1, seat 1 is 2), the partner sitting out.
    for seat, maker, partner in ((2, 3, 1), (3, 2, 0)):
        view = state.view(seat)
        found = pieces_of(observation_vector(view), pieces)
        assert found["contract"] == found["high_bid"] == bits(7, 6)  # the moon
        assert found["trump"] == bits(5, 1)  # diamonds
        assert found["maker"] == found["lone_players"] == bits(4, maker)
        assert found["sitting_out"] == bits(4, partner)
        assert found["passed"] == bits(4)  # nobody else called
        own = set(cards(" ".join(BID_HANDS[seat])))
        assert cards_in(found["hand"], BID) == own
        assert seen_in(found, BID, 4) == own | set(cards("AD"))
    text = observation_string(state.view(2))
    assert "maker 1, contract moon, trump D" in text
    assert "alone: 1" in text
    assert cards_named(text) == {*cards(" ".join(BID_HANDS[2])), *cards("AD")}
    # The moon is the one call, after the four seats and the pass and bids.
    information = pieces_of(
        information_state_vector(state.view(2)), information_state_pieces(BID)
    )
    assert information["calls"] == bits(4, 3) + bits(8, 7) + bits(36)
    assert information["sitting_out"] == bits(4, 1)


def test_bid_euchres_vectors_are_sized_from_its_spec() -> None:
    # 24 cards, hands of six (seven held at most, with a card given for
    # best), bids 1 to 6 and the moon, four suits and no trump, four calls.
    sizes = {piece.name: piece.size for piece in observation_pieces(BID)}
    assert sizes["hand"] == 24
    assert sizes["hand_sizes"] == 4 * 8
    assert sizes["high_bid"] == sizes["contract"] == 7
    assert sizes["trump"] == 5
    assert sizes["tricks_won"] == 2 * 7
    assert "widow" not in sizes and "upcard" not in sizes
    information = {piece.name: piece.size for piece in information_state_pieces(BID)}
    assert information["calls"] == 4 * (4 + 8)
    assert information["tricks"] == 6 * (4 + 4 * 24 + 4)
    # Nobody is asked to go alone: only the moon plays alone.
    assert "went_alone" not in information
    assert sum(sizes.values()) == 374
    assert sum(information.values()) == 823


def test_a_deal_drawn_again_in_no_trump_keeps_printed_suit_voids() -> None:
    # Seat 1 names no trump and leads the ace of spades; seat 2 follows
    # with the nine, seats 3 and 0 hold no spade and show it.  Every deal
    # seat 1 cannot tell from this one gives the jack of spades to seat 2,
    # while the jack of clubs, a club in no trump (under spades it would
    # be a trump, and a spade), may go to seat 0 or 3.
    hands = [
        ["9C", "TC", "QC", "KC", "AC", "9D"],
        ["AS", "KS", "QS", "TS", "TD", "QD"],
        ["JS", "9S", "9H", "TH", "QH", "KH"],
        ["JD", "JC", "KD", "AD", "JH", "AH"],
    ]
    state = hp.new_game(BID_RULES, seed=0, dealer=0).deal(hands=hands)
    state = state.bid(3).pass_().pass_().pass_().apply(hp.NoTrump())
    state = state.play("AS").play("9S").play("AH").play("9D")
    assert shown_void(state) == {
        0: {hp.Suit.SPADES},
        1: set(),
        2: set(),
        3: {hp.Suit.SPADES},
    }
    chooser = random.Random(5)
    jack_of_clubs_away = 0
    for _ in range(30):
        deal, decisions = consistent_history(state, 1, chooser)
        assert deal.widow is None and deal.kitty == ()
        assert hp.Card.parse("JS") in deal.hands[2]
        jack_of_clubs_away += hp.Card.parse("JC") in deal.hands[0] + deal.hands[3]
        again = hp.new_game(BID_RULES, seed=0, dealer=0).deal(hands=deal.hands)
        for actor, action in decisions:
            again = again.apply(action, seat=actor)
        assert again.view(1) == state.view(1)
    assert jack_of_clubs_away > 0

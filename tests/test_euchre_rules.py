"""Euchre's rules value and its deal (docs/euchre.rst, "Options for Euchre"
and "The deal").

Expected values come from the page: Euchre's defaults (stick the dealer,
lone hands on), the five options of Hasenpfeffer's auction and scoring that
Euchre refuses, and the deal of three cards then two to each player from
the dealer's left, the 21st card turned up.  The shuffle itself is worked
out again here from its description (a Fisher-Yates shuffle drawn from the
BLAKE2b digest of the deal's key), independently of the library's grouped
arithmetic.
"""

from __future__ import annotations

import hashlib
from typing import Any

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cards import deck as every_card
from hasenpfeffer.dealing import order_up_deal_masks, order_up_deal_seat
from hasenpfeffer.games import spec_of
from hasenpfeffer.rules import options_of
from tests.euchre_games import DEAL_HANDS, DEAL_KITTY, EUCHRE, dealt
from tests.helpers import cards, exactly

# -- the rules value -----------------------------------------------------------


def test_each_game_has_its_own_defaults() -> None:
    hasenpfeffer, euchre = hp.Rules(), EUCHRE
    assert hasenpfeffer.game is hp.Game.HASENPFEFFER
    assert (hasenpfeffer.all_pass, hasenpfeffer.lone_hands) == (
        hp.AllPass.REDEAL,
        False,
    )
    assert euchre.game is hp.Game.EUCHRE
    assert (euchre.all_pass, euchre.lone_hands) == (hp.AllPass.STICK_THE_DEALER, True)
    for rules in (hasenpfeffer, euchre):
        assert rules.target_score == 10
        assert rules.lone_defender is False
        assert rules.tie_break is hp.TieBreak.MAKERS_FIRST


def test_a_default_given_explicitly_is_the_same_rules() -> None:
    explicit = hp.Rules(
        game=hp.Game.EUCHRE, all_pass=hp.AllPass.STICK_THE_DEALER, lone_hands=True
    )
    assert explicit == EUCHRE
    assert hash(explicit) == hash(EUCHRE)
    assert hp.Rules(all_pass=hp.AllPass.REDEAL, lone_hands=False) == hp.Rules()


def test_euchre_takes_other_values_of_its_own_options() -> None:
    rules = hp.Rules(
        game=hp.Game.EUCHRE,
        all_pass=hp.AllPass.REDEAL,
        lone_hands=False,
        tie_break=hp.TieBreak.HIGHER_SCORE,
        target_score=7,
    )
    assert (rules.all_pass, rules.lone_hands) == (hp.AllPass.REDEAL, False)
    assert (rules.tie_break, rules.target_score) == (hp.TieBreak.HIGHER_SCORE, 7)
    # and Hasenpfeffer takes Euchre's defaults when asked for them
    hasenpfeffer = hp.Rules(all_pass=hp.AllPass.STICK_THE_DEALER, lone_hands=True)
    assert hasenpfeffer.game is hp.Game.HASENPFEFFER
    assert (hasenpfeffer.all_pass, hasenpfeffer.lone_hands) == (
        hp.AllPass.STICK_THE_DEALER,
        True,
    )


def test_the_options_of_each_game() -> None:
    assert set(options_of(hp.Game.EUCHRE)) == {
        "all_pass",
        "tie_break",
        "target_score",
        "lone_hands",
        "lone_defender",
    }
    assert set(options_of(hp.Game.HASENPFEFFER)) == {
        "bidding",
        "all_pass",
        "failed_contract",
        "defenders_score_tricks",
        "opening_lead",
        "tie_break",
        "target_score",
        "lone_hands",
        "lone_defender",
        "alone_multiplier",
        "widow",
    }


HASENPFEFFER_ONLY = [
    ("bidding", hp.Bidding.PEPPER, hp.Bidding.STANDARD),
    ("failed_contract", hp.FailedContract.BID, hp.FailedContract.TRICKS_WON),
    ("defenders_score_tricks", True, False),
    ("opening_lead", hp.OpeningLead.MAKER, hp.OpeningLead.DEALERS_LEFT),
    ("alone_multiplier", 3, 2),
]


@pytest.mark.parametrize(("name", "other", "default"), HASENPFEFFER_ONLY)
def test_a_hasenpfeffer_option_is_refused_in_euchre(
    name: str, other: Any, default: Any
) -> None:
    owner = (
        "Hasenpfeffer and Bid Euchre"
        if name == "opening_lead"
        else "Hasenpfeffer's auction and scoring"
    )
    message = f"{name} does not apply to Game.EUCHRE: it is an option of {owner}"
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        hp.Rules(game=hp.Game.EUCHRE, **{name: other})
    # its Hasenpfeffer default is accepted, and Hasenpfeffer takes the other
    assert hp.Rules(game=hp.Game.EUCHRE, **{name: default}) == EUCHRE
    assert getattr(hp.Rules(**{name: other}), name) == other


def test_a_lone_defender_needs_lone_hands_in_euchre_too() -> None:
    message = (
        "lone_defender needs lone_hands: a defender may go alone only against "
        "a lone maker"
    )
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        hp.Rules(game=hp.Game.EUCHRE, lone_hands=False, lone_defender=True)
    # Euchre's lone hands are on by default, Hasenpfeffer's off
    assert hp.Rules(game=hp.Game.EUCHRE, lone_defender=True).lone_hands is True
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        hp.Rules(lone_defender=True)


def test_a_game_that_is_not_a_game_is_refused() -> None:
    with pytest.raises(hp.InvalidValueError, match=r"^game must be one of "):
        hp.Rules(game="euchre")  # type: ignore[arg-type]


def test_records_of_hasenpfeffer_do_not_name_the_game() -> None:
    state = hp.new_game(seed=1, dealer=0).deal().bid(2)
    record = state.to_record()
    assert record.to_dict()["rules"] == {
        "bidding": "standard",
        "all_pass": "redeal",
        "failed_contract": "tricks_won",
        "defenders_score_tricks": False,
        "opening_lead": "dealers_left",
        "tie_break": "makers_first",
        "target_score": 10,
        "lone_hands": False,
        "lone_defender": False,
        "alone_multiplier": 2,
    }
    assert "game" not in record.to_text()
    assert "kitty" not in record.to_json()
    assert (
        hp.records.GameRecord.from_json(record.to_json()).rules.game
        is hp.Game.HASENPFEFFER
    )


def test_records_of_euchre_name_the_game_and_only_its_options() -> None:
    data = dealt().to_record().to_dict()
    assert data["rules"] == {
        "game": "euchre",
        "all_pass": "stick_the_dealer",
        "tie_break": "makers_first",
        "target_score": 10,
        "lone_hands": True,
        "lone_defender": False,
    }
    assert data["deals"] == [{"hands": DEAL_HANDS_SORTED, "kitty": DEAL_KITTY}]


# The deal's hands in deck order (clubs, diamonds, hearts, spades; nine up
# to ace within a suit), as records write them; the kitty keeps its order.
DEAL_HANDS_SORTED = [
    ["KC", "AC", "9H", "TS", "JS"],
    ["TC", "JC", "QC", "AD", "QH"],
    ["JD", "JH", "KH", "AH", "AS"],
    ["TD", "QD", "KD", "QS", "KS"],
]


# -- explicit deals ------------------------------------------------------------


def fresh(rules: hp.Rules = EUCHRE) -> hp.GameState:
    return hp.new_game(rules, seed=1, dealer=0)


def test_an_explicit_deal_gives_each_seat_its_cards() -> None:
    state = dealt()
    assert [list(hand) for hand in state.hands] == [
        cards(" ".join(hand)) for hand in DEAL_HANDS_SORTED
    ]
    assert list(state.kitty) == cards("TH 9C 9D 9S")
    assert state.upcard == hp.Card.parse("TH")
    assert state.widow is None
    assert (state.phase, state.to_act) == (hp.Phase.BIDDING, 1)
    deal = state.deals[-1]
    assert deal.widow is None
    assert deal.kitty == tuple(cards("TH 9C 9D 9S"))


def with_hand(seat: int, hand: str) -> list[list[str]]:
    hands = [list(cards_) for cards_ in DEAL_HANDS]
    hands[seat] = hand.split()
    return hands


BAD_DEALS = [
    pytest.param(
        with_hand(0, "9H KC AC TS Joker"),
        DEAL_KITTY,
        "the Joker is dealt to seat 0; Euchre is played without it",
        id="Joker in a hand",
    ),
    pytest.param(
        with_hand(0, "9H KC AC TS JS"),
        ["Joker", "9C", "9D", "9S"],
        "the Joker is dealt to the kitty; Euchre is played without it",
        id="Joker in the kitty",
    ),
    pytest.param(
        with_hand(2, "JH JD AH KH AS 9S"),
        ["TH", "9C", "9D"],
        "seat 2 is dealt 6 cards; each hand has 5",
        id="six cards",
    ),
    pytest.param(
        with_hand(1, "QH TC JC QC"),
        DEAL_KITTY,
        "seat 1 is dealt 4 cards; each hand has 5",
        id="four cards",
    ),
    pytest.param(
        DEAL_HANDS[:3],
        DEAL_KITTY,
        "a deal has four hands, not 3",
        id="three hands",
    ),
    pytest.param(
        with_hand(1, "QH TC JC QC 9H"),
        DEAL_KITTY,
        "9H is dealt twice (to seat 0 and to seat 1)",
        id="a card in two hands",
    ),
    pytest.param(
        with_hand(3, "KD QD TD QS 9C"),
        DEAL_KITTY,
        "9C is dealt twice (to seat 3 and to the kitty)",
        id="a card in a hand and the kitty",
    ),
    pytest.param(
        DEAL_HANDS,
        ["TH", "9C", "9D"],
        "the kitty has four cards (the upcard first), not 3",
        id="kitty of three",
    ),
    pytest.param(
        DEAL_HANDS,
        ["TH", "9C", "9D", "9S", "KS"],
        "the kitty has four cards (the upcard first), not 5",
        id="kitty of five",
    ),
    pytest.param(
        DEAL_HANDS,
        ["TH", "9C", "9D", "9D"],
        "9D is dealt twice to the kitty",
        id="a card twice in the kitty",
    ),
    pytest.param(
        DEAL_HANDS,
        "TH 9C 9D 9S",
        "kitty must be a sequence of four cards",
        id="kitty as one string",
    ),
]


@pytest.mark.parametrize(("hands", "kitty", "message"), BAD_DEALS)
def test_a_bad_explicit_deal_is_refused(hands: Any, kitty: Any, message: str) -> None:
    game = fresh()
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        game.deal(hands=hands, kitty=kitty)
    assert game == fresh()


def test_a_widow_is_refused_in_euchre() -> None:
    message = "Game.EUCHRE deals a kitty, not a widow: give kitty= instead"
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        fresh().deal(hands=DEAL_HANDS, widow="TH")
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        fresh().deal(hands=DEAL_HANDS, kitty=DEAL_KITTY, widow="TH")


def test_a_kitty_is_refused_in_hasenpfeffer() -> None:
    message = "Hasenpfeffer deals a widow, not a kitty: give widow= instead"
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        fresh(hp.Rules()).deal(hands=DEAL_HANDS, kitty=DEAL_KITTY)


@pytest.mark.parametrize(
    "arguments",
    [
        {"seed": 5, "hands": DEAL_HANDS, "kitty": DEAL_KITTY},
        {"seed": 5, "hands": DEAL_HANDS},
        {"seed": 5, "kitty": DEAL_KITTY},
    ],
    ids=["seed with hands and kitty", "seed with hands", "seed with kitty"],
)
def test_a_seed_and_cards_together_are_refused(arguments: dict[str, Any]) -> None:
    message = "deal from a seed or from cards, not both"
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        fresh().deal(**arguments)


@pytest.mark.parametrize(
    "arguments",
    [{"hands": DEAL_HANDS}, {"kitty": DEAL_KITTY}],
    ids=["hands alone", "kitty alone"],
)
def test_an_explicit_deal_needs_hands_and_kitty(arguments: dict[str, Any]) -> None:
    message = "an explicit deal needs both hands and kitty"
    with pytest.raises(hp.InvalidValueError, match=exactly(message)):
        fresh().deal(**arguments)


# -- shuffled deals ------------------------------------------------------------


def shuffled_24(key: str) -> list[hp.Card]:
    """The 24 cards of nine to ace in the order the key shuffles them: the
    512-bit BLAKE2b digest of the key as one number; for ``n`` from 24 down
    to 2, the number modulo ``n`` picks the position that swaps with
    position ``n - 1``, and the number is divided by ``n``."""
    draw = int.from_bytes(hashlib.blake2b(key.encode(), digest_size=64).digest(), "big")
    order = list(every_card())[:24]
    assert hp.JOKER not in order
    for size in range(24, 1, -1):
        pick = draw % size
        draw //= size
        order[pick], order[size - 1] = order[size - 1], order[pick]
    return order


def dealt_by_hand(
    order: list[hp.Card], dealer: int
) -> tuple[list[list[hp.Card]], list[hp.Card]]:
    """Deal ``order`` as the rules say: three cards to each player from the
    dealer's left, then two to each; the 21st card is the upcard and the
    last three lie under it."""
    left, partner, right = (dealer + 1) % 4, (dealer + 2) % 4, (dealer + 3) % 4
    receivers = [left] * 3 + [partner] * 3 + [right] * 3 + [dealer] * 3
    receivers += [left] * 2 + [partner] * 2 + [right] * 2 + [dealer] * 2
    hands: list[list[hp.Card]] = [[], [], [], []]
    for seat, card in zip(receivers, order[:20], strict=True):
        hands[seat].append(card)
    return [sorted(hand) for hand in hands], order[20:]


def test_the_dealing_order_is_three_then_two_from_the_dealers_left() -> None:
    # dealer seat 2: seat 3 is on the left and receives the first packet
    three_each: list[int | None] = [3, 3, 3, 0, 0, 0, 1, 1, 1, 2, 2, 2]
    two_each: list[int | None] = [3, 3, 0, 0, 1, 1, 2, 2]
    expected = three_each + two_each + [None] * 4
    assert [order_up_deal_seat(2, position) for position in range(24)] == expected


@pytest.mark.parametrize("dealer", range(4))
def test_a_shuffled_deal_is_the_shuffle_dealt_out_by_the_rules(dealer: int) -> None:
    key = "a key"
    hands, kitty = dealt_by_hand(shuffled_24(key), dealer)
    masks, kitty_indices = order_up_deal_masks(key, dealer, spec_of(hp.Game.EUCHRE))
    assert [
        sorted(card for card in every_card() if mask >> card.index & 1)
        for mask in masks
    ] == hands
    assert [every_card()[index] for index in kitty_indices] == kitty


def test_a_games_deals_come_from_its_seed_and_hand_number() -> None:
    game = hp.new_game(EUCHRE, seed=2024, dealer=1)
    first = game.deal()
    hands, kitty = dealt_by_hand(shuffled_24("hasenpfeffer/euchre/game/2024/hand/1"), 1)
    assert [list(hand) for hand in first.hands] == hands
    assert list(first.kitty) == kitty
    assert first.upcard == kitty[0]
    # the first hand thrown in under REDEAL, the second hand's deal is new
    redeal = hp.Rules(game=hp.Game.EUCHRE, all_pass=hp.AllPass.REDEAL)
    state = hp.new_game(redeal, seed=2024, dealer=1).deal()
    for _ in range(8):
        state = state.pass_()
    second = state.deal()
    hands, kitty = dealt_by_hand(shuffled_24("hasenpfeffer/euchre/game/2024/hand/2"), 2)
    assert [list(hand) for hand in second.hands] == hands
    assert list(second.kitty) == kitty


def test_a_seeded_deal_is_reproducible_and_not_the_games_own() -> None:
    one = hp.new_game(EUCHRE, seed=5, dealer=0).deal(seed=42)
    two = hp.new_game(EUCHRE, seed=6, dealer=0).deal(seed=42)
    assert one.hands == two.hands and one.kitty == two.kitty
    hands, kitty = dealt_by_hand(shuffled_24("hasenpfeffer/euchre/deal/42"), 0)
    assert [list(hand) for hand in one.hands] == hands
    assert list(one.kitty) == kitty
    assert hp.new_game(EUCHRE, seed=42, dealer=0).deal().kitty != one.kitty


@pytest.mark.parametrize("seed", range(20))
def test_a_shuffled_deal_holds_the_24_cards_once(seed: int) -> None:
    state = hp.new_game(EUCHRE, seed=seed).deal()
    dealt_cards = [card for hand in state.hands for card in hand] + list(state.kitty)
    assert [len(hand) for hand in state.hands] == [5, 5, 5, 5]
    assert len(dealt_cards) == 24
    assert set(dealt_cards) == set(every_card()) - {hp.JOKER}
    assert state == hp.new_game(EUCHRE, seed=seed).deal()


def test_euchre_and_hasenpfeffer_deal_differently_from_one_seed() -> None:
    for seed in range(10):
        euchre = hp.new_game(EUCHRE, seed=seed, dealer=0).deal()
        hasenpfeffer = hp.new_game(seed=seed, dealer=0).deal()
        assert [len(hand) for hand in hasenpfeffer.hands] == [6, 6, 6, 6]
        # not Hasenpfeffer's deal with the Joker and a card a hand taken out
        assert any(
            not set(mine) <= set(theirs)
            for mine, theirs in zip(euchre.hands, hasenpfeffer.hands, strict=True)
        )

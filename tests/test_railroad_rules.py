"""Railroad Euchre's rules, hand-worked from docs/railroad.rst.

The deal used throughout has seat 3 dealing and the Joker turned up:

    seat 0: JH JD AH KH QH      seat 1: 9C TC JC QC KC
    seat 2: AD 9S TS JS QS      seat 3: AC 9D TD QD KD
    kitty:  Joker (the upcard), 9H TH KS AS
"""

from __future__ import annotations

import re

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cards import deck as every_card
from hasenpfeffer.dealing import order_up_deal_masks, order_up_deal_seat
from hasenpfeffer.games import SPECS
from hasenpfeffer.rules import options_of
from tests.helpers import exactly

RAILROAD = hp.Rules(game=hp.Game.RAILROAD_EUCHRE)
CALL_FOR_BEST_OFF = "calling for best is not allowed: the call_for_best option is off"
GIVEN_ONLY = "a card is given only to a partner who called for best"
HANDS = [
    ["JH", "JD", "AH", "KH", "QH"],
    ["9C", "TC", "JC", "QC", "KC"],
    ["AD", "9S", "TS", "JS", "QS"],
    ["AC", "9D", "TD", "QD", "KD"],
]
KITTY = ["Joker", "9H", "TH", "KS", "AS"]


def dealt(rules: hp.Rules = RAILROAD, kitty: list[str] = KITTY) -> hp.GameState:
    return hp.new_game(rules, seed=1, dealer=3).deal(hands=HANDS, kitty=kitty)


def texts(actions: tuple[hp.Action, ...]) -> list[str]:
    return [str(action) for action in actions]


def called_for_best() -> hp.GameState:
    """Seat 0 orders the Joker up, the dealer discards 9D, seat 0 calls for
    best, seat 2 gives AD and seat 0 discards QH."""
    state = dealt().apply("trump H").apply("discard 9D").apply("call for best")
    return state.apply("give AD").apply("discard QH")


# -- docs/railroad.rst, "Options for Railroad Euchre" ------------------------


def test_railroad_defaults() -> None:
    assert RAILROAD.all_pass is hp.AllPass.STICK_THE_DEALER
    assert RAILROAD.lone_hands is True
    assert RAILROAD.lone_defender is True
    assert RAILROAD.call_for_best is True
    assert RAILROAD.joker_upcard_suit is hp.Suit.HEARTS
    assert RAILROAD.target_score == 10


def test_railroad_takes_euchres_options_and_two_of_its_own() -> None:
    assert options_of(hp.Game.RAILROAD_EUCHRE) == (
        "all_pass",
        "tie_break",
        "target_score",
        "lone_hands",
        "lone_defender",
        "joker_upcard_suit",
        "call_for_best",
    )


def test_without_lone_hands_nobody_defends_alone_or_calls() -> None:
    rules = hp.Rules(game=hp.Game.RAILROAD_EUCHRE, lone_hands=False)
    assert (rules.lone_defender, rules.call_for_best) == (False, False)
    with pytest.raises(hp.InvalidValueError, match="call_for_best needs lone_hands"):
        hp.Rules(game=hp.Game.RAILROAD_EUCHRE, lone_hands=False, call_for_best=True)


@pytest.mark.parametrize("game", [hp.Game.HASENPFEFFER, hp.Game.EUCHRE])
@pytest.mark.parametrize(
    "option", [{"call_for_best": True}, {"joker_upcard_suit": hp.Suit.SPADES}]
)
def test_railroads_options_are_refused_elsewhere(
    game: hp.Game, option: dict[str, object]
) -> None:
    (name,) = option
    message = f"{name} does not apply to {game!r}: it is an option of Railroad"
    with pytest.raises(hp.InvalidValueError, match=message):
        hp.Rules(game=game, **option)  # type: ignore[arg-type]


def test_hasenpfeffers_options_are_refused_in_railroad() -> None:
    with pytest.raises(hp.InvalidValueError, match="bidding does not apply"):
        hp.Rules(game=hp.Game.RAILROAD_EUCHRE, bidding=hp.Bidding.PEPPER)


# -- docs/railroad.rst, "The deck and the Joker" and "The deal and the upcard"


def test_a_seeded_deal_is_twenty_five_cards_five_each_and_five_aside() -> None:
    state = hp.new_game(RAILROAD, seed=11, dealer=0).deal()
    cards = [card for hand in state.hands for card in hand] + list(state.kitty)
    assert sorted(cards) == sorted(every_card())
    assert [len(hand) for hand in state.hands] == [5, 5, 5, 5]
    again = hp.new_game(RAILROAD, seed=11, dealer=0).deal()
    assert again.hands == state.hands and again.kitty == state.kitty


def test_the_deal_goes_three_then_two_from_the_dealers_left() -> None:
    # Positions 0-2 to seat 1, 3-5 to seat 2, ..., then two each, then the
    # upcard (position 20) and four under it.
    assert [order_up_deal_seat(0, position) for position in range(25)] == [
        *[1, 1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0],
        *[1, 1, 2, 2, 3, 3, 0, 0],
        *[None] * 5,
    ]
    masks, kitty = order_up_deal_masks("any key", 0, SPECS[hp.Game.RAILROAD_EUCHRE])
    assert len(masks) == 4 and len(kitty) == 5
    assert sum(bin(mask).count("1") for mask in masks) == 20
    assert len(set(kitty)) == 5


def test_an_explicit_deal_needs_a_kitty_of_five() -> None:
    with pytest.raises(hp.InvalidValueError, match="the kitty has five cards"):
        hp.new_game(RAILROAD, seed=1, dealer=3).deal(hands=HANDS, kitty=KITTY[:4])


def test_the_joker_upcard_proposes_hearts_by_default() -> None:
    assert texts(dealt().legal_actions()) == ["pass", "trump H"]


def test_the_joker_upcard_proposes_the_agreed_suit() -> None:
    rules = hp.Rules(game=hp.Game.RAILROAD_EUCHRE, joker_upcard_suit=hp.Suit.SPADES)
    assert texts(dealt(rules).legal_actions()) == ["pass", "trump S"]


def test_a_joker_turned_down_rules_its_suit_out_of_the_second_round() -> None:
    state = dealt().pass_().pass_().pass_().pass_()
    assert texts(state.legal_actions()) == ["pass", "trump C", "trump D", "trump S"]
    refused = "the Joker's suit, hearts, was turned down"
    with pytest.raises(hp.IllegalActionError, match=refused):
        state.apply("trump H")


# -- docs/railroad.rst, "The auction" ------------------------------------------


def test_the_dealer_picks_up_the_joker_and_keeps_it() -> None:
    state = dealt().apply("trump H")
    assert state.trump is hp.Suit.HEARTS and state.maker == 0
    assert (state.phase, state.to_act) == (hp.Phase.DISCARD, 3)
    assert hp.JOKER in state.hands[3]
    assert texts(state.legal_actions()) == [
        "discard AC",
        "discard 9D",
        "discard TD",
        "discard QD",
        "discard KD",
    ]
    with pytest.raises(hp.IllegalActionError, match="the dealer keeps the upcard"):
        state.apply("discard Joker")


# -- docs/railroad.rst, "Calling for best" -------------------------------------


def test_a_maker_may_call_for_best() -> None:
    state = dealt().apply("trump H").apply("discard 9D")
    assert (state.phase, state.to_act) == (hp.Phase.ALONE, 0)
    assert texts(state.legal_actions()) == ["pass", "alone", "call for best"]


def test_the_partner_of_the_caller_gives_any_card_it_holds() -> None:
    state = dealt().apply("trump H").apply("discard 9D").apply("call for best")
    assert state.to_act == 2
    assert texts(state.legal_actions()) == [
        "give AD",
        "give 9S",
        "give TS",
        "give JS",
        "give QS",
    ]


def test_the_caller_discards_any_card_but_the_one_given() -> None:
    state = dealt().apply("trump H").apply("discard 9D").apply("call for best")
    state = state.apply("give AD")
    assert (state.phase, state.to_act) == (hp.Phase.DISCARD, 0)
    assert len(state.hands[0]) == 6 and len(state.hands[2]) == 4
    assert texts(state.legal_actions()) == [
        "discard JD",
        "discard JH",
        "discard QH",
        "discard KH",
        "discard AH",
    ]
    given = "keeps the card given, AD: discard another card$"
    with pytest.raises(hp.IllegalActionError, match=given):
        state.apply("discard AD")


def test_after_the_exchange_the_defenders_are_asked_from_the_dealers_left() -> None:
    state = called_for_best()
    assert state.discarded == hp.Card.parse("9D")  # the dealer's
    assert (state.phase, state.to_act) == (hp.Phase.ALONE, 1)
    assert texts(state.legal_actions()) == ["pass", "alone", "call for best"]
    state = state.pass_()
    assert state.to_act == 3
    state = state.pass_()
    # docs/railroad.rst, "Going alone and defending alone": the first seat
    # that plays from the dealer's left leads; the caller's partner sits out.
    assert (state.phase, state.to_act, state.leader) == (hp.Phase.PLAY, 0, 0)
    assert state.lone_players == (0,) and state.sitting_out == (2,)


def test_a_lone_defender_may_call_for_best_too() -> None:
    state = dealt().apply("trump H").apply("discard 9D").go_alone()
    state = state.pass_().apply("call for best")
    assert state.to_act == 1
    assert texts(state.legal_actions())[0] == "give 9C"
    state = state.apply("give KC")
    assert state.to_act == 3 and hp.Card.parse("KC") in state.hands[3]
    state = state.apply("discard AC")
    assert state.lone_players == (0, 3)
    assert state.sitting_out == (1, 2)
    assert (state.phase, state.to_act) == (hp.Phase.PLAY, 0)


def test_without_call_for_best_a_lone_player_just_goes_alone() -> None:
    rules = hp.Rules(game=hp.Game.RAILROAD_EUCHRE, call_for_best=False)
    state = dealt(rules).apply("trump H").apply("discard 9D")
    assert texts(state.legal_actions()) == ["pass", "alone"]
    with pytest.raises(hp.IllegalActionError, match=exactly(CALL_FOR_BEST_OFF)):
        state.apply("call for best")


def test_euchre_refuses_calling_for_best() -> None:
    euchre = hp.Rules(game=hp.Game.EUCHRE)
    state = hp.new_game(euchre, seed=1, dealer=3).deal()
    with pytest.raises(
        hp.IllegalActionError, match=exactly("calling for best is not part of Euchre")
    ):
        state.apply(hp.CallForBest())


def test_only_the_callers_partner_gives_and_only_a_card_it_holds() -> None:
    state = dealt().apply("trump H").apply("discard 9D").apply("call for best")
    with pytest.raises(hp.IllegalActionError, match="only seat 2 gives a card"):
        state.apply("give 9C", seat=1)
    with pytest.raises(hp.IllegalActionError, match=exactly("seat 2 does not hold AH")):
        state.apply("give AH")
    with pytest.raises(hp.IllegalActionError, match="must give its partner"):
        state.apply("pass")


def test_a_card_is_given_only_after_a_call_for_best() -> None:
    state = dealt().apply("trump H").apply("discard 9D")
    with pytest.raises(hp.IllegalActionError, match=exactly(GIVEN_ONLY)):
        state.apply("give AD")


# -- docs/railroad.rst, "The deck and the Joker" (in the play) ----------------


def test_the_joker_is_trump_and_takes_the_right_bower() -> None:
    state = called_for_best().pass_().pass_().play("JH").play("9C")
    assert texts(state.legal_actions()) == ["play Joker"]
    state = state.play("Joker")
    assert state.completed_tricks[-1].winner == 3


# -- docs/railroad.rst, "Scoring" and "A hand worked through" -----------------


def test_the_worked_hand_scores_one_for_four_tricks_alone() -> None:
    state = called_for_best().pass_().pass_()
    for card in [
        "JH",
        "9C",
        "Joker",
        "AC",
        "KH",
        "TC",
        "AH",
        "QC",
        "TD",
        "JD",
        "JC",
        "QD",
        "AD",
        "KC",
        "KD",
    ]:
        state = state.play(card)
    assert state.tricks_won == (4, 1)
    assert state.scores == (1, 0)
    result = state.hand_results[-1]
    assert result.lone_players == (0,) and result.score_change == (1, 0)


@pytest.mark.parametrize(
    ("tricks", "maker_alone", "defender_alone", "expected"),
    [
        (3, False, False, (1, 0)),
        (4, True, False, (1, 0)),
        (5, False, False, (2, 0)),
        (5, True, False, (4, 0)),
        (2, False, False, (0, 2)),
        (2, True, False, (0, 2)),
        (0, True, True, (0, 4)),
        (5, True, True, (4, 0)),
    ],
)
def test_railroad_scores_as_euchre(
    tricks: int, maker_alone: bool, defender_alone: bool, expected: tuple[int, int]
) -> None:
    score = hp.hand_score(
        RAILROAD,
        None,
        tricks,
        maker_alone=maker_alone,
        defender_alone=defender_alone,
    )
    assert score == expected


def test_only_the_caller_discards_after_the_card_is_given() -> None:
    state = dealt().apply("trump H").apply("discard 9D").apply("call for best")
    state = state.apply("give AD")
    refused = "only seat 0, who called for best, discards now, for the card given$"
    with pytest.raises(hp.IllegalActionError, match=refused):
        state.apply("discard 9S", seat=2)
    with pytest.raises(hp.IllegalActionError, match="must discard a card for the"):
        state.apply("pass")
    with pytest.raises(hp.IllegalActionError, match="seat 0 does not hold 9S"):
        state.apply("discard 9S")


def test_the_choice_to_go_alone_names_calling_for_best() -> None:
    state = dealt().apply("trump H").apply("discard 9D")
    refused = "seat 0 must say whether to go alone (alone, call for best or pass)"
    with pytest.raises(hp.IllegalActionError, match=re.escape(refused)):
        state.apply("play JH")


def test_a_record_tells_a_deals_game_by_its_kitty() -> None:
    # A record need not be of a legal game (validate says whether it is):
    # a deal given card by card is checked as a deal of the game whose
    # kitty has its size, five cards for Railroad Euchre (the Joker allowed),
    # four for Euchre (the Joker refused).
    record = hp.records.GameRecord(
        RAILROAD, seed=1, first_dealer=3, deals=[(HANDS, None, KITTY)]
    )
    assert record.deals[0].kitty[0] == hp.JOKER
    with pytest.raises(hp.InvalidValueError, match="Euchre is played without it"):
        hp.records.GameRecord(
            hp.Rules(game=hp.Game.EUCHRE),
            seed=1,
            first_dealer=3,
            deals=[(HANDS, None, ["Joker", "9H", "TH", "KS"])],
        )
    verdict = hp.validate(
        hp.records.GameRecord(
            hp.Rules(game=hp.Game.EUCHRE),
            seed=1,
            first_dealer=3,
            deals=[(HANDS, None, KITTY)],
        )
    )
    assert not verdict.legal
    assert verdict.reason == "the kitty has four cards (the upcard first), not 5"

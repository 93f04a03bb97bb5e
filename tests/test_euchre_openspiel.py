"""``Game.EUCHRE`` against OpenSpiel's ``euchre``, hand by hand.

Random deals drawn from OpenSpiel's chance outcomes are played in both
engines at once by :mod:`tests.openspiel_euchre`: the same seat to act and
the same legal actions at every decision, the same returns at the end, for
both ``stick_the_dealer`` values, with and without the lone defender.  The
first tests check the harness itself: its card and action mapping against
OpenSpiel's own names, and the facts about OpenSpiel's euchre it relies on.

Skipped when OpenSpiel is not installed (``pip install -e ".[openspiel]"``).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel")

import hasenpfeffer as hp  # noqa: E402
from tests.openspiel_euchre import (  # noqa: E402
    ALONE_ID,
    CONFIGURATIONS,
    PARTNER_ID,
    PASS_ID,
    TRUMP_IDS,
    DisagreementError,
    MappingError,
    Stage,
    action_id,
    action_of,
    card_id,
    card_of,
    draw_deal,
    load_game,
    our_rules,
    play_hand,
    play_hands,
    stage_of,
)

HANDS_PER_CONFIGURATION = 1500
"""Hands compared per option pair in the suite; the benchmark script
``benchmarks/euchre_differential.py`` runs many more."""


class _FirstChoice(random.Random):
    """A chooser that always takes the first of the choices offered."""

    def randrange(self, *args: Any, **kwargs: Any) -> int:
        return 0


def _after_deal(game: Any) -> Any:
    state = game.new_initial_state()
    draw_deal(state, random.Random(5))
    return state


# -- the mapping -----------------------------------------------------------------


def test_card_ids_name_the_24_cards_of_nine_to_ace() -> None:
    cards = [card_of(n) for n in range(24)]
    assert len(set(cards)) == 24
    assert {card.rank for card in cards} == set(hp.Rank)
    assert hp.JOKER not in cards
    assert [card_id(card) for card in cards] == list(range(24))


def test_card_ids_agree_with_openspiels_card_names() -> None:
    state = _after_deal(load_game(stick_the_dealer=True, lone_defender=False))
    for n in range(24):
        card = card_of(n)
        assert state.action_to_string(0, n) == f"{card.suit}{card.rank}"


def test_call_ids_agree_with_openspiels_names() -> None:
    state = _after_deal(load_game(stick_the_dealer=True, lone_defender=False))
    assert state.action_to_string(0, PASS_ID) == "Pass"
    assert state.action_to_string(0, ALONE_ID) == "Alone"
    assert state.action_to_string(0, PARTNER_ID) == "Partner"
    for suit, number in TRUMP_IDS.items():
        assert state.action_to_string(0, number) == suit.name.capitalize()


def test_action_ids_map_both_ways_at_each_stage() -> None:
    domains = {
        Stage.AUCTION: [PASS_ID, *TRUMP_IDS.values()],
        Stage.ALONE: [ALONE_ID, PARTNER_ID],
        Stage.DISCARD: list(range(24)),
        Stage.PLAY: list(range(24)),
    }
    for stage, numbers in domains.items():
        actions = [action_of(number, stage) for number in numbers]
        assert len(set(actions)) == len(numbers)
        assert [action_id(action, stage) for action in actions] == numbers
    assert action_of(ALONE_ID, Stage.ALONE) == hp.GoAlone()
    assert action_of(PARTNER_ID, Stage.ALONE) == hp.Pass()
    assert action_of(9, Stage.DISCARD) == hp.Discard(hp.Card.parse("JD"))
    assert action_of(23, Stage.PLAY) == hp.Play(hp.Card.parse("AS"))


@pytest.mark.parametrize(
    ("number", "stage"),
    [
        (ALONE_ID, Stage.AUCTION),
        (PASS_ID, Stage.PLAY),
        (25, Stage.ALONE),
        (-1, Stage.PLAY),
    ],
)
def test_an_id_foreign_to_the_stage_is_refused(number: int, stage: Stage) -> None:
    with pytest.raises(MappingError):
        action_of(number, stage)


def test_an_action_foreign_to_the_stage_is_refused() -> None:
    with pytest.raises(MappingError):
        action_id(hp.GoAlone(), Stage.AUCTION)
    with pytest.raises(MappingError):
        action_id(hp.Play(hp.Card.parse("9C")), Stage.DISCARD)
    with pytest.raises(MappingError):
        card_id(hp.JOKER)


# -- what the harness relies on in OpenSpiel ---------------------------------------


def test_the_deal_starts_with_the_dealer_and_the_upcard_is_the_21st_card() -> None:
    # Dealer 1, then always the lowest card left: ids 0 to 19 go round the
    # table from the dealer, so seat 1 gets 0, 4, 8, 12, 16 (the clubs 9 to
    # K), seat 2 the diamonds, seat 3 the hearts, seat 0 the spades; id 20,
    # the ace of clubs, is the upcard; the other aces were never dealt.
    state = load_game(stick_the_dealer=True, lone_defender=False).new_initial_state()
    state.apply_action(1)
    deal = draw_deal(state, _FirstChoice())
    assert deal.dealer == 1
    suits = [hp.Suit.SPADES, hp.Suit.CLUBS, hp.Suit.DIAMONDS, hp.Suit.HEARTS]
    for seat, suit in enumerate(suits):
        expected = [hp.Card(rank, suit) for rank in hp.Rank if rank != hp.Rank.ACE]
        assert list(deal.hands[seat]) == expected
    assert [str(card) for card in deal.kitty] == ["AC", "AD", "AH", "AS"]
    assert state.current_player() == 2


def test_openspiel_asks_the_dealers_discard_before_the_maker_goes_alone() -> None:
    state = _after_deal(load_game(stick_the_dealer=True, lone_defender=False))
    maker = state.current_player()
    upcard_suit = card_of(state.upcard()).suit
    assert upcard_suit is not None
    state.apply_action(TRUMP_IDS[upcard_suit])
    assert stage_of(state) is Stage.DISCARD
    assert state.current_player() == state.dealer()
    assert state.upcard() not in state.legal_actions()
    state.apply_action(state.legal_actions()[0])
    assert stage_of(state) is Stage.ALONE
    assert state.current_player() == maker


def test_openspiel_asks_defenders_even_when_the_maker_keeps_the_partner() -> None:
    state = _after_deal(load_game(stick_the_dealer=True, lone_defender=True))
    dealer = state.dealer()
    for _ in range(4):
        state.apply_action(PASS_ID)
    # The dealer's left names a suit in the second round.
    maker = state.current_player()
    assert maker == (dealer + 1) % 4
    state.apply_action(state.legal_actions()[-1])
    state.apply_action(PARTNER_ID)
    asked = []
    while stage_of(state) is Stage.ALONE:
        asked.append(state.current_player())
        state.apply_action(PARTNER_ID)
    assert asked == [(dealer + 2) % 4, dealer]
    assert stage_of(state) is Stage.PLAY
    assert state.current_player() == (dealer + 1) % 4


# -- the two engines side by side ---------------------------------------------------


@pytest.mark.parametrize(("stick_the_dealer", "lone_defender"), CONFIGURATIONS)
def test_both_engines_agree_on_random_hands(
    stick_the_dealer: bool, lone_defender: bool
) -> None:
    tally = play_hands(
        HANDS_PER_CONFIGURATION,
        stick_the_dealer=stick_the_dealer,
        lone_defender=lone_defender,
        seed=19,
    )
    assert tally.hands == HANDS_PER_CONFIGURATION
    assert sum(tally.returns.values()) == HANDS_PER_CONFIGURATION
    possible = {-4, -2, 1, 2, 4} | ({0} if not stick_the_dealer else set())
    assert set(tally.returns) <= possible
    # The random hands reach the cases the comparison is meant to cover.
    # A played hand asks at least one call, the maker's alone question and
    # fifteen plays (three players left); a thrown-in hand asks eight calls.
    played = tally.hands - tally.thrown_in
    assert tally.decisions >= 17 * played + 8 * tally.thrown_in
    assert tally.alone > 0
    assert {-2, 1} <= set(tally.returns)
    assert tally.eighth_calls > 0
    if stick_the_dealer:
        assert tally.thrown_in == 0
    else:
        assert tally.thrown_in > 0
    if lone_defender:
        assert tally.skipped > 0
        assert tally.defended_alone > 0
    else:
        assert tally.skipped == 0
        assert tally.defended_alone == 0


def test_a_difference_in_the_rules_is_reported_with_the_deal_and_the_calls() -> None:
    # OpenSpiel sticks the dealer; ours is given REDEAL.  Passing at every
    # call that allows it reaches the dealer's eighth call, where OpenSpiel
    # offers only the three other suits and ours a pass as well.
    game = load_game(stick_the_dealer=True, lone_defender=False)
    rules = our_rules(stick_the_dealer=False, lone_defender=False)
    with pytest.raises(DisagreementError) as raised:
        play_hand(game, rules, random.Random(3), passing=1.0)
    message = str(raised.value)
    dealer = int(message.split("deal: dealer ")[1].split(";")[0])
    assert message.startswith(f"seat {dealer} (auction): OpenSpiel allows ['trump ")
    assert "ours allows ['pass', 'trump " in message
    assert message.count(": Pass = pass") == 7

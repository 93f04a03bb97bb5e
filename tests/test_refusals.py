"""Every refusal names the rule that forbids the action.

docs/rules.rst, every section that forbids something, and the errors of
``hasenpfeffer.errors``: an IllegalActionError says which
rule forbids the action, not merely that it is not the seat's turn when a
rule keeps the seat out altogether: a seat that has passed stays out of the
auction, only the maker names trump, discards and decides first whether
to go alone, a maker's partner never goes alone, a defender goes alone only
with ``lone_defender`` and only against a lone maker, and a seat sitting
out takes no part in the play.

One deal throughout, dealer seat 0, seat 1 the maker with hearts trump:

- seat 0: every spade;
- seat 1: Joker, JH, JD, AH, KH, QH;
- seat 2: TH, 9H and the diamonds AD, KD, QD, TD;
- seat 3: the clubs AC, KC, QC, JC, TC and 9D;
- widow: 9C, which the maker discards (under ``widow=Widow.UNUSED`` it
  stays face down and nobody discards: docs/rules.rst, "The widow left
  unused").
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer._engine.refusals import refusal as step_refusal
from hasenpfeffer.cards import deck as every_card
from tests.strategies import every_rules, scaled

HANDS = [
    ["9S", "TS", "JS", "QS", "KS", "AS"],
    ["Joker", "JH", "JD", "AH", "KH", "QH"],
    ["TH", "9H", "AD", "KD", "QD", "TD"],
    ["AC", "KC", "QC", "JC", "TC", "9D"],
]
PLAIN = hp.Rules()
LONE = hp.Rules(lone_hands=True)
LONE_BOTH = hp.Rules(lone_hands=True, lone_defender=True)
PEPPER_STICK = hp.Rules(bidding=hp.Bidding.PEPPER, all_pass=hp.AllPass.STICK_THE_DEALER)
UNUSED = hp.Rules(widow=hp.Widow.UNUSED)
UNUSED_LONE = hp.Rules(widow=hp.Widow.UNUSED, lone_hands=True)
WIDOW_UNUSED = "the widow is not used (widow=Widow.UNUSED): the maker does not discard"
PASS = hp.Pass()
ALONE = hp.GoAlone()


def dealt(rules: hp.Rules) -> hp.GameState:
    """The deal above, seat 1 to call first."""
    return hp.new_game(rules, dealer=0, seed=0).deal(hands=HANDS, widow="9C")


def trump_phase(rules: hp.Rules) -> hp.GameState:
    """Seat 1 bids 3 and the others pass: seat 1 names trump."""
    return dealt(rules).bid(3).pass_().pass_().pass_()


def discard_phase(rules: hp.Rules) -> hp.GameState:
    return trump_phase(rules).name_trump("H")


def after_discard(rules: hp.Rules) -> hp.GameState:
    """The maker has discarded: the ALONE phase, or the play without
    ``lone_hands``."""
    return discard_phase(rules).discard("9C")


def maker_alone(rules: hp.Rules) -> hp.GameState:
    return after_discard(rules).go_alone()


def both_alone() -> hp.GameState:
    """The maker, then seat 2 on the maker's left, went alone."""
    return maker_alone(LONE_BOTH).go_alone()


def second_seat_leads() -> hp.GameState:
    """The same deal dealt by seat 1: seat 1 wins the auction on the last
    call, and seat 2, on the dealer's left, leads."""
    state = hp.new_game(PLAIN, dealer=1, seed=0).deal(hands=HANDS, widow="9C")
    state = state.pass_().pass_().pass_().bid(3)
    return state.name_trump("H").discard("9C")


def refusal(state: hp.GameState, action: hp.Action, seat: int | None) -> str:
    """The message of the refusal, checking the state is left as it was."""
    before = state
    with pytest.raises(hp.IllegalActionError) as info:
        state.apply(action, seat)
    assert state == before
    assert info.value.action == action
    assert info.value.phase is state.phase
    return str(info.value)


Case = tuple[Callable[[], hp.GameState], hp.Action, int | None, str]

CASES: dict[str, Case] = {
    # -- the auction
    "a pass is final": (
        lambda: dealt(PLAIN).bid(3).pass_(),
        hp.Bid(4),
        2,
        "seat 2 has passed, and a pass is final in the auction",
    ),
    "the turn in the auction": (
        lambda: dealt(PLAIN),
        PASS,
        2,
        "it is seat 1's turn, not seat 2's",
    ),
    "a bid beats the high bid": (
        lambda: dealt(PLAIN).bid(3),
        hp.Bid(2),
        None,
        "seat 2: a bid must be higher than the high bid: bid 2 does not beat bid 3",
    ),
    "stick the dealer": (
        lambda: dealt(PEPPER_STICK).pass_().pass_().pass_(),
        PASS,
        None,
        "seat 0: stick the dealer: after three passes with no bid the dealer must bid",
    ),
    "no plain six in pepper": (
        lambda: dealt(PEPPER_STICK),
        hp.Bid(6),
        None,
        "seat 1: in pepper bidding a plain bid of 6 is not a bid: bid little "
        "pepper or big pepper",
    ),
    "no pepper in standard": (
        lambda: dealt(PLAIN),
        hp.BIG_PEPPER,
        None,
        "seat 1: big pepper is a pepper bid; standard bidding uses bid 1 to bid 6",
    ),
    "only calls in the auction": (
        lambda: dealt(PLAIN),
        hp.Play(hp.JOKER),
        None,
        "seat 1 must pass or bid in the auction, not play Joker",
    ),
    # -- trump and the discard
    "only the maker names trump": (
        lambda: trump_phase(PLAIN),
        hp.NameTrump(hp.Suit.SPADES),
        0,
        "only the maker, seat 1, names trump",
    ),
    "the maker names trump now": (
        lambda: trump_phase(PLAIN),
        PASS,
        None,
        "seat 1, the maker, must name trump now, not pass",
    ),
    "only the maker discards": (
        lambda: discard_phase(PLAIN),
        hp.Discard(hp.Card.parse("9S")),
        0,
        "only the maker, seat 1, discards",
    ),
    "the maker discards now": (
        lambda: discard_phase(PLAIN),
        hp.Play(hp.JOKER),
        None,
        "seat 1, the maker, must discard a card now, not play Joker",
    ),
    "the maker discards a card held": (
        lambda: discard_phase(PLAIN),
        hp.Discard(hp.Card.parse("9S")),
        None,
        "seat 1 does not hold 9S",
    ),
    # -- going alone
    "the lone_hands option is off": (
        lambda: after_discard(PLAIN),
        ALONE,
        None,
        "going alone is not allowed: the lone_hands option is off",
    ),
    "going alone comes after the discard": (
        lambda: discard_phase(LONE),
        ALONE,
        None,
        "going alone is declared after the maker has discarded",
    ),
    "the maker decides alone (lone_defender off)": (
        lambda: after_discard(LONE),
        PASS,
        2,
        "only the maker, seat 1, decides whether to go alone",
    ),
    "a defender may not go alone (lone_defender off)": (
        lambda: after_discard(LONE),
        ALONE,
        2,
        "defenders may not go alone: the lone_defender option is off",
    ),
    "the partner never goes alone, before the maker decides": (
        lambda: after_discard(LONE_BOTH),
        ALONE,
        3,
        "a maker's partner never goes alone: seat 3 is the partner of the "
        "maker, seat 1",
    ),
    "the partner has no decision": (
        lambda: after_discard(LONE_BOTH),
        PASS,
        3,
        "only the maker, seat 1, decides whether to go alone",
    ),
    "the maker decides first": (
        lambda: after_discard(LONE_BOTH),
        PASS,
        2,
        "the maker, seat 1, decides first whether to go alone",
    ),
    "a defender waits for the maker": (
        lambda: after_discard(LONE_BOTH),
        ALONE,
        2,
        "seat 2 may not go alone before the maker, seat 1, has decided",
    ),
    "alone or pass": (
        lambda: after_discard(LONE),
        hp.Play(hp.JOKER),
        None,
        "seat 1 must say whether to go alone (alone or pass), not play Joker",
    ),
    "the maker has gone alone": (
        lambda: maker_alone(LONE_BOTH),
        ALONE,
        1,
        "the maker, seat 1, has already gone alone",
    ),
    "the maker has decided": (
        lambda: maker_alone(LONE_BOTH),
        PASS,
        1,
        "the maker, seat 1, has already gone alone",
    ),
    "the lone maker's partner never goes alone": (
        lambda: maker_alone(LONE_BOTH),
        ALONE,
        3,
        "a maker's partner never goes alone: seat 3 is the partner of the "
        "maker, seat 1",
    ),
    "the lone maker's partner sits out the decision": (
        lambda: maker_alone(LONE_BOTH),
        PASS,
        3,
        "seat 3 sits out this hand: its partner, seat 1, went alone",
    ),
    "the defenders decide in turn": (
        lambda: maker_alone(LONE_BOTH),
        PASS,
        0,
        "it is seat 2's turn, not seat 0's",
    ),
    "a defender goes alone only against a lone maker": (
        lambda: after_discard(LONE_BOTH).pass_(),
        ALONE,
        2,
        "a defender may go alone only when the maker has gone alone",
    ),
    "the maker decides before the first lead": (
        lambda: after_discard(LONE_BOTH).pass_(),
        ALONE,
        None,
        "going alone is decided before the first lead",
    ),
    "the lone maker going alone again in the play": (
        lambda: maker_alone(LONE),
        ALONE,
        1,
        "going alone is decided before the first lead",
    ),
    "a defender going alone once both defenders have passed": (
        lambda: maker_alone(LONE_BOTH).pass_().pass_(),
        ALONE,
        None,
        "going alone is decided before the first lead",
    ),
    "the partner never goes alone, in the play": (
        lambda: after_discard(LONE).pass_().play("AH").play("TH"),
        ALONE,
        None,
        "a maker's partner never goes alone: seat 3 is the partner of the "
        "maker, seat 1",
    ),
    "only one defender goes alone": (
        both_alone,
        ALONE,
        0,
        "only one defender may go alone: seat 2 has",
    ),
    # -- the play
    "the lone maker's partner sits out the play": (
        lambda: maker_alone(LONE).play("AD"),
        hp.Play(hp.Card.parse("9D")),
        3,
        "seat 3 sits out this hand: its partner, seat 1, went alone",
    ),
    "the lone defender's partner sits out the play": (
        both_alone,
        hp.Play(hp.Card.parse("9S")),
        0,
        "seat 0 sits out this hand: its partner, seat 2, went alone",
    ),
    "the turn in the play": (
        lambda: after_discard(PLAIN),
        hp.Play(hp.Card.parse("AD")),
        2,
        "it is seat 1's turn, not seat 2's",
    ),
    "a card held": (
        lambda: after_discard(PLAIN),
        hp.Play(hp.Card.parse("AD")),
        None,
        "seat 1 does not hold AD",
    ),
    "following suit": (
        lambda: after_discard(PLAIN).play("AH"),
        hp.Play(hp.Card.parse("AD")),
        None,
        "seat 2 must follow trump: holds 9H, TH",
    ),
    "following a plain suit": (
        lambda: second_seat_leads().play("AD"),
        hp.Play(hp.Card.parse("KC")),
        None,
        "seat 3 must follow diamonds: holds 9D",
    ),
    # -- the widow left unused
    "no discard once trump is named, the widow unused": (
        lambda: trump_phase(UNUSED).name_trump("H"),
        hp.Discard(hp.JOKER),
        None,
        WIDOW_UNUSED,
    ),
    "no discard while trump is to name, the widow unused": (
        lambda: trump_phase(UNUSED),
        hp.Discard(hp.Card.parse("QH")),
        None,
        WIDOW_UNUSED,
    ),
    "no discard of the widow itself": (
        lambda: trump_phase(UNUSED).name_trump("H"),
        hp.Discard(hp.Card.parse("9C")),
        None,
        WIDOW_UNUSED,
    ),
    "no discard before going alone, the widow unused": (
        lambda: trump_phase(UNUSED_LONE).name_trump("H"),
        hp.Discard(hp.JOKER),
        None,
        WIDOW_UNUSED,
    ),
    "going alone after trump, the widow unused": (
        lambda: trump_phase(UNUSED_LONE),
        ALONE,
        None,
        "going alone is declared after the maker has named trump",
    ),
    "only cards in the play": (
        lambda: after_discard(PLAIN),
        PASS,
        None,
        "seat 1 must play a card now, not pass",
    ),
}


@pytest.mark.parametrize("name", list(CASES))
def test_each_refusal_names_its_rule(name: str) -> None:
    make, action, seat, message = CASES[name]
    assert refusal(make(), action, seat) == message


def test_nobody_acts_between_hands() -> None:
    state = hp.new_game(PLAIN, dealer=0, seed=0)
    assert refusal(state, PASS, None) == (
        "nobody acts between hands: deal the cards first"
    )
    assert refusal(state, PASS, 1) == "nobody acts between hands: deal the cards first"


def test_nobody_acts_once_the_game_is_over() -> None:
    rules = hp.Rules(target_score=1)
    state = after_discard(rules)
    while state.phase is hp.Phase.PLAY:
        state = state.apply(state.legal_actions()[0])
    assert state.phase is hp.Phase.GAME_OVER and state.winner is not None
    assert refusal(state, PASS, None) == (
        f"the game is over: team {state.winner} has won"
    )


def test_cards_are_dealt_between_hands_only() -> None:
    with pytest.raises(hp.IllegalActionError) as info:
        dealt(PLAIN).deal()
    assert str(info.value) == (
        "cards are dealt only between hands, not in the BIDDING phase"
    )


@pytest.mark.parametrize("game", list(hp.Game), ids=lambda game: game.value)
@given(st.data())
@scaled(0.5)
def test_a_must_follow_refusal_lists_the_cards_in_legal_actions_order(
    game: hp.Game, data: st.DataObject
) -> None:
    """Along random games of each game of the family: the cards a refused
    play must follow with are the legal plays, in the same (the hand's)
    order."""
    rules = data.draw(st.sampled_from(every_rules(game=game)))
    state = hp.new_game(rules, seed=data.draw(st.integers(0, 10**6)))
    for _ in range(data.draw(st.integers(1, 60))):
        if state.phase is hp.Phase.GAME_OVER:
            break
        if state.phase is hp.Phase.DEAL:
            state = state.deal()
            continue
        state = state.apply(data.draw(st.sampled_from(state.legal_actions())))
        if state.phase is not hp.Phase.PLAY or not state.current_trick:
            continue
        assert_refused_plays_list_the_legal_ones(state)


def assert_refused_plays_list_the_legal_ones(state: hp.GameState) -> None:
    """Each card of the hand to play that may not follow is refused with the
    legal plays listed, in legal_actions() order, which is the hand's."""
    seat = state.to_act
    assert seat is not None
    legal = [str(a.card) for a in state.legal_actions() if isinstance(a, hp.Play)]
    held = [str(card) for card in state.hands[seat]]
    assert legal == [card for card in held if card in legal]
    for card in state.hands[seat]:
        if str(card) in legal:
            continue
        with pytest.raises(hp.IllegalActionError) as refused:
            state.play(card)
        listed = refused.value.reason.split(": holds ", 1)[1].split(", ")
        assert listed == legal


def test_the_wrong_seat_explanation_checks_its_arguments() -> None:
    from hasenpfeffer._engine.refusals import explain_wrong_seat

    state = hp.new_game(seed=1, dealer=0).deal()  # seat 1 to act
    cases = [
        ("bid 3", 2, 1, "action must be an action, not 'bid 3'"),
        (hp.Bid(3), 7, 1, "seat must be a seat (0, 1, 2 or 3), not 7"),
        (hp.Bid(3), 2, 3, "to_act must be the seat to act in state, 1, not 3"),
        (hp.Bid(3), 2, None, "to_act must be the seat to act in state, 1, not None"),
        (hp.Bid(3), 1, 1, "seat 1 is the seat to act"),
    ]
    for action, seat, to_act, message in cases:
        with pytest.raises(hp.InvalidValueError) as caught:
            explain_wrong_seat(state, action, seat, to_act)  # type: ignore[arg-type]
        assert str(caught.value) == message
    nobody = hp.new_game(seed=1, dealer=0)
    with pytest.raises(hp.InvalidValueError) as caught:
        explain_wrong_seat(nobody, hp.Pass(), 2, None)
    assert (
        str(caught.value) == "to_act must be the seat to act in state, None, not None"
    )


@pytest.mark.parametrize("maker", [0, 1, 2, 3])
def test_while_the_maker_decides_a_defender_waits_and_the_partner_may_not(
    maker: int,
) -> None:
    # "Going alone": the maker chooses first; with lone_defender a defender
    # may choose after a lone maker, while the maker's partner never does.
    rules = hp.Rules(lone_hands=True, lone_defender=True)
    state = hp.new_game(rules, seed=1, dealer=(maker - 1) % 4).deal()
    state = state.bid(6)  # the highest bid ends the auction at once
    assert state.maker == maker
    trump = next(iter(state.legal_actions()))
    state = state.apply(trump)
    state = state.apply(state.legal_actions()[0])  # the discard
    assert state.phase is hp.Phase.ALONE and state.to_act == maker
    partner, defender = (maker + 2) % 4, (maker + 1) % 4
    with pytest.raises(hp.IllegalActionError) as caught:
        state.apply(hp.Pass(), seat=partner)
    assert f"only the maker, seat {maker}, decides whether to go alone" in str(
        caught.value
    )
    with pytest.raises(hp.IllegalActionError) as caught:
        state.apply(hp.Pass(), seat=defender)
    assert f"the maker, seat {maker}, decides first whether to go alone" in str(
        caught.value
    )


EVERY_ACTION: tuple[hp.Action, ...] = (
    hp.Pass(),
    *(hp.Bid(tricks) for tricks in range(1, 7)),
    hp.LITTLE_PEPPER,
    hp.BIG_PEPPER,
    hp.MOON,
    *(hp.NameTrump(suit) for suit in hp.Suit),
    hp.NoTrump(),
    hp.GoAlone(),
    hp.CallForBest(),
    *(hp.Discard(card) for card in every_card()),
    *(hp.Play(card) for card in every_card()),
    *(hp.Give(card) for card in every_card()),
)
"""Every action of every game, each card of the largest deck included."""
EVERY_GAMES_RULES = [rules for game in hp.Game for rules in every_rules(game=game)]


@scaled(0.5)
@given(rules=st.sampled_from(EVERY_GAMES_RULES), seed=st.integers(0, 2**32 - 1))
def test_each_steps_check_agrees_with_the_legal_actions(
    rules: hp.Rules, seed: int
) -> None:
    # Each step's check decides alone what it refuses (DESIGN: one check
    # per step, the legal actions its faster form): at every decision of a
    # random hand, an action is legal exactly when the check finds no rule
    # against it.
    choose = random.Random(seed)
    state = hp.new_game(rules, seed=seed, dealer=seed % 3).deal()
    decisions = 0
    while state.to_act is not None:
        legal = set(state.legal_actions())
        for action in EVERY_ACTION:
            reason = step_refusal(state, action, state.to_act)
            assert (reason is None) == (action in legal), (action, reason, state)
        state = state.apply(choose.choice(state.legal_actions()))
        decisions += 1
    # A hand ends with its last card, or thrown in after the auction.
    assert decisions >= 3

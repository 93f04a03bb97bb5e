"""Bad input to the core is refused with the library's own errors.

The errors of ``hasenpfeffer.errors``: a value given to a public function
or constructor that is not valid raises
:class:`hasenpfeffer.InvalidValueError` (also a ValueError) naming the
argument, never a bare exception from deep inside and never a wrong answer.
Also: ``is_legal`` answers exactly what ``apply`` would do, a bid out of
range is refused in the words of the bidding in force, the numeric rule
options are bounded so that every score prints (docs/options.rst,
"target_score" and "alone_multiplier"), and a crafted pickle does not give
a state that plays on.
"""

from __future__ import annotations

import json
import pickle
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer import Card
from hasenpfeffer._engine.layout import StateValue, position
from hasenpfeffer._engine.refusals import (
    explain_illegal,
    explain_nobody_to_act,
    explain_wrong_seat,
)
from hasenpfeffer.auction import (
    after_call,
    bid_ladder,
    explain_illegal_call,
    legal_calls,
    must_bid,
    open_auction,
    top_bid,
)
from hasenpfeffer.errors import shown
from hasenpfeffer.scoring import MAX_SCORE_CHANGE
from tests.helpers import exactly
from tests.strategies import ALL_ACTIONS, reachable_states, seeds

STANDARD = hp.Rules()
PEPPER = hp.Rules(bidding=hp.Bidding.PEPPER)
HEARTS = hp.Suit.HEARTS

REPLAY_REFUSAL = "not a consistent pickled game state: its history does not lead to it"
"""How a pickle is refused that its game's history does not lead to."""


def cards(text: str) -> list[Card]:
    """Cards from space-separated notation."""
    return [Card.parse(word) for word in text.split()]


def refused(message: str) -> Any:
    """``pytest.raises`` for an InvalidValueError with exactly ``message``."""
    return pytest.raises(hp.InvalidValueError, match=f"^{re.escape(message)}$")


def refused_with(start: str) -> Any:
    """``pytest.raises`` for an InvalidValueError whose message starts so."""
    return pytest.raises(hp.InvalidValueError, match=f"^{re.escape(start)}")


# -- scoring ---------------------------------------------------------------------


def test_hand_score_refuses_a_contract_that_is_not_a_bid() -> None:
    with refused("contract must be a Bid, not 3"):
        hp.hand_score(STANDARD, 3, 2)  # type: ignore[arg-type]


def test_hand_score_refuses_rules_that_are_not_rules() -> None:
    with refused("rules must be a Rules value, not None"):
        hp.hand_score(None, hp.Bid(3), 2)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["maker_alone", "defender_alone"])
def test_hand_score_refuses_a_lone_flag_that_is_not_a_bool(name: str) -> None:
    lone = hp.Rules(lone_hands=True, lone_defender=True)
    with refused(f"{name} must be True or False, not 1"):
        hp.hand_score(lone, hp.Bid(3), 2, **{name: 1})  # type: ignore[arg-type]


def test_game_winner_refuses_a_team_that_is_not_0_or_1() -> None:
    # The old code answered 7: the makers' "team" given back as the winner.
    with refused("makers_team must be a team, 0 or 1, not 7"):
        hp.game_winner(STANDARD, (10, 11), 7)
    with refused("makers_team must be a team, 0 or 1, not True"):
        hp.game_winner(STANDARD, (10, 11), True)


@pytest.mark.parametrize("scores", [(10,), (1, 2, 3), "10", None, 10])
def test_game_winner_refuses_scores_that_are_not_a_pair(scores: object) -> None:
    with refused_with("scores must be a pair of whole"):
        hp.game_winner(STANDARD, scores, 0)  # type: ignore[arg-type]


def test_game_winner_refuses_a_score_that_is_not_a_whole_number() -> None:
    with pytest.raises(hp.InvalidValueError, match=r"^scores\[1\] must be a whole"):
        hp.game_winner(STANDARD, (10, "11"), 0)  # type: ignore[arg-type]
    with refused("rules must be a Rules value, not 'standard'"):
        hp.game_winner("standard", (10, 11), 0)  # type: ignore[arg-type]


def test_the_largest_hand_score_is_the_documented_bound() -> None:
    """A lone maker failing at big pepper against a lone defender, every
    multiplier at its largest: 2 x 6 bid tricks x 10 x 10 = 1,200."""
    rules = hp.Rules(
        bidding=hp.Bidding.PEPPER,
        failed_contract=hp.FailedContract.BID,
        lone_hands=True,
        lone_defender=True,
        defenders_score_tricks=True,
        alone_multiplier=10,
    )
    change = hp.hand_score(
        rules, hp.BIG_PEPPER, 0, maker_alone=True, defender_alone=True
    )
    assert change == (-1200, 60)
    assert MAX_SCORE_CHANGE == 1200


# -- tricks ----------------------------------------------------------------------


def test_trick_winner_refuses_a_trick_of_five_cards() -> None:
    with refused("trick must hold at most 4 cards, not 5"):
        hp.trick_winner(cards("9H TH JH QH KH"), HEARTS)


def test_legal_plays_refuses_a_card_both_in_the_hand_and_on_the_trick() -> None:
    with refused("a card cannot be both in the hand and on the trick: 9H"):
        hp.legal_plays(cards("9H AS"), cards("9H"), HEARTS)


def test_legal_plays_refuses_a_complete_trick() -> None:
    with refused("trick must hold at most 3 cards, not 4"):
        hp.legal_plays(cards("AS"), cards("9H TH JH QH"), HEARTS)


def test_legal_plays_refuses_hands_that_no_player_holds() -> None:
    with refused("hand cannot hold the same card twice"):
        hp.legal_plays(cards("9H 9H"), [], HEARTS)
    with refused("hand must hold at most 6 cards, not 7"):
        hp.legal_plays(cards("9C TC JC QC KC AC 9D"), [], HEARTS)
    with refused("hand must hold a card to play"):
        hp.legal_plays([], cards("9C"), HEARTS)


def test_the_trick_functions_refuse_items_that_are_not_cards() -> None:
    with refused("trick must hold only cards, not 'AS'"):
        hp.legal_plays(cards("9H"), ["AS"], HEARTS)  # type: ignore[list-item]
    with refused("trick cannot hold the same card twice"):
        hp.legal_plays(cards("9H"), cards("AS AS"), HEARTS)
    with refused("trick must hold only cards, not None"):
        hp.trick_winner([Card.parse("AS"), None], HEARTS)  # type: ignore[list-item]


def test_the_trick_functions_refuse_a_trump_that_is_not_a_suit() -> None:
    with refused("trump must be a Suit, or None for no trump, not 'H'"):
        hp.trick_winner(cards("9H"), "H")  # type: ignore[arg-type]
    with refused("trump must be a Suit, or None for no trump, not 0"):
        hp.legal_plays(cards("9H"), [], 0)  # type: ignore[arg-type]


def test_a_trick_is_checked_when_made() -> None:
    nine, ten, jack = cards("9H TH JH")
    good = hp.Trick(2, ((2, nine), (3, ten), (1, jack)), 1)
    assert good.winner == 1 and good.plays[0] == (2, nine)
    with refused("leader must be a seat (0, 1, 2 or 3), not 4"):
        hp.Trick(4, ((0, nine), (1, ten)), 0)
    with refused_with("plays must be two to four"):
        hp.Trick(0, ((1, nine), (2, ten)), 1)  # not led by the leader
    with refused_with("plays must be two to four"):
        hp.Trick(0, ((0, nine), (2, ten), (1, jack)), 1)  # not clockwise
    with refused("plays cannot hold the same card twice"):
        hp.Trick(0, ((0, nine), (1, nine), (2, ten)), 1)
    with refused("winner must be a seat that played to the trick, not 3"):
        hp.Trick(0, ((0, nine), (1, ten), (2, jack)), 3)
    with refused_with("a trick of two cards"):
        hp.Trick(0, ((0, nine), (2, ten)), 0)


def test_a_pickled_trick_is_checked_too() -> None:
    nine, ten, jack = cards("9H TH JH")
    trick = hp.Trick(2, ((2, nine), (3, ten), (1, jack)), 1)
    assert pickle.loads(pickle.dumps(trick)) == trick


# -- the auction -------------------------------------------------------------------


def test_an_auction_with_seats_out_of_range_is_refused() -> None:
    with refused("dealer must be a seat (0, 1, 2 or 3), not 9"):
        hp.Auction(dealer=9, to_act=12)
    with refused("to_act must be a seat (0, 1, 2 or 3) or None, not 12"):
        hp.Auction(dealer=0, to_act=12)


def test_an_auction_whose_passed_is_not_a_tuple_of_four_bools_is_refused() -> None:
    with refused(
        "passed must be a tuple of four bools (one per seat), not "
        "[False, False, False, False]"
    ):
        hp.Auction(dealer=0, to_act=1, passed=[False] * 4)  # type: ignore[arg-type]
    with refused_with("passed must be a tuple"):
        hp.Auction(dealer=0, to_act=1, passed=(0, 0, 0, 0))  # type: ignore[arg-type]


def test_an_auction_must_be_where_its_calls_lead() -> None:
    """The player left of the dealer calls first; a bid must beat the high
    bid; the fields are where the calls lead."""
    with refused_with("to_act, high_bid, high_bidder"):
        hp.Auction(dealer=0, to_act=3)
    with refused("calls[0] (seat 2, pass) cannot be: it was seat 1's turn"):
        hp.Auction(dealer=0, to_act=3, passed=(False, False, True, False),
                   calls=((2, hp.Pass()),))  # fmt: skip
    with refused("calls[1] (seat 2, bid 2) cannot be: it does not beat bid 3"):
        hp.Auction(
            dealer=0,
            to_act=3,
            high_bid=hp.Bid(2),
            high_bidder=2,
            calls=((1, hp.Bid(3)), (2, hp.Bid(2))),
        )
    with refused(
        "calls[0] (seat 1, bid 6) cannot be: no bidding has both bid 6 and the "
        "pepper bids"
    ):
        hp.Auction(
            dealer=0,
            to_act=None,
            high_bid=hp.LITTLE_PEPPER,
            high_bidder=2,
            calls=((1, hp.Bid(6)), (2, hp.LITTLE_PEPPER)),
        )


def test_legal_calls_on_a_bad_auction_or_rules_is_refused() -> None:
    with refused("auction must be an Auction, not None"):
        legal_calls(None, STANDARD)  # type: ignore[arg-type]
    with refused("rules must be a Rules value, not None"):
        legal_calls(open_auction(0), None)  # type: ignore[arg-type]
    pepper_auction = after_call(open_auction(0), PEPPER, hp.LITTLE_PEPPER)
    with refused("auction: seat 1's little pepper is not a bid of standard bidding"):
        legal_calls(pepper_auction, STANDARD)
    thrown_in = open_auction(0)
    for _ in range(4):
        thrown_in = after_call(thrown_in, STANDARD, hp.Pass())
    stick = hp.Rules(all_pass=hp.AllPass.STICK_THE_DEALER)
    with refused("auction: all four passed, which stick the dealer does not allow"):
        must_bid(thrown_in, stick)


def test_after_call_refuses_an_illegal_call_naming_the_rule() -> None:
    auction = after_call(open_auction(0), STANDARD, hp.Bid(3))
    with pytest.raises(hp.IllegalActionError) as info:
        after_call(auction, STANDARD, hp.Bid(2))
    assert str(info.value) == (
        "a bid must be higher than the high bid: bid 2 does not beat bid 3"
    )
    assert info.value.seat == 2 and info.value.phase is hp.Phase.BIDDING
    with refused("call must be a Pass or a Bid, not 'bid 4'"):
        after_call(auction, STANDARD, "bid 4")  # type: ignore[arg-type]


def test_explaining_a_legal_call_is_refused() -> None:
    with refused("call bid 3 is legal now: no rule forbids it"):
        explain_illegal_call(open_auction(0), STANDARD, hp.Bid(3))


def test_the_auction_helpers_check_their_arguments() -> None:
    with refused("dealer must be a seat (0, 1, 2 or 3), not 4"):
        open_auction(4)
    with refused("rules must be a Rules value, not None"):
        bid_ladder(None)  # type: ignore[arg-type]
    with refused("rules must be a Rules value, not 'pepper'"):
        top_bid("pepper")  # type: ignore[arg-type]


# -- hand results, views and verdicts ---------------------------------------------


def test_a_hand_result_is_checked_when_made() -> None:
    def result(**changes: Any) -> hp.HandResult:
        fields: dict[str, Any] = {
            "hand_number": 1,
            "dealer": 0,
            "maker": 1,
            "contract": hp.Bid(3),
            "trump": HEARTS,
            "tricks_won": (2, 4),
            "score_change": (0, 4),
        }
        return hp.HandResult(**{**fields, **changes})

    assert result().score_change == (0, 4)
    with refused(
        "hand_number must be a whole number from 1 to 9223372036854775807, not 0"
    ):
        result(hand_number=0)
    with refused("maker must be a seat (0, 1, 2 or 3) or None, not 5"):
        result(maker=5)
    with refused("contract must be a Bid or None, not 3"):
        result(contract=3)
    with refused("tricks_won must add up to the six tricks of a hand, not (2, 3)"):
        result(tricks_won=(2, 3))
    with refused(
        "score_change[0] must be a whole number from -1200 to 1200, not a whole "
        "number of 5001 digits"
    ):
        result(score_change=(10**5000, 0))
    with refused_with("maker, contract and trump"):
        # A maker without trump or contract (with a contract and no trump
        # suit it is a hand of Bid Euchre in no trump).
        result(trump=None, contract=None)
    with refused_with("maker, contract and trump"):
        result(maker=None)
    with refused("a hand thrown in takes no tricks and scores nothing"):
        result(maker=None, contract=None, trump=None)
    with refused_with("lone_players must be the maker"):
        result(lone_players=(3,))


def test_a_view_is_checked_when_made() -> None:
    view = hp.new_game(seed=1, dealer=0).deal().bid(3).view(2)
    fields = {field.name: getattr(view, field.name) for field in view.__attrs_attrs__}
    assert hp.PlayerView(**fields) == view
    with refused("seat must be a seat (0, 1, 2 or 3), not 4"):
        hp.PlayerView(**{**fields, "seat": 4})
    with refused(
        "scores[0] must be a whole number from -9223372036854775807 to "
        "9223372036854775807, not a whole number of 5001 digits"
    ):
        hp.PlayerView(**{**fields, "scores": (10**5000, 0)})
    with refused("hand_sizes must count the seat's own hand"):
        hp.PlayerView(**{**fields, "hand_sizes": (6, 6, 5, 6)})
    with refused_with("hand must hold cards"):
        hp.PlayerView(**{**fields, "hand": ("JC",) * 6})
    with refused("state must be a GameState, not None"):
        hp.PlayerView.of(None, 0)  # type: ignore[arg-type]


def test_a_verdict_is_checked_when_made() -> None:
    verdict = hp.validate(hp.new_game(seed=1, dealer=0).deal().to_record())
    assert verdict.legal
    with refused("legal must be True or False, not 'yes'"):
        hp.Verdict("yes", False, (0, 0), None, 0, 0, hp.Phase.DEAL)  # type: ignore[arg-type]
    with refused("a verdict gives a reason exactly when illegal"):
        hp.Verdict(True, False, (0, 0), None, 0, 0, hp.Phase.DEAL, reason="why")
    with pytest.raises(hp.InvalidValueError, match=r"^scores\[1\] must be a whole"):
        hp.Verdict(True, False, (0, 10**5000), None, 0, 0, hp.Phase.DEAL)


# -- the game state's arguments ------------------------------------------------------


def test_new_game_names_the_dealer() -> None:
    with refused("dealer must be a seat (0, 1, 2 or 3), not 4"):
        hp.new_game(dealer=4)


def test_the_state_helpers_refuse_values_that_are_not_cards_or_suits() -> None:
    state = hp.new_game(seed=1, dealer=0).deal().bid(6)
    with refused("suit must be a Suit or its notation, not 5"):
        state.name_trump(5)  # type: ignore[arg-type]
    named = state.name_trump("H")
    with refused("card must be a Card or its notation, not 5"):
        named.discard(5)  # type: ignore[arg-type]
    with refused("card must be a Card or its notation, not None"):
        named.discard("QC").play(None)  # type: ignore[arg-type]


def test_the_refusal_helpers_check_their_arguments() -> None:
    state = hp.new_game(seed=1, dealer=0).deal()
    with refused("action must be an action, not 'pass'"):
        explain_illegal(state, "pass", 1)  # type: ignore[arg-type]
    with refused("pass is legal now: no rule forbids it"):
        explain_illegal(state, hp.Pass(), 1)
    with refused("seat must be the seat to act, 1, not 2"):
        explain_illegal(state, hp.Play(hp.JOKER), 2)
    with refused("seat must be a seat (0, 1, 2 or 3), not 7"):
        explain_illegal(state, hp.Play(hp.JOKER), 7)
    with refused("seat must be a seat (0, 1, 2 or 3), not -1"):
        explain_wrong_seat(state, hp.Pass(), -1, 1)
    with refused("seat 1 is the seat to act"):
        explain_wrong_seat(state, hp.Pass(), 1, 1)
    with refused("state: seat 1 is to act"):
        explain_nobody_to_act(state)


# -- is_legal takes what apply takes ---------------------------------------------------


def test_is_legal_takes_the_notation_that_apply_takes() -> None:
    state = hp.new_game(seed=1, dealer=0).deal()
    assert state.apply("bid 3").high_bid == hp.Bid(3)
    assert state.is_legal("bid 3")
    assert state.is_legal("  PASS ")
    assert not state.is_legal("play JH")


def test_is_legal_takes_the_seat_that_apply_takes() -> None:
    state = hp.new_game(seed=1, dealer=0).deal()
    assert state.is_legal(hp.Bid(3), seat=1)
    assert not state.is_legal(hp.Bid(3), seat=2)
    with pytest.raises(hp.IllegalActionError):
        state.apply(hp.Bid(3), seat=2)


def test_is_legal_raises_what_apply_raises_for_input_that_is_no_action() -> None:
    state = hp.new_game(seed=1, dealer=0).deal()
    for call in (state.apply, state.is_legal):
        with pytest.raises(
            hp.InvalidNotationError, match=r"^not an action: 'bid seven'"
        ):
            call("bid seven")
        with refused("expected an action, not 5"):
            call(5)  # type: ignore[arg-type]
        with refused("seat must be a seat (0, 1, 2 or 3), not 7"):
            call(hp.Pass(), seat=7)


_NOTATION = st.sampled_from(
    ["pass", "bid 3", "bid 6", "bid 9", "little pepper", "big pepper", "alone",
     "trump H", "discard 9C", "play JH", "play Joker", "bid seven", "Play jh"]
)  # fmt: skip
_INPUTS = st.one_of(st.sampled_from(ALL_ACTIONS), _NOTATION, st.just(5))
_SEATS = st.one_of(st.none(), st.integers(min_value=0, max_value=3), st.just(True))


@given(reachable_states(max_steps=60, max_hands=2), _INPUTS, _SEATS)
def test_is_legal_is_true_exactly_when_apply_succeeds(
    state: hp.GameState, action: Any, seat: Any
) -> None:
    try:
        state.apply(action, seat)
    except hp.IllegalActionError:
        assert state.is_legal(action, seat) is False
    except hp.HasenpfefferError as error:
        with pytest.raises(type(error), match=f"^{re.escape(str(error))}$"):
            state.is_legal(action, seat)
    else:
        assert state.is_legal(action, seat) is True


# -- a bid out of range, in the words of the bidding in force --------------------------


def test_a_pepper_bid_number_out_of_range_names_the_pepper_bids() -> None:
    state = hp.new_game(PEPPER, seed=1, dealer=0).deal()
    with pytest.raises(hp.InvalidNotationError) as info:
        state.apply("bid 9")
    assert str(info.value) == (
        "not an action: 'bid 9' (in pepper bidding a bid is of 1 to 5 tricks, "
        "little pepper or big pepper, not 9)"
    )
    for number in (7, 0, 100):
        with refused(
            "in pepper bidding a bid is of 1 to 5 tricks, little pepper or big "
            f"pepper, not {number}"
        ):
            state.bid(number)
    with pytest.raises(hp.InvalidNotationError, match="in pepper bidding"):
        state.is_legal("bid 7")


def test_a_standard_bid_number_out_of_range_names_the_standard_bids() -> None:
    state = hp.new_game(STANDARD, seed=1, dealer=0).deal()
    with pytest.raises(hp.InvalidNotationError) as info:
        state.apply("bid 9")
    assert (
        str(info.value) == "not an action: 'bid 9' (a bid is of 1 to 6 tricks, not 9)"
    )
    with refused("a bid is of 1 to 6 tricks, not 7"):
        state.bid(7)


def test_a_plain_six_in_pepper_bidding_is_still_refused_by_the_rule() -> None:
    state = hp.new_game(PEPPER, seed=1, dealer=0).deal()
    with pytest.raises(hp.IllegalActionError, match="plain bid of 6 is not a bid"):
        state.bid(6)


# -- the numeric options are bounded ---------------------------------------------------


@pytest.mark.parametrize(
    ("option", "value", "shown"),
    [
        ("target_score", 0, "0"),
        ("target_score", 1001, "1001"),
        ("target_score", 2.0, "2.0"),
        ("alone_multiplier", 11, "11"),
        ("alone_multiplier", 10**5000, "a whole number of 5001 digits"),
    ],
    ids=["target-0", "target-1001", "target-2.0", "multiplier-11", "multiplier-huge"],
)
def test_the_numeric_options_are_bounded(
    option: str, value: object, shown: str
) -> None:
    highest = {"target_score": 1000, "alone_multiplier": 10}[option]
    with refused(f"{option} must be a whole number from 1 to {highest}, not {shown}"):
        hp.Rules(**{option: value})  # type: ignore[arg-type]


def test_the_bounds_themselves_are_accepted() -> None:
    rules = hp.Rules(target_score=1000, lone_hands=True, alone_multiplier=10)
    assert (rules.target_score, rules.alone_multiplier) == (1000, 10)
    assert hp.Rules(target_score=1, alone_multiplier=1).target_score == 1


def _record_data(**options: object) -> dict[str, Any]:
    data = hp.new_game(seed=1, dealer=0).deal().to_record().to_dict()
    data["rules"].update(options)
    return data


@pytest.mark.parametrize(
    ("option", "value"), [("alone_multiplier", 11), ("target_score", 5000)]
)
def test_records_with_options_out_of_range_are_refused(option: str, value: int) -> None:
    data = _record_data(**{option: value})
    with pytest.raises(hp.RecordFormatError, match=f"{option} must be a whole number"):
        hp.records.GameRecord.from_dict(data)
    with pytest.raises(hp.RecordFormatError, match=f"{option} must be a whole number"):
        hp.records.GameRecord.from_json(json.dumps(data))
    text = hp.new_game(seed=1, dealer=0).deal().to_record().to_text()
    text = re.sub(rf'\[{option} "\d+"\]', f'[{option} "{value}"]', text)
    with pytest.raises(hp.RecordFormatError, match=f"{option} must be a whole number"):
        hp.records.GameRecord.from_text(text)


def test_every_printing_path_prints_a_game_at_the_largest_options() -> None:
    """Lone hands at the largest multiplier, played by bots until the game
    is over or many hands are gone: every way of printing the game works."""
    rules = hp.Rules(
        lone_hands=True,
        lone_defender=True,
        alone_multiplier=10,
        target_score=1000,
        failed_contract=hp.FailedContract.BID,
        defenders_score_tricks=True,
    )
    state = hp.new_game(rules, seed=3, dealer=0)
    bot = hp.bots.RandomBot(seed=3)
    while state.phase is not hp.Phase.GAME_OVER and state.hand_number < 40:
        state = (
            state.deal()
            if state.phase is hp.Phase.DEAL
            else state.apply(
                bot.choose(state.view(state.to_act))  # type: ignore[arg-type]
            )
        )
    assert any(result.lone_players for result in state.hand_results)
    verdict = hp.validate(state.to_record())
    for text in (
        repr(state),
        str(verdict),
        json.dumps(verdict.to_dict()),
        json.dumps(state.view(0).to_dict()),
        repr(state.view(0)),
        repr(state.hand_results),
    ):
        assert text


# -- crafted pickles ------------------------------------------------------------


class Crafted:
    """Pickles as a game state whose value has been changed, field by
    field (the fields are named as in ``StateValue``)."""

    def __init__(self, state: hp.GameState, **changes: Any) -> None:
        self.rebuild, (self.layout, value) = state.__reduce__()
        self.value = list(value)
        for name, change in changes.items():
            index = StateValue._fields.index(name)
            self.value[index] = (
                change(self.value[index]) if callable(change) else change
            )

    def field(self, name: str) -> Any:
        return self.value[StateValue._fields.index(name)]

    def __reduce__(self) -> tuple[Any, ...]:
        return (self.rebuild, (self.layout, tuple(self.value)))


def unpickled(crafted: Crafted) -> hp.GameState:
    result = pickle.loads(pickle.dumps(crafted))
    assert isinstance(result, hp.GameState)
    return result


def bidding_state() -> hp.GameState:
    return hp.new_game(seed=1, dealer=0).deal()


def test_a_pickle_that_gives_a_hand_seven_cards_is_refused() -> None:
    state = bidding_state()
    widow = state.widow
    assert widow is not None
    # Seat 1's hand (position 1 of the value) takes the widow as well.
    crafted = Crafted(state, hand1=lambda mask: mask | 1 << widow.index)
    with refused_with("not a consistent pickled game state"):
        unpickled(crafted)


def test_a_pickle_that_gives_one_card_to_two_hands_is_refused() -> None:
    state = bidding_state()
    card = state.hands[1][0]
    crafted = Crafted(state, hand0=lambda mask: mask | 1 << card.index)
    with refused_with("not a consistent pickled game state"):
        unpickled(crafted)


def test_a_pickle_that_loses_a_card_is_refused() -> None:
    state = bidding_state()
    card = state.hands[2][0]
    crafted = Crafted(state, hand2=lambda mask: mask & ~(1 << card.index))
    with pytest.raises(hp.InvalidValueError, match=exactly(REPLAY_REFUSAL)):
        unpickled(crafted)


def test_a_pickle_with_rules_out_of_range_is_refused() -> None:
    rules = hp.Rules(lone_hands=True)
    object.__setattr__(rules, "alone_multiplier", 10**5000)
    state = hp.new_game(seed=1, dealer=0).deal()
    with pytest.raises(hp.InvalidValueError, match=exactly(REPLAY_REFUSAL)):
        unpickled(Crafted(state, rules=rules))


def test_a_pickle_with_a_score_too_large_to_print_is_refused() -> None:
    state = bidding_state()
    with pytest.raises(hp.InvalidValueError, match=exactly(REPLAY_REFUSAL)):
        unpickled(Crafted(state, scores=(10**5000, 0)))


def test_a_pickle_whose_phase_disagrees_with_its_hand_is_refused() -> None:
    state = bidding_state()
    # The PLAY phase with the widow still on the table and nobody the maker.
    with refused_with("not a consistent pickled"):
        unpickled(Crafted(state, phase=hp.Phase.PLAY))
    # The seat to act moved away from the auction's.
    with pytest.raises(hp.InvalidValueError, match=exactly(REPLAY_REFUSAL)):
        unpickled(Crafted(state, to_act=3))


def test_a_pickle_that_is_not_a_value_list_is_refused() -> None:
    state = bidding_state()
    crafted = Crafted(state)
    crafted.value = crafted.value[:5]
    with refused("not the value of a pickled game state"):
        unpickled(crafted)


def _played_out(state: hp.GameState) -> hp.GameState:
    """``state`` played on, the first legal action each time, to the end of
    the hand."""
    while state.to_act is not None:
        state = state.apply(state.legal_actions()[0])
    return state


def _states() -> dict[str, hp.GameState]:
    bidding = hp.new_game(seed=1, dealer=0).deal()
    trump = bidding.bid(6)
    discard = trump.name_trump("H")
    play = discard.discard("QC").play("AS")
    lone = hp.Rules(lone_hands=True, lone_defender=True)
    alone = hp.new_game(lone, seed=1, dealer=0).deal().bid(6).name_trump("H")
    alone = alone.discard("QC").go_alone().pass_().pass_()
    thrown_in = bidding.pass_().pass_().pass_().pass_()
    return {
        "bidding": bidding,
        "trump": trump,
        "discard": discard,
        "play": play,
        "alone": alone,
        "thrown in": thrown_in,
        "scored": _played_out(play),
    }


STATES = _states()


def _moved(crafted: Crafted, source: str, target: str) -> None:
    """Move the first card of one hand to another."""
    mask = crafted.field(source)
    lowest = mask & -mask
    crafted.value[StateValue._fields.index(source)] = mask ^ lowest
    crafted.value[StateValue._fields.index(target)] |= lowest


CORRUPTIONS: dict[str, tuple[str, dict[str, Any], str]] = {
    "a winner before the end": ("bidding", {"winner": 0}, "a team has won"),
    "nobody to act in the auction": (
        "bidding",
        {"to_act": None},
        "whether a seat is to act in the BIDDING phase",
    ),
    "a player out of turn": ("play", {"to_act": 3}, "not next in the play"),
    "a game over on a hand thrown in": (
        "thrown in",
        {"phase": hp.Phase.GAME_OVER, "winner": 0},
        "a game ends only when a hand is scored",
    ),
    "trump named by another seat": ("trump", {"to_act": 2}, "the maker names"),
    "an auction code that is no node": (
        "bidding",
        {"auction": 10**9},
        "the auction is not one of these rules",
    ),
    "an auction code that is no number": (
        "bidding",
        {"auction": "1"},
        "the auction is not one of these rules",
    ),
    "an auction still open after it": (
        "trump",
        {"auction": STATES["bidding"].__reduce__()[1][1][position("auction")]},
        "the auction did not end with this maker",
    ),
    "a history in a list": ("bidding", {"actions": []}, "kept in tuples"),
    "a deal missing": ("bidding", {"deals": ()}, "one entry per hand"),
    "a result too many": (
        "scored",
        {"results": lambda results: results * 2},
        "one result per hand",
    ),
    "an action that is not one": (
        "trump",
        {"actions": ((1, "bid 6"),)},
        "(seat, action) pairs",
    ),
    "a deal of two masks": ("bidding", {"deals": ((1, 2),)}, "four hands and a"),
    "the widow both held and picked up": (
        "trump",
        {"widow": hp.Card.parse("KC")},
        "a maker, a contract and a widow picked up go together",
    ),
    "a contract of the other bidding": (
        "trump",
        {"contract": hp.LITTLE_PEPPER},
        "the contract is not a bid of these rules",
    ),
    "no trump after it is named": ("discard", {"trump": None}, "whether trump"),
    "a discard before it is made": (
        "discard",
        {"discarded": hp.Card.parse("QC")},
        "whether the maker has discarded",
    ),
    "three lone players": ("alone", {"lone": (1, 2, 3)}, "too many players"),
    "a lone player without the option": (
        "play",
        {"lone": (1,)},
        "only the maker goes alone first",
    ),
    "the maker's partner alone": (
        "alone",
        {"lone": (1, 3)},
        "only a defender goes alone after the maker",
    ),
    "seven tricks": ("scored", {"completed": lambda done: done + done[:1]}, "six"),
    "a trick of four under way": (
        "play",
        {"trick": ((1, hp.JOKER),) * 4},
        "at most three cards",
    ),
    "a trick that is not one": (
        "scored",
        {"completed": lambda done: (*done[:5], (1, 2))},
        "(leader, plays, winner)",
    ),
    "a play that is not a pair": (
        "play",
        {"trick": ((1,),)},
        "(seat, card) pairs",
    ),
    "tricks won that were not played": (
        "play",
        {"won": (1, 0)},
        "the tricks won are not the tricks completed",
    ),
}


@pytest.mark.parametrize("name", list(CORRUPTIONS))
def test_a_pickle_that_no_game_reaches_is_refused(name: str) -> None:
    # The words of each case name what is wrong; the replay of the game's
    # history, which every pickle goes through, does not reach the value.
    state_name, changes, _fault = CORRUPTIONS[name]
    crafted = Crafted(STATES[state_name], **changes)
    with pytest.raises(hp.InvalidValueError, match=exactly(REPLAY_REFUSAL)):
        unpickled(crafted)


def test_a_pickle_with_a_card_moved_between_hands_is_refused() -> None:
    crafted = Crafted(STATES["play"])
    _moved(crafted, "hand2", "hand0")
    with pytest.raises(hp.InvalidValueError, match=exactly(REPLAY_REFUSAL)):
        unpickled(crafted)


@given(reachable_states(max_steps=120, max_hands=3), seeds())
def test_every_reachable_state_unpickles_and_plays_on_alike(
    state: hp.GameState, seed: int
) -> None:
    copy = pickle.loads(pickle.dumps(state))
    assert copy == state and repr(copy) == repr(state)
    assert copy.legal_actions() == state.legal_actions()
    assert copy.auction == state.auction
    if state.phase is hp.Phase.DEAL:
        assert copy.deal(seed=seed) == state.deal(seed=seed)
    for action in state.legal_actions():
        assert copy.apply(action) == state.apply(action)


# -- the library's errors -------------------------------------------------------


def test_an_illegal_action_error_is_checked_when_made() -> None:
    deal = hp.Phase.DEAL
    with refused("reason must be text, not 5"):
        hp.IllegalActionError(5, action=None, seat=None, phase=deal)  # type: ignore[arg-type]
    with refused("seat must be a seat (0, 1, 2 or 3) or None, not 7"):
        hp.IllegalActionError("why", action=None, seat=7, phase=deal)
    with refused("action must be an action or None, not 'pass'"):
        hp.IllegalActionError("why", action="pass", seat=None, phase=deal)  # type: ignore[arg-type]
    with refused("phase must be a Phase, not 'DEAL'"):
        hp.IllegalActionError("why", action=None, seat=None, phase="DEAL")  # type: ignore[arg-type]


def test_a_record_error_is_checked_when_made() -> None:
    with refused("index must be a whole number from 0 or None, not -1"):
        hp.RecordError("why", index=-1)
    with refused("location must be text, not 3"):
        hp.RecordFormatError("why", location=3)  # type: ignore[arg-type]
    error = hp.RecordError("why", index=2, seat=1, action=hp.Pass(), location="here")
    assert pickle.loads(pickle.dumps(error)).location == "here"


def test_a_quoted_value_is_short_and_never_fails() -> None:
    """Error messages quote a bad value through ``shown``: a number too long
    to print by its size, a long value cut short, a broken repr by type."""

    class Broken:
        def __repr__(self) -> str:
            raise RuntimeError("no repr")

    assert shown(10**512) == "a whole number of 513 digits"
    assert shown(10**5000 - 1) == "a whole number of 5000 digits"
    assert shown(-(10**70)) == "a whole number of 71 digits"
    assert shown(2**64) == "18446744073709551616"
    assert shown("x" * 100) == "'" + "x" * 56 + "..."
    assert shown(Broken()) == "<a Broken>"
    assert shown((1, 10**5000)) == "<a tuple>"


def test_a_view_in_the_play_is_checked_field_by_field() -> None:
    rules = hp.Rules(lone_hands=True)
    state = hp.new_game(rules, seed=1, dealer=0).deal().bid(6).name_trump("H")
    state = state.discard("QC").go_alone().play(hp.Card.parse("TS"))
    view = state.view(1)
    fields = {field.name: getattr(view, field.name) for field in view.__attrs_attrs__}
    assert view.sitting_out == (3,) and view.current_trick
    assert hp.PlayerView(**fields) == view
    played = view.current_trick[0][1]
    with refused("a card cannot be in two places"):
        hp.PlayerView(**{**fields, "discarded": played})
    with refused("sitting_out must be a seat (0, 1, 2 or 3), not 4"):
        hp.PlayerView(**{**fields, "sitting_out": (4,)})
    with refused("winner must be a team, 0 or 1, or None, not 2"):
        hp.PlayerView(**{**fields, "winner": 2})
    with refused_with("current_trick must be a tuple of at most 3 (seat, card)"):
        hp.PlayerView(**{**fields, "current_trick": list(view.current_trick)})
    with refused("a card played must be a Card, not 'TS'"):
        hp.PlayerView(**{**fields, "current_trick": ((2, "TS"),)})

"""Values built by hand that no game produces are refused with an
:class:`~hasenpfeffer.errors.InvalidValueError` naming what is wrong.

Each case below breaks one field of a value that is otherwise valid: the
calls of an :class:`~hasenpfeffer.Auction`, the plays of a
:class:`~hasenpfeffer.Trick`, the lone players of a
:class:`~hasenpfeffer.HandResult`, the fields of a
:class:`~hasenpfeffer.Verdict` or a :class:`~hasenpfeffer.PlayerView`, an
option of :class:`~hasenpfeffer.Rules`, the kitty of an explicit Euchre deal,
and the value a pickled game state is rebuilt from.
"""

from __future__ import annotations

import inspect
from typing import Any

import attrs
import pytest

import hasenpfeffer as hp
from hasenpfeffer._engine.layout import VALUE_SIZE, StateValue
from hasenpfeffer.auction import next_core
from tests.euchre_games import DEAL_HANDS, EUCHRE, dealt
from tests.helpers import exactly

PASS = hp.Pass()
ACE_SPADES = hp.Card.parse("AS")


# -- Auction ------------------------------------------------------------------


def test_auction_calls_must_be_a_tuple() -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("calls must be a tuple of (seat, call) pairs, not [(1, Pass())]"),
    ):
        hp.Auction(dealer=0, to_act=2, calls=[(1, PASS)])  # type: ignore[arg-type]


@pytest.mark.parametrize("pair", [(1,), (1, PASS, 2), [1, PASS]])
def test_auction_calls_must_be_pairs(pair: Any) -> None:
    with pytest.raises(hp.InvalidValueError, match=r"^calls must hold"):
        hp.Auction(dealer=0, to_act=2, calls=(pair,))


def test_no_call_after_the_auction_is_over() -> None:
    # Dealer 0: seat 1 calls first; bid 6 is the top standard bid and ends
    # the auction at once (docs/rules.rst), so seat 2 has nothing to call.
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("calls[1] (seat 2, pass) cannot be: the auction was over"),
    ):
        hp.Auction(
            dealer=0,
            to_act=None,
            high_bid=hp.Bid(6),
            high_bidder=1,
            calls=((1, hp.Bid(6)), (2, PASS)),
        )


def test_the_next_call_of_a_finished_auction_is_refused() -> None:
    finished = (None, hp.Bid(6), 1, 0)
    with pytest.raises(
        hp.InvalidValueError, match=exactly("the auction is over: no more calls")
    ):
        next_core(finished, hp.Rules(), PASS)


# -- Trick and HandResult -----------------------------------------------------


@pytest.mark.parametrize("plays", ["AS", b"AS", 7, None])
def test_trick_plays_must_be_a_sequence(plays: Any) -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=r"^plays must be a sequence of \(seat, card\) pairs",
    ):
        hp.Trick(0, plays, 0)


@pytest.mark.parametrize("pair", ["KS", (1,), (1, hp.Card.parse("KS"), 2), 5], ids=str)
def test_trick_plays_must_be_pairs(pair: Any) -> None:
    with pytest.raises(
        hp.InvalidValueError, match=r"^plays must hold \(seat, card\) pairs, not "
    ):
        hp.Trick(0, ((0, ACE_SPADES), pair), 0)


@pytest.mark.parametrize("lone", [1, "1", b"\x01", None])
def test_hand_result_lone_players_must_be_a_tuple(lone: Any) -> None:
    with pytest.raises(
        hp.InvalidValueError, match=r"^lone_players must be a tuple of seats, not "
    ):
        hp.HandResult(1, 0, 1, None, hp.Suit.HEARTS, (3, 2), (1, 0), lone)


def test_euchre_scores_a_hand_without_a_contract() -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(
            "Game.EUCHRE has no bids: the contract is None, not "
            "Bid(tricks=3, pepper=None)"
        ),
    ):
        hp.hand_score(EUCHRE, hp.Bid(3), 3)


# -- Verdict ------------------------------------------------------------------

UNFINISHED: dict[str, Any] = {
    "legal": True,
    "finished": False,
    "scores": (0, 0),
    "winner": None,
    "hands_played": 0,
    "actions_checked": 0,
    "phase": hp.Phase.DEAL,
}


@pytest.mark.parametrize("winner", [2, -1, True, False])
def test_verdict_winner_is_a_team(winner: int) -> None:
    # True and False equal 1 and 0, but a team is a number, not a yes or no.
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(f"winner must be a team, 0 or 1, or None, not {winner}"),
    ):
        hp.Verdict(**{**UNFINISHED, "finished": True, "winner": winner})


def test_verdict_action_is_an_action() -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("action must be an action or None, not 'pass'"),
    ):
        hp.Verdict(**{**UNFINISHED, "action": "pass"})


@pytest.mark.parametrize(("finished", "winner"), [(True, None), (False, 0)])
def test_verdict_names_a_winner_exactly_when_finished(
    finished: bool, winner: int | None
) -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("a verdict names a winner exactly when finished"),
    ):
        hp.Verdict(**{**UNFINISHED, "finished": finished, "winner": winner})


# -- PlayerView ---------------------------------------------------------------


@pytest.mark.parametrize("sizes", [(5, 5, 5, 8), (5, 5, -1, 5)])
def test_view_hand_sizes_are_zero_to_seven(sizes: tuple[int, int, int, int]) -> None:
    view = dealt().view(1)
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(f"hand_sizes must be four numbers of cards, 0 to 7, not {sizes}"),
    ):
        attrs.evolve(view, hand_sizes=sizes)


def test_view_calls_are_seats_and_euchre_calls() -> None:
    view = dealt().pass_().view(1)
    assert view.calls == ((1, PASS),)
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("a call's seat must be a seat (0, 1, 2 or 3), not 7"),
    ):
        attrs.evolve(view, calls=((7, PASS),))
    with pytest.raises(
        hp.InvalidValueError,
        match=r"^a call must be a Pass or a NameTrump, not Bid",
    ):
        attrs.evolve(view, calls=((1, hp.Bid(2)),))  # type: ignore[arg-type]


def test_view_auction_holds_its_rules_bids() -> None:
    """A view's auction is Hasenpfeffer's, under the view's own rules
    (docs/rules.rst, "A pepper auction"): a pepper bid under standard bidding, or
    an auction of bids in a game of calls, is refused before any use."""
    pepper = hp.Rules(bidding=hp.Bidding.PEPPER)
    peppered = hp.new_game(pepper, seed=1, dealer=0).deal().bid(hp.LITTLE_PEPPER)
    auction = peppered.view(2).auction
    standard = hp.new_game(seed=1, dealer=0).deal().bid(3).view(2)
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(
            "auction: seat 1's little pepper is not a bid of standard bidding"
        ),
    ):
        attrs.evolve(standard, auction=auction)
    euchre = hp.new_game(hp.Rules(game=hp.Game.EUCHRE), seed=1, dealer=0).deal()
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("auction: Euchre has no bids; its auction is in calls"),
    ):
        attrs.evolve(euchre.view(1), auction=standard.auction)


# -- Rules ----------------------------------------------------------------------


@pytest.mark.parametrize("game", list(hp.Game))
@pytest.mark.parametrize("value", [1, "redeal", True])
def test_all_pass_is_an_all_pass_member(game: hp.Game, value: Any) -> None:
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(
            "all_pass must be one of AllPass.REDEAL, AllPass.STICK_THE_DEALER, "
            f"AllPass.JOKER_BIDS, not {value!r}"
        ),
    ):
        hp.Rules(game=game, all_pass=value)


def test_signature_shows_the_options_whose_default_depends_on_the_game() -> None:
    parameters = inspect.signature(hp.Rules).parameters
    assert repr(parameters["all_pass"].default) == "GAME_DEFAULT"
    assert repr(parameters["lone_hands"].default) == "GAME_DEFAULT"
    assert repr(parameters["lone_defender"].default) == "GAME_DEFAULT"
    assert repr(parameters["call_for_best"].default) == "GAME_DEFAULT"
    assert repr(parameters["joker_upcard_suit"].default) == "Suit.HEARTS"


# -- an explicit Euchre deal ------------------------------------------------------


def test_a_kitty_card_that_does_not_parse_is_named() -> None:
    game = hp.new_game(EUCHRE, seed=1, dealer=0)
    with pytest.raises(hp.InvalidNotationError, match=r"^the kitty: not a card: 'XX'"):
        game.deal(hands=DEAL_HANDS, kitty=["TH", "9C", "9D", "XX"])


# -- the value of a pickled Hasenpfeffer state ----------------------------------

REPLAY_REFUSAL = "not a consistent pickled game state: its history does not lead to it"


def _value(state: hp.GameState) -> StateValue:
    return StateValue(*state.__reduce__()[1][1][:VALUE_SIZE])


def _unpickled(state: hp.GameState, value: StateValue) -> hp.GameState:
    """The state unpickled from ``state``'s pickle with ``value`` in place
    of its value."""
    rebuild, (layout, fields) = state.__reduce__()
    unpickled: hp.GameState = rebuild(layout, (*value, *fields[VALUE_SIZE:]))
    return unpickled


def test_a_state_value_with_a_trick_out_of_the_play_is_refused() -> None:
    state = hp.new_game(seed=1, dealer=0).deal()
    bidding = _value(state)
    assert bidding.phase is hp.Phase.BIDDING
    assert _unpickled(state, bidding) == state
    # Seat 1's first card moved from its hand to a trick: every card is
    # still in one place, but no trick is under way in the auction.
    card = state.hands[1][0]
    moved = bidding._replace(
        hand1=bidding.hand1 & ~(1 << card.index), trick=((1, card),)
    )
    with pytest.raises(hp.InvalidValueError, match=exactly(REPLAY_REFUSAL)):
        _unpickled(state, moved)


def test_a_state_value_whose_deal_has_a_short_hand_is_refused() -> None:
    state = hp.new_game(seed=1, dealer=0).deal()
    value = _value(state)
    hands_and_widow = value.deals[0]
    first = hands_and_widow[0]
    short = first & (first - 1)  # the same hand less its lowest card
    assert bin(short).count("1") == 5
    with pytest.raises(hp.InvalidValueError, match=exactly(REPLAY_REFUSAL)):
        _unpickled(state, value._replace(deals=((short, *hands_and_widow[1:]),)))


@pytest.mark.parametrize(
    ("game", "scores", "words"),
    [
        (hp.Game.HASENPFEFFER, (0, 0, 0), "2 numbers in Hasenpfeffer, one per team"),
        (hp.Game.THREE_HANDED_EUCHRE, (0, 0), "3 numbers in Three-Handed Euchre"),
    ],
)
def test_a_view_holds_one_score_per_side(
    game: hp.Game, scores: tuple[int, ...], words: str
) -> None:
    state = hp.new_game(hp.Rules(game=game), seed=1, dealer=0).deal()
    view = state.view(1)
    with pytest.raises(hp.InvalidValueError, match=f"^scores must hold {words}"):
        attrs.evolve(view, scores=scores)


def test_a_view_shows_no_widow_when_the_widow_is_not_used() -> None:
    """docs/rules.rst, "The widow left unused": nobody sees the widow, not
    even the maker, so a view that claims to show it is refused."""
    unused = hp.Rules(widow=hp.Widow.UNUSED)
    state = hp.new_game(unused, seed=1, dealer=0).deal().bid(3)
    view = state.pass_().pass_().pass_().view(1)
    assert view.maker == 1 and view.widow is None
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("widow: under widow=Widow.UNUSED the widow is seen by nobody"),
    ):
        attrs.evolve(view, widow=state.widow)

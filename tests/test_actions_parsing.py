"""Action values and their notation: what parses, what is refused, and how
bids are ordered (docs/rules.rst, "The auction"; the notation is that of
``hasenpfeffer.actions``)."""

from __future__ import annotations

import itertools
import operator
import random
from collections.abc import Callable
from typing import Any

import pytest

import hasenpfeffer as hp

from .strategies import ALL_ACTIONS

# -- bids ----------------------------------------------------------------------


def test_the_bid_ladder_is_ordered() -> None:
    # docs/rules.rst, "The auction": 1 < 2 < 3 < 4 < 5 < little pepper <
    # big pepper; standard
    # bidding goes up to 6.
    ladder = [
        *(hp.Bid(tricks) for tricks in range(1, 6)),
        hp.LITTLE_PEPPER,
        hp.BIG_PEPPER,
    ]
    assert sorted(random.Random(1).sample(ladder, len(ladder))) == ladder
    for lower, higher in itertools.pairwise(ladder):
        assert lower < higher and lower <= higher
        assert higher > lower and higher >= lower
        assert not higher < lower and not lower >= higher
    assert hp.Bid(5) < hp.Bid(6) < hp.LITTLE_PEPPER < hp.BIG_PEPPER
    assert hp.Bid(6) <= hp.Bid(6) and hp.Bid(6) >= hp.Bid(6)


def test_bid_tricks_and_stakes() -> None:
    # docs/rules.rst, "The auction": little pepper is a bid of six at
    # normal stakes, big pepper a
    # bid of six at double stakes.
    assert [hp.Bid(tricks).tricks for tricks in range(1, 7)] == [1, 2, 3, 4, 5, 6]
    assert {hp.Bid(tricks).multiplier for tricks in range(1, 7)} == {1}
    assert (hp.LITTLE_PEPPER.tricks, hp.LITTLE_PEPPER.multiplier) == (6, 1)
    assert (hp.BIG_PEPPER.tricks, hp.BIG_PEPPER.multiplier) == (6, 2)
    assert hp.LITTLE_PEPPER != hp.Bid(6) != hp.BIG_PEPPER


@pytest.mark.parametrize("tricks", [0, 7, -1, True, 3.0, "3", None])
def test_a_bid_is_of_one_to_six_tricks(tricks: object) -> None:
    with pytest.raises(hp.InvalidValueError, match="a bid is of 1 to 6 tricks"):
        hp.Bid(tricks)  # type: ignore[arg-type]


def test_pepper_is_a_pepper_value_on_a_bid_of_six() -> None:
    with pytest.raises(hp.InvalidValueError, match="pepper must be a Pepper"):
        hp.Bid(6, "big")  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match="bids of six tricks"):
        hp.Bid(5, hp.Pepper.BIG)
    assert hp.Bid(6, hp.Pepper.BIG) == hp.BIG_PEPPER


_ORDERINGS: list[Callable[[Any, Any], Any]] = [
    operator.lt,
    operator.le,
    operator.gt,
    operator.ge,
]


@pytest.mark.parametrize("compare", _ORDERINGS)
def test_bids_do_not_order_against_other_values(
    compare: Callable[[Any, Any], Any],
) -> None:
    with pytest.raises(TypeError):
        compare(hp.Bid(3), 3)
    with pytest.raises(TypeError):
        compare(hp.BIG_PEPPER, hp.Pass())


# -- the other actions ---------------------------------------------------------


def test_actions_check_their_values() -> None:
    with pytest.raises(hp.InvalidValueError, match=r"^suit must be a Suit, not 'H'$"):
        hp.NameTrump("H")  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match=r"^card must be a Card, not '9C'$"):
        hp.Discard("9C")  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match=r"^card must be a Card, not None$"):
        hp.Play(None)  # type: ignore[arg-type]


# -- notation ------------------------------------------------------------------


@pytest.mark.parametrize("action", ALL_ACTIONS, ids=str)
def test_every_action_round_trips_through_its_notation(action: hp.Action) -> None:
    assert hp.parse_action(str(action)) == action
    assert hp.parse_action(str(action).upper()) == action
    assert hp.parse_action(f"  {str(action).replace(' ', '   ')}\n") == action


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Pass", hp.Pass()),
        ("bid 6", hp.Bid(6)),
        ("Little  Pepper", hp.LITTLE_PEPPER),
        ("BIG PEPPER", hp.BIG_PEPPER),
        ("trump hearts", hp.NameTrump(hp.Suit.HEARTS)),
        ("trump ♣", hp.NameTrump(hp.Suit.CLUBS)),
        ("discard 10c", hp.Discard(hp.Card.parse("TC"))),
        ("play joker", hp.Play(hp.JOKER)),
        ("play J♦", hp.Play(hp.Card.parse("JD"))),
        ("ALONE", hp.GoAlone()),
    ],
)
def test_action_notations(text: str, action: hp.Action) -> None:
    assert hp.parse_action(text) == action


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "bid",
        "bid 0",
        "bid 7",
        "bid -1",
        "bid three",
        "bid \uff13",
        "bid 1000",
        "bid 6 big",
        "pepper",
        "little",
        "huge pepper",
        "trump",
        "trump X",
        "trump notrump",
        "play",
        "play JX",
        "play JH now",
        "discard",
        "discard 11C",
        "go alone",
        "passes",
        "pass pass",
    ],
)
def test_text_that_is_not_an_action_is_refused(text: str) -> None:
    with pytest.raises(hp.InvalidNotationError, match="not an action") as error:
        hp.parse_action(text)
    assert isinstance(error.value, ValueError)


@pytest.mark.parametrize("value", [None, 3, b"pass", hp.Pass(), ["bid", "3"]])
def test_an_action_is_parsed_from_text_only(value: object) -> None:
    with pytest.raises(hp.InvalidNotationError, match="expected text"):
        hp.parse_action(value)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text", ["bid\x1c3", "bid\u20283", "little\x85pepper", "play\u00a0JH", "trump\x1fH"]
)
def test_only_ascii_white_space_separates_the_words_of_an_action(text: str) -> None:
    with pytest.raises(hp.InvalidNotationError, match="not an action"):
        hp.parse_action(text)


def test_ascii_white_space_of_any_kind_separates_the_words_of_an_action() -> None:
    assert hp.parse_action(" bid\t3\r\n") == hp.Bid(3)
    assert hp.parse_action("little \x0b\x0c pepper") == hp.LITTLE_PEPPER

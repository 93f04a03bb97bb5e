"""A seat's picture never shows a card that the seat may not see.

The property "what each seat may see" of tests/test_properties_games.py,
for the pictures of hasenpfeffer.svg: over random games of every game of
the family, under any of its options, the picture of a seat's view is read
back (its text and its attributes, see tests/svg_reading.py) and must give
away no card outside what that seat may know (``seen_by``: its own cards,
the cards played, the upcard, the widow for the maker who took it, its own
discards).  The cards it does know of in its hand must be drawn, and every
other seat's cards, the widow on the table and the cards under the upcard
drawn face down (docs/rules.rst, "Widow, trump and discard";
docs/euchre.rst, "The deal"; docs/rules.rst, "Going alone").
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer import svg
from hasenpfeffer.cards import deck as every_card
from tests.strategies import scaled
from tests.svg_reading import check_hides
from tests.test_properties_games import (
    NO_SHRINKING,
    deck_of,
    games_param,
    played_games,
    players_of,
    seen_by,
)


def face_down_on_the_table(state: hp.GameState) -> int:
    """The cards lying face down outside the hands: the widow until the
    maker takes it, the cards under the upcard."""
    if state.widow is not None:
        return 1
    return max(len(state.kitty) - 1, 0)


def check_seat_picture(state: hp.GameState, seat: int) -> None:
    view = state.view(seat)
    picture = svg.table(view)
    assert svg.table(state, seat=seat) == picture
    hidden = set(deck_of(state.rules.game)) - seen_by(state, seat)
    drawn = check_hides(picture, hidden)
    shown = {card.card for card in drawn if card.card is not None}
    assert set(view.hand) <= shown
    others = sum(len(hand) for other, hand in enumerate(state.hands) if other != seat)
    down = sum(card.card is None for card in drawn)
    assert down == others + face_down_on_the_table(state)


def check_whole_picture(state: hp.GameState) -> None:
    """A game state's own picture hides only the cards under the upcard."""
    drawn = check_hides(svg.table(state), ())
    shown = {card.card for card in drawn if card.card is not None}
    assert {card for hand in state.hands for card in hand} <= shown
    if state.widow is not None:
        assert state.widow in shown
    assert sum(card.card is None for card in drawn) == max(len(state.kitty) - 1, 0)


@games_param
@scaled(0.05, phases=NO_SHRINKING)
@given(data=st.data())
def test_a_seats_picture_shows_only_what_it_may_see(
    game: hp.Game, data: st.DataObject
) -> None:
    """At every position of a random game, one seat drawn at random; the
    whole table now and then."""
    chooser = random.Random(data.draw(st.integers(0, 2**32 - 1), label="seats"))
    for state in played_games(data, game):
        check_seat_picture(state, chooser.randrange(players_of(game)))
        if chooser.random() < 0.1:
            check_whole_picture(state)


# -- the check itself ------------------------------------------------------


def test_the_check_sees_a_hidden_card_however_it_is_written() -> None:
    state = hp.new_game(seed=1, dealer=0).deal()
    hidden = set(every_card()) - seen_by(state, 2)
    check_hides(svg.table(state.view(2)), hidden)
    with pytest.raises(AssertionError, match="drawn face up"):
        check_hides(svg.table(state), hidden)
    ace = hp.Card.parse("AS")
    assert ace in hidden
    picture = svg.table(state.view(2))
    end = picture.rindex("</svg>")
    for leak, message in [
        ('<text x="0" y="0">ace of spades</text>', "ace of spades is written"),
        ('<text x="0" y="0">A<tspan>♠</tspan></text>', "AS is drawn as 'A♠'"),
        ('<g data-note="AS"/>', "AS is written"),
    ]:
        with pytest.raises(AssertionError, match=message):
            check_hides(picture[:end] + leak + picture[end:], hidden)


def test_the_check_sees_a_card_face_down_that_shows_its_suit() -> None:
    state = hp.new_game(seed=1, dealer=0).deal()
    picture = svg.table(state.view(2))
    marked = picture.replace(
        "<title>a card face down</title>",
        '<title>a card face down</title><text x="1" y="1">♠</text>',
        1,
    )
    with pytest.raises(AssertionError):
        check_hides(marked, ())

"""Each game's spec states the game's shape: seats, sides, deck and deal.

The figures come from the rules pages (docs/rules.rst, euchre.rst,
three_handed.rst, railroad.rst): Hasenpfeffer deals 25 cards, six to each
of four players and one to the widow; Euchre 24, five each and a kitty of
four; Railroad Euchre adds the Joker, a kitty of five; Three-Handed Euchre
deals five each to three players, each for themselves, and a kitty of nine.
"""

from __future__ import annotations

import attrs
import pytest

import hasenpfeffer as hp
from hasenpfeffer.games import DEFAULT_GAME, OPTION_OWNERS, AuctionKind, spec_of

SHAPES = {
    # game: (players, hand size, kitty size, deck size, sides)
    hp.Game.HASENPFEFFER: (4, 6, 1, 25, 2),
    hp.Game.EUCHRE: (4, 5, 4, 24, 2),
    hp.Game.THREE_HANDED_EUCHRE: (3, 5, 9, 24, 3),
    hp.Game.RAILROAD_EUCHRE: (4, 5, 5, 25, 2),
}


@pytest.mark.parametrize("game", list(SHAPES), ids=lambda game: game.value)
def test_the_spec_deals_the_whole_deck(game: hp.Game) -> None:
    spec = spec_of(game)
    players, hand, kitty, deck, sides = SHAPES[game]
    assert (spec.players, spec.hand_size, spec.kitty_size) == (players, hand, kitty)
    assert (spec.deck_size, spec.sides) == (deck, sides)
    assert players * hand + kitty == deck == len(spec.cards)
    assert list(spec.seats) == list(range(players))
    assert spec_of(hp.Rules(game=game)) is spec


@pytest.mark.parametrize(
    "game", [hp.Game.HASENPFEFFER, hp.Game.EUCHRE, hp.Game.RAILROAD_EUCHRE]
)
def test_partners_sit_across_the_table(game: hp.Game) -> None:
    spec = spec_of(game)
    assert [spec.side_of(seat) for seat in spec.seats] == [0, 1, 0, 1]
    assert [spec.partner_of(seat) for seat in spec.seats] == [2, 3, 0, 1]
    assert [spec.next_seat(seat) for seat in spec.seats] == [1, 2, 3, 0]
    assert spec.next_seat(1, steps=3) == 0


def test_three_players_each_play_for_themselves() -> None:
    spec = spec_of(hp.Game.THREE_HANDED_EUCHRE)
    assert not spec.partnerships
    assert [spec.side_of(seat) for seat in spec.seats] == [0, 1, 2]
    assert [spec.partner_of(seat) for seat in spec.seats] == [None, None, None]
    assert [spec.next_seat(seat) for seat in spec.seats] == [1, 2, 0]


@pytest.mark.parametrize(
    ("game", "seat", "message"),
    [
        (hp.Game.EUCHRE, 4, "seat must be a seat (0, 1, 2 or 3), not 4"),
        (hp.Game.EUCHRE, True, "seat must be a seat (0, 1, 2 or 3), not True"),
        (
            hp.Game.THREE_HANDED_EUCHRE,
            3,
            "seat must be a seat, 0, 1 or 2, at a table of three, not 3",
        ),
    ],
)
def test_a_seat_the_game_has_not_is_refused(
    game: hp.Game, seat: object, message: str
) -> None:
    spec = spec_of(game)
    for ask in (spec.side_of, spec.partner_of, spec.next_seat):
        with pytest.raises(hp.InvalidValueError) as caught:
            ask(seat)  # type: ignore[arg-type]
        assert str(caught.value) == message


@pytest.mark.parametrize(
    ("value", "shown"), [("euchre", "'euchre'"), (None, "None"), (4, "4")]
)
def test_a_spec_is_asked_for_by_game_or_rules(value: object, shown: str) -> None:
    with pytest.raises(hp.InvalidValueError) as caught:
        spec_of(value)  # type: ignore[arg-type]
    assert str(caught.value) == f"expected a game or rules, not {shown}"


def test_steps_must_be_a_whole_number() -> None:
    with pytest.raises(hp.InvalidValueError) as caught:
        spec_of(hp.Game.EUCHRE).next_seat(0, steps="1")  # type: ignore[arg-type]
    assert str(caught.value) == "steps must be a whole number, not '1'"


def test_the_auction_kinds_name_themselves() -> None:
    assert [repr(kind) for kind in AuctionKind] == [
        "AuctionKind.BIDS",
        "AuctionKind.ORDER_UP",
    ]
    assert spec_of(hp.Game.HASENPFEFFER).auction is AuctionKind.BIDS
    assert spec_of(hp.Game.RAILROAD_EUCHRE).auction is AuctionKind.ORDER_UP


def test_each_spec_states_its_options_by_the_names_of_rules() -> None:
    """Every option a spec takes or sets the default of is a field of
    ``Rules``, and every option some games take has the words that name
    those games in the registry."""
    fields = {field.name for field in attrs.fields(hp.Rules)}
    taken: set[str] = set()
    for game in hp.Game:
        spec = spec_of(game)
        assert set(spec.option_defaults) <= fields
        assert spec.own_options <= fields
        taken |= spec.own_options
    assert taken == set(OPTION_OWNERS)
    assert all(games for games, _ in OPTION_OWNERS.values())
    assert hp.Rules().game is DEFAULT_GAME

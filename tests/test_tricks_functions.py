"""``legal_plays`` and ``trick_winner`` called directly: the rules of
docs/rules.rst, "Following suit" and "Winning a trick", on hand-made
tricks, and bad arguments refused."""

from __future__ import annotations

import pytest

import hasenpfeffer as hp
from tests.helpers import exactly


def cards(text: str) -> list[hp.Card]:
    return [hp.Card.parse(word) for word in text.split()]


HEARTS, SPADES = hp.Suit.HEARTS, hp.Suit.SPADES


def test_anything_may_be_led() -> None:
    hand = cards("9C JD Joker")
    assert hp.legal_plays(hand, [], HEARTS) == tuple(hand)


def test_the_left_bower_is_not_its_printed_suit() -> None:
    # A player whose only diamond is the jack is void in diamonds when
    # hearts are trump.
    hand = cards("JD AS")
    assert hp.legal_plays(hand, cards("KD"), HEARTS) == tuple(hand)
    # and it must be played when trump is led
    assert hp.legal_plays(hand, cards("9H"), HEARTS) == tuple(cards("JD"))


def test_the_joker_led_is_trump_led() -> None:
    hand = cards("9H AS KD")
    assert hp.legal_plays(hand, cards("Joker"), HEARTS) == tuple(cards("9H"))
    assert hp.legal_plays(hand, cards("Joker"), SPADES) == tuple(cards("AS"))


def test_trick_winners() -> None:
    # the highest trump wins; no trump: the highest card of the suit led
    assert hp.trick_winner(cards("KS AS 9C QS"), HEARTS) == 1
    assert hp.trick_winner(cards("KS AS 9H QS"), HEARTS) == 2
    assert hp.trick_winner(cards("AH JD JH Joker"), HEARTS) == 3
    assert hp.trick_winner(cards("AH JD JH"), HEARTS) == 2
    assert hp.trick_winner(cards("AH JD"), HEARTS) == 1
    # a higher card of another plain suit does not win
    assert hp.trick_winner(cards("9C AD AS"), HEARTS) == 0
    # the left bower led is trump: a plain ace of its printed suit loses
    assert hp.trick_winner(cards("JD AD"), HEARTS) == 0
    assert hp.trick_winner(cards("JD"), HEARTS) == 0


def test_bad_arguments_are_refused() -> None:
    hand = cards("9C JD")
    with pytest.raises(hp.InvalidValueError, match="hand must be a sequence"):
        hp.legal_plays("9C JD", [], HEARTS)  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match="trick must be a sequence"):
        hp.legal_plays(hand, "KD", HEARTS)  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match="trick must be a sequence"):
        hp.legal_plays(hand, None, HEARTS)  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match="hand must hold only cards"):
        hp.legal_plays(["9C"], [], HEARTS)  # type: ignore[list-item]
    with pytest.raises(hp.InvalidValueError, match="trump must be a Suit"):
        hp.legal_plays(hand, [], "H")  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match="an empty trick has no winner"):
        hp.trick_winner([], HEARTS)
    with pytest.raises(hp.InvalidValueError, match="the same card twice"):
        hp.trick_winner(cards("9C 9C"), HEARTS)
    with pytest.raises(hp.InvalidValueError, match="trick must be a sequence"):
        hp.trick_winner(iter(hand), HEARTS)  # type: ignore[arg-type]


def test_trick_functions_name_the_bad_argument() -> None:
    hand = cards("JH 9D")
    hearts = hp.Suit.HEARTS
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("hand must be a sequence of cards, not '9C JD'"),
    ):
        hp.legal_plays("9C JD", [], hearts)  # type: ignore[arg-type]
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("trick must be a sequence of cards, not '9C'"),
    ):
        hp.legal_plays(hand, "9C", hearts)  # type: ignore[arg-type]
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("trick must be a sequence of cards, not '9C'"),
    ):
        hp.trick_winner("9C", hearts)  # type: ignore[arg-type]
    with pytest.raises(
        hp.InvalidValueError, match=exactly("an empty trick has no winner")
    ):
        hp.trick_winner([], hearts)
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly("trick cannot hold the same card twice"),
    ):
        hp.trick_winner(cards("9C 9C"), hearts)


def test_an_unordered_collection_is_not_a_hand() -> None:
    # A set has no order, so "in hand order" would mean nothing.
    hand = {hp.Card.parse("JH")}
    with pytest.raises(
        hp.InvalidValueError,
        match=exactly(f"hand must be a sequence of cards, not {hand!r}"),
    ):
        hp.legal_plays(hand, [], hp.Suit.HEARTS)  # type: ignore[arg-type]


# docs/bid_euchre.rst, "Trump and no trump": with no trump (None) there are
# no bowers; each card follows and ranks in its printed suit.


def test_in_no_trump_the_jack_follows_its_printed_suit() -> None:
    # Hearts led: the jack of diamonds is a diamond, not a bower, so the
    # nine of hearts must be played.
    hand = cards("JD 9H AC")
    assert hp.legal_plays(hand, cards("KH"), None) == (hp.Card.parse("9H"),)
    # With hearts trump the jack of diamonds would be the left bower.
    assert hp.legal_plays(hand, cards("KH"), HEARTS) == tuple(cards("JD 9H"))


def test_in_no_trump_the_highest_card_of_the_suit_led_wins() -> None:
    # The jack of clubs beats the ten and loses to the queen; the jack of
    # spades, a spade, neither follows nor wins.
    assert hp.trick_winner(cards("TC JC JS"), None) == 1
    assert hp.trick_winner(cards("TC JC JS QC"), None) == 3
    assert hp.trick_winner(cards("9D AS AH KD"), None) == 3


def test_the_joker_is_refused_in_no_trump() -> None:
    message = exactly("the Joker is not played in no trump")
    with pytest.raises(hp.InvalidValueError, match=message):
        hp.trick_winner(cards("TC Joker"), None)
    with pytest.raises(hp.InvalidValueError, match=message):
        hp.legal_plays(cards("Joker AC"), cards("KC"), None)
    with pytest.raises(hp.InvalidValueError, match=message):
        hp.effective_suit(hp.JOKER, None)

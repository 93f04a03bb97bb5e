"""``legal_plays`` and ``trick_winner`` called directly: the rules of
RULES.md, Play, on hand-made tricks, and bad arguments refused."""

from __future__ import annotations

import pytest

import hasenpfeffer as hp


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

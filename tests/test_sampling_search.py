"""Consistent deals (``hasenpfeffer.integrations.sampling``) when random
draws do not find one: the fallback search must still find a deal that
respects every shown void, backtracking out of dead ends."""

from __future__ import annotations

import random

import pytest

import hasenpfeffer as hp
from hasenpfeffer.integrations.sampling import _assign, consistent_deal


def test_a_deal_is_sampled_only_once_cards_are_dealt() -> None:
    state = hp.new_game(seed=1, dealer=0)
    with pytest.raises(hp.InvalidValueError, match="no hand has been dealt yet"):
        consistent_deal(state, 0, random.Random(1))
    with pytest.raises(hp.InvalidValueError, match="a seat is 0, 1, 2 or 3"):
        consistent_deal(state.deal(), 4, random.Random(1))


@pytest.mark.parametrize("seed", range(12))
def test_the_search_finds_the_one_consistent_split(seed: int) -> None:
    # Spades trump: hearts and diamonds are plain suits of six cards.  Group
    # 0 (five cards) has shown it holds no diamond, group 2 (six cards) no
    # heart; group 1 takes one card of either.  The only consistent splits
    # put every diamond in group 2: one random split in 924 is one, so the
    # draws almost always fail, and the search, taking the diamonds first,
    # may put one in group 1 and then has to back out of the dead end.
    trump = hp.Suit.SPADES
    diamonds = list(hp.suit_cards(hp.Suit.DIAMONDS, trump))
    hearts = list(hp.suit_cards(hp.Suit.HEARTS, trump))
    forbidden = [{hp.Suit.DIAMONDS}, set(), {hp.Suit.HEARTS}]
    groups = _assign(
        [*diamonds, *hearts], [5, 1, 6], forbidden, trump, random.Random(seed)
    )
    assert [len(group) for group in groups] == [5, 1, 6]
    assert sorted(groups[2]) == sorted(diamonds)
    assert sorted(groups[0] + groups[1]) == sorted(hearts)

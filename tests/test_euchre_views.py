"""What a player's view of a Euchre game shows (docs/euchre.rst), in the
deal of that page.

A seat sees its own hand, the upcard, the calls and every card played; the
dealer sees also the card it discarded.  Nobody sees the other hands
(a partner sitting out included), the three cards under the upcard, or
another player's discard.  The same checks over random games of every
option set, on the view object and on its ``to_dict()``, are in
test_views.py with those of the other games.
"""

from __future__ import annotations

import hasenpfeffer as hp
from tests.euchre_games import dealt
from tests.test_views import cards_in_text


def cards_in_view(view: hp.PlayerView) -> set[hp.Card]:
    """Every card the view object holds, field by field."""
    shown = {*view.hand, *(card for _, card in view.current_trick)}
    for trick in view.completed_tricks:
        shown.update(card for _, card in trick.plays)
    shown.update(
        card for card in (view.upcard, view.widow, view.discarded) if card is not None
    )
    return shown


def test_the_dealer_alone_sees_the_discard() -> None:
    state = dealt().pass_().name_trump("H").discard("TS")
    assert state.view(0).discarded == hp.Card.parse("TS")
    assert [state.view(seat).discarded for seat in (1, 2, 3)] == [None, None, None]
    # the hand played out, the dealer still sees it, the others still do not
    for seat in (1, 2, 3):
        assert "TS" not in str(state.view(seat).to_dict())


def test_the_cards_under_the_upcard_are_never_shown() -> None:
    state = dealt()
    for seat in range(4):
        data = state.view(seat).to_dict()
        assert data["upcard"] == "TH"
        assert not {"9C", "9D", "9S"} & set(map(str, cards_in_text(data)))


def test_a_sitting_out_partners_hand_is_hidden_from_all_but_itself() -> None:
    state = dealt().pass_().name_trump("H").discard("TS").go_alone()
    assert state.sitting_out == (0,)
    assert state.view(0).hand == state.hands[0]
    # the TH is the upcard, which everyone saw; the other four stay hidden
    hidden = set(state.hands[0]) - {hp.Card.parse("TH")}
    assert len(hidden) == 4
    for seat in (1, 2, 3):
        view = state.view(seat)
        assert not hidden & set(cards_in_text(view.to_dict()))
        assert not hidden & cards_in_view(view)

"""The double-dummy solver in Bid Euchre's no trump and on the moon, on
deals whose tricks are worked out by hand from the rules: in no trump the
highest card of the suit led wins and nothing trumps; on the moon the
maker plays alone and the partner's cards are out of play."""

from __future__ import annotations

import hasenpfeffer as hp
from hasenpfeffer.analysis import makers_tricks, solve

from .helpers import cards

BID = hp.Rules(game=hp.Game.BID_EUCHRE)


def moon_in_no_trump(hands: list[str]) -> hp.GameState:
    """Seat 0 calls the moon (seat 3 deals) and names no trump; seat 2
    sits out, and seat 0 leads."""
    state = hp.new_game(BID, seed=1, dealer=3).deal(
        hands=[cards(hand) for hand in hands]
    )
    state = state.apply(hp.MOON).apply(hp.NoTrump())
    assert state.phase is hp.Phase.PLAY and state.trump is None
    assert state.lone_players == (0,) and state.sitting_out == (2,)
    assert state.to_act == 0
    return state


def test_a_long_suit_takes_every_trick_in_no_trump() -> None:
    # Seat 0 holds every club and leads one at each trick: nobody else
    # has a club and nothing trumps, so the six tricks are seat 0's.
    state = hp.new_game(BID, seed=1, dealer=3).deal(
        hands=[
            cards("AC KC QC JC TC 9C"),
            cards("AH KH QH JH TH 9H"),
            cards("AD KD QD JD TD 9D"),
            cards("AS KS QS JS TS 9S"),
        ]
    )
    state = state.bid(3).pass_().pass_().pass_().apply(hp.NoTrump())
    solution = solve(state)
    assert solution.makers == 0 and solution.remaining_tricks == 6
    assert solution.makers_tricks == 6 and makers_tricks(state) == 6
    assert {value for _, value in solution.move_values} == {6}
    # Seat 1 may not win the first trick with the ace of hearts: it does
    # not follow the club led.
    after = state.play("9C")
    values = solve(after).move_values
    assert [(play.card, tricks) for play, tricks in values] == [
        (card, 6) for card in cards("9H TH JH QH KH AH")
    ]


def test_the_moons_lone_maker_cashes_winners_in_no_trump() -> None:
    # Seat 0: AC KC AD KD AH 9S.  Seat 2 sits out with the QC and five
    # spades, so the KC is the highest club in play and the opponents
    # (seats 1 and 3) hold no spade: the 9S wins when led.  The KD beats
    # seat 1's QD.  Every card of seat 0 wins, whatever the order.
    state = moon_in_no_trump(
        [
            "AC KC AD KD AH 9S",
            "JC TC 9C QD JD TD",
            "AS KS QS JS TS QC",
            "9D KH QH JH TH 9H",
        ]
    )
    solution = solve(state)
    assert solution.makers_tricks == 6 and solution.remaining_tricks == 6
    assert {value for _, value in solution.move_values} == {6}
    assert makers_tricks(state, targets=[6]) == 6


def test_the_moon_falls_a_trick_short_to_a_guarded_king() -> None:
    # Seat 0: AC KC AD KD AH QS.  Seat 3 holds the KS and five hearts: it
    # follows the AH with a heart and throws hearts on the four clubs and
    # diamonds, keeping the KS, which beats the QS whenever it is led.
    # Seat 0's five other cards are the highest of their suits in play
    # (the QC sits out with seat 2), so the moon takes five: led last,
    # the QS loses only itself; led first, the KS wins, and seat 3's heart
    # lead then falls to the AH.
    state = moon_in_no_trump(
        [
            "AC KC AD KD AH QS",
            "JC TC 9C QD JD TD",
            "AS JS TS 9S QC 9D",
            "KS KH QH JH TH 9H",
        ]
    )
    solution = solve(state)
    assert solution.makers_tricks == 5
    assert {value for _, value in solution.move_values} == {5}
    assert makers_tricks(state, targets=[6]) == 0
    # Cashing the AH first, then leading the QS, gives seat 3 the KS and
    # the lead of its four hearts left, which neither seat 0 nor seat 1
    # can follow: seat 0 keeps the AH's trick alone.
    after = state.play("AH").play("9C").play("9H")  # seat 1 has no heart
    assert after.completed_tricks[0].winner == 0
    after = after.play("QS")
    assert after.to_act == 1
    assert solve(after).makers_tricks == 1

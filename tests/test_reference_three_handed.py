"""The reference engine's Three-Handed Euchre, on hands worked out by hand.

``tests/reference_engine.py`` checks the fast engine's Three-Handed Euchre,
so it must be trusted for reasons of its own: each test below plays part of
a hand on the reference alone and checks what docs/three_handed.rst says
must happen.  The deal, by seat 2 with the nine of hearts turned up:

- seat 0 (the dealer's left, first to call and to lead): JH AH KH AC KC;
- seat 1: JD QH TH 9C TC;
- seat 2 (the dealer): AS KS QS JS TS;
- kitty: 9H (the upcard), JC QC 9D TD QD KD AD 9S.

With hearts trump, seat 0 holds the right bower, seat 1 the left bower (the
jack of diamonds) and the dealer, once it picks up the upcard, one trump.
With spades trump the dealer holds the right bower, the ace, king, queen
and ten, and nobody else a spade.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

import hasenpfeffer as hp
from tests.helpers import cards
from tests.reference_engine import (
    IllegalMoveError,
    ReferenceGame,
    three_handed_score_change,
    three_handed_winner,
)

THREE = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE)
REDEAL = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE, all_pass=hp.AllPass.REDEAL)
HIGHER_SCORE = hp.Rules(
    game=hp.Game.THREE_HANDED_EUCHRE, tie_break=hp.TieBreak.HIGHER_SCORE
)
HANDS = ("JH AH KH AC KC", "JD QH TH 9C TC", "AS KS QS JS TS")
KITTY = "9H JC QC 9D TD QD KD AD 9S"
PASS = hp.Pass()
HEARTS, SPADES = hp.Suit.HEARTS, hp.Suit.SPADES
CLUBS, DIAMONDS = hp.Suit.CLUBS, hp.Suit.DIAMONDS

HEARTS_PLAY = "JH TH 9H  AH JD JS  9C AS AC  KH QH KS  KC TC QS"
"""The play with hearts trump after the dealer lays TS away, three cards a
trick in the order played: seat 0 wins with the right bower, seat 1 with
the left bower over the ace, then seat 0 the last three."""

SPADES_PLAY = "AH TH TS  JS KC 9C  AS AC TC  KS KH QH  QS JH JD"
"""The play with spades named in the second round (no pick-up): the dealer
trumps the opening ace of hearts and wins every trick."""


def card(text: str) -> hp.Card:
    return hp.Card.parse(text)


def dealt(
    rules: hp.Rules = THREE,
    *,
    dealer: int = 2,
    scores: Sequence[int] | None = None,
) -> ReferenceGame:
    """The deal above, moved round the table so that ``dealer`` deals it:
    the dealer's left always holds seat 0's cards, and the dealer seat 2's."""
    game = ReferenceGame(rules, dealer, scores=scores)
    hands = [cards(HANDS[(seat - dealer - 1) % 3]) for seat in range(3)]
    game.deal(hands, kitty=cards(KITTY))
    return game


def take(game: ReferenceGame, *actions: hp.Action | str) -> None:
    for action in actions:
        game.apply(hp.parse_action(action) if isinstance(action, str) else action)


def play(game: ReferenceGame, plays: str) -> None:
    take(game, *(hp.Play(c) for c in cards(plays)))


def plays(text: str) -> set[hp.Action]:
    return {hp.Play(c) for c in cards(text)}


# -- the deal and the auction (``three-handed-deal``, ``three-handed-auction``,
# ``three-handed-all-pass``) -----------------------------------------------------


def test_three_hands_of_five_and_a_kitty_of_nine() -> None:
    game = dealt()
    assert [len(hand) for hand in game.hands] == [5, 5, 5]
    assert len(game.kitty) == 9 and game.upcard == card("9H")
    assert game.phase == "BIDDING" and game.to_act == 0
    assert game.scores == [0, 0, 0] and game.tricks_won == [0, 0, 0]


def test_round_one_orders_the_upcard_up_round_two_names_another_suit() -> None:
    game = dealt()
    turns = []
    for _ in range(3):
        assert game.legal_actions() == {PASS, hp.NameTrump(HEARTS)}
        turns.append(game.to_act)
        take(game, PASS)
    # hearts were turned down: any other suit, and still a pass
    assert game.legal_actions() == {
        PASS,
        hp.NameTrump(CLUBS),
        hp.NameTrump(DIAMONDS),
        hp.NameTrump(SPADES),
    }
    assert turns == [0, 1, 2] and game.to_act == 0


def test_naming_trump_in_round_two_starts_the_play_at_once() -> None:
    game = dealt()
    take(game, PASS, PASS, PASS, "trump C")
    assert game.maker == 0 and game.trump is CLUBS
    assert game.phase == "PLAY" and game.to_act == 0 and game.leader == 0
    # no pick-up and no discard: the upcard stays in the kitty
    assert game.discarded is None
    assert sorted(game.hands[2]) == sorted(cards(HANDS[2]))
    assert game.lone_players == [] and game.sitting_out == []


def test_the_dealer_is_stuck_at_the_sixth_call() -> None:
    game = dealt()
    take(game, PASS, PASS, PASS, PASS, PASS)
    assert game.to_act == 2
    assert game.legal_actions() == {
        hp.NameTrump(CLUBS),
        hp.NameTrump(DIAMONDS),
        hp.NameTrump(SPADES),
    }
    with pytest.raises(IllegalMoveError):
        game.apply(PASS)
    with pytest.raises(IllegalMoveError):
        game.apply(hp.NameTrump(HEARTS))  # turned down in round 1


def test_six_passes_throw_the_hand_in_with_redeal() -> None:
    game = dealt(REDEAL, scores=[4, 1, 7])
    take(game, PASS, PASS, PASS, PASS, PASS)
    assert PASS in game.legal_actions()
    take(game, PASS)
    assert game.phase == "DEAL" and game.to_act is None
    assert game.dealer == 0  # the deal passes to the dealer's left
    outcome = game.hand_outcomes[-1]
    assert outcome.maker is None and outcome.dealer == 2
    assert outcome.tricks_won == (0, 0, 0) and outcome.score_change == (0, 0, 0)
    assert game.scores == [4, 1, 7]
    # the next deal: seat 1, now on the dealer's left, calls first
    game.deal([cards(hand) for hand in HANDS], kitty=cards(KITTY))
    assert game.hand_number == 2 and game.to_act == 1


# -- the dealer's pick-up and discard (``three-handed-discard``) ---------------


def test_the_dealer_picks_up_the_upcard_and_discards_another_card() -> None:
    game = dealt()
    take(game, PASS, "trump H")
    assert game.maker == 1 and game.trump is HEARTS
    assert game.phase == "DISCARD" and game.to_act == 2
    assert sorted(game.hands[2]) == sorted(cards("AS KS QS JS TS 9H"))
    assert game.legal_actions() == {hp.Discard(c) for c in cards(HANDS[2])}
    with pytest.raises(IllegalMoveError):
        game.apply(hp.Discard(card("9H")))
    take(game, "discard TS")
    assert sorted(game.hands[2]) == sorted(cards("AS KS QS JS 9H"))
    assert game.discarded == card("TS")
    # only the dealer sees the card laid away
    seen = [game.seen_by(seat).discarded for seat in range(3)]
    assert seen == [None, None, card("TS")]


def test_the_dealer_may_order_up_its_own_upcard() -> None:
    game = dealt()
    take(game, PASS, PASS, "trump H")
    assert game.maker == 2 and game.phase == "DISCARD" and game.to_act == 2


# -- no going alone, and the play (``three-handed-alone``,
# ``three-handed-play``) ----------------------------------------------------------


def test_the_play_starts_after_the_discard_with_the_dealers_left() -> None:
    game = dealt()
    take(game, PASS, "trump H", "discard TS")
    # the maker plays alone without a word, and all three play
    assert game.phase == "PLAY" and game.to_act == 0 and game.leader == 0
    assert game.lone_players == [] and game.sitting_out == []
    assert game.players == [0, 1, 2]
    assert hp.GoAlone() not in game.legal_actions()


def test_a_trick_of_three_and_the_left_bower() -> None:
    game = dealt()
    take(game, "trump H", "discard TS")
    play(game, "JH")
    # the left bower is a heart: seat 1 follows with it or a heart
    assert game.to_act == 1 and game.legal_actions() == plays("JD QH TH")
    play(game, "TH")
    assert game.to_act == 2 and game.legal_actions() == plays("9H")
    play(game, "9H")
    first = game.completed_tricks[0]
    assert first.leader == 0 and first.winner == 0
    assert [seat for seat, _ in first.plays] == [0, 1, 2]
    assert game.to_act == 0 and game.tricks_won == [1, 0, 0]
    # the left bower takes the ace of trump; the jack of spades is a spade
    play(game, "AH")
    assert game.legal_actions() == plays("JD QH")
    play(game, "JD")
    assert game.legal_actions() == plays("AS KS QS JS")
    play(game, "JS")
    assert game.completed_tricks[1].winner == 1
    assert game.to_act == 1 and game.tricks_won == [1, 1, 0]


# -- scoring (``three-handed-scoring``) ----------------------------------------


@pytest.mark.parametrize(
    ("tricks", "expected"),
    [(0, (0, 2)), (1, (0, 2)), (2, (0, 2)), (3, (1, 0)), (4, (1, 0)), (5, (3, 0))],
)
def test_the_points_of_a_hand(tricks: int, expected: tuple[int, int]) -> None:
    assert three_handed_score_change(THREE, tricks) == expected


def test_the_march_is_worth_march_points() -> None:
    rules = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE, march_points=4)
    assert three_handed_score_change(rules, 5) == (4, 0)
    assert three_handed_score_change(rules, 4) == (1, 0)


def test_a_maker_with_four_tricks_scores_one() -> None:
    game = dealt()
    take(game, "trump H", "discard TS")
    play(game, HEARTS_PLAY)
    outcome = game.hand_outcomes[-1]
    assert outcome.maker == 0 and outcome.dealer == 2
    assert outcome.tricks_won == (4, 1, 0)
    assert outcome.score_change == (1, 0, 0)
    assert outcome.lone_players == ()
    assert game.scores == [1, 0, 0]
    assert game.phase == "DEAL" and game.dealer == 0 and game.winner is None


def test_a_euchred_maker_gives_each_defender_two() -> None:
    game = dealt()
    take(game, PASS, PASS, "trump H", "discard TS")
    play(game, HEARTS_PLAY)
    outcome = game.hand_outcomes[-1]
    assert outcome.maker == 2 and outcome.tricks_won == (4, 1, 0)
    assert outcome.score_change == (2, 2, 0)
    assert game.scores == [2, 2, 0]


@pytest.mark.parametrize(("march_points", "points"), [(3, 3), (4, 4)])
def test_a_march_by_the_stuck_dealer(march_points: int, points: int) -> None:
    rules = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE, march_points=march_points)
    game = dealt(rules)
    take(game, PASS, PASS, PASS, PASS, PASS, "trump S")
    assert game.phase == "PLAY" and game.to_act == 0
    play(game, "AH")
    # the jack of hearts is no trump now, the jack of diamonds a diamond
    assert game.legal_actions() == plays("QH TH")
    play(game, SPADES_PLAY.split(maxsplit=1)[1])
    assert [trick.winner for trick in game.completed_tricks] == [2] * 5
    outcome = game.hand_outcomes[-1]
    assert outcome.tricks_won == (0, 0, 5)
    assert outcome.score_change == (0, 0, points)
    assert game.scores == [0, 0, points]


# -- the end of the game (``three-handed-game``) --------------------------------


def test_the_first_player_to_the_target_wins() -> None:
    game = dealt(scores=[9, 8, 9])
    take(game, "trump H", "discard TS")
    play(game, HEARTS_PLAY)
    assert game.scores == [10, 8, 9]
    assert game.winner == 0 and game.phase == "GAME_OVER"
    assert game.dealer == 2  # nobody deals again


@pytest.mark.parametrize("rules", [THREE, HIGHER_SCORE])
def test_two_defenders_reaching_it_the_higher_score_wins(rules: hp.Rules) -> None:
    # seat 2 is euchred: 8 + 2 and 9 + 2; seat 1 has more, though seat 0
    # is first from the dealer's left
    game = dealt(rules, scores=[8, 9, 0])
    take(game, PASS, PASS, "trump H", "discard TS")
    play(game, HEARTS_PLAY)
    assert game.scores == [10, 11, 0]
    assert game.winner == 1 and game.phase == "GAME_OVER"


@pytest.mark.parametrize("rules", [THREE, HIGHER_SCORE])
def test_equal_defenders_the_first_from_the_dealers_left_wins(
    rules: hp.Rules,
) -> None:
    # seat 1 deals the same cards: seat 2 on its left holds seat 0's hand
    # above and takes four tricks, seat 0 takes one; the dealer orders up
    # and is euchred, and both defenders reach 10
    game = dealt(rules, dealer=1, scores=[8, 3, 8])
    assert game.to_act == 2
    take(game, PASS, PASS, "trump H", "discard TS")
    play(game, HEARTS_PLAY)
    assert game.hand_outcomes[-1].tricks_won == (1, 0, 4)
    assert game.scores == [10, 3, 10]
    # seat 2, first counting from the dealer's left, not seat 0
    assert game.winner == 2


@pytest.mark.parametrize(
    ("scores", "maker", "dealer", "makers_first", "higher_score"),
    [
        ((9, 9, 9), 0, 2, None, None),
        ((10, 9, 9), 1, 2, 0, 0),
        # the maker among those who reached it
        ((10, 11, 0), 0, 2, 0, 1),
        ((12, 10, 3), 1, 0, 1, 0),
        # equal highest scores: the maker among them, then the dealer's left
        ((11, 11, 0), 1, 2, 1, 1),
        ((11, 11, 12), 0, 1, 0, 2),
        ((10, 12, 12), 0, 1, 0, 2),
        ((10, 12, 12), 0, 2, 0, 1),
        ((12, 12, 0), 2, 0, 1, 1),
        ((12, 12, 0), 2, 2, 0, 0),
        ((10, 5, 10), 1, 1, 2, 2),
        # all three
        ((10, 10, 10), 2, 0, 2, 2),
        ((10, 11, 10), 2, 0, 2, 1),
        ((11, 10, 11), 1, 1, 1, 2),
    ],
)
def test_the_tie_rules(
    scores: tuple[int, int, int],
    maker: int,
    dealer: int,
    makers_first: int | None,
    higher_score: int | None,
) -> None:
    assert three_handed_winner(THREE, scores, maker, dealer) == makers_first
    assert three_handed_winner(HIGHER_SCORE, scores, maker, dealer) == higher_score

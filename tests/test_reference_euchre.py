"""The reference engine's Euchre, on hands worked out by hand from the rules.

``tests/reference_engine.py`` checks the fast engine's Euchre, so it must be
trusted for reasons of its own: each test below plays a hand (or part of
one) on the reference alone and checks what docs/euchre.rst says must
happen.  Two deals are used.

``ORDER_UP``, dealt by seat 3 with the ten of hearts turned up:

- seat 0: JH JD AH KS 9C (with hearts trump: both bowers and the ace);
- seat 1: AC KC QC 9S TS;
- seat 2: QH 9H AD KD QD;
- seat 3: AS QS JS JC TC;
- kitty: TH (the upcard), 9D, TD, KH.

``SPADES``, dealt by seat 3 with the nine of spades turned up:

- seat 0: JS JC AS KS AC (with spades trump: the five best trumps but one);
- seat 1: AH KH QH JH TH;
- seat 2: QS TS AD KD 9C;
- seat 3: KC QC TC QD 9D;
- kitty: 9S (the upcard), 9H, JD, TD.
"""

from __future__ import annotations

import pytest

import hasenpfeffer as hp
from tests.helpers import cards
from tests.reference_engine import (
    IllegalMoveError,
    ReferenceGame,
    euchre_score_change,
)

EUCHRE = hp.Rules(game=hp.Game.EUCHRE)
REDEAL = hp.Rules(game=hp.Game.EUCHRE, all_pass=hp.AllPass.REDEAL)
PARTNERS_ONLY = hp.Rules(game=hp.Game.EUCHRE, lone_hands=False)
LONE_DEFENDER = hp.Rules(game=hp.Game.EUCHRE, lone_defender=True)

EuchreDeal = tuple[list[list[hp.Card]], list[hp.Card]]


def euchre_deal(hands: tuple[str, str, str, str], kitty: str) -> EuchreDeal:
    return [cards(hand) for hand in hands], cards(kitty)


ORDER_UP = euchre_deal(
    ("JH JD AH KS 9C", "AC KC QC 9S TS", "QH 9H AD KD QD", "AS QS JS JC TC"),
    "TH 9D TD KH",
)
SPADES = euchre_deal(
    ("JS JC AS KS AC", "AH KH QH JH TH", "QS TS AD KD 9C", "KC QC TC QD 9D"),
    "9S 9H JD TD",
)
PASS, ALONE = hp.Pass(), hp.GoAlone()
HEARTS, SPADE_SUIT = hp.NameTrump(hp.Suit.HEARTS), hp.NameTrump(hp.Suit.SPADES)


def dealt(
    rules: hp.Rules,
    deal: EuchreDeal,
    *,
    dealer: int = 3,
    scores: tuple[int, int] = (0, 0),
) -> ReferenceGame:
    game = ReferenceGame(rules, dealer, scores=scores)
    hands, kitty = deal
    game.deal(hands, kitty=kitty)
    return game


def take(game: ReferenceGame, *actions: hp.Action) -> None:
    for action in actions:
        game.apply(action)


def play(game: ReferenceGame, *tricks: str) -> None:
    """Play the cards of each trick, in the order they are played."""
    for trick in tricks:
        for card in cards(trick):
            game.apply(hp.Play(card))


def discard(text: str) -> hp.Discard:
    return hp.Discard(hp.Card.parse(text))


# -- scoring ---------------------------------------------------------------------
# docs/euchre.rst, "Scoring"


@pytest.mark.parametrize(
    ("tricks", "maker_alone", "defender_alone", "expected"),
    [
        (5, False, False, (2, 0)),
        (5, True, False, (4, 0)),
        (5, True, True, (4, 0)),
        (4, False, False, (1, 0)),
        (4, True, False, (1, 0)),
        (3, False, False, (1, 0)),
        (3, True, True, (1, 0)),
        (2, False, False, (0, 2)),
        (1, True, False, (0, 2)),
        (0, False, False, (0, 2)),
        (2, True, True, (0, 4)),
        (0, True, True, (0, 4)),
    ],
)
def test_score_table(
    tricks: int, maker_alone: bool, defender_alone: bool, expected: tuple[int, int]
) -> None:
    assert (
        euchre_score_change(
            tricks, maker_alone=maker_alone, defender_alone=defender_alone
        )
        == expected
    )


# -- the deal and the first round ----------------------------------------------
# docs/euchre.rst, "The deal" and "The auction: ordering up and naming trump"


def test_first_round_offers_only_the_upcard_suit() -> None:
    game = dealt(EUCHRE, ORDER_UP)
    assert game.phase == "BIDDING" and game.to_act == 0
    assert game.upcard == hp.Card.parse("TH")
    assert game.legal_actions() == {PASS, HEARTS}
    with pytest.raises(IllegalMoveError):
        game.apply(hp.NameTrump(hp.Suit.SPADES))
    take(game, PASS, PASS)
    assert game.to_act == 2 and game.legal_actions() == {PASS, HEARTS}


def test_a_deal_must_have_five_cards_each_and_a_kitty_of_four() -> None:
    game = ReferenceGame(EUCHRE, 3)
    hands, kitty = ORDER_UP
    with pytest.raises(AssertionError):
        game.deal(hands, kitty=kitty[:3])
    with pytest.raises(AssertionError):
        game.deal([*hands[:3], [*hands[3][:4], hp.JOKER]], kitty=kitty)


def test_ordered_up_the_dealer_picks_up_and_discards() -> None:
    # docs/euchre.rst, "The dealer's pick-up and discard": seat 0 orders up
    # hearts; the dealer, seat 3, takes the ten of hearts and may discard
    # any card but it
    game = dealt(EUCHRE, ORDER_UP)
    take(game, HEARTS)
    assert game.maker == 0 and game.trump is hp.Suit.HEARTS
    assert game.phase == "DISCARD" and game.to_act == 3
    assert sorted(game.hands[3]) == sorted(cards("AS QS JS JC TC TH"))
    assert game.legal_actions() == {hp.Discard(c) for c in cards("AS QS JS JC TC")}
    with pytest.raises(IllegalMoveError):
        game.apply(discard("TH"))
    take(game, discard("TC"))
    assert game.discarded == hp.Card.parse("TC")
    assert sorted(game.hands[3]) == sorted(cards("AS QS JS JC TH"))
    # then the maker, not the dealer, decides whether to go alone
    assert game.phase == "ALONE" and game.to_act == 0
    assert game.legal_actions() == {PASS, ALONE}


def test_the_dealer_may_order_up_for_themselves() -> None:
    game = dealt(EUCHRE, SPADES)
    take(game, PASS, PASS, PASS, SPADE_SUIT)
    assert game.maker == 3 and game.phase == "DISCARD" and game.to_act == 3
    assert discard("9S") not in game.legal_actions()
    assert len(game.legal_actions()) == 5


def test_without_lone_hands_play_follows_the_discard() -> None:
    game = dealt(PARTNERS_ONLY, ORDER_UP)
    take(game, PASS, HEARTS, discard("JC"))
    assert game.maker == 1 and game.phase == "PLAY" and game.to_act == 0


# -- the second round, stick the dealer and the redeal -------------------------
# docs/euchre.rst, "The auction: ordering up and naming trump" and "When
# everybody passes twice"


def test_second_round_names_another_suit_without_a_discard() -> None:
    game = dealt(EUCHRE, SPADES)
    take(game, PASS, PASS, PASS, PASS)
    # round 2 starts again on the dealer's left; spades is turned down
    assert game.phase == "BIDDING" and game.to_act == 0
    others = {hp.NameTrump(suit) for suit in hp.Suit if suit is not hp.Suit.SPADES}
    assert game.legal_actions() == {PASS, *others}
    with pytest.raises(IllegalMoveError):
        game.apply(SPADE_SUIT)
    take(game, PASS, HEARTS)
    # seat 1 names hearts: nobody picks up, the kitty stays as it was
    assert game.maker == 1 and game.trump is hp.Suit.HEARTS
    assert game.phase == "ALONE" and game.to_act == 1
    assert [len(hand) for hand in game.hands] == [5, 5, 5, 5]
    assert game.discarded is None and game.kitty == cards("9S 9H JD TD")


def test_stick_the_dealer() -> None:
    game = dealt(EUCHRE, SPADES)
    take(game, *[PASS] * 6)
    # the seventh call, seat 2's, may still pass
    assert game.to_act == 2 and PASS in game.legal_actions()
    take(game, PASS)
    # the dealer, seat 3, may not pass the eighth call
    assert game.to_act == 3
    assert game.legal_actions() == {
        hp.NameTrump(hp.Suit.CLUBS),
        hp.NameTrump(hp.Suit.DIAMONDS),
        hp.NameTrump(hp.Suit.HEARTS),
    }
    with pytest.raises(IllegalMoveError):
        game.apply(PASS)
    take(game, hp.NameTrump(hp.Suit.CLUBS))
    assert game.maker == 3 and game.trump is hp.Suit.CLUBS
    assert game.phase == "ALONE" and game.to_act == 3


def test_redeal_throws_the_hand_in() -> None:
    game = dealt(REDEAL, SPADES)
    take(game, *[PASS] * 7)
    assert PASS in game.legal_actions()
    take(game, PASS)
    assert game.phase == "DEAL" and game.to_act is None
    outcome = game.hand_outcomes[-1]
    assert outcome.hand_number == 1 and outcome.dealer == 3
    assert outcome.maker is None and outcome.trump is None
    assert outcome.tricks_won == (0, 0) and outcome.score_change == (0, 0)
    assert game.scores == [0, 0]
    # the deal passes left, to seat 0, whose left (seat 1) calls first
    assert game.dealer == 0
    hands, kitty = SPADES
    game.deal(hands, kitty=kitty)
    assert game.hand_number == 2 and game.to_act == 1


# -- the play and the scoring of whole hands -----------------------------------
# docs/euchre.rst, "The play" and "Scoring"

# Seat 0 leads the right bower, then the left bower; the makers win the
# first three tricks and the ace of spades the last two.
THREE_TRICKS = (
    "JH 9S 9H TH",
    "JD TS QH JC",
    "AH QC QD QS",
    "KS KC KD AS",
    "JS 9C AC AD",
)


def test_made_with_three_tricks_scores_one() -> None:
    game = dealt(EUCHRE, ORDER_UP)
    take(game, HEARTS, discard("TC"), PASS)
    assert game.phase == "PLAY" and game.to_act == 0 and game.leader == 0
    play(game, *THREE_TRICKS[:1])
    # the left bower led is a trump lead: seat 2 must play its last heart
    play(game, "JD TS")
    assert game.legal_actions() == {hp.Play(hp.Card.parse("QH"))}
    play(game, "QH JC")
    assert game.completed_tricks[-1].winner == 0
    play(game, *THREE_TRICKS[2:])
    assert [trick.winner for trick in game.completed_tricks] == [0, 0, 0, 3, 3]
    outcome = game.hand_outcomes[-1]
    assert outcome.maker == 0 and outcome.trump is hp.Suit.HEARTS
    assert outcome.contract is None and outcome.lone_players == ()
    assert outcome.tricks_won == (3, 2) and outcome.score_change == (1, 0)
    assert game.scores == [1, 0]
    assert game.phase == "DEAL" and game.dealer == 0


def test_the_same_tricks_euchre_the_other_side() -> None:
    # seat 1 orders up hearts with none: team 1 takes two tricks of five
    game = dealt(EUCHRE, ORDER_UP)
    take(game, PASS, HEARTS, discard("TC"), PASS)
    assert game.maker == 1 and game.to_act == 0
    play(game, *THREE_TRICKS)
    outcome = game.hand_outcomes[-1]
    assert outcome.tricks_won == (3, 2) and outcome.score_change == (2, 0)
    assert game.scores == [2, 0]


def test_the_left_bower_is_not_its_printed_suit() -> None:
    # seat 0 leads a club; seat 2 trumps with the nine of hearts, and seat 3
    # must follow with the jack of clubs, a plain club under hearts
    game = dealt(EUCHRE, ORDER_UP)
    take(game, HEARTS, discard("TC"), PASS)
    play(game, "9C AC 9H")
    assert game.legal_actions() == {hp.Play(hp.Card.parse("JC"))}
    play(game, "JC")
    assert game.completed_tricks[-1].winner == 2 and game.to_act == 2
    # diamonds led: seat 0's jack of diamonds is a heart now, so seat 0 has
    # no diamond and may play any card
    play(game, "AD QS")
    assert game.legal_actions() == {hp.Play(c) for c in cards("JH JD AH KS")}
    play(game, "KS 9S")
    assert game.completed_tricks[-1].winner == 2
    # hearts led: the jack of diamonds follows as a trump and takes the trick
    play(game, "QH TH")
    assert game.legal_actions() == {hp.Play(c) for c in cards("JH JD AH")}
    play(game, "JD TS")
    assert game.completed_tricks[-1].winner == 0
    play(game, "JH QC KD JS", "AH KC QD AS")
    # a march with a partner: two points
    outcome = game.hand_outcomes[-1]
    assert outcome.tricks_won == (5, 0) and outcome.score_change == (2, 0)


def test_lone_march_scores_four() -> None:
    # seat 0 orders up spades and goes alone; seat 2 sits out, and seat 0,
    # on the dealer's left, leads
    game = dealt(EUCHRE, SPADES)
    take(game, SPADE_SUIT, discard("9D"), ALONE)
    assert game.lone_players == [0] and game.sitting_out == [2]
    assert game.phase == "PLAY" and game.to_act == 0
    play(game, "JS TH")
    # a trick of three: seat 2 is skipped
    assert game.to_act == 3
    play(game, "9S")
    assert game.completed_tricks[-1].plays == (
        (0, hp.Card.parse("JS")),
        (1, hp.Card.parse("TH")),
        (3, hp.Card.parse("9S")),
    )
    play(game, "JC JH KC", "AS QH QC", "KS KH TC", "AC AH QD")
    outcome = game.hand_outcomes[-1]
    assert outcome.lone_players == (0,)
    assert outcome.tricks_won == (5, 0) and outcome.score_change == (4, 0)
    # the partner who sat out still holds five cards
    assert [len(hand) for hand in game.hands] == [0, 0, 5, 0]


def test_lone_maker_with_three_tricks_scores_one() -> None:
    # seat 0 goes alone with the hearts; the ace of spades takes two tricks
    game = dealt(EUCHRE, ORDER_UP)
    take(game, HEARTS, discard("TC"), ALONE)
    assert game.sitting_out == [2]
    play(game, "JH 9S TH", "JD TS JC", "AH QC QS", "KS KC AS", "JS 9C AC")
    outcome = game.hand_outcomes[-1]
    assert outcome.tricks_won == (3, 2) and outcome.score_change == (1, 0)


# -- going alone, the lone defender and the opening lead -----------------------
# docs/euchre.rst, "Going alone and the lone defender" and "The play"


def test_without_the_option_no_defender_is_asked() -> None:
    game = dealt(EUCHRE, SPADES)
    take(game, PASS, PASS, SPADE_SUIT, discard("9D"), ALONE)
    assert game.lone_players == [2] and game.phase == "PLAY"


def test_lone_partner_of_the_dealers_left_is_skipped_for_the_lead() -> None:
    # seat 2 goes alone: seat 0, on the dealer's left, sits out, so seat 1
    # leads
    game = dealt(EUCHRE, SPADES)
    take(game, PASS, PASS, SPADE_SUIT, discard("9D"), ALONE)
    assert game.sitting_out == [0]
    assert game.leader == 1 and game.to_act == 1


def test_defenders_are_asked_from_the_dealers_left() -> None:
    # seat 2 goes alone with the dealer, seat 3, on its left; the defenders
    # are asked from the dealer's left: seat 1 first, then seat 3
    game = dealt(LONE_DEFENDER, SPADES)
    take(game, PASS, PASS, SPADE_SUIT, discard("9D"), ALONE)
    assert game.phase == "ALONE" and game.to_act == 1
    assert game.legal_actions() == {PASS, ALONE}
    take(game, PASS)
    assert game.phase == "ALONE" and game.to_act == 3
    take(game, PASS)
    # nobody defends alone: three play, and seat 1 leads
    assert game.lone_players == [2] and game.sitting_out == [0]
    assert game.phase == "PLAY" and game.to_act == 1


def test_second_defender_goes_alone() -> None:
    game = dealt(LONE_DEFENDER, SPADES)
    take(game, PASS, PASS, SPADE_SUIT, discard("9D"), ALONE, PASS, ALONE)
    assert game.lone_players == [2, 3] and game.sitting_out == [0, 1]
    # both seats after the dealer sit out: the maker, seat 2, leads
    assert game.phase == "PLAY" and game.to_act == 2
    play(game, "QS 9S", "AD QD", "KD TC", "TS KC", "9C QC")
    # four tricks to one, the last to seat 3's queen of clubs: one point,
    # alone or not
    assert game.completed_tricks[-1].winner == 3
    outcome = game.hand_outcomes[-1]
    assert outcome.tricks_won == (4, 1) and outcome.score_change == (1, 0)


def test_lone_defender_euchres_a_lone_maker_for_four() -> None:
    # seat 1 is asked first and goes alone; seat 3 is not asked and sits out
    game = dealt(LONE_DEFENDER, SPADES)
    take(game, PASS, PASS, SPADE_SUIT, discard("9D"), ALONE, ALONE)
    assert game.lone_players == [2, 1] and game.sitting_out == [0, 3]
    assert game.phase == "PLAY" and game.to_act == 1
    # seat 2 holds no heart and may play anything on the hearts led
    play(game, "AH")
    assert game.legal_actions() == {hp.Play(c) for c in cards("QS TS AD KD 9C")}
    play(game, "9C", "KH KD", "QH AD", "JH TS", "QS TH")
    assert [trick.winner for trick in game.completed_tricks] == [1, 1, 1, 2, 2]
    outcome = game.hand_outcomes[-1]
    assert outcome.lone_players == (2, 1)
    assert outcome.tricks_won == (2, 3) and outcome.score_change == (0, 4)


def test_a_partnership_hand_asks_no_defender() -> None:
    game = dealt(LONE_DEFENDER, SPADES)
    take(game, SPADE_SUIT, discard("9D"), PASS)
    assert game.lone_players == [] and game.phase == "PLAY" and game.to_act == 0


# -- the end of the game -------------------------------------------------------
# docs/euchre.rst, "The end of the game"


def test_a_march_reaches_the_target() -> None:
    game = dealt(EUCHRE, SPADES, scores=(8, 9))
    take(game, SPADE_SUIT, discard("9D"), PASS)
    play(game, "JS TH TS 9S", "JC JH QS KC", "AS QH KD QC")
    play(game, "KS KH AD TC", "AC AH 9C QD")
    assert game.hand_outcomes[-1].score_change == (2, 0)
    assert game.scores == [10, 9]
    assert game.phase == "GAME_OVER" and game.winner == 0 and game.to_act is None
    assert game.legal_actions() == set()


def test_a_euchre_can_win_the_game_for_the_defenders() -> None:
    game = dealt(EUCHRE, ORDER_UP, scores=(8, 9))
    take(game, PASS, HEARTS, discard("TC"), PASS)
    play(game, *THREE_TRICKS)
    assert game.scores == [10, 9]
    assert game.phase == "GAME_OVER" and game.winner == 0


def test_one_short_of_the_target_plays_on() -> None:
    game = dealt(EUCHRE, ORDER_UP, scores=(8, 9))
    take(game, HEARTS, discard("TC"), PASS)
    play(game, *THREE_TRICKS)
    assert game.scores == [9, 9] and game.winner is None
    assert game.phase == "DEAL" and game.dealer == 0

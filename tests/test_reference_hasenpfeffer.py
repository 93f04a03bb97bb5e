"""The reference engine's Hasenpfeffer, on positions worked out by hand.

``tests/reference_engine.py`` checks the fast engine's Hasenpfeffer
(``tests/test_differential.py``), so it must be trusted for reasons of its
own: each test below checks the reference alone on a position worked by
hand from docs/rules.rst.  The whole hands are dealt from ``SPADES_DEAL``
of ``tests/helpers.py``: every spade but the jack of clubs to seat 0, the
clubs but the jack and the ace of diamonds to seat 1, diamonds to seat 2,
hearts to seat 3, and the Joker in the widow.
"""

from __future__ import annotations

import itertools

import pytest

import hasenpfeffer as hp
from tests.helpers import NINE_CLUBS, SPADES_DEAL, cards
from tests.reference_engine import (
    IllegalMoveError,
    ReferenceGame,
    effective_suit,
    game_winner,
    playable_cards,
    score_change,
    trick_winner,
)

# -- the reference on its own: cards and tricks -------------------------------
# docs/rules.rst, "Trump and the order of the cards", "Following suit",
# "Winning a trick"


def test_reference_trump_order_hearts() -> None:
    # "hearts trump: Joker, J♥, J♦, A♥, K♥ ..."
    order = cards("Joker JH JD AH KH QH TH 9H")
    for higher, lower in itertools.pairwise(order):
        assert trick_winner([lower, higher], hp.Suit.HEARTS) == 1
        assert trick_winner([higher, lower], hp.Suit.HEARTS) == 0


def test_reference_effective_suits() -> None:
    hearts = hp.Suit.HEARTS
    assert effective_suit(hp.JOKER, hearts) is hearts
    assert effective_suit(hp.Card.parse("JD"), hearts) is hearts
    assert effective_suit(hp.Card.parse("JC"), hearts) is hp.Suit.CLUBS
    assert effective_suit(hp.Card.parse("AD"), hearts) is hp.Suit.DIAMONDS
    assert effective_suit(hp.Card.parse("JS"), hp.Suit.CLUBS) is hp.Suit.CLUBS


def test_reference_trick_winners() -> None:
    hearts = hp.Suit.HEARTS
    # the Joker beats both bowers; a nine of trump beats two aces; with no
    # trump the highest card of the suit led wins, not an ace of another suit
    assert trick_winner(cards("AH JD Joker"), hearts) == 2
    assert trick_winner(cards("KS AC 9H AS"), hearts) == 2
    assert trick_winner(cards("KS AC QS"), hearts) == 0
    # the left bower led is a trump lead: the right bower wins, a diamond
    # ace is off-suit
    assert trick_winner(cards("JD AD JH TH"), hearts) == 2
    # diamonds led: the left bower is no diamond, it trumps
    assert trick_winner(cards("9D AD JD"), hearts) == 2
    # in the suit of the same colour the jack is gone: the queen wins
    assert trick_winner(cards("QD TD 9D"), hearts) == 0
    # in the other suits the jack ranks between queen and ten
    assert trick_winner(cards("TC JC 9C"), hearts) == 1


def test_reference_following_suit() -> None:
    hearts = hp.Suit.HEARTS
    hand = cards("JD AD KS")
    # hearts led: the left bower is the only heart held and must be played
    assert playable_cards(hand, cards("9H"), hearts) == cards("JD")
    # diamonds led: the ace follows; the left bower is not a diamond
    assert playable_cards(hand, cards("KD"), hearts) == cards("AD")
    # a player whose only diamond is the left bower is void in diamonds
    assert playable_cards(cards("JD KS"), cards("KD"), hearts) == cards("JD KS")
    # the Joker led leads trump
    assert playable_cards(cards("9H AC"), cards("Joker"), hearts) == cards("9H")
    # the leader may play anything
    assert playable_cards(hand, [], hearts) == hand


# -- the reference on its own: scoring and the end ----------------------------
# docs/rules.rst, "Scoring", "The end of the game"


def test_reference_scoring_examples() -> None:
    default = hp.Rules()
    by_bid = hp.Rules(failed_contract=hp.FailedContract.BID)
    defenders = hp.Rules(defenders_score_tricks=True)
    lone = hp.Rules(lone_hands=True, lone_defender=True)
    lone_counting = hp.Rules(
        lone_hands=True, lone_defender=True, defenders_score_tricks=True
    )
    assert score_change(default, hp.Bid(3), 5) == (5, 0)
    assert score_change(default, hp.Bid(4), 3) == (-3, 0)
    assert score_change(default, hp.Bid(4), 0) == (0, 0)
    assert score_change(by_bid, hp.Bid(4), 3) == (-4, 0)
    assert score_change(by_bid, hp.Bid(4), 0) == (-4, 0)
    assert score_change(default, hp.BIG_PEPPER, 6) == (12, 0)
    assert score_change(default, hp.BIG_PEPPER, 5) == (-10, 0)
    assert score_change(by_bid, hp.BIG_PEPPER, 5) == (-12, 0)
    assert score_change(default, hp.LITTLE_PEPPER, 6) == (6, 0)
    assert score_change(defenders, hp.Bid(4), 3) == (-3, 3)
    assert score_change(defenders, hp.Bid(2), 6) == (6, 0)
    assert score_change(lone, hp.Bid(4), 5, maker_alone=True) == (10, 0)
    assert score_change(lone, hp.Bid(4), 3, maker_alone=True) == (-6, 0)
    assert score_change(lone, hp.Bid(3), 2, maker_alone=True, defender_alone=True) == (
        -8,
        0,
    )
    # a made contract is not multiplied by the lone defender
    assert score_change(lone, hp.Bid(3), 4, maker_alone=True, defender_alone=True) == (
        8,
        0,
    )
    assert score_change(
        lone_counting, hp.Bid(3), 2, maker_alone=True, defender_alone=True
    ) == (-8, 8)
    assert score_change(lone, hp.BIG_PEPPER, 6, maker_alone=True) == (24, 0)
    triple = hp.Rules(lone_hands=True, alone_multiplier=3)
    assert score_change(triple, hp.Bid(4), 6, maker_alone=True) == (18, 0)


def test_reference_game_end() -> None:
    higher = hp.Rules(tie_break=hp.TieBreak.HIGHER_SCORE)
    assert game_winner(hp.Rules(), (10, 11), makers_team=0) == 0
    assert game_winner(higher, (10, 11), makers_team=0) == 1
    assert game_winner(higher, (11, 11), makers_team=1) == 1
    assert game_winner(hp.Rules(), (9, -4), makers_team=0) is None
    # the defenders alone may reach the target when the makers fail
    assert game_winner(hp.Rules(), (3, 10), makers_team=0) == 1
    assert game_winner(hp.Rules(target_score=3), (3, 0), makers_team=1) == 0


# -- the reference on its own: whole hands -------------------------------------


def _spades_game(rules_: hp.Rules, dealer: int = 3) -> ReferenceGame:
    game = ReferenceGame(rules_, first_dealer=dealer)
    game.deal(SPADES_DEAL, hp.JOKER)
    return game


def test_reference_standard_auction() -> None:
    game = _spades_game(hp.Rules())
    assert game.phase == "BIDDING" and game.to_act == 0
    assert game.legal_actions() == {hp.Pass(), *(hp.Bid(n) for n in range(1, 7))}
    for call in (hp.Bid(1), hp.Bid(3), hp.Pass(), hp.Bid(4), hp.Pass()):
        game.apply(call)
    # seats 2 and 0 have passed for good: seat 1 is next, with four to beat
    assert game.to_act == 1
    assert game.legal_actions() == {hp.Pass(), hp.Bid(5), hp.Bid(6)}
    game.apply(hp.Bid(5))
    # the turn skips seat 2 to seat 3, the only other player still in
    assert game.to_act == 3
    game.apply(hp.Pass())
    assert game.phase == "TRUMP" and game.maker == 1 and game.contract == hp.Bid(5)
    assert game.widow is None and hp.JOKER in game.hands[1]
    with pytest.raises(IllegalMoveError):
        game.apply(hp.Pass())


def test_reference_pepper_auction_ends_on_big_pepper() -> None:
    pepper = hp.Rules(bidding=hp.Bidding.PEPPER)
    game = _spades_game(pepper)
    assert hp.Bid(6) not in game.legal_actions()
    game.apply(hp.Bid(2))
    game.apply(hp.LITTLE_PEPPER)
    assert game.to_act == 2
    assert game.legal_actions() == {hp.Pass(), hp.BIG_PEPPER}
    game.apply(hp.BIG_PEPPER)
    assert game.phase == "TRUMP" and game.maker == 2
    assert game.contract == hp.BIG_PEPPER


def test_reference_all_pass() -> None:
    game = _spades_game(hp.Rules(), dealer=3)
    for _ in range(4):
        game.apply(hp.Pass())
    assert game.phase == "DEAL" and game.dealer == 0 and game.to_act is None
    assert game.scores == [0, 0] and game.hand_outcomes[-1].maker is None

    stuck = _spades_game(hp.Rules(all_pass=hp.AllPass.STICK_THE_DEALER), dealer=3)
    for _ in range(3):
        stuck.apply(hp.Pass())
    assert stuck.to_act == 3
    assert stuck.legal_actions() == {hp.Bid(n) for n in range(1, 7)}
    stuck.apply(hp.Bid(1))
    assert stuck.phase == "TRUMP" and stuck.maker == 3


def test_reference_joker_bids() -> None:
    # docs/rules.rst, "When everybody passes": under JOKER_BIDS the Joker's
    # holder is asked once more and may only bid three, which ends the
    # auction; with the Joker the widow the hand is thrown in
    joker_bids = hp.Rules(all_pass=hp.AllPass.JOKER_BIDS)
    seat_2 = [*SPADES_DEAL[2][1:], hp.JOKER]
    game = ReferenceGame(joker_bids, first_dealer=3)
    game.deal([SPADES_DEAL[0], SPADES_DEAL[1], seat_2, SPADES_DEAL[3]], NINE_CLUBS)
    for _ in range(4):
        game.apply(hp.Pass())
    assert (game.phase, game.to_act) == ("BIDDING", 2)
    assert game.legal_actions() == {hp.Bid(3)}
    game.apply(hp.Bid(3))
    assert (game.phase, game.maker, game.contract) == ("TRUMP", 2, hp.Bid(3))
    assert NINE_CLUBS in game.hands[2] and game.widow is None

    widow_joker = _spades_game(joker_bids)
    for _ in range(4):
        widow_joker.apply(hp.Pass())
    assert (widow_joker.phase, widow_joker.dealer) == ("DEAL", 0)
    assert widow_joker.hand_outcomes[-1].maker is None


def test_reference_widow_unused() -> None:
    # docs/rules.rst, "The widow left unused": the maker neither picks up
    # nor discards, plays the six cards dealt, and nobody sees the widow
    unused = hp.Rules(widow=hp.Widow.UNUSED)
    game = _spades_game(unused)
    for call in (hp.Bid(3), hp.Pass(), hp.Pass(), hp.Pass()):
        game.apply(call)
    assert game.phase == "TRUMP" and game.widow == hp.JOKER
    assert game.hands[0] == SPADES_DEAL[0]
    game.apply(hp.NameTrump(hp.Suit.SPADES))
    # the dealer's left, seat 0, leads
    assert (game.phase, game.to_act, game.discarded) == ("PLAY", 0, None)
    assert all(game.seen_by(seat).widow is None for seat in range(4))
    # with the widow taken, the maker sees it
    taken = _spades_game(hp.Rules())
    for call in (hp.Bid(3), hp.Pass(), hp.Pass(), hp.Pass()):
        taken.apply(call)
    assert taken.seen_by(0).widow == hp.JOKER and taken.seen_by(1).widow is None


def _play_out(game: ReferenceGame, plays: str) -> None:
    for card in cards(plays):
        game.apply(hp.Play(card))


def test_reference_whole_hand_of_six_tricks() -> None:
    # Seat 0 bids six, takes the Joker, names spades and discards 9S; with
    # the opening lead on the dealer's left (seat 0) it leads trumps.
    game = _spades_game(hp.Rules(target_score=6), dealer=3)
    game.apply(hp.Bid(6))
    assert game.phase == "TRUMP"
    game.apply(hp.NameTrump(hp.Suit.SPADES))
    assert game.legal_actions() == {hp.Discard(card) for card in game.hands[0]}
    game.apply(hp.Discard(hp.Card.parse("9S")))
    assert game.phase == "PLAY" and game.to_act == 0 and game.leader == 0
    assert game.legal_actions() == {hp.Play(card) for card in game.hands[0]}
    game.apply(hp.Play(hp.JOKER))
    # the jack of clubs is the left bower: seat 1 must play it on a trump lead
    assert game.legal_actions() == {hp.Play(hp.Card.parse("JC"))}
    _play_out(game, "JC 9C AH")
    assert game.completed_tricks[-1].winner == 0
    assert game.tricks_won == [1, 0]
    _play_out(game, "JS AC 9D 9H")
    _play_out(game, "AS KC TD TH QS QC JD JH KS TC QD QH TS AD KD KH")
    assert game.tricks_won == [6, 0]
    assert game.hand_outcomes[-1].score_change == (6, 0)
    assert game.phase == "GAME_OVER" and game.winner == 0
    assert game.legal_actions() == set() and game.to_act is None


def test_reference_maker_leads_with_the_option() -> None:
    game = _spades_game(hp.Rules(opening_lead=hp.OpeningLead.MAKER), dealer=3)
    game.apply(hp.Pass())
    game.apply(hp.Pass())
    game.apply(hp.Bid(2))
    game.apply(hp.Pass())
    game.apply(hp.NameTrump(hp.Suit.DIAMONDS))
    game.apply(hp.Discard(hp.Card.parse("9C")))
    assert game.phase == "PLAY" and game.to_act == 2


def test_reference_lone_maker_and_lone_defender() -> None:
    lone = hp.Rules(lone_hands=True, lone_defender=True)
    game = _spades_game(lone, dealer=3)
    game.apply(hp.Bid(4))
    for _ in range(3):
        game.apply(hp.Pass())
    game.apply(hp.NameTrump(hp.Suit.SPADES))
    game.apply(hp.Discard(hp.Card.parse("9S")))
    assert game.phase == "ALONE" and game.to_act == 0
    assert game.legal_actions() == {hp.Pass(), hp.GoAlone()}
    game.apply(hp.GoAlone())
    assert game.lone_players == [0] and game.sitting_out == [2]
    # the defenders decide from the maker's left
    assert game.phase == "ALONE" and game.to_act == 1
    game.apply(hp.Pass())
    assert game.to_act == 3
    game.apply(hp.GoAlone())
    # seat 3 defends alone and leads; seats 1 and 2 sit out
    assert game.lone_players == [0, 3] and game.sitting_out == [1, 2]
    assert game.phase == "PLAY" and game.to_act == 3
    _play_out(game, "AH Joker")
    assert game.completed_tricks[-1].plays == (
        (3, hp.Card.parse("AH")),
        (0, hp.JOKER),
    )
    assert game.completed_tricks[-1].winner == 0 and game.to_act == 0
    _play_out(game, "JS KH AS QH KS JH QS TH TS 9H")
    # six tricks to none: a made contract of four, doubled by going alone
    assert game.hand_outcomes[-1].score_change == (12, 0)
    assert game.hand_outcomes[-1].lone_players == (0, 3)
    # the sitting-out players still hold their cards
    assert [len(hand) for hand in game.hands] == [0, 6, 6, 0]
    assert game.phase == "GAME_OVER" and game.winner == 0


def test_reference_lone_maker_is_led_to_from_the_left() -> None:
    game = _spades_game(hp.Rules(lone_hands=True), dealer=0)
    # seat 1 leads the auction and wins it with the clubs
    game.apply(hp.Bid(3))
    for _ in range(3):
        game.apply(hp.Pass())
    game.apply(hp.NameTrump(hp.Suit.CLUBS))
    game.apply(hp.Discard(hp.Card.parse("AD")))
    game.apply(hp.GoAlone())
    # no lone defender without the option: play starts on the maker's left
    assert game.phase == "PLAY" and game.to_act == 2 and game.sitting_out == [3]
    game.apply(hp.Play(hp.Card.parse("9C")))
    assert game.to_act == 0
    # spades is the same colour as clubs: the jack of spades is a trump, and
    # seat 0 holds no other, so must play it
    assert game.legal_actions() == {hp.Play(hp.Card.parse("JS"))}
    game.apply(hp.Play(hp.Card.parse("JS")))
    assert game.to_act == 1
    game.apply(hp.Play(hp.JOKER))
    assert game.completed_tricks[-1].winner == 1 and game.to_act == 1

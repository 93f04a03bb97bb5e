"""The fast engine against the plain reference of ``tests/reference_engine.py``.

Random games, under random rules that cover every option, are played on
the library's :class:`~hasenpfeffer.GameState` and on a
:class:`~tests.reference_engine.ReferenceGame` side by side.  The reference
is given each hand's cards from the engine's deal and nothing else; before
every step the phase, the seat to act and the set of legal actions must
agree, and after every action every visible field of the game.  A random
action that the reference refuses must be refused by the engine too.  The
playing and comparing is ``tests/side_by_side.py``'s, shared with Euchre's
differential tests.

The second half checks the reference on its own, on positions worked by
hand from docs/rules.rst, so that it is trusted for reasons of its own.
"""

from __future__ import annotations

import itertools
import random

import attrs
import pytest
from hypothesis import event, given
from hypothesis import strategies as st

import hasenpfeffer as hp
from tests.reference_engine import (
    IllegalMoveError,
    ReferenceGame,
    effective_suit,
    game_winner,
    playable_cards,
    score_change,
    trick_winner,
)
from tests.side_by_side import (
    ScriptedChoices,
    SeededChoices,
    in_auction,
    play_side_by_side,
)
from tests.strategies import (
    ALL_ACTIONS,
    deal_next,
    every_rules,
    new_games,
    rules,
    scaled,
)

MAX_HANDS = 5
"""Hands per game: uniformly random bidding need not ever end a game."""


def _cards(text: str) -> list[hp.Card]:
    return [hp.Card.parse(word) for word in text.split()]


# -- the decisions drawn by Hypothesis ------------------------------------------


class DrawnChoices:
    """Decisions drawn from Hypothesis, so that a failing game shrinks.

    In the auction a pass is taken with a bias drawn for the whole game (a
    player who always bids at random climbs to six and fails); every other
    choice is uniform among the legal actions.
    """

    def __init__(self, data: st.DataObject) -> None:
        self.data = data
        self.pass_percent: int = data.draw(st.sampled_from((0, 50, 75, 90)))
        self.probes = random.Random(data.draw(st.integers(0, 2**32 - 1)))

    def action(self, legal: set[hp.Action]) -> hp.Action:
        if (
            in_auction(legal)
            and self.data.draw(st.integers(min_value=0, max_value=99))
            < self.pass_percent
        ):
            return hp.Pass()
        choice: hp.Action = self.data.draw(st.sampled_from(sorted(legal, key=str)))
        return choice

    def probe(self) -> hp.Action:
        return self.probes.choice(ALL_ACTIONS)

    def deal(self, state: hp.GameState) -> hp.GameState:
        return deal_next(self.data.draw, state)


def situations(state: hp.GameState) -> set[str]:
    """The notable things that happened in a game, read from its end."""
    rules_ = state.rules
    seen = {
        f"bidding {rules_.bidding.name}",
        f"all pass {rules_.all_pass.name}",
        f"failed contract {rules_.failed_contract.name}",
        f"opening lead {rules_.opening_lead.name}",
        f"defenders score tricks {rules_.defenders_score_tricks}",
        f"alone multiplier {rules_.alone_multiplier}",
    }
    calls = [action for _, action in state.history]
    if hp.BIG_PEPPER in calls:
        seen.add("big pepper bid")
    for result in state.hand_results:
        if result.maker is None:
            seen.add("hand thrown in")
            continue
        makers = result.maker % 2
        assert result.contract is not None
        made = result.tricks_won[makers] >= result.contract.tricks
        seen.add(f"{'made' if made else 'failed'}, {len(result.lone_players)} alone")
        if result.score_change[0] and result.score_change[1]:
            seen.add("both sides scored on a hand")
    if state.winner is not None:
        seen.add("game over")
        if min(state.scores) >= rules_.target_score:
            seen.add(f"both sides reached the target, {rules_.tie_break.name}")
            last_makers = state.hand_results[-1].maker
            if last_makers is not None and state.winner != last_makers % 2:
                seen.add("both sides reached the target, the defenders won")
    return seen


def _play_drawn_game(
    data: st.DataObject, game_rules: st.SearchStrategy[hp.Rules]
) -> None:
    """A game under rules drawn from ``game_rules``, played side by side
    with drawn choices; the situations it reached are Hypothesis events."""
    state: hp.GameState = data.draw(new_games(game_rules))
    final, seen = play_side_by_side(state, DrawnChoices(data), MAX_HANDS)
    for situation in sorted(seen | situations(final)):
        event(situation)


@scaled(0.3)
@given(st.data())
def test_engine_agrees_with_the_reference(data: st.DataObject) -> None:
    """Random games under random rules: every option, every step."""
    _play_drawn_game(data, rules())


def _lone_rules() -> st.SearchStrategy[hp.Rules]:
    return st.builds(
        hp.Rules,
        bidding=st.sampled_from(hp.Bidding),
        opening_lead=st.sampled_from(hp.OpeningLead),
        defenders_score_tricks=st.booleans(),
        failed_contract=st.sampled_from(hp.FailedContract),
        tie_break=st.sampled_from(hp.TieBreak),
        target_score=st.integers(min_value=1, max_value=12),
        lone_hands=st.just(True),
        lone_defender=st.booleans(),
        alone_multiplier=st.integers(min_value=1, max_value=4),
    )


@scaled(0.15)
@given(st.data())
def test_engine_agrees_with_the_reference_on_lone_hands(data: st.DataObject) -> None:
    """Going alone offered on every hand, with any multiplier up to 4."""
    _play_drawn_game(data, _lone_rules())


def _every_combination() -> list[hp.Rules]:
    """Each combination of the options, with targets and multipliers drawn."""
    pick = random.Random(0)
    return [
        attrs.evolve(
            combination,
            target_score=pick.choice((1, 2, 3, 4, 6, 10)),
            alone_multiplier=pick.choice((1, 2, 3)),
        )
        for combination in every_rules()
    ]


def test_every_combination_of_options_agrees() -> None:
    """One seeded game under each of the 192 combinations of the options.

    Random choices may miss a combination; this sweep does not.  It also
    checks that the games reached each situation the comparison is for.
    """
    seen: set[str] = set()
    combinations = _every_combination()
    assert len(combinations) == 192
    for number, rules_ in enumerate(combinations):
        state = hp.new_game(rules_, seed=number, dealer=number % 4)
        choices = SeededChoices(number, (50, 75, 90)[number % 3], ALL_ACTIONS)
        final, stuck = play_side_by_side(state, choices, max_hands=2)
        seen |= stuck | situations(final)
    expected = {
        "big pepper bid",
        "hand thrown in",
        "stick the dealer",
        "both sides scored on a hand",
        "game over",
        *(f"both sides reached the target, {tie.name}" for tie in hp.TieBreak),
        *(f"{how}, {alone} alone" for how in ("made", "failed") for alone in range(3)),
    }
    assert expected <= seen, sorted(expected - seen)


def _tie_script() -> list[hp.Action]:
    """Seat 1 bids one, names spades and takes two tricks of six."""
    calls: list[hp.Action] = [hp.Pass(), hp.Bid(1), hp.Pass(), hp.Pass()]
    choices: list[hp.Action] = [
        hp.NameTrump(hp.Suit.SPADES),
        hp.Discard(hp.Card.parse("TC")),
    ]
    # leaders: seat 0, then each trick's winner (1, 0, 1, 0, 0)
    tricks = [
        "JS Joker 9D 9H",
        "AC 9C TH 9S",
        "AS JC TD JH",
        "KC JD QH TS",
        "KS QC QD KH",
        "QS AD KD AH",
    ]
    return calls + choices + [hp.Play(card) for card in _cards(" ".join(tricks))]


@pytest.mark.parametrize("tie_break", list(hp.TieBreak))
def test_tie_break_agrees(tie_break: hp.TieBreak) -> None:
    """Both sides reach the target on one hand, the defenders with more.

    The makers (team 1) make a bid of one with two tricks, two points; the
    defenders score their four tricks.  Both reach the target of two: the
    makers win under MAKERS_FIRST, the defenders under HIGHER_SCORE.
    """
    rules_ = hp.Rules(defenders_score_tricks=True, tie_break=tie_break, target_score=2)
    state = hp.new_game(rules_, seed=0, dealer=3)
    deal = {"hands": SPADES_DEAL, "widow": hp.JOKER}
    script = ScriptedChoices([deal], _tie_script(), ALL_ACTIONS)
    final, _ = play_side_by_side(state, script, max_hands=1)
    assert script.actions == []
    assert final.hand_results[-1].tricks_won == (4, 2)
    assert final.scores == (4, 2)
    assert final.winner == (1 if tie_break is hp.TieBreak.MAKERS_FIRST else 0)


# -- the reference on its own: cards and tricks -------------------------------
# docs/rules.rst, "Trump and the order of the cards", "Following suit",
# "Winning a trick"


def test_reference_trump_order_hearts() -> None:
    # "hearts trump: Joker, J♥, J♦, A♥, K♥ ..."
    order = _cards("Joker JH JD AH KH QH TH 9H")
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
    assert trick_winner(_cards("AH JD Joker"), hearts) == 2
    assert trick_winner(_cards("KS AC 9H AS"), hearts) == 2
    assert trick_winner(_cards("KS AC QS"), hearts) == 0
    # the left bower led is a trump lead: the right bower wins, a diamond
    # ace is off-suit
    assert trick_winner(_cards("JD AD JH TH"), hearts) == 2
    # diamonds led: the left bower is no diamond, it trumps
    assert trick_winner(_cards("9D AD JD"), hearts) == 2
    # in the suit of the same colour the jack is gone: the queen wins
    assert trick_winner(_cards("QD TD 9D"), hearts) == 0
    # in the other suits the jack ranks between queen and ten
    assert trick_winner(_cards("TC JC 9C"), hearts) == 1


def test_reference_following_suit() -> None:
    hearts = hp.Suit.HEARTS
    hand = _cards("JD AD KS")
    # hearts led: the left bower is the only heart held and must be played
    assert playable_cards(hand, _cards("9H"), hearts) == _cards("JD")
    # diamonds led: the ace follows; the left bower is not a diamond
    assert playable_cards(hand, _cards("KD"), hearts) == _cards("AD")
    # a player whose only diamond is the left bower is void in diamonds
    assert playable_cards(_cards("JD KS"), _cards("KD"), hearts) == _cards("JD KS")
    # the Joker led leads trump
    assert playable_cards(_cards("9H AC"), _cards("Joker"), hearts) == _cards("9H")
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

# Seat 0: JS AS KS QS TS 9S (every spade but the jack of clubs), seat 1: the
# clubs but the jack and the ace of diamonds, seat 2: diamonds, seat 3:
# hearts; the widow is the Joker.
SPADES_DEAL = (
    _cards("JS AS KS QS TS 9S"),
    _cards("JC AC KC QC TC AD"),
    _cards("9C KD QD JD TD 9D"),
    _cards("AH KH QH JH TH 9H"),
)


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


def _play_out(game: ReferenceGame, plays: str) -> None:
    for card in _cards(plays):
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

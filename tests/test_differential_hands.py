"""Hands chosen for each game's rules page, played side by side with the
reference of ``tests/reference_engine.py``.

Each hand is dealt explicitly and its actions given in advance; it is
played on the library's :class:`~hasenpfeffer.GameState` and on a
:class:`~tests.reference_engine.ReferenceGame` with the comparison of
``tests/side_by_side.py`` (every field both keep and what each seat sees,
after every step; before every action a probe that the reference refuses
must be refused by the engine too), and its end is checked against the
result worked out by hand.  The hands force the rare paths that random
games (``tests/test_differential.py``) reach seldom: in Hasenpfeffer both
sides reaching the target on one hand (docs/rules.rst, "The end of the
game"); in Euchre the lone defender, the lone march and the stuck dealer
(docs/euchre.rst); in Railroad Euchre the Joker turned up and down, both
sides calling for best, the dealer giving the upcard or discarding it
(docs/railroad.rst, "The deal and the upcard" and "Calling for best"); in
Three-Handed Euchre six passes and a redeal, the stuck dealer, and two
players reaching the target on the same hand (docs/three_handed.rst); in
Bid Euchre both sides reaching the target, a lost moon called for best,
and the dealer's left sitting out under ``DEALERS_LEFT``
(docs/bid_euchre.rst).
"""

from __future__ import annotations

from typing import Any

import pytest

import hasenpfeffer as hp
from tests.helpers import SPADES_DEAL, cards
from tests.side_by_side import PROBES, ScriptedChoices, play_script, play_side_by_side
from tests.strategies import ALL_ACTIONS

EUCHRE = hp.Rules(game=hp.Game.EUCHRE)
EUCHRE_LONE_DEFENDER = hp.Rules(game=hp.Game.EUCHRE, lone_defender=True)


def railroad(**options: Any) -> hp.Rules:
    return hp.Rules(game=hp.Game.RAILROAD_EUCHRE, **options)


def three_handed(**options: Any) -> hp.Rules:
    return hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE, **options)


RAILROAD = railroad()


def card(text: str) -> hp.Card:
    return hp.Card.parse(text)


def card_set(text: str) -> set[hp.Card]:
    return {hp.Card.parse(word) for word in text.split()}


def scripted(
    game: hp.Game,
    hands: list[str],
    kitty: str,
    actions: list[str],
    probes: tuple[hp.Action, ...] | None = None,
) -> ScriptedChoices:
    """One explicit deal of ``game`` and the actions of its hand, in order;
    before each action one of ``probes`` (by default the game's
    :data:`~tests.side_by_side.PROBES`), in turn, must be refused by both
    engines unless it is legal."""
    deal = {"hands": [hand.split() for hand in hands], "kitty": kitty.split()}
    return ScriptedChoices([deal], actions, PROBES[game] if probes is None else probes)


# -- Hasenpfeffer ------------------------------------------------------------------
# docs/rules.rst, "Scoring" and "The end of the game"


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
    return calls + choices + [hp.Play(card) for card in cards(" ".join(tricks))]


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


# -- Euchre -------------------------------------------------------------------------
# docs/euchre.rst, "Going alone and the lone defender" and "When everybody
# passes twice"

SPADES_HANDS = [
    "JS JC AS KS AC",
    "AH KH QH JH TH",
    "QS TS AD KD 9C",
    "KC QC TC QD 9D",
]
"""Seat 0 holds the five best spades but one; seat 3 deals, and the kitty
is 9S 9H JD TD in Euchre (the nine of spades turned up), with the Joker
under them in Railroad Euchre."""


def test_lone_defender_asked_from_the_dealers_left_agrees() -> None:
    # seat 2 orders up and goes alone; seat 1 (from the dealer's left, not
    # seat 3 on the maker's left) is asked first and defends alone; both
    # seats after the dealer then sit out and seat 1 leads the hearts
    script = scripted(
        hp.Game.EUCHRE,
        SPADES_HANDS,
        "9S 9H JD TD",
        [
            *("pass", "pass", "trump S", "discard 9D", "alone", "alone"),
            *("play AH", "play 9C", "play KH", "play KD", "play QH", "play AD"),
            *("play JH", "play TS", "play QS", "play TH"),
        ],
    )
    final = play_script(EUCHRE_LONE_DEFENDER, 3, script)
    assert final.hand_results[-1].score_change == (0, 4)


def test_euchre_lone_march_agrees() -> None:
    # seat 0 orders up spades, goes alone and takes every trick
    script = scripted(
        hp.Game.EUCHRE,
        SPADES_HANDS,
        "9S 9H JD TD",
        [
            *("trump S", "discard 9D", "alone", "pass", "pass"),
            *("play JS", "play TH", "play 9S", "play JC", "play JH", "play KC"),
            *("play AS", "play QH", "play QC", "play KS", "play KH", "play TC"),
            *("play AC", "play AH", "play QD"),
        ],
    )
    final = play_script(EUCHRE_LONE_DEFENDER, 3, script)
    assert final.hand_results[-1].score_change == (4, 0)


def test_euchre_stick_the_dealer_agrees() -> None:
    script = scripted(
        hp.Game.EUCHRE, SPADES_HANDS, "9S 9H JD TD", ["pass"] * 7 + ["trump C", "alone"]
    )
    final = play_script(EUCHRE, 3, script)
    assert final.to_act == 0 and final.sitting_out == (1,)


# -- Railroad Euchre ----------------------------------------------------------------

# The deal of docs/railroad.rst, "A hand worked through", seat 3 dealing:
# the Joker is turned up.
JOKER_HANDS = [
    "JH JD AH KH QH",
    "9C TC JC QC KC",
    "AD 9S TS JS QS",
    "AC 9D TD QD KD",
]
JOKER_UP = "Joker 9H TH KS AS"


def test_joker_upcard_ordered_up_agrees() -> None:
    # docs/railroad.rst, "A hand worked through", played to the end
    script = scripted(
        hp.Game.RAILROAD_EUCHRE,
        JOKER_HANDS,
        JOKER_UP,
        [
            *("trump H", "discard 9D", "call for best", "give AD", "discard QH"),
            *("pass", "pass"),
            *("play JH", "play 9C", "play Joker", "play AC", "play KH", "play TC"),
            *("play AH", "play QC", "play TD", "play JD", "play JC", "play QD"),
            *("play AD", "play KC", "play KD"),
        ],
    )
    final = play_script(RAILROAD, 3, script)
    assert final.hand_results[-1].tricks_won == (4, 1)
    assert final.hand_results[-1].score_change == (1, 0)
    assert final.discarded == hp.Card.parse("9D")


@pytest.mark.parametrize("joker_suit", [hp.Suit.HEARTS, hp.Suit.SPADES])
def test_joker_upcard_turned_down_agrees(joker_suit: hp.Suit) -> None:
    # docs/railroad.rst, "The deal and the upcard": turning the Joker down
    # rules out the suit it proposed; the dealer is stuck and names clubs
    script = scripted(
        hp.Game.RAILROAD_EUCHRE,
        JOKER_HANDS,
        JOKER_UP,
        ["pass"] * 7 + ["trump C", "pass"],
    )
    final = play_script(railroad(joker_upcard_suit=joker_suit), 3, script)
    assert final.trump is hp.Suit.CLUBS and final.discarded is None
    assert hp.JOKER not in final.hands[3]
    stuck = play_script(
        railroad(joker_upcard_suit=joker_suit),
        3,
        scripted(hp.Game.RAILROAD_EUCHRE, JOKER_HANDS, JOKER_UP, ["pass"] * 7),
    )
    assert hp.NameTrump(joker_suit) not in stuck.legal_actions()
    assert hp.Pass() not in stuck.legal_actions()


def test_maker_and_defender_both_call_for_best_agrees() -> None:
    # docs/railroad.rst, "Calling for best" and "Going alone and defending
    # alone": seat 0 orders the Joker up and calls for best, seat 2 gives
    # AD and seat 0 lays QH away; seat 1, first from the dealer's left,
    # calls for best too, and the dealer, seat 3, gives the upcard it
    # picked up, the Joker, which seat 1 may not discard
    script = scripted(
        hp.Game.RAILROAD_EUCHRE,
        JOKER_HANDS,
        JOKER_UP,
        [
            *("trump H", "discard 9D", "call for best", "give AD", "discard QH"),
            *("call for best", "give Joker", "discard 9C"),
        ],
        probes=(hp.Discard(hp.JOKER), hp.Discard(card("AD")), hp.Give(hp.JOKER)),
    )
    state = play_script(RAILROAD, 3, script)
    assert state.phase is hp.Phase.PLAY and state.to_act == 0
    assert state.lone_players == (0, 1) and state.sitting_out == (2, 3)
    assert set(state.hands[1]) == card_set("TC JC QC KC Joker")
    assert set(state.hands[3]) == card_set("AC TD QD KD")
    assert state.discarded == card("9D")
    assert [view.best_card for view in map(state.view, range(4))] == [
        card("AD"),
        hp.JOKER,
        card("AD"),
        hp.JOKER,
    ]
    assert [view.best_discard for view in map(state.view, range(4))] == [
        card("QH"),
        card("9C"),
        None,
        None,
    ]
    assert state.view(2).called_for_best == (0, 1)
    # the Joker takes the right bower; seat 0 then wins every other trick
    for played in ["JH", "Joker", "KC", "JD", "AH", "QC", "KH", "JC", "AD", "TC"]:
        state = state.play(played)
    result = state.hand_results[-1]
    assert result.tricks_won == (4, 1) and result.score_change == (1, 0)
    assert result.lone_players == (0, 1)


# The deal of Euchre's scripted hands with the Joker under the nine of
# spades turned up; seat 3 deals.
SPADES_UP = "9S 9H JD TD Joker"


def test_dealer_gives_the_upcard_to_a_partner_calling_for_best_agrees() -> None:
    # docs/railroad.rst, "Calling for best": the partner gives any card it
    # holds, so the dealer may give the upcard it just picked up; the
    # caller may not lay that card away again, and the dealer's own
    # discard stays the one in ``discarded``
    script = scripted(
        hp.Game.RAILROAD_EUCHRE,
        SPADES_HANDS,
        SPADES_UP,
        [
            *("pass", "trump S", "discard 9D", "call for best", "give 9S"),
            *("discard TH", "pass", "pass"),
        ],
        probes=(hp.Discard(card("9S")), hp.Give(card("9D"))),
    )
    state = play_script(RAILROAD, 3, script)
    assert state.phase is hp.Phase.PLAY and state.to_act == 0
    assert state.lone_players == (1,) and state.sitting_out == (3,)
    assert set(state.hands[1]) == card_set("9S AH KH QH JH")
    assert state.discarded == card("9D")
    assert [view.best_card for view in map(state.view, range(4))] == [
        None,
        card("9S"),
        None,
        card("9S"),
    ]
    assert state.view(1).best_discard == card("TH")
    assert state.view(3).best_discard is None


def test_dealer_calling_for_best_may_lay_the_upcard_away_agrees() -> None:
    # the dealer orders its own upcard up, discards 9D, calls for best and
    # lays the upcard away for its partner's AH: only the card given is
    # kept.  Seat 0, first from the dealer's left, calls for best too.
    script = scripted(
        hp.Game.RAILROAD_EUCHRE,
        SPADES_HANDS,
        SPADES_UP,
        [
            *("pass", "pass", "pass", "trump S", "discard 9D", "call for best"),
            *("give AH", "discard 9S", "call for best", "give QS", "discard AC"),
        ],
        probes=(hp.Discard(card("AH")), hp.Discard(card("QS"))),
    )
    state = play_script(RAILROAD, 3, script)
    assert state.phase is hp.Phase.PLAY and state.to_act == 0
    assert state.lone_players == (3, 0) and state.sitting_out == (1, 2)
    assert set(state.hands[3]) == card_set("KC QC TC AH QD")
    assert set(state.hands[0]) == card_set("JC QS KS AS JS")
    assert state.discarded == card("9D")
    assert state.view(3).best_discard == card("9S")
    assert state.view(0).best_discard == card("AC")


# -- Three-Handed Euchre -------------------------------------------------------------
# docs/three_handed.rst

# The deal of tests/test_reference_three_handed.py, dealt by seat 2 with the
# nine of hearts turned up: the dealer's left holds the right bower, the next
# player the left bower, and the dealer five spades.
THREE_HANDED_HANDS = ("JH AH KH AC KC", "JD QH TH 9C TC", "AS KS QS JS TS")
THREE_HANDED_KITTY = "9H JC QC 9D TD QD KD AD 9S"
HEARTS_PLAY = "JH TH 9H  AH JD JS  9C AS AC  KH QH KS  KC TC QS"
"""With hearts trump and TS laid away: the dealer's left takes four tricks,
the next player one, the dealer none."""
SPADES_PLAY = "AH TH TS  JS KC 9C  AS AC TC  KS KH QH  QS JH JD"
"""With spades named in round 2: the dealer takes all five."""


def plays_of(cards: str) -> list[str]:
    """The plays of ``cards``, in order, as text."""
    return [f"play {card}" for card in cards.split()]


def deal_for(dealer: int) -> dict[str, Any]:
    """The deal above, dealt by ``dealer``: the dealer's left always holds
    the first hand, the dealer the last."""
    hands = [THREE_HANDED_HANDS[(seat - dealer - 1) % 3].split() for seat in range(3)]
    return {"hands": hands, "kitty": THREE_HANDED_KITTY.split()}


def three_handed_script(
    dealers: list[int],
    actions: list[str],
    probes: tuple[hp.Action, ...] = (
        hp.Pass(),
        hp.GoAlone(),
        hp.NameTrump(hp.Suit.HEARTS),
    ),
) -> ScriptedChoices:
    """The deal above for each of ``dealers`` in turn, and the actions of
    all those hands; the probes go round ``probes``."""
    return ScriptedChoices([deal_for(dealer) for dealer in dealers], actions, probes)


def test_three_handed_six_passes_and_a_redeal_agree() -> None:
    rules = three_handed(all_pass=hp.AllPass.REDEAL)
    choices = three_handed_script(
        [2, 0], ["pass"] * 6 + ["trump H", "discard TS", *plays_of(HEARTS_PLAY)]
    )
    final = play_script(rules, 2, choices, deals=2)
    thrown, played = final.hand_results
    assert thrown.thrown_in and thrown.maker is None and thrown.dealer == 2
    assert thrown.score_change == (0, 0, 0)
    # seat 1, on the new dealer's left, ordered up and took four tricks
    assert played.dealer == 0 and played.maker == 1
    assert played.tricks_won == (0, 4, 1) and played.score_change == (0, 1, 0)
    assert final.scores == (0, 1, 0) and final.dealer == 1


@pytest.mark.parametrize(("march_points", "points"), [(3, 3), (7, 7)])
def test_three_handed_stuck_dealer_and_a_march_agree(
    march_points: int, points: int
) -> None:
    # only a pass is probed: it must be refused at the sixth call
    rules = three_handed(march_points=march_points)
    choices = three_handed_script(
        [2], ["pass"] * 5 + ["trump S", *plays_of(SPADES_PLAY)], (hp.Pass(),)
    )
    final = play_script(rules, 2, choices)
    assert final.hand_results[-1].tricks_won == (0, 0, 5)
    assert final.scores == (0, 0, points)
    assert final.discarded is None


def test_the_three_handed_stuck_dealer_may_not_pass() -> None:
    state = hp.new_game(three_handed(), seed=0, dealer=2).deal(**deal_for(2))
    for _ in range(5):
        state = state.apply(hp.Pass())
    assert state.to_act == 2
    assert set(state.legal_actions()) == {
        hp.NameTrump(hp.Suit.CLUBS),
        hp.NameTrump(hp.Suit.DIAMONDS),
        hp.NameTrump(hp.Suit.SPADES),
    }


@pytest.mark.parametrize("tie_break", list(hp.TieBreak))
def test_three_handed_two_reach_the_target_the_higher_score_wins_agrees(
    tie_break: hp.TieBreak,
) -> None:
    # to 2: seat 0 makes a point on the first hand; on the second, dealt by
    # seat 0, seat 2 orders up and is euchred, and seats 0 and 1 score two
    # each: 3 beats 2, though seat 1 sits on the dealer's left
    rules = three_handed(target_score=2, tie_break=tie_break)
    actions = ["trump H", "discard TS", *plays_of(HEARTS_PLAY)]
    actions += ["pass", "trump H", "discard TS", *plays_of(HEARTS_PLAY)]
    final = play_script(rules, 2, three_handed_script([2, 0], actions), deals=2)
    assert final.hand_results[-1].score_change == (2, 2, 0)
    assert final.scores == (3, 2, 0)
    assert final.winner == 0 and final.phase is hp.Phase.GAME_OVER


@pytest.mark.parametrize("tie_break", list(hp.TieBreak))
def test_three_handed_two_reach_the_target_with_equal_scores_agrees(
    tie_break: hp.TieBreak,
) -> None:
    # to 2, seat 1 dealing: the dealer orders up and is euchred; seats 2 and
    # 0 reach 2 together, and seat 2, first from the dealer's left, wins
    rules = three_handed(target_score=2, tie_break=tie_break)
    actions = ["pass", "pass", "trump H", "discard TS", *plays_of(HEARTS_PLAY)]
    final = play_script(rules, 1, three_handed_script([1], actions))
    assert final.hand_results[-1].tricks_won == (1, 0, 4)
    assert final.scores == (2, 0, 2)
    assert final.winner == 2


# -- Bid Euchre ----------------------------------------------------------------------
# docs/bid_euchre.rst, "The moon", "The lead" and "Scoring"; the deal and the
# tricks of tests/test_reference_bid_euchre.py, dealt by seat 3

BID_EUCHRE_HANDS = [
    "AS KS QS 9H TH JH",
    "AH KH QH 9C TC JC",
    "JS TS 9S 9D TD JD",
    "AC KC QC AD KD QD",
]
BID_EUCHRE_PROBES = (
    hp.Pass(),
    hp.MOON,
    hp.Bid(1),
    hp.Bid(6),
    hp.NoTrump(),
    hp.CallForBest(),
    hp.GoAlone(),
    hp.NameTrump(hp.Suit.SPADES),
    hp.Play(card("JS")),
    hp.Play(card("AH")),
    hp.Give(card("AC")),
    hp.Discard(card("AC")),
    hp.Discard(card("JC")),
)
THREE_EACH = (
    "AS 9C 9S AC  KS TC TS KC  QS JC JS QC  9H AH 9D AD  KH TD KD TH  QH JD QD JH"
)
"""Seat 0 in no trump: three tricks to each side."""
TWO_AND_FOUR = (
    "AS 9C 9S AC  KS TC TS KC  9H AH 9D AD  KH TD KD TH  QH JD QD JH  JC JS QC QS"
)
"""Seat 0 in no trump, leading hearts at the third trick: two tricks to
seat 0's side, four to the other."""


def bid_euchre(**options: Any) -> hp.Rules:
    return hp.Rules(game=hp.Game.BID_EUCHRE, **options)


def bid_euchre_script(actions: list[str]) -> ScriptedChoices:
    deal = {"hands": [hand.split() for hand in BID_EUCHRE_HANDS]}
    return ScriptedChoices([deal], actions, BID_EUCHRE_PROBES)


@pytest.mark.parametrize(
    ("tie_break", "target", "bid", "play", "scores", "winner"),
    [
        (hp.TieBreak.MAKERS_FIRST, 3, "bid 3", THREE_EACH, (3, 3), 0),
        (hp.TieBreak.HIGHER_SCORE, 3, "bid 3", THREE_EACH, (3, 3), 0),
        (hp.TieBreak.MAKERS_FIRST, 2, "bid 2", TWO_AND_FOUR, (2, 4), 0),
        (hp.TieBreak.HIGHER_SCORE, 2, "bid 2", TWO_AND_FOUR, (2, 4), 1),
    ],
    ids=[
        "3-3, makers first",
        "3-3, higher score",
        "2-4, makers first",
        "2-4, higher score",
    ],
)
def test_bid_euchre_both_sides_reach_the_target_agrees(
    tie_break: hp.TieBreak,
    target: int,
    bid: str,
    play: str,
    scores: tuple[int, int],
    winner: int,
) -> None:
    """A made bid with both sides at the target: the makers win under
    MAKERS_FIRST, and under HIGHER_SCORE on equal scores; the defenders win
    with more under HIGHER_SCORE."""
    rules = bid_euchre(min_bid=2, tie_break=tie_break, target_score=target)
    actions = [bid, "pass", "pass", "pass", "no trump", *plays_of(play)]
    final = play_script(rules, 3, bid_euchre_script(actions))
    assert final.scores == scores
    assert final.winner == winner and final.phase is hp.Phase.GAME_OVER


def test_bid_euchre_a_moon_called_for_best_and_lost_agrees() -> None:
    """Seat 0's moon in no trump: seat 2 gives the jack of diamonds, seat 0
    lays away the nine of hearts; the turn goes 0, 1, 3; seat 1's hearts
    take the last three tricks and the moon is lost: minus 7, and the
    defenders score their three tricks."""
    rules = bid_euchre(call_for_best=True, moon_points=7)
    actions = ["moon", "no trump", "call for best", "give JD", "discard 9H"]
    play = "AS 9C AC  KS TC KC  QS JC QC  TH AH AD  KH KD JH  QH QD JD"
    final = play_script(rules, 3, bid_euchre_script(actions + plays_of(play)))
    result = final.hand_results[-1]
    assert result.lone_players == (0,) and final.sitting_out == (2,)
    assert [trick.winner for trick in final.completed_tricks] == [0, 0, 0, 1, 1, 1]
    assert result.score_change == (-7, 3)
    # the partner who sat out keeps the cards not given
    assert sorted(final.hands[2]) == sorted(cards("JS TS 9S 9D TD"))


def test_bid_euchre_the_dealers_left_skipped_agrees() -> None:
    """Under DEALERS_LEFT, seat 2's moon in spades: seat 0, the dealer's
    left, sits out and seat 1 leads.  Seat 2 takes three tricks with its
    three trumps, then seat 3's diamonds and clubs take three: minus 12,
    and the defenders score three."""
    rules = bid_euchre(opening_lead=hp.OpeningLead.DEALERS_LEFT)
    actions = ["pass", "pass", "moon", "trump S"]
    # the turn goes 1, 2, 3; JS is the right bower, seat 1's JC the left
    play = "AH 9S AD  JS AC JC  TS KC KH  9D KD QH  QC 9C TD  QD TC JD"
    final = play_script(rules, 3, bid_euchre_script(actions + plays_of(play)))
    assert final.sitting_out == (0,)
    assert final.completed_tricks[0].leader == 1
    assert [trick.winner for trick in final.completed_tricks] == [2, 2, 2, 3, 3, 3]
    assert final.hand_results[-1].score_change == (-12, 3)

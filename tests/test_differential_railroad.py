"""The fast engine's Railroad Euchre against the plain reference of
``tests/reference_engine.py``.

Random games of Railroad Euchre are played on
:class:`~hasenpfeffer.GameState` and on a
:class:`~tests.reference_engine.ReferenceGame` side by side under six
option sets: the defaults, and one option changed at a time
(``call_for_best`` off, ``lone_defender`` off, ``all_pass`` redeal,
``joker_upcard_suit`` spades, ``lone_hands`` off).  Before every action the
seat to act and the set of legal actions must agree, and after every action
every visible field of the game and what each seat's view shows of the
hidden cards.  An action that the reference refuses must be refused by the
engine too.  Scripted hands then force the rare paths of
docs/railroad.rst, "The deal and the upcard" and "Calling for best".
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

import hasenpfeffer as hp
from tests.side_by_side import (
    RAILROAD_ACTIONS,
    RAILROAD_OPTION_SETS,
    ScriptedChoices,
    SeededRailroadGame,
    play_script,
    play_side_by_side,
)

EVERY_ACTION = RAILROAD_ACTIONS
OPTION_SETS = RAILROAD_OPTION_SETS
RAILROAD = OPTION_SETS["defaults"]
MAX_HANDS = 30
"""Hands per game at most: a game that passes most hands out may be long."""


def _railroad(**options: Any) -> hp.Rules:
    return hp.Rules(game=hp.Game.RAILROAD_EUCHRE, **options)


# -- what random games must have shown ------------------------------------------


def situations(state: hp.GameState) -> set[str]:
    """The notable things that happened in a game, read from its end."""
    seen = {"game over"} if state.winner is not None else set()
    for result in state.hand_results:
        if result.maker is None:
            seen.add("hand thrown in")
            continue
        makers = result.maker % 2
        tricks = result.tricks_won[makers]
        outcome = "march" if tricks == 5 else "made" if tricks >= 3 else "euchred"
        seen.add(f"{outcome}, {len(result.lone_players)} alone")
        if result.lone_players and tricks >= 3:
            seen.add("lone maker made it")
    history = list(state.history)
    for (_, action), (_, following) in itertools.pairwise(history):
        if isinstance(action, hp.NameTrump) and isinstance(following, hp.Discard):
            seen.add("ordered up")
        if isinstance(action, hp.CallForBest):
            seen.add("called for best")
    return seen


def _joker_turned_up(state: hp.GameState) -> bool:
    return any(deal.kitty[0] == hp.JOKER for deal in state.deals)


@pytest.mark.parametrize("name", list(OPTION_SETS))
def test_random_games_agree(name: str) -> None:
    """Eight whole games under each option set, every step compared."""
    rules = OPTION_SETS[name]
    seen: set[str] = set()
    for number in range(8):
        state = hp.new_game(rules, seed=number, dealer=number % 4)
        final, stuck = play_side_by_side(
            state, SeededRailroadGame(2000 + number), MAX_HANDS
        )
        seen |= stuck | situations(final)
        if _joker_turned_up(final):
            seen.add("Joker turned up")
    expected = {
        "game over",
        "ordered up",
        "Joker turned up",
        "made, 0 alone",
        "euchred, 0 alone",
    }
    if rules.lone_hands:
        expected |= {"lone maker made it"}
    if rules.lone_defender:
        expected |= {"euchred, 2 alone"}
    elif rules.lone_hands:
        expected |= {"euchred, 1 alone"}
    if rules.call_for_best:
        expected |= {"called for best"}
    else:
        assert "called for best" not in seen
    if rules.all_pass is hp.AllPass.REDEAL:
        expected |= {"hand thrown in"}
    else:
        expected |= {"stick the dealer"}
        assert "hand thrown in" not in seen
    assert expected <= seen, sorted(expected - seen)


# -- hand-chosen deals, played side by side ------------------------------------


def scripted(
    hands: list[str],
    kitty: str,
    actions: list[str],
    probes: tuple[hp.Action, ...] = EVERY_ACTION,
) -> ScriptedChoices:
    """One explicit deal and the actions of its hand, in order; before each
    action one of ``probes``, in turn, must be refused by both engines
    unless it is legal."""
    deal = {"hands": [hand.split() for hand in hands], "kitty": kitty.split()}
    return ScriptedChoices([deal], actions, probes)


def _card(text: str) -> hp.Card:
    return hp.Card.parse(text)


def _cards(text: str) -> set[hp.Card]:
    return {hp.Card.parse(card) for card in text.split()}


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
    script = scripted(JOKER_HANDS, JOKER_UP, ["pass"] * 7 + ["trump C", "pass"])
    final = play_script(_railroad(joker_upcard_suit=joker_suit), 3, script)
    assert final.trump is hp.Suit.CLUBS and final.discarded is None
    assert hp.JOKER not in final.hands[3]
    stuck = play_script(
        _railroad(joker_upcard_suit=joker_suit),
        3,
        scripted(JOKER_HANDS, JOKER_UP, ["pass"] * 7),
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
        JOKER_HANDS,
        JOKER_UP,
        [
            *("trump H", "discard 9D", "call for best", "give AD", "discard QH"),
            *("call for best", "give Joker", "discard 9C"),
        ],
        probes=(hp.Discard(hp.JOKER), hp.Discard(_card("AD")), hp.Give(hp.JOKER)),
    )
    state = play_script(RAILROAD, 3, script)
    assert state.phase is hp.Phase.PLAY and state.to_act == 0
    assert state.lone_players == (0, 1) and state.sitting_out == (2, 3)
    assert set(state.hands[1]) == _cards("TC JC QC KC Joker")
    assert set(state.hands[3]) == _cards("AC TD QD KD")
    assert state.discarded == _card("9D")
    assert [view.best_card for view in map(state.view, hp.SEATS)] == [
        _card("AD"),
        hp.JOKER,
        _card("AD"),
        hp.JOKER,
    ]
    assert [view.best_discard for view in map(state.view, hp.SEATS)] == [
        _card("QH"),
        _card("9C"),
        None,
        None,
    ]
    assert state.view(2).called_for_best == (0, 1)
    # the Joker takes the right bower; seat 0 then wins every other trick
    for card in ["JH", "Joker", "KC", "JD", "AH", "QC", "KH", "JC", "AD", "TC"]:
        state = state.play(card)
    result = state.hand_results[-1]
    assert result.tricks_won == (4, 1) and result.score_change == (1, 0)
    assert result.lone_players == (0, 1)


# A deal with an ordinary upcard, the nine of spades, and the Joker under it;
# seat 3 deals.
SPADES_HANDS = [
    "JS JC AS KS AC",
    "AH KH QH JH TH",
    "QS TS AD KD 9C",
    "KC QC TC QD 9D",
]
SPADES_UP = "9S 9H JD TD Joker"


def test_dealer_gives_the_upcard_to_a_partner_calling_for_best_agrees() -> None:
    # docs/railroad.rst, "Calling for best": the partner gives any card it
    # holds, so the dealer may give the upcard it just picked up; the
    # caller may not lay that card away again, and the dealer's own
    # discard stays the one in ``discarded``
    script = scripted(
        SPADES_HANDS,
        SPADES_UP,
        [
            *("pass", "trump S", "discard 9D", "call for best", "give 9S"),
            *("discard TH", "pass", "pass"),
        ],
        probes=(hp.Discard(_card("9S")), hp.Give(_card("9D"))),
    )
    state = play_script(RAILROAD, 3, script)
    assert state.phase is hp.Phase.PLAY and state.to_act == 0
    assert state.lone_players == (1,) and state.sitting_out == (3,)
    assert set(state.hands[1]) == _cards("9S AH KH QH JH")
    assert state.discarded == _card("9D")
    assert [view.best_card for view in map(state.view, hp.SEATS)] == [
        None,
        _card("9S"),
        None,
        _card("9S"),
    ]
    assert state.view(1).best_discard == _card("TH")
    assert state.view(3).best_discard is None


def test_dealer_calling_for_best_may_lay_the_upcard_away_agrees() -> None:
    # the dealer orders its own upcard up, discards 9D, calls for best and
    # lays the upcard away for its partner's AH: only the card given is
    # kept.  Seat 0, first from the dealer's left, calls for best too.
    script = scripted(
        SPADES_HANDS,
        SPADES_UP,
        [
            *("pass", "pass", "pass", "trump S", "discard 9D", "call for best"),
            *("give AH", "discard 9S", "call for best", "give QS", "discard AC"),
        ],
        probes=(hp.Discard(_card("AH")), hp.Discard(_card("QS"))),
    )
    state = play_script(RAILROAD, 3, script)
    assert state.phase is hp.Phase.PLAY and state.to_act == 0
    assert state.lone_players == (3, 0) and state.sitting_out == (1, 2)
    assert set(state.hands[3]) == _cards("KC QC TC AH QD")
    assert set(state.hands[0]) == _cards("JC QS KS AS JS")
    assert state.discarded == _card("9D")
    assert state.view(3).best_discard == _card("9S")
    assert state.view(0).best_discard == _card("AC")

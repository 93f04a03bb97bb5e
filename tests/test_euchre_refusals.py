"""Every refusal of Euchre's rules, word for word, on the deal of
``tests/euchre_games.py`` (seat 0 deals, the ten of hearts turned up).

Each case builds its position twice: the refusal must raise
:class:`~hasenpfeffer.errors.IllegalActionError` with the exact message,
and leave the state equal to the one built again from scratch (same value,
same hash, same legal actions).  The messages are the rules of
docs/euchre.rst in words: who may call what in each round, who discards,
who may go alone and when, and whom a player must follow.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

import hasenpfeffer as hp
from tests.euchre_games import EUCHRE, dealt
from tests.helpers import exactly

LONE_DEFENDER = hp.Rules(game=hp.Game.EUCHRE, lone_defender=True)
PARTNERS_ONLY = hp.Rules(game=hp.Game.EUCHRE, lone_hands=False)
PASS, ALONE = hp.Pass(), hp.GoAlone()
EUCHRE_ALONE_TOO_SOON = (
    "going alone is declared once trump is made (after the dealer's discard "
    "when the upcard is ordered up)"
)


def passes(count: int, rules: hp.Rules = EUCHRE) -> hp.GameState:
    state = dealt(rules)
    for _ in range(count):
        state = state.pass_()
    return state


def ordered_up(rules: hp.Rules = EUCHRE) -> hp.GameState:
    """Seat 1 passes and seat 2 orders up hearts: the dealer, seat 0, has
    six cards (9H KC AC TS JS and the TH) and must discard."""
    return dealt(rules).pass_().name_trump("H")


def maker_decides(rules: hp.Rules = EUCHRE) -> hp.GameState:
    """The dealer has discarded the ten of spades; seat 2 decides."""
    return ordered_up(rules).discard("TS")


def lone_maker(rules: hp.Rules = LONE_DEFENDER) -> hp.GameState:
    """Seat 2 has gone alone; with the lone defender, seat 1 is asked."""
    return maker_decides(rules).go_alone()


def partners_play() -> hp.GameState:
    """Seat 2 keeps its partner; seat 1 leads to the first trick."""
    return maker_decides().pass_()


def duel() -> hp.GameState:
    """Seat 2 alone against seat 3 alone; seats 0 and 1 sit out, seat 2 leads."""
    return lone_maker().pass_().go_alone()


CASES: list[tuple[str, Callable[[], hp.GameState], hp.Action, int | None, str]] = [
    # the auction
    (
        "a bid",
        dealt,
        hp.Bid(1),
        None,
        "seat 1 must pass or name trump in the auction, not bid 1",
    ),
    (
        "a card played in the auction",
        dealt,
        hp.Play(hp.Card.parse("QH")),
        None,
        "seat 1 must pass or name trump in the auction, not play QH",
    ),
    (
        "a discard in the auction",
        dealt,
        hp.Discard(hp.Card.parse("QH")),
        None,
        "seat 1 must pass or name trump in the auction, not discard QH",
    ),
    (
        "another suit in the first round",
        dealt,
        hp.NameTrump(hp.Suit.CLUBS),
        None,
        "in the first round only the upcard's suit, hearts, may be named "
        "(ordering up the TH), not clubs",
    ),
    (
        "the dealer naming another suit in the first round",
        lambda: passes(3),
        hp.NameTrump(hp.Suit.SPADES),
        None,
        "in the first round only the upcard's suit, hearts, may be named "
        "(ordering up the TH), not spades",
    ),
    (
        "the upcard's suit in the second round",
        lambda: passes(4),
        hp.NameTrump(hp.Suit.HEARTS),
        None,
        "the upcard's suit, hearts, was turned down: in the second round name "
        "another suit",
    ),
    (
        "the stuck dealer passing",
        lambda: passes(7),
        PASS,
        None,
        "seat 0, the dealer, is stuck: after seven passes the dealer must name "
        "trump (stick the dealer)",
    ),
    (
        "out of turn in the auction",
        dealt,
        PASS,
        2,
        "it is seat 1's turn, not seat 2's",
    ),
    (
        "out of turn in the second round, after passing in the first",
        lambda: passes(5),
        hp.NameTrump(hp.Suit.CLUBS),
        1,
        "it is seat 2's turn, not seat 1's",
    ),
    (
        "going alone in the auction",
        dealt,
        ALONE,
        None,
        EUCHRE_ALONE_TOO_SOON,
    ),
    # the dealer's discard
    (
        "the dealer not discarding",
        ordered_up,
        PASS,
        None,
        "seat 0, the dealer, must discard a card now, not pass",
    ),
    (
        "the dealer discarding the upcard",
        ordered_up,
        hp.Discard(hp.Card.parse("TH")),
        None,
        "the dealer keeps the upcard, TH, once it is ordered up: discard another card",
    ),
    (
        "the dealer discarding a card not held",
        ordered_up,
        hp.Discard(hp.Card.parse("AD")),
        None,
        "seat 0 does not hold AD",
    ),
    (
        "the maker discarding",
        ordered_up,
        hp.Discard(hp.Card.parse("AS")),
        2,
        "only the dealer, seat 0, discards",
    ),
    (
        "going alone before the discard",
        ordered_up,
        ALONE,
        None,
        EUCHRE_ALONE_TOO_SOON,
    ),
    (
        "the maker going alone before the discard",
        ordered_up,
        ALONE,
        2,
        EUCHRE_ALONE_TOO_SOON,
    ),
    # going alone
    (
        "playing when the maker decides",
        maker_decides,
        hp.Play(hp.Card.parse("JH")),
        None,
        "seat 2 must say whether to go alone (alone or pass), not play JH",
    ),
    (
        "the maker's partner going alone",
        maker_decides,
        ALONE,
        0,
        "a maker's partner never goes alone: seat 0 is the partner of the maker, "
        "seat 2",
    ),
    (
        "a defender going alone without the option",
        maker_decides,
        ALONE,
        1,
        "defenders may not go alone: the lone_defender option is off",
    ),
    (
        "a defender passing when the maker decides",
        maker_decides,
        PASS,
        3,
        "only the maker, seat 2, decides whether to go alone",
    ),
    (
        "a defender going alone before the maker decides",
        lambda: maker_decides(LONE_DEFENDER),
        ALONE,
        1,
        "seat 1 may not go alone before the maker, seat 2, has decided",
    ),
    (
        "a defender passing before the maker decides",
        lambda: maker_decides(LONE_DEFENDER),
        PASS,
        3,
        "the maker, seat 2, decides first whether to go alone",
    ),
    (
        "the second defender before the first",
        lone_maker,
        ALONE,
        3,
        "it is seat 1's turn, not seat 3's",
    ),
    (
        "the lone maker going alone again",
        lone_maker,
        ALONE,
        2,
        "the maker, seat 2, has already gone alone",
    ),
    (
        "the lone maker passing for the defenders",
        lone_maker,
        PASS,
        2,
        "the maker, seat 2, has already gone alone",
    ),
    (
        "the lone maker's partner speaking for the defenders",
        lone_maker,
        PASS,
        0,
        "seat 0 sits out this hand: its partner, seat 2, went alone",
    ),
    (
        # Euchre's lone maker's partner is out of the hand as soon as the
        # maker goes alone (in Hasenpfeffer the rule that keeps a partner
        # from going alone is named instead).
        "the lone maker's partner going alone while the defenders decide",
        lone_maker,
        ALONE,
        0,
        "seat 0 sits out this hand: its partner, seat 2, went alone",
    ),
    (
        "a defender playing instead of answering",
        lone_maker,
        hp.Play(hp.Card.parse("QH")),
        None,
        "seat 1 must say whether to go alone (alone or pass), not play QH",
    ),
    (
        "going alone without lone hands",
        lambda: ordered_up(PARTNERS_ONLY).discard("TS"),
        ALONE,
        None,
        "going alone is not allowed: the lone_hands option is off",
    ),
    # the play
    (
        "a defender going alone in the play of a partnership hand",
        partners_play,
        ALONE,
        None,
        "defenders may not go alone: the lone_defender option is off",
    ),
    (
        "the maker going alone in the play",
        lambda: partners_play().play("QH"),
        ALONE,
        None,
        "going alone is decided before the first lead",
    ),
    (
        "a defender going alone against a maker with a partner",
        lambda: maker_decides(LONE_DEFENDER).pass_(),
        ALONE,
        None,
        "a defender may go alone only when the maker has gone alone",
    ),
    (
        "the lone defender going alone again",
        lambda: duel().play("KH"),
        ALONE,
        None,
        "only one defender may go alone: seat 3 has",
    ),
    (
        "passing in the play",
        partners_play,
        PASS,
        None,
        "seat 1 must play a card now, not pass",
    ),
    (
        "a card not held",
        partners_play,
        hp.Play(hp.Card.parse("JH")),
        None,
        "seat 1 does not hold JH",
    ),
    (
        "not following trump, the left bower among the trumps",
        lambda: partners_play().play("QH"),
        hp.Play(hp.Card.parse("AS")),
        None,
        "seat 2 must follow trump: holds JD, JH, KH, AH",
    ),
    (
        "not following diamonds, the left bower not among them",
        lambda: partners_play().play("AD").play("AS"),
        hp.Play(hp.Card.parse("QS")),
        None,
        "seat 3 must follow diamonds: holds TD, QD, KD",
    ),
    (
        "a seat sitting out playing",
        lambda: lone_maker(EUCHRE),
        hp.Play(hp.Card.parse("9H")),
        0,
        "seat 0 sits out this hand: its partner, seat 2, went alone",
    ),
    (
        "a seat sitting out in a duel",
        duel,
        hp.Play(hp.Card.parse("QH")),
        1,
        "seat 1 sits out this hand: its partner, seat 3, went alone",
    ),
]


@pytest.mark.parametrize(
    ("build", "action", "seat", "message"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_the_refusal_names_the_rule_and_changes_nothing(
    build: Callable[[], hp.GameState], action: hp.Action, seat: int | None, message: str
) -> None:
    state = build()
    legal = state.legal_actions()
    assert action not in legal or seat not in (None, state.to_act)
    with pytest.raises(hp.IllegalActionError, match=exactly(message)):
        state.apply(action, seat=seat)
    again = build()
    assert state == again
    assert hash(state) == hash(again)
    assert state.legal_actions() == legal
    assert state.to_record() == again.to_record()


def test_the_notation_of_a_refused_action_is_refused_alike() -> None:
    state = dealt()
    message = (
        "in the first round only the upcard's suit, hearts, may be named "
        "(ordering up the TH), not clubs"
    )
    with pytest.raises(hp.IllegalActionError, match=exactly(message)):
        state.apply("trump C")
    assert state == dealt()


def test_nobody_acts_after_a_hand_thrown_in() -> None:
    state = passes(8, hp.Rules(game=hp.Game.EUCHRE, all_pass=hp.AllPass.REDEAL))
    assert (state.phase, state.to_act) == (hp.Phase.DEAL, None)
    with pytest.raises(
        hp.IllegalActionError,
        match=exactly("nobody acts between hands: deal the cards first"),
    ):
        state.pass_()

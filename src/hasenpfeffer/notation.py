"""A position in one line: what FEN is to chess, for every game of the
family.

:meth:`GameState.to_notation <hasenpfeffer.state.GameState.to_notation>`
writes a state as one line of printable ASCII, and :func:`from_notation`
reads it back.  The line holds everything the rules need to go on: the
game and its options, the seed, the hand's number and dealer, the scores,
the deal of the hand and its decisions so far (from which its auction,
trump, lone players, tricks and turn follow).  :doc:`/notation` gives the
grammar, field by field.

>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(2).pass_()
>>> line = state.to_notation()
>>> print(line)
hp1 hasenpfeffer 1 1 0 0,0 9CQDJHKHQSJK/QCTDAD9H9SAS/JC9DJDTHQHTS/TCACKDAHJSKS/KC b2,p
>>> again = hp.from_notation(line)
>>> again.to_act, again.legal_actions() == state.legal_actions()
(3, True)
>>> again.to_notation() == line
True

A line names only a position the rules reach: the hand is dealt again
and its decisions applied, so a line that breaks a rule is refused with
the rule's code, and everything the rules work out (whose turn, the
tricks won, the score once the hand ends) is worked out again.

The game's earlier hands are not in the line, as a chess position holds
no earlier moves: a state read from a line begins its history, its deals
and its hand results at the line's hand, and its ``first_dealer`` is that
hand's dealer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._checks import check_instance
from ._line import (
    ACTION_CODES,
    ACTIONS_BY_CODE,
    CARD_CODES,
    NONE,
    LineField,
    game_field,
    line_fields,
    read_cards,
    read_rules,
    read_whole,
)
from .cards import Card
from .errors import HasenpfefferError, IllegalActionError, shown
from .games import SPECS, GameSpec

if TYPE_CHECKING:
    from .state import GameState

__all__ = ["from_notation"]

FORMAT = "hp1"
"""The first field of every position line: the notation and its version.
A later version of the notation would begin its lines otherwise, so that
every line written under this one keeps its meaning."""

FIELDS = ("format", "game", "seed", "hand", "dealer", "scores", "deal", "actions")
"""The fields of a position line, in order, as errors name them."""

# -- writing -------------------------------------------------------------------


def position_line(state: GameState) -> str:
    """The line of ``state`` (see :meth:`GameState.to_notation
    <hasenpfeffer.state.GameState.to_notation>`)."""
    rules = state.rules
    deals = state.deals
    results = state.hand_results
    hand_over = bool(results) and results[-1].hand_number == state.hand_number
    if not deals:
        dealer, scores, deal, actions = state.dealer, state.scores, NONE, NONE
    else:
        dealer = results[-1].dealer if hand_over else state.dealer
        scores = state.scores
        if hand_over:
            change = results[-1].score_change
            scores = tuple(a - b for a, b in zip(scores, change, strict=True))
        last = deals[-1]
        groups = [*last.hands]
        if last.widow is not None:
            groups.append((last.widow,))
        elif last.kitty:
            groups.append(last.kitty)
        deal = "/".join("".join(CARD_CODES[card] for card in group) for group in groups)
        codes = [ACTION_CODES[action] for _, action in state.hand_history]
        actions = ",".join(codes) if codes else NONE
    return " ".join(
        (
            FORMAT,
            game_field(rules),
            str(state.seed),
            str(state.hand_number),
            str(dealer),
            ",".join(map(str, scores)),
            deal,
            actions,
        )
    )


def opening_line(state: GameState) -> str | None:
    """The line of the position ``state``'s game was taken up at, between
    hands, before the first hand it recorded; ``None`` for a game played
    from its start (as a record of it needs no start position)."""
    hands_before = state.hand_number - len(state.deals)
    scores = state.scores
    for result in state.hand_results:
        scores = tuple(a - b for a, b in zip(scores, result.score_change, strict=True))
    if hands_before == 0 and not any(scores):
        return None
    from .state import new_game

    opening = new_game(
        state.rules,
        state.first_dealer,
        state.seed,
        hand_number=hands_before,
        scores=scores,
    )
    return position_line(opening)


# -- reading -------------------------------------------------------------------


def from_notation(line: str) -> GameState:
    """The game state a position line describes.

    >>> import hasenpfeffer as hp
    >>> state = hp.from_notation("hp1 euchre,target_score=5 7 3 2 4,1 - -")
    >>> state.phase, state.hand_number, state.dealer, state.scores
    (Phase.DEAL, 3, 2, (4, 1))
    >>> state.deal().hand_number
    4

    Raises:
        InvalidNotationError: the line is not a position line, or one of
            its fields is not valid, or its decisions break a rule; the
            error's ``field`` and ``column`` (from 1) say where, and the
            message what is wrong.
    """
    check_instance(line, str, "line", "a position line (text)")
    fields = line_fields(line, "position line", FORMAT, FIELDS)
    game, seed, hand, dealer, scores, deal, actions = fields[1:]
    rules = read_rules(game)
    spec = SPECS[rules.game]
    seed_value = read_whole(seed, signed=True)
    hand_number = read_whole(hand)
    dealer_seat = read_whole(dealer)
    if dealer_seat >= spec.players:
        raise dealer.fail(f"no seat {dealer_seat} in {spec.title}")
    if deal.text == NONE and actions.text != NONE:
        raise actions.fail("decisions without a deal")
    if deal.text != NONE and hand_number == 0:
        raise hand.fail("a dealt hand is hand 1 or later")
    before = hand_number if deal.text == NONE else hand_number - 1
    score_values = tuple(
        read_whole(scores.part(text, offset), signed=True)
        for text, offset in scores.parts(",")
    )
    from .state import new_game

    try:
        state = new_game(
            rules, dealer_seat, seed_value, hand_number=before, scores=score_values
        )
    except HasenpfefferError as error:
        blamed = scores if "score" in str(error) else hand
        raise blamed.fail(str(error)) from None
    if deal.text == NONE:
        return state
    state = _dealt(state, spec, deal)
    if actions.text != NONE:
        for code, offset in actions.parts(","):
            action = ACTIONS_BY_CODE.get(code)
            if action is None:
                raise actions.fail(f"not a decision: {shown(code)}", offset)
            try:
                state = state.apply(action)
            except IllegalActionError as error:
                raise actions.fail(
                    f"{code} breaks the rule {error.rule}: {error.reason}", offset
                ) from None
    return state


def _dealt(state: GameState, spec: GameSpec, field: LineField) -> GameState:
    """``state`` with the hand of the deal field dealt."""
    groups: list[tuple[Card, ...]] = []
    for number, (text, offset) in enumerate(field.parts("/")):
        # The hands are in deck order; the kitty as dealt, the upcard first.
        in_order = number < spec.players
        groups.append(tuple(read_cards(field, text, offset, in_order)))
    aside = 1 if spec.kitty_size else 0
    if len(groups) != spec.players + aside:
        raise field.fail(
            f"{spec.title} deals {spec.players} hands"
            + (f" and {spec.aside}" if aside else "")
            + f", separated by /: {spec.players + aside} groups, not {len(groups)}"
        )
    hands = groups[: spec.players]
    try:
        if not aside:
            return state.deal(hands=hands)
        if spec.aside == "widow":
            if len(groups[-1]) != 1:
                raise field.fail("the widow is one card")
            return state.deal(hands=hands, widow=groups[-1][0])
        return state.deal(hands=hands, kitty=groups[-1])
    except HasenpfefferError as error:
        raise field.fail(str(error)) from None

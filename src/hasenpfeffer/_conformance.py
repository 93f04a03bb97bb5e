"""The conformance kit: questions about positions, with this library's
answers, for any implementation of the rules to check itself against.

The cases are JSON Lines, one file per game in the package's
``conformance`` folder, made by :func:`case_lines` from seeded random play
(``python scripts/write_conformance.py`` writes them).  Each case is a
position line (see :doc:`/notation`) and one question with its answer:

- ``legal_actions``: the legal actions of the seat to act, as a set;
- ``is_legal``: whether ``seat`` may take ``action``, and if not the rule's
  code (see :doc:`/rule-codes`);
- ``apply``: the position line after ``seat`` takes ``action``;
- ``trick_winner``: the seat that wins the trick that ``action`` completes;
- ``hand_score``: each side's points for the hand that ``action`` ends, and
  the scores after it;
- ``perft``: the count of sequences of ``depth`` decisions (see
  :doc:`/perft`).

:func:`check_case` asks the questions through the referee protocol (see
:doc:`/referee`), so that the same cases check this library (through an
in-process :class:`~hasenpfeffer._referee.Referee`) or any program that
speaks the protocol.  :doc:`/conformance` describes the kit for a reader in
any language.

>>> from hasenpfeffer._referee import Referee
>>> case = read_cases(Game.HASENPFEFFER)[0]
>>> case["id"], check_case(case, Referee().handle)
('hasenpfeffer-0001', None)
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable, Iterator
from importlib import resources
from typing import TYPE_CHECKING, Any

from .actions import ALL_ACTIONS, Action, Play
from .errors import IllegalActionError
from .oracle import perft
from .phases import Phase
from .rules import AllPass, Bidding, Game, Rules, Widow
from .state import GameState, new_game

if TYPE_CHECKING:
    from importlib.abc import Traversable

__all__ = [
    "CASES_EACH",
    "KIT_RULES",
    "PERFT_DEPTH",
    "QUESTIONS",
    "Ask",
    "case_lines",
    "check_case",
    "kit_file",
    "read_cases",
]

QUESTIONS = (
    "legal_actions",
    "is_legal",
    "apply",
    "trick_winner",
    "hand_score",
    "perft",
)
"""The questions of the kit."""
PERFT_DEPTH = 3
"""The depth of the kit's perft questions."""
KIT_RULES: dict[Game, tuple[Rules, ...]] = {
    Game.HASENPFEFFER: (
        Rules(target_score=6),
        Rules(bidding=Bidding.PEPPER, lone_hands=True, lone_defender=True),
        Rules(all_pass=AllPass.JOKER_BIDS, widow=Widow.UNUSED, target_score=6),
    ),
    Game.EUCHRE: (
        Rules(game=Game.EUCHRE, target_score=5),
        Rules(game=Game.EUCHRE, lone_defender=True, all_pass=AllPass.STICK_THE_DEALER),
    ),
    Game.THREE_HANDED_EUCHRE: (Rules(game=Game.THREE_HANDED_EUCHRE, target_score=5),),
    Game.RAILROAD_EUCHRE: (Rules(game=Game.RAILROAD_EUCHRE, target_score=5),),
    Game.BID_EUCHRE: (
        Rules(game=Game.BID_EUCHRE, target_score=16),
        Rules(game=Game.BID_EUCHRE, call_for_best=True, min_bid=4, target_score=16),
    ),
}
"""The rules of each game that the kit's positions are played under; a
game left out is played under its own defaults."""

CASES_EACH = 400
"""The cases of each game."""
_ASKED = 0.12
"""The chance that a position of the play is asked about."""
_PERFT_ASKED = 0.02
"""The chance that a perft question is asked of a position, beside the
other (costlier to answer, so rarer)."""

Ask = Callable[[dict[str, Any]], dict[str, Any]]
"""One exchange of the referee protocol: a request in, its answer out."""


def kit_file(game: Game) -> Traversable:
    """The case file of ``game`` in the installed package."""
    return resources.files("hasenpfeffer") / "conformance" / f"{game.value}.jsonl"


def read_cases(game: Game) -> list[dict[str, Any]]:
    """The cases of ``game``, as the package holds them."""
    text = kit_file(game).read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines()]


# -- making the cases -----------------------------------------------------------


def case_lines(game: Game) -> str:
    """The case file of ``game``: one JSON object a line, in order."""
    cases = list(_cases(game))
    return "".join(
        json.dumps({"id": f"{game.value}-{number:04d}", **case}, separators=(",", ":"))
        + "\n"
        for number, case in enumerate(cases, 1)
    )


def _cases(game: Game) -> Iterator[dict[str, Any]]:
    """:data:`CASES_EACH` cases from random games of ``game``, under each of
    its kit's rules in turn."""
    made = 0
    for number in itertools.count():
        rules_of_game = KIT_RULES.get(game, (Rules(game=game),))
        rules = rules_of_game[number % len(rules_of_game)]
        rng = random.Random(number)
        state = new_game(rules, seed=number, dealer=number % 3)
        while state.phase is not Phase.GAME_OVER and state.hand_number <= 4:
            if state.phase is Phase.DEAL:
                state = state.deal()
                continue
            action = rng.choice(state.legal_actions())
            after = state.apply(action)
            for case in _asked(state, action, after, rng):
                yield case
                made += 1
                if made == CASES_EACH:
                    return
            state = after


def _asked(
    state: GameState, action: Action, after: GameState, rng: random.Random
) -> Iterator[dict[str, Any]]:
    """The questions asked of ``state``, where ``action`` leads to ``after``."""
    line = state.to_notation()
    seat = state.to_act
    ended = len(after.hand_results) > len(state.hand_results)
    if ended and after.completed_tricks and rng.random() < 0.5:
        scored = after.hand_results[-1]
        yield {
            "position": line,
            "question": "hand_score",
            "seat": seat,
            "action": str(action),
            "answer": {
                "score_change": list(scored.score_change),
                "scores": list(after.scores),
            },
        }
    elif (
        isinstance(action, Play)
        and len(after.completed_tricks) > len(state.completed_tricks)
        and rng.random() < 0.3
    ):
        yield {
            "position": line,
            "question": "trick_winner",
            "seat": seat,
            "action": str(action),
            "answer": {"winner": after.completed_tricks[-1].winner},
        }
    if rng.random() < _PERFT_ASKED:
        yield {
            "position": line,
            "question": "perft",
            "depth": PERFT_DEPTH,
            "answer": {"count": perft(state, PERFT_DEPTH)},
        }
    if rng.random() >= _ASKED:
        return
    question = rng.choice(("legal_actions", "is_legal", "is_legal", "apply"))
    if question == "legal_actions":
        actions = [str(legal) for legal in state.legal_actions()]
        yield {"position": line, "question": question, "answer": {"actions": actions}}
    elif question == "apply":
        yield {
            "position": line,
            "question": question,
            "seat": seat,
            "action": str(action),
            "answer": {"position": after.to_notation()},
        }
    else:
        tried = _tried(state, rng)
        tried_seat = rng.randrange(len(state.hands)) if rng.random() < 0.1 else seat
        yield {
            "position": line,
            "question": question,
            "seat": tried_seat,
            "action": str(tried),
            "answer": _legality(state, tried, tried_seat),
        }


def _tried(state: GameState, rng: random.Random) -> Action:
    """An action to ask about at ``state``: legal now and then, more often
    of a kind the seat may take (a bid too low, a card that does not
    follow suit), or any action of the family."""
    legal = state.legal_actions()
    draw = rng.random()
    if draw < 0.2:
        return rng.choice(legal)
    if draw < 0.8:
        kinds = {type(action) for action in legal}
        if Play in kinds:
            held = state.hands[state.to_act or 0]
            return Play(rng.choice(held))
        return rng.choice([action for action in ALL_ACTIONS if type(action) in kinds])
    return rng.choice(ALL_ACTIONS)


def _legality(state: GameState, action: Action, seat: int | None) -> dict[str, Any]:
    try:
        state.apply(action, seat)
    except IllegalActionError as error:
        return {"legal": False, "rule": error.rule}
    return {"legal": True, "rule": None}


# -- checking an engine --------------------------------------------------------


class _DisagreementError(Exception):
    pass


def check_case(case: dict[str, Any], ask: Ask) -> str | None:
    """Ask ``case``'s question through ``ask`` (a referee's ``handle``, or a
    program that speaks the protocol); ``None`` if the answer agrees with
    the case's, else what differs."""
    game = "conformance"
    try:
        _expect(
            ask({"type": "start", "game": game, "position": case["position"]}),
            "started",
            "the position was refused",
        )
        try:
            found = _answer(case, game, ask)
        finally:
            ask({"type": "end", "game": game})
    except _DisagreementError as error:
        return str(error)
    expected = case["answer"]
    if case["question"] == "legal_actions":
        found = {"actions": sorted(found["actions"])}
        expected = {"actions": sorted(expected["actions"])}
    if found != expected:
        return f"expected {json.dumps(expected)}, got {json.dumps(found)}"
    return None


def _answer(case: dict[str, Any], game: str, ask: Ask) -> dict[str, Any]:
    """The engine's answer to ``case``'s question, in the case's shape."""
    question = case["question"]
    if question == "legal_actions":
        answer = _expect(ask({"type": "legal", "game": game}), "legal_actions")
        return {"actions": answer["actions"]}
    if question == "perft":
        request = {"type": "perft", "game": game, "depth": case["depth"]}
        return {"count": _expect(ask(request), "perft")["count"]}
    act = {"type": "act", "game": game, "seat": case["seat"], "action": case["action"]}
    acted = ask(act)
    if question == "is_legal":
        if acted.get("type") == "acted":
            return {"legal": True, "rule": None}
        _expect(acted, "error")
        if acted.get("code") != "illegal_action":
            raise _DisagreementError(f"the action was refused: {acted.get('message')}")
        return {"legal": False, "rule": acted.get("rule")}
    _expect(acted, "acted", "the action was refused")
    if question == "apply":
        position = _expect(ask({"type": "position", "game": game}), "position")
        return {"position": position["line"]}
    view = _expect(ask({"type": "view", "game": game, "seat": 0}), "seat_view")["view"]
    if question == "trick_winner":
        return {"winner": view["completed_tricks"][-1]["winner"]}
    result = view["hand_results"][-1]
    return {"score_change": result["score_change"], "scores": view["scores"]}


def _expect(answer: dict[str, Any], kind: str, problem: str = "") -> dict[str, Any]:
    if answer.get("type") != kind:
        detail = answer.get("message", json.dumps(answer)[:200])
        raise _DisagreementError(f"{problem or f'expected a {kind} answer'}: {detail}")
    return answer

"""Every public function and constructor, given a hostile value in any one
argument, either works or raises an error of the library's own hierarchy
(:class:`~hasenpfeffer.HasenpfefferError`): never a ``TypeError``,
``ValueError`` or ``UnicodeError`` from deep inside Python, and never a
message that fails to print a huge number.

The callables are those of ``tests/public_api.txt`` and the transitions of
:class:`~hasenpfeffer.GameState`.  Each starts from arguments that work;
one argument at a time is replaced by each value of :data:`HOSTILE`, and
then by values that Hypothesis draws.  Functions that read or write files
may also raise an :class:`OSError`, as their documents say.
"""

from __future__ import annotations

import importlib
import inspect
import math
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

import pytest
from hypothesis import HealthCheck, given
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer.games import spec_of
from tests.strategies import scaled

HUGE = 10**5000
CLUBS = hp.Suit.CLUBS

HOSTILE: tuple[object, ...] = (
    None,
    True,
    False,
    0,
    -1,
    HUGE,
    -HUGE,
    2**64,
    1.5,
    math.nan,
    math.inf,
    -math.inf,
    "",
    "a\0b",
    "\ud800",
    "9" * 5000,
    b"\xff\xfe",
    [],
    [None],
    [HUGE],
    ["\ud800"],
    [[[]]],
    {},
    {"a": object()},
    object(),
)
"""Values that no argument of the API expects, or only at its edges."""


def hostile_values() -> st.SearchStrategy[object]:
    """Drawn values of the kinds of :data:`HOSTILE`, nested a little."""
    atoms = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.integers(min_value=10**4400, max_value=10**4500),
        st.floats(),
        st.text(),
        st.binary(),
        st.builds(object),
    )
    return st.recursive(
        atoms,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4),
            st.tuples(inner, inner),
            st.dictionaries(st.text(max_size=3), inner, max_size=3),
        ),
        max_leaves=6,
    )


class Case(NamedTuple):
    """A callable and arguments with which it works."""

    call: Callable[..., Any]
    arguments: dict[str, Any]
    may_raise: tuple[type[BaseException], ...] = ()
    keywords: tuple[str, ...] = ()
    """The names of the keywords a ``**kwargs`` callable takes."""


NOT_CALLED = {
    "hasenpfeffer.Bot": "a Protocol: it is not instantiated",
    "hasenpfeffer.bots.Bot": "a Protocol: it is not instantiated",
    "hasenpfeffer.HasenpfefferError": "an Exception: any arguments will do",
    "hasenpfeffer.InvalidNotationError": "an Exception: any arguments will do",
    "hasenpfeffer.InvalidValueError": "an Exception: any arguments will do",
    "hasenpfeffer.integrations.openspiel.InvalidSpielParameterError": (
        "an Exception: any arguments will do"
    ),
    "hasenpfeffer.GameState": "made by new_game; its transitions are cases",
    "hasenpfeffer.batch.Batch": "made by Batch.deal; its methods are cases",
    "hasenpfeffer.games.GameSpec": "made once per game by hasenpfeffer.games",
    "hasenpfeffer.integrations.encoding.ActionIds": (
        "made once by the encoding, as ACTION_IDS"
    ),
    "hasenpfeffer.integrations.openspiel.HasenpfefferObserver": (
        "made by OpenSpiel from its own observation type"
    ),
    "hasenpfeffer.integrations.openspiel.HasenpfefferState": (
        "made by HasenpfefferGame.new_initial_state"
    ),
}
"""Public callables that the test does not call, and why."""

SKIPPED_ARGUMENTS = {
    ("hasenpfeffer.simulation.simulate", "ray"): "True starts a Ray cluster",
}
"""Arguments the test leaves alone, and why."""


def _positions() -> dict[str, Any]:
    """Positions of one seeded game: its start, a deal, a late trick, the
    end of a hand."""
    start = hp.new_game(hp.Rules(target_score=1), seed=3, dealer=0)
    bot = hp.bots.SimpleBot()
    state = start.deal()
    bidding = state
    late = None
    while not state.hand_results:
        if state.phase is hp.Phase.PLAY and len(state.completed_tricks) == 3:
            late = late or state
        state = state.apply(bot.choose(state)) if state.to_act is not None else state
        if state.phase is hp.Phase.DEAL and not state.hand_results:
            state = state.deal()
    assert late is not None
    return {"start": start, "bidding": bidding, "late": late, "scored": state}


def cases(tmp: Path) -> dict[str, Case]:
    """A case for each public callable not in :data:`NOT_CALLED`."""
    from hasenpfeffer.bots import Advice, view_to_act
    from hasenpfeffer.integrations import encoding, sampling, text
    from hasenpfeffer.records import record_schema
    from hasenpfeffer.simulation import (
        BotError,
        DuplicateScore,
        DuplicateTally,
        GameOutcome,
        HandOutcome,
        SimulationInterrupted,
        Summary,
        Tally,
        wilson_interval,
    )

    at = _positions()
    late, scored, bidding = at["late"], at["scored"], at["bidding"]
    named = bidding.bid(3).pass_().pass_().pass_()
    discarding = named.name_trump(hp.Suit.HEARTS)
    seat = late.to_act
    view = late.view(seat)
    card = late.legal_actions()[0].card
    record = late.to_record()
    config = hp.simulation.SimulationConfig(games=1, rules=hp.Rules(target_score=1))
    summary = hp.simulation.simulate(config)
    outcome = summary.outcomes[0]
    path = tmp / "record.json"
    path.write_text(record.to_json(), encoding="utf-8")
    deal = late.deals[0]

    def fields(value: Any) -> dict[str, Any]:
        names = inspect.signature(type(value)).parameters
        return {name: getattr(value, name) for name in names}

    rules = hp.Rules()
    found = {
        "hasenpfeffer.Auction": Case(hp.Auction, {"dealer": 0, "to_act": 1}),
        "hasenpfeffer.Bid": Case(hp.Bid, {"tricks": 3}),
        "hasenpfeffer.CallForBest": Case(hp.CallForBest, {}),
        "hasenpfeffer.NoTrump": Case(hp.NoTrump, {}),
        "hasenpfeffer.Card": Case(
            hp.Card, {"rank": hp.Rank.NINE, "suit": hp.Suit.CLUBS}
        ),
        "hasenpfeffer.Deal": Case(hp.Deal, {"hands": deal.hands, "widow": deal.widow}),
        "hasenpfeffer.Discard": Case(hp.Discard, {"card": card}),
        "hasenpfeffer.GameRecord": Case(
            hp.records.GameRecord, {"rules": rules, "seed": 1, "first_dealer": 0}
        ),
        "hasenpfeffer.Give": Case(hp.Give, {"card": card}),
        "hasenpfeffer.GoAlone": Case(hp.GoAlone, {}),
        "hasenpfeffer.HandResult": Case(hp.HandResult, fields(scored.hand_results[0])),
        "hasenpfeffer.bots.HeuristicBot": Case(hp.bots.HeuristicBot, {}),
        "hasenpfeffer.IllegalActionError": Case(
            hp.IllegalActionError,
            {"reason": "x", "action": None, "seat": 0, "phase": hp.Phase.PLAY},
        ),
        "hasenpfeffer.NameTrump": Case(hp.NameTrump, {"suit": hp.Suit.HEARTS}),
        "hasenpfeffer.Pass": Case(hp.Pass, {}),
        "hasenpfeffer.Play": Case(hp.Play, {"card": card}),
        "hasenpfeffer.PlayerView": Case(hp.PlayerView, fields(view)),
        "hasenpfeffer.bots.RandomBot": Case(hp.bots.RandomBot, {}),
        "hasenpfeffer.RecordError": Case(hp.RecordError, {"reason": "x"}),
        "hasenpfeffer.RecordFormatError": Case(hp.RecordFormatError, {"reason": "x"}),
        "hasenpfeffer.Rules": Case(hp.Rules, {}),
        "hasenpfeffer.bots.SearchBot": Case(hp.bots.SearchBot, {}),
        "hasenpfeffer.bots.SimpleBot": Case(hp.bots.SimpleBot, {}),
        "hasenpfeffer.simulation.SimulationConfig": Case(
            hp.simulation.SimulationConfig, {"games": 1}
        ),
        "hasenpfeffer.analysis.Solution": Case(
            hp.analysis.Solution, fields(hp.analysis.solve(late))
        ),
        "hasenpfeffer.Trick": Case(hp.Trick, fields(late.completed_tricks[0])),
        "hasenpfeffer.Verdict": Case(hp.Verdict, fields(hp.validate(record))),
        "hasenpfeffer.analysis.makers_tricks": Case(
            hp.analysis.makers_tricks, {"state": late, "targets": [1]}
        ),
        "hasenpfeffer.analysis.solve": Case(hp.analysis.solve, {"state": late}),
        "hasenpfeffer.games.spec_of": Case(spec_of, {"game": hp.Game.EUCHRE}),
        "hasenpfeffer.bots.Advice": Case(Advice, {"action": hp.Pass(), "reason": "x"}),
        "hasenpfeffer.bots.view_to_act": Case(view_to_act, {"position": late}),
        "hasenpfeffer.effective_suit": Case(
            hp.effective_suit, {"card": card, "trump": hp.Suit.HEARTS}
        ),
        "hasenpfeffer.format_cards": Case(hp.format_cards, {"cards": [card]}),
        "hasenpfeffer.game_winner": Case(
            hp.game_winner, {"rules": rules, "scores": (3, 4), "makers_team": 0}
        ),
        "hasenpfeffer.hand_score": Case(
            hp.hand_score, {"rules": rules, "contract": hp.Bid(3), "makers_tricks": 4}
        ),
        "hasenpfeffer.legal_plays": Case(
            hp.legal_plays,
            {"hand": late.hands[seat], "trick": [], "trump": hp.Suit.HEARTS},
        ),
        "hasenpfeffer.records.load_record": Case(
            hp.records.load_record, {"source": path}, (OSError,)
        ),
        "hasenpfeffer.new_game": Case(
            hp.new_game, {"hand_number": 2, "scores": (1, 0)}
        ),
        "hasenpfeffer.parse_action": Case(hp.parse_action, {"text": "pass"}),
        "hasenpfeffer.bots.play_game": Case(
            hp.bots.play_game,
            {"state": at["start"], "bot": hp.bots.SimpleBot(), "max_hands": 3},
        ),
        "hasenpfeffer.bots.play_match": Case(
            hp.bots.play_match,
            {"state": at["start"], "bots": [hp.bots.SimpleBot()] * 4, "max_hands": 3},
        ),
        "hasenpfeffer.records.read_record": Case(
            hp.records.read_record, {"text": record.to_json()}
        ),
        "hasenpfeffer.records.record_schema": Case(record_schema, {}),
        "hasenpfeffer.records.RecordLimits": Case(
            hp.records.RecordLimits, fields(hp.records.LIMITS)
        ),
        "hasenpfeffer.records.replay": Case(hp.records.replay, {"record": record}),
        "hasenpfeffer.simulation.simulate": Case(
            hp.simulation.simulate,
            {"config": config, "records": tmp / "records"},
            (OSError,),
        ),
        "hasenpfeffer.simulation.DuplicateScore": Case(
            DuplicateScore, {"boards": 1, "deals": 1, "mean": 0.0, "interval": None}
        ),
        "hasenpfeffer.simulation.DuplicateTally": Case(DuplicateTally, {}),
        "hasenpfeffer.simulation.GameOutcome": Case(GameOutcome, fields(outcome)),
        "hasenpfeffer.simulation.HandOutcome": Case(
            HandOutcome, fields(outcome.hands[0])
        ),
        "hasenpfeffer.simulation.SimulationInterrupted": Case(
            SimulationInterrupted, {"summary": summary, "waiting": ("a bot",)}
        ),
        "hasenpfeffer.simulation.BotError": Case(
            BotError,
            {"bot": "random", "side": "team 0", "problem": "raised", "where": "game 0"},
        ),
        "hasenpfeffer.simulation.Summary": Case(Summary, fields(summary)),
        "hasenpfeffer.simulation.Tally": Case(Tally, {}),
        "hasenpfeffer.simulation.wilson_interval": Case(
            wilson_interval, {"successes": 1, "trials": 2}
        ),
        "hasenpfeffer.suit_cards": Case(
            hp.suit_cards, {"suit": hp.Suit.CLUBS, "trump": hp.Suit.HEARTS}
        ),
        "hasenpfeffer.svg.card": Case(hp.svg.card, {"card": card}),
        "hasenpfeffer.svg.hand": Case(hp.svg.hand, {"cards": [card]}),
        "hasenpfeffer.svg.table": Case(hp.svg.table, {"position": late}),
        "hasenpfeffer.svg.trick": Case(
            hp.svg.trick, {"trick": late.completed_tricks[0]}
        ),
        "hasenpfeffer.trick_winner": Case(
            hp.trick_winner, {"trick": [card], "trump": hp.Suit.HEARTS}
        ),
        "hasenpfeffer.validate": Case(hp.validate, {"record": record}),
        "hasenpfeffer.perft": Case(hp.perft, {"state": late, "depth": 2}),
        "hasenpfeffer.from_notation": Case(
            hp.from_notation, {"line": late.to_notation()}
        ),
        "hasenpfeffer.perft_divide": Case(hp.perft_divide, {"state": late, "depth": 2}),
        "hasenpfeffer.integrations.encoding.Piece": Case(
            encoding.Piece, {"name": "x", "size": 1}
        ),
        "hasenpfeffer.integrations.encoding.action_mask": Case(
            encoding.action_mask, {"source": late}
        ),
        "hasenpfeffer.integrations.encoding.action_to_id": Case(
            encoding.action_to_id, {"action": hp.Pass()}
        ),
        "hasenpfeffer.integrations.encoding.id_to_action": Case(
            encoding.id_to_action, {"action_id": 0}
        ),
        "hasenpfeffer.integrations.encoding.information_state_pieces": Case(
            encoding.information_state_pieces, {}
        ),
        "hasenpfeffer.integrations.encoding.information_state_vector": Case(
            encoding.information_state_vector, {"view": view}
        ),
        "hasenpfeffer.integrations.encoding.legal_action_ids": Case(
            encoding.legal_action_ids, {"source": late}
        ),
        "hasenpfeffer.integrations.encoding.num_actions": Case(
            encoding.num_actions, {}
        ),
        "hasenpfeffer.integrations.encoding.observation_pieces": Case(
            encoding.observation_pieces, {}
        ),
        "hasenpfeffer.integrations.encoding.observation_vector": Case(
            encoding.observation_vector, {"view": view}
        ),
        "hasenpfeffer.integrations.sampling.consistent_deal": Case(
            sampling.consistent_deal,
            {"state": late, "seat": seat, "chooser": random.Random(1)},
        ),
        "hasenpfeffer.integrations.sampling.consistent_history": Case(
            sampling.consistent_history,
            {"state": late, "seat": seat, "chooser": random.Random(1)},
        ),
        "hasenpfeffer.integrations.text.information_state_string": Case(
            text.information_state_string, {"view": view}
        ),
        "hasenpfeffer.integrations.text.observation_string": Case(
            text.observation_string, {"view": view}
        ),
        "GameState.deal": Case(at["start"].deal, {}),
        "GameState.apply": Case(bidding.apply, {"action": hp.Pass(), "seat": None}),
        "GameState.is_legal": Case(bidding.is_legal, {"action": hp.Pass()}),
        "GameState.bid": Case(bidding.bid, {"bid": 3}),
        "GameState.play": Case(late.play, {"card": card}),
        "GameState.view": Case(late.view, {"seat": 0}),
        "GameState.to_notation": Case(late.to_notation, {}),
        "GameState.name_trump": Case(named.name_trump, {"suit": hp.Suit.HEARTS}),
        "GameState.discard": Case(
            discarding.discard, {"card": discarding.hands[discarding.to_act][0]}
        ),
    }
    found["hasenpfeffer.records.GameRecord"] = found.pop("hasenpfeffer.GameRecord")
    found.update(_extra_cases(tmp))
    return found


def _extra_cases(tmp: Path) -> dict[str, Case]:
    """The cases of the extras: the server, PettingZoo and OpenSpiel."""
    found: dict[str, Case] = {}
    server = importlib.import_module("hasenpfeffer.server")
    found["hasenpfeffer.server.create_app"] = Case(
        server.create_app, {"data": tmp / "tables"}, (OSError,)
    )
    found.update(_batch_cases())
    for module in ("hasenpfeffer_v0", "pettingzoo"):
        name = f"hasenpfeffer.integrations.{module}"
        if missing_extra(name) is not None:
            continue
        environment = importlib.import_module(name)
        environment_class = importlib.import_module(
            "hasenpfeffer.integrations.pettingzoo"
        ).HasenpfefferEnv
        keywords = tuple(inspect.signature(environment_class).parameters)
        if module == "pettingzoo":
            found[f"{name}.HasenpfefferEnv"] = Case(environment.HasenpfefferEnv, {})
        found[f"{name}.env"] = Case(environment.env, {}, keywords=keywords)
        found[f"{name}.raw_env"] = Case(environment.raw_env, {}, keywords=keywords)
    if missing_extra("hasenpfeffer.integrations.openspiel") is not None:
        return found
    openspiel = importlib.import_module("hasenpfeffer.integrations.openspiel")
    spiel_parameters = importlib.import_module(
        "hasenpfeffer.integrations._spiel_parameters"
    )
    parameters = tuple(spiel_parameters.DEFAULT_PARAMETERS)
    found["hasenpfeffer.integrations.openspiel.HasenpfefferGame"] = Case(
        openspiel.HasenpfefferGame, {}
    )
    found["hasenpfeffer.integrations.openspiel.IllegalSpielActionError"] = Case(
        openspiel.IllegalSpielActionError,
        {"reason": "x", "action": None, "seat": 0, "phase": hp.Phase.PLAY},
    )
    found["hasenpfeffer.integrations.openspiel.load_game"] = Case(
        openspiel.load_game, {}, keywords=parameters
    )
    found["hasenpfeffer.integrations.openspiel.rules_from_parameters"] = Case(
        openspiel.rules_from_parameters, {"parameters": {}}
    )
    records = importlib.import_module("hasenpfeffer.integrations.spiel_records")
    euchre = pyspiel_module().load_game("euchre")
    history = [0, *range(21), 24]
    found["hasenpfeffer.integrations.spiel_records.record_from_history"] = Case(
        records.record_from_history, {"game": euchre, "history": history, "seed": 0}
    )
    found["hasenpfeffer.integrations.spiel_records.history_from_record"] = Case(
        records.history_from_record,
        {"game": euchre, "record": records.record_from_history(euchre, history)},
    )
    found["hasenpfeffer.integrations.spiel_records.in_deal_order"] = Case(
        records.in_deal_order, {"game": euchre, "history": history}
    )
    return found


def _batch_cases() -> dict[str, Case]:
    """The batch's methods and its vector environment, where numpy is."""
    if missing_extra("hasenpfeffer.batch") is not None:
        return {}
    batch = importlib.import_module("hasenpfeffer.batch")
    dealt = batch.Batch.deal(hp.Rules(), size=2, seed=1)
    over = dealt.play_out(seed=1)
    found = {
        "Batch.deal": Case(
            batch.Batch.deal, {"rules": hp.Rules(), "size": 2, "seed": 1}
        ),
        "Batch.step": Case(dealt.step, {"actions": [0, 0]}),
        "Batch.play_out": Case(dealt.play_out, {"policy": "random", "seed": 1}),
        "Batch.observation": Case(dealt.observation, {"seat": 0}),
        "Batch.redeal": Case(over.redeal, {"hands": [True, False]}),
        "Batch.state": Case(dealt.state, {"index": 1}),
    }
    if missing_extra("hasenpfeffer.batch.vector_env") is None:
        environments = importlib.import_module("hasenpfeffer.batch.vector_env")
        found["hasenpfeffer.batch.vector_env.HasenpfefferVectorEnv"] = Case(
            environments.HasenpfefferVectorEnv, {"num_envs": 2}
        )
    return found


BATCH_METHODS = [
    "Batch.deal",
    "Batch.step",
    "Batch.play_out",
    "Batch.observation",
    "Batch.redeal",
    "Batch.state",
]


def batch_methods() -> list[Any]:
    """The batch's methods, each a test that skips where numpy is missing."""
    reason = missing_extra("hasenpfeffer.batch")
    marks = [] if reason is None else [pytest.mark.skip(reason=reason)]
    return [pytest.param(name, marks=marks) for name in BATCH_METHODS]


def pyspiel_module() -> Any:
    return importlib.import_module("pyspiel")


def missing_extra(module: str) -> str | None:
    """Why ``module`` cannot be imported here, if the reason is that its
    optional extra is not installed; ``None`` if it imports."""
    try:
        importlib.import_module(module)
    except ImportError as error:
        missing = error if isinstance(error, ModuleNotFoundError) else error.__cause__
        if isinstance(missing, ModuleNotFoundError) and not (
            missing.name or ""
        ).startswith("hasenpfeffer"):
            return str(error)
        raise
    return None


def listed_names() -> list[str]:
    """The names of tests/public_api.txt."""
    listing = Path(__file__).with_name("public_api.txt").read_text(encoding="utf-8")
    return listing.split()


def public_callables() -> list[str]:
    """The names of tests/public_api.txt that are classes or functions, of
    the modules that import here (an extra may be missing)."""
    names = []
    for name in listed_names():
        module, _, attribute = name.rpartition(".")
        if missing_extra(module) is not None:
            continue
        value = getattr(importlib.import_module(module), attribute)
        if callable(value) and not _is_enum(value):
            names.append(name)
    return names


def callables_of_missing_extras() -> list[Any]:
    """The names of the modules whose extra is missing here, each a test
    that skips saying why (the extras' own runs call them)."""
    return [
        pytest.param(name, marks=pytest.mark.skip(reason=reason))
        for name in listed_names()
        if (reason := missing_extra(name.rpartition(".")[0])) is not None
    ]


def _is_enum(value: object) -> bool:
    import enum

    return isinstance(value, type) and issubclass(value, enum.Enum)


def arguments_of(name: str, case: Case) -> list[str]:
    """The arguments the test replaces, one at a time."""
    parameters = inspect.signature(case.call).parameters.values()
    named = [
        parameter.name
        for parameter in parameters
        if parameter.kind not in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD)
    ]
    return [
        argument
        for argument in (*named, *case.keywords)
        if (name, argument) not in SKIPPED_ARGUMENTS
    ]


def hostile_calls(
    name: str, case: Case, values: tuple[object, ...], arguments: list[str]
) -> Iterator[str]:
    """Call ``case`` with each of ``values`` in each of ``arguments`` in
    turn, and describe each call that raised an error from outside the
    hierarchy."""
    for argument in arguments:
        for value in values:
            given = {**case.arguments, argument: value}
            try:
                case.call(**given)
            except hp.HasenpfefferError:
                pass
            except case.may_raise:
                pass
            except Exception as error:  # the failure this test looks for
                yield (
                    f"{name}({argument}={_describe(value)}) raised "
                    f"{type(error).__name__}: {_message(error)}"
                )


def _describe(value: object) -> str:
    return hp.errors.shown(value, 80)


def _message(error: Exception) -> str:
    try:
        return _describe(str(error))
    except ValueError:  # the message itself holds a huge number
        return "(a message that cannot be printed)"


@pytest.fixture(scope="module")
def every_case(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Case]:
    return cases(tmp_path_factory.mktemp("hostile"))


def test_every_public_callable_has_a_case(every_case: dict[str, Case]) -> None:
    missing = [
        name
        for name in public_callables()
        if name not in every_case and name not in NOT_CALLED
    ]
    assert missing == []


def test_each_case_works_with_its_own_arguments(every_case: dict[str, Case]) -> None:
    for case in every_case.values():
        case.call(**case.arguments)


@pytest.mark.parametrize(
    "name",
    [name for name in public_callables() if name not in NOT_CALLED]
    + callables_of_missing_extras()
    + batch_methods()
    + [
        "GameState.deal",
        "GameState.apply",
        "GameState.is_legal",
        "GameState.bid",
        "GameState.play",
        "GameState.view",
        "GameState.name_trump",
        "GameState.discard",
    ],
)
def test_hostile_values_raise_the_librarys_errors(
    every_case: dict[str, Case],
    name: str,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    monkeypatch.chdir(tmp_path)
    case = every_case[name]
    failures = list(hostile_calls(name, case, HOSTILE, arguments_of(name, case)))
    assert not failures, "\n".join(failures)


@given(st.data())
@scaled(0.5, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_drawn_hostile_values_raise_the_librarys_errors(
    every_case: dict[str, Case],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    data: st.DataObject,
) -> None:
    # A drawn text may be taken as a folder (create_app's data): in tmp_path.
    monkeypatch.chdir(tmp_path)
    name = data.draw(st.sampled_from(sorted(every_case)))
    case = every_case[name]
    arguments = arguments_of(name, case)
    if not arguments:
        return
    argument = data.draw(st.sampled_from(arguments))
    value = data.draw(hostile_values())
    failures = list(hostile_calls(name, case, (value,), [argument]))
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (
            lambda: hp.format_cards(None),  # type: ignore[arg-type]
            hp.InvalidValueError,
            "cards must be a collection of cards, not None",
        ),
        (
            lambda: hp.format_cards([HUGE]),  # type: ignore[list-item]
            hp.InvalidValueError,
            "cards must hold only cards, not a whole number of 5001 digits",
        ),
        (
            lambda: hp.new_game(HUGE),  # type: ignore[arg-type]
            hp.InvalidValueError,
            "rules must be a Rules value, not a whole number of 5001 digits",
        ),
        (
            lambda: hp.validate(HUGE),  # type: ignore[arg-type]
            hp.InvalidValueError,
            "expected a GameRecord, not a whole number of 5001 digits",
        ),
        (
            lambda: hp.analysis.solve(HUGE),  # type: ignore[arg-type]
            hp.InvalidValueError,
            "expected a GameState, not a whole number of 5001 digits",
        ),
        (
            lambda: hp.simulation.SimulationConfig(games=HUGE),
            hp.InvalidValueError,
            "games must be at most 9223372036854775807, "
            "not a whole number of 5001 digits",
        ),
        (
            lambda: hp.records.load_record("a\0b"),
            hp.RecordFormatError,
            "input: not a file path: 'a\\x00b' (embedded null byte)",
        ),
        (
            lambda: hp.records.load_record("\ud800"),
            hp.RecordFormatError,
            "input: not a file path: '\\ud800' ('utf-8' codec can't encode "
            "character '\\ud800' in position 0: surrogates not allowed)",
        ),
    ],
    ids=[
        "format_cards(None)",
        "format_cards([huge])",
        "new_game(huge)",
        "validate(huge)",
        "solve(huge)",
        "SimulationConfig(games=huge)",
        "load_record(NUL)",
        "load_record(surrogate)",
    ],
)
def test_the_reported_cases_name_the_problem(
    call: Callable[[], object], error: type[hp.HasenpfefferError], message: str
) -> None:
    with pytest.raises(error) as refused:
        call()
    assert str(refused.value) == message

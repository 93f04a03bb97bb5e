"""Play many random games under every combination of the rule options,
checking every invariant after every step.

From the root of a checkout, with the ``test`` extra installed::

    python scripts/soak.py                          # 100,000 games, 1 process
    python scripts/soak.py --games 2000 --workers 2 --seed 7
    python scripts/soak.py --seed 7 --start 1234 --games 1   # one game again

The option sets are the product of the options of ``hasenpfeffer.Rules``:
every value of each enum option, both values of each yes-or-no option
(``lone_defender`` only with ``lone_hands``), and two values of each number
(``target_score`` 10 and 3, ``alone_multiplier`` 2 and 3).  Game ``i``
plays under option set ``i`` modulo their number (in a fixed order that
mixes the values), from a random generator
seeded with ``--seed`` and ``i``, so a game's course depends on those two
numbers alone and not on ``--workers``.

Each game bids either at random or as ``SimpleBot`` bids (so that some
games reach the target), and plays and decides everything else at random;
hands are dealt from the game's seed, from a drawn seed or as an explicit
shuffled deal.  A game not over after ``--max-hands`` hands is stopped.
After every step the state goes through ``check_invariants`` of
``tests/strategies.py``, which replays the hand under a reference model of
the rules and compares every field; at the end of the game the record must
replay to the same state and round-trip through JSON and the text
notation.

The report gives the games per second, the games per option set and per
option value, and every violation with the game that found it; the exit
status is 1 if there was any.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

import attrs

import hasenpfeffer as hp
from hasenpfeffer.bots import SimpleBot

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.strategies import check_invariants, every_rules, rules_id  # noqa: E402

NUMBER_VALUES: dict[str, tuple[int, ...]] = {
    "target_score": (10, 3),
    "alone_multiplier": (2, 3),
}
"""The values tried for each whole-number option."""


def option_sets() -> list[hp.Rules]:
    """Every combination of the options that ``Rules`` accepts, in a fixed
    order that mixes the values, so that a short run sees them all."""
    found = every_rules(NUMBER_VALUES)
    random.Random("hasenpfeffer option sets").shuffle(found)
    return found


OPTION_SETS = option_sets()


class Outcome(NamedTuple):
    """What one game did."""

    game: int
    option_set: int
    finished: bool
    hands: int
    steps: int
    violation: str | None


def _deal(state: hp.GameState, chooser: random.Random) -> hp.GameState:
    how = chooser.randrange(3)
    if how == 0:
        return state.deal()
    if how == 1:
        return state.deal(seed=chooser.randrange(-(2**70), 2**70))
    cards = list(hp.games.spec_of(state.rules).cards)
    chooser.shuffle(cards)
    hands = [cards[6 * seat : 6 * seat + 6] for seat in range(4)]
    return state.deal(hands=hands, widow=cards[24])


def play(seed: int, index: int, max_hands: int) -> Outcome:
    """Play game ``index`` of the soak seeded with ``seed``, checking the
    invariants after every step."""
    option_set = index % len(OPTION_SETS)
    chooser = random.Random(f"hasenpfeffer soak {seed} {index}")
    bot = SimpleBot() if chooser.random() < 0.5 else None
    steps = 0
    state = hp.new_game(
        OPTION_SETS[option_set],
        dealer=chooser.choice((None, 0, 1, 2, 3)),
        seed=chooser.randrange(2**64),
    )
    try:
        check_invariants(state)
        while state.phase is not hp.Phase.GAME_OVER:
            if state.phase is hp.Phase.DEAL:
                if state.hand_number >= max_hands:
                    break
                state = _deal(state, chooser)
            elif bot is not None and state.phase is hp.Phase.BIDDING:
                state = state.apply(bot.choose(state), seat=state.to_act)
            else:
                state = state.apply(chooser.choice(state.legal_actions()))
            steps += 1
            check_invariants(state)
        record = state.to_record()
        assert hp.records.replay(record) == state, (
            "the record does not replay to the game"
        )
        assert hp.records.GameRecord.from_json(record.to_json()) == record, "JSON"
        assert hp.records.GameRecord.from_text(record.to_text()) == record, (
            "text notation"
        )
    except Exception:
        return Outcome(
            index, option_set, False, state.hand_number, steps, traceback.format_exc()
        )
    finished = state.phase is hp.Phase.GAME_OVER
    return Outcome(index, option_set, finished, state.hand_number, steps, None)


def _play_star(arguments: tuple[int, int, int]) -> Outcome:
    return play(*arguments)


def run(
    seed: int, start: int, games: int, workers: int, max_hands: int
) -> Iterator[Outcome]:
    """The outcomes of games ``start`` to ``start + games - 1``, in any order."""
    tasks = ((seed, index, max_hands) for index in range(start, start + games))
    if workers == 1:
        yield from map(_play_star, tasks)
        return
    with multiprocessing.Pool(workers) as pool:
        yield from pool.imap_unordered(_play_star, tasks, chunksize=4)


def main(argv: list[str] | None = None) -> int:
    """Run the soak and print the report; the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100_000, help="default: 100000")
    parser.add_argument("--seed", type=int, default=0, help="default: 0")
    parser.add_argument(
        "--workers", type=int, default=1, help="processes to play in (default: 1)"
    )
    parser.add_argument(
        "--start", type=int, default=0, help="index of the first game (default: 0)"
    )
    parser.add_argument(
        "--max-hands",
        type=int,
        default=20,
        help="stop a game not over after this many hands (default: 20)",
    )
    parser.add_argument(
        "--per-set", action="store_true", help="list the games of every option set"
    )
    options = parser.parse_args(argv)
    if min(options.games, options.workers, options.max_hands) < 1:
        parser.error("--games, --workers and --max-hands must be positive")
    if options.start < 0:
        parser.error("--start must be 0 or more")
    print(
        f"{options.games} games over {len(OPTION_SETS)} option sets, "
        f"seed {options.seed}, {options.workers} worker(s)",
        flush=True,
    )
    started = time.perf_counter()
    per_set: Counter[int] = Counter()
    finished = hands = steps = 0
    violations: list[Outcome] = []
    report_every = max(1, options.games // 10)
    done = 0
    for outcome in run(
        options.seed, options.start, options.games, options.workers, options.max_hands
    ):
        done += 1
        per_set[outcome.option_set] += 1
        finished += outcome.finished
        hands += outcome.hands
        steps += outcome.steps
        if outcome.violation is not None:
            violations.append(outcome)
            print(f"VIOLATION in game {outcome.game}", flush=True)
        if done % report_every == 0 and done < options.games:
            rate = done / (time.perf_counter() - started)
            print(f"  {done} games, {rate:.1f} games/s", file=sys.stderr, flush=True)
    seconds = time.perf_counter() - started
    counts = [per_set[number] for number in range(len(OPTION_SETS))]
    print(
        f"games: {done} in {seconds:.1f} s, {done / seconds:.1f} games/s; "
        f"{finished} reached the target, {done - finished} stopped at "
        f"{options.max_hands} hands or by a violation"
    )
    print(f"hands: {hands}; steps checked: {steps}")
    print(
        f"games per option set: {min(counts)} to {max(counts)} "
        f"over {len(OPTION_SETS)} sets"
    )
    print("games per option value:")
    for field in attrs.fields(hp.Rules):
        tally: Counter[str] = Counter()
        for number, count in per_set.items():
            tally[str(getattr(OPTION_SETS[number], field.name))] += count
        values = ", ".join(f"{value} {count}" for value, count in sorted(tally.items()))
        print(f"  {field.name}: {values}")
    if options.per_set:
        for number, rules in enumerate(OPTION_SETS):
            print(f"  set {number}: {per_set[number]} games ({rules_id(rules)})")
    print(f"violations: {len(violations)}")
    for outcome in sorted(violations):
        rules = OPTION_SETS[outcome.option_set]
        print(
            f"game {outcome.game} (option set {outcome.option_set}: "
            f"{rules_id(rules)}), after {outcome.steps} steps; again with "
            f"--seed {options.seed} --start {outcome.game} --games 1"
        )
        print(outcome.violation)
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())

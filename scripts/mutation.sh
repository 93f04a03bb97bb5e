#!/usr/bin/env bash
# Mutation testing of the rule modules (the engine in _engine, the games'
# specs in games, and cards, auction, tricks, scoring and state) with
# mutmut, then the score: killed / total, per module and overall.
#
# Too slow for CI: a full run tries about three thousand mutants, each
# against the scenario and property tests that reach the mutated function,
# and takes hours.  The configuration (which modules, which
# tests, the repeatable "mutation" Hypothesis profile, the timeout) is the
# [tool.mutmut] table of pyproject.toml.  Mutants judged equivalent are
# listed in tests/MUTANTS.md; they still count in the total.
#
# Usage, from anywhere in the checkout:
#
#   scripts/mutation.sh                  every mutant, from scratch
#   scripts/mutation.sh 'NAME-GLOB' ...  re-run the matching mutants (such as
#                                        'hasenpfeffer.cards.*') and keep the
#                                        last run's other results
#   scripts/mutation.sh --report         only print the last run's score
#
# Environment:
#
#   MUTATION_VENV     a virtual environment to create or reuse (default: a
#                     new one in a temporary directory); the script installs
#                     the project's "mutation" extra into it
#   MUTATION_CHILDREN mutants tested at once (default 1)
#
# mutmut works in mutants/ at the top of the checkout (ignored by git,
# pytest, ruff and mypy).  See a surviving mutant with
# "$MUTATION_VENV/bin/mutmut show NAME" from the top of the checkout.
# The exit status is 0 when the score is at least 95%, else 1.
set -euo pipefail
cd "$(dirname "$0")/.."

venv="${MUTATION_VENV:-$(mktemp -d)/venv}"
if [[ ! -x "$venv/bin/mutmut" ]]; then
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --upgrade pip
    "$venv/bin/python" -m pip install --quiet -e ".[mutation]"
fi

if [[ "${1:-}" != "--report" ]]; then
    if [[ $# -eq 0 ]]; then
        rm -rf mutants
    fi
    "$venv/bin/mutmut" run --max-children "${MUTATION_CHILDREN:-1}" "$@"
    # mutmut also stops a mutant after a wall-clock limit, which a busy
    # machine can reach without any loop in the mutant: try each timeout
    # once more, alone, before counting it as killed.
    mapfile -t timeouts < <("$venv/bin/python" - <<'EOF'
import json
from pathlib import Path

from mutmut.stats import status_by_exit_code

for meta in sorted(Path("mutants/src/hasenpfeffer").glob("*.py.meta")):
    codes = json.loads(meta.read_text("utf-8"))["exit_code_by_key"]
    for name, code in codes.items():
        if status_by_exit_code[code] == "timeout":
            print(name)
EOF
    )
    if [[ ${#timeouts[@]} -gt 0 ]]; then
        "$venv/bin/mutmut" run --max-children 1 "${timeouts[@]}"
    fi
fi

"$venv/bin/python" - <<'EOF'
"""Count the results that mutmut left in mutants/*.meta, per module."""

import json
import sys
from pathlib import Path

from mutmut.stats import status_by_exit_code

KILLED = {"killed", "timeout"}  # a mutant that hangs the tests is caught too

root = Path("mutants/src")
metas = sorted(root.rglob("*.py.meta"))
if not metas:
    sys.exit("no results: run scripts/mutation.sh first")
rows = []
for meta in metas:
    module = ".".join(meta.relative_to(root).with_suffix("").with_suffix("").parts)
    codes = json.loads(meta.read_text("utf-8"))["exit_code_by_key"].values()
    statuses = [status_by_exit_code[code] for code in codes]
    killed = sum(status in KILLED for status in statuses)
    survived = sum(status == "survived" for status in statuses)
    rows.append((module, killed, survived, len(statuses)))

width = max(len(row[0]) for row in rows)
print(f"{'module':<{width}}{'killed':>8}{'survived':>10}{'other':>7}{'total':>7}{'score':>8}")
for module, killed, survived, total in rows:
    other = total - killed - survived
    score = killed / total if total else 1.0
    line = f"{module:<{width}}{killed:>8}{survived:>10}{other:>7}{total:>7}{score:>8.1%}"
    print(line)
killed = sum(row[1] for row in rows)
survived = sum(row[2] for row in rows)
total = sum(row[3] for row in rows)
score = killed / total if total else 1.0
print(f"{'all':<{width}}{killed:>8}{survived:>10}{total - killed - survived:>7}", end="")
print(f"{total:>7}{score:>8.1%}")
print("(killed includes timeouts; other: no tests reach it, or not yet checked)")
sys.exit(0 if score >= 0.95 else 1)
EOF

#!/usr/bin/env bash
# Machine instructions per random deal, ours and OpenSpiel's euchre, counted
# by valgrind's callgrind: unlike a time, the count does not depend on what
# else the machine is doing.  Each engine's loop from compare_openspiel.py
# runs once for N deals and once for none, each after the same 20 deals
# that fill the engines' one-off tables and caches; the difference divided
# by N is the cost of one deal, its random choices included.  Hashing is
# seeded, so a count is the same from run to run.  Needs valgrind and the
# bench extra; takes a minute or two.
#
#   benchmarks/instructions.sh [N]        (N: deals counted, default 300)
set -euo pipefail
cd "$(dirname "$0")"
deals="${1:-300}"

count() {  # count ENGINE DEALS: the instructions of the whole run
    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        python - "$1" "$2" 2>&1 <<'PY' | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
import random
import sys

import pyspiel
from compare_openspiel import openspiel_deals, our_deals

engine, deals = sys.argv[1], int(sys.argv[2])
chooser = random.Random(1)
game = pyspiel.load_game("euchre")
for count in (20, deals):
    if engine == "ours":
        our_deals(count, chooser, 0)
    else:
        openspiel_deals(game, count, chooser)
PY
}

for engine in ours openspiel; do
    base="$(count "$engine" 0)"
    full="$(count "$engine" "$deals")"
    echo "$engine: $(((full - base) / deals)) instructions per deal"
done

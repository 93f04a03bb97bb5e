"""``hasenpfeffer referee`` driven by a client in another language.

``tests/referee_client.mjs``, a Node.js script, starts the referee itself
(``python -m hasenpfeffer referee``), plays 100 whole games across the
games of the family with random legal moves, several at once, and checks
every answer: no view shows a card its seat may not see, an action for the
wrong seat and a card that does not follow suit are refused with the rule
in words and leave the game as it was, and each finished game's record is
judged legal and won by the announced winner.  It prints a summary, which
is checked here.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CLIENT = Path(__file__).with_name("referee_client.mjs")
NODE = shutil.which("node")
GAMES = 100


@pytest.mark.skipif(NODE is None, reason="Node.js (node) is not installed")
def test_a_node_client_plays_whole_games_through_the_referee() -> None:
    assert NODE is not None
    result = subprocess.run(
        [NODE, str(CLIENT), "--python", sys.executable, "--games", str(GAMES)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=Path(__file__).parent.parent,
    )
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["finished"] == GAMES
    # Every game of the family was played: the client cycles through eight
    # sets of rules, three of them Hasenpfeffer's.
    assert summary["games"] == {
        "hasenpfeffer": 39,
        "euchre": 25,
        "three_handed_euchre": 12,
        "railroad_euchre": 24,
    }
    assert summary["hands"] >= GAMES
    assert summary["actions"] > 10 * summary["hands"]
    assert summary["views"] > summary["actions"]
    assert summary["selfTests"] == 1
    # Each game tried an action for the wrong seat; nearly every game
    # reached a trick where a seat held a card it could not play.
    assert summary["refused"]["wrongSeat"] == GAMES
    assert summary["refused"]["mustFollow"] > GAMES // 2

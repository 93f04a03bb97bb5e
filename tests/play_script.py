"""Scripted input for the tests of ``hasenpfeffer play``: a person typing
entries at seat 0's prompts, and positions to start from."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable, Iterator
from typing import TextIO, cast

import hasenpfeffer as hp
from hasenpfeffer.cli.play import TerminalGame

Entry = str | Callable[[hp.GameState], str]


class Script(io.TextIOBase):
    """Standard input that types ``entries`` one line at a time.  An entry
    may be a function of the game's state at the moment of the prompt."""

    def __init__(self, entries: Iterable[Entry]) -> None:
        self.entries: Iterator[Entry] = iter(entries)
        self.game: TerminalGame | None = None
        self.prompts = 0

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        self.prompts += 1
        try:
            entry = next(self.entries)
        except StopIteration:
            return ""
        if callable(entry):
            assert self.game is not None
            entry = entry(self.game.state)
        return entry + "\n"


def run(
    entries: Iterable[Entry],
    seed: int = 3,
    rules: hp.Rules | None = None,
    max_hands: int | None = None,
) -> tuple[hp.GameState, str, Script]:
    """Play game ``seed`` with ``entries`` typed at seat 0's prompts."""
    script = Script(entries)
    out = io.StringIO()
    game = TerminalGame(
        hp.new_game(rules, seed=seed), cast(TextIO, script), out, max_hands=max_hands
    )
    script.game = game
    final = game.run()
    return final, out.getvalue(), script


def play_from(
    state: hp.GameState,
    entries: Iterable[Entry],
    bots: list[hp.bots.Bot | None] | None = None,
    auto: bool = False,
    width: int | None = None,
) -> tuple[hp.GameState, str, Script]:
    """Play on from ``state`` with ``entries`` typed at seat 0's prompts."""
    script = Script(entries)
    out = io.StringIO()
    game = TerminalGame(state, cast(TextIO, script), out, bots, auto=auto, width=width)
    script.game = game
    final = game.run()
    return final, out.getvalue(), script


def forever(entry: Entry) -> Iterator[Entry]:
    while True:
        yield entry


SPREAD = [
    ["9C", "AS", "JD", "9H", "KH", "Joker"],
    ["JH", "AH", "QH", "TH", "AD", "KD"],
    ["TC", "JC", "QC", "KC", "AC", "9D"],
    ["TD", "QD", "9S", "TS", "JS", "QS"],
]
"""A deal (dealer 3, so seat 0 bids and leads first; the king of spades is
the widow) in which seat 0's cards in deck order differ from their order in
the hand once hearts are trump."""


def spread(dealer: int = 3) -> hp.GameState:
    return hp.new_game(seed=1, dealer=dealer).deal(hands=SPREAD, widow="KS")


class PassingBot:
    """Passes in the auction (with three of them every auction is thrown in
    unless seat 0 bids); otherwise takes its first legal action."""

    def choose(self, view: hp.PlayerView) -> hp.Action:
        legal = view.legal_actions()
        return hp.Pass() if hp.Pass() in legal else legal[0]

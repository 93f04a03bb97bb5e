"""The arrays the batch kernel reads for one set of rules: the tree of
decisions before the play (from :mod:`._automaton`) and the engine's trump
tables, built once per rules and kept."""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

from .._engine.tables import NO_TRUMP_TABLES, TRUMP_TABLES
from ..cards import deck
from ..games import spec_of
from ..integrations.encoding import ACTION_IDS, num_actions
from ..rules import Rules
from . import _kernel
from ._automaton import (
    DISCARD,
    GIVE,
    NO_TRUMP,
    PLAY,
    automaton,
    context_kind,
    suit_number,
)

__all__ = ["Tables", "tables_for"]

_CARDS = 25


class Tables:
    """One set of rules' arrays, by the names the kernel's arguments use."""

    def __init__(self, rules: Rules) -> None:
        spec = spec_of(rules)
        tree = automaton(rules)
        self.rules = rules
        self.players = spec.players
        self.hand_size = spec.hand_size
        self.sides = spec.sides
        self.num_actions = num_actions(rules.game)
        self.deck = np.array([card.index for card in spec.cards], np.int64)
        self.roots = np.array(tree.roots, np.int64)
        rows = np.zeros((len(tree), _kernel.NODE_COLUMNS), np.int32)
        for column, values in (
            (_kernel.KIND, tree.kind),
            (_kernel.SEAT, tree.seat),
            (_kernel.TAKES, tree.takes),
            (_kernel.KEEPS, tree.keeps_taken),
            (_kernel.TRUMP, tree.trump),
            (_kernel.LEADER, tree.leader),
            (_kernel.OUT, tree.out),
            (_kernel.MAKERS, tree.makers),
            (_kernel.RECEIVER, tree.receiver),
        ):
            rows[:, column] = values
        counts = [len(edges) for edges in tree.edges]
        ends = np.cumsum(counts)
        rows[:, _kernel.EDGES_END] = ends
        rows[:, _kernel.EDGES] = ends - counts
        for node, table in enumerate(tree.scores):
            for tricks, (makers, others) in enumerate(table):
                rows[node, _kernel.SCORES + 2 * tricks] = makers
                rows[node, _kernel.SCORES + 2 * tricks + 1] = others
        self.tree = rows
        self.edges = np.array(
            [
                (action, child)
                for edges in tree.edges
                for action, child in edges.items()
            ],
            np.int32,
        ).reshape(-1, 2)
        cards = np.zeros((NO_TRUMP + 1, _CARDS, _kernel.FOLLOW + 1), np.int32)
        cards[:, :, : _kernel.FOLLOW] = -1
        for number, tables in enumerate([*TRUMP_TABLES.values(), NO_TRUMP_TABLES]):
            size = len(tables.follow)
            cards[number, :size, _kernel.FOLLOW] = tables.follow
            cards[number, :size, :size] = tables.strength
        self.cards = cards
        game = np.zeros(_kernel.GAME_CONSTANTS, np.int32)
        game[_kernel.PLAYERS] = spec.players
        game[_kernel.CONTEXT] = context_kind(rules)
        for card in deck():
            game[_kernel.SUIT_OF + card.index] = suit_number(card)
        game[_kernel.BASE + DISCARD] = ACTION_IDS.discard
        game[_kernel.BASE + GIVE] = ACTION_IDS.give
        game[_kernel.BASE + PLAY] = ACTION_IDS.play
        game[_kernel.SIDE : _kernel.SIDE + spec.players] = spec.seat_sides
        self.game = game

    def rule_arrays(self) -> tuple[Any, Any, Any, Any]:
        """The arrays the kernel's steps take after a batch's own: the
        tree, its edges, the cards table and the game's constants."""
        return (self.tree, self.edges, self.cards, self.game)


@functools.lru_cache(maxsize=32)
def tables_for(rules: Rules) -> Tables:
    """The arrays of ``rules``, built on first use."""
    return Tables(rules)

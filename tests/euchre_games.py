"""Euchre option sets, one worked deal and random games, shared by the
tests of Euchre's rules, views, records and bots.

``DEAL`` is the deal of docs/euchre.rst, dealt by seat 0 with the ten of
hearts turned up:

- seat 0: 9H KC AC TS JS;
- seat 1: QH TC JC QC AD;
- seat 2: JH JD AH KH AS (with hearts trump: both bowers and the ace);
- seat 3: KD QD TD QS KS;
- kitty: TH (the upcard), 9C, 9D, 9S.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import hasenpfeffer as hp

__all__ = [
    "DEAL_HANDS",
    "DEAL_KITTY",
    "EUCHRE",
    "OPTION_SETS",
    "dealt",
    "random_game",
]

EUCHRE = hp.Rules(game=hp.Game.EUCHRE)

DEAL_HANDS = [
    ["9H", "KC", "AC", "TS", "JS"],
    ["QH", "TC", "JC", "QC", "AD"],
    ["JH", "JD", "AH", "KH", "AS"],
    ["KD", "QD", "TD", "QS", "KS"],
]
DEAL_KITTY = ["TH", "9C", "9D", "9S"]

OPTION_SETS: dict[str, hp.Rules] = {
    "defaults": EUCHRE,
    "partners only": hp.Rules(game=hp.Game.EUCHRE, lone_hands=False),
    "lone defender": hp.Rules(game=hp.Game.EUCHRE, lone_defender=True),
    "redeal": hp.Rules(game=hp.Game.EUCHRE, all_pass=hp.AllPass.REDEAL),
    "redeal, partners only": hp.Rules(
        game=hp.Game.EUCHRE, all_pass=hp.AllPass.REDEAL, lone_hands=False
    ),
    "redeal, lone defender, higher score": hp.Rules(
        game=hp.Game.EUCHRE,
        all_pass=hp.AllPass.REDEAL,
        lone_defender=True,
        tie_break=hp.TieBreak.HIGHER_SCORE,
        target_score=5,
    ),
}
"""Every combination of Euchre's options that changes the play."""


def dealt(rules: hp.Rules = EUCHRE) -> hp.GameState:
    """The state after ``DEAL``, seat 1 to call first."""
    return hp.new_game(rules, seed=1, dealer=0).deal(hands=DEAL_HANDS, kitty=DEAL_KITTY)


def random_game(
    rules: hp.Rules, seed: int, *, pass_weight: float = 0.75
) -> Iterator[hp.GameState]:
    """Every state of one random game to its end, from the first deal.

    Calls pass with probability ``pass_weight`` when passing is legal, so
    that both rounds of the auction, thrown-in hands and sticking the dealer
    all occur; the other decisions are uniform among the legal actions.
    """
    chooser = random.Random(seed)
    state = hp.new_game(rules, seed=seed)
    while state.phase is not hp.Phase.GAME_OVER:
        if state.phase is hp.Phase.DEAL:
            state = state.deal()
        else:
            legal = state.legal_actions()
            others = [action for action in legal if action != hp.Pass()]
            if hp.Pass() in legal and (not others or chooser.random() < pass_weight):
                state = state.apply(hp.Pass())
            else:
                state = state.apply(chooser.choice(others))
        yield state

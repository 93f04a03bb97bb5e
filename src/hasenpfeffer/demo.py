"""A whole game between simple players, told hand by hand as text.

This is what ``hasenpfeffer demo`` prints.  Every seat's cards are shown as
dealt (the demo is watched from above the table), but the widow and the
maker's discard stay face down, as at a real table.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.demo import narrate_game
>>> lines = list(narrate_game(hp.new_game(seed=1)))
>>> lines[-1]
'Team 1 (seats 1 and 3) wins the game, 10 to 3.'
"""

from __future__ import annotations

from collections.abc import Generator, Iterator

from .actions import Bid, Discard, GoAlone, NameTrump, Pass, Play
from .bots import SimpleBot
from .cards import format_cards
from .phases import Phase
from .state import GameState

__all__ = ["narrate_game"]

_SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


def _team(team: int) -> str:
    return f"Team {team} (seats {team} and {team + 2})"


def narrate_game(state: GameState, max_hands: int = 200) -> Iterator[str]:
    """Play ``state`` to the end with :class:`~hasenpfeffer.bots.SimpleBot`
    at every seat, yielding one line of text per event.

    Stops after ``max_hands`` hands if the game has not ended by then.
    """
    bot = SimpleBot()
    target = state.rules.target_score
    yield f"A game of Hasenpfeffer (seed {state.seed}), first to {target}."
    while state.phase is not Phase.GAME_OVER:
        if state.phase is not Phase.DEAL:
            raise ValueError("narrate_game starts from a state between hands")
        if state.hand_number >= max_hands:
            hands = "hand" if max_hands == 1 else "hands"
            yield f"The game is unfinished after {max_hands} {hands}."
            return
        state = state.deal()
        yield ""
        yield f"Hand {state.hand_number}: seat {state.dealer} deals."
        for seat, hand in enumerate(state.hands):
            yield f"  seat {seat}: {format_cards(hand)}"
        yield "  widow: one card, face down"
        state = yield from _play_hand(state, bot)
    assert state.winner is not None
    yield ""
    yield (
        f"{_team(state.winner)} wins the game, "
        f"{state.scores[state.winner]} to {state.scores[1 - state.winner]}."
    )


def _play_hand(state: GameState, bot: SimpleBot) -> Generator[str, None, GameState]:
    calls: list[str] = []
    hand_number = state.hand_number
    while state.phase is Phase.BIDDING:
        seat = state.to_act
        action = bot.choose(state)
        state = state.apply(action)
        if isinstance(action, Pass):
            calls.append(f"seat {seat} passes")
        elif isinstance(action, Bid):
            bid = f"{action.pepper.value} pepper" if action.pepper else action.tricks
            calls.append(f"seat {seat} bids {bid}")
    yield "  Auction: " + ", ".join(calls) + "."
    if state.phase is Phase.DEAL:
        yield "  All four pass: the hand is thrown in and the deal passes left."
        return state
    yield f"  Seat {state.maker} wins the auction and takes the widow."
    trick_number = 0
    while state.hand_number == hand_number and state.phase not in (
        Phase.DEAL,
        Phase.GAME_OVER,
    ):
        seat = state.to_act
        assert seat is not None
        action = bot.choose(state)
        state = state.apply(action)
        if isinstance(action, NameTrump):
            yield f"  Seat {seat} names {_SUIT_NAMES[action.suit.value]} trump."
        elif isinstance(action, Discard):
            yield f"  Seat {seat} discards a card."
        elif isinstance(action, GoAlone):
            role = "goes" if seat == state.maker else "defends"
            yield f"  Seat {seat} {role} alone; seat {(seat + 2) % 4} sits out."
        elif isinstance(action, Play) and len(state.completed_tricks) > trick_number:
            trick_number += 1
            trick = state.completed_tricks[-1]
            plays = ", ".join(f"seat {s} {card}" for s, card in trick.plays)
            yield f"  Trick {trick_number}: {plays}; seat {trick.winner} wins."
    result = state.hand_results[-1]
    assert result.maker is not None and result.contract is not None
    makers = result.maker % 2
    taken = result.tricks_won[makers]
    verdict = "made" if taken >= result.contract.tricks else "failed"
    change = ", ".join(f"team {team} {result.score_change[team]:+d}" for team in (0, 1))
    yield (
        f"  {_team(makers)} took {taken} of 6 tricks on {result.contract}: "
        f"{verdict}; {change}."
    )
    yield f"  Score: team 0 {state.scores[0]}, team 1 {state.scores[1]}."
    return state

"""Positions as text: what a seat sees, what it has seen, and the table.

The OpenSpiel game's observation and information-state strings and the
PettingZoo environment's ``ansi`` rendering.  Seats are named absolutely
(``seat 2``); cards, bids and actions in the library's notation.  Like the
vectors of :mod:`hasenpfeffer.integrations.encoding`, the strings of a seat
are made from its :class:`~hasenpfeffer.views.PlayerView` only.  Pure
Python.  The tricks and scores are a team's in the partnership games and
a seat's in Three-Handed Euchre (``tricks 3-0-2, scores 2, 2 and 0``).

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.integrations.text import observation_string
>>> print(observation_string(hp.new_game(seed=1, dealer=0).deal().view(3)))
seat 3, hand 1, dealer 0, BIDDING, seat 1 to act
hand: TC AC KD AH JS KS
high bid: -, passed: -
played: -
tricks 0-0, scores 0 to 0
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .._checks import check_instance
from .._public import moved_names
from .._words import scores_in_words
from ..actions import Pass
from ..cards import Card, format_cards
from ..phases import Phase
from ..state import GameState
from ..tricks import Trick
from ..views import PlayerView
from ._seat_knowledge import (
    alone_choices,
    dealt_hand,
    hand_dealer,
    hand_is_over,
    no_trump_named,
)

__all__ = ["information_state_string", "observation_string"]


def _seat_cards(plays: Iterable[tuple[int, Card]]) -> str:
    return ", ".join(f"{seat} {card}" for seat, card in plays)


def _auction_text(view: PlayerView) -> str:
    calls = view.calls if view.auction is None else view.auction.calls
    return "auction: " + (", ".join(f"{seat} {call}" for seat, call in calls) or "-")


def _upcard_text(view: PlayerView) -> str | None:
    """Euchre's upcard, and whether every player turned it down."""
    if view.upcard is None:
        return None
    passes = sum(isinstance(call, Pass) for _, call in view.calls)
    down = ", turned down" if passes >= len(view.hand_sizes) else ""
    return f"upcard: {view.upcard}{down}"


def _contract_text(view: PlayerView) -> str | None:
    if view.maker is None:
        return None
    contract = "" if view.contract is None else f", contract {view.contract}"
    if no_trump_named(view):
        return f"maker {view.maker}{contract}, no trump"
    trump = "-" if view.trump is None else str(view.trump)
    return f"maker {view.maker}{contract}, trump {trump}"


def _tally(won: tuple[int, ...], scores: tuple[int, ...]) -> str:
    """The tricks and the scores of each side (two teams, or in
    Three-Handed Euchre each of the three seats), in order."""
    tricks = "-".join(str(count) for count in won)
    return f"tricks {tricks}, scores {scores_in_words(scores)}"


def _score_text(view: PlayerView) -> str:
    return _tally(view.tricks_won, view.scores)


def _head(view: PlayerView) -> str:
    if hand_is_over(view):
        what = "hand over"
    else:
        what = str(view.phase)
        if view.to_act is not None:
            what += f", seat {view.to_act} to act"
    return (
        f"seat {view.seat}, hand {view.hand_number}, dealer {hand_dealer(view)}, {what}"
    )


def _secrets(view: PlayerView, lines: list[str], dealt: bool) -> None:
    if dealt:
        lines.append(f"dealt: {format_cards(dealt_hand(view)) or '-'}")
    lines.append(f"hand: {format_cards(view.hand) or '-'}")
    if view.widow is not None:
        discard = "-" if view.discarded is None else str(view.discarded)
        lines.append(f"widow: {view.widow}, discard: {discard}")
    elif view.discarded is not None:
        lines.append(f"discard: {view.discarded}")
    if view.best_card is not None:
        kept = "" if view.best_discard is None else f", discarded {view.best_discard}"
        lines.append(f"best card: {view.best_card}{kept}")


def _called_for_best_text(view: PlayerView) -> str | None:
    """Who called for best this hand (Railroad Euchre), seen by all."""
    if not view.called_for_best:
        return None
    return "called for best: " + " ".join(str(seat) for seat in view.called_for_best)


def observation_string(
    view: PlayerView, *, public: bool = True, private: bool = True
) -> str:
    """The position as a seat sees it now, as text.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H")
    >>> print(observation_string(state.discard("QC").play("AS").view(2)))
    seat 2, hand 1, dealer 0, PLAY, seat 2 to act
    hand: JC 9D JD TH QH TS
    high bid: bid 6 by 1, passed: -
    maker 1, contract bid 6, trump H
    trick: 1 AS
    played: -
    tricks 0-0, scores 0 to 0
    """
    check_instance(view, PlayerView, "view", "a PlayerView")
    lines = [_head(view)] if public else []
    if private:
        _secrets(view, lines, dealt=False)
    if public:
        auction = view.auction
        if auction is not None:
            high = "-" if auction.high_bid is None else str(auction.high_bid)
            bidder = "" if auction.high_bidder is None else f" by {auction.high_bidder}"
            # The seats whose call was a pass (``auction.passed`` marks, in
            # an auction of one round, every seat that called).
            passed = " ".join(
                str(seat)
                for seat in sorted(
                    seat for seat, call in auction.calls if isinstance(call, Pass)
                )
            )
            lines.append(f"high bid: {high}{bidder}, passed: {passed or '-'}")
        upcard = _upcard_text(view)
        if upcard is not None:
            lines.append(upcard)
            lines.append(_auction_text(view))
        contract = _contract_text(view)
        if contract is not None:
            lines.append(contract)
        if view.lone_players:
            lone = " ".join(str(seat) for seat in view.lone_players)
            lines.append(f"alone: {lone}")
        called = _called_for_best_text(view)
        if called is not None:
            lines.append(called)
        if view.phase is Phase.PLAY or view.current_trick:
            lines.append(f"trick: {_seat_cards(view.current_trick) or '-'}")
        played: dict[int, list[Card]] = {}
        for trick in view.completed_tricks:
            for seat, card in trick.plays:
                played.setdefault(seat, []).append(card)
        text = "; ".join(
            f"{seat}: {format_cards(cards)}" for seat, cards in sorted(played.items())
        )
        lines.append(f"played: {text or '-'}")
        lines.append(_score_text(view))
    return "\n".join(lines)


def information_state_string(
    view: PlayerView, *, public: bool = True, private: bool = True
) -> str:
    """What a seat has seen of the current hand, in order, as text.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H")
    >>> print(information_state_string(state.discard("QC").play("AS").view(1)))
    seat 1, hand 1, dealer 0, PLAY, seat 2 to act
    dealt: QC TD AD 9H 9S AS
    hand: KC TD AD 9H 9S
    widow: KC, discard: QC
    auction: 1 bid 6
    maker 1, contract bid 6, trump H
    trick 1: 1 AS
    tricks 0-0, scores 0 to 0
    """
    check_instance(view, PlayerView, "view", "a PlayerView")
    lines = [_head(view)] if public else []
    if private:
        _secrets(view, lines, dealt=True)
    if public:
        upcard = _upcard_text(view)
        if upcard is not None:
            lines.append(upcard)
        lines.append(_auction_text(view))
        contract = _contract_text(view)
        if contract is not None:
            lines.append(contract)
        choices = alone_choices(view)
        if choices:
            said = ", ".join(
                f"{seat} {'alone' if alone else 'pass'}"
                for seat, alone in choices.items()
            )
            lines.append(f"alone: {said}")
        called = _called_for_best_text(view)
        if called is not None:
            lines.append(called)
        lines += _trick_lines(view.completed_tricks, view.current_trick)
        lines.append(_score_text(view))
    return "\n".join(lines)


def _trick_lines(
    completed: Sequence[Trick], current: Sequence[tuple[int, Card]]
) -> list[str]:
    """A line for each trick of the hand so far, the one under way last."""
    lines = [
        f"trick {number}: {_seat_cards(trick.plays)} (won by {trick.winner})"
        for number, trick in enumerate(completed, 1)
    ]
    if current:
        lines.append(f"trick {len(completed) + 1}: {_seat_cards(current)}")
    return lines


def table_text(state: GameState) -> str:
    """The whole table as text, every hand face up: for a person watching
    (a renderer or a debugger), never for a player.

    >>> import hasenpfeffer as hp
    >>> print(table_text(hp.new_game(seed=1, dealer=0).deal().bid(2)))
    hand 1, dealer 0, BIDDING, seat 2 to act, target 10
    seat 0: 9C QD JH KH QS Joker
    seat 1: QC TD AD 9H 9S AS
    seat 2: JC 9D JD TH QH TS
    seat 3: TC AC KD AH JS KS
    widow: KC
    auction: 1 bid 2
    tricks 0-0, scores 0 to 0
    """
    check_instance(state, GameState, "state", "a GameState")
    view = state.view(0)
    if hand_is_over(view):
        what = "hand over" if state.winner is None else "game over"
    else:
        what = str(state.phase)
        if state.to_act is not None:
            what += f", seat {state.to_act} to act"
    lines = [
        f"hand {state.hand_number}, dealer {hand_dealer(view)}, {what}, "
        f"target {state.rules.target_score}"
    ]
    if state.hand_number:
        for seat, hand in enumerate(state.hands):
            out = " (sitting out)" if seat in state.sitting_out else ""
            lines.append(f"seat {seat}: {format_cards(hand) or '-'}{out}")
        if state.widow is not None:
            lines.append(f"widow: {state.widow}")
        if state.kitty:
            lines.append(f"kitty: {format_cards(state.kitty)}")
        lines.append(_auction_text(view))
        contract = _contract_text(view)
        if contract is not None:
            discard = "" if state.discarded is None else f", discard {state.discarded}"
            lines.append(contract + discard)
        if state.lone_players:
            lone = " ".join(str(seat) for seat in state.lone_players)
            lines.append(f"alone: {lone}")
        called = _called_for_best_text(view)
        if called is not None:
            lines.append(called)
        lines += _trick_lines(state.completed_tricks, state.current_trick)
    lines.append(_tally(state.tricks_won, state.scores))
    if state.winner is not None:
        side = "team" if len(state.scores) == 2 else "seat"
        lines.append(f"{side} {state.winner} has won")
    return "\n".join(lines)


__getattr__ = moved_names(
    __name__,
    {
        "table_string": (
            "the PettingZoo environment's render(), which shows the table",
            lambda: table_text,
        )
    },
)

"""Double-dummy analysis: best play when every card is visible.

:func:`solve` says, for a position of the play phase, how many tricks the
makers' side ends the hand with when every player sees every card and
plays perfectly, the makers taking as many tricks as they can and the
defenders letting them have as few.  The makers' side is a partnership at
a table of four; in Three-Handed Euchre it is the maker alone, and the two
other players defend together.  It names every best move of the player to
act and what each of their legal plays is worth.

>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
>>> state = state.name_trump("S").discard("KC")
>>> solution = hp.solve(state)
>>> solution.makers, solution.makers_tricks, solution.remaining_tricks
(1, 4, 6)

Seat 1 bid six but takes four against best defence, whatever it leads.
Three cards later seat 0, a defender, must beat the king of trump with the
Joker, not the queen:

>>> state = state.play("AS").play("TS").play("KS")
>>> [(str(play), tricks) for play, tricks in hp.solve(state).move_values]
[('play QS', 5), ('play Joker', 4)]

How the search works.  It never goes through
:meth:`GameState.apply <hasenpfeffer.GameState.apply>`, far too slow for
the thousands of steps of a search: it reads the position once into small
integers and searches those.

* **Cards as bits.**  A card is its :attr:`~hasenpfeffer.Card.index`, 0 to
  24, and a hand is an ``int`` with one bit per card it holds.  Following
  suit is one ``&`` with the mask of the effective suit led.  The masks,
  each card's effective suit and its strength in a trick come from the
  engine's rules kernel, whose tables per trump suit every part of the
  library shares.
  A seat sitting out beside a lone partner gets an empty hand and is
  skipped in the turn order, so its tricks have three (or two) cards; at
  a table of three every trick has three cards.
* **Null-window search.**  The question searched is a yes-or-no one: "do
  the makers take at least *t* of the remaining tricks?".  It is an OR over
  a maker's moves and an AND over a defender's, and each stops at the first
  move that settles it: alpha-beta with a window one trick wide.  The exact
  value is found by asking it for a few *t* in turn, starting from a guess
  and stepping up or down.
* **Transposition table.**  At a trick boundary the position is nothing
  but the cards each seat still holds and the seat to lead, whatever order
  of play led there.  The table keeps a lower and an upper bound on the
  makers' tricks still to come from each such position; every answer
  tightens one of them, so later questions (another *t*, another move at
  the root) mostly read an answer back instead of searching again.
* **Equivalent cards.**  Two cards of one hand in the same effective suit
  with no card between them still in play (held by anyone, or lying in the
  current trick) do exactly the same for the rest of the hand, so of each
  such run of "touching" cards only one is searched.  At the root every
  card of a run is given its representative's value.
* **Move ordering.**  The sooner a move that settles the question is
  tried, the fewer are: a player whose side is winning the trick tries
  low cards first; otherwise the cheapest card that takes the lead, then
  low cards.  A leader first tries the cards that are the highest still in
  play in their suit, from the highest, then the others from the lowest.
* **The last trick** needs no search: each seat holds one card.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import attrs

from ._games import SHAPES
from ._kernel import TRUMP_TABLES, trick_taker, turn_order
from .actions import Play
from .errors import InvalidValueError
from .state import GameState, Phase

__all__ = ["Solution", "solve"]


@attrs.frozen
class Solution:
    """The double-dummy value of a position and the best moves in it.

    Every value counts the tricks of the makers' side at the end of the
    hand (the maker's own in Three-Handed Euchre): those already won plus
    those taken from here on when all play perfectly with every card
    visible.  The defenders end with the rest of the hand's tricks (six in
    Hasenpfeffer, five in the Euchres).

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
    >>> state = state.name_trump("S").discard("KC").play("QC")
    >>> solution = hp.solve(state)
    >>> solution.to_act, solution.makers_tricks
    (2, 4)
    >>> [str(play) for play in solution.best_moves]
    ['play JC', 'play TS']
    >>> solution.value_of(hp.Play(hp.Card.parse("QH")))
    5

    Attributes:
        makers: the makers' side, the index of ``state.tricks_won`` that
            counts their tricks: the team, 0 or 1 (``state.maker % 2``),
            or in Three-Handed Euchre the maker's seat.
        to_act: the seat to play: it maximises ``makers_tricks`` if it is
            one of the makers and minimises it if it is a defender.
        makers_tricks: the makers' tricks at the end of the hand with best
            play from here: ``state.tricks_won[makers]`` plus the tricks
            they take from the current trick on.
        remaining_tricks: the tricks still to be decided, the current one
            included; the makers take ``makers_tricks -
            state.tricks_won[makers]`` of them.
        best_moves: every legal play that achieves ``makers_tricks``, in
            the order of ``state.legal_actions()``.
        move_values: each legal play, in ``legal_actions()`` order, with
            the makers' tricks at the end of the hand after it (and best
            play by all from then on).
    """

    makers: int
    to_act: int
    makers_tricks: int
    remaining_tricks: int
    best_moves: tuple[Play, ...]
    move_values: tuple[tuple[Play, int], ...]

    def value_of(self, play: Play) -> int:
        """The makers' tricks at the end of the hand after ``play``.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("S")
        >>> solution = hp.solve(state.discard("KC"))
        >>> solution.value_of(hp.Play(hp.Card.parse("AS")))
        4

        Raises:
            InvalidValueError: ``play`` is not a legal play here.
        """
        for move, value in self.move_values:
            if move == play:
                return value
        raise InvalidValueError(f"{play} is not a legal play in this position")


def solve(state: GameState) -> Solution:
    """Solve a position of the play phase double-dummy (every card visible).

    The makers play to take as many tricks as they can, the defenders to
    leave them as few.  Any position of the play will do: the opening lead,
    the middle of a trick, a lone hand (the partner sitting out plays no
    cards, so tricks have three or two cards), a hand of Three-Handed
    Euchre (the maker against the two others, who play together).  A full
    hand from the opening lead takes some milliseconds
    (``benchmarks/solve.py``).

    Alone, seat 1 takes a single trick against best defence, or two if
    seat 2 leads the jack of diamonds or the ten of spades:

    >>> import hasenpfeffer as hp
    >>> rules = hp.Rules(lone_hands=True)
    >>> state = hp.new_game(rules, seed=1, dealer=0).deal().bid(6)
    >>> state = state.name_trump("S").discard("KC").go_alone()
    >>> state.to_act, state.sitting_out
    (2, (3,))
    >>> solution = hp.solve(state)
    >>> solution.makers_tricks, [str(play) for play in solution.best_moves]
    (1, ['play JC', 'play 9D', 'play TH', 'play QH'])

    Raises:
        InvalidValueError: ``state`` is not a :class:`~hasenpfeffer.GameState`
            in the play phase (:attr:`Phase.PLAY <hasenpfeffer.Phase.PLAY>`):
            a position, not an action, is what is wrong.
    """
    if not isinstance(state, GameState):
        raise InvalidValueError(f"expected a GameState, not {state!r}")
    if state.phase is not Phase.PLAY:
        raise InvalidValueError(
            f"only a position of the play phase can be solved, not {state.phase}"
        )
    assert state.maker is not None and state.to_act is not None
    shape = SHAPES[state.rules.game]
    makers = shape.side_of(state.maker)
    to_act = state.to_act
    after, runs, remaining = _searcher(state)
    won = state.tricks_won[makers]
    values: dict[int, int] = {}
    guess = (remaining + 1) // 2
    for run in runs:
        guess = _largest(partial(after, run[0]), guess, remaining)
        for card in run:
            values[card] = won + guess
    move_values = tuple(
        (play, values[play.card.index])
        for play in state.legal_actions()
        if isinstance(play, Play)
    )
    pick = max if shape.side_of(to_act) == makers else min
    best = pick(value for _, value in move_values)
    return Solution(
        makers=makers,
        to_act=to_act,
        makers_tricks=best,
        remaining_tricks=remaining,
        best_moves=tuple(play for play, value in move_values if value == best),
        move_values=move_values,
    )


def _largest(test: Callable[[int], bool], guess: int, top: int) -> int:
    """The largest ``t`` in ``0..top`` with ``test(t)`` (true for 0 and
    false above the answer), asking about ``guess`` first."""
    low, high = 0, top
    while low < high:
        target = min(max(guess, low + 1), high)
        if test(target):
            low, guess = target, target + 1
        else:
            high, guess = target - 1, target - 1
    return low


def _searcher(
    state: GameState,
) -> tuple[Callable[[int, int], bool], list[list[int]], int]:
    """The search over ``state``'s position, as three things:

    * ``after(card, target)``: whether the makers take at least ``target``
      of the remaining tricks (the current one included) after the seat to
      act plays ``card``;
    * the legal cards of the seat to act in runs of equivalent cards;
    * the number of tricks still to be decided.

    The hands are bitmasks in a list, changed in place while a line of play
    is tried and restored after it; at a table of three the list has a
    fourth hand, always empty, so that every table is searched alike.
    """
    assert state.trump is not None and state.maker is not None
    assert state.to_act is not None and state.leader is not None
    tables = TRUMP_TABLES[state.trump]
    power, follow, strength = tables.power, tables.follow, tables.strength
    masks = tables.suit_masks
    ladders = tuple(
        tuple((card, 1 << card) for card in suit) for suit in tables.ladders
    )
    shape = SHAPES[state.rules.game]
    players = shape.players
    makers = shape.side_of(state.maker)
    # Whether each seat plays for the makers; the empty fourth hand of a
    # table of three never plays.
    is_maker = tuple(
        seat < players and shape.side_of(seat) == makers for seat in range(4)
    )
    out = state.sitting_out
    hands = [
        sum(1 << card.index for card in state.hands[seat])
        if seat < players and seat not in out
        else 0
        for seat in range(4)
    ]
    next_seat = turn_order(state.lone_players, players)
    size = players - len(state.lone_players)
    table: dict[int, tuple[int, int]] = {}

    def runs_of(legal: int, in_play: int) -> list[list[int]]:
        """``legal`` in runs of equivalent cards, highest first in each.

        ``in_play`` holds every card still in a hand or in the trick.
        """
        found: list[list[int]] = []
        for suit in range(4):
            if legal & masks[suit]:
                run = False
                for card, bit in ladders[suit]:
                    if legal & bit:
                        if run:
                            found[-1].append(card)
                        else:
                            found.append([card])
                            run = True
                    elif in_play & bit:
                        run = False
        return found

    def heads(legal: int, in_play: int) -> list[int]:
        """The first card of each run of :func:`runs_of`."""
        found = []
        for suit in range(4):
            if legal & masks[suit]:
                run = False
                for card, bit in ladders[suit]:
                    if legal & bit:
                        if not run:
                            found.append(card)
                            run = True
                    elif in_play & bit:
                        run = False
        return found

    def last_trick(leader: int) -> int:
        """The makers' tricks (0 or 1) when every seat holds one card."""
        card = hands[leader].bit_length() - 1
        row = strength[card]
        winner, high = leader, row[card]
        seat = next_seat[leader]
        while seat != leader:
            card = hands[seat].bit_length() - 1
            if row[card] > high:
                winner, high = seat, row[card]
            seat = next_seat[seat]
        return 1 if is_maker[winner] else 0

    def lead(leader: int, target: int) -> bool:
        """Whether the makers take ``target`` of the remaining tricks with
        ``leader`` to lead: the transposition table's level."""
        if target <= 0:
            return True
        hand = hands[leader]
        tricks = hand.bit_count()
        if target > tricks:
            return False
        if tricks == 1:
            return last_trick(leader) >= target
        key = (
            hands[0] | hands[1] << 25 | hands[2] << 50 | hands[3] << 75 | leader << 100
        )
        bounds = table.get(key)
        if bounds is None:
            low, high = 0, tricks
        else:
            low, high = bounds
            if low >= target:
                return True
            if high < target:
                return False
        in_play = hands[0] | hands[1] | hands[2] | hands[3]
        moves = heads(hand, in_play)
        if len(moves) > 1:
            tops = []
            for ladder in ladders:
                for card, bit in ladder:
                    if in_play & bit:
                        if hand & bit:
                            tops.append(card)
                        break
            moves.sort(
                key=lambda card: -power[card] - 100 if card in tops else power[card]
            )
        maximising = is_maker[leader]
        result = not maximising
        seat = next_seat[leader]
        for card in moves:
            bit = 1 << card
            hands[leader] = hand ^ bit
            if play(seat, 1, card, leader, power[card], bit, target) is maximising:
                result = maximising
                break
        hands[leader] = hand
        if result:
            low = target
        else:
            high = target - 1
        table[key] = (low, high)
        return result

    def play(
        seat: int, count: int, led: int, winner: int, high: int, trick: int, target: int
    ) -> bool:
        """Whether the makers take ``target`` of the remaining tricks, the
        current one included, with ``seat`` to play the trick's card number
        ``count`` (from 0) to the cards ``trick`` led by the card ``led``,
        where ``winner`` is ahead with a card of strength ``high``."""
        hand = hands[seat]
        legal = hand & follow[led] or hand
        row = strength[led]
        moves = heads(legal, hands[0] | hands[1] | hands[2] | hands[3] | trick)
        if len(moves) > 1:
            if is_maker[winner] == is_maker[seat]:
                moves.sort(key=power.__getitem__)
            else:
                moves.sort(
                    key=lambda card: (
                        power[card] - 100 if row[card] > high else power[card]
                    )
                )
        maximising = is_maker[seat]
        last = count + 1 == size
        nxt = next_seat[seat]
        for card in moves:
            bit = 1 << card
            if row[card] > high:
                now_winner, now_high = seat, row[card]
            else:
                now_winner, now_high = winner, high
            hands[seat] = hand ^ bit
            if last:
                won = is_maker[now_winner]
                outcome = lead(now_winner, target - 1 if won else target)
            else:
                outcome = play(
                    nxt, count + 1, led, now_winner, now_high, trick | bit, target
                )
            if outcome is maximising:
                hands[seat] = hand
                return maximising
        hands[seat] = hand
        return not maximising

    seat = state.to_act
    count = len(state.current_trick)
    trick = sum(1 << card.index for _, card in state.current_trick)
    led, winner, high = -1, seat, -1
    if count:
        led = state.current_trick[0][1].index
        winner = trick_taker(strength[led], state.current_trick)
        high = max(strength[led][card.index] for _, card in state.current_trick)

    def after(card: int, target: int) -> bool:
        if count:
            now_led = led
            if strength[led][card] > high:
                now_winner, now_high = seat, strength[led][card]
            else:
                now_winner, now_high = winner, high
        else:
            now_led, now_winner, now_high = card, seat, power[card]
        hand = hands[seat]
        hands[seat] = hand ^ 1 << card
        try:
            if count + 1 == size:
                won = is_maker[now_winner]
                return lead(now_winner, target - 1 if won else target)
            return play(
                next_seat[seat],
                count + 1,
                now_led,
                now_winner,
                now_high,
                trick | 1 << card,
                target,
            )
        finally:
            hands[seat] = hand

    hand = hands[seat]
    legal = (hand & follow[led] if count else 0) or hand
    in_play = hands[0] | hands[1] | hands[2] | hands[3] | trick
    return after, runs_of(legal, in_play), hand.bit_count()

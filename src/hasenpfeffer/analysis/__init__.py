"""Double-dummy analysis: best play when every card is visible.

:func:`solve` says, for a position of the play phase, how many tricks the
makers' side ends the hand with when every player sees every card and
plays perfectly, the makers taking as many tricks as they can and the
defenders letting them have as few.  The makers' side is a partnership at
a table of four; in Three-Handed Euchre it is the maker alone, and the two
other players defend together.  On Bid Euchre's moon the maker plays
alone, the partner's cards out of play, as any lone hand does; in its no
trump the highest card of the suit led takes the trick.  It names every
best move of the player to act and what each of their legal plays is
worth.

>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
>>> state = state.name_trump("S").discard("KC")
>>> solution = hp.analysis.solve(state)
>>> solution.makers, solution.makers_tricks, solution.remaining_tricks
(1, 4, 6)

Seat 1 bid six but takes four against best defence, whatever it leads.
Three cards later seat 0, a defender, must beat the king of trump with the
Joker, not the queen:

>>> state = state.play("AS").play("TS").play("KS")
>>> [(str(play), tricks) for play, tricks in hp.analysis.solve(state).move_values]
[('play QS', 5), ('play Joker', 4)]

How the search works.  It never goes through
:meth:`GameState.apply <hasenpfeffer.GameState.apply>`, far too slow for
the thousands of steps of a search: it reads the position once into small
integers and searches those.

* **Cards as bits, in the search's own order.**  A hand is an ``int`` with
  one bit per card it holds, but not the bit of the card's
  :attr:`~hasenpfeffer.Card.index`: for each trump suit the search lays
  the cards out again (``_layout``), each effective suit a field of
  consecutive bits from its lowest card up, with one spare bit above it,
  and the trump suit last.  A higher bit is then a stronger card in its
  suit and every trump is above every plain card, so a card takes the lead
  of a trick when its bit is above the winning card's and it follows the
  suit led or is a trump: one comparison and one ``&``, no table.  In no
  trump (Bid Euchre) the four suits are laid out alike and no field is of
  trumps, so only the suit led can take a trick; the sure tricks are then
  the leader's cards that head their suits.  Each
  effective suit and the order of the cards in it come from the engine's
  rules kernel.
  A seat sitting out beside a lone partner gets an empty hand and is
  skipped in the turn order, so its tricks have three (or two) cards; at
  a table of three every trick has three cards.
* **Null-window search.**  The question searched is a yes-or-no one: "do
  the makers take at least *t* of the remaining tricks?".  It is an OR over
  a maker's moves and an AND over a defender's, and each stops at the first
  move that settles it: alpha-beta with a window one trick wide.  The exact
  value is found by asking it for a few *t* in turn, starting from a guess
  and stepping up or down.  The first guess is that the makers take every
  trick: a question near the top is quick to answer no, since the
  defenders need only one trick.
* **Transposition table.**  At a trick boundary the position is nothing
  but the cards each seat still holds and the seat to lead, whatever order
  of play led there.  The table keeps a lower and an upper bound on the
  makers' tricks still to come from each such position; every answer
  tightens one of them, so later questions (another *t*, another move at
  the root) mostly read an answer back instead of searching again.
* **Sure tricks.**  A position met for the first time gets bounds before
  any search.  The seat holding the highest trump still in play wins a
  trick with it and with each trump just below it in the same hand, since
  nothing left can beat them, whoever leads: that many tricks are its
  side's for sure.  A leader holding them, once they have drawn every trump
  of the other side (no opponent holds more trumps than the run), goes on
  to cash each card that is the highest still in play of its suit, and
  the cards of its hand just below it.  No opponent can beat them, and
  the partner takes the lead only when made to trump, holding nothing but
  trumps, which then win every trick it leads.  Either count settles many
  questions without a card being tried.
* **Equivalent cards.**  Two cards of one hand in the same effective suit
  with no card between them still in play (held by anyone, or lying in the
  current trick) do exactly the same for the rest of the hand, so of each
  such run of "touching" cards only the lowest is searched.  With the
  search's order that takes a few operations on the whole hand at once:
  the cards out of play (``gone``) are transparent, so the runs are the
  runs of set bits of ``hand | gone``, and an addition carries each run's
  start over any cards out of play at its bottom to the run's lowest card.
  At the root every card of a run is given its representative's value.
* **Move ordering.**  The sooner a move that settles the question is
  tried, the fewer are: a player whose side is winning the trick tries
  low cards first; otherwise the cards that take the lead, the cheapest
  first, then the others from the lowest.  A leader first tries the cards
  that are the highest still in play in their suit, from the highest, then
  the others from the lowest.
* **The last trick** needs no search: each seat holds one card.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial

import attrs

from .._checks import check_whole
from ..actions import Play
from ..errors import InvalidValueError, shown
from ..games import spec_of
from ..state import GameState, Phase
from ._search import searcher

__all__ = ["Solution", "makers_tricks", "solve"]


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
    >>> solution = hp.analysis.solve(state)
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
        >>> solution = hp.analysis.solve(state.discard("KC"))
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
    >>> solution = hp.analysis.solve(state)
    >>> solution.makers_tricks, [str(play) for play in solution.best_moves]
    (1, ['play JC', 'play 9D', 'play TH', 'play QH'])

    Raises:
        InvalidValueError: ``state`` is not a :class:`~hasenpfeffer.GameState`
            in the play phase (:attr:`Phase.PLAY <hasenpfeffer.Phase.PLAY>`):
            a position, not an action, is what is wrong.
    """
    _check(state)
    assert state.maker is not None and state.to_act is not None
    shape = spec_of(state.rules)
    makers = shape.side_of(state.maker)
    to_act = state.to_act
    search = searcher(state)
    remaining = search.remaining
    won = state.tricks_won[makers]
    values: dict[int, int] = {}
    guess = remaining
    for run in search.runs:
        guess = _largest(partial(search.after, run[0]), guess, remaining)
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


def makers_tricks(state: GameState, *, targets: Iterable[int] | None = None) -> int:
    """The makers' tricks at the end of the hand with best play from
    ``state``, every card visible: the ``makers_tricks`` of the
    :class:`Solution` that :func:`solve` gives, found without the value of
    each legal play, so in about half the time.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
    >>> state = state.name_trump("S").discard("KC")
    >>> hp.analysis.makers_tricks(state)
    4
    >>> after = state.play("AS")
    >>> hp.analysis.makers_tricks(after), hp.analysis.solve(state).makers_tricks
    (4, 4)

    Where only some counts matter, ``targets`` asks about those alone: the
    answer is then the largest of them that the makers reach, or 0 if they
    reach none.  A score that changes only at a few counts is found so at
    less cost: a Euchre hand, say, needs only 3 (made) and 5 (march).  Here
    the makers, bidding six, fall short of it:

    >>> hp.analysis.makers_tricks(state, targets=[6]), hp.analysis.makers_tricks(
    ...     state, targets=[3, 5])
    (0, 3)

    Raises:
        InvalidValueError: ``state`` is not a :class:`~hasenpfeffer.GameState`
            in the play phase, or ``targets`` is not a non-empty collection
            of whole numbers from 1 to the tricks of a hand (6 in
            Hasenpfeffer, 5 in the Euchres).
    """
    _check(state)
    assert state.maker is not None
    shape = spec_of(state.rules)
    counts = None if targets is None else _targets(targets, shape.hand_size)
    search = searcher(state)
    won = state.tricks_won[shape.side_of(state.maker)]
    if counts is None:
        return won + _largest(search.here, search.remaining, search.remaining)
    for target in counts:
        needed = target - won
        if needed <= 0 or (needed <= search.remaining and search.here(needed)):
            return target
    return 0


def _targets(targets: Iterable[int], tricks: int) -> list[int]:
    """``targets`` checked for :func:`makers_tricks`, without repeats, the
    largest first."""
    try:
        counts = list(targets)
    except TypeError:
        raise InvalidValueError(
            f"targets must be a collection of trick counts, not {shown(targets)}"
        ) from None
    if not counts:
        raise InvalidValueError("targets must name at least one trick count")
    for count in counts:
        check_whole(count, "each of targets", 1, tricks)
    return sorted(set(counts), reverse=True)


def _check(state: GameState) -> None:
    """Refuse anything but a position of the play phase."""
    if not isinstance(state, GameState):
        raise InvalidValueError(f"expected a GameState, not {shown(state)}")
    if state.phase is not Phase.PLAY:
        raise InvalidValueError(
            f"only a position of the play phase can be solved, not {state.phase}"
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

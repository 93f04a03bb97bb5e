"""The double-dummy search over one position, in small integers: the
cards laid out as bits under the trump suit, the hands as bitmasks, and
the two levels of the search, at a trick boundary and inside a trick
(:mod:`hasenpfeffer.analysis` tells how it works).

>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
>>> search = searcher(state.name_trump("S").discard("KC"))
>>> search.remaining, search.here(4), search.here(5)
(6, True, False)
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import NamedTuple

from .._engine.tables import DECK, SUITS, tables_for, turn_order
from ..cards import Suit
from ..games import spec_of
from ..rules import Game
from ..state import GameState

__all__ = ["Search", "searcher"]


class _Layout(NamedTuple):
    """The search's order of the cards under one trump suit (see
    :func:`_layout`).

    Attributes:
        bit_of: each card's bit, by deck index.
        card_of: the deck index of the card of each bit, by bit number (-1
            for a suit's spare bit).
        follow: for each bit number, the mask of its card's effective
            suit (0 for a spare bit).
        trumps: the mask of the trump suit.
        cards: the mask of every card.
        down: for a shift down by 1, 2 and 4 places, the cards at least
            that many places above the bottom of their suit, which the
            shift keeps in their suit.
    """

    bit_of: tuple[int, ...]
    card_of: tuple[int, ...]
    follow: tuple[int, ...]
    trumps: int
    cards: int
    down: tuple[int, int, int]


@functools.cache
def _layout(trump: Suit | None) -> _Layout:
    """The cards under ``trump`` laid out for the search: each effective
    suit a field of bits from its lowest card up, then one spare bit, the
    plain suits first and the trump suit last (29 bits for 25 cards).  In
    no trump (``None``) the four suits keep their order and no field is
    of trumps.

    >>> layout = _layout(Suit.HEARTS)
    >>> [str(DECK[card]) for card in layout.card_of[-9:-1]]
    ['9H', 'TH', 'QH', 'KH', 'AH', 'JD', 'JH', 'Joker']
    >>> layout.trumps == 0xFF << 20 and layout.cards.bit_count() == 25
    True
    >>> no_trump = _layout(None)
    >>> [str(DECK[card]) for card in no_trump.card_of[-7:-1]]
    ['9S', 'TS', 'JS', 'QS', 'KS', 'AS']
    >>> no_trump.trumps, no_trump.cards.bit_count()
    (0, 24)
    """
    ladders = tables_for(trump).ladders
    number = 4 if trump is None else SUITS.index(trump)
    bit_of = [0] * len(DECK)
    card_of: list[int] = []
    follow: list[int] = []
    suits: list[int] = []
    order = (*(other for other in range(4) if other != number), number)
    for suit in order[:4]:
        first = len(card_of)
        for card in reversed(ladders[suit]):
            bit_of[card] = 1 << len(card_of)
            card_of.append(card)
        mask = (1 << len(card_of)) - (1 << first)
        follow += [mask] * (len(card_of) - first) + [0]
        card_of.append(-1)
        suits.append(mask)
    return _Layout(
        bit_of=tuple(bit_of),
        card_of=tuple(card_of),
        follow=tuple(follow),
        trumps=0 if trump is None else suits[-1],
        cards=sum(suits),
        down=(
            sum(mask & mask << 1 for mask in suits),
            sum(mask & mask << 2 for mask in suits),
            sum(mask & mask << 4 for mask in suits),
        ),
    )


@functools.cache
def _sides(
    game: Game, makers: int
) -> tuple[tuple[bool, ...], tuple[tuple[int, ...], ...]]:
    """For each of four seats, whether it plays for the side ``makers`` in
    ``game`` (the empty fourth hand of a table of three never does), and
    the seats of the other side.

    >>> _sides(Game.THREE_HANDED_EUCHRE, 1)
    ((False, True, False, False), ((1,), (0, 2, 3), (1,), (1,)))
    """
    shape = spec_of(game)
    is_maker = tuple(
        seat < shape.players and shape.side_of(seat) == makers for seat in range(4)
    )
    opponents = tuple(
        tuple(other for other in range(4) if is_maker[other] != is_maker[seat])
        for seat in range(4)
    )
    return is_maker, opponents


_Lead = Callable[[int, int], bool]
_Play = Callable[[int, int, int, int, int, int, int], bool]


class _Board(NamedTuple):
    """The table a search plays on, made once for the position searched.

    Attributes:
        hands: each seat's cards, a bitmask in the order of :func:`_layout`;
            the list is changed in place while a line of play is tried and
            restored after it.  At a table of three it has a fourth hand,
            always empty, so that every table is searched alike.
        layout: the cards' order under the trump suit.
        is_maker: for each seat, whether it plays for the makers (see
            :func:`_sides`).
        opponents: for each seat, the seats of the other side.
        next_seat: the seat that plays after each, -1 for a seat sitting
            out (:func:`~hasenpfeffer._engine.tables.turn_order`).
        size: the cards of a trick.
    """

    hands: list[int]
    layout: _Layout
    is_maker: tuple[bool, ...]
    opponents: tuple[tuple[int, ...], ...]
    next_seat: tuple[int, ...]
    size: int


def searcher(state: GameState) -> Search:
    """The search over ``state``'s position, a position of the play."""
    board = _board(state)
    lead, play = _levels(board)
    return Search(state, board, lead, play)


def _board(state: GameState) -> _Board:
    """The table of ``state``'s position, its makers' side searched for."""
    assert state.maker is not None
    layout = _layout(state.trump)
    bit_of = layout.bit_of
    spec = spec_of(state.rules)
    is_maker, opponents = _sides(spec.game, spec.side_of(state.maker))
    out = state.sitting_out
    hands = [0, 0, 0, 0]
    for seat, held in enumerate(state.hands):
        if seat not in out:
            for card in held:
                hands[seat] |= bit_of[card.index]
    lone = state.lone_players
    next_seat = turn_order(lone, spec.players)
    return _Board(
        hands, layout, is_maker, opponents, next_seat, spec.players - len(lone)
    )


def _levels(board: _Board) -> tuple[_Lead, _Play]:
    """The search's two levels over ``board``: ``lead``, from a trick
    boundary, and ``play`` (see :func:`_trick_level`) inside a trick."""
    hands, is_maker, next_seat = board.hands, board.is_maker, board.next_seat
    follow, trumps = board.layout.follow, board.layout.trumps
    cards, down, size = board.layout.cards, board.layout.down, board.size
    last_trick = _last_trick(board)
    sure_bounds = _sure_bounds(board)
    table: dict[tuple[int, int, int, int, int], tuple[int, int]] = {}

    def lead(leader: int, target: int) -> bool:
        """Whether the makers take ``target`` (at least one, at most the
        cards in each hand) of the remaining tricks with ``leader`` to
        lead: the transposition table's level."""
        hand = hands[leader]
        tricks = hand.bit_count()
        if tricks == 1:
            return last_trick(leader)
        first, second, third, fourth = hands
        key = (first, second, third, fourth, leader)
        bounds = table.get(key)
        if bounds is not None:
            low, high = bounds
            if low >= target:
                return True
            if high < target:
                return False
        in_play = first | second | third | fourth
        # The leader's cards above every other card in play of their suit:
        # the others' cards, each spread down to the bottom of its suit,
        # cover the rest.
        below = in_play ^ hand
        below |= (below & down[0]) >> 1
        below |= (below & down[1]) >> 2
        below |= (below & down[2]) >> 4
        tops = hand & ~below
        if bounds is None:
            low, high = bounds = sure_bounds(leader, tops, in_play, tricks)
            if low >= target or high < target:
                table[key] = bounds
                return low >= target
        # One card of each run of equivalent cards, the lowest (see the
        # module's docstring).
        gone = cards ^ in_play
        held = hand | gone
        starts = held & ~(held << 1)
        moves = (starts | (gone + (starts & gone))) & hand
        # The representatives of the leader's top cards come first.
        tops &= moves
        moves ^= tops
        maximising = is_maker[leader]
        result = not maximising
        seat = next_seat[leader]
        while tops or moves:
            if tops:
                card = 1 << (tops.bit_length() - 1)
                tops ^= card
            else:
                card = moves & -moves
                moves ^= card
            hands[leader] = hand ^ card
            suit = follow[card.bit_length() - 1]
            beats = (suit | trumps) & -(card << 1)
            if play(seat, size - 2, suit, leader, beats, gone, target) is maximising:
                result = maximising
                break
        hands[leader] = hand
        if result:
            low = target
        else:
            high = target - 1
        table[key] = (low, high)
        return result

    play = _trick_level(board, lead)
    return lead, play


def _last_trick(board: _Board) -> Callable[[int], bool]:
    """``last_trick(leader)``: whether the makers take the last trick, each
    seat holding one card."""
    hands, is_maker, next_seat = board.hands, board.is_maker, board.next_seat
    follow, trumps = board.layout.follow, board.layout.trumps

    def last_trick(leader: int) -> bool:
        top = hands[leader]
        beats = follow[top.bit_length() - 1] | trumps
        winner = leader
        seat = next_seat[leader]
        while seat != leader:
            card = hands[seat]
            if card > top and card & beats:
                winner, top = seat, card
            seat = next_seat[seat]
        return is_maker[winner]

    return last_trick


def _sure_bounds(board: _Board) -> Callable[[int, int, int, int], tuple[int, int]]:
    """``sure_bounds(leader, tops, in_play, tricks)``: a lower and an upper
    bound on the makers' tricks from a position met for the first time,
    from the tricks sure to go to one side (see the module's docstring).
    ``tops`` are the leader's cards above every other card in play of their
    suit, ``in_play`` the cards in the hands, ``tricks`` those of each."""
    hands, is_maker, opponents = board.hands, board.is_maker, board.opponents
    trumps = board.layout.trumps

    def sure_bounds(
        leader: int, tops: int, in_play: int, tricks: int
    ) -> tuple[int, int]:
        left = in_play & trumps
        # With no trump left but its own top ones, the leader cashes every
        # top card: ``sure`` tricks go to the side of ``holder``.
        holder, sure = leader, tops.bit_count()
        if left & tops and left & ~tops:
            # The leader's top trumps, and its other top cards if they
            # draw every trump of the other side.
            sure = (tops & trumps).bit_count()
            for other in opponents[leader]:
                if (hands[other] & trumps).bit_count() > sure:
                    break
            else:
                sure = tops.bit_count()
        elif left & ~tops:
            # Another seat holds the highest trump: its run of trumps.
            highest = 1 << (left.bit_length() - 1)
            holder = 0
            while not hands[holder] & highest:
                holder += 1
            mine = hands[holder] & left
            sure = (mine & -(1 << (left ^ mine).bit_length())).bit_count()
        return (sure, tricks) if is_maker[holder] else (0, tricks - sure)

    return sure_bounds


def _trick_level(board: _Board, lead: _Lead) -> _Play:
    """``play(seat, to_come, suit, winner, beats, gone, target)``: whether
    the makers take ``target`` of the remaining tricks, the current one
    included, with ``seat`` to play to the trick, ``to_come`` cards of it
    still to come after this one.  ``gone`` holds the cards out of play
    (neither in a hand nor in the trick); ``lead`` searches on from the
    end of the trick."""
    hands, is_maker, next_seat = board.hands, board.is_maker, board.next_seat

    def play(
        seat: int,
        to_come: int,
        suit: int,
        winner: int,
        beats: int,
        gone: int,
        target: int,
    ) -> bool:
        hand = hands[seat]
        legal = hand & suit or hand
        # One card of each run of equivalent cards, as in ``lead``.
        held = legal | gone
        starts = held & ~(held << 1)
        moves = (starts | (gone + (starts & gone))) & legal
        maximising = is_maker[seat]
        first = 0
        if is_maker[winner] is not maximising:
            first = moves & beats
            moves ^= first
        if not to_come:
            # The trick ends with this card: what the makers then need
            # when this seat takes it, and when the winner keeps it.
            taking = target - 1 if maximising else target
            keeping = target - 1 if is_maker[winner] else target
            left = hand.bit_count() - 1
        following = next_seat[seat]
        while first or moves:
            if first:
                card = first & -first
                first ^= card
            else:
                card = moves & -moves
                moves ^= card
            hands[seat] = hand ^ card
            if to_come:
                if card & beats:  # this seat takes the lead of the trick
                    outcome = play(
                        following,
                        to_come - 1,
                        suit,
                        seat,
                        beats & -(card << 1),
                        gone,
                        target,
                    )
                else:
                    outcome = play(
                        following, to_come - 1, suit, winner, beats, gone, target
                    )
            elif card & beats:
                outcome = taking <= 0 or (taking <= left and lead(seat, taking))
            else:
                outcome = keeping <= 0 or (keeping <= left and lead(winner, keeping))
            if outcome is maximising:
                hands[seat] = hand
                return maximising
        hands[seat] = hand
        return not maximising

    return play


class Search:
    """The search over one position, made by :func:`searcher`: it asks
    whether the makers take at least a number of the remaining tricks (the
    current one included), from the position (:meth:`here`) or after a
    card of the seat to act (:meth:`after`).

    A trick under way is described by the mask of the effective suit led
    (``suit``), the seat winning it so far (``winner``) and ``beats``, the
    cards that would take the lead from it: those of the suit led or
    trumps, above the winning card.  ``gone`` holds the cards out of play
    (neither in a hand nor in the trick).

    Attributes:
        runs: the legal cards of the seat to act (deck indices) in runs of
            equivalent cards.
        remaining: the number of tricks still to be decided.
    """

    __slots__ = (
        "_beats",
        "_board",
        "_count",
        "_gone",
        "_lead",
        "_play",
        "_seat",
        "_suit",
        "_winner",
        "remaining",
        "runs",
    )

    def __init__(
        self, state: GameState, board: _Board, lead: _Lead, play: _Play
    ) -> None:
        assert state.to_act is not None
        layout, hands, plays = board.layout, board.hands, state.current_trick
        bit_of, trumps = layout.bit_of, layout.trumps
        seat = state.to_act
        trick = sum(bit_of[card.index] for _, card in plays)
        gone = layout.cards ^ (hands[0] | hands[1] | hands[2] | hands[3] | trick)
        suit, winner, beats = 0, seat, 0
        if plays:
            suit = layout.follow[bit_of[plays[0][1].index].bit_length() - 1]
            top = 1 << ((trick & (suit | trumps)).bit_length() - 1)
            winner = next(place for place, card in plays if bit_of[card.index] == top)
            beats = (suit | trumps) & -(top << 1)
        self._board, self._lead, self._play = board, lead, play
        self._seat, self._count, self._gone = seat, len(plays), gone
        self._suit, self._winner, self._beats = suit, winner, beats
        hand = hands[seat]
        legal = hand & suit or hand
        self.runs = _runs(layout, legal, layout.cards ^ gone ^ legal)
        self.remaining = hand.bit_count()

    def after(self, card: int, target: int) -> bool:
        """Whether the makers take at least ``target`` of the remaining
        tricks after the seat to act plays ``card`` (a deck index)."""
        board, seat, count = self._board, self._seat, self._count
        hands, layout = board.hands, board.layout
        hand = hands[seat]
        bit = layout.bit_of[card]
        suit, winner, beats = self._suit, self._winner, self._beats
        if not count:
            suit = layout.follow[bit.bit_length() - 1]
            winner, beats = seat, (suit | layout.trumps) & -(bit << 1)
        elif bit & beats:
            winner, beats = seat, beats & -(bit << 1)
        hands[seat] = hand ^ bit
        try:
            if count + 1 < board.size:
                following = board.next_seat[seat]
                to_come = board.size - count - 2
                return self._play(
                    following, to_come, suit, winner, beats, self._gone, target
                )
            needed = target - 1 if board.is_maker[winner] else target
            left = hand.bit_count() - 1
            return needed <= 0 or (needed <= left and self._lead(winner, needed))
        finally:
            hands[seat] = hand

    def here(self, target: int) -> bool:
        """Whether the makers take at least ``target`` of the remaining
        tricks, the seat to act free to play any of its cards: the search
        stops at the first that settles it."""
        if not self._count:
            return self._lead(self._seat, target)
        to_come = self._board.size - self._count - 1
        return self._play(
            self._seat,
            to_come,
            self._suit,
            self._winner,
            self._beats,
            self._gone,
            target,
        )


def _runs(layout: _Layout, legal: int, others: int) -> list[list[int]]:
    """The ``legal`` cards (deck indices) in runs of equivalent cards: a run
    ends at the top of a suit or at a card of ``others`` (in play, and not
    the seat's)."""
    follow = layout.follow
    runs: list[list[int]] = []
    previous = 0
    for number, index in enumerate(layout.card_of):
        bit = 1 << number
        if legal & bit:
            if previous & follow[number] and not others & (bit - previous):
                runs[-1].append(index)
            else:
                runs.append([index])
            previous = bit
    return runs

"""The picture of a whole table, from a game state or from one seat's view.

What lies where is worked out first (:class:`Table`: each seat's cards,
the cards aside, the trick in the middle, the lines of text), then drawn.
Only a view's own fields are read for a view, so its picture cannot show
a card the view does not hold; the picture of a game state reads the
state's hands, widow and discards as well.

>>> import hasenpfeffer as hp
>>> layout = Table.of(hp.new_game(seed=1, dealer=0).deal().view(2), bottom=2)
>>> [(holding.seat, len(holding.cards)) for holding in layout.holdings]
[(0, 6), (1, 6), (2, 6), (3, 6)]
>>> [card is None for card in layout.holdings[3].cards]
[True, True, True, True, True, True]
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from .._engine.tables import tables_for, trick_taker
from ..actions import MOON, Discard, NameTrump
from ..cards import Card, Suit
from ..games import AuctionKind, spec_of
from ..phases import Phase
from ..rules import Widow
from ..state import GameState
from ..views import PlayerView
from ._draw import (
    CARD_HEIGHT,
    CARD_WIDTH,
    card_back,
    card_face,
    card_name,
    card_row,
    display_order,
    document,
    felt,
    label,
    row_width,
    suit_chip,
    text_width,
)
from ._trick import trick_cards

__all__ = ["HEIGHT", "WIDTH", "Holding", "Pile", "Side", "Table", "table_picture"]

WIDTH = 640
HEIGHT = 490
_MIDDLE = (WIDTH / 2, 250.0)
_SIDE = 16
"""The margin of the felt."""
_REGION = 192
"""The width of a seat's row of seven cards, and of each corner."""
_DOWN = "a card face down"
_UNUSED = Widow.UNUSED
_STACK_STEP = 8
"""How far apart the face-down cards under the upcard lie."""

_VERBS = {
    Phase.BIDDING: "bid",
    Phase.TRUMP: "name trump",
    Phase.DISCARD: "discard",
    Phase.ALONE: "say whether to go alone",
    Phase.PLAY: "play",
}


@attrs.frozen
class Holding:
    """The cards in front of one seat, and what is said of it.

    Attributes:
        seat: the seat.
        cards: its cards as laid out; ``None`` for a card face down.
        aside: whether the seat sits out this hand (its cards set aside).
        name: the seat's name, such as ``Seat 2 (you)``.
        tags: the words under the name, such as ``dealer`` or ``maker``.
        to_act: whether the seat is to act.
    """

    seat: int
    cards: tuple[Card | None, ...]
    aside: bool
    name: str
    tags: tuple[str, ...]
    to_act: bool


@attrs.frozen
class Pile:
    """Cards lying on the table outside the hands: the widow, the upcard
    and the cards under it, discards.

    Attributes:
        name: the words over the pile.
        cards: the cards, ``None`` for a card face down.
        titles: what a screen reader says of each card.
        step: how far apart the cards lie.
    """

    name: str
    cards: tuple[Card | None, ...]
    titles: tuple[str, ...]
    step: float


@attrs.frozen
class Side:
    """A row of the score box: a team, or a player at a table of three.

    Attributes:
        name: ``Team 0``, or ``Seat 0`` at a table of three.
        seats: the team's seats in words (``seats 0, 2``), or nothing.
        tricks: its tricks this hand.
        score: its score in the game.
        won: whether it won the game.
    """

    name: str
    seats: str
    tricks: int
    score: int
    won: bool


@attrs.frozen
class Table:
    """Everything the picture of a table shows, before it is drawn."""

    title: str
    players: int
    bottom: int
    trump: Suit | None
    holdings: tuple[Holding, ...]
    aside: tuple[Pile, ...]
    discards: tuple[Pile, ...]
    trick: tuple[tuple[int, Card], ...]
    winner: int | None
    finished_trick: bool
    trick_caption: str
    info: tuple[str, ...]
    scores: tuple[Side, ...]
    target: int

    @classmethod
    def of(cls, position: GameState | PlayerView, bottom: int) -> Table:
        """What to draw of ``position``: a view as its seat sees it, a game
        state with every card it may show face up."""
        if isinstance(position, PlayerView):
            view, state = position, None
        else:
            view, state = position.view(0), position
        players = spec_of(view.rules).players
        trump = view.trump
        hand_over = view.phase in (Phase.DEAL, Phase.GAME_OVER)
        played = bool(view.completed_tricks) and hand_over
        holdings = tuple(
            _holding(view, state, seat, trump, played) for seat in range(players)
        )
        plays, winner, finished, caption = _centre(view)
        if state is None:
            title = f"{_hand_title(view)}, as seat {view.seat} sees it"
        else:
            title = f"{_hand_title(view)}, every hand face up"
        return cls(
            title=title,
            players=players,
            bottom=bottom,
            trump=trump,
            holdings=holdings,
            aside=_aside(view, state),
            discards=_discards(view, state),
            trick=plays,
            winner=winner,
            finished_trick=finished,
            trick_caption=caption,
            info=_info(view),
            scores=_scores(view),
            target=view.rules.target_score,
        )


def _hand_title(view: PlayerView) -> str:
    game = spec_of(view.rules).title
    if view.hand_number == 0:
        return f"{game}, no hand dealt yet"
    return f"{game}, hand {view.hand_number}"


def _holding(
    view: PlayerView,
    state: GameState | None,
    seat: int,
    trump: Suit | None,
    played: bool,
) -> Holding:
    """What lies in front of ``seat``: the cards it holds (face up if the
    picture may show them), and once the hand is played out the cards it
    played, face up."""
    if state is not None:
        held: tuple[Card | None, ...] = state.hands[seat]
    elif seat == view.seat:
        held = view.hand
    else:
        held = (None,) * view.hand_sizes[seat]
    shown = [card for card in held if card is not None]
    if played:
        shown += [
            card
            for trick in view.completed_tricks
            for player, card in trick.plays
            if player == seat
        ]
    cards = (*display_order(shown, trump), *(None for card in held if card is None))
    name = f"Seat {seat}"
    if state is None and seat == view.seat:
        name += " (you)"
    to_act = view.to_act == seat
    return Holding(
        seat=seat,
        cards=cards,
        aside=seat in view.sitting_out,
        name=name,
        tags=_tags(view, seat, to_act),
        to_act=to_act,
    )


def _tags(view: PlayerView, seat: int, to_act: bool) -> tuple[str, ...]:
    tags = []
    if to_act:
        tags.append("to act")
    if view.phase is Phase.DEAL:
        if seat == view.dealer and view.hand_number == 0:
            tags.append("deals first")
        elif seat == view.dealer:
            tags.append("deals next")
    elif seat == view.dealer:
        tags.append("dealer")
    if seat == view.maker:
        tags.append("maker")
    if seat in view.lone_players:
        tags.append("alone")
    if seat in view.called_for_best:
        tags.append("called for best")
    if seat in view.sitting_out:
        tags.append("sits out")
    if view.phase is Phase.BIDDING:
        call = _last_call(view, seat)
        if call is not None:
            tags.append(call)
    return tuple(tags)


def _last_call(view: PlayerView, seat: int) -> str | None:
    """What ``seat`` said last in the auction under way."""
    calls = view.auction.calls if view.auction is not None else view.calls
    said = [str(call) for player, call in calls if player == seat]
    if not said:
        return None
    return "passed" if said[-1] == "pass" else said[-1]


def _centre(
    view: PlayerView,
) -> tuple[tuple[tuple[int, Card], ...], int | None, bool, str]:
    """The trick in the middle: the one under way, or else the last one
    finished; the seat winning it, whether it is finished, its caption."""
    if view.current_trick:
        plays = view.current_trick
        strength = tables_for(view.trump).strength  # no trump: the suit led
        winner = trick_taker(strength[plays[0][1].index], plays)
        return plays, winner, False, f"Seat {winner} is winning the trick"
    if view.completed_tricks:
        last = view.completed_tricks[-1]
        return last.plays, last.winner, True, f"Last trick won by seat {last.winner}"
    return (), None, False, ""


def _upcard_taken(view: PlayerView, players: int) -> bool:
    """Whether the dealer picked up the upcard: trump was named in the first
    round of calls."""
    return any(
        isinstance(call, NameTrump)
        for number, (_, call) in enumerate(view.calls)
        if number < players
    )


def _turned_down(view: PlayerView, players: int) -> bool:
    return len(view.calls) >= players and not _upcard_taken(view, players)


def _aside(view: PlayerView, state: GameState | None) -> tuple[Pile, ...]:
    """The widow while it lies on the table (all hand long under
    ``Widow.UNUSED``), or the upcard and the cards under it."""
    shape = spec_of(view.rules)
    if view.hand_number == 0 or not shape.kitty_size:
        return ()
    if not shape.upcard:
        widow, word = state.widow if state is not None else None, shape.aside
        if widow is not None:
            return (Pile(word, (widow,), (f"{card_name(widow)}, the {word}",), 0),)
        # Face down until picked up; all hand long when it is not used.
        if state is None and (view.maker is None or view.rules.widow is _UNUSED):
            return (Pile(word, (None,), (f"{_DOWN}, the {word}",), 0),)
        return ()
    upcard = view.upcard
    assert upcard is not None
    under = shape.kitty_size - 1
    kitty = Pile(
        "kitty",
        (None,) * under,
        (f"{_DOWN}, under the upcard",) * under,
        _STACK_STEP,
    )
    if _upcard_taken(view, shape.players):
        return (kitty,)
    name = "turned down" if _turned_down(view, shape.players) else "upcard"
    title = f"{card_name(upcard)}, the upcard"
    if name == "turned down":
        title += ", turned down"
    return (Pile(name, (upcard,), (title,), 0), kitty)


def _discards(view: PlayerView, state: GameState | None) -> tuple[Pile, ...]:
    """The hand's discards that the picture may show: all of them for a
    game state, the seat's own for a view."""
    if state is not None:
        made = [
            (seat, action.card)
            for seat, action in state.hand_history
            if isinstance(action, Discard)
        ]
        titles = [f"{card_name(card)}, discarded by seat {seat}" for seat, card in made]
    else:
        own = [card for card in (view.discarded, view.best_discard) if card]
        made = [(view.seat, card) for card in own]
        titles = [f"{card_name(card)}, your discard" for card in own]
    if not made:
        return ()
    cards = tuple(card for _, card in made)
    name = "discard" if len(cards) == 1 else "discards"
    return (Pile(name, cards, tuple(titles), CARD_WIDTH + 6),)


def _info(view: PlayerView) -> tuple[str, ...]:
    """The lines about the hand: what is happening, the contract or maker,
    the lone players (trump is drawn apart, as a coloured symbol)."""
    lines = [_hand_title(view), _status(view)]
    bids = spec_of(view.rules).auction is AuctionKind.BIDS
    if view.maker is not None and bids:
        contract = "the moon" if view.contract == MOON else view.contract
        lines.append(f"Contract: {contract}, seat {view.maker}")
    elif view.maker is not None:
        lines.append(f"Maker: seat {view.maker}")
    elif view.phase is Phase.BIDDING and view.auction is not None:
        high_bid = view.auction.high_bid
        if high_bid is None:
            lines.append("No bid yet")
        else:
            lines.append(f"High bid: {high_bid}, seat {view.auction.high_bidder}")
    named = view.phase not in (Phase.DEAL, Phase.BIDDING, Phase.TRUMP)
    if view.maker is not None and view.trump is None and named:
        lines.append("No trump")
    lone = view.lone_players
    if len(lone) == 1:
        lines.append(f"Seat {lone[0]} plays alone")
    elif lone:
        lines.append(f"Seats {lone[0]} and {lone[1]} play alone")
    return tuple(lines)


def _status(view: PlayerView) -> str:
    spec = spec_of(view.rules)
    if view.phase is Phase.GAME_OVER:
        assert view.winner is not None
        if not spec.partnerships:
            return f"Seat {view.winner} wins the game"
        return f"Team {view.winner} wins the game"
    if view.phase is Phase.DEAL:
        if view.hand_number == 0:
            return f"Seat {view.dealer} deals first"
        if view.hand_results and view.hand_results[-1].thrown_in:
            return f"Thrown in; seat {view.dealer} deals next"
        return f"Hand over; seat {view.dealer} deals next"
    assert view.to_act is not None
    verb = _VERBS[view.phase]
    if view.phase is Phase.BIDDING and spec.auction is AuctionKind.ORDER_UP:
        verb = "call"
    elif (
        view.phase is Phase.ALONE
        and spec.partner_of(view.to_act) in view.called_for_best
    ):
        verb = "give a card"
    return f"Seat {view.to_act} to {verb}"


def _scores(view: PlayerView) -> tuple[Side, ...]:
    """Each side's row of the score box."""
    spec = spec_of(view.rules)
    names: list[tuple[str, str]] = []
    if spec.partnerships:
        for side in range(spec.sides):
            seats = [str(seat) for seat in spec.seats if spec.side_of(seat) == side]
            names.append((f"Team {side}", f"seats {', '.join(seats)}"))
    else:
        names = [(f"Seat {seat}", "") for seat in spec.seats]
    return tuple(
        Side(name, seats, tricks, score, view.winner == side)
        for side, ((name, seats), tricks, score) in enumerate(
            zip(names, view.tricks_won, view.scores, strict=True)
        )
    )


# -- drawing -----------------------------------------------------------------


def table_picture(
    position: GameState | PlayerView, bottom: int, size: float | None
) -> str:
    """The picture of ``position`` with ``bottom`` at the bottom."""
    layout = Table.of(position, bottom)
    body = [felt(WIDTH, HEIGHT)]
    body += _draw_info(layout)
    body += _draw_scores(layout)
    for holding in layout.holdings:
        body += _draw_holding(layout, holding)
    if layout.players == 4:
        corner_left = (_SIDE, 332.0)
        body += _draw_piles(layout.aside, corner_left)
    else:
        body += _draw_piles(layout.aside, (WIDTH / 2 - 110, 64.0))
    right = (WIDTH - _SIDE - _REGION, 332.0)
    body += _draw_piles(layout.discards, right)
    body += trick_cards(
        layout.trick,
        _MIDDLE,
        bottom=layout.bottom,
        players=layout.players,
        trump=layout.trump,
        winner=layout.winner,
        winning="won the trick" if layout.finished_trick else "winning",
    )
    if layout.trick_caption:
        below = _MIDDLE[1] + (48 if layout.players == 4 else 44) + CARD_HEIGHT / 2
        body.append(label(_MIDDLE[0], below + 14, layout.trick_caption))
    return document(WIDTH, HEIGHT, layout.title, body, size)


def _draw_info(layout: Table) -> list[str]:
    first, *others = layout.info
    drawn = [label(_SIDE + 6, 26, first, anchor="start", size=13, bold=True)]
    y = 26.0
    for line in others:
        y += 18
        drawn.append(label(_SIDE + 6, y, line, anchor="start"))
    if layout.trump is not None:
        y += 18
        drawn.append(label(_SIDE + 6, y, "Trump:", anchor="start"))
        drawn.append(suit_chip(_SIDE + 60, y, layout.trump))
        drawn.append(label(_SIDE + 74, y, layout.trump.name.lower(), anchor="start"))
    return drawn


def _draw_scores(layout: Table) -> list[str]:
    left = WIDTH - _SIDE - _REGION - 20
    tricks_x, score_x = WIDTH - _SIDE - 70, WIDTH - _SIDE - 22
    drawn = [
        label(tricks_x, 26, "tricks", size=11),
        label(score_x, 26, "score", size=11),
    ]
    # A team's seats follow its name, past the band that marks a winner.
    seats_x = left + max(text_width(side.name, 12) for side in layout.scores) + 14
    y = 26.0
    for side in layout.scores:
        y += 18
        drawn.append(
            label(left, y, side.name, anchor="start", bold=side.won, marked=side.won)
        )
        if side.seats:
            drawn.append(label(seats_x, y, side.seats, anchor="start", size=10))
        drawn.append(label(tricks_x, y, str(side.tricks)))
        drawn.append(label(score_x, y, str(side.score), bold=side.won))
    drawn.append(
        label(left, y + 18, f"Game to {layout.target}", anchor="start", size=11)
    )
    return drawn


def _row_place(layout: Table, seat: int, count: int) -> tuple[float, float, str]:
    """Where a seat's row begins, and where its name goes: above the row,
    or below it at the bottom."""
    slot = (seat - layout.bottom) % layout.players
    where = ("bottom", "left", "top", "right")[slot]
    if layout.players == 3 and slot == 2:
        where = "right"
    width = row_width(count)
    if where == "bottom":
        return WIDTH / 2 - width / 2, 362.0, "below"
    if where == "top":
        return WIDTH / 2 - width / 2, 44.0, "above"
    middle = _SIDE + _REGION / 2 if where == "left" else WIDTH - _SIDE - _REGION / 2
    top = _MIDDLE[1] - CARD_HEIGHT / 2 - (20 if layout.players == 3 else 0)
    return middle - width / 2, top, "above"


def _draw_holding(layout: Table, holding: Holding) -> list[str]:
    x, y, name_at = _row_place(layout, holding.seat, len(holding.cards))
    titles = [
        _DOWN if card is None else card_name(card, layout.trump)
        for card in holding.cards
    ]
    if holding.aside:
        titles = [f"{title}, set aside" for title in titles]
    drawn = card_row(holding.cards, x, y, titles, dim=holding.aside)
    middle = x + row_width(len(holding.cards)) / 2
    if not holding.cards:
        middle = x
    if name_at == "below":
        name_y, tags_y = y + CARD_HEIGHT + 18, y + CARD_HEIGHT + 32
    else:
        name_y, tags_y = y - 22, y - 8
    drawn.append(label(middle, name_y, holding.name, bold=True, marked=holding.to_act))
    if holding.tags:
        drawn.append(label(middle, tags_y, " · ".join(holding.tags), size=11))
    return drawn


def _draw_piles(piles: Sequence[Pile], corner: tuple[float, float]) -> list[str]:
    """Piles side by side from ``corner``, each named above its cards."""
    drawn = []
    x, y = corner
    for pile in piles:
        drawn.append(label(x, y, pile.name, anchor="start", size=11))
        for position, (card, title) in enumerate(
            zip(pile.cards, pile.titles, strict=True)
        ):
            left = x + position * pile.step
            if card is None:
                drawn.append(card_back(left, y + 8, title))
            else:
                drawn.append(card_face(card, left, y + 8, title))
        x += row_width(len(pile.cards), pile.step) + 14
    return drawn

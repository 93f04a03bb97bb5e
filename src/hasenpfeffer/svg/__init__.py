"""Pictures of cards, hands, tricks and whole tables, as SVG text.

Each function returns one ``<svg>`` element as a string: valid XML that
scales to any size (it has a ``viewBox``), with a ``<title>`` on every card
for screen readers, red hearts and diamonds and black clubs and spades.
Put it in a web page as it is, write it to a ``.svg`` file, or let Jupyter
show it: cards, tricks, game states and player views display themselves as
these pictures in a notebook.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer import svg
>>> picture = svg.card(hp.Card.parse("JH"))
>>> picture.startswith("<svg") and "<title>jack of hearts</title>" in picture
True

A picture of a :class:`~hasenpfeffer.views.PlayerView` shows only what that
seat may see: its own cards face up and the others' face down.

>>> state = hp.new_game(seed=1, dealer=0).deal()
>>> picture = svg.table(state.view(2))
>>> picture.count('class="hp-card hp-back"')    # 3 hands of 6, and the widow
19
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from .._checks import check_bool
from ..cards import Card, Suit, check_trump
from ..errors import InvalidValueError, shown
from ..games import spec_of
from ..seats import check_seat
from ..state import GameState
from ..tricks import Trick, trick_winner
from ..views import PlayerView
from ._draw import (
    CARD_HEIGHT,
    CARD_WIDTH,
    ROW_STEP,
    card_face,
    card_name,
    display_order,
    document,
    element,
    felt,
    label,
    row_width,
)
from ._table import table_picture
from ._trick import TRICK_HEIGHT, TRICK_WIDTH, card_centre, trick_cards

__all__ = ["card", "hand", "table", "trick"]

_PAD = 8
"""Room round the cards for their shadows and marks."""
_FAN_ANGLE = 9.0
"""Degrees between two cards of a fanned hand."""
_FAN_RADIUS = 2.4 * CARD_HEIGHT
"""How far below the cards' top edges a fan's cards turn about."""
_MOST_PIXELS = 100_000


def card(card: Card, *, trump: Suit | None = None, size: float | None = None) -> str:
    """One card, face up.

    Args:
        card: the card.
        trump: the trump suit, if named: a bower's title then says which
            bower it is.
        size: the width to draw the picture at, in pixels (by default its
            own, 76 pixels).

    >>> from hasenpfeffer import svg
    >>> picture = svg.card(Card.parse("JD"), trump=Suit.HEARTS, size=38)
    >>> "<title>jack of diamonds, the left bower</title>" in picture
    True
    >>> 'width="38"' in picture, 'fill="#c8102e"' in picture   # red ink
    (True, True)

    Raises:
        InvalidValueError: ``card`` is not a card, ``trump`` not a suit, or
            ``size`` not a positive number.
    """
    _check_card(card, "card")
    trump = _optional_trump(trump)
    size = _check_size(size)
    face = card_face(card, _PAD, _PAD, card_name(card, trump))
    width, height = CARD_WIDTH + 2 * _PAD, CARD_HEIGHT + 2 * _PAD
    return document(width, height, card_name(card, trump), [face], size)


def hand(
    cards: Iterable[Card],
    *,
    trump: Suit | None = None,
    fan: bool = False,
    sort: bool = True,
    size: float | None = None,
) -> str:
    """A hand of cards, face up, in a row or fanned.

    Args:
        cards: the cards, each at most once.
        trump: the trump suit, if named.
        fan: spread the cards in a fan rather than a straight row.
        sort: lay the cards out as a player holds them: trumps first once
            trump is named (highest first, the bowers after the Joker),
            then the other suits with their colours alternating, each from
            the ace down; before trump, the Joker first.  With ``False`` the
            cards keep the order given.
        size: the width to draw the picture at, in pixels.

    >>> from hasenpfeffer import svg
    >>> cards = [Card.parse(text) for text in "9C JD AS Joker QH JH".split()]
    >>> picture = svg.hand(cards, trump=Suit.HEARTS)
    >>> import re
    >>> re.findall(r'data-card="(\\w+)"', picture)
    ['Joker', 'JH', 'JD', 'QH', '9C', 'AS']

    Raises:
        InvalidValueError: ``cards`` is not a collection of different cards,
            or another argument is not of its kind.
    """
    chosen = _check_cards(cards)
    trump = _optional_trump(trump)
    check_bool(fan, "fan")
    check_bool(sort, "sort")
    size = _check_size(size)
    if sort:
        chosen = display_order(chosen, trump)
    title = f"A hand of {len(chosen)} card{'' if len(chosen) == 1 else 's'}"
    if trump is not None:
        title += f", {trump.name.lower()} trump"
    if not chosen:
        return _empty_hand(title, size)
    if fan:
        return _fan(chosen, trump, title, size)
    faces = [
        card_face(card, _PAD + number * ROW_STEP, _PAD, card_name(card, trump))
        for number, card in enumerate(chosen)
    ]
    width = row_width(len(chosen)) + 2 * _PAD
    return document(width, CARD_HEIGHT + 2 * _PAD, title, faces, size)


def _empty_hand(title: str, size: float | None) -> str:
    outline = element(
        "rect",
        {
            "x": _PAD,
            "y": _PAD,
            "width": CARD_WIDTH,
            "height": CARD_HEIGHT,
            "rx": 5,
            "fill": "none",
            "stroke": "#a9a9a9",
            "stroke-dasharray": "4 3",
        },
    )
    width, height = CARD_WIDTH + 2 * _PAD, CARD_HEIGHT + 2 * _PAD
    return document(width, height, title, [outline], size)


def _fan(
    cards: Sequence[Card], trump: Suit | None, title: str, size: float | None
) -> str:
    """The cards turned about a point below them, like a hand held."""
    angles = [(n - (len(cards) - 1) / 2) * _FAN_ANGLE for n in range(len(cards))]
    pivot_x, pivot_y = 0.0, _FAN_RADIUS
    corners = []
    for angle in angles:
        turn = math.radians(angle)
        for x, y in (
            (-CARD_WIDTH / 2, 0.0),
            (CARD_WIDTH / 2, 0.0),
            (-CARD_WIDTH / 2, CARD_HEIGHT),
            (CARD_WIDTH / 2, CARD_HEIGHT),
        ):
            dx, dy = x - pivot_x, y - pivot_y
            corners.append(
                (
                    pivot_x + dx * math.cos(turn) - dy * math.sin(turn),
                    pivot_y + dx * math.sin(turn) + dy * math.cos(turn),
                )
            )
    left = min(x for x, _ in corners) - _PAD
    top = min(y for _, y in corners) - _PAD
    width = max(x for x, _ in corners) + _PAD - left
    height = max(y for _, y in corners) + _PAD - top
    shift_x, shift_y = pivot_x - left, pivot_y - top
    faces = [
        element(
            "g",
            {"transform": f"rotate({angle:g} {shift_x:.2f} {shift_y:.2f})"},
            card_face(
                card,
                shift_x - CARD_WIDTH / 2,
                shift_y - _FAN_RADIUS,
                card_name(card, trump),
            ),
        )
        for card, angle in zip(cards, angles, strict=True)
    ]
    return document(width, height, title, faces, size)


def trick(
    trick: Trick | Sequence[tuple[int, Card]],
    *,
    trump: Suit | None = None,
    bottom: int = 0,
    players: int = 4,
    size: float | None = None,
) -> str:
    """A trick: each card in front of the seat that played it.

    The seats sit round the picture clockwise from ``bottom`` (at a table
    of four: bottom, left, top, right).  Each card has a badge with its
    place in the order of play, 1 for the lead.  The winner's card is
    ringed in yellow: a :class:`~hasenpfeffer.tricks.Trick`'s winner, or,
    for cards given as ``(seat, card)`` pairs and a ``trump``, the card
    that wins them (winning so far, if fewer than ``players`` cards).

    Args:
        trick: a finished trick, or the ``(seat, card)`` pairs played so
            far, the lead first.
        trump: the trump suit.
        bottom: the seat drawn at the bottom.
        players: 4, or 3 for Three-Handed Euchre.
        size: the width to draw the picture at, in pixels.

    >>> import hasenpfeffer as hp
    >>> from hasenpfeffer import svg
    >>> plays = [(1, hp.Card.parse("AH")), (2, hp.Card.parse("JD"))]
    >>> picture = svg.trick(plays, trump=hp.Suit.HEARTS)
    >>> "jack of diamonds, the left bower, played by seat 2, winning" in picture
    True

    Raises:
        InvalidValueError: the plays are not ``(seat, card)`` pairs of
            different seats and cards, clockwise from the lead, or another
            argument is not of its kind.
    """
    players = _check_players(players)
    plays, winner = _check_trick(trick, players)
    trump = _optional_trump(trump)
    bottom = check_seat(bottom, "bottom", players)
    size = _check_size(size)
    finished = isinstance(trick, Trick) or len(plays) == players
    if winner is None and trump is not None and plays:
        taker = trick_winner([card for _, card in plays], trump)
        winner = plays[taker][0]
    margin = 64
    width, height = TRICK_WIDTH + 2 * margin, TRICK_HEIGHT + 64
    centre = (width / 2, 26 + TRICK_HEIGHT / 2)
    body = [felt(width, height)]
    for seat in range(players):
        body.append(_seat_name(seat, centre, bottom, players))
    body += trick_cards(
        plays,
        centre,
        bottom=bottom,
        players=players,
        trump=trump,
        winner=winner,
        winning="wins the trick" if finished else "winning",
    )
    caption = _trick_caption(plays, winner, finished)
    body.append(label(width / 2, height - 12, caption, size=13, bold=True))
    title = _trick_title(plays, winner, finished)
    return document(width, height, title, body, size, _trick_words(plays, trump))


def _seat_name(
    seat: int, centre: tuple[float, float], bottom: int, players: int
) -> str:
    """The seat's name beside where its card lies."""
    x, y = card_centre(seat, centre, bottom, players)
    dx, dy = x - centre[0], y - centre[1]
    if dx < 0:
        return label(x - CARD_WIDTH / 2 - 8, y + 4, f"Seat {seat}", anchor="end")
    if dx > 0:
        return label(x + CARD_WIDTH / 2 + 8, y + 4, f"Seat {seat}", anchor="start")
    if dy < 0:
        return label(x, y - CARD_HEIGHT / 2 - 8, f"Seat {seat}")
    return label(
        x + CARD_WIDTH / 2 + 8, y + CARD_HEIGHT / 2 - 4, f"Seat {seat}", anchor="start"
    )


def _trick_caption(
    plays: Sequence[tuple[int, Card]], winner: int | None, finished: bool
) -> str:
    if not plays:
        return "Nothing played yet"
    if winner is None:
        return f"Led by seat {plays[0][0]}"
    if finished:
        return f"Won by seat {winner}"
    return f"Seat {winner} is winning"


def _trick_words(plays: Sequence[tuple[int, Card]], trump: Suit | None) -> str:
    """The plays in words, for a screen reader."""
    said = []
    for number, (seat, card) in enumerate(plays):
        name = card_name(card, trump)
        name = name if card.is_joker else f"the {name}"
        said.append(f"seat {seat} {'led' if number == 0 else 'played'} {name}")
    if not said:
        return "No card played."
    return f"S{'; '.join(said)[1:]}."


def _trick_title(
    plays: Sequence[tuple[int, Card]], winner: int | None, finished: bool
) -> str:
    if not plays:
        return "A trick, nothing played yet"
    title = f"A trick led by seat {plays[0][0]}"
    if winner is not None and finished:
        title += f", won by seat {winner}"
    elif winner is not None:
        title += f", seat {winner} winning so far"
    return title


def table(
    position: GameState | PlayerView,
    *,
    seat: int | None = None,
    bottom: int | None = None,
    size: float | None = None,
) -> str:
    """The whole table: every seat's cards, the trick, the widow or the
    kitty, and the facts of the hand and the game.

    The picture of a :class:`~hasenpfeffer.views.PlayerView` (or of a
    :class:`~hasenpfeffer.state.GameState` with ``seat``, which is the
    same) shows only what that seat may see: its own cards face up, the
    others' face down, the widow and the cards under the upcard face down,
    and its own discard.  The picture of a game state without ``seat`` shows
    every hand, the widow and the discards face up; the cards under
    Euchre's upcard stay face down, as they are never seen in the game.

    Around the table: each seat's cards (trumps first once named; a seat
    sitting out has its cards set aside, greyed), marked as dealer, maker,
    going alone and so on, the seat to act on a yellow band; the current
    trick in the middle, or the last one with its winner; the hand's
    contract or maker, trump, tricks won and the game score.  Once a hand
    is played out, each seat shows the cards it played, face up.

    Args:
        position: the game state or the player's view to draw.
        seat: for a game state, the seat whose view to draw (``None``: all
            face up); for a view, ``None`` or the view's own seat.
        bottom: the seat drawn at the bottom (the others follow
            clockwise); by default the seat whose view it is, or seat 0.
        size: the width to draw the picture at, in pixels.

    >>> import hasenpfeffer as hp
    >>> from hasenpfeffer import svg
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(3)
    >>> picture = svg.table(state, seat=1)
    >>> picture == svg.table(state.view(1))
    True
    >>> "High bid: bid 3, seat 1" in picture, "<title>ace of spades</title>" in picture
    (True, True)

    Raises:
        InvalidValueError: ``position`` is neither a game state nor a view,
            ``seat`` or ``bottom`` not a seat of its game, ``seat`` not the
            view's, or ``size`` not a positive number.
    """
    if not isinstance(position, (GameState, PlayerView)):
        raise InvalidValueError(
            f"position must be a GameState or a PlayerView, not {shown(position)}"
        )
    players = spec_of(position.rules).players
    if seat is not None:
        seat = check_seat(seat, "seat", players)
        if isinstance(position, PlayerView) and seat != position.seat:
            raise InvalidValueError(
                f"this is seat {position.seat}'s view: it cannot be drawn for "
                f"seat {seat}"
            )
        if isinstance(position, GameState):
            position = position.view(seat)
    if bottom is None:
        bottom = position.seat if isinstance(position, PlayerView) else 0
    bottom = check_seat(bottom, "bottom", players)
    return table_picture(position, bottom, _check_size(size))


# -- checks ------------------------------------------------------------------


def _check_card(card: object, name: str) -> Card:
    if not isinstance(card, Card):
        raise InvalidValueError(f"{name} must be a Card, not {shown(card)}")
    return card


def _optional_trump(trump: object) -> Suit | None:
    return None if trump is None else check_trump(trump)


def _check_size(size: object) -> float | None:
    if size is None:
        return None
    if (
        isinstance(size, bool)
        or not isinstance(size, (int, float))
        or not 0 < size <= _MOST_PIXELS  # refuses nan, and what float() cannot hold
    ):
        raise InvalidValueError(
            f"size must be a number of pixels above 0 and at most {_MOST_PIXELS}, "
            f"not {shown(size)}"
        )
    return float(size)


def _check_cards(cards: object) -> tuple[Card, ...]:
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
        raise InvalidValueError(
            f"cards must be a collection of Card values, not {shown(cards)}"
        )
    chosen = tuple(cards)
    for item in chosen:
        _check_card(item, "each of cards")
    if len(set(chosen)) != len(chosen):
        raise InvalidValueError("cards cannot hold the same card twice")
    return chosen


def _check_players(players: object) -> int:
    if isinstance(players, bool) or players not in (3, 4):
        raise InvalidValueError(f"players must be 3 or 4, not {shown(players)}")
    assert isinstance(players, int)
    return players


def _check_trick(
    trick: object, players: int
) -> tuple[tuple[tuple[int, Card], ...], int | None]:
    """The plays of ``trick`` and its winner, if it is a finished trick."""
    if isinstance(trick, Trick):
        for seat, _ in trick.plays:
            check_seat(seat, "a play's seat", players)
        return trick.plays, trick.winner
    if isinstance(trick, (str, bytes)) or not isinstance(trick, Sequence):
        raise InvalidValueError(
            f"trick must be a Trick or a sequence of (seat, card) pairs, "
            f"not {shown(trick)}"
        )
    plays = []
    for pair in trick:
        if (
            isinstance(pair, (str, bytes))
            or not isinstance(pair, Sequence)
            or len(pair) != 2
        ):
            raise InvalidValueError(
                f"trick must hold (seat, card) pairs, not {shown(pair)}"
            )
        seat = check_seat(pair[0], "a play's seat", players)
        plays.append((seat, _check_card(pair[1], "a play's card")))
    turns = [(seat - plays[0][0]) % players for seat, _ in plays]
    if turns != sorted(set(turns)):
        raise InvalidValueError(
            "the plays must be of different seats, clockwise from the lead: "
            f"not {shown(trick)}"
        )
    if len({card for _, card in plays}) != len(plays):
        raise InvalidValueError("a trick cannot hold the same card twice")
    return tuple(plays), None

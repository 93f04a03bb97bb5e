"""What a game of the family is, as data the engine reads.

A :class:`GameSpec` holds everything that tells one game from another
outside its options: the table (seats and sides), the deck, the deal, the
kind of auction and the words the game uses.  The engine, the views, the
records and every application ask the spec rather than name a game.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping

import attrs

from ..cards import Card, deck
from ..errors import InvalidValueError, shown
from ..seats import check_seat, partner_of
from ._game import Game

__all__ = ["AuctionKind", "GameSpec"]


class AuctionKind(enum.Enum):
    """How a game's maker and trump are found.

    >>> AuctionKind.ORDER_UP
    AuctionKind.ORDER_UP
    """

    BIDS = "bids"
    """Bids of a number of tricks, the highest bidder naming trump
    (Hasenpfeffer)."""
    ORDER_UP = "order_up"
    """The upcard ordered up in a first round, another suit named in a
    second (the Euchres)."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


@attrs.frozen
class GameSpec:
    """One game of the family, described by its numbers and words.

    >>> from hasenpfeffer.games import spec_of
    >>> spec = spec_of(Game.THREE_HANDED_EUCHRE)
    >>> spec.players, spec.sides, spec.hand_size, spec.kitty_size
    (3, 3, 5, 9)
    >>> spec.partner_of(0), spec_of(Game.EUCHRE).partner_of(1)
    (None, 3)

    Attributes:
        game: the :class:`~hasenpfeffer.rules.Game` described.
        players: seats at the table, numbered clockwise from 0.
        hand_size: cards dealt to each seat, and so tricks in a hand.
        kitty_size: cards dealt aside: the widow of one card, or the upcard
            and the cards under it.
        joker: whether the deck holds the Joker (the highest trump).
        auction: how the maker and trump are found.
        maker_alone: whether the maker always plays alone against all the
            others (Three-Handed Euchre), so that nobody is asked.
        aside: the word for the cards dealt aside: ``"widow"`` or
            ``"kitty"``.
        deal_key: the start of the key that seeds a hand's shuffle; the
            key of every seeded deal depends on it.
        summary: the game's rules in a line, as ``--help`` lists them.
        option_defaults: the game's own defaults of the options whose
            default depends on the game (``all_pass``, ``lone_hands``,
            ``lone_defender``, ``call_for_best``), by name.
        own_options: the options that only some games take and this game
            does; every game takes the options that no game lists, and
            another game takes an option at its default only.
        moon: whether the auction's bids run from ``min_bid`` to six and
            end with the moon, every card is dealt and the maker may name
            no trump (Bid Euchre).
        partnerships: whether the seats play as two partnerships (seats 0
            and 2 against 1 and 3) rather than each for themselves (worked
            out from ``players``).
        sides: how many sides score: two partnerships, or each player
            alone (worked out from ``players``).
        seat_sides: the side of each seat, as :meth:`side_of` tells it.
    """

    game: Game
    players: int
    hand_size: int
    kitty_size: int
    joker: bool
    auction: AuctionKind
    maker_alone: bool
    aside: str
    deal_key: str
    summary: str
    # Read as data, never compared: the game tells one spec from another.
    option_defaults: Mapping[str, object] = attrs.field(eq=False)
    own_options: frozenset[str]
    moon: bool = False
    # Worked out once from the fields above: a hand's score asks them.
    partnerships: bool = attrs.field(init=False, repr=False)
    sides: int = attrs.field(init=False, repr=False)
    seat_sides: tuple[int, ...] = attrs.field(init=False, repr=False)

    @partnerships.default
    def _partnerships(self) -> bool:
        return self.players == 4

    @sides.default
    def _sides(self) -> int:
        return 2 if self.partnerships else self.players

    @seat_sides.default
    def _seat_sides(self) -> tuple[int, ...]:
        return tuple(map(self.side_of, range(self.players)))

    @property
    def title(self) -> str:
        """The game's name in words, such as ``"Railroad Euchre"``."""
        return self.game.title

    @property
    def deck_size(self) -> int:
        """How many cards the deck holds (the 24 from nine to ace, and the Joker)."""
        return 24 + self.joker

    @property
    def cards(self) -> tuple[Card, ...]:
        """The game's cards in deck order; each card's ``index`` is below
        :attr:`deck_size` (the Joker comes last)."""
        return deck()[: self.deck_size]

    @property
    def upcard(self) -> bool:
        """Whether the first card dealt aside is turned up for the auction."""
        return self.auction is AuctionKind.ORDER_UP

    @property
    def side_word(self) -> str:
        """What a side is called in messages, ``"team"`` or ``"seat"``."""
        return "team" if self.partnerships else "seat"

    @property
    def seats(self) -> range:
        """The seats, in order."""
        return range(self.players)

    @property
    def most_held(self) -> int:
        """The most cards a seat holds at once, the hand and one card taken
        (the widow, the upcard, or a partner's best) before discarding."""
        return self.hand_size + 1

    def side_of(self, seat: int) -> int:
        """The side that ``seat`` scores for: its partnership (seats 0 and 2
        are side 0), or the seat itself.

        >>> from hasenpfeffer.games import spec_of
        >>> spec_of(Game.EUCHRE).side_of(3), spec_of(Game.THREE_HANDED_EUCHRE).side_of(2)
        (1, 2)

        Raises:
            InvalidValueError: ``seat`` is not a seat of this game.
        """  # noqa: E501
        check_seat(seat, "seat", self.players)
        return seat % 2 if self.partnerships else seat

    def partner_of(self, seat: int) -> int | None:
        """The seat across the table from ``seat``, or ``None`` where each
        plays for themselves.

        >>> from hasenpfeffer.games import spec_of
        >>> spec_of(Game.EUCHRE).partner_of(1), spec_of(Game.THREE_HANDED_EUCHRE).partner_of(1)
        (3, None)

        Raises:
            InvalidValueError: ``seat`` is not a seat of this game.
        """  # noqa: E501
        check_seat(seat, "seat", self.players)
        return partner_of(seat) if self.partnerships else None

    def next_seat(self, seat: int, steps: int = 1) -> int:
        """The seat ``steps`` places to the left (clockwise) of ``seat``.

        >>> from hasenpfeffer.games import spec_of
        >>> spec_of(Game.EUCHRE).next_seat(3), spec_of(Game.THREE_HANDED_EUCHRE).next_seat(2)
        (0, 0)

        Raises:
            InvalidValueError: ``seat`` is not a seat of this game, or
                ``steps`` not a whole number.
        """  # noqa: E501
        check_seat(seat, "seat", self.players)
        if isinstance(steps, bool) or not isinstance(steps, int):
            raise InvalidValueError(f"steps must be a whole number, not {shown(steps)}")
        return (seat + steps) % self.players

    @property
    def contracts(self) -> bool:
        """Whether the maker wins the auction with a bid, a contract for a
        number of tricks that the hand's score counts, rather than by
        naming trump (then the hand scores points for the majority of the
        tricks, more for all of them)."""
        return self.auction is AuctionKind.BIDS

    @property
    def widow(self) -> bool:
        """Whether the card dealt aside is a widow, one card that a deal
        holds as its ``widow``, rather than a kitty of cards (the upcard
        first, where there is one) held as its ``kitty``."""
        return self.aside == "widow"

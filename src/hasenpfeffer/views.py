"""What one seat may see: the position as that player knows it.

A program that hosts a game keeps the :class:`~hasenpfeffer.state.GameState`
to itself and sends each player ``state.view(seat)``, a :class:`PlayerView`
holding that seat's own cards and the public facts of the game, and nothing
that the seat may not know: not the other hands, not the widow (except, once
picked up, to the maker), not the maker's discard (except to the maker).

>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(3)
>>> view = state.view(2)
>>> hp.format_cards(view.hand), view.hand_sizes, view.to_act
('JC 9D JD TH QH TS', (6, 6, 6, 6), 2)
>>> [str(action) for action in view.legal_actions()]
['pass', 'bid 4', 'bid 5', 'bid 6']
>>> view.legal_actions() == state.legal_actions()
True
>>> state.view(0).legal_actions()      # not seat 0's turn
()
"""

from __future__ import annotations

import functools
from typing import Any

import attrs

from ._checks import (
    check_instance,
    check_whole,
    check_whole_per_side,
    unchecked,
)
from ._engine.decisions import legal_actions, value_seen
from ._engine.hidden import best_calls, best_seen_by
from ._line import (
    ACTION_CODES,
    ACTIONS_BY_CODE,
    CARD_CODES,
    NONE,
    LineField,
    game_field,
    line_fields,
    read_cards,
    read_rules,
    read_whole,
)
from ._words import in_words
from .actions import (
    Action,
    Bid,
    NameTrump,
    Pass,
)
from .auction import Auction, check_fits
from .cards import Card, Suit
from .errors import HasenpfefferError, InvalidNotationError, InvalidValueError, shown
from .games import SPECS
from .phases import Phase
from .records._json import rules_to_dict
from .rules import Game, Rules, Widow, options_of
from .scoring import HandResult
from .seats import check_seat
from .state import GameState
from .tricks import Trick

__all__ = ["PlayerView"]


@attrs.frozen
class PlayerView:
    """A position as seen from one seat: a frozen, hashable value.

    Build one with :meth:`GameState.view <hasenpfeffer.state.GameState.view>`
    (or :meth:`PlayerView.of`).  It holds the seat's own hand, the public
    facts of the game, and, for the maker once the widow is picked up, the
    card the widow was and the discard; nothing else.  Two positions that
    differ only in cards this seat cannot see give equal views.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
    >>> state = state.name_trump("H").discard("QC")
    >>> maker, other = state.view(1), state.view(2)
    >>> str(maker.widow), str(maker.discarded), other.widow, other.discarded
    ('KC', 'QC', None, None)
    >>> other.maker, other.contract, other.trump, other.hand_sizes
    (1, Bid(tricks=6, pepper=None), Suit.HEARTS, (6, 6, 6, 6))

    Attributes:
        seat: the seat whose view this is.
        rules: the rule options of the game.
        hand_number: how many hands have been dealt.
        dealer: the dealer (in ``DEAL``, the next hand's dealer).
        phase: the stage of the hand.
        to_act: the seat whose decision it is, ``None`` if nobody's.
        hand: this seat's own cards, in deck order.
        hand_sizes: how many cards each seat holds, seats 0 to 3 (0 to 2
            in Three-Handed Euchre).
        auction: the auction of the current (or last) hand so far: every
            pass and bid, with its seat.
        maker: the seat that won the auction.
        contract: the winning bid.
        trump: the trump suit once named (``None`` in Bid Euchre's no
            trump).
        widow: the card the widow was: only for the maker, once picked up
            (never under ``Widow.UNUSED``, which leaves the widow unseen).
        discarded: the maker's discard: only for the maker.
        lone_players: the seats that went alone this hand, the maker first.
        sitting_out: the seats whose partner went alone (they keep their
            cards face down; only they see them).
        leader: the seat that led (or is to lead) the current trick.
        current_trick: the ``(seat, card)`` pairs played to the current trick.
        completed_tricks: the hand's finished tricks with their winners.
        tricks_won: tricks taken this hand by team 0 and team 1 (by each
            seat in Three-Handed Euchre).
        scores: the game score of team 0 and team 1 (of each seat in
            Three-Handed Euchre).
        winner: the team (in Three-Handed Euchre the seat) that has won
            the game, or ``None``.
        hand_results: how every finished hand ended (contracts, tricks and
            scores are public).
        upcard: Euchre's upcard, seen by all (``None`` in Hasenpfeffer);
            the three cards under it are seen by nobody.
        calls: Euchre's auction so far: every pass and the naming of
            trump, with its seat (``()`` in Hasenpfeffer, whose auction is
            ``auction``).
        called_for_best: the seats that called for best this hand
            (Railroad Euchre, and the moon's maker in Bid Euchre), seen by
            all.
        best_card: the card given to a lone player who called for best:
            only for that player and the partner who gave it.
        best_discard: the card that a lone player who called for best
            discarded for it: only for that player.

    In Euchre the discard is the dealer's, seen by the dealer only.

    Raises:
        InvalidValueError: a field is not of its type or range (a seat
            that is not 0 to 3, a hand of more than seven cards, a card
            shown in two places, a score too large for any game).
    """

    seat: int
    rules: Rules
    hand_number: int
    dealer: int
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    auction: Auction | None
    maker: int | None
    contract: Bid | None
    trump: Suit | None
    widow: Card | None
    discarded: Card | None
    lone_players: tuple[int, ...]
    sitting_out: tuple[int, ...]
    leader: int | None
    current_trick: tuple[tuple[int, Card], ...]
    completed_tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    scores: tuple[int, ...]
    winner: int | None
    hand_results: tuple[HandResult, ...]
    upcard: Card | None = None
    calls: tuple[tuple[int, Pass | NameTrump], ...] = ()
    called_for_best: tuple[int, ...] = ()
    best_card: Card | None = None
    best_discard: Card | None = None

    def __attrs_post_init__(self) -> None:
        _check_view(self)

    @classmethod
    def of(cls, state: GameState, seat: int) -> PlayerView:
        """What ``seat`` may see of ``state``.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal()
        >>> PlayerView.of(state, 3) == state.view(3)
        True

        Raises:
            InvalidValueError: ``state`` is not a game state, or ``seat``
                not one of its seats (0, 1, 2 or 3; 0, 1 or 2 in
                Three-Handed Euchre).
        """
        check_instance(state, GameState, "state", "a GameState")
        spec = SPECS[state.rules.game]
        seat = check_seat(seat, None, spec.players)
        hands = state.hands
        is_maker = state.maker is not None and state.maker == seat
        # Under Widow.UNUSED nobody ever sees the widow, not even the maker.
        sees_widow = is_maker and state.rules.widow is not Widow.UNUSED
        discarder = state.maker
        if spec.upcard:  # the dealer of the hand shown takes it up and discards
            discarder = state.dealer
            if state.phase is Phase.DEAL:
                discarder = spec.next_seat(discarder, -1)
        # The fields are read from a game state, valid by construction.
        return unchecked(
            cls,
            seat,
            state.rules,
            state.hand_number,
            state.dealer,
            state.phase,
            state.to_act,
            tuple(hands[seat]),
            tuple(len(hand) for hand in hands),
            state.auction,
            state.maker,
            state.contract,
            state.trump,
            state.deals[-1].widow if sees_widow else None,
            state.discarded if discarder == seat else None,
            tuple(state.lone_players),
            tuple(state.sitting_out),
            state.leader,
            tuple(state.current_trick),
            tuple(state.completed_tricks),
            state.tricks_won,
            state.scores,
            state.winner,
            tuple(state.hand_results),
            state.upcard,
            _order_up_calls(state) if spec.upcard else (),
            *best_seen_by(best_calls(state.hand_history), seat),
        )

    @property
    def is_my_turn(self) -> bool:
        """Whether this seat is to act.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal()
        >>> state.view(1).is_my_turn, state.view(2).is_my_turn
        (True, False)
        """
        return self.to_act is not None and self.to_act == self.seat

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions this seat may take now, in the order that
        :meth:`GameState.legal_actions
        <hasenpfeffer.state.GameState.legal_actions>` gives them; empty when
        it is not this seat's turn.  Worked out from the view alone.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("H")
        >>> [str(action) for action in state.view(1).legal_actions()][:3]
        ['discard QC', 'discard KC', 'discard TD']
        """
        if not self.is_my_turn:
            return ()
        return legal_actions(value_seen(self))

    def _repr_svg_(self) -> str:
        """The table as this seat sees it, as an SVG picture, which Jupyter
        shows in a notebook (see :func:`hasenpfeffer.svg.table`).

        >>> import hasenpfeffer as hp
        >>> picture = hp.new_game(seed=1, dealer=0).deal().view(2)._repr_svg_()
        >>> picture.count('class="hp-card hp-back"')    # 3 hands, the widow
        19
        """
        from .svg import table

        return table(self)

    def to_notation(self) -> str:
        """The view as one line of printable ASCII, the seat's counterpart
        of a position line (see :doc:`/notation`): the other hands as the
        number of cards they hold, and no card this seat may not see.
        :meth:`from_notation` reads it back.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(2).pass_()
        >>> line = state.view(3).to_notation()
        >>> line[:53]
        'hp1v hasenpfeffer 3 1 0 0,0 bidding 3 TCACKDAHJSKS 6,'
        >>> line[53:]
        '6,6,6 0:3:0010:1b2,2p - - - - - - 0,0 - -'

        The earlier hands' results are not in the line, as the game's past
        is not in a position line.
        """
        return _view_line(self)

    @classmethod
    def from_notation(cls, line: str) -> PlayerView:
        """The view that a view line (:meth:`to_notation`) describes, with
        no hand results.

        >>> import hasenpfeffer as hp
        >>> view = hp.new_game(seed=1, dealer=0).deal().bid(2).view(2)
        >>> again = PlayerView.from_notation(view.to_notation())
        >>> again == attrs.evolve(view, hand_results=())
        True

        Raises:
            InvalidNotationError: the line is not a view line, or a field
                is not valid; the error's ``field`` and ``column`` say
                where.
        """
        return _view_of_line(line)

    def to_dict(self) -> dict[str, Any]:
        """The view as plain data (dicts, lists, strings, whole numbers,
        booleans and ``None``) ready for :func:`json.dumps`: cards, bids,
        actions and suits in the library's notation, enums by value, and the
        legal actions under ``"legal_actions"``.

        >>> import hasenpfeffer as hp
        >>> data = hp.new_game(seed=1, dealer=0).deal().bid(3).view(2).to_dict()
        >>> data["hand"], data["phase"], data["legal_actions"][:2]
        (['JC', '9D', 'JD', 'TH', 'QH', 'TS'], 'bidding', ['pass', 'bid 4'])
        >>> data["auction"]["calls"]
        [{'seat': 1, 'call': 'bid 3'}]

        A view carries its own game's fields only: ``auction`` and
        ``contract`` in the games of bids (Hasenpfeffer and Bid Euchre),
        ``widow`` in the game with a widow (Hasenpfeffer); ``upcard`` and
        ``calls`` in the games with an upcard;
        ``called_for_best``, ``best_card`` and ``best_discard`` in the
        games that take ``call_for_best`` (Railroad Euchre and Bid
        Euchre).

        >>> euchre = hp.new_game(hp.Rules(game=hp.Game.EUCHRE), seed=1).deal()
        >>> data = euchre.view(1).to_dict()
        >>> data["upcard"], "auction" in data, "best_card" in data
        ('TD', False, False)
        """
        data = {
            "seat": self.seat,
            "rules": rules_to_dict(self.rules),
            "hand_number": self.hand_number,
            "dealer": self.dealer,
            "phase": self.phase.value,
            "to_act": self.to_act,
            "hand": [str(card) for card in self.hand],
            "hand_sizes": list(self.hand_sizes),
            "auction": None if self.auction is None else _auction_dict(self.auction),
            "maker": self.maker,
            "contract": _text(self.contract),
            "trump": _text(self.trump),
            "widow": _text(self.widow),
            "discarded": _text(self.discarded),
            "lone_players": list(self.lone_players),
            "sitting_out": list(self.sitting_out),
            "leader": self.leader,
            "current_trick": _plays(self.current_trick),
            "completed_tricks": [
                {
                    "leader": trick.leader,
                    "plays": _plays(trick.plays),
                    "winner": trick.winner,
                }
                for trick in self.completed_tricks
            ],
            "tricks_won": list(self.tricks_won),
            "scores": list(self.scores),
            "winner": self.winner,
            "hand_results": [_result_dict(result) for result in self.hand_results],
            "legal_actions": [str(action) for action in self.legal_actions()],
            "upcard": _text(self.upcard),
            "calls": [{"seat": seat, "call": str(call)} for seat, call in self.calls],
            "called_for_best": list(self.called_for_best),
            "best_card": _text(self.best_card),
            "best_discard": _text(self.best_discard),
        }
        left_out = other_games_fields(self.rules.game)
        return {name: value for name, value in data.items() if name not in left_out}


_BIDS_FIELDS = ("auction", "contract")
_WIDOW_FIELDS = ("widow",)
_ORDER_UP_FIELDS = ("upcard", "calls")
_CALL_FOR_BEST_FIELDS = ("called_for_best", "best_card", "best_discard")
GAME_FIELDS = (*_BIDS_FIELDS, *_WIDOW_FIELDS, *_ORDER_UP_FIELDS, *_CALL_FOR_BEST_FIELDS)
"""The fields of a view's data that only some games carry."""


@functools.cache
def other_games_fields(game: Game) -> frozenset[str]:
    """The fields of a view's data that ``game`` leaves out: those of the
    other kind of auction (bids, or the Euchres' order-up with an upcard),
    of the widow where none is dealt, and of the options it does not take."""
    spec = SPECS[game]
    auction = _ORDER_UP_FIELDS if spec.upcard else _BIDS_FIELDS
    widow = _WIDOW_FIELDS if spec.widow else ()
    options = _CALL_FOR_BEST_FIELDS if "call_for_best" in options_of(game) else ()
    return frozenset(GAME_FIELDS) - {*auction, *widow, *options}


def _order_up_calls(state: GameState) -> tuple[tuple[int, Pass | NameTrump], ...]:
    """The calls of Euchre's auction in the hand shown."""
    calls = []
    for seat, action in state.hand_history:
        if not isinstance(action, (Pass, NameTrump)):
            break
        calls.append((seat, action))
        if isinstance(action, NameTrump):
            break
    return tuple(calls)


def _check_view(view: PlayerView) -> None:
    """Refuse a view whose fields are not of their types and ranges."""
    check_instance(view.rules, Rules, "rules", "a Rules value")
    shape = SPECS[view.rules.game]
    players = shape.players
    check_seat(view.seat, "seat", players)
    check_whole(view.hand_number, "hand_number")
    check_seat(view.dealer, "dealer", players)
    check_instance(view.phase, Phase, "phase", "a Phase")
    for name in ("to_act", "maker", "leader"):
        if getattr(view, name) is not None:
            check_seat(getattr(view, name), name, players)
    _tuple(view.hand, "hand", Card, "cards", 7)
    sizes = _tuple(view.hand_sizes, "hand_sizes", int, "whole numbers", players)
    if len(sizes) != players or any(not 0 <= size <= 7 for size in sizes):
        raise InvalidValueError(
            f"hand_sizes must be {in_words(players)} numbers of cards, 0 to 7, "
            f"not {shown(sizes)}"
        )
    if sizes[view.seat] != len(view.hand):
        raise InvalidValueError("hand_sizes must count the seat's own hand")
    for name, kind, what in _OPTIONAL_FIELDS:
        if getattr(view, name) is not None:
            check_instance(getattr(view, name), kind, name, what)
    if view.widow is not None and view.rules.widow is Widow.UNUSED:
        raise InvalidValueError(
            "widow: under widow=Widow.UNUSED the widow is seen by nobody"
        )
    if view.auction is not None:
        if not shape.contracts:
            raise InvalidValueError(
                f"auction: {shape.title} has no bids; its auction is in calls"
            )
        check_fits(view.auction, view.rules)
    for name in ("lone_players", "sitting_out"):
        for seat in _tuple(getattr(view, name), name, int, "seats", 2):
            check_seat(seat, name)
    plays = _tuple(view.current_trick, "current_trick", tuple, "(seat, card)", 3)
    tricks = _tuple(view.completed_tricks, "completed_tricks", Trick, "tricks", 6)
    # The widow, once picked up, is also in the hand, the discard or a trick;
    # the best card, in the hand of the seat that gave it or received it.
    shown_cards = [*view.hand, view.discarded, view.best_discard]
    for seat, card in (*plays, *(pair for trick in tricks for pair in trick.plays)):
        check_seat(seat, "a play's seat")
        check_instance(card, Card, "a card played", "a Card")
        shown_cards.append(card)
    known = [card for card in shown_cards if card is not None]
    if len(set(known)) != len(known):
        raise InvalidValueError("a card cannot be in two places")
    sides = shape.sides
    for name, numbers in (
        ("tricks_won", check_whole_per_side(view.tricks_won, "tricks_won", 0, 6)),
        ("scores", check_whole_per_side(view.scores, "scores")),
    ):
        if len(numbers) != sides:
            raise InvalidValueError(
                f"{name} must hold {sides} numbers in {view.rules.game.title}, "
                f"one per {'team' if sides == 2 else 'player'}, not {shown(numbers)}"
            )
    winner = view.winner
    if winner not in (None, *range(sides)) or winner is True or winner is False:
        who = "a team, 0 or 1" if sides == 2 else "a seat, 0, 1 or 2"
        raise InvalidValueError(f"winner must be {who}, or None, not {shown(winner)}")
    _tuple(view.hand_results, "hand_results", HandResult, "hand results")
    for seat, call in _tuple(view.calls, "calls", tuple, "(seat, call) pairs", 8):
        check_seat(seat, "a call's seat")
        check_instance(call, (Pass, NameTrump), "a call", "a Pass or a NameTrump")
    for seat in _tuple(view.called_for_best, "called_for_best", int, "seats", 2):
        check_seat(seat, "called_for_best")


_OPTIONAL_FIELDS = (
    ("auction", Auction, "an Auction or None"),
    ("contract", Bid, "a Bid or None"),
    ("trump", Suit, "a Suit or None"),
    ("widow", Card, "a Card or None"),
    ("discarded", Card, "a Card or None"),
    ("upcard", Card, "a Card or None"),
    ("best_card", Card, "a Card or None"),
    ("best_discard", Card, "a Card or None"),
)


def _tuple(
    value: object, name: str, kind: type, what: str, most: int | None = None
) -> tuple[Any, ...]:
    """``value`` if it is a tuple of at most ``most`` items of ``kind``."""
    if value.__class__ is not tuple or (most is not None and len(value) > most):
        limit = "" if most is None else f" of at most {most}"
        raise InvalidValueError(
            f"{name} must be a tuple{limit} {what}, not {shown(value)}"
        )
    for item in value:
        if not isinstance(item, kind) or item.__class__ is bool:
            raise InvalidValueError(f"{name} must hold {what}, not {shown(item)}")
    return value


def _text(value: object) -> str | None:
    return None if value is None else str(value)


def _plays(plays: tuple[tuple[int, Card], ...]) -> list[dict[str, Any]]:
    return [{"seat": seat, "card": str(card)} for seat, card in plays]


def _auction_dict(auction: Auction) -> dict[str, Any]:
    return {
        "dealer": auction.dealer,
        "to_act": auction.to_act,
        "high_bid": _text(auction.high_bid),
        "high_bidder": auction.high_bidder,
        "passed": list(auction.passed),
        "calls": [{"seat": seat, "call": str(call)} for seat, call in auction.calls],
    }


def _result_dict(result: HandResult) -> dict[str, Any]:
    return {
        "hand_number": result.hand_number,
        "dealer": result.dealer,
        "maker": result.maker,
        "contract": _text(result.contract),
        "trump": _text(result.trump),
        "tricks_won": list(result.tricks_won),
        "score_change": list(result.score_change),
        "lone_players": list(result.lone_players),
    }


# -- the view line -----------------------------------------------------------------

VIEW_FORMAT = "hp1v"
"""The first field of every view line: the notation and its version."""
VIEW_FIELDS = (
    "format",
    "game",
    "seat",
    "hand",
    "dealer",
    "scores",
    "phase",
    "to_act",
    "cards",
    "sizes",
    "auction",
    "calls",
    "contract",
    "seen",
    "alone",
    "trick",
    "tricks",
    "won",
    "winner",
    "upcard",
)
"""The fields of a view line, in order, as errors name them."""


def _or_none(text: str | None) -> str:
    return NONE if text is None else text


def _parts_text(parts: tuple[object, ...]) -> str:
    return ",".join(NONE if part is None else str(part) for part in parts)


def _card_or_none(card: Card | None) -> str:
    return NONE if card is None else CARD_CODES[card]


def _seats_text(seats: tuple[int, ...]) -> str:
    return "".join(map(str, seats)) or NONE


def _plays_text(plays: tuple[tuple[int, Card], ...]) -> str:
    return "".join(f"{seat}{CARD_CODES[card]}" for seat, card in plays)


def _view_line(view: PlayerView) -> str:
    auction = view.auction
    auction_text = NONE
    if auction is not None:
        passed = "".join("1" if seat_passed else "0" for seat_passed in auction.passed)
        calls = ",".join(f"{seat}{ACTION_CODES[call]}" for seat, call in auction.calls)
        to_act = _or_none(None if auction.to_act is None else str(auction.to_act))
        auction_text = f"{auction.dealer}:{to_act}:{passed}:{calls or NONE}"
    calls_text = ",".join(f"{seat}{ACTION_CODES[call]}" for seat, call in view.calls)
    contract = (
        view.maker,
        None if view.contract is None else ACTION_CODES[view.contract],
        None if view.trump is None else str(view.trump),
    )
    seen = (view.widow, view.discarded, view.best_card, view.best_discard)
    alone = (view.lone_players, view.sitting_out, view.called_for_best)
    trick = NONE
    if view.leader is not None or view.current_trick:
        trick = f"{_or_none(None if view.leader is None else str(view.leader))}"
        trick += _plays_text(view.current_trick)
    tricks = "/".join(
        f"{done.leader}{_plays_text(done.plays)}>{done.winner}"
        for done in view.completed_tricks
    )
    return " ".join(
        (
            VIEW_FORMAT,
            game_field(view.rules),
            str(view.seat),
            str(view.hand_number),
            str(view.dealer),
            ",".join(map(str, view.scores)),
            view.phase.value,
            _or_none(None if view.to_act is None else str(view.to_act)),
            "".join(CARD_CODES[card] for card in view.hand) or NONE,
            ",".join(map(str, view.hand_sizes)),
            auction_text,
            calls_text or NONE,
            NONE
            if contract == (None, None, None)
            else ",".join(
                _or_none(None if part is None else str(part)) for part in contract
            ),
            NONE
            if seen == (None, None, None, None)
            else ",".join(_card_or_none(card) for card in seen),
            NONE if alone == ((), (), ()) else "/".join(_seats_text(s) for s in alone),
            trick,
            tricks or NONE,
            ",".join(map(str, view.tricks_won)),
            _or_none(None if view.winner is None else str(view.winner)),
            _card_or_none(view.upcard),
        )
    )


def _view_of_line(line: str) -> PlayerView:
    check_instance(line, str, "line", "a view line (text)")
    fields = line_fields(line, "view line", VIEW_FORMAT, VIEW_FIELDS)
    by_name = dict(zip(VIEW_FIELDS, fields, strict=True))
    rules = read_rules(by_name["game"])
    values: dict[str, Any] = {"rules": rules, "hand_results": ()}
    for name in ("seat", "hand", "dealer"):
        values["hand_number" if name == "hand" else name] = read_whole(by_name[name])
    values["to_act"] = _optional_seat(by_name["to_act"])
    values["winner"] = _optional_seat(by_name["winner"])
    values["scores"] = _numbers(by_name["scores"], signed=True)
    values["tricks_won"] = _numbers(by_name["won"])
    values["hand_sizes"] = _numbers(by_name["sizes"])
    phase = by_name["phase"]
    try:
        values["phase"] = Phase(phase.text)
    except ValueError:
        words = ", ".join(member.value for member in Phase)
        raise phase.fail(
            f"a phase is one of {words}, not {shown(phase.text)}"
        ) from None
    cards = by_name["cards"]
    values["hand"] = (
        () if cards.text == NONE else tuple(read_cards(cards, cards.text, 0, True))
    )
    values["auction"] = _auction(by_name["auction"])
    calls = by_name["calls"]
    values["calls"] = () if calls.text == NONE else _calls(calls)
    values["maker"], values["contract"], values["trump"] = _contract(
        by_name["contract"]
    )
    seen = _group(by_name["seen"], ",", 4)
    (
        values["widow"],
        values["discarded"],
        values["best_card"],
        values["best_discard"],
    ) = (_one_card(by_name["seen"], text, offset) for text, offset in seen)
    alone = _group(by_name["alone"], "/", 3)
    values["lone_players"], values["sitting_out"], values["called_for_best"] = (
        _seats(by_name["alone"], text, offset) for text, offset in alone
    )
    values["leader"], values["current_trick"] = _trick(by_name["trick"])
    values["completed_tricks"] = _tricks(by_name["tricks"])
    upcard = by_name["upcard"]
    values["upcard"] = _one_card(upcard, upcard.text, 0)
    try:
        return PlayerView(**values)
    except HasenpfefferError as error:
        raise InvalidNotationError(f"view line: {error}") from None


def _optional_seat(field: LineField) -> int | None:
    return None if field.text == NONE else read_whole(field)


def _numbers(field: LineField, signed: bool = False) -> tuple[int, ...]:
    return tuple(
        read_whole(field.part(text, offset), signed)
        for text, offset in field.parts(",")
    )


def _group(field: LineField, separator: str, size: int) -> list[tuple[str, int]]:
    """The ``size`` parts of ``field`` (all ``-`` when the field is)."""
    if field.text == NONE:
        return [(NONE, 0)] * size
    parts = list(field.parts(separator))
    if len(parts) != size:
        raise field.fail(f"{size} parts separated by {separator!r}, not {len(parts)}")
    return parts


def _one_card(field: LineField, text: str, offset: int) -> Card | None:
    if text == NONE:
        return None
    cards = read_cards(field, text, offset, True)
    if len(cards) != 1:
        raise field.fail("one card, or - for none", offset)
    return cards[0]


def _seats(field: LineField, text: str, offset: int) -> tuple[int, ...]:
    if text == NONE:
        return ()
    if not text.isdigit():
        raise field.fail(f"seats are digits, not {shown(text)}", offset)
    return tuple(int(digit) for digit in text)


def _seat_and_call(field: LineField, text: str, offset: int) -> tuple[int, Any]:
    call = ACTIONS_BY_CODE.get(text[1:])
    if not text[:1].isdigit() or call is None:
        raise field.fail(f"a seat and a call, not {shown(text)}", offset)
    return int(text[0]), call


def _calls(field: LineField) -> tuple[tuple[int, Any], ...]:
    return tuple(
        _seat_and_call(field, text, offset) for text, offset in field.parts(",")
    )


def _auction(field: LineField) -> Auction | None:
    if field.text == NONE:
        return None
    parts = list(field.parts(":"))
    if len(parts) != 4:
        raise field.fail("dealer:to_act:passed:calls, four parts separated by ':'")
    (dealer, _), (to_act, _), (passed, passed_at), (calls, calls_at) = parts
    if len(passed) != 4 or set(passed) - {"0", "1"}:
        raise field.fail("four flags 0 or 1, one for each seat", passed_at)
    made = () if calls == NONE else _calls(field.part(calls, calls_at))
    bids = [(call, seat) for seat, call in made if isinstance(call, Bid)]
    high_bid, high_bidder = max(bids) if bids else (None, None)
    try:
        return Auction(
            dealer=read_whole(field.part(dealer, 0)),
            to_act=_optional_seat(field.part(to_act, len(dealer) + 1)),
            high_bid=high_bid,
            high_bidder=high_bidder,
            passed=tuple(flag == "1" for flag in passed),  # type: ignore[arg-type]
            calls=made,
        )
    except HasenpfefferError as error:
        raise field.fail(str(error)) from None


def _contract(field: LineField) -> tuple[int | None, Bid | None, Suit | None]:
    (maker, _), (contract, contract_at), (trump, trump_at) = _group(field, ",", 3)
    maker_seat = None if maker == NONE else read_whole(field.part(maker, 0))
    bid = None
    if contract != NONE:
        found = ACTIONS_BY_CODE.get(contract)
        if not isinstance(found, Bid):
            raise field.fail(f"not a bid: {shown(contract)}", contract_at)
        bid = found
    suit = None
    if trump != NONE:
        try:
            suit = Suit(trump)
        except ValueError:
            raise field.fail(f"not a suit: {shown(trump)}", trump_at) from None
    return maker_seat, bid, suit


def _read_plays(
    field: LineField, text: str, offset: int
) -> tuple[tuple[int, Card], ...]:
    if len(text) % 3:
        raise field.fail("plays are a seat and a card each, three characters", offset)
    plays = []
    for start in range(0, len(text), 3):
        seat = text[start]
        if not seat.isdigit():
            raise field.fail(f"not a seat: {shown(seat)}", offset + start)
        card = read_cards(field, text[start + 1 : start + 3], offset + start + 1, True)
        plays.append((int(seat), card[0]))
    return tuple(plays)


def _trick(field: LineField) -> tuple[int | None, tuple[tuple[int, Card], ...]]:
    if field.text == NONE:
        return None, ()
    leader = field.text[0]
    if not leader.isdigit():
        raise field.fail(f"the leader is a seat, not {shown(leader)}")
    return int(leader), _read_plays(field, field.text[1:], 1)


def _tricks(field: LineField) -> tuple[Trick, ...]:
    if field.text == NONE:
        return ()
    done = []
    for text, offset in field.parts("/"):
        body, arrow, winner = text.partition(">")
        if not arrow or len(winner) != 1 or not winner.isdigit() or not body:
            raise field.fail(
                "a trick is its leader, its plays, > and its winner", offset
            )
        if not body[0].isdigit():
            raise field.fail(f"the leader is a seat, not {shown(body[0])}", offset)
        plays = _read_plays(field, body[1:], offset + 1)
        try:
            done.append(Trick(int(body[0]), plays, int(winner)))
        except HasenpfefferError as error:
            raise field.fail(str(error), offset) from None
    return tuple(done)

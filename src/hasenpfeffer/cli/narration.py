"""A game told as text, hand by hand, for one seat or for the whole table.

:func:`narrate` turns the successive positions of a game (each one deal or
one action after the one before) into lines for people: the cards dealt,
the auction, trump, every trick, each hand's result and the score.  It is
what ``hasenpfeffer demo`` prints and what ``hasenpfeffer show`` prints for
a recorded game.

Told for a seat, it shows only what that seat could see at each point: its
own cards, the public actions and, when the seat is the maker, the widow it
picked up and its discard (in the Euchres the dealer's discard, to the
dealer alone); what the seat knows comes from
:meth:`GameState.view <hasenpfeffer.state.GameState.view>`.  Told for the
table (``seat=None``), it shows every card, or keeps the widow and the
discard face down with ``face_down=True``, as the demo does.

>>> from hasenpfeffer.cli.narration import narrate
>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0)
>>> states = [state, state.deal(), state.deal().bid(3)]
>>> for line in narrate(states, seat=2):
...     print(line)
A game of Hasenpfeffer (seed 1), first to 10.
Seen from seat 2.
<BLANKLINE>
Hand 1: seat 0 deals.
  seat 0: six cards, face down
  seat 1: six cards, face down
  seat 2: JC 9D JD TH QH TS
  seat 3: six cards, face down
  widow: one card, face down
  Auction so far: seat 1 bids 3.
The game is unfinished: hand 1 goes on with seat 2 to act.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .._words import in_words
from ..actions import (
    MOON,
    Action,
    Bid,
    CallForBest,
    Discard,
    Give,
    GoAlone,
    NameTrump,
    NoTrump,
    Play,
)
from ..cards import Card, format_cards
from ..errors import InvalidValueError
from ..games import AuctionKind, GameSpec, spec_of
from ..phases import Phase
from ..rules import Widow
from ..seats import check_seat, partner_of
from ..state import GameState
from .choices import contract_text


def narrate(
    states: Iterable[GameState], seat: int | None = None, *, face_down: bool = False
) -> Iterator[str]:
    """Tell the game that ``states`` go through, one line of text per event.

    Each state must follow the one before by one deal or one action, as
    the states of a game played or replayed step by step do.  ``seat``
    tells the game as that seat saw it; ``None`` shows every hand, and the
    widow and the maker's discard too unless ``face_down``.  A game that
    ends unfinished says where it stopped.  In Three-Handed Euchre each
    seat scores for itself, and the scores are told seat by seat.

    >>> from hasenpfeffer.cli.narration import narrate
    >>> import hasenpfeffer as hp
    >>> states = [hp.new_game(seed=1, dealer=0)]
    >>> for step in ("deal", "bid 6", "trump H", "discard QC"):
    ...     last = states[-1]
    ...     states.append(last.deal() if step == "deal" else last.apply(step))
    >>> for line in list(narrate(states))[7:]:
    ...     print(line)
      widow: KC
      Auction: seat 1 bids 6.
      Seat 1 wins the auction and takes the widow (KC).
      Seat 1 names hearts trump.
      Seat 1 discards QC.
    The game is unfinished: hand 1 goes on with seat 1 to act.

    Raises:
        InvalidValueError: ``seat`` is not a seat of the game (0 to 3, or
            0 to 2 in Three-Handed Euchre), or a state does not follow the
            one before by one step.
    """
    if seat is not None:
        seat = check_seat(seat)
    teller = _Teller(seat, face_down)
    previous: GameState | None = None
    for state in states:
        if previous is None:
            yield from teller.begin(state)
        else:
            yield from teller.step(previous, state)
        previous = state
    if previous is not None:
        yield from teller.end(previous)


def _team(spec: GameSpec, team: int) -> str:
    """A partnership in words: ``Team 1 (seats 1 and 3)``."""
    seats = [seat for seat in spec.seats if spec.side_of(seat) == team]
    return f"Team {team} (seats {' and '.join(map(str, seats))})"


def _others(seat: int, players: int) -> str:
    """The seats other than ``seat``, as words: ``seats 0 and 2``."""
    others = [other for other in range(players) if other != seat]
    return f"seats {', '.join(map(str, others[:-1]))} and {others[-1]}"


def _by_seat(numbers: tuple[int, ...], signed: bool = False) -> str:
    """A number for each seat, as words: ``seat 0 2, seat 1 0, seat 2 2``."""
    return ", ".join(
        f"seat {seat} {number:+d}" if signed else f"seat {seat} {number}"
        for seat, number in enumerate(numbers)
    )


def _call(seat: int, action: Action) -> str:
    if action == MOON:
        return f"seat {seat} calls the moon"
    if isinstance(action, Bid):
        bid = f"{action.pepper.value} pepper" if action.pepper else action.tricks
        return f"seat {seat} bids {bid}"
    if isinstance(action, NameTrump):
        return f"seat {seat} names {action.suit.word}"
    return f"seat {seat} passes"


def _plays(plays: Iterable[tuple[int, Card]]) -> str:
    return ", ".join(f"seat {seat} {card}" for seat, card in plays)


class _Teller:
    """Lines for each step of a game, showing what the audience may see."""

    def __init__(self, seat: int | None, face_down: bool) -> None:
        self.seat = seat
        self.face_down = face_down
        self.calls: list[str] = []

    def begin(self, state: GameState) -> Iterator[str]:
        if self.seat is not None:
            check_seat(self.seat, "seat", spec_of(state.rules).players)
        target = state.rules.target_score
        game = spec_of(state.rules).title
        yield f"A game of {game} (seed {state.seed}), first to {target}."
        if self.seat is not None:
            yield f"Seen from seat {self.seat}."

    def step(self, before: GameState, after: GameState) -> Iterator[str]:
        if after.hand_number == before.hand_number + 1 and len(after.history) == len(
            before.history
        ):
            yield from self._deal(after)
        elif (
            len(after.history) == len(before.history) + 1
            and after.hand_number == before.hand_number
        ):
            seat, action = after.history[-1]
            yield from self._action(before, after, seat, action)
        else:
            raise InvalidValueError(
                f"{after!r} does not follow {before!r} by one deal or one action"
            )

    def end(self, state: GameState) -> Iterator[str]:
        if self.calls:
            yield f"  Auction so far: {', '.join(self.calls)}."
        if state.phase is Phase.PLAY and state.current_trick:
            number = len(state.completed_tricks) + 1
            yield f"  Trick {number} so far: {_plays(state.current_trick)}."
        if state.phase is Phase.GAME_OVER:
            winner = state.winner
            assert winner is not None
            yield ""
            spec = spec_of(state.rules)
            if not spec.partnerships:
                yield f"Seat {winner} wins the game: {_by_seat(state.scores)}."
                return
            yield (
                f"{_team(spec, winner)} wins the game, "
                f"{state.scores[winner]} to {state.scores[1 - winner]}."
            )
        elif state.phase is Phase.DEAL:
            hands = "hand" if state.hand_number == 1 else "hands"
            yield f"The game is unfinished after {state.hand_number} {hands}."
        else:
            yield (
                f"The game is unfinished: hand {state.hand_number} goes on with "
                f"seat {state.to_act} to act."
            )

    # -- what the audience sees --------------------------------------------

    def _hand(self, state: GameState, seat: int) -> str:
        if self.seat is None:
            return format_cards(state.hands[seat])
        if self.seat == seat:
            return format_cards(state.view(seat).hand)
        return f"{in_words(spec_of(state.rules).hand_size)} cards, face down"

    def _widow(self, state: GameState) -> Card | None:
        """The widow's card if the audience may see it, else ``None``."""
        if self.face_down:
            return None
        if self.seat is None:
            return state.deals[-1].widow
        return state.view(self.seat).widow

    def _discard(self, state: GameState) -> Card | None:
        if self.face_down:
            return None
        if self.seat is None:
            return state.discarded
        return state.view(self.seat).discarded

    def _exchanged(self, card: Card, seats: tuple[int, ...]) -> Card | None:
        """A card of a call for best, if the audience may see it: the
        seats that handle it do."""
        if self.face_down:
            return None
        if self.seat is None or self.seat in seats:
            return card
        return None

    # -- the steps ----------------------------------------------------------

    def _deal(self, state: GameState) -> Iterator[str]:
        self.calls = []
        yield ""
        yield f"Hand {state.hand_number}: seat {state.dealer} deals."
        spec = spec_of(state.rules)
        for seat in spec.seats:
            yield f"  seat {seat}: {self._hand(state, seat)}"
        if spec.upcard:
            under = f"{in_words(len(state.kitty) - 1)} cards, face down"
            if self.seat is None and not self.face_down:
                under = format_cards(state.kitty[1:])
            yield f"  upcard: {state.upcard}; under it: {under}"
        elif spec.kitty_size:
            widow = None if self.seat is not None else self._widow(state)
            shown = "one card, face down" if widow is None else widow
            yield f"  {spec.aside}: {shown}"

    def _action(
        self, before: GameState, after: GameState, seat: int, action: Action
    ) -> Iterator[str]:
        if before.phase is Phase.BIDDING:
            self.calls.append(_call(seat, action))
            if after.phase is not Phase.BIDDING:
                yield from self._auction_end(after)
        elif isinstance(action, NameTrump):
            yield f"  Seat {seat} names {action.suit.word} trump."
        elif isinstance(action, NoTrump):
            yield f"  Seat {seat} names no trump."
        elif isinstance(action, Discard) and isinstance(
            before.hand_history[-1][1], Give
        ):
            card = self._exchanged(action.card, (seat,))
            shown = "a card" if card is None else card
            yield f"  Seat {seat} discards {shown} for the card given."
        elif isinstance(action, Discard):
            card = self._discard(after)
            yield f"  Seat {seat} discards {'a card' if card is None else card}."
        elif isinstance(action, GoAlone):
            role = "goes" if seat == after.maker else "defends"
            yield f"  Seat {seat} {role} alone; seat {partner_of(seat)} sits out."
        elif isinstance(action, CallForBest) and before.contract == MOON:
            yield f"  Seat {seat} calls for best."
        elif isinstance(action, CallForBest):
            role = "goes" if seat == after.maker else "defends"
            yield (
                f"  Seat {seat} {role} alone and calls for best; seat "
                f"{partner_of(seat)} sits out."
            )
        elif isinstance(action, Give):
            partner = partner_of(seat)
            card = self._exchanged(action.card, (seat, partner))
            shown = "a card" if card is None else card
            yield f"  Seat {seat} gives seat {partner} {shown}."
        elif isinstance(action, Play):
            if len(after.completed_tricks) > len(before.completed_tricks):
                trick = after.completed_tricks[-1]
                number = len(after.completed_tricks)
                yield (
                    f"  Trick {number}: {_plays(trick.plays)}; seat {trick.winner} "
                    "wins."
                )
            if len(after.hand_results) > len(before.hand_results):
                yield from self._result(after)

    def _auction_end(self, state: GameState) -> Iterator[str]:
        yield f"  Auction: {', '.join(self.calls)}."
        self.calls = []
        spec = spec_of(state.rules)
        order_up = spec.auction is AuctionKind.ORDER_UP
        if state.phase is Phase.DEAL:
            everyone = (
                "Everyone passes twice"
                if order_up
                else f"All {in_words(spec.players)} pass"
            )
            yield f"  {everyone}: the hand is thrown in and the deal passes left."
            return
        if order_up:
            if state.phase is Phase.DISCARD:
                yield (
                    f"  Seat {state.maker} orders up the {state.upcard}: seat "
                    f"{state.dealer}, the dealer, picks it up."
                )
            if spec.maker_alone and state.maker is not None:
                yield (
                    f"  Seat {state.maker} plays alone against "
                    f"{_others(state.maker, spec.players)}."
                )
            return
        if not spec.kitty_size:
            yield f"  Seat {state.maker} wins the auction."
            if state.contract == MOON and state.maker is not None:
                partner = spec.partner_of(state.maker)
                yield (
                    f"  Seat {state.maker} plays the moon alone, for all "
                    f"{in_words(spec.hand_size)} tricks; seat {partner} sits out."
                )
            return
        widow = self._widow(state)
        taken = "" if widow is None else f" ({widow})"
        aside = spec.aside
        if state.rules.widow is Widow.UNUSED:
            yield (
                f"  Seat {state.maker} wins the auction; the {aside}{taken} "
                "stays out of play."
            )
            return
        yield f"  Seat {state.maker} wins the auction and takes the {aside}{taken}."

    def _result(self, state: GameState) -> Iterator[str]:
        result = state.hand_results[-1]
        if result.maker is None:
            return
        spec = spec_of(state.rules)
        if not spec.partnerships:
            yield from self._result_alone(state)
            return
        makers = spec.side_of(result.maker)
        taken = result.tricks_won[makers]
        tricks = spec.hand_size
        change = ", ".join(
            f"team {team} {points:+d}"
            for team, points in enumerate(result.score_change)
        )
        if result.contract is None:
            verdict = "made" if taken >= 3 else "euchred"
            yield (
                f"  {_team(spec, makers)} took {taken} of {tricks} tricks: "
                f"{verdict}; {change}."
            )
        else:
            verdict = "made" if taken >= result.contract.tricks else "failed"
            contract = contract_text(result.contract)
            yield (
                f"  {_team(spec, makers)} took {taken} of {tricks} tricks on "
                f"{contract}: {verdict}; {change}."
            )
        scores = ", ".join(
            f"team {team} {score}" for team, score in enumerate(state.scores)
        )
        yield f"  Score: {scores}."

    def _result_alone(self, state: GameState) -> Iterator[str]:
        """The result of a hand where each plays for themselves (Three-Handed
        Euchre), seat by seat."""
        result = state.hand_results[-1]
        maker = result.maker
        assert maker is not None
        taken = result.tricks_won[maker]
        tricks = sum(result.tricks_won)
        verdict = "made" if taken >= 3 else "euchred"
        yield (
            f"  Seat {maker}, the maker, took {taken} of {tricks} tricks: "
            f"{verdict}; {_by_seat(result.score_change, signed=True)}."
        )
        yield f"  Score: {_by_seat(state.scores)}."

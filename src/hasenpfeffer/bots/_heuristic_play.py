"""The heuristic player's card play (see :mod:`hasenpfeffer.bots._heuristic`,
"Play"): what the seat knows of the cards still out, and the rules of
thumb that lead and follow by it.
"""

from __future__ import annotations

from collections.abc import Sequence

from .._engine.tables import DECK, suits_in, tables_for, voids_shown
from ..actions import Action, Play
from ..cards import Card, Suit
from ..games import spec_of
from ..views import PlayerView
from ._sides import allies, plays_for_maker

__all__ = ["CardPlay"]


class CardPlay:
    """One decision of the play: what the seat knows of the cards."""

    def __init__(self, view: PlayerView) -> None:
        trump = view.trump
        assert view.maker is not None
        self.view = view
        self.trump = trump
        tables = tables_for(trump)
        self.suits = tables.suit
        self.powers = tables.power
        self.strength = tables.strength
        self.seat = view.seat
        shape = spec_of(view.rules)
        self.allies = allies(view, view.seat)
        self.ally = "your partner" if shape.partnerships else "the other defender"
        self.makers = plays_for_maker(view, view.seat)
        self.active = [
            seat for seat in range(shape.players) if seat not in view.sitting_out
        ]
        seen = {card.index for card in view.hand}
        if view.discarded is not None:
            seen.add(view.discarded.index)
        tricks = [trick.plays for trick in view.completed_tricks]
        tricks.append(view.current_trick)
        self.void: dict[int, set[Suit]] = {
            seat: suits_in(voids)
            for seat, voids in enumerate(voids_shown(tricks, trump, shape.players))
        }
        seen.update(card.index for plays in tricks for _, card in plays)
        self.unseen = [card for card in range(shape.deck_size) if card not in seen]

    # -- facts ---------------------------------------------------------------

    def _opponents(self) -> list[int]:
        return [
            seat
            for seat in self.active
            if seat != self.seat and seat not in self.allies
        ]

    def _is_top(self, card: int) -> bool:
        """Whether no card still unseen beats ``card`` within its suit."""
        suit, power = self.suits[card], self.powers[card]
        return not any(
            self.suits[other] is suit and self.powers[other] > power
            for other in self.unseen
        )

    def _trumps_out(self) -> bool:
        """Whether an opponent may still hold a trump."""
        if not any(self.suits[card] is self.trump for card in self.unseen):
            return False
        return any(self.trump not in self.void[seat] for seat in self._opponents())

    def _beats(self, card: int, best: int, led: int) -> bool:
        """Whether ``card`` beats ``best``, a card that could win the trick
        led by the card ``led``."""
        row = self.strength[led]
        return row[card] > row[best]

    def _safe(self, card: int, led_card: int, later: Sequence[int]) -> bool:
        """Whether no seat still to play can be expected to beat ``card``."""
        trump = self.trump
        led = self.suits[led_card]
        for other in self.unseen:
            if not self._beats(other, card, led_card):
                continue
            other_suit = self.suits[other]
            for seat in later:
                if seat in self.allies or other_suit in self.void[seat]:
                    continue
                if other_suit is led or led in self.void[seat] or led is trump:
                    return False
        return True

    def _lowest(self, cards: Sequence[int]) -> int:
        """The least useful card: the lowest plain card, from the shortest
        suit; a trump only if nothing else."""
        hand = [card.index for card in self.view.hand]

        def length(card: int) -> int:
            return sum(1 for other in hand if self.suits[other] is self.suits[card])

        return min(
            cards,
            key=lambda card: (
                self.suits[card] is self.trump,
                self._is_top(card) and self.powers[card] >= 13,
                self.powers[card],
                length(card),
                card,
            ),
        )

    # -- choices -------------------------------------------------------------

    def advise(self, legal: Sequence[Action]) -> tuple[Play, str]:
        """The card to play of the ``legal`` actions, and why."""
        cards = [action.card.index for action in legal if isinstance(action, Play)]
        if len(cards) == 1:
            return Play(DECK[cards[0]]), "the only card you may play"
        trick = self.view.current_trick
        card, reason = self._follow(cards, trick) if trick else self._lead(cards)
        return Play(DECK[card]), reason

    def _lead(self, cards: Sequence[int]) -> tuple[int, str]:
        trump = self.trump
        powers = self.powers
        trumps = sorted(
            (card for card in cards if self.suits[card] is trump),
            key=powers.__getitem__,
        )
        plain = [card for card in cards if self.suits[card] is not trump]
        if trumps and self._trumps_out():
            top = trumps[-1]
            if self.makers and self._is_top(top):
                return top, "the highest trump left, to draw the opponents' trumps"
            if self.makers and self.seat == self.view.maker and len(trumps) >= 3:
                return top, "your highest trump, to draw the opponents' trumps"
        opponents = self._opponents()
        tops = [
            card
            for card in plain
            if self._is_top(card)
            and not (
                self._trumps_out()
                and any(self.suits[card] in self.void[seat] for seat in opponents)
            )
        ]
        if tops:
            return max(tops, key=powers.__getitem__), "the best card left in its suit"
        if trumps and self.makers and self.seat != self.view.maker:
            if self._is_top(trumps[-1]):
                return trumps[-1], "the highest trump left, leading trump for the maker"
            return trumps[0], "your lowest trump, leading trump for the maker"
        if plain:
            return self._lowest(plain), "nothing is sure to win: a low card"
        if self._is_top(trumps[-1]):
            return trumps[-1], "the highest trump left"
        return trumps[0], "nothing is sure to win: your lowest trump"

    def _follow(
        self, cards: Sequence[int], trick: Sequence[tuple[int, Card]]
    ) -> tuple[int, str]:
        led = trick[0][1].index
        best_seat, best_card = trick[0][0], trick[0][1].index
        for seat, card in trick[1:]:
            if self._beats(card.index, best_card, led):
                best_seat, best_card = seat, card.index
        position = self.active.index(self.seat)
        size = len(self.active)
        later = [
            self.active[(position + step) % size]
            for step in range(1, size - len(trick))
        ]
        if best_seat in self.allies and self._safe(best_card, led, later):
            return self._lowest(cards), f"{self.ally} is winning the trick: a low card"
        winners = sorted(
            (card for card in cards if self._beats(card, best_card, led)),
            key=self.powers.__getitem__,
        )
        if best_seat in self.allies:
            winners = [card for card in winners if self._safe(card, led, later)]
            if not winners:
                return (
                    self._lowest(cards),
                    f"{self.ally} is winning the trick for now, and no card of "
                    "yours would hold it better: a low card",
                )
        if not winners:
            return self._lowest(cards), "no card of yours wins the trick: a low card"
        safe = [card for card in winners if self._safe(card, led, later)]
        if safe:
            return safe[0], "the cheapest card that should take the trick"
        return winners[0], "the cheapest card that wins the trick for now"

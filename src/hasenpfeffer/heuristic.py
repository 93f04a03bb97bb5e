"""A heuristic player: bids from an estimate of its tricks, plays by rules of thumb.

:class:`HeuristicBot` sees only its seat's
:class:`~hasenpfeffer.views.PlayerView`.

**Bidding.**  A hand's worth under a trump suit is an estimate of the
tricks its partnership takes as makers: a sum over its cards (the Joker,
the right and left bowers, the ace and king of trump, smaller trumps with
a penalty for great length, aces and guarded kings of other suits, voids
beside trumps) and a bonus when the maker's side leads first.  The weights
were fitted by least squares to double-dummy results
(:func:`~hasenpfeffer.analysis.solve`) of some 3,000 random deals.  The
bot does not know the widow, so it averages over the 19 cards it could be:
for each, the best trump and discard of the seven cards.  The tricks it
takes are taken as spread about that estimate (a normal curve with a
standard deviation of 1.6 tricks), which gives each legal bid an expected
score under the game's rules (:func:`~hasenpfeffer.scoring.hand_score`: failure costs,
big pepper, defenders' points).  It makes the bid worth most if that is
worth enough: a little when the auction is open, less to take it from the
opponents, a good deal more to take it from its partner.

**Trump, discard, going alone.**  It names the suit, and discards the card,
that leave the best seven-card-less-one estimate; it goes alone when the
expected score of going alone (its estimate without a partner) beats that
of playing with one.

**Play.**  It remembers what has been played and who has shown out of a
suit.  It leads a trump that no one can beat, or, with three trumps or
more as maker, its highest trump, to draw the opponents' trumps; then a
card that is the best left in its suit; otherwise a low card.  Following,
it plays low when its partner is winning the trick, takes the trick as
cheaply as it safely can, and otherwise throws its least useful card.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.bots import RandomBot, play_match
>>> bots = [HeuristicBot(), RandomBot(seed=1), HeuristicBot(), RandomBot(seed=2)]
>>> final = play_match(hp.new_game(seed=4), bots)
>>> final.winner, final.scores[0] >= 10
(0, True)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from .actions import Action, Bid, Discard, GoAlone, NameTrump, Pass, Play
from .cards import _DECK, _EFFECTIVE_SUIT, _POWER, Card, Suit
from .phases import Phase
from .rules import OpeningLead, Rules
from .scoring import hand_score
from .views import PlayerView

__all__ = ["HeuristicBot"]

_SUITS = tuple(Suit)

# Weights of the trick estimate (least squares on double-dummy results; the
# constant raised by 0.3, which won more games between heuristic bots).
_BASE = 0.4
_TRUMP_WEIGHT = {27: 1.68, 26: 1.32, 25: 0.97, 24: 0.85, 23: 0.74}
"""By power: the Joker (27), right bower, left bower, ace and king of trump."""
_SMALL_TRUMP = 0.78
_LONG_TRUMPS = -0.09
"""Times the square of the trumps beyond two."""
_OFF_ACE = 0.5
_GUARDED_KING = 0.12
_VOID = 0.29
"""For each plain suit the hand lacks, if it holds a trump."""
_LEAD_BONUS = (0.43, 0.0, 0.5, 0.0)
"""By the seat that leads first, counted from the maker: the maker itself,
the next defender, the partner, the other defender."""
_SPREAD = 1.6
"""How far (one standard deviation, in tricks) the outcome strays from the
estimate."""
_LONE_SCALE, _LONE_SHIFT = 0.8, -0.25
"""A lone maker's estimate: this times the partnership's, plus this."""

_OPEN_THRESHOLD = 0.6
"""The expected score that a first bid must promise."""
_CONTEST_THRESHOLD = 0.2
"""The expected score that outbidding an opponent must promise."""
_OVER_PARTNER_THRESHOLD = 2.0
"""The expected score that outbidding the partner must promise."""
_DEFEND_ALONE_WORTH = 4.5
"""A defender goes alone against a lone maker with a hand estimated at this."""


def _estimate(hand: Sequence[int], trump: Suit, lead: int) -> float:
    """Tricks the makers may expect when the maker holds ``hand`` (card
    indices) under ``trump`` and the seat ``lead`` seats after the maker
    leads first."""
    suits = _EFFECTIVE_SUIT[trump]
    powers = _POWER[trump]
    total = _BASE + _LEAD_BONUS[lead]
    trumps = 0
    held: dict[Suit, list[int]] = {}
    for card in hand:
        power = powers[card]
        suit = suits[card]
        if suit is trump:
            trumps += 1
            total += _TRUMP_WEIGHT.get(power, _SMALL_TRUMP)
        else:
            held.setdefault(suit, []).append(power)
    for powers_held in held.values():
        if 14 in powers_held:
            total += _OFF_ACE
        if 13 in powers_held and len(powers_held) > 1:
            total += _GUARDED_KING
    if trumps:
        total += _VOID * (3 - len(held))
    if trumps > 2:
        total += _LONG_TRUMPS * (trumps - 2) ** 2
    return total


def _best_of_seven(hand: Sequence[int], trump: Suit, lead: int) -> tuple[float, int]:
    """The best estimate of six of the seven ``hand`` cards, and the card to
    discard for it (the lowest of equally good discards)."""
    powers = _POWER[trump]
    best: tuple[float, int] | None = None
    best_card = hand[0]
    for card in hand:
        rest = [other for other in hand if other != card]
        key = (round(_estimate(rest, trump, lead), 9), -powers[card])
        if best is None or key > best:
            best, best_card = key, card
    assert best is not None
    return best[0], best_card


@lru_cache(maxsize=4096)
def _widow_outlook(hand: tuple[int, ...], lead: int) -> tuple[float, ...]:
    """For each card the widow may be, the best estimate of the hand with it:
    the best trump and discard."""
    unseen = [card for card in range(25) if card not in hand]
    return tuple(
        max(_best_of_seven((*hand, widow), trump, lead)[0] for trump in _SUITS)
        for widow in unseen
    )


def _outcomes(estimates: Sequence[float], spread: float = _SPREAD) -> list[float]:
    """The chance of taking 0 to 6 tricks, averaged over ``estimates``."""
    chances = [0.0] * 7
    for mean in estimates:
        below = 0.0
        for tricks in range(7):
            upper = 1.0 if tricks == 6 else _normal_cdf((tricks + 0.5 - mean) / spread)
            chances[tricks] += (upper - below) / len(estimates)
            below = upper
    return chances


def _normal_cdf(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


@lru_cache(maxsize=256)
def _scores(
    rules: Rules, bid: Bid, alone: bool
) -> tuple[int, int, int, int, int, int, int]:
    """The makers' score less the defenders' for 0 to 6 tricks on ``bid``."""
    scores = []
    for tricks in range(7):
        makers, defenders = hand_score(rules, bid, tricks, maker_alone=alone)
        scores.append(makers - defenders)
    return tuple(scores)  # type: ignore[return-value]


def _expected_score(
    chances: Sequence[float], rules: Rules, bid: Bid, alone: bool = False
) -> float:
    scores = _scores(rules, bid, alone)
    return sum(chance * score for chance, score in zip(chances, scores, strict=True))


def _first_lead(view: PlayerView, maker: int) -> int:
    """Who leads first, counted in seats after ``maker``, were ``maker`` to
    win the auction (nobody going alone)."""
    if view.rules.opening_lead is OpeningLead.MAKER:
        return 0
    return (view.dealer + 1 - maker) % 4


class HeuristicBot:
    """A deterministic player that bids from an estimate of its tricks and
    plays by rules of thumb (see :mod:`hasenpfeffer.heuristic`).

    It is a :class:`~hasenpfeffer.bots.Bot`: it decides from a player's
    view alone, and equal views get equal answers.

    With the seed's scoring the maker scores every trick it takes, and the
    widow and the choice of trump are worth a lot, so every seat opens here
    until seat 0's bid of four leaves seat 1 short:

    >>> import hasenpfeffer as hp
    >>> bot = HeuristicBot()
    >>> state = hp.new_game(seed=1, dealer=0).deal()
    >>> for _ in range(5):
    ...     seat = state.to_act
    ...     action = bot.choose(state.view(seat))
    ...     print(seat, hp.format_cards(state.view(seat).hand), action)
    ...     state = state.apply(action)
    1 QC TD AD 9H 9S AS bid 1
    2 JC 9D JD TH QH TS bid 2
    3 TC AC KD AH JS KS bid 3
    0 9C QD JH KH QS Joker bid 4
    1 QC TD AD 9H 9S AS pass
    """

    # Tuning knobs, as class attributes so that a subclass may try others.
    _spread = _SPREAD
    _thresholds = (_OPEN_THRESHOLD, _CONTEST_THRESHOLD, _OVER_PARTNER_THRESHOLD)

    def choose(self, view: PlayerView) -> Action:
        """The action this bot takes in ``view``.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
        >>> hp.format_cards(state.hands[1])
        'QC KC TD AD 9H 9S AS'
        >>> state = state.apply(HeuristicBot().choose(state.view(1)))
        >>> state.trump, str(HeuristicBot().choose(state.view(1)))
        (Suit.CLUBS, 'discard 9H')

        Raises:
            ValueError: it is not ``view.seat``'s turn.
        """
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"seat {view.seat} is not to act in this position")
        phase = view.phase
        hand = tuple(card.index for card in view.hand)
        if phase is Phase.BIDDING:
            return self._call(view, hand, legal)
        if phase is Phase.TRUMP:
            lead = _first_lead(view, view.seat)
            trump = max(_SUITS, key=lambda suit: _best_of_seven(hand, suit, lead)[0])
            return NameTrump(trump)
        if phase is Phase.DISCARD:
            assert view.trump is not None
            lead = _first_lead(view, view.seat)
            return Discard(_DECK[_best_of_seven(hand, view.trump, lead)[1]])
        if phase is Phase.ALONE:
            return self._alone(view, hand)
        return _Play(view).choose(legal)

    def _call(
        self, view: PlayerView, hand: tuple[int, ...], legal: Sequence[Action]
    ) -> Action:
        bids = [action for action in legal if isinstance(action, Bid)]
        outlook = _widow_outlook(hand, _first_lead(view, view.seat))
        chances = _outcomes(outlook, self._spread)
        worth = {bid: _expected_score(chances, view.rules, bid) for bid in bids}
        best = max(bids, key=lambda bid: (worth[bid], -bids.index(bid)))
        auction = view.auction
        holder = None if auction is None else auction.high_bidder
        opening, contest, over_partner = self._thresholds
        if holder is None:
            threshold = opening
        elif holder == (view.seat + 2) % 4:
            threshold = over_partner
        else:
            threshold = contest
        if worth[best] >= threshold or Pass() not in legal:
            return best
        return Pass()

    @staticmethod
    def _alone(view: PlayerView, hand: tuple[int, ...]) -> Action:
        trump = view.trump
        assert trump is not None and view.maker is not None
        if view.seat != view.maker:
            lead = _first_lead(view, view.seat)
            return (
                GoAlone()
                if _estimate(hand, trump, lead) >= _DEFEND_ALONE_WORTH
                else Pass()
            )
        assert view.contract is not None
        mean = _estimate(hand, trump, _first_lead(view, view.seat))
        together = _expected_score(_outcomes([mean]), view.rules, view.contract)
        lone_mean = _LONE_SCALE * mean + _LONE_SHIFT
        alone = _expected_score(
            _outcomes([lone_mean]), view.rules, view.contract, alone=True
        )
        return GoAlone() if alone > together else Pass()


class _Play:
    """One decision of the play: what the seat knows of the cards."""

    def __init__(self, view: PlayerView) -> None:
        trump = view.trump
        assert trump is not None and view.maker is not None
        self.view = view
        self.trump = trump
        self.suits = _EFFECTIVE_SUIT[trump]
        self.powers = _POWER[trump]
        self.seat = view.seat
        self.partner = (view.seat + 2) % 4
        self.makers = view.maker % 2 == view.seat % 2
        self.active = [seat for seat in range(4) if seat not in view.sitting_out]
        seen = {card.index for card in view.hand}
        if view.discarded is not None:
            seen.add(view.discarded.index)
        self.void: dict[int, set[Suit]] = {seat: set() for seat in range(4)}
        tricks = [trick.plays for trick in view.completed_tricks]
        for plays in (*tricks, view.current_trick):
            if not plays:
                continue
            led = self.suits[plays[0][1].index]
            for seat, card in plays:
                seen.add(card.index)
                if self.suits[card.index] is not led:
                    self.void[seat].add(led)
        self.unseen = [card for card in range(25) if card not in seen]

    # -- facts ---------------------------------------------------------------

    def _opponents(self) -> list[int]:
        return [seat for seat in self.active if seat % 2 != self.seat % 2]

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

    def _beats(self, card: int, best: int, led: Suit) -> bool:
        suit = self.suits[card]
        if suit is not self.trump and suit is not led:
            return False
        best_suit = self.suits[best]
        if suit is self.trump and best_suit is not self.trump:
            return True
        return suit is best_suit and self.powers[card] > self.powers[best]

    def _safe(self, card: int, led: Suit, later: Sequence[int]) -> bool:
        """Whether no seat still to play can be expected to beat ``card``."""
        trump = self.trump
        for other in self.unseen:
            if not self._beats(other, card, led):
                continue
            other_suit = self.suits[other]
            for seat in later:
                if seat % 2 == self.seat % 2 or other_suit in self.void[seat]:
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

    def choose(self, legal: Sequence[Action]) -> Action:
        cards = [action.card.index for action in legal if isinstance(action, Play)]
        if len(cards) == 1:
            return Play(_DECK[cards[0]])
        trick = self.view.current_trick
        card = self._follow(cards, trick) if trick else self._lead(cards)
        return Play(_DECK[card])

    def _lead(self, cards: Sequence[int]) -> int:
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
                return top
            if self.makers and self.seat == self.view.maker and len(trumps) >= 3:
                return top
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
            return max(tops, key=powers.__getitem__)
        if trumps and self.makers and self.seat != self.view.maker:
            return trumps[-1] if self._is_top(trumps[-1]) else trumps[0]
        if plain:
            return self._lowest(plain)
        return trumps[-1] if self._is_top(trumps[-1]) else trumps[0]

    def _follow(self, cards: Sequence[int], trick: Sequence[tuple[int, Card]]) -> int:
        led = self.suits[trick[0][1].index]
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
        if best_seat == self.partner and self._safe(best_card, led, later):
            return self._lowest(cards)
        winners = sorted(
            (card for card in cards if self._beats(card, best_card, led)),
            key=self.powers.__getitem__,
        )
        if best_seat == self.partner:
            winners = [card for card in winners if self._safe(card, led, later)]
        if not winners:
            return self._lowest(cards)
        safe = [card for card in winners if self._safe(card, led, later)]
        return safe[0] if safe else winners[0]

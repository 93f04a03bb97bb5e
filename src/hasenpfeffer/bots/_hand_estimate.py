"""The heuristic bots' estimate of the tricks a hand takes as makers.

A sum over the maker's cards under a trump suit, with a bonus by the seat
that leads first; the weights were fitted by least squares to double-dummy
results (see :mod:`hasenpfeffer.bots._heuristic`).

>>> from hasenpfeffer.bots._hand_estimate import best_of_seven
>>> from hasenpfeffer.cards import Card, Suit
>>> hand = [Card.parse(text).index for text in "Joker JH JD AH KH AS QC".split()]
>>> worth, discard = best_of_seven(hand, Suit.HEARTS, 0)
>>> round(worth, 2), discard == Card.parse("QC").index
(6.66, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .._engine.tables import EFFECTIVE_SUIT, POWER, SUITS, tables_for
from ..cards import Suit
from ..rules import OpeningLead
from ..views import PlayerView

__all__ = [
    "best_of_seven",
    "best_of_seven_worths",
    "estimate",
    "first_lead",
    "lone_losers",
    "no_trump_estimate",
    "trump_estimate",
    "widow_outlook",
]

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


def estimate(hand: Sequence[int], trump: Suit, lead: int) -> float:
    """Tricks the makers may expect when the maker holds ``hand`` (card
    indices) under ``trump`` and the seat ``lead`` seats after the maker
    leads first."""
    suits = EFFECTIVE_SUIT[trump]
    powers = POWER[trump]
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


# Weights of the no-trump estimate (least squares on the double-dummy
# tricks of 1,500 deals of Bid Euchre, the maker leading; the constant put
# on the scale of :func:`estimate`, which falls 0.35 tricks short there).
_NO_TRUMP_BASE = 1.27
"""Added to :data:`_BASE` and the lead's bonus: the partner's share."""
_NO_TRUMP_ACE = 1.0
_NO_TRUMP_GUARDED_KING = 0.25
_NO_TRUMP_LONG = 0.73
"""For each card of a suit beyond three."""


def no_trump_estimate(hand: Sequence[int], lead: int) -> float:
    """Tricks the makers may expect when the maker holds ``hand`` (card
    indices) in no trump and the seat ``lead`` seats after the maker leads
    first: aces, guarded kings and long suits (no bowers, no trumps).

    >>> from hasenpfeffer.cards import Card
    >>> hand = [Card.parse(text).index for text in "AC KC QC TC AD AH".split()]
    >>> round(no_trump_estimate(hand, 0), 2)
    6.08
    """
    total = _BASE + _LEAD_BONUS[lead] + _NO_TRUMP_BASE
    tables = tables_for(None)
    powers, suits = tables.power, tables.suit_number
    held: dict[int, list[int]] = {}
    for card in hand:
        held.setdefault(suits[card], []).append(powers[card])
    for ranks in held.values():
        if 14 in ranks:
            total += _NO_TRUMP_ACE
        if 13 in ranks and len(ranks) > 1:
            total += _NO_TRUMP_GUARDED_KING
        total += _NO_TRUMP_LONG * max(0, len(ranks) - 3)
    return total


def trump_estimate(hand: Sequence[int], trump: Suit | None, lead: int) -> float:
    """:func:`estimate` under ``trump``, or :func:`no_trump_estimate` for
    ``None``."""
    if trump is None:
        return no_trump_estimate(hand, lead)
    return estimate(hand, trump, lead)


def lone_losers(
    hand: Sequence[int], trump: Suit | None, deck_size: int, leads: bool
) -> int:
    """The tricks a lone maker holding ``hand`` under ``trump`` (``None``
    for no trump) may lose, the partner's cards out of play, in a deck of
    ``deck_size`` cards; ``leads`` whether the maker leads first.

    A card wins for sure if it heads its suit with the cards above it in
    the hand.  Trumps below those win too when the top ones draw every
    trump the two opponents can hold; otherwise each is a loser, as is a
    plain card below the top of its suit.  In no trump, a suit the hand
    lacks costs a trick when an opponent leads first.

    >>> from hasenpfeffer.cards import Card, Suit
    >>> hand = [Card.parse(text).index for text in "JH JD AH KH AS KS".split()]
    >>> lone_losers(hand, Suit.HEARTS, 24, True), lone_losers(hand, None, 24, True)
    (0, 2)
    """
    tables = tables_for(trump)
    held = set(hand)
    losers = 0
    for number, ladder in enumerate(tables.ladders):
        cards = [card for card in ladder if card < deck_size]
        mine = sum(1 for card in cards if card in held)
        top = 0
        for card in cards:
            if card not in held:
                break
            top += 1
        if trump is not None and SUITS[number] is trump:
            if top < len(cards) - mine:  # the top may not draw every trump
                losers += mine - top
        else:
            losers += mine - top
            if trump is None and not mine and not leads:
                losers += 1
    return min(losers, len(hand))


def best_of_seven(hand: Sequence[int], trump: Suit, lead: int) -> tuple[float, int]:
    """The best estimate of six of the seven ``hand`` cards, and the card to
    discard for it (the lowest of equally good discards)."""
    powers = POWER[trump]
    best: tuple[float, int] | None = None
    best_card = hand[0]
    for card in hand:
        rest = [other for other in hand if other != card]
        key = (round(estimate(rest, trump, lead), 9), -powers[card])
        if best is None or key > best:
            best, best_card = key, card
    assert best is not None
    return best[0], best_card


def _suit_term(count: int, ace: bool, king: bool) -> float:
    """What one plain suit adds to :func:`estimate`: its ace, and its king
    when guarded."""
    if not count:
        return 0.0
    return (_OFF_ACE if ace else 0.0) + (_GUARDED_KING if king and count > 1 else 0.0)


def _card_terms(trump: Suit) -> list[tuple[int, float, bool, bool]]:
    """For each card under ``trump``: its effective suit's number, its
    weight if a trump (else 0), and whether it is a plain ace or king."""
    suits = EFFECTIVE_SUIT[trump]
    powers = POWER[trump]
    terms = []
    for card in range(25):
        power = powers[card]
        if suits[card] is trump:
            terms.append((-1, _TRUMP_WEIGHT.get(power, _SMALL_TRUMP), False, False))
        else:
            terms.append((_SUITS.index(suits[card]), 0.0, power == 14, power == 13))
    return terms


_SUITS = tuple(Suit)
_TERMS = {trump: _card_terms(trump) for trump in _SUITS}


class _BySuit(NamedTuple):
    """A hand counted by suit under one trump (see :func:`_by_suit`)."""

    trumps: int
    weight: float
    counts: list[int]
    aces: list[bool]
    kings: list[bool]
    suit_terms: list[float]


def _counted(
    start: float, trumps: int, weight: float, suit_total: float, suits_held: int
) -> float:
    """:func:`estimate` of a hand from its counts: ``start`` (the base and
    the lead's bonus), its ``trumps`` and their ``weight``, what its plain
    suits add (``suit_total``) and how many plain suits it holds."""
    value = start + weight + suit_total
    if trumps:
        value += _VOID * (3 - suits_held)
    if trumps > 2:
        value += _LONG_TRUMPS * (trumps - 2) ** 2
    return value


def _by_suit(
    hand: Sequence[int], terms: list[tuple[int, float, bool, bool]]
) -> _BySuit:
    """``hand`` counted with the :func:`_card_terms` of a trump: its trumps
    and their weight; for each plain suit by number, its cards, whether it
    holds the ace and the king, and what it adds to :func:`estimate`."""
    trumps, weight = 0, 0.0
    counts, aces, kings = [0, 0, 0, 0], [False] * 4, [False] * 4
    for card in hand:
        suit, card_weight, ace, king = terms[card]
        if suit < 0:
            trumps += 1
            weight += card_weight
        else:
            counts[suit] += 1
            aces[suit] = aces[suit] or ace
            kings[suit] = kings[suit] or king
    suit_terms = [_suit_term(counts[s], aces[s], kings[s]) for s in range(4)]
    return _BySuit(trumps, weight, counts, aces, kings, suit_terms)


def widow_outlook(hand: Sequence[int], lead: int) -> tuple[float, ...]:
    """For each card the widow may be (every card not in ``hand``, in deck
    order), the best estimate of the seven cards: the best trump and
    discard.  The same numbers as :func:`best_of_seven` gives for each
    widow and trump, worked out from the counts of the suits instead of
    hand by hand: a bidder asks for 19 widows under four trumps, 532
    estimates of six cards.

    >>> from hasenpfeffer.cards import Card
    >>> hand = [Card.parse(text).index for text in "Joker JH JD AH KH AS".split()]
    >>> outlook = widow_outlook(hand, 0)
    >>> len(outlook), max(outlook) == max(
    ...     best_of_seven([*hand, widow], trump, 0)[0]
    ...     for widow in range(25) if widow not in hand
    ...     for trump in Suit
    ... )
    (19, True)
    """
    start = _BASE + _LEAD_BONUS[lead]
    held_cards = set(hand)
    unseen = [card for card in range(25) if card not in held_cards]
    best = [-1e9] * len(unseen)
    for trump in _SUITS:
        terms = _TERMS[trump]
        trumps, weight, counts, aces, kings, suit_terms = _by_suit(hand, terms)
        total = sum(suit_terms)
        held = sum(1 for count in counts if count)
        # Discarding the widow keeps the hand as dealt.
        kept = _counted(start, trumps, weight, total, held)
        # The five cards left by each discard from the hand: trumps, their
        # weight, the suit changed (-1 for none), its count, ace and king
        # left, and the other suits' terms and number.
        fives = set()
        for card in hand:
            suit, card_weight, ace, king = terms[card]
            if suit < 0:
                fives.add((trumps - 1, weight - card_weight, -1, 0, False, False))
            else:
                fives.add(
                    (
                        trumps,
                        weight,
                        suit,
                        counts[suit] - 1,
                        aces[suit] and not ace,
                        kings[suit] and not king,
                    )
                )
        values: dict[tuple[int, float, bool, bool], float] = {}
        for number, widow in enumerate(unseen):
            kind = terms[widow]
            top = values.get(kind)
            if top is None:
                top = kept
                w_suit, w_weight, w_ace, w_king = kind
                for left, left_weight, suit, count, ace, king in fives:
                    # The counts of the five cards and the widow, suit by
                    # suit: the hand's, but for the suit discarded from
                    # and the widow's suit.
                    left_total, left_held = total, held
                    if suit >= 0:
                        left_total += _suit_term(count, ace, king) - suit_terms[suit]
                        if not count:
                            left_held -= 1
                    if w_suit < 0:
                        left += 1
                        left_weight += w_weight
                    else:
                        if w_suit == suit:
                            before = _suit_term(count, ace, king)
                            after = _suit_term(count + 1, ace or w_ace, king or w_king)
                            now = count
                        else:
                            before = suit_terms[w_suit]
                            now = counts[w_suit]
                            after = _suit_term(
                                now + 1, aces[w_suit] or w_ace, kings[w_suit] or w_king
                            )
                        left_total += after - before
                        if not now:
                            left_held += 1
                    value = _counted(start, left, left_weight, left_total, left_held)
                    if value > top:
                        top = value
                values[kind] = top
            if top > best[number]:
                best[number] = top
    return tuple(round(value, 9) for value in best)


def best_of_seven_worths(hand: Sequence[int], lead: int) -> tuple[float, ...]:
    """The worth of :func:`best_of_seven` for ``hand`` under each trump, in
    the order of :class:`~hasenpfeffer.cards.Suit`: the same numbers,
    worked out from the counts of the suits.

    >>> from hasenpfeffer.cards import Card
    >>> hand = [Card.parse(text).index for text in "Joker JH JD AH KH AS QC".split()]
    >>> best_of_seven_worths(hand, 0) == tuple(
    ...     best_of_seven(hand, trump, 0)[0] for trump in Suit)
    True
    """
    start = _BASE + _LEAD_BONUS[lead]
    worths = []
    for trump in _SUITS:
        terms = _TERMS[trump]
        trumps, weight, counts, aces, kings, suit_terms = _by_suit(hand, terms)
        total = sum(suit_terms)
        held = sum(1 for count in counts if count)
        top = -1e9
        for card in hand:
            suit, card_weight, ace, king = terms[card]
            left, left_weight, left_total, left_held = trumps, weight, total, held
            if suit < 0:
                left -= 1
                left_weight -= card_weight
            else:
                count = counts[suit] - 1
                left_total += (
                    _suit_term(count, aces[suit] and not ace, kings[suit] and not king)
                    - suit_terms[suit]
                )
                if not count:
                    left_held -= 1
            value = _counted(start, left, left_weight, left_total, left_held)
            if value > top:
                top = value
        worths.append(round(top, 9))
    return tuple(worths)


def first_lead(view: PlayerView, maker: int) -> int:
    """Who leads first, counted in seats after ``maker``, were ``maker`` to
    win the auction (nobody going alone)."""
    if view.rules.opening_lead is OpeningLead.MAKER:
        return 0
    return (view.dealer + 1 - maker) % 4

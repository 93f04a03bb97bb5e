"""A heuristic player: bids from an estimate of its tricks, plays by rules of thumb.

:class:`HeuristicBot` sees only its seat's
:class:`~hasenpfeffer.views.PlayerView`.  Besides choosing, it can say why:
:meth:`HeuristicBot.advise` gives its choice with a short reason, an
:class:`Advice`, worked out by the same code that chooses.

**Bidding.**  A hand's worth under a trump suit is an estimate of the
tricks its partnership takes as makers: a sum over its cards (the Joker,
the right and left bowers, the ace and king of trump, smaller trumps with
a penalty for great length, aces and guarded kings of other suits, voids
beside trumps) and a bonus when the maker's side leads first.  The weights
were fitted by least squares to double-dummy results
(:func:`~hasenpfeffer.analysis.solve`) of some 3,000 random deals.  The
bot does not know the widow, so it averages over the 19 cards it could be:
for each, the best trump and discard of the seven cards.  The estimate
counts an average partner and average opponents, so the bids heard move
it: a bid of ``b`` says its bidder's side expects about ``b`` tricks, and
for each trick that is beyond an average hand's (4.45), the bot adds 1.2
tricks to its outlook for its partner's bid and takes 1.2 away for each
opponent's.  The tricks it takes are taken as spread about that estimate
(a normal curve with a standard deviation of 1.6 tricks), which gives
each legal bid an expected score under the game's rules
(:func:`~hasenpfeffer.scoring.hand_score`: failure costs, big pepper,
defenders' points).

It weighs the bid worth most against passing.  With no bid standing,
passing is worth nothing, and the bid must promise a point.  Over its
partner, passing leaves the partner to play its bid, helped by this hand:
the bid must be worth half a point more than that, so a partner's bid is
raised only with tricks to add.  Over an opponent, passing leaves the
opponents their contract, on which the winner of a contested auction
takes about 0.75 tricks fewer than it bid: the bid must be worth 0.6
points more than what passing costs, and then the bot bids the highest
bid short of six that is still worth that and that it expects to make
three times in five (or, if none is that safe, the bid worth most), so
that the opponents' next bid comes dearer without overbidding opponents
who bid what they hold (under the source page's scoring both sides gain from
being makers at almost any bid below six, and a contested auction climbs
to five anyway).

**Trump, discard, going alone.**  It names the suit, and discards the card,
that leave the best seven-card-less-one estimate; it goes alone when the
expected score of going alone (its estimate without a partner) beats that
of playing with one.

**The Euchres' auction.**  It orders up, or names a suit in the second
round, when a count of its hand (``hand_strength``
under that trump, the partner's help included) reaches three tricks, with
0.4 more for the dealer's partner and 0.4 less for the dealer's opponents
in the first round.  In Three-Handed Euchre the maker plays alone against
two: the count leaves out the partner's help, the first to lead adds 0.3,
anyone but the dealer takes 0.3 in the first round (the upcard goes to an
opponent), and a call needs 2.6, about where calling starts to gain on
average by double-dummy results of random deals.  A dealer who is stuck
names its best suit.

**Bid Euchre.**  Every card is dealt, so the six cards are the hand
played: its worth is the best estimate under the four suits and no trump.
In no trump (no bowers, no trumps) the estimate counts each ace at a
trick, each guarded king at a quarter, and each card of a suit beyond
three at 0.73, with the partner's share, by least squares on the
double-dummy tricks of 1,500 deals.  It calls the moon only when the hand
should take all six tricks alone under some trump or no trump: every
card heads its suit with the cards above it in the hand, and the top
trumps draw every trump the two opponents may hold (in no trump, when an
opponent leads first, the hand must hold every suit).  Otherwise it bids
as above, but opening with the highest bid short of six that it makes
three times in five, and outbidding an opponent whenever the bid is worth
within four points of what passing costs: with one round of bids and the
defenders scoring their tricks, naming trump and leading are worth more
than a contract's score shows (against SimpleBot players this won 155
games of 200 where the Hasenpfeffer thresholds won 101).  The maker names
the trump, or no trump, it bid on; on the moon, the one under which it
loses fewest tricks alone.  With ``call_for_best`` the moon's maker calls
for best unless its six cards all win (the card given must be kept, and
would only replace a winner); the partner gives its highest card, and
the maker lays down the card whose loss leaves the fewest losers.

**Play.**  (In no trump there are no trumps to draw or to ruff with: the
rules below that speak of trumps then never apply.)  It remembers what
has been played and who has shown out of a
suit.  It leads a trump that no one can beat, or, with three trumps or
more as maker, its highest trump, to draw the opponents' trumps; then a
card that is the best left in its suit; otherwise a low card.  Following,
it plays low when its partner is winning the trick, takes the trick as
cheaply as it safely can, and otherwise throws its least useful card.  In
Three-Handed Euchre the two defenders of a hand play as partners: neither
takes a trick the other is safely winning.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.bots import RandomBot, play_match
>>> bots = [HeuristicBot(), RandomBot(seed=1), HeuristicBot(), RandomBot(seed=2)]
>>> final = play_match(hp.new_game(seed=4), bots)
>>> final.winner, final.scores[0] >= 10
(0, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import attrs

from .._engine.tables import DECK, tables_for
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
    Pass,
)
from ..cards import Suit
from ..games import spec_of
from ..phases import Phase
from ..rules import Widow
from ..state import GameState
from ..views import PlayerView
from ._base import Bot, view_to_act
from ._hand_estimate import (
    best_of_seven,
    estimate,
    first_lead,
    lone_losers,
    trump_estimate,
    widow_outlook,
)
from ._heuristic_auction import (
    SPREAD,
    expected_score,
    jump_bid,
    outcomes,
    passing_worth,
    read_auction,
)
from ._heuristic_play import CardPlay
from ._order_up import order_up_decision

__all__ = ["Advice", "HeuristicBot"]

_SUITS = tuple(Suit)

_LONE_SCALE, _LONE_SHIFT = 0.8, -0.25
"""A lone maker's estimate: this times the partnership's, plus this."""

_OPEN_THRESHOLD = 1.0
"""The expected score that a first bid must promise."""
_CONTEST_THRESHOLD = 0.6
"""How much more than passing (the opponents' contract) outbidding an
opponent must promise."""
_OVER_PARTNER_THRESHOLD = 0.5
"""How much more than passing (the partner's contract) outbidding the
partner must promise."""
_MOON_OPEN_THRESHOLD = 0.0
_MOON_CONTEST_THRESHOLD = -4.0
"""The same thresholds where the auction has the moon (one round of bids,
every card dealt, the defenders scoring their tricks): naming trump and
leading are worth more than the scores of a contract show, and the maker
opens with the bid it expects to make, so that the opponents' bid comes
dearer.  Fitted against SimpleBot players: 155 games won of 200, against
101 with the thresholds above."""
_DEFEND_ALONE_WORTH = 4.5
"""A defender goes alone against a lone maker with a hand estimated at this."""


_TRUMPS_AND_NO_TRUMP: tuple[Suit | None, ...] = (*_SUITS, None)
"""The maker's choices where no trump may be named too."""


def _trump_choices(no_trump: bool) -> tuple[Suit | None, ...]:
    """The trumps a maker may name: the suits, and no trump if allowed."""
    return _TRUMPS_AND_NO_TRUMP if no_trump else _SUITS


def _trump_words(trump: Suit | None) -> str:
    """``"with hearts trump"``, or ``"in no trump"``."""
    return "in no trump" if trump is None else f"with {trump.word} trump"


@lru_cache(maxsize=4096)
def _widow_outlook(
    hand: tuple[int, ...], lead: int, widow_taken: bool, no_trump: bool = False
) -> tuple[float, ...]:
    """For each card the widow may be, the best estimate of the hand with it:
    the best trump and discard (:func:`widow_outlook`).  When the widow is
    not taken (``Widow.UNUSED``) or there is none (every card dealt) the
    six cards are the hand played: one outlook, the estimate under the
    best trump, or no trump where it may be named (``no_trump``)."""
    if not widow_taken:
        choices = _trump_choices(no_trump)
        return (max(trump_estimate(hand, trump, lead) for trump in choices),)
    return widow_outlook(hand, lead)


@lru_cache(maxsize=4096)
def _bidding_chances(
    hand: tuple[int, ...],
    lead: int,
    widow_taken: bool,
    spread: float,
    shift: float,
    no_trump: bool = False,
) -> tuple[float, ...]:
    """The chance of taking 0 to 6 tricks as makers with ``hand``, the
    widow unknown (:func:`outcomes` of :func:`_widow_outlook`), the
    estimate moved by ``shift`` tricks: the same hand is asked about at
    each of its turns to bid."""
    outlook = _widow_outlook(hand, lead, widow_taken, no_trump)
    return tuple(outcomes([mean + shift for mean in outlook], spread))


def _moon_trump(
    hand: Sequence[int], view: PlayerView, lead: int
) -> tuple[Suit | None, int]:
    """The trump (``None``: no trump) under which ``hand`` loses the
    fewest tricks alone (:func:`lone_losers`), the better estimate first
    among equals, and those losers."""
    spec = spec_of(view.rules)
    leads = lead == 0
    losers = {
        trump: lone_losers(hand, trump, spec.deck_size, leads)
        for trump in _TRUMPS_AND_NO_TRUMP
    }
    best = min(
        _TRUMPS_AND_NO_TRUMP,
        key=lambda trump: (losers[trump], -trump_estimate(hand, trump, lead)),
    )
    return best, losers[best]


@lru_cache(maxsize=4096)
def _best_six(hand: tuple[int, ...], trump: Suit, lead: int) -> tuple[float, int]:
    """:func:`best_of_seven`, remembered: searching players ask about the
    same seven cards many times."""
    return best_of_seven(hand, trump, lead)


def _points(value: float) -> str:
    """A number of points to one decimal, with its sign (never ``-0.0``)."""
    return f"{round(value, 1) or 0.0:+.1f}"


@attrs.frozen
class Advice:
    """A choice and the reason for it, in a short phrase:
    what :meth:`HeuristicBot.advise` returns.

    >>> import hasenpfeffer as hp
    >>> advice = HeuristicBot().advise(hp.new_game(seed=1, dealer=0).deal())
    >>> str(advice.action)
    'bid 1'
    >>> print(advice)
    bid 1: as makers your side may expect about 3.9 tricks; bid 1 is worth +3.9 points on average, enough to open the auction

    Attributes:
        action: the action chosen.
        reason: why, in a phrase of a few words (no full stop).
    """  # noqa: E501

    action: Action
    reason: str

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"


class HeuristicBot(Bot):
    """A deterministic player that bids from an estimate of its tricks and
    plays by rules of thumb (:ref:`heuristic-bot` tells them).

    It is a :class:`~hasenpfeffer.bots.Bot`: it decides from a player's
    view alone (given a state, from the view of its seat to act), and equal
    views get equal answers.  :meth:`advise` gives the reason with the
    choice.

    With the source page's scoring the maker scores every trick it takes, and
    the widow and the choice of trump are worth a lot, so a side outbids the
    opponents at once with the highest bid short of six its hand is worth
    and likely to make (three times in five): seat 2 with three over seat
    1's one, seat 3 with four, seat 0 with five, which no one beats:

    >>> import hasenpfeffer as hp
    >>> bot = HeuristicBot()
    >>> state = hp.new_game(seed=1, dealer=0).deal()
    >>> for _ in range(7):
    ...     seat = state.to_act
    ...     action = bot.choose(state.view(seat))
    ...     print(seat, hp.format_cards(state.view(seat).hand), action)
    ...     state = state.apply(action)
    1 QC TD AD 9H 9S AS bid 1
    2 JC 9D JD TH QH TS bid 3
    3 TC AC KD AH JS KS bid 4
    0 9C QD JH KH QS Joker bid 5
    1 QC TD AD 9H 9S AS pass
    2 JC 9D JD TH QH TS pass
    3 TC AC KD AH JS KS pass
    """

    # Tuning knobs, as class attributes so that a subclass may try others.
    _spread = SPREAD
    _thresholds = (_OPEN_THRESHOLD, _CONTEST_THRESHOLD, _OVER_PARTNER_THRESHOLD)
    _moon_thresholds = (
        _MOON_OPEN_THRESHOLD,
        _MOON_CONTEST_THRESHOLD,
        _OVER_PARTNER_THRESHOLD,
    )

    def choose(self, view: PlayerView | GameState) -> Action:
        """The action this bot takes in ``view`` (or for the seat to act in
        a state): the action of :meth:`advise`.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
        >>> hp.format_cards(state.hands[1])
        'QC KC TD AD 9H 9S AS'
        >>> state = state.apply(HeuristicBot().choose(state.view(1)))
        >>> state.trump, str(HeuristicBot().choose(state))
        (Suit.CLUBS, 'discard 9H')

        Raises:
            IllegalActionError: nobody is to act, or it is not the view's
                seat's turn (see :func:`~hasenpfeffer.bots.view_to_act`).
        """
        return self.advise(view).action

    def advise(self, view: PlayerView | GameState) -> Advice:
        """The action this bot takes in ``view`` (or for the seat to act in
        a state), with the reason for it.

        >>> import hasenpfeffer as hp
        >>> state = hp.new_game(seed=1, dealer=0).deal().bid(6)
        >>> print(HeuristicBot().advise(state))
        trump C: with clubs trump your side may expect about 3.6 tricks, more than with any other suit
        >>> state = state.name_trump("C").discard("9H")
        >>> print(HeuristicBot().advise(state.view(1)))
        play AD: the best card left in its suit

        Raises:
            IllegalActionError: nobody is to act, or it is not the view's
                seat's turn (see :func:`~hasenpfeffer.bots.view_to_act`).
        """  # noqa: E501
        view = view_to_act(view)
        legal = view.legal_actions()
        phase = view.phase
        if spec_of(view.rules).upcard and phase is not Phase.PLAY:
            return Advice(*order_up_decision(view))
        hand = tuple(card.index for card in view.hand)
        if phase is Phase.BIDDING:
            return self._call(view, hand, legal)
        if phase is Phase.TRUMP:
            return self._trump(view, hand)
        if phase is Phase.DISCARD and view.best_card is not None:
            return self._moon_discard(view, hand, legal)
        if phase is Phase.DISCARD:
            assert view.trump is not None
            lead = first_lead(view, view.seat)
            kept, card = _best_six(hand, view.trump, lead)
            return Advice(
                Discard(DECK[card]),
                f"it leaves the best six cards: your side may expect about "
                f"{kept:.1f} tricks",
            )
        if phase is Phase.ALONE:
            if isinstance(legal[0], Give):
                return _give(view)
            if GoAlone() not in legal:  # the moon's maker, alone in any case
                return _moon_call(view, hand)
            return self._alone(view, hand)
        return Advice(*CardPlay(view).advise(legal))

    @staticmethod
    def _trump(view: PlayerView, hand: tuple[int, ...]) -> Advice:
        """The maker's choice of trump: the suit (or no trump, where it may
        be named) its side may expect the most tricks with; for the moon,
        the one it loses the fewest tricks alone with."""
        spec = spec_of(view.rules)
        lead = first_lead(view, view.seat)
        if view.contract == MOON:
            trump, losers = _moon_trump(hand, view, lead)
            return Advice(
                _trump_action(trump),
                f"alone {_trump_words(trump)} your hand may lose "
                f"{_tricks(losers)}, fewer than {_other_choice(trump)}",
            )
        choices = _trump_choices(spec.moon)
        worth: dict[Suit | None, float]
        if len(hand) > spec.hand_size:  # the widow taken up
            worth = {suit: _best_six(hand, suit, lead)[0] for suit in _SUITS}
        else:
            worth = {trump: trump_estimate(hand, trump, lead) for trump in choices}
        trump = max(worth, key=worth.__getitem__)
        return Advice(
            _trump_action(trump),
            f"{_trump_words(trump)} your side may expect about "
            f"{worth[trump]:.1f} tricks, more than {_other_choice(trump)}",
        )

    @staticmethod
    def _moon_discard(
        view: PlayerView, hand: tuple[int, ...], legal: Sequence[Action]
    ) -> Advice:
        """The moon's maker, given its partner's best card, lays down the
        card whose loss leaves the fewest losers alone, then the best
        estimate, then the lowest card."""
        spec = spec_of(view.rules)
        trump = view.trump
        lead = first_lead(view, view.seat)
        powers = tables_for(trump).power
        cards = [action.card.index for action in legal if isinstance(action, Discard)]

        def kept(card: int) -> tuple[int, float, int]:
            rest = [other for other in hand if other != card]
            losers = lone_losers(rest, trump, spec.deck_size, lead == 0)
            return losers, -trump_estimate(rest, trump, lead), powers[card]

        card = min(cards, key=kept)
        return Advice(
            Discard(DECK[card]),
            f"it leaves the best six cards to play alone: they may lose "
            f"{_tricks(kept(card)[0])}",
        )

    def _call(
        self, view: PlayerView, hand: tuple[int, ...], legal: Sequence[Action]
    ) -> Advice:
        spec = spec_of(view.rules)
        bids = [action for action in legal if isinstance(action, Bid)]
        lead = first_lead(view, view.seat)
        if MOON in bids:
            bids.remove(MOON)
            moon = _moon_bid(view, hand, lead)
            if moon is not None or not bids:
                return moon or Advice(
                    Pass(),
                    "only the moon outbids six, and your hand may lose a trick alone",
                )
        reading = read_auction(view)
        taken = spec.widow and view.rules.widow is not Widow.UNUSED
        outlook = _widow_outlook(hand, lead, taken, spec.moon)
        own = sum(outlook) / len(outlook)
        chances = _bidding_chances(
            hand, lead, taken, self._spread, round(reading.shift, 2), spec.moon
        )
        worth = {bid: expected_score(chances, view.rules, bid) for bid in bids}
        best = max(bids, key=lambda bid: (worth[bid], -bids.index(bid)))
        thresholds = self._moon_thresholds if spec.moon else self._thresholds
        opening, contest, over_partner = thresholds
        if reading.holder is None:
            margin, purpose = opening, "to open the auction"
        elif reading.holder == "partner":
            margin, purpose = over_partner, "to outbid your partner"
        else:
            margin, purpose = contest, "to outbid the opponents"
        threshold = passing_worth(reading, view.rules, own) + margin
        tricks = sum(count * chance for count, chance in enumerate(chances))
        outlook_text = f"as makers your side may expect about {tricks:.1f} tricks"
        if worth[best] >= threshold:
            # One round of bids: an opening bid is the last word on it too.
            if reading.holder == "opponents" or (reading.holder is None and spec.moon):
                best = jump_bid(bids, worth, threshold, best, chances)
            return Advice(
                best,
                f"{outlook_text}; {best} is worth {_points(worth[best])} points on "
                f"average, enough {purpose}",
            )
        if Pass() not in legal:
            return Advice(
                best,
                f"{outlook_text}; a bid is forced, and {best} is worth the most, "
                f"{_points(worth[best])} points on average",
            )
        return Advice(
            Pass(),
            f"{outlook_text}; the best bid, {best}, is worth {_points(worth[best])} "
            f"points on average, short of the {_points(threshold)} needed {purpose}",
        )

    @staticmethod
    def _alone(view: PlayerView, hand: tuple[int, ...]) -> Advice:
        trump = view.trump
        assert trump is not None and view.maker is not None
        if view.seat != view.maker:
            lead = first_lead(view, view.seat)
            worth = estimate(hand, trump, lead)
            if worth >= _DEFEND_ALONE_WORTH:
                return Advice(
                    GoAlone(),
                    f"your hand is worth about {worth:.1f} tricks, enough to "
                    f"defend alone (it takes {_DEFEND_ALONE_WORTH})",
                )
            return Advice(
                Pass(),
                f"your hand is worth about {worth:.1f} tricks, short of the "
                f"{_DEFEND_ALONE_WORTH} it takes to defend alone",
            )
        assert view.contract is not None
        mean = estimate(hand, trump, first_lead(view, view.seat))
        together = expected_score(outcomes([mean]), view.rules, view.contract)
        lone_mean = _LONE_SCALE * mean + _LONE_SHIFT
        alone = expected_score(
            outcomes([lone_mean]), view.rules, view.contract, alone=True
        )
        if alone > together:
            return Advice(
                GoAlone(),
                f"alone you may expect {_points(alone)} points, with your partner "
                f"{_points(together)}",
            )
        return Advice(
            Pass(),
            f"with your partner you may expect {_points(together)} points, alone "
            f"{_points(alone)}",
        )


def _trump_action(trump: Suit | None) -> NameTrump | NoTrump:
    return NoTrump() if trump is None else NameTrump(trump)


def _other_choice(trump: Suit | None) -> str:
    """What a choice of trump is better than, in words."""
    return "with any suit" if trump is None else "with any other suit"


def _tricks(count: int) -> str:
    """``"no tricks"``, ``"1 trick"``, ``"2 tricks"``."""
    if not count:
        return "no tricks"
    return "1 trick" if count == 1 else f"{count} tricks"


def _moon_bid(view: PlayerView, hand: tuple[int, ...], lead: int) -> Advice | None:
    """The moon, if ``hand`` should take all six tricks alone under its
    best trump or no trump, without a card from the partner (with one
    loser and a call for best, the moon was made less than two times in
    three); else ``None``."""
    trump, losers = _moon_trump(hand, view, lead)
    if losers:
        return None
    return Advice(
        MOON,
        f"alone {_trump_words(trump)} your hand should take all six tricks: "
        f"the moon scores {view.rules.moon_points} points",
    )


def _give(view: PlayerView) -> Advice:
    """The partner of a lone player who called for best gives the highest
    card of the hand (the highest trump, else an ace)."""
    powers = tables_for(view.trump).power
    card = max(view.hand, key=lambda card: (powers[card.index], card.index))
    return Advice(Give(card), "the highest card in your hand, for your partner alone")


def _moon_call(view: PlayerView, hand: tuple[int, ...]) -> Advice:
    """The moon's maker calls for its partner's best card unless its own
    six cards should take every trick: the card given must be kept, and
    would only replace a winner."""
    spec = spec_of(view.rules)
    leads = first_lead(view, view.seat) == 0
    losers = lone_losers(hand, view.trump, spec.deck_size, leads)
    if losers:
        return Advice(
            CallForBest(),
            f"alone your hand may lose {_tricks(losers)}: your partner's best "
            "card may take one of them",
        )
    return Advice(
        Pass(),
        "your hand should take every trick alone: a card given would only "
        "replace a winner",
    )

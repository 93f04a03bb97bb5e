"""The auction, in both forms: which calls are legal, who is next, the end.

These are pure functions over the small :class:`Auction` value.  The game
state keeps the auction as the code of a node of its graph (see
``AUCTION_NODES``), which is worked out from the same functions.

>>> import hasenpfeffer as hp
>>> from hasenpfeffer.auction import open_auction, after_call, legal_calls
>>> auction = open_auction(dealer=0)
>>> auction = after_call(auction, hp.Rules(), hp.Bid(2))   # seat 1
>>> auction = after_call(auction, hp.Rules(), hp.Pass())   # seat 2
>>> auction.to_act, [str(call) for call in legal_calls(auction, hp.Rules())]
(3, ['pass', 'bid 3', 'bid 4', 'bid 5', 'bid 6'])
"""

from __future__ import annotations

from typing import Any

import attrs

from ._checks import check_instance, check_optional_seat
from ._refusal import Refusal
from .actions import BIG_PEPPER, LITTLE_PEPPER, MOON, Bid, Call, Pass
from .errors import IllegalActionError, InvalidValueError, shown
from .games import SPECS
from .phases import Phase
from .rules import AllPass, Bidding, Rules
from .seats import check_seat

__all__ = [
    "Auction",
]

_PASS = Pass()
_PEPPER_FORM = Bidding.PEPPER
_STICK = AllPass.STICK_THE_DEALER
_JOKER_BIDS = AllPass.JOKER_BIDS
_FORCED_BID = Bid(3)
"""The bid that the Joker's holder must make when all four pass, under
``AllPass.JOKER_BIDS``."""
_BIG = BIG_PEPPER.pepper
_STANDARD_BIDS = tuple(Bid(tricks) for tricks in range(1, 7))
_PEPPER_BIDS = (*_STANDARD_BIDS[:5], LITTLE_PEPPER, BIG_PEPPER)
_MOON_LADDERS = tuple((*_STANDARD_BIDS[low - 1 :], MOON) for low in range(1, 7))
"""The calls of an auction with the moon (Bid Euchre), by ``min_bid``: the
bids from it to six, then the moon."""
_MOON_GAMES = frozenset(game for game, spec in SPECS.items() if spec.moon)
_MOON_GAME = next(game for game in SPECS if game in _MOON_GAMES)
"""The first game whose auction has the moon: the auction reads no option
of its rules but ``min_bid`` and ``all_pass``, so its forms stand for every
such game's."""


@attrs.frozen
class Auction:
    """The auction of one hand so far.

    >>> import hasenpfeffer as hp
    >>> auction = hp.new_game(seed=1, dealer=0).deal().bid(2).pass_().auction
    >>> auction.high_bidder, auction.passed, auction.to_act
    (1, (False, False, True, False), 3)

    Attributes:
        dealer: the dealer's seat; the player to the dealer's left calls first.
        to_act: the seat whose call it is, ``None`` once the auction is over.
        high_bid: the highest bid so far, if any.
        high_bidder: the seat that made it.
        passed: for each seat, whether it has passed (a pass is final);
            in Bid Euchre's one round, whether it has called.
        calls: every call so far, as ``(seat, call)`` pairs in order.

    Raises:
        InvalidValueError: a field is not valid, or the fields are not
            where the calls lead from the dealer's opening (a call out of
            turn or after the end, a bid that does not beat the high bid,
            standard and pepper bids mixed).
    """

    dealer: int
    to_act: int | None
    high_bid: Bid | None = None
    high_bidder: int | None = None
    passed: tuple[bool, bool, bool, bool] = (False, False, False, False)
    calls: tuple[tuple[int, Call], ...] = ()

    def __attrs_post_init__(self) -> None:
        _check_auction(self)

    @property
    def is_over(self) -> bool:
        """Whether no more calls are to be made."""
        return self.to_act is None

    @property
    def maker(self) -> int | None:
        """The seat that won the auction, once it is over with a bid standing."""
        return self.high_bidder if self.to_act is None else None

    @property
    def thrown_in(self) -> bool:
        """Whether the auction ended with all four players passing."""
        return self.to_act is None and self.high_bid is None


AuctionCore = tuple[int | None, Bid | None, int | None, int]
"""An auction's moving parts: the seat to call (``None`` once over), the
high bid, its bidder, and who has passed as a bitmask (bit ``s`` for seat
``s``); :class:`Auction` adds the dealer and the calls.  The game state
keeps these parts and builds an :class:`Auction` only when asked."""

PASSED: tuple[tuple[bool, bool, bool, bool], ...] = tuple(
    (bool(mask & 1), bool(mask & 2), bool(mask & 4), bool(mask & 8))
    for mask in range(16)
)
""":attr:`Auction.passed` for each bitmask of the seats that passed."""
_PASSES = tuple(bin(mask).count("1") for mask in range(16))
_ALL_PASSED = 0b1111


def _check_auction(auction: Auction) -> None:
    """Refuse an :class:`Auction` whose fields are not valid or not where
    its calls lead."""
    dealer = check_seat(auction.dealer, "dealer")
    check_optional_seat(auction.to_act, "to_act")
    if auction.high_bid is not None:
        check_instance(auction.high_bid, Bid, "high_bid", "a Bid or None")
    check_optional_seat(auction.high_bidder, "high_bidder")
    passed = auction.passed
    if (
        passed.__class__ is not tuple
        or len(passed) != 4
        or any(flag.__class__ is not bool for flag in passed)
    ):
        raise InvalidValueError(
            f"passed must be a tuple of four bools (one per seat), not {shown(passed)}"
        )
    calls = auction.calls
    if calls.__class__ is not tuple:
        raise InvalidValueError(
            f"calls must be a tuple of (seat, call) pairs, not {shown(calls)}"
        )
    for pair in calls:
        if pair.__class__ is not tuple or len(pair) != 2:
            raise InvalidValueError(
                f"calls must hold (seat, call) pairs, not {shown(pair)}"
            )
        check_seat(pair[0], "a call's seat")
        check_instance(pair[1], (Pass, Bid), "a call", "a Pass or a Bid")
    pepper = any(call.__class__ is Bid and call.pepper for _, call in calls)
    moon = any(call == MOON for _, call in calls)
    # An auction does not hold its rules: its calls may be read under the
    # bidding of Hasenpfeffer or under Bid Euchre's one round.
    readings = [] if moon else [_FORM_RULES[2 * pepper]]
    if not pepper or moon:
        readings.append(_MOON_RULES)
    problems = [_calls_problem(auction, dealer, rules) for rules in readings]
    if all(problems):
        raise InvalidValueError(problems[0])


def _calls_problem(auction: Auction, dealer: int, rules: Rules) -> str:
    """What keeps ``auction``'s fields from being where its calls lead
    under ``rules``' auction form, in words; ``""`` when nothing does."""
    calls = auction.calls
    core = opening_core(dealer)
    for number, (seat, call) in enumerate(calls):
        if (
            core == (None, None, None, _ALL_PASSED)
            and call == _FORCED_BID
            and rules.game not in _MOON_GAMES
        ):
            core = forced_bid_core(seat)  # the Joker's holder, made to bid
        to_act, high_bid = core[0], core[1]
        problem = None
        if to_act is None:
            problem = "the auction was over"
        elif seat != to_act:
            problem = f"it was seat {to_act}'s turn"
        elif isinstance(call, Bid) and call not in bid_ladder(rules):
            problem = "no bidding has both bid 6 and the pepper bids"
        elif isinstance(call, Bid) and high_bid is not None and not call > high_bid:
            problem = f"it does not beat {high_bid}"
        if problem is not None:
            return f"calls[{number}] (seat {seat}, {call}) cannot be: {problem}"
        core = next_core(core, rules, call)
    given = (auction.to_act, auction.high_bid, auction.high_bidder, auction.passed)
    if (
        core == (None, None, None, _ALL_PASSED)
        and auction.to_act is not None
        and rules.game not in _MOON_GAMES
    ):
        core = forced_bid_core(auction.to_act)  # the Joker's holder to bid
    if given != (*core[:3], PASSED[core[3]]):
        to_act, high_bid, high_bidder, mask = core
        return (
            "to_act, high_bid, high_bidder and passed must be where the calls "
            f"lead: {to_act}, {high_bid!r}, {high_bidder}, {PASSED[mask]}"
        )
    return ""


def check_fits(auction: Auction, rules: Rules) -> Auction:
    """Refuse arguments that are not an :class:`Auction` and a
    :class:`Rules` that it can be held under."""
    check_instance(auction, Auction, "auction", "an Auction")
    check_instance(rules, Rules, "rules", "a Rules value")
    ladder = bid_ladder(rules)
    for seat, call in auction.calls:
        if isinstance(call, Bid) and call not in ladder:
            raise InvalidValueError(
                f"auction: seat {seat}'s {call} is not a bid of "
                f"{rules.bidding.value} bidding"
            )
    if auction.thrown_in and rules.all_pass is _STICK:
        raise InvalidValueError(
            "auction: all four passed, which stick the dealer does not allow"
        )
    if (
        all(auction.passed)
        and not auction.thrown_in
        and rules.all_pass is not _JOKER_BIDS
        and rules.game not in _MOON_GAMES
    ):
        raise InvalidValueError(
            "auction: a bid after all four passed is the Joker's holder's, "
            "which only all_pass JOKER_BIDS asks for"
        )
    return auction


def core_of(auction: Auction) -> AuctionCore:
    """The moving parts of ``auction``."""
    passed = PASSED.index(auction.passed)
    return auction.to_act, auction.high_bid, auction.high_bidder, passed


def open_auction(dealer: int) -> Auction:
    """The auction before any call: the player left of the dealer is first.

    >>> open_auction(dealer=3).to_act
    0

    Raises:
        InvalidValueError: ``dealer`` is not a seat.
    """
    check_seat(dealer, "dealer")
    return Auction(dealer=dealer, to_act=opening_core(dealer)[0])


def opening_core(dealer: int) -> AuctionCore:
    """The moving parts of :func:`open_auction`."""
    return (dealer + 1) % 4, None, None, 0


def bid_ladder(rules: Rules) -> tuple[Bid, ...]:
    """Every bid of the rules' auction form, lowest first.

    >>> [str(bid) for bid in bid_ladder(Rules(bidding=Bidding.PEPPER))]
    ['bid 1', 'bid 2', 'bid 3', 'bid 4', 'bid 5', 'little pepper', 'big pepper']

    Raises:
        InvalidValueError: ``rules`` is not a :class:`Rules`.
    """
    check_instance(rules, Rules, "rules", "a Rules value")
    if rules.game in _MOON_GAMES:
        return _MOON_LADDERS[rules.min_bid - 1]
    return _PEPPER_BIDS if rules.bidding is Bidding.PEPPER else _STANDARD_BIDS


def bid_range(rules: Rules) -> str:
    """The bids of the rules' auction form, in words, for messages.

    >>> bid_range(Rules(bidding=Bidding.PEPPER))
    'in pepper bidding a bid is of 1 to 5 tricks, little pepper or big pepper'

    Raises:
        InvalidValueError: ``rules`` is not a :class:`Rules`.
    """
    ladder = bid_ladder(rules)
    if ladder is _PEPPER_BIDS:
        return (
            "in pepper bidding a bid is of 1 to 5 tricks, little pepper or big pepper"
        )
    if ladder[-1] is MOON:
        return f"a bid is of {rules.min_bid} to 6 tricks, or the moon"
    return "a bid is of 1 to 6 tricks"


def top_bid(rules: Rules) -> Bid:
    """The highest bid: once it is made, the auction is over.

    >>> top_bid(Rules()), top_bid(Rules(bidding=Bidding.PEPPER)) == BIG_PEPPER
    (Bid(tricks=6, pepper=None), True)

    Raises:
        InvalidValueError: ``rules`` is not a :class:`Rules`.
    """
    return bid_ladder(rules)[-1]


def must_bid(auction: Auction, rules: Rules) -> bool:
    """Whether the player to call may not pass (stick the dealer).

    >>> stuck = open_auction(dealer=0)
    >>> for _ in range(3):
    ...     stuck = after_call(stuck, Rules(all_pass=AllPass.STICK_THE_DEALER), Pass())
    >>> must_bid(stuck, Rules(all_pass=AllPass.STICK_THE_DEALER)), stuck.to_act
    (True, 0)

    Raises:
        InvalidValueError: ``auction`` is not an :class:`Auction`, or
            ``rules`` not a :class:`Rules` it can be held under.
    """
    core = core_of(check_fits(auction, rules))
    return core[0] is not None and call_refusal(core, rules, _PASS) is not None


def legal_calls(auction: Auction, rules: Rules) -> tuple[Call, ...]:
    """The calls open to the player to call: pass first, then bids upward;
    none once the auction is over.

    >>> [str(call) for call in legal_calls(open_auction(0), Rules())][:3]
    ['pass', 'bid 1', 'bid 2']

    Raises:
        InvalidValueError: ``auction`` is not an :class:`Auction`, or
            ``rules`` not a :class:`Rules` it can be held under (its bids
            are of the other bidding, say).
    """
    return core_calls(core_of(check_fits(auction, rules)), rules)


def core_calls(core: AuctionCore, rules: Rules) -> tuple[Call, ...]:
    """:func:`legal_calls` from the auction's moving parts: the pass and
    the bids of the rules' ladder that :func:`call_refusal` allows."""
    calls: tuple[Call, ...] = (_PASS, *bid_ladder(rules))
    return tuple(call for call in calls if call_refusal(core, rules, call) is None)


def call_refusal(core: AuctionCore, rules: Rules, call: Call) -> Refusal | None:
    """The rule that keeps the player to call from making ``call`` in the
    auction at ``core``, in words, or ``None`` when the call is legal.

    The auction's rules are stated here only: :func:`core_calls` (and so
    the graph of the auction and every state's legal calls) keeps the
    calls this allows, and :func:`explain_illegal_call` gives its words.

    >>> stuck = (0, None, None, 0b1110)  # the dealer, after three passes
    >>> call_refusal(stuck, Rules(all_pass=AllPass.STICK_THE_DEALER), Pass())
    'stick the dealer: after three passes with no bid the dealer must bid'
    >>> call_refusal(stuck, Rules(), Pass()) is None
    True
    """
    to_act, high, _, passed = core
    if to_act is None:
        return Refusal("auction-over", "the auction is over: no more calls")
    if passed == _ALL_PASSED and call != _FORCED_BID:
        return Refusal(
            "joker-holder-must-bid",
            "all four passed: the Joker's holder must bid three (all_pass JOKER_BIDS)",
        )
    if call.__class__ is Pass:
        if high is None and rules.all_pass is _STICK and _PASSES[passed] == 3:
            return Refusal(
                "dealer-stuck",
                "stick the dealer: after three passes with no bid the dealer must bid",
                passes=3,
            )
        return None
    assert isinstance(call, Bid)
    ladder = bid_ladder(rules)
    if ladder[-1] is MOON:
        if call not in ladder:
            return _not_a_call(
                f"{call} is not a call of {rules.game.title}: {bid_range(rules)}",
                ladder,
            )
    elif call == MOON:
        return _not_a_call(f"the moon is not a call of {rules.game.title}", ladder)
    elif rules.bidding is _PEPPER_FORM:
        if call.tricks == 6 and call.pepper is None:
            return Refusal(
                "plain-six-in-pepper",
                "in pepper bidding a plain bid of 6 is not a bid: "
                "bid little pepper or big pepper",
            )
    elif call.pepper is not None:
        return Refusal(
            "pepper-bid-in-standard",
            f"{call} is a pepper bid; standard bidding uses bid 1 to bid 6",
        )
    if high is not None and not call > high:
        return Refusal(
            "bid-too-low",
            f"a bid must be higher than the high bid: {call} does not beat {high}",
            high_bid=str(high),
        )
    return None


def _not_a_call(message: str, ladder: tuple[Bid, ...]) -> Refusal:
    calls = ["pass", *(str(bid) for bid in ladder)]
    return Refusal("not-a-call-of-game", message, calls=calls)


def _rank(bid: Bid) -> int:
    """Where ``bid`` stands among all bids: 1 to 6, then 7 for little and 8
    for big pepper."""
    pepper = bid.pepper
    if pepper is None:
        return bid.tricks
    # The moon and little pepper are never in one auction.
    return 8 if pepper is _BIG else 7


def next_core(core: AuctionCore, rules: Rules, call: Call) -> AuctionCore:
    """The auction's moving parts after the player to call makes ``call``.

    This is the rule of the auction itself, kept apart from :class:`Auction`
    so that the graph of the auction (see ``AUCTION_NODES``) is worked
    out from it without building an :class:`Auction` per call.  ``call``
    must be legal.
    """
    seat, high_bid, high_bidder, passed = core
    if seat is None:
        raise InvalidValueError("the auction is over: no more calls")
    if rules.game in _MOON_GAMES:
        # One round: each seat calls once, so ``passed`` marks every seat
        # that has called; the dealer's call, or the moon, ends it.
        passed |= 1 << seat
        if call.__class__ is not Pass:
            assert isinstance(call, Bid)
            high_bid, high_bidder = call, seat
        if call == MOON or passed == _ALL_PASSED:
            return None, high_bid, high_bidder, passed
        return (seat + 1) % 4, high_bid, high_bidder, passed
    if isinstance(call, Pass):
        passed |= 1 << seat
        passes = _PASSES[passed]
        if passes == 4 or (passes == 3 and high_bid is not None):
            return None, high_bid, high_bidder, passed
    else:
        if call == bid_ladder(rules)[-1]:
            return None, call, seat, passed
        high_bid, high_bidder = call, seat
        if _PASSES[passed] >= 3:  # the last bidder, or the Joker's holder
            return None, high_bid, high_bidder, passed
    to_act = (seat + 1) % 4
    while passed >> to_act & 1:
        to_act = (to_act + 1) % 4
    return to_act, high_bid, high_bidder, passed


# -- the auction as a graph, for the game state -------------------------------
#
# The auction's positions are few: under one rule form (the bidding form and
# what happens when all pass) about 220 can be reached from the four
# openings.  The game state keeps the auction as the code of its position, a
# small integer, and reads the legal calls and the position after each call
# from the node of that code, worked out once.  A node is a plain tuple,
# read by position:
(
    NODE_TO_ACT,
    NODE_HIGH_BID,
    NODE_HIGH_BIDDER,
    NODE_PASSED,
    NODE_CALLS,
    NODE_AFTER,
    NODE_CODE,
) = range(7)
"""The positions of a node: the moving parts of ``AuctionCore``, then
the legal calls, the node after each of them, and the node's own code."""

AuctionNode = tuple[Any, ...]
"""A node of the auction's graph, read by the ``NODE_`` positions."""

_FORM_RULES = (
    *(
        Rules(bidding=bidding, all_pass=all_pass)
        for bidding in (Bidding.STANDARD, Bidding.PEPPER)
        for all_pass in (AllPass.REDEAL, AllPass.STICK_THE_DEALER)
    ),
    Rules(all_pass=AllPass.JOKER_BIDS),
    Rules(bidding=Bidding.PEPPER, all_pass=AllPass.JOKER_BIDS),
    *(
        Rules(game=_MOON_GAME, min_bid=low, all_pass=all_pass)
        for low in range(1, 7)
        for all_pass in (AllPass.REDEAL, AllPass.STICK_THE_DEALER)
    ),
)
"""A rule set of each form, numbered as ``auction_form`` numbers them;
the auction reads no other option."""
_MOON_FORMS = 6
"""The number of the first form with the moon (Bid Euchre's, by
``min_bid`` and what happens when all four pass)."""
_MOON_RULES = _FORM_RULES[_MOON_FORMS]

_CODES_PER_FORM = 16 * 5 * 9 * 5
"""The codes of one rule form: who has passed (16 masks), the high bidder (4
seats or none), the high bid's rank (none, then 1 to 8) and the seat to call
(4 seats or none)."""


def auction_form(rules: Rules) -> int:
    """The number of the rules' auction form: the bidding form (in Bid
    Euchre the lowest bid) and what happens when all four pass, the only
    options the auction reads."""
    if rules.game in _MOON_GAMES:
        return _MOON_FORMS + 2 * (rules.min_bid - 1) + (rules.all_pass is _STICK)
    pepper = rules.bidding is _PEPPER_FORM
    if rules.all_pass is _JOKER_BIDS:
        return 4 + pepper
    return 2 * pepper + (rules.all_pass is _STICK)


def auction_code(core: AuctionCore, form: int) -> int:
    """The code of an auction position: its moving parts and rule form as
    one integer (a seat or bidder of ``None`` counts as 4, no high bid as
    rank 0)."""
    to_act, high_bid, high_bidder, passed = core
    rank = 0 if high_bid is None else _rank(high_bid)
    bidder = 4 if high_bidder is None else high_bidder
    seat = 4 if to_act is None else to_act
    return (((form * 16 + passed) * 5 + bidder) * 9 + rank) * 5 + seat


class _AuctionNodes(dict[int, AuctionNode]):
    """Every node by its code.  The first look-up of a code of a rule form
    works out the form's whole graph, from its four openings (about a
    millisecond); a code that no auction reaches raises ``KeyError``.  Two
    threads that race to work out a graph store equal nodes."""

    def __missing__(self, code: int) -> AuctionNode:
        form = code // _CODES_PER_FORM
        if not 0 <= form < len(_FORM_RULES):
            raise KeyError(code)
        rules = _FORM_RULES[form]
        for dealer in range(4):
            self._node(opening_core(dealer), form, rules)
        if rules.all_pass is _JOKER_BIDS:
            for seat in range(4):
                self._node(forced_bid_core(seat), form, rules)
        node = self.get(code)
        if node is None:
            raise KeyError(code)
        return node

    def _node(self, core: AuctionCore, form: int, rules: Rules) -> AuctionNode:
        code = auction_code(core, form)
        node = self.get(code)
        if node is None:
            calls = core_calls(core, rules)
            after = tuple(
                self._node(next_core(core, rules, call), form, rules) for call in calls
            )
            node = self[code] = (*core, calls, after, code)
        return node


AUCTION_NODES = _AuctionNodes()
"""The auction's nodes by code (see ``opening_code``).

>>> node = AUCTION_NODES[opening_code(0, Rules())]
>>> node[NODE_TO_ACT], [str(call) for call in node[NODE_CALLS]][:3]
(1, ['pass', 'bid 1', 'bid 2'])
>>> after = node[NODE_AFTER][node[NODE_CALLS].index(Bid(6))]
>>> after[NODE_TO_ACT], after[NODE_HIGH_BID], after[NODE_HIGH_BIDDER]
(None, Bid(tricks=6, pepper=None), 1)
"""


_OPENING_CODES = tuple(
    tuple(auction_code(opening_core(dealer), form) for dealer in range(4))
    for form in range(len(_FORM_RULES))
)


def forced_bid_core(seat: int) -> AuctionCore:
    """The moving parts of the auction once all four have passed under
    ``AllPass.JOKER_BIDS`` and ``seat``, holding the Joker, must bid three
    (the Joker's holder is known to the game, not to the calls)."""
    return seat, None, None, _ALL_PASSED


def forced_bid_code(seat: int, rules: Rules) -> int:
    """The code of :func:`forced_bid_core` under ``rules``."""
    return auction_code(forced_bid_core(seat), auction_form(rules))


def opening_code(dealer: int, rules: Rules) -> int:
    """The code of the auction before any call, under ``rules``."""
    return _OPENING_CODES[auction_form(rules)][dealer]


def after_call(auction: Auction, rules: Rules, call: Call) -> Auction:
    """The auction after the player to call makes ``call``, one of
    :func:`legal_calls`.

    >>> after_call(open_auction(0), Rules(), Bid(6)).maker
    1

    Raises:
        InvalidValueError: ``auction`` is not an :class:`Auction`, ``rules``
            not a :class:`Rules` it can be held under, or ``call`` not a
            call.
        IllegalActionError: ``call`` is not legal now; the message names
            the rule, as :func:`explain_illegal_call` gives it.
    """
    core = core_of(check_fits(auction, rules))
    check_instance(call, (Pass, Bid), "call", "a Pass or a Bid")
    if call not in core_calls(core, rules):
        reason = explain_illegal_call(auction, rules, call)
        raise IllegalActionError(
            reason,
            action=call,
            seat=auction.to_act,
            phase=Phase.BIDDING,
            rule=reason.rule,
            parameters=reason.parameters,
        )
    seat = core[0]
    assert seat is not None  # a call is legal only while a seat is to call
    to_act, high_bid, high_bidder, passed = next_core(core, rules, call)
    return Auction(
        dealer=auction.dealer,
        to_act=to_act,
        high_bid=high_bid,
        high_bidder=high_bidder,
        passed=PASSED[passed],
        calls=(*auction.calls, (seat, call)),
    )


def explain_illegal_call(auction: Auction, rules: Rules, call: Call) -> Refusal:
    """Which rule forbids ``call`` now, in words.

    >>> explain_illegal_call(open_auction(0), Rules(), LITTLE_PEPPER)
    'little pepper is a pepper bid; standard bidding uses bid 1 to bid 6'

    Raises:
        InvalidValueError: ``auction`` is not an :class:`Auction`, ``rules``
            not a :class:`Rules` it can be held under, ``call`` not a call,
            or ``call`` is legal now (no rule forbids it).
    """
    core = core_of(check_fits(auction, rules))
    check_instance(call, (Pass, Bid), "call", "a Pass or a Bid")
    reason = call_refusal(core, rules, call)
    if reason is None:
        raise InvalidValueError(f"call {call} is legal now: no rule forbids it")
    return reason

"""Scoring: what a hand is worth to each side, and when the game is won.

Pure functions.  A contract of ``b`` tricks at multiplier ``m`` (2 for big
pepper, else 1) that the makers make with ``t`` tricks scores ``m * t`` for
them; failing, they lose ``m * t`` (the source page) or ``m * b``
(``FailedContract.BID``).  Defenders score a point per trick only when
``defenders_score_tricks`` is on.

>>> import hasenpfeffer as hp
>>> hp.hand_score(hp.Rules(), hp.Bid(3), makers_tricks=4)
(4, 0)
>>> hp.hand_score(hp.Rules(failed_contract=hp.FailedContract.BID), hp.BIG_PEPPER, 5)
(-12, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ._checks import (
    check_bool,
    check_instance,
    check_optional_seat,
    check_whole,
    check_whole_pair,
    check_whole_per_side,
)
from ._words import in_words
from .actions import BIG_PEPPER, MOON, Bid
from .cards import Suit
from .errors import InvalidValueError, shown
from .games import MAX_ALONE_MULTIPLIER, SPECS, GameSpec, spec_of
from .rules import FailedContract, Rules, TieBreak
from .seats import check_seat

__all__ = [
    "HandResult",
    "game_winner",
    "hand_score",
]

_MOST_TRICKS = max(spec.hand_size for spec in SPECS.values())
"""The most tricks of a hand in any game of the family (six)."""

MAX_SCORE_CHANGE = _MOST_TRICKS * BIG_PEPPER.multiplier * MAX_ALONE_MULTIPLIER**2
"""The most that one side can score or lose on one hand under any rules
(1,200), for six tricks at big pepper's double stake, a lone maker against
a lone defender, and the largest ``alone_multiplier``."""


class _HandResultFields(NamedTuple):
    hand_number: int
    dealer: int
    maker: int | None
    contract: Bid | None
    trump: Suit | None
    tricks_won: tuple[int, ...]
    score_change: tuple[int, ...]
    lone_players: tuple[int, ...] = ()


class HandResult(_HandResultFields):
    """How one hand ended: a named tuple, checked when it is made.

    >>> import hasenpfeffer as hp
    >>> state = hp.new_game(seed=1, dealer=0).deal()
    >>> state = state.pass_().pass_().pass_().pass_()
    >>> state.hand_results[-1].thrown_in, state.hand_results[-1].score_change
    (True, (0, 0))

    Attributes:
        hand_number: the hand's number in the game, from 1.
        dealer: the seat that dealt it.
        maker: the seat that won the auction, ``None`` if all passed.
        contract: the winning bid, ``None`` if all passed (and in the
            games without bids, such as Euchre).
        trump: the trump suit, ``None`` if all passed (or, with a maker,
            in no trump).
        tricks_won: tricks taken by team 0 and team 1 (six in all, five in
            the Euchres; none when all passed); in Three-Handed Euchre by
            seats 0, 1 and 2.
        score_change: points scored by team 0 and team 1 on this hand (at
            most 1,200 either way, the most any hand can score under the
            options' bounds); in Three-Handed Euchre by seats 0, 1 and 2.
        lone_players: the seats that went alone, the maker first, then
            perhaps a defender (none in Three-Handed Euchre, where the
            maker always plays alone and nobody sits out).

    Raises:
        InvalidValueError: a field is not valid, or the fields disagree (a
            trump without a maker, tricks that do not add up to the hand's).
    """

    __slots__ = ()

    def __new__(
        cls,
        hand_number: int,
        dealer: int,
        maker: int | None,
        contract: Bid | None,
        trump: Suit | None,
        tricks_won: tuple[int, ...],
        score_change: tuple[int, ...],
        lone_players: tuple[int, ...] = (),
    ) -> HandResult:
        check_whole(hand_number, "hand_number", 1)
        check_seat(dealer, "dealer")
        check_optional_seat(maker, "maker")
        if contract is not None:
            check_instance(contract, Bid, "contract", "a Bid or None")
        if trump is not None:
            check_instance(trump, Suit, "trump", "a Suit or None")
        tricks_won = check_whole_per_side(tricks_won, "tricks_won", 0, _MOST_TRICKS)
        score_change = check_whole_per_side(
            score_change, "score_change", -MAX_SCORE_CHANGE, MAX_SCORE_CHANGE
        )
        lone_players = _lone_players(lone_players, maker)
        if len(tricks_won) == 3:
            _check_three_handed(maker, contract, score_change, lone_players)
        # A maker with a contract and no trump suit played in no trump.
        no_trump = trump is None and contract is not None
        if ((maker is None) is not (trump is None) and not no_trump) or (
            maker is None and contract is not None
        ):
            raise InvalidValueError(
                "maker, contract and trump are all given (a hand bid for), or "
                "maker and trump without a contract (a hand of Euchre), or "
                "maker and contract in no trump (Bid Euchre), or all None (a "
                "hand thrown in)"
            )
        if maker is None and any((*tricks_won, *score_change)):
            raise InvalidValueError(
                "a hand thrown in takes no tricks and scores nothing"
            )
        if maker is not None and sum(tricks_won) != (6 if contract else 5):
            hand = "a hand" if contract else "a hand of Euchre"
            raise InvalidValueError(
                f"tricks_won must add up to the {'six' if contract else 'five'} "
                f"tricks of {hand}, not {tricks_won}"
            )
        return super().__new__(
            cls,
            hand_number,
            dealer,
            maker,
            contract,
            trump,
            tricks_won,
            score_change,
            lone_players,
        )

    @property
    def thrown_in(self) -> bool:
        """Whether everyone passed and the hand was not played."""
        return self.maker is None


def _check_three_handed(
    maker: int | None,
    contract: Bid | None,
    score_change: tuple[int, ...],
    lone_players: tuple[int, ...],
) -> None:
    """Refuse a result of Three-Handed Euchre (three tricks counts) that its
    rules cannot give."""
    if len(score_change) != 3:
        raise InvalidValueError(
            "tricks_won and score_change are both pairs (two teams) or both "
            "three numbers (three players)"
        )
    if maker is not None and maker > 2:
        raise InvalidValueError(
            f"maker must be one of the three seats, 0, 1 or 2, not {maker}"
        )
    if contract is not None or lone_players:
        raise InvalidValueError(
            "Three-Handed Euchre has no bids and no lone hands to choose: "
            "contract is None and lone_players ()"
        )


def _lone_players(lone_players: object, maker: int | None) -> tuple[int, ...]:
    """``lone_players`` as a tuple, if it can be who went alone with this
    maker: nobody, the maker, or the maker and then a defender."""
    if isinstance(lone_players, (str, bytes)) or not isinstance(lone_players, Sequence):
        raise InvalidValueError(
            f"lone_players must be a tuple of seats, not {shown(lone_players)}"
        )
    seats = tuple(check_seat(seat, "lone_players") for seat in lone_players)
    if seats and (
        seats[0] != maker
        or len(seats) > 2
        or (len(seats) == 2 and seats[1] % 2 == seats[0] % 2)
    ):
        raise InvalidValueError(
            f"lone_players must be the maker and then perhaps a defender, not "
            f"{seats} (maker {maker})"
        )
    return seats


def hand_score(
    rules: Rules,
    contract: Bid | None,
    makers_tricks: int,
    *,
    maker_alone: bool = False,
    defender_alone: bool = False,
) -> tuple[int, int]:
    """The score change of the makers and of the defenders for one hand.

    A lone maker's change (made or failed) is multiplied by
    ``rules.alone_multiplier``; a lone defender multiplies the makers' loss
    when they fail, and the defenders' trick points when those are scored.

    >>> hand_score(Rules(), Bid(4), makers_tricks=3)
    (-3, 0)
    >>> hand_score(Rules(defenders_score_tricks=True), Bid(4), makers_tricks=3)
    (-3, 3)
    >>> hand_score(Rules(), Bid(4), makers_tricks=5, maker_alone=True)
    (10, 0)
    >>> hand_score(Rules(), Bid(4), 3, maker_alone=True, defender_alone=True)
    (-12, 0)

    In Euchre there is no contract (``None``): the makers score 1 for three
    or four tricks, 2 for all five (4 alone); with fewer than three they
    are euchred and the defenders score 2 (4 if a defender went alone).

    >>> from hasenpfeffer.rules import Game
    >>> euchre = Rules(game=Game.EUCHRE)
    >>> hand_score(euchre, None, 4), hand_score(euchre, None, 5, maker_alone=True)
    ((1, 0), (4, 0))
    >>> hand_score(euchre, None, 2, maker_alone=True, defender_alone=True)
    (0, 4)

    In Three-Handed Euchre the maker always plays alone: 1 for three or
    four tricks, ``march_points`` for all five; euchred, each of the two
    defenders scores 2 (the second number is what each defender scores).

    >>> three = Rules(game=Game.THREE_HANDED_EUCHRE)
    >>> hand_score(three, None, 4), hand_score(three, None, 5), hand_score(three, None, 2)
    ((1, 0), (3, 0), (0, 2))

    Raises:
        InvalidValueError: ``rules`` is not a :class:`Rules`, ``contract``
            not a :class:`~hasenpfeffer.actions.Bid`, ``makers_tricks`` not 0 to 6,
            ``maker_alone`` or ``defender_alone`` not a bool, or a defender
            is alone against a maker who is not (or at all in Three-Handed
            Euchre, where the maker always plays alone, whatever
            ``maker_alone`` says).
    """  # noqa: E501
    check_instance(rules, Rules, "rules", "a Rules value")
    spec = spec_of(rules)
    if spec.contracts:
        check_instance(contract, Bid, "contract", "a Bid")
    elif contract is not None:
        raise InvalidValueError(
            f"{rules.game!r} has no bids: the contract is None, not {shown(contract)}"
        )
    check_whole(makers_tricks, "makers_tricks", 0, spec.hand_size)
    check_bool(maker_alone, "maker_alone")
    check_bool(defender_alone, "defender_alone")
    if defender_alone and not maker_alone:
        raise InvalidValueError("a defender goes alone only against a lone maker")
    if spec.maker_alone and defender_alone:
        raise InvalidValueError(
            f"in {spec.title} the {in_words(spec.players - 1)} defenders play "
            "together: nobody defends alone"
        )
    return unchecked_hand_score(
        spec, rules, contract, makers_tricks, maker_alone, defender_alone
    )


def unchecked_hand_score(
    spec: GameSpec,
    rules: Rules,
    contract: Bid | None,
    makers_tricks: int,
    maker_alone: bool,
    defender_alone: bool,
) -> tuple[int, int]:
    """:func:`hand_score` for arguments known to be valid (the game state's
    own, ``spec`` the spec of ``rules``' game), without the checks: the
    scoring rule itself.  Where the maker always plays alone, the
    defenders' number is each one's."""
    if contract is None:
        return _points(spec, rules, makers_tricks, maker_alone, defender_alone)
    if spec.moon:
        return _bid_euchre_points(spec, rules, contract, makers_tricks)
    multiplier = contract.multiplier
    made = makers_tricks >= contract.tricks
    if made:
        makers = multiplier * makers_tricks
    elif rules.failed_contract is FailedContract.TRICKS_WON:
        makers = -multiplier * makers_tricks
    else:
        makers = -multiplier * contract.tricks
    if maker_alone:
        makers *= rules.alone_multiplier
    if defender_alone and not made:
        makers *= rules.alone_multiplier
    defenders = spec.hand_size - makers_tricks if rules.defenders_score_tricks else 0
    if defender_alone:
        defenders *= rules.alone_multiplier
    return makers, defenders


def _bid_euchre_points(
    spec: GameSpec, rules: Rules, contract: Bid, makers_tricks: int
) -> tuple[int, int]:
    """Bid Euchre's score: the defenders always score their tricks; the
    makers score theirs when they take their bid, else lose the bid; the
    moon wins or loses ``moon_points``, made only with every trick."""
    defenders = spec.hand_size - makers_tricks
    if contract == MOON:
        made = makers_tricks == spec.hand_size
        return (rules.moon_points if made else -rules.moon_points), defenders
    if makers_tricks >= contract.tricks:
        return makers_tricks, defenders
    return -contract.tricks, defenders


def _points(
    spec: GameSpec,
    rules: Rules,
    makers_tricks: int,
    maker_alone: bool,
    defender_alone: bool,
) -> tuple[int, int]:
    """The makers' and the defenders' points for a hand without a contract:
    1 for three tricks or four; for all of them (a march) 2, or 4 alone,
    or ``march_points`` where the maker always plays alone; euchred, 2 to
    the defenders, or 4 to a lone defender."""
    if makers_tricks == spec.hand_size:
        if spec.maker_alone:
            return rules.march_points, 0
        return (4 if maker_alone else 2), 0
    if makers_tricks >= 3:
        return 1, 0
    return 0, (4 if defender_alone else 2)


def game_winner(
    rules: Rules,
    scores: tuple[int, ...],
    makers_team: int,
    *,
    dealer: int | None = None,
) -> int | None:
    """The team that has won after a hand's scoring, or ``None``.

    A team wins by reaching ``target_score``.  If both reach it on the same
    hand, ``MAKERS_FIRST`` gives the game to the makers; ``HIGHER_SCORE`` to
    the higher score, and to the makers on equal scores.

    >>> game_winner(Rules(), (10, 11), makers_team=0)
    0
    >>> game_winner(Rules(tie_break=TieBreak.HIGHER_SCORE), (10, 11), makers_team=0)
    1

    In Three-Handed Euchre ``scores`` are the three players', the winner
    is a seat, ``makers_team`` is the maker's seat and ``dealer`` is
    needed: among players who reach the target on one hand, the maker wins
    under ``MAKERS_FIRST``, else the higher score; ``HIGHER_SCORE`` puts
    the higher score first, then the maker.  Any tie left goes to the first
    of them counting from the dealer's left.

    >>> from hasenpfeffer.rules import Game
    >>> three = Rules(game=Game.THREE_HANDED_EUCHRE)
    >>> game_winner(three, (10, 10, 4), makers_team=2, dealer=2)
    0

    Raises:
        InvalidValueError: ``rules`` is not a :class:`Rules`, ``scores``
            not a whole number for each side, ``makers_team`` not a side,
            or ``dealer`` missing in Three-Handed Euchre.
    """
    check_instance(rules, Rules, "rules", "a Rules value")
    spec = spec_of(rules)
    if not spec.partnerships:
        players = spec.players
        scores = check_whole_per_side(scores, "scores")
        if len(scores) != players:
            raise InvalidValueError(
                f"scores must be {in_words(players)} whole numbers in "
                f"{spec.title}, one per player, not {shown(scores)}"
            )
        makers_team = check_seat(makers_team, "makers_team", players)
        if dealer is None:
            raise InvalidValueError(
                f"game_winner needs the dealer in {spec.title}, to "
                "break a tie by the order from the dealer's left"
            )
        dealer = check_seat(dealer, "dealer", players)
        return unchecked_game_winner(rules, scores, makers_team, dealer)
    scores = check_whole_pair(scores, "scores")
    if (
        isinstance(makers_team, bool)
        or not isinstance(makers_team, int)
        or makers_team not in (0, 1)
    ):
        raise InvalidValueError(
            f"makers_team must be a team, 0 or 1, not {shown(makers_team)}"
        )
    if dealer is not None:
        check_seat(dealer, "dealer")
    return unchecked_game_winner(rules, scores, makers_team, 0)


def unchecked_game_winner(
    rules: Rules, scores: tuple[int, ...], makers: int, dealer: int
) -> int | None:
    """:func:`game_winner` for arguments known to be valid, without the
    checks: the rule of the game's end itself (``makers`` is the makers'
    side; ``dealer`` breaks the last ties among three players)."""
    target = rules.target_score
    if len(scores) == 2:
        first, second = scores
        if first >= target and second >= target:
            if rules.tie_break is TieBreak.HIGHER_SCORE and first != second:
                return 0 if first > second else 1
            return makers
        if first >= target:
            return 0
        if second >= target:
            return 1
        return None
    players = len(scores)
    # Those who reached the target, counting from the dealer's left.
    reaching = [
        seat
        for seat in ((dealer + step) % players for step in range(1, players + 1))
        if scores[seat] >= target
    ]
    if not reaching:
        return None
    makers_first = rules.tie_break is TieBreak.MAKERS_FIRST
    return min(
        reaching,
        key=lambda seat: (
            (seat != makers, -scores[seat])
            if makers_first
            else (-scores[seat], seat != makers)
        ),
    )

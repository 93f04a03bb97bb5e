"""A plain reference implementation of the games, written from the rules.

The library's engine (``hasenpfeffer.state``) is built for speed: bitmask
hands, tables per trump suit, cached legal actions.  This module is its
opposite: lists, loops and names taken from the rules text, so that each
rule can be checked by reading it against docs/rules.rst, the project's
statement of the rules; each part below names the section it follows.
``tests/test_differential.py`` (with its companions for each game of the
family) plays random games on both side by side and requires them to agree
at every step, and the invariant checker of
``tests/strategies.py`` replays every state it checks on this engine.

Only the library's plain value types are used here (cards, suits, ranks,
the action classes and ``Rules``); the auction, following suit, trick
winners, scoring and the end of the game are all worked out below.

A :class:`ReferenceGame` is mutable: :meth:`ReferenceGame.deal` starts a
hand from the cards dealt, and :meth:`ReferenceGame.apply` takes one action
of the player to act.  A game may also be started part-way, from the scores
and the number of hands already played, to replay one hand on its own.

The same class plays Euchre when its rules say so (``rules.game``), from
docs/euchre.rst, the project's statement of Euchre: 24 cards, five each and
a kitty under the upcard, the two rounds of ordering up and naming trump,
the dealer's pick-up and discard, going alone, five tricks and Euchre's
scoring.  Euchre has no Joker, so the cards, following and winning below
serve both games.

It plays Railroad Euchre too (``Game.RAILROAD_EUCHRE``), from
docs/railroad.rst: Euchre with the Joker, a kitty of five under the upcard,
a Joker upcard proposing ``joker_upcard_suit``, defending alone, and
calling for best (:class:`~hasenpfeffer.CallForBest`, the partner's
:class:`~hasenpfeffer.Give`, then the lone player's discard).  Everything
else is Euchre's, so ``euchre`` below is true for Railroad Euchre as for
Euchre, and ``railroad`` marks what Railroad Euchre adds.

And it plays Three-Handed Euchre (``Game.THREE_HANDED_EUCHRE``), from
docs/three_handed.rst: three players, each for themselves, five cards each
and a kitty of nine under the upcard, Euchre's two rounds with six calls at
most, the dealer's pick-up and discard, the maker always alone against the
other two with nobody sitting out, tricks of three cards, a score for each
player (one point, ``march_points`` for all five tricks, two to each
defender for a euchre) and its own rule for two players reaching the target
on the same hand.  ``euchre`` is true for it too, ``three_handed`` marks
what differs, and ``seat_count`` is the number of players round the table.

Finally it plays Bid Euchre (``Game.BID_EUCHRE``), from the family's rules
for it (docs/bid_euchre.rst): Euchre's 24 cards all dealt, six to each
seat with nothing aside; one round of calls from the dealer's left to the
dealer, each a pass, a bid of ``min_bid`` to six tricks above the high bid,
or the moon, which ends the auction; the dealer stuck or the hand thrown
in when the others pass; the maker names a suit or no trump (no bowers,
each suit A K Q J 10 9); the moon played alone, with Railroad Euchre's
call for best when ``call_for_best`` is on; the maker's opening lead; and
its scoring, each side a point per trick, a set losing the bid and the
moon ``moon_points``.  ``bid_euchre`` marks what it adds; ``euchre`` is
false for it, as its auction is one of bids.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hasenpfeffer import (
    BIG_PEPPER,
    JOKER,
    LITTLE_PEPPER,
    MOON,
    Action,
    AllPass,
    Bid,
    Bidding,
    CallForBest,
    Card,
    Discard,
    FailedContract,
    Game,
    Give,
    GoAlone,
    NameTrump,
    NoTrump,
    OpeningLead,
    Pass,
    Play,
    Rank,
    Rules,
    Suit,
    TieBreak,
    Widow,
)

__all__ = [
    "NO_TRUMP_RANKS",
    "CompletedTrick",
    "HandOutcome",
    "IllegalMoveError",
    "ReferenceGame",
    "SeenByOneSeat",
    "bid_euchre_score_change",
    "bids_low_to_high",
    "effective_suit",
    "euchre_score_change",
    "game_winner",
    "no_trump_winner",
    "playable_cards",
    "score_change",
    "three_handed_score_change",
    "three_handed_winner",
    "trick_winner",
]

# -- cards (docs/rules.rst, "The deck", "Trump and the order of the cards") ---

RED_SUITS = [Suit.DIAMONDS, Suit.HEARTS]
BLACK_SUITS = [Suit.CLUBS, Suit.SPADES]


def same_colour_suit(suit: Suit) -> Suit:
    """The other suit of the same colour (clubs/spades, diamonds/hearts)."""
    pair = RED_SUITS if suit in RED_SUITS else BLACK_SUITS
    return pair[1] if pair[0] == suit else pair[0]


def is_joker(card: Card) -> bool:
    return card.suit is None


def is_left_bower(card: Card, trump: Suit) -> bool:
    return card.rank == Rank.JACK and card.suit == same_colour_suit(trump)


def effective_suit(card: Card, trump: Suit) -> Suit:
    """Trump for the Joker and the left bower; the printed suit otherwise."""
    if is_joker(card) or is_left_bower(card, trump):
        return trump
    assert card.suit is not None
    return card.suit


def trump_cards_high_to_low(trump: Suit) -> list[Card]:
    """Joker, right bower, left bower, A, K, Q, 10, 9 of trump."""
    return [
        JOKER,
        Card(Rank.JACK, trump),
        Card(Rank.JACK, same_colour_suit(trump)),
        Card(Rank.ACE, trump),
        Card(Rank.KING, trump),
        Card(Rank.QUEEN, trump),
        Card(Rank.TEN, trump),
        Card(Rank.NINE, trump),
    ]


def plain_cards_high_to_low(suit: Suit, trump: Suit) -> list[Card]:
    """A, K, Q, J, 10, 9 of a suit that is not trump, without the left bower."""
    ranks = [Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE]
    cards = [Card(rank, suit) for rank in ranks]
    return [card for card in cards if not is_left_bower(card, trump)]


# -- following and winning (docs/rules.rst, "Following suit", "Winning a trick")

NO_TRUMP_RANKS = [Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE]
"""Every suit in Bid Euchre's no trump, highest first: no bowers, the
jack in its place between the queen and the ten."""


def printed_suit(card: Card) -> Suit:
    assert card.suit is not None
    return card.suit


def printed_rank(card: Card) -> Rank:
    assert card.rank is not None
    return card.rank


def playable_cards(
    hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None
) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (lead first).

    The leader may play anything.  The others must follow the effective
    suit led if they can, and may play anything if they cannot.  In Bid
    Euchre's no trump (``trump`` is ``None``) every card is of its printed
    suit.
    """
    if not trick:
        return list(hand)
    if trump is None:
        suit_led = printed_suit(trick[0])
        following = [card for card in hand if printed_suit(card) == suit_led]
    else:
        suit_led = effective_suit(trick[0], trump)
        following = [card for card in hand if effective_suit(card, trump) == suit_led]
    if following:
        return following
    return list(hand)


def no_trump_winner(trick: Sequence[Card]) -> int:
    """The position in ``trick`` of the winning card in no trump: the
    highest card of the suit led, by :data:`NO_TRUMP_RANKS`."""
    suit_led = printed_suit(trick[0])
    followers = [card for card in trick if card.suit == suit_led]
    ranks = [NO_TRUMP_RANKS.index(printed_rank(card)) for card in followers]
    best = followers[ranks.index(min(ranks))]
    return list(trick).index(best)


def trick_winner(trick: Sequence[Card], trump: Suit | None) -> int:
    """The position in ``trick`` of the winning card.

    The highest trump wins; if no trump was played, the highest card of the
    suit led.  In no trump (``None``), :func:`no_trump_winner`.
    """
    if trump is None:
        return no_trump_winner(trick)
    trumps = trump_cards_high_to_low(trump)
    played_trumps = [card for card in trick if card in trumps]
    if played_trumps:
        best = min(played_trumps, key=trumps.index)
        return list(trick).index(best)
    suit_led = effective_suit(trick[0], trump)
    ladder = plain_cards_high_to_low(suit_led, trump)
    followers = [card for card in trick if card in ladder]
    best = min(followers, key=ladder.index)
    return list(trick).index(best)


# -- bids (docs/rules.rst, "The auction") -------------------------------------


def bids_low_to_high(rules: Rules) -> list[Bid]:
    """Every bid of the auction form, lowest first.

    Bid Euchre's are the bids of ``min_bid`` to six tricks, then the moon
    (docs/bid_euchre.rst, "The auction").
    """
    if rules.game is Game.BID_EUCHRE:
        return [Bid(tricks) for tricks in range(rules.min_bid, 7)] + [MOON]
    if rules.bidding == Bidding.STANDARD:
        return [Bid(1), Bid(2), Bid(3), Bid(4), Bid(5), Bid(6)]
    return [Bid(1), Bid(2), Bid(3), Bid(4), Bid(5), LITTLE_PEPPER, BIG_PEPPER]


# -- scoring (docs/rules.rst, "Scoring", "The end of the game") ---------------


def score_change(
    rules: Rules,
    contract: Bid,
    makers_tricks: int,
    *,
    maker_alone: bool = False,
    defender_alone: bool = False,
) -> tuple[int, int]:
    """The points the makers and the defenders score on a played hand."""
    bid_tricks = contract.tricks
    stake = 2 if contract == BIG_PEPPER else 1
    defenders_tricks = 6 - makers_tricks
    made = makers_tricks >= bid_tricks

    if made:
        makers = stake * makers_tricks
    elif rules.failed_contract == FailedContract.TRICKS_WON:
        makers = -stake * makers_tricks
    else:
        makers = -stake * bid_tricks
    if maker_alone:
        makers = makers * rules.alone_multiplier
    if defender_alone and not made:
        makers = makers * rules.alone_multiplier

    defenders = 0
    if rules.defenders_score_tricks:
        defenders = defenders_tricks
        if defender_alone:
            defenders = defenders * rules.alone_multiplier
    return makers, defenders


def euchre_score_change(
    makers_tricks: int, *, maker_alone: bool = False, defender_alone: bool = False
) -> tuple[int, int]:
    """The points the makers and the defenders score on a hand of Euchre.

    docs/euchre.rst, "Scoring": three or four tricks make one
    point, all five make two, or four for a lone maker; with two tricks or
    fewer the makers are euchred and the defenders score two, or four when
    one of them defended alone.
    """
    if makers_tricks == 5:
        return (4 if maker_alone else 2), 0
    if makers_tricks >= 3:
        return 1, 0
    return 0, (4 if defender_alone else 2)


def bid_euchre_score_change(
    rules: Rules, contract: Bid, makers_tricks: int
) -> tuple[int, int]:
    """The points the makers and the defenders score on a hand of Bid
    Euchre (docs/bid_euchre.rst, "Scoring").

    Made: each side scores one point per trick it took.  Set (below the
    bid): the makers lose the number bid, and the defenders still score
    their tricks.  The moon: ``moon_points`` when all six are taken, else
    minus ``moon_points``, the defenders scoring their tricks.
    """
    defenders_tricks = 6 - makers_tricks
    if contract == MOON:
        if makers_tricks == 6:
            return rules.moon_points, 0
        return -rules.moon_points, defenders_tricks
    if makers_tricks >= contract.tricks:
        return makers_tricks, defenders_tricks
    return -contract.tricks, defenders_tricks


def game_winner(rules: Rules, scores: Sequence[int], makers_team: int) -> int | None:
    """The team that has won after a hand's scoring, or ``None``."""
    reached = [team for team in (0, 1) if scores[team] >= rules.target_score]
    if not reached:
        return None
    if len(reached) == 1:
        return reached[0]
    if rules.tie_break == TieBreak.HIGHER_SCORE and scores[0] != scores[1]:
        return 0 if scores[0] > scores[1] else 1
    return makers_team


def three_handed_score_change(rules: Rules, makers_tricks: int) -> tuple[int, int]:
    """The points of the maker and of each defender on a hand of
    Three-Handed Euchre.

    docs/three_handed.rst, ``three-handed-scoring``: three or four tricks
    make one point, all five make ``march_points``; with two tricks or
    fewer the maker is euchred, and each of the two defenders scores two.
    """
    if makers_tricks == 5:
        return rules.march_points, 0
    if makers_tricks >= 3:
        return 1, 0
    return 0, 2


def three_handed_winner(
    rules: Rules, scores: Sequence[int], maker: int, dealer: int
) -> int | None:
    """The player who has won a game of Three-Handed Euchre after a hand's
    scoring, or ``None``.

    docs/three_handed.rst, ``three-handed-game``: the first player to
    reach the target wins.  When more than one reach it on the same hand,
    ``MAKERS_FIRST`` gives the game to the maker if the maker is one of
    them, else to the higher score; ``HIGHER_SCORE`` to the higher score,
    and on equal highest scores to the maker if the maker is among them.
    Any tie left goes to the first of them counting from the dealer's left.
    """
    from_dealers_left = seats_from(left_of(dealer, 3), 3)
    reached = [seat for seat in from_dealers_left if scores[seat] >= rules.target_score]
    if not reached:
        return None
    if len(reached) == 1:
        return reached[0]
    highest = max(scores[seat] for seat in reached)
    highest_scorers = [seat for seat in reached if scores[seat] == highest]
    if rules.tie_break == TieBreak.MAKERS_FIRST and maker in reached:
        return maker
    if len(highest_scorers) == 1:
        return highest_scorers[0]
    if maker in highest_scorers:
        return maker
    return highest_scorers[0]


# -- the game ------------------------------------------------------------------
# docs/rules.rst, "The deal", "The auction", "Widow, trump and discard",
# "The play", "Going alone"; the options of docs/options.rst


class IllegalMoveError(ValueError):
    """An action that is not among the legal actions of the reference."""


@dataclass(frozen=True)
class CompletedTrick:
    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int


@dataclass(frozen=True)
class SeenByOneSeat:
    """What one seat sees of the cards that are not on the table.

    ``hand`` is the seat's own cards, sorted; ``discarded`` the dealer's
    discard, seen by the dealer who made it only (docs/euchre.rst, "The
    dealer's pick-up and discard"); the rest is Railroad Euchre's calling for best
    (docs/railroad.rst, "Calling for best"): every seat hears who called,
    the card given is seen by the caller and the giver, and the card the
    caller discarded for it by the caller alone.  In Hasenpfeffer
    ``widow`` is the card the maker picked up, seen by the maker alone; a
    widow left unused is seen by nobody (docs/rules.rst, "The widow left
    unused").
    """

    hand: tuple[Card, ...]
    discarded: Card | None
    called_for_best: tuple[int, ...]
    best_card: Card | None
    best_discard: Card | None
    widow: Card | None = None


@dataclass(frozen=True)
class HandOutcome:
    """How a hand ended (``maker`` is ``None`` when everybody passed).

    ``tricks_won`` and ``score_change`` have one entry per team, or in
    Three-Handed Euchre one per player.
    """

    hand_number: int
    dealer: int
    maker: int | None
    contract: Bid | None
    trump: Suit | None
    tricks_won: tuple[int, ...]
    score_change: tuple[int, ...]
    lone_players: tuple[int, ...]


def team_of(seat: int) -> int:
    return seat % 2


def partner_of(seat: int) -> int:
    return (seat + 2) % 4


def left_of(seat: int, seat_count: int = 4) -> int:
    return (seat + 1) % seat_count


def right_of(seat: int) -> int:
    return (seat + 3) % 4


def seats_from(seat: int, seat_count: int = 4) -> list[int]:
    """The seats round the table in turn, starting with ``seat``."""
    return [(seat + step) % seat_count for step in range(seat_count)]


class ReferenceGame:
    """A whole game, one action at a time.

    ``phase`` is one of ``DEAL``, ``BIDDING``, ``TRUMP``, ``DISCARD``,
    ``ALONE``, ``PLAY`` and ``GAME_OVER``.  In ``DEAL`` call :meth:`deal`;
    in the others but ``GAME_OVER`` call :meth:`apply` with one of
    :meth:`legal_actions`.  Euchre has no ``TRUMP`` phase: trump is named
    in the auction (``BIDDING``, round 1 then round 2), and its
    ``DISCARD`` is the dealer's after picking up the upcard.  In Railroad
    Euchre a call for best is answered in ``ALONE`` by the partner's
    ``Give``, then the caller's discard is a second ``DISCARD``.
    Three-Handed Euchre has no ``ALONE`` phase: the maker always plays
    alone, and the play starts once trump is made.

    Once a hand is over its cards, maker, contract, trump, tricks and going
    alone stay on view until the next deal.
    """

    def __init__(
        self,
        rules: Rules,
        first_dealer: int,
        *,
        scores: Sequence[int] | None = None,
        hands_played: int = 0,
    ) -> None:
        """A game before its next deal, by default a new one.

        ``first_dealer`` deals the next hand; ``scores`` (one per team, or
        in Three-Handed Euchre one per player; none yet by default) and
        ``hands_played`` let the game start after hands that were played
        elsewhere.
        """
        self.rules = rules
        self.railroad = rules.game is Game.RAILROAD_EUCHRE
        self.three_handed = rules.game is Game.THREE_HANDED_EUCHRE
        self.bid_euchre = rules.game is Game.BID_EUCHRE
        self.euchre = rules.game in (
            Game.EUCHRE,
            Game.RAILROAD_EUCHRE,
            Game.THREE_HANDED_EUCHRE,
        )
        # docs/three_handed.rst, ``three-handed-seats``: three players,
        # each with a score of their own
        self.seat_count = 3 if self.three_handed else 4
        self.scorer_count = 3 if self.three_handed else 2
        self.tricks_per_hand = 5 if self.euchre else 6
        self.bids_low_to_high = bids_low_to_high(rules)
        self.first_dealer = first_dealer
        self.dealer = first_dealer
        self.hand_number = hands_played
        self.phase = "DEAL"
        self.scores = [0] * self.scorer_count if scores is None else list(scores)
        assert len(self.scores) == self.scorer_count
        self.winner: int | None = None
        self.hand_outcomes: list[HandOutcome] = []
        self.history: list[tuple[int, Action]] = []
        self.to_act: int | None = None
        self._clear_hand()
        self.hands: list[list[Card]] = [[] for _ in range(self.seat_count)]
        self.widow: Card | None = None
        self.kitty: list[Card] = []

    def _clear_hand(self) -> None:
        self.passed: list[int] = []
        # Bid Euchre's one round: how many seats have called
        self.calls_taken = 0
        self.high_bid: Bid | None = None
        self.high_bidder: int | None = None
        self.maker: int | None = None
        self.contract: Bid | None = None
        self.trump: Suit | None = None
        self.discarded: Card | None = None
        self.discarded_by: int | None = None
        self.widow_taken: Card | None = None
        self.lone_players: list[int] = []
        self.still_to_choose_alone: list[int] = []
        self.leader: int | None = None
        self.current_trick: list[tuple[int, Card]] = []
        self.completed_tricks: list[CompletedTrick] = []
        self.tricks_won = [0] * self.scorer_count
        # Euchre's auction: the round (1: order up the upcard, 2: name
        # another suit) and the passes so far, two for each player at most
        self.auction_round = 1
        self.euchre_passes = 0
        # Railroad Euchre's calls for best, in order, and for each caller
        # the card its partner gave and the card it discarded for it
        self.called_for_best: list[int] = []
        self.best_cards: dict[int, Card] = {}
        self.best_discards: dict[int, Card] = {}

    @property
    def sitting_out(self) -> list[int]:
        """The partners of the players who went alone."""
        return sorted(partner_of(seat) for seat in self.lone_players)

    @property
    def players(self) -> list[int]:
        """The seats that play cards this hand."""
        return [seat for seat in range(self.seat_count) if seat not in self.sitting_out]

    # -- deal ------------------------------------------------------------------

    def deal(
        self,
        hands: Sequence[Sequence[Card]],
        widow: Card | None = None,
        *,
        kitty: Sequence[Card] = (),
    ) -> None:
        """Start the next hand with these six cards per seat and the widow.

        Euchre's deal is five cards per seat and the ``kitty``, the upcard
        first (three seats in Three-Handed Euchre).
        """
        if self.phase != "DEAL":
            raise IllegalMoveError(f"cannot deal in {self.phase}")
        if self.euchre:
            self._deal_euchre(hands, kitty)
            return
        if self.bid_euchre:
            self._deal_bid_euchre(hands, widow, kitty)
            return
        assert widow is not None
        everything = [card for hand in hands for card in hand] + [widow]
        assert len(hands) == 4 and all(len(hand) == 6 for hand in hands)
        assert len(set(everything)) == 25
        self._clear_hand()
        self.hand_number += 1
        self.hands = [list(hand) for hand in hands]
        self.widow = widow
        self.phase = "BIDDING"
        self.to_act = left_of(self.dealer)

    def _deal_bid_euchre(
        self,
        hands: Sequence[Sequence[Card]],
        widow: Card | None,
        kitty: Sequence[Card],
    ) -> None:
        # docs/bid_euchre.rst, "The deal": Euchre's 24 cards, six to each
        # seat, nothing aside; the auction opens at the dealer's left
        everything = [card for hand in hands for card in hand]
        assert widow is None and not kitty
        assert len(hands) == 4 and all(len(hand) == 6 for hand in hands)
        assert len(set(everything)) == 24 and JOKER not in everything
        self._clear_hand()
        self.hand_number += 1
        self.hands = [list(hand) for hand in hands]
        self.widow = None
        self.kitty = []
        self.phase = "BIDDING"
        self.to_act = left_of(self.dealer)

    def _deal_euchre(
        self, hands: Sequence[Sequence[Card]], kitty: Sequence[Card]
    ) -> None:
        # docs/euchre.rst, "The deal": five cards each, then the upcard
        # face up on three more; docs/railroad.rst, "The deck and the
        # Joker" and "The deal and the upcard": the Joker makes 25 cards,
        # and four lie under the upcard; docs/three_handed.rst,
        # ``three-handed-deal``: three hands of five, and eight under the
        # upcard
        deck_size = 25 if self.railroad else 24
        everything = [card for hand in hands for card in hand] + list(kitty)
        assert len(hands) == self.seat_count
        assert all(len(hand) == 5 for hand in hands)
        assert len(kitty) == deck_size - 5 * self.seat_count
        assert len(set(everything)) == deck_size
        assert self.railroad or JOKER not in everything
        self._clear_hand()
        self.hand_number += 1
        self.hands = [list(hand) for hand in hands]
        self.kitty = list(kitty)
        self.phase = "BIDDING"
        self.to_act = left_of(self.dealer, self.seat_count)

    @property
    def upcard(self) -> Card:
        """Euchre's upcard: the first card of the kitty (which is kept as
        dealt, the upcard included, until the next deal)."""
        return self.kitty[0]

    @property
    def proposed_suit(self) -> Suit:
        """The suit the upcard proposes for trump."""
        if is_joker(self.upcard):
            # docs/railroad.rst, "The deal and the upcard": a Joker turned
            # up proposes the suit agreed before the game
            return self.rules.joker_upcard_suit
        assert self.upcard.suit is not None
        return self.upcard.suit

    @property
    def caller_waiting(self) -> int | None:
        """A player who called for best and has not yet discarded for the
        card given, or ``None``."""
        waiting = [s for s in self.called_for_best if s not in self.best_discards]
        return waiting[0] if waiting else None

    def seen_by(self, seat: int) -> SeenByOneSeat:
        """What ``seat`` sees of the hidden cards (see :class:`SeenByOneSeat`)."""
        best_card = best_discard = None
        for caller in self.called_for_best:
            if seat in (caller, partner_of(caller)):
                best_card = self.best_cards.get(caller)
            if seat == caller:
                best_discard = self.best_discards.get(caller)
        return SeenByOneSeat(
            hand=tuple(sorted(self.hands[seat])),
            discarded=self.discarded if seat == self.discarded_by else None,
            called_for_best=tuple(self.called_for_best),
            best_card=best_card,
            best_discard=best_discard,
            widow=self.widow_taken if seat == self.maker else None,
        )

    # -- what may be done ------------------------------------------------------

    def legal_actions(self) -> set[Action]:
        if self.phase == "BIDDING" and self.euchre:
            return self._legal_euchre_calls()
        if self.phase == "BIDDING" and self.bid_euchre:
            return self._legal_bid_euchre_calls()
        if self.phase == "BIDDING":
            return self._legal_calls()
        caller = self.caller_waiting
        if self.phase == "DISCARD" and caller is not None:
            # docs/railroad.rst, "Calling for best": the lone player
            # discards any card but the one just given
            given = self.best_cards[caller]
            return {Discard(card) for card in self.hands[caller] if card != given}
        if self.phase == "ALONE" and caller is not None:
            # docs/railroad.rst, "Calling for best": the partner gives any
            # card of its choice
            return {Give(card) for card in self.hands[partner_of(caller)]}
        if self.phase == "DISCARD" and self.euchre:
            # the dealer may not discard the upcard just picked up
            return {
                Discard(card) for card in self.hands[self.dealer] if card != self.upcard
            }
        if self.phase == "TRUMP" and self.bid_euchre:
            # docs/bid_euchre.rst, "Trump and no trump": a suit, or no trump
            choices: set[Action] = {NameTrump(suit) for suit in Suit}
            return choices | {NoTrump()}
        if self.phase == "TRUMP":
            return {NameTrump(suit) for suit in Suit}
        if self.phase == "DISCARD":
            assert self.maker is not None
            return {Discard(card) for card in self.hands[self.maker]}
        if self.phase == "ALONE" and self.bid_euchre:
            # docs/bid_euchre.rst, "The moon": with call_for_best the moon's
            # maker calls for the partner's best card or declines
            return {Pass(), CallForBest()}
        if self.phase == "ALONE" and self.railroad and self.rules.call_for_best:
            # docs/railroad.rst, "Calling for best": going alone, maker or
            # defender, may be calling for best instead
            return {Pass(), GoAlone(), CallForBest()}
        if self.phase == "ALONE":
            return {Pass(), GoAlone()}
        if self.phase == "PLAY":
            assert self.to_act is not None
            assert self.trump is not None or self.bid_euchre
            trick = [card for _, card in self.current_trick]
            hand = self.hands[self.to_act]
            return {Play(card) for card in playable_cards(hand, trick, self.trump)}
        return set()

    def _legal_calls(self) -> set[Action]:
        if len(self.passed) == 4:
            # docs/rules.rst, "When everybody passes": with joker_bids the
            # Joker's holder is asked once more, and may only bid three
            return {Bid(3)}
        higher_bids = [
            bid
            for bid in self.bids_low_to_high
            if self.high_bid is None or bid > self.high_bid
        ]
        calls: set[Action] = set(higher_bids)
        dealer_is_stuck = (
            self.rules.all_pass == AllPass.STICK_THE_DEALER
            and self.high_bid is None
            and len(self.passed) == 3
        )
        if not dealer_is_stuck:
            calls.add(Pass())
        return calls

    def _legal_bid_euchre_calls(self) -> set[Action]:
        # docs/bid_euchre.rst, "The auction": a pass, or a call above the
        # high bid (bids of min_bid to six, then the moon); after three
        # passes the stuck dealer may not pass
        calls: set[Action] = {
            bid
            for bid in self.bids_low_to_high
            if self.high_bid is None or bid > self.high_bid
        }
        dealer_is_stuck = (
            self.rules.all_pass == AllPass.STICK_THE_DEALER
            and self.high_bid is None
            and self.calls_taken == 3
        )
        if not dealer_is_stuck:
            calls.add(Pass())
        return calls

    def _legal_euchre_calls(self) -> set[Action]:
        # docs/euchre.rst, "The auction: ordering up and naming trump" and
        # "When everybody passes twice": round 1 orders the upcard's suit
        # up; round 2 names any other suit, and with stick the dealer the
        # dealer may not pass the eighth call
        # docs/railroad.rst, "The auction": the same, with the suit a Joker
        # upcard proposes
        # docs/three_handed.rst, ``three-handed-auction`` and
        # ``three-handed-all-pass``: the same with three players, the dealer
        # stuck at the sixth call
        upcard_suit = self.proposed_suit
        if self.auction_round == 1:
            return {Pass(), NameTrump(upcard_suit)}
        calls: set[Action] = {NameTrump(suit) for suit in Suit if suit != upcard_suit}
        last_call = 2 * self.seat_count
        dealer_is_stuck = (
            self.rules.all_pass == AllPass.STICK_THE_DEALER
            and self.euchre_passes == last_call - 1
        )
        if not dealer_is_stuck:
            calls.add(Pass())
        return calls

    # -- doing it --------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """The player to act takes ``action``."""
        if action not in self.legal_actions():
            raise IllegalMoveError(f"{action} is not legal in {self.phase}")
        seat = self.to_act
        assert seat is not None
        self.history.append((seat, action))
        if self.phase == "BIDDING" and self.euchre:
            self._euchre_call(seat, action)
        elif self.phase == "BIDDING" and self.bid_euchre:
            self._bid_euchre_call(seat, action)
        elif self.phase == "BIDDING":
            self._call(seat, action)
        elif self.phase == "TRUMP" and self.bid_euchre:
            self._bid_euchre_trump(action)
        elif self.phase == "ALONE" and self.bid_euchre and isinstance(action, Give):
            self._give(seat, action.card)
        elif self.phase == "ALONE" and self.bid_euchre:
            self._moon_choice(seat, action)
        elif self.phase == "TRUMP":
            assert isinstance(action, NameTrump)
            self.trump = action.suit
            if self.rules.widow == Widow.UNUSED:
                # docs/rules.rst, "The widow left unused": the maker took
                # nothing, so there is nothing to lay aside
                self._after_discard()
            else:
                self.phase = "DISCARD"
        elif self.phase == "DISCARD" and seat == self.caller_waiting:
            assert isinstance(action, Discard)
            self._discard_for_best(seat, action.card)
        elif self.phase == "DISCARD":
            assert isinstance(action, Discard)
            self.hands[seat].remove(action.card)
            self.discarded = action.card
            self.discarded_by = seat
            self._after_discard()
        elif self.phase == "ALONE" and isinstance(action, Give):
            self._give(seat, action.card)
        elif self.phase == "ALONE":
            self._choose_alone(
                seat,
                isinstance(action, (GoAlone, CallForBest)),
                calls_for_best=isinstance(action, CallForBest),
            )
        else:
            assert isinstance(action, Play)
            self._play(seat, action.card)

    def _call(self, seat: int, call: Action) -> None:
        if isinstance(call, Pass):
            self.passed.append(seat)
        else:
            assert isinstance(call, Bid)
            self.high_bid = call
            self.high_bidder = seat

        top_bid = self.bids_low_to_high[-1]
        if len(self.passed) == 4 and self.high_bid is not None:
            # the Joker's holder bid three: the others have all passed
            assert self.high_bidder is not None
            self._auction_won(self.high_bidder)
            return
        if len(self.passed) == 4:
            holders = [s for s in range(4) if JOKER in self.hands[s]]
            if self.rules.all_pass == AllPass.JOKER_BIDS and holders:
                self.to_act = holders[0]
            else:
                self._throw_in()
            return
        if (len(self.passed) == 3 and self.high_bid is not None) or (
            self.high_bid == top_bid
        ):
            assert self.high_bidder is not None
            self._auction_won(self.high_bidder)
            return
        next_seat = left_of(seat)
        while next_seat in self.passed:
            next_seat = left_of(next_seat)
        self.to_act = next_seat

    def _bid_euchre_call(self, seat: int, call: Action) -> None:
        # docs/bid_euchre.rst, "The auction": one round, each seat once,
        # from the dealer's left to the dealer; the moon ends it at once
        self.calls_taken += 1
        if isinstance(call, Pass):
            self.passed.append(seat)
        else:
            assert isinstance(call, Bid)
            self.high_bid = call
            self.high_bidder = seat
        if self.high_bid == MOON or self.calls_taken == 4:
            if self.high_bidder is None:
                # four passes: only under REDEAL (the stuck dealer bids)
                self._throw_in()
                return
            self.maker = self.high_bidder
            self.contract = self.high_bid
            self.phase = "TRUMP"
            self.to_act = self.maker
            return
        self.to_act = left_of(seat)

    def _bid_euchre_trump(self, action: Action) -> None:
        # docs/bid_euchre.rst, "Trump and no trump" and "The moon": the maker names a
        # suit or no trump; then the play, or for the moon with
        # call_for_best the maker's choice to call for best
        if isinstance(action, NoTrump):
            self.trump = None
        else:
            assert isinstance(action, NameTrump)
            self.trump = action.suit
        if self.contract == MOON and self.rules.call_for_best:
            self.phase = "ALONE"
        else:
            self._start_play()

    def _moon_choice(self, seat: int, action: Action) -> None:
        # docs/bid_euchre.rst, "The moon": a call for best is Railroad
        # Euchre's exchange (the partner gives, the maker discards: see
        # _give and _discard_for_best); a pass plays at once
        assert seat == self.maker
        if isinstance(action, CallForBest):
            self.called_for_best.append(seat)
            self.to_act = partner_of(seat)
        else:
            self._start_play()

    def _euchre_call(self, seat: int, call: Action) -> None:
        if isinstance(call, NameTrump):
            self.maker = seat
            self.trump = call.suit
            if self.auction_round == 1:
                # docs/euchre.rst, "The dealer's pick-up and discard";
                # docs/three_handed.rst, ``three-handed-discard``
                self.hands[self.dealer].append(self.upcard)
                self.phase = "DISCARD"
                self.to_act = self.dealer
            else:
                self._after_discard()
            return
        self.euchre_passes += 1
        # everybody passed twice: the hand is thrown in (with redeal; the
        # stuck dealer cannot pass the last call)
        if self.euchre_passes == 2 * self.seat_count:
            self._throw_in()
            return
        if self.euchre_passes == self.seat_count:
            self.auction_round = 2
        self.to_act = left_of(seat, self.seat_count)

    def _auction_won(self, maker: int) -> None:
        assert self.widow is not None
        self.maker = maker
        self.contract = self.high_bid
        # docs/rules.rst, "The widow left unused": under widow UNUSED the
        # widow stays face down where it lies, out of the hand
        if self.rules.widow != Widow.UNUSED:
            self.hands[maker].append(self.widow)
            self.widow_taken = self.widow
            self.widow = None
        self.phase = "TRUMP"
        self.to_act = maker

    def _throw_in(self) -> None:
        self.hand_outcomes.append(
            HandOutcome(
                hand_number=self.hand_number,
                dealer=self.dealer,
                maker=None,
                contract=None,
                trump=None,
                tricks_won=(0,) * self.scorer_count,
                score_change=(0,) * self.scorer_count,
                lone_players=(),
            )
        )
        self.dealer = left_of(self.dealer, self.seat_count)
        self.phase = "DEAL"
        self.to_act = None

    def _after_discard(self) -> None:
        assert self.maker is not None
        if self.three_handed:
            # docs/three_handed.rst, ``three-handed-alone``: the
            # maker plays alone without choosing to, and nobody sits out
            self._start_play()
        elif self.rules.lone_hands:
            self.phase = "ALONE"
            self.still_to_choose_alone = [self.maker]
            self.to_act = self.maker
        else:
            self._start_play()

    def _choose_alone(
        self, seat: int, alone: bool, *, calls_for_best: bool = False
    ) -> None:
        assert self.maker is not None
        self.still_to_choose_alone.remove(seat)
        if alone and not calls_for_best:
            self.lone_players.append(seat)
        if alone:
            if seat == self.maker and self.rules.lone_defender and self.euchre:
                # docs/euchre.rst, "Going alone and the lone defender": the
                # defenders, starting on the dealer's left
                self.still_to_choose_alone = [
                    defender
                    for defender in seats_from(left_of(self.dealer))
                    if team_of(defender) != team_of(seat)
                ]
            elif seat == self.maker and self.rules.lone_defender:
                # the defenders, starting on the maker's left
                self.still_to_choose_alone = [left_of(seat), right_of(seat)]
            else:
                self.still_to_choose_alone = []
        if calls_for_best:
            # docs/railroad.rst, "Calling for best": the partner gives a
            # card before anything else happens; the caller is a lone
            # player, and the partner sits out, once the exchange is over
            self.called_for_best.append(seat)
            self.to_act = partner_of(seat)
            return
        self._next_to_choose_alone()

    def _next_to_choose_alone(self) -> None:
        if self.still_to_choose_alone:
            self.to_act = self.still_to_choose_alone[0]
        else:
            self._start_play()

    def _give(self, seat: int, card: Card) -> None:
        # docs/railroad.rst, "Calling for best": the card goes to the lone
        # player, who now holds six cards and discards one
        caller = partner_of(seat)
        self.hands[seat].remove(card)
        self.hands[caller].append(card)
        self.best_cards[caller] = card
        self.phase = "DISCARD"
        self.to_act = caller

    def _discard_for_best(self, seat: int, card: Card) -> None:
        # docs/railroad.rst, "Calling for best": the lone player's discard
        # is kept apart from the dealer's; then the hand goes on as after
        # going alone (docs/railroad.rst, "Going alone and defending alone")
        self.hands[seat].remove(card)
        self.best_discards[seat] = card
        self.lone_players.append(seat)
        self.phase = "ALONE"
        self._next_to_choose_alone()

    def _start_play(self) -> None:
        assert self.maker is not None
        if self.bid_euchre:
            self._start_bid_euchre_play()
            return
        if self.euchre:
            # docs/euchre.rst, "The play": the first seat from the dealer's
            # left that plays this hand; docs/three_handed.rst,
            # ``three-handed-play``: the dealer's left, as all three play
            players = self.players
            first_leader = next(
                s
                for s in seats_from(
                    left_of(self.dealer, self.seat_count), self.seat_count
                )
                if s in players
            )
        elif len(self.lone_players) == 2:
            first_leader = self.lone_players[1]  # the lone defender
        elif len(self.lone_players) == 1:
            first_leader = left_of(self.maker)
        elif self.rules.opening_lead == OpeningLead.MAKER:
            first_leader = self.maker
        else:
            first_leader = left_of(self.dealer)
        self.phase = "PLAY"
        self.leader = first_leader
        self.to_act = first_leader

    def _start_bid_euchre_play(self) -> None:
        # docs/bid_euchre.rst, "The moon": the moon's maker plays alone and
        # the partner sits out; "The lead": the maker leads, or under
        # DEALERS_LEFT the dealer's left, or the next seat if that one sits
        # out
        assert self.maker is not None
        if self.contract == MOON and self.maker not in self.lone_players:
            self.lone_players.append(self.maker)
        if self.rules.opening_lead == OpeningLead.MAKER:
            first_leader = self.maker
        else:
            first_leader = left_of(self.dealer)
            if first_leader in self.sitting_out:
                first_leader = left_of(first_leader)
        self.phase = "PLAY"
        self.leader = first_leader
        self.to_act = first_leader

    def _play(self, seat: int, card: Card) -> None:
        assert self.leader is not None
        assert self.trump is not None or self.bid_euchre
        self.hands[seat].remove(card)
        self.current_trick.append((seat, card))
        players = self.players
        if len(self.current_trick) < len(players):
            next_seat = left_of(seat, self.seat_count)
            while next_seat not in players:
                next_seat = left_of(next_seat, self.seat_count)
            self.to_act = next_seat
            return
        cards = [played for _, played in self.current_trick]
        winner = self.current_trick[trick_winner(cards, self.trump)][0]
        self.completed_tricks.append(
            CompletedTrick(self.leader, tuple(self.current_trick), winner)
        )
        self.tricks_won[self.scorer_of(winner)] += 1
        self.current_trick = []
        if len(self.completed_tricks) < self.tricks_per_hand:
            self.leader = winner
            self.to_act = winner
            return
        self._score_hand()

    def scorer_of(self, seat: int) -> int:
        """Where ``seat``'s tricks and points count: its team, or in
        Three-Handed Euchre the seat itself."""
        return seat if self.three_handed else team_of(seat)

    def _score_hand(self) -> None:
        assert self.maker is not None
        if self.three_handed:
            change = self._three_handed_score_change()
        else:
            change = self._partnership_score_change()
        self.scores = [
            score + points for score, points in zip(self.scores, change, strict=True)
        ]
        self.hand_outcomes.append(
            HandOutcome(
                hand_number=self.hand_number,
                dealer=self.dealer,
                maker=self.maker,
                contract=self.contract,
                trump=self.trump,
                tricks_won=tuple(self.tricks_won),
                score_change=tuple(change),
                lone_players=tuple(self.lone_players),
            )
        )
        self.leader = None
        self.to_act = None
        if self.three_handed:
            self.winner = three_handed_winner(
                self.rules, self.scores, self.maker, self.dealer
            )
        else:
            self.winner = game_winner(self.rules, self.scores, team_of(self.maker))
        if self.winner is None:
            self.dealer = left_of(self.dealer, self.seat_count)
            self.phase = "DEAL"
        else:
            self.phase = "GAME_OVER"

    def _three_handed_score_change(self) -> list[int]:
        # docs/three_handed.rst, ``three-handed-scoring``: the maker scores
        # alone; when euchred, each of the other two scores
        assert self.maker is not None
        makers_points, each_defenders_points = three_handed_score_change(
            self.rules, self.tricks_won[self.maker]
        )
        change = [each_defenders_points] * 3
        change[self.maker] = makers_points
        return change

    def _partnership_score_change(self) -> list[int]:
        assert self.maker is not None
        makers = team_of(self.maker)
        defenders = 1 - makers
        maker_alone = self.maker in self.lone_players
        defender_alone = any(team_of(s) == defenders for s in self.lone_players)
        if self.bid_euchre:
            assert self.contract is not None
            makers_points, defenders_points = bid_euchre_score_change(
                self.rules, self.contract, self.tricks_won[makers]
            )
        elif self.euchre:
            makers_points, defenders_points = euchre_score_change(
                self.tricks_won[makers],
                maker_alone=maker_alone,
                defender_alone=defender_alone,
            )
        else:
            assert self.contract is not None
            makers_points, defenders_points = score_change(
                self.rules,
                self.contract,
                self.tricks_won[makers],
                maker_alone=maker_alone,
                defender_alone=defender_alone,
            )
        change = [0, 0]
        change[makers] = makers_points
        change[defenders] = defenders_points
        return change

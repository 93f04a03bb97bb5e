"""One Euchre hand played side by side in OpenSpiel's ``euchre`` and here.

OpenSpiel's ``euchre`` (``pyspiel.load_game("euchre", {...})``) plays a
single hand of four-handed Euchre and is the implementation this library's
``Game.EUCHRE`` is checked against.  What the harness relies on (as of
``open_spiel`` 2.0.2; the first tests of ``test_euchre_openspiel.py``
check the points that could change):

* Parameters: ``stick_the_dealer`` (default true: the dealer may not pass
  at the eighth call; when false, eight passes end the episode with every
  return 0) and ``allow_lone_defender`` (default false).
* Seats: players 0 to 3 (printed N, E, S, W), play passing to the next
  number, partners two apart: the same numbering as this library's seats,
  so seats map to themselves.
* Chance: the first chance node picks the dealer, each of the four seats
  equally likely.  Then twenty card outcomes deal the hands one card at a
  time round the table *starting with the dealer* (the k-th card dealt,
  counting from 0, goes to ``(dealer + k) % 4``), each outcome uniform over
  the cards not yet dealt.  A twenty-first card outcome is the upcard.  The
  other three cards of the kitty are never drawn: OpenSpiel leaves them
  unassigned, and nothing in its hand depends on them.  The harness gives
  our engine the same hands, and a kitty of the upcard followed by the three
  cards left over.
* Card ids: ``rank * 4 + suit``, suits in the order clubs, diamonds, hearts,
  spades and ranks from nine (0) to ace (5); so 0 is the nine of clubs and
  23 the ace of spades.  ``action_to_string`` shows a card as suit then rank
  (``"HK"``, ``"DT"``).  A card id is a discard in the discard phase and a
  play in the play phase.
* Other action ids: 24 ``"Pass"``; 25 to 28 the suits ``"Clubs"``,
  ``"Diamonds"``, ``"Hearts"``, ``"Spades"`` (in the first round only the
  upcard's suit is offered, which orders the upcard up; in the second round
  the other three); 29 ``"Alone"`` and 30 ``"Partner"``.  Our engine says
  ``Pass()`` for both "pass" in the auction and "play with partner"; the
  mapping therefore needs the phase (:class:`Stage`).
* Order of questions: after an order-up the dealer discards first (any
  card but the upcard), and only then does the maker say alone or partner;
  after a second-round call the maker is asked straight away.  Our engine
  asks in the same order.
* Lone defender: with ``allow_lone_defender`` OpenSpiel asks the defenders,
  from the dealer's left, whether to go alone *whatever the maker chose*;
  the first "Alone" ends the questions, and a defender's "Partner" passes
  the question on to the other defender.  Our engine asks the defenders
  only when the maker went alone.  When the maker chose to play with the
  partner, the harness answers "Partner" for both defenders in OpenSpiel
  and does not compare those nodes (it counts them as skipped); OpenSpiel
  would otherwise let a defender go alone against two makers, a euchre
  then costing the makers 4.
* Opening lead: the first active seat from the dealer's left.  A player
  follows the led suit as the cards count under trump (the left bower is a
  trump, not a card of its printed suit), else plays anything.
* Returns: one hand only.  The makers' points v are 1 for three or four
  tricks, 2 for all five (4 when the maker went alone), and -2 when
  euchred (-4 when a defender went alone); both makers get +v and both
  defenders -v.  A hand thrown in returns 0 to everyone.

Our side: :func:`hasenpfeffer.new_game` with ``Game.EUCHRE`` rules and
OpenSpiel's dealer, then ``deal(hands=..., kitty=...)``.  At each decision
:func:`play_hand` checks the same seat to act and the same set of legal
actions (OpenSpiel's ids mapped to our actions), takes a random legal action
in OpenSpiel and the mapped action here, and at the end checks that our
hand result names OpenSpiel's maker, trump, lone players and tricks won by
each side, and that the makers' points minus the defenders' equal
OpenSpiel's return to the makers.  A disagreement raises
:class:`DisagreementError` with the deal, the actions so far and what each
engine said.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import hasenpfeffer as hp

PASS_ID = 24
"""OpenSpiel's pass in the auction."""
ALONE_ID = 29
"""OpenSpiel's "Alone": go alone (maker or defender)."""
PARTNER_ID = 30
"""OpenSpiel's "Partner": play with the partner."""
CARD_COUNT = 24
"""Card ids are 0 to 23."""
AUCTION_PASSING = 0.75
"""How often every second hand of :func:`play_hands` passes in the auction."""

SUIT_ORDER: tuple[hp.Suit, ...] = (
    hp.Suit.CLUBS,
    hp.Suit.DIAMONDS,
    hp.Suit.HEARTS,
    hp.Suit.SPADES,
)
"""OpenSpiel's suits by number."""
RANK_ORDER: tuple[hp.Rank, ...] = (
    hp.Rank.NINE,
    hp.Rank.TEN,
    hp.Rank.JACK,
    hp.Rank.QUEEN,
    hp.Rank.KING,
    hp.Rank.ACE,
)
"""OpenSpiel's ranks by number."""
TRUMP_IDS: dict[hp.Suit, int] = {suit: 25 + n for n, suit in enumerate(SUIT_ORDER)}
"""The action id naming each suit trump."""
SUIT_OF_TRUMP_ID: dict[int, hp.Suit] = {
    action_id: suit for suit, action_id in TRUMP_IDS.items()
}


class Stage(enum.Enum):
    """The kind of question OpenSpiel is asking, which decides what an
    action id means."""

    AUCTION = "auction"
    DISCARD = "discard"
    ALONE = "alone"
    PLAY = "play"


class MappingError(ValueError):
    """An action id or action that has no counterpart at this stage."""


def card_of(card_id: int) -> hp.Card:
    """Our card for OpenSpiel's card id.

    >>> str(card_of(0)), str(card_of(23)), str(card_of(9))
    ('9C', 'AS', 'JD')
    """
    if not 0 <= card_id < CARD_COUNT:
        raise MappingError(f"not an OpenSpiel euchre card id: {card_id}")
    rank, suit = divmod(card_id, len(SUIT_ORDER))
    return hp.Card(RANK_ORDER[rank], SUIT_ORDER[suit])


def card_id(card: hp.Card) -> int:
    """OpenSpiel's id of one of our cards (the Joker has none).

    >>> card_id(hp.Card.parse("JD")), card_id(hp.Card.parse("AS"))
    (9, 23)
    """
    if card.rank is None or card.suit is None or card.rank not in RANK_ORDER:
        raise MappingError(f"{card} is not in OpenSpiel's euchre deck")
    return RANK_ORDER.index(card.rank) * len(SUIT_ORDER) + SUIT_ORDER.index(card.suit)


def stage_of(openspiel_state: Any) -> Stage:
    """The stage of an OpenSpiel euchre state at a player's decision."""
    phase = openspiel_state.current_phase()
    stages = _stages()
    if phase not in stages:
        raise MappingError(f"OpenSpiel asks no player's decision in {phase}")
    return stages[phase]


def _stages() -> dict[Any, Stage]:
    import pyspiel

    phase = pyspiel.euchre.Phase
    return {
        phase.BIDDING: Stage.AUCTION,
        phase.DISCARD: Stage.DISCARD,
        phase.GO_ALONE: Stage.ALONE,
        phase.PLAY: Stage.PLAY,
    }


def action_of(action_id: int, stage: Stage) -> hp.Action:
    """Our action for OpenSpiel's ``action_id`` asked at ``stage``.

    >>> action_of(24, Stage.AUCTION), action_of(27, Stage.AUCTION)
    (Pass(), NameTrump(suit=Suit.HEARTS))
    >>> action_of(30, Stage.ALONE), action_of(29, Stage.ALONE)
    (Pass(), GoAlone())
    >>> str(action_of(9, Stage.DISCARD)), str(action_of(9, Stage.PLAY))
    ('discard JD', 'play JD')
    """
    if stage is Stage.AUCTION:
        if action_id == PASS_ID:
            return hp.Pass()
        if action_id in SUIT_OF_TRUMP_ID:
            return hp.NameTrump(SUIT_OF_TRUMP_ID[action_id])
    elif stage is Stage.ALONE:
        if action_id == ALONE_ID:
            return hp.GoAlone()
        if action_id == PARTNER_ID:
            return hp.Pass()
    elif 0 <= action_id < CARD_COUNT:
        card = card_of(action_id)
        return hp.Discard(card) if stage is Stage.DISCARD else hp.Play(card)
    raise MappingError(f"no action for id {action_id} in the {stage.value} stage")


_CARD_STAGES = {hp.Discard: Stage.DISCARD, hp.Play: Stage.PLAY}


def action_id(action: hp.Action, stage: Stage) -> int:
    """OpenSpiel's id for our ``action`` at ``stage``: the inverse of
    :func:`action_of`.

    >>> action_id(hp.Pass(), Stage.AUCTION), action_id(hp.Pass(), Stage.ALONE)
    (24, 30)
    """
    if stage is Stage.AUCTION:
        if isinstance(action, hp.Pass):
            return PASS_ID
        if isinstance(action, hp.NameTrump):
            return TRUMP_IDS[action.suit]
    elif stage is Stage.ALONE:
        if isinstance(action, hp.GoAlone):
            return ALONE_ID
        if isinstance(action, hp.Pass):
            return PARTNER_ID
    elif (
        isinstance(action, (hp.Discard, hp.Play))
        and stage is _CARD_STAGES[type(action)]
    ):
        return card_id(action.card)
    raise MappingError(f"no id for {action} in the {stage.value} stage")


def load_game(*, stick_the_dealer: bool, lone_defender: bool) -> Any:
    """OpenSpiel's euchre with these two parameters."""
    import pyspiel

    return pyspiel.load_game(
        "euchre",
        {"stick_the_dealer": stick_the_dealer, "allow_lone_defender": lone_defender},
    )


def our_rules(*, stick_the_dealer: bool, lone_defender: bool) -> hp.Rules:
    """Our Euchre rules matching OpenSpiel's two parameters."""
    all_pass = hp.AllPass.STICK_THE_DEALER if stick_the_dealer else hp.AllPass.REDEAL
    return hp.Rules(game=hp.Game.EUCHRE, all_pass=all_pass, lone_defender=lone_defender)


@dataclass(frozen=True)
class EuchreDeal:
    """A deal as OpenSpiel drew it: the dealer, five cards per seat and the
    kitty (the upcard first, then the three cards nobody saw)."""

    dealer: int
    hands: tuple[tuple[hp.Card, ...], ...]
    kitty: tuple[hp.Card, ...]

    def __str__(self) -> str:
        hands = "; ".join(
            f"seat {seat}: {' '.join(map(str, hand))}"
            for seat, hand in enumerate(self.hands)
        )
        kitty = " ".join(map(str, self.kitty))
        return f"dealer {self.dealer}; {hands}; kitty {kitty} (upcard first)"


def draw_deal(openspiel_state: Any, chooser: random.Random) -> EuchreDeal:
    """Take OpenSpiel's chance outcomes (the dealer and the 21 cards)
    uniformly with ``chooser``, leaving ``openspiel_state`` at the first
    call of the auction; return the deal it made."""
    while openspiel_state.is_chance_node():
        outcomes = openspiel_state.chance_outcomes()
        openspiel_state.apply_action(outcomes[chooser.randrange(len(outcomes))][0])
    holders = openspiel_state.card_holder()
    upcard = openspiel_state.upcard()
    hands = tuple(
        tuple(sorted(card_of(n) for n in range(CARD_COUNT) if holders[n] == seat))
        for seat in range(4)
    )
    undealt = [
        card_of(n) for n in range(CARD_COUNT) if holders[n] is None and n != upcard
    ]
    return EuchreDeal(
        openspiel_state.dealer(), hands, (card_of(upcard), *sorted(undealt))
    )


@dataclass
class Tally:
    """What a run of :func:`play_hand` compared."""

    hands: int = 0
    """Hands played to the end in both engines."""
    decisions: int = 0
    """Decisions at which both engines had to ask the same seat and allow
    the same actions."""
    skipped: int = 0
    """OpenSpiel's questions to defenders when the maker did not go alone,
    answered "Partner" there and not compared."""
    eighth_calls: int = 0
    """Hands whose auction reached the dealer's second-round call (the
    eighth call), where ``stick_the_dealer`` forbids passing."""
    thrown_in: int = 0
    """Hands where all eight calls were passes."""
    alone: int = 0
    """Hands where the maker went alone."""
    defended_alone: int = 0
    """Hands where a defender went alone."""
    returns: dict[int, int] = field(default_factory=dict)
    """How many hands ended with each return to the makers (0: thrown in)."""

    def add(self, other: Tally) -> None:
        """Add ``other``'s counts to these."""
        self.hands += other.hands
        self.decisions += other.decisions
        self.skipped += other.skipped
        self.eighth_calls += other.eighth_calls
        self.thrown_in += other.thrown_in
        self.alone += other.alone
        self.defended_alone += other.defended_alone
        for value, count in other.returns.items():
            self.returns[value] = self.returns.get(value, 0) + count


class DisagreementError(AssertionError):
    """The two engines disagreed; the message says where and how."""


def _legal_here(openspiel_state: Any, stage: Stage) -> set[hp.Action]:
    return {action_of(n, stage) for n in openspiel_state.legal_actions()}


def _describe(
    deal: EuchreDeal, history: Sequence[str], problem: str, game: Any, rules: hp.Rules
) -> str:
    return (
        f"{problem}\n"
        f"ours: all_pass={rules.all_pass.name}, lone_defender={rules.lone_defender}; "
        f"OpenSpiel: {game.get_parameters()}\n"
        f"deal: {deal}\n"
        f"actions so far (seat: OpenSpiel's name = ours): {', '.join(history) or '-'}"
    )


def _names(actions: Iterable[hp.Action]) -> list[str]:
    return sorted(str(action) for action in actions)


def _compare_outcome(
    theirs: Any, result: hp.HandResult, fail: Callable[[str], DisagreementError]
) -> None:
    """Check that our record of a played hand names OpenSpiel's maker,
    trump, lone players and tricks won by each side."""
    alone = (theirs.declarer(),) if theirs.declarer_go_alone() else ()
    if theirs.lone_defender() >= 0:
        alone += (theirs.lone_defender(),)
    tricks = [0, 0]
    for trick in theirs.tricks():
        tricks[trick.winner() % 2] += 1
    said = {
        "maker": (theirs.declarer(), result.maker),
        "trump": (SUIT_ORDER[theirs.trump_suit()], result.trump),
        "lone players": (alone, tuple(result.lone_players)),
        "tricks won by side": (tuple(tricks), tuple(result.tricks_won)),
    }
    for what, (openspiel_says, we_say) in said.items():
        if openspiel_says != we_say:
            raise fail(f"{what}: OpenSpiel {openspiel_says}, ours {we_say}")


def _choose(
    legal: Sequence[int], stage: Stage, chooser: random.Random, passing: float | None
) -> int:
    if passing is not None and stage is Stage.AUCTION and PASS_ID in legal:
        if chooser.random() < passing:
            return PASS_ID
        return chooser.choice([n for n in legal if n != PASS_ID])
    return chooser.choice(legal)


def play_hand(
    game: Any, rules: hp.Rules, chooser: random.Random, passing: float | None = None
) -> Tally:
    """Play one random hand in OpenSpiel's ``game`` and in our engine under
    ``rules`` (the matching options), comparing them at every step.

    Each decision is uniform among OpenSpiel's legal actions, except that
    with ``passing`` a call in the auction is a pass with that probability
    (uniform play almost never passes eight times).

    Raises:
        DisagreementError: the engines differ in the seat to act, the legal
            actions, whether the hand is over, or the returns.
    """
    tally = Tally(hands=1)
    theirs = game.new_initial_state()
    deal = draw_deal(theirs, chooser)
    ours = hp.new_game(rules, dealer=deal.dealer, seed=0)
    ours = ours.deal(hands=[list(hand) for hand in deal.hands], kitty=list(deal.kitty))
    history: list[str] = []

    def fail(problem: str) -> DisagreementError:
        return DisagreementError(_describe(deal, history, problem, game, rules))

    while not theirs.is_terminal():
        seat = theirs.current_player()
        stage = stage_of(theirs)
        if stage is Stage.ALONE and theirs.declarer_go_alone() is False:
            # Our engine asks the defenders only when the maker went alone.
            theirs.apply_action(PARTNER_ID)
            history.append(f"{seat}: Partner (not asked here)")
            tally.skipped += 1
            continue
        if ours.to_act != seat:
            raise fail(f"OpenSpiel asks seat {seat}; ours asks {ours.to_act}")
        expected = _legal_here(theirs, stage)
        legal = ours.legal_actions()
        if set(legal) != expected or len(legal) != len(expected):
            raise fail(
                f"seat {seat} ({stage.value}): OpenSpiel allows {_names(expected)}; "
                f"ours allows {_names(legal)}"
            )
        if stage is Stage.AUCTION and theirs.num_passes() == 7:
            tally.eighth_calls = 1
        chosen = _choose(theirs.legal_actions(), stage, chooser, passing)
        action = action_of(chosen, stage)
        history.append(f"{seat}: {theirs.action_to_string(seat, chosen)} = {action}")
        theirs.apply_action(chosen)
        ours = ours.apply(action, seat=seat)
        tally.decisions += 1
    if ours.to_act is not None or ours.phase is not hp.Phase.DEAL:
        raise fail(
            f"OpenSpiel's hand is over; ours is in {ours.phase} "
            f"with seat {ours.to_act} to act"
        )
    if len(ours.hand_results) != 1:
        raise fail(f"ours recorded {len(ours.hand_results)} hands, not 1")
    result = ours.hand_results[-1]
    returns = [round(value) for value in theirs.returns()]
    if theirs.num_passes() == 8:
        tally.thrown_in += 1
        value = 0
        if result.maker is not None or tuple(result.score_change) != (0, 0):
            raise fail(
                f"thrown in: OpenSpiel returns {returns}; ours records maker "
                f"{result.maker} scoring {result.score_change}"
            )
    else:
        _compare_outcome(theirs, result, fail)
        makers = result.maker % 2 if result.maker is not None else 0
        value = result.score_change[makers] - result.score_change[1 - makers]
        wanted = [value if seat % 2 == makers else -value for seat in range(4)]
        if returns != wanted:
            raise fail(
                f"maker {result.maker}: OpenSpiel returns {returns}; ours scores "
                f"{result.score_change} (makers' points minus defenders' {value})"
            )
        tally.alone = int(theirs.declarer_go_alone() is True)
        tally.defended_alone = int(theirs.lone_defender() >= 0)
    tally.returns[value] = 1
    return tally


def play_hands(
    count: int, *, stick_the_dealer: bool, lone_defender: bool, seed: int = 0
) -> Tally:
    """Play ``count`` random hands side by side under one configuration;
    the same ``seed`` plays the same hands.  Every second hand passes in
    the auction three times out of four, so that the eighth call and
    thrown-in hands come up often."""
    game = load_game(stick_the_dealer=stick_the_dealer, lone_defender=lone_defender)
    rules = our_rules(stick_the_dealer=stick_the_dealer, lone_defender=lone_defender)
    chooser = random.Random(seed)
    total = Tally()
    for number in range(count):
        passing = AUCTION_PASSING if number % 2 else None
        total.add(play_hand(game, rules, chooser, passing))
    return total


CONFIGURATIONS: tuple[tuple[bool, bool], ...] = (
    (True, False),
    (True, True),
    (False, False),
    (False, True),
)
"""Every (stick_the_dealer, lone_defender) pair."""

"""The fast engine against the plain reference of ``tests/reference_engine.py``,
in every game.

Random games are played on the library's :class:`~hasenpfeffer.GameState`
and on a :class:`~tests.reference_engine.ReferenceGame` side by side.  The
reference is given each hand's cards from the engine's deal and nothing
else; before every step the phase, the seat to act and the set of legal
actions must agree, and after every action every visible field of the game
(the hand results and the scores of every side included) and what each
seat's view shows of the hidden cards.  A random action that the reference
refuses must be refused by the engine too.  The playing and comparing is
``tests/side_by_side.py``'s.

Hasenpfeffer is played under random rules that cover every option (drawn
by Hypothesis, so that a failing game shrinks) and once under each of the
324 combinations of its options (``widow=Widow.UNUSED`` crossed with the
options it bears on only).  Each game with an upcard is played under
its option sets (``OPTION_SETS`` of ``tests/side_by_side.py``): Euchre
under each combination of ``all_pass`` and ``lone_defender`` and without
lone hands; Railroad Euchre under its defaults and with one option changed
at a time; Three-Handed Euchre under both values of ``all_pass`` and of
``tie_break``, ``march_points`` 3, 1 and 5, and small targets so that the
games end.  The deals are shuffled from the game's seed, from a seed of
their own, given explicitly, or (Railroad Euchre) with the Joker turned up
or (Three-Handed Euchre) with five trumps in one hand.  Three-Handed
Euchre's scoring functions are compared over every case.  Bid Euchre is
played once under each of the 96 combinations of ``min_bid`` (1 to 6),
``all_pass``, ``call_for_best``, ``opening_lead`` and ``tie_break``, with
``target_score`` and ``moon_points`` going round, 482 hands in all, and
under rules and choices drawn by Hypothesis (20 games of at most five
hands in the ``ci`` profile); its scoring and end of the game are
compared over every case.

Hands chosen to force the rare paths of each game's rules page are played
side by side in ``tests/test_differential_hands.py``; the reference is
checked on its own in ``tests/test_reference_*.py``.
"""

from __future__ import annotations

import itertools
import random

import attrs
import pytest
from hypothesis import event, given
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer.cards import deck as every_card
from hasenpfeffer.games import spec_of
from tests.conftest import GAMES
from tests.reference_engine import (
    bid_euchre_score_change,
    bids_low_to_high,
    game_winner,
    three_handed_score_change,
    three_handed_winner,
)
from tests.side_by_side import (
    OPTION_SETS,
    SeededChoices,
    SeededGame,
    in_auction,
    play_side_by_side,
)
from tests.strategies import (
    ALL_ACTIONS,
    deal_next,
    every_rules,
    new_games,
    rules,
    scaled,
)

MAX_HANDS = 5
"""Hands per drawn game of Hasenpfeffer: uniformly random bidding need not
ever end a game."""

MAX_HANDS_WITH_AN_UPCARD = 30
"""Hands per game at most in the games with an upcard: a game that passes
most hands out may be long."""

SEEDED_GAMES: dict[hp.Game, tuple[int, int]] = {
    hp.Game.EUCHRE: (12, 1000),
    hp.Game.RAILROAD_EUCHRE: (8, 2000),
    hp.Game.THREE_HANDED_EUCHRE: (32, 3000),
}
"""How many whole games are played under each option set of a game with an
upcard, and the seed of the first one's decisions."""


# -- the decisions drawn by Hypothesis ------------------------------------------


class DrawnChoices:
    """Decisions drawn from Hypothesis, so that a failing game shrinks.

    In the auction a pass is taken with a bias drawn for the whole game (a
    player who always bids at random climbs to six and fails); every other
    choice is uniform among the legal actions.
    """

    def __init__(self, data: st.DataObject) -> None:
        self.data = data
        self.pass_percent: int = data.draw(st.sampled_from((0, 50, 75, 90)))
        self.probes = random.Random(data.draw(st.integers(0, 2**32 - 1)))

    def action(self, legal: set[hp.Action]) -> hp.Action:
        if (
            in_auction(legal)
            and self.data.draw(st.integers(min_value=0, max_value=99))
            < self.pass_percent
        ):
            return hp.Pass()
        choice: hp.Action = self.data.draw(st.sampled_from(sorted(legal, key=str)))
        return choice

    def probe(self) -> hp.Action:
        return self.probes.choice(ALL_ACTIONS)

    def deal(self, state: hp.GameState) -> hp.GameState:
        return deal_next(self.data.draw, state)


# -- what the games showed --------------------------------------------------------


def bidding_situations(state: hp.GameState) -> set[str]:
    """The notable things that happened in a game of Hasenpfeffer, read
    from its end."""
    rules_ = state.rules
    seen = {
        f"bidding {rules_.bidding.name}",
        f"all pass {rules_.all_pass.name}",
        f"failed contract {rules_.failed_contract.name}",
        f"opening lead {rules_.opening_lead.name}",
        f"defenders score tricks {rules_.defenders_score_tricks}",
        f"alone multiplier {rules_.alone_multiplier}",
    }
    calls = [action for _, action in state.history]
    if hp.BIG_PEPPER in calls:
        seen.add("big pepper bid")
    for number in range(4, len(calls) - 1):
        # Four passes, then a bid of three and trump named by the same seat:
        # the Joker's holder was made to bid (all_pass JOKER_BIDS).
        if (
            calls[number - 4 : number] == [hp.Pass()] * 4
            and calls[number] == hp.Bid(3)
            and isinstance(calls[number + 1], hp.NameTrump)
            and state.history[number][0] == state.history[number + 1][0]
        ):
            seen.add("the Joker's holder made to bid")
    for result in state.hand_results:
        if result.maker is None:
            seen.add("hand thrown in")
            continue
        makers = result.maker % 2
        assert result.contract is not None
        made = result.tricks_won[makers] >= result.contract.tricks
        seen.add(f"{'made' if made else 'failed'}, {len(result.lone_players)} alone")
        if rules_.widow is hp.Widow.UNUSED:
            seen.add("a hand played with the widow unused")
        if result.score_change[0] and result.score_change[1]:
            seen.add("both sides scored on a hand")
    if state.winner is not None:
        seen.add("game over")
        if min(state.scores) >= rules_.target_score:
            seen.add(f"both sides reached the target, {rules_.tie_break.name}")
            last_makers = state.hand_results[-1].maker
            if last_makers is not None and state.winner != last_makers % 2:
                seen.add("both sides reached the target, the defenders won")
    return seen


def upcard_situations(state: hp.GameState) -> set[str]:
    """The notable things that happened in a game with an upcard, read from
    its end."""
    spec = spec_of(state.rules)
    seen = {"game over"} if state.winner is not None else set()
    for result in state.hand_results:
        if result.maker is None:
            seen.add("hand thrown in")
            continue
        tricks = result.tricks_won[spec.side_of(result.maker)]
        outcome = (
            "march"
            if tricks == spec.hand_size
            else "made"
            if tricks >= 3
            else "euchred"
        )
        seen.add(f"{outcome}, {len(result.lone_players)} alone")
        if result.lone_players and tricks >= 3:
            seen.add("lone maker made it")
    reached = [score for score in state.scores if score >= state.rules.target_score]
    if len(reached) > 1:
        seen.add("two reached the target")
    for (_, action), (_, following) in itertools.pairwise(state.history):
        if isinstance(action, hp.NameTrump) and isinstance(following, hp.Discard):
            seen.add("ordered up")
        if isinstance(action, hp.NameTrump) and not isinstance(following, hp.Discard):
            seen.add("named in the second round")
        if isinstance(action, hp.CallForBest):
            seen.add("called for best")
    if any(deal.kitty[0] == hp.JOKER for deal in state.deals):
        seen.add("Joker turned up")
    return seen


def expected_situations(rules_: hp.Rules) -> tuple[set[str], set[str]]:
    """What the seeded games under ``rules_`` must have shown, and what
    they must not have."""
    spec = spec_of(rules_)
    shown = {
        "game over",
        "ordered up",
        "named in the second round",
        "made, 0 alone",
        "euchred, 0 alone",
    }
    never: set[str] = set()
    if rules_.target_score >= 3:
        shown.add("march, 0 alone")
    if not spec.partnerships and rules_.target_score <= 2:
        shown.add("two reached the target")
    if spec.joker:
        shown.add("Joker turned up")
    if rules_.all_pass is hp.AllPass.REDEAL:
        shown.add("hand thrown in")
        never.add("stick the dealer")
    else:
        shown.add("stick the dealer")
        never.add("hand thrown in")
    if rules_.call_for_best:
        shown.add("called for best")
    else:
        never.add("called for best")
    if rules_.lone_hands and not spec.maker_alone:
        # a lone march is rare in random play: the scripted hands of
        # tests/test_differential_hands.py play one
        shown.add("lone maker made it")
        if rules_.lone_defender:
            shown.add("euchred, 2 alone")
        if not (rules_.lone_defender and rules_.call_for_best):
            shown.add("euchred, 1 alone")
        if rules_.game is hp.Game.EUCHRE:
            shown.add("made, 1 alone")
    return shown, never


# -- Hasenpfeffer: drawn rules and every combination -----------------------------


def _play_drawn_game(
    data: st.DataObject, game_rules: st.SearchStrategy[hp.Rules]
) -> None:
    """A game under rules drawn from ``game_rules``, played side by side
    with drawn choices; the situations it reached are Hypothesis events."""
    state: hp.GameState = data.draw(new_games(game_rules))
    final, seen = play_side_by_side(state, DrawnChoices(data), MAX_HANDS)
    for situation in sorted(seen | bidding_situations(final)):
        event(situation)


@scaled(0.3)
@given(st.data())
def test_engine_agrees_with_the_reference(data: st.DataObject) -> None:
    """Random games under random rules: every option, every step."""
    _play_drawn_game(data, rules())


def _lone_rules() -> st.SearchStrategy[hp.Rules]:
    return st.builds(
        hp.Rules,
        bidding=st.sampled_from(hp.Bidding),
        opening_lead=st.sampled_from(hp.OpeningLead),
        defenders_score_tricks=st.booleans(),
        failed_contract=st.sampled_from(hp.FailedContract),
        tie_break=st.sampled_from(hp.TieBreak),
        target_score=st.integers(min_value=1, max_value=12),
        lone_hands=st.just(True),
        lone_defender=st.booleans(),
        alone_multiplier=st.integers(min_value=1, max_value=4),
        widow=st.sampled_from(hp.Widow),
    )


@scaled(0.15)
@given(st.data())
def test_engine_agrees_with_the_reference_on_lone_hands(data: st.DataObject) -> None:
    """Going alone offered on every hand, with any multiplier up to 4."""
    _play_drawn_game(data, _lone_rules())


def _every_combination() -> list[hp.Rules]:
    """Each combination of the options, with targets and multipliers drawn."""
    pick = random.Random(0)
    return [
        attrs.evolve(
            combination,
            target_score=pick.choice((1, 2, 3, 4, 6, 10)),
            alone_multiplier=pick.choice((1, 2, 3)),
        )
        for combination in every_rules()
    ]


def test_every_combination_of_options_agrees() -> None:
    """One seeded game under each of the 324 combinations of the options
    (288 with the widow taken, 36 with it unused: see ``every_rules``).

    Random choices may miss a combination; this sweep does not.  It also
    checks that the games reached each situation the comparison is for.
    """
    seen: set[str] = set()
    combinations = _every_combination()
    assert len(combinations) == 324
    for number, rules_ in enumerate(combinations):
        state = hp.new_game(rules_, seed=number, dealer=number % 4)
        choices = SeededChoices(number, (50, 75, 90)[number % 3], ALL_ACTIONS)
        final, stuck = play_side_by_side(state, choices, max_hands=2)
        seen |= stuck | bidding_situations(final)
    expected = {
        "big pepper bid",
        "hand thrown in",
        "stick the dealer",
        "the Joker's holder made to bid",
        "a hand played with the widow unused",
        "both sides scored on a hand",
        "game over",
        *(f"both sides reached the target, {tie.name}" for tie in hp.TieBreak),
        *(f"{how}, {alone} alone" for how in ("made", "failed") for alone in range(3)),
    }
    assert expected <= seen, sorted(expected - seen)


# -- the games with an upcard: each option set -----------------------------------


@pytest.mark.parametrize(
    ("game", "name"),
    [
        pytest.param(game, name, id=f"{game.value}-{name}")
        for game in GAMES
        if game in OPTION_SETS
        for name in OPTION_SETS[game]
    ],
)
def test_random_games_agree(game: hp.Game, name: str) -> None:
    """Whole games under each option set, every step compared: 12 of
    Euchre, 8 of Railroad Euchre, 32 of Three-Handed Euchre."""
    rules_ = OPTION_SETS[game][name]
    games, first_seed = SEEDED_GAMES[game]
    players = spec_of(rules_).players
    seen: set[str] = set()
    for number in range(games):
        state = hp.new_game(rules_, seed=number, dealer=number % players)
        choices = SeededGame(first_seed + number, game)
        final, stuck = play_side_by_side(state, choices, MAX_HANDS_WITH_AN_UPCARD)
        seen |= stuck | upcard_situations(final)
    shown, never = expected_situations(rules_)
    assert shown <= seen, sorted(shown - seen)
    assert not never & seen, sorted(never & seen)


def test_every_game_with_an_upcard_is_played_side_by_side() -> None:
    upcard_games = {game for game in GAMES if spec_of(game).upcard}
    assert set(OPTION_SETS) == set(SEEDED_GAMES) == upcard_games


# -- Bid Euchre: every combination of its options ---------------------------------
# docs/bid_euchre.rst, the game's rules page

BID_EUCHRE_PROBES: tuple[hp.Action, ...] = (
    hp.Pass(),
    hp.MOON,
    *(hp.Bid(tricks) for tricks in range(1, 7)),
    hp.NoTrump(),
    hp.CallForBest(),
    hp.GoAlone(),
    *(hp.NameTrump(suit) for suit in hp.Suit),
    *(hp.Discard(card) for card in every_card()),
    *(hp.Give(card) for card in every_card()),
    *(hp.Play(card) for card in every_card()),
)
"""The actions tried before every decision of a game of Bid Euchre, legal
or not: every call, the choices of trump and of the moon, and each card
of the 25 played, given and discarded."""

BID_EUCHRE_MAX_HANDS = 8
"""Hands per game of Bid Euchre at most: a game to 32 is longer."""


def _bid_euchre_combinations() -> list[hp.Rules]:
    """Each combination of ``min_bid`` (1 to 6), ``all_pass``,
    ``call_for_best``, ``opening_lead`` and ``tie_break``: 96 option sets,
    with ``target_score`` and ``moon_points`` going round small and
    default values so that games end, some with both sides at the target."""
    combinations = itertools.product(
        range(1, 7),
        (hp.AllPass.STICK_THE_DEALER, hp.AllPass.REDEAL),
        (False, True),
        tuple(hp.OpeningLead),
        tuple(hp.TieBreak),
    )
    return [
        hp.Rules(
            game=hp.Game.BID_EUCHRE,
            min_bid=min_bid,
            all_pass=all_pass,
            call_for_best=call_for_best,
            opening_lead=opening_lead,
            tie_break=tie_break,
            target_score=(3, 12, 32, 6)[number % 4],
            moon_points=(12, 1, 5)[number % 3],
        )
        for number, (min_bid, all_pass, call_for_best, opening_lead, tie_break) in (
            enumerate(combinations)
        )
    ]


class BidEuchreChoices(SeededChoices):
    """Seeded decisions for a game of Bid Euchre.

    In the auction a pass is taken with a chance drawn for the whole game,
    and a bid is most often the lowest one open (random bids climb to six
    and the moon, and fail, so that no side ever nears the target); every
    other choice is uniform.  Each deal is shuffled from the game's seed,
    from a seed of its own, or given explicitly.
    """

    def __init__(self, seed: int) -> None:
        super().__init__(seed, 0, BID_EUCHRE_PROBES)
        self.pass_percent = self.random.choice((30, 60, 85))

    def action(self, legal: set[hp.Action]) -> hp.Action:
        if in_auction(legal) and self.random.randrange(100) < self.pass_percent:
            return hp.Pass()
        bids = sorted(action for action in legal if isinstance(action, hp.Bid))
        if bids and self.random.randrange(100) < 70:
            return bids[0]
        return self.random.choice(sorted(legal, key=str))

    def deal(self, state: hp.GameState) -> hp.GameState:
        how = self.random.choice(("game", "seed", "explicit"))
        if how == "game":
            return state.deal()
        if how == "seed":
            return state.deal(seed=self.random.randrange(2**32))
        return super().deal(state)


def bid_euchre_situations(state: hp.GameState) -> set[str]:
    """The notable things that happened in a game of Bid Euchre, read from
    its end."""
    rules_ = state.rules
    seen = {"game over"} if state.winner is not None else set()
    for result in state.hand_results:
        if result.maker is None:
            seen.add("hand thrown in")
            continue
        assert result.contract is not None
        makers = result.maker % 2
        tricks = result.tricks_won[makers]
        moon = result.contract == hp.MOON
        made = tricks >= result.contract.tricks
        seen.add(f"{'moon' if moon else 'bid'} {'made' if made else 'set'}")
        if result.trump is None:
            seen.add("no trump")
        if not moon:
            seen.add(f"bid {result.contract.tricks}")
    for number, (_, action) in enumerate(state.history):
        if isinstance(action, hp.CallForBest):
            seen.add("called for best")
        if (
            rules_.call_for_best
            and action == hp.Pass()
            and number
            and isinstance(state.history[number - 1][1], (hp.NameTrump, hp.NoTrump))
        ):
            seen.add("declined to call for best")
        if action == hp.Bid(6) and number + 1 < len(state.history):
            following = state.history[number + 1][1]
            if following == hp.MOON:
                seen.add("the moon over a bid of six")
    return seen


def test_bid_euchre_every_combination_agrees() -> None:
    """One seeded game of at most eight hands under each of the 96
    combinations of Bid Euchre's options (482 hands), every step compared;
    the games must show each situation the comparison is for.  Both sides
    reaching the target on one hand is rare in random play: the scripted
    hands of ``tests/test_differential_hands.py`` play it, and
    :func:`test_bid_euchre_game_winners_agree` compares the rule over
    every spread of scores."""
    seen: set[str] = set()
    hands = 0
    for number, rules_ in enumerate(_bid_euchre_combinations()):
        state = hp.new_game(rules_, seed=number, dealer=number % 4)
        choices = BidEuchreChoices(4000 + number)
        final, stuck = play_side_by_side(state, choices, BID_EUCHRE_MAX_HANDS)
        hands += final.hand_number
        seen |= stuck | bid_euchre_situations(final)
        if rules_.all_pass is hp.AllPass.STICK_THE_DEALER:
            assert all(result.maker is not None for result in final.hand_results)
    print(hands)
    assert hands >= 400, hands
    expected = {
        "game over",
        "hand thrown in",
        "stick the dealer",
        "bid made",
        "bid set",
        "moon made",
        "moon set",
        "no trump",
        "called for best",
        "declined to call for best",
        "the moon over a bid of six",
        *(f"bid {tricks}" for tricks in range(1, 7)),
    }
    assert expected <= seen, sorted(expected - seen)


class DrawnBidEuchreChoices(DrawnChoices):
    """Decisions drawn from Hypothesis for a game of Bid Euchre: each deal
    from the game's seed, a drawn seed, or a drawn order of the 24 cards;
    the probes are :data:`BID_EUCHRE_PROBES`."""

    def probe(self) -> hp.Action:
        return self.probes.choice(BID_EUCHRE_PROBES)

    def deal(self, state: hp.GameState) -> hp.GameState:
        how = self.data.draw(st.sampled_from(("game", "seed", "explicit")))
        if how == "game":
            return state.deal()
        if how == "seed":
            return state.deal(seed=self.data.draw(st.integers(0, 2**32 - 1)))
        order = self.data.draw(st.permutations(spec_of(state.rules).cards))
        return state.deal(hands=[order[6 * seat : 6 * seat + 6] for seat in range(4)])


def _bid_euchre_rules() -> st.SearchStrategy[hp.Rules]:
    return st.builds(
        hp.Rules,
        game=st.just(hp.Game.BID_EUCHRE),
        min_bid=st.integers(min_value=1, max_value=6),
        moon_points=st.sampled_from((1, 3, 12, 1000)),
        all_pass=st.sampled_from((hp.AllPass.STICK_THE_DEALER, hp.AllPass.REDEAL)),
        call_for_best=st.booleans(),
        opening_lead=st.sampled_from(hp.OpeningLead),
        tie_break=st.sampled_from(hp.TieBreak),
        target_score=st.one_of(st.just(32), st.integers(min_value=1, max_value=8)),
    )


@scaled(0.2)
@given(st.data())
def test_bid_euchre_drawn_games_agree(data: st.DataObject) -> None:
    """Games of Bid Euchre under drawn rules and drawn choices, every step
    compared, so that a disagreement shrinks to a small game."""
    state: hp.GameState = data.draw(new_games(_bid_euchre_rules()))
    final, seen = play_side_by_side(state, DrawnBidEuchreChoices(data), MAX_HANDS)
    for situation in sorted(seen | bid_euchre_situations(final)):
        event(situation)


@pytest.mark.parametrize("tie_break", list(hp.TieBreak))
def test_bid_euchre_game_winners_agree(tie_break: hp.TieBreak) -> None:
    """Every pair of scores round the target of 32, either side the
    makers: the engine's ``game_winner`` is the reference's."""
    rules_ = hp.Rules(game=hp.Game.BID_EUCHRE, tie_break=tie_break)
    for scores in itertools.product(range(26, 40), repeat=2):
        for makers in (0, 1):
            expected = game_winner(rules_, scores, makers)
            assert hp.game_winner(rules_, scores, makers_team=makers) == expected


@pytest.mark.parametrize("moon_points", [1, 12, 1000])
@pytest.mark.parametrize("min_bid", [1, 3, 6])
def test_bid_euchre_hand_scores_agree(min_bid: int, moon_points: int) -> None:
    """Every contract and every number of tricks: the engine's
    ``hand_score`` is the reference's."""
    rules_ = hp.Rules(game=hp.Game.BID_EUCHRE, min_bid=min_bid, moon_points=moon_points)
    for contract in bids_low_to_high(rules_):
        alone = contract == hp.MOON
        for tricks in range(7):
            assert hp.hand_score(
                rules_, contract, tricks, maker_alone=alone
            ) == bid_euchre_score_change(rules_, contract, tricks), (contract, tricks)


# -- Three-Handed Euchre's scoring functions, case by case -------------------------
# docs/three_handed.rst, "Scoring" and "The end of the game"


@pytest.mark.parametrize("march_points", [1, 3, 4, 1000])
def test_three_handed_hand_scores_agree(march_points: int) -> None:
    rules_ = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE, march_points=march_points)
    for tricks in range(6):
        assert hp.hand_score(rules_, None, tricks) == three_handed_score_change(
            rules_, tricks
        ), tricks


@pytest.mark.parametrize("tie_break", list(hp.TieBreak))
def test_three_handed_game_winners_agree(tie_break: hp.TieBreak) -> None:
    """Every spread of scores round the target of 10, every maker and
    every dealer, including those no game can reach (the maker with others
    at once, all three at once): the rule decides them all."""
    rules_ = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE, tie_break=tie_break)
    for scores in itertools.product(range(7, 14), repeat=3):
        for maker, dealer in itertools.product(range(3), repeat=2):
            expected = three_handed_winner(rules_, scores, maker, dealer)
            engine = hp.game_winner(rules_, scores, makers_team=maker, dealer=dealer)
            assert engine == expected, (scores, maker, dealer)

"""SearchBot's decisions before the play: the auction, trump, the discard,
going alone and defending alone, calling for best and the card to give,
all by search (issue 22).

Its choices must be legal under every option set of every game; the
deals it draws before the play must be positions its seat cannot tell
from the real one; where the rules leave one sensible answer, it must
find it; and it must be reproducible by its seed and keep to its budget.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from typing import Any

import attrs
import pytest

import hasenpfeffer as hp
from hasenpfeffer.bots import HeuristicBot, RandomBot, SearchBot, _search_auction
from hasenpfeffer.bots._hand_estimate import (
    best_of_seven,
    best_of_seven_worths,
    widow_outlook,
)
from hasenpfeffer.bots._search_auction import (
    CLEAR_MARGIN,
    action_worths,
    candidate_actions,
    clearly_ahead,
    deals_before_play,
    sample_position,
    search_before_play,
)
from hasenpfeffer.bots._sides import worth_steps
from hasenpfeffer.games import SPECS
from tests.helpers import VIEW_OF_THE_HAND

# -- every option set -------------------------------------------------------------

_CHOICES: dict[str, tuple[Any, ...]] = {
    "bidding": tuple(hp.Bidding),
    "all_pass": tuple(hp.AllPass),
    "lone_hands": (False, True),
    "lone_defender": (False, True),
    "call_for_best": (False, True),
}
"""The options that change which decisions arise and which actions are
legal before the play (the others change only the scoring)."""


def option_sets() -> dict[str, hp.Rules]:
    """Every valid combination of :data:`_CHOICES` in every game, by name;
    the combinations a game refuses (an option of another game, defending
    alone without lone hands) are left out."""
    found = {}
    for game in hp.Game:
        for values in itertools.product(*_CHOICES.values()):
            options: dict[str, Any] = dict(zip(_CHOICES, values, strict=True))
            try:
                rules = hp.Rules(game=game, **options)
            except hp.InvalidValueError:
                continue
            name = ", ".join(
                [game.value]
                + [f"{key}={value}" for key, value in options.items() if value]
            )
            found[name] = rules
    return found


OPTION_SETS = option_sets()


def test_the_option_sets_are_every_valid_combination() -> None:
    games = Counter(rules.game for rules in OPTION_SETS.values())
    # Hasenpfeffer: 2 biddings x 3 all_pass x 3 ways of going alone;
    # Euchre: 2 x 3; Three-Handed Euchre: 2; Railroad Euchre: 2 x 5 (call
    # for best needs lone hands); Bid Euchre: 2 all_pass x call for best
    # or not.
    assert games == {
        hp.Game.HASENPFEFFER: 18,
        hp.Game.EUCHRE: 6,
        hp.Game.THREE_HANDED_EUCHRE: 2,
        hp.Game.RAILROAD_EUCHRE: 10,
        hp.Game.BID_EUCHRE: 4,
    }
    with pytest.raises(hp.InvalidValueError):
        hp.Rules(lone_defender=True)


HANDS = 3
"""The hands played under each option set."""


@pytest.mark.parametrize("name", sorted(OPTION_SETS))
def test_search_bot_never_returns_an_illegal_action(name: str) -> None:
    """Four SearchBots (two deals for a card, one before the play) decide
    every action before the play of three hands; a third of those decisions
    are then replaced by a random legal action, to reach the positions
    the bots would not (a stuck dealer, a lone defender, a call for best).
    The play's own search has its tests elsewhere: here the bots play the
    first trick and HeuristicBot the rest."""
    rules = attrs.evolve(OPTION_SETS[name], target_score=30)
    players = 3 if rules.game is hp.Game.THREE_HANDED_EUCHRE else 4
    bots = [SearchBot(samples=2, seed=f"{name}/{seat}") for seat in range(players)]
    heuristic = HeuristicBot()
    chooser = random.Random(name)
    state = hp.new_game(rules, seed=len(name))
    while state.hand_number < HANDS or state.phase is not hp.Phase.DEAL:
        if state.phase is hp.Phase.DEAL:
            state = state.deal()
            continue
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        if state.phase is hp.Phase.PLAY and state.completed_tricks:
            choice = heuristic.choose(state)
        else:
            choice = bots[seat].choose(state.view(seat))
            assert choice in legal, (name, choice, state.hand_history)
            if state.phase is not hp.Phase.PLAY and chooser.random() < 1 / 3:
                choice = chooser.choice(legal)
        state = state.apply(choice)


# -- the deals drawn before the play -------------------------------------------

_SAME = (
    *VIEW_OF_THE_HAND,
    "auction",
    "upcard",
    "calls",
    "called_for_best",
    "best_card",
    "best_discard",
)
"""What a seat sees of the hand before the play."""


@pytest.mark.parametrize("name", sorted(OPTION_SETS))
def test_a_position_drawn_before_the_play_looks_the_same_to_the_seat(
    name: str,
) -> None:
    """Random players, who reach every kind of decision, play three hands;
    at each decision before the play the position drawn (dealt from every
    card once, or the state would refuse it) shows the seat what the real
    one shows."""
    rules = OPTION_SETS[name]
    chooser = random.Random(name)
    players = 3 if rules.game is hp.Game.THREE_HANDED_EUCHRE else 4
    bots = [RandomBot(seed=f"{name}/{seat}") for seat in range(players)]
    for seed in range(3):
        state = hp.new_game(rules, seed=seed).deal()
        while state.phase is not hp.Phase.DEAL and state.phase is not hp.Phase.PLAY:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            guess = sample_position(view, chooser)
            seen = guess.view(seat)
            for field in _SAME:
                assert getattr(seen, field) == getattr(view, field), field
            assert seen.legal_actions() == view.legal_actions()
            state = state.apply(bots[seat].choose(view))


def test_a_defender_deciding_to_defend_alone_does_not_see_the_discard() -> None:
    # docs/rules.rst, "Going alone": seat 1 makes and goes alone; seat 2
    # decides, and the maker's discard is one of the cards it cannot see.
    rules = hp.Rules(lone_hands=True, lone_defender=True)
    state = hp.new_game(rules, seed=1, dealer=0).deal().bid(4)
    state = state.pass_().pass_().pass_().name_trump("S").discard("9H").go_alone()
    discards = {
        sample_position(state.view(2), random.Random(seed)).discarded
        for seed in range(30)
    }
    assert len(discards) > 1
    assert hp.Card.parse("9H") not in state.view(2).hand


def test_a_position_can_be_drawn_only_before_the_play() -> None:
    state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("S")
    state = state.discard("KC")
    with pytest.raises(hp.InvalidValueError, match="before the play"):
        sample_position(state.view(1), random.Random(1))
    with pytest.raises(hp.InvalidValueError, match="before the play"):
        sample_position(hp.new_game(seed=1).deal().view(3), random.Random(1))


# -- which actions are tried ---------------------------------------------------


def test_only_the_lowest_card_of_each_suit_is_tried_as_a_discard() -> None:
    state = dealt_hasenpfeffer(hands=WITH_9C, widow="9C").bid(6).name_trump("H")
    # seat 1: Joker JH JD AH KH AS and the 9C; clubs, spades and hearts
    assert [str(action) for action in candidate_actions(state.view(1), hp.Pass())] == [
        "discard 9C",
        "discard KH",
        "discard AS",
    ]
    # the heuristic's choice is always tried
    tried = candidate_actions(state.view(1), hp.Discard(hp.Card.parse("JD")))
    assert hp.Discard(hp.Card.parse("JD")) in tried and len(tried) == 4


def test_only_the_highest_card_of_each_suit_is_tried_as_the_card_given() -> None:
    # docs/railroad.rst: seat 0 orders up the JS, the dealer (seat 3)
    # takes it, and seat 0 calls for best; seat 2 gives a card and sits
    # the hand out, so only the card its partner gets matters.
    railroad = hp.Rules(game=hp.Game.RAILROAD_EUCHRE)
    state = hp.new_game(railroad, seed=1, dealer=3).deal(
        hands=[
            ["JD", "AD", "KD", "9C", "TC"],
            ["QH", "KH", "AH", "9S", "TS"],
            ["9D", "TD", "QD", "AC", "KC"],
            ["JH", "QS", "KS", "AS", "JC"],
        ],
        kitty=["JS", "QC", "9H", "TH", "Joker"],
    )
    state = state.name_trump("S").discard("JC").apply("call for best")
    assert state.to_act == 2
    tried = candidate_actions(state.view(2), hp.Pass())
    assert {str(action) for action in tried} == {"give QD", "give AC"}


# -- decisions the rules settle -------------------------------------------------

STRONG = [
    "9C TC JC QC KC AC",
    "Joker JH JD AH KH AS",
    "9D TD QD KD AD 9H",
    "TH QH 9S TS QS KS",
]
"""Seat 1 holds the Joker, both red jacks, the ace and king of hearts and
the ace of spades: with hearts trump, the five highest trumps."""
WITH_9C = ["JS TC JC QC KC AC", *STRONG[1:]]
"""The same, with the 9C left for the widow."""


def dealt_hasenpfeffer(
    rules: hp.Rules | None = None, hands: list[str] = STRONG, widow: str = "JS"
) -> hp.GameState:
    """A hand dealt by seat 0, seat 1 to speak first."""
    return hp.new_game(rules, seed=1, dealer=0).deal(
        hands=[hand.split() for hand in hands], widow=widow
    )


@pytest.mark.parametrize("seed", range(2))
def test_the_strongest_hand_bids_big_pepper(seed: int) -> None:
    # docs/rules.rst, "The auction" and "Scoring": big pepper doubles the
    # makers' points, and this hand takes all six tricks whoever leads.
    state = dealt_hasenpfeffer(hp.Rules(bidding=hp.Bidding.PEPPER))
    assert SearchBot(samples=8, seed=seed).choose(state) == hp.BIG_PEPPER


@pytest.mark.parametrize("seed", range(2))
def test_the_strongest_hand_bids_wins_the_auction_and_names_its_suit(
    seed: int,
) -> None:
    # docs/rules.rst, "Scoring": the makers score every trick they take
    # whatever they bid, so any bid that wins the auction does; with the
    # other seats bidding as HeuristicBot, seat 1 ends up the maker.
    bot = SearchBot(samples=8, seed=seed)
    heuristic = HeuristicBot()
    state = dealt_hasenpfeffer()
    while state.phase is hp.Phase.BIDDING:
        player = bot if state.to_act == 1 else heuristic
        state = state.apply(player.choose(state))
    assert state.maker == 1
    assert bot.choose(state) == hp.NameTrump(hp.Suit.HEARTS)


@pytest.mark.parametrize("seed", range(2))
def test_the_maker_discards_a_losing_plain_card_not_a_trump(seed: int) -> None:
    # docs/rules.rst, "Widow, trump and discard": seat 1 holds the Joker,
    # JH, JD, AH, KH, AS and the 9C with hearts trump; without the 9C the
    # hand takes every trick, so the 9C goes.
    state = dealt_hasenpfeffer(hands=WITH_9C, widow="9C").bid(6).name_trump("H")
    bot = SearchBot(samples=8, seed=seed)
    assert bot.choose(state) == hp.Discard(hp.Card.parse("9C"))
    assert bot.last_samples == deals_before_play(8)


@pytest.mark.parametrize("seed", range(2))
def test_a_maker_who_takes_every_trick_goes_alone(seed: int) -> None:
    # docs/rules.rst, "Going alone" and "Scoring": the six highest trumps
    # take all six tricks alone, which scores double.
    top = [
        "9C TC JC QC KC AC",
        "Joker JH JD AH KH QH",
        "9D TD QD KD AD 9H",
        "TH AS 9S TS QS KS",
    ]
    rules = hp.Rules(lone_hands=True)
    state = dealt_hasenpfeffer(rules, top).bid(3).pass_().pass_().pass_()
    state = state.name_trump("H").discard("JS")
    assert state.phase is hp.Phase.ALONE
    assert SearchBot(samples=8, seed=seed).choose(state) == hp.GoAlone()


@pytest.mark.parametrize("seed", range(2))
def test_a_hopeless_dealer_passes_when_the_defenders_score_their_tricks(
    seed: int,
) -> None:
    # docs/rules.rst, "When everybody passes" and "Scoring": passing
    # throws the hand in for nothing, while a bid makes the dealer's side
    # makers with no trump worth the name, and the defenders score every
    # trick the makers do not take.
    hopeless = [
        "9C TC 9D TD 9S TS",
        "JC QC KC AC KD JS",
        "Joker JH JD AH KH AS",
        "QD AD 9H TH QH QS",
    ]
    rules = hp.Rules(defenders_score_tricks=True)
    state = dealt_hasenpfeffer(rules, hopeless, widow="KS")
    state = state.pass_().pass_().pass_()
    assert state.to_act == 0
    assert SearchBot(samples=8, seed=seed).choose(state) == hp.Pass()


@pytest.mark.parametrize("seed", range(2))
def test_a_hopeless_hand_does_not_order_up_in_euchre(seed: int) -> None:
    # docs/euchre.rst, "The auction: ordering up and naming trump" and
    # "Scoring": ordering up a suit the hand holds none of, with no ace
    # beside, gets the makers euchred.
    rules = hp.Rules(game=hp.Game.EUCHRE)
    state = hp.new_game(rules, seed=1, dealer=0).deal(
        hands=[
            ["KH", "KC", "AC", "TS", "JS"],
            ["9C", "TC", "9D", "TD", "QH"],
            ["JH", "JD", "AH", "9H", "AS"],
            ["KD", "QD", "AD", "QS", "KS"],
        ],
        kitty=["9S", "QC", "JC", "TH"],
    )
    # seat 1 holds no spade and no ace; the 9S is turned up
    assert SearchBot(samples=8, seed=seed).choose(state) == hp.Pass()


# -- reproducible, within a budget ------------------------------------------------


def test_the_same_seed_makes_the_same_decisions() -> None:
    def decisions(seed: int) -> list[hp.Action]:
        """One bot's choices for every seat up to the play of a hand."""
        bot = SearchBot(samples=4, seed=seed)
        state = hp.new_game(hp.Rules(lone_hands=True), seed=5).deal()
        chosen = []
        while state.phase is not hp.Phase.PLAY and state.phase is not hp.Phase.DEAL:
            chosen.append(bot.choose(state))
            state = state.apply(chosen[-1])
        return chosen

    assert len(decisions(3)) > 3
    assert decisions(3) == decisions(3)


def test_a_tiny_budget_still_draws_one_deal() -> None:
    bot = SearchBot(samples=50, seed=1, time_per_decision=1e-9)
    state = dealt_hasenpfeffer(hands=WITH_9C, widow="9C").bid(6).name_trump("H")
    assert state.is_legal(bot.choose(state))
    assert bot.last_samples == 1
    state = state.discard("9C").play("AS")
    assert len(state.legal_actions()) > 1
    assert state.is_legal(bot.choose(state))
    assert bot.last_samples == 1


def test_a_single_legal_action_is_taken_without_search() -> None:
    bot = SearchBot(samples=4, seed=1)
    heuristic = HeuristicBot()
    state = hp.new_game(seed=2).deal()
    while len(state.legal_actions()) != 1:
        state = state.apply(heuristic.choose(state))
    bot.last_samples = -1
    assert bot.choose(state) == state.legal_actions()[0]
    assert bot.last_samples == 0


def test_the_auction_can_be_left_to_the_heuristic() -> None:
    bot = SearchBot(samples=4, seed=1, search_auction=False)
    heuristic = HeuristicBot()
    state = dealt_hasenpfeffer(hp.Rules(bidding=hp.Bidding.PEPPER))
    while state.phase is not hp.Phase.PLAY:
        assert bot.choose(state) == heuristic.choose(state)
        assert bot.last_samples == 0
        state = state.apply(heuristic.choose(state))


@pytest.mark.parametrize("budget", [0, -1.0, True, "1", float("nan")])
def test_a_budget_must_be_a_positive_number_of_seconds(budget: object) -> None:
    with pytest.raises(hp.InvalidValueError, match="time_per_decision"):
        SearchBot(time_per_decision=budget)  # type: ignore[arg-type]


def test_fewer_deals_are_drawn_before_the_play() -> None:
    drawn = [deals_before_play(samples) for samples in (1, 2, 3, 5, 20)]
    assert drawn == [1, 1, 1, 2, 10]


# -- the heuristic's choice stands unless another is clearly better ---------------


@pytest.mark.parametrize(
    ("gains", "ahead"),
    [
        ([1.0, 1.0, 1.0], True),  # no spread at all: ahead
        ([0.0, 0.0, 0.0], False),  # no gain
        ([-1.0, -1.0], False),
        # Mean 0.5, standard deviation sqrt(3), standard error sqrt(3)/2:
        # 0.5 is well within two standard errors of zero.
        ([2.0, -1.0, 2.0, -1.0], False),
        # Mean 3, standard deviation 1, standard error 1/3.
        ([2.0, 4.0, 2.0, 4.0, 3.0, 3.0, 2.0, 4.0, 3.0, 3.0], True),
        ([5.0], False),  # one deal shows nothing
    ],
)
def test_an_action_is_clearly_ahead_by_two_standard_errors(
    gains: list[float], ahead: bool
) -> None:
    assert CLEAR_MARGIN == 2.0
    assert clearly_ahead(gains) is ahead


@pytest.mark.parametrize(
    ("other_worths", "chosen_is_other"),
    [
        ([12.0, -10.0] * 5, False),  # better by 1 on average, but by luck
        ([1.0, 2.0] * 5, True),  # better on every deal
    ],
)
def test_the_search_leaves_the_heuristic_only_for_a_clear_gain(
    other_worths: list[float], chosen_is_other: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The heuristic's choice is worth 0 on each deal; the other candidate
    what ``other_worths`` says, deal after deal."""
    state = dealt_hasenpfeffer(hands=WITH_9C, widow="9C").bid(6).name_trump("H")
    view = state.view(1)
    heuristic = HeuristicBot()
    preferred = heuristic.choose(view)
    other = next(
        action for action in candidate_actions(view, preferred) if action != preferred
    )
    worths = iter(other_worths)

    def fake_worths(
        _state: hp.GameState, candidates: Any, _seat: int, _bot: HeuristicBot
    ) -> dict[hp.Action, float]:
        worth = next(worths)
        return {action: worth if action == other else 0.0 for action in candidates}

    monkeypatch.setattr(_search_auction, "action_worths", fake_worths)
    action, deals = search_before_play(view, random.Random(1), 10, None, heuristic)
    assert deals == 10
    assert action == (other if chosen_is_other else preferred)


# -- solving only as far as the score needs ------------------------------------------


BID_LOST = hp.Rules(failed_contract=hp.FailedContract.BID, lone_hands=True)
ALL = [1, 2, 3, 4, 5, 6]


@pytest.mark.parametrize(
    ("rules", "contract", "lone_players", "steps"),
    [
        # Made, the makers score their tricks; set, they lose as many.
        (hp.Rules(), hp.Bid(4), (), ALL),
        (hp.Rules(), hp.Bid(6), (1,), ALL),
        # Set, they lose the bid, whatever they took.
        (BID_LOST, hp.Bid(4), (), [4, 5, 6]),
        (BID_LOST, hp.Bid(6), (1, 2), [6]),
        # The defenders' tricks count too.
        (attrs.evolve(BID_LOST, defenders_score_tricks=True), hp.Bid(5), (), ALL),
        # Euchre: 1 for three or four, 2 (4 alone) for the march, else euchred.
        (hp.Rules(game=hp.Game.EUCHRE), None, (), [3, 5]),
        (hp.Rules(game=hp.Game.EUCHRE), None, (1,), [3, 5]),
        (hp.Rules(game=hp.Game.RAILROAD_EUCHRE), None, (1, 2), [3, 5]),
    ],
)
def test_the_worth_steps_where_the_score_does(
    rules: hp.Rules,
    contract: hp.Bid | None,
    lone_players: tuple[int, ...],
    steps: list[int],
) -> None:
    for seat in range(4):
        assert list(worth_steps(rules, contract, 1, lone_players, seat)) == steps


LONE_HANDS = [game for game in hp.Game if not SPECS[game].moon]
"""The games that take the option of going alone (Bid Euchre's maker goes
alone only on the moon)."""


@pytest.mark.parametrize(
    "rules",
    [BID_LOST]
    + [hp.Rules(game=game, lone_hands=True) for game in hp.Game if game in LONE_HANDS]
    + [hp.Rules(game=hp.Game.BID_EUCHRE, call_for_best=True)],
    ids=["bid lost", *(game.value for game in LONE_HANDS), "bid_euchre"],
)
def test_solving_only_the_counts_that_score_changes_no_decision(
    rules: hp.Rules, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The search weighs each action by the same worths whether the solver
    finds the makers' exact tricks or only the counts where the score
    steps."""
    heuristic = HeuristicBot()
    views = []
    for seed in range(4):
        state = hp.new_game(rules, seed=seed).deal()
        while state.phase is not hp.Phase.PLAY:
            assert state.to_act is not None
            view = state.view(state.to_act)
            if len(view.legal_actions()) > 1:
                views.append(view)
            state = state.apply(heuristic.choose(view))
    assert len(views) >= 6

    def weigh(view: hp.PlayerView) -> dict[hp.Action, float]:
        state = sample_position(view, random.Random(0))
        return action_worths(state, view.legal_actions(), view.seat, heuristic)

    counted = [weigh(view) for view in views]
    exact = hp.analysis.makers_tricks
    monkeypatch.setattr(
        _search_auction, "makers_tricks", lambda state, targets: exact(state)
    )
    assert [weigh(view) for view in views] == counted


# -- the heuristic's faster estimate ------------------------------------------------


def test_the_widow_outlook_is_the_best_of_seven_for_every_widow() -> None:
    rng = random.Random(22)
    for _ in range(100):
        hand = tuple(sorted(rng.sample(range(25), 6)))
        lead = rng.randrange(4)
        expected = tuple(
            max(best_of_seven((*hand, widow), trump, lead)[0] for trump in hp.Suit)
            for widow in range(25)
            if widow not in hand
        )
        assert widow_outlook(hand, lead) == expected


def test_the_worths_of_seven_cards_are_the_best_of_seven_under_each_trump() -> None:
    rng = random.Random(23)
    for _ in range(200):
        seven = tuple(rng.sample(range(25), 7))
        lead = rng.randrange(4)
        expected = tuple(best_of_seven(seven, trump, lead)[0] for trump in hp.Suit)
        assert best_of_seven_worths(seven, lead) == expected

"""SearchBot's deal sampler in every game.

A seat cannot place the other hands, nor what lies aside unseen: in
Hasenpfeffer the maker's discard (for anyone but the maker); in the games
with an upcard the cards under the upcard, the dealer's discard after an
order-up (for anyone but the dealer), and in Railroad Euchre the discard
of each seat that called for best (for anyone but that seat).  The upcard
is seen by all: turned down, it stays in the kitty; ordered up, the dealer
took it, and unless it was played it is in the dealer's hand, or in the
hand of the dealer's partner if the dealer gave it to them, or among the
discards if the dealer called for best and threw it.  The card given for
a call for best is known to the giver and the caller; the caller's discard
to the caller.  A sampled deal (:func:`check_deal`) must agree with all of
that and with the suits each seat has shown out of, hold each of the
game's cards once, and replay to a state that the seat sees exactly as it
sees the real one.

Railroad Euchre's hand-made positions of a call for best are in
``tests/test_search_railroad.py``; the bot itself in
``tests/test_search_bot.py``.
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator

import attrs
import pytest
from hypothesis import given, note
from hypothesis import strategies as st

import hasenpfeffer as hp
from hasenpfeffer.bots._sampling import SampledDeal, sample_deal, sample_hands
from hasenpfeffer.bots._search import replay_deal, sample_state
from hasenpfeffer.games import spec_of
from hasenpfeffer.integrations._seat_knowledge import shown_void
from hasenpfeffer.integrations.sampling import consistent_history
from tests import euchre_games, railroad_games, three_handed_games
from tests.helpers import (
    VIEW_OF_THE_HAND,
    cards,
    plays_so_far,
    same_position,
    shown_voids,
)
from tests.strategies import describe, new_games, rules, scaled

# -- what a sampled deal must agree with ---------------------------------------


@attrs.frozen
class Exchange:
    """A call for best in the real hand: who called, what was given and
    what the caller discarded for it."""

    caller: int
    given: hp.Card
    discard: hp.Card


def exchanges(state: hp.GameState) -> list[Exchange]:
    """The calls for best of the hand, in order, read from its history."""
    found = []
    history = state.hand_history
    for index, (seat, action) in enumerate(history):
        if isinstance(action, hp.CallForBest):
            give, discard = history[index + 1][1], history[index + 2][1]
            assert isinstance(give, hp.Give) and isinstance(discard, hp.Discard)
            found.append(Exchange(seat, give.card, discard.card))
    return found


def check_deal(state: hp.GameState, seat: int, deal: SampledDeal) -> None:
    """``deal`` agrees with everything ``seat`` sees of ``state``."""
    spec = spec_of(state.rules)
    assert state.trump is not None
    played_cards = [card for _, card in plays_so_far(state)]
    calls = exchanges(state)
    assert len(deal.hands) == spec.players
    assert deal.hands[seat] == state.hands[seat]
    assert [len(hand) for hand in deal.hands] == [len(hand) for hand in state.hands]
    for hand in deal.hands:
        assert list(hand) == sorted(hand)
    assert len(deal.best_discards) == len(calls)
    # every card of the game in exactly one place
    everything = [card for hand in deal.hands for card in hand]
    everything += [*deal.kitty, *played_cards, *deal.best_discards]
    if not spec.upcard and state.rules.widow is hp.Widow.UNUSED:
        # the widow lies unseen by all, and the maker does not discard
        assert deal.kitty == () and deal.discarded is None
        assert deal.widow is not None
        everything.append(deal.widow)
    elif not spec.upcard:
        # the maker who takes the widow discards, and nothing is left aside
        assert deal.kitty == () and deal.discarded is not None
        assert deal.widow is None
        everything.append(deal.discarded)
        if seat == state.maker:
            assert deal.discarded == state.discarded
    else:
        _check_upcard(state, seat, deal, everything)
    assert Counter(everything) == Counter(spec.cards)
    for call, discard in zip(calls, deal.best_discards, strict=True):
        if seat == call.caller:
            assert discard == call.discard
        if seat == spec.partner_of(call.caller):
            # the giver knows the card went to the caller: not discarded
            assert discard != call.given
            if call.given not in played_cards:
                assert call.given in deal.hands[call.caller]
    for player, suits in shown_voids(state).items():
        for card in deal.hands[player]:
            assert hp.effective_suit(card, state.trump) not in suits


def _check_upcard(
    state: hp.GameState, seat: int, deal: SampledDeal, everything: list[hp.Card]
) -> None:
    """The upcard, the kitty and the dealer's discard of ``deal`` agree
    with ``state`` as ``seat`` sees it; ``everything`` is corrected for
    the upcard taken up and the card laid away."""
    spec = spec_of(state.rules)
    upcard, dealer = state.upcard, state.dealer
    assert upcard is not None
    played_cards = [card for _, card in plays_so_far(state)]
    assert len(deal.kitty) == spec.kitty_size and deal.kitty[0] == upcard
    assert list(deal.kitty[1:]) == sorted(deal.kitty[1:])
    if state.discarded is None:
        assert deal.discarded is None
        assert all(upcard not in hand for hand in deal.hands)
        return
    assert deal.discarded is not None and deal.discarded != upcard
    everything.remove(upcard)  # it left the kitty for the dealer's hand
    everything.append(deal.discarded)
    if seat == dealer:
        assert deal.discarded == state.discarded
    else:
        assert deal.discarded not in state.hands[seat]
        assert deal.discarded not in played_cards
    if upcard not in played_cards:
        places = [deal.hands[dealer]]
        calls = exchanges(state)
        for call, discard in zip(calls, deal.best_discards, strict=True):
            if call.caller == spec.partner_of(dealer):
                places.append(deal.hands[call.caller])
            if call.caller == dealer:
                places.append((discard,))
        assert sum(upcard in place for place in places) == 1


# -- Hasenpfeffer: positions drawn by Hypothesis --------------------------------
# docs/rules.rst, "Widow, trump and discard"

lone_rules = rules().filter(lambda r: r.lone_hands)


def play_position(
    game: hp.GameState, hands: int, plays: int, rng: random.Random
) -> hp.GameState:
    """A position of the play: ``game`` played on by heuristic bots for
    ``hands`` hands that reach the play (a new game if it ends), then into
    the next such hand's play and ``plays`` random cards into it (fewer if
    the hand would end)."""
    from hasenpfeffer.bots._heuristic import HeuristicBot

    bot = HeuristicBot()
    state = game
    reached = 0
    while True:
        if state.phase is hp.Phase.GAME_OVER:
            state = hp.new_game(game.rules, seed=game.seed + 1 + reached)
        if state.phase is hp.Phase.DEAL:
            state = state.deal()
            continue
        if state.phase is hp.Phase.PLAY and not (
            state.completed_tricks or state.current_trick
        ):
            if reached == hands:
                break
            reached += 1
        assert state.to_act is not None
        state = state.apply(bot.choose(state.view(state.to_act)))
    for _ in range(plays):
        if len(state.completed_tricks) == 5 and not state.current_trick:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    assert state.phase is hp.Phase.PLAY
    return state


positions = st.builds(
    play_position,
    st.one_of(new_games(), new_games(lone_rules)),
    st.integers(min_value=0, max_value=2),
    st.integers(min_value=0, max_value=23),
    st.randoms(use_true_random=False),
)


@scaled(0.6)
@given(positions, st.integers(min_value=0, max_value=3), st.randoms())
def test_sampled_deals_respect_the_view(
    state: hp.GameState, seat: int, rng: random.Random
) -> None:
    note(describe(state))
    deal = sample_deal(state.view(seat), rng)
    note(repr(deal))
    check_deal(state, seat, deal)


@scaled(0.4)
@given(positions, st.integers(min_value=0, max_value=3), st.randoms())
def test_a_sampled_state_is_the_same_position(
    state: hp.GameState, seat: int, rng: random.Random
) -> None:
    note(describe(state))
    view = state.view(seat)
    guess = sample_state(view, rng)
    same = guess.view(seat)
    for field in (
        *VIEW_OF_THE_HAND,
        "leader",
        "current_trick",
        "completed_tricks",
        "tricks_won",
    ):
        assert getattr(same, field) == getattr(view, field), field
    assert same.legal_actions() == view.legal_actions()
    assert guess.rules == state.rules


def test_sampling_knows_voids_shown_by_not_following() -> None:
    state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("S")
    state = state.discard("KC")
    # Seat 1 leads a club; seats that do not follow are void in clubs.
    state = state.play("QC")
    state = state.play(state.legal_actions()[0].card)  # type: ignore[union-attr]
    state = state.play(state.legal_actions()[0].card)  # type: ignore[union-attr]
    shown = shown_voids(state)
    assert any(shown.values()), "the deal should show a void"
    rng = random.Random(0)
    for _ in range(50):
        hands = sample_hands(state.view(0), rng)
        for player, suits in shown.items():
            assert not any(
                hp.effective_suit(card, hp.Suit.SPADES) in suits
                for card in hands[player]
            )


def test_sampling_puts_the_discard_among_the_unseen_cards_for_defenders() -> None:
    state = hp.new_game(seed=1, dealer=0).deal().bid(6).name_trump("S")
    state = state.discard("KC")
    rng = random.Random(0)
    discards = {sample_deal(state.view(2), rng).discarded for _ in range(200)}
    assert len(discards) > 5
    assert all(card not in state.hands[2] for card in discards)
    assert {sample_deal(state.view(1), rng).discarded for _ in range(20)} == {
        hp.Card.parse("KC")
    }


def test_sampling_gives_a_sitting_out_seat_its_cards() -> None:
    game_rules = hp.Rules(lone_hands=True)
    state = hp.new_game(game_rules, seed=1, dealer=0).deal().bid(6)
    state = state.name_trump("S").discard("KC").go_alone()
    assert state.sitting_out == (3,)
    hands = sample_hands(state.view(0), random.Random(2))
    assert [len(hand) for hand in hands] == [6, 6, 6, 6]
    guess = sample_state(state.view(0), random.Random(2))
    assert guess.sitting_out == (3,) and guess.to_act == state.to_act


def test_sampling_only_a_position_of_the_play() -> None:
    state = hp.new_game(seed=1, dealer=0).deal()
    with pytest.raises(hp.InvalidValueError, match="only a view of the play"):
        sample_deal(state.view(1), random.Random(0))


# -- the games with an upcard: random positions of each option set ----------------

RAILROAD = hp.Rules(game=hp.Game.RAILROAD_EUCHRE)
RAILROAD_RULE_SETS = {
    "defaults": RAILROAD,
    "no call for best": hp.Rules(game=hp.Game.RAILROAD_EUCHRE, call_for_best=False),
}


def railroad_game(rules_: hp.Rules, seed: int) -> Iterator[hp.GameState]:
    """Every state of one random game of Railroad Euchre to its end.  Calls
    pass three times in four, so that both rounds of the auction occur; a
    player asked to go alone passes two times in five, so that lone hands
    and calls for best are frequent; the other choices are uniform among
    the legal actions."""
    chooser = random.Random(seed)
    state = hp.new_game(rules_, seed=seed)
    while state.phase is not hp.Phase.GAME_OVER:
        if state.phase is hp.Phase.DEAL:
            state = state.deal()
            yield state
            continue
        legal = state.legal_actions()
        others = [action for action in legal if action != hp.Pass()]
        weight = 0.75 if state.phase is hp.Phase.BIDDING else 0.4
        if hp.Pass() in legal and (not others or chooser.random() < weight):
            state = state.apply(hp.Pass())
        else:
            state = state.apply(chooser.choice(others))
        yield state


def in_play(states: Iterable[hp.GameState]) -> list[hp.GameState]:
    """The positions of the play among ``states``."""
    return [state for state in states if state.phase is hp.Phase.PLAY]


def euchre_positions(rules_: hp.Rules, seeds: range) -> list[hp.GameState]:
    """Every position of the play in random games of Euchre under
    ``rules_``, to 4."""
    evolved = attrs.evolve(rules_, target_score=4)
    return in_play(
        state for seed in seeds for state in euchre_games.random_game(evolved, seed)
    )


def railroad_positions(rules_: hp.Rules, seeds: range) -> list[hp.GameState]:
    """Every position of the play in random games of Railroad Euchre under
    ``rules_``, to 5."""
    evolved = attrs.evolve(rules_, target_score=5)
    return in_play(state for seed in seeds for state in railroad_game(evolved, seed))


def three_handed_positions(
    rules_: hp.Rules, count: int
) -> Callable[[random.Random], Iterator[hp.GameState]]:
    """``count`` random positions of Three-Handed Euchre under ``rules_``,
    drawn with the sampler's own ``random.Random``."""

    def positions(chooser: random.Random) -> Iterator[hp.GameState]:
        for _ in range(count):
            yield three_handed_games.play_position(chooser, rules_)

    return positions


@attrs.frozen
class Sweep:
    """Random positions of the play of one option set, every seat's view of
    each sampled (drawn by ``random.Random(seed)``), and how many of them
    must show a void at least."""

    rules: hp.Rules
    seed: str
    positions: Callable[[random.Random], Iterable[hp.GameState]]
    voids: int = 1


def _every_other(
    found: Callable[[], list[hp.GameState]], step: int = 2
) -> Callable[[random.Random], list[hp.GameState]]:
    """Every ``step``-th position that ``found`` finds, whatever the
    sampler's ``random.Random``."""
    return lambda _: found()[::step]


def _sweeps() -> dict[str, Sweep]:
    sweeps = {
        f"euchre-{name}": Sweep(
            rules_,
            name,
            _every_other(functools.partial(euchre_positions, rules_, range(3))),
        )
        for name, rules_ in sorted(euchre_games.OPTION_SETS.items())
    }
    sweeps |= {
        f"railroad_euchre-{name}": Sweep(
            rules_,
            name,
            _every_other(
                functools.partial(railroad_positions, rules_, range(12)), step=1
            ),
        )
        for name, rules_ in sorted(RAILROAD_RULE_SETS.items())
    }
    sweeps |= {
        f"three_handed_euchre-{name}": Sweep(
            rules_,
            f"three-handed deals {rules_.all_pass}",
            three_handed_positions(rules_, 80),
            voids=20,
        )
        for name, rules_ in zip(
            ("stick", "redeal"), three_handed_games.BOTH_ALL_PASS, strict=True
        )
    }
    return sweeps


SWEEPS = _sweeps()


def situations(state: hp.GameState) -> Counter[str]:
    """What a position of the play shows, to be counted over a sweep."""
    spec = spec_of(state.rules)
    seen: Counter[str] = Counter()
    seen["ordered up" if state.discarded is not None else "turned down"] += 1
    seen["voids"] += any(shown_voids(state).values())
    seen["lone maker"] += len(state.lone_players) == 1
    seen["lone defender"] += len(state.lone_players) == 2
    calls = [action for _, action in state.hand_history[: 2 * spec.players]]
    stuck = 2 * spec.players - 1
    if calls[:stuck] == [hp.Pass()] * stuck and isinstance(calls[stuck], hp.NameTrump):
        seen["stuck dealer"] += 1
    calls_for_best = exchanges(state)
    seen["both sides called"] += len(calls_for_best) == 2
    for call in calls_for_best:
        seen["maker called" if call.caller == state.maker else "defender"] += 1
        if state.discarded is not None:
            if spec.partner_of(call.caller) == state.dealer:
                seen[
                    "upcard given" if call.given == state.upcard else "dealer gave"
                ] += 1
            if call.caller == state.dealer:
                seen["dealer called"] += 1
    return seen


@pytest.mark.parametrize("name", list(SWEEPS))
def test_sampled_deals_agree_with_every_seats_view_and_replay(name: str) -> None:
    sweep = SWEEPS[name]
    rules_ = sweep.rules
    rng = random.Random(sweep.seed)
    seen: Counter[str] = Counter()
    for state in sweep.positions(rng):
        seen += situations(state)
        for seat in spec_of(rules_).seats:
            view = state.view(seat)
            deal = sample_deal(view, rng)
            check_deal(state, seat, deal)
            assert same_position(replay_deal(view, deal), view)
            seen["sitting out"] += seat in state.sitting_out
    assert seen["ordered up"] and seen["turned down"]
    assert seen["voids"] >= sweep.voids
    if rules_.lone_hands and not spec_of(rules_).maker_alone:
        assert seen["sitting out"]
        # in Railroad Euchre a lone maker is mostly answered by a lone
        # defender or a call for best
        if rules_.game is hp.Game.EUCHRE:
            assert seen["lone maker"]
    if rules_.lone_defender:
        assert seen["lone defender"]
    if rules_.all_pass is hp.AllPass.STICK_THE_DEALER:
        assert seen["stuck dealer"]
    exchange_kinds = (
        "maker called",
        "defender",
        "upcard given",
        "dealer gave",
        "dealer called",
        "both sides called",
    )
    if rules_.call_for_best:
        for kind in exchange_kinds:
            assert seen[kind], kind
    else:
        assert not any(seen[kind] for kind in exchange_kinds)


# -- the games with an upcard: hand-made positions -------------------------------


def euchre_ordered_up() -> hp.GameState:
    """Euchre (``tests/euchre_games.py``): seat 2 orders up the ten of
    hearts; seat 0, the dealer, throws TS."""
    return euchre_games.dealt().pass_().name_trump("H").discard("TS").pass_()


def euchre_turned_down() -> hp.GameState:
    """Euchre: all pass the ten of hearts; seat 1 names clubs in the second
    round."""
    return euchre_games.dealt().pass_().pass_().pass_().pass_().name_trump("C").pass_()


THREE_HANDED_HANDS = ["9D 9C QS KD TS", "JH JD AD AH AC", "TH QH KH 9S TD"]
"""Dealer seat 0 turns up the 9H; seat 1 leads first."""


def three_handed_ordered_up() -> hp.GameState:
    """Three-Handed Euchre: seat 1 orders up the nine of hearts and the
    dealer, seat 0, throws the TS."""
    return (
        three_handed_games.dealt(THREE_HANDED_HANDS, upcard="9H")
        .name_trump("H")
        .discard("TS")
    )


def three_handed_turned_down() -> hp.GameState:
    """Three-Handed Euchre: all pass the nine of hearts; seat 1 names clubs
    in the second round."""
    state = three_handed_games.dealt(THREE_HANDED_HANDS, upcard="9H")
    return state.pass_().pass_().pass_().name_trump("C")


def railroad_both_sides_called() -> hp.GameState:
    """Railroad Euchre (``tests/railroad_games.py``): both sides call
    for best, seat 0, the maker (seat 2 gives AD), then seat 1 (the dealer,
    seat 3, gives the Joker it took up); the JH is led."""
    state = (
        railroad_games.dealt()
        .apply("trump H")
        .apply("discard 9D")
        .apply("call for best")
    )
    state = state.apply("give AD").apply("discard QH").apply("call for best")
    state = state.apply("give Joker").apply("discard 9C").play("JH")
    assert state.sitting_out == (2, 3) and state.lone_players == (0, 1)
    return state


def bid_euchre_moon() -> hp.GameState:
    """Bid Euchre: seat 0 calls the moon in no trump and for best; seat 2
    gives the AD, seat 0 lays down the 9S and leads the AC."""
    rules = hp.Rules(game=hp.Game.BID_EUCHRE, call_for_best=True)
    state = hp.new_game(rules, seed=1, dealer=3).deal(
        hands=[
            cards("AC KC AH KH AS 9S"),
            cards("9C TC JC QC TD JD"),
            cards("QD KD AD 9H TH JH"),
            cards("9D QH KS QS JS TS"),
        ]
    )
    state = state.apply(hp.MOON).apply(hp.NoTrump()).apply(hp.CallForBest())
    state = state.apply("give AD").apply("discard 9S").play("AC")
    assert state.sitting_out == (2,) and state.trump is None
    return state


REAL_DEALS: dict[str, Callable[[], hp.GameState]] = {
    "bid_euchre": bid_euchre_moon,
    "euchre": lambda: euchre_ordered_up().play("AD").play("KH"),
    "railroad_euchre": railroad_both_sides_called,
    "three_handed_euchre": lambda: three_handed_games.play(
        three_handed_ordered_up(), "JH TH 9H JD"
    ),
}


@pytest.mark.parametrize("game", list(REAL_DEALS))
def test_the_real_deal_replays_to_the_real_state(game: str) -> None:
    state = REAL_DEALS[game]()
    best_discards = tuple(call.discard for call in exchanges(state))
    exact = SampledDeal(state.hands, state.discarded, state.kitty, best_discards)
    for seat in spec_of(state.rules).seats:
        again = replay_deal(state.view(seat), exact)
        assert again.hands == state.hands
        assert again.kitty == state.kitty
        assert again.discarded == state.discarded
        assert same_position(again, state.view(seat))


def test_the_railroad_real_deal_is_as_described() -> None:
    state = railroad_both_sides_called()
    assert state.discarded == hp.Card.parse("9D")
    assert [call.discard for call in exchanges(state)] == [
        hp.Card.parse("QH"),
        hp.Card.parse("9C"),
    ]


@pytest.mark.parametrize(
    ("ordered_up", "samples", "more_than"),
    [
        # every card the seat does not hold, but the upcard in the dealer's
        # hand, may have been thrown: 24 - 5 - 1 = 18 of them
        pytest.param(euchre_ordered_up, 100, 10, id="euchre"),
        pytest.param(three_handed_ordered_up, 200, 12, id="three_handed_euchre"),
    ],
)
def test_the_dealers_discard_is_one_of_the_unseen_cards_for_the_others(
    ordered_up: Callable[[], hp.GameState], samples: int, more_than: int
) -> None:
    state = ordered_up()
    upcard, dealer = state.upcard, state.dealer
    assert dealer == 0 and state.discarded == hp.Card.parse("TS")
    rng = random.Random(1)
    for seat in spec_of(state.rules).seats:
        if seat == dealer:
            continue
        discards = {
            sample_deal(state.view(seat), rng).discarded for _ in range(samples)
        }
        assert len(discards) > more_than
        assert upcard not in discards
        assert not discards & set(state.hands[seat])
    mine = {sample_deal(state.view(dealer), rng).discarded for _ in range(20)}
    assert mine == {hp.Card.parse("TS")}


@pytest.mark.parametrize(
    ("turned_down", "upcard", "seed"),
    [
        pytest.param(euchre_turned_down, "TH", 2, id="euchre"),
        pytest.param(three_handed_turned_down, "9H", 3, id="three_handed_euchre"),
    ],
)
def test_a_turned_down_upcard_stays_in_the_kitty(
    turned_down: Callable[[], hp.GameState], upcard: str, seed: int
) -> None:
    state = turned_down()
    turned = hp.Card.parse(upcard)
    rng = random.Random(seed)
    for seat in spec_of(state.rules).seats:
        for _ in range(20):
            deal = sample_deal(state.view(seat), rng)
            assert deal.discarded is None and deal.kitty[0] == turned
            assert all(turned not in hand for hand in deal.hands)


SAMPLED_STATES: dict[
    str, tuple[Callable[[random.Random], Iterable[hp.GameState]], int | str]
] = {
    "euchre": (
        lambda _: euchre_positions(euchre_games.OPTION_SETS["lone defender"], range(2))[
            ::3
        ],
        3,
    ),
    "three_handed_euchre": (
        three_handed_positions(three_handed_games.THREE, 10),
        "three-handed states",
    ),
}
"""The positions whose sampled states are checked, and the seed of the
``random.Random`` that samples them (and draws them, in Three-Handed
Euchre)."""


@pytest.mark.parametrize("game", list(SAMPLED_STATES))
def test_a_sampled_state_is_the_seats_position(game: str) -> None:
    positions, seed = SAMPLED_STATES[game]
    rng = random.Random(seed)
    for state in positions(rng):
        for seat in spec_of(state.rules).seats:
            view = state.view(seat)
            guess = sample_state(view, rng)
            assert same_position(guess, view)
            if seat == state.to_act:
                assert guess.legal_actions() == state.legal_actions()
            assert guess.kitty[0] == state.upcard


def test_the_euchre_upcard_is_placed_in_the_dealers_hand() -> None:
    state = euchre_ordered_up()
    rng = random.Random(3)
    for seat in (1, 2, 3):
        for _ in range(20):
            deal = sample_deal(state.view(seat), rng)
            assert hp.Card.parse("TH") in deal.hands[0]
            assert hp.Card.parse("TH") not in deal.kitty[1:]


def test_the_three_handed_cards_under_the_upcard_are_dealt_again() -> None:
    state = three_handed_ordered_up()
    rng = random.Random(2)
    for seat in range(3):
        under: set[hp.Card] = set()
        for _ in range(50):
            deal = sample_deal(state.view(seat), rng)
            assert hp.Card.parse("9H") in deal.hands[0]
            under.update(deal.kitty[1:])
        # nobody sees them: each is drawn from the cards the seat has not seen
        assert not under & set(state.hands[seat])
        assert len(under) > 12


# -- refusals -----------------------------------------------------------------------


def test_a_dealers_view_without_its_discard_is_refused() -> None:
    state = euchre_ordered_up()
    view = attrs.evolve(state.view(0), discarded=None)
    with pytest.raises(hp.InvalidValueError, match="must show its discard"):
        sample_deal(view, random.Random(0))


def test_a_deal_with_a_discard_but_no_upcard_for_the_dealer_is_refused() -> None:
    state = euchre_ordered_up()
    # the TH (the upcard) swapped with seat 1's QH: the dealer never took it
    hands = [list(hand) for hand in state.hands]
    hands[0][hands[0].index(hp.Card.parse("TH"))] = hp.Card.parse("QH")
    hands[1][hands[1].index(hp.Card.parse("QH"))] = hp.Card.parse("TH")
    wrong = SampledDeal(
        tuple(tuple(hand) for hand in hands), state.discarded, state.kitty
    )
    with pytest.raises(hp.InvalidValueError, match="holds and played no TH"):
        replay_deal(state.view(1), wrong)


# -- the integrations' sampler -----------------------------------------------------


def test_the_integrations_deals_replay_to_the_players_view() -> None:
    chooser = random.Random("three-handed histories")
    three = three_handed_games.THREE
    for _ in range(40):
        state = three_handed_games.play_position(chooser)
        assert set(shown_void(state)) == {0, 1, 2}
        for seat in range(3):
            deal, decisions = consistent_history(state, seat, chooser)
            assert len(deal.hands) == 3 and len(deal.kitty) == 9
            assert deal.kitty[0] == state.upcard
            cards_dealt = [*(card for hand in deal.hands for card in hand)]
            assert Counter([*cards_dealt, *deal.kitty]) == Counter(
                three_handed_games.EUCHRE_DECK
            )
            again = hp.new_game(three, dealer=state.dealer, seed=0).deal(
                hands=deal.hands, kitty=deal.kitty
            )
            for actor, action in decisions:
                again = again.apply(action, seat=actor)
            assert again.view(seat) == attrs.evolve(state.view(seat), hand_number=1)

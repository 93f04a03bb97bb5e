"""Hand-worked scenarios for docs/rules.rst, "The play" ("Following suit",
"Winning a trick"), and the state's refusals.

Each scenario deals explicit hands, runs the auction, names trump and
discards, then plays cards whose legality and trick winners were worked out
by hand from the rules text (see the comments at each deal).
"""

from __future__ import annotations

import copy

import pytest

import hasenpfeffer as hp
from hasenpfeffer import Card

PASS = hp.Pass()
H = hp.Suit.HEARTS
DEALERS_LEFT = hp.Rules(opening_lead=hp.OpeningLead.DEALERS_LEFT)
MAKER_LEADS = hp.Rules(opening_lead=hp.OpeningLead.MAKER)

# SPLIT: with hearts trump and seat 1 (or the seat holding its cards) as
# maker discarding the widow 9C, the two scripts below are legal play.
SPLIT = [
    "QH JD JC QS QD TS",
    "Joker JH AC AS TD 9D",
    "9H KH KC 9S AD TC",
    "TH AH QC KS KD JS",
]
# Cards in play order, a trick per string; seat 1 leads the first trick.
#   1: Joker 9H TH QH  -> seat 1 (Joker)      leader 1
#   2: 9D AD KD QD     -> seat 2 (AD)          leader 1
#   3: 9S JS TS AS     -> seat 1 (AS)          leader 2
#   4: TD KH QC JC     -> seat 2 (KH, trump)   leader 1; seat 0 holds JD but
#                                              is void in diamonds
#   5: KC KS JD AC     -> seat 0 (JD, trump)   leader 2
#   6: QS JH TC AH     -> seat 1 (JH)          leader 0
# Team 1 (seats 1, 3) takes 3 tricks, team 0 takes 3.
SCRIPT_3 = [
    "Joker 9H TH QH",
    "9D AD KD QD",
    "9S JS TS AS",
    "TD KH QC JC",
    "KC KS JD AC",
    "QS JH TC AH",
]
SCRIPT_3_LEADERS = [1, 1, 2, 1, 2, 0]
SCRIPT_3_WINNERS = [1, 2, 1, 2, 0, 1]

# SWEEP: seat 1 holds the six top hearts.  Discarding the Joker instead of
# the widow 9C, seat 1 keeps JH JD AH KH QH 9C:
#   JH 9D 9S TH -> 1;  JD TC TS 9H -> 1;  AH JC JS TD -> 1;
#   KH QC QS QD -> 1;  QH KC KS KD -> 1;  9C AC AS AD -> seat 2 (AC).
SWEEP = [
    "TH 9H AD KD QD TD",
    "Joker JH JD AH KH QH",
    "9D AC KC QC JC TC",
    "AS KS QS JS TS 9S",
]
SCRIPT_NO_JOKER = [
    "JH 9D 9S TH",
    "JD TC TS 9H",
    "AH JC JS TD",
    "KH QC QS QD",
    "QH KC KS KD",
    "9C AC AS AD",
]

# FOLLOW: seat 2 holds exactly two trumps, JH and TH, when hearts are trump;
# seat 0's only trump is the left bower JD; seat 3 holds no trump.
FOLLOW = [
    "JD AC KC QC JC TC",
    "Joker AH KH QH 9H AD",
    "JH TH AS KS QS JS",
    "KD QD TD 9D TS 9S",
]
WIDOW = "9C"


def cards(text: str) -> list[Card]:
    """Cards from space-separated notation."""
    return [Card.parse(word) for word in text.split()]


def plays(text: str) -> set[hp.Action]:
    """The Play actions of the given cards."""
    return {hp.Play(card) for card in cards(text)}


def deal(
    hands: list[str], rules: hp.Rules = DEALERS_LEFT, dealer: int = 0
) -> hp.GameState:
    """A new game with an explicit deal, in the auction."""
    state = hp.new_game(rules=rules, dealer=dealer, seed=3)
    return state.deal(hands=[cards(hand) for hand in hands], widow=WIDOW)


def to_play(
    hands: list[str],
    *,
    rules: hp.Rules = DEALERS_LEFT,
    dealer: int = 0,
    maker: int = 1,
    bid: int = 3,
    trump: hp.Suit = H,
    discard: str = WIDOW,
) -> hp.GameState:
    """Deal, let ``maker`` win the auction alone, name trump, discard."""
    state = deal(hands, rules, dealer)
    while state.phase is hp.Phase.BIDDING:
        state = state.bid(bid) if state.to_act == maker else state.pass_()
    assert state.maker == maker
    return state.name_trump(trump).discard(discard)


def play_tricks(state: hp.GameState, tricks: list[str]) -> hp.GameState:
    """Play the cards in order, each by the seat whose turn it is."""
    for trick in tricks:
        for card in trick.split():
            state = state.play(card)
    return state


def refused(state: hp.GameState, action: hp.Action, seat: int | None = None) -> str:
    """Check the action is refused, the state untouched; return the message."""
    before = copy.deepcopy(state)
    with pytest.raises(hp.IllegalActionError) as info:
        state.apply(action, seat=seat)
    assert state == before
    assert info.value.action == action
    return str(info.value)


# -- who leads --------------------------------------------------------------------


def test_opening_lead_dealers_left_default() -> None:
    """Play: by default the player left of the dealer leads the first trick."""
    assert hp.Rules().opening_lead is hp.OpeningLead.DEALERS_LEFT
    state = to_play(SPLIT, rules=hp.Rules(), dealer=3, maker=1)
    assert state.phase is hp.Phase.PLAY
    assert state.to_act == 0


def test_opening_lead_maker_option() -> None:
    """Play, OpeningLead.MAKER: the maker leads the first trick."""
    state = to_play(SPLIT, rules=MAKER_LEADS, dealer=3, maker=1)
    assert state.phase is hp.Phase.PLAY
    assert state.to_act == 1


@pytest.mark.parametrize(
    ("rules", "leader"), [(DEALERS_LEFT, 0), (MAKER_LEADS, 3)], ids=["left", "maker"]
)
def test_opening_lead_when_dealer_is_maker(rules: hp.Rules, leader: int) -> None:
    """Play: dealer 3 is the maker: seat 0 leads, or seat 3 under MAKER."""
    hands = [SPLIT[1], SPLIT[2], SPLIT[3], SPLIT[0]]
    state = to_play(hands, rules=rules, dealer=3, maker=3, discard="TS")
    assert state.to_act == leader


def test_any_card_may_be_led() -> None:
    """Play: the legal plays to an empty trick are the leader's whole hand."""
    state = to_play(SPLIT, dealer=3, maker=1)
    assert state.to_act == 0
    assert set(state.legal_actions()) == plays(SPLIT[0])


# -- following in a game ----------------------------------------------------------


def test_left_bower_lead_must_be_followed_with_trump() -> None:
    """Play: seat 0 leads JD (hearts trump): a trump lead, not a diamond lead."""
    state = to_play(SPLIT, dealer=3, maker=1)
    state = state.play("JD")
    assert state.to_act == 1
    # seat 1 holds Joker JH AC AS TD 9D: must play a trump, not a diamond
    assert set(state.legal_actions()) == plays("Joker JH")
    assert "trump" in refused(state, hp.Play(Card.parse("9D")))
    state = state.play("JH")
    assert set(state.legal_actions()) == plays("9H KH")  # seat 2, not AD
    state = state.play("9H")
    assert set(state.legal_actions()) == plays("TH AH")  # seat 3, not KD
    state = state.play("TH")
    # the right bower JH beats the left bower JD: seat 1 leads next
    assert state.to_act == 1
    assert state.completed_tricks[0].leader == 0
    assert state.completed_tricks[0].winner == 1
    assert state.tricks_won == (0, 1)


def test_joker_lead_must_be_followed_with_trump() -> None:
    """Play: the Joker led is a trump lead; the left bower must follow it."""
    state = to_play(FOLLOW, dealer=0, maker=1, bid=2)
    assert state.to_act == 1
    state = state.play("Joker")
    assert set(state.legal_actions()) == plays("JH TH")  # seat 2
    state = state.play("TH")
    assert set(state.legal_actions()) == plays(FOLLOW[3])  # seat 3: void
    state = state.play("9S")
    assert set(state.legal_actions()) == plays("JD")  # seat 0: left bower only
    state = state.play("JD")
    assert state.to_act == 1
    assert state.completed_tricks[0].winner == 1


def test_follow_error_message_names_the_rule() -> None:
    """Refusing AS from seat 2 says "must follow trump: holds TH, JH", in
    the hand's order (the order of legal_actions())."""
    state = to_play(FOLLOW, dealer=0, maker=1, bid=2).play("Joker")
    assert state.to_act == 2
    with pytest.raises(hp.IllegalActionError) as info:
        state.play("AS")
    assert str(info.value) == "seat 2 must follow trump: holds TH, JH"


def test_follow_error_attributes() -> None:
    """Errors: the refusal carries the action, the seat and the phase."""
    state = to_play(FOLLOW, dealer=0, maker=1, bid=2).play("Joker")
    with pytest.raises(hp.IllegalActionError) as info:
        state.play("AS")
    error = info.value
    assert error.action == hp.Play(Card.parse("AS"))
    assert error.seat == 2
    assert error.phase is hp.Phase.PLAY
    message = str(error)
    assert "seat 2" in message
    assert "must follow trump" in message
    assert "JH" in message
    assert "TH" in message
    assert "AS" not in message.split("holds", 1)[-1]


def test_left_bower_holder_is_void_in_diamonds() -> None:
    """Play: seat 0's only diamond-faced card is JD: diamonds led, void."""
    state = to_play(SPLIT, dealer=0, maker=1)
    state = play_tricks(state, SCRIPT_3[:3])
    state = state.play("TD")  # seat 1 leads the 10 of diamonds
    state = state.play("KH").play("QC")
    assert state.to_act == 0
    assert set(state.hands[0]) == set(cards("JD JC QS"))
    assert set(state.legal_actions()) == plays("JD JC QS")


def test_void_player_may_play_anything_in_game() -> None:
    """Play: seat 2 holds no diamond: diamonds led, any card (KH trumps)."""
    state = to_play(SPLIT, dealer=0, maker=1)
    state = play_tricks(state, SCRIPT_3[:3])
    state = state.play("TD")
    assert state.to_act == 2
    assert set(state.legal_actions()) == plays("KH KC TC")


# -- trick sequence ---------------------------------------------------------------


def test_trick_winner_leads_next_and_six_tricks() -> None:
    """Play: the trick winner leads the next; a hand has six tricks."""
    state = to_play(SPLIT, dealer=0, maker=1)
    for number, trick in enumerate(SCRIPT_3):
        assert state.to_act == SCRIPT_3_LEADERS[number]
        assert state.current_trick == ()
        for position, text in enumerate(trick.split()):
            seat = (SCRIPT_3_LEADERS[number] + position) % 4
            assert state.to_act == seat
            state = state.apply(hp.Play(Card.parse(text)), seat=seat)
            if position < 3:
                assert state.current_trick[-1] == (seat, Card.parse(text))
        if number < 5:
            done = state.completed_tricks[-1]
            assert len(state.completed_tricks) == number + 1
            assert done.leader == SCRIPT_3_LEADERS[number]
            assert done.winner == SCRIPT_3_WINNERS[number]
            assert [card for _, card in done.plays] == cards(trick)
            assert all(len(hand) == 5 - number for hand in state.hands)
    # after the sixth trick the hand is over and scored
    assert state.phase is hp.Phase.DEAL
    assert state.hand_results[-1].tricks_won == (3, 3)


def test_current_trick_lists_seat_and_card() -> None:
    """DESIGN: current_trick holds (seat, card) pairs, lead first."""
    state = to_play(SPLIT, dealer=0, maker=1).play("Joker").play("9H")
    assert state.current_trick == ((1, hp.JOKER), (2, Card.parse("9H")))
    assert state.to_act == 3


def test_discarded_joker_is_out_of_play() -> None:
    """Discard: the discarded Joker never appears in the play."""
    state = to_play(SWEEP, dealer=0, maker=1, bid=5, discard="Joker")
    assert state.discarded == hp.JOKER
    state = play_tricks(state, SCRIPT_NO_JOKER)
    played = [action for _, action in state.history if isinstance(action, hp.Play)]
    assert len(played) == 24
    assert hp.Play(hp.JOKER) not in played
    assert state.hand_results[-1].tricks_won == (1, 5)
    assert state.scores == (0, 5)


# -- refusals ---------------------------------------------------------------------


def test_play_out_of_turn_is_refused() -> None:
    """Play: seat 2 may not play while it is seat 1's turn."""
    state = to_play(SPLIT, dealer=0, maker=1)
    assert state.to_act == 1
    with pytest.raises(hp.IllegalActionError) as info:
        state.apply(hp.Play(Card.parse("9H")), seat=2)
    assert info.value.seat == 2
    assert info.value.action == hp.Play(Card.parse("9H"))
    assert info.value.phase is hp.Phase.PLAY
    refused(state, hp.Play(Card.parse("9H")), seat=2)
    # the right seat, named, is accepted
    assert state.apply(hp.Play(hp.JOKER), seat=1).to_act == 2


def test_bid_out_of_turn_is_refused() -> None:
    """Auction: seat 3 may not call while it is seat 1's turn."""
    state = deal(SPLIT, dealer=0)
    with pytest.raises(hp.IllegalActionError) as info:
        state.apply(PASS, seat=3)
    assert info.value.seat == 3
    assert info.value.phase is hp.Phase.BIDDING
    refused(state, hp.Bid(2), seat=3)


def test_card_not_held_is_refused() -> None:
    """Play: seat 1 may not play AD, which seat 2 holds."""
    state = to_play(SPLIT, dealer=0, maker=1)
    message = refused(state, hp.Play(Card.parse("AD")))
    assert "AD" in message


def test_discarded_card_may_not_be_played() -> None:
    """Discard: the discard stays out of play: the maker cannot play it."""
    state = to_play(SPLIT, dealer=0, maker=1, discard="9C")
    refused(state, hp.Play(Card.parse("9C")))


def test_auction_calls_refused_in_play() -> None:
    """Play: no bids or trump calls once the tricks are being played."""
    state = to_play(SPLIT, dealer=0, maker=1)
    refused(state, PASS)
    refused(state, hp.Bid(4))
    refused(state, hp.NameTrump(hp.Suit.SPADES))
    refused(state, hp.Discard(hp.JOKER))


# -- immutability -----------------------------------------------------------------


def test_illegal_action_leaves_state_equal() -> None:
    """DESIGN: a refused action leaves the state equal to before."""
    state = to_play(FOLLOW, dealer=0, maker=1, bid=2).play("Joker")
    before = copy.deepcopy(state)
    before_hash = hash(state)
    with pytest.raises(hp.IllegalActionError):
        state.play("AS")
    assert state == before
    assert hash(state) == before_hash
    assert state.to_act == 2
    assert len(state.current_trick) == 1


def test_apply_returns_a_new_state() -> None:
    """DESIGN: apply returns a new state and leaves the old one untouched."""
    state = to_play(SPLIT, dealer=0, maker=1)
    before = copy.deepcopy(state)
    after = state.play("Joker")
    assert after is not state
    assert after != state
    assert state == before
    assert hp.JOKER in state.hands[1]
    assert hp.JOKER not in after.hands[1]
    assert state.current_trick == ()


def test_every_state_of_a_hand_is_unchanged_by_later_moves() -> None:
    """DESIGN: states are immutable values, history included."""
    state = deal(SPLIT, dealer=0)
    kept = [(state, copy.deepcopy(state))]
    state = state.bid(3).pass_().pass_().pass_().name_trump(H).discard(WIDOW)
    kept.append((state, copy.deepcopy(state)))
    for trick in SCRIPT_3:
        for text in trick.split():
            state = state.play(text)
            kept.append((state, copy.deepcopy(state)))
    for old, snapshot in kept:
        assert old == snapshot
    assert len({old for old, _ in kept}) == len(kept)

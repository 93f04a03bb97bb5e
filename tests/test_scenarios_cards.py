"""Hand-worked scenarios for docs/rules.rst, "Trump and the order of the
cards", "Following suit" and "Winning a trick".

Every expected value below is written out from the rules text, not taken
from the library's output: the card order per trump suit, effective suits,
which cards may follow a lead and which card wins a trick.
"""

from __future__ import annotations

import itertools

import pytest

import hasenpfeffer as hp
from hasenpfeffer import Card
from hasenpfeffer._engine.tables import trump_tables
from hasenpfeffer.cards import deck as every_card

C, D, H, S = hp.Suit.CLUBS, hp.Suit.DIAMONDS, hp.Suit.HEARTS, hp.Suit.SPADES


def cards(text: str) -> list[Card]:
    """Cards from space-separated notation."""
    return [Card.parse(word) for word in text.split()]


# The order of docs/rules.rst, "Trump and the order of the cards", written
# out by hand for each trump suit:
# first the eight trumps (Joker, right bower, left bower, A K Q 10 9),
# then the five cards of the same-colour suit (its jack is the left bower),
# then the two other suits, six cards each. Each group is high to low.
ORDER: dict[hp.Suit, dict[hp.Suit, str]] = {
    H: {
        H: "Joker JH JD AH KH QH TH 9H",
        D: "AD KD QD TD 9D",
        C: "AC KC QC JC TC 9C",
        S: "AS KS QS JS TS 9S",
    },
    D: {
        D: "Joker JD JH AD KD QD TD 9D",
        H: "AH KH QH TH 9H",
        C: "AC KC QC JC TC 9C",
        S: "AS KS QS JS TS 9S",
    },
    C: {
        C: "Joker JC JS AC KC QC TC 9C",
        S: "AS KS QS TS 9S",
        D: "AD KD QD JD TD 9D",
        H: "AH KH QH JH TH 9H",
    },
    S: {
        S: "Joker JS JC AS KS QS TS 9S",
        C: "AC KC QC TC 9C",
        D: "AD KD QD JD TD 9D",
        H: "AH KH QH JH TH 9H",
    },
}


SAME_COLOUR = {H: D, D: H, C: S, S: C}


# -- the deck -----------------------------------------------------------------


def test_deck_has_25_distinct_cards() -> None:
    """Cards: 9, 10, J, Q, K, A in each of four suits, and one Joker."""
    deck = every_card()
    assert isinstance(deck, tuple)
    assert len(deck) == 25
    assert len(set(deck)) == 25
    assert hp.JOKER in deck
    plain = {(card.rank, card.suit) for card in deck if card != hp.JOKER}
    assert plain == {(rank, suit) for rank in hp.Rank for suit in hp.Suit}
    assert len(hp.Rank) == 6
    assert len(hp.Suit) == 4


def test_joker_has_no_suit() -> None:
    """Cards: the Joker is the one card without a suit."""
    assert hp.JOKER.suit is None
    assert [card for card in every_card() if card.suit is None] == [hp.JOKER]


def test_card_fields() -> None:
    """Cards: a card has a rank and a suit."""
    card = Card.parse("QS")
    assert card.rank is hp.Rank.QUEEN
    assert card.suit is hp.Suit.SPADES


# -- notation -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("JH", hp.Rank.JACK, H),
        ("jh", hp.Rank.JACK, H),
        ("J♥", hp.Rank.JACK, H),
        ("10H", hp.Rank.TEN, H),
        ("TH", hp.Rank.TEN, H),
        ("10♥", hp.Rank.TEN, H),
        ("9C", hp.Rank.NINE, C),
        ("AS", hp.Rank.ACE, S),
        ("K♠", hp.Rank.KING, S),
        ("qd", hp.Rank.QUEEN, D),
        ("A♦", hp.Rank.ACE, D),
        ("9♣", hp.Rank.NINE, C),
    ],
)
def test_parse_accepts_card_notation(text: str, rank: hp.Rank, suit: hp.Suit) -> None:
    """DESIGN: Card.parse reads letters, symbols, 10 or T, in any case."""
    card = Card.parse(text)
    assert card.rank is rank
    assert card.suit is suit


@pytest.mark.parametrize("text", ["Joker", "JOKER", "JK"])
def test_parse_accepts_joker_notation(text: str) -> None:
    """DESIGN: Card.parse reads "Joker", "JOKER" and "JK" as the Joker."""
    assert Card.parse(text) == hp.JOKER


def test_parse_forms_of_one_card_agree() -> None:
    """DESIGN: every notation of the ten of hearts gives the same card."""
    forms = {Card.parse(text) for text in ("10H", "TH", "10♥", "th", "T♥", "10h")}
    assert len(forms) == 1


@pytest.mark.parametrize(
    "text",
    [
        "",
        "J",
        "H",
        "1H",
        "11H",
        "6H",
        "JX",
        "ZH",
        "JHH",
        "10HH",
        "1OH",
        "Jokers",
        "JKR",
        "Joker H",
        "JS JH",
        "hearts",
    ],
)
def test_parse_rejects_other_text(text: str) -> None:
    """DESIGN: text that is not a card raises InvalidNotationError."""
    with pytest.raises(hp.InvalidNotationError):
        Card.parse(text)


def test_invalid_notation_error_is_value_error() -> None:
    """DESIGN: InvalidNotationError is a ValueError and a HasenpfefferError."""
    with pytest.raises(ValueError, match=r"\S") as info:
        Card.parse("11H")
    assert isinstance(info.value, hp.HasenpfefferError)
    assert isinstance(info.value, hp.InvalidNotationError)


@pytest.mark.parametrize("card", every_card(), ids=str)
def test_str_round_trips(card: Card) -> None:
    """DESIGN: Card.parse(str(c)) == c for every card."""
    assert Card.parse(str(card)) == card


@pytest.mark.parametrize("card", every_card(), ids=str)
def test_repr_evaluates_back(card: Card) -> None:
    """DESIGN: repr(card) is valid Python that evaluates back to the card."""
    assert eval(repr(card), {"Card": Card}) == card


def test_str_of_jack_of_hearts() -> None:
    """DESIGN: str gives the canonical short form, such as JH."""
    assert str(Card.parse("J♥")) == "JH"
    assert str(Card.parse("as")) == "AS"


def test_cards_are_hashable_values() -> None:
    """DESIGN: Card is a frozen value type."""
    assert Card.parse("JH") == Card.parse("jh")
    assert hash(Card.parse("JH")) == hash(Card.parse("J♥"))
    assert Card.parse("JH") != Card.parse("JD")
    assert len({Card.parse("TH"), Card.parse("10H"), Card.parse("10♥")}) == 1


# -- card order under each trump, checked through trick_winner ------------------


def test_order_tables_cover_the_deck() -> None:
    """Cards: 8 trumps + 5 of the same colour + 6 + 6 = the 25 cards."""
    for trump, groups in ORDER.items():
        sizes = {suit: len(text.split()) for suit, text in groups.items()}
        assert sizes[trump] == 8
        assert sizes[SAME_COLOUR[trump]] == 5
        assert sorted(sizes.values()) == [5, 6, 6, 8]
        every = [card for text in groups.values() for card in cards(text)]
        assert sorted(every) == sorted(every_card())


def _expected_pair_winner(trump: hp.Suit, lead: Card, follow: Card) -> int:
    """Who wins a two-card trick, from the hand-written ORDER table."""
    groups = {suit: cards(text) for suit, text in ORDER[trump].items()}
    suit_of = {card: suit for suit, group in groups.items() for card in group}
    lead_suit, follow_suit = suit_of[lead], suit_of[follow]
    if lead_suit is trump and follow_suit is trump:
        order = groups[trump]
        return 0 if order.index(lead) < order.index(follow) else 1
    if lead_suit is trump:
        return 0
    if follow_suit is trump:
        return 1
    if follow_suit is lead_suit:
        order = groups[lead_suit]
        return 0 if order.index(lead) < order.index(follow) else 1
    return 0  # an off-suit card never wins


@pytest.mark.parametrize("trump", [C, D, H, S], ids=str)
def test_card_order_through_trick_winner_on_every_pair(trump: hp.Suit) -> None:
    """Cards: the full order under each trump, for every ordered pair of cards.

    Joker > right bower > left bower > A K Q 10 9 of trump; the same-colour
    suit A K Q 10 9; the other suits A K Q J 10 9; a card of another plain
    suit than the one led never wins.
    """
    wrong = []
    for lead, follow in itertools.permutations(every_card(), 2):
        expected = _expected_pair_winner(trump, lead, follow)
        actual = hp.trick_winner([lead, follow], trump)
        if actual != expected:
            wrong.append(f"{lead} led, {follow} played: {actual} != {expected}")
    assert wrong == []


@pytest.mark.parametrize("trump", [C, D, H, S], ids=str)
def test_trump_order_each_beats_all_lower(trump: hp.Suit) -> None:
    """Cards: each trump beats every lower trump, whichever is led."""
    order = cards(ORDER[trump][trump])
    for high, low in itertools.combinations(order, 2):
        assert hp.trick_winner([high, low], trump) == 0
        assert hp.trick_winner([low, high], trump) == 1


def test_source_page_example_hearts_trump() -> None:
    """Cards, the source page's example: hearts trump: Joker, J♥, J♦, A♥, K♥ ..."""
    ranking = cards("Joker JH JD AH KH")
    for high, low in itertools.combinations(ranking, 2):
        assert hp.trick_winner([low, high], H) == 1
    assert hp.trick_winner(cards("KH AH JD JH"), H) == 3
    assert hp.trick_winner(cards("AH JD JH Joker"), H) == 3
    assert hp.trick_winner(cards("JD AH"), H) == 0  # left bower over ace


def test_joker_beats_right_bower_whoever_leads() -> None:
    """Cards: the Joker is the highest trump, above the right bower."""
    for trump in hp.Suit:
        right = Card(hp.Rank.JACK, trump)
        assert hp.trick_winner([right, hp.JOKER], trump) == 1
        assert hp.trick_winner([hp.JOKER, right], trump) == 0


def test_left_bower_beats_ace_of_trump_not_its_own_suit_ace() -> None:
    """Cards: spades trump: JC is a trump (above AS); AC is then a plain club."""
    assert hp.trick_winner(cards("AS JC"), S) == 1
    assert hp.trick_winner(cards("AC JC"), S) == 1  # clubs led, JC trumps it
    assert hp.trick_winner(cards("JC AC"), S) == 0


def test_jack_of_other_colour_ranks_between_queen_and_ten() -> None:
    """Cards: in the two other suits the order is A K Q J 10 9."""
    assert hp.trick_winner(cards("JC QC"), H) == 1
    assert hp.trick_winner(cards("JC TC"), H) == 0
    assert hp.trick_winner(cards("JS TS 9S"), D) == 0


def test_same_colour_suit_has_no_jack() -> None:
    """Cards: diamonds with hearts trump rank A K Q 10 9; JD is a trump."""
    assert hp.trick_winner(cards("TD 9D"), H) == 0
    assert hp.trick_winner(cards("QD TD"), H) == 0
    assert hp.trick_winner(cards("AD JD"), H) == 1  # JD trumps the ace


# -- effective suit -------------------------------------------------------------


@pytest.mark.parametrize("trump", [C, D, H, S], ids=str)
def test_effective_suit_of_every_card(trump: hp.Suit) -> None:
    """Cards: the effective suit is trump for the Joker and both bowers."""
    for suit, text in ORDER[trump].items():
        for card in cards(text):
            assert hp.effective_suit(card, trump) is suit, str(card)


def test_effective_suit_of_joker_is_trump() -> None:
    """Cards: the Joker belongs to the trump suit, whichever it is."""
    for trump in hp.Suit:
        assert hp.effective_suit(hp.JOKER, trump) is trump


@pytest.mark.parametrize(
    ("left_bower", "trump"),
    [("JD", H), ("JH", D), ("JS", C), ("JC", S)],
)
def test_effective_suit_of_left_bower_is_trump(left_bower: str, trump: hp.Suit) -> None:
    """Cards: the other jack of trump's colour is a trump."""
    assert hp.effective_suit(Card.parse(left_bower), trump) is trump


def test_effective_suit_of_jacks_of_other_colour_is_printed() -> None:
    """Cards: hearts trump: JC and JS keep their printed suits."""
    assert hp.effective_suit(Card.parse("JC"), H) is C
    assert hp.effective_suit(Card.parse("JS"), H) is S
    assert hp.effective_suit(Card.parse("JH"), H) is H
    assert hp.effective_suit(Card.parse("AD"), H) is D


# -- following suit -------------------------------------------------------------


def _legal(hand: str, trick: str, trump: hp.Suit) -> set[Card]:
    return set(hp.legal_plays(cards(hand), cards(trick), trump))


def test_left_bower_does_not_follow_its_printed_suit() -> None:
    """Play: hearts trump, diamonds led; the only diamond held is JD: void."""
    assert _legal("JD AS KC QC", "KD", H) == set(cards("JD AS KC QC"))


def test_left_bower_is_not_a_diamond_when_a_diamond_is_held() -> None:
    """Play: hearts trump, diamonds led: 9D must be played, JD may not."""
    assert _legal("JD 9D AS", "KD", H) == set(cards("9D"))


def test_joker_lead_is_a_trump_lead() -> None:
    """Play: the Joker led is trump led; the left bower must follow it."""
    assert _legal("JD AD AS KC", "Joker", H) == set(cards("JD"))
    assert _legal("9H AD AS", "Joker", H) == set(cards("9H"))
    assert _legal("9S 9H AC", "Joker", S) == set(cards("9S"))


def test_joker_lead_with_no_trump_held_is_free() -> None:
    """Play: a player void in trump may play anything to a Joker lead."""
    assert _legal("AD KD AS KC", "Joker", H) == set(cards("AD KD AS KC"))


def test_left_bower_lead_is_a_trump_lead() -> None:
    """Play: JD led with hearts trump is a trump lead: follow with hearts."""
    assert _legal("AD KD 9H AS", "JD", H) == set(cards("9H"))
    assert _legal("AD KD Joker", "JD", H) == set(cards("Joker"))


def test_left_bower_lead_with_no_trump_held_is_free() -> None:
    """Play: JD led (hearts trump): diamonds need not be played, any card may."""
    assert _legal("AD KD AS", "JD", H) == set(cards("AD KD AS"))


def test_trump_lead_must_be_followed_by_joker_or_bower() -> None:
    """Play: the Joker and the left bower follow a trump lead."""
    assert _legal("Joker AC AS", "9H", H) == set(cards("Joker"))
    assert _legal("JD AC AS", "9H", H) == set(cards("JD"))
    assert _legal("JD JH 9D AC", "AH", H) == set(cards("JD JH"))


def test_joker_does_not_follow_a_plain_suit() -> None:
    """Play: clubs led (hearts trump): 9C must be played, not the Joker."""
    assert _legal("Joker 9C AS", "KC", H) == set(cards("9C"))


def test_void_player_may_play_anything() -> None:
    """Play: a player who cannot follow may play any card, trumps included."""
    assert _legal("Joker JH AS 9D", "KC", H) == set(cards("Joker JH AS 9D"))


def test_must_follow_plain_suit_led() -> None:
    """Play: spades led, hearts trump: only spades may be played."""
    assert _legal("AS 9S JH AC", "KS", H) == set(cards("AS 9S"))


def test_follow_the_lead_not_the_winning_card() -> None:
    """Play: the suit to follow is the led card's, even after a trump."""
    assert _legal("9S AH AC", "KS JH", H) == set(cards("9S"))


def test_legal_plays_on_empty_trick_is_whole_hand() -> None:
    """Play: any card may be led."""
    hand = cards("Joker JD 9C AS KH TD")
    for trump in hp.Suit:
        assert set(hp.legal_plays(hand, [], trump)) == set(hand)


# -- who wins the trick ---------------------------------------------------------


def test_highest_trump_wins() -> None:
    """Play: the highest trump played wins the trick."""
    assert hp.trick_winner(cards("AS 9H Joker JH"), H) == 2
    assert hp.trick_winner(cards("KS AS 9H AD"), H) == 2
    assert hp.trick_winner(cards("9C TH 9H QH"), H) == 3


def test_trump_led_highest_trump_wins() -> None:
    """Play: the Joker led beats every bower."""
    assert hp.trick_winner(cards("Joker JH JD AH"), H) == 0
    assert hp.trick_winner(cards("9H JH JD AH"), H) == 1


def test_left_bower_trumps_its_printed_suit() -> None:
    """Play: hearts trump, diamonds led: JD is a trump and wins."""
    assert hp.trick_winner(cards("9D AD JD KD"), H) == 2


def test_no_trump_highest_of_suit_led_wins() -> None:
    """Play: no trump played: the highest card of the suit led wins."""
    assert hp.trick_winner(cards("9C JC AC KC"), H) == 2
    assert hp.trick_winner(cards("QS KS JS TS"), D) == 1


def test_off_suit_card_never_wins() -> None:
    """Play: aces of other plain suits lose to the 9 of the suit led."""
    assert hp.trick_winner(cards("9C AS AD KD"), H) == 0
    assert hp.trick_winner(cards("9D AS AC KS"), H) == 0
    assert hp.trick_winner(cards("TS AD 9S AC"), H) == 0
    assert hp.trick_winner(cards("TS AD 9S AH"), C) == 0


def test_unfinished_trick_winner_so_far() -> None:
    """Play: the card winning so far in an unfinished trick."""
    assert hp.trick_winner(cards("9C"), H) == 0
    assert hp.trick_winner(cards("9C AC"), H) == 1
    assert hp.trick_winner(cards("9C AC 9H"), H) == 2


# -- the card order under each trump, listed by suit ---------------------------


OTHER_SUIT = ("A", "K", "Q", "J", "T", "9")
SAME_COLOUR_SUIT = ("A", "K", "Q", "T", "9")


def rules_order(suit: hp.Suit, trump: hp.Suit) -> list[hp.Card]:
    """The cards of ``suit`` under ``trump``, highest first, as
    docs/rules.rst, "Trump and the order of the cards", lists them."""
    if suit is trump:
        jacks = [f"J{trump}", f"J{trump.same_colour}"]
        return cards(" ".join(["Joker", *jacks, *(f"{r}{trump}" for r in "AKQT9")]))
    ranks = SAME_COLOUR_SUIT if suit is trump.same_colour else OTHER_SUIT
    return cards(" ".join(f"{rank}{suit}" for rank in ranks))


@pytest.mark.parametrize("trump", list(hp.Suit))
@pytest.mark.parametrize("suit", list(hp.Suit))
def test_suit_cards_list_each_suit_in_the_rules_order(
    suit: hp.Suit, trump: hp.Suit
) -> None:
    assert list(hp.suit_cards(suit, trump)) == rules_order(suit, trump)


@pytest.mark.parametrize("trump", list(hp.Suit))
def test_the_ranking_tables_follow_the_rules(trump: hp.Suit) -> None:
    """The tables behind effective_suit, suit_cards and trick_winner.

    They are built once, when the module is imported, so their builders are
    checked here as well as through the functions that read the tables:
    every card's effective suit; within each suit a strictly falling
    strength in the rules' order; and every trump above every plain card.
    """
    suits = trump_tables(trump).suit
    strength = trump_tables(trump).power
    for suit in hp.Suit:
        order = rules_order(suit, trump)
        assert [suits[card.index] for card in order] == [suit] * len(order)
        powers = [strength[card.index] for card in order]
        assert powers == sorted(set(powers), reverse=True), (suit, powers)
    trumps = [strength[card.index] for card in rules_order(trump, trump)]
    plain = [strength[c.index] for c in every_card() if suits[c.index] is not trump]
    assert len(plain) == 17
    assert min(trumps) > max(plain)
    assert list(suits) == [hp.effective_suit(card, trump) for card in every_card()]

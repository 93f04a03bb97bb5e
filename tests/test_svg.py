"""The SVG pictures of hasenpfeffer.svg, checked on deals worked by hand.

The deals are those of the documentation: the tutorial's hand of
Hasenpfeffer (docs/tutorial.rst), the deal of docs/euchre.rst, "The deal",
of docs/three_handed.rst, "The deal", and of docs/railroad.rst, "A hand
worked through".  What each picture must show is worked out from the
rules: a hand is laid out trumps first (docs/rules.rst, "Trump and the
order of the cards"), the widow lies face down until the maker takes it
(docs/rules.rst, "Widow, trump and discard"), the upcard is seen by all and
the cards under it by nobody (docs/euchre.rst, "The deal"), a seat sitting
out keeps its cards face down (docs/rules.rst, "Going alone").
"""

from __future__ import annotations

import itertools
import math
import re

import pytest

import hasenpfeffer as hp
from hasenpfeffer import svg
from hasenpfeffer.cards import deck as every_card
from tests.svg_reading import (
    bands,
    check_hides,
    drawn_cards,
    faces,
    parse,
    text_boxes,
    texts,
)

RED, BLACK, JOKER_INK = "#c8102e", "#1b1b1b", "#5b2a86"


def cards(text: str) -> list[hp.Card]:
    return [hp.Card.parse(word) for word in text.split()]


def backs(picture: str) -> int:
    return sum(drawn.card is None for drawn in drawn_cards(parse(picture)))


def titles(picture: str) -> list[str]:
    return [drawn.title for drawn in drawn_cards(parse(picture))]


# -- the tutorial's hand ------------------------------------------------------

TUTORIAL_HANDS = [
    ["KC", "AC", "9D", "JD", "AH", "TS"],
    ["9C", "QD", "JH", "KH", "9S", "AS"],
    ["TC", "JC", "KD", "TH", "QH", "QS"],
    ["QC", "TD", "AD", "9H", "JS", "KS"],
]
AUCTION = ["bid 2", "bid 3", "pass", "pass", "bid 4", "pass", "trump H", "discard 9S"]
TRICKS = [
    "JH TH 9H AH",
    "Joker QH TD JD",
    "AS QS JS TS",
    "QD KD AD 9D",
    "QC AC 9C TC",
    "KC KH JC KS",
]


def tutorial(rules: hp.Rules | None = None) -> hp.GameState:
    """docs/tutorial.rst: seat 0 deals, the Joker is the widow."""
    game = hp.new_game(rules, seed=2024, dealer=0)
    return game.deal(hands=TUTORIAL_HANDS, widow="Joker")


def after(state: hp.GameState, actions: list[str]) -> hp.GameState:
    for action in actions:
        state = state.apply(action)
    return state


def tutorial_played(tricks: int, rules: hp.Rules | None = None) -> hp.GameState:
    plays = [f"play {card}" for trick in TRICKS[:tricks] for card in trick.split()]
    return after(tutorial(rules), AUCTION + plays)


# -- one card ------------------------------------------------------------------


def test_a_card_is_a_scalable_picture_with_its_name() -> None:
    picture = svg.card(hp.Card.parse("TH"))
    root = parse(picture)
    assert root.attrib["viewBox"] == "0 0 76 100"
    assert (root.attrib["width"], root.attrib["height"]) == ("76", "100")
    assert root[0].text == "ten of hearts"
    (drawn,) = drawn_cards(root)
    assert (str(drawn.card), drawn.title, drawn.corner) == (
        "TH",
        "ten of hearts",
        "10♥",
    )
    smaller = parse(svg.card(hp.Card.parse("TH"), size=38))
    assert smaller.attrib["viewBox"] == "0 0 76 100"
    assert (smaller.attrib["width"], smaller.attrib["height"]) == ("38", "50")


@pytest.mark.parametrize(
    ("text", "ink"),
    [("9H", RED), ("QD", RED), ("AC", BLACK), ("JS", BLACK), ("Joker", JOKER_INK)],
)
def test_red_and_black_suits(text: str, ink: str) -> None:
    root = parse(svg.card(hp.Card.parse(text)))
    inks = {
        element.get("fill") for element in root.iter() if element.tag.endswith("text")
    }
    assert inks == {ink}


def test_the_joker_on_its_yellow_card() -> None:
    picture = svg.card(hp.JOKER)
    (drawn,) = drawn_cards(parse(picture))
    assert (drawn.title, drawn.corner) == ("the Joker", "JOKER")
    assert 'fill="#fff4cc"' in picture


@pytest.mark.parametrize(
    ("text", "trump", "title"),
    [
        ("JH", hp.Suit.HEARTS, "jack of hearts, the right bower"),
        ("JD", hp.Suit.HEARTS, "jack of diamonds, the left bower"),
        ("JC", hp.Suit.HEARTS, "jack of clubs"),
        ("JC", hp.Suit.SPADES, "jack of clubs, the left bower"),
        ("AS", hp.Suit.SPADES, "ace of spades"),
        ("JD", None, "jack of diamonds"),
    ],
)
def test_a_bowers_title_says_which_bower(
    text: str, trump: hp.Suit | None, title: str
) -> None:
    assert titles(svg.card(hp.Card.parse(text), trump=trump)) == [title]


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"card": "JH"}, "card must be a Card, not 'JH'"),
        ({"trump": "H"}, "trump must be a Suit"),
        ({"size": 0}, "size must be a number of pixels above 0"),
        ({"size": -3}, "size must be"),
        ({"size": True}, "size must be"),
        ({"size": math.nan}, "size must be"),
        ({"size": math.inf}, "size must be"),
        ({"size": "40"}, "size must be"),
        ({"size": 100_001}, "size must be"),
    ],
)
def test_a_card_refuses_bad_arguments(
    arguments: dict[str, object], message: str
) -> None:
    given: dict[str, object] = {"card": hp.Card.parse("JH"), **arguments}
    with pytest.raises(hp.InvalidValueError, match=re.escape(message)):
        svg.card(**given)  # type: ignore[arg-type]


# -- a hand --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("trump", "laid_out"),
    [
        # Before trump: the Joker, then clubs, diamonds, spades, hearts, each
        # from the ace down.
        (None, "Joker 9C JD AS QH JH"),
        # Hearts: Joker, right bower, left bower, queen; then clubs and spades
        # (the colours alternate: black, red, black).
        (hp.Suit.HEARTS, "Joker JH JD QH 9C AS"),
        # Spades: Joker, the jack of clubs (left bower), ace; then hearts,
        # clubs, diamonds.
        (hp.Suit.SPADES, "Joker JC AS QH 9C JD"),
    ],
)
def test_a_hand_is_laid_out_trumps_first(trump: hp.Suit | None, laid_out: str) -> None:
    held = cards(
        "9C JD AS Joker QH JH"
        if trump is not hp.Suit.SPADES
        else "9C JD AS Joker QH JC"
    )
    assert " ".join(faces(svg.hand(held, trump=trump))) == laid_out


def test_a_hand_keeps_its_order_when_asked() -> None:
    held = cards("9C JD AS Joker")
    assert faces(svg.hand(held, sort=False)) == ["9C", "JD", "AS", "Joker"]


def test_a_row_overlaps_each_card_by_the_same_step() -> None:
    drawn = drawn_cards(parse(svg.hand(cards("9C TC JC QC"))))
    steps = {b.x - a.x for a, b in itertools.pairwise(drawn)}
    assert len(steps) == 1 and 0 < steps.pop() < 60
    assert {card.y for card in drawn} == {drawn[0].y}


def test_a_fanned_hand_turns_its_cards_evenly_about_the_middle() -> None:
    root = parse(svg.hand(cards("9C TC JC QC KC"), fan=True))
    turns = [
        float(group.attrib["transform"].split("(")[1].split()[0])
        for group in root
        if group.get("transform", "").startswith("rotate")
    ]
    assert turns == [-18, -9, 0, 9, 18]
    assert faces(svg.hand(cards("9C TC JC QC KC"), fan=True)) == [
        "KC",
        "QC",
        "JC",
        "TC",
        "9C",
    ]


def test_an_empty_hand_is_still_a_picture() -> None:
    picture = svg.hand([])
    assert parse(picture)[0].text == "A hand of 0 cards"
    assert drawn_cards(parse(picture)) == []


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ("JH TH", "cards must be a collection of Card values"),
        (5, "cards must be a collection"),
        (["JH"], "each of cards must be a Card, not 'JH'"),
        (cards("JH JH"), "cards cannot hold the same card twice"),
    ],
)
def test_a_hand_refuses_what_is_not_cards(given: object, message: str) -> None:
    with pytest.raises(hp.InvalidValueError, match=re.escape(message)):
        svg.hand(given)  # type: ignore[arg-type]


def test_a_hand_refuses_a_fan_that_is_not_true_or_false() -> None:
    with pytest.raises(hp.InvalidValueError, match="fan must be True or False"):
        svg.hand(cards("JH"), fan="yes")  # type: ignore[arg-type]
    with pytest.raises(hp.InvalidValueError, match="sort must be True or False"):
        svg.hand(cards("JH"), sort=None)  # type: ignore[arg-type]


# -- a trick -------------------------------------------------------------------


def positions(picture: str) -> dict[str, tuple[float, float]]:
    return {
        str(drawn.card): (drawn.x, drawn.y) for drawn in drawn_cards(parse(picture))
    }


def ringed(picture: str) -> list[str]:
    """The cards with the winner's ring: a rectangle wider than a card."""
    found = []
    for group in parse(picture).iter("{http://www.w3.org/2000/svg}g"):
        if "data-card" in group.attrib and any(
            rect.get("stroke") == "#ffd54a"
            for rect in group.iter("{http://www.w3.org/2000/svg}rect")
        ):
            found.append(group.attrib["data-card"])
    return found


def badges(picture: str) -> dict[str, str]:
    """The order-of-play badge of each card."""
    found = {}
    for group in parse(picture).iter("{http://www.w3.org/2000/svg}g"):
        if "data-card" in group.attrib:
            for badge in group.iter("{http://www.w3.org/2000/svg}g"):
                if badge.get("class") == "hp-badge":
                    found[group.attrib["data-card"]] = "".join(badge.itertext())
    return found


def test_a_trick_of_the_tutorial_with_its_winner() -> None:
    first = tutorial_played(1).completed_tricks[0]
    picture = svg.trick(first, trump=hp.Suit.HEARTS)
    # seat 1 led the right bower, seats 2, 3 and 0 followed; seat 1 won.
    assert faces(picture) == ["JH", "TH", "9H", "AH"]
    assert badges(picture) == {"JH": "1", "TH": "2", "9H": "3", "AH": "4"}
    assert ringed(picture) == ["JH"]
    assert titles(picture)[0] == (
        "jack of hearts, the right bower, played by seat 1, led, wins the trick"
    )
    assert "Won by seat 1" in texts(picture)
    assert parse(picture)[0].text == "A trick led by seat 1, won by seat 1"
    assert parse(picture)[1].text == (
        "Seat 1 led the jack of hearts, the right bower; seat 2 played the ten of"
        " hearts; seat 3 played the nine of hearts; seat 0 played the ace of hearts."
    )


def test_each_card_lies_before_its_seat() -> None:
    first = tutorial_played(1).completed_tricks[0]
    # seat 0 at the bottom: seat 1 on the left, 2 at the top, 3 on the right
    where = positions(svg.trick(first))
    bottom, left, top, right = where["AH"], where["JH"], where["TH"], where["9H"]
    assert left[0] < bottom[0] == top[0] < right[0]
    assert top[1] < left[1] == right[1] < bottom[1]
    # seat 2 at the bottom: seat 3 on the left, 0 at the top, 1 on the right
    turned = positions(svg.trick(first, bottom=2))
    assert turned["TH"] == bottom and turned["9H"] == left
    assert turned["AH"] == top and turned["JH"] == right


def test_plays_and_trump_make_the_library_find_the_winner() -> None:
    # Hearts trump: the left bower beats the ace and the king of hearts.
    plays = [(1, hp.Card.parse(text)) for text in ("AH",)] + [
        (2, hp.Card.parse("JD")),
        (3, hp.Card.parse("9H")),
        (0, hp.Card.parse("KH")),
    ]
    picture = svg.trick(plays, trump=hp.Suit.HEARTS)
    assert ringed(picture) == ["JD"]
    assert "Won by seat 2" in texts(picture)
    unfinished = svg.trick(plays[:2], trump=hp.Suit.HEARTS)
    assert ringed(unfinished) == ["JD"]
    assert "Seat 2 is winning" in texts(unfinished)
    # Without trump nobody is ringed: only the lead is known.
    plain = svg.trick(plays)
    assert ringed(plain) == [] and "Led by seat 1" in texts(plain)
    assert "Nothing played yet" in texts(svg.trick([]))
    joker_led = svg.trick([(3, hp.JOKER)], trump=hp.Suit.HEARTS)
    assert parse(joker_led)[0].text == "A trick led by seat 3, seat 3 winning so far"
    assert parse(joker_led)[1].text == "Seat 3 led the Joker."


def test_a_trick_at_a_table_of_three() -> None:
    plays = [
        (1, hp.Card.parse("AD")),
        (2, hp.Card.parse("KH")),
        (0, hp.Card.parse("JH")),
    ]
    picture = svg.trick(plays, trump=hp.Suit.HEARTS, players=3)
    assert ringed(picture) == ["JH"]
    seats = [text for text in texts(picture) if text.startswith("Seat ")]
    assert sorted(seats) == ["Seat 0", "Seat 1", "Seat 2"]
    with pytest.raises(hp.InvalidValueError, match="at a table of three"):
        svg.trick([(3, hp.Card.parse("AD"))], players=3)


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ("JH", "trick must be a Trick or a sequence of (seat, card) pairs"),
        ([(1, "JH")], "a play's card must be a Card"),
        ([(1,)], "trick must hold (seat, card) pairs"),
        ([(4, hp.JOKER)], "a play's seat must be a seat"),
        (
            [(1, hp.JOKER), (3, hp.Card.parse("9C")), (2, hp.Card.parse("TC"))],
            "clockwise from the lead",
        ),
        ([(1, hp.JOKER), (1, hp.Card.parse("9C"))], "of different seats"),
        ([(1, hp.JOKER), (2, hp.JOKER)], "the same card twice"),
    ],
)
def test_a_trick_refuses_what_is_not_a_trick(given: object, message: str) -> None:
    with pytest.raises(hp.InvalidValueError, match=re.escape(message)):
        svg.trick(given)  # type: ignore[arg-type]


def test_a_trick_refuses_a_table_of_five_and_a_seat_not_at_it() -> None:
    with pytest.raises(hp.InvalidValueError, match="players must be 3 or 4, not 5"):
        svg.trick([], players=5)
    with pytest.raises(hp.InvalidValueError, match="bottom must be a seat"):
        svg.trick([], bottom=4)


# -- a table: Hasenpfeffer -----------------------------------------------------

SEAT_0 = ["AC", "KC", "JD", "9D", "TS", "AH"]
"""Seat 0's cards before trump: clubs, diamonds, spades, hearts."""
SEAT_1 = ["9C", "QD", "AS", "9S", "KH", "JH"]
SEAT_2 = ["JC", "TC", "KD", "QS", "QH", "TH"]
SEAT_3 = ["QC", "AD", "TD", "KS", "JS", "9H"]


def test_the_tutorials_deal_all_face_up() -> None:
    picture = svg.table(tutorial())
    assert faces(picture) == [*SEAT_0, *SEAT_1, *SEAT_2, *SEAT_3, "Joker"]
    assert backs(picture) == 0
    assert "the Joker, the widow" in titles(picture)
    assert parse(picture)[0].text == "Hasenpfeffer, hand 1, every hand face up"
    assert {"Seat 1 to bid", "No bid yet", "dealer", "to act"} <= set(texts(picture))


def test_the_seats_sit_round_the_table_clockwise() -> None:
    drawn = drawn_cards(parse(svg.table(tutorial())))
    rows = [drawn[6 * seat : 6 * seat + 6] for seat in range(4)]
    x = [sum(card.x for card in row) / 6 for row in rows]
    y = [row[0].y for row in rows]
    # seat 0 at the bottom, 1 on the left, 2 at the top, 3 on the right
    assert x[1] < x[0] < x[3] and x[0] == x[2]
    assert y[2] < y[1] == y[3] < y[0]
    turned = drawn_cards(parse(svg.table(tutorial(), bottom=3)))
    assert [card.y for card in turned[18:24]] == [y[0]] * 6  # seat 3 at the bottom


def test_a_seat_sees_its_own_cards_and_the_backs_of_the_others() -> None:
    view = tutorial().view(2)
    picture = svg.table(view)
    assert faces(picture) == SEAT_2
    # three hands of six, and the widow face down
    assert backs(picture) == 19
    assert "a card face down, the widow" in titles(picture)
    assert parse(picture)[0].text == "Hasenpfeffer, hand 1, as seat 2 sees it"
    assert "Seat 2 (you)" in texts(picture)
    check_hides(picture, set(every_card()) - set(cards(" ".join(SEAT_2))))
    assert svg.table(tutorial(), seat=2) == picture
    # seat 2 sits at the bottom of its own picture
    drawn = drawn_cards(parse(picture))
    assert drawn[12].y > drawn[0].y


def test_the_makers_discard_is_seen_by_the_maker_alone() -> None:
    state = after(tutorial(), AUCTION)
    maker = svg.table(state.view(1))
    # hearts trump: Joker, right bower, king; then clubs, diamonds, spades
    assert faces(maker) == ["Joker", "JH", "KH", "9C", "QD", "AS", "9S"]
    assert "nine of spades, your discard" in titles(maker)
    assert backs(maker) == 18  # the widow is in the maker's hand
    other = svg.table(state.view(0))
    # hearts trump: the left bower and the ace, then clubs, diamonds, spades
    assert faces(other) == ["JD", "AH", "AC", "KC", "9D", "TS"]
    check_hides(other, cards("9S Joker 9C QD JH KH AS"))
    info = set(texts(other))
    assert {"Seat 1 to play", "Contract: bid 4, seat 1", "Trump:", "hearts"} <= info
    every = svg.table(state)
    assert "nine of spades, discarded by seat 1" in titles(every)


def test_the_trick_under_way_and_the_last_one() -> None:
    state = after(tutorial_played(0), ["play JH", "play TH"])
    picture = svg.table(state.view(3))
    assert faces(picture)[-2:] == ["JH", "TH"]
    assert ringed(picture) == ["JH"]
    assert "Seat 1 is winning the trick" in texts(picture)
    assert titles(picture)[-2] == (
        "jack of hearts, the right bower, played by seat 1, led, winning"
    )
    done = svg.table(tutorial_played(1).view(3))
    assert faces(done)[-4:] == ["JH", "TH", "9H", "AH"]
    assert "Last trick won by seat 1" in texts(done)


def score_rows(picture: str) -> list[tuple[str, ...]]:
    """The rows of the score box: side (with its seats), tricks, score."""
    found = texts(picture)
    rows = []
    for position, text in enumerate(found):
        if re.fullmatch(r"Team \d", text):
            rows.append(tuple(found[position : position + 4]))
        elif (
            re.fullmatch(r"Seat \d", text) and found[position + 1].lstrip("-").isdigit()
        ):
            rows.append(tuple(found[position : position + 3]))
    return rows


def test_a_played_hand_shows_every_card_played_face_up() -> None:
    state = tutorial_played(6)
    picture = svg.table(state.view(0))
    played = {card for trick in TRICKS for card in trick.split()}
    shown = faces(picture)
    # each seat's row, then the last trick again in the middle
    assert set(shown) == played and len(shown) == 24 + 4
    # seat 0 played AH JD TS 9D AC KC: hearts trump, the left bower first
    assert shown[:6] == ["JD", "AH", "AC", "KC", "9D", "TS"]
    check_hides(picture, cards("9S"))
    assert backs(picture) == 0
    assert score_rows(picture) == [
        ("Team 0", "seats 0, 2", "1", "0"),
        ("Team 1", "seats 1, 3", "5", "5"),
    ]
    assert "Hand over; seat 1 deals next" in texts(picture)
    assert "nine of spades, discarded by seat 1" in titles(svg.table(state))


def test_the_end_of_the_game() -> None:
    state = tutorial_played(6, hp.Rules(target_score=5))
    assert state.phase is hp.Phase.GAME_OVER
    picture = svg.table(state)
    assert "Team 1 wins the game" in texts(picture)
    assert "Game to 5" in texts(picture)


@pytest.mark.parametrize("game", list(hp.Game), ids=lambda game: game.value)
# Seeds where each side of each game wins once at least.
@pytest.mark.parametrize("seed", [3, 4, 6])
def test_the_winners_band_covers_no_other_text(game: hp.Game, seed: int) -> None:
    bot = hp.bots.HeuristicBot()
    finished = hp.bots.play_game(hp.new_game(hp.Rules(game=game), seed=seed), bot)
    winner = finished.winner
    players = len(finished.hands)
    side = f"Seat {winner}" if players == 3 else f"Team {winner}"
    for picture in [
        svg.table(finished),
        *(svg.table(finished.view(seat)) for seat in range(players)),
    ]:
        ((name, band),) = bands(picture)
        assert name.startswith(side)
        covered = [
            text
            for text, box in text_boxes(picture)
            if box.meets(band) and text != name
        ]
        assert covered == [], covered


def test_a_hand_thrown_in_keeps_the_widow_face_down() -> None:
    state = after(tutorial(), ["pass"] * 4)
    assert state.phase is hp.Phase.DEAL
    picture = svg.table(state.view(0))
    assert "Thrown in; seat 1 deals next" in texts(picture)
    assert faces(picture) == SEAT_0
    assert backs(picture) == 18 + 1
    assert "deals next" in texts(picture)


def test_before_the_first_deal() -> None:
    picture = svg.table(hp.new_game(seed=1, dealer=3))
    assert drawn_cards(parse(picture)) == []
    found = texts(picture)
    assert {"Hasenpfeffer, no hand dealt yet", "Seat 3 deals first"} <= set(found)
    assert "deals first" in found


def test_a_lone_makers_partner_sets_its_cards_aside() -> None:
    lone = hp.Rules(lone_hands=True, lone_defender=True)
    state = hp.new_game(lone, seed=1, dealer=0).deal().bid(4).pass_().pass_().pass_()
    state = state.name_trump(hp.Suit.SPADES).discard("9H").go_alone().pass_().pass_()
    assert state.sitting_out == (3,)
    drawn = drawn_cards(parse(svg.table(state.view(1))))
    set_aside = [card for card in drawn if card.title.endswith("set aside")]
    assert len(set_aside) == 6
    assert all(card.card is None for card in set_aside)
    picture = svg.table(state.view(1))
    assert {"Seat 1 plays alone", "sits out"} <= set(texts(picture))
    # the seat sitting out sees its own cards, set aside
    own = drawn_cards(parse(svg.table(state.view(3))))
    assert sum(card.card is not None and "set aside" in card.title for card in own) == 6


# -- a table: the Euchres ------------------------------------------------------

EUCHRE_HANDS = [
    ["9H", "KC", "AC", "TS", "JS"],
    ["QH", "TC", "JC", "QC", "AD"],
    ["JH", "JD", "AH", "KH", "AS"],
    ["KD", "QD", "TD", "QS", "KS"],
]


def euchre() -> hp.GameState:
    """docs/euchre.rst, "The deal": seat 0 deals and turns up the TH."""
    game = hp.new_game(hp.Rules(game=hp.Game.EUCHRE), seed=1, dealer=0)
    return game.deal(hands=EUCHRE_HANDS, kitty=["TH", "9C", "9D", "9S"])


def test_the_upcard_face_up_and_the_kitty_face_down() -> None:
    picture = svg.table(euchre().view(3))
    # seat 3's hand (diamonds, then spades), then the upcard
    assert faces(picture) == ["KD", "QD", "TD", "KS", "QS", "TH"]
    assert "ten of hearts, the upcard" in titles(picture)
    assert backs(picture) == 15 + 3
    check_hides(picture, cards("9C 9D 9S") + cards(" ".join(EUCHRE_HANDS[0])))
    assert {"upcard", "kitty", "Seat 1 to call"} <= set(texts(picture))
    # a game state's picture leaves the cards under the upcard face down
    every = svg.table(euchre())
    assert backs(every) == 3 and "9C" not in faces(every)


def test_the_dealer_picks_the_upcard_up_and_discards() -> None:
    state = euchre().pass_().name_trump("H").discard("TS")
    dealer = svg.table(state.view(0))
    # the ten of hearts is in the dealer's hand: hearts first
    assert faces(dealer) == ["TH", "9H", "AC", "KC", "JS", "TS"]
    assert "ten of spades, your discard" in titles(dealer)
    assert backs(dealer) == 15 + 3
    assert "upcard" not in texts(dealer)
    other = svg.table(state.view(1))
    check_hides(other, cards("TS 9C 9D 9S TH"))
    assert "Maker: seat 2" in texts(other)


def test_an_upcard_turned_down() -> None:
    state = euchre().pass_().pass_().pass_().pass_()
    picture = svg.table(state.view(1))
    assert "ten of hearts, the upcard, turned down" in titles(picture)
    assert "turned down" in texts(picture)


def test_three_handed_euchre() -> None:
    three = hp.Rules(game=hp.Game.THREE_HANDED_EUCHRE)
    game = hp.new_game(three, seed=1, dealer=0)
    state = game.deal(
        hands=[
            ["9H", "QC", "AC", "TS", "JH"],
            ["AD", "KD", "QD", "9C", "TC"],
            ["JD", "AH", "KH", "AS", "KS"],
        ],
        kitty=["TH", "QH", "9D", "TD", "JC", "KC", "9S", "JS", "QS"],
    )
    picture = svg.table(state.view(1))
    assert faces(picture) == ["TC", "9C", "AD", "KD", "QD", "TH"]
    assert backs(picture) == 10 + 8
    assert score_rows(picture) == [
        ("Seat 0", "0", "0"),
        ("Seat 1", "0", "0"),
        ("Seat 2", "0", "0"),
    ]
    drawn = drawn_cards(parse(picture))
    # seat 1 at the bottom, seat 2 on the left, seat 0 on the right
    assert drawn[10].x < drawn[5].x < drawn[0].x
    assert drawn[5].y > drawn[0].y == drawn[10].y
    with pytest.raises(hp.InvalidValueError, match="at a table of three"):
        svg.table(state, seat=3)


RAILROAD_ACTIONS = [
    "trump H",
    "discard 9D",
    "call for best",
    "give AD",
    "discard QH",
    "pass",
    "pass",
]


def railroad_before(action: str) -> hp.GameState:
    """docs/railroad.rst, "A hand worked through", up to ``action``."""
    return after(railroad_dealt(), RAILROAD_ACTIONS[: RAILROAD_ACTIONS.index(action)])


def railroad() -> hp.GameState:
    """docs/railroad.rst, "A hand worked through", up to the first lead."""
    return after(railroad_dealt(), RAILROAD_ACTIONS)


def railroad_dealt() -> hp.GameState:
    """Seat 3 deals and turns up the Joker, which proposes hearts."""
    game = hp.new_game(hp.Rules(game=hp.Game.RAILROAD_EUCHRE), seed=1, dealer=3)
    state = game.deal(
        hands=[
            ["JH", "JD", "AH", "KH", "QH"],
            ["9C", "TC", "JC", "QC", "KC"],
            ["AD", "9S", "TS", "JS", "QS"],
            ["AC", "9D", "TD", "QD", "KD"],
        ],
        kitty=["Joker", "9H", "TH", "KS", "AS"],
    )
    return state


def test_calling_for_best() -> None:
    state = railroad()
    caller = svg.table(state.view(0))
    assert faces(caller) == ["JH", "JD", "AH", "KH", "AD", "QH"]
    assert "queen of hearts, your discard" in titles(caller)
    assert "to act · maker · alone · called for best" in texts(caller)
    before_giving = railroad_before("give AD")
    assert "Seat 2 to give a card" in texts(svg.table(before_giving.view(1)))
    giver = svg.table(state.view(2))
    assert faces(giver) == ["QS", "JS", "TS", "9S"]
    check_hides(giver, cards("QH 9D JH JD AH KH AD Joker"))
    defender = svg.table(state.view(1))
    check_hides(defender, cards("QH 9D AD 9S TS JS QS"))
    every = svg.table(state)
    assert "nine of diamonds, discarded by seat 3" in titles(every)
    assert "queen of hearts, discarded by seat 0" in titles(every)
    assert backs(every) == 4  # under the Joker, which the dealer took


# -- the arguments of a table -------------------------------------------------


# -- a table: Bid Euchre -----------------------------------------------------


def bid_euchre_states() -> tuple[hp.GameState, hp.GameState]:
    """The two hands of tests/test_records_bid_euchre.py, each mid-trick: in
    the first, seat 1 has bid four in no trump and led the QC of trick 3,
    and seat 2 played the JS; in the second, seat 2 plays the moon in no
    trump, has led the AS, and seat 3 played the 9C."""
    from tests.test_records_bid_euchre import (
        FIRST,
        MOON_DEAL,
        NO_TRUMP_DEAL,
        NO_TRUMP_TRICKS,
    )

    rules = hp.Rules(game=hp.Game.BID_EUCHRE)
    state = hp.new_game(rules, seed=1, dealer=0)
    state = state.deal(hands=[cards(hand) for hand in NO_TRUMP_DEAL])
    state = state.bid(4).pass_().pass_().pass_().apply(hp.NoTrump())
    for trick in NO_TRUMP_TRICKS[:2]:
        for card in trick.split():
            state = state.play(card)
    no_trump = state.play("QC").play("JS")
    moon = FIRST.deal(hands=[cards(hand) for hand in MOON_DEAL])
    moon = moon.apply(hp.MOON).apply(hp.NoTrump()).play("AS").play("9C")
    return no_trump, moon


def test_a_bid_euchre_hand_in_no_trump() -> None:
    no_trump, _ = bid_euchre_states()
    picture = svg.table(no_trump)
    found = texts(picture)
    assert "Contract: bid 4, seat 1" in found
    assert "No trump" in found
    assert "Trump:" not in found
    # Without bowers the jack of spades is only a spade: the queen of clubs
    # led is winning.  (Were clubs trump, the jack would be the left bower.)
    assert "Seat 1 is winning the trick" in found
    titles_drawn = titles(picture)
    assert not any("widow" in title or "kitty" in title for title in titles_drawn)
    assert not any("bower" in title for title in titles_drawn)
    # Of the 24 cards, the eight of tricks 1 and 2 are gone: 14 are held
    # and two lie in the trick under way; nothing lies aside.
    assert len(drawn_cards(parse(picture))) == 14 + 2


def test_a_bid_euchre_moon_sets_the_partners_cards_aside() -> None:
    _, moon = bid_euchre_states()
    assert moon.sitting_out == (0,)
    picture = svg.table(moon.view(1))
    found = texts(picture)
    assert "Contract: the moon, seat 2" in found
    assert {"Seat 2 plays alone", "sits out"} <= set(found)
    assert "No trump" in found
    assert "Seat 2 is winning the trick" in found
    drawn = drawn_cards(parse(picture))
    set_aside = [card for card in drawn if card.title.endswith("set aside")]
    assert len(set_aside) == 6 and all(card.card is None for card in set_aside)
    assert not any("widow" in card.title or "kitty" in card.title for card in drawn)


def test_a_table_refuses_bad_arguments() -> None:
    state = tutorial()
    with pytest.raises(hp.InvalidValueError, match="GameState or a PlayerView"):
        svg.table("state")  # type: ignore[arg-type]
    with pytest.raises(
        hp.InvalidValueError, match="seat 2's view: it cannot be drawn for seat 1"
    ):
        svg.table(state.view(2), seat=1)
    assert svg.table(state.view(2), seat=2) == svg.table(state.view(2))
    with pytest.raises(hp.InvalidValueError, match="seat must be a seat"):
        svg.table(state, seat=4)
    with pytest.raises(hp.InvalidValueError, match="bottom must be a seat"):
        svg.table(state, bottom=-1)
    with pytest.raises(hp.InvalidValueError, match="size must be"):
        svg.table(state, size=0)
    assert parse(svg.table(state, size=320)).attrib["width"] == "320"


# -- in a notebook -------------------------------------------------------------


def test_cards_tricks_states_and_views_show_themselves() -> None:
    state = tutorial_played(1)
    card = hp.Card.parse("JD")
    assert card._repr_svg_() == svg.card(card)
    trick = state.completed_tricks[0]
    assert trick._repr_svg_() == svg.trick(trick)
    assert state._repr_svg_() == svg.table(state)
    assert state.view(3)._repr_svg_() == svg.table(state.view(3))


def test_every_picture_of_the_tutorial_is_xml_with_a_title_on_each_card() -> None:
    state = tutorial()
    for action in AUCTION + [
        f"play {card}" for trick in TRICKS for card in trick.split()
    ]:
        for seat in range(4):
            picture = svg.table(state.view(seat))
            for drawn in drawn_cards(parse(picture)):
                assert drawn.title
        state = state.apply(action)

"""Cards on a terminal: suit symbols and colour when the output can show
them, plain text otherwise; lines wrapped between items only."""

from __future__ import annotations

import io

import pytest

import hasenpfeffer as hp
from hasenpfeffer.cards import deck as every_card
from hasenpfeffer.cli.play import TerminalGame
from hasenpfeffer.cli.terminal import PLAIN, Style, visible_width, wrap


class Tty(io.StringIO):
    """A text stream that says it is a terminal."""

    def __init__(self, encoding: str = "utf-8") -> None:
        super().__init__()
        self._encoding = encoding

    def isatty(self) -> bool:
        return True

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return self._encoding


COLOUR = Style(symbols=True, colour=True)


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, COLOUR),
        ({"TERM": "xterm-256color"}, COLOUR),
        ({"NO_COLOR": ""}, COLOUR),
        ({"NO_COLOR": "1"}, PLAIN),
        ({"NO_COLOR": "no"}, PLAIN),
        ({"TERM": "dumb"}, PLAIN),
    ],
)
def test_a_terminal_gets_colour_unless_no_color_is_set(
    environ: dict[str, str], expected: Style
) -> None:
    assert Style.for_stream(Tty(), environ) == expected


def test_a_file_or_a_pipe_gets_plain_text() -> None:
    assert Style.for_stream(io.StringIO(), {}) == PLAIN


def test_a_terminal_without_the_symbols_gets_letters_in_colour() -> None:
    assert Style.for_stream(Tty("ascii"), {}) == Style(symbols=False, colour=True)


def test_red_suits_in_red_and_black_suits_in_black() -> None:
    red = "\x1b[31;47m"
    black = "\x1b[30;47m"
    reset = "\x1b[0m"
    cards = {text: hp.Card.parse(text) for text in ("JH", "TD", "AS", "9C")}
    assert COLOUR.card(cards["JH"]) == f"{red}J♥{reset}"
    assert COLOUR.card(cards["TD"]) == f"{red}10♦{reset}"
    assert COLOUR.card(cards["AS"]) == f"{black}A♠{reset}"
    assert COLOUR.card(cards["9C"]) == f"{black}9♣{reset}"
    assert "Joker" in COLOUR.card(hp.JOKER)
    assert COLOUR.suit(hp.Suit.DIAMONDS) == f"{red}♦{reset}"
    assert Style(colour=True).card(cards["JH"]) == f"{red}JH{reset}"


def test_plain_cards_are_the_notation() -> None:
    for card in every_card():
        assert PLAIN.card(card) == str(card)
        assert hp.Card.parse(Style(symbols=True).card(card)) == card


def test_tens_show_as_10_as_in_the_pictures() -> None:
    tens = [hp.Card(hp.Rank.TEN, suit) for suit in hp.Suit]
    assert Style(symbols=True).cards(tens) == "10♣ 10♦ 10♥ 10♠"
    assert PLAIN.cards(tens) == "TC TD TH TS"  # the notation, for files and pipes


def test_visible_width_ignores_colour_codes() -> None:
    text = f"1) {COLOUR.card(hp.Card.parse('JH'))}"
    assert visible_width(text) == len("1) J♥")


def test_wrap_breaks_between_items_only() -> None:
    items = ["1) pass", "2) bid 3", "3) little pepper", "4) big pepper"]
    assert wrap(items, 20, indent="  ") == [
        "1) pass  2) bid 3",
        "  3) little pepper",
        "  4) big pepper",
    ]


def test_wrap_gives_an_item_wider_than_the_line_a_line_of_its_own() -> None:
    assert wrap(["ab", "abcdefghij", "c"], 5, separator=" ") == [
        "ab",
        "abcdefghij",
        "c",
    ]


def test_wrap_counts_what_the_terminal_shows() -> None:
    cards = [COLOUR.card(hp.Card.parse(text)) for text in ("JH", "TD", "AS")]
    lines = wrap(["hand:", *cards], 12, separator=" ", indent="  ")
    assert [visible_width(line) for line in lines] == [len("hand: J♥ 10♦"), 4]


def test_wrap_without_a_width_is_one_line() -> None:
    assert wrap(["a", "b", "c"], None, separator=" ") == ["a b c"]
    assert wrap([], 10) == [""]


def test_wrap_keeps_empty_items() -> None:
    assert wrap(["", "a"], 10, separator=" ") == [" a"]


def test_a_game_on_a_terminal_is_in_colour_and_fits_its_width(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The width is the terminal's (``COLUMNS`` stands for the window
    here), asked for every line: a narrower window gives narrower lines."""
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("TERM", raising=False)
    monkeypatch.setenv("COLUMNS", "30")
    screen = Tty()
    state = hp.new_game(hp.Rules(bidding=hp.Bidding.PEPPER), seed=1, dealer=3).deal()
    game = TerminalGame(state, io.StringIO("hint\n"), screen)
    game.say("A line that is rather longer than thirty columns in all.")
    monkeypatch.setenv("COLUMNS", "20")
    game.run()
    lines = screen.getvalue().splitlines()
    assert [visible_width(line) for line in lines[:2]] == [28, 29]
    assert max(visible_width(line) for line in lines[2:]) <= 20
    assert "\x1b[" in screen.getvalue()

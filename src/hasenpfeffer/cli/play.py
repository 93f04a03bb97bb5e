"""A game in the terminal: a person at seat 0 against three bots (two in
Three-Handed Euchre, where each plays for themselves).

This is what ``hasenpfeffer play`` runs.  The person sees what seat 0 may
see: their hand grouped by suit (by effective suit, trump first and marked,
once trump is named), the auction, the trick on the table and the score.
At each turn they get the legal actions, numbered in the order the hand is
shown, and type a number or the notation (``JH``, ``play JH``, ``bid 3``,
``pass``, ``trump H``, ``discard 9C``, ``alone``).  A number may be written
in any script's decimal digits (``٣`` is 3).  Besides, ``hint`` says what
:class:`~hasenpfeffer.bots._heuristic.HeuristicBot` would do and why, ``undo``
takes back the person's last decision (with the bots' moves after it),
``last`` shows the last trick, and ``help`` lists these commands.  An entry
that is not understood, or that the rules forbid, gets the reason and a new
prompt; ``quit`` or the end of the input (Ctrl-D) leaves the game.

On a terminal, cards show their suit symbols in colour and lines are
wrapped to the window's width (see :mod:`hasenpfeffer.cli.terminal`); written
to a file or a pipe, or with ``NO_COLOR`` set, the text is plain.  The
input and output streams are parameters, so a script can play too:

>>> import io
>>> import hasenpfeffer as hp
>>> out = io.StringIO()
>>> game = TerminalGame(hp.new_game(seed=1), io.StringIO("1\\nquit\\n"), out)
>>> final = game.run()
>>> print(out.getvalue())  # doctest: +ELLIPSIS, +NORMALIZE_WHITESPACE
Hasenpfeffer: you are seat 0, with seat 2 as your partner, against seats 1 and 3.
...
Your hand (seat 0): ...
...
You pass.
...
Goodbye.
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Sequence
from typing import TextIO

from .._words import in_words
from ..actions import MOON, Action, Play
from ..bots._base import Bot
from ..bots._heuristic import HeuristicBot
from ..errors import IllegalActionError, InvalidNotationError, InvalidValueError
from ..games import AuctionKind, spec_of
from ..phases import Phase
from ..records._limits import MAX_DEALS
from ..rules import Widow
from ..seats import check_seat
from ..state import GameState
from ..views import PlayerView
from .choices import (
    HELP,
    HELP_ALONE,
    HELP_WORDS,
    QUIT_WORDS,
    choice_text,
    contract_text,
    describe_action,
    grouped_hand,
    in_hand_order,
    numbered_choices,
    read_choice,
    trump_text,
)
from .seating import Seating
from .terminal import Style, visible_width, wrap
from .terminal_input import read_entry


class _QuitRequestError(Exception):
    """The person asked to leave."""


class TerminalGame:
    """A game between a person at seat ``you`` (0) and ``bots`` at the
    other seats, played over text streams.

    ``bots`` has one bot per seat (the person's entry is ignored); by
    default :class:`~hasenpfeffer.bots._heuristic.HeuristicBot` players at
    the other seats (three of them, or two in Three-Handed Euchre, where
    each seat plays for itself and scores are told seat by seat).
    ``state`` is where to start: usually a new game, but any position
    will do.  The game runs until it is over, the input ends, or the person
    quits; ``max_hands`` stops it after so many hands.  ``echo`` writes
    each entry after its prompt, so that the output reads as a transcript;
    by default it does when the input is not a terminal.

    ``style`` writes the cards (by default :meth:`Style.for_stream
    <hasenpfeffer.cli.terminal.Style.for_stream>` of the output: suit symbols in
    colour on a terminal, the plain notation otherwise).  ``width`` is the
    width lines are wrapped to (by default the terminal's, asked anew for
    every line, when the output is a terminal; no wrapping otherwise).
    With ``auto`` a card the person is forced to play (their only legal
    card) is played for them.  With ``show_seed`` the game's seed is shown
    at the start, so that the game can be dealt again.

    >>> import io
    >>> import hasenpfeffer as hp
    >>> out = io.StringIO()
    >>> final = TerminalGame(hp.new_game(seed=2), io.StringIO(""), out).run()
    >>> out.getvalue().splitlines()[-1]
    'Goodbye.'

    Raises:
        InvalidValueError: ``you`` is not a seat, ``width`` not a positive
            whole number, or ``bots`` not one entry per seat.
    """

    def __init__(
        self,
        state: GameState,
        input: TextIO | None = None,
        output: TextIO | None = None,
        bots: Sequence[Bot | None] | None = None,
        you: int = 0,
        max_hands: int | None = None,
        echo: bool | None = None,
        *,
        style: Style | None = None,
        width: int | None = None,
        auto: bool = False,
        show_seed: bool = False,
    ) -> None:
        self.state = state
        self.input = sys.stdin if input is None else input
        self.output = sys.stdout if output is None else output
        self.spec = spec_of(state.rules)
        self.players = self.spec.players
        if bots is None:
            bots = [HeuristicBot() for _ in range(self.players)]
        if len(bots) != self.players:
            raise InvalidValueError(f"bots must be one per seat, not {len(bots)}")
        self.bots = list(bots)
        self.you = check_seat(you, "you", self.players)
        self.seating = Seating(self.spec, self.you)
        self.max_hands = max_hands
        if echo is None:
            isatty = getattr(self.input, "isatty", None)
            echo = not (isatty is not None and isatty())
        self.echo = echo
        self.style = Style.for_stream(self.output) if style is None else style
        if width is not None and (
            isinstance(width, bool) or not isinstance(width, int) or width < 1
        ):
            raise InvalidValueError(
                f"width must be a positive whole number, not {width!r}"
            )
        self.width = width
        self.auto = auto
        self.show_seed = show_seed
        self._decisions: list[GameState] = []
        """The states at which the person decided, for ``undo``."""
        self._adviser = HeuristicBot()

    # -- writing ---------------------------------------------------------------

    def _line_width(self) -> int | None:
        if self.width is not None:
            return self.width
        isatty = getattr(self.output, "isatty", None)
        if callable(isatty) and isatty():
            return shutil.get_terminal_size().columns
        return None

    def say(self, text: str = "") -> None:
        """Write a line to the output, wrapped between words to the width.

        >>> import io
        >>> import hasenpfeffer as hp
        >>> out = io.StringIO()
        >>> game = TerminalGame(hp.new_game(seed=1), io.StringIO(), out, width=12)
        >>> game.say("Hello.")
        >>> game.say("Seat 1 takes the trick.")
        >>> print(out.getvalue(), end="")
        Hello.
        Seat 1 takes
          the trick.
        """
        body = text.lstrip(" ")
        lead = text[: len(text) - len(body)]
        words = body.split(" ")
        words[0] = lead + words[0]
        self._write(wrap(words, self._line_width(), indent=lead + "  ", separator=" "))

    def _say_items(
        self,
        head: str,
        items: Sequence[str],
        indent: str = "  ",
        separator: str = "  ",
    ) -> None:
        """Write ``head`` and ``items`` as lines that break only between items
        (``head`` alone on the first line if the first item does not fit
        beside it)."""
        width = self._line_width()
        first = f"{head} {items[0]}" if items else head
        if items and width and visible_width(first) > width:
            self._write([head])
            first = indent + items[0]
        lines = wrap([first, *items[1:]], width, indent=indent, separator=separator)
        self._write(lines)

    def _write(self, lines: Sequence[str]) -> None:
        for line in lines:
            print(line.rstrip(" "), file=self.output)
        self.output.flush()

    def _score(self) -> str:
        return self.seating.by_side("Score", self.state.scores)

    def _tricks(self) -> str:
        return self.seating.by_side("Tricks", self.state.tricks_won)

    # -- the game --------------------------------------------------------------

    def run(self) -> GameState:
        """Play until the game is over or the person leaves; the last state.

        >>> import io
        >>> import hasenpfeffer as hp
        >>> out = io.StringIO()
        >>> game = TerminalGame(hp.new_game(seed=1), io.StringIO("pass\\nq\\n"), out)
        >>> final = game.run()
        >>> final.phase, final.hand_number
        (Phase.PLAY, 1)
        >>> "You pass." in out.getvalue()
        True
        """
        you, spec, seating = self.you, self.spec, self.seating
        game = spec.title
        partner = spec.partner_of(you)
        if partner is None:
            alone = "; the maker plays alone against the other two"
            self.say(
                f"{game}: you are seat {you}, playing for yourself against "
                f"{seating.against(you)}{alone if spec.maker_alone else ''}."
            )
        else:
            self.say(
                f"{game}: you are seat {you}, with seat {partner} as your "
                f"partner, against {seating.side(seating.sides[1])}."
            )
        if self.show_seed:
            seed = self.state.seed
            self.say(
                f"Seed {seed}: play --seed {seed} (with the same rule flags) "
                "deals this game again."
            )
        example = "bid 3" if spec.auction is AuctionKind.BIDS else "trump H"
        self.say(
            f"First to {self.state.rules.target_score} wins. At your turn type "
            f"a number or the notation (JH, {example}, pass); help lists the "
            "commands; quit to leave."
        )
        try:
            self._loop()
        except (_QuitRequestError, KeyboardInterrupt):
            self.say("Goodbye.")
            return self.state
        state = self.state
        if state.winner is not None and not spec.partnerships:
            winner = (
                "You win" if state.winner == self.you else f"Seat {state.winner} wins"
            )
            self.say(f"{winner} the game. {self._score()}")
        elif state.winner is not None:
            self.say(
                f"{seating.side(state.winner).capitalize()} win the game, "
                f"{state.scores[state.winner]} to {state.scores[1 - state.winner]}."
            )
        else:
            hands = "hand" if state.hand_number == 1 else "hands"
            self.say(f"The game stops after {state.hand_number} {hands}.")
        return state

    def _loop(self) -> None:
        while self.state.phase is not Phase.GAME_OVER:
            state = self.state
            seat = state.to_act
            if seat is None:
                if self.max_hands is not None and state.hand_number >= self.max_hands:
                    return
                if state.hand_number >= MAX_DEALS:
                    self.say(f"The game has dealt {MAX_DEALS} hands, the most it may.")
                    return
                self.state = state.deal()
                self.say()
                self.say(
                    f"Hand {self.state.hand_number}: seat {self.state.dealer} "
                    f"deals. {self._score()}"
                )
                upcard = self.state.upcard
                if upcard is not None:
                    self.say(f"The upcard is the {self.style.card(upcard)}.")
                continue
            if seat != self.you:
                bot = self.bots[seat]
                assert bot is not None
                self._apply(seat, bot.choose(state.view(seat)))
                continue
            legal = state.legal_actions()
            if self.auto and state.phase is Phase.PLAY and len(legal) == 1:
                self._apply(seat, legal[0], " (your only legal card)")
                continue
            action = self._ask()
            if action is not None:
                self._decisions.append(state)
                self._apply(seat, action)

    def _apply(self, seat: int, action: Action, note: str = "") -> None:
        before = self.state
        self.state = after = before.apply(action, seat=seat)
        sentence = describe_action(seat, action, self.you, self.style)
        self.say(sentence[:-1] + note + "." if note else sentence)
        if before.phase is Phase.BIDDING and after.phase is not Phase.BIDDING:
            if self.spec.auction is AuctionKind.ORDER_UP:
                self._order_up_over(after)
            else:
                self._auction_over(after)
        if isinstance(action, Play) and len(after.completed_tricks) != len(
            before.completed_tricks
        ):
            trick = after.completed_tricks[-1]
            taker = (
                "You take" if trick.winner == self.you else f"Seat {trick.winner} takes"
            )
            self.say(f"{taker} the trick. {self._tricks()}")
            if after.phase in (Phase.DEAL, Phase.GAME_OVER):
                self._hand_over()

    def _order_up_over(self, after: GameState) -> None:
        """What the table learns when the rounds of ordering up end."""
        if after.maker is None:
            self.say("Everyone passes twice: the hand is thrown in.")
            self._show_deal()
            return
        if after.phase is Phase.DISCARD and after.upcard is not None:
            dealer = (
                "You pick"
                if after.dealer == self.you
                else (f"Seat {after.dealer}, the dealer, picks")
            )
            self.say(f"{dealer} up the {self.style.card(after.upcard)}.")
        if self.spec.maker_alone:
            maker = (
                "You play" if after.maker == self.you else f"Seat {after.maker} plays"
            )
            self.say(f"{maker} alone against {self.seating.against(after.maker)}.")

    def _auction_over(self, after: GameState) -> None:
        """What the table learns when the bidding ends: who won it, and the
        cards dealt aside that the winner takes, if the game deals any."""
        spec = self.spec
        if after.maker is None:
            self.say(f"All {in_words(spec.players)} pass: the hand is thrown in.")
            self._show_deal()
        elif after.maker == self.you:
            taken = after.view(self.you).widow
            took = "" if taken is None else f" and take the {spec.aside}: "
            assert after.contract is not None
            self.say(
                f"You win the auction with {contract_text(after.contract)}{took}"
                f"{'' if taken is None else self.style.card(taken)}."
            )
        else:
            assert after.contract is not None
            took = f" and takes the {spec.aside}" if spec.kitty_size else ""
            self.say(
                f"Seat {after.maker} wins the auction with "
                f"{contract_text(after.contract)}{took}."
            )
        if after.maker is not None and after.contract == MOON:
            partner = spec.partner_of(after.maker)
            maker = (
                "You play" if after.maker == self.you else f"Seat {after.maker} plays"
            )
            out = "sit" if partner == self.you else "sits"
            assert partner is not None
            self.say(
                f"{maker} alone for every trick; {self.seating.who(partner)} {out} out."
            )

    def _hand_over(self) -> None:
        result = self.state.hand_results[-1]
        assert result.maker is not None
        if self.spec.maker_alone:
            self._lone_hand_over(result.maker)
            return
        makers = self.spec.side_of(result.maker)
        taken = result.tricks_won[makers]
        if result.contract is None:
            verdict = "made it" if taken >= 3 else "were euchred"
            on = ""
        else:
            verdict = "made it" if taken >= result.contract.tricks else "failed"
            on = f" on {contract_text(result.contract)}"
        tricks = sum(result.tricks_won)
        self.say(
            f"The makers ({self.seating.side(makers)}) took {taken} of {tricks} tricks"
            f"{on}: {verdict}. {self._score()}"
        )
        self._show_deal()

    def _lone_hand_over(self, maker: int) -> None:
        """The result of a hand that the maker played alone against all the
        others (Three-Handed Euchre), for the person."""
        result = self.state.hand_results[-1]
        taken = result.tricks_won[maker]
        points = result.score_change
        if taken < 3:
            each = points[self.spec.next_seat(maker)]
            verdict = f"euchred; {self.seating.against(maker)} score {each} each"
        else:
            what = "all five" if taken == sum(result.tricks_won) else "made it"
            gained = points[maker]
            verdict = f"{what}, {gained} point{'' if gained == 1 else 's'}"
        who = "You, the maker," if maker == self.you else f"Seat {maker}, the maker,"
        self.say(
            f"{who} took {taken} of {sum(result.tricks_won)} tricks: {verdict}. "
            f"{self._score()}"
        )
        self._show_deal()

    def _show_deal(self) -> None:
        """Every hand of the hand just ended, as dealt, and the widow
        (which stays face down under ``Widow.UNUSED``)."""
        deal = self.state.deals[-1]
        trump = self.state.hand_results[-1].trump
        self.say(f"The deal of hand {self.state.hand_number}:")
        for seat, hand in enumerate(deal.hands):
            who = f"You (seat {seat})" if seat == self.you else f"Seat {seat}"
            cards = [self.style.card(card) for card in in_hand_order(hand, trump)]
            self._say_items(f"  {who}:", cards, indent="    ", separator=" ")
        if deal.widow is not None and self.state.rules.widow is Widow.UNUSED:
            self.say("  Widow: face down, out of play (nobody sees it)")
        elif deal.widow is not None:
            self.say(f"  Widow: {self.style.card(deal.widow)}")
        if deal.kitty:
            cards = [self.style.card(card) for card in deal.kitty]
            self._say_items("  Kitty:", cards, indent="    ", separator=" ")

    # -- the person's turn -----------------------------------------------------

    def _show(self, view: PlayerView, choices: Sequence[Action]) -> None:
        style = self.style
        self.say()
        self.say(self._score())
        if view.phase is Phase.BIDDING and self.spec.auction is AuctionKind.ORDER_UP:
            assert view.upcard is not None  # turned up until the rounds end
            calls = ", ".join(f"seat {seat} {call}" for seat, call in view.calls)
            round_ = "first" if len(view.calls) < self.players else "second"
            self.say(
                f"Upcard: {style.card(view.upcard)}; the {round_} round. "
                f"Calls: {calls or 'none yet'}."
            )
        elif view.phase is Phase.BIDDING and view.auction is not None:
            calls = ", ".join(
                f"seat {seat} {call}" for seat, call in view.auction.calls
            )
            self.say(f"Auction: {calls or 'no calls yet'}.")
        elif view.maker is not None:
            trump = trump_text(view)
            if self.spec.maker_alone:
                maker = "you" if view.maker == self.you else f"seat {view.maker}"
                alone = f", alone against {self.seating.against(view.maker)}"
                self.say(f"Maker: {maker}{alone}{trump}.")
            elif view.contract is None:
                self.say(f"Maker: seat {view.maker}{trump}.")
            else:
                contract = contract_text(view.contract)
                self.say(f"Contract: seat {view.maker}, {contract}{trump}.")
            if view.widow is not None and view.phase in (Phase.TRUMP, Phase.DISCARD):
                self.say(f"You took {style.card(view.widow)} from the widow.")
            if (
                self.spec.maker_alone
                and view.phase is Phase.DISCARD
                and view.upcard is not None
            ):
                upcard = style.card(view.upcard)
                self.say(
                    f"You picked up the {upcard}: discard one of your other cards."
                )
            if view.phase is Phase.PLAY:
                self.say(self._tricks())
        if view.phase is Phase.PLAY:
            trick = ", ".join(
                f"{self.seating.who(seat)} {style.card(card)}"
                for seat, card in view.current_trick
            )
            self.say(f"Trick {len(view.completed_tricks) + 1}: {trick or 'you lead'}.")
        self.say(f"Your hand (seat {view.seat}):")
        for label, cards in grouped_hand(view.hand, view.trump):
            shown = [style.card(card) for card in cards]
            head = f"  {label}:" if label else f"  {shown.pop(0)}"
            self._write(
                wrap([head, *shown], self._line_width(), indent="    ", separator=" ")
            )
        self._say_items(
            "Your choices:",
            [
                f"{number}) {choice_text(action, style)}"
                for number, action in enumerate(choices, start=1)
            ],
        )

    def _ask(self) -> Action | None:
        """The person's action; ``None`` when they took back an earlier one
        (the state is then that of the earlier decision)."""
        view = self.state.view(self.you)
        choices = numbered_choices(view)
        self._show(view, choices)
        while True:
            self.output.write("> ")
            self.output.flush()
            entry = read_entry(self.input)
            if entry is None:
                self.say()
                raise _QuitRequestError
            if self.echo:
                self.say(entry.shown)
            if entry.text is None:
                self.say(f"not understood: {entry.problem}. Try again, or type help.")
                continue
            text = entry.text
            word = text.lower()
            if not text:
                continue
            if word in QUIT_WORDS:
                raise _QuitRequestError
            if word in HELP_WORDS:
                for line in HELP_ALONE if self.spec.maker_alone else HELP:
                    self.say(line)
                self._show(view, choices)
                continue
            if word == "hint":
                self._hint(view, choices)
                continue
            if word == "last":
                self._last(view)
                continue
            if word == "undo":
                if self._undo():
                    return None
                continue
            try:
                action = read_choice(text, view, choices)
                self.state.apply(action, seat=self.you)
            except (InvalidNotationError, IllegalActionError) as error:
                self.say(f"{error}. Try again, or type help or quit.")
                continue
            return action

    def _hint(self, view: PlayerView, choices: Sequence[Action]) -> None:
        advice = self._adviser.advise(view)
        number = choices.index(advice.action) + 1
        self.say(
            f"Hint: {choice_text(advice.action, self.style)} (choice {number}): "
            f"{advice.reason}."
        )

    def _last(self, view: PlayerView) -> None:
        if not view.completed_tricks:
            self.say("No trick has been taken yet in this hand.")
            return
        trick = view.completed_tricks[-1]
        who = self.seating.who
        plays = ", ".join(
            f"{who(seat)} {'led ' if index == 0 else ''}{self.style.card(card)}"
            for index, (seat, card) in enumerate(trick.plays)
        )
        self.say(
            f"Last trick (trick {len(view.completed_tricks)}): {plays}; "
            f"{who(trick.winner)} took it."
        )

    def _undo(self) -> bool:
        """Go back to the person's last decision; whether there was one."""
        if not self._decisions:
            self.say("Nothing to undo: you have made no decision yet in this game.")
            return False
        earlier = self._decisions.pop()
        undone = self.state.history[len(earlier.history) :]
        back = (
            f" Back to hand {earlier.hand_number}."
            if earlier.hand_number != self.state.hand_number
            else ""
        )
        self.state = earlier
        moves = " ".join(
            describe_action(seat, action, self.you, self.style)
            for seat, action in undone
        )
        self.say(f"Undone: {moves}{back}")
        return True

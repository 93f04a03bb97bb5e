"""A game in the terminal: a person at seat 0 against three bots.

This is what ``hasenpfeffer play`` runs.  The person sees what seat 0 may
see: their hand grouped by suit (by effective suit, trump first and marked,
once trump is named), the auction, the trick on the table and the score.
At each turn they get the legal actions, numbered, and type a number or
the notation (``JH``, ``play JH``, ``bid 3``, ``pass``, ``trump H``,
``discard 9C``, ``alone``).  An entry that is not understood, or that the
rules forbid, gets the reason and a new prompt; ``quit`` or the end of the
input (Ctrl-D) leaves the game.  The input and output streams are
parameters, so a script can play too:

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

import sys
from collections.abc import Sequence
from typing import TextIO

from .actions import Action, Bid, Discard, GoAlone, NameTrump, Pass, Play, parse_action
from .bots import Bot
from .cards import _EFFECTIVE_SUIT, _POWER, Card, Suit
from .errors import IllegalActionError, InvalidNotationError
from .heuristic import HeuristicBot
from .phases import Phase
from .state import GameState
from .views import PlayerView

__all__ = ["QUIT_WORDS", "TerminalGame", "describe_action", "hand_lines"]

QUIT_WORDS: frozenset[str] = frozenset({"quit", "exit", "q"})
"""What a person may type to leave the game."""
_HELP_WORDS = frozenset({"help", "?"})
_VERBS = frozenset({"bid", "play", "discard", "trump"})
_SUIT_NAMES = {
    Suit.CLUBS: "clubs",
    Suit.DIAMONDS: "diamonds",
    Suit.HEARTS: "hearts",
    Suit.SPADES: "spades",
}


def hand_lines(hand: Sequence[Card], trump: Suit | None) -> list[str]:
    """A hand as lines of text, one per suit, highest card first.

    Before trump is named the cards go by printed suit and the Joker on a
    line of its own; afterwards by effective suit, trump first and marked,
    with the Joker and the left bower among the trumps.

    >>> import hasenpfeffer as hp
    >>> hand = [hp.Card.parse(text) for text in "9H JD AS JH Joker KD".split()]
    >>> for line in hand_lines(hand, None):
    ...     print(line)
    diamonds: KD JD
    hearts: JH 9H
    spades: AS
    Joker
    >>> for line in hand_lines(hand, hp.Suit.HEARTS):
    ...     print(line)
    hearts (trump): Joker JH JD 9H
    diamonds: KD
    spades: AS
    """
    if trump is None:
        groups: dict[Suit | None, list[Card]] = {}
        for card in sorted(hand):
            groups.setdefault(card.suit, []).append(card)
        lines = []
        for suit in Suit:
            if suit in groups:
                cards = sorted(groups[suit], key=lambda card: card.rank or 0)[::-1]
                lines.append(f"{_SUIT_NAMES[suit]}: " + " ".join(map(str, cards)))
        if None in groups:
            lines.append("Joker")
        return lines
    suits = _EFFECTIVE_SUIT[trump]
    powers = _POWER[trump]
    order = [trump, *(suit for suit in Suit if suit is not trump)]
    lines = []
    for suit in order:
        cards = [card for card in hand if suits[card.index] is suit]
        if cards:
            cards.sort(key=lambda card: powers[card.index], reverse=True)
            mark = " (trump)" if suit is trump else ""
            lines.append(f"{_SUIT_NAMES[suit]}{mark}: " + " ".join(map(str, cards)))
    return lines


def describe_action(seat: int, action: Action, you: int = 0) -> str:
    """A sentence for ``seat`` taking ``action``, as the table sees it (a
    discard is face down, so only ``you`` see which card).

    >>> import hasenpfeffer as hp
    >>> describe_action(1, hp.Bid(3)), describe_action(0, hp.Pass())
    ('Seat 1 bids 3.', 'You pass.')
    >>> describe_action(2, hp.Discard(hp.Card.parse("9C")))
    'Seat 2 discards a card face down.'
    """
    who = "You" if seat == you else f"Seat {seat}"
    yours = seat == you
    if isinstance(action, Pass):
        return f"{who} pass{'' if yours else 'es'}."
    if isinstance(action, Bid):
        amount = f"{action.pepper.value} pepper" if action.pepper else action.tricks
        return f"{who} bid{'' if yours else 's'} {amount}."
    if isinstance(action, NameTrump):
        return f"{who} name{'' if yours else 's'} {_SUIT_NAMES[action.suit]} trump."
    if isinstance(action, Discard):
        card = f"the {action.card}" if yours else "a card"
        return f"{who} discard{'' if yours else 's'} {card} face down."
    if isinstance(action, GoAlone):
        partner = (seat + 2) % 4
        out = "you sit out" if partner == you else f"seat {partner} sits out"
        return f"{who} go{'' if yours else 'es'} alone; {out}."
    return f"{who} play{'' if yours else 's'} {action.card}."


def _choice_text(action: Action) -> str:
    if isinstance(action, (Play, Discard)):
        return str(action.card)
    if isinstance(action, NameTrump):
        return f"{_SUIT_NAMES[action.suit]} ({action.suit})"
    if isinstance(action, GoAlone):
        return "go alone"
    return str(action)


class _QuitRequestError(Exception):
    """The person asked to leave."""


class TerminalGame:
    """A game between a person at seat ``you`` (0) and ``bots`` at the
    other seats, played over text streams.

    ``bots`` has one bot per seat (the person's entry is ignored); by
    default three :class:`~hasenpfeffer.heuristic.HeuristicBot` players.
    ``state`` is where to start: usually a new game, but any position
    will do.  The game runs until it is over, the input ends, or the person quits;
    ``max_hands`` stops it after so many hands.  ``echo`` writes each entry
    after its prompt, so that the output reads as a transcript; by default
    it does when the input is not a terminal.

    >>> import io
    >>> import hasenpfeffer as hp
    >>> out = io.StringIO()
    >>> final = TerminalGame(hp.new_game(seed=2), io.StringIO(""), out).run()
    >>> out.getvalue().splitlines()[-1]
    'Goodbye.'
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
    ) -> None:
        self.state = state
        self.input = sys.stdin if input is None else input
        self.output = sys.stdout if output is None else output
        if bots is None:
            bots = [HeuristicBot() for _ in range(4)]
        self.bots = list(bots)
        self.you = you
        self.max_hands = max_hands
        if echo is None:
            isatty = getattr(self.input, "isatty", None)
            echo = not (isatty is not None and isatty())
        self.echo = echo

    def say(self, text: str = "") -> None:
        """Write a line to the output.

        >>> import io
        >>> import hasenpfeffer as hp
        >>> out = io.StringIO()
        >>> TerminalGame(hp.new_game(seed=1), io.StringIO(), out).say("Hello.")
        >>> out.getvalue()
        'Hello.\\n'
        """
        print(text, file=self.output, flush=True)

    def _team(self, team: int) -> str:
        mine = self.you % 2
        if team == mine:
            return f"you and seat {(self.you + 2) % 4}"
        others = sorted(seat for seat in range(4) if seat % 2 != mine)
        return f"seats {others[0]} and {others[1]}"

    def _score(self) -> str:
        mine = self.you % 2
        scores = self.state.scores
        return (
            f"Score: {self._team(mine)}: {scores[mine]}; "
            f"{self._team(1 - mine)}: {scores[1 - mine]}."
        )

    def _tricks(self) -> str:
        mine = self.you % 2
        won = self.state.tricks_won
        return (
            f"Tricks: {self._team(mine)}: {won[mine]}; "
            f"{self._team(1 - mine)}: {won[1 - mine]}."
        )

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
        you, partner = self.you, (self.you + 2) % 4
        others = sorted(seat for seat in range(4) if seat % 2 != you % 2)
        self.say(
            f"Hasenpfeffer: you are seat {you}, with seat {partner} as your "
            f"partner, against seats {others[0]} and {others[1]}."
        )
        self.say(
            f"First to {self.state.rules.target_score} wins. At your turn type "
            "a number or the notation (JH, bid 3, pass); quit to leave."
        )
        try:
            self._loop()
        except (_QuitRequestError, KeyboardInterrupt):
            self.say("Goodbye.")
            return self.state
        state = self.state
        if state.winner is not None:
            self.say(
                f"{self._team(state.winner).capitalize()} win the game, "
                f"{state.scores[state.winner]} to {state.scores[1 - state.winner]}."
            )
        else:
            self.say(f"The game stops after {state.hand_number} hands.")
        return state

    def _loop(self) -> None:
        while self.state.phase is not Phase.GAME_OVER:
            state = self.state
            seat = state.to_act
            if seat is None:
                if self.max_hands is not None and state.hand_number >= self.max_hands:
                    return
                self.state = state.deal()
                self.say()
                self.say(
                    f"Hand {self.state.hand_number}: seat {self.state.dealer} "
                    f"deals. {self._score()}"
                )
                continue
            if seat == self.you:
                action = self._ask()
            else:
                bot = self.bots[seat]
                assert bot is not None
                action = bot.choose(state.view(seat))
            self._apply(seat, action)

    def _apply(self, seat: int, action: Action) -> None:
        before = self.state
        self.state = after = before.apply(action, seat=seat)
        self.say(describe_action(seat, action, self.you))
        if before.phase is Phase.BIDDING and after.phase is not Phase.BIDDING:
            if after.maker is None:
                self.say("All four pass: the hand is thrown in.")
            else:
                self.say(
                    f"Seat {after.maker} wins the auction with {after.contract} "
                    "and takes the widow."
                )
        if isinstance(action, Play) and len(after.completed_tricks) != len(
            before.completed_tricks
        ):
            trick = after.completed_tricks[-1]
            taker = (
                "You take"
                if trick.winner == self.you
                else (f"Seat {trick.winner} takes")
            )
            self.say(f"{taker} the trick. {self._tricks()}")
            if after.phase in (Phase.DEAL, Phase.GAME_OVER):
                self._hand_over()

    def _hand_over(self) -> None:
        result = self.state.hand_results[-1]
        assert result.maker is not None and result.contract is not None
        makers = result.maker % 2
        taken = result.tricks_won[makers]
        verdict = "made it" if taken >= result.contract.tricks else "failed"
        self.say(
            f"The makers ({self._team(makers)}) took {taken} of 6 tricks on "
            f"{result.contract}: {verdict}. {self._score()}"
        )

    def _show(self, view: PlayerView, legal: Sequence[Action]) -> None:
        self.say()
        self.say(self._score())
        if view.phase is Phase.BIDDING and view.auction is not None:
            calls = ", ".join(
                f"seat {seat} {call}" for seat, call in view.auction.calls
            )
            self.say(f"Auction: {calls or 'no calls yet'}.")
        elif view.maker is not None:
            trump = "" if view.trump is None else f", {_SUIT_NAMES[view.trump]} trump"
            self.say(f"Contract: seat {view.maker}, {view.contract}{trump}.")
            if view.phase is Phase.PLAY:
                self.say(self._tricks())
        if view.phase is Phase.PLAY:
            trick = ", ".join(
                f"seat {seat} {card}" for seat, card in view.current_trick
            )
            self.say(f"Trick {len(view.completed_tricks) + 1}: {trick or 'you lead'}.")
        self.say(f"Your hand (seat {view.seat}):")
        for line in hand_lines(view.hand, view.trump):
            self.say(f"  {line}")
        choices = "  ".join(
            f"{number}) {_choice_text(action)}"
            for number, action in enumerate(legal, start=1)
        )
        self.say(f"Your choices: {choices}")

    def _ask(self) -> Action:
        view = self.state.view(self.you)
        legal = view.legal_actions()
        self._show(view, legal)
        while True:
            self.output.write("> ")
            self.output.flush()
            line = self.input.readline()
            if not line:
                self.say()
                raise _QuitRequestError
            if self.echo:
                self.say(line.rstrip("\n"))
            text = line.strip()
            if not text:
                continue
            if text.lower() in QUIT_WORDS:
                raise _QuitRequestError
            if text.lower() in _HELP_WORDS:
                self._show(view, legal)
                continue
            try:
                action = self._read(text, view, legal)
                self.state.apply(action, seat=self.you)
            except (InvalidNotationError, IllegalActionError) as error:
                self.say(f"{error}. Try again, or type help or quit.")
                continue
            return action

    @staticmethod
    def _read(text: str, view: PlayerView, legal: Sequence[Action]) -> Action:
        """The action an entry stands for: a number from the list, the
        notation of an action, or a card (to play, or to discard when
        discarding) or a suit (to name trump) alone."""
        if text.isdigit():
            number = int(text)
            if 1 <= number <= len(legal):
                return legal[number - 1]
            raise InvalidNotationError(
                f"there is no choice {number}: type a number from 1 to {len(legal)}"
            )
        try:
            return parse_action(text)
        except InvalidNotationError:
            if text.split()[0].lower() in _VERBS:
                raise
        phase = view.phase
        try:
            card = Card.parse(text)
        except InvalidNotationError:
            pass
        else:
            return Discard(card) if phase is Phase.DISCARD else Play(card)
        try:
            return NameTrump(Suit.parse(text))
        except InvalidNotationError:
            pass
        example = _choice_text(legal[-1]) if phase is Phase.PLAY else str(legal[-1])
        raise InvalidNotationError(
            f"not understood: {text!r} (type a number from 1 to {len(legal)}, "
            f"or the notation, such as {example})"
        )

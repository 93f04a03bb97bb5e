"""The person's side of a game in the terminal, in words: a hand grouped
by suit as it is shown, the legal actions numbered in that order, each
action as a choice or as a sentence, what an entry stands for, and the
help that says what a person may type.

>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=1, dealer=0).deal().bid(3).pass_().pass_()
>>> choices = numbered_choices(state.view(0))
>>> [choice_text(action) for action in choices]
['pass', 'bid 4', 'bid 5', 'bid 6']
>>> print(read_choice("2", state.view(0), choices))
bid 4
>>> describe_action(0, choices[1])
'You bid 4.'
"""

from __future__ import annotations

from collections.abc import Sequence

from .._engine.tables import EFFECTIVE_SUIT, POWER
from ..actions import (
    MOON,
    Action,
    Bid,
    CallForBest,
    Discard,
    Give,
    GoAlone,
    NameTrump,
    NoTrump,
    Pass,
    Play,
    parse_action,
)
from ..cards import Card, Suit
from ..errors import InvalidNotationError
from ..phases import Phase
from ..seats import partner_of
from ..views import PlayerView
from .terminal import PLAIN, Style

VERBS = frozenset({"bid", "play", "discard", "trump", "give"})
"""The words an action's notation starts with."""
QUIT_WORDS: frozenset[str] = frozenset({"quit", "exit", "q"})
"""What a person may type to leave the game."""
HELP_WORDS = frozenset({"help", "?"})
"""What a person may type to see the help."""
HELP = (
    "Type the number of a choice, or its notation: JH (or play JH), bid 3, "
    "pass, trump H, discard 9C, alone (in Railroad Euchre also call for best, "
    "give AD; in Bid Euchre moon, no trump). Commands:",
    "  hint  what the heuristic bot would do here, and why",
    "  undo  take back your last decision, and the other seats' moves after it",
    "  last  the last trick of this hand: who played what, who took it",
    "  help  this list, then the table again",
    "  quit  leave the game (also exit, q or Ctrl-D)",
)
"""The help: what a person may type, and the commands besides."""
HELP_ALONE = (
    "Type the number of a choice, or its notation: JH (or play JH), pass, "
    "trump H, discard 9C. Commands:",
    *HELP[1:],
)
"""The help where the maker always plays alone (Three-Handed Euchre), so
that nobody decides to."""


def grouped_hand(
    hand: Sequence[Card], trump: Suit | None
) -> list[tuple[str, list[Card]]]:
    """The hand as it is shown: (label, cards) by suit, highest card first.

    Before trump, by printed suit and the Joker last; after, by effective
    suit, trump first."""
    groups: list[tuple[str, list[Card]]] = []
    if trump is None:
        for suit in Suit:
            cards = [card for card in hand if card.suit is suit]
            if cards:
                cards.sort(key=lambda card: card.rank or 0, reverse=True)
                groups.append((suit.word, cards))
        jokers = [card for card in hand if card.suit is None]
        if jokers:
            groups.append(("", jokers))
        return groups
    suits = EFFECTIVE_SUIT[trump]
    powers = POWER[trump]
    for suit in (trump, *(suit for suit in Suit if suit is not trump)):
        cards = [card for card in hand if suits[card.index] is suit]
        if cards:
            cards.sort(key=lambda card: powers[card.index], reverse=True)
            mark = " (trump)" if suit is trump else ""
            groups.append((f"{suit.word}{mark}", cards))
    return groups


def in_hand_order(hand: Sequence[Card], trump: Suit | None) -> list[Card]:
    """The cards of ``hand`` in the order :func:`hand_lines` shows them."""
    return [card for _, cards in grouped_hand(hand, trump) for card in cards]


def hand_lines(
    hand: Sequence[Card], trump: Suit | None, style: Style = PLAIN
) -> list[str]:
    """A hand as lines of text, one per suit, highest card first.

    Before trump is named the cards go by printed suit and the Joker on a
    line of its own; afterwards by effective suit, trump first and marked,
    with the Joker and the left bower among the trumps.  ``style`` writes
    the cards (by default in the notation).

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
    return [
        f"{label}: {style.cards(cards)}" if label else style.cards(cards)
        for label, cards in grouped_hand(hand, trump)
    ]


def describe_action(
    seat: int, action: Action, you: int = 0, style: Style = PLAIN
) -> str:
    """A sentence for ``seat`` taking ``action``, as the table sees it (a
    discard is face down, so only ``you`` see which card).  ``style``
    writes the cards.

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
    if action == MOON:
        return f"{who} call{'' if yours else 's'} the moon."
    if isinstance(action, Bid):
        amount = f"{action.pepper.value} pepper" if action.pepper else action.tricks
        return f"{who} bid{'' if yours else 's'} {amount}."
    if isinstance(action, NameTrump):
        return f"{who} name{'' if yours else 's'} {action.suit.word} trump."
    if isinstance(action, Discard):
        card = f"the {style.card(action.card)}" if yours else "a card"
        return f"{who} discard{'' if yours else 's'} {card} face down."
    if isinstance(action, (GoAlone, CallForBest)):
        partner = partner_of(seat)
        out = "you sit out" if partner == you else f"seat {partner} sits out"
        call = (
            f" and call{'' if yours else 's'} for best"
            if isinstance(action, CallForBest)
            else ""
        )
        return f"{who} go{'' if yours else 'es'} alone{call}; {out}."
    if isinstance(action, NoTrump):
        return f"{who} name{'' if yours else 's'} no trump."
    if isinstance(action, Give):
        partner = partner_of(seat)
        card = f"the {style.card(action.card)}" if you in (seat, partner) else "a card"
        to = "you" if partner == you else f"seat {partner}"
        return f"{who} give{'' if yours else 's'} {to} {card}."
    return f"{who} play{'' if yours else 's'} {style.card(action.card)}."


def contract_text(contract: Bid) -> str:
    """A contract in words: ``bid 3``, ``little pepper``, ``the moon``.

    >>> import hasenpfeffer as hp
    >>> contract_text(hp.Bid(3)), contract_text(hp.MOON)
    ('bid 3', 'the moon')
    """
    return "the moon" if contract == MOON else str(contract)


def trump_text(view: PlayerView) -> str:
    """What the maker named, as the end of a line: ``, hearts trump``,
    ``, no trump`` once the maker named none (trump is ``None`` after the
    auction and the naming), or nothing before trump is named."""
    if view.trump is not None:
        return f", {view.trump.word} trump"
    if view.maker is not None and view.phase not in (Phase.BIDDING, Phase.TRUMP):
        return ", no trump"
    return ""


def choice_text(action: Action, style: Style = PLAIN) -> str:
    """``action`` as one of the numbered choices: a card, a suit by name
    and symbol, or the notation.

    >>> import hasenpfeffer as hp
    >>> choice_text(hp.NameTrump(hp.Suit.HEARTS)), choice_text(hp.GoAlone())
    ('hearts (H)', 'go alone')
    """
    if isinstance(action, (Play, Discard, Give)):
        return style.card(action.card)
    if isinstance(action, NameTrump):
        return f"{action.suit.word} ({style.suit(action.suit)})"
    if isinstance(action, GoAlone):
        return "go alone"
    return str(action)


def numbered_choices(view: PlayerView) -> list[Action]:
    """The legal actions as they are numbered: cards in the order the hand
    is shown, anything else in the order of ``legal_actions``."""
    legal = list(view.legal_actions())
    if view.phase in (Phase.DISCARD, Phase.PLAY) or (
        legal and isinstance(legal[0], Give)
    ):
        order = in_hand_order(view.hand, view.trump)
        cards: dict[Action, Card] = {
            action: action.card
            for action in legal
            if isinstance(action, (Play, Discard, Give))
        }
        legal.sort(key=lambda action: order.index(cards[action]))
    return legal


def read_choice(text: str, view: PlayerView, choices: Sequence[Action]) -> Action:
    """The action an entry stands for: a number from the list, the
    notation of an action, or a card (to play, or to discard when
    discarding) or a suit (to name trump) alone."""
    if text.isdecimal():
        number = int(text)
        if 1 <= number <= len(choices):
            return choices[number - 1]
        raise InvalidNotationError(
            f"there is no choice {number}: type a number from 1 to {len(choices)}"
        )
    try:
        return parse_action(text)
    except InvalidNotationError:
        if text.split()[0].lower() in VERBS:
            raise
    phase = view.phase
    try:
        card = Card.parse(text)
    except InvalidNotationError:
        pass
    else:
        if phase is Phase.DISCARD:
            return Discard(card)
        return Give(card) if isinstance(choices[0], Give) else Play(card)
    try:
        return NameTrump(Suit.parse(text))
    except InvalidNotationError:
        pass
    last = choices[-1]
    example = choice_text(last) if phase is Phase.PLAY else str(last)
    raise InvalidNotationError(
        f"not understood: {text!r} (type a number from 1 to {len(choices)}, "
        f"or the notation, such as {example})"
    )

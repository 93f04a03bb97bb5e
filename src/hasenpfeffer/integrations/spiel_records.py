"""OpenSpiel histories as game records, and back: OpenSpiel's own
``euchre``, and the library's OpenSpiel games (``python_hasenpfeffer`` and
the names of :data:`~hasenpfeffer.integrations.openspiel.GAME_NAMES`).

An OpenSpiel history is the list of a state's actions, chance outcomes
included (``state.history()``).  :func:`record_from_history` replays it as
a :class:`~hasenpfeffer.records.GameRecord` of the library's game, which
:func:`~hasenpfeffer.oracle.validate`, ``hasenpfeffer show`` and every
reader of records take; :func:`history_from_record` writes a record as the
history that deals and plays it in OpenSpiel.

>>> import pyspiel
>>> game = pyspiel.load_game("euchre")
>>> state = game.new_initial_state()
>>> for action in [1, *range(21), 24, 24, 24, 24, 24, 28, 29]:
...     state.apply_action(action)
>>> record = record_from_history(game, state.history())
>>> record.rules.game, record.first_dealer, [str(a) for _, a in record.actions]
(Game.EUCHRE, 1, ['pass', 'pass', 'pass', 'pass', 'pass', 'trump S', 'alone'])
>>> history_from_record(game, record) == state.history()
True

The chance nodes deal one card at a time, and a seat's hand is a set of
cards to the rules, so the record keeps the order of each deal in the
``deal_orders`` of its :class:`~hasenpfeffer.records.GameRecord`; that
is what makes :func:`history_from_record` give back the very history the record came
from.  A record without it (one the library played, say) is dealt in a
fixed order: each seat's cards in OpenSpiel's card order for ``euchre``
(and then the upcard), in the library's deck order for its own games (and
then the widow or the kitty as the record keeps it, the upcard first).
:func:`in_deal_order` gives a history's deal in that order.

Euchre in OpenSpiel is the library's Euchre with lone hands, one hand a
game: ``stick_the_dealer`` true is ``AllPass.STICK_THE_DEALER``, false is
``AllPass.REDEAL`` (the hand is thrown in and the episode ends).  With
``allow_lone_defender`` OpenSpiel asks the defenders whether to go alone
even when the maker plays with a partner, which these rules do not:
those games do not convert.

Needs the ``openspiel`` extra.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from .._checks import check_instance
from ..actions import Action, Discard, GoAlone, NameTrump, Pass, Play
from ..cards import Card, Rank, Suit, deck
from ..dealing import Deal, check_seed
from ..errors import HasenpfefferError, InvalidValueError, shown
from ..phases import Phase
from ..records import GameRecord, replay
from ..rules import AllPass, Game, Rules
from ..state import GameState, new_game
from ._action_ids import action_to_id
from ._game_shape import game_shape
from .openspiel import HasenpfefferGame

__all__ = ["history_from_record", "in_deal_order", "record_from_history"]

_EUCHRE = "euchre"
"""OpenSpiel's own Euchre."""
_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
"""OpenSpiel's order of the suits."""
_PASS, _FIRST_TRUMP, _ALONE, _PARTNER = 24, 25, 29, 30
"""OpenSpiel's Euchre actions besides the cards."""
_HAND_CARDS = 20
"""The cards OpenSpiel's Euchre deals to the hands, before the upcard."""


def _spiel_card(card_id: int) -> Card:
    """OpenSpiel's Euchre card ``card_id``: the rank, from the nine, times
    four plus the suit."""
    return Card(Rank(9 + card_id // 4), _SUITS[card_id % 4])


def _spiel_id(card: Card) -> int:
    assert card.rank is not None and card.suit is not None
    return (card.rank - 9) * 4 + _SUITS.index(card.suit)


def _is_spiel_euchre(game: Any) -> bool:
    short_name = getattr(getattr(game, "get_type", lambda: None)(), "short_name", None)
    return bool(short_name == _EUCHRE)


def _euchre_rules(game: Any) -> Rules:
    parameters = game.get_parameters()
    if parameters.get("allow_lone_defender", False):
        raise InvalidValueError(
            "OpenSpiel's euchre with allow_lone_defender asks the defenders to "
            "go alone even against a maker who plays with a partner, which the "
            "library's Euchre does not: only allow_lone_defender=False converts"
        )
    stick = parameters.get("stick_the_dealer", True)
    all_pass = AllPass.STICK_THE_DEALER if stick else AllPass.REDEAL
    return Rules(game=Game.EUCHRE, all_pass=all_pass, lone_hands=True)


def _check_game(game: Any) -> None:
    if not (_is_spiel_euchre(game) or isinstance(game, HasenpfefferGame)):
        raise InvalidValueError(
            "game must be OpenSpiel's euchre or one of the library's OpenSpiel "
            f"games, not {shown(game)}"
        )


def _check_history(history: object) -> list[int]:
    if isinstance(history, (str, bytes)) or not isinstance(history, Sequence):
        raise InvalidValueError(
            f"history must be a list of actions, not {shown(history)}"
        )
    actions = list(history)
    for action in actions:
        if isinstance(action, bool) or not isinstance(action, int):
            raise InvalidValueError(
                f"history must hold whole numbers (actions), not {shown(action)}"
            )
    return actions


# -- from a history ---------------------------------------------------------------


def record_from_history(
    game: Any, history: Sequence[int], *, seed: int = 0
) -> GameRecord:
    """The record of the OpenSpiel ``history`` of ``game``.

    ``seed`` is the record's seed for OpenSpiel's euchre, which has none
    (the library's own games keep theirs, 0).

    Raises:
        InvalidValueError: ``game`` is not one of the games above, or
            ``history`` is not a history of it: an action it refuses, or
            a deal cut short.
    """
    _check_game(game)
    actions = _check_history(history)
    seed = check_seed(seed)
    if _is_spiel_euchre(game):
        return _euchre_record(game, actions, seed)
    state = game.new_initial_state()
    for number, action in enumerate(actions):
        try:
            state.apply_action(action)
        except (HasenpfefferError, RuntimeError, TypeError) as error:
            raise InvalidValueError(f"history[{number}] = {action}: {error}") from None
    if state.is_chance_node() and len(state.chance_outcomes()) < len(game.shape.cards):
        raise InvalidValueError(
            "the history stops in the middle of a deal: a record holds whole deals"
        )
    record: GameRecord = state.game_state.to_record()
    return attrs.evolve(record, deal_orders=_own_deal_orders(game, actions))


def _own_deal_orders(game: Any, actions: list[int]) -> list[list[Card]]:
    """The cards of each deal of a history of the library's ``game``
    (already replayed once), in the order its chance nodes dealt them."""
    orders: list[list[Card]] = []
    state = game.new_initial_state()
    for action in actions:
        if state.is_chance_node():
            if len(state.chance_outcomes()) == len(game.shape.cards):
                orders.append([])
            orders[-1].append(deck()[action])
        state.apply_action(action)
    return orders


def _euchre_record(game: Any, actions: list[int], seed: int) -> GameRecord:
    rules = _euchre_rules(game)
    if len(actions) < 2 + _HAND_CARDS:
        raise InvalidValueError(
            f"the history stops before the deal is done: {len(actions)} actions, "
            f"a dealer and {_HAND_CARDS + 1} cards needed"
        )
    dealer = actions[0]
    if dealer not in range(4):
        raise InvalidValueError(f"history[0] = {dealer}: the dealer is 0 to 3")
    cards = actions[1 : 2 + _HAND_CARDS]
    if any(card not in range(24) for card in cards) or len(set(cards)) != len(cards):
        raise InvalidValueError("history[1:22] must deal 21 different cards, 0 to 23")
    hands: list[list[Card]] = [[] for _ in range(4)]
    for number, card_id in enumerate(cards[:_HAND_CARDS]):
        hands[(dealer + number) % 4].append(_spiel_card(card_id))
    upcard = _spiel_card(cards[_HAND_CARDS])
    dealt = {_spiel_card(card_id) for card_id in cards}
    under = [_spiel_card(card_id) for card_id in range(24)]
    kitty = [upcard, *sorted(card for card in under if card not in dealt)]
    state = new_game(rules, dealer=dealer, seed=seed).deal(hands=hands, kitty=kitty)
    for number, action_id in enumerate(actions[2 + _HAND_CARDS :], 2 + _HAND_CARDS):
        try:
            state = state.apply(_euchre_action(state, action_id))
        except HasenpfefferError as error:
            raise InvalidValueError(
                f"history[{number}] = {action_id}: {error}"
            ) from None
    order = [_spiel_card(card_id) for card_id in cards]
    return attrs.evolve(state.to_record(), deal_orders=[order])


def _euchre_action(state: GameState, action_id: int) -> Action:
    """The library's action for OpenSpiel's Euchre action ``action_id``."""
    if action_id == _PASS and state.phase is Phase.BIDDING:
        return Pass()
    if action_id == _PARTNER and state.phase is Phase.ALONE:
        return Pass()
    if _FIRST_TRUMP <= action_id < _ALONE:
        return NameTrump(_SUITS[action_id - _FIRST_TRUMP])
    if action_id == _ALONE:
        return GoAlone()
    if 0 <= action_id < _PASS:
        card = _spiel_card(action_id)
        return Discard(card) if state.phase is Phase.DISCARD else Play(card)
    raise InvalidValueError(
        f"{action_id} is not an action of OpenSpiel's euchre in the {state.phase} phase"
    )


# -- to a history -----------------------------------------------------------------


def history_from_record(game: Any, record: GameRecord) -> list[int]:
    """The OpenSpiel history of ``game`` that deals and plays ``record``.

    Raises:
        InvalidValueError: ``game`` is not one of the games above, the
            record is not of its rules (or, for OpenSpiel's euchre, of one
            hand), or the record is not legal.
    """
    _check_game(game)
    check_instance(record, GameRecord, "record", "a GameRecord")
    if _is_spiel_euchre(game):
        rules = _euchre_rules(game)
    else:
        rules = game.rules
        if record.first_dealer != game.settings.dealer or record.seed != 0:
            raise InvalidValueError(
                f"the game deals first from seat {game.settings.dealer} with seed 0, "
                f"the record from seat {record.first_dealer} with seed {record.seed}"
            )
    if record.rules != rules:
        raise InvalidValueError(
            f"the record's rules are {record.rules!r}, the game's {rules!r}"
        )
    if record.start is not None:
        raise InvalidValueError("a record that starts at a position has no history")
    try:
        replay(record)
    except HasenpfefferError as error:
        raise InvalidValueError(f"the record is not legal: {error}") from None
    if _is_spiel_euchre(game):
        return _euchre_history(record)
    return _own_history(game, record)


def _hands_of(record: GameRecord) -> list[GameState]:
    """The state at each deal of ``record`` (just before it), and at its end."""
    state = new_game(record.rules, dealer=record.first_dealer, seed=record.seed)
    states = []
    actions = iter(record.actions)
    for deal in record.deals:
        while state.phase is not Phase.DEAL:
            seat, action = next(actions)
            state = state.apply(action, seat)
        states.append(state)
        state = state.deal(hands=deal.hands, widow=deal.widow, kitty=deal.kitty or None)
    return states


def _euchre_history(record: GameRecord) -> list[int]:
    if len(record.deals) != 1:
        raise InvalidValueError(
            "OpenSpiel's euchre plays one hand: the record has "
            f"{len(record.deals)} deals"
        )
    deal = record.deals[0]
    dealer = record.first_dealer
    order = record.deal_orders[0] if record.deal_orders else ()
    hands = [
        [_spiel_id(card) for card in hand]
        for hand in _in_order(deal, order, _spiel_id)[0]
    ]
    history = [dealer]
    for number in range(_HAND_CARDS):
        history.append(hands[(dealer + number) % 4].pop(0))
    history.append(_spiel_id(deal.kitty[0]))
    state = new_game(record.rules, dealer=dealer, seed=record.seed).deal(
        hands=deal.hands, kitty=deal.kitty
    )
    for seat, action in record.actions:
        history.append(_euchre_id(state, action))
        state = state.apply(action, seat)
    return history


def _euchre_id(state: GameState, action: Action) -> int:
    if isinstance(action, Pass):
        return _PARTNER if state.phase is Phase.ALONE else _PASS
    if isinstance(action, NameTrump):
        return _FIRST_TRUMP + _SUITS.index(action.suit)
    if isinstance(action, GoAlone):
        return _ALONE
    if isinstance(action, (Play, Discard)):
        return _spiel_id(action.card)
    raise InvalidValueError(f"OpenSpiel's euchre has no action {action}")


def _own_history(game: Any, record: GameRecord) -> list[int]:
    shape = game_shape(record.rules.game)
    history: list[int] = []
    starts = _hands_of(record)
    actions = list(record.actions)
    done = 0
    orders = record.deal_orders or ((),) * len(record.deals)
    for deal, order, before in zip(record.deals, orders, starts, strict=True):
        hands, left = _in_order(deal, order)
        for position in range(len(shape.cards)):
            seat = shape.deal_seat(before.dealer, position)
            card = left.pop(0) if seat is None else hands[seat].pop(0)
            history.append(card.index)
        state = before.deal(
            hands=deal.hands, widow=deal.widow, kitty=deal.kitty or None
        )
        while done < len(actions) and state.phase is not Phase.DEAL:
            seat, action = actions[done]
            history.append(action_to_id(action))
            state = state.apply(action, seat)
            done += 1
    return history


def _in_order(
    deal: Deal, order: Sequence[Card], key: Any = None
) -> tuple[list[list[Card]], list[Card]]:
    """Each hand of ``deal`` and the cards set aside (the widow, or the
    kitty as the deal keeps it), each in the order ``order`` dealt them;
    the cards it leaves out after those, the hands' sorted by ``key``."""
    seat_of = {card: seat for seat, hand in enumerate(deal.hands) for card in hand}
    hands: list[list[Card]] = [[] for _ in deal.hands]
    aside: list[Card] = []
    for card in order:
        seat = seat_of.get(card)
        (aside if seat is None else hands[seat]).append(card)
    for seat, hand in enumerate(deal.hands):
        hands[seat].extend(sorted(set(hand) - set(hands[seat]), key=key))
    kept = [deal.widow] if deal.widow is not None else list(deal.kitty)
    aside.extend(card for card in kept if card not in aside)
    return hands, aside


def in_deal_order(game: Any, history: Sequence[int]) -> list[int]:
    """``history`` with each seat's cards of each deal in the order that
    :func:`history_from_record` deals them (its other actions as they are).

    Dealt first the card 5 and then the card 4, seat 0 gets them back in
    the other order:

    >>> import pyspiel
    >>> game = pyspiel.load_game("euchre")
    >>> in_deal_order(game, [0, 5, 1, 2, 3, 4, 0, *range(6, 21)])[:7]
    [0, 4, 0, 2, 3, 5, 1]

    Raises:
        InvalidValueError: as :func:`record_from_history`.
    """
    _check_game(game)
    actions = _check_history(history)
    if _is_spiel_euchre(game):
        _euchre_record(game, actions, 0)  # refuses what is not a history
        dealer = actions[0]
        return [
            *actions[:1],
            *_sorted_by_seat(actions[1 : 1 + _HAND_CARDS], lambda n: (dealer + n) % 4),
            *actions[1 + _HAND_CARDS :],
        ]
    shape = game.shape
    state = game.new_initial_state()
    ordered = list(actions)
    deal_start = dealer = 0
    for number, action in enumerate(actions):
        if state.is_chance_node():
            if len(state.chance_outcomes()) == len(shape.cards):
                deal_start, dealer = number, state.game_state.dealer
            if len(state.chance_outcomes()) == 1 or number == len(actions) - 1:
                end = number + 1
                ordered[deal_start:end] = _sorted_by_seat(
                    actions[deal_start:end],
                    lambda n, dealer=dealer: shape.deal_seat(dealer, n),
                )
        try:
            state.apply_action(action)
        except (HasenpfefferError, RuntimeError, TypeError) as error:
            raise InvalidValueError(f"history[{number}] = {action}: {error}") from None
    return ordered


def _sorted_by_seat(cards: Sequence[int], seat_of: Any) -> list[int]:
    """``cards``, dealt at positions 0, 1, ..., with each seat's cards in
    ascending order in that seat's positions (cards dealt to no seat, as
    ``None``, stay where they are)."""
    by_seat: dict[int, list[int]] = {}
    for number, card in enumerate(cards):
        seat = seat_of(number)
        if seat is not None:
            by_seat.setdefault(seat, []).append(card)
    for held in by_seat.values():
        held.sort(reverse=True)
    return [
        card if seat_of(number) is None else by_seat[seat_of(number)].pop()
        for number, card in enumerate(cards)
    ]

"""Hasenpfeffer, Euchre, Three-Handed Euchre and Railroad Euchre as an
OpenSpiel game: ``python_hasenpfeffer``.

Importing this module registers the game with OpenSpiel (it needs the
``openspiel`` extra: ``pip install "hasenpfeffer[openspiel]"``); then
``pyspiel.load_game("python_hasenpfeffer")`` loads it like any other game,
and OpenSpiel's algorithms (IS-MCTS, the reinforcement-learning
environment and its agents) can play it.

.. code-block:: python

   import pyspiel
   import hasenpfeffer.integrations.openspiel  # registers the game

   game = pyspiel.load_game("python_hasenpfeffer(bidding=pepper,lone_hands=True)")
   state = game.new_initial_state()
   while state.is_chance_node():            # the deal, one card at a time
       state.apply_action(state.chance_outcomes()[0][0])
   print(state.current_player(), [state.action_to_string(a)
                                  for a in state.legal_actions()])

``python_hasenpfeffer(game=euchre)`` plays Euchre
(:doc:`/euchre`) with Euchre's own defaults (stick the dealer, lone hands),
``python_hasenpfeffer(game=three_handed_euchre)`` Three-Handed Euchre
(:doc:`/three_handed`), three players each for themselves, with its own
(stick the dealer, the maker always alone, a march worth
``march_points=3``), and ``python_hasenpfeffer(game=railroad_euchre)``
Railroad Euchre (:doc:`/railroad`) with its own (stick the dealer, lone
hands, defending alone, calling for best).

How the game maps onto OpenSpiel:

- Parameters: ``game`` (``hasenpfeffer``, the default, ``euchre``,
  ``three_handed_euchre`` or ``railroad_euchre``), then every other
  :class:`~hasenpfeffer.rules.Rules` option under its own name
  (``march_points`` among them), enums by value (``bidding=pepper``,
  ``all_pass=stick_the_dealer``, ``failed_contract=bid``,
  ``opening_lead=maker``, ``tie_break=higher_score``,
  ``joker_upcard_suit=S``), and four of the game's own: ``dealer`` (the
  first dealer, default 0), ``play_to_target`` (default ``False``: one hand
  is one game; ``True`` plays hands, the deal passing left, until a team,
  or a player of Three-Handed Euchre, reaches ``target_score``),
  ``max_hands`` (with ``play_to_target``, the
  game stops after this many hands, default 100, since random players may
  never reach the target), and ``zero_sum`` (default ``False``: see
  returns).  ``all_pass`` defaults to ``game_default``, and ``lone_hands``,
  ``lone_defender`` and ``call_for_best`` left ``False`` take the game's
  default too (see :data:`DEFAULT_PARAMETERS`); each game is also
  registered under a name of its own with its own defaults
  (:data:`GAME_NAMES`), where ``False`` turns such an option off.  An
  option the game does not have (``bidding=pepper`` with ``game=euchre``)
  is refused, naming the option and the game.
- Chance: the deal is a chance node per card of the deck (25, or Euchre's
  24, which Three-Handed Euchre plays too; Railroad Euchre's 25 with the
  Joker), each dealing one of the cards
  left (uniformly; the outcome is the card's index in deck order).  The
  cards go out in the library's order (:mod:`hasenpfeffer.dealing`): in
  Hasenpfeffer the k-th card dealt (from 0) goes in packets of three
  clockwise from the dealer's left, to seat ``(dealer + 1 + k // 3) % 4``
  for k below 24, and the last card is the widow; in Euchre 20 cards go to
  the hands in packets of three and then two, and the last four are the
  kitty, the upcard first (in Railroad Euchre the last five; in
  Three-Handed Euchre 15 cards go to the three hands the same way and the
  last nine are the kitty).
- Players: four, seats 0 to 3, partners facing each other; three, seats
  0 to 2, in Three-Handed Euchre.
- Decisions: the integer actions of
  :mod:`hasenpfeffer.integrations.encoding`: 64 (Euchre uses those of pass,
  naming trump, discarding, playing and going alone, Three-Handed Euchre
  the same but going alone, which it never asks), or 90 in Railroad
  Euchre, which adds calling for best (64) and giving a card (65 to 89)
  after them; ``action_to_string`` gives the library's notation
  (``"bid 3"``, ``"trump H"``, ``"play JH"``, ``"give AD"``) and
  ``"deal JH"`` for a chance outcome.
- Returns: at the end, each player's team's score change (the final
  scores, as the game starts at 0 to 0).  With the source page's scoring only the
  makers score, so the game is general-sum; ``zero_sum=True`` returns each
  team's score less the other's instead, which gives the defenders a reason
  to defend (search algorithms want it).  In Euchre only one side scores
  a hand (1, 2 or 4 for the makers, 2 or 4 for the defenders), so its
  returns run from 0 to 4 a hand, or -4 to 4 with ``zero_sum``; so do
  Railroad Euchre's.  In Three-Handed Euchre each player scores for
  themselves, so each player's return is its own score change: a hand
  pays the maker 1 or ``march_points``, or when the maker is euchred 2 to
  each of the two defenders, which is not zero-sum.  With ``zero_sum`` a
  player's return is its score less the average of the other two's (the
  euchre of the maker returns -2 to the maker and 1 to each defender).
- Observations: the observation string and tensor are the current
  :class:`~hasenpfeffer.views.PlayerView`
  (:func:`~hasenpfeffer.integrations.encoding.observation_vector`); the
  information state is everything the player has seen: the string holds
  every hand so far, the tensor the current hand in order
  (:func:`~hasenpfeffer.integrations.encoding.information_state_vector`).
  Neither holds another seat's cards, nor the widow and discard for anyone
  but the maker; in Euchre, the upcard for everyone (and whether it was
  turned down), the dealer's discard for the dealer only, and the three
  cards under the upcard (four in Railroad Euchre) for nobody; in Railroad
  Euchre besides, who called for best for everyone, the card given for the
  two partners only, and the card discarded for it for the lone player only.
  Three-Handed Euchre hides as Euchre does, the eight cards under the
  upcard from everyone.  Each of the Euchres' vectors has its own layout
  (:func:`~hasenpfeffer.integrations.encoding.observation_pieces`).
- Errors: an illegal action raises :class:`IllegalSpielActionError`, which
  is both a ``pyspiel.SpielError`` and an
  :class:`~hasenpfeffer.errors.IllegalActionError`, with the rule's message;
  the state is unchanged.  As in OpenSpiel's own games, so does any action
  at a terminal state, and asking for ``chance_outcomes()`` where no card
  is being dealt (at a decision or terminal state).  A bad game parameter
  raises :class:`InvalidSpielParameterError`, both a ``pyspiel.SpielError``
  and an :class:`~hasenpfeffer.errors.InvalidValueError`.  OpenSpiel holds
  whole-number parameters as 32-bit integers: :func:`load_game` checks
  every parameter before OpenSpiel converts it, and ``max_hands`` is at
  most :data:`MAX_HANDS`.
- :meth:`HasenpfefferState.resample_from_infostate` draws a deal, and the
  cards of the decisions hidden from a player (a discard, in Railroad
  Euchre the card given for best and the lone player's discard),
  consistent with what that player has seen
  (:func:`~hasenpfeffer.integrations.sampling.consistent_history`), so
  OpenSpiel's IS-MCTS can search the game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import attrs

try:
    import numpy as np
    import pyspiel
except ImportError as error:  # pragma: no cover - depends on the environment
    raise ImportError(
        "hasenpfeffer.integrations.openspiel needs OpenSpiel and NumPy: "
        'pip install "hasenpfeffer[openspiel]"'
    ) from error

from .._checks import check_bool, check_whole
from ..actions import Action
from ..cards import Card, Suit, deck
from ..dealing import Deal
from ..errors import HasenpfefferError, IllegalActionError, InvalidValueError, shown
from ..phases import Phase
from ..rules import (
    AllPass,
    Bidding,
    FailedContract,
    Game,
    OpeningLead,
    Rules,
    TieBreak,
)
from ..scoring import hand_score
from ..state import GameState, new_game
from ..views import PlayerView
from ._game_shape import GAMES, GameShape, game_shape
from ._returns import seat_payments
from .encoding import (
    action_to_id,
    id_to_action,
    information_state_pieces,
    information_state_vector,
    legal_action_ids,
    num_actions,
    observation_pieces,
    observation_vector,
)
from .sampling import consistent_history
from .text import information_state_string, observation_string, table_string

__all__ = [
    "DEFAULT_PARAMETERS",
    "GAME_NAME",
    "GAME_NAMES",
    "MAX_HANDS",
    "HasenpfefferGame",
    "HasenpfefferObserver",
    "HasenpfefferState",
    "IllegalSpielActionError",
    "InvalidSpielParameterError",
    "load_game",
    "rules_from_parameters",
]

GAME_NAME = "python_hasenpfeffer"
"""The short name the game is registered under."""

MAX_HANDS = 1_000_000
"""The largest ``max_hands``: a game of a million hands has at most about
50 million moves and 25 million chance nodes, which OpenSpiel's 32-bit
integers (its game length, its parameters) still hold."""

_RULES = Rules()
_GAME_DEFAULT = "game_default"
"""The value of ``all_pass`` that leaves it to the game's own default."""
DEFAULT_PARAMETERS: dict[str, Any] = {
    "game": _RULES.game.value,
    "bidding": _RULES.bidding.value,
    "all_pass": _GAME_DEFAULT,
    "failed_contract": _RULES.failed_contract.value,
    "defenders_score_tricks": _RULES.defenders_score_tricks,
    "opening_lead": _RULES.opening_lead.value,
    "tie_break": _RULES.tie_break.value,
    "target_score": _RULES.target_score,
    "lone_hands": _RULES.lone_hands,
    "lone_defender": _RULES.lone_defender,
    "alone_multiplier": _RULES.alone_multiplier,
    "joker_upcard_suit": _RULES.joker_upcard_suit.value,
    "call_for_best": _RULES.call_for_best,
    "march_points": _RULES.march_points,
    "dealer": 0,
    "play_to_target": False,
    "max_hands": 100,
    "zero_sum": False,
}
"""The game's parameters and their defaults.

``all_pass`` defaults to ``"game_default"``, the chosen game's own choice
(``redeal`` in Hasenpfeffer, ``stick_the_dealer`` in the three Euchres).
``lone_hands``, ``lone_defender`` and ``call_for_best`` left at
``False`` also take the game's own choice (``lone_hands`` is off in
Hasenpfeffer, on in Euchre, as in OpenSpiel's ``euchre``, in Three-Handed
Euchre, where it cannot be turned off, and in Railroad Euchre, where the
other two are on as well): OpenSpiel fills in every parameter not given,
so a game whose default is on cannot be told ``False`` from "not given"
here; each game's own registration (:data:`GAME_NAMES`) can.
``joker_upcard_suit`` (``C``, ``D``, ``H`` or ``S``) is Railroad
Euchre's, and ``march_points`` (a whole number from 1 to 1000, default 3)
Three-Handed Euchre's; the other games refuse any value but the
default."""

_GAME_DEFAULT_WHEN_FALSE = ("lone_hands", "lone_defender", "call_for_best")
"""The options whose parameter, left ``False``, takes the game's default."""

GAME_NAMES: dict[Game, str] = {
    game: GAME_NAME if game is Game.HASENPFEFFER else f"{GAME_NAME}_{game.value}"
    for game in GAMES
}
"""The name each game is registered under, ``python_hasenpfeffer`` for
Hasenpfeffer (which also plays the others through ``game``), and
``python_hasenpfeffer_euchre``, ``python_hasenpfeffer_three_handed_euchre``
and ``python_hasenpfeffer_railroad_euchre``.
A game's own registration has that game's defaults, so there ``False``
turns off an option that the game has on by default:
``python_hasenpfeffer_euchre(lone_hands=False)`` is Euchre without lone
hands, which ``python_hasenpfeffer(game=euchre,lone_hands=False)`` cannot
say."""


def _own_defaults(game: Game) -> dict[str, Any]:
    """The parameters of ``game``'s own registration, with its defaults."""
    if game is Game.HASENPFEFFER:
        return DEFAULT_PARAMETERS
    rules = Rules(game=game)
    return {
        **DEFAULT_PARAMETERS,
        "game": game.value,
        "all_pass": rules.all_pass.value,
        **{name: getattr(rules, name) for name in _GAME_DEFAULT_WHEN_FALSE},
    }


_DECK = deck()
_MOST_PLAYERS = max(game_shape(game).players for game in GAMES)
_FEWEST_PLAYERS = min(game_shape(game).players for game in GAMES)


class IllegalSpielActionError(IllegalActionError, pyspiel.SpielError):  # type: ignore[misc]
    """An action the rules forbid, raised by ``state.apply_action``: both
    OpenSpiel's ``pyspiel.SpielError`` and the library's
    :class:`~hasenpfeffer.errors.IllegalActionError` (so also a
    :class:`ValueError`).  The message names the rule; for an integer that
    is no action at all, ``action`` is ``None``.  Any action at a terminal
    state raises it, and so does ``state.chance_outcomes()`` where no card
    is being dealt."""


class InvalidSpielParameterError(InvalidValueError, pyspiel.SpielError):  # type: ignore[misc]
    """A game parameter that is not valid, raised when the game is loaded:
    both OpenSpiel's ``pyspiel.SpielError`` and the library's
    :class:`~hasenpfeffer.errors.InvalidValueError`.  The message names the
    parameter.

    >>> from hasenpfeffer.integrations.openspiel import load_game
    >>> load_game(target_score=2**31)
    Traceback (most recent call last):
    ...
    hasenpfeffer.integrations.openspiel.InvalidSpielParameterError: python_hasenpfeffer: target_score must be a whole number from 1 to 1000, not 2147483648
    """  # noqa: E501


def _check_parameters(parameters: object, name: str) -> None:
    """Refuse anything but a mapping of names to values OpenSpiel holds."""
    if not isinstance(parameters, Mapping):
        raise InvalidSpielParameterError(
            f"{name} must be a mapping of parameter names to values, "
            f"not {shown(parameters)}"
        )
    for key, value in parameters.items():
        if not isinstance(key, str):
            raise InvalidSpielParameterError(
                f"a parameter's name is text, not {shown(key)}"
            )
        if not isinstance(value, (bool, int, float, str)):
            raise InvalidSpielParameterError(
                f"{shown(key)}: a parameter is a bool, a number or text, "
                f"not {shown(value)}"
            )


def rules_from_parameters(
    parameters: Mapping[str, Any], *, as_given: bool = False
) -> Rules:
    """The :class:`~hasenpfeffer.rules.Rules` that game parameters describe
    (missing ones take their defaults).

    >>> import hasenpfeffer as hp
    >>> from hasenpfeffer.integrations.openspiel import rules_from_parameters
    >>> rules = rules_from_parameters({"bidding": "pepper", "lone_hands": True})
    >>> rules.bidding, rules.all_pass, rules.lone_hands, rules.game
    (Bidding.PEPPER, AllPass.REDEAL, True, Game.HASENPFEFFER)
    >>> rules_from_parameters({"game": "euchre"}) == hp.Rules(game=hp.Game.EUCHRE)
    True

    ``game`` chooses the game; an option that does not apply to it is
    refused, as :class:`~hasenpfeffer.rules.Rules` refuses it.  With
    ``as_given`` (the parameters of a game's own registration, see
    :data:`GAME_NAMES`), ``lone_hands``, ``lone_defender`` and
    ``call_for_best`` that differ from the game's default are taken as
    they are; otherwise ``False`` leaves them to the game.  Either way an
    option left to the game follows ``lone_hands``: without lone hands
    nobody defends alone or calls for best.

    Raises:
        InvalidValueError: a parameter is not a valid value of its option,
            or an option does not apply to the game.
    """
    _check_parameters(parameters, "parameters")
    values = {**DEFAULT_PARAMETERS, **parameters}
    enums: dict[str, Any] = {
        "game": Game,
        "bidding": Bidding,
        "all_pass": AllPass,
        "failed_contract": FailedContract,
        "opening_lead": OpeningLead,
        "tie_break": TieBreak,
        "joker_upcard_suit": Suit,
    }
    options: dict[str, Any] = {}
    for name, kind in enums.items():
        if name == "all_pass" and values[name] == _GAME_DEFAULT:
            continue
        try:
            options[name] = kind(values[name])
        except ValueError:
            choices = ", ".join(member.value for member in kind)
            if name == "all_pass":
                choices = f"{_GAME_DEFAULT}, {choices}"
            raise InvalidValueError(
                f"{name} must be one of {choices}, not {shown(values[name])}"
            ) from None
    for name in (
        "defenders_score_tricks",
        "target_score",
        "lone_hands",
        "lone_defender",
        "alone_multiplier",
        "call_for_best",
        "march_points",
    ):
        options[name] = values[name]
    game_defaults = Rules(game=options["game"])
    for name in _GAME_DEFAULT_WHEN_FALSE:
        # Left to the game: False, or with as_given the game's own value
        # (so that lone_hands=False turns the options that need it off).
        if options[name] is (getattr(game_defaults, name) if as_given else False):
            del options[name]
    return Rules(**options)


def _hand_bounds(rules: Rules) -> tuple[int, int]:
    """The most a side (a team, or a player of Three-Handed Euchre) can
    win and lose on one hand."""
    if rules.game is not Game.HASENPFEFFER:
        return _order_up_hand_bounds(rules)
    stake = 2 if rules.bidding is Bidding.PEPPER else 1
    alone = rules.alone_multiplier if rules.lone_hands else 1
    defender = rules.alone_multiplier if rules.lone_defender else 1
    makers_win = stake * 6 * alone
    defenders_win = 6 * defender if rules.defenders_score_tricks else 0
    return max(makers_win, defenders_win), stake * 6 * alone * defender


def _order_up_hand_bounds(rules: Rules) -> tuple[int, int]:
    """:func:`_hand_bounds` of a game without bids, from its scoring: every
    count of the makers' tricks, alone or not as the rules allow (in
    Three-Handed Euchre, whose maker is always alone, the score is the
    same either way, the second number each defender's)."""
    tricks = game_shape(rules.game).hand_size
    changes = [
        change
        for maker_alone in (False, True)[: 1 + rules.lone_hands]
        for defender_alone in (False, True)[: 1 + (maker_alone and rules.lone_defender)]
        for made in range(tricks + 1)
        for change in hand_score(
            rules,
            None,
            made,
            maker_alone=maker_alone,
            defender_alone=defender_alone,
        )
    ]
    return max(changes), -min(changes)


def _decisions_per_hand(rules: Rules) -> int:
    """The most decisions one hand can take."""
    shape = game_shape(rules.game)
    defenders = shape.players // 2
    asks_alone = rules.lone_hands and shape.partnerships
    alone = (1 + defenders if rules.lone_defender else 1) if asks_alone else 0
    plays = shape.players * shape.hand_size
    if rules.game is not Game.HASENPFEFFER:
        # The calls, the dealer's discard, going alone (never asked in
        # Three-Handed Euchre, whose maker is always alone), for each lone
        # player (maker and defender) who may call for best the card given
        # and the discard, and the plays.
        callers = (1 + rules.lone_defender) if rules.call_for_best else 0
        return shape.most_calls + 1 + alone + 2 * callers + plays
    calls = (7 if rules.bidding is Bidding.PEPPER else 6) + 3
    return calls + 2 + alone + plays


@attrs.frozen
class _Settings:
    """What a state needs to know of its game; immutable."""

    rules: Rules
    dealer: int
    play_to_target: bool
    max_hands: int
    zero_sum: bool

    def __deepcopy__(self, memo: dict[int, Any]) -> _Settings:
        return self


@attrs.frozen
class _Position:
    """A state's whole value, immutable, so that OpenSpiel's clone (a deep
    copy of the state's attributes) shares it instead of copying it."""

    state: GameState
    dealt: tuple[int, ...] = ()
    """The cards dealt so far in the current deal, by index, in order."""
    finished: tuple[GameState, ...] = ()
    """The final state of every finished hand."""
    moves: int = 0
    """How many actions (chance outcomes included) have been applied."""
    deal_start: int = 0
    """The value of ``moves`` when the current deal began."""

    def __deepcopy__(self, memo: dict[int, Any]) -> _Position:
        return self


def _deal_from_outcomes(
    state: GameState, shape: GameShape, outcomes: Sequence[int]
) -> GameState:
    """``state`` with the next hand dealt from ``outcomes``, the deck
    indices of the cards in the order dealt."""
    hands: list[list[Card]] = [[] for _ in range(shape.players)]
    left: list[Card] = []
    for number, index in enumerate(outcomes):
        seat = shape.deal_seat(state.dealer, number)
        (left if seat is None else hands[seat]).append(_DECK[index])
    if shape.kitty:
        return state.deal(hands=hands, kitty=left)
    return state.deal(hands=hands, widow=left[0])


def _game_type(utility: Any, game: Game = Game.HASENPFEFFER) -> Any:
    """The type of ``game``'s own registration, or for Hasenpfeffer the type
    of ``python_hasenpfeffer``, which plays every game (three players or
    four)."""
    if game is Game.HASENPFEFFER:
        fewest, most = _FEWEST_PLAYERS, _MOST_PLAYERS
    else:
        fewest = most = game_shape(game).players
    return pyspiel.GameType(
        short_name=GAME_NAMES[game],
        long_name=f"Python {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=most,
        min_num_players=fewest,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        provides_factored_observation_string=True,
        parameter_specification=_own_defaults(game),
    )


_GAME_TYPE = _game_type(pyspiel.GameType.Utility.GENERAL_SUM)


class HasenpfefferGame(pyspiel.Game):  # type: ignore[misc]
    """The OpenSpiel game; load it with ``pyspiel.load_game`` or
    :func:`load_game` rather than building it directly."""

    _own_game: Game | None = None
    """The game of a game's own registration (see :data:`GAME_NAMES`);
    ``None`` for ``python_hasenpfeffer``, which plays any."""

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        own = self._own_game
        defaults = DEFAULT_PARAMETERS if own is None else _own_defaults(own)
        if params is not None:
            _check_parameters(params, "params")
        values = {**defaults, **(params or {})}
        if own is not None and values["game"] != own.value:
            raise InvalidSpielParameterError(
                f"{GAME_NAMES[own]} plays {own.title}: its game is "
                f"{own.value}, not {shown(values['game'])}"
            )
        settings = _settings(values, as_given=own is not None)
        rules = settings.rules
        # The game's own defaults, resolved, so that the game's string says
        # what is played and loads the same game again.
        values["all_pass"] = rules.all_pass.value
        values["lone_hands"] = rules.lone_hands
        values["lone_defender"] = rules.lone_defender
        values["call_for_best"] = rules.call_for_best
        hands = settings.max_hands if settings.play_to_target else 1
        win, lose = _hand_bounds(rules)
        if settings.play_to_target:
            win = min(rules.target_score - 1 + win, hands * win)
        lose *= hands
        if settings.zero_sum:
            low, high = -(win + lose), win + lose
            utility = pyspiel.GameType.Utility.ZERO_SUM
        else:
            low, high = -lose, win
            utility = pyspiel.GameType.Utility.GENERAL_SUM
        shape = game_shape(rules.game)
        info = pyspiel.GameInfo(
            num_distinct_actions=num_actions(rules.game),
            max_chance_outcomes=len(shape.cards),
            num_players=shape.players,
            min_utility=float(low),
            max_utility=float(high),
            utility_sum=0.0 if settings.zero_sum else None,
            max_game_length=hands * _decisions_per_hand(rules),
        )
        super().__init__(
            _game_type(utility, rules.game if own is not None else Game.HASENPFEFFER),
            info,
            values,
        )
        self.settings = settings
        self.shape = shape

    @property
    def rules(self) -> Rules:
        """The rule options of the game."""
        return self.settings.rules

    def new_initial_state(self) -> HasenpfefferState:
        """A state before the first card is dealt."""
        return HasenpfefferState(self)

    def max_chance_nodes_in_history(self) -> int:
        """A chance node per card of the deck (25, or 24 in Euchre) a hand."""
        settings = self.settings
        hands = settings.max_hands if settings.play_to_target else 1
        return len(self.shape.cards) * hands

    def make_py_observer(
        self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None
    ) -> HasenpfefferObserver:
        """An observer (see :class:`HasenpfefferObserver`)."""
        return HasenpfefferObserver(
            iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False),
            params,
            self.rules.game,
        )


def _settings(values: Mapping[str, Any], as_given: bool = False) -> _Settings:
    """The settings that the parameters ``values`` describe (``as_given``:
    see :func:`rules_from_parameters`).

    Raises:
        InvalidSpielParameterError: a parameter is not valid.
    """
    try:
        rules = rules_from_parameters(values, as_given=as_given)
        players = game_shape(rules.game).players
        return _Settings(
            rules=rules,
            dealer=_whole(values, "dealer", 0, players - 1),
            play_to_target=_flag(values, "play_to_target"),
            max_hands=_whole(values, "max_hands", 1, MAX_HANDS),
            zero_sum=_flag(values, "zero_sum"),
        )
    except HasenpfefferError as error:
        raise InvalidSpielParameterError(f"{GAME_NAME}: {error}") from None


def _whole(values: Mapping[str, Any], name: str, low: int, high: int) -> int:
    return check_whole(values[name], name, low, high)


def _flag(values: Mapping[str, Any], name: str) -> bool:
    return check_bool(values[name], name)


def load_game(rules: Rules | None = None, **parameters: Any) -> Any:
    """Load ``python_hasenpfeffer`` for a :class:`~hasenpfeffer.rules.Rules`
    value and the game's own parameters (``dealer``, ``play_to_target``,
    ``max_hands``, ``zero_sum``).

    >>> import hasenpfeffer as hp
    >>> from hasenpfeffer.integrations.openspiel import load_game
    >>> game = load_game(hp.Rules(bidding=hp.Bidding.PEPPER), zero_sum=True)
    >>> game.get_type().short_name, game.num_distinct_actions(), game.rules.bidding
    ('python_hasenpfeffer', 64, Bidding.PEPPER)

    Raises:
        InvalidSpielParameterError: a parameter is not valid; checked here,
            before OpenSpiel converts the parameters to its 32-bit numbers.
    """
    values: dict[str, Any] = {}
    name = GAME_NAME
    if rules is not None:
        if not isinstance(rules, Rules):
            raise InvalidSpielParameterError(
                f"rules must be a Rules value or None, not {shown(rules)}"
            )
        defaults = Rules(game=rules.game)
        if any(
            getattr(rules, option) is False and getattr(defaults, option)
            for option in _GAME_DEFAULT_WHEN_FALSE
        ):
            # Only the game's own registration can turn such an option off.
            name = GAME_NAMES[rules.game]
        for field in attrs.fields(Rules):
            if field.name in DEFAULT_PARAMETERS:
                value = getattr(rules, field.name)
                values[field.name] = getattr(value, "value", value)
    values.update(parameters)
    own = name != GAME_NAME
    if own and rules is not None:
        _settings({**_own_defaults(rules.game), **values}, as_given=True)
    else:
        _settings({**DEFAULT_PARAMETERS, **values})
    return pyspiel.load_game(name, values)


class HasenpfefferState(pyspiel.State):  # type: ignore[misc]
    """A position of the OpenSpiel game; it holds a
    :class:`~hasenpfeffer.state.GameState` (:attr:`game_state`)."""

    def __init__(self, game: HasenpfefferGame) -> None:
        super().__init__(game)
        settings = game.settings
        self._settings = settings
        self._shape = game.shape
        start = new_game(settings.rules, dealer=settings.dealer, seed=0)
        self._position = _Position(start)

    # -- reading -------------------------------------------------------------

    @property
    def game_state(self) -> GameState:
        """The library's state of the current hand (between hands, and at
        the end, the last hand's final state)."""
        return self._position.state

    @property
    def finished_hands(self) -> tuple[GameState, ...]:
        """The final state of every finished hand."""
        return self._position.finished

    def _dealing(self) -> bool:
        return self._position.state.to_act is None and not self.is_terminal()

    def view(self, player: int) -> PlayerView:
        """What ``player`` sees now.  While the cards are being dealt: the
        cards dealt to it so far, and the scores.

        >>> from hasenpfeffer.integrations.openspiel import load_game
        >>> state = load_game().new_initial_state()
        >>> for card in (0, 1, 2, 3):
        ...     state.apply_action(card)
        >>> [str(card) for card in state.view(1).hand], state.view(2).hand_sizes
        (['9C', 'TC', 'JC'], (0, 3, 1, 0))
        """
        position = self._position
        game_state = position.state
        view = game_state.view(player)
        if not self._dealing():
            return view
        dealer = game_state.dealer
        shape = self._shape
        sizes = [0] * shape.players
        mine: list[Card] = []
        for number, index in enumerate(position.dealt):
            seat = shape.deal_seat(dealer, number)
            if seat is not None:
                sizes[seat] += 1
                if seat == player:
                    mine.append(_DECK[index])
        return attrs.evolve(
            view,
            hand_number=game_state.hand_number + 1,
            phase=Phase.DEAL,
            to_act=None,
            hand=tuple(sorted(mine, key=lambda card: card.index)),
            hand_sizes=tuple(sizes),
            auction=None,
            maker=None,
            contract=None,
            trump=None,
            widow=None,
            discarded=None,
            lone_players=(),
            sitting_out=(),
            leader=None,
            current_trick=(),
            completed_tricks=(),
            tricks_won=(0,) * shape.sides,
            upcard=None,
            calls=(),
            called_for_best=(),
            best_card=None,
            best_discard=None,
        )

    # -- the OpenSpiel state API -----------------------------------------------

    def current_player(self) -> int:
        """The player to act, or OpenSpiel's chance or terminal id."""
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        to_act = self._position.state.to_act
        return int(pyspiel.PlayerId.CHANCE) if to_act is None else to_act

    def is_terminal(self) -> bool:
        """Whether the game (one hand, or with ``play_to_target`` the game
        to the target) is over."""
        position = self._position
        settings = self._settings
        if not settings.play_to_target:
            return bool(position.finished)
        return (
            position.state.phase is Phase.GAME_OVER
            or len(position.finished) >= settings.max_hands
        )

    def _legal_actions(self, player: int) -> list[int]:
        return legal_action_ids(self._position.state)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The cards not dealt yet, each equally likely.

        Raises:
            IllegalSpielActionError: the state is not a chance node: no
                card is being dealt (a player is to act, or the game is
                over), as OpenSpiel's own games refuse.
        """
        if not self.is_chance_node():
            raise IllegalSpielActionError(
                f"there are no chance outcomes: {self._no_deal()}",
                action=None,
                seat=None,
                phase=self._position.state.phase,
            )
        dealt = set(self._position.dealt)
        left = [card.index for card in self._shape.cards if card.index not in dealt]
        return [(index, 1.0 / len(left)) for index in left]

    def _no_deal(self) -> str:
        """Why no card is dealt now, in words."""
        if self.is_terminal():
            return "the game is over"
        return f"no card is dealt now: seat {self._position.state.to_act} is to act"

    def _apply_action(self, action: int) -> None:
        if self.is_terminal():
            raise IllegalSpielActionError(
                "the game is over: no action is taken at a terminal state",
                action=None,
                seat=None,
                phase=self._position.state.phase,
            )
        if self.is_chance_node():
            self._deal_card(action)
        else:
            self._decide(action)

    def _deal_card(self, action: int) -> None:
        position = self._position
        if action not in dict(self.chance_outcomes()):
            raise IllegalSpielActionError(
                f"chance outcome {action} is not a card left to deal",
                action=None,
                seat=None,
                phase=Phase.DEAL,
            )
        dealt = (*position.dealt, int(action))
        state = position.state
        if len(dealt) == len(self._shape.cards):
            state = _deal_from_outcomes(state, self._shape, dealt)
            dealt = ()
        self._position = attrs.evolve(
            position, state=state, dealt=dealt, moves=position.moves + 1
        )

    def _decide(self, action: int) -> None:
        position = self._position
        state = position.state
        seat = state.to_act
        try:
            chosen: Action | None = id_to_action(action, self._shape.game)
        except HasenpfefferError as error:
            raise IllegalSpielActionError(
                str(error), action=None, seat=seat, phase=state.phase
            ) from None
        assert chosen is not None
        try:
            state = state.apply(chosen, seat=seat)
        except IllegalActionError as error:
            raise IllegalSpielActionError(
                error.reason, action=error.action, seat=error.seat, phase=error.phase
            ) from None
        moves = position.moves + 1
        if state.to_act is None:
            self._position = _Position(
                state,
                finished=(*position.finished, state),
                moves=moves,
                deal_start=moves,
            )
        else:
            self._position = attrs.evolve(position, state=state, moves=moves)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            if 0 <= action < len(self._shape.cards):
                return f"deal {_DECK[action]}"
            return f"chance outcome {action}"
        try:
            return str(id_to_action(action, self._shape.game))
        except HasenpfefferError:
            return f"action {action} (not an action)"

    def returns(self) -> list[float]:
        """Each player's side's score change at the end (0 before): its
        team's, or in Three-Handed Euchre its own; with ``zero_sum`` less
        the average of the other sides'."""
        shape = self._shape
        if not self.is_terminal():
            return [0.0] * shape.players
        scores = self._position.state.scores
        return seat_payments(shape, scores, zero_sum=self._settings.zero_sum)

    def __str__(self) -> str:
        position = self._position
        state = position.state
        finished = len(position.finished)
        lines = [f"hands played: {finished}"] if self._settings.play_to_target else []
        if self._dealing():
            dealt = [
                f"{self._shape.deal_seat(state.dealer, number)}:{_DECK[index]}"
                for number, index in enumerate(position.dealt)
            ]
            lines.append(
                f"dealing hand {state.hand_number + 1}, dealer {state.dealer}, "
                f"scores {' to '.join(str(score) for score in state.scores)}"
            )
            lines.append("dealt: " + (" ".join(dealt) or "-"))
        else:
            lines.append(table_string(state))
        return "\n".join(lines)

    # -- for IS-MCTS ------------------------------------------------------------

    def resample_from_infostate(
        self, player_id: int, probability_sampler: Callable[[], float] | None = None
    ) -> HasenpfefferState:
        """A state that ``player_id`` cannot tell from this one: the same
        history of everything it saw, with the cards it has not seen dealt
        again at random, consistent with the suits players have shown void,
        and the cards of the decisions it did not see (a discard, in
        Railroad Euchre the card given for best and the one discarded for
        it) drawn to fit.

        The draw is uniform among the consistent deals: a few shuffles are
        tried, and when none fits, the consistent deals are counted and one
        is drawn evenly among them.  ``probability_sampler``, a callable
        returning numbers in [0, 1) (OpenSpiel passes one), seeds the draw.

        >>> import random
        >>> from hasenpfeffer.integrations.openspiel import load_game
        >>> state = load_game().new_initial_state()
        >>> for card in range(25):
        ...     state.apply_action(card)
        >>> other = state.resample_from_infostate(1, random.Random(5).random)
        >>> other.information_state_string(1) == state.information_state_string(1)
        True
        >>> other.game_state.hands[1] == state.game_state.hands[1]
        True
        """
        if self.is_terminal():
            return self.clone()  # type: ignore[no-any-return]
        sample = probability_sampler() if probability_sampler is not None else None
        chooser = random.Random(None if sample is None else int(sample * 2**53))
        position = self._position
        shape = self._shape
        history = [int(action) for action in self.history()]
        start = position.deal_start
        original = history[start : start + len(shape.cards)]
        decisions = history[start + len(shape.cards) :]
        dealer = position.state.dealer
        if self._dealing():
            cards = _redeal_partial(shape, dealer, original, player_id, chooser)
        else:
            # The cards hidden from this player in the decisions (the
            # discards, the card given for best) are drawn with the deal.
            deal, actions = consistent_history(position.state, player_id, chooser)
            cards = _deal_order(deal, shape, dealer, original, player_id, chooser)
            decisions = [action_to_id(action) for _, action in actions]
        fresh: HasenpfefferState = self.get_game().new_initial_state()
        for action in (*history[:start], *cards, *decisions):
            fresh.apply_action(action)
        return fresh


def _redeal_partial(
    shape: GameShape,
    dealer: int,
    original: Sequence[int],
    player: int,
    chooser: random.Random,
) -> list[int]:
    """The cards dealt so far, those not dealt to ``player`` drawn anew."""
    mine = {
        index
        for number, index in enumerate(original)
        if shape.deal_seat(dealer, number) == player
    }
    unseen = [card.index for card in shape.cards if card.index not in mine]
    chooser.shuffle(unseen)
    return [
        index if shape.deal_seat(dealer, number) == player else unseen.pop()
        for number, index in enumerate(original)
    ]


def _deal_order(
    deal: Deal,
    shape: GameShape,
    dealer: int,
    original: Sequence[int],
    player: int,
    chooser: random.Random,
) -> list[int]:
    """``deal`` as the chance outcomes that deal it, ``player``'s cards
    where they came in ``original``, the others' in a random order; the
    widow, or the kitty with its upcard first, where the cards left over
    are dealt."""
    hands = [list(hand) for hand in deal.hands]
    for hand in hands:
        chooser.shuffle(hand)
    if deal.widow is not None:
        left = [deal.widow]
    else:
        under = list(deal.kitty[1:])
        chooser.shuffle(under)
        left = [deal.kitty[0], *under]
    left.reverse()
    order: list[int] = []
    for number in range(len(shape.cards)):
        seat = shape.deal_seat(dealer, number)
        if seat is None:
            order.append(left.pop().index)
        elif seat == player:
            order.append(original[number])
        else:
            order.append(hands[seat].pop().index)
    return order


class HasenpfefferObserver:
    """Observation tensors and strings, OpenSpiel's observer protocol.

    ``perfect_recall`` chooses the information state
    (:func:`~hasenpfeffer.integrations.encoding.information_state_pieces`)
    over the current observation
    (:func:`~hasenpfeffer.integrations.encoding.observation_pieces`), each
    laid out for ``game``;
    ``public_info`` and ``private_info`` (none or the observer's own) keep or
    leave out the public and the private pieces.  Another player's private
    information is never available.
    """

    def __init__(
        self,
        iig_obs_type: Any,
        params: Mapping[str, Any] | None,
        game: Game = Game.HASENPFEFFER,
    ) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        if iig_obs_type.private_info == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("a player may observe only its own private information")
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        self.public = bool(iig_obs_type.public_info)
        self.private = (
            iig_obs_type.private_info == pyspiel.PrivateInfoType.SINGLE_PLAYER
        )
        layout = information_state_pieces if self.perfect_recall else observation_pieces
        pieces = layout(game)
        kept = [
            piece
            for piece in pieces
            if (self.private if piece.private else self.public)
        ]
        self.tensor = np.zeros(sum(piece.size for piece in kept), np.float32)
        self.dict: dict[str, Any] = {}
        offset = 0
        for piece in kept:
            self.dict[piece.name] = self.tensor[offset : offset + piece.size]
            offset += piece.size

    def set_from(self, state: HasenpfefferState, player: int) -> None:
        """Write what ``player`` observes of ``state`` into ``tensor``."""
        view = state.view(player)
        encode = information_state_vector if self.perfect_recall else observation_vector
        self.tensor[:] = encode(view, public=self.public, private=self.private)

    def string_from(self, state: HasenpfefferState, player: int) -> str:
        """What ``player`` observes of ``state``, as text."""
        if not self.perfect_recall:
            return observation_string(
                state.view(player), public=self.public, private=self.private
            )
        parts = [
            information_state_string(
                final.view(player), public=self.public, private=self.private
            )
            for final in state.finished_hands
        ]
        if not state.is_terminal():
            parts.append(
                information_state_string(
                    state.view(player), public=self.public, private=self.private
                )
            )
        return "\n".join(parts)


pyspiel.register_game(_GAME_TYPE, HasenpfefferGame)
for _game in GAMES:
    if _game is not Game.HASENPFEFFER:
        _one_game = type(
            f"_{_game.name.title().replace('_', '')}Game",
            (HasenpfefferGame,),
            {"_own_game": _game, "__doc__": f"{GAME_NAMES[_game]}: see GAME_NAMES."},
        )
        pyspiel.register_game(
            _game_type(pyspiel.GameType.Utility.GENERAL_SUM, _game), _one_game
        )

"""The OpenSpiel game: its type, its size and bounds, and loading it.

:class:`HasenpfefferGame` is the game OpenSpiel loads; its
:class:`~pyspiel.GameInfo` (the action space, the players, the utilities
and the longest game) is worked out from the rules played.

>>> from hasenpfeffer.integrations._spiel_game import decisions_per_hand
>>> import hasenpfeffer as hp
>>> decisions_per_hand(hp.Rules()), decisions_per_hand(hp.Rules(game=hp.Game.EUCHRE))
(35, 30)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs
import pyspiel

from ..actions import MOON
from ..auction import bid_ladder, top_bid
from ..errors import shown
from ..games import GAME_DEPENDENT, AuctionKind, spec_of
from ..rules import Game, Rules
from ..scoring import hand_score
from ._game_shape import GAMES, game_shape, most_calls
from ._spiel_base import SpielGame
from ._spiel_observer import HasenpfefferObserver
from ._spiel_parameters import (
    DEFAULT_PARAMETERS,
    GAME_DEFAULT_AT,
    GAME_NAME,
    GAME_NAMES,
    InvalidSpielParameterError,
    check_parameters,
    left_to_game,
    own_defaults,
    parameter_value,
    settings_from,
)
from ._spiel_state import HasenpfefferState
from .encoding import num_actions

__all__ = ["HasenpfefferGame", "decisions_per_hand", "game_type", "load_game"]

_DEFAULT_GAME = Rules().game
_MOST_PLAYERS = max(game_shape(game).players for game in GAMES)
_FEWEST_PLAYERS = min(game_shape(game).players for game in GAMES)


def _hand_bounds(rules: Rules) -> tuple[int, int]:
    """The most a side (a team, or a player who plays for themselves) can
    win and lose on one hand."""
    spec = spec_of(rules)
    if spec.auction is not AuctionKind.BIDS:
        return _scored_hand_bounds(rules)
    if spec.moon:
        return _ladder_hand_bounds(rules)
    tricks = spec.hand_size
    # The top bid made with every trick: what the makers win at most.
    top = hand_score(rules, top_bid(rules), tricks)[0]
    alone = rules.alone_multiplier if rules.lone_hands else 1
    defender = rules.alone_multiplier if rules.lone_defender else 1
    makers_win = top * alone
    defenders_win = tricks * defender if rules.defenders_score_tricks else 0
    return max(makers_win, defenders_win), top * alone * defender


def _ladder_hand_bounds(rules: Rules) -> tuple[int, int]:
    """:func:`_hand_bounds` of an auction with the moon, from its scoring:
    every bid of the rules' ladder, the moon played alone, and every count
    of the makers' tricks (a set bid of six may lose less than a lost moon,
    and a made bid of six win more than a moon of few points)."""
    tricks = spec_of(rules).hand_size
    changes = [
        change
        for bid in bid_ladder(rules)
        for made in range(tricks + 1)
        for change in hand_score(rules, bid, made, maker_alone=bid == MOON)
    ]
    return max(changes), -min(changes)


def _scored_hand_bounds(rules: Rules) -> tuple[int, int]:
    """:func:`_hand_bounds` of a game without bids, from its scoring: every
    count of the makers' tricks, alone or not as the rules allow (where the
    maker always plays alone the score is the same either way, the second
    number each defender's)."""
    tricks = spec_of(rules).hand_size
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


def decisions_per_hand(rules: Rules) -> int:
    """The most decisions one hand can take: the calls, naming trump where
    it is a step of its own, the discard, going alone (never asked where
    the maker always plays alone), for each lone player (maker and
    defender) who may call for best the card given and the discard, and
    the plays."""
    shape = game_shape(rules.game)
    defenders = shape.players // 2
    asks_alone = rules.lone_hands and shape.partnerships
    alone = (1 + defenders if rules.lone_defender else 1) if asks_alone else 0
    plays = shape.players * shape.hand_size
    trump = 1 if shape.spec.auction is AuctionKind.BIDS else 0
    callers = (1 + rules.lone_defender) if rules.call_for_best else 0
    return most_calls(rules) + trump + 1 + alone + 2 * callers + plays


def game_type(utility: Any, game: Game | None = None) -> Any:
    """The type of ``game``'s own registration, or with no game the type
    of ``python_hasenpfeffer``, which plays every game (three players or
    four)."""
    if game is None:
        fewest, most = _FEWEST_PLAYERS, _MOST_PLAYERS
        name, title, parameters = GAME_NAME, _DEFAULT_GAME.title, DEFAULT_PARAMETERS
    else:
        fewest = most = game_shape(game).players
        name, title, parameters = GAME_NAMES[game], game.title, own_defaults(game)
    return pyspiel.GameType(
        short_name=name,
        long_name=f"Python {title}",
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
        parameter_specification=parameters,
    )


class HasenpfefferGame(SpielGame):
    """The OpenSpiel game; load it with ``pyspiel.load_game`` or
    :func:`load_game` rather than building it directly."""

    _own_game: Game | None = None
    """The game of a game's own registration (see :data:`GAME_NAMES`);
    ``None`` for ``python_hasenpfeffer``, which plays any."""

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        own = self._own_game
        defaults = DEFAULT_PARAMETERS if own is None else own_defaults(own)
        if params is not None:
            check_parameters(params, "params")
        values = {**defaults, **(params or {})}
        if own is not None and values["game"] != own.value:
            raise InvalidSpielParameterError(
                f"{GAME_NAMES[own]} plays {own.title}: its game is "
                f"{own.value}, not {shown(values['game'])}"
            )
        settings = settings_from(values, as_given=own is not None)
        rules = settings.rules
        # The game's own defaults, resolved, so that the game's string says
        # what is played and loads the same game again.
        for option in GAME_DEPENDENT:
            values[option] = parameter_value(getattr(rules, option))
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
            max_game_length=hands * decisions_per_hand(rules),
        )
        super().__init__(
            game_type(utility, None if own is None else rules.game),
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
            left_to_game(option, parameter_value(getattr(rules, option)))
            and getattr(rules, option) != getattr(defaults, option)
            for option in GAME_DEFAULT_AT
        ):
            # Only the game's own registration can set such an option to
            # the value that leaves it to the game (turn it off, say).
            name = GAME_NAMES[rules.game]
        for field in attrs.fields(Rules):
            if field.name in DEFAULT_PARAMETERS:
                value = getattr(rules, field.name)
                values[field.name] = getattr(value, "value", value)
    values.update(parameters)
    own = name != GAME_NAME
    if own and rules is not None:
        settings_from({**own_defaults(rules.game), **values}, as_given=True)
    else:
        settings_from({**DEFAULT_PARAMETERS, **values})
    return pyspiel.load_game(name, values)

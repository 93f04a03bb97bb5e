"""Hasenpfeffer, Euchre, Three-Handed Euchre, Railroad Euchre and Bid
Euchre as an OpenSpiel game: ``python_hasenpfeffer``.

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
hands, defending alone, calling for best), and
``python_hasenpfeffer(game=bid_euchre)`` Bid Euchre (:doc:`/bid_euchre`)
with its own (stick the dealer, the lowest bid ``min_bid=3``, the moon
worth ``moon_points=12``, the maker leading, to 32).

How the game maps onto OpenSpiel:

- Parameters: ``game`` (``hasenpfeffer``, the default, ``euchre``,
  ``three_handed_euchre``, ``railroad_euchre`` or ``bid_euchre``), then
  every other :class:`~hasenpfeffer.rules.Rules` option under its own
  name (``march_points``, ``min_bid`` and ``moon_points`` among them),
  enums by value (``bidding=pepper``, ``all_pass=stick_the_dealer``,
  ``failed_contract=bid``, ``opening_lead=maker``,
  ``tie_break=higher_score``, ``joker_upcard_suit=S``, ``widow=unused``),
  and four of the game's own:
  ``dealer`` (the first dealer, default 0), ``play_to_target`` (default
  ``False``: one hand is one game; ``True`` plays hands, the deal passing
  left, until a team, or a player of Three-Handed Euchre, reaches
  ``target_score``), ``max_hands`` (with ``play_to_target``, the
  game stops after this many hands, default 100, since random players may
  never reach the target), and ``zero_sum`` (default ``False``: see
  returns).  ``all_pass`` defaults to ``game_default``, and ``lone_hands``,
  ``lone_defender`` and ``call_for_best`` left ``False``, and
  ``opening_lead`` and ``target_score`` left at ``dealers_left`` and 10,
  take the game's default too (see "The parameters" below); each game is also
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
  last nine are the kitty; in Bid Euchre all 24 go to the hands, in
  packets of three twice round, as Hasenpfeffer's).
- Players: four, seats 0 to 3, partners facing each other; three, seats
  0 to 2, in Three-Handed Euchre.
- Decisions: the integer actions of
  :mod:`hasenpfeffer.integrations.encoding`: 64 (Euchre uses those of pass,
  naming trump, discarding, playing and going alone, Three-Handed Euchre
  the same but going alone, which it never asks), 90 in Railroad
  Euchre, which adds calling for best (64) and giving a card (65 to 89)
  after them, or 92 in Bid Euchre, which adds naming no trump (90) and
  the moon (91) after those; ``action_to_string`` gives the library's
  notation (``"bid 3"``, ``"trump H"``, ``"no trump"``, ``"moon"``,
  ``"play JH"``, ``"give AD"``) and ``"deal JH"`` for a chance outcome.
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
  upcard from everyone; Bid Euchre, which deals every card, hides the
  other hands, and the cards of the moon's call for best as Railroad
  Euchre does.  Each of the Euchres' vectors has its own layout
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
  most 1,000,000 (a game of a million hands has at most about 50 million
  moves, which OpenSpiel's 32-bit integers still hold).
- :meth:`HasenpfefferState.resample_from_infostate` draws a deal, and the
  cards of the decisions hidden from a player (a discard, in Railroad
  Euchre the card given for best and the lone player's discard),
  consistent with what that player has seen
  (:func:`~hasenpfeffer.integrations.sampling.consistent_history`), so
  OpenSpiel's IS-MCTS can search the game.

The parameters
--------------

The game type's ``parameter_specification`` lists every parameter with
its default.  ``all_pass`` defaults to ``"game_default"``, the chosen game's own choice
(``redeal`` in Hasenpfeffer, ``stick_the_dealer`` in the four Euchres).
``lone_hands``, ``lone_defender`` and ``call_for_best`` left at
``False`` also take the game's own choice (``lone_hands`` is off in
Hasenpfeffer, on in Euchre, as in OpenSpiel's ``euchre``, in Three-Handed
Euchre, where it cannot be turned off, and in Railroad Euchre, where the
other two are on as well): OpenSpiel fills in every parameter not given,
so a game whose default is on cannot be told ``False`` from "not given"
here; each game's own registration (:data:`GAME_NAMES`) can.
``opening_lead`` left at ``dealers_left`` and ``target_score`` at 10
likewise take the game's own (Bid Euchre's maker leads, to 32).
``joker_upcard_suit`` (``C``, ``D``, ``H`` or ``S``) is Railroad
Euchre's, ``march_points`` (a whole number from 1 to 1000, default 3)
Three-Handed Euchre's, ``widow`` (``taken``, the default, or
``unused``) Hasenpfeffer's, and ``min_bid`` (1 to 6, default 3) and
``moon_points`` (a whole number from 1 to 1000, default 12) Bid
Euchre's; the other games refuse any value but the default.
"""

from __future__ import annotations

try:
    import numpy  # noqa: F401 - the observer's tensors
    import pyspiel
except ImportError as error:  # pragma: no cover - depends on the environment
    raise ImportError(
        "hasenpfeffer.integrations.openspiel needs OpenSpiel and NumPy: "
        'pip install "hasenpfeffer[openspiel]"'
    ) from error

from .._public import moved_names, published
from ..rules import Game
from . import _spiel_parameters as _parameters
from ._spiel_game import HasenpfefferGame, game_type, load_game
from ._spiel_observer import HasenpfefferObserver
from ._spiel_parameters import InvalidSpielParameterError, rules_from_parameters
from ._spiel_state import HasenpfefferState, IllegalSpielActionError

__all__ = [
    "GAME_NAMES",
    "HasenpfefferGame",
    "HasenpfefferObserver",
    "HasenpfefferState",
    "IllegalSpielActionError",
    "InvalidSpielParameterError",
    "load_game",
    "rules_from_parameters",
]

GAME_NAMES: dict[Game, str] = _parameters.GAME_NAMES
"""The name each game is registered under, ``python_hasenpfeffer`` for
Hasenpfeffer (which also plays the others through ``game``), and
``python_hasenpfeffer_euchre``, ``python_hasenpfeffer_three_handed_euchre``,
``python_hasenpfeffer_railroad_euchre`` and
``python_hasenpfeffer_bid_euchre``.
A game's own registration has that game's defaults, so there ``False``
turns off an option that the game has on by default:
``python_hasenpfeffer_euchre(lone_hands=False)`` is Euchre without lone
hands, which ``python_hasenpfeffer(game=euchre,lone_hands=False)`` cannot
say."""


published(
    __name__,
    HasenpfefferGame,
    HasenpfefferObserver,
    HasenpfefferState,
    IllegalSpielActionError,
    InvalidSpielParameterError,
    load_game,
    rules_from_parameters,
)

pyspiel.register_game(game_type(pyspiel.GameType.Utility.GENERAL_SUM), HasenpfefferGame)
for _game, _name in GAME_NAMES.items():
    if _name != _parameters.GAME_NAME:
        _one_game = type(
            f"_{_game.name.title().replace('_', '')}Game",
            (HasenpfefferGame,),
            {"_own_game": _game, "__doc__": f"{_name}: see GAME_NAMES."},
        )
        pyspiel.register_game(
            game_type(pyspiel.GameType.Utility.GENERAL_SUM, _game), _one_game
        )

__getattr__ = moved_names(
    __name__,
    {
        "GAME_NAME": (
            "Hasenpfeffer's name in GAME_NAMES",
            lambda: _parameters.GAME_NAME,
        ),
        "DEFAULT_PARAMETERS": (
            "the game type's parameter_specification "
            "(pyspiel.load_game(name).get_type().parameter_specification)",
            lambda: _parameters.DEFAULT_PARAMETERS,
        ),
        "MAX_HANDS": (
            "the limit that rules_from_parameters states for max_hands",
            lambda: _parameters.MAX_HANDS,
        ),
    },
)

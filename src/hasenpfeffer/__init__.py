"""Hasenpfeffer: the four-player partnership Euchre with a Joker, as a library.

The game's rules as immutable values: deal, bid, name trump, discard and play
through :class:`GameState`, and ask it what is legal, who won a trick and
what a hand scores.

>>> import hasenpfeffer as hp
>>> state = hp.new_game(seed=7, dealer=0).deal()
>>> state = state.bid(2).pass_().pass_().pass_()
>>> state.maker, state.phase
(1, Phase.TRUMP)
"""

from ._version import __version__
from .actions import (
    BIG_PEPPER,
    LITTLE_PEPPER,
    Action,
    Bid,
    Call,
    CallForBest,
    Discard,
    Give,
    GoAlone,
    NameTrump,
    Pass,
    Pepper,
    Play,
    parse_action,
)
from .analysis import Solution, solve
from .auction import Auction
from .bots._base import Bot, RandomBot, SimpleBot, play_game, play_match
from .bots._heuristic import HeuristicBot
from .bots._search import SearchBot
from .cards import (
    JOKER,
    Card,
    Colour,
    Rank,
    Suit,
    deck,
    effective_suit,
    format_cards,
    suit_cards,
)
from .dealing import Deal
from .errors import (
    HasenpfefferError,
    IllegalActionError,
    InvalidNotationError,
    InvalidValueError,
    RecordError,
    RecordFormatError,
)
from .oracle import Verdict, validate
from .phases import Phase
from .records import GameRecord, load_record, read_record, replay
from .rules import AllPass, Bidding, FailedContract, Game, OpeningLead, Rules, TieBreak
from .scoring import HandResult, game_winner, hand_score
from .seats import SEATS, TEAMS, left_of, partner_of, team_of
from .simulation import SimulationConfig, simulate
from .state import GameState, new_game
from .tricks import Trick, legal_plays, trick_winner
from .views import PlayerView

__all__ = [
    "BIG_PEPPER",
    "JOKER",
    "LITTLE_PEPPER",
    "SEATS",
    "TEAMS",
    "Action",
    "AllPass",
    "Auction",
    "Bid",
    "Bidding",
    "Bot",
    "Call",
    "CallForBest",
    "Card",
    "Colour",
    "Deal",
    "Discard",
    "FailedContract",
    "Game",
    "GameRecord",
    "GameState",
    "Give",
    "GoAlone",
    "HandResult",
    "HasenpfefferError",
    "HeuristicBot",
    "IllegalActionError",
    "InvalidNotationError",
    "InvalidValueError",
    "NameTrump",
    "OpeningLead",
    "Pass",
    "Pepper",
    "Phase",
    "Play",
    "PlayerView",
    "RandomBot",
    "Rank",
    "RecordError",
    "RecordFormatError",
    "Rules",
    "SearchBot",
    "SimpleBot",
    "SimulationConfig",
    "Solution",
    "Suit",
    "TieBreak",
    "Trick",
    "Verdict",
    "__version__",
    "deck",
    "effective_suit",
    "format_cards",
    "game_winner",
    "hand_score",
    "left_of",
    "legal_plays",
    "load_record",
    "new_game",
    "parse_action",
    "partner_of",
    "play_game",
    "play_match",
    "read_record",
    "replay",
    "simulate",
    "solve",
    "suit_cards",
    "team_of",
    "trick_winner",
    "validate",
]

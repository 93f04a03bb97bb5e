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

from . import analysis as analysis
from . import bots as bots
from . import cards as _cards
from . import games as games
from . import records as records
from . import seats
from . import simulation as simulation
from ._public import Moved, moved_names
from ._version import __version__
from .actions import (
    BIG_PEPPER,
    LITTLE_PEPPER,
    MOON,
    Action,
    Bid,
    Call,
    CallForBest,
    Discard,
    Give,
    GoAlone,
    NameTrump,
    NoTrump,
    Pass,
    Pepper,
    Play,
    parse_action,
)
from .auction import Auction
from .cards import (
    JOKER,
    Card,
    Colour,
    Rank,
    Suit,
    effective_suit,
    format_cards,
    suit_cards,
)
from .dealing import Deal
from .errors import (
    RULE_CODES,
    HasenpfefferError,
    IllegalActionError,
    InvalidNotationError,
    InvalidValueError,
    RecordError,
    RecordFormatError,
)
from .notation import from_notation
from .oracle import Verdict, perft, perft_divide, validate
from .phases import Phase
from .rules import (
    AllPass,
    Bidding,
    FailedContract,
    Game,
    OpeningLead,
    Rules,
    TieBreak,
    Widow,
)
from .scoring import HandResult, game_winner, hand_score
from .state import GameState, new_game
from .tricks import Trick, legal_plays, trick_winner
from .views import PlayerView

__all__ = [
    "BIG_PEPPER",
    "JOKER",
    "LITTLE_PEPPER",
    "MOON",
    "RULE_CODES",
    "Action",
    "AllPass",
    "Auction",
    "Bid",
    "Bidding",
    "Call",
    "CallForBest",
    "Card",
    "Colour",
    "Deal",
    "Discard",
    "FailedContract",
    "Game",
    "GameState",
    "Give",
    "GoAlone",
    "HandResult",
    "HasenpfefferError",
    "IllegalActionError",
    "InvalidNotationError",
    "InvalidValueError",
    "NameTrump",
    "NoTrump",
    "OpeningLead",
    "Pass",
    "Pepper",
    "Phase",
    "Play",
    "PlayerView",
    "Rank",
    "RecordError",
    "RecordFormatError",
    "Rules",
    "Suit",
    "TieBreak",
    "Trick",
    "Verdict",
    "Widow",
    "__version__",
    "effective_suit",
    "format_cards",
    "from_notation",
    "game_winner",
    "hand_score",
    "legal_plays",
    "new_game",
    "parse_action",
    "perft",
    "perft_divide",
    "suit_cards",
    "trick_winner",
    "validate",
]


def _moved_to(module: str, name: str) -> Moved:
    return (f"hasenpfeffer.{module}.{name}", lambda: getattr(globals()[module], name))


_MOVED: dict[str, Moved] = {
    **{
        name: _moved_to("bots", name)
        for name in (
            "Bot",
            "HeuristicBot",
            "RandomBot",
            "SearchBot",
            "SimpleBot",
            "play_game",
            "play_match",
        )
    },
    **{
        name: _moved_to("records", name)
        for name in ("GameRecord", "load_record", "read_record", "replay")
    },
    **{name: _moved_to("analysis", name) for name in ("Solution", "solve")},
    **{
        name: _moved_to("simulation", name) for name in ("SimulationConfig", "simulate")
    },
    "SEATS": ("hasenpfeffer.games.spec_of(rules).seats", lambda: seats.SEATS),
    "deck": ("hasenpfeffer.games.spec_of(rules).cards", lambda: _cards.deck),
    "TEAMS": ("range(hasenpfeffer.games.spec_of(rules).sides)", lambda: seats.TEAMS),
    "left_of": ("hasenpfeffer.games.spec_of(rules).next_seat", lambda: seats.left_of),
    "partner_of": (
        "hasenpfeffer.games.spec_of(rules).partner_of",
        lambda: seats.partner_of,
    ),
    "team_of": ("hasenpfeffer.games.spec_of(rules).side_of", lambda: seats.team_of),
}
"""Names the package exported before each had one home: each still
answers, with a :class:`DeprecationWarning` that names its home."""

__getattr__ = moved_names(__name__, _MOVED)

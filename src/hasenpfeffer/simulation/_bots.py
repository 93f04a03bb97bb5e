"""The bots a simulation knows by name, and how one is made from its name.

>>> sorted(type(make_bot(name, seed=1)).__name__ for name in BOT_NAMES)
['HeuristicBot', 'RandomBot', 'SearchBot', 'SimpleBot']
"""

from __future__ import annotations

from ..bots._base import Bot, RandomBot, SimpleBot
from ..bots._heuristic import HeuristicBot
from ..bots._search import SearchBot
from ..bots._specs import is_bot_spec, make_spec_bot
from ..errors import InvalidValueError, shown

__all__ = ["BOTS_IN_WORDS", "BOT_NAMES", "make_bot"]

BOT_NAMES: tuple[str, ...] = ("heuristic", "random", "search", "simple")
"""The bots a simulation knows by name, for ``team0`` and ``team1``."""


def make_bot(name: str, seed: int | str, samples: int = 20) -> Bot:
    """A new bot of the kind ``name``: one of :data:`BOT_NAMES`, or a class
    of your own as ``module:Class`` (see :mod:`hasenpfeffer.simulation`).

    ``seed`` seeds the bots that draw random numbers; ``samples`` is the
    :class:`~hasenpfeffer.bots._search.SearchBot`'s number of deals.

    >>> type(make_bot("heuristic", seed=1)).__name__
    'HeuristicBot'
    >>> make_bot("clever", seed=1)
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: unknown bot 'clever' (expected heuristic, random, search, simple or module:Class)
    """  # noqa: E501
    if is_bot_spec(name):
        return make_spec_bot(name, seed)
    if name == "heuristic":
        return HeuristicBot()
    if name == "random":
        return RandomBot(seed)
    if name == "search":
        return SearchBot(samples=samples, seed=seed)
    if name == "simple":
        return SimpleBot()
    raise InvalidValueError(f"unknown bot {shown(name)} (expected {BOTS_IN_WORDS})")


BOTS_IN_WORDS = f"{', '.join(BOT_NAMES)} or module:Class"
"""The bots a simulation knows, as its messages list them."""

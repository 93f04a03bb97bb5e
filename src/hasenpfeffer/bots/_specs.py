"""A bot of your own, named as ``module:Class`` (``hasenpfeffer simulate
--team0 mybots:Cautious``).

The module is imported, ``Class`` (a name, or a dotted path inside the
module) is looked up in it, and each bot is made by calling the class: with
the keyword argument ``seed`` if its constructor has a parameter of that
name, else with no arguments.  The seed is a string that differs for each
game and seat, so that a bot drawing random numbers from it plays the same
way on every run, whatever the number of worker processes.

>>> from hasenpfeffer.bots._specs import is_bot_spec, make_spec_bot
>>> is_bot_spec("hasenpfeffer.bots:RandomBot"), is_bot_spec("random")
(True, False)
>>> bot = make_spec_bot("hasenpfeffer.bots:RandomBot", seed="12/0")
>>> type(bot).__name__
'RandomBot'
"""

from __future__ import annotations

import functools
import importlib
import inspect
import re

from ..errors import InvalidValueError, shown
from ._base import Bot

__all__ = ["check_bot_spec", "is_bot_spec", "load_bot_class", "make_spec_bot"]

_NAME = r"[A-Za-z_][A-Za-z0-9_]*"
_SPEC = re.compile(rf"{_NAME}(?:\.{_NAME})*:{_NAME}(?:\.{_NAME})*")


def is_bot_spec(text: object) -> bool:
    """Whether ``text`` has the form ``module:Class`` (dotted names allowed
    on both sides).

    >>> from hasenpfeffer.bots._specs import is_bot_spec
    >>> is_bot_spec("my.bots:Cautious"), is_bot_spec("my bots:Cautious")
    (True, False)
    """
    return isinstance(text, str) and _SPEC.fullmatch(text) is not None


@functools.cache
def load_bot_class(spec: str) -> type:
    """The class that ``spec`` (``module:Class``) names, imported.

    >>> from hasenpfeffer.bots._specs import load_bot_class
    >>> load_bot_class("hasenpfeffer.bots:SimpleBot").__name__
    'SimpleBot'
    >>> load_bot_class("hasenpfeffer.bots:Nobody")
    Traceback (most recent call last):
    ...
    hasenpfeffer.errors.InvalidValueError: module 'hasenpfeffer.bots' has no 'Nobody'

    Raises:
        InvalidValueError: ``spec`` is not of the form, the module cannot
            be imported, it has no such name, or the name is not a class
            with a ``choose`` method.
    """
    if not is_bot_spec(spec):
        raise InvalidValueError(f"a bot of your own is module:Class, not {shown(spec)}")
    module_name, _, path = spec.partition(":")
    try:
        found: object = importlib.import_module(module_name)
    except ImportError as error:
        raise InvalidValueError(
            f"cannot import module {shown(module_name)}: {error}"
        ) from None
    except Exception as error:
        raise InvalidValueError(
            f"importing module {shown(module_name)} failed: "
            f"{type(error).__name__}: {error}"
        ) from None
    for name in path.split("."):
        if not hasattr(found, name):
            raise InvalidValueError(f"module {shown(module_name)} has no {shown(path)}")
        found = getattr(found, name)
    if not isinstance(found, type):
        raise InvalidValueError(f"{spec} is not a class")
    if not callable(getattr(found, "choose", None)):
        raise InvalidValueError(f"{spec} is not a bot: it has no choose(view) method")
    return found


def make_spec_bot(spec: str, seed: int | str) -> Bot:
    """A new bot of the class ``spec`` names, given ``seed`` if its
    constructor takes a ``seed``.

    >>> from hasenpfeffer.bots._specs import make_spec_bot
    >>> bot = make_spec_bot("hasenpfeffer.bots._heuristic:HeuristicBot", seed=1)
    >>> type(bot).__name__
    'HeuristicBot'

    Raises:
        InvalidValueError: the class cannot be loaded (see
            :func:`load_bot_class`), its constructor fails, or what it
            makes is not a :class:`~hasenpfeffer.bots.Bot`.
    """
    cls = load_bot_class(spec)
    try:
        bot = cls(seed=seed) if _takes_seed(cls) else cls()
    except Exception as error:
        raise InvalidValueError(
            f"cannot make a {spec} bot: {type(error).__name__}: {error}"
        ) from None
    if not isinstance(bot, Bot):
        raise InvalidValueError(f"{spec} is not a bot: it has no choose(view) method")
    return bot


def check_bot_spec(spec: str) -> str:
    """Return ``spec`` if it names a class whose bots can be made (one is
    made to find out).

    >>> from hasenpfeffer.bots._specs import check_bot_spec
    >>> check_bot_spec("hasenpfeffer.bots:RandomBot")
    'hasenpfeffer.bots:RandomBot'

    Raises:
        InvalidValueError: it does not (see :func:`make_spec_bot`).
    """
    make_spec_bot(spec, seed="0/0")
    return spec


def _takes_seed(cls: type) -> bool:
    try:
        parameters = inspect.signature(cls).parameters
    except (TypeError, ValueError):
        return False
    return "seed" in parameters

"""Where a public name says it lives: the module users import it from.

A class or function defined in a private module (``hasenpfeffer.simulation._tally``,
``hasenpfeffer.server._app``) and exported by a public one names the
public module as its ``__module__``, so that ``help()``, reprs, pickles and
the documentation send users to the import that works.

>>> from hasenpfeffer.simulation import Tally
>>> Tally.__module__
'hasenpfeffer.simulation'
"""

from __future__ import annotations

import inspect
import typing
import warnings
from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["Moved", "moved_names", "published"]

Moved = tuple[str, Callable[[], object]]
"""A name that has left a public module: what to use instead, in words, and
a function that returns the value it had."""


def published(module: str, *values: Any) -> None:
    """Make each of ``values`` (classes and functions) name ``module`` as
    its home; each must be importable from there under its own name.

    A class's methods name ``module`` too, so that their examples are
    collected with it.  A class's annotations are resolved first, in the
    module that defines it, since :func:`typing.get_type_hints` reads them
    in the module the class names, which need not hold every name they use.

    >>> import sys
    >>> def helper() -> None: ...
    >>> published(__name__, helper)
    >>> helper.__module__ == __name__
    True
    """
    for value in values:
        if isinstance(value, type) and "__annotations__" in vars(value):
            hints = typing.get_type_hints(value)
            value.__annotations__ = {
                name: hints[name] for name in vars(value)["__annotations__"]
            }
        value.__module__ = module
        # The functions of a class too: doctest collects a method's examples
        # with the module that the method names.
        for member in vars(value).values() if isinstance(value, type) else ():
            function = getattr(member, "__func__", member)
            if inspect.isfunction(function):
                function.__module__ = module


def moved_names(module: str, moved: Mapping[str, Moved]) -> Callable[[str], object]:
    """A module ``__getattr__`` under which each name of ``moved`` still
    answers, with a :class:`DeprecationWarning` that says what to use.

    >>> getattr_ = moved_names("example", {"OLD": ("NEW", lambda: 1)})
    >>> import warnings
    >>> with warnings.catch_warnings(record=True) as caught:
    ...     warnings.simplefilter("always")
    ...     getattr_("OLD"), str(caught[0].message)
    (1, 'example.OLD is deprecated: use NEW')
    >>> getattr_("NEW")
    Traceback (most recent call last):
    ...
    AttributeError: module 'example' has no attribute 'NEW'
    """

    def moved_attribute(name: str) -> object:
        try:
            replacement, value = moved[name]
        except KeyError:
            message = f"module {module!r} has no attribute {name!r}"
            raise AttributeError(message) from None
        warnings.warn(
            f"{module}.{name} is deprecated: use {replacement}",
            DeprecationWarning,
            stacklevel=2,
        )
        return value()

    return moved_attribute

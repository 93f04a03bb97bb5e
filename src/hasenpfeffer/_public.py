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
from typing import Any

__all__ = ["published"]


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

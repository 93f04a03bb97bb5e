"""The PettingZoo environment under PettingZoo's naming: ``hasenpfeffer_v0``.

The same as :mod:`hasenpfeffer.integrations.pettingzoo`, imported the way
PettingZoo's own environments are:

.. code-block:: python

   from hasenpfeffer.integrations import hasenpfeffer_v0

   env = hasenpfeffer_v0.env(render_mode="ansi")
"""

from __future__ import annotations

from .. import _public
from . import pettingzoo
from .pettingzoo import env, raw_env

__all__ = ["env", "raw_env"]

__getattr__ = _public.moved_names(
    __name__,
    {
        "AGENTS": (
            "HasenpfefferEnv.possible_agents",
            lambda: tuple(f"player_{seat}" for seat in range(4)),
        ),
        "HasenpfefferEnv": (
            "hasenpfeffer.integrations.pettingzoo.HasenpfefferEnv",
            lambda: pettingzoo.HasenpfefferEnv,
        ),
    },
)

"""The PettingZoo environment under PettingZoo's naming: ``hasenpfeffer_v0``.

The same as :mod:`hasenpfeffer.integrations.pettingzoo`, imported the way
PettingZoo's own environments are:

.. code-block:: python

   from hasenpfeffer.integrations import hasenpfeffer_v0

   env = hasenpfeffer_v0.env(render_mode="ansi")
"""

from __future__ import annotations

from .pettingzoo import AGENTS, HasenpfefferEnv, env, raw_env

__all__ = ["AGENTS", "HasenpfefferEnv", "env", "raw_env"]

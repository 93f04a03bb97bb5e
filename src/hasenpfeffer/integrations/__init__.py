"""Bridges to game-AI frameworks, each an optional extra.

- :mod:`hasenpfeffer.integrations.encoding`,
  :mod:`~hasenpfeffer.integrations.text` and
  :mod:`~hasenpfeffer.integrations.sampling`: what both bridges share, the
  integer actions, the observation vectors and strings, and deals
  consistent with what a seat has seen.  Pure Python, needing nothing
  beyond the library.
- :mod:`hasenpfeffer.integrations.openspiel`: the OpenSpiel game
  ``python_hasenpfeffer`` (``pip install "hasenpfeffer[openspiel]"``).
- :mod:`hasenpfeffer.integrations.pettingzoo`: the PettingZoo AEC
  environment ``hasenpfeffer_v0`` (``pip install "hasenpfeffer[pettingzoo]"``).

``import hasenpfeffer`` imports none of them; importing a bridge whose
framework is not installed raises an :class:`ImportError` that names the
extra to install.
"""

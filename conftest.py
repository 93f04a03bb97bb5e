"""Collection settings for the whole checkout.

The integration modules import their optional frameworks (OpenSpiel,
PettingZoo) when imported, and the server its web framework (Starlette,
uvicorn).  Without those extras installed, their docstring examples are
left out of the doctest run; the tests of ``tests/`` skip
themselves with ``pytest.importorskip``.
"""

from __future__ import annotations

from importlib.util import find_spec


def _missing(*modules: str) -> bool:
    return any(find_spec(module) is None for module in modules)


collect_ignore: list[str] = []
if _missing("pyspiel", "numpy"):
    collect_ignore.append("src/hasenpfeffer/integrations/openspiel.py")
if _missing("pettingzoo", "gymnasium", "numpy"):
    collect_ignore += [
        "src/hasenpfeffer/integrations/pettingzoo.py",
        "src/hasenpfeffer/integrations/hasenpfeffer_v0.py",
    ]
if _missing("starlette", "uvicorn", "httpx"):
    collect_ignore.append("src/hasenpfeffer/server")

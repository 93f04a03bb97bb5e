"""Collection settings for the whole checkout.

The integration modules import their optional frameworks (OpenSpiel,
PettingZoo) when imported, and the server its web framework (Starlette,
uvicorn).  Without those extras installed, their docstring examples are
left out of the doctest run; the tests of ``tests/`` skip
themselves with ``pytest.importorskip``.  So are the examples of the Ray
backend, which start a local Ray instance, without the ``ray`` extra.

Ray, where it is installed, is told before its first import to keep a
local instance on the loopback address (as it does on macOS) and to send
no usage statistics, so that the tests reach no other address; and to ask
no token of the processes of that instance, since runs of the suite on
several Pythons at once would otherwise race to write the one token file
of the user's home.  The tests that start Ray run after all the others,
those that use a cluster (``tests/conftest.py``, ``local_ray``) last of
all: Ray leaves threads behind in the process, and the worker processes that
other tests fork beside such threads could hang.
"""

from __future__ import annotations

import os
from importlib.util import find_spec

import pytest

os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")
os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
os.environ.setdefault("RAY_AUTH_MODE", "disabled")


def _missing(*modules: str) -> bool:
    return any(find_spec(module) is None for module in modules)


collect_ignore: list[str] = []
if _missing("pyspiel", "numpy"):
    collect_ignore += [
        "src/hasenpfeffer/integrations/openspiel.py",
        "src/hasenpfeffer/integrations/_spiel_base.py",
        "src/hasenpfeffer/integrations/_spiel_game.py",
        "src/hasenpfeffer/integrations/_spiel_observer.py",
        "src/hasenpfeffer/integrations/_spiel_parameters.py",
        "src/hasenpfeffer/integrations/_spiel_state.py",
        "src/hasenpfeffer/integrations/spiel_records.py",
    ]
if _missing("pettingzoo", "gymnasium", "numpy"):
    collect_ignore += [
        "src/hasenpfeffer/integrations/pettingzoo.py",
        "src/hasenpfeffer/integrations/hasenpfeffer_v0.py",
    ]
if _missing("starlette", "uvicorn", "httpx"):
    collect_ignore.append("src/hasenpfeffer/server")
if _missing("ray"):
    collect_ignore.append("src/hasenpfeffer/simulation/_ray.py")
if _missing("numpy"):
    collect_ignore.append("src/hasenpfeffer/batch")
elif _missing("gymnasium"):
    collect_ignore.append("src/hasenpfeffer/batch/vector_env.py")

_RAY_MODULES = {
    "test_ray_backend.py",
    "test_rllib_example.py",
    "test_simulate_ray.py",
    "_ray_backend.py",
}
"""The files whose tests start Ray."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # The tests of those files that need no cluster come first: a Ray
    # running in the process is used whatever the address asked for.
    items.sort(
        key=lambda item: (
            item.path.name in _RAY_MODULES,
            "local_ray" in getattr(item, "fixturenames", ()),
        )
    )

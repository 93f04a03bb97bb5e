"""Hypothesis profiles for the test suite, and Ctrl-C as at a terminal.

``ci`` (the default) keeps the whole property suite under a minute;
``dev`` is a quick smoke run; ``thorough`` is for a long hunt; ``mutation``
is the mutation-testing run's (few examples, the same ones every time, so
that a mutant is killed or not on every run alike).  Choose one with
``HYPOTHESIS_PROFILE=thorough python -m pytest`` or
``--hypothesis-profile=thorough``.

The tests of Ctrl-C (``simulate`` stopped by SIGINT, in this process and
in programs it starts) describe a command run at a terminal, where SIGINT
interrupts.  A shell script that starts the suite in the background, as
``.ci/run`` does for Python 3.10 and 3.13, starts it with SIGINT ignored,
and the library rightly leaves an ignored signal ignored; so the suite
puts SIGINT back to Python's usual handler (which the programs it starts
then get as the default).

``game`` is each game of the family in turn (:data:`GAMES`), and ``spec``
its :class:`~hasenpfeffer.games.GameSpec`: a test written once for every
game asks for one of them.

``local_ray`` is a local Ray instance with :data:`RAY_CPUS` processors
for the tests of work on a Ray cluster: the first test of a module that
asks for it starts it, and it stops after the module's last test, as a
fresh instance for each module has proved steadier than one shared by
the whole run.  Without the ``ray`` extra those tests are skipped.  The
root ``conftest.py`` runs them after every other test, and after the
tests of their modules that need no cluster.
"""

from __future__ import annotations

import logging
import os
import signal
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import settings

import hasenpfeffer as hp
from hasenpfeffer.games import SPECS, GameSpec
from hasenpfeffer.simulation._ray import RAY_EXTRA

GAMES: tuple[hp.Game, ...] = tuple(SPECS)
"""Every game of the family: the parameter of the tests written once for
all of them (the ``game`` and ``spec`` fixtures)."""

RAY_CPUS = 2
"""The processors of the tests' local Ray instance."""

if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

settings.register_profile("ci", max_examples=100, deadline=None, print_blob=True)
settings.register_profile("dev", max_examples=10, deadline=None)
settings.register_profile("thorough", max_examples=2000, deadline=None)
settings.register_profile(
    "mutation", max_examples=20, deadline=None, derandomize=True, database=None
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(scope="module")
def local_ray() -> Iterator[Any]:
    """The ``ray`` module, with a local instance of :data:`RAY_CPUS`
    processors started; Ray's SIGTERM handler is undone when it stops."""
    ray = pytest.importorskip(
        "ray", reason=f"the ray extra is not installed: {RAY_EXTRA}"
    )
    assert not ray.is_initialized()
    sigterm = signal.getsignal(signal.SIGTERM)
    ray.init(
        address="local",
        num_cpus=RAY_CPUS,
        include_dashboard=False,
        logging_level=logging.WARNING,
    )
    try:
        yield ray
    finally:
        ray.shutdown()
        signal.signal(signal.SIGTERM, sigterm)


@pytest.fixture(params=GAMES, ids=[game.value for game in GAMES])
def game(request: pytest.FixtureRequest) -> hp.Game:
    """Each game of the family in turn."""
    played: hp.Game = request.param
    return played


@pytest.fixture
def spec(game: hp.Game) -> GameSpec:
    """The spec of each game of the family in turn."""
    return SPECS[game]

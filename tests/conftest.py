"""Hypothesis profiles for the test suite.

``ci`` (the default) keeps the whole property suite under a minute;
``dev`` is a quick smoke run; ``thorough`` is for a long hunt; ``mutation``
is the mutation-testing run's (few examples, the same ones every time, so
that a mutant is killed or not on every run alike).  Choose one with
``HYPOTHESIS_PROFILE=thorough python -m pytest`` or
``--hypothesis-profile=thorough``.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", max_examples=100, deadline=None, print_blob=True)
settings.register_profile("dev", max_examples=10, deadline=None)
settings.register_profile("thorough", max_examples=2000, deadline=None)
settings.register_profile(
    "mutation", max_examples=20, deadline=None, derandomize=True, database=None
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

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
"""

from __future__ import annotations

import os
import signal

from hypothesis import settings

if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

settings.register_profile("ci", max_examples=100, deadline=None, print_blob=True)
settings.register_profile("dev", max_examples=10, deadline=None)
settings.register_profile("thorough", max_examples=2000, deadline=None)
settings.register_profile(
    "mutation", max_examples=20, deadline=None, derandomize=True, database=None
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

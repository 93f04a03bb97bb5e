"""The ``hasenpfeffer`` command line: ``demo``, ``play``, ``simulate``,
``show``, ``validate`` and ``referee``.

The command is the interface here, not these modules: :func:`main` is what
the ``hasenpfeffer`` script and ``python -m hasenpfeffer`` run, and the rest
is its private plumbing.
"""

from .app import main as main

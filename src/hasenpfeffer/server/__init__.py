"""A table in the browser: the web server of ``hasenpfeffer serve``.

People play at a table in their browsers against bots, or with each other
by sending a link, over a WebSocket per table.  The server is the referee:
it keeps each game as a :class:`~hasenpfeffer.state.GameState`, carries out
moves by the requests of ``hasenpfeffer referee``, and sends
each seat only that seat's :class:`~hasenpfeffer.views.PlayerView` and its
picture.  Games are kept in SQLite after every move, listed on the page,
given out as records once their hands are over, and resumed after a
restart.

This package needs the ``server`` extra (Starlette and uvicorn)::

    python -m pip install "hasenpfeffer[server]"

>>> from hasenpfeffer.server import create_app, default_data_dir
>>> default_data_dir().name
'hasenpfeffer'
"""

from __future__ import annotations

from .._public import published
from ._app import create_app
from ._store import default_data_dir

__all__ = ["create_app", "default_data_dir"]

published(__name__, create_app, default_data_dir)

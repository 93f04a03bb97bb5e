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

Unless told where (``data``), the server keeps its tables in the user's
data folder of the platform: ``$XDG_DATA_HOME/hasenpfeffer`` (by default
``~/.local/share/hasenpfeffer``) on Linux and other Unix systems,
``~/Library/Application Support/hasenpfeffer`` on macOS and
``%LOCALAPPDATA%\\hasenpfeffer`` on Windows.  :func:`create_app` shows a
table made and listed.
"""

from __future__ import annotations

from .._public import moved_names, published
from . import _store
from ._app import create_app

__all__ = ["create_app"]

published(__name__, create_app)

__getattr__ = moved_names(
    __name__,
    {
        "default_data_dir": (
            "create_app(data=...) to choose the folder",
            lambda: _store.default_data_dir,
        )
    },
)

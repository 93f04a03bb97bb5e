"""``python -m hasenpfeffer``: the same as the ``hasenpfeffer`` command."""

import sys

from .cli import main

sys.exit(main())

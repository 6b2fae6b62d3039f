"""``python -m game simulate | bench | replay`` (see game/dev/cli.py)."""

import sys

from game.dev.cli import main

sys.exit(main())

"""``python -m game simulate | bench | replay`` (see game/cli.py)."""

import sys

from game.cli import main

sys.exit(main())

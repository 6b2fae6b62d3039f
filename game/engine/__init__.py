"""The rules of Meadow's three games: pure Python, no pygame, no I/O.

A stable entry point: the rules live in ``game/games/<name>/rules.py`` and the shared contract
in ``game/core/``; this package re-exports what scripts outside the repository use.
"""

from game.core.catalog import GAMES, rules_for
from game.core.contract import IllegalAction, Result, Rng

__all__ = ["GAMES", "IllegalAction", "Result", "Rng", "rules_for"]

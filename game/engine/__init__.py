"""The rules of Meadow's three games: pure Python, no pygame, no I/O."""

from game.engine.core import GAMES, IllegalAction, Result, Rng, rules_for

__all__ = ["GAMES", "IllegalAction", "Result", "Rng", "rules_for"]

"""The table's door to the computer players (``game.ai.make_bot``), with a safety net.

If game.ai is missing, lacks the game, or a bot fails mid-thought, a local random chooser with
the same interface stands in, so a table never freezes or crashes because of a bot.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")
SLICE = 0.005  # seconds of thinking per frame: keeps 60 fps while a bot searches


class _Decided:
    def __init__(self, action: Any) -> None:
        self.action = action

    def step(self, seconds: float) -> Any:
        return self.action


class RandomBot:
    """Fallback bot: any legal action, from its own seeded generator."""

    def __init__(self, game: str, level: str, seed: int) -> None:
        self.game, self.level = game, level
        self.rng = random.Random(seed)

    def start(self, view: dict, legal: Sequence[Any]) -> _Decided:
        return _Decided(legal[self.rng.randrange(len(legal))])


def make_bot(game: str, level: str, seed: int) -> Any:
    """A bot from game.ai when available, else the random fallback."""
    try:
        from game.ai import make_bot as real_make_bot
    except Exception:  # the AI package is absent or broken: play on with the fallback
        return RandomBot(game, level, seed)
    try:
        return real_make_bot(game, level, seed)
    except Exception:
        return RandomBot(game, level, seed)


class BotTurn:
    """One bot decision, stepped a slice per frame; falls back to random if the bot fails."""

    def __init__(self, bot: Any, view: dict, legal: Sequence[Any], seed: int) -> None:
        self.legal = list(legal)
        self.fallback = random.Random(seed)
        self.action: Any | None = None
        try:
            self.thinking = bot.start(view, self.legal)
        except Exception:
            self.thinking = None
            self.action = self._random()

    def _random(self) -> Any:
        return self.legal[self.fallback.randrange(len(self.legal))]

    def step(self, seconds: float = SLICE) -> Any | None:
        if self.action is not None:
            return self.action
        try:
            action = self.thinking.step(seconds) if self.thinking else self._random()
        except Exception:
            action = self._random()
        if action is not None and action not in self.legal:
            action = self._random()  # never let a confused bot make an illegal move
        self.action = action
        return action

"""One bot decision at a time, stepped in the frames' spare time, with a safety net.

If a bot fails mid-thought or offers an illegal move, a seeded random legal move stands in, so a
table never freezes or crashes because of a bot.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

# A step's default length; the interface steps a bot once a frame with what is left of the
# frame's time instead (game/ui/app.py, App.spare).
SLICE = 0.005


class BotTurn:
    """One bot decision, stepped once a frame; falls back to random if the bot fails."""

    def __init__(self, bot: Any, view: dict[str, Any], legal: Sequence[Any], seed: int) -> None:
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

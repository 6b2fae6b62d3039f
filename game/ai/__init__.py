"""Computer players: pure Python, no pygame; a bot sees only its seat's view.

``make_bot(game, level, seed)`` gives a bot for one of ``GAMES`` at one of ``LEVELS``
("random", "easy", "medium", "hard"). Use it time-sliced::

    thinking = bot.start(state.view(seat), state.legal_actions())
    action = thinking.step(0.005)      # None until done; call again next frame

or all at once with ``decide(bot, view, legal)``. See docs/ai.md.
"""

from __future__ import annotations

from game.ai.base import LEVELS, Bot, Budget, Thinking, decide
from game.core.catalog import GAMES, spec

__all__ = ["LEVELS", "Bot", "Budget", "Thinking", "decide", "make_bot"]


def make_bot(game: str, level: str, seed: int, budget: Budget | None = None) -> Bot:
    """A bot for ``game`` at ``level``; ``seed`` fixes its randomness, ``budget`` its thinking
    (default: about 0.5 s per decision for the searching levels)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; known: {', '.join(LEVELS)}")
    if game not in GAMES:
        raise ValueError(f"no computer players for game {game!r}")
    bot: Bot = spec(game).make_bot(level, seed, budget)
    return bot

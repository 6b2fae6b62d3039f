"""What a game tells the coach about its table (:class:`Coaching`, owned by the table as
``table.coaching``): the choice the person is making, where a move is on the table, what to
leave in sight, and how a hinted move is taken. The coach itself (the Hint button, its bot and
its note) is coach.py; these are the answers a game gives it, here for a table with no steps
of its own. A game with its own choice subclasses it in its ``ui`` folder."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.matches import Match


class Coaching:
    """A table's answers to the coach, for a game whose moves are one press each."""

    def __init__(self, match: Match, act: Callable[[Any], None]) -> None:
        self.match = match
        self.act = act  # the person's action, as their press makes it

    def choice(self) -> tuple[dict, list]:
        """The view the person is choosing in and its legal actions (a table may narrow it:
        a chosen power, not yet committed, is a private preview)."""
        return self.match.view(self.match.viewer), self.match.legal_actions()

    def previewing(self) -> bool:
        """Is the person choosing in a private preview (a different decision from the table's)?"""
        return False

    def blocked(self) -> bool:
        """A table's own moments without hints (start peeks on show, a confirmation)."""
        return False

    def rects(self, action: Any) -> list[pygame.Rect]:
        """Where ``action`` is on the table (each game's own: a card, a button, a space)."""
        return []

    def asking(self) -> None:
        """The person asks for a hint: a table sets its half-made choice aside first."""

    def keep_clear(self) -> list[pygame.Rect]:
        """What the coach's note should leave in sight besides what can be pressed (each
        game's own: where the pawns stand, say)."""
        return []

    def take(self, action: Any) -> None:
        """The hinted move, taken from the keyboard (a table with steps of its own clears
        them first)."""
        self.act(action)

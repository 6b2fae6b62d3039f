"""Via Gladiola's answers to the coach (the shared :class:`Coaching`): where a hinted move is
on the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.games.via_gladiola.rules import LayGladiola, Walk
from game.games.via_gladiola.ui.shown import HandCard
from game.matches import Match
from game.ui.table.coaching import Coaching
from game.ui.widgets import Widget


class TableCoaching(Coaching):
    """The coach's answers of a Via Gladiola table, read from its widgets and hand."""

    def __init__(
        self,
        match: Match,
        act: Callable[[Any], None],
        widgets: Callable[[], list[Widget]],
        hand: Callable[[], list[HandCard]],
    ) -> None:
        super().__init__(match, act)
        self.widgets, self.hand = widgets, hand

    def rects(self, action: Any) -> list[pygame.Rect]:
        """A coach hint lights the card to walk or lay, or the Rest button."""
        if not isinstance(action, Walk | LayGladiola):
            return [w.rect for w in self.widgets() if w.id == "rest"]
        cards = [w.rect for w in self.hand() if w.card == action.card][:1]
        return [pygame.Rect(r.x, r.y - 20, r.w, r.h + 20) for r in cards]  # its badge too

"""Floriado's answers to the coach (the shared :class:`Coaching`): a hint lights the space to
go to (and a first card's facing), is about the whole choice (a card picked but not faced goes
back), and leaves both pawns in sight."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.games.floriado.rules import Pick
from game.games.floriado.ui import layout
from game.games.floriado.ui.choice import Choice
from game.games.floriado.ui.reach import Reach
from game.matches import Match
from game.ui.table.coaching import Coaching


class TableCoaching(Coaching):
    """The coach's answers of a Floriado table, from the person's choice and reach."""

    def __init__(
        self, match: Match, act: Callable[[Any], None], choice: Choice, reach: Reach
    ) -> None:
        super().__init__(match, act)
        self.selection, self.reach = choice, reach

    def rects(self, action: Any) -> list[pygame.Rect]:
        """A coach hint lights the space to go to; a first card's facing arrow
        too, once that card is chosen."""
        out = [layout.tile_rect(action.row, action.col)]
        selection = self.selection
        if isinstance(action, Pick) and selection.selected == (action.row, action.col):
            out += [w.rect for w in selection.facing_buttons() if w.id == f"face.{action.facing}"]
        return out

    def take(self, action: Any) -> None:
        if self.selection.selected is not None:
            self.selection.cancel_selection()  # the hint is the whole move: its card and its facing
        self.act(action)

    def asking(self) -> None:
        """A hint is about the whole choice: a card picked but not yet faced goes back (else
        it stayed picked beside a hint on another card)."""
        if self.selection.selected is not None:
            self.selection.cancel_selection()

    def keep_clear(self) -> list[pygame.Rect]:
        """Both pawns: where the other stands matters to the choice the hint is about."""
        pawns = [p for p in self.reach.view().pawns if p is not None]
        return [layout.tile_rect(p.row, p.col) for p in pawns]

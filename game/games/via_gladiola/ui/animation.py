"""How Via Gladiola's events move on its table (the shared :class:`Animation`'s answers): its
animator's handlers (motion.py), its cards in flight (paint.py) and where a callout rises."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.games.via_gladiola.ui import paint
from game.games.via_gladiola.ui.motion import Animator
from game.ui import draw
from game.ui.table.animation import Animation
from game.ui.table.effects import Effects, Flight

if TYPE_CHECKING:
    from game.games.via_gladiola.ui.table import ViaGladiolaTable


class Motion(Animation):
    """The animations of a Via Gladiola table, handed its animator and its seats' panels."""

    animator: Animator

    def __init__(
        self,
        table: ViaGladiolaTable,
        animator: Animator,
        seat_rects: Callable[[], list[pygame.Rect]],
        effects: Effects,
    ) -> None:
        super().__init__(table.timeline, lambda: table.viewer, table.sync, animator)
        self.seat_rects, self.effects = seat_rects, effects

    def draw_flight(self, surface: pygame.Surface, flight: Flight) -> None:
        paint.flight(surface, flight)

    def callout_at(self, seat: int) -> tuple[int, int] | None:
        """Callouts ([text, seat, seconds left]) rise just under the seat's panel, up to its
        edge: never over its name or its count of cards."""
        rects = self.seat_rects()
        if seat >= len(rects):
            return None
        fx = self.effects
        rise = round(fx.callout_life * fx.callout_rise)
        half = draw.callout_rect("+2", (0, 0)).h // 2
        return rects[seat].x + 70, rects[seat].bottom + 4 + half + rise

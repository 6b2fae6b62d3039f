"""How Floriado's events move on its table (the shared :class:`Animation`'s answers): its
animator's handlers and deal (motion.py) and its painter's cards in flight (paint.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.floriado.ui.motion import Animator
from game.games.floriado.ui.paint import Painter
from game.ui.table.animation import Animation
from game.ui.table.effects import Flight
from game.ui.tween import Timeline


class Motion(Animation):
    """The animations of a Floriado table, handed its animator and its painter."""

    animator: Animator

    def __init__(
        self,
        timeline: Timeline,
        viewer: Callable[[], int],
        sync: Callable[[], None],
        animator: Animator,
        painter: Painter,
    ) -> None:
        super().__init__(timeline, viewer, sync, animator)
        self.painter = painter

    def draw_flight(self, surface: pygame.Surface, flight: Flight) -> None:
        self.painter.draw_flight(surface, flight)

"""How often the game loop draws: at full rate while anything moves, slowly while all waits.

A table waiting for the player (or for a friend online) draws the same picture sixty times a
second; on a phone that is its battery, and a page of the web edition runs its loop as fast as
the browser lets it. So once no input has come for ``QUIET`` seconds and the top scene has no
work going on (``Scene.working``: an animation on its timeline, a bot's or the coach's search,
which think in each frame's spare time), frames slow to ``IDLE_FPS``. Input or new work brings
the full rate back at the next frame. What still moves while idle is decoration (a tip's
pulse, a caret, the title's sun), drawn at the idle rate.
"""

from __future__ import annotations

QUIET = 0.5  # seconds without input before frames slow down
IDLE_FPS = 15  # frames a second while all waits: a first click waits at most 1/15 s


class Pace:
    """Decides, frame by frame, whether the loop may idle."""

    def __init__(self) -> None:
        self.quiet = 0.0  # seconds since the last input
        self.idle = False

    def frame(self, dt: float, had_input: bool, working: bool) -> None:
        """After a frame: was there input in it, and does the top scene work on."""
        self.quiet = 0.0 if had_input else self.quiet + dt
        self.idle = self.quiet >= QUIET and not working

    def pause(self, spent: float) -> float:
        """Seconds the loop should wait before the next frame, this one having taken
        ``spent`` seconds: none at full rate (the display or the frame cap paces it)."""
        return max(0.0, 1.0 / IDLE_FPS - spent) if self.idle else 0.0

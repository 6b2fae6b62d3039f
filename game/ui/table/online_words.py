"""What is said at an online table, as this device shows it: each line (a reaction from the
fixed set, or a short text) in a bubble for a few seconds, newest lowest, under the top bar
at the right; a mute per player hides that player's lines on this device only.

The lines come from the remote match (``take_said``, the server's ``said`` messages); a
reaction is its key (protocol.REACTIONS), said in the player's own language here.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import t
from game.ui import draw, theme
from game.ui.layout import TOP_BAR_H, W

SHOWN_FOR = 6.0  # seconds a bubble stays
MOST = 3  # bubbles at once (the oldest goes first)
# A reaction's words (every key of protocol.REACTIONS; the tests check they match).
REACTION_WORDS = {
    "well_played": "say.well_played",
    "good_luck": "say.good_luck",
    "thinking": "say.thinking",
    "oops": "say.oops",
    "your_turn": "say.your_turn",
    "flower": "say.flower",
    "bee": "say.bee",
    "sun": "say.sun",
}


def line_words(line: dict[str, Any]) -> str:
    """A said line in words: its reaction in this language, or its text."""
    react = line.get("react")
    if isinstance(react, str) and react in REACTION_WORDS:
        return t(REACTION_WORDS[react])
    return str(line.get("text") or "")


class TableWords:
    """The bubbles and mutes of one online table."""

    def __init__(self) -> None:
        self.bubbles: list[tuple[dict[str, Any], float]] = []  # (line, time shown until)
        self.muted: set[int] = set()  # seats whose lines this device does not show

    def add(self, lines: list[dict[str, Any]], now: float) -> None:
        for line in lines:
            if line.get("seat") in self.muted or not line_words(line):
                continue
            self.bubbles = (self.bubbles + [(line, now + SHOWN_FOR)])[-MOST:]

    def mute(self, seat: int, on: bool) -> None:
        if on:
            self.muted.add(seat)
            self.bubbles = [(x, end) for x, end in self.bubbles if x.get("seat") != seat]
        else:
            self.muted.discard(seat)

    def shown(self, now: float) -> list[str]:
        """The bubbles' words on show now ("Ben: Well played"), oldest first."""
        self.bubbles = [(x, end) for x, end in self.bubbles if end > now]
        return [f"{x.get('name') or '?'}: {line_words(x)}" for x, _ in self.bubbles]

    def draw(self, surface: pygame.Surface, now: float) -> None:
        y = TOP_BAR_H + 34
        size = theme.phone(20)
        for words in self.shown(now):
            text, fit = theme.fit_line(words, size, 520, "bold")
            img = theme.text(text, fit, theme.INK, "bold")
            rect = img.get_rect(topright=(W - 40, y)).inflate(32, 16)
            draw.panel(surface, rect, theme.CREAM, 240, rect.h // 2, theme.CREAM_EDGE, 2)
            surface.blit(img, img.get_rect(center=rect.center))
            y = rect.bottom + 8

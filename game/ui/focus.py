"""Keyboard focus: the focus ring every widget draws, key caps, and arrow-key neighbours.

One look for focus everywhere: a dark outer ring with a white inner ring, so it shows on the
cream sheets and on the green felt alike (and does not rely on colour: it is a thick outline).
Key caps are the small shortcut labels ("R", "Esc", "?") drawn on buttons.

Scenes with ``spatial_focus = True`` move the focus with the arrows to the nearest widget in
that direction (:func:`neighbour`); Tab / Shift+Tab go through the widgets in order.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import theme

# Key caps on buttons name their keyboard shortcuts; a phone has no keyboard (App sets it).
SHOW_KEYS = True

RING_DARK = theme.RING_DARK
RING_LIGHT = theme.WHITE
RING_LINE = 3  # each of its two lines
KEYCAP_RADIUS = 5


def ring(surface: pygame.Surface, rect: pygame.Rect, radius: int = 12, gap: int = 4) -> None:
    """The focus ring around ``rect``."""
    inner = rect.inflate(gap * 2, gap * 2)
    outer = inner.inflate(RING_LINE * 2, RING_LINE * 2)
    theme.mark("focus", outer, "", surface)
    pygame.draw.rect(surface, RING_DARK, outer, RING_LINE, border_radius=radius + gap + RING_LINE)
    pygame.draw.rect(surface, RING_LIGHT, inner, RING_LINE, border_radius=radius + gap)


def keycap(
    surface: pygame.Surface,
    pos: tuple[int, int],
    label: str,
    anchor: str = "center",
    size: int = 13,
) -> pygame.Rect:
    """A small key cap (``label`` in a rounded box) anchored at ``pos``; returns its rect."""
    img = theme.text(label, size, theme.INK, "bold")
    w = max(img.get_width() + 10, size + 8)
    rect = pygame.Rect(0, 0, w, size + 9)
    setattr(rect, anchor, pos)
    theme.mark("keycap", rect, label, surface)
    pygame.draw.rect(surface, theme.KEYCAP_EDGE, rect.move(0, 2), border_radius=KEYCAP_RADIUS)
    pygame.draw.rect(surface, theme.CREAM, rect, border_radius=KEYCAP_RADIUS)
    pygame.draw.rect(surface, theme.KEYCAP_EDGE, rect, 1, border_radius=KEYCAP_RADIUS)
    surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery)))
    return rect


def neighbour(rects: Sequence[pygame.Rect], current: int, direction: str) -> int | None:
    """Index of the nearest rect from ``rects[current]`` in ``direction`` (up/down/left/right).

    A candidate must lie in that direction (its centre past ours along the axis); the score
    prefers small steps along the axis and heavily penalises sideways offset.
    """
    if not 0 <= current < len(rects):
        return None
    here = rects[current]
    dx, dy = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}[direction]
    best, best_score = None, None
    for i, r in enumerate(rects):
        if i == current:
            continue
        ox, oy = r.centerx - here.centerx, r.centery - here.centery
        along = ox * dx + oy * dy
        if along <= 0:
            continue
        # Overlapping spans sideways count as straight ahead.
        if dx:
            side = 0 if r.top < here.bottom and here.top < r.bottom else abs(oy)
        else:
            side = 0 if r.left < here.right and here.left < r.right else abs(ox)
        score = along + side * 3
        if best_score is None or score < best_score:
            best, best_score = i, score
    return best

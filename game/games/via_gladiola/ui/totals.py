"""The hand's blister total, beside the hand: the sum of the plaster icons on the
viewer's cards, so nobody has to add them up card by card."""

from __future__ import annotations

import pygame

from game.games.via_gladiola.summary import hand_blisters
from game.games.via_gladiola.ui.shown import Board
from game.i18n import t
from game.ui import draw, theme


def total_rect(table: Board) -> pygame.Rect:
    """Left of the Rest button, just above the hand."""
    g = table.geo()
    left = g["area"].x + 28
    return pygame.Rect(left, 472, max(120, g["cx"] - 224 - left), 52)


def hand_total(surface: pygame.Surface, table: Board) -> None:
    if not table.hand_visible() or not table.shown.hand:
        return
    r = total_rect(table)
    n = hand_blisters(table.shown.hand)
    draw.panel(surface, r, theme.CREAM, 235, 16, theme.CREAM_EDGE, 2)
    draw.plaster(surface, (r.x + 26, r.centery), 26)
    label, size = theme.fit_line(t("table.hand_blisters"), 15, r.w - 110, "bold")
    theme.blit_text(surface, label, size, (r.x + 48, r.centery), theme.INK_SOFT, "bold", "midleft")
    theme.blit_text(surface, str(n), 30, (r.right - 16, r.centery), theme.INK, "bold", "midright")

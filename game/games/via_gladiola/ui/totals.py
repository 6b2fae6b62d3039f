"""The hand's blister total, beside the hand: the sum of the plaster icons on the
viewer's cards, so nobody has to add them up card by card."""

from __future__ import annotations

import pygame

from game.games.via_gladiola.summary import hand_blisters
from game.games.via_gladiola.ui import layout, palette
from game.games.via_gladiola.ui.layout import HAND_MARGIN, INSET, PANEL_RADIUS, TEXT_BIG, TEXT_SMALL
from game.games.via_gladiola.ui.shown import Shown
from game.i18n import t
from game.ui import draw, theme


def total_rect(g: dict) -> pygame.Rect:
    """Left of the Rest button, just above the hand (``g``: the table's layout.geo)."""
    left = g["area"].x + HAND_MARGIN  # over the hand's first card
    rest, _glad = layout.button_rects(g)
    # beside the Rest button
    return pygame.Rect(left, rest.y + 2, max(120, rest.x - INSET - left), rest.h + 2)


def hand_total(surface: pygame.Surface, shown: Shown, g: dict, visible: bool) -> None:
    """The total of the shown hand (none while the hand is hidden or empty)."""
    if not visible or not shown.hand:
        return
    r = total_rect(g)
    n = hand_blisters(shown.hand)
    draw.panel(surface, r, theme.CREAM, palette.CREAM_ALPHA, PANEL_RADIUS, theme.CREAM_EDGE, 2)
    draw.plaster(surface, (r.x + 26, r.centery), 26)
    label, size = theme.fit_line(t("table.hand_blisters"), TEXT_SMALL, r.w - 110, "bold")
    theme.blit_text(surface, label, size, (r.x + 48, r.centery), theme.INK_SOFT, "bold", "midleft")
    theme.blit_text(
        surface, str(n), TEXT_BIG, (r.right - 16, r.centery), theme.INK, "bold", "midright"
    )

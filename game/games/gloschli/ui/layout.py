"""Where things sit on the Gloschli table (1280x720): panels, rows of cards, piles, buttons.

Plain functions of the play area (which narrows while the log is open) and the seats: the
viewer's row along the bottom, the others' panels across the top in one row or two.
"""

from __future__ import annotations

import pygame

from game.ui.layout import TOP_BAR_H

CARD_BIG = (96, 136)
OWN_Y = 550  # top of the viewer's row


def others(bottom: int, players: int) -> list[int]:
    """The other seats in turn order after ``bottom``."""
    return [(bottom + k) % players for k in range(1, players)]


def panel_rects(area: pygame.Rect, opp: list[int]) -> dict[int, pygame.Rect]:
    """The other seats' panels: one row, or two when five or more (four on a narrow table)."""
    k = len(opp)
    one_row = k <= 3 or (k == 4 and area.w >= 1100)
    rows = [opp] if one_row else [opp[: (k + 1) // 2], opp[(k + 1) // 2 :]]
    ph = 146 if one_row else 120
    out: dict[int, pygame.Rect] = {}
    for r, seats in enumerate(rows):
        cols = len(seats)
        pw = min(340, (area.w - 24 - (cols - 1) * 12) // cols)
        total = cols * pw + (cols - 1) * 12
        x0 = area.x + (area.w - total) // 2
        for i, s in enumerate(seats):
            out[s] = pygame.Rect(x0 + i * (pw + 12), TOP_BAR_H + 10 + r * (ph + 8), pw, ph)
    return out


def own_panel(area: pygame.Rect) -> pygame.Rect:
    """The viewer's own panel, left of their row."""
    return pygame.Rect(area.x + 14, OWN_Y + 2, 170, 132)


def slot_rects(n: int, area: pygame.Rect, panel: pygame.Rect | None) -> list[pygame.Rect]:
    """Where ``n`` slots sit: in ``panel`` (another seat's), or the viewer's row (``None``).

    A long row overlaps its cards; another seat's cards also shrink when even that won't fit.
    """
    n = max(1, n)
    if panel is None:
        left, right = area.x + 200, area.right - 16
        cw, ch = CARD_BIG
        y = OWN_Y
        gap = 14
    else:
        p = panel
        ch = p.h - 48
        cw = int(ch * 0.7)
        left, right = p.x + 10, p.right - 10
        y = p.y + 40
        gap = 6
    room = right - left
    if n * cw + (n - 1) * gap > room:
        if panel is not None and cw * n + (n - 1) * 4 > room:
            cw = max(36, (room - (n - 1) * 4) // n)
            ch = int(cw / 0.7)
            y += (p.h - 48 - ch) // 2
        step = (room - cw) / max(1, n - 1)
    else:
        step = cw + gap
    total = cw + step * (n - 1)
    x0 = left + (room - total) / 2
    return [pygame.Rect(round(x0 + i * step), y, cw, ch) for i in range(n)]


def geo(area: pygame.Rect, panels: dict[int, pygame.Rect]) -> dict:
    """The centre of the table: deck, drawn card, discard pile, the button column, status."""
    top = max((r.bottom for r in panels.values()), default=TOP_BAR_H) + 18
    cx = area.centerx
    y = top + max(0, (OWN_Y - 70 - top - 136) // 2) - 6
    deck = pygame.Rect(cx - 330, y, *CARD_BIG)
    drawn = pygame.Rect(cx - 200, y - 6, *CARD_BIG)
    discard = pygame.Rect(cx - 70, y, *CARD_BIG)
    buttons = pygame.Rect(cx + 62, y - 10, 248, OWN_Y - 62 - y)
    return {
        "area": area,
        "cx": cx,
        "top": top,
        "deck": deck,
        "drawn": drawn,
        "discard": discard,
        "buttons": buttons,
        "status_y": OWN_Y - 34,
    }

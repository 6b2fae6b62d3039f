"""Logical screen size, the table's fixed regions (all in 1280x720 logical pixels), and the
few ways a screen places its boxes: rows, stacks, grids and centring. A screen's layout object
(one per screen, made for the text size of now) asks these for its rectangles, so its drawing
code writes no positions of its own."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

W, H = 1280, 720
LOGICAL_SIZE = (W, H)
FPS = 60

TOP_BAR_H = 52

LOG_MARGIN = 12  # between the log (or its sheet) and the frame's edges and top bar

# The game log panel on the right; folded it leaves a tab.
LOG_W = 316
LOG_X = W - LOG_W - LOG_MARGIN
LOG_Y = TOP_BAR_H + LOG_MARGIN
LOG_H = H - LOG_Y - LOG_MARGIN
TAB_SIZE = 48
LOG_TAB = (W - TAB_SIZE - LOG_MARGIN, LOG_Y, TAB_SIZE, TAB_SIZE)

# At the largest text size (a phone's) the log is a sheet opened over the right of the table,
# wide enough for its lines at phone size; the table is laid out as if the log were folded.
SHEET_W = 560
SHEET_X = W - SHEET_W - LOG_MARGIN

SCREEN = pygame.Rect(0, 0, W, H)


def row(x: int, y: int, widths: Sequence[int], h: int, gap: int) -> list[pygame.Rect]:
    """Boxes ``widths`` wide, left to right from ``x``, ``gap`` apart."""
    out = []
    for w in widths:
        out.append(pygame.Rect(x, y, w, h))
        x += w + gap
    return out


def shares(box: pygame.Rect, n: int, gap: int) -> list[pygame.Rect]:
    """``n`` boxes of one width side by side across ``box``, ``gap`` apart (the last one
    may end a pixel or two short of ``box``'s right)."""
    w = (box.w - gap * (n - 1)) // n
    return row(box.x, box.y, [w] * n, box.h, gap)


def row_to(right: int, y: int, widths: Sequence[int], h: int, gap: int) -> list[pygame.Rect]:
    """Boxes ``widths`` wide (in order, left to right) ending at ``right``, ``gap`` apart."""
    return row(right - span(widths, gap), y, widths, h, gap)


def centred_row(
    widths: Sequence[int], y: int, h: int, gap: int, centre: int = W // 2
) -> list[pygame.Rect]:
    """Boxes ``widths`` wide, ``gap`` apart, the row centred on ``centre``."""
    return row((2 * centre - span(widths, gap)) // 2, y, widths, h, gap)


def stack(x: int, y: int, w: int, heights: Sequence[int], gap: int) -> list[pygame.Rect]:
    """Boxes ``heights`` high, top to bottom from ``y``, ``gap`` apart."""
    out = []
    for h in heights:
        out.append(pygame.Rect(x, y, w, h))
        y += h + gap
    return out


def grid(
    x: int, y: int, cell: tuple[int, int], pitch: tuple[int, int], cols: int, n: int
) -> list[pygame.Rect]:
    """``n`` cells ``cell`` large, row by row, ``cols`` to a row, ``pitch`` apart (from one
    cell's corner to the next one's)."""
    return [
        pygame.Rect(x + (k % cols) * pitch[0], y + (k // cols) * pitch[1], *cell) for k in range(n)
    ]


def span(sizes: Sequence[int], gap: int) -> int:
    """What ``sizes`` take in a row or a stack, ``gap`` apart."""
    return sum(sizes) + gap * (len(sizes) - 1) if sizes else 0


def between(left: int, right: int, y: int, h: int) -> pygame.Rect:
    """The box filling from ``left`` to ``right``."""
    return pygame.Rect(left, y, right - left, h)


def centred(w: int, h: int, centre: tuple[int, int]) -> pygame.Rect:
    """A box ``w`` by ``h`` centred on ``centre``."""
    r = pygame.Rect(0, 0, w, h)
    r.center = centre
    return r

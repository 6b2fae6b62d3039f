"""Where things sit on the Floriado table (1280x720): the field, the panels, piles and chips.

Pure geometry: constants and functions of seats, rows and columns, no state of the table.
"""

from __future__ import annotations

import pygame

from game.games.floriado.cards import BACKWARD, COLS, FACINGS, ROWS
from game.ui.layout import TOP_BAR_H, W

TILE = (120, 84)
GAP = 6
FIELD_X, FIELD_Y = 14, TOP_BAR_H + 12
FIELD_W = COLS * TILE[0] + (COLS - 1) * GAP
FIELD_H = ROWS * TILE[1] + (ROWS - 1) * GAP
PANEL_X = FIELD_X + FIELD_W + 12
PANEL_W = W - PANEL_X - 12
PANEL_H = 318
CHIP = (26, 34)
CHIP_STEP = 18
PAWN = 84
STATUS_Y = FIELD_Y + FIELD_H + 26
LOG_RECT = pygame.Rect(FIELD_X, STATUS_Y + 24, FIELD_W, 720 - STATUS_Y - 24 - 10)
FACING_IDX = {f: i for i, f in enumerate(FACINGS)}
FACE_BTN = 40  # the first turn's facing buttons (squares)


def side_dirs(facing: str) -> list[str]:
    """The directions a pawn facing ``facing`` may move: forward, then left and right."""
    back = FACINGS[BACKWARD[FACING_IDX[facing]]]
    return [facing] + [d for d in FACINGS if d not in (facing, back)]


def direction(src: tuple[int, int], dst: tuple[int, int]) -> str | None:
    (sr, sc), (dr, dc) = src, dst
    if sr == dr and sc != dc:
        return "right" if dc > sc else "left"
    if sc == dc and sr != dr:
        return "down" if dr > sr else "up"
    return None


def tile_rect(row: int, col: int) -> pygame.Rect:
    return pygame.Rect(FIELD_X + col * (TILE[0] + GAP), FIELD_Y + row * (TILE[1] + GAP), *TILE)


def panel_rect(seat: int) -> pygame.Rect:
    return pygame.Rect(PANEL_X, FIELD_Y - 2 + seat * (PANEL_H + 10), PANEL_W, PANEL_H)


def pile_row(seat: int, kind: int) -> pygame.Rect:
    p = panel_rect(seat)
    return pygame.Rect(p.x + 8, p.y + 62 + kind * 46, p.w - 16, 42)


def chip_rect(seat: int, kind: int, index: int) -> pygame.Rect:
    row = pile_row(seat, kind)
    return pygame.Rect(row.x + 38 + index * CHIP_STEP, row.y + 4, *CHIP)


def pile_row_at(pos: tuple[int, int]) -> tuple[int, int] | None:
    """(seat, kind) of the pile row under ``pos``, or None."""
    for seat in range(2):
        for kind in range(5):
            if pile_row(seat, kind).collidepoint(pos):
                return seat, kind
    return None


def pawn_center(pawns: list[dict | None], seat: int, row: int, col: int) -> tuple[float, float]:
    """Where seat's pawn stands on (row, col); ``pawns`` are the shown pawns (a space shared
    by both pawns holds them side by side)."""
    rect = tile_rect(row, col)
    cx, cy = rect.center
    cx += 6
    others = [
        p for s, p in enumerate(pawns) if s != seat and p and (p["row"], p["col"]) == (row, col)
    ]
    if others:  # two pawns on one space stand side by side
        cx += -18 if seat == 0 else 18
    return (cx, cy)


def folded_log_rect() -> pygame.Rect:
    return pygame.Rect(FIELD_X, 720 - 58, FIELD_W, 48)


def facing_spots(selected: tuple[int, int]) -> dict[str, tuple[int, int]]:
    """Centres of the four facing buttons round the picked card, all off the card itself.

    Each sits outside the card on its own side. Where the field ends (an edge row or column)
    that is not possible for all four, so they sit together as a compass beside the card,
    each arrow on its own side of the compass: an "up" arrow to the right of the card or a
    "left" arrow under it read as pointing somewhere else. The picked card (its number and
    flowers) stays in sight while a facing is chosen."""
    rect = tile_rect(*selected)
    # Clear of the picked card as drawn: lifted 7 px and ringed 6 px round (draw_selection).
    half, off = FACE_BTN // 2, FACE_BTN // 2 + 8
    room = pygame.Rect(FIELD_X - 12, FIELD_Y - 10, FIELD_W + 24, FIELD_H + 12)
    centre = {
        "up": (rect.centerx, rect.top - off - 6),
        "down": (rect.centerx, rect.bottom + off),
        "left": (rect.left - off, rect.centery),
        "right": (rect.right + off, rect.centery),
    }

    def fits(p: tuple[int, int]) -> bool:
        return room.contains(pygame.Rect(p[0] - half, p[1] - half, FACE_BTN, FACE_BTN))

    if all(fits(p) for p in centre.values()):
        return centre
    # The compass: three buttons wide and tall, beside the card (right of it, else left),
    # level with it as far as the field allows.
    step = FACE_BTN + 2
    span = half + step  # from the compass's centre to its outer edge
    card = rect.move(0, -7).inflate(12, 12)
    cx = card.right + 4 + span
    if cx + span > room.right:
        cx = card.left - 4 - span
    cy = max(room.top + span, min(room.bottom - span, rect.centery))
    return {
        "up": (cx, cy - step),
        "down": (cx, cy + step),
        "left": (cx - step, cy),
        "right": (cx + step, cy),
    }

"""Where things sit on the Floriado table (1280x720): the field, the panels, piles and chips.

Pure geometry: constants and functions of seats, rows and columns, no state of the table.
Two sets of them (:class:`Geo`): ``NORMAL`` (the normal and larger text) and ``PHONE`` (the
largest text, a phone's: the table keeps clear of the log's tab, the log being a sheet over
it; bigger facing buttons for a finger; the status line and the badges' legends on their own
rows, and the last move under them). ``geo()`` is the set in use.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from game.games.floriado.cards import BACKWARD, COLS, FACINGS, ROWS
from game.ui import theme
from game.ui.layout import TOP_BAR_H, W


@dataclass(frozen=True)
class Geo:
    """One layout of the table: the field's tiles, the panels' column, the rows under the
    field, the first turn's facing buttons."""

    tile: tuple[int, int]
    gap: int
    field_x: int
    field_y: int
    right: int  # where the table ends on the right (the panels' right edge)
    panel_h: int
    chip: tuple[int, int]
    chip_step: int
    pawn: int
    status_y: int  # the status line's centre
    legend_y: int  # the badges' legends' centre (NORMAL: beside the status line)
    face_btn: int  # the first turn's facing buttons (squares)

    @property
    def field_w(self) -> int:
        return COLS * self.tile[0] + (COLS - 1) * self.gap

    @property
    def field_h(self) -> int:
        return ROWS * self.tile[1] + (ROWS - 1) * self.gap

    @property
    def field(self) -> pygame.Rect:
        return pygame.Rect(self.field_x, self.field_y, self.field_w, self.field_h)

    @property
    def panel_x(self) -> int:
        return self.field_x + self.field_w + 12

    @property
    def panel_w(self) -> int:
        return self.right - self.panel_x

    @property
    def phone(self) -> bool:
        return self is PHONE


NORMAL = Geo(
    tile=(120, 84),
    gap=6,
    field_x=14,
    field_y=TOP_BAR_H + 12,
    right=W - 12,
    panel_h=318,
    chip=(26, 34),
    chip_step=18,
    pawn=84,
    status_y=TOP_BAR_H + 12 + 5 * 84 + 4 * 6 + 26,
    legend_y=TOP_BAR_H + 12 + 5 * 84 + 4 * 6 + 26,
    face_btn=40,
)
# The largest text: the table ends short of the log's tab (W - 72, the play area with the log
# folded); the field's cards a little narrower to leave the panels their width; under it the
# status line, then the legends, then the last move (PHONE_LAST), each on its own row.
PHONE = replace(
    NORMAL,
    tile=(112, 84),
    right=W - 72,
    status_y=TOP_BAR_H + 12 + 5 * 84 + 4 * 6 + 30,
    legend_y=TOP_BAR_H + 12 + 5 * 84 + 4 * 6 + 80,
    face_btn=56,
)
# The last move, two lines at most, its foot level with the panels'.
PHONE_LAST = pygame.Rect(14, 616, PHONE.field_w, 92)
PHONE_LINE = 32  # its line height


def geo() -> Geo:
    """The layout for the text size in use: PHONE at the largest."""
    return PHONE if theme.largest() else NORMAL


# The normal layout's figures by name (what the tests and the log's place read).
TILE = NORMAL.tile
GAP = NORMAL.gap
FIELD_X, FIELD_Y = NORMAL.field_x, NORMAL.field_y
FIELD_W = NORMAL.field_w
FIELD_H = NORMAL.field_h
PANEL_X = NORMAL.panel_x
PANEL_W = NORMAL.panel_w
PANEL_H = NORMAL.panel_h
CHIP = NORMAL.chip
CHIP_STEP = NORMAL.chip_step
PAWN = NORMAL.pawn
STATUS_Y = NORMAL.status_y
LOG_RECT = pygame.Rect(FIELD_X, STATUS_Y + 24, FIELD_W, 720 - STATUS_Y - 24 - 10)
FACING_IDX = {f: i for i, f in enumerate(FACINGS)}
FACE_BTN = NORMAL.face_btn


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
    g = geo()
    return pygame.Rect(
        g.field_x + col * (g.tile[0] + g.gap), g.field_y + row * (g.tile[1] + g.gap), *g.tile
    )


def panel_rect(seat: int) -> pygame.Rect:
    g = geo()
    return pygame.Rect(g.panel_x, g.field_y - 2 + seat * (g.panel_h + 10), g.panel_w, g.panel_h)


def pile_row(seat: int, kind: int) -> pygame.Rect:
    p = panel_rect(seat)
    return pygame.Rect(p.x + 8, p.y + 62 + kind * 46, p.w - 16, 42)


def chip_rect(seat: int, kind: int, index: int) -> pygame.Rect:
    g = geo()
    row = pile_row(seat, kind)
    return pygame.Rect(row.x + 38 + index * g.chip_step, row.y + 4, *g.chip)


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
    """The folded log's strip under the field: its last line (at the largest text, the last
    move's two lines under the legends)."""
    if geo().phone:
        return pygame.Rect(PHONE_LAST)
    return pygame.Rect(FIELD_X, 720 - 58, FIELD_W, 48)


def facing_spots(selected: tuple[int, int]) -> dict[str, tuple[int, int]]:
    """Centres of the four facing buttons round the picked card, all off the card itself.

    Each sits outside the card on its own side. Where the field ends (an edge row or column)
    that is not possible for all four, so they sit together as a compass beside the card,
    each arrow on its own side of the compass: an "up" arrow to the right of the card or a
    "left" arrow under it read as pointing somewhere else. The picked card (its number and
    flowers) stays in sight while a facing is chosen."""
    g = geo()
    rect = tile_rect(*selected)
    # Clear of the picked card as drawn: lifted 7 px and ringed 6 px round (draw_selection).
    half, off = g.face_btn // 2, g.face_btn // 2 + 8
    room = pygame.Rect(g.field_x - 12, g.field_y - 10, g.field_w + 24, g.field_h + 12)
    centre = {
        "up": (rect.centerx, rect.top - off - 6),
        "down": (rect.centerx, rect.bottom + off),
        "left": (rect.left - off, rect.centery),
        "right": (rect.right + off, rect.centery),
    }

    def fits(p: tuple[int, int]) -> bool:
        return room.contains(pygame.Rect(p[0] - half, p[1] - half, g.face_btn, g.face_btn))

    if all(fits(p) for p in centre.values()):
        return centre
    # The compass: three buttons wide and tall, beside the card (right of it, else left),
    # level with it as far as the field allows.
    step = g.face_btn + 2
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


# The results sheet at the largest text (results.py), from the sheet's top: why the game ended,
# the column heads, the two rows, the payout table's line and boxes; the verdict's lines stand
# on the sheet's foot. The rule's line is left out: the verdict says how this game was won.
RESULTS_REASON_Y = 34
RESULTS_HEADER_Y = 76
RESULTS_ROWS_Y = 98
RESULTS_ROW_H = 116
RESULTS_PAYOUTS_Y = RESULTS_ROWS_Y + 2 * RESULTS_ROW_H + 18  # the line's centre
RESULTS_BOX = (112, 38)  # a payout box, under that line
RESULTS_LINE = 32  # the verdict's line height

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

from game.games.floriado.cards import BACKWARD, COLS, FACINGS, KINDS, ROWS
from game.ui import theme
from game.ui.layout import LOG_TAB, TOP_BAR_H, H, W

# The table's spacing scale: its paddings, gaps and insets are these (or sums of them).
NUDGE = 4  # a lift, a ring's or a badge's offset
PAD = 8  # between a box's edge and what it holds
MARGIN = 12  # between boxes: the field, the panels, the screen's edges
INSET = 16  # words and badges from a panel's or a card's edge
LINE = 3  # an edge's, a ring's or a cross's width
# Corners: a panel's, and a strip's, a pill's or a ring round a card.
RADIUS = 16
ROUND = 14


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
    status_below: int  # from the field's foot to the status line's centre
    legend_below: int  # from the status line to the badges' legends (NORMAL: beside it)
    face_btn: int  # the first turn's facing buttons (squares)
    tag_text: int  # a panel's tags: the previewed gain, the "Out" pill

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
    def status_y(self) -> int:
        """The status line's centre."""
        return self.field_y + self.field_h + self.status_below

    @property
    def legend_y(self) -> int:
        """The badges' legends' centre."""
        return self.status_y + self.legend_below

    @property
    def panel_x(self) -> int:
        return self.field_x + self.field_w + MARGIN

    @property
    def panel_w(self) -> int:
        return self.right - self.panel_x

    @property
    def panels_bottom(self) -> int:
        return self.field_y - PANEL_RISE + 2 * self.panel_h + PANEL_GAP

    @property
    def phone(self) -> bool:
        return self is PHONE


# Its type scale: the sizes of its words (at the normal text size; running text grows with
# the larger-text settings, theme.body).
TEXT_SMALL = 13
TEXT_NOTE = 15
TEXT_LABEL = 17
TEXT_BODY = 18
TEXT_WORD = 20  # a single word at a phone's scale
TEXT_LARGE = 22
TEXT_FIGURE = 30

PANEL_RISE = 2  # the panels' tops stand this much above the field's
PANEL_GAP = 10  # between the two seats' panels
# A panel's pile rows, one per kind, under its name: the kind's flower at the left, then
# the chips fanned.
PILE_TOP = 62
PILE_ROW_H = 42
PILE_ICON = 38  # the flower's room: it is centred in it
PILE_RADIUS = 10  # a pile row's corners (and a results' pile cell's, a payout box's)
PANEL_FOOT = 20  # a panel's foot row (the count, a preview, the "Out" pill): its centre, up

NORMAL = Geo(
    tile=(120, 84),
    gap=6,
    field_x=14,
    field_y=TOP_BAR_H + MARGIN,
    right=W - MARGIN,
    panel_h=318,
    chip=(26, 34),
    chip_step=18,
    pawn=84,
    status_below=26,
    legend_below=0,
    face_btn=40,
    tag_text=TEXT_LABEL,
)
# The largest text: the table ends short of the log's tab (the play area with the log
# folded); the field's cards a little narrower to leave the panels their width; under it the
# status line, then the legends, then the last move (PHONE_LAST), each on its own row.
PHONE = replace(
    NORMAL,
    tile=(112, NORMAL.tile[1]),
    right=LOG_TAB[0] - MARGIN,
    status_below=30,
    legend_below=50,
    face_btn=56,
    tag_text=TEXT_LARGE,
)
# The last move, two lines at most, its foot level with the panels'.
PHONE_LAST_H = 92
PHONE_LAST = pygame.Rect(
    PHONE.field_x, PHONE.panels_bottom - PHONE_LAST_H, PHONE.field_w, PHONE_LAST_H
)
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
LOG_FOOT = H - 10  # where the open and the folded log end
FOLDED_LOG_H = 48
LOG_TOP = STATUS_Y + 24  # under the status line
LOG_RECT = pygame.Rect(FIELD_X, LOG_TOP, FIELD_W, LOG_FOOT - LOG_TOP)
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
    top = g.field_y - PANEL_RISE + seat * (g.panel_h + PANEL_GAP)
    return pygame.Rect(g.panel_x, top, g.panel_w, g.panel_h)


def pile_row(seat: int, kind: int) -> pygame.Rect:
    p = panel_rect(seat)
    top = p.y + PILE_TOP + kind * (PILE_ROW_H + NUDGE)
    return pygame.Rect(p.x + PAD, top, p.w - 2 * PAD, PILE_ROW_H)


def chip_rect(seat: int, kind: int, index: int) -> pygame.Rect:
    g = geo()
    row = pile_row(seat, kind)
    return pygame.Rect(row.x + PILE_ICON + index * g.chip_step, row.y + NUDGE, *g.chip)


def panel_foot(p: pygame.Rect) -> tuple[int, int]:
    """The right end of a panel's foot row: where a preview, the thinking tag and the "Out"
    pill stand (the count is at its left)."""
    return (p.right - MARGIN, p.bottom - PANEL_FOOT)


def pile_row_at(pos: tuple[int, int]) -> tuple[int, int] | None:
    """(seat, kind) of the pile row under ``pos``, or None."""
    for seat in range(2):
        for kind in range(KINDS):
            if pile_row(seat, kind).collidepoint(pos):
                return seat, kind
    return None


PAWN_SHIFT = 6  # a pawn stands right of its card's centre, clear of the digit's strip


def pawn_center(pawns: list[dict | None], seat: int, row: int, col: int) -> tuple[float, float]:
    """Where seat's pawn stands on (row, col); ``pawns`` are the shown pawns (a space shared
    by both pawns holds them side by side)."""
    rect = tile_rect(row, col)
    cx, cy = rect.center
    cx += PAWN_SHIFT
    others = [
        p for s, p in enumerate(pawns) if s != seat and p and (p["row"], p["col"]) == (row, col)
    ]
    if others:  # two pawns on one space stand side by side
        side = 18
        cx += side if seat else -side
    return (cx, cy)


def folded_log_rect() -> pygame.Rect:
    """The folded log's strip under the field: its last line (at the largest text, the last
    move's two lines under the legends)."""
    if geo().phone:
        return pygame.Rect(PHONE_LAST)
    return pygame.Rect(FIELD_X, LOG_FOOT - FOLDED_LOG_H, FIELD_W, FOLDED_LOG_H)


SELECTED_LIFT = 7  # a picked card (or the one under the pointer) stands this much higher
SELECTED_RING = 6  # the picked card's ring, round it


def selected_ring(selected: tuple[int, int]) -> pygame.Rect:
    """The ring round the picked card, lifted (draw_selection)."""
    return (
        tile_rect(*selected).move(0, -SELECTED_LIFT).inflate(2 * SELECTED_RING, 2 * SELECTED_RING)
    )


def facing_spots(selected: tuple[int, int]) -> dict[str, tuple[int, int]]:
    """Centres of the four facing buttons round the picked card, all off the card itself.

    Each sits outside the card on its own side. Where the field ends (an edge row or column)
    that is not possible for all four, so they sit together as a compass beside the card,
    each arrow on its own side of the compass: an "up" arrow to the right of the card or a
    "left" arrow under it read as pointing somewhere else. The picked card (its number and
    flowers) stays in sight while a facing is chosen."""
    g = geo()
    rect = tile_rect(*selected)
    # Clear of the picked card as drawn, lifted and ringed round (draw_selection).
    half, off = g.face_btn // 2, g.face_btn // 2 + PAD
    room = pygame.Rect(
        g.field_x - MARGIN, g.field_y - 10, g.field_w + 2 * MARGIN, g.field_h + MARGIN
    )
    centre = {
        "up": (rect.centerx, rect.top - off - SELECTED_RING),
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
    card = selected_ring(selected)
    cx = card.right + NUDGE + span
    if cx + span > room.right:
        cx = card.left - NUDGE - span
    cy = max(room.top + span, min(room.bottom - span, rect.centery))
    return {
        "up": (cx, cy - step),
        "down": (cx, cy + step),
        "left": (cx - step, cy),
        "right": (cx + step, cy),
    }


@dataclass(frozen=True)
class Sheet:
    """The results sheet (results.py) at one text size, from the sheet's top: the column
    heads' centre and their words' size, the rows' top and pitch; the verdict's line height
    (its lines stand on the sheet's foot)."""

    header_y: int
    head_text: int
    rows_y: int
    row_h: int
    line: int
    phone: bool = False


SHEET = Sheet(header_y=66, head_text=TEXT_LABEL, rows_y=92, row_h=140, line=26)
# The largest text: why the game ended above the heads, shorter rows, the payout table's line
# and boxes under them. The rule's line is left out: the verdict says how this game was won.
PHONE_SHEET = Sheet(header_y=76, head_text=TEXT_WORD, rows_y=98, row_h=116, line=32, phone=True)
RESULTS_REASON_Y = 34
RESULTS_PAYOUTS_Y = PHONE_SHEET.rows_y + 2 * PHONE_SHEET.row_h + 18  # the line's centre
RESULTS_BOX = (112, 38)  # a payout box, under that line


def sheet() -> Sheet:
    """The results sheet's figures for the text size in use."""
    return PHONE_SHEET if theme.largest() else SHEET

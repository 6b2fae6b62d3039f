"""Where things sit on the Gloschli table (1280x720): panels, rows of cards, piles, buttons.

Plain functions of the play area (which narrows while the log is open) and the seats: the
viewer's row along the bottom, the others' panels across the top in one row or two.

At the largest text size (``theme.largest()``, a phone) the table takes its phone layout: the
same places, with room for running text at ``theme.PHONE_TEXT`` (the ``PHONE_*`` constants);
the log is then a sheet over the table, so the table is laid out as if it were folded.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.layout import TOP_BAR_H, H, W

CARD_BIG = (96, 136)
OWN_Y = 550  # top of the viewer's row
LIFT_OWN, LIFT_OTHER = 12, 4  # how far a lit card rises: in the own row, in another's panel

# The phone layout. Running text (two words or more) is PHONE_TEXT; a single word (a name,
# "Deck") or a number is PHONE_WORD, legible on a phone and small enough for its box.
PHONE_WORD = 22
PHONE_TAG = 20  # a seat's tag (GLOSCHLI!, thinking...) in a panel's header
PHONE_BUTTONS_W = 340  # the button column: "Use: Starkes Auge" at PHONE_TEXT beside its icon
PHONE_BUTTON_H = 56
PHONE_OWN_W = 250  # the own panel: room for "Verdeckt bis zum Zug von Anna" on two lines
PHONE_PILL_HALF = 24  # half the status pill's height at PHONE_TEXT
PHONE_STATUS_UP = 43  # the status line's centre above the own row: clear of a lit card's ring
PHONE_NUMBER = (20, 20)  # the own row's place numbers: their size, their centre below a card
PHONE_POWER_H = 88  # the power being used: its icon, name and who uses it


def play_area(area: pygame.Rect) -> pygame.Rect:
    """The table's area: the base's, but on a phone the whole width up to the log's tab (the
    log opens as a sheet over the table)."""
    if theme.largest():
        return pygame.Rect(0, TOP_BAR_H, W - 72, H - TOP_BAR_H)
    return area


def status_size() -> int:
    """The status line's text size."""
    return theme.PHONE_TEXT if theme.largest() else 21


def pill_half() -> int:
    return PHONE_PILL_HALF if theme.largest() else PILL_HALF


def others(bottom: int, players: int) -> list[int]:
    """The other seats in turn order after ``bottom``."""
    return [(bottom + k) % players for k in range(1, players)]


def panel_rects(area: pygame.Rect, opp: list[int]) -> dict[int, pygame.Rect]:
    """The other seats' panels: one row, or two when five or more (four on a narrow table)."""
    k = len(opp)
    one_row = k <= 3 or (k == 4 and area.w >= 1100)
    rows = [opp] if one_row else [opp[: (k + 1) // 2], opp[(k + 1) // 2 :]]
    ph = 146 if one_row else 112  # two rows: room for the piles, their labels and the pill
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
    return pygame.Rect(area.x + 14, OWN_Y + 2, PHONE_OWN_W if theme.largest() else 170, 132)


def slot_rects(n: int, area: pygame.Rect, panel: pygame.Rect | None) -> list[pygame.Rect]:
    """Where ``n`` slots sit: in ``panel`` (another seat's), or the viewer's row (``None``).

    A long row overlaps its cards; another seat's cards also shrink when even that won't fit.
    """
    n = max(1, n)
    if panel is None:
        left = area.x + (PHONE_OWN_W + 30 if theme.largest() else 200)
        right = area.right - 16
        cw, ch = CARD_BIG
        y = OWN_Y
        gap = 14
    else:
        p = panel
        ch = p.h - 53  # under the header (avatar to +37) and clear of a lit card's focus ring
        cw = int(ch * 0.7)
        left, right = p.x + 10, p.right - 10
        y = p.y + 47
        gap = 6
    room = right - left
    if n * cw + (n - 1) * gap > room:
        if panel is not None and cw * n + (n - 1) * 4 > room:
            cw = max(36, (room - (n - 1) * 4) // n)
            ch = int(cw / 0.7)
            y += (p.h - 53 - ch) // 2
        step = (room - cw) / max(1, n - 1)
    else:
        step = cw + gap
    total = cw + step * (n - 1)
    x0 = left + (room - total) / 2
    return [pygame.Rect(round(x0 + i * step), y, cw, ch) for i in range(n)]


HEAD_H = 46  # a seat panel's header under its top: avatar, name, tag and total (one's own too)
OWN_HEAD_H = 78  # one's own panel's, but on a phone: its name, and its total under it

# Below a pile, clear of its focus ring: its label (and the deck's count beside it).
LABEL_Y = 20  # the pile labels' centre below a pile's bottom edge
LABEL_ROOM = LABEL_Y + 14  # the lowest pixel of a pile label below the pile
PILL_HALF = 21  # half the status pill's height at its size
TAG_ROOM = 16  # the drawn card's frame rises 13 above the piles


@dataclass(frozen=True)
class Geo:
    """The centre of the table (``geo``): its piles, the button column, the status line."""

    area: pygame.Rect  # the play area
    cx: int  # its centre line
    deck: pygame.Rect
    drawn: pygame.Rect
    discard: pygame.Rect
    buttons: pygame.Rect
    status_y: int

    def pile(self, name: str) -> pygame.Rect:
        """The place named in a card's flight: "deck", "drawn" or "discard"."""
        piles = {"deck": self.deck, "drawn": self.drawn, "discard": self.discard}
        return piles[name]


def geo(area: pygame.Rect, panels: dict[int, pygame.Rect]) -> Geo:
    """The centre of the table: deck, drawn card, discard pile, the button column, status.

    The piles sit between the panels' hanging tags and the status pill, centred in what room is
    left; their labels and count badge stay clear of the pill (six players leave 0-8 px).
    """
    status_y = OWN_Y - (PHONE_STATUS_UP if theme.largest() else 40)
    half = pill_half()
    low = max((r.bottom for r in panels.values()), default=TOP_BAR_H) + TAG_ROOM
    high = status_y - half - 4 - LABEL_ROOM - CARD_BIG[1]  # the lowest the piles may sit
    y = max(low, min(high, (low + high) // 2))
    cx = area.centerx
    deck = pygame.Rect(cx - 330, y, *CARD_BIG)
    drawn = pygame.Rect(cx - 200, y - 6, *CARD_BIG)
    discard = pygame.Rect(cx - 70, y, *CARD_BIG)
    bw = PHONE_BUTTONS_W if theme.largest() else 248
    buttons = pygame.Rect(cx + 62, y - 10, bw, status_y - half - 6 - (y - 10))
    return Geo(area, cx, deck, drawn, discard, buttons, status_y)

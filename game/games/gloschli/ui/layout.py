"""Where things sit on the Gloschli table (1280x720): panels, rows of cards, piles, buttons.

Plain functions of the play area (which narrows while the log is open) and the seats: the
viewer's row along the bottom, the others' panels across the top in one row or two.

At the largest text size (``theme.largest()``, a phone) the table takes its phone layout: the
same places, with room for running text at ``theme.PHONE_TEXT``; ``sizes()`` gives what differs
(``PHONE``, else ``DESKTOP``). The log is then a sheet over the table, so the table is laid out
as if it were folded.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.layout import TOP_BAR_H, H, W

CARD_BIG = (96, 136)
OWN_Y = 550  # top of the viewer's row
LIFT_OWN, LIFT_OTHER = 12, 4  # how far a lit card rises: in the own row, in another's panel
LIFT_PILE = 6  # how far a pile one may take from rises
LIFT_CARD = 4  # the shadow's offset of a card lying on the table (a lit one's too)
FULL_W = 60  # a card this wide shows its place number and full-size knowledge dots

# The table's text sizes and spacing; a phone's are its Sizes (below).
TEXT_XS, TEXT_S, TEXT_M, TEXT_L = 14, 15, 16, 17  # "pts"; tags; notes; piles, the ribbon
TEXT_NAME = 20  # a seat's name in its header
LINE_M = 20  # the line height of TEXT_M
GAP = 6  # between neighbours in a row: a tag, a label, a badge
INSET = 12  # a box's content from its edge
NAME_MIN = 20  # the least room a name is given, however full its header

# A seat panel's header (its top HEAD_H): the avatar, the name right of it, its tags, the total.
HEAD_MID = 22  # the header's middle line, below the panel's top
AVATAR_X, AVATAR_R = 24, 15  # the avatar's centre from the panel's left, its radius
NAME_X = AVATAR_X + 22  # the name's left: clear of the avatar
BADGE_H = 26  # a total's (and the deck's count's) badge
OWN_TEXT_X = 14  # the own panel's lines from its left

# The button column.
BUTTON_H, BUTTON_TALL = 52, 58  # its buttons: most, and one with an icon or a call
BUTTON_GAP = 10  # between the column's buttons
BUTTONS_TOP = 6  # the first button below the column's top
PHONE_BUTTON_H = 56  # the most a phone's (one line each) may be

# On a phone running text (two words or more) is PHONE_TEXT; a single word (a name, "Deck") or
# a number is PHONE_WORD, legible on a phone and small enough for its box.
PHONE_WORD = 22
PHONE_SMALL = 20  # the least a word shrinks to on a phone: a name squeezed, a count, a tag


@dataclass(frozen=True)
class Sizes:
    """What differs between the table on a desktop and on a phone (the largest text size)."""

    own_w: int  # the own panel's width (a phone's: "Verdeckt bis zum Zug von Anna" on two lines)
    buttons_w: int  # the button column's ("Use: Starkes Auge" at PHONE_TEXT beside its icon)
    status: int  # the status line's text size
    pill_half: int  # half the status pill's height at that size
    status_up: int  # the status line's centre above the own row: clear of a lit card's ring
    power_h: int  # the power being used: its icon, name and who uses it (and on a desktop what)
    tag: int  # a seat's tag's text (GLOSCHLI!, thinking...)
    lock: int  # the caller's lock in its tag; its cream disc is 1.7 times as wide
    tags_step: int  # from one of the own panel's tags to the next, under it
    pile_word: int  # a pile's name under it
    count: int  # the deck's count beside its name
    badge_h: int  # a total's badge
    number: tuple[int, int]  # the own row's place numbers: their size, their centre below a card


DESKTOP = Sizes(
    own_w=170, buttons_w=248, status=21, pill_half=21, status_up=40, power_h=112,
    tag=TEXT_S, lock=9, tags_step=140, pile_word=TEXT_L, count=TEXT_M, badge_h=BADGE_H,
    number=(TEXT_S, 15),
)  # fmt: skip
PHONE = Sizes(
    own_w=250, buttons_w=340, status=theme.PHONE_TEXT, pill_half=24, status_up=43, power_h=88,
    tag=PHONE_SMALL, lock=12, tags_step=150, pile_word=PHONE_WORD, count=PHONE_SMALL, badge_h=28,
    number=(PHONE_SMALL, 20),
)  # fmt: skip


def sizes() -> Sizes:
    """The table's sizes at the text size of now."""
    return theme.by_size(DESKTOP, PHONE)


def disc(centre: tuple[int, int], radius: int) -> pygame.Rect:
    """The box of a disc (an avatar, an icon's backing)."""
    return pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius)


def dot_radius(card: pygame.Rect) -> int:
    """The knowledge dots' radius under a card (GL-33): smaller under a narrow one."""
    return 4 if card.w >= FULL_W else 3


def dot_pitch(radius: int) -> int:
    """From one knowledge dot's centre to the next: a dot and the cream ring around it."""
    return 2 * radius + 3


def play_area(area: pygame.Rect) -> pygame.Rect:
    """The table's area: the base's, but on a phone the whole width up to the log's tab (the
    log opens as a sheet over the table)."""
    if theme.largest():
        return pygame.Rect(0, TOP_BAR_H, W - 72, H - TOP_BAR_H)
    return area


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
        pw = min(340, (area.w - 2 * INSET - (cols - 1) * INSET) // cols)
        total = cols * pw + (cols - 1) * INSET
        x0 = area.x + (area.w - total) // 2
        for i, s in enumerate(seats):
            out[s] = pygame.Rect(x0 + i * (pw + INSET), TOP_BAR_H + 10 + r * (ph + 8), pw, ph)
    return out


def own_panel(area: pygame.Rect) -> pygame.Rect:
    """The viewer's own panel, left of their row."""
    return pygame.Rect(area.x + 14, OWN_Y + 2, sizes().own_w, 132)


def slot_rects(n: int, area: pygame.Rect, panel: pygame.Rect | None) -> list[pygame.Rect]:
    """Where ``n`` slots sit: in ``panel`` (another seat's), or the viewer's row (``None``).

    A long row overlaps its cards; another seat's cards also shrink when even that won't fit.
    """
    n = max(1, n)
    if panel is None:
        left = own_panel(area).right + 16
        right = area.right - 16
        cw, ch = CARD_BIG
        y = OWN_Y
        gap = 14
    else:
        p = panel
        ch = under = p.h - 53  # under the header (avatar to +37), clear of a lit card's focus ring
        cw = int(ch * 0.7)
        left, right = p.x + 10, p.right - 10
        y = p.y + 47
        gap = GAP
    room = right - left
    if n * cw + (n - 1) * gap > room:
        tight = (n - 1) * 4  # the gaps of another seat's row, closed up
        if panel is not None and cw * n + tight > room:
            cw = max(36, (room - tight) // n)
            ch = int(cw / 0.7)
            y += (under - ch) // 2
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
    size = sizes()
    status_y = OWN_Y - size.status_up
    half = size.pill_half
    low = max((r.bottom for r in panels.values()), default=TOP_BAR_H) + TAG_ROOM
    high = status_y - half - 4 - LABEL_ROOM - CARD_BIG[1]  # the lowest the piles may sit
    y = max(low, min(high, (low + high) // 2))
    cx = area.centerx
    deck = pygame.Rect(cx - 330, y, *CARD_BIG)
    drawn = pygame.Rect(cx - 200, y - 6, *CARD_BIG)
    discard = pygame.Rect(cx - 70, y, *CARD_BIG)
    top = y - 10  # the button column's: a little above the piles
    buttons = pygame.Rect(cx + 62, top, size.buttons_w, status_y - half - 6 - top)
    return Geo(area, cx, deck, drawn, discard, buttons, status_y)

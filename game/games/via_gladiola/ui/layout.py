"""Where things sit on the Via Gladiola table: rects and positions, from the play area alone.

Pure geometry (no drawing, no table state), shared by the table's input, its animations
(motion.py) and its painting (paint.py, phone.py). At the largest text size (a phone's,
``theme.largest()``) the table takes its phone layout: ``geo`` answers ``phone_geo``.
"""

from __future__ import annotations

import pygame

from game.games.via_gladiola.cards import DAYS, DRAW_BANDS, Card
from game.games.via_gladiola.view import Laid
from game.ui import theme
from game.ui.layout import centred, grid, row, span, stack

# The table's scale: the insets, gaps, roundings and text sizes its parts share (text sizes
# before the larger-text setting).
MARGIN = 16  # the wide spacing: the centre row from the play area's edge, the gladiolas
# from the bands, the phone's blister total from Rest
INSET = 10  # the small spacing: a box's contents from its edge, between close neighbours
GAP = 8  # between boxes stacked in a panel
RADIUS = 12  # a day chip's, a pace band's rounding
PANEL_RADIUS = 16  # the panels'
EDGE = 3  # the current seat's outline, the focus ring
LIFT = 6  # a playable card under the pointer or the focus rises this much
TITLE_Y = 18  # a panel's title: its centre under the panel's top
TEXT_SMALL = 15  # a second line: a gladiola hint, a result's counts
TEXT_LABEL = 16  # a count under the cards, a badge's "+1"
TEXT_CAPTION = 17  # a pile's or a box's name
TEXT_TITLE = 18  # the pace bands' title, a results line
TEXT = 20  # a day chip's word, a pile's count, the hidden hand's notice
TEXT_BIG = 30  # a number beside a picture: gladiolas laid, a hand's blisters
TEXT_HUGE = 34  # a number on its own: the gladiolas on a phone, a result's blisters

# Card sizes: hand (the draw pile's too), the walk pile's top card, small backs for
# opponents, a review's fanned hands, results rows.
CARD_HAND = (96, 136)
CARD_TOP = (150, 212)
CARD_PILE = CARD_HAND
CARD_MINI = (30, 42)
CARD_FAN = (24, 34)
CARD_RESULT = (50, 70)
HAND_Y = 566  # the hand's top edge
HAND_LIFT = 18  # a playable card raised this much under the pointer
HAND_MARGIN = 28  # the hand (and the blister total over it) from the play area's sides
GROUP_W = 892  # width of the centre row (day track .. gladiolas)
# VG-9's difference ranges drawing 0, 1, 2 cards, from the rules' band limits.
BANDS = tuple(
    (low + 1, limit)
    for low, (limit, _draws) in zip((0,) + tuple(lim for lim, _ in DRAW_BANDS), DRAW_BANDS)
)
ROW_Y = 188  # the centre row's top
CHIP_W, CHIP_H, CHIP_GAP = 150, 48, 6  # a day chip; the chips stack this far apart
PILE_DROP = 26  # the draw pile's top under the row's
WALK_PEEK = 36  # each card below the walk's top peeks out this far
PILE_X, TOP_X = 182, 396  # the draw pile and the walk's top card, from the row's left
BANDS_GAP, BANDS_W = 24, 180  # the pace bands, right of the walk
BAND_TOP, BAND_H = 38, 50  # a band under the panel's title
GLAD_PITCH = (36, 48)  # from one gladiola laid to the next in the box, a row and a column
GLADS_ROW = 3
PILE_TAG = (52, 34)  # the draw pile's count tag
TAG_OVER = 6  # a tag's offset from its card's edge (a badge, the pile's and the walk's counts)
STATUS_H = 44  # the status pill's height at most (the larger text too), so it stays off both
BUTTON_Y, BUTTON_H = 470, 50  # Rest and Gladiola: above the raised cards' draw badges
STATUS_Y = BUTTON_Y - STATUS_H // 2  # its centre: between the walk pile's caption and the buttons
STATUS_PAD = 44  # the pill's width beyond its text's (the chrome's pill adds it)
BUTTON_W = 204
SEAT_W, SEAT_H, SEAT_Y = 236, 100, 62  # a seat's panel at its widest, along the top
SEAT_GAP = 12
SEAT_INSET = 12  # a seat's cards and its count from the panel's sides
AVATAR, AVATAR_R = 30, 19  # a seat's avatar: its centre from the panel's corner, its radius
NAME_X = 58  # a seat's name and second line from the panel's left
FAN_STEP = 9  # from one back to the next in a seat's fan
FAN_BOTTOM = 6  # the small cards on a seat's panel from its bottom
COUNT_UP = 22  # a seat's card count: its middle from the panel's bottom
THINKING_TAG = (112, 24)  # a bot's "thinking..." tag, reaching THINKING_OVER up over its seat
THINKING_OVER = 10

# The phone layout (the largest text size, ``theme.largest()``): fewer words, bigger. The day
# chips carry only their number (the top bar names the day), the piles their counts, the pace
# bands their ranges and draw icons, the gladiola box its count; every line left is at least
# theme.PHONE_TEXT. With no captions under the piles, the centre row, the status and the
# buttons close up.
# the centre row's top: clear of a bot's "thinking" tag under its seat
PHONE_ROW_Y = SEAT_Y + SEAT_H - THINKING_OVER + THINKING_TAG[1] + 2
PHONE_CHIP_W = 92  # a day chip: its icon and number
PHONE_BANDS_W = 196
PHONE_GLADS_W = 140
PHONE_FAN = 3 * WALK_PEEK  # the walk's cards below the top peek out this far
# Where the draw pile, the walk's top card and the pace bands start, from the row's left.
PHONE_PILE_X = PHONE_CHIP_W + 26
PHONE_TOP_X = PHONE_PILE_X + CARD_PILE[0] + INSET + PHONE_FAN
PHONE_BANDS_X = PHONE_TOP_X + CARD_TOP[0] + BANDS_GAP
PHONE_GROUP_W = PHONE_BANDS_X + PHONE_BANDS_W + MARGIN + PHONE_GLADS_W
PHONE_GLAD_PITCH = (38, 50)
PHONE_TAG_H = 30  # the count tag under the walk
PHONE_STATUS_Y = 440  # under the walk's count tag
PHONE_BUTTON_Y = BUTTON_Y  # Rest and Gladiola: under the status, above the raised cards' badges
PHONE_BUTTON_SIZE = theme.PHONE_TEXT  # their labels (no sub-labels: an icon says it)
PHONE_BUTTON_W = 236  # room for the longest label ("Se reposer") beside the icon and key cap
PHONE_TOTAL_W = 124  # the hand's blister total: a plaster and the number, left of Rest
PHONE_RANGE_LEFT = 64  # in its pace band, left of every range ("44–48" is 93 px wide)
PHONE_NUMBER = 28  # a day chip's number, a seat's card count
PHONE_RANGE = TEXT_BIG  # a pace band's range of kilometres
PHONE_COUNT = 24  # the count tags on the piles
PHONE_BADGE = TEXT  # the "+1" on a playable card's draw badge


def sort_key(c: Card) -> tuple[bool, int, int]:
    # The engine's hand order: distances and Finish by value, Gladiolas last.
    return c.sort_key()


def hand_keys(hand: list[Card]) -> list[tuple[Card, int]]:
    """A key per hand card that stays with the card when the hand re-sorts (equal cards are
    told apart by their count)."""
    seen: dict[Card, int] = {}
    keys = []
    for c in hand:
        seen[c] = seen.get(c, 0) + 1
        keys.append((c, seen[c]))
    return keys


GLADS_SHOWN = 2 * GLADS_ROW  # Gladiola cards the box has room for (two rows)


def laid_shown(laid: list[Laid]) -> tuple[list[Laid], int]:
    """The Gladiolas the box draws and how many earlier ones it counts in a "+N" in the
    last place instead (its number says all of them: none may silently drop off)."""
    if len(laid) <= GLADS_SHOWN:
        return list(laid), 0
    return list(laid[-(GLADS_SHOWN - 1) :]), len(laid) - (GLADS_SHOWN - 1)


def geo(area: pygame.Rect) -> dict:
    """The centre row: day chips, draw pile, walk pile top, pace bands and gladiolas; and
    where the status line and the buttons go under it."""
    if theme.largest():
        return phone_geo(area)
    gx = area.x + max(MARGIN, (area.w - GROUP_W) // 2)
    top = pygame.Rect(gx + TOP_X, ROW_Y, *CARD_TOP)
    bands = pygame.Rect(top.right + BANDS_GAP, ROW_Y, BANDS_W, top.h)
    glads_x = bands.right + MARGIN
    return {
        "area": area,
        "gx": gx,
        "cx": gx + GROUP_W // 2,
        "chips": stack(gx, ROW_Y, CHIP_W, [CHIP_H] * DAYS, CHIP_GAP),
        "pile": pygame.Rect(gx + PILE_X, ROW_Y + PILE_DROP, *CARD_PILE),
        "top": top,
        "bands": bands,
        "glads": pygame.Rect(glads_x, ROW_Y, gx + GROUP_W - glads_x, top.h),
        "status_y": STATUS_Y,
        "button_y": BUTTON_Y,
        "phone": False,  # the painters draw the phone layout's parts when True
    }


def phone_geo(area: pygame.Rect) -> dict:
    """:func:`geo` in the phone layout: narrower day chips, no captions under the piles (count
    tags instead), wider bands and gladiola box, the status and buttons closer."""
    gx = area.x + max(MARGIN, (area.w - PHONE_GROUP_W) // 2)
    y = PHONE_ROW_Y
    top = pygame.Rect(gx + PHONE_TOP_X, y, *CARD_TOP)
    return {
        "area": area,
        "gx": gx,
        "cx": gx + PHONE_GROUP_W // 2,
        "chips": stack(gx, y + 1, PHONE_CHIP_W, [CHIP_H] * DAYS, CHIP_GAP),
        "pile": pygame.Rect(gx + PHONE_PILE_X, y + PILE_DROP, *CARD_PILE),
        "top": top,
        "bands": pygame.Rect(gx + PHONE_BANDS_X, y, PHONE_BANDS_W, top.h),
        "glads": pygame.Rect(gx + PHONE_BANDS_X + PHONE_BANDS_W + MARGIN, y, PHONE_GLADS_W, top.h),
        "status_y": PHONE_STATUS_Y,
        "button_y": PHONE_BUTTON_Y,
        "phone": True,
    }


def pile_tag(g: dict) -> pygame.Rect:
    """The draw pile's count tag, on its bottom edge."""
    return centred(*PILE_TAG, (g["pile"].centerx, g["pile"].bottom + TAG_OVER))


def walk_tag(g: dict, n: int) -> pygame.Rect:
    """The phone layout's count of the cards walked today, under the walk's top card (it
    leaves the card's blisters in sight): as wide as its number."""
    tag = pygame.Rect(0, 0, 40 + 14 * len(str(n)), PHONE_TAG_H)
    tag.midtop = (g["top"].centerx, g["top"].bottom - TAG_OVER)
    return tag


def band_rect(box: pygame.Rect, draws: int) -> pygame.Rect:
    """The pace band for walks drawing ``draws`` cards, under the box's title."""
    return stack(box.x + INSET, box.y + BAND_TOP, box.w - 2 * INSET, [BAND_H] * len(BANDS), GAP)[
        draws
    ]


def phone_band_rect(box: pygame.Rect, draws: int) -> pygame.Rect:
    """The phone layout's pace band for walks drawing ``draws`` cards, three filling ``box``."""
    inner = box.inflate(-2 * INSET, -2 * INSET)
    n = len(BANDS)
    h = (inner.h - (n - 1) * GAP) // n
    return stack(inner.x, inner.y, inner.w, [h] * n, GAP)[draws]


def glad_slots(box: pygame.Rect, n: int) -> list[pygame.Rect]:
    """Where the gladiola box draws its ``n`` cards: rows of three under its count."""
    return grid(box.x + GAP, box.y + 108, CARD_MINI, GLAD_PITCH, GLADS_ROW, n)


def phone_glad_slots(box: pygame.Rect, n: int) -> list[pygame.Rect]:
    """:func:`glad_slots` in the phone layout: lower, further apart, each row centred."""
    pitch_x, pitch_y = PHONE_GLAD_PITCH
    slots = []
    for k in range(n):
        line, col = divmod(k, GLADS_ROW)
        in_row = min(GLADS_ROW, n - line * GLADS_ROW)
        x0 = box.centerx - (in_row * pitch_x - (pitch_x - CARD_MINI[0])) // 2
        slots.append(pygame.Rect(x0 + col * pitch_x, box.y + 106 + line * pitch_y, *CARD_MINI))
    return slots


def phone_day4_chip(box: pygame.Rect) -> pygame.Rect:
    """Day 4's chip in the gladiola box (the day they may be laid), before Day 4."""
    chip = pygame.Rect(0, 0, PHONE_CHIP_W, CHIP_H)
    chip.midbottom = (box.centerx, box.bottom - 22)
    return chip


def phone_total_rect(g: dict) -> pygame.Rect:
    """The phone layout's blister total of the hand: left of the Rest button, as high."""
    rest, _glad = button_rects(g)
    return pygame.Rect(rest.x - MARGIN - PHONE_TOTAL_W, rest.y, PHONE_TOTAL_W, rest.h)


def button_rects(g: dict) -> tuple[pygame.Rect, pygame.Rect]:
    """Rest (left of the centre) and Gladiola (right of it)."""
    y, cx = g["button_y"], g["cx"]
    w, half_gap = (PHONE_BUTTON_W, 14) if g["phone"] else (BUTTON_W, INSET)
    return (
        pygame.Rect(cx - half_gap - w, y, w, BUTTON_H),
        pygame.Rect(cx + half_gap, y, w, BUTTON_H),
    )


def seat_rects(area: pygame.Rect, n: int) -> list[pygame.Rect]:
    """The seat panels along the top, one per seat."""
    w = min(SEAT_W, (area.w - 48 - (n - 1) * SEAT_GAP) // n)
    x0 = area.x + (area.w - span([w] * n, SEAT_GAP)) // 2
    return row(x0, SEAT_Y, [w] * n, SEAT_H, SEAT_GAP)


def hand_rects(area: pygame.Rect, n: int) -> list[pygame.Rect]:
    """The viewer's ``n`` hand cards along the bottom, overlapping when they must."""
    left, right = area.x + HAND_MARGIN, area.right - HAND_MARGIN
    cw, ch = CARD_HAND
    if n <= 0:
        return []
    step = min(cw + 10, (right - left - cw) / max(1, n - 1)) if n > 1 else 0
    total = cw + step * (n - 1)
    x0 = left + (right - left - total) / 2
    return [pygame.Rect(round(x0 + i * step), HAND_Y, cw, ch) for i in range(n)]


def thinking_tag(seat_rect: pygame.Rect) -> pygame.Rect:
    """The "thinking..." tag under a bot's seat."""
    tag = pygame.Rect(0, 0, *THINKING_TAG)
    tag.midtop = (seat_rect.centerx, seat_rect.bottom - THINKING_OVER)
    return tag


def fan_y(seat_rect: pygame.Rect) -> int:
    """The top of the small cards on a seat's panel (its backs, or its hand in a review)."""
    return seat_rect.bottom - CARD_FAN[1] - FAN_BOTTOM


def panel_card_rect(seat_rect: pygame.Rect) -> pygame.Rect:
    """Where a seat's hidden cards leave from and arrive at, on its panel."""
    rect = pygame.Rect(0, 0, *CARD_MINI)
    rect.center = (seat_rect.x + 60, fan_y(seat_rect) + CARD_FAN[1] // 2)
    return rect


def hand_target(area: pygame.Rect, card: Card | None, hand: list[Card]) -> pygame.Rect:
    """Where a card joining ``hand`` will sit (an unknown card: the middle)."""
    if card is None:
        rects = hand_rects(area, len(hand) + 1)
        return rects[len(rects) // 2]
    new = sorted(hand + [card], key=sort_key)
    return hand_rects(area, len(new))[new.index(card)]


def status_rect(g: dict) -> pygame.Rect:
    """The band the status pill may fill (its widest and tallest)."""
    rect = pygame.Rect(0, 0, g["area"].w - 120 + STATUS_PAD, STATUS_H)
    rect.center = (g["cx"], g["status_y"])
    return rect

"""Where things sit on the Via Gladiola table: rects and positions, from the play area alone.

Pure geometry (no drawing, no table state), shared by the table's input, its animations
(motion.py) and its painting (paint.py, phone.py). At the largest text size (a phone's,
``theme.largest()``) the table takes its phone layout: ``geo`` answers ``phone_geo``.
"""

from __future__ import annotations

import pygame

from game.games.via_gladiola.cards import DAYS, Card
from game.games.via_gladiola.view import Laid
from game.ui import theme

# Card sizes: hand, the walk pile's top card, the day piles, small backs for opponents, a
# review's fanned hands, results rows.
CARD_HAND = (96, 136)
CARD_TOP = (150, 212)
CARD_PILE = (96, 136)
CARD_MINI = (30, 42)
CARD_FAN = (24, 34)
CARD_RESULT = (50, 70)
HAND_Y = 566  # the hand's top edge
HAND_LIFT = 18  # a playable card raised this much under the pointer
GROUP_W = 892  # width of the centre row (day track .. gladiolas)
BANDS = ((1, 5), (6, 10), (11, 15))  # VG-9: difference ranges drawing 0, 1, 2 cards
STATUS_Y = 448  # the status pill's centre: between the walk pile's caption and the buttons
STATUS_H = 44  # its height at most (the larger text too), so it stays off both
BUTTON_Y, BUTTON_H = 470, 50  # Rest and Gladiola: above the raised cards' draw badges

# The phone layout (the largest text size, ``theme.largest()``): fewer words, bigger. The day
# chips carry only their number (the top bar names the day), the piles their counts, the pace
# bands their ranges and draw icons, the gladiola box its count; every line left is at least
# theme.PHONE_TEXT. With no captions under the piles, the centre row, the status and the
# buttons close up.
PHONE_ROW_Y = 178  # the centre row's top: clear of a bot's "thinking" tag under its seat
PHONE_CHIP_W = 92  # a day chip: its icon and number
PHONE_CHIP_H, PHONE_CHIP_STEP = 48, 54
PHONE_BANDS_W = 196
PHONE_GLADS_W = 140
PHONE_FAN = 3 * 36  # the walk's cards below the top peek out this far
PHONE_GROUP_W = (
    PHONE_CHIP_W + 26 + CARD_PILE[0] + 10 + PHONE_FAN + CARD_TOP[0] + 24 + PHONE_BANDS_W + 16
) + PHONE_GLADS_W
PHONE_TAG_H = 30  # the count tag under the walk
PHONE_STATUS_Y = 440  # under the walk's count tag
PHONE_BUTTON_Y = 470  # Rest and Gladiola: under the status, above the raised cards' badges
PHONE_BUTTON_SIZE = 26  # their labels (no sub-labels: an icon says it)
PHONE_BUTTON_W = 236  # room for the longest label ("Se reposer") beside the icon and key cap
PHONE_TOTAL_W = 124  # the hand's blister total: a plaster and the number, left of Rest
PHONE_RANGE_LEFT = 64  # in its pace band, left of every range ("44–48" is 93 px wide)
PHONE_NUMBER = 28  # a day chip's number, a seat's card count
PHONE_RANGE = 30  # a pace band's range of kilometres
PHONE_COUNT = 24  # the count tags on the piles
PHONE_BADGE = 20  # the "+1" on a playable card's draw badge


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


GLADS_SHOWN = 6  # Gladiola cards the box has room for (two rows of three)


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
    gx = area.x + max(16, (area.w - GROUP_W) // 2)
    top = pygame.Rect(gx + 396, 188, *CARD_TOP)
    bands = pygame.Rect(top.right + 24, 188, 180, 212)
    return {
        "area": area,
        "gx": gx,
        "cx": gx + GROUP_W // 2,
        "chips": [pygame.Rect(gx, 188 + i * 54, 150, 48) for i in range(DAYS)],
        "pile": pygame.Rect(gx + 182, 214, *CARD_PILE),
        "top": top,
        "bands": bands,
        "glads": pygame.Rect(bands.right + 16, 188, gx + GROUP_W - bands.right - 16, 212),
        "status_y": STATUS_Y,
        "button_y": BUTTON_Y,
    }


def phone_geo(area: pygame.Rect) -> dict:
    """:func:`geo` in the phone layout: narrower day chips, no captions under the piles (count
    tags instead), wider bands and gladiola box, the status and buttons closer."""
    gx = area.x + max(16, (area.w - PHONE_GROUP_W) // 2)
    y = PHONE_ROW_Y
    pile = pygame.Rect(gx + PHONE_CHIP_W + 26, y + 26, *CARD_PILE)
    top = pygame.Rect(pile.right + 10 + PHONE_FAN, y, *CARD_TOP)
    bands = pygame.Rect(top.right + 24, y, PHONE_BANDS_W, CARD_TOP[1])
    return {
        "area": area,
        "gx": gx,
        "cx": gx + PHONE_GROUP_W // 2,
        "chips": [
            pygame.Rect(gx, y + 1 + i * PHONE_CHIP_STEP, PHONE_CHIP_W, PHONE_CHIP_H)
            for i in range(DAYS)
        ],
        "pile": pile,
        "top": top,
        "bands": bands,
        "glads": pygame.Rect(bands.right + 16, y, PHONE_GLADS_W, CARD_TOP[1]),
        "status_y": PHONE_STATUS_Y,
        "button_y": PHONE_BUTTON_Y,
    }


def pile_tag(g: dict) -> pygame.Rect:
    """The draw pile's count tag, on its bottom edge."""
    tag = pygame.Rect(0, 0, 52, 34)
    tag.center = (g["pile"].centerx, g["pile"].bottom + 6)
    return tag


def walk_tag(g: dict, n: int) -> pygame.Rect:
    """The phone layout's count of the cards walked today, under the walk's top card (it
    leaves the card's blisters in sight): as wide as its number."""
    tag = pygame.Rect(0, 0, 40 + 14 * len(str(n)), PHONE_TAG_H)
    tag.midtop = (g["top"].centerx, g["top"].bottom - 6)
    return tag


def phone_band_rect(box: pygame.Rect, draws: int) -> pygame.Rect:
    """The phone layout's pace band for walks drawing ``draws`` cards, three filling ``box``."""
    h = (box.h - 20 - 2 * 8) // 3
    return pygame.Rect(box.x + 10, box.y + 10 + draws * (h + 8), box.w - 20, h)


def phone_day4_chip(box: pygame.Rect) -> pygame.Rect:
    """Day 4's chip in the gladiola box (the day they may be laid), before Day 4."""
    chip = pygame.Rect(0, 0, PHONE_CHIP_W, PHONE_CHIP_H)
    chip.midbottom = (box.centerx, box.bottom - 22)
    return chip


def phone_total_rect(g: dict) -> pygame.Rect:
    """The phone layout's blister total of the hand: left of the Rest button, as high."""
    rest, _glad = button_rects(g)
    return pygame.Rect(rest.x - 16 - PHONE_TOTAL_W, rest.y, PHONE_TOTAL_W, rest.h)


def button_rects(g: dict) -> tuple[pygame.Rect, pygame.Rect]:
    """Rest (left of the centre) and Gladiola (right of it)."""
    y = g["button_y"]
    if theme.largest():
        w = PHONE_BUTTON_W
        return (
            pygame.Rect(g["cx"] - 14 - w, y, w, BUTTON_H),
            pygame.Rect(g["cx"] + 14, y, w, BUTTON_H),
        )
    return (
        pygame.Rect(g["cx"] - 214, y, 204, BUTTON_H),
        pygame.Rect(g["cx"] + 10, y, 204, BUTTON_H),
    )


def seat_rects(area: pygame.Rect, n: int) -> list[pygame.Rect]:
    """The seat panels along the top, one per seat."""
    w = min(236, (area.w - 48 - (n - 1) * 12) // n)
    total = n * w + (n - 1) * 12
    x0 = area.x + (area.w - total) // 2
    return [pygame.Rect(x0 + i * (w + 12), 62, w, 100) for i in range(n)]


def hand_rects(area: pygame.Rect, n: int) -> list[pygame.Rect]:
    """The viewer's ``n`` hand cards along the bottom, overlapping when they must."""
    left, right = area.x + 28, area.right - 28
    cw, ch = CARD_HAND
    if n <= 0:
        return []
    step = min(cw + 10, (right - left - cw) / max(1, n - 1)) if n > 1 else 0
    total = cw + step * (n - 1)
    x0 = left + (right - left - total) / 2
    return [pygame.Rect(round(x0 + i * step), HAND_Y, cw, ch) for i in range(n)]


def panel_card_rect(seat_rect: pygame.Rect) -> pygame.Rect:
    """Where a seat's hidden cards leave from and arrive at, on its panel."""
    rect = pygame.Rect(0, 0, *CARD_MINI)
    rect.center = (seat_rect.x + 60, seat_rect.bottom - 23)
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
    rect = pygame.Rect(0, 0, g["area"].w - 120 + 44, STATUS_H)
    rect.center = (g["cx"], g["status_y"])
    return rect

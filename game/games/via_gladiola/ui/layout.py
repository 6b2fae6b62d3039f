"""Where things sit on the Via Gladiola table: rects and positions, from the play area alone.

Pure geometry (no drawing, no table state), shared by the table's input, its animations
(motion.py) and its painting (paint.py).
"""

from __future__ import annotations

import pygame

from game.games.via_gladiola.cards import DAYS

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


def ckey(c: dict) -> tuple:
    return (c["kind"], c["value"], c["blisters"])


def sort_key(c: dict) -> tuple:
    # The engine's hand order: distances and Finish by value, Gladiolas last.
    return (c["kind"] == "gladiola", c["value"] or 0, c["blisters"])


def hand_keys(hand: list[dict]) -> list[tuple]:
    """A key per hand card that stays with the card when the hand re-sorts (equal cards are
    told apart by their count)."""
    seen: dict[tuple, int] = {}
    keys = []
    for c in hand:
        k = ckey(c)
        seen[k] = seen.get(k, 0) + 1
        keys.append((k, seen[k]))
    return keys


def geo(area: pygame.Rect) -> dict:
    """The centre row: day chips, draw pile, walk pile top, pace bands and gladiolas."""
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
    }


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


def hand_target(area: pygame.Rect, card: dict | None, hand: list[dict]) -> pygame.Rect:
    """Where a card joining ``hand`` will sit (an unknown card: the middle)."""
    if card is None:
        rects = hand_rects(area, len(hand) + 1)
        return rects[len(rects) // 2]
    new = sorted(hand + [card], key=sort_key)
    return hand_rects(area, len(new))[new.index(card)]


def status_rect(g: dict) -> pygame.Rect:
    """The band the status pill may fill (its widest and tallest)."""
    rect = pygame.Rect(0, 0, g["area"].w - 120 + 44, STATUS_H)
    rect.center = (g["cx"], STATUS_Y)
    return rect

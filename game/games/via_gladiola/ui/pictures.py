"""Via Gladiola's rules-page pictures, one per "vg:*" key its GAME.rules_pages ask for.

The rules screen (game/ui/scenes/rules.py) draws ``PICTURES[key](surface, box)`` clipped to
``box``. The cards shown are real
cards of the deck (cards.py), so their blisters match the ones in play.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.via_gladiola.cards import (
    DISTANCE,
    DISTANCE_BLISTERS,
    FINISH,
    FINISH_KM,
    GLADIOLA,
    Card,
    start_card,
)
from game.games.via_gladiola.ui import art as card_art
from game.games.via_gladiola.ui.layout import BANDS
from game.ui import draw, theme

SIZE = (84, 118)  # a card on the rules page
PAD = 14  # room between the cards (with their soft shadows) and the picture's edge


def distance(km: int) -> Card:
    return Card(DISTANCE, km, DISTANCE_BLISTERS[km - 1])


def finish(blisters: int) -> Card:
    return Card(FINISH, FINISH_KM, blisters)


def gladiola(blisters: int) -> Card:
    return Card(GLADIOLA, None, blisters)


def card_size(box: pygame.Rect) -> tuple[int, int]:
    """SIZE, or smaller in a box too low for it (shadows keep clear of the edge)."""
    h = min(SIZE[1], box.h - 2 * PAD)
    return (round(h * SIZE[0] / SIZE[1]), h)


def fan(
    surface: pygame.Surface, box: pygame.Rect, cards: list[Card], day: int | None = None
) -> None:
    """Cards side by side, centred in ``box``, overlapping when they must; their shadows keep
    clear of the box's edge."""
    size = card_size(box)
    room = box.w - 2 * PAD - size[0]
    step = min(size[0] + 8, room // max(1, len(cards) - 1)) if len(cards) > 1 else 0
    x0 = box.centerx - (size[0] + step * (len(cards) - 1)) // 2
    for i, c in enumerate(cards):
        r = pygame.Rect(x0 + i * step, box.centery - size[1] // 2, *size)
        card_art.blit(surface, card_art.face(c, size, day), r)


def pace_bands(surface: pygame.Surface, box: pygame.Rect) -> None:
    """VG-9's example: the 21 on top, and the steps that draw 0, 1 or 2 cards."""
    top_km = 21
    size = card_size(box)
    inset = 10  # the card and the bands from the picture's sides
    top = pygame.Rect(box.x + inset, box.centery - size[1] // 2, *size)
    card_art.blit(surface, card_art.face(distance(top_km), top.size), top)
    row = size[1] // len(BANDS)
    for d, (lo, hi) in enumerate(BANDS):
        x = top.right + 14
        r = pygame.Rect(x, top.y + 4 + d * row, box.right - inset - x, row - 6)
        pygame.draw.rect(surface, theme.BAND_COLOURS[d], r, border_radius=10)
        draw.draw_icons(surface, (r.x + 24, r.centery), d, 16)
        label = f"{top_km + lo}–{top_km + hi}"
        theme.blit_text(
            surface, label, 18, (r.right - 10, r.centery), theme.INK, "bold", "midright"
        )


def start(surface: pygame.Surface, box: pygame.Rect) -> None:
    """Day 1's start card beside the face-down draw pile."""
    size = card_size(box)
    gap = 12  # either side of the middle
    top = box.centery - size[1] // 2
    pile = pygame.Rect(box.centerx - size[0] - gap, top, *size)
    for k in range(3):
        card_art.blit(surface, card_art.back(size), pile.move(-k * 3, -k * 3))
    first = pygame.Rect(box.centerx + gap, top, *size)
    card_art.blit(surface, card_art.face(start_card(1), size, 1), first)


Picture = Callable[[pygame.Surface, pygame.Rect], None]


PICTURES: dict[str, Picture] = {
    "vg:finish": lambda s, b: fan(s, b, [distance(41), finish(1)]),
    "vg:cards": lambda s, b: fan(s, b, [distance(5), distance(18), distance(29)]),
    "vg:start": start,
    "vg:pace_bands": pace_bands,
    "vg:gladiola": lambda s, b: fan(s, b, [gladiola(3), gladiola(5)]),
}

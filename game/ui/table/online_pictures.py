"""The picture reactions of an online table, drawn in code in Meadow's look: a meadow flower,
a bee, a smiling sun. Sent as their key (protocol.REACTIONS), never as pictures; each also has
its words (online_words.REACTION_WORDS) for the log's chat tab and the spoken layer.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.ui import draw, theme
from game.ui.table import palette

STRIPE = theme.INK


def flower(surface: pygame.Surface, center: tuple[float, float], size: int) -> None:
    """Five round petals around a sun-yellow heart, on a stem with one leaf."""
    cx, cy = center
    r = size / 2
    head = (cx, cy - r * 0.22)
    stem_w = max(2, round(size / 14))
    pygame.draw.line(surface, theme.LEAF, (cx, head[1]), (cx, cy + r), stem_w)
    leaf = pygame.Rect(0, 0, round(r * 0.62), round(r * 0.3))
    leaf.midleft = (round(cx), round(cy + r * 0.62))
    pygame.draw.ellipse(surface, theme.LEAF, leaf)
    petal = max(3, round(r * 0.3))
    for k in range(5):
        a = -math.pi / 2 + k * 2 * math.pi / 5
        at = (head[0] + math.cos(a) * r * 0.36, head[1] + math.sin(a) * r * 0.36)
        pygame.draw.circle(surface, palette.PETAL_EDGE, at, petal + 1)
        pygame.draw.circle(surface, palette.PETAL, at, petal)
    pygame.draw.circle(surface, theme.SUN_DARK, head, max(3, round(r * 0.24)))
    pygame.draw.circle(surface, theme.SUN, head, max(2, round(r * 0.19)))


def bee(surface: pygame.Surface, center: tuple[float, float], size: int) -> None:
    """A round striped bee with two pale wings and a friendly eye."""
    cx, cy = center
    r = size / 2
    for dx in (-0.22, 0.14):
        wing = pygame.Rect(0, 0, round(r * 0.62), round(r * 0.78))
        wing.midbottom = (round(cx + dx * r), round(cy - r * 0.12))
        pygame.draw.ellipse(surface, palette.WING, wing)
        pygame.draw.ellipse(surface, theme.INK_SOFT, wing, max(1, round(size / 30)))
    body = pygame.Rect(0, 0, round(r * 1.7), round(r * 1.1))
    body.center = (round(cx), round(cy + r * 0.22))
    pygame.draw.ellipse(surface, theme.SUN, body)
    clip = surface.get_clip()
    surface.set_clip(body.clip(clip) if clip else body)
    band = max(2, round(r * 0.2))
    for k in (-0.22, 0.22):
        x = round(cx + k * r)
        pygame.draw.line(surface, STRIPE, (x, body.top), (x, body.bottom), band)
    surface.set_clip(clip)
    pygame.draw.ellipse(surface, STRIPE, body, max(2, round(size / 22)))
    eye = (cx + r * 0.56, cy + r * 0.1)
    pygame.draw.circle(surface, STRIPE, eye, max(2, round(r * 0.09)))
    tail = [(body.left + 1, body.centery - 3), (body.left - r * 0.22, body.centery),
            (body.left + 1, body.centery + 3)]  # fmt: skip
    pygame.draw.polygon(surface, STRIPE, tail)


def sun(surface: pygame.Surface, center: tuple[float, float], size: int) -> None:
    """Meadow's sun (its rays, as on the coach's notes) with a smile."""
    cx, cy = center
    r = max(4, round(size * 0.27))
    draw.sun(surface, (cx, cy), r, theme.SUN)
    pygame.draw.circle(surface, theme.SUN_DARK, (cx, cy), r, max(1, r // 6))
    eye = max(1, r // 7)
    for dx in (-0.35, 0.35):
        pygame.draw.circle(surface, theme.INK, (cx + dx * r, cy - r * 0.18), eye)
    smile = pygame.Rect(0, 0, round(r * 1.0), round(r * 0.7))
    smile.center = (round(cx), round(cy + r * 0.12))
    pygame.draw.arc(surface, theme.INK, smile, math.pi * 1.15, math.pi * 1.85, max(1, r // 7))


# Every picture reaction (a key of protocol.REACTIONS) and how it is drawn.
PICTURES: dict[str, Callable[[pygame.Surface, tuple[float, float], int], None]] = {
    "flower": flower,
    "bee": bee,
    "sun": sun,
}


def picture(key: object) -> Callable[[pygame.Surface, tuple[int, int]], None] | None:
    """A button's icon of reaction ``key`` (None: a reaction in words only)."""
    paint = PICTURES.get(key) if isinstance(key, str) else None
    if paint is None:
        return None
    return lambda surface, c: paint(surface, c, 40)

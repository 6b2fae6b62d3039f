"""Pieces several screens share: the meadow backdrop, headings, cream sheets, game art."""

from __future__ import annotations

import math

import pygame

from game.games.via_gladiola.ui import art as card_art
from game.i18n import t
from game.ui import draw, theme
from game.ui.layout import W


def backdrop(surface: pygame.Surface, time: float = 0.0, sun: bool = True) -> None:
    """Sky over a meadow, a slow sun: for menus (tables use the felt)."""
    surface.blit(draw.felt("meadow"), (0, 0))
    if sun:
        draw.sun(surface, (W - 116, 70 + math.sin(time * 0.4) * 3), 28)


def heading(surface: pygame.Surface, text: str, y: int, size: int = 40, x: int = W // 2) -> None:
    theme.blit_text(surface, text, size, (x + 2, y + 3), (20, 50, 30), "bold", "center")
    theme.blit_text(surface, text, size, (x, y), theme.CREAM, "bold", "center")


def sheet(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 245) -> None:
    """A cream sheet of paper for forms and results."""
    draw.panel(surface, rect, theme.CREAM, alpha, 24, theme.CREAM_EDGE, 6)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    surface.blit(draw.veil(surface.get_size(), (10, 24, 14, alpha)), (0, 0))


def game_art(surface: pygame.Surface, name: str, rect: pygame.Rect) -> None:
    """A small illustration of each game for the title tiles."""
    cx, cy = rect.center
    if name == "via_gladiola":
        for i, (kind, value, b) in enumerate(
            (("distance", 12, 2), ("distance", 27, 3), ("finish", 50, 1))
        ):
            card = {"kind": kind, "value": value, "blisters": b}
            r = pygame.Rect(0, 0, 66, 94)
            r.center = (cx - 84 + i * 54, cy + 4 - (i == 1) * 8)
            card_art.blit(surface, card_art.face(card, (66, 94)), r)
        draw.gladiola(surface, (cx + 96, cy + 58), 110)
    elif name == "gloschli":
        for i in range(3):
            r = pygame.Rect(0, 0, 62, 88)
            r.center = (cx - 50 + i * 50, cy + (i % 2) * 8)
            card_art.blit(surface, card_art.back((62, 88)), r)
        pygame.draw.circle(surface, (130, 200, 120), (cx + 6, cy - 6), 30)
        for dx in (-10, 10):
            pygame.draw.circle(surface, theme.WHITE, (cx + 6 + dx, cy - 12), 8)
            pygame.draw.circle(surface, theme.INK, (cx + 8 + dx, cy - 11), 4)
        pygame.draw.arc(surface, theme.INK, (cx - 8, cy - 8, 28, 20), 3.5, 6.0, 3)
    else:
        colours = ((230, 159, 0), (86, 180, 233), (0, 158, 115), (204, 121, 167), (240, 228, 66))
        for row in range(3):
            for col in range(4):
                r = pygame.Rect(0, 0, 44, 32)
                r.center = (cx - 72 + col * 48, cy - 36 + row * 36)
                pygame.draw.rect(surface, theme.CREAM, r, border_radius=6)
                c = colours[(row * 4 + col) % 5]
                for k in range(5):
                    a = k * 2 * math.pi / 5
                    pygame.draw.circle(
                        surface, c, (r.centerx + math.cos(a) * 6, r.centery + math.sin(a) * 6), 5
                    )
                pygame.draw.circle(surface, (250, 230, 120), r.center, 4)


def game_title(name: str) -> str:
    return t(f"game.{name}.name")


def game_tagline(name: str) -> str:
    return t(f"game.{name}.tagline")

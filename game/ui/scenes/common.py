"""Pieces several screens share: the meadow backdrop, headings, cream sheets, game art."""

from __future__ import annotations

import math

import pygame

from game.i18n import t
from game.ui import draw, theme
from game.ui.game_ui import game_ui
from game.ui.layout import W, centred_row
from game.ui.scenes.palette import CARD_ALPHA, HEADING_SHADOW, SHEET_ALPHA, VEIL, VEIL_ALPHA
from game.ui.scenes.scale import Gap


def backdrop(
    surface: pygame.Surface, time: float = 0.0, sun: bool = True, plain: bool = False
) -> None:
    """Sky over a meadow, a slow sun: for menus (tables use the felt). ``plain``: the sky's
    gradient without the grass and the vignette until they are painted (draw.felt)."""
    surface.blit(draw.felt("meadow", plain), (0, 0))
    if sun:
        draw.sun(surface, (W - 116, 70 + math.sin(time * 0.4) * 3), 28)


def heading(surface: pygame.Surface, text: str, y: int, size: int = 40, x: int = W // 2) -> None:
    theme.blit_text(surface, text, size, (x + 2, y + 3), HEADING_SHADOW, "bold", "center")
    theme.blit_text(surface, text, size, (x, y), theme.CREAM, "bold", "center")


def sheet(surface: pygame.Surface, rect: pygame.Rect, alpha: int = SHEET_ALPHA) -> None:
    """A cream sheet of paper for forms and results."""
    draw.panel(surface, rect, theme.CREAM, alpha, 24, theme.CREAM_EDGE, 6)


def dim(surface: pygame.Surface, alpha: int = VEIL_ALPHA) -> None:
    surface.blit(draw.veil(surface.get_size(), (*VEIL, alpha)), (0, 0))


def game_art(surface: pygame.Surface, name: str, rect: pygame.Rect) -> None:
    """A small illustration of each game for the title tiles: its ui/art.py ``tile``."""
    tile = game_ui(name).tile
    if tile is not None:  # a game without a tile picture shows its name and tagline only
        tile(surface, rect)


def game_title(name: str) -> str:
    return t(f"game.{name}.name")


def game_tagline(name: str) -> str:
    return t(f"game.{name}.tagline")


def phone_words(key: str, **kw: object) -> str:
    """The text for ``key``; at the largest text size its shorter form (the catalog's
    ``<key>.short``) when it has one, so that the words keep a phone's size in their room."""
    if theme.largest():
        short = f"{key}.short"
        if t(short) != short:
            return t(short, **kw)
    return t(key, **kw)


CARD_RADIUS = 22
BOX_RADIUS = 14  # a share line's corners, a game's picture's box
CARD_BAND = Gap.SNUG  # the game's colour along a card's top


def card(surface: pygame.Surface, rect: pygame.Rect, accent, lift: int = 0) -> None:
    """A cream card with its game's colour along the top: a title tile, a records column, the
    statistics' sheet (``lift``: raised under the pointer)."""
    draw.panel(surface, rect, theme.CREAM, CARD_ALPHA, CARD_RADIUS, theme.CREAM_EDGE, 5 + lift)
    band = pygame.Rect(rect.x, rect.y, rect.w, CARD_BAND)
    pygame.draw.rect(
        surface,
        accent,
        band,
        border_top_left_radius=CARD_RADIUS,
        border_top_right_radius=CARD_RADIUS,
    )


def text_lines(
    surface: pygame.Surface,
    lines: list[str],
    size: int,
    at: tuple[int, int],
    step: int,
    colour,
    anchor: str = "midtop",
) -> None:
    """Lines of bold text one under another, ``step`` apart, the first at ``at``."""
    x, y = at
    for i, line in enumerate(lines):
        theme.blit_text(surface, line, size, (x, y + i * step), colour, "bold", anchor)


MESSAGE_W = W - 300  # a message line under a screen's sheets
TAB_W = 250  # a game's tab on the screens that show one game at a time
TAB_GAP = Gap.STEP


def game_tabs(n: int, y: int, h: int) -> list[pygame.Rect]:
    """The games' tabs, a centred row at ``y``."""
    return centred_row([TAB_W] * n, y, h, TAB_GAP)

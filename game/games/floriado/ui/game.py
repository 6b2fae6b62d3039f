"""Floriado's interface as the screens see it.

Its title tile is drawn here: the card art, the rules pictures and the table load when they are
first shown, and the title (the first frame) starts sooner without them.
"""

from __future__ import annotations

import math

import pygame

from game.ui import theme
from game.ui.game_ui import GameUI, LazyPictures


def _table() -> type:
    # Loaded when a game opens: the title draws only the tile, and starts sooner without it.
    from game.games.floriado.ui.table import FloriadoTable

    return FloriadoTable


def tile(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The game's picture on its title tile: a little field of flower cards."""
    cx, cy = rect.center
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


UI = GameUI(
    table=_table,
    tile=tile,
    pictures=LazyPictures("game.games.floriado.ui.pictures:PICTURES"),
    caches=("game.games.floriado.ui.art:_cache",),
)

"""Floriado's interface as the screens see it.

Its title tile is drawn here: the card art, the rules pictures and the table load when they are
first shown, and the title (the first frame) starts sooner without them.
"""

from __future__ import annotations

import math

import pygame

from game.games.floriado.ui import palette
from game.ui import theme
from game.ui.game_ui import GameUI, LazyPictures
from game.ui.layout import centred, grid


def _table() -> type:
    # Loaded when a game opens: the title draws only the tile, and starts sooner without it.
    from game.games.floriado.ui.table import FloriadoTable

    return FloriadoTable


def tile(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The game's picture on its title tile: a little field of flower cards."""
    colours = (
        palette.ORANGE,
        palette.SKY_BLUE,
        palette.BLUISH_GREEN,
        palette.REDDISH_PURPLE,
        palette.YELLOW,
    )
    cell, gap, cols, rows = (44, 32), 4, 4, 3
    pitch = (cell[0] + gap, cell[1] + gap)
    block = centred(cols * pitch[0] - gap, rows * pitch[1] - gap, rect.center)
    petals, reach = 5, 6  # each flower: five petals round its heart, this far from it
    for k, r in enumerate(grid(block.x, block.y, cell, pitch, cols, cols * rows)):
        pygame.draw.rect(surface, theme.CREAM, r, border_radius=6)
        c = colours[k % len(colours)]
        for i in range(petals):
            a = i * 2 * math.pi / petals
            at = (r.centerx + math.cos(a) * reach, r.centery + math.sin(a) * reach)
            pygame.draw.circle(surface, c, at, 5)
        pygame.draw.circle(surface, palette.TILE_HEART, r.center, 4)


UI = GameUI(
    table=_table,
    tile=tile,
    pictures=LazyPictures("game.games.floriado.ui.pictures:PICTURES"),
    caches=("game.games.floriado.ui.art:_cache",),
)

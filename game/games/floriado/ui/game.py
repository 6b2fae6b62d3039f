"""Floriado's interface as the screens see it."""

from game.games.floriado.ui import art, pictures
from game.games.floriado.ui.table import FloriadoTable
from game.ui.game_ui import GameUI

UI = GameUI(table=FloriadoTable, tile=art.tile, pictures=pictures.PICTURES, caches=(art._cache,))

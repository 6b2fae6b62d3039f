"""Floriado's interface as the screens see it."""

from game.games.floriado.ui import art, pictures
from game.ui.game_ui import GameUI


def _table() -> type:
    # Loaded when a game opens: the title draws only the tile, and starts sooner without it.
    from game.games.floriado.ui.table import FloriadoTable

    return FloriadoTable


UI = GameUI(table=_table, tile=art.tile, pictures=pictures.PICTURES, caches=(art._cache,))

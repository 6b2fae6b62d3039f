"""Via Gladiola's interface as the screens see it."""

from game.games.via_gladiola.ui import art, pictures
from game.ui.game_ui import GameUI


def _table() -> type:
    # Loaded when a game opens: the title draws only the tile, and starts sooner without it.
    from game.games.via_gladiola.ui.table import ViaGladiolaTable

    return ViaGladiolaTable


UI = GameUI(table=_table, tile=art.tile, pictures=pictures.PICTURES, caches=(art._faces,))

"""Via Gladiola's interface as the screens see it."""

from game.games.via_gladiola.ui import art, pictures
from game.games.via_gladiola.ui.table import ViaGladiolaTable
from game.ui.game_ui import GameUI

UI = GameUI(table=ViaGladiolaTable, tile=art.tile, pictures=pictures.PICTURES, caches=(art._faces,))

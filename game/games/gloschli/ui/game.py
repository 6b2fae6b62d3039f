"""Gloschli's interface as the screens see it."""

from game.games.gloschli.ui import art, pictures
from game.games.gloschli.ui.table import GloschliTable
from game.ui.game_ui import GameUI

UI = GameUI(table=GloschliTable, tile=art.tile, pictures=pictures.PICTURES, caches=(art._cache,))

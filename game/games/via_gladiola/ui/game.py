"""Via Gladiola's interface as the screens see it."""

from game.games.via_gladiola.ui import art
from game.ui.game_ui import GameUI, LazyPictures


def _table() -> type:
    # Loaded when a game opens: the title draws only the tile, and starts sooner without it.
    from game.games.via_gladiola.ui.table import ViaGladiolaTable

    return ViaGladiolaTable


# The rules pictures load when the rules screen first shows one (the title draws only the tile).
UI = GameUI(
    table=_table,
    tile=art.tile,
    pictures=LazyPictures("game.games.via_gladiola.ui.pictures:PICTURES"),
    caches=(art._faces,),
)

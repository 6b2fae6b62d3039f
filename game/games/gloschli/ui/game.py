"""Gloschli's interface as the screens see it."""

from game.games.gloschli.ui import art
from game.ui.game_ui import GameUI, LazyPictures


def _table() -> type:
    # Loaded when a game opens: the title draws only the tile, and starts sooner without it.
    from game.games.gloschli.ui.table import GloschliTable

    return GloschliTable


# The rules pictures load when the rules screen first shows one (the title draws only the tile).
UI = GameUI(
    table=_table,
    tile=art.tile,
    pictures=LazyPictures("game.games.gloschli.ui.pictures:PICTURES"),
    caches=(art._cache,),
)

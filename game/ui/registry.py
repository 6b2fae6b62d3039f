"""The games the title screen offers, and how each one's table and results are made.

Adding a game's table (issue 8) is one entry here: its setup options and a factory for its
table scene; everything else (setup, seats, bots, pause, autosave, Continue) is shared.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scene import Scene
    from game.ui.session import Session


@dataclass(frozen=True)
class GameEntry:
    name: str  # the engine's name (game.engine.GAMES)
    min_players: int
    max_players: int
    # Boolean rule options the setup screen offers: (option key, i18n key of its label).
    toggles: tuple[tuple[str, str], ...] = ()
    has_start_player: bool = True
    table: Callable[[App, Session], Scene] | None = None  # None: "coming soon"
    accent: tuple[int, int, int] = (226, 72, 104)
    extra: dict = field(default_factory=dict)

    @property
    def playable(self) -> bool:
        return self.table is not None


def _via_gladiola_table(app: App, session: Session) -> Scene:
    from game.ui.scenes.via_gladiola import ViaGladiolaTable

    return ViaGladiolaTable(app, session)


def _gloschli_table(app: App, session: Session) -> Scene:
    from game.ui.scenes.gloschli import GloschliTable

    return GloschliTable(app, session)


def _floriado_table(app: App, session: Session) -> Scene:
    from game.ui.scenes.floriado import FloriadoTable

    return FloriadoTable(app, session)


ENTRIES: tuple[GameEntry, ...] = (
    GameEntry(
        "via_gladiola",
        2,
        5,
        toggles=(("last_card", "setup.last_card"),),
        table=_via_gladiola_table,
        accent=(226, 72, 104),
    ),
    GameEntry(
        "gloschli",
        2,
        6,
        toggles=(("memory_aid", "gl.setup.memory_aid"),),
        table=_gloschli_table,
        accent=(86, 180, 233),
        # non-boolean options for the setup screen: (key, label key, [(value, label args)], default)
        extra={"choices": (("target", "gl.setup.target", (50, 100, 150), 100),)},
    ),
    GameEntry(
        "floriado",
        2,
        2,
        has_start_player=False,
        table=_floriado_table,
        accent=(230, 159, 0),
    ),
)


def entry(name: str) -> GameEntry:
    for e in ENTRIES:
        if e.name == name:
            return e
    raise KeyError(name)

"""Scenes reach each other by name, so no scene module imports another that imports it back.

``make("settings", app)`` builds a registered scene (a class in ``game/ui/scenes/``); a game's
table is the class its ``SPEC.table`` names in ``game/games/<name>/ui/table.py``. Starting and
continuing games live here too: they are where the title, the set-up, the results and the table
meet.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from game.core.catalog import GameSpec, spec
from game.core.match import Seat, Session
from game.storage import KEY_AUTOSAVE

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scene import Scene

# name -> (module in game/ui/scenes, class)
SCENES: dict[str, tuple[str, str]] = {
    "title": ("title", "TitleScene"),
    "setup": ("setup", "SetupScene"),
    "settings": ("settings", "SettingsScene"),
    "rules": ("rules", "RulesScene"),
    "records": ("records", "RecordsScene"),
    "keys": ("keys", "KeysScene"),
    "pause": ("pause", "PauseScene"),
    "pass_device": ("pass_device", "PassScene"),
}


def scene_class(name: str) -> type:
    module, cls = SCENES[name]
    return getattr(importlib.import_module(f"game.ui.scenes.{module}"), cls)


def make(name: str, app: App, *args: Any) -> Scene:
    """A new scene of the registered kind ``name``."""
    return scene_class(name)(app, *args)


def is_scene(scene: object, name: str) -> bool:
    return isinstance(scene, scene_class(name))


def table_for(app: App, session: Session) -> Scene:
    game = spec(session.game)
    module = importlib.import_module(f"game.games.{game.name}.ui.table")
    return getattr(module, game.table)(app, session)


def start_game(app: App, game: GameSpec, seats: list[Seat], options: dict) -> None:
    """Start a fresh game from the set-up screen (or again from its results)."""
    session = Session(game.name, seats, options, app.rng.randrange(1 << 31))
    table = table_for(app, session)
    app.reset(make("title", app))
    app.push(table)
    table.save()


GUARD_FRAMES = 120  # the first frames of a continued game run guarded (about 2 s)


def open_saved(app: App, data: object) -> bool:
    """Continue a saved game, guarded end to end (issue 19): if building the table, its
    ``enter`` or its first frames fail, the save is set aside (kept, never opened again), the
    title returns and one notice says so."""
    try:
        session = Session.from_save(data)
        table = table_for(app, session)
        app.reset(make("title", app))
        app.push(table)  # enter(): sync, pass screen, warm-up drawing
    except Exception:  # a hand-edited or damaged save: any failure at all
        saved_game_failed(app)
        return False
    app.guard(table, GUARD_FRAMES, lambda: saved_game_failed(app))
    return True


def saved_game_failed(app: App) -> None:
    """The saved game cannot be played: keep it aside, tell the person once, show the title."""
    app.storage.set_aside(KEY_AUTOSAVE)
    app.storage.note("notice.autosave.broken")
    app.reset(make("title", app))

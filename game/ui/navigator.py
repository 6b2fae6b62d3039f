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
from game.core.contract import IllegalAction
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


def open_saved(app: App, data: object) -> bool:
    """Continue a saved game; an unusable save is reported once and dropped."""
    try:
        session = Session.from_save(data)
        table = table_for(app, session)
    except (IllegalAction, ValueError, KeyError, TypeError, AttributeError, IndexError):
        app.storage.reject(KEY_AUTOSAVE)
        app.reset(make("title", app))
        return False
    app.reset(make("title", app))
    app.push(table)
    return True

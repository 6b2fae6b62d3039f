"""The saves' screens as PNGs (1280x720): the Continue list, the question before a new game
replaces a save, the pause menu with Restart and New game, a name being typed, the settings
with volume and fullscreen, and the set-up at the larger text size.

``python tools/screenshots_saves.py [out_dir]`` (default: docs/screenshots/). Fixed seeds
and an in-memory store, SDL's dummy drivers; the saves show the time of the run.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from shotlib import DOCS_SHOTS, shot  # headless SDL, game importable

from game.storage import KEY_SETTINGS, MemoryBackend, Storage
from game.ui import testing as T
from game.ui.app import App


def park(app: App) -> None:
    """The pointer off every control, so no hover shows (moved there, not clicked)."""
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    app.step(T.DT, [motion])
    T.run(app, 2)


def main(out: Path, larger: bool = False) -> None:
    out.mkdir(parents=True, exist_ok=True)
    storage = Storage(MemoryBackend())
    storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": True, "hints": False})
    app = App(storage=storage, seed=21)
    T.run(app, 2)
    # Two games under way: Gloschli with typed names, then Floriado.
    T.click(app, "game.gloschli")
    T.click(app, "seat0.name")
    T.type_text(app, "Mia")
    T.key(app, pygame.K_RETURN)
    T.click(app, "seat1.name")
    T.type_text(app, "Grandpa Jo")
    T.run(app, 1)
    park(app)
    shot(app, out, "setup_names.png")
    T.key(app, pygame.K_RETURN)
    T.click(app, "start")
    T.run(app, 30, 0.1)
    T.click(app, "menu")
    T.run(app, 2)
    park(app)
    shot(app, out, "pause.png")
    T.click(app, "quit_title")
    T.click(app, "game.floriado")
    T.click(app, "start")
    T.run(app, 30, 0.1)
    T.click(app, "menu")
    T.click(app, "quit_title")
    park(app)
    shot(app, out, "title_saved.png")
    T.click(app, "continue")
    park(app)
    shot(app, out, "continue.png")
    T.click(app, "back")
    T.click(app, "game.gloschli")
    T.click(app, "start")
    T.run(app, 20)
    shot(app, out, "confirm_new_game.png")
    T.click(app, "confirm.cancel")
    T.click(app, "back")
    T.click(app, "settings")
    park(app)
    shot(app, out, "settings.png")
    T.click(app, "text_size")  # larger text
    T.click(app, "back")
    T.click(app, "game.via_gladiola")
    park(app)
    shot(app, out, "setup_larger_text.png")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DOCS_SHOTS)

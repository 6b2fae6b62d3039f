"""Render the settings for motion and keys, and the desktop's spoken lines, headless, driving
the App by keys as a player would.

``python tools/screenshots_a11y.py`` writes into docs/screenshots/: settings_motion.png (reduce
motion On, focused), own_keys.png (the log's key moved to J), own_keys_taken.png (M refused:
Sound has it), own_keys_de.png (German, largest text) and spoken_lines.png (the spoken lines
window at a Via Gladiola table, text enlarged). Deterministic: fixed seeds, an in-memory store.
"""

from __future__ import annotations

import random

import pygame
from shotlib import DOCS_SHOTS, shot  # headless SDL, game importable

from game.storage import KEY_SETTINGS, MemoryBackend, Storage
from game.ui import keymap
from game.ui import testing as T
from game.ui.app import App


def make_app(**settings) -> App:
    storage = Storage(MemoryBackend())
    storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": False, "hints": False, **settings})
    app = App(storage=storage, seed=21)
    T.run(app, 3)
    return app


def focus(app: App, wid: str) -> None:
    for _ in range(60):
        if app.top.focus_id == wid:
            return
        T.key(app, pygame.K_TAB)
    raise AssertionError(f"{wid} not reached")


def choose(app: App, action_id: str, key: int) -> None:
    focus(app, f"key.{action_id}")
    T.key(app, pygame.K_RETURN)
    T.key(app, key)


def main() -> None:
    out = DOCS_SHOTS
    app = make_app()
    T.key(app, pygame.K_s)
    focus(app, "motion")
    T.key(app, pygame.K_RIGHT)  # As the system -> On
    T.run(app, 2)
    shot(app, out, "settings_motion.png")
    focus(app, "own_keys")
    T.key(app, pygame.K_RETURN)
    choose(app, "log", pygame.K_j)
    T.run(app, 2)
    shot(app, out, "own_keys.png")
    choose(app, "undo", pygame.K_m)
    T.run(app, 2)
    shot(app, out, "own_keys_taken.png")
    keymap.bind({})

    de = make_app(language="de", text_scale=1.5)
    T.key(de, pygame.K_s)
    focus(de, "own_keys")
    T.key(de, pygame.K_RETURN)
    T.run(de, 2)
    shot(de, out, "own_keys_de.png")

    table_app = make_app(log_open=True)
    T.click(table_app, "game.via_gladiola")
    T.run(table_app, 1)
    T.click(table_app, "start")
    T.run(table_app, 2)
    table = table_app.top
    rng = random.Random(2)
    while len(table.match.log) < 9:
        moves = table.voice.layer.moves_box.find_all("button")
        if moves and table_app.top is table:
            rng.choice(moves).click()
        T.run(table_app, 1)
    T.key(table_app, pygame.K_a)
    T.click(table_app, "larger")
    table.voice.layer.say_position()
    T.run(table_app, 2)
    shot(table_app, out, "spoken_lines.png")


if __name__ == "__main__":
    main()

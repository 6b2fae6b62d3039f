"""Render the records screen and the accessibility views (keyboard focus, keys overlay, larger
text, first-game guide) headless, by driving the App with keys like a player.

``python tools/screenshots_access.py [out_dir]`` writes records.png into docs/screenshots/ and
the other views (focus_*.png, keys_*.png, large_*.png, guide_*.png) into ``out_dir``
(default: /tmp/meadow_access). Deterministic: fixed seeds and an in-memory store.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from shotlib import DOCS_SHOTS  # headless SDL, game importable

from game import records
from game.storage import KEY_SETTINGS, MemoryBackend, Storage
from game.ui import testing as T
from game.ui.app import App

# A few finished games, as the records screen would see them after some play.
GAMES = [
    ("via_gladiola", ["human", "easy", "easy"], [0]),
    ("via_gladiola", ["human", "easy", "medium"], [2]),
    ("via_gladiola", ["human", "medium"], [0]),
    ("via_gladiola", ["human", "hard", "medium"], [1]),
    ("via_gladiola", ["human", "hard"], [0, 1]),
    ("via_gladiola", ["human", "human", "easy"], [1]),
    ("via_gladiola", ["human", "human"], [0]),
    ("gloschli", ["human", "easy", "easy", "easy"], [0]),
    ("gloschli", ["human", "random"], [0]),
    ("gloschli", ["human", "medium"], [1]),
    ("gloschli", ["human", "human", "human"], [0, 2]),
    ("floriado", ["human", "hard"], [1]),
    ("floriado", ["human", "hard"], [1]),
    ("floriado", ["human", "easy"], [0]),
    ("floriado", ["human", "human"], [1]),
]
NAMES = ["Anna", "Ben", "Carla", "Daan"]


def shot(app: App, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.surface, str(path))
    print("wrote", path)


def keys(app: App, *ks: int) -> None:
    for k in ks:
        T.key(app, k)


def make_app(scale: float = 1.0, hints: bool = False) -> App:
    storage = Storage(MemoryBackend())
    settings = {"speed": 0.0, "sound": False, "hints": hints, "text_scale": scale}
    storage.save(KEY_SETTINGS, settings)
    data = records.fresh()
    for i, (game, kinds, winners) in enumerate(GAMES):
        records.add_result(data, game, kinds, NAMES[: len(kinds)], winners, f"shot{i}")
    records.save(storage, data)
    app = App(storage=storage, seed=21)
    T.run(app, 3)
    return app


def play_until_my_turn(app: App, day: int = 1) -> None:
    table = app.top
    while not (table.match.session.state.day >= day and table.my_turn()):
        if table.my_turn():
            T.key(app, pygame.K_r)
        else:
            T.run(app, 1)


def main(out: Path) -> None:
    docs = DOCS_SHOTS
    app = make_app()
    keys(app, pygame.K_r)
    T.run(app, 2)
    shot(app, docs / "records.png")
    keys(app, pygame.K_ESCAPE)
    keys(app, pygame.K_RIGHT, pygame.K_RIGHT)  # focus: the first tile, then the second
    shot(app, out / "focus_title.png")
    keys(app, pygame.K_1, pygame.K_DOWN)
    shot(app, out / "focus_setup.png")
    while app.top.focus_id != "start":
        keys(app, pygame.K_TAB)
    keys(app, pygame.K_RETURN)
    play_until_my_turn(app)
    keys(app, pygame.K_RETURN, pygame.K_RIGHT)
    T.run(app, 5)
    shot(app, out / "focus_table.png")
    keys(app, pygame.K_SLASH)
    T.run(app, 1)
    shot(app, out / "keys_table.png")
    keys(app, pygame.K_ESCAPE, pygame.K_ESCAPE, pygame.K_DOWN)
    shot(app, out / "focus_pause.png")

    big = make_app(1.25, hints=True)
    shot(big, out / "large_title.png")
    keys(big, pygame.K_s)
    shot(big, out / "large_settings.png")
    keys(big, pygame.K_ESCAPE, pygame.K_r)
    shot(big, out / "large_records.png")
    keys(big, pygame.K_ESCAPE, pygame.K_1)
    T.click(big, "rules")
    keys(big, pygame.K_RIGHT)
    shot(big, out / "large_rules.png")
    keys(big, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_RETURN)
    table = big.top
    T.run_until(big, table.my_turn, 3000)
    T.run(big, 30)
    shot(big, out / "guide_first_turn.png")
    T.click(big, "tip.ok")
    T.run(big, 30)
    shot(big, out / "guide_next.png")
    keys(big, pygame.K_h)
    shot(big, out / "large_keys.png")
    keys(big, pygame.K_ESCAPE)
    while big.top.name != "results":
        if big.top is table and table.my_turn():
            T.key(big, pygame.K_r)
        else:
            T.run(big, 1)
    T.run(big, 5)
    shot(big, out / "large_results.png")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/meadow_access"))

"""Render the docs screenshots (1280x720) by driving the App like a player.

``python tools/screenshots.py [out_dir]`` writes title.png, setup.png, via_gladiola_table.png,
via_gladiola_results.png and rules_via_gladiola.png (default: docs/screenshots/).
Deterministic: fixed seeds, no data directory of the user's touched (an in-memory store), no
window needed (SDL dummy).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
from shotlib import DOCS_SHOTS, shot  # headless SDL, game importable

from game.storage import KEY_SETTINGS, MemoryBackend, Storage
from game.ui import testing as T
from game.ui.app import App


def human_move(app: App, rng: random.Random) -> None:
    legal = [w for w in T.widgets(app) if w.id.startswith("hand.") and w.enabled]
    target = rng.choice(legal) if legal and rng.random() < 0.8 else T.find(app, "rest")
    T.click_at(app, target.rect.center)


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    storage = Storage(MemoryBackend())
    storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": True, "hints": False})
    app = App(storage=storage, seed=21)
    T.run(app, 5)
    shot(app, out, "title.png")
    T.click(app, "game.via_gladiola")
    T.click(app, "seat.add")
    T.click_at(app, T.find(app, "seat2.kind").right_rect.center)  # Carla: medium
    T.run(app, 2)
    T.click_at(app, (2, 2))
    shot(app, out, "setup.png")
    T.click(app, "start")
    table = app.top
    rng = random.Random(5)
    # Play (instantly) into Day 2, then show the person's turn at normal speed.
    state = table.match.session
    while not (state.state.day >= 2 and len(state.state.walk_pile) >= 4 and table.my_turn()):
        if table.my_turn():
            human_move(app, rng)
        else:
            T.run(app, 1)
    app.settings.speed = 1.0
    T.run(app, 30)
    legal = [w for w in T.widgets(app) if w.id.startswith("hand.") and w.enabled]
    hover = legal[len(legal) // 2].rect.center if legal else (640, 400)
    app.step(
        1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(0, 0), buttons=(0, 0, 0))]
    )
    T.run(app, 20)
    shot(app, out, "via_gladiola_table.png")
    app.settings.speed = 0.0
    while app.top.name != "results":
        if app.top is table and table.my_turn():
            human_move(app, rng)
        else:
            T.run(app, 1)
    T.run(app, 5)
    T.click_at(app, (2, 2))
    shot(app, out, "via_gladiola_results.png")
    rules_page(out)


def rules_page(out: Path) -> None:
    """A rules page with its picture (game/games/via_gladiola/ui/pictures.py), from set-up."""
    storage = Storage(MemoryBackend())
    storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": True, "hints": False})
    app = App(storage=storage, seed=21)
    T.run(app, 3)
    T.click(app, "game.via_gladiola")
    T.click(app, "rules")
    for _ in range(3):  # "Your turn: walk", drawn with the pace bands
        T.click(app, "rules.next")
    T.run(app, 3)
    T.click_at(app, (2, 2))
    shot(app, out, "rules_via_gladiola.png")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DOCS_SHOTS)

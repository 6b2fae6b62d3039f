"""Render the Floriado docs screenshots (1280x720) by driving the App like a player.

``python tools/screenshots_floriado.py [out_dir]`` writes floriado_table.png (mid-game, the
person's turn, a takeable card hovered) and floriado_results.png (default: docs/screenshots/).
Deterministic: fixed seeds, an in-memory store, no window needed (SDL dummy).
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


def hover(app: App, pos: tuple[int, int]) -> None:
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60, [move])


def targets(app: App) -> list:
    return [w for w in T.widgets(app) if w.id.startswith("tile.") and w.enabled]


def human_move(app: App, rng: random.Random) -> None:
    """Click a legal card (preferring ones that are taken); on a first turn, then a facing."""
    table = app.top
    lit = targets(app)
    takes = [w for w in lit if table.targets().get((w.row, w.col))]
    target = rng.choice(takes if takes and rng.random() < 0.85 else lit)
    T.click_at(app, target.rect.center)
    faces = [w for w in T.widgets(app) if w.id.startswith("face.")]
    if faces:
        T.click_at(app, rng.choice(faces).rect.center)


def start(app: App, bot_level: str = "medium") -> None:
    T.run(app, 2)
    T.click(app, "game.floriado")
    while app.top.seats[1].kind != bot_level:
        T.click_at(app, T.find(app, "seat1.kind").right_rect.center)
    T.click(app, "start")


def play_until_showable(app: App, rng: random.Random, moves: int) -> bool:
    """Play (instantly) until the person's turn offers several cards to take and one to
    stand on, after at least ``moves`` moves; False if the game ends first."""
    table = app.top
    made = 0
    while not table.match.session.state.is_over:
        if table.my_turn():
            lit = table.targets()
            takes = sum(1 for take in lit.values() if take)
            if made >= moves and takes >= 2 and len(lit) > takes:
                return True
            human_move(app, rng)
            made += 1
        else:
            T.run(app, 1)
    return False


def main(out: Path, moves: int = 4) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for seed in range(11, 60):  # the first seed (in a fixed order) with a turn worth showing
        storage = Storage(MemoryBackend())
        storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": True, "hints": False})
        app = App(storage=storage, seed=seed)
        start(app)
        table = app.top
        rng = random.Random(seed)
        if play_until_showable(app, rng, moves):
            break
    app.settings.speed = 1.0
    lit = targets(app)
    takes = [w for w in lit if table.targets().get((w.row, w.col))]
    pick = (takes or lit)[len(takes or lit) // 2]
    hover(app, pick.rect.center)
    T.run(app, 20)
    shot(app, out, "floriado_table.png")
    app.settings.speed = 0.0
    while app.top.name != "results":
        if app.top is table and table.my_turn():
            human_move(app, rng)
        else:
            T.run(app, 1)
    T.run(app, 5)
    hover(app, (2, 2))
    shot(app, out, "floriado_results.png")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DOCS_SHOTS)

"""Render the Gloschli docs screenshots (1280x720) by driving the App like a player.

``python tools/screenshots_gloschli.py [out_dir]`` writes gloschli_table.png (mid-game: a power's
targets lit on the table), gloschli_results.png (the final standings) and rules_gloschli.png (the
rules page on the heroes, with its picture), by default into docs/screenshots/. Deterministic:
fixed seeds, an in-memory store, SDL's dummy video driver.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
from shotlib import DOCS_SHOTS, shot  # headless SDL, game importable

from game.storage import KEY_SETTINGS, MemoryBackend, Storage
from game.ui import navigator
from game.ui import testing as T
from game.ui.app import App
from game.ui.scenes import rules


def person_click(app: App, rng: random.Random) -> bool:
    """One click a person would make: pass screens, round results, a lit card or a button."""
    top = app.top
    if top.name == "gl_round":
        T.click(app, "gl.next_round")
        return True
    if top.name != "gloschli":
        return False
    if top.memo_hold and T.find(app, "gl.hide") is not None:
        T.click(app, "gl.hide")
        return True
    if not top.my_turn():
        return False
    end = T.find(app, "gl.end")
    if end is not None and rng.random() < 0.9:
        T.click_at(app, end.rect.center)
        return True
    ws = [
        w
        for w in T.widgets(app)
        if w.enabled and (w.id.startswith(("slot.", "seatpick.", "gl.")) or w.id == "deck")
    ]
    if not ws:
        return False
    T.click_at(app, rng.choice(ws).rect.center)
    return True


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    storage = Storage(MemoryBackend())
    storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": False, "hints": False})
    app = App(storage=storage, seed=31)
    T.run(app, 2)
    T.click(app, "game.gloschli")
    T.click(app, "seat.add")
    T.click_at(app, T.find(app, "seat2.kind").right_rect.center)  # Carla: medium
    T.click_at(app, T.find(app, "seat3.kind").right_rect.center)
    T.click_at(app, T.find(app, "seat3.kind").right_rect.center)  # Daan: hard
    T.click(app, "start")
    table = app.top
    rng = random.Random(4)

    def spying() -> bool:
        v = table.shown
        p = v["pending"]
        return (
            table.my_turn()
            and v["round"] >= 2
            and v["phase"] == "power"
            and p is not None
            and p["power"] in ("spy", "super_spy", "swap")
            and p["step"] == 0
            and v["caller"] is None
        )

    for _ in range(200000):
        if app.top is table and spying():
            break
        if app.top.name == "results":  # start again until a spy moment comes up
            T.click(app, "again")
            table = app.top
        if not person_click(app, rng):
            T.run(app, 1)
    app.settings.speed = 1.0
    T.run(app, 150)  # let the last animations and banners finish
    lit = [w for w in T.widgets(app) if w.id.startswith("slot.") and w.enabled]
    hover = lit[len(lit) // 2].rect.center
    app.step(
        1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(0, 0), buttons=(0, 0, 0))]
    )
    T.run(app, 10)
    shot(app, out, "gloschli_table.png")
    app.settings.speed = 0.0
    for _ in range(200000):
        if app.top.name == "results":
            break
        if not person_click(app, rng):
            T.run(app, 1)
    T.run(app, 5)
    T.click_at(app, (2, 2))
    shot(app, out, "gloschli_results.png")
    page = navigator.make("rules", app, "gloschli")
    app.push(page)
    heroes = next(
        i for i, s in enumerate(rules.sections("gloschli")) if s["illustrate"] == "gl:heroes"
    )
    page.go(heroes)
    T.run(app, 3)
    shot(app, out, "rules_gloschli.png")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DOCS_SHOTS)

"""Render the Gloschli docs screenshots (1280x720) by driving the App like a player.

``python tools/screenshots_gloschli.py [out_dir]`` writes gloschli_table.png (two players
mid-game: a power's targets lit on the table), gloschli_6p.png (six players in the last turns
after a GLOSCHLI call, a drawn card in hand, the memory aid on), gloschli_results.png (that
six-player game's final standings) and rules_gloschli.png (the rules page on the heroes, with
its picture), by default into docs/screenshots/. Deterministic: fixed seeds, an in-memory store,
SDL's dummy video driver.
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


def new_app(seed: int) -> App:
    storage = Storage(MemoryBackend())
    storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": False, "hints": False})
    app = App(storage=storage, seed=seed)
    T.run(app, 2)
    return app


def start(app: App, seats: int, memory: bool = False):
    """Set-up by clicks: ``seats`` players (Anna a person, the others bots), then the table."""
    T.click(app, "game.gloschli")
    setup = app.top
    while len(setup.seats) < seats:
        T.click(app, "seat.add")
    while len(setup.seats) > seats:
        T.click(app, f"seat{len(setup.seats) - 1}.remove")
    T.click_at(app, T.find(app, "seat1.kind").right_rect.center)  # Ben: medium
    if memory:
        T.click(app, "opt.memory_aid")
    T.click(app, "start")
    return app.top


def play_until(app: App, table, rng: random.Random, moment):
    """Play on (a new game after each end) until ``moment(table)``; returns that table."""
    for _ in range(200000):
        if app.top is table and moment(table):
            return table
        if app.top.name == "results":
            T.click(app, "again")
            table = app.top
        if not person_click(app, rng):
            T.run(app, 1)
    raise SystemExit("the moment never came")


def settle(app: App) -> None:
    app.settings.speed = 1.0
    T.run(app, 150)  # let the last animations and banners finish


def six_players(out: Path) -> None:
    app = new_app(46)
    table = start(app, 6, memory=True)

    def last_turns(tb) -> bool:
        v = tb.shown.view
        return tb.my_turn() and v.caller is not None and v.phase == "drawn"

    rng = random.Random(3)
    play_until(app, table, rng, last_turns)
    settle(app)
    shot(app, out, "gloschli_6p.png")
    app.settings.speed = 0.0
    for _ in range(200000):  # on to the end of this game: six seats' standings
        if app.top.name == "results":
            break
        if not person_click(app, rng):
            T.run(app, 1)
    T.run(app, 5)
    T.click_at(app, (2, 2))
    shot(app, out, "gloschli_results.png")


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    six_players(out)
    app = new_app(31)
    table = start(app, 2)
    rng = random.Random(4)

    def spying(tb) -> bool:
        v = tb.shown.view
        p = v.pending
        return (
            tb.my_turn()
            and v.round >= 2
            and v.phase == "power"
            and p is not None
            and p.power in ("spy", "super_spy", "swap")
            and p.step == 0
            and v.caller is None
        )

    table = play_until(app, table, rng, spying)
    settle(app)
    lit = [w for w in T.widgets(app) if w.id.startswith("slot.") and w.enabled]
    hover = lit[len(lit) // 2].rect.center
    app.step(
        1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(0, 0), buttons=(0, 0, 0))]
    )
    T.run(app, 10)
    shot(app, out, "gloschli_table.png")
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

"""Render the language screenshots (1280x720): the German rules screen, a French table, and
one table in each language at the larger text size.

``python tools/screenshots_i18n.py [out_dir]`` writes rules_de.png, table_fr.png and
large_<lang>.png (default: docs/screenshots/). Deterministic: fixed seeds, an in-memory store,
no window (SDL dummy).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
from shotlib import DOCS_SHOTS  # headless SDL, game importable

from game.i18n import set_language
from game.storage import KEY_SETTINGS, MemoryBackend, Storage
from game.ui import testing as T
from game.ui.app import App
from game.ui.scenes.settings import clear_text_caches


def app_in(language: str, seed: int, text_scale: float = 1.0) -> App:
    storage = Storage(MemoryBackend())
    settings = {"speed": 0.0, "sound": False, "hints": False, "language": language}
    storage.save(KEY_SETTINGS, {**settings, "text_scale": text_scale})
    clear_text_caches()  # card faces drawn for another language earlier in this process
    return App(storage=storage, seed=seed)


def human_move(app: App, rng: random.Random) -> None:
    legal = [w for w in T.widgets(app) if w.id.startswith("hand.") and w.enabled]
    target = rng.choice(legal) if legal and rng.random() < 0.8 else T.find(app, "rest")
    T.click_at(app, target.rect.center)


def walk_to_day(app: App, day: int, rng: random.Random) -> None:
    """Play instantly until the person's turn on ``day`` with a few cards on the walk pile."""
    table = app.top
    state = table.match.session
    while not (state.state.day >= day and len(state.state.walk_pile) >= 4 and table.my_turn()):
        if table.my_turn():
            human_move(app, rng)
        else:
            T.run(app, 1)


def start_via_gladiola(app: App) -> None:
    T.run(app, 3)
    T.click(app, "game.via_gladiola")
    T.click(app, "seat.add")
    T.click_at(app, T.find(app, "seat2.kind").right_rect.center)
    T.click(app, "start")


def rules_de(out: Path) -> None:
    app = app_in("de", 21)
    start_via_gladiola(app)
    walk_to_day(app, 1, random.Random(5))
    T.click(app, "menu")
    T.click(app, "rules")
    for _ in range(3):  # "Dein Zug: Wandern", drawn with the pace bands
        T.click(app, "rules.next")
    T.run(app, 3)
    T.click_at(app, (2, 2))
    pygame.image.save(app.surface, str(out / "rules_de.png"))
    print("wrote", out / "rules_de.png")


def table_fr(out: Path) -> None:
    app = app_in("fr", 21)
    start_via_gladiola(app)
    rng = random.Random(5)
    walk_to_day(app, 2, rng)
    app.settings.speed = 1.0
    T.run(app, 30)
    legal = [w for w in T.widgets(app) if w.id.startswith("hand.") and w.enabled]
    hover = legal[len(legal) // 2].rect.center if legal else (640, 400)
    app.step(
        1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(0, 0), buttons=(0, 0, 0))]
    )
    T.run(app, 20)
    pygame.image.save(app.surface, str(out / "table_fr.png"))
    print("wrote", out / "table_fr.png")


def hover_playable(app: App) -> None:
    legal = [w for w in T.widgets(app) if w.id.startswith("hand.") and w.enabled]
    hover = legal[len(legal) // 2].rect.center if legal else (640, 400)
    app.step(
        1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(0, 0), buttons=(0, 0, 0))]
    )
    T.run(app, 20)


def large_tables(out: Path) -> None:
    """Larger text (1.25): Via Gladiola at 5 seats (en), 2 seats on Day 4 (de) and 3 seats
    (it); Floriado (fr) with both badge legends beside the status."""
    for lang, seats, day in (("en", 5, 2), ("de", 2, 4), ("it", 3, 3)):
        app = app_in(lang, 21, 1.25)
        T.run(app, 3)
        T.click(app, "game.via_gladiola")
        while len(app.top.seats) < seats:
            T.click(app, "seat.add")
        T.click(app, "start")
        walk_to_day(app, day, random.Random(5))
        T.run(app, 30)
        hover_playable(app)
        name = f"large_{lang}.png"
        pygame.image.save(app.surface, str(out / name))
        print("wrote", out / name)
    from screenshots_floriado import play_until_showable
    from screenshots_floriado import start as start_floriado

    app = app_in("fr", 21, 1.25)
    start_floriado(app)
    play_until_showable(app, random.Random(3), 3)
    T.run(app, 20)
    pygame.image.save(app.surface, str(out / "large_fr.png"))
    print("wrote", out / "large_fr.png")


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    try:
        rules_de(out)
        table_fr(out)
        large_tables(out)
    finally:
        set_language("en")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DOCS_SHOTS)

"""The game review as PNGs (1280x720): each game's review in the middle of a finished
game with every hand shown, the results with the Review button, the list of kept games, and
Via Gladiola's review in German at the larger text size.

``python tools/screenshots_review.py [out_dir]`` (default: docs/screenshots/). Fixed seeds, an
in-memory store, SDL's dummy drivers; the person's moves are random legal ones.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
from shotlib import DOCS_SHOTS, shot  # headless SDL, game importable

from game.core.catalog import spec
from game.core.match import Seat
from game.i18n import set_language
from game.storage import KEY_SETTINGS, MemoryBackend, Storage
from game.ui import navigator, theme
from game.ui import testing as T
from game.ui.app import App

SEATS = {"via_gladiola": 3, "gloschli": 3, "floriado": 2}
OPTIONS = {"via_gladiola": {}, "gloschli": {"target": 60}, "floriado": {}}
STEP = {"via_gladiola": 0.55, "gloschli": 0.4, "floriado": 0.5}  # how far into the game


def park(app: App) -> None:
    """The pointer off every control, so no hover shows (moved there, not clicked)."""
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    app.step(T.DT, [motion])
    T.run(app, 2)


def play(app: App, game: str, seed: int) -> None:
    """Mia (a person, random legal moves) against bots, to the final results."""
    rng = random.Random(seed)
    names = ["Mia", "Jonas", "Lea"][: SEATS[game]]
    seats = [Seat(n, "human" if i == 0 else "easy") for i, n in enumerate(names)]
    navigator.start_game(app, spec(game), seats, OPTIONS[game])
    table = app.top
    for _ in range(100000):
        top = app.top
        if top.name == "results":
            return
        if top.name == "gl_round":
            T.click(app, "gl.next_round")
        elif getattr(top, "memo_hold", False) and T.find(app, "gl.hide") is not None:
            T.click(app, "gl.hide")
        elif top is table and table.my_turn():
            table.perform(rng.choice(table.match.session.state.legal_actions()))
            T.run(app, 1)
        else:
            T.run(app, 1)
    raise SystemExit(f"{game}: no results")


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    storage = Storage(MemoryBackend())
    storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": False, "hints": False})
    app = App(storage=storage, seed=21)
    T.run(app, 2)
    for game, seed in (("via_gladiola", 4), ("gloschli", 5), ("floriado", 6)):
        play(app, game, seed)
        T.run(app, 10)
        park(app)
        if game == "via_gladiola":
            shot(app, out, "review_results.png")
        T.click(app, "review")
        review = app.top.way
        review.goto(round(review.n * STEP[game]))
        park(app)
        shot(app, out, f"review_{game}.png")
        if game == "via_gladiola":
            set_language("de")
            theme.set_body_scale(1.25)
            T.key(app, pygame.K_ESCAPE)
            T.click(app, "review")
            app.top.way.goto(round(app.top.way.n * STEP[game]))
            park(app)
            shot(app, out, "review_de_larger.png")
            set_language("en")
            theme.set_body_scale(1.0)
        T.key(app, pygame.K_ESCAPE)
    # Two more Floriado games, then the list of kept ones.
    for seed in (7, 8):
        play(app, "floriado", seed)
    app.reset(navigator.make("title", app))
    app.push(navigator.make("records", app))
    T.run(app, 2)
    T.click(app, "records.reviews")
    T.click(app, "reviews.game.floriado")
    park(app)
    shot(app, out, "review_list.png")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DOCS_SHOTS)

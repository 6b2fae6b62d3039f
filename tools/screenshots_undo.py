"""Screenshots of the Undo button (undo.png) and the pass screen's news
(pass_news.png). ``python tools/screenshots_undo.py [out_dir]``."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from shotlib import DOCS_SHOTS, shot

from game.core.catalog import spec
from game.core.match import Seat
from game.storage import KEY_SETTINGS, MemoryBackend, Storage
from game.ui import navigator
from game.ui import testing as T
from game.ui.app import App
from tests.gloschli_script import gloschli_to_called_pass


def _app() -> App:
    storage = Storage(MemoryBackend())
    storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": False, "log_open": True, "hints": False})
    return App(storage=storage, seed=5)


def _floriado_turn(app: App, rng: random.Random) -> None:
    lit = [w for w in T.widgets(app) if w.id.startswith("tile.") and w.enabled]
    T.click_at(app, rng.choice(lit).rect.center)
    T.run(app, 20)
    faces = [w for w in T.widgets(app) if w.id.startswith("face.")]
    if faces:
        T.click_at(app, rng.choice(faces).rect.center)
    T.run_until(app, lambda: app.top.my_turn(), 3000)
    T.run(app, 20)


def undo_shot(out: Path) -> None:
    app = _app()
    navigator.start_game(
        app, spec("floriado"), [Seat("Anna", "human"), Seat("Ben", "easy")], {"start_player": 0}
    )
    T.run_until(app, lambda: app.top.my_turn(), 3000)
    T.run(app, 20)
    rng = random.Random(3)
    for _ in range(3):
        _floriado_turn(app, rng)
    T.click(app, "undo")
    T.run(app, 30)
    app.top.pointer = T.find(app, "undo").rect.center  # hovered, as a player would
    T.run(app, 2)
    shot(app, out, "undo.png")


def pass_news_shot(out: Path) -> None:
    """Hot seat Gloschli: Anna has called GLOSCHLI; the device goes to Ben, who is told."""
    app = _app()
    seats = [Seat("Anna", "human"), Seat("Ben", "human")]
    navigator.start_game(app, spec("gloschli"), seats, {"start_player": 0})
    T.run(app, 2)
    table = next(s for s in app.scenes if s.name == "gloschli")
    gloschli_to_called_pass(app, table)
    T.run(app, 20)
    shot(app, out, "pass_news.png")


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else DOCS_SHOTS
    target.mkdir(parents=True, exist_ok=True)
    undo_shot(target)
    if "--undo-only" not in sys.argv:
        pass_news_shot(target)

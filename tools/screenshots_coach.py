"""Screenshots of the coach: a hint lit at each table (hint_<game>.png), Via Gladiola and
Gloschli in German at the larger text (hint_*_de_large.png), the keys overlay with the hint's
key (hint_keys_de_large.png) and the setting (hint_settings.png).
``python tools/screenshots_coach.py [out_dir]``."""

from __future__ import annotations

import sys
from pathlib import Path

from shotlib import DOCS_SHOTS, shot

from game.core.catalog import spec
from game.core.match import Seat
from game.i18n import set_language
from game.storage import KEY_SETTINGS, MemoryBackend, Storage
from game.ui import navigator, theme
from game.ui import testing as T
from game.ui.app import App

# How many of the person's own turns to play (following the coach) before the shot: a hint
# mid-game says more than the opening one.
TURNS = {"via_gladiola": 3, "gloschli": 5, "floriado": 3}


def _app(lang: str = "en", scale: float = 1.0) -> App:
    storage = Storage(MemoryBackend())
    settings = {"speed": 0.0, "sound": False, "log_open": True, "hints": False, "coach": True}
    storage.save(KEY_SETTINGS, {**settings, "language": lang, "text_scale": scale})
    return App(storage=storage, seed=5)


def _my_turn(app: App, table) -> None:
    def ready() -> bool:
        if getattr(table, "memo_hold", False) and not table.timeline.busy:
            T.click(app, "gl.hide")  # Gloschli: the start peeks memorized
        if app.top.name == "gl_round":
            T.click(app, "gl.next_round")
        return table.my_turn()

    T.run_until(app, ready, 4000)
    T.run(app, 20)


def _hint(app: App, table):
    T.click(app, "coach")
    T.run_until(app, lambda: table.coach.current() is not None, 3000)
    return table.coach.current()


def hint_shot(out: Path, game: str, name: str, lang: str = "en", scale: float = 1.0) -> None:
    app = _app(lang, scale)
    kinds = ("human", "medium") if game == "floriado" else ("human", "medium", "medium")
    seats = [Seat(n, k) for n, k in zip(("Anna", "Ben", "Carla"), kinds)]
    options = {} if game == "via_gladiola" else {"start_player": 0}
    navigator.start_game(app, spec(game), seats, options)
    T.run(app, 2)
    table = app.top
    for _ in range(TURNS[game]):
        _my_turn(app, table)
        h = _hint(app, table)
        table.choice.commit(h.action) if game == "gloschli" else table.human_act(h.action)
    _my_turn(app, table)
    h = _hint(app, table)
    for _ in range(40):  # Gloschli: on to a hint that keeps or swaps a card (says more)
        if game != "gloschli" or h.action.type in ("swap_into", "take_discard"):
            break
        table.choice.commit(h.action)
        _my_turn(app, table)
        h = _hint(app, table)
    app.top.pointer = (-50, -50)  # nothing hovered: the status pill shows the why line
    T.run(app, 8)
    shot(app, out, name)
    set_language("en")
    theme.set_body_scale(1.0)


def keys_shot(out: Path) -> None:
    """The keys overlay at a table in German at the larger text: the I key with Undo."""
    app = _app("de", 1.25)
    seats = [Seat("Anna", "human"), Seat("Ben", "easy")]
    navigator.start_game(app, spec("via_gladiola"), seats, {})
    T.run(app, 2)
    _my_turn(app, app.top)
    app.push(navigator.make("keys", app))
    T.run(app, 5)
    shot(app, out, "hint_keys_de_large.png")
    set_language("en")
    theme.set_body_scale(1.0)


def settings_shot(out: Path) -> None:
    app = _app()
    T.run(app, 2)
    app.push(navigator.make("settings", app))
    T.run(app, 20)
    shot(app, out, "hint_settings.png")


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else DOCS_SHOTS
    out.mkdir(parents=True, exist_ok=True)
    for game in ("via_gladiola", "gloschli", "floriado"):
        hint_shot(out, game, f"hint_{game}.png")
    hint_shot(out, "via_gladiola", "hint_via_gladiola_de_large.png", "de", 1.25)
    hint_shot(out, "gloschli", "hint_gloschli_de_large.png", "de", 1.25)
    keys_shot(out)
    settings_shot(out)


if __name__ == "__main__":
    main()

"""The pass screen's news: one or two lines of what happened since that person last
acted, from the public log; nothing private to another player."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core.catalog import spec  # noqa: E402
from game.core.match import Seat  # noqa: E402
from game.games.gloschli.ui.scripted import gloschli_to_called_pass  # noqa: E402
from game.i18n import t  # noqa: E402
from game.storage import KEY_SETTINGS, MemoryBackend, Storage  # noqa: E402
from game.ui import navigator  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.table.news import news, since_last_acted  # noqa: E402


def _word(e: dict) -> str:
    return e["key"]


def test_news_is_what_others_did_since_ones_last_action() -> None:
    log = [
        {"key": "a", "args": {}, "seat": 0},
        {"key": "b", "args": {}, "seat": 1},
        {"key": "log.you_draw", "args": {}, "seat": 1},  # private to seat 1
        {"key": "c", "args": {}, "seat": 0},
        {"key": "d", "args": {}, "seat": 1},
        {"key": "e", "args": {}},
        {"key": "f", "args": {}, "seat": 2},
    ]
    assert since_last_acted(log, 0) == log[4:]
    assert news(log, 0, lambda e, s: None, _word) == ["e", "f"]
    # a headline is never crowded out, and the lines keep their order
    head = lambda e, s: "D!" if e["key"] == "d" else None  # noqa: E731
    assert news(log, 0, head, _word) == ["D!", "f"]
    assert news(log, 2, lambda e, s: None, _word) == []  # seat 2 acted last
    assert "log.you_draw" not in news(log, 3, lambda e, s: None, _word, lines=9)


def make_app() -> App:
    storage = Storage(MemoryBackend())
    storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": False, "hints": False})
    return App(storage=storage, seed=5)


def start(app: App, game: str, kinds: tuple[str, ...]):
    T.run(app, 2)
    seats = [Seat(n, k) for n, k in zip(("Anna", "Ben", "Carla"), kinds)]
    navigator.start_game(app, spec(game), seats, {"start_player": 0})
    T.run(app, 2)
    return next(s for s in app.scenes if s.name == game)


def test_via_gladiola_pass_screen_says_what_the_last_person_did() -> None:
    # VG-10: Anna rests; the screen that hands the device to Ben says so.
    app = make_app()
    table = start(app, "via_gladiola", ("human", "human"))
    assert app.top.name == "pass"
    T.click(app, "pass.ready")
    T.click(app, "rest")
    assert T.run_until(app, lambda: app.top.name == "pass", 600)
    assert app.top.seat == 1
    assert t("log.rest", name="Anna") in app.top.news and len(app.top.news) == 2
    assert table.session.log[-1]["seat"] == 0


def test_gloschli_pass_screen_says_this_is_the_last_turn_after_a_call() -> None:
    # GL-22: after Anna's call every other player has one more turn; Ben is told so.
    app = make_app()
    table = start(app, "gloschli", ("human", "human"))
    gloschli_to_called_pass(app, table)
    assert app.top.name == "pass" and app.top.seat == 1
    assert t("gl.news.called", name="Anna") in app.top.news
    assert len(app.top.news) <= 2

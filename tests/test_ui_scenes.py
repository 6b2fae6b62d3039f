"""Scene navigation by clicking what is drawn; save, quit, Continue; hot seat; bad input."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.catalog import GAMES  # noqa: E402
from game.storage import KEY_AUTOSAVE, KEY_SETTINGS, FileBackend, Storage  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402


def make_app(tmp_path, speed: float = 0.0, seed: int = 3) -> App:
    return T.new_app(tmp_path, seed=seed, speed=speed)


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def names(app: App) -> list[str]:
    return [s.name for s in app.scenes]


def to_setup(app: App) -> None:
    T.run(app, 1)
    T.click(app, "game.via_gladiola")
    assert app.top.name == "setup"


def test_title_shows_the_three_games(app):
    T.run(app, 1)
    tiles = {w.id: w.enabled for w in T.widgets(app) if w.id.startswith("game.")}
    # The title offers every game of the catalog, each playable.
    assert tiles == {f"game.{name}": True for name in GAMES}
    assert T.find(app, "continue") is None  # nothing saved yet


def test_setup_seats_options_and_back(app):
    to_setup(app)
    setup = app.top
    T.click(app, "seat.add")
    T.click(app, "seat.add")
    assert len(setup.seats) == 5
    assert not T.find(app, "seat.add").visible if T.find(app, "seat.add") else True
    T.click(app, "seat4.remove")
    assert len(setup.seats) == 4
    kind = T.find(app, "seat1.kind")
    T.click_at(app, kind.right_rect.center)
    assert setup.seats[1].kind == "medium"
    T.click_at(app, T.find(app, "seat1.kind").left_rect.center)
    assert setup.seats[1].kind == "easy"
    before = setup.seats[2].name
    T.click(app, "seat2.suggest")  # the die: the next name from the list
    assert setup.seats[2].name != before
    assert len({s.name for s in setup.seats}) == 4  # names stay distinct
    T.click(app, "opt.last_card")
    assert setup.options["last_card"] is True
    T.click_at(app, T.find(app, "start_player").right_rect.center)
    assert setup.start_player == 0
    for _ in range(3):
        T.click(app, "seat0.remove")
    assert len(setup.seats) == 2  # never fewer than the game allows
    assert not T.find(app, "seat0.remove").enabled
    T.click(app, "back")
    assert names(app) == ["title"]


def test_start_options_reach_the_engine(app):
    to_setup(app)
    T.click(app, "opt.last_card")
    T.click_at(app, T.find(app, "start_player").right_rect.center)  # Anna starts
    T.click(app, "start")
    table = app.top
    assert table.name == "via_gladiola"
    assert table.match.session.state.options["last_card"] is True
    assert table.match.session.state.start_player == 0


def test_pause_settings_and_quit_to_title(app):
    to_setup(app)
    T.click(app, "start")
    T.click(app, "menu")
    assert names(app)[-1] == "pause"
    T.click(app, "settings")
    assert app.top.name == "settings"
    speed = T.find(app, "speed")
    T.click_at(app, speed.left_rect.center)  # skip -> fast
    assert app.settings.speed == 2.0
    T.click(app, "sound")
    assert app.settings.sound is True
    T.click(app, "back")
    assert app.top.name == "pause"
    T.click(app, "sound")
    assert app.settings.sound is False
    T.click(app, "resume")
    assert app.top.name == "via_gladiola"
    T.key(app, pygame.K_ESCAPE)
    assert app.top.name == "pause"
    T.key(app, pygame.K_ESCAPE)
    assert app.top.name == "via_gladiola"
    T.click(app, "menu")
    T.click(app, "quit_title")
    assert names(app) == ["title"]
    assert T.find(app, "continue") is not None
    stored = Storage(FileBackend(app.storage.backend.root)).load(KEY_SETTINGS)
    assert stored["speed"] == 2.0  # settings persist


def table_snapshot(table) -> tuple:
    s = table.match.session
    return (s.state.to_json(), s.log, [x.to_json() for x in s.seats], s.actions, s.viewer)


def play_some(app: App, moves: int) -> None:
    rng = random.Random(4)
    done = 0
    while done < moves:
        table = app.top
        if not T.run_until(app, table.my_turn, 3000):
            return
        legal = [w for w in T.widgets(app) if w.id.startswith("hand.") and w.enabled]
        target = rng.choice(legal + [T.find(app, "rest")])
        T.click_at(app, target.rect.center)
        done += 1


def test_save_quit_continue_restores_the_same_table(tmp_path):
    app = make_app(tmp_path)
    to_setup(app)
    T.click(app, "start")
    play_some(app, 6)
    table = app.top
    T.run_until(app, table.my_turn, 3000)
    saved = table_snapshot(table)
    T.click(app, "menu")
    T.click(app, "quit_title")
    T.click(app, "continue")
    restored = app.top
    assert restored.name == "via_gladiola" and restored is not table
    assert table_snapshot(restored) == saved
    # A fresh start of the program (same data directory) continues the same game too.
    app2 = App(storage=Storage(FileBackend(tmp_path)), seed=99)
    T.run(app2, 1)
    T.click(app2, "continue")
    assert table_snapshot(app2.top) == saved
    assert app2.top.shown.hand == list(app2.top.view().hand)


def test_corrupt_autosave_shows_notice_once_and_starts_fresh(tmp_path):
    storage = Storage(FileBackend(tmp_path))
    storage.save(KEY_AUTOSAVE, {"game": "via_gladiola", "state": "{broken", "seats": []})
    app = App(storage=storage, seed=1)
    T.run(app, 1)
    T.click(app, "continue")
    T.run(app, 1)
    assert names(app) == ["title"]
    assert T.find(app, "continue") is None
    assert len(app.toasts) == 1
    T.run(app, 400)
    assert app.toasts == []


def test_corrupt_settings_file_is_reported_and_reset(tmp_path):
    (tmp_path / "meadow.v1.settings.json").write_text("not json at all", encoding="utf-8")
    app = App(storage=Storage(FileBackend(tmp_path)), seed=1)
    T.run(app, 1)
    assert app.settings.speed == 1.0
    assert [m for m, _ in app.toasts] == ["Your settings could not be read; they were reset."]


def test_hot_seat_passes_the_device_without_showing_a_hand(app):
    to_setup(app)
    for _ in range(2):  # Ben: easy -> random -> person
        T.click_at(app, T.find(app, "seat1.kind").left_rect.center)
    assert app.top.seats[1].kind == "human"
    T.click(app, "seat2.remove")
    T.click(app, "start")
    T.run(app, 1)
    assert app.top.name == "pass"
    table = app.scenes[-2]
    assert not [w for w in T.widgets(app) if w.id.startswith("hand.")]
    first = table.match.session.state.current_player
    T.click(app, "pass.ready")
    assert app.top is table and table.viewer == first
    T.click(app, "rest")
    T.run(app, 2)
    assert app.top.name == "pass"  # the other person's turn: cover the table again
    assert app.top.seat == 1 - first
    T.click(app, "pass.ready")
    assert table.viewer == 1 - first
    assert table.shown.hand == list(table.match.session.state.typed_view(1 - first).hand)


def test_keyboard_plays_a_turn(app):
    to_setup(app)
    T.click(app, "start")
    table = app.top
    T.run_until(app, table.my_turn, 3000)
    n = len(table.match.session.actions)
    T.key(app, pygame.K_r)
    assert table.match.session.actions[n] == {"type": "rest"}


def test_window_scaling_maps_clicks(tmp_path):
    storage = Storage(FileBackend(tmp_path))
    app = App(storage=storage, seed=1, window_size=(640, 360))
    T.run(app, 1)
    tile = T.find(app, "game.via_gladiola")
    x, y = tile.rect.center
    T.click_at(app, (x // 2, y // 2))
    assert app.top.name == "setup"

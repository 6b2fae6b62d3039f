"""Records: what a finished game adds (per bot level, hot seat), counted exactly once, kept in
storage across a reload, and broken records reported once and started afresh."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import records as rec  # noqa: E402
from game.storage import (  # noqa: E402
    KEY_AUTOSAVE,
    KEY_RECORDS,
    MemoryBackend,
    Storage,
)
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.navigator import open_saved  # noqa: E402

NAMES = ["Anna", "Ben", "Carla", "Daan"]


# -- the rules of counting (pure) -------------------------------------------------------------


def add(data, kinds, winners, gid=None, game="via_gladiola"):
    return rec.add_result(data, game, kinds, NAMES[: len(kinds)], winners, gid)


def test_solo_game_counts_once_under_each_bot_level_present():
    data = rec.fresh()
    add(data, ["human", "easy", "hard", "easy"], [0])
    g = data["games"]["via_gladiola"]
    assert g["played"] == 1 and g["wins"] == {"Anna": 1}
    assert g["vs"] == {
        "easy": {"win": 1, "shared": 0, "loss": 0},  # two easy bots: still one result
        "hard": {"win": 1, "shared": 0, "loss": 0},
    }
    assert g["hotseat"] == {"played": 0, "won": 0, "shared": 0, "bots": 0}
    add(data, ["easy", "human"], [0])  # the person sits second and a bot wins
    add(data, ["human", "hard"], [0, 1])  # shared victory
    assert g["vs"]["easy"] == {"win": 1, "shared": 0, "loss": 1}
    assert g["vs"]["hard"] == {"win": 1, "shared": 1, "loss": 0}
    assert rec.totals(g) == {"win": 2, "shared": 1, "loss": 1}
    assert rec.best_name(g) == ("Anna", 3)


def test_hot_seat_games_are_counted_per_game():
    data = rec.fresh()
    add(data, ["human", "human"], [1])
    add(data, ["human", "human", "medium"], [2])  # a bot beat both people
    add(data, ["human", "human", "human"], [0, 2])
    g = data["games"]["via_gladiola"]
    assert g["hotseat"] == {"played": 3, "won": 1, "shared": 1, "bots": 1}
    assert g["vs"] == {}  # no single person's result to put against a level
    assert g["played"] == 3 and g["wins"] == {"Ben": 1, "Carla": 2, "Anna": 1}


def test_bots_only_games_count_as_played_only():
    data = rec.fresh()
    add(data, ["easy", "hard"], [1])
    g = data["games"]["via_gladiola"]
    assert g["played"] == 1 and g["vs"] == {} and g["hotseat"]["played"] == 0


def test_a_game_id_is_counted_once():
    data = rec.fresh()
    assert add(data, ["human", "easy"], [0], gid="g1")
    assert not add(data, ["human", "easy"], [0], gid="g1")
    assert data["games"]["via_gladiola"]["played"] == 1
    for i in range(rec.RECENT + 5):
        add(data, ["human", "easy"], [1], gid=f"x{i}")
    assert len(data["recent"]) == rec.RECENT


def test_normalize_keeps_good_fields_and_drops_bad_ones():
    old = {"via_gladiola": {"played": 3, "wins": {"Anna": 2, "Ben": "x"}}}
    data = rec.normalize(old)  # the first shape, before per-level results
    assert data["games"]["via_gladiola"]["played"] == 3
    assert data["games"]["via_gladiola"]["wins"] == {"Anna": 2}
    messy = {
        "version": 1,
        "games": {"gloschli": {"played": -4, "vs": {"easy": {"win": 2, "loss": True}, "x": {}}}},
        "recent": ["a", 3],
    }
    g = rec.normalize(messy)["games"]["gloschli"]
    assert g["played"] == 0 and g["vs"] == {"easy": {"win": 2, "shared": 0, "loss": 0}}
    assert rec.normalize(messy)["recent"] == ["a"]
    assert rec.normalize([1, 2]) is None
    assert rec.normalize({"version": 99, "games": {}}) is None
    assert rec.normalize({"games": {}, "version": 1, "recent": "x"})["recent"] == []


@pytest.mark.parametrize(
    "text",
    ["{not json", '{"meadow": 1, "key": "meadow/v1/records", "data": [1, 2]}', '"hello"'],
)
def test_corrupt_records_are_reported_once_and_start_fresh(text):
    backend = MemoryBackend()
    backend.write(KEY_RECORDS, text)
    storage = Storage(backend)
    assert rec.load(storage) == rec.fresh()
    notices = storage.take_notices()
    assert len(notices) == 1 and notices[0].startswith("notice.records.")
    assert backend.read(KEY_RECORDS) is None  # the broken entry is gone
    assert rec.record_game(storage, "floriado", ["human", "easy"], NAMES[:2], [0], "f1")
    assert rec.load(storage)["games"]["floriado"]["vs"]["easy"]["win"] == 1
    assert storage.take_notices() == []


# -- through the interface ---------------------------------------------------------------------


def make_app(path, seed: int = 5) -> App:
    return T.new_app(path, seed=seed, keep_settings=True, hints=False)


def play_game(app: App, kinds: list[str]) -> object:
    """Set up seats by keyboard-free clicks and finish a game with Rest/first legal card."""
    T.run(app, 1)
    T.click(app, "game.via_gladiola")
    setup = app.top
    for i, kind in enumerate(kinds):
        if i >= len(setup.seats):
            T.click(app, "seat.add")
        setup.seats[i].kind = kind
    setup.build()
    T.click(app, "start")
    table = app.top if app.top.name == "via_gladiola" else app.scenes[-2]
    for _ in range(20000):
        top = app.top
        if top.name == "results":
            return table
        if top.name == "pass":
            T.click(app, "pass.ready")
        elif top is table and table.my_turn():
            legal = [w for w in T.widgets(app) if w.id.startswith("hand.") and w.enabled]
            T.click_at(app, (legal[0] if legal else T.find(app, "rest")).rect.center)
        else:
            T.run(app, 1)
    raise AssertionError("the game did not end")


def test_a_finished_game_is_recorded_once_and_survives_a_reload(tmp_path):
    app = make_app(tmp_path)
    table = play_game(app, ["human", "easy", "medium"])
    result = table.match.session.state.result()
    g = app.records()["via_gladiola"]
    assert g["played"] == 1
    expected = rec.outcome(0, result.winners)
    for level in ("easy", "medium"):
        assert g["vs"][level][expected] == 1 and sum(g["vs"][level].values()) == 1
    T.run(app, 30)  # staying on the results screen adds nothing
    assert app.records()["via_gladiola"]["played"] == 1
    # Reopening the finished game (a stale save, a reload) does not count it again.
    finished = table.match.session.to_save()
    assert open_saved(app, finished)
    T.run(app, 60)
    assert app.records()["via_gladiola"]["played"] == 1
    # A fresh start of the program reads the same records from the file.
    again = make_app(tmp_path, seed=9)
    assert again.records()["via_gladiola"] == app.records()["via_gladiola"]
    assert again.storage.load(KEY_AUTOSAVE) is None
    # And the records screen shows them (R on the title screen).
    T.run(again, 1)
    T.key(again, pygame.K_r)
    assert again.top.name == "records"
    assert again.top.data["games"]["via_gladiola"]["played"] == 1
    T.key(again, pygame.K_ESCAPE)
    assert again.top.name == "title"


def test_hot_seat_game_is_recorded_per_game(tmp_path):
    app = make_app(tmp_path, seed=2)
    table = play_game(app, ["human", "human"])
    hot = app.records()["via_gladiola"]["hotseat"]
    assert hot["played"] == 1
    assert hot["won"] + hot["shared"] == 1  # two people only: one of them won (or both)
    assert app.records()["via_gladiola"]["vs"] == {}
    assert table.match.session.state.is_over


def test_corrupt_records_file_shows_a_notice_and_the_screen_opens(tmp_path):
    (tmp_path / "meadow.v1.records.json").write_text("{broken", encoding="utf-8")
    app = make_app(tmp_path)
    T.run(app, 2)
    assert any("records" in msg.lower() for msg, _ in app.toasts)
    T.click(app, "records")
    assert app.top.name == "records"
    assert app.top.data == rec.fresh()
    T.run(app, 2)
    assert not (tmp_path / "meadow.v1.records.json").exists()

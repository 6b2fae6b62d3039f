"""Hostile or corrupt data never crashes Meadow and never costs a game.

Engine part: each game's ``action_from_json`` refuses anything unsound with ``IllegalAction``
(ALL-3), and whatever it accepts is an action the state takes or refuses unchanged. A save is
its seed and actions (game/core/match.py), so a saved action is checked the same way.
"""

from __future__ import annotations

import json
import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import GAMES, IllegalAction, rules_for

EXAMPLES = settings(
    max_examples=2000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def play(game: str, seed: int, moves: int):
    rules = rules_for(game)
    players = 3 if rules.max_players > 2 else 2
    state = rules.new_game(players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


# A few positions per game, from the deal to late in a game (built once: fast examples).
POOL = {
    game: [play(game, seed, moves) for seed in range(3) for moves in (0, 7, 40, 150)]
    for game in GAMES
}


def paths(data) -> list[tuple]:
    """Every place inside a parsed save, as the keys/indexes that lead there."""
    out: list[tuple] = []
    stack: list[tuple] = [()]
    while stack:
        path = stack.pop()
        out.append(path)
        node = data
        for k in path:
            node = node[k]
        if isinstance(node, dict):
            stack.extend(path + (k,) for k in node)
        elif isinstance(node, list):
            stack.extend(path + (i,) for i in range(len(node)))
    return out


# Each example draws its data from one seeded Random (Hypothesis's ``randoms``): drawn through
# Hypothesis value by value, the generating alone took most of these tests' time. A failure
# still replays, and its report lists every value the Random gave.
EDGES = [0, 1, -1, 2, 5, 13, 99, -(10**9), 2**40, 2**64, 13.0, 1.5, True, False, None, "3", ""]
FLOATS = [math.nan, math.inf, -math.inf, -0.0, 0.0, 5e-324, 1e308, 0.5, 2.0**53 + 1]
# code point ranges for text: printable ASCII, control characters, accented Latin, combining
# marks, CJK, emoji, the last of the Basic Multilingual Plane (surrogates never: JSON's own)
CHARS = [(0x20, 0x7E), (0, 0x1F), (0xA0, 0x24F), (0x300, 0x36F), (0x4E00, 0x4EFF)]
CHARS += [(0x1F300, 0x1F64F), (0xFFF0, 0xFFFF)]
EXAMPLE_RNG = st.randoms(note_method_calls=True, use_true_random=False)


def a_text(rng: random.Random, most: int) -> str:
    return "".join(chr(rng.randint(*rng.choice(CHARS))) for _ in range(rng.randint(0, most)))


def a_float(rng: random.Random) -> float:
    return rng.choice(FLOATS) if rng.random() < 0.5 else rng.uniform(-1e6, 1e6)


def hostile(rng: random.Random) -> object:
    """A value that does not belong where it is put: edge numbers, floats, text, lists,
    dicts of card-like keys, a deep nest."""
    kind = rng.randrange(7)
    if kind == 0:
        return rng.choice(EDGES)
    if kind == 1:
        return rng.randint(-3, 60)
    if kind == 2:
        return a_float(rng)
    if kind == 3:
        return a_text(rng, 20)
    if kind == 4:
        return [rng.randint(-2, 20) for _ in range(rng.randint(0, 5))]
    if kind == 5:
        keys = ["kind", "value", "face", "x"]
        return {rng.choice(keys): rng.randint(-1, 50) for _ in range(rng.randint(0, 4))}
    return [[[[[[[[[[[[]]]]]]]]]]]]


def mutate(data, rng: random.Random) -> object:
    """One change at one place of a parsed save or action: a hostile value put in, the entry
    deleted, or duplicated."""
    spots = paths(data)
    path = spots[rng.randrange(len(spots))]
    how = rng.choice(["replace", "replace", "delete", "duplicate"])
    if not path:
        return hostile(rng)
    parent = data
    for k in path[:-1]:
        parent = parent[k]
    last = path[-1]
    if how == "replace":
        parent[last] = hostile(rng)
    elif how == "delete":
        del parent[last]
    elif isinstance(parent, list):
        parent.insert(last, json.loads(json.dumps(parent[last])))
    else:
        parent[last] = [parent[last], parent[last]]
    return data


ACTION_WORDS = [2**40, 13.0, 1.5, "walk", "rest", "pick", "distance", "finish"]


def action_value(rng: random.Random, depth: int = 0) -> object:
    """A JSON value for an action's field: a plain value, or lists and dicts of them."""
    if depth >= 3 or rng.random() < 0.6:
        kind = rng.randrange(5)
        if kind == 0:
            return None
        if kind == 1:
            return rng.random() < 0.5
        if kind == 2:
            return rng.randint(-5, 60)
        if kind == 3:
            return rng.choice(ACTION_WORDS)
        return a_text(rng, 8)
    size = rng.randint(0, 3)
    if rng.random() < 0.5:
        return [action_value(rng, depth + 1) for _ in range(size)]
    return {a_text(rng, 6): action_value(rng, depth + 1) for _ in range(size)}


@pytest.mark.parametrize("game", GAMES)
def test_hostile_action_json_is_refused_or_legal(game: str) -> None:
    """ALL-3: any action JSON becomes an action or IllegalAction; an illegal one changes
    nothing, a legal one applies."""
    rules = rules_for(game)
    states = [(s, s.legal_actions(), s.to_json()) for s in POOL[game] if not s.is_over]

    @EXAMPLES
    @given(EXAMPLE_RNG)
    def check(rng: random.Random) -> None:
        state, legal, before = states[rng.randrange(len(states))]  # short reports
        base = legal[rng.randrange(len(legal))].to_json()
        if rng.random() < 2 / 3:
            raw = mutate(base, rng)
        else:
            keys = sorted(base) + ["x"]
            raw = {rng.choice(keys): action_value(rng) for _ in range(rng.randint(0, 4))}
        try:
            action = rules.action_from_json(raw)
        except IllegalAction:
            return
        assert rules.action_from_json(action.to_json()) == action
        trial = state.clone()
        try:
            trial.apply(action)
        except IllegalAction:
            assert trial.to_json() == before  # ALL-3: unchanged
            assert action not in legal
            return
        assert action in legal

    check()


# -- regressions of the hostile-input review's findings --------------------------------------


@pytest.mark.parametrize("bad", [float, lambda v: [v], str, lambda v: v == 1])
def test_vg_card_values_must_be_whole_numbers(bad) -> None:
    """Finding 2 (VG-1): a card's value 13.0 or [5] is refused in an action (a save's too)."""
    rules = rules_for("via_gladiola")
    state = POOL["via_gladiola"][1]
    hand = state.view(state.current_player)["hand"]
    card = next(c for c in hand if c["kind"] == "distance")
    action = {"type": "walk", "card": dict(card, value=bad(card["value"]))}
    with pytest.raises(IllegalAction):
        rules.action_from_json(action)
    with pytest.raises(IllegalAction):
        rules.action_from_json(
            {"type": "walk", "card": dict(card, blisters=float(card["blisters"]))}
        )


# -- the interface: Continue over tampered saves, text, the log, storage ---------------------

pygame = pytest.importorskip("pygame")

from game import records as rec  # noqa: E402
from game.core.match import Seat, Session  # noqa: E402
from game.storage import (  # noqa: E402
    KEY_AUTOSAVE,
    KEY_RECORDS,
    KEY_SETTINGS,
    FileBackend,
    MemoryBackend,
    Storage,
    autosave_key,
)
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402

SEATS = {"via_gladiola": 3, "gloschli": 3, "floriado": 2}


def session_save(game: str, seed: int = 4, humans: int = 1) -> dict:
    n = SEATS[game]
    seats = [Seat(f"P{i}", "human" if i < humans else "easy") for i in range(n)]
    return Session(game, seats, {}, seed).to_save()


def finished_save(game: str) -> dict:
    n = SEATS[game]
    session = Session(game, [Seat(f"P{i}", "human") for i in range(n)], {}, 3)
    rng = random.Random(3)
    while not session.state.is_over:
        session.apply(rng.choice(session.state.legal_actions()))
    return session.to_save()


def _name(save: dict, name: str) -> dict:
    save["seats"][0]["name"] = name
    return save


def _vg_float_card(save: dict) -> dict:
    session = Session.from_save(save)
    walk = next(a.to_json() for a in session.state.legal_actions() if a.type == "walk")
    walk["card"]["value"] = float(walk["card"]["value"])
    save["actions"] = [walk]
    return save


def _deep(save: dict) -> dict:
    save["log"] = json.loads("[" * 900 + "]" * 900)
    return save


# Saves that once crashed on Continue; each is refused: title, one notice, kept aside.
REFUSED = {
    "nul in a name": lambda: _name(session_save("via_gladiola"), "An\x00na"),
    "lone surrogate": lambda: _name(session_save("gloschli"), "An\ud800na"),
    "30,000-char name": lambda: _name(session_save("floriado"), "W" * 30_000),
    "float card": lambda: _vg_float_card(session_save("via_gladiola")),
    "nested log": lambda: _deep(session_save("gloschli")),
    "state not text": lambda: dict(session_save("floriado"), state=[1]),
    "unknown game": lambda: dict(session_save("floriado"), game="x" * 5000),
}


def open_app(backend, frames: int = 1) -> App:
    storage = Storage(backend)
    if storage.load(KEY_SETTINGS) is None:
        storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": False})
    app = App(storage=storage, seed=2)
    T.run(app, frames)
    return app


def slot_of(save) -> str:
    """The save slot a tampered save sits in: its game's, Floriado's for a game
    name that is no game's (the tampering renamed a Floriado save)."""
    game = save.get("game") if isinstance(save, dict) else None
    return autosave_key(game if game in GAMES else "floriado")


def continue_with(save) -> tuple[App, MemoryBackend]:
    backend = MemoryBackend()
    Storage(backend).save(slot_of(save), save)
    backend.slot = slot_of(save)
    app = open_app(backend)
    if T.find(app, "continue") is not None:  # else storage itself refused it (too deep ...)
        T.click(app, "continue")
    T.run(app, 150)
    return app, backend


def assert_back_on_title(app: App, backend: MemoryBackend) -> None:
    assert [s.name for s in app.scenes] == ["title"]
    assert T.find(app, "continue") is None
    assert backend.slot not in backend.items and backend.slot + "/bad" in backend.items
    assert any("set aside" in m for m, _ in app.toasts)


@pytest.mark.parametrize("why", sorted(REFUSED))
def test_continue_over_a_tampered_save_returns_to_the_title(why: str) -> None:
    """Findings 3 and 5: the save is refused with a notice and never opened again."""
    app, backend = continue_with(REFUSED[why]())
    assert_back_on_title(app, backend)
    again = open_app(backend, 3)  # the next launch: no Continue, no second notice
    assert T.find(again, "continue") is None and again.toasts == []


@pytest.mark.parametrize("where", ["enter", "update", "draw"])
def test_a_failure_in_the_first_frames_sets_the_save_aside(monkeypatch, where: str) -> None:
    """Finding 4: exceptions from enter() and drawing no longer escape, nor repeat."""
    from game.games.via_gladiola.ui.table import ViaGladiolaTable

    def boom(self, *args) -> None:
        # Drawing fails in a real frame (onto the app's surface), not in enter()'s warm-up.
        if where != "draw" or args[0] is self.app.surface:
            raise RuntimeError("a bug this save triggers")

    monkeypatch.setattr(ViaGladiolaTable, where, boom)
    app, backend = continue_with(session_save("via_gladiola"))
    assert_back_on_title(app, backend)


def test_log_args_named_key_are_dropped_and_the_game_opens() -> None:
    """Finding 3: a log entry whose args hold "key" crashed render_entry; now it is dropped."""
    save = session_save("via_gladiola")
    save["log"] = [
        {"key": "log.start", "args": {"key": "x", "name": "P0"}},
        {"key": "log.start", "args": {"name": "P0"}, "seat": 0},
        {"key": "log.start", "args": {"name": {"kind": "distance", "value": [1]}}},
        "not an entry",
    ]
    assert Session.from_save(save).log == [{"key": "log.start", "args": {"name": "P0"}, "seat": 0}]
    app, backend = continue_with(save)
    assert app.top.name in ("via_gladiola", "pass") and backend.slot in backend.items


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_continues_to_its_results(game: str) -> None:
    """Finding 3: the state of a finished game raised TypeError in seat_name(None)."""
    app, backend = continue_with(finished_save(game))
    assert app.top.name == "results" and app.toasts == []
    T.run(app, 30)
    assert app.top.name == "results"


def test_fit_text_clips_what_does_not_fit() -> None:
    """Finding 5: no line wider than the screen is handed to SDL; odd characters are dropped."""
    from game.ui import theme

    pygame.init()
    huge = "W" * 30_000
    assert theme.text(huge, 12).get_width() <= theme.SCREEN_W
    line, size = theme.fit_line(huge, 20, 200, "bold")
    assert theme.width(line, size, "bold") <= 200 and line.endswith("…")
    assert theme.text("An\x00na\ud800", 20).get_width() > 0
    assert theme.width("An\x00na", 20) == theme.width("Anna", 20)


def test_log_panel_lays_out_only_new_entries(monkeypatch) -> None:
    """Finding 9: adding an entry wraps that entry, not the whole log again."""
    from game.ui import log as log_mod

    pygame.init()
    panel = log_mod.LogPanel(pygame.Rect(0, 0, 300, 400), str)
    entries = [{"key": "log.start", "args": {"name": f"P{i}"}} for i in range(500)]
    panel.signature(entries)
    calls = []
    real = log_mod.render_entry
    monkeypatch.setattr(log_mod, "render_entry", lambda e, c: calls.append(e) or real(e, c))
    entries.append({"key": "log.start", "args": {"name": "new"}})
    panel.signature(entries)
    assert calls == [entries[-1]]
    full = log_mod.LogPanel(pygame.Rect(0, 0, 300, 400), str)
    assert full.signature(entries) == panel.signature(entries)


def test_the_stored_log_is_capped() -> None:
    """Finding 9: the log a save carries stays bounded however long the game."""
    from game.core import match as session_mod

    s = Session.from_save(session_save("gloschli"))
    for i in range(session_mod.LOG_CAP * 3):
        s.add_log([{"key": "log.start", "args": {"name": str(i)}}])
    assert len(s.log) <= session_mod.LOG_CAP + session_mod.LOG_TRIM
    assert s.log[-1]["args"]["name"] == str(session_mod.LOG_CAP * 3 - 1)
    save = s.to_save()
    save["log"] = save["log"] * 30
    assert len(Session.from_save(save).log) <= session_mod.LOG_CAP


def test_storage_reading_never_raises_and_keeps_bad_files_aside(tmp_path) -> None:
    """Finding 1: nested, huge, undecodable entries are set aside, never lost."""
    (tmp_path / "meadow.v1.settings.json").write_text("[" * 2000 + "]" * 2000)
    (tmp_path / "meadow.v1.autosave.json").write_bytes(b"\xff\xfe\x00garbage")
    storage = Storage(FileBackend(tmp_path))
    assert storage.load(KEY_SETTINGS) is None and storage.load(KEY_AUTOSAVE) is None
    assert storage.take_notices() == ["notice.settings.corrupt", "notice.autosave.unreadable"]
    kept = sorted(p.name for p in tmp_path.iterdir())
    assert len(kept) == 2 and all(".bad-" in n and n.endswith(".json") for n in kept)
    assert storage.load(KEY_SETTINGS) is None and storage.take_notices() == []


def test_one_bad_record_does_not_wipe_the_others() -> None:
    """Records recover entry by entry; the original is kept aside."""
    backend = MemoryBackend()
    good = rec.fresh()
    rec.add_result(good, "floriado", ["human", "easy"], ["Anna", "Ben"], [0], "g1")
    data = json.loads(json.dumps(good))
    data["version"] = "1"  # a bad field
    data["games"]["gloschli"] = "garbage"
    data["games"]["floriado"]["wins"]["W" * 5000] = 3
    Storage(backend).save(KEY_RECORDS, data)
    storage = Storage(backend)
    records = rec.load(storage)
    assert records["games"]["floriado"] == good["games"]["floriado"]
    assert storage.take_notices() == ["notice.records.repaired"]
    assert KEY_RECORDS + "/bad" in backend.items
    assert rec.load(storage) == records and storage.take_notices() == []


CORRUPT_FILES = {
    "meadow.v1.settings.json": "[" * 3000 + "]" * 3000,
    "meadow.v1.autosave.json": json.dumps(
        {"meadow": 1, "key": "meadow/v1/autosave", "data": REFUSED["30,000-char name"]()}
    ),
    "meadow.v1.records.json": '{"meadow": 1, "key": "meadow/v1/records", "data": '
    + "[" * 3000
    + "]" * 3000
    + "}",
    "meadow.v1.settings.bad-20260101-000000.json": "\x00\x01",
}


def test_main_starts_twice_over_a_folder_of_corrupt_files(tmp_path) -> None:
    """main.py over a folder of corrupt files, twice, without a traceback."""
    import os
    import subprocess
    import sys

    for name, text in CORRUPT_FILES.items():
        (tmp_path / name).write_text(text)
    env = dict(os.environ, MEADOW_DATA_DIR=str(tmp_path), SDL_VIDEODRIVER="dummy")
    env["SDL_AUDIODRIVER"] = "dummy"
    code = "import asyncio; from game.ui.app import main; asyncio.run(main(max_frames=20))"
    for _ in range(2):
        out = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300
        )
        assert out.returncode == 0 and "Traceback" not in out.stderr, out.stderr[-2000:]


def test_hostile_settings_keep_their_defaults() -> None:
    """A huge number (float() would overflow) or odd types never break the start."""
    from game.ui.settings import Settings

    backend = MemoryBackend()
    Storage(backend).save(
        KEY_SETTINGS,
        {"speed": 10**400, "text_scale": [1], "hints_seen": ["x" * 10_000, 3], "sound": 1},
    )
    s = Settings.load(Storage(backend))
    assert s.speed == Settings().speed and s.text_scale == Settings().text_scale
    assert s.hints_seen == [] and s.sound == Settings().sound


SAMPLE_LOG = [
    {"key": "log.start", "args": {"name": "P0"}, "seat": 0},
    {"key": "log.walk", "args": {"name": "P1", "card": {"kind": "distance", "value": 3}}},
    {"key": "log.day_end", "args": {"day": 1, "cards": [{"kind": "gl", "face": 2}]}, "gap": True},
]
SESSION_POOL = [dict(session_save(game, seed), log=SAMPLE_LOG) for game in GAMES for seed in (1, 2)]


@EXAMPLES
@given(EXAMPLE_RNG)
def test_mutated_session_saves_are_refused_or_sound(rng: random.Random) -> None:
    """Session.from_save refuses with ValueError, or every log entry renders and names fit."""
    from game.core.match import valid_name
    from game.ui.log import render_entry

    save = json.loads(json.dumps(SESSION_POOL[rng.randrange(len(SESSION_POOL))]))
    save = mutate(save, rng)
    try:
        session = Session.from_save(save)
    except ValueError:
        return
    assert all(valid_name(s.name) for s in session.seats)
    for entry in session.log:
        assert isinstance(render_entry(entry, str), str)
    assert Session.from_save(session.to_save()).state.to_json() == session.state.to_json()


@pytest.mark.parametrize("game", GAMES)
def test_deeply_nested_action_json_is_refused(game: str) -> None:
    """Finding 1 for actions: a 5,000-deep value is refused without repr() recursing."""
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    rules = rules_for(game)
    for raw in (
        deep,
        {"type": deep},
        {"type": "walk", "card": deep},
        {"type": "pick", "row": deep, "col": 0, "facing": deep, "seat": deep, "slot": 0},
    ):
        with pytest.raises(IllegalAction):
            rules.action_from_json(raw)


def test_the_guard_ends_after_the_first_frames(monkeypatch) -> None:
    """The guard covers opening a save only: later bugs are not hidden (nor saves moved)."""
    from game.games.via_gladiola.ui.table import ViaGladiolaTable
    from game.ui import navigator as table_mod

    app, backend = continue_with(session_save("via_gladiola"))
    T.run(app, table_mod.GUARD_FRAMES)
    assert app._guard is None

    def boom(self, *args) -> None:
        raise RuntimeError("a bug in play")

    monkeypatch.setattr(ViaGladiolaTable, "update", boom)
    while app.top.name != "via_gladiola":
        T.click(app, "pass.ready")
    with pytest.raises(RuntimeError):
        T.run(app, 1)
    assert backend.slot in backend.items

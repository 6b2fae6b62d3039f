"""Fault injection: nothing a player did is lost, and a write that fails is said.

Each test names the item of the storage issue it shows fixed (1-6 and 8; 7 is in
test_contract.py). "Quit" at a frame means: the storage as it stands after
that frame is all the next start would find, so each frame's storage is read afresh.
"""

from __future__ import annotations

import errno
import json
import os
import random

import pytest

from game import archive, daily, finished, records
from game.core.catalog import GAMES, rules_for
from game.core.match import MAX_ACTIONS, Seat, Session
from game.storage import (
    KEY_RECORDS,
    KEY_SETTINGS,
    FileBackend,
    MemoryBackend,
    Storage,
    WebBackend,
    _aside_by_key,
    autosave_key,
    derived_gid,
    identity,
    spare_keys,
)

SEATS = {"via_gladiola": 3, "gloschli": 3, "floriado": 2}
SHORT = {"gloschli": {"target": 10}}  # a short Gloschli game: the end comes sooner


# -- a backend that fails ------------------------------------------------------------------------


class Faulty(MemoryBackend):
    """A key-value store whose writes and removals fail from the ``fail_from``-th on (a disk
    that fills up, a folder turned read-only), with ``err`` as the OS says it."""

    def __init__(self, items: dict | None = None, fail_from: int | None = None, err=errno.ENOSPC):
        super().__init__()
        self.items = dict(items or {})
        self.ops = 0
        self.fail_from = fail_from
        self.err = err

    def _step(self) -> None:
        self.ops += 1
        if self.fail_from is not None and self.ops >= self.fail_from:
            raise OSError(self.err, os.strerror(self.err))

    def write(self, key: str, text: str) -> None:
        self._step()
        super().write(key, text)

    def remove(self, key: str) -> None:
        self._step()
        super().remove(key)

    def aside(self, key: str) -> None:
        _aside_by_key(self, key)


def steps_of(run, items: dict) -> int:
    """How many writes and removals ``run(storage)`` makes when nothing fails."""
    backend = Faulty(items)
    run(Storage(backend))
    return backend.ops


# -- games near their end ------------------------------------------------------------------------


def ends(state, action) -> bool:
    after = state.clone()
    after.apply(action, seat=after.current_player)
    return after.is_over


def near_end(session: Session, seed: int = 3):
    """Plays ``session`` at random up to an action that ends it; returns that action."""
    rng = random.Random(seed)
    while True:
        legal = session.state.legal_actions()
        ending = [a for a in legal if ends(session.state, a)]
        if ending:
            return ending[0]
        session.apply(rng.choice(legal))


def session_of(game: str, mode: str) -> Session:
    if mode == "daily":
        return daily.new_session(game, daily.today_utc())
    humans = 1 if mode == "solo" else 2
    seats = [Seat(f"P{i}", "human" if i < humans else "easy") for i in range(SEATS[game])]
    return Session(game, seats, SHORT.get(game, {}), 17)


def kept_gids(items: dict, game: str) -> list[str]:
    text = items.get(archive.key(game))
    return [] if text is None else [g.get("gid") for g in json.loads(text)["data"]["games"]]


def assert_written_down(items: dict, session: Session) -> None:
    """What a new start would find in ``items``: the game counted, kept, its day done, and
    its slot empty."""
    storage = Storage(MemoryBackend())
    storage.backend.items = dict(items)
    game = session.game
    assert records.game_id(game, session.gid) in records.load(storage)["recent"]
    assert session.gid in kept_gids(items, game)
    assert autosave_key(game) not in items
    if session.daily:
        assert daily.entry(daily.load(storage), game, session.daily)["state"] == "done"


# -- item 1: the finished game is written down in the step that ends it --------------------------


@pytest.mark.parametrize("mode", ["solo", "hotseat", "daily"])
@pytest.mark.parametrize("game", GAMES)
def test_1_quit_at_any_frame_after_the_last_action_keeps_the_game(game: str, mode: str) -> None:
    from game.ui import navigator
    from game.ui import testing as T
    from game.ui.app import App
    from game.ui.table.base import TableScene

    backend = MemoryBackend()
    storage = Storage(backend)
    storage.save(KEY_SETTINGS, {"speed": 1.0, "sound": False})  # the real pause, not skipped
    session = session_of(game, mode)
    if mode == "daily":
        assert daily.take_try(storage, session)
    last = near_end(session)
    data = session.to_save()
    storage.save(autosave_key(game), data)
    app = App(storage=storage, seed=2)
    assert navigator.open_saved(app, data, game)
    T.run(app, 3)
    while app.top.name == "pass":  # hot seat: the device handed over first
        T.click(app, "pass.ready")
    table = next(s for s in app.scenes if isinstance(s, TableScene))
    assert table.perform(last) and table.match.is_over
    frames = 0
    while app.top.name != "results":
        assert_written_down(backend.items, table.match.session)  # a quit now keeps it all
        if app.top.name == "pass":
            T.click(app, "pass.ready")
        T.run(app, 1)
        frames += 1
        assert frames < 3000
    assert frames > 20  # there was a pause to quit in
    assert_written_down(backend.items, table.match.session)
    counted = records.load(Storage(backend))["games"][game]["played"]
    assert counted == 1  # the results only showed it: counted once


def test_1_a_failed_write_at_the_end_keeps_the_finished_game_in_its_slot() -> None:
    """A full disk as the game ends: the slot keeps the finished game, and continuing it once
    the disk has room writes it down then."""
    session = session_of("floriado", "solo")
    last = near_end(session)
    backend = Faulty()
    storage = Storage(backend)
    storage.write_game("floriado", session.to_save())
    session.apply(last)
    backend.fail_from = backend.ops + 2  # the finished save is written; the records are not
    assert finished.end(storage, session) is False
    assert storage.take_notices() == ["notice.save_failed.full"]
    saved = Storage(MemoryBackend())
    saved.backend.items = dict(backend.items)
    kept = Session.from_save(saved.load(autosave_key("floriado")))
    assert kept.state.is_over and kept.gid == session.gid
    backend.fail_from = None  # room again: the continued finished game is written down
    again = Storage(backend)
    assert finished.end(again, kept)
    assert_written_down(backend.items, kept)


# -- item 2: a failed write never costs data and is never silent ----------------------------------


def records_with_a_bad_entry() -> dict:
    """Stored records with one good game and one bad count: loading repairs them."""
    good = records.empty_game()
    good["played"] = 7
    good["wins"] = {"Anna": 4}
    doc = {"version": 2, "games": {"floriado": good, "gloschli": {"played": "x"}}, "recent": []}
    return {KEY_RECORDS: json.dumps({"meadow": 1, "key": KEY_RECORDS, "data": doc})}


@pytest.mark.parametrize("err, why", [(errno.ENOSPC, "full"), (errno.EROFS, "read_only")])
def test_2_a_repair_that_fails_at_any_step_keeps_the_records(err: int, why: str) -> None:
    """A full disk or a read-only folder at every step of a repair: the records stay readable
    (the next start, with room again, still finds every good count) and the player is told."""
    start = records_with_a_bad_entry()
    total = steps_of(records.load, start)
    assert total >= 2  # the copy aside, then the rewrite
    for fail_from in range(1, total + 1):
        backend = Faulty(start, fail_from, err)
        storage = Storage(backend)
        assert records.load(storage)["games"]["floriado"]["played"] == 7  # the game goes on
        notices = storage.take_notices()
        assert f"notice.save_failed.{why}" in notices
        backend.fail_from = None  # the next start
        assert records.load(Storage(backend))["games"]["floriado"]["played"] == 7


@pytest.mark.parametrize("err, why", [(errno.ENOSPC, "full"), (errno.EROFS, "read_only")])
def test_2_a_broken_entry_that_cannot_be_set_aside_is_left_in_place_and_said(err, why) -> None:
    """The notice tells what happened: not "set aside" when it was not; and the damaged
    original is never written over in that run (nothing else could recover it)."""
    for fail_from in (1, 2):  # the copy fails; or the copy is made and the removal fails
        backend = Faulty({KEY_RECORDS: "{broken"}, fail_from, err)
        storage = Storage(backend)
        assert records.load(storage) == records.fresh()
        notices = storage.take_notices()
        assert notices == [f"notice.save_failed.{why}", "notice.kept_in_place"]
        assert not records.save(storage, records.fresh())  # refused: the original stays
        assert backend.items[KEY_RECORDS] == "{broken"
        assert storage.take_notices() == []  # said once
    backend = Faulty({KEY_RECORDS: "{broken"})  # with room: set aside, and said so
    storage = Storage(backend)
    records.load(storage)
    assert storage.take_notices() == ["notice.records.corrupt"]
    assert backend.items == {KEY_RECORDS + "/bad": "{broken"}


def test_2_a_repair_of_kept_games_that_fails_keeps_them() -> None:
    session = session_of("floriado", "solo")
    session.apply(near_end(session))
    storage = Storage(MemoryBackend())
    archive.add(storage, session, when=5.0)
    doc = json.loads(storage.backend.items[archive.key("floriado")])
    doc["data"]["games"].append({"game": "floriado", "seed": "junk"})
    start = {archive.key("floriado"): json.dumps(doc)}
    total = steps_of(lambda s: archive.load(s, "floriado"), start)
    for fail_from in range(1, total + 1):
        backend = Faulty(start, fail_from)
        storage = Storage(backend)
        assert [e["gid"] for e in archive.load(storage, "floriado")] == [session.gid]
        assert "notice.save_failed.full" in storage.take_notices()
        backend.fail_from = None
        assert [e["gid"] for e in archive.load(Storage(backend), "floriado")] == [session.gid]


def test_2_a_save_that_fails_at_any_step_keeps_the_last_save_and_says_so_once() -> None:
    session = session_of("via_gladiola", "solo")
    rng = random.Random(4)
    backend = Faulty()
    storage = Storage(backend)
    assert storage.write_game("via_gladiola", session.to_save())
    backend.fail_from = backend.ops + 1  # the disk is full from now on
    for _ in range(5):  # the game goes on, move after move
        session.apply(rng.choice(session.state.legal_actions()))
        assert storage.write_game("via_gladiola", session.to_save()) is False
    assert storage.take_notices() == ["notice.save_failed.full"]
    backend.fail_from = None
    kept = Session.from_save(Storage(backend).load(autosave_key("via_gladiola")))
    assert kept.gid == session.gid and kept.actions == []  # the last save that was written


def test_2_a_full_disk_leaves_no_half_file_and_the_original_whole(tmp_path, monkeypatch) -> None:
    """On a real folder: the temp file a full disk cut short is removed, the entry stays."""

    storage = Storage(FileBackend(tmp_path))
    assert storage.save(KEY_SETTINGS, {"speed": 2.0})

    def full(fd: int) -> None:  # the disk fills as the written bytes are flushed to it
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    assert storage.save(KEY_SETTINGS, {"speed": 0.5}) is False
    monkeypatch.undo()
    assert Storage(FileBackend(tmp_path)).load(KEY_SETTINGS) == {"speed": 2.0}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["meadow.v1.settings.json"]
    assert storage.take_notices() == ["notice.save_failed.full"]


def test_2_a_read_only_folder_keeps_a_damaged_file_in_place(tmp_path, monkeypatch) -> None:
    (tmp_path / "meadow.v1.records.json").write_text("{damaged")

    def refuse(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "replace", refuse)
    storage = Storage(FileBackend(tmp_path))
    assert records.load(storage) == records.fresh()
    assert storage.take_notices() == ["notice.save_failed.read_only", "notice.kept_in_place"]
    monkeypatch.undo()
    assert (tmp_path / "meadow.v1.records.json").read_text() == "{damaged"
    assert [p.name for p in tmp_path.iterdir()] == ["meadow.v1.records.json"]


class QuotaExceededError(Exception):
    """What a browser raises when a page's localStorage is full."""


class FullLocalStorage:
    """localStorage with a quota of ``limit`` characters, as browsers count it."""

    def __init__(self, limit: int) -> None:
        self.d: dict[str, str] = {}
        self.limit = limit

    def getItem(self, key):  # the Web Storage API's names
        return self.d.get(key)

    def setItem(self, key, value):
        used = sum(len(k) + len(v) for k, v in self.d.items() if k != key)
        if used + len(key) + len(value) > self.limit:
            raise QuotaExceededError("The quota has been exceeded.")
        self.d[key] = value

    def removeItem(self, key):
        self.d.pop(key, None)


def test_2_the_browsers_quota_is_said_and_the_last_save_kept() -> None:
    store = FullLocalStorage(6000)
    storage = Storage(WebBackend(store))
    session = session_of("gloschli", "solo")
    assert storage.write_game("gloschli", session.to_save())
    before = store.d[autosave_key("gloschli")]
    assert not storage.save(KEY_RECORDS, {"pad": "x" * 6000})  # the quota is reached
    assert storage.take_notices() == ["notice.save_failed.quota"]
    assert store.d[autosave_key("gloschli")] == before  # nothing written over
    store.d[KEY_RECORDS] = "{damaged"
    store.limit = sum(len(k) + len(v) for k, v in store.d.items())  # no room for a copy
    assert records.load(storage) == records.fresh()
    assert storage.take_notices() == ["notice.kept_in_place"]  # the quota was said already
    assert store.d[KEY_RECORDS] == "{damaged"


def test_2_the_web_keeps_more_than_one_set_aside_copy() -> None:
    mem = MemoryBackend()
    storage = Storage(mem)
    for n in range(3):
        mem.write(KEY_RECORDS, f"{{broken {n}")
        storage.load(KEY_RECORDS)
    assert {mem.items[KEY_RECORDS + s] for s in ("/bad", "/bad-2", "/bad-3")} == {
        "{broken 0",
        "{broken 1",
        "{broken 2",
    }


# -- item 3: one writer per slot; settings merged key by key ---------------------------------------


def played(session: Session, moves: int, seed: int = 1) -> Session:
    rng = random.Random(seed)
    for _ in range(moves):
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def slot_gid(storage: Storage, key: str) -> str | None:
    found = identity(storage.load(key))
    return None if found is None else found[0]


def test_3_two_copies_on_one_folder_keep_both_games(tmp_path) -> None:
    """Two windows (two Storage objects, as two processes) on one data folder: each plays its
    own Gloschli game; neither game is written over, and ending one deletes only its own."""
    a, b = Storage(FileBackend(tmp_path)), Storage(FileBackend(tmp_path))
    main = autosave_key("gloschli")
    x, y = session_of("gloschli", "solo"), session_of("gloschli", "hotseat")
    a.claim(main)
    assert a.write_game("gloschli", played(x, 3).to_save())
    b.saw(main, b.load(main))  # the second window's set-up asked to replace that game
    b.claim(main)  # and the player said yes
    assert b.write_game("gloschli", played(y, 2).to_save())
    assert a.write_game("gloschli", played(x, 1).to_save())  # the first window moves on
    assert a.take_notices() == ["notice.autosave.parked"]
    reader = Storage(FileBackend(tmp_path))
    assert slot_gid(reader, main) == y.gid  # the second's game stays in the slot
    assert slot_gid(reader, spare_keys("gloschli")[0]) == x.gid  # the first's is kept
    for _ in range(3):  # both play on, each in its own slot, without a further word
        assert a.write_game("gloschli", played(x, 1).to_save())
        assert b.write_game("gloschli", played(y, 1).to_save())
    assert a.notices == [] and b.notices == []
    assert len(Session.from_save(reader.load(main)).actions) == len(y.actions)
    x.apply(near_end(x))  # the first window's game ends: only its own slot is cleared
    assert finished.end(a, x)
    assert slot_gid(reader, main) == y.gid and reader.load(spare_keys("gloschli")[0]) is None
    y.apply(near_end(y))
    assert finished.end(b, y)
    assert reader.load(main) is None
    assert records.load(reader)["games"]["gloschli"]["played"] == 2


SECOND_PROCESS = """
import sys
from game.core.match import Seat, Session
from game.storage import FileBackend, Storage, autosave_key
storage = Storage(FileBackend(sys.argv[1]))
key = autosave_key("floriado")
storage.saw(key, storage.load(key))  # the set-up's replace question showed it
storage.claim(key)
game = Session("floriado", [Seat("Bo", "human"), Seat("Cy", "hard")], {}, 99)
assert storage.write_game("floriado", game.to_save())
print(game.gid)
"""


def test_3_a_second_process_on_the_folder_does_not_cost_the_first_its_game(tmp_path) -> None:
    import subprocess
    import sys
    from pathlib import Path

    a = Storage(FileBackend(tmp_path))
    x = session_of("floriado", "solo")
    a.claim(autosave_key("floriado"))
    assert a.write_game("floriado", played(x, 2).to_save())
    root = str(Path(__file__).resolve().parent.parent)
    env = dict(os.environ, PYTHONPATH=root)
    done = subprocess.run(
        [sys.executable, "-c", SECOND_PROCESS, str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=root,
        check=True,
    )
    y_gid = done.stdout.strip()
    assert a.write_game("floriado", played(x, 1).to_save())  # the first process moves on
    assert a.take_notices() == ["notice.autosave.parked"]
    reader = Storage(FileBackend(tmp_path))
    assert slot_gid(reader, autosave_key("floriado")) == y_gid
    kept = Session.from_save(reader.load(spare_keys("floriado")[0]))
    assert kept.gid == x.gid and kept.actions == x.actions


def test_3_a_new_game_never_replaces_a_game_the_player_was_not_shown(tmp_path) -> None:
    """A second window deals anew (Restart) while the first plays a game it never showed:
    the new game goes to a spare slot; the first window's game stays."""
    a, b = Storage(FileBackend(tmp_path)), Storage(FileBackend(tmp_path))
    main = autosave_key("floriado")
    x, y = session_of("floriado", "solo"), session_of("floriado", "solo")
    a.claim(main)
    assert a.write_game("floriado", played(x, 2).to_save())
    b.claim(main)  # b never showed x: not b's to replace
    assert b.write_game("floriado", y.to_save())
    assert b.take_notices() == ["notice.autosave.parked"]
    assert slot_gid(a, main) == x.gid and slot_gid(a, spare_keys("floriado")[0]) == y.gid
    assert a.write_game("floriado", played(x, 1).to_save()) and a.notices == []


def test_3_one_game_continued_in_two_copies_keeps_both_lines() -> None:
    """Two tabs on one origin (one localStorage) continue the same save: the later writer
    keeps its line of play in a spare slot instead of writing over the other's moves."""

    class LocalStorage(FullLocalStorage):
        def __init__(self) -> None:
            super().__init__(10**9)

    store = LocalStorage()
    first = Storage(WebBackend(store))
    session = played(session_of("via_gladiola", "solo"), 2)
    first.claim(autosave_key("via_gladiola"))
    first.write_game("via_gladiola", session.to_save())
    saved = first.load(autosave_key("via_gladiola"))
    a, b = Storage(WebBackend(store)), Storage(WebBackend(store))
    tab_a, tab_b = Session.from_save(saved), Session.from_save(saved)
    a.claim(autosave_key("via_gladiola"), saved)
    b.claim(autosave_key("via_gladiola"), saved)
    assert a.write_game("via_gladiola", played(tab_a, 2, seed=5).to_save())
    assert b.write_game("via_gladiola", played(tab_b, 3, seed=6).to_save())
    assert b.take_notices() == ["notice.autosave.parked"]
    reader = Storage(WebBackend(store))
    assert Session.from_save(reader.load(autosave_key("via_gladiola"))).actions == tab_a.actions
    assert Session.from_save(reader.load(spare_keys("via_gladiola")[0])).actions == tab_b.actions
    # Tab a ends its game: the spare moves into the free slot at the next title.
    tab_a.apply(near_end(tab_a))
    assert finished.end(a, tab_a)
    reader.promote_spare("via_gladiola")
    moved = Session.from_save(reader.load(autosave_key("via_gladiola")))
    assert moved.actions == tab_b.actions and reader.load(spare_keys("via_gladiola")[0]) is None
    assert b.write_game("via_gladiola", played(tab_b, 1, seed=7).to_save())  # follows it
    assert reader.load(spare_keys("via_gladiola")[0]) is None
    assert len(Session.from_save(reader.load(autosave_key("via_gladiola"))).actions) == len(
        tab_b.actions
    )


def test_3_settings_are_merged_key_by_key(tmp_path) -> None:
    from game.ui.settings import Settings

    a = Settings.load(Storage(FileBackend(tmp_path)))
    b = Settings.load(Storage(FileBackend(tmp_path)))
    a.speed = 2.0
    a.save(Storage(FileBackend(tmp_path)))
    b.sound = False
    b.coach = True
    b.save(Storage(FileBackend(tmp_path)))  # b's exit: its own changes only
    a.log_open = False
    a.save(Storage(FileBackend(tmp_path)))
    both = Settings.load(Storage(FileBackend(tmp_path)))
    assert (both.speed, both.sound, both.coach, both.log_open) == (2.0, False, True, False)
    # Each game's set-up and the tips seen merge within: two windows set up two games.
    a.setups["gloschli"] = {"seats": [], "start_player": -1, "options": {}}
    a.hints_seen.append("tip.a")
    a.save(Storage(FileBackend(tmp_path)))
    b.setups["floriado"] = {"seats": [], "start_player": 0, "options": {}}
    b.hints_seen.append("tip.b")
    b.save(Storage(FileBackend(tmp_path)))
    both = Settings.load(Storage(FileBackend(tmp_path)))
    assert sorted(both.setups) == ["floriado", "gloschli"]
    assert sorted(both.hints_seen) == ["tip.a", "tip.b"]


# -- item 4: a game is its random id, not its deal and length --------------------------------------


def finished_twice_of_one_deal(game: str = "floriado") -> tuple[Session, Session]:
    """Two different games of the same deal that end after the same number of actions."""
    one = session_of(game, "solo")
    one.apply(near_end(one))
    two = session_of(game, "solo")
    for action in one.actions:  # the same moves, so the same length: a different game
        two.apply(two.rules.action_from_json(action))
    assert one.gid != two.gid and one.seed == two.seed and len(one.actions) == len(two.actions)
    return one, two


def test_4_two_games_of_one_deal_count_twice_a_replayed_one_once() -> None:
    one, two = finished_twice_of_one_deal()
    storage = Storage(MemoryBackend())
    finished.record(storage, one)
    finished.record(storage, two)
    finished.record(storage, Session.from_save(one.to_save()))  # the same game, reopened
    assert records.load(storage)["games"]["floriado"]["played"] == 2
    assert sorted(e["gid"] for e in archive.load(storage, "floriado")) == sorted([one.gid, two.gid])


def test_4_saves_and_kept_games_from_before_ids_load_with_a_derived_one() -> None:
    session = played(session_of("gloschli", "solo"), 6)
    old = session.to_save()
    del old["gid"]
    loaded = Session.from_save(old)
    assert loaded.gid == derived_gid(old) == Session.from_save(old).gid  # stable
    assert loaded.actions == session.actions and loaded.state.to_json() == session.state.to_json()
    storage = Storage(MemoryBackend())
    storage.save(autosave_key("gloschli"), old)
    storage.claim(autosave_key("gloschli"), old)
    assert storage.write_game("gloschli", played(loaded, 1).to_save())  # its own slot
    assert storage.notices == []
    # A kept game from before ids and kept counters: read, numbered, nothing lost or said.
    one, two = session_of("floriado", "solo"), session_of("floriado", "solo")
    one.apply(near_end(one, seed=1))
    two.apply(near_end(two, seed=2))
    assert one.actions != two.actions
    entries = [archive.entry_of(g, when=w) for g, w in ((one, 3.0), (two, 9.0))]
    for e in entries:
        del e["gid"], e["kept"]
    storage.save(archive.key("floriado"), {"version": 1, "games": entries})
    kept = archive.load(storage, "floriado")
    assert [e["kept"] for e in kept] == [2, 1] and len({e["gid"] for e in kept}) == 2
    assert storage.take_notices() == [] and archive.load(storage, "floriado") == kept


# -- item 5: kept games in the order they were kept, whatever the clock ---------------------------


def finished_games(n: int, game: str = "via_gladiola") -> list[Session]:
    out = []
    for i in range(n):
        seats = [Seat(f"P{j}", "human" if j == 0 else "easy") for j in range(2)]
        s = Session(game, seats, {}, 100 + i)
        s.apply(near_end(s, seed=i))
        out.append(s)
    return out


@pytest.mark.parametrize("clock", ["back", "forward", "stuck"])
def test_5_the_clock_never_decides_which_games_are_kept(clock: str) -> None:
    times = {
        "back": [2e9 - i * 1e6 for i in range(24)],  # each game "earlier" than the last
        "forward": [1e9 + i * 1e6 for i in range(24)],
        "stuck": [0.0] * 24,
    }[clock]
    games = finished_games(24)
    storage = Storage(MemoryBackend())
    for session, when in zip(games, times):
        assert archive.add(storage, session, when=when)
    kept = archive.load(storage, "via_gladiola")
    assert [e["gid"] for e in kept] == [s.gid for s in reversed(games)][: archive.KEEP]
    assert storage.take_notices() == []  # nothing reported at the next start either
    assert not any("/bad" in k for k in storage.backend.items)


def test_5_the_budget_keeps_whole_games_newest_first_and_refuses_one_too_large(
    monkeypatch,
) -> None:
    games = sorted(finished_games(6), key=lambda g: len(g.actions))
    storage = Storage(MemoryBackend())
    for g in games[1:5]:
        assert archive.add(storage, g)
    stored = archive.load(storage, "via_gladiola")  # newest first
    sizes = [archive.size_of(e) for e in stored]
    # The budget holds the newest three whole games and a bit: the fourth goes, whole.
    monkeypatch.setattr(archive, "BUDGET", sum(sizes[:3]) + sizes[3] // 2)
    assert [e["gid"] for e in archive.bound(stored)] == [e["gid"] for e in stored[:3]]
    # One game too large for the whole budget is refused alone: the others stay as they were.
    small = Storage(MemoryBackend())
    assert archive.add(small, games[0])  # the shortest game
    before = dict(small.backend.items)
    budget = archive.size_of(archive.load(small, "via_gladiola")[0]) + 5
    assert archive.size_of(archive.entry_of(games[5])) > budget  # the longest game
    monkeypatch.setattr(archive, "BUDGET", budget)
    assert archive.add(small, games[5])
    assert small.backend.items == before
    assert small.take_notices() == ["notice.games.too_large"]
    assert [e["gid"] for e in archive.load(small, "via_gladiola")] == [games[0].gid]


def test_5_bound_skips_a_game_larger_than_the_budget_alone() -> None:
    entries = [{"n": i, "pad": "x" * 10} for i in range(5)]
    entries[1]["pad"] = "x" * (archive.BUDGET + 1)
    assert [e["n"] for e in archive.bound(entries)] == [0, 2, 3, 4]


# -- item 6: a save is checked against its slot; junk has the games' own cap -------------------


@pytest.mark.parametrize("junk", [[1, 2], "a string", 7], ids=repr)
def test_6_a_slot_holding_no_save_is_set_aside_not_written_over(junk) -> None:
    from game.ui import testing as T
    from game.ui.app import App

    backend = MemoryBackend()
    storage = Storage(backend)
    storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": False})
    storage.save(autosave_key("floriado"), junk)
    app = App(storage=storage, seed=2)
    T.run(app, 2)
    assert app.saved_game("floriado") is None
    assert autosave_key("floriado") not in backend.items
    assert json.loads(backend.items[autosave_key("floriado") + "/bad"])["data"] == junk


def test_6_a_save_of_another_game_in_a_slot_is_not_opened() -> None:
    from game.ui import navigator
    from game.ui import testing as T
    from game.ui.app import App

    backend = MemoryBackend()
    storage = Storage(backend)
    storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": False})
    real = played(session_of("gloschli", "solo"), 4).to_save()
    other = session_of("floriado", "solo").to_save()
    storage.save(autosave_key("gloschli"), real)
    app = App(storage=storage, seed=2)
    T.run(app, 2)
    assert navigator.open_saved(app, other, "gloschli") is False  # Floriado under Gloschli
    assert [s.name for s in app.scenes] == ["title"]
    storage.save(autosave_key("via_gladiola"), other)
    assert app.saved_game("via_gladiola") is None  # set aside, with the autosave's notice
    assert autosave_key("via_gladiola") + "/bad" in backend.items


def test_6_an_older_save_is_opened_only_when_its_actions_come_to_its_state() -> None:
    """A save is its seed and actions: an older one that also stored its state is continued
    when the replay comes to that state, and set aside (with the autosave's notice) when it
    does not: never played on from a state its actions do not give."""
    from game.ui import navigator
    from game.ui import testing as T
    from game.ui.app import App

    backend = MemoryBackend()
    storage = Storage(backend)
    storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": False})
    good = played(session_of("gloschli", "solo"), 6).to_save()
    del good["marks"]
    good["state"] = played(session_of("gloschli", "solo"), 6).state.to_json()
    bad = {**good, "state": played(session_of("gloschli", "solo"), 7).state.to_json()}
    storage.save(autosave_key("gloschli"), good)
    app = App(storage=storage, seed=2)
    T.run(app, 2)
    assert app.saved_game("gloschli") is not None
    assert navigator.open_saved(app, bad, "gloschli") is False
    assert [s.name for s in app.scenes] == ["title"]
    assert autosave_key("gloschli") + "/bad" in backend.items
    assert "notice.autosave.broken" in storage.notices + [m for m, _ in app.toasts]
    assert navigator.open_saved(app, good, "gloschli")
    assert app.top.match.session.state.to_json() == good["state"]


def test_6_the_junk_cap_is_the_games_own() -> None:
    caps = {g: rules_for(g).max_actions for g in GAMES}
    assert caps["gloschli"] == 200 * 401  # GL-32's 400 actions a round, 200 rounds at most
    assert MAX_ACTIONS == max(caps.values())
    for game, cap in caps.items():
        save = session_of(game, "solo").to_save()
        save["actions"] = [{"type": "junk"}] * (cap + 1)
        with pytest.raises(ValueError, match="actions"):
            Session.from_save(save)


# -- item 8: text ---------------------------------------------------------------------------------


BROKEN_GERMAN = """
import pathlib

real = pathlib.Path.read_text


def read(self, *args, **kwargs):
    text = real(self, *args, **kwargs)
    return text.rstrip()[:-1] + ",}" if self.name == "de.json" else text  # a trailing comma


pathlib.Path.read_text = read
from game import i18n  # raised JSONDecodeError here, which stopped the start in any language
import game.games  # each game's catalogs join as it registers

print(len(i18n.BROKEN), all(p.name == "de.json" for p in i18n.BROKEN))
print(i18n.t("title.continue"))
i18n.set_language("de")
print(i18n.t("title.continue"))
"""


def test_8_a_broken_catalog_is_skipped_and_the_game_starts(monkeypatch) -> None:
    import subprocess
    import sys
    from pathlib import Path

    from game import i18n
    from game.core.catalog import GAMES
    from game.ui import testing as T

    root = str(Path(__file__).resolve().parent.parent)
    env = dict(os.environ, PYTHONPATH=root)
    out = subprocess.run(
        [sys.executable, "-c", BROKEN_GERMAN], capture_output=True, text=True, env=env, cwd=root
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split("\n")[:3] == [f"{1 + len(GAMES)} True", "Continue", "Continue"]
    # The app says so once, in the language it starts in.
    monkeypatch.setattr(i18n, "BROKEN", [Path("de.json")])
    app = T.new_app(seed=1, language="en")
    T.run(app, 2)
    assert app.top.name == "title"
    assert any(m == i18n.t("notice.catalog.broken") for m, _ in app.toasts)


def test_8_the_name_field_refuses_what_the_fonts_cannot_draw() -> None:
    import pygame

    from game.ui import testing as T
    from game.ui.fields import drawable

    assert all(drawable(ch) for ch in "Anna Bénédicte-Łucja ßø'")
    assert not any(drawable(ch) for ch in "中אبЖ😀")  # CJK, Hebrew, Arabic, Cyrillic, emoji
    app = T.new_app(seed=1)
    T.run(app, 1)
    T.click(app, "game.floriado")
    setup = app.top
    T.click(app, "seat0.name")
    T.key(app, pygame.K_BACKSPACE)
    app.step(T.DT, [pygame.event.Event(pygame.TEXTINPUT, text="Mei中文")])
    T.key(app, pygame.K_RETURN)
    assert setup.seats[0].name == "Mei"
    from game.i18n import t

    assert any(m == t("setup.name_glyphs") for m, _ in app.toasts)

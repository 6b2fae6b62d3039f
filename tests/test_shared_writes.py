"""Two copies of Meadow on one data folder write the same documents at the same instant:
nothing is torn, nothing is lost (game/storage.py, game/files.py).

Each write goes through a temporary file of its own, flushed, renamed, the folder flushed; a
read-change-write of a shared document (records, settings, the online seats) holds the folder's
lock; the temporary files of a writer killed mid-write are cleaned when the next copy starts.
The browser's tabs have no lock: there a change another tab wrote over is done again
(``Storage.settle``), shown here on a store that hands writes to the other tab late, as
Chromium does.
"""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import records
from game.storage import KEY_RECORDS, FileBackend, Storage
from game.ui.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
TIMES = 200  # writes per process, as the fault probe did

# One copy of Meadow: waits for the start file, then writes TIMES times; prints what it saw.
WRITER = """
import json, os, sys, time
from pathlib import Path
from game import records
from game.storage import KEY_SETTINGS, FileBackend, Storage
from game.ui.settings import Settings

folder, start, who, what = sys.argv[1], Path(sys.argv[2]), sys.argv[3], sys.argv[4]
times = int(sys.argv[5])
storage = Storage(FileBackend(Path(folder)))
settings = Settings.load(storage)
Path(f"{start}-{who}").touch()  # ready
while not start.exists():
    time.sleep(0.0005)
refused = 0
for i in range(times):
    if what == "records":
        counted = records.record_game(
            storage, "floriado", ["human", "easy"], ["Ann", "Bot"], [i % 2], f"floriado:{who}-{i}"
        )
        refused += not counted
    elif what == "settings":
        settings.setups = {**settings.setups, f"{who}-{i}": {"n": i}}
        settings.save(storage)
    else:
        refused += not storage.save(KEY_SETTINGS, {"who": who, "i": i, "pad": "x" * 4000})
print(json.dumps({"refused": refused, "failed": storage.failed_writes,
                  "notices": storage.take_notices()}))
"""


def run_two(folder: Path, what: str, times: int = TIMES) -> list[dict]:
    """Two processes writing ``what`` into ``folder`` ``times`` times each, started at once."""
    start = folder.parent / f"{folder.name}-go"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(folder), str(start), who, what, str(times)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            text=True,
        )
        for who in ("a", "b")
    ]
    for _ in range(600_000):  # both imported and waiting, so both start at the same instant
        if all(Path(f"{start}-{who}").exists() for who in ("a", "b")):
            break
        if any(proc.poll() is not None for proc in procs):
            break  # one failed to start: its error is reported below
        time.sleep(0.001)
    start.touch()
    out = []
    for proc in procs:
        stdout, stderr = proc.communicate(timeout=600)
        assert proc.returncode == 0, stderr
        out.append(json.loads(stdout.strip().splitlines()[-1]))
    return out


def leftovers(folder: Path) -> list[str]:
    """Anything in the folder but the documents themselves: temporary or set-aside files."""
    return sorted(p.name for p in folder.iterdir() if ".bad-" in p.name or p.name.endswith(".tmp"))


def test_two_processes_finishing_200_games_each_at_once_count_all_400(tmp_path) -> None:
    folder = tmp_path / "data"
    seen = run_two(folder, "records")
    game = records.load(Storage(FileBackend(folder)))["games"]["floriado"]
    print(f"records: {game['played']} of {2 * TIMES} games counted, {leftovers(folder)}")
    assert [s["refused"] for s in seen] == [0, 0]
    assert [s["notices"] for s in seen] == [[], []], "a copy was told of a problem"
    assert game["played"] == 2 * TIMES, "a window's finished games were lost"
    assert game["solo"]["games"] == 2 * TIMES
    assert sum(game["vs"]["easy"].values()) == 2 * TIMES
    assert leftovers(folder) == []


def test_two_processes_saving_settings_200_times_each_keep_every_change(tmp_path) -> None:
    """Each copy adds a set-up per save (merged key by key): all 400 are there at the end."""
    folder = tmp_path / "data"
    seen = run_two(folder, "settings")
    setups = Settings.load(Storage(FileBackend(folder))).setups
    print(f"settings: {len(setups)} of {2 * TIMES} set-ups kept, refused {seen}")
    assert [s["failed"] for s in seen] == [0, 0]
    assert [s["notices"] for s in seen] == [[], []]
    assert len(setups) == 2 * TIMES
    assert leftovers(folder) == []


def test_two_processes_writing_one_file_200_times_each_never_tear_or_refuse_it(tmp_path) -> None:
    folder = tmp_path / "data"
    seen = run_two(folder, "plain")
    print(f"one file: refused {[s['refused'] for s in seen]} of {TIMES} each")
    assert [s["refused"] for s in seen] == [0, 0], "the storage refused to write"
    envelope = json.loads((folder / "meadow.v1.settings.json").read_text(encoding="utf-8"))
    assert envelope["data"]["i"] == TIMES - 1 and envelope["data"]["who"] in ("a", "b")
    assert leftovers(folder) == []


# -- browser tabs: no lock, a change redone over the other tab's write ------------------------


class Tab:
    """One tab's view of a shared localStorage: its reads come from its own copy, which the
    other tab's writes reach only when ``deliver`` hands them over (Chromium does so a moment
    later), so both tabs can read, change and write the same old document."""

    shared = True

    def __init__(self) -> None:
        self.items: dict[str, str] = {}
        self.others: list[Tab] = []
        self.outbox: list[tuple[str, str | None]] = []

    def read(self, key: str) -> str | None:
        return self.items.get(key)

    def write(self, key: str, text: str) -> None:
        self.items[key] = text
        self.outbox.append((key, text))

    def remove(self, key: str) -> None:
        self.items.pop(key, None)
        self.outbox.append((key, None))

    def deliver(self) -> None:
        for key, text in self.outbox:
            for other in self.others:
                if text is None:
                    other.items.pop(key, None)
                else:
                    other.items[key] = text
        self.outbox.clear()


def two_tabs() -> tuple[Tab, Tab]:
    a, b = Tab(), Tab()
    a.others, b.others = [b], [a]
    return a, b


def exchange(*tabs: Tab) -> None:
    for tab in tabs:
        tab.deliver()


def test_two_tabs_finishing_games_at_the_same_moment_both_count() -> None:
    a, b = two_tabs()
    sa, sb = Storage(a), Storage(b)  # type: ignore[arg-type]
    for i in range(20):  # both read the same records, each adds its game, both write
        assert records.record_game(sa, "gloschli", ["human", "hard"], ["A", "B"], [0], f"a{i}")
        assert records.record_game(sb, "gloschli", ["human", "hard"], ["A", "B"], [1], f"b{i}")
        exchange(a, b)  # each tab now reads the other's write, without its own game
        for _ in range(3):  # a few frames: each tab merges its game back in
            sa.settle(now=0.0)
            sb.settle(now=0.0)
            exchange(a, b)
    for tab in (a, b):  # whichever write the browser keeps last, it holds every game
        game = records.load(Storage(tab))["games"]["gloschli"]  # type: ignore[arg-type]
        assert game["played"] == 40 and game["solo"]["won"] == 20


def test_a_tab_stops_watching_its_change_after_a_while_and_never_counts_twice() -> None:
    a, b = two_tabs()
    sa, sb = Storage(a), Storage(b)  # type: ignore[arg-type]
    records.record_game(sa, "floriado", ["human", "easy"], ["A", "B"], [0], "g1")
    exchange(a, b)
    assert sa.settle(now=0.0) == 0, "nothing was written over: nothing to redo"
    records.record_game(sb, "floriado", ["human", "easy"], ["A", "B"], [0], "g2")
    exchange(a, b)
    sa.settle(now=0.0)  # b's write held a's game already: counted once, not again
    exchange(a, b)
    assert records.load(sa)["games"]["floriado"]["played"] == 2
    sa.settle(now=1e12)
    assert sa.redo == [], "a change is watched for a few seconds only"


def test_a_setting_changed_in_two_tabs_at_once_keeps_both() -> None:
    a, b = two_tabs()
    sa, sb = Storage(a), Storage(b)  # type: ignore[arg-type]
    one, two = Settings.load(sa), Settings.load(sb)
    one.sound = False
    two.hints = False
    one.save(sa)
    two.save(sb)  # read before a's write arrived
    exchange(a, b)
    for _ in range(3):
        sa.settle(now=0.0)
        sb.settle(now=0.0)
        exchange(a, b)
    stored = Settings.load(Storage(a))  # type: ignore[arg-type]
    assert (stored.sound, stored.hints) == (False, False)


# -- whole or not at all, flushed, and no temporary file left for ever ------------------------


def test_a_write_is_flushed_to_the_disk_before_its_rename_and_the_folder_after(
    tmp_path, monkeypatch
) -> None:
    synced: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        synced.append("folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real_fsync(fd)

    def replace(src, dst) -> None:
        synced.append("rename")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    assert Storage(FileBackend(tmp_path)).save(KEY_RECORDS, {"version": 2})
    assert synced == ["file", "rename", "folder"]


def test_a_writer_killed_mid_write_leaves_no_temporary_file_for_ever(tmp_path) -> None:
    """``kill -9`` during a large write: the next copy to start removes its temporary file;
    a copy still running keeps its own."""
    folder = tmp_path / "data"
    folder.mkdir()
    writer = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from pathlib import Path\n"
            "from game.storage import FileBackend, Storage, KEY_RECORDS\n"
            "s = Storage(FileBackend(Path(sys.argv[1])))\n"
            "while True: s.save(KEY_RECORDS, {'pad': 'x' * 6_000_000})\n",
            str(folder),
        ],
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    try:
        for _ in range(200_000):  # until a write is under way (its temporary file is there)
            if any(p.name.endswith(".tmp") for p in folder.iterdir()) or writer.poll() is not None:
                break
            time.sleep(0.001)
        os.kill(writer.pid, signal.SIGKILL)
    finally:
        writer.wait()
    cut = [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]
    if not cut:
        pytest.fail("the writer was never caught mid-write")
    # An older Meadow's temporary file, two minutes old, and one of a copy still writing.
    old = folder / "meadow.v1.settings.tmp"
    old.write_text("{half")
    os.utime(old, (time.time() - 120, time.time() - 120))
    alive = folder / f".meadow.v1.records.json.{os.getppid()}.0a0b0c0d.tmp"
    alive.write_text("{being written")
    Storage(FileBackend(folder))
    assert sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp")) == [alive.name]
    done = folder / "meadow.v1.records.json"
    if done.exists():  # a write finished before the kill: whole
        json.loads(done.read_text(encoding="utf-8"))

"""game/storage.py: versioned JSON under meadow/v1/ keys; bad entries are reported once."""

from __future__ import annotations

import json

from game import platform
from game.storage import (
    KEY_AUTOSAVE,
    KEY_RECORDS,
    KEY_SETTINGS,
    FileBackend,
    MemoryBackend,
    Storage,
    WebBackend,
)


def test_round_trip_on_files(tmp_path):
    s = Storage(FileBackend(tmp_path))
    assert s.load(KEY_SETTINGS) is None and s.notices == []
    assert s.save(KEY_SETTINGS, {"speed": 2.0})
    assert s.load(KEY_SETTINGS) == {"speed": 2.0}
    raw = json.loads((tmp_path / "meadow.v1.settings.json").read_text())
    assert raw == {"meadow": 1, "key": KEY_SETTINGS, "data": {"speed": 2.0}}
    s.delete(KEY_SETTINGS)
    assert s.load(KEY_SETTINGS) is None


def test_keys_are_namespaced_and_versioned():
    assert KEY_SETTINGS == "meadow/v1/settings"
    assert KEY_AUTOSAVE == "meadow/v1/autosave"
    assert KEY_RECORDS == "meadow/v1/records"


def test_corrupt_foreign_and_old_entries_are_reported_once_and_set_aside():
    mem = MemoryBackend()
    s = Storage(mem)
    mem.write(KEY_SETTINGS, "{nope")
    mem.write(KEY_AUTOSAVE, json.dumps({"some": "other app"}))
    mem.write(KEY_RECORDS, json.dumps({"meadow": 0, "key": KEY_RECORDS, "data": {}}))
    for key in (KEY_SETTINGS, KEY_AUTOSAVE, KEY_RECORDS):
        assert s.load(key) is None
        assert s.load(key) is None  # second read: already replaced, no second notice
    assert s.take_notices() == [
        "notice.settings.corrupt",
        "notice.autosave.foreign",
        "notice.records.old",
    ]
    assert s.take_notices() == []
    # Kept under <key>/bad on the web, never lost.
    assert mem.items == {
        KEY_SETTINGS + "/bad": "{nope",
        KEY_AUTOSAVE + "/bad": json.dumps({"some": "other app"}),
        KEY_RECORDS + "/bad": json.dumps({"meadow": 0, "key": KEY_RECORDS, "data": {}}),
    }


def test_entry_under_the_wrong_key_is_foreign():
    mem = MemoryBackend()
    s = Storage(mem)
    s.save(KEY_SETTINGS, {"a": 1})
    mem.write(KEY_RECORDS, mem.read(KEY_SETTINGS))
    assert s.load(KEY_RECORDS) is None
    assert s.take_notices() == ["notice.records.foreign"]


class Broken:
    def read(self, key):
        raise OSError("disk on fire")

    def write(self, key, text):
        raise OSError("disk full")

    def remove(self, key):
        raise OSError("read-only")


def test_a_failing_backend_never_raises():
    s = Storage(Broken())
    assert s.load(KEY_SETTINGS) is None
    assert s.save(KEY_SETTINGS, {}) is False
    s.delete(KEY_SETTINGS)
    # Said as it happened: the entry could not be set aside (left in place), and why.
    assert s.take_notices() == ["notice.save_failed.other", "notice.kept_in_place"]


class FakeLocalStorage:
    def __init__(self):
        self.d = {}

    def getItem(self, k):  # noqa: N802 - the browser's names
        return self.d.get(k)

    def setItem(self, k, v):  # noqa: N802
        self.d[k] = v

    def removeItem(self, k):  # noqa: N802
        self.d.pop(k, None)


def test_web_backend_uses_local_storage_keys():
    ls = FakeLocalStorage()
    s = Storage(WebBackend(ls))
    s.save(KEY_AUTOSAVE, {"x": 1})
    assert list(ls.d) == ["meadow/v1/autosave"]
    assert s.load(KEY_AUTOSAVE) == {"x": 1}


def test_data_dir_override(monkeypatch, tmp_path):
    monkeypatch.setenv("MEADOW_DATA_DIR", str(tmp_path))
    assert platform.user_data_dir() == tmp_path
    monkeypatch.delenv("MEADOW_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    if not platform.IS_WEB and platform.sys.platform.startswith("linux"):
        assert platform.user_data_dir() == tmp_path / "xdg" / "meadow"

"""Every notice is true and said once: a reset that failed says it failed, "another window saved
this slot" only when another window's game is there, every notice the code can show is in all
four catalogs, one damaged file is one notice however often it is read, and a setting under a
name this Meadow does not know (a renamed key, a flipped bit) is reported and kept aside.
"""

from __future__ import annotations

import errno
import json
import os
import re
from pathlib import Path

import pygame
import pytest

from game import archive, daily, records
from game.core.catalog import GAMES
from game.core.match import Seat, Session
from game.i18n import LANGUAGES, TABLES, t
from game.net.link import KEY_ONLINE
from game.storage import (
    KEY_RECORDS,
    KEY_SETTINGS,
    KEYS,
    FileBackend,
    MemoryBackend,
    Storage,
    autosave_key,
    notice_name,
    spare_keys,
)
from game.ui import testing as T
from game.ui.settings import Settings

GAME_DIR = Path(__file__).resolve().parents[1] / "game"
WHYS = ("corrupt", "foreign", "old", "unreadable")  # Storage.load's problems
FAILED = ("full", "quota", "read_only", "other")  # storage.why_failed's answers


def every_document_key() -> list[str]:
    keys = [*KEYS, daily.KEY_DAILY, KEY_ONLINE]
    for game in GAMES:
        keys += [archive.key(game), autosave_key(game), *spare_keys(game)]
    return keys


def notices_the_code_can_show() -> set[str]:
    """Each document's problems (``notice.<name>.<why>``), each failed write's, and every
    notice key written out in the code."""
    found = {f"notice.{notice_name(k)}.{why}" for k in every_document_key() for why in WHYS}
    found |= {f"notice.save_failed.{why}" for why in FAILED}
    for path in GAME_DIR.rglob("*.py"):
        found |= set(re.findall(r"[\"'](notice\.[a-z_]+(?:\.[a-z_]+)*)[\"']", path.read_text()))
    return found


def test_every_notice_the_code_can_show_is_in_all_four_catalogs() -> None:
    notices = notices_the_code_can_show()
    assert "notice.online.foreign" in notices and "notice.kept_in_place" in notices
    for lang in LANGUAGES:
        missing = sorted(n for n in notices if n not in TABLES[lang])
        assert missing == [], f"{lang}: the player would read raw keys {missing}"


@pytest.mark.parametrize("why", ["corrupt", "foreign", "old"])
def test_a_damaged_online_list_is_told_in_words(why) -> None:
    texts = {
        "corrupt": "{nope",
        "foreign": json.dumps({"other": "program"}),
        "old": json.dumps({"meadow": 0, "key": KEY_ONLINE, "data": []}),
    }
    storage = Storage(MemoryBackend())
    storage.backend.write(KEY_ONLINE, texts[why])
    storage.load(KEY_ONLINE)
    (notice,) = storage.take_notices()
    assert notice == f"notice.online.{why}"
    assert t(notice) != notice


def refuse_writes(monkeypatch) -> None:
    """A read-only folder: every rename of a written file is refused."""

    def refuse(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "replace", refuse)


def test_a_damaged_file_that_cannot_be_set_aside_is_told_once(tmp_path, monkeypatch) -> None:
    (tmp_path / "meadow.v1.records.json").write_text("{damaged")
    refuse_writes(monkeypatch)
    storage = Storage(FileBackend(tmp_path))
    told: list[str] = []
    for _ in range(10):  # the title, the records, the statistics... each read it; frames pass
        records.load(storage)
        told += storage.take_notices()
    assert told == ["notice.save_failed.read_only", "notice.kept_in_place"]


def test_a_damaged_save_in_a_read_only_folder_is_no_other_window(tmp_path, monkeypatch) -> None:
    """One window: its slot holds a damaged file it could not set aside. Saving its new game
    must not speak of another Meadow window."""
    slot = tmp_path / "meadow.v1.gloschli.autosave.json"
    slot.write_text("{damaged")
    refuse_writes(monkeypatch)
    storage = Storage(FileBackend(tmp_path))
    assert storage.load(autosave_key("gloschli")) is None
    session = Session("gloschli", [Seat("You", "human"), Seat("Bot", "easy")], {}, 3)
    storage.claim(autosave_key("gloschli"))
    storage.write_game("gloschli", session.to_save())
    told = storage.take_notices()
    assert "notice.autosave.parked" not in told
    assert "notice.autosave.parked" not in storage.told
    assert "notice.kept_in_place" in told
    assert slot.read_text() == "{damaged"


def test_another_windows_game_in_the_slot_is_still_said(tmp_path) -> None:
    """The notice stays where it is true: another copy wrote its game into the slot."""
    one, two = Storage(FileBackend(tmp_path)), Storage(FileBackend(tmp_path))
    seats = [Seat("You", "human"), Seat("Bot", "easy")]
    mine, theirs = Session("gloschli", seats, {}, 3), Session("gloschli", seats, {}, 4)
    one.claim(autosave_key("gloschli"))
    assert one.write_game("gloschli", mine.to_save())
    two.claim(autosave_key("gloschli"))
    assert two.write_game("gloschli", theirs.to_save())  # the other window's game: kept aside
    assert "notice.autosave.parked" in two.take_notices()


def test_a_reset_that_failed_says_it_failed(monkeypatch) -> None:
    storage = Storage(MemoryBackend())
    data = records.fresh()
    records.add_result(data, "floriado", ["human", "easy"], ["A", "B"], [0], "g1")
    records.save(storage, data)
    app = T.new_app(storage=storage, seed=7, frames=2, hints=False)

    def refuse(key: str, text: str) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(storage.backend, "write", refuse)
    T.key(app, pygame.K_r)
    T.key(app, pygame.K_t)
    assert app.top.name == "statistics"
    T.click(app, "tab.floriado")
    T.click(app, "stats.reset")
    T.click(app, "confirm.reset")
    T.run(app, 2)
    shown = [text for text, _ in app.toasts]
    game = t("game.floriado.name")
    assert t("stats.reset.done", game=game) not in shown, "said reset, though nothing was"
    assert t("stats.reset.failed", game=game) in shown
    assert t("notice.save_failed.read_only") in shown  # and why
    assert records.load(storage)["games"]["floriado"]["played"] == 1


def test_a_renamed_settings_key_is_reported_and_kept_aside(tmp_path) -> None:
    flipped = {"speed": 2.0, "sounc": False, "language": "de"}  # "sound", one bit flipped
    text = json.dumps({"meadow": 1, "key": KEY_SETTINGS, "data": flipped})
    (tmp_path / "meadow.v1.settings.json").write_text(text)
    storage = Storage(FileBackend(tmp_path))
    settings = Settings.load(storage)
    assert (settings.speed, settings.language, settings.sound) == (2.0, "de", True)
    assert storage.take_notices() == ["notice.settings.repaired"]
    settings.volume = 0.5
    settings.save(storage)  # the next save leaves the unknown key out...
    Settings.load(storage)
    assert storage.take_notices() == []  # ...said once
    (aside,) = [p for p in tmp_path.iterdir() if ".bad-" in p.name]
    assert aside.read_text() == text, "the setting as it was is not kept"
    for lang in LANGUAGES:
        assert "notice.settings.repaired" in TABLES[lang]


def test_records_that_are_fine_say_nothing(tmp_path) -> None:
    storage = Storage(FileBackend(tmp_path))
    records.record_game(storage, "floriado", ["human", "easy"], ["A", "B"], [0], "g1")
    Settings.load(storage).save(storage)
    assert storage.take_notices() == []
    assert storage.load(KEY_RECORDS) is not None

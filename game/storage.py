"""Settings, the autosave and records as versioned JSON under namespaced keys.

Desktop: one JSON file per key in the user's data directory. Web: the page's localStorage
(through game.platform). Every entry is wrapped as ``{"meadow": 1, "key": key, "data": ...}`` so
a missing, corrupt, foreign or old-version entry is recognised, reported once (``notices``) and
replaced; reading or writing never raises (RecursionError, MemoryError and UnicodeError
included).

A bad entry is never deleted: it is set aside (``<name>.bad-<YYYYmmdd-HHMMSS>.json`` beside the
good files on the desktop, the key ``<key>/bad`` on the web), so a person can still recover it.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Protocol

from game import platform

VERSION = 1
PREFIX = f"meadow/v{VERSION}/"
KEY_SETTINGS = PREFIX + "settings"
KEY_AUTOSAVE = PREFIX + "autosave"  # the former single save for all games: migrated, see below
KEY_RECORDS = PREFIX + "records"
KEYS = (KEY_SETTINGS, KEY_AUTOSAVE, KEY_RECORDS)
MAX_ENTRY = 8_000_000  # characters: far above any real entry, below what hurts memory
MAX_DEPTH = 48  # nesting of an entry's JSON (a real one is under 10 deep)


class Backend(Protocol):
    def read(self, key: str) -> str | None: ...

    def write(self, key: str, text: str) -> None: ...

    def remove(self, key: str) -> None: ...


class MemoryBackend:
    """A dict; for tests and as the fallback when nothing else works."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def read(self, key: str) -> str | None:
        return self.items.get(key)

    def write(self, key: str, text: str) -> None:
        self.items[key] = text

    def remove(self, key: str) -> None:
        self.items.pop(key, None)

    def aside(self, key: str) -> None:
        _aside_by_key(self, key)


class FileBackend:
    """One file per key: ``meadow/v1/settings`` -> ``<dir>/meadow.v1.settings.json``."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)

    def path(self, key: str) -> Path:
        return self.root / (key.replace("/", ".") + ".json")

    def read(self, key: str) -> str | None:
        try:
            return self.path(key).read_text(encoding="utf-8")
        except FileNotFoundError:
            return None

    def write(self, key: str, text: str) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        path = self.path(key)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)  # atomic: a crash mid-write never leaves half a save

    def remove(self, key: str) -> None:
        try:
            self.path(key).unlink()
        except FileNotFoundError:
            pass

    def aside(self, key: str) -> None:
        """Rename the entry's file to ``<name>.bad-<YYYYmmdd-HHMMSS>.json`` (kept, not lost)."""
        path = self.path(key)
        if not path.exists():
            return
        stamp = time.strftime("%Y%m%d-%H%M%S")
        stem = path.name[: -len(".json")]
        target = path.with_name(f"{stem}.bad-{stamp}.json")
        n = 2
        while target.exists():  # two bad entries in one second keep both
            target = path.with_name(f"{stem}.bad-{stamp}-{n}.json")
            n += 1
        os.replace(path, target)


class WebBackend:
    """The browser's localStorage (strings only)."""

    def __init__(self, store: Any) -> None:
        self.store = store

    def read(self, key: str) -> str | None:
        value = self.store.getItem(key)
        return None if value is None else str(value)

    def write(self, key: str, text: str) -> None:
        self.store.setItem(key, text)

    def remove(self, key: str) -> None:
        self.store.removeItem(key)

    def aside(self, key: str) -> None:
        _aside_by_key(self, key)


def _aside_by_key(backend: Backend, key: str) -> None:
    """Key-value stores keep one bad copy per key under ``<key>/bad`` (the latest)."""
    text = backend.read(key)
    if text is not None:
        backend.write(key + "/bad", text)
    backend.remove(key)


def default_backend() -> Backend:
    store = platform.local_storage()
    if store is not None:
        return WebBackend(store)
    if platform.IS_WEB:
        return MemoryBackend()
    return FileBackend(platform.user_data_dir())


class Storage:
    """Typed access to the three keys; problems become notices, never exceptions."""

    def __init__(self, backend: Backend | None = None) -> None:
        self.backend = backend if backend is not None else default_backend()
        # i18n keys of problems found, for the interface to show once (then cleared).
        self.notices: list[str] = []

    def load(self, key: str) -> Any | None:
        """The data stored under ``key``; None (and a notice) if missing-and-broken or unusable."""
        try:
            text = self.backend.read(key)
        except Exception:  # unreadable storage (or undecodable bytes) acts like an empty one
            self._problem(key, "unreadable")
            return None
        if text is None:
            return None
        try:
            if not isinstance(text, str) or len(text) > MAX_ENTRY:
                raise ValueError("not an entry")
            envelope = json.loads(text)
            if _too_deep(envelope):
                raise ValueError("nested too deeply")
        except Exception:  # ValueError, RecursionError, MemoryError, UnicodeError: all corrupt
            self._problem(key, "corrupt")
            return None
        if not isinstance(envelope, dict) or envelope.get("key") != key or "meadow" not in envelope:
            self._problem(key, "foreign")
            return None
        if envelope.get("meadow") != VERSION:
            self._problem(key, "old")
            return None
        return envelope.get("data")

    def save(self, key: str, data: Any) -> bool:
        """Store ``data``; False (never an exception) when the disk or browser refuses."""
        try:
            text = json.dumps({"meadow": VERSION, "key": key, "data": data}, sort_keys=True)
            self.backend.write(key, text)
            return True
        except Exception:  # a full disk must not end the game
            return False

    def delete(self, key: str) -> None:
        try:
            self.backend.remove(key)
        except Exception:
            pass

    def reject(self, key: str, why: str = "corrupt") -> None:
        """The caller found the data unusable (e.g. a save the engine refuses)."""
        self._problem(key, why)

    def note(self, notice: str) -> None:
        """Report ``notice`` (an i18n key) once, for the interface to show."""
        if notice not in self.notices:
            self.notices.append(notice)

    def set_aside(self, key: str) -> None:
        """Move the entry out of the way, kept for the person (never raises, never deletes)."""
        try:
            aside = getattr(self.backend, "aside", None)
            if aside is not None:
                aside(key)
            else:  # a backend without its own way: copy under <key>/bad, then remove
                _aside_by_key(self.backend, key)
        except Exception:  # cannot rename (read-only disk): leave it, it is not used anyway
            pass

    def _problem(self, key: str, why: str) -> None:
        name = key.rsplit("/", 1)[-1]
        self.note(f"notice.{name}.{why}")
        self.set_aside(key)  # start fresh: the broken entry is kept aside, reported only once

    def take_notices(self) -> list[str]:
        notices, self.notices = self.notices, []
        return notices


def _too_deep(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether lists/objects nest deeper than ``limit`` (iterative: a deep entry cannot
    exhaust the stack of whoever reads it next)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            if depth > limit:
                return True
            stack.extend(
                (v, depth + 1) for v in (item.values() if isinstance(item, dict) else item)
            )
    return False


# -- a save per game -------------------------------------------------------------------------------


def game_key(game: str, what: str) -> str:
    """An entry of one game's own: ``meadow/v1/<game>/<what>`` (a file per entry on the desktop)."""
    return f"{PREFIX}{game}/{what}"


def autosave_key(game: str) -> str:
    """Each game's own save slot: ``meadow/v1/<game>/autosave``.

    The last segment stays ``autosave`` so a slot's problems read as the autosave's notices.
    """
    return game_key(game, "autosave")


def migrate_autosave(storage: Storage, games: Iterable[str]) -> str | None:
    """Move the single v1 autosave into its game's slot; the game moved, or None.

    Nothing is lost: the old entry is read raw (a problem with it is no reason to delete it),
    removed only once its copy reads back from the slot, and left alone when its game is
    unknown or that game's slot already holds a save.
    """
    backend = storage.backend
    try:
        text = backend.read(KEY_AUTOSAVE)
        if text is None:
            return None
        envelope = json.loads(text)
    except Exception:  # unreadable or not JSON: kept as it is
        return None
    if not isinstance(envelope, dict) or envelope.get("key") != KEY_AUTOSAVE:
        return None
    if envelope.get("meadow") != VERSION or not isinstance(envelope.get("data"), dict):
        return None
    game = envelope["data"].get("game")
    if not isinstance(game, str) or game not in set(games):
        return None
    slot = autosave_key(game)
    try:
        if backend.read(slot) is not None:
            return None
    except Exception:
        return None
    if not storage.save(slot, envelope["data"]):
        return None
    try:
        copied = json.loads(backend.read(slot) or "null")
    except Exception:
        return None
    if not isinstance(copied, dict) or copied.get("data") != envelope["data"]:
        return None
    storage.delete(KEY_AUTOSAVE)
    return game

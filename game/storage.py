"""Settings, the autosave and records as versioned JSON under namespaced keys.

Desktop: one JSON file per key in the user's data directory. Web: the page's localStorage
(through game.platform). Every entry is wrapped as ``{"meadow": 1, "key": key, "data": ...}`` so
a missing, corrupt, foreign or old-version entry is recognised, reported once (``notices``) and
replaced; reading or writing never raises (RecursionError, MemoryError and UnicodeError
included).

A bad entry is never deleted: it is set aside (``<name>.bad-<YYYYmmdd-HHMMSS>.json`` beside the
good files on the desktop, the keys ``<key>/bad``, ``<key>/bad-2`` ... on the web), so a person
can still recover it. Setting aside copies first and removes the original only once the copy is
written: a full disk or a read-only folder leaves the original where it was, and a key whose
original could not be set aside is never overwritten in this run.

A write that fails (full disk, read-only folder, the browser's quota) never raises and is never
silent: the player is told once, in words (``notice.save_failed.<why>``), and the game goes on.

A file is written whole or not at all, through a temporary file of its own, flushed to the
disk (game/files.py); a copy killed mid-write leaves a temporary file the next copy removes.
A shared document (records, statistics, settings, the online seats, today's deal, the kept
games) is read, changed and written in one :meth:`Storage.update`: under the data folder's
lock on the desktop; in the browser, whose tabs cannot lock, the change is done again over
another tab's write that replaced it (:meth:`Storage.settle`), so both tabs' games count.

Save slots have one writer each (:meth:`Storage.write_game`): a slot holds its game's identity
(the random game id made at the deal and the number of actions) and a copy of Meadow writes or
clears only a slot that still holds what it last wrote there; otherwise it keeps its game in a
spare slot and says so (two windows or two tabs on one data folder or origin).
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, TypeVar

from game import platform

if not platform.IS_WEB:  # the desktop's files (atomic writes, the folder's lock): not in the page
    from game import files

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

    shared = False

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

    shared = False  # other copies write here too, but under the lock: nothing to redo

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self._lock_fd: int | None = None
        self._depth = 0  # nested lock() calls in this copy

    def path(self, key: str) -> Path:
        return self.root / (key.replace("/", ".") + ".json")

    def read(self, key: str) -> str | None:
        try:
            return self.path(key).read_text(encoding="utf-8")
        except FileNotFoundError:
            return None

    def write(self, key: str, text: str) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        files.write_file(self.path(key), text.encode("utf-8"))

    def remove(self, key: str) -> None:
        try:
            self.path(key).unlink()
        except FileNotFoundError:
            return
        files.sync_folder(self.root)

    def aside(self, key: str) -> None:
        """Copy the entry's file to ``<name>.bad-<YYYYmmdd-HHMMSS>.json`` (the original stays:
        the caller removes or rewrites it once the copy is safe). Raises when it cannot."""
        path = self.path(key)
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return
        stamp = time.strftime("%Y%m%d-%H%M%S")
        stem = path.name[: -len(".json")]
        target = path.with_name(f"{stem}.bad-{stamp}.json")
        n = 2
        while target.exists():  # two bad entries in one second keep both
            target = path.with_name(f"{stem}.bad-{stamp}-{n}.json")
            n += 1
        files.write_file(target, data)

    @contextlib.contextmanager
    def lock(self) -> Iterator[None]:
        """Hold the data folder's advisory lock (game/files.py) while a shared document is
        read, changed and written, so two copies finishing games at once both count; nested
        calls hold it once. Without a lock to be had the copy goes on (never stops the game)."""
        if self._depth:
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
            return
        self._lock_fd = files.take_lock(self.root)
        self._depth = 1
        try:
            yield
        finally:
            self._depth = 0
            fd, self._lock_fd = self._lock_fd, None
            files.release(fd)

    def clean(self) -> list[Path]:
        """Remove the temporary files of writes that will never finish (a copy killed in the
        middle of one); those of a copy still running stay. Returns what was removed."""
        return files.clean(self.root)


class WebBackend:
    """The browser's localStorage (strings only)."""

    shared = True  # other tabs write it without a lock: a shared document's change is redone

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


BAD_COPIES = 5  # set-aside copies a key-value store keeps per key (bounded: a browser's quota)


def _aside_by_key(backend: Backend, key: str) -> None:
    """Key-value stores copy a bad entry to ``<key>/bad``, ``<key>/bad-2`` ... (the first free
    one, or one holding the same text); when all are taken the newest copy replaces the last.
    The original stays (the caller removes or rewrites it once the copy is written)."""
    text = backend.read(key)
    if text is None:
        return
    names = [key + "/bad"] + [f"{key}/bad-{n}" for n in range(2, BAD_COPIES + 1)]
    for name in names:
        held = backend.read(name)
        if held is None or held == text:
            break
    backend.write(name, text)


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
        self.told: set[str] = set()  # failure notices shown in this run (each said once)
        self.failed_writes = 0  # writes refused so far (a finished game checks it was written)
        # Keys whose damaged original could not be set aside: never overwritten in this run.
        self.stuck: set[str] = set()
        # Save slots (write_game): what this copy last wrote or claimed in each slot, and
        # where each of its games lives (a spare slot once another copy took the first).
        self.held: dict[str, tuple[str, int] | None] = {}
        self.homes: dict[str, str] = {}
        self.seen: dict[str, Any] = {}  # each slot's game as last shown to the player
        # Each slot's text as this copy last wrote it: while the slot still holds exactly
        # that, it is this copy's without reading its JSON again (a save per move).
        self.written: dict[str, str] = {}
        self._last_text = ""
        self.causes: set[tuple[str, str]] = set()  # (notice, what it is about) said this run
        # Shared documents changed in a store without a lock (the browser's localStorage):
        # each change, to do again should another tab's write replace this one's (settle).
        self.redo: list[Redo] = []
        self.last: dict[str, str] = {}  # each key's text as this copy last wrote it
        clean = getattr(self.backend, "clean", None)
        if clean is not None:
            try:  # the temporary files of a copy killed mid-write
                clean()
            except Exception:  # noqa: BLE001 (a folder that cannot be listed: nothing to clean)
                pass

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
        """Store ``data``; False (never an exception) when the disk or browser refuses, and
        the player is told once why (``notice.save_failed.<why>``)."""
        if key in self.stuck:  # its damaged original is still there: never written over
            self.failed_writes += 1
            return False
        try:
            text = json.dumps({"meadow": VERSION, "key": key, "data": data}, sort_keys=True)
        except Exception:  # not JSON (a bug, not the disk): refused, said like any failure
            self._failed(None)
            return False
        try:
            self.backend.write(key, text)
            self._last_text = text
            self.last[key] = text
            return True
        except Exception as exc:  # a full disk must not end the game
            self._failed(exc)
            return False

    def update(self, key: str, change: Callable[[], T], again: bool = True) -> T:
        """Run ``change``, a read-change-write of the shared document ``key`` (records,
        statistics, settings, the online seats...), so that another copy of Meadow writing it
        at the same moment loses nothing: on the desktop under the folder's lock; in the
        browser, where tabs cannot wait for each other, ``change`` is done again by
        :meth:`settle` whenever another tab's write replaced this one's within REDO_SECONDS.
        ``change`` must read the document afresh and change nothing already there (a game
        counted once by its id); ``again=False`` for a change that must not be repeated."""
        lock = getattr(self.backend, "lock", None)
        wrote = self.last.get(key)
        if lock is None:
            result = change()
        else:
            with lock():
                result = change()
        if again and getattr(self.backend, "shared", False) and self.last.get(key) != wrote:
            self.redo.append(Redo(key, change, time.monotonic() + REDO_SECONDS))
        return result

    def settle(self, now: float | None = None) -> int:
        """Merge this copy's recent changes of shared documents back into what another tab
        wrote over them (called every frame; nothing to do without such changes). Returns
        how many changes were done again."""
        if not self.redo:
            return 0
        now = time.monotonic() if now is None else now
        found: dict[str, str | None] = {}  # each watched key's text now, when another wrote it
        for key in {item.key for item in self.redo}:
            try:
                text = self.backend.read(key)
            except Exception:  # noqa: BLE001 (unreadable now: the next frame looks again)
                continue
            if text != self.last.get(key):
                found[key] = text
        before = {key: self.last.get(key) for key in found}
        done = 0
        for item in list(self.redo):
            if item.key in found:  # another tab wrote since: this change again, over theirs
                done += 1
                try:
                    item.change()
                except Exception:  # noqa: BLE001 (a change that fails now is not retried)
                    self.redo.remove(item)
                    continue
            if now > item.until:
                self.redo.remove(item)
        for key, text in found.items():
            if self.last.get(key) == before.get(key) and text is not None:
                self.last[key] = text  # nothing written (theirs held ours): merged for now
        return done

    def delete(self, key: str) -> bool:
        try:
            self.backend.remove(key)
            return True
        except Exception as exc:
            self._failed(exc)
            return False

    def _failed(self, exc: BaseException | None) -> None:
        self.failed_writes += 1
        self.tell(f"notice.save_failed.{why_failed(exc)}")

    def tell(self, notice: str) -> None:
        """Like :meth:`note`, but once per run (a full disk is not news at every move)."""
        if notice not in self.told:
            self.told.add(notice)
            self.note(notice)

    def reject(self, key: str, why: str = "corrupt") -> None:
        """The caller found the data unusable (e.g. a save the engine refuses)."""
        self._problem(key, why)

    def note(self, notice: str) -> None:
        """Report ``notice`` (an i18n key) once, for the interface to show."""
        if notice not in self.notices:
            self.notices.append(notice)

    def copy_aside(self, key: str) -> bool:
        """Keep a copy of the entry for the person, the original untouched (never raises).

        False when the copy could not be written: then the key is *stuck* (never written
        over in this run, so the original stays readable) and the player is told why."""
        try:
            aside = getattr(self.backend, "aside", None)
            if aside is not None:
                aside(key)
            else:  # a backend without its own way: copies under <key>/bad
                _aside_by_key(self.backend, key)
            self.stuck.discard(key)  # a copy is safe now: the entry may be written again
            return True
        except Exception as exc:  # a full disk or a read-only folder: the original stays
            self.stuck.add(key)
            self._failed(exc)
            return False

    def set_aside(self, key: str) -> bool:
        """Move the entry out of the way, kept for the person (never raises, never deletes):
        copied first, the original removed only once the copy is written."""
        if not self.copy_aside(key):
            return False
        try:
            self.backend.remove(key)
        except Exception as exc:  # the copy is safe; the original stays, and is not written
            self.stuck.add(key)
            self._failed(exc)
            return False
        return True

    def once(self, notice: str, cause: str) -> None:
        """Report ``notice`` once per ``cause`` in this run (a damaged file read again and
        again is one damaged file)."""
        if (notice, cause) not in self.causes:
            self.causes.add((notice, cause))
            self.note(notice)

    def keep_damaged(self, key: str, notice: str) -> bool:
        """A document with parts that could not be read: a copy of it as it is set aside
        (once per content in this run) and ``notice`` said once. True when the copy is safe,
        so the caller may write the document without those parts; False (the key stuck, the
        player told why) when it is not."""
        try:
            text = self.backend.read(key)
        except Exception:  # noqa: BLE001 (unreadable now: nothing written over it)
            self.stuck.add(key)
            return False
        if text is None:
            return True
        cause = hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()
        if (notice, cause) in self.causes:
            return True  # this very content was set aside before
        if not self.copy_aside(key):
            self.once("notice.kept_in_place", key)
            return False
        self.causes.add((notice, cause))
        self.note(notice)
        return True

    def _problem(self, key: str, why: str) -> None:
        name = notice_name(key)
        # Start fresh: the broken entry is kept aside, reported only once. When it cannot be
        # set aside the notice says so (it was left in place, untouched), not "set aside".
        if self.set_aside(key):
            self.note(f"notice.{name}.{why}")
        else:
            self.once("notice.kept_in_place", key)

    # -- save slots: one writer each ---------------------------------------------------------
    def slot_now(self, key: str) -> Any:
        """What a save slot holds now: None (nothing), its game's identity, or FOREIGN."""
        try:
            text = self.backend.read(key)
            if text is None:
                return None
            if text == self.written.get(key):  # byte for byte what this copy wrote: no parse
                return self.held.get(key, FOREIGN)
            if not isinstance(text, str) or len(text) > MAX_ENTRY:
                return FOREIGN
            envelope = json.loads(text)
        except Exception:  # unreadable, not JSON, nested too deep: not a game of ours
            return FOREIGN
        if not isinstance(envelope, dict) or envelope.get("key") != key:
            return FOREIGN
        found = identity(envelope.get("data"))
        return FOREIGN if found is None else found

    def claim(self, key: str, data: Any = None) -> None:
        """This copy takes the slot for its game: as ``data``, the save read from it that the
        player continues; or, for a new game, as it holds now, if that is empty or a game this
        copy wrote or showed the player (who chose to replace it). A game another copy wrote
        since is not claimed: the new game goes to a spare slot at its first write. This
        copy's writes there are its own only while the slot still holds what it last wrote."""
        if data is not None:
            self.held[key] = identity(data)
            return
        now = self.slot_now(key)
        if now is None or now == self.held.get(key) or now == self.seen.get(key):
            self.held[key] = now
        else:
            self.held.pop(key, None)

    def saw(self, key: str, data: Any) -> None:
        """The player was shown the save ``data`` of slot ``key`` (a new game may replace it)."""
        self.seen[key] = identity(data)

    def write_game(self, game: str, data: dict) -> bool:
        """Save a game in progress in its slot, if the slot still holds what this copy last
        wrote (or claimed) there; else, another copy of Meadow having written since, in a
        spare slot (and the player is told). False when nothing could be written."""
        mine = identity(data)
        if mine is None:
            return self.save(autosave_key(game), data)
        key = self.homes.get(mine[0], autosave_key(game))
        now = self.slot_now(key)
        if now is None and self.held.get(key) is not None and key != autosave_key(game):
            # A spare emptied by another copy moving it into the first slot: follow it there.
            first = autosave_key(game)
            if self.slot_now(first) == self.held[key]:
                key, now = first, self.held[key]
                self.held[first] = now
        if key in self.held:
            ours = now is None or now == self.held[key]
        else:  # never claimed (a table built by hand): only an empty slot or our own game
            ours = now is None or (now is not FOREIGN and now[0] == mine[0])
        if not ours:
            spare = self._spare(game, mine[0])
            if spare is None:
                self._failed(None)
                return False
            key = spare
            if now is not FOREIGN:  # another copy's game: a damaged file is no other window
                self.tell("notice.autosave.parked")
        if not self.save(key, data):
            return False
        self.held[key] = mine
        self.written[key] = self._last_text
        self.homes[mine[0]] = key
        return True

    def clear_game(self, game: str, gid: str) -> bool:
        """Empty the slot of game ``gid`` (it ended) if it still holds what this copy wrote
        there; a slot another copy has written since is left alone. False if a delete failed."""
        key = self.homes.get(gid, autosave_key(game))
        now = self.slot_now(key)
        if now is None:
            return True
        if key in self.held:
            ours = now == self.held[key]
        else:
            ours = now is not FOREIGN and now[0] == gid
        if not ours:
            return True  # another copy's game (or its later moves of this one): theirs
        if not self.delete(key):
            return False
        self.held[key] = None
        self.written.pop(key, None)
        return True

    def _spare(self, game: str, gid: str) -> str | None:
        """A spare slot for game ``gid``: one already holding it, else the first empty one."""
        keys = spare_keys(game)
        for key in keys:
            now = self.slot_now(key)
            if now is not None and now is not FOREIGN and now[0] == gid:
                return key
        for key in keys:
            if self.slot_now(key) is None:
                return key
        return None

    def promote_spare(self, game: str) -> None:
        """A game kept in a spare slot moves into the first slot once that is empty, so the
        title's Continue offers it (the spare is removed only once the copy is written)."""
        first = autosave_key(game)
        try:
            if self.backend.read(first) is not None:
                return
        except Exception:
            return
        for key in spare_keys(game):
            try:
                text = self.backend.read(key)
            except Exception:
                continue
            if text is None:
                continue
            data = self.load(key)  # a bad spare is set aside there, with a notice
            if identity(data) is None:
                continue
            if self.save(first, data):
                self.delete(key)
            return

    def take_notices(self) -> list[str]:
        notices, self.notices = self.notices, []
        return notices


T = TypeVar("T")
REDO_SECONDS = 5.0  # how long a tab watches its change of a shared document (settle)


@dataclass
class Redo:
    """A change of a shared document to do again if another tab writes over it."""

    key: str
    change: Callable[[], Any]
    until: float


def notice_name(key: str) -> str:
    """The notices' name of a key: its last segment; every save slot reads as the autosave."""
    name = key.rsplit("/", 1)[-1]
    return "autosave" if name.startswith("autosave") else name


def why_failed(exc: BaseException | None) -> str:
    """Why a write failed, in the words the player is told: ``full`` (the disk), ``quota``
    (the browser's storage), ``read_only`` (a folder or medium that may not be written) or
    ``other``."""
    if isinstance(exc, OSError):
        if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            return "full"
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return "read_only"
    if exc is not None and "quota" in f"{type(exc).__name__} {exc}".lower():
        return "quota"  # the browser's QuotaExceededError, however the runtime wraps it
    return "other"


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


SPARES = 8  # spare slots per game: games kept while another copy of Meadow held the first


def spare_keys(game: str) -> list[str]:
    """The spare save slots of ``game``: ``meadow/v1/<game>/autosave-2`` and on."""
    return [game_key(game, f"autosave-{n}") for n in range(2, SPARES + 2)]


class _Foreign:
    """A slot's content that is not a game with an identity (damaged, another program's)."""

    def __repr__(self) -> str:
        return "FOREIGN"


FOREIGN: Any = _Foreign()
GID_CHARS = frozenset("0123456789abcdefghijklmnopqrstuvwxyz-")


def valid_gid(value: Any) -> bool:
    """A game id: 1 to 40 characters of lower-case letters, digits and dashes."""
    return isinstance(value, str) and 0 < len(value) <= 40 and set(value) <= GID_CHARS


def derived_gid(data: dict) -> str:
    """The id of a game saved before games had one: a hash of what makes it that game (its
    game, seed, seats, options and actions), so the same stored game always gets the same id
    and two different games of one deal never share one."""
    parts = [data.get(k) for k in ("game", "seed", "seats", "options", "actions")]
    text = json.dumps(parts, sort_keys=True, default=str)
    return "d-" + hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()[:16]


def identity(data: Any) -> tuple[str, int] | None:
    """A saved game's identity: its game id (derived for a save made before ids) and its
    number of actions; None when ``data`` is not a saved game."""
    if not isinstance(data, dict) or not isinstance(data.get("actions"), list):
        return None
    gid = data.get("gid")
    if gid is None:
        gid = derived_gid(data)
    if not valid_gid(gid):
        return None
    return gid, len(data["actions"])


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

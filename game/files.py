"""The desktop's files: each write whole or not at all, the data folder's lock, and the
temporary files of writers that died cleaned away (game/storage.py's FileBackend; the page
stores in localStorage and never imports this).

A write goes through a temporary file of its own beside the target
(``.<name>.<pid>.<random>.tmp``), flushed to the disk, renamed over the target, and the folder
flushed after the rename: two copies writing one document at once never share a temporary
file, and a crash or a power cut leaves the old document or the new one.
"""

from __future__ import annotations

import os
import secrets
import time
from pathlib import Path

try:  # advisory file locks: every desktop but Windows (there copies write without one)
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

TMP = ".tmp"  # a write in progress: ``.<file>.<pid>.<random>.tmp`` beside its file
LOCK_WAIT = 5.0  # seconds a copy waits for another's lock before it goes on without it
STALE_TMP = 3600.0  # seconds after which a temporary file is stale whoever wrote it


def write_file(path: Path, data: bytes) -> None:
    """Write ``path`` whole or not at all: through a temporary file of this write's own (two
    copies writing one file at once never share one), flushed to the disk before the rename
    and the folder after it (a power cut keeps the old file or the new one, never half)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}{TMP}")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)  # atomic: a reader sees the old file or the new one
    except BaseException:
        try:  # a full disk leaves a part-written temp file: not worth keeping
            tmp.unlink()
        except OSError:
            pass
        raise
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """Flush a folder's entries (a rename) to the disk; where folders cannot be opened
    (Windows) the rename is as safe as the system makes it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:  # a file system that does not sync folders: nothing more to do
        pass
    finally:
        os.close(fd)


def writer_alive(pid: int) -> bool:
    """Whether process ``pid`` (another copy of Meadow) still runs; never this process."""
    if pid <= 0 or pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists, owned by someone else
        return True
    return True


def take_lock(root: Path) -> int | None:
    """The data folder's advisory lock (``fcntl.flock`` on the folder itself: no lock file to
    leave behind), held until :func:`release`; None when it cannot be had (a file system
    without locks, Windows, another copy holding it for LOCK_WAIT): the caller goes on
    without, since a lock spares counts and must never stop the game."""
    if fcntl is None:
        return None
    try:
        root.mkdir(parents=True, exist_ok=True)
        fd = os.open(root, os.O_RDONLY)
    except OSError:
        return None
    deadline = time.monotonic() + LOCK_WAIT
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return fd
        except BlockingIOError:
            if time.monotonic() > deadline:
                break
            time.sleep(0.002)
        except OSError:  # a file system without locks
            break
    os.close(fd)
    return None


def release(fd: int | None) -> None:
    if fd is not None:
        try:
            os.close(fd)  # closing releases the lock
        except OSError:
            pass


def clean(root: Path) -> list[Path]:
    """Remove the temporary files of writes that will never finish (a copy killed in the
    middle of one); those of a copy still running stay. Returns what was removed."""
    removed: list[Path] = []
    try:
        entries = list(root.iterdir())
    except OSError:
        return removed
    now = time.time()
    for path in entries:
        if not path.name.endswith(TMP) or not path.name.startswith(("meadow", ".meadow")):
            continue
        parts = path.name.split(".")
        pid = int(parts[-3]) if len(parts) >= 4 and parts[-3].isdigit() else 0
        try:
            age = now - path.stat().st_mtime
            # A name without its writer's id (an older Meadow's) is stale after a minute.
            dead = not writer_alive(pid) and (pid > 0 or age > 60)
            if age > STALE_TMP or dead:
                path.unlink()
                removed.append(path)
        except OSError:  # gone already, or a read-only folder: left as it is
            continue
    return removed

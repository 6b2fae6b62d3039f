"""Shared test set-up: headless SDL, and a clean module-level language for every test."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The default language follows the system's; tests that check detection set their own.
os.environ["MEADOW_LANGUAGE"] = "en"

# Tests' data folders, servers' stores and browsers' profiles in memory when the machine has
# room there: every write is flushed to the disk (game/files.py), which costs about 8 ms a file
# on a disk and nothing in memory, and the suite writes thousands. A TMPDIR the caller set
# stays theirs.
MEMORY_DISK = "/dev/shm"
if "TMPDIR" not in os.environ and os.path.isdir(MEMORY_DISK) and os.access(MEMORY_DISK, os.W_OK):
    if shutil.disk_usage(MEMORY_DISK).free > 2 << 30:
        scratch = os.path.join(MEMORY_DISK, "meadow-tests")
        os.makedirs(scratch, exist_ok=True)
        os.environ["TMPDIR"] = scratch  # the workers and the programs tests start inherit it
        tempfile.tempdir = None  # read again from TMPDIR
# Compiled modules kept between processes (a machine's PYTHONDONTWRITEBYTECODE would have each
# worker and each server a test starts compile the whole game again, and pytest rewrite every
# test file again).
os.environ["PYTHONDONTWRITEBYTECODE"] = ""
sys.dont_write_bytecode = False


@pytest.fixture(autouse=True)
def _english_text():
    """Scenes may switch the language (a module global); each test starts in English."""
    try:
        from game.i18n import set_language
    except ImportError:  # the engine-only tests run without the i18n package
        yield
        return
    set_language("en")
    yield
    set_language("en")


# The costliest files first (`make test --durations` shows them). make test hands whole files
# to its workers in collection order (--dist loadfile --no-loadscope-reorder): these start
# first, so no long file is the last one left running on one worker; the browser files
# alternate with others, as two Chromiums starting at once slow each other down.
COSTLY_FIRST = (
    "test_browser_ui.py",
    "test_i18n.py",
    "test_browser_tabs.py",
    "test_contract.py",
    "test_browser_online.py",
    "test_ui_gloschli.py",
    "test_browser_access.py",
    "test_hostile.py",
    "test_browser_online_tables.py",
    "test_browser_phone.py",
    "test_table_layout_vg_fl.py",
    "test_browser.py",
    "test_ui_gloschli_seats.py",
    "test_views_only.py",
    "test_looks.py",
    "test_net_shared.py",
    "test_net_failover.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    rank = {name: i for i, name in enumerate(COSTLY_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))  # stable: the rest as found

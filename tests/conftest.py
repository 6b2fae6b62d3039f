"""Shared test set-up: headless SDL, the globals an App sets put back after every test, and
the test's App (``make_app``)."""

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
def _app_globals():
    """Each test starts in English at the normal text size with the default keys, and what an
    App it built set for the whole process (language, text size, keys, touch words, key caps)
    is put back after it: tests never reset these by hand."""
    try:
        from game.ui import testing
    except ImportError:  # the engine-only tests run without pygame
        yield
        return
    testing.restore_globals(testing.START)
    yield
    testing.restore_globals(testing.START)


@pytest.fixture
def make_app(monkeypatch: pytest.MonkeyPatch, tmp_path):
    """Build the test's App headless: ``make_app(text_scale=1.5, language="de", hints=False,
    log_open=True, speed=0.5, phone=True, files=True, storage=..., seed=..., frames=...)``.
    Settings not named are QUIET's and the App's defaults (game/ui/testing.new_app); ``phone``
    makes the machine a phone (a touch screen too small for the whole frame); ``files`` keeps
    the storage in files under the test's tmp_path (a second call reopens the same game).
    The globals the App sets are put back after the test (``_app_globals``)."""
    from game import platform
    from game.ui import testing

    def make(*, phone: bool = False, files: bool = False, **options):
        if phone:
            monkeypatch.setattr(platform, "touch_screen", lambda: True)
            monkeypatch.setattr(platform, "phone", lambda: True)
        return testing.new_app(tmp_path if files else None, **options)

    return make


# The costliest files first (`make test --durations` shows them). make test hands whole files
# to its workers in collection order (--dist loadfile --no-loadscope-reorder): these start
# first, so no long file is the last one left running on one worker.
COSTLY_FIRST = (
    "test_browser_ui.py",  # the browser files: one unit of work (BROWSER_FILES below)
    "test_browser_tabs.py",
    "test_browser_online.py",
    "test_browser_access.py",
    "test_browser_online_tables.py",
    "test_browser_phone.py",
    "test_browser.py",
    "test_net_failover.py",
    "test_net_processes.py",
    "test_contract.py",
    "test_i18n.py",
    "test_ui_gloschli_seats.py",
    "test_hostile.py",
    "test_ui_gloschli_readable.py",
    "test_online_ui.py",
    "test_online_invite.py",
    "test_gloschli.py",
    "test_web_safe.py",
    "test_ui_gloschli.py",
    "test_table_layout_vg_fl.py",
    "test_views_only.py",
    "test_looks.py",
    "test_net_shared.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    rank = {name: i for i, name in enumerate(COSTLY_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))  # stable: the rest as found


# The files that drive Chromium are one unit of work: one worker runs them one after another
# while the other runs the rest. Browsers take a machine-wide lock (tools/web_ui/harness.py:
# two Chromiums beside the suite lost a renderer now and then), so two workers in browser
# files at once left one of them waiting on the lock with its core idle.
BROWSER_FILES = "tests/test_browser"


def pytest_xdist_make_scheduler(config: pytest.Config, log):
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class BrowsersTogether(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = super()._split_scope(nodeid)
            return BROWSER_FILES if path.startswith(BROWSER_FILES) else path

    return BrowsersTogether(config, log)


# Seconds spent in each test file (set-up, call and tear-down of its tests, summed), for the
# summary `--durations` asks for: a file's costly set-up shows there, not in one test's line.
_FILE_SECONDS: dict[str, float] = {}
SLOWEST_FILES = 10


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    path = report.nodeid.split("::")[0]
    _FILE_SECONDS[path] = _FILE_SECONDS.get(path, 0.0) + report.duration


def pytest_terminal_summary(terminalreporter, config: pytest.Config) -> None:
    if config.getoption("durations", None) is None or not _FILE_SECONDS:
        return
    slowest = sorted(_FILE_SECONDS.items(), key=lambda kv: -kv[1])[:SLOWEST_FILES]
    terminalreporter.write_sep("=", f"slowest {len(slowest)} test files")
    for path, seconds in slowest:
        terminalreporter.write_line(f"{seconds:8.1f}s {path}")

"""A static check that the code the web page runs uses nothing pygbag's runtime lacks.

pygbag runs CPython compiled to WebAssembly on the page's one thread: there are no threads, no
processes, no blocking sockets, no terminal, and a blocking call (``time.sleep``, ``input()``,
``pygame.event.wait``) freezes the tab. The check reads the source with ``ast`` (nothing is
imported) and covers ``main.py`` and every module under ``game/`` except the desktop-only
command-line tools below -- and proves that ``main.py`` can never import those, following every
import in every function (and ``importlib.import_module`` patterns) from ``main.py``.
"""

from __future__ import annotations

import ast
import functools
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENTRY = "main.py"

# Modules the web page never runs: `python -m game ...` tools for the desktop and CI. They may
# use processes and the clock freely. The test below proves main.py cannot reach them.
DESKTOP_ONLY = {
    "game/__main__.py": "`python -m game`: the command line's entry point",
    "game/dev/cli.py": "the command line's argument parsing and dispatch",
    "game/dev/simulate.py": "`python -m game simulate`: batch games in a terminal",
    "game/dev/tournament.py": "`simulate --bots`: round-robins, parallel with multiprocessing",
    "game/dev/bench.py": "`python -m game bench`: benchmarks on the desktop",
    "game/dev/bench_report.py": "`python -m game bench`: its report and budgets",
    "game/dev/bench_online.py": "`python -m game bench --only online`: server and clients",
    "game/dev/local_postgres.py": "a throw-away PostgreSQL for the tests and the bench",
    "game/dev/match.py": "`python -m game match`: one pairing, parallel with multiprocessing",
    "game/dev/sprt.py": "`python -m game match`: its sequential test",
    "game/dev/tune.py": "`python -m game tune`: writes a game's tuned.json",
    "game/net/config.py": "`python -m game serve`: the room server's options",
    "game/net/server.py": "`python -m game serve`: the room server (aiohttp, signals)",
    "game/net/store.py": "the room server's SQLite file",
    "game/net/store_pg.py": "the room server's PostgreSQL store (psycopg)",
    "game/net/database.py": "the room server's choice of store from --database",
    "game/net/heavy.py": "the room server's worker processes (records)",
    "game/net/copy_store.py": "`python -m game copy-store`: moves a server's rooms",
    "game/net/metrics.py": "the room server's /metrics (prometheus-client)",
    "game/net/rooms.py": "the room server's rooms",
    "game/net/bus.py": "the room servers' Redis pub/sub",
    "game/net/client.py": "the desktop's aiohttp client (the page uses its own WebSocket)",
    "game/net/mail.py": "the room server's e-mail reminders (smtplib)",
    "game/files.py": "the desktop storage's files: atomic writes, the folder's lock",
}

# Modules that may write files: only the desktop side of storage. On the web,
# storage.default_backend() picks the page's localStorage (or memory), never FileBackend.
FILE_WRITERS = {
    "game/storage.py": "FileBackend is the desktop backend; the web uses localStorage",
    "game/files.py": "the desktop backend's files and lock (FileBackend, game/storage.py)",
}

WHY_THREADS = "no threads in the browser: pygbag runs on the page's single thread"
WHY_PROCESSES = "no processes in the browser"
WHY_NETWORK = "no blocking sockets in the browser (only the page's own fetch/WebSocket)"
WHY_TERMINAL = "no terminal or native toolkit in the browser"
WHY_BLOCKS = "blocks the page's only thread and freezes the tab; await asyncio.sleep instead"

FORBIDDEN_IMPORTS = {
    "threading": WHY_THREADS,
    "_thread": WHY_THREADS,
    "concurrent": WHY_THREADS,
    "multiprocessing": WHY_PROCESSES,
    "subprocess": WHY_PROCESSES,
    "asyncio.subprocess": WHY_PROCESSES,
    "signal": WHY_PROCESSES,
    "socket": WHY_NETWORK,
    "ssl": WHY_NETWORK,
    "select": WHY_NETWORK,
    "selectors": WHY_NETWORK,
    "urllib.request": WHY_NETWORK,
    "http": WHY_NETWORK,
    "ftplib": WHY_NETWORK,
    "smtplib": WHY_NETWORK,
    "requests": WHY_NETWORK,
    "tkinter": WHY_TERMINAL,
    "curses": WHY_TERMINAL,
    "readline": WHY_TERMINAL,
    "termios": WHY_TERMINAL,
    "tty": WHY_TERMINAL,
    "pty": WHY_TERMINAL,
    "getpass": WHY_TERMINAL,
}

# Fully qualified names (after following the module's imports) that must not be used.
FORBIDDEN_NAMES = {
    "time.sleep": WHY_BLOCKS,
    "input": "blocking input(): the page has no terminal; read pygame events",
    "sys.stdin": "blocking reads from stdin: the page has no terminal",
    "os.system": WHY_PROCESSES,
    "os.popen": WHY_PROCESSES,
    "os.fork": WHY_PROCESSES,
    "os.forkpty": WHY_PROCESSES,
    "os.kill": WHY_PROCESSES,
    "os.wait": WHY_PROCESSES,
    "os.waitpid": WHY_PROCESSES,
    "asyncio.run": "nested event loops: main.py's asyncio.run is the only one (pygbag owns it)",
    "asyncio.to_thread": WHY_THREADS,
    "pygame.time.wait": WHY_BLOCKS,
    "pygame.time.delay": WHY_BLOCKS,
    "pygame.event.wait": WHY_BLOCKS,
    "pygame.font.SysFont": "no system fonts on the web: load the shipped TTF files",
    "pygame.sysfont": "no system fonts on the web: load the shipped TTF files",
}
FORBIDDEN_PREFIXES = ("os.exec", "os.spawn", "os.posix_spawn")
# Method names that block or need threads whatever object they are called on.
FORBIDDEN_METHODS = {
    "run_until_complete": "a blocking event loop run: await instead",
    "run_forever": "a blocking event loop run: await instead",
    "run_in_executor": WHY_THREADS,
}

# File writes (allowed only in FILE_WRITERS).
WRITE_FUNCTIONS = {
    "os.remove",
    "os.unlink",
    "os.rename",
    "os.replace",
    "os.makedirs",
    "os.mkdir",
    "os.rmdir",
    "shutil.copy",
    "shutil.copy2",
    "shutil.copyfile",
    "shutil.copytree",
    "shutil.move",
    "shutil.rmtree",
}
WRITE_METHODS = {"write_text", "write_bytes", "touch", "mkdir", "unlink", "rmdir"}
WHY_WRITES = "no file writes on the web path: storage goes to localStorage through game.storage"


@dataclass(frozen=True)
class Problem:
    path: str
    line: int
    what: str
    why: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what} -- {self.why}"


def _dotted(node: ast.AST) -> list[str] | None:
    """``a.b.c`` as ["a", "b", "c"], or None for anything but names and attributes."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return parts[::-1]
    return None


def _aliases(tree: ast.AST) -> dict[str, str]:
    """Local names bound by imports, mapped to what they stand for (``sleep`` -> ``time.sleep``)."""
    names: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    names[alias.asname] = alias.name
                else:
                    root = alias.name.split(".")[0]
                    names[root] = root
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                names[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    return names


def _qualified(node: ast.AST, aliases: dict[str, str]) -> str | None:
    parts = _dotted(node)
    if parts is None:
        return None
    head = aliases.get(parts[0], parts[0])
    return ".".join([head, *parts[1:]])


def _forbidden_name(name: str) -> str | None:
    for bad, why in FORBIDDEN_NAMES.items():
        if name == bad or name.startswith(bad + "."):
            return why
    for prefix in FORBIDDEN_PREFIXES:
        if name.startswith(prefix):
            return WHY_PROCESSES
    return None


def _forbidden_import(module: str) -> str | None:
    for bad, why in FORBIDDEN_IMPORTS.items():
        if module == bad or module.startswith(bad + "."):
            return why
    return None


def _open_writes(call: ast.Call) -> bool:
    mode = call.args[1] if len(call.args) > 1 else None
    for keyword in call.keywords:
        if keyword.arg == "mode":
            mode = keyword.value
    if mode is None:
        return False
    if isinstance(mode, ast.Constant) and isinstance(mode.value, str):
        return any(c in mode.value for c in "wax+")
    return True  # a computed mode may write


def check_source(source: str, path: str, allow_writes: bool = False) -> list[Problem]:
    """Every web-unsafe use in one module's source."""
    tree = ast.parse(source, filename=path)
    aliases = _aliases(tree)
    shadowed = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.ClassDef)}
    problems: list[Problem] = []
    # Attribute chains already reported through their outermost node.
    inner: set[int] = set()
    for node in ast.walk(tree):
        found: list[tuple[str, str]] = []
        if isinstance(node, ast.Import | ast.ImportFrom):
            found = _import_problems(node)
        elif isinstance(node, ast.Attribute | ast.Name) and id(node) not in inner:
            found = _name_problems(node, aliases, shadowed, inner, allow_writes)
        if isinstance(node, ast.Call):
            found += _call_problems(node, allow_writes)
        line = getattr(node, "lineno", 0)
        problems.extend(Problem(path, line, what, why) for what, why in found)
    return sorted(set(problems), key=lambda p: (p.path, p.line, p.what))


def _import_problems(node: ast.Import | ast.ImportFrom) -> list[tuple[str, str]]:
    """(what, why) for a module or name the web edition cannot import."""
    found = []
    if isinstance(node, ast.Import):
        for alias in node.names:
            why = _forbidden_import(alias.name)
            if why:
                found.append((f"import {alias.name}", why))
        return found
    if not node.module or node.level:
        return found
    why = _forbidden_import(node.module)
    if why:
        found.append((f"from {node.module} import ...", why))
    for alias in node.names:
        name = f"{node.module}.{alias.name}"
        why = _forbidden_import(name) or _forbidden_name(name)
        if why and not _forbidden_import(node.module):
            found.append((f"from {node.module} import {alias.name}", why))
    return found


def _name_problems(
    node: ast.Attribute | ast.Name,
    aliases: dict[str, str],
    shadowed: set[str],
    inner: set[int],
    allow_writes: bool,
) -> list[tuple[str, str]]:
    """(what, why) for a forbidden name or attribute chain (its inner parts go in ``inner``)."""
    if isinstance(node, ast.Attribute):
        child = node.value
        while isinstance(child, ast.Attribute):
            inner.add(id(child))
            child = child.value
        inner.add(id(child))
    name = _qualified(node, aliases)
    if name is None or (isinstance(node, ast.Name) and node.id in shadowed):
        return []
    why = _forbidden_name(name)
    if why:
        return [(name, why)]
    if not allow_writes and name in WRITE_FUNCTIONS:
        return [(name, WHY_WRITES)]
    return []


def _call_problems(node: ast.Call, allow_writes: bool) -> list[tuple[str, str]]:
    """(what, why) for a forbidden method call or, unless allowed, a write."""
    found = []
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr in FORBIDDEN_METHODS:
        found.append((f".{func.attr}()", FORBIDDEN_METHODS[func.attr]))
    if allow_writes:
        return found
    if isinstance(func, ast.Attribute) and func.attr in WRITE_METHODS:
        found.append((f".{func.attr}()", WHY_WRITES))
    is_open = (isinstance(func, ast.Name) and func.id == "open") or (
        isinstance(func, ast.Attribute) and func.attr == "open"
    )
    if is_open and _open_writes(node):
        found.append(("open(..., write mode)", WHY_WRITES))
    return found


# -- the import graph ---------------------------------------------------------------------------


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules() -> dict[str, Path]:
    """Every importable project module (``main`` and ``game.*``) by dotted name."""
    modules = {"main": ROOT / ENTRY}
    for path in sorted((ROOT / "game").rglob("*.py")):
        if "__pycache__" not in path.parts:
            modules[_module_name(path)] = path
    return modules


def _desktop_branch(node: ast.AST) -> bool:
    """``if not platform.IS_WEB:`` -- a block the page never runs."""
    return (
        isinstance(node, ast.If)
        and isinstance(node.test, ast.UnaryOp)
        and isinstance(node.test.op, ast.Not)
        and _dotted(node.test.operand) == ["platform", "IS_WEB"]
    )


def _web_nodes(tree: ast.AST, web: bool):
    """Every node, leaving out (``web``) the bodies of ``if not platform.IS_WEB:`` blocks."""
    todo = [tree]
    while todo:
        node = todo.pop()
        yield node
        if web and _desktop_branch(node):
            todo.extend(node.orelse)  # type: ignore[attr-defined]
            todo.append(node.test)  # type: ignore[attr-defined]
            continue
        todo.extend(ast.iter_child_nodes(node))


# A game's heavy parts are named by "package.module:attribute" strings (GameDef's lazy fields)
# and imported on first use by the catalog's resolver. Such a string counts as an import where
# it is written; the resolver's own import_module(path) then imports nothing not counted.
LAZY_PATH = re.compile(r"(game(?:\.\w+)+):[\w.]+")
LAZY_RESOLVERS = {("game.core.catalog", "resolve")}


def _resolver_calls(tree: ast.AST, module: str) -> set[int]:
    """The nodes inside this module's lazy-path resolver (see LAZY_RESOLVERS)."""
    return {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef) and (module, node.name) in LAZY_RESOLVERS
        for inner in ast.walk(node)
    }


@functools.cache
def _parsed(path: Path) -> ast.Module:
    """A module's tree, parsed once for all the closures the tests walk (read only)."""
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _imported_names(path: Path, package: str, web: bool = True) -> set[str]:
    """Every module name an import anywhere in the file may load (lazy imports and lazy part
    paths included); ``web``: not counting imports in ``if not platform.IS_WEB:`` blocks."""
    tree = _parsed(path)
    names: set[str] = set()
    resolver = _resolver_calls(tree, _module_name(path))
    for node in _web_nodes(tree, web):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            lazy = LAZY_PATH.fullmatch(node.value)
            if lazy:
                names.add(lazy.group(1))
        if id(node) in resolver:
            continue
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Call):
            target = _dotted(node.func)
            if target and target[-1] == "import_module" and node.args:
                arg = node.args[0]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    names.add(arg.value)
                elif isinstance(arg, ast.JoinedStr):
                    pattern = "".join(
                        re.escape(v.value) if isinstance(v, ast.Constant) else r"[A-Za-z0-9_]+"
                        for v in arg.values
                    )
                    names.add("re:" + pattern)
                else:
                    names.add("re:.*")  # unknown: assume it may import anything
    return names


def reachable_from(entry: str = "main", web: bool = True) -> set[str]:
    """The project modules ``entry`` can import, directly or through others (a closure); on
    the web (``web``), an ``if not platform.IS_WEB:`` block imports nothing."""
    modules = project_modules()
    seen: set[str] = set()
    todo = [entry]
    while todo:
        name = todo.pop()
        if name in seen or name not in modules:
            continue
        seen.add(name)
        path = modules[name]
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for imported in _imported_names(path, package, web):
            if imported.startswith("re:"):
                matcher = re.compile(imported[3:])
                todo.extend(m for m in modules if matcher.fullmatch(m))
                continue
            # importing a.b.c runs a/__init__, a/b/__init__ and a/b/c
            parts = imported.split(".")
            todo.extend(".".join(parts[:i]) for i in range(1, len(parts) + 1))
    return seen


def web_modules() -> list[Path]:
    """main.py and every game/ module except the desktop-only tools."""
    paths = [ROOT / ENTRY]
    for path in sorted((ROOT / "game").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if "__pycache__" not in path.parts and rel not in DESKTOP_ONLY:
            paths.append(path)
    return paths


# -- tests --------------------------------------------------------------------------------------


def test_main_py_cannot_import_the_desktop_only_tools():
    reached = reachable_from("main")
    modules = project_modules()
    desktop = {_module_name(ROOT / rel) for rel in DESKTOP_ONLY}
    leaks = sorted(reached & desktop)
    assert not leaks, (
        f"main.py can import desktop-only modules {leaks}; make them web-safe and drop them "
        "from DESKTOP_ONLY, or stop importing them from the game"
    )
    # sanity: the closure does follow imports (main -> game.ui.app at least)
    assert "game.ui.app" in reached or "game.ui" in reached, sorted(reached)
    assert set(reached) <= set(modules)
    # The desktop's online client is reached only through a desktop-only block.
    assert "game.net.client" in reachable_from("main", web=False) - reached


def test_desktop_only_list_names_real_files():
    stale = [rel for rel in DESKTOP_ONLY if not (ROOT / rel).is_file()]
    assert not stale, f"DESKTOP_ONLY names files that no longer exist: {stale}"
    stale = [rel for rel in FILE_WRITERS if not (ROOT / rel).is_file()]
    assert not stale, f"FILE_WRITERS names files that no longer exist: {stale}"


def test_the_game_uses_nothing_the_web_runtime_lacks():
    problems: list[Problem] = []
    for path in web_modules():
        rel = path.relative_to(ROOT).as_posix()
        problems += [
            p
            for p in check_source(
                path.read_text(encoding="utf-8"), rel, allow_writes=rel in FILE_WRITERS
            )
            # main.py is pygbag's entry point: its one asyncio.run is the page's loop
            if not (rel == ENTRY and p.what == "asyncio.run")
        ]
    assert not problems, "web-unsafe code:\n" + "\n".join(str(p) for p in problems)


def test_everything_main_py_reaches_is_checked():
    checked = {_module_name(p) for p in web_modules()}
    assert reachable_from("main") <= checked


def test_assets_are_web_ready():
    """Sounds are OGG (pygbag refuses WAV/MP3), fonts are shipped TTF/OTF files."""
    assets = ROOT / "assets"
    if not assets.is_dir():
        pytest.skip("no assets/ yet")
    bad = []
    for path in assets.rglob("*"):
        suffix = path.suffix.lower()
        if suffix in {".wav", ".mp3", ".aiff", ".xm", ".flac"}:
            bad.append(f"{path.relative_to(ROOT)}: sounds must be OGG on the web")
        if suffix in {".woff", ".woff2", ".fon", ".pcf"}:
            bad.append(f"{path.relative_to(ROOT)}: fonts must be TTF/OTF for pygame")
    assert not bad, "\n".join(bad)


BAD_SNIPPET = """
import threading
import subprocess as sp
from multiprocessing import Pool
from concurrent.futures import ThreadPoolExecutor
import time, os, sys, asyncio, shutil
from time import sleep as nap
import pygame

def f(loop, path):
    time.sleep(1)
    nap(0.5)
    name = input("name? ")
    sys.stdin.readline()
    os.system("ls")
    os.execv("/bin/sh", ["sh"])
    asyncio.run(None)
    loop.run_until_complete(None)
    loop.run_in_executor(None, f)
    pygame.time.wait(10)
    pygame.event.wait()
    pygame.font.SysFont("arial", 12)
    open(path, "w").write("x")
    path.write_text("x")
    shutil.rmtree(path)
"""


def test_the_check_finds_every_kind_of_problem():
    found = {p.what for p in check_source(BAD_SNIPPET, "bad.py")}
    for expected in (
        "import threading",
        "import subprocess",
        "from multiprocessing import ...",
        "from concurrent.futures import ...",
        "time.sleep",
        "input",
        "sys.stdin.readline",
        "os.system",
        "os.execv",
        "asyncio.run",
        ".run_until_complete()",
        ".run_in_executor()",
        "pygame.time.wait",
        "pygame.event.wait",
        "pygame.font.SysFont",
        "open(..., write mode)",
        ".write_text()",
        "shutil.rmtree",
    ):
        assert expected in found, (expected, sorted(found))
    assert any(p.what == "time.sleep" and p.line == 12 for p in check_source(BAD_SNIPPET, "b"))


def test_the_check_lets_ordinary_code_pass():
    good = """
import asyncio, time, json
from pathlib import Path
import pygame

async def loop(clock):
    started = time.perf_counter()
    await asyncio.sleep(0)
    clock.tick(60)
    data = json.loads(Path("assets/x.json").read_text())
    with open("assets/fonts/x.ttf", "rb") as f:
        f.read()
    pygame.font.Font("assets/fonts/Quicksand-Bold.ttf", 18)
    return time.perf_counter() - started, data
"""
    assert check_source(good, "good.py") == []

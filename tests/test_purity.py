"""The layers (docs/architecture.md): pygame only under ``ui`` packages, and no import cycle.

That is what lets rules, bots, narration and saves run in simulations, in tests and under
Pyodide as they are, and what keeps each module readable on its own.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"


def _modules() -> dict[str, Path]:
    out = {}
    for path in GAME.rglob("*.py"):
        parts = list(path.relative_to(GAME.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _is_ui(module: str) -> bool:
    return "ui" in module.split(".")


def test_no_module_outside_a_ui_package_imports_pygame() -> None:
    pure = sorted(m for m in _modules() if not _is_ui(m) and m != "game.__main__")
    assert {"game.core.contract", "game.core.match", "game.games.gloschli.bots"} <= set(pure)
    code = (
        "import sys, importlib\n"
        f"for name in {pure!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m == 'pygame' or m.startswith('pygame.'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == "", f"a module outside ui pulls in {out}"


def _imports(module: str, path: Path, known: set[str]) -> set[str]:
    """The game modules ``module`` imports anywhere in its text: in functions and under
    ``if TYPE_CHECKING:`` too. A module that needs another's types depends on it as much as
    one that calls it: two modules that name each other are one module cut in two."""
    found = set()
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1])
                base = f"{base}.{node.module}" if node.module else base
            names = [base] + [f"{base}.{a.name}" for a in node.names]
        else:
            continue
        for name in names:
            while name and name not in known:
                name = name.rpartition(".")[0]
            if name and name != module:
                found.add(name)
    return found


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in graph:
        if v not in index:
            visit(v)
    return groups


def test_no_import_cycle_among_game_modules() -> None:
    modules = _modules()
    known = set(modules)
    graph = {m: _imports(m, p, known) for m, p in modules.items()}
    assert _cycles(graph) == []


def test_imports_for_type_hints_and_in_functions_count(tmp_path: Path) -> None:
    code = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from game.b import B\n"
        "def f():\n"
        "    from game import c\n"
    )
    path = tmp_path / "a.py"
    path.write_text(code, encoding="utf-8")
    known = {"game.a", "game.b", "game.c", "game"}
    assert _imports("game.a", path, known) == {"game", "game.b", "game.c"}


def test_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]

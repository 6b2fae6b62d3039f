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
    """The game modules ``module`` imports when it runs: at its top and in its functions, not
    under ``if TYPE_CHECKING:``. A part a table owns names the table for its types only (the
    type checker reads both), so it needs no Protocol of its own to say what it uses."""
    found = set()
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in _run_time(tree):
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


def _run_time(tree: ast.AST) -> list[ast.AST]:
    """Every node of ``tree`` but those under ``if TYPE_CHECKING:`` (its ``else`` runs)."""
    out: list[ast.AST] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        out.append(node)
        if isinstance(node, ast.If) and _type_checking(node.test):
            todo.extend(node.orelse)
            continue
        todo.extend(ast.iter_child_nodes(node))
    return out


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


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


def test_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_an_import_for_types_only_is_no_dependency(tmp_path: Path) -> None:
    """Under ``if TYPE_CHECKING:`` an import is for the type checker; in a function it runs."""
    path = tmp_path / "part.py"
    path.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from game.ui.table.base import TableScene\n"
        "else:\n"
        "    from game.ui import theme\n"
        "def later():\n"
        "    from game.ui.table import news\n",
        encoding="utf-8",
    )
    known = {"game.ui.table.base", "game.ui.theme", "game.ui.table.news", "game.ui.table.part"}
    found = _imports("game.ui.table.part", path, known)
    assert found == {"game.ui.theme", "game.ui.table.news"}

"""The interface's shape in figures, read from the source (nothing is imported):

- the largest classes of ``game/ui`` and the games' ``ui/`` by method count, with their lines;
- how many members of another object each painter and animator reads (``self.table.x``);
- the ``Protocol`` classes of the interface and the modules that name them;
- integer literals and ``theme.largest()`` calls in the interface, and the literals other than
  0, 1 and 2 (indices, halves and doubles; the rest are pixels and colours) by folder;
- import cycles among ``game``'s modules at run time (imports under ``TYPE_CHECKING`` are
  left out: they never run).

Run: ``python tools/ui_shape.py`` (``--top N`` for more classes).
"""

from __future__ import annotations

import argparse
import ast
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"


def interface_files() -> list[Path]:
    files = sorted((GAME / "ui").rglob("*.py"))
    files += sorted(p for p in (GAME / "games").glob("*/ui/*.py"))
    return files


def folder_of(path: Path) -> str:
    return str(path.parent.relative_to(ROOT))


def module_of(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def classes(tree: ast.Module) -> list[ast.ClassDef]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]


def methods(cls: ast.ClassDef) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    return [n for n in cls.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]


def is_protocol(cls: ast.ClassDef) -> bool:
    return any(
        (isinstance(b, ast.Name) and b.id == "Protocol")
        or (isinstance(b, ast.Attribute) and b.attr == "Protocol")
        for b in cls.bases
    )


def table_reads(cls: ast.ClassDef) -> set[str]:
    """The members of its table (or board) a class reads: ``self.table.x``, and ``t.x`` where
    ``t`` is a local name for it (``t = self.table``) or a parameter named ``table``/``board``
    (a constructor's ``table.match``)."""
    found = set()
    owners = ("table", "board")

    def is_self_table(node: ast.AST) -> bool:
        return (
            isinstance(node, ast.Attribute)
            and node.attr in owners
            and isinstance(node.value, ast.Name)
            and node.value.id == "self"
        )

    for fn in ast.walk(cls):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        aliases = {a.arg for a in fn.args.args + fn.args.kwonlyargs if a.arg in owners}
        for node in ast.walk(fn):
            if isinstance(node, ast.Assign) and is_self_table(node.value):
                aliases |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        for node in ast.walk(fn):
            if not isinstance(node, ast.Attribute):
                continue
            if is_self_table(node.value) or (
                isinstance(node.value, ast.Name) and node.value.id in aliases
            ):
                found.add(node.attr)
    return found


def runtime_imports(tree: ast.Module, module: str, is_pkg: bool) -> set[str]:
    """Modules of ``game`` that ``module`` imports when it runs (at its top or in a function;
    not under ``if TYPE_CHECKING:``), as tests/test_purity.py counts them."""
    found: set[str] = set()
    todo: list[ast.AST] = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            todo.extend(node.orelse)
            continue
        todo.extend(ast.iter_child_nodes(node))
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("game")}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                pkg = module.split(".") if is_pkg else module.split(".")[:-1]
                pkg = pkg[: len(pkg) - node.level + 1]
                base = ".".join(pkg + ([base] if base else []))
            if base.startswith("game"):
                found.add(base)
                found |= {f"{base}.{a.name}" for a in node.names}  # a submodule, when one
    return found


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def strong(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in graph:
                continue
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            strong(v)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=8)
    args = parser.parse_args()

    trees = {p: ast.parse(p.read_text(), str(p)) for p in interface_files()}
    rows = []
    protocols: list[tuple[str, Path]] = []
    readers = []
    ints = largest = 0
    largest_files: Counter[str] = Counter()
    placed: Counter[str] = Counter()
    for path, tree in trees.items():
        rel = str(path.relative_to(ROOT))
        for cls in classes(tree):
            lines = (cls.end_lineno or cls.lineno) - cls.lineno + 1
            rows.append((len(methods(cls)), lines, f"{rel}:{cls.name}"))
            if is_protocol(cls):
                protocols.append((cls.name, path))
            reads = table_reads(cls)
            if reads:
                readers.append((len(reads), f"{rel}:{cls.name}"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and type(node.value) is int:
                ints += 1
                if node.value not in (0, 1, 2):
                    placed[folder_of(path)] += 1
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "largest"
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "theme"
            ):
                largest += 1
                largest_files[rel] += 1

    print("Largest classes (methods defined in the class, lines):")
    for n, lines, name in sorted(rows, reverse=True)[: args.top]:
        print(f"  {n:4d} methods {lines:5d} lines  {name}")
    print("Members of their table read by a class (self.table.x / self.board.x):")
    for n, name in sorted(readers, reverse=True)[: args.top]:
        print(f"  {n:4d}  {name}")
    print(f"Protocols in the interface: {len(protocols)}")
    every = {p: ast.parse(p.read_text(), str(p)) for p in GAME.rglob("*.py")}
    for name, home in protocols:
        users = sorted(
            str(p.relative_to(ROOT))
            for p, tree in every.items()
            if imports(tree, module_of(home), name)
        )
        print(f"  {name} ({home.relative_to(ROOT)}): {', '.join(users) or 'no other module'}")
    code = sum(len(p.read_text().splitlines()) for p in trees)
    print(f"Integer literals in the interface: {ints} ({code} lines)")
    print(f"  other than 0, 1, 2: {sum(placed.values())}")
    for folder, n in sorted(placed.items()):
        print(f"    {n:5d}  {folder}")
    print(f"theme.largest() calls: {largest} in {len(largest_files)} files")
    graph = {}
    for p, tree in every.items():
        mod = module_of(p)
        graph[mod] = runtime_imports(tree, mod, p.name == "__init__.py")
    found = cycles(graph)
    print(f"Import cycles at run time: {len(found)}")
    for comp in found:
        print("  " + " <-> ".join(comp))


def imports(tree: ast.Module, module: str, name: str) -> bool:
    """Does ``tree`` import ``name`` from ``module`` (at run time or for types)?"""
    return any(
        isinstance(n, ast.ImportFrom)
        and n.module == module
        and any(a.name == name for a in n.names)
        for n in ast.walk(tree)
    )


if __name__ == "__main__":
    main()

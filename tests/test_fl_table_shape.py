"""Floriado's table is made of parts it owns, each with a narrow interface (issue aim, as
tools/ui_shape.py measures it): the table defines at most 40 methods, none of its parts
(animator, choice, prompts) reads more than 10 members of the table, and the painter reads
none: it draws the picture (``Shown``) and the typed ``Frame`` the table hands it."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "game" / "games" / "floriado" / "ui"


def ui_shape() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ui_shape", ROOT / "tools" / "ui_shape.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def the_class(shape: ModuleType, file: str, name: str) -> ast.ClassDef:
    tree = ast.parse((UI / file).read_text())
    found: ast.ClassDef = next(c for c in shape.classes(tree) if c.name == name)
    return found


def test_the_table_has_at_most_40_methods() -> None:
    shape = ui_shape()
    table = the_class(shape, "table.py", "FloriadoTable")
    assert len(shape.methods(table)) <= 40


def test_no_part_reads_more_than_10_members_of_the_table() -> None:
    shape = ui_shape()
    parts = [("motion.py", "Animator"), ("choice.py", "Choice"), ("prompts.py", "Prompts")]
    for file, name in parts:
        reads = shape.table_reads(the_class(shape, file, name))
        assert len(reads) <= 10, (name, sorted(reads))


def test_the_painter_is_not_handed_the_table() -> None:
    shape = ui_shape()
    painter = the_class(shape, "paint.py", "Painter")
    assert not shape.table_reads(painter)
    names = {n.attr for n in ast.walk(painter) if isinstance(n, ast.Attribute)}
    names |= {n.id for n in ast.walk(painter) if isinstance(n, ast.Name)}
    assert "table" not in names  # what it draws by comes in the frame's Frame

"""The shared table's parts keep narrow interfaces (issue aim, as tools/ui_shape.py measures
it): the coach's two parts and the tips each read at most 10 members of their table, and the
online scene defines at most 40 methods (its new room's choices are a part of their own)."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def ui_shape() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ui_shape", ROOT / "tools" / "ui_shape.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def the_class(shape: ModuleType, file: str, name: str) -> ast.ClassDef:
    tree = ast.parse((ROOT / file).read_text())
    found: ast.ClassDef = next(c for c in shape.classes(tree) if c.name == name)
    return found


def test_no_shared_part_reads_more_than_10_members_of_the_table() -> None:
    shape = ui_shape()
    parts = [
        ("game/ui/table/coach.py", "Coach"),
        ("game/ui/table/coach.py", "CoachScreen"),
        ("game/ui/table/tips.py", "Tips"),
    ]
    for file, name in parts:
        reads = shape.table_reads(the_class(shape, file, name))
        assert len(reads) <= 10, (name, sorted(reads))


def test_the_online_scene_has_at_most_40_methods() -> None:
    shape = ui_shape()
    scene = the_class(shape, "game/ui/scenes/online.py", "OnlineScene")
    assert len(shape.methods(scene)) <= 40

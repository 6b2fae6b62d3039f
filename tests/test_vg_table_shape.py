"""Via Gladiola's table is made of parts it owns, each with a narrow interface (issue aim, as
tools/ui_shape.py measures it): the table defines at most 40 methods, and none of its parts
(painter, animator, moves, hand) reads more than 10 members of the table; the painter gets the
rest in one typed ``Frame`` per frame."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "game" / "games" / "via_gladiola" / "ui"


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
    table = the_class(shape, "table.py", "ViaGladiolaTable")
    assert len(shape.methods(table)) <= 40


def test_no_part_reads_more_than_10_members_of_the_table() -> None:
    shape = ui_shape()
    parts = [
        ("paint.py", "Painter"),
        ("motion.py", "Animator"),
        ("plays.py", "Plays"),
        ("hand.py", "Hand"),
    ]
    for file, name in parts:
        reads = shape.table_reads(the_class(shape, file, name))
        assert len(reads) <= 10, (name, sorted(reads))


def test_the_painter_reads_no_seat_or_flag_of_the_table_itself() -> None:
    # What it draws by comes in the frame's Frame: the table's match, viewer and hand are not
    # asked for while painting.
    shape = ui_shape()
    reads = shape.table_reads(the_class(shape, "paint.py", "Painter"))
    assert not reads & {"match", "viewer", "hot_seat", "hand_widgets", "focus_card", "app"}

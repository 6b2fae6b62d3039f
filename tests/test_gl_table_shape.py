"""Gloschli's table is made of parts with narrow interfaces: the table itself defines at most
40 methods, its painter, prompts and animator read at most 10 members of the table each, and
the painter reads the table only for the parts that draw their own share. Measured from the
source as tools/ui_shape.py measures it."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "game" / "games" / "gloschli" / "ui"


def _shape():
    spec = importlib.util.spec_from_file_location("ui_shape", ROOT / "tools" / "ui_shape.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SHAPE = _shape()


def _classes() -> dict[str, ast.ClassDef]:
    out = {}
    for path in sorted(UI.glob("*.py")):
        for cls in SHAPE.classes(ast.parse(path.read_text(), str(path))):
            out[f"{path.stem}.{cls.name}"] = cls
    return out


def test_the_table_defines_at_most_40_methods():
    table = _classes()["table.GloschliTable"]
    assert len(SHAPE.methods(table)) <= 40, [m.name for m in SHAPE.methods(table)]


def test_the_drawing_parts_read_at_most_10_members_of_the_table():
    classes = _classes()
    for name in ("paint.Painter", "prompts.Prompts", "motion.Animator"):
        reads = SHAPE.table_reads(classes[name])
        assert len(reads) <= 10, (name, sorted(reads))


def test_the_painter_reads_its_frame_not_the_table():
    """What it draws comes in Shown and the Frame; of the table only the drawing parts."""
    reads = SHAPE.table_reads(_classes()["paint.Painter"])
    assert reads <= {"chrome", "coach", "effects", "draw_widgets", "places"}, sorted(reads)

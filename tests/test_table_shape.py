"""The interface is made of parts with narrow interfaces (as tools/ui_shape.py measures it):
no class of the interface defines more than 40 methods (the tables and Play online named, so
a failure says which); no part of a
table (its painter, animator, prompts, the coach, the tips …) reads more than 10 members of
the table; a painter draws by the picture (``Shown``) and the typed ``Frame`` its table hands
it, not by the table's own state."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAMES = ROOT / "game" / "games"


def ui_shape() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ui_shape", ROOT / "tools" / "ui_shape.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SHAPE = ui_shape()


def the_class(file: Path, name: str) -> ast.ClassDef:
    found: ast.ClassDef = next(
        c for c in SHAPE.classes(ast.parse(file.read_text(), str(file))) if c.name == name
    )
    return found


SMALL = [
    (ROOT / "game/ui/table/base.py", "TableScene"),
    (GAMES / "via_gladiola/ui/table.py", "ViaGladiolaTable"),
    (GAMES / "gloschli/ui/table.py", "GloschliTable"),
    (GAMES / "floriado/ui/table.py", "FloriadoTable"),
    (ROOT / "game/ui/scenes/online.py", "OnlineScene"),
]

NARROW = [
    (ROOT / "game/ui/table/coach.py", "Coach"),
    (ROOT / "game/ui/table/coach.py", "CoachScreen"),
    (ROOT / "game/ui/table/tips.py", "Tips"),
    *[(GAMES / "via_gladiola/ui" / f, n) for f, n in [
        ("paint.py", "Painter"), ("motion.py", "Animator"), ("plays.py", "Plays"),
        ("hand.py", "Hand"),
    ]],
    *[(GAMES / "gloschli/ui" / f, n) for f, n in [
        ("paint.py", "Painter"), ("motion.py", "Animator"),
    ]],
    *[(GAMES / "floriado/ui" / f, n) for f, n in [
        ("motion.py", "Animator"), ("choice.py", "Choice"), ("prompts.py", "Prompts"),
    ]],
]  # fmt: skip


@pytest.mark.parametrize("file,name", SMALL, ids=[n for _, n in SMALL])
def test_a_table_defines_at_most_40_methods(file: Path, name: str) -> None:
    methods = SHAPE.methods(the_class(file, name))
    assert len(methods) <= 40, [m.name for m in methods]


def test_no_class_of_the_interface_defines_more_than_40_methods() -> None:
    large = [
        (f"{path.relative_to(ROOT)}:{cls.name}", len(SHAPE.methods(cls)))
        for path in SHAPE.interface_files()
        for cls in SHAPE.classes(ast.parse(path.read_text(), str(path)))
        if len(SHAPE.methods(cls)) > 40
    ]
    assert not large


@pytest.mark.parametrize(
    "file,name", NARROW, ids=[f"{f.parent.parent.name}-{n}" for f, n in NARROW]
)
def test_no_part_reads_more_than_10_members_of_its_table(file: Path, name: str) -> None:
    reads = SHAPE.table_reads(the_class(file, name))
    assert len(reads) <= 10, sorted(reads)


def test_via_gladiolas_painter_reads_no_seat_or_flag_of_the_table() -> None:
    reads = SHAPE.table_reads(the_class(GAMES / "via_gladiola/ui/paint.py", "Painter"))
    assert not reads & {"match", "viewer", "hot_seat", "hand_widgets", "focus_card", "app"}


def test_gloschlis_painter_reads_of_the_table_only_its_drawing_parts() -> None:
    reads = SHAPE.table_reads(the_class(GAMES / "gloschli/ui/paint.py", "Painter"))
    assert reads <= {"chrome", "coach", "effects", "draw_widgets", "places"}, sorted(reads)


def test_floriados_painter_is_not_handed_the_table() -> None:
    painter = the_class(GAMES / "floriado/ui/paint.py", "Painter")
    assert not SHAPE.table_reads(painter)
    names = {n.attr for n in ast.walk(painter) if isinstance(n, ast.Attribute)}
    names |= {n.id for n in ast.walk(painter) if isinstance(n, ast.Name)}
    assert "table" not in names

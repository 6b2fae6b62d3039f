"""The menu screens' layout: the helpers that place boxes (game/ui/layout.py), and the screens
that take every box from a layout object made for the text size of now, with no branch on the
text size in their drawing or building code."""

from __future__ import annotations

import ast
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import theme  # noqa: E402
from game.ui.layout import (  # noqa: E402
    SCREEN,
    W,
    between,
    centred,
    centred_row,
    grid,
    row,
    row_to,
    shares,
    span,
    stack,
)
from game.ui.settings import TEXT_SCALES  # noqa: E402

SCENES = Path(__file__).resolve().parents[1] / "game" / "ui" / "scenes"
# The screens laid out by a layout object: each asks it for its boxes.
LAID_OUT = ("title", "statistics", "records", "daily", "setup", "pass_device", "pause", "keys")
LAID_OUT += ("rules", "reviews", "saves", "settings", "confirm", "online")


def test_a_row_goes_left_to_right_its_gaps_between():
    a, b, c = row(10, 20, (30, 40, 50), 8, 5)
    assert (a.x, b.x, c.x) == (10, 45, 90) and c.right == 140
    assert {r.y for r in (a, b, c)} == {20} and {r.h for r in (a, b, c)} == {8}
    assert span((30, 40, 50), 5) == 130 and span((), 5) == 0


def test_a_row_to_the_right_ends_there_in_its_order():
    a, b = row_to(500, 0, (100, 60), 10, 8)
    assert b.right == 500 and a.right + 8 == b.x and a.w == 100


def test_a_centred_row_is_as_far_from_either_side():
    rects = centred_row([250] * 3, 76, 50, 16)
    assert rects[0].x == W - rects[-1].right
    odd = centred_row([101], 0, 1, 0, centre=50)
    assert odd[0].x == -1  # the half pixel goes left, as (W - width) // 2 rounds down


def test_shares_split_a_box_into_equal_boxes():
    a, b, c = shares(pygame.Rect(30, 400, 580, 56), 3, 16)
    assert a.w == b.w == c.w == 182 and a.x == 30 and b.x == a.right + 16
    assert c.right <= 610 and {r.y for r in (a, b, c)} == {400}


def test_a_stack_and_a_grid_keep_their_pitch():
    a, b, c = stack(5, 10, 100, (20, 30, 40), 4)
    assert (a.y, b.y, c.y) == (10, 34, 68) and {r.w for r in (a, b, c)} == {100}
    cells = grid(0, 0, (90, 40), (100, 50), 2, 5)
    assert [c.topleft for c in cells] == [(0, 0), (100, 0), (0, 50), (100, 50), (0, 100)]
    assert between(10, 70, 3, 9) == pygame.Rect(10, 3, 60, 9)
    assert centred(40, 20, SCREEN.center).center == SCREEN.center


def branches_in_drawing(path: Path) -> list[str]:
    """``theme.largest()`` calls inside a function that draws or builds (``draw*``,
    ``build``, ``bottom_row``, ``__init__`` of a scene): each should be a layout's field."""
    tree = ast.parse(path.read_text())
    found = []
    for fn in ast.walk(tree):
        if not isinstance(fn, ast.FunctionDef):
            continue
        if not (fn.name.startswith("draw") or fn.name in ("build", "bottom_row", "__init__")):
            continue
        for node in ast.walk(fn):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "largest"
            ):
                found.append(f"{path.name}:{node.lineno} in {fn.name}")
    return found


@pytest.mark.parametrize("name", LAID_OUT)
def test_a_laid_out_screen_asks_its_layout_not_the_text_size(name):
    assert branches_in_drawing(SCENES / f"{name}.py") == []


def test_the_check_finds_a_branch_in_drawing_code(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("def draw(s):\n    w = 3 if theme.largest() else 2\n")
    assert branches_in_drawing(bad) == ["bad.py:2 in draw"]


@pytest.mark.parametrize("scale", TEXT_SCALES)
def test_the_layouts_fit_the_screen_at_every_text_size(scale):
    from game.ui.scenes.daily import DailyLayout
    from game.ui.scenes.keys import KeysLayout
    from game.ui.scenes.pause import PauseLayout
    from game.ui.scenes.records import RecordsLayout
    from game.ui.scenes.rules import RulesLayout
    from game.ui.scenes.setup import SetupLayout
    from game.ui.scenes.statistics import StatsLayout
    from game.ui.scenes.title import TitleLayout

    theme.set_body_scale(scale)
    try:
        boxes: dict[str, list[pygame.Rect]] = {}
        title = TitleLayout.now()
        boxes["title"] = [*title.tiles(3), *title.bottom_row().values()]
        stats = StatsLayout.now()
        boxes["statistics"] = [stats.sheet, *stats.buttons, *stats.tabs(3)]
        records = RecordsLayout.now()
        boxes["records"] = [*records.buttons(), *records.cards(3, records.buttons()[1].y)]
        daily = DailyLayout.now()
        boxes["daily"] = [*daily.sheets(), daily.back()]
        for seats in (2, 6):
            setup = SetupLayout.now(seats, seats < 6)
            boxes[f"setup {seats}"] = [setup.sheet, *setup.buttons(), *setup.seat_rows()]
        for online in (False, True):
            pause = PauseLayout.now(online)
            boxes[f"pause {online}"] = [pause.sheet, *pause.rows(7)]
        keys = KeysLayout.now()
        boxes["keys"] = [keys.sheet, keys.done()]
        rules = RulesLayout.now()
        boxes["rules"] = [rules.sheet, *rules.buttons(), rules.picture()]
        off = [(name, r) for name, rects in boxes.items() for r in rects if not SCREEN.contains(r)]
        assert off == []
        # the buttons in a row never touch
        bottom = [r for k, r in title.bottom_row().items() if title.keys or k != "keys"]
        rows = [bottom, stats.buttons, records.buttons(), rules.buttons()]
        for rects in rows:
            rects = sorted(rects, key=lambda r: r.x)
            assert all(a.right <= b.x for a, b in zip(rects, rects[1:])), rects
    finally:
        theme.set_body_scale(1.0)


@pytest.mark.parametrize("scale", TEXT_SCALES)
def test_the_online_lobby_keeps_its_boxes_on_their_sheets_apart(scale):
    """Each box of the lobby's new-room sheet and of its joining sheet lies on its sheet,
    and no two touch, for the most seats a room takes and a list of this device's games."""
    from game.ui.scenes.online_layout import START_W, WATCH_W, OnlineLayout

    theme.set_body_scale(scale)
    try:
        at = OnlineLayout.now()
        new, join = at.sheets()
        seats = 6
        small, create = at.foot_row(seats)
        left = [*at.game(True), *at.seats(seats), *small, create]
        right = [*at.code(), at.open_rooms(), *at.mine(5)]
        assert [r for r in left if not new.contains(r)] == []
        assert [r for r in right if not join.contains(r)] == []
        boxes = [*left, *right, *at.fields(), at.back()]
        assert [
            (a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :] if a.colliderect(b)
        ] == []
        room = at.room_sheet(seats)
        feet = [at.foot_button(START_W), at.foot_button(WATCH_W), at.email(), at.back()]
        assert all(SCREEN.contains(r) for r in [room, at.invite(), at.room_field(), *feet])
        assert all(room.contains(at.sit(i)) for i in range(seats))
        assert not any(at.invite().colliderect(r) for r in (room, *feet))
    finally:
        theme.set_body_scale(1.0)


# Design tuples of the menus that are sizes, not colours (each says so where it is named).
NOT_COLOURS = {"BAND", "SIZES", "FOOT_ROW"}


def colour_tuples(path: Path) -> list[str]:
    """Tuples of three or four integers 0-255, one of them above 2 (an RGB(A) colour, not
    an index or a small offset), in a module; a tuple unpacked into names, or named in
    NOT_COLOURS, is left out."""
    tree = ast.parse(path.read_text())
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Tuple) or getattr(target, "id", None) in NOT_COLOURS:
                    skip.add(id(node.value))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Tuple) or len(node.elts) not in (3, 4) or id(node) in skip:
            continue
        values = [e.value for e in node.elts if isinstance(e, ast.Constant)]
        if len(values) < len(node.elts) or not all(type(v) is int for v in values):
            continue
        if all(0 <= v <= 255 for v in values) and any(v > 2 for v in values):
            found.append(f"{path.name}:{node.lineno} {tuple(values)}")
    return found


def test_the_menus_name_their_colours_in_their_palette():
    """The menus' colours are named once, in scenes/palette.py (written as rgb("#rrggbb")) or
    the shared theme: their drawing code writes no colour of its own."""
    found = [hit for path in sorted(SCENES.glob("*.py")) for hit in colour_tuples(path)]
    assert found == []


def test_the_colour_check_finds_a_colour(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("INK = (52, 44, 38)\nAT = (0, 1, 2)\nW, H = 40, 50, 60\nBAND = (9, 9, 9)\n")
    assert colour_tuples(bad) == ["bad.py:1 (52, 44, 38)"]


def typed_sizes(path: Path) -> list[str]:
    """Text sizes typed as numbers where the player's text size scales them
    (``theme.body``, ``theme.running``, ``theme.phone``)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("body", "running", "phone")
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            found.append(f"{path.name}:{node.lineno}")
    return found


def test_the_menus_take_their_text_sizes_from_their_scale():
    """A menu's scaled text is one of the menus' sizes (scenes/scale.py Text), so that two
    screens meaning the same size say it the same way."""
    assert [hit for path in sorted(SCENES.glob("*.py")) for hit in typed_sizes(path)] == []


def test_the_size_check_finds_a_typed_size(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("a = theme.body(20)\nb = theme.body(Text.BODY)\n")
    assert typed_sizes(bad) == ["bad.py:1"]

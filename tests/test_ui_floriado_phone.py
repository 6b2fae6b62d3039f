"""Floriado's phone layout, the largest text size (theme.LARGEST): the table inside its play
area with the log folded, the rows under the field apart, every status line one line at phone
size, the facing buttons big enough for a finger and off the picked card, the log a sheet
opened from its tab or the last move, the results at phone size; and back at the normal size,
the normal layout.

tests/test_phone_text.py measures every line drawn while a game is played;
tests/test_table_layout_vg_fl.py audits the table's frames for overlaps at this size.
"""

from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.catalog import spec  # noqa: E402
from game.games.floriado.cards import COLS, FACINGS, KINDS, ROWS  # noqa: E402
from game.games.floriado.narrate import card_text  # noqa: E402
from game.games.floriado.ui import layout  # noqa: E402
from game.games.floriado.ui import prompts as fl_prompts  # noqa: E402
from game.games.floriado.ui import results as fl_results  # noqa: E402
from game.games.floriado.ui.paint import FloriadoLog  # noqa: E402
from game.i18n import LANGUAGES, set_language, t  # noqa: E402
from game.ui import navigator, theme  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.layout import LOG_TAB, TOP_BAR_H, W  # noqa: E402
from game.ui.scenes.setup import Seat  # noqa: E402

pygame.init()
RUNNING = re.compile(r"\w \w")  # two words or more (as tests/test_phone_text.py)


@pytest.fixture
def largest():
    theme.set_body_scale(theme.LARGEST)  # put back after the test by tests/conftest.py


def table_at(scale: float, kinds: tuple[str, str] = ("human", "easy"), **settings):
    settings = {"hints": False, **settings}
    app = T.new_app(frames=2, text_scale=scale, log_open=False, **settings)
    navigator.start_game(app, spec("floriado"), [Seat("Anna", kinds[0]), Seat("Ben", kinds[1])], {})
    T.run(app, 3)
    assert app.top.name == "floriado"
    return app, app.top


def test_the_phone_table_keeps_inside_its_play_area_and_its_rows_apart(largest):
    g = layout.geo()
    assert g is layout.PHONE
    area = pygame.Rect(0, TOP_BAR_H, g.right, 720 - TOP_BAR_H)
    tiles = [layout.tile_rect(r, c) for r in range(ROWS) for c in range(COLS)]
    panels = [layout.panel_rect(seat) for seat in range(2)]
    for rect in tiles + panels:
        assert area.contains(rect), rect
        assert not rect.colliderect(pygame.Rect(LOG_TAB)), rect  # the log's tab stays free
    assert not panels[0].colliderect(panels[1])
    assert g.field.right < panels[0].x
    for seat in range(2):
        for kind in range(KINDS):  # a pile of eight fits its row
            row = layout.pile_row(seat, kind)
            assert panels[seat].contains(row)
            assert row.contains(layout.chip_rect(seat, kind, 7))
    # Under the field, top to bottom: the status line, the legends, the last move.
    status = pygame.Rect(g.field_x, g.status_y - 24, g.field_w, 48)
    legends = pygame.Rect(g.field_x, g.legend_y - 17, g.field_w, 34)
    last = layout.folded_log_rect()
    rows = [g.field, status, legends, last]
    for upper, lower in zip(rows, rows[1:], strict=False):
        assert upper.bottom <= lower.top, (upper, lower)
    assert last.bottom <= 720 and area.contains(last)
    assert last.h >= 2 * layout.PHONE_LINE  # two lines of the last move


@pytest.mark.parametrize("row,col", [(0, 0), (0, 7), (4, 0), (4, 7), (2, 3), (0, 3), (2, 0)])
def test_phone_facing_buttons_are_finger_sized_and_off_the_picked_card(largest, row, col):
    side = layout.geo().face_btn
    assert side * 0.54 >= 28  # CSS px on an 844x390 phone, where 1280x720 shows at 0.54
    card = layout.tile_rect(row, col).move(0, -7).inflate(12, 12)  # with its ring
    field = layout.geo().field.inflate(24, 24)
    rects: list[pygame.Rect] = []
    for x, y in layout.facing_spots((row, col)).values():
        rect = pygame.Rect(0, 0, side, side)
        rect.center = (x, y)
        assert not rect.colliderect(card), (row, col, rect)
        assert rect.collidelist(rects) < 0
        assert field.contains(rect) and rect.right <= layout.PHONE.right
        rects.append(rect)
    assert len(rects) == len(FACINGS)


def status_lines() -> list[str]:
    """Every status line the table words itself, as long as its words get: the longest
    card name of each language, every direction, a name of nine letters."""
    cards = [{"kind": k, "flowers": n} for k in range(KINDS) for n in (1, 8)]
    card = max((card_text(c) for c in cards), key=len)
    dirs = [t(f"fl.dir.{d}") for d in FACINGS]
    out = []
    for key in (
        "fl.status.first",
        "fl.status.facing",
        "fl.status.move",
        "fl.status.move_alone",
        "fl.status.take",
        "fl.status.stand",
        "fl.status.take_out",
        "fl.status.stand_out",
        "fl.status.out_ask",
        "fl.status.facing_out",
        "fl.status.facing_out_ask",
        "fl.status.bot",
        "fl.status.other",
        "fl.status.over",
        "fl.hint.empty",
        "fl.hint.line",
        "fl.hint.backward",
        "fl.hint.here",
        "fl.hint.pick_card",
    ):
        for d in dirs:
            out.append(
                t(
                    fl_prompts.phone(key),
                    name="Alexandra",
                    other="Alexandra",
                    card=card,
                    gain="12.75",
                    total="33.75",
                    kind_lower=card,
                    low=8,
                    dir=d,
                )
            )
    for d in dirs:  # "Face down: later you may move down, left or right"
        a, b = [x for x in dirs if x != d][:2]
        out.append(t("fl.status.facing_dir", dir=d, a=a, b=b))
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_status_line_is_one_line_at_phone_size(largest, lang):
    """The status pill gets the row under the field: each line fits it at PHONE_TEXT, the
    long ones in their phone words (fl.phone.*)."""
    set_language(lang)
    g = layout.geo()
    room = g.field_w - 60  # as paint.draw_status gives it
    too_long = [
        (theme.width(line, theme.PHONE_TEXT, "bold"), line)
        for line in status_lines()
        if theme.width(line, theme.PHONE_TEXT, "bold") > room
    ]
    assert too_long == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_legends_share_their_row_at_phone_size(largest, lang):
    """As paint.legend_boxes places them: the first in half the row, the second in the rest,
    whole (never cut short) and 24 px apart at least."""
    set_language(lang)
    g = layout.geo()
    take, stand = (
        44 + theme.width(t(key), theme.PHONE_TEXT, "bold")
        for key in ("fl.table.legend_take", "fl.table.legend_stand")
    )
    assert take <= g.field_w // 2 - 16
    assert take + 24 + stand <= g.field_w - 8


def test_the_log_is_the_shared_sheet_and_the_last_move_opens_it(largest):
    app, table = table_at(theme.LARGEST)
    desktop = app.settings.log_open  # the panel beside the table elsewhere: never changed here
    assert not table.chrome.logs.showing() and table.chrome.logs.shown() is None
    strip = T.find(app, "log.last")
    assert strip is not None and strip.rect == layout.folded_log_rect()
    assert T.find(app, "log.toggle") is not None  # the shared tab
    T.click(app, "log.last")
    assert (
        table.chrome.logs.showing() and table.chrome.logs.shown() is table.chrome.logs.sheet
    )  # the shared sheet
    assert T.find(app, "log.last") is None  # open, the sheet's own button folds it
    T.click(app, "log.toggle")
    assert not table.chrome.logs.showing() and app.settings.log_open == desktop


def test_back_at_the_normal_size_the_normal_table(largest):
    app, table = table_at(theme.LARGEST)
    phone_tile = table.tile_rect(0, 0)
    theme.set_body_scale(1.0)
    assert layout.geo() is layout.NORMAL
    assert isinstance(table.chrome.logs.panel, FloriadoLog)  # the wide log under the field again
    assert table.tile_rect(0, 0) != phone_tile
    assert table.play_area().right == W
    tiles = [w for w in table.widgets() if w.id == "tile.0.0"]
    assert tiles and tiles[0].rect == layout.tile_rect(0, 0)  # the widgets follow
    assert T.find(app, "log.last") is None


def test_a_person_seat_and_a_bot_seat_are_single_words_in_the_panels(largest):
    app, table = table_at(theme.LARGEST)
    keys = [table.painter.panel_key(seat) for seat in range(2)]
    for key in keys:
        sub, count = key[2], key[4]
        assert not RUNNING.search(sub), sub
        assert count.isdigit()  # beside a card icon
    assert keys[1][2] == t("level.easy")


def test_results_at_phone_size_with_the_longest_verdict(largest, monkeypatch):
    """A tie broken by cards and cards left in the field (three lines under the payouts):
    every running line at phone size, nothing overlapping, all of it on the sheet."""
    set_language("de")
    app, table = table_at(theme.LARGEST, ("random", "random"))
    assert T.run_until(app, lambda: app.top.name == "results", 20000)
    scene = app.top
    tie = [
        t("fl.results.why.tie", names="Alexandra & Ben", rev="12.75"),
        t("fl.results.why.cards", name="Alexandra", n=12, m=11),
    ]
    monkeypatch.setattr(fl_results, "explain", lambda *a: list(tie))
    scene.left = 17
    sizes: dict[str, int] = {}
    real = theme.text

    def text(s, size, *a, **kw):
        if RUNNING.search(str(s)):
            sizes[str(s)] = min(size, sizes.get(str(s), 999))
        return real(s, size, *a, **kw)

    monkeypatch.setattr(theme, "text", text)
    marks = T.record_frame(app)
    shared = {t("results.again"), t("results.menu"), t("review.button")}  # the chrome's
    small = {s: n for s, n in sizes.items() if n < theme.PHONE_TEXT and s not in shared}
    assert small == {}
    assert all(line in sizes for line in tie)
    assert T.layout_overlaps(marks) == []
    sheet = scene.rect
    inside = [m for m in marks if m.kind == "text" and sheet.colliderect(m.rect)]
    assert inside and all(sheet.contains(m.rect) for m in inside)


def test_a_pile_tells_its_rule_when_pointed_at_but_not_under_the_log_sheet(largest):
    app, table = table_at(theme.LARGEST)
    row = layout.pile_row(1, 0)
    table.pointer = row.center
    tip = t("fl.table.pile_tip_empty", kind=t("fl.kind.0"), kind_lower=t("fl.kind.0").lower())
    drawn = [m for m in T.record_frame(app) if m.kind == "text" and m.label == tip]
    assert drawn and drawn[0].rect.h >= theme.PHONE_TEXT * 0.6  # its ink, at phone size
    table.chrome.logs.sheet_open = True
    assert table.chrome.logs.showing() and table.chrome.logs.sheet.rect.collidepoint(row.center)
    assert not [m for m in T.record_frame(app) if m.kind == "text" and m.label == tip]


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_the_first_tip_leaves_the_whole_field_in_sight(largest, lang):
    """At the largest size the first tip sits under the field, every card of it free to
    take: "Got it" beside its last line where it fits there, and the bubble hiding the
    status under the field whole, never half of it."""
    app, table = table_at(theme.LARGEST, hints=True, language=lang)
    assert T.run_until(app, lambda: table.tips.showing(), 600)
    assert table.tips.text() == t("tips.fl_first_pick")
    bubble = table.tips.rect()
    frame = layout.geo().field.inflate(8, 8)  # the field's gold frame
    assert not bubble.colliderect(frame), (bubble, frame)
    assert bubble.bottom <= 716
    pills: list[pygame.Rect] = []
    draw_pill = table.chrome.status_pill

    def record(*args, **kw):
        pills.append(pygame.Rect(draw_pill(*args, **kw)))
        return pills[-1]

    table.chrome.status_pill = record
    T.record_frame(app)
    assert pills and all(bubble.contains(r) or not bubble.colliderect(r) for r in pills), pills


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_tip_hides_the_rows_under_the_field_whole_or_not_at_all(largest, lang):
    """Each tip at the largest size covers the rows under the field (status, legends, last
    move) whole or leaves them: never half a line (the short "Big piles" tip cut the last
    move's line in two)."""
    app, table = table_at(theme.LARGEST, hints=True, language=lang)
    assert T.run_until(app, lambda: table.tips.showing(), 600)
    field = layout.geo().field
    for tip in ("fl_first_pick", "fl_move", "fl_take_or_leave", "fl_out", "fl_bundle"):
        table.tips.current = None
        under = [
            m.rect
            for m in T.record_frame(app)
            if m.kind == "text" and m.rect.y > field.bottom and m.rect.right < field.right + 8
        ]
        assert under
        table.tips.current = tip
        bubble = table.tips.rect()
        cut = [r for r in under if bubble.colliderect(r) and not bubble.contains(r)]
        assert cut == [], (tip, bubble, cut)

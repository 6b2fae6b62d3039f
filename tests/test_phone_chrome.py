"""The table's shared parts at the largest text size (a phone's): the log as a sheet over the
table, the tip, the status pill, the top bar, two-line buttons and the results' shared lines,
every running line at ``theme.PHONE_TEXT`` px or more, inside its box, nothing on anything.
At the other sizes they stay as they were (the log a panel beside the table, its setting)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.catalog import spec  # noqa: E402
from game.i18n import t  # noqa: E402
from game.ui import navigator, theme  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.layout import LOG_X, TOP_BAR_H, H, W  # noqa: E402
from game.ui.scenes.setup import Seat  # noqa: E402
from game.ui.widgets import Button, label_width, sub_sizes, two_line_height  # noqa: E402
from tests.test_phone_text import RUNNING, Drawn  # noqa: E402

KINDS = {
    "via_gladiola": ("human", "easy", "easy"),
    "gloschli": ("human", "easy", "easy"),
    "floriado": ("human", "easy"),
}


def table_app(
    game: str, lang: str = "en", kinds: tuple = (), scale: float = theme.LARGEST, **settings
):
    app = T.new_app(frames=2, text_scale=scale, language=lang, **settings)
    seats = [Seat(n, k) for n, k in zip(("Anna", "Ben", "Carla"), kinds or KINDS[game])]
    navigator.start_game(app, spec(game), seats, {})
    T.rest(app)
    return app, app.top


def fill_log(table, n: int) -> None:
    """``n`` more entries in the table's log, worded as its first (a game's own words)."""
    first = table.match.session.log[0]
    table.match.session.add_log([{**first, "seat": i % 2} for i in range(n)])


class Over:
    """A scene that draws only a table's ``draw_over`` (the log sheet), for the overlap check."""

    def __init__(self, table) -> None:
        self.table = table

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw_over(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        pass  # all of it is drawn in draw

    def widgets(self):
        return []


# -- the log: a folded sheet at the largest size ----------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", ["via_gladiola", "gloschli"])
def test_the_log_is_a_sheet_folded_when_a_table_opens(game, lang, monkeypatch):
    app, table = table_app(game, lang, hints=False)
    assert app.settings.log_open  # the desktop's setting: the panel beside the table open
    assert not table.chrome.logs.showing() and not table.chrome.logs.docked()
    area = table.play_area()
    assert area.right == W - 72 and area.right > LOG_X  # laid out as if folded, to the tab
    fill_log(table, 6)
    T.click(app, "log.toggle")
    T.run(app, 2)
    sheet = table.chrome.logs.sheet
    assert table.chrome.logs.showing() and sheet.rect.w >= 500 and sheet.rect.right <= W
    assert sheet.rect.top >= TOP_BAR_H and sheet.rect.bottom <= H
    drawn = Drawn(monkeypatch)
    table.chrome.logs._sheet_img = None  # drawn anew: every line of it asked for
    table.draw_over(pygame.Surface((W, H)))
    assert drawn.lines and not drawn.small(), drawn.small()
    assert any(line for _, line in sheet._lines if drawn.lines.get(line, 0) >= sheet.size)
    lines = [line for _, line in sheet._lines]
    assert lines and all(
        theme.width(x, sheet.size) <= sheet.rect.w - 24 - sheet.indent for x in lines
    )
    assert sheet.size >= theme.PHONE_TEXT
    # nothing in the sheet on anything else: its lines, header and arrow
    assert T.layout_overlaps(T.LayoutRecorder().frame(Over(table), (W, H))) == []
    # folded again by its button; the setting (the desktop's panel) never changed
    T.click(app, "log.toggle")
    T.run(app, 1)
    assert not table.chrome.logs.showing() and app.settings.log_open


def test_the_open_sheet_takes_the_presses_on_it_and_scrolls(monkeypatch):
    app, table = table_app("via_gladiola", hints=False)
    fill_log(table, 30)
    T.click(app, "log.toggle")
    T.run(app, 2)
    sheet = table.chrome.logs.sheet
    assert len(sheet._lines) > sheet.visible_lines, "a log too short to scroll"
    # a press on the sheet is no press on the table under it
    covered = [w for w in table.widgets() if sheet.rect.collidepoint(w.rect.center)]
    covered = [w for w in covered if w.id != "log.toggle"]
    assert covered, "nothing of the table under the sheet"
    assert all(table.widget_at(w.rect.center) is None for w in covered)
    version = table.match.version
    T.click_at(app, covered[0].rect.center)
    assert table.match.version == version and table.chrome.logs.showing()
    assert table.widget_at(sheet.fold_rect().center).id == "log.toggle"
    # the wheel scrolls it (a finger's drag comes as wheel steps: game/ui/inputs.py)
    x, y = sheet.rect.center
    table.on_wheel((x, y), 2)
    assert sheet.scroll > 0
    table.on_wheel((x, y), -5)
    assert sheet.scroll == 0
    table.on_wheel((10, 400), 2)  # off the sheet: the table's, the sheet stays
    assert sheet.scroll == 0
    app.top.on_command("scroll_up")
    assert sheet.scroll > 0
    # Esc folds it (the pause menu is the next Esc)
    T.key(app, pygame.K_ESCAPE)
    assert app.top is table and not table.chrome.logs.showing()
    T.key(app, pygame.K_ESCAPE)
    assert app.top is not table and app.top.name == "pause"


@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_below_the_largest_size_the_log_is_the_panel_beside_the_table(scale):
    app, table = table_app("via_gladiola", scale=scale, hints=False)
    assert (
        table.chrome.logs.showing()
        and table.chrome.logs.docked()
        and not table.chrome.logs.as_sheet()
    )
    assert table.play_area().right == LOG_X - 12
    T.click(app, "log.toggle")
    assert not app.settings.log_open and table.play_area().right == W - 72
    T.click(app, "log.toggle")
    assert app.settings.log_open and table.chrome.logs.showing()


def test_a_tip_waits_while_the_sheet_is_open():
    app, table = table_app("via_gladiola", hints=True)
    assert T.run_until(app, lambda: table.tips.current is not None, 3000)
    assert table.tips.showing() and T.find(app, "tip.ok") is not None
    T.click(app, "log.toggle")
    T.run(app, 1)
    assert (
        table.chrome.logs.showing() and not table.tips.showing() and T.find(app, "tip.ok") is None
    )
    T.click(app, "log.toggle")
    T.run(app, 1)
    assert table.tips.showing()


# -- the tip -------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", ["via_gladiola", "gloschli", "floriado"])
def test_a_tip_at_the_largest_size_fits_on_screen(game, lang, monkeypatch):
    app, table = table_app(game, lang, hints=True)
    assert T.run_until(app, lambda: table.tips.current is not None and table.tips.showing(), 3000)
    drawn = Drawn(monkeypatch)
    T.run(app, 1)
    bubble = table.tips.rect()
    assert pygame.Rect(0, TOP_BAR_H, W, H - TOP_BAR_H).contains(bubble), bubble
    ok = T.find(app, "tip.ok")
    assert ok is not None and bubble.contains(ok.rect)
    # "Got it" at phone size, not shrunk to its box
    assert theme.fit_text(ok.label, ok.size, ok.rect.w - 24, "bold") >= theme.PHONE_TEXT
    tip_lines = theme.wrap(table.tips.text(), 27, bubble.w - 40) + [t("tip.off")]
    seen = {k: v for k, v in drawn.lines.items() if k in " ".join(tip_lines) or k in tip_lines}
    assert seen and min(seen.values()) >= theme.PHONE_TEXT, seen
    # every line of it inside the bubble: its height was made for them
    marks = T.record_frame(app)
    texts = [m for m in marks if m.kind == "text" and m.label in drawn.lines and m.label in seen]
    assert texts and all(bubble.contains(m.rect) for m in texts), [
        (m.label, m.rect) for m in texts if not bubble.contains(m.rect)
    ]


@pytest.mark.parametrize("game", ["via_gladiola", "gloschli", "floriado"])
def test_a_tip_at_the_largest_size_covers_the_table_under_it(game):
    """Over the table, the bubble is the top thing: its "Got it" drawn over it and taken, a
    press elsewhere on it taken by nothing (not by a card or button the bubble hides)."""
    app, table = table_app(game, hints=True)
    assert T.run_until(app, lambda: table.tips.current is not None and table.tips.showing(), 3000)
    T.run(app, 1)
    bubble = table.tips.rect()
    ok = T.find(app, "tip.ok")
    hit = table.widget_at(ok.rect.center) if ok is not None else None
    assert ok is not None and hit is not None and hit.id == "tip.ok"
    assert app.surface.get_at(ok.rect.center)[:3] != app.surface.get_at(bubble.center)[:3]
    points = [
        (x, y)
        for x in range(bubble.x + 4, bubble.right - 4, 12)
        for y in range(bubble.y + 4, bubble.bottom - 4, 12)
        if not ok.rect.collidepoint(x, y)
    ]
    assert points and all(table.widget_at(p) is None for p in points)
    hidden = [w for w in table.widgets() if w.id != "tip.ok" and w.rect.colliderect(bubble)]
    for w in hidden:  # a press on what the bubble hides (where it hides it) does nothing
        spot = w.rect.clip(bubble).center
        if ok.rect.collidepoint(spot):
            continue
        before = table.match.session.state.to_json()
        T.click_at(app, spot)
        assert table.match.session.state.to_json() == before and table.tips.showing(), w.id


def tabbed(app, table, presses: int = 40) -> list:
    """The widgets Tab puts the keyboard's focus on, ``presses`` times round."""
    seen = []
    for _ in range(presses):
        T.key(app, pygame.K_TAB)
        seen.append(next((w for w in table.widgets() if w.id == table.focus_id), None))
    return seen


@pytest.mark.parametrize("game", ["via_gladiola", "gloschli", "floriado"])
def test_the_keyboard_reaches_nothing_under_the_sheet_or_a_tip(game):
    """What a finger cannot press under the open sheet or a tip over the table, Tab does
    not reach either: only the cover's own buttons there, the rest of the table as before."""
    app, table = table_app(game, hints=True)
    assert T.run_until(app, lambda: table.tips.current is not None and table.tips.showing(), 3000)
    T.run(app, 1)
    bubble = table.tips.rect()
    seen = [w for w in tabbed(app, table) if w is not None]
    assert any(w.id == "tip.ok" for w in seen)
    under = [w.id for w in seen if bubble.collidepoint(w.rect.center) and w.id != "tip.ok"]
    assert under == []
    assert any(not bubble.collidepoint(w.rect.center) for w in seen)  # the rest: reached
    T.click(app, "tip.ok")
    T.click(app, "log.toggle")
    T.run(app, 1)
    sheet = table.chrome.logs.sheet.rect
    assert table.chrome.logs.showing()
    hidden = {w.id for w in table.widgets() if sheet.collidepoint(w.rect.center)} - {"log.toggle"}
    assert hidden, "nothing of the table under the sheet"
    seen = [w for w in tabbed(app, table) if w is not None]
    assert "log.toggle" in {w.id for w in seen}
    assert {w.id for w in seen} & hidden == set()


# -- the status pill, the top bar -----------------------------------------------------------------


def test_a_long_status_goes_on_two_lines_at_phone_size(monkeypatch):
    app, table = table_app("via_gladiola", hints=False)
    long = "Stand on 8 lavenders, then you are out for the rest of the game: click again"
    monkeypatch.setattr(table, "status_text", lambda: (long, True))
    drawn = Drawn(monkeypatch)
    surface = pygame.Surface((W, H))
    pill = table.chrome.status_pill(surface, (500, 400), 560, 21)
    assert drawn.lines and min(drawn.lines.values()) >= theme.PHONE_TEXT
    assert pill.w <= 560 + 44 and pill.h >= 2 * theme.PHONE_TEXT
    assert " ".join(drawn.lines).replace("…", "") in long  # the words, in order, none lost
    assert sum(len(x.split()) for x in drawn.lines) == len(long.split())


def test_the_status_pill_is_unchanged_below_the_largest_size(monkeypatch):
    app, table = table_app("via_gladiola", scale=1.0, hints=False)
    monkeypatch.setattr(table, "status_text", lambda: ("Your turn, Anna: walk or rest", False))
    drawn = Drawn(monkeypatch)
    pill = table.chrome.status_pill(pygame.Surface((W, H)), (500, 400), 200, 21)
    assert max(drawn.lines.values()) < 21 and pill.h < 40  # shrunk to fit, one line


@pytest.mark.parametrize("game", ["via_gladiola", "gloschli", "floriado"])
def test_the_top_bar_at_phone_size(game, monkeypatch):
    app, table = table_app(game, "de", hints=False)
    drawn = Drawn(monkeypatch)
    table.chrome.paint_bar(pygame.Surface((W, H)), "Runde 1 · bis 100 Punkte")
    assert drawn.lines and not drawn.small(), drawn.lines
    left, right = table.chrome.bar_span()
    text, size, x = table.chrome.bar_centre("40 Karten im Feld")
    assert size >= theme.PHONE_TEXT and x - theme.width(text, size, "bold") // 2 >= left


# -- two-line buttons, results ---------------------------------------------------------------------


def test_a_two_line_button_at_phone_size(monkeypatch):
    theme.set_body_scale(theme.LARGEST)
    label, sub = "Rest", "draw a card"
    h = two_line_height()
    w = label_width(label, 22, sub=sub)
    assert sub_sizes(sub, 22, h, w - 24) == (22, theme.PHONE_TEXT)
    drawn = Drawn(monkeypatch)
    button = Button("b", (0, 0, w + 40, h), "End turn", sub=sub)
    button.paint(pygame.Surface((400, 200)), button.rect)
    assert drawn.lines == {"End turn": theme.PHONE_TEXT, sub: theme.PHONE_TEXT}
    # too low a button: the label keeps its size, the sub-label gives way (never the label)
    size, small = sub_sizes(sub, 22, 52, w)
    assert size == 22 and small < theme.PHONE_TEXT


@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_buttons_below_the_largest_size_are_as_they_were(scale):
    theme.set_body_scale(scale)
    small = 19 if scale == 1.25 else 15
    assert sub_sizes("draw a card", 21, 58, 300) == (21, small)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_results_shared_parts_at_phone_size(lang, monkeypatch):
    app, table = table_app("floriado", lang, ("easy", "easy"), hints=False, skip=True)
    drawn = Drawn(monkeypatch)
    assert T.run_until(app, lambda: app.top.name == "results", 20000)
    T.run(app, 2)
    results = app.top
    for wid in ("again", "menu"):
        w = T.find(app, wid)
        assert w is not None
        if RUNNING.search(w.label):  # "Play again" ("Hauptmenü" is one word)
            assert drawn.lines.get(w.label, 0) >= theme.PHONE_TEXT, w.label
    lines = results.reason_lines(t(f"fl.results.reason.{results.reason}"))
    assert lines and all(drawn.lines.get(x, 0) >= theme.PHONE_TEXT for x in lines), lines
    marks = [m for m in T.record_frame(app) if m.kind == "text" and m.label in lines]
    assert len(marks) == len(lines) and all(results.rect.contains(m.rect) for m in marks)


# -- the phone's pictures say their words when tapped ----------------------------------------


@pytest.mark.parametrize("scale", [1.0, theme.LARGEST])
def test_a_tap_on_a_phone_picture_says_its_words(scale):
    """Where the phone layout draws a picture in place of the normal layout's words (Via
    Gladiola's pile, its plaster count; Gloschli's eye and "2/4"), a tap says the words in
    the status line; at the normal size the same spot says nothing new."""
    from game.games.via_gladiola.ui import layout as vg_layout

    app, table = table_app("via_gladiola", scale=scale, hints=False)
    g = table.geo()
    taps = [
        (g["pile"].center, t("table.draw_pile")),
        (vg_layout.phone_total_rect(vg_layout.phone_geo(table.play_area())).center,
         t("table.hand_blisters")),
        (g["chips"][1].center, t("table.day", day=2)),
    ]  # fmt: skip
    for pos, words in taps:
        table.hint = ""
        T.click_at(app, pos)
        assert table.hint == (words if scale == theme.LARGEST else ""), (pos, table.hint)
    app, table = table_app("gloschli", scale=scale, hints=False)
    r = table.places.own_panel()
    table.hint = ""
    T.click_at(app, (r.x + 40, r.y + 86))
    known = t("gl.known", n=0, of=4)
    assert table.hint == (known if scale == theme.LARGEST else ""), table.hint


@pytest.mark.parametrize("scale", [1.0, theme.LARGEST])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tips_arrow_stays_off_every_other_button(lang, scale):
    """A tip's arrow points beside its target, never over another button or card (Gloschli's
    lay on "Prendre la défausse")."""
    from game.ui import hints

    app, table = table_app("gloschli", lang, ("human", "easy"), scale, hints=False)
    for _ in range(200):  # the start peek (two own cards, then hide them), to the first turn
        deck = T.find(app, "deck")
        if table.my_turn() and deck is not None and deck.enabled:
            break
        if T.find(app, "gl.hide") is not None:
            T.click(app, "gl.hide")
        for slot in ("slot.0.0", "slot.0.1"):
            w = T.find(app, slot)
            if w is not None and w.enabled:
                T.click(app, slot)
        T.run(app, 20)
    deck = T.find(app, "deck")
    assert table.my_turn() and deck is not None and deck.enabled
    checked = 0
    for tip in ("gl_draw", "gl_match", "gl_call", "gl_known"):
        target = table.tipping.target(tip)
        if target is None:
            continue
        side = hints.arrow_side(target, table.tipping.avoid(target))
        if side is None:
            continue
        box = hints.arrow_box(target, side)
        others = [w.id for w in table.widgets() if w.visible and not w.rect.colliderect(target)]
        hit = [i for i in others if T.find(app, i).rect.colliderect(box)]
        assert hit == [], (tip, side, hit)
        checked += 1
    assert checked

"""Accessibility: a visible focus on every menu, larger text that still fits, the first-game
guide (pointing at its target, switchable off) and its helper API for every table."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.catalog import GAMES  # noqa: E402
from game.i18n import (  # noqa: E402
    LANGUAGES,
    TABLES,  # noqa: E402
    set_language,
    t,
)
from game.storage import KEY_SETTINGS, MemoryBackend, Storage  # noqa: E402
from game.ui import focus, hints, theme  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.layout import LOG_W, LOG_X, LOG_Y, H, W  # noqa: E402
from game.ui.scenes import rules as rules_scene  # noqa: E402
from game.ui.scenes.common import game_tagline  # noqa: E402
from game.ui.scenes.title import tagline_lines, tile_look  # noqa: E402
from game.ui.settings import TEXT_SCALES, Settings  # noqa: E402


def make_app(scale: float = 1.0, hints_on: bool = True, seed: int = 5) -> App:
    return T.new_app(seed=seed, frames=2, hints=hints_on, text_scale=scale)


def press(app: App, *keys: int) -> None:
    for k in keys:
        T.key(app, k)  # once the screen takes a press (the press guard), as a person


def assert_ring(app: App, gap: int = 4) -> None:
    """The focused widget is drawn with the focus ring: dark outer line, white inner line."""
    wid = app.top.focus_id
    w = next(w for w in T.widgets(app) if w.id == wid)
    inner = w.rect.inflate(gap * 2, gap * 2)
    outer = inner.inflate(6, 6)
    surf = app.surface
    assert tuple(surf.get_at((outer.centerx, outer.top + 1)))[:3] == focus.RING_DARK, wid
    assert tuple(surf.get_at((inner.centerx, inner.top + 1)))[:3] == focus.RING_LIGHT, wid


# -- a visible focus everywhere ----------------------------------------------------------------


def test_focus_ring_shows_on_every_menu_screen():
    app = make_app(hints_on=False)
    press(app, pygame.K_RIGHT)  # title
    assert_ring(app)
    press(app, pygame.K_RETURN, pygame.K_DOWN)  # setup
    assert app.top.name == "setup"
    assert_ring(app)
    T.click(app, "rules")
    press(app, pygame.K_TAB)
    assert app.top.name == "rules"
    assert_ring(app)
    press(app, pygame.K_ESCAPE, pygame.K_RETURN)
    assert app.top.focus_id == "start"
    assert_ring(app)
    press(app, pygame.K_RETURN)
    table = app.top
    assert T.run_until(app, table.my_turn, 3000)
    press(app, pygame.K_ESCAPE, pygame.K_DOWN)  # pause
    assert app.top.name == "pause"
    assert_ring(app)
    press(app, pygame.K_DOWN, pygame.K_RETURN)  # Restart asks first
    assert app.top.name == "confirm"
    T.run(app, 20)
    press(app, pygame.K_DOWN)
    assert_ring(app)
    press(app, pygame.K_ESCAPE)  # no restart
    assert app.top.name == "pause" and app.top.focus_id == "restart"
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN, pygame.K_DOWN)  # settings
    assert app.top.name == "settings"
    assert_ring(app)
    press(app, pygame.K_ESCAPE, pygame.K_ESCAPE, pygame.K_k, pygame.K_RETURN)  # keys overlay
    assert app.top.name == "keys"
    assert_ring(app)
    press(app, pygame.K_ESCAPE)
    while app.top.name != "results":
        if app.top is table and table.my_turn():
            press(app, pygame.K_r)
        else:
            T.run(app, 1)
    press(app, pygame.K_RETURN)
    assert app.top.focus_id == "again"
    assert_ring(app)
    press(app, pygame.K_ESCAPE, pygame.K_r, pygame.K_RETURN)
    assert app.top.name == "records"
    assert_ring(app)


def test_hand_card_focus_ring_is_drawn_over_its_neighbours():
    app = make_app(hints_on=False)
    press(app, pygame.K_1, pygame.K_RETURN, pygame.K_RETURN)
    table = app.top
    assert T.run_until(app, table.my_turn, 3000)
    press(app, pygame.K_2)
    T.run(app, 1)
    w = next(w for w in table.hand_widgets if w.index == 1)
    rect = w.rect.move(0, -6) if w.enabled else w.rect
    outer = rect.inflate(12, 12)
    assert tuple(app.surface.get_at((outer.right - 2, outer.centery)))[:3] == focus.RING_DARK


def test_neighbour_prefers_the_widget_straight_ahead():
    rects = [pygame.Rect(0, 0, 100, 40), pygame.Rect(0, 100, 100, 40), pygame.Rect(300, 60, 80, 40)]
    assert focus.neighbour(rects, 0, "down") == 1
    assert focus.neighbour(rects, 0, "right") == 2
    assert focus.neighbour(rects, 1, "up") == 0
    assert focus.neighbour(rects, 0, "up") is None


# -- larger text -------------------------------------------------------------------------------


def test_text_scale_setting_is_stored_and_validated():
    storage = Storage(MemoryBackend())
    storage.save(KEY_SETTINGS, {"text_scale": 1.25})
    assert Settings.load(storage).text_scale == 1.25
    storage.save(KEY_SETTINGS, {"text_scale": 7})
    assert Settings.load(storage).text_scale == 1.0
    assert TEXT_SCALES == (1.0, 1.25, 1.5)
    make_app(scale=1.25)
    assert theme.body(20) == 25 and theme.body_scale() == 1.25


@pytest.mark.parametrize("scale", [1.25, 1.5], ids=["larger", "largest"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_larger_text_fits_rules_tips_and_keys(lang, scale):
    pygame.init()  # fonts, when this test runs alone
    set_language(lang)
    theme.set_body_scale(scale)
    # Rules: every screen's paragraphs fit above the buttons at the larger size (a long
    # section goes on over a second screen).
    r = pygame.Rect(40, 24, W - 80, H - 48)
    top = r.y + rules_scene.TEXT_DY
    size = theme.body(19)
    for game in GAMES:
        secs = rules_scene.sections(game)
        for page in rules_scene.pages(game, r):
            illustrated = rules_scene.picture(game, secs[page.section].get("illustrate"))
            text_w = rules_scene.text_width(r, illustrated is not None)
            lines = sum(len(theme.wrap(p, size, text_w)) for p in page.paragraphs)
            height = lines * round(size * 1.32) + 12 * len(page.paragraphs)
            assert top + height <= r.bottom - 72, (lang, game, secs[page.section]["title"])
    # The title tiles' taglines keep to three lines (four on a phone's wider tiles, never
    # under its running-text size).
    look, least = tile_look(), theme.running(18) if theme.largest() else 18
    for game in GAMES:
        size, lines = tagline_lines(game_tagline(game), look.tile_w - look.tagline_pad)
        assert len(lines) <= look.tagline_lines and size >= least, (lang, game, size)
    # First-game tips: every bubble stays on the screen, in the log panel's width.
    anchor = pygame.Rect(LOG_X + 8, LOG_Y + 50, LOG_W - 16, 0)
    for tip_id in (k.removeprefix("tips.") for k in TABLES[lang] if k.startswith("tips.")):
        bubble = hints.bubble_rect(hints.hint_text(tip_id), anchor)
        assert bubble.bottom <= H - 12, (lang, tip_id)
    # The keys overlay at every table: both columns end above its Done button, the text
    # stepped down no further than 15 px (the coach's rows made Floriado's German too long),
    # never under a phone's running-text size at the largest text.
    for digit in (pygame.K_1, pygame.K_2, pygame.K_3):
        app = make_app(scale=scale)
        set_language(lang)
        press(app, digit, pygame.K_RETURN, pygame.K_RETURN, pygame.K_F1)
        keys = app.top
        assert keys.name == "keys"
        size, cols = keys.layout()
        done = T.find(app, "back").rect
        assert size >= (theme.PHONE_TEXT if theme.largest() else 15), (lang, digit, size)
        for secs, col in cols:
            assert keys.draw_column(pygame.Surface((W, H)), secs, col, size) < done.y, lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_settings_text_size_and_its_labels_fit_at_every_size(lang):
    """Settings at each text size: every value of the Text size cycler (Normal, Larger,
    Largest) fits its box at that size, at the largest so do the words left of the cyclers,
    and nothing on the sheet overlaps; the cycler steps through the three sizes in order."""
    app = T.new_app(frames=2, language=lang)
    T.click(app, "settings")
    cycler = T.find(app, "text_size")
    assert [v for v, _ in cycler.options] == list(TEXT_SCALES)
    for scale in TEXT_SCALES:
        assert app.settings.text_scale == scale and theme.body_scale() == scale
        sheet, cycler = app.top, T.find(app, "text_size")
        for _value, label in cycler.options:
            assert theme.width(label, cycler.size, "bold") <= cycler.rect.w - 100, (
                lang, scale, label)  # fmt: skip
        # The words left of the cyclers keep their size at the largest text (at Larger,
        # Italian's "Dimensione testo" steps down a little, as it always has).
        left = ("settings.speed", "settings.language", "settings.text_size")
        for key in left if theme.largest() else ():
            words = t(key)
            assert theme.width(words, theme.body(20), "bold") <= sheet.label_w - 16, (
                lang, scale, words)  # fmt: skip
        assert T.layout_overlaps(T.record_frame(app)) == [], (lang, scale)
        T.click_at(app, cycler.right_rect.center)  # the next size
    assert app.settings.text_scale == TEXT_SCALES[0]  # round again


def test_larger_text_applies_at_once_and_the_log_lays_out_again():
    app = make_app(hints_on=False)
    press(app, pygame.K_1, pygame.K_RETURN, pygame.K_RETURN)
    table = app.top
    assert T.run_until(app, table.my_turn, 3000)
    T.run(app, 1)
    assert table.chrome.logs.panel.size == 18
    normal = len(table.chrome.logs.panel._lines)
    press(app, pygame.K_ESCAPE, pygame.K_s)  # S is only a title shortcut: nothing here
    assert app.top.name == "pause"
    T.click(app, "settings")
    T.click_at(app, T.find(app, "text_size").right_rect.center)
    assert app.settings.text_scale == 1.25
    press(app, pygame.K_ESCAPE, pygame.K_ESCAPE)
    T.run(app, 1)
    assert table.chrome.logs.panel.size == round(18 * 1.25)
    assert len(table.chrome.logs.panel._lines) >= normal


# -- the first-game guide ----------------------------------------------------------------------


def test_guide_points_at_what_to_do_and_turns_off():
    app = make_app(hints_on=True)
    press(app, pygame.K_1, pygame.K_RETURN, pygame.K_RETURN)
    table = app.top
    assert T.run_until(app, table.my_turn, 3000)
    T.run(app, 1)
    assert table.tips.current == "vg_first_turn"
    target = table.tipping.target(table.tips.current)
    assert target is not None and pygame.Rect(0, 0, W, H).contains(target)
    playable = [w.rect for w in table.hand_widgets if w.enabled]
    assert all(target.contains(r) for r in playable)
    assert T.find(app, "tip.ok") is not None
    for tip_id in ("vg_pace", "vg_rest", "vg_day4_gladiola"):
        assert table.tipping.target(tip_id) is not None
    # Switched off in the settings: the tip is gone at once, and none comes back.
    press(app, pygame.K_ESCAPE)
    T.click(app, "settings")
    T.click(app, "hints")
    press(app, pygame.K_ESCAPE, pygame.K_ESCAPE)
    T.run(app, 2)
    assert table.tips.current is None and T.find(app, "tip.ok") is None


def test_hints_api_falls_back_to_english_and_draws():
    set_language("de")
    assert hints.hint_text("vg_rest") == TABLES["de"]["tips.vg_rest"]
    set_language("en")
    assert hints.hint_text("nope") == "" and hints.hint_text(None) == ""
    pygame.init()
    surf = pygame.Surface((W, H))
    anchor = pygame.Rect(100, 100, 300, 0)
    target = pygame.Rect(600, 400, 96, 136)
    bubble = hints.draw_guide(surf, "gl_draw", anchor, target, 0.5)
    assert bubble.topleft == (100, 100) and bubble.h > 100
    assert hints.ok_rect(bubble).bottom <= bubble.bottom

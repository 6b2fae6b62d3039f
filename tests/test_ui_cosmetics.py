"""Small things a player sees: numbers set as one number, markers beside (not on) what they
point at, each facing arrow on its own side, the Hint button's sun clear of its word, and the
"Copied" toast over no line of the results.

Each check measures what is drawn (ink, rects, pixels); each fails on the look it replaces.
"""

from __future__ import annotations

import os
import statistics

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import math  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from test_ui_daily import DAY, play_to_results  # noqa: E402
from test_ui_daily import make_app as make_daily_app  # noqa: E402
from test_ui_gloschli import start_gloschli  # noqa: E402

from game.games.floriado.cards import COLS, ROWS  # noqa: E402
from game.games.floriado.ui import layout as fl_layout  # noqa: E402
from game.i18n import LANGUAGES, set_language, t  # noqa: E402
from game.ui import hints, navigator, theme  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.widgets import bar_label  # noqa: E402


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def make_app(lang: str = "en", hints_on: bool = False, **more) -> App:
    return T.new_app(frames=2, hints=hints_on, language=lang, **more)


# -- "44", not "4 4" -----------------------------------------------------------------------------
def ink_centre(surf: pygame.Surface) -> float:
    """The x of the ink's centre of mass."""
    w, h = surf.get_size()
    cols = [sum(surf.get_at((x, y))[3] for y in range(h)) for x in range(w)]
    return sum(x * c for x, c in enumerate(cols)) / sum(cols)


@pytest.mark.parametrize("weight", ["bold", "regular"])
@pytest.mark.parametrize("size", [20, 30, 46])
def test_a_4_after_a_digit_sits_as_close_as_any_digit(size, weight):
    """From the first digit's ink centre to the second's, as set in a text: every pair with a 4
    second is within 11% of the size of the usual pitch of two digits (the font's own spacing
    puts a 4 up to 16% further: "44" reads "4 4")."""
    centre = {d: ink_centre(theme.text(d, size, theme.INK, weight)) for d in "0123456789"}
    pitch = {
        a + b: (
            theme.width(a + b, size, weight) - theme.width(b, size, weight) + centre[b] - centre[a]
        )
        / size
        for a in "0123456789"
        for b in "0123456789"
    }
    usual = statistics.median(pitch.values())
    far = {k: round(v - usual, 3) for k, v in pitch.items() if v - usual > 0.11}
    assert not far, far
    for s in ("44", "Anna 44 · 14 km", "44 → 24"):  # measured as drawn
        img = theme.text(s, size, theme.INK, weight)
        assert theme.width(s, size, weight) == img.get_width()
    # Pulled closer, never touching: the two 4s' inks, each grown by a pixel, do not meet.
    four = pygame.mask.from_surface(theme.text("4", size, theme.INK, weight), 40)
    grown = four.convolve(pygame.mask.Mask((3, 3), fill=True))
    at = theme.width("44", size, weight) - theme.width("4", size, weight)
    assert grown.overlap(four, (at + 1, 1)) is None, size


# -- markers beside what they point at -----------------------------------------------------------
def test_via_gladiolas_tip_arrow_never_lies_on_a_hand_card_it_does_not_point_at():
    app = make_app(hints_on=True)
    T.click(app, "game.via_gladiola")
    T.click(app, "start")
    table = app.top
    assert T.run_until(app, lambda: table.tips.current is not None, 3000)
    target = table.tipping.target(table.tips.current)
    assert target is not None
    side = hints.arrow_side(target, table.tipping.avoid(target))
    cards = [w.rect for w in T.widgets(app) if w.id.startswith("hand.")]
    others = [c for c in cards if not target.contains(c)]
    assert others  # the tip points at some cards of the hand, not all
    if side is not None:
        box = hints.arrow_box(target, side)
        assert box.collidelist(others) < 0, (side, box)


def test_gloschlis_tip_ring_stays_off_the_place_numbers():
    app = make_app(hints_on=True)
    table = start_gloschli(app, seats=3, target=50)
    assert T.run_until(app, lambda: table.tips.current == "gl_start_peek", 3000)
    app.time = math.pi / 8  # the ring at its widest (hints.pointer_ring)
    marks = T.record_frame(app)
    rings = [m.rect for m in marks if m.kind == "pointer"]
    own = table.places.slot_rects(table.viewer)
    numbers = [  # the place numbers under the person's cards
        m.rect
        for m in marks
        if m.kind == "text"
        and m.label.isdigit()
        and any(
            c.bottom < m.rect.centery < c.bottom + 30 and c.x < m.rect.centerx < c.right
            for c in own
        )
    ]
    assert rings and len(numbers) >= 4
    for ring in rings:
        lines = [ring, ring.inflate(-8, -8)]  # the ring's two lines: a band, not a box
        for n in numbers:
            assert not (lines[0].colliderect(n) and not lines[1].contains(n)), (ring, n)


# -- facing arrows ------------------------------------------------------------------------------
@pytest.mark.parametrize("row", range(ROWS))
@pytest.mark.parametrize("col", range(COLS))
def test_each_facing_arrow_sits_on_its_own_side(row, col):
    """Up above, down below, left and right level with each other: a compass, wherever the
    picked card lies (FL-4), never an "up" arrow beside the card or a "left" one under it."""
    spots = fl_layout.facing_spots((row, col))
    up, down, left, right = (spots[f] for f in ("up", "down", "left", "right"))
    assert up[0] == down[0] and left[1] == right[1], spots
    assert up[1] < left[1] < down[1] and left[0] < up[0] < right[0], spots
    card = fl_layout.tile_rect(row, col).move(0, -7).inflate(12, 12)
    rects = []
    for x, y in spots.values():
        rect = pygame.Rect(0, 0, fl_layout.FACE_BTN, fl_layout.FACE_BTN)
        rect.center = (x, y)
        assert not rect.colliderect(card) and rect.collidelist(rects) < 0
        rects.append(rect)


# -- the Hint button -----------------------------------------------------------------------------
@pytest.mark.parametrize("scale", [1.25, theme.LARGEST], ids=["larger", "largest"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hint_buttons_sun_keeps_clear_of_its_word(lang, scale):
    app = make_app(lang, coach=True, text_scale=scale)
    T.click(app, "game.via_gladiola")
    T.click(app, "start")
    T.run(app, 60)
    button = T.find(app, "coach")
    assert button is not None
    marks = T.record_frame(app)
    word = next(m for m in marks if m.kind == "text" and m.label == t("coach.button"))
    # The sun's ink: the sun-yellow pixels in the button's left part.
    sun = [
        x
        for x in range(button.rect.x, word.rect.x)
        for y in range(button.rect.y, button.rect.bottom)
        if app.surface.get_at((x, y))[:3] == theme.SUN
    ]
    assert sun, "no sun drawn"
    assert word.rect.x - max(sun) >= 5, (lang, max(sun), word.rect.x)
    size = bar_label(18)  # the top bar's words: 22 px at the largest size, a phone's
    full = theme.text(word.label, size, theme.CREAM, "bold").get_bounding_rect()
    assert word.rect.w >= full.w - 1, (lang, word.label)  # the word at its full size


# -- the "Copied" toast --------------------------------------------------------------------------
def test_the_copied_toast_covers_no_line_of_the_results(monkeypatch):
    app = make_daily_app(monkeypatch, "de", 1.25)
    set_language("de")
    navigator.start_daily(app, "floriado", DAY)
    play_to_results(app, app.top)
    T.run(app, 5)
    monkeypatch.setattr("game.ui.scenes.daily.copy_text", lambda text: True)
    T.click(app, "daily.copy")
    toasts = app.toast_rects()
    assert [m for m, _, _ in toasts] == [t("daily.copied")]
    strip = T.find(app, "daily.copy").rect
    for m in T.record_frame(app):
        if m.kind == "text" and not strip.contains(m.rect):
            for _, _, rect in toasts:
                assert not rect.colliderect(m.rect), m

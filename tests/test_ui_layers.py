"""The frame-time caches (docs/performance.md) change how a frame is drawn, never what it shows.

The tables keep still parts in layers (``draw.RETAINED``), compose shadow and body in one blit
and measure text without rendering it; each is checked here against the plain way of drawing.
No timings: speed is measured by ``python -m game bench``.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

import game.ui.testing as T  # noqa: E402
from game.core.catalog import GAMES, spec  # noqa: E402
from game.core.match import NAMES, Seat  # noqa: E402
from game.games.gloschli.ui.paint import Painter  # noqa: E402
from game.ui import draw, theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.layout import LOGICAL_SIZE  # noqa: E402
from game.ui.navigator import start_game  # noqa: E402

TOLERANCE = 8  # premultiplied and straight alpha round differently by a few levels


def _app() -> App:
    return T.new_app(seed=5, speed=1.0, hints=False)


def _same_picture(a: pygame.Surface, b: pygame.Surface) -> int:
    """How many pixels differ by more than TOLERANCE in some channel."""
    diff = a.copy()
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = b.copy()
    other.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |a - b| per channel
    near = pygame.transform.threshold(
        None, diff, (0, 0, 0), (TOLERANCE, TOLERANCE, TOLERANCE, 255), None, 0
    )
    return a.get_width() * a.get_height() - near


def _frame(app: App, retained: bool, monkeypatch) -> pygame.Surface:
    monkeypatch.setattr(draw, "RETAINED", retained)
    app.surface = pygame.Surface(LOGICAL_SIZE).convert()
    app.draw()
    return app.surface


def _run_to(app: App, seconds: float) -> None:
    """Frames until the App's clock reads ``seconds``: 1/60 s while anything moves, longer at
    rest (as ``T.rest``), the last one short so the clock lands on it."""
    while app.time < seconds - 1e-9:
        dt = T.DT if T.animating(app.top) else T.SETTLE_DT
        app.step(min(dt, seconds - app.time), [])


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("human", [False, True])
@pytest.mark.parametrize("log_open", [False, True])
def test_layers_show_what_plain_drawing_shows(name, human, log_open, monkeypatch):
    app = _app()
    app.settings.log_open = log_open
    entry = spec(name)
    players = min(entry.max_players, 4)
    seats = [Seat(NAMES[i], "human" if human and i == 0 else "random") for i in range(players)]
    start_game(app, entry, seats, {})
    # At 60 frames a second: dealing, bots moving, cards landing, a later turn.
    for frame in (1, 20, 90, 200, 360):
        _run_to(app, frame / 60)
        layered = _frame(app, True, monkeypatch).copy()
        plain = _frame(app, False, monkeypatch)
        assert _same_picture(layered, plain) == 0, f"{name} frame {frame}"
        again = _frame(app, True, monkeypatch)  # the layers, now cached, still agree
        assert _same_picture(again, plain) == 0, f"{name} frame {frame} (cached)"


def test_log_changes_reach_the_cached_backdrop(monkeypatch):
    app = _app()
    entry = spec("via_gladiola")
    start_game(app, entry, [Seat(NAMES[0], "human"), Seat(NAMES[1], "random")], {})
    app.settings.log_open = True
    table = app.scenes[1]
    before = _frame(app, True, monkeypatch).copy()
    table.match.session.log.append({"key": "log.title", "args": {}, "seat": 1})
    after = _frame(app, True, monkeypatch).copy()
    assert _same_picture(before, after) > 0
    plain = _frame(app, False, monkeypatch)
    assert _same_picture(after, plain) == 0


def test_measured_width_is_the_rendered_width():
    pygame.init()
    for s in ("Walk 27 → draw 1", "Élise ✓ « oui » ?", "", "★", "Jour 3 ↻ fin"):
        for size in (12, 18, 30):
            for weight in ("regular", "bold"):
                assert (
                    theme.width(s, size, weight)
                    == theme.text(s, size, theme.INK, weight).get_width()
                )


def test_text_cache_keeps_what_is_in_use(monkeypatch):
    pygame.init()
    monkeypatch.setattr(theme, "TEXT_CACHE_SIZE", 20)
    theme._text_cache.clear()
    kept = theme.text("always on screen", 18)
    for i in range(60):
        theme.text(f"line {i}", 18)
        assert theme.text("always on screen", 18) is kept  # used every frame: never dropped
    assert len(theme._text_cache) <= 20


def test_button_looks_follow_hover_focus_and_press(monkeypatch):
    from game.ui.inputs import Input
    from game.ui.scenes.pause import PauseScene

    app = _app()
    app.step(1 / 60, [])  # the title: buttons with key caps and icons
    buttons = [w for w in app.top.widgets() if w.visible]
    for i, w in enumerate(buttons[:4]):
        app.top.pointer = w.rect.center  # hovered
        app.top.focus_id = buttons[(i + 1) % len(buttons)].id  # another one focused
        app.top.pressed_id = w.id if i % 2 else None  # and sometimes pressed
        layered = _frame(app, True, monkeypatch).copy()
        assert _same_picture(layered, _frame(app, False, monkeypatch)) == 0, w.id
    start_game(app, spec("gloschli"), [Seat(NAMES[0], "human"), Seat(NAMES[1], "random")], {})
    app.push(PauseScene(app, app.scenes[1]))
    app.handle(Input("command", command="next"))
    app.handle(Input("command", command="next"))
    layered = _frame(app, True, monkeypatch).copy()
    assert _same_picture(layered, _frame(app, False, monkeypatch)) == 0


# Gloschli's tables: (seats, language, text size, settings, a phone, the memory aid, what its
# game reaches besides peeks, turns, flights, hovers and focus). Its
# still layer holds the seats, their rows of cards and the piles; the games played reach its
# states: the start peeks held, cards turning, powers and their picks, hovers and the focus
# ring, the pass screen, round results, six seats, larger text, the phone, reduced motion.
GLOSCHLI_TABLES = [
    pytest.param(["human", "easy"], "en", 1.0, {}, False, False, {"round over"}, id="two-solo"),
    pytest.param(
        ["human", "human", "medium", "easy"],
        "de",
        1.25,
        {"motion": "on"},
        False,
        False,
        {"pass"},
        id="hot-seat-de",
    ),
    pytest.param(
        ["human", *["easy"] * 5], "en", 1.5, {"coach": True}, True, True, {"power"}, id="six-phone"
    ),
]


def _person_acts(app: App, rng: random.Random) -> str | None:
    """What a person does now at a Gloschli table (a click, a hover, a key), or None."""
    top = app.top
    if top.name in ("gl_round", "pass"):
        T.click(app, "gl.next_round" if top.name == "gl_round" else "pass.ready")
        return top.name
    if top.name != "gloschli" or top.timeline.busy or top.turns.acting_blocked():
        return None
    lit = [
        w
        for w in T.widgets(app)
        if w.enabled
        and w.visible
        and (w.id.startswith(("slot.", "seatpick.", "gl.")) or w.id in ("deck", "discard"))
    ]
    if not lit or any(top.press_blocked(w) for w in lit):
        return None
    if top.memo_hold:
        hide = T.find(app, "gl.hide")
        if hide is not None and rng.random() < 0.5:
            T.click(app, "gl.hide")
            return "hide"
        return None
    if not top.my_turn():
        return None
    w = rng.choice(lit)
    roll = rng.random()
    if roll < 0.25:
        top.pointer = w.rect.center  # a hover alone: a lit card rises
        return "hover"
    if roll < 0.4:
        T.key(app, pygame.K_TAB)  # the keyboard's focus ring moves
        return "focus"
    T.click_at(app, w.rect.center)
    return "click"


@pytest.mark.parametrize(
    ("kinds", "language", "scale", "settings", "phone", "memory", "reaches"), GLOSCHLI_TABLES
)
def test_gloschli_still_layer_shows_what_plain_drawing_shows(
    kinds, language, scale, settings, phone, memory, reaches, make_app, monkeypatch
):
    app = make_app(
        seed=5, speed=1.0, hints=False, language=language, text_scale=scale, phone=phone, **settings
    )
    seats = [Seat(NAMES[i], kind) for i, kind in enumerate(kinds)]
    start_game(app, spec("gloschli"), seats, {"memory_aid": memory})
    rng = random.Random(4)
    reached: set[str] = set()
    for frame in range(900):
        did = _person_acts(app, rng)
        if did is None:
            app.step(T.DT if T.animating(app.top) else T.SETTLE_DT, [])
        table = app.scenes[1]
        shown = table.shown
        states = {
            "held": shown.memo_hold,
            "turning": bool(shown.reveal),
            "power": shown.view.phase == "power",
            "first pick": table.painter.first_pick() is not None,
            "masks": bool(shown.masks),
            "round over": app.top.name == "gl_round",
            str(did): did is not None,
        }
        now = {name for name, on in states.items() if on}
        if did is None and not (now - reached) and frame % 15:
            continue  # after each act and each new state, else every 15th frame
        reached |= now
        # The layer the last frame left (if its key still fits), then the same drawn in place.
        layered = pygame.image.tobytes(_frame(app, True, monkeypatch), "RGB")
        with monkeypatch.context() as m:
            m.setattr(Painter, "still_key", lambda self, pieces: None)
            direct = pygame.image.tobytes(_frame(app, True, monkeypatch), "RGB")
        assert layered == direct, f"frame {frame}: {sorted(now)}"
    assert {"held", "turning", "masks", "hover", "focus", *reaches} <= reached

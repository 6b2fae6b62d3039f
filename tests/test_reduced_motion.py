"""Reduced motion (Settings: Off / On / as the system, the page's prefers-reduced-motion): at
every table, frame by frame, no card travels (each flight's card is drawn where it lands, only
fading in), no pawn slides or drops, no callout rises, and every card that landed is ringed
where it went. With motion, the same games do fly their cards (so the check can fail)."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

import game.ui.table.effects as effects_module  # noqa: E402
from game import platform  # noqa: E402
from game.core.catalog import specs  # noqa: E402
from game.core.match import HUMAN, Seat  # noqa: E402
from game.storage import KEY_SETTINGS, MemoryBackend, Storage  # noqa: E402
from game.ui import navigator  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.settings import Settings  # noqa: E402

GAMES = [g.name for g in specs()]


def start(game: str, motion: str, seed: int = 3):
    app = T.new_app(seed=seed, speed=1.0, motion=motion, hints=False)
    g = next(s for s in specs() if s.name == game)
    seats = [Seat("A", HUMAN), Seat("B", "easy"), Seat("C", "easy")][: g.rules.max_players]
    navigator.start_game(app, g, seats, {})
    T.run(app, 1)
    return app, app.top


def watch(app, table, frames: int, seed: int = 7):
    """Play ``frames`` frames at normal speed (the person moving at random when it is their
    turn); yield after each one."""
    rng = random.Random(seed)
    for _ in range(frames):
        if table.my_turn() and not table.timeline.busy and not table.match.is_over:
            table.perform(rng.choice(table.match.legal_actions()))
        T.run(app, 1)
        yield
        if app.top is not table:
            return


@pytest.mark.parametrize("game", GAMES)
def test_no_card_travels_under_reduced_motion(game):
    app, table = start(game, "on")
    assert app.settings.reduce_motion
    alphas: dict[object, int] = {}  # flight -> its alpha last frame
    for _ in watch(app, table, 900):
        for f in table.effects.flights:
            if not f.tween.active:
                continue
            rect, _face, _k = f.rect_and_face()
            assert f.still and rect == f.dst, f"{game}: a card moved ({rect} towards {f.dst})"
            assert f.tween.duration <= effects_module.FADE
            assert f.alpha >= alphas.get(f, 0), "a fade only grows"
            alphas[f] = f.alpha
        for slide in getattr(table.shown, "slides", []):  # Floriado's pawns
            pos, scale = table.painter.slide_at(slide)
            assert pos == table.painter.pawn_center(slide.seat, *slide.dst) and scale == 1.0
    assert alphas, f"{game}: no card went anywhere in these frames"


def pygame_rect(r):
    return (r.x, r.y, r.w, r.h)


def arrival_rects(fx) -> list:
    return [(r.x, r.y, r.w, r.h) for r, _left in fx.arrivals]


@pytest.mark.parametrize("game", GAMES)
def test_each_landing_is_ringed_where_the_card_went(game):
    app, table = start(game, "on")
    fx = table.effects
    rings: set[tuple] = set()
    destinations: set[tuple] = set()
    for _ in watch(app, table, 600):
        destinations |= {pygame_rect(f.dst) for f in fx.flights}
        rings |= set(arrival_rects(fx))
    for _ in range(120):  # a card that set off in the last frames lands (and is ringed) later
        if destinations <= rings:
            break
        T.run(app, 1)
        rings |= set(arrival_rects(fx))
    assert destinations
    assert destinations <= rings, f"{game}: landed without a ring: {destinations - rings}"


@pytest.mark.parametrize("game", GAMES)
def test_with_motion_cards_do_fly(game):
    app, table = start(game, "off")
    moved = False
    for _ in watch(app, table, 600):
        for f in table.effects.flights:
            if f.tween.active and 0 < f.tween.value < 1:
                moved |= f.rect_and_face()[0] != f.dst
        if moved:
            break
    assert moved, f"{game}: no card flew with motion on: the reduced check proves nothing"


def test_callouts_do_not_rise_under_reduced_motion(monkeypatch):
    app, table = start(GAMES[0], "on")
    heights: list[float] = []
    monkeypatch.setattr(
        effects_module.draw, "callout", lambda s, text, pos, left: heights.append(pos[1])
    )
    monkeypatch.setattr(table.animation, "callout_at", lambda where: (100, 200))
    table.effects.callouts.append(["27 km", 0, 1.3])
    for _ in range(20):
        T.run(app, 1)
    assert heights and set(heights) == {200}
    app.settings.motion = "off"
    heights.clear()
    table.effects.callouts.append(["27 km", 0, 1.3])
    for _ in range(20):
        T.run(app, 1)
    assert min(heights) < 200  # with motion it rises


@pytest.mark.parametrize(
    ("stored", "system", "reduced"),
    [
        ("on", False, True),
        ("off", True, False),
        ("system", True, True),
        ("system", False, False),
        ("sideways", True, True),  # not a choice: as the system
        (7, False, False),
    ],
)
def test_the_setting_and_the_system(stored, system, reduced, monkeypatch):
    monkeypatch.setattr(platform, "prefers_reduced_motion", lambda: system)
    storage = Storage(MemoryBackend())
    storage.save(KEY_SETTINGS, {"motion": stored})
    assert Settings.load(storage).reduce_motion is reduced


def test_the_page_is_asked_through_match_media(monkeypatch):
    asked: list[str] = []

    class Query:
        matches = True

    class Window:
        def matchMedia(self, query):  # noqa: N802 - the page's name
            asked.append(query)
            return Query()

    monkeypatch.setattr(platform, "page_window", lambda: Window())
    monkeypatch.setattr(platform, "_motion_asked", [-1e9, 0.0])
    assert platform.prefers_reduced_motion()
    assert asked == ["(prefers-reduced-motion: reduce)"]
    assert platform.prefers_reduced_motion()  # asked again only after a while
    assert len(asked) == 1

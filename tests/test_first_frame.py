"""The first frame comes sooner: the title shows its games' pictures, the meadow's grass and its
vignette from the second frame, the table's felt is painted on the third, the sound effects are
read on the fourth, and the felt paints in fewer Python steps (the page's Python is several times
slower than the desktop's) to the same pixels."""

from __future__ import annotations

import math
import random

import pygame

from game.storage import MemoryBackend, Storage
from game.ui import draw
from game.ui.app import App
from game.ui.layout import H


def test_the_vignette_is_the_distance_formula_pixel_for_pixel():
    pygame.init()
    w, h = 160, 90
    got = draw._vignette(w, h)
    assert got.get_size() == (w, h) and got.get_flags() & pygame.SRCALPHA
    cx, cy = w / 2, h / 2
    for y in range(h):
        for x in range(w):
            d = math.hypot((x - cx) / cx, (y - cy) / cy)
            want = (0, 20, 0, int(max(0.0, d - 0.55) * 150))
            assert tuple(got.get_at((x, y))) == want, (x, y)


def test_the_tables_felt_waits_for_the_first_frames():
    draw._bg_cache.clear()
    app = App(storage=Storage(MemoryBackend()), seed=1)
    assert "table" not in draw._bg_cache  # the title shows the meadow, not the felt
    app.step(0.016, [])
    assert "table" not in draw._bg_cache and "meadow" not in draw._bg_cache  # its gradient
    app.step(0.016, [])  # the second frame: the meadow's grass and vignette, the pictures
    assert "table" not in draw._bg_cache and "meadow" in draw._bg_cache
    assert "meadow.gradient" not in draw._bg_cache  # painted over, not kept twice
    app.step(0.016, [])
    assert "table" in draw._bg_cache  # ready before anyone can open a table


def test_the_first_frame_is_the_meadows_gradient_and_the_second_the_whole():
    draw._bg_cache.clear()
    app = App(storage=Storage(MemoryBackend()), seed=1)
    app.step(0.016, [])
    corner = (4, H - 4)  # below the tiles and buttons: the backdrop alone
    first = tuple(app.surface.get_at(corner))
    app.step(0.016, [])
    second = tuple(app.surface.get_at(corner))
    gradient = draw._gradient("meadow")
    assert first == tuple(gradient.get_at(corner))
    assert second == tuple(draw.felt("meadow").get_at(corner)) != first  # the vignette


def _art_rect(app: App, game: str) -> pygame.Rect:
    tile = next(w for w in app.top.widgets() if w.id == f"game.{game}")
    return pygame.Rect(tile.rect.x + 16, tile.rect.y + 26, tile.rect.w - 32, 170)


def test_the_titles_pictures_come_on_the_second_frame():
    from game.engine import GAMES

    app = App(storage=Storage(MemoryBackend()), seed=1)
    app.step(0.016, [])
    plain = (236, 244, 226)  # the picture's ground: the first frame draws it alone
    first = {g: app.surface.subsurface(_art_rect(app, g)).copy() for g in GAMES}
    app.step(0.016, [])
    for game in GAMES:
        rect = _art_rect(app, game)
        now = app.surface.subsurface(rect)
        # Where the picture goes: clear of the corners (the tile's shortcut key cap)
        inside = [(x, y) for x in range(50, rect.w - 50, 4) for y in range(30, rect.h - 30, 4)]
        was = {tuple(first[game].get_at(p))[:3] for p in inside}
        drawn = sum(1 for p in inside if tuple(now.get_at(p))[:3] != plain)
        assert was == {plain}, game  # nothing of the picture on the first frame
        assert drawn > 50, game  # the picture itself on the second


def _felt_one_step_at_a_time(kind: str) -> pygame.Surface:
    """The felt as first written: a line per row of the gradient, a call per grass speck, a
    call per pixel of the vignette, blitted in the order it was made."""
    from game.ui import theme
    from game.ui.layout import H, W

    top, bottom = (
        (theme.FELT_LIGHT, theme.FELT) if kind == "table" else (theme.SKY, (176, 214, 160))
    )
    surf = pygame.Surface((W, H))
    for y in range(H):
        k = y / H
        colour = [round(top[i] + (bottom[i] - top[i]) * k) for i in range(3)]
        pygame.draw.line(surf, colour, (0, y), (W - 1, y))
    rng = random.Random(7)
    specks = pygame.Surface((W, H), pygame.SRCALPHA)
    for _ in range(2600):
        x, y = rng.randrange(W), rng.randrange(H)
        if kind != "table" and y < H * 0.55:
            continue
        shade = rng.choice(((20, 60, 30, 40), (150, 200, 120, 36), (40, 90, 40, 50)))
        pygame.draw.line(specks, shade, (x, y), (x + rng.randint(-2, 2), y - rng.randint(2, 6)))
    surf.blit(specks, (0, 0))
    w, h = W // 8, H // 8
    vignette = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        for x in range(w):
            d = math.hypot((x - w / 2) / (w / 2), (y - h / 2) / (h / 2))
            vignette.set_at((x, y), (0, 20, 0, int(max(0.0, d - 0.55) * 150)))
    surf.blit(pygame.transform.smoothscale(vignette, (W, H)), (0, 0))
    return surf


def test_the_felt_and_the_meadow_are_the_same_pixels_as_painted_step_by_step():
    App(storage=Storage(MemoryBackend()), seed=1)  # the window: the felt takes its pixel order
    for kind in ("meadow", "table"):
        draw._bg_cache.pop(kind, None)
        got = pygame.image.tobytes(draw.felt(kind), "RGB")
        want = pygame.image.tobytes(_felt_one_step_at_a_time(kind), "RGB")
        assert got == want, kind


def test_the_sound_effects_are_read_after_the_first_frame():
    app = App(storage=Storage(MemoryBackend()), seed=1)
    assert not app.sound.loaded and app.sound.sounds == {}
    for _ in range(3):
        app.step(0.016, [])
        assert not app.sound.loaded  # the first frames read no file they do not show
    app.step(0.016, [])
    assert app.sound.loaded


def test_an_effect_asked_for_before_they_are_read_is_not_lost():
    from game.ui.sound import SoundBoard

    board = SoundBoard(load=False)
    assert not board.loaded
    board.play("click")
    assert board.loaded and board.played == ["click"]

"""The first frame comes sooner: the table's felt is painted after it, and the felt paints in
fewer Python steps (the page's Python is several times slower than the desktop's) to the same
pixels."""

from __future__ import annotations

import math

import pygame

from game.storage import MemoryBackend, Storage
from game.ui import draw
from game.ui.app import App


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


def test_the_tables_felt_waits_for_the_first_frame():
    draw._bg_cache.clear()
    app = App(storage=Storage(MemoryBackend()), seed=1)
    assert "table" not in draw._bg_cache  # the title shows the meadow, not the felt
    app.step(0.016, [])
    assert "table" not in draw._bg_cache and "meadow" in draw._bg_cache
    app.step(0.016, [])
    assert "table" in draw._bg_cache  # ready before anyone can open a table

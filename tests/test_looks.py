"""Issue 18, the shared parts: every table readable at a glance.

Six seat colours that differ for everyone (also under simulated deuteranopia and protanopia)
and always carry their letter; the first-game tip never over the open log; a "?" (rules) and a
keys button on every table; plural forms per language; every character of every catalog in the
fonts; the focus ring beside, never on, text; arrow focus only on enabled widgets; Enter at
once on the pass screen; and no overlaps on the shared screens (``testing.layout_overlaps``).
"""

from __future__ import annotations

import itertools
import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import theme  # noqa: E402

# -- seat colours ------------------------------------------------------------------------------


def _lin(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


# Machado, Oliveira & Fernandes (2009), severity 1.0, on linear RGB: full dichromacy.
PROTANOPIA = (
    (0.152286, 1.052583, -0.204868),
    (0.114503, 0.786281, 0.099216),
    (-0.003882, -0.048116, 1.051998),
)
DEUTERANOPIA = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)


def simulate(rgb, matrix):
    lin = [_lin(x) for x in rgb]
    return tuple(_gamma(sum(row[j] * lin[j] for j in range(3))) for row in matrix)


def lab(rgb):
    r, g, b = (_lin(x) for x in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def delta_e(a, b) -> float:
    """CIE76 colour difference: about 2 is just noticeable, above 10 reads as another colour."""
    return math.dist(lab(a), lab(b))


SIX = [theme.seat_colour(s) for s in range(6)]


def test_six_seats_have_six_different_colours():
    assert len(set(SIX)) == 6
    worst = min(delta_e(a, b) for a, b in itertools.combinations(SIX, 2))
    assert worst > 25, f"two seat colours too alike (delta E {worst:.1f})"


@pytest.mark.parametrize("matrix", [DEUTERANOPIA, PROTANOPIA], ids=["deuteranopia", "protanopia"])
def test_seat_colours_stay_distinct_for_colour_blind_players(matrix):
    seen = [simulate(c, matrix) for c in SIX]
    pairs = {(i, j): delta_e(seen[i], seen[j]) for i, j in itertools.combinations(range(6), 2)}
    (i, j), worst = min(pairs.items(), key=lambda kv: kv[1])
    assert worst > 15, f"seats {'ABCDEF'[i]} and {'ABCDEF'[j]} look alike ({worst:.1f})"


def test_the_simulation_can_fail():
    # The check is honest: red and green, told apart by sight, merge for a deuteranope.
    red, green = (200, 60, 40), (90, 120, 0)
    assert delta_e(red, green) > 40
    assert delta_e(simulate(red, DEUTERANOPIA), simulate(green, DEUTERANOPIA)) < 15


def test_seat_letters_read_on_their_discs():
    for seat in range(6):
        assert theme.contrast(theme.seat_colour(seat), theme.seat_ink(seat)) >= 3.0


def test_avatar_and_log_bullet_carry_the_seat_letter():
    from game.ui import draw
    from game.ui.log import LogPanel

    pygame.init()
    drawn: list[str] = []
    real = theme.blit_text

    def spy(surface, s, *a, **kw):
        drawn.append(s)
        return real(surface, s, *a, **kw)

    theme.blit_text = spy
    try:
        surf = pygame.Surface((400, 400))
        draw.avatar(surf, (50, 50), 20, 5, "Fiona", False)
        panel = LogPanel(pygame.Rect(0, 0, 300, 300), str, lambda s: "ABCDEF"[s])
        panel.draw(surf, [{"key": "x", "seat": 5}])
    finally:
        theme.blit_text = real
    assert drawn.count("F") == 2  # the avatar's initial and the log bullet's letter

"""The web edition's shadows are as soft as the desktop's.

On the web the cached shadows are run-length encoded (game/platform.py: BLIT_RLE), and SDL
blits an RLE image onto a surface with an alpha channel of its own (a button's retained look,
a panel layer) with each translucent pixel made opaque: every button and panel then had a hard,
stair-stepped black edge. The desktop's SDL does the same with an RLE image, so these tests run
the web's code path here (BLIT_RLE on); tests/test_browser_phone.py checks it in the page.
"""

from __future__ import annotations

import pygame
import pytest

from game import platform
from game.ui import draw, theme, widgets


@pytest.fixture
def web_blits(monkeypatch):
    """The web's blit choices (RLE images) with empty caches before and after."""
    pygame.init()
    pygame.display.set_mode((320, 200))
    monkeypatch.setattr(platform, "BLIT_RLE", True)

    def clear() -> None:
        draw._shadow_cache.clear()
        draw._panel_cache.clear()
        widgets._looks.clear()

    clear()
    yield
    clear()


def _levels(surface: pygame.Surface, x: int, ys: range, channel: int) -> list[int]:
    return sorted({surface.get_at((x, y))[channel] for y in ys})


def test_the_rle_shadow_blit_onto_an_alpha_surface_is_what_breaks(web_blits):
    """Why the fix is needed at all: the RLE copy onto a transparent surface loses its grades
    (if SDL ever blends it right, this fails and the plain copy may go)."""
    rle = draw.shadow((120, 40), 12, 8)
    assert rle.get_flags() & (pygame.RLEACCEL | pygame.RLEACCELOK)
    layer = pygame.Surface(rle.get_size(), pygame.SRCALPHA)
    layer.blit(rle, (0, 0))
    alphas = _levels(layer, rle.get_width() // 2, range(rle.get_height()), 3)
    assert alphas == [0, 255], alphas


def test_a_shadow_onto_an_alpha_surface_keeps_its_grades(web_blits):
    layer = pygame.Surface((200, 100), pygame.SRCALPHA)
    rect = pygame.Rect(40, 30, 120, 40)
    draw.drop_shadow(layer, rect, 12, 3)
    # below the rect, the shadow's edge fading out to nothing
    alphas = _levels(layer, rect.centerx, range(rect.bottom, rect.bottom + 12), 3)
    assert len(alphas) >= 5, f"a hard shadow edge: alpha levels {alphas}"
    assert max(alphas) < 160 and min(alphas) == 0, alphas


def test_a_buttons_shadow_on_the_frame_is_graded(web_blits):
    """A button as the web draws it (its look painted into an alpha surface, RLE, blitted onto
    the opaque frame): the felt under its shadow darkens in several steps, not at once."""
    frame = draw.opaque_layer((320, 200))
    frame.fill(theme.FELT)
    button = widgets.Button("b", pygame.Rect(80, 60, 160, 50), "Play", lambda: None)
    button.draw(frame)
    reds = _levels(
        frame, button.rect.centerx, range(button.rect.bottom, button.rect.bottom + 10), 0
    )
    darker = [r for r in reds if r < theme.FELT[0]]
    assert len(darker) >= 4, f"a hard shadow edge: red levels {reds} over felt {theme.FELT[0]}"
    assert min(reds) > 20, f"a black shadow where a soft one belongs: {reds}"


def test_a_panels_shadow_in_a_layer_is_graded(web_blits):
    layer = pygame.Surface((240, 160), pygame.SRCALPHA)
    rect = pygame.Rect(30, 30, 180, 90)
    draw.panel(layer, rect)
    alphas = _levels(layer, rect.centerx, range(rect.bottom, rect.bottom + 10), 3)
    assert len(alphas) >= 5 and max(alphas) < 160, alphas

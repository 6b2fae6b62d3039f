"""Floriado's rules-page pictures (issue 15): every declared "fl:*" picture is drawn, inside
its box and nowhere else."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.catalog import spec  # noqa: E402
from game.games.floriado.ui.pictures import PICTURES  # noqa: E402

KEYS = sorted({pic for _, pic in spec("floriado").rules_pages if pic})
BACK = (236, 244, 226)  # the rules page's picture box


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.font.init()  # the pictures write numbers (a display is not needed)
    yield


def painted(surface: pygame.Surface, box: pygame.Rect) -> bool:
    """Whether anything inside ``box`` differs from the background."""
    blank = pygame.Surface(box.size)
    blank.fill(BACK)
    inside = surface.subsurface(box).copy()
    return pygame.image.tobytes(inside, "RGB") != pygame.image.tobytes(blank, "RGB")


def test_every_declared_floriado_picture_has_a_drawing():
    assert KEYS, "the SPEC's rules pages ask for Floriado pictures"
    assert sorted(PICTURES) == KEYS


@pytest.mark.parametrize("key", KEYS)
def test_a_picture_paints_inside_its_box_and_nowhere_else(key):
    surface = pygame.Surface((700, 460))
    surface.fill(BACK)
    box = pygame.Rect(200, 140, 280, 170)
    before = pygame.image.tobytes(surface, "RGB")
    PICTURES[key](surface, box)
    assert painted(surface, box)
    surface.fill(BACK, box)  # what is left must be the untouched background
    assert pygame.image.tobytes(surface, "RGB") == before
    assert surface.get_clip() == surface.get_rect()  # the clip is given back


@pytest.mark.parametrize("key", KEYS)
def test_a_picture_fits_a_smaller_box(key):
    """The box may shrink (larger text): still drawn, still inside."""
    surface = pygame.Surface((400, 300))
    surface.fill(BACK)
    box = pygame.Rect(50, 60, 200, 120)
    before = pygame.image.tobytes(surface, "RGB")
    PICTURES[key](surface, box)
    assert painted(surface, box)
    surface.fill(BACK, box)
    assert pygame.image.tobytes(surface, "RGB") == before

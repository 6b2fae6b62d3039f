"""Gloschli's rules-page pictures (game/games/gloschli/ui/pictures.py): one for every declared
key, each drawn inside its rect and nowhere else, in every language."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.gloschli.ui.pictures import PICTURES  # noqa: E402
from game.i18n import set_language  # noqa: E402
from game.i18n.rules_text import ILLUSTRATIONS, RULES_TEXT  # noqa: E402

GL_KEYS = sorted(k for k in ILLUSTRATIONS if k.startswith("gl:"))
BACKGROUND = (236, 244, 226)  # the rules page's picture box
BOX = pygame.Rect(60, 40, 280, 170)  # the size the rules page gives a picture


@pytest.fixture(autouse=True, scope="module")
def _fonts():
    pygame.init()  # text on cards (numbers, names) needs the font module
    yield


def test_every_declared_gloschli_picture_is_drawn():
    assert GL_KEYS, "rules_text declares no Gloschli picture"
    assert set(PICTURES) == set(GL_KEYS)
    used = {s["illustrate"] for s in RULES_TEXT["en"]["gloschli"] if s["illustrate"]}
    assert used <= set(PICTURES)


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
@pytest.mark.parametrize("key", GL_KEYS)
def test_a_picture_stays_inside_its_rect(key, lang):
    set_language(lang)
    surface = pygame.Surface((400, 260))
    surface.fill(BACKGROUND)
    before = surface.copy()
    PICTURES[key](surface, BOX)
    inside = outside = 0
    for y in range(surface.get_height()):
        for x in range(surface.get_width()):
            if surface.get_at((x, y)) != before.get_at((x, y)):
                if BOX.collidepoint(x, y):
                    inside += 1
                else:
                    outside += 1
    assert outside == 0, f"{key}: {outside} pixels drawn outside the rect"
    assert inside > BOX.w * BOX.h // 5, f"{key}: hardly anything drawn ({inside} pixels)"
    assert surface.get_clip() == surface.get_rect(), "the picture left its clip behind"


def test_a_picture_keeps_the_callers_clip():
    """The rules page may draw inside a clip of its own: a picture narrows it, then restores it."""
    surface = pygame.Surface((400, 260))
    surface.fill(BACKGROUND)
    clip = pygame.Rect(0, 0, 200, 260)
    surface.set_clip(clip)
    PICTURES["gl:heroes"](surface, BOX)
    assert surface.get_clip() == clip
    assert all(surface.get_at((x, 120)) == BACKGROUND for x in range(200, 400))

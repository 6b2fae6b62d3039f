"""Via Gladiola's rules-page pictures (game/games/via_gladiola/ui/pictures.py): every ``vg:*``
key of rules_text.ILLUSTRATIONS is drawn, inside its box only, and the rules screen finds it."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.via_gladiola.ui.pictures import PICTURES  # noqa: E402
from game.i18n.rules_text import ILLUSTRATIONS  # noqa: E402
from game.ui.scenes import rules  # noqa: E402

KEYS = sorted(k for k in ILLUSTRATIONS if k.startswith("vg:"))
BACKGROUND = (1, 2, 3, 255)


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode((1, 1))  # card art converts its surfaces
    yield


def test_every_declared_picture_is_drawn():
    assert KEYS, "rules_text declares no Via Gladiola pictures"
    assert sorted(PICTURES) == KEYS


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("box", [(40, 30, 280, 170), (10, 60, 320, 200)])
def test_picture_draws_inside_its_box_only(key, box):
    surface = pygame.Surface((400, 300), pygame.SRCALPHA)
    surface.fill(BACKGROUND)
    rect = pygame.Rect(box)
    PICTURES[key](surface, rect)

    def painted(s: pygame.Surface) -> int:
        unchanged = pygame.mask.from_threshold(s, BACKGROUND, (1, 1, 1, 1)).count()
        return s.get_width() * s.get_height() - unchanged

    inside = painted(surface.subsurface(rect))
    outside = painted(surface) - inside
    assert outside == 0, f"{key} paints {outside} pixels outside its box"
    assert inside > rect.w * rect.h // 10, f"{key} leaves its box (nearly) empty"


def test_the_rules_screen_finds_pictures_by_game():
    for key in KEYS:
        assert rules.picture("via_gladiola", key) is PICTURES[key]
    assert rules.picture("via_gladiola", None) is None
    assert rules.picture("via_gladiola", "vg:no_such_picture") is None


def test_a_game_without_pictures_shows_text_only():
    # Bad input never crashes: an unknown game (or one with no ui/pictures.py) has no pictures.
    assert rules.picture("no_such_game", "vg:cards") is None
    assert rules.pictures("no_such_game") == {}

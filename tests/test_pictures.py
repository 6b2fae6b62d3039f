"""The rules pages' pictures: every picture a game's GAME.rules_pages asks for is
drawn by that game's ``ui/pictures.py``, inside its box only, in every language, and the rules
screen finds it by game."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import importlib  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.catalog import GAMES, spec  # noqa: E402
from game.i18n import LANGUAGES, set_language  # noqa: E402
from game.ui.scenes import rules  # noqa: E402

BACKGROUND = (1, 2, 3, 255)
ASKED = [(g, pic) for g in GAMES for pic in sorted({p for _, p in spec(g).rules_pages if p})]


def drawings(game: str) -> dict:
    return importlib.import_module(f"game.games.{game}.ui.pictures").PICTURES


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode((1, 1))  # card art converts its surfaces
    yield
    set_language("en")


@pytest.mark.parametrize("game", GAMES)
def test_every_picture_asked_for_is_drawn_and_every_drawing_is_used(game: str) -> None:
    asked = {pic for _, pic in spec(game).rules_pages if pic}
    assert asked, f"{game}'s rules pages show no picture"
    assert set(drawings(game)) == asked


def painted(surface: pygame.Surface) -> int:
    unchanged = pygame.mask.from_threshold(surface, BACKGROUND, (1, 1, 1, 1)).count()
    return surface.get_width() * surface.get_height() - unchanged


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "key"), ASKED)
def test_a_picture_draws_inside_its_box_only(game: str, key: str, lang: str) -> None:
    set_language(lang)  # some pictures write words (card names, "Finish")
    for box in ((40, 30, 280, 170), (10, 60, 200, 120)):
        surface = pygame.Surface((400, 300), pygame.SRCALPHA)
        surface.fill(BACKGROUND)
        rect = pygame.Rect(box)
        rules.draw_picture(drawings(game)[key], surface, rect)
        inside = painted(surface.subsurface(rect))
        outside = painted(surface) - inside
        assert outside == 0, f"{key} paints {outside} pixels outside its box {box}"
        assert inside > rect.w * rect.h // 10, f"{key} leaves its box {box} (nearly) empty"
        assert surface.get_clip() == surface.get_rect()  # the clip is given back


@pytest.mark.parametrize(("game", "key"), ASKED)
def test_the_rules_screen_finds_each_picture_by_game(game: str, key: str) -> None:
    assert rules.picture(game, key) is drawings(game)[key]
    assert rules.picture(game, None) is None
    assert rules.picture(game, "xx:no_such_picture") is None


def test_an_unknown_game_shows_text_only() -> None:
    # Bad input never crashes: an unknown game (or one with no ui/pictures.py) has no pictures.
    assert rules.picture("no_such_game", "vg:cards") is None
    assert rules.pictures("no_such_game") == {}

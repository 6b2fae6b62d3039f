"""Gloschli at a glance (issue 18): underlined 6 and 9, the first pick kept in view, a six-seat
table whose labels, buttons, badges and banners never collide, focus only where one can act,
and card captions that follow the text size."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.gloschli.cards import FACES, POINTS  # noqa: E402
from game.games.gloschli.ui import art  # noqa: E402


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    yield


def test_only_6_and_9_read_as_another_number_turned():
    assert [n for n in range(13) if art.reads_turned(str(n))] == [6, 9]
    assert not art.reads_turned("10") and not art.reads_turned("11") and not art.reads_turned("")


@pytest.mark.parametrize("size", [(96, 136), (72, 102), (54, 77), (40, 57), (36, 51)])
def test_underline_on_every_face_and_size_of_6_and_9_only(monkeypatch, size):
    """The playing-card underline: every face worth 6 or 9 gets it at every size (and its memory
    chip too), no other face does."""
    calls: list[int] = []
    monkeypatch.setattr(art, "underline", lambda surf, rect, colour: calls.append(rect.w))
    monkeypatch.setattr(art, "_cache", {})
    for face in range(len(FACES)):
        for render in (lambda f=face: art.face(f, size), lambda f=face: art.chip(f, size[0] // 2)):
            calls.clear()
            render()
            want = POINTS[face] in (6, 9)
            assert bool(calls) == want, (FACES[face].name, size, calls)
            assert all(w > 0 for w in calls)


def test_underline_is_drawn_under_the_number():
    """The bar is really there: a 9's number differs from the plain text by a row of ink below
    its digit, and a 7 is the plain text."""
    plain = art.theme.text("9", 30, art.theme.INK, "bold")
    marked = art.number("9", 30)
    assert marked.get_size() == plain.get_size()
    diff = [
        y
        for y in range(plain.get_height())
        for x in range(plain.get_width())
        if plain.get_at((x, y)).a < 60 and marked.get_at((x, y)).a > 200
    ]
    assert diff and min(diff) > plain.get_height() // 2
    assert art.number("7", 30) is art.theme.text("7", 30, art.theme.INK, "bold")

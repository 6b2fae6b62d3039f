"""A phone's input without a browser: a finger's tap is one press and leaves nothing hovered,
and the "turn your phone" hint keeps taps from the table it hides
(tests/test_browser_phone.py plays the same in Chromium's mobile emulation)."""

from __future__ import annotations

import pygame

from game.storage import MemoryBackend, Storage
from game.ui.app import App
from game.ui.inputs import NO_POINTER, WHEEL_PX, Input, TouchDrag, translate
from game.ui.portrait import PortraitHint


def _same(pos):
    return pos


def _tap(pos: tuple[int, int]) -> list[pygame.event.Event]:
    """What SDL sends for a finger's tap: the finger events and the mouse events it makes."""
    x, y = pos[0] / 1280, pos[1] / 720
    return [
        pygame.event.Event(pygame.FINGERDOWN, x=x, y=y, finger_id=0, touch_id=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=True),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True),
        pygame.event.Event(pygame.FINGERUP, x=x, y=y, finger_id=0, touch_id=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True),
    ]


def test_a_tap_is_one_press_of_a_finger():
    inputs = [translate(e, _same) for e in _tap((100, 200))]
    taken = [(i.kind, i.touch) for i in inputs if i is not None]
    assert taken == [("move", True), ("down", True), ("up", True)]
    mouse = translate(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1), _same)
    assert mouse is not None and not mouse.touch


def test_a_lifted_finger_leaves_no_button_lit():
    app = App(storage=Storage(MemoryBackend()), seed=1)
    settings = next(w for w in app.top.widgets() if w.id == "settings")
    for _ in range(4):  # past the press guard of a new screen (a step counts 0.1 s at most)
        app.step(0.1, [])
    point = settings.rect.center
    app.step(
        0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))]
    )
    assert settings.hover  # a mouse resting on it lights it
    app.step(0.016, _tap(point))
    assert app.top.name == "settings"
    assert app.top.pointer == NO_POINTER
    app.step(0.016, [])
    assert not any(w.hover for w in app.top.widgets())


def test_the_hint_shows_upright_on_a_touch_screen_only():
    hint = PortraitHint(touch=True)
    hint.update((844, 390))
    assert not hint.shown
    hint.update((390, 844))
    assert hint.shown
    desktop = PortraitHint(touch=False)
    desktop.update((390, 844))
    assert not desktop.shown  # a tall desktop window is the player's choice


def test_the_hint_keeps_taps_from_the_table_and_a_tap_dismisses_it():
    hint = PortraitHint(touch=True)
    hint.update((390, 844))
    assert hint.handle(Input("down", (10, 10), touch=True))
    assert hint.shown  # until the finger is lifted
    assert hint.handle(Input("up", (10, 10), touch=True))
    assert not hint.shown
    assert not hint.handle(Input("down", (10, 10), touch=True))  # now the table's
    assert not hint.handle(Input("command", command="back"))  # keys were never the hint's
    hint.update((844, 390))
    hint.update((390, 844))
    assert hint.shown  # sideways and upright again: it asks again


def test_the_hint_draws_at_a_phones_size():
    pygame.init()
    window = pygame.Surface((390, 844))
    PortraitHint(touch=True).draw(window)
    felt = window.get_at((5, 5))[:3]
    assert felt == (56, 112, 68)
    colours = {window.get_at((x, y))[:3] for x in range(0, 390, 7) for y in range(0, 844, 7)}
    assert len(colours) > 3  # words and the phone drawn, not only the felt


def _finger(kind: str, pos: tuple[int, int]) -> Input:
    return Input(kind, pos, touch=True)


def test_a_finger_dragged_down_scrolls_up_and_is_no_tap():
    drag = TouchDrag()
    assert drag.feed(_finger("down", (500, 300))) == [_finger("down", (500, 300))]
    out = drag.feed(_finger("move", (502, 300 + WHEEL_PX * 2 + 5)))
    wheel = [i for i in out if i.kind == "wheel"]
    assert wheel == [Input("wheel", (500, 300), dy=2, touch=True)]  # where it went down
    out = drag.feed(_finger("move", (502, 300 + WHEEL_PX * 2 + 30)))
    assert [i.kind for i in out] == ["move"]  # less than a step more: nothing yet
    out = drag.feed(_finger("move", (502, 300 + WHEEL_PX)))
    assert [i.dy for i in out if i.kind == "wheel"] == [-1]  # back up: the other way
    assert drag.feed(_finger("up", (502, 340))) == [_finger("up", NO_POINTER)]  # no click


def test_a_tap_that_wobbles_is_still_a_tap_and_the_mouse_never_scrolls():
    drag = TouchDrag()
    drag.feed(_finger("down", (500, 300)))
    assert [i.kind for i in drag.feed(_finger("move", (503, 310)))] == ["move"]
    assert drag.feed(_finger("up", (503, 310))) == [_finger("up", (503, 310))]
    mouse = [Input("down", (1, 1)), Input("move", (1, 400)), Input("up", (1, 400))]
    assert [drag.feed(i) for i in mouse] == [[i] for i in mouse]


def test_the_hints_words_fit_an_upright_phone_in_every_language():
    from game.i18n import LANGUAGES, set_language
    from game.ui import theme

    pygame.init()
    window = pygame.Surface((360, 780))  # a small phone upright, CSS px
    hint = PortraitHint(touch=True)
    drawn: list[tuple[str, int]] = []
    text = theme.text

    def recorded(s, size, *args, **kwargs):
        drawn.append((s, size))
        return text(s, size, *args, **kwargs)

    theme.text = recorded
    try:
        for lang in LANGUAGES:
            set_language(lang)
            drawn.clear()
            hint.draw(window)
            assert len(drawn) >= 3, lang
            for line, size in drawn:
                weight = "bold" if size >= 30 else "regular"
                assert theme.width(line, size, weight) <= 360, (lang, line)
                assert size >= 14, (lang, line, size)
    finally:
        theme.text = text

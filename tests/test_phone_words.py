"""On a touch screen (a phone, a tablet) the words say "tap", never "click": every text of the
catalogs that says click has a touch screen's own words, which the app uses there."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import re  # noqa: E402

import pytest  # noqa: E402

from game.i18n import ENGLISH, TABLES, set_language, t  # noqa: E402

# What "click" is in each language, and what a finger does instead.
CLICK = {
    "en": re.compile(r"\bclick", re.I),
    "de": re.compile(r"klick", re.I),
    "fr": re.compile(r"\bcliqu", re.I),
    "it": re.compile(r"\bclic", re.I),
}
TAP = {
    "en": re.compile(r"\btap\b", re.I),
    "de": re.compile(r"tipp", re.I),
    "fr": re.compile(r"\btouch", re.I),
    "it": re.compile(r"\btocc", re.I),
}
ARGS = {"name": "Anna", "n": 2, "card": "Isbär (0)", "dir": "up"}


def clicking(lang: str) -> list[str]:
    """The keys whose text in ``lang`` says click (a touch screen's own forms aside)."""
    return sorted(
        k for k, v in TABLES[lang].items() if CLICK[lang].search(v) and not k.endswith(".touch")
    )


@pytest.fixture
def touch_phone(make_app):
    """An app on a phone: a touch screen, the largest text (the phone layout)."""
    return make_app(phone=True, text_scale=1.5, frames=1)


def test_the_catalogs_say_click_somewhere():
    """The walk below has keys to walk in every language (else it would check nothing)."""
    for lang in CLICK:
        assert len(clicking(lang)) >= 10, lang


@pytest.mark.parametrize("lang", sorted(CLICK))
def test_a_phone_says_tap_wherever_the_desktop_says_click(lang, touch_phone):
    from game.ui import theme

    assert theme.largest()  # the phone layout
    set_language(lang)
    for key in clicking(lang):
        text = t(key, **ARGS)
        assert not CLICK[lang].search(text), (lang, key, text)
        assert TAP[lang].search(text), (lang, key, text)


def test_the_desktop_still_says_click():
    from game.storage import MemoryBackend, Storage
    from game.ui.app import App

    App(storage=Storage(MemoryBackend()), seed=5)  # a desktop: no touch screen
    set_language("en")
    assert "click 2 of them" in t("gl.status.peek.other", name="Anna", n=2)
    assert all(k in ENGLISH for k in clicking("en"))


def test_a_finger_on_the_desktop_window_turns_the_words_to_tap():
    import pygame

    from game.storage import MemoryBackend, Storage
    from game.ui import testing as T
    from game.ui.app import App

    app = App(storage=Storage(MemoryBackend()), seed=5)
    set_language("en")
    T.run(app, 1)
    assert "click 2 of them" in t("gl.status.peek.other", name="Anna", n=2)
    finger = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    finger.touch = True
    app.step(1 / 60, [finger])
    assert "tap 2 of them" in t("gl.status.peek.other", name="Anna", n=2)

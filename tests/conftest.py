"""Shared test set-up: headless SDL, and a clean module-level language for every test."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The default language follows the system's; tests that check detection set their own.
os.environ["MEADOW_LANGUAGE"] = "en"


@pytest.fixture(autouse=True)
def _english_text():
    """Scenes may switch the language (a module global); each test starts in English."""
    try:
        from game.i18n import set_language
    except ImportError:  # the engine-only tests run without the i18n package
        yield
        return
    set_language("en")
    yield
    set_language("en")

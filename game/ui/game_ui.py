"""What the screens need of one game's interface: its table, title tile, rules pictures and
the caches of rendered words to drop when the language or text size changes.

Each game's ``ui/game.py`` builds one ``UI = GameUI(...)``; its :class:`GameDef`
(game/core/catalog.py) loads it when :func:`game_ui` first asks, so nothing without a screen
imports it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import pygame

from game.core.catalog import spec

Picture = Callable[[pygame.Surface, pygame.Rect], None]


@dataclass(frozen=True)
class GameUI:
    table: Callable[[], type]  # loads the table scene (made with (app, session)) when a game opens
    tile: Picture | None = None  # the title screen's small illustration
    pictures: Mapping[str, Picture] = field(default_factory=dict)  # rules pages' drawings
    caches: tuple[dict, ...] = ()  # rendered faces and words, cleared on a change of text

    def clear_caches(self) -> None:
        for cache in self.caches:
            cache.clear()


@functools.cache
def game_ui(game: str) -> GameUI:
    """The interface of the registered game ``game`` (its GameDef.ui module's ``UI``)."""
    ui: GameUI = spec(game).ui()
    return ui

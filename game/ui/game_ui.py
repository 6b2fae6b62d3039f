"""What the screens need of one game's interface: its table, title tile, rules pictures and
the caches of rendered words to drop when the language or text size changes.

Each game's ``ui/game.py`` builds one ``UI = GameUI(...)``; its :class:`GameDef`
(game/core/catalog.py) loads it when :func:`game_ui` first asks, so nothing without a screen
imports it.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field

import pygame

from game.core.catalog import resolve, spec

Picture = Callable[[pygame.Surface, pygame.Rect], None]


class LazyPictures(Mapping[str, Picture]):
    """A game's rules pictures named by a ``"package.module:attribute"`` path, imported when
    the rules screen first asks: the title (the first frame) draws none of them."""

    def __init__(self, path: str) -> None:
        self.path = path

    @functools.cached_property
    def _found(self) -> Mapping[str, Picture]:
        found: Mapping[str, Picture] = resolve(self.path)
        return found

    def __getitem__(self, key: str) -> Picture:
        return self._found[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._found)

    def __len__(self) -> int:
        return len(self._found)


@dataclass(frozen=True)
class GameUI:
    table: Callable[[], type]  # loads the table scene (made with (app, session)) when a game opens
    tile: Picture | None = None  # the title screen's small illustration
    pictures: Mapping[str, Picture] = field(default_factory=dict)  # rules pages' drawings
    # Rendered faces and words, cleared on a change of text: the dicts, or "module:attribute"
    # paths of dicts in modules imported later (not imported yet, a module has drawn nothing).
    caches: tuple[dict | str, ...] = ()

    def clear_caches(self) -> None:
        for cache in self.caches:
            if isinstance(cache, str):
                if cache.partition(":")[0] not in sys.modules:
                    continue
                cache = resolve(cache)
            cache.clear()


@functools.cache
def game_ui(game: str) -> GameUI:
    """The interface of the registered game ``game`` (its GameDef.ui module's ``UI``)."""
    ui: GameUI = spec(game).ui()
    return ui

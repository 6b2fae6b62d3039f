"""How to play: a game's rules screen, one section at a time, with card art beside it.

The text comes from the game's catalogs (keys rules.<game>.<page>.*, four languages); each
section's ``illustrate`` key is drawn by the game's own ``game/games/<game>/ui/pictures.py``
(its ``PICTURES``), found by name, so this screen imports no game's art.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.core.catalog import spec
from game.i18n import t
from game.ui import theme
from game.ui.game_ui import game_ui
from game.ui.layout import H, W
from game.ui.scene import Scene
from game.ui.scenes.common import dim, game_title, sheet
from game.ui.widgets import Button, Widget

HEAD = (150, 96, 20)
Picture = Callable[[pygame.Surface, pygame.Rect], None]


def sections(game: str) -> list[dict]:
    """The rules pages of ``game`` in the current language: title, paragraphs, picture key."""
    return [
        {
            "title": t(f"rules.{game}.{page}.title"),
            "paragraphs": t(f"rules.{game}.{page}.text").split("\n\n"),
            "illustrate": picture,
        }
        for page, picture in spec(game).rules_pages
    ]


def pictures(game: str) -> dict[str, Picture]:
    """The game's own rules-page pictures (its GameUI.pictures); empty for a game that draws
    none or that is not registered."""
    try:
        return dict(game_ui(game).pictures)
    except KeyError:
        return {}


def draw_picture(picture: Picture, surface: pygame.Surface, box: pygame.Rect) -> None:
    """``picture`` drawn inside ``box`` only (shadows and glows included), the clip given back."""
    old = surface.get_clip()
    surface.set_clip(pygame.Rect(box).clip(old))
    try:
        picture(surface, pygame.Rect(box))
    finally:
        surface.set_clip(old)


def picture(game: str, key: str | None) -> Picture | None:
    """The drawing for a section's ``illustrate`` key, or None."""
    return pictures(game).get(key) if key else None


class RulesScene(Scene):
    name = "rules"
    opaque = False
    spatial_focus = True

    def __init__(self, app, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.rect = pygame.Rect(40, 24, W - 80, H - 48)
        self.page = 0
        self.build()

    def build(self) -> None:
        r = self.rect
        secs = sections(self.game)
        ws: list[Widget] = []
        for i, sec in enumerate(secs):
            b = Button(
                f"rules.section.{i}",
                (r.x + 24, r.y + 84 + i * 44, 300, 40),
                sec["title"],
                partial(self.go, i),
                "primary" if i == self.page else "secondary",
                size=17,
            )
            ws.append(b)
        n = len(secs)
        ws.append(
            Button(
                "rules.prev",
                (r.x + 360, r.bottom - 72, 180, 52),
                t("rules.prev"),
                lambda: self.go(self.page - 1),
                "ghost",
                self.page > 0,
            )
        )
        ws.append(
            Button(
                "rules.next",
                (r.right - 430, r.bottom - 72, 180, 52),
                t("rules.next"),
                lambda: self.go(self.page + 1),
                "ghost",
                self.page < n - 1,
            )
        )
        ws.append(
            Button(
                "back",
                (r.right - 224, r.bottom - 72, 200, 52),
                t("common.done"),
                self.app.pop,
                "primary",
            )
        )
        self._widgets = ws

    def go(self, page: int) -> None:
        self.page = max(0, min(len(sections(self.game)) - 1, page))
        self.build()

    def widgets(self) -> list[Widget]:
        return self._widgets

    def on_back(self) -> None:
        self.app.pop()

    def on_help(self) -> bool:
        self.app.pop()  # "?" again closes the rules it opened
        return True

    def on_command(self, command: str) -> bool:
        if command in ("left", "right"):
            self.go(self.page + (1 if command == "right" else -1))
            return True
        return super().on_command(command)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 228)
        r = self.rect
        sheet(surface, r)
        theme.blit_text(
            surface,
            t("rules.title", game=game_title(self.game)),
            32,
            (r.centerx, r.y + 40),
            theme.INK,
            "bold",
            "center",
        )
        secs = sections(self.game)
        if not secs:
            self.draw_widgets(surface)
            return
        sec = secs[self.page]
        x, y, w = r.x + 360, r.y + 88, r.right - 24 - (r.x + 360)
        pic = picture(self.game, sec.get("illustrate"))
        text_w = w - (300 if pic else 0)
        theme.blit_text(surface, sec["title"], 26, (x, y), HEAD, "bold")
        theme.blit_text(
            surface,
            f"{self.page + 1} / {len(secs)}",
            16,
            (r.right - 30, y + 6),
            theme.INK_SOFT,
            "bold",
            "topright",
        )
        y += 46
        size = paragraph_size(sec["paragraphs"], text_w, r.bottom - 96 - y)
        for para in sec["paragraphs"]:
            for line in theme.wrap(para, size, text_w):
                theme.blit_text(surface, line, size, (x, y), theme.INK, "regular")
                y += round(size * 1.32)
            y += 12
        if pic is not None:
            box = pygame.Rect(r.right - 24 - 280, r.y + 140, 280, 170)
            pygame.draw.rect(surface, (236, 244, 226), box, border_radius=16)
            draw_picture(pic, surface, box)
        self.draw_widgets(surface)


def paragraph_size(paragraphs: list[str], width: int, height: int) -> int:
    """The larger-text size (theme.body) for the paragraphs, stepped down until they fit."""
    size = theme.body(19)
    while size > 19:
        lines = sum(len(theme.wrap(p, size, width)) for p in paragraphs)
        if lines * round(size * 1.32) + 12 * len(paragraphs) <= height:
            break
        size -= 1
    return size

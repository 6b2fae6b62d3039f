"""How to play: a game's rules screen, one section at a time, with card art beside it.

The text comes from the game's catalogs (keys rules.<game>.<page>.*, four languages); each
section's ``illustrate`` key is drawn by the game's own ``game/games/<game>/ui/pictures.py``
(its ``PICTURES``), found by name, so this screen imports no game's art.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import NamedTuple

import pygame

from game.core.catalog import spec
from game.i18n import t
from game.ui import theme
from game.ui.game_ui import game_ui
from game.ui.layout import H, W
from game.ui.scene import Scene
from game.ui.scenes.common import HEAD, dim, game_title, phone_words, sheet
from game.ui.widgets import Button, Widget

Picture = Callable[[pygame.Surface, pygame.Rect], None]


def sections(game: str, options: dict | None = None) -> list[dict]:
    """The rules pages of ``game`` in the current language: title, paragraphs, picture key;
    the numbers a game is set up with (``options``, e.g. its target) as that game plays them."""
    entry = spec(game)
    values = entry.option_values(options)
    return [
        {
            "title": t(f"rules.{game}.{page}.title"),
            "short": phone_words(f"rules.{game}.{page}.title"),  # the list's, a phone's shorter
            "paragraphs": t(f"rules.{game}.{page}.text", **values).split("\n\n"),
            "illustrate": picture,
        }
        for page, picture in entry.rules_pages
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


class Page(NamedTuple):
    """One screen of the rules: a section's paragraphs, or a part of them."""

    section: int
    part: int  # 0-based
    parts: int
    paragraphs: list[str]


TEXT_DY = 88 + 46  # the paragraphs start this far below the sheet's top
PICTURE_W = 300  # the room a section's picture takes beside its text


def text_width(sheet_rect: pygame.Rect, has_picture: bool) -> int:
    x, right = sheet_rect.x + 360, sheet_rect.right - 24
    return right - x - (PICTURE_W if has_picture else 0)


def text_height(sheet_rect: pygame.Rect) -> int:
    return sheet_rect.bottom - 96 - (sheet_rect.y + TEXT_DY)


def line_height(size: int) -> int:
    return round(size * 1.32)


def split_paragraphs(paragraphs: list[str], size: int, width: int, height: int) -> list[list[str]]:
    """The paragraphs in parts that each fit ``height`` at ``size`` (whole paragraphs, in
    order): a long section goes on over a second screen rather than shrinking its text."""
    parts: list[list[str]] = [[]]
    used = 0
    for para in paragraphs:
        need = len(theme.wrap(para, size, width)) * line_height(size) + 12
        if parts[-1] and used + need - 12 > height:
            parts.append([])
            used = 0
        parts[-1].append(para)
        used += need
    return parts


def pages(game: str, sheet_rect: pygame.Rect, options: dict | None = None) -> list[Page]:
    """Every screen of ``game``'s rules at the chosen text size (theme.body)."""
    size = theme.body(19)
    out: list[Page] = []
    for i, sec in enumerate(sections(game, options)):
        width = text_width(sheet_rect, picture(game, sec.get("illustrate")) is not None)
        parts = split_paragraphs(sec["paragraphs"], size, width, text_height(sheet_rect))
        out += [Page(i, k, len(parts), part) for k, part in enumerate(parts)]
    return out


class RulesScene(Scene):
    name = "rules"
    opaque = False
    spatial_focus = True

    def spoken_heading(self) -> str:
        return t("rules.title", game=game_title(self.game))

    def __init__(self, app, game: str, options: dict | None = None) -> None:
        super().__init__(app)
        self.game = game
        self.options = options  # the game's set-up (its target...); None: the defaults
        self.rect = pygame.Rect(40, 24, W - 80, H - 48)
        self.page = 0  # the screen shown (a long section has more than one)
        self.build()

    def build(self) -> None:
        r = self.rect
        secs = sections(self.game, self.options)
        self._pages = pages(self.game, r, self.options)
        current = self._pages[self.page].section if self._pages else 0
        ws: list[Widget] = []
        # One size for the list: a phone's, its titles in their shorter words where long, the
        # buttons as wide as the room left of the text allows.
        list_w = 300 if not theme.largest() else 316
        for i, sec in enumerate(secs):
            b = Button(
                f"rules.section.{i}",
                (r.x + 24, r.y + 84 + i * 44, list_w, 40),
                sec["short"],
                partial(self.go_section, i),
                "primary" if i == current else "secondary",
                size=17 if not theme.largest() else theme.PHONE_TEXT,
            )
            ws.append(b)
        n = len(self._pages)
        word = theme.PHONE_TEXT if theme.largest() else 22  # the page buttons' words
        ws.append(
            Button(
                "rules.prev",
                (r.x + 360, r.bottom - 72, 180, 52),
                t("rules.prev"),
                lambda: self.go(self.page - 1),
                "ghost",
                self.page > 0,
                size=word,
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
                size=word,
            )
        )
        ws.append(
            Button(
                "back",
                (r.right - 224, r.bottom - 72, 200, 52),
                t("common.done"),
                self.app.pop,
                "primary",
                size=word,
            )
        )
        self._widgets = ws

    def go(self, page: int) -> None:
        self.page = max(0, min(len(self._pages) - 1, page))
        self.build()

    def go_section(self, section: int) -> None:
        """A section's button: its first screen."""
        first = next((k for k, p in enumerate(self._pages) if p.section == section), 0)
        self.go(first)

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
        secs = sections(self.game, self.options)
        if not secs or not self._pages:
            self.draw_widgets(surface)
            return
        page = self._pages[self.page]
        sec = secs[page.section]
        x, y = r.x + 360, r.y + 88
        pic = picture(self.game, sec.get("illustrate"))
        text_w = text_width(r, pic is not None)
        title = sec["title"]
        if page.parts > 1:
            title = t("rules.part", title=title, part=page.part + 1, parts=page.parts)
        theme.blit_text(surface, title, 26, (x, y), HEAD, "bold")
        theme.blit_text(
            surface,
            f"{page.section + 1} / {len(secs)}",
            16 if not theme.largest() else 22,
            (r.right - 30, y + 6),
            theme.INK_SOFT,
            "bold",
            "topright",
        )
        y = r.y + TEXT_DY
        size = theme.body(19)  # never smaller: a long section goes on over the next screen
        for para in page.paragraphs:
            for line in theme.wrap(para, size, text_w):
                theme.blit_text(surface, line, size, (x, y), theme.INK, "regular")
                y += line_height(size)
            y += 12
        if pic is not None:
            box = pygame.Rect(r.right - 24 - 280, r.y + 140, 280, 170)
            pygame.draw.rect(surface, (236, 244, 226), box, border_radius=16)
            draw_picture(pic, surface, box)
        self.draw_widgets(surface)

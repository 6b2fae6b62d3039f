"""How to play: a game's rules screen, one section at a time, with card art beside it.

The text comes from the game's catalogs (keys rules.<game>.<page>.*, four languages); each
section's ``illustrate`` key is drawn by the game's own ``game/games/<game>/ui/pictures.py``
(its ``PICTURES``), found by name, so this screen imports no game's art.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import NamedTuple

import pygame

from game.core.catalog import spec
from game.i18n import t
from game.ui import theme
from game.ui.game_ui import game_ui
from game.ui.layout import SCREEN, row, row_to, stack
from game.ui.scene import Scene
from game.ui.scenes.common import dim, game_title, phone_words, sheet
from game.ui.scenes.palette import ART_BACK, HEAD, VEIL_RULES
from game.ui.scenes.scale import Box, Gap, Text
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


@dataclass(frozen=True)
class RulesLook:
    """The rules screen's design values that differ between the desktop's text sizes and a
    phone's (the largest): there the list and the buttons take the phone's text size."""

    list_w: int  # the sections' buttons: as wide as the room left of the text allows
    list_size: int  # their words (a phone's titles in their shorter words where long)
    word: int  # the page buttons' words
    count: int  # "2 / 7"


DESKTOP = RulesLook(300, Text.NOTE, Text.BUTTON, Text.SMALL)
PHONE = RulesLook(316, theme.PHONE_TEXT, theme.PHONE_TEXT, Text.BUTTON)

MARGIN = (Gap.MARGIN, Gap.WIDE)  # the screen's sides and top to the sheet's
PAD = Gap.WIDE  # the sheet's sides to what is on it
TEXT_X = 360  # the sheet's left to the text (the sections' list left of it)
TITLE = (Gap.MARGIN, Text.QUESTION)  # the game's rules: its middle below the sheet's top, its size
SECTION_Y = 88  # the sheet's top to a section's title
SECTION = Text.TITLE  # a section's title
COUNT_DY = 6  # "2 / 7" below the section's title's top
COUNT_INSET = Gap.ROOMY  # the sheet's right to "2 / 7"
TEXT_DY = SECTION_Y + 46  # the paragraphs start this far below the sheet's top
LIST_Y = 84  # the sheet's top to the sections' list
LIST_H = 40
LIST_GAP = Gap.HAIR
BUTTON_H = Box.ROW
BUTTONS_FOOT = Gap.PAD  # the page buttons to the sheet's foot
TEXT_FOOT = 96  # the paragraphs' room ends this far above the sheet's foot
PAGE_W = 180  # Back a page, Next page
DONE_W = 200
BUTTON_GAP = 26  # Next page to Done
PICTURE_W = 300  # the room a section's picture takes beside its text
PICTURE = (280, 170)
PICTURE_Y = 140  # the sheet's top to the picture
PARAGRAPH_GAP = Gap.SNUG


@dataclass(frozen=True)
class RulesLayout:
    """The rules screen's boxes at the text size of now."""

    look: RulesLook

    @classmethod
    def now(cls) -> RulesLayout:
        return cls(theme.by_size(DESKTOP, PHONE))

    @property
    def sheet(self) -> pygame.Rect:
        mx, my = MARGIN
        return SCREEN.inflate(-2 * mx, -2 * my)

    def sections(self, n: int) -> list[pygame.Rect]:
        r = self.sheet
        return stack(r.x + PAD, r.y + LIST_Y, self.look.list_w, [LIST_H] * n, LIST_GAP)

    def buttons(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Back a page under the text's start; Next page and Done at the sheet's right."""
        r = self.sheet
        y = r.bottom - BUTTONS_FOOT - BUTTON_H
        (prev,) = row(r.x + TEXT_X, y, (PAGE_W,), BUTTON_H, 0)
        after, done = row_to(r.right - PAD, y, (PAGE_W, DONE_W), BUTTON_H, BUTTON_GAP)
        return prev, after, done

    def picture(self) -> pygame.Rect:
        r = self.sheet
        w, h = PICTURE
        return pygame.Rect(r.right - PAD - w, r.y + PICTURE_Y, w, h)


def text_width(sheet_rect: pygame.Rect, has_picture: bool) -> int:
    x, right = sheet_rect.x + TEXT_X, sheet_rect.right - PAD
    return right - x - (PICTURE_W if has_picture else 0)


def text_height(sheet_rect: pygame.Rect) -> int:
    return sheet_rect.bottom - TEXT_FOOT - (sheet_rect.y + TEXT_DY)


def line_height(size: int) -> int:
    return round(size * 1.32)


def split_paragraphs(paragraphs: list[str], size: int, width: int, height: int) -> list[list[str]]:
    """The paragraphs in parts that each fit ``height`` at ``size`` (whole paragraphs, in
    order): a long section goes on over a second screen rather than shrinking its text."""
    parts: list[list[str]] = [[]]
    used = 0
    for para in paragraphs:
        need = len(theme.wrap(para, size, width)) * line_height(size) + PARAGRAPH_GAP
        if parts[-1] and used + need - PARAGRAPH_GAP > height:
            parts.append([])
            used = 0
        parts[-1].append(para)
        used += need
    return parts


def pages(game: str, sheet_rect: pygame.Rect, options: dict | None = None) -> list[Page]:
    """Every screen of ``game``'s rules at the chosen text size (theme.body)."""
    size = theme.body(Text.READ)
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
        self.rect = RulesLayout.now().sheet
        self.page = 0  # the screen shown (a long section has more than one)
        self.build()

    def build(self) -> None:
        r = self.rect
        secs = sections(self.game, self.options)
        self._pages = pages(self.game, r, self.options)
        current = self._pages[self.page].section if self._pages else 0
        layout = RulesLayout.now()
        look = layout.look
        # One size for the list: a phone's, its titles in their shorter words where long, the
        # buttons as wide as the room left of the text allows.
        ws: list[Widget] = [
            Button(
                f"rules.section.{i}",
                rect,
                sec["short"],
                partial(self.go_section, i),
                "primary" if i == current else "secondary",
                size=look.list_size,
            )
            for i, (sec, rect) in enumerate(zip(secs, layout.sections(len(secs)), strict=True))
        ]
        n = len(self._pages)
        prev, after, done = layout.buttons()
        ws.append(
            Button(
                "rules.prev",
                prev,
                t("rules.prev"),
                lambda: self.go(self.page - 1),
                "ghost",
                self.page > 0,
                size=look.word,
            )
        )
        ws.append(
            Button(
                "rules.next",
                after,
                t("rules.next"),
                lambda: self.go(self.page + 1),
                "ghost",
                self.page < n - 1,
                size=look.word,
            )
        )
        ws.append(Button("back", done, t("common.done"), self.app.pop, "primary", size=look.word))
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
        layout = RulesLayout.now()
        dim(surface, VEIL_RULES)
        r = self.rect
        sheet(surface, r)
        dy, size = TITLE
        title = t("rules.title", game=game_title(self.game))
        theme.blit_text(surface, title, size, (r.centerx, r.y + dy), theme.INK, "bold", "center")
        secs = sections(self.game, self.options)
        if not secs or not self._pages:
            self.draw_widgets(surface)
            return
        page = self._pages[self.page]
        sec = secs[page.section]
        x, y = r.x + TEXT_X, r.y + SECTION_Y
        pic = picture(self.game, sec.get("illustrate"))
        text_w = text_width(r, pic is not None)
        title = sec["title"]
        if page.parts > 1:
            title = t("rules.part", title=title, part=page.part + 1, parts=page.parts)
        theme.blit_text(surface, title, SECTION, (x, y), HEAD, "bold")
        count = f"{page.section + 1} / {len(secs)}"
        at = (r.right - COUNT_INSET, y + COUNT_DY)
        theme.blit_text(surface, count, layout.look.count, at, theme.INK_SOFT, "bold", "topright")
        y = r.y + TEXT_DY
        size = theme.body(Text.READ)  # never smaller: a long section goes on over the next screen
        for para in page.paragraphs:
            for line in theme.wrap(para, size, text_w):
                theme.blit_text(surface, line, size, (x, y), theme.INK, "regular")
                y += line_height(size)
            y += PARAGRAPH_GAP
        if pic is not None:
            box = layout.picture()
            pygame.draw.rect(surface, ART_BACK, box, border_radius=16)
            draw_picture(pic, surface, box)
        self.draw_widgets(surface)

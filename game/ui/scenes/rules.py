"""How to play: a game's rules screen, one section at a time, with card art beside it.

The text comes from game/i18n/rules_text.py (four languages, written for this edition); each
section's ``illustrate`` key is drawn by a function registered in ``ILLUSTRATORS``, so the
Gloschli and Floriado tables can add their own pictures.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.catalog import spec
from game.games.via_gladiola.ui import art as card_art
from game.i18n import t
from game.ui import draw, theme
from game.ui.layout import H, W
from game.ui.scene import Scene
from game.ui.scenes.common import dim, game_title, sheet
from game.ui.widgets import Button, Widget

HEAD = (150, 96, 20)


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


def _card(kind: str, value: int | None, blisters: int) -> dict:
    return {"kind": kind, "value": value, "blisters": blisters}


def _fan(
    surface: pygame.Surface, box: pygame.Rect, cards: list[dict], size=(84, 118), day=None
) -> None:
    step = min(size[0] + 8, (box.w - size[0]) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
    x0 = box.centerx - (size[0] + step * (len(cards) - 1)) // 2
    for i, c in enumerate(cards):
        r = pygame.Rect(x0 + i * step, box.centery - size[1] // 2, *size)
        card_art.blit(surface, card_art.face(c, size, day), r)


def _vg_pace(surface: pygame.Surface, box: pygame.Rect) -> None:
    top = pygame.Rect(box.x + 10, box.centery - 59, 84, 118)
    card_art.blit(surface, card_art.face(_card("distance", 21, 4), top.size), top)
    for d, (lo, hi) in enumerate(((22, 26), (27, 31), (32, 36))):
        r = pygame.Rect(top.right + 14, top.y + 4 + d * 38, box.right - top.right - 24, 32)
        pygame.draw.rect(surface, theme.BAND_COLOURS[d], r, border_radius=10)
        draw.draw_icons(surface, (r.x + 24, r.centery), d, 16)
        theme.blit_text(
            surface, f"{lo}–{hi}", 18, (r.right - 10, r.centery), theme.INK, "bold", "midright"
        )


def _vg_start(surface: pygame.Surface, box: pygame.Rect) -> None:
    size = (84, 118)
    pile = pygame.Rect(box.centerx - 96, box.centery - 59, *size)
    for k in range(3):
        card_art.blit(surface, card_art.back(size), pile.move(-k * 3, -k * 3))
    start = pygame.Rect(box.centerx + 12, box.centery - 59, *size)
    card_art.blit(surface, card_art.face(_card("start", 0, 0), size, 1), start)


ILLUSTRATORS: dict[str, Callable[[pygame.Surface, pygame.Rect], None]] = {
    "vg:finish": lambda s, b: _fan(s, b, [_card("distance", 41, 2), _card("finish", 50, 1)]),
    "vg:cards": lambda s, b: _fan(
        s, b, [_card("distance", 5, 0), _card("distance", 18, 3), _card("distance", 29, 5)]
    ),
    "vg:start": _vg_start,
    "vg:pace_bands": _vg_pace,
    "vg:gladiola": lambda s, b: _fan(
        s, b, [_card("gladiola", None, 3), _card("gladiola", None, 5)]
    ),
}


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
                lambda i=i: self.go(i),
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
        pic = ILLUSTRATORS.get(sec.get("illustrate") or "")
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
            pic(surface, box)
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

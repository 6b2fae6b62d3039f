"""Pass the device: between two people's turns the table is covered; no hand is shown."""

from __future__ import annotations

import pygame

from game.i18n import t, tn
from game.ui import draw, theme
from game.ui.layout import H, W
from game.ui.log import render_entry
from game.ui.scene import Scene
from game.ui.scenes.common import backdrop, sheet
from game.ui.table import news
from game.ui.widgets import Button, Widget, label_width

NEWS_SIZE = 18  # one size for every line of the news (the larger-text setting scales it)
NEWS_SHOWN = 6  # lines on show at least; as many more as the screen holds, then they scroll
MARGIN = 12  # the sheet's least gap to the screen's top and bottom


class PassScene(Scene):
    name = "pass"
    spatial_focus = True

    def __init__(self, app, table, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.build()

    def spoken_heading(self) -> str:
        return t("pass.title", name=self.table.match.seats[self.seat].name)

    def spoken_text(self) -> list[str]:
        """What the screen says under its heading, and the news since the last turn."""
        name = self.table.match.seats[self.seat].name
        return [t("pass.body", name=name), *(self.news or [])]

    def build(self) -> None:
        """The news and the button in the language and text size of now (both may change
        in the settings, opened from this screen's menu)."""
        table, seat = self.table, self.seat
        # What happened since they last acted or looked (public facts only), in the language
        # of now; all of it at their first look at the device.
        log, seen = table.match.log, table.match.seen[seat]
        words = lambda e: render_entry(e, table.card_label)  # noqa: E731
        self.news = news.news(log, seat, table.news_headline, words, seen)
        self.heading = t("pass.so_far") if news.first_look(log, seat, seen) else t("pass.news")
        self.rect = pygame.Rect(W // 2 - 300, 170, 600, 380)
        if theme.largest():  # a phone's: wider, for its words at the running-text size
            self.rect = pygame.Rect(W // 2 - 380, 160, 760, 400)
        self.lines: list[str] = []  # the news wrapped to the band, in one size
        self.scroll = 0  # lines scrolled down from the first
        self.shown = NEWS_SHOWN  # lines on show at once
        if self.news:
            width = self.rect.w - 112  # clear of the scroll arrows
            for item in self.news:
                self.lines.extend(theme.wrap(item, self.news_size, width))
            # The band takes the height the screen has left under the sheet's own parts.
            room = H - 2 * MARGIN - self.rect.h - 14 - self.news_top - 12
            self.shown = max(NEWS_SHOWN, room // self.news_step)
            self.rect.h += self.band_height() + 14
            self.rect.y = max(MARGIN, (H - self.rect.h) // 2)
            self.scroll = self.most_scroll()  # the newest lines first: what comes before a turn
        seat_name = table.match.seats[seat].name
        ready = t("pass.ready", name=seat_name)
        ready_w = 380  # a phone's as wide as its words at full size need, within the sheet
        if theme.largest():
            ready_w = min(self.rect.w - 40, max(ready_w, label_width(ready, theme.PHONE_TEXT)))
        self._widgets: list[Widget] = [
            Button(
                "pass.ready",
                (W // 2 - ready_w // 2, self.rect.bottom - 96, ready_w, 64),
                ready,
                self.ready,
                "primary",
                size=24 if not theme.largest() else theme.PHONE_TEXT,
            ),
            Button(
                "menu",
                (W - 150, 12, 138, 44),
                t("table.menu"),
                self.table.open_pause,
                "ghost",
                size=20,
            ),
        ]

    def resume(self) -> None:
        self.build()

    def enter(self) -> None:
        # The focus is on "show my hand" from the start: the first Enter opens it at once.
        self.focus_id = "pass.ready"

    def widgets(self) -> list[Widget]:
        return self._widgets

    @property
    def news_size(self) -> int:
        return theme.body(NEWS_SIZE)

    @property
    def news_step(self) -> int:
        return self.news_size + 8

    def band_height(self) -> int:
        return self.news_top + 12 + min(len(self.lines), self.shown) * self.news_step

    @property
    def news_top(self) -> int:
        """The news lines start this far into their band, below its heading."""
        return 36 if not theme.largest() else 44

    def most_scroll(self) -> int:
        return max(0, len(self.lines) - self.shown)

    def on_wheel(self, pos: tuple[int, int], dy: int) -> None:
        self.scroll = max(0, min(self.most_scroll(), self.scroll - dy))

    def on_command(self, command: str) -> bool:
        if command in ("scroll_up", "scroll_down") and self.lines:
            self.on_wheel((0, 0), 3 if command == "scroll_up" else -3)
            return True
        return super().on_command(command)

    def ready(self) -> None:
        self.table.match.viewer = self.seat
        self.table.match.saw(self.seat)
        self.table.hint_left = 0.0  # a word to the one before is not for this person
        self.table.sync()
        self.app.pop()

    def on_back(self) -> None:
        self.table.open_pause()

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface, self.app.wave_time(), sun=False)
        sheet(surface, self.rect)
        seat = self.table.match.seats[self.seat]
        draw.avatar(surface, (self.rect.centerx, self.rect.y + 80), 40, self.seat, seat.name, False)
        theme.blit_text(
            surface,
            t("pass.title", name=seat.name),
            36,
            (self.rect.centerx, self.rect.y + 162),
            theme.INK,
            "bold",
            "center",
        )
        size = 20 if not theme.largest() else theme.PHONE_TEXT
        step = 26 if not theme.largest() else 33
        for i, line in enumerate(
            theme.wrap(t("pass.body", name=seat.name), size, self.rect.w - 80)
        ):
            theme.blit_text(
                surface,
                line,
                size,
                (self.rect.centerx, self.rect.y + 210 + i * step),
                theme.INK_SOFT,
                "regular",
                "center",
            )
        if self.news:
            self.draw_news(surface)
        self.draw_widgets(surface)

    def draw_news(self, surface: pygame.Surface) -> None:
        """Since their last turn: every line, on a band above the button, opened at the newest
        (it scrolls back; the heading's row says how many lines are above)."""
        band = pygame.Rect(
            self.rect.x + 30, self.rect.bottom - 110 - self.band_height(), self.rect.w - 60,
            self.band_height(),
        )  # fmt: skip
        draw.panel(surface, band, theme.CREAM, 255, 14, theme.CREAM_EDGE, 2)
        theme.blit_text(
            surface,
            self.heading,
            16 if not theme.largest() else theme.PHONE_TEXT,
            (band.x + 16, band.y + 18 + 2 * theme.largest()),
            theme.INK_SOFT,
            "bold",
            "midleft",
        )
        size, step = self.news_size, self.news_step
        shown = self.lines[self.scroll : self.scroll + self.shown]
        for i, line in enumerate(shown):
            at = (band.x + 16, band.y + self.news_top + i * step + step // 2)
            theme.blit_text(surface, line, size, at, theme.INK, "bold", "midleft")
        x = band.right - 22
        if self.scroll > 0:  # more above: how many, beside the heading
            y = band.y + 13
            pygame.draw.polygon(surface, theme.INK_SOFT, [(x - 7, y + 9), (x, y), (x + 7, y + 9)])
            theme.blit_text(
                surface,
                tn("pass.earlier", self.scroll),
                16 if not theme.largest() else theme.PHONE_TEXT,
                (x - 18, band.y + 18 + 2 * theme.largest()),
                theme.INK_SOFT,
                "regular",
                "midright",
            )
        if self.scroll < self.most_scroll():  # more below
            y = band.bottom - 10
            pygame.draw.polygon(surface, theme.INK_SOFT, [(x - 7, y - 9), (x, y), (x + 7, y - 9)])

"""Pass the device: between two people's turns the table is covered; no hand is shown."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import t, tn
from game.ui import draw, theme
from game.ui.layout import H, W
from game.ui.log import render_entry
from game.ui.scene import Scene
from game.ui.scenes.common import backdrop, sheet
from game.ui.scenes.scale import Gap, Text
from game.ui.table import news
from game.ui.widgets import Button, Widget, label_width

NEWS_SIZE = Text.LABEL  # one size for every line of the news (the larger-text setting scales it)
NEWS_SHOWN = 6  # lines on show at least; as many more as the screen holds, then they scroll
MARGIN = (
    Gap.SNUG
)  # the sheet's least gap to the screen's top and bottom, and the menu's to its corner


@dataclass(frozen=True)
class PassLook:
    """The pass screen's design values that differ between the desktop's text sizes and a
    phone's (the largest): there the sheet is wider, for its words at the running-text size."""

    sheet: tuple[int, int, int]  # its width, its top and its height without the news
    words: int  # the body's size
    step: int  # from a line of the body to the next
    ready: int  # the ready button's words
    fit_ready: bool  # the ready button as wide as its words at full size need
    head: int  # the news's heading
    head_y: int  # its middle, from the news band's top
    news_top: int  # the news lines start this far into their band, below its heading


DESKTOP = PassLook((600, 170, 380), Text.BODY, 26, Text.LEAD, False, Text.SMALL, 18, 36)
PHONE = PassLook(
    (760, 160, 400), theme.PHONE_TEXT, 33, theme.PHONE_TEXT, True, theme.PHONE_TEXT, 20, 44
)

AVATAR = (80, 40)  # the seat's disc: its centre below the sheet's top, its radius
TITLE = (162, Text.HEADING)  # "Anna's turn": its middle below the sheet's top, its size
BODY_Y = 210  # the sheet's top to the first line of the body (its middle)
BODY_INSET = Gap.MARGIN  # the sheet's side to the body's lines
READY = (380, 64, 96)  # the ready button: its width at least, its height, its top above
# the sheet's foot
READY_INSET = Gap.PAD  # the sheet's side to the ready button at most
MENU = (138, 44)
BAND = (30, 110, 14)  # the news band: its inset from the sheet's sides, its foot above the
# sheet's, and the room it adds to the sheet beyond its own height
BAND_PAD = Gap.STEP  # the band's left to its words
LINE_GAP = Gap.TIGHT  # between two lines of news
BAND_FOOT = Gap.SNUG  # the last line of news to the band's foot
ARROW = (7, 9)  # a scroll arrow's half width and height
ARROWS = 56  # the band's room right of its lines: the scroll arrows


@dataclass(frozen=True)
class PassLayout:
    """The pass screen's boxes at the text size of now."""

    look: PassLook

    @classmethod
    def now(cls) -> PassLayout:
        return cls(theme.by_size(DESKTOP, PHONE))

    def sheet(self, band_h: int) -> pygame.Rect:
        """The sheet, grown by a news band ``band_h`` high (none: 0) and then centred."""
        w, top, h = self.look.sheet
        rect = pygame.Rect(W // 2 - w // 2, top, w, h)
        if band_h:
            rect.h += band_h + BAND[2]
            rect.y = max(MARGIN, (H - rect.h) // 2)
        return rect

    def news_room(self) -> int:
        """The height the news band may take: what the screen has left under the sheet's
        own parts."""
        return H - 2 * MARGIN - self.look.sheet[2] - BAND[2] - self.look.news_top - BAND_FOOT

    def news_width(self) -> int:
        return self.look.sheet[0] - 2 * ARROWS  # clear of the scroll arrows

    def ready(self, sheet: pygame.Rect, words: int) -> pygame.Rect:
        least, h, above = READY
        w = least
        if self.look.fit_ready:
            w = min(sheet.w - 2 * READY_INSET, max(least, words))
        return pygame.Rect(W // 2 - w // 2, sheet.bottom - above, w, h)

    def menu(self) -> pygame.Rect:
        w, h = MENU
        return pygame.Rect(W - MARGIN - w, MARGIN, w, h)

    def band(self, sheet: pygame.Rect, h: int) -> pygame.Rect:
        inset, above, _grown = BAND
        return pygame.Rect(sheet.x + inset, sheet.bottom - above - h, sheet.w - 2 * inset, h)


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
        self.news = news.news(log, seat, table.words.headline, words, seen)
        self.heading = t("pass.so_far") if news.first_look(log, seat, seen) else t("pass.news")
        layout = PassLayout.now()
        self.lines: list[str] = []  # the news wrapped to the band, in one size
        self.scroll = 0  # lines scrolled down from the first
        self.shown = NEWS_SHOWN  # lines on show at once
        for item in self.news or []:
            self.lines.extend(theme.wrap(item, self.news_size, layout.news_width()))
        if self.news:  # the band takes the height the screen has left
            self.shown = max(NEWS_SHOWN, layout.news_room() // self.news_step)
            self.scroll = self.most_scroll()  # the newest lines first: what comes before a turn
        self.rect = layout.sheet(self.band_height() if self.news else 0)
        ready = t("pass.ready", name=table.match.seats[seat].name)
        ready_rect = layout.ready(self.rect, label_width(ready, layout.look.ready))
        self._widgets: list[Widget] = [
            Button("pass.ready", ready_rect, ready, self.ready, "primary", size=layout.look.ready),
            Button(
                "menu",
                layout.menu(),
                t("table.menu"),
                self.table.open_pause,
                "ghost",
                size=Text.BODY,
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
        return self.news_size + LINE_GAP

    def band_height(self) -> int:
        top = PassLayout.now().look.news_top
        return top + BAND_FOOT + min(len(self.lines), self.shown) * self.news_step

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
        look = PassLayout.now().look
        r = self.rect
        backdrop(surface, self.app.wave_time(), sun=False)
        sheet(surface, r)
        seat = self.table.match.seats[self.seat]
        dy, radius = AVATAR
        draw.avatar(surface, (r.centerx, r.y + dy), radius, self.seat, seat.name, False)
        dy, size = TITLE
        title = t("pass.title", name=seat.name)
        theme.blit_text(surface, title, size, (r.centerx, r.y + dy), theme.INK, "bold", "center")
        lines = theme.wrap(t("pass.body", name=seat.name), look.words, r.w - 2 * BODY_INSET)
        for i, line in enumerate(lines):
            at = (r.centerx, r.y + BODY_Y + i * look.step)
            theme.blit_text(surface, line, look.words, at, theme.INK_SOFT, "regular", "center")
        if self.news:
            self.draw_news(surface, look)
        self.draw_widgets(surface)

    def draw_news(self, surface: pygame.Surface, look: PassLook) -> None:
        """Since their last turn: every line, on a band above the button, opened at the newest
        (it scrolls back; the heading's row says how many lines are above)."""
        band = PassLayout(look).band(self.rect, self.band_height())
        draw.panel(surface, band, theme.CREAM, 255, 14, theme.CREAM_EDGE, 2)
        head_y = band.y + look.head_y
        at = (band.x + BAND_PAD, head_y)
        theme.blit_text(surface, self.heading, look.head, at, theme.INK_SOFT, "bold", "midleft")
        size, step = self.news_size, self.news_step
        shown = self.lines[self.scroll : self.scroll + self.shown]
        for i, line in enumerate(shown):
            at = (band.x + BAND_PAD, band.y + look.news_top + i * step + step // 2)
            theme.blit_text(surface, line, size, at, theme.INK, "bold", "midleft")
        x = band.right - 22
        if self.scroll > 0:  # more above: how many, beside the heading
            y = band.y + 13
            arrow(surface, (x, y), up=True)
            theme.blit_text(
                surface,
                tn("pass.earlier", self.scroll),
                look.head,
                (x - 18, head_y),
                theme.INK_SOFT,
                "regular",
                "midright",
            )
        if self.scroll < self.most_scroll():  # more below
            y = band.bottom - 10
            arrow(surface, (x, y), up=False)


def arrow(surface: pygame.Surface, tip: tuple[int, int], up: bool) -> None:
    """A scroll arrow pointing ``up`` (else down), its tip at ``tip``."""
    x, y = tip
    w, h = ARROW
    base = y + h if up else y - h
    pygame.draw.polygon(surface, theme.INK_SOFT, [(x - w, base), (x, y), (x + w, base)])

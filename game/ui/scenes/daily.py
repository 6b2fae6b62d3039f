"""Today's deal: one game's deal of the UTC day, its fixed table, the day's result
with its share line and the history with the streaks. What counts is game/daily.py's.

Reached from the "Today's deal" button under each title tile; the tabs switch game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from game import daily
from game.core.catalog import GAMES
from game.i18n import t, tn
from game.ui import draw, focus, navigator, theme
from game.ui.clipboard import copy_text
from game.ui.layout import H, W, row
from game.ui.scene import Scene
from game.ui.scenes.common import (
    BOX_RADIUS,
    backdrop,
    game_art,
    game_tabs,
    game_title,
    heading,
    sheet,
)
from game.ui.scenes.palette import ART_BACK, HEAD, LIT_CARD, ON_MEADOW
from game.ui.scenes.scale import Box, Gap, Text
from game.ui.widgets import Button, Widget


@dataclass(frozen=True)
class DailyLook:
    """Today's deal's design values that differ between the desktop's text sizes and a
    phone's (the largest)."""

    phone: bool  # the note on two lines, the day's result under the picture
    note_y: int  # the note's first line (its middle)
    tabs_y: int  # below the note (two lines on a phone)
    sheets_y: int
    deal_w: int  # the deal's sheet; the history's takes the rest (a phone's: its dates)
    play_y: int  # Play, from the deal's sheet's top
    play_h: int  # two lines at the largest text: Practice and its sub-label at full size
    share_h: int
    art: tuple[int, int]


DESKTOP = DailyLook(False, 94, 124, 190, 740, 214, Box.FOOT, 96, (240, 166))
PHONE = DailyLook(True, 84, 144, 200, 620, 222, 68, 112, (200, 140))

MARGIN = 60  # the screen's edge to the sheets
SHEET_GAP = Gap.PAD  # between the sheets
SHEETS_FOOT = H - 94  # where the sheets end, above Back
PAD = Gap.WIDE  # a sheet's edge to what is on it
TAB_H = 46
HEADING_Y = 46
NOTE_W = W - 120
PLAY_W = 360
SHARE_Y = 300  # the share line, from the deal's sheet's top
BACK = (220, Box.FOOT)
FOOT = Gap.PAD  # the screen's foot to Back
NAME = Text.LARGE  # the game's name on the deal's sheet
NAME_Y = 30
AGAINST_Y = 76  # the deal's sheet's top to who plays
RESULT_GAP = Gap.TIGHT  # the picture to the day's result under it
RULE_GAP = Gap.SNUG  # the rule to "History"
STRIP_PAD = 14  # a share line's left to its words
LEAST = 11  # a share line's words at the smallest, on two lines at most
DAY_FOOT = Gap.SNUG  # the last day's line to the sheet's foot


@dataclass(frozen=True)
class DailyLayout:
    """Today's deal's boxes at the text size of now."""

    look: DailyLook

    @classmethod
    def now(cls) -> DailyLayout:
        return cls(theme.by_size(DESKTOP, PHONE))

    def sheets(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The deal's sheet on the left, the history's on the right."""
        top, deal_w = self.look.sheets_y, self.look.deal_w
        history_w = W - 2 * MARGIN - SHEET_GAP - deal_w
        deal, history = row(MARGIN, top, (deal_w, history_w), SHEETS_FOOT - top, SHEET_GAP)
        return deal, history

    def play(self, deal: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(deal.x + PAD, deal.y + self.look.play_y, PLAY_W, self.look.play_h)

    def share(self, deal: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(deal.x + PAD, deal.y + SHARE_Y, deal.w - 2 * PAD, self.look.share_h)

    def back(self) -> pygame.Rect:
        return pygame.Rect((MARGIN, H - FOOT - BACK[1]), BACK)

    def art(self, deal: pygame.Rect) -> pygame.Rect:
        return pygame.Rect((deal.x + PAD, deal.y + PAD), self.look.art)


def copy_share(app, text: str) -> bool:
    """The Copy button: copy and say so, or say to copy the line by hand."""
    ok = copy_text(text)
    app.toast(t("daily.copied") if ok else t("daily.copy_by_hand"), 3.0)
    return ok


def strip_toast_at(widgets: Sequence[Widget]) -> tuple[int, int] | None:
    """Where a screen with a share line puts its toast ("Copied"): on the strip itself, just
    pressed, so it covers no other line (App.toast_rects)."""
    strip = next((w for w in widgets if isinstance(w, ShareStrip) and w.visible), None)
    return (strip.rect.centerx, strip.rect.bottom - 5) if strip is not None else None


class ShareStrip(Widget):
    """A share line with its Copy pill; a press anywhere on it copies the line."""

    def __init__(
        self,
        wid: str,
        rect: pygame.Rect | Sequence[int],
        title: str,
        line: str,
        on_copy: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(wid, rect)
        self.title = title
        self.line = line
        self.label = line  # its meaning for the press guard
        self.on_copy = on_copy

    def click(self, pos: tuple[int, int]) -> None:
        if self.on_copy:
            self.on_copy()

    def pill(self) -> pygame.Rect:
        r = self.rect
        size = theme.body(Text.NOTE)
        w = min(r.w // 3, max(84, theme.width(t("daily.copy"), size, "bold") + 28))
        pill = pygame.Rect(0, 0, w, min(40, r.h - Gap.SNUG))
        pill.midright = (r.right - Gap.NEAR, r.centery)
        return pill

    def fit(self, width: int) -> tuple[int, int, list[str]]:
        """Title size, line size and the share line's lines, stepped down to fit the height."""
        room = self.rect.h - Gap.NEAR
        for size in range(theme.running(Text.SMALL), LEAST - 1, -1):
            lines = theme.wrap(self.line, size, width)
            tsize = min(size + 1, theme.running(Text.SMALL))
            if self.head(tsize) + len(lines) * round(size * 1.2) <= room:
                return tsize, size, lines
        return LEAST, LEAST, theme.wrap(self.line, LEAST, width)[:2]

    @staticmethod
    def head(tsize: int) -> int:
        """The title's height: none at the largest text, where the line gets the room (the
        Copy pill beside it says what it is for)."""
        return 0 if theme.largest() else round(tsize * 1.15)

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        lit = self.hover and self.enabled
        pygame.draw.rect(surface, LIT_CARD if lit else theme.CREAM, r, border_radius=BOX_RADIUS)
        pygame.draw.rect(surface, theme.CREAM_EDGE, r, 2, border_radius=BOX_RADIUS)
        pill = self.pill()
        left = r.x + STRIP_PAD
        width = pill.x - Gap.NEAR - left
        tsize, size, lines = self.fit(width)
        block = self.head(tsize) + len(lines) * round(size * 1.2)
        y = r.centery - block // 2
        if self.head(tsize):
            title = theme.fit_text(self.title, tsize, width, "bold")
            theme.blit_text(surface, self.title, title, (left, y), HEAD, "bold", "topleft")
            y += self.head(tsize)
        for line in lines:
            theme.blit_text(surface, line, size, (left, y), theme.INK, "regular", "topleft")
            y += round(size * 1.2)
        pygame.draw.rect(surface, theme.SUN, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, theme.SUN_DARK, pill, 2, border_radius=pill.h // 2)
        word = t("daily.copy")
        wsize = theme.fit_text(word, theme.body(Text.NOTE), pill.w - 2 * Gap.TIGHT, "bold")
        theme.blit_text(surface, word, wsize, pill.center, theme.INK, "bold", "center")
        if self.focused:
            focus.ring(surface, r, BOX_RADIUS)


class DailyScene(Scene):
    name = "daily"
    spatial_focus = True

    def spoken_heading(self) -> str:
        return t("daily.heading", date=daily.date_text(self.date))

    def toast_at(self) -> tuple[int, int] | None:
        return strip_toast_at(self.widgets())

    def __init__(self, app, game: str = GAMES[0], date: str | None = None) -> None:
        super().__init__(app)
        self.game = game if game in GAMES else GAMES[0]
        self.date = date if date is not None else daily.today_utc()
        self.build()

    def resume(self) -> None:
        self.build()

    def build(self) -> None:
        self.history = daily.load(self.app.storage)
        self.save = self.app.saved_game(self.game)
        self.state = daily.day_state(self.history, self.game, self.date, self.save)
        self.day = daily.entry(self.history, self.game, self.date)
        layout = DailyLayout.now()
        tabs = game_tabs(len(GAMES), layout.look.tabs_y, TAB_H)
        widgets: list[Widget] = [
            Button(
                f"daily.game.{game}",
                rect,
                game_title(game),
                partial(self.show, game),
                "primary" if game == self.game else "secondary",
                size=theme.body(Text.BODY),
            )
            for game, rect in zip(GAMES, tabs, strict=True)
        ]
        self.left, self.right = layout.sheets()
        label = t("daily.continue") if self.state == "resume" else t("daily.play")
        sub = ""
        if self.state in ("done", "lost", "unfinished"):
            label, sub = t("daily.practice"), t("daily.practice_sub")
        play = layout.play(self.left)
        widgets.append(
            Button(
                "daily.play", play, label, self.play, "primary", size=theme.body(Text.BODY), sub=sub
            )
        )
        if self.day is not None and self.day["state"] == "done":
            line = daily.share_line(self.game, self.date, self.day)
            widgets.append(
                ShareStrip(
                    "daily.copy",
                    layout.share(self.left),
                    t("daily.share_title"),
                    line,
                    lambda: copy_share(self.app, line),
                )
            )
        widgets.append(
            Button(
                "back",
                layout.back(),
                t("common.back"),
                self.app.pop,
                "ghost",
                size=theme.body(Text.BUTTON),
                key="Esc",
            )
        )
        self._widgets = widgets

    def widgets(self) -> list[Widget]:
        return self._widgets

    def show(self, game: str) -> None:
        self.game = game
        self.build()

    def on_back(self) -> None:
        self.app.pop()

    def play(self) -> None:
        """Today's deal: continue the try's saved game, or start the deal (the try, or
        practice once the try is taken), asking first if it would replace another save."""
        game, date = self.game, self.date
        if self.state == "resume":
            navigator.open_saved(self.app, self.save, game)
            return

        def go() -> None:
            daily.close_try(self.app.storage, game, date)  # a lost try: practice cannot fill it
            navigator.start_daily(self.app, game, date)

        if self.save is None:
            go()
            return
        summary = navigator.save_summary(self.save)
        detail = f"{summary['seats']} · {summary['progress']}" if summary else ""
        button = next(w for w in self._widgets if w.id == "daily.play")
        self.app.push(
            navigator.make(
                "confirm",
                self.app,
                t("confirm.replace.title"),
                t("confirm.replace.text", game=game_title(game), detail=detail),
                [
                    ("confirm.new", t("confirm.replace.new"), go, "danger"),
                    ("confirm.cancel", t("common.back"), None, "ghost"),
                ],
                button.rect,
            )
        )

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        layout = DailyLayout.now()
        backdrop(surface, self.app.wave_time(), sun=False)
        heading(surface, t("daily.heading", date=daily.date_text(self.date)), HEADING_Y)
        note = t("daily.explain")
        if layout.look.phone:  # two lines rather than a smaller one
            size = theme.running(Text.NOTE)
            lines = theme.wrap(note, size, NOTE_W)[:2]
            for i, line in enumerate(lines):
                at = (W // 2, layout.look.note_y + i * round(size * 1.15))
                theme.blit_text(surface, line, size, at, ON_MEADOW, "bold", "center")
        else:
            size = theme.fit_text(note, theme.body(Text.NOTE), NOTE_W, "bold")
            theme.blit_text(
                surface, note, size, (W // 2, layout.look.note_y), ON_MEADOW, "bold", "center"
            )
        sheet(surface, self.left)
        sheet(surface, self.right)
        self.draw_deal(surface, self.left, layout)
        self.draw_history(surface, self.right, layout.look.phone)
        self.draw_widgets(surface)

    def draw_deal(self, surface: pygame.Surface, r: pygame.Rect, layout: DailyLayout) -> None:
        art = layout.art(r)
        pygame.draw.rect(surface, ART_BACK, art, border_radius=BOX_RADIUS)
        game_art(surface, self.game, art)
        x, width = art.right + PAD, r.right - art.right - 2 * PAD
        name = game_title(self.game)
        size = theme.fit_text(name, NAME, width, "bold")
        theme.blit_text(surface, name, size, (x, r.y + NAME_Y), theme.INK, "bold", "topleft")
        seats = daily.seats_for(self.game, daily.player_name(self.app.settings.setups, self.game))
        bots = ", ".join(f"{s.name} ({t(f'kind.{s.kind}')})" for s in seats[1:])
        size = theme.body(Text.LABEL)
        y = r.y + AGAINST_Y
        for line in theme.wrap(t("daily.against", name=seats[0].name, bots=bots), size, width)[:3]:
            theme.blit_text(surface, line, size, (x, y), theme.INK_SOFT, "regular", "topleft")
            y += round(size * 1.3)
        if self.day is not None:
            text = t("daily.result", result=daily.result_text(self.game, self.day))
            if self.state == "resume":
                text = t("daily.tile.playing")
            if layout.look.phone:  # under the picture, clear of the table's names
                at, anchor, width = (art.x, art.bottom + RESULT_GAP), "topleft", r.w - 2 * PAD
            else:
                at, anchor = (x, art.bottom), "bottomleft"
            tsize = theme.fit_text(text, theme.body(Text.BODY), width, "bold")
            theme.blit_text(surface, text, tsize, at, HEAD, "bold", anchor)

    def draw_history(self, surface: pygame.Surface, r: pygame.Rect, phone: bool) -> None:
        inner = r.inflate(-2 * PAD, 0)
        x, width = inner.x, inner.w
        now = daily.streak(self.history, self.game, self.date)
        best = daily.best_streak(self.history, self.game)
        text = tn("daily.streak", now)
        size = theme.fit_text(text, theme.body(Text.TITLE), width, "bold")
        y = r.y + PAD
        theme.blit_text(surface, text, size, (x, y), theme.INK, "bold", "topleft")
        y += round(size * 1.3)
        text = tn("daily.best", best)
        size = theme.fit_text(text, theme.body(Text.LABEL), width, "bold")
        theme.blit_text(surface, text, size, (x, y), theme.INK_SOFT, "bold", "topleft")
        y += round(size * 1.6)
        pygame.draw.line(surface, theme.CREAM_EDGE, (x, y), (inner.right, y), 2)
        y += RULE_GAP
        text = t("daily.history")
        size = theme.fit_text(text, theme.body(Text.LABEL), width, "bold")
        theme.blit_text(surface, text, size, (x, y), HEAD, "bold", "topleft")
        y += round(size * 1.5)
        days = daily.recent_days(self.history, self.game, 7)
        if not days:
            text = t("daily.history_none")
            if phone:  # wrapped at the phone's size rather than shrunk
                size = theme.running(Text.NOTE)
                for line in theme.wrap(text, size, width)[:3]:
                    theme.blit_text(surface, line, size, (x, y), theme.INK_SOFT, "regular")
                    y += round(size * 1.25)
                return
            size = theme.fit_text(text, theme.body(Text.NOTE), width, "regular")
            theme.blit_text(surface, text, size, (x, y), theme.INK_SOFT, "regular", "topleft")
            return
        step = round(theme.running(Text.NOTE) * 1.45)
        for date, day in days:
            if y + step > r.bottom - DAY_FOOT:
                break
            when = daily.date_text(date)
            result = daily.result_text(self.game, day)
            row = theme.running(Text.SMALL)  # a phone's rows at its running-text size
            size = theme.fit_text(when, row, width * 2 // 5, "bold")
            theme.blit_text(surface, when, size, (x, y), theme.INK, "bold", "topleft")
            rx = x + width * 2 // 5 + Gap.NEAR
            size = theme.fit_text(result, row, r.right - 44 - rx, "regular")
            colour = theme.INK if day["state"] == "done" else theme.INK_SOFT
            theme.blit_text(surface, result, size, (rx, y), colour, "regular", "topleft")
            if day["state"] == "done" and day["won"]:
                draw.sun(
                    surface, (r.right - 30, y + theme.body(Text.SMALL) // 2 + 2), 4, theme.SUN_DARK
                )
            y += step

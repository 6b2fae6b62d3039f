"""The kept games of each game (game/archive.py), newest first: pick one to review it.

Reached from Records ("Review games"). A tab per game; a row per kept game with when it was
played, who sat at the table and who won; a click opens the review on the game's own table
(game/ui/table/review.py), and leaving the review comes back here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from game import archive
from game.core.catalog import specs
from game.i18n import t
from game.ui import navigator, theme
from game.ui.layout import W, centred, centred_row, row, row_to, stack
from game.ui.scene import Scene
from game.ui.scenes.common import backdrop, game_title, heading, sheet
from game.ui.scenes.palette import ON_MEADOW
from game.ui.scenes.scale import Box, Gap, Text
from game.ui.table.review import open_review  # local and online games
from game.ui.widgets import Button, Widget

ROWS = 6  # kept games on a page
ROW_H, ROW_GAP = Box.BIG, Gap.TIGHT
# The largest text: fewer, taller rows, room for a row's two lines at the phone's size.
LARGEST_ROWS, LARGEST_ROW_H = 5, 72


SHEET = (920, 164)  # the sheet's width and top
PAD = (Gap.PAD, Gap.SNUG)  # the sheet's sides and top to the rows
TAB = (280, Box.ROW)
TAB_GAP = Gap.STEP
TABS_Y = 92
BUTTONS_GAP = 18  # the sheet to the buttons under it
BUTTON_H = Box.ROW
PAGE_W = 200  # Newer, Older
BACK_W = Box.DONE_W
PAGE_Y = 94  # the sheet's foot to the page's number (its middle)


def rows() -> tuple[int, int]:
    """Kept games on a page and a row's height, at the text size chosen."""
    return (LARGEST_ROWS, LARGEST_ROW_H) if theme.largest() else (ROWS, ROW_H)


@dataclass(frozen=True)
class ReviewsLayout:
    """The kept games' boxes at the text size of now: ``rows`` to a page, ``row_h`` high."""

    rows: int
    row_h: int

    @classmethod
    def now(cls) -> ReviewsLayout:
        return cls(*rows())

    @property
    def sheet(self) -> pygame.Rect:
        w, top = SHEET
        return pygame.Rect(W // 2 - w // 2, top, w, 2 * PAD[1] + self.rows * (self.row_h + ROW_GAP))

    def tabs(self, n: int) -> list[pygame.Rect]:
        w, h = TAB
        return centred_row([w] * n, TABS_Y, h, TAB_GAP)

    def rows_of(self, n: int) -> list[pygame.Rect]:
        inner = self.sheet.inflate(-2 * PAD[0], 0)
        return stack(inner.x, self.sheet.y + PAD[1], inner.w, [self.row_h] * n, ROW_GAP)

    def buttons(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Newer at the sheet's left, Back in the middle, Older at its right."""
        r = self.sheet
        y = r.bottom + BUTTONS_GAP
        (newer,) = row(r.x, y, (PAGE_W,), BUTTON_H, 0)
        (older,) = row_to(r.right, y, (PAGE_W,), BUTTON_H, 0)
        return newer, centred(BACK_W, BUTTON_H, (W // 2, y + BUTTON_H // 2)), older


class ReviewsScene(Scene):
    name = "reviews"
    heading_key = "review.title"
    spatial_focus = True

    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        names = [s.name for s in specs()]
        self.game = game if game in names else names[0]
        self.page = 0
        self.entries: list[dict] = []
        self.results: dict[int, str] = {}
        self._widgets: list[Widget] = []
        self.rect = ReviewsLayout.now().sheet

    def enter(self) -> None:
        self.load()

    def resume(self) -> None:
        self.build()

    def load(self) -> None:
        self.entries = archive.load(self.app.storage, self.game)  # checked entry by entry
        self.results = {}
        self.page = 0
        self.build()

    def pick_game(self, game: str) -> None:
        if game != self.game:
            self.game = game
            self.load()

    def turn_page(self, d: int) -> None:
        self.page = max(0, min(self.pages() - 1, self.page + d))
        self.build()

    def pages(self) -> int:
        n = rows()[0]
        return max(1, (len(self.entries) + n - 1) // n)

    def result_text(self, i: int) -> str:
        """Who won kept game ``i`` (asked of its replayed end; cached)."""
        if i not in self.results:
            entry = self.entries[i]
            try:
                winners = archive.winners_of(entry)
                names = " & ".join(entry["seats"][w]["name"] for w in winners)
                key = "review.won" if len(winners) == 1 else "review.shared"
                self.results[i] = t(key, names=names)
            except Exception:  # noqa: BLE001 (checked on loading; never a crash here)
                self.results[i] = ""
        return self.results[i]

    def row_label(self, entry: dict) -> str:
        seats = ", ".join(
            s["name"] if s["kind"] == "human" else t("saves.bot_seat", name=s["name"])
            for s in entry["seats"]
        )
        when = navigator.when_text(entry["finished_at"])
        return f"{when} · {seats}" if when else seats

    def build(self) -> None:
        layout = ReviewsLayout.now()
        tabs = specs()
        ws: list[Widget] = [
            Button(
                f"reviews.game.{entry.name}",
                rect,
                game_title(entry.name),
                partial(self.pick_game, entry.name),
                "primary" if entry.name == self.game else "ghost",
                size=theme.body(Text.BODY),
            )
            for entry, rect in zip(tabs, layout.tabs(len(tabs)), strict=True)
        ]
        first = self.page * layout.rows
        shown = self.entries[first : first + layout.rows]
        for k, (kept, rect) in enumerate(zip(shown, layout.rows_of(len(shown)), strict=True)):
            i = first + k
            sub = self.result_text(i)
            if kept.get("daily"):
                sub = f"{sub} · {t('review.daily', date=kept['daily'])}"
            if kept.get("hints"):  # games played with coach hints are marked
                sub = f"{sub} · {t('stats.legend.hints')}"
            ws.append(
                Button(
                    f"reviews.{i}",
                    rect,
                    self.row_label(kept),
                    partial(open_review, self.app, kept),
                    "secondary",
                    size=theme.body(Text.READ),
                    sub=sub,
                )
            )
        newer, back, older = layout.buttons()
        if self.pages() > 1:
            ws.append(
                Button(
                    "reviews.newer",
                    newer,
                    t("review.newer"),
                    lambda: self.turn_page(-1),
                    "ghost",
                    self.page > 0,
                    size=theme.body(Text.READ),
                )
            )
            ws.append(
                Button(
                    "reviews.older",
                    older,
                    t("review.older"),
                    lambda: self.turn_page(1),
                    "ghost",
                    self.page < self.pages() - 1,
                    size=theme.body(Text.READ),
                )
            )
        ws.append(
            Button(
                "back",
                back,
                t("common.back"),
                self.on_back,
                "primary",
                size=theme.body(Text.BUTTON),
                key="Esc",
            )
        )
        self._widgets = ws

    def widgets(self) -> list[Widget]:
        return self._widgets

    def on_back(self) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface, self.app.wave_time(), sun=False)
        heading(surface, t("review.title"), 48)
        sheet(surface, self.rect)
        if not self.entries:
            text = t("review.none")
            size = theme.fit_text(
                text, theme.body(Text.BUTTON), self.rect.w - 2 * Gap.ROOMY, "bold"
            )
            theme.blit_text(surface, text, size, self.rect.center, theme.INK_SOFT, "bold", "center")
        elif self.pages() > 1:
            text = t("review.page", k=self.page + 1, n=self.pages())
            theme.blit_text(
                surface,
                text,
                theme.running(Text.SMALL),
                (W // 2, self.rect.bottom + PAGE_Y),
                ON_MEADOW,
                "bold",
                "center",
            )
        self.draw_widgets(surface)

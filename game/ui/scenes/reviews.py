"""The kept games of each game (game/archive.py), newest first: pick one to review it.

Reached from Records ("Review games"). A tab per game; a row per kept game with when it was
played, who sat at the table and who won; a click opens the review on the game's own table
(game/ui/table/review.py), and leaving the review comes back here.
"""

from __future__ import annotations

from functools import partial

import pygame

from game import archive
from game.core.catalog import specs
from game.i18n import t
from game.ui import navigator, theme
from game.ui.layout import W
from game.ui.scene import Scene
from game.ui.scenes.common import backdrop, game_title, heading, sheet
from game.ui.table.review import open_review  # local and online games
from game.ui.widgets import Button, Widget

ROWS = 6  # kept games on a page
ROW_H, ROW_GAP = 60, 8
# The largest text: fewer, taller rows, room for a row's two lines at the phone's size.
LARGEST_ROWS, LARGEST_ROW_H = 5, 72


def rows() -> tuple[int, int]:
    """Kept games on a page and a row's height, at the text size chosen."""
    return (LARGEST_ROWS, LARGEST_ROW_H) if theme.largest() else (ROWS, ROW_H)


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
        n, h = rows()
        self.rect = pygame.Rect(W // 2 - 460, 164, 920, 24 + n * (h + ROW_GAP))

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
        ws: list[Widget] = []
        tabs = specs()
        tw, gap = 280, 16
        x0 = W // 2 - (len(tabs) * tw + (len(tabs) - 1) * gap) // 2
        for i, entry in enumerate(tabs):
            ws.append(
                Button(
                    f"reviews.game.{entry.name}",
                    (x0 + i * (tw + gap), 92, tw, 52),
                    game_title(entry.name),
                    partial(self.pick_game, entry.name),
                    "primary" if entry.name == self.game else "ghost",
                    size=theme.body(20),
                )
            )
        r = self.rect
        n, h = rows()
        first = self.page * n
        for k, kept in enumerate(self.entries[first : first + n]):
            i = first + k
            sub = self.result_text(i)
            if kept.get("daily"):
                sub = f"{sub} · {t('review.daily', date=kept['daily'])}"
            if kept.get("hints"):  # games played with coach hints are marked
                sub = f"{sub} · {t('stats.legend.hints')}"
            ws.append(
                Button(
                    f"reviews.{i}",
                    (r.x + 20, r.y + 12 + k * (h + ROW_GAP), r.w - 40, h),
                    self.row_label(kept),
                    partial(open_review, self.app, kept),
                    "secondary",
                    size=theme.body(19),
                    sub=sub,
                )
            )
        y = r.bottom + 18
        if self.pages() > 1:
            ws.append(
                Button(
                    "reviews.newer",
                    (r.x, y, 200, 52),
                    t("review.newer"),
                    lambda: self.turn_page(-1),
                    "ghost",
                    self.page > 0,
                    size=theme.body(19),
                )
            )
            ws.append(
                Button(
                    "reviews.older",
                    (r.right - 200, y, 200, 52),
                    t("review.older"),
                    lambda: self.turn_page(1),
                    "ghost",
                    self.page < self.pages() - 1,
                    size=theme.body(19),
                )
            )
        ws.append(
            Button(
                "back",
                (W // 2 - 120, y, 240, 52),
                t("common.back"),
                self.on_back,
                "primary",
                size=theme.body(22),
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
        heading(surface, t("review.title"), 48, 40)
        sheet(surface, self.rect)
        if not self.entries:
            text = t("review.none")
            size = theme.fit_text(text, theme.body(22), self.rect.w - 60, "bold")
            theme.blit_text(surface, text, size, self.rect.center, theme.INK_SOFT, "bold", "center")
        elif self.pages() > 1:
            text = t("review.page", k=self.page + 1, n=self.pages())
            theme.blit_text(
                surface,
                text,
                theme.running(16),
                (W // 2, self.rect.bottom + 94),
                (24, 60, 36),
                "bold",
                "center",
            )
        self.draw_widgets(surface)

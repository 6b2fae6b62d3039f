"""Records: per game, the person's results against each bot level and the hot-seat games.

Reached from the title screen (button or R). What is counted is defined in game/records.py.
"""

from __future__ import annotations

import pygame

from game import records as rec
from game.core.catalog import GameDef, specs
from game.i18n import t, tn
from game.ui import keymap, navigator, theme
from game.ui.layout import H, W
from game.ui.scene import Scene
from game.ui.scenes.common import backdrop, game_title, heading, phone_words
from game.ui.widgets import Button, Widget

HEAD = (150, 96, 20)
SOFT = (150, 140, 126)
# Column headers carry a symbol as well as a word: ✓ won, = shared, ✕ lost.
COLUMNS: tuple[tuple[str, str, str], ...] = (
    ("win", "✓", "records.won"),
    ("shared", "=", "records.shared"),
    ("loss", "✕", "records.lost"),
)


class RecordsScene(Scene):
    name = "records"
    heading_key = "records.title"
    spatial_focus = True
    key_scopes = ("records",)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.data = rec.load(app.storage)
        self._widgets: list[Widget] = [
            Button(
                "back",
                (W // 2 - 120, H - 78, 240, 58),
                t("common.done"),
                self.app.pop,
                "primary",
                key="Esc",
            ),
            Button(
                "statistics",
                (W // 2 + 144, H - 78, 260, 58),
                t("stats.title"),
                self.open_statistics,
                key=keymap.first_cap("records.statistics"),
            ),
            Button(  # the kept games, step by step (game/ui/scenes/reviews.py)
                "records.reviews",
                (W // 2 - 120 - 24 - 260, H - 78, 260, 58),
                t("review.records"),
                lambda: self.app.push(navigator.make("reviews", self.app)),
                "secondary",
                size=theme.body(20),
            ),
        ]
        if theme.largest():  # one size for the three, the phone's; the words get the room
            for w, rect in zip(
                self._widgets,
                ((W // 2 - 100, H - 78, 200, 58), (W // 2 + 116, H - 78, 270, 58),
                 (W // 2 - 116 - 310, H - 78, 310, 58)),
                strict=True,
            ):  # fmt: skip
                w.rect = pygame.Rect(rect)
                if isinstance(w, Button):
                    w.size = theme.PHONE_TEXT

    def widgets(self) -> list[Widget]:
        return self._widgets

    def on_back(self) -> None:
        self.app.pop()

    def on_command(self, command: str) -> bool:
        if command == "statistics":
            self.open_statistics()
            return True
        return super().on_command(command)

    def open_statistics(self) -> None:
        self.app.push(navigator.make("statistics", self.app))

    def resume(self) -> None:
        self.data = rec.load(self.app.storage)  # a reset on the statistics screen shows here

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface, self.app.wave_time(), sun=False)
        heading(surface, t("records.title"), 48, 44)
        cw, gap = (380, 24) if not theme.largest() else (400, 16)  # a phone's: the full width
        x0 = (W - (3 * cw + 2 * gap)) // 2
        # The note ends just above the Done button; larger text pushes it up, never onto it.
        size, step = theme.body(16), theme.body(20)
        lines = theme.wrap(t("records.explain"), size, W - 160)
        if theme.largest():  # a phone's cards take the room; the statistics say how it counts
            lines = []
        top = self._widgets[0].rect.y - 10 - step * len(lines)
        for i, entry in enumerate(specs()):
            card = pygame.Rect(x0 + i * (cw + gap), 88, cw, min(500, top - 8 - 88))
            if theme.largest():
                card.y, card.h = 80, top - 80
            self.draw_game(surface, entry, card)
        for i, line in enumerate(lines):
            theme.blit_text(
                surface,
                line,
                size,
                (W // 2, top + i * step),
                (24, 60, 36),
                "bold",
                "midtop",
            )
        self.draw_widgets(surface)

    def draw_game(self, surface: pygame.Surface, entry: GameDef, r: pygame.Rect) -> None:
        from game.ui import draw

        game = rec.game_records(self.data, entry.name)
        draw.panel(surface, r, theme.CREAM, 250, 22, theme.CREAM_EDGE, 5)
        band = pygame.Rect(r.x, r.y, r.w, 12)
        pygame.draw.rect(
            surface, entry.accent, band, border_top_left_radius=22, border_top_right_radius=22
        )
        theme.blit_text(
            surface, game_title(entry.name), 28, (r.centerx, r.y + 40), theme.INK, "bold", "center"
        )
        body = theme.body(17)
        played = game["played"]
        line = tn("records.played", played) if played else t("records.none")
        if theme.largest() and not played:  # two lines (no best line below) at full size
            for k, part in enumerate(theme.wrap(line, body, r.w - 32)[:2]):
                at = (r.centerx, r.y + 72 + k * theme.body(22))
                theme.blit_text(surface, part, body, at, theme.INK_SOFT, "bold", "center")
        else:
            theme.blit_text(
                surface,
                line,
                body,
                (r.centerx, r.y + 72),
                theme.INK_SOFT,
                "bold",
                "center",
                r.w - 32,
            )
        best = rec.best_name(game)
        if best is not None:
            theme.blit_text(
                surface,
                t("records.best", name=best[0], n=best[1]),
                body,
                (r.centerx, r.y + 72 + theme.body(22)),
                HEAD,
                "bold",
                "center",
                r.w - 32,
            )
        # One person against bots: a row per level, a column per result.
        phone = theme.largest()  # a phone's sizes: headings and labels at its text size
        head = 19 if not phone else theme.PHONE_TEXT
        y = r.y + 126
        text = t("records.vs_bots")
        size = head if not phone else theme.fit_text(text, head, r.w - 40, "bold")
        theme.blit_text(surface, text, size, (r.x + 20, y), HEAD, "bold")
        y += 30 if not phone else 40
        label_w = 138 if not phone else 178
        col_w = (r.w - 40 - label_w) // 3
        for k, (_key, sym, label) in enumerate(COLUMNS):
            cx = r.x + 20 + label_w + col_w * k + col_w // 2
            # A phone's columns show their signs alone (the hot-seat counts below say the
            # words), large enough to read.
            text = f"{sym} {t(label)}" if not phone else sym
            size = theme.fit_text(text, 15 if not phone else 24, col_w - 4, "bold")
            theme.blit_text(surface, text, size, (cx, y), theme.INK_SOFT, "bold", "center")
        y += 16 if not phone else 18
        for n, level in enumerate(rec.LEVELS):
            row = pygame.Rect(r.x + 14, y, r.w - 28, 40 if not phone else 44)
            if n % 2 == 0:
                pygame.draw.rect(surface, (244, 236, 216), row, border_radius=10)
            label = t(f"kind.{level}")
            size = theme.fit_text(label, 17 if not phone else theme.PHONE_TEXT, label_w - 8, "bold")
            theme.blit_text(
                surface, label, size, (r.x + 26, row.centery), theme.INK, "bold", "midleft"
            )
            counts = game["vs"].get(level, {})
            for k, (key, _sym, _label) in enumerate(COLUMNS):
                cx = r.x + 20 + label_w + col_w * k + col_w // 2
                value = counts.get(key, 0)
                theme.blit_text(
                    surface,
                    str(value) if value else "–",
                    22,
                    (cx, row.centery),
                    theme.INK if value else SOFT,
                    "bold",
                    "center",
                )
            y += 42 if not phone else 46
        # Hot seat: four counts, each a number with its word.
        y += 10
        pygame.draw.line(surface, theme.CREAM_EDGE, (r.x + 20, y), (r.right - 20, y), 2)
        y += 12
        text = phone_words("records.hotseat")  # a phone's shorter words where they are long
        size = head if not phone else theme.fit_text(text, head, r.w - 40, "bold")
        theme.blit_text(surface, text, size, (r.x + 20, y), HEAD, "bold")
        y += 30 if not phone else 36
        hot = game["hotseat"]
        cells = (
            ("played", "records.hot.played"),
            ("won", "records.hot.won"),
            ("shared", "records.hot.shared"),
            ("bots", "records.hot.bots"),
        )
        cell_w = (r.w - 40) // 2
        if phone:  # one count a row: its words at the phone's text size
            cell_w = r.w - 40
        for k, (key, label) in enumerate(cells):
            cx = r.x + 20 + (k % 2) * cell_w
            cy = y + (k // 2) * 46
            if phone:
                cx, cy = r.x + 20, y - 6 + k * 29
            value = hot.get(key, 0)
            num = theme.blit_text(
                surface,
                str(value),
                26,
                (cx + 8, cy + 18),
                theme.INK if value else SOFT,
                "bold",
                "midleft",
            )
            size = theme.fit_text(t(label), theme.running(16), cell_w - (num.right - cx) - 16)
            theme.blit_text(
                surface,
                t(label),
                size,
                (num.right + 10, cy + 19),
                theme.INK_SOFT,
                "bold",
                "midleft",
            )

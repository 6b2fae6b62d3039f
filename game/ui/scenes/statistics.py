"""Statistics: per game, the person's own games against bots in figures and a small chart.

Reached from the records screen (its Statistics button, or T there). A tab per game (1-3 or
the tabs themselves): games, wins, win rate, best and average score, streaks, games with coach
hints; the win rate against each bot level with its counts; the last 20 results as bars of the
person's score (won ones filled in the game's colour, coach-hint games and daily deals marked
below, with a legend); and "Reset statistics", asked first. The figures are
``game.records.stats``: this screen only draws them.
"""

from __future__ import annotations

from functools import partial

import pygame

from game import records as rec
from game.core.catalog import GAMES, spec
from game.i18n import number, t, tn
from game.ui import draw, navigator, theme
from game.ui.layout import H, W
from game.ui.scene import Scene
from game.ui.scenes.common import backdrop, game_title, heading, phone_words
from game.ui.widgets import Button, Widget

HEAD = (150, 96, 20)
SOFT = (150, 140, 126)
LOST_FILL = (226, 218, 200)
LOST_EDGE = (160, 148, 128)
HINT_MARK = theme.SUN
HINT_EDGE = (150, 104, 20)
DAILY_MARK = (84, 150, 210)
DAILY_EDGE = (34, 86, 140)

TAB_W, TAB_H, TAB_Y = 250, 50, 76
PANEL = pygame.Rect(40, 140, W - 80, H - 140 - 96)
FIGURE_H = 96  # a figure cell's height at most


class StatisticsScene(Scene):
    name = "statistics"
    heading_key = "stats.title"
    spatial_focus = True

    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        self.data = rec.load(app.storage)
        # None or an unknown game: the first game with something to show, else the first
        if game is None or game not in GAMES:
            game = next((g for g in GAMES if self.data["games"].get(g)), GAMES[0])
        self.game = game
        self.build()

    # -- what is shown ----------------------------------------------------------------------
    @property
    def figures(self) -> dict:
        """The shown game's statistics (game.records.stats), as the screen draws them."""
        return rec.stats(self.data, self.game)

    def has_any(self) -> bool:
        f = self.figures
        return bool(f["played"] or f["hinted"] or f["levels"])

    def build(self) -> None:
        x0 = (W - (len(GAMES) * TAB_W + (len(GAMES) - 1) * 16)) // 2
        ws: list[Widget] = []
        for i, game in enumerate(GAMES):
            ws.append(
                Button(
                    f"tab.{game}",
                    (x0 + i * (TAB_W + 16), TAB_Y, TAB_W, TAB_H),
                    game_title(game),
                    partial(self.show, game),
                    "primary" if game == self.game else "secondary",
                    size=22 if not theme.largest() else theme.PHONE_TEXT,
                    key=str(i + 1),
                )
            )
        ws.append(
            Button(
                "stats.reset",
                (W // 2 - 120 - 24 - 300, H - 78, 300, 58),
                t("stats.reset"),
                self.ask_reset,
                "secondary",
                enabled=self.has_any(),
                size=theme.body(20),
            )
        )
        ws.append(
            Button(
                "back",
                (W // 2 - 120, H - 78, 240, 58),
                t("common.done"),
                self.app.pop,
                "ghost",
                key="Esc",
                size=theme.body(20),  # as its neighbour's
            )
        )
        self._widgets = ws

    def widgets(self) -> list[Widget]:
        return self._widgets

    def show(self, game: str) -> None:
        self.game = game
        self.build()

    def on_command(self, command: str) -> bool:
        if command.startswith("digit") and command[5:].isdigit():
            k = int(command[5:]) - 1
            if 0 <= k < len(GAMES):
                self.show(GAMES[k])
                return True
        return super().on_command(command)

    def on_back(self) -> None:
        self.app.pop()

    # -- reset ------------------------------------------------------------------------------
    def ask_reset(self) -> None:
        """Asked first: the counts cannot be brought back from the screen (only by hand from
        the copy set aside, see game/records.py reset)."""
        button = next(w for w in self._widgets if w.id == "stats.reset")
        name = game_title(self.game)
        self.app.push(
            navigator.make(
                "confirm",
                self.app,
                t("stats.reset.title", game=name),
                t("stats.reset.text", game=name),
                [
                    ("confirm.reset", t("stats.reset.yes"), self.reset, "danger"),
                    ("confirm.cancel", t("common.back"), None, "ghost"),
                ],
                button.rect,
            )
        )

    def reset(self) -> None:
        storage = self.app.storage
        before = storage.failed_writes
        self.data = rec.reset(storage, self.game)
        # Said only when done: a refused copy or write leaves the statistics as they were.
        done = storage.failed_writes == before
        key = "stats.reset.done" if done else "stats.reset.failed"
        self.app.toast(t(key, game=game_title(self.game)))
        self.build()

    def resume(self) -> None:
        self.build()

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface, self.app.wave_time(), sun=False)
        heading(surface, t("stats.title"), 40, 40)
        r = PANEL
        draw.panel(surface, r, theme.CREAM, 250, 22, theme.CREAM_EDGE, 5)
        band = pygame.Rect(r.x, r.y, r.w, 12)
        accent = spec(self.game).accent
        pygame.draw.rect(
            surface, accent, band, border_top_left_radius=22, border_top_right_radius=22
        )
        if not self.has_any():
            self.draw_empty(surface, r)
        else:
            f = self.figures
            bottom = self.draw_explain(surface, r)
            # A phone's figures have longer words at its size: their column takes more room.
            left_w = 540 if not theme.largest() else 620
            gap = 40 if not theme.largest() else 20  # a phone's chart title takes the room
            left = pygame.Rect(r.x + 28, r.y + 28, left_w, bottom - 8 - (r.y + 28))
            right = pygame.Rect(left.right + gap, r.y + 28, r.right - 28 - left.right - gap, 0)
            self.draw_figures(surface, f, left)
            y = self.draw_levels(surface, f, right)
            chart = pygame.Rect(right.x, y + 16, right.w, bottom - 10 - (y + 16))
            self.draw_chart(surface, f, chart, accent)
        self.draw_widgets(surface)

    def draw_empty(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        theme.blit_text(
            surface, t("stats.none"), 30, (r.centerx, r.centery - 30), theme.INK, "bold", "center"
        )
        size = theme.body(18)
        for i, line in enumerate(theme.wrap(t("stats.none.hint"), size, r.w - 120)):
            theme.blit_text(
                surface,
                line,
                size,
                (r.centerx, r.centery + 14 + i * theme.body(24)),
                theme.INK_SOFT,
                "bold",
                "midtop",
            )

    def draw_explain(self, surface: pygame.Surface, r: pygame.Rect) -> int:
        """The note at the panel's foot; returns where it begins (the content ends above)."""
        size, step = theme.running(15), theme.running(19)
        lines = theme.wrap(t("stats.explain"), size, r.w - 60)
        top = r.bottom - 14 - step * len(lines)
        for i, line in enumerate(lines):
            theme.blit_text(
                surface, line, size, (r.centerx, top + i * step), theme.INK_SOFT, "bold", "midtop"
            )
        return top

    def draw_figures(self, surface: pygame.Surface, f: dict, box: pygame.Rect) -> None:
        def score(x: float | None) -> str:
            return "–" if x is None else number(x, 1)

        def pct(x: int | None) -> str:
            return "–" if x is None else t("stats.percent", rate=x)

        note = phone_words("stats.low_best" if f["low_score_wins"] else "stats.high_best")
        cells = (
            ("stats.games", str(f["games"]), "", f["games"] > 0),
            ("stats.wins", str(f["wins"]), "", f["wins"] > 0),
            ("stats.rate", pct(f["rate"]), "", f["rate"] is not None),
            ("stats.hinted", str(f["hinted"]), "", f["hinted"] > 0),
            ("stats.best", score(f["best"]), note, f["best"] is not None),
            ("stats.average", score(f["average"]), "", f["average"] is not None),
            ("stats.streak", str(f["streak"]), "", f["streak"] > 0),
            ("stats.best_streak", str(f["best_streak"]), "", f["best_streak"] > 0),
        )
        cw = box.w // 2
        # Four rows share the column's height (larger text needs more of it).
        ch = max(theme.running(15) + 56, min(FIGURE_H, box.h // 4))
        for k, (label, value, aside, known) in enumerate(cells):
            cell = pygame.Rect(box.x + (k % 2) * cw, box.y + (k // 2) * ch, cw - 12, ch - 10)
            pygame.draw.rect(surface, (244, 236, 216), cell, border_radius=12)
            label_size = theme.running(15)
            top = cell.y + (cell.h - 34 - label_size) // 2  # number and label centred together
            num = theme.blit_text(
                surface,
                value,
                30,
                (cell.x + 14, top + 17),
                theme.INK if known else SOFT,
                "bold",
                "midleft",
                cell.w - 28,
            )
            if aside:
                theme.blit_text(
                    surface,
                    aside,
                    theme.fit_text(aside, theme.running(14), cell.right - 12 - num.right - 10),
                    (num.right + 10, top + 19),
                    SOFT,
                    "bold",
                    "midleft",
                )
            theme.blit_text(
                surface,
                phone_words(label),
                label_size,
                (cell.x + 14, top + 36),
                theme.INK_SOFT,
                "bold",
                "topleft",
                cell.w - 28,
            )

    def draw_levels(self, surface: pygame.Surface, f: dict, box: pygame.Rect) -> int:
        """Win rate per bot level with its counts ("3 of 7 · 43%") and a bar; returns the
        bottom of the table."""
        phone = theme.largest()  # a phone's table: its heading and rows larger
        head, row_size, pitch = (
            (19, 16, 34) if not phone else (theme.PHONE_TEXT, theme.PHONE_TEXT, 35)
        )
        theme.blit_text(
            surface, t("stats.levels"), head, (box.x, box.y), HEAD, "bold", "topleft", box.w
        )
        y = box.y + round(head * (1.7 if not phone else 1.45))
        label_w, count_w = (170, 210) if not phone else (184, 200)
        rows = {row["level"]: row for row in f["levels"]}
        for n, level in enumerate(rec.LEVELS):
            row_rect = pygame.Rect(box.x - 8, y, box.w + 8, pitch - 2)
            if n % 2 == 0:
                pygame.draw.rect(surface, (244, 236, 216), row_rect, border_radius=8)
            label = t(f"kind.{level}")
            theme.blit_text(
                surface,
                label,
                row_size,
                (box.x + 4, row_rect.centery),
                theme.INK,
                "bold",
                "midleft",
                label_w - 8,
            )
            row = rows.get(level)
            text = (
                "–"
                if row is None
                else t("stats.level", won=row["won"], n=row["games"], rate=row["rate"])
            )
            theme.blit_text(
                surface,
                text,
                row_size,
                (box.x + label_w, row_rect.centery),
                theme.INK if row else SOFT,
                "bold",
                "midleft",
                count_w - 8,
            )
            bar = pygame.Rect(box.x + label_w + count_w, row_rect.centery - 6, 0, 12)
            bar.w = box.right - 8 - bar.x
            pygame.draw.rect(surface, LOST_FILL, bar, border_radius=6)
            if row is not None and row["won"]:
                fill = bar.copy()
                fill.w = max(6, round(bar.w * row["won"] / row["games"]))
                pygame.draw.rect(surface, spec(self.game).accent, fill, border_radius=6)
            y += pitch
        return y

    def draw_chart(self, surface: pygame.Surface, f: dict, box: pygame.Rect, accent) -> None:
        """Bars of the person's score in the last games, oldest left; won ones filled, coach
        hints (a sun dot) and daily deals (a blue diamond) marked under the bar."""
        last = f["last"]
        if not last:
            theme.blit_text(
                surface,
                t("stats.chart.none"),
                theme.body(17),
                (box.centerx, box.centery),
                SOFT,
                "bold",
                "center",
                box.w,
            )
            return
        title = theme.blit_text(
            surface,
            tn("stats.chart", len(last)),
            19 if not theme.largest() else theme.PHONE_TEXT,
            (box.x, box.y),
            HEAD,
            "bold",
            "topleft",
            box.w,
        )
        legend_h = self.draw_legend(surface, pygame.Rect(box.x, 0, box.w, 0), box.bottom, accent)
        label_h = theme.running(13) + 4  # a bar's figure over it
        plot = pygame.Rect(box.x, title.bottom + label_h + 6, box.w, 0)
        marks_h = 30  # the two marker rows under the baseline
        plot.h = max(20, box.bottom - legend_h - 8 - marks_h - plot.y)
        slot = plot.w / rec.LAST
        scores = [x["score"] for x in last if x["score"] is not None]
        hi = max([0, *scores])
        lo = min([0, *scores])
        span = (hi - lo) or 1
        base = plot.y + round(plot.h * hi / span)  # the zero line
        pygame.draw.line(surface, LOST_EDGE, (plot.x, base), (plot.right, base), 2)
        bar_w = max(6, int(slot) - 10)
        labels: list[tuple[str, tuple[int, int], str, tuple[int, int, int]]] = []
        known = [i for i, x in enumerate(last) if x["score"] is not None]
        # the last game's figure, and the newest of the highest and of the lowest
        marked = set(known[-1:])
        if known:
            for best in (max(scores), min(scores)):
                marked.add(max(i for i in known if last[i]["score"] == best))
        for i, res in enumerate(last):
            cx = plot.x + round(slot * i + slot / 2)
            won = res["outcome"] != "loss"
            s = res["score"]
            if s is None:  # a score not known: an empty slot on the line
                pygame.draw.circle(surface, LOST_EDGE, (cx, base - 6), 3)
            else:
                h = max(5, round(plot.h * abs(s) / span))  # a score of 0 still shows
                bar = pygame.Rect(cx - bar_w // 2, base - h if s >= 0 else base, bar_w, h)
                pygame.draw.rect(surface, accent if won else LOST_FILL, bar, border_radius=3)
                edge = 2 if won and h > 8 else 1
                pygame.draw.rect(
                    surface, theme.INK if won else LOST_EDGE, bar, edge, border_radius=3
                )
                if i in marked:
                    label_y = bar.y - 3 if s >= 0 else bar.bottom + 3
                    colour = theme.INK if won else theme.INK_SOFT
                    labels.append(
                        (number(s, 1), (cx, label_y), "midbottom" if s >= 0 else "midtop", colour)
                    )
            y = max(base, plot.bottom) + 9
            if res["hints"]:
                hint_mark(surface, (cx, y))
            if res["daily"]:
                daily_mark(surface, (cx, y + 15))
        room = pygame.Rect(plot.x, title.bottom + 2, plot.w, plot.bottom + label_h - title.bottom)
        self.draw_bar_labels(surface, labels, room)

    @staticmethod
    def draw_bar_labels(
        surface: pygame.Surface,
        labels: list[tuple[str, tuple[int, int], str, tuple[int, int, int]]],
        bounds: pygame.Rect,
    ) -> None:
        """The figures over the bars that give the chart its scale, the newest first: the last
        game's, the highest and the lowest, whole and readable (a bar's slot is narrower than
        "14.5"), each where it leaves the others clear (left out where the chart has no room)."""
        size = theme.running(13)
        drawn: list[pygame.Rect] = []
        for text, pos, anchor, colour in reversed(labels):
            rect = pygame.Rect(0, 0, theme.width(text, size, "bold"), size + 4)
            setattr(rect, anchor, pos)
            rect = rect.clamp(bounds)
            # beside a neighbour's figure: above it, or else below it, inside the chart
            spots = [rect.move(0, dy * rect.h) for dy in (0, -1, -2, 1, 2)]
            free = [r for r in spots if bounds.contains(r) and r.collidelist(drawn) < 0]
            if not free:
                continue
            rect = free[0]
            drawn.append(
                theme.blit_text(surface, text, size, rect.center, colour, "bold", "center")
            )

    def draw_legend(self, surface: pygame.Surface, box: pygame.Rect, bottom: int, accent) -> int:
        """The legend's rows above ``bottom``, wrapping when the words are long; its height.
        A phone's: two to a row in two columns, at its text size."""
        size = theme.running(14)
        items = (
            ("won", t("stats.legend.won")),
            ("lost", t("stats.legend.lost")),
            ("hints", t("stats.legend.hints")),
            ("daily", t("stats.legend.daily")),
        )
        step = max(18, size + 6)
        rows: list[list[tuple[str, str, int]]] = [[]]
        used = 0
        for kind, label in items:
            w = 20 + theme.width(label, size, "bold") + 18
            if theme.largest():
                w = box.w // 2
            if rows[-1] and used + w > box.w:
                rows.append([])
                used = 0
            rows[-1].append((kind, label, w))
            used += w
        top = bottom - step * len(rows)
        for n, row in enumerate(rows):
            x, cy = box.x, top + n * step + step // 2
            for kind, label, w in row:
                swatch = (x + 8, cy)
                if kind in ("won", "lost"):
                    r = pygame.Rect(0, 0, 12, 14)
                    r.center = swatch
                    pygame.draw.rect(surface, accent if kind == "won" else LOST_FILL, r, 0, 3)
                    edge = theme.INK if kind == "won" else LOST_EDGE
                    pygame.draw.rect(surface, edge, r, 2 if kind == "won" else 1, 3)
                elif kind == "hints":
                    hint_mark(surface, swatch)
                else:
                    daily_mark(surface, swatch)
                theme.blit_text(
                    surface, label, size, (x + 20, cy), theme.INK_SOFT, "bold", "midleft", w - 24
                )
                x += w
        return step * len(rows)


def hint_mark(surface: pygame.Surface, at: tuple[int, int]) -> None:
    """A game with coach hints: a small sun-coloured dot with a dark rim."""
    pygame.draw.circle(surface, HINT_MARK, at, 6)
    pygame.draw.circle(surface, HINT_EDGE, at, 6, 2)


def daily_mark(surface: pygame.Surface, at: tuple[int, int]) -> None:
    """A daily deal: a small blue diamond (a shape of its own, not only a colour)."""
    x, y = at
    points = [(x, y - 7), (x + 7, y), (x, y + 7), (x - 7, y)]
    pygame.draw.polygon(surface, DAILY_MARK, points)
    pygame.draw.polygon(surface, DAILY_EDGE, points, 2)

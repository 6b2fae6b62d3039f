"""Statistics: per game, the person's own games against bots in figures and a small chart.

Reached from the records screen (its Statistics button, or T there). A tab per game (1-3 or
the tabs themselves): games, wins, win rate, best and average score, streaks, games with coach
hints; the win rate against each bot level with its counts; the last 20 results as bars of the
person's score (won ones filled in the game's colour, coach-hint games and daily deals marked
below, with a legend); and "Reset statistics", asked first. The figures are
``game.records.stats``: this screen only draws them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from game import records as rec
from game.core.catalog import GAMES, spec
from game.i18n import number, t, tn
from game.ui import navigator, theme
from game.ui.layout import H, W, between, centred, grid, row, row_to, stack
from game.ui.scene import Scene
from game.ui.scenes.common import (
    backdrop,
    card,
    game_tabs,
    game_title,
    heading,
    phone_words,
    text_lines,
)
from game.ui.scenes.palette import (
    DAILY_EDGE,
    DAILY_MARK,
    HEAD,
    HINT_EDGE,
    LOST_EDGE,
    LOST_FILL,
    ROW_FILL,
    SOFT,
)
from game.ui.scenes.scale import Box, Gap, Text
from game.ui.widgets import Button, Widget

HINT_MARK = theme.SUN
MARK_R, DIAMOND_R = 6, 7  # under a bar: a hint's dot, a daily deal's diamond (to its tips)


@dataclass(frozen=True)
class StatsLook:
    """The statistics' design values that differ between the desktop's text sizes and a
    phone's (the largest): a phone's words are longer at its size, so they get the room."""

    tab: int  # a game's tab: its label's size
    left_w: int  # the figures' column
    gap: int  # between the columns (a phone's chart title takes the room)
    head: int  # the levels' heading and the chart's title
    level: int  # a level's row: its label and counts
    pitch: int  # from a level's row to the next
    lead: float  # the levels' heading to their first row, in the heading's size
    label_w: int  # a level's name
    count_w: int  # its counts ("3 of 7 · 43%"); the bar takes the rest
    legend_halves: bool  # the legend two to a row in two columns


DESKTOP = StatsLook(Text.BUTTON, 540, Gap.MARGIN, Text.READ, Text.SMALL, 34, 1.7, 170, 210, False)
PHONE = StatsLook(
    theme.PHONE_TEXT, 620, Gap.PAD, theme.PHONE_TEXT, theme.PHONE_TEXT, 35, 1.45, 184, 200, True
)

MARGIN = Gap.MARGIN  # the screen's edge to the sheet and the heading
TAB_H = Box.TAB
TAB_Y = 76
SHEET_Y = 140
PAD = 28  # the sheet's edge to what is on it
BUTTON_H = Box.FOOT
FOOT = Gap.PAD  # the screen's foot to the buttons
SHEET_GAP = 18  # the sheet's foot to the buttons
BUTTON_GAP = Gap.WIDE
BACK_W, RESET_W = Box.DONE_W, 300
FIGURE_H = 96  # a figure cell's height at most
CELL_GAP = (Gap.SNUG, Gap.NEAR)  # between the figures' cells
CELL_PAD = 14  # a cell's edge to its words
NUMBER = Text.LARGE  # a figure's size
NUMBER_H = 34  # the room a figure takes over its label
ASIDE_GAP = Gap.NEAR  # a figure to its note ("lowest wins")
FIGURES = (
    "stats.games",
    "stats.wins",
    "stats.rate",
    "stats.hinted",
    "stats.best",
    "stats.average",
    "stats.streak",
    "stats.best_streak",
)
HEADING_Y = MARGIN
ROW_OUT = Gap.TIGHT  # a level's band reaches this far left of the column, its bar ends as far in
ROW_GAP = 2  # between the levels' bands
BAR_H = 12  # a level's bar
BAR_RADIUS = 3  # a chart's bar's corners, and its legend's swatches'
LABEL_GAP = 3  # a bar to the figure over (or under) it
LEGEND_TEXT = 20  # a legend item's left to its words (its mark left of them)
CHART_GAP = Gap.STEP  # the levels' table to the chart
CHART_FOOT = Gap.NEAR  # the chart's legend to the note
FIGURES_FOOT = Gap.TIGHT  # the figures' last row to the note
NONE_SIZE = Text.LARGE  # "No games yet"
HINT_DY = 14  # the middle of the sheet to the hint under "No games yet"
LINE_INSET = Gap.ROOMY  # a line of the note to the sheet's edge
NOTE_FOOT = 14  # the note's last line to the sheet's foot


@dataclass(frozen=True)
class StatsLayout:
    """The statistics screen's boxes at the text size of now."""

    look: StatsLook

    @classmethod
    def now(cls) -> StatsLayout:
        return cls(theme.by_size(DESKTOP, PHONE))

    @property
    def buttons(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Reset statistics, and Done in the middle of the foot."""
        back = centred(BACK_W, BUTTON_H, (W // 2, H - FOOT - BUTTON_H // 2))
        (reset,) = row_to(back.x - BUTTON_GAP, back.y, (RESET_W,), BUTTON_H, 0)
        return reset, back

    @property
    def sheet(self) -> pygame.Rect:
        bottom = H - FOOT - BUTTON_H - SHEET_GAP
        return pygame.Rect(MARGIN, SHEET_Y, W - 2 * MARGIN, bottom - SHEET_Y)

    def tabs(self, n: int) -> list[pygame.Rect]:
        return game_tabs(n, TAB_Y, TAB_H)

    def columns(self, foot: int) -> tuple[pygame.Rect, pygame.Rect]:
        """The figures' column on the left (down to the note at ``foot``) and the levels'
        and the chart's on the right (its height is theirs to take)."""
        inner = self.sheet.inflate(-2 * PAD, -2 * PAD)
        left = pygame.Rect(inner.topleft, (self.look.left_w, foot - FIGURES_FOOT - inner.y))
        return left, between(left.right + self.look.gap, inner.right, inner.y, 0)

    def chart(self, right: pygame.Rect, top: int, foot: int) -> pygame.Rect:
        """The chart in the right column, from under the levels' table at ``top`` down to
        the note at ``foot``."""
        top += CHART_GAP
        return pygame.Rect(right.x, top, right.w, foot - CHART_FOOT - top)

    def figure_cells(self, box: pygame.Rect, n: int) -> list[pygame.Rect]:
        """Two columns of cells; four rows share the column's height (larger text needs
        more of it)."""
        cw = box.w // 2
        ch = max(theme.running(Text.CAPTION) + 56, min(FIGURE_H, box.h // 4))
        return grid(box.x, box.y, (cw - CELL_GAP[0], ch - CELL_GAP[1]), (cw, ch), 2, n)


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
        layout = StatsLayout.now()
        ws: list[Widget] = [
            Button(
                f"tab.{game}",
                rect,
                game_title(game),
                partial(self.show, game),
                "primary" if game == self.game else "secondary",
                size=layout.look.tab,
                key=str(i + 1),
            )
            for i, (game, rect) in enumerate(zip(GAMES, layout.tabs(len(GAMES)), strict=True))
        ]
        reset, back = layout.buttons
        size = theme.body(Text.BODY)  # the two buttons' words at one size
        ws.append(
            Button(
                "stats.reset",
                reset,
                t("stats.reset"),
                self.ask_reset,
                "secondary",
                enabled=self.has_any(),
                size=size,
            )
        )
        ws.append(
            Button("back", back, t("common.done"), self.app.pop, "ghost", key="Esc", size=size)
        )
        self._widgets = ws

    def widgets(self) -> list[Widget]:
        return self._widgets

    def show(self, game: str) -> None:
        self.game = game
        self.build()

    def on_command(self, command: str) -> bool:
        digit = command.removeprefix("digit")
        if command.startswith("digit") and digit.isdigit():
            k = int(digit) - 1
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
        layout = StatsLayout.now()
        backdrop(surface, self.app.wave_time(), sun=False)
        heading(surface, t("stats.title"), HEADING_Y)
        r = layout.sheet
        accent = spec(self.game).accent
        card(surface, r, accent)
        if not self.has_any():
            self.draw_empty(surface, r)
        else:
            f = self.figures
            foot = self.draw_explain(surface, r)
            left, right = layout.columns(foot)
            self.draw_figures(surface, f, layout.figure_cells(left, len(FIGURES)))
            levels = self.draw_levels(surface, f, right, layout.look)
            self.draw_chart(surface, f, layout.chart(right, levels, foot), accent, layout.look)
        self.draw_widgets(surface)

    def draw_empty(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """Nothing played yet: a line, and under it how the figures come."""
        at = (r.centerx, r.centery - NONE_SIZE)  # the line as high above the middle as it is
        theme.blit_text(surface, t("stats.none"), NONE_SIZE, at, theme.INK, "bold", "center")
        size = theme.body(Text.LABEL)
        lines = theme.wrap(t("stats.none.hint"), size, r.w - 4 * LINE_INSET)
        at = (r.centerx, r.centery + HINT_DY)
        text_lines(surface, lines, size, at, theme.body(Text.LEAD), theme.INK_SOFT)

    def draw_explain(self, surface: pygame.Surface, r: pygame.Rect) -> int:
        """The note at the sheet's foot; returns where it begins (the content ends above)."""
        size, step = theme.running(Text.CAPTION), theme.running(Text.READ)
        lines = theme.wrap(t("stats.explain"), size, r.w - 2 * LINE_INSET)
        top = r.bottom - NOTE_FOOT - step * len(lines)
        text_lines(surface, lines, size, (r.centerx, top), step, theme.INK_SOFT)
        return top

    def draw_figures(self, surface: pygame.Surface, f: dict, cells: list[pygame.Rect]) -> None:
        def score(x: float | None) -> str:
            return "–" if x is None else number(x, 1)

        def pct(x: int | None) -> str:
            return "–" if x is None else t("stats.percent", rate=x)

        note = phone_words("stats.low_best" if f["low_score_wins"] else "stats.high_best")
        shown = {
            "stats.games": (str(f["games"]), f["games"] > 0),
            "stats.wins": (str(f["wins"]), f["wins"] > 0),
            "stats.rate": (pct(f["rate"]), f["rate"] is not None),
            "stats.hinted": (str(f["hinted"]), f["hinted"] > 0),
            "stats.best": (score(f["best"]), f["best"] is not None),
            "stats.average": (score(f["average"]), f["average"] is not None),
            "stats.streak": (str(f["streak"]), f["streak"] > 0),
            "stats.best_streak": (str(f["best_streak"]), f["best_streak"] > 0),
        }
        label_size = theme.running(Text.CAPTION)
        for label, cell in zip(FIGURES, cells, strict=True):
            value, known = shown[label]
            pygame.draw.rect(surface, ROW_FILL, cell, border_radius=12)
            figure, words = figure_parts(cell, label_size)
            num = theme.blit_text(
                surface,
                value,
                NUMBER,
                figure.midleft,
                theme.INK if known else SOFT,
                "bold",
                "midleft",
                figure.w,
            )
            if label == "stats.best":  # which end of the scores is the best
                at = (num.right + ASIDE_GAP, figure.centery + 2)
                most = cell.right - ASIDE_GAP - 2 - at[0]
                size = theme.fit_text(note, theme.running(Text.FINE), most)
                theme.blit_text(surface, note, size, at, SOFT, "bold", "midleft")
            theme.blit_text(
                surface,
                phone_words(label),
                label_size,
                words.topleft,
                theme.INK_SOFT,
                "bold",
                "topleft",
                words.w,
            )

    def draw_levels(
        self, surface: pygame.Surface, f: dict, box: pygame.Rect, look: StatsLook
    ) -> int:
        """Win rate per bot level with its counts ("3 of 7 · 43%") and a bar; returns the
        bottom of the table."""
        theme.blit_text(
            surface, t("stats.levels"), look.head, box.topleft, HEAD, "bold", "topleft", box.w
        )
        played = {got["level"]: got for got in f["levels"]}
        bands = level_rows(box, look, len(rec.LEVELS))
        for n, (level, (band, name, count, bar)) in enumerate(zip(rec.LEVELS, bands, strict=True)):
            if n % 2 == 0:
                pygame.draw.rect(surface, ROW_FILL, band, border_radius=8)
            got = played.get(level)
            text = (
                "–"
                if got is None
                else t("stats.level", won=got["won"], n=got["games"], rate=got["rate"])
            )
            for words, at, colour in (
                (t(f"kind.{level}"), name, theme.INK),
                (text, count, theme.INK if got else SOFT),
            ):
                theme.blit_text(
                    surface, words, look.level, at.midleft, colour, "bold", "midleft", at.w
                )
            pygame.draw.rect(surface, LOST_FILL, bar, border_radius=BAR_H // 2)
            if got is not None and got["won"]:
                fill = bar.copy()
                fill.w = max(BAR_H // 2, round(bar.w * got["won"] / got["games"]))
                pygame.draw.rect(surface, spec(self.game).accent, fill, border_radius=BAR_H // 2)
        return bands[-1][0].bottom + ROW_GAP

    def draw_chart(
        self, surface: pygame.Surface, f: dict, box: pygame.Rect, accent, look: StatsLook
    ) -> None:
        """Bars of the person's score in the last games, oldest left; won ones filled, coach
        hints (a sun dot) and daily deals (a blue diamond) marked under the bar."""
        last = f["last"]
        if not last:
            theme.blit_text(
                surface,
                t("stats.chart.none"),
                theme.body(Text.NOTE),
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
            look.head,
            box.topleft,
            HEAD,
            "bold",
            "topleft",
            box.w,
        )
        legend = pygame.Rect(box.x, 0, box.w, 0)
        legend_h = self.draw_legend(surface, legend, box.bottom, accent, look.legend_halves)
        label_h = theme.running(Text.TINY) + 4  # a bar's figure over it
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
                pygame.draw.rect(
                    surface, accent if won else LOST_FILL, bar, border_radius=BAR_RADIUS
                )
                edge = 2 if won and h > 8 else 1
                pygame.draw.rect(
                    surface, theme.INK if won else LOST_EDGE, bar, edge, border_radius=BAR_RADIUS
                )
                if i in marked:
                    label_y = bar.y - LABEL_GAP if s >= 0 else bar.bottom + LABEL_GAP
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
        size = theme.running(Text.TINY)
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

    def draw_legend(
        self, surface: pygame.Surface, box: pygame.Rect, bottom: int, accent, halves: bool
    ) -> int:
        """The legend's rows above ``bottom``, wrapping when the words are long; its height.
        ``halves`` (a phone's): two to a row in two columns."""
        size = theme.running(Text.FINE)
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
            w = LEGEND_TEXT + theme.width(label, size, "bold") + 18
            if halves:
                w = box.w // 2
            if rows[-1] and used + w > box.w:
                rows.append([])
                used = 0
            rows[-1].append((kind, label, w))
            used += w
        top = bottom - step * len(rows)
        for n, line in enumerate(rows):
            x, cy = box.x, top + n * step + step // 2
            for kind, label, w in line:
                swatch = (x + Gap.TIGHT, cy)
                if kind in ("won", "lost"):
                    r = pygame.Rect(0, 0, 12, 14)
                    r.center = swatch
                    pygame.draw.rect(
                        surface, accent if kind == "won" else LOST_FILL, r, 0, BAR_RADIUS
                    )
                    edge = theme.INK if kind == "won" else LOST_EDGE
                    pygame.draw.rect(surface, edge, r, 2 if kind == "won" else 1, BAR_RADIUS)
                elif kind == "hints":
                    hint_mark(surface, swatch)
                else:
                    daily_mark(surface, swatch)
                theme.blit_text(
                    surface,
                    label,
                    size,
                    (x + LEGEND_TEXT, cy),
                    theme.INK_SOFT,
                    "bold",
                    "midleft",
                    w - 24,
                )
                x += w
        return step * len(rows)


def figure_parts(cell: pygame.Rect, label_size: int) -> tuple[pygame.Rect, pygame.Rect]:
    """A figure's cell: the figure's box over its label's, the two centred together."""
    inner = cell.inflate(-2 * CELL_PAD, 0)
    top = cell.y + (cell.h - NUMBER_H - label_size) // 2
    figure = pygame.Rect(inner.x, top, inner.w, NUMBER_H)
    return figure, pygame.Rect(inner.x, figure.bottom + 2, inner.w, label_size)


def level_rows(
    box: pygame.Rect, look: StatsLook, n: int
) -> list[tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]]:
    """Each bot level's row under the heading in ``box``: its band, and the boxes of its
    name, its counts and its bar."""
    top = box.y + round(look.head * look.lead)
    heights = [look.pitch - ROW_GAP] * n
    out = []
    for band in stack(box.x - ROW_OUT, top, box.w + ROW_OUT, heights, ROW_GAP):
        name, count = row(box.x, band.y, (look.label_w, look.count_w), band.h, 0)
        bar = between(count.right, box.right - ROW_OUT, band.centery - BAR_H // 2, BAR_H)
        count.w -= ROW_OUT  # its words end clear of the bar
        out.append((band, name.inflate(-ROW_OUT, 0), count, bar))
    return out


def hint_mark(surface: pygame.Surface, at: tuple[int, int]) -> None:
    """A game with coach hints: a small sun-coloured dot with a dark rim."""
    pygame.draw.circle(surface, HINT_MARK, at, MARK_R)
    pygame.draw.circle(surface, HINT_EDGE, at, MARK_R, 2)


def daily_mark(surface: pygame.Surface, at: tuple[int, int]) -> None:
    """A daily deal: a small blue diamond (a shape of its own, not only a colour)."""
    x, y = at
    r = DIAMOND_R
    points = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    pygame.draw.polygon(surface, DAILY_MARK, points)
    pygame.draw.polygon(surface, DAILY_EDGE, points, 2)

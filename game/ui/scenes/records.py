"""Records: per game, the person's results against each bot level and the hot-seat games.

Reached from the title screen (button or R). What is counted is defined in game/records.py.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import records as rec
from game.core.catalog import GameDef, specs
from game.i18n import t, tn
from game.ui import keymap, navigator, theme
from game.ui.layout import H, W, centred, centred_row, grid, row, row_to, stack
from game.ui.scene import Scene
from game.ui.scenes.common import backdrop, card, game_title, heading, phone_words, text_lines
from game.ui.scenes.palette import HEAD, ON_MEADOW, ROW_FILL, SOFT
from game.ui.scenes.scale import Box, Gap, Text
from game.ui.widgets import Button, Widget

# Column headers carry a symbol as well as a word: ✓ won, = shared, ✕ lost.
COLUMNS: tuple[tuple[str, str, str], ...] = (
    ("win", "✓", "records.won"),
    ("shared", "=", "records.shared"),
    ("loss", "✕", "records.lost"),
)
HOT_COUNTS = (
    ("played", "records.hot.played"),
    ("won", "records.hot.won"),
    ("shared", "records.hot.shared"),
    ("bots", "records.hot.bots"),
)


@dataclass(frozen=True)
class RecordsLook:
    """The records' design values that differ between the desktop's text sizes and a
    phone's (the largest): a phone's cards take the full width and its words its size."""

    card_w: int
    card_gap: int
    card_y: int
    card_most: int  # a card's height at most
    card_foot: int  # a card's foot to the note under the cards (none on a phone)
    note: bool  # the note under the cards (a phone's cards take the room; the statistics
    # say how it counts)
    buttons: tuple[int, int, int]  # the reviews', Done's and the statistics' widths
    button_gap: int
    head: int  # a card's headings ("Against bots", "Hot seat")
    head_lead: int  # a heading to what follows
    label_w: int  # a bot level's name in its row
    column: int  # the columns' headings
    column_lead: int  # the columns' headings to the first row
    column_words: bool  # the columns' words after their signs (a phone's: signs alone)
    label: int  # a bot level's name
    level_h: int  # a bot level's row
    hot_lead: int  # the hot seat's heading to its counts
    hot_cols: int  # the hot seat's counts to a row (a phone's: one, at its text size)
    hot_pitch: int  # from a row of counts to the next
    hot_dy: int  # the counts' first row, up or down
    wrap_none: bool  # "No games yet" on two lines at full size (no best line below)


DESKTOP = RecordsLook(
    380, Gap.WIDE, 88, 500, Gap.TIGHT, True, (260, 240, 260), Gap.WIDE,
    Text.READ, Gap.ROOMY, 138, Text.CAPTION, Gap.STEP, True, Text.NOTE, 40, Gap.ROOMY,
    2, 46, 0, False,
)  # fmt: skip
P = theme.PHONE_TEXT
PHONE = RecordsLook(
    400, Gap.STEP, 80, H, 0, False, (310, 200, 270), Gap.STEP,
    P, Gap.MARGIN, 178, Text.LEAD, 18, False, P, 44, 36, 1, 29, -6, True,
)  # fmt: skip

HEADING_Y = 48
HEADING = 44  # the heading's size
BUTTON_H = Box.FOOT
BUTTON_WORDS = Text.BUTTON  # a button's label
FOOT = Gap.PAD  # the screen's foot to the buttons
NOTE_GAP = Gap.NEAR  # the note to the buttons
NOTE_W = W - 160
INSET = Gap.PAD  # a card's edge to its words
LINE_INSET = Gap.STEP  # a card's edge to its lines under the game's name
LABEL_PAD = Gap.SNUG  # a level's band to its name
TITLE_Y = Gap.MARGIN  # a card's top to its game's name (its middle)
TITLE = 28  # a game's name
PLAYED_Y = 72  # a card's top to the games played (its middle)
BEST_STEP = 22  # the games played to the best (a line of body text)
LEVELS_Y = 126  # a card's top to "Against bots"
BAND_INSET = 14  # a card's edge to a level's band
LEVEL_GAP = 2
COUNT = Text.BUTTON  # a count in a level's row
RULE_GAP = (Gap.NEAR, Gap.SNUG)  # the last level's row to the rule, the rule to "Hot seat"
HOT = Text.TITLE  # a hot-seat count
NUMBER_PAD = Gap.TIGHT  # a count's cell to its number
WORDS_GAP = Gap.NEAR  # a number to its words


@dataclass(frozen=True)
class CardParts:
    """Where the parts of a game's card go, top to bottom."""

    title: tuple[int, int]  # the game's name (its middle)
    lines: tuple[int, int]  # the games played and the best (the first line's middle)
    line_w: int
    vs_bots: tuple[int, int]  # "Against bots" (its top-left)
    head_w: int  # a heading's width at most
    column_y: int  # the result columns' headings (their middle)
    columns: list[pygame.Rect]  # the result columns (their x and width)
    bands: list[pygame.Rect]  # a bot level's row each
    rule: tuple[tuple[int, int], tuple[int, int]]  # the line above "Hot seat"
    hotseat: tuple[int, int]  # "Hot seat" (its top-left)
    cells: list[pygame.Rect]  # the hot-seat counts


@dataclass(frozen=True)
class RecordsLayout:
    """The records screen's boxes at the text size of now."""

    look: RecordsLook
    button_size: tuple[int, int, int]  # the reviews', Done's and the statistics' words

    @classmethod
    def now(cls) -> RecordsLayout:
        if theme.largest():  # one size for the three, the phone's; the words get the room
            return cls(PHONE, (theme.PHONE_TEXT,) * 3)
        return cls(DESKTOP, (theme.body(Text.BODY), BUTTON_WORDS, BUTTON_WORDS))

    def buttons(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Done in the middle of the foot, the kept games left of it, the statistics right."""
        reviews_w, back_w, stats_w = self.look.buttons
        gap = self.look.button_gap
        back = centred(back_w, BUTTON_H, (W // 2, H - FOOT - BUTTON_H // 2))
        (reviews,) = row_to(back.x - gap, back.y, (reviews_w,), BUTTON_H, 0)
        (stats,) = row(back.right + gap, back.y, (stats_w,), BUTTON_H, 0)
        return reviews, back, stats

    def cards(self, n: int, foot: int) -> list[pygame.Rect]:
        """A card a game, side by side, down to ``foot`` (the note's top)."""
        look = self.look
        h = min(look.card_most, foot - look.card_foot - look.card_y)
        return centred_row([look.card_w] * n, look.card_y, h, look.card_gap)

    def levels(self, r: pygame.Rect, top: int, n: int) -> list[pygame.Rect]:
        """The bot levels' bands on the card ``r`` from ``top``."""
        heights = [self.look.level_h] * n
        return stack(r.x + BAND_INSET, top, r.w - 2 * BAND_INSET, heights, LEVEL_GAP)

    def columns(self, r: pygame.Rect, n: int) -> list[pygame.Rect]:
        """The result columns right of the levels' names (their x and width)."""
        inner = r.inflate(-2 * INSET, 0)
        col_w = (inner.w - self.look.label_w) // n
        return row(inner.x + self.look.label_w, 0, [col_w] * n, 0, 0)

    def card(self, r: pygame.Rect) -> CardParts:
        """The parts of the card ``r``: its name and lines, the levels' table under its
        heading, then a rule and the hot-seat counts under theirs."""
        look, inner = self.look, r.inflate(-2 * INSET, 0)
        vs_bots = (inner.x, r.y + LEVELS_Y)
        column_y = vs_bots[1] + look.head_lead
        bands = self.levels(r, column_y + look.column_lead, len(rec.LEVELS))
        rule_y = bands[-1].bottom + LEVEL_GAP + RULE_GAP[0]
        hotseat = (inner.x, rule_y + RULE_GAP[1])
        return CardParts(
            title=(r.centerx, r.y + TITLE_Y),
            lines=(r.centerx, r.y + PLAYED_Y),
            line_w=r.w - 2 * LINE_INSET,
            vs_bots=vs_bots,
            head_w=inner.w,
            column_y=column_y,
            columns=self.columns(r, len(COLUMNS)),
            bands=bands,
            rule=((inner.x, rule_y), (inner.right, rule_y)),
            hotseat=hotseat,
            cells=self.hot_cells(r, hotseat[1] + look.hot_lead, len(HOT_COUNTS)),
        )

    def hot_cells(self, r: pygame.Rect, top: int, n: int) -> list[pygame.Rect]:
        look = self.look
        inner = r.inflate(-2 * INSET, 0)
        cell = (inner.w // look.hot_cols, look.hot_pitch)
        return grid(inner.x, top + look.hot_dy, cell, cell, look.hot_cols, n)


class RecordsScene(Scene):
    name = "records"
    heading_key = "records.title"
    spatial_focus = True
    key_scopes = ("records",)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.data = rec.load(app.storage)
        layout = RecordsLayout.now()
        reviews, back, stats = layout.buttons()
        reviews_size, back_size, stats_size = layout.button_size
        self._widgets: list[Widget] = [
            Button(
                "back",
                back,
                t("common.done"),
                self.app.pop,
                "primary",
                key="Esc",
                size=back_size,
            ),
            Button(
                "statistics",
                stats,
                t("stats.title"),
                self.open_statistics,
                key=keymap.first_cap("records.statistics"),
                size=stats_size,
            ),
            Button(  # the kept games, step by step (game/ui/scenes/reviews.py)
                "records.reviews",
                reviews,
                t("review.records"),
                lambda: self.app.push(navigator.make("reviews", self.app)),
                "secondary",
                size=reviews_size,
            ),
        ]

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
        layout = RecordsLayout.now()
        backdrop(surface, self.app.wave_time(), sun=False)
        heading(surface, t("records.title"), HEADING_Y, HEADING)
        # The note ends just above the Done button; larger text pushes it up, never onto it.
        size, step = theme.body(Text.SMALL), theme.body(Text.BODY)
        lines = theme.wrap(t("records.explain"), size, NOTE_W) if layout.look.note else []
        top = self._widgets[0].rect.y - NOTE_GAP - step * len(lines)
        entries = specs()
        for entry, rect in zip(entries, layout.cards(len(entries), top), strict=True):
            self.draw_game(surface, entry, rect, layout)
        text_lines(surface, lines, size, (W // 2, top), step, ON_MEADOW)
        self.draw_widgets(surface)

    def draw_game(
        self, surface: pygame.Surface, entry: GameDef, r: pygame.Rect, layout: RecordsLayout
    ) -> None:
        look, at = layout.look, layout.card(r)
        game = rec.game_records(self.data, entry.name)
        card(surface, r, entry.accent)
        theme.blit_text(
            surface, game_title(entry.name), TITLE, at.title, theme.INK, "bold", "center"
        )
        body, step = theme.body(Text.NOTE), theme.body(BEST_STEP)
        played = game["played"]
        line = tn("records.played", played) if played else t("records.none")
        lines = [line]
        if look.wrap_none and not played:  # two lines (no best line below) at full size
            lines = theme.wrap(line, body, at.line_w)[:2]
        best = rec.best_name(game)
        x, y = at.lines
        for k, (words, colour) in enumerate(
            [(part, theme.INK_SOFT) for part in lines]
            + ([(t("records.best", name=best[0], n=best[1]), HEAD)] if best else [])
        ):
            most = at.line_w if len(lines) == 1 else None
            theme.blit_text(surface, words, body, (x, y + k * step), colour, "bold", "center", most)
        # One person against bots: a row per level, a column per result.
        self.draw_head(surface, t("records.vs_bots"), at.vs_bots, at.head_w, look.head)
        for (_key, sym, label), col in zip(COLUMNS, at.columns, strict=True):
            # A phone's columns show their signs alone (the hot-seat counts below say the
            # words), large enough to read.
            text = f"{sym} {t(label)}" if look.column_words else sym
            size = theme.fit_text(text, look.column, col.w - Gap.HAIR, "bold")
            where = (col.centerx, at.column_y)
            theme.blit_text(surface, text, size, where, theme.INK_SOFT, "bold", "center")
        for n, (level, band) in enumerate(zip(rec.LEVELS, at.bands, strict=True)):
            if n % 2 == 0:
                pygame.draw.rect(surface, ROW_FILL, band, border_radius=10)
            label = t(f"kind.{level}")
            size = theme.fit_text(label, look.label, look.label_w - Gap.TIGHT, "bold")
            where = (band.x + LABEL_PAD, band.centery)
            theme.blit_text(surface, label, size, where, theme.INK, "bold", "midleft")
            counts = game["vs"].get(level, {})
            for (key, _sym, _label), col in zip(COLUMNS, at.columns, strict=True):
                value = counts.get(key, 0)
                theme.blit_text(
                    surface,
                    str(value) if value else "–",
                    COUNT,
                    (col.centerx, band.centery),
                    theme.INK if value else SOFT,
                    "bold",
                    "center",
                )
        # Hot seat: four counts, each a number with its word.
        pygame.draw.line(surface, theme.CREAM_EDGE, *at.rule, 2)
        text = phone_words("records.hotseat")  # a phone's shorter words where they are long
        self.draw_head(surface, text, at.hotseat, at.head_w, look.head)
        hot = game["hotseat"]
        for (key, label), cell in zip(HOT_COUNTS, at.cells, strict=True):
            value = hot.get(key, 0)
            num = theme.blit_text(
                surface,
                str(value),
                HOT,
                (cell.x + NUMBER_PAD, cell.y + 18),
                theme.INK if value else SOFT,
                "bold",
                "midleft",
            )
            most = cell.w - (num.right - cell.x) - 2 * NUMBER_PAD
            size = theme.fit_text(t(label), theme.running(Text.SMALL), most)
            where = (num.right + WORDS_GAP, cell.y + 19)
            theme.blit_text(surface, t(label), size, where, theme.INK_SOFT, "bold", "midleft")

    @staticmethod
    def draw_head(
        surface: pygame.Surface, text: str, at: tuple[int, int], most: int, size: int
    ) -> None:
        """A heading on a card ("Against bots", "Hot seat"), shrunk to its width."""
        size = theme.fit_text(text, size, most, "bold")
        theme.blit_text(surface, text, size, at, HEAD, "bold")

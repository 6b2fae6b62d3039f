"""Gloschli round and final results: every hand revealed, points explained line by line.

One scene for both: after a round (``final=False``) it shows the round's breakdown (GL-27..GL-30:
the cards, Pferd's cap, a combo, the caller's penalty) and the running totals against the
target, with "Next round"; after the last round (``final=True``) the same rows are ordered by
total (GL-31: lowest wins, ties share) with the winners marked, and "Play again".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

import pygame

from game.games.gloschli.cards import PFERD_CAP
from game.games.gloschli.narrate import calc_lines, explain
from game.games.gloschli.ui import art, palette
from game.games.gloschli.ui.layout import GAP, LINE_M, PHONE_SMALL, TEXT_L, TEXT_M, TEXT_XS
from game.games.gloschli.view import Breakdown, View
from game.i18n import t
from game.ui import draw, theme
from game.ui.layout import W
from game.ui.scenes.common import backdrop, heading, sheet
from game.ui.table.results import ResultsScene
from game.ui.widgets import Button, Widget

PAD = 16  # the rows' inset in the sheet, and the sheet's from the buttons under it
MARGIN = 30  # the round's story under the rows: its inset from the sheet's sides
TAG_PAD = 12  # a row's tag: its pill's width beyond its words, and the gap to the next tag


@dataclass(frozen=True)
class Sizes:
    """What differs between the results on a desktop and on a phone (the largest text size)."""

    button: int  # the buttons' words under the sheet
    next_w: int  # the "Next round" button's width
    head: int  # the columns' heads
    story: int  # the round's story under the rows
    story_line: int  # its line height
    name: int  # a seat's name in its row
    tag: int  # a row's tags (Winner, GLOSCHLI!, the kind of player)


DESKTOP = Sizes(button=22, next_w=300, head=TEXT_M, story=19, story_line=26, name=21, tag=TEXT_XS)
PHONE = Sizes(
    button=theme.PHONE_TEXT, next_w=360, head=PHONE_SMALL, story=theme.PHONE_TEXT,
    story_line=32, name=24, tag=PHONE_SMALL,
)  # fmt: skip


def sizes() -> Sizes:
    """The results' sizes at the text size of now."""
    return theme.by_size(DESKTOP, PHONE)


# The colour of each kind of line in ``narrate.calc_lines``.
TONES = {
    "raw": theme.INK_SOFT,
    "pferd": palette.GOLD_INK,
    "combo": palette.VIOLET,
    "penalty": palette.PENALTY,
}


class Columns(NamedTuple):
    """Where the table's columns start (x): the cards, the calculation, the round, the total."""

    cards: int
    calc: int
    round: int
    total: int

    def calc_room(self) -> int:
        """The calculation's width: clear of the "=" before the round's points."""
        return self.round - self.calc - 66


class GloschliResults(ResultsScene):
    def __init__(self, app, table, breakdown: Breakdown | None = None, final: bool = True) -> None:
        """A round's results (``breakdown``), or the game's (``final``: its last round's)."""
        super().__init__(app, table, final)
        self.name = "results" if final else "gl_round"
        view: View = table.view()
        last = view.last_round if breakdown is None else breakdown
        assert last is not None, "results come after a round"
        self.b: Breakdown = last
        self.final = final
        self.target = view.options.target
        self.rounds = view.rounds if final else ()
        n = len(self.match.seats)
        totals = self.b.totals
        if final:
            self.order = sorted(range(n), key=lambda s: (totals[s], s))
        else:
            self.order = list(range(n))
        self.rect = pygame.Rect(70, 82, W - 140, 548)
        r = self.rect
        if final:
            self._widgets: list[Widget] = self.end_buttons(gap=PAD)
        else:
            size, bw = sizes().button, sizes().next_w
            y, h = r.bottom + PAD, 58
            self._widgets = [
                Button(
                    "gl.next_round",
                    (r.right - bw, y, bw, h),
                    t("gl.res.next", round=self.b.round + 1),
                    self.next_round,
                    "primary",
                    size=size,
                ),
                Button(
                    "gl.res_menu",
                    (r.x + 20, y, 200, h),
                    t("table.menu"),
                    self.table.open_pause,
                    "ghost",
                    size=size,
                ),
            ]

    def next_round(self) -> None:
        self.table.rounds.read()
        self.app.pop()

    def on_back(self) -> None:
        if self.final:
            self.menu()
        else:
            self.table.open_pause()

    def on_command(self, command: str) -> bool:
        if command == "confirm" and self.focus_id is None:
            (self.again if self.final else self.next_round)()
            return True
        return super().on_command(command)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface, self.app.wave_time())
        names = self.match.names
        if self.final:
            win = " & ".join(names[i] for i in self.outcome.winners)
            key = "results.title_one" if len(self.outcome.winners) == 1 else "results.title_shared"
            title = t(key, names=win)
        else:
            title = t("gl.res.title", round=self.b.round)
        heading(surface, title, 44)
        r = self.rect
        sheet(surface, r)
        cols = self.columns()
        phone = theme.largest()
        hy = r.y + 20
        # On a phone the columns are headed by one word each (the heading names the round).
        round_key, total_key = (
            ("gl.res.col.this_round", "gl.res.col.sum")
            if phone
            else ("gl.res.col.round", "gl.res.col.total")
        )
        heads = [
            ("gl.res.col.cards", cols.cards, "midleft"),
            ("gl.res.col.calc", cols.calc, "midleft"),
            (round_key, cols.round, "center"),
            (total_key, cols.total, "center"),
        ]
        if phone and self.final and len(self.rounds) > 1:  # the points of every round
            heads[1] = ("gl.res.col.rounds", cols.calc, "midleft")
        elif phone:  # only sums there, if any: "38 → 10", "5 +15"
            del heads[1]
        for key, x, anchor in heads:
            text = t(key, target=self.target, round=self.b.round)
            theme.blit_text(surface, text, sizes().head, (x, hy), theme.INK_SOFT, "bold", anchor)
        lines = explain(self.b, names)
        if self.final:
            lines.append(t("gl.res.why.final", target=self.target))
        lh, text_size = sizes().story_line, sizes().story
        room = r.w - 2 * MARGIN
        if phone:  # the round's story at PHONE_TEXT, a long line wrapped
            lines = [part for line in lines for part in theme.wrap(line, text_size, room, "bold")]
        n = len(self.order)
        bottom_text = lh * len(lines) + 22
        row_h = min(86, (r.h - 40 - bottom_text) // max(1, n))
        y = r.y + 36
        for rank, seat in enumerate(self.order):
            row = pygame.Rect(r.x + PAD, y, r.w - 2 * PAD, row_h - GAP)
            self.draw_row(surface, seat, rank, row, cols)
            y += row_h
        ey = r.bottom - PAD - lh * len(lines)
        rule = ey - 8
        pygame.draw.line(
            surface, theme.CREAM_EDGE, (r.x + MARGIN, rule), (r.right - MARGIN, rule), 2
        )
        for i, line in enumerate(lines):
            size = theme.fit_text(line, text_size, room, "bold")
            theme.blit_text(
                surface, line, size, (r.centerx, ey + lh // 2 - 1 + i * lh), theme.INK, "bold",
                "center",
            )  # fmt: skip
        self.draw_widgets(surface)

    def columns(self) -> Columns:
        x = self.rect.x + PAD
        return Columns(cards=x + 230, calc=x + 640, round=x + 900, total=x + 1030)

    def draw_row(
        self, surface: pygame.Surface, seat: int, rank: int, row: pygame.Rect, cols: Columns
    ) -> None:
        b = self.b
        winner = self.final and seat in self.outcome.winners
        x = self.draw_row_frame(surface, row, winner, rank if self.final else None)
        s = self.match.seats[seat]
        phone = theme.largest()
        draw.avatar(surface, (x + 20, row.centery), 18, seat, s.name, s.is_bot)
        size = theme.fit_text(s.name, sizes().name, cols.cards - x - 60, "bold")
        name_x, upper = x + 46, row.centery - 10  # the name's left; the upper line's middle
        theme.blit_text(surface, s.name, size, (name_x, upper), theme.INK, "bold", "midleft")
        tags: list[tuple[str, tuple | None]] = []
        if winner:
            tags.append((t("results.winner"), theme.SUN))
            draw.sun(surface, (row.x + 40 if self.final else x, row.y + 12), 5, theme.SUN_DARK)
        if b.caller == seat:
            tags.append((t("gl.tag.called"), palette.CALLED))
        if not tags and not phone:  # a phone: the avatar's bot mark says it
            tags.append(((t(f"kind.{s.kind}") if s.is_bot else t("seat.human")), None))
        tx = name_x
        tag_size = sizes().tag
        widths = sum(theme.width(text, tag_size, "bold") + 2 * TAG_PAD for text, _ in tags)
        if len(tags) > 1 and tx + widths > cols.cards - 8:
            tags = tags[1:]  # no room for both: the gold row and the sun already say "winner"
        for tag_text, tag_col in tags:
            img = theme.text(tag_text, tag_size, theme.INK if tag_col else theme.INK_SOFT, "bold")
            tr = img.get_rect(midleft=(tx + (TAG_PAD // 2 if tag_col else 0), row.centery + 13))
            if tag_col:
                pygame.draw.rect(surface, tag_col, tr.inflate(TAG_PAD, 4), border_radius=9)
            surface.blit(img, tr)
            tx = tr.right + TAG_PAD
        # the hand, every card revealed
        cards = b.cards[seat]
        ch = min(row.h - 8, 74)
        cw = int(ch * 0.71)
        avail = cols.calc - cols.cards - 20
        step = min(cw + 5, (avail - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        for k, c in enumerate(cards):
            face = c.face
            rect = pygame.Rect(round(cols.cards + k * step), row.centery - ch // 2, cw, ch)
            art.blit(surface, art.face(face, (cw, ch)), rect, lift=1)
            if face == art.PFERD and b.raw[seat] > PFERD_CAP:
                pygame.draw.rect(surface, palette.GOLD_INK, rect.inflate(4, 4), 2, border_radius=6)
        if not cards:
            theme.blit_text(
                surface,
                "–" if phone else t("gl.res.no_cards"),
                TEXT_L,
                (cols.cards, row.centery),
                theme.INK_SOFT,
                "bold",
                "midleft",
            )
        if phone:
            self.draw_phone_calc(surface, seat, row, cols)
        else:
            self.draw_calc(surface, seat, row, cols)
        pts = b.points[seat]
        theme.blit_text(
            surface, f"{pts}", 32, (cols.round, row.centery), theme.INK, "bold", "center"
        )
        if not phone or self.modified(seat):
            theme.blit_text(
                surface,
                "=",
                22,
                (cols.round - 44, row.centery),
                theme.INK_SOFT,
                "bold",
                "center",
            )
        total = b.totals[seat]
        tx = cols.total
        theme.blit_text(surface, str(total), 26, (tx, upper), theme.INK, "bold", "center")
        bar = pygame.Rect(0, 0, 110, 10)
        bar.center = (tx, row.centery + 16)
        pygame.draw.rect(surface, palette.BAR_TRACK, bar, border_radius=bar.h // 2)
        share = min(1.0, total / max(1, self.target))
        over = total > self.target
        fill_rect = pygame.Rect(bar.x, bar.y, max(4, int(bar.w * share)), bar.h)
        pygame.draw.rect(
            surface,
            palette.BAR_OVER if over else palette.BAR_UNDER,
            fill_rect,
            border_radius=bar.h // 2,
        )
        if over:  # passed the target: a flag, not colour alone
            draw.flag(surface, (bar.right + 8, bar.bottom), 22)

    def modified(self, seat: int) -> bool:
        """Were the seat's round points more than its cards' sum (Pferd, a combo, a penalty)?"""
        return len(calc_lines(self.b, seat)) > 1

    def draw_calc(
        self, surface: pygame.Surface, seat: int, row: pygame.Rect, cols: Columns
    ) -> None:
        """How the seat's round points came about, a short line per step."""
        lines = [(text, TONES[tone]) for text, tone in calc_lines(self.b, seat)]
        if self.final and len(self.rounds) > 1:
            per = " + ".join(str(r.points[seat]) for r in self.rounds)
            lines.append((t("gl.res.rounds", points=per), theme.INK_SOFT))
        lh = min(LINE_M, (row.h - 6) // max(1, len(lines)))
        y0 = row.centery - lh * (len(lines) - 1) / 2
        for i, (text, col) in enumerate(lines):
            size = theme.fit_text(text, TEXT_M, cols.calc_room(), "bold", 11)
            theme.blit_text(surface, text, size, (cols.calc, y0 + i * lh), col, "bold", "midleft")

    def draw_phone_calc(
        self, surface: pygame.Surface, seat: int, row: pygame.Rect, cols: Columns
    ) -> None:
        """The same on a phone, as a sum in numbers: the cards' total, "→ 10" where Pferd caps
        it, "→ 0" for a combo, "+15" for a penalty, each in its colour (the lines under the
        table say why); the points of every round below it."""
        b = self.b
        steps = [(str(b.raw[seat]), TONES["raw"])]
        if b.pferd[seat] and b.raw[seat] > PFERD_CAP:
            steps.append((f"→ {PFERD_CAP}", TONES["pferd"]))
        if b.combo and seat == b.caller:
            steps.append(("→ 0", TONES["combo"]))
        if b.penalty[seat]:
            steps.append((f"+{b.penalty[seat]}", TONES["penalty"]))
        if len(steps) == 1:
            steps = []  # the cards' sum is the round's points: "= 14" says it
        per = ""
        if self.final and len(self.rounds) > 1:
            per = " + ".join(str(r.points[seat]) for r in self.rounds)
        y = row.centery - (12 if per and steps else 0)
        x = cols.calc
        for text, col in steps:
            x = theme.blit_text(surface, text, 26, (x, y), col, "bold", "midleft").right + 10
        if per:
            size = theme.fit_text(per, PHONE_SMALL, cols.calc_room(), "bold", 14)
            at = (cols.calc, row.centery + (15 if steps else 0))
            theme.blit_text(surface, per, size, at, theme.INK_SOFT, "bold", "midleft")

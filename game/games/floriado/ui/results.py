"""Floriado results: each picker's piles and what they pay (FL-9), FL-10's tie-breaks explained."""

from __future__ import annotations

import pygame

from game.core.match import level_word
from game.games.floriado.cards import KINDS, PAYOUT
from game.games.floriado.narrate import explain, fmt, kind_name
from game.games.floriado.ui import art, layout
from game.games.floriado.ui.layout import (
    INSET,
    MARGIN,
    NUDGE,
    PAD,
    PILE_RADIUS,
    TEXT_FIGURE,
    TEXT_LABEL,
    TEXT_LARGE,
    TEXT_WORD,
)
from game.i18n import t, tn
from game.ui import draw, theme
from game.ui.layout import W, centred_row, row
from game.ui.layout import span as layout_span
from game.ui.table.palette import WINNER_INK
from game.ui.table.results import ResultsScene
from game.ui.widgets import Widget

KIND_X = 236  # where the kind columns start, from the sheet's left edge
KIND_W = 142
CHIP = (34, 44)
CHIP_STEP = 22
SHEET_PAD = 30  # the sheet's lines from its sides
ROW_INSET = 20  # a seat's row from the sheet's sides
NAME_X = 96  # a seat's name and tag, from its row's left
NAME_W = 130
PAYOUT_H = 40  # a payout box (normal text; the largest text's is layout.RESULTS_BOX)


class FloriadoResults(ResultsScene):
    name = "results"

    def __init__(self, app, table) -> None:
        super().__init__(app, table)
        view = table.match.view(table.viewer)
        self.piles = [[list(p) for p in seat] for seat in view["piles"]]
        details = dict(self.outcome.details)
        self.cards = tuple(details["cards"])
        self.reason = details["end_reason"]
        self.left = sum(c is not None for row in view["field"] for c in row)
        self.order = sorted(
            range(view["players"]), key=lambda i: (-self.outcome.scores[i], -self.cards[i], i)
        )
        self.rect = pygame.Rect(60, 92, W - 120, 536)
        self.sheet = layout.sheet()  # the figures for the text size (set as a frame is drawn)
        self._widgets: list[Widget] = self.end_buttons()

    # What the screen shows, as text (tests compare these with the engine's result).
    def revenue_text(self, seat: int) -> str:
        return fmt(self.outcome.scores[seat])

    def pile_text(self, seat: int, kind: int) -> str:
        n = len(self.piles[seat][kind])
        if n == 0:
            return t("fl.results.no_pile")
        return tn("fl.results.pile", n, pay=fmt(PAYOUT[n]))

    def draw(self, surface: pygame.Surface) -> None:
        """The sheet; at the largest text every line at phone size, a pile's words ("2 cards
        → 2") as the payout table's "2 → 2" and an empty pile as its flower alone, the rule's
        line left to the verdict under it."""
        s = self.sheet = layout.sheet()
        self.draw_winners(surface)
        r = self.rect
        reason = t(f"fl.results.reason.{self.reason}")
        room = r.w - 2 * SHEET_PAD
        if s.phone:
            reason, size = theme.fit_line(reason, theme.PHONE_TEXT, room, "bold", theme.PHONE_TEXT)
            theme.blit_text(
                surface, reason, size, (r.x + SHEET_PAD, r.y + layout.RESULTS_REASON_Y),
                theme.INK_SOFT, "bold", "midleft",
            )  # fmt: skip
        else:
            self.draw_reason(surface, reason)
        self.draw_header(surface, r.y + s.header_y)
        y = r.y + s.rows_y
        for rank, seat in enumerate(self.order):
            self.draw_row(surface, seat, rank, self.row_rect(y, s.row_h))
            y += s.row_h
        lines = explain(self.match.names, self.outcome.scores, self.cards, self.outcome.winners)
        if self.left:
            lines.append(tn("fl.results.left", self.left))
        step = s.line
        if s.phone:
            self.draw_payouts(surface, r.y + layout.RESULTS_PAYOUTS_Y)
            ey = r.bottom - 14 - step * len(lines)
            self.draw_rule(surface, ey - 6)
            for i, line in enumerate(lines):
                line, size = theme.fit_line(line, theme.PHONE_TEXT, room, "bold", theme.PHONE_TEXT)
                theme.blit_text(
                    surface, line, size, (r.centerx, ey + step // 2 + i * step), theme.INK,
                    "bold", "center",
                )  # fmt: skip
        else:
            self.draw_payouts(surface, y + 2)
            theme.blit_text(
                surface, t("fl.results.rule"), 16, (r.centerx, y + 58), theme.INK_SOFT, "bold",
                "center",
            )  # fmt: skip
            ey = r.bottom - 24 - step * len(lines)
            self.draw_rule(surface, ey - 10)
            for i, line in enumerate(lines):
                theme.blit_text(
                    surface, line, TEXT_WORD, (r.centerx, ey + 12 + i * step), theme.INK, "bold",
                    "center",
                )  # fmt: skip
        self.draw_widgets(surface)

    def row_rect(self, y: int, pitch: int) -> pygame.Rect:
        """A seat's row from ``y``: rows ``pitch`` apart, a gap between them."""
        r = self.rect
        return pygame.Rect(r.x + ROW_INSET, y, r.w - 2 * ROW_INSET, pitch - PAD)

    def kind_column(self, kind: int, row: pygame.Rect) -> pygame.Rect:
        """The column of ``kind``'s piles across ``row``."""
        return pygame.Rect(self.rect.x + KIND_X + kind * KIND_W, row.y, KIND_W, row.h)

    def draw_rule(self, surface: pygame.Surface, y: int) -> None:
        """The line over the verdict."""
        r = self.rect
        left, right = (r.x + SHEET_PAD, y), (r.right - SHEET_PAD, y)
        pygame.draw.line(surface, theme.CREAM_EDGE, left, right, 2)

    def draw_header(self, surface: pygame.Surface, y: int) -> None:
        r = self.rect
        soft = theme.INK_SOFT
        size = self.sheet.head_text  # single words
        theme.blit_text(
            surface, t("fl.results.player"), size, (r.x + 40, y), soft, "bold", "midleft"
        )
        for kind in range(KINDS):
            cx = r.x + KIND_X + kind * KIND_W + KIND_W // 2
            name = kind_name(kind)
            name_size = (
                theme.fit_text(name, size, KIND_W - 40, "bold", 14) if self.sheet.phone else size
            )
            label = theme.text(name, name_size, soft, "bold")
            flower = 28  # the kind's flower, left of its name
            left = cx - (flower + label.get_width()) // 2
            art.blit_flower(surface, kind, (left + 12, y), 26)
            surface.blit(label, label.get_rect(midleft=(left + flower, y)))
        theme.blit_text(
            surface, t("fl.results.cards"), size, self.cards_x(y), soft, "bold", "center"
        )
        theme.blit_text(
            surface, t("fl.results.revenue"), size, self.revenue_x(y), soft, "bold", "center"
        )

    def cards_x(self, y: int | None = None) -> tuple[int, int]:
        r = self.rect
        return (r.x + KIND_X + KINDS * KIND_W + 46, r.y + self.sheet.header_y if y is None else y)

    def revenue_x(self, y: int | None = None) -> tuple[int, int]:
        r = self.rect
        return (r.right - 74, r.y + self.sheet.header_y if y is None else y)

    def draw_row(self, surface: pygame.Surface, seat: int, rank: int, row: pygame.Rect) -> None:
        winner = seat in self.outcome.winners
        self.draw_row_frame(surface, row, winner, rank)
        s = self.match.seats[seat]
        icon = art.pawn(seat, "right", 54, s.name)
        surface.blit(icon, icon.get_rect(center=(row.x + 66, row.centery - 12)))
        name_size = theme.fit_text(s.name, TEXT_LARGE, NAME_W, "bold")
        x, off = row.x + NAME_X, 14  # the name above the row's middle, its tag below
        theme.blit_text(
            surface, s.name, name_size, (x, row.centery - off), theme.INK, "bold", "midleft"
        )
        if self.sheet.phone:
            self.draw_phone_tag(surface, seat, winner, (x, row.centery + off))
        else:
            self.draw_seat_tag(surface, seat, winner, (x, row.centery + 12), NAME_W)
        if winner:
            draw.sun(surface, (row.x + 40, row.y + 14), 5, theme.SUN_DARK)
        for kind in range(KINDS):
            cell = self.kind_column(kind, row).inflate(-MARGIN, -2 * PAD)
            pygame.draw.rect(surface, art.tint(kind, 0.88), cell, border_radius=PILE_RADIUS)
            pile = self.piles[seat][kind]
            step = CHIP_STEP
            width = CHIP[0] + step * max(0, len(pile) - 1)
            x0 = cell.centerx - width // 2
            for i, flowers in enumerate(pile):
                chip = pygame.Rect(x0 + i * step, cell.y + 10, *CHIP)
                draw.drop_shadow(surface, chip, NUDGE, 1)
                surface.blit(art.pile_chip({"kind": kind, "flowers": flowers}, CHIP), chip)
            if not pile:
                art.blit_flower(surface, kind, (cell.centerx, cell.y + 32), 30)
            if self.sheet.phone:
                if pile:  # as the payout table says it: a pile icon, "2 → 2"
                    self.draw_pay(surface, len(pile), (cell.centerx, cell.bottom - 18))
                continue
            theme.blit_text(
                surface,
                self.pile_text(seat, kind),
                16,
                (cell.centerx, cell.bottom - INSET),
                theme.INK if pile else theme.INK_SOFT,
                "bold",
                "center",
            )
        theme.blit_text(
            surface,
            str(self.cards[seat]),
            TEXT_FIGURE,
            self.cards_x(row.centery),
            theme.INK,
            "bold",
            "center",
        )
        theme.blit_text(
            surface,
            self.revenue_text(seat),
            36,
            self.revenue_x(row.centery),
            theme.SUN_DARK if winner else theme.INK,
            "bold",
            "center",
        )

    def draw_phone_tag(
        self, surface: pygame.Surface, seat: int, winner: bool, pos: tuple[int, int]
    ) -> None:
        """Largest text: a word under the name ("Winner", the bot's level beside a robot
        badge, "Person"), legible at a phone's scale."""
        s = self.match.seats[seat]
        x, y = pos
        if not winner and s.is_bot:
            badge = 9
            draw.bot_badge(surface, (x + badge, y), badge)
            x += 24
            word = level_word(s.kind)
        else:
            word = self.seat_tag(seat, winner)
        colour = WINNER_INK if winner else theme.INK_SOFT
        size = theme.fit_text(word, TEXT_WORD, NAME_W - (x - pos[0]), "bold", 14)
        theme.blit_text(surface, word, size, (x, y), colour, "bold", "midleft")

    def draw_pay(self, surface: pygame.Surface, n: int, centre: tuple[int, int]) -> None:
        """ "A pile of ``n`` pays this": a pile icon and "n → pay", centred on ``centre``."""
        text = f"{n} → {fmt(PAYOUT[n])}"
        icon = 22  # the pile icon's room, left of the words
        w = icon + theme.width(text, TEXT_LARGE, "bold")
        x = centre[0] - w // 2
        pile_icon(surface, (x + 8, centre[1]))
        theme.blit_text(
            surface, text, TEXT_LARGE, (x + icon, centre[1]), theme.INK, "bold", "midleft"
        )

    def draw_payouts(self, surface: pygame.Surface, y: int) -> None:
        """FL-9's table, so the revenue column can be checked by eye."""
        if self.sheet.phone:
            self.draw_phone_payouts(surface, y)
            return
        r = self.rect
        label = theme.text(t("fl.results.payouts"), TEXT_LABEL, theme.INK_SOFT, "bold")
        widths = [94] * (len(PAYOUT) - 1)
        total = label.get_width() + INSET + layout_span(widths, PAD)
        x = r.centerx - total // 2
        surface.blit(label, label.get_rect(midleft=(x, y + PAYOUT_H // 2)))
        x += label.get_width() + INSET
        for n, box in enumerate(row(x, y, widths, PAYOUT_H, PAD), start=1):
            art.payout_box(surface, box)
            pile_icon(surface, (box.x + 15, box.centery))
            theme.blit_text(
                surface,
                f"{n} → {fmt(PAYOUT[n])}",
                TEXT_LABEL,
                (box.x + 28, box.centery),
                theme.INK,
                "bold",
                "midleft",
            )

    def draw_phone_payouts(self, surface: pygame.Surface, y: int) -> None:
        """Largest text: FL-9's table under its line, each at phone size."""
        r = self.rect
        theme.blit_text(
            surface, t("fl.results.payouts"), theme.PHONE_TEXT, (r.centerx, y), theme.INK_SOFT,
            "bold", "center",
        )  # fmt: skip
        box_w, box_h = layout.RESULTS_BOX
        widths = [box_w] * (len(PAYOUT) - 1)
        boxes = centred_row(widths, y + 20, box_h, PAD, r.centerx)
        for n, box in enumerate(boxes, start=1):
            art.payout_box(surface, box)
            self.draw_pay(surface, n, box.center)


def pile_icon(surface: pygame.Surface, center: tuple[int, int]) -> None:
    """A little pile of two flower cards: "a pile of this size". (An empty outline here read
    as a missing-glyph box.)"""
    cx, cy = center
    back = pygame.Rect(0, 0, 12, 17)
    back.center = (cx + 1, cy - 2)
    pygame.draw.rect(surface, theme.CREAM_EDGE, back, border_radius=3)
    pygame.draw.rect(surface, theme.INK_SOFT, back, 1, border_radius=3)
    front = back.move(-5, 4)
    pygame.draw.rect(surface, theme.WHITE, front, border_radius=3)
    pygame.draw.rect(surface, theme.INK, front, 2, border_radius=3)
    pygame.draw.line(surface, theme.LEAF, front.center, (front.centerx, front.bottom - 4), 2)
    pygame.draw.circle(surface, theme.GLADIOLA, (front.centerx, front.centery - 2), 3)

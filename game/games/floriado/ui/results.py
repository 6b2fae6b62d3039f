"""Floriado results: each picker's piles and what they pay (FL-9), FL-10's tie-breaks explained."""

from __future__ import annotations

import pygame

from game.core.match import level_word
from game.games.floriado.cards import KINDS, PAYOUT
from game.games.floriado.narrate import explain, fmt, kind_name
from game.games.floriado.ui import art, layout
from game.i18n import t, tn
from game.ui import draw, theme
from game.ui.layout import W
from game.ui.table.results import WINNER_INK, ResultsScene
from game.ui.widgets import Widget

KIND_X = 236  # where the kind columns start, from the sheet's left edge
KIND_W = 142
ROW_H = 140
CHIP = (34, 44)
CHIP_STEP = 22


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
        if theme.largest():
            self.draw_phone(surface)
            return
        self.draw_winners(surface)
        r = self.rect
        self.draw_reason(surface, t(f"fl.results.reason.{self.reason}"))
        self.draw_header(surface, r.y + 66)
        y = r.y + 92
        for rank, seat in enumerate(self.order):
            self.draw_row(surface, seat, rank, pygame.Rect(r.x + 20, y, r.w - 40, ROW_H - 8))
            y += ROW_H
        self.draw_payouts(surface, y + 2)
        lines = explain(self.match.names, self.outcome.scores, self.cards, self.outcome.winners)
        if self.left:
            lines.append(tn("fl.results.left", self.left))
        theme.blit_text(
            surface, t("fl.results.rule"), 16, (r.centerx, y + 58), theme.INK_SOFT, "bold", "center"
        )
        ey = r.bottom - 24 - 26 * len(lines)
        pygame.draw.line(surface, theme.CREAM_EDGE, (r.x + 30, ey - 10), (r.right - 30, ey - 10), 2)
        for i, line in enumerate(lines):
            theme.blit_text(
                surface, line, 20, (r.centerx, ey + 12 + i * 26), theme.INK, "bold", "center"
            )
        self.draw_widgets(surface)

    def draw_phone(self, surface: pygame.Surface) -> None:
        """The largest text's sheet: the same table with every line at phone size, a pile's
        words ("2 cards → 2") as the payout table's "2 → 2" and an empty pile as its flower
        alone; the rule's line left to the verdict under it."""
        self.draw_winners(surface)
        r = self.rect
        reason = t(f"fl.results.reason.{self.reason}")
        reason, size = theme.fit_line(reason, theme.PHONE_TEXT, r.w - 60, "bold", theme.PHONE_TEXT)
        theme.blit_text(
            surface, reason, size, (r.x + 30, r.y + layout.RESULTS_REASON_Y), theme.INK_SOFT,
            "bold", "midleft",
        )  # fmt: skip
        self.draw_header(surface, r.y + layout.RESULTS_HEADER_Y)
        y = r.y + layout.RESULTS_ROWS_Y
        for rank, seat in enumerate(self.order):
            row = pygame.Rect(r.x + 20, y, r.w - 40, layout.RESULTS_ROW_H - 8)
            self.draw_row(surface, seat, rank, row)
            y += layout.RESULTS_ROW_H
        self.draw_payouts(surface, r.y + layout.RESULTS_PAYOUTS_Y)
        lines = explain(self.match.names, self.outcome.scores, self.cards, self.outcome.winners)
        if self.left:
            lines.append(tn("fl.results.left", self.left))
        step = layout.RESULTS_LINE
        ey = r.bottom - 14 - step * len(lines)
        pygame.draw.line(surface, theme.CREAM_EDGE, (r.x + 30, ey - 6), (r.right - 30, ey - 6), 2)
        for i, line in enumerate(lines):
            line, size = theme.fit_line(line, theme.PHONE_TEXT, r.w - 60, "bold", theme.PHONE_TEXT)
            theme.blit_text(
                surface, line, size, (r.centerx, ey + step // 2 + i * step), theme.INK, "bold",
                "center",
            )  # fmt: skip
        self.draw_widgets(surface)

    def draw_header(self, surface: pygame.Surface, y: int) -> None:
        r = self.rect
        soft = theme.INK_SOFT
        size = 20 if theme.largest() else 17  # single words
        theme.blit_text(
            surface, t("fl.results.player"), size, (r.x + 40, y), soft, "bold", "midleft"
        )
        for kind in range(KINDS):
            cx = r.x + KIND_X + kind * KIND_W + KIND_W // 2
            name = kind_name(kind)
            name_size = (
                theme.fit_text(name, size, KIND_W - 40, "bold", 14) if theme.largest() else size
            )
            label = theme.text(name, name_size, soft, "bold")
            total = 28 + label.get_width()
            art.blit_flower(surface, kind, (cx - total // 2 + 12, y), 26)
            surface.blit(label, label.get_rect(midleft=(cx - total // 2 + 28, y)))
        theme.blit_text(
            surface, t("fl.results.cards"), size, self.cards_x(y), soft, "bold", "center"
        )
        theme.blit_text(
            surface, t("fl.results.revenue"), size, self.revenue_x(y), soft, "bold", "center"
        )

    def cards_x(self, y: int | None = None) -> tuple[int, int]:
        r = self.rect
        return (r.x + KIND_X + KINDS * KIND_W + 46, self.rect.y + 66 if y is None else y)

    def revenue_x(self, y: int | None = None) -> tuple[int, int]:
        r = self.rect
        return (r.right - 74, self.rect.y + 66 if y is None else y)

    def draw_row(self, surface: pygame.Surface, seat: int, rank: int, row: pygame.Rect) -> None:
        winner = seat in self.outcome.winners
        self.draw_row_frame(surface, row, winner, rank)
        s = self.match.seats[seat]
        icon = art.pawn(seat, "right", 54, s.name)
        surface.blit(icon, icon.get_rect(center=(row.x + 66, row.centery - 12)))
        name_size = theme.fit_text(s.name, 22, 130, "bold")
        theme.blit_text(
            surface, s.name, name_size, (row.x + 96, row.centery - 14), theme.INK, "bold", "midleft"
        )
        if theme.largest():
            self.draw_phone_tag(surface, seat, winner, (row.x + 96, row.centery + 14))
        else:
            self.draw_seat_tag(surface, seat, winner, (row.x + 96, row.centery + 12), 130)
        if winner:
            draw.sun(surface, (row.x + 40, row.y + 14), 5, theme.SUN_DARK)
        for kind in range(KINDS):
            cell = pygame.Rect(
                self.rect.x + KIND_X + kind * KIND_W + 6, row.y + 8, KIND_W - 12, row.h - 16
            )
            pygame.draw.rect(surface, art.tint(kind, 0.88), cell, border_radius=10)
            pile = self.piles[seat][kind]
            step = CHIP_STEP
            width = CHIP[0] + step * max(0, len(pile) - 1)
            x0 = cell.centerx - width // 2
            for i, flowers in enumerate(pile):
                chip = pygame.Rect(x0 + i * step, cell.y + 10, *CHIP)
                draw.drop_shadow(surface, chip, 4, 1)
                surface.blit(art.pile_chip({"kind": kind, "flowers": flowers}, CHIP), chip)
            if not pile:
                art.blit_flower(surface, kind, (cell.centerx, cell.y + 32), 30)
            if theme.largest():
                if pile:  # as the payout table says it: a pile icon, "2 → 2"
                    self.draw_pay(surface, len(pile), (cell.centerx, cell.bottom - 18))
                continue
            theme.blit_text(
                surface,
                self.pile_text(seat, kind),
                16,
                (cell.centerx, cell.bottom - 16),
                theme.INK if pile else theme.INK_SOFT,
                "bold",
                "center",
            )
        theme.blit_text(
            surface,
            str(self.cards[seat]),
            30,
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
            draw.bot_badge(surface, (x + 9, y), 9)
            x += 24
            word = level_word(s.kind)
        else:
            word = self.seat_tag(seat, winner)
        colour = WINNER_INK if winner else theme.INK_SOFT
        size = theme.fit_text(word, 20, 130 - (x - pos[0]), "bold", 14)
        theme.blit_text(surface, word, size, (x, y), colour, "bold", "midleft")

    def draw_pay(self, surface: pygame.Surface, n: int, centre: tuple[int, int]) -> None:
        """ "A pile of ``n`` pays this": a pile icon and "n → pay", centred on ``centre``."""
        text = f"{n} → {fmt(PAYOUT[n])}"
        w = 22 + theme.width(text, 22, "bold")
        x = centre[0] - w // 2
        pile_icon(surface, (x + 8, centre[1]))
        theme.blit_text(surface, text, 22, (x + 22, centre[1]), theme.INK, "bold", "midleft")

    def draw_payouts(self, surface: pygame.Surface, y: int) -> None:
        """FL-9's table, so the revenue column can be checked by eye."""
        if theme.largest():
            self.draw_phone_payouts(surface, y)
            return
        r = self.rect
        label = theme.text(t("fl.results.payouts"), 17, theme.INK_SOFT, "bold")
        box_w, gap = 94, 8
        total = label.get_width() + 16 + 8 * box_w + 7 * gap
        x = r.centerx - total // 2
        surface.blit(label, label.get_rect(midleft=(x, y + 20)))
        x += label.get_width() + 16
        for n in range(1, len(PAYOUT)):
            box = pygame.Rect(x, y, box_w, 40)
            pygame.draw.rect(surface, (240, 232, 212), box, border_radius=10)
            pygame.draw.rect(surface, theme.CREAM_EDGE, box, 2, border_radius=10)
            pile_icon(surface, (box.x + 15, box.centery))
            theme.blit_text(
                surface,
                f"{n} → {fmt(PAYOUT[n])}",
                17,
                (box.x + 28, box.centery),
                theme.INK,
                "bold",
                "midleft",
            )
            x += box_w + gap

    def draw_phone_payouts(self, surface: pygame.Surface, y: int) -> None:
        """Largest text: FL-9's table under its line, each at phone size."""
        r = self.rect
        theme.blit_text(
            surface, t("fl.results.payouts"), theme.PHONE_TEXT, (r.centerx, y), theme.INK_SOFT,
            "bold", "center",
        )  # fmt: skip
        box_w, box_h = layout.RESULTS_BOX
        gap = 8
        x = r.centerx - (8 * box_w + 7 * gap) // 2
        top = y + 20
        for n in range(1, len(PAYOUT)):
            box = pygame.Rect(x, top, box_w, box_h)
            pygame.draw.rect(surface, (240, 232, 212), box, border_radius=10)
            pygame.draw.rect(surface, theme.CREAM_EDGE, box, 2, border_radius=10)
            self.draw_pay(surface, n, box.center)
            x += box_w + gap


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

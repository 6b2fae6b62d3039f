"""Via Gladiola results: every hand revealed, blisters counted, VG-17's tie-breaks explained."""

from __future__ import annotations

import pygame

from game.games.via_gladiola.narrate import explain
from game.games.via_gladiola.ui import art as card_art
from game.games.via_gladiola.ui.layout import CARD_RESULT
from game.games.via_gladiola.view import View
from game.i18n import t, tn
from game.ui import draw, theme
from game.ui.layout import W
from game.ui.table.results import ResultsScene
from game.ui.widgets import Widget


class ViaGladiolaResults(ResultsScene):
    name = "results"
    spatial_focus = True

    def __init__(self, app, table) -> None:
        super().__init__(app, table)
        view = View.of(table.match.view(table.viewer))
        self.hands = list(view.hands or ())  # VG-16: a finished game shows every hand
        self.sizes = tuple(len(h) for h in self.hands)
        self.reason = view.end_reason
        self.rect = pygame.Rect(110, 92, W - 220, 536)
        self.order = sorted(
            range(len(self.hands)), key=lambda i: (self.outcome.scores[i], self.sizes[i], i)
        )
        self._widgets: list[Widget] = self.end_buttons(menu_key="Esc")

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_winners(surface)
        r = self.rect
        reason = t(f"results.reason.{self.reason}")
        self.draw_reason(surface, reason)
        lines = explain(self.match.names, self.outcome.scores, self.sizes, self.outcome.winners)
        gap = theme.body(26)
        ey = r.bottom - 22 - gap * len(lines)
        row_h = min(84, (r.h - 150) // max(1, len(self.order)))
        y = r.y + 54
        if theme.largest():
            # A phone: the reason in phone-sized lines above the rows, the why-lines below
            # them; the rows share what is left.
            said = theme.wrap(reason, theme.PHONE_TEXT, r.w - 60, "bold")
            y = r.y + 22 + theme.font(theme.PHONE_TEXT, "bold").get_linesize() * len(said) + 8
            row_h = min(84, (ey - 20 - y) // max(1, len(self.order)))
        for rank, seat in enumerate(self.order):
            self.draw_row(surface, seat, rank, pygame.Rect(r.x + 20, y, r.w - 40, row_h - 8))
            y += row_h
        pygame.draw.line(surface, theme.CREAM_EDGE, (r.x + 30, ey - 12), (r.right - 30, ey - 12), 2)
        for i, line in enumerate(lines):
            theme.blit_text(
                surface,
                line,
                theme.body(20),
                (r.centerx, ey + 12 + i * gap),
                theme.INK,
                "bold",
                "center",
            )
        self.draw_widgets(surface)

    def draw_row(self, surface: pygame.Surface, seat: int, rank: int, row: pygame.Rect) -> None:
        winner = seat in self.outcome.winners
        self.draw_row_frame(surface, row, winner, rank)
        s = self.match.seats[seat]
        draw.avatar(surface, (row.x + 66, row.centery), 20, seat, s.name, s.is_bot)
        x0, avail = row.x + 230, row.w - 230 - 250  # the hand's cards
        room = x0 - 6 - (row.x + 96)  # the name's and its tag's, left of them
        name_size = theme.fit_text(s.name, 22, room, "bold")
        theme.blit_text(
            surface, s.name, name_size, (row.x + 96, row.centery - 10), theme.INK, "bold", "midleft"
        )
        self.draw_seat_tag(surface, seat, winner, (row.x + 96, row.centery + 14), room)
        if winner:
            draw.sun(surface, (row.x + 40, row.y + 12), 5, theme.SUN_DARK)
        hand = self.hands[seat]
        cw, ch = CARD_RESULT
        if row.h < ch + 6:
            ch = row.h - 6
            cw = ch * 5 // 7
        step = min(cw + 4, (avail - cw) / max(1, len(hand) - 1)) if len(hand) > 1 else 0
        for k, card in enumerate(hand):
            rect = pygame.Rect(round(x0 + k * step), row.centery - ch // 2, cw, ch)
            card_art.blit(surface, card_art.face(card, (cw, ch)), rect, lift=1)
        if not hand:
            theme.blit_text(
                surface,
                t("results.empty_hand"),
                theme.PHONE_TEXT if theme.largest() else 18,
                (x0, row.centery),
                theme.INK_SOFT,
                "bold",
                "midleft",
            )
        bx = row.right - 230
        draw.plaster(surface, (bx + 18, row.centery), 30)
        score = self.outcome.scores[seat]
        theme.blit_text(
            surface, str(int(score)), 34, (bx + 44, row.centery), theme.INK, "bold", "midleft"
        )
        if theme.largest():  # a phone: the cards as a card and their number, like the blisters
            draw.mini_card(surface, (bx + 136, row.centery), 30)
            theme.blit_text(
                surface, str(self.sizes[seat]), 30, (bx + 160, row.centery), theme.INK, "bold",
                "midleft",
            )  # fmt: skip
            return
        theme.blit_text(
            surface,
            tn("results.blisters", int(score)),
            15,
            (bx + 90, row.centery - 10),
            theme.INK_SOFT,
            "bold",
            "midleft",
        )
        theme.blit_text(
            surface,
            tn("results.cards", self.sizes[seat]),
            15,
            (bx + 90, row.centery + 12),
            theme.INK_SOFT,
            "bold",
            "midleft",
        )
